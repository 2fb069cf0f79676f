"""Redaction: what everybody sees (the board) and what only one side sees (its hand).

The board never holds a card in a hand, a card committed but not yet revealed, a card discarded
face down or the order of the deck: only counts, tokens and the last attack once revealed.
"""

from __future__ import annotations

from ..core.protocol import Board, BoardField, Private
from ..core.text import plural
from .board import Attack, Bonus, Card, SCWBoard, Side
from .cards import CARDS, TYPE_BONUS, TYPE_NAMES, USE_NAMES, card_use, is_usable
from .state import ROLE_NAMES, ROLES, AttackRecord, SCWState

_PHASE_NAMES = {
    "recruit": "Recruit phase",
    "event": "Event phase",
    "attack": "Attack phase",
    "logistics": "Logistics phase",
    "over": "Game over",
}


def _attack_data(record: AttackRecord) -> Attack:
    return Attack(
        attacker=record.attacker,
        defender=record.defender,
        cards={
            role: [
                Card(name=CARDS[c].name, type=CARDS[c].type_name, force=CARDS[c].strength)
                for c in cards
            ]
            for role, cards in record.cards.items()
        },
        bonuses={
            role: [Bonus(type=TYPE_NAMES[t], value=TYPE_BONUS[t]) for t in types]
            for role, types in record.bonuses.items()
        },
        totals=dict(record.totals),
        winner=record.winner,
        territory_taken=record.territory_taken,
        text=record.text,
    )


def public_attack(state: SCWState) -> AttackRecord | None:
    """The last attack as the board may show it.

    Its cards are face up in the discard pile until the discards are reshuffled into the draw
    pile ("If a deck runs out, shuffle the discard and draw from it"); after that any of them
    may be in a hand, so the board keeps only the totals and the winner.
    """
    record = state.last_attack
    if record is None or record.deck_reshuffles == state.deck.reshuffles:
        return record
    names = [ROLE_NAMES[r] for r in (record.attacker, record.defender)]
    totals = [record.totals[r] for r in (record.attacker, record.defender)]
    result = f"The {ROLE_NAMES[record.winner]} won." if record.winner else "A tie."
    text = (
        f"{names[0]} {totals[0]} against {names[1]} {totals[1]}. {result} "
        "(Its cards have since been reshuffled into the deck.)"
    )
    return record.model_copy(update={"cards": {r: [] for r in record.cards}, "text": text})


def board(state: SCWState, waiting: list[str]) -> Board:
    phase = _PHASE_NAMES[state.phase]
    attacker = ROLE_NAMES[state.active_player]
    if state.outcome is not None:
        winners = ", ".join(ROLE_NAMES[r] for r in state.outcome.winners) or "Nobody"
        headline = f"Turn {state.turn} · {phase} · {winners} win"
    else:
        headline = f"Turn {state.turn} · {phase} · {attacker} attacking"
    sides = {
        role: Side(
            name=ROLE_NAMES[role],
            territory=state.territory[role],
            morale=state.morale[role],
            hand=len(state.hands[role]),
        )
        for role in ROLES
    }
    deck = f"{len(state.deck.draw_pile)} to draw · {len(state.deck.discard_pile)} discarded"
    fields = [
        BoardField(
            name=side.name,
            value=f"{side.territory} Territory · {side.morale} Morale · "
            f"{plural(side.hand, 'card')} in hand",
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
    record = public_attack(state)
    if record is not None:
        taken = " A Territory Token was taken." if record.territory_taken else ""
        fields.append(
            BoardField(
                name=f"Last attack (turn {record.turn}, {ROLE_NAMES[record.attacker]} attacking)",
                value=record.text + taken,
            )
        )
    text = "\n".join([headline] + [f"{f.name}: {f.value}" for f in fields])
    data = SCWBoard(
        turn=state.turn,
        phase=state.phase,
        active_player=state.active_player,
        waiting=list(waiting),
        sides=sides,
        draw_pile=len(state.deck.draw_pile),
        discard_pile=len(state.deck.discard_pile),
        last_attack=None if record is None else _attack_data(record),
    )
    return Board(headline=headline, text=text, fields=fields, data=data.model_dump())


def private(state: SCWState, role: str) -> Private:
    hand = state.hands[role]
    committed = state.committed.get(role, [])
    marked = state.marked.get(role, [])
    kept = state.kept.get(role, [])
    lines = [f"Your hand ({plural(len(hand), 'card')}):"]
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
        if card_id in kept:
            tags.append("to keep")
        lines.append(f"- {card.label}" + (f" [{'; '.join(tags)}]" if tags else ""))
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
        lines += [f"- {CARDS[c].label}" for c in keep_from]
    data = {
        "hand": list(hand),
        "committed": list(committed),
        "marked": list(marked),
        "kept": list(kept),
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
