"""The names of the rules' data the Crisis 2020 picture draws itself (a Region's, a side's), in
a game's language: the rules' messages ``c2020-<kind>-<key>`` (bot/images/words.py)."""

from __future__ import annotations

from ..words import data_name


def named(kind: str, key: str, english: str, language: str) -> str:
    return data_name(f"c2020-{kind}-{key}", english, language)
