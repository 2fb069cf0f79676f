"""Where the scripted player (scripted.py) sends its units: the Movement Phase, the airlifts,
and where a unit placed on the map goes (set-up, recruits, recovery, Extremists).

The plain advice: move toward reachable enemy Infrastructure and empty valuable Regions, and
airlift toward the fighting. Read against the rules, each Region asks for a kind of
force (a `Demand`), as much as it takes, worth what the Region is worth:

* **assault**, Arms where the enemy's Infrastructure stands: only Pacification removes it
  ("8.15"), which the Regular table gives from the 8-11 column on; more against a strong stack.
* **convert**, Data against the same Infrastructure: a Defection flips it ("6.2"), from a
  strength of 6 on.
* **claim**, Data into a Region without Infrastructure: a Recruit places one there ("6.2"), the
  way a side takes a Region ("1.0"); 6 or more, where Recruits come.
* **clear**, Arms against enemy units in a Region without Infrastructure, before they claim it.
* **hold**, Arms where the side's own Infrastructure is threatened: enemy Arms in it or able to
  reach it next turn ("7.0", "7.33": nothing stops them), which the side's units strike on its
  own turn and counterattack on the enemy's ("8.15").

Each unit, strongest first, goes where it fills most of a Demand's need, the worth of the
Demand divided by the turns it takes to get there ("7.32"): a Region reached this turn, where
the unit can attack before the turn ends ("3.0": Movement comes before Armed Conflict), counts
in full. A unit whose Demands are all filled follows the most valuable one still: a unit that
no enemy can reach and that reaches nothing wins nothing ("8.11": no Armed attack without
defenders: heavy divisions left in California all game win nothing). It moves to the
Region of its reach nearest its goal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import movement
from .components import MAP, UNITS
from .reckoning import INFRASTRUCTURE, POINT, VALUES, Situation
from .state import CrisisState

ARMS_KINDS = ("assault", "clear", "hold")
DATA_KINDS = ("convert", "claim")
ORDER = {region: i for i, region in enumerate(MAP.places)}
# Staying put wins ties a little: a unit does not shuttle between two equal goals.
STAY = 1.05
# A unit whose Demands are filled still follows one, at this share of its worth.
SURPLUS = 0.1
# How much better a unit must stand after an airlift for the card to be played (cards).
AIRLIFT_GAIN = 1.0


@dataclass(frozen=True)
class Demand:
    region: str
    kind: str  # assault, convert, claim, clear, hold (module docstring)
    need: float  # Arms or Data it takes
    priority: float  # what filling it is worth, in cards


def demands(sit: Situation) -> list[Demand]:
    """What each Region in play asks of ``sit.side`` (module docstring), worked out once."""
    if sit.needs is None:
        sit.needs = _demands(sit)
    return sit.needs


def _demands(sit: Situation) -> list[Demand]:
    # What is asked only of a later turn is asked while there is one ("3.0", "10.0"): a Data
    # attack comes in the side's next Data Conflict Phase, a threat in the enemy's next turn.
    data_later = sit.later > 0
    found = []
    for region in sit.playable:
        value = VALUES[region]
        owner = sit.owner.get(region)
        foes = sit.enemies(region)
        enemy_arms = sum(UNITS[u].arms for u in foes)
        enemy_worth = sum(sit.worth(u) for u in foes if UNITS[u].type != INFRASTRUCTURE)
        if owner == sit.enemy:
            need = min(16.0, 8 + enemy_arms / 2)
            found.append(Demand(region, "assault", need, value * POINT + 0.5 * enemy_worth))
            if data_later:
                found.append(Demand(region, "convert", 8.0, 0.6 * value * POINT))
        elif owner is None:
            if value and data_later and sit.infrastructure_free(region):
                found.append(Demand(region, "claim", 6.0, 0.8 * value * POINT))
            if enemy_arms:
                worth = 0.5 * enemy_worth + 0.3 * value * POINT
                found.append(Demand(region, "clear", enemy_arms + 4.0, worth))
        elif sit.enemy_later:
            danger = sit.threats.get(region, 0)
            if danger:
                share = 1.0 if foes else 0.6
                found.append(Demand(region, "hold", danger + 2.0, share * value * POINT))
    return found


def contribution(unit: str, kind: str) -> int:
    spec = UNITS[unit]
    return spec.arms if kind in ARMS_KINDS else spec.data


def _left(sit: Situation, needs: list[Demand], staying: list[str]) -> list[float]:
    """What each Demand still needs once the units that stay where they are count."""
    left = [d.need for d in needs]
    for unit in staying:
        where = sit.at[unit]
        for i, demand in enumerate(needs):
            if demand.region == where:
                left[i] -= contribution(unit, demand.kind)
    return left


def _turns(sit: Situation, unit: str, start: str, goal: str, moved: bool) -> int | None:
    """Player Turns beyond this one a unit in ``start`` takes to reach ``goal`` (0: this turn),
    None when it never can ("7.32", "12.32"); ``moved``: it may not move again this turn."""
    steps = sit.distance(start, goal)
    move = UNITS[unit].movement
    if steps == 0:
        return 0
    if steps >= 99 or move == 0:
        return None
    return math.ceil(steps / move) - (0 if moved else 1)


def _score(
    sit: Situation, unit: str, start: str, demand: Demand, left: float, moved: bool = False
) -> float:
    turns = _turns(sit, unit, start, demand.region, moved)
    # A Data attack comes a turn after the move; either must come before the end ("10.0").
    if turns is None or turns + (demand.kind in DATA_KINDS) > sit.later:
        return 0.0
    share = min(contribution(unit, demand.kind), max(0.0, left)) / demand.need
    score = demand.priority * share / (1 + turns)
    return score * STAY if demand.region == start else score


def goals(sit: Situation, movers: list[str]) -> dict[str, str]:
    """The Region each of ``movers`` heads for (its own Region when it stays)."""
    needs = demands(sit)
    staying = [u for u in sit.at if u not in movers]
    left = _left(sit, needs, staying)
    found = {}
    for unit in sorted(movers, key=lambda u: (-(UNITS[u].arms + UNITS[u].data), u)):
        where = sit.at[unit]
        best, best_score = None, 0.0
        for i, demand in enumerate(needs):
            if contribution(unit, demand.kind) <= 0:
                continue
            score = _score(sit, unit, where, demand, left[i])
            if score > best_score:
                best, best_score = i, score
        if best is None:  # every Demand filled: follow the most valuable one
            for i, demand in enumerate(needs):
                if contribution(unit, demand.kind) <= 0:
                    continue
                score = SURPLUS * _score(sit, unit, where, demand, demand.need)
                if score > best_score:
                    best, best_score = i, score
        if best is None:
            found[unit] = where
            continue
        left[best] -= contribution(unit, needs[best].kind)
        found[unit] = needs[best].region
    return found


def plan_moves(state: CrisisState, sit: Situation) -> dict[str, str]:
    """Where each unit of the phasing side that may still move goes this Movement Phase ("7.0"),
    for those that move: the Region of its reach nearest its goal."""
    key = ("moves", state.player, tuple(sorted(state.moved)))
    if key not in sit.memo:
        sit.memo[key] = _plan_moves(sit, movement.movable(state))
    return sit.memo[key]


def _plan_moves(sit: Situation, movers: list[str]) -> dict[str, str]:
    heading = goals(sit, movers)
    taken = set(sit.guard)  # "7.35": one National Guard a Region, of either side
    found = {}
    for unit in sorted(movers, key=lambda u: (-(UNITS[u].arms + UNITS[u].data), u)):
        where = sit.at[unit]
        goal = heading[unit]
        if goal == where:
            continue
        guard = UNITS[unit].type == "national-guard"
        step = _step_toward(sit, unit, where, goal, taken if guard else set())
        if step is not None:
            found[unit] = step
            if guard:  # its old Region stays taken: the groups move in map order, not this one
                taken.add(step)
    return found


def _step_toward(sit: Situation, unit: str, where: str, goal: str, taken: set[str]) -> str | None:
    """The Region within ``unit``'s Movement nearest ``goal``, if nearer than where it is."""
    move = UNITS[unit].movement
    best, best_key = None, (sit.distance(where, goal), 0)
    for region in sit.playable:
        if region == where or region in taken or sit.distance(where, region) > move:
            continue
        key = (sit.distance(region, goal), ORDER[region])
        if key < best_key:
            best, best_key = region, key
    return best


# --- where a new unit goes -------------------------------------------------------------------


def placement_score(sit: Situation, unit: str, region: str) -> float:
    """What ``unit`` placed in ``region`` is worth to ``sit.side`` now: an Infrastructure, the
    Region's Value ("10.0"); any other unit, the Demands of the Region it fills."""
    if UNITS[unit].type == INFRASTRUCTURE:
        return VALUES[region] * POINT + 0.01 * len(sit.units(region))
    needs = [d for d in demands(sit) if d.region == region]
    staying = list(sit.at)
    left = _left(sit, needs, staying)
    score = 0.0
    for demand, need in zip(needs, left, strict=True):
        share = min(contribution(unit, demand.kind), max(0.0, need)) / demand.need
        score = max(score, demand.priority * share)
    # Where nothing is asked, beside the most valuable own Infrastructure.
    return score + (0.01 * VALUES[region] if sit.owner.get(region) == sit.side else 0.0)


def best_place(sit: Situation, unit: str, regions: list[str]) -> str:
    """The Region among ``regions`` where ``unit`` is worth most (map order on ties)."""
    return max(regions, key=lambda r: (placement_score(sit, unit, r), -ORDER[r]))


# --- airlifts ("toward the fighting") --------------------------------------------------------


def airlifts(
    state: CrisisState, sit: Situation, region: str | None
) -> list[tuple[float, str, str]]:
    """The airlifts worth making now, best first: (gain, unit, Region). Only units away from
    the fighting fly (no enemy in their Region, none able to reach it: never a division flown out
    of a contested Greater New York), to a Region holding the side's Infrastructure (the cards,
    cards.py) where they fill more of a Demand than they can where they are."""
    key = ("airlifts", region, tuple(sorted(state.moved)))
    if key not in sit.memo:
        sit.memo[key] = _airlifts(sit, movement.movable(state, sit.side), region)
    return sit.memo[key]


def _airlifts(
    sit: Situation, movers: list[str], region: str | None
) -> list[tuple[float, str, str]]:
    needs = demands(sit)
    staying = [u for u in sit.at if u not in movers]
    left = _left(sit, needs, staying)
    targets = [region] if region else [r for r in MAP.usa() if sit.owner.get(r) == sit.side]
    found = []
    for unit in movers:
        where = sit.at[unit]
        if sit.enemies(where) or sit.threats.get(where, 0):
            continue
        now = _best_score(sit, unit, where, needs, left, moved=False)
        for there in targets:
            if there == where or (UNITS[unit].type == "national-guard" and there in sit.guard):
                continue
            gain = _best_score(sit, unit, there, needs, left, moved=True) - now
            if gain >= AIRLIFT_GAIN:
                found.append((gain, unit, there))
    found.sort(key=lambda f: (-f[0], f[1], ORDER[f[2]]))
    return found


def _best_score(
    sit: Situation, unit: str, start: str, needs: list[Demand], left: list[float], moved: bool
) -> float:
    scores = [
        _score(sit, unit, start, d, left[i], moved) / (STAY if d.region == start else 1.0)
        for i, d in enumerate(needs)
        if contribution(unit, d.kind) > 0
    ]
    return max(scores, default=0.0)
