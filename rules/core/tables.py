"""Result tables as data, and the one engine that resolves them, for `/table` (bot/dice/_cog.py)
and for the titles.

A title keeps its tables in ``rules/<package>/data/*.toml``; each top-level key of a file is one
table, whose id is ``<title>/<key>`` (the title id is the package name with ``-`` for ``_``:
``canadian_civil_war`` -> ``canadian-civil-war/contest``). A table is one of two kinds:

* ``die``: a column is chosen, then a die roll plus modifiers picks the row. Columns are
  ``odds`` ratios ("1-2", "1-1", "2-1"; the ratio of the two strengths is rounded in favour of
  the defender, i.e. down to the next printed column), number ``range`` s ("0", "1-5", "11+";
  "11–13" with a printed en dash works too) or plain ``label`` s chosen by name.
* ``matrix``: no die; a row label crossed with a column label (CCW's Color Shift Matrices).

One table in a file, with every field the format knows::

    [contest]
    name = "Contest Table"
    rule = "7.3"                      # the case that prints it
    source = "rulebook 7.3"           # or "reconstructed", with reason = "why"
    kind = "die"                      # or "matrix"
    die = "1d6"                       # die tables only: NdS
    column_kind = "odds"              # "odds" | "range" | "label" (matrices: "label")
    column_title = "Ratio of Contester Strength to Defender Strength"
    row_title = "Die"
    columns = ["1-1", "2-1", "3-1"]   # odds and ranges in ascending order
    below_lowest = "Contests at a ratio of less than 1-1 are prohibited."
    above_highest = "Contests at a ratio of greater than 3-1 are treated as 3-1."
    notes = ["..."]
    calls = { 7 = "...", doubles = "..." }  # die tables: what a natural total or doubles also do

    [contest.rows]                    # row label = one cell per column, in column order
    1 = ["C-1", "C-2", "C-2"]         # die rows: a number (negative too) or a range "2-3"

    [contest.modifiers]               # printed die-roll modifiers, by id
    unfriendly-legislative = { value = 2, reason = "Contester in unfriendly Legislative Section" }

    [contest.key]                     # what every result code means
    "C-1" = "Defending Piece(s) converted one color toward the Contester's color ..."

    [[contest.cell_sources]]          # a cell not read in the rulebook, and why it has its value
    row = "7"
    column = "3-1"
    source = "reconstructed"
    reason = "..."

Rules of resolution, the same for every title: an odds ratio below the lowest column is refused
with the table's own ``below_lowest`` note; above the highest it is read on the highest column;
a modified roll beyond the printed rows is read on the nearest printed row. The resolution says
when it did either, and when the cell it read was reconstructed rather than printed.

The roll. A die table is read with a `TableRoll`: the dice in roll order and their natural
total (before modifiers). The engine rolls it with the ``rng`` it is given (each die
``rng.between(1, sides)``, left to right: `rules.core.dice.roll`), or takes it from the caller:
a title that rolled itself, or a player's `/table`, whose ``die:`` gives the natural total
(on a table of several dice the faces are then unknown) and ``dice:`` each die ("3,4"). The
`Resolution` keeps the dice, whether they were doubles and the natural total, because some
titles act on them beyond the table's result: Crisis 2020 (2.0, "The Dice"; 5.63) discards a
Crisis card on a 7 and triggers a special event on doubles (6.2, 8.15). The text
shows the dice: ``die 4`` for one die, ``2d6 [3, 4] = 7`` for several (``2d6 [3, 3] = 6
(doubles)``), ``2d6 roll 7`` when only the total was given. A table's ``calls`` say what such
a roll also does, keyed by the natural total (``7``) or ``doubles``; the resolution lists the
calls its roll made (``Resolution.calls``) and its text ends with them, so a player's
`/table` is told, as the printed table's notes would tell them.

The request. A look-up as `/table` asks for it and the action log keeps it is a
`TableRequest` (``version`` 2), stored as its ``model_dump(mode="json")``; replay
(`rules.core.replay`) reads it back with `TableRequest.from_log`, which also reads the form
logged before it had a version: `Table.resolve`'s keyword arguments (``roll`` the natural
total, ``extra`` as ``[value, reason]`` pairs).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import pairwise
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .data import data_path, load_toml
from .dice import MAX_DICE
from .dice import roll as roll_dice
from .errors import RuleError
from .rng import Rng

RECONSTRUCTED = "reconstructed"

_DIE = re.compile(r"^(\d+)d(\d+)$")
_RATIO = re.compile(r"^(\d+)-(\d+)$")
_SINGLE = re.compile(r"^(-?\d+)$")
_SPAN = re.compile(r"^(-?\d+)\s*[-–]\s*(-?\d+)$")
_OPEN = re.compile(r"^(-?\d+)\s*\+$")


class TableDataError(ValueError):
    """A data file describes a table the engine cannot use. The message says where and why."""


# --- labels: die specs, odds ratios, number ranges ---


def _die(spec: str) -> tuple[int, int]:
    """``"2d6"`` -> (2, 6)."""
    match = _DIE.match(spec)
    if not match or int(match[1]) < 1 or int(match[2]) < 2:
        raise ValueError(f"die {spec!r} is not a die spec like '1d6' or '2d6'")
    return int(match[1]), int(match[2])


def _ratio(label: str) -> Fraction:
    """``"2-1"`` -> 2, ``"1-3"`` -> 1/3."""
    match = _RATIO.match(label)
    if not match or int(match[1]) < 1 or int(match[2]) < 1:
        raise ValueError(f"odds column {label!r} is not a ratio like '1-1', '3-1' or '1-2'")
    return Fraction(int(match[1]), int(match[2]))


def _band(label: str) -> tuple[int, int | None]:
    """``"5"`` -> (5, 5), ``"1-5"`` -> (1, 5), ``"-3--1"`` -> (-3, -1), ``"11+"`` -> (11, None)."""
    if match := _SINGLE.match(label):
        return int(match[1]), int(match[1])
    if match := _SPAN.match(label):
        if int(match[1]) > int(match[2]):
            raise ValueError(f"range {label!r} runs backwards")
        return int(match[1]), int(match[2])
    if match := _OPEN.match(label):
        return int(match[1]), None
    raise ValueError(f"{label!r} is not a number or a range like '1-5' or '11+'")


def _check_bands(labels: list[str], what: str) -> None:
    """Ranges must run upwards with no gap and no overlap; only the last may be open (N+)."""
    bands = [_band(label) for label in labels]
    for i in range(len(labels) - 1):
        hi, next_lo = bands[i][1], bands[i + 1][0]
        if hi is None or next_lo != hi + 1:
            raise ValueError(
                f"{what} must run upwards without gap or overlap: {labels[i]!r} is followed by "
                f"{labels[i + 1]!r} (in order: {', '.join(labels)})"
            )


def _simplified(attacker: int, defender: int) -> str:
    """The ratio as a player writes it, rounded in favour of the defender: 5 vs 2 is 2-1,
    2 vs 5 is 1-3 (CCW 7.0: "fractions are always rounded off in favor of the Defender")."""
    if attacker >= defender:
        return f"{attacker // defender}-1"
    return f"1-{-(-defender // attacker)}"


def _pick(given: str, options: list[str], what: str, table: str) -> str:
    """The option named ``given``: exact, else ignoring case (players type "red" for "Red")."""
    if given in options:
        return given
    for option in options:
        if option.casefold() == given.strip().casefold():
            return option
    raise RuleError(f"{table} has no {what} {given!r}. {what.capitalize()}s: {', '.join(options)}.")


# --- the model ---


class Modifier(BaseModel):
    """A die-roll modifier and why it applies. ``id`` is empty for an ad-hoc one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = ""
    value: int
    reason: str


class CellSource(BaseModel):
    """Where one cell's value came from, when not from the table's own ``source``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    row: str
    column: str
    source: str
    reason: str = ""


class TableRoll(BaseModel):
    """A roll on a die table: its ``dice`` in roll order and their natural ``total``, before
    modifiers. ``dice`` is empty when only the total is known (a player's ``/table die:`` on a
    table of several dice). ``TableRoll.of([3, 4])`` is 3 and 4, total 7."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    dice: list[int] = []
    total: int

    @classmethod
    def of(cls, dice: Sequence[int]) -> TableRoll:
        return cls(dice=list(dice), total=sum(dice))

    @model_validator(mode="after")
    def _adds_up(self) -> TableRoll:
        if self.dice and sum(self.dice) != self.total:
            raise ValueError(f"the dice {self.dice} add up to {sum(self.dice)}, not {self.total}")
        return self

    @property
    def doubles(self) -> bool | None:
        """Two dice showing the same number, as Crisis 2020 reads them (2.0, "The Dice"), like
        `rules.core.dice.DiceRoll.doubles`; None when the dice are not known, only their
        total."""
        if not self.dice:
            return None
        return len(self.dice) == 2 and self.dice[0] == self.dice[1]


class Resolution(BaseModel):
    """One reading of a table, with every step that led to the result.

    For a die table, ``roll`` is the natural total (the dice added, before modifiers), ``dice``
    the dice in roll order and ``doubles`` whether two dice showed the same number, so a title
    can act on a 7 or on doubles besides the result. ``dice`` is empty and ``doubles`` None when
    only the total was given for several dice, and for a matrix.
    """

    table: str
    table_name: str
    rule: str
    column: str
    column_how: str  # "3 vs 2 -> 1-1", "5 -> column 1-5", "column 2-1", "toward Green"
    column_clamped: bool = False  # an odds ratio above the highest column was read on it
    roll: int | None = None  # the natural total: the dice added, before modifiers (die tables)
    dice: list[int] = []  # each die in roll order (die tables, when known)
    doubles: bool | None = None  # two dice showing the same number; None when not known
    rolled: bool = False  # True when the engine rolled it with the rng passed in
    modifiers: list[Modifier] = []
    total: int | None = None  # the modified roll
    row: str
    row_clamped: bool = False  # a modified roll beyond the printed rows was read on the nearest
    result: str
    meaning: str
    reconstructed: bool = False
    reconstructed_reason: str = ""
    calls: list[str] = []  # what the natural roll also does, from the table's ``calls``
    text: str


class Table(BaseModel):
    """A result table, validated whole: every cell present, every code explained."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )

    id: str
    name: str
    rule: str
    source: str
    reason: str = ""  # why, when the whole table is reconstructed
    kind: Literal["die", "matrix"]
    die: str | None = None
    column_kind: Literal["odds", "range", "label"]
    column_title: str = ""
    row_title: str = ""
    column_labels: list[str] = Field(alias="columns")
    grid: dict[str, list[str]] = Field(alias="rows")
    modifiers: list[Modifier] = []
    key: dict[str, str]
    below_lowest: str = ""
    above_highest: str = ""
    notes: list[str] = []
    calls: dict[str, str] = {}  # "7" or "doubles" -> what that roll does besides the result
    cell_sources: list[CellSource] = []

    @model_validator(mode="before")
    @classmethod
    def _modifiers_by_id(cls, data: Any) -> Any:
        """The file lists modifiers as ``id = { value, reason }``; the model holds a list."""
        if isinstance(data, dict) and isinstance(data.get("modifiers"), dict):
            mods = [
                {**spec, "id": mod_id} if isinstance(spec, dict) else spec
                for mod_id, spec in data["modifiers"].items()
            ]
            data = {**data, "modifiers": mods}
        return data

    @model_validator(mode="after")
    def _complete(self) -> Table:
        if not self.source.strip():
            raise ValueError("source is empty: say 'rulebook <case>' or 'reconstructed'")
        if self.source == RECONSTRUCTED and not self.reason.strip():
            raise ValueError("a reconstructed table needs a one-line reason")
        if not self.column_labels:
            raise ValueError("columns is empty")
        if len(set(self.column_labels)) != len(self.column_labels):
            raise ValueError(f"columns repeat a label: {', '.join(self.column_labels)}")
        if not self.grid:
            raise ValueError("rows is empty")
        self._check_kind()
        self._check_columns()
        self._check_rows()
        self._check_cells()
        return self

    def _check_kind(self) -> None:
        if self.kind == "die":
            if self.die is None:
                raise ValueError("a die table needs die = 'NdS', e.g. '1d6'")
            count, sides = _die(self.die)
            totals = {str(n) for n in range(count, count * sides + 1)}
            allowed = totals | ({"doubles"} if count == 2 else set())
            wrong = [key for key in self.calls if key not in allowed]
            if wrong:
                raise ValueError(
                    f"calls are keyed by a natural {self.die} total ({count} to {count * sides})"
                    f"{' or doubles' if count == 2 else ''}; got {', '.join(wrong)}"
                )
            return
        if self.die is not None or self.modifiers or self.calls:
            raise ValueError("a matrix is read without a die: no die, no modifiers, no calls")
        if self.column_kind != "label":
            raise ValueError("a matrix's columns are labels: column_kind = 'label'")

    def _check_columns(self) -> None:
        if self.column_kind == "odds":
            ratios = [_ratio(label) for label in self.column_labels]
            if any(a >= b for a, b in pairwise(ratios)):
                raise ValueError(
                    f"odds columns must rise from lowest to highest ratio, each once: "
                    f"{', '.join(self.column_labels)}"
                )
        elif self.below_lowest or self.above_highest:
            raise ValueError("below_lowest and above_highest apply to odds columns only")
        if self.column_kind == "range":
            _check_bands(self.column_labels, "range columns")

    def _check_rows(self) -> None:
        if self.kind == "matrix":
            return
        labels = list(self.grid)
        _check_bands(labels, "die rows")
        count, sides = _die(self.die or "")
        first, last = _band(labels[0])[0], _band(labels[-1])[1]
        if first > count or (last is not None and last < count * sides):
            raise ValueError(
                f"die rows {labels[0]} to {labels[-1]} do not cover every {self.die} roll "
                f"({count} to {count * sides})"
            )

    def _check_cells(self) -> None:
        width = len(self.column_labels)
        for label, cells in self.grid.items():
            if len(cells) != width:
                raise ValueError(
                    f"row {label!r} has {len(cells)} cells, expected {width} "
                    f"(one per column: {', '.join(self.column_labels)})"
                )
            unknown = [cell for cell in cells if cell not in self.key]
            if unknown:
                raise ValueError(
                    f"row {label!r} holds result(s) {', '.join(map(repr, unknown))} that the key "
                    f"does not explain (key: {', '.join(self.key)})"
                )
        for mod in self.modifiers:
            if not mod.reason.strip():
                raise ValueError(f"modifier {mod.id!r} needs its reason")
        for note in self.cell_sources:
            if note.row not in self.grid or note.column not in self.column_labels:
                raise ValueError(
                    f"cell_sources names row {note.row!r} x column {note.column!r}, "
                    "which is not in the table"
                )
            if note.source == RECONSTRUCTED and not note.reason.strip():
                raise ValueError(
                    f"reconstructed cell row {note.row!r} x column {note.column!r} needs a reason"
                )

    # --- what /table and its autocomplete read ---

    def columns(self) -> list[str]:
        return list(self.column_labels)

    def rows(self) -> list[str]:
        return list(self.grid)

    def reconstructed_cells(self) -> list[CellSource]:
        return [note for note in self.cell_sources if note.source == RECONSTRUCTED]

    # --- resolution ---

    def resolve(
        self,
        *,
        column: str | None = None,
        attacker: int | None = None,
        defender: int | None = None,
        value: int | None = None,
        row: str | None = None,
        roll: TableRoll | int | None = None,
        modifiers: Sequence[str] = (),
        extra: Sequence[tuple[int, str]] = (),
        rng: Rng | None = None,
        show_faces: bool = True,
    ) -> Resolution:
        """Read the table. Die tables take a column (by name, by strengths or by a number) and a
        roll, or an ``rng`` to roll with; matrices take a row and a column. Raises `RuleError`
        for anything the table cannot read, saying what it can.

        ``roll`` is a `TableRoll` (its dice, or only its total), or a plain number: the natural
        total, as ``/table die:`` gives it. ``show_faces=False`` writes a roll of several dice
        as its total alone (``2d6 roll 7``), as the log did before the dice were shown, so that
        replaying a request of that time writes its line again exactly."""
        if self.kind == "matrix":
            return self._read_matrix(
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
                f"{self.name} is rolled on: its row comes from the die, so give a roll "
                "(or let the game roll) instead of a row."
            )
        label, how, column_clamped = self._choose_column(column, attacker, defender, value)
        natural, rolled = self._roll(roll, rng)
        applied = self._modifiers(modifiers, extra)
        total = natural.total + sum(mod.value for mod in applied)
        row_label, row_clamped = self._row_for(total)

        count, _ = _die(self.die or "")
        if count == 1:
            arithmetic = f"die {natural.total}"
        elif natural.dice and show_faces:
            faces = ", ".join(map(str, natural.dice))
            arithmetic = f"{self.die} [{faces}] = {natural.total}"
            arithmetic += " (doubles)" if natural.doubles else ""
        else:
            arithmetic = f"{self.die} roll {natural.total}"
        arithmetic += "".join(f" {mod.value:+d} ({mod.reason})" for mod in applied)
        if applied:
            arithmetic += f" = {total}"
        if row_clamped:
            arithmetic += f", beyond the printed rows: read on row {row_label}"
        elif row_label != str(total):
            arithmetic += f" (row {row_label})"
        calls = [
            self.calls[key]
            for key in (str(natural.total), "doubles" if natural.doubles else "")
            if key in self.calls
        ]
        return self._resolution(
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
        self, *, row: str | None, column: str | None, unused: dict[str, Any]
    ) -> Resolution:
        given = [name for name, val in unused.items() if val is not None]
        if given:
            raise RuleError(
                f"{self.name} is a matrix read without a die: give only a row and a column, "
                f"not {', '.join(given)}."
            )
        if row is None or column is None:
            raise RuleError(
                f"{self.name} needs a row ({', '.join(self.rows())}) and a column "
                f"({', '.join(self.column_labels)})."
            )
        row_label = _pick(row, self.rows(), "row", self.name)
        label = _pick(column, self.column_labels, "column", self.name)
        row_part = f"{self.row_title} {row_label}".strip()
        column_part = f"{self.column_title} {label}".strip()
        return self._resolution(label, column_part, row_label, f"{row_part}, {column_part}")

    def _resolution(
        self, column: str, how: str, row: str, steps: str, calls: Sequence[str] = (), **fields: Any
    ) -> Resolution:
        result = self.grid[row][self.column_labels.index(column)]
        meaning = self.key[result]
        note = next(
            (n for n in self.reconstructed_cells() if n.row == row and n.column == column), None
        )
        text = f"{self.name} ({self.rule}): {steps} -> {result} ({meaning})"
        if note is not None:
            text += f" [reconstructed cell: {note.reason}]"
        text += "".join(f". Also: {call}" for call in calls)
        return Resolution(
            table=self.id,
            table_name=self.name,
            rule=self.rule,
            column=column,
            column_how=how,
            row=row,
            result=result,
            meaning=meaning,
            reconstructed=note is not None,
            reconstructed_reason=note.reason if note is not None else "",
            calls=list(calls),
            text=text,
            **fields,
        )

    def _choose_column(
        self, column: str | None, attacker: int | None, defender: int | None, value: int | None
    ) -> tuple[str, str, bool]:
        """The column label, how it was chosen, and whether a ratio was above the highest."""
        by_strengths = attacker is not None or defender is not None
        if column is not None:
            if by_strengths or value is not None:
                raise RuleError(
                    f"Choose the column of {self.name} one way: by its name or by the numbers, "
                    "not both."
                )
            label = _pick(column, self.column_labels, "column", self.name)
            return label, f"column {label}", False
        listing = ", ".join(self.column_labels)
        if self.column_kind == "odds":
            if value is not None:
                raise RuleError(
                    f"{self.name}'s columns are odds ratios: give the attacker's and the "
                    f"defender's strengths (or a column: {listing}), not a single number."
                )
            return self._odds_column(attacker, defender)
        if self.column_kind == "label":
            if by_strengths or value is not None:
                raise RuleError(f"{self.name}'s columns are chosen by name: {listing}.")
            raise RuleError(f"Choose a column of {self.name}: {listing}.")
        if by_strengths or value is None:
            raise RuleError(
                f"{self.name} needs the number that picks its column (value), or a column: "
                f"{listing}."
            )
        for label in self.column_labels:
            lo, hi = _band(label)
            if lo <= value and (hi is None or value <= hi):
                return label, f"{value} -> column {label}", False
        raise RuleError(f"{value} falls in none of the columns of {self.name}: {listing}.")

    def _odds_column(self, attacker: int | None, defender: int | None) -> tuple[str, str, bool]:
        if attacker is None or defender is None:
            raise RuleError(
                f"{self.name} needs both strengths, the attacker's and the defender's "
                f"(or a column: {', '.join(self.column_labels)})."
            )
        if attacker < 1 or defender < 1:
            raise RuleError(
                f"Strengths are whole numbers of at least 1; got {attacker} vs {defender}."
            )
        ratio = Fraction(attacker, defender)
        matchup = f"{attacker} vs {defender}"
        simplified = _simplified(attacker, defender)
        # Rounded in favour of the defender (CCW 7.0): the highest column not above the ratio.
        reachable = [label for label in self.column_labels if _ratio(label) <= ratio]
        if not reachable:
            lowest = self.column_labels[0]
            note = self.below_lowest or f"{self.name} has no column below {lowest}."
            raise RuleError(f"{matchup} is {simplified}, below {lowest}: {note}", rule=self.rule)
        label = reachable[-1]
        if _ratio(simplified) > _ratio(self.column_labels[-1]):
            return (
                label,
                f"{matchup} -> {simplified}, treated as {label} (the highest column)",
                True,
            )
        return label, f"{matchup} -> {label}", False

    def _roll(self, roll: TableRoll | int | None, rng: Rng | None) -> tuple[TableRoll, bool]:
        """The natural roll, checked against the table's die, and whether the rng rolled it."""
        count, sides = _die(self.die or "")
        if roll is None:
            if rng is None:
                raise RuleError(
                    f"{self.name} needs a {self.die} roll ({count} to {count * sides}), "
                    "or the game's dice to roll it."
                )
            rolled = roll_dice(self.die or "", rng)
            return TableRoll.of(rolled.groups[0].rolls), True
        given = roll if isinstance(roll, TableRoll) else TableRoll(total=roll)
        if given.dice:
            return self._check_dice(given.dice, count, sides), False
        if not count <= given.total <= count * sides:
            raise RuleError(
                f"A {self.die} roll is {count} to {count * sides}; got {given.total}. Give the "
                "roll before modifiers: they are added separately."
            )
        # One die's total is its face; of several dice only the total is known.
        return (TableRoll.of([given.total]) if count == 1 else given), False

    def _check_dice(self, dice: list[int], count: int, sides: int) -> TableRoll:
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
                f"{self.name} rolls {self.die}: give {wanted}, e.g. {example}; got {got} ({shown})."
            )
        wrong = [face for face in dice if not 1 <= face <= sides]
        if wrong:
            raise RuleError(
                f"A die of {self.die} shows 1 to {sides}; got {', '.join(map(str, wrong))} "
                f"(dice {shown}). Give each die before modifiers: they are added separately."
            )
        return TableRoll.of(dice)

    def _modifiers(self, ids: Sequence[str], extra: Sequence[tuple[int, str]]) -> list[Modifier]:
        printed = {mod.id: mod for mod in self.modifiers}
        applied: list[Modifier] = []
        for given in ids:
            if not printed:
                raise RuleError(
                    f"{self.name} prints no die-roll modifiers; give an ad-hoc one with its value "
                    "and reason instead."
                )
            mod = printed[_pick(given, list(printed), "modifier", self.name)]
            if mod in applied:
                raise RuleError(f"Modifier {mod.id!r} is given twice; it applies once.")
            applied.append(mod)
        for value, reason in extra:
            if not reason.strip():
                raise RuleError(f"The ad-hoc modifier {value:+d} needs a reason.")
            applied.append(Modifier(value=value, reason=reason.strip()))
        return applied

    def _row_for(self, total: int) -> tuple[str, bool]:
        """The row a modified roll reads, and whether it lay beyond the printed rows."""
        labels = self.rows()
        first, last = labels[0], labels[-1]
        if total < _band(first)[0]:
            return first, True
        top = _band(last)[1]
        if top is not None and total > top:
            return last, True
        for label in labels:
            lo, hi = _band(label)
            if lo <= total and (hi is None or total <= hi):
                return label, False
        raise AssertionError(f"die rows {labels} are contiguous, so {total} is on one")


# --- a look-up as /table asks for it and the action log keeps it ---

_FACES = re.compile(r"[\s,]+")

# What an action logged before requests had a version holds: `Table.resolve`'s keywords.
_OLD_KEYS = ("attacker", "defender", "column", "value", "row", "roll", "modifiers", "extra")


def parse_faces(text: str) -> list[int]:
    """Each die as a player types them for ``/table dice:``: ``"3,4"``, ``"3 4"``, ``"3, 4"``."""
    parts = [part for part in _FACES.split(text.strip()) if part]
    if not parts or not all(re.fullmatch(r"-?\d{1,9}", part) for part in parts):
        raise RuleError(
            f"dice takes each die as a number, in roll order, separated by commas, e.g. 3,4; "
            f"got {text.strip()[:40]!r}."
        )
    if len(parts) > MAX_DICE:
        raise RuleError(f"dice takes at most {MAX_DICE} dice; got {len(parts)}.")
    return [int(part) for part in parts]


class Adjustment(BaseModel):
    """An ad-hoc die-roll modifier and its reason (``/table adjust:``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    value: int
    reason: str


class TableRequest(BaseModel):
    """A look-up on a table with everything it was given, as ``/table`` asks for it and the
    action log keeps it: ``model_dump(mode="json")`` is what is stored, `from_log` reads it
    back (and the form logged before it had a version).

    The roll: ``roll`` is the natural total given without the dice (``/table die:``), ``dice``
    each die in roll order (``/table dice:``); with neither the game rolls. ``extra`` are
    ad-hoc modifiers, ``modifiers`` the ids of printed ones.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: Literal[2] = 2
    table: str
    attacker: int | None = None
    defender: int | None = None
    column: str | None = None
    value: int | None = None
    row: str | None = None
    roll: int | None = None
    dice: list[int] | None = None
    modifiers: list[str] = []
    extra: list[Adjustment] = []

    def given_roll(self) -> TableRoll | None:
        """The roll the request gives, if any; `RuleError` when it gives it both ways."""
        if self.roll is not None and self.dice is not None:
            raise RuleError(
                "Give the roll one way: die, the total before modifiers (e.g. 7), or dice, "
                "each die (e.g. 3,4); not both."
            )
        if self.dice is not None:
            # The table checks the count and the faces (`Table.resolve`); the sum is the total.
            return TableRoll.of(self.dice)
        return None if self.roll is None else TableRoll(total=self.roll)

    def resolve_args(self) -> dict[str, Any]:
        """`Table.resolve`'s keyword arguments for this request (without the ``rng``)."""
        return {
            "attacker": self.attacker,
            "defender": self.defender,
            "column": self.column,
            "value": self.value,
            "row": self.row,
            "roll": self.given_roll(),
            "modifiers": list(self.modifiers),
            "extra": [(adjust.value, adjust.reason) for adjust in self.extra],
        }

    def describe(self) -> str:
        """What was given, in words: ``attacker 5, defender 2, dice 3 4, adjust -1 (why)``."""
        parts = [
            f"{name} {getattr(self, name)}"
            for name in ("attacker", "defender", "column", "value", "row")
            if getattr(self, name) is not None
        ]
        if self.roll is not None:
            parts.append(f"die {self.roll}")
        if self.dice is not None:
            parts.append(f"dice {' '.join(map(str, self.dice))}")
        parts += [f"modifier {mod}" for mod in self.modifiers]
        parts += [f"adjust {adjust.value:+d} ({adjust.reason})" for adjust in self.extra]
        return ", ".join(parts)

    @classmethod
    def from_log(cls, table_id: str, args: Mapping[str, Any]) -> TableRequest:
        """The request of a logged table action: ``table_id`` is the action's ``table`` and
        ``args`` its ``args``, either this model's dump (it has a ``version``) or, in an action
        logged before, `Table.resolve`'s keyword arguments. Raises `RuleError` for anything
        else."""
        if "version" in args:
            if args["version"] != 2:
                raise RuleError(
                    f"The look-up on {table_id} is a table request of version "
                    f"{args['version']!r}; these rules read version 2 and the earlier form "
                    "without a version. Use the release of the rules that wrote it."
                )
            data = dict(args)
            if data.get("table") != table_id:
                raise RuleError(
                    f"The look-up names table {table_id!r} but its request is for "
                    f"{data.get('table')!r}."
                )
        else:
            unknown = sorted(set(args) - set(_OLD_KEYS))
            if unknown:
                raise RuleError(
                    f"The look-up on {table_id} has {', '.join(unknown)}, which a table request "
                    f"never held. It holds: {', '.join(_OLD_KEYS)}."
                )
            data = {**args, "table": table_id}
            data["extra"] = [_old_adjustment(pair) for pair in args.get("extra") or []]
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            problems = "; ".join(_problem(err) for err in exc.errors())
            raise RuleError(f"The look-up on {table_id} cannot be read: {problems}.") from None


def _old_adjustment(pair: Any) -> Any:
    """``[value, reason]``, as an ad-hoc modifier was logged before requests had a version."""
    if isinstance(pair, list | tuple) and len(pair) == 2:
        return {"value": pair[0], "reason": pair[1]}
    return pair  # the model names what is wrong with it


# --- loading ---


def parse_tables(data: dict[str, Any], *, title: str, origin: str) -> dict[str, Table]:
    """Build the tables of one parsed TOML file, keyed ``<title>/<key>``.

    ``origin`` names the file in error messages, so an owner editing a corrected copy sees
    which table and which field is wrong.
    """
    tables: dict[str, Table] = {}
    for key, spec in data.items():
        if not isinstance(spec, dict):
            raise TableDataError(f"{origin}: {key!r} is not a table ([{key}] with its fields)")
        table_id = f"{title}/{key}"
        try:
            tables[table_id] = Table.model_validate({**spec, "id": table_id})
        except ValidationError as exc:
            problems = "; ".join(_problem(err) for err in exc.errors())
            raise TableDataError(f"{origin}, table [{key}]: {problems}") from None
    return tables


def _problem(err: Any) -> str:
    where = ".".join(str(part) for part in err["loc"])
    text = str(err["ctx"]["error"]) if err["type"] == "value_error" else err["msg"]
    return f"{where}: {text}" if where else text


def load_tables(package: str, filename: str) -> dict[str, Table]:
    """The tables of ``rules/<package>/data/<filename>`` (or of the owner's corrected copy under
    ``GAME_DATA_DIR``), keyed by table id. Raises `TableDataError` on unreadable or incomplete
    data."""
    try:
        data = load_toml(package, filename)
    except tomllib.TOMLDecodeError as exc:
        raise TableDataError(f"{data_path(package, filename)} is not valid TOML: {exc}") from None
    return parse_tables(
        data,
        title=package.replace("_", "-"),
        origin=f"{package}/{filename}",
    )
