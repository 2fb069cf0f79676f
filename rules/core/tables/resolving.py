"""Reading a table: the column chosen by name, by the two strengths' odds or by a number; the
roll given or rolled, checked against the table's die; the printed and ad-hoc modifiers added;
the row the modified roll falls on; a matrix read by row and column. Every refusal is a
`RuleError` that says what the table can read.

Rules of resolution, the same for every title: an odds ratio below the lowest column is refused
with the table's own ``below_lowest`` note; above the highest it is read on the highest column;
a modified roll beyond the printed rows is read on the nearest printed row. The resolution says
when it did either, and when the cell it read was reconstructed rather than printed.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..dice import roll as roll_dice
from ..errors import RuleError
from ..rng import Rng
from . import text
from .labels import band, die_spec, in_band, pick, ratio, simplified
from .reading import Modifier, Resolution, TableRoll

if TYPE_CHECKING:
    from .model import Table


def resolve(
    table: Table,
    *,
    column: str | None,
    attacker: int | None,
    defender: int | None,
    value: int | None,
    row: str | None,
    roll: TableRoll | int | None,
    modifiers: Sequence[str],
    extra: Sequence[tuple[int, str]],
    rng: Rng | None,
    show_faces: bool,
) -> Resolution:
    """`Table.resolve`, which says what each argument is."""
    if table.kind == "matrix":
        return _read_matrix(
            table,
            row=row,
            column=column,
            unused={
                "attacker": attacker,
                "defender": defender,
                "value": value,
                "roll": roll,
                "modifiers": modifiers or None,
                "extra": extra or None,
            },
        )
    if row is not None:
        raise RuleError(
            f"{table.name} is rolled on: its row comes from the die, so give a roll "
            "(or let the game roll) instead of a row."
        )
    label, how, column_clamped = _choose_column(table, column, attacker, defender, value)
    natural, rolled = _roll(table, roll, rng)
    applied = _modifiers(table, modifiers, extra)
    total = natural.total + sum(mod.value for mod in applied)
    row_label, row_clamped = _row_for(table, total)
    arithmetic = text.arithmetic(
        table.die or "",
        natural,
        applied,
        total,
        row_label,
        row_clamped=row_clamped,
        show_faces=show_faces,
    )
    calls = [
        table.calls[key]
        for key in (str(natural.total), "doubles" if natural.doubles else "")
        if key in table.calls
    ]
    return _resolution(
        table,
        label,
        how,
        row_label,
        f"{how}; {arithmetic}",
        calls=calls,
        column_clamped=column_clamped,
        roll=natural.total,
        dice=natural.dice,
        doubles=natural.doubles,
        rolled=rolled,
        modifiers=applied,
        total=total,
        row_clamped=row_clamped,
    )


def _read_matrix(
    table: Table, *, row: str | None, column: str | None, unused: dict[str, Any]
) -> Resolution:
    given = [name for name, val in unused.items() if val is not None]
    if given:
        raise RuleError(
            f"{table.name} is a matrix read without a die: give only a row and a column, "
            f"not {', '.join(given)}."
        )
    if row is None or column is None:
        raise RuleError(
            f"{table.name} needs a row ({', '.join(table.rows())}) and a column "
            f"({', '.join(table.column_labels)})."
        )
    row_label = pick(row, table.rows(), "row", table.name)
    label = pick(column, table.column_labels, "column", table.name)
    row_part = f"{table.row_title} {row_label}".strip()
    column_part = f"{table.column_title} {label}".strip()
    return _resolution(table, label, column_part, row_label, f"{row_part}, {column_part}")


def _resolution(
    table: Table,
    column: str,
    how: str,
    row: str,
    steps: str,
    calls: Sequence[str] = (),
    **fields: Any,
) -> Resolution:
    result = table.grid[row][table.column_labels.index(column)]
    meaning = table.key[result]
    note = next(
        (n for n in table.reconstructed_cells() if n.row == row and n.column == column), None
    )
    reason = note.reason if note is not None else None
    return Resolution(
        table=table.id,
        table_name=table.name,
        rule=table.rule,
        column=column,
        column_how=how,
        row=row,
        result=result,
        meaning=meaning,
        reconstructed=note is not None,
        reconstructed_reason=reason or "",
        calls=list(calls),
        text=text.line(table.name, table.rule, steps, result, meaning, reason, calls),
        **fields,
    )


# --- the column ---


def _choose_column(
    table: Table,
    column: str | None,
    attacker: int | None,
    defender: int | None,
    value: int | None,
) -> tuple[str, str, bool]:
    """The column label, how it was chosen, and whether a ratio was above the highest."""
    by_strengths = attacker is not None or defender is not None
    if column is not None:
        if by_strengths or value is not None:
            raise RuleError(
                f"Choose the column of {table.name} one way: by its name or by the numbers, "
                "not both."
            )
        label = pick(column, table.column_labels, "column", table.name)
        return label, f"column {label}", False
    listing = ", ".join(table.column_labels)
    if table.column_kind == "odds":
        if value is not None:
            raise RuleError(
                f"{table.name}'s columns are odds ratios: give the attacker's and the "
                f"defender's strengths (or a column: {listing}), not a single number."
            )
        return _odds_column(table, attacker, defender)
    if table.column_kind == "label":
        if by_strengths or value is not None:
            raise RuleError(f"{table.name}'s columns are chosen by name: {listing}.")
        raise RuleError(f"Choose a column of {table.name}: {listing}.")
    if by_strengths or value is None:
        raise RuleError(
            f"{table.name} needs the number that picks its column (value), or a column: {listing}."
        )
    for label in table.column_labels:
        if in_band(value, label):
            return label, f"{value} -> column {label}", False
    raise RuleError(f"{value} falls in none of the columns of {table.name}: {listing}.")


def _odds_column(table: Table, attacker: int | None, defender: int | None) -> tuple[str, str, bool]:
    if attacker is None or defender is None:
        raise RuleError(
            f"{table.name} needs both strengths, the attacker's and the defender's "
            f"(or a column: {', '.join(table.column_labels)})."
        )
    if attacker < 1 or defender < 1:
        raise RuleError(f"Strengths are whole numbers of at least 1; got {attacker} vs {defender}.")
    odds = Fraction(attacker, defender)
    matchup = f"{attacker} vs {defender}"
    written = simplified(attacker, defender)
    # Rounded in favour of the defender (CCW 7.0): the highest column not above the ratio.
    reachable = [label for label in table.column_labels if ratio(label) <= odds]
    if not reachable:
        lowest = table.column_labels[0]
        note = table.below_lowest or f"{table.name} has no column below {lowest}."
        raise RuleError(f"{matchup} is {written}, below {lowest}: {note}", rule=table.rule)
    label = reachable[-1]
    if ratio(written) > ratio(table.column_labels[-1]):
        return label, f"{matchup} -> {written}, treated as {label} (the highest column)", True
    return label, f"{matchup} -> {label}", False


# --- the roll and its modifiers ---


def _roll(table: Table, roll: TableRoll | int | None, rng: Rng | None) -> tuple[TableRoll, bool]:
    """The natural roll, checked against the table's die, and whether the rng rolled it."""
    count, sides = die_spec(table.die or "")
    if roll is None:
        if rng is None:
            raise RuleError(
                f"{table.name} needs a {table.die} roll ({count} to {count * sides}), "
                "or the game's dice to roll it."
            )
        rolled = roll_dice(table.die or "", rng)
        return TableRoll.of(rolled.groups[0].rolls), True
    given = roll if isinstance(roll, TableRoll) else TableRoll(total=roll)
    if given.dice:
        return _check_dice(table, given.dice, count, sides), False
    if not count <= given.total <= count * sides:
        raise RuleError(
            f"A {table.die} roll is {count} to {count * sides}; got {given.total}. Give the "
            "roll before modifiers: they are added separately."
        )
    # One die's total is its face; of several dice only the total is known.
    return (TableRoll.of([given.total]) if count == 1 else given), False


def _check_dice(table: Table, dice: list[int], count: int, sides: int) -> TableRoll:
    shown = ", ".join(map(str, dice))
    example = ",".join(str(min(n + 3, sides)) for n in range(count))
    if len(dice) != count:
        wanted = (
            f"1 die, 1 to {sides}"
            if count == 1
            else f"{count} dice, each 1 to {sides}, in roll order"
        )
        got = "1 die" if len(dice) == 1 else f"{len(dice)} dice"
        raise RuleError(
            f"{table.name} rolls {table.die}: give {wanted}, e.g. {example}; got {got} ({shown})."
        )
    wrong = [face for face in dice if not 1 <= face <= sides]
    if wrong:
        raise RuleError(
            f"A die of {table.die} shows 1 to {sides}; got {', '.join(map(str, wrong))} "
            f"(dice {shown}). Give each die before modifiers: they are added separately."
        )
    return TableRoll.of(dice)


def _modifiers(
    table: Table, ids: Sequence[str], extra: Sequence[tuple[int, str]]
) -> list[Modifier]:
    printed = {mod.id: mod for mod in table.modifiers}
    applied: list[Modifier] = []
    for given in ids:
        if not printed:
            raise RuleError(
                f"{table.name} prints no die-roll modifiers; give an ad-hoc one with its value "
                "and reason instead."
            )
        mod = printed[pick(given, list(printed), "modifier", table.name)]
        if mod in applied:
            raise RuleError(f"Modifier {mod.id!r} is given twice; it applies once.")
        applied.append(mod)
    for value, reason in extra:
        if not reason.strip():
            raise RuleError(f"The ad-hoc modifier {value:+d} needs a reason.")
        applied.append(Modifier(value=value, reason=reason.strip()))
    return applied


def _row_for(table: Table, total: int) -> tuple[str, bool]:
    """The row a modified roll reads, and whether it lay beyond the printed rows."""
    labels = table.rows()
    first, last = labels[0], labels[-1]
    if total < band(first)[0]:
        return first, True
    top = band(last)[1]
    if top is not None and total > top:
        return last, True
    for label in labels:
        if in_band(total, label):
            return label, False
    raise AssertionError(f"die rows {labels} are contiguous, so {total} is on one")
