"""The one central error handler: rule errors are explained, anything else is apologised for."""

from __future__ import annotations

import logging
import uuid
from functools import partial
from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.i18n.commands import spelled
from bot.outgoing import CONTENT_MAX, Outgoing, answer, clip
from bot.timing import OUTCOME
from rules.core import RuleError
from rules.core.messages import render
from storage.errors import Command, Mention, Moment, Part, Refusal

if TYPE_CHECKING:
    from bot.app import RefereeBot

log = logging.getLogger(__name__)

# Discord's JSON error code for an interaction it no longer knows: answered too late.
UNKNOWN_INTERACTION = 10062


class UserError(RuleError):
    """A request the bot refuses for a reason outside the rules (wrong place, no permission)."""


class Refused(UserError):
    """A `UserError` said by the bot's catalogs (bot/i18n): ``message`` an id, ``args`` its
    arguments; the one error handler says it in the language of the one who asked, and as a
    ``str`` it is its English."""

    def __init__(self, message: str, **args: object) -> None:
        super().__init__(i18n.text(i18n.SOURCE, message, **args))
        self.message, self.args_said = message, args


def unwrap(error: BaseException) -> BaseException:
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        if error.__cause__ is None:
            break
        error = error.__cause__
    return getattr(error, "original", error)


async def reply(interaction: discord.Interaction, content: str) -> None:
    """Answer ephemerally whether or not the interaction was already answered. One message:
    a refusal that quotes a long argument back is clipped, not split."""
    await answer(interaction, Outgoing(clip(content, CONTENT_MAX)))


def discord_part(part: Part, language: str = i18n.SOURCE) -> str:
    """A person, moment or command of a storage refusal, as Discord shows it to a reader of
    ``language`` (a command by its name in that language)."""
    if isinstance(part, Mention):
        return f"<@{part.user_id}>"
    if isinstance(part, Moment):
        return discord.utils.format_dt(part.at, "R")
    assert isinstance(part, Command)
    return f"`{spelled(language, part.name, part.options)}`"


async def handle_interaction_error(interaction: discord.Interaction, error: BaseException) -> None:
    error = unwrap(error)
    # How the metrics count it, if this is its first response (bot/timing.py): refused, with
    # what was wrong, unless it failed (below).
    interaction.extras[OUTCOME] = "refused"
    if isinstance(error, Refusal):
        language = i18n.language_of(interaction.locale)
        written = error.render(partial(discord_part, language=language), language)
        await reply(interaction, f"⚠️ {written}")
        return
    if isinstance(error, Refused):
        language = i18n.language_of(interaction.locale)
        await reply(interaction, f"⚠️ {i18n.text(language, error.message, **error.args_said)}")
        return
    if isinstance(error, RuleError):
        # Where the rules said it by message id, in the language of the one who asked.
        said = error.args[0] if error.args else str(error)
        await reply(interaction, f"⚠️ {render(said, i18n.language_of(interaction.locale))}")
        return
    if isinstance(error, app_commands.CheckFailure):
        await reply(interaction, f"⚠️ {error}")
        return
    language = i18n.language_of(interaction.locale)
    if isinstance(error, app_commands.TransformerError):
        # e.g. a server member asked for in a DM, where there are no members to pick from.
        said = i18n.text(
            language,
            "error-unreadable",
            value=repr(str(error.value)[:100]),
            kind=error.type.name.lower(),
        )
        if interaction.guild is None:
            said += " " + i18n.text(language, "where-not-in-dms")
        await reply(interaction, f"⚠️ {said}")
        return
    interaction.extras[OUTCOME] = "failed"
    if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
        # Discord dropped the interaction: it was answered after its 3 s. Nothing more can
        # reach the player through it (an apology would be refused the same way). What the
        # handler stored before is kept, and goes out: the handler's own wake of delivery,
        # after its answer, never came.
        cast("RefereeBot", interaction.client).dispatcher.wake()
        log.warning(
            "Discord dropped interaction %s in %s: answered after its 3 s (10062)",
            interaction.id,
            interaction.command.qualified_name if interaction.command else "a component",
        )
        return
    ref = uuid.uuid4().hex[:8]
    log.error(
        "Unexpected error [ref %s] in %s",
        ref,
        interaction.command.qualified_name if interaction.command else interaction.data,
        exc_info=error,
    )
    try:
        await reply(interaction, i18n.text(language, "error-sorry", ref=ref))
    except discord.HTTPException:
        log.warning("Could not send the apology for ref %s", ref)


def install_error_handler(bot: commands.Bot) -> None:
    bot.tree.on_error = handle_interaction_error  # type: ignore[method-assign]
