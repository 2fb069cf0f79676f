"""Undo (ARCHITECTURE.md, "The action log and replay": allowed only while the choice revealed
nothing and nobody acted since: "undo must not let anyone peek at the future") and the pass
that `/game skip` may choose (README, "Running games over days"), on the Spanish Civil War.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rules import TABLES
from rules.core import RuleError, seed_from_text
from rules.core.replay import Replayer, ReplayError, replay_steps
from rules.core.requests import roll_in_game
from rules.spanish_civil_war import TITLE
from tests.rules.spanish_civil_war.scw_build import N, R, act, build, filler

FRANCO = "general-francisco-franco"  # Leader, Nationalist, 5

SEED = seed_from_text("undo tests")


def test_the_reasons_an_undo_is_refused():
    state = act(build("attack", nationalists=[FRANCO]), N, "commit", FRANCO)
    assert TITLE.undo_refusal(state, N) is None
    assert "Nationalists has acted since" in TITLE.undo_refusal(state, R)

    drawn = act(
        build("event", nationalists=["portuguese-aid"], draw=filler(3)), N, "play", "portuguese-aid"
    )
    assert "it drew or revealed a card" in TITLE.undo_refusal(drawn, N)

    rolled, _ = roll_in_game(state, "2d6", "a spectator")
    assert "a die was rolled since" in TITLE.undo_refusal(rolled, N)

    assert "no choice of yours" in TITLE.undo_refusal(build("attack"), N)


def test_a_shuffle_blocks_undo_with_its_own_reason():
    """A reshuffle spends the rng even when no card is shown: "it rolled dice or shuffled"."""
    state = build("recruit", nationalists=[FRANCO], draw=[], discard=filler(10, besides=[FRANCO]))
    state = act(act(state, N, "discard", FRANCO), N, "done")
    state = act(state, R, "done")  # resolves Recruit: the empty draw pile is reshuffled
    assert state.deck.reshuffles == 1
    assert "it rolled dice or shuffled cards" in TITLE.undo_refusal(state, R)


def _logged(seq, kind, role=None, verb=None, arg=None, request=None):
    return SimpleNamespace(seq=seq, kind=kind, role=role, verb=verb, arg=arg, request=request)


def test_undo_goes_back_to_the_state_before_the_choice_and_the_log_says_so():
    start = TITLE.setup(SEED, "standard")
    hand = start.hands[N]
    replayer = Replayer(TITLE, TABLES, start)
    replayer.step(seq=1, kind="choice", role=N, verb="discard", arg=hand[0], request=None)
    replayer.step(seq=2, kind="choice", role=N, verb="discard", arg=hand[1], request=None)
    assert replayer.state.marked[N] == hand[:2]

    replayer.step(seq=3, kind="undo", role=N, verb=None, arg=None, request={"undoes": 2})
    assert replayer.state.marked[N] == hand[:1]
    # The log only grows: everything said stays said, and the undo is announced.
    assert replayer.state.log[-1] == "↩️ Nationalists took back their last choice."
    assert replayer.state.log[:-1] == start.log
    # The earlier choice is the role's too and revealed nothing: it may be taken back as well.
    replayer.step(seq=4, kind="undo", role=N, verb=None, arg=None, request={"undoes": 1})
    assert replayer.state.marked[N] == []
    with pytest.raises(RuleError, match="no choice of yours"):
        replayer.step(seq=5, kind="undo", role=N, verb=None, arg=None, request=None)


def test_undo_is_refused_for_another_role_and_when_it_names_the_wrong_action():
    start = TITLE.setup(SEED, "standard")
    replayer = Replayer(TITLE, TABLES, start)
    replayer.step(seq=1, kind="choice", role=N, verb="discard", arg=start.hands[N][0], request=None)
    with pytest.raises(RuleError, match="Nationalists has acted since"):
        replayer.step(seq=2, kind="undo", role=R, verb=None, arg=None, request=None)
    with pytest.raises(RuleError, match="names action 7, not 1"):
        replayer.step(seq=2, kind="undo", role=N, verb=None, arg=None, request={"undoes": 7})
    assert replayer.state.marked[N] == [start.hands[N][0]]  # refusals change nothing


def test_a_replayed_log_with_an_undo_gives_the_same_state_as_playing_it():
    start = TITLE.setup(SEED, "standard")
    card = start.hands[R][0]
    actions = [
        _logged(1, "choice", R, "discard", card),
        _logged(2, "undo", R, request={"undoes": 1}),
        _logged(3, "choice", R, "done"),
    ]
    steps = list(
        replay_steps(TITLE, TABLES, seed=SEED, scenario="standard", options={}, actions=actions)
    )
    played = act(start, R, "done")
    assert steps[-1][1].hands == played.hands and steps[-1][1].marked == played.marked
    assert steps[1][1].marked[R] == []
    bad = [*actions[:1], _logged(2, "undo", N, request={"undoes": 1})]
    with pytest.raises(ReplayError, match="action 2 no longer applies"):
        list(replay_steps(TITLE, TABLES, seed=SEED, scenario="standard", options={}, actions=bad))


@pytest.mark.parametrize(
    ("phase", "setup", "expected"),
    [
        # EVENT PHASE: passing is always allowed.
        ("event", {}, "pass"),
        # ATTACK PHASE: committing is optional, so Confirm with nothing committed passes...
        ("attack", {}, "confirm"),
        # RECRUIT PHASE: "may discard": keeping the hand passes.
        ("recruit", {}, "done"),
        # LOGISTICS PHASE: discarding down to 3 is compulsory: no pass.
        ("logistics", {"nationalists": filler(5)}, None),
    ],
)
def test_the_pass_skip_may_choose(phase, setup, expected):
    state = build(phase, **setup)
    found = TITLE.pass_choice(state, N)
    assert (found.verb if found else None) == expected


def test_no_pass_once_cards_are_committed_or_picked():
    """...but not once cards are committed: Confirm would then reveal them (ATTACK PHASE)."""
    committed = act(build("attack", nationalists=[FRANCO]), N, "commit", FRANCO)
    assert TITLE.pass_choice(committed, N) is None
    picked = act(build("recruit", nationalists=[FRANCO]), N, "discard", FRANCO)
    assert TITLE.pass_choice(picked, N) is None
