"""Canadian Civil War's military components as data (data/military.toml), read by
rules/canadian_civil_war/military.py: the backs of the Political Pieces, the 84 Military Units,
the Loyalty Number Schedule (10.82) and the Militia Deployment Schedule (10.84).

The counter sheet is not transcribed; the schedules are printed whole. These tests hold the
reconstruction to what the rules fix (1.25, 2.2's samples, 10.21-10.26, 10.71, the 10.73
example) and to the file header's own decisions. Each refusal test breaks the data on purpose
(``data=``).
"""

from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from rules.canadian_civil_war.data import (
    PACKAGE,
    ComponentDataError,
    load_pieces,
    load_provinces,
)
from rules.canadian_civil_war.military import UNITS, load_military
from rules.core.data import RULES_DIR, load_toml

MILITARY = load_military()
PIECES = load_pieces()
PROVINCES = load_provinces()
SOURCE = re.compile(r"^(rulebook [0-9]|reconstructed: \S)")


def raw() -> dict:
    return copy.deepcopy(load_toml(PACKAGE, "military.toml"))


def entry(data: dict, table: str, entry_id: str) -> dict:
    return next(e for e in data[table] if e["id"] == entry_id)


def ratio(attack: int, defence: int) -> int:
    """The simplified ratio's first number, fractions in the defender's favour (7.0)."""
    return attack // defence


# --- the 10.73 example ------------------------------------------------------------------------


def test_the_10_73_example_strengths():
    voltigeurs = next(u for u in MILITARY.units.values() if u.name == "Les Voltigeurs du Quebec")
    quebec = MILITARY.backs["qbc-1"]
    francophone = MILITARY.backs["francophone"]
    stack = voltigeurs.strength + quebec.strength + francophone.strength
    assert stack == 4  # "The stack has a Combat Strength of 4."
    assert quebec.strength + francophone.strength == 3  # "The defending stack's ... is three."
    assert voltigeurs.side == "militia" and voltigeurs.province == "qbc"
    federal = MILITARY.federal()
    assert len(federal) >= 4
    assert all(u.strength == 3 for u in federal)  # four of them "have a Combat Strength of 12"
    assert not any(u.defend_only for u in federal)  # they attack
    assert ratio(3 * 3, stack) == 2  # three units attack at 2-1 on the Combat Results Table
    assert ratio(3, quebec.strength + francophone.strength) == 1  # one at 1-1 on the Riot Table


def test_every_quebec_constituency_makes_the_example_so_any_of_them_fits():
    # The example names "a Quebec Constituency", not which one.
    francophone = MILITARY.backs["francophone"].strength
    for piece in PIECES.values():
        if piece.kind == "constituency" and piece.province == "qbc":
            assert MILITARY.backs[piece.id].strength + francophone == 3


# --- the backs --------------------------------------------------------------------------------


def test_every_political_piece_has_exactly_one_back():
    assert set(MILITARY.backs) == set(PIECES)
    ids = [e["id"] for e in raw()["back"]]
    assert len(ids) == len(set(ids)) == len(PIECES) == 68


def test_every_back_defends_only_because_only_military_units_attack():
    # 10.71: "Only Military Units may attack"; 1.25: a parenthesized strength defends only.
    assert all(back.defend_only for back in MILITARY.backs.values())
    assert not any(back.francophone for back in MILITARY.backs.values())  # 2.2: units only


def test_the_backs_keep_the_fronts_values():
    # The header's decision: nothing is printed, and the fronts already meet 10.73.
    for piece in PIECES.values():
        back = MILITARY.backs[piece.id]
        assert (back.strength, back.movement) == (piece.strength, piece.movement), piece.id


# --- the units --------------------------------------------------------------------------------


def test_84_units_72_militia_and_12_federal():
    assert len(MILITARY.units) == UNITS == 84
    assert Counter(u.side for u in MILITARY.units.values()) == {"militia": 72, "federal": 12}
    ids = [e["id"] for e in raw()["unit"]]
    assert len(ids) == len(set(ids))


def test_the_printed_samples_as_printed():
    # 2.2: Federal 3-5, Francophone Federal 3F5, Camerons Mnt 2-5, Francophone Militia Qbc 2F5.
    units = list(MILITARY.units.values())
    assert any(
        (u.side, u.strength, u.movement, u.francophone) == ("federal", 3, 5, False) for u in units
    )
    assert any(
        (u.side, u.strength, u.movement, u.francophone) == ("federal", 3, 5, True) for u in units
    )
    camerons = next(u for u in units if u.designation == "Camerons")
    assert (camerons.side, camerons.province, camerons.strength, camerons.movement) == (
        "militia",
        "mnt",
        2,
        5,
    )
    assert camerons.source.startswith("rulebook 2.2")
    assert any(
        (u.province, u.strength, u.movement, u.francophone) == ("qbc", 2, 5, True) for u in units
    )
    # "Les Voltigeurs du Quebec", as 10.73 prints it (no accent, "du").
    assert "Les Voltigeurs du Quebec" in {u.name for u in units}


def test_francophone_units_are_federal_or_quebec_militia():
    # 10.24 gives a Separatist Rebel Quebec's Francophone Militia; 10.25 rolls for the
    # Francophone Federal units. Both kinds exist, and Quebec has Militia for each side.
    francophone = [u for u in MILITARY.units.values() if u.francophone]
    assert {u.province for u in francophone} == {None, "qbc"}
    assert sum(1 for u in francophone if u.side == "federal") == 4
    quebec = MILITARY.militia("qbc")
    assert Counter(u.francophone for u in quebec) == {True: 12, False: 4}


def test_every_militia_names_a_province_that_exists_and_no_federal_unit_does():
    for unit in MILITARY.units.values():
        if unit.side == "militia":
            assert unit.province in PROVINCES, unit.id
        else:
            assert unit.province is None, unit.id


def test_every_unit_moves_5_and_none_but_voltigeurs_is_below_the_samples():
    for unit in MILITARY.units.values():
        assert unit.movement == 5, unit.id
        expected = 3 if unit.side == "federal" else 2
        if unit.name == "Les Voltigeurs du Quebec":
            expected = 1
        assert unit.strength == expected, unit.id


# --- the schedules ------------------------------------------------------------------------------

PRINTED_LOYALTY = {  # 10.82: Constituencies -> Loyalty Number for 1, 2, 3+ Issues
    (0, 2): (4, 3, 3),
    (3, 5): (3, 3, 2),
    (6, 7): (3, 2, 1),
    (8, 9): (2, 2, 1),
    (10, None): (2, 1, 1),
}
PRINTED_MILITIA = {  # 10.84: per Constituency (+ Bonus)
    "ont": (2, 1),
    "qbc": (1, 6),
    "alb": (1, 1),
    "sas": (1, 1),
    "bcb": (1, 2),
    "pei": (1, 0),
    "nvs": (4, 0),
    "nbr": (3, 0),
    "mnt": (2, 0),
    "nfl": (2, 0),
}


def test_the_loyalty_number_schedule_as_printed():
    got = {
        (r.min_constituencies, r.max_constituencies): (
            r.one_issue,
            r.two_issues,
            r.three_or_more_issues,
        )
        for r in MILITARY.loyalty
    }
    assert got == PRINTED_LOYALTY
    assert all(r.source == "rulebook 10.82" for r in MILITARY.loyalty)


@pytest.mark.parametrize(
    ("issues", "constituencies", "number"),
    [(1, 0, 4), (1, 2, 4), (2, 3, 3), (3, 5, 2), (5, 7, 1), (2, 9, 2), (1, 10, 2), (3, 39, 1)],
)
def test_the_loyalty_number_is_read_by_issues_and_constituencies(issues, constituencies, number):
    assert MILITARY.loyalty_number(issues, constituencies) == number


def test_no_issues_reads_the_one_issue_column_and_says_so():
    for row in MILITARY.loyalty:
        assert row.no_issues == row.one_issue
        assert row.no_issues_source.startswith("reconstructed: ")
    assert MILITARY.loyalty_number(0, 4) == 3


def test_more_issues_or_constituencies_never_raise_the_loyalty_number():
    for constituencies in range(0, 40):
        numbers = [MILITARY.loyalty_number(i, constituencies) for i in range(0, 6)]
        assert numbers == sorted(numbers, reverse=True)
    for issues in range(0, 6):
        numbers = [MILITARY.loyalty_number(issues, c) for c in range(0, 40)]
        assert numbers == sorted(numbers, reverse=True)


def test_the_militia_deployment_schedule_as_printed():
    got = {p: (r.per_constituency, r.bonus) for p, r in MILITARY.deployment.items()}
    assert got == PRINTED_MILITIA
    assert all(r.source.startswith("rulebook 10.84") for r in MILITARY.deployment.values())
    assert MILITARY.call_up("ont", 7, whole=False) == 14
    assert MILITARY.call_up("qbc", 10, whole=True) == 16


def test_the_schedule_is_satisfiable_the_full_call_up_with_bonuses_province_by_province():
    total = 0
    for province in PROVINCES.values():
        full = MILITARY.call_up(province.id, province.constituencies, whole=True)
        assert len(MILITARY.militia(province.id)) == full, province.id
        total += full
    assert total == len(MILITARY.militia()) == 72


# --- provenance ---------------------------------------------------------------------------------


def test_every_value_says_where_it_came_from_and_reconstructions_say_so():
    for things in (MILITARY.backs, MILITARY.units, MILITARY.deployment):
        for thing in things.values():
            assert SOURCE.match(thing.source), thing.id
    # Nothing of a back or a unit is printed but 2.2's Camerons: the rest is reconstructed.
    assert all(b.source.startswith("reconstructed: ") for b in MILITARY.backs.values())
    for unit in MILITARY.units.values():
        if unit.designation != "Camerons":
            assert unit.source.startswith("reconstructed: "), unit.id
    voltigeurs = next(u for u in MILITARY.units.values() if u.name == "Les Voltigeurs du Quebec")
    assert "10.73" in voltigeurs.source


def test_an_owners_corrected_copy_replaces_the_shipped_file(tmp_path, monkeypatch):
    text = (RULES_DIR / PACKAGE / "data" / "military.toml").read_text(encoding="utf-8")
    marker = 'id = "fed-rcd"\nname = "The Royal Canadian Dragoons"\ndesignation = "RCD"\n'
    marker += 'side = "federal"\nstrength = 3'
    assert marker in text
    (tmp_path / PACKAGE).mkdir()
    (tmp_path / PACKAGE / "military.toml").write_text(
        text.replace(marker, marker[:-1] + "4"), encoding="utf-8"
    )
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    assert load_military().units["fed-rcd"].strength == 4


# --- refusals -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "target", "change", "fault"),
    [
        ("back", "wood", {"defend_only": False}, "[[back]] 'wood': a Political Piece's back is"),
        ("back", "wood", {"id": "wod"}, "[[back]] 'wod': no Political Piece has this id"),
        ("back", "wood", {"strength": 0}, "[[back]] 'wood': strength"),
        ("back", "wood", {"source": "made up"}, "must say where the value comes from"),
        ("back", "wood", {"colour": "red"}, "[[back]] 'wood': colour"),
        ("unit", "mnt-camerons", {"province": "que"}, "[[unit]] 'mnt-camerons': unknown province"),
        ("unit", "mnt-camerons", {"province": None}, "a militia unit names the Province"),
        ("unit", "fed-rcd", {"province": "ont"}, "a federal unit names no province"),
        ("unit", "fed-rcd", {"side": "navy"}, "[[unit]] 'fed-rcd': side"),
        ("unit", "fed-rcd", {"designation": "1 RCR"}, "'1 rcr' is used by both"),
        ("unit", "fed-rcd", {"id": "fed-1-rcr"}, "the id 'fed-1-rcr' is used twice"),
        ("unit", "fed-rcd", {"movement": 0}, "[[unit]] 'fed-rcd': movement"),
        ("loyalty_number", "3-5", {"one_issue": 5}, "[[loyalty_number]] '3-5': one_issue"),
        ("loyalty_number", "3-5", {"min_constituencies": 4}, "without gap or overlap"),
        ("loyalty_number", "10-plus", {"max_constituencies": 20}, "needs no max_constituencies"),
        ("loyalty_number", "6-7", {"max_constituencies": None}, "has no upper bound"),
        ("militia_deployment", "pei", {"id": "pe"}, "[[militia_deployment]] 'pe': unknown"),
        ("militia_deployment", "ont", {"bonus": 2}, "Ontario has 29 Militia Units, but"),
        ("militia_deployment", "nfl", {"per_constituency": 0}, "per_constituency"),
    ],
)
def test_data_the_rules_cannot_use_is_refused(table, target, change, fault):
    data = raw()
    found = entry(data, table, target)
    for field, value in change.items():
        if value is None:
            found.pop(field, None)
        else:
            found[field] = value
    with pytest.raises(ComponentDataError, match=re.escape(fault)) as caught:
        load_military(data)
    assert "military.toml" in str(caught.value)


def test_a_missing_back_is_refused_naming_the_piece():
    data = raw()
    data["back"] = [b for b in data["back"] if b["id"] != "prime-minister"]
    with pytest.raises(ComponentDataError, match=r"none for 'prime-minister'"):
        load_military(data)


def test_a_duplicated_back_is_refused():
    data = raw()
    data["back"].append(copy.deepcopy(entry(data, "back", "labor")))
    with pytest.raises(ComponentDataError, match=r"the id 'labor' is used twice"):
        load_military(data)


def test_a_unit_count_other_than_84_is_refused():
    data = raw()
    data["unit"] = [u for u in data["unit"] if u["id"] != "fed-rcd"]
    with pytest.raises(ComponentDataError, match=r"84 Military Units; found 83 \(11 federal"):
        load_military(data)


def test_a_province_short_of_its_full_call_up_is_refused():
    data = raw()
    moved = entry(data, "unit", "nfl-2-r-nfld-r")
    moved["province"] = "ont"  # still 84 units, Newfoundland one short
    moved["source"] = "reconstructed: a test"
    with pytest.raises(
        ComponentDataError, match=r"Newfoundland has 1 Militia Units, but its full call-up needs 2"
    ):
        load_military(data)


def test_a_province_without_its_schedule_row_is_refused():
    data = raw()
    data["militia_deployment"] = [r for r in data["militia_deployment"] if r["id"] != "mnt"]
    with pytest.raises(ComponentDataError, match=r"Manitoba has no \[\[militia_deployment\]\]"):
        load_military(data)


def test_an_unknown_or_missing_table_is_refused():
    data = raw()
    data["units"] = data.pop("unit")
    with pytest.raises(ComponentDataError, match=r"has a table 'units'"):
        load_military(data)
    data = raw()
    del data["loyalty_number"]
    with pytest.raises(ComponentDataError, match=r"needs its entries as \[\[loyalty_number\]\]"):
        load_military(data)


def test_the_call_up_is_checked_against_the_provinces_given():
    # A Province with more Constituencies needs more Militia (10.84: per Constituency).
    provinces = dict(PROVINCES)
    provinces["nfl"] = PROVINCES["nfl"].model_copy(update={"constituencies": 2})
    with pytest.raises(ComponentDataError, match=r"Newfoundland has 2 Militia Units"):
        load_military(provinces=provinces)
    assert len(load_military(provinces=PROVINCES).units) == UNITS
