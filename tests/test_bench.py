"""`python -m bench --quick` runs to the end and prints every figure (README, "Performance").
Timings are for the benchmark to report, not for tests to assert: only completeness is checked
here."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench.__main__ import SECTIONS as BENCH_SECTIONS
from bench.computer import (
    BASELINE_GAMES,
    GAMES_CAP,
    HARD_SCALE,
    Match,
    Player,
    Result,
    bar,
    drawn,
    plans,
    report,
    score,
    wilson,
)
from rules.core import Outcome

ROOT = Path(__file__).resolve().parent.parent

SECTIONS = [
    "1. Accepted choices through storage",
    "2. Handler time to the first response",
    "3. Board images",
    "4. Rules engines",
    "5a. Memory",
    "5b. Start to ready",
    "8. Computer players",
    "9. Replay pages",
]
FIGURES = [
    "accepted choices per second",
    "latency per choice, p99 (one at a time)",
    "raw SQLite commits per second",
    "store / raw SQLite throughput",
    "migrate --to postgresql: games verified",
    "PostgreSQL: p99 (one at a time)",
    "/play prompt (without an image): p99",
    "button choice (without an image): p99",
    "/roll 2d6 (without an image): p99",
    "/game status (with an image): p99",
    "spanish-civil-war: render p99",
    "invasion-1812: render p99",
    "invasion-1812: largest PNG",
    "spanish-civil-war/standard: playouts",
    "invasion-1812/1813-campaign: playouts",
    "resident memory, peak",
    "start to ready (median)",
    "spanish-civil-war/standard: Hard beats Scripted",
    "spanish-civil-war/standard: Normal beats Scripted",
    "spanish-civil-war/standard: Scripted beats Easy",
    "spanish-civil-war/standard: between scripted players",
    "invasion-1812/1812-introductory: Hard beats Normal",
    "canadian-civil-war/referendum: Normal on every seat, game",
    "crisis-2020/continental-crisis: Hard against Normal, longest game",
    "Hard whole turn, p99",
    "Normal whole turn, p99",
    "canadian-civil-war: replay page",
    "crisis-2020: replay page written in",
]


# Delivery at scale and sharded delivery (sections 6 and 7) wait on a paced fake Discord for
# some five minutes even in their quick form, and the first answers in long games (section 10)
# build, play and export twelve games of up to 3,000 actions (five minutes of CPU): they run
# in the scheduled run's whole benchmark (.ci/scheduled). What they drive is tested apart: the
# bot over HTTP and its shards through a kill in the wire tests (tests/wire), checkpoints and
# snapshots in tests/storage, the export's first answer in tests/bot/test_long_games.py. The
# other sections run here, one after another (about 160 s).
SCHEDULED_ONLY = ("delivery", "shards", "answers")


@pytest.mark.slow
@pytest.mark.long(3)
def test_the_quick_benchmark_completes_and_prints_every_figure():
    assert set(SCHEDULED_ONLY) <= set(BENCH_SECTIONS)
    only = [arg for key in BENCH_SECTIONS if key not in SCHEDULED_ONLY for arg in ("--only", key)]
    run = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", *only],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = run.stdout
    assert run.returncode == 0, out[-3000:] + run.stderr[-3000:]
    assert re.search(r"^\d+ of \d+ targets met", out, re.MULTILINE)
    for section in SECTIONS:
        assert f"== {section} ==" in out, section
    for figure in FIGURES:
        line = next((line for line in out.splitlines() if line.strip().startswith(figure)), None)
        assert line is not None, f"{figure!r} is not printed"
        assert re.search(r"\d", line[len(figure) + 2 :]), f"{figure!r} has no value: {line}"
    assert "FAILED" not in out


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_the_computer_players_intervals_are_wilsons(wins, games, low, high):
    """The win rates' 95 % intervals (bench/computer.py) are Wilson's score intervals: the
    published values of Newcombe, "Two-sided confidence intervals for the single proportion",
    Statistics in Medicine 17 (1998), Table II, method 3."""
    found = wilson(wins, games)
    assert found == pytest.approx((low, high), abs=5e-5)


@pytest.mark.parametrize(
    ("winners", "losers", "side", "part"),
    [
        (["red"], [], ("red",), 1.0),  # a side that wins alone takes the point
        (["red"], [], ("orange",), 0.0),
        (["orange", "green"], [], ("green",), 0.5),  # a Rebel Side of two shares it (11.23)
        ([], [], ("green",), 1 / 3),  # nobody won and nobody lost: an equal part each
        ([], ["orange"], ("green",), 0.5),  # 10.12: the attempter lost, no one won
        ([], ["orange"], ("orange",), 0.0),
    ],
)
def test_a_computer_game_is_scored_as_one_point_shared(winners, losers, side, part):
    """Section 8 scores a game as one point (bench/computer.py): the winners share it, and when
    nobody won, the sides that did not lose share it (Canadian Civil War 10.12)."""
    sides = (("red",), ("orange",), ("green",))
    outcome = Outcome(winners=winners, losers=losers, reason="over")
    assert score(outcome, sides, side) == pytest.approx(part)


@pytest.mark.parametrize(
    ("winners", "losers", "is_drawn"),
    [
        ([], [], True),  # Crisis 2020's Anarchy (10.0), 1812's tie: every side its share
        (["rebel"], [], False),
        ([], ["orange"], False),  # 10.12: the attempter lost alone, the others share
    ],
)
def test_a_game_nobody_won_and_nobody_lost_alone_is_drawn(winners, losers, is_drawn):
    assert drawn(Outcome(winners=winners, losers=losers, reason="over")) is is_drawn


def test_a_levels_win_rate_leaves_the_drawn_games_out():
    """Section 8's bar (bench/computer.py): the Wilson lower bound of the stronger player's
    score over the decided games; a drawn game, whose half point says nothing of who is
    stronger, is counted beside it, not in it; and the points on each side are said."""
    scores = [1.0] * 9 + [0.0] + [0.5] * 20  # 9 won, 1 lost, 20 Anarchy
    matches = [
        Match("crisis-2020", "contested-election", Player.HARD, Player.NORMAL, g, False)
        for g in range(len(scores))
    ]
    results = {
        m: Result(score=x, choices=1, seconds=1.0, ended=True, drawn=x == 0.5, side=m.game % 2)
        for m, x in zip(matches, scores, strict=True)
    }
    (rate,) = [f for f in report(False, matches, results) if "beats" in f.name]
    assert rate.value == pytest.approx(100 * wilson(9, 10)[0])
    assert "9 of 10 decided (20 drawn, score 19 of 30)" in rate.name
    assert "as rebel 10 of 15, as government 9 of 15" in rate.name
    assert rate.limit == pytest.approx(50)


def test_hard_must_beat_the_scripted_player_by_a_wider_margin():
    """bench/computer.py, `bar`: Hard's lower bound against the scripted player above 60 % where two
    sides play, above 1.5 equal shares for one seat of several; every other matchup above an equal
    share."""
    assert bar("spanish-civil-war", "standard", Player.HARD, Player.SCRIPTED) == 0.6
    assert bar("invasion-1812", "1813-campaign", Player.HARD, Player.SCRIPTED) == 0.6
    assert bar("canadian-civil-war", "quiet-revolution", Player.HARD, Player.SCRIPTED) == 0.5
    assert bar("canadian-civil-war", "referendum", Player.HARD, Player.SCRIPTED) == 0.375
    assert bar("canadian-civil-war", "referendum", Player.NORMAL, Player.SCRIPTED) == 0.25
    assert bar("crisis-2020", "contested-election", Player.SCRIPTED, Player.EASY) == 0.5


def test_between_scripted_players_each_side_s_points_are_said():
    matches = [
        Match("spanish-civil-war", "standard", Player.SCRIPTED, Player.SCRIPTED, g, False)
        for g in range(4)
    ]
    # The first side won every game: 1 point for it when it held the game's "strong" seat,
    # none for the other when the other held it.
    results = {
        m: Result(score=1.0 - m.game % 2, choices=1, seconds=1.0, ended=True, side=m.game % 2)
        for m in matches
    }
    (line,) = report(False, matches, results)
    assert "nationalists 4, republicans 0" in line.name
    assert line.value == pytest.approx(100)
    assert line.limit is None


def test_a_matchup_plays_on_until_enough_games_are_decided_and_no_further_than_its_cap():
    """Section 8 plays each matchup until it has the decided games it wants (bench/computer.py,
    `Plan`): a drawn game asks for one more, a game still running counts as decided, and the
    cap ends a matchup whose games are nearly all drawn."""
    todo = plans(False, 2, ["crisis-2020"])
    plan = todo[("crisis-2020", "contested-election", Player.HARD, Player.SCRIPTED)]
    assert (plan.wanted, plan.cap) == (2, 2 * GAMES_CAP)
    timed = todo[("crisis-2020", "contested-election", Player.NORMAL, Player.NORMAL)]
    assert (timed.wanted, timed.cap) == (1, 1)
    baseline = todo[("crisis-2020", "contested-election", Player.SCRIPTED, Player.SCRIPTED)]
    assert (baseline.wanted, baseline.cap) == (BASELINE_GAMES, BASELINE_GAMES)
    assert next(iter(todo))[2] is Player.HARD  # the longest games go to the pool first
    plan.played = plan.running = 2
    assert not plan.more()  # two running: enough, should both be decided
    plan.running, plan.decided = 1, 1  # one ended decided, one still running
    assert not plan.more()
    plan.running = 0  # the other ended drawn: one more game
    assert plan.more()
    plan.played = plan.cap
    assert not plan.more()  # the cap ends it, decided or not
    quick = plans(True, 1, ["crisis-2020"])
    assert {(p.wanted, p.cap) for p in quick.values()} == {(1, 1)}
    scaled = plans(False, 2, ["canadian-civil-war"])
    for (title_id, scenario), scale in HARD_SCALE.items():
        plan = scaled[(title_id, scenario, Player.HARD, Player.NORMAL)]
        assert (plan.wanted, plan.cap) == (2 * scale, 2 * scale * GAMES_CAP)
        assert scaled[(title_id, scenario, Player.HARD, Player.SCRIPTED)].wanted == 2
    # BENCH_COMPUTER_MATCHUPS: only the matchups named, each as wanted without the filter.
    only = plans(False, 2, ["crisis-2020"], {"hard-scripted", "scripted-scripted"})
    assert {(k[2], k[3]) for k in only} == {
        (Player.HARD, Player.SCRIPTED),
        (Player.SCRIPTED, Player.SCRIPTED),
    }
    assert all((only[k].wanted, only[k].cap) == (todo[k].wanted, todo[k].cap) for k in only)
