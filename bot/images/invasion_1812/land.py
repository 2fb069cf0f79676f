"""The 1812 map: what no game changes (the land tinted by homeland, the out-of-bounds land, the
waters, the links and the areas' name tiles, drawn once per map and language) and what the game
puts on it (the battle ring, the units counted by faction colour, the Control Markers)."""

from __future__ import annotations

from PIL import Image

from rules.core.messages import SOURCE
from rules.invasion_1812.board import Area, Fixed, InvasionBoard

from ..canvas import ELLIPSIS, text_width, wrap
from ..memo import by_identity
from ..words import say
from . import shapes
from .layout import Tile, centre, homeland_tint, out_of_bounds, tiles, waters
from .look import (
    BATTLE,
    CONTROL,
    EDGE,
    GREYED,
    INK,
    LAND,
    LINK,
    MAP_HEIGHT,
    NAME_LINE,
    NAME_SIZE,
    OUT_OF_BOUNDS,
    OUT_OF_BOUNDS_TEXT,
    REGION_SIZES,
    SIDE_COLOUR,
    STAR,
    TILE_EDGE,
    TILE_FILL,
    TILE_PAD,
    UNIT_GAP,
    WATER,
    WATER_EDGE,
    WATER_TEXT,
    WHITE,
    WIDTH,
    Point,
)
from .marks import MapCanvas, star, unit_square, unit_width


@by_identity(size=4)
def base_map(fixed: Fixed, language: str = SOURCE) -> Image.Image:
    """Everything on the map that no game changes, drawn once at canvas resolution: the land,
    the waters, the links and the areas' name tiles, the names in ``language``."""
    canvas = MapCanvas(WIDTH, MAP_HEIGHT, LAND)
    placed = tiles(fixed, language)
    canvas.paste(homeland_tint(fixed, language))
    for name, ring in out_of_bounds(fixed, language):
        canvas.polygon(ring, OUT_OF_BOUNDS)
        _draw_region_name(canvas, name, ring)
    for water in waters(fixed, language):
        for ring in water.polygons:
            canvas.polygon(ring, WATER, outline=WATER_EDGE)
        for river in water.rivers:
            canvas.line(river, WATER, 14)
    for river in shapes.GREYED_RIVERS:
        canvas.line(river, GREYED, 5)
    for water in waters(fixed, language):
        if water.label is not None:
            canvas.text(water.label, water.name, 12, WATER_TEXT, anchor="mm")
    for area_id, area in fixed.areas.items():
        a = centre(placed[area_id].name_box)
        for other in area.neighbours:
            if other > area_id and other in placed:
                canvas.line([a, centre(placed[other].name_box)], LINK, 1.2)
    for area_id, area in fixed.areas.items():
        _draw_name_tile(canvas, area, placed[area_id])
    return canvas.scaled_image()


def _draw_region_name(canvas: MapCanvas, name: str, ring: list[Point]) -> None:
    """An out-of-bounds region's name in its patch, on two lines, kept on the map: where it is
    longer (a language's longer words), a little smaller or on three lines, rather than cut."""
    x0, y0 = max(min(p[0] for p in ring), 0), max(min(p[1] for p in ring), 0)
    x1, y1 = min(max(p[0] for p in ring), WIDTH), min(max(p[1] for p in ring), MAP_HEIGHT)
    if x1 - x0 < 60:
        return  # no room for a name
    for size, most in REGION_SIZES:
        lines = wrap(name, size, x1 - x0 - 8, most)
        if not lines[-1].endswith(ELLIPSIS):
            break
    step = size + 2
    width = max(text_width(line, size) for line in lines)
    x = min(max((x0 + x1) / 2, width / 2 + 3), WIDTH - width / 2 - 3)
    y = (y0 + y1) / 2 - (len(lines) - 1) * step / 2
    y = min(max(y, 8), MAP_HEIGHT - 8 - (len(lines) - 1) * step)
    for n, line in enumerate(lines):
        canvas.text((x, y + n * step), line, size, OUT_OF_BOUNDS_TEXT, anchor="mm")


def _draw_name_tile(canvas: MapCanvas, area: Area, tile: Tile) -> None:
    """The area's name on its homeland's colour, after its Objective stars."""
    left, top, _, bottom = tile.name_box
    canvas.rect(tile.name_box, TILE_FILL[area.homeland], outline=TILE_EDGE[area.homeland], radius=5)
    x = left + TILE_PAD
    middle = (top + bottom) / 2
    for _ in range(area.objectives):
        star(canvas, x + STAR / 2, middle, STAR / 2 + 0.5)
        x += STAR
    if area.objectives:
        x += 2
    first = middle - (len(tile.lines) - 1) * NAME_LINE / 2
    for n, line in enumerate(tile.lines):
        canvas.text((x, first + n * NAME_LINE), line, NAME_SIZE, INK, anchor="lm", bold=True)


def draw_pieces(
    canvas: MapCanvas, data: InvasionBoard, area_id: str, tile: Tile, language: str = SOURCE
) -> None:
    """What the game puts on an area: the battle ring, the units, the Control Markers (a disc
    with the side's letter in ``language``)."""
    area = data.fixed.areas[area_id]
    left, top, right, bottom = tile.name_box
    if data.battle == area_id:
        ring = (left - 5, top - 5, right + 5, bottom + 5)
        canvas.rect(ring, None, outline=BATTLE, width=4, radius=9)
    here = [(f, str(n)) for f, n in _units_here(data, area_id)]
    row = sum(unit_width(count) + UNIT_GAP for _, count in here) - UNIT_GAP
    # A long row (many factions in one area) stays on the map.
    x, y = max(min(left, WIDTH - EDGE - row), EDGE), bottom + 2
    for faction, count in here:
        x += unit_square(canvas, x, y, faction, count) + UNIT_GAP
    side = data.control.get(area_id)
    if side is not None:
        # One marker per Objective (two on Fort Erie & Queenston), at the tile's corner.
        for k in range(max(1, area.objectives)):
            x0 = right - CONTROL / 2 - k * (CONTROL - 5)
            disc = (x0, top - CONTROL / 2, x0 + CONTROL, top + CONTROL / 2)
            canvas.ellipse(disc, SIDE_COLOUR[side], outline=WHITE, width=1)
            letter = say(language)("i1812-pic-side-letter", side=side)
            canvas.text(centre(disc), letter, 10, WHITE, anchor="mm", bold=True)


def _units_here(data: InvasionBoard, area_id: str) -> list[tuple[str, int]]:
    """The factions with units in the area and how many, in the factions' order."""
    here = data.units.get(area_id, {})
    return [(f, here[f]) for f in data.fixed.factions if here.get(f, 0) > 0]
