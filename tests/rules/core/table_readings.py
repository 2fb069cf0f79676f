"""Every reading of every table, one line each, to prove that a change to the table engine
(rules/core/tables/) changes no result, no text and no refusal.

Each registered table (`rules.TABLES`) and the tests' own (the Firefight Table, the triad's) is
read over every column by name, every strength pair and column number around its columns,
every roll of its dice (each face sequence, each natural total, and rolled on seeded dice),
every set of its printed modifiers and ad-hoc ones that push the roll past its printed rows,
and a matrix over every row and column; with the inputs it refuses too. A line is the table,
the inputs and the `Resolution` dumped whole, or the refusal's message; the table's own model
heads its lines, so loading is compared too.

``python -m tests.rules.core.table_readings [table id ...] > before.txt`` writes them, to diff
against the same command after a change; ``tests/rules/core/test_tables_full_range.py``
compares each table's with the digest recorded there.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tomllib
from collections.abc import Iterable, Iterator
from itertools import chain, combinations, product
from typing import Any

from rules import TABLES
from rules.core import RuleError
from rules.core.rng import Rng, seed_from_text
from rules.core.tables import Table, TableRoll, parse_tables
from tests.firefight import FIREFIGHT
from tests.titles.triad import TABLES as TRIAD_TABLES

# Ad-hoc modifiers from -8 to +8 carry a 1d6 or a 2d6 roll past both ends of any table's rows.
SHIFTS = range(-8, 9)
# Strengths from 0 (refused) to 12 reach below the lowest and above the highest odds column.
STRENGTHS = range(0, 13)
SEEDS = 6


def every_table() -> dict[str, Table]:
    """The tables the engine serves: the titles' and the tests' own."""
    firefight = parse_tables(tomllib.loads(FIREFIGHT), title="test", origin="firefight")
    return dict(sorted({**TABLES, **TRIAD_TABLES, **firefight}.items()))


def _die(table: Table) -> tuple[int, int]:
    count, sides = (table.die or "").split("d")
    return int(count), int(sides)


def _bounds(labels: list[str]) -> tuple[int, int]:
    """The lowest and highest number named by range labels ("11+" counts as 11)."""
    numbers = [
        int(part)
        for label in labels
        for part in label.replace("–", " ").replace("+", " ").replace("-", " -").split()
        if part.lstrip("-").isdigit()
    ]
    return min(numbers), max(numbers)


def _columns(table: Table) -> Iterator[dict[str, Any]]:
    for label in table.column_labels:
        yield {"column": label}
        yield {"column": label.lower()}
    yield {"column": "no such column"}
    yield {}
    if table.column_kind == "odds":
        for attacker, defender in product(STRENGTHS, STRENGTHS):
            yield {"attacker": attacker, "defender": defender}
        yield {"attacker": 3}
        yield {"value": 3}
    else:
        low, high = _bounds(table.column_labels) if table.column_kind == "range" else (0, 0)
        for value in range(low - 2, high + 4):
            yield {"value": value}
        yield {"attacker": 3, "defender": 2}
    yield {"column": table.column_labels[0], "value": 1}


def _rolls(table: Table) -> Iterator[dict[str, Any]]:
    count, sides = _die(table)
    for faces in product(range(1, sides + 1), repeat=count):
        yield {"roll": TableRoll.of(faces)}
    for total in range(count - 1, count * sides + 2):
        yield {"roll": total}
        yield {"roll": TableRoll(total=total)}
    for seed in range(SEEDS):
        yield {"rng": seed}
    yield {}
    yield {"roll": TableRoll.of([1] * (count + 1))}
    yield {"roll": TableRoll.of([0] * count)}
    yield {"roll": TableRoll.of([sides + 1] * count)}


def _modifiers(table: Table) -> Iterator[dict[str, Any]]:
    ids = [mod.id for mod in table.modifiers]
    for chosen in chain.from_iterable(combinations(ids, n) for n in range(len(ids) + 1)):
        yield {"modifiers": list(chosen)}
    for shift in SHIFTS:
        yield {"extra": [(shift, f"shift {shift}")]}
    yield {"modifiers": [ids[0].upper()] if ids else ["no-such-modifier"]}
    yield {"modifiers": ["no-such-modifier"]}
    if ids:
        yield {"modifiers": [ids[0], ids[0]]}
    yield {"extra": [(1, " ")]}
    yield {"modifiers": ids, "extra": [(-1, "one"), (2, "two")]}


def _die_cases(table: Table) -> Iterator[dict[str, Any]]:
    """Every way to choose a column with every natural total, every roll on every column, then
    every modifier on every column and total."""
    count, sides = _die(table)
    natural = range(count, count * sides + 1)
    for column, total in product(_columns(table), natural):
        yield {**column, "roll": total}
    for label, roll in product(table.column_labels, _rolls(table)):
        yield {"column": label, **roll}
    for label, total, mods in product(table.column_labels, natural, _modifiers(table)):
        yield {"column": label, "roll": total, **mods}
    for faces in product(range(1, sides + 1), repeat=count):
        yield {"column": table.column_labels[-1], "roll": TableRoll.of(faces), "show_faces": False}
    yield {"column": table.column_labels[0], "row": table.rows()[0], "roll": count}


def _matrix_cases(table: Table) -> Iterator[dict[str, Any]]:
    for row, column in product(table.rows(), table.column_labels):
        yield {"row": row, "column": column}
        yield {"row": row.upper(), "column": column.lower()}
    first_row, first_column = table.rows()[0], table.column_labels[0]
    yield {"row": "no such row", "column": first_column}
    yield {"row": first_row, "column": "no such column"}
    yield {"row": first_row}
    yield {"column": first_column}
    yield {}
    for unused in ({"attacker": 1}, {"value": 2}, {"roll": 3}, {"modifiers": ["x"]}):
        yield {"row": first_row, "column": first_column, **unused}
    yield {"row": first_row, "column": first_column, "extra": [(1, "why")]}


def _read(table: Table, case: dict[str, Any]) -> str:
    kwargs = dict(case)
    if "rng" in kwargs:
        kwargs["rng"] = Rng(seed=seed_from_text(f"table readings {kwargs['rng']}"))
    try:
        return json.dumps(table.resolve(**kwargs).model_dump(mode="json"), sort_keys=True)
    except RuleError as refusal:
        return f"refused: {refusal}"


def _shown(case: dict[str, Any]) -> str:
    return json.dumps(
        {k: v.model_dump() if isinstance(v, TableRoll) else v for k, v in case.items()},
        sort_keys=True,
    )


def readings(table_id: str, table: Table) -> Iterator[str]:
    """One line per reading of one table, headed by its model and what `/table` lists of it."""
    yield f"{table_id} | model | {json.dumps(table.model_dump(mode='json'), sort_keys=True)}"
    yield (
        f"{table_id} | read | columns {table.columns()} rows {table.rows()} reconstructed "
        f"{[note.model_dump() for note in table.reconstructed_cells()]}"
    )
    cases = _matrix_cases(table) if table.kind == "matrix" else _die_cases(table)
    for case in cases:
        yield f"{table_id} | {_shown(case)} | {_read(table, case)}"


def digest(lines: Iterable[str]) -> str:
    """A table's readings in 24 hex digits, as the test records them."""
    hashed = hashlib.sha256()
    for line in lines:
        hashed.update(line.encode() + b"\n")
    return hashed.hexdigest()[:24]


if __name__ == "__main__":
    # The ids given (all of them when none is) and their readings.
    wanted = set(sys.argv[1:])
    count = 0
    for table_id, table in every_table().items():
        if wanted and table_id not in wanted:
            continue
        for line in readings(table_id, table):
            sys.stdout.write(line + "\n")
            count += 1
    sys.stderr.write(f"{count} readings\n")
