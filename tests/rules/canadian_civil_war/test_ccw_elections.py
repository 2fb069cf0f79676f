"""Elections in Canadian Civil War (8.0), on forced dice: Provincial Elections on the Election
Table (8.1, 8.11-8.13, 8.3) and National Elections, forming a government (8.2, 8.21-8.24).
Decisions where the rulebook is silent are rules/canadian_civil_war/elections.py's and
debate.py's docstrings; a test resting on one says so.

The Election Table (election.toml; rows 3-7 reconstructed) read here: column 0 gives 1 on rows
0-3 and 2 on rows 4-7; column 1-5 gives – up to row 1, 1 on rows 2-4 and 2 on rows 5-7; every
column gives – on rows -2 and -1. Cards (cards.toml): #17 Elections in Quebec, #21 National
Elections, #24 Manitoba, #28 Newfoundland.
"""

from __future__ import annotations

import pytest
from ccw_build import QR, REF, act, build, force_dice, legal

from rules.canadian_civil_war.components import DISPLAY, SCENARIOS
from rules.canadian_civil_war.elections import GOVERNMENT
from rules.canadian_civil_war.ops import controller
from rules.canadian_civil_war.state import OFF

QUEBEC, NATIONAL, MANITOBA, NEWFOUNDLAND = "poc-17", "poc-21", "poc-24", "poc-28"


def election(actives, issues=None, *, card, player="red", scenario=REF):
    return build(
        actives,
        issues or {},
        scenario=scenario,
        player=player,
        phase="election",
        hands={player: [card]},
    )


def play(monkeypatch, state, card, *dice):
    with force_dice(monkeypatch, *dice):
        return act(state, state.player, "play", card)


# --- 8.1: Provincial Elections ----------------------------------------------------------

# Red controls two Issues (column 1-5), on its Control Points L2 and L6.
TWO_ISSUES = {"tax-1": ("red-l2", None), "media-1": ("red-l6", None)}


@pytest.mark.parametrize(
    ("square", "dice", "after"),
    [
        ("red-a1", (2,), "red"),  # friendly Administrative -1: row 1, –
        ("red-l3", (3,), "red"),  # friendly Legislative -2: row 1, –
        ("red-g5", (4,), "red"),  # friendly Grassroots -3: row 1, –
        ("crisis-zone:1", (4, 2), "green"),  # Crisis Zone +1: row 5, 2, even: toward Blue
        ("orange-l4", (5, 2), "green"),  # another's Home Area: no modifier, row 5, 2
    ],
)
def test_provincial_election_section_modifiers(monkeypatch, square, dice, after):
    """8.1 and 8.3's modifiers: -1/-2/-3 in the Constituency's friendly Administrative,
    Legislative, Grassroots Section, +1 in the Crisis Zone, none in another player's Home Area
    (elections.py's decision): Red's Newfoundland 1 on the 1-5 column. Unmodified, each of the
    first three rolls would be a 1 and ask for a second die; Orange's Legislative -2 would make
    the last a 1 (Orange), not a 2 (Green)."""
    state = election({"nfl-1": (square, "red")}, TWO_ISSUES, card=NEWFOUNDLAND)
    state = play(monkeypatch, state, NEWFOUNDLAND, *dice)
    assert state.actives["nfl-1"].color == after


def test_provincial_election_counts_issues_outside_the_crisis_zone(monkeypatch):
    """8.1 ("all the Issues under his control anywhere on the Game Display except those in the
    Crisis Zone") and 5.31: Orange's only Issue lies beneath its Constituency in the Crisis
    Zone, so Orange reads column 0: a 1 converts one colour (column 1-5 would be no effect);
    the second die, odd, turns it toward Red."""
    state = election(
        {"nfl-1": ("red-l4", "orange"), "ont-8": ("crisis-zone:1", "orange")},
        {"tax-1": ("crisis-zone:1", "ont-8")},
        card=NEWFOUNDLAND,
    )
    state = play(monkeypatch, state, NEWFOUNDLAND, 1, 1)
    assert state.actives["nfl-1"].color == "red"


def test_provincial_election_counts_issues_anywhere_else(monkeypatch):
    """8.1: an Issue Orange controls in another player's Home Area counts: with one, Orange
    reads column 1-5, where a 1 is no effect (column 0 would convert)."""
    state = election(
        {"nfl-1": ("red-l4", "orange"), "ont-8": ("green-l4", "orange")},
        {"tax-1": ("green-l4", "ont-8")},
        card=NEWFOUNDLAND,
    )
    state = play(monkeypatch, state, NEWFOUNDLAND, 1)
    assert state.actives["nfl-1"].color == "orange"


@pytest.mark.parametrize(("second", "after"), [(6, "blue"), (2, "blue"), (3, "red"), (5, "red")])
def test_second_die_even_toward_blue_odd_toward_red(monkeypatch, second, after):
    """8.12: a 1 or 2 rolls the die again: even, the Constituency shifts toward Blue, odd toward
    Red. Orange (no Issues, column 0) rolls a 4: two colours, Blue or Red (5.12's matrix)."""
    state = election({"nfl-1": ("red-l4", "orange")}, card=NEWFOUNDLAND)
    state = play(monkeypatch, state, NEWFOUNDLAND, 4, second)
    assert state.actives["nfl-1"].color == after


def test_election_carries_the_issue_with_the_constituency(monkeypatch):
    """8.12 and 5.13 A (control of the Issue passes with the Constituency, 9.4): Orange's
    Newfoundland 1 with an Issue beneath it turns Blue and Blue controls the Issue."""
    state = election(
        {"nfl-1": ("red-l4", "orange")}, {"tax-1": ("red-l4", "nfl-1")}, card=NEWFOUNDLAND
    )
    state = play(monkeypatch, state, NEWFOUNDLAND, 6, 2)  # column 1-5, row 6: 2; even
    assert state.actives["nfl-1"].color == "blue"
    assert controller(state, "tax-1") == "blue"


def test_quiet_revolution_never_shifts_to_blue(monkeypatch):
    """8.12 with 12.1 special rule 1 (nothing can shift to Blue, only toward it): an Orange
    Quebec Constituency shifting two toward Blue stops at Green. The other nine roll a 1 in
    their own Grassroots (-3: row -2, no effect)."""
    home = {
        "qbc-1": ("red-g4", "red"),
        "qbc-2": ("red-g4", "red"),
        "qbc-3": ("red-g6", "red"),
        "qbc-4": ("red-l4", "orange"),
        "qbc-5": ("orange-g4", "orange"),
        "qbc-6": ("orange-g4", "orange"),
        "qbc-7": ("green-g4", "green"),
        "qbc-8": ("green-g4", "green"),
        "qbc-9": ("green-g6", "green"),
        "qbc-10": ("green-g6", "green"),
    }
    state = election(home, card=QUEBEC, scenario=QR)
    state = play(monkeypatch, state, QUEBEC, 1, 1, 1, 4, 2, 1, 1, 1, 1, 1, 1)
    assert state.actives["qbc-4"].color == "green"
    assert state.actives["premier-qbc"].color == "green"  # 5 of the 10


def test_premier_goes_to_the_most_constituencies(monkeypatch):
    """8.13: after the rolls the Premier goes to the player with the most of the Province's
    Constituencies: Alberta's Premier, Blue's, goes to Green with two of three. Every
    Constituency rolls a 1 in its own Grassroots (no effect)."""
    state = election(
        {
            "alb-1": ("green-g4", "green"),
            "alb-2": ("green-g4", "green"),
            "alb-3": ("blue-g4", "blue"),
            "premier-alb": ("blue-g6", "blue"),
        },
        card="poc-22",
    )
    state = play(monkeypatch, state, "poc-22", 1, 1, 1)
    assert state.actives["premier-alb"].color == "green"


@pytest.mark.parametrize(("die", "after"), [(3, "red"), (4, "orange"), (1, "red"), (6, "orange")])
def test_premier_tie_by_die(monkeypatch, die, after):
    """8.13: two players tied for the most Constituencies: a die, one player wins on odd, the
    other on even (elections.py's decision: odd for the first of them in the order of play
    from the Phasing Player, here Red)."""
    state = election(
        {
            "mnt-1": ("red-g4", "red"),
            "mnt-2": ("orange-g4", "orange"),
            "premier-mnt": ("orange-g6", "orange"),
        },
        card=MANITOBA,
    )
    state = play(monkeypatch, state, MANITOBA, 1, 1, die)
    assert state.actives["premier-mnt"].color == after


# --- 8.2: National Elections and forming a government -----------------------------------

# In the Referendum Red starts with 12 Constituencies, Orange 10, Green 7, Blue 10; three of
# Red's Ontario Constituencies turned Blue make Blue 13, Orange 10, Red 9, Green 7.
BLUE_LEADS = {
    "ont-1": ("red-g4", "blue"),
    "ont-2": ("red-g4", "blue"),
    "ont-3": ("red-g6", "blue"),
}


def national(monkeypatch, actives=BLUE_LEADS, scenario=REF, player="red"):
    state = election(actives, card=NATIONAL, scenario=scenario, player=player)
    return play(monkeypatch, state, NATIONAL)


def vote(state, ballots):
    for color, yes in ballots.items():
        state = act(state, color, "aye" if yes else "nay")
    return state


def test_national_election_takes_the_government_off_the_display(monkeypatch):
    """8.2: when the National Elections card is played, every Civil Servant and the Prime
    Minister leave the display, and the player with the most Constituencies (Blue, 13) tries to
    form a government."""
    state = national(monkeypatch)
    for piece in GOVERNMENT:
        assert state.actives[piece].where == OFF
    assert state.formation is not None and state.formation.candidate == "blue"
    assert {c.verb for c in legal(state, "blue")} == {"give", "vote"}
    assert legal(state, "red") == []


def test_government_formed_with_twenty_constituencies(monkeypatch):
    """8.21 and 8.22: Blue (13) hands Finance to Green for its vote; Blue and Green control 20
    Constituencies, enough: the government is formed, Blue takes the Prime Minister and the
    other Civil Servants, Green keeps Finance (binding once formed)."""
    state = national(monkeypatch)
    state = act(state, "blue", "give", "finance:green")
    state = act(state, "blue", "vote")
    state = vote(state, {"red": False, "orange": False, "green": True})
    assert state.outcome is None and state.formation is None
    assert state.actives["finance"].color == "green"
    for piece in GOVERNMENT:
        if piece != "finance":
            assert state.actives[piece].color == "blue"


def test_nineteen_constituencies_are_not_enough(monkeypatch):
    """8.21 and 8.23: Orange (10) and Red (9) make 19, one short of 20: when Blue's government
    fails and Orange tries next, Red's vote does not carry it; Red tries third."""
    state = national(monkeypatch)
    state = act(state, "blue", "vote")
    state = vote(state, {"red": False, "orange": False, "green": False})
    assert state.formation.candidate == "orange"  # 8.23: the next most Constituencies
    state = act(state, "orange", "vote")
    state = vote(state, {"red": True, "green": False, "blue": False})
    assert state.formation is not None and state.formation.candidate == "red"


def test_gifts_bind_only_if_the_government_is_formed(monkeypatch):
    """8.22 and elections.py's decision: Civil Servants given for votes are handed over only if
    the government is formed; when Blue fails, every Civil Servant passes with the Prime
    Minister to Orange (8.23), whose government gets them all."""
    state = national(monkeypatch)
    state = act(state, "blue", "give", "finance:green")
    state = act(state, "blue", "vote")
    state = vote(state, {"red": False, "orange": False, "green": False})
    assert state.formation.given == {}
    state = act(state, "orange", "vote")
    state = vote(state, {"red": False, "green": False, "blue": True})  # 10 + 13
    for piece in GOVERNMENT:
        assert state.actives[piece].color == "orange"


def test_nobody_forms_a_government_everyone_loses(monkeypatch):
    """8.23 and 8.24: each player in turn, by Constituencies (Blue 13, Orange 10, Red 9, Green
    7), fails to form a government: the game ends and everyone loses."""
    state = national(monkeypatch)
    order = []
    for _ in range(4):
        candidate = state.formation.candidate
        order.append(candidate)
        state = act(state, candidate, "vote")
        others = [c for c in ("red", "orange", "green", "blue") if c != candidate]
        state = vote(state, dict.fromkeys(others, False))
    assert order == ["blue", "orange", "red", "green"]
    assert state.outcome is not None and state.outcome.winners == []
    assert "8.24" in state.outcome.reason


def test_quiet_revolution_needs_six(monkeypatch):
    """8.21 in the Quiet Revolution: its threshold is 6, a majority of its 10 Constituencies
    (scenarios.toml: "8.21's 20 is a majority of the Referendum's 39 Constituencies; the Quiet
    Revolution has only Quebec's 10, so a majority of them, 6"). Green (5) with Red (1) forms
    a government; Green alone could not."""
    spec = SCENARIOS[QR]
    assert spec.government_votes == 6
    assert "majority" in spec.sources["government_votes"]
    recolored = {"qbc-2": ("red-g4", "green"), "qbc-3": ("red-g6", "orange")}
    state = national(monkeypatch, recolored, scenario=QR)  # Red 1, Orange 4, Green 5
    assert state.formation.candidate == "green"
    state = act(state, "green", "vote")
    state = vote(state, {"red": True, "orange": False})
    assert state.formation is None and state.outcome is None
    assert state.actives["prime-minister"].color == "green"
    alone = national(monkeypatch, recolored, scenario=QR)
    alone = act(alone, "green", "vote")
    alone = vote(alone, {"red": False, "orange": False})
    assert alone.formation is not None and alone.formation.candidate == "orange"


def test_the_government_returns_to_its_controllers_home_areas(monkeypatch):
    """elections.py's decision (the rules take the government off the display and never say
    where it returns): once formed, each of the Prime Minister and the Civil Servants is placed
    by its controller in a square of his own Home Area with room."""
    state = national(monkeypatch)
    state = act(state, "blue", "give", "finance:green")
    state = act(state, "blue", "vote")
    state = vote(state, {"red": False, "orange": False, "green": True})
    placed = set()
    while state.queue and state.queue[0].kind == "return":
        step = state.queue[0]
        piece, color = step.pieces[0], step.color
        assert color == state.actives[piece].color
        options = [c.arg for c in legal(state, color, "to")]
        assert options and all(DISPLAY.place(s).area == color for s in options)
        state = act(state, color, "to", options[0])
        placed.add(piece)
    assert placed == set(GOVERNMENT)
    assert state.actives["finance"].where.startswith("green-")
    assert state.actives["prime-minister"].where.startswith("blue-")
    assert state.phase == "election" and legal(state, "red", "end") != []
