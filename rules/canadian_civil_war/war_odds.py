"""The Government Side's chance of winning a National Emergency from where things stand, what
the computer players steer the six Game-Turns by (rules/canadian_civil_war/computer.py,
`standing`), and which of the war's choices they try first (`ranks`).

The Government wins by eliminating every Rebel Constituency within six Game-Turns (11.24), the
Rebels by keeping one (11.23), so the Government's chance is the chance that each Rebel
Constituency falls, all of them together: the product over the Constituencies still on the
display of the chance that each is eliminated in one of the Government's Combat Phases left.

One stack's chance in one Combat Phase (`falls`) is read off the tables themselves
(10.71-10.73): the Riot Table's chance of Be or De at the odds the Government's units bring
against the stack, after the Combat Results Table's chance of Dr or De against a Military Unit
stacked with it (10.72: the unit must be beaten first, against the whole stack's strength, by
other units than those that then riot), the attack split between the two as is best (as if
strength could be split at will). Which units bring their strength, phase by phase
(`_share_out`): those that can be beside the stack by then, each against one stack (7.23),
given greedily where they raise a stack's chance the most against the chance it has already
(every stack must fall, so a stack left without units is a lost war). A unit can be beside a
stack in the coming Combat Phase if it is there already (during the Government's own turn, its
units are judged where they stand, as if its movement ended now: a unit it moves beside a Rebel
stack raises its chance, one over the stacking limit counts for nothing, 10.6) or, before that
turn, if its Movement Allowance takes it there (10.5); later phases come within reach a
Movement Allowance at a time, and each weighs less than the one before (`EVASION`): a Rebel
Constituency moves in between, away from the units closing on it (Player's Notes: "the only
safe place ... is in his own Home Area").

Distances are counted along Paths (1.23), the Crisis Zone one square (5.3), not around what
blocks the way (10.5): a guide to steer by, not the rules' movement. Units still to be
deployed anywhere on the display (10.3: the Federal units) are taken as placed beside any
stack they are needed at.

A guide, not a forecast: before this, the computer counted only the Constituencies already
eliminated and the Combat Strength on the display, and its Government never marched (it won 1
National Emergency in 38 between Normal players in the Quiet Revolution); a Government that
sees the odds it can bring deploys beside the Rebel Constituencies and closes on them, and a
Rebel Side that sees them keeps its Constituencies away and covered (8 Government wins in 49,
2026-12-05).
"""

from __future__ import annotations

import math
from collections import Counter, deque
from functools import cache

from rules.core import Choice
from rules.core.tables import TableRoll

from . import war
from .components import COMBAT, DISPLAY, PIECES
from .data import CRISIS_ZONE
from .ops import split_key
from .state import OFF, CCWState

# How much a later Combat Phase's chance weighs beside the coming one's, per phase further
# away: the Rebels move their Constituencies in between (reconstructed, a guide).
EVASION = 0.5
# Odds at which the Riot Table is sure (its best column: every roll eliminates the stack).
SURE = 5
# The most a stack too strong to fall at once is worn down in a phase (`falls`; a guide).
WEARING = 0.1


@cache
def _distances() -> dict[str, dict[str, int]]:
    """Paths between every two places of the display (1.23), the Crisis Zone one place (5.3)."""
    found: dict[str, dict[str, int]] = {}
    for start in DISPLAY.places:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in DISPLAY.neighbours(here):
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        found[start] = seen
    return found


def distance(a: str, b: str) -> int:
    """Steps between two stack keys along Paths; two stacks of the Crisis Zone are two apart
    (neither is next to the other: war.Front.joined)."""
    pa, pb = split_key(a)[0], split_key(b)[0]
    if a != b and pa == pb == CRISIS_ZONE:
        return 2
    return _distances()[pa].get(pb, 99)


@cache
def _chance(table: str, odds: int, wins: tuple[str, ...]) -> float:
    """The chance of one of ``wins`` on ``table`` at ``odds`` to 1 (0 below 1-1)."""
    if odds < 1:
        return 0.0
    results = [
        COMBAT[table].resolve(attacker=odds, defender=1, roll=TableRoll.of([die])).result
        for die in range(1, 7)
    ]
    return sum(r in wins for r in results) / 6


def _odds(attack: int, defence: int) -> int:
    """The column's odds, rounded in the defender's favour (7.0)."""
    return attack // defence if defence else SURE


@cache
def falls(attack: int, defence: int, unit: int) -> float:
    """The chance a Constituency's stack falls to ``attack`` in one Combat Phase: its whole
    ``defence``, ``unit`` of it a Military Unit's (10.72, 10.73: part of the attack beats the
    unit on the Combat Results Table, against the whole stack's strength, and the rest riots
    against what is left; the best split). A stack too strong for one phase's attack still
    wears down over several (a unit beaten back, 10.85's Dr, leaves the rest open to the next
    attack, 10.73), so any attack gives it a small chance (`WEARING`), more for more strength."""
    if not unit:
        odds = _chance("riot", _odds(attack, defence), ("Be", "De"))
    else:
        odds = max(
            _chance("combat", _odds(first, defence), ("Dr", "De"))
            * _chance("riot", _odds(attack - first, defence - unit), ("Be", "De"))
            for first in range(attack + 1)
        )
    return max(odds, WEARING * min(1.0, attack / defence))


def government_wins(state: CCWState) -> float:
    """The Government Side's chance of winning from ``state`` (module docstring): that every
    Rebel Constituency's stack falls."""
    return math.prod(falls_by_then for _, falls_by_then in _stacks(state))


# How much the Rebel Constituencies eliminated or likely to fall count beside the chance of
# eliminating them all (reconstructed, a guide): with more Rebel Constituencies than its units
# can ever reach (the Referendum's Rebels may hold twenty), the Government's chance is nil
# whatever it does, and without this a Government would not move and the Rebels would not
# care what they lose.
PROGRESS = 0.1


def government_standing(state: CCWState) -> float:
    """How the Government Side stands, 0 to 1: its chance of winning (`government_wins`), and
    `PROGRESS` of the rest for the share of the Rebel Constituencies eliminated so far or
    likely to fall (11.24 counts them all)."""
    e = war.emergency(state)
    lost = sum(
        1
        for piece, why in e.removed.items()
        if why != "neutral"
        and not war.is_unit(piece)
        and PIECES[piece].kind == "constituency"
        and e.sides.get(state.actives[piece].color) == "rebel"
    )
    stacks = _stacks(state)
    wins = math.prod(falls_by_then for _, falls_by_then in stacks)
    expected = lost + sum(count * falls_by_then for count, falls_by_then in stacks)
    total = lost + sum(count for count, _ in stacks)
    return wins + PROGRESS * (1 - wins) * (expected / total if total else 1.0)


def _stacks(state: CCWState) -> list[tuple[int, float]]:
    """Each Rebel Constituency's stack: how many Constituencies it holds, and the chance it
    falls in one of the Government's Combat Phases left."""
    e = war.emergency(state)
    front = war.Front(state)
    counts = Counter(war.key_at(state, p) for p in war.rebel_constituencies(state))
    targets = []  # (stack key, its defence, its Military Units' part of it), each stack once
    for key in counts:
        rebels = front.of(key, "rebel")
        defence = sum(war.strength(t) for t in rebels)
        unit = sum(war.strength(t) for t in rebels if war.is_unit(t))
        targets.append((key, defence, unit))
    phases = _phases_left(state)
    if not targets or phases == 0:
        return [(counts[key], 0.0) for key, _, _ in targets]
    moving = _moving(state)
    # A unit over the stacking limit at the end of the Government's movement is lost (10.6).
    lost = set(war.overstacked(state, "government")) if moving and e.stage == "movement" else ()
    units = [
        (u, war.strength(u), war.allowance(u), war.key_at(state, u) if p.where != OFF else None)
        for u, p in e.units.items()
        if p.side == "government" and (p.where != OFF or e.removed.get(u) is None) and u not in lost
    ]
    # Turns until each unit can attack each stack: 0 in the coming Combat Phase.
    delay: dict[tuple[str, str], int] = {}
    for unit, _, move, at in units:
        for key, _, _ in targets:
            if at is None:  # still to deploy anywhere (10.3)
                delay[unit, key] = 0
                continue
            steps = distance(at, key)
            ready = steps <= 1 and unit not in e.engaged if moving else steps - 1 <= move
            delay[unit, key] = 0 if ready else 1 + max(0, steps - 2) // move
    chance = {key: 1.0 for key, _, _ in targets}  # of standing through every phase
    brought: dict[str, int] = {}
    reached = set(delay.values())
    for phase in range(phases):
        # The shares change only while more units come within reach.
        if phase == 0 or phase in reached:
            brought = _share_out(targets, units, delay, phase)
        for key, defence, unit in targets:
            chance[key] *= 1 - EVASION**phase * falls(brought[key], defence, unit)
    return [(counts[key], 1 - chance[key]) for key, _, _ in targets]


# Units given to one stack at once when sharing out: beating a Military Unit and then rioting
# takes several (10.73's example: three units, then a fourth), and one alone may add nothing.
AT_ONCE = 3
# Added to a stack's chance when weighing what a unit adds to it (above), so that a first
# chance counts much but not infinitely.
LEAD = 0.1


def _share_out(
    targets: list[tuple[str, int, int]],
    units: list[tuple[str, int, int, str | None]],
    delay: dict[tuple[str, str], int],
    phase: int,
) -> dict[str, int]:
    """The strength the Government can bring against each stack ``phase`` Combat Phases from
    the coming one, each unit against one stack (7.23): greedily, the units that raise a
    stack's chance of falling the most for each unit given (up to `AT_ONCE` together, the
    strongest first), measured against the chance it has already (every stack must fall:
    a stack no unit is sent to is a lost war), until no unit adds anything."""
    free = sorted(((u, strength) for u, strength, _, _ in units), key=lambda t: -t[1])
    brought = {key: 0 for key, _, _ in targets}
    while free:
        best = (0.0, "", 0)
        for key, defence, unit in targets:
            able = [strength for u, strength in free if delay[u, key] <= phase][:AT_ONCE]
            base = falls(brought[key], defence, unit)
            added = 0
            for count, strength in enumerate(able, 1):
                added += strength
                gain = (falls(brought[key] + added, defence, unit) - base) / (base + LEAD) / count
                if gain > best[0]:
                    best = (gain, key, count)
        gain, key, count = best
        if not count:
            return brought
        given = [t for t in free if delay[t[0], key] <= phase][:count]
        brought[key] += sum(strength for _, strength in given)
        free = [t for t in free if t not in given]
    return brought


def _phases_left(state: CCWState) -> int:
    """The Government's Combat Phases still to come, the one under way included (10.4)."""
    e = war.emergency(state)
    if e.turn == 0:
        return war.TURNS
    return war.TURNS - e.turn + (1 if e.side == "government" else 0)


def _moving(state: CCWState) -> bool:
    """Whether the Government's own turn is under way (its Movement or Combat Phase): its units
    are then judged where they stand, as if its movement ended now, so that each unit it moves
    beside a Rebel stack raises its chance and a unit sent anywhere else lowers it. Before its
    turn (deploying, the Rebels' turn) each unit counts where it could go."""
    e = war.emergency(state)
    return e.turn > 0 and e.side == "government" and e.stage in ("movement", "combat")


# --- which choices to try first (Title.ranks) ---------------------------------------------------


def ranks(state: CCWState, role: str, choices: list[Choice]) -> list[int] | None:
    """The computer's ranks for the choices of a National Emergency's deployment, movement and
    combat (0 first; `Title.ranks`): of a hundred ways to move a unit, the few that count.

    * The Government (11.24: every Rebel Constituency must fall): its Military Units, the only
      pieces that attack (10.71), picked first, and sent or deployed beside a Rebel
      Constituency's stack, never onto a square where one of its units already stands (10.6:
      one would be eliminated).
    * The Rebels (11.23: one Constituency left is enough): their Constituencies and units picked
      first, a Constituency sent out of the Government's reach, a unit onto a Constituency's
      square that has none, to cover it (10.72: the unit is fought first).
    * Combat: the stacks holding a Constituency attacked first (11.2)."""
    e = state.emergency
    if e is None or not e.sides or e.retreats or e.stage not in ("deploy", "movement", "combat"):
        return None
    front = war.Front(state)
    side = e.units[e.to_deploy[0][0]].side if e.stage == "deploy" else e.side
    enemy = war.other(side)
    held = {key: front.of(key) for key in front.keys}
    weak = {  # the Rebel Constituencies' stacks, and whether a Rebel unit covers each
        key: any(war.is_unit(t) for t in things if front.side[t] == "rebel")
        for key, things in held.items()
        if any(war.side_of(state, t) == "rebel" and _constituency(t) for t in things)
    }
    units_at = {
        split_key(key)[0]
        for key, things in held.items()
        if any(war.is_unit(t) and front.side[t] == side for t in things)
    }
    beside = {p for key in weak for p in (*DISPLAY.neighbours(split_key(key)[0]), key)}
    moving = [t for t in e.picked if war.is_unit(t)] if e.stage == "movement" else []
    found = []
    for choice in choices:
        arg = str(choice.arg)
        rank = 1
        if choice.verb == "pick":
            rank = 0 if war.is_unit(arg) or (side == "rebel" and _constituency(arg)) else 1
        elif choice.verb == "attack":
            rank = 0 if arg in weak else 1
        elif choice.verb in ("to", "place") and side == "government":
            if choice.verb == "place" or moving:
                rank = 2 if arg in units_at else 0 if arg in beside else 1
        elif choice.verb in ("to", "place") and side == "rebel":
            carrying = any(_constituency(t) for t in e.picked)
            if carrying:
                rank = 1 if _reached(state, front, arg, enemy) else 0
            else:
                rank = 0 if arg in weak and not weak[arg] else 1
        found.append(rank)
    return found


def _constituency(thing: str) -> bool:
    return not war.is_unit(thing) and PIECES[thing].kind == "constituency"


def _reached(state: CCWState, front: war.Front, place: str, side: str) -> bool:
    """Whether a Military Unit of ``side`` could move beside ``place`` and attack it."""
    return any(
        war.is_unit(t) and distance(key, place) - 1 <= war.allowance(t)
        for key in front.keys
        for t in front.of(key, side)  # type: ignore[arg-type]
    )
