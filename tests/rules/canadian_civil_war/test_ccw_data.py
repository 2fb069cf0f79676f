"""Canadian Civil War's printed components as data: the Game Display (data/display.toml), the
Political Pieces (data/pieces.toml), the Provinces (data/provinces.toml), the Issues
(data/issues.toml), the scenarios (data/scenarios.toml) and the Election Table
(data/election.toml), read by rules/canadian_civil_war/data.py and rules/core/tables/.

The transcription lacks the Game Display, the counter sheet and the Election Table below row 2.
These tests hold the reconstruction to what the rules fix (1.23, 2.1, 2.2, 3.0, 4.2, 5.3, 5.13,
7.0, 8.1-8.3, 8.21, 9.0-9.4, 12.1, 12.2, 12.3x) and to the reconstruction's own decisions, as
the data files' headers state them. Each refusal test breaks the data on purpose (``data=``).
"""

from __future__ import annotations

import copy
import math
import re
from collections import Counter
from itertools import combinations, pairwise

import pytest

import rules
from rules.canadian_civil_war.data import (
    COLORS,
    CRISIS_ZONE,
    KINDS,
    PACKAGE,
    SECTIONS,
    ComponentDataError,
    Display,
    check_components,
    load_display,
    load_issues,
    load_pieces,
    load_provinces,
    load_scenarios,
)
from rules.core import RuleError
from rules.core.data import RULES_DIR, load_toml
from rules.core.maps import MapDataError

DISPLAY = load_display()
PROVINCES = load_provinces()
ISSUES = load_issues()
PIECES = load_pieces()
SCENARIOS = load_scenarios()
QR = SCENARIOS["quiet-revolution"]
REFERENDUM = SCENARIOS["referendum"]
CONTEST = rules.TABLES["canadian-civil-war/contest"]
ELECTION = rules.TABLES["canadian-civil-war/election"]

SOURCE = re.compile(r"^(rulebook [0-9]|reconstructed: \S)")
SQUARES = [s for s in DISPLAY.places if s != CRISIS_ZONE]
LETTER = {"administrative": "a", "legislative": "l", "grassroots": "g"}


def raw(filename: str) -> dict:
    return copy.deepcopy(load_toml(PACKAGE, filename))


def entry(data: dict, table: str, entry_id: str) -> dict:
    return next(e for e in data[table] if e["id"] == entry_id)


def of_kind(kind: str) -> list[str]:
    return [p.id for p in PIECES.values() if p.kind == kind]


def turned(col: int, row: int) -> tuple[int, int]:
    """A cell turned a quarter clockwise about the middle of the 10 x 10 grid: north goes to
    east, east to south (the order of play, 4.2)."""
    return 9 - row, col


def at(display: Display, cell: tuple[int, int]) -> str:
    return next(s.id for s in display.places.values() if cell in s.cells)


def next_color(color: str) -> str:
    return COLORS[(COLORS.index(color) + 1) % len(COLORS)]


# --- the Game Display: its shape (reconstructed: display.toml's header) ----------------------


def test_84_squares_and_one_crisis_zone_on_a_10_by_10_grid():
    assert len(SQUARES) == 84
    zone = DISPLAY.crisis_zone
    assert (zone.id, zone.name, zone.aliases, zone.area, zone.section) == (
        CRISIS_ZONE,
        "Crisis Zone",
        ["CZ"],
        CRISIS_ZONE,
        "",
    )
    # 5.3: "one large square for Contesting purposes", the middle 4 x 4 cells.
    assert (zone.col, zone.row, zone.width, zone.height) == (3, 3, 4, 4)
    covered = Counter(cell for square in DISPLAY.places.values() for cell in square.cells)
    assert set(covered) == {(c, r) for c in range(10) for r in range(10)}
    assert set(covered.values()) == {1}


@pytest.mark.parametrize("color", COLORS)
def test_21_squares_per_home_area_5_7_9_per_section(color):
    # 2.1: each Home Area in three Sections; the rings around the Crisis Zone.
    assert len(DISPLAY.squares(color)) == 21
    sizes = [len(DISPLAY.squares(color, section)) for section in SECTIONS]
    assert sizes == [5, 7, 9]


def test_each_cell_belongs_to_the_area_its_diagonals_give():
    # Red north, Orange east, Green south, Blue west (the clockwise order of play, 4.2); a
    # diagonal cell goes to the area clockwise before it.
    for square_id in SQUARES:
        square = DISPLAY.place(square_id)
        dx, dy = square.col - 4.5, square.row - 4.5
        if abs(dy) > abs(dx):
            expected = "red" if dy < 0 else "green"
        elif abs(dx) > abs(dy):
            expected = "orange" if dx > 0 else "blue"
        else:
            expected = {(1, -1): "red", (1, 1): "orange", (-1, 1): "green", (-1, -1): "blue"}[
                (int(math.copysign(1, dx)), int(math.copysign(1, dy)))
            ]
        assert square.area == expected, square_id
        # The Sections are the rings: Administrative nearest the Crisis Zone (Designer's Notes).
        ring = int(max(abs(dx), abs(dy)) - 1.5)
        assert square.section == SECTIONS[ring - 1], square_id


def test_squares_are_numbered_left_to_right_seen_from_the_crisis_zone():
    first_and_last = {
        "red": ((3, 2), (7, 2)),  # facing north: west to east
        "orange": ((7, 3), (7, 7)),  # facing east: north to south
        "green": ((6, 7), (2, 7)),  # facing south: east to west
        "blue": ((2, 6), (2, 2)),  # facing west: south to north
    }
    for color, (first, last) in first_and_last.items():
        assert at(DISPLAY, first) == f"{color}-a1"
        assert at(DISPLAY, last) == f"{color}-a5"
    for square_id in SQUARES:
        square = DISPLAY.place(square_id)
        number = square_id.rsplit("-", 1)[1]
        assert number[0] == LETTER[square.section], square_id
        assert square.name == f"{square.area.capitalize()} {number.upper()}"
        assert square.aliases == [f"{square.area[0].upper()}{number.upper()}"]


def test_squares_are_found_by_their_names_and_aliases():
    assert DISPLAY.find("RA1").id == "red-a1"
    assert DISPLAY.find("orange g9").id == "orange-g9"
    assert DISPLAY.find("Green L3").id == "green-l3"
    assert DISPLAY.find("cz").id == CRISIS_ZONE
    with pytest.raises(RuleError, match="Did you mean"):
        DISPLAY.find("Red A6")


# --- the Game Display: Paths ------------------------------------------------------------------


def test_paths_join_exactly_the_squares_that_share_a_side():
    # 1.23: "These Paths run only from the side of a square to the side of another square —
    # never from corner to corner." Every two side-adjacent squares are joined, within a Home
    # Area and across two (reconstructed: no walls).
    for a, b in combinations(DISPLAY.places.values(), 2):
        joined = b.id in DISPLAY.neighbours(a.id)
        assert joined == a.shares_a_side(b), (a.id, b.id)
        assert joined == (a.id in DISPLAY.neighbours(b.id))


def test_the_crisis_zone_is_joined_to_the_16_squares_along_its_sides_not_its_corners():
    # 5.3: "all squares adjacent to it, except those off its corners, are connected to it".
    joined = set(DISPLAY.neighbours(CRISIS_ZONE))
    assert joined == {f"{color}-a{n}" for color in COLORS for n in range(1, 5)}
    corners = {at(DISPLAY, cell) for cell in [(2, 2), (7, 2), (7, 7), (2, 7)]}
    assert corners == {f"{color}-a5" for color in COLORS}
    assert not corners & joined


def test_every_square_is_reachable_from_every_other():
    for start in DISPLAY.places:
        found = DISPLAY.reachable(start, 99)
        assert sorted(found) == sorted(p for p in DISPLAY.places if p != start), start


def test_a_constituency_crosses_its_home_area_into_the_crisis_zone_in_one_turn():
    # pieces.toml: movement 3, from the Grassroots through the Legislative and Administrative
    # Sections into the Crisis Zone (the Player's Notes' Issue shuttle).
    movement = {PIECES[p].movement for p in of_kind("constituency")}
    assert movement == {3}
    for color in COLORS:
        nearest = min(
            DISPLAY.reachable(square, 99)[CRISIS_ZONE]
            for square in DISPLAY.squares(color, "grassroots")
        )
        assert nearest == 3, color


def test_a_path_listed_on_one_side_only_is_refused_naming_the_square():
    data = raw("display.toml")
    entry(data, "square", "red-a1")["neighbours"].remove("red-a2")
    with pytest.raises(MapDataError) as info:
        load_display(data)
    assert "square 'red-a2' lists 'red-a1'" in str(info.value)
    assert "square 'red-a1' does not list 'red-a2'" in str(info.value)
    assert str(info.value).startswith("canadian_civil_war/display.toml: ")


def test_a_path_from_corner_to_corner_is_refused():
    # 1.23; 5.3: not to the squares off the Crisis Zone's corners.
    data = raw("display.toml")
    entry(data, "square", "red-a5")["neighbours"].append(CRISIS_ZONE)
    entry(data, "square", CRISIS_ZONE)["neighbours"].append("red-a5")
    with pytest.raises(MapDataError, match=r"'red-a5'.*do not share a side"):
        load_display(data)


@pytest.mark.parametrize(
    ("square", "change", "fault"),
    [
        ("red-g1", {"area": CRISIS_ZONE, "section": ""}, "exactly one Crisis Zone"),
        (CRISIS_ZONE, {"area": "red"}, "a square of the red Home Area needs its section"),
        (CRISIS_ZONE, {"control_point": True}, "cannot be a Control Point"),
        ("red-a1", {"section": ""}, "needs its section"),
        ("red-g9", {"col": 9, "row": 1}, "both cover the grid cell col 9, row 1"),
        ("orange-g9", {"height": 2}, "runs off the 10 x 10 grid"),
        ("red-a1", {"source": "guessed"}, "must say where the value comes from"),
    ],
)
def test_a_display_the_rules_cannot_use_is_refused(square, change, fault):
    data = raw("display.toml")
    entry(data, "square", square).update(change)
    with pytest.raises(MapDataError, match=re.escape(fault)) as info:
        load_display(data)
    assert str(info.value).startswith("canadian_civil_war/display.toml: ")


# --- the Game Display: Control Points (reconstructed) -----------------------------------------


def asymmetries(display: Display) -> list[str]:
    """Where the display differs from itself turned a quarter, Red onto Orange, Orange onto
    Green...: another area, Section, number, Control Point or Path."""
    found = []
    for square in display.places.values():
        if square.id == CRISIS_ZONE:
            continue
        other = display.place(at(display, turned(square.col, square.row)))
        number = square.id.rsplit("-", 1)[1]
        if other.id != f"{next_color(square.area)}-{number}":
            found.append(f"{square.id} turns onto {other.id}")
        elif other.section != square.section or other.control_point != square.control_point:
            found.append(f"{square.id} and {other.id} differ")
        else:
            mine = {
                n if n == CRISIS_ZONE else at(display, turned(*display.place(n).cells[0]))
                for n in display.neighbours(square.id)
            }
            if mine != set(display.neighbours(other.id)):
                found.append(f"the Paths of {square.id} and {other.id} differ")
    return found


def test_the_display_is_the_same_turned_a_quarter_so_no_player_is_favoured():
    assert asymmetries(DISPLAY) == []


def test_a_control_point_out_of_the_pattern_breaks_the_symmetry():
    data = raw("display.toml")
    entry(data, "square", "green-l2")["control_point"] = False
    assert asymmetries(load_display(data)) == [
        "orange-l2 and green-l2 differ",
        "green-l2 and blue-l2 differ",
    ]


@pytest.mark.parametrize("color", COLORS)
def test_five_control_points_per_area_spread_over_the_three_sections(color):
    points = DISPLAY.control_points(color)
    assert [p.split("-", 1)[1] for p in points] == ["a3", "l2", "l6", "g2", "g8"]
    sections = Counter(DISPLAY.place(p).section for p in points)
    assert sections == {"administrative": 1, "legislative": 2, "grassroots": 2}
    assert not DISPLAY.crisis_zone.control_point


def test_no_two_control_points_side_by_side():
    points = DISPLAY.control_points()
    assert len(points) == 20
    for a, b in combinations(points, 2):
        assert b not in DISPLAY.neighbours(a), (a, b)


def test_the_modifier_helpers_name_the_tables_modifiers():
    # 7.0, 7.3: a Contester outside its Home Area; 8.1, 8.3: a Constituency in its own.
    contest = {m.id for m in CONTEST.modifiers}
    election = {m.id for m in ELECTION.modifiers}
    for square in DISPLAY.places:
        for color in COLORS:
            found = DISPLAY.contest_modifier(square, color)
            assert found is None or found in contest
            found = DISPLAY.election_modifier(square, color)
            assert found is None or found in election
    assert DISPLAY.contest_modifier("orange-l3", "red") == "unfriendly-legislative"
    assert DISPLAY.contest_modifier("red-l3", "red") is None
    assert DISPLAY.election_modifier("red-g1", "red") == "friendly-grassroots"
    assert DISPLAY.election_modifier("red-g1", "blue") is None
    assert DISPLAY.election_modifier(CRISIS_ZONE, "blue") == "crisis-zone"


# --- the Provinces ----------------------------------------------------------------------------


def test_the_ten_provinces_with_their_printed_abbreviations():
    # 2.2 (Nova Scotia as the counters, 12.2 and 10.84 print it: NvS).
    assert {p.id: p.abbreviation for p in PROVINCES.values()} == {
        "ont": "Ont",
        "qbc": "Qbc",
        "alb": "Alb",
        "sas": "Sas",
        "bcb": "Bcb",
        "pei": "PEI",
        "nvs": "NvS",
        "nbr": "Nbr",
        "mnt": "Mnt",
        "nfl": "Nfl",
    }
    assert (PROVINCES["qbc"].name, PROVINCES["qbc"].name_fr) == ("Quebec", "Québec")
    assert PROVINCES["bcb"].name_fr == "Colombie-Britannique"


def test_39_constituencies_the_referendums_deployment():
    # 12.2's counts per Province; 8.21's 20 is their majority; 9.1's vote is 20 against 19.
    counts = {p.id: p.constituencies for p in PROVINCES.values()}
    assert counts == {
        "ont": 14,
        "qbc": 10,
        "alb": 3,
        "sas": 2,
        "bcb": 4,
        "pei": 1,
        "nvs": 1,
        "nbr": 1,
        "mnt": 2,
        "nfl": 1,
    }
    assert sum(counts.values()) == 39 == 20 + 19


# --- the Political Pieces ---------------------------------------------------------------------

CIVIL_SERVANTS = ["commerce", "labor", "finance", "agriculture", "health-welfare", "justice"]
INTEREST_GROUPS = [
    "wood",
    "auto",
    "chemical",
    "intellectuals",
    "francophone",
    "clergy",
    "co-ops",
    "farmers",
    "transportation",
    "petroleum",
    "unions",
    "hydro",
]


def test_the_piece_ids_other_engineers_code_against():
    constituencies = [
        f"{p.id}-{n}" for p in PROVINCES.values() for n in range(1, p.constituencies + 1)
    ]
    assert of_kind("constituency") == constituencies
    assert of_kind("premier") == [f"premier-{p}" for p in PROVINCES]
    assert of_kind("prime-minister") == ["prime-minister"]
    assert of_kind("civil-servant") == CIVIL_SERVANTS
    assert of_kind("interest-group") == INTEREST_GROUPS
    assert {p.kind for p in PIECES.values()} == set(KINDS)
    ontario = PIECES["ont-1"]
    assert (ontario.name, ontario.aliases, ontario.province) == ("Ontario 1", ["Ont 1"], "ont")
    assert PIECES["premier-nbr"].province == "nbr"


def test_the_printed_abbreviations_are_aliases():
    # 2.2: Hlth-Wlf = National Health & Welfare (also "NH&W", 5.32); Intellctl, Francphn,
    # Transport, Petro, Hydro.
    printed = {
        "health-welfare": ["Hlth-Wlf", "NH&W"],
        "intellectuals": ["Intellctl"],
        "francophone": ["Francphn"],
        "transportation": ["Transport"],
        "petroleum": ["Petro"],
        "hydro": ["Hydro"],
    }
    for piece_id, names in printed.items():
        assert set(names) <= set(PIECES[piece_id].aliases), piece_id
        assert PIECES[piece_id].aliases[0] == names[0], "the printed abbreviation first"
    assert PIECES["health-welfare"].name == "National Health & Welfare"
    assert PIECES["hydro"].name == "Hydro-Electric Power"


def test_the_values_the_text_fixes():
    # 9.3: a Constituency's Contesting Strength of one; the Francophone Interest Group's two.
    assert {PIECES[p].strength for p in of_kind("constituency")} == {1}
    assert PIECES["francophone"].strength == 2
    # 2.2: the sample Premier (Nbr PREM) 2-4 and the Prime Minister 3-3.
    assert (PIECES["premier-nbr"].strength, PIECES["premier-nbr"].movement) == (2, 4)
    pm = PIECES["prime-minister"]
    assert (pm.strength, pm.movement) == (3, 3)
    assert pm.source.startswith("rulebook 2.2")


def test_the_7_0_example_a_red_interest_group_and_a_constituency_make_3():
    # 7.0: "The Contester's strength is 3 (2 + 1) and the Defender's Strength is 2 (1 + 1)":
    # whichever Interest Group Red starts with, the example holds.
    red_groups = {
        p
        for scenario in SCENARIOS.values()
        for p in scenario.setup("red").pieces
        if PIECES[p].kind == "interest-group"
    }
    assert red_groups
    issue = 1  # 7.11: an Issue defends with a Contesting Strength of 1
    for group in sorted(red_groups):
        contester = PIECES[group].strength + PIECES["ont-1"].strength
        defender = PIECES["ont-8"].strength + issue
        assert (contester, defender) == (3, 2), group
        assert CONTEST.resolve(attacker=contester, defender=defender, roll=4).column == "1-1"


def test_the_9_3_example_the_doubled_francophone_and_a_constituency_make_5():
    # 9.3: Francophone doubled (4) + Quebecois Constituency (1) against an Issue (1) and the
    # Manitoban Constituency (1): 2-1; a 3 with no modifier in a friendly Home Area is C-1.
    contester = 2 * PIECES["francophone"].strength + PIECES["qbc-4"].strength
    defender = 1 + PIECES["mnt-2"].strength
    res = CONTEST.resolve(attacker=contester, defender=defender, roll=3)
    assert (contester, defender, res.column, res.result) == (5, 2, "2-1", "C-1")
    # In the Referendum those pieces are Blue and Orange, as the example has them.
    assert REFERENDUM.dealt()["francophone"] == "blue"
    assert REFERENDUM.dealt()["qbc-4"] == "blue"
    assert REFERENDUM.dealt()["mnt-2"] == "orange"


def test_reconstructed_values_are_modest():
    # The Contest Table's columns are 1-1 to 3-1; the display is small.
    for piece in PIECES.values():
        assert 1 <= piece.strength <= 3, piece.id
        assert 2 <= piece.movement <= 4, piece.id
    assert {PIECES[p].strength for p in of_kind("civil-servant")} == {1}
    assert {PIECES[p].movement for p in of_kind("civil-servant")} == {2}
    assert {PIECES[p].strength for p in of_kind("interest-group")} == {2}
    assert {PIECES[p].movement for p in of_kind("interest-group")} == {3}
    assert {(PIECES[p].strength, PIECES[p].movement) for p in of_kind("premier")} == {(2, 4)}


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_12_32_the_more_strength_a_color_starts_with_the_fewer_cards(scenario_id):
    # 12.32: "The Political Opportunity cards are assigned in inverse proportion to the number
    # of total Strength Points each Viewpoint possesses."
    scenario = SCENARIOS[scenario_id]
    strength = {
        color: sum(PIECES[p].strength for p in scenario.setup(color).pieces)
        for color in scenario.roles
    }
    by_strength = sorted(scenario.roles, key=lambda c: -strength[c])
    by_cards = sorted(scenario.roles, key=lambda c: scenario.cards[c])
    assert by_strength == by_cards, strength
    assert len(set(strength.values())) == len(strength)
    assert max(scenario.cards.values()) <= 5  # 12.32: "Five should be the maximum"


def test_a_constituency_count_that_disagrees_with_its_province_is_refused():
    data = raw("pieces.toml")
    data["piece"] = [p for p in data["piece"] if p["id"] != "ont-14"]
    with pytest.raises(ComponentDataError, match=r"Ontario has 13 Constituency pieces.* 14"):
        load_pieces(data)


@pytest.mark.parametrize(
    ("piece", "change", "fault"),
    [
        ("labor", {"province": "ont"}, "a civil-servant names no province"),
        ("ont-1", {"province": None}, "a constituency names its province"),
        ("ont-1", {"province": "que"}, "unknown province 'que'"),
        ("ont-2", {"aliases": ["Ont 1"]}, "'ont 1' is used by both 'ont-1' and 'ont-2'"),
        ("premier-ont", {"kind": "constituency"}, "Ontario has 15 Constituency pieces"),
        ("prime-minister", {"kind": "civil-servant"}, "one Prime Minister piece"),
        ("wood", {"strength": 0}, "strength"),
        ("wood", {"source": ""}, "must say where the value comes from"),
    ],
)
def test_a_piece_the_rules_cannot_use_is_refused(piece, change, fault):
    data = raw("pieces.toml")
    target = entry(data, "piece", piece)
    for field, value in change.items():
        if value is None:
            target.pop(field)
        else:
            target[field] = value
    with pytest.raises(ComponentDataError, match=re.escape(fault)):
        load_pieces(data)


def test_an_owners_corrected_copy_replaces_the_shipped_file(tmp_path, monkeypatch):
    # pieces.toml's header: copy to $GAME_DATA_DIR/canadian_civil_war/ and edit the copy.
    text = (RULES_DIR / PACKAGE / "data" / "pieces.toml").read_text(encoding="utf-8")
    marker = 'id = "wood"\nkind = "interest-group"\nname = "Wood"\naliases = []\nstrength = 2'
    assert marker in text
    (tmp_path / PACKAGE).mkdir()
    (tmp_path / PACKAGE / "pieces.toml").write_text(
        text.replace(marker, marker[:-1] + "3"), encoding="utf-8"
    )
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    assert load_pieces()["wood"].strength == 3


# --- the Issues -------------------------------------------------------------------------------


def test_the_ten_issues():
    # 2.2 "Sample Issues".
    assert {i.id: i.name for i in ISSUES.values()} == {
        "language": "Language",
        "tax": "Tax",
        "media": "Media",
        "tariff": "Tariff",
        "industry": "Industry",
        "territory": "Territory",
        "transport": "Transport",
        "finance-banking": "Finance & Banking",
        "education": "Education",
        "foreign-affairs": "Foreign Affairs",
    }
    assert all(i.name_fr for i in ISSUES.values())
    assert "Taxation" in ISSUES["tax"].aliases  # 5.32, 7.0
    # The Issue and the Interest Group printed "Transport" have different ids.
    assert "transport" in ISSUES and PIECES["transportation"].kind == "interest-group"


# --- the scenarios: deployments ---------------------------------------------------------------

# As 12.1 and 12.2 print them: constituencies per Province (Red, Orange, Green[, Blue]), the
# Premiers ("(P)"), and the other pieces by color.
PRINTED = {
    "quiet-revolution": {
        "constituencies": {"qbc": (3, 3, 4)},
        "premiers": {"qbc": "green"},
        "others": {
            "health-welfare": "red",
            "labor": "red",
            "justice": "red",
            "finance": "orange",
            "commerce": "orange",
            "agriculture": "orange",
            "prime-minister": "red",
            "hydro": "red",
            "chemical": "red",
            "wood": "red",
            "farmers": "orange",
            "clergy": "green",
            "transportation": "orange",
            "auto": "orange",
            "unions": "orange",
            "intellectuals": "red",
            "francophone": "green",
        },
    },
    "referendum": {
        "constituencies": {
            "ont": (7, 3, 2, 2),
            "qbc": (3, 0, 0, 7),
            "alb": (0, 1, 1, 1),
            "sas": (0, 1, 1, 0),
            "bcb": (0, 1, 3, 0),
            "pei": (0, 1, 0, 0),
            "nvs": (0, 1, 0, 0),
            "nbr": (0, 1, 0, 0),
            "mnt": (1, 1, 0, 0),
            "nfl": (1, 0, 0, 0),
        },
        "premiers": {
            "ont": "red",
            "qbc": "blue",
            "alb": "green",
            "sas": "green",
            "bcb": "green",
            "pei": "orange",
            "nvs": "orange",
            "nbr": "orange",
            "mnt": "orange",
            "nfl": "red",
        },
        "others": {
            "labor": "red",
            "finance": "red",
            "agriculture": "red",
            "health-welfare": "red",
            "justice": "red",
            "commerce": "orange",
            "prime-minister": "red",
            "petroleum": "red",
            "unions": "green",
            "clergy": "green",
            "hydro": "orange",
            "auto": "orange",
            "farmers": "green",
            "transportation": "red",
            "wood": "red",
            "chemical": "green",
            "co-ops": "blue",
            "intellectuals": "blue",
            "francophone": "blue",
        },
    },
}


@pytest.mark.parametrize("scenario_id", list(PRINTED))
def test_the_deployment_is_exactly_the_printed_one(scenario_id):
    scenario, printed = SCENARIOS[scenario_id], PRINTED[scenario_id]
    for color in scenario.roles:
        mine = scenario.setup(color).pieces
        counts = Counter(PIECES[p].province for p in mine if PIECES[p].kind == "constituency")
        index = scenario.roles.index(color)
        wanted = {prov: n[index] for prov, n in printed["constituencies"].items() if n[index]}
        assert counts == wanted, color
        premiers = {PIECES[p].province for p in mine if PIECES[p].kind == "premier"}
        assert premiers == {p for p, c in printed["premiers"].items() if c == color}, color
        others = {p for p in mine if PIECES[p].kind not in ("constituency", "premier")}
        assert others == {p for p, c in printed["others"].items() if c == color}, color


@pytest.mark.parametrize("scenario_id", list(PRINTED))
def test_constituencies_are_numbered_in_color_order(scenario_id):
    # scenarios.toml: counts per Province are dealt Red first, then Orange, Green, Blue.
    scenario = SCENARIOS[scenario_id]
    dealt = scenario.dealt()
    for province, counts in PRINTED[scenario_id]["constituencies"].items():
        expected = [c for c, n in zip(scenario.roles, counts, strict=True) for _ in range(n)]
        got = [dealt[f"{province}-{n}"] for n in range(1, len(expected) + 1)]
        assert got == expected, province


def test_the_quiet_revolution_uses_only_quebec_and_ten_interest_groups():
    # 12.0: "only one Province (Quebec)"; 12.1 lists the Civil Servants, the Prime Minister
    # and ten Interest Groups (not Co-ops nor Petro).
    dealt = set(QR.dealt())
    assert dealt == {
        *[f"qbc-{n}" for n in range(1, 11)],
        "premier-qbc",
        "prime-minister",
        *CIVIL_SERVANTS,
        *(set(INTEREST_GROUPS) - {"co-ops", "petroleum"}),
    }


def test_the_referendum_deals_every_piece_and_its_39_constituencies_form_a_government_at_20():
    # 12.2 deploys every Active Piece; 8.21: "at least 20 Constituencies".
    assert set(REFERENDUM.dealt()) == set(PIECES)
    voters = [p for p in REFERENDUM.dealt() if PIECES[p].kind == "constituency"]
    assert len(voters) == 39
    assert REFERENDUM.government_votes == 20 == 39 // 2 + 1


def test_the_quiet_revolution_forms_a_government_with_a_majority_of_its_10():
    # Reconstructed (scenarios.toml): 8.21's 20 is a majority of 39; Quebec has 10.
    voters = [p for p in QR.dealt() if PIECES[p].kind == "constituency"]
    assert len(voters) == 10
    assert QR.government_votes == 6
    assert QR.sources["government_votes"].startswith("reconstructed: ")


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_every_scenario_piece_exists_and_is_dealt_once(scenario_id):
    scenario = SCENARIOS[scenario_id]
    listed = [p for color in scenario.roles for p in scenario.setup(color).pieces]
    assert [p for p in listed if p not in PIECES] == []
    assert [p for p, n in Counter(listed).items() if n > 1] == []


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_every_premier_starts_with_a_color_holding_most_of_its_constituencies(scenario_id):
    # 12.31: "assign the Premiers to the Political Viewpoint with the greatest number of
    # Constituencies" (8.13 the same after an election; a tie, Mnt 1 / 1 in 12.2, is the
    # scenario's to settle).
    scenario = SCENARIOS[scenario_id]
    dealt = scenario.dealt()
    for piece_id, color in dealt.items():
        if PIECES[piece_id].kind != "premier":
            continue
        province = PIECES[piece_id].province
        held = Counter(
            dealt[p]
            for p in dealt
            if PIECES[p].kind == "constituency" and PIECES[p].province == province
        )
        assert held[color] >= 1 and held[color] == max(held.values()), piece_id


@pytest.mark.parametrize(
    ("color", "change", "fault"),
    [
        ("red", lambda pieces: pieces.append("ont-15"), "unknown piece 'ont-15'"),
        ("orange", lambda pieces: pieces.append("ont-1"), "'ont-1' is dealt twice (red and"),
    ],
)
def test_a_deployment_naming_a_missing_or_a_dealt_piece_is_refused(color, change, fault):
    data = raw("scenarios.toml")
    change(entry(data, "scenario", "referendum")[color]["pieces"])
    with pytest.raises(ComponentDataError, match=re.escape(fault)):
        load_scenarios(data)


@pytest.mark.parametrize("votes", [5, 11])
def test_government_votes_that_are_not_a_majority_are_refused(votes):
    data = raw("scenarios.toml")
    entry(data, "scenario", "quiet-revolution")["government_votes"] = votes
    with pytest.raises(ComponentDataError, match=r"not a majority of the 10 Constituencies"):
        load_scenarios(data)


# --- the scenarios: Issues, cards, victory -------------------------------------------------------


def test_the_quiet_revolutions_issues_as_printed():
    # 12.1 special rule 3; 3.0: three each, one left over for the Crisis Zone.
    assert QR.issues == {
        "language": 2,
        "transport": 2,
        "tariff": 2,
        "territory": 2,
        "media": 1,
        "education": 1,
    }
    assert QR.issues_each == 3
    assert sum(QR.issues.values()) == 3 * 3 + 1
    assert QR.sources["issues"] == "rulebook 12.1 special rule 3"


def test_the_referendums_25_issues_cover_every_victory_need():
    # Reconstructed (scenarios.toml): 4 x 6 + 1 = 25 (3.0); each type at least the largest
    # single need, 2 more where all four Players compete, 1 more where three do (12.33).
    assert REFERENDUM.issues_each == 6
    assert sum(REFERENDUM.issues.values()) == 4 * 6 + 1 == 25
    assert set(REFERENDUM.issues) == set(ISSUES)
    needs = {
        issue: [REFERENDUM.setup(c).victory.get(issue, 0) for c in REFERENDUM.roles]
        for issue in ISSUES
    }
    for issue, wanted in needs.items():
        competing = sum(1 for n in wanted if n)
        assert REFERENDUM.issues[issue] == max(wanted) + {4: 2, 3: 1}.get(competing, 0), issue
    assert REFERENDUM.issues == {
        "language": 4,
        "industry": 4,
        "finance-banking": 3,
        "territory": 3,
        "education": 2,
        "media": 2,
        "tariff": 2,
        "tax": 2,
        "transport": 2,
        "foreign-affairs": 1,
    }
    assert REFERENDUM.sources["issues"].startswith("reconstructed: ")


def test_issue_counts_that_do_not_add_up_are_refused():
    # 3.0 step 2: players x issues_each + 1 left over for the Crisis Zone.
    data = raw("scenarios.toml")
    entry(data, "scenario", "referendum")["issues"]["language"] = 5
    with pytest.raises(ComponentDataError, match=r"26 Issue pieces.*make 25 \(3.0 step 2\)"):
        load_scenarios(data)


def test_a_victory_need_beyond_the_issues_in_the_game_is_refused():
    data = raw("scenarios.toml")
    entry(data, "scenario", "quiet-revolution")["red"]["victory"]["tax"] = 1
    with pytest.raises(ComponentDataError, match=r"red's victory needs 'tax'"):
        load_scenarios(data)


def test_an_unknown_issue_is_refused():
    data = raw("scenarios.toml")
    scenario = entry(data, "scenario", "quiet-revolution")
    scenario["issues"]["tariff"] = 1
    scenario["issues"]["hockey"] = 1
    scenario["red"]["victory"]["tariff"] = 1
    with pytest.raises(ComponentDataError, match=r"unknown Issue 'hockey'"):
        load_scenarios(data)


def test_the_victory_conditions_as_printed():
    printed = {
        "quiet-revolution": {
            "red": {"tariff": 2, "territory": 2, "media": 1, "transport": 1},
            "orange": {"language": 1, "transport": 1, "media": 1, "territory": 1, "education": 1},
            "green": {"language": 2, "territory": 2, "education": 1, "transport": 1},
        },
        "referendum": {
            "red": {
                "territory": 2,
                "language": 2,
                "finance-banking": 1,
                "media": 2,
                "industry": 1,
                "tariff": 2,
            },
            "orange": {
                "foreign-affairs": 1,
                "language": 1,
                "finance-banking": 1,
                "tax": 2,
                "industry": 2,
                "tariff": 1,
                "education": 1,
                "territory": 1,
            },
            "green": {
                "foreign-affairs": 1,
                "language": 1,
                "finance-banking": 1,
                "tax": 2,
                "industry": 2,
                "transport": 2,
                "education": 1,
            },
            "blue": {
                "territory": 2,
                "language": 2,
                "finance-banking": 1,
                "media": 2,
                "industry": 1,
                "transport": 1,
                "education": 1,
            },
        },
    }
    for scenario_id, by_color in printed.items():
        scenario = SCENARIOS[scenario_id]
        assert {c: scenario.setup(c).victory for c in scenario.roles} == by_color
    # 12.33: ten at most in a four-Player game, and each needs something another needs.
    for color in REFERENDUM.roles:
        mine = REFERENDUM.setup(color).victory
        assert sum(mine.values()) <= 10
        others = {i for c in REFERENDUM.roles if c != color for i in REFERENDUM.setup(c).victory}
        assert set(mine) & others, color
    # 9.0: the Separatist needs a Territory and a Transport Issue to win.
    assert {"territory", "transport"} <= set(REFERENDUM.setup("blue").victory)


def test_roles_cards_and_the_deck():
    assert (QR.name, QR.rule, QR.roles) == ("The Quiet Revolution", "12.1", list(COLORS[:3]))
    assert (REFERENDUM.name, REFERENDUM.rule, REFERENDUM.roles) == (
        "The Referendum",
        "12.2",
        list(COLORS),
    )
    assert QR.cards == {"red": 2, "orange": 3, "green": 4}
    assert REFERENDUM.cards == {"red": 2, "orange": 3, "green": 4, "blue": 5}
    removed = [5, 8, 9, 18, 19, *range(22, 32), 36, 37, 38, 42, 45, 46, 47, 53, 54]
    assert QR.removed_cards == removed
    assert REFERENDUM.removed_cards == []
    # 12.1 special rule 1: "The Blue (Separatist) area is ignored for all purposes".
    assert (QR.blue_area, REFERENDUM.blue_area) == (False, True)
    assert len(QR.special_rules) == 3 and REFERENDUM.special_rules == []


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        (lambda s: s.update(blue_area=False), "blue_area = true"),
        (lambda s: s.update(roles=["blue", "red", "orange", "green"]), "clockwise"),
        (lambda s: s.pop("blue"), "[scenario.blue] is missing"),
        (lambda s: s["cards"].pop("blue"), "cards must give each role"),
        (lambda s: s.update(removed_cards=[5, 5]), "card 5 twice"),
        (lambda s: s.update(removed_cards=[57]), "removed_cards.0"),
        (lambda s: s["sources"].pop("issues"), "missing: issues"),
        (lambda s: s["sources"].update(issues="made up"), "must say where"),
    ],
)
def test_a_scenario_the_rules_cannot_use_is_refused(change, fault):
    data = raw("scenarios.toml")
    change(entry(data, "scenario", "referendum"))
    with pytest.raises(ComponentDataError, match=re.escape(fault)) as info:
        load_scenarios(data)
    assert "[[scenario]] 'referendum'" in str(info.value)


# --- the scenarios on the display (3.0) ----------------------------------------------------------


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_every_deployment_fits_its_home_area_under_the_stacking_limits(scenario_id):
    # 3.0 step 3: 2 Active Pieces and 1 Issue in a square at most; an Issue is held by a
    # Constituency stacked with it or a Control Point (5.13).
    scenario = SCENARIOS[scenario_id]
    for color in scenario.roles:
        mine = scenario.setup(color).pieces
        squares = DISPLAY.squares(color)
        assert math.ceil(len(mine) / 2) <= len(squares), color
        holders = sum(1 for p in mine if PIECES[p].kind == "constituency")
        holders += len(DISPLAY.control_points(color))
        assert scenario.issues_each <= min(holders, len(squares)), color
    check_components()


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_every_player_can_hold_the_issues_of_his_victory(scenario_id):
    # 12.34: "making sure that each Player controls enough Constituencies to Control the
    # number of Issues it needs"; the Control Points make up the rest (12.1: Red needs 6 Issues
    # with 3 Constituencies).
    scenario = SCENARIOS[scenario_id]
    for color in scenario.roles:
        mine = scenario.setup(color).pieces
        holders = sum(1 for p in mine if PIECES[p].kind == "constituency")
        holders += len(DISPLAY.control_points(color))
        assert sum(scenario.setup(color).victory.values()) <= holders, color


def without(data: dict, gone: set[str]) -> dict:
    data["square"] = [s for s in data["square"] if s["id"] not in gone]
    for square in data["square"]:
        square["neighbours"] = [n for n in square["neighbours"] if n not in gone]
    return data


def test_a_home_area_too_small_for_its_deployment_is_refused():
    # The Referendum's Red has 23 Active Pieces: 12 squares at 2 a square (3.0).
    keep = {"red-a1", "red-a2", "red-l1", "red-l2", "red-g1", "red-g2", "red-g3"}
    gone = {s for s in DISPLAY.squares("red") if s not in keep}
    small = load_display(without(raw("display.toml"), gone))
    with pytest.raises(ComponentDataError, match=r"'referendum', red: 23 Active Pieces need 12"):
        check_components(display=small)


def test_too_few_squares_to_hold_the_issues_are_refused():
    # Without Control Points, the Quiet Revolution's Red keeps 3 Issues only with 3
    # Constituencies: take two away and they cannot all be held (3.0, 5.13).
    display = raw("display.toml")
    for square in display["square"]:
        square["control_point"] = False
    scenarios = raw("scenarios.toml")
    entry(scenarios, "scenario", "quiet-revolution")["red"]["pieces"].remove("qbc-2")
    entry(scenarios, "scenario", "quiet-revolution")["red"]["pieces"].remove("qbc-3")
    with pytest.raises(ComponentDataError, match=r"'quiet-revolution', red: 3 Issues need 3"):
        check_components(display=load_display(display), scenarios=load_scenarios(scenarios))


# --- provenance -------------------------------------------------------------------------------


def test_every_value_says_where_it_came_from():
    for things in (DISPLAY.places, PROVINCES, ISSUES, PIECES, SCENARIOS):
        for thing in things.values():
            assert SOURCE.match(thing.source), thing.id
    for scenario in SCENARIOS.values():
        assert all(SOURCE.match(source) for source in scenario.sources.values())
    # What the rulebook fixes says so; what it does not says "reconstructed".
    assert DISPLAY.crisis_zone.source.startswith("rulebook 5.3")
    assert all(DISPLAY.place(s).source.startswith("reconstructed: ") for s in SQUARES)
    assert PIECES["premier-nbr"].source.startswith("rulebook 2.2")
    assert PIECES["premier-ont"].source.startswith("reconstructed: ")
    for kind in ("civil-servant", "interest-group", "constituency"):
        assert all(PIECES[p].source.startswith("reconstructed: ") for p in of_kind(kind))


def test_an_empty_source_is_refused():
    data = raw("issues.toml")
    entry(data, "issue", "media")["source"] = "  "
    with pytest.raises(ComponentDataError, match=r"issues.toml, \[\[issue\]\] 'media': source"):
        load_issues(data)
    data = raw("provinces.toml")
    entry(data, "province", "pei")["source"] = "reconstructed:"
    with pytest.raises(ComponentDataError, match=r"\[\[province\]\] 'pei': source"):
        load_provinces(data)


# --- the Election Table (8.3) ---------------------------------------------------------------------

PRINTED_ROWS = {
    "-2": ["–", "–", "–", "–"],
    "-1": ["–", "–", "–", "–"],
    "0": ["1", "–", "–", "–"],
    "1": ["1", "–", "–", "–"],
    "2": ["1", "1", "1", "–"],
}
ISSUES_IN = {"0": 0, "1-5": 3, "6-10": 8, "11+": 12}  # a number of Issues in each column
RESULTS = ["–", "1", "2"]  # from best to worst for the Constituency's Player


def test_the_election_table_is_registered_with_its_printed_columns_and_modifiers():
    assert ELECTION.id == "canadian-civil-war/election"
    assert (ELECTION.rule, ELECTION.source, ELECTION.die) == ("8.3", "rulebook 8.3", "1d6")
    assert ELECTION.columns() == ["0", "1-5", "6-10", "11+"]
    assert ELECTION.rows() == [str(n) for n in range(-2, 8)]
    assert [(m.id, m.value) for m in ELECTION.modifiers] == [
        ("friendly-administrative", -1),
        ("friendly-legislative", -2),
        ("friendly-grassroots", -3),
        ("crisis-zone", 1),
    ]
    assert set(ELECTION.key) == set(RESULTS)
    assert "even toward Blue, odd toward Red (8.12)" in ELECTION.key["2"]


@pytest.mark.parametrize("modifier", [None, *(m.id for m in ELECTION.modifiers)])
def test_every_roll_in_every_place_reads_a_printed_or_reconstructed_row(modifier):
    # -3 (friendly Grassroots) to +1 (Crisis Zone): a 1d6 reads rows -2 to 7, never beyond.
    for column, issues in ISSUES_IN.items():
        for die in range(1, 7):
            res = ELECTION.resolve(value=issues, roll=die, modifiers=[modifier] if modifier else [])
            assert res.column == column
            assert not res.row_clamped, (column, die, modifier)
            assert res.result in ELECTION.key


def test_rows_minus_2_to_2_as_printed():
    for row, cells in PRINTED_ROWS.items():
        assert ELECTION.grid[row] == cells, row
    noted = {note.row for note in ELECTION.cell_sources}
    assert not noted & set(PRINTED_ROWS)


def test_the_9_4_example_five_issues_and_a_six_shift_two_colors():
    # 9.4: the Provincial Moderate controls five Issues; his Ontario Constituency stands in
    # the Federalist Home Area (9.2), where no modifier applies (8.3); he rolls a six: "the
    # Constituency has shifted two colors".
    assert DISPLAY.election_modifier("red-l4", "orange") is None
    res = rules.get_table("canadian-civil-war/election").resolve(value=5, roll=6)
    assert (res.column, res.row, res.result, res.reconstructed) == ("1-5", "6", "2", False)
    note = next(n for n in ELECTION.cell_sources if (n.row, n.column) == ("6", "1-5"))
    assert note.source == "rulebook 9.4"


def test_every_cell_below_row_2_says_where_it_came_from():
    noted = {(n.row, n.column): n for n in ELECTION.cell_sources}
    below = {(str(r), c) for r in range(3, 8) for c in ELECTION.columns()}
    assert set(noted) == below
    for (row, column), note in noted.items():
        if (row, column) != ("6", "1-5"):
            assert note.source == "reconstructed" and note.reason, (row, column)
    assert len(ELECTION.reconstructed_cells()) == 19
    res = ELECTION.resolve(value=12, roll=6, modifiers=["crisis-zone"])
    assert (res.row, res.result, res.reconstructed) == ("7", "2", True)
    assert "[reconstructed cell: " in res.text


def test_more_issues_make_a_constituency_steadier_and_a_higher_roll_never_helps():
    # 8.3's printed rows, carried on by the reconstruction (election.toml's header).
    def worse(a: str, b: str) -> bool:
        return RESULTS.index(a) > RESULTS.index(b)

    for row in ELECTION.rows():
        cells = ELECTION.grid[row]
        assert not any(worse(b, a) for a, b in pairwise(cells)), row
    for i, _ in enumerate(ELECTION.columns()):
        cells = [ELECTION.grid[row][i] for row in ELECTION.rows()]
        assert not any(worse(a, b) for a, b in pairwise(cells)), i
    # Each column's two-color band starts a row lower than the one to its left.
    starts = [
        next(int(row) for row in ELECTION.rows() if ELECTION.grid[row][i] == "2")
        for i in range(len(ELECTION.columns()))
    ]
    assert starts == [4, 5, 6, 7]
