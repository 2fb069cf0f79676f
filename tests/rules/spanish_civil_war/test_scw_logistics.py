"""LOGISTICS PHASE: "Players must discard down to 3 or fewer cards." Then the turn passes."""

from __future__ import annotations

import pytest
from scw_build import N, R, act, build, filler, options_of

from rules.core import RuleError
from rules.spanish_civil_war import CARDS, TITLE

HAND = ["army-of-africa", "condor-legion", "major-siege", "mountains", "airlift", "soviet-armor"]


def test_logistics_phase_both_players_choose_at_once_in_secret():
    state = build("logistics", nationalists=HAND, republicans=["mixed-brigades"])
    assert TITLE.view(state, None).active == [N, R]
    before = TITLE.view(state, R)
    state = act(state, N, "keep", "condor-legion")
    after = TITLE.view(state, R)
    assert (after.board, after.log, after.private) == (before.board, before.log, before.private)


def test_logistics_phase_discard_down_to_3_keeping_the_cards_chosen():
    """Each player picks at most 3 cards to keep; Done discards the others, face down."""
    draw = filler(20, besides=HAND)
    state = build("logistics", nationalists=HAND, republicans=["mixed-brigades"], draw=draw)
    for card in ("army-of-africa", "condor-legion", "major-siege"):
        state = act(state, N, "keep", card)
    assert [verb for verb, _ in options_of(state, N)].count("keep") == 0
    with pytest.raises(RuleError):
        act(state, N, "keep", "mountains")
    state = act(state, N, "unkeep", "major-siege")
    state = act(state, N, "keep", "mountains")
    state = act(state, N, "done")
    state = act(state, R, "keep", "mixed-brigades")
    state = act(state, R, "done")
    assert state.deck.discard_pile == ["major-siege", "airlift", "soviet-armor"]
    # The next turn's Recruit Phase refilled the hands on top of the cards kept.
    assert state.hands[N][:3] == ["army-of-africa", "condor-legion", "mountains"]
    assert state.hands[R][:1] == ["mixed-brigades"]
    assert "the Nationalists discard 3 cards and the Republicans discard 0 cards" in state.log[-2]
    assert not any(CARDS[c].name in "\n".join(state.log) for c in HAND)


def test_logistics_phase_or_fewer_a_player_may_keep_fewer_than_3():
    """Decision (package docstring): "3 or fewer" lets a player shed more cards, even a hand of
    3 or fewer; Done is offered at once."""
    state = build("logistics", nationalists=["soviet-armor", "army-of-africa"], draw=filler(20))
    assert ("done", None) in options_of(state, N)
    state = act(state, N, "keep", "army-of-africa")
    state = act(state, N, "done")
    state = act(state, R, "done")
    assert state.deck.discard_pile == ["soviet-armor"]


def test_logistics_phase_then_the_turn_passes_to_the_other_player():
    """TURN SEQUENCE: "Players take turns." The defender becomes the active player."""
    state = build("logistics", draw=filler(20))
    state = act(act(state, N, "done"), R, "done")
    assert (state.turn, state.active_player, state.phase) == (2, R, "recruit")
    assert state.log[-1].startswith("Turn 2: the Republicans are the active player.")
    state = build("logistics", active=R, draw=filler(20))
    state = act(act(state, N, "done"), R, "done")
    assert state.active_player == N
