"""Canadian Civil War's National Emergency tables as data (data/emergency.toml): the National
Emergency Table (10.81), the Loyalty Table (10.83), the Combat Results Table (10.85), the Riot
Table (10.86) and the Arrest Table (10.87), checked against the rulebook's transcribed
"National Emergency Cycle Charts" by hand, cell by cell."""

from __future__ import annotations

import pytest

import rules
from rules.canadian_civil_war import TABLES
from rules.core import RuleError
from rules.core.tables import RECONSTRUCTED

EMERGENCY = TABLES["canadian-civil-war/national-emergency"]
LOYALTY = TABLES["canadian-civil-war/loyalty"]
COMBAT = TABLES["canadian-civil-war/combat"]
RIOT = TABLES["canadian-civil-war/riot"]
ARREST = TABLES["canadian-civil-war/arrest"]
ALL = {
    "national-emergency": EMERGENCY,
    "loyalty": LOYALTY,
    "combat": COMBAT,
    "riot": RIOT,
    "arrest": ARREST,
}
DIE = ["1", "2", "3", "4", "5", "6"]

# Each chart as the transcription prints it, row by row, cut off where it is cut off: a short
# row lists only the columns printed, from the left.
PRINTED = {
    # 10.81 National Emergency Table
    "national-emergency": {
        "1": ["N", "N", "N", "N", "N", "N"],
        "2": ["–", "N", "N", "N", "N", "N"],
        "3": ["–", "–", "N", "N", "N", "N"],
        "4": ["–", "–", "–"],
    },
    # 10.83 Loyalty Table
    "loyalty": {
        "1": ["L", "L", "L", "L"],
        "2": ["L", "L", "L", "D"],
        "3": ["L", "L", "L", "D"],
        "4": ["L", "L", "D", "D"],
        "5": ["L", "D", "D", "D"],
    },
    # 10.85 Combat Results Table
    "combat": {
        "1": ["Ae", "Ar", "Ar", "Ar"],
        "2": ["Ar", "Ar", "Ar", "Ar"],
        "3": ["Ar", "Ar", "Dr", "Dr"],
        "4": ["Dr", "Dr", "Dr", "De"],
        "5": ["Dr", "De", "De", "De"],
    },
    # 10.86 Riot Table
    "riot": {
        "1": ["Ar", "Ar", "Ar", "Ar", "Be", "Be"],
        "2": ["Ar", "Ar", "Ar", "Be", "Be", "Be"],
        "3": ["Ar", "Be", "Be", "Be", "Be", "Be"],
        "4": ["Be", "Be", "Be"],
    },
    # 10.87 Arrest Table
    "arrest": {
        "1": ["Ar", "–", "–", "–", "–", "–"],
        "2": ["–", "–", "–", "Dr", "Dr", "Dr"],
        "3": ["–", "–", "Dr", "Dr", "Dr", "Da"],
        "4": ["–", "Dr", "Dr"],
    },
}

COLUMNS = {
    "national-emergency": ["1:3", "1:2", "1:1", "2:2", "2:1", "3:1"],
    "loyalty": ["1", "2", "3", "4"],
    "combat": ["1-1", "2-1", "3-1", "4-1"],
    "riot": ["1-1", "2-1", "3-1", "4-1", "5-1", "6-1"],
    "arrest": ["1-1", "2-1", "3-1", "4-1", "5-1", "6-1"],
}

# The closed vocabulary of the file header: the codes each table may hold, and what they mean.
VOCABULARY = {
    "national-emergency": {"N", "–"},
    "loyalty": {"L", "D"},
    "combat": {"Ae", "Ar", "Dr", "De"},
    "riot": {"Ar", "Be", "De"},
    "arrest": {"Ar", "Dr", "Da", "–"},
}

# Cells the chart does not print but the rulebook's text does (the 10.73 example).
FROM_THE_TEXT = {("riot", "5", "1-1"): "Be"}


def _printed_cells():
    for key, rows in PRINTED.items():
        for die, cells in rows.items():
            for column, cell in zip(COLUMNS[key], cells, strict=False):
                yield key, die, column, cell


def _unprinted_cells():
    printed = {(key, die, column) for key, die, column, _ in _printed_cells()}
    for key in ALL:
        for die in DIE:
            for column in COLUMNS[key]:
                if (key, die, column) not in printed:
                    yield key, die, column


def _read(key: str, column: str, die: str):
    return ALL[key].resolve(column=column, roll=int(die))


def test_the_five_tables_are_registered_for_the_table_command() -> None:
    for key, table in ALL.items():
        assert rules.get_table(f"canadian-civil-war/{key}") is table
        assert table.kind == "die" and table.die == "1d6"
    assert [t.rule for t in ALL.values()] == ["10.81", "10.83", "10.85", "10.86", "10.87"]
    assert [t.source for t in ALL.values()] == [f"rulebook {t.rule}" for t in ALL.values()]


@pytest.mark.parametrize("key", sorted(ALL))
def test_every_table_is_complete_over_its_columns_and_the_six_die_rolls(key) -> None:
    table = ALL[key]
    assert table.columns() == COLUMNS[key]
    assert table.rows() == DIE
    for die in DIE:
        assert len(table.grid[die]) == len(COLUMNS[key])


@pytest.mark.parametrize(("key", "die", "column", "cell"), list(_printed_cells()))
def test_printed_cell_as_on_the_national_emergency_cycle_charts(key, die, column, cell) -> None:
    res = _read(key, column, die)
    assert (res.row, res.result, res.reconstructed) == (die, cell, False)


def test_the_charts_are_cut_off_where_the_transcription_cuts_them() -> None:
    """The reconstructed cells are exactly the ones the charts do not print, less the one the
    10.73 example prints."""
    unprinted = set(_unprinted_cells())
    marked = {
        (key, note.row, note.column) for key, t in ALL.items() for note in t.reconstructed_cells()
    }
    assert marked == unprinted - set(FROM_THE_TEXT)
    assert len(marked) == 3 + 12 + 4 + 4 + 3 + 12 - 1 + 3 + 12


@pytest.mark.parametrize(("key", "die", "column"), list(_unprinted_cells()))
def test_every_unprinted_cell_is_marked_with_its_reason(key, die, column) -> None:
    (note,) = [n for n in ALL[key].cell_sources if (n.row, n.column) == (die, column)]
    assert len(note.reason) > 20
    assert note.reason.startswith(("not printed;", "cut off on the transcribed chart;"))
    cell = ALL[key].grid[die][COLUMNS[key].index(column)]
    assert note.reason.endswith((f": {cell}", f"= {cell}", f" is {cell}")), "say the value last"
    res = _read(key, column, die)
    if (key, die, column) in FROM_THE_TEXT:
        assert (note.source, res.reconstructed) == ("rulebook 10.73 (example)", False)
    else:
        assert (note.source, res.reconstructed) == (RECONSTRUCTED, True)
        assert f"[reconstructed cell: {note.reason}]" in res.text


# --- the 10.73 example ---


def test_10_73_three_federal_units_at_2_1_rolling_4_is_defender_retreat() -> None:
    """10.73: three Federal units (9 of the 12) against Les Voltigeurs' stack of 4 is 2-1 on
    the Combat Results Table; the die is 4: "Defender Retreat"."""
    res = COMBAT.resolve(attacker=9, defender=4, roll=4)
    assert (res.column, res.result, res.meaning) == ("2-1", "Dr", "Defender retreat")
    assert not res.reconstructed


def test_10_73_one_federal_unit_at_1_1_rolling_5_on_the_riot_table_is_the_exchange() -> None:
    """10.73: the remaining Federal unit (3) against the Constituency and the Interest Group
    (3) is 1-1 on the Riot Table; the die is 5: an "Exchange", all three removed."""
    res = RIOT.resolve(attacker=3, defender=3, roll=5)
    assert (res.column, res.result) == ("1-1", "Be")
    assert res.meaning == "Both Attacker and Defender eliminated"


# --- 10.81 and the designer's 5/6 ---


def test_no_national_emergency_column_succeeds_more_than_five_times_in_six() -> None:
    """Designer's Notes, "National Emergency": the attempter "has no more than a 5/6th chance
    to create it"."""
    for column in COLUMNS["national-emergency"]:
        created = [die for die in DIE if _read("national-emergency", column, die).result == "N"]
        assert len(created) <= 5
    assert {_read("national-emergency", c, "6").result for c in COLUMNS["national-emergency"]} == {
        "–"
    }


def test_every_player_but_one_joining_reaches_the_5_6_chance() -> None:
    """Designer's Notes: "... and then he has to get every player but one to agree with him":
    2:1 of three Players, 3:1 of four, reach 5 in 6; every other column stays below."""
    chances = {
        column: sum(_read("national-emergency", column, die).result == "N" for die in DIE)
        for column in COLUMNS["national-emergency"]
    }
    assert chances == {"1:3": 1, "1:2": 2, "1:1": 3, "2:2": 4, "2:1": 5, "3:1": 5}


def test_national_emergency_columns_are_chosen_by_the_split_of_players() -> None:
    res = EMERGENCY.resolve(column="2:2", roll=4)
    assert res.result == "N"
    assert res.meaning.startswith("National Emergency created.")
    failed = EMERGENCY.resolve(column="1:3", roll=2)
    assert failed.meaning == "Attempt to create National Emergency fails. Game ends"
    with pytest.raises(RuleError, match="1:3, 1:2, 1:1, 2:2, 2:1, 3:1"):
        EMERGENCY.resolve(column="3:0", roll=1)


# --- reading the tables ---


def test_loyalty_column_is_the_loyalty_number() -> None:
    """10.23: the Government rolls with the "3" Loyalty Number."""
    assert LOYALTY.resolve(value=3, roll=3).result == "L"
    assert LOYALTY.resolve(value=3, roll=4).result == "D"
    with pytest.raises(RuleError):
        LOYALTY.resolve(value=5, roll=1)


def test_no_loyalty_number_is_sure_of_its_province() -> None:
    """Designer's Notes: creating the Emergency "does not mean that he will get all the troops
    he expects to get"."""
    for column in COLUMNS["loyalty"]:
        assert _read("loyalty", column, "6").result == "D"


@pytest.mark.parametrize(("table", "highest"), [(COMBAT, "4-1"), (RIOT, "6-1"), (ARREST, "6-1")])
def test_combat_tables_refuse_below_1_1_and_read_above_the_highest_on_it(table, highest) -> None:
    with pytest.raises(RuleError, match=r"Attacks at a ratio of less than 1-1 are prohibited\."):
        table.resolve(attacker=2, defender=3, roll=1)
    res = table.resolve(attacker=20, defender=1, roll=1)
    assert (res.column, res.column_clamped) == (highest, True)


@pytest.mark.parametrize("key", ["combat", "riot", "arrest"])
def test_a_higher_die_is_never_worse_for_the_attacker(key) -> None:
    """Every printed column runs from the attacker's worst result on 1 to his best; the
    reconstructed rows keep to that order, and so does a higher ratio on the same roll."""
    order = {
        "combat": ["Ae", "Ar", "Dr", "De"],
        "riot": ["Ar", "Be", "De"],
        "arrest": ["Ar", "–", "Dr", "Da"],
    }[key]
    table = ALL[key]
    for column in COLUMNS[key]:
        ranks = [order.index(_read(key, column, die).result) for die in DIE]
        assert ranks == sorted(ranks), column
    for die in DIE:
        ranks = [order.index(table.grid[die][i]) for i in range(len(COLUMNS[key]))]
        assert ranks == sorted(ranks), die


def test_the_riot_tables_defender_eliminated_appears_as_its_key_says() -> None:
    """10.86's key explains De, which no printed cell holds: the reconstruction places it."""
    assert "De" in RIOT.key
    assert all("De" not in cells for cells in PRINTED["riot"].values())
    assert any("De" in cells for cells in RIOT.grid.values())


# --- the vocabulary ---


@pytest.mark.parametrize("key", sorted(ALL))
def test_the_vocabulary_is_closed_and_every_code_explained(key) -> None:
    table = ALL[key]
    assert set(table.key) == VOCABULARY[key]
    used = {cell for cells in table.grid.values() for cell in cells}
    assert used == VOCABULARY[key]


def test_the_combat_codes_mean_the_same_on_every_table() -> None:
    meanings: dict[str, str] = {}
    for key in ("combat", "riot", "arrest"):
        for code, meaning in ALL[key].key.items():
            assert meanings.setdefault(code, meaning) == meaning, (key, code)
    assert meanings == {
        "Ae": "Attacker eliminated",
        "Ar": "Attacker retreat",
        "Dr": "Defender retreat",
        "De": "Defender eliminated",
        "Be": "Both Attacker and Defender eliminated",
        "Da": "Defender arrested",
        "–": "No effect",
    }
