"""Settings, read from the environment (README, "Settings").

Every setting is checked here, before anything else runs, so that a bad value ends the program
with one line naming it (`python -m bot`), never with a traceback from deep inside.
"""

from __future__ import annotations

import os
from typing import Annotated, Literal

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from storage.database_url import DEFAULT_DATABASE_URL, DatabaseUrlError, check_url
from storage.scope import Scope

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

# A good value of each setting, shown beside the complaint about a bad one.
EXAMPLES = {
    "discord_token": "DISCORD_TOKEN=<the token from the Developer Portal, Bot page>",
    "database_url": f"DATABASE_URL={DEFAULT_DATABASE_URL}",
    "sqlite_synchronous": "SQLITE_SYNCHRONOUS=NORMAL",
    "game_data_dir": "GAME_DATA_DIR=/srv/referee/corrected-data",
    "dev_guild_id": "DEV_GUILD_ID=123456789012345678 (Developer Mode, right-click the server, "
    "Copy Server ID)",
    "log_level": "LOG_LEVEL=INFO",
    "shard_count": "SHARD_COUNT=4",
    "shard_ids": "SHARD_IDS=0,1 (with SHARD_COUNT=4: this process runs shards 0 and 1 of 4)",
    "computer_workers": "COMPUTER_WORKERS=2",
    "log_format": "LOG_FORMAT=json",
    "metrics_port": "METRICS_PORT=9108 (then http://host:9108/healthz and /metrics)",
    "metrics_host": "METRICS_HOST=127.0.0.1",
}


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="", extra="ignore", case_sensitive=False)

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    # NORMAL: a process crash loses no acknowledged move; FULL: neither does a power cut, at a
    # cost in speed (README, "Performance").
    sqlite_synchronous: Literal["NORMAL", "FULL"] = "NORMAL"
    # Read by the rules themselves (rules/core/data.py); here so `python -m bot` logs it.
    game_data_dir: str | None = None
    # Commands sync instantly to this guild, and only there; global sync can take up to an hour.
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # json: one JSON object a line, with the game, guild, shard and command it is about, for log
    # shippers (README, "Operating the bot"); plain: lines for people.
    log_format: Literal["plain", "json"] = "plain"
    # The health check and the metrics (bot/monitor): off unless a port is given; 0 takes a
    # free one (the tests). Every interface by default, so that a scraper outside a container
    # reaches it.
    metrics_port: int | None = Field(default=None, ge=0, le=65535)
    metrics_host: str = "0.0.0.0"
    # Sharding (README, "Running at scale"): unset, Discord says how many shards and this
    # process runs them all; SHARD_IDS splits SHARD_COUNT shards among processes.
    shard_count: int | None = None
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    # Processes deciding for computer seats at once (bot/computer.py): a Hard decision keeps
    # one CPU busy for up to two seconds. By default every CPU but one, at least one.
    computer_workers: int = Field(default_factory=lambda: max(1, (os.cpu_count() or 1) - 1), ge=1)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in LOG_LEVELS:
            allowed = ", ".join(LOG_LEVELS)
            raise ValueError(f"{value!r} is not a logging level; use one of {allowed}")
        return level

    @field_validator("database_url")
    @classmethod
    def _usable_url(cls, value: str) -> str:
        try:
            check_url(value)
        except DatabaseUrlError as error:
            raise ValueError(str(error).rstrip(".")) from None
        return value

    @field_validator("sqlite_synchronous", mode="before")
    @classmethod
    def _upper_mode(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("log_format", mode="before")
    @classmethod
    def _lower_format(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("dev_guild_id")
    @classmethod
    def _snowflake(cls, value: int | None) -> int | None:
        if value is not None and value <= 0:
            raise ValueError("a server id is a positive number")
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [part.strip() for part in value.split(",") if part.strip()]
            if not all(part.isdigit() for part in parts):
                raise ValueError(f"{value!r} is not a list of shard numbers such as 0,1")
            return tuple(int(part) for part in parts) or None
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shards_fit(
        cls, value: tuple[int, ...] | None, info: ValidationInfo
    ) -> tuple[int, ...] | None:
        if value is None:
            return value
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("it needs SHARD_COUNT, the number of shards all processes run")
        Scope(value, count)  # raises if an id is out of range or named twice
        return value

    @field_validator("shard_count")
    @classmethod
    def _some_shards(cls, value: int | None) -> int | None:
        if value is not None and value < 1:
            raise ValueError("a bot runs at least 1 shard")
        return value

    @property
    def scope(self) -> Scope:
        """The games this process serves (storage/scope.py): its shards' guilds, or all."""
        if self.shard_ids is None:
            return Scope()
        assert self.shard_count is not None
        return Scope(self.shard_ids, self.shard_count)
