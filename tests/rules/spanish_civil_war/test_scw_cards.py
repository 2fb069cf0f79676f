"""COMMON DECK CARD LIST and CARD LIST NOTATION: data/cards.toml holds the printed list."""

from __future__ import annotations

import re
import shutil

import pytest
from pydantic import ValidationError

from rules.core.data import RULES_DIR
from rules.spanish_civil_war import CARDS, Card
from rules.spanish_civil_war.cards import load_cards

# The rulebook's "COMMON DECK CARD LIST", transcribed as printed: Card | Type | Use | Force |
# Notes (its column separators were tabs).
PRINTED = """
General Francisco Franco | L | N | 5
General Emilio Mola | L | N | 3
Italian Corps | U | N | 2 | Blue and Black Shirts
Italian Armored Troops | U | N | 4 | Light Tanks/Mini Tanks
Portuguese Aid | E | N | - | Salazar; Draw 2 cards
Unified Leadership | L | N | 3
French Monarchists | U | N | 1 | And Irish Catholics
Non-Intervention Policy | E | N | - | Opponent discard random 2 cards
Stalin’s Purges | E | N | - | Opponent discard random 2 cards
Condor Legion | A | N | 4 | Luftwaffe
Regular Army Officers | L | N | 3
Fascist Italian Aid | E | N | - | Mussolini; Draw 2 cards
Nazi German Aid | E | N | - | Hitler; Draw 2 cards
Army of Africa | U | N | 5
Republican Government Flees | E | N | - | Opponent loses 1 Morale Token
Loyalist Internal Civil Wars | E | N | - | Opponent discard random 2 cards
Catholic Support | E | N | - | Draw 2 cards
Spanish Foreign Legion | U | N | 4
Assault Guard | U | N | 3 | Rural Police Paramilitaries
Navarrese Carlists | U | N | 3
Fascist Falangists | L | N | 2
Fifth Column | O | N | 2
Poor Republican Leadership | E | N | - | Opponent discard random 2 cards
Italian Air Force | A | N | 2
Airlift | E | N | - | Draw 2 Cards
Stuka Dive Bombers | A | N | 3
International Brigades | U | R | 4
Mixed Brigades | U | R | 3
Gold Reserves | E | R | - | Draw 2 Cards
Soviet Air Power | A | R | 3
Soviet Armor | U | R | 5 | T-26 Tanks
Soviet Military Aid | E | N | - | Draw 2 cards
Civil Guard | U | R | 2 | Urban Police Paramilitaries
Organized Trade Unions | L | R | 2
Workers Militias | U | R | 1
Revolutionary Army | U | R | 3
Intellectuals | E | R | - | Draw 5 Cards and keep 1
Revolutionary Groups | L | R | 2
Popular Uprising | E | R | - | Gain 1 Morale Token
Defense of Madrid | D | R | 5
Anarchist Guerillas | U | R | 2
Garibaldi Battalion | U | R | 2
Communist Brigades | U | R | 2 | Trotskyists
Basque Forces | U | R | 2
Political Commissars | L | R | 1
Mexican Aid | E | R | - | Draw 2 cards
General Vicente Rojo | L | R | 2
Loyalist Aircraft | A | R | 2
Leftist Propaganda | E | R | - | Draw 2 cards
Women’s Brigades | U | R | 1
General Jose Miaja | L | R | 2
Major Siege | O | B | 4
Vanguard | O | B | 3
Spear-Head | O | B | 2
Sever Communications | O | B | 3
Complete Surprise | O | B | 5
Broad Offensive | O | B | 3
River Crossing | O | B | 2
Mountains | D | B | 4
Counter-Attack | D | B | 3
Humiliating Repulse | D | B | 5
Garrison | D | B | 2
Strong Position | D | B | 4
Fighting Withdrawal | D | B | 1
Vicious Stalemate | D | B | 2
Savage Fighting | S | B | 2
Artillery Support | S | B | 4
Bad Weather | S | B | 2
Desperate Battle | S | B | 3
Ground Attack Missions | A | B | 2
Aerial Bombardment | A | B | 1
Foreign Zone of Control | E | B | - | Draw 2 Cards
Atrocities & Massacres | E | B | - | Opponent discard random 2 cards
Executions & Assassinations | E | B | - | Opponent discard random 2 cards
"""

PRINTED_ROWS = [[*row.split(" | "), ""][:5] for row in PRINTED.strip().splitlines()]

# What each Event's Note makes it do, read by hand from the Notes column.
EVENT_EFFECTS = {
    "Portuguese Aid": "draw-2",
    "Non-Intervention Policy": "opponent-discards-2-random",
    "Stalin’s Purges": "opponent-discards-2-random",
    "Fascist Italian Aid": "draw-2",
    "Nazi German Aid": "draw-2",
    "Republican Government Flees": "opponent-loses-morale",
    "Loyalist Internal Civil Wars": "opponent-discards-2-random",
    "Catholic Support": "draw-2",
    "Poor Republican Leadership": "opponent-discards-2-random",
    "Airlift": "draw-2",
    "Gold Reserves": "draw-2",
    "Soviet Military Aid": "draw-2",
    "Intellectuals": "draw-5-keep-1",
    "Popular Uprising": "gain-morale",
    "Mexican Aid": "draw-2",
    "Leftist Propaganda": "draw-2",
    "Foreign Zone of Control": "draw-2",
    "Atrocities & Massacres": "opponent-discards-2-random",
    "Executions & Assassinations": "opponent-discards-2-random",
}


def test_common_deck_card_list_has_74_cards():
    """COMMON DECK CARD LIST: 74 rows, 27 Nationalist (26 plus "Soviet Military Aid", printed
    N), 24 Republican and 23 for Both, counted on the printed list."""
    assert len(PRINTED_ROWS) == 74
    assert len(CARDS) == 74
    uses = [card.use for card in CARDS.values()]
    assert (uses.count("N"), uses.count("R"), uses.count("B")) == (27, 24, 23)


def test_common_deck_card_list_every_field_as_printed():
    """Name, Type, Use, Force ("-" for Events) and Notes of every card, in the printed order."""
    for card, (name, kind, use, force, note) in zip(CARDS.values(), PRINTED_ROWS, strict=True):
        assert (card.name, card.type, card.use, card.note) == (name, kind, use, note)
        assert card.force == (None if force == "-" else int(force)), card.name


def test_common_deck_card_list_event_effects_follow_their_notes():
    events = {card.name: card.effect for card in CARDS.values() if card.type == "E"}
    assert events == EVENT_EFFECTS


def test_common_deck_card_list_typos_kept_as_printed_and_noted():
    """The printed spellings stay ("Guerillas", "Spear-Head", curly apostrophes); the odd
    entries carry an erratum, and "Soviet Military Aid" keeps its printed Use N."""
    names = {card.name for card in CARDS.values()}
    assert {"Anarchist Guerillas", "Spear-Head", "Stalin’s Purges", "Women’s Brigades"} <= names
    assert CARDS["soviet-military-aid"].use == "N"
    assert "soviet-aid-republican" in CARDS["soviet-military-aid"].erratum
    assert CARDS["anarchist-guerillas"].erratum and CARDS["spear-head"].erratum


def test_common_deck_card_list_every_card_cites_its_source_and_has_a_stable_slug():
    for card_id, card in CARDS.items():
        assert card.source == "rulebook, Common Deck Card List"
        assert card.id == card_id and re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", card_id)


def test_card_list_notation_labels():
    """CARD LIST NOTATION: U Units, L Leader, A Airpower, E Event, S Strategy, O Offensive,
    D Defense; labels say type and Force, or the Event's effect."""
    assert CARDS["general-francisco-franco"].label == "General Francisco Franco (Leader, 5)"
    assert CARDS["portuguese-aid"].label == "Portuguese Aid (Event: draw 2 cards)"
    assert CARDS["condor-legion"].label == "Condor Legion (Air Power, 4)"
    assert CARDS["defense-of-madrid"].label == "Defense of Madrid (Defense, 5)"


def test_an_event_with_a_force_or_a_unit_without_one_is_refused():
    base = {"id": "x", "name": "X", "use": "B", "source": "test"}
    with pytest.raises(ValidationError):
        Card(**base, type="E", force=2, effect="draw-2")
    with pytest.raises(ValidationError):
        Card(**base, type="U")
    with pytest.raises(ValidationError):
        Card(**base, type="U", force=2, effect="draw-2")


def test_game_data_dir_copy_replaces_the_shipped_list(tmp_path, monkeypatch):
    """ARCHITECTURE.md, "Data and provenance": an owner's corrected copy is read instead."""
    folder = tmp_path / "spanish_civil_war"
    folder.mkdir()
    shipped = RULES_DIR / "spanish_civil_war" / "data" / "cards.toml"
    text = shipped.read_text(encoding="utf-8")
    corrected = re.sub(r'(id = "soviet-military-aid"\n(?:.*\n){2})use = "N"', r'\1use = "R"', text)
    assert corrected != text
    (folder / "cards.toml").write_text(corrected, encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    assert load_cards()["soviet-military-aid"].use == "R"
    shutil.rmtree(folder)
    assert load_cards()["soviet-military-aid"].use == "N"
