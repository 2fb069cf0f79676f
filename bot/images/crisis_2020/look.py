"""The Crisis 2020 picture's look: its size, colours and the sizes of what it draws, and where
its panels sit. Its words are in the catalogs (`words`): the units' short codes and names, the
Regions' types, its headings."""

from __future__ import annotations

from ..canvas import Colour

Point = tuple[float, float]
Box = tuple[float, float, float, float]

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

# The sides' names where the rules' catalogs have none (`words.named`).
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

NAME_SIZE = 13
NAME_SIZES = (13, 12, 11)  # a Region's name longer than the widest box: smaller
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
NEUTRAL_LABEL = 80  # the Neutralized Boxes' chips start this far right (or after the longer name)
BOX_HEIGHT = BOX_PAD + NAME_LINE + INFO_LINE + 3 + CHIP_ROWS * CHIP + CHIP_GAP + BOX_PAD
GAP_X, GAP_Y = 8, 4  # the least space between two Region boxes

# Panels in the corners the Regions leave empty: the legend over the Pacific, the game's
# boxes in the south-west.
LEGEND_BOX: Box = (8, BAR_HEIGHT + 8, 150, 372)
BOXES_BOX: Box = (8, 530, 272, HEIGHT - 6)
PANELS = (LEGEND_BOX, BOXES_BOX)
PAD = 14  # the bar's margin
