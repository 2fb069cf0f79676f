"""The 56 Political Opportunity Cards (1.24, 2.3, 2.4), from ``data/cards.toml``.

Three types (2.3): a **Crisis** card names an Issue and calls it into the Crisis Zone (5.21);
an **Election** card calls Elections in a Province (8.1), or National Elections (8.2), in the
Election Phase (5.23); an **Event** card has an exact effect (5.22), one of three kinds, or a
short list of them applied in order:

* ``strength``: the Contesting Strength of the selected pieces is multiplied by ``factor``
  (2: doubled, 0.5: halved) for the rest of the current Player-Turn. A halved strength is
  rounded down, minimum 0; several factors on one piece multiply and the product is rounded
  down once.
* ``shift``: each selected piece changes allegiance ``steps`` (1 or 2) colors ``toward`` a
  color, by the Color Shift Matrices (5.12). Premiers and the Prime Minister change color only
  by Elections (7.14), so a shift never selects them.
* ``move``: the selected pieces are physically moved (5.22) ``to = "crisis-zone"``, or to the
  Home Area ``to_area`` (a color, or "owner": each piece to its current controller's own Home
  Area), to its Section ``to_section`` if one is given (administrative, legislative,
  grassroots). Constituencies carry the Issues they control; stacking limits may be ignored;
  the piece's controller picks the square.

A ``select`` names the pieces an effect acts on; its keys combine with AND, and a piece
matches a key's list if it is any of them: ``kinds`` (piece kinds), ``pieces`` (piece ids),
``provinces`` (Constituencies and Premiers of these Provinces), ``colors`` (pieces currently
of these colors), ``in_crisis_zone`` (pieces in, or not in, the Crisis Zone).

The rulebook transcription prints no deck list: cards #04, #19 and #36 are its samples (2.3),
a few more are named by the Sample Game-Turn (9.1, 9.4); the rest is reconstructed so that the
Quiet Revolution's removed cards (12.1) are exactly those that make no sense there. Every card
says where it comes from in ``source``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from ..core.data import load_toml
from ..core.messages import Msg
from .data import (
    COLORS,
    SECTIONS,
    PieceKind,
    load_issues,
    load_pieces,
    load_provinces,
)

PACKAGE = "canadian_civil_war"
FILE = f"{PACKAGE}/cards.toml"
DECK = range(1, 57)  # 2.4: "One deck Political Opportunity Cards (56)"

# ---- the ids a card may name: the title's own data (provinces, issues, pieces .toml) ----------

_SPECS = load_pieces()
PIECES: dict[str, str] = {p: spec.kind for p, spec in _SPECS.items()}  # id -> its kind (1.22)
PROVINCES: tuple[str, ...] = tuple(load_provinces())
ISSUES: tuple[str, ...] = tuple(load_issues())
KINDS: tuple[str, ...] = get_args(PieceKind)
NEVER_SHIFTED = ("premier", "prime-minister")  # 7.14, 7.25: only Elections convert them


def piece_province(piece: str) -> str | None:
    """The Province of a Constituency (``ont-3``) or Premier (``premier-ont``), else None."""
    spec = _SPECS.get(piece)
    return None if spec is None else spec.province


def _known(names: tuple[str, ...], what: str):
    def check(value: str) -> str:
        if value not in names:
            raise ValueError(f"unknown {what} {value!r} (one of: {', '.join(names)})")
        return value

    return AfterValidator(check)


Color = Annotated[str, _known(COLORS, "color")]
Province = Annotated[str, _known(PROVINCES, "province")]
Issue = Annotated[str, _known(ISSUES, "issue")]
Kind = Annotated[str, _known(KINDS, "piece kind")]
Section = Annotated[str, _known(SECTIONS, "section")]
Area = Annotated[str, _known((*COLORS, "owner"), "area")]


def _piece_id(value: str) -> str:
    if value not in PIECES:
        raise ValueError(
            f"unknown piece id {value!r} (Constituencies 'ont-1'..., Premiers 'premier-ont'..., "
            f"'prime-minister', Civil Servants {_ids('civil-servant')}, Interest Groups "
            f"{_ids('interest-group')})"
        )
    return value


def _ids(kind: str) -> str:
    return ", ".join(p for p, k in PIECES.items() if k == kind)


PieceId = Annotated[str, AfterValidator(_piece_id)]


class Select(BaseModel):
    """Which Active Pieces an effect acts on: every given key must hold (AND)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kinds: tuple[Kind, ...] = ()
    pieces: tuple[PieceId, ...] = ()
    provinces: tuple[Province, ...] = ()
    colors: tuple[Color, ...] = ()
    in_crisis_zone: bool | None = None

    @model_validator(mode="after")
    def _sensible(self) -> Select:
        lists = {"kinds": self.kinds, "pieces": self.pieces, "provinces": self.provinces}
        lists["colors"] = self.colors
        if not any(lists.values()) and self.in_crisis_zone is None:
            raise ValueError(
                "select names no piece: give kinds, pieces, provinces, colors or in_crisis_zone"
            )
        for key, values in lists.items():
            if len(set(values)) != len(values):
                raise ValueError(f"select.{key} lists a value twice")
        if not any(self.could_select(piece) for piece in PIECES):
            raise ValueError("select can match no piece (its keys contradict each other)")
        return self

    def could_select(self, piece: str) -> bool:
        """Whether ``piece`` matches the keys that do not depend on the game's state."""
        kind = PIECES.get(piece)
        if kind is None:
            return False
        if self.kinds and kind not in self.kinds:
            return False
        if self.pieces and piece not in self.pieces:
            return False
        return not self.provinces or piece_province(piece) in self.provinces

    def matches(self, piece: str, color: str, in_crisis_zone: bool) -> bool:
        """Whether the Active Piece ``piece``, now of ``color``, is selected."""
        if not self.could_select(piece):
            return False
        if self.colors and color not in self.colors:
            return False
        return self.in_crisis_zone is None or self.in_crisis_zone == in_crisis_zone


class Strength(BaseModel):
    """5.22: "Contesting Strength is either halved or doubled for that Player-Turn"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["strength"]
    factor: Literal[2, 0.5]
    select: Select


class Shift(BaseModel):
    """5.22, 5.12: each selected piece shifts ``steps`` colors toward ``toward``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["shift"]
    steps: Literal[1, 2]
    toward: Color
    select: Select

    @model_validator(mode="after")
    def _never_premiers(self) -> Shift:
        s = self.select
        if s.kinds:
            safe = not set(s.kinds) & set(NEVER_SHIFTED)
        else:
            safe = bool(s.pieces) and all(PIECES[p] not in NEVER_SHIFTED for p in s.pieces)
        if not safe:
            raise ValueError(
                "a shift may not select Premiers or the Prime Minister (7.14: only Elections "
                "convert them); name kinds or pieces that exclude them"
            )
        return self


class Move(BaseModel):
    """5.22: "required to go to a specific section or area"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["move"]
    select: Select
    to: Literal["crisis-zone"] | None = None
    to_area: Area | None = None
    to_section: Section | None = None

    @model_validator(mode="after")
    def _one_destination(self) -> Move:
        if (self.to is None) == (self.to_area is None):
            raise ValueError(
                'a move names one destination: to = "crisis-zone", or to_area (and to_section)'
            )
        if self.to_section is not None and self.to_area is None:
            raise ValueError("to_section needs to_area (a color or 'owner'): whose Home Area?")
        return self


Effect = Annotated[Strength | Shift | Move, Field(discriminator="kind")]


class Card(BaseModel):
    """One Political Opportunity Card. ``name`` is the printed title, ``text`` what it does."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int = Field(ge=DECK.start, le=DECK.stop - 1)
    type: Literal["crisis", "event", "election"]
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    source: str = Field(pattern=r"^(rulebook |reconstructed: )")
    issue: Issue | None = None  # crisis
    province: Province | None = None  # election
    national: bool = False  # election
    effect: tuple[Effect, ...] = ()  # event: one effect table, or a list applied in order

    @field_validator("effect", mode="before")
    @classmethod
    def _one_or_a_list(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value

    @model_validator(mode="after")
    def _shape(self) -> Card:
        has = {
            "issue": self.issue is not None,
            "province": self.province is not None,
            "national": self.national,
            "effect": bool(self.effect),
        }
        allowed = {
            "crisis": {"issue"},
            "election": {"province", "national"},
            "event": {"effect"},
        }[self.type]
        wrong = sorted(k for k, given in has.items() if given and k not in allowed)
        if wrong:
            raise ValueError(f"a {self.type} card has no {' or '.join(wrong)}")
        if self.type == "crisis" and self.issue is None:
            raise ValueError('a crisis card names its issue (issue = "tax", 5.21)')
        if self.type == "election" and (self.province is None) == (not self.national):
            raise ValueError(
                'an election card names one province (province = "bcb") or national = true'
            )
        if self.type == "event" and not 1 <= len(self.effect) <= 3:
            raise ValueError("an event card has one effect, or a list of two or three (5.22)")
        return self

    @property
    def id(self) -> str:
        """The engine's id of the card: "poc-04"."""
        return f"poc-{self.number:02d}"

    @property
    def label(self) -> Msg:
        """'#04 Poll Shows New Confidence in Government', a message (catalogs/*/cards.ftl)."""
        return Msg("ccw-card-label", number=f"{self.number:02d}", name=Msg(f"ccw-card-{self.id}"))

    @property
    def said(self) -> Msg:
        """What the card does (``text``), a message (catalogs/*/cards.ftl)."""
        return Msg(f"ccw-card-{self.id}-text")


class CardDataError(ValueError):
    """cards.toml (or an owner's copy) is not a valid deck; the message names the card."""


def _problems(exc: ValidationError) -> str:
    lines = []
    for error in exc.errors(include_url=False):
        where = ".".join(str(part) for part in error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        shown = error.get("input")
        if error["type"] != "value_error" and shown is not None and not isinstance(shown, dict):
            message += f" (got {shown!r})"
        lines.append(f"{where}: {message}" if where else message)
    return "; ".join(lines)


def load_cards(data: dict[str, Any] | None = None) -> dict[int, Card]:
    """The deck by number, from cards.toml (``data`` replaces the file's contents in tests)."""
    data = load_toml(PACKAGE, "cards.toml") if data is None else data
    unknown = sorted(set(data) - {"card"})
    if unknown:
        raise CardDataError(f"{FILE}: unknown top-level keys {unknown}; cards are [[card]]")
    cards: dict[int, Card] = {}
    for position, entry in enumerate(data.get("card", []), 1):
        number = entry.get("number") if isinstance(entry, dict) else None
        who = f"card {number}" if number is not None else f"[[card]] entry {position} (no number)"
        try:
            card = Card.model_validate(entry)
        except ValidationError as exc:
            raise CardDataError(f"{FILE}, {who}: {_problems(exc)}") from None
        if card.number in cards:
            raise CardDataError(f"{FILE}, card {card.number}: the number is used twice")
        cards[card.number] = card
    missing = [n for n in DECK if n not in cards]
    if missing:
        raise CardDataError(
            f"{FILE}: cards {missing} are missing; the deck is numbered 1-56 once each (2.4)"
        )
    return dict(sorted(cards.items()))
