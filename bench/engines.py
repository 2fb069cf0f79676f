"""Section 4, rules engines: random playouts per second for each title and scenario, through
the protocol (``view`` for the legal choices, ``apply``), without storage."""

from __future__ import annotations

import random
import time
from pathlib import Path

from rules import ORACLES, TITLES
from rules.core import seed_from_text

from .report import Figure

SECTION = "Rules engines"
STEP_CAP = 3000


def playout(title, scenario: str, seed: int) -> int:
    """One game of random legal choices, stopped at the fuzzer's cap for the title (a title
    whose random games outlast real ones sets its own: its oracle's ``playout_cap``); returns
    the number of choices made."""
    rng = random.Random(seed)
    state = title.setup(seed_from_text(f"bench engines {seed}"), scenario)
    cap = ORACLES[title.id].playout_cap() or STEP_CAP
    for step in range(cap):
        active = title.view(state, None).active
        if not active:
            return step
        role = rng.choice(active)
        state = title.apply(state, role, rng.choice(title.view(state, role).choices))
    return cap


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    # Quick (CI) only smokes the section: two games of each scenario print every figure.
    games = 2 if quick else 60
    figures = []
    for title_id, title in TITLES.items():
        for scenario in title.scenarios:
            started = time.perf_counter()
            choices = sum(playout(title, scenario, seed) for seed in range(games))
            elapsed = time.perf_counter() - started
            figures += [
                Figure(SECTION, f"{title_id}/{scenario}: playouts", games / elapsed, "games/s"),
                Figure(SECTION, f"{title_id}/{scenario}: choices", choices / elapsed, "choices/s"),
            ]
    return f"{games} random playouts per scenario, one process, default options", figures
