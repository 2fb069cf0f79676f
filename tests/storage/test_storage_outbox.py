"""The notifications each change enqueues, and the outbox the bot delivers them from."""

from __future__ import annotations

from datetime import timedelta

import pytest
from race_title import BLUE_PLAYER, OWNER, RACE, RED_PLAYER, new_race, play, started_race

from storage import outbox


def payloads(submitted) -> list[dict]:
    return [item.payload for item in submitted.notifications]


async def test_start_tells_everything_to_everyone(store) -> None:
    submitted = await started_race(store)
    assert payloads(submitted) == [
        {"kind": "board"},
        {"kind": "log", "lines": ["The race to 40 begins. Red goes first."], "said": [None]},
        # The catch-up of a ping ends with the log as it was when the ping was written.
        {"kind": "ping", "roles": ["red"], "log_end": 1},
        {"kind": "private", "role": "red"},
        {"kind": "private", "role": "blue"},
    ]


async def test_ping_only_when_the_roles_that_must_act_change(store) -> None:
    game = (await started_race(store)).game
    # Red's turn goes on after a roll: the board and log change, nobody new must act.
    rolled = await play(store, game.id, "red", "roll", 1)
    assert [p["kind"] for p in payloads(rolled)] == ["board", "log"]
    assert payloads(rolled)[1]["lines"] == rolled.state.log[-1:]
    # Stopping hands the turn to Blue: one ping, for Blue.
    stopped = await play(store, game.id, "red", "stop")
    assert payloads(stopped) == [
        {"kind": "board"},
        {"kind": "log", "lines": ["Red stops."], "said": [None]},
        {"kind": "ping", "roles": ["blue"], "log_end": len(stopped.state.log)},
    ]
    rolled_again = await play(store, game.id, "blue", "roll", 2)
    assert "ping" not in [p["kind"] for p in payloads(rolled_again)]


async def test_a_private_change_notifies_only_that_role(store) -> None:
    game = (await started_race(store)).game
    hunch = await play(store, game.id, "red", "hunch")
    assert [p for p in payloads(hunch) if p["kind"] == "private"] == [
        {"kind": "private", "role": "red"}
    ]


async def test_the_end_is_announced_once_and_ends_the_game(store) -> None:
    game = (await started_race(store, "sprint")).game
    kinds = []
    while True:
        submitted = await play(store, game.id, "red", "roll", 2)
        kinds.append([p["kind"] for p in payloads(submitted)])
        if submitted.state.outcome is not None:
            break
    assert kinds[-1] == ["board", "log", "ended"]  # nobody is left to ping
    assert all("ended" not in k for k in kinds[:-1])
    assert submitted.game.status == "ended"


async def test_pending_items_are_due_undelivered_and_oldest_first(store, clock) -> None:
    started = await started_race(store)
    rolled = await play(store, started.game.id, "red", "roll", 1)
    expected = started.notifications + rolled.notifications
    pending = await store.outbox_pending()
    assert [i.id for i in pending] == sorted(i.id for i in expected)
    assert [i.payload for i in pending] == [i.payload for i in expected]
    assert [i.id for i in await store.outbox_pending(limit=2)] == [i.id for i in expected[:2]]
    # Items written at some time are not due before it.
    assert await store.outbox_pending(now=started.game.updated_at - timedelta(seconds=1)) == []

    first, second = pending[0], pending[1]
    await store.outbox_delivered(first.id)
    retry_at = clock.advance(minutes=1) + timedelta(minutes=5)
    await store.outbox_failed(second.id, retry_at)
    now_ids = [i.id for i in await store.outbox_pending()]
    assert first.id not in now_ids and second.id not in now_ids
    later = await store.outbox_pending(now=retry_at)
    retried = next(i for i in later if i.id == second.id)
    assert retried.attempts == 1 and retried.next_attempt_at == retry_at
    with pytest.raises(LookupError, match="no outbox item 999"):
        await store.outbox_delivered(999)


async def test_timestamps_come_from_the_injected_clock(store, clock) -> None:
    created = clock.now
    game = await new_race(store)
    started_at = clock.advance(hours=2)
    await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", BLUE_PLAYER)
    submitted = await store.start(game.id, OWNER)
    assert (submitted.game.created_at, submitted.game.updated_at) == (created, started_at)
    assert {(i.created_at, i.next_attempt_at) for i in submitted.notifications} == {
        (started_at, started_at)
    }


# --- lanes: the thread, and each role's DMs (storage/outbox.py, "Lanes") -----------------


async def test_the_dm_of_a_player_mid_sequence_settles_and_the_next_step_supersedes_it(
    store, clock
) -> None:
    game = (await started_race(store)).game
    await store.outbox_delivered(*(i.id for i in await store.outbox_pending(limit=100)))
    # Red scores a hunch and must act again: its new hunch is DMed only once Red pauses.
    first = await play(store, game.id, "red", "hunch")
    [dm] = [item for item in first.notifications if item.payload["kind"] == "private"]
    assert dm.next_attempt_at == clock() + outbox.SETTLE
    due = await store.outbox_pending(limit=100)
    assert [item.payload["kind"] for item in due] == ["board", "log"]  # the thread is not held
    await store.outbox_delivered(*(item.id for item in due))
    # Red's next step draws another hunch: one DM is left, settling from this step.
    clock.advance(seconds=5)
    second = await play(store, game.id, "red", "hunch")
    [newer] = [item for item in second.notifications if item.payload["kind"] == "private"]
    assert newer.next_attempt_at == clock() + outbox.SETTLE
    clock.advance(seconds=6)  # past the first one's moment: it was superseded
    assert [i.payload["kind"] for i in await store.outbox_pending(limit=100)] == ["board", "log"]
    clock.advance(seconds=5)
    assert [i.id for i in await store.outbox_pending(limit=100) if i.id == newer.id] == [newer.id]
    # The ticker is woken for it: it counts among what falls due.
    assert await store.next_due() is not None


async def test_a_dm_is_sent_at_once_when_the_players_part_is_done(store, clock) -> None:
    game = (await started_race(store)).game
    await store.outbox_delivered(*(i.id for i in await store.outbox_pending(limit=100)))
    settling = await play(store, game.id, "red", "hunch")
    stopped = await play(store, game.id, "red", "stop")
    # Stopping changes no hunch, so no new DM supersedes the settling one; Red's run of steps
    # is over, so it is due at once, not SETTLE later (a DM must not lag its hand).
    assert "red" not in RACE.active((await store.load(game.id))[1])
    assert "private" not in [item.payload["kind"] for item in stopped.notifications]
    [dm] = [item for item in settling.notifications if item.payload["kind"] == "private"]
    assert dm.id in [item.id for item in await store.outbox_pending(limit=100)]


async def test_a_released_dm_keeps_a_retrys_backoff(store, clock) -> None:
    """Only a settling DM is released when the run of steps ends: one waiting out a failed
    delivery's backoff keeps its moment."""
    game = (await started_race(store)).game
    await store.outbox_delivered(*(i.id for i in await store.outbox_pending(limit=100)))
    settling = await play(store, game.id, "red", "hunch")
    [dm] = [item for item in settling.notifications if item.payload["kind"] == "private"]
    clock.advance(seconds=outbox.SETTLE.total_seconds())
    later = clock() + timedelta(minutes=5)
    await store.outbox_failed(dm.id, later)
    await play(store, game.id, "red", "stop")
    assert dm.id not in [item.id for item in await store.outbox_pending(limit=100)]
    clock.advance(minutes=5)
    assert dm.id in [item.id for item in await store.outbox_pending(limit=100)]


async def test_dms_nobody_is_acting_for_are_due_at_once(store, clock) -> None:
    """Only the DM of the player who acted and acts again settles: the opening DMs, which no
    player's step caused, are due at once."""
    opening = await started_race(store)
    dms = [item for item in opening.notifications if item.payload["kind"] == "private"]
    assert len(dms) == 2 and all(item.next_attempt_at == clock() for item in dms)
