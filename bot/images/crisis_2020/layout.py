"""Where the Crisis 2020 picture puts the Regions, computed once per map (the board model's
fixed part) and language (a longer name makes a wider box): each Region's box centred at its
map.toml ``x``/``y``, nudged until no two overlap, none covers a panel and all lie inside the
map. The language is given as `words.language_key` makes it."""

from __future__ import annotations

from pydantic import BaseModel

from rules.core.messages import SOURCE
from rules.crisis_2020.board import Fixed

from ..canvas import fit, printable, text_width
from ..memo import by_identity
from ..words import fitting
from .look import (
    BOX_HEIGHT,
    BOX_MAX_WIDTH,
    BOX_MIN_WIDTH,
    BOX_PAD,
    EDGE,
    GAP_X,
    GAP_Y,
    MAP_BOX,
    NAME_SIZE,
    NAME_SIZES,
    PANELS,
    Box,
    Point,
)
from .words import named


class Tile(BaseModel):
    """Where a Region is drawn: its box (name, type and Value, and room for two rows of unit
    chips), and its name as drawn (in the language drawn) and its size: a name longer than the
    widest box is drawn a little smaller, and cut only where the smallest size does not
    hold it."""

    name: str
    box: Box
    size: int = NAME_SIZE


def _box_width(name: str) -> float:
    width = text_width(printable(name), NAME_SIZE, bold=True) + 2 * BOX_PAD + 4
    return min(max(BOX_MIN_WIDTH, width), BOX_MAX_WIDTH)


@by_identity(size=4)
def tiles(fixed: Fixed, language: str = SOURCE) -> dict[str, Tile]:
    """Every Region's box in image pixels, its name in ``language``: centred at its x/y, then
    nudged until no two boxes overlap, none covers a panel and all lie inside the map."""
    regions = fixed.regions
    ids = list(regions)
    names = {i: named("region", i, regions[i].name, language) for i in ids}
    sizes = {i: (_box_width(names[i]), float(BOX_HEIGHT)) for i in ids}
    anchors = {i: (float(regions[i].x), float(regions[i].y)) for i in ids}
    centres = _spread(ids, anchors, sizes)
    found = {}
    for i in ids:
        (x, y), (w, h) = centres[i], sizes[i]
        size = fitting(names[i], NAME_SIZES, w - 2 * BOX_PAD, bold=True)
        name = fit(names[i], size, w - 2 * BOX_PAD, bold=True)
        box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        found[i] = Tile(name=name, box=box, size=size)
    return found


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


def centre(box: Box) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
