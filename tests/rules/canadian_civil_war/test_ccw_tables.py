"""Canadian Civil War's tables as data: the Contest Table (7.3) and the Color Shift Matrices
(5.12), checked against the rulebook by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from rules.canadian_civil_war import TABLES
from rules.core import RuleError
from rules.core.rng import Rng, seed_from_text
from rules.core.tables import load_tables

CONTEST = TABLES["canadian-civil-war/contest"]
SHIFT = {
    1: TABLES["canadian-civil-war/color-shift-1"],
    2: TABLES["canadian-civil-war/color-shift-2"],
}
DATA = Path(rules.__file__).parent / "canadian_civil_war" / "data"


def test_the_tables_are_registered_for_the_table_command() -> None:
    assert set(TABLES) == {
        "canadian-civil-war/contest",
        "canadian-civil-war/color-shift-1",
        "canadian-civil-war/color-shift-2",
        "canadian-civil-war/election",
        # the National Emergency's (10.8): test_ccw_emergency_tables.py
        "canadian-civil-war/national-emergency",
        "canadian-civil-war/loyalty",
        "canadian-civil-war/combat",
        "canadian-civil-war/riot",
        "canadian-civil-war/arrest",
    }
    assert rules.get_table("canadian-civil-war/contest") is CONTEST
    assert rules.get_table("canadian-civil-war/election") is TABLES["canadian-civil-war/election"]


# --- 7.3 Contest Table ---


def test_3_vs_2_die_4_unfriendly_legislative_is_d1() -> None:
    """7.0's example strengths (3 vs 2 is 1-1), die 4, +2 for an unfriendly Legislative
    Section (7.3): 4 + 2 = 6 on the 1-1 column is D-1."""
    res = CONTEST.resolve(attacker=3, defender=2, roll=4, modifiers=["unfriendly-legislative"])
    assert (res.column, res.roll, res.total, res.row, res.result) == ("1-1", 4, 6, "6", "D-1")
    assert [(m.value, m.reason) for m in res.modifiers] == [
        (2, "Contester in unfriendly Legislative Section")
    ]
    assert res.text == (
        "Contest Table (7.3): 3 vs 2 -> 1-1; die 4 +2 (Contester in unfriendly Legislative "
        "Section) = 6 -> D-1 (Contesting Piece(s) converted one color toward the Defender's color)"
    )
    assert not (res.column_clamped or res.row_clamped or res.reconstructed)


def test_worked_example_9_3_five_vs_two_is_2_1_and_die_3_is_c1() -> None:
    """9.3: Francophone Interest Group doubled (4) + Constituency (1) = 5 against Issue (1) +
    Constituency (1) = 2: a 2-1 ratio; die 3 in a friendly Home Area, no modifier: control of
    the Territory passes and the Orange Constituency shifts one color toward the Separatist."""
    res = CONTEST.resolve(attacker=5, defender=2, roll=3)
    assert (res.column, res.total, res.result) == ("2-1", 3, "C-1")
    assert res.modifiers == []
    assert res.text.startswith("Contest Table (7.3): 5 vs 2 -> 2-1; die 3 -> C-1 (")
    assert "Issue passes to Control of the Contester" in res.meaning


@pytest.mark.parametrize(
    ("attacker", "defender", "column"),
    [(3, 2, "1-1"), (2, 2, "1-1"), (5, 2, "2-1"), (4, 2, "2-1"), (7, 2, "3-1"), (6, 2, "3-1")],
)
def test_7_0_ratios_round_in_favour_of_the_defender(attacker, defender, column) -> None:
    res = CONTEST.resolve(attacker=attacker, defender=defender, roll=1)
    assert (res.column, res.column_clamped) == (column, False)


def test_7_3_ratio_below_1_1_is_prohibited_in_the_tables_words() -> None:
    with pytest.raises(RuleError) as info:
        CONTEST.resolve(attacker=1, defender=2, roll=3)
    assert "Contests at a ratio of less than 1-1 are prohibited." in info.value.message
    assert "1 vs 2" in info.value.message
    assert info.value.rule == "7.3"


def test_7_3_ratio_above_3_1_is_treated_as_3_1_and_says_so() -> None:
    res = CONTEST.resolve(attacker=10, defender=1, roll=1)
    assert (res.column, res.column_clamped, res.result) == ("3-1", True, "C-2")
    assert "10 vs 1 -> 10-1, treated as 3-1" in res.text


def test_die_6_plus_3_is_9_and_is_read_on_row_7() -> None:
    """7.3: +3 in an unfriendly Grassroots Section; the chart's last row is 7."""
    res = CONTEST.resolve(attacker=3, defender=3, roll=6, modifiers=["unfriendly-grassroots"])
    assert (res.total, res.row, res.row_clamped, res.result) == (9, "7", True, "D-2")
    assert "= 9, beyond the printed rows: read on row 7 -> D-2" in res.text


def test_contest_table_cells_as_printed() -> None:
    """7.3 Contest Table, row by row as transcribed; 3-1 on row 7 is not printed."""
    printed = {
        "1": ["C-1", "C-2", "C-2"],
        "2": ["C-1", "C-1", "C-2"],
        "3": ["C-1", "C-1", "C-1"],
        "4": ["–", "C-1", "C-1"],
        "5": ["D-1", "–", "C-1"],
        "6": ["D-1", "D-1", "–"],
        "7": ["D-2", "D-1"],
    }
    assert CONTEST.columns() == ["1-1", "2-1", "3-1"]
    assert CONTEST.rows() == list(printed)
    for die, cells in printed.items():
        # Row 7 is reached by a 6 with the +1 of an unfriendly Administrative Section.
        roll, mods = (6, ["unfriendly-administrative"]) if die == "7" else (int(die), [])
        for column, cell in zip(CONTEST.columns(), cells, strict=False):
            res = CONTEST.resolve(column=column, roll=roll, modifiers=mods)
            assert (res.row, res.result, res.reconstructed) == (die, cell, False)


def test_the_missing_3_1_row_7_cell_is_reconstructed_as_d1_and_says_why() -> None:
    (cell,) = CONTEST.reconstructed_cells()
    assert (cell.row, cell.column, cell.source) == ("7", "3-1", "reconstructed")
    res = CONTEST.resolve(column="3-1", roll=6, modifiers=["unfriendly-administrative"])
    assert (res.total, res.result, res.reconstructed) == (7, "D-1", True)
    assert "[reconstructed cell: " in res.text


def test_contest_modifiers_as_printed() -> None:
    """7.3 Die Roll Modifications: +1/+2/+3 for an unfriendly Administrative/Legislative/
    Grassroots Section."""
    assert [(m.id, m.value, m.reason) for m in CONTEST.modifiers] == [
        ("unfriendly-administrative", 1, "Contester in unfriendly Administrative Section"),
        ("unfriendly-legislative", 2, "Contester in unfriendly Legislative Section"),
        ("unfriendly-grassroots", 3, "Contester in unfriendly Grassroots Section"),
    ]


def test_unknown_contest_modifier_lists_the_printed_ones() -> None:
    with pytest.raises(RuleError, match="unfriendly-administrative, unfriendly-legislative, unf"):
        CONTEST.resolve(attacker=2, defender=1, roll=3, modifiers=["home"])


def test_contest_table_rolls_with_the_game_rng_when_no_roll_is_given() -> None:
    rng = Rng(seed=seed_from_text("contest"))
    res = CONTEST.resolve(attacker=3, defender=2, rng=rng)
    assert res.rolled
    assert res.roll == Rng(seed=seed_from_text("contest")).between(1, 6)


# --- 5.12 Color Shift Matrices ---

# The bullets of 5.12's "Summary of Color Shifts", written out by hand:
# (original color, colors shifted, toward) -> new color.
SUMMARY = {
    ("Blue", 1, "Red"): "Green",
    ("Blue", 1, "Orange"): "Green",
    ("Blue", 1, "Green"): "Green",
    ("Blue", 2, "Red"): "Orange",
    ("Blue", 2, "Orange"): "Orange",
    ("Blue", 2, "Green"): "Green",
    ("Green", 1, "Red"): "Orange",
    ("Green", 1, "Orange"): "Orange",
    ("Green", 1, "Blue"): "Blue",
    ("Green", 2, "Red"): "Red",
    ("Green", 2, "Orange"): "Orange",
    ("Green", 2, "Blue"): "Blue",
    ("Orange", 1, "Red"): "Red",
    ("Orange", 1, "Green"): "Green",
    ("Orange", 1, "Blue"): "Green",
    ("Orange", 2, "Red"): "Red",
    ("Orange", 2, "Green"): "Orange",
    ("Orange", 2, "Blue"): "Blue",
    ("Red", 1, "Orange"): "Orange",
    ("Red", 1, "Green"): "Green",
    ("Red", 1, "Blue"): "Orange",
    ("Red", 2, "Orange"): "Orange",
    ("Red", 2, "Green"): "Green",
    ("Red", 2, "Blue"): "Green",
}

# Where the summary and the printed matrices disagree, the matrices are followed (see
# data/color_shift.toml): the summary's values break 5.12's own rules. Red is two colors from
# Green, so one shift reaches only Orange; Orange is one color from Green and a shift never
# passes its target, so two shifts stop at Green (the summary's "Orange" would be no shift).
MATRIX_OVER_SUMMARY = {
    ("Red", 1, "Green"): "Orange",
    ("Orange", 2, "Green"): "Green",
}

COLORS = ["Red", "Orange", "Green", "Blue"]


def test_color_matrices_have_every_color_as_row_and_column() -> None:
    for matrix in SHIFT.values():
        assert matrix.rows() == COLORS
        assert matrix.columns() == COLORS
        assert matrix.kind == "matrix"


@pytest.mark.parametrize("cell", sorted(set(SUMMARY) - set(MATRIX_OVER_SUMMARY)))
def test_5_12_color_matrix_cell_equals_the_summary_of_color_shifts(cell) -> None:
    original, shifts, toward = cell
    res = SHIFT[shifts].resolve(row=original, column=toward)
    assert res.result == SUMMARY[cell]
    assert res.meaning.startswith("replace the piece with")


@pytest.mark.parametrize("cell", sorted(MATRIX_OVER_SUMMARY))
def test_5_12_where_summary_and_matrix_disagree_the_matrix_is_followed(cell) -> None:
    original, shifts, toward = cell
    assert SUMMARY[cell] != MATRIX_OVER_SUMMARY[cell]
    assert SHIFT[shifts].resolve(row=original, column=toward).result == MATRIX_OVER_SUMMARY[cell]


def test_summary_covers_every_off_diagonal_cell() -> None:
    expected = {(o, n, t) for o in COLORS for t in COLORS if o != t for n in (1, 2)}
    assert set(SUMMARY) == expected


@pytest.mark.parametrize("color", COLORS)
def test_shifting_toward_its_own_color_changes_nothing(color) -> None:
    for matrix in SHIFT.values():
        res = matrix.resolve(row=color, column=color)
        assert res.result == "–"
        assert res.meaning.startswith("no change")


def test_5_12_example_orange_c2_against_green_stops_at_orange() -> None:
    """5.12: the Orange Player's C-2 against Green shifts the Green pieces one color only."""
    res = SHIFT[2].resolve(row="Green", column="Orange")
    assert res.result == "Orange"
    assert res.text == (
        "Color Shift Matrix, two colors (5.12): original color Green, toward Orange -> Orange "
        "(replace the piece with the Provincial Moderate Player's Orange piece)"
    )


def test_5_12_never_directly_between_blue_and_red() -> None:
    for matrix in SHIFT.values():
        assert matrix.resolve(row="Blue", column="Red").result != "Red"
        assert matrix.resolve(row="Red", column="Blue").result != "Blue"


def test_color_matrix_refuses_unknown_colors_listing_the_four() -> None:
    with pytest.raises(RuleError, match=r"no column 'Purple'\. Columns: Red, Orange, Green, Blue"):
        SHIFT[1].resolve(row="Red", column="Purple")


# --- provenance and completeness ---


@pytest.mark.parametrize("table_id", sorted(TABLES))
def test_every_table_is_complete_and_every_code_explained(table_id) -> None:
    table = TABLES[table_id]
    assert table.source.startswith("rulebook ")
    for row in table.rows():
        assert len(table.grid[row]) == len(table.columns())
        for cell in table.grid[row]:
            assert cell in table.key


def test_owner_copy_under_game_data_dir_replaces_the_reconstructed_cell(
    tmp_path, monkeypatch
) -> None:
    """ARCHITECTURE.md, "Data and provenance": an owner corrects 3-1 row 7 from the printed
    chart."""
    text = (DATA / "contest.toml").read_text(encoding="utf-8")
    printed_row = '7 = ["D-2", "D-1", "D-1"]'
    assert printed_row in text
    text = text.replace(printed_row, '7 = ["D-2", "D-1", "–"]')
    text = text[: text.index("[[contest.cell_sources]]")] + text[text.index("[contest.modif") :]
    (tmp_path / "canadian_civil_war").mkdir()
    (tmp_path / "canadian_civil_war" / "contest.toml").write_text(text, encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))

    corrected = load_tables("canadian_civil_war", "contest.toml")["canadian-civil-war/contest"]
    res = corrected.resolve(column="3-1", roll=6, modifiers=["unfriendly-administrative"])
    assert (res.result, res.reconstructed) == ("–", False)
    assert corrected.reconstructed_cells() == []
    # The colour matrices have no copy there, so the packaged file is still read.
    assert "canadian-civil-war/color-shift-1" in load_tables(
        "canadian_civil_war", "color_shift.toml"
    )
