"""The map and the scenarios of 1812: The Invasion of Canada, from ``data/map.toml`` and
``data/scenarios.toml``.

The rulebook text prints no map and no scenario setup sections; it names the places its rules
and examples use ("1. Place Enlistments", "Water Movement", "Objectives", the Fort Niagara
movement example). Everything else is reconstructed, and every entry says which in its
``source``.

The map is a rules/core/maps.py graph whose places are the land areas. Movement on it ("2. Play
a Movement Card", "Water Movement"): a land move crosses an area boundary, the ``land``
connection kind listed in each area's ``neighbours`` (a minor or greyed-out river such as the
Niagara counts as a boundary). A Large Body of Water is a group of the areas on its shore (an
area lists its ``waters``), and the ``water`` connection kind joins every two areas on the same
water: a water move goes from one to any other. Out-of-bounds land is drawn, never entered.
What is 1812's own: an area's homeland and Objectives, the Muster Areas (``[[muster]]``: where
each faction enlists and how many units), the out-of-bounds land, and the scenarios.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..core import maps
from ..core.data import load_toml
from ..core.errors import RuleError
from ..core.maps import SLUG, Group, Kind, Map, Place, normalize
from ..core.messages import Msg, languages, render
from .factions import FACTIONS, POOLS, SIDE_OF, Faction, Side
from .names import printed

PACKAGE = "invasion_1812"
CARD_NUMBERS = range(1, 13)  # each faction's cards 01-12
TRUCE_CARD = 8  # each faction's one Truce card, a Movement card
LAND, WATER = "land", "water"
# "2. Play a Movement Card": one area move across a boundary; "Water Movement": across a Large
# Body of Water to any area on its shore.
KINDS = (
    Kind(id=LAND, name="area boundary"),
    Kind(id=WATER, name="Large Body of Water", group=WATER),
)


class Area(Place):
    """A land area. ``homeland`` is its colour ("Map Setup": red British, blue American);
    ``objectives`` its stars ("Objectives"); its groups are the Large Bodies of Water it
    borders, which map.toml lists as ``waters``."""

    groups: list[str] = Field(default=[], validation_alias="waters")
    lat: float
    lon: float
    homeland: Side
    objectives: int = Field(ge=0, le=2)


class OutOfBounds(BaseModel):
    """Beige land drawn on the map and never entered ("Out of Bounds Areas"); not an Area."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    lat: float
    lon: float
    source: str


class Muster(BaseModel):
    """An Enlistment cube graphic in a Muster Area ("1. Place Enlistments"): ``units`` of the
    faction enlist in ``area`` at the start of each of its turns. An alternate Muster Area
    stands ``instead_of`` another, and takes its units, only under a card (Publication Ban:
    Rome instead of Albany); it gives no ``units`` of its own."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    faction: Faction
    area: str
    units: int | None = Field(default=None, ge=1)
    instead_of: str | None = None
    source: str


class GameMap(Map[Area]):
    """The 1812 map: rules/core/maps.py's graph of land areas with land and water connections,
    plus the out-of-bounds land and the Muster Areas. ``areas`` and ``waters`` are its places
    and its groups by 1812's words."""

    noun: str = "area"
    rule: str | None = "Map Setup"
    hint: str = "Name an area as printed on the map, e.g. York or Fort Niagara."
    kinds: tuple[Kind, ...] = KINDS
    out_of_bounds: list[OutOfBounds] = Field(default_factory=list)
    muster: list[Muster] = Field(default_factory=list)

    @property
    def areas(self) -> dict[str, Area]:
        return self.places

    @property
    def waters(self) -> dict[str, Group]:
        """The Large Bodies of Water, in map order."""
        return {g.id: g for g in self.groups.values() if g.kind == WATER}

    def enlistments(self, faction: str, *, alternate: bool = False) -> dict[str, int]:
        """Muster Area -> the units ``faction`` enlists there, in map.toml's order ("1. Place
        Enlistments"); with ``alternate``, an alternate Muster Area takes the place, and the
        units, of the one it stands in for."""
        mine = [m for m in self.muster if m.faction == faction]
        swap = {m.instead_of: m.area for m in mine if m.instead_of} if alternate else {}
        return {swap.get(m.area, m.area): m.units for m in mine if m.units is not None}

    def find(self, text: str) -> Area:
        """The land area a player means by ``text``: its id, name or an alias, as rules/core/
        maps.py's `Map.lookup` reads them, refused with the closest names said in the player's
        language; a Large Body of Water's name is refused with the areas on its shore."""
        key = normalize(text)
        hit = self._names.get(key) or self._translated().get(key)
        if hit is None:
            close = self._closest(normalize(text))
            hint = (
                Msg("i1812-did-you-mean", names=Msg.join(*close, sep=", "))
                if close
                else Msg("i1812-area-hint")
            )
            raise RuleError(Msg("i1812-no-area-called", text=repr(text), hint=hint))
        what, thing_id = hit
        if what != "place":
            shore = Msg.join(*(self.called(a) for a in self.members(thing_id)), sep=", ")
            water = printed(f"i1812-water-{thing_id}", self.groups[thing_id].name)
            raise RuleError(Msg("i1812-water-not-area", water=water, shore=shore))
        return self.places[thing_id]

    def _translated(self) -> dict[str, tuple[str, str]]:
        """The areas' and waters' names in the catalogs' other languages ("Ferme Crysler" for
        Crysler's Farm), which a player reads on the board and may type too."""
        things = [("place", "area", p.id, p.name) for p in self.places.values()]
        things += [("group", "water", g.id, g.name) for g in self.groups.values()]
        return _translated(tuple(things))

    def called(self, area: str) -> str:
        """An area's name (catalogs/*/names.ftl; names.py)."""
        return printed(f"i1812-area-{area}", self.places[area].name)

    def _label(self, what: str, thing_id: str) -> str:
        """A suggestion names an area or a water as the catalogs say it (`Map._closest`)."""
        if what == "place":
            return self.called(thing_id)
        return printed(f"i1812-water-{thing_id}", self.groups[thing_id].name)

    @model_validator(mode="after")
    def _check_own(self) -> Self:
        for beige in self.out_of_bounds:
            if beige.id in self.places or beige.id in self.groups:
                raise self._fail(f"out-of-bounds {beige.id!r} is also an area or a water id")
        seen: set[tuple[str, str]] = set()
        for m in self.muster:
            where = f"[[muster]] of {m.faction!r} in {m.area!r}"
            if m.area not in self.places:
                raise self._fail(f"{where}: there is no area {m.area!r}")
            if (m.faction, m.area) in seen:
                raise self._fail(f"{where} is listed twice")
            seen.add((m.faction, m.area))
            homeland = self.places[m.area].homeland
            if SIDE_OF[m.faction] != homeland:
                raise self._fail(f"area {m.area!r} is a {homeland} area but musters {m.faction!r}")
            if (m.units is None) == (m.instead_of is None):
                raise self._fail(
                    f"{where} needs units, or instead_of for an alternate: one of the two"
                )
            if m.instead_of is not None and m.instead_of not in self.enlistments(m.faction):
                raise self._fail(
                    f"{where} stands instead of {m.instead_of!r}, which is not one of its "
                    "faction's Muster Areas"
                )
        for faction in FACTIONS:
            if not self.enlistments(faction):
                raise self._fail(f"{faction!r} has no Muster Area")
        return self


class Scenario(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    description: str
    decks: dict[Faction, list[int]]
    units: dict[str, dict[Faction, int]]
    extra_fixed: dict[str, dict[Faction, int]] = {}
    extra_choice: dict[Faction, int] = {}
    first_turn: Faction | None = None
    rounds: int = Field(ge=1)
    source: str

    def starting_units(self) -> dict[str, dict[str, int]]:
        """The printed units plus the fixed extra units, area -> faction -> count (no zeros)."""
        total: dict[str, dict[str, int]] = {}
        for table in (self.units, self.extra_fixed):
            for area_id, by_faction in table.items():
                for faction, n in by_faction.items():
                    if n:
                        here = total.setdefault(area_id, {})
                        here[faction] = here.get(faction, 0) + n
        return total

    def totals(self) -> dict[str, int]:
        """Units each faction has on the map after setup: printed, fixed and chosen extras."""
        count = Counter({f: 0 for f in FACTIONS})
        for by_faction in self.starting_units().values():
            count.update(by_faction)
        count.update(self.extra_choice)
        return {f: count[f] for f in FACTIONS}


@cache
def _translated(things: tuple[tuple[str, str, str, str], ...]) -> dict[str, tuple[str, str]]:
    found: dict[str, tuple[str, str]] = {}
    for language in languages():
        for what, kind, thing_id, name in things:
            said = printed(f"i1812-{kind}-{thing_id}", name)
            found.setdefault(normalize(render(said, language)), (what, thing_id))
    return found


# --- loading and validation -------------------------------------------------------------------


def load_map(data: dict[str, Any] | None = None) -> GameMap:
    """The map from ``map.toml`` (or ``data``, the same shape), checked: the graph's checks
    (rules/core/maps.py) and the Muster Areas'."""
    return maps.load_map(
        GameMap,
        PACKAGE,
        "map.toml",
        places="area",
        groups={"water": WATER},
        tables={"out_of_bounds": "out_of_bounds", "muster": "muster"},
        data=data,
    )


def _check_scenario(scenario: Scenario, game_map: GameMap) -> None:
    where = f"scenarios.toml: scenario {scenario.id!r}"
    for label, table in (("units", scenario.units), ("extra_fixed", scenario.extra_fixed)):
        for area_id, by_faction in table.items():
            if area_id not in game_map.areas:
                raise ValueError(f"{where} places {label} in unknown area {area_id!r}")
            for faction, n in by_faction.items():
                if n < 0:
                    raise ValueError(f"{where}: {label} {area_id}.{faction} is negative")
    for faction, n in scenario.extra_choice.items():
        if n < 0:
            raise ValueError(f"{where}: extra_choice {faction} is negative")
    if set(scenario.decks) != set(FACTIONS):
        missing = sorted(set(FACTIONS) - set(scenario.decks))
        raise ValueError(f"{where} has no deck for {missing}")
    for faction, deck in scenario.decks.items():
        bad = [n for n in deck if n not in CARD_NUMBERS]
        if bad or len(set(deck)) != len(deck):
            raise ValueError(f"{where}: the {faction} deck {deck} needs distinct numbers 1-12")
        if TRUCE_CARD not in deck:
            raise ValueError(f"{where}: the {faction} deck lacks its Truce card ({TRUCE_CARD})")
    for faction, n in scenario.totals().items():
        if n > POOLS[faction]:
            raise ValueError(
                f"{where} puts {n} {faction} units on the map; the box holds {POOLS[faction]}"
            )


def load_scenarios(
    data: dict[str, Any] | None = None, game_map: GameMap | None = None
) -> dict[str, Scenario]:
    """The scenarios from ``scenarios.toml`` (or ``data``), checked against the map. A scenario
    with ``units_from = "map_squares"`` starts with the units printed on the map."""
    if data is None:
        data = load_toml(PACKAGE, "scenarios.toml")
    if game_map is None:
        game_map = MAP
    squares = data.get("map_squares", {}).get("units", {})
    scenarios: list[Scenario] = []
    for entry in data.get("scenario", []):
        entry = dict(entry)
        units_from = entry.pop("units_from", None)
        if units_from is not None:
            if units_from != "map_squares":
                raise ValueError(
                    f"scenarios.toml: scenario {entry.get('id')!r} takes units from unknown "
                    f"table {units_from!r}"
                )
            if "units" in entry:
                raise ValueError(
                    f"scenarios.toml: scenario {entry.get('id')!r} has both units and units_from"
                )
            entry["units"] = squares
        scenario = Scenario(**entry)
        _check_scenario(scenario, game_map)
        scenarios.append(scenario)
    by_id = {s.id: s for s in scenarios}
    if len(by_id) != len(scenarios):
        raise ValueError("scenarios.toml repeats a scenario id")
    return by_id


MAP: GameMap = load_map()
SCENARIOS: dict[str, Scenario] = load_scenarios()


# --- the areas' names, said (catalogs/*/names.ftl) ---------------------------------------------


@cache
def area_name(area: str) -> str:
    """``area``'s name: "Montreal", in French "Montréal"."""
    return MAP.called(area)


@cache
def area_at(area: str) -> Msg:
    """``area`` where a sentence says "at", "in" or "to" it: in French "à Montréal", "aux Six
    Nations" (the English sentence keeps its own preposition)."""
    return _form(area, "at")


@cache
def area_of(area: str) -> Msg:
    """``area`` where a sentence says "of" or "from" it: in French "de Montréal", "d'Oswego"."""
    return _form(area, "of")


def _form(area: str, form: str) -> Msg:
    name = area_name(area)
    if isinstance(name, Msg):
        return Msg(f"i1812-area-{area}-{form}")
    return Msg(f"i1812-{form}-place", name=name)  # a name the catalogs do not have
