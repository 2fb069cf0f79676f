"""The 80 Crisis Cards ("2.0", "4.0"), from ``data/cards.toml``, and what each event does.

A **Conflict Support** card adds its value for the Region's type (Metroplex, Developed,
Wilderness) to an attack; its border restricts it to Data or Armed Conflict, or lets it support
both ("5.62"). An **Event** card does what its instructions say; its border says who may hold it
(Government only, Rebel only, both players, or purple: must be played when drawn, "4.3", "4.4").

The rulebook names a few cards and prints none: every card is reconstructed and says so in
``source``. Each event's instructions are one of the effects below, with its parameters, so that
every card has an exact, implemented effect (rules/crisis_2020/events.py carries them out):

* Attack events, played while building an attack, with its cards ("5.62: any number of
  appropriate Event Cards"): ``bonus`` (+``strength``, in a ``conflict`` of "data", "armed" or
  "any"), ``surveillance`` (Clandestine defenders are subject to the results, "8.12"),
  ``restraint`` (no Collateral Damage from this attack), ``veto`` (when you roll in an Armed
  Conflict, cancel one of the other side's Conflict Support cards in effect in it; the cancelled
  card still counts as played, "5.62").
* Phase events, played on their own in one of your ``phases``: ``draw`` (draw ``cards``),
  ``discard`` (the other side discards ``cards`` at random, "4.7", with momentum, "4.8"),
  ``recruit`` (place ``count`` units of the ``types`` from the Recruitment Pool, "4.9", in a
  Region ``where``: "infrastructure" holds a friendly Infrastructure, "friendly" a friendly unit,
  "usa" any USA Region), ``neutralize`` (place ``count`` enemy units other than Infrastructure,
  in Regions holding a friendly unit, in their Neutralized Box), ``recover`` (return ``count``
  friendly units from the Neutralized Box now, as in "9.0"), ``airlift`` (move ``count`` friendly
  units that have not moved to any USA Region holding a friendly Infrastructure), ``defect``
  (flip one enemy unit of the ``types`` in a Region holding a friendly Infrastructure),
  ``activate`` (Advanced Game, cards #72-77: activate the Foreign Power ``power`` for your side
  and place the listed ``units`` in its Home Regions, "12.1").
* Purple events, carried out when drawn ("4.4"): ``economic-collapse``, ``special-election``,
  ``extremists`` (also when discarded by a 7; then the discards are reshuffled, "4.0", "11.1").
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..core.data import load_toml
from .data import PACKAGE, SLUG, UnitType

Border = Literal["data", "armed", "both"]
Holder = Literal["government", "rebel", "both", "purple"]
Phase = Literal["data", "move", "armed", "recovery"]
Effect = Literal[
    "bonus",
    "surveillance",
    "restraint",
    "veto",
    "draw",
    "discard",
    "recruit",
    "neutralize",
    "recover",
    "airlift",
    "defect",
    "activate",
    "economic-collapse",
    "special-election",
    "extremists",
]
ATTACK_EFFECTS = ("bonus", "surveillance", "restraint", "veto")
PURPLE_EFFECTS = ("economic-collapse", "special-election", "extremists")
FOREIGN_INTERVENTION = range(72, 78)  # "11.1": cards #72-77, used in the Advanced Game only
EXTREMISTS = 80  # "11.1"


class Values(BaseModel):
    """A Conflict Support card's three numbers ("2.0": Metroplex / Developed / Wilderness)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    metroplex: int = Field(ge=0)
    developed: int = Field(ge=0)
    wilderness: int = Field(ge=0)

    def of(self, region_type: str) -> int:
        return int(getattr(self, region_type))


class Params(BaseModel):
    """An event's parameters; each effect reads the ones it names (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    strength: int = 0
    conflict: Literal["data", "armed", "any"] = "any"
    cards: int = 0
    count: int = 0
    types: list[UnitType] = []
    where: Literal["infrastructure", "friendly", "usa"] = "infrastructure"
    phases: list[Phase] = []
    power: str | None = None
    units: list[str] = []


class Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int = Field(ge=1, le=80)
    id: str = Field(pattern=SLUG)
    name: str
    kind: Literal["support", "event"]
    # Conflict Support cards
    border: Border | None = None
    values: Values | None = None
    # Event cards
    holder: Holder | None = None
    effect: Effect | None = None
    params: Params = Params()
    remove: bool = False  # "4.6": removed from the game once used
    text: str
    source: str

    @model_validator(mode="after")
    def _shape(self) -> Card:
        support = self.border is not None and self.values is not None
        event = self.holder is not None and self.effect is not None
        if self.kind == "support" and not (support and self.holder is None):
            raise ValueError("a Conflict Support card has a border and values, and no holder")
        if self.kind == "event" and not (event and self.border is None):
            raise ValueError("an Event card has a holder and an effect, and no border")
        if (self.holder == "purple") != (self.effect in PURPLE_EFFECTS):
            raise ValueError("exactly the purple events are economic-collapse, ... extremists")
        return self

    @property
    def label(self) -> str:
        """'#1 Mass Rally (data: 4/2/1)', '#46 Surveillance': a message (words.card_label)."""
        from .words import label_of  # words reads the components, made of these cards

        return label_of(self)

    def supports(self, conflict: str) -> bool:
        return self.kind == "support" and self.border in (conflict, "both")


def load_cards(data: dict[str, Any] | None = None) -> dict[str, Card]:
    data = load_toml(PACKAGE, "cards.toml") if data is None else data
    cards: dict[str, Card] = {}
    for entry in data.get("card", []):
        try:
            card = Card(**entry)
        except ValueError as exc:
            raise ValueError(f"{PACKAGE}/cards.toml, card {entry.get('id')!r}: {exc}") from None
        if card.id in cards:
            raise ValueError(f"{PACKAGE}/cards.toml: the id {card.id!r} is used twice")
        cards[card.id] = card
    numbers = sorted(c.number for c in cards.values())
    if numbers != list(range(1, 81)):
        raise ValueError(f"{PACKAGE}/cards.toml: the cards must be numbered 1-80 once each")
    return cards
