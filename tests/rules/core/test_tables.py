"""The result-table engine (DESIGN.md, "Tables as data"), on small tables written inline.

Titles' own tables are tested with their titles (e.g. tests/rules/canadian_civil_war/).
"""

from __future__ import annotations

import tomllib

import pytest

from rules.core import RuleError
from rules.core.rng import Rng, seed_from_text
from rules.core.tables import Table, TableDataError, load_tables, parse_tables

# Odds columns that favour the defender too, as many wargames print them.
ODDS = """
[odds]
name = "Test Odds Table"
rule = "1.0"
source = "rulebook 1.0"
kind = "die"
die = "1d6"
column_kind = "odds"
columns = ["1-3", "1-2", "1-1", "3-2", "2-1"]
[odds.rows]
1 = ["A", "A", "B", "B", "B"]
2 = ["A", "A", "A", "B", "B"]
3 = ["A", "A", "A", "A", "B"]
4 = ["A", "A", "A", "A", "A"]
5 = ["A", "A", "A", "A", "A"]
6 = ["A", "A", "A", "A", "A"]
[odds.key]
A = "attacker loses"
B = "defender loses"
"""

# The printed rows -2..2 of Canadian Civil War's Election Table (8.3); rows 3..7 are made up for
# this test, since the transcription stops at row 3.
ELECTION = """
[election]
name = "Election Table"
rule = "8.3"
source = "rulebook 8.3"
kind = "die"
die = "1d6"
column_kind = "range"
column_title = "Number of Issues Controlled by Player"
columns = ["0", "1-5", "6-10", "11+"]
[election.rows]
-2 = ["–", "–", "–", "–"]
-1 = ["–", "–", "–", "–"]
0 = ["1", "–", "–", "–"]
1 = ["1", "–", "–", "–"]
2 = ["1", "1", "1", "–"]
3 = ["2", "1", "1", "1"]
4 = ["2", "2", "1", "1"]
5 = ["2", "2", "2", "1"]
6 = ["2", "2", "2", "2"]
7 = ["2", "2", "2", "2"]
[election.modifiers]
friendly-administrative = { value = -1, reason = "Constituency in friendly Administrative Section" }
friendly-legislative = { value = -2, reason = "Constituency in friendly Legislative Section" }
friendly-grassroots = { value = -3, reason = "Constituency in friendly Grassroots Section" }
crisis-zone = { value = 1, reason = "Constituency is in the Crisis Zone" }
[election.key]
"1" = "Constituency converted one color"
"2" = "Constituency converted two colors"
"–" = "No effect"
"""

# Label columns, two dice and rows printed as ranges (like Crisis: 2020's 2d6 tables).
FIREFIGHT = """
[firefight]
name = "Firefight Table"
rule = "8.1"
source = "reconstructed"
reason = "made up for the engine's tests"
kind = "die"
die = "2d6"
column_kind = "label"
columns = ["Regular", "Less Than Lethal"]
[firefight.rows]
"2-4" = ["Ae", "Ar"]
"5-9" = ["Ar", "–"]
"10-12" = ["De", "Dr"]
[firefight.key]
Ae = "attacker eliminated"
Ar = "attacker retreats"
De = "defender eliminated"
Dr = "defender retreats"
"–" = "no effect"
"""

MATRIX = """
[swap]
name = "Swap Matrix"
rule = "2.0"
source = "rulebook 2.0"
kind = "matrix"
column_kind = "label"
row_title = "from"
column_title = "to"
columns = ["Left", "Right"]
[swap.rows]
Up = ["UL", "UR"]
Down = ["DL", "DR"]
[swap.key]
UL = "up-left"
UR = "up-right"
DL = "down-left"
DR = "down-right"
"""


def table(text: str) -> Table:
    (only,) = parse_tables(tomllib.loads(text), title="test", origin="inline").values()
    return only


# --- odds columns ---


def test_odds_ratio_rounds_down_to_the_next_printed_column_in_favour_of_the_defender() -> None:
    odds = table(ODDS)
    assert odds.resolve(attacker=2, defender=5, roll=1).column == "1-3"  # 0.4: not yet 1-2
    assert odds.resolve(attacker=1, defender=2, roll=1).column == "1-2"
    assert odds.resolve(attacker=3, defender=2, roll=1).column == "3-2"
    assert odds.resolve(attacker=5, defender=3, roll=1).column == "3-2"  # 1.67: not yet 2-1
    assert odds.resolve(attacker=4, defender=3, roll=1).column == "1-1"


def test_odds_ratio_below_the_lowest_column_is_refused_with_a_default_note() -> None:
    with pytest.raises(RuleError, match=r"1 vs 4 is 1-4, below 1-3") as info:
        table(ODDS).resolve(attacker=1, defender=4, roll=1)
    assert info.value.rule == "1.0"


def test_odds_ratio_above_the_highest_column_reads_the_highest_and_says_so() -> None:
    res = table(ODDS).resolve(attacker=9, defender=2, roll=1)
    assert (res.column, res.column_clamped, res.result) == ("2-1", True, "B")
    assert "9 vs 2 -> 4-1, treated as 2-1" in res.text


def test_odds_column_may_be_named_instead_of_computed() -> None:
    res = table(ODDS).resolve(column="3-2", roll=2)
    assert (res.column, res.result) == ("3-2", "B")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"attacker": 3, "roll": 1}, "needs both strengths"),
        ({"attacker": 0, "defender": 2, "roll": 1}, "at least 1; got 0 vs 2"),
        ({"attacker": -1, "defender": 2, "roll": 1}, "at least 1"),
        ({"value": 3, "roll": 1}, "odds ratios"),
        ({"column": "1-1", "attacker": 2, "defender": 1, "roll": 1}, "one way"),
        ({"column": "5-1", "roll": 1}, "no column '5-1'. Columns: 1-3, 1-2, 1-1, 3-2, 2-1"),
        ({"attacker": 1, "defender": 1, "roll": 7}, "1d6 roll is 1 to 6; got 7"),
        ({"attacker": 1, "defender": 1, "roll": 0}, "1d6 roll is 1 to 6; got 0"),
        ({"attacker": 1, "defender": 1}, "needs a 1d6 roll"),
        ({"attacker": 1, "defender": 1, "roll": 1, "row": "1"}, "rolled on"),
        ({"attacker": 1, "defender": 1, "roll": 1, "modifiers": ["x"]}, "prints no die-roll"),
        ({"attacker": 1, "defender": 1, "roll": 1, "extra": [(1, " ")]}, "needs a reason"),
    ],
)
def test_bad_input_to_a_die_table_is_refused_with_what_is_allowed(kwargs, words) -> None:
    with pytest.raises(RuleError, match=words.replace("(", r"\(")):
        table(ODDS).resolve(**kwargs)


# --- range columns, negative rows, modifiers, clamping ---


def test_range_column_chosen_by_a_number_with_negative_die_rows() -> None:
    """Election Table (8.3): 0 Issues, die 2 in a friendly Legislative Section: 2 - 2 = 0."""
    res = table(ELECTION).resolve(value=0, roll=2, modifiers=["friendly-legislative"])
    assert (res.column, res.total, res.row, res.result) == ("0", 0, "0", "1")
    assert res.text == (
        "Election Table (8.3): 0 -> column 0; die 2 -2 (Constituency in friendly Legislative"
        " Section) = 0 -> 1 (Constituency converted one color)"
    )


@pytest.mark.parametrize(
    ("issues", "column", "result"),
    [(0, "0", "1"), (1, "1-5", "1"), (5, "1-5", "1"), (6, "6-10", "1"), (11, "11+", "–")],
)
def test_range_columns_cover_their_printed_bounds(issues, column, result) -> None:
    """Election Table (8.3), printed row 2."""
    res = table(ELECTION).resolve(value=issues, roll=2)
    assert (res.column, res.row, res.result) == (column, "2", result)


def test_range_column_value_outside_every_range_is_refused() -> None:
    with pytest.raises(RuleError, match=r"-1 falls in none of the columns.*0, 1-5, 6-10, 11\+"):
        table(ELECTION).resolve(value=-1, roll=2)


def test_modified_roll_below_the_printed_rows_reads_the_lowest_row_and_says_so() -> None:
    """Die 1 -3 (friendly Grassroots) -1 (ad hoc) = -3, below the printed -2 row."""
    res = table(ELECTION).resolve(
        value=3, roll=1, modifiers=["friendly-grassroots"], extra=[(-1, "event card")]
    )
    assert (res.total, res.row, res.row_clamped, res.result) == (-3, "-2", True, "–")
    assert [(m.id, m.value, m.reason) for m in res.modifiers] == [
        ("friendly-grassroots", -3, "Constituency in friendly Grassroots Section"),
        ("", -1, "event card"),
    ]
    assert "die 1 -3 (Constituency in friendly Grassroots Section) -1 (event card) = -3" in res.text
    assert "beyond the printed rows: read on row -2" in res.text


def test_unknown_or_repeated_modifier_is_refused_with_the_printed_ids() -> None:
    election = table(ELECTION)
    with pytest.raises(RuleError, match=r"no modifier 'friendly'\. Modifiers: friendly-admin"):
        election.resolve(value=3, roll=1, modifiers=["friendly"])
    with pytest.raises(RuleError, match="given twice"):
        election.resolve(value=3, roll=1, modifiers=["crisis-zone", "crisis-zone"])


def test_range_table_needs_its_number() -> None:
    with pytest.raises(RuleError, match=r"needs the number that picks its column \(value\)"):
        table(ELECTION).resolve(roll=2)
    with pytest.raises(RuleError, match="needs the number"):
        table(ELECTION).resolve(attacker=3, defender=1, roll=2)


# --- label columns, two dice, range rows, rolling with the rng ---


def test_label_column_chosen_by_name_with_range_rows() -> None:
    firefight = table(FIREFIGHT)
    res = firefight.resolve(column="less than lethal", roll=11)
    assert (res.column, res.row, res.result) == ("Less Than Lethal", "10-12", "Dr")
    assert "2d6 roll 11 (row 10-12) -> Dr (defender retreats)" in res.text
    with pytest.raises(RuleError, match="Choose a column of Firefight Table: Regular, Less"):
        firefight.resolve(roll=7)
    with pytest.raises(RuleError, match="chosen by name"):
        firefight.resolve(value=3, roll=7)


def test_no_roll_given_rolls_each_die_with_the_rng_deterministically() -> None:
    seed = seed_from_text("tables")
    first, second = Rng(seed=seed), Rng(seed=seed)
    a = table(FIREFIGHT).resolve(column="Regular", rng=first)
    b = table(FIREFIGHT).resolve(column="Regular", rng=second)
    assert a == b
    assert a.rolled
    # 2d6 is two calls of between(1, 6), summed.
    replay = Rng(seed=seed)
    assert a.roll == replay.between(1, 6) + replay.between(1, 6)
    assert first.counter == replay.counter >= 2


def test_a_given_roll_leaves_the_rng_untouched() -> None:
    rng = Rng(seed=seed_from_text("untouched"))
    res = table(FIREFIGHT).resolve(column="Regular", roll=2, rng=rng)
    assert (res.rolled, res.result, rng.counter) == (False, "Ae", 0)


# --- matrices ---


def test_matrix_reads_row_by_column_without_a_die() -> None:
    res = table(MATRIX).resolve(row="down", column="Left")
    assert (res.row, res.column, res.result, res.roll) == ("Down", "Left", "DL", None)
    assert res.text == "Swap Matrix (2.0): from Down, to Left -> DL (down-left)"


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"row": "Up"}, r"needs a row \(Up, Down\) and a column \(Left, Right\)"),
        ({"row": "Sideways", "column": "Left"}, "no row 'Sideways'. Rows: Up, Down"),
        ({"row": "Up", "column": "Left", "roll": 3}, "without a die.*not roll"),
        ({"row": "Up", "column": "Left", "modifiers": ["x"]}, "not modifiers"),
    ],
)
def test_bad_input_to_a_matrix_is_refused(kwargs, words) -> None:
    with pytest.raises(RuleError, match=words):
        table(MATRIX).resolve(**kwargs)


# --- the data is checked when it is loaded ---


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('6 = ["A", "A", "A", "A", "A"]', '6 = ["A", "A", "A", "A"]', "row '6' has 4 cells"),
        ('6 = ["A", "A", "A", "A", "A"]', '6 = ["A", "A", "A", "A", "Z"]', "'Z'.*key does not"),
        ('"1-3", "1-2"', '"1-2", "1-3"', "must rise from lowest"),
        ('"3-2", "2-1"', '"3-2", "3:1"', "not a ratio"),
        ('6 = ["A", "A", "A", "A", "A"]\n', "", "do not cover every 1d6 roll"),
        ('4 = ["A", "A", "A", "A", "A"]\n', "", "without gap.*'3' is followed by '5'"),
        ('die = "1d6"', 'die = "d6"', "not a die spec"),
        ('die = "1d6"\n', "", "a die table needs die"),
        ('rule = "1.0"', 'rule = "1.0"\ncolour = "red"', "colour: Extra inputs"),
        ('source = "rulebook 1.0"', 'source = "reconstructed"', "needs a one-line reason"),
        ('source = "rulebook 1.0"', 'source = ""', "source is empty"),
    ],
)
def test_incomplete_or_disordered_data_is_refused_saying_where(old, new, words) -> None:
    assert old in ODDS
    with pytest.raises(TableDataError, match=r"inline, table \[odds\]: .*" + words):
        table(ODDS.replace(old, new, 1))


def test_range_columns_with_a_gap_are_refused() -> None:
    with pytest.raises(TableDataError, match="'1-5' is followed by '7-10'"):
        table(ELECTION.replace('"6-10"', '"7-10"'))


def test_ratio_notes_on_a_range_table_are_refused() -> None:
    with pytest.raises(TableDataError, match="apply to odds columns only"):
        table(
            ELECTION.replace('column_kind = "range"', 'column_kind = "range"\nbelow_lowest = "x"')
        )


def test_reconstructed_cells_need_a_reason_and_a_real_cell() -> None:
    note = '\n[[swap.cell_sources]]\nrow = "Up"\ncolumn = "{column}"\nsource = "reconstructed"\n'
    with pytest.raises(TableDataError, match="needs a reason"):
        table(MATRIX + note.format(column="Left"))
    with pytest.raises(TableDataError, match="not in the table"):
        table(MATRIX + note.format(column="Middle") + 'reason = "x"\n')
    swap = table(MATRIX + note.format(column="Left") + 'reason = "smudged"\n')
    assert [(c.row, c.column) for c in swap.reconstructed_cells()] == [("Up", "Left")]
    res = swap.resolve(row="Up", column="Left")
    assert (res.reconstructed, res.reconstructed_reason) == (True, "smudged")
    assert res.text.endswith("[reconstructed cell: smudged]")
    assert not swap.resolve(row="Up", column="Right").reconstructed


def test_a_matrix_takes_no_die() -> None:
    with pytest.raises(TableDataError, match="read without a die"):
        table(MATRIX.replace('kind = "matrix"', 'kind = "matrix"\ndie = "1d6"'))


def test_load_tables_reads_the_owner_copy_under_game_data_dir(tmp_path, monkeypatch) -> None:
    folder = tmp_path / "some_title"
    folder.mkdir()
    (folder / "tables.toml").write_text(MATRIX, encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    tables = load_tables("some_title", "tables.toml")
    assert list(tables) == ["some-title/swap"]
    assert tables["some-title/swap"].resolve(row="Up", column="Right").table == "some-title/swap"


def test_load_tables_names_the_file_of_broken_toml(tmp_path, monkeypatch) -> None:
    folder = tmp_path / "some_title"
    folder.mkdir()
    (folder / "tables.toml").write_text("[swap\nname = 1", encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    with pytest.raises(TableDataError, match=r"tables.toml is not valid TOML"):
        load_tables("some_title", "tables.toml")
