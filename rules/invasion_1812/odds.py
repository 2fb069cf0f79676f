"""Arithmetic on the battle dice ("3. Battles", "Battle Dice Results"): what a side's dice are
worth, which casualty costs it least, and the odds of a battle, for the scripted player
(scripted.py).

A force is a tuple of unit counts in role order (``FACTIONS``): a side's units in one area,
the other side's entries zero. "The player rolls an amount of dice corresponding to the number
of his units present in the battle", at most 2 for the Regulars and 3 for the militias and the
Natives; each die's faces are in data/dice.toml.
"""

from __future__ import annotations

import math
import operator
from functools import lru_cache

from .cards import DICE
from .factions import FACTIONS, MAX_DICE

Force = tuple[int, ...]

NONE: Force = (0,) * len(FACTIONS)
_MAX = tuple(MAX_DICE[f] for f in FACTIONS)
_FACES = 6
HIT = tuple(DICE[f].hits / _FACES for f in FACTIONS)
FLEE = tuple(DICE[f].flees / _FACES for f in FACTIONS)
# A side's units leave the battle in this order when a Hit falls on them: first the units
# beyond their colour's maximum dice (they roll nothing), the worst hitters among them first;
# then the worst hitters ("choose casualties sensibly: keep the units whose dice hit best").
_BY_HIT = tuple(sorted(range(len(FACTIONS)), key=lambda i: (HIT[i], i)))
# The odds' curve (`odds`), fitted to 144 battles rolled 1,500 times each, between stacks like
# the 1812 setups' (9 British against 8 American forces, each side with the initiative): the
# odds come within 0.04 of the rolled outcomes (root mean square).
_STEEPNESS = 2.1
# Rolls an expected battle is followed for at most: two stacks of 25 are settled in about 12.
_ROUNDS = 60


def add(a: Force, b: Force) -> Force:
    return tuple(map(operator.add, a, b))


def less(a: Force, b: Force) -> Force:
    """``a`` without the units of ``b``."""
    return tuple(map(operator.sub, a, b))


size = sum  # a force's units


def dice(force: Force) -> tuple[int, ...]:
    """The dice each colour rolls: one a unit, up to its maximum ("3. Battles")."""
    return tuple(min(n, m) for n, m in zip(force, _MAX, strict=True))


def expected_hits(force: Force) -> float:
    """The Hits a force's dice roll on average, each die by its own faces."""
    return sum(d * h for d, h in zip(dice(force), HIT, strict=True))


def casualty_cost(force: Force, faction: int) -> float:
    """How many Hits a roll loses on average when one unit of colour ``faction`` is removed:
    nothing for a unit beyond its colour's maximum dice."""
    n = force[faction]
    return (min(n, _MAX[faction]) - min(n - 1, _MAX[faction])) * HIT[faction]


def casualty(force: Force) -> int:
    """The colour a sensible player loses to a Hit: the one whose loss costs the fewest Hits a
    roll, then the worst hitter, then role order."""
    present = [i for i in range(len(force)) if force[i]]
    return min(present, key=lambda i: (casualty_cost(force, i), HIT[i], i))


@lru_cache(maxsize=1 << 16)
def odds(ours: Force, theirs: Force, first: bool) -> float:
    """The chance that ``ours`` wins a battle against ``theirs`` (``first``: ours has the
    initiative and rolls first), estimated from the expected course of the battle: each roll
    removes its expected Hits from the enemy (casualties as `casualty` picks them) and its
    expected Flees from the rollers, until one side is all but gone; the survivors' margin,
    against the spread of so many dice, gives the chance. Command Decisions are taken as
    "stay". An empty side loses; two empty sides are an even chance."""
    if not size(theirs):
        return 1.0 if size(ours) else 0.5
    if not size(ours):
        return 0.0
    sides = [list(map(float, ours)), list(map(float, theirs))]
    rolling = 0 if first else 1
    for _ in range(_ROUNDS):
        roller, target = sides[rolling], sides[1 - rolling]
        hits = 0.0
        for i, n in enumerate(roller):
            if n > 0:
                d = min(n, _MAX[i])
                hits += d * HIT[i]
                roller[i] = n - d * FLEE[i]
        _remove(target, hits)
        if sum(sides[0]) < 0.5 or sum(sides[1]) < 0.5:
            break
        rolling = 1 - rolling
    margin = (sum(sides[0]) - sum(sides[1])) / math.sqrt(size(ours) + size(theirs))
    return 1.0 / (1.0 + math.exp(-_STEEPNESS * margin))


def _remove(force: list[float], hits: float) -> None:
    """Take ``hits`` (a fraction) off ``force`` in the casualty order: the units beyond their
    maximum dice first, the worst hitters first, then the worst hitters."""
    for spare_only in (True, False):
        for i in _BY_HIT:
            if hits <= 0:
                return
            room = force[i] - _MAX[i] if spare_only else force[i]
            if room > 0:
                gone = min(hits, room)
                force[i] -= gone
                hits -= gone
