"""The Canadian Civil War board image: the Game Display (1.23, 2.1) as the data draws it, and the
players' tracks.

The display: every square is a box on the 10 x 10 grid where ``display.toml`` places it (its
``col``, ``row``, ``width`` and ``height``), tinted by its Home Area's colour, the Grassroots
Section the deepest and the Administrative the palest, and named ("Red A1"); a Control Point
carries the printed black disc with a "C" (2.1). Paths are bars across the gap between two
squares that share a side (1.23): where two squares touch with no Path, the gap stays open. The
Crisis Zone is one large square in the middle holding any number of stacks (5.3), each drawn as
a small card, the cards made smaller as they grow in number so that all of them are drawn. In
the Quiet Revolution the Blue Home Area is not used (12.1): it is greyed out.

Every Active Piece is a chip in its colour with a short name and its Contesting Strength (2.2).
Provinces are named as the bilingual counters print them, with their accents ("Québec 1"); a
name too long for its chip falls back to the counter's abbreviation ("Sas 1", "Hlth-Wlf"). An
Issue is a chip of its own: face down a neutral back reading "Issue", never its kind; face up
its English and French names (2.2: the counters print both), edged in the colour of whoever
controls it.

Around the display: a bar on top with the Game-Turn, the phasing Player and the phase and the
last roll; on the right each Player's tracks (Issues and Constituencies controlled, 2.1), cards
in hand, the deck and its discards, and a legend.

The National Emergency (10.0), once attempted (``data["emergency"]``), draws the same display
with what the war shows instead. Military Units are chips in their Side's colour (10.27: all the
Government's one colour, all the Rebels' the other), solid for a Federal unit and pale, edged,
for a Militia unit, with their designation and their values as 2.2 prints them ("3-5", a
Francophone "3F5"). Active Pieces show their backs (10.3): the chip in their player's colour,
the back's values on a badge in their Side's colour, the strength parenthesized because a back
defends only ("(1)-3", 2.2, 10.71). The bar says the Game-Turn of six, the Phasing Side and the
phase (or that an attempt is under way, and by whom); the panel holds the turn track, the Sides
with their players, the units each has on the display and has lost, the Rebel Constituencies
left (11.23, 11.24) and the neutrals, out of the game (10.14), and a legend of the war's chips.

It draws only ``Board.data`` (rules/canadian_civil_war/views.py ``board_data``), which is
public, and the display's fixed facts (``DISPLAY``, the pieces' and Provinces' printed names).
What no game changes (the paper, the Paths, the legend) is drawn once per process and reused.
"""

from __future__ import annotations

import math
import unicodedata
from functools import lru_cache
from typing import Literal

from PIL import Image
from pydantic import BaseModel, NonNegativeInt, PositiveInt, model_validator

from rules.canadian_civil_war.components import DISPLAY, ISSUES, PIECES, PROVINCES
from rules.canadian_civil_war.data import (
    COLORS,
    CRISIS_ZONE,
    GRID,
    SECTIONS,
    VIEWPOINTS,
    Color,
    PieceKind,
    Square,
)
from rules.canadian_civil_war.state import Side, Stage
from rules.core.protocol import Board

from .canvas import Canvas, Colour, fit, printable, text_width

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Count = NonNegativeInt


# --- the data the rules put in Board.data (rules/canadian_civil_war/views.py, board_data) ---
class PieceData(BaseModel):
    kind: PieceKind
    color: Color
    name: str
    strength: Count
    # In a National Emergency (10.3): the Side it fights for (None: a neutral's, 10.14) and its
    # back, [Combat Strength, Movement Allowance], the strength defending only (2.2, 10.71).
    side: Side | None = None
    back: tuple[Count, Count] | None = None


class UnitData(BaseModel):
    """A Military Unit of the National Emergency (1.22, 2.2, 10.2)."""

    id: str
    name: str
    designation: str
    kind: Literal["federal", "militia"]
    side: Side
    strength: Count
    movement: Count
    francophone: bool = False


class IssueData(BaseModel):
    kind: str | None = None  # None: face down
    name: str | None = None
    name_fr: str | None = None
    controller: Color | None = None


class StackData(BaseModel):
    where: str
    stack: Count = 0
    pieces: list[PieceData] = []
    units: list[UnitData] = []
    issue: IssueData | None = None


class EmergencyData(BaseModel):
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


class BoardData(BaseModel):
    turn: Count
    phase: str
    player: Color
    over: bool = False
    winners: list[Color] = []
    colors: list[Color]
    blue_area: bool = True
    stacks: list[StackData]
    issues: dict[Color, Count] = {}
    constituencies: dict[Color, Count] = {}
    hands: dict[Color, Count] = {}
    deck: Count
    discards: Count
    last_roll: str = ""
    emergency: EmergencyData | None = None

    @model_validator(mode="after")
    def _known_squares(self) -> BoardData:
        unknown = sorted({s.where for s in self.stacks if s.where not in DISPLAY.places})
        if unknown:
            raise ValueError(f"squares not on the Canadian Civil War display: {unknown}")
        return self


# --- look ---
CELL = 84  # one grid cell, squares included the gap between them
GAP = 8  # between two squares: a Path bridges it
MARGIN = 12
BAR_HEIGHT = 40
GRID_LEFT = MARGIN
GRID_TOP = BAR_HEIGHT + MARGIN
GRID_SIZE = GRID * CELL - GAP
PANEL_WIDTH = 330
WIDTH = GRID_LEFT + GRID_SIZE + 2 * MARGIN + PANEL_WIDTH
HEIGHT = GRID_TOP + GRID_SIZE + MARGIN
PANEL_BOX: Box = (WIDTH - MARGIN - PANEL_WIDTH, GRID_TOP, WIDTH - MARGIN, HEIGHT - MARGIN)

PAPER: Colour = (236, 234, 228)
INK: Colour = (30, 32, 36)
MUTED: Colour = (96, 100, 108)
RULE: Colour = (196, 198, 200)
BAR: Colour = (32, 34, 40)
BAR_TEXT: Colour = (244, 244, 240)
GOLD: Colour = (240, 188, 40)
PANEL: Colour = (250, 250, 247)
WHITE: Colour = (255, 255, 255)
PATH_COLOUR: Colour = (92, 94, 100)
ZONE_FILL: Colour = (222, 220, 230)
ZONE_EDGE: Colour = (104, 96, 130)
CARD_FILL: Colour = (246, 245, 250)
ISSUE_BACK: Colour = (176, 160, 128)  # a face-down Issue: the counter's back, no kind
ISSUE_FACE: Colour = (255, 252, 240)
UNCONTROLLED: Colour = (150, 150, 146)
UNUSED: Colour = (214, 214, 212)  # the Blue Home Area when it is not used (12.1)
UNUSED_EDGE: Colour = (176, 176, 174)
EMERGENCY: Colour = (176, 26, 36)  # the National Emergency's banner
# The two Sides' colours (10.27), apart from the four players' and the squares' tints.
SIDE_COLOUR: dict[str, Colour] = {"government": (38, 46, 70), "rebel": (124, 40, 140)}
NEUTRAL_SIDE: Colour = (140, 140, 136)  # a neutral's piece (10.14), should one be drawn
MILITIA_LIGHT = 0.66  # how far a Militia chip's fill is mixed toward white
SIDE_NAME = {"government": "Government Side", "rebel": "Rebel Side"}
STAGE_NAME = {
    "attempt": "the attempt (10.1)",
    "callup": "Government call-up (10.23)",
    "deploy": "Deployment (10.3)",
    "movement": "Movement Phase",
    "combat": "Combat Phase",
}

COLOUR: dict[str, Colour] = {
    "red": (186, 30, 42),
    "orange": (214, 110, 12),
    "green": (36, 128, 60),
    "blue": (34, 76, 168),
}
NAME = {"red": "Red", "orange": "Orange", "green": "Green", "blue": "Blue"}
SECTION_NAME = {
    "administrative": "Administrative",
    "legislative": "Legislative",
    "grassroots": "Grassroots",
}
# How far each Section's tint is mixed toward white: the Grassroots deepest (the safest, 2.1).
SECTION_LIGHT = {"administrative": 0.86, "legislative": 0.76, "grassroots": 0.64}
# The names printed on the counters where the full name is long (2.2).
COUNTER_NAMES = {
    "National Health & Welfare": "Hlth-Wlf",
    "Intellectuals": "Intellctl",
    "Francophone": "Francphn",
    "Transportation": "Transport",
    "Petroleum": "Petro",
    "Hydro-Electric Power": "Hydro",
    "Prime Minister": "PM",
}

PAD = 4
HEADER = 13  # a square's name line
CP = 12  # the Control Point disc
ISSUE_WORD = "Issue"


class Tier(BaseModel):
    """One size of chips: a piece chip's height and font, the least card width that shows
    them, and an Issue chip's height when it shows two names."""

    height: int
    size: int
    min_width: int
    gap: int = 2  # between two chips

    @property
    def issue_height(self) -> int:
        return 2 * self.size + 4


TIERS = (
    Tier(height=14, size=10, min_width=68),
    Tier(height=12, size=9, min_width=62),
    Tier(height=10, size=8, min_width=56),
    Tier(height=9, size=7, min_width=50),
)
# In a National Emergency a square may hold a Military Unit and two pieces, and right after
# deployment more Militia, overstacked (10.3): one more, tighter size, for them all to show.
EMERGENCY_TIERS = (*TIERS, Tier(height=8, size=7, min_width=48, gap=1))
CHIP_GAP = 2
LEAST_SIZE = 7  # the smallest text of the National Emergency's chips
STACK_GAP = 4  # between two stacks' cards in the Crisis Zone
ZONE_TITLE = 16
ZONE_MIN_COLUMNS = 3
CARD_MAX_WIDTH = 150


# --- the names drawn ---
def _mix(colour: Colour, toward: Colour, t: float) -> Colour:
    r, g, b = (round(c * (1 - t) + p * t) for c, p in zip(colour, toward, strict=True))
    return r, g, b


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@lru_cache(maxsize=1)
def _pieces_by_name() -> dict[str, tuple[str, str, str]]:
    """A Provincial piece's printed name -> (its Province's English name, the Province as the
    bilingual counters print it, its abbreviation). The French spelling is used where it is the
    same word with its accents ("Québec"); a wholly French name ("Terre-Neuve") is not the
    English side's."""
    found = {}
    for piece in PIECES.values():
        if piece.province is None:
            continue
        province = PROVINCES[piece.province]
        shown = province.name_fr if _plain(province.name_fr) == province.name else province.name
        found[piece.name] = (province.name, shown, province.abbreviation)
    return found


def piece_names(piece: PieceData) -> list[str]:
    """The names a piece's chip may show, longest first: its printed name with the Province as
    the counters spell it ("Québec 1", "Prem Québec"), then the counter's abbreviation."""
    known = _pieces_by_name().get(piece.name)
    if known is None:
        names = [piece.name]
        if piece.name in COUNTER_NAMES:
            names.append(COUNTER_NAMES[piece.name])
        return [printable(n) for n in names]
    english, shown, abbreviation = known
    if piece.kind == "premier":
        names = [f"Prem {shown}", f"Prem {abbreviation}"]
    else:
        number = piece.name.removeprefix(english).strip()
        names = [f"{shown} {number}".strip(), f"{abbreviation} {number}".strip()]
    return [printable(n) for n in names]


def issue_names(issue: IssueData) -> list[str]:
    """What an Issue chip reads: face down only "Issue", whatever else the data holds (its kind
    is secret); face up its English name and its French one where that differs (2.2)."""
    if issue.kind is None:
        return [ISSUE_WORD]
    known = ISSUES.get(issue.kind)
    name = issue.name or (known.name if known else issue.kind)
    french = issue.name_fr or (known.name_fr if known else None)
    names = [printable(name)]
    if french and printable(french) != names[0]:
        names.append(printable(french))
    return names


# --- the layout: computed once from the display ---
def _box_of(square: Square) -> Box:
    x0 = GRID_LEFT + square.col * CELL
    y0 = GRID_TOP + square.row * CELL
    return (x0, y0, x0 + square.width * CELL - GAP, y0 + square.height * CELL - GAP)


@lru_cache(maxsize=1)
def layout() -> dict[str, Box]:
    """Square id -> its box in image pixels."""
    return {square.id: _box_of(square) for square in DISPLAY.places.values()}


def label_boxes(board: Board) -> dict[str, Box]:
    """Square id -> the pixel box of the square (validating ``board`` like `render`)."""
    BoardData.model_validate(board.data)
    return dict(layout())


def _zone_inner() -> Box:
    x0, y0, x1, y1 = layout()[CRISIS_ZONE]
    return (x0 + PAD, y0 + ZONE_TITLE + PAD, x1 - PAD, y1 - PAD)


def _items_height(pieces: int, issue: bool, tier: Tier, two_lines: bool) -> float:
    """The height of ``pieces`` chips (pieces and Military Units) and an ``issue``."""
    chips = pieces * tier.height + (
        (tier.issue_height if two_lines else tier.height) if issue else 0
    )
    count = pieces + (1 if issue else 0)
    return chips + tier.gap * max(0, count - 1)


class Card(BaseModel):
    """Where a Crisis Zone stack is drawn: its card, the chips' tier (None: too many stacks for
    names, the card shows a coloured strip per piece) and whether an Issue shows two names."""

    box: Box
    tier: Tier | None
    two_lines: bool = False


def _card_height(stack: StackData, tier: Tier, two_lines: bool) -> float:
    chips = len(stack.pieces) + len(stack.units)
    return _items_height(chips, stack.issue is not None, tier, two_lines) + 6


def _tiers(data: BoardData) -> tuple[Tier, ...]:
    return TIERS if data.emergency is None else EMERGENCY_TIERS


def _zone_cards(stacks: list[StackData], tiers: tuple[Tier, ...] = TIERS) -> list[Card]:
    """The Crisis Zone's stacks laid out in columns, each stack a card as tall as what it
    holds, put in the shortest column so far: the largest chips of ``tiers`` for which every
    stack finds room; if none, a plain grid of cards with coloured strips."""
    n = len(stacks)
    if not n:
        return []
    x0, y0, x1, y1 = _zone_inner()
    width, height = x1 - x0, y1 - y0
    for tier in tiers:
        for two_lines in (True, False):
            for cols in range(min(n, ZONE_MIN_COLUMNS), n + 1):
                card_w = (width - (cols - 1) * STACK_GAP) / cols
                if card_w < tier.min_width:
                    break
                card_w = min(card_w, CARD_MAX_WIDTH)
                tops = [y0] * cols
                cards = []
                for stack in stacks:
                    col = min(range(cols), key=lambda c: (tops[c], c))
                    left = x0 + col * (card_w + STACK_GAP)
                    bottom = tops[col] + _card_height(stack, tier, two_lines)
                    cards.append(
                        Card(
                            box=(left, tops[col], left + card_w, bottom),
                            tier=tier,
                            two_lines=two_lines,
                        )
                    )
                    tops[col] = bottom + STACK_GAP
                if max(c.box[3] for c in cards) <= y1:
                    return cards
    cols = math.ceil(math.sqrt(n))
    rows = math.ceil(n / cols)
    card_w = (width - (cols - 1) * STACK_GAP) / cols
    card_h = (height - (rows - 1) * STACK_GAP) / rows
    found = []
    for k in range(n):
        row, col = divmod(k, cols)
        left = x0 + col * (card_w + STACK_GAP)
        top = y0 + row * (card_h + STACK_GAP)
        found.append(Card(box=(left, top, left + card_w, top + card_h), tier=None))
    return found


def zone_boxes(board: Board) -> list[Box]:
    """The card of every stack in the Crisis Zone, in the stacks' order (validating ``board``
    like `render`)."""
    data = BoardData.model_validate(board.data)
    return [card.box for card in _zone_cards(_zone_stacks(data), _tiers(data))]


def _zone_stacks(data: BoardData) -> list[StackData]:
    return sorted((s for s in data.stacks if s.where == CRISIS_ZONE), key=lambda s: s.stack)


# --- drawing ---
class DisplayCanvas(Canvas):
    """The shared canvas, plus pasting a cached drawing, and a record of every text drawn (its
    box in image pixels), for the tests."""

    def __init__(self, width: int, height: int, background: Colour) -> None:
        super().__init__(width, height, background)
        self.labels: list[tuple[str, Box]] = []

    def drawn(
        self, text: str, xy: tuple[float, float], size: int, *, anchor: str, bold: bool
    ) -> None:
        self.labels.append((text, self.text_box(text, xy, size, anchor=anchor, bold=bold)))

    def paste(self, image: Image.Image, labels: list[tuple[str, Box]]) -> None:
        """An image of canvas resolution laid over the top left corner, with its labels."""
        self._image.paste(image, (0, 0))
        self.labels.extend(labels)

    def scaled_image(self) -> Image.Image:
        return self._image


def render(board: Board) -> bytes:
    """PNG bytes of the board. Raises pydantic's ValidationError if its data is not as above."""
    return _draw(BoardData.model_validate(board.data)).png()


def labels(board: Board) -> list[tuple[str, Box]]:
    """Every text the image of ``board`` draws, with its box in image pixels."""
    return _draw(BoardData.model_validate(board.data)).labels


def _draw(data: BoardData) -> DisplayCanvas:
    canvas = DisplayCanvas(WIDTH, HEIGHT, PAPER)
    canvas.paste(*_base(data.emergency is not None))
    boxes = layout()
    tiers = _tiers(data)
    here: dict[str, list[StackData]] = {}
    for stack in data.stacks:
        here.setdefault(stack.where, []).append(stack)
    for square in DISPLAY.places.values():
        if square.id == CRISIS_ZONE:
            _draw_zone(canvas, _zone_stacks(data), tiers)
        else:
            unused = square.area == "blue" and not data.blue_area
            stacks = here.get(square.id, [])
            _draw_square(canvas, square, boxes[square.id], stacks, unused, tiers)
    if data.emergency is None:
        _draw_bar(canvas, data)
        _draw_panel(canvas, data)
    else:
        _draw_emergency_bar(canvas, data, data.emergency)
        _draw_emergency_panel(canvas, data, data.emergency)
    return canvas


@lru_cache(maxsize=2)
def _base(emergency: bool = False) -> tuple[Image.Image, list[tuple[str, Box]]]:
    """What no game changes, at canvas resolution: the paper, the Paths, the legend (the
    political game's, or the National Emergency's)."""
    canvas = DisplayCanvas(WIDTH, HEIGHT, PAPER)
    boxes = layout()
    for square in DISPLAY.places.values():
        for other in square.neighbours:
            if other > square.id:
                canvas.rect(_path_bar(boxes[square.id], boxes[other]), PATH_COLOUR)
    canvas.rect(PANEL_BOX, PANEL, outline=RULE, radius=8)
    if emergency:
        _draw_emergency_legend(canvas)
    else:
        _draw_legend(canvas)
    return canvas.scaled_image(), canvas.labels


def _path_bar(a: Box, b: Box) -> Box:
    """The bar across the gap between two squares that share a side, at the middle of the
    side they share."""
    half = 7
    if a[2] <= b[0] or b[2] <= a[0]:  # side by side
        left, right = (a[2], b[0]) if a[2] <= b[0] else (b[2], a[0])
        mid = (max(a[1], b[1]) + min(a[3], b[3])) / 2
        return (left - 1, mid - half, right + 1, mid + half)
    top, bottom = (a[3], b[1]) if a[3] <= b[1] else (b[3], a[1])
    mid = (max(a[0], b[0]) + min(a[2], b[2])) / 2
    return (mid - half, top - 1, mid + half, bottom + 1)


def _square_colours(square: Square, unused: bool) -> tuple[Colour, Colour]:
    """A square's fill and edge."""
    if unused:
        return UNUSED, UNUSED_EDGE
    colour = COLOUR[square.area]
    return _mix(colour, WHITE, SECTION_LIGHT[square.section]), _mix(colour, WHITE, 0.3)


def _draw_square(
    canvas: DisplayCanvas,
    square: Square,
    box: Box,
    stacks: list[StackData],
    unused: bool,
    tiers: tuple[Tier, ...] = TIERS,
) -> None:
    fill, edge = _square_colours(square, unused)
    canvas.rect(box, fill, outline=edge, width=1, radius=4)
    x0, y0, x1, y1 = box
    ink = MUTED if unused else INK
    name_right = x1 - PAD - (CP + 2 if square.control_point else 0)
    name, size = _first_fit([square.name, *square.aliases], (10, 9), name_right - x0 - PAD)
    canvas.text(
        (x0 + PAD, y0 + 2 + HEADER / 2),
        name,
        size,
        ink,
        anchor="lm",
        bold=True,
        max_width=name_right - x0 - PAD,
    )
    if square.control_point:
        _control_point(canvas, x1 - PAD - CP, y0 + 2 + (HEADER - CP) / 2, CP)
    top = y0 + 2 + HEADER + 1
    if unused:
        canvas.text((x0 + PAD, top + 6), "not used", 9, MUTED, anchor="lm")
        top += 13
    pieces = [p for s in stacks for p in s.pieces]
    issues = [s.issue for s in stacks if s.issue is not None]
    units = [u for s in stacks for u in s.units]
    box = (x0 + PAD, top, x1 - PAD, y1 - 3)
    _draw_items(canvas, pieces, issues, box, units=units, tiers=tiers)


def _control_point(canvas: DisplayCanvas, x: float, y: float, d: float) -> None:
    """The printed Control Point: a black disc with a "C" (2.1)."""
    canvas.ellipse((x, y, x + d, y + d), (16, 16, 18))
    canvas.text((x + d / 2, y + d / 2), "C", round(d * 0.75), WHITE, anchor="mm", bold=True)


def _pick_tier(
    pieces: int, issues: int, height: float, tiers: tuple[Tier, ...] = TIERS
) -> tuple[Tier, bool]:
    """The largest chips of ``tiers`` (and whether an Issue shows two lines) that fit
    ``height``: ``pieces`` chips (pieces and Military Units) and ``issues``."""
    for tier in tiers:
        for two_lines in (True, False):
            need = pieces * tier.height + issues * (tier.issue_height if two_lines else tier.height)
            need += tier.gap * max(0, pieces + issues - 1)
            if need <= height:
                return tier, two_lines
    return tiers[-1], False


def _draw_items(
    canvas: DisplayCanvas,
    pieces: list[PieceData],
    issues: list[IssueData],
    box: Box,
    sized: tuple[Tier, bool] | None = None,
    units: list[UnitData] | None = None,
    tiers: tuple[Tier, ...] = TIERS,
) -> None:
    """A stack's Military Units, pieces and Issue, one chip each from the top of ``box``: the
    chips ``sized`` (their tier, and whether an Issue shows two names), else the largest of
    ``tiers`` that fit, and a last "+n" chip for what still finds no room."""
    x0, y0, x1, y1 = box
    units = units or []
    chips = len(pieces) + len(units)
    tier, two_lines = sized or _pick_tier(chips, len(issues), y1 - y0, tiers)
    items: list[UnitData | PieceData | IssueData] = [*units, *pieces, *issues]
    y = y0
    for n, item in enumerate(items):
        h = tier.issue_height if isinstance(item, IssueData) and two_lines else tier.height
        rest = len(items) - n
        # Room for this chip, and for at least a "+n" chip after it if more follow.
        after = tier.gap + tier.height if rest > 1 else 0
        if y + h + after > y1:
            if y + tier.height <= y1:
                _more(canvas, (x0, y, x1, y + tier.height), rest, tier)
            return
        chip = (x0, y, x1, y + h)
        if isinstance(item, IssueData):
            _issue_chip(canvas, chip, item, tier, two_lines)
        elif isinstance(item, UnitData):
            _unit_chip(canvas, chip, item, tier)
        elif item.back is not None:
            _back_chip(canvas, chip, item, tier)
        else:
            _piece_chip(canvas, chip, item, tier)
        y += h + tier.gap


def _first_fit(names: list[str], sizes: tuple[int, ...], room: float) -> tuple[str, int]:
    """The first of ``names`` that fits ``room`` in bold at one of ``sizes`` (the largest that
    fits); else the last name at the smallest size (to be cut with an ellipsis)."""
    for name in names:
        for size in sizes:
            if text_width(printable(name), size, bold=True) <= room:
                return name, size
    return names[-1], sizes[-1]


def _more(canvas: DisplayCanvas, box: Box, hidden: int, tier: Tier) -> None:
    canvas.rect(box, MUTED, radius=2)
    canvas.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        f"+{hidden}",
        tier.size,
        WHITE,
        anchor="mm",
        bold=True,
        max_width=box[2] - box[0] - 2,
    )


def _piece_chip(canvas: DisplayCanvas, box: Box, piece: PieceData, tier: Tier) -> None:
    x0, y0, x1, y1 = box
    canvas.rect(box, COLOUR[piece.color], radius=2)
    mid = (y0 + y1) / 2
    # The Contesting Strength on a white badge at the right, apart from the name's number.
    strength = str(min(piece.strength, 99))
    badge = text_width(strength, tier.size, bold=True) + 4
    canvas.rect((x1 - 1 - badge, y0 + 1, x1 - 1, y1 - 1), WHITE, radius=2)
    colour = COLOUR[piece.color]
    canvas.text((x1 - 1 - badge / 2, mid), strength, tier.size, colour, anchor="mm", bold=True)
    room = x1 - x0 - 2 - badge - 3
    name, size = _first_fit(piece_names(piece), (tier.size, tier.size - 1), room)
    canvas.text((x0 + 2, mid), name, size, WHITE, anchor="lm", bold=True, max_width=room)


def unit_values(unit: UnitData) -> str:
    """A Military Unit's values as 2.2 prints them: Combat Strength, "F" for a Francophone
    unit (else a dash), Movement Allowance: "3-5", "3F5"."""
    return f"{min(unit.strength, 99)}{'F' if unit.francophone else '-'}{min(unit.movement, 99)}"


def back_values(piece: PieceData) -> str:
    """An Active Piece's back (10.3): its Combat Strength in parentheses, for it defends only
    (2.2, 10.71), and its Movement Allowance: "(1)-3"."""
    strength, movement = piece.back or (piece.strength, 0)
    return f"({min(strength, 99)})-{min(movement, 99)}"


def _badge(
    canvas: DisplayCanvas,
    box: Box,
    text: str,
    size: int,
    fill: Colour,
    ink: Colour,
    outline: Colour | None = None,
    pad: float = 4,
) -> float:
    """``text`` on a badge at the right end of a chip's ``box``, inset by a pixel unless the
    chip is too low for it; returns the badge's width."""
    _, y0, x1, y1 = box
    width = text_width(text, size, bold=True) + pad
    inset = 1 if y1 - y0 >= 10 else 0
    badge = (x1 - inset - width, y0 + inset, x1 - inset, y1 - inset)
    canvas.rect(badge, fill, outline=outline if inset else None, radius=2)
    canvas.text((x1 - inset - width / 2, (y0 + y1) / 2), text, size, ink, anchor="mm", bold=True)
    return width


def _chip_name(
    canvas: DisplayCanvas, box: Box, names: list[str], badge: float, tier: Tier, ink: Colour
) -> None:
    """The first of ``names`` that fits a chip left of its badge, at the left: at the chip's
    size or one less, else (rather than cut) smaller, down to `LEAST_SIZE`."""
    x0, y0, x1, y1 = box
    room = x1 - x0 - 2 - badge - 3
    sizes = tuple(range(tier.size, LEAST_SIZE - 1, -1)) or (LEAST_SIZE,)
    name, size = _first_fit(names, sizes[:2], room)
    if text_width(printable(name), size, bold=True) > room:
        name, size = _first_fit(names, sizes, room)
    canvas.text((x0 + 2, (y0 + y1) / 2), name, size, ink, anchor="lm", bold=True, max_width=room)


def _unit_chip(canvas: DisplayCanvas, box: Box, unit: UnitData, tier: Tier) -> None:
    """A Military Unit in its Side's colour (10.27): solid for a Federal unit, pale and edged
    for a Militia unit; its designation, and its values on a badge at the right (2.2)."""
    side = SIDE_COLOUR[unit.side]
    federal = unit.kind == "federal"
    fill, ink = (side, WHITE) if federal else (_mix(side, WHITE, MILITIA_LIGHT), side)
    canvas.rect(box, fill, outline=side, radius=2)
    badge = _badge(canvas, box, unit_values(unit), tier.size, ink, fill if federal else WHITE)
    _chip_name(canvas, box, [printable(unit.designation)], badge, tier, ink)


def _back_chip(canvas: DisplayCanvas, box: Box, piece: PieceData, tier: Tier) -> None:
    """An Active Piece on its back (10.3): its player's colour, its name, and its back's values
    on a badge in its Side's colour, edged in white."""
    canvas.rect(box, COLOUR[piece.color], radius=2)
    side = SIDE_COLOUR[piece.side] if piece.side else NEUTRAL_SIDE
    size = max(tier.size - 2, LEAST_SIZE)
    badge = _badge(canvas, box, back_values(piece), size, side, WHITE, outline=WHITE, pad=3)
    _chip_name(canvas, box, piece_names(piece), badge, tier, WHITE)


def _issue_chip(
    canvas: DisplayCanvas, box: Box, issue: IssueData, tier: Tier, two_lines: bool
) -> None:
    """Face down: the neutral back and "Issue". Face up: its names on the counter's face. The
    edge and the disc at its right: the colour of whoever controls it (grey: nobody)."""
    x0, y0, x1, y1 = box
    owner = COLOUR[issue.controller] if issue.controller else UNCONTROLLED
    face_down = issue.kind is None
    canvas.rect(box, ISSUE_BACK if face_down else ISSUE_FACE, outline=owner, width=2, radius=3)
    d = min(tier.height - 6, 8)
    canvas.ellipse((x1 - 3 - d, y0 + 3, x1 - 3, y0 + 3 + d), owner)
    room = x1 - x0 - 6 - d - 4
    ink = WHITE if face_down else INK
    names = issue_names(issue)
    size = tier.size - (0 if face_down else 1)
    if len(names) == 2 and two_lines:
        line = (y1 - y0) / 2
        canvas.text(
            (x0 + 4, y0 + line / 2 + 1), names[0], size, ink, anchor="lm", bold=True, max_width=room
        )
        canvas.text(
            (x0 + 4, y0 + line * 1.5 - 1), names[1], size, MUTED, anchor="lm", max_width=room
        )
    else:
        canvas.text(
            (x0 + 4, (y0 + y1) / 2),
            "/".join(names),
            size,
            ink,
            anchor="lm",
            bold=True,
            max_width=room,
        )


def _draw_zone(
    canvas: DisplayCanvas, stacks: list[StackData], tiers: tuple[Tier, ...] = TIERS
) -> None:
    box = layout()[CRISIS_ZONE]
    canvas.rect(box, ZONE_FILL, outline=ZONE_EDGE, width=2, radius=6)
    x0, y0, x1, _ = box
    title = "CRISIS ZONE"
    canvas.text(
        (x0 + PAD + 2, y0 + 3 + ZONE_TITLE / 2), title, 11, ZONE_EDGE, anchor="lm", bold=True
    )
    count = f"{len(stacks)} stack{'s' if len(stacks) != 1 else ''}"
    canvas.text((x1 - PAD - 2, y0 + 3 + ZONE_TITLE / 2), count, 10, MUTED, anchor="rm")
    for stack, card in zip(stacks, _zone_cards(stacks, tiers), strict=True):
        x0, y0, x1, y1 = card.box
        canvas.rect(card.box, CARD_FILL, outline=RULE, radius=3)
        inner = (x0 + 2, y0 + 3, x1 - 2, y1 - 3)
        issues = [stack.issue] if stack.issue is not None else []
        if card.tier is None:
            _strips(canvas, stack, inner)
        else:
            sized = (card.tier, card.two_lines)
            _draw_items(canvas, stack.pieces, issues, inner, sized, stack.units)


def _strips(canvas: DisplayCanvas, stack: StackData, box: Box) -> None:
    """A stack in a card too small for names: a coloured strip per Military Unit (its Side's
    colour), piece and Issue."""
    colours = [SIDE_COLOUR[u.side] for u in stack.units]
    colours += [COLOUR[p.color] for p in stack.pieces]
    if stack.issue is not None:
        colours.append(ISSUE_BACK if stack.issue.kind is None else ISSUE_FACE)
    if not colours:
        return
    x0, y0, x1, y1 = box
    h = max(1.0, (y1 - y0) / len(colours))
    for n, colour in enumerate(colours):
        top = y0 + n * h
        if top >= y1:
            break
        canvas.rect((x0, top, x1, min(top + h, y1)), colour)


# --- the bar on top ---
def _draw_bar(canvas: DisplayCanvas, data: BoardData) -> None:
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), "CANADIAN CIVIL WAR", 19, BAR_TEXT, anchor="lm", bold=True) + 22
    setting_up = data.phase.lower().startswith("setting up") or data.phase.lower() == "setup"
    if not setting_up:
        turn = f"Game-Turn {min(data.turn, 999)}"
        x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    if data.over:
        who = _game_over(data)
    elif setting_up:
        who = "Setting up"
    else:
        who = f"{NAME[data.player]} ({VIEWPOINTS[data.player]}) Player-Turn · {data.phase}"
    right = _last_roll(canvas, data)
    if not data.over and not setting_up:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), COLOUR[data.player], outline=WHITE)
        x += 24
    canvas.text((x, mid), who, 16, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def _game_over(data: BoardData) -> str:
    won = " and ".join(f"{NAME[c]} ({VIEWPOINTS[c]})" for c in data.winners)
    verb = "wins" if len(data.winners) == 1 else "win"
    return f"Game over: {won} {verb}" if won else "Game over: nobody wins"


def _last_roll(canvas: DisplayCanvas, data: BoardData) -> float:
    """The last roll's pill at the bar's right end, if any; returns where the room left of it
    ends."""
    right = WIDTH - 14
    if data.last_roll:
        mid = BAR_HEIGHT / 2
        label = fit(f"Last roll  {data.last_roll}", 14, 240, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text((right - w / 2, mid), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    return right


def turn_text(emergency: EmergencyData) -> str:
    return f"Game-Turn {min(emergency.turn, 99)} of {min(emergency.turns, 99)}"


def _draw_emergency_bar(canvas: DisplayCanvas, data: BoardData, e: EmergencyData) -> None:
    """The bar of a National Emergency: its banner, the Game-Turn of six, the Phasing Side and
    the phase; during the attempt, who attempts it; at the end, who won."""
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), "CANADIAN CIVIL WAR", 19, BAR_TEXT, anchor="lm", bold=True) + 16
    banner = "NATIONAL EMERGENCY"
    w = text_width(banner, 13, bold=True) + 16
    canvas.rect((x, mid - 12, x + w, mid + 12), EMERGENCY, radius=5)
    canvas.text((x + w / 2, mid), banner, 13, WHITE, anchor="mm", bold=True)
    x += w + 16
    if e.turn and not data.over:  # at the end the panel says after which Game-Turn
        x += canvas.text((x, mid), turn_text(e), 17, GOLD, anchor="lm", bold=True) + 18
    right = _last_roll(canvas, data)
    if data.over:
        who = _game_over(data)
    elif e.stage == "attempt":
        who = f"Attempt under way: {NAME[e.attempter]} ({VIEWPOINTS[e.attempter]})"
    elif e.turn:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), SIDE_COLOUR[e.side], outline=WHITE)
        x += 24
        who = f"{SIDE_NAME[e.side]} · {STAGE_NAME[e.stage]}"
    else:
        acting = f"{SIDE_NAME[e.acting]} · " if e.acting else ""
        who = f"Before Game-Turn 1 · {acting}{STAGE_NAME[e.stage]}"
    _, size = _first_fit([who], (16, 14), right - x)
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


# --- the panel on the right: the tracks, the deck, the legend ---
def _heading(canvas: DisplayCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 17


PLAYERS_TOP = PANEL_BOX[1] + 10
LEGEND_TOP = PANEL_BOX[1] + 300
COLUMNS = (("ISSUES", 182), ("CONST.", 240), ("CARDS", 298))  # right edges, from the panel's left


def _draw_panel(canvas: DisplayCanvas, data: BoardData) -> None:
    left, _, right, _ = PANEL_BOX
    x = left + 12
    y = _heading(canvas, x, PLAYERS_TOP, "Players")
    for word, column in COLUMNS:
        canvas.text((left + column, PLAYERS_TOP), word, 10, MUTED, anchor="ra", bold=True)
    for color in data.colors:
        phasing = color == data.player and not data.over
        if phasing:
            canvas.rect((x - 6, y - 2, right - 6, y + 36), (238, 236, 226), radius=5)
        canvas.ellipse((x, y + 3, x + 14, y + 17), COLOUR[color])
        name = NAME[color] + ("  ◀" if phasing else "")
        canvas.text((x + 20, y + 10), name, 14, INK, anchor="lm", bold=True, max_width=140)
        canvas.text((x + 20, y + 26), VIEWPOINTS[color], 10, MUTED, anchor="lm", max_width=130)
        numbers = (
            data.issues.get(color, 0),
            data.constituencies.get(color, 0),
            data.hands.get(color, 0),
        )
        for (_, column), n in zip(COLUMNS, numbers, strict=True):
            canvas.text(
                (left + column, y + 10), str(n), 15, INK, anchor="rm", bold=True, max_width=52
            )
        y += 42
    y += 4
    deck = f"Political Opportunity deck: {data.deck} to draw · {data.discards} discarded"
    canvas.text((x, y + 8), deck, 11, INK, anchor="lm", max_width=right - 12 - x)
    y += 20
    if not data.blue_area:
        note = "Blue Home Area not used (grey): three Players"
        canvas.text((x, y + 8), note, 11, MUTED, anchor="lm", max_width=right - 12 - x)


def _draw_legend(canvas: DisplayCanvas) -> None:
    """What the tints, the Paths, the Control Points and the chips mean: drawn once."""
    left, _, right, _ = PANEL_BOX
    canvas.rect((left + 8, LEGEND_TOP - 10, right - 8, LEGEND_TOP - 9), RULE)
    x = left + 12
    y = _heading(canvas, x, LEGEND_TOP, "Home Areas and Sections")
    for section in SECTIONS:
        sx = x
        for color in COLORS:
            fill = _mix(COLOUR[color], WHITE, SECTION_LIGHT[section])
            canvas.rect(
                (sx, y, sx + 16, y + 14), fill, outline=_mix(COLOUR[color], WHITE, 0.3), radius=2
            )
            sx += 19
        label = (
            f"{SECTION_NAME[section]} · {SECTION_NAME[section][0]}1, {SECTION_NAME[section][0]}2…"
        )
        canvas.text((sx + 6, y + 7), label, 11, INK, anchor="lm")
        y += 19
    canvas.text(
        (x, y + 7), "Red north, Orange east, Green south, Blue west", 10, MUTED, anchor="lm"
    )
    y += 22
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    canvas.text((x + 30, y + 7), "Path between two squares (1.23)", 11, INK, anchor="lm")
    y += 19
    _control_point(canvas, x + 5, y + 1, CP)
    canvas.text((x + 30, y + 7), "Control Point (2.1)", 11, INK, anchor="lm")
    y += 24
    tier = TIERS[0]
    chip_right = x + 110
    _piece_chip(
        canvas,
        (x, y, chip_right, y + tier.height),
        PieceData(kind="constituency", color="red", name="Quebec 1", strength=1),
        tier,
    )
    canvas.text((chip_right + 8, y + 7), "piece: name, Strength", 11, INK, anchor="lm")
    y += tier.height + 6
    _issue_chip(canvas, (x, y, chip_right, y + tier.height), IssueData(), tier, False)
    canvas.text((chip_right + 8, y + 7), "Issue face down", 11, INK, anchor="lm")
    y += tier.height + 6
    face_up = IssueData(kind="language", name="Language", name_fr="Langue", controller="green")
    _issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), face_up, tier, True)
    canvas.text((chip_right + 8, y + 6), "Issue face up,", 11, INK, anchor="lm")
    canvas.text((chip_right + 8, y + 19), "edged by its controller", 11, INK, anchor="lm")
    y += tier.issue_height + 6
    uncontrolled = IssueData(kind="tax", name="Tax", name_fr="Impôts")
    _issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), uncontrolled, tier, True)
    canvas.text((chip_right + 8, y + 12), "grey: nobody controls it", 11, INK, anchor="lm")
    y += tier.issue_height + 10
    canvas.rect((x, y, x + 22, y + 14), ZONE_FILL, outline=ZONE_EDGE, width=2, radius=3)
    canvas.text((x + 30, y + 7), "Crisis Zone: one square, many stacks", 11, INK, anchor="lm")
    y += 20
    canvas.rect((x, y, x + 22, y + 14), UNUSED, outline=UNUSED_EDGE, radius=3)
    canvas.text((x + 30, y + 7), "a Home Area not used (12.1)", 11, INK, anchor="lm")


# --- the panel of a National Emergency: the turn track, the Sides, the legend ---
EMERGENCY_LEGEND_TOP = PANEL_BOX[1] + 372
TRACK_TOP = PANEL_BOX[1] + 27
TRACK_CELL = 22  # a turn box's height
TRACK_MAX = 12  # the most Game-Turn boxes drawn
SIDES: tuple[Side, ...] = ("government", "rebel")
SIDE_COLUMNS = (("UNITS", 250), ("LOST", 298))  # right edges, from the panel's left
ROW = 17  # a player's line


def _units_on_display(data: BoardData, side: Side) -> int:
    return sum(1 for s in data.stacks for u in s.units if u.side == side)


def _rebel_constituencies(data: BoardData) -> int:
    """The Rebel Constituencies on the display: when none is left the Rebels lose (11.24); if
    any is at the end of the sixth Game-Turn, the Government does (11.23)."""
    return sum(
        1 for s in data.stacks for p in s.pieces if p.kind == "constituency" and p.side == "rebel"
    )


def _emergency_status(data: BoardData, e: EmergencyData) -> list[str]:
    """The lines under the turn track: where the National Emergency stands."""
    if data.over:
        after = f" after {turn_text(e)}" if e.turn else ""
        return [f"Game over{after}", _game_over(data).removeprefix("Game over: ")]
    if e.stage == "attempt":
        return [
            f"{NAME[e.attempter]} ({VIEWPOINTS[e.attempter]}) attempts it",
            "10.1: the others join, oppose or stay neutral, sealed",
        ]
    if not e.turn:
        return [STAGE_NAME[e.stage], f"before Game-Turn 1 of {e.turns} (10.4)"]
    return [f"{turn_text(e)} · {SIDE_NAME[e.side]}", STAGE_NAME[e.stage]]


def turn_track_boxes(turns: int) -> list[Box]:
    """The box of each Game-Turn on the National Emergency's track (at most `TRACK_MAX`)."""
    turns = max(1, min(turns, TRACK_MAX))
    x = PANEL_BOX[0] + 12
    width = PANEL_BOX[2] - 12 - x
    gap = 6
    cell = (width - gap * (turns - 1)) / turns
    return [
        (x + n * (cell + gap), TRACK_TOP, x + n * (cell + gap) + cell, TRACK_TOP + TRACK_CELL)
        for n in range(turns)
    ]


def _turn_track(canvas: DisplayCanvas, e: EmergencyData) -> None:
    """One box per Game-Turn: those played grey, this one gold, those to come white."""
    for n, box in enumerate(turn_track_boxes(e.turns), start=1):
        if n < e.turn:
            fill, ink, edge = MUTED, WHITE, MUTED
        elif n == e.turn:
            fill, ink, edge = GOLD, INK, INK
        else:
            fill, ink, edge = WHITE, MUTED, RULE
        canvas.rect(box, fill, outline=edge, radius=4)
        middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        canvas.text(middle, str(n), 12, ink, anchor="mm", bold=True)


def _draw_emergency_panel(canvas: DisplayCanvas, data: BoardData, e: EmergencyData) -> None:
    """The turn track, where the Emergency stands, and the Sides: their players, the units
    each has on the display and has lost, the Rebel Constituencies left and the neutrals;
    what would run into the legend is left out."""
    left, top, right, _ = PANEL_BOX
    x = left + 12
    room = right - 12 - x
    bottom = EMERGENCY_LEGEND_TOP - 14
    _heading(canvas, x, top + 10, "National Emergency (10.0)")
    _turn_track(canvas, e)
    y = TRACK_TOP + TRACK_CELL + 8
    for n, line in enumerate(_emergency_status(data, e)):
        ink, size = (INK, 12) if n == 0 else (MUTED, 10)
        canvas.text((x, y + 7), line, size, ink, anchor="lm", bold=n == 0, max_width=room)
        y += 16
    y += 8
    canvas.rect((left + 8, y, right - 8, y + 1), RULE)
    y += 10
    heading = y
    y = _heading(canvas, x, y, "Sides")
    if not e.sides:
        note = "Sides form once every stance is revealed (10.15)"
        canvas.text((x, y + 6), note, 10, MUTED, anchor="lm", max_width=room)
        y += 20
        for color in data.colors:
            if y + ROW > bottom:
                return
            _player_line(canvas, x, y, color, e, room)
            y += ROW
        return
    for word, column in SIDE_COLUMNS:
        canvas.text((left + column, heading), word, 10, MUTED, anchor="ra", bold=True)
    for side in SIDES:
        if y + 21 > bottom:
            return
        players = e.sides.get(side, [])
        rebel = side == "rebel"
        if side == e.side and e.turn > 0 and not data.over:  # the Phasing Side
            tall = min(22 + ROW * len(players) + (15 if rebel else 0), bottom - y)
            canvas.rect((x - 6, y - 3, right - 6, y + tall), (238, 236, 226), radius=5)
            name = SIDE_NAME[side] + " ◀"
        else:
            name = SIDE_NAME[side]
        canvas.rect((x, y + 1, x + 18, y + 15), SIDE_COLOUR[side], radius=3)
        canvas.text((x + 26, y + 8), name, 13, INK, anchor="lm", bold=True, max_width=190)
        numbers = (_units_on_display(data, side), e.lost.get(side, 0))
        for (_, column), n in zip(SIDE_COLUMNS, numbers, strict=True):
            count = str(min(n, 999))
            canvas.text((left + column, y + 8), count, 14, INK, anchor="rm", bold=True)
        y += 21
        for color in players:
            if y + ROW > bottom:
                return
            _player_line(canvas, x + 26, y, color, e, room - 26)
            y += ROW
        if rebel and y + 15 <= bottom:
            many = _rebel_constituencies(data)
            word = "Constituency" if many == 1 else "Constituencies"
            line = f"{many} Rebel {word} on the display (11.23, 11.24)"
            canvas.text((x + 26, y + 6), line, 10, MUTED, anchor="lm", max_width=room - 26)
            y += 15
        y += 7
    if e.neutral and y + 17 + ROW <= bottom:
        y = _heading(canvas, x, y + 2, "Neutral: out of the game (10.14)")
        for color in e.neutral:
            if y + ROW > bottom:
                return
            faded = _mix(COLOUR[color], WHITE, 0.55)
            canvas.ellipse((x, y + 2, x + 12, y + 14), faded, outline=COLOUR[color])
            canvas.rect((x - 1, y + 7.5, x + 13, y + 8.5), INK)
            label = f"{NAME[color]} ({VIEWPOINTS[color]})"
            canvas.text((x + 20, y + 8), label, 11, MUTED, anchor="lm", max_width=room - 20)
            y += ROW


def _player_line(
    canvas: DisplayCanvas, x: float, y: float, color: str, e: EmergencyData, room: float
) -> None:
    canvas.ellipse((x, y + 2, x + 12, y + 14), COLOUR[color])
    label = f"{NAME[color]} ({VIEWPOINTS[color]})"
    if color == e.attempter:
        label += " · attempted it" if e.sides else " · attempts it"
    canvas.text((x + 18, y + 8), label, 11, INK, anchor="lm", max_width=room - 18)


def _draw_emergency_legend(canvas: DisplayCanvas) -> None:
    """What the National Emergency's chips mean: drawn once."""
    left, _, right, _ = PANEL_BOX
    top = EMERGENCY_LEGEND_TOP
    canvas.rect((left + 8, top - 10, right - 8, top - 9), RULE)
    x = left + 12
    y = _heading(canvas, x, top, "Military Units and pieces")
    tier = TIERS[0]
    chip_right = x + 112
    samples = (
        ("1 RCR", "federal", "government", 3, False, "Government Side, Federal unit"),
        ("Camerons", "militia", "government", 2, False, "Government Side, Militia unit"),
        ("1 R22eR", "federal", "rebel", 3, True, "Rebel Side, Federal unit"),
        ("Voltigeurs", "militia", "rebel", 1, True, "Rebel Side, Militia unit"),
    )
    for designation, kind, side, strength, francophone, label in samples:
        unit = UnitData(
            id=designation,
            name=designation,
            designation=designation,
            kind=kind,  # type: ignore[arg-type]
            side=side,  # type: ignore[arg-type]
            strength=strength,
            movement=5,
            francophone=francophone,
        )
        _unit_chip(canvas, (x, y, chip_right, y + tier.height), unit, tier)
        canvas.text((chip_right + 8, y + 7), label, 11, INK, anchor="lm")
        y += tier.height + 5
    note = "Strength-Movement; F: a Francophone unit (2.2)"
    canvas.text((x, y + 6), note, 10, MUTED, anchor="lm", max_width=right - 12 - x)
    y += 18
    back = PieceData(
        kind="constituency", color="red", name="Ontario 1", strength=1, side="rebel", back=(1, 3)
    )
    _back_chip(canvas, (x, y, chip_right, y + tier.height), back, tier)
    canvas.text((chip_right + 8, y + 7), "Active Piece on its back (10.3):", 11, INK, anchor="lm")
    y += 15
    for line in ("its player's colour, its Side's", "badge; (strength) defends only"):
        canvas.text((chip_right + 8, y + 7), line, 11, INK, anchor="lm")
        y += 15
    y += 8
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    canvas.text((x + 30, y + 7), "Path; enemy squares block (10.5)", 11, INK, anchor="lm")
    y += 19
    _control_point(canvas, x + 5, y + 1, CP)
    canvas.text((x + 30, y + 7), "Control Point (2.1)", 11, INK, anchor="lm")
    y += 21
    stacking = "Stacking (10.6): one Military Unit, two pieces"
    canvas.text((x, y + 7), stacking, 11, INK, anchor="lm", max_width=right - 12 - x)
    y += 18
    for line in ("Squares tinted by Home Area:", "Red north, Orange east, Green south, Blue west"):
        canvas.text((x, y + 7), line, 10, MUTED, anchor="lm", max_width=right - 12 - x)
        y += 14
