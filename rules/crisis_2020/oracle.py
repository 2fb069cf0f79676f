"""What tests know of Crisis 2020 that players never see (rules/core/oracle.py): the cards in
each hand, and the counts every state keeps: every counter somewhere once, every card
somewhere once, one Infrastructure and one National Guard per Region."""

from __future__ import annotations

from collections import Counter
from functools import cache

from rules.core.messages import languages, render
from rules.core.oracle import BaseOracle

from .components import CARDS, MAP, UNITS
from .data import TYPES
from .state import ASIDE, NEUTRALIZED, POOL, CrisisState
from .words import card


@cache
def _names(card_id: str) -> tuple[str, ...]:
    """A card's name as printed and in every language of the catalogs."""
    return tuple(
        dict.fromkeys([CARDS[card_id].name, *(render(card(card_id), lang) for lang in languages())])
    )


class CrisisOracle(BaseOracle[CrisisState]):
    def secrets(self, state: CrisisState, role: str) -> set[str]:
        """Ids and names of the cards in ``role``'s hand, the names in every language."""
        return {word for c in state.hands.get(role, []) for word in (c, *_names(c))}

    def invariant_problems(self, state: CrisisState) -> list[str]:
        problems = []
        if set(state.pieces) != set(UNITS):
            problems.append("the counters are not the counter mix")
        boxes = (POOL, NEUTRALIZED, ASIDE)
        for unit, piece in state.pieces.items():
            if piece.where not in MAP.places and piece.where not in boxes:
                problems.append(f"{unit} is in {piece.where!r}")
            if (piece.side is None) != (piece.where in (POOL, ASIDE)):
                problems.append(f"{unit} in {piece.where} belongs to {piece.side}")
        for region in MAP.places:
            kinds = Counter(UNITS[u].type for u, p in state.pieces.items() if p.where == region)
            problems += [
                f"{region} holds {n} {kind}"
                for kind, n in kinds.items()
                if TYPES[kind].one_per_region and n > 1
            ]
        cards = [
            *state.deck.draw_pile,
            *state.deck.discard_pile,
            *state.removed,
            *(c for hand in state.hands.values() for c in hand),
            *(c for played in (state.armed.played.values() if state.armed else []) for c in played),
            *(s.card for s in state.queue if s.kind == "event" and s.card),  # being carried out
            # played in a roll whose result waits for an Extremists its 7 drew (conflict.roll)
            *(c for s in state.queue if s.kind == "outcome" for c in s.data["draft"]["cards"]),
        ]
        if sorted(cards) != sorted(CARDS):
            missing = sorted(set(CARDS) - set(cards))
            doubled = sorted(c for c, n in Counter(cards).items() if n > 1)
            problems.append(f"cards missing {missing}, doubled {doubled}")
        return problems

    def hides_again(self, line: str) -> bool:
        # ops.reshuffle's callers say so: the draw pile ran out, or Extremists ("4.0").
        return "the discards are reshuffled" in line


ORACLE = CrisisOracle()
