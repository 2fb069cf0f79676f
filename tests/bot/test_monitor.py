"""The operator's metrics and log format (bot/monitor, bot/logs.py; README, "Operating the
bot"), as the bot counts and writes them in a game (SimCord); over the wire, with /healthz and
/metrics served, in tests/wire/test_wire_monitor.py."""

from __future__ import annotations

import asyncio
import json
import logging

import discord
import pytest

from bot import logs
from bot.monitor import Metrics
from bot.notify.dispatcher import delivery_result
from bot.threads import ThreadLocked
from tests.bot.helpers import started_game


def count(bot, name: str, **labels: str) -> float:
    return bot.metrics.registry.get_sample_value(name, labels) or 0.0


async def test_interactions_are_counted_by_command_and_outcome(simcord_env):
    env = simcord_env
    table, _store, _game, _state = await started_game(env)
    bot = env.bot
    assert count(bot, "referee_interactions_total", command="game start", outcome="answered") == 1
    await table.alice.slash(table.channel, "roll", dice="2d6")
    refused = await table.alice.slash(table.channel, "roll", dice="2d6+banana")
    assert refused.response.content.startswith("⚠️")
    assert count(bot, "referee_interactions_total", command="roll", outcome="answered") == 1
    assert count(bot, "referee_interactions_total", command="roll", outcome="refused") == 1
    # Each has its handler time in the histogram.
    assert count(bot, "referee_handler_seconds_count", command="roll") == 2
    # The game's notifications went out, counted as delivered.
    assert count(bot, "referee_deliveries_total", result="delivered") > 0


def test_a_failed_delivery_is_counted_by_what_discord_said():
    response = type("Response", (), {"status": 0, "reason": "", "headers": {}})

    def http(cls, status):
        answer = response()
        answer.status = status
        return cls(answer, {"message": "no", "code": 0})

    assert delivery_result(http(discord.Forbidden, 403)) == "forbidden"
    assert delivery_result(ThreadLocked("locked")) == "forbidden"
    assert delivery_result(http(discord.HTTPException, 429)) == "rate_limited"
    assert delivery_result(http(discord.DiscordServerError, 503)) == "server_error"
    assert delivery_result(http(discord.NotFound, 404)) == "failed"
    assert delivery_result(TimeoutError()) == "timeout"
    assert delivery_result(ConnectionResetError()) == "timeout"
    assert delivery_result(KeyError("bug")) == "failed"


def test_discords_answers_are_counted_with_a_429s_scope():
    metrics = Metrics()
    metrics.heard(200, {})
    metrics.heard(204, {})
    metrics.heard(429, {"X-RateLimit-Scope": "shared"})
    metrics.heard(429, {"X-RateLimit-Global": "true"})
    metrics.heard(503, {})

    def value(status, scope):
        labels = {"status": status, "scope": scope}
        return metrics.registry.get_sample_value("referee_discord_responses_total", labels)

    assert value("2xx", "") == 2 and value("5xx", "") == 1
    assert value("429", "shared") == 1 and value("429", "global") == 1


async def test_json_lines_say_what_they_are_about_and_tasks_never_mix(caplog):
    formatter = logs.JsonFormatter()
    lines: list[dict] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(json.loads(formatter.format(record)))

    logger = logging.getLogger("bot.test-json")
    logger.addHandler(Keep())
    logger.setLevel(logging.INFO)

    async def game(number: int) -> None:
        logs.about(game=number, guild=1000 + number, shard=logs.shard_of(1000 << 22, 4))
        await asyncio.sleep(0)
        logger.info("delivering for %s", number)

    await asyncio.gather(game(1), game(2))
    try:
        raise ValueError("broken")
    except ValueError:
        logger.exception("with a traceback")
    by_message = {line["message"]: line for line in lines}
    assert by_message["delivering for 1"]["game"] == 1
    assert by_message["delivering for 2"]["game"] == 2
    assert by_message["delivering for 2"]["guild"] == 1002
    assert by_message["delivering for 1"]["shard"] == (1000 % 4)
    assert by_message["delivering for 1"]["level"] == "INFO"
    assert by_message["delivering for 1"]["logger"] == "bot.test-json"
    assert "ValueError: broken" in by_message["with a traceback"]["exception"]
    # This task said nothing of any game: the games' tasks kept theirs to themselves.
    assert "game" not in by_message["with a traceback"]
    with pytest.raises(ValueError, match="log subjects are"):
        logs.about(player="alice")
