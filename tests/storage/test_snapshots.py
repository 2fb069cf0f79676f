"""Snapshots (storage/snapshots.py): the JSON spliced from a kept snapshot is the state's own
JSON, byte for byte, through every action of the golden games (take-backs and rolls
included), and a snapshot outlives neither its version nor a rolled-back write."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import rules
from rules.core.replay import Replayer
from storage.snapshots import Snapshots, state_json
from tests.golden.games import Golden, goldens, read, state_hash

RANDOM = [g for g in goldens() if g.policy == "random"]
NOW = datetime(2026, 12, 7, tzinfo=UTC)


@pytest.mark.parametrize("golden", RANDOM, ids=lambda g: f"{g.title_id}-{g.name}")
def test_the_spliced_json_is_the_states_own(golden: Golden) -> None:
    title = rules.TITLES[golden.title_id]
    state = title.setup(golden.seed, golden.scenario, golden.options)
    replayer = Replayer(title, rules.TABLES, state)
    kept = Snapshots(lambda: NOW)
    kept.keep(1, kept.written(1, 1, 0, state))
    spliced = 0
    for line in read(golden)[1]:
        action = {k: line[k] for k in ("kind", "role", "verb", "arg", "request")}
        replayer.step(seq=line["seq"], **action)
        version = line["seq"] + 1
        snapshot = kept.written(1, version, version - 1, replayer.state)
        assert state_json(snapshot) == replayer.state.model_dump_json(), f"action {line['seq']}"
        spliced += snapshot.log_json is not None
        kept.keep(1, snapshot)
        assert kept.state(1, version) is replayer.state and kept.state(1, version - 1) is None
    assert spliced == len(read(golden)[1])


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
