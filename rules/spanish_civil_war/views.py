"""Redaction: what everybody sees (the board) and what only one side sees (its hand).

The board never holds a card in a hand, a card committed but not yet revealed, a card discarded
face down or the order of the deck: only counts, tokens and the last attack once revealed.
"""

from __future__ import annotations

from typing import Any

from ..core.protocol import Board, BoardField, Private
from .cards import CARDS, TYPE_BONUS, TYPE_NAMES, USE_NAMES, card_use, is_usable
from .state import ROLE_NAMES, ROLES, AttackRecord, SCWState

_PHASE_NAMES = {
    "recruit": "Recruit phase",
    "event": "Event phase",
    "attack": "Attack phase",
    "logistics": "Logistics phase",
    "over": "Game over",
}


def _attack_data(record: AttackRecord) -> dict[str, Any]:
    return {
        "attacker": record.attacker,
        "defender": record.defender,
        "cards": {
            role: [
                {"name": CARDS[c].name, "type": CARDS[c].type_name, "force": CARDS[c].strength}
                for c in cards
            ]
            for role, cards in record.cards.items()
        },
        "bonuses": {
            role: [{"type": TYPE_NAMES[t], "value": TYPE_BONUS[t]} for t in types]
            for role, types in record.bonuses.items()
        },
        "totals": dict(record.totals),
        "winner": record.winner,
        "territory_taken": record.territory_taken,
        "text": record.text,
    }


def board(state: SCWState, waiting: list[str]) -> Board:
    phase = _PHASE_NAMES[state.phase]
    attacker = ROLE_NAMES[state.active_player]
    if state.outcome is not None:
        winners = ", ".join(ROLE_NAMES[r] for r in state.outcome.winners) or "Nobody"
        headline = f"Turn {state.turn} · {phase} · {winners} win"
    else:
        headline = f"Turn {state.turn} · {phase} · {attacker} attacking"
    sides = {
        role: {
            "name": ROLE_NAMES[role],
            "territory": state.territory[role],
            "morale": state.morale[role],
            "hand": len(state.hands[role]),
        }
        for role in ROLES
    }
    deck = f"{len(state.deck.draw_pile)} to draw · {len(state.deck.discard_pile)} discarded"
    fields = [
        BoardField(
            name=side["name"],
            value=f"{side['territory']} Territory · {side['morale']} Morale · "
            f"{side['hand']} cards in hand",
        )
        for side in sides.values()
    ]
    fields.append(BoardField(name="Deck", value=deck))
    fields.append(BoardField(name="Turn", value=f"{state.turn}: {phase}, {attacker} active"))
    if waiting:
        fields.append(
            BoardField(name="Waiting on", value=", ".join(ROLE_NAMES[r] for r in waiting))
        )
    if state.outcome is not None:
        fields.append(BoardField(name="Result", value=state.outcome.reason))
    record = state.last_attack
    if record is not None:
        taken = " A Territory Token was taken." if record.territory_taken else ""
        fields.append(
            BoardField(
                name=f"Last attack (turn {record.turn}, {ROLE_NAMES[record.attacker]} attacking)",
                value=record.text + taken,
            )
        )
    text = "\n".join([headline] + [f"{f.name}: {f.value}" for f in fields])
    data = {
        "turn": state.turn,
        "phase": state.phase,
        "active_player": state.active_player,
        "waiting": list(waiting),
        "sides": sides,
        "draw_pile": len(state.deck.draw_pile),
        "discard_pile": len(state.deck.discard_pile),
        "last_attack": None if record is None else _attack_data(record),
    }
    return Board(headline=headline, text=text, fields=fields, data=data)


def private(state: SCWState, role: str) -> Private:
    hand = state.hands[role]
    committed = state.committed.get(role, [])
    marked = state.marked.get(role, [])
    lines = [f"Your hand ({len(hand)} cards):"]
    cards = []
    for card_id in hand:
        card = CARDS[card_id]
        usable = is_usable(card, role, state.options)
        tags = []
        if not usable:
            tags.append(f"{USE_NAMES[card_use(card, state.options)]} card: you may only discard it")
        if card_id in committed:
            tags.append("committed")
        if card_id in marked:
            tags.append("to discard")
        lines.append(f"- {card.label()}" + (f" [{'; '.join(tags)}]" if tags else ""))
        cards.append(
            {
                "id": card.id,
                "name": card.name,
                "type": card.type_name,
                "force": card.force,
                "usable": usable,
            }
        )
    keep_from = state.keep_from if state.event_turn == role else []
    if keep_from:
        lines.append("Drawn by your Event, keep 1:")
        lines += [f"- {CARDS[c].label()}" for c in keep_from]
    data = {
        "hand": list(hand),
        "committed": list(committed),
        "marked": list(marked),
        "keep_from": list(keep_from),
        "cards": cards,
    }
    return Private(text="\n".join(lines), data=data)


def secrets(state: SCWState, role: str) -> set[str]:
    """The ids and names of the cards only ``role`` may know about: its hand (committed and
    marked cards are in it) and the cards it is choosing one from."""
    held = list(state.hands[role])
    if state.event_turn == role:
        held += state.keep_from
    return {c for c in held} | {CARDS[c].name for c in held}
