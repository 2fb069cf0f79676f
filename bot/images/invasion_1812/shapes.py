"""The 1812 picture's own geography, drawn by hand on the 1200 x 620 map: where each area's name
tile goes, the outlines of the Large Bodies of Water and of the out-of-bounds land. The rulebook
prints no map (rules/invasion_1812/data/map.toml reconstructs one from the real places), so
these follow the real places, pulled apart where real distances are too small to read."""

from __future__ import annotations

from .look import Point

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
