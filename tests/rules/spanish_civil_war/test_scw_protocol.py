"""ARCHITECTURE.md, "The rules protocol": pure apply, RuleError for anything illegal, JSON, undo,
replay."""

from __future__ import annotations

import random

import pytest
from scw_build import N, R, act, attack, build, filler, fresh

from rules.core import Choice, RuleError
from rules.spanish_civil_war import TITLE

FRANCO = "general-francisco-franco"


def test_apply_never_mutates_its_input():
    state = build("event", nationalists=["portuguese-aid"], draw=filler(3))
    before = state.model_dump_json()
    after = act(state, N, "play", "portuguese-aid")
    assert state.model_dump_json() == before
    assert after.model_dump_json() != before


@pytest.mark.parametrize(
    ("role", "choice", "message"),
    [
        (N, Choice(verb="surrender"), "not a legal choice"),
        (N, Choice(verb="play", arg="gold-reserves"), "not a legal choice"),
        (N, Choice(verb="play", arg="no-such-card"), "not a legal choice"),
        (R, Choice(verb="pass"), "not your turn"),
        ("anarchists", Choice(verb="pass"), "no role"),
    ],
)
def test_illegal_choices_raise_rule_error(role, choice, message):
    state = build("event", nationalists=["portuguese-aid", "gold-reserves"])
    with pytest.raises(RuleError, match=message):
        TITLE.apply(state, role, choice)


def test_no_choice_is_taken_after_the_game_is_over():
    state = attack(build("attack", nationalists=[FRANCO], morale=(10, 1)), [FRANCO], [])
    assert TITLE.view(state, N).choices == [] and TITLE.view(state, None).active == []
    with pytest.raises(RuleError, match="over"):
        act(state, N, "take territory")


def test_json_round_trip_in_every_phase():
    states = [
        fresh(),
        act(fresh(), N, "discard", fresh().hands[N][0]),
        act(
            build("event", republicans=["intellectuals"], draw=filler(6), active=R),
            R,
            "play",
            "intellectuals",
        ),
        act(build("attack", nationalists=[FRANCO]), N, "commit", FRANCO),
        attack(build("attack", nationalists=[FRANCO]), [FRANCO], []),
        act(build("logistics", nationalists=[FRANCO]), N, "keep", FRANCO),
        attack(build("attack", nationalists=[FRANCO], morale=(10, 1)), [FRANCO], []),
    ]
    for state in states:
        text = state.model_dump_json()
        loaded = TITLE.load(text)
        assert loaded == state
        assert loaded.model_dump_json() == text


def test_can_undo_after_a_commitment_toggle_but_not_for_the_other_role():
    state = act(build("attack", nationalists=[FRANCO]), N, "commit", FRANCO)
    assert TITLE.view(state, N).can_undo is True
    assert TITLE.view(state, R).can_undo is False
    state = act(state, N, "uncommit", FRANCO)
    assert TITLE.view(state, N).can_undo is True


def test_no_undo_after_a_card_is_drawn_played_or_revealed():
    drawn = act(
        build("event", nationalists=["portuguese-aid"], draw=filler(3)), N, "play", "portuguese-aid"
    )
    assert TITLE.view(drawn, N).can_undo is False
    played = act(
        build("event", republicans=["popular-uprising"], active=R), R, "play", "popular-uprising"
    )
    assert TITLE.view(played, R).can_undo is False
    revealed = attack(build("attack", nationalists=[FRANCO]), [FRANCO], [])
    assert TITLE.view(revealed, N).can_undo is False
    state = build("recruit", nationalists=[FRANCO], draw=filler(3, besides=[FRANCO]))
    state = act(act(state, N, "discard", FRANCO), N, "done")
    assert TITLE.view(state, N).can_undo is True  # nothing drawn yet: the other side chooses
    state = act(state, R, "done")
    assert TITLE.view(state, R).can_undo is False


def test_same_seed_and_same_choices_give_the_same_game_byte_for_byte():
    def play(seed: int) -> str:
        pick = random.Random(seed)
        state = fresh(seed="replay")
        for _ in range(150):
            if state.outcome is not None:
                break
            role = pick.choice(TITLE.view(state, None).active)
            state = TITLE.apply(state, role, pick.choice(TITLE.view(state, role).choices))
        return state.model_dump_json()

    assert play(1) == play(1)
    assert play(1) != play(2)
