"""The invariants the fuzzer checks after every choice ("Components": 25 red, 35 yellow, 25
green, 30 blue and 45 white units; pools + map + Fled Units space hold them all)."""

from __future__ import annotations

import pytest

from rules.core import seed_from_text
from rules.invasion_1812 import ORACLE, TITLE
from rules.invasion_1812.factions import POOLS


@pytest.mark.parametrize("scenario", list(TITLE.scenarios))
def test_every_scenario_starts_with_every_unit_accounted_for(scenario):
    """Setup, "Unit Force Pools": what is not placed stays in the faction's pool."""
    state = TITLE.setup(seed_from_text("invariants"), scenario)
    assert ORACLE.invariant_problems(state) == []
    on_map = sum(n for here in state.units.values() for n in here.values())
    assert on_map + sum(state.pools.values()) + sum(state.fled.values()) == sum(POOLS.values())


def test_a_lost_or_invented_unit_is_reported():
    """Components: the count of each colour is fixed, so a unit too many or too few is a bug."""
    state = TITLE.setup(seed_from_text("invariants"), "1812-introductory")
    area, here = next(iter(state.units.items()))
    faction = next(iter(here))
    state.units[area][faction] += 1
    assert ORACLE.invariant_problems(state) == [
        f"{faction}: {POOLS[faction] + 1} units, not {POOLS[faction]}"
    ]
    state.units[area][faction] -= 1
    state.pools[faction] -= POOLS[faction] + 5
    assert f"pool {faction}: " in " ".join(ORACLE.invariant_problems(state))


def test_a_lost_or_duplicated_card_is_reported():
    """Each faction has "a custom deck of twelve cards" (the scenario's subset), and played
    cards leave the game (Truce cards are lined up): hand + deck + played cards are always the
    scenario's deck. So whether Publication Ban may still be in a hand is public."""
    state = TITLE.setup(seed_from_text("invariants"), "1812-full-campaign")
    faction = "american-regulars"
    card = state.hands[faction].pop()
    assert ORACLE.invariant_problems(state) != []
    assert faction in " ".join(ORACLE.invariant_problems(state))
    state.removed.append(card)  # played: out of the game, still accounted for
    assert ORACLE.invariant_problems(state) == []
    state.hands[faction].append(card)  # played and in the hand again
    assert faction in " ".join(ORACLE.invariant_problems(state))
