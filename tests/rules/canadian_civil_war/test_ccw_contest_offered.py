"""Every Contest the Contest Phase offers can be carried out (7.0-7.3).

The prompt is the list of legal actions: a target listed under "Contest ..." must be one the
player can roll, by marking some of his stacks (7.23) and, with an Issue at stake, naming a
Constituency that takes it (7.12), at 1-1 or better (7.3). Random games of both scenarios are
played to many Contest Phases; at each, every target offered is prepared by marking stacks one
at a time (a search over the marks, never through "Leave out" or "Cancel") until "Roll" is
offered.
"""

from __future__ import annotations

import random

import pytest
from ccw_build import QR, REF, fresh

from rules.canadian_civil_war import TITLE
from rules.core import Choice

STEPS = 400  # choices a game; Contest Phases come every Player-Turn
# The quick loop plays one game of each scenario; the others are `slow` (about 1.5 s each).
GAMES = [
    pytest.param(scenario, seed, marks=[pytest.mark.slow] if seed else [])
    for scenario in (REF, QR)
    for seed in range(6)
]


def _rolls(state, role: str, contest: Choice) -> bool:
    """Whether some marking of ``role``'s stacks lets the Contest on ``contest``'s target be
    rolled: a depth-first search over "add" and "taker" (the marks only grow)."""
    start = TITLE.apply(state, role, contest)
    stack, seen = [start], set()
    while stack:
        draft = stack.pop()
        marks = (tuple(sorted(draft.contest.stacks)), draft.contest.taker)
        if marks in seen:
            continue
        seen.add(marks)
        choices = TITLE.choices(draft, role)
        if any(c.verb == "roll" for c in choices):
            return True
        stack += [TITLE.apply(draft, role, c) for c in choices if c.verb in ("add", "taker")]
    return False


@pytest.mark.parametrize(("scenario", "seed"), GAMES)
def test_every_contest_offered_can_be_rolled(scenario: str, seed: int) -> None:
    offered = 0
    rng = random.Random(seed)
    state = fresh(scenario, f"contests offered {seed}")
    for _ in range(STEPS):
        view = TITLE.view(state, None)
        if view.outcome is not None or not view.active:
            break
        role = view.active[0]
        choices = TITLE.choices(state, role)
        for choice in (c for c in choices if c.verb == "contest"):
            offered += 1
            assert _rolls(state, role, choice), (
                f"{scenario} seed {seed}, Game-Turn {state.turn}: {choice.label} is offered "
                f"to {role} but no marking of its stacks can be rolled"
            )
        # On as a random player would, never cancelling or leaving out, so Contests are rolled.
        picks = [c for c in choices if c.verb not in ("cancel", "drop")] or choices
        state = TITLE.apply(state, role, rng.choice(picks))
    assert offered >= 5, f"only {offered} Contests offered: the game never reached the phase"
