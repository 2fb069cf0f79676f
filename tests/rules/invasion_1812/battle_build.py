"""Building 1812: The Invasion of Canada states by hand for the battle and Special Card tests.

A state starts from a real setup (so it holds the title's seeded rng and decks) and then gets
the units, hands and phase a test needs; the pools are whatever the box holds beyond the map
and the Fled Units space, so the unit totals hold from the start ("Components"). Everything
after that goes through the protocol (``TITLE.view`` / ``TITLE.apply``), and ``act`` checks
after every choice that no unit was made or lost.

Battle dice are forced by replacing ``rules.invasion_1812.battle.roll_face`` with a
``ForcedDice``, which also records which faction rolled each die.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

import pytest

from rules.core import Choice, seed_from_text
from rules.invasion_1812 import TITLE, battle, turns, units
from rules.invasion_1812.factions import FACTIONS, POOLS
from rules.invasion_1812.state import InvasionState

BR, CM, NA, AR, AM = FACTIONS
BRITISH, AMERICAN = "british", "american"

Units = Mapping[str, Mapping[str, int]]


def build(
    active: str,
    on_map: Units,
    *,
    phase: str = "battles",
    hands: Mapping[str, Iterable[str]] | None = None,
    fled: Mapping[str, int] | None = None,
    bag: Iterable[str] = (),
    seed: str = "i1812 battle tests",
) -> InvasionState:
    """``active``'s turn in ``phase`` (enlistments done) with exactly these units on the map,
    these fled units and these hands (other hands empty).

    With an empty ``bag`` this is the last turn of the last round, so once the turn ends the
    game ends and nobody enlists: what a battle left on the map stays there to be checked.
    With a ``bag``, the next Turn Order Marker is drawn from it."""
    state = TITLE.setup(seed_from_text(seed), "1812-introductory")
    state.units = {
        area: {f: n for f, n in by.items() if n} for area, by in on_map.items() if any(by.values())
    }
    state.fled = {f: n for f, n in (fled or {}).items() if n}
    for faction in FACTIONS:
        here = sum(by.get(faction, 0) for by in state.units.values())
        state.pools[faction] = POOLS[faction] - here - state.fled.get(faction, 0)
        assert state.pools[faction] >= 0, f"more {faction} units than the box holds"
    given = {f: list(cards) for f, cards in (hands or {}).items()}
    for faction in FACTIONS:
        state.hands[faction] = given.get(faction, [])
        deck = state.decks[faction]
        deck.draw_pile = [c for c in deck.draw_pile if c not in state.hands[faction]]
    state.setup_left = {}
    state.control = {}
    state.truces = []
    state.removed = []
    state.bag = list(bag)
    state.turn_order = [f for f in FACTIONS if f not in state.bag]
    state.round = 1 if state.bag else state.rounds
    state.faction = active
    state.phase = phase  # type: ignore[assignment]
    # A fresh turn, enlistments done.
    turns.reset_turn(state)
    state.enlisted = True
    state.outcome = None
    state.log = []
    check_totals(state)
    return state


def next_turn_of(
    faction: str,
    on_map: Units,
    *,
    hands: Mapping[str, Iterable[str]] | None = None,
    fled: Mapping[str, int] | None = None,
) -> InvasionState:
    """The start of ``faction``'s turn, reached through the protocol: another faction ends an
    uneventful turn and ``faction``'s Turn Order Marker is the last one in the bag."""
    before = next(f for f in FACTIONS if f != faction)
    state = build(before, on_map, phase="move", hands=hands, fled=fled, bag=[faction])
    return act(state, before, "end")


def check_totals(state: InvasionState) -> None:
    """ "Components": pools + map + Fled Units space = the units in the box, for every colour."""
    for faction in FACTIONS:
        assert units.total(state, faction) == POOLS[faction], faction
        assert state.pools[faction] >= 0, faction
    for area, here in state.units.items():
        assert all(n > 0 for n in here.values()), area


def act(state: InvasionState, role: str, verb: str, arg: str | int | None = None) -> InvasionState:
    new = TITLE.apply(state, role, Choice(verb=verb, arg=arg))
    check_totals(new)
    return new


def options(state: InvasionState, role: str) -> list[tuple[str, str | int | None]]:
    return [(c.verb, c.arg) for c in TITLE.view(state, role).choices]


def args(state: InvasionState, role: str, verb: str) -> list[str | int | None]:
    """The arguments of ``role``'s legal choices with this verb, in the order offered."""
    return [arg for v, arg in options(state, role) if v == verb]


def active(state: InvasionState) -> list[str]:
    return TITLE.view(state, None).active


def here(state: InvasionState, area: str) -> dict[str, int]:
    """The units in ``area``: faction -> count."""
    return dict(state.units.get(area, {}))


def new_log(before: InvasionState, after: InvasionState) -> list[str]:
    return after.log[len(before.log) :]


def move(state: InvasionState, role: str, origin: str, *path: str, verb: str = "army"):
    """Start an army in ``origin`` with every unit it may take and move it along ``path``;
    halts it there if it still could go on."""
    state = act(state, role, verb, origin)
    for area in path:
        state = act(state, role, "to", area)
    if state.army is not None:
        state = act(state, role, "halt")
    return state


class ForcedDice:
    """Stands in for ``battle.roll_face``: hands out the given faces in order and records which
    faction rolled each one."""

    def __init__(self, faces: Iterable[str]) -> None:
        self.faces = list(faces)
        self.rolled: list[tuple[str, str]] = []

    def __call__(self, state: InvasionState, faction: str) -> str:
        if not self.faces:
            raise AssertionError(f"the test forced too few faces: a {faction} die was rolled")
        face = self.faces.pop(0)
        self.rolled.append((faction, face))
        return face

    def add(self, *faces: str) -> None:
        self.faces.extend(faces)

    @property
    def factions(self) -> list[str]:
        """The faction of each die rolled, in order."""
        return [f for f, _ in self.rolled]

    def count(self) -> Counter[str]:
        """Dice rolled per faction."""
        return Counter(self.factions)


def force_dice(monkeypatch: pytest.MonkeyPatch, *faces: str) -> ForcedDice:
    dice = ForcedDice(faces)
    monkeypatch.setattr(battle, "roll_face", dice)
    return dice
