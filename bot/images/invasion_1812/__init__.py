"""The 1812: The Invasion of Canada board image: a schematic map over a strip of the tracks.

The map: every land area is a name tile tinted by its homeland (red British, blue American:
rulebook, "Map Setup"), with its Objective stars, its units counted by faction colour underneath
and Control Marker discs when a side holds it ("Objectives"). The rulebook prints no map and
``data/map.toml`` reconstructs one from the real places, so the tiles sit where those places
are, drawn apart by hand (`shapes.POSITIONS`) where real distances are too small to read: the
Detroit and Niagara rivers, the Thousand Islands. The Large Bodies of Water lie between the
tiles of the areas on their shores, the out-of-bounds land in beige ("Out of Bounds Areas"),
land links as thin lines. An area or a body of water the table does not know is placed by its
lat/lon.

The strip: the round track, whose turn it is and whom the game waits on, the Turn Order Markers
drawn so far this round, the Truce cards played per side ("Truce Cards"), the Fled Units space
and the Control Markers each side holds (the score: "End of the Game").

It draws only the title's board model (rules/invasion_1812/board.py), which the rules keep
public, and the hand-drawn geography of `shapes`. What no game changes (the land, the waters,
the links, the name tiles) is drawn once per map and language and reused; a render adds the
pieces and the strip.

Its words are in the game's language (`words`): its own from the bot's catalogs
(``pictures-1812.ftl``), and the names of the areas, factions and sides, which the board model's
fixed part carries in English, from the rules' catalogs. A language's longer names make wider
tiles, so the tiles are laid out for each language.
"""

from __future__ import annotations

from rules.core.messages import SOURCE
from rules.invasion_1812.board import InvasionBoard

from ..closeup import Place
from ..words import language_key
from .land import base_map, draw_pieces
from .layout import tiles
from .look import HEIGHT, LAND, WIDTH, Box
from .marks import MapCanvas
from .strip import draw_strip


def render(data: InvasionBoard, headline: str, language: str = SOURCE) -> bytes:
    """PNG bytes of the board; ``headline`` is the board's own (round, turn and phase, or how
    the game ended), shown in the strip. The picture's words are said in ``language``."""
    return draw(data, headline, language).png()


def draw(data: InvasionBoard, headline: str, language: str = SOURCE) -> MapCanvas:
    """The board drawn, not yet encoded: the whole of it or a close-up (`closeup`) is cut from
    it."""
    language = language_key(language)
    canvas = MapCanvas(WIDTH, HEIGHT, LAND)
    canvas.paste(base_map(data.fixed, language))
    placed = tiles(data.fixed, language)
    for area_id in data.fixed.areas:
        draw_pieces(canvas, data, area_id, placed[area_id], language)
    draw_strip(canvas, data, headline, language)
    return canvas


def label_boxes(data: InvasionBoard, language: str = SOURCE) -> dict[str, Box]:
    """Area id -> the pixel box of its name tile (as laid out for ``language``'s names)."""
    placed = tiles(data.fixed, language_key(language))
    return {area: tile.name_box for area, tile in placed.items()}


def places(data: InvasionBoard, language: str = SOURCE) -> dict[str, Place]:
    """Every land area: its name in ``language``, the footprint of its tile, units and Control
    Markers, and what the board shows there (units by faction, control, a battle), for the
    close-up (`bot.images.closeup`)."""
    return {
        area: Place(
            tile.name,
            tile.footprint,
            (
                tuple(sorted(data.units.get(area, {}).items())),
                data.control.get(area),
                data.battle == area,
            ),
        )
        for area, tile in tiles(data.fixed, language_key(language)).items()
    }
