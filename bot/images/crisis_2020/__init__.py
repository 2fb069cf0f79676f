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

It draws only the title's board model (rules/crisis_2020/board.py), which is public, with the
map's fixed facts it carries. What no game changes (the background, the lines, the legend, the
panels' frames) is drawn once per map and reused; a render adds the Regions and the counts.
"""

from __future__ import annotations

from PIL import Image

from rules.crisis_2020.board import CrisisBoard, Fixed, Region, RegionData

from ..closeup import Place
from ..memo import by_identity
from .chips import MapCanvas, by_type, draw_chips, mix
from .layout import Tile, centre, tiles
from .look import (
    BOX_PAD,
    BOXES_BOX,
    CHIP,
    CHIP_GAP,
    CHIP_ROWS,
    DIM,
    EDGE_COLOUR,
    FILL,
    HEIGHT,
    INFO_LINE,
    INFO_SIZE,
    INK,
    LAND_LINE,
    MUTED,
    NAME_LINE,
    NAME_SIZE,
    PANEL,
    PAPER,
    RULE,
    TRANSPORT_LINE,
    TYPE_WORD,
    WIDTH,
    Box,
)
from .panels import draw_bar, draw_boxes, draw_legend


def render(data: CrisisBoard, headline: str) -> bytes:
    """PNG bytes of the board (the bar says what the headline says, from the data)."""
    return draw(data, headline).png()


def draw(data: CrisisBoard, headline: str) -> MapCanvas:
    """The board drawn, not yet encoded: the whole of it or a close-up (`closeup`) is cut from
    it."""
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    canvas.paste(_base(data.fixed))
    for region_id, tile in tiles(data.fixed).items():
        here = data.regions.get(region_id, RegionData())
        _draw_region(canvas, data, data.fixed.regions[region_id], tile, here)
    draw_bar(canvas, data)
    draw_boxes(canvas, data)
    return canvas


def label_boxes(data: CrisisBoard) -> dict[str, Box]:
    """Region id -> the pixel box of its label."""
    return {region: tile.box for region, tile in tiles(data.fixed).items()}


def places(data: CrisisBoard) -> dict[str, Place]:
    """Every Region: its name, its box and what the board shows in it (Infrastructure, units,
    in play), for the close-up (`bot.images.closeup`)."""
    return {
        region: Place(
            data.fixed.regions[region].name,
            tile.box,
            data.regions.get(region, RegionData()).model_dump_json(),
        )
        for region, tile in tiles(data.fixed).items()
    }


@by_identity()
def _base(fixed: Fixed) -> Image.Image:
    """What no game changes, at canvas resolution: the paper, the borders and Transportation
    Lines, the legend and the panels' frames."""
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    placed = tiles(fixed)
    for region_id, region in fixed.regions.items():
        a = centre(placed[region_id].box)
        for other in region.land:
            if other > region_id:
                canvas.line([a, centre(placed[other].box)], LAND_LINE, 2)
        for other in region.transport:
            if other > region_id:
                canvas.dashed(a, centre(placed[other].box), TRANSPORT_LINE, 2.5)
    draw_legend(canvas, fixed)
    canvas.rect(BOXES_BOX, PANEL, outline=RULE, radius=8)
    return canvas.scaled_image()


def _draw_region(
    canvas: MapCanvas, data: CrisisBoard, place: Region, tile: Tile, here: RegionData
) -> None:
    dim = 0.0 if here.playable else DIM
    fill = mix(FILL[here.control], PAPER, dim)
    edge = mix(EDGE_COLOUR[here.control], PAPER, dim)
    left, top, right, _ = tile.box
    canvas.rect(tile.box, fill, outline=edge, width=2 if here.control else 1, radius=6)
    x = left + BOX_PAD + 1
    y = top + BOX_PAD
    ink = mix(INK, PAPER, dim)
    canvas.text((x, y + NAME_LINE / 2), tile.name, NAME_SIZE, ink, anchor="lm", bold=True)
    y += NAME_LINE
    info = f"{TYPE_WORD[place.type]} · Value {place.value}"
    canvas.text(
        (x, y + INFO_LINE / 2),
        info,
        INFO_SIZE,
        mix(MUTED, PAPER, dim),
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
        for side in data.fixed.sides
        for kind, n in by_type(here.units.get(side, {}), data.fixed.unit_types)
        if kind != "infrastructure"
    ]
    draw_chips(canvas, chips, x, y, right - BOX_PAD - 1, rows, dim=dim, split=True)
