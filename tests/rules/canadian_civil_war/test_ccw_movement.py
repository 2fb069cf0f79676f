"""The Movement Phase of Canadian Civil War (4.3 step 2): case 6.0 is missing from the rulebook
and is reconstructed in rules/canadian_civil_war/movement.py's docstring as decisions 6.1-6.6;
each test cites the decision and the printed cases it rests on (1.22, 1.23, 1.25, 3.0 step 3,
5.3, 5.13, 5.31, 5.32, 10.5, 12.1 special rule 1).

The display (display.toml, reconstructed) is a 10 x 10 grid around a 4 x 4 Crisis Zone; the
squares these tests use, Orange's Home Area east of the Crisis Zone (col, row):

    orange-a1..a5  col 7, rows 3..7   (a1-a4 beside the Crisis Zone, a5 off its corner)
    orange-l1..l7  col 8, rows 2..8
    orange-g1..g9  col 9, rows 1..9
    red-a1..a5     row 2, cols 3..7   (red-a5, off the Crisis Zone's corner, is next to
                                       orange-a1 and orange-l1)

A Constituency moves 3 squares, a Civil Servant 2, an Interest Group 3 (pieces.toml).
"""

from __future__ import annotations

from ccw_build import QR, REF, act, build, legal

from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import controller, issue_carried, key_of


def dests(state, role, *pieces):
    """The squares the pieces picked together may go to."""
    for piece in pieces:
        state = act(state, role, "pick", piece)
    return {c.arg for c in legal(state, role, "to")}


def picks(state, role):
    return {c.arg for c in legal(state, role, "pick")}


def move(state, role, pieces, to):
    for piece in pieces:
        state = act(state, role, "pick", piece)
    return act(state, role, "to", to)


# --- 6.1, 6.2: the allowance counts squares entered along Paths -------------------------


def test_allowance_counts_squares_along_paths_side_to_side():
    """6.1 (1.25: one Movement Point enters one square) and 6.2 (1.23: Paths run side to side,
    never corner to corner): a Constituency (3) in Orange G5 reaches exactly the squares three
    side-steps away, and the Crisis Zone by G5, L4, A3."""
    state = build(
        {"qbc-4": ("orange-g5", "orange")}, scenario=QR, player="orange", phase="movement"
    )
    assert dests(state, "orange", "qbc-4") == {
        "orange-g2", "orange-g3", "orange-g4", "orange-g6", "orange-g7", "orange-g8",
        "orange-l2", "orange-l3", "orange-l4", "orange-l5", "orange-l6",
        "orange-a2", "orange-a3", "orange-a4",
        CRISIS_ZONE,
    }  # fmt: skip


def test_no_diagonal_step():
    """6.2 (1.23: never from corner to corner): a Civil Servant (2) in Orange G5 does not reach
    Orange A2 or A4, two diagonal steps away (three along Paths), nor the Crisis Zone (three);
    Orange A3, two along Paths, it reaches."""
    state = build(
        {"finance": ("orange-g5", "orange")}, scenario=QR, player="orange", phase="movement"
    )
    found = dests(state, "orange", "finance")
    assert {"orange-l3", "orange-a3"} <= found  # two along Paths
    assert "orange-a2" not in found and "orange-a4" not in found
    assert CRISIS_ZONE not in found


def test_crisis_zone_is_one_square():
    """6.1 (5.3: the Crisis Zone is one large square, joined to every square along its sides):
    a Civil Servant (2) in Orange A3 crosses it into the Red and Green Administrative squares
    beside it, in two; Red A5, off its corner, has no Path to it and is three away."""
    state = build(
        {"finance": ("orange-a3", "orange"), "labor": ("crisis-zone:1", "red")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    found = dests(state, "orange", "finance")
    assert CRISIS_ZONE in found
    assert {"red-a1", "red-a2", "red-a3", "red-a4", "green-a1", "green-a4"} <= found
    assert "red-a5" not in found and "green-a5" not in found


def test_a_piece_entering_the_crisis_zone_forms_a_stack_of_its_own():
    """6.3: pieces that move into the Crisis Zone form a new stack there, not joined to the
    one already in it."""
    state = build(
        {"finance": ("orange-a3", "orange"), "labor": ("crisis-zone:1", "red")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    state = move(state, "orange", ["finance"], CRISIS_ZONE)
    assert state.actives["finance"].where == CRISIS_ZONE
    assert key_of(state.actives["finance"]) != key_of(state.actives["labor"])


# --- 6.3: hostile pieces never block; stacking at the end --------------------------------


def test_hostile_pieces_do_not_block():
    """6.3 (10.5 makes blocking a National Emergency rule): Orange A3 is two from Orange G5 only
    through Orange L4; two Green pieces in L4 do not stop the Constituency passing through,
    though it may not end there (a full square)."""
    state = build(
        {
            "qbc-4": ("orange-g5", "orange"),
            "clergy": ("orange-l4", "green"),
            "francophone": ("orange-l4", "green"),
        },
        scenario=QR,
        player="orange",
        phase="movement",
    )
    found = dests(state, "orange", "qbc-4")
    assert "orange-a3" in found and CRISIS_ZONE in found
    assert "orange-l4" not in found


def test_stacking_limit_at_the_end_of_a_move():
    """6.3 (3.0 step 3: at most 2 Active Pieces and 1 Issue a square): Orange L4 holds one
    piece, so one more may end there but not two; a Constituency carrying an Issue may not
    end on a square that has an Issue already."""
    state = build(
        {
            "qbc-4": ("orange-g5", "orange"),
            "farmers": ("orange-g5", "orange"),
            "auto": ("orange-l4", "orange"),
            "qbc-5": ("orange-g4", "orange"),
        },
        {"language-1": ("orange-g4", "qbc-5"), "media-1": ("orange-l3", None)},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    assert "orange-l4" in dests(state, "orange", "farmers")
    assert "orange-l4" not in dests(state, "orange", "qbc-4", "farmers")
    assert "orange-l5" in dests(state, "orange", "qbc-4", "farmers")
    carrying = dests(state, "orange", "qbc-5")
    assert "orange-l3" not in carrying  # an Issue there already
    assert "orange-l2" in carrying


def test_two_issues_never_end_in_one_square():
    """6.3 (3.0 step 3: no more than 1 Issue in a square): two Constituencies each carrying an
    Issue have nowhere to go together."""
    state = build(
        {"qbc-4": ("orange-g5", "orange"), "qbc-5": ("orange-g4", "orange")},
        {"language-1": ("orange-g5", "qbc-4"), "media-1": ("orange-g4", "qbc-5")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    assert dests(state, "orange", "qbc-4", "qbc-5") == set()


def test_each_piece_moves_once_per_phase():
    """6.2: each of the Phasing Player's Active Pieces moves at most once per Movement Phase,
    even with Movement Points left over."""
    state = build(
        {"qbc-4": ("orange-g5", "orange"), "farmers": ("orange-g6", "orange")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    state = move(state, "orange", ["qbc-4"], "orange-g4")
    assert state.actives["qbc-4"].where == "orange-g4"
    assert "qbc-4" not in picks(state, "orange")
    assert "farmers" in picks(state, "orange")


def test_only_the_phasing_players_pieces_move():
    """6.2: the Phasing Player moves his own pieces (4.3 step 2): another colour's piece, even
    in his Home Area, is not offered."""
    state = build(
        {"qbc-4": ("orange-g5", "orange"), "clergy": ("orange-g6", "green")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    assert "qbc-4" in picks(state, "orange")
    assert "clergy" not in picks(state, "orange")


def test_pieces_picked_together_go_each_within_its_own_allowance():
    """6.2: pieces picked together all go to one square, each by its own way: a Constituency
    (3) and a Civil Servant (2) from Orange G5 go together only where both reach."""
    state = build(
        {"qbc-4": ("orange-g5", "orange"), "finance": ("orange-g5", "orange")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    alone = dests(state, "orange", "qbc-4")
    together = dests(state, "orange", "qbc-4", "finance")
    assert "orange-a3" in together
    assert CRISIS_ZONE in alone and CRISIS_ZONE not in together
    state = move(state, "orange", ["qbc-4", "finance"], "orange-a3")
    assert state.actives["qbc-4"].where == state.actives["finance"].where == "orange-a3"


# --- 6.4: Issues move beneath a controlling Constituency; Control Points ------------------


def test_a_constituency_carries_the_issue_beneath_it():
    """6.4 (1.22: Issues cannot move without being stacked with a Constituency): a
    Constituency moving carries the Issue it controls."""
    state = build(
        {"qbc-4": ("orange-g5", "orange")},
        {"language-1": ("orange-g5", "qbc-4")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    state = move(state, "orange", ["qbc-4"], "orange-l4")
    assert state.issues["language-1"].where == "orange-l4"
    assert issue_carried(state, "qbc-4") == "language-1"


def test_other_pieces_leave_an_issue_behind():
    """6.4 (1.22): an Interest Group stacked with an Issue on a Control Point moves without it;
    the Issue stays, still controlled by the Control Point (5.13 B)."""
    state = build(
        {"farmers": ("orange-a3", "orange")},
        {"language-1": ("orange-a3", None)},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    state = move(state, "orange", ["farmers"], "orange-l4")
    assert state.issues["language-1"].where == "orange-a3"
    assert controller(state, "language-1") == "orange"


def test_set_down_and_take_up_on_a_control_point():
    """6.4 (5.13 B, the Player's Notes' Issue shuttle): a Constituency on a Control Point of its
    own Home Area sets its Issue down there (still controlled, now by the Control Point) and
    moves on without it; another takes it up and carries it away."""
    state = build(
        {"qbc-4": ("orange-a3", "orange"), "qbc-5": ("orange-l4", "orange")},
        {"language-1": ("orange-a3", "qbc-4")},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    assert [c.arg for c in legal(state, "orange", "drop")] == ["qbc-4"]
    state = act(state, "orange", "drop", "qbc-4")
    assert state.issues["language-1"].under is None
    assert controller(state, "language-1") == "orange"
    state = move(state, "orange", ["qbc-4"], "orange-a2")
    assert state.issues["language-1"].where == "orange-a3"
    state = move(state, "orange", ["qbc-5"], "orange-a3")
    assert [c.arg for c in legal(state, "orange", "take")] == ["qbc-5"]
    state = act(state, "orange", "take", "qbc-5")
    assert issue_carried(state, "qbc-5") == "language-1"
    assert controller(state, "language-1") == "orange"


def test_no_set_down_off_a_control_point_or_in_another_home_area():
    """6.4 (5.13 B: a Control Point controls the Issue for its own Home Area's player): no
    setting down on a Regular Square (the Issue would be nobody's), nor on another player's
    Control Point; no taking up an Issue from another player's Control Point."""
    state = build(
        {
            "qbc-4": ("orange-l4", "orange"),
            "qbc-5": ("red-a3", "orange"),
            "qbc-6": ("green-a3", "orange"),
        },
        {"language-1": ("orange-l4", "qbc-4"), "media-1": ("red-a3", "qbc-5"),
         "tariff-1": ("green-a3", None)},
        scenario=QR,
        player="orange",
        phase="movement",
    )  # fmt: skip
    assert legal(state, "orange", "drop") == []
    assert legal(state, "orange", "take") == []


def test_an_issue_on_a_control_point_does_not_move_by_itself():
    """6.4 (5.13 B: it leaves a Control Point only by a transfer of control to a Constituency or
    a Crisis Card): nothing in the movement menu moves an Issue with no Constituency on it."""
    state = build(
        {"farmers": ("orange-l4", "orange")},
        {"language-1": ("orange-a3", None)},
        scenario=QR,
        player="orange",
        phase="movement",
    )
    for choice in legal(state, "orange"):
        assert choice.verb == "reveal" or choice.arg != "language-1"
    state = move(state, "orange", ["farmers"], "orange-a3")
    assert legal(state, "orange", "take") == []  # no Constituency there
    assert state.issues["language-1"].where == "orange-a3"


# --- 6.5: 5.31 and 5.32 in the Crisis Zone -----------------------------------------------


def test_stuck_with_an_uncontrolled_issue_in_the_crisis_zone():
    """6.5 (5.32 and its example): Red's Tax Issue, on a Control Point, is called into the
    Crisis Zone with the Health & Welfare Civil Servant stacked with it; nobody controls it, so
    Health & Welfare may not move out: only a Contest frees it."""
    state = build(
        {"health-welfare": ("crisis-zone:1", "red"), "labor": ("red-l4", "red")},
        {"tax-1": ("crisis-zone:1", None)},
        player="red",
        phase="movement",
    )
    assert "health-welfare" not in picks(state, "red")
    assert "labor" in picks(state, "red")


def test_a_constituency_carrying_an_issue_leaves_the_crisis_zone():
    """6.5 (5.31: an Issue in the Crisis Zone stacked with a Constituency counts as controlled
    for movement): the Constituency and the Interest Group with it walk out, the Issue with
    the Constituency."""
    state = build(
        {"ont-1": ("crisis-zone:1", "red"), "wood": ("crisis-zone:1", "red")},
        {"tax-1": ("crisis-zone:1", "ont-1")},
        player="red",
        phase="movement",
    )
    assert {"ont-1", "wood"} <= picks(state, "red")
    state = move(state, "red", ["ont-1", "wood"], "red-a3")
    assert state.issues["tax-1"].where == "red-a3"
    assert controller(state, "tax-1") == "red"


# --- 6.6: the Quiet Revolution has no Blue area -------------------------------------------


def test_quiet_revolution_no_entering_the_blue_area():
    """6.6 (12.1 special rule 1: the Blue area is ignored for all purposes): across the Crisis
    Zone a Civil Servant reaches the Blue Administrative squares in the Referendum, never in
    the Quiet Revolution; a Constituency next to Blue's area may not step in."""
    referendum = build(
        {"commerce": ("orange-a3", "orange")}, scenario=REF, player="orange", phase="movement"
    )
    assert "blue-a2" in dests(referendum, "orange", "commerce")
    quiet = build(
        {"finance": ("orange-a3", "orange")}, scenario=QR, player="orange", phase="movement"
    )
    assert not any(s.startswith("blue-") for s in dests(quiet, "orange", "finance"))
    corner = build({"qbc-7": ("green-a5", "green")}, scenario=QR, player="green", phase="movement")
    found = dests(corner, "green", "qbc-7")
    assert "green-l6" in found
    assert not any(s.startswith("blue-") for s in found)
