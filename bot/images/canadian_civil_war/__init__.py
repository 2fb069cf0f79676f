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

In the game's language (README, "Languages"): the board model's names and sentences (a phase, a
roll) arrive said in it (`bot.images.picture`); the picture's own words come from the bot's
catalogs (``pictures-ccw.ftl``) and the names it reads from the display's fixed facts (a colour,
a Viewpoint, a square, a Province, an Issue, a Side) from the rules' (`words`). A longer
language's words are drawn a little smaller, or a name in a short form its catalog gives,
spelled out in the key, never cut; a face-up Issue shows its name in the game's language first.

It draws only the title's board model (rules/canadian_civil_war/board.py), which is public,
with the display's fixed facts it carries (its squares, the counters' printed names). What no
game changes (the paper, the Paths, the legend) is drawn once per display and reused.
"""

from __future__ import annotations

import sys

from PIL import Image

from rules.canadian_civil_war.board import CCWBoard, Fixed, StackData
from rules.core.messages import SOURCE

from ..closeup import Place
from ..memo import by_identity
from . import emergency, political
from .chips import DisplayCanvas
from .display import draw_paths, draw_square, draw_zone
from .layout import boxes, chip_tiers, zone_cards, zone_stacks
from .look import HEIGHT, PANEL, PANEL_BOX, PAPER, RULE, WIDTH, Box
from .words import words


def render(data: CCWBoard, headline: str, language: str = SOURCE) -> bytes:
    """PNG bytes of the board (the bar says what the headline says, from the data). The data's
    names and sentences come in ``language`` (bot.images.picture); the picture's own words, and
    the names it reads from the display's fixed facts, are said in it too (`words`)."""
    return _draw(data, language).png()


def draw(data: CCWBoard, headline: str, language: str = SOURCE) -> DisplayCanvas:
    """The board drawn, not yet encoded: the whole of it or a close-up (`closeup`) is cut from
    it (the bar says what the headline says, from the data)."""
    return _draw(data, language)


def places(data: CCWBoard, language: str = SOURCE) -> dict[str, Place]:
    """Every square but the Crisis Zone, with what stands in it, and every stack in the Crisis
    Zone, keyed by what it holds (the Zone is larger than a close-up: the stacks that came or
    changed there are what a close-up should hold), for the close-up (`bot.images.closeup`);
    the squares named in ``language``."""
    fixed = data.fixed
    say = words(language)
    here: dict[str, list[str]] = {}
    for stack in data.stacks:
        here.setdefault(stack.where, []).append(stack.model_dump_json())
    found = {
        square_id: Place(
            say.square(square_id, fixed.squares[square_id]), box, tuple(here.get(square_id, ()))
        )
        for square_id, box in boxes(fixed).items()
        if square_id != fixed.crisis_zone
    }
    zone = say.square(fixed.crisis_zone, fixed.squares[fixed.crisis_zone])
    cards = zone_cards(fixed, zone_stacks(data), chip_tiers(data))
    for stack, card in zip(zone_stacks(data), cards, strict=True):
        shown = stack.model_dump_json()
        found[f"{fixed.crisis_zone}:{shown}"] = Place(zone, card.box, shown)
    return found


def labels(data: CCWBoard, language: str = SOURCE) -> list[tuple[str, Box]]:
    """Every text the image of ``data`` draws in ``language``, with its box in image pixels."""
    return _draw(data, language).labels


def label_boxes(data: CCWBoard) -> dict[str, Box]:
    """Square id -> the pixel box of the square."""
    return dict(boxes(data.fixed))


def zone_boxes(data: CCWBoard) -> list[Box]:
    """The card of every stack in the Crisis Zone, in the stacks' order."""
    return [card.box for card in zone_cards(data.fixed, zone_stacks(data), chip_tiers(data))]


def _draw(data: CCWBoard, language: str = SOURCE) -> DisplayCanvas:
    fixed = data.fixed
    language = sys.intern(language)  # `_base` is cached by its arguments' identity
    canvas = DisplayCanvas(WIDTH, HEIGHT, PAPER, language)
    canvas.paste(*_base(fixed, data.emergency is not None, language))
    placed = boxes(fixed)
    tiers = chip_tiers(data)
    here: dict[str, list[StackData]] = {}
    for stack in data.stacks:
        here.setdefault(stack.where, []).append(stack)
    for square_id, square in fixed.squares.items():
        if square_id == fixed.crisis_zone:
            draw_zone(canvas, fixed, zone_stacks(data), tiers)
        else:
            unused = square.area == "blue" and not data.blue_area
            stacks = here.get(square_id, [])
            draw_square(canvas, fixed, square_id, placed[square_id], stacks, unused, tiers)
    if data.emergency is None:
        political.draw_bar(canvas, data)
        political.draw_panel(canvas, data)
    else:
        emergency.draw_bar(canvas, data, data.emergency)
        emergency.draw_panel(canvas, data, data.emergency)
    return canvas


@by_identity(size=4)
def _base(
    fixed: Fixed, emergency_legend: bool, language: str
) -> tuple[Image.Image, list[tuple[str, Box]]]:
    """What no game changes, at canvas resolution: the paper, the Paths, the legend (the
    political game's, or the National Emergency's), in ``language``."""
    canvas = DisplayCanvas(WIDTH, HEIGHT, PAPER, language)
    draw_paths(canvas, fixed)
    canvas.rect(PANEL_BOX, PANEL, outline=RULE, radius=8)
    if emergency_legend:
        emergency.draw_legend(canvas, fixed)
    else:
        political.draw_legend(canvas, fixed)
    return canvas.scaled_image(), canvas.labels
