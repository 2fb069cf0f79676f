"""What the board shows everyone, and what each player's private view holds.

Hands are secret from the other side only: "Players from the same side may show each other
their cards in order to plan their future actions", so a player's private view shows the
hands of every faction of their side.
"""

from __future__ import annotations

from rules.core import Board, BoardField, Private, plural

from . import turns, units
from .board import InvasionBoard
from .cards import CARDS
from .factions import COLOURS, FACTIONS, NAMES, SIDE_NAMES, SIDE_OF, TRUCES
from .geography import MAP
from .state import InvasionState

PHASE_WORDS = {
    "setup": "set-up",
    "enlist": "enlistments",
    "cards": "playing cards",
    "move": "movement",
    "battles": "battles",
    "battle": "battle",
    "over": "game over",
}


def board(state: InvasionState, active: list[str]) -> Board:
    whose = f"{NAMES[state.faction]} · " if state.faction else ""
    headline = f"Round {state.round} of {state.rounds} · {whose}{PHASE_WORDS[state.phase]}"
    occupied = [
        f"**{MAP.areas[a].name}**: {units.counts(state.units[a])}"
        + (f" ⭐{SIDE_NAMES[state.control[a]]}" if a in state.control else "")
        for a in MAP.areas
        if a in state.units
    ]
    held = turns.markers(state)
    truces = turns.truces_played(state)
    fields = [
        BoardField(
            name="Control Markers",
            value=f"British {held['british']} · American {held['american']}",
        ),
        BoardField(
            name="Truce cards played",
            value=f"British {truces['british']}/{TRUCES['british']} · "
            f"American {truces['american']}/{TRUCES['american']}",
        ),
        BoardField(
            name="Turn order this round",
            value=" → ".join(NAMES[f] for f in state.turn_order) or "—",
        ),
        BoardField(name="Fled units", value=units.counts(state.fled) if state.fled else "none"),
        BoardField(
            name="Unit pools",
            value=", ".join(f"{COLOURS[f]} {state.pools[f]}" for f in FACTIONS),
        ),
        BoardField(
            name="Cards in hand",
            value=", ".join(f"{COLOURS[f]} {len(state.hands[f])}" for f in FACTIONS),
        ),
    ]
    if state.battle is not None:
        fields.append(BoardField(name="Battle", value=MAP.areas[state.battle.area].name))
    data = InvasionBoard(
        units=state.units,
        control=state.control,
        fled=state.fled,
        round=state.round,
        rounds=state.rounds,
        turn_order=state.turn_order,
        faction=state.faction,
        truces=[CARDS[c].faction for c in state.truces],
        battle=state.battle.area if state.battle else None,
        active=active,
    )
    return Board(headline=headline, text="\n".join(occupied), fields=fields, data=data.model_dump())


def _hand_text(state: InvasionState, faction: str) -> list[str]:
    lines = [
        f"**{NAMES[faction]}** ({plural(len(state.hands[faction]), 'card')}, "
        f"{len(state.decks[faction].draw_pile)} in the deck):"
    ]
    for card_id in state.hands[faction]:
        card = CARDS[card_id]
        lines.append(f"- {card.label}: {card.text}")
    return lines


def private(state: InvasionState, role: str) -> Private:
    side = SIDE_OF[role]
    lines = _hand_text(state, role)
    allies = [f for f in FACTIONS if SIDE_OF[f] == side and f != role]
    for ally in allies:
        lines += ["", "Your ally's hand, shared:", *_hand_text(state, ally)]
    hands = {f: list(state.hands[f]) for f in [role, *allies]}
    return Private(text="\n".join(lines), data={"hands": hands})


def secrets(state: InvasionState, role: str) -> set[str]:
    held = state.hands[role]
    return set(held) | {CARDS[c].name for c in held}
