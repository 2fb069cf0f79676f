"""Settings, read from the environment (README, "Settings")."""

from __future__ import annotations

from typing import Literal

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from storage.database_url import DEFAULT_DATABASE_URL


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="", extra="ignore", case_sensitive=False)

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    # NORMAL: a process crash loses no acknowledged move; FULL: neither does a power cut, at a
    # cost in speed (README, "Performance").
    sqlite_synchronous: Literal["NORMAL", "FULL"] = "NORMAL"
    # Read by the rules themselves (rules/core/data.py); here so `python -m bot` logs it.
    game_data_dir: str | None = None
    # Commands sync instantly to this guild; global sync can take up to an hour.
    dev_guild_id: int | None = None
    log_level: str = "INFO"
