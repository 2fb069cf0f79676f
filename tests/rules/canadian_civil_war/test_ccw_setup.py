"""Setting up Canadian Civil War (3.0, 12.0) and the order of play (4.2): the Issues drawn blind
and the one left face up in the Crisis Zone, each player arranging his pieces in his Home Area
within the stacking limits, the cards dealt per scenario, the Quiet Revolution's seats and
deck, and First Player Determination before every Game-Turn."""

from __future__ import annotations

from collections import Counter

import pytest
from ccw_build import QR, REF, act, build, force_dice, fresh, legal, started

from rules.canadian_civil_war import TITLE
from rules.canadian_civil_war.components import DISPLAY, PIECES, SCENARIOS
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import actives_at, card_id, controller, key_of
from rules.canadian_civil_war.state import OFF
from rules.core import Choice, RuleError


def _drawn(state, color: str) -> list[str]:
    return [p for p in state.placed[color] if p in state.issues]


# --- 3.0 step 2: the Issues drawn blind --------------------------------------------------


@pytest.mark.parametrize(("scenario", "each"), [(QR, 3), (REF, 6)])
def test_each_player_draws_the_scenarios_issues_and_one_is_left_face_up(
    scenario: str, each: int
) -> None:
    """3.0 step 2: "In the three-Player scenario, each Player receives 3 Issues; and in the
    four-Player scenario, each Player draws 6 Issues ... there will be one Issue left over.
    This Piece is placed face-up in the Crisis Zone"; the Issues are those of the scenario
    (12.1 special rule 3; 12.2)."""
    state = fresh(scenario)
    spec = SCENARIOS[scenario]
    assert Counter(i.kind for i in state.issues.values()) == Counter(spec.issues)
    drawn = {c: _drawn(state, c) for c in spec.roles}
    assert {c: len(d) for c, d in drawn.items()} == dict.fromkeys(spec.roles, each)
    left = [i for i, issue in state.issues.items() if issue.where != OFF]
    assert len(left) == 1
    (issue,) = left
    assert state.issues[issue].where == CRISIS_ZONE and state.issues[issue].public
    everyone = [i for d in drawn.values() for i in d] + left
    assert sorted(everyone) == sorted(state.issues)


def test_a_drawn_issue_is_seen_by_its_drawer_only() -> None:
    """3.0 step 2: "Players are free to examine what Issues they themselves have selected, and
    it is up to each individual Player whether he will disclose his Issues": drawn blind, each
    is known to its drawer alone and lies face down."""
    state = fresh(REF)
    for color in SCENARIOS[REF].roles:
        for issue in _drawn(state, color):
            assert state.issues[issue].seen == [color]
            assert not state.issues[issue].public


def test_the_draw_is_blind() -> None:
    """3.0 step 2: the Issues "are distributed randomly, again by blind draw from a cup": other
    seeds deal other Issues, and the one left over is not always the same."""
    deals = set()
    leftovers = set()
    for n in range(12):
        state = fresh(QR, seed=f"blind draw {n}")
        deals.add(tuple(tuple(sorted(_drawn(state, c))) for c in ("red", "orange", "green")))
        leftovers.add(next(i.kind for i in state.issues.values() if i.where == CRISIS_ZONE))
    assert len(deals) > 6
    assert len(leftovers) > 1


# --- 3.0 step 3: arranging the pieces ----------------------------------------------------


def test_everyone_arranges_at_once_and_only_in_his_home_area() -> None:
    """3.0 step 3: "Each Player next takes the Pieces assigned to him by the scenario and
    arranges them ... however he sees fit in his Home Area": all players place at once, and
    only squares of their own Home Area are offered."""
    state = fresh(QR)
    assert TITLE.active(state) == ["red", "orange", "green"]
    for color in ("red", "orange", "green"):
        squares = {c.arg for c in legal(state, color, "place")}
        assert squares == set(DISPLAY.squares(color))
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="place", arg="orange-a1"))


def test_no_more_than_two_active_pieces_in_a_square() -> None:
    """3.0 step 3: "the maximum number of Pieces that can be placed in a single square is 2
    Active Pieces and 1 Issue": a square holding two Active Pieces is no longer offered."""
    state = fresh(QR)
    first, second = state.placed["red"][:2]
    state = act(state, "red", "place", "red-a1")
    state = act(state, "red", "place", "red-a1")
    assert state.actives[first].where == state.actives[second].where == "red-a1"
    assert "red-a1" not in {c.arg for c in legal(state, "red", "place")}
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="place", arg="red-a1"))


def _place_actives(state, color: str, squares: list[str]):
    for square in squares:
        state = act(state, color, "place", square)
    return state


def test_issues_go_beneath_a_constituency_or_on_a_control_point() -> None:
    """3.0 step 3 and 5.13 (turns.py decision): an Issue is placed beneath one of its player's
    Constituencies or on a Control Point of his Home Area, one to a square; it is then his."""
    state = fresh(QR)
    pieces = [p for p in state.placed["red"] if p in state.actives]
    assert [PIECES[p].kind for p in pieces[:3]] == ["constituency"] * 3
    # The three Constituencies in red-a1 (two) and red-a2; the rest in the Grassroots Section.
    rest = ["red-g1", "red-g1", "red-g3", "red-g3", "red-g4", "red-g4", "red-g5", "red-g5"]
    state = _place_actives(state, "red", ["red-a1", "red-a1", "red-a2", *rest])
    issue = state.placed["red"][0]
    assert issue in state.issues
    offered = {c.arg for c in legal(state, "red", "place")}
    points = set(DISPLAY.control_points("red"))
    assert offered == {"red-a1", "red-a2"} | points
    assert "red-g1" not in offered  # an Interest Group and a Civil Servant: no Constituency
    state = act(state, "red", "place", "red-a2")
    assert state.issues[issue].under == pieces[2]
    assert controller(state, issue) == "red"
    assert "red-a2" not in {c.arg for c in legal(state, "red", "place")}  # one Issue a square
    second = state.placed["red"][0]
    state = act(state, "red", "place", "red-l2")  # a Control Point
    assert DISPLAY.place("red-l2").control_point
    assert state.issues[second].under is None and controller(state, second) == "red"
    third = state.placed["red"][0]
    state = act(state, "red", "place", "red-a1")
    assert state.issues[third].under in (pieces[0], pieces[1])
    assert state.placed["red"] == []


@pytest.mark.parametrize("scenario", [QR, REF])
def test_arrange_puts_every_piece_legally_in_its_home_area(scenario: str) -> None:
    """3.0 step 3, with "Arrange the rest for me": every piece of the scenario in its player's
    Home Area, at most 2 Active Pieces and 1 Issue a square, every Issue drawn controlled by its
    drawer (beneath his Constituency or on his Control Point, 5.13)."""
    state = fresh(scenario)
    drawn = {c: _drawn(state, c) for c in SCENARIOS[scenario].roles}
    for color in SCENARIOS[scenario].roles:
        state = act(state, color, "arrange")
    assert state.phase == "opportunity"
    for color in SCENARIOS[scenario].roles:
        for piece in SCENARIOS[scenario].setup(color).pieces:
            active = state.actives[piece]
            assert active.color == color
            assert DISPLAY.place(active.where).area == color
        for issue in drawn[color]:
            assert DISPLAY.place(state.issues[issue].where).area == color
            assert controller(state, issue) == color
    squares = Counter(a.where for a in state.actives.values())
    assert max(squares.values()) <= 2
    issues = Counter(key_of(i) for i in state.issues.values())
    assert max(issues.values()) == 1
    for square in squares:
        assert len(actives_at(state, square)) <= 2


# --- 12.1, 12.2: seats, deck and hands ---------------------------------------------------


def test_the_quiet_revolution_seats_no_blue_player() -> None:
    """12.1: Red, Orange and Green; special rule 1: "The Blue (Separatist) area is ignored for
    all purposes"."""
    assert TITLE.roles_in(QR) == ("red", "orange", "green")
    assert TITLE.roles_in(REF) == ("red", "orange", "green", "blue")
    state = started(QR)
    assert set(state.order) == {"red", "orange", "green"}
    assert not any(DISPLAY.place(a.where).area == "blue" for a in state.actives.values())
    with pytest.raises(RuleError):
        TITLE.view(state, "blue")


def test_the_quiet_revolution_removes_its_listed_cards() -> None:
    """12.1 special rule 2: "Do not use Political Opportunity Cards numbered: 5, 8, 9, 18, 19,
    22-31, 36-38, 42, 45-47, 53, 54": none is dealt or in the deck; the Referendum uses all 56."""
    removed = [5, 8, 9, 18, 19, *range(22, 32), 36, 37, 38, 42, 45, 46, 47, 53, 54]
    state = fresh(QR)
    cards = [*state.deck.draw_pile, *(c for hand in state.hands.values() for c in hand)]
    assert sorted(cards) == sorted(card_id(n) for n in range(1, 57) if n not in removed)
    state = fresh(REF)
    cards = [*state.deck.draw_pile, *(c for hand in state.hands.values() for c in hand)]
    assert sorted(cards) == [card_id(n) for n in range(1, 57)]


@pytest.mark.parametrize(
    ("scenario", "dealt"),
    [
        (QR, {"red": 2, "orange": 3, "green": 4}),
        (REF, {"red": 2, "orange": 3, "green": 4, "blue": 5}),
    ],
)
def test_cards_are_dealt_per_scenario(scenario: str, dealt: dict[str, int]) -> None:
    """3.0 step 4 and "Political Opportunity Cards at Start" (12.1: Red 2, Orange 3, Green 4;
    12.2: Red 2, Orange 3, Green 4, Blue 5); the rest stays in the deck, face down."""
    state = fresh(scenario)
    assert {c: len(h) for c, h in state.hands.items()} == dealt
    total = 56 - len(SCENARIOS[scenario].removed_cards)
    assert len(state.deck.draw_pile) == total - sum(dealt.values())
    assert state.deck.discard_pile == []


def test_the_deal_is_shuffled() -> None:
    """3.0 step 4: "These Cards are shuffled and dealt": other seeds deal other hands."""
    hands = {tuple(fresh(REF, seed=f"deal {n}").hands["blue"]) for n in range(8)}
    assert len(hands) > 4


# --- 4.2: First Player Determination -----------------------------------------------------


def _arrange_all_but_last(scenario: str):
    state = fresh(scenario)
    *first, last = SCENARIOS[scenario].roles
    for color in first:
        state = act(state, color, "arrange")
    return state, last


def test_the_first_game_turn_goes_to_the_highest_roll(monkeypatch: pytest.MonkeyPatch) -> None:
    """4.2: "Before the first Game-Turn ... Each Player should roll the die once, and the
    Player rolling the highest number is designated as the first Player"; then clockwise
    (Red, Orange, Green, Blue around the display)."""
    state, last = _arrange_all_but_last(REF)
    with force_dice(monkeypatch, 2, 4, 6, 1):
        state = act(state, last, "arrange")
    assert state.turn == 1
    assert state.player == "green"
    assert state.order == ["green", "blue", "red", "orange"]
    assert state.phase == "opportunity"


def test_a_tied_roll_off_rolls_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """4.2: "(In case of a tie, roll again.)": Orange and Green tie on 5, roll again; Green's
    6 beats Orange's 2. Red's 3 is out of it; the order goes clockwise from Green."""
    state, last = _arrange_all_but_last(QR)
    with force_dice(monkeypatch, 3, 5, 5, 2, 6):
        state = act(state, last, "arrange")
    assert state.player == "green"
    assert state.order == ["green", "red", "orange"]
    assert any("a tie, roll again" in line for line in state.log)


def _last_player_turn(controls: dict[str, int]):
    """Blue's Election Phase ends the Game-Turn; ``controls``: colour -> Issues controlled,
    each on a Control Point of its Home Area."""
    issues: dict[str, tuple[str, None]] = {}
    names = iter(["language-1", "language-2", "industry-1", "industry-2", "tax-1", "tax-2"])
    for color, n in controls.items():
        for square in DISPLAY.control_points(color)[:n]:
            issues[next(names)] = (square, None)
    state = build({}, issues, player="blue", phase="election")
    state.order = ["red", "orange", "green", "blue"]
    return state


def test_later_game_turns_go_first_to_the_most_issues() -> None:
    """4.2: "Immediately before each Game-Turn subsequent to the first, ... Whoever controls
    the greatest number of Issues is the first Player"; no die is rolled without a tie."""
    state = _last_player_turn({"orange": 3, "red": 1, "blue": 2})
    state = act(state, "blue", "end")
    assert state.turn == 2
    assert state.player == "orange"
    assert state.order == ["orange", "green", "blue", "red"]


def test_later_game_turns_break_a_tie_by_die(monkeypatch: pytest.MonkeyPatch) -> None:
    """4.2: "(In case of a tie, roll a die.)": Red and Blue both control 2 Issues; only they
    roll, and Blue's 5 beats Red's 4."""
    state = _last_player_turn({"red": 2, "blue": 2, "green": 1})
    with force_dice(monkeypatch, 4, 5):
        state = act(state, "blue", "end")
    assert state.player == "blue"
    assert state.order == ["blue", "red", "orange", "green"]


def test_issues_in_the_crisis_zone_do_not_count_for_the_first_player() -> None:
    """5.31: Issues in the Crisis Zone stacked with a Constituency count as controlled "for
    movement purposes only (never for purposes of First Player Determination ...)"; 1.23:
    the Crisis Zone "is also where Issues become Uncontrolled for First Player Determination".
    Green's two Issues beneath its Constituencies in the Crisis Zone lose to Orange's one."""
    state = build(
        {"ont-1": ("crisis-zone:1", "green"), "ont-2": ("crisis-zone:2", "green")},
        {
            "language-1": ("crisis-zone:1", "ont-1"),
            "language-2": ("crisis-zone:2", "ont-2"),
            "tax-1": ("orange-l2", None),
        },
        player="blue",
        phase="election",
    )
    state.order = ["red", "orange", "green", "blue"]
    state = act(state, "blue", "end")
    assert state.player == "orange"
