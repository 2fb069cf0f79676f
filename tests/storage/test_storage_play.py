"""Submitting choices: one transaction each, stale versions refused, nothing half-written."""

from __future__ import annotations

import asyncio

import pytest
from race_title import (
    BLUE_PLAYER,
    RACE,
    RED_PLAYER,
    SEED,
    RaceTitle,
    play,
    started_race,
)

from rules.core import Choice, GameOver, NotYourTurn, Rng, RuleError
from storage import StaleVersion
from tests.databases import fetch


async def snapshot(db_url: str) -> dict[str, list]:
    """Every row of the game tables, read with a connection of its own."""
    return {
        table: await fetch(db_url, f"SELECT * FROM {table} ORDER BY 1, 2")
        for table in ("games", "seats", "actions", "outbox")
    }


async def test_submit_writes_the_action_state_version_and_outbox(store, db_url: str) -> None:
    game = (await started_race(store)).game
    submitted = await store.submit(
        game.id, "red", Choice(verb="roll", arg=2), user_id=RED_PLAYER, expected_version=1
    )
    # Red's roll of two dice comes after the two hunches drawn at setup.
    rng = Rng(seed=SEED)
    rng.between(1, 6), rng.between(1, 6)
    dice = [rng.between(1, 6), rng.between(1, 6)]
    assert submitted.version == submitted.game.version == 2
    assert submitted.state.scores == {"red": sum(dice), "blue": 0}
    [action] = await store.actions(game.id)
    assert (action.seq, action.kind, action.role, action.user_id) == (
        1,
        "choice",
        "red",
        RED_PLAYER,
    )
    assert (action.verb, action.arg, action.request) == ("roll", 2, None)
    _, state = await store.load(game.id)
    assert state == submitted.state
    rows = await snapshot(db_url)
    assert len(rows["outbox"]) == len(await store.outbox_pending())
    assert {item.version for item in submitted.notifications} == {2}


async def test_the_user_must_hold_the_role(store) -> None:
    game = (await started_race(store)).game
    with pytest.raises(RuleError) as caught:
        await store.submit(
            game.id, "red", Choice(verb="stop"), user_id=BLUE_PLAYER, expected_version=1
        )
    assert str(caught.value) == "You do not hold Red in this game."


async def test_the_game_must_be_active(store) -> None:
    game = await store.create_game(RACE.id, "sprint", {}, owner_id=1, guild_id=1, channel_id=1)
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(RuleError, match=f"Game {game.id} has not started yet"):
        await store.submit(
            game.id, "red", Choice(verb="stop"), user_id=RED_PLAYER, expected_version=0
        )


async def test_rule_errors_from_the_title_pass_through_and_change_nothing(
    store, db_url: str
) -> None:
    game = (await started_race(store)).game
    before = await snapshot(db_url)
    with pytest.raises(NotYourTurn) as caught:
        # Blue may not act on Red's turn.
        await store.submit(
            game.id, "blue", Choice(verb="stop"), user_id=BLUE_PLAYER, expected_version=1
        )
    assert str(caught.value) == "It is not your turn to act: waiting on Red."
    assert await snapshot(db_url) == before


class FailsInApply(RaceTitle):
    def _apply(self, state, role, choice):
        super()._apply(state, role, choice)
        raise RuntimeError("the rules broke mid-apply")


class FailsAfterApply(RaceTitle):
    """Breaks while the notifications are computed, after the action and state were written."""

    def private(self, state, role):
        if state.steps:
            raise RuntimeError("the view broke")
        return super().private(state, role)


@pytest.mark.parametrize("title", [FailsInApply(), FailsAfterApply()])
async def test_a_failure_during_submit_rolls_everything_back(
    open_store, db_url: str, title: RaceTitle
) -> None:
    store = await open_store(titles={RACE.id: title})
    game = (await started_race(store)).game
    before = await snapshot(db_url)
    with pytest.raises(RuntimeError, match="broke"):
        await store.submit(
            game.id, "red", Choice(verb="roll", arg=1), user_id=RED_PLAYER, expected_version=1
        )
    assert await snapshot(db_url) == before
    # The store is still usable: the lock and the connection were released cleanly.
    assert (await store.get_game(game.id)).version == 1


async def test_a_stale_version_is_refused_with_a_clear_message(store, db_url: str) -> None:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "roll", 1)
    before = await snapshot(db_url)
    with pytest.raises(StaleVersion) as caught:
        await store.submit(
            game.id, "red", Choice(verb="stop"), user_id=RED_PLAYER, expected_version=1
        )
    assert caught.value.version == 2
    assert str(caught.value) == (
        "The game moved on since that prompt was shown (it is now at version 2). "
        "Use /play for the current prompt."
    )
    assert isinstance(caught.value, RuleError)
    assert await snapshot(db_url) == before


async def test_two_conflicting_clicks_at_once_apply_exactly_one(store) -> None:
    game = (await started_race(store)).game
    clicks = [
        store.submit(game.id, "red", Choice(verb=verb), user_id=RED_PLAYER, expected_version=1)
        for verb in ("hunch", "stop")
    ]
    results = await asyncio.gather(*clicks, return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, StaleVersion)]
    assert len(applied) == 1 and len(refused) == 1
    assert "moved on since that prompt was shown (it is now at version 2)" in str(refused[0])
    assert len(await store.actions(game.id)) == 1
    assert (await store.get_game(game.id)).version == 2


async def test_twenty_clicks_at_once_apply_exactly_one(store) -> None:
    game = (await started_race(store)).game
    results = await asyncio.gather(
        *(
            store.submit(
                game.id,
                "red",
                Choice(verb="roll", arg=1 + i % 2),
                user_id=RED_PLAYER,
                expected_version=1,
            )
            for i in range(20)
        ),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert sum(isinstance(r, StaleVersion) for r in results) == 19
    assert len(await store.actions(game.id)) == 1


async def test_two_processes_clicking_at_once_apply_exactly_one(open_store) -> None:
    """Two stores on one file stand for the bot and the console: SQLite keeps them apart."""
    first = await open_store()
    second = await open_store()
    game = (await started_race(first)).game
    results = await asyncio.gather(
        *(
            store.submit(
                game.id, "red", Choice(verb="stop"), user_id=RED_PLAYER, expected_version=1
            )
            for store in (first, second)
        ),
        return_exceptions=True,
    )
    assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "Submitted"]
    assert len(await second.actions(game.id)) == 1


async def test_a_finished_game_takes_no_more_choices(store) -> None:
    game = (await started_race(store, "sprint")).game
    while (await store.get_game(game.id)).status == "active":
        await play(store, game.id, "red", "roll", 2)
    with pytest.raises(GameOver) as caught:
        await play(store, game.id, "red", "roll", 2)
    assert str(caught.value) == f"Game {game.id} is over; no more choices are taken."


async def test_an_abandoned_game_takes_no_more_choices(store) -> None:
    game = (await started_race(store, "sprint")).game
    await store.abandon(game.id, game.owner_id)
    with pytest.raises(GameOver) as caught:
        await play(store, game.id, "red", "roll", 2)
    assert str(caught.value) == f"Game {game.id} was abandoned."
