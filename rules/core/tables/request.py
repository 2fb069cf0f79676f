"""A look-up as ``/table`` asks for it and the action log keeps it (`TableRequest`), with the
ad-hoc modifiers it carries (`Adjustment`) and the dice as a player types them (`parse_faces`).

The request is stored as its ``model_dump(mode="json")`` with ``version`` 2; replay
(`rules.core.replay`) reads it back with `TableRequest.from_log`, which reads as well the form
logged before requests had a version, as exports players hold still carry it: `Table.resolve`'s
keyword arguments (``roll`` the natural total, ``extra`` as ``[value, reason]`` pairs).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from ..dice import MAX_DICE
from ..errors import RuleError
from .loading import problems
from .reading import TableRoll

_FACES = re.compile(r"[\s,]+")

# What an action logged before requests had a version holds: `Table.resolve`'s keywords.
_UNVERSIONED_KEYS = ("attacker", "defender", "column", "value", "row", "roll", "modifiers", "extra")


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
    """An ad-hoc die-roll modifier and its reason (``/table adjust:``). It is read as well from
    the pair ``[value, reason]`` that `Table.resolve` takes as ``extra``, which is how a request
    logged without a version holds it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    value: int
    reason: str

    @model_validator(mode="before")
    @classmethod
    def _from_pair(cls, data: Any) -> Any:
        if isinstance(data, list | tuple) and len(data) == 2:
            return {"value": data[0], "reason": data[1]}
        return data  # the model names what is wrong with anything else


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
        logged before, `Table.resolve`'s keyword arguments, which are this model's fields but
        the table and the version. Raises `RuleError` for anything else."""
        if "version" in args:
            if args["version"] != 2:
                raise RuleError(
                    f"The look-up on {table_id} is a table request of version "
                    f"{args['version']!r}; these rules read version 2 and the earlier form "
                    "without a version. Use the release of the rules that wrote it."
                )
            if args.get("table") != table_id:
                raise RuleError(
                    f"The look-up names table {table_id!r} but its request is for "
                    f"{args.get('table')!r}."
                )
            data = dict(args)
        else:
            unknown = sorted(set(args) - set(_UNVERSIONED_KEYS))
            if unknown:
                raise RuleError(
                    f"The look-up on {table_id} has {', '.join(unknown)}, which a table request "
                    f"never held. It holds: {', '.join(_UNVERSIONED_KEYS)}."
                )
            data = {**args, "table": table_id}
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise RuleError(f"The look-up on {table_id} cannot be read: {problems(exc)}.") from None
