"""Canadian Civil War's military components as data, for the National Emergency (10.0): the
backs of the Political Pieces, the 84 Military Units, the Loyalty Number Schedule (10.82) and
the Militia Deployment Schedule (10.84), all in ``data/military.toml``.

The counter sheet is not transcribed: the backs and the units are reconstructed, each entry
with a one-line reason in its ``source``; the two schedules are printed whole. The file's
header says what the text fixes (2.2's samples, 10.71, the 10.73 example) and what is
reconstructed. A server owner corrects it through ``GAME_DATA_DIR`` like the other files
(rules/canadian_civil_war/data.py).

* **Backs** (`Back`): a Political Piece's Combat Strength and Movement Allowance (2.2, 10.3),
  keyed by its pieces.toml id; ``defend_only`` is the printed parentheses (1.25), which every
  back carries because only Military Units attack (10.71).
* **Units** (`Unit`): a Federal Military Unit or a Militia Unit of a Province (1.22, 2.2), with
  its Francophone mark (10.24, 10.25).
* **Loyalty Number Schedule** (`LoyaltyRow`, `Military.loyalty_number`): a Rebel Player's
  Loyalty Number from his Issues and Constituencies (10.21).
* **Militia Deployment Schedule** (`MilitiaDeployment`, `Military.call_up`): the Militia a
  Province gives per Constituency, and its bonus for a whole Province (10.84, 10.3).

`load_military` refuses data the rules cannot use with a `ComponentDataError` naming the file,
the entry and the fault, and checks the file against pieces.toml and provinces.toml.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..core.data import load_toml
from ..core.maps import SLUG
from .data import (
    PACKAGE,
    ComponentDataError,
    Piece,
    Province,
    Source,
    _build,
    _by_id,
    _did_you_mean,
    _entries,
    _unique_names,
    load_pieces,
    load_provinces,
)

FILE = "military.toml"
# The Military Units of the counter sheet, which is not transcribed (2.4): 72 Militia, 10.84's
# full call-up with bonuses, and 12 Federal units (data/military.toml's header).
UNITS = 84
LOYALTY_NUMBERS = (1, 2, 3, 4)  # the Loyalty Table's columns (10.83)
TABLES = ("back", "unit", "loyalty_number", "militia_deployment")

Side = Literal["federal", "militia"]


class Back(BaseModel):
    """The back of a Political Piece (2.2, 10.3): its Combat ``strength`` and its Movement
    Allowance (``movement``), ``id`` the piece's id in pieces.toml. ``defend_only`` is the
    parenthesized strength (1.25)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    strength: int = Field(ge=1)
    movement: int = Field(ge=1)
    defend_only: bool
    francophone: bool = False
    source: Source

    @model_validator(mode="after")
    def _defends(self) -> Self:
        if not self.defend_only:
            raise ValueError(
                "a Political Piece's back is defend-only, its strength parenthesized: only "
                "Military Units may attack (10.71)"
            )
        return self


class Unit(BaseModel):
    """A Military Unit (1.22, 2.2): a Federal unit (``side`` "federal", no Province) or a
    Militia unit raised in its ``province``; ``designation`` is the short label on the counter,
    ``francophone`` the "F" (1.22), ``defend_only`` a parenthesized strength (1.25)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    designation: str
    side: Side
    province: str | None = None
    strength: int = Field(ge=1)
    movement: int = Field(ge=1)
    francophone: bool
    defend_only: bool = False
    source: Source

    @model_validator(mode="after")
    def _province(self) -> Self:
        if (self.side == "militia") != (self.province is not None):
            raise ValueError(
                "a militia unit names the Province that raises it (10.84)"
                if self.side == "militia"
                else "a federal unit names no province (10.22: they all go to the Government)"
            )
        return self


class LoyaltyRow(BaseModel):
    """A row of the Loyalty Number Schedule (10.82): Constituencies ``min_constituencies`` to
    ``max_constituencies`` (None: and more), and the Loyalty Number for 1, 2 and 3 or more
    Issues; ``no_issues`` is the reconstructed reading for a Player holding no Issue."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    min_constituencies: int = Field(ge=0)
    max_constituencies: int | None = None
    one_issue: int = Field(ge=min(LOYALTY_NUMBERS), le=max(LOYALTY_NUMBERS))
    two_issues: int = Field(ge=min(LOYALTY_NUMBERS), le=max(LOYALTY_NUMBERS))
    three_or_more_issues: int = Field(ge=min(LOYALTY_NUMBERS), le=max(LOYALTY_NUMBERS))
    no_issues: int = Field(ge=min(LOYALTY_NUMBERS), le=max(LOYALTY_NUMBERS))
    source: Source
    no_issues_source: Source

    @model_validator(mode="after")
    def _range(self) -> Self:
        if (
            self.max_constituencies is not None
            and self.max_constituencies < self.min_constituencies
        ):
            raise ValueError(
                f"max_constituencies {self.max_constituencies} is below min_constituencies "
                f"{self.min_constituencies}"
            )
        return self

    def number(self, issues: int) -> int:
        """The Loyalty Number for a Player holding ``issues`` Issues."""
        if issues < 0:
            raise ValueError(f"a Player holds no fewer than 0 Issues, not {issues}")
        return (self.no_issues, self.one_issue, self.two_issues, self.three_or_more_issues)[
            min(issues, 3)
        ]


class MilitiaDeployment(BaseModel):
    """A Province's row of the Militia Deployment Schedule (10.84): the Militia Units each of
    its Constituencies gives, and the ``bonus`` for controlling all of them; ``id`` is the
    provinces.toml id."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    per_constituency: int = Field(ge=1)
    bonus: int = Field(default=0, ge=0)
    source: Source


class Military(BaseModel):
    """The whole of military.toml, checked (`load_military`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    backs: dict[str, Back]
    units: dict[str, Unit]
    loyalty: tuple[LoyaltyRow, ...]
    deployment: dict[str, MilitiaDeployment]

    def federal(self) -> list[Unit]:
        """The Federal Military Units, in file order (10.22)."""
        return [u for u in self.units.values() if u.side == "federal"]

    def militia(self, province: str | None = None) -> list[Unit]:
        """The Militia Units of ``province`` (every Province's when None), in file order."""
        return [
            u
            for u in self.units.values()
            if u.side == "militia" and (province is None or u.province == province)
        ]

    def loyalty_number(self, issues: int, constituencies: int) -> int:
        """A Rebel Player's Loyalty Number (10.21, 10.82)."""
        if constituencies < 0:
            raise ValueError(f"a Player holds no fewer than 0 Constituencies, not {constituencies}")
        for row in self.loyalty:
            top = row.max_constituencies
            if row.min_constituencies <= constituencies and (top is None or constituencies <= top):
                return row.number(issues)
        raise ValueError(f"the Loyalty Number Schedule has no row for {constituencies}")

    def call_up(self, province: str, constituencies: int, *, whole: bool) -> int:
        """How many Militia Units ``constituencies`` Constituencies of ``province`` give, with
        the bonus when the Player or Side controls all of the Province's (``whole``; 10.84)."""
        row = self.deployment[province]
        return row.per_constituency * constituencies + (row.bonus if whole else 0)


def _rows(data: dict[str, Any], table: str, file: str) -> list[Any]:
    """The entries of one of the file's tables, through data.py's `_entries`."""
    return _entries({table: data[table]} if table in data else {}, table, file)


def load_military(
    data: dict[str, Any] | None = None,
    *,
    pieces: dict[str, Piece] | None = None,
    provinces: dict[str, Province] | None = None,
) -> Military:
    """military.toml (or ``data``, the same shape), checked against the pieces and the
    Provinces (``pieces``, ``provinces``, else pieces.toml and provinces.toml): every Political
    Piece has exactly one back; every Militia unit's Province exists; there are `UNITS` units;
    the Loyalty Number Schedule's rows run from 0 Constituencies up without gap or overlap;
    every Province has one row of the Militia Deployment Schedule, and enough Militia for its
    full call-up with the bonus. Raises `ComponentDataError`."""
    file = f"{PACKAGE}/{FILE}"
    data = load_toml(PACKAGE, FILE) if data is None else data
    unknown = [key for key in data if key not in TABLES]
    if unknown:
        raise ComponentDataError(
            f"{file} has a table {unknown[0]!r}; it holds only "
            + ", ".join(f"[[{t}]]" for t in TABLES)
        )

    def build(model: type[Any], table: str) -> dict[str, Any]:
        rows = _rows(data, table, file)
        return _by_id((_build(model, e, file, table, n) for n, e in enumerate(rows, 1)), file)

    backs: dict[str, Back] = build(Back, "back")
    units: dict[str, Unit] = build(Unit, "unit")
    loyalty: dict[str, LoyaltyRow] = build(LoyaltyRow, "loyalty_number")
    deployment: dict[str, MilitiaDeployment] = build(MilitiaDeployment, "militia_deployment")
    _unique_names(units.values(), file, ("name", "designation"))
    pieces = load_pieces() if pieces is None else pieces
    provinces = load_provinces() if provinces is None else provinces

    for back in backs.values():
        if back.id not in pieces:
            raise ComponentDataError(
                f"{file}, [[back]] {back.id!r}: no Political Piece has this id in pieces.toml"
                + _did_you_mean(back.id, pieces)
            )
    missing = [p for p in pieces if p not in backs]
    if missing:
        raise ComponentDataError(
            f"{file}: every Political Piece has a back (2.2, 10.3); none for "
            + ", ".join(map(repr, missing))
        )

    for unit in units.values():
        if unit.province is not None and unit.province not in provinces:
            raise ComponentDataError(
                f"{file}, [[unit]] {unit.id!r}: unknown province {unit.province!r}"
                + _did_you_mean(unit.province, provinces)
                + f"; the provinces: {', '.join(provinces)}"
            )
    if len(units) != UNITS:
        sides = Counter(u.side for u in units.values())
        raise ComponentDataError(
            f"{file}: the counter sheet has {UNITS} Military Units; found {len(units)} "
            f"({sides['federal']} federal, {sides['militia']} militia)"
        )

    rows = sorted(loyalty.values(), key=lambda r: r.min_constituencies)
    expected = 0
    for row in rows:
        if expected is None or row.min_constituencies != expected:
            raise ComponentDataError(
                f"{file}, [[loyalty_number]] {row.id!r}: it starts at "
                f"{row.min_constituencies} Constituencies, but "
                + (
                    "the row before it has no upper bound"
                    if expected is None
                    else f"the rows must run from 0 without gap or overlap; the next starts "
                    f"at {expected} (10.82)"
                )
            )
        expected = None if row.max_constituencies is None else row.max_constituencies + 1
    if expected is not None:
        raise ComponentDataError(
            f"{file}: the last [[loyalty_number]] row, {rows[-1].id!r}, needs no "
            "max_constituencies: 10.82's last row is '10+', any number more"
        )

    for province_id in deployment:
        if province_id not in provinces:
            raise ComponentDataError(
                f"{file}, [[militia_deployment]] {province_id!r}: unknown province"
                + _did_you_mean(province_id, provinces)
                + f"; the provinces: {', '.join(provinces)}"
            )
    for province in provinces.values():
        if province.id not in deployment:
            raise ComponentDataError(
                f"{file}: {province.name} has no [[militia_deployment]] row (10.84 lists "
                "every Province)"
            )
        row = deployment[province.id]
        needed = row.per_constituency * province.constituencies + row.bonus
        have = sum(1 for u in units.values() if u.province == province.id)
        if have < needed:
            raise ComponentDataError(
                f"{file}: {province.name} has {have} Militia Units, but its full call-up "
                f"needs {needed} ({row.per_constituency} for each of its "
                f"{province.constituencies} Constituencies + {row.bonus} bonus; 10.84)"
            )

    return Military(backs=backs, units=units, loyalty=tuple(rows), deployment=deployment)
