"""Seats the computer plays (ARCHITECTURE.md, "Computer players"), in the store: given and freed in
the lobby by the owner, handed to and from the computer mid-game, waited on without reminders or
deadlines, listed for the bot's computer players, and their choices taken like a player's."""

from __future__ import annotations

import pytest
from race_title import BLUE_PLAYER, OWNER, RED_PLAYER, new_race, play, started_race

from rules.core import Choice, RuleError
from storage.database import timestamp
from storage.errors import Refusal
from storage.records import COMPUTER_USER


async def test_the_owner_gives_an_empty_seat_to_the_computer_and_the_game_starts(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(RuleError, match="Only the owner"):
        await store.set_computer(game.id, "blue", "hard", user_id=RED_PLAYER)
    game = await store.set_computer(game.id, "blue", "hard", user_id=OWNER)
    assert game.seats == {"red": RED_PLAYER}  # people only: nobody pings the computer
    assert game.computers == {"blue": "hard"} and game.held("blue")
    with pytest.raises(Refusal, match="played by the computer"):
        await store.join(game.id, "blue", BLUE_PLAYER)
    game = await store.set_computer(game.id, "blue", "easy", user_id=OWNER)  # another level
    assert game.computers == {"blue": "easy"}
    started = await store.start(game.id, OWNER)
    assert started.game.status == "active"
    assert (await store.get_game(game.id)).computers == {"blue": "easy"}


async def test_one_person_against_the_computer_and_the_computer_against_itself(store) -> None:
    game = await new_race(store)
    await store.set_computer(game.id, "red", "hard", user_id=OWNER)
    await store.set_computer(game.id, "blue", "normal", user_id=OWNER)
    started = await store.start(game.id, OWNER)
    assert started.game.seats == {} and started.game.computers == {
        "red": "hard",
        "blue": "normal",
    }


async def test_lobby_refusals_say_what_is_wrong_and_what_is_allowed(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(Refusal, match="held by"):
        await store.set_computer(game.id, "red", "hard", user_id=OWNER)
    with pytest.raises(RuleError, match="'genius' is not a level: choose one of easy, normal"):
        await store.set_computer(game.id, "blue", "genius", user_id=OWNER)  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="does not play Blue"):
        await store.set_computer(game.id, "blue", None, user_id=OWNER)
    await store.set_computer(game.id, "blue", "hard", user_id=OWNER)
    with pytest.raises(RuleError, match="already plays Blue at hard"):
        await store.set_computer(game.id, "blue", "hard", user_id=OWNER)
    freed = await store.set_computer(game.id, "blue", None, user_id=OWNER)
    assert not freed.held("blue")
    with pytest.raises(RuleError, match="seats are empty: Blue"):
        await store.start(game.id, OWNER)


async def test_the_computer_is_waited_on_but_never_reminded_and_has_no_deadline(
    store, clock
) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    await store.set_computer(game.id, "blue", "hard", user_id=OWNER)
    await store.start(game.id, OWNER)
    await store.update_settings(game.id, {"reminder_hours": 1, "deadline_hours": 2}, user_id=OWNER)
    await play(store, game.id, "red", "stop")
    waits = await store.waits(game.id)
    assert list(waits) == ["blue"]
    assert waits["blue"]["next_reminder_at"] is None and waits["blue"]["deadline_at"] is None
    turns = await store.computer_turns()
    assert turns == [
        {"game_id": game.id, "role": "blue", "level": "hard", "version": turns[0]["version"]}
    ]
    clock.advance(days=3)
    assert await store.take_due() == []
    # Settings changed while the computer is waited on: still nothing for it.
    await store.update_settings(game.id, {"reminder_hours": 3}, user_id=OWNER)
    assert (await store.waits(game.id))["blue"]["next_reminder_at"] is None


async def test_the_computer_submits_like_a_player_and_nobody_else_can_for_it(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    await store.set_computer(game.id, "blue", "easy", user_id=OWNER)
    await store.start(game.id, OWNER)
    await play(store, game.id, "red", "stop")
    version = (await store.get_game(game.id)).version
    with pytest.raises(RuleError, match="You do not hold Blue"):
        await store.submit(
            game.id, "blue", Choice(verb="stop"), user_id=RED_PLAYER, expected_version=version
        )
    with pytest.raises(RuleError, match="You do not hold Red"):
        await store.submit(
            game.id, "red", Choice(verb="stop"), user_id=COMPUTER_USER, expected_version=version
        )
    done = await store.submit(
        game.id, "blue", Choice(verb="stop"), user_id=COMPUTER_USER, expected_version=version
    )
    assert done.game.version == version + 1
    actions = await store.actions(game.id)
    assert (actions[-1].role, actions[-1].user_id, actions[-1].verb) == (
        "blue",
        COMPUTER_USER,
        "stop",
    )
    assert await store.computer_turns() == []  # red's turn again


async def test_a_seat_is_handed_to_the_computer_mid_game_and_back(store, clock) -> None:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "stop")  # blue must act
    handed = await store.set_computer(game.id, "blue", "normal", user_id=OWNER)
    with pytest.raises(Refusal, match="must stay held: hand it to a player"):
        await store.set_computer(game.id, "blue", None, user_id=OWNER)
    assert handed.seats == {"red": RED_PLAYER} and handed.computers == {"blue": "normal"}
    waits = await store.waits(game.id)
    assert waits["blue"]["next_reminder_at"] is None
    pending = await store.outbox_pending(game_id=game.id)
    replaced = [i.payload for i in pending if i.payload["kind"] == "replaced"]
    assert replaced[-1] == {
        "kind": "replaced",
        "role": "blue",
        "user": COMPUTER_USER,
        "was": BLUE_PLAYER,
    }
    assert [t["role"] for t in await store.computer_turns(game.id)] == ["blue"]

    clock.advance(hours=1)
    back = await store.replace(game.id, "blue", BLUE_PLAYER, user_id=OWNER)
    assert back.seats == {"red": RED_PLAYER, "blue": BLUE_PLAYER} and back.computers == {}
    waits = await store.waits(game.id)
    assert waits["blue"]["next_reminder_at"] is not None  # a person is reminded again
    assert waits["blue"]["since"] == timestamp(clock.now)  # its clock starts with the person
    assert await store.computer_turns() == []
