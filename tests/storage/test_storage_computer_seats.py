"""Seats the computer plays (ARCHITECTURE.md, "Computer players"), in the store: given and freed in
the lobby by the owner, handed to and from the computer mid-game, waited on without reminders or
deadlines, listed for the bot's computer players, and their choices taken like a player's."""

from __future__ import annotations

import pytest
from race_title import BLUE_PLAYER, OWNER, RED_PLAYER, new_race, play, started_race
from team_title import GREEN_PLAYER, TEAM_TITLE, team_game

from rules.core import Choice, NotYourTurn, RuleError
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


# --- a decision several seats make as one (`Title.shares`) --------------------------------------


@pytest.fixture
async def team_store(open_store):
    return await open_store(titles={TEAM_TITLE.id: TEAM_TITLE})


async def test_a_computer_seat_leaves_a_decision_it_shares_to_the_person_who_shares_it(
    team_store, clock
) -> None:
    """Red (a person) and Blue (the computer) make the team's decision as one: the person
    commands it. Blue is not waited on, so the bot's computer players never decide it, and the
    store refuses Blue's choice; Green, alone, is the computer's to play as usual."""
    store = team_store
    game = (await team_game(store, {"red": RED_PLAYER, "blue": "easy", "green": "easy"})).game
    await store.update_settings(game.id, {"deadline_hours": 1}, user_id=OWNER)
    assert TEAM_TITLE.active((await store.load(game.id))[1]) == ["red", "blue"]
    assert list(await store.waits(game.id)) == ["red"]
    assert await store.computer_turns() == []
    with pytest.raises(NotYourTurn, match="is not waiting on Blue"):
        await store.submit(
            game.id, "blue", Choice(verb="pass"), user_id=COMPUTER_USER, expected_version=1
        )
    # The person's deadline is the team's: the one role waited on, skipped without naming it.
    clock.advance(hours=2)
    submitted, skipped = await store.skip(game.id, None, user_id=OWNER)
    assert skipped == "red"
    assert [t["role"] for t in await store.computer_turns()] == ["green"]
    await store.submit(
        game.id,
        "green",
        Choice(verb="pass"),
        user_id=COMPUTER_USER,
        expected_version=submitted.game.version,
    )
    assert list(await store.waits(game.id)) == ["red"] and await store.computer_turns() == []


async def test_a_team_of_people_or_of_computers_is_waited_on_whole(team_store) -> None:
    """Two people of one decision may each make it (either is asked); a team the computer plays
    alone is played by the computer, either seat for both."""
    store = team_store
    people = (
        await team_game(store, {"red": RED_PLAYER, "blue": BLUE_PLAYER, "green": "easy"})
    ).game
    assert set(await store.waits(people.id)) == {"red", "blue"}
    await store.submit(
        people.id, "blue", Choice(verb="pass"), user_id=BLUE_PLAYER, expected_version=1
    )
    computers = (
        await team_game(store, {"red": "easy", "blue": "normal", "green": GREEN_PLAYER})
    ).game
    assert {t["role"] for t in await store.computer_turns(computers.id)} == {"red", "blue"}


async def test_handing_a_seat_over_says_again_who_commands_the_decision_it_shares(
    team_store,
) -> None:
    """The person of the team hands Red to the computer: Blue, now beside a computer, is waited
    on again, and both decide for the computer; handed back to a person, Red commands again."""
    store = team_store
    game = (await team_game(store, {"red": RED_PLAYER, "blue": "easy", "green": GREEN_PLAYER})).game
    assert await store.computer_turns(game.id) == []
    await store.set_computer(game.id, "red", "normal", user_id=OWNER)
    assert {t["role"] for t in await store.computer_turns(game.id)} == {"red", "blue"}
    await store.replace(game.id, "red", RED_PLAYER, user_id=OWNER)
    assert list(await store.waits(game.id)) == ["red"]
    assert await store.computer_turns(game.id) == []
