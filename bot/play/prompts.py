"""Rendering a role's prompt and legal choices as buttons or select menus (generic over titles).

Every component is a `DynamicItem` whose custom_id carries the game, the state version the
prompt was computed at, the role and the choice index, so it survives restarts and a stale
one is recognised and refused politely (DESIGN.md, "Bot").
"""

from __future__ import annotations

import discord

from bot.embeds import private_embed
from bot.outgoing import Outgoing
from bot.play.components import ChoiceButton, ChoiceSelect
from rules.core import Choice, Title, View
from storage import GameRecord

# Discord allows 5 rows of 5 buttons; past this many choices a select menu reads better.
MAX_BUTTONS = 20
SELECT_OPTIONS = 25
MAX_SELECTS = 5
_QUIET_VERBS = {"pass", "done", "confirm", "decline", "end"}


def choice_components(
    game_id: int, version: int, role: str, choices: list[Choice]
) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if len(choices) <= MAX_BUTTONS:
        for index, choice in enumerate(choices):
            style = (
                discord.ButtonStyle.secondary
                if choice.verb in _QUIET_VERBS
                else discord.ButtonStyle.primary
            )
            view.add_item(ChoiceButton(game_id, version, role, index, choice.describe(), style))
        return view
    pages = [choices[i : i + SELECT_OPTIONS] for i in range(0, len(choices), SELECT_OPTIONS)]
    for page, chunk in enumerate(pages[:MAX_SELECTS]):
        start = page * SELECT_OPTIONS
        options = [(start + i, c.describe()) for i, c in enumerate(chunk)]
        view.add_item(ChoiceSelect(game_id, version, role, page, options))
    return view


def prompt_payload(title: Title, game: GameRecord, role: str, view: View, version: int) -> Outgoing:
    """The ephemeral prompt of one role: what it is asked, its hand and its choices."""
    name = title.role_name(role)
    embeds = [private_embed(title, game, view)]
    if view.outcome is not None:
        return Outgoing(f"**{name}**: the game is over.", embeds)
    if not view.choices:
        waiting = ", ".join(title.role_name(r) for r in view.active) or "nobody"
        return Outgoing(f"**{name}**: nothing to do now. Waiting on {waiting}.", embeds)
    return Outgoing(
        f"**{name}** · {view.prompt}",
        embeds,
        view=choice_components(game.id, version, role, view.choices),
    )
