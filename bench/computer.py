"""Section 8, computer players (ARCHITECTURE.md, "Computer players"): how strong each level is
against a player who follows the rulebook (the title's scripted player, `Title.scripted`: the
reference opponent), and against the level below, in every title and scenario, with
Wilson 95 % intervals; how the sides fare between two rules-readers; that games between
computer players end, and how long they take; and how long a seat's whole turn makes its
players wait.

Each matchup game seats one side (`Title.sides`: a role alone, or the allied factions of 1812)
with the stronger player and every other side with the weaker one; the stronger plays each side
in turn, so neither a first move nor a stronger side favours it. Every seat decides from its
own view, one after another as the rules wait on them, as the bot would with every seat given
to the computer: a level through `rules.core.computer.decide` with the bot's clock for a whole
turn (`bot.computer.TurnClock`), the scripted player through `scripted_move`. Each game is one
point (`score`), shared as chess shares a draw: a side that wins alone takes it, winners
together share it (the Canadian Civil War's Rebel Side of two players), and a game nobody wins
(Crisis 2020's Anarchy, 1812's tie) gives every side an equal part, except a side that lost
while the others did not (`Outcome.losers`: the Canadian Civil War's player whose National
Emergency failed, 10.12); a game cut off at its step cap gives the stronger player nothing. So
an equal player's expected score is exactly its share, 1/2 with two sides, 1/3 or 1/4 for one
seat of the Canadian Civil War.

The bar is the Wilson 95 % lower bound of the stronger player's mean score over the **decided**
games: above 60 % for Hard against the scripted player where two sides play, above 1.5 times
an equal share for one seat of the Canadian Civil War, above the equal share for
every other matchup. A game that ended with nobody winning and nobody losing alone (Anarchy, a
tie) gives every side exactly its share whoever played better, so it says nothing of which is
stronger, and is left out, as engine testers leave draws out of the likelihood of superiority
(the sign test); drawn games and the score with them are printed beside it. The interval is
that of a proportion, conservative for scores between 0 and 1. Each figure also says how the
stronger player scored on each side: where one side nearly always wins between rules-readers
(the line "between scripted players" says so), only its games on the weaker side tell how much
stronger a player is.

A seat's turn is every decision it makes before another seat decides: what its players wait
for. The games run in one process per CPU, each decision timed as it runs.

The full run plays games of each matchup until ``BENCH_COMPUTER_GAMES`` of them (30 by default)
are decided, at most ``GAMES_CAP`` times that many (`Plan`): a fixed count of games gave the
Crisis 2020 scenarios where most games end in Anarchy 3 to 16 decided games of 30, too few to
show any edge. How many games a matchup plays depends only on how many ended drawn, never on who
won, so the decided games are an unbiased sample of the edge. ``HARD_SCALE`` asks for more games
of Hard against Normal where its edge is small beside a game's spread and its games are short
(the Canadian Civil War), fixed before the run. Set ``BENCH_COMPUTER_TITLES`` to a
comma-separated list of title ids to play only those, and ``BENCH_COMPUTER_MATCHUPS`` to a
comma-separated list of matchups as ``strong-weak`` (``hard-scripted,normal-scripted``;
``scripted-scripted`` and ``normal-normal`` are the baseline and the timed games) to play only
those. ``--quick`` (CI) plays one game of each
matchup, cut off after a dozen choices and judged by `Title.standing`: a smoke test of the
section, whose win rates and Hard's times are printed without a target; Easy's and Normal's turn
times are measured as in the full run.
"""

from __future__ import annotations

import math
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path

from bot.computer import TurnClock, clock
from rules import TITLES, get_title
from rules.core import Outcome, seed_from_text
from rules.core.computer import BUDGETS, Level, decide, scripted_move
from rules.core.rng import Rng

from .report import Figure, percentile

SECTION = "Computer players"
# Choices before a game is cut off and counted against the stronger level. Not the fuzzer's
# playout caps (rules/*/oracle.py): those cut random games short on purpose; a game between
# computer players is played out.
STEP_CAP = 20_000
QUICK_CUT = 12  # choices of a quick game before it is judged by standing


class Player(StrEnum):
    """Who plays a side: a computer level, or the title's scripted player (`Title.scripted`)."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    SCRIPTED = "scripted"

    @property
    def level(self) -> Level | None:
        return None if self is Player.SCRIPTED else Level(self.value)


# Each matchup: the stronger player, the weaker one. Against the scripted player first (issue
# 45: strength measured against a player who follows the rulebook), then the levels among
# themselves.
MATCHUPS = (
    (Player.HARD, Player.SCRIPTED),
    (Player.NORMAL, Player.SCRIPTED),
    (Player.SCRIPTED, Player.EASY),
    (Player.HARD, Player.NORMAL),
)
# Hard's bar against the scripted player: the lower bound of its score above 60 %
# where two sides play, above 1.5 equal shares for one seat of several.
HARD_BAR_TWO_SIDES = 0.6
HARD_BAR_SHARES = 1.5
# Games of the scripted player on every seat in each scenario: how often each side wins
# between rules-readers (untimed, never judged).
BASELINE_GAMES = 40
# Decided games of Hard against Normal wanted in a scenario, as a multiple of
# BENCH_COMPUTER_GAMES, where one level's edge is small beside a game's spread and its games are
# short. One seat of three in the Quiet Revolution, where most games turn on one roll on the
# National Emergency Table (10.81), scored 0.39 of a point against an equal share of 1/3 (270
# games, 2026-12-05), an edge only some 400 games show; they take 5 s each. One seat of four in
# the Referendum scored about its share, 0.26 against 1/4 (227 games): twice the games give its
# figure a closer interval. Fixed before a run, never from its results (the runs of 2026-12-05:
# 0.365 then 0.395 over 390 games, lower bounds 0.319 and 0.348, one short of the bar and one
# above it; README, Performance section 8).
HARD_SCALE: dict[tuple[str, str], int] = {
    ("canadian-civil-war", "quiet-revolution"): 13,
    ("canadian-civil-war", "referendum"): 2,
}
# At most this many games of a matchup for each decided game wanted: two Crisis 2020 games in
# three end in Anarchy (nine in ten of the Continental Crisis), and a run must end.
GAMES_CAP = 3
TURN_TARGETS = {Level.NORMAL: 0.3, Level.HARD: 3.0}  # seconds at p99, a seat's whole turn
# Minutes a whole game may take: Normal on every seat, and Hard against another player.
GAME_TARGETS = {Level.NORMAL: 10.0, Level.HARD: 30.0}


@dataclass(frozen=True)
class Match:
    title_id: str
    scenario: str
    strong: Player
    weak: Player
    game: int  # which game of the matchup: it picks the strong side and seeds everything
    quick: bool


Matchup = tuple[str, str, Player, Player]  # title, scenario, the stronger player, the weaker


@dataclass
class Result:
    score: float  # the stronger player's part of the game's point
    choices: int
    seconds: float
    ended: bool = False
    drawn: bool = False  # ended with nobody winning and nobody losing alone: no side's edge
    side: int = 0  # which of the title's sides the stronger player held
    turns: dict[Level, list[float]] = field(default_factory=lambda: {lv: [] for lv in Level})
    decisions: dict[Level, list[float]] = field(default_factory=lambda: {lv: [] for lv in Level})


def play(match: Match) -> Result:
    """One game, in a worker process: ``match.strong`` for one side, ``match.weak`` for the
    others."""
    title = get_title(match.title_id)
    sides = title.sides(match.scenario)
    strong_side = sides[match.game % len(sides)]
    player = {
        role: match.strong if side == strong_side else match.weak for side in sides for role in side
    }
    # Quick: Hard on one deal a round and a quarter of its playout (its insight kept), so that
    # CI only smokes the section.
    hard = BUDGETS[Level.HARD]
    budgets = {Level.HARD: replace(hard, deals=1, depth=hard.depth // 4)} if match.quick else {}
    name = (
        f"bench computer {match.title_id} {match.scenario} {match.strong} {match.weak} {match.game}"
    )
    state = title.setup(seed_from_text(name), match.scenario)
    rng = Rng(seed=seed_from_text(f"{name} decisions"))
    cap = QUICK_CUT if match.quick else STEP_CAP
    started = time.perf_counter()
    result = Result(score=0.0, choices=0, seconds=0.0, side=sides.index(strong_side))
    turns = TurnClock()
    turn_role, turn_time = None, 0.0
    while state.outcome is None and result.choices < cap:
        waiting = [r for r in title.active(state) if title.view(state, r).choices]
        if not waiting:
            break
        role = waiting[rng.below(len(waiting))]
        level = player[role].level
        if role != turn_role and turn_role is not None:
            result.turns[player[turn_role].level].append(turn_time)  # type: ignore[index]
            turn_time = 0.0
        if level is None:
            move = scripted_move(title, state, role)
            turn_role = None
        else:
            turn_role = role
            began = time.perf_counter()
            seconds = turns.seconds(role, level, state, role)
            move = decide(title, state, role, level, rng, budgets.get(level), clock(seconds))
            result.decisions[level].append(time.perf_counter() - began)
            turn_time += result.decisions[level][-1]
        for choice in move:
            state = title.apply(state, role, choice)
            result.choices += 1
    if turn_role is not None:
        result.turns[player[turn_role].level].append(turn_time)  # type: ignore[index]
    result.seconds = time.perf_counter() - started
    result.ended = state.outcome is not None
    if result.ended:
        result.score = score(state.outcome, sides, strong_side)
        result.drawn = drawn(state.outcome)
    elif match.quick:
        standing = title.standing(state)
        mine = max(standing[r] for r in strong_side)
        result.score = float(all(mine > standing[r] for r in player if r not in strong_side))
    return result


def score(outcome: Outcome, sides: tuple[tuple[str, ...], ...], side: tuple[str, ...]) -> float:
    """``side``'s part of a finished game's point (module docstring): the winners share it;
    when nobody won, the sides that did not lose (`Outcome.losers`) share it."""
    winners = set(outcome.winners)
    if winners:
        return len(winners & set(side)) / len(winners)
    drawn = [s for s in sides if not set(s) <= set(outcome.losers)]
    return 1 / len(drawn) if side in drawn else 0.0


def drawn(outcome: Outcome) -> bool:
    """Whether a finished game gave every side its equal share: nobody won, nobody lost alone
    (the module docstring: such a game is left out of a level's win rate)."""
    return not outcome.winners and not outcome.losers


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
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


@dataclass
class Plan:
    """How many games of one matchup to play (module docstring): until ``wanted`` of them are
    decided, ``cap`` at most. Whether a game was drawn is all it looks at, never who won, so
    the decided games are as many independent draws of the level's edge as a fixed count."""

    wanted: int
    cap: int
    played: int = 0  # games handed to the pool so far, each numbered by its order
    running: int = 0
    decided: int = 0

    def more(self) -> bool:
        """Whether another game is needed, counting every game still running as decided."""
        return self.decided + self.running < self.wanted and self.played < self.cap


def plans(
    quick: bool, decided: int, titles: list[str], only: set[str] | None = None
) -> dict[Matchup, Plan]:
    """Every matchup of ``titles`` (of ``only``, named ``strong-weak``, if given), the longest
    first (Hard's games), so that the pool's last minutes are not one long game alone."""
    wanted = {}
    for title_id in titles:
        for scenario in TITLES[title_id].scenarios:
            for strong, weak in MATCHUPS:
                scale = HARD_SCALE.get((title_id, scenario), 1) if weak is Player.NORMAL else 1
                wanted[(title_id, scenario, strong, weak)] = 1 if quick else decided * scale
            # Normal on every seat: a "matchup" of Normal against itself, timed, never judged;
            # the scripted player on every seat: how the sides fare between rules-readers.
            wanted[(title_id, scenario, Player.NORMAL, Player.NORMAL)] = 1
            baseline = 1 if quick else BASELINE_GAMES
            wanted[(title_id, scenario, Player.SCRIPTED, Player.SCRIPTED)] = baseline
    if only is not None:
        wanted = {key: n for key, n in wanted.items() if f"{key[2]}-{key[3]}" in only}
    order = sorted(wanted, key=lambda key: key[2] is not Player.HARD)
    return {
        key: Plan(
            wanted[key], wanted[key] if quick or key[2] is key[3] else GAMES_CAP * wanted[key]
        )
        for key in order
    }


def bar(title_id: str, scenario: str, strong: Player, weak: Player) -> float:
    """The share of the decided games' points the stronger player's lower bound must pass
    (module docstring)."""
    sides = len(get_title(title_id).sides(scenario))
    if strong is Player.HARD and weak is Player.SCRIPTED:
        return HARD_BAR_TWO_SIDES if sides == 2 else HARD_BAR_SHARES / sides
    return 1 / sides


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    decided = 1 if quick else int(os.environ.get("BENCH_COMPUTER_GAMES", "30"))
    wanted = os.environ.get("BENCH_COMPUTER_TITLES", "")
    titles = [t for t in TITLES if not wanted or t in wanted.split(",")]
    matchups = os.environ.get("BENCH_COMPUTER_MATCHUPS", "")
    todo = plans(quick, decided, titles, set(matchups.split(",")) if matchups else None)
    if not todo:
        known = sorted({f"{key[2]}-{key[3]}" for key in plans(quick, decided, titles)})
        raise SystemExit(
            f"BENCH_COMPUTER_MATCHUPS={matchups!r} names no matchup; they are {', '.join(known)}"
        )
    workers = os.cpu_count() or 1
    started = time.perf_counter()
    results: dict[Match, Result] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures: dict[Future[Result], Match] = {}

        def submit(key: Matchup) -> None:
            plan = todo[key]
            match = Match(*key, game=plan.played, quick=quick)
            plan.played += 1
            plan.running += 1
            futures[pool.submit(play, match)] = match

        # As many games of every matchup as it wants decided, a game of each in turn; then one
        # more each time a game ends drawn.
        for round_ in range(max(plan.wanted for plan in todo.values())):
            for key, plan in todo.items():
                if round_ < plan.wanted:
                    submit(key)
        while futures:
            done, _ = wait(futures, return_when=FIRST_COMPLETED)
            for future in done:
                match = futures.pop(future)
                results[match] = result = future.result()
                key = (match.title_id, match.scenario, match.strong, match.weak)
                plan = todo[key]
                plan.running -= 1
                plan.decided += not result.drawn
                if plan.more():
                    submit(key)
                if not quick:  # a full run takes long: say how far it is, and each game
                    print(
                        f"  computer players: {len(results)} games, "
                        f"{time.perf_counter() - started:.0f} s; {match.title_id}/{match.scenario} "
                        f"{match.strong} v {match.weak} #{match.game}: "
                        f"scored {result.score:.2f}{', drawn' if result.drawn else ''}, "
                        f"{result.choices} choices, "
                        f"{result.seconds:.0f} s{'' if result.ended else ', cut off'}",
                        file=sys.stderr,
                        flush=True,
                    )
    elapsed = time.perf_counter() - started
    order = {key: i for i, key in enumerate(todo)}
    played = sorted(
        results, key=lambda m: (order[(m.title_id, m.scenario, m.strong, m.weak)], m.game)
    )
    return _setup(quick, decided, workers, elapsed), report(quick, played, results)


def _setup(quick: bool, decided: int, workers: int, elapsed: float) -> str:
    if quick:
        games = "1 game of each matchup per title and scenario"
    else:
        hard = "; ".join(
            f"{scenario} {decided * scale}" for (_, scenario), scale in HARD_SCALE.items()
        )
        matchups = ", ".join(f"{strong.value} v {weak.value}" for strong, weak in MATCHUPS)
        games = (
            f"games of each matchup ({matchups}) until {decided} are decided (at most "
            f"{GAMES_CAP} times as many) per title and scenario (Hard v Normal: {hard}), "
            f"{BASELINE_GAMES} with the scripted player on every seat"
        )
    return (
        games
        + f", {workers} processes, {elapsed:.0f} s"
        + (
            f"; quick: cut off after {QUICK_CUT} choices and judged by standing, Hard on one "
            "deal a round, so no win rate or Hard time is judged"
            if quick
            else ""
        )
    )


def report(quick: bool, matches: list[Match], results: dict[Match, Result]) -> list[Figure]:
    figures = []
    turns: dict[Level, list[float]] = {lv: [] for lv in Level}
    decisions: dict[Level, list[float]] = {lv: [] for lv in Level}
    by_matchup: dict[Matchup, list[Result]] = {}
    for match in matches:
        result = results[match]
        by_matchup.setdefault(
            (match.title_id, match.scenario, match.strong, match.weak), []
        ).append(result)
        for lv, times in result.turns.items():
            turns[lv] += times
        for lv, times in result.decisions.items():
            decisions[lv] += times
    for (title_id, scenario, strong, weak), played in by_matchup.items():
        cut = sum(not r.ended for r in played)
        cut_off = f", {cut} cut off at {STEP_CAP:,} choices" if cut and not quick else ""
        longest = max(r.seconds for r in played) / 60
        sides = get_title(title_id).sides(scenario)
        if strong is weak is Player.NORMAL:
            figures.append(
                Figure(
                    SECTION,
                    f"{title_id}/{scenario}: Normal on every seat, game{cut_off}",
                    longest,
                    "min",
                    None if quick else GAME_TARGETS[Level.NORMAL],
                )
            )
            continue
        if strong is weak:
            figures.append(_baseline(title_id, scenario, sides, played))
            continue
        share = 1 / len(sides)
        decided = [r for r in played if not r.drawn]
        wins = sum(r.score for r in decided)
        low, high = wilson(wins, len(decided))
        ties = len(played) - len(decided)
        draws = f" ({ties} drawn, score {wins + ties * share:g} of {len(played)})" if ties else ""
        figures.append(
            Figure(
                SECTION,
                f"{title_id}/{scenario}: {strong.value.title()} beats {weak.value.title()} "
                f"{wins:g} of {len(decided)} decided{draws}{cut_off} ({_by_side(sides, played)}), "
                f"95 % CI {100 * low:.0f}-{100 * high:.0f} %, lower bound",
                100 * low,
                "%",
                None if quick else 100 * bar(title_id, scenario, strong, weak),
                at_least=True,
            )
        )
        if strong is Player.HARD:
            figures.append(
                Figure(
                    SECTION,
                    f"{title_id}/{scenario}: Hard against {weak.value.title()}, longest game"
                    f"{cut_off}",
                    longest,
                    "min",
                    None if quick else GAME_TARGETS[Level.HARD],
                )
            )
    for lv, limit in TURN_TARGETS.items():
        if turns[lv]:
            figures.append(
                Figure(
                    SECTION,
                    f"{lv.value.title()} whole turn, p99 ({len(turns[lv])} turns)",
                    percentile(turns[lv], 0.99),
                    "s",
                    None if quick and lv is Level.HARD else limit,
                )
            )
            # One whole move of such a turn: a turn of many moves is many of these.
            figures.append(
                Figure(
                    SECTION,
                    f"{lv.value.title()} one decision, p99 ({len(decisions[lv])} decisions)",
                    percentile(decisions[lv], 0.99),
                    "s",
                )
            )
    return figures


def _side_name(side: tuple[str, ...]) -> str:
    return "+".join(side) if len(side) < 3 else f"{side[0]} and allies"


def _by_side(sides: tuple[tuple[str, ...], ...], played: list[Result]) -> str:
    """The stronger player's points on each side, drawn games at their share: "as
    nationalists 15 of 15, as republicans 0 of 15"."""
    parts = []
    for index, side in enumerate(sides):
        games = [r for r in played if r.side == index]
        points = sum(r.score if not r.drawn else 1 / len(sides) for r in games)
        parts.append(f"as {_side_name(side)} {points:g} of {len(games)}")
    return ", ".join(parts)


def _baseline(
    title_id: str, scenario: str, sides: tuple[tuple[str, ...], ...], played: list[Result]
) -> Figure:
    """How the sides fared with the scripted player on every seat: each side's points, the
    first side's as the figure."""
    points = [0.0] * len(sides)
    for result in played:
        points[result.side] += result.score
        others = (1 - result.score) / max(1, len(sides) - 1)
        for index in range(len(sides)):
            if index != result.side:
                points[index] += others if not result.drawn else result.score
    games = len(played)
    said = ", ".join(f"{_side_name(side)} {p:g}" for side, p in zip(sides, points, strict=True))
    return Figure(
        SECTION,
        f"{title_id}/{scenario}: between scripted players, points of {games} games: {said}; "
        f"{_side_name(sides[0])}'s share",
        100 * points[0] / games if games else 0.0,
        "%",
    )
