"""Keeping secrets out of the operator's log, whatever LOG_LEVEL says.

At DEBUG, two libraries log what the bot must never write down: aiosqlite logs every SQL call
with its parameters (whole game states: hands, deck order, the secret seed), and discord.py's
HTTP client logs every request body (DMed hands, ephemeral prompts). Their loggers are held at
INFO; everything else follows LOG_LEVEL.
"""

from __future__ import annotations

import logging

SECRET_BEARING_LOGGERS = ("aiosqlite", "discord.http")


def keep_secrets_out_of_logs() -> None:
    for name in SECRET_BEARING_LOGGERS:
        logger = logging.getLogger(name)
        # Its own level, not the effective one: a root logger set to DEBUG later must not
        # bring the debug lines back.
        logger.setLevel(max(logger.level, logging.INFO))
