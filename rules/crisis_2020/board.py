"""The board model: what the public board says in numbers, for its picture (bot/images/).

`views.board` builds a `CrisisBoard` and `Board.data` is its dump; the picture validates the
dump back into this model and reads nothing else of the title. Everything in it is public: who
holds each Region's Infrastructure, the units by side and type, the Neutralized Boxes, the
Recruitment Pool, each side's Values and cards in hand (counts only, "4.1"), the Crisis Deck.

What no game changes and the picture draws (every Region's name, type, Value, place on the
image and borders, the sides and the counter list's order of unit types) is the model's
``fixed`` part: one object per process, built from the title's data (as ``GAME_DATA_DIR`` may
correct it), and left out of the dump.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from ..core.messages import Text
from .components import MAP
from .data import LAND, SIDES, TRANSPORT, TYPES, CrisisMap, RegionType, Side, UnitType

Count = NonNegativeInt


class Strict(BaseModel):
    """A part of the board model: a key it does not declare is refused, so the rules cannot put
    in what the picture would never read."""

    model_config = ConfigDict(extra="forbid")


class Region(Strict):
    """A Region as the map draws it: name, type and Value ("2.0"), its place on the image
    (map.toml's ``x``/``y``), its land borders ("7.2") and Transportation Lines ("12.32")."""

    name: str
    type: RegionType
    value: int
    x: int
    y: int
    land: list[str]
    transport: list[str]


class Fixed(Strict):
    """The map, the sides and the unit types: the same in every game."""

    regions: dict[str, Region]
    sides: list[Side]
    unit_types: list[UnitType]  # in the order of "2.0"'s counter list


def fixed_of(game_map: CrisisMap) -> Fixed:
    """The fixed part of ``game_map``, the sides and the unit types."""
    return Fixed(
        regions={
            r.id: Region(
                name=r.name,
                type=r.type,
                value=r.value,
                x=r.x,
                y=r.y,
                land=game_map.neighbours(r.id, LAND),
                transport=game_map.neighbours(r.id, TRANSPORT),
            )
            for r in game_map.places.values()
        },
        sides=list(SIDES),
        unit_types=list(TYPES),
    )


@lru_cache(maxsize=1)
def fixed() -> Fixed:
    """The fixed part of the title's map, built once."""
    return fixed_of(MAP)


class RegionData(Strict):
    control: Side | None = None  # whose Infrastructure is here
    units: dict[Side, dict[UnitType, Count]] = {}
    playable: bool = True  # False: a Foreign Region not in play ("12.1")


class CrisisBoard(Strict):
    turn: int
    turns: int
    player: Side  # whose Player Turn it is
    phase: Text  # the phase's name, a message said in the game's language (c2020-phase-<id>)
    over: bool = False
    regions: dict[str, RegionData]
    neutralized: dict[Side, dict[UnitType, Count]] = {}  # the Neutralized Boxes ("9.0")
    pool: dict[UnitType, Count] = {}  # the Recruitment Pool ("6.2")
    hands: dict[Side, Count] = Field(default_factory=dict)
    deck: Count
    discards: Count
    values: dict[Side, int] = Field(default_factory=dict)  # the Regions each side holds
    last_roll: str = ""
    fixed: Fixed = Field(default_factory=fixed, exclude=True)

    @model_validator(mode="after")
    def _known_regions(self) -> CrisisBoard:
        unknown = sorted(r for r in self.regions if r not in self.fixed.regions)
        if unknown:
            raise ValueError(f"Regions not on the Crisis 2020 map: {unknown}")
        return self
