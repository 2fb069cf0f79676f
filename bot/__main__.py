"""`python -m bot`: run the referee with DISCORD_TOKEN."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

MISSING_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot log in to Discord.

Get a token:
  1. Open https://discord.com/developers/applications and create an application (New Application).
  2. In "Bot", press "Reset Token" and copy the token.
  3. Run the bot with it:  DISCORD_TOKEN=your-token ./scripts/run-bot
     (or export DISCORD_TOKEN=your-token, then: python -m bot)

The README section "Create the Discord application" explains how to invite the bot.
"""


def main() -> int:
    # Imported here, not above: a missing token is reported before discord.py loads.
    from bot.settings import Settings

    try:
        settings = Settings()
    except ValidationError as exc:
        for err in exc.errors():
            field = ".".join(str(p) for p in err["loc"]).upper()
            print(f"Setting {field} is invalid: {err['msg']}.", file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(MISSING_TOKEN, file=sys.stderr)
        return 2

    import discord

    from bot.app import create_bot

    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if settings.game_data_dir:
        # The rules read GAME_DATA_DIR themselves (rules/core/data.py); say which copy is used.
        logging.getLogger("bot").info("Corrected game data from %s", settings.game_data_dir)
    bot = create_bot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the Developer Portal "
            "(Bot -> Reset Token) and try again.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
