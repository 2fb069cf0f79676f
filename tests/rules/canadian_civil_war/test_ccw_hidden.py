"""Hidden information in Canadian Civil War: the cards in a hand (3.0 step 4), the Issues each
player drew and keeps face down (3.0 step 2), and how Issues come face up: a Crisis Card makes
their holders reveal them (5.0 Procedure) and the Crisis Zone holds Issues face up (3.0 step 2,
1.25)."""

from __future__ import annotations

import pytest
from ccw_build import QR, REF, act, build, force_dice, fresh, started

from rules.canadian_civil_war import ORACLE, TITLE
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import card_label
from rules.core import RuleError
from rules.core.typed import play_typed


def _seen_by(state, viewer: str | None) -> str:
    """Everything ``viewer`` (None: a spectator) is shown: board, log, prompt, choices and his
    own private view."""
    return TITLE.view(state, viewer).model_dump_json()


def _no_leak(state) -> None:
    roles = TITLE.roles_in(state.scenario)
    for owner in roles:
        secrets = ORACLE.secrets(state, owner)
        assert secrets or state.hands[owner] == []
        for viewer in [None, *roles]:
            if viewer == owner:
                continue
            shown = _seen_by(state, viewer)
            leaked = sorted(s for s in secrets if s in shown)
            assert not leaked, f"{viewer} sees {owner}'s {leaked}"


@pytest.mark.parametrize("scenario", [QR, REF])
def test_hands_and_drawn_issues_are_secret_during_setup(scenario: str) -> None:
    """3.0 step 4: "The Players may look at their own Cards, but they will certainly want to
    keep secret from the other Players what they have been dealt"; 3.0 step 2: each player
    examines his own Issues. No other player's view, nor a spectator's, names a card in a
    hand (by id or label) or a face-down Issue's id."""
    state = fresh(scenario)
    _no_leak(state)
    for color in TITLE.roles_in(scenario):
        private = TITLE.view(state, color).private.text
        assert all(card_label(c) in private for c in state.hands[color])


@pytest.mark.parametrize("scenario", [QR, REF])
def test_hands_stay_secret_through_play(scenario: str) -> None:
    """3.0 step 4 and 5.0: the cards the Phasing Player draws join his secret hand; through a
    whole Player-Turn nobody else is shown them."""
    state = started(scenario)
    _no_leak(state)
    player = state.player
    assert len(state.hands[player]) == {"red": 2, "orange": 3, "green": 4, "blue": 5}[player] + 2
    for _ in range(4):
        state = act(state, state.player, "end")
        _no_leak(state)
    assert state.player != player


def test_a_face_down_issue_is_hidden_from_the_others_but_named_to_its_holder() -> None:
    """3.0 step 2: "it is up to each individual Player whether he will disclose his Issues to
    the other Players or keep them secret"; 1.25: a controlled Issue lies beneath its
    Constituency. Red's Tax Issue beneath Ontario 1 is a face-down Issue on the board and to
    Blue (who needs no Tax Issue, 12.2), and Red's private view names it."""
    state = build(
        {"ont-1": ("red-a1", "red"), "qbc-1": ("blue-a1", "blue")},
        {"tax-1": ("red-a1", "ont-1")},
        hands={"red": ["poc-04"], "blue": ["poc-02"]},
    )
    board = TITLE.board(state)
    (stack,) = [s for s in board.data["stacks"] if s["where"] == "red-a1"]
    assert stack["issue"] == {"kind": None, "name": None, "name_fr": None, "controller": "red"}
    assert "Tax" not in board.model_dump_json()
    blue = TITLE.view(state, "blue")
    assert "Tax" not in blue.private.text and "Tax" not in blue.prompt
    assert "tax-1" not in blue.model_dump_json()
    red = TITLE.view(state, "red").private
    assert "Tax Issue in Red A1 (face down to the others)" in red.text
    assert red.data["issues"] == ["tax-1"]
    assert "tax-1" in ORACLE.secrets(state, "red")
    assert "tax-1" not in ORACLE.secrets(state, "blue")


def test_a_crisis_card_makes_every_holder_reveal() -> None:
    """5.0 Procedure: a Crisis in Tax "asks who has [a Tax] Issue. Each Player then reveals
    whether he has [one] and what is stacked with it": both Tax Issues outside the Crisis Zone
    come face up as soon as the card is played, before the caller picks one; the log says
    where each lies and with what."""
    state = build(
        {
            "ont-2": ("orange-a1", "orange"),
            "labor": ("orange-a1", "orange"),
            "bcb-1": ("green-a1", "green"),
        },
        {"tax-1": ("orange-a1", "ont-2"), "tax-2": ("green-a1", "bcb-1")},
        hands={"red": ["poc-36"]},
    )
    assert not state.issues["tax-1"].public and not state.issues["tax-2"].public
    state = act(state, "red", "play", "poc-36")
    assert state.queue[0].kind == "target"
    assert state.issues["tax-1"].public and state.issues["tax-2"].public
    assert "Revealed in Orange A1: Orange Ontario 2, Orange Labor, Tax Issue." in state.log
    assert "Revealed in Green A1: Green British Columbia 1, Tax Issue." in state.log
    stacks = TITLE.board(state).data["stacks"]
    kinds = {s["where"]: s["issue"]["kind"] for s in stacks if s["issue"]}
    assert kinds["orange-a1"] == kinds["green-a1"] == "tax"


def test_an_issue_called_into_the_crisis_zone_lies_face_up() -> None:
    """1.25, 5.21: a called Issue goes with its stack into the Crisis Zone, where Issues lie
    face up (3.0 step 2: the Issue left over is "placed face-up in the Crisis Zone"). A call
    without a card (5.4) carried by every vote turns Orange's face-down Language Issue up."""
    state = build(
        {"ont-2": ("orange-a1", "orange")},
        {"language-1": ("orange-a1", "ont-2")},
    )
    assert not state.issues["language-1"].public
    state = act(state, "red", "call")
    state = act(state, "red", "to", "orange-a1")
    assert not state.issues["language-1"].public  # not yet: the vote decides
    for color in ("orange", "green", "blue"):
        state = act(state, color, "aye")
    issue = state.issues["language-1"]
    assert issue.where == CRISIS_ZONE and issue.public
    (stack,) = [s for s in TITLE.board(state).data["stacks"] if s["where"] == CRISIS_ZONE]
    assert stack["issue"]["kind"] == "language"


def test_an_issue_carried_into_the_crisis_zone_by_an_event_lies_face_up() -> None:
    """5.22: Constituencies sent to an area "carry the Issues they are controlling with them";
    into the Crisis Zone, such an Issue lies face up (3.0 step 2). #52 sends Red's Quebec
    Constituencies there."""
    state = build(
        {"qbc-1": ("red-l3", "red")},
        {"media-1": ("red-l3", "qbc-1")},
        hands={"red": ["poc-52"]},
    )
    state = act(state, "red", "play", "poc-52")
    issue = state.issues["media-1"]
    assert issue.where == CRISIS_ZONE and issue.public
    assert ORACLE.invariant_problems(state) == []


def test_a_player_may_reveal_his_own_issues_at_will() -> None:
    """3.0 step 2: "it is up to each individual Player whether he will disclose his Issues to
    the other Players or keep them secret" (title.py, _reveal_choices: offered whenever he is
    asked to act). Red is offered its face-down Tax Issue, not Orange's; revealing it turns it
    face up on the board for everyone and says so, and the typed `reveal Red A1` does the
    same. A revealed Issue is offered no more, and the reveal cannot be undone."""
    state = build(
        {"ont-1": ("red-a1", "red"), "ont-8": ("orange-a1", "orange")},
        {"tax-1": ("red-a1", "ont-1"), "media-1": ("orange-a1", "ont-8")},
    )
    offered = [c.arg for c in TITLE.choices(state, "red") if c.verb == "reveal"]
    assert offered == ["tax-1"]
    shown = act(state, "red", "reveal", "tax-1")
    assert shown.issues["tax-1"].public and not shown.issues["media-1"].public
    assert shown.log[-1] == "Red reveals the Tax Issue in Red A1."
    (stack,) = [s for s in TITLE.board(shown).data["stacks"] if s["where"] == "red-a1"]
    assert stack["issue"]["kind"] == "tax"
    assert "tax-1" not in ORACLE.secrets(shown, "red")
    assert not [c for c in TITLE.choices(shown, "red") if c.verb == "reveal"]
    assert (shown.phase, shown.player) == (state.phase, state.player), "nothing else changes"
    # What everyone has seen cannot be unseen: no undo of a reveal (ops.reveal).
    assert TITLE.undo_refusal(shown, "red") is not None and not TITLE.view(shown, "red").can_undo
    typed = play_typed(TITLE, state, "red", "reveal Red A1").choices
    assert [(c.verb, c.arg) for c in typed] == [("reveal", "tax-1")]
    with pytest.raises(RuleError, match="no face-down Issue in 'Orange A1'"):
        play_typed(TITLE, state, "red", "reveal Orange A1")


def test_an_issue_won_in_a_contest_is_seen_by_its_new_controller(monkeypatch) -> None:
    """1.25 and 5.13: an Issue passes under the winner's Constituency on a C result (7.27), and
    a player may look at the Issues beneath his own Constituencies: Red, who never saw
    Orange's face-down Media Issue, learns it when it wins it (ops.show_controllers), and it
    stays face down to the others."""
    state = build(
        {
            "ont-1": ("red-a2", "red"),
            "wood": ("red-a2", "red"),
            "ont-8": ("red-a1", "orange"),
        },
        {"media-1": ("red-a1", "ont-8")},
        phase="contest",
    )
    assert "red" not in state.issues["media-1"].seen
    with force_dice(monkeypatch, 1):
        state = act(state, "red", "contest", "red-a1")
        state = act(state, "red", "add", "red-a2")
        state = act(state, "red", "roll")
    assert state.issues["media-1"].under == "ont-1"
    assert "red" in state.issues["media-1"].seen and not state.issues["media-1"].public
    assert "media-1" in ORACLE.secrets(state, "red")
    assert "Media Issue in Red A2" in TITLE.view(state, "red").private.text
    assert "Media" not in TITLE.view(state, "green").model_dump_json()
