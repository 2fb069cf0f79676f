"""Crash test: a driver process playing many games is killed with SIGKILL, again and again.

Run on SQLite and on PostgreSQL. After every kill the database must be intact (SQLite's
``PRAGMA integrity_check``; PostgreSQL's foreign keys are its own), every action the
driver saw acknowledged must be in the log (and every game it saw abandoned, abandoned), and
every game must replay from its seed to its stored state (`Store.verify`). The driver is
`crash_driver.py`, started afresh on the same database each time, so each run also checks
that the store opens after a crash and play goes on.

The moments of the kills come from a seeded random (``CRASH_SEED`` overrides the seed, which
the summary prints); the process timing makes each run different all the same.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from storage import Store, VerifyResult
from tests.databases import BACKENDS, fetch, new_url

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("crash_driver.py")

KILLS = 20
GAMES = 6
# After the run's first new acknowledged choice, the driver plays on for up to this long.
MAX_PAUSE_S = 1.0
# A driver that has not acknowledged a choice by then is stuck (a healthy one takes < 2 s).
FIRST_ACK_TIMEOUT_S = 30.0

pytestmark = [
    pytest.mark.slow,
    pytest.mark.long,
    pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX signals"),
]


@dataclass
class Tally:
    kills: int = 0
    checked: int = 0
    acked: Counter[str] = field(default_factory=Counter)
    actions: int = 0
    unacked: int = 0
    games: Counter[str] = field(default_factory=Counter)
    replayed: int = 0
    # Kills that left a game in the lobby, its set-up cut short (the next driver finishes it).
    in_lobby: int = 0
    pauses: list[float] = field(default_factory=list)


@dataclass
class Snapshot:
    """The database as the stdlib reads it: the log by (game, seq), and each game's
    (status, version)."""

    log: dict[tuple[int, int], dict[str, Any]]
    games: dict[int, tuple[str, int]]


def read_acks(path: Path) -> list[dict[str, Any]]:
    """The complete lines of an ack file. A line cut short by the kill was never finished,
    so the driver had not acknowledged that action."""
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]


def start_driver(url: str, ack_path: Path, seed: int, stderr: Any) -> subprocess.Popen:
    env = dict(os.environ)
    # The driver imports `rules` and `storage` from this checkout, whatever the cwd.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    args = [url, str(ack_path), "--seed", str(seed), "--games", str(GAMES)]
    return subprocess.Popen(
        [sys.executable, str(DRIVER), *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
    )


def wait_for_a_choice(proc: subprocess.Popen, ack_path: Path, err_path: Path) -> None:
    deadline = time.monotonic() + FIRST_ACK_TIMEOUT_S
    while not any(ack["kind"] == "choice" for ack in read_acks(ack_path)):
        if proc.poll() is not None:
            pytest.fail(
                f"The driver exited ({proc.returncode}) before acknowledging a choice:\n"
                + err_path.read_text()
            )
        if time.monotonic() > deadline:
            pytest.fail(
                f"The driver acknowledged no choice within {FIRST_ACK_TIMEOUT_S} s:\n"
                + err_path.read_text()
            )
        time.sleep(0.005)


async def check_database(url: str) -> Snapshot:
    """Integrity (SQLite's own checks), read on a connection of its own rather than through the
    store under test, then a snapshot."""
    if url.startswith("sqlite"):
        assert await fetch(url, "PRAGMA integrity_check") == [("ok",)]
        assert await fetch(url, "PRAGMA foreign_key_check") == []
    columns = ("game_id", "seq", "kind", "role", "verb", "arg", "request")
    rows = await fetch(url, f"SELECT {', '.join(columns)} FROM actions")
    log = {(row[0], row[1]): dict(zip(columns, row, strict=True)) for row in rows}
    games = {
        game_id: (status, version)
        for game_id, status, version in await fetch(url, "SELECT id, status, version FROM games")
    }
    return Snapshot(log, games)


def check_acked(db: Snapshot, ack: dict[str, Any]) -> None:
    where = f"game {ack['game_id']} at version {ack['seq']}"
    if ack["kind"] == "abandon":
        # Abandoning writes no action; the game must stay abandoned at the version it had.
        assert db.games[ack["game_id"]] == ("abandoned", ack["seq"]), f"{where}: not abandoned"
        return
    row = db.log.get((ack["game_id"], ack["seq"]))
    assert row is not None, f"acknowledged but not in the log: {ack}"
    if ack["kind"] == "choice":
        found = {
            "kind": row["kind"],
            "role": row["role"],
            "verb": row["verb"],
            "arg": json.loads(row["arg"]) if row["arg"] is not None else None,
        }
        wanted = {key: ack[key] for key in ("kind", "role", "verb", "arg")}
    else:
        found = {"kind": row["kind"], "expression": json.loads(row["request"])["expression"]}
        wanted = {"kind": ack["kind"], "expression": ack["expression"]}
    assert found == wanted, f"{where}: the log has {found}, the driver was told {wanted}"


async def verify(url: str) -> list[VerifyResult]:
    store = await Store.open(url)
    # Closed even when verify fails: an open aiosqlite connection keeps its thread, and
    # pytest, alive.
    try:
        return await store.verify()
    finally:
        await store.close()


@pytest.mark.parametrize("backend", BACKENDS)
def test_sigkill_loses_no_acknowledged_action_and_every_game_replays(
    backend: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    seed = int(os.environ.get("CRASH_SEED", "20250301"))
    moments = random.Random(seed)
    url = asyncio.run(new_url(backend, tmp_path / "crash.sqlite3"))
    tally = Tally()
    ack_paths: list[Path] = []
    began = time.monotonic()

    for run in range(KILLS):
        # One ack file per run, so a line cut short by a kill cannot run into the next one.
        ack_path = tmp_path / f"acks-{run:02d}.jsonl"
        err_path = tmp_path / f"driver-{run:02d}.err"
        ack_paths.append(ack_path)
        with err_path.open("w") as stderr:
            proc = start_driver(url, ack_path, seed * 1000 + run, stderr)
            try:
                wait_for_a_choice(proc, ack_path, err_path)
                pause = moments.uniform(0, MAX_PAUSE_S)
                tally.pauses.append(pause)
                time.sleep(pause)
                assert proc.poll() is None, f"the driver stopped by itself:\n{err_path.read_text()}"
                proc.kill()  # SIGKILL on POSIX: no cleanup, no flush, no rollback
                proc.wait(timeout=10)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait(timeout=10)
        assert proc.returncode == -signal.SIGKILL, err_path.read_text()
        tally.kills += 1

        db = asyncio.run(check_database(url))
        acks = [ack for path in ack_paths for ack in read_acks(path)]
        for ack in acks:
            check_acked(db, ack)
        # The driver acks right after each commit, so at most the one action in flight at
        # the kill can be in the log unacknowledged; more would mean actions nobody made.
        acked_actions = {(ack["game_id"], ack["seq"]) for ack in acks if ack["kind"] != "abandon"}
        unacked = len(db.log) - len(acked_actions)
        assert 0 <= unacked - tally.unacked <= 1, f"{unacked} unacknowledged actions in the log"
        tally.unacked = unacked

        results = asyncio.run(verify(url))
        problems = [result.describe() for result in results if not result.consistent]
        assert not problems, "\n".join(problems)
        started = sorted(game_id for game_id, (_, version) in db.games.items() if version > 0)
        assert [result.game_id for result in results] == started, "verify skipped a game"
        assert sum(result.actions for result in results) == len(db.log)

        tally.checked += 1
        tally.acked = Counter(ack["kind"] for ack in acks)
        tally.actions = len(db.log)
        tally.games = Counter(status for status, _ in db.games.values())
        tally.replayed = len(results)
        tally.in_lobby += tally.games["lobby"] > 0

    elapsed = time.monotonic() - began
    # Each run acknowledged at least one choice of its own, and every check ran.
    assert tally.kills == tally.checked == KILLS >= 20
    assert tally.acked["choice"] >= KILLS
    assert tally.actions >= tally.acked["choice"] + tally.acked["roll"]
    assert tally.replayed >= GAMES
    games = ", ".join(f"{count} {status}" for status, count in sorted(tally.games.items()))
    with capsys.disabled():
        print(
            f"\ncrash test on {backend} (CRASH_SEED={seed}): {tally.kills} SIGKILLs, each"
            " followed by the integrity check, the ack check and a replay of every game;"
            f" kills {min(tally.pauses) * 1000:.0f}-{max(tally.pauses) * 1000:.0f} ms after"
            " the run's first ack\n"
            f"  acknowledged: {tally.acked['choice']} choices, {tally.acked['roll']} rolls and"
            f" {tally.acked['abandon']} abandons, all found; {tally.unacked} more actions in the"
            " log, committed just before a kill cut off their ack\n"
            f"  log: {tally.actions} actions in {sum(tally.games.values())} games ({games});"
            f" {tally.replayed} games replayed to their stored state;"
            f" {tally.in_lobby} kills cut a game's set-up short; {elapsed:.1f} s"
        )
