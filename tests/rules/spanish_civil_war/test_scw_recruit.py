"""RECRUIT PHASE: "Both players fill their hands to 8 cards. (If a deck runs out, shuffle the
discard and draw from it) Next, players may discard up to 4 cards and draw replacement cards."
"""

from __future__ import annotations

import pytest
from scw_build import N, R, act, build, filler, options_of

from rules.core import RuleError
from rules.spanish_civil_war import CARDS, TITLE

HAND_N = ["general-francisco-franco", "army-of-africa", "gold-reserves", "soviet-armor"]
HAND_R = ["mixed-brigades", "defense-of-madrid"]


def _logistics_done(state):
    """End a turn: both keep their whole (small) hands, so the next Recruit Phase begins."""
    for role in (N, R):
        for card in state.hands[role]:
            state = act(state, role, "keep", card)
        state = act(state, role, "done")
    return state


def test_recruit_phase_both_fill_to_8_at_the_start_of_a_turn():
    state = build("logistics", nationalists=HAND_N[:3], republicans=HAND_R, draw=filler(20))
    state = _logistics_done(state)
    assert state.phase == "recruit" and state.turn == 2
    assert len(state.hands[N]) == len(state.hands[R]) == 8
    assert len(state.deck.draw_pile) == 20 - 5 - 6


def test_recruit_phase_if_the_deck_runs_out_shuffle_the_discard_and_draw_from_it():
    """RECRUIT PHASE: "(If a deck runs out, shuffle the discard and draw from it)"."""
    cards = filler(13, besides=HAND_N + HAND_R)
    state = build(
        "logistics",
        nationalists=HAND_N[:3],
        republicans=HAND_R,
        draw=cards[:3],
        discard=cards[3:],
    )
    state = _logistics_done(state)
    assert len(state.hands[N]) == len(state.hands[R]) == 8
    assert state.deck.discard_pile == []
    in_play = state.hands[N] + state.hands[R] + state.deck.draw_pile
    assert sorted(in_play) == sorted(cards + HAND_N[:3] + HAND_R)


def test_recruit_phase_deck_and_discard_both_empty_fill_as_far_as_possible():
    """Decision (package docstring): with nothing left to draw a hand is filled as far as the
    cards go; nobody is stuck."""
    state = build("logistics", nationalists=HAND_N[:3], republicans=HAND_R, draw=["vanguard"])
    state = _logistics_done(state)
    # The Republicans are active in turn 2 and draw first.
    assert state.hands[R] == [*HAND_R, "vanguard"]
    assert state.hands[N] == HAND_N[:3]
    assert "no more cards" in state.log[-1]
    assert set(TITLE.view(state, N).active) == {N, R}


def test_recruit_phase_both_players_act_at_once():
    state = build("recruit", nationalists=HAND_N, republicans=HAND_R)
    assert TITLE.view(state, None).active == [N, R]
    state = act(state, R, "discard", "mixed-brigades")
    state = act(state, N, "discard", "gold-reserves")
    assert TITLE.view(state, None).active == [N, R]


def test_recruit_phase_discard_up_to_4_cards():
    hand = filler(8)
    state = build("recruit", nationalists=hand, republicans=HAND_R)
    for card in hand[:4]:
        state = act(state, N, "discard", card)
    assert [verb for verb, _ in options_of(state, N)].count("discard") == 0
    with pytest.raises(RuleError):
        act(state, N, "discard", hand[4])


def test_recruit_phase_a_picked_card_can_be_taken_back_before_done():
    state = build("recruit", nationalists=HAND_N, republicans=HAND_R)
    state = act(state, N, "discard", "gold-reserves")
    assert ("keep", "gold-reserves") in options_of(state, N)
    state = act(state, N, "keep", "gold-reserves")
    assert state.marked[N] == []


def test_recruit_phase_done_draws_replacements_when_both_are_done():
    draw = filler(5, besides=HAND_N + HAND_R)
    state = build("recruit", nationalists=HAND_N, republicans=HAND_R, draw=draw)
    state = act(state, N, "discard", "gold-reserves")
    state = act(state, N, "discard", "soviet-armor")
    state = act(state, N, "done")
    # Nothing is carried out while the other side still chooses.
    assert state.hands[N] == HAND_N and state.deck.discard_pile == []
    state = act(state, R, "discard", "mixed-brigades")
    state = act(state, R, "done")
    # The active player's part first: the Nationalists draw the top 2, the Republicans the next.
    assert state.hands[N] == ["general-francisco-franco", "army-of-africa", *draw[:2]]
    assert state.hands[R] == ["defense-of-madrid", draw[2]]
    assert state.deck.discard_pile == ["gold-reserves", "soviet-armor", "mixed-brigades"]
    assert state.phase == "event"


def test_recruit_phase_the_log_tells_only_how_many_cards_were_discarded():
    draw = filler(5, besides=HAND_N + HAND_R)
    state = build("recruit", nationalists=HAND_N, republicans=HAND_R, draw=draw)
    state = act(state, N, "discard", "gold-reserves")
    state = act(state, N, "discard", "soviet-armor")
    state = act(state, N, "done")
    state = act(state, R, "done")
    text = "\n".join(state.log)
    assert "the Nationalists discarded and redrew 2 cards" in text
    assert "the Republicans kept their hand" in text
    for card in HAND_N + HAND_R + draw:
        assert CARDS[card].name not in text and card not in text


def test_recruit_phase_picks_are_secret_until_done():
    state = build("recruit", nationalists=HAND_N, republicans=HAND_R)
    before = TITLE.view(state, R)
    state = act(state, N, "discard", "gold-reserves")
    after = TITLE.view(state, R)
    assert after.board == before.board and after.log == before.log
    assert after.private == before.private
    assert TITLE.view(state, N).private.data["marked"] == ["gold-reserves"]
