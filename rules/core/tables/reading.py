"""What a reading of a table takes and gives: the roll (`TableRoll`), the die-roll modifiers
(`Modifier`) and the result with every step that led to it (`Resolution`)."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, model_validator


class Modifier(BaseModel):
    """A die-roll modifier and why it applies. ``id`` is empty for an ad-hoc one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = ""
    value: int
    reason: str


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
