"""Building Crisis 2020 positions by hand for the rules tests (rulebook crisis-2020.txt).

A position starts from a real setup (so it has the title's seeded rng and a scenario), then
gets exactly the counters, hands, draw pile, phase and Player Turn a test needs. The cards a
test does not name fill the rest of the draw pile (Conflict Support cards first, so that a draw
a test did not plan brings no event), so that every card is somewhere once, as the oracle's
invariants ask. Dice are forced by replacing ``rules.crisis_2020.conflict.two_dice``
(`force_dice`). Ids: units from data/units.toml, cards from data/cards.toml, Regions from
data/map.toml.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pytest

from rules.core import Choice, seed_from_text
from rules.core.tables import TableRoll
from rules.crisis_2020 import ORACLE, TITLE, conflict
from rules.crisis_2020.cards import FOREIGN_INTERVENTION
from rules.crisis_2020.components import CARDS, NUMBERED, SCENARIOS, UNITS
from rules.crisis_2020.state import ASIDE, POOL, CrisisState, Piece

R, G = "rebel", "government"
BASIC = "contested-election"
ADVANCED = "continental-crisis"
FOREIGN_CARDS = [NUMBERED[n] for n in FOREIGN_INTERVENTION]

# Where a test puts a counter: unit id -> (Region, side).
Layout = Mapping[str, tuple[str, str]]


def fresh(scenario: str = BASIC, seed: str = "crisis 2020 tests") -> CrisisState:
    """The state right after setup: the first side about to place its starting units."""
    return TITLE.setup(seed_from_text(seed), scenario)


def filler_order(besides: Iterable[str]) -> list[str]:
    """Every card but ``besides``, Conflict Support cards first, purple ones last."""
    taken = set(besides)
    rank = {"support": 0, "event": 1}
    rest = [c for c in CARDS if c not in taken]
    return sorted(
        rest,
        key=lambda c: (CARDS[c].holder == "purple", rank[CARDS[c].kind], CARDS[c].number),
    )


def build(
    units: Layout,
    *,
    phase: str = "data",
    player: str = R,
    rebel: Iterable[str] = (),
    government: Iterable[str] = (),
    draw: Iterable[str] = (),
    discard: Iterable[str] = (),
    scenario: str = BASIC,
    powers: Mapping[str, str] | None = None,
    turn: int = 1,
    seed: str = "crisis 2020 tests",
) -> CrisisState:
    """A position in ``phase`` of ``player``'s Player Turn with exactly these counters (the
    others in the Recruitment Pool, or set aside while their Foreign Power is out of play),
    these hands, ``draw`` on top of the draw pile and ``discard`` in the discards. The
    Foreign Intervention cards (#72-77) are out of the game unless the scenario is Advanced
    (11.1); a card a test names is taken from wherever it would have been."""
    state = fresh(scenario, seed)
    state.queue = []
    state.phase = phase  # type: ignore[assignment]
    state.player = player  # type: ignore[assignment]
    state.turn = turn
    if powers is not None:
        state.powers = dict(powers)  # type: ignore[arg-type]
    for unit, spec in UNITS.items():
        active = spec.power in ("usa", *state.powers)
        state.pieces[unit] = Piece(where=POOL if active else ASIDE)
    for unit, (region, side) in units.items():
        state.pieces[unit] = Piece(where=region, side=side)  # type: ignore[arg-type]
    hands = {R: list(rebel), G: list(government)}
    named = [*hands[R], *hands[G], *draw, *discard]
    advanced = SCENARIOS[scenario].advanced
    state.removed = [] if advanced else [c for c in FOREIGN_CARDS if c not in named]
    state.hands = hands
    state.deck.draw_pile = [*draw, *filler_order([*named, *state.removed])]
    state.deck.discard_pile = list(discard)
    state.deck.reshuffles = 0
    state.data_attacked, state.armed_attacked, state.moved, state.picked = [], [], [], []
    state.recovered = []
    state.rebel_ltl_used = False
    state.draft = None
    state.armed = None
    state.log = []
    state.last_roll = ""
    problems = ORACLE.invariant_problems(state)
    assert not problems, problems
    return state


# --- playing ---------------------------------------------------------------------------------


def act(state: CrisisState, role: str, verb: str, arg: str | int | None = None) -> CrisisState:
    """``role`` makes the choice ``verb arg`` through the protocol (refused unless offered)."""
    return TITLE.apply(state, role, Choice(verb=verb, arg=arg))


def choices(state: CrisisState, role: str) -> list[tuple[str, str | int | None]]:
    return [(c.verb, c.arg) for c in TITLE.view(state, role).choices]


def args(state: CrisisState, role: str, verb: str) -> list[str | int | None]:
    """The args of ``role``'s legal choices of ``verb``."""
    return [arg for v, arg in choices(state, role) if v == verb]


def draft(
    state: CrisisState,
    role: str,
    region: str | None,
    units: Iterable[str],
    cards: Iterable[str] = (),
    mode: str | None = None,
) -> CrisisState:
    """Builds an attack (``region`` None: a counterattack whose draft is already open): the
    attack choice, the units, the cards, the mode. Not rolled yet."""
    if region is not None:
        state = act(state, role, "attack", region)
    for unit in units:
        state = act(state, role, "add", unit)
    for card in cards:
        state = act(state, role, "card", card)
    if mode is not None:
        state = act(state, role, "mode", mode)
    return state


def attack(
    state: CrisisState,
    role: str,
    region: str | None,
    units: Iterable[str],
    cards: Iterable[str] = (),
    mode: str | None = None,
) -> CrisisState:
    """Builds an attack as `draft` does and rolls it."""
    return act(draft(state, role, region, units, cards, mode), role, "roll")


def force_dice(monkeypatch: pytest.MonkeyPatch, *rolls: tuple[int, int]) -> list[TableRoll]:
    """The next rolls of the game are these dice, in order; returns the list of rolls still
    to come (empty once all were used). A roll beyond them fails the test."""
    queue = [TableRoll.of(list(dice)) for dice in rolls]

    def two_dice(state: CrisisState) -> TableRoll:
        assert queue, "the game rolled more dice than the test forced"
        return queue.pop(0)

    monkeypatch.setattr(conflict, "two_dice", two_dice)
    return queue


def where(state: CrisisState, unit: str) -> tuple[str, str | None]:
    piece = state.pieces[unit]
    return piece.where, piece.side


def new_lines(before: CrisisState, after: CrisisState) -> list[str]:
    return after.log[len(before.log) :]


def invariants(state: CrisisState) -> None:
    problems = ORACLE.invariant_problems(state)
    assert not problems, problems
