"""The names of the rules' data the 1812 picture draws itself (an area's, a body of water's, an
out-of-bounds region's, a faction's, a side's), in a game's language: the rules' messages
``i1812-<kind>-<key>`` (bot/images/words.py), as rules/invasion_1812/names.py prints them."""

from __future__ import annotations

from ..words import data_name


def named(kind: str, key: str, english: str, language: str) -> str:
    return data_name(f"i1812-{kind}-{key}", english, language)
