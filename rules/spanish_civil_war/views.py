"""Redaction: what everybody sees (the board) and what only one side sees (its hand).

The board never holds a card in a hand, a card committed but not yet revealed, a card discarded
face down or the order of the deck: only counts, tokens and the last attack once revealed.
"""

from __future__ import annotations

from ..core.messages import Msg
from ..core.protocol import Board, BoardField, Private
from .board import Attack, Bonus, Card, SCWBoard, Side
from .cards import CARDS, TYPE_BONUS, TYPE_NAMES, card_use, is_usable
from .cards import Card as CardSpec
from .state import ROLE_NAMES, ROLES, AttackRecord, SCWState


def attack_text(record: AttackRecord) -> Msg:
    """ATTACK PHASE: the arithmetic of a revealed attack, each side's cards and bonuses ("+5"
    Leader, "+4" Air Power, "+3" Strategy) and totals, and who won: made again from the record,
    so that a saved game's board says it in any language."""
    first, second = (
        _arithmetic(r, [CARDS[c] for c in record.cards[r]], record.bonuses[r], record.totals[r])
        for r in (record.attacker, record.defender)
    )
    if record.winner is None:
        return Msg("scw-attack-tied", first=first, second=second)
    return Msg("scw-attack-won", first=first, second=second, side=ROLE_NAMES[record.winner])


def _arithmetic(role: str, cards: list[CardSpec], bonus_types: list[str], total: int) -> Msg:
    terms = [Msg("scw-term-card", card=card.called, force=card.strength) for card in cards]
    terms += [Msg("scw-term-bonus", type=TYPE_NAMES[t], bonus=TYPE_BONUS[t]) for t in bonus_types]
    summed = Msg.join(*terms, sep=" + ") if terms else Msg("scw-no-cards")
    return Msg("scw-sum", side=ROLE_NAMES[role], terms=summed, total=total)


def _attack_data(record: AttackRecord) -> Attack:
    return Attack(
        attacker=record.attacker,
        defender=record.defender,
        cards={
            role: [
                Card(
                    name=CARDS[c].called,
                    type=CARDS[c].type_name,
                    force=CARDS[c].strength,
                )
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
        text=attack_text(record) if any(record.cards.values()) else record.text,
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
    sides = {
        "attacker": ROLE_NAMES[record.attacker],
        "a": record.totals[record.attacker],
        "defender": ROLE_NAMES[record.defender],
        "d": record.totals[record.defender],
    }
    if record.winner is None:
        text = Msg("scw-attack-since-tied", **sides)
    else:
        text = Msg("scw-attack-since-won", **sides, side=ROLE_NAMES[record.winner])
    return record.model_copy(update={"cards": {r: [] for r in record.cards}, "text": text})


def board(state: SCWState, waiting: list[str]) -> Board:
    phase = Msg("scw-phase", phase=state.phase)
    attacker = ROLE_NAMES[state.active_player]
    if state.outcome is not None:
        named = [ROLE_NAMES[r] for r in state.outcome.winners]
        winners = Msg.join(*named, sep=", ") if named else Msg("scw-nobody")
        headline = Msg("scw-headline-over", turn=state.turn, phase=phase, winners=winners)
    else:
        headline = Msg("scw-headline", turn=state.turn, phase=phase, side=attacker)
    sides = {
        role: Side(
            name=ROLE_NAMES[role],
            territory=state.territory[role],
            morale=state.morale[role],
            hand=len(state.hands[role]),
        )
        for role in ROLES
    }
    deck = Msg("scw-deck", draw=len(state.deck.draw_pile), discarded=len(state.deck.discard_pile))
    fields = [
        BoardField(
            name=side.name,
            value=Msg(
                "scw-side-tokens", territory=side.territory, morale=side.morale, hand=side.hand
            ),
        )
        for side in sides.values()
    ]
    fields.append(BoardField(name=Msg("scw-field-deck"), value=deck))
    now = Msg("scw-turn-now", turn=state.turn, phase=phase, side=attacker)
    fields.append(BoardField(name=Msg("scw-field-turn"), value=now))
    if waiting:
        names = Msg.join(*(ROLE_NAMES[r] for r in waiting), sep=", ")
        fields.append(BoardField(name=Msg("scw-field-waiting"), value=names))
    if state.outcome is not None:
        fields.append(BoardField(name=Msg("scw-field-result"), value=state.outcome.reason))
    record = public_attack(state)
    if record is not None:
        last = Msg("scw-field-last-attack", turn=record.turn, side=ROLE_NAMES[record.attacker])
        shown = attack_text(record) if any(record.cards.values()) else record.text
        taken = Msg("scw-territory-was-taken") if record.territory_taken else ""
        fields.append(BoardField(name=last, value=Msg.join(shown, taken)))
    lines = [Msg("scw-field", name=f.name, value=f.value) for f in fields]
    text = Msg.join(headline, *lines, sep="\n")
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
    lines: list[str] = [Msg("scw-your-hand", count=len(hand))]
    cards = []
    for card_id in hand:
        card = CARDS[card_id]
        usable = is_usable(card, role, state.options)
        tags = []
        if not usable:
            tags.append(Msg("scw-use", use=card_use(card, state.options)))
        if card_id in committed:
            tags.append(Msg("scw-tag-committed"))
        if card_id in marked:
            tags.append(Msg("scw-tag-discard"))
        if card_id in kept:
            tags.append(Msg("scw-tag-keep"))
        if tags:
            lines.append(
                Msg("scw-hand-card-tagged", card=card.label, tags=Msg.join(*tags, sep="; "))
            )
        else:
            lines.append(Msg("scw-hand-card", card=card.label))
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
        lines.append(Msg("scw-keep-from"))
        lines += [Msg("scw-hand-card", card=CARDS[c].label) for c in keep_from]
    data = {
        "hand": list(hand),
        "committed": list(committed),
        "marked": list(marked),
        "kept": list(kept),
        "keep_from": list(keep_from),
        "cards": cards,
    }
    return Private(text=Msg.join(*lines, sep="\n"), data=data)


def secrets(state: SCWState, role: str) -> set[str]:
    """The ids and names of the cards only ``role`` may know about: its hand (committed and
    marked cards are in it) and the cards it is choosing one from."""
    held = list(state.hands[role])
    if state.event_turn == role:
        held += state.keep_from
    return {c for c in held} | {CARDS[c].name for c in held}
