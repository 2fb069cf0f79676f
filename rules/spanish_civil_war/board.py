"""The board model: what the public board says in numbers, for its picture (bot/images/).

`views.board` builds an `SCWBoard` and `Board.data` is its dump; the picture validates the dump
back into this model and reads nothing else of the title. Everything here is public: hand sizes
are counts, and the last attack lists only cards revealed face up (rulebook, Attack Phase) until
they are reshuffled into the deck (`views.public_attack`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from ..core.messages import Text
from .state import ROLES, Phase

Role = Literal["nationalists", "republicans"]


class Strict(BaseModel):
    """A part of the board model: a key it does not declare is refused, so the rules cannot put
    in what the picture would never read."""

    model_config = ConfigDict(extra="forbid")


# The names and the account of the attack are messages of the rules (rules/core/messages.py):
# the picture gets them in the game's language.
class Card(Strict):
    name: Text
    type: Text
    force: int


class Bonus(Strict):
    type: Text
    value: int


class Attack(Strict):
    """The last attack as revealed: each side's cards and bonuses, the totals and the result."""

    attacker: Role
    defender: Role
    cards: dict[Role, list[Card]]
    bonuses: dict[Role, list[Bonus]]
    totals: dict[Role, int]
    winner: Role | None
    territory_taken: bool
    text: Text


class Side(Strict):
    name: Text
    territory: int
    morale: int
    hand: int  # cards in hand: a count, never the cards


class SCWBoard(Strict):
    turn: int
    phase: Phase
    active_player: Role
    waiting: list[Role]
    sides: dict[Role, Side]
    draw_pile: int
    discard_pile: int
    last_attack: Attack | None

    @model_validator(mode="after")
    def _both_sides(self) -> SCWBoard:
        missing = [role for role in ROLES if role not in self.sides]
        if missing:
            raise ValueError(f"sides must describe both {' and '.join(ROLES)}; missing {missing}")
        return self
