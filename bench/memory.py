"""Section 5, memory (README, "Performance"): the bot's resident memory with 10,000 stored games
and 1,000 active, in a process of its own (``python -m bench.memory``), so that nothing the
benchmark itself holds is counted.

The database is section 1's (`bench.storage`) when that section ran first in the same work
folder at the same size; otherwise it is built the same way (`bench.storage.build`) before the
process starts. The process builds the real bot (`bot.app.create_bot`, then ``prepare()``: the
store, the cogs, the buttons; no network), plays one random legal choice on every active game
through ``bot.store`` and builds its board summary, as the bot does, then reports its memory as
one JSON line.

The peak is ``VmHWM`` from ``/proc/self/status`` (the high-water mark of this process's own
memory), not ``getrusage().ru_maxrss``: on Linux, ``ru_maxrss`` of a process started with
fork + exec carries over its parent's peak, so it reports the whole benchmark's memory rather
than the bot's. ``ru_maxrss`` is used only where ``/proc`` is missing.

Idle games must not be kept in memory: after the run, once the games have been idle as long as
the store keeps a played game (storage/snapshots.py), the process counts the game states
(`rules.core.GameState`) and game records (`storage.GameRecord`) still alive.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import resource
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from storage.database import synchronous_mode

from . import storage as storage_bench
from .report import Figure

SECTION = "Memory and start"
LIMIT_MB = 200.0
ROOT = Path(__file__).resolve().parent.parent
DATABASE = "memory.sqlite3"
GAMES_FILE = "memory-games.json"


def _status_kb() -> dict[str, int]:
    """VmRSS and VmHWM in KB (empty where /proc is missing)."""
    found = {}
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    found[key] = int(value.split()[0])
    except OSError:
        pass
    return found


def _maxrss_kb() -> int:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # bytes on macOS, KB on Linux


def _alive(kind: type) -> int:
    return sum(1 for thing in gc.get_objects() if isinstance(thing, kind))


async def _measure(database: Path, games_file: Path) -> dict[str, object]:
    """The subprocess: the real bot on ``database``, one choice on every active game."""
    from bot.app import create_bot
    from bot.settings import Settings
    from rules.core import GameState
    from storage import GameRecord
    from storage.snapshots import IDLE

    active = storage_bench.Built.load(games_file).active
    bot = create_bot(Settings(discord_token=None, database_url=str(database)))
    await bot.prepare()
    ready_kb = _status_kb().get("VmRSS", 0)
    try:
        rng = random.Random(4)
        played = ended = 0
        started = time.perf_counter()
        for game_id in sorted(active):
            roles = await storage_bench.random_choice(bot.store, game_id, active[game_id], rng)
            played += 1
            ended += not roles
        seconds = time.perf_counter() - started
        # Nothing of ours refers to a game any more: whatever is still alive is held by the bot,
        # once the games have been idle as long as the store keeps a played game's state
        # (storage/snapshots.py; the ticker forgets them then).
        bot.store.forget_idle(datetime.now(UTC) + IDLE)
        gc.collect()
        states, records = _alive(GameState), _alive(GameRecord)
        status = _status_kb()
    finally:
        for cog in list(bot.cogs):
            await bot.remove_cog(cog)  # stops the ticker
        await bot.store.close()
    maxrss = _maxrss_kb()
    return {
        "active": played,
        "ended": ended,
        "seconds": seconds,
        "ready_kb": ready_kb,
        "rss_kb": status.get("VmRSS", maxrss),
        "peak_kb": status.get("VmHWM", maxrss),
        "peak_source": "VmHWM" if "VmHWM" in status else "ru_maxrss",
        "ru_maxrss_kb": maxrss,
        "states_alive": states,
        "records_alive": records,
    }


def _database(quick: bool, workdir: Path) -> tuple[storage_bench.Built, Path, str]:
    """Section 1's build if it fits, else a new one: (build, its games file, origin)."""
    size = storage_bench.scale(quick)
    games_file = workdir / storage_bench.GAMES_FILE
    if games_file.exists():
        built = storage_bench.Built.load(games_file)
        if built.stored == size.stored and built.path.exists():
            return built, games_file, "section 1's database, after its choices"
    mode = synchronous_mode()
    built = asyncio.run(storage_bench.build(workdir / DATABASE, size.stored, size.active, mode))
    games_file = workdir / GAMES_FILE
    built.save(games_file)
    return built, games_file, f"built for this section in {built.seconds:.1f} s"


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    built, games_file, origin = _database(quick, workdir.resolve())
    command = [
        sys.executable,
        "-m",
        "bench.memory",
        "--database",
        str(built.path),
        "--games",
        str(games_file),
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"python -m bench.memory failed:\n{done.stderr[-3000:]}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    mb = 1 / 1024
    setup = (
        f"a process of its own (python -m bench.memory): the bot from create_bot() and "
        f"prepare() (store, cogs, buttons; no network) on {built.stored:,} stored games "
        f"({origin}), then one random legal choice through bot.store and the board summary on "
        f"each of the {found['active']:,} active games ({found['seconds']:.1f} s). Resident "
        f"when ready: {found['ready_kb'] * mb:.0f} MB. Peak: {found['peak_source']} of the "
        f"process (ru_maxrss said {found['ru_maxrss_kb'] * mb:.0f} MB: on Linux a child started "
        f"by fork + exec inherits its parent's peak there). Still alive after the run: "
        f"{found['states_alive']} game states and {found['records_alive']} game records."
    )
    return setup, [
        Figure(SECTION, "resident memory, peak", found["peak_kb"] * mb, "MB", LIMIT_MB),
        Figure(SECTION, "resident memory after the run", found["rss_kb"] * mb, "MB", LIMIT_MB),
        Figure(SECTION, "game states kept in memory when idle", found["states_alive"], "states", 0),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.memory", description=__doc__)
    parser.add_argument("--database", type=Path, required=True)
    parser.add_argument("--games", type=Path, required=True, help="the games file of the build")
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(_measure(args.database, args.games))), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
