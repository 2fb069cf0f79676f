"""``python -m bench``: how fast the bot is where it spends its time, beside its targets.

Sections (README, "Performance"): accepted choices through storage against raw SQLite and on
PostgreSQL, handler time to the first response, board images, rules engines, memory and
start-up, delivery at scale, two sharded processes on PostgreSQL through a kill -9, the
computer players' strength and decision time, replay pages, and the first answers in games of
thousands of actions.
``--quick`` runs every section smaller (about a minute) for development and CI; the full run
takes a few minutes, but for the computer players' games, which take hours (bench/computer.py).
Timings are printed, never asserted: a target missed is reported as NOT MET, and the exit code
is 0 unless a section crashed.
"""

from __future__ import annotations

import argparse
import os
import platform
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from storage.database import synchronous_mode

from . import (
    answers,
    computer,
    delivery,
    engines,
    handlers,
    images,
    memory,
    replay,
    shards,
    startup,
    storage,
)
from .report import Figure, print_section

Section = Callable[[bool, Path], tuple[str, list[Figure]]]
SECTIONS: dict[str, tuple[str, Section]] = {
    "storage": ("1. Accepted choices through storage", storage.run),
    "handlers": ("2. Handler time to the first response", handlers.run),
    "images": ("3. Board images", images.run),
    "engines": ("4. Rules engines", engines.run),
    "memory": ("5a. Memory", memory.run),
    "start": ("5b. Start to ready", startup.run),
    "delivery": ("6. Delivery at scale", delivery.run),
    "shards": ("7. Sharded delivery through kill -9", shards.run),
    "computer": ("8. Computer players", computer.run),
    "replay": ("9. Replay pages", replay.run),
    "answers": ("10. First answers in long games", answers.run),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller runs, under a minute")
    parser.add_argument(
        "--only", action="append", choices=sorted(SECTIONS), help="run only these sections"
    )
    args = parser.parse_args(argv)
    print(
        f"python -m bench{' --quick' if args.quick else ''}: Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version} (synchronous={synchronous_mode()}), "
        f"{os.cpu_count()} CPUs, {platform.machine()} {platform.system()}"
    )
    started = time.perf_counter()
    figures: list[Figure] = []
    failed = []
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        for key, (title, run) in SECTIONS.items():
            if args.only and key not in args.only:
                continue
            began = time.perf_counter()
            try:
                setup, found = run(args.quick, Path(tmp))
            except Exception:
                failed.append(key)
                print(f"\n== {title} ==\n  FAILED:")
                traceback.print_exc(file=sys.stdout)
                continue
            print_section(title, setup, found, time.perf_counter() - began)
            figures += found
            sys.stdout.flush()
    judged = [f for f in figures if f.met is not None]
    missed = [f for f in judged if not f.met]
    print(
        f"\n{len(judged) - len(missed)} of {len(judged)} targets met"
        + (f"; NOT MET: {', '.join(f.name for f in missed)}" if missed else "")
        + f". {time.perf_counter() - started:.0f} s."
    )
    if failed:
        print(f"Sections that failed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
