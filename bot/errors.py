"""The one central error handler: rule errors are explained, anything else is apologised for."""

from __future__ import annotations

import logging
import uuid

import discord
from discord import app_commands
from discord.ext import commands

from rules.core import RuleError

log = logging.getLogger(__name__)


class UserError(RuleError):
    """A request the bot refuses for a reason outside the rules (wrong place, no permission)."""


def unwrap(error: BaseException) -> BaseException:
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        if error.__cause__ is None:
            break
        error = error.__cause__
    return getattr(error, "original", error)


async def reply(interaction: discord.Interaction, content: str, **kwargs) -> None:
    """Answer ephemerally whether or not the interaction was already answered."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def handle_interaction_error(interaction: discord.Interaction, error: BaseException) -> None:
    error = unwrap(error)
    if isinstance(error, RuleError):
        await reply(interaction, f"⚠️ {error}")
        return
    if isinstance(error, app_commands.CheckFailure):
        await reply(interaction, f"⚠️ {error}")
        return
    ref = uuid.uuid4().hex[:8]
    log.error(
        "Unexpected error [ref %s] in %s",
        ref,
        interaction.command.qualified_name if interaction.command else interaction.data,
        exc_info=error,
    )
    try:
        await reply(
            interaction,
            "Sorry, something went wrong on my side. Please try again; if it keeps happening, "
            f"give the server owner this reference: `{ref}`.",
        )
    except discord.HTTPException:
        log.warning("Could not send the apology for ref %s", ref)


def install_error_handler(bot: commands.Bot) -> None:
    bot.tree.on_error = handle_interaction_error  # type: ignore[method-assign]
