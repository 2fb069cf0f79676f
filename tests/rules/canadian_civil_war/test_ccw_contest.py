"""The Contest Phase of Canadian Civil War (7.0-7.3), on forced dice: cases 7.11-7.28, the
Contest Table's ratios, modifiers and every result letter, and the colour shifts of 5.12.
Decisions where the rulebook is silent are rules/canadian_civil_war/contest.py's docstring
("Decisions where the rulebook is silent"); a test resting on one says so.

Strengths (pieces.toml): Constituency 1, Interest Group 2, Civil Servant 1, Premier 2, Prime
Minister 3; an Issue defends at 1 (7.11). Most Contests here are in Red's Home Area, where Red
contests without a modifier: Red L3 (col 4, row 1) is joined by Paths to Red L2, L4, A2 and G4;
Red L4 to L3, L5, A3 and G5. Control Points are A3, L2, L6, G2 and G8 of every area, so the
Issues here lie on Regular Squares or beneath Constituencies.
"""

from __future__ import annotations

import pytest
from ccw_build import REF, act, build, force_dice, legal

from rules.canadian_civil_war import contest
from rules.canadian_civil_war.ops import controller


def targets(state):
    return {c.arg for c in legal(state, state.player, "contest")}


def prepared(state, target, *stacks, taker=None):
    role = state.player
    state = act(state, role, "contest", target)
    for key in stacks:
        state = act(state, role, "add", key)
    if taker is not None:
        state = act(state, role, "taker", taker)
    return state


def rolled(monkeypatch, state, die):
    with force_dice(monkeypatch, die):
        return act(state, state.player, "roll")


def ratio(state):
    """(Contester's strength, Defender's strength, column) of the Contest being prepared."""
    draft = state.contest
    ours, theirs = contest.strengths(state, draft, state.player)
    return ours, theirs, contest.column(state, draft, state.player)


def colors(state, *pieces):
    return tuple(state.actives[p].color for p in pieces)


def position(actives, issues=None, player="red", **kw):
    return build(actives, issues or {}, scenario=REF, player=player, phase="contest", **kw)


# --- 7.0: the ratio, rounded in the Defender's favour -----------------------------------


def test_7_0_example_three_against_two_is_one_one(monkeypatch):
    """7.0's example: a Red Interest Group and Constituency (2 + 1) contest an Orange
    Constituency and its Tax Issue (1 + 1): 3 to 2 rounds to 1-1 in the Defender's favour. A 4
    is no effect on the 1-1 column (it would be C-1 at 2-1)."""
    state = position(
        {"ont-1": ("red-l4", "red"), "wood": ("red-l4", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = prepared(state, "red-l3", "red-l4")
    assert ratio(state) == (3, 2, "1-1")
    state = rolled(monkeypatch, state, 4)
    assert colors(state, "ont-1", "wood", "ont-8") == ("red", "red", "orange")
    assert state.issues["tax-1"].under == "ont-8"


def test_c1_takes_the_issue_and_converts_the_defender(monkeypatch):
    """7.3 C-1: the defending pieces convert one colour toward the Contester and the Issue
    passes to him, beneath his Constituency (9.3); its Constituency turns Orange to Red."""
    state = position(
        {"ont-1": ("red-l4", "red"), "wood": ("red-l4", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = rolled(monkeypatch, prepared(state, "red-l3", "red-l4"), 3)
    assert state.issues["tax-1"].under == "ont-1"
    assert state.issues["tax-1"].where == "red-l4"
    assert controller(state, "tax-1") == "red"
    assert colors(state, "ont-8") == ("red",)


@pytest.mark.parametrize(
    ("ours", "defenders", "expected"),
    [
        ({"red-l4": ["wood", "ont-1"], "red-a2": ["petroleum"]}, ["ont-8"], (5, 2, "2-1")),
        ({"red-l4": ["wood", "ont-1"]}, ["ont-8"], (3, 2, "1-1")),  # 7.0
        ({"red-l4": ["wood"], "red-a2": ["petroleum"]}, ["ont-8", "auto"], (4, 3, "1-1")),
        (
            {"red-l4": ["wood", "ont-1"], "red-a2": ["petroleum"]},
            ["ont-8", "auto"],
            (5, 3, "1-1"),
        ),
    ],
)
def test_ratio_rounded_in_the_defenders_favour(ours, defenders, expected):
    """7.0 ("fractions are always rounded off in favor of the Defender"): 5 to 2 is 2-1; 3 to
    2, 4 to 3 and 5 to 3 are 1-1. Ontario 8 (1) with Auto (2) or with its Issue (1) defends."""
    actives = {p: (sq, "red") for sq, pieces in ours.items() for p in pieces}
    actives |= {p: ("red-l3", "orange") for p in defenders}
    issues = {} if "auto" in defenders else {"tax-1": ("red-l3", "ont-8")}
    state = prepared(position(actives, issues), "red-l3", *ours)
    assert ratio(state) == expected


def test_below_one_one_is_prohibited():
    """7.3 note: a Contest below 1-1 is prohibited: a Constituency (1) against a Constituency
    and its Issue (2) may not be rolled; adding an Interest Group makes it 1-1."""
    state = position(
        {"ont-1": ("red-l4", "red"), "wood": ("red-a2", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = prepared(state, "red-l3", "red-l4")
    assert ratio(state) == (1, 2, None)
    assert legal(state, "red", "roll") == []
    state = act(state, "red", "add", "red-a2")
    assert ratio(state) == (3, 2, "1-1")
    assert legal(state, "red", "roll") != []


def test_a_target_no_marking_can_bring_to_one_one_is_not_offered():
    """7.3 note, and the prompt is the list of legal actions: a Constituency (1) next to a
    Constituency and its Issue (2) cannot contest it, whatever it marks, so the Contest is not
    offered (once offered, it could only be cancelled); with an Interest Group also next to
    it, 1 + 2 against 2 is 1-1 and it is."""
    pieces = {"ont-1": ("red-l4", "red"), "ont-8": ("red-l3", "orange")}
    issues = {"tax-1": ("red-l3", "ont-8")}
    assert "red-l3" not in targets(position(pieces, issues))
    state = position({**pieces, "wood": ("red-a2", "red")}, issues)
    assert "red-l3" in targets(state)


def test_above_three_one_is_three_one(monkeypatch):
    """7.3 note: above 3-1 is read as 3-1: two Interest Groups (4) against a Civil Servant (1);
    a 6 on the 3-1 column is no effect (the 2-1 column's 6 would be D-1)."""
    state = position(
        {
            "wood": ("red-l4", "red"),
            "petroleum": ("red-a2", "red"),
            "commerce": ("red-l3", "orange"),
        }
    )
    state = prepared(state, "red-l3", "red-l4", "red-a2")
    assert ratio(state) == (4, 1, "3-1")
    state = rolled(monkeypatch, state, 6)
    assert colors(state, "wood", "petroleum", "commerce") == ("red", "red", "orange")


# --- 7.3: every result letter, on every column ------------------------------------------

# Red contests Green's Clergy (2) or Green's Ontario 11 (1) in Red's Home Area, no modifier.
# C results turn the Defender Green -> Orange (C-1) or Red (C-2); D results turn the Red
# Contesters toward Green: Orange (D-1) or Green (D-2).
TABLE = [
    # column, die, result
    ("1-1", 1, "C-1"),
    ("1-1", 2, "C-1"),
    ("1-1", 3, "C-1"),
    ("1-1", 4, "–"),
    ("1-1", 5, "D-1"),
    ("1-1", 6, "D-1"),
    ("2-1", 1, "C-2"),
    ("2-1", 2, "C-1"),
    ("2-1", 4, "C-1"),
    ("2-1", 5, "–"),
    ("2-1", 6, "D-1"),
    ("3-1", 1, "C-2"),
    ("3-1", 2, "C-2"),
    ("3-1", 3, "C-1"),
    ("3-1", 5, "C-1"),
    ("3-1", 6, "–"),
]
SIDES = {
    "1-1": ({"wood": "red-l4"}, "clergy"),  # 2 to 2
    "2-1": ({"wood": "red-l4", "petroleum": "red-a2"}, "clergy"),  # 4 to 2
    "3-1": ({"wood": "red-l4", "ont-1": "red-a2"}, "ont-11"),  # 3 to 1
}
AFTER = {
    "C-1": ("red", "orange"),
    "C-2": ("red", "red"),
    "D-1": ("orange", "green"),
    "D-2": ("green", "green"),
    "–": ("red", "green"),
}


@pytest.mark.parametrize(("column", "die", "result"), TABLE)
def test_every_result_of_the_contest_table(monkeypatch, column, die, result):
    """7.3: the result of the column and die is applied to the right pieces (C to the
    Defender, toward the Contester; D to the Contesters, toward the Defender)."""
    ours, theirs = SIDES[column]
    actives = {p: (sq, "red") for p, sq in ours.items()}
    actives[theirs] = ("red-l3", "green")
    state = position(actives)
    state = prepared(state, "red-l3", *ours.values())
    assert ratio(state)[2] == column
    state = rolled(monkeypatch, state, die)
    contester, defender = AFTER[result]
    assert all(state.actives[p].color == contester for p in ours)
    assert state.actives[theirs].color == defender


@pytest.mark.parametrize(
    ("column", "die", "result"),
    [("1-1", 4, "D-2"), ("2-1", 4, "D-1"), ("3-1", 4, "D-1"), ("3-1", 6, "D-1")],
)
def test_the_seventh_row(monkeypatch, column, die, result):
    """7.3 row 7 (D-2, D-1, and the 3-1 cell reconstructed as D-1, contest.toml), reached with
    the +3 of an unfriendly Grassroots Section (a 6 + 3 is read on row 7, contest.toml's
    note): Red contests Green in Orange's Grassroots, from Orange G4 and G2 beside G3."""
    ours, theirs = SIDES[column]
    ours = dict(zip(ours, ("orange-g4", "orange-g2"), strict=False))
    actives = {p: (sq, "red") for p, sq in ours.items()}
    actives[theirs] = ("orange-g3", "green")
    state = position(actives)
    state = prepared(state, "orange-g3", *ours.values())
    assert ratio(state)[2] == column
    assert contest.modifier(state, state.contest, "red") == "unfriendly-grassroots"
    state = rolled(monkeypatch, state, die)
    contester, defender = AFTER[result]
    assert all(state.actives[p].color == contester for p in ours)
    assert state.actives[theirs].color == defender


# --- 7.3: the die modifiers ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("ours", "theirs", "die"),
    [
        ("orange-a2", "orange-a3", 4),  # +1: 5, D-1
        ("orange-l3", "orange-l4", 3),  # +2: 5, D-1
        ("orange-g3", "orange-g4", 2),  # +3: 5, D-1
    ],
)
def test_modifier_for_an_unfriendly_section(monkeypatch, ours, theirs, die):
    """7.3's die modifiers: +1, +2, +3 for a Contester in an unfriendly Administrative,
    Legislative, Grassroots Section: each roll here is a 5 modified (D-1), where unmodified it
    would be C-1 or no effect."""
    state = position({"wood": (ours, "red"), "clergy": (theirs, "green")})
    state = rolled(monkeypatch, prepared(state, theirs, ours), die)
    assert colors(state, "wood", "clergy") == ("orange", "green")


def test_no_modifier_at_home_whatever_the_defenders_section(monkeypatch):
    """7.0 ("if the Contesting Pieces are not in their Home Area") and 7.3 ("Contester in"):
    Red in its own Red A5 contesting Green in Orange A1 rolls unmodified: a 4 is no effect."""
    state = position({"wood": ("red-a5", "red"), "clergy": ("orange-a1", "green")})
    state = prepared(state, "orange-a1", "red-a5")
    assert contest.modifier(state, state.contest, "red") is None
    state = rolled(monkeypatch, state, 4)
    assert colors(state, "wood", "clergy") == ("red", "green")


# --- 7.21: adjacency by Path --------------------------------------------------------------


def test_contest_only_along_a_path():
    """7.21 (1.23: Paths run side to side, never corner to corner): from Red L4 Red contests
    Red A3 beside it, not Red A2 off its corner."""
    state = position(
        {"wood": ("red-l4", "red"), "clergy": ("red-a3", "green"), "unions": ("red-a2", "green")}
    )
    found = targets(state)
    assert "red-a3" in found and "red-a2" not in found


def test_crisis_zone_joined_to_every_non_corner_neighbour():
    """7.21, 5.3: a stack in the Crisis Zone is contested from Red A3 beside it, not from Red
    A5 off its corner; and from the Crisis Zone Red contests a square beside it."""
    beside = position({"wood": ("red-a3", "red"), "clergy": ("crisis-zone:1", "green")})
    assert "crisis-zone:1" in targets(beside)
    corner = position({"wood": ("red-a5", "red"), "clergy": ("crisis-zone:1", "green")})
    assert "crisis-zone:1" not in targets(corner)
    inside = position({"wood": ("crisis-zone:1", "red"), "clergy": ("orange-a2", "green")})
    assert "orange-a2" in targets(inside)


def test_crisis_zone_stacks_are_not_joined_to_each_other():
    """7.21, contest.py's decision (the Crisis Zone's stacks contest the squares joined to it,
    not each other): two stacks in the Crisis Zone may not contest one another."""
    state = position({"wood": ("crisis-zone:2", "red"), "clergy": ("crisis-zone:1", "green")})
    assert "crisis-zone:1" not in targets(state)


# --- 7.22-7.24: whole stacks, several against one, once per Player-Turn --------------------


def test_stacks_contest_and_defend_whole(monkeypatch):
    """7.22: a stack contests whole and is contested whole: Wood and Petroleum (4) against Ontario
    8 and Auto (3), 1-1; on a C-1 both Orange pieces turn Red; only stacks are offered to add,
    never a piece of one."""
    state = position(
        {
            "wood": ("red-l4", "red"),
            "petroleum": ("red-l4", "red"),
            "ont-8": ("red-l3", "orange"),
            "auto": ("red-l3", "orange"),
        }
    )
    state = act(state, "red", "contest", "red-l3")
    assert {c.arg for c in legal(state, "red", "add")} == {"red-l4"}
    state = act(state, "red", "add", "red-l4")
    assert ratio(state) == (4, 3, "1-1")
    state = rolled(monkeypatch, state, 3)
    assert colors(state, "ont-8", "auto") == ("red", "red")


def test_contesting_stacks_convert_whole_on_a_d_result(monkeypatch):
    """7.22 and 7.3 D-1: every Contesting Piece converts toward the Defender."""
    state = position(
        {"ont-1": ("red-l4", "red"), "wood": ("red-l4", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = rolled(monkeypatch, prepared(state, "red-l3", "red-l4"), 5)
    assert colors(state, "ont-1", "wood") == ("orange", "orange")
    assert state.issues["tax-1"].under == "ont-8"


def test_several_stacks_against_one(monkeypatch):
    """7.23: one stack defends against any number of stacks: Wood from Red L4 and Petroleum from
    Red A2 contest Green's Clergy in Red L3 together (4 to 2, 2-1; a 1 is C-2)."""
    state = position(
        {"wood": ("red-l4", "red"), "petroleum": ("red-a2", "red"), "clergy": ("red-l3", "green")}
    )
    state = prepared(state, "red-l3", "red-l4", "red-a2")
    assert ratio(state) == (4, 2, "2-1")
    state = rolled(monkeypatch, state, 1)
    assert colors(state, "clergy") == ("red",)


def test_once_per_player_turn(monkeypatch):
    """7.24: each stack contests or defends once per Player-Turn: after Wood contests Clergy in
    Red L3 (no effect), Wood may not contest Unions in Red L5, and Clergy may not be contested
    again, even by Petroleum, which has not contested."""
    state = position(
        {
            "wood": ("red-l4", "red"),
            "petroleum": ("red-g4", "red"),
            "clergy": ("red-l3", "green"),
            "unions": ("red-l5", "green"),
        }
    )
    assert {"red-l3", "red-l5"} <= targets(state)
    state = rolled(monkeypatch, prepared(state, "red-l3", "red-l4"), 4)
    found = targets(state)
    assert "red-l3" not in found and "red-l5" not in found


# --- 7.11-7.14, 7.25-7.26: who contests, who defends ------------------------------------


def test_an_issue_defends_at_one(monkeypatch):
    """7.11: an Issue alone defends with a strength of 1; a Constituency (1) contests it at 1-1
    and takes it on a C-1."""
    state = position({"ont-1": ("red-l4", "red")}, {"tax-1": ("red-l3", None)})
    state = prepared(state, "red-l3", "red-l4")
    assert ratio(state) == (1, 1, "1-1")
    state = rolled(monkeypatch, state, 2)
    assert state.issues["tax-1"].under == "ont-1"
    assert controller(state, "tax-1") == "red"


def test_an_issue_at_stake_needs_a_constituency_to_take_it():
    """7.12: an Interest Group alone may not contest a stack holding an Issue: no Constituency
    of the Contester could take it; with a Constituency added, it may."""
    state = position(
        {"wood": ("red-l4", "red"), "ont-1": ("red-a2", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = prepared(state, "red-l3", "red-l4")
    assert ratio(state)[2] == "1-1"
    assert legal(state, "red", "roll") == []
    state = act(state, "red", "add", "red-a2")
    assert legal(state, "red", "roll") != []


def test_a_constituency_controlling_an_issue_only_defends():
    """7.13: a Constituency controlling an Issue may not contest, nor may the stack it is in
    (7.22); it still defends with its Issue (7.0's example)."""
    state = position(
        {"ont-1": ("red-l4", "red"), "wood": ("red-l4", "red"), "auto": ("red-l3", "orange")},
        {"media-1": ("red-l4", "ont-1")},
    )
    assert "red-l3" not in targets(state)
    apart = position(
        {
            "ont-1": ("red-l4", "red"),
            "wood": ("red-a2", "red"),
            "auto": ("red-l3", "orange"),
        },
        {"media-1": ("red-l4", "ont-1")},
    )
    apart = act(apart, "red", "contest", "red-l3")
    assert {c.arg for c in legal(apart, "red", "add")} == {"red-a2"}


def test_leaders_contest_only_for_an_issue(monkeypatch):
    """7.14, 7.26: the Prime Minister may not contest unless an Issue is at stake: alone
    against Auto he has nothing to contest; with Wood his stack contests at Wood's 2 only;
    with a Constituency for an Issue he adds his 3."""
    alone = position({"prime-minister": ("red-l4", "red"), "auto": ("red-l3", "orange")})
    assert "red-l3" not in targets(alone)
    with_wood = position(
        {
            "prime-minister": ("red-l4", "red"),
            "wood": ("red-l4", "red"),
            "auto": ("red-l3", "orange"),
        }
    )
    assert ratio(prepared(with_wood, "red-l3", "red-l4")) == (2, 2, "1-1")
    for_issue = position(
        {
            "prime-minister": ("red-l4", "red"),
            "ont-1": ("red-l4", "red"),
            "ont-8": ("red-l3", "orange"),
        },
        {"tax-1": ("red-l3", "ont-8")},
    )
    assert ratio(prepared(for_issue, "red-l3", "red-l4")) == (4, 2, "2-1")


def test_leaders_are_never_converted_by_a_contest(monkeypatch):
    """7.14, 7.25: Premiers and the Prime Minister change colour only by Elections: a defending
    Premier stays Orange on a C-1 that turns the Civil Servant with him Red; a contesting Prime
    Minister stays Red on a D-1 that turns the Constituency with him Orange."""
    state = position(
        {
            "wood": ("red-l4", "red"),
            "petroleum": ("red-l4", "red"),
            "premier-pei": ("red-l3", "orange"),
            "commerce": ("red-l3", "orange"),
        }
    )
    state = prepared(state, "red-l3", "red-l4")
    assert ratio(state) == (4, 3, "1-1")  # the Premier defends
    state = rolled(monkeypatch, state, 1)
    assert colors(state, "premier-pei", "commerce") == ("orange", "red")
    state = position(
        {
            "prime-minister": ("red-l4", "red"),
            "ont-1": ("red-l4", "red"),
            "ont-8": ("red-l3", "orange"),
        },
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = rolled(monkeypatch, prepared(state, "red-l3", "red-l4"), 6)  # 2-1, D-1
    assert colors(state, "prime-minister", "ont-1") == ("red", "orange")


# --- 5.12: colour shifts by the matrices, never past the winner ---------------------------


def test_5_12_example_orange_c2_against_green_shifts_one(monkeypatch):
    """5.12's example: Orange gets a C-2 against Green: the Green pieces shift only to Orange,
    never past the successful Contester's colour."""
    state = position(
        {"auto": ("orange-l4", "orange"), "hydro": ("orange-l4", "orange"),
         "clergy": ("orange-l3", "green")},
        player="orange",
    )  # fmt: skip
    state = prepared(state, "orange-l3", "orange-l4")
    assert ratio(state) == (4, 2, "2-1")
    state = rolled(monkeypatch, state, 1)
    assert colors(state, "clergy") == ("orange",)


def test_c2_by_the_two_colour_matrix(monkeypatch):
    """5.12 (Shifts Two Colors): Blue's C-2 turns a Red piece Green (Red never turns straight
    to Blue); Red's D-2 toward Blue turns Red pieces Green."""
    state = position(
        {"francophone": ("blue-l4", "blue"), "intellectuals": ("blue-l4", "blue"),
         "wood": ("blue-l3", "red")},
        player="blue",
    )  # fmt: skip
    state = rolled(monkeypatch, prepared(state, "blue-l3", "blue-l4"), 1)  # 2-1, C-2
    assert colors(state, "wood") == ("green",)
    state = position({"wood": ("orange-g4", "red"), "co-ops": ("orange-g3", "blue")})
    state = prepared(state, "orange-g3", "orange-g4")  # an unfriendly Grassroots: +3
    state = rolled(monkeypatch, state, 4)  # 1-1, 7: D-2 toward Blue
    assert colors(state, "wood", "co-ops") == ("green", "blue")


# --- 7.3 and 9.3: the Issue won passes beneath a Constituency of the winner ----------------


def test_the_contester_chooses_which_constituency_takes_the_issue(monkeypatch):
    """7.3 C (the Issue passes to the Contester's control, beneath his Constituency, 9.3) and
    contest.py's taker choice: of Ontario 1 and Ontario 2, both contesting, Ontario 2 takes
    it."""
    state = position(
        {"ont-1": ("red-l4", "red"), "ont-2": ("red-a2", "red"), "ont-8": ("red-l3", "orange")},
        {"tax-1": ("red-l3", "ont-8")},
    )
    state = prepared(state, "red-l3", "red-l4", "red-a2")
    assert {c.arg for c in legal(state, "red", "taker")} >= {"ont-2"}
    state = act(state, "red", "taker", "ont-2")
    state = rolled(monkeypatch, state, 3)  # 2 to 2, 1-1, C-1
    assert state.issues["tax-1"].under == "ont-2"
    assert state.issues["tax-1"].where == "red-a2"


# --- 7.27, 7.28, 5.32: uncontrolled Issues ----------------------------------------------


def test_uncontrolled_issue_on_a_home_area_shifts_toward_that_area(monkeypatch):
    """7.28: an uncontrolled Issue contested outside the Crisis Zone: a D result shifts the
    Contester toward the Home Area it lies in. Green contests an Issue in Red's Legislative
    Section from Red L4 (+2): a 3 is a 5, D-1: Green toward Red is Orange."""
    state = position({"ont-11": ("red-l4", "green")}, {"tax-1": ("red-l3", None)}, player="green")
    state = rolled(monkeypatch, prepared(state, "red-l3", "red-l4"), 3)
    assert colors(state, "ont-11") == ("orange",)
    assert state.issues["tax-1"].under is None


@pytest.mark.parametrize(("called_from", "after"), [("blue", "blue"), ("red", "orange")])
def test_uncontrolled_issue_in_the_crisis_zone_shifts_toward_where_it_was_called_from(
    monkeypatch, called_from, after
):
    """7.28: in the Crisis Zone a D result shifts the Contester toward the Home Area the Issue
    was called from: Green's Constituency, from its own Green A2 (no modifier), rolls a 5 at
    1-1: toward Blue it turns Blue, toward Red Orange."""
    state = position(
        {"ont-11": ("green-a2", "green")}, {"tax-1": ("crisis-zone:1", None)}, player="green"
    )
    state.issues["tax-1"].called_from = called_from
    state = rolled(monkeypatch, prepared(state, "crisis-zone:1", "green-a2"), 5)
    assert colors(state, "ont-11") == (after,)


def test_the_set_up_issue_converts_nobody(monkeypatch):
    """7.28 and contest.py's decision: the Issue left face up in the Crisis Zone at set-up was
    called from no Home Area, so a D result against it converts nobody."""
    state = position(
        {"ont-11": ("green-a2", "green")}, {"tax-1": ("crisis-zone:1", None)}, player="green"
    )
    assert state.issues["tax-1"].called_from is None
    state = rolled(monkeypatch, prepared(state, "crisis-zone:1", "green-a2"), 5)
    assert colors(state, "ont-11") == ("green",)
    assert state.issues["tax-1"].under is None


def test_5_32_the_nhw_example_freed_by_a_contest(monkeypatch):
    """5.32's example and 7.27: the Tax Issue called from Red's Control Point sits uncontrolled
    in the Crisis Zone with Health & Welfare. Green contests the stack (Constituency and Clergy,
    3, against Health & Welfare and the Issue, 2: 1-1): on a C-1 the Issue passes beneath
    Green's Constituency and Health & Welfare turns Orange, free to move."""
    state = position(
        {
            "ont-11": ("green-a2", "green"),
            "clergy": ("green-a2", "green"),
            "health-welfare": ("crisis-zone:1", "red"),
        },
        {"tax-1": ("crisis-zone:1", None)},
        player="green",
    )
    state.issues["tax-1"].called_from = "red"
    state = prepared(state, "crisis-zone:1", "green-a2")
    assert ratio(state) == (3, 2, "1-1")
    state = rolled(monkeypatch, state, 1)
    assert state.issues["tax-1"].under == "ont-11"
    assert controller(state, "tax-1") == "green"
    assert colors(state, "health-welfare") == ("orange",)


def test_a_stack_of_leaders_alone_is_no_target():
    """7.25 (Premiers and the Prime Minister are never converted by a Contest) and 7.27: a lone
    Premier with no Issue has nothing a Contest could win, so it is not offered; with an Issue
    beneath nobody in its square it is, for the Issue."""
    state = position({"wood": ("red-l4", "red"), "premier-pei": ("red-l3", "orange")})
    assert "red-l3" not in targets(state)
    pieces = {"ont-1": ("red-l4", "red"), "premier-pei": ("red-l3", "orange")}
    issues = {"tax-1": ("red-l3", None)}
    assert "red-l3" not in targets(position(pieces, issues))  # 1 against 2 + 1: prohibited
    state = position({**pieces, "wood": ("red-a2", "red")}, issues)
    assert "red-l3" in targets(state)
    assert ratio(prepared(state, "red-l3", "red-l4", "red-a2")) == (3, 3, "1-1")
