"""The state of a Spanish Civil War game: tokens, the shared deck, hands and phase bookkeeping."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..core.decks import Deck
from ..core.messages import Msg, Text
from ..core.protocol import GameState

ROLES: tuple[str, str] = ("nationalists", "republicans")
# Each name a message (catalogs/*/rules.ftl): "Nationalistes" in French.
ROLE_NAMES: dict[str, str] = {role: Msg(f"scw-role-{role}") for role in ROLES}

Phase = Literal["recruit", "event", "attack", "logistics", "over"]


def opponent(role: str) -> str:
    return ROLES[1] if role == ROLES[0] else ROLES[0]


class AttackRecord(BaseModel):
    """The last attack, public once revealed: what each side played and the arithmetic."""

    turn: int
    attacker: str
    defender: str
    cards: dict[str, list[str]]  # role -> card ids revealed
    bonuses: dict[str, list[str]]  # role -> card types (L, A, S) that earned a bonus
    totals: dict[str, int]
    winner: str | None
    territory_taken: bool = False
    text: Text
    # deck.reshuffles when the attack was revealed (see views.public_attack).
    deck_reshuffles: int = 0


class SCWState(GameState):
    deck: Deck
    hands: dict[str, list[str]]
    territory: dict[str, int]
    morale: dict[str, int]
    turn: int = 1
    phase: Phase = "recruit"
    active_player: str = ROLES[0]
    # Simultaneous steps (recruit discards, attack commitments, logistics discards): the roles
    # that have finished.
    finished: list[str] = Field(default_factory=list)
    # Recruit phase: the cards each role picked to discard; they stay in the hand (and can be
    # taken back) until both roles are done.
    marked: dict[str, list[str]] = Field(default_factory=dict)
    # Logistics phase: the cards each role picked to keep (at most 3); the rest are discarded
    # when both roles are done.
    kept: dict[str, list[str]] = Field(default_factory=dict)
    # Event phase: whose turn it is to play or pass, and how many passes in a row.
    event_turn: str = ROLES[0]
    passes: int = 0
    # "Draw 5 Cards and keep 1": the cards drawn, waiting for event_turn to keep one.
    keep_from: list[str] = Field(default_factory=list)
    # Attack phase: the cards each role committed in secret (a subset of its hand).
    committed: dict[str, list[str]] = Field(default_factory=dict)
    # Attack phase: the attacker won and may take a Territory Token.
    awaiting_territory: bool = False
    last_attack: AttackRecord | None = None
