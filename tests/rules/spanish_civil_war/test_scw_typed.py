"""Typed commands of the Spanish Civil War (`/play do:`, rules/spanish_civil_war/typed.py): a
line stands for the clicks it names, each checked as a click is, applied all or none."""

from __future__ import annotations

import random

import pytest
from scw_build import N, R, act, build, filler, fresh

from rules.core import IllegalChoice, RuleError
from rules.core.typed import play_typed
from rules.spanish_civil_war import CARDS, TITLE

# The word typed for each verb of the buttons.
WORDS = {"uncommit": "take back"}


def typed_for(choice) -> str:
    """What a player types for one button: its verb and its card's printed name."""
    word = WORDS.get(choice.verb, choice.verb)
    return f"{word} {CARDS[str(choice.arg)].name}" if choice.arg is not None else word


def test_recruit_discards_typed_are_the_clicks_recruit_phase():
    """RECRUIT PHASE: "discard up to 4 cards": typed with loose names (case, accents, part of
    the name) and Done, it is the same as the four clicks."""
    hand = ["general-francisco-franco", "stalins-purges", "army-of-africa", *filler(5)]
    state = build("recruit", nationalists=hand[:8], republicans=filler(8))
    clicked = act(act(act(state, N, "discard", hand[0]), N, "discard", hand[1]), N, "done")
    typed = play_typed(TITLE, state, N, "discard FRANCO, stalins purges; done")
    assert typed.state == clicked
    assert [(c.verb, c.arg) for c in typed.choices] == [
        ("discard", hand[0]),
        ("discard", hand[1]),
        ("done", None),
    ]


def test_a_bad_part_is_named_and_nothing_is_applied():
    hand = ["general-francisco-franco", "army-of-africa", *filler(6)]
    state = build("recruit", nationalists=hand, republicans=filler(8))
    before = state.model_copy(deep=True)
    with pytest.raises(IllegalChoice, match="no card named `Condor` may be chosen now"):
        play_typed(TITLE, state, N, "discard Franco, Condor; done")
    with pytest.raises(RuleError, match=r"I do not understand `burn Franco`\. Commands: discard"):
        play_typed(TITLE, state, N, "burn Franco")
    with pytest.raises(IllegalChoice, match="`confirm` is not possible now"):
        play_typed(TITLE, state, N, "confirm")
    assert state == before


def test_a_name_that_fits_two_cards_asks_which():
    hand = [
        "general-francisco-franco",
        "general-emilio-mola",
        *filler(6, besides=["general-francisco-franco", "general-emilio-mola"]),
    ]
    state = build("recruit", nationalists=hand, republicans=filler(8))
    with pytest.raises(IllegalChoice, match="may be General Emilio Mola or General Francisco"):
        play_typed(TITLE, state, N, "discard general")


def test_logistics_keeps_typed_logistics_phase():
    """LOGISTICS PHASE: "discard down to 3 or fewer cards": the cards kept are typed."""
    hand = ["general-francisco-franco", "general-emilio-mola", *filler(4)]
    state = build("logistics", nationalists=hand, republicans=filler(2))
    typed = play_typed(TITLE, state, N, "keep franco, mola; done")
    clicked = act(act(act(state, N, "keep", hand[0]), N, "keep", hand[1]), N, "done")
    assert typed.state == clicked


@pytest.mark.parametrize("seed", range(3))
def test_every_button_of_random_games_can_be_typed(seed):
    """Along random games, every legal choice of every active side, typed as its verb and its
    card's printed name, is read as that choice (a copy of a card may stand for another copy:
    the same card)."""
    rng = random.Random(seed)
    state = fresh(seed=f"typed {seed}")
    verbs = set()
    for _ in range(300):
        view = TITLE.view(state, None)
        if view.outcome is not None:
            break
        for role in view.active:
            for choice in TITLE.view(state, role).choices:
                [read] = play_typed(TITLE, state, role, typed_for(choice)).choices
                assert read.verb == choice.verb, typed_for(choice)
                assert read.arg is None or CARDS[str(read.arg)] == CARDS[str(choice.arg)]
                verbs.add(choice.verb)
        role = rng.choice(view.active)
        state = TITLE.apply(state, role, rng.choice(TITLE.view(state, role).choices))
    assert {"discard", "keep", "play", "pass", "commit", "confirm", "done"} <= verbs, verbs


ATTACKERS = ["army-of-africa", "condor-legion"]


def test_both_sides_attack_typed_attack_phase():
    """ATTACK PHASE: commitments are secret and taken back until confirmed; typed, a side
    commits, takes one back and confirms in one line."""
    state = build(
        "attack",
        nationalists=["army-of-africa", "condor-legion", *filler(2, besides=ATTACKERS)],
        republicans=filler(3, besides=ATTACKERS),
        active=N,
    )
    typed = play_typed(
        TITLE, state, N, "commit Army of Africa, Condor Legion; take back condor; confirm"
    )
    clicked = act(state, N, "commit", "army-of-africa")
    clicked = act(act(clicked, N, "commit", "condor-legion"), N, "uncommit", "condor-legion")
    assert typed.state == act(clicked, N, "confirm")
    assert R in TITLE.active(typed.state)
