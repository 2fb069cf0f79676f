"""How the scripted player (scripted.py) reads the map: what a side's units are worth where they
stand, from the rulebook's plain advice.

"The side that controls the most enemy Objectives at game end wins", and "a side controls an
enemy Objective if its units occupy the area at the end of a turn" ("Objectives"). So a force
is worth, in Control Markers:

* in an area enemy units occupy (a battle to fight this turn), the stars there times its odds
  of winning (odds.py), and a little for the enemy units it destroys less the units it risks;
* in an Objective of either side with no enemy there, its stars, less what the strongest
  enemy army within two areas could take back ("keep one's own Objectives occupied": an
  empty one within their reach is likely lost, `LOSS_CHANCE`; an enemy Objective taken
  counts at the end of this turn, and an enemy army must beat its garrison to take it back,
  `RETAKE_CHANCE`; left empty it is lost at once: "If a controlling side's units leave ...
  its Control Marker is removed");
* beside an enemy Objective enemy units hold, a share of its stars by the odds of taking it
  next turn (an army poised to strike: "move in strength");
* anywhere, a little for how near it stands to the enemy's Objectives (march on them).

Only what every player sees is read: the units on the map, which of them moved this turn, the
Control Markers. The numbers below are weights of a rules-reader's judgement, not measured
optima.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from .factions import FACTIONS, SIDE_OF, enemy_of
from .geography import LAND, MAP, WATER
from .odds import NONE, Force, add, expected_hits, odds, size
from .state import InvasionState

# An own Objective left empty within reach of enemy units is lost this often; an enemy
# Objective taken, whose marker counts at the end of this turn, is retaken this often by an
# enemy army that beats its garrison (judgements).
LOSS_CHANCE = 0.75
RETAKE_CHANCE = 0.5
# A destroyed enemy unit, and a unit of ours lost, in Control Markers.
UNIT_WORTH = 0.2
# A force poised beside an enemy-held Objective: this share of taking it now.
POISED = 0.3
# Each unit, per unit of nearness to the enemy's Objectives (`_pull`).
MARCH = 0.05
# How far enemy units threaten: "Move up to 2 armies up to 2 areas each" is the common card.
REACH = 2

AREAS: tuple[str, ...] = tuple(MAP.areas)
ORDER: dict[str, int] = {a: i for i, a in enumerate(AREAS)}
STARS: dict[str, int] = {a: MAP.areas[a].objectives for a in AREAS}
HOME: dict[str, str] = {a: MAP.areas[a].homeland for a in AREAS}
LAND_NEXT: dict[str, tuple[str, ...]] = {a: tuple(MAP.neighbours(a, LAND)) for a in AREAS}
WATER_NEXT: dict[str, tuple[str, ...]] = {a: tuple(MAP.neighbours(a, WATER)) for a in AREAS}
INDEX: dict[str, int] = {f: i for i, f in enumerate(FACTIONS)}
SIDE_INDICES: dict[str, tuple[int, ...]] = {
    side: tuple(i for i, f in enumerate(FACTIONS) if SIDE_OF[f] == side)
    for side in ("british", "american")
}


def _distances(start: str) -> dict[str, int]:
    """Land areas from ``start``, by the fewest area boundaries crossed."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in LAND_NEXT[here]:
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


DISTANCE: dict[str, dict[str, int]] = {a: _distances(a) for a in AREAS}
# The areas within `REACH` boundaries of each area, itself left out.
NEAR: dict[str, tuple[str, ...]] = {
    a: tuple(b for b in AREAS if 0 < DISTANCE[a].get(b, REACH + 1) <= REACH) for a in AREAS
}


def enemy_objectives(side: str) -> tuple[str, ...]:
    """The starred areas of the other side's homeland ("Objectives")."""
    return tuple(a for a in AREAS if STARS[a] and HOME[a] != side)


def _pull(side: str) -> dict[str, float]:
    """How near each area is to the enemy's Objectives: the most any of them offers, its stars
    over two plus the boundaries to cross."""
    targets = enemy_objectives(side)
    return {
        a: max((STARS[t] / (2 + DISTANCE[a][t]) for t in targets if t in DISTANCE[a]), default=0)
        for a in AREAS
    }


PULL: dict[str, dict[str, float]] = {side: _pull(side) for side in ("british", "american")}
# The enemy Objectives beside each area, for a force poised to strike.
BESIDE: dict[str, dict[str, tuple[str, ...]]] = {
    side: {a: tuple(t for t in LAND_NEXT[a] if t in enemy_objectives(side)) for a in AREAS}
    for side in ("british", "american")
}


@cache
def unit_of(faction: str) -> Force:
    """One unit of ``faction`` as a force."""
    return tuple(int(i == INDEX[faction]) for i in range(len(FACTIONS)))


def force_of(counts: dict[str, int], side: str | None = None) -> Force:
    """A force from faction -> count (of one ``side`` only, when given)."""
    return tuple(counts.get(f, 0) if side is None or SIDE_OF[f] == side else 0 for f in FACTIONS)


class Reading:
    """One side's reading of the map now: whose units stand where, and what a force is worth in
    an area (module docstring). Built for one decision; cheap to build."""

    def __init__(self, state: InvasionState, side: str) -> None:
        self.state = state
        self.side = side
        self.enemy = enemy_of(side)
        self.ours: dict[str, Force] = {}
        self.theirs: dict[str, Force] = {}
        for area, here in state.units.items():
            mine = [0] * len(FACTIONS)
            other = [0] * len(FACTIONS)
            for faction, n in here.items():
                (mine if SIDE_OF[faction] == side else other)[INDEX[faction]] = n
            if any(mine):
                self.ours[area] = tuple(mine)
            if any(other):
                self.theirs[area] = tuple(other)
        self._threats: dict[str, Force] = {}
        self._values: dict[tuple[str, Force, bool | None], float] = {}

    def our(self, area: str) -> Force:
        return self.ours.get(area, NONE)

    def their(self, area: str) -> Force:
        return self.theirs.get(area, NONE)

    def threat(self, area: str) -> Force:
        """What could come for ``area``: the strongest enemy army within `REACH` boundaries,
        the one whose dice roll the most Hits, then the largest (map order breaks ties)."""
        found = self._threats.get(area)
        if found is None:
            found, strongest = NONE, (0.0, 0)
            for other in NEAR[area]:
                enemy = self.theirs.get(other)
                if enemy is not None and (expected_hits(enemy), size(enemy)) > strongest:
                    found, strongest = enemy, (expected_hits(enemy), size(enemy))
            self._threats[area] = found
        return found

    def _worth(self, area: str, force: Force, first: bool | None = None) -> float:
        """What ``force`` (some units) of this side is worth in ``area``, with the enemy units
        there now (the module docstring). ``first``: whether it rolls first in a battle there,
        if not as the homeland says (a battle under way)."""
        n = size(force)
        value = MARCH * PULL[self.side][area] * n
        stars = STARS[area]
        enemy = self.their(area)
        if size(enemy):
            # "3. Battles": the side in whose homeland it is fought rolls first.
            if first is None:
                first = HOME[area] == self.side
            win = odds(force, enemy, first)
            return value + (stars + UNIT_WORTH * size(enemy)) * win - UNIT_WORTH * n * (1 - win)
        if stars:
            own = HOME[area] == self.side
            threat = self.threat(area)
            hold = odds(force, threat, own) if size(threat) else 1.0
            value += stars * (1 - (LOSS_CHANCE if own else RETAKE_CHANCE) * (1 - hold))
        return value + POISED * self.poised(area, force)

    def empty_worth(self, area: str) -> float:
        """What an area is worth to this side with none of its units there: an Objective of its
        own homeland keeps its marker unless the enemy comes (
        the baseline of `value`)."""
        if STARS[area] and HOME[area] == self.side and not size(self.their(area)):
            if size(self.threat(area)):
                return STARS[area] * (1 - LOSS_CHANCE)
            return float(STARS[area])
        return 0.0

    def value(self, area: str, force: Force, first: bool | None = None) -> float:
        """`_worth`, or `empty_worth` for no force: the area's value with ``force`` in it."""
        key = (area, force, first)
        found = self._values.get(key)
        if found is None:
            found = self._worth(area, force, first) if size(force) else self.empty_worth(area)
            self._values[key] = found
        return found

    def poised(self, area: str, force: Force) -> float:
        """The stars ``force`` may take next turn from an enemy-held Objective beside it."""
        best = 0.0
        for target in BESIDE[self.side][area]:
            enemy = self.their(target)
            if size(enemy):
                best = max(best, STARS[target] * odds(force, enemy, False))
        return best

    def gain(self, area: str, force: Force, joining: Force) -> float:
        """What ``joining`` adds in ``area`` to ``force`` of this side already there."""
        return self.value(area, add(force, joining)) - self.value(area, force)
