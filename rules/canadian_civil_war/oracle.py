"""What tests know of Canadian Civil War that players never see (rules/core/oracle.py): the cards
in each hand, the face-down Issues each player has seen, and the counts every state keeps."""

from __future__ import annotations

from collections import Counter

from rules.core.oracle import BaseOracle

from .components import DISPLAY, SCENARIOS
from .data import CRISIS_ZONE
from .ops import card_id, card_label, key_of
from .state import OFF, CCWState


class CCWOracle(BaseOracle[CCWState]):
    def secrets(self, state: CCWState, role: str) -> set[str]:
        """The ids and labels of ``role``'s cards (labels carry the number: two cards may share
        a name), and the ids of the face-down Issues it has seen (an Issue's id names its kind,
        so it must never reach a public view)."""
        cards = {word for c in state.hands.get(role, []) for word in (c, card_label(c))}
        issues = {i for i, spec in state.issues.items() if role in spec.seen and not spec.public}
        return cards | issues

    def invariant_problems(self, state: CCWState) -> list[str]:
        problems = []
        scenario = SCENARIOS[state.scenario]
        if set(state.actives) != set(scenario.dealt()):
            problems.append("the Active Pieces are not the scenario's")
        for piece, active in state.actives.items():
            if active.where not in DISPLAY.places and active.where != OFF:
                problems.append(f"{piece} is in {active.where!r}")
            if active.where == OFF and state.phase != "setup" and not _government_away(state):
                problems.append(f"{piece} is off the display outside set-up and a formation")
        issue_keys = Counter(key_of(i) for i in state.issues.values() if i.where != OFF)
        problems += [f"{key} holds {n} Issues" for key, n in issue_keys.items() if n > 1]
        for issue, spec in state.issues.items():
            if spec.under is not None and key_of(state.actives[spec.under]) != key_of(spec):
                problems.append(f"{issue} is not where the Constituency on top of it is")
            if spec.where == CRISIS_ZONE and not spec.public:
                problems.append(f"{issue} is face down in the Crisis Zone")
        carried = Counter(spec.under for spec in state.issues.values() if spec.under)
        problems += [f"{p} controls {n} Issues" for p, n in carried.items() if n > 1]
        cards = [
            *state.deck.draw_pile,
            *state.deck.discard_pile,
            *(c for hand in state.hands.values() for c in hand),
        ]
        deck = sorted(card_id(n) for n in range(1, 57) if n not in scenario.removed_cards)
        if sorted(cards) != deck:
            doubled = sorted(c for c, n in Counter(cards).items() if n > 1)
            problems.append(f"cards missing {sorted(set(deck) - set(cards))}, doubled {doubled}")
        return problems


def _government_away(state: CCWState) -> bool:
    """8.2: the Prime Minister and the Civil Servants are off the display while a government is
    formed and until each is placed back."""
    return state.formation is not None or any(s.kind == "return" for s in state.queue)


ORACLE = CCWOracle()
