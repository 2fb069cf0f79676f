"""The completeness checks a table passes when it is loaded: its provenance said, its kind and
die consistent, its columns and die rows in order and covering every roll, every cell present
and every result code explained. Each failure is a `ValueError` whose message names the field,
which loading turns into a `TableDataError` naming the file and the table."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from .labels import RECONSTRUCTED, band, check_bands, die_spec, ratio

if TYPE_CHECKING:
    from .model import Table


def check_complete(table: Table) -> None:
    """Raise `ValueError` for the first thing that keeps ``table`` from being read whole."""
    if not table.source.strip():
        raise ValueError("source is empty: say 'rulebook <case>' or 'reconstructed'")
    if table.source == RECONSTRUCTED and not table.reason.strip():
        raise ValueError("a reconstructed table needs a one-line reason")
    if not table.column_labels:
        raise ValueError("columns is empty")
    if len(set(table.column_labels)) != len(table.column_labels):
        raise ValueError(f"columns repeat a label: {', '.join(table.column_labels)}")
    if not table.grid:
        raise ValueError("rows is empty")
    _check_kind(table)
    _check_columns(table)
    _check_rows(table)
    _check_cells(table)


def _check_kind(table: Table) -> None:
    if table.kind == "die":
        if table.die is None:
            raise ValueError("a die table needs die = 'NdS', e.g. '1d6'")
        count, sides = die_spec(table.die)
        totals = {str(n) for n in range(count, count * sides + 1)}
        allowed = totals | ({"doubles"} if count == 2 else set())
        wrong = [key for key in table.calls if key not in allowed]
        if wrong:
            raise ValueError(
                f"calls are keyed by a natural {table.die} total ({count} to {count * sides})"
                f"{' or doubles' if count == 2 else ''}; got {', '.join(wrong)}"
            )
        return
    if table.die is not None or table.modifiers or table.calls:
        raise ValueError("a matrix is read without a die: no die, no modifiers, no calls")
    if table.column_kind != "label":
        raise ValueError("a matrix's columns are labels: column_kind = 'label'")


def _check_columns(table: Table) -> None:
    if table.column_kind == "odds":
        ratios = [ratio(label) for label in table.column_labels]
        if any(a >= b for a, b in pairwise(ratios)):
            raise ValueError(
                f"odds columns must rise from lowest to highest ratio, each once: "
                f"{', '.join(table.column_labels)}"
            )
    elif table.below_lowest or table.above_highest:
        raise ValueError("below_lowest and above_highest apply to odds columns only")
    if table.column_kind == "range":
        check_bands(table.column_labels, "range columns")


def _check_rows(table: Table) -> None:
    if table.kind == "matrix":
        return
    labels = list(table.grid)
    check_bands(labels, "die rows")
    count, sides = die_spec(table.die or "")
    first, last = band(labels[0])[0], band(labels[-1])[1]
    if first > count or (last is not None and last < count * sides):
        raise ValueError(
            f"die rows {labels[0]} to {labels[-1]} do not cover every {table.die} roll "
            f"({count} to {count * sides})"
        )


def _check_cells(table: Table) -> None:
    width = len(table.column_labels)
    for label, cells in table.grid.items():
        if len(cells) != width:
            raise ValueError(
                f"row {label!r} has {len(cells)} cells, expected {width} "
                f"(one per column: {', '.join(table.column_labels)})"
            )
        unknown = [cell for cell in cells if cell not in table.key]
        if unknown:
            raise ValueError(
                f"row {label!r} holds result(s) {', '.join(map(repr, unknown))} that the key "
                f"does not explain (key: {', '.join(table.key)})"
            )
    for mod in table.modifiers:
        if not mod.reason.strip():
            raise ValueError(f"modifier {mod.id!r} needs its reason")
    for note in table.cell_sources:
        if note.row not in table.grid or note.column not in table.column_labels:
            raise ValueError(
                f"cell_sources names row {note.row!r} x column {note.column!r}, "
                "which is not in the table"
            )
        if note.source == RECONSTRUCTED and not note.reason.strip():
            raise ValueError(
                f"reconstructed cell row {note.row!r} x column {note.column!r} needs a reason"
            )
