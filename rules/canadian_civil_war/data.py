"""Canadian Civil War's printed components as data, for the political game: the Game Display,
the Political Pieces of the counter sheet, the Provinces, the Issues and the two scenarios
(``data/*.toml``). The result tables are ``contest.toml``, ``color_shift.toml`` and
``election.toml``, read by rules/core/tables/ (``rules.canadian_civil_war.TABLES``).

The rulebook transcription lacks the Game Display and the counter sheet, and prints the
scenarios' deployments only as counts per Province. What the text fixes is marked ``rulebook
<case>``; the rest is reconstructed, each entry with a one-line reason in its ``source``, and a
server owner with the printed game corrects any file through ``GAME_DATA_DIR``
(rules/core/data.py): copy ``data/<file>.toml`` to ``$GAME_DATA_DIR/canadian_civil_war/`` and
edit the copy.

* **Display** (``display.toml``, `load_display`): a rules/core/maps.py graph whose places are
  the squares (1.23, 2.1): four Home Areas (one per color) of three Sections each, and the
  Crisis Zone, one square for Contesting purposes (5.3). Paths (``neighbours``) join squares
  that share a side, never a corner (1.23). A square also says where it is drawn on a 10 x 10
  grid (``col``, ``row``, ``width``, ``height``).
* **Pieces** (``pieces.toml``, `load_pieces`): every Active Piece of one color's set (5.11:
  each Player has a complete set; a piece changes color by being exchanged for its companion
  of another color, so one entry serves all four colors): Constituencies, Premiers, the Prime
  Minister, Civil Servants and Interest Groups, with the front side's Contesting Strength and
  Movement Allowance (2.2). Issues are made per scenario from counts (`Scenario.issues`).
* **Provinces** (``provinces.toml``, `load_provinces`): the ten Provinces, their printed
  abbreviations and how many Constituencies each has.
* **Issues** (``issues.toml``, `load_issues`): the ten Issue types (2.2).
* **Scenarios** (``scenarios.toml``, `load_scenarios`): 12.1 and 12.2, with each color's
  Initial Deployment as piece ids, its cards and its Victory Conditions.

The loaders refuse data the rules cannot use with a `ComponentDataError` (a `ValueError`)
naming the file, the entry and the fault; `check_components` checks the files against each
other where a loader alone cannot (every scenario's deployment fits its owner's Home Area under
3.0's stacking limits).
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from collections.abc import Iterable
from typing import Annotated, Any, Literal, Self, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    model_validator,
)

from ..core import maps
from ..core.data import load_toml
from ..core.maps import SLUG, Kind, Map, Place, normalize
from ..core.messages import Msg, Text

PACKAGE = "canadian_civil_war"

Color = Literal["red", "orange", "green", "blue"]
# The four Political Viewpoints in clockwise order around the Game Display, which is the order
# of play (4.2): Red north, Orange east, Green south, Blue west.
COLORS: tuple[Color, ...] = ("red", "orange", "green", "blue")
VIEWPOINTS: dict[Color, str] = {  # 1.21
    "red": "Federalist",
    "orange": "Provincial Moderate",
    "green": "Provincial Autonomist",
    "blue": "Separatist",
}

SectionName = Literal["administrative", "legislative", "grassroots"]
# A Home Area's Sections, from the Crisis Zone outward (2.1; the Designer's Notes, "The Areas
# of the Political Map": Administrative nearest the Crisis Zone, Grassroots the safest).
SECTIONS: tuple[SectionName, ...] = ("administrative", "legislative", "grassroots")
CRISIS_ZONE = "crisis-zone"
GRID = 10  # the display is drawn on a GRID x GRID grid of cells
PATH = "path"  # the one connection kind: a Path between two squares (1.23)

PieceKind = Literal["constituency", "premier", "prime-minister", "civil-servant", "interest-group"]
KINDS: tuple[PieceKind, ...] = (
    "constituency",
    "premier",
    "prime-minister",
    "civil-servant",
    "interest-group",
)
PROVINCIAL: tuple[PieceKind, ...] = ("constituency", "premier")  # the kinds that name a Province

# 3.0 step 3: at most 2 Active Pieces and 1 Issue in a square.
MAX_ACTIVE = 2
MAX_ISSUES = 1
DECK = 56  # Political Opportunity Cards, numbered 1 to 56 (2.4)

_SOURCE = re.compile(r"^(rulebook \S.*|reconstructed: \S.*)$")


class ComponentDataError(ValueError):
    """A component file the rules cannot use. The message names the file, the entry and the
    fault."""


def _source(value: str) -> str:
    if not _SOURCE.match(value.strip()):
        raise ValueError(
            f"source {value!r} must say where the value comes from: 'rulebook <case>' or "
            "'reconstructed: <one-line reason>'"
        )
    return value


Source = Annotated[str, AfterValidator(_source)]


# --- the Game Display ------------------------------------------------------------------------


class Square(Place):
    """A square of the display (1.23): one of a Home Area's (``area`` a color, ``section`` one
    of `SECTIONS`), or the Crisis Zone (``area`` and ``id`` `CRISIS_ZONE`, ``section`` "").
    ``control_point`` marks the squares printed with the Control Point symbol (2.1, 5.13).
    ``col``, ``row``, ``width`` and ``height`` place it on the `GRID` x `GRID` drawing grid
    (columns left to right, rows top to bottom)."""

    area: Literal["red", "orange", "green", "blue", "crisis-zone"]
    section: Literal["administrative", "legislative", "grassroots", ""]
    control_point: bool = False
    col: int = Field(ge=0, lt=GRID)
    row: int = Field(ge=0, lt=GRID)
    width: int = Field(default=1, ge=1, le=GRID)
    height: int = Field(default=1, ge=1, le=GRID)
    source: Source

    @model_validator(mode="after")
    def _where(self) -> Self:
        if self.area == CRISIS_ZONE:
            if self.section:
                raise ValueError('the Crisis Zone is in no Section: section = ""')
            if self.control_point:
                raise ValueError(
                    "the Crisis Zone cannot be a Control Point: Control Points are squares of "
                    "a Home Area (5.13)"
                )
        elif not self.section:
            raise ValueError(
                f"a square of the {self.area} Home Area needs its section: "
                + ", ".join(SECTIONS)
                + " (2.1)"
            )
        if self.col + self.width > GRID or self.row + self.height > GRID:
            raise ValueError(
                f"it runs off the {GRID} x {GRID} grid (col {self.col} width {self.width}, "
                f"row {self.row} height {self.height})"
            )
        return self

    @property
    def cells(self) -> list[tuple[int, int]]:
        """The grid cells it covers, as (col, row)."""
        return [
            (c, r)
            for r in range(self.row, self.row + self.height)
            for c in range(self.col, self.col + self.width)
        ]

    def shares_a_side(self, other: Square) -> bool:
        """Whether the two squares touch along a side, not only at a corner (1.23)."""

        def overlap(a: int, a_len: int, b: int, b_len: int) -> bool:
            return max(a, b) < min(a + a_len, b + b_len)

        beside = (self.col + self.width == other.col or other.col + other.width == self.col) and (
            overlap(self.row, self.height, other.row, other.height)
        )
        above = (self.row + self.height == other.row or other.row + other.height == self.row) and (
            overlap(self.col, self.width, other.col, other.width)
        )
        return beside or above


class Display(Map[Square]):
    """The Game Display: rules/core/maps.py's graph of squares joined by Paths, with the
    Home Areas, Sections and Control Points of CCW."""

    noun: Text = Msg("ccw-map-square")
    rule: str | None = "1.23"
    hint: Text = Msg("ccw-map-hint")
    kinds: tuple[Kind, ...] = (Kind(id=PATH, name="Path"),)

    # --- what the engine reads ---

    @property
    def crisis_zone(self) -> Square:
        return self.places[CRISIS_ZONE]

    def squares(self, area: str | None = None, section: str | None = None) -> list[str]:
        """The squares of a Home Area (a color; `CRISIS_ZONE` for the Crisis Zone) and of one
        of its Sections, in map order; every square when both are None."""
        return [
            s.id
            for s in self.places.values()
            if (area is None or s.area == area) and (section is None or s.section == section)
        ]

    def control_points(self, area: str | None = None) -> list[str]:
        """The Control Points (5.13) of one Home Area, or of all, in map order."""
        return [s for s in self.squares(area) if self.places[s].control_point]

    def contest_modifier(self, square_id: str, color: str) -> str | None:
        """The Contest Table's modifier id for a Contester of ``color`` in ``square_id``
        (7.3): ``unfriendly-<section>`` in another color's Home Area; None in its own Home
        Area (7.0: "if the Contesting Pieces are not in their Home Area") and in the Crisis
        Zone, for which the table prints no modifier."""
        square = self.place(square_id)
        if square.area in (color, CRISIS_ZONE):
            return None
        return f"unfriendly-{square.section}"

    def election_modifier(self, square_id: str, color: str) -> str | None:
        """The Election Table's modifier id for a Constituency of ``color`` in ``square_id``
        (8.3): ``friendly-<section>`` in its own Home Area, ``crisis-zone`` in the Crisis
        Zone, None in another color's Home Area (the table prints no modifier for it)."""
        square = self.place(square_id)
        if square.area == CRISIS_ZONE:
            return CRISIS_ZONE
        if square.area == color:
            return f"friendly-{square.section}"
        return None

    # --- the display's own checks (the graph's are rules/core/maps.py's) ---

    @model_validator(mode="after")
    def _check_display(self) -> Self:
        zones = [s.id for s in self.places.values() if s.area == CRISIS_ZONE]
        if zones != [CRISIS_ZONE]:
            raise self._fail(
                f"the display needs exactly one Crisis Zone, id {CRISIS_ZONE!r} (5.3: one "
                f"large square); found: {', '.join(map(repr, zones)) or 'none'}"
            )
        drawn: dict[tuple[int, int], str] = {}
        for square in self.places.values():
            for cell in square.cells:
                if cell in drawn:
                    raise self._fail(
                        f"squares {drawn[cell]!r} and {square.id!r} both cover the grid cell "
                        f"col {cell[0]}, row {cell[1]}"
                    )
                drawn[cell] = square.id
        for square in self.places.values():
            for other in square.neighbours:
                if not square.shares_a_side(self.places[other]):
                    raise self._fail(
                        f"square {square.id!r} has a Path to {other!r}, but the two do not "
                        "share a side (1.23: Paths run from the side of a square to the side "
                        "of another, never from corner to corner)"
                    )
        for color in COLORS:
            for section in SECTIONS:
                if not self.squares(color, section):
                    raise self._fail(f"the {color} Home Area has no {section} square (2.1)")
        return self


def load_display(data: dict[str, Any] | None = None) -> Display:
    """The Game Display from ``display.toml`` (or ``data``, the same shape), checked: the
    graph's checks (rules/core/maps.py: every Path listed on both sides, every id known, every
    name unique) and the display's own. Raises `rules.core.maps.MapDataError`."""
    return maps.load_map(Display, PACKAGE, "display.toml", places="square", data=data)


# --- error reporting ---------------------------------------------------------------------------

M = TypeVar("M", bound=BaseModel)


def _problem(err: Any) -> str:
    where = ".".join(str(part) for part in err["loc"])
    text = str(err["ctx"]["error"]) if err["type"] == "value_error" else err["msg"]
    return f"{where}: {text}" if where else text


def _build(model: type[M], entry: Any, file: str, table: str, number: int) -> M:
    """One entry of a file as ``model``, or a `ComponentDataError` naming the entry."""
    label = repr(entry.get("id")) if isinstance(entry, dict) and "id" in entry else str(number)
    try:
        return model.model_validate(entry)
    except ValidationError as exc:
        problems = "; ".join(_problem(err) for err in exc.errors())
        raise ComponentDataError(f"{file}, [[{table}]] {label}: {problems}") from None


def _entries(data: dict[str, Any], table: str, file: str) -> list[Any]:
    extra = [key for key in data if key != table]
    if extra:
        raise ComponentDataError(f"{file} has a table {extra[0]!r}; it holds only [[{table}]]")
    rows = data.get(table, [])
    if not isinstance(rows, list) or not rows:
        raise ComponentDataError(f"{file} needs its entries as [[{table}]]")
    return rows


def _by_id(models: Iterable[M], file: str) -> dict[str, M]:
    found: dict[str, M] = {}
    for model in models:
        model_id = model.id  # type: ignore[attr-defined]
        if model_id in found:
            raise ComponentDataError(f"{file}: the id {model_id!r} is used twice")
        found[model_id] = model
    return found


def _did_you_mean(wrong: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(wrong, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _unique_names(things: Iterable[Any], file: str, fields: tuple[str, ...]) -> None:
    """No two entries share an id, name or alias, compared as players type them (`normalize`:
    case, accents and punctuation do not matter)."""
    seen: dict[str, str] = {}
    for thing in things:
        texts = [thing.id]
        for field in fields:
            value = getattr(thing, field)
            texts += value if isinstance(value, list) else [value]
        for text in dict.fromkeys(normalize(t) for t in texts):
            if not text:
                raise ComponentDataError(f"{file}: {thing.id!r} has an empty name or alias")
            if seen.get(text, thing.id) != thing.id:
                raise ComponentDataError(
                    f"{file}: the name {text!r} is used by both {seen[text]!r} and {thing.id!r}"
                )
            seen[text] = thing.id


# --- the Provinces -----------------------------------------------------------------------------


class Province(BaseModel):
    """A Province (2.2's abbreviations): its names, the abbreviation printed on its counters,
    and how many Constituency pieces it has."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    name_fr: str
    abbreviation: str
    constituencies: int = Field(ge=1)
    source: Source


def load_provinces(data: dict[str, Any] | None = None) -> dict[str, Province]:
    file = f"{PACKAGE}/provinces.toml"
    data = load_toml(PACKAGE, "provinces.toml") if data is None else data
    rows = _entries(data, "province", file)
    provinces = _by_id(
        (_build(Province, e, file, "province", n) for n, e in enumerate(rows, 1)), file
    )
    _unique_names(provinces.values(), file, ("name", "name_fr", "abbreviation"))
    return provinces


# --- the Issues --------------------------------------------------------------------------------


class Issue(BaseModel):
    """An Issue type (2.2: "printed on both sides — on one side in English and on the other
    side in French")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    name_fr: str
    aliases: list[str] = []
    source: Source


def load_issues(data: dict[str, Any] | None = None) -> dict[str, Issue]:
    file = f"{PACKAGE}/issues.toml"
    data = load_toml(PACKAGE, "issues.toml") if data is None else data
    rows = _entries(data, "issue", file)
    issues = _by_id((_build(Issue, e, file, "issue", n) for n, e in enumerate(rows, 1)), file)
    _unique_names(issues.values(), file, ("name", "name_fr", "aliases"))
    return issues


# --- the Political Pieces --------------------------------------------------------------------


class Piece(BaseModel):
    """An Active Piece's front side (2.2): its Contesting ``strength`` and its Movement
    Allowance (``movement``, in squares, 1.25). Constituencies and Premiers name their
    ``province``; no other kind does."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    kind: PieceKind
    name: str
    aliases: list[str] = []
    province: str | None = None
    strength: int = Field(ge=1)
    movement: int = Field(ge=1)
    source: Source

    @model_validator(mode="after")
    def _province(self) -> Self:
        if (self.kind in PROVINCIAL) != (self.province is not None):
            raise ValueError(
                f"a {self.kind} "
                + ("names its province" if self.kind in PROVINCIAL else "names no province")
                + " (only Constituencies and Premiers belong to a Province, 2.2)"
            )
        return self


def load_pieces(
    data: dict[str, Any] | None = None, *, provinces: dict[str, Province] | None = None
) -> dict[str, Piece]:
    """The Active Pieces, checked against the Provinces (``provinces``, else provinces.toml):
    each Province has as many Constituencies as it says and one Premier, and there is one
    Prime Minister."""
    file = f"{PACKAGE}/pieces.toml"
    data = load_toml(PACKAGE, "pieces.toml") if data is None else data
    rows = _entries(data, "piece", file)
    pieces = _by_id((_build(Piece, e, file, "piece", n) for n, e in enumerate(rows, 1)), file)
    _unique_names(pieces.values(), file, ("name", "aliases"))
    provinces = load_provinces() if provinces is None else provinces
    for piece in pieces.values():
        if piece.province is not None and piece.province not in provinces:
            raise ComponentDataError(
                f"{file}, [[piece]] {piece.id!r}: unknown province {piece.province!r}; the "
                f"provinces: {', '.join(provinces)}"
            )
    for province in provinces.values():
        mine = Counter(p.kind for p in pieces.values() if p.province == province.id)
        if mine["constituency"] != province.constituencies:
            raise ComponentDataError(
                f"{file}: {province.name} has {mine['constituency']} Constituency pieces, but "
                f"provinces.toml gives it {province.constituencies}"
            )
        if mine["premier"] != 1:
            raise ComponentDataError(
                f"{file}: {province.name} has {mine['premier']} Premier pieces; it has one (2.2)"
            )
    ministers = [p.id for p in pieces.values() if p.kind == "prime-minister"]
    if len(ministers) != 1:
        raise ComponentDataError(
            f"{file}: there is one Prime Minister piece (2.2); found {len(ministers)}"
        )
    return pieces


# --- the scenarios ---------------------------------------------------------------------------


class ColorSetup(BaseModel):
    """One color's part of a scenario (12.0): the Active Pieces of its Initial Deployment, as
    piece ids (a Premier listed when the scenario marks the color "(P)"), and its Victory
    Conditions, Issue id -> how many of that Issue it must control."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    pieces: list[str]
    victory: dict[str, Annotated[int, Field(ge=1)]]


# The scenario fields whose provenance `Scenario.sources` gives, one source each.
SOURCED = (
    "roles",
    "cards",
    "issues",
    "issues_each",
    "blue_area",
    "removed_cards",
    "government_votes",
    "pieces",
    "victory",
)


class Scenario(BaseModel):
    """A scenario (12.0): who plays (``roles``, in clockwise order), the Political Opportunity
    Cards each color is dealt at the start (``cards``), the Issue pieces in the game (``issues``,
    type -> count) and how many each player draws (``issues_each``; 3.0 step 2: one is left
    over, face up in the Crisis Zone), whether the Blue Home Area is in play (``blue_area``),
    the cards taken out of the deck (``removed_cards``), the Constituency votes that form a
    government (``government_votes``, 8.21), and per color its `ColorSetup`. ``sources`` says
    where each of these came from (keys: `SOURCED`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    rule: str
    description: str
    special_rules: list[str] = []  # as printed, for the lobby and the engine
    roles: list[Color]
    cards: dict[Color, Annotated[int, Field(ge=0)]]
    issues: dict[str, Annotated[int, Field(ge=1)]]
    issues_each: int = Field(ge=1)
    blue_area: bool
    removed_cards: list[Annotated[int, Field(ge=1, le=DECK)]] = []
    government_votes: int = Field(ge=1)
    red: ColorSetup | None = None
    orange: ColorSetup | None = None
    green: ColorSetup | None = None
    blue: ColorSetup | None = None
    source: Source
    sources: dict[str, Source]

    def setup(self, color: str) -> ColorSetup:
        """The ``color``'s part; a `KeyError` for a color that does not play."""
        found = getattr(self, color, None) if color in COLORS else None
        if found is None:
            raise KeyError(f"{color!r} does not play {self.name}; its roles: {self.roles}")
        return found

    def dealt(self) -> dict[str, Color]:
        """Piece id -> the color that starts with it."""
        return {piece: color for color in self.roles for piece in self.setup(color).pieces}

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if not self.roles or len(set(self.roles)) != len(self.roles):
            raise ValueError(f"roles must name each playing color once; got {self.roles}")
        if list(self.roles) != [c for c in COLORS if c in self.roles]:
            raise ValueError(
                f"roles run clockwise around the display (4.2): {', '.join(COLORS)}; got "
                f"{', '.join(self.roles)}"
            )
        for color in COLORS:
            given = getattr(self, color) is not None
            if given != (color in self.roles):
                raise ValueError(
                    f"[scenario.{color}] is "
                    + ("given but the color does not play" if given else "missing")
                    + f" (roles: {', '.join(self.roles)})"
                )
        if set(self.cards) != set(self.roles):
            raise ValueError(
                f"cards must give each role's starting hand (12.0); got {sorted(self.cards)}"
            )
        total, wanted = sum(self.issues.values()), len(self.roles) * self.issues_each + 1
        if total != wanted:
            raise ValueError(
                f"the game has {total} Issue pieces, but {len(self.roles)} players drawing "
                f"{self.issues_each} each and one left over for the Crisis Zone make {wanted} "
                "(3.0 step 2)"
            )
        if "blue" in self.roles and not self.blue_area:
            raise ValueError("Blue plays, so the Blue Home Area is in play: blue_area = true")
        repeated = [n for n, k in Counter(self.removed_cards).items() if k > 1]
        if repeated:
            raise ValueError(f"removed_cards lists card {repeated[0]} twice")
        for color in self.roles:
            for issue, count in self.setup(color).victory.items():
                if issue not in self.issues:
                    raise ValueError(
                        f"{color}'s victory needs {issue!r}, which is not one of the "
                        f"scenario's Issues ({', '.join(self.issues)})"
                    )
                if count > self.issues[issue]:
                    raise ValueError(
                        f"{color}'s victory needs {count} {issue!r}, but the game has only "
                        f"{self.issues[issue]}"
                    )
        missing = [f for f in SOURCED if f not in self.sources]
        unknown = [f for f in self.sources if f not in SOURCED]
        if missing or unknown:
            raise ValueError(
                "sources must give one source for each of "
                + ", ".join(SOURCED)
                + (f"; missing: {', '.join(missing)}" if missing else "")
                + (f"; unknown: {', '.join(unknown)}" if unknown else "")
            )
        return self


def load_scenarios(
    data: dict[str, Any] | None = None,
    *,
    pieces: dict[str, Piece] | None = None,
    issues: dict[str, Issue] | None = None,
) -> dict[str, Scenario]:
    """The scenarios, checked against the pieces and the Issues (``pieces``, ``issues``, else
    pieces.toml and issues.toml): every piece dealt exists and is dealt once, every Issue
    exists, and the votes that form a government are a majority of the Constituencies dealt
    (8.21)."""
    file = f"{PACKAGE}/scenarios.toml"
    data = load_toml(PACKAGE, "scenarios.toml") if data is None else data
    rows = _entries(data, "scenario", file)
    scenarios = _by_id(
        (_build(Scenario, e, file, "scenario", n) for n, e in enumerate(rows, 1)), file
    )
    pieces = load_pieces() if pieces is None else pieces
    issues = load_issues() if issues is None else issues
    for scenario in scenarios.values():
        where = f"{file}, [[scenario]] {scenario.id!r}"
        for issue in scenario.issues:
            if issue not in issues:
                raise ComponentDataError(
                    f"{where}: unknown Issue {issue!r}; the Issues: {', '.join(issues)}"
                )
        holders: dict[str, str] = {}
        for color in scenario.roles:
            for piece in scenario.setup(color).pieces:
                if piece not in pieces:
                    raise ComponentDataError(
                        f"{where}: {color}'s pieces name unknown piece {piece!r}"
                        + _did_you_mean(piece, pieces)
                    )
                if piece in holders:
                    raise ComponentDataError(
                        f"{where}: piece {piece!r} is dealt twice ({holders[piece]} and {color})"
                    )
                holders[piece] = color
        voters = sum(1 for p in holders if pieces[p].kind == "constituency")
        if not voters // 2 < scenario.government_votes <= voters:
            raise ComponentDataError(
                f"{where}: government_votes {scenario.government_votes} is not a majority of "
                f"the {voters} Constituencies in play ({voters // 2 + 1} to {voters}; 8.21)"
            )
    return scenarios


# --- the files against each other --------------------------------------------------------------


def check_components(
    *,
    display: Display | None = None,
    pieces: dict[str, Piece] | None = None,
    scenarios: dict[str, Scenario] | None = None,
) -> None:
    """Check that every scenario can be set up on the display (3.0 step 3): each color arranges
    its pieces in its own Home Area, at most `MAX_ACTIVE` Active Pieces and `MAX_ISSUES` Issue
    in a square, so it needs at least ceil(pieces / 2) squares, and its ``issues_each`` Issues
    each need a square of their own holding a Constituency or a Control Point (5.13). Loads
    the shipped (or the owner's) files for what is not given. Raises `ComponentDataError`."""
    display = load_display() if display is None else display
    pieces = load_pieces() if pieces is None else pieces
    scenarios = load_scenarios(pieces=pieces) if scenarios is None else scenarios
    for scenario in scenarios.values():
        for color in scenario.roles:
            where = f"{PACKAGE}: scenario {scenario.id!r}, {color}"
            mine = scenario.setup(color).pieces
            squares = display.squares(color)
            needed = math.ceil(len(mine) / MAX_ACTIVE)
            if needed > len(squares):
                raise ComponentDataError(
                    f"{where}: {len(mine)} Active Pieces need {needed} squares at "
                    f"{MAX_ACTIVE} a square, but the {color} Home Area has {len(squares)} (3.0)"
                )
            constituencies = sum(1 for p in mine if pieces[p].kind == "constituency")
            holds = min(len(squares), constituencies + len(display.control_points(color)))
            if scenario.issues_each > holds:
                raise ComponentDataError(
                    f"{where}: {scenario.issues_each} Issues need {scenario.issues_each} squares "
                    f"each with a Constituency or a Control Point, but the color has "
                    f"{constituencies} Constituencies and its Home Area "
                    f"{len(display.control_points(color))} Control Points (3.0, 5.13)"
                )
