"""A press read once (`Store.submit_picked`): what a button or a typed command stands for is
decided against the state the store's transaction reads, with every guarantee of
`submit_many` kept (seat, version, all or nothing); and a caller holding a game's state at its
version is not read it again (`Store.load`, ``known``)."""

from __future__ import annotations

import pytest
from race_title import BLUE_PLAYER, RED_PLAYER, play, started_race

from rules.core import Choice, RuleError
from storage import StaleVersion


def reads_of_state(store, monkeypatch) -> list[int]:
    """The games whose state the store reads from the database, in order."""
    reads: list[int] = []
    real = store._game_and_state

    async def counted(game_id: int):
        reads.append(game_id)
        return await real(game_id)

    monkeypatch.setattr(store, "_game_and_state", counted)
    return reads


def always(role: str, *choices: Choice):
    def pick(game, title, state):
        return role, list(choices)

    return pick


async def test_the_pick_sees_the_state_the_transaction_reads(store, monkeypatch) -> None:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "roll", 1)
    reads = reads_of_state(store, monkeypatch)
    seen = []

    def pick(game, title, state):
        seen.append((game.version, state.scores["red"]))
        return "red", [title.choices(state, "red")[-1]]  # End your turn

    submitted = await store.submit_picked(game.id, pick, user_id=RED_PLAYER, expected_version=2)
    assert reads == [game.id], "one read of the state, in the transaction"
    _, before = await store.load(game.id)
    assert seen == [(2, submitted.state.scores["red"])]
    assert submitted.version == submitted.game.version == 3
    assert submitted.state == before and submitted.state.turn == "blue"
    assert [a.verb for a in await store.actions(game.id)] == ["roll", "stop"]
    assert {item.version for item in submitted.notifications} == {3}


async def test_a_refusing_pick_writes_nothing(store) -> None:
    game = (await started_race(store)).game

    def pick(game, title, state):
        raise RuleError("Not like that.")

    with pytest.raises(RuleError, match="Not like that"):
        await store.submit_picked(game.id, pick, user_id=RED_PLAYER)
    assert await store.actions(game.id) == []
    assert (await store.get_game(game.id)).version == game.version


async def test_the_store_still_checks_seat_version_and_the_whole_run(store) -> None:
    game = (await started_race(store)).game
    stop = Choice(verb="stop")
    with pytest.raises(RuleError, match="You do not hold Blue in this game"):
        await store.submit_picked(game.id, always("blue", stop), user_id=RED_PLAYER)
    await play(store, game.id, "red", "roll", 1)  # the game moves on from version 1
    with pytest.raises(StaleVersion):
        await store.submit_picked(
            game.id, always("red", stop), user_id=RED_PLAYER, expected_version=1
        )
    # The second stop is Blue's turn: refused, and the first is not kept either.
    with pytest.raises(RuleError, match="It is not your turn"):
        await store.submit_picked(game.id, always("red", stop, stop), user_id=RED_PLAYER)
    with pytest.raises(RuleError, match="There is nothing to do"):
        await store.submit_picked(game.id, always("red"), user_id=RED_PLAYER)
    assert [a.verb for a in await store.actions(game.id)] == ["roll"]
    assert (await store.get_game(game.id)).version == 2


async def test_the_players_mistake_is_told_before_the_games_end(store) -> None:
    """As when the bot checked a press before submitting it: a pick's refusal comes first,
    then the store's own "the game is over"."""
    game = (await started_race(store, "sprint")).game
    while (await store.get_game(game.id)).status != "ended":
        await play(store, game.id, "red", "roll", 2)

    def pick(game, title, state):
        raise StaleVersion(game.version)

    with pytest.raises(StaleVersion):
        await store.submit_picked(game.id, pick, user_id=RED_PLAYER, expected_version=1)
    with pytest.raises(RuleError, match=f"Game {game.id} is over; no more choices are taken"):
        await store.submit_picked(game.id, always("red", Choice(verb="stop")), user_id=RED_PLAYER)


async def test_a_known_state_is_not_read_again_while_the_game_is_at_its_version(
    store, monkeypatch
) -> None:
    submitted = await play(store, (await started_race(store)).game.id, "red", "roll", 1)
    game_id = submitted.game.id
    reads = reads_of_state(store, monkeypatch)
    # The record is read afresh: it changes without the version (here, the board posted).
    await store.set_discord_ids(game_id, board_message_id=77)
    game, state = await store.load(game_id, known=(submitted.version, submitted.state))
    assert state is submitted.state and game.board_message_id == 77
    assert reads == []
    await play(store, game_id, "red", "stop")
    reads.clear()
    game, state = await store.load(game_id, known=(submitted.version, submitted.state))
    assert reads == [game_id], "the game moved on: its state is read"
    assert state.turn == "blue" and game.version == submitted.version + 1
    assert BLUE_PLAYER in game.seats.values()


async def test_a_plan_is_sent_the_state_after_each_choice_and_kept_whole_or_not_at_all(
    store,
) -> None:
    """A typed command's plan (rules/core/typed.py) is driven in the transaction: each choice
    applied once, the state after it sent back; a refusal at any step keeps none of them."""
    game = (await started_race(store)).game
    seen = []

    def rolls_until(score: int, then: Choice):
        def pick(game, title, state):
            def plan():
                current = state
                while current.scores["red"] < score:
                    current = yield Choice(verb="roll", arg=2)
                    seen.append(current.scores["red"])
                yield then

            return "red", plan()

        return pick

    with pytest.raises(RuleError, match="is not a legal choice now"):
        await store.submit_picked(game.id, rolls_until(5, Choice(verb="fly")), user_id=RED_PLAYER)
    assert await store.actions(game.id) == [] and seen
    seen.clear()
    submitted = await store.submit_picked(
        game.id, rolls_until(5, Choice(verb="stop")), user_id=RED_PLAYER
    )
    verbs = [a.verb for a in await store.actions(game.id)]
    assert verbs == ["roll"] * len(seen) + ["stop"]
    # Each roll was asked for on the score the one before it left.
    assert seen[-1] == submitted.state.scores["red"] >= 5
    assert all(score < 5 for score in seen[:-1])
    assert submitted.state.turn == "blue"
