"""`python -m bot`: run the referee with DISCORD_TOKEN.

Whatever is wrong at start (a setting, the database, the token, the network) ends the program
with one line that names it and says what would work, and exit code 2: never a traceback. The
database is opened and migrated before logging in, so a bad DATABASE_URL is caught without
touching Discord.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import sys

from pydantic import ValidationError

MISSING_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot log in to Discord.

Get a token:
  1. Open https://discord.com/developers/applications and create an application (New Application).
  2. In "Bot", press "Reset Token" and copy the token.
  3. Run the bot with it:  DISCORD_TOKEN=your-token ./scripts/run-bot
     (or export DISCORD_TOKEN=your-token, then: ./scripts/run-bot)

The README section "Create the Discord application" explains how to invite the bot.
"""


class StartError(Exception):
    """Something the operator must fix before the bot can run; the message says what."""


def _settings():
    # Imported here, not above: a bad setting is reported before discord.py loads.
    from bot.settings import EXAMPLES, Settings

    try:
        settings = Settings()
    except ValidationError as exc:
        lines = []
        for err in exc.errors():
            field = str(err["loc"][0]) if err["loc"] else ""
            problem = err["msg"].removeprefix("Value error, ")
            example = f" Example: {EXAMPLES[field]}" if field in EXAMPLES else ""
            lines.append(f"Setting {field.upper()} is invalid: {problem}.{example}")
        raise StartError("\n".join(lines)) from None
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        raise StartError(MISSING_TOKEN.rstrip())
    return settings


def _check_database(settings) -> None:
    """Open and migrate the database now, so that an unusable one is named before logging in."""
    import asyncpg

    from bot.settings import EXAMPLES
    from storage import Store
    from storage.database_url import redacted

    async def check() -> None:
        store = await Store.open(settings.database_url, synchronous=settings.sqlite_synchronous)
        await store.close()

    try:
        asyncio.run(check())
    except (OSError, sqlite3.Error, asyncpg.PostgresError, ValueError) as error:
        raise StartError(
            f"Setting DATABASE_URL is unusable: {redacted(settings.database_url)} cannot be "
            f"opened for writing ({error}). Example: {EXAMPLES['database_url']}"
        ) from None


def _run(settings) -> None:
    import aiohttp
    import discord

    from bot.app import create_bot, freeze_what_is_loaded

    bot = create_bot(settings)
    freeze_what_is_loaded()
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        raise StartError(
            "Setting DISCORD_TOKEN is invalid: Discord refused the token. Reset it in the "
            "Developer Portal (Bot -> Reset Token) and try again."
        ) from None
    except discord.PrivilegedIntentsRequired:
        raise StartError("Discord refused a privileged intent; this bot needs none.") from None
    except (aiohttp.ClientConnectionError, OSError, TimeoutError) as error:
        raise StartError(
            f"Cannot reach Discord (discord.com): {error or type(error).__name__}. Check this "
            "machine's network and DNS, then start the bot again."
        ) from None


def main() -> int:
    try:
        settings = _settings()
        _check_database(settings)
        from bot.logs import configure

        configure(settings.log_level, settings.log_format)
        if settings.game_data_dir:
            # The rules read GAME_DATA_DIR themselves (rules/core/data.py); say which copy is used.
            logging.getLogger("bot").info("Corrected game data from %s", settings.game_data_dir)
        _run(settings)
    except StartError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
