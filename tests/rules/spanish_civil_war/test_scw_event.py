"""EVENT PHASE: "Event cards are played in this Phase. Players take turns, the active player
first. Event cards are discarded when played." Effects from the card list's Notes."""

from __future__ import annotations

import pytest
from scw_build import N, R, act, build, filler, options_of

from rules.core import RuleError
from rules.spanish_civil_war import CARDS, TITLE


def test_event_phase_the_active_player_plays_first_and_players_take_turns():
    state = build("event", nationalists=["airlift"], republicans=["gold-reserves"], active=R)
    assert TITLE.view(state, None).active == [R]
    with pytest.raises(RuleError, match="not your turn"):
        act(state, N, "play", "airlift")
    state = act(state, R, "pass")
    assert TITLE.view(state, None).active == [N]


def test_event_phase_labels_name_the_card_and_its_effect():
    state = build("event", nationalists=["portuguese-aid"])
    labels = [c.label for c in TITLE.view(state, N).choices]
    assert labels == ["Play Portuguese Aid (Event: draw 2 cards)", "Pass"]


def test_event_phase_ends_when_both_players_pass_in_a_row():
    """Decision (package docstring): the phase ends after two passes in a row."""
    draw = filler(4, besides=["airlift"])
    state = build("event", nationalists=["airlift"], draw=draw)
    state = act(state, N, "pass")
    state = act(state, R, "pass")
    assert state.phase == "attack"
    # A play in between resets the count: pass, play, pass leaves the phase open.
    state = build("event", republicans=["gold-reserves"], draw=draw)
    state = act(state, N, "pass")
    state = act(state, R, "play", "gold-reserves")
    state = act(state, N, "pass")
    assert state.phase == "event" and TITLE.view(state, None).active == [R]
    state = act(state, R, "pass")
    assert state.phase == "attack"


def test_event_phase_without_a_usable_event_the_only_choice_is_pass():
    """Decision (package docstring): nobody is stuck; a hand of Units or of the other side's
    Events can only pass."""
    state = build("event", nationalists=["army-of-africa", "gold-reserves"])
    assert options_of(state, N) == [("pass", None)]


def test_event_phase_events_are_discarded_when_played_and_named_in_public():
    draw = filler(2, besides=["portuguese-aid"])
    state = build("event", nationalists=["portuguese-aid"], draw=draw)
    state = act(state, N, "play", "portuguese-aid")
    assert "portuguese-aid" not in state.hands[N]
    assert state.deck.discard_pile == ["portuguese-aid"]
    assert state.log[-1].startswith("The Nationalists play Portuguese Aid (Event: draw 2 cards)")


def test_event_draw_2_cards():
    """ "Portuguese Aid ... Salazar; Draw 2 cards"."""
    draw = ["vanguard", "garrison", "mountains"]
    state = build("event", nationalists=["portuguese-aid"], draw=draw)
    state = act(state, N, "play", "portuguese-aid")
    assert state.hands[N] == ["vanguard", "garrison"]
    assert state.deck.draw_pile == ["mountains"]
    assert "Vanguard" not in state.log[-1] and "Garrison" not in state.log[-1]


def test_event_is_discarded_after_its_effect_so_it_never_draws_itself_back():
    state = build("event", nationalists=["portuguese-aid"], discard=["vanguard"])
    state = act(state, N, "play", "portuguese-aid")
    assert state.hands[N] == ["vanguard"]
    assert state.deck.discard_pile == ["portuguese-aid"]


def test_event_opponent_discards_2_random_cards():
    """ "Non-Intervention Policy ... Opponent discard random 2 cards"."""
    hand = ["mixed-brigades", "soviet-armor", "defense-of-madrid", "basque-forces"]
    state = build("event", nationalists=["non-intervention-policy"], republicans=hand)
    counter = state.rng.counter
    state = act(state, N, "play", "non-intervention-policy")
    lost = state.deck.discard_pile[:2]
    assert len(state.hands[R]) == 2 and set(lost) | set(state.hands[R]) == set(hand)
    assert state.deck.discard_pile == [*lost, "non-intervention-policy"]
    assert state.rng.counter > counter
    assert "the Republicans discard 2 cards at random" in state.log[-1]
    assert not any(CARDS[c].name in state.log[-1] for c in hand)


def test_event_opponent_discards_random_from_a_short_hand_loses_what_there_is():
    state = build("event", nationalists=["stalins-purges"], republicans=["soviet-armor"])
    state = act(state, N, "play", "stalins-purges")
    assert state.hands[R] == []
    assert "discard 1 card at random" in state.log[-1]


def test_event_opponent_loses_1_morale_token():
    """ "Republican Government Flees ... Opponent loses 1 Morale Token"."""
    state = build("event", nationalists=["republican-government-flees"])
    state = act(state, N, "play", "republican-government-flees")
    assert state.morale == {N: 10, R: 9}


def test_event_opponent_loses_the_last_morale_token_and_the_game():
    """VICTORY: "You win if you reduce your opponent to zero ... Morale Tokens"."""
    state = build("event", nationalists=["republican-government-flees"], morale=(10, 1))
    state = act(state, N, "play", "republican-government-flees")
    assert state.outcome is not None and state.outcome.winners == [N]
    assert state.phase == "over" and TITLE.view(state, None).active == []


def test_event_gain_1_morale_token_even_above_the_starting_10():
    """ "Popular Uprising ... Gain 1 Morale Token". Decision (package docstring): the rulebook
    sets no maximum, so 10 becomes 11."""
    state = build("event", republicans=["popular-uprising"], active=R)
    state = act(state, R, "play", "popular-uprising")
    assert state.morale == {N: 10, R: 11}


def test_event_draw_5_cards_and_keep_1():
    """ "Intellectuals ... Draw 5 Cards and keep 1": the same player picks the card to keep; the
    other 4 are discarded face down, never named in public."""
    draw = ["vanguard", "garrison", "mountains", "airlift", "bad-weather", "spear-head"]
    state = build("event", republicans=["intellectuals"], draw=draw, active=R)
    state = act(state, R, "play", "intellectuals")
    assert TITLE.view(state, None).active == [R]
    assert options_of(state, R) == [("keep", card) for card in draw[:5]]
    assert TITLE.view(state, R).private.data["keep_from"] == draw[:5]
    state = act(state, R, "keep", "mountains")
    assert state.hands[R] == ["mountains"]
    assert state.deck.discard_pile == [
        "intellectuals",
        "vanguard",
        "garrison",
        "airlift",
        "bad-weather",
    ]
    assert state.deck.draw_pile == ["spear-head"]
    assert TITLE.view(state, None).active == [N]
    public = "\n".join(state.log) + TITLE.view(state, N).model_dump_json()
    for card in draw[:5]:
        assert CARDS[card].name not in public


def test_event_draw_5_keep_1_with_fewer_cards_left_and_with_none():
    state = build("event", republicans=["intellectuals"], draw=["vanguard"], active=R)
    state = act(state, R, "play", "intellectuals")
    assert options_of(state, R) == [("keep", "vanguard")]
    state = build("event", republicans=["intellectuals"], active=R)
    state = act(state, R, "play", "intellectuals")
    # Nothing to draw (the Event itself goes to the discard pile after its effect).
    assert state.keep_from == [] and TITLE.view(state, None).active == [N]


def test_event_draw_5_keep_1_counts_a_single_card_drawn_in_the_singular():
    """ "Draw 5 Cards and keep 1" with one card left to draw: the prompt and the log say
    "1 card" (rules/core/text.py), not "1 cards"."""
    state = build("event", republicans=["intellectuals"], draw=["vanguard"], active=R)
    state = act(state, R, "play", "intellectuals")
    prompt = TITLE.view(state, R).prompt
    assert "keep 1 of the 1 card drawn" in prompt, prompt
    assert state.log[-1].endswith("they draw 1 card and will keep 1."), state.log[-1]
