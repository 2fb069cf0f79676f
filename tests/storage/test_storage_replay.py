"""The log is the truth and the state a cache: replay, verify, backup and restarts."""

from __future__ import annotations

from pathlib import Path

import pytest
from race_title import BLUE_PLAYER, RACE, RED_PLAYER, SPECTATOR, play, play_to_end, started_race

import rules
from rules.core import Choice, RuleError, Title
from storage import Store
from tests.databases import fetch


async def a_game_with_every_kind_of_action(store: Store) -> int:
    game = (await started_race(store)).game
    await play(store, game.id, "red", "roll", 2)
    await play(store, game.id, "red", "hunch")
    await store.roll(game.id, SPECTATOR, "3d6kh2")
    await play(store, game.id, "red", "stop")
    await play(store, game.id, "blue", "roll", 1)
    return game.id


async def test_replay_gives_back_the_stored_state_byte_for_byte(store) -> None:
    game_id = await a_game_with_every_kind_of_action(store)
    _, state = await store.load(game_id)
    replayed = await store.replay(game_id)
    assert replayed.model_dump_json() == state.model_dump_json()
    assert state.steps == 4 and len(await store.actions(game_id)) == 5


async def test_verify_reports_every_started_game_consistent(store) -> None:
    first = await a_game_with_every_kind_of_action(store)
    second = (await play_to_end(store, (await started_race(store, "sprint")).game.id)).game.id
    await store.create_game(RACE.id, "sprint", {}, owner_id=1, guild_id=1, channel_id=1)  # lobby
    results = await store.verify()
    assert [(r.game_id, r.consistent) for r in results] == [(first, True), (second, True)]
    assert results[0].actions == 5 and results[0].found_version == results[0].expected_version == 6
    assert results[0].describe() == f"game {first} (test-race): consistent, 5 actions"


async def test_verify_finds_a_state_edited_by_hand(store, db_url: str) -> None:
    game_id = await a_game_with_every_kind_of_action(store)
    other = (await started_race(store)).game.id
    _, state = await store.load(game_id)
    edited = state.model_copy(update={"scores": {**state.scores, "blue": 99}})
    await fetch(
        db_url, "UPDATE games SET state = ? WHERE id = ?", edited.model_dump_json(), game_id
    )
    results = {r.game_id: r for r in await store.verify()}
    assert results[other].consistent
    bad = results[game_id]
    assert not bad.consistent
    assert bad.problem == (
        f"state differs at scores.blue (stored 99, replayed {state.scores['blue']})"
    )
    assert bad.describe().startswith(f"game {game_id} (test-race): MISMATCH, 5 actions: state")


async def test_verify_finds_a_wrong_version_and_a_lost_action(store, db_url: str) -> None:
    game_id = await a_game_with_every_kind_of_action(store)
    await fetch(db_url, "DELETE FROM actions WHERE game_id = ? AND seq = 3", game_id)
    [result] = await store.verify()
    assert (result.expected_version, result.found_version) == (5, 6)
    assert result.problem == (
        "version should be 5 (1 + 4 actions), found 6; "
        "replay failed: action 4 no longer applies: the log jumps from action 2 to 4"
    )


async def test_verify_reports_a_game_whose_title_is_gone(open_store) -> None:
    store = await open_store()
    game_id = (await started_race(store)).game.id
    other = await open_store(titles={})
    [result] = await other.verify()
    assert (result.game_id, result.consistent) == (game_id, False)
    assert result.problem == "unknown title 'test-race'"


async def test_a_backup_opens_and_verifies(open_store_at, sqlite_url: str, tmp_path: Path) -> None:
    store = await open_store_at(sqlite_url)
    game_id = await a_game_with_every_kind_of_action(store)
    target = await store.backup(tmp_path / "backups" / "copy.sqlite3")
    copy = await Store.open(str(target), titles={RACE.id: RACE}, tables={})
    try:
        assert [(r.game_id, r.consistent) for r in await copy.verify()] == [(game_id, True)]
        assert await copy.get_game(game_id) == await store.get_game(game_id)
    finally:
        await copy.close()
    with pytest.raises(ValueError, match="is the database itself"):
        await store.backup(store._path)


async def test_a_restart_keeps_everything(open_store) -> None:
    store = await open_store()
    game_id = await a_game_with_every_kind_of_action(store)
    game, state = await store.load(game_id)
    actions = await store.actions(game_id)
    pending = await store.outbox_pending()
    await store.close()

    reopened = await open_store()
    assert await reopened.load(game_id) == (game, state)
    assert await reopened.actions(game_id) == actions
    assert await reopened.outbox_pending() == pending
    # Play goes on where it stopped: Blue still holds the turn at the same version.
    submitted = await reopened.submit(
        game_id, "blue", Choice(verb="stop"), user_id=BLUE_PLAYER, expected_version=game.version
    )
    assert submitted.version == game.version + 1
    assert all(r.consistent for r in await reopened.verify())


def _is_playable(title: object) -> bool:
    return isinstance(title, Title) and bool(getattr(title, "scenarios", None))


SCW = rules.TITLES.get("spanish-civil-war")


@pytest.mark.skipif(not _is_playable(SCW), reason="the Spanish Civil War title is not ready")
async def test_a_spanish_civil_war_game_replays_exactly(open_store) -> None:
    """The opening choices of a game of the real title through the store (always the first
    choice offered), then replayed from the seed."""
    store = await open_store(titles=rules.TITLES)
    game = await store.create_game(
        SCW.id, next(iter(SCW.scenarios)), {}, owner_id=1, guild_id=1, channel_id=1
    )
    for role in SCW.roles:
        await store.join(game.id, role, RED_PLAYER)
    submitted = await store.start(game.id, 1)
    for _ in range(150):
        if submitted.state.outcome is not None:
            break
        role = SCW.view(submitted.state, None).active[0]
        choice = SCW.view(submitted.state, role).choices[0]
        submitted = await store.submit(
            game.id, role, choice, user_id=RED_PLAYER, expected_version=submitted.version
        )
    assert len(await store.actions(game.id)) == submitted.version - 1
    [result] = await store.verify()
    assert result.consistent, result.problem
    with pytest.raises(RuleError):
        await store.submit(
            game.id, "nobody", Choice(verb="pass"), user_id=RED_PLAYER, expected_version=1
        )
