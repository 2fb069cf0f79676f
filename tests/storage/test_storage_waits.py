"""README, "Running games over days", in the store: who is waited on since when, reminders,
deadlines, away mode, undo, skip and replace. Everything is written in the same transaction as the
change it follows."""

from __future__ import annotations

from datetime import timedelta

import pytest
from race_title import BLUE_PLAYER, OWNER, RED_PLAYER, SPECTATOR, play, started_race

import rules
from rules.core import NotYourTurn, RuleError, UnknownRole, seed_from_text
from storage.database import timestamp
from storage.errors import Moment, Refusal

NEWCOMER = 400


def kinds(items) -> list[tuple]:
    return [(item.kind, item.payload.get("role")) for item in items]


async def test_waits_follow_the_roles_that_must_act(store, clock) -> None:
    game = (await started_race(store)).game
    start = clock.now
    waits = await store.waits(game.id)
    assert list(waits) == ["red"]
    assert waits["red"]["since"] == timestamp(start)
    assert waits["red"]["next_reminder_at"] == timestamp(start + timedelta(hours=24))
    assert waits["red"]["deadline_at"] is None

    clock.advance(hours=2)
    await play(store, game.id, "red", "roll", 1)  # red rolls and goes on: its clock restarts
    assert (await store.waits(game.id))["red"]["since"] == timestamp(clock.now)
    clock.advance(hours=1)
    await play(store, game.id, "red", "stop")
    waits = await store.waits(game.id)
    assert list(waits) == ["blue"] and waits["blue"]["since"] == timestamp(clock.now)


async def test_one_reminder_per_interval_and_one_after_a_long_downtime(store, clock) -> None:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "stop")
    clock.advance(hours=23, minutes=59)
    assert await store.take_due() == []
    clock.advance(minutes=1)
    due = await store.take_due()
    assert kinds(due) == [("reminder", "blue")]
    assert due[0].payload["since"] == (await store.waits(game.id))["blue"]["since"]
    assert await store.take_due() == []  # taken: not queued twice
    clock.advance(days=3, hours=1)  # the bot was down for three days
    assert kinds(await store.take_due()) == [("reminder", "blue")]
    waits = (await store.waits(game.id))["blue"]
    assert waits["next_reminder_at"] == timestamp(clock.now + timedelta(hours=23))


async def test_away_players_are_not_reminded_and_their_threads_are_told(store, clock) -> None:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "stop")
    games = await store.set_away(BLUE_PLAYER, True)
    assert [g.id for g in games] == [game.id]
    notices = [i for i in await store.outbox_pending() if i.kind == "away"]
    assert [n.payload for n in notices] == [{"kind": "away", "user": BLUE_PLAYER, "away": True}]
    assert await store.away_users([BLUE_PLAYER, RED_PLAYER]) == {BLUE_PLAYER}
    clock.advance(days=2)
    assert await store.take_due() == []
    await store.set_away(BLUE_PLAYER, False)
    assert await store.away_users([BLUE_PLAYER]) == set()
    clock.advance(days=1)
    assert kinds(await store.take_due()) == [("reminder", "blue")]


async def test_settings_reschedule_the_roles_waited_on(store, clock) -> None:
    game = (await started_race(store)).game
    clock.advance(hours=5)
    await store.update_settings(game.id, {"reminder_hours": 2, "deadline_hours": 4}, user_id=OWNER)
    waits = (await store.waits(game.id))["red"]
    start = clock.now - timedelta(hours=5)
    # Reckoned from when the wait began: the next whole interval ahead, the deadline passed.
    assert waits["next_reminder_at"] == timestamp(start + timedelta(hours=6))
    assert waits["deadline_at"] == timestamp(start + timedelta(hours=4))
    due = await store.take_due()
    assert kinds(due) == [("deadline", "red")]
    assert await store.take_due() == []  # the owner is told once
    await store.update_settings(game.id, {"reminder_hours": 0}, user_id=OWNER)
    clock.advance(days=2)
    assert await store.take_due() == []


async def test_ended_and_abandoned_games_wait_on_nobody(store) -> None:
    game = (await started_race(store, "sprint")).game
    while (await store.get_game(game.id)).status == "active":
        await play(store, game.id, "red", "roll", 2)
    assert await store.waits(game.id) == {}
    other = (await started_race(store)).game
    await store.abandon(other.id, OWNER)
    assert await store.waits(other.id) == {}


async def test_next_due_is_the_earliest_reminder_deadline_or_delivery(store, clock) -> None:
    game = (await started_race(store)).game
    for item in await store.outbox_pending():
        await store.outbox_delivered(item.id)
    assert await store.next_due() == clock.now + timedelta(hours=24)
    await store.update_settings(game.id, {"deadline_hours": 3}, user_id=OWNER)
    assert await store.next_due() == clock.now + timedelta(hours=3)
    items = (await store.roll(game.id, SPECTATOR, "1d6"))[0].notifications
    assert await store.next_due() == clock.now  # the roll's notifications are due at once
    await store.outbox_failed(items[0].id, clock.now + timedelta(seconds=15))
    # The others wait behind the failed one, to keep the game's order: its retry is next.
    assert await store.next_due() == clock.now + timedelta(seconds=15)
    assert await store.outbox_pending() == []


async def test_seen_log_marks_what_a_player_had_seen_when_they_last_acted(store) -> None:
    game = (await started_race(store)).game
    submitted = await play(store, game.id, "red", "stop")
    seen = await store.seen_log(game.id)
    assert seen == {"red": len(submitted.state.log), "blue": 0}


# --- undo ---------------------------------------------------------------------------------


async def test_undo_takes_back_the_last_choice_and_replays(store) -> None:
    game = (await started_race(store)).game
    _, before = await store.load(game.id)
    await play(store, game.id, "red", "stop")
    undone = await store.undo(game.id, RED_PLAYER)
    assert undone.version == 3
    assert undone.state.turn == before.turn == "red"
    assert undone.state.log == [*before.log, "Red stops.", "↩️ Red took back their last choice."]
    actions = await store.actions(game.id)
    assert (actions[-1].kind, actions[-1].role, actions[-1].request) == (
        "undo",
        "red",
        {"undoes": 1},
    )
    assert kinds(undone.notifications)[:2] == [("board", None), ("log", None)]
    assert (await store.replay(game.id)) == undone.state
    assert [r.consistent for r in await store.verify()] == [True]


async def test_undo_says_why_not(store) -> None:
    game = (await started_race(store)).game
    with pytest.raises(RuleError, match="no choice of yours"):
        await store.undo(game.id, RED_PLAYER)
    with pytest.raises(RuleError, match="You hold no seat"):
        await store.undo(game.id, SPECTATOR)
    await play(store, game.id, "red", "roll", 1)
    with pytest.raises(RuleError, match="it rolled dice or shuffled cards"):
        await store.undo(game.id, RED_PLAYER)
    await play(store, game.id, "red", "stop")
    with pytest.raises(RuleError, match="Red has acted since your last choice"):
        await store.undo(game.id, BLUE_PLAYER)
    await store.roll(game.id, SPECTATOR, "1d6")
    with pytest.raises(RuleError, match="a die was rolled since"):
        await store.undo(game.id, RED_PLAYER)
    # Set-up, roll, stop, roll: the refusals logged nothing.
    assert (await store.get_game(game.id)).version == 4


# --- skip and replace (Spanish Civil War: its rules say when a pass is allowed) ---------------


@pytest.fixture
async def scw(open_store):
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    game = await store.create_game(
        "spanish-civil-war",
        "standard",
        {},
        owner_id=OWNER,
        guild_id=1,
        channel_id=2,
        seed=seed_from_text("skip"),
    )
    await store.join(game.id, "nationalists", RED_PLAYER)
    await store.join(game.id, "republicans", BLUE_PLAYER)
    await store.start(game.id, OWNER)
    return store, game.id


async def test_skip_needs_a_passed_deadline_and_the_owner(scw, clock) -> None:
    store, game_id = scw
    with pytest.raises(RuleError, match="Only the owner"):
        await store.skip(game_id, None, user_id=RED_PLAYER)
    with pytest.raises(RuleError, match="Say which role to skip: the game is waiting on Nat"):
        await store.skip(game_id, None, user_id=OWNER)
    await store.submit(
        game_id,
        "nationalists",
        rules.core.Choice(verb="done"),
        user_id=RED_PLAYER,
        expected_version=1,
    )
    with pytest.raises(RuleError, match="has no deadline"):
        await store.skip(game_id, "republicans", user_id=OWNER)
    await store.update_settings(game_id, {"deadline_hours": 6}, user_id=OWNER)
    with pytest.raises(Refusal, match="deadline has not passed yet") as early:
        await store.skip(game_id, "republicans", user_id=OWNER)
    # The moment as data, which the bot shows as "in 6 hours" (bot/errors.py).
    deadline = early.value.said["deadline"]
    assert isinstance(deadline, Moment) and deadline.at > clock.now
    clock.advance(hours=6)
    with pytest.raises(RuleError, match="Only the owner"):
        await store.skip(game_id, "republicans", user_id=RED_PLAYER)
    skipped, role = await store.skip(game_id, None, user_id=OWNER)  # the one role waited on
    assert role == "republicans"
    # RECRUIT PHASE: discarding is optional, so the pass is "Done: keep my hand".
    last = (await store.actions(game_id))[-1]
    assert (last.role, last.verb, last.user_id) == ("republicans", "done", OWNER)
    assert "republicans" in skipped.state.finished
    with pytest.raises(NotYourTurn, match="not waiting on Republicans"):
        await store.skip(game_id, "republicans", user_id=OWNER)


async def test_skip_refuses_when_the_rules_allow_no_pass(scw, clock) -> None:
    store, game_id = scw
    _, state = await store.load(game_id)
    game = await store.get_game(game_id)
    card = state.hands["nationalists"][0]
    await store.submit(
        game_id,
        "nationalists",
        rules.core.Choice(verb="discard", arg=card),
        user_id=RED_PLAYER,
        expected_version=game.version,
    )
    await store.update_settings(game_id, {"deadline_hours": 1}, user_id=OWNER, manager=True)
    clock.advance(hours=2)
    with pytest.raises(RuleError, match="The rules allow Nationalists no pass now"):
        await store.skip(game_id, "nationalists", user_id=SPECTATOR, manager=True)


async def test_replace_reseats_and_tells_the_new_holder(scw) -> None:
    store, game_id = scw
    with pytest.raises(RuleError, match="Only the owner"):
        await store.replace(game_id, "republicans", NEWCOMER, user_id=BLUE_PLAYER)
    with pytest.raises(RuleError, match="already holds"):
        await store.replace(game_id, "republicans", BLUE_PLAYER, user_id=OWNER)
    with pytest.raises(UnknownRole, match="has no role 'reds'"):
        await store.replace(game_id, "reds", NEWCOMER, user_id=OWNER)
    before = {item.id for item in await store.outbox_pending()}
    game = await store.replace(game_id, "republicans", NEWCOMER, user_id=OWNER)
    assert game.seats["republicans"] == NEWCOMER
    queued = [i for i in await store.outbox_pending() if i.id not in before]
    assert kinds(queued) == [
        ("replaced", "republicans"),
        ("private", "republicans"),
        ("ping", None),
    ]
    assert queued[-1].payload["roles"] == ["republicans"]
    assert queued[0].payload == {
        "kind": "replaced",
        "role": "republicans",
        "user": NEWCOMER,
        "was": BLUE_PLAYER,
    }
