"""The shared deck model: a draw pile and a discard pile, every random step through the Rng."""

from __future__ import annotations

import pytest

from rules.core import Rng, seed_from_text
from rules.core.decks import Deck


def rng(text: str = "decks") -> Rng:
    return Rng(seed=seed_from_text(text))


CARDS = [f"c{i}" for i in range(10)]


def test_shuffled_holds_every_card_once_with_an_empty_discard_pile():
    deck = Deck.shuffled(CARDS, rng())
    assert sorted(deck.draw_pile) == sorted(CARDS)
    assert deck.discard_pile == []


def test_shuffled_order_comes_from_the_rng():
    # The same seed gives the same order; the construction is the Rng's Fisher-Yates shuffle.
    generator = rng()
    expected = list(CARDS)
    rng().shuffle(expected)
    assert Deck.shuffled(CARDS, generator).draw_pile == expected
    assert generator.counter > 0
    assert Deck.shuffled(CARDS, rng("another seed")).draw_pile != expected


def test_draw_takes_from_the_top_without_touching_the_rng():
    generator = rng()
    deck = Deck(draw_pile=["a", "b", "c"], discard_pile=["x"])
    assert deck.draw(2, generator) == ["a", "b"]
    assert deck.draw_pile == ["c"]
    assert deck.discard_pile == ["x"]
    assert generator.counter == 0


def test_draw_reshuffles_the_discard_pile_when_the_draw_pile_runs_out():
    """RECRUIT PHASE: "If a deck runs out, shuffle the discard and draw from it"."""
    generator = rng()
    deck = Deck(draw_pile=["a"], discard_pile=["x", "y", "z"])
    drawn = deck.draw(3, generator)
    # The last card of the old pile first, then two cards of the shuffled discard pile.
    assert drawn[0] == "a"
    assert set(drawn[1:]) <= {"x", "y", "z"} and len(set(drawn[1:])) == 2
    assert deck.discard_pile == []
    assert len(deck.draw_pile) == 1
    assert sorted(drawn[1:] + deck.draw_pile) == ["x", "y", "z"]
    assert generator.counter > 0


def test_draw_does_not_reshuffle_while_the_draw_pile_has_enough():
    deck = Deck(draw_pile=["a", "b"], discard_pile=["x"])
    assert deck.draw(2, rng()) == ["a", "b"]
    assert deck.discard_pile == ["x"]


def test_draw_from_empty_piles_returns_what_there_is_and_never_raises():
    deck = Deck(draw_pile=["a"], discard_pile=["x"])
    drawn = deck.draw(5, rng())
    assert sorted(drawn) == ["a", "x"]
    assert deck.draw_pile == [] and deck.discard_pile == []
    assert deck.draw(3, rng()) == []


def test_draw_zero_is_nothing_and_a_negative_count_is_a_programming_error():
    deck = Deck(draw_pile=["a"])
    assert deck.draw(0, rng()) == []
    with pytest.raises(ValueError):
        deck.draw(-1, rng())


def test_discard_puts_cards_on_the_discard_pile_in_order():
    deck = Deck(discard_pile=["x"])
    deck.discard(["a", "b"])
    assert deck.discard_pile == ["x", "a", "b"]


def test_discard_random_takes_k_cards_from_the_hand_through_the_rng():
    generator = rng()
    hand = ["a", "b", "c", "d", "e"]
    deck = Deck()
    lost = deck.discard_random(hand, 2, generator)
    assert len(lost) == 2 and len(hand) == 3
    assert sorted(lost + hand) == ["a", "b", "c", "d", "e"]
    assert deck.discard_pile == lost
    assert generator.counter > 0


def test_discard_random_is_reproducible_from_the_seed():
    first, second = ["a", "b", "c", "d", "e"], ["a", "b", "c", "d", "e"]
    assert Deck().discard_random(first, 2, rng()) == Deck().discard_random(second, 2, rng())
    assert first == second


def test_discard_random_from_a_short_hand_loses_what_there_is():
    hand = ["a"]
    deck = Deck()
    assert deck.discard_random(hand, 2, rng()) == ["a"]
    assert hand == []
    assert deck.discard_random(hand, 2, rng()) == []


def test_deck_round_trips_through_json():
    deck = Deck(draw_pile=["a", "b"], discard_pile=["c"])
    assert Deck.model_validate_json(deck.model_dump_json()) == deck
