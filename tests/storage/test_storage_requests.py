"""Rolls and table look-ups asked for in a game's thread: from its rng, into its log and its
action log, so that replay reproduces them (ARCHITECTURE.md, "Dice you can verify")."""

from __future__ import annotations

import pytest
from race_title import BLUE_PLAYER, RED_PLAYER, SEED, SPECTATOR, new_race, started_race

import rules
from rules.core import Rng, RuleError

CONTEST = "canadian-civil-war/contest"


def setup_rng() -> Rng:
    """The game's rng after setup: the race draws the two hunches (race_title)."""
    rng = Rng(seed=SEED)
    rng.between(1, 6), rng.between(1, 6)
    return rng


async def test_a_spectator_rolls_from_the_game_rng_into_its_log(store) -> None:
    game = (await started_race(store)).game
    submitted, result = await store.roll(game.id, SPECTATOR, "2d6+1")
    rng = setup_rng()
    a, b = rng.between(1, 6), rng.between(1, 6)
    # The breakdown format of rules.core.dice: "2d6+1: [3, 3] +1 = 7 (doubles)".
    line = f"🎲 a spectator rolled 2d6+1: [{a}, {b}] +1 = {a + b + 1}" + (
        " (doubles)" if a == b else ""
    )
    assert result.total == a + b + 1
    assert submitted.version == 2 and submitted.state.log[-1] == line
    # The line's ids go with it, so the thread reads it in the game's language.
    [said] = [i.payload for i in submitted.notifications if i.payload["kind"] == "log"]
    assert said["lines"] == [line] and said["said"][0].startswith('["core-rolled"')
    [action] = await store.actions(game.id)
    assert (action.kind, action.role, action.user_id, action.verb) == (
        "roll",
        None,
        SPECTATOR,
        None,
    )
    assert action.request == {"expression": "2d6+1", "who": "a spectator", "roles": []}


async def test_a_player_roll_names_the_roles_they_hold(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", RED_PLAYER)
    await store.start(game.id, 100)
    submitted, _ = await store.roll(game.id, RED_PLAYER, "1d6")
    assert submitted.state.log[-1].startswith("🎲 Red and Blue rolled 1d6: [")


async def test_a_bad_roll_changes_nothing(store) -> None:
    game = (await started_race(store)).game
    with pytest.raises(RuleError, match="2d6\\+1"):  # the message shows the syntax
        await store.roll(game.id, RED_PLAYER, "2d")
    lobby = await new_race(store)
    with pytest.raises(RuleError, match="has not started yet"):
        await store.roll(lobby.id, RED_PLAYER, "1d6")
    assert (await store.get_game(game.id)).version == 1
    assert await store.actions(game.id) == []


async def test_a_table_is_resolved_with_the_game_rng(open_store) -> None:
    table = rules.TABLES[CONTEST]
    store = await open_store(tables={CONTEST: table})
    game = (await started_race(store)).game
    request = {"attacker": 5, "defender": 2}
    submitted, resolution = await store.resolve_table(game.id, BLUE_PLAYER, CONTEST, request)
    # The same table read with an identical copy of the game's rng gives the same reading.
    expected = table.resolve(rng=setup_rng(), **request)
    assert resolution == expected and resolution.rolled
    assert submitted.state.log[-1] == f"📋 Blue: {expected.text}"
    [action] = await store.actions(game.id)
    assert action.kind == "table"
    assert action.request == {"table": CONTEST, "args": request, "who": "Blue", "roles": ["blue"]}
    assert await store.replay(game.id) == submitted.state


async def test_an_unknown_table_lists_the_tables(open_store) -> None:
    store = await open_store(tables={CONTEST: rules.TABLES[CONTEST]})
    game = (await started_race(store)).game
    with pytest.raises(RuleError) as caught:
        await store.resolve_table(game.id, RED_PLAYER, "crt", {})
    assert str(caught.value) == f"There is no table 'crt'. Tables: {CONTEST}."
