"""The 1812 picture's look: its size, colours and the sizes of what it draws."""

from __future__ import annotations

from ..canvas import Colour

Point = tuple[float, float]
Box = tuple[float, float, float, float]

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
# The sides' names where the rules' catalogs have none (their letters on the Control Markers
# are the picture's own words: pictures-1812.ftl).
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

# An out-of-bounds region's name: its size and most lines, the first that holds it all.
REGION_SIZES = ((11, 2), (10, 2), (10, 3), (9, 3))
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

# The strip under the map.
STRIP_TOP = MAP_HEIGHT
BAR_HEIGHT = 36
PAD = 16
COLUMNS = (PAD, 330, 640, 930)  # round and turn | turn order | truces and fled | control
