"""The arithmetic of the scripted player (scripted.py): what a player who has read the rules
counts before acting, from what their side's view shows.

* **The odds** of each Combat Results Table at each strength (`odds`): the chance of every
  result on two dice ("5.63", "5.64"), read off the tables as printed in data/tables.toml.
* **What things are worth**, in Crisis Cards (a card in hand is worth 1, "13.0: A side's card
  hand is its political resources"): a point of Regional Value held (`POINT`: the game is
  won on Values, "10.0", and Values draw cards every turn, "4.1"), a unit (`unit_worth`: its
  ratings and its reach), a card now (`card_worth`: worth less in the last Player Turn, when
  there is nothing left to spend it on).
* **The board as the side sees it** (`Situation`): who stands where, who holds each Region,
  the side's own hand and the size of the other's (public, "4.1"); what threatens a Region
  (the enemy Arms in it or able to reach it next turn, "7.0").

Nothing here reads what the side's view does not show: the other hand's cards, the draw pile,
the dice to come.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from ..core.tables import Table
from . import ops
from .components import ARMED, ARMED_LTL, DOMESTIC, FOREIGN, MAP, UNITS
from .data import TYPES
from .state import POOL, CrisisState, Side

# A point of Regional Value held, in cards: each point counts at the end ("10.0") and draws
# cards on the Crisis Card Chart every turn ("4.1"); reconstructed, as the chart is.
POINT = 2.5
# Chance of each total of two dice ("5.63").
DICE = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
VALUES = {region: MAP.place(region).value for region in MAP.places}
INFRASTRUCTURE = "infrastructure"


# --- the tables ------------------------------------------------------------------------------


def _low(label: str) -> int:
    """The least strength a column reads: "8-9" -> 8, "20+" -> 20, "0" -> 0."""
    match = re.match(r"\d+", label)
    assert match is not None, label
    return int(match[0])


@cache
def odds(table_id: str, strength: int) -> tuple[tuple[str, float], ...]:
    """Each result of ``table_id`` at ``strength``, with its chance on two dice."""
    table = TABLES[table_id]
    lows = [_low(label) for label in table.column_labels]
    column = max(i for i, low in enumerate(lows) if low <= max(0, strength))
    found: dict[str, float] = {}
    for total, chance in DICE.items():
        code = table.grid[str(total)][column]
        found[code] = found.get(code, 0.0) + chance
    return tuple(found.items())


TABLES: dict[str, Table] = {t.id: t for t in (DOMESTIC, FOREIGN, ARMED, ARMED_LTL)}


def expected(table_id: str, strength: int, gains: dict[str, float]) -> float:
    """The mean worth of a roll on ``table_id`` at ``strength``, each result worth ``gains``."""
    return sum(chance * gains.get(code, 0.0) for code, chance in odds(table_id, strength))


@cache
def armed_odds(table_id: str, strength: int) -> tuple[float, float, float, float, float, float]:
    """An Armed Conflict table at ``strength`` by kind of result ("8.15"): the chances of
    Pacification, Termination, Neutralization, Counterattack, and of a Pacification or a
    Termination that brings Collateral Damage, "(a)", among the first two."""
    found = dict(odds(table_id, strength))
    return (
        found.get("Pa", 0.0) + found.get("Pa(a)", 0.0),
        found.get("T", 0.0) + found.get("T(a)", 0.0),
        found.get("N", 0.0),
        found.get("CA", 0.0),
        found.get("Pa(a)", 0.0),
        found.get("T(a)", 0.0),
    )


def data_table(region: str) -> str:
    """ "6.13": Regions outside the USA use the Foreign Region table."""
    return (DOMESTIC if MAP.place(region).country == "usa" else FOREIGN).id


# --- worth -----------------------------------------------------------------------------------


@cache
def unit_worth(unit: str) -> float:
    """A unit on the map, in cards: what it brings to a Data and an Armed attack, and how far it
    goes ("2.0": Data, Arms, Movement)."""
    spec = UNITS[unit]
    return 0.4 * (spec.data + spec.arms) + 0.2 * spec.movement


def card_worth(state: CrisisState) -> float:
    """A card in hand now: 1, less in the last Game Turn ("10.0": the game ends after the
    Government's Player Turn of the last turn; a card kept then is worth nothing, and in the
    Rebel's turn before it only for counterattacks)."""
    if state.turn < state.turns:
        return 1.0
    return LAST if state.player == "government" else 0.5


# What a card or a unit is worth in the game's last Player Turn, after which only the Values
# of the Regions count ("10.0"): next to nothing.
LAST = 0.1


def force_worth(state: CrisisState) -> float:
    """A unit on the map now, as a share of `unit_worth`: next to nothing in the game's last
    Player Turn ("10.0")."""
    last = state.turn >= state.turns and state.player == "government"
    return LAST if last else 1.0


def turns_after(state: CrisisState, side: str) -> int:
    """``side``'s Player Turns still to begin ("3.0": the Rebel's first in each Game Turn)."""
    later = state.turns - state.turn
    return later + 1 if side == "government" and state.player == "rebel" else later


# --- the board as a side sees it -------------------------------------------------------------


@dataclass
class Situation:
    """One side's reading of the public board, made once per decision."""

    side: Side
    enemy: Side
    own: dict[str, list[str]] = field(default_factory=dict)  # Region -> own units there
    at: dict[str, str] = field(default_factory=dict)  # own unit on the map -> its Region
    foes: dict[str, list[str]] = field(default_factory=dict)  # Region -> enemy units there
    owner: dict[str, Side] = field(default_factory=dict)  # Region -> whose Infrastructure
    guard: set[str] = field(default_factory=set)  # Regions holding a National Guard
    pool: list[str] = field(default_factory=list)  # the Recruitment Pool ("6.2")
    playable: list[str] = field(default_factory=list)  # Regions in play ("7.34", "12.1")
    hand: list[str] = field(default_factory=list)
    enemy_hand: int = 0  # its size only: public ("4.1")
    card: float = 1.0  # `card_worth`
    force: float = 1.0  # `force_worth`
    later: int = 0  # the side's Player Turns still to begin (`turns_after`)
    enemy_later: int = 0  # the enemy's
    dist: dict[str, dict[str, int]] = field(default_factory=dict)  # `distances`
    # What the Movement Phase asks of each Region (march_plans.demands), once worked out.
    needs: list[Any] | None = None
    # Plans made from this position, by what else they depend on (march_plans).
    memo: dict[tuple[Any, ...], Any] = field(default_factory=dict)

    def distance(self, a: str, b: str) -> int:
        """Movement Points from ``a`` to ``b`` (99 where no way leads)."""
        return self.dist.get(a, {}).get(b, 99)

    @cached_property
    def threats(self) -> dict[str, int]:
        """Region -> enemy Arms in it or able to enter it in their next Movement Phase ("7.0",
        "7.33": nothing blocks them): the Arms that could attack it next turn."""
        found: dict[str, int] = {}
        for there, units in self.foes.items():
            for unit in units:
                spec = UNITS[unit]
                if not spec.arms:
                    continue
                reach = [there]
                if spec.movement:
                    reach = [r for r, d in self.dist.get(there, {}).items() if d <= spec.movement]
                for region in reach:
                    found[region] = found.get(region, 0) + spec.arms
        return found

    def worth(self, unit: str) -> float:
        """What ``unit`` on the map is worth now (`unit_worth`, `force_worth`)."""
        return self.force * unit_worth(unit)

    def units(self, region: str) -> list[str]:
        return self.own.get(region, [])

    def enemies(self, region: str) -> list[str]:
        return self.foes.get(region, [])

    def infrastructure_free(self, region: str) -> bool:
        """Whether an Infrastructure could be recruited in ``region`` ("6.2": one per Region;
        from the Recruitment Pool, of the Region's power)."""
        if region in self.owner:
            return False
        home = MAP.place(region).power or "usa"
        return any(UNITS[u].type == INFRASTRUCTURE and UNITS[u].power == home for u in self.pool)


# The last positions read (`situation`): a Situation is a function of its key alone.
_READ: dict[tuple[Any, ...], Situation] = {}
READ_KEPT = 64
KIND = {unit: spec.type for unit, spec in UNITS.items()}


def situation(state: CrisisState, side: str) -> Situation:
    """``side``'s reading of ``state``: only what its view shows (module docstring). The same
    position is read once: a move's steps (a unit picked, a card marked) leave it unchanged."""
    mine: Side = "government" if side == "government" else "rebel"
    other = ops.other(mine)
    key = (
        mine,
        state.turn,
        state.turns,
        state.player,
        tuple(sorted(state.powers.items())),
        tuple(state.hands[mine]),
        len(state.hands[other]),
        tuple((unit, piece.where, piece.side) for unit, piece in state.pieces.items()),
    )
    found = _READ.get(key)
    if found is None:
        found = _READ[key] = _read(state, mine)
        if len(_READ) > READ_KEPT:
            del _READ[next(iter(_READ))]
    return found


def _read(state: CrisisState, mine: Side) -> Situation:
    sit = Situation(side=mine, enemy=ops.other(mine))
    for unit, piece in state.pieces.items():
        where = piece.where
        if where == POOL:
            sit.pool.append(unit)
            continue
        if where not in VALUES:
            continue
        kind = KIND[unit]
        if kind == INFRASTRUCTURE and piece.side is not None:
            sit.owner[where] = piece.side
        elif kind == "national-guard":
            sit.guard.add(where)
        if piece.side == mine:
            sit.own.setdefault(where, []).append(unit)
            sit.at[unit] = where
        elif piece.side is not None:
            sit.foes.setdefault(where, []).append(unit)
    powers = frozenset(state.powers)
    sit.playable = _playable(powers)
    sit.hand = list(state.hands[mine])
    sit.enemy_hand = len(state.hands[sit.enemy])
    sit.card = card_worth(state)
    sit.force = force_worth(state)
    sit.later = turns_after(state, mine)
    sit.enemy_later = turns_after(state, sit.enemy)
    sit.dist = distances(powers)
    return sit


@cache
def _playable(powers: frozenset[str]) -> list[str]:
    """USA Regions, and Foreign ones whose power is in play ("7.34", "12.1")."""
    return [r for r in MAP.places if (MAP.place(r).power or "usa") in {"usa", *powers}]


@cache
def distances(powers: frozenset[str]) -> dict[str, dict[str, int]]:
    """Movement Points from each Region in play to every other ("7.2", "12.32": a
    Transportation Line costs 2), with ``powers`` the Foreign Powers in play ("7.34")."""
    closed = [r for r in MAP.places if (MAP.place(r).power or "usa") not in {"usa", *powers}]
    found = {}
    for region in MAP.places:
        if region in closed:
            continue
        reach = MAP.reachable(region, 10 * len(MAP.places), blocked=closed)
        found[region] = {region: 0, **reach}
    return found


def clandestine(unit: str) -> bool:
    return TYPES[UNITS[unit].type].clandestine


def strike_force(unit: str) -> bool:
    return TYPES[UNITS[unit].type].strike_force
