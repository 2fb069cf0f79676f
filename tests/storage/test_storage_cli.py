"""``python -m storage verify|backup|export``: output, exit codes, and no tracebacks for user
errors."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from race_title import RACE, play, started_race

import rules
from rules.core import Title, seed_from_text
from storage import Store
from storage.__main__ import main
from storage.export import export_json, readable_log
from tests.databases import fetch, new_postgresql_url
from tests.rules.spanish_civil_war.scw_build import quick_choice

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, cwd: Path, env: dict[str, str] | None = None):
    environ = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    environ["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "storage", *args],
        cwd=cwd,
        env={**environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
    )


async def two_race_games(url: str) -> list[int]:
    store = await Store.open(url, titles={RACE.id: RACE}, tables={})
    try:
        ids = []
        for _ in range(2):
            game = (await started_race(store)).game
            await play(store, game.id, "red", "roll", 1)
            await play(store, game.id, "red", "stop")
            ids.append(game.id)
        return ids
    finally:
        await store.close()


async def corrupt(url: str, game_id: int) -> None:
    """Change a stored state behind the store's back (its score of red to 77)."""
    ((text,),) = await fetch(url, "SELECT state FROM games WHERE id = ?", game_id)
    state = json.loads(text)
    state["scores"]["red"] = 77
    await fetch(url, "UPDATE games SET state = ? WHERE id = ?", json.dumps(state), game_id)


def test_verify_prints_one_line_per_game_and_exits_1_on_a_mismatch(
    db_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setitem(rules.TITLES, RACE.id, RACE)
    first, second = asyncio.run(two_race_games(db_url))
    assert main(["verify", "--database", db_url]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"game {first} (test-race): consistent, 2 actions",
        f"game {second} (test-race): consistent, 2 actions",
    ]
    asyncio.run(corrupt(db_url, second))
    assert main(["verify", "--database", db_url]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"game {first} (test-race): consistent, 2 actions"
    assert lines[1].startswith(f"game {second} (test-race): MISMATCH, 2 actions: ")
    assert "scores.red (stored 77, replayed" in lines[1]


def test_verify_reads_database_url_from_the_environment(
    db_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setitem(rules.TITLES, RACE.id, RACE)
    asyncio.run(two_race_games(db_url))
    monkeypatch.setenv("DATABASE_URL", db_url)
    assert main(["verify"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2


@pytest.mark.slow
def test_a_missing_database_is_exit_2_without_a_traceback(tmp_path: Path) -> None:
    result = run_cli("verify", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("There is no database at data/games.sqlite3.")
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()  # verify never creates a database


@pytest.mark.slow
def test_a_bad_url_is_exit_2_without_a_traceback(tmp_path: Path) -> None:
    result = run_cli("backup", "copy.db", cwd=tmp_path, env={"DATABASE_URL": "mysql://db/games"})
    assert result.returncode == 2
    assert "Unsupported database URL 'mysql://db/games'" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_backup_writes_a_copy_that_verifies(tmp_path: Path, db_path: Path, sqlite_url: str) -> None:
    asyncio.run(two_race_games(sqlite_url))
    result = run_cli("backup", "backups/copy.sqlite3", "--database", sqlite_url, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    copy = tmp_path / "backups" / "copy.sqlite3"
    assert result.stdout.strip() == f"Backed up {sqlite_url} to backups/copy.sqlite3."
    assert asyncio.run(fetch(f"sqlite:///{copy}", "SELECT count(*) FROM actions")) == [(4,)]
    same = run_cli("backup", str(db_path), "--database", sqlite_url, cwd=tmp_path)
    assert same.returncode == 2 and "is the database itself" in same.stderr


@pytest.mark.slow
def test_backup_of_postgresql_points_to_its_own_tools(tmp_path: Path) -> None:
    url = asyncio.run(new_postgresql_url())
    asyncio.run(two_race_games(url))
    result = run_cli("backup", "copy.sqlite3", "--database", url, cwd=tmp_path)
    assert result.returncode == 2
    assert "back PostgreSQL up with its own tools (pg_dump" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "copy.sqlite3").exists()


SCW = rules.TITLES.get("spanish-civil-war")


@pytest.mark.skipif(
    not (isinstance(SCW, Title) and getattr(SCW, "scenarios", None)),
    reason="the Spanish Civil War title is not ready",
)
@pytest.mark.slow
async def test_python_m_storage_verify_on_a_real_title(tmp_path: Path, db_url: str) -> None:
    store = await Store.open(db_url)
    try:
        game = await store.create_game(
            SCW.id, next(iter(SCW.scenarios)), {}, owner_id=1, guild_id=1, channel_id=1
        )
        for role in SCW.roles:
            await store.join(game.id, role, 5)
        submitted = await store.start(game.id, 1)
        for _ in range(3):
            role = SCW.view(submitted.state, None).active[0]
            choice = SCW.view(submitted.state, role).choices[0]
            submitted = await store.submit(
                game.id, role, choice, user_id=5, expected_version=submitted.version
            )
    finally:
        await store.close()
    ok = run_cli("verify", "--database", db_url, cwd=tmp_path)
    assert (ok.returncode, ok.stdout) == (
        0,
        f"game {game.id} (spanish-civil-war): consistent, 3 actions\n",
    )
    await fetch(db_url, "UPDATE games SET version = version + 1")
    bad = run_cli("verify", "--database", db_url, cwd=tmp_path)
    assert bad.returncode == 1
    assert bad.stdout == (
        f"game {game.id} (spanish-civil-war): MISMATCH, 3 actions: "
        "version should be 4 (1 + 3 actions), found 5\n"
    )


EXPORT_SEED = seed_from_text("python -m storage export")
PLAYERS = {"nationalists": 11, "republicans": 12}


async def scw_game(url: str, *, to_the_end: bool) -> int:
    """A Spanish Civil War game, played to its end by `quick_choice`, or for three choices."""
    title = rules.TITLES["spanish-civil-war"]
    store = await Store.open(url)
    try:
        game = await store.create_game(
            title.id, "standard", {}, owner_id=1, guild_id=1, channel_id=1, seed=EXPORT_SEED
        )
        for role, user_id in PLAYERS.items():
            await store.join(game.id, role, user_id)
        submitted = await store.start(game.id, 1)
        for _ in range(400 if to_the_end else 3):  # quick_choice ends a game in ~110 choices
            role = title.view(submitted.state, None).active[0]
            choices = title.view(submitted.state, role).choices
            submitted = await store.submit(
                game.id,
                role,
                choices[quick_choice(role, choices)],
                user_id=PLAYERS[role],
                expected_version=submitted.version,
            )
            if submitted.game.status == "ended":
                break
        assert (submitted.game.status == "ended") == to_the_end
        return game.id
    finally:
        await store.close()


async def export_from_the_store(url: str, game_id: int) -> dict:
    store = await Store.open(url)
    try:
        return await store.export(game_id)
    finally:
        await store.close()


@pytest.mark.slow
async def test_export_writes_the_bots_export_which_rules_verify_accepts(
    tmp_path: Path, db_url: str
) -> None:
    game_id = await scw_game(db_url, to_the_end=True)
    result = run_cli(
        "export",
        str(game_id),
        "--database",
        db_url,
        "--output",
        "game.json",
        "--log",
        "log.txt",
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith(
        "Check every roll and shuffle: .venv/bin/python -m rules.verify game.json\n"
    )
    data = await export_from_the_store(db_url, game_id)
    assert "seed" in data, "a game that is over exports its seed"
    assert (tmp_path / "game.json").read_text(encoding="utf-8") == export_json(data)
    assert json.loads((tmp_path / "game.json").read_text(encoding="utf-8")) == data
    assert (tmp_path / "log.txt").read_text(encoding="utf-8") == readable_log(data)
    verified = subprocess.run(
        [sys.executable, "-m", "rules.verify", "game.json"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert f"\nverified: {len(data['actions'])} actions" in verified.stdout, verified.stdout


async def test_export_of_a_running_game_goes_to_standard_output(
    tmp_path: Path, db_url: str
) -> None:
    game_id = await scw_game(db_url, to_the_end=False)
    result = run_cli("export", str(game_id), "--database", db_url, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    data = await export_from_the_store(db_url, game_id)
    assert "redacted" in data and "seed" not in data, "a running game keeps its seed"
    assert result.stdout == export_json(data) + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("number", ["99", "0", "-1", "99999999999999999999"])
async def test_export_of_no_such_game_is_one_line_and_exit_2(
    tmp_path: Path, db_url: str, number: str
) -> None:
    await scw_game(db_url, to_the_end=False)
    result = run_cli("export", number, "--database", db_url, cwd=tmp_path)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"There is no game {number} in {db_url}.\n"
