"""Crisis 2020's printed components, as data: the map, the counter mix, the Crisis Card Chart,
the scenarios (``data/*.toml``; the Combat Results Tables are ``data/tables.toml``, read by
rules/core/tables/, and the cards ``data/cards.toml``, read by cards.py).

The rulebook prints none of them: every entry is reconstructed from what the rules and their
examples fix ("2.0 Equipment Used", the examples of 6.2, 7.0, 8.15 and 12.32) and says so in its
``source``. A server owner with the printed game corrects them through ``GAME_DATA_DIR``
(rules/core/data.py).

* **Map** (``map.toml``): Regions (rules/core/maps.py places) with a type (Metroplex, Developed,
  Wilderness), a Value and a country; land borders (``neighbours``, cost 1, "7.2") and dashed
  Transportation Lines (``links.transport``, cost 2, "12.32"). Foreign Regions name the Foreign
  Power they belong to ("12.1"); ``x`` and ``y`` place the Region on the board image.
* **Units** (``units.toml``): every counter of the mix, one entry each, with its type, ratings,
  power (``usa``, a Foreign Power, or ``un``) and name. What a type can do ("2.0": one per Region,
  'real' military, Clandestine, Strike Force) is in `TYPES`, printed rules.
* **Crisis Card Chart** (``chart.toml``): how many cards a side draws by the total Value of the
  Regions holding its Infrastructure ("4.1").
* **Scenarios** (``scenarios.toml``): length, who sets up first, each side's starting units and
  hand, the Foreign Powers active at the start (Advanced), and where each side may set up.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..core import maps
from ..core.data import load_toml
from ..core.maps import Kind, Map, Place
from ..core.messages import Msg, Text

PACKAGE = "crisis_2020"
SLUG = maps.SLUG

Side = Literal["rebel", "government"]
SIDES: tuple[Side, ...] = ("rebel", "government")
RegionType = Literal["metroplex", "developed", "wilderness"]
Country = Literal["usa", "canada", "mexico", "overseas"]
UnitType = Literal[
    "infrastructure",
    "national-guard",
    "insurgent",
    "cybernaut",
    "strike-force",
    "black-helicopter",
    "special-operations",
    "high-tech",
    "rapid-deployment",
    "stryker",
]
LAND, TRANSPORT = "land", "transport"


class TypeTraits(BaseModel):
    """What a unit type is, as "2.0 Equipment Used" and its cases print it."""

    model_config = ConfigDict(frozen=True)

    name: str
    one_per_region: bool = False  # Infrastructure and National Guard ("6.2", "7.35")
    real: bool = False  # 'real' military: recruited only with a friendly Infrastructure ("6.2")
    clandestine: bool = False  # Cybernaut and Black Helicopter ("8.12")
    strike_force: bool = False  # may hit Clandestine units ("8.12")


TYPES: dict[str, TypeTraits] = {
    "infrastructure": TypeTraits(name="Infrastructure", one_per_region=True),
    "national-guard": TypeTraits(name="National Guard Division", one_per_region=True),
    "insurgent": TypeTraits(name="Insurgents"),
    "cybernaut": TypeTraits(name="Cybernauts", clandestine=True),
    "strike-force": TypeTraits(name="Strike Force", real=True, strike_force=True),
    "black-helicopter": TypeTraits(name="'Black' Helicopter", clandestine=True),
    "special-operations": TypeTraits(name="Special Operations Group", real=True),
    "high-tech": TypeTraits(name="High-tech Arms Division", real=True),
    "rapid-deployment": TypeTraits(name="Rapid Deployment Force", real=True),
    "stryker": TypeTraits(name="Stryker Brigade", real=True),
}


# --- the map ---------------------------------------------------------------------------------


class Region(Place):
    type: RegionType
    value: int = Field(ge=0)
    country: Country
    # The Foreign Power a non-USA Region belongs to ("12.1"): canada, mexico, nato,
    # southern-command, pacific-rim. None for the USA.
    power: str | None = None
    # Where its label sits on the board image, in image pixels (1200 x 800).
    x: int = Field(ge=0, le=1200)
    y: int = Field(ge=0, le=800)

    @model_validator(mode="after")
    def _power_abroad(self) -> Region:
        if (self.country == "usa") != (self.power is None):
            raise ValueError("a USA Region has no power; every other Region names its power")
        return self


class CrisisMap(Map[Region]):
    noun: Text = Msg("c2020-map-region")
    rule: str | None = "7.0"
    hint: Text = Msg("c2020-map-hint")
    kinds: tuple[Kind, ...] = (Kind(id=LAND, name="border"), Kind(id=TRANSPORT, cost=2))

    def usa(self) -> list[str]:
        return [r.id for r in self.places.values() if r.country == "usa"]

    def of_power(self, power: str) -> list[str]:
        return [r.id for r in self.places.values() if r.power == power]

    @property
    def powers(self) -> list[str]:
        return list(dict.fromkeys(r.power for r in self.places.values() if r.power))


def load_map(data: dict[str, Any] | None = None) -> CrisisMap:
    return maps.load_map(CrisisMap, PACKAGE, "map.toml", places="region", data=data)


# --- the counter mix -------------------------------------------------------------------------


class Unit(BaseModel):
    """One counter ("2.0": Type, Unit I.D., Data, Arms, Movement)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    type: UnitType
    data: int = Field(ge=0)
    arms: int = Field(ge=0)
    movement: int = Field(ge=0)
    # "usa", a Foreign Power's id ("12.2": recruited only in its Home Regions), or "un".
    power: str = "usa"
    source: str

    @property
    def traits(self) -> TypeTraits:
        return TYPES[self.type]


def load_units(data: dict[str, Any] | None = None) -> dict[str, Unit]:
    data = load_toml(PACKAGE, "units.toml") if data is None else data
    units: dict[str, Unit] = {}
    for entry in data.get("unit", []):
        try:
            unit = Unit(**entry)
        except ValidationError as exc:
            raise ValueError(f"{PACKAGE}/units.toml, unit {entry.get('id')!r}: {exc}") from None
        if unit.id in units:
            raise ValueError(f"{PACKAGE}/units.toml: the id {unit.id!r} is used twice")
        units[unit.id] = unit
    return units


# --- the Crisis Card Chart -------------------------------------------------------------------


class ChartRow(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    values: str  # a range of total Values: "0-2", "3-6", "30+"
    cards: int = Field(ge=0)
    source: str


def load_chart(data: dict[str, Any] | None = None) -> list[ChartRow]:
    """The chart's rows, checked complete: from a total of 0 upwards, without gap or overlap,
    the last open-ended ("25+"), so that every total Value reads exactly one row ("4.1")."""
    data = load_toml(PACKAGE, "chart.toml") if data is None else data
    rows = [ChartRow(**row) for row in data.get("row", [])]
    if not rows:
        raise ValueError(f"{PACKAGE}/chart.toml has no [[row]]")
    expected = 0
    for number, row in enumerate(rows):
        match = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?", row.values.replace(" ", ""))
        low = int(match[1]) if match else None
        high = None if match is None or match[3] else int(match[2] or match[1])
        last = number == len(rows) - 1
        if match is None or low != expected or (high is not None and high < low):
            raise ValueError(
                f"{PACKAGE}/chart.toml, row {row.values!r}: the rows must run from 0 upwards "
                f"without gap or overlap (this one should start at {expected})"
            )
        if (high is None) != last:
            raise ValueError(
                f"{PACKAGE}/chart.toml, row {row.values!r}: only the last row is open-ended "
                "('25+'), and it must be"
            )
        expected = (high or 0) + 1
    return rows


# --- the scenarios ---------------------------------------------------------------------------


class SideSetup(BaseModel):
    """What one side starts with ("11.2", "11.3")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    units: list[str]  # unit ids, placed by the player at setup
    hand: int = Field(ge=0)  # Crisis Cards drawn at setup
    # Regions this side may not set up in (the scenario's special instructions, "11.2").
    forbidden: list[str] = []


class Scenario(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    description: str
    turns: int = Field(ge=1)
    first: Side  # the side that sets up first and draws its hand first ("11.0", "11.3")
    advanced: bool = False
    # Foreign Powers active from the start (Advanced Game, "12.1"): power -> the side it backs.
    powers: dict[str, Side] = {}
    rebel: SideSetup
    government: SideSetup
    source: str

    def setup_of(self, side: str) -> SideSetup:
        return self.rebel if side == "rebel" else self.government


def load_scenarios(data: dict[str, Any] | None = None) -> dict[str, Scenario]:
    data = load_toml(PACKAGE, "scenarios.toml") if data is None else data
    return {entry["id"]: Scenario(**entry) for entry in data.get("scenario", [])}
