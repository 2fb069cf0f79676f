"""The operator's log: secrets kept out of it, and its format.

Secrets. At DEBUG, two libraries log what the bot must never write down: aiosqlite logs every
SQL call with its parameters (whole game states: hands, deck order, the secret seed), and
discord.py's HTTP client logs every request body (DMed hands, ephemeral prompts). Their loggers
are held at INFO; everything else follows LOG_LEVEL.

Format. ``LOG_FORMAT=plain`` (the default) writes lines for people; ``LOG_FORMAT=json`` one JSON
object a line for log shippers (Loki, Elasticsearch, CloudWatch...): its time, level, logger
and message, the traceback if any, and what the line is about: the game, guild, shard and
command of the interaction, delivery or decision it was logged in (`about`, kept per asyncio
task in a context variable, so concurrent games never mix).
"""

from __future__ import annotations

import json
import logging
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

SECRET_BEARING_LOGGERS = ("aiosqlite", "discord.http")
PLAIN = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# What a line can be about, in the order a JSON line gives them.
SUBJECTS = ("game", "guild", "shard", "command")

_about: ContextVar[dict[str, Any] | None] = ContextVar("log_about", default=None)


def keep_secrets_out_of_logs() -> None:
    for name in SECRET_BEARING_LOGGERS:
        logger = logging.getLogger(name)
        # Its own level, not the effective one: a root logger set to DEBUG later must not
        # bring the debug lines back.
        logger.setLevel(max(logger.level, logging.INFO))


def about(**subjects: Any) -> None:
    """What the lines logged from now on in this task are about (`SUBJECTS`; None leaves one
    out), added to what was said before. A task starts with what its creator had said."""
    unknown = set(subjects) - set(SUBJECTS)
    if unknown:
        raise ValueError(f"log subjects are {', '.join(SUBJECTS)}, not {sorted(unknown)}")
    found = {**(_about.get() or {}), **subjects}
    _about.set({key: value for key, value in found.items() if value is not None})


def shard_of(guild_id: int | None, shard_count: int | None) -> int | None:
    """The shard a guild's events come on (Discord's formula), when both are known."""
    if guild_id is None or not shard_count:
        return None
    return (guild_id >> 22) % shard_count


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC, ISO 8601), level, logger, message, the subjects of
    `about`, and ``exception`` with the traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        line |= _about.get() or {}
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        elif record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def configure(level: str, log_format: str) -> None:
    """The root logger's handler, on standard error, in ``log_format`` ("plain" or "json")."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter() if log_format == "json" else logging.Formatter(PLAIN))
    logging.basicConfig(level=level, handlers=[handler], force=True)
