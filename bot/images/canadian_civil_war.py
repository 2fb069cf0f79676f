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

It draws only ``Board.data`` (rules/canadian_civil_war/views.py ``board_data``), which is
public, and the display's fixed facts (``DISPLAY``, the pieces' and Provinces' printed names).
What no game changes (the paper, the Paths, the legend) is drawn once per process and reused.
"""

from __future__ import annotations

import math
import unicodedata
from functools import lru_cache

from PIL import Image
from pydantic import BaseModel, NonNegativeInt, model_validator

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


class IssueData(BaseModel):
    kind: str | None = None  # None: face down
    name: str | None = None
    name_fr: str | None = None
    controller: Color | None = None


class StackData(BaseModel):
    where: str
    stack: Count = 0
    pieces: list[PieceData] = []
    issue: IssueData | None = None


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

    @property
    def issue_height(self) -> int:
        return 2 * self.size + 4


TIERS = (
    Tier(height=14, size=10, min_width=68),
    Tier(height=12, size=9, min_width=62),
    Tier(height=10, size=8, min_width=56),
    Tier(height=9, size=7, min_width=50),
)
CHIP_GAP = 2
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
    chips = pieces * tier.height + (
        (tier.issue_height if two_lines else tier.height) if issue else 0
    )
    count = pieces + (1 if issue else 0)
    return chips + CHIP_GAP * max(0, count - 1)


class Card(BaseModel):
    """Where a Crisis Zone stack is drawn: its card, the chips' tier (None: too many stacks for
    names, the card shows a coloured strip per piece) and whether an Issue shows two names."""

    box: Box
    tier: Tier | None
    two_lines: bool = False


def _card_height(stack: StackData, tier: Tier, two_lines: bool) -> float:
    return _items_height(len(stack.pieces), stack.issue is not None, tier, two_lines) + 6


def _zone_cards(stacks: list[StackData]) -> list[Card]:
    """The Crisis Zone's stacks laid out in columns, each stack a card as tall as what it
    holds, put in the shortest column so far: the largest chips for which every stack finds
    room; if none, a plain grid of cards with coloured strips."""
    n = len(stacks)
    if not n:
        return []
    x0, y0, x1, y1 = _zone_inner()
    width, height = x1 - x0, y1 - y0
    for tier in TIERS:
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
    return [card.box for card in _zone_cards(_zone_stacks(data))]


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
    canvas.paste(*_base())
    boxes = layout()
    here: dict[str, list[StackData]] = {}
    for stack in data.stacks:
        here.setdefault(stack.where, []).append(stack)
    for square in DISPLAY.places.values():
        if square.id == CRISIS_ZONE:
            _draw_zone(canvas, _zone_stacks(data))
        else:
            unused = square.area == "blue" and not data.blue_area
            _draw_square(canvas, square, boxes[square.id], here.get(square.id, []), unused)
    _draw_bar(canvas, data)
    _draw_panel(canvas, data)
    return canvas


@lru_cache(maxsize=1)
def _base() -> tuple[Image.Image, list[tuple[str, Box]]]:
    """What no game changes, at canvas resolution: the paper, the Paths, the legend."""
    canvas = DisplayCanvas(WIDTH, HEIGHT, PAPER)
    boxes = layout()
    for square in DISPLAY.places.values():
        for other in square.neighbours:
            if other > square.id:
                canvas.rect(_path_bar(boxes[square.id], boxes[other]), PATH_COLOUR)
    canvas.rect(PANEL_BOX, PANEL, outline=RULE, radius=8)
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
    canvas: DisplayCanvas, square: Square, box: Box, stacks: list[StackData], unused: bool
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
    _draw_items(canvas, pieces, issues, (x0 + PAD, top, x1 - PAD, y1 - 3))


def _control_point(canvas: DisplayCanvas, x: float, y: float, d: float) -> None:
    """The printed Control Point: a black disc with a "C" (2.1)."""
    canvas.ellipse((x, y, x + d, y + d), (16, 16, 18))
    canvas.text((x + d / 2, y + d / 2), "C", round(d * 0.75), WHITE, anchor="mm", bold=True)


def _pick_tier(pieces: int, issues: int, height: float) -> tuple[Tier, bool]:
    """The largest chips (and whether an Issue shows two lines) that fit ``height``."""
    for tier in TIERS:
        for two_lines in (True, False):
            need = pieces * tier.height + issues * (tier.issue_height if two_lines else tier.height)
            need += CHIP_GAP * max(0, pieces + issues - 1)
            if need <= height:
                return tier, two_lines
    return TIERS[-1], False


def _draw_items(
    canvas: DisplayCanvas,
    pieces: list[PieceData],
    issues: list[IssueData],
    box: Box,
    sized: tuple[Tier, bool] | None = None,
) -> None:
    """A stack's pieces and Issue, one chip each from the top of ``box``: the chips ``sized``
    (their tier, and whether an Issue shows two names), else the largest that fit, and a last
    "+n" chip for what still finds no room."""
    x0, y0, x1, y1 = box
    tier, two_lines = sized or _pick_tier(len(pieces), len(issues), y1 - y0)
    items: list[PieceData | IssueData] = [*pieces, *issues]
    y = y0
    for n, item in enumerate(items):
        h = tier.issue_height if isinstance(item, IssueData) and two_lines else tier.height
        rest = len(items) - n
        # Room for this chip, and for at least a "+n" chip after it if more follow.
        after = CHIP_GAP + tier.height if rest > 1 else 0
        if y + h + after > y1:
            if y + tier.height <= y1:
                _more(canvas, (x0, y, x1, y + tier.height), rest, tier)
            return
        chip = (x0, y, x1, y + h)
        if isinstance(item, IssueData):
            _issue_chip(canvas, chip, item, tier, two_lines)
        else:
            _piece_chip(canvas, chip, item, tier)
        y += h + CHIP_GAP


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


def _draw_zone(canvas: DisplayCanvas, stacks: list[StackData]) -> None:
    box = layout()[CRISIS_ZONE]
    canvas.rect(box, ZONE_FILL, outline=ZONE_EDGE, width=2, radius=6)
    x0, y0, x1, _ = box
    title = "CRISIS ZONE"
    canvas.text(
        (x0 + PAD + 2, y0 + 3 + ZONE_TITLE / 2), title, 11, ZONE_EDGE, anchor="lm", bold=True
    )
    count = f"{len(stacks)} stack{'s' if len(stacks) != 1 else ''}"
    canvas.text((x1 - PAD - 2, y0 + 3 + ZONE_TITLE / 2), count, 10, MUTED, anchor="rm")
    for stack, card in zip(stacks, _zone_cards(stacks), strict=True):
        x0, y0, x1, y1 = card.box
        canvas.rect(card.box, CARD_FILL, outline=RULE, radius=3)
        inner = (x0 + 2, y0 + 3, x1 - 2, y1 - 3)
        issues = [stack.issue] if stack.issue is not None else []
        if card.tier is None:
            _strips(canvas, stack, inner)
        else:
            _draw_items(canvas, stack.pieces, issues, inner, (card.tier, card.two_lines))


def _strips(canvas: DisplayCanvas, stack: StackData, box: Box) -> None:
    """A stack in a card too small for names: a coloured strip per piece and Issue."""
    colours = [COLOUR[p.color] for p in stack.pieces]
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
        won = " and ".join(f"{NAME[c]} ({VIEWPOINTS[c]})" for c in data.winners)
        verb = "wins" if len(data.winners) == 1 else "win"
        who = f"Game over: {won} {verb}" if won else "Game over: nobody wins"
    elif setting_up:
        who = "Setting up"
    else:
        who = f"{NAME[data.player]} ({VIEWPOINTS[data.player]}) Player-Turn · {data.phase}"
    right = WIDTH - 14
    if data.last_roll:
        label = fit(f"Last roll  {data.last_roll}", 14, 240, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text((right - w / 2, mid), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    if not data.over and not setting_up:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), COLOUR[data.player], outline=WHITE)
        x += 24
    canvas.text((x, mid), who, 16, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


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
