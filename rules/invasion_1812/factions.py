"""The five factions of 1812: The Invasion of Canada, their sides, colours and fixed numbers.

Everything here is printed in the rulebook ("Components", "Choose A Faction", "1. Place
Enlistments", "3. Battles"); the map (with the Muster Areas), cards and dice are in
``data/*.toml``.
"""

from __future__ import annotations

from typing import Literal

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
NAMES: dict[str, str] = {
    "british-regulars": "British Regulars",
    "canadian-militia": "Canadian Militia",
    "native-americans": "Native Americans",
    "american-regulars": "American Regulars",
    "american-militia": "American Militia",
}
COLOURS: dict[str, str] = {
    "british-regulars": "red",
    "canadian-militia": "yellow",
    "native-americans": "green",
    "american-regulars": "blue",
    "american-militia": "white",
}
SIDE_OF: dict[str, Side] = {
    "british-regulars": "british",
    "canadian-militia": "british",
    "native-americans": "british",
    "american-regulars": "american",
    "american-militia": "american",
}
SIDE_NAMES: dict[str, str] = {"british": "British", "american": "American"}
# "The British hold it", "the Americans win".
SIDE_PLURAL: dict[str, str] = {"british": "British", "american": "Americans"}
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


def side_of(faction: str) -> Side:
    return SIDE_OF[faction]


def factions_of(side: str) -> list[str]:
    return [f for f in FACTIONS if SIDE_OF[f] == side]


def enemy_of(side: str) -> Side:
    return "american" if side == "british" else "british"
