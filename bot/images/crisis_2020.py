"""The Crisis 2020 board image: the Regions where map.toml places them, and the game's boxes.

The map: every Region is a box at its ``x``/``y`` in ``data/map.toml`` (nudged apart only where
two would overlap), tinted by the side whose Infrastructure it holds (Rebel red, Government
blue, grey when none: "2.0 Equipment Used", "6.2"), with its name, its type and Value ("2.0"),
and its units counted by type in the colour of their side. A Foreign Region not in play ("12.1")
is dimmed. Land borders are solid lines between Regions' centres ("7.2"), Transportation Lines
dashed ("12.32").

Around the map, where the Regions leave room: a bar on top with the turn, whose Player Turn it
is, the phase and the last roll; a legend (tints, lines, the units' short codes) in the empty
Pacific; and in the south-west corner each side's Values and cards in hand (counts only, "4.1"),
the Crisis Deck and its discards, the Neutralized Boxes ("9.0") and the Recruitment Pool
("6.2") by unit type.

It draws only ``Board.data`` (rules/crisis_2020/views.py ``board_data``), which is public, and
the map's fixed facts (``MAP``). What no game changes (the background, the lines, the legend, the
panels' frames) is drawn once per process and reused; a render adds the Regions and the counts.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image
from pydantic import BaseModel, Field, NonNegativeInt, model_validator

from rules.core.protocol import Board
from rules.crisis_2020.components import MAP
from rules.crisis_2020.data import SIDES, TYPES, Side, UnitType

from .canvas import SCALE, Canvas, Colour, fit, printable, text_width

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Count = NonNegativeInt


# --- the data the rules put in Board.data (rules/crisis_2020/views.py, board_data) ---
class RegionData(BaseModel):
    control: Side | None = None  # whose Infrastructure is here
    units: dict[Side, dict[UnitType, Count]] = {}
    playable: bool = True


class BoardData(BaseModel):
    turn: int
    turns: int
    player: Side
    phase: str
    over: bool = False
    regions: dict[str, RegionData]
    neutralized: dict[Side, dict[UnitType, Count]] = {}
    pool: dict[UnitType, Count] = {}
    hands: dict[Side, Count] = Field(default_factory=dict)
    deck: Count
    discards: Count
    values: dict[Side, int] = Field(default_factory=dict)
    last_roll: str = ""

    @model_validator(mode="after")
    def _known_regions(self) -> BoardData:
        unknown = sorted(r for r in self.regions if r not in MAP.places)
        if unknown:
            raise ValueError(f"Regions not on the Crisis 2020 map: {unknown}")
        return self


# --- look ---
WIDTH = 1200
HEIGHT = 800
BAR_HEIGHT = 40
MAP_BOX: Box = (0, BAR_HEIGHT, WIDTH, HEIGHT)
EDGE = 4  # boxes keep this far from the image's edges

PAPER: Colour = (233, 236, 232)
INK: Colour = (30, 32, 36)
MUTED: Colour = (96, 100, 108)
RULE: Colour = (200, 204, 206)
BAR: Colour = (32, 34, 40)
BAR_TEXT: Colour = (244, 244, 240)
GOLD: Colour = (240, 188, 40)
PANEL: Colour = (250, 250, 247)
WHITE: Colour = (255, 255, 255)
LAND_LINE: Colour = (120, 126, 134)
TRANSPORT_LINE: Colour = (70, 110, 150)

SIDE_NAME = {"rebel": "Rebel", "government": "Government"}
SIDE_COLOUR: dict[str, Colour] = {"rebel": (184, 28, 40), "government": (30, 72, 162)}
NEUTRAL_CHIP: Colour = (108, 112, 118)  # units in the Recruitment Pool belong to no side
# Region boxes: fill and edge by who holds the Infrastructure (None: nobody).
FILL: dict[str | None, Colour] = {
    "rebel": (249, 206, 204),
    "government": (204, 218, 248),
    None: (238, 238, 234),
}
EDGE_COLOUR: dict[str | None, Colour] = {
    "rebel": (184, 28, 40),
    "government": (30, 72, 162),
    None: (150, 150, 146),
}
DIM = 0.55  # a Region not in play: its colours this far toward the paper

# Short codes of the unit types, for the chips ("2.0 Equipment Used"), and the legend's names.
CODES: dict[str, str] = {
    "infrastructure": "INF",
    "national-guard": "NG",
    "insurgent": "INS",
    "cybernaut": "CYB",
    "strike-force": "SF",
    "black-helicopter": "BH",
    "special-operations": "SOG",
    "high-tech": "HT",
    "rapid-deployment": "RDF",
    "stryker": "STR",
}
SHORT_NAMES: dict[str, str] = {
    "infrastructure": "Infrastructure",
    "national-guard": "National Guard",
    "insurgent": "Insurgents",
    "cybernaut": "Cybernauts",
    "strike-force": "Strike Force",
    "black-helicopter": "Black Helicopter",
    "special-operations": "Special Ops",
    "high-tech": "High-tech Arms",
    "rapid-deployment": "Rapid Deployment",
    "stryker": "Stryker",
}
ORDER = list(TYPES)  # the order of "2.0"'s counter list
TYPE_WORD = {"metroplex": "Metroplex", "developed": "Developed", "wilderness": "Wilderness"}

NAME_SIZE = 13
NAME_LINE = 16
INFO_SIZE = 11
INFO_LINE = 13
BOX_PAD = 5
BOX_MIN_WIDTH = 136
BOX_MAX_WIDTH = 190  # a longer name is cut with an ellipsis
CHIP = 18  # a unit chip's height
CHIP_SIZE = 12
CHIP_SMALL = 10  # when a Region holds too many types for the usual chips
CHIP_GAP = 3
CHIP_ROWS = 2
MAX_COUNT = 99  # a larger count shows as 99+
NEUTRAL_LABEL = 80  # the Neutralized Boxes' chips start this far right of their side's name
BOX_HEIGHT = BOX_PAD + NAME_LINE + INFO_LINE + 3 + CHIP_ROWS * CHIP + CHIP_GAP + BOX_PAD
GAP_X, GAP_Y = 8, 4  # the least space between two Region boxes

# Panels in the corners the Regions leave empty: the legend over the Pacific, the game's
# boxes in the south-west.
LEGEND_BOX: Box = (8, BAR_HEIGHT + 8, 150, 372)
BOXES_BOX: Box = (8, 530, 272, HEIGHT - 6)
PANELS = (LEGEND_BOX, BOXES_BOX)


# --- the layout: computed once from the map ---
class Tile(BaseModel):
    """Where a Region is drawn: its box (name, type and Value, and room for two rows of unit
    chips), and its name as drawn."""

    name: str
    box: Box


def _box_width(region_id: str) -> float:
    name = printable(MAP.places[region_id].name)
    width = text_width(name, NAME_SIZE, bold=True) + 2 * BOX_PAD + 4
    return min(max(BOX_MIN_WIDTH, width), BOX_MAX_WIDTH)


@lru_cache(maxsize=1)
def layout() -> dict[str, Tile]:
    """Every Region's box in image pixels: centred at its x/y, then nudged until no two boxes
    overlap, none covers a panel and all lie inside the map."""
    ids = list(MAP.places)
    sizes = {i: (_box_width(i), float(BOX_HEIGHT)) for i in ids}
    anchors = {i: (float(MAP.places[i].x), float(MAP.places[i].y)) for i in ids}
    centres = _spread(ids, anchors, sizes)
    tiles = {}
    for i in ids:
        (x, y), (w, h) = centres[i], sizes[i]
        name = fit(MAP.places[i].name, NAME_SIZE, w - 2 * BOX_PAD, bold=True)
        tiles[i] = Tile(name=name, box=(x - w / 2, y - h / 2, x + w / 2, y + h / 2))
    return tiles


def _spread(
    ids: list[str], anchors: dict[str, Point], sizes: dict[str, tuple[float, float]]
) -> dict[str, Point]:
    """Push overlapping boxes apart (and off the panels), all kept inside the map, until none
    overlap. Deterministic: a fixed order and at most a fixed number of passes."""
    pos = {i: _inside(list(anchors[i]), sizes[i]) for i in ids}
    for _ in range(300):
        moved = False
        for n, a in enumerate(ids):
            for b in ids[n + 1 :]:
                if _overlap(_box_at(pos[a], sizes[a]), _box_at(pos[b], sizes[b])) is None:
                    continue
                moved = True
                pos[a], pos[b] = _part(pos[a], pos[b], sizes[a], sizes[b], anchors[a], anchors[b])
            for panel in PANELS:
                if _overlap(_box_at(pos[a], sizes[a]), panel) is not None:
                    moved = True
                    pos[a] = _off_panel(pos[a], sizes[a], panel)
        if not moved:
            break
    return {i: (p[0], p[1]) for i, p in pos.items()}


def _part(
    a: list[float],
    b: list[float],
    size_a: tuple[float, float],
    size_b: tuple[float, float],
    anchor_a: Point,
    anchor_b: Point,
) -> tuple[list[float], list[float]]:
    """Two overlapping boxes' centres pushed apart: along the axis where that is cheaper, each
    box half the way, or one box all of it where the other meets the map's edge or a panel;
    along the other axis if the cheaper one is blocked both ways."""
    over = _overlap(_box_at(a, size_a), _box_at(b, size_b))
    if over is None:
        return a, b
    over_x, over_y = over
    axes = [(0, over_x), (1, over_y)]
    if over_x >= over_y * 1.5:
        axes.reverse()
    tried = []
    for axis, amount in axes:
        d = (b[axis] - a[axis]) or (anchor_b[axis] - anchor_a[axis]) or 1
        shift = (amount + 1) * (1 if d > 0 else -1)
        for share in (0.5, 0.0, 1.0):  # a's share of the push
            new_a, new_b = list(a), list(b)
            new_a[axis] -= shift * share
            new_b[axis] += shift * (1 - share)
            new_a, new_b = _inside(new_a, size_a), _inside(new_b, size_b)
            tried.append((new_a, new_b))
            parted = abs(new_b[axis] - new_a[axis]) - abs(b[axis] - a[axis]) >= amount
            moved_onto_panel = _newly_on_panel(a, new_a, size_a) or _newly_on_panel(
                b, new_b, size_b
            )
            if parted and not moved_onto_panel:
                return new_a, new_b
    return tried[0]


def _newly_on_panel(old: list[float], new: list[float], size: tuple[float, float]) -> bool:
    """Whether moving a box from ``old`` to ``new`` takes it onto a panel it was not on."""
    return any(
        _overlap(_box_at(new, size), panel) is not None
        and _overlap(_box_at(old, size), panel) is None
        for panel in PANELS
    )


def _off_panel(at: list[float], size: tuple[float, float], panel: Box) -> list[float]:
    """``at`` moved the least way (left, right, up or down) that takes a box of ``size`` off
    ``panel`` and keeps it inside the map."""
    w, h = size
    moves = [
        [panel[0] - GAP_X - w / 2 - 0.5, at[1]],
        [panel[2] + GAP_X + w / 2 + 0.5, at[1]],
        [at[0], panel[1] - GAP_Y - h / 2 - 0.5],
        [at[0], panel[3] + GAP_Y + h / 2 + 0.5],
    ]
    inside = [m for m in moves if _inside(m, size) == m] or [_inside(m, size) for m in moves]
    return min(inside, key=lambda m: abs(m[0] - at[0]) + abs(m[1] - at[1]))


def _overlap(a: Box, b: Box) -> tuple[float, float] | None:
    """How much two boxes overlap along x and y, counting the least gap between them; None
    when they are at least that far apart."""
    over_x = min(a[2], b[2]) - max(a[0], b[0]) + GAP_X
    over_y = min(a[3], b[3]) - max(a[1], b[1]) + GAP_Y
    if over_x <= 0 or over_y <= 0:
        return None
    return over_x, over_y


def _box_at(at: list[float], size: tuple[float, float]) -> Box:
    w, h = size
    return at[0] - w / 2, at[1] - h / 2, at[0] + w / 2, at[1] + h / 2


def _inside(at: list[float], size: tuple[float, float]) -> list[float]:
    """``at`` moved so that a box of ``size`` around it lies inside the map."""
    w, h = size
    x = min(max(at[0], MAP_BOX[0] + EDGE + w / 2), MAP_BOX[2] - EDGE - w / 2)
    y = min(max(at[1], MAP_BOX[1] + EDGE + h / 2), MAP_BOX[3] - EDGE - h / 2)
    return [x, y]


def _centre(box: Box) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def label_boxes(board: Board) -> dict[str, Box]:
    """Region id -> the pixel box of its label (validating ``board`` like `render`)."""
    BoardData.model_validate(board.data)
    return {region: tile.box for region, tile in layout().items()}


# --- drawing ---
class MapCanvas(Canvas):
    """The shared canvas, plus lines, dashed lines and pasting a cached drawing."""

    def line(self, points: list[Point], fill: Colour, width: float) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.line(scaled, fill=fill, width=max(1, round(width * SCALE)))

    def dashed(self, a: Point, b: Point, fill: Colour, width: float, dash: float = 9) -> None:
        """A line from ``a`` to ``b`` in dashes and gaps of about ``dash`` pixels each."""
        (x0, y0), (x1, y1) = a, b
        steps = max(1, int(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 // dash))

        def at(t: float) -> Point:
            return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

        for k in range(0, steps, 2):
            self.line([at(k / steps), at(min(k + 1, steps) / steps)], fill, width)

    def paste(self, image: Image.Image) -> None:
        """An image of canvas resolution laid over the top left corner."""
        self._image.paste(image, (0, 0))

    def scaled_image(self) -> Image.Image:
        return self._image


def render(board: Board) -> bytes:
    """PNG bytes of the board. Raises pydantic's ValidationError if its data is not as above."""
    data = BoardData.model_validate(board.data)
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    canvas.paste(_base())
    for region_id, tile in layout().items():
        _draw_region(canvas, region_id, tile, data.regions.get(region_id, RegionData()))
    _draw_bar(canvas, data)
    _draw_boxes(canvas, data)
    return canvas.png()


@lru_cache(maxsize=1)
def _base() -> Image.Image:
    """What no game changes, at canvas resolution: the paper, the borders and Transportation
    Lines, the legend and the panels' frames."""
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    tiles = layout()
    for region_id in MAP.places:
        a = _centre(tiles[region_id].box)
        for other in MAP.neighbours(region_id, "land"):
            if other > region_id:
                canvas.line([a, _centre(tiles[other].box)], LAND_LINE, 2)
        for other in MAP.neighbours(region_id, "transport"):
            if other > region_id:
                canvas.dashed(a, _centre(tiles[other].box), TRANSPORT_LINE, 2.5)
    _draw_legend(canvas)
    canvas.rect(BOXES_BOX, PANEL, outline=RULE, radius=8)
    return canvas.scaled_image()


def _mix(colour: Colour, toward: Colour, t: float) -> Colour:
    r, g, b = (round(c * (1 - t) + p * t) for c, p in zip(colour, toward, strict=True))
    return r, g, b


def _draw_region(canvas: MapCanvas, region_id: str, tile: Tile, here: RegionData) -> None:
    place = MAP.places[region_id]
    dim = 0.0 if here.playable else DIM
    fill = _mix(FILL[here.control], PAPER, dim)
    edge = _mix(EDGE_COLOUR[here.control], PAPER, dim)
    left, top, right, _ = tile.box
    canvas.rect(tile.box, fill, outline=edge, width=2 if here.control else 1, radius=6)
    x = left + BOX_PAD + 1
    y = top + BOX_PAD
    ink = _mix(INK, PAPER, dim)
    canvas.text((x, y + NAME_LINE / 2), tile.name, NAME_SIZE, ink, anchor="lm", bold=True)
    y += NAME_LINE
    info = f"{TYPE_WORD[place.type]} · Value {place.value}"
    canvas.text(
        (x, y + INFO_LINE / 2),
        info,
        INFO_SIZE,
        _mix(MUTED, PAPER, dim),
        anchor="lm",
        max_width=right - x - BOX_PAD,
    )
    y += INFO_LINE + 3
    rows = CHIP_ROWS
    if not here.playable:
        canvas.text((x, y + CHIP / 2), "not in play", INFO_SIZE, ink, anchor="lm")
        y += CHIP + CHIP_GAP
        rows -= 1
    # The Infrastructure is the tint: the chips are the other units.
    chips = [
        (side, kind, n)
        for side in SIDES
        for kind, n in _by_type(here.units.get(side, {}))
        if kind != "infrastructure"
    ]
    _draw_chips(canvas, chips, x, y, right - BOX_PAD - 1, rows, dim=dim, split=True)


def _by_type(counts: dict[str, int]) -> list[tuple[str, int]]:
    """(type, count) of the types present, in the counter list's order."""
    return [(kind, counts[kind]) for kind in ORDER if counts.get(kind, 0) > 0]


def _chip_label(kind: str, n: int) -> str:
    if n == 1:
        return CODES[kind]
    return f"{CODES[kind]} {n if n <= MAX_COUNT else f'{MAX_COUNT}+'}"


def _chip_width(label: str, size: int) -> float:
    return text_width(label, size, bold=True) + (8 if size == CHIP_SIZE else 5)


Chip = tuple[str, str, float]  # side (or "pool", "more"), label, width


def _rows(
    chips: list[tuple[str, str, int]], width: float, size: int, split: bool
) -> list[list[Chip]]:
    """Chips (side, type, count) packed into rows of ``width``; ``split``: each side starts
    a row of its own."""
    rows: list[list[Chip]] = []
    used = 0.0
    last_side = None
    for side, kind, n in chips:
        label = _chip_label(kind, n)
        w = _chip_width(label, size)
        if not rows or (split and side != last_side) or used + CHIP_GAP + w > width:
            rows.append([])
            used = -CHIP_GAP
        rows[-1].append((side, label, w))
        used += CHIP_GAP + w
        last_side = side
    return rows


def _draw_chips(
    canvas: MapCanvas,
    chips: list[tuple[str, str, int]],
    left: float,
    top: float,
    right: float,
    max_rows: int,
    *,
    dim: float = 0.0,
    split: bool = False,
) -> float:
    """Unit chips (side, type, count) in at most ``max_rows`` rows from ``left`` to ``right``:
    with ``split`` each side on its own row if that fits, else one flow; smaller chips if
    needed, and a last "+n" chip for the types that still find no room. Returns the bottom."""
    width = right - left
    size = CHIP_SIZE
    rows = _rows(chips, width, size, split=split)
    if len(rows) > max_rows and split:
        rows = _rows(chips, width, size, split=False)
    if len(rows) > max_rows:
        size = CHIP_SMALL
        rows = _rows(chips, width, size, split=False)
    if len(rows) > max_rows:
        hidden = sum(len(r) for r in rows[max_rows:])
        rows = rows[:max_rows]
        last = rows[-1]
        while last:
            used = sum(w for _, _, w in last) + CHIP_GAP * len(last)
            if used + _chip_width(f"+{hidden}", size) <= width:
                break
            last.pop()
            hidden += 1
        last.append(("more", f"+{hidden}", _chip_width(f"+{hidden}", size)))
    y = top
    for row in rows:
        x = left
        for side, label, w in row:
            colour = SIDE_COLOUR.get(side, NEUTRAL_CHIP)
            _chip(canvas, x, y, w, label, _mix(colour, PAPER, dim), size)
            x += w + CHIP_GAP
        y += CHIP + CHIP_GAP
    return y


def _chip(
    canvas: MapCanvas, x: float, y: float, w: float, label: str, colour: Colour, size: int
) -> None:
    canvas.rect((x, y, x + w, y + CHIP), colour, radius=3)
    canvas.text((x + w / 2, y + CHIP / 2), label, size, WHITE, anchor="mm", bold=True)


# --- the bar on top ---
PAD = 14


def _draw_bar(canvas: MapCanvas, data: BoardData) -> None:
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = PAD + canvas.text((PAD, mid), "CRISIS 2020", 20, BAR_TEXT, anchor="lm", bold=True) + 22
    turn = f"Turn {min(data.turn, 999)} of {min(data.turns, 999)}"
    x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    if data.over:
        who = "Game over"
    elif data.phase.lower() == "setup":
        who = "Setup"
    else:
        who = f"{SIDE_NAME[data.player]} Player Turn · {data.phase}"
    right = WIDTH - PAD
    if data.last_roll:
        label = fit(f"Last roll  {data.last_roll}", 14, 300, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text(_centre(pill), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    if not data.over and data.phase.lower() != "setup":
        disc = (x, mid - 8, x + 16, mid + 8)
        canvas.ellipse(disc, SIDE_COLOUR[data.player], outline=WHITE, width=1)
        x += 24
    canvas.text((x, mid), who, 17, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


# --- the legend over the Pacific ---
def _draw_legend(canvas: MapCanvas) -> None:
    """What the tints, the lines and the chips' codes mean."""
    left, top, right, _ = LEGEND_BOX
    canvas.rect(LEGEND_BOX, PANEL, outline=RULE, radius=8)
    x = left + 8
    y = _heading(canvas, x, top + 7, "Infrastructure")
    for control, word in (("rebel", "Rebel"), ("government", "Government"), (None, "nobody")):
        swatch = (x, y, x + 22, y + 13)
        canvas.rect(swatch, FILL[control], outline=EDGE_COLOUR[control], width=2, radius=3)
        canvas.text((x + 29, y + 7), word, 11, INK, anchor="lm")
        y += 16
    y += 4
    canvas.line([(x, y + 7), (x + 22, y + 7)], LAND_LINE, 2)
    canvas.text((x + 29, y + 7), "land border", 11, INK, anchor="lm")
    y += 16
    canvas.dashed((x, y + 7), (x + 22, y + 7), TRANSPORT_LINE, 2.5, dash=5)
    canvas.text((x + 29, y + 7), "Transportation", 11, INK, anchor="lm")
    y = _heading(canvas, x, y + 22, "Units")
    for kind in ORDER:
        _chip(canvas, x, y, 32, CODES[kind], NEUTRAL_CHIP, CHIP_SMALL)
        name = SHORT_NAMES[kind]
        canvas.text((x + 37, y + CHIP / 2), name, 10, INK, anchor="lm", max_width=right - x - 40)
        y += CHIP


# --- the south-west panel: cards, the Neutralized Boxes, the Recruitment Pool ---
def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 16


def _draw_boxes(canvas: MapCanvas, data: BoardData) -> None:
    left, top, right, _ = BOXES_BOX
    x, y = left + 10, top + 9
    inner = right - 10
    # Each side's Values and cards in hand, as a small table.
    columns = (inner - 70, inner)
    for column, word in zip(columns, ("VALUE", "CARDS"), strict=True):
        canvas.text((column, y), word, 10, MUTED, anchor="ra", bold=True)
    y += 14
    for side in SIDES:
        disc = (x, y + 4, x + 12, y + 16)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        canvas.text((x + 18, y + 10), SIDE_NAME[side], 14, INK, anchor="lm", bold=True)
        numbers = (data.values.get(side, 0), data.hands.get(side, 0))
        for column, n in zip(columns, numbers, strict=True):
            canvas.text((column, y + 10), str(n), 15, INK, anchor="rm", bold=True)
        y += 21
    deck = f"Crisis Deck {data.deck} · {data.discards} discarded"
    canvas.text((x, y + 10), deck, 12, MUTED, anchor="lm", max_width=inner - x)
    y += 24
    y = _heading(canvas, x, y, "Neutralized Boxes")
    for side in SIDES:
        canvas.text((x, y + CHIP / 2), SIDE_NAME[side], 11, INK, anchor="lm", bold=True)
        chips = [(side, kind, n) for kind, n in _by_type(data.neutralized.get(side, {}))]
        if chips:
            y = _draw_chips(canvas, chips, x + NEUTRAL_LABEL, y, inner, 2)
        else:
            canvas.text((x + NEUTRAL_LABEL, y + CHIP / 2), "empty", 11, MUTED, anchor="lm")
            y += CHIP + CHIP_GAP
    y = _heading(canvas, x, y + 6, "Recruitment Pool")
    chips = [("pool", kind, n) for kind, n in _by_type(data.pool)]
    if chips:
        room = int((BOXES_BOX[3] - 4 - y + CHIP_GAP) // (CHIP + CHIP_GAP))
        _draw_chips(canvas, chips, x, y, inner, max(1, room))
    else:
        canvas.text((x, y + CHIP / 2), "empty", 11, MUTED, anchor="lm")
