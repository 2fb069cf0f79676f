"""The Advanced Game (12.0-12.32): Foreign Activation by cards #72-77, foreign and U.N. units
placed only where 12.2 allows, the Foreign Region Data Conflict table (6.13, 12.31). The
Overseas movement examples (12.32) are in test_examples.py.
"""

from __future__ import annotations

import pytest
from build import (
    ADVANCED,
    G,
    R,
    act,
    args,
    attack,
    build,
    choices,
    force_dice,
    fresh,
    invariants,
    where,
)

from rules.crisis_2020 import TITLE
from rules.crisis_2020.components import MAP, NUMBERED, UNITS

NW_MEXICO = "northwest-mexico"


def advanced(units, **kwargs):
    kwargs.setdefault("scenario", ADVANCED)
    kwargs.setdefault("rebel", ["mass-rally"])
    kwargs.setdefault("government", ["patriots"])
    return build(units, **kwargs)


def recruits(state, role):
    return [
        str(o).split(":")[1] for o in args(state, role, "option") if str(o).startswith("recruit:")
    ]


# --- 12.1 Foreign Activation -------------------------------------------------------------------


def test_foreign_activation_by_card_12_1():
    """12.1: cards #72-77 activate a Foreign Power for one side: its Regions come into play, the
    units the card lists are placed in its Home Regions, its other units join the Recruitment
    Pool; the card is removed from the game, not discarded."""
    card = NUMBERED[72]
    state = advanced({"infrastructure-1": ("rustbelt", G)}, player=G, government=[card])
    assert "canada" not in state.powers
    assert where(state, "jtf-2") == ("aside", None)
    assert ("play", card) in choices(state, G)
    state = act(state, G, "play", card)
    assert state.powers["canada"] == G
    assert where(state, "canada-infrastructure-1") == ("eastern-canada", G)
    assert where(state, "canadian-rangers") == ("eastern-canada", G)
    for unit in ("jtf-2", "1-cmbg", "canada-insurgents-1", "canada-infrastructure-2"):
        assert where(state, unit) == ("pool", None)
    assert card in state.removed and card not in state.deck.discard_pile
    assert state.log[-1].startswith("Foreign Intervention")
    invariants(state)


def test_foreign_activation_is_a_one_time_event_12_1():
    """12.1: each Foreign Activation happens once: the card of a Power already active (here
    NATO, active from the start of the scenario) does nothing and is not offered."""
    card = NUMBERED[74]
    assert "nato" in fresh(ADVANCED).powers
    state = advanced({}, player=G, government=[card])
    assert ("play", card) not in choices(state, G)


def test_foreign_intervention_cards_only_in_the_advanced_game_11_1_12_1():
    """11.1, 12.1: outside the Advanced Game cards #72-77 are out of the game."""
    state = build({})
    for number in range(72, 78):
        assert NUMBERED[number] in state.removed
        assert NUMBERED[number] not in state.deck.draw_pile


def test_un_activation_places_on_a_transportation_line_12_1_12_2():
    """12.1, 12.2: U.N. units have no Home Region: activated, they go to an Overseas Region or
    a USA Region that connects to a Transportation Line."""
    card = NUMBERED[77]
    state = act(advanced({}, player=G, government=[card]), G, "play", card)
    for unit in ("un-peacekeepers-1", "un-peacekeepers-2"):
        region, side = where(state, unit)
        assert side == G
        assert MAP.place(region).country == "overseas" or MAP.neighbours(region, "transport")


# --- 12.2 Placing foreign units ----------------------------------------------------------------


def test_foreign_units_recruited_only_in_their_home_regions_12_2(monkeypatch):
    """12.2: foreign units are recruited only in their Home Regions: a Recruit in a USA
    Region offers U.S. units only, even with Mexico and NATO in play."""
    force_dice(monkeypatch, (4, 6))
    state = advanced({"cybernauts-1": ("texas", R), "infrastructure-7": ("texas", R)})
    state = attack(state, R, "texas", ["cybernauts-1", "infrastructure-7"])
    assert state.log[-1].endswith("→ Recruit.")
    powers = {UNITS[u].power for u in recruits(state, R)}
    assert powers == {"usa"}


@pytest.mark.parametrize(("region", "offered"), [("southern-california", True), ("midwest", False)])
def test_un_units_recruited_on_a_transportation_line_12_2(monkeypatch, region, offered):
    """6.2, 12.2: with the U.N. in play, a Recruit may bring a U.N. unit, but only in an
    Overseas Region or a USA Region on a Transportation Line (U.N. Peacekeepers are 'real'
    military units: a friendly Infrastructure takes part)."""
    force_dice(monkeypatch, (4, 6))
    state = advanced(
        {"cybernauts-1": (region, R), "infrastructure-7": (region, R)},
        powers={"nato": G, "mexico": R, "un": G},
    )
    assert where(state, "un-peacekeepers-1") == ("pool", None)
    state = attack(state, R, region, ["cybernauts-1", "infrastructure-7"])
    assert state.log[-1].endswith("→ Recruit.")
    assert ("un-peacekeepers-1" in recruits(state, R)) is offered


# --- 12.31 the Foreign Region Data Conflict table ----------------------------------------------


def test_foreign_regions_use_the_foreign_table_6_13_12_31():
    """6.13, 12.31: Data attacks outside the USA use the Foreign Region Data Conflict table."""
    state = advanced({"cybernauts-1": (NW_MEXICO, R)})
    state = act(state, R, "attack", NW_MEXICO)
    state = act(state, R, "add", "cybernauts-1")
    assert "Foreign Region Data Conflict Results Table" in TITLE.view(state, R).prompt


def test_protests_12_31(monkeypatch):
    """6.2 Protests: the attacker receives one Insurgent of that Foreign Region from the
    Recruitment Pool, if available, and draws one card."""
    force_dice(monkeypatch, (4, 6))
    state = advanced({"cybernauts-1": (NW_MEXICO, R)})
    top = state.deck.draw_pile[0]
    state = attack(state, R, NW_MEXICO, ["cybernauts-1"])
    assert state.log[-3].endswith("→ Protests.")
    assert state.log[-2] == "Rebel receives Mexican Insurgents 1 (Insurgents) in Northwest Mexico."
    assert state.log[-1] == "Protests: Rebel draws 1 Crisis Card."
    assert where(state, "mexico-insurgents-1") == (NW_MEXICO, R)
    assert state.hands[R] == ["mass-rally", top]


def test_intervention_12_31(monkeypatch):
    """6.2 Intervention: Neutralization, or Recruit (as per the rules above) one unit of that
    Foreign Region: no U.S. unit, no 'real' military unit without a friendly Infrastructure in
    the attack."""
    force_dice(monkeypatch, (5, 6))
    state = advanced(
        {
            "insurgents-1": (NW_MEXICO, R),
            "insurgents-2": (NW_MEXICO, R),
            "dhs-1": (NW_MEXICO, G),
        }
    )
    state = attack(state, R, NW_MEXICO, ["insurgents-1", "insurgents-2"])
    assert state.log[-1].endswith("= 4 → column 4; 2d6 [5, 6] = 11 → Intervention.")
    options = args(state, R, "option")
    assert "draw" in options and "neutralize:dhs-1" in options
    assert sorted(recruits(state, R)) == [
        "guardia-nacional",
        "mexico-infrastructure-1",
        "mexico-infrastructure-2",
        "mexico-insurgents-1",
        "mexico-insurgents-2",
    ]


def test_foreign_doubles_12_31(monkeypatch):
    """6.2 Doubles (Foreign): the player(s) without an Infrastructure unit in that Region draw
    one card."""
    force_dice(monkeypatch, (4, 4))
    state = advanced({"cybernauts-1": (NW_MEXICO, R), "mexico-infrastructure-1": (NW_MEXICO, R)})
    state = attack(state, R, NW_MEXICO, ["cybernauts-1"])
    assert state.log[-3].endswith("2d6 [4, 4] = 8 (doubles) → International Support.")
    assert state.log[-2] == "International Support: Rebel draws 1 Crisis Card."
    assert state.log[-1] == "Doubles: the Government has no Infrastructure there and draws a card."
    assert len(state.hands[G]) == 2 and len(state.hands[R]) == 2
