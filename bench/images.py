"""Section 3, board images: each title's PNG render time and byte size, on real mid-game
boards (random legal choices from the start)."""

from __future__ import annotations

import random
import time
from pathlib import Path

from bot.images import render_board
from rules import TITLES
from rules.core import seed_from_text

from .report import Figure, ms, percentile

SECTION = "Board images"
RENDER_P99_MS = 150
MAX_BYTES = 300 * 1024


def boards(title_id: str, count: int) -> list:
    """``count`` public boards of ``title_id`` from different games and moments."""
    title = TITLES[title_id]
    found = []
    for n in range(count):
        rng = random.Random(n)
        scenario = list(title.scenarios)[n % len(title.scenarios)]
        state = title.setup(seed_from_text(f"bench images {n}"), scenario)
        for _ in range(rng.randrange(0, 120)):
            active = title.view(state, None).active
            if not active:
                break
            role = rng.choice(active)
            state = title.apply(state, role, rng.choice(title.view(state, role).choices))
        found.append(title.view(state, None).board)
    return found


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    renders = 30 if quick else 200
    figures = []
    for title_id in TITLES:
        samples, sizes = [], []
        for board in boards(title_id, renders):
            started = time.perf_counter()
            png = render_board(title_id, board)
            samples.append(time.perf_counter() - started)
            sizes.append(len(png))
        figures += [
            Figure(SECTION, f"{title_id}: render p50", ms(percentile(samples, 0.5)), "ms"),
            Figure(
                SECTION,
                f"{title_id}: render p99",
                ms(percentile(samples, 0.99)),
                "ms",
                RENDER_P99_MS,
            ),
            Figure(SECTION, f"{title_id}: largest PNG", max(sizes) / 1024, "KB", MAX_BYTES / 1024),
        ]
    setup = (
        f"{renders} boards per title from random games, each rendered once (the first render "
        "of a process, which builds cached static layers, included)"
    )
    return setup, figures
