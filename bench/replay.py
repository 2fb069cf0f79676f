"""Section 9, replay pages (bot/replay): the page of the longest game the fuzzer plays in each
title, its size and the time to write it from the export, beside their targets: at most
8 MB, which Discord takes from a bot, in at most 10 s (README, "Watch a game outside Discord").

The games are the fuzzer's (tests/rules/test_fuzz.py): from each scenario's set-up, random legal
choices with its nudge (one step in three picks among the choices that take no argument, which
keeps games near their real length), up to the title's playout cap; the longest of each title
is exported as a finished game (its seed and choices, the public log each added) and its page
written as ``python -m bot.replay`` writes it: the boards replayed from the seed, drawn by one
process per CPU.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

from bot.replay import build_page, pool, public_boards
from rules import ORACLES, TABLES, TITLES
from rules.core import commitment, seed_from_text
from rules.verify import FORMAT, VERSION, Export

from .report import Figure

SECTION = "Replay pages"
MAX_MB = 8.0
MAX_SECONDS = 10.0
STEP_CAP = 3000  # the fuzzer's, for a title whose oracle sets none
P_BARE = 1 / 3  # the fuzzer's nudge towards choices without an argument
FUZZ_GAMES = 100  # games per scenario, the longest of which is written (the fuzzer's policy)
# Quick (CI) smokes the section: one game per scenario, cut at this many choices, whose page is
# written as a full run writes the longest game's.
QUICK_CHOICES = 40


def fuzzed_game(title_id: str, scenario: str, seed: int, cut: int | None = None) -> Export:
    """One fuzzer-like game, exported as a finished game is (as an abandoned one when it is
    ``cut`` after that many choices)."""
    title = TITLES[title_id]
    rng = random.Random(seed)
    game_seed = seed_from_text(f"bench replay {title_id} {scenario} {seed}")
    options = {key: spec.default for key, spec in title.options.items()}
    state = title.setup(game_seed, scenario, options)
    setup_log = list(state.log)
    actions = []
    for step in range(cut or ORACLES[title_id].playout_cap() or STEP_CAP):
        active = title.view(state, None).active
        if not active:
            break
        role = rng.choice(active)
        choices = title.view(state, role).choices
        bare = [c for c in choices if c.arg is None]
        choice = rng.choice(bare if bare and rng.random() < P_BARE else choices)
        after = title.apply(state, role, choice)
        actions.append(
            {
                "seq": step + 1,
                "kind": "choice",
                "role": role,
                "verb": choice.verb,
                "arg": choice.arg,
                "label": choice.label,
                "log": after.log[len(state.log) :],
            }
        )
        state = after
    return Export(
        format=FORMAT,
        version=VERSION,
        game_id=seed + 1,
        title={"id": title_id, "name": title.name},
        scenario=scenario,
        options=options,
        status="ended" if state.outcome is not None else "abandoned",
        commitment=commitment(game_seed),
        seed=game_seed,
        role_names={r: title.role_name(r) for r in title.roles_in(scenario)},
        outcome=state.outcome.model_dump() if state.outcome is not None else None,
        setup={"log": setup_log},
        actions=actions,
        created_at="",
    )


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    seeds, cut = (1, QUICK_CHOICES) if quick else (FUZZ_GAMES, None)
    workers = os.cpu_count() or 1
    figures = []
    lengths = []
    for title_id, title in TITLES.items():
        games = (
            fuzzed_game(title_id, sc, seed, cut) for sc in title.scenarios for seed in range(seeds)
        )
        longest = max(games, key=lambda export: len(export.actions))
        started = time.perf_counter()
        boards = public_boards(longest, TITLES, TABLES)
        with pool() as drawing:
            page = build_page(title, longest, boards, drawing)
        (workdir / f"replay-{title_id}.html").write_text(page, encoding="utf-8")
        seconds = time.perf_counter() - started
        lengths.append(f"{title_id} {len(longest.actions)}")
        size = len(page.encode()) / 2**20
        figures += [
            Figure(SECTION, f"{title_id}: replay page", size, "MB", MAX_MB),
            Figure(SECTION, f"{title_id}: replay page written in", seconds, "s", MAX_SECONDS),
        ]
    setup = (
        f"the longest of {seeds} fuzzer-like games per scenario of each title"
        + (f", cut at {cut} choices" if cut else "")
        + " (actions: "
        + f"{', '.join(lengths)}), its page written from the export with {workers} processes"
    )
    return setup, figures
