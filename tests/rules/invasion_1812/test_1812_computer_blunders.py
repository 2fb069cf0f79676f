"""Normal and Hard commit none of 1812's blunders (ARCHITECTURE.md, "Computer players"; the list and
its detectors: i1812_blunders.py, each judged against the rulebook there).

Over a few positions of each blunder from seeded games (`positions`), `rules.core.computer.decide`
chooses at each level with a seeded search. Normal thinks with its whole budget; Hard with a
CPU-time clock of a second a decision, what the bot gives the first decision of a Hard turn
(bot/computer.py: half of the turn's 2 s), since its whole budget takes up to 12 s where armies
move.
"""

from __future__ import annotations

import pytest
from i1812_blunders import BLUNDERS, Blunder, positions

from rules.core.computer import Level, decide
from rules.core.rng import Rng, seed_from_text
from rules.invasion_1812 import TITLE
from tests.rules.computer_clock import out_of_time

# Positions a blunder, and Hard's CPU seconds a decision.
PER_BLUNDER = 3
HARD_SECONDS = 1.0


@pytest.mark.slow  # about 1 s for Normal, up to 15 s for Hard, the games shared
@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_the_computer_commits_no_blunder(blunder: Blunder, level: Level):
    """Where the blunder is possible, the whole move the level makes does not commit it."""
    found = positions(blunder, most=PER_BLUNDER)
    assert found
    made = []
    for i, (state, role) in enumerate(found):
        rng = Rng(seed=seed_from_text(f"i1812 computer blunder {blunder.name} {level} {i}"))
        move = decide(TITLE, state, role, level, rng, out_of_time=out_of_time(level, HARD_SECONDS))
        why = blunder.detect(TITLE, state, role, move)
        if why is not None:
            made.append(f"step {state.steps}: {why}")
    assert not made, made
