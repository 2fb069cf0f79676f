"""The example of case 10.73, played on forced dice through the menus.

"The Rebel Player has a Stack which contains 'Les Voltigeurs du Quebec,' (a Military Unit), a
Quebec Constituency, and the Francophone Interest Group. The stack has a Combat Strength of 4.
It is being attacked by four Federal Military Units, which are surrounding it. These units have
a Combat Strength of 12. The attacker allots three Federal Military Units to attack 'Les
Voltiguers' at 2-1 on the Combat Results Table, and rolls a four, which is a 'Defender
Retreat.' Since the defender is surrounded, it is eliminated instead. Now the Attacker attacks
the Constituency and the Interest Group with the remaining Federal Military Unit. The defending
stack's Combat Strength is three. It is a 1-1 Attack on the Riot Table. The Attacker rolls a 5.
The result is an 'Exchange.' The Federal Military Unit, the Constituency, and the Interest
Group are all removed from the Display."

The stack stands in Red L3, whose four Paths lead to Red A2, L2, L4 and G4: one Federal unit on
each surrounds it. Red and Orange are the Government, Green and Blue (the Separatist, whose
stack it is) the Rebels; a second Blue Quebec Constituency far away keeps the Rebels in the
game (11.24).
"""

from __future__ import annotations

from ccw_build import act, force_dice, legal
from ccw_war import FED, VOLTIGEURS, removed, war_position, where

from rules.canadian_civil_war import TITLE, combat, war
from rules.canadian_civil_war.components import DISPLAY

STACK = "red-l3"
AROUND = {"red-a2": FED[0], "red-l2": FED[1], "red-l4": FED[2], "red-g4": FED[3]}
THREE, FOURTH = [FED[0], FED[1], FED[2]], FED[3]


def example():
    return war_position(
        {
            "qbc-1": (STACK, "blue"),
            "francophone": (STACK, "blue"),
            "qbc-2": ("blue-g5", "blue"),
            "prime-minister": ("orange-g5", "red"),
        },
        {VOLTIGEURS: (STACK, "rebel")} | {u: (sq, "government") for sq, u in AROUND.items()},
        stage="combat",
    )


def prompt(state, role="red"):
    return TITLE.view(state, role).prompt


def offered(state, verb, role="red"):
    return [c.arg for c in legal(state, role, verb)]


def test_the_position_of_the_example():
    """10.73: the Rebel stack's Combat Strength is 4 (Les Voltigeurs 1, a Quebec Constituency
    1, the Francophone Interest Group 2: military.toml) and the four Federal units' 12; they
    hold every square joined to the stack's by a Path (1.23), so it is surrounded."""
    state = example()
    assert sorted(DISPLAY.neighbours(STACK)) == sorted(AROUND)
    defending = combat.defenders(state, STACK, "government")
    assert sorted(defending) == sorted([VOLTIGEURS, "qbc-1", "francophone"])
    assert sum(war.strength(d) for d in defending) == 4
    assert sum(war.strength(u) for u in FED[:4]) == 12
    assert combat.retreat_places(state, "rebel", [VOLTIGEURS]) == []
    assert TITLE.active(state) == ["red", "orange"]
    assert offered(state, "attack") == [STACK]
    state = act(state, "red", "attack", STACK)
    assert sorted(offered(state, "add")) == sorted(FED[:4])


def test_the_example_from_the_two_one_attack_to_the_exchange(monkeypatch):
    """10.73's example, step by step: three Federal units (9) against the whole stack (4) are
    2-1 on the Combat Results Table (7.0: rounded in the defender's favour); a 4 is Dr; the
    surrounded Voltigeurs are eliminated instead of retreating, the Constituency and the
    Interest Group untouched (10.72). The three units may not attack again (7.24) but the
    fourth may attack the rest of the stack (3) on the Riot Table (10.73), at 1-1; a 5 is the
    Exchange (Be): the Federal unit, the Constituency and the Interest Group are all removed."""
    state = example()
    state = act(state, "red", "attack", STACK)
    for unit in THREE:
        state = act(state, "red", "add", unit)
    assert "on the Combat Results Table: 9 against 4, column 2-1" in prompt(state)
    assert combat.strengths(state, state.emergency.attack, "government") == (9, 4)
    assert combat.column(state, state.emergency.attack, "government") == "2-1"
    before = len(state.log)
    with force_dice(monkeypatch, 4):
        state = act(state, "red", "roll")
    lines = state.log[before:]
    assert len(lines) == 2, lines
    assert lines[0].startswith("⚔️ The Government Side attacks Red L3 on the Combat Results")
    assert "9 vs 4 -> 2-1; die 4 -> Dr (Defender retreat)" in lines[0]
    assert lines[1] == (
        "Surrounded, with nowhere to retreat: Les Voltigeurs du Quebec eliminated instead (10.73)."
    )
    assert removed(state, VOLTIGEURS) == "eliminated"
    assert where(state, "qbc-1") == where(state, "francophone") == STACK
    assert removed(state, "qbc-1") is None and removed(state, "francophone") is None
    assert all(where(state, u) == sq for sq, u in AROUND.items())  # no attacker moved

    # 10.73: the Military Unit suffered, so the rest of the stack may be attacked again, by
    # other units only (7.24): the fourth.
    assert TITLE.active(state) == ["red", "orange"]
    assert offered(state, "attack") == [STACK]
    state = act(state, "red", "attack", STACK)
    assert offered(state, "add") == [FOURTH]
    assert offered(state, "roll") == []  # nothing marked yet
    state = act(state, "red", "add", FOURTH)
    assert "on the Riot Table: 3 against 3, column 1-1" in prompt(state)
    assert combat.strengths(state, state.emergency.attack, "government") == (3, 3)
    before = len(state.log)
    with force_dice(monkeypatch, 5):
        state = act(state, "red", "roll")
    lines = state.log[before:]
    assert lines[0].startswith("⚔️ The Government Side attacks Red L3 on the Riot Table")
    assert "3 vs 3 -> 1-1; die 5 -> Be (Both Attacker and Defender eliminated)" in lines[0]
    for gone in (FOURTH, "qbc-1", "francophone"):
        assert removed(state, gone) == "eliminated", gone
    assert [removed(state, u) for u in THREE] == [None, None, None]
    assert not combat.defenders(state, STACK, "government")

    # The Rebels keep Quebec 2, so the Emergency goes on (11.24); nothing is left to attack.
    assert state.outcome is None
    assert offered(state, "attack") == []
    assert offered(state, "end") == [None]


def test_the_three_attackers_may_not_attack_again_elsewhere(monkeypatch):
    """7.24 (10.7: combat is contesting with other tables): each unit attacks once per Combat
    Phase. After the 2-1 attack, a second Rebel stack next to one of the three and to the
    fourth may be attacked by the fourth only."""
    state = war_position(
        {
            "qbc-1": (STACK, "blue"),
            "francophone": (STACK, "blue"),
            "qbc-2": ("red-g5", "blue"),  # next to Red L4 (FED[2]) and Red G4 (the fourth)
            "prime-minister": ("orange-g5", "red"),
        },
        {VOLTIGEURS: (STACK, "rebel")} | {u: (sq, "government") for sq, u in AROUND.items()},
        stage="combat",
    )
    state = act(state, "red", "attack", STACK)
    for unit in THREE:
        state = act(state, "red", "add", unit)
    with force_dice(monkeypatch, 4):
        state = act(state, "red", "roll")
    assert sorted(offered(state, "attack")) == sorted([STACK, "red-g5"])
    state = act(state, "red", "attack", "red-g5")
    assert offered(state, "add") == [FOURTH]
