"""The board model: what the public Game Display says in numbers, for its picture (bot/images/).

`views.board` builds a `CCWBoard` and `Board.data` is its dump; the picture validates the dump
back into this model and reads nothing else of the title. Everything in it is public: every
stack with its pieces by colour, each Issue face up or face down (a face-down Issue's kind is
never in it), each player's tracks (2.1), the cards in hand as counts, and once a National
Emergency is attempted (10.0) its stage, the Sides and their Military Units.

What no game changes and the picture draws (the display's squares with their names, places on
the grid and Paths, the colours and Sections in order, the Political Viewpoints, the Provinces'
names as the counters print them, the Issues' names) is the model's ``fixed`` part: one object
per process, built from the title's data (as ``GAME_DATA_DIR`` may correct it), and left out of
the dump.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, model_validator

from rules.core.messages import Text

from .components import DISPLAY, ISSUES, PIECES, PROVINCES
from .data import (
    COLORS,
    CRISIS_ZONE,
    SECTIONS,
    VIEWPOINTS,
    Color,
    Display,
    Issue,
    Piece,
    PieceKind,
    Province,
    SectionName,
)
from .state import Side, Stage

Count = NonNegativeInt


# --- what no game changes ---
class Strict(BaseModel):
    """A part of the board model: a key it does not declare is refused, so the rules cannot put
    in what the picture would never read."""

    model_config = ConfigDict(extra="forbid")


class Square(Strict):
    """A square of the display (1.23): its name (and short names), its Home Area and Section
    (2.1), whether it is a Control Point, its place on the drawing grid (display.toml's
    ``col``, ``row``, ``width``, ``height``) and the squares a Path joins it to."""

    name: str
    aliases: list[str]
    area: Color | Literal["crisis-zone"]
    section: SectionName | Literal[""]
    control_point: bool
    col: int
    row: int
    width: int
    height: int
    neighbours: list[str]


class Names(Strict):
    """A Province's or an Issue's names, English and French as the counters print them (2.2),
    and a Province's abbreviation."""

    name: str
    name_fr: str
    abbreviation: str = ""


class Fixed(Strict):
    """The display, the players' colours and the counters' names: the same in every game."""

    squares: dict[str, Square]
    crisis_zone: str
    colors: list[Color]  # in the order of play (4.2)
    sections: list[SectionName]  # from the Crisis Zone outward (2.1)
    viewpoints: dict[Color, str]  # 1.21
    provinces: dict[str, Names]  # a Provincial piece's printed name -> its Province's names
    issues: dict[str, Names]  # an Issue's kind -> its names


def fixed_of(
    display: Display,
    pieces: dict[str, Piece],
    provinces: dict[str, Province],
    issues: dict[str, Issue],
) -> Fixed:
    """The fixed part of ``display`` and the counters' names."""
    return Fixed(
        squares={
            s.id: Square(
                name=s.name,
                aliases=list(s.aliases),
                area=s.area,
                section=s.section,
                control_point=s.control_point,
                col=s.col,
                row=s.row,
                width=s.width,
                height=s.height,
                neighbours=list(s.neighbours),
            )
            for s in display.places.values()
        },
        crisis_zone=CRISIS_ZONE,
        colors=list(COLORS),
        sections=list(SECTIONS),
        viewpoints=dict(VIEWPOINTS),
        provinces={
            piece.name: Names(
                name=provinces[piece.province].name,
                name_fr=provinces[piece.province].name_fr,
                abbreviation=provinces[piece.province].abbreviation,
            )
            for piece in pieces.values()
            if piece.province is not None
        },
        issues={kind: Names(name=i.name, name_fr=i.name_fr) for kind, i in issues.items()},
    )


@lru_cache(maxsize=1)
def fixed() -> Fixed:
    """The fixed part of the title's display and counters, built once."""
    return fixed_of(DISPLAY, PIECES, PROVINCES, ISSUES)


# --- what the game puts on the display ---
def _unset(value: object) -> bool:
    return value is None


class PieceData(Strict):
    """An Active Piece as its counter shows it (2.2): its kind, colour, printed name (and its
    French side where the counter prints one) and Contesting Strength."""

    kind: PieceKind
    color: Color
    name: str
    name_fr: str | None = None
    strength: Count
    # In a National Emergency (10.3): the Side it fights for (None: a neutral's, 10.14) and its
    # back, [Combat Strength, Movement Allowance], the strength defending only (2.2, 10.71);
    # left out of the dump until then.
    side: Side | None = Field(default=None, exclude_if=_unset)
    back: tuple[Count, Count] | None = Field(default=None, exclude_if=_unset)


class UnitData(Strict):
    """A Military Unit of the National Emergency (1.22, 2.2, 10.2)."""

    id: str
    name: str
    designation: str
    kind: Literal["federal", "militia"]
    side: Side
    strength: Count
    movement: Count
    francophone: bool = False


class IssueData(Strict):
    """An Issue as the display shows it: face down (``kind`` None) nothing but who controls
    it; face up its kind and names."""

    kind: str | None = None
    name: str | None = None
    name_fr: str | None = None
    controller: Color | None = None


class StackData(Strict):
    """What stands in a square (one stack; the Crisis Zone holds any number, 5.3)."""

    where: str
    stack: Count = 0
    pieces: list[PieceData] = []
    units: list[UnitData] = []
    issue: IssueData | None = None


class EmergencyData(Strict):
    """The National Emergency (10.0): its stage, the Game-Turn of ``turns`` (0 before the
    first), the Phasing Side, the Side the game waits on (``acting``: the Rebels deploy
    first, a retreat), who attempted it, the Sides' players (none during the attempt), the
    neutrals and the Military Units each Side lost."""

    stage: Stage
    turn: Count = 0
    turns: PositiveInt = 6
    side: Side = "government"
    acting: Side | None = None
    attempter: Color
    sides: dict[Side, list[Color]] = {}
    neutral: list[Color] = []
    lost: dict[Side, Count] = {}


class CCWBoard(Strict):
    turn: Count
    phase: Text  # the phase's name, a message of the rules (in the game's language)
    player: Color  # the Phasing Player
    over: bool = False
    winners: list[Color] = []
    colors: list[Color]  # the seated players
    blue_area: bool = True  # False: the Blue Home Area is not used (12.1)
    stacks: list[StackData]
    issues: dict[Color, Count] = {}  # Issues each player controls (2.1)
    constituencies: dict[Color, Count] = {}
    hands: dict[Color, Count] = {}
    deck: Count
    discards: Count
    last_roll: Text = ""  # "die 4", a message of the rules
    emergency: EmergencyData | None = None
    fixed: Fixed = Field(default_factory=fixed, exclude=True)

    @model_validator(mode="after")
    def _known_squares(self) -> CCWBoard:
        unknown = sorted({s.where for s in self.stacks if s.where not in self.fixed.squares})
        if unknown:
            raise ValueError(f"squares not on the Canadian Civil War display: {unknown}")
        return self
