"""The computer levels commit none of the blunders of crisis_blunders.py: Normal and
Hard, deciding through `rules.core.computer.decide` over the sampled positions where each
blunder is possible (a few of each, seeded), never make a whole move the detector calls a
blunder. The scripted player's own test is in test_crisis_scripted.py.

Normal decides with its full budget. Hard's full budget (sequential halving down to one move,
its deals doubled every round) takes some ten seconds of CPU a decision, so it decides on a
CPU-time clock a little more generous than a real turn's share: the bot gives a Hard seat 2 s
for a whole Player Turn of a dozen decisions or more (bot/computer.py, `TurnClock`).
"""

from __future__ import annotations

import pytest
from crisis_blunders import BLUNDERS, Blunder, positions

from rules.core.computer import Level, decide
from rules.core.rng import Rng, seed_from_text
from rules.crisis_2020 import TITLE
from tests.rules.computer_clock import out_of_time

# Positions of each blunder played, at most, taken evenly along the sampled games.
MOST = {Level.NORMAL: 8, Level.HARD: 4}
# CPU seconds a Hard decision may think (module docstring); Normal has no clock.
HARD_SECONDS = 0.3


def blunder_id(blunder: Blunder) -> str:
    return blunder.name.replace(" ", "-")


@pytest.mark.slow
@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_the_computer_commits_no_blunder(level):
    """Each blunder (crisis_blunders.py, with the rulebook case it breaks: 6.12, 8.15, 7.0,
    8.11, 6.2, 9.0) is possible in the positions played, and the level's whole move there
    never commits it."""
    made = []
    for blunder in BLUNDERS:
        found = list(positions(blunder, MOST[level]))
        assert found, f"no sampled position where '{blunder.name}' is possible"
        for n, (state, role) in enumerate(found):
            rng = Rng(seed=seed_from_text(f"crisis computer blunders {level} {blunder.name} {n}"))
            clock = out_of_time(level, HARD_SECONDS)
            move = decide(TITLE, state, role, level, rng, out_of_time=clock)
            why = blunder.detect(TITLE, state, role, move)
            if why is not None:
                made.append(f"{blunder.name} ({blunder.rule}), position {n}: {why}")
    assert made == []
