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
panels' frames) is drawn once per map and language and reused; a render adds the Regions and
the counts.

Its words are in the game's language (`words`): its own from the bot's catalogs
(``pictures-crisis-2020.ftl``: headings, the legend, the units' codes, the Regions' types), and
the names of the Regions and the sides, which the board model's fixed part carries in English,
from the rules' catalogs. A language's longer names make wider boxes, so the Regions are laid
out for each language.
"""

from __future__ import annotations

from PIL import Image

from rules.core.messages import SOURCE
from rules.crisis_2020.board import CrisisBoard, Fixed, Region, RegionData

from ..closeup import Place
from ..memo import by_identity
from ..words import language_key, say
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
    PANEL,
    PAPER,
    RULE,
    TRANSPORT_LINE,
    WIDTH,
    Box,
)
from .panels import draw_bar, draw_boxes, draw_legend
from .words import named


def render(data: CrisisBoard, headline: str, language: str = SOURCE) -> bytes:
    """PNG bytes of the board (the bar says what the headline says, from the data), its words
    in ``language``."""
    return draw(data, headline, language).png()


def draw(data: CrisisBoard, headline: str, language: str = SOURCE) -> MapCanvas:
    """The board drawn, not yet encoded: the whole of it or a close-up (`closeup`) is cut from
    it."""
    language = language_key(language)
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    canvas.paste(_base(data.fixed, language))
    for region_id, tile in tiles(data.fixed, language).items():
        here = data.regions.get(region_id, RegionData())
        _draw_region(canvas, data, data.fixed.regions[region_id], tile, here, language)
    draw_bar(canvas, data, language)
    draw_boxes(canvas, data, language)
    return canvas


def label_boxes(data: CrisisBoard, language: str = SOURCE) -> dict[str, Box]:
    """Region id -> the pixel box of its label (as laid out for ``language``'s names)."""
    return {region: tile.box for region, tile in tiles(data.fixed, language_key(language)).items()}


def places(data: CrisisBoard, language: str = SOURCE) -> dict[str, Place]:
    """Every Region: its name in ``language``, its box and what the board shows in it
    (Infrastructure, units, in play), for the close-up (`bot.images.closeup`)."""
    placed = tiles(data.fixed, language_key(language))
    return {
        region: Place(
            named("region", region, data.fixed.regions[region].name, language),
            tile.box,
            data.regions.get(region, RegionData()).model_dump_json(),
        )
        for region, tile in placed.items()
    }


@by_identity(size=4)
def _base(fixed: Fixed, language: str = SOURCE) -> Image.Image:
    """What no game changes, at canvas resolution: the paper, the borders and Transportation
    Lines, the legend and the panels' frames, the words in ``language``."""
    canvas = MapCanvas(WIDTH, HEIGHT, PAPER)
    placed = tiles(fixed, language)
    for region_id, region in fixed.regions.items():
        a = centre(placed[region_id].box)
        for other in region.land:
            if other > region_id:
                canvas.line([a, centre(placed[other].box)], LAND_LINE, 2)
        for other in region.transport:
            if other > region_id:
                canvas.dashed(a, centre(placed[other].box), TRANSPORT_LINE, 2.5)
    draw_legend(canvas, fixed, language)
    canvas.rect(BOXES_BOX, PANEL, outline=RULE, radius=8)
    return canvas.scaled_image()


def _draw_region(
    canvas: MapCanvas,
    data: CrisisBoard,
    place: Region,
    tile: Tile,
    here: RegionData,
    language: str,
) -> None:
    words = say(language)
    dim = 0.0 if here.playable else DIM
    fill = mix(FILL[here.control], PAPER, dim)
    edge = mix(EDGE_COLOUR[here.control], PAPER, dim)
    left, top, right, _ = tile.box
    canvas.rect(tile.box, fill, outline=edge, width=2 if here.control else 1, radius=6)
    x = left + BOX_PAD + 1
    y = top + BOX_PAD
    ink = mix(INK, PAPER, dim)
    canvas.text((x, y + NAME_LINE / 2), tile.name, tile.size, ink, anchor="lm", bold=True)
    y += NAME_LINE
    info = words("c2020-pic-region-info", type=place.type, value=place.value)
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
        canvas.text((x, y + CHIP / 2), words("c2020-pic-not-in-play"), INFO_SIZE, ink, anchor="lm")
        y += CHIP + CHIP_GAP
        rows -= 1
    # The Infrastructure is the tint: the chips are the other units.
    chips = [
        (side, kind, n)
        for side in data.fixed.sides
        for kind, n in by_type(here.units.get(side, {}), data.fixed.unit_types)
        if kind != "infrastructure"
    ]
    right = right - BOX_PAD - 1
    draw_chips(canvas, chips, x, y, right, rows, dim=dim, split=True, language=language)
