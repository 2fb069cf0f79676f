"""What the log and the prompts say, counted right (rules/core/text.py; not "1 fled American
Militia units"): a count of 1 takes the singular noun, and its verb agrees."""

from __future__ import annotations

from i1812_build import AM, BR, CM, NA, act, build, turn_of

from rules.invasion_1812 import TITLE
from rules.invasion_1812.factions import FACTIONS, POOLS

NAPOLEON, MACKINAC, TRAINING = "br-11", "br-09", "cm-11"


def test_one_fled_unit_returns_to_its_muster_area(monkeypatch):
    """Place Fled Units: "any of the active player's units located in the Fled Unit Space
    re-enter play by being placed in the active player's Muster Area(s)": one white unit
    placed in Albany is "1 fled American Militia unit returns", not "units return"."""
    state = turn_of(AM, monkeypatch, fled={AM: 1})
    state = act(state, AM, "fled", "albany:1")
    assert state.log[-1] == "1 fled American Militia unit returns to Albany."
    # A single Muster Area takes them at once; two units keep the plural.
    state = turn_of(NA, monkeypatch, fled={NA: 2})
    assert "2 fled Native Americans units return to Six Nations." in state.log


def test_one_fled_unit_stays_on_the_fled_units_space(monkeypatch):
    """Place Fled Units: "If enemy units occupy a Muster Area, no units may be placed on that
    area ... their Fled Units stay on the Fled Units Space": one unit "stays"."""
    state = turn_of(NA, monkeypatch, fled={NA: 1}, units={"six-nations": {AM: 1}})
    assert (
        "Their 1 fled unit stays on the Fled Units space: enemy units occupy the Muster Areas."
        in state.log
    ), state.log


def test_one_red_unit_lands_when_the_pool_holds_one():
    """Napoleon Defeated: "Place 2 red units from your pool in Montreal" and Mackinac
    Reinforcements "3 red units": "Each faction has a limited supply of units in its Unit Force
    Pool" (1. Place Enlistments), so with one left, one lands, and the log says so."""
    pools = {f: POOLS[f] for f in FACTIONS} | {BR: 1}
    state = build(BR, "cards", hands={BR: ["br-01", NAPOLEON]}, pools=pools)
    state = act(state, BR, "play", NAPOLEON)
    assert state.log[-1] == "1 red unit lands at Montreal."
    state = build(BR, "cards", hands={BR: ["br-01", MACKINAC]}, pools=pools)
    state = act(state, BR, "play", MACKINAC)
    state = act(state, BR, "place", "saginaw")
    assert state.log[-1] == "Mackinac Reinforcements: 1 red unit lands at Saginaw."


def test_training_one_yellow_unit_becomes_red():
    """Training: "turn up to 2 yellow units into red units": one unit "becomes" red."""
    state = build(CM, "cards", units={"york": {CM: 1}}, hands={CM: ["cm-01", TRAINING]})
    state = act(state, CM, "play", TRAINING)
    state = act(state, CM, "train", "york:1")
    assert state.log[-1] == "Training: 1 yellow unit becomes red at York."


def test_a_hand_of_one_card_says_one_card():
    """4. Draw Cards: "If there are not enough cards left in the draw deck, play with what
    remains": a hand may hold a single card, and the private view counts it right."""
    state = build(BR, "cards", hands={BR: ["br-01"]}, decks={BR: ["br-02"]})
    assert "**British Regulars** (1 card, 1 in the deck):" in TITLE.view(state, BR).private.text
    state = build(CM, "cards", hands={CM: ["cm-01", "cm-02"]})
    assert "**Canadian Militia** (2 cards, 0 in the deck):" in TITLE.view(state, CM).private.text
