"""The seam of the National Emergency (10.0, 4.4): who may attempt one, and how an attempt is
asked for. The National Emergency Cycle itself (sides, loyalty, militia, six turns of combat)
is not part of the political game: until it is built, an attempt is refused, saying so.

10.1: "At any time during the game, the Player with the fewest Issues under his control, and
controlling no more than 3 Issues, may attempt to create a National Emergency." Several players
tied for the fewest may each attempt it.
"""

from __future__ import annotations

import re

from .ops import NAMES, tally
from .state import CCWState

_ASKED = re.compile(r"^\s*(attempt\s+(a\s+)?)?national\s+emergency\s*$", re.I)


def eligible(state: CCWState, counts: dict[str, int] | None = None) -> list[str]:
    """The players who may attempt a National Emergency now (10.1), from the Issues each
    controls (``counts``, as ops.tally gives them, or counted here)."""
    counts = tally(state)[0] if counts is None else counts
    fewest = min(counts.values())
    return [c for c, n in counts.items() if n == fewest and n <= 3]


def asked(text: str) -> bool:
    """Whether a typed command asks for a National Emergency (`/play do:"national emergency"`)."""
    return _ASKED.match(text) is not None


def refusal(state: CCWState, role: str) -> str:
    """Why the attempt is not carried out: not eligible, or not built yet."""
    if state.outcome is not None:
        return "The game is over."
    if role not in eligible(state):
        who = ", ".join(NAMES[c] for c in eligible(state)) or "nobody"
        return (
            "Only the player with the fewest Issues, and no more than 3, may attempt a National "
            f"Emergency (10.1): now {who}."
        )
    return (
        "You may attempt a National Emergency (10.1), but the National Emergency Cycle "
        "(10.0) is not playable in this bot yet: the political game goes on."
    )
