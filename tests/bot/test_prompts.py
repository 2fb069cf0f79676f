"""Choices as components: buttons up to 20, select menus past that (bot/play/prompts.py)."""

from __future__ import annotations

import discord

from bot.play.prompts import MAX_BUTTONS, choice_components
from rules.core import Choice


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
