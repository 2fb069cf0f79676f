"""The common deck (rulebook, "Common Deck Card List"), loaded from ``data/cards.toml``."""

from __future__ import annotations

from functools import cached_property
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, model_validator

from ..core.data import load_toml
from ..core.messages import Msg

CardType = Literal["U", "L", "A", "E", "S", "O", "D"]
Use = Literal["N", "R", "B"]
Effect = Literal[
    "draw-2", "opponent-discards-2-random", "opponent-loses-morale", "gain-morale", "draw-5-keep-1"
]

# CARD LIST NOTATION: U Unit, L Leader, A Air Power, E Event, S Strategy, O Offensive, D Defense,
# each a message of the catalogs (catalogs/*/cards.ftl).
TYPE_NAMES: dict[str, str] = {t: Msg(f"scw-type-{t}") for t in "ULAESOD"}
# ATTACK PHASE: "+5" Leader, "+4" Air Power, "+3" Strategy when the opponent uses none.
TYPE_BONUS: dict[str, int] = {"L": 5, "A": 4, "S": 3}
ROLE_USE: dict[str, str] = {"nationalists": "N", "republicans": "R"}

# The variant of the package docstring: "Soviet Military Aid" is printed N; this option makes it R.
SOVIET_AID_OPTION = "soviet-aid-republican"
SOVIET_MILITARY_AID = "soviet-military-aid"


class Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    type: CardType
    use: Use
    force: int | None = None
    note: str = ""
    effect: Effect | None = None
    erratum: str = ""
    source: str

    @model_validator(mode="after")
    def _event_has_effect_not_force(self) -> Self:
        # The list prints "-" as the Force of every Event and a number for every other card.
        if self.type == "E" and (self.effect is None or self.force is not None):
            raise ValueError(f"Event {self.id!r} needs an effect and no force")
        if self.type != "E" and (self.effect is not None or self.force is None):
            raise ValueError(f"Card {self.id!r} needs a force and no effect")
        return self

    @property
    def type_name(self) -> str:
        return TYPE_NAMES[self.type]

    @property
    def strength(self) -> int:
        """The Force counted in an attack (an Event has none and is never committed)."""
        return self.force or 0

    @cached_property
    def called(self) -> Msg:
        """The card's name as printed, in every language (catalogs/*/cards.ftl)."""
        return Msg(f"scw-card-{self.id}")

    @cached_property
    def label(self) -> Msg:
        """'Portuguese Aid (Event: draw 2 cards)', 'General Francisco Franco (Leader, 5)'."""
        if self.effect is not None:
            return Msg(
                "scw-card-label-event", name=self.called, effect=Msg(f"scw-effect-{self.effect}")
            )
        return Msg(
            "scw-card-label",
            name=self.called,
            type=TYPE_NAMES[self.type],
            force=self.strength,
        )


def load_cards() -> dict[str, Card]:
    cards = [Card(**entry) for entry in load_toml("spanish_civil_war", "cards.toml")["card"]]
    by_id = {card.id: card for card in cards}
    if len(by_id) != len(cards):
        raise ValueError("cards.toml repeats a card id")
    return by_id


CARDS: dict[str, Card] = load_cards()


def card_use(card: Card, options: dict[str, bool]) -> str:
    """Who may play ``card`` in this game: as printed, or R for Soviet Military Aid under the
    ``soviet-aid-republican`` option."""
    if card.id == SOVIET_MILITARY_AID and options.get(SOVIET_AID_OPTION, False):
        return "R"
    return card.use


def is_usable(card: Card, role: str, options: dict[str, bool]) -> bool:
    """THE DECKS: "Some cards can be used by only one Player." B cards serve both."""
    use = card_use(card, options)
    return use == "B" or use == ROLE_USE[role]
