"""Typed commands (`Store.submit_many`) apply all their choices or none, and seats that a
title refuses (1812: one person holds factions of one side only, "Choose A Faction")."""

from __future__ import annotations

import pytest
from race_title import OWNER, RED_PLAYER, play, started_race

import rules
from rules.core import Choice, RuleError, seed_from_text


async def test_several_choices_apply_in_one_transaction(store) -> None:
    game = (await started_race(store)).game
    submitted = await store.submit_many(
        game.id,
        "red",
        [Choice(verb="roll", arg=1), Choice(verb="stop")],
        user_id=RED_PLAYER,
        expected_version=game.version,
    )
    assert submitted.version == game.version + 2
    actions = await store.actions(game.id)
    assert [(a.seq, a.verb) for a in actions] == [(1, "roll"), (2, "stop")]
    assert submitted.state.turn == "blue"
    assert [r.consistent for r in await store.verify()] == [True]


async def test_a_refused_choice_undoes_the_whole_command(store) -> None:
    game = (await started_race(store)).game
    with pytest.raises(RuleError, match="It is not your turn"):
        await store.submit_many(
            game.id,
            "red",
            [Choice(verb="stop"), Choice(verb="stop")],  # the second is blue's turn
            user_id=RED_PLAYER,
            expected_version=game.version,
        )
    assert await store.actions(game.id) == []
    assert (await store.get_game(game.id)).version == game.version
    await play(store, game.id, "red", "stop")  # the game goes on as if nothing was tried


async def test_one_person_holds_factions_of_one_side_only(open_store) -> None:
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    game = await store.create_game(
        "invasion-1812",
        "1812-introductory",
        {},
        owner_id=OWNER,
        guild_id=1,
        channel_id=2,
        seed=seed_from_text("seats"),
    )
    for faction in ("british-regulars", "canadian-militia", "native-americans"):
        await store.join(game.id, faction, OWNER)
    with pytest.raises(RuleError, match="one person may hold several factions of one side only"):
        await store.join(game.id, "american-regulars", OWNER)
    await store.join(game.id, "american-regulars", RED_PLAYER)
    await store.join(game.id, "american-militia", RED_PLAYER)
    await store.start(game.id, OWNER)
    # Said of someone else, the refusal names what they hold ("Choose A Faction").
    held = "British Regulars, Canadian Militia, Native Americans"
    with pytest.raises(
        RuleError, match=f"user {OWNER} cannot also take American Militia: they hold {held}"
    ):
        await store.replace(game.id, "american-militia", OWNER, user_id=OWNER)
