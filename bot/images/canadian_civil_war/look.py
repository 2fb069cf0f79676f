"""The Canadian Civil War picture's look: its size (the display's grid and the panel beside
it), colours, the English names of what it names, the short forms of its chips, and their
sizes."""

from __future__ import annotations

from pydantic import BaseModel

from ..canvas import Colour

Point = tuple[float, float]
Box = tuple[float, float, float, float]

# The display's drawing grid, GRID x GRID cells: display.toml's ``col`` and ``row`` place every
# square on it (the rules check that each lies on it).
GRID = 10
CELL = 84  # one grid cell, squares included the gap between them
GAP = 8  # between two squares: a Path bridges it
MARGIN = 12
BAR_HEIGHT = 40
GRID_LEFT = MARGIN
GRID_TOP = BAR_HEIGHT + MARGIN
GRID_SIZE = GRID * CELL - GAP
PANEL_WIDTH = 330
WIDTH = GRID_LEFT + GRID_SIZE + 2 * MARGIN + PANEL_WIDTH
HEIGHT = GRID_TOP + GRID_SIZE + MARGIN
PANEL_BOX: Box = (WIDTH - MARGIN - PANEL_WIDTH, GRID_TOP, WIDTH - MARGIN, HEIGHT - MARGIN)

PAPER: Colour = (236, 234, 228)
INK: Colour = (30, 32, 36)
MUTED: Colour = (96, 100, 108)
RULE: Colour = (196, 198, 200)
BAR: Colour = (32, 34, 40)
BAR_TEXT: Colour = (244, 244, 240)
GOLD: Colour = (240, 188, 40)
PANEL: Colour = (250, 250, 247)
WHITE: Colour = (255, 255, 255)
PATH_COLOUR: Colour = (92, 94, 100)
ZONE_FILL: Colour = (222, 220, 230)
ZONE_EDGE: Colour = (104, 96, 130)
CARD_FILL: Colour = (246, 245, 250)
ISSUE_BACK: Colour = (176, 160, 128)  # a face-down Issue: the counter's back, no kind
ISSUE_FACE: Colour = (255, 252, 240)
UNCONTROLLED: Colour = (150, 150, 146)
UNUSED: Colour = (214, 214, 212)  # the Blue Home Area when it is not used (12.1)
UNUSED_EDGE: Colour = (176, 176, 174)
EMERGENCY: Colour = (176, 26, 36)  # the National Emergency's banner
# The two Sides' colours (10.27), apart from the four players' and the squares' tints.
SIDE_COLOUR: dict[str, Colour] = {"government": (38, 46, 70), "rebel": (124, 40, 140)}
NEUTRAL_SIDE: Colour = (140, 140, 136)  # a neutral's piece (10.14), should one be drawn
MILITIA_LIGHT = 0.66  # how far a Militia chip's fill is mixed toward white
# The English names of the things the picture names from the display's fixed facts: another
# language's are the rules' catalogs' (`words.Words`).
SIDE_NAME = {"government": "Government Side", "rebel": "Rebel Side"}

COLOUR: dict[str, Colour] = {
    "red": (186, 30, 42),
    "orange": (214, 110, 12),
    "green": (36, 128, 60),
    "blue": (34, 76, 168),
}
NAME = {"red": "Red", "orange": "Orange", "green": "Green", "blue": "Blue"}
SECTION_NAME = {
    "administrative": "Administrative",
    "legislative": "Legislative",
    "grassroots": "Grassroots",
}
# The letter of a Section in its squares' names ("Red A1", "Rouge G9"): the same in every language.
SECTION_LETTER = {"administrative": "A", "legislative": "L", "grassroots": "G"}
# How far each Section's tint is mixed toward white: the Grassroots deepest (the safest, 2.1).
SECTION_LIGHT = {"administrative": 0.86, "legislative": 0.76, "grassroots": 0.64}
# The names printed on the counters where the full name is long (2.2).
COUNTER_NAMES = {
    "National Health & Welfare": "Hlth-Wlf",
    "Intellectuals": "Intellctl",
    "Francophone": "Francphn",
    "Transportation": "Transport",
    "Petroleum": "Petro",
    "Hydro-Electric Power": "Hydro",
    "Prime Minister": "PM",
}

# The pieces that are not a Province's (pieces.toml's ids): in a language other than English a
# chip shows the short form the bot's catalog gives each one's name there, should the name not
# fit (``ccw-pic-short-<id>``, pictures-ccw.ftl; English's are the tables here).
OTHER_PIECES = (
    "prime-minister",
    "commerce",
    "labor",
    "finance",
    "agriculture",
    "health-welfare",
    "justice",
    "wood",
    "auto",
    "chemical",
    "intellectuals",
    "francophone",
    "clergy",
    "co-ops",
    "farmers",
    "transportation",
    "petroleum",
    "unions",
    "hydro",
)

# What a chip shows where a name does not fit its room even at `LEAST_SIZE`: a name is never cut
# with an ellipsis (ARCHITECTURE.md, step 10 of adding a title). Reconstructed: our own short
# forms, not the counters' (2.2 prints only the names above); each one a picture shows is
# spelled out in its panel's key. Every short form is unlike every name and every other short
# form (tests check it).
SHORT_FORMS = {
    # Issues, English and French (2.2 prints both)
    "Finance & Banking": "Fin & Bank",
    "Finances et banques": "Finances",
    "Foreign Affairs": "Foreign",
    "Affaires étrangères": "Aff. étr.",
    "Tarifs douaniers": "Tarifs",
    "Education": "Educ.",
    "Éducation": "Éduc.",
    "Transports": "Transp.",
    "Territoire": "Territ.",
    "Territory": "Terr.",
    # Interest Groups
    "Agriculture": "Agric.",
    "Commerce": "Comm.",
    "Chemical": "Chem.",
    # Military Units: military.toml's designations a chip's room cannot hold
    "48th Highrs": "48 Hldr",
    "A & SH of C": "A&SH",
    "Black Watch": "BW",
    "Brock Rif": "Brock",
    "Calg Highrs": "Calg H",
    "Cam Highrs of O": "CHO",
    "Camerons": "QOCH",
    "Cdn AB Regt": "Cdn AB",
    "Cdn Scot R": "C Scot",
    "Elgin Regt": "Elgin",
    "Essex & Kent Scot": "EKS",
    "Fus de Sher": "Fus Sh",
    "Fus du St-L": "FSL",
    "Grey & Sim For": "G&S For",
    "Hast & PER": "H&PER",
    "Irish Regt C": "Irish",
    "L & R Scot R": "L&R Sc",
    "L Edmn R": "L Edmn",
    "Lorne Scots": "Lorne",
    "N Sask R": "N Sask",
    "NS Highrs": "NS H",
    "QOR of C": "QOR",
    "R de Chaud": "R Chaud",
    "R de Hull": "R Hull",
    "R de Jol": "R Jol",
    "R de Mais": "R Mais",
    "R du Sag": "R Sag",
    "R Regina Rif": "R Reg R",
    "R Regt C": "RRC",
    "R Westmr R": "R Wmr R",
    "R Wpg Rif": "R Wpg",
    "RM Rang": "RM Rgr",
    "QY Rang": "QY Rgr",
    "SD & G Highrs": "SD&G",
    "Tor Scot R": "Tor Sc",
    "Voltigeurs": "Voltig",
    "Windsor Regt": "Windsor",
    "1 R Nfld R": "1 Nfld",
    "2 R Nfld R": "2 Nfld",
    "1 Fd RCA": "1 Fd",
    "3 Fd RCA": "3 Fd",
    "7 Tor RCA": "7 Tor",
    "10 Fd RCA": "10 Fd",
    "11 Fd RCA": "11 Fd",
    "26 Fd RCA": "26 Fd",
    "30 Fd RCA": "30 Fd",
}

PAD = 4
HEADER = 13  # a square's name line
CP = 12  # the Control Point disc


class Tier(BaseModel):
    """One size of chips: a piece chip's height and font, the least card width that shows
    them, and an Issue chip's height when it shows two names."""

    height: int
    size: int
    min_width: int
    gap: int = 2  # between two chips

    @property
    def issue_height(self) -> int:
        return 2 * self.size + 4


TIERS = (
    Tier(height=14, size=10, min_width=68),
    Tier(height=12, size=9, min_width=62),
    Tier(height=10, size=8, min_width=56),
    Tier(height=9, size=7, min_width=50),
)
# In a National Emergency a square may hold a Military Unit and two pieces, and right after
# deployment more Militia, overstacked (10.3): one more, tighter size, for them all to show.
EMERGENCY_TIERS = (*TIERS, Tier(height=8, size=7, min_width=48, gap=1))
CHIP_GAP = 2
LEAST_SIZE = 7  # the smallest text of the National Emergency's chips
STACK_GAP = 4  # between two stacks' cards in the Crisis Zone
ZONE_TITLE = 16
ZONE_MIN_COLUMNS = 3
CARD_MAX_WIDTH = 150


def mix(colour: Colour, toward: Colour, t: float) -> Colour:
    r, g, b = (round(c * (1 - t) + p * t) for c, p in zip(colour, toward, strict=True))
    return r, g, b
