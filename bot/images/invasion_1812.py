"""The 1812: The Invasion of Canada board image: a schematic map over a strip of the tracks.

The map: every land area is a name tile tinted by its homeland (red British, blue American:
rulebook, "Map Setup"), with its Objective stars, its units counted by faction colour underneath
and Control Marker discs when a side holds it ("Objectives"). The rulebook prints no map and
``data/map.toml`` reconstructs one from the real places, so the tiles sit where those places
are, drawn apart by hand (`POSITIONS`) where real distances are too small to read: the Detroit
and Niagara rivers, the Thousand Islands. The Large Bodies of Water lie between the tiles of the
areas on their shores, the out-of-bounds land in beige ("Out of Bounds Areas"), land links as
thin lines. An area or a body of water the table does not know is placed by its lat/lon.

The strip: the round track, whose turn it is and whom the game waits on, the Turn Order Markers
drawn so far this round, the Truce cards played per side ("Truce Cards"), the Fled Units space
and the Control Markers each side holds (the score: "End of the Game").

It draws only ``Board.data``, which the rules keep public. What no game changes (the land, the
waters, the links, the name tiles) is drawn once per process and reused; a render adds the
pieces and the strip.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image
from pydantic import BaseModel, model_validator

from rules.core.protocol import Board
from rules.invasion_1812.factions import FACTIONS, NAMES, SIDE_OF, TRUCES, Faction, Side
from rules.invasion_1812.geography import MAP

from .canvas import SCALE, Canvas, Colour, fit, printable, text_width, wrap

Point = tuple[float, float]
Box = tuple[float, float, float, float]


# --- the data the rules put in Board.data (rules/invasion_1812/views.py) ---
class BoardData(BaseModel):
    units: dict[str, dict[Faction, int]]
    control: dict[str, Side]
    fled: dict[Faction, int] = {}
    round: int
    rounds: int
    turn_order: list[Faction]
    faction: Faction | None
    truces: list[Faction]
    battle: str | None
    active: list[str] = []

    @model_validator(mode="after")
    def _known_areas(self) -> BoardData:
        named = [*self.units, *self.control, *([self.battle] if self.battle else [])]
        unknown = sorted({area for area in named if area not in MAP.areas})
        if unknown:
            raise ValueError(f"areas not on the 1812 map: {unknown}")
        return self


# --- look ---
WIDTH = 1200
HEIGHT = 800
MAP_HEIGHT = 620
MAP_BOX: Box = (0, 0, WIDTH, MAP_HEIGHT)
EDGE = 4  # tiles keep this far from the map's edges

LAND: Colour = (238, 233, 216)
# The land itself, tinted by the homeland of the nearest area: the border shows.
HOMELAND_LAND: dict[str, Colour] = {"british": (244, 223, 212), "american": (219, 228, 240)}
OUT_OF_BOUNDS: Colour = (222, 206, 170)
OUT_OF_BOUNDS_TEXT: Colour = (140, 118, 80)
WATER: Colour = (146, 206, 218)
WATER_EDGE: Colour = (112, 178, 196)
WATER_TEXT: Colour = (38, 104, 122)
GREYED: Colour = (176, 184, 186)
LINK: Colour = (146, 136, 118)
INK: Colour = (34, 31, 28)
MUTED: Colour = (104, 97, 89)
RULE: Colour = (214, 206, 192)
STRIP: Colour = (250, 247, 240)
BAR: Colour = (40, 36, 33)
BAR_TEXT: Colour = (246, 241, 232)
GOLD: Colour = (240, 188, 40)
GOLD_EDGE: Colour = (120, 80, 0)
BATTLE: Colour = (236, 104, 0)
NOW: Colour = (252, 236, 190)
WHITE: Colour = (255, 255, 255)

# Homeland tiles: a light tint of the side's colour, edged in the colour itself.
TILE_FILL: dict[str, Colour] = {"british": (249, 214, 206), "american": (210, 223, 247)}
TILE_EDGE: dict[str, Colour] = {"british": (176, 38, 38), "american": (42, 76, 160)}
SIDE_COLOUR: dict[str, Colour] = {"british": (190, 24, 36), "american": (28, 58, 140)}
SIDE_LETTER = {"british": "B", "american": "A"}
SIDE_WORD = {"british": "British", "american": "American"}

# The units' colours ("Components"), and the ink of a count printed on them.
UNIT_FILL: dict[str, Colour] = {
    "british-regulars": (208, 30, 40),
    "canadian-militia": (248, 204, 30),
    "native-americans": (30, 140, 64),
    "american-regulars": (32, 82, 198),
    "american-militia": (253, 253, 251),
}
UNIT_INK: dict[str, Colour] = {
    "british-regulars": WHITE,
    "canadian-militia": INK,
    "native-americans": WHITE,
    "american-regulars": WHITE,
    "american-militia": INK,
}
UNIT_EDGE: Colour = (30, 28, 26)

NAME_SIZE = 13
NAME_LINE = 17
NAME_MAX = 130  # a longer name wraps onto a second line
TILE_PAD = 5
STAR = 12  # a star's width
UNIT = 20  # a unit square's side
UNIT_GAP = 2
UNIT_SIZE = 12
UNITS_RESERVED = 3  # room kept under every tile for this many unit squares
CONTROL = 16  # a Control Marker disc's diameter
GAP_X, GAP_Y = 10, 4  # the least space between two tiles' footprints

# Where each area's name tile is centred on the 1200 x 620 map: the real places, west to east,
# pulled apart where they crowd. Areas not listed here are placed by their lat/lon.
POSITIONS: dict[str, Point] = {
    # Lake Huron and the Georgian Bay
    "saginaw": (55, 140),
    "fort-gratiot": (140, 225),
    "baldoon": (270, 262),
    "nottawasaga": (308, 110),
    "penetanguishene": (400, 26),
    "holland-landing": (438, 84),
    # The Detroit frontier and Lake Erie
    "detroit": (55, 335),
    "sandwich": (175, 335),
    "amherstburg": (190, 400),
    "frenchtown": (60, 405),
    "fort-meigs": (70, 480),
    "sandusky": (120, 560),
    "cleveland": (270, 560),
    "erie": (500, 545),
    "pittsburgh": (400, 583),
    "moraviantown": (320, 334),
    "long-point": (450, 391),
    "six-nations": (436, 300),
    "grand-river": (572, 385),
    # The Niagara and Lake Ontario
    "burlington-heights": (535, 210),
    "york": (546, 130),
    "stoney-creek": (549, 290),
    "fort-george": (671, 295),
    "fort-erie-queenston": (693, 385),
    "fort-niagara": (800, 295),
    "lewiston": (825, 355),
    "black-rock": (824, 414),
    "buffalo": (770, 480),
    "batavia": (922, 400),
    "charlotte": (909, 295),
    "canandaigua": (929, 472),
    "bay-of-quinte": (673, 110),
    "kingston": (785, 135),
    "oswego": (1000, 303),
    "sackets-harbor": (915, 221),
    "french-creek": (951, 164),
    "prescott": (887, 40),
    "ogdensburg": (901, 107),
    "cryslers-farm": (1003, 23),
    # The St. Lawrence to Montreal, Lake Champlain and the Mohawk
    "cornwall": (1109, 23),
    "french-mills": (1021, 107),
    "montreal": (1145, 79),
    "chateauguay": (1137, 135),
    "st-johns": (1150, 192),
    "lacolle": (1051, 191),
    "chazy": (1055, 247),
    "plattsburgh": (1035, 360),
    "burlington": (1147, 340),
    "whitehall": (1140, 432),
    "rome": (1022, 416),
    "utica": (1021, 472),
    "albany": (1110, 520),
}


def _points(text: str) -> list[Point]:
    """Points from ``"x0,y0 x1,y1 ..."``: keeps the hand-drawn outlines below compact."""
    return [(float(x), float(y)) for x, y in (pair.split(",") for pair in text.split())]


# The Large Bodies of Water, outlined by hand around the tiles above (smoothed when drawn):
# lakes as polygons, the narrow aqua rivers (the Detroit, the upper Niagara) as bands.
LAKES: dict[str, list[list[Point]]] = {
    "lake-huron": [
        _points(
            "112,-10 318,-10 326,60 280,88 265,150 240,205 212,226 195,205 150,198 108,180 "
            "102,118 116,50"
        ),
    ],
    "lake-erie": [
        # Lake St. Clair
        _points("150,292 175,276 225,278 235,292 210,303 150,306"),
        # Lake Erie
        _points(
            "118,440 180,444 262,440 300,392 400,380 408,428 505,428 530,420 630,425 700,432 "
            "758,428 760,455 730,466 700,476 600,500 545,514 470,518 320,532 230,532 165,530 "
            "132,505 128,458"
        ),
    ],
    "lake-ontario": [
        # With the upper St. Lawrence past Prescott, to the Long Sault.
        _points(
            "612,205 645,175 700,140 770,140 778,175 868,178 872,120 880,80 960,76 1056,70 "
            "1056,86 960,90 906,94 906,150 906,200 945,238 975,258 992,290 962,284 930,272 "
            "760,272 650,268 615,262 600,235"
        ),
    ],
    "lower-st-lawrence": [
        _points("1070,60 1108,56 1112,78 1108,118 1082,116 1075,92"),
    ],
    "lake-champlain": [
        _points(
            "1094,212 1106,212 1112,260 1108,300 1108,350 1110,412 1092,412 1092,350 1090,300 "
            "1090,260"
        ),
    ],
}
RIVERS: dict[str, list[list[Point]]] = {
    "lake-erie": [_points("192,292 122,306 118,372 122,444"), _points("752,440 768,398")],
}
WATER_LABELS: dict[str, Point | None] = {
    "lake-huron": (200, 110),
    "lake-erie": (330, 480),
    "lake-ontario": (770, 215),
    "lower-st-lawrence": None,  # too narrow for a name
    "lake-champlain": None,
}
# The greyed-out rivers that part two bodies of water ("Water Movement"): the St. Clair, the
# lower Niagara, the Long Sault.
GREYED_RIVERS: list[list[Point]] = [
    _points("212,222 205,280"),
    _points("766,398 766,332 742,306 742,270"),
    _points("1056,78 1072,76"),
]
# The out-of-bounds land ("Out of Bounds Areas"), by hand where the tiles leave room.
OUT_OF_BOUNDS_SHAPES: dict[str, list[Point]] = {
    "michigan-interior": _points("-10,184 80,188 106,245 80,302 -10,308"),
    "ohio": _points("150,598 250,590 340,600 330,630 160,630"),
    "pennsylvania": _points("560,530 700,510 760,560 700,630 560,630 520,590"),
    "southern-tier": _points("840,520 1010,505 1060,560 1000,630 850,630"),
    "adirondacks": _points("1052,372 1082,366 1092,398 1062,414"),
    "vermont": _points("1185,370 1210,360 1210,480 1180,470"),
    "lower-canada-east": _points("1180,110 1210,100 1210,170 1185,165"),
    "ottawa-valley": _points("640,-10 860,-10 840,40 700,55 640,30"),
    "queens-bush": _points("330,170 450,160 470,230 400,262 320,235"),
}


# --- the layout: computed once from the map ---
class Tile(BaseModel):
    """Where an area is drawn: its name tile, and the footprint kept free for it (the tile, the
    unit squares below it and the control discs at its corner)."""

    lines: list[str]
    name_box: Box
    footprint: Box


def _line_fit(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """Least-squares ``a, b`` with ``y = a * x + b`` over ``pairs`` of (x, y)."""
    n = len(pairs)
    mx = sum(x for x, _ in pairs) / n
    my = sum(y for _, y in pairs) / n
    var = sum((x - mx) ** 2 for x, _ in pairs)
    a = sum((x - mx) * (y - my) for x, y in pairs) / var if var else 0.0
    return a, my - a * mx


@lru_cache(maxsize=1)
def _geo_fit() -> tuple[tuple[float, float], tuple[float, float]]:
    """Pixel x from longitude and pixel y from latitude, fitted to the hand-placed areas (or to
    the whole map's extent if too few are placed)."""
    placed = [a for a in MAP.areas.values() if a.id in POSITIONS]
    if len(placed) >= 3:
        fx = _line_fit([(a.lon, POSITIONS[a.id][0]) for a in placed])
        fy = _line_fit([(a.lat, POSITIONS[a.id][1]) for a in placed])
        if fx[0] > 0 and fy[0] < 0:
            return fx, fy
    lons = [a.lon for a in MAP.areas.values()] or [0.0]
    lats = [a.lat for a in MAP.areas.values()] or [0.0]
    ax = (MAP_BOX[2] - 160) / ((max(lons) - min(lons)) or 1)
    ay = -(MAP_BOX[3] - 80) / ((max(lats) - min(lats)) or 1)
    return (ax, 80 - ax * min(lons)), (ay, 40 - ay * max(lats))


def _geo(lat: float, lon: float) -> Point:
    (ax, bx), (ay, by) = _geo_fit()
    return ax * lon + bx, ay * lat + by


def _tile_shape(area_id: str) -> tuple[list[str], float, float]:
    """The name's lines, and the name tile's width and height."""
    area = MAP.areas[area_id]
    lines = wrap(area.name, NAME_SIZE, NAME_MAX, 2, bold=True)
    text = max(text_width(line, NAME_SIZE, bold=True) for line in lines)
    stars = area.objectives * STAR + (2 if area.objectives else 0)
    return lines, stars + text + 2 * TILE_PAD, len(lines) * NAME_LINE + 5


def _footprint(name_box: Box) -> Box:
    left, top, right, bottom = name_box
    units = UNITS_RESERVED * UNIT + (UNITS_RESERVED - 1) * UNIT_GAP
    return (
        left,
        top - CONTROL / 2,
        max(right, left + units) + CONTROL / 2,
        bottom + 2 + UNIT,
    )


@lru_cache(maxsize=1)
def layout() -> dict[str, Tile]:
    """Every area's tile in image pixels: at its place, then nudged until no two overlap."""
    ids = list(MAP.areas)
    shapes = {i: _tile_shape(i) for i in ids}
    anchors = {i: POSITIONS.get(i) or _geo(MAP.areas[i].lat, MAP.areas[i].lon) for i in ids}
    # Footprint of each tile relative to the tile's centre.
    offsets: dict[str, Box] = {}
    for i in ids:
        _, w, h = shapes[i]
        offsets[i] = _footprint((-w / 2, -h / 2, w / 2, h / 2))
    centres = _spread(ids, anchors, offsets)
    tiles: dict[str, Tile] = {}
    for i in ids:
        lines, w, h = shapes[i]
        x, y = centres[i]
        name_box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        tiles[i] = Tile(lines=lines, name_box=name_box, footprint=_footprint(name_box))
    return tiles


def _spread(ids: list[str], anchors: dict[str, Point], offsets: dict[str, Box]) -> dict[str, Point]:
    """Push overlapping footprints apart, all kept inside the map, until none overlap (the
    hand-placed tiles hardly move; an area placed by its lat/lon makes room for itself).
    Deterministic: a fixed order and at most a fixed number of passes."""
    pos = {i: _inside(list(anchors[i]), offsets[i]) for i in ids}
    for _ in range(200):
        moved = False
        boxes = {i: _offset(offsets[i], pos[i]) for i in ids}
        for n, a in enumerate(ids):
            for b in ids[n + 1 :]:
                ax0, ay0, ax1, ay1 = boxes[a]
                bx0, by0, bx1, by1 = boxes[b]
                over_x = min(ax1, bx1) - max(ax0, bx0) + GAP_X
                over_y = min(ay1, by1) - max(ay0, by0) + GAP_Y
                if over_x <= 0 or over_y <= 0:
                    continue
                moved = True
                axis, over = (0, over_x) if over_x < over_y * 1.5 else (1, over_y)
                d = (pos[b][axis] - pos[a][axis]) or (anchors[b][axis] - anchors[a][axis]) or 1
                shift = math.copysign(over / 2 + 0.5, d)
                pos[a][axis] -= shift
                pos[b][axis] += shift
                pos[a] = _inside(pos[a], offsets[a])
                pos[b] = _inside(pos[b], offsets[b])
                boxes[a] = _offset(offsets[a], pos[a])
                boxes[b] = _offset(offsets[b], pos[b])
        if not moved:
            break
    return {i: (p[0], p[1]) for i, p in pos.items()}


def _offset(box: Box, at: list[float]) -> Box:
    return at[0] + box[0], at[1] + box[1], at[0] + box[2], at[1] + box[3]


def _inside(at: list[float], box: Box) -> list[float]:
    """``at`` moved so that ``box`` around it lies inside the map."""
    x = min(max(at[0], MAP_BOX[0] + EDGE - box[0]), MAP_BOX[2] - EDGE - box[2])
    y = min(max(at[1], MAP_BOX[1] + EDGE - box[1]), MAP_BOX[3] - EDGE - box[3])
    return [x, y]


def _centre(box: Box) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _smooth(ring: list[Point], rounds: int = 3) -> list[Point]:
    """Chaikin's corner cutting: a closed polygon with rounded corners."""
    for _ in range(rounds):
        out: list[Point] = []
        for k, (x0, y0) in enumerate(ring):
            x1, y1 = ring[(k + 1) % len(ring)]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        ring = out
    return ring


class WaterShape(BaseModel):
    name: str
    polygons: list[list[Point]]  # smoothed
    rivers: list[list[Point]]
    label: Point | None  # where its name goes; None: no room for it


@lru_cache(maxsize=1)
def _waters() -> list[WaterShape]:
    """Each Large Body of Water: drawn by hand (`LAKES`), or else a polygon through its shore
    tiles' centres, taken in order around their middle and drawn in toward it."""
    tiles = layout()
    shapes: list[WaterShape] = []
    for water_id, water in MAP.waters.items():
        polygons = LAKES.get(water_id)
        if polygons is None:
            shore = [_centre(tiles[a].name_box) for a in MAP.members(water_id)]
            if not shore:
                continue
            cx, cy = _middle(shore)
            shore.sort(key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
            ring = [(cx + (x - cx) * 0.6, cy + (y - cy) * 0.6) for x, y in shore]
            if len(ring) < 3:  # two shore areas: a short band between them
                ring = [(cx - 12, cy), (cx, cy - 12), (cx + 12, cy), (cx, cy + 12)]
            polygons = [ring]
        label = WATER_LABELS[water_id] if water_id in WATER_LABELS else _middle(polygons[-1])
        shapes.append(
            WaterShape(
                name=water.name,
                polygons=[_smooth(ring) for ring in polygons],
                rivers=RIVERS.get(water_id, []),
                label=label,
            )
        )
    return shapes


@lru_cache(maxsize=1)
def _out_of_bounds() -> list[tuple[str, list[Point]]]:
    """The beige patches: drawn by hand, or an oval at the region's lat/lon."""
    patches = []
    for region in MAP.out_of_bounds:
        ring = OUT_OF_BOUNDS_SHAPES.get(region.id)
        if ring is None:
            x, y = _geo(region.lat, region.lon)
            x = min(max(x, MAP_BOX[0] + 30), MAP_BOX[2] - 30)
            y = min(max(y, MAP_BOX[1] + 20), MAP_BOX[3] - 20)
            ring = [(x - 60, y), (x, y - 36), (x + 60, y), (x, y + 36)]
        patches.append((region.name, _smooth(ring)))
    return patches


def _middle(ring: list[Point]) -> Point:
    return sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)


@lru_cache(maxsize=1)
def _homeland_tint() -> Image.Image:
    """The map's land at canvas resolution, tinted by the homeland of the nearest tile and
    fading to plain land far from every tile; computed coarsely, then smoothly enlarged."""
    cell = 16
    tiles = layout()
    british = [_centre(t.name_box) for i, t in tiles.items() if MAP.areas[i].homeland == "british"]
    american = [_centre(t.name_box) for i, t in tiles.items() if MAP.areas[i].homeland != "british"]
    cols, rows = -(-WIDTH // cell), -(-MAP_HEIGHT // cell)
    small = Image.new("RGB", (cols, rows), LAND)
    pixels = small.load()
    assert pixels is not None
    for row in range(rows):
        y = (row + 0.5) * cell  # the cell's centre, where the enlarged image samples it
        row_b = [(cx, (y - cy) ** 2) for cx, cy in british]
        row_a = [(cx, (y - cy) ** 2) for cx, cy in american]
        for col in range(cols):
            x = (col + 0.5) * cell
            db = math.sqrt(min([(x - cx) ** 2 + dy for cx, dy in row_b] or [1e12]))
            da = math.sqrt(min([(x - cx) ** 2 + dy for cx, dy in row_a] or [1e12]))
            # 0 = British, 1 = American, blended over a few pixels either side of the border.
            t = min(max((db - da) / 24 + 0.5, 0.0), 1.0)
            fade = min(max((min(db, da) - 110) / 60, 0.0), 1.0)
            pixels[col, row] = tuple(
                round((b * (1 - t) + a * t) * (1 - fade) + land * fade)
                for b, a, land in zip(
                    HOMELAND_LAND["british"], HOMELAND_LAND["american"], LAND, strict=True
                )
            )
    # Smooth at image size; the canvas's doubled pixels need no more than repeating them.
    smooth = small.resize(
        (WIDTH, MAP_HEIGHT), Image.Resampling.BILINEAR, box=(0, 0, WIDTH / cell, MAP_HEIGHT / cell)
    )
    return smooth.resize((WIDTH * SCALE, MAP_HEIGHT * SCALE), Image.Resampling.NEAREST)


def label_boxes(board: Board) -> dict[str, Box]:
    """Area id -> the pixel box of its name tile (validating ``board`` like `render`)."""
    BoardData.model_validate(board.data)
    return {area: tile.name_box for area, tile in layout().items()}


# --- drawing ---
class MapCanvas(Canvas):
    """The shared canvas, plus polygons and lines."""

    def polygon(
        self, points: list[Point], fill: Colour | None, *, outline: Colour | None = None
    ) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.polygon(scaled, fill=fill, outline=outline, width=SCALE if outline else 0)

    def paste(self, image: Image.Image) -> None:
        """An image of canvas resolution laid over the top left corner."""
        self._image.paste(image, (0, 0))

    def scaled_image(self) -> Image.Image:
        """The drawing at canvas resolution (`SCALE` times the image's), for `paste`."""
        return self._image

    def line(self, points: list[Point], fill: Colour, width: float) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.line(scaled, fill=fill, width=max(1, round(width * SCALE)))


def render(board: Board) -> bytes:
    """PNG bytes of the board. Raises pydantic's ValidationError if its data is not as above."""
    data = BoardData.model_validate(board.data)
    canvas = MapCanvas(WIDTH, HEIGHT, LAND)
    canvas.paste(_base_map())
    tiles = layout()
    for area_id in MAP.areas:
        _draw_pieces(canvas, data, area_id, tiles[area_id])
    _draw_strip(canvas, data, board.headline)
    return canvas.png()


@lru_cache(maxsize=1)
def _base_map() -> Image.Image:
    """Everything on the map that no game changes, drawn once at canvas resolution: the land,
    the waters, the links and the areas' name tiles."""
    canvas = MapCanvas(WIDTH, MAP_HEIGHT, LAND)
    tiles = layout()
    canvas.paste(_homeland_tint())
    for name, ring in _out_of_bounds():
        canvas.polygon(ring, OUT_OF_BOUNDS)
        _draw_region_name(canvas, name, ring)
    for water in _waters():
        for ring in water.polygons:
            canvas.polygon(ring, WATER, outline=WATER_EDGE)
        for river in water.rivers:
            canvas.line(river, WATER, 14)
    for river in GREYED_RIVERS:
        canvas.line(river, GREYED, 5)
    for water in _waters():
        if water.label is not None:
            canvas.text(water.label, water.name, 12, WATER_TEXT, anchor="mm")
    for area_id, area in MAP.areas.items():
        a = _centre(tiles[area_id].name_box)
        for other in area.neighbours:
            if other > area_id and other in tiles:
                canvas.line([a, _centre(tiles[other].name_box)], LINK, 1.2)
    for area_id in MAP.areas:
        _draw_name_tile(canvas, area_id, tiles[area_id])
    return canvas.scaled_image()


def _draw_region_name(canvas: MapCanvas, name: str, ring: list[Point]) -> None:
    """An out-of-bounds region's name in its patch, on at most two lines, kept on the map."""
    x0, y0 = max(min(p[0] for p in ring), 0), max(min(p[1] for p in ring), 0)
    x1, y1 = min(max(p[0] for p in ring), WIDTH), min(max(p[1] for p in ring), MAP_HEIGHT)
    if x1 - x0 < 60:
        return  # no room for a name
    lines = wrap(name, 11, x1 - x0 - 8, 2)
    width = max(text_width(line, 11) for line in lines)
    x = min(max((x0 + x1) / 2, width / 2 + 3), WIDTH - width / 2 - 3)
    y = (y0 + y1) / 2 - (len(lines) - 1) * 6.5
    y = min(max(y, 8), MAP_HEIGHT - 8 - (len(lines) - 1) * 13)
    for n, line in enumerate(lines):
        canvas.text((x, y + n * 13), line, 11, OUT_OF_BOUNDS_TEXT, anchor="mm")


def _star(canvas: MapCanvas, x: float, y: float, r: float) -> None:
    points = []
    for k in range(10):
        angle = -math.pi / 2 + k * math.pi / 5
        radius = r if k % 2 == 0 else r * 0.45
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    canvas.polygon(points, GOLD, outline=GOLD_EDGE)


def _draw_name_tile(canvas: MapCanvas, area_id: str, tile: Tile) -> None:
    """The area's name on its homeland's colour, after its Objective stars."""
    area = MAP.areas[area_id]
    left, top, _, bottom = tile.name_box
    canvas.rect(tile.name_box, TILE_FILL[area.homeland], outline=TILE_EDGE[area.homeland], radius=5)
    x = left + TILE_PAD
    middle = (top + bottom) / 2
    for _ in range(area.objectives):
        _star(canvas, x + STAR / 2, middle, STAR / 2 + 0.5)
        x += STAR
    if area.objectives:
        x += 2
    first = middle - (len(tile.lines) - 1) * NAME_LINE / 2
    for n, line in enumerate(tile.lines):
        canvas.text((x, first + n * NAME_LINE), line, NAME_SIZE, INK, anchor="lm", bold=True)


def _draw_pieces(canvas: MapCanvas, data: BoardData, area_id: str, tile: Tile) -> None:
    """What the game puts on an area: the battle ring, the units, the Control Markers."""
    area = MAP.areas[area_id]
    left, top, right, bottom = tile.name_box
    if data.battle == area_id:
        ring = (left - 5, top - 5, right + 5, bottom + 5)
        canvas.rect(ring, None, outline=BATTLE, width=4, radius=9)
    here = [(f, str(n)) for f, n in _units_here(data, area_id)]
    row = sum(_unit_width(count) + UNIT_GAP for _, count in here) - UNIT_GAP
    # A long row (many factions in one area) stays on the map.
    x, y = max(min(left, WIDTH - EDGE - row), EDGE), bottom + 2
    for faction, count in here:
        x += _unit_square(canvas, x, y, faction, count) + UNIT_GAP
    side = data.control.get(area_id)
    if side is not None:
        # One marker per Objective (two on Fort Erie & Queenston), at the tile's corner.
        for k in range(max(1, area.objectives)):
            x0 = right - CONTROL / 2 - k * (CONTROL - 5)
            disc = (x0, top - CONTROL / 2, x0 + CONTROL, top + CONTROL / 2)
            canvas.ellipse(disc, SIDE_COLOUR[side], outline=WHITE, width=1)
            canvas.text(_centre(disc), SIDE_LETTER[side], 10, WHITE, anchor="mm", bold=True)


def _units_here(data: BoardData, area_id: str) -> list[tuple[str, int]]:
    """The factions with units in the area and how many, in the factions' order."""
    here = data.units.get(area_id, {})
    return [(f, here[f]) for f in FACTIONS if here.get(f, 0) > 0]


def _unit_width(text: str) -> float:
    return max(UNIT, text_width(printable(text), UNIT_SIZE, bold=True) + 6) if text else UNIT


def _unit_square(canvas: MapCanvas, x: float, y: float, faction: str, text: str) -> float:
    """A unit cube of ``faction``'s colour with ``text`` (a count) on it; returns its width."""
    text = printable(text)
    w = _unit_width(text)
    canvas.rect((x, y, x + w, y + UNIT), UNIT_FILL[faction], outline=UNIT_EDGE, radius=2)
    if text:
        centre = (x + w / 2, y + UNIT / 2)
        canvas.text(centre, text, UNIT_SIZE, UNIT_INK[faction], anchor="mm", bold=True)
    return w


# --- the strip under the map ---
STRIP_TOP = MAP_HEIGHT
BAR_HEIGHT = 36
PAD = 16
COLUMNS = (PAD, 330, 640, 930)  # round and turn | turn order | truces and fled | control


def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 12, MUTED, bold=True)
    return y + 19


def _draw_strip(canvas: MapCanvas, data: BoardData, headline: str) -> None:
    canvas.rect((0, STRIP_TOP, WIDTH, HEIGHT), STRIP)
    canvas.rect((0, STRIP_TOP, WIDTH, STRIP_TOP + BAR_HEIGHT), BAR)
    mid = STRIP_TOP + BAR_HEIGHT / 2
    x = PAD + canvas.text((PAD, mid), "1812", 22, BAR_TEXT, anchor="lm", bold=True) + 10
    x += canvas.text((x, mid + 1), "THE INVASION OF CANADA", 14, GOLD, anchor="lm", bold=True)
    right = WIDTH - PAD
    x += 24
    if data.battle is not None:
        label = fit(f"Battle: {MAP.areas[data.battle].name}", 15, 300, bold=True)
        width = text_width(label, 15, bold=True) + 24
        box = (x, mid - 12, x + width, mid + 12)
        canvas.rect(box, BATTLE, radius=12)
        canvas.text(_centre(box), label, 15, WHITE, anchor="mm", bold=True)
        x += width + 24
    # The rules' own headline: round, whose turn, phase (or how the game ended).
    headline = headline.strip() or f"Round {data.round} of {data.rounds}"
    canvas.text((right, mid), headline, 16, BAR_TEXT, anchor="rm", bold=True, max_width=right - x)
    top = STRIP_TOP + BAR_HEIGHT + 10
    _draw_round_and_turn(canvas, data, COLUMNS[0], COLUMNS[1] - 20, top)
    _draw_turn_order(canvas, data, COLUMNS[1], COLUMNS[2] - 20, top)
    _draw_truces_and_fled(canvas, data, COLUMNS[2], COLUMNS[3] - 20, top)
    _draw_control(canvas, data, COLUMNS[3], WIDTH - PAD, top)
    for x in COLUMNS[1:]:
        canvas.rect((x - 11, top, x - 10, HEIGHT - 10), RULE)


def _draw_round_and_turn(
    canvas: MapCanvas, data: BoardData, left: float, right: float, top: float
) -> None:
    """The round track ("Place Round Marker"), then whose turn it is and who must act."""
    y = _heading(canvas, left, top, f"Round {data.round} of {data.rounds}")
    # Ten spaces a row, two rows at most: a longer track shows the 20 spaces up to this round.
    shown = max(1, min(data.rounds, 20))
    first = max(1, min(data.round, data.rounds) - shown + 1)
    per_row = min(shown, 10)
    pitch = (right - left) / per_row
    size = min(pitch - 3, 26 if shown <= 10 else 20)
    for k in range(shown):
        n = first + k
        row, col = divmod(k, per_row)
        x, y0 = left + col * pitch, y + row * (size + 3)
        box = (x, y0, x + size, y0 + size)
        current = n == data.round
        canvas.rect(box, GOLD if current else WHITE, outline=INK if current else RULE, radius=3)
        colour = INK if current else MUTED
        canvas.text(_centre(box), str(n), 13 if n < 100 else 9, colour, anchor="mm", bold=current)
    rows = (shown - 1) // per_row + 1
    y += rows * (size + 3) + 10
    if data.faction is not None:
        name = NAMES[data.faction]
        turn = f"{name}' turn" if name.endswith("s") else f"{name}'s turn"
    else:
        turn = "No turn in progress" if data.active else "Game over"
    if data.faction is not None:
        _unit_square(canvas, left, y, data.faction, "")
        canvas.text(
            (left + UNIT + 8, y + UNIT / 2),
            turn,
            15,
            INK,
            anchor="lm",
            bold=True,
            max_width=right - left - UNIT - 8,
        )
    else:
        canvas.text((left, y + UNIT / 2), turn, 15, INK, anchor="lm", bold=True)
    y += UNIT + 6
    waiting = [NAMES.get(role, role) for role in data.active]
    if waiting:
        # 11 px: all five factions (as at set-up) fit in two lines.
        for line in wrap("Waiting on: " + ", ".join(waiting), 11, right - left, 2):
            canvas.text((left, y), line, 11, MUTED)
            y += 14


def _draw_turn_order(
    canvas: MapCanvas, data: BoardData, left: float, right: float, top: float
) -> None:
    """The Turn Order Markers drawn this round, in order, then those still in the bag."""
    y = _heading(canvas, left, top, "Turn order this round")
    drawn = list(dict.fromkeys(data.turn_order))[:5]
    rows: list[tuple[str, str | None]] = [(f"{n}.", f) for n, f in enumerate(drawn, start=1)]
    rows += [("bag", f) for f in FACTIONS if f not in drawn]
    for mark, faction in rows[:5]:
        current = faction == data.faction and mark != "bag"
        if current:
            canvas.rect((left - 6, y - 1, right, y + 21), NOW, radius=4)
        colour = INK if mark != "bag" else MUTED
        canvas.text((left, y + 10), mark, 12, colour, anchor="lm")
        if faction is not None:
            x = left + 30
            if mark == "bag":
                canvas.rect((x, y + 1, x + UNIT, y + 1 + UNIT), STRIP, outline=RULE, radius=2)
                canvas.rect(
                    (x + 5, y + 6, x + UNIT - 5, y + UNIT - 4),
                    UNIT_FILL[faction],
                    outline=UNIT_EDGE,
                    radius=1,
                )
            else:
                _unit_square(canvas, x, y + 1, faction, "")
            label = NAMES[faction] + ("  (now)" if current else "")
            canvas.text(
                (x + UNIT + 8, y + 10),
                label,
                14,
                colour,
                anchor="lm",
                bold=current,
                max_width=right - x - UNIT - 8,
            )
        y += 22


def _draw_truces_and_fled(
    canvas: MapCanvas, data: BoardData, left: float, right: float, top: float
) -> None:
    """Truce cards played per side ("Truce Cards") and the Fled Units space ("Flee")."""
    y = _heading(canvas, left, top, "Truce cards played")
    played = {side: 0 for side in TRUCES}
    for faction in data.truces:
        played[SIDE_OF[faction]] += 1
    for side, total in TRUCES.items():
        canvas.text((left, y + 11), SIDE_WORD[side], 14, INK, anchor="lm")
        x = left + 74
        for k in range(min(max(total, played[side]), 8)):
            box = (x, y, x + 16, y + 22)
            if k < played[side]:
                canvas.rect(box, SIDE_COLOUR[side], outline=INK, radius=2)
            else:
                canvas.rect(box, WHITE, outline=RULE, radius=2)
            x += 20
        canvas.text((right, y + 11), f"{played[side]}/{total}", 16, INK, anchor="rm", bold=True)
        y += 27
    y = _heading(canvas, left, y + 4, "Fled units")
    fled = [(f, data.fled.get(f, 0)) for f in FACTIONS if data.fled.get(f, 0) > 0]
    if not fled:
        canvas.text((left, y + UNIT / 2), "none", 13, MUTED, anchor="lm")
    x = left
    for faction, n in fled:
        x += _unit_square(canvas, x, y, faction, str(n)) + 4


def _draw_control(
    canvas: MapCanvas, data: BoardData, left: float, right: float, top: float
) -> None:
    """Control Markers per side (who wins: "End of the Game"), then a small legend."""
    y = _heading(canvas, left, top, "Control markers")
    held = {side: 0 for side in TRUCES}
    for area_id, side in data.control.items():
        held[side] += MAP.areas[area_id].objectives
    for side in TRUCES:
        disc = (left, y + 2, left + CONTROL + 2, y + 4 + CONTROL)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        canvas.text(_centre(disc), SIDE_LETTER[side], 11, WHITE, anchor="mm", bold=True)
        canvas.text((left + CONTROL + 10, y + 11), SIDE_WORD[side], 14, INK, anchor="lm")
        canvas.text((right, y + 11), str(held[side]), 16, INK, anchor="rm", bold=True)
        y += 26
    y += 8
    _star(canvas, left + 7, y + 8, 7)
    canvas.text((left + 18, y + 8), "Objective", 12, MUTED, anchor="lm")
    x = left + 90
    for side in TRUCES:
        canvas.rect((x, y + 1, x + 18, y + 15), TILE_FILL[side], outline=TILE_EDGE[side], radius=3)
        x += 24 + canvas.text((x + 24, y + 8), f"{SIDE_WORD[side]}", 12, MUTED, anchor="lm") + 10
