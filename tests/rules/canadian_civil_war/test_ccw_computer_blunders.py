"""Normal commits none of the Canadian Civil War's blunders (issue 45, "Blunders that no level
but Easy makes"; the list and its detectors: ccw_blunders.py, each judged against the rulebook
there, and the scripted player's own test in test_ccw_scripted.py).

Over a few positions of each blunder from the seeded games of ccw_blunders.py (`positions`),
`rules.core.computer.decide` chooses with a seeded search and Normal's whole budget, no clock,
so the test is the same on any machine. Hard is not held to it yet: in one position of the
three it ends a National Emergency Movement Phase with a piece over the stacking limit that it
could have moved apart, a move its standing puts far above the scripted player's (issue 45's
closing note).
"""

from __future__ import annotations

import pytest
from ccw_blunders import BLUNDERS, Blunder, positions

from rules.canadian_civil_war import TITLE
from rules.core.computer import Level, decide
from rules.core.rng import Rng, seed_from_text

PER_BLUNDER = 3  # positions of each blunder, spread over the games


@pytest.mark.slow
@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_normal_commits_no_blunder(blunder: Blunder):
    """Where the blunder is possible, the whole move the level makes does not commit it."""
    found = positions(blunder, most=PER_BLUNDER)
    assert found
    made = []
    for i, (state, role) in enumerate(found):
        rng = Rng(seed=seed_from_text(f"ccw computer blunder {blunder.name} {i}"))
        move = decide(TITLE, state, role, Level.NORMAL, rng)
        why = blunder.commits(TITLE, state, role, move)
        if why is not None:
            made.append(f"step {state.steps}, {role}: {why}")
    assert not made, made
