"""Crisis 2020's 80 Crisis Cards (data/cards.toml, read by rules/crisis_2020/cards.py).

Rulebook cases: "2.0 Equipment Used" (Conflict Support cards with Metroplex / Developed /
Wilderness values and a Data, Armed or Both border; Events with a Government, Rebel or Both
border), "4.0"-"4.6" (purple must-play cards, red and blue borders, removed cards), "5.62"
(support and event cards in an attack), the Data Conflict Example of "6.2", "8.12"
(Surveillance), the Armed Conflict Example of "8.15", "11.1" (#72-77, #80 Extremists) and
"12.1" (Foreign Activation). The rulebook prints no card list: the rest is reconstructed, and
these tests keep every card's data, effect and printed text consistent.
"""

from __future__ import annotations

import re
from typing import get_args

import pytest

from rules.crisis_2020.cards import (
    ATTACK_EFFECTS,
    EXTREMISTS,
    FOREIGN_INTERVENTION,
    PURPLE_EFFECTS,
    Card,
    Effect,
    Params,
    Values,
    load_cards,
)
from rules.crisis_2020.data import load_map, load_units

CARDS = load_cards()
BY_NUMBER = {card.number: card for card in CARDS.values()}
BY_NAME = {card.name: card for card in CARDS.values()}
SUPPORT = [c for c in CARDS.values() if c.kind == "support"]
EVENTS = [c for c in CARDS.values() if c.kind == "event"]

PHASE_WORDS = {
    "data": "Data Conflict",
    "move": "Movement",
    "armed": "Armed Conflict",
    "recovery": "Neutralization Recovery",
}
TYPE_WORDS = {
    "infrastructure": "Infrastructure",
    "national-guard": "National Guard",
    "insurgent": "Insurgent",
    "cybernaut": "Cybernaut",
    "strike-force": "Strike Force",
    "black-helicopter": "Black Helicopter",
    "special-operations": "Special Operations",
    "high-tech": "High-Tech Arms",
    "rapid-deployment": "Rapid Deployment",
    "stryker": "Stryker",
}
WHERE_WORDS = {
    "infrastructure": "a Region holding a friendly Infrastructure unit",
    "friendly": "a Region holding a friendly unit",
    "usa": "any USA Region",
}
THREE_VALUES = r"\+(\d) in a Metroplex, \+(\d) in a Developed, \+(\d) in a Wilderness Region"
POWERS = ("canada", "mexico", "nato", "southern-command", "pacific-rim")  # "2.0", "12.1"

# The parameters each effect reads (cards.py's docstring); every other one keeps its default.
PHASE_EFFECTS = {
    "draw": {"cards", "phases"},
    "discard": {"cards", "phases"},
    "recruit": {"count", "types", "where", "phases"},
    "neutralize": {"count", "phases"},
    "recover": {"count", "phases"},
    "airlift": {"count", "phases"},
    "defect": {"types", "phases"},
    "activate": {"power", "units", "phases"},
}
READS: dict[str, set[str]] = {
    "bonus": {"strength", "conflict"},
    "surveillance": set(),
    "restraint": set(),
    "veto": set(),
    **PHASE_EFFECTS,
    **{effect: set() for effect in PURPLE_EFFECTS},
}


def either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def values(card: Card) -> Values:
    assert card.values is not None, card.label
    return card.values


def set_params(card: Card) -> set[str]:
    """The parameters a card gives a value other than the default."""
    return {k for k, v in card.params if v != Params.model_fields[k].default}


# --- "2.0": 80 cards, Conflict Support and Events -------------------------------------------


def test_eighty_cards_numbered_once_each():
    # "2.0": "The 80 Crisis Cards"; "Card I.D. #". load_cards checks the numbering too.
    assert len(CARDS) == 80
    assert sorted(BY_NUMBER) == list(range(1, 81))
    assert len(BY_NAME) == 80, "every card has its own name"
    for card_id, card in CARDS.items():
        assert card.id == card_id


def test_conflict_support_and_event_mix():
    # "2.0": Conflict Support cards (Data, Armed or Both border) and Events (Government only,
    # Rebel only, both players; purple, "4.4").
    assert 40 <= len(SUPPORT) <= 50
    assert 30 <= len(EVENTS) <= 40
    borders = {b: [c for c in SUPPORT if c.border == b] for b in ("data", "armed", "both")}
    assert all(len(cards) >= 12 for cards in borders.values()), borders
    holders = {h: [c for c in EVENTS if c.holder == h] for h in ("government", "rebel", "both")}
    assert all(len(cards) >= 5 for cards in holders.values()), holders
    ordinary = [c for c in EVENTS if c.number not in FOREIGN_INTERVENTION and c.holder != "purple"]
    assert 20 <= len(ordinary) <= 30


def test_support_values_follow_the_region_types():
    # "2.0": values by Region type, 0-4; reconstructed so that Data cards favour the Metroplex
    # and Armed cards the Wilderness, with a few high cards.
    def mean(cards: list[Card], region_type: str) -> float:
        return sum(values(c).of(region_type) for c in cards) / len(cards)

    data = [c for c in SUPPORT if c.border == "data"]
    armed = [c for c in SUPPORT if c.border == "armed"]
    assert mean(data, "metroplex") > mean(data, "wilderness")
    assert mean(armed, "wilderness") > mean(armed, "metroplex")
    printed = [values(c).of(t) for c in SUPPORT for t in ("metroplex", "developed", "wilderness")]
    assert min(printed) == 0 and max(printed) == 4
    assert 3 <= sum(1 for c in SUPPORT if 4 in values(c).model_dump().values()) <= 8


# --- the cards the rulebook names -----------------------------------------------------------


def test_mass_rally_data_example():
    # "6.2" Data Conflict Example: SEALS + DHS 4 (Data 3) + Mass Rally "which, in a Metroplex
    # Region, adds '4'" = 7, in Southern California (Metroplex).
    card = BY_NAME["Mass Rally"]
    assert card.kind == "support" and card.border == "data"
    assert card.supports("data") and not card.supports("armed")
    assert card.values is not None and card.values.metroplex == 4
    assert 3 + card.values.of("metroplex") == 7


def test_detention_camp_data_example():
    # "6.2": the Government's Insurgent (Data 2) "adds ... a Detention Camp Conflict Support Card
    # which he plays to add another '1', raising the Data Attack total to '3'" (a Metroplex).
    card = BY_NAME["Detention Camp"]
    assert card.kind == "support" and card.border in ("data", "both")
    assert card.supports("data")
    assert card.values is not None and card.values.metroplex == 1
    assert 2 + card.values.of("metroplex") == 3


def test_community_policing_armed_example():
    # "8.15": "a Community Policing Conflict Support Card (which can only affect Armed
    # Conflict), adding its '2' strength in a Developed Region": BATF 3 + 2 = 5 in the Midwest.
    card = BY_NAME["Community Policing"]
    assert card.kind == "support" and card.border == "armed"
    assert card.supports("armed") and not card.supports("data")
    assert card.values is not None and card.values.developed == 2
    assert 3 + card.values.of("developed") == 5


@pytest.mark.parametrize("name", ["Rallying Cry", "Second Amendment"])
def test_rallying_cry_and_second_amendment_armed_example(name):
    # "8.15": the Government counterattacks in the Midwest (Developed) with all three units
    # "along with the Rallying Cry and Second Amendment Conflict Support Cards for a total
    # strength of '11'": 2 + 2 of them, the rest the units' Arms.
    card = BY_NAME[name]
    assert card.kind == "support" and card.border in ("armed", "both")
    assert card.supports("armed")
    assert card.values is not None and card.values.developed == 2


def test_surveillance_is_an_event_for_both_players():
    # "8.12": "Clandestine units are also affected if the opponent played a Surveillance Event
    # Card before rolling the dice on the Armed Conflict table."
    card = BY_NAME["Surveillance"]
    assert (card.kind, card.holder, card.effect) == ("event", "both", "surveillance")
    assert card.source.startswith("rulebook 8.12")


def test_bill_of_rights_rebel_only_and_mobilization_government_only():
    # "4.3": "if the Government player draws a red-border Crisis card (e.g., Bill of Rights) or
    # the Rebel player draws a blue-border Crisis card (e.g., Mobilization)".
    bill, mobilization = BY_NAME["Bill of Rights"], BY_NAME["Mobilization"]
    assert (bill.kind, bill.holder) == ("event", "rebel")
    assert bill.effect == "veto"
    assert (mobilization.kind, mobilization.holder) == ("event", "government")
    assert mobilization.effect == "recruit" and mobilization.params.count >= 1
    assert "national-guard" in mobilization.params.types


def test_the_purple_cards():
    # "4.4": "The three purple-bordered Event Cards (Economic Collapse, Special Election, and
    # Extremists)"; "11.1": card #80 ("Extremists").
    purple = {c.number: (c.name, c.effect) for c in EVENTS if c.holder == "purple"}
    assert purple == {
        78: ("Economic Collapse", "economic-collapse"),
        79: ("Special Election", "special-election"),
        EXTREMISTS: ("Extremists", "extremists"),
    }
    assert not any(c.remove for c in CARDS.values() if c.holder == "purple")


def test_foreign_intervention_cards():
    # "11.1": "cards #72-77 (the Foreign Intervention cards)"; "12.1": each "activates a Foreign
    # Power for one side ... it is removed from the game"; "Each Foreign Activation is a
    # one-time event".
    activating = sorted(c.number for c in EVENTS if c.effect == "activate")
    assert activating == list(FOREIGN_INTERVENTION)
    powers = [BY_NUMBER[n].params.power for n in FOREIGN_INTERVENTION]
    assert len(set(powers)) == 6, "one card per power: each activation happens once"
    assert set(POWERS) <= set(powers) and set(powers) <= {*POWERS, "un"}
    for n in FOREIGN_INTERVENTION:
        card = BY_NUMBER[n]
        assert card.kind == "event" and card.holder in ("government", "rebel", "both")
        assert card.remove, card.label
        assert card.params.units, card.label
        assert card.name.startswith("Foreign Intervention")
        assert card.source.startswith("rulebook 11.1, 12.1")


def test_foreign_intervention_powers_are_on_the_map():
    # "2.0": the Canadian and Mexican border Regions and the three Overseas Regions; the U.N.
    # has no Region ("12.2").
    crisis_map = load_map()
    for n in FOREIGN_INTERVENTION:
        power = BY_NUMBER[n].params.power
        assert power == "un" or crisis_map.of_power(power), power


def test_foreign_intervention_units_exist():
    # "12.1": the card "gives its setup instructions": the units it places are counters of
    # that power in data/units.toml.
    units = load_units()
    for n in FOREIGN_INTERVENTION:
        card = BY_NUMBER[n]
        assert len(set(card.params.units)) == len(card.params.units), card.label
        for unit in card.params.units:
            assert unit in units, f"{card.label} places {unit!r}, not in units.toml"
            assert units[unit].power == card.params.power, f"{card.label}: {unit}"
            assert units[unit].name in card.text, f"{card.label} names {unit} by its name"
            assert TYPE_WORDS[units[unit].type] in card.text, card.label
    infrastructure = [
        u
        for n in FOREIGN_INTERVENTION
        for u in BY_NUMBER[n].params.units
        if units[u].type == "infrastructure"
    ]
    assert all(units[u].power != "un" for u in infrastructure), "the U.N. holds no Region"


# --- every event has an exact, implemented effect -------------------------------------------


def test_every_effect_reads_exactly_its_parameters():
    # cards.py's docstring: each effect reads the parameters it names; the others keep their
    # defaults, so no card carries a number its effect ignores.
    for card in EVENTS:
        assert card.effect in READS, card.label
        extra = set_params(card) - READS[card.effect]
        assert not extra, f"{card.label}: {card.effect} does not read {sorted(extra)}"


def test_every_effect_has_the_parameters_it_needs():
    for card in EVENTS:
        p, label = card.params, card.label
        if card.effect in PHASE_EFFECTS:
            assert p.phases and len(set(p.phases)) == len(p.phases), label
        else:
            assert not p.phases, f"{label}: attack and purple events have no phases"
        if card.effect == "bonus":
            assert p.strength >= 1, label
        if card.effect in ("draw", "discard"):
            assert p.cards >= 1, label
        if card.effect in ("recruit", "neutralize", "recover", "airlift"):
            assert p.count >= 1, label
        if card.effect in ("recruit", "defect"):
            assert p.types and len(set(p.types)) == len(p.types), label
        if card.effect == "defect":
            assert "infrastructure" not in p.types, f"{label}: one Infrastructure per Region"
        if card.effect == "activate":
            assert p.power and p.units, label


def test_every_effect_of_the_vocabulary_is_used():
    # Every effect the engine implements appears on at least one card, the attack events with
    # the Data and Armed bonuses both present.
    used = {c.effect for c in EVENTS}
    assert used == set(get_args(Effect))
    bonus = {c.params.conflict for c in EVENTS if c.effect == "bonus"}
    assert {"data", "armed"} <= bonus


def test_removed_from_the_game():
    # "4.6": "Some Event Cards say to remove them from the game after they have been used."
    for card in CARDS.values():
        says = "remove this card from the game" in card.text.lower()
        assert says == card.remove, card.label
        assert not (card.remove and card.kind == "support"), card.label
    ordinary = [c for c in EVENTS if c.remove and c.number not in FOREIGN_INTERVENTION]
    assert 3 <= len(ordinary) <= 8


# --- the printed text says what the card does -----------------------------------------------


def test_support_text_gives_its_values_and_border():
    # "2.0": three numbers (Metroplex / Developed / Wilderness) and the border.
    for card in SUPPORT:
        v = values(card)
        m, d, w = v.metroplex, v.developed, v.wilderness
        assert f"({card.border}: {m}/{d}/{w})" in card.label
        printed = re.search(THREE_VALUES, card.text)
        if printed:
            assert tuple(map(int, printed.groups())) == (m, d, w), card.label
        else:
            same = re.search(r"\+(\d) in any Region", card.text)
            assert same and m == d == w == int(same.group(1)), card.label
        head = {
            "data": "Play in support of a Data attack:",
            "armed": "Play in support of an Armed attack or counterattack:",
            "both": "Play in support of a Data attack, or an Armed attack or counterattack:",
        }[str(card.border)]
        assert card.text.startswith(head), card.label


def test_phase_event_text_names_its_phases_and_numbers():
    for card in EVENTS:
        if card.effect not in PHASE_EFFECTS:
            continue
        p, text = card.params, card.text
        head = "Play in your " + either([PHASE_WORDS[ph] for ph in p.phases]) + " Phase"
        assert text.startswith(head), f"{card.label}: {text!r} should start with {head!r}"
        for n in (p.cards, p.count):
            if n:
                assert re.search(rf"\b{n} ", text), f"{card.label} prints {n}"
        if card.effect in ("recruit", "defect"):
            assert either([TYPE_WORDS[t] for t in p.types]) in text, card.label
        if card.effect == "recruit":
            assert WHERE_WORDS[p.where] in text, card.label
        if card.effect == "activate":
            assert re.search(rf"\b{len(p.units)}\b", text), card.label
            assert "Advanced Game" in text, card.label


def test_attack_event_text():
    # "5.62": events played "in conjunction with" an attack, before the roll.
    for card in EVENTS:
        if card.effect not in ATTACK_EFFECTS:
            continue
        text = card.text
        if card.effect == "veto":
            assert text.startswith("Play when you roll in an Armed Conflict"), card.label
            other = {"rebel": "the Government", "government": "the Rebel"}.get(
                card.holder or "", "the other side"
            )
            assert other in text and "still counts as played" in text, card.label
            continue
        assert text.startswith("Play with your"), card.label
        if card.effect == "bonus":
            assert f"+{card.params.strength} to its strength" in text, card.label
            words = {"data": ["Data"], "armed": ["Armed"], "any": ["Data", "Armed"]}
            for word in words[card.params.conflict]:
                assert word in text, card.label
            if card.params.conflict != "any":
                other = "Armed" if card.params.conflict == "data" else "Data"
                assert other not in text, card.label
        if card.effect == "surveillance":
            assert "Armed attack" in text and "Clandestine" in text, card.label
        if card.effect == "restraint":
            assert "no Collateral Damage" in text, card.label


def test_discard_text_names_the_other_side():
    # "4.7" at random; "4.8" momentum.
    for card in EVENTS:
        if card.effect == "discard":
            other = {"rebel": "the Government", "government": "the Rebel"}.get(
                card.holder or "", "the other side"
            )
            assert other in card.text and "at random" in card.text, card.label


def test_purple_text():
    # "4.4": must play when drawn; Extremists also when discarded by a 7, then the reshuffle
    # of "4.0" / "11.1".
    for card in EVENTS:
        if card.holder == "purple":
            assert card.text.startswith("Must be played when drawn"), card.label
    assert "half" in BY_NUMBER[78].text
    assert "draws 2" in BY_NUMBER[79].text and "each player draws 1" in BY_NUMBER[79].text
    extremists = BY_NUMBER[EXTREMISTS].text
    assert "discarded by a 7" in extremists and "1 Insurgent" in extremists
    assert "reshuffled" in extremists and "(11.1)" in extremists


# --- provenance -----------------------------------------------------------------------------


def test_every_card_says_where_it_comes_from():
    # ARCHITECTURE.md, "Data and provenance".
    named = {
        "Mass Rally", "Detention Camp", "Community Policing", "Rallying Cry", "Second Amendment",
        "Surveillance", "Bill of Rights", "Mobilization", "Economic Collapse",
        "Special Election", "Extremists",
    }  # fmt: skip
    for card in CARDS.values():
        assert card.source.startswith(("rulebook ", "reconstructed: ")), card.label
        if card.source.startswith("rulebook "):
            assert "reconstructed" in card.source, f"{card.label}: what is not printed"
        rulebook = card.name in named or card.number in FOREIGN_INTERVENTION
        assert card.source.startswith("rulebook ") == rulebook, card.label
