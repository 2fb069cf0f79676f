"""The words a table's data is written in: die specs (``"2d6"``), odds ratios (``"2-1"``),
number ranges (``"1-5"``, ``"11+"``), the provenance mark of a reconstructed value, and a name
picked as a player types it."""

from __future__ import annotations

import re
from fractions import Fraction

from ..errors import RuleError

RECONSTRUCTED = "reconstructed"

_DIE = re.compile(r"^(\d+)d(\d+)$")
_RATIO = re.compile(r"^(\d+)-(\d+)$")
_SINGLE = re.compile(r"^(-?\d+)$")
_SPAN = re.compile(r"^(-?\d+)\s*[-–]\s*(-?\d+)$")
_OPEN = re.compile(r"^(-?\d+)\s*\+$")


def die_spec(spec: str) -> tuple[int, int]:
    """``"2d6"`` -> (2, 6)."""
    match = _DIE.match(spec)
    if not match or int(match[1]) < 1 or int(match[2]) < 2:
        raise ValueError(f"die {spec!r} is not a die spec like '1d6' or '2d6'")
    return int(match[1]), int(match[2])


def ratio(label: str) -> Fraction:
    """``"2-1"`` -> 2, ``"1-3"`` -> 1/3."""
    match = _RATIO.match(label)
    if not match or int(match[1]) < 1 or int(match[2]) < 1:
        raise ValueError(f"odds column {label!r} is not a ratio like '1-1', '3-1' or '1-2'")
    return Fraction(int(match[1]), int(match[2]))


def band(label: str) -> tuple[int, int | None]:
    """``"5"`` -> (5, 5), ``"1-5"`` -> (1, 5), ``"-3--1"`` -> (-3, -1), ``"11+"`` -> (11, None)."""
    if match := _SINGLE.match(label):
        return int(match[1]), int(match[1])
    if match := _SPAN.match(label):
        if int(match[1]) > int(match[2]):
            raise ValueError(f"range {label!r} runs backwards")
        return int(match[1]), int(match[2])
    if match := _OPEN.match(label):
        return int(match[1]), None
    raise ValueError(f"{label!r} is not a number or a range like '1-5' or '11+'")


def in_band(value: int, label: str) -> bool:
    """Whether ``value`` lies in the range ``label`` names."""
    lo, hi = band(label)
    return lo <= value and (hi is None or value <= hi)


def check_bands(labels: list[str], what: str) -> None:
    """Ranges must run upwards with no gap and no overlap; only the last may be open (N+)."""
    bands = [band(label) for label in labels]
    for i in range(len(labels) - 1):
        hi, next_lo = bands[i][1], bands[i + 1][0]
        if hi is None or next_lo != hi + 1:
            raise ValueError(
                f"{what} must run upwards without gap or overlap: {labels[i]!r} is followed by "
                f"{labels[i + 1]!r} (in order: {', '.join(labels)})"
            )


def simplified(attacker: int, defender: int) -> str:
    """The ratio as a player writes it, rounded in favour of the defender: 5 vs 2 is 2-1,
    2 vs 5 is 1-3 (CCW 7.0: "fractions are always rounded off in favor of the Defender")."""
    if attacker >= defender:
        return f"{attacker // defender}-1"
    return f"1-{-(-defender // attacker)}"


def pick(given: str, options: list[str], what: str, table: str) -> str:
    """The option named ``given``: exact, else ignoring case (players type "red" for "Red")."""
    if given in options:
        return given
    for option in options:
        if option.casefold() == given.strip().casefold():
            return option
    raise RuleError(f"{table} has no {what} {given!r}. {what.capitalize()}s: {', '.join(options)}.")
