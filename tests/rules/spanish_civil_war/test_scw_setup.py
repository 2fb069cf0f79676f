"""Setup, THE DECKS, TERRITORY TOKENS, MORALE TOKENS, TURN SEQUENCE and usable cards."""

from __future__ import annotations

import pytest
from scw_build import N, R, act, build, filler, fresh, options_of

from rules import get_title
from rules.core import RuleError
from rules.spanish_civil_war import CARDS, TITLE


def test_title_identity_roles_scenario_and_option():
    assert get_title("spanish-civil-war") is TITLE
    assert TITLE.name == "Spanish Civil War"
    assert TITLE.roles == ("nationalists", "republicans")
    assert [TITLE.role_name(r) for r in TITLE.roles] == ["Nationalists", "Republicans"]
    assert list(TITLE.scenarios) == ["standard"]
    assert TITLE.options["soviet-aid-republican"].default is False


def test_territory_and_morale_tokens_each_player_starts_with_5_and_10():
    """TERRITORY TOKENS: "Each player starts the game with 5 Territory Tokens (TT)."
    MORALE TOKENS: "Each player starts the game with 10 Morale Tokens (MT)."."""
    state = fresh()
    assert state.territory == {N: 5, R: 5}
    assert state.morale == {N: 10, R: 10}


def test_turn_sequence_the_nationalist_forces_go_first():
    """TURN SEQUENCE: "The Nationalist Forces go first." Turn 1 opens with the Recruit Phase."""
    state = fresh()
    assert (state.turn, state.phase, state.active_player) == (1, "recruit", N)


def test_the_decks_players_share_one_shuffled_deck_and_fill_to_8():
    """THE DECKS: "Players share a deck." RECRUIT PHASE: "Both players fill their hands to 8"."""
    state = fresh()
    assert len(state.hands[N]) == len(state.hands[R]) == 8
    assert len(state.deck.draw_pile) == 74 - 16 and state.deck.discard_pile == []
    everything = state.hands[N] + state.hands[R] + state.deck.draw_pile
    assert sorted(everything) == sorted(CARDS)


def test_the_decks_shuffle_comes_from_the_seed():
    assert fresh(seed="one").model_dump_json() == fresh(seed="one").model_dump_json()
    assert fresh(seed="one").deck.draw_pile != fresh(seed="two").deck.draw_pile


def test_setup_refuses_unknown_scenarios_and_options():
    with pytest.raises(RuleError, match="scenario"):
        TITLE.setup("0" * 64, "1938")
    with pytest.raises(RuleError, match="option"):
        TITLE.setup("0" * 64, "standard", {"more-tanks": True})


def test_the_decks_cards_of_the_other_side_may_be_held_but_never_played():
    """THE DECKS: "Some cards can be used by only one Player." A Republican Event or Unit in a
    Nationalist hand cannot be played or committed."""
    state = build(
        "event", nationalists=["gold-reserves", "portuguese-aid"], republicans=["mexican-aid"]
    )
    assert options_of(state, N) == [("play", "portuguese-aid"), ("pass", None)]
    state = build("attack", nationalists=["soviet-armor", "army-of-africa"])
    assert ("commit", "soviet-armor") not in options_of(state, N)
    assert ("commit", "army-of-africa") in options_of(state, N)
    with pytest.raises(RuleError):
        act(state, N, "commit", "soviet-armor")


def test_the_decks_cards_of_the_other_side_can_be_discarded():
    state = build("recruit", nationalists=["soviet-armor"], draw=["army-of-africa"])
    assert ("discard", "soviet-armor") in options_of(state, N)
    state = build(
        "logistics", nationalists=["soviet-armor"], draw=filler(16, besides=["soviet-armor"])
    )
    state = act(state, N, "done")
    state = act(state, R, "done")
    assert "soviet-armor" in state.deck.discard_pile


def test_both_sides_may_play_cards_marked_b():
    """CARD LIST NOTATION: "B = Both Players"."""
    for role in (N, R):
        state = build("event", nationalists=["airlift"], active=role)
        state.hands[role] = ["foreign-zone-of-control"]
        assert ("play", "foreign-zone-of-control") in options_of(state, role)


def test_soviet_military_aid_is_played_as_printed_by_the_nationalists():
    """Decision (package docstring): "Soviet Military Aid" is printed N, and played so."""
    state = build("event", nationalists=["soviet-military-aid"], active=N)
    assert ("play", "soviet-military-aid") in options_of(state, N)
    state = build("event", republicans=["soviet-military-aid"], active=R)
    assert options_of(state, R) == [("pass", None)]


def test_soviet_military_aid_option_makes_it_republican():
    options = {"soviet-aid-republican": True}
    state = build("event", republicans=["soviet-military-aid"], active=R, options=options)
    assert ("play", "soviet-military-aid") in options_of(state, R)
    state = build("event", nationalists=["soviet-military-aid"], active=N, options=options)
    assert options_of(state, N) == [("pass", None)]
