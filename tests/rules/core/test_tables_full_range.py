"""Every table read over its whole range gives what it gave when the digests below were
recorded (tests/rules/core/table_readings.py says what is read), so a change to the engine
(rules/core/tables/) or a table's data that alters a result, a text or a refusal is seen.

A deliberate change (a corrected cell, a new table, a reworded refusal) records its table's new
digest here, after diffing the readings of the commit before with the new ones:
``python -m tests.rules.core.table_readings <table id> > before.txt`` on each.
"""

from __future__ import annotations

import json

import pytest

from tests.rules.core.table_readings import digest, every_table, readings

TABLES = every_table()

RECORDED = {
    "canadian-civil-war/arrest": "8c782da65310ef3d7d49c7b7",
    "canadian-civil-war/color-shift-1": "16d423456ae6bae6070678d9",
    "canadian-civil-war/color-shift-2": "61feea6d2158d6f6ca24200d",
    "canadian-civil-war/combat": "f05336ece99b378177d30542",
    "canadian-civil-war/contest": "e9640e7f10b861cfff3fcd24",
    "canadian-civil-war/election": "dc3b807c62d29289dc4f1ca7",
    "canadian-civil-war/loyalty": "11d960ee577b9543555229e8",
    "canadian-civil-war/national-emergency": "c73a68585aae55f2b5f7d490",
    "canadian-civil-war/riot": "233ee8af13eec09d8069e41c",
    "crisis-2020/armed": "00b02d054711224f41a884c6",
    "crisis-2020/armed-ltl": "4f04bb6d07f2a175f89b9396",
    "crisis-2020/domestic-data": "1c313e11e937ce3c3b1992ba",
    "crisis-2020/foreign-data": "2531c8db241ff7bc8d26dbc8",
    "test/firefight": "3109a67538968a0f657d59ef",
    "triad/raid": "ab47dccffd46e9063acf5311",
}


def test_every_table_has_a_recorded_digest() -> None:
    assert sorted(TABLES) == sorted(RECORDED)


@pytest.mark.parametrize("table_id", sorted(TABLES))
def test_every_reading_is_what_it_was_and_every_cell_is_read(table_id: str) -> None:
    table = TABLES[table_id]
    lines = list(readings(table_id, table))
    assert digest(lines) == RECORDED[table_id], (
        f"the readings of {table_id} changed: diff "
        f"`python -m tests.rules.core.table_readings {table_id}` before and after"
    )
    # The digest stands for the whole table: every row of every column is read.
    read = set()
    for line in lines:
        _, case, outcome = line.split(" | ", 2)
        if case.startswith("{") and outcome.startswith("{"):
            resolution = json.loads(outcome)
            read.add((resolution["row"], resolution["column"]))
    assert read == {(row, column) for row in table.rows() for column in table.columns()}
