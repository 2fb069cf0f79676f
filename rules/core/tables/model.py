"""A result table as its data file describes it (`Table`, validated whole by checks.py when it
is built), what ``/table`` and its autocomplete read of it, and its one way to be read
(`Table.resolve`, carried out by resolving.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..rng import Rng
from . import resolving
from .checks import check_complete
from .labels import RECONSTRUCTED
from .reading import Modifier, Resolution, TableRoll


class CellSource(BaseModel):
    """Where one cell's value came from, when not from the table's own ``source``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    row: str
    column: str
    source: str
    reason: str = ""


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
        check_complete(self)
        return self

    # --- what /table and its autocomplete read ---

    def columns(self) -> list[str]:
        return list(self.column_labels)

    def rows(self) -> list[str]:
        return list(self.grid)

    def reconstructed_cells(self) -> list[CellSource]:
        return [note for note in self.cell_sources if note.source == RECONSTRUCTED]

    # --- reading it ---

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
        total, as ``/table die:`` gives it. ``extra`` are ad-hoc modifiers as ``(value,
        reason)``. ``show_faces=False`` writes a roll of several dice as its total alone (``2d6
        roll 7``), as the log did before the dice were shown, so that replaying a request of
        that time writes its line again exactly."""
        return resolving.resolve(
            self,
            column=column,
            attacker=attacker,
            defender=defender,
            value=value,
            row=row,
            roll=roll,
            modifiers=modifiers,
            extra=extra,
            rng=rng,
            show_faces=show_faces,
        )
