"""Where the 1812 picture puts things, computed once per map (the board model's fixed part) and
language (a longer name makes a wider tile): every area's name tile at its hand-placed spot (or
its lat/lon), nudged until none overlap; the Large Bodies of Water and the out-of-bounds land;
the land tinted by homeland. The language is given as `words.language_key` makes it."""

from __future__ import annotations

import math

from PIL import Image
from pydantic import BaseModel

from rules.core.messages import SOURCE
from rules.invasion_1812.board import Area, Fixed

from ..canvas import SCALE, text_width, wrap
from ..memo import by_identity
from . import shapes
from .look import (
    CONTROL,
    EDGE,
    GAP_X,
    GAP_Y,
    HOMELAND_LAND,
    LAND,
    MAP_BOX,
    MAP_HEIGHT,
    NAME_LINE,
    NAME_MAX,
    NAME_SIZE,
    STAR,
    TILE_PAD,
    UNIT,
    UNIT_GAP,
    UNITS_RESERVED,
    WIDTH,
    Box,
    Point,
)
from .words import named


class Tile(BaseModel):
    """Where an area is drawn: its name (in the language drawn) and tile, and the footprint
    kept free for it (the tile, the unit squares below it and the control discs at its
    corner)."""

    name: str
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


@by_identity()
def _geo_fit(fixed: Fixed) -> tuple[tuple[float, float], tuple[float, float]]:
    """Pixel x from longitude and pixel y from latitude, fitted to the hand-placed areas (or to
    the whole map's extent if too few are placed)."""
    positions = shapes.POSITIONS
    placed = [(i, a) for i, a in fixed.areas.items() if i in positions]
    if len(placed) >= 3:
        fx = _line_fit([(a.lon, positions[i][0]) for i, a in placed])
        fy = _line_fit([(a.lat, positions[i][1]) for i, a in placed])
        if fx[0] > 0 and fy[0] < 0:
            return fx, fy
    lons = [a.lon for a in fixed.areas.values()] or [0.0]
    lats = [a.lat for a in fixed.areas.values()] or [0.0]
    ax = (MAP_BOX[2] - 160) / ((max(lons) - min(lons)) or 1)
    ay = -(MAP_BOX[3] - 80) / ((max(lats) - min(lats)) or 1)
    return (ax, 80 - ax * min(lons)), (ay, 40 - ay * max(lats))


def geo(fixed: Fixed, lat: float, lon: float) -> Point:
    (ax, bx), (ay, by) = _geo_fit(fixed)
    return ax * lon + bx, ay * lat + by


def _tile_shape(area: Area, name: str) -> tuple[list[str], float, float]:
    """The name's lines, and the name tile's width and height."""
    lines = wrap(name, NAME_SIZE, NAME_MAX, 2, bold=True)
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


@by_identity(size=4)
def tiles(fixed: Fixed, language: str = SOURCE) -> dict[str, Tile]:
    """Every area's tile in image pixels, its name in ``language`` (a longer name makes a wider
    tile): at its place, then nudged until no two overlap."""
    ids = list(fixed.areas)
    names = {i: named("area", i, fixed.areas[i].name, language) for i in ids}
    shapes_of = {i: _tile_shape(fixed.areas[i], names[i]) for i in ids}
    anchors = {
        i: shapes.POSITIONS.get(i) or geo(fixed, fixed.areas[i].lat, fixed.areas[i].lon)
        for i in ids
    }
    # Footprint of each tile relative to the tile's centre.
    offsets: dict[str, Box] = {}
    for i in ids:
        _, w, h = shapes_of[i]
        offsets[i] = _footprint((-w / 2, -h / 2, w / 2, h / 2))
    centres = _spread(ids, anchors, offsets)
    found: dict[str, Tile] = {}
    for i in ids:
        lines, w, h = shapes_of[i]
        x, y = centres[i]
        name_box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        found[i] = Tile(
            name=names[i], lines=lines, name_box=name_box, footprint=_footprint(name_box)
        )
    return found


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


def centre(box: Box) -> Point:
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


@by_identity(size=4)
def waters(fixed: Fixed, language: str = SOURCE) -> list[WaterShape]:
    """Each Large Body of Water, its name in ``language``: drawn by hand (`shapes.LAKES`), or
    else a polygon through its shore tiles' centres, taken in order around their middle and
    drawn in toward it."""
    placed = tiles(fixed, language)
    found: list[WaterShape] = []
    for water_id, water in fixed.waters.items():
        polygons = shapes.LAKES.get(water_id)
        if polygons is None:
            shore = [centre(placed[a].name_box) for a in water.shore]
            if not shore:
                continue
            cx, cy = _middle(shore)
            shore.sort(key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
            ring = [(cx + (x - cx) * 0.6, cy + (y - cy) * 0.6) for x, y in shore]
            if len(ring) < 3:  # two shore areas: a short band between them
                ring = [(cx - 12, cy), (cx, cy - 12), (cx + 12, cy), (cx, cy + 12)]
            polygons = [ring]
        labels = shapes.WATER_LABELS
        label = labels[water_id] if water_id in labels else _middle(polygons[-1])
        found.append(
            WaterShape(
                name=named("water", water_id, water.name, language),
                polygons=[_smooth(ring) for ring in polygons],
                rivers=shapes.RIVERS.get(water_id, []),
                label=label,
            )
        )
    return found


@by_identity(size=4)
def out_of_bounds(fixed: Fixed, language: str = SOURCE) -> list[tuple[str, list[Point]]]:
    """The beige patches, each with its name in ``language``: drawn by hand, or an oval at the
    region's lat/lon."""
    patches = []
    for region in fixed.out_of_bounds:
        ring = shapes.OUT_OF_BOUNDS_SHAPES.get(region.id)
        if ring is None:
            x, y = geo(fixed, region.lat, region.lon)
            x = min(max(x, MAP_BOX[0] + 30), MAP_BOX[2] - 30)
            y = min(max(y, MAP_BOX[1] + 20), MAP_BOX[3] - 20)
            ring = [(x - 60, y), (x, y - 36), (x + 60, y), (x, y + 36)]
        name = named("region", region.id, region.name, language)
        patches.append((name, _smooth(ring)))
    return patches


def _middle(ring: list[Point]) -> Point:
    return sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)


@by_identity(size=4)
def homeland_tint(fixed: Fixed, language: str = SOURCE) -> Image.Image:
    """The map's land at canvas resolution, tinted by the homeland of the nearest tile (as
    placed for ``language``'s names) and fading to plain land far from every tile; computed
    coarsely, then smoothly enlarged."""
    cell = 16
    placed = tiles(fixed, language)
    homeland = {i: fixed.areas[i].homeland for i in placed}
    british = [centre(t.name_box) for i, t in placed.items() if homeland[i] == "british"]
    american = [centre(t.name_box) for i, t in placed.items() if homeland[i] != "british"]
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
