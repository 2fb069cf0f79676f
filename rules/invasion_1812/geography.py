"""The map and the scenarios of 1812: The Invasion of Canada, from ``data/map.toml`` and
``data/scenarios.toml``.

The rulebook text prints no map and no scenario setup sections; it names the places its rules
and examples use ("1. Place Enlistments", "Water Movement", "Objectives", the Fort Niagara
movement example). Everything else is reconstructed, and every entry says which
(DESIGN.md, "Data and provenance").

Movement on this map ("2. Play a Movement Card", "Water Movement"): land moves cross area
boundaries to ``Area.neighbours`` (a minor or greyed-out river such as the Niagara counts as a
boundary); water moves go from one area on a Large Body of Water to any other area on the
same one (``GameMap.same_water``, ``GameMap.shore``). Out-of-bounds land is drawn, never
entered.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..core.data import load_toml
from ..core.errors import RuleError
from .factions import FACTIONS, POOLS, SIDE_OF, Faction, Side

PACKAGE = "invasion_1812"
SLUG = r"^[a-z0-9]+(-[a-z0-9]+)*$"
CARD_NUMBERS = range(1, 13)  # each faction's cards 01-12
MOVEMENT_CARDS = range(1, 9)  # 01-08 Movement ("eight of which are Movement Cards")
TRUCE_CARD = 8  # each faction's one Truce card, a Movement card
SPECIAL_CARDS = range(9, 13)  # 09-12 Special


class Water(BaseModel):
    """A Large Body of Water ("Water Movement"): an aqua lake or large river."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    aliases: list[str] = []
    note: str = ""
    source: str


class Area(BaseModel):
    """A land area. ``homeland`` is its colour ("Map Setup": red British, blue American)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    aliases: list[str] = []
    lat: float
    lon: float
    homeland: Side
    objectives: int = Field(ge=0, le=2)
    muster: list[Faction] = []
    alternate_muster: bool = False
    waters: list[str] = []
    neighbours: list[str] = []
    source: str


class OutOfBounds(BaseModel):
    """Beige land drawn on the map and never entered ("Out of Bounds Areas"); not an Area."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    lat: float
    lon: float
    source: str


def normalize(text: str) -> str:
    """'Fort Erie & Queenston' and 'fort erie and  queenston' -> 'fort erie queenston';
    accents, apostrophes and other punctuation are dropped."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    folded = re.sub(r"['’`]", "", folded)
    words = [w for w in re.findall(r"[a-z0-9]+", folded) if w != "and"]
    return " ".join(words)


class GameMap(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    areas: dict[str, Area]
    waters: dict[str, Water]
    out_of_bounds: list[OutOfBounds] = []

    def area(self, area_id: str) -> Area:
        try:
            return self.areas[area_id]
        except KeyError:
            raise RuleError(f"There is no area {area_id!r} on the map.", "Map Setup") from None

    def neighbours(self, area_id: str) -> list[str]:
        """The land neighbours of an area ("Armies are moved from area to area")."""
        return list(self.area(area_id).neighbours)

    def shore(self, water_id: str) -> list[str]:
        """The land areas bordering a Large Body of Water, in map order."""
        if water_id not in self.waters:
            raise RuleError(f"There is no body of water {water_id!r} on the map.", "Water Movement")
        return [a.id for a in self.areas.values() if water_id in a.waters]

    def same_water(self, a: str, b: str) -> list[str]:
        """The Large Bodies of Water both areas border: a Water Movement card can carry an army
        from one to the other across any of them ("Water Movement")."""
        other = set(self.area(b).waters)
        return [w for w in self.area(a).waters if w in other]

    def by_water(self, area_id: str) -> list[str]:
        """Every other area on a body of water this area borders, in map order."""
        mine = set(self.area(area_id).waters)
        return [
            a.id for a in self.areas.values() if a.id != area_id and mine.intersection(a.waters)
        ]

    def homeland_of(self, area_id: str) -> Side:
        return self.area(area_id).homeland

    def objective_areas(self, side: str) -> list[str]:
        """The starred areas in ``side``'s homeland (the ones the other side tries to take)."""
        return [a.id for a in self.areas.values() if a.homeland == side and a.objectives > 0]

    def stars(self, side: str) -> int:
        """The Objectives printed in ``side``'s homeland."""
        return sum(self.areas[a].objectives for a in self.objective_areas(side))

    def muster_areas(self, faction: str, *, alternate: bool = False) -> list[str]:
        """The faction's Muster Areas ("1. Place Enlistments"); with ``alternate`` also the
        alternate ones (Rome, under the Publication Ban card)."""
        return [
            a.id
            for a in self.areas.values()
            if faction in a.muster and (alternate or not a.alternate_muster)
        ]

    def _names(self) -> dict[str, tuple[str, str]]:
        """normalized name -> ("area" | "water", id), for ids, names and aliases."""
        names: dict[str, tuple[str, str]] = {}
        for kind, things in (("area", self.areas.values()), ("water", self.waters.values())):
            for thing in things:
                for text in (thing.id, thing.name, *thing.aliases):
                    names.setdefault(normalize(text), (kind, thing.id))
        return names

    def find(self, text: str) -> Area:
        """The land area a player means by ``text``: its id, name or an alias, ignoring case,
        punctuation, '&'/'and' and extra spaces. Raises RuleError naming the text and the
        closest names."""
        key = normalize(text)
        hit = self._names().get(key)
        if hit is not None and hit[0] == "area":
            return self.areas[hit[1]]
        if hit is not None:
            water = self.waters[hit[1]]
            shore = ", ".join(self.areas[a].name for a in self.shore(water.id))
            raise RuleError(
                f"{water.name} is a body of water, not a land area; armies cross it between "
                f"the areas on its shore: {shore}.",
                "Water Movement",
            )
        raise RuleError(f"No area called {text!r} on the map.{self._suggest(key)}", "Map Setup")

    def find_water(self, text: str) -> Water:
        """The Large Body of Water a player means by ``text`` (id, name or alias)."""
        key = normalize(text)
        hit = self._names().get(key)
        if hit is not None and hit[0] == "water":
            return self.waters[hit[1]]
        raise RuleError(
            f"No body of water called {text!r} on the map. The Large Bodies of Water are: "
            + ", ".join(w.name for w in self.waters.values())
            + ".",
            "Water Movement",
        )

    def _suggest(self, key: str) -> str:
        names = self._names()
        close = difflib.get_close_matches(key, list(names), n=6, cutoff=0.6)
        # Also a name that starts with, or contains, what was typed ("sackets" -> Sackets Harbor).
        if key:
            close += [n for n in names if n.startswith(key) or f" {key}" in f" {n}"]
        labels: list[str] = []
        for name in close:
            kind, thing_id = names[name]
            label = self.areas[thing_id].name if kind == "area" else self.waters[thing_id].name
            if label not in labels:
                labels.append(label)
        if not labels:
            return " Name an area as printed on the map, e.g. York or Fort Niagara."
        return " Did you mean " + ", ".join(labels[:4]) + "?"


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


# --- loading and validation -------------------------------------------------------------------


def _check_map(game_map: GameMap) -> None:
    areas, waters = game_map.areas, game_map.waters
    clash = set(areas) & set(waters)
    if clash:
        raise ValueError(f"map.toml uses {sorted(clash)} both as an area and a water id")
    seen: dict[str, str] = {}
    things: list[Area | Water] = [*areas.values(), *waters.values()]
    for thing in things:
        for text in {normalize(t) for t in (thing.id, thing.name, *thing.aliases)}:
            if not text:
                raise ValueError(f"map.toml: {thing.id!r} has an empty name or alias")
            if text in seen and seen[text] != thing.id:
                raise ValueError(
                    f"map.toml: the name {text!r} is used by both {seen[text]!r} and {thing.id!r}"
                )
            seen[text] = thing.id
    for area in areas.values():
        if len(set(area.neighbours)) != len(area.neighbours):
            raise ValueError(f"map.toml: area {area.id!r} lists a neighbour twice")
        for other in area.neighbours:
            if other == area.id:
                raise ValueError(f"map.toml: area {area.id!r} lists itself as a neighbour")
            if other not in areas:
                raise ValueError(f"map.toml: area {area.id!r} has unknown neighbour {other!r}")
            if area.id not in areas[other].neighbours:
                raise ValueError(
                    f"map.toml: area {area.id!r} lists {other!r} as a neighbour but {other!r} "
                    f"does not list {area.id!r}"
                )
        for water in area.waters:
            if water not in waters:
                raise ValueError(f"map.toml: area {area.id!r} borders unknown water {water!r}")
        if len(set(area.waters)) != len(area.waters):
            raise ValueError(f"map.toml: area {area.id!r} lists a water twice")
        if area.alternate_muster and not area.muster:
            raise ValueError(f"map.toml: area {area.id!r} is an alternate muster for nobody")
        for faction in area.muster:
            if SIDE_OF[faction] != area.homeland:
                raise ValueError(
                    f"map.toml: area {area.id!r} is a {area.homeland} area but musters {faction!r}"
                )


def load_map(data: dict[str, Any] | None = None) -> GameMap:
    """The map from ``map.toml`` (or ``data``, the same shape), checked: every neighbour, water
    and muster reference exists, neighbours are listed on both sides, names are unique."""
    if data is None:
        data = load_toml(PACKAGE, "map.toml")
    areas = [Area(**entry) for entry in data.get("area", [])]
    waters = [Water(**entry) for entry in data.get("water", [])]
    out = [OutOfBounds(**entry) for entry in data.get("out_of_bounds", [])]
    for label, ids in (("area", [a.id for a in areas]), ("water", [w.id for w in waters])):
        repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
        if repeated:
            raise ValueError(f"map.toml repeats the {label} id(s) {repeated}")
    game_map = GameMap(
        areas={a.id: a for a in areas}, waters={w.id: w for w in waters}, out_of_bounds=out
    )
    _check_map(game_map)
    return game_map


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
