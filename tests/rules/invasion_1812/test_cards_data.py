"""The decks and battle dice of 1812: The Invasion of Canada (data/cards.toml, data/dice.toml).

Rulebook sections: "Components", "2. Play a Movement Card and Up to Two Special Cards", "Truce
Cards", "Water Movement", "Canoe and Fishing Boat Army Size Limits", "3. Battles" and "Battle
Dice Results". The printed cards and faces are not in the rulebook text: the values are
reconstructed within what these sections say.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rules.core.data import RULES_DIR
from rules.invasion_1812.cards import (
    CARDS,
    DECKS,
    DICE,
    EFFECTS,
    PREFIXES,
    Card,
    card_of,
    load_cards,
    load_dice,
)
from rules.invasion_1812.factions import FACTIONS, MAX_DICE, SIDE_OF, TRUCES, factions_of

DATA = RULES_DIR / "invasion_1812" / "data"


def movement_cards(faction: str) -> list[Card]:
    return [CARDS[c] for c in DECKS[faction] if CARDS[c].kind == "movement"]


# --- Components; 2. Play a Movement Card and Up to Two Special Cards ---


def test_sixty_cards_twelve_per_faction():
    # "Components": 60 Cards. "Each faction has a custom deck of twelve cards".
    assert len(CARDS) == 60
    assert list(DECKS) == list(FACTIONS)
    for faction in FACTIONS:
        deck = DECKS[faction]
        assert [CARDS[c].number for c in deck] == list(range(1, 13)), faction
        assert all(CARDS[c].faction == faction for c in deck)
        assert deck == [f"{PREFIXES[faction]}-{n:02d}" for n in range(1, 13)]
    assert sorted(c for deck in DECKS.values() for c in deck) == sorted(CARDS)


def test_eight_movement_cards_including_one_truce_and_four_specials():
    # "eight of which are Movement Cards and four that are Special Cards"; "Each faction has
    # one Truce Card. Truce Cards are a type of Movement Card".
    for faction in FACTIONS:
        cards = [CARDS[c] for c in DECKS[faction]]
        assert [c.number for c in cards if c.kind == "movement"] == list(range(1, 9)), faction
        assert [c.number for c in cards if c.kind == "special"] == [9, 10, 11, 12], faction
        truces = [c for c in cards if c.truce]
        assert [c.number for c in truces] == [8], faction
        assert truces[0].kind == "movement" and truces[0].mode == "land"


def test_truce_cards_per_side():
    # "End of the Game": "There are 3 Truce Cards for the British allies or 2 for the American".
    played = Counter(SIDE_OF[c.faction] for c in CARDS.values() if c.truce)
    assert played == Counter(TRUCES)


def test_card_of_and_labels():
    assert card_of("american-regulars", 3) is CARDS["ar-03"]
    assert card_of("native-americans", 12).id == "na-12"
    assert CARDS["ar-03"].label == "AR-03 Rapid March (3 armies × 2 areas)"
    assert CARDS["ar-09"].label == "AR-09 War Hawks (Special)"
    assert CARDS["am-04"].label == "AM-04 Mounted Riflemen (1 army × 3 areas)"
    assert CARDS["br-07"].label == "BR-07 Lake Squadron (Warship: 2 armies)"
    assert CARDS["am-06"].label == "AM-06 Durham Boats (Fishing Boat: 2 armies of up to 3 units)"
    assert CARDS["na-06"].label == "NA-06 War Canoes (Canoe: up to 5 green units)"
    assert CARDS["cm-08"].label == "CM-08 Harvest Home (Truce: 1 army × 2 areas)"


def test_every_card_has_playable_text_and_a_source():
    # ARCHITECTURE.md, "Data and provenance": every entry says where it came from.
    for card in CARDS.values():
        assert card.name.strip() and card.text.strip(), card.id
        assert card.source.startswith(("rulebook", "reconstructed: ")), card.id


# --- Land Movement Cards ---


def test_land_cards_move_one_to_four_armies_one_to_three_areas():
    # "The number of soldier figures on a movement card represents the number of armies that
    # may be moved, [and] how many areas each of these armies may move."
    for faction in FACTIONS:
        land = [c for c in movement_cards(faction) if c.mode == "land"]
        assert len(land) >= 5, faction
        for card in land:
            assert 1 <= card.armies <= 4 and 1 <= card.areas <= 3, card.id
            assert card.max_units is None, card.id
        # A deck offers a choice: not all its land cards move alike.
        assert len({(c.armies, c.areas) for c in land}) >= 4, faction


def test_the_rulebook_example_card_moves_four_armies_two_areas_each():
    # "the American Regulars player may move up to four different armies two areas each".
    assert any(
        c.mode == "land" and (c.armies, c.areas) == (4, 2)
        for c in movement_cards("american-regulars")
    )


def test_every_army_needs_a_unit_of_the_active_player_and_only_allies():
    # "An army can be made up of units from different allied factions." "In order to move an
    # army, at least 1 unit in the army must belong to the active player."
    for card in CARDS.values():
        if card.kind != "movement":
            continue
        side = factions_of(SIDE_OF[card.faction])
        assert card.must_include == card.faction, card.id
        assert set(card.may_carry) <= set(side), card.id
        assert card.faction in card.may_carry, card.id
        if card.mode in ("land", "warship"):
            assert sorted(card.may_carry) == sorted(side), card.id


# --- Water Movement; Canoe and Fishing Boat Army Size Limits ---


def test_each_faction_has_its_water_card():
    # "To cross a large body of water, a Warship, Fishing Boat or Canoe Movement card must be
    # played."
    expected = {
        "british-regulars": "warship",
        "american-regulars": "warship",
        "canadian-militia": "fishing-boat",
        "american-militia": "fishing-boat",
        "native-americans": "canoe",
    }
    for faction, mode in expected.items():
        water = {c.mode for c in movement_cards(faction) if c.is_water}
        assert water == {mode}, faction
    for card in CARDS.values():
        if card.is_water:
            # One crossing, to any land area on the same large body of water.
            assert card.areas == 1 and not card.truce, card.id


def test_warships_carry_armies_of_any_size():
    # Only Canoes and Fishing Boats limit "the size of the armies that can be moved".
    warships = [c for c in CARDS.values() if c.mode == "warship"]
    assert warships
    for card in warships:
        assert card.max_units is None and 1 <= card.armies <= 2, card.id


def test_american_militia_fishing_boat_is_the_rulebook_example():
    # "The American Militia Fishing Boat card allows two armies to be moved. Each army may
    # contain up to 3 units and be composed of white and blue units, one of which must be
    # white."
    (boat,) = [c for c in movement_cards("american-militia") if c.mode == "fishing-boat"]
    assert boat.armies == 2
    assert boat.max_units == 3
    assert boat.may_carry == ["american-militia", "american-regulars"]
    assert boat.must_include == "american-militia"


def test_canadian_militia_fishing_boat_mirrors_it():
    # "Fishing Boats allow two armies, of up to 3 units each": yellow and red, one yellow.
    (boat,) = [c for c in movement_cards("canadian-militia") if c.mode == "fishing-boat"]
    assert (boat.armies, boat.max_units) == (2, 3)
    assert sorted(boat.may_carry) == ["british-regulars", "canadian-militia"]
    assert boat.must_include == "canadian-militia"


def test_canoe_moves_five_green_units_from_up_to_five_areas():
    # "Canoes allow 5 Native American units, from up to 5 different areas on the same body of
    # water, to move to one single area on the same body of water."
    (canoe,) = [c for c in CARDS.values() if c.mode == "canoe"]
    assert canoe.faction == "native-americans"
    assert canoe.armies == 5  # source areas
    assert canoe.max_units == 5  # units in all
    assert canoe.may_carry == ["native-americans"]
    assert canoe.must_include == "native-americans"


# --- Special Cards ---

SPECIALS = {
    "br-09": ("Mackinac Reinforcements", "mackinac-reinforcements"),
    "br-10": ("Fife and Drum", "fife-and-drum"),
    "br-11": ("Napoleon Defeated", "napoleon-defeated"),
    "br-12": ("General Brock", "general-brock"),
    "cm-09": ("Ambush", "ambush"),
    "cm-10": ("Billy Green", "billy-green"),
    "cm-11": ("Training", "training"),
    "cm-12": ("Voltigeurs", "voltigeurs"),
    "na-09": ("John Brant", "john-brant"),
    "na-10": ("Tecumseh", "tecumseh"),
    "na-11": ("War Path", "war-path"),
    "na-12": ("Forest Scouts", "forest-scouts"),
    "ar-09": ("War Hawks", "war-hawks"),
    "ar-10": ("William Harrison", "william-harrison"),
    "ar-11": ("Publication Ban", "publication-ban"),
    "ar-12": ("Forced March", "forced-march"),
    "am-09": ("Kentucky Militia", "kentucky-militia"),
    "am-10": ("Hometown Support", "hometown-support"),
    "am-11": ("Captain Aisquith's Sharpshooters", "aisquith-sharpshooters"),
    "am-12": ("Turncoat", "turncoat"),
}


def test_every_special_names_one_effect_and_every_effect_is_used_once():
    # "Each faction has unique Special Cards in its deck"; the engine implements each effect
    # (its own test checks its registry against EFFECTS).
    specials = {c.id: (c.name, c.effect) for c in CARDS.values() if c.kind == "special"}
    assert specials == SPECIALS
    assert len(EFFECTS) == 20 and len(set(EFFECTS)) == 20
    assert Counter(c.effect for c in CARDS.values() if c.effect) == Counter(EFFECTS)
    for card in CARDS.values():
        if card.kind == "movement":
            assert card.effect is None and card.mode is not None, card.id
        else:
            assert card.mode is None and card.armies == card.areas == 0, card.id
            assert card.may_carry == [] and card.must_include is None, card.id


def test_special_texts_say_what_the_engine_does():
    # A few anchors of the texts the engine implements word for word.
    assert CARDS["ar-09"].text == "Your Movement Card this turn moves one more army."
    assert CARDS["br-11"].text == (
        "Place 2 red units from your pool in Montreal, even if enemy units occupy it."
    )
    assert CARDS["ar-11"].text == (
        "Play before placing enlistments: this turn Rome is your Muster Area instead of Albany."
    )
    assert "Flee rolled on a green die counts as a Hit" in CARDS["na-10"].text


# --- 3. Battles; Battle Dice Results ---

# Which American die each British die is measured against.
COUNTERPARTS = {"british-regulars": "american-regulars", "canadian-militia": "american-militia"}
MILITIAS = {
    "british-regulars": ["canadian-militia"],
    "american-regulars": ["american-militia"],
}


def test_thirteen_dice_in_the_box():
    # "Components": 13 Battle Dice; "3. Battles": at most 2 for the Regulars, 3 for the others.
    assert list(DICE) == list(FACTIONS)
    assert sum(MAX_DICE.values()) == 13


def test_every_die_has_six_faces_of_hit_flee_and_command():
    # "Each faction's Battle Dice have a unique combination of Hit, Flee and Blank Command
    # Decision faces."
    for faction, die in DICE.items():
        assert die.faction == faction
        assert len(die.faces) == 6, faction
        assert die.hits >= 1 and die.flees >= 1 and die.commands >= 1, faction
        assert die.source.startswith(("rulebook", "reconstructed: ")), faction
    combinations = {(d.hits, d.flees, d.commands) for d in DICE.values()}
    assert len(combinations) == len(DICE)


def test_regulars_hit_more_and_militias_flee_more():
    # "The maximum number of dice ... by the American Regulars and British Regulars players is
    # two, while for the American Militia, Canadian Militia and Native American players the
    # maximum is three": fewer dice, better dice.
    for regulars, militias in MILITIAS.items():
        for militia in militias:
            assert DICE[regulars].hits > DICE[militia].hits, (regulars, militia)
            assert DICE[militia].flees > DICE[regulars].flees, (regulars, militia)


def test_each_british_die_at_least_as_good_as_its_american_counterpart():
    """Battle Dice Results: "a unique combination of Hit, Flee and Blank Command Decision
    faces"; data/dice.toml (reconstructed): the British dice somewhat better than the American."""
    for british, american in COUNTERPARTS.items():
        assert DICE[british].hits >= DICE[american].hits, british
        assert DICE[british].flees <= DICE[american].flees, british


# --- Loading checks (GAME_DATA_DIR copies) ---


def _override(monkeypatch, tmp_path: Path, filename: str, old: str, new: str) -> None:
    text = (DATA / filename).read_text(encoding="utf-8")
    assert old in text, old
    folder = tmp_path / "invasion_1812"
    folder.mkdir(exist_ok=True)
    (folder / filename).write_text(text.replace(old, new, 1), encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))


def test_a_corrected_copy_is_read(monkeypatch, tmp_path):
    # ARCHITECTURE.md, "Data and provenance": an owner's corrected copy takes precedence.
    _override(monkeypatch, tmp_path, "cards.toml", 'name = "Rapid March"', 'name = "Quick Time"')
    assert load_cards()["ar-03"].name == "Quick Time"


@pytest.mark.parametrize(
    ("old", "new", "bad"),
    [
        ('effect = "turncoat"', 'effect = "kentucky-militia"', "am-12"),
        ('effect = "turncoat"', 'effect = "no-such-effect"', "am-12"),
        (
            'name = "Harvest Home"\nkind = "movement"\ntruce = true',
            'name = "Harvest Home"\nkind = "movement"',
            "cm-08",
        ),
        (
            'id = "br-11"\nfaction = "british-regulars"\nnumber = 11',
            'id = "br-11"\nfaction = "british-regulars"\nnumber = 7',
            "br-11",
        ),
        (
            'name = "Durham Boats"\nkind = "movement"\nmode = "fishing-boat"',
            'name = "Durham Boats"\nkind = "special"\nmode = "fishing-boat"',
            "am-06",
        ),
        (
            'may_carry = ["american-militia", "american-regulars"]',
            'may_carry = ["american-militia", "british-regulars"]',
            "am-06",
        ),
    ],
)
def test_a_bad_deck_is_refused_naming_the_card(monkeypatch, tmp_path, old, new, bad):
    _override(monkeypatch, tmp_path, "cards.toml", old, new)
    with pytest.raises(ValueError, match=bad):
        load_cards()


def test_a_deck_missing_a_card_is_refused(monkeypatch, tmp_path):
    _override(monkeypatch, tmp_path, "cards.toml", 'id = "na-07"', 'id = "na-07x"')
    with pytest.raises(ValueError, match="na-07"):
        load_cards()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            'faces = ["hit", "flee", "flee", "flee", "command", "command"]',
            'faces = ["hit", "flee", "flee", "flee", "command"]',
        ),
        (
            'faces = ["hit", "flee", "flee", "flee", "command", "command"]',
            'faces = ["hit", "command", "command", "command", "command", "command"]',
        ),
    ],
)
def test_a_bad_die_is_refused(monkeypatch, tmp_path, old, new):
    _override(monkeypatch, tmp_path, "dice.toml", old, new)
    with pytest.raises(ValueError, match="american-militia"):
        load_dice()
