"""Checkpoints (storage/checkpoints.py): the states they rebuild are the states the log replays
to from the seed, and an undo late in a long game replays at most `checkpoints.EVERY` actions.
On SQLite and PostgreSQL alike."""

from __future__ import annotations

import functools

import pytest

import rules
from rules.core import seed_from_text
from rules.core.replay import Replayer
from storage import checkpoints
from tests.golden.games import Golden, goldens, read, state_hash
from tests.long_games import actions as long_game

OWNER = 1
LONG = ("spanish-civil-war", "standard", seed_from_text("checkpoints 3000"))


@functools.cache
def _long_game() -> list[dict]:
    """3,000 actions of a game still running (tests/long_games.py), played once per worker."""
    title_id, scenario, seed = LONG
    setup = rules.TITLES[title_id].setup(seed, scenario, {})
    return long_game(title_id, setup, 3000)


async def _started(store, title_id: str, scenario: str, seed: str, options=None) -> int:
    title = rules.TITLES[title_id]
    game = await store.create_game(
        title_id, scenario, options, owner_id=OWNER, guild_id=1, channel_id=2, seed=seed
    )
    for n, role in enumerate(title.roles_in(scenario)):
        await store.join(game.id, role, 100 + n)
    await store.start(game.id, OWNER)
    return game.id


# One random golden game per title: uniform choices with take-backs and dice rolls.
GOLDENS = [
    next(g for g in goldens() if g.title_id == title_id and g.policy == "random")
    for title_id in sorted(rules.TITLES)
]


@pytest.mark.parametrize("every", [checkpoints.EVERY, 3])
@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.title_id)
async def test_the_state_after_every_action_is_the_one_the_log_replays_to(
    open_store, monkeypatch, golden: Golden, every: int
) -> None:
    # Kept every 3 actions, the take-backs in the golden games reach across checkpoints: a
    # state is then rebuilt from one before the action taken back (`Rewinder._reached`).
    monkeypatch.setattr(checkpoints, "EVERY", every)
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    _, lines = read(golden)
    game_id = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    await store.carry_out(game_id, lines, user_id=OWNER)
    assert any(line["kind"] == "undo" for line in lines)
    setup = rules.TITLES[golden.title_id].setup(golden.seed, golden.scenario, golden.options)
    assert state_hash(await store.state_after(game_id, 0)) == state_hash(setup)
    # Every action every 3; with the real interval, those beside a checkpoint and the undos.
    for line in lines:
        seq = line["seq"]
        if every == 3 or seq % every in (0, 1, every - 1) or line["kind"] == "undo":
            rebuilt = await store.state_after(game_id, seq)
            assert state_hash(rebuilt) == line["hash"], f"action {seq}"


@pytest.mark.parametrize("kept", [False, True], ids=["read", "kept"])
async def test_an_undo_late_in_a_game_of_3000_actions_replays_at_most_one_interval(
    open_store, monkeypatch, kept: bool
) -> None:
    """Read from the database (another process made the choice, or this one forgot it), the
    state before the choice is rebuilt from the checkpoint before it; kept from the change
    that made the choice (storage/snapshots.py, ``before``), nothing but the undo is carried
    out. Either way the game verifies by replay from its seed."""
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    title_id, scenario, seed = LONG
    game_id = await _started(store, title_id, scenario, seed)
    await store.carry_out(game_id, _long_game(), user_id=OWNER)
    game, state = await store.load(game_id)
    assert game.version == 3001
    title = rules.TITLES[title_id]
    # A choice, then taking it back: the state before it is rebuilt from the checkpoint
    # before it, whatever came earlier.
    role = next(r for r in title.active(state) if title.choices(state, r))
    choice = next(c for c in title.choices(state, role) if c.arg is None)
    await store.submit(game_id, role, choice, user_id=game.seats[role], expected_version=3001)
    if not kept:
        store._snapshots.forget(game_id)
    replayed = []
    real_step = Replayer.step

    def counting_step(self, **action):
        replayed.append(action["seq"])
        return real_step(self, **action)

    monkeypatch.setattr(Replayer, "step", counting_step)
    undone = await store.undo(game_id, game.seats[role])
    if kept:
        assert replayed == [3002]
    else:
        # The actions since the checkpoint before the choice, and the undo itself.
        assert 1 < len(replayed) <= checkpoints.EVERY + 1, replayed
        assert replayed[-1] == 3002
    assert state_hash(undone.state) == state_hash(
        state.model_copy(update={"log": undone.state.log, "said": undone.state.said})
    )
    assert undone.version == 3003
    monkeypatch.setattr(Replayer, "step", real_step)
    [result] = await store.verify()
    assert result.consistent, result.problem


async def test_a_game_from_before_checkpoints_is_rebuilt_from_its_set_up(open_store) -> None:
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    golden = GOLDENS[-1]
    _, lines = read(golden)
    game_id = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    await store.carry_out(game_id, lines[:100], user_id=OWNER)
    await store._conn.execute("DELETE FROM checkpoints WHERE game_id = ?", (game_id,))
    for seq in (1, 50, 100):
        assert state_hash(await store.state_after(game_id, seq)) == lines[seq - 1]["hash"]


async def test_the_state_after_an_action_the_game_has_not_had_is_refused(open_store) -> None:
    store = await open_store(titles=rules.TITLES, tables=rules.TABLES)
    golden = GOLDENS[0]
    game_id = await _started(store, golden.title_id, golden.scenario, golden.seed, golden.options)
    await store.carry_out(game_id, read(golden)[1][:5], user_id=OWNER)
    with pytest.raises(ValueError, match="has actions 1 to 5, not 6"):
        await store.state_after(game_id, 6)
