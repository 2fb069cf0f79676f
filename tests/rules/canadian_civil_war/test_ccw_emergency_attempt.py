"""Attempting a National Emergency (10.1, 4.4) and how the attempt ends (10.11-10.15, 11.22,
11.31), on forced dice. Decisions where the rulebook is silent are
rules/canadian_civil_war/emergency.py's docstring; a test resting on one says so.

The National Emergency Table (emergency.toml; rows 4-6 partly reconstructed) read here: the
columns 1:3, 1:2, 1:1, 2:2, 2:1, 3:1 succeed ("N") on a die of at most 1, 2, 3, 4, 5, 5.
"""

from __future__ import annotations

import re

import pytest
from ccw_attempt import attempt, beneath, position, stances
from ccw_build import QR, REF, act, build, force_dice, fresh

from rules.canadian_civil_war import ORACLE, TITLE
from rules.canadian_civil_war.components import SCENARIOS
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.elections import GOVERNMENT
from rules.canadian_civil_war.ops import constituencies, tally
from rules.canadian_civil_war.state import OFF, CCWState
from rules.core import Choice, RuleError

EMERGENCY = Choice(verb="emergency")


def read_line(state: CCWState) -> str:
    """The log's reading of the National Emergency Table (10.81)."""
    found = [e for e in state.log if e.startswith("🎲 ") and "National Emergency Table" in e]
    assert len(found) == 1, state.log[-12:]
    return found[0]


def reads(entry: str, column: str, die: int) -> bool:
    """Whether a narrated table roll reads ``die`` on ``column``."""
    return re.search(rf"column {re.escape(column)}\W+die {die}\b", entry) is not None


def offered(state: CCWState, role: str) -> bool:
    return any(c.verb == "emergency" for c in TITLE.interrupts(state, role))


def line(state: CCWState, begins: str) -> str:
    """The one line of the log that begins with ``begins``."""
    found = [entry for entry in state.log if entry.startswith(begins)]
    assert len(found) == 1, (begins, state.log[-12:])
    return found[0]


# Red 4 Issues, Orange 1, Green 2, Blue 3: Orange alone may attempt (10.1). Orange holds Prince
# Edward Island 1, Green Nova Scotia 1, Blue Quebec 4-10, Red every other Constituency: a Rebel
# Orange or Green rolls once on the Loyalty Table (10.21), a Rebel Blue never for Quebec but
# the Government rolls for the four Francophone Federal units (10.24, 10.25).
COUNTS = {"red": 4, "orange": 1, "green": 2, "blue": 3}
HELD = {
    "orange": ["pei-1"],
    "green": ["nvs-1"],
    "blue": [f"qbc-{n}" for n in range(4, 11)],
}


def standard() -> CCWState:
    return position(HELD, COUNTS, rest="red")


# --- 10.1: who may attempt it, and when ------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "may"),
    [
        ({"red": 4, "orange": 2, "green": 2, "blue": 5}, {"orange", "green"}),  # tied: each
        ({"red": 3, "orange": 5, "green": 4, "blue": 4}, {"red"}),  # 3 is "no more than 3"
        ({"red": 4, "orange": 4, "green": 5, "blue": 5}, set()),  # the fewest is 4
        ({"red": 0, "orange": 0, "green": 0, "blue": 0}, {"red", "orange", "green", "blue"}),
    ],
)
def test_the_player_with_the_fewest_issues_and_no_more_than_three_may_attempt(counts, may):
    """10.1: "the Player with the fewest Issues under his control, and controlling no more than
    3 Issues, may attempt to create a National Emergency"; players tied for the fewest may each
    attempt it (emergency.py's decision). The attempt is offered (Title.interrupts), never
    asked: no player's `choices` hold it."""
    state = position(issues=counts)
    for color in SCENARIOS[REF].roles:
        assert offered(state, color) is (color in may), color
        assert all(c.verb != "emergency" for c in TITLE.choices(state, color))


def test_each_player_tied_for_the_fewest_may_make_the_attempt():
    """10.1 with a tie (emergency.py's decision: "Several players tied for the fewest may each
    attempt it"): Orange and Green, 2 Issues each, may each make it, Red (4) may not."""
    state = position(issues={"red": 4, "orange": 2, "green": 2, "blue": 5})
    for color in ("orange", "green"):
        after = TITLE.apply(state, color, EMERGENCY)
        assert after.emergency is not None and after.emergency.attempter == color
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", EMERGENCY)


@pytest.mark.parametrize("scenario", [QR, REF])
def test_nobody_may_attempt_it_during_set_up(scenario):
    """10.1 counts the Issues each player controls; during set-up (3.0) they are not all on the
    display yet, so no attempt (emergency.py's decision: "from the end of set-up")."""
    state = fresh(scenario)
    assert state.phase == "setup"
    for color in SCENARIOS[scenario].roles:
        assert not offered(state, color)
        with pytest.raises(RuleError):
            TITLE.apply(state, color, EMERGENCY)
    assert "(10.1)" in str(TITLE.out_of_turn(state, "red", "national emergency"))


def test_no_attempt_once_one_has_been_made(monkeypatch):
    """10.1 and 4.4: the call "terminates normal play immediately"; after it there is no other
    attempt (emergency.py's decision): not by the other player tied for the fewest Issues while
    the stances are chosen, nor by anyone once the Emergency is created."""
    state = position(issues={"red": 4, "orange": 2, "green": 2, "blue": 5})
    state = act(state, "orange", "emergency")
    for color in SCENARIOS[REF].roles:
        assert not offered(state, color)
    with pytest.raises(RuleError):
        TITLE.apply(state, "green", EMERGENCY)
    # Created: Orange's 10 Constituencies roll in 8 Provinces, all Disloyal.
    with force_dice(monkeypatch, 1, *[6] * 8):
        state = stances(state, {"green": "neutral", "blue": "neutral", "red": "oppose"})
    assert state.emergency is not None and state.emergency.stage == "callup"
    for color in SCENARIOS[REF].roles:
        assert not offered(state, color)
        with pytest.raises(RuleError):
            TITLE.apply(state, color, EMERGENCY)


def test_no_attempt_after_a_failed_attempt_ended_the_game(monkeypatch):
    """10.12: a failed attempt ends the game; 11.0: "Once a winner or loser has been determined
    the game is over": nobody may attempt another, though Orange and Green still hold the
    fewest Issues."""
    state = position(issues={"red": 4, "orange": 2, "green": 2, "blue": 5})
    with force_dice(monkeypatch, 2):
        state = attempt(state, "orange", {"green": "oppose", "blue": "oppose", "red": "oppose"})
    assert state.outcome is not None
    for color in SCENARIOS[REF].roles:
        assert not offered(state, color)
        assert TITLE.view(state, color).choices == []
        with pytest.raises(RuleError):
            TITLE.apply(state, color, EMERGENCY)


def test_no_attempt_after_the_political_game_is_won():
    """11.1 and 11.0: Red wins the Quiet Revolution by carrying its sixth Issue out of the
    Crisis Zone; Orange and Green, holding no Issue, may no longer attempt a National Emergency
    (10.1 is "during the game")."""
    red_five = {
        "tariff-1": ("red-a3", None),
        "tariff-2": ("red-l2", None),
        "territory-1": ("red-l6", None),
        "media-1": ("red-g2", None),
        "transport-1": ("red-g8", None),
    }
    state = build(
        {"qbc-1": ("crisis-zone:1", "red")},
        {**red_five, "territory-2": ("crisis-zone:1", "qbc-1")},
        scenario=QR,
        phase="movement",
    )
    assert offered(state, "orange") and offered(state, "green")
    state = act(state, "red", "pick", "qbc-1")
    state = act(state, "red", "to", "red-a1")
    assert state.outcome is not None and state.outcome.winners == ["red"]
    for color in ("orange", "green"):
        assert not offered(state, color)
        with pytest.raises(RuleError):
            TITLE.apply(state, color, EMERGENCY)


# --- 10.1, 4.4: the attempt interrupts anything ------------------------------------------------


def test_the_attempt_is_made_out_of_turn_and_every_other_player_then_chooses_at_once():
    """10.1 "at any time": Orange attempts in Red's Political Opportunity Phase. It is offered
    to Orange, who is not active, in its view (Title.interrupts), never asked (its `choices`
    stay empty: nobody is pinged for it). Once made, normal play stops and the other players,
    and only they, are asked at once to join, oppose or stay neutral."""
    state = standard()
    assert state.player == "red" and TITLE.active(state) == ["red"]
    assert TITLE.choices(state, "orange") == []
    assert "emergency" in [c.verb for c in TITLE.view(state, "orange").choices]
    state = act(state, "orange", "emergency")
    assert state.phase == "emergency"
    assert TITLE.active(state) == ["green", "blue", "red"]
    assert TITLE.choices(state, "orange") == []
    for color in ("green", "blue", "red"):
        assert {c.verb for c in TITLE.choices(state, color)} == {"join", "oppose", "neutral"}
    assert line(state, "🚨 Orange attempts to create a National Emergency (10.1)")


def test_the_attempt_interrupts_a_contest_being_prepared(monkeypatch):
    """4.4: the call "terminates normal play immediately — right in the middle of whatever is
    happening": Red is preparing a Contest against the Crisis Zone stack when Orange (no Issue,
    as everyone) attempts a National Emergency; the Contest is never rolled and Red is asked
    only for its stance."""
    state = build(
        {
            "ont-1": ("red-a4", "red"),
            "wood": ("red-a4", "red"),
            "ont-5": ("crisis-zone:1", "orange"),
        },
        {"tax-1": ("crisis-zone:1", "ont-5")},
        phase="contest",
    )
    state = act(state, "red", "contest", "crisis-zone:1")
    state = act(state, "red", "add", "red-a4")
    assert "roll" in [c.verb for c in TITLE.choices(state, "red")]
    with force_dice(monkeypatch):  # no die: the Contest is gone
        state = act(state, "orange", "emergency")
    assert state.contest is None and state.phase == "emergency"
    assert {c.verb for c in TITLE.choices(state, "red")} == {"join", "oppose", "neutral"}
    assert state.issues["tax-1"].under == "ont-5"


def test_the_attempt_interrupts_a_vote():
    """4.4: "right in the middle of whatever is happening": Red calls an Issue into the Crisis
    Zone without a card (5.4); Orange has voted, Green and Blue have not, when Orange (no longer
    asked anything) attempts a National Emergency. The vote is dropped unresolved: nothing is
    called, and every other player, Red too, is asked for a stance."""
    state = build({}, phase="opportunity")
    state = act(state, "red", "call")
    target = TITLE.choices(state, "red")[0].arg
    state = act(state, "red", "to", target)
    assert state.vote is not None
    state = act(state, "orange", "aye")
    assert TITLE.active(state) == ["green", "blue"] and TITLE.choices(state, "orange") == []
    state = act(state, "orange", "emergency")
    assert state.vote is None and state.queue == []
    assert TITLE.active(state) == ["green", "blue", "red"]
    assert {c.verb for c in TITLE.choices(state, "green")} == {"join", "oppose", "neutral"}
    assert all(i.where != CRISIS_ZONE for i in state.issues.values()), "nothing is called"


def test_the_attempt_interrupts_forming_a_government(monkeypatch):
    """4.4 and 8.2: Red plays National Elections; the Prime Minister and the Civil Servants leave
    the display and Blue (13 Constituencies) tries to form a government. Orange attempts a
    National Emergency in the middle of it; Blue joins, Red opposes, Green stays neutral (2:1,
    die 1: created). The Prime Minister is still Red's: Red's Side governs (10.15; the outgoing
    government holds office, emergency.py's decision), and the pieces away for the election
    stay off the display, out of play, through the deployment (emergency.py's decision)."""
    state = build(
        {
            "ont-1": ("red-g4", "blue"),
            "ont-2": ("red-g4", "blue"),
            "ont-3": ("red-g6", "blue"),
        },
        phase="election",
        hands={"red": ["poc-21"]},
    )
    state = act(state, "red", "play", "poc-21")
    assert state.formation is not None and state.formation.candidate == "blue"
    assert state.actives["prime-minister"].where == OFF
    assert state.actives["prime-minister"].color == "red"
    assert TITLE.active(state) == ["blue"] and TITLE.choices(state, "orange") == []
    state = act(state, "orange", "emergency")
    assert state.queue == [] and TITLE.active(state) == ["green", "blue", "red"]
    assert {c.verb for c in TITLE.choices(state, "blue")} == {"join", "oppose", "neutral"}
    # The Rebels roll: Orange in 8 Provinces, Blue in 2 (Ontario, Alberta: never Quebec, 10.24),
    # then the 4 Francophone Federal units (10.25); every roll a 6, Disloyal.
    with force_dice(monkeypatch, 1, *[6] * 14):
        state = stances(state, {"green": "neutral", "blue": "join", "red": "oppose"})
    e = state.emergency
    assert e is not None and e.sides == {"orange": "rebel", "blue": "rebel", "red": "government"}
    for piece in GOVERNMENT:
        assert state.actives[piece].where == OFF
        assert e.removed[piece] == "off"
    assert not ORACLE.invariant_problems(state)
    state = act(state, "red", "roll")  # no call-up; then each Side deploys, Rebels first
    state = act(state, "orange", "arrange")
    state = act(state, "red", "arrange")
    assert state.emergency is not None and state.emergency.turn == 1
    assert all(state.actives[piece].where == OFF for piece in GOVERNMENT)
    assert not ORACLE.invariant_problems(state)


# --- 10.1: sealed stances -------------------------------------------------------------------


def test_stances_are_sealed_until_everyone_has_chosen(monkeypatch):
    """10.1 and 10.14 (emergency.py: "sealed stances revealed together, as the ballots of a
    National Debate are"): while others have yet to choose, nobody else (nor a spectator) is
    shown a stance, in the board, the log or any view; a player's own private view may show
    his. Once all have chosen, the log reveals them together."""
    state = act(standard(), "orange", "emergency")
    chosen = {"green": "oppose", "blue": "join"}
    words = {"oppose": "opposes", "join": "joins", "neutral": "stays neutral"}
    names = {"green": "Green", "blue": "Blue"}
    for color, stance in chosen.items():
        state = act(state, color, stance)
        secret = f"{names[color]} {words[stance]}"
        assert secret in ORACLE.secrets(state, color)
        for viewer in (None, "red", "orange", "green", "blue"):
            if viewer == color:
                continue
            shown = TITLE.view(state, viewer).model_dump_json()
            for other, other_stance in chosen.items():
                if other != viewer:
                    assert f"{names[other]} {words[other_stance]}" not in shown, (viewer, other)
        assert stance in TITLE.view(state, color).private.text
    assert "Green, Blue has chosen; waiting for Red" in TITLE.board(state).text
    assert TITLE.active(state) == ["red"]
    with force_dice(monkeypatch, 6):  # 2:2, a 6 fails
        state = act(state, "red", "oppose")
    assert line(state, "Stances: ") == "Stances: Green opposes, Blue joins, Red opposes."


# --- 10.81: the ratio column, read with the attempter's die -----------------------------------

# Orange attempts; the stances of Green, Blue and Red (Red, holding the Prime Minister, always
# opposes: Orange's Side would be the Rebels); the column; a die that creates the Emergency with
# the Loyalty rolls that follow (Orange's PEI, Green's Nova Scotia, the Francophone Federal units
# with Blue a Rebel), and a die that fails.
COLUMNS = [
    ({"green": "oppose", "blue": "oppose", "red": "oppose"}, "1:3", (1, 6), 2),
    ({"green": "oppose", "blue": "neutral", "red": "oppose"}, "1:2", (2, 6), 3),
    ({"green": "neutral", "blue": "neutral", "red": "oppose"}, "1:1", (3, 6), 4),
    ({"green": "join", "blue": "oppose", "red": "oppose"}, "2:2", (4, 6, 6), 5),
    ({"green": "join", "blue": "neutral", "red": "oppose"}, "2:1", (5, 6, 6), 6),
    ({"green": "join", "blue": "join", "red": "oppose"}, "3:1", (5, 6, 6, 6, 6, 6, 6), 6),
]


@pytest.mark.parametrize(("chosen", "column", "created", "fails"), COLUMNS)
def test_the_ratio_column_is_read_with_the_attempters_die(
    monkeypatch, chosen, column, created, fails
):
    """10.1 and 10.81: "The ratio of Pro-National Emergency Players to Anti-National Emergency
    Players is then referred to on the National Emergency Table, and crossreferenced with a
    die-roll by the Player trying to create the National Emergency": for are the attempter and
    those joining, against those opposing; a neutral counts on neither side (10.14). The
    highest die that creates it on each column does; one more fails."""
    pro = 1 + sum(1 for s in chosen.values() if s == "join")
    con = sum(1 for s in chosen.values() if s == "oppose")
    assert column == f"{pro}:{con}"
    start = standard()
    with force_dice(monkeypatch, *created):
        state = attempt(start, "orange", chosen)
    read = read_line(state)
    assert read.startswith(f"🎲 {pro} for, {con} against: Orange rolls on the National Emergency")
    assert reads(read, column, created[0])
    assert state.outcome is None and state.emergency is not None
    assert state.emergency.sides["orange"] == "rebel"
    start = standard()
    with force_dice(monkeypatch, fails):
        state = attempt(start, "orange", chosen)
    assert reads(read_line(state), column, fails)
    assert state.outcome is not None and state.outcome.winners == []


@pytest.mark.parametrize(
    ("green", "column", "created", "fails"),
    [("oppose", "1:2", 2, 3), ("join", "2:1", 5, 6)],
)
def test_the_ratio_column_with_three_players(monkeypatch, green, column, created, fails):
    """10.81 in the Quiet Revolution (three players): Orange attempts, Red opposes, Green joins
    or opposes: 2:1 or 1:2. Orange holds Quebec 4, Green Quebec 5, Red the rest: each Rebel
    rolls once, for Quebec (10.26: no Separatist)."""
    held = {"orange": ["qbc-4"], "green": ["qbc-5"]}
    counts = {"red": 3, "orange": 1, "green": 2}
    rolls = (created, 6, 6) if green == "join" else (created, 6)  # each Rebel's Quebec
    start = position(held, counts, rest="red", scenario=QR)
    with force_dice(monkeypatch, *rolls):
        state = attempt(
            start,
            "orange",
            {"green": green, "red": "oppose"},
        )
    assert reads(read_line(state), column, created)
    assert state.outcome is None
    start = position(held, counts, rest="red", scenario=QR)
    with force_dice(monkeypatch, fails):
        state = attempt(
            start,
            "orange",
            {"green": green, "red": "oppose"},
        )
    assert reads(read_line(state), column, fails)
    assert state.outcome is not None and state.outcome.winners == []


# --- how the attempt ends (10.11-10.13, 11.22, 11.31) -----------------------------------------


@pytest.mark.parametrize(
    "chosen",
    [
        {"green": "join", "blue": "neutral", "red": "neutral"},
        {"green": "neutral", "blue": "neutral", "red": "neutral"},
    ],
)
def test_nobody_opposing_wins_the_game_without_a_roll(monkeypatch, chosen):
    """10.11: "If no one opposes the attempt to create the National Emergency, the Player
    attempting to create it wins the game": with some neutral and nobody against, Orange wins
    and no die is rolled."""
    start = standard()
    with force_dice(monkeypatch):
        state = attempt(start, "orange", chosen)
    assert state.outcome is not None and state.outcome.winners == ["orange"]
    assert "10.11" in state.outcome.reason
    assert state.phase == "over" and TITLE.active(state) == []
    assert state.emergency is not None and state.emergency.sides == {}


@pytest.mark.parametrize("scenario", [QR, REF])
def test_everyone_joining_wins_the_game(monkeypatch, scenario):
    """11.31: "If a Player gets everyone to join him in creating a National Emergency then he
    has won the game": no roll, Orange alone wins."""
    others = [c for c in SCENARIOS[scenario].roles if c != "orange"]
    state = position(issues={"orange": 1} | dict.fromkeys(others, 2), scenario=scenario)
    with force_dice(monkeypatch):
        state = attempt(state, "orange", dict.fromkeys(others, "join"))
    assert state.outcome is not None and state.outcome.winners == ["orange"]
    assert "11.31" in state.outcome.reason
    assert TITLE.active(state) == []


def test_a_failed_attempt_ends_the_game_with_no_winner(monkeypatch):
    """10.12 and 11.22: "If the attempt to create a National Emergency fails, the game ends, and
    the Player attempting to create the National Emergency loses the game. No one wins": 1:1,
    a 4 fails. The outcome names Orange as the one who failed; nobody may act any more."""
    start = standard()
    with force_dice(monkeypatch, 4):
        state = attempt(start, "orange", {"green": "neutral", "blue": "neutral", "red": "oppose"})
    assert state.outcome is not None and state.outcome.winners == []
    assert state.outcome.losers == ["orange"]  # the one who lost, while no one won
    assert "Orange" in state.outcome.reason
    assert "10.12" in state.outcome.reason and "11.22" in state.outcome.reason
    assert state.phase == "over" and TITLE.active(state) == []
    for color in SCENARIOS[REF].roles:
        assert TITLE.view(state, color).choices == []
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="end"))


def test_a_successful_attempt_creates_the_emergency(monkeypatch):
    """10.13: "If the Player successfully creates a National Emergency, play proceeds according
    to the National Emergency Cycle": 2:2, a 4 creates it; the Sides are set (10.15) and
    Loyalty Determination follows (10.2): Orange and Green roll, then the Government may call up
    its Militia (10.23)."""
    start = standard()
    with force_dice(monkeypatch, 4, 6, 6):
        state = attempt(start, "orange", {"green": "join", "blue": "oppose", "red": "oppose"})
    assert state.outcome is None
    e = state.emergency
    assert e is not None
    assert e.sides == {
        "orange": "rebel",
        "green": "rebel",
        "blue": "government",
        "red": "government",
    }
    assert line(state, "The National Emergency is created (10.13).")
    assert e.stage == "callup" and TITLE.active(state) == ["red", "blue"]
    assert not ORACLE.invariant_problems(state)


# --- 10.14: neutral players ---------------------------------------------------------------------


def test_a_neutral_player_leaves_the_game(monkeypatch):
    """10.14: "If a National Emergency is created and a Player remains neutral, that Player
    takes no further part in the game": every piece of Blue's leaves the display (with the Issue
    beneath its Quebec 4), and Blue is never asked to act again, nor offered anything, through
    the call-up, the deployment and the first Game-Turn."""
    state = standard()
    issue = beneath(state, "qbc-4")
    assert tally(state)[0]["blue"] == 4
    blue = [p for p, a in state.actives.items() if a.color == "blue"]
    with force_dice(monkeypatch, 3, 6):  # 1:1, a 3 creates it; Orange's PEI Disloyal
        state = attempt(state, "orange", {"green": "neutral", "blue": "neutral", "red": "oppose"})
    e = state.emergency
    assert e is not None and "blue" not in e.sides and "green" not in e.sides
    for piece in blue:
        assert state.actives[piece].where == OFF and e.removed[piece] == "neutral"
    assert state.issues[issue].where == OFF
    assert line(state, "Green, Blue stayed neutral")

    def check(state: CCWState) -> None:
        for color in ("green", "blue"):
            assert color not in TITLE.active(state)
            assert TITLE.view(state, color).choices == []
            assert TITLE.interrupts(state, color) == []

    check(state)
    state = act(state, "red", "roll")  # no call-up
    check(state)
    while state.emergency is not None and state.emergency.stage == "deploy":
        state = act(state, TITLE.active(state)[0], "arrange")
        check(state)
    assert state.emergency.turn == 1
    for _ in range(4):  # both Sides' Movement and Combat Phases of Game-Turn 1
        state = act(state, TITLE.active(state)[0], "end")
        check(state)
    assert state.emergency.turn == 2
    assert not ORACLE.invariant_problems(state)


# --- 10.15: the Sides --------------------------------------------------------------------------


def test_the_attempters_side_governs_when_he_holds_the_prime_minister(monkeypatch):
    """10.15: "The Side which controls the Prime Minister is called the Government Side. The
    other side is the Rebel Side": Orange holds the Prime Minister and attempts; Red opposes and
    is the Rebel Side, rolling for its one Province (Newfoundland)."""
    state = position({"red": ["nfl-1"]}, COUNTS, rest="orange", pm="orange")
    with force_dice(monkeypatch, 3, 6):
        state = attempt(state, "orange", {"green": "neutral", "blue": "neutral", "red": "oppose"})
    e = state.emergency
    assert e is not None and e.sides == {"orange": "government", "red": "rebel"}
    assert "it holds the Prime Minister" in line(state, "The National Emergency is created")
    assert line(state, "🎲 Red rolls for Newfoundland")
    assert TITLE.active(state) == ["orange"]  # the Government's call-up (10.23)


def test_the_opposing_side_governs_when_an_opponent_holds_the_prime_minister(monkeypatch):
    """10.15: Red holds the Prime Minister and opposes with Blue: Red and Blue are the
    Government Side, Orange and Green (who joined) the Rebel Side."""
    start = standard()
    with force_dice(monkeypatch, 4, 6, 6):
        state = attempt(start, "orange", {"green": "join", "blue": "oppose", "red": "oppose"})
    e = state.emergency
    assert e is not None
    assert {c for c, s in e.sides.items() if s == "government"} == {"red", "blue"}
    assert {c for c, s in e.sides.items() if s == "rebel"} == {"orange", "green"}


def test_the_side_against_governs_when_the_prime_ministers_holder_stays_neutral(monkeypatch):
    """10.15 leaves open a neutral Prime Minister's holder (10.14: he takes no further part);
    emergency.py's decision: the Side against the Emergency governs. Red, holding the Prime
    Minister, stays neutral; Green opposes: Green is the Government, Orange and Blue (who
    joined) the Rebels; the Prime Minister leaves the display with Red's pieces."""
    start = standard()
    with force_dice(monkeypatch, 5, 6, 6, 6, 6, 6):  # 2:1, a 5; PEI; 4 Francophone units
        state = attempt(start, "orange", {"green": "oppose", "blue": "join", "red": "neutral"})
    e = state.emergency
    assert e is not None
    assert e.sides == {"orange": "rebel", "blue": "rebel", "green": "government"}
    created = line(state, "The National Emergency is created")
    assert "the Prime Minister is Red's, who stayed neutral" in created
    assert state.actives["prime-minister"].where == OFF
    assert e.removed["prime-minister"] == "neutral"
    assert TITLE.active(state) == ["green"]  # the Government's call-up (10.23)
    assert constituencies(state, "green") == ["nvs-1"]
