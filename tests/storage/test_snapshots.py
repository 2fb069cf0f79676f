"""Snapshots (storage/snapshots.py): a snapshot outlives neither its version, nor a rolled-back
write, nor its game's idleness."""

from __future__ import annotations

import pytest

import rules
from tests.golden.games import read, state_hash


async def test_a_write_that_does_not_commit_keeps_no_snapshot(open_store, monkeypatch) -> None:
    """A change that fails after writing its state (here, queueing its notifications) is
    rolled back, and its state is not kept: the game is read as the database holds it."""
    from storage import outbox
    from tests.storage.test_checkpoints import GOLDENS, OWNER, _started

    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    golden = GOLDENS[-1]
    lines = read(golden)[1]
    game_id = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    await store.carry_out(game_id, lines[:10], user_id=OWNER)
    assert store._snapshots.state(game_id, 11) is not None

    async def failing(*args, **kwargs):
        raise OSError("the disk is full")

    monkeypatch.setattr(outbox, "enqueue", failing)
    with pytest.raises(OSError):
        await store.carry_out(game_id, lines[10:11], user_id=OWNER)
    assert store._snapshots.state(game_id, 12) is None
    game, state = await store.load(game_id)
    assert game.version == 11 and state_hash(state) == lines[9]["hash"]


async def test_a_game_unplayed_for_a_while_is_not_kept(open_store, clock) -> None:
    """The bot keeps no idle game in memory: a snapshot goes once its game has gone
    `snapshots.IDLE` unplayed, at the next use of the store's snapshots."""
    from storage.snapshots import IDLE
    from tests.storage.test_checkpoints import GOLDENS, OWNER, _started

    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    golden = GOLDENS[0]
    lines = read(golden)[1]
    first = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    await store.carry_out(first, lines[:3], user_id=OWNER)
    assert store._snapshots.state(first, 4) is not None
    clock.advance(seconds=IDLE.total_seconds() + 1)
    assert store._snapshots.state(first, 4) is None
    game, state = await store.load(first)
    assert game.version == 4 and state_hash(state) == lines[2]["hash"]
