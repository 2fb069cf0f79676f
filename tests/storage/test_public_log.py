"""The public log kept apart from the state (storage/public_log.py), on SQLite and PostgreSQL:
a state read back with its lines is the state written, through every action of a random golden
game of each title (take-backs and rolls included); the stored state holds no log and stays
the size of a board however long the game; and the migration moves the lines of games started
before it out of their states."""

from __future__ import annotations

import json

import pytest

import rules
from storage import database, postgres
from storage.database_url import is_postgresql
from tests.databases import fetch
from tests.golden.games import Golden, read, state_hash
from tests.storage.test_checkpoints import GOLDENS, LONG, OWNER, _long_game, _started

CHUNK = 7  # actions carried out between two reads from the database, at least


def _chunks(lines: list[dict]) -> list[list[dict]]:
    """``lines`` cut into runs of about `CHUNK` actions, never between an undo and the action it
    takes back (`Store.carry_out` takes back only what it carried out itself)."""
    cuts: list[list[dict]] = []
    start = 0
    for at in range(1, len(lines)):
        later = [line for line in lines[at:] if line["kind"] == "undo"]
        safe = all(line["request"]["undoes"] >= lines[at]["seq"] for line in later)
        if safe and at - start >= CHUNK:
            cuts.append(lines[start:at])
            start = at
    return [*cuts, lines[start:]]


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.title_id)
async def test_a_state_read_back_with_its_lines_is_the_state_written(
    open_store, golden: Golden
) -> None:
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    _, lines = read(golden)
    game_id = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    for done in _chunks(lines):
        submitted = await store.carry_out(game_id, done, user_id=OWNER)
        # Read as another process would: nothing kept in memory.
        store._snapshots.forget(game_id)
        game, state = await store.load(game_id)
        assert state_hash(state) == done[-1]["hash"], f"after action {done[-1]['seq']}"
        assert state == submitted.state and game.version == done[-1]["seq"] + 1
    [result] = await store.verify()
    assert result.consistent, result.problem


async def test_the_stored_state_holds_no_log_and_stays_the_size_of_a_board(
    open_store, db_url: str
) -> None:
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    long = _long_game()
    game_id = await _started(store, *LONG)
    sizes, counts = [], []
    for upto in (100, 3000):
        done = len(await store.actions(game_id))
        await store.carry_out(game_id, long[done:upto], user_id=OWNER)
        ((text,),) = await fetch(db_url, "SELECT state FROM games WHERE id = ?", game_id)
        assert not {"log", "said"} & set(json.loads(text))
        sizes.append(len(text))
        _, state = await store.load(game_id)
        ((count,),) = await fetch(
            db_url, "SELECT COUNT(*) FROM log_lines WHERE game_id = ?", game_id
        )
        assert count == len(state.log)
        counts.append(count)
    # The log grew tenfold or more; the board's own size varies with the position.
    assert counts[1] > 10 * counts[0] and sizes[1] < 2 * sizes[0], (counts, sizes)


async def test_the_migration_moves_the_lines_out_of_the_states_already_stored(
    open_store, db_url: str
) -> None:
    """A database as it was before the migration (each state holding its log) is migrated
    when next opened: the same states read back, and the games verify by replay."""
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    states = {}
    for golden in GOLDENS:
        _, lines = read(golden)
        game_id = await _started(
            store, golden.title_id, golden.scenario, golden.seed, golden.options
        )
        await store.carry_out(game_id, lines, user_id=OWNER)
        states[game_id] = (await store.load(game_id))[1]
    await store.close()
    for game_id, state in states.items():
        whole = state.model_dump_json()
        await fetch(db_url, "UPDATE games SET state = ? WHERE id = ?", whole, game_id)
    found = postgres.migrations() if is_postgresql(db_url) else database.migrations()
    [number] = [m.number for m in found if m.name == "log_lines"]
    await fetch(db_url, "DROP TABLE log_lines")
    await fetch(db_url, "DELETE FROM schema_migrations WHERE version = ?", number)

    migrated = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    for game_id, state in states.items():
        _, read_back = await migrated.load(game_id)
        assert read_back == state, game_id
        assert state_hash(read_back) == state_hash(state)
        ((text,),) = await fetch(db_url, "SELECT state FROM games WHERE id = ?", game_id)
        assert not {"log", "said"} & set(json.loads(text))
    results = await migrated.verify()
    assert [r.consistent for r in results] == [True] * len(states), [r.problem for r in results]
