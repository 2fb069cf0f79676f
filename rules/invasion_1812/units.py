"""Counting and moving units between the map, the pools and the Fled Units space.

Every function keeps the totals: pools + map + fled units stay equal to the units in the box
("Components"), which the fuzzer checks after every choice.
"""

from __future__ import annotations

from functools import lru_cache

from rules.core import Msg

from .factions import FACTIONS, SIDE_OF, counted, factions_of
from .geography import MAP
from .state import InvasionState


def in_area(state: InvasionState, area: str, faction: str) -> int:
    return state.units.get(area, {}).get(faction, 0)


def side_in(state: InvasionState, area: str, side: str) -> int:
    return sum(in_area(state, area, f) for f in factions_of(side))


def sides_in(state: InvasionState, area: str) -> list[str]:
    return [s for s in ("british", "american") if side_in(state, area, s)]


def add(state: InvasionState, area: str, faction: str, n: int) -> None:
    if n <= 0:
        return
    here = state.units.setdefault(area, {})
    here[faction] = here.get(faction, 0) + n


def take(state: InvasionState, area: str, faction: str, n: int) -> int:
    """Remove up to ``n`` units of ``faction`` from ``area``; returns how many were removed."""
    here = state.units.get(area, {})
    gone = min(n, here.get(faction, 0))
    if gone:
        here[faction] -= gone
        if not here[faction]:
            del here[faction]
        if not here:
            del state.units[area]
    return gone


def from_pool(state: InvasionState, area: str, faction: str, n: int) -> int:
    """Place up to ``n`` units from the pool; an empty pool places none ("Place Enlistments")."""
    placed = min(n, state.pools[faction])
    state.pools[faction] -= placed
    add(state, area, faction, placed)
    return placed


def to_pool(state: InvasionState, area: str, faction: str, n: int) -> int:
    gone = take(state, area, faction, n)
    state.pools[faction] += gone
    return gone


def flee(state: InvasionState, area: str, faction: str, n: int) -> int:
    gone = take(state, area, faction, n)
    state.fled[faction] = state.fled.get(faction, 0) + gone
    return gone


def enemy_occupied(state: InvasionState, area: str, side: str) -> bool:
    """Enemy units of ``side`` are in ``area``."""
    return side_in(state, area, "american" if side == "british" else "british") > 0


def friendly(state: InvasionState, area: str, side: str) -> bool:
    """ "Friendly Areas are any of your side's Homeland Areas that are empty or contain allied
    units; or any enemy Homeland Areas that are occupied by allied units." An area holding both
    sides (an upcoming battle) is friendly too (Command Decision)."""
    ours = side_in(state, area, side) > 0
    if MAP.areas[area].homeland == side:
        return ours or not enemy_occupied(state, area, side)
    return ours


def unmoved(state: InvasionState, area: str, faction: str) -> int:
    return in_area(state, area, faction) - state.moved.get(area, {}).get(faction, 0)


def mark_moved(state: InvasionState, area: str, units: dict[str, int]) -> None:
    here = state.moved.setdefault(area, {})
    for faction, n in units.items():
        here[faction] = here.get(faction, 0) + n


def total(state: InvasionState, faction: str) -> int:
    on_map = sum(units.get(faction, 0) for units in state.units.values())
    return state.pools[faction] + on_map + state.fled.get(faction, 0)


def battles(state: InvasionState) -> list[str]:
    """Areas holding both sides, in map order ("3. Battles")."""
    return [a for a in MAP.areas if len(sides_in(state, a)) == 2]


def counts(units: dict[str, int]) -> Msg:
    """ "2 blue, 1 white" in faction order."""
    return said_counts(tuple(units.items()))


@lru_cache(maxsize=1 << 14)
def said_counts(items: tuple[tuple[str, int], ...]) -> Msg:
    """Units (faction, count) said: "2 blue, 1 white". Made once for each count: the board
    says every area's at every view."""
    units = dict(items)
    parts = [counted(f, units[f]) for f in FACTIONS if units.get(f)]
    return Msg.join(*parts, sep=", ") if parts else Msg("i1812-no-units")


def side_of(faction: str) -> str:
    return SIDE_OF[faction]
