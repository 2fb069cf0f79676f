"""The words a resolution prints: the roll's arithmetic (``die 4 +2 (why) = 6``, ``2d6 [3, 3] =
6 (doubles)``, ``2d6 roll 7``) and the whole line, with the result's meaning, a reconstructed
cell's reason and what the roll also does (the table's ``calls``)."""

from __future__ import annotations

from collections.abc import Sequence

from .labels import die_spec
from .reading import Modifier, TableRoll


def arithmetic(
    die: str,
    natural: TableRoll,
    applied: Sequence[Modifier],
    total: int,
    row: str,
    *,
    row_clamped: bool,
    show_faces: bool,
) -> str:
    """How the roll of ``die`` led to its row: the dice, each modifier with its reason, the
    modified ``total`` and the row it was read on when that is not the total itself."""
    count, _ = die_spec(die)
    if count == 1:
        text = f"die {natural.total}"
    elif natural.dice and show_faces:
        text = f"{die} [{', '.join(map(str, natural.dice))}] = {natural.total}"
        text += " (doubles)" if natural.doubles else ""
    else:
        text = f"{die} roll {natural.total}"
    text += "".join(f" {mod.value:+d} ({mod.reason})" for mod in applied)
    if applied:
        text += f" = {total}"
    if row_clamped:
        text += f", beyond the printed rows: read on row {row}"
    elif row != str(total):
        text += f" (row {row})"
    return text


def line(
    name: str,
    rule: str,
    steps: str,
    result: str,
    meaning: str,
    reconstructed_reason: str | None,
    calls: Sequence[str],
) -> str:
    """``Contest Table (7.3): 3 vs 2 -> 1-1; die 4 -> C-1 (...)``, then a reconstructed cell's
    reason and each call."""
    text = f"{name} ({rule}): {steps} -> {result} ({meaning})"
    if reconstructed_reason is not None:
        text += f" [reconstructed cell: {reconstructed_reason}]"
    return text + "".join(f". Also: {call}" for call in calls)
