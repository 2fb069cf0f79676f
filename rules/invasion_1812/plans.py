"""Armies for the scripted player (scripted.py): which army to move where, and how a Movement
Card in hand would serve.

"The number of soldier figures on a movement card represents the number of armies that may be
moved, followed by how many areas each of these armies may move" ("Armies"). A plan is one
army: its origin, its units (every unmoved unit of the side there the card may carry, or fewer
when an Objective must keep a garrison), its destination and the first area it enters. Its gain
is what the units are worth at the destination less what they were worth at home
(reading.py); where the destination is a battle, the other armies the card still moves and that
can reach it are counted in ("Multiple armies may move to the same area creating one large
army": move in strength).

The player is asked again after every step of an army (a unit taken out, an area entered), so a
plan is rebuilt from the position each time and must come out the same: the destination is
chosen by its worth alone, among the areas the army still reaches, with the army's own units
left out of the map, so the area chosen at the start stays the best at every step.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from . import units
from .cards import CARDS, Card
from .factions import FACTIONS, SIDE_OF
from .movement import ARMY_BONUS, HARRISON_AREAS
from .odds import HIT, NONE, Force, add, casualty, less, size
from .reading import (
    HOME,
    INDEX,
    LAND_NEXT,
    ORDER,
    SIDE_INDICES,
    STARS,
    WATER_NEXT,
    Reading,
    force_of,
)
from .state import InvasionState

# A move worth less than this is not worth making.
MIN_GAIN = 0.01


@dataclass(frozen=True)
class Orders:
    """What the next army may do: the Movement Card's (or William Harrison's) terms."""

    verb: str  # the choice that starts it: army, embark (water) or harrison
    armies: int  # armies the card still moves, this one included
    areas: int  # areas a land army may enter, before the next army's bonuses
    carry: tuple[int, ...]  # the colours an army may hold
    must: int  # the colour every army holds
    cap: int | None = None  # the most units an army holds (Fishing Boat, Canoe)
    water: bool = False
    landing: str | None = None  # the one area a Fishing Boat's or Canoe's armies land in
    used: tuple[str, ...] = ()  # areas a Fishing Boat's or Canoe's armies came from
    bonuses: tuple[str, ...] = ()  # Forced March, Voltigeurs, War Path waiting


@dataclass(frozen=True)
class Plan:
    gain: float
    verb: str
    origin: str
    force: Force
    to: str
    step: str


def card_orders(
    state: InvasionState, card: Card, side: str, armies: int | None = None
) -> Orders | None:
    """The terms of ``card`` played now (a Movement Card in hand, or the one in play with what
    is left of it; ``armies``: so many armies more, War Hawks' one); None when it moves no
    army."""
    in_play = state.movement_card == card.id
    if armies is None:
        armies = state.armies_left if in_play else card.armies + ("war-hawks" in state.effects)
    water = state.water if in_play else None
    cap = card.max_units
    if card.mode == "canoe" and water is not None and cap is not None:
        cap -= water.units_moved  # "5 Native American units" in all
    if armies <= 0 or (cap is not None and cap <= 0):
        return None
    return Orders(
        verb="army" if card.mode == "land" else "embark",
        armies=armies,
        areas=card.areas + ("fife-and-drum" in state.effects),
        carry=tuple(INDEX[f] for f in card.may_carry if SIDE_OF[f] == side),
        must=INDEX[card.must_include or card.faction],
        cap=cap,
        water=card.is_water,
        landing=water.destination if water else None,
        used=tuple(water.origins) if water else (),
        bonuses=tuple(state.army_bonus),
    )


def harrison_orders(side: str) -> Orders:
    """William Harrison: "move one army holding a blue unit up to 3 areas"."""
    return Orders(
        verb="harrison",
        armies=1,
        areas=HARRISON_AREAS,
        carry=SIDE_INDICES[side],
        must=INDEX["american-regulars"],
    )


def orders_now(state: InvasionState, side: str) -> list[Orders]:
    """What the armies still to move may do this turn."""
    found = []
    if state.movement_card is not None:
        orders = card_orders(state, CARDS[state.movement_card], side)
        if orders is not None:
            found.append(orders)
    if state.harrison:
        found.append(harrison_orders(side))
    return found


class Planner:
    """Plans for one side's next army, under one set of orders."""

    def __init__(self, reading: Reading, orders: Orders) -> None:
        self.reading = reading
        self.state = reading.state
        self.orders = orders
        self._reach: dict[tuple[str, int], dict[str, str]] = {}
        self._support: dict[tuple[str, str], Force] = {}
        self._unmoved: dict[str, Force] = {}
        self._origins: list[str] | None = None
        army = self.state.army
        # An army under way is off the map for planning: its units, where they stand.
        self.away = (army.here, force_of(army.units)) if army is not None and army.path else None

    # --- what may move ---
    def unmoved(self, area: str) -> Force:
        """The side's units in ``area`` that may still move and that the card may carry."""
        found = self._unmoved.get(area)
        if found is None:
            found = self._unmoved[area] = self._count_unmoved(area)
        return found

    def _count_unmoved(self, area: str) -> Force:
        counts = [0] * len(FACTIONS)
        for i in self.orders.carry:
            counts[i] = units.unmoved(self.state, area, FACTIONS[i])
        if self.away is not None and self.away[0] == area:
            counts = list(less(tuple(counts), self.away[1]))
        return tuple(counts)

    def origins(self) -> list[str]:
        """Where an army may start, as the card allows (movement.py's `_origins`)."""
        if self._origins is None:
            self._origins = self._find_origins()
        return self._origins

    def _find_origins(self) -> list[str]:
        orders = self.orders
        found = []
        for area in self.state.units:
            if self.unmoved(area)[orders.must] <= 0:
                continue
            if orders.water:
                if not WATER_NEXT[area] or area in orders.used or area == orders.landing:
                    continue
                if orders.landing is not None and orders.landing not in WATER_NEXT[area]:
                    continue
            found.append(area)
        return sorted(found, key=ORDER.__getitem__)

    def full(self, area: str) -> Force:
        """Every unit the army from ``area`` may hold: all of them, or, where the card limits an
        army's size, one of the required colour and then the best hitters."""
        have = self.unmoved(area)
        cap = self.orders.cap
        if cap is None or size(have) <= cap:
            return have
        must = self.orders.must
        take = [0] * len(FACTIONS)
        take[must] = 1
        room = cap - 1
        for i in sorted(self.orders.carry, key=lambda i: (-HIT[i], i)):
            more = min(room, have[i] - take[i])
            take[i] += more
            room -= more
        return tuple(take)

    def forces(self, area: str) -> list[Force]:
        """The armies worth weighing from ``area``: all it may take, and, where the area is an
        Objective the side holds, that less a garrison ("keep one's own Objectives occupied";
        a held enemy Objective left empty is lost at once): of 1, 2 or half where enemy units
        are within reach, of 1 in an enemy Objective they are not (an own Objective out of
        their reach needs none)."""
        full = self.full(area)
        options = [full]
        reading = self.reading
        if not STARS[area] or size(reading.their(area)):
            return options
        if size(reading.threat(area)):
            keeps = sorted({1, 2, size(full) // 2})
        elif HOME[area] != reading.side:
            keeps = [1]
        else:
            keeps = []
        for keep in keeps:
            if 0 < keep < size(full):
                army = _leave(full, self.orders.must, keep)
                if army is not None and army not in options:
                    options.append(army)
        return options

    # --- where it may go ---
    def budget(self, force: Force, *, bonus: bool = True) -> int:
        """The areas an army of ``force`` may enter: a water crossing is one; a land army gets
        the next army's bonuses for the colours it holds (movement.py's `_bonuses_for`), with
        ``bonus`` (the bonuses go to the next army only, never to the armies after it)."""
        if self.orders.water:
            return 1
        extra = 0
        if bonus and self.orders.verb == "army":
            for effect in self.orders.bonuses:
                amount, colour = ARMY_BONUS[effect]
                if colour is None or force[INDEX[colour]]:
                    extra += amount
        return self.orders.areas + extra

    def reach(self, start: str, budget: int) -> dict[str, str]:
        """The areas an army in ``start`` may end in, each with the first area it enters on the
        way: by land, through areas no enemy occupies ("An army must stop if it enters an area
        occupied by enemy units"); by water, any other area on the same water, or the one
        landing of a Fishing Boat's or Canoe's armies."""
        key = (start, budget)
        found = self._reach.get(key)
        if found is not None:
            return found
        found = {}
        if self.orders.water:
            landing = self.orders.landing
            for area in WATER_NEXT[start]:
                if landing is None or area == landing:
                    found[area] = area
        else:
            queue = deque([(start, 0, "")])
            seen = {start}
            while queue:
                here, spent, first = queue.popleft()
                if spent >= budget or (here != start and size(self.reading.their(here))):
                    continue
                for there in LAND_NEXT[here]:
                    if there not in seen:
                        seen.add(there)
                        found[there] = first or there
                        queue.append((there, spent + 1, first or there))
        self._reach[key] = found
        return found

    def support(self, target: str, origin: str) -> Force:
        """The other armies this card still moves that would join a battle in ``target``: the
        largest unmoved forces elsewhere that reach it, as many as the card has armies left."""
        key = (target, origin)
        found = self._support.get(key)
        if found is not None:
            return found
        found = NONE
        others = self.orders.armies - 1
        if others > 0:
            near = []
            for area in self.origins():
                if area == origin:
                    continue
                force = self.full(area)
                if target in self.reach(area, self.budget(force, bonus=False)):
                    near.append((size(force), -ORDER[area], force))
            near.sort(reverse=True)
            for _, _, force in near[:others]:
                found = add(found, force)
        self._support[key] = found
        return found

    def arrival(self, target: str, origin: str, force: Force) -> float:
        """What ``force`` adds in ``target`` (with the armies that would join a battle there)."""
        reading = self.reading
        here = reading.our(target)
        if self.away is not None and self.away[0] == target:
            here = less(here, self.away[1])
        joining = force
        if size(reading.their(target)):
            joining = add(force, self.support(target, origin))
        return reading.gain(target, here, joining)

    def destination(
        self, start: str, origin: str, force: Force, budget: int, *, stay: bool
    ) -> tuple[str | None, float]:
        """The area ``force`` is worth most in, among those it reaches from ``start`` (and
        ``start`` itself, with ``stay``): by worth, then map order. None when it reaches none."""
        best: str | None = None
        best_key = (0.0, 0)
        if stay:
            best, best_key = start, (self.arrival(start, origin, force), -ORDER[start])
        for area in self.reach(start, budget):
            key = (self.arrival(area, origin, force), -ORDER[area])
            if best is None or key > best_key:
                best, best_key = area, key
        return best, best_key[0]

    # --- plans ---
    def plan(self, origin: str) -> Plan | None:
        """The best army from ``origin``, or None when none gains."""
        reading = self.reading
        stack = reading.our(origin)
        abandons = bool(STARS[origin]) and HOME[origin] != reading.side
        best: Plan | None = None
        for force in self.forces(origin):
            left = less(stack, force)
            leaving = reading.value(origin, stack) - reading.value(origin, left)
            budget = self.budget(force)
            to, worth = self.destination(origin, origin, force, budget, stay=False)
            if to is None or (abandons and not size(left) and not STARS[to]):
                # "If a controlling side's units leave ... an enemy Objective Area, its Control
                # Marker is removed": never for an area that is no Objective.
                continue
            gain = worth - leaving
            if best is None or gain > best.gain:
                step = self.reach(origin, budget)[to]
                best = Plan(gain, self.orders.verb, origin, force, to, step)
        return best if best is not None and best.gain > MIN_GAIN else None

    def plans(self) -> list[Plan]:
        """The best army from each origin that gains, best first."""
        found = [p for p in map(self.plan, self.origins()) if p is not None]
        return sorted(found, key=lambda p: (-p.gain, ORDER[p.origin]))


def _leave(force: Force, must: int, keep: int) -> Force | None:
    """``force`` less ``keep`` units left behind, those the army needs least (`casualty`), one
    of the required colour always kept."""
    army = list(force)
    for _ in range(keep):
        spare = tuple(n - (1 if i == must else 0) for i, n in enumerate(army))
        spare = tuple(max(0, n) for n in spare)
        if not size(spare):
            return None
        army[casualty(spare)] -= 1
    return tuple(army)


def best(reading: Reading, orders: list[Orders]) -> Plan | None:
    """The best next army under any of ``orders``: by gain, then origin's map order."""
    found = [p for o in orders for p in Planner(reading, o).plans()]
    return min(found, key=lambda p: (-p.gain, ORDER[p.origin], p.verb), default=None)


def card_worth(reading: Reading, orders: Orders) -> float:
    """What a Movement Card would gain: its best armies from different origins, as many as it
    moves."""
    gains = [p.gain for p in Planner(reading, orders).plans()]
    return sum(gains[: orders.armies])
