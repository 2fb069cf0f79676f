"""Sharded delivery through a crash: the acceptance run of tests/wire/sharded.py as
figures.

Two bot processes (the real `python -m bot`, tests/wire/bot_process.py) with two shards each
(SHARD_COUNT=4, SHARD_IDS=0,1 and 2,3) on one PostgreSQL, against the loopback fake Discord of
tests/wire/fake_discord.py: answering after 50 ms, with Discord's buckets, one global limit
shared by both processes (as one bot's is) and its nonce de-duplication. 200 Spanish Civil War
games in 8 guilds over the 4 shards, choices played into the database by the benchmark's own
process. Mid-run, process A is killed with SIGKILL, and started again a few seconds later.

* Notifications delivered exactly once, in order: outbox items whose message (or DM, or board)
  was created once, in its game's thread in outbox order, by the process serving it (what
  "once" means per kind: tests/wire/sharded.py); target: all of them.
* Lost or doubled: items never delivered, or created twice; target 0.
* Boards never pinned (a pin cut off by the kill, or failed on 429s, and not tried again), and
  calls about a game from a process not serving it; target 0.
* Without target: repeats the fake dropped by their nonce, A's items posted by its restart,
  the time from the last choice until everything was delivered, global 429s.

200 games in both runs; ``--quick`` plays fewer choices. PostgreSQL: bench/postgresql.py, a
schema of its own.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.wire.sharded import GAMES, GUILDS, LATENCY, Outcome, Phases, sharded_run

from . import postgresql
from .report import Figure

SECTION = "Sharded delivery through kill -9"
QUICK = Phases(before_kill=5.0, while_down=2.0, after_restart=3.0, rate=6.0)
FULL = Phases(before_kill=20.0, while_down=8.0, after_restart=15.0, rate=10.0)


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    phases = QUICK if quick else FULL
    with postgresql.server() as server:
        outcome = asyncio.run(_run(server, workdir / "shards", phases))
    played = phases.before_kill + phases.while_down + phases.after_restart
    setup = (
        "two `python -m bot` processes, shards 0,1 and 2,3 of 4, on one PostgreSQL (as in"
        " section 1); "
        f"a fake Discord answering after {LATENCY * 1000:.0f} ms with Discord's limits (one "
        f"global 50/s for both); {outcome.games} Spanish Civil War games in {GUILDS} guilds; "
        f"{outcome.choices} random choices at {phases.rate:.0f}/s for {played:.0f} s; process A "
        f"killed with SIGKILL after {phases.before_kill:.0f} s ({outcome.left_at_kill} of its "
        f"items undelivered), restarted {phases.while_down:.0f} s later; "
        f"{outcome.notifications} notifications, {outcome.calls} calls"
    )
    return setup, figures(outcome)


def figures(outcome: Outcome) -> list[Figure]:
    def figure(name: str, value: float, unit: str, limit=None, at_least=False) -> Figure:
        return Figure(SECTION, name, value, unit, limit, at_least)

    return [
        figure(
            "notifications delivered exactly once, in order (two processes, 2 shards each, "
            "kill -9 one)",
            outcome.exactly_once,
            "items",
            outcome.notifications,
            at_least=True,
        ),
        figure(
            "lost or doubled after kill -9 and restart",
            len(outcome.lost | outcome.doubled),
            "items",
            0,
        ),
        figure(
            "boards never pinned (pin cut off by kill -9 or 429s)",
            len(outcome.unpinned),
            "boards",
            0,
        ),
        figure(
            "calls about a game from a process not serving it", outcome.wrong_process, "calls", 0
        ),
        figure("repeats dropped by nonce (Discord's enforce_nonce)", outcome.repeats, "posts"),
        figure("items of A posted by its restart", outcome.restart_delivered, "items"),
        figure("all delivered, after the last choice", outcome.drained_after, "s"),
        figure("global 429s (both processes, one bot's limit)", outcome.global_429s, "429s"),
    ]


async def _run(server: str, workdir: Path, phases: Phases) -> Outcome:
    url = await postgresql.new_schema(server, "bench_shards")
    return await sharded_run(url, workdir, phases, games=GAMES)
