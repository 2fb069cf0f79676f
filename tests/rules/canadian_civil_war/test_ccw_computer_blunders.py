"""Normal and Hard commit none of the Canadian Civil War's blunders (ARCHITECTURE.md, "Computer
players"; the list and its detectors: ccw_blunders.py, each judged against the rulebook there, and
the scripted player's own test in test_ccw_scripted.py).

Over a few positions of each blunder from the seeded games of ccw_blunders.py (`positions`),
`rules.core.computer.decide` chooses with a seeded search. Normal thinks with its whole budget, no
clock, so its half is the same on any machine; Hard with a CPU-time clock of a second a decision,
what the bot gives the first decision of a Hard turn (bot/computer.py: half of the turn's 2 s), as
the 1812 and Crisis 2020 tests do: its whole budget takes up to 35 s where the war moves. With the
whole budget, Hard ends one National Emergency Movement Phase of the three sampled with a piece over
the stacking limit (docs/computer.md, "What Hard still gets wrong").
"""

from __future__ import annotations

import pytest
from ccw_blunders import BLUNDERS, Blunder, positions

from rules.canadian_civil_war import TITLE
from rules.core.computer import Level, decide
from rules.core.rng import Rng, seed_from_text
from tests.rules.computer_clock import out_of_time

PER_BLUNDER = 3  # positions of each blunder, spread over the games
HARD_SECONDS = 1.0  # Hard's CPU seconds a decision (module docstring)


@pytest.mark.slow
@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_the_computer_commits_no_blunder(blunder: Blunder, level: Level):
    """Where the blunder is possible, the whole move the level makes does not commit it."""
    found = positions(blunder, most=PER_BLUNDER)
    assert found
    made = []
    for i, (state, role) in enumerate(found):
        rng = Rng(seed=seed_from_text(f"ccw computer blunder {blunder.name} {i}"))
        move = decide(TITLE, state, role, level, rng, out_of_time=out_of_time(level, HARD_SECONDS))
        why = blunder.commits(TITLE, state, role, move)
        if why is not None:
            made.append(f"step {state.steps}, {role}: {why}")
    assert not made, made
