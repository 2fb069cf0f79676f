"""Building 1812: The Invasion of Canada states by hand for the rules tests.

A state starts from a real setup (so it has the title's seeded rng) and then gets the units,
hands, decks, phase and faction a test needs. Tests then drive it through the protocol, as the
bot does: ``TITLE.view(state, role).choices`` and ``TITLE.apply(state, role, choice)``. The Turn
Order draw is forced by replacing ``turns.draw_marker``, the dice by replacing
``battle.roll_face`` (both module-level functions the engine calls through its module).

Area ids are the slugs of ``data/map.toml``, card ids those of ``data/cards.toml`` ("ar-04").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pytest

from rules.core import Choice, seed_from_text
from rules.core.decks import Deck
from rules.invasion_1812 import TITLE, battle, turns
from rules.invasion_1812.factions import FACTIONS, POOLS
from rules.invasion_1812.geography import MAP
from rules.invasion_1812.state import InvasionState

BR, CM, NA, AR, AM = FACTIONS
INTRO, FULL, CAMPAIGN_1813 = "1812-introductory", "1812-full-campaign", "1813-campaign"


_REAL_DRAW = turns.draw_marker


def fresh(scenario: str = INTRO, seed: str = "1812 tests") -> InvasionState:
    """A real setup, with the real Turn Order draw even while a test forces the later ones."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(turns, "draw_marker", _REAL_DRAW)
        return TITLE.setup(seed_from_text(seed), scenario)


def area_id(name: str) -> str:
    """The area a player means by ``name`` ("Queenston" -> "fort-erie-queenston")."""
    return MAP.find(name).id


def build(
    faction: str = AR,
    phase: str = "cards",
    *,
    units: Mapping[str, Mapping[str, int]] = (),  # type: ignore[assignment]
    hands: Mapping[str, Iterable[str]] = (),  # type: ignore[assignment]
    decks: Mapping[str, Iterable[str]] = (),  # type: ignore[assignment]
    fled: Mapping[str, int] = (),  # type: ignore[assignment]
    pools: Mapping[str, int] | None = None,
    bag: Iterable[str] | None = None,
    turn_order: Iterable[str] | None = None,
    round: int = 1,
    truces: Iterable[str] = (),
    control: Mapping[str, str] = (),  # type: ignore[assignment]
    scenario: str = INTRO,
) -> InvasionState:
    """A state in ``phase`` of ``faction``'s turn with exactly these units (area -> faction ->
    count; the pools hold the rest of the box unless given), hands, draw piles (top first) and
    fled units, nothing played yet this turn. ``bag``: the Turn Order Markers still to draw
    (default: every other faction); ``turn_order``: those drawn this round (default: this one).
    """
    state = fresh(scenario)
    state.units = {a: {f: n for f, n in by.items() if n} for a, by in dict(units).items()}
    state.units = {a: by for a, by in state.units.items() if by}
    state.fled = {f: n for f, n in dict(fled).items() if n}
    if pools is None:
        on_map = {f: sum(by.get(f, 0) for by in state.units.values()) for f in FACTIONS}
        pools = {f: POOLS[f] - on_map[f] - state.fled.get(f, 0) for f in FACTIONS}
    state.pools = dict(pools)
    given_hands = dict(hands)
    state.hands = {f: list(given_hands.get(f, ())) for f in FACTIONS}
    given_decks = dict(decks)
    state.decks = {f: Deck(draw_pile=list(given_decks.get(f, ()))) for f in FACTIONS}
    state.faction = faction
    state.phase = phase  # type: ignore[assignment]
    state.round = round
    state.bag = list(bag) if bag is not None else [f for f in FACTIONS if f != faction]
    state.turn_order = list(turn_order) if turn_order is not None else [faction]
    state.truces = list(truces)
    state.removed = []
    state.control = dict(control)
    state.setup_left = {}
    # The current turn: nothing played, moved or fought yet.
    turns.reset_turn(state)
    state.enlisted = phase != "enlist"
    state.log = []
    return state


def act(state: InvasionState, role: str, verb: str, arg: str | int | None = None) -> InvasionState:
    return TITLE.apply(state, role, Choice(verb=verb, arg=arg))


def options_of(state: InvasionState, role: str) -> list[tuple[str, str | int | None]]:
    return [(c.verb, c.arg) for c in TITLE.view(state, role).choices]


def args_of(state: InvasionState, role: str, verb: str) -> list[str | int | None]:
    return [arg for v, arg in options_of(state, role) if v == verb]


def here(state: InvasionState, area: str) -> dict[str, int]:
    """The units in ``area``: faction -> count."""
    return dict(state.units.get(area, {}))


def conserved(state: InvasionState) -> bool:
    """Pools + map + fled units = the units in the box, for every faction ("Components")."""
    return all(
        state.pools[f] + sum(by.get(f, 0) for by in state.units.values()) + state.fled.get(f, 0)
        == POOLS[f]
        for f in FACTIONS
    )


def force_draws(monkeypatch: pytest.MonkeyPatch, *order: str) -> list[str]:
    """The Turn Order Markers come out of the bag in ``order`` (then the first left in the bag,
    in role order). Returns the queue, which empties as markers are drawn."""
    queue = list(order)

    def draw(state: InvasionState) -> str:
        if not queue:
            return state.bag[0]
        faction = queue.pop(0)
        assert faction in state.bag, f"{faction} is not in the bag {state.bag}"
        return faction

    monkeypatch.setattr(turns, "draw_marker", draw)
    return queue


def force_dice(monkeypatch: pytest.MonkeyPatch, faces: Mapping[str, str]) -> None:
    """Every die of a faction shows ``faces[faction]`` ("hit", "flee" or "command")."""
    monkeypatch.setattr(battle, "roll_face", lambda state, faction: faces[faction])


def turn_of(
    faction: str,
    monkeypatch: pytest.MonkeyPatch,
    *,
    before: str | None = None,
    **kwargs,
) -> InvasionState:
    """The state just after ``faction``'s Turn Order Marker is drawn: ``before`` (another
    faction; by default the first other one of the other side) ends a turn in which it moved
    nothing, and the forced draw hands the turn over, so enlistments are placed by the engine.
    ``kwargs`` go to ``build`` (units, fled, pools, hands of ``faction``, ...)."""
    if before is None:
        before = AR if faction in (BR, CM, NA) else BR
    kwargs.setdefault("bag", [f for f in FACTIONS if f != before])
    state = build(before, "move", **kwargs)
    force_draws(monkeypatch, faction)
    return act(state, before, "end")
