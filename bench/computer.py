"""Section 8, computer players (ARCHITECTURE.md, "Computer players"): how often Hard beats Easy and
Normal in every title and scenario, with Wilson 95 % intervals, and how long each level takes to
decide.

Each game seats one side (`Title.sides`: a role alone, or the allied factions of 1812) at the
stronger level and every other side at the weaker one; the stronger level plays each side in
turn, so neither a first move nor a stronger side favours it. The computer decides for every
role the rules wait on, one after another, each from its own view (rules/core/computer.py), as
the bot would with every seat given to it. A game counts as won when a role of the stronger
level is among the winners and none of the weaker's; a draw, a shared win or a game cut off at
its step cap counts against it. Decisions are timed as the bot makes them: each search
stopped by `bot.computer.clock`, in one process per CPU, one decision per process.

The full run plays ``BENCH_COMPUTER_GAMES`` games of each matchup (100 by default: days of CPU
on two cores, README "Performance"; set fewer for a first look).
``--quick`` (CI) plays one game of each matchup, cut off after a dozen choices and judged by
`Title.standing` (how the victory conditions stand), with Hard at a twentieth of its budget: a
smoke test of the section, whose win rates and Hard's decision time are printed without a
target; Easy's and Normal's decision times are measured as in the full run.
"""

from __future__ import annotations

import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from bot.computer import clock
from rules import TITLES, get_title
from rules.core import seed_from_text
from rules.core.computer import BUDGETS, Budget, Level, decide
from rules.core.rng import Rng

from .report import Figure, percentile

SECTION = "Computer players"
# Choices before a game is cut off and counted against Hard. Not the fuzzer's playout caps
# (rules/*/oracle.py): those cut random games short on purpose, 500 choices in the Canadian
# Civil War, whose random games run to 12,000; a game between computer players is played out.
STEP_CAP = 20_000
QUICK_CUT = 12  # choices of a quick game before it is judged by standing
WIN_TARGETS = {Level.EASY: 0.9, Level.NORMAL: 0.6}  # Hard's share of the games it wins
DECISION_TARGETS = {Level.EASY: 0.2, Level.NORMAL: 0.2, Level.HARD: 2.0}  # seconds at p99


@dataclass(frozen=True)
class Match:
    title_id: str
    scenario: str
    weak: Level
    game: int  # which game of the matchup: it picks the strong side and seeds everything
    quick: bool


@dataclass
class Result:
    won: bool
    choices: int
    ended: bool = False
    decisions: dict[Level, list[float]] = field(default_factory=lambda: {lv: [] for lv in Level})


def play(match: Match) -> Result:
    """One game, in a worker process: Hard for one side, ``match.weak`` for the others."""
    title = get_title(match.title_id)
    sides = title.sides(match.scenario)
    strong_side = sides[match.game % len(sides)]
    level = {
        role: Level.HARD if side == strong_side else match.weak for side in sides for role in side
    }
    hard = BUDGETS[Level.HARD]
    budgets = {Level.HARD: Budget(hard.iterations // 20, hard.depth)} if match.quick else {}
    name = f"bench computer {match.title_id} {match.scenario} {match.weak} {match.game}"
    state = title.setup(seed_from_text(name), match.scenario)
    rng = Rng(seed=seed_from_text(f"{name} decisions"))
    cap = QUICK_CUT if match.quick else STEP_CAP
    result = Result(won=False, choices=0)
    while state.outcome is None and result.choices < cap:
        waiting = [r for r in title.active(state) if title.view(state, r).choices]
        if not waiting:
            break
        role = waiting[rng.below(len(waiting))]
        started = time.perf_counter()
        choice = decide(
            title, state, role, level[role], rng, budgets.get(level[role]), clock(level[role])
        )
        result.decisions[level[role]].append(time.perf_counter() - started)
        state = title.apply(state, role, choice)
        result.choices += 1
    result.ended = state.outcome is not None
    if result.ended:
        winners = set(state.outcome.winners)
        result.won = bool(winners & set(strong_side)) and not winners - set(strong_side)
    elif match.quick:
        standing = title.standing(state)
        mine = max(standing[r] for r in strong_side)
        result.won = all(mine > standing[r] for r in level if r not in strong_side)
    return result


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % for z = 1.96): unlike the normal
    approximation it stays within [0, 1] and is sound at 0 or all wins of few games."""
    if games == 0:
        return 0.0, 1.0
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    return max(0.0, centre - half / (1 + z * z / games)), min(
        1.0, centre + half / (1 + z * z / games)
    )


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    games = 1 if quick else int(os.environ.get("BENCH_COMPUTER_GAMES", "100"))
    matches = [
        Match(title_id, scenario, weak, game, quick)
        for title_id, title in TITLES.items()
        for scenario in title.scenarios
        for weak in WIN_TARGETS
        for game in range(games)
    ]
    workers = os.cpu_count() or 1
    started = time.perf_counter()
    results: dict[Match, Result] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(play, match): match for match in matches}
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            if not quick:  # a full run takes hours: say how far it is
                print(
                    f"  computer players: {len(results)} of {len(matches)} games, "
                    f"{time.perf_counter() - started:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    elapsed = time.perf_counter() - started
    figures = []
    decisions: dict[Level, list[float]] = {lv: [] for lv in Level}
    by_matchup: dict[tuple[str, str, Level], list[Result]] = {}
    for match in matches:
        result = results[match]
        by_matchup.setdefault((match.title_id, match.scenario, match.weak), []).append(result)
        for lv, times in result.decisions.items():
            decisions[lv] += times
    for (title_id, scenario, weak), played in by_matchup.items():
        wins = sum(r.won for r in played)
        low, high = wilson(wins, len(played))
        cut = sum(not r.ended for r in played)
        cut_off = f", {cut} cut off at {STEP_CAP:,} choices" if cut and not quick else ""
        figures.append(
            Figure(
                SECTION,
                f"{title_id}/{scenario}: Hard beats {weak.value.title()} "
                f"({len(played)} games{cut_off}, 95 % CI {100 * low:.0f}-{100 * high:.0f} %)",
                100 * wins / len(played),
                "%",
                None if quick else 100 * WIN_TARGETS[weak],
                at_least=True,
            )
        )
    for lv, limit in DECISION_TARGETS.items():
        if decisions[lv]:
            figures.append(
                Figure(
                    SECTION,
                    f"{lv.value.title()} decision, p99 ({len(decisions[lv])} decisions)",
                    percentile(decisions[lv], 0.99),
                    "s",
                    None if quick and lv is Level.HARD else limit,
                )
            )
    setup = (
        f"{games} games per title, scenario and matchup, {workers} processes, {elapsed:.0f} s"
        + (
            f"; quick: cut off after {QUICK_CUT} choices and judged by standing, Hard at a "
            "twentieth of its budget, so no win rate is judged"
            if quick
            else ""
        )
    )
    return setup, figures
