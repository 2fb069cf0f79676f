"""What tests know of 1812 that players never see (rules/core/oracle.py): whose cards a role
holds, that allies may see each other's, and the counts every state keeps."""

from __future__ import annotations

from rules.core.oracle import BaseOracle

from . import units, views
from .cards import CARDS, DECKS
from .factions import FACTIONS, POOLS, SIDE_OF
from .geography import MAP, SCENARIOS
from .state import InvasionState


class InvasionOracle(BaseOracle[InvasionState]):
    def secrets(self, state: InvasionState, role: str) -> set[str]:
        """Ids and names of the cards in ``role``'s hand: its side may see them, not the enemy."""
        return views.secrets(state, role)

    def invariant_problems(self, state: InvasionState) -> list[str]:
        """What is wrong with a state, for the fuzzer: units are conserved ("Components": pools
        + map + fled units = the units in the box) and no count is negative or empty; cards are
        conserved (hand + deck + the cards played = the scenario's deck: "Remove from the game
        all played cards, except for Truce Movement Cards", which are lined up), which makes
        whether a card may still be in a hand public (`turns.may_hold_publication_ban`)."""
        problems = [
            f"{f}: {units.total(state, f)} units, not {POOLS[f]}"
            for f in FACTIONS
            if units.total(state, f) != POOLS[f]
        ]
        for area, here in state.units.items():
            if area not in MAP.areas:
                problems.append(f"units in {area!r}, which is not an area")
            problems += [f"{area}: {f} {n}" for f, n in here.items() if n <= 0]
        problems += [f"pool {f}: {n}" for f, n in state.pools.items() if n < 0]
        problems += [f"fled {f}: {n}" for f, n in state.fled.items() if n <= 0]
        numbers = SCENARIOS[state.scenario].decks
        for f in FACTIONS:
            deck = state.decks[f]
            played = [c for c in (*state.removed, *state.truces) if CARDS[c].faction == f]
            held = sorted([*state.hands[f], *deck.draw_pile, *deck.discard_pile, *played])
            dealt = sorted(c for c in DECKS[f] if CARDS[c].number in numbers[f])
            if held != dealt:
                problems.append(f"{f}: hand, deck and played cards {held}, not the deck {dealt}")
        return problems

    def sees_secrets_of(self, role: str) -> set[str]:
        """The roles whose secrets ``role`` may see: its own side ("Players from the same side
        may show each other their cards")."""
        return {f for f in FACTIONS if SIDE_OF[f] == SIDE_OF[role]}


ORACLE = InvasionOracle()
