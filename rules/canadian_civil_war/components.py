"""Every component of the game, loaded once and checked together: the display, the pieces, the
Provinces, the Issues, the scenarios, the 56 cards, the tables and the National Emergency's
military components (the backs of the pieces, the Military Units, 10.82 and 10.84)."""

from __future__ import annotations

from rules.core.tables import Table, load_tables

from .cards import load_cards
from .data import (
    PACKAGE,
    check_components,
    load_display,
    load_issues,
    load_pieces,
    load_provinces,
    load_scenarios,
)
from .military import load_military

DISPLAY = load_display()
PROVINCES = load_provinces()
ISSUES = load_issues()
PIECES = load_pieces(provinces=PROVINCES)
SCENARIOS = load_scenarios(pieces=PIECES, issues=ISSUES)
CARDS = load_cards()
MILITARY = load_military(pieces=PIECES, provinces=PROVINCES)
check_components(display=DISPLAY, pieces=PIECES, scenarios=SCENARIOS)

TABLES: dict[str, Table] = {
    **load_tables(PACKAGE, "contest.toml"),
    **load_tables(PACKAGE, "color_shift.toml"),
    **load_tables(PACKAGE, "election.toml"),
    **load_tables(PACKAGE, "emergency.toml"),
}
CONTEST = TABLES["canadian-civil-war/contest"]
ELECTION = TABLES["canadian-civil-war/election"]
SHIFT = {
    1: TABLES["canadian-civil-war/color-shift-1"],
    2: TABLES["canadian-civil-war/color-shift-2"],
}
NATIONAL_EMERGENCY = TABLES["canadian-civil-war/national-emergency"]
LOYALTY = TABLES["canadian-civil-war/loyalty"]
COMBAT = {
    "combat": TABLES["canadian-civil-war/combat"],
    "riot": TABLES["canadian-civil-war/riot"],
    "arrest": TABLES["canadian-civil-war/arrest"],
}
