"""Loyalty Determination (10.2) and Initial Deployment (10.3) once a National Emergency is
created, on forced dice: the Rebels' Loyalty Numbers and Province rolls (10.21, 10.82-10.84),
the Federal units (10.22), the Government's call-up (10.23), Quebec and the Separatist
(10.24-10.26), deploying the units (10.3) and the first Game-Turn (10.4). Decisions where the
rulebook is silent are rules/canadian_civil_war/loyalty.py's and emergency.py's docstrings; a
test resting on one says so.

The Loyalty Table (emergency.toml; row 6 reconstructed, Disloyal) read here: column 1 is Loyal
on 1-5, column 2 on 1-4, column 3 on 1-3, column 4 on 1 only. The Militia Deployment Schedule
(10.84): Ont 2 (+1), Qbc 1 (+6), Alb 1 (+1), Sas 1 (+1), Bcb 1 (+2), PEI 1, NvS 4, Nbr 3, Mnt 2,
Nfl 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest
from ccw_attempt import attempt, beneath
from ccw_attempt import position as _position
from ccw_build import QR, act, force_dice

from rules.canadian_civil_war import ORACLE, TITLE, war
from rules.canadian_civil_war.components import DISPLAY, MILITARY, PIECES
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import controlled
from rules.canadian_civil_war.state import OFF, CCWState
from rules.core import Choice, RuleError

FRANCOPHONE_FEDERAL = ["fed-1-r22er", "fed-2-r22er", "fed-3-r22er", "fed-12-rbc"]


def position(*args, rest: str = "red", **kwargs) -> CCWState:
    """ccw_attempt.position with every Constituency not named Red's."""
    return _position(*args, rest=rest, **kwargs)


def created(state: CCWState, attempter: str, chosen: Mapping[str, str]) -> CCWState:
    state = attempt(state, attempter, chosen)
    assert state.outcome is None and state.emergency is not None and state.emergency.sides
    return state


def rolls_for(state: CCWState) -> list[str]:
    """The log's Loyalty Table rolls, in order."""
    return [entry for entry in state.log if entry.startswith("🎲 ") and "Loyalty Table" in entry]


def reads(roll: str, column: int, die: int, loyal: bool) -> bool:
    """Whether a narrated Loyalty Table roll reads ``die`` on ``column``, Loyal or Disloyal."""
    return f"column {column}: die {die} -> {'Loyal' if loyal else 'Disloyal'}" in roll


def line(state: CCWState, begins: str) -> str:
    found = [entry for entry in state.log if entry.startswith(begins)]
    assert len(found) == 1, (begins, state.log[-12:])
    return found[0]


def given(state: CCWState, side: str, province: str | None = None) -> list[str]:
    """The units ``side`` received (of ``province``'s Militia, or Federal units: "fed")."""
    e = war.emergency(state)
    return [
        u
        for u, placed in e.units.items()
        if placed.side == side
        and (
            province is None
            or (province == "fed" and MILITARY.units[u].side == "federal")
            or MILITARY.units[u].province == province
        )
    ]


def waiting(state: CCWState) -> dict[str, str]:
    """The units waiting to be placed "anywhere" (10.3), with the area each may go to."""
    return dict(war.emergency(state).to_deploy)


def at(state: CCWState, unit: str) -> str:
    return war.key_at(state, unit)


def side_squares(state: CCWState, side: str) -> set[str]:
    """The squares of the Home Areas of ``side``'s players."""
    return {s for c in war.players(state, side) for s in DISPLAY.squares(c)}


def holding(state: CCWState, side: str) -> set[str]:
    """The places (square ids, the Crisis Zone) holding a piece or unit of ``side``."""
    e = war.emergency(state)
    pieces = {a.where for a in state.actives.values() if e.sides.get(a.color) == side}
    units = {u.where for u in e.units.values() if u.side == side}
    return (pieces | units) - {OFF}


# Orange attempts with the fewest Issues; Green and Blue stay neutral, Red (the Prime
# Minister's) opposes: 1:1, a die of 1 creates the Emergency (10.81), Orange alone the Rebel
# Side, Red the Government (10.15).
ALONE = {"green": "neutral", "blue": "neutral", "red": "oppose"}


# --- 10.21: the Rebels' Loyalty Number and their Province rolls -----------------------------


@pytest.mark.parametrize(
    ("seats", "issues", "number", "loyal", "disloyal"),
    [
        (2, 1, 4, 1, 2),  # 0-2 Constituencies, 1 Issue
        (4, 2, 3, 3, 4),  # 3-5, 2 Issues
        (5, 3, 2, 4, 5),  # 3-5, 3+ Issues
        (6, 1, 3, 3, 4),  # 6-7, 1 Issue
        (7, 2, 2, 4, 5),  # 6-7, 2 Issues
        (8, 3, 1, 5, 6),  # 8-9, 3+ Issues
        (9, 2, 2, 4, 5),  # 8-9, 2 Issues
        (10, 1, 2, 4, 5),  # 10+, 1 Issue
        (12, 2, 1, 5, 6),  # 10+, 2 Issues
    ],
)
@pytest.mark.parametrize("is_loyal", [True, False])
def test_the_rebel_loyalty_number_comes_from_issues_and_constituencies(
    monkeypatch, seats, issues, number, loyal, disloyal, is_loyal
):
    """10.21 and 10.82: "Each Rebel Player counts all the Issues he controls and all the
    Constituencies he controls. He cross-references these two numbers on the Loyalty Number
    Table to obtain his Loyalty Number", and rolls on that column of the Loyalty Table (10.83).
    Orange holds Ontario 1 to ``seats``: the highest die Loyal on its column keeps Ontario's
    Militia, 2 for each Constituency (10.84), each pair with its Constituency (10.3); one more
    is Disloyal: none."""
    ontario = [f"ont-{n}" for n in range(1, seats + 1)]
    counts = {"red": 4, "orange": issues, "green": 4, "blue": 4}
    state = position({"orange": ontario}, counts)
    die = loyal if is_loyal else disloyal
    with force_dice(monkeypatch, 1, die):
        state = created(state, "orange", ALONE)
    assert line(state, "Orange controls ") == (
        f"Orange controls {issues} Issues and {seats} Constituencies: Loyalty Number {number} "
        "(10.21, 10.82)."
    )
    (roll,) = rolls_for(state)
    assert roll.startswith("🎲 Orange rolls for Ontario: Loyalty Table (10.83)")
    assert reads(roll, number, die, is_loyal)
    militia = given(state, "rebel", "ont")
    if not is_loyal:
        assert militia == []
        return
    assert len(militia) == 2 * seats
    # Each Constituency's two Militia stand with it (several may share a square).
    beside = Counter(at(state, u) for u in militia)
    seated = Counter(war.key_at(state, p) for p in ontario)
    assert beside == Counter({k: 2 * n for k, n in seated.items()})
    assert "ont" not in {MILITARY.units[u].province for u in waiting(state)}  # no bonus


def test_issues_are_counted_before_they_leave_the_display(monkeypatch):
    """10.21 and 10.3: the Rebel counts the Issues he controls when the Emergency is created;
    they leave the display only at deployment. Orange's 8 Constituencies carry 3 Issues:
    Loyalty Number 1 (without them it would be 2), and a die of 5 is Loyal. Once deployed,
    every Issue is off the display."""
    ontario = [f"ont-{n}" for n in range(1, 9)]
    state = position({"orange": ontario}, {"red": 4, "green": 4, "blue": 4})
    carried = [beneath(state, p) for p in ("ont-1", "ont-2", "ont-3")]
    assert len(controlled(state, "orange")) == 3
    with force_dice(monkeypatch, 1, 5):
        state = created(state, "orange", ALONE)
    assert "3 Issues and 8 Constituencies: Loyalty Number 1" in line(state, "Orange controls ")
    assert len(given(state, "rebel", "ont")) == 16
    state = act(state, "red", "roll")  # no call-up
    for issue in carried:
        assert state.issues[issue].where == OFF


def test_one_roll_for_each_province_of_the_rebels_constituencies(monkeypatch):
    """10.21: the Rebel "rolls the die for each Province in which he controls Constituencies":
    Orange (5 Constituencies, 1 Issue: Loyalty Number 3) rolls for Ontario, Alberta, Manitoba
    and Newfoundland, once each, whatever the number of its Constituencies there. Loyal
    Ontario (3) gives 2 Militia for each of Ontario 8 and 9, deployed with them, in the Crisis
    Zone's stack too (10.3); Disloyal Alberta (4) none; Loyal Manitoba (1) 2 with Manitoba 2;
    Disloyal Newfoundland (6) none. Each roll is narrated."""
    held = {"orange": ["ont-8", "ont-9", "alb-1", "mnt-2", "nfl-1"]}
    state = position(held, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    state.actives["ont-9"].where, state.actives["ont-9"].stack = CRISIS_ZONE, 1
    with force_dice(monkeypatch, 1, 3, 4, 1, 6):
        state = created(state, "orange", ALONE)
    assert "Loyalty Number 3" in line(state, "Orange controls ")
    rolls = rolls_for(state)
    provinces = ["Ontario", "Alberta", "Manitoba", "Newfoundland"]
    assert [r.split(":")[0] for r in rolls] == [f"🎲 Orange rolls for {p}" for p in provinces]
    for roll, die, loyal in zip(rolls, (3, 4, 1, 6), (True, False, True, False), strict=True):
        assert reads(roll, 3, die, loyal)
    assert "4 Militia" in rolls[0] and rolls[0].endswith("the Rebels with its Constituencies.")
    assert rolls[1].endswith("no Militia from it (10.21).")
    ontario = given(state, "rebel", "ont")
    assert sorted(at(state, u) for u in ontario) == sorted(
        [war.key_at(state, "ont-8")] * 2 + [f"{CRISIS_ZONE}:1"] * 2
    )
    manitoba = given(state, "rebel", "mnt")
    assert [at(state, u) for u in manitoba] == [war.key_at(state, "mnt-2")] * 2
    assert given(state, "rebel", "alb") == given(state, "rebel", "nfl") == []
    assert given(state, "rebel") == ontario + manitoba  # no bonus anywhere
    assert not ORACLE.invariant_problems(state)


def test_each_rebel_rolls_on_his_own_loyalty_number(monkeypatch):
    """10.21: "Each Rebel Player" has his own Loyalty Number: Green attempts, Orange joins, Red
    opposes (2:1, a 1 creates it). Orange (8 Constituencies in Ontario, 3 Issues) rolls on
    column 1, Green (Nova Scotia 1, 1 Issue) on column 4: the same die of 3 keeps Ontario
    Loyal and loses Nova Scotia."""
    held = {"orange": [f"ont-{n}" for n in range(1, 9)], "green": ["nvs-1"]}
    state = position(held, {"red": 4, "orange": 3, "green": 1, "blue": 4})
    with force_dice(monkeypatch, 1, 3, 3):
        state = created(state, "green", {"blue": "neutral", "red": "oppose", "orange": "join"})
    assert "Loyalty Number 1" in line(state, "Orange controls ")
    assert "Loyalty Number 4" in line(state, "Green controls ")
    ontario, nova_scotia = rolls_for(state)
    assert ontario.startswith("🎲 Orange rolls for Ontario") and reads(ontario, 1, 3, True)
    assert nova_scotia.startswith("🎲 Green rolls for Nova Scotia")
    assert reads(nova_scotia, 4, 3, False)
    assert len(given(state, "rebel", "ont")) == 16 and given(state, "rebel", "nvs") == []


# --- 10.84: the bonus for a whole Province ---------------------------------------------------


@pytest.mark.parametrize(
    ("held", "joins", "dice", "alberta", "bonus"),
    [
        # Orange holds all three (3 Constituencies, 1 Issue: column 3), Loyal on 3.
        ({"orange": ["alb-1", "alb-2", "alb-3"]}, False, (1, 3), 3, True),
        # The same, Disloyal on 4: nothing.
        ({"orange": ["alb-1", "alb-2", "alb-3"]}, False, (1, 4), 0, False),
        # Orange 2 (column 4) and Green 1 (2 Issues: column 3), both Loyal: the Side has all.
        ({"orange": ["alb-1", "alb-2"], "green": ["alb-3"]}, True, (1, 1, 3), 3, True),
        # Green Disloyal: the Side has only Orange's two.
        ({"orange": ["alb-1", "alb-2"], "green": ["alb-3"]}, True, (1, 1, 4), 2, False),
        # Orange holds two, Red (the Government) the third: no bonus though Loyal.
        ({"orange": ["alb-1", "alb-2"], "green": ["nvs-1"]}, False, (1, 1), 2, False),
    ],
)
def test_the_bonus_militia_come_only_with_a_whole_province(
    monkeypatch, held, joins, dice, alberta, bonus
):
    """10.84: "Bonus Militia Units are deployed only if a Player or Side controls all
    Constituencies in the Province" (loyalty.py's decision: the Side received the Militia of
    every Constituency of the Province): Alberta's bonus is 1, and it waits to be deployed
    anywhere in the Rebels' Home Areas (10.3)."""
    counts = {"red": 4, "orange": 1, "green": 2, "blue": 4}
    state = position(held, counts)
    chosen = {"green": "join" if joins else "neutral", "blue": "neutral", "red": "oppose"}
    with force_dice(monkeypatch, *dice):
        state = created(state, "orange", chosen)
    militia = given(state, "rebel", "alb")
    assert len(militia) == alberta + bonus
    with_constituency = [u for u in militia if u not in waiting(state)]
    assert len(with_constituency) == alberta
    extra = [u for u in militia if u in waiting(state)]
    assert len(extra) == bonus
    assert all(waiting(state)[u] == "home" for u in extra)
    said = [e for e in state.log if "(10.84)" in e]
    assert len(said) == bonus
    if bonus:
        assert said[0].startswith(
            "The Rebel Side raised the Militia of every Constituency of Alberta: 1 bonus Militia"
        )


# --- 10.22: the Federal units ----------------------------------------------------------------


def test_the_government_receives_every_federal_unit(monkeypatch):
    """10.22: "The Government side receives all Federal Military Units" (the Separatist is not
    a Rebel: no roll for the Francophone ones, 10.25). They wait to be deployed anywhere on the
    display (10.3)."""
    state = position({"orange": ["pei-1"]}, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    with force_dice(monkeypatch, 1, 6):
        state = created(state, "orange", ALONE)
    federal = [u.id for u in MILITARY.federal()]
    assert len(federal) == 12
    assert given(state, "government", "fed") == federal
    assert given(state, "rebel", "fed") == []
    assert all(waiting(state)[u] == "display" for u in federal)
    assert not any("Francophone (10.25)" in e for e in state.log)


# --- 10.23: the Government's call-up ------------------------------------------------------------


def test_the_government_calls_up_only_the_constituencies_it_marks(monkeypatch):
    """10.23: "If the Government Side wishes to call up any Militia Units from the
    Constituencies it controls, it rolls on the Loyalty Table using the column headed with the
    '3' Loyalty Number. If the Constituency is Loyal to the Government Side, the Government
    receives the Militia Units from it ... If it is Disloyal ... the Rebel Player automatically
    receives the Militia Units." Red and Blue govern; either may mark. Red marks Ontario 1 and 2,
    unmarks Ontario 1; Blue marks Ontario 13: only Ontario 2 (3: Loyal, its 2 Militia with it)
    and Ontario 13 (4: Disloyal, its 2 Militia to the Rebels, to deploy in their Home Areas)
    are rolled for; Ontario 1 gives nothing."""
    held = {"orange": ["pei-1"], "blue": ["ont-13", "ont-14"]}
    state = position(held, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    with force_dice(monkeypatch, 1, 6):
        state = created(state, "orange", {"green": "neutral", "blue": "oppose", "red": "oppose"})
    e = war.emergency(state)
    assert e.stage == "callup" and TITLE.active(state) == ["red", "blue"]
    marks = {c.arg for c in TITLE.choices(state, "blue") if c.verb == "mark"}
    assert "ont-13" in marks and "ont-1" in marks and "pei-1" not in marks
    assert marks == {
        p
        for p, a in state.actives.items()
        if PIECES[p].kind == "constituency" and a.color in ("red", "blue") and a.where != OFF
    }
    state = act(state, "red", "mark", "ont-1")
    state = act(state, "red", "mark", "ont-2")
    state = act(state, "red", "unmark", "ont-1")
    state = act(state, "blue", "mark", "ont-13")
    with force_dice(monkeypatch, 3, 4):
        state = act(state, "red", "roll")
    first, second = [r for r in rolls_for(state) if "calls up" in r]
    assert first.startswith("🎲 The Government calls up Ontario 2: Loyalty Table (10.83)")
    assert reads(first, 3, 3, True) and first.endswith("the Government with it.")
    assert second.startswith("🎲 The Government calls up Ontario 13")
    assert reads(second, 3, 4, False) and second.endswith("to the Rebels (10.23).")
    loyal = given(state, "government", "ont")
    assert [at(state, u) for u in loyal] == [war.key_at(state, "ont-2")] * 2
    turned = given(state, "rebel", "ont")
    assert len(turned) == 2 and all(waiting(state)[u] == "home" for u in turned)
    # The Rebels deploy first (10.3): Ontario 13's Militia, only in Orange's Home Area.
    assert TITLE.active(state) == ["orange"]
    places = {c.arg for c in TITLE.choices(state, "orange") if c.verb == "place"}
    assert places == set(DISPLAY.squares("orange")) - holding(state, "government")


def test_the_government_may_call_up_nobody(monkeypatch):
    """10.23: the call-up is at the Government's wish: rolling with nothing marked rolls no die
    and gives no Militia; deployment follows (10.3)."""
    state = position({"orange": ["pei-1"]}, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    with force_dice(monkeypatch, 1, 6):
        state = created(state, "orange", ALONE)
    with force_dice(monkeypatch):
        state = act(state, "red", "roll")
    assert line(state, "The Government calls up no Militia (10.23).")
    assert given(state, "government") == given(state, "government", "fed")
    assert war.emergency(state).stage == "deploy"


@pytest.mark.parametrize(("dice", "bonus"), [((2, 1), True), ((2, 5), False)])
def test_the_government_gets_a_provinces_bonus_by_calling_up_all_of_it(monkeypatch, dice, bonus):
    """10.84 for the Government (10.23: its call-up follows the Militia Deployment Schedule):
    Red holds both Saskatchewan Constituencies and calls both up; both Loyal, the Government
    has the Militia of all of them and the bonus (1), deployed in its Home Areas (10.3); one
    Disloyal, no bonus, and that one's Militia go to the Rebels."""
    state = position({"orange": ["pei-1"]}, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    with force_dice(monkeypatch, 1, 6):
        state = created(state, "orange", ALONE)
    state = act(state, "red", "mark", "sas-1")
    state = act(state, "red", "mark", "sas-2")
    with force_dice(monkeypatch, *dice):
        state = act(state, "red", "roll")
    ours = given(state, "government", "sas")
    assert len(ours) == (3 if bonus else 1)
    extra = [u for u in ours if u in waiting(state)]
    assert len(extra) == (1 if bonus else 0)
    assert len(given(state, "rebel", "sas")) == (0 if bonus else 1)
    if bonus:
        assert waiting(state)[extra[0]] == "home"
        while war.emergency(state).to_deploy[0][0] != extra[0]:
            state = act(state, "red", "place", TITLE.choices(state, "red")[0].arg)
        places = {c.arg for c in TITLE.choices(state, "red") if c.verb == "place"}
        assert places == set(DISPLAY.squares("red")) - holding(state, "rebel")


# --- 10.24-10.26: Quebec and the Separatist -------------------------------------------------------

# Blue attempts (1 Issue) holding Quebec 4-10 and Alberta 3; Orange (Quebec 1 and PEI, 2 Issues)
# joins, Red (the Prime Minister's, Quebec 2 and 3 and every other Constituency) opposes, Green
# (British Columbia 2) stays neutral: 2:1, a 1 creates it.
SEPARATIST = {
    "blue": [f"qbc-{n}" for n in range(4, 11)] + ["alb-3"],
    "orange": ["qbc-1", "pei-1"],
    "green": ["bcb-2"],
}
SEPARATIST_ISSUES = {"red": 4, "orange": 2, "green": 4, "blue": 1}
SEPARATIST_STANCES = {"red": "oppose", "orange": "join", "green": "neutral"}


def separatist_rebel(monkeypatch, federal=(1, 1, 1, 1)) -> CCWState:
    state = position(SEPARATIST, SEPARATIST_ISSUES)
    # Orange (2 Constituencies, 2 Issues: column 3) rolls 3 for PEI, Loyal; Blue (8, 1: column
    # 2) rolls 4 for Alberta, Loyal; then the Francophone Federal units (10.25).
    with force_dice(monkeypatch, 1, 3, 4, *federal):
        return created(state, "blue", SEPARATIST_STANCES)


def test_a_separatist_rebel_takes_quebecs_francophone_militia(monkeypatch):
    """10.24: "If the Separatist Player is on the Rebel Side, he automatically receives all
    Quebec Francophone Militia Units, and the Government Side receives all other Quebec Militia
    Units": no Rebel rolls for Quebec (neither Blue nor Orange, who also hold Quebec
    Constituencies), the 12 Francophone Militia go to the Rebels and the other 4 to the
    Government, all to deploy in their Side's Home Areas (loyalty.py's decision); the
    Government may call up none of its Quebec Constituencies."""
    state = separatist_rebel(monkeypatch)
    rolled = [r.split(":")[0] for r in rolls_for(state) if "rolls for" in r and "(10.25)" not in r]
    assert rolled == ["🎲 Orange rolls for Prince Edward Island", "🎲 Blue rolls for Alberta"]
    quebec = [u.id for u in MILITARY.militia("qbc")]
    francophone = [u for u in quebec if MILITARY.units[u].francophone]
    assert len(francophone) == 12
    assert given(state, "rebel", "qbc") == francophone
    assert given(state, "government", "qbc") == [u for u in quebec if u not in francophone]
    assert all(waiting(state)[u] == "home" for u in quebec)
    assert line(state, "The Separatist is a Rebel")
    marks = {c.arg for c in TITLE.choices(state, "red") if c.verb == "mark"}
    assert "ont-1" in marks and not {"qbc-2", "qbc-3"} & marks
    assert not ORACLE.invariant_problems(state)


def test_a_separatist_rebel_makes_the_government_roll_for_francophone_federal_units(monkeypatch):
    """10.25: "If the Separatist Player is on the Rebel Side, the Government Side must roll with
    a '3' Loyalty Number on the Loyalty Table for each Francophone Federal Military Unit. If the
    Francophone Unit is Disloyal, it goes to the Rebel Side": 3 Loyal, 4 Disloyal, 1 Loyal, 6
    Disloyal; the other 8 Federal units stay with the Government (10.22)."""
    state = separatist_rebel(monkeypatch, federal=(3, 4, 1, 6))
    rolls = [r for r in rolls_for(state) if "Francophone (10.25)" in r]
    names = [MILITARY.units[u].name for u in FRANCOPHONE_FEDERAL]
    dice = (3, 4, 1, 6)
    for roll, name, die, loyal in zip(rolls, names, dice, (True, False, True, False), strict=True):
        assert roll.startswith(f"🎲 The Government rolls for {name}, Francophone (10.25)")
        assert reads(roll, 3, die, loyal)
    assert given(state, "rebel", "fed") == ["fed-2-r22er", "fed-12-rbc"]
    others = [u.id for u in MILITARY.federal() if u.id not in ("fed-2-r22er", "fed-12-rbc")]
    assert given(state, "government", "fed") == others
    assert waiting(state)["fed-2-r22er"] == waiting(state)["fed-12-rbc"] == "display"


def test_a_separatist_on_the_government_side_leaves_quebec_a_province_like_any_other(monkeypatch):
    """10.26: "If the Separatist Player is on the Government Side then Quebec is treated as any
    other Province, and Cases 10.24 and 10.25 are ignored": Blue opposes with Red; Orange rolls
    for Quebec (its Quebec 1) like any Province, Loyal, 1 Militia with it; no Francophone
    Federal unit is rolled for; the Government may call up Blue's Quebec 4, Loyal: 1 Militia
    with it."""
    held = {"orange": ["qbc-1", "pei-1"], "blue": [f"qbc-{n}" for n in range(4, 11)]}
    state = position(held, {"red": 4, "orange": 1, "green": 4, "blue": 4})
    # 1:2, a 1 creates it; Orange (2 Constituencies, 1 Issue: column 4): Quebec 1, PEI 6.
    with force_dice(monkeypatch, 1, 1, 6):
        state = created(state, "orange", {"green": "neutral", "blue": "oppose", "red": "oppose"})
    assert war.emergency(state).sides["blue"] == "government"
    quebec, pei = rolls_for(state)
    assert quebec.startswith("🎲 Orange rolls for Quebec") and reads(quebec, 4, 1, True)
    assert pei.startswith("🎲 Orange rolls for Prince Edward Island") and reads(pei, 4, 6, False)
    ours = given(state, "rebel", "qbc")
    assert len(ours) == 1 and at(state, ours[0]) == war.key_at(state, "qbc-1")
    assert not any("(10.25)" in e or "(10.24)" in e for e in state.log)
    assert given(state, "government", "fed") == [u.id for u in MILITARY.federal()]
    assert "qbc-4" in {c.arg for c in TITLE.choices(state, "blue") if c.verb == "mark"}
    state = act(state, "blue", "mark", "qbc-4")
    with force_dice(monkeypatch, 2):
        state = act(state, "blue", "roll")
    theirs = given(state, "government", "qbc")
    assert len(theirs) == 1 and at(state, theirs[0]) == war.key_at(state, "qbc-4")


def test_the_quiet_revolution_treats_quebec_like_any_province(monkeypatch):
    """10.26 with no Separatist Player (12.1: "use only Quebec Militia Units and Federal Military
    Units"): Orange, holding all 10 Quebec Constituencies (1 Issue: Loyalty Number 2), rolls
    for Quebec, Loyal on 4: 10 Militia with its Constituencies and the 6 bonus (10.84) in its
    Home Area; the Government gets every Federal unit without a roll (10.22). Red holds no
    Constituency: nothing to call up, deployment follows at once."""
    state = position(
        {"orange": [f"qbc-{n}" for n in range(1, 11)]},
        {"red": 3, "orange": 1, "green": 3},
        rest="red",
        scenario=QR,
    )
    with force_dice(monkeypatch, 1, 4):  # 1:1, a 1; Quebec on column 2, 4: Loyal
        state = created(state, "orange", {"green": "neutral", "red": "oppose"})
    (roll,) = rolls_for(state)
    assert roll.startswith("🎲 Orange rolls for Quebec: Loyalty Table (10.83)")
    assert reads(roll, 2, 4, True)
    militia = given(state, "rebel", "qbc")
    assert len(militia) == 16
    assert sum(1 for u in militia if u in waiting(state)) == 6
    assert given(state, "government", "fed") == [u.id for u in MILITARY.federal()]
    e = war.emergency(state)
    assert e.stage == "deploy" and TITLE.active(state) == ["orange"]
    places = {c.arg for c in TITLE.choices(state, "orange") if c.verb == "place"}
    assert places == set(DISPLAY.squares("orange")) - holding(state, "government")


# --- 10.3: Initial Deployment, and 10.4 ----------------------------------------------------------


def deployment(monkeypatch) -> CCWState:
    """Orange holds all of Alberta, an Issue beneath Alberta 1 (3 Constituencies, 2 Issues:
    column 3; Loyal on 2: 3 Militia and the bonus); Red's Prime Minister stands in Orange's Home
    Area, on Orange G9; Red calls up Newfoundland 1, Disloyal on 5: its 2 Militia go to the
    Rebels. Then the Rebels have 3 units to place in their Home Areas, the Government its 12
    Federal units."""
    counts = {"red": 4, "orange": 1, "green": 4, "blue": 4}
    state = position({"orange": ["alb-1", "alb-2", "alb-3"]}, counts)
    beneath(state, "alb-1")
    assert not [p for p, a in state.actives.items() if a.where == "orange-g9"]
    state.actives["prime-minister"].where = "orange-g9"
    with force_dice(monkeypatch, 1, 2):
        state = created(state, "orange", ALONE)
    assert any(i.where != OFF for i in state.issues.values())  # until deployment (10.3)
    state = act(state, "red", "mark", "nfl-1")
    with force_dice(monkeypatch, 5):
        state = act(state, "red", "roll")
    return state


def test_deployment_removes_the_issues_and_turns_the_pieces(monkeypatch):
    """10.3: "remove all Issues from the Display, and turn all the Active Pieces to their
    reverse sides": every Issue, on a Control Point or beneath a Constituency, is off the
    display; every piece on the board shows its back (its Combat Strength and Movement
    Allowance) and its Side."""
    state = deployment(monkeypatch)
    assert war.emergency(state).stage == "deploy"
    for issue in state.issues.values():
        assert issue.where == OFF and issue.under is None
    pieces = [p for stack in TITLE.board(state).data["stacks"] for p in stack["pieces"]]
    assert pieces and all("back" in p and p["side"] in ("government", "rebel") for p in pieces)


def test_the_rebels_deploy_first_in_their_home_areas_away_from_enemies(monkeypatch):
    """10.3: "If either side receives any Bonus Militia Units ..., these are deployed anywhere
    in the sides Home Area(s) ... Rebels first"; loyalty.py's decisions: Militia with no
    Constituency of their Side (Newfoundland 1's, Disloyal to the Government) deploy the same
    way, never on a square holding an enemy piece. Orange places its 3 units first, only in
    its Home Area and never on Orange G9 (Red's Prime Minister); then `arrange` places the
    rest, and the Government places its own."""
    state = deployment(monkeypatch)
    e = war.emergency(state)
    rebels = [u for u, _ in e.to_deploy if e.units[u].side == "rebel"]
    assert len(rebels) == 3 and [u for u, _ in e.to_deploy[:3]] == rebels
    assert {MILITARY.units[u].province for u in rebels} == {"alb", "nfl"}
    assert TITLE.active(state) == ["orange"] and TITLE.choices(state, "red") == []
    places = {c.arg for c in TITLE.choices(state, "orange") if c.verb == "place"}
    assert places == set(DISPLAY.squares("orange")) - {"orange-g9"}
    for wrong in ("orange-g9", "red-a1", CRISIS_ZONE):
        with pytest.raises(RuleError):
            TITLE.apply(state, "orange", Choice(verb="place", arg=wrong))
    first = rebels[0]
    state = act(state, "orange", "place", "orange-a1")
    assert at(state, first) == "orange-a1"
    assert line(state, f"Rebel {MILITARY.units[first].name} (2) deploys in")
    state = act(state, "orange", "arrange")
    for unit in rebels:
        where = at(state, unit)
        assert where in DISPLAY.squares("orange") and where != "orange-g9"
    assert TITLE.active(state) == ["red"] and TITLE.choices(state, "orange") == []


def test_federal_units_deploy_anywhere_without_an_enemy_piece(monkeypatch):
    """10.3: "The Federal Military Units of both sides are deployed anywhere on the Game
    Display, Rebels first"; loyalty.py's decision: on any square without an enemy piece, the
    Crisis Zone as a stack of their own. The Government may place its Federal units in
    Orange's Home Area where no Rebel stands, never where one does. Once all are placed, the
    first National Emergency Game-Turn begins with the Government's Movement Phase (10.4)."""
    state = act(deployment(monkeypatch), "orange", "arrange")
    places = {c.arg for c in TITLE.choices(state, "red") if c.verb == "place"}
    assert places == set(DISPLAY.places) - holding(state, "rebel")
    assert CRISIS_ZONE in places
    assert "orange-g9" in places  # only Red's Prime Minister there
    rebel_square = at(state, given(state, "rebel", "alb")[0])
    assert rebel_square.startswith("orange-") and rebel_square not in places
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="place", arg=rebel_square))
    free = sorted(s for s in places if s.startswith("orange-"))
    assert free
    unit = war.emergency(state).to_deploy[0][0]
    assert MILITARY.units[unit].side == "federal"
    state = act(state, "red", "place", free[0])
    assert at(state, unit) == free[0]
    state = act(state, "red", "arrange")
    e = war.emergency(state)
    assert e.to_deploy == []
    assert (e.turn, e.side, e.stage) == (1, "government", "movement")
    assert TITLE.active(state) == ["red"]
    assert (
        state.log[-1] == "— National Emergency Game-Turn 1 of 6: Government Side, Movement Phase."
    )
    for federal in given(state, "government", "fed"):
        assert at(state, federal).split(":")[0] not in holding(state, "rebel") - {CRISIS_ZONE}
    assert not ORACLE.invariant_problems(state)


# --- conservation --------------------------------------------------------------------------------


def test_every_unit_given_is_deployed_exactly_once(monkeypatch):
    """10.2 and 10.3: each Military Unit is received by one Side once and, deployed, stands on
    the display once (the oracle's invariants). The Separatist a Rebel: PEI (Orange) and
    Alberta (Blue) Loyal, 1 Militia each; Quebec's 12 Francophone Militia to the Rebels, 4
    others to the Government (10.24); 2 of the 4 Francophone Federal units defect (10.25); the
    Government calls up Ontario 1 (Loyal), Newfoundland 1 (Disloyal: to the Rebels) and
    Manitoba 1 (Loyal). Rebels 18 units, the Government 18; each Side's Home Area units stand
    in its own Home Areas, and none where an enemy stands."""
    state = separatist_rebel(monkeypatch, federal=(3, 4, 1, 6))
    for piece in ("ont-1", "nfl-1", "mnt-1"):
        state = act(state, "red", "mark", piece)
    with force_dice(monkeypatch, 1, 6, 2):
        state = act(state, "red", "roll")
    assert not ORACLE.invariant_problems(state)
    e = war.emergency(state)
    areas = dict(e.to_deploy)
    assert len(given(state, "rebel")) == 18 and len(given(state, "government")) == 18
    assert TITLE.active(state) == ["orange", "blue"]
    state = act(state, "blue", "arrange")
    assert TITLE.active(state) == ["red"]
    state = act(state, "red", "arrange")
    e = war.emergency(state)
    assert e.stage == "movement" and e.to_deploy == []
    assert not ORACLE.invariant_problems(state)
    stacks = TITLE.board(state).data["stacks"]
    shown = Counter(u["id"] for stack in stacks for u in stack["units"])
    assert set(shown) == set(e.units) and set(shown.values()) == {1}
    assert len(e.units) == 36
    assert all(u.where in DISPLAY.places for u in e.units.values())
    for unit, area in areas.items():
        side = e.units[unit].side
        where = at(state, unit).split(":")[0]
        if area == "home":
            assert where in side_squares(state, side), unit
        enemy = "rebel" if side == "government" else "government"
        assert where == CRISIS_ZONE or where not in holding(state, enemy), unit
    assert side_squares(state, "rebel") == set(DISPLAY.squares("orange")) | set(
        DISPLAY.squares("blue")
    )
