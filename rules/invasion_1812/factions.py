"""The five factions of 1812: The Invasion of Canada, their sides, colours and fixed numbers.

Everything here is printed in the rulebook ("Components", "Choose A Faction", "1. Place
Enlistments", "3. Battles"); the map (with the Muster Areas), cards and dice are in
``data/*.toml``.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from ..core.messages import Msg

Faction = Literal[
    "british-regulars",
    "canadian-militia",
    "native-americans",
    "american-regulars",
    "american-militia",
]
Side = Literal["british", "american"]

# The role order: the British side, then the American side ("Choose A Faction").
FACTIONS: tuple[Faction, ...] = (
    "british-regulars",
    "canadian-militia",
    "native-americans",
    "american-regulars",
    "american-militia",
)
# Each name a message (catalogs/*/names.ftl): "Milice canadienne" in French.
NAMES: dict[str, str] = {f: Msg(f"i1812-faction-{f}") for f in FACTIONS}
COLOURS: dict[str, str] = {
    "british-regulars": "red",
    "canadian-militia": "yellow",
    "native-americans": "green",
    "american-regulars": "blue",
    "american-militia": "white",
}
# The colours said: "blue" (+1 blue), "blue unit", "2 blue" (an army's count), "2 blue units"
# (what moves, flees or lands); in French each agrees ("unité bleue", "2 bleus", "2 unités
# bleues").
COLOUR_WORDS: dict[str, str] = {f: Msg(f"i1812-colour-{c}") for f, c in COLOURS.items()}
COLOUR_UNIT: dict[str, str] = {f: Msg(f"i1812-unit-{c}") for f, c in COLOURS.items()}
SIDE_OF: dict[str, Side] = {
    "british-regulars": "british",
    "canadian-militia": "british",
    "native-americans": "british",
    "american-regulars": "american",
    "american-militia": "american",
}
SIDES: tuple[Side, ...] = ("british", "american")
# "British 2 · American 0"; "The British hold it", "the Americans win" (catalogs/*/names.ftl).
SIDE_NAMES: dict[str, str] = {s: Msg(f"i1812-side-{s}") for s in SIDES}
SIDE_PLURAL: dict[str, str] = {s: Msg(f"i1812-side-{s}-plural") for s in SIDES}
# "Components": the units of each colour in the box.
POOLS: dict[str, int] = {
    "british-regulars": 25,
    "canadian-militia": 35,
    "native-americans": 25,
    "american-regulars": 30,
    "american-militia": 45,
}
# "3. Battles": at most 2 dice for the Regulars, 3 for the militias and the Natives.
MAX_DICE: dict[str, int] = {
    "british-regulars": 2,
    "canadian-militia": 3,
    "native-americans": 3,
    "american-regulars": 2,
    "american-militia": 3,
}
# "Native American Enlistments": besides their Muster Area's unit (the Muster Areas and their
# units are map data, data/map.toml's [[muster]]), the Natives place 1 extra unit in any other
# area already holding a Native unit.
NATIVE_EXTRA = 1
HAND_SIZE = 3
# "End of the Game": the Truce cards of each side.
TRUCES: dict[str, int] = {"british": 3, "american": 2}
FIRST_END_CHECK_ROUND = 3


def counted(faction: str, n: int) -> Msg:
    """ "2 blue": ``n`` units of ``faction``'s colour, as an army or a pool counts them."""
    return _counted("count", COLOURS[faction], n)


def units_of(faction: str, n: int) -> Msg:
    """ "2 blue units", "1 blue unit"."""
    return _counted("units", COLOURS[faction], n)


@cache
def _counted(kind: str, colour: str, n: int) -> Msg:
    # The same few counts are said at every step of a search: made once each.
    return Msg(f"i1812-{kind}-{colour}", count=n)


def side_of(faction: str) -> Side:
    return SIDE_OF[faction]


def factions_of(side: str) -> list[str]:
    return [f for f in FACTIONS if SIDE_OF[f] == side]


def enemy_of(side: str) -> Side:
    return "american" if side == "british" else "british"
