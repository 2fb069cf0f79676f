"""The board model: what the public board says in numbers, for its picture (bot/images/).

`views.board` builds an `InvasionBoard` and `Board.data` is its dump; the picture validates the
dump back into this model and reads nothing else of the title. Everything in it is public: the
units on the map, the Control Markers, the Fled Units, the round and turn order, the Truce cards
played.

What no game changes and the picture draws (the map's areas with their names, homelands,
Objectives and places, the Large Bodies of Water, the out-of-bounds land, the factions' names
and sides, the Truce cards of each side) is the model's ``fixed`` part: one object per process,
built from the title's data (as ``GAME_DATA_DIR`` may correct it), and left out of the dump.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .factions import FACTIONS, NAMES, SIDE_OF, TRUCES, Faction, Side
from .geography import MAP, GameMap


class Strict(BaseModel):
    """A part of the board model: a key it does not declare is refused, so the rules cannot put
    in what the picture would never read."""

    model_config = ConfigDict(extra="forbid")


class Area(Strict):
    """A land area: its name, homeland ("Map Setup"), Objective stars ("Objectives"), where it
    lies, and the neighbours map.toml lists for it (across an area boundary)."""

    name: str
    homeland: Side
    objectives: int
    lat: float
    lon: float
    neighbours: list[str]


class Water(Strict):
    """A Large Body of Water and the areas on its shore, in map order ("Water Movement")."""

    name: str
    shore: list[str]


class OutOfBounds(Strict):
    """Land drawn on the map and never entered ("Out of Bounds Areas")."""

    id: str
    name: str
    lat: float
    lon: float


class FactionFacts(Strict):
    name: str
    side: Side


class Fixed(Strict):
    """The map and the factions: the same in every game."""

    areas: dict[str, Area]
    waters: dict[str, Water]
    out_of_bounds: list[OutOfBounds]
    factions: dict[Faction, FactionFacts]  # in the role order ("Choose A Faction")
    truces: dict[Side, int]  # each side's Truce cards ("End of the Game"), British first


def fixed_of(game_map: GameMap) -> Fixed:
    """The fixed part of ``game_map`` and the factions."""
    return Fixed(
        areas={
            a.id: Area(
                name=a.name,
                homeland=a.homeland,
                objectives=a.objectives,
                lat=a.lat,
                lon=a.lon,
                neighbours=list(a.neighbours),
            )
            for a in game_map.areas.values()
        },
        waters={
            w.id: Water(name=w.name, shore=game_map.members(w.id)) for w in game_map.waters.values()
        },
        out_of_bounds=[
            OutOfBounds(id=r.id, name=r.name, lat=r.lat, lon=r.lon) for r in game_map.out_of_bounds
        ],
        factions={f: FactionFacts(name=NAMES[f], side=SIDE_OF[f]) for f in FACTIONS},
        truces=dict(TRUCES),
    )


@lru_cache(maxsize=1)
def fixed() -> Fixed:
    """The fixed part of the title's map, built once."""
    return fixed_of(MAP)


class InvasionBoard(Strict):
    units: dict[str, dict[Faction, int]]  # area -> faction -> units
    control: dict[str, Side]  # area -> the side whose Control Markers are on it
    fled: dict[Faction, int] = {}
    round: int
    rounds: int
    turn_order: list[Faction]  # the Turn Order Markers drawn so far this round
    faction: Faction | None  # whose turn it is
    truces: list[Faction]  # the faction of every Truce card played
    battle: str | None  # the area of the battle being fought
    active: list[str] = []  # the roles the game waits on
    fixed: Fixed = Field(default_factory=fixed, exclude=True)

    @model_validator(mode="after")
    def _known_areas(self) -> InvasionBoard:
        named = [*self.units, *self.control, *([self.battle] if self.battle else [])]
        unknown = sorted({area for area in named if area not in self.fixed.areas})
        if unknown:
            raise ValueError(f"areas not on the 1812 map: {unknown}")
        return self
