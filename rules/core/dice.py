"""Dice: parse an expression such as ``2d6+1`` or ``4d6kh3``, roll it with a game's ``Rng``.

Syntax. An expression is one or more terms joined by ``+`` or ``-`` (the first term may carry a
sign too). A term is a dice group ``NdM`` (N dice of M sides; N may be left out and means 1;
``D`` may be upper case) or a whole-number constant. A group may keep only some of its dice:
``NdMkhK`` keeps the highest K, ``NdMklK`` the lowest K, and ``NdMkK`` means ``khK``. Spaces
around signs and letters are ignored, but not inside a number. At least one dice group is
required. Examples: ``2d6+1``, ``3d6``, ``d10-2``, ``2d6+1d4``, ``2d6-1d4``, ``4d6kh3``,
``2d20kl1``.

Limits, so a roll always fits in a Discord message: at most ``MAX_DICE`` (100) dice in the
whole expression, 1 to ``MAX_SIDES`` (1000) sides, a keep count from 1 to the group's N,
constants up to ``MAX_CONSTANT``, at most ``MAX_TERMS`` terms and ``MAX_LENGTH`` characters.
Anything else raises ``DiceError`` naming the problem and showing the syntax.

How a roll is drawn (so anyone holding the revealed seed can re-derive it): groups are rolled
left to right, and within a group each die is ``rng.between(1, sides)``, one die after
another; constants draw nothing. A face die (``FaceDie``) is ``faces[rng.below(len(faces))]``
per die, in order. See ``rules.core.rng`` for how ``between`` and ``below`` use the seed.

Results. ``DiceRoll.total`` adds each group's kept dice with the group's sign, plus the
constants. A group without a keep clause keeps all its dice, in roll order; a ``kh`` group
lists its kept dice highest first and a ``kl`` group lowest first. ``DiceRoll.doubles`` is true
when some group of exactly two dice shows the same number on both: the sense of 2d6 games such
as Crisis 2020 ("always check to see if a '7' or 'Doubles' has been rolled", rule 2.0).

Breakdown (``DiceRoll.breakdown()``): the expression, then each group's dice in roll order in
brackets (joined by `` + `` or `` - ``), a group that keeps only some dice followed by
``keep`` and the kept dice, then the constants summed (left out when zero), then ``= total`` and
`` (doubles)`` when doubles were rolled::

    2d6+1: [3, 3] +1 = 7 (doubles)
    2d6: [2, 5] = 7
    4d6kh3: [6, 2, 5, 1] keep 6, 5, 2 = 13
    2d6+1d4: [1, 6] + [3] = 10
    d10-2: [7] -2 = 5
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .errors import RuleError
from .messages import Msg
from .rng import Rng

MAX_DICE = 100
MAX_SIDES = 1000
MAX_CONSTANT = 1000
MAX_TERMS = 20
MAX_LENGTH = 100

SYNTAX = (
    "Use NdM with optional +/- constants and groups, and khK/klK to keep the highest/lowest K: "
    "2d6+1, 3d6, d10-2, 2d6+1d4, 4d6kh3. "
    f"Limits: {MAX_DICE} dice, {MAX_SIDES} sides, constants up to {MAX_CONSTANT}, "
    f"{MAX_TERMS} terms, {MAX_LENGTH} characters."
)

KeepMode = Literal["highest", "lowest"]

# A term as written, loose enough to say what is missing: "2d" has no sides, "4d6kh" no count.
# Spaces may stand around the letters ("2 d 6", "4d6 kh 3") but never split a number.
_GROUP = re.compile(
    r"(?P<count>[0-9]*)\s*d\s*(?P<sides>[0-9]*)(?:\s*k(?P<mode>[hl]?)\s*(?P<keep>[0-9]*))?"
)
_CONSTANT = re.compile(r"[0-9]+")
_SIGN = re.compile(r"\s*([+-])\s*")


class DiceError(RuleError):
    """A dice request the engine refuses; for an expression the message shows ``SYNTAX``."""


def _bad_expression(problem: str) -> DiceError:
    return DiceError(f"{problem} {SYNTAX}")


class DiceGroup(BaseModel):
    """``count`` dice of ``sides`` sides, added (sign 1) or subtracted (sign -1).

    ``keep`` is None when every die counts; otherwise the ``keep_count`` highest or lowest count.
    """

    model_config = ConfigDict(frozen=True)

    count: int = Field(ge=1, le=MAX_DICE)
    sides: int = Field(ge=1, le=MAX_SIDES)
    sign: Literal[1, -1] = 1
    keep: KeepMode | None = None
    keep_count: int | None = Field(default=None, ge=1, le=MAX_DICE)


class DiceExpression(BaseModel):
    """A parsed expression. ``text`` is its normal spelling: no spaces, lower case, ``kh`` for
    ``k``, the terms in the order written (``2d6 + 1`` -> ``2d6+1``, ``1D4`` -> ``1d4``)."""

    model_config = ConfigDict(frozen=True)

    text: str
    groups: tuple[DiceGroup, ...]
    constant: int = 0


class GroupRoll(DiceGroup):
    """One group as rolled: ``rolls`` in roll order, ``kept`` the dice that count (see module)."""

    rolls: list[int]
    kept: list[int]

    @property
    def subtotal(self) -> int:
        return self.sign * sum(self.kept)

    @property
    def is_doubles(self) -> bool:
        return len(self.rolls) == 2 and self.rolls[0] == self.rolls[1]

    def render(self) -> str:
        shown = f"[{', '.join(map(str, self.rolls))}]"
        if self.keep is None:
            return shown
        return Msg("core-dice-keep", rolls=shown, kept=", ".join(map(str, self.kept)))


class DiceRoll(BaseModel):
    """The result of rolling an expression, with everything needed to show and audit it."""

    expression: str
    groups: list[GroupRoll]
    constant: int
    total: int
    doubles: bool

    def breakdown(self) -> str:
        """The roll spelled out, e.g. ``2d6+1: [3, 3] +1 = 7 (doubles)`` (format in module), a
        message whose words ("keep", "doubles") each language says its own way."""
        parts: list[str] = []
        for index, group in enumerate(self.groups):
            sign = (
                ("-" if group.sign < 0 else "")
                if index == 0
                else ("- " if group.sign < 0 else "+ ")
            )
            shown = group.render()
            parts.append(Msg.join(sign, shown, sep="") if sign else shown)
        if self.constant:
            parts.append(f"{self.constant:+d}")
        said = "core-dice-doubles" if self.doubles else "core-dice"
        return Msg(said, expression=self.expression, dice=Msg.join(*parts), total=self.total)


# --- Parsing ---


def parse(text: str) -> DiceExpression:
    """Read a dice expression; raise ``DiceError`` saying what is wrong with it."""
    stripped = text.strip()
    if not stripped:
        raise _bad_expression("The dice expression is empty.")
    if len(stripped) > MAX_LENGTH:
        raise _bad_expression(
            f"The dice expression is {len(stripped)} characters long; "
            f"at most {MAX_LENGTH} are allowed."
        )
    lowered = stripped.lower()
    # re.split with a capture group alternates term, sign, term, ...; a leading sign leaves an
    # empty first term.
    pieces = _SIGN.split(lowered)
    signs = ["+", *pieces[1::2]]
    terms = pieces[0::2]
    if terms[0] == "" and len(terms) > 1:
        signs, terms = signs[1:], terms[1:]
    if len(terms) > MAX_TERMS:
        raise _bad_expression(
            f"{stripped!r} has {len(terms)} terms; at most {MAX_TERMS} are allowed."
        )

    groups: list[DiceGroup] = []
    constant = 0
    written: list[str] = []
    for sign_text, term in zip(signs, terms, strict=True):
        sign = -1 if sign_text == "-" else 1
        if term == "":
            raise _bad_expression(f"{stripped!r} has a {sign_text!r} with no term after it.")
        if _CONSTANT.fullmatch(term):
            value = int(term)
            if value > MAX_CONSTANT:
                raise _bad_expression(
                    f"The constant {value} in {stripped!r} is too large; "
                    f"at most {MAX_CONSTANT} is allowed."
                )
            constant += sign * value
            written.append(f"{sign_text}{value}")
            continue
        group, normal_term = _parse_group(term, sign, stripped)
        groups.append(group)
        written.append(f"{sign_text}{normal_term}")

    if not groups:
        raise _bad_expression(f"{stripped!r} rolls no dice; add a group such as 2d6.")
    dice = sum(group.count for group in groups)
    if dice > MAX_DICE:
        raise _bad_expression(f"{stripped!r} rolls {dice} dice; at most {MAX_DICE} are allowed.")
    normal = "".join(written)
    return DiceExpression(text=normal.removeprefix("+"), groups=tuple(groups), constant=constant)


def _parse_group(term: str, sign: Literal[1, -1], stripped: str) -> tuple[DiceGroup, str]:
    """The group a term spells, and the term's normal spelling (N kept only when written)."""
    match = _GROUP.fullmatch(term)
    if match is None:
        if term == stripped.lower():
            raise _bad_expression(f"Unknown dice expression {stripped!r}.")
        raise _bad_expression(f"Unknown dice expression {stripped!r}: cannot read {term!r}.")
    if not match["sides"]:
        raise _bad_expression(f"{term!r} needs a number of sides after 'd', as in 2d6.")
    count = int(match["count"]) if match["count"] else 1
    sides = int(match["sides"])
    if count < 1:
        raise _bad_expression(f"{term!r} rolls no dice; roll at least 1.")
    if count > MAX_DICE:
        raise _bad_expression(f"{term!r} rolls {count} dice; at most {MAX_DICE} are allowed.")
    if sides < 1:
        raise _bad_expression(f"{term!r} has dice of {sides} sides; a die needs at least 1.")
    if sides > MAX_SIDES:
        raise _bad_expression(
            f"{term!r} has dice of {sides} sides; at most {MAX_SIDES} are allowed."
        )
    written_count = str(count) if match["count"] else ""
    if match["keep"] is None:
        return DiceGroup(count=count, sides=sides, sign=sign), f"{written_count}d{sides}"
    if not match["keep"]:
        raise _bad_expression(f"{term!r} needs a number of dice to keep, as in 4d6kh3.")
    keep_count = int(match["keep"])
    if not 1 <= keep_count <= count:
        raise _bad_expression(
            f"{term!r} keeps {keep_count} of its {count} dice; keep between 1 and {count}."
        )
    mode: KeepMode = "lowest" if match["mode"] == "l" else "highest"
    group = DiceGroup(count=count, sides=sides, sign=sign, keep=mode, keep_count=keep_count)
    return group, f"{written_count}d{sides}k{mode[0]}{keep_count}"


# --- Rolling ---


def roll(expr: str | DiceExpression, rng: Rng) -> DiceRoll:
    """Roll ``expr`` with ``rng``: groups left to right, each die ``rng.between(1, sides)``."""
    expression = parse(expr) if isinstance(expr, str) else expr
    rolled: list[GroupRoll] = []
    for group in expression.groups:
        rolls = [rng.between(1, group.sides) for _ in range(group.count)]
        if group.keep is None:
            kept = list(rolls)
        else:
            ordered = sorted(rolls, reverse=group.keep == "highest")
            kept = ordered[: group.keep_count]
        rolled.append(GroupRoll(**group.model_dump(), rolls=rolls, kept=kept))
    return DiceRoll(
        expression=expression.text,
        groups=rolled,
        constant=expression.constant,
        total=sum(group.subtotal for group in rolled) + expression.constant,
        doubles=any(group.is_doubles for group in rolled),
    )


# --- Dice with named faces (1812 battle dice) ---


class FaceDie(BaseModel):
    """A die whose faces carry names, e.g. an 1812 faction's battle die (Hit, Flee, Blank).

    A face may repeat: a die with three Hit faces out of six lists "Hit" three times.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    faces: list[str]

    @field_validator("faces")
    @classmethod
    def _faces_are_named(cls, faces: list[str]) -> list[str]:
        if not faces:
            raise ValueError("a face die needs at least one face")
        if any(not face.strip() for face in faces):
            raise ValueError(f"every face needs a name, got {faces!r}")
        return faces

    def roll(self, rng: Rng, count: int = 1) -> list[str]:
        """Roll ``count`` of these dice in order; each face is ``faces[rng.below(len(faces))]``."""
        if not 0 <= count <= MAX_DICE:
            raise DiceError(f"Cannot roll {count} {self.name} dice; roll between 0 and {MAX_DICE}.")
        return [self.faces[rng.below(len(self.faces))] for _ in range(count)]

    def breakdown(self, results: list[str]) -> str:
        """``name: [faces in roll order] = tally`` with the tally in the die's face order,
        e.g. ``British Regulars: [Hit, Blank, Hit] = 2 Hit, 1 Blank``."""
        unknown = sorted(set(results) - set(self.faces))
        if unknown:
            raise ValueError(f"{unknown!r} are not faces of the {self.name} die {self.faces!r}")
        counts = Counter(results)
        tally = ", ".join(
            f"{counts[face]} {face}" for face in dict.fromkeys(self.faces) if counts[face]
        )
        return f"{self.name}: [{', '.join(results)}] = {tally or 'no dice'}"
