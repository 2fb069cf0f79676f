"""The Movement Phase ("7.0"): each unit at most once, Region to connected Region, up to its
Movement Rating; a Transportation Line costs 2 ("12.32"); enemy units never block ("7.33");
only playable Regions ("7.34"); one Infrastructure and one National Guard per Region ("7.35").

The player picks the units that go together, then where they go: every one of them must be able
to reach it on its own Movement Rating.
"""

from __future__ import annotations

from ..core.messages import Msg
from . import ops, words
from .components import MAP, UNITS
from .data import TYPES
from .state import CrisisState


def movable(state: CrisisState, side: str | None = None) -> list[str]:
    """The units of ``side`` (the phasing side's by default) on the map that may still move:
    in the Movement Phase, or by an airlift event."""
    side = side or state.player
    return [
        u
        for u, p in state.pieces.items()
        if p.side == side
        and p.where in MAP.places
        and UNITS[u].movement > 0
        and u not in state.moved
    ]


def reach(state: CrisisState, unit: str) -> dict[str, int]:
    """Regions ``unit`` can enter this phase, with what it costs ("7.2", "7.31", "7.32")."""
    here = state.pieces[unit].where
    closed = [r for r in MAP.places if not ops.is_playable(state, r)]
    found = MAP.reachable(here, UNITS[unit].movement, blocked=closed)
    return {r: cost for r, cost in found.items() if ops.may_stand(state, unit, r)}


def destinations(state: CrisisState, units: list[str]) -> list[str]:
    """Where all of ``units`` may go together, in map order."""
    if not units:
        return []
    kinds = [UNITS[u].type for u in units if TYPES[UNITS[u].type].one_per_region]
    if len(kinds) != len(set(kinds)):
        return []  # two Infrastructure or two National Guard cannot end in one Region
    common = set(MAP.places)
    for unit in units:
        common &= set(reach(state, unit))
    return [r for r in MAP.places if r in common]


def move(state: CrisisState, units: list[str], region: str) -> None:
    side = state.player
    starts = {state.pieces[u].where for u in units}
    for unit in units:
        ops.place(state, unit, side, region)
        state.moved.append(unit)
    names = Msg.join(*(ops.describe(u) for u in units), sep=", ")
    origin = Msg.join(*(words.region(r) for r in sorted(starts)), sep=", ")
    state.say(
        Msg(
            "c2020-moves", side=ops.NAMES[side], units=names, origin=origin, to=words.region(region)
        )
    )
