"""Winning the political game (11.1, 4.5, the 9.4 example), the seam of the National Emergency
(10.1: asked for, and refused until the Cycle is built), and the typed commands (shortcuts.py:
all or nothing, with a clear error for bad input)."""

from __future__ import annotations

import pytest
from ccw_build import QR, RED_FIVE, REF, act, build, force_dice

from rules.canadian_civil_war import TITLE, emergency
from rules.canadian_civil_war.components import DISPLAY, SCENARIOS
from rules.canadian_civil_war.ops import controlled
from rules.core import RuleError
from rules.core.typed import play_typed

# RED_FIVE (ccw_build): five of Red's Quiet Revolution conditions; the second Territory goes
# beneath Quebec 1 in the Crisis Zone, where it counts for movement only (5.31).


def test_issues_in_the_crisis_zone_do_not_count_for_victory() -> None:
    """11.1 and 5.31: Issues in the Crisis Zone stacked with a Constituency count as controlled
    "for movement purposes only": Red holds all six of its Issues, one of them in the Crisis
    Zone, and has not won, whatever it does first."""
    state = build(
        {"qbc-1": ("crisis-zone:1", "red")},
        {**RED_FIVE, "territory-2": ("crisis-zone:1", "qbc-1")},
        scenario=QR,
        phase="movement",
    )
    assert all(DISPLAY.place(s).control_point for s, _ in RED_FIVE.values())
    assert len(controlled(state, "red")) == 5
    state = act(state, "red", "pick", "qbc-1")
    assert state.outcome is None


def test_a_player_wins_the_moment_he_controls_his_issues_in_movement() -> None:
    """11.1: "The only way to win the Political Game is to collect the required Issues for that
    scenario"; 4.5: the game continues "until any one Player meets his Victory Conditions":
    Quebec 1 carries the Territory out of the Crisis Zone in Red's Movement Phase and Red wins
    there and then (9.4: the game is won in the middle of a Player-Turn)."""
    state = build(
        {"qbc-1": ("crisis-zone:1", "red")},
        {**RED_FIVE, "territory-2": ("crisis-zone:1", "qbc-1")},
        scenario=QR,
        phase="movement",
    )
    state = act(state, "red", "pick", "qbc-1")
    state = act(state, "red", "to", "red-a1")
    assert state.outcome is not None and state.outcome.winners == ["red"]
    assert "11.1" in state.outcome.reason
    assert state.phase == "over"
    assert TITLE.active(state) == []
    # Every Issue the winner holds is shown.
    assert all(state.issues[i].public for i in controlled(state, "red"))


def test_a_player_wins_the_moment_a_contest_gives_him_his_last_issue(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """11.1 in the Contest Phase: Red's Quebec 1 and Hydro (1 + 2 = 3) contest Orange's
    Quebec 5 and its Transport Issue (1 + 1 = 2) from Red A5, its own Home Area: 1-1 (7.0), a
    die of 1 is C-1 (7.3): the Transport passes beneath Quebec 1, Red's sixth Issue, and Red
    wins before the phase is over."""
    issues = {k: v for k, v in RED_FIVE.items() if k != "transport-1"}
    state = build(
        {
            "qbc-1": ("red-a5", "red"),
            "hydro": ("red-a5", "red"),
            "qbc-5": ("orange-a1", "orange"),
            "qbc-2": ("red-l3", "red"),
        },
        {**issues, "territory-2": ("red-l3", "qbc-2"), "transport-1": ("orange-a1", "qbc-5")},
        scenario=QR,
        phase="contest",
    )
    assert state.outcome is None
    with force_dice(monkeypatch, 1):
        state = act(state, "red", "contest", "orange-a1")
        state = act(state, "red", "add", "red-a5")
        state = act(state, "red", "roll")
    assert state.issues["transport-1"].under == "qbc-1"
    assert state.outcome is not None and state.outcome.winners == ["red"]


def test_an_election_can_hand_another_player_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """9.4: Blue plays "Election in Ontario"; Orange's Ontario Constituency controlling the
    Transport Issue rolls 6 (two colours) on Orange's 5 Issues, the second die 2 (even: toward
    Blue): "it comes under Separatist Control, along with the Issue stacked with it. The
    Separatist Player has won the game." Blue needs only that Transport (the 9.0 situation)."""
    blue_needs = {
        "territory-1": "blue-l2",
        "territory-2": "blue-l6",
        "language-1": "blue-g2",
        "language-2": "blue-g8",
        "finance-banking-1": "blue-a3",
    }
    state = build(
        {
            "ont-1": ("red-g1", "orange"),
            "mnt-1": ("blue-l3", "blue"),
            "mnt-2": ("blue-l4", "blue"),
            "qbc-1": ("blue-l5", "blue"),
            "qbc-2": ("blue-l7", "blue"),
            "qbc-3": ("blue-g4", "blue"),
            "qbc-4": ("blue-g5", "blue"),
        },
        {
            **{k: (v, None) for k, v in blue_needs.items()},
            "media-1": ("blue-l3", "mnt-1"),
            "media-2": ("blue-l4", "mnt-2"),
            "industry-1": ("blue-l5", "qbc-1"),
            "transport-2": ("blue-l7", "qbc-2"),
            "education-1": ("blue-g4", "qbc-3"),
            "transport-1": ("red-g1", "ont-1"),
            "tax-1": ("orange-l2", None),
            "tax-2": ("orange-g2", None),
            "industry-2": ("orange-g8", None),
            "tariff-1": ("orange-l6", None),
        },
        player="blue",
        phase="election",
        hands={"blue": ["poc-18"]},
    )
    assert len(controlled(state, "orange")) == 5
    # The other Ontario Constituencies Orange's too, parked outside the Crisis Zone: a 1 on
    # the 1-5 Issues column is no effect (8.3). They roll in the counter sheet's order.
    ontario = [p for p in state.actives if p.startswith("ont-")]
    for piece in ontario:
        state.actives[piece].color = "orange"
    rolls = [r for p in ontario for r in ([6, 2] if p == "ont-1" else [1])]
    with force_dice(monkeypatch, *rolls):
        state = act(state, "blue", "play", "poc-18")
    assert state.actives["ont-1"].color == "blue"
    assert state.outcome is not None and state.outcome.winners == ["blue"]


# --- 10.1: the National Emergency seam ---------------------------------------------------


def _issues(counts: dict[str, int]):
    """Each colour controlling ``counts`` Issues on the Control Points of its Home Area."""
    names = iter(
        f"{k}-{n}" for k, many in SCENARIOS[REF].issues.items() for n in range(1, many + 1)
    )
    state = build({})
    for color, n in counts.items():
        for square in DISPLAY.control_points(color)[:n]:
            issue = state.issues[next(names)]
            issue.where, issue.stack, issue.under, issue.seen = square, 0, None, [color]
    assert {c: len(controlled(state, c)) for c in counts} == counts
    return state


def test_an_eligible_player_may_type_the_attempt_out_of_turn() -> None:
    """4.4 and 10.1: "At any time during the game, the Player with the fewest Issues under his
    control, and controlling no more than 3 Issues, may attempt to create a National
    Emergency": typed, in any case, the attempt is the interrupt Orange is offered though Red
    is the Phasing Player; applying it stops normal play (the attempt itself:
    test_ccw_emergency_attempt.py)."""
    state = _issues({"red": 4, "orange": 2, "green": 2, "blue": 5})
    assert emergency.eligible(state) == ["orange", "green"]
    assert "orange" not in TITLE.active(state)
    for text in ("national emergency", "Attempt a National Emergency", "NATIONAL EMERGENCY"):
        assert [c.verb for c in play_typed(TITLE, state, "orange", text).choices] == ["emergency"]
    after = play_typed(TITLE, state, "orange", "national emergency").state
    assert after.phase == "emergency" and TITLE.active(after) == ["green", "blue", "red"]


def test_an_ineligible_player_is_told_who_may_attempt_it() -> None:
    """10.1: only "the Player with the fewest Issues under his control, and controlling no more
    than 3 Issues": Red (4) and Blue (5) are refused for that reason, naming who may."""
    state = _issues({"red": 4, "orange": 2, "green": 2, "blue": 5})
    for color in ("red", "blue"):
        with pytest.raises(RuleError) as refused:
            play_typed(TITLE, state, color, "national emergency")
        message = str(refused.value)
        assert "Only the player with the fewest Issues, and no more than 3" in message
        assert "now Orange, Green" in message
        assert "not playable" not in message


def test_nobody_may_attempt_it_with_more_than_three_issues() -> None:
    """10.1: "controlling no more than 3 Issues": when the fewest is 4, nobody may."""
    state = _issues({"red": 4, "orange": 5, "green": 4, "blue": 5})
    assert emergency.eligible(state) == []
    with pytest.raises(RuleError) as refused:
        play_typed(TITLE, state, "red", "national emergency")
    assert "now nobody" in str(refused.value)
    assert "National Emergency" not in TITLE.board(state).text


def test_the_board_offers_the_attempt_to_who_may_make_it() -> None:
    """10.1 "at any time": the public board says who may attempt a National Emergency now and
    how to ask (the Issue counts it reads are public: the tracks of 2.1); the eligible players'
    views offer it though they are not asked to act (Title.interrupts), the others' do not."""
    state = _issues({"red": 4, "orange": 2, "green": 2, "blue": 5})
    line = (
        "National Emergency (10.1): Orange or Green may attempt one at any moment (type "
        "`national emergency`)."
    )
    assert line in TITLE.board(state).text.split("\n")
    assert state.player == "red" and "orange" not in TITLE.active(state)
    for color, offered in (("orange", True), ("green", True), ("blue", False), ("red", False)):
        verbs = [c.verb for c in TITLE.view(state, color).choices]
        assert ("emergency" in verbs) is offered, (color, verbs)
    assert TITLE.choices(state, "orange") == []  # offered, never asked: nobody is pinged
    assert "Only the player with the fewest Issues" in str(
        TITLE.out_of_turn(state, "blue", "national emergency")
    )
    assert TITLE.out_of_turn(state, "orange", "end") is None


# --- typed commands (shortcuts.py) -------------------------------------------------------


def test_a_typed_command_stands_for_the_choices_the_buttons_make() -> None:
    """shortcuts.py: "a whole move or contest in one line, read into the atomic choices the
    buttons would make": applied in order they carry out the move (6.0)."""
    state = build({"ont-1": ("red-l3", "red"), "wood": ("red-l3", "red")}, phase="movement")
    choices = play_typed(TITLE, state, "red", "move Ontario 1, Wood -> Red A2").choices
    assert [(c.verb, c.arg) for c in choices] == [
        ("pick", "ont-1"),
        ("pick", "wood"),
        ("to", "red-a2"),
    ]
    for choice in choices:
        state = TITLE.apply(state, "red", choice)
    assert state.actives["ont-1"].where == state.actives["wood"].where == "red-a2"


def test_typed_commands_are_all_or_nothing() -> None:
    """shortcuts.py: the store applies them "all or none": a good move followed by a bad one
    is refused as a whole, naming the bad part, and the state is untouched."""
    state = build({"ont-1": ("red-l3", "red"), "wood": ("red-l3", "red")}, phase="movement")
    before = state.model_dump()
    with pytest.raises(RuleError) as refused:
        play_typed(TITLE, state, "red", "move Ontario 1 -> Red A2; move Wood -> Green G9")
    assert "In `move Wood -> Green G9`" in str(refused.value)
    assert state.model_dump() == before


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "Type a command."),
        ("fly to the moon", "I do not understand `fly to the moon`."),
        ("move Ontario 99 -> Red A2", "No piece or unit is called 'Ontario 99'"),
        ("move Ontario 1 -> Nowhere", "No square called 'Nowhere'"),
        ("give Finance to purple", "'purple' is not a colour (red, orange, green, blue)."),
        ("play #99", "you have no card '#99' you may play now."),
        ("invite", "`invite` is not possible now."),
    ],
)
def test_bad_input_is_a_rule_error_with_a_clear_message(text: str, says: str) -> None:
    """shortcuts.py: "A bad part is named in the error and nothing is applied"."""
    state = build({"ont-1": ("red-l3", "red")}, phase="movement")
    with pytest.raises(RuleError) as refused:
        play_typed(TITLE, state, "red", text)
    assert says in str(refused.value)


def test_naming_the_only_constituency_that_can_take_the_issue_is_no_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """shortcuts.py: "contest CZ 2 with Blue A3 taker Quebec 4": naming the taker (7.12) is
    accepted when it is the only Constituency that may take the Issue, though the buttons
    offer no choice then. Ontario 1 and Wood (2) against Ontario 5 and its Issue (2) in the
    Crisis Zone: 1-1, a die of 1 is C-1 (7.3), and the Issue passes beneath Ontario 1."""
    state = build(
        {
            "ont-1": ("red-a4", "red"),
            "wood": ("red-a4", "red"),
            "ont-5": ("crisis-zone:1", "orange"),
        },
        {"tax-1": ("crisis-zone:1", "ont-5")},
        phase="contest",
    )
    choices = play_typed(TITLE, state, "red", "contest CZ 1 with Red A4 taker Ontario 1").choices
    assert [c.verb for c in choices] == ["contest", "add", "roll"]
    with force_dice(monkeypatch, 1):
        for choice in choices:
            state = TITLE.apply(state, "red", choice)
    assert state.issues["tax-1"].under == "ont-1"
