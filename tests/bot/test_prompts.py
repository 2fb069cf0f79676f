"""Choices as components: buttons up to 20, select menus past that (bot/play/prompts.py)."""

from __future__ import annotations

import asyncio

import discord

from bot.play.prompts import MAX_BUTTONS, choice_components
from rules.core import Choice
from rules.spanish_civil_war import TITLE as SCW
from tests.bot.helpers import buttons, started_game


def _choices(n: int) -> list[Choice]:
    return [Choice(verb="commit", arg=f"card-{i}", label=f"Commit card {i}") for i in range(n)]


async def test_few_choices_become_buttons_carrying_game_version_role_and_index():
    view = choice_components(7, 12, "nationalists", [*_choices(3), Choice(verb="confirm")])
    ids = [item.item.custom_id for item in view.children]
    assert ids == [f"c:7:12:nationalists:{i}" for i in range(4)]
    assert view.children[-1].item.style is discord.ButtonStyle.secondary


async def test_many_choices_become_select_menus_of_25_whose_values_are_indexes():
    view = choice_components(7, 12, "republicans", _choices(MAX_BUTTONS + 10))
    selects = [item.item for item in view.children]
    assert [s.custom_id for s in selects] == ["s:7:12:republicans:0", "s:7:12:republicans:1"]
    values = [int(o.value) for s in selects for o in s.options]
    assert values == list(range(MAX_BUTTONS + 10))
    assert selects[1].options[0].label == "Commit card 25"


async def test_the_bot_keeps_no_view_of_the_messages_it_sends(simcord_env):
    """Every control is a `DynamicItem`, dispatched by its custom_id (bot/components.py,
    `Controls`): the lobby, the prompts and the pings are sent as finished views, so discord.py
    keeps none of them. Kept, each ephemeral prompt held a view and a task asleep for 15
    minutes, and each public message a view for the bot's whole life."""
    table, store, game, state = await started_game(simcord_env)
    users = {"nationalists": table.alice, "republicans": table.bob}
    for _ in range(6):
        role = SCW.active(state)[0]
        prompt = await users[role].slash(table.thread, "play")
        await users[role].click(prompt.response, custom_id=buttons(prompt.response)[0]["custom_id"])
        game, state = await store.load(game.id)
    assert state.log, "the choices were made"
    asleep = [t for t in asyncio.all_tasks() if "timeout_task_impl" in repr(t.get_coro())]
    assert asleep == []
    assert simcord_env.bot.persistent_views == []
    assert simcord_env.bot._connection._view_store._views == {}  # what discord.py dispatches by
