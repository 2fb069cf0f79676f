"""The National Emergency Cycle of Canadian Civil War on forced dice (10.4-10.8, 11.2): Movement
with enemies blocking (10.5), stacking (10.6), Combat on the three tables (10.7, 10.85-10.87)
with every result, retreats, the Game-Turns (10.4) and the ends (11.23, 11.24). Decisions where
the rulebook is silent are the docstrings of rules/canadian_civil_war/war.py and combat.py; a
test resting on one says so.

Unless a test says otherwise Red and Orange are the Government Side, Green and Blue the Rebel
Side (ccw_war.SIDES), and a Blue Quebec 10 in Green G5, far from everything, keeps the Rebels in
the game (11.24). Strengths and Movement Allowances (military.toml): every Federal unit 3-5,
Militia 2-5, Les Voltigeurs du Quebec 1-5; backs: Constituency (1)-3, Interest Group (2)-3,
Civil Servant (1)-2, Premier (2)-4, Prime Minister (3)-3.

The display (display.toml) near the action: Red L3 is joined to Red A2, L2, L4 and G4; Red G1
to Red G2, Blue L7 and Blue G9; the corner Red G9 to Red G8 and Orange G1 only; Red A2 to the
Crisis Zone, Red A1, A3 and L3.
"""

from __future__ import annotations

import pytest
from ccw_build import act, force_dice, legal
from ccw_war import CAMERONS, FED, VOLTIGEURS, WINNIPEG, removed, war_position, where

from rules.canadian_civil_war import TITLE, combat
from rules.core import Choice, RuleError

G, R = "government", "rebel"
KEEP = {"qbc-10": ("green-g5", "blue")}


def position(actives=None, units=None, *, keep=True, **kw):
    actives = dict(actives or {})
    if keep:
        actives |= KEEP
    return war_position(actives, dict(units or {}), **kw)


def role_of(state):
    return TITLE.active(state)[0]


def offered(state, verb, role=None):
    return [c.arg for c in legal(state, role or role_of(state), verb)]


def prompt(state, role=None):
    return TITLE.view(state, role or role_of(state)).prompt


def reach(state, *things):
    """Where ``things`` picked together may go now (the "to" choices)."""
    role = role_of(state)
    for thing in things:
        state = act(state, role, "pick", thing)
    return set(offered(state, "to", role))


def moved(state, things, to):
    role = role_of(state)
    for thing in things:
        state = act(state, role, "pick", thing)
    return act(state, role, "to", to)


def attack(state, target, *units):
    role = role_of(state)
    state = act(state, role, "attack", target)
    for unit in units:
        state = act(state, role, "add", unit)
    return state


def rolled(monkeypatch, state, die):
    with force_dice(monkeypatch, die):
        return act(state, role_of(state), "roll")


def said(before, after):
    return after.log[len(before.log) :]


def stage(state):
    e = state.emergency
    return (e.turn, e.side, e.stage)


# --- 10.5: Movement, enemies blocking ---------------------------------------------------------


def test_10_5_enemy_squares_may_not_be_entered():
    """10.5 ("hostile Pieces cannot move through each other"): a Federal unit in the corner
    Red G9, an enemy unit in Red G8 and an enemy Constituency in Orange G1, its only two
    neighbours, cannot move at all: an enemy Active Piece blocks like a unit (war.py)."""
    state = position(
        {"qbc-1": ("orange-g1", "green")},
        {FED[0]: ("red-g9", G), CAMERONS: ("red-g8", R)},
    )
    assert reach(state, FED[0]) == set()


def test_10_5_enemy_squares_may_not_be_passed_through():
    """10.5 ("The presence of Enemy Units blocks movement through the square they occupy"): a
    Red Constituency (3 Movement Points) in Red G9 reaches Red G7 and G6 through Red G8; with
    an enemy unit in Red G8 it must go round by Orange G1 and Red L7, and Red G7 (4 squares
    that way) is out of reach. A friendly unit in Red G8 blocks nothing."""
    friendly = position({"ont-1": ("red-g9", "red")}, {FED[0]: ("red-g8", G)})
    assert {"red-g7", "red-g6"} <= reach(friendly, "ont-1")
    hostile = position({"ont-1": ("red-g9", "red")}, {CAMERONS: ("red-g8", R)})
    places = reach(hostile, "ont-1")
    assert not {"red-g8", "red-g7", "red-g6"} & places
    assert {"orange-g1", "red-l7", "red-l6"} <= places


def test_10_5_crisis_zone_may_be_entered_but_not_passed_through():
    """10.5 with 5.3 (the Crisis Zone is one square holding many stacks; war.py): with an enemy
    stack in it, a Federal unit in Red A2 may enter the Crisis Zone, as a stack of its own, but
    not cross it to Green A2 or Orange A3 (2 squares through it, 10 and 6 round it); with no
    enemy there, it may."""
    empty = position({}, {FED[0]: ("red-a2", G)})
    assert {"crisis-zone", "green-a2", "orange-a3"} <= reach(empty, FED[0])
    state = position({"qbc-1": ("crisis-zone:1", "green")}, {FED[0]: ("red-a2", G)})
    places = reach(state, FED[0])
    assert "crisis-zone" in places
    assert not {"green-a2", "green-a3", "orange-a3"} & places
    state = moved(state, [FED[0]], "crisis-zone")
    assert state.emergency.units[FED[0]].where == "crisis-zone"
    assert where(state, FED[0]) != where(state, "qbc-1")  # a stack of its own
    assert where(state, "qbc-1") == "crisis-zone:1"


def test_10_5_movement_allowances_of_units_and_backs():
    """10.5's note ("new Movement Allowances on the back of the Political Pieces") and 1.25 (a
    Movement Point enters one square): from Red G1 along the Grassroots row, a Federal unit
    (5) reaches Red G6 but not G7; a Premier's back (4) Red G5, not G6; a Constituency's (3)
    Red G4, not G5; a Civil Servant's (2) Red G3, not G4. Picked together, they go only where
    the slowest can (6.2)."""
    state = position(
        {
            "premier-ont": ("red-g1", "red"),
            "ont-1": ("red-g1", "red"),
            "commerce": ("red-g1", "red"),
        },
        {FED[0]: ("red-g1", G)},
    )
    for thing, last, beyond in [
        (FED[0], "red-g6", "red-g7"),
        ("premier-ont", "red-g5", "red-g6"),
        ("ont-1", "red-g4", "red-g5"),
        ("commerce", "red-g3", "red-g4"),
    ]:
        places = reach(state, thing)
        assert last in places and beyond not in places, thing
    together = reach(state, FED[0], "commerce")
    assert "red-g3" in together and "red-g4" not in together


def test_10_5_each_piece_moves_once_and_only_the_phasing_sides():
    """10.4 (the Phasing Side moves its Units and Pieces) and 6.2 (each moves once per
    Movement Phase, war.py): after the Federal unit has moved it is no longer offered, the
    Constituency still is; the Rebels' pieces are never offered to the Government."""
    state = position(
        {"ont-1": ("red-g1", "red"), "qbc-1": ("green-g1", "green")},
        {FED[0]: ("red-g1", G), CAMERONS: ("green-g3", R)},
    )
    assert set(offered(state, "pick")) == {FED[0], "ont-1"}
    state = moved(state, [FED[0], "ont-1"], "red-g3")
    assert where(state, FED[0]) == where(state, "ont-1") == "red-g3"
    assert offered(state, "pick") == []
    assert (
        "moves 1st Battalion, The Royal Canadian Regiment, Ontario 1 to Red G3." in (state.log[-1])
    )


def test_10_5_a_picked_piece_may_be_left_out():
    """The menus' pick and unpick: a piece picked and then left out does not move and may still
    move alone."""
    state = position({"ont-1": ("red-g1", "red")}, {FED[0]: ("red-g1", G)})
    state = act(state, "red", "pick", FED[0])
    state = act(state, "red", "pick", "ont-1")
    state = act(state, "red", "unpick", "ont-1")
    state = act(state, "red", "to", "red-g6")
    assert where(state, FED[0]) == "red-g6" and where(state, "ont-1") == "red-g1"
    assert offered(state, "pick") == ["ont-1"]


# --- 10.6: stacking at the end of the Movement Phase -------------------------------------------


def test_10_6_overstacking_is_allowed_during_the_movement_phase():
    """10.6 ("These effects apply only at the end of the Movement Phase"): a Federal unit may
    move onto another (the menu warns of what ending now would eliminate), and the other may
    then leave; at the end nothing is over the limit and nothing is eliminated."""
    state = position({}, {FED[0]: ("red-g1", G), FED[1]: ("red-g3", G)})
    assert "red-g3" in reach(state, FED[0])
    state = moved(state, [FED[0]], "red-g3")
    assert "Over the limit now" in prompt(state)
    assert any("1 over the stacking limit" in c.label for c in legal(state, "red", "end"))
    state = moved(state, [FED[1]], "red-g5")
    assert "Over the limit now" not in prompt(state)
    before = state
    state = act(state, "red", "end")
    assert not any("stacking limit" in line for line in said(before, state))
    assert where(state, FED[0]) == "red-g3" and where(state, FED[1]) == "red-g5"
    assert stage(state) == (1, G, "combat")


def test_10_6_two_military_units_the_strongest_stays():
    """10.6 ("No Military Unit may stack with any other Military Unit"): two units in one square
    at the end of the Movement Phase: the excess is eliminated, the stronger (the Federal unit,
    3, over the Militia, 2) stays (war.py)."""
    state = position({}, {CAMERONS: ("red-g1", G), FED[0]: ("red-g3", G)})
    state = moved(state, [CAMERONS], "red-g3")
    before = state
    state = act(state, "red", "end")
    assert removed(state, CAMERONS) == "eliminated"
    assert removed(state, FED[0]) is None
    assert said(before, state)[0] == (
        "Over the stacking limit (10.6): Government The Queen's Own Cameron Highlanders of "
        "Canada (2) is eliminated."
    )


def test_10_6_one_military_unit_and_two_other_pieces_may_stack():
    """10.6 ("one Military Unit and two of any other kind of Piece"): a Federal unit, a
    Constituency and an Interest Group end together: nothing is eliminated."""
    state = position(
        {"ont-1": ("red-g1", "red"), "wood": ("red-g1", "red")},
        {FED[0]: ("red-g3", G)},
    )
    state = moved(state, [FED[0]], "red-g1")
    state = act(state, "red", "end")
    for thing in (FED[0], "ont-1", "wood"):
        assert removed(state, thing) is None and where(state, thing) == "red-g1"


@pytest.mark.parametrize(
    ("pieces", "lost"),
    [
        (["ont-1", "ont-2", "wood"], "wood"),  # Constituencies first, though Wood is stronger
        (["ont-1", "commerce", "wood"], "commerce"),  # then the strongest
    ],
)
def test_10_6_three_pieces_constituencies_and_the_strongest_stay(pieces, lost):
    """10.6: a third Political Piece in a square at the end of the Movement Phase is
    eliminated; Constituencies stay first (they decide 11.2), then the strongest (war.py)."""
    state = position({p: ("red-g1", "red") for p in pieces})
    state = act(state, "red", "end")
    assert [p for p in pieces if removed(state, p)] == [lost]
    assert removed(state, lost) == "eliminated"


def test_10_6_only_the_phasing_side_at_the_end_of_its_movement_phase():
    """10.3 ("The Militia Units need not obey stacking limitations until after their first
    Movement Phase") and 10.6: the Rebel Militia deployed two to their Constituency's square
    outlive the Government's Movement Phase, and one of them is eliminated at the end of the
    Rebels' own."""
    state = position(
        {"qbc-1": ("green-g1", "green")},
        {CAMERONS: ("green-g1", R), WINNIPEG: ("green-g1", R)},
    )
    state = act(state, "red", "end")
    state = act(state, "red", "end")
    assert stage(state) == (1, R, "movement")
    assert removed(state, CAMERONS) is None and removed(state, WINNIPEG) is None
    state = act(state, "green", "end")
    assert sorted(removed(state, u) or "" for u in (CAMERONS, WINNIPEG)) == ["", "eliminated"]
    assert removed(state, "qbc-1") is None


# --- 10.71: which table; only Military Units attack --------------------------------------------


@pytest.mark.parametrize(
    ("target", "table"),
    [
        ("red-l2", "Combat Results Table"),  # a Militia unit and a Constituency
        ("red-l4", "Riot Table"),  # a Constituency and an Interest Group
        ("red-g4", "Arrest Table"),  # a Premier and a Civil Servant
        ("red-a2", "Arrest Table"),  # an Interest Group alone
    ],
)
def test_10_71_the_table_is_chosen_by_the_defending_stack(target, table):
    """10.71: a defending stack with a Military Unit is fought on the Combat Results Table; one
    with a Constituency (and no unit) on the Riot Table; one of Civil Servants, Interest
    Groups, Premiers or the Prime Minister only on the Arrest Table."""
    state = position(
        {
            "qbc-1": ("red-l2", "green"),
            "qbc-2": ("red-l4", "green"),
            "francophone": ("red-l4", "green"),
            "premier-qbc": ("red-g4", "green"),
            "justice": ("red-g4", "green"),
            "clergy": ("red-a2", "green"),
        },
        {FED[0]: ("red-l3", G), CAMERONS: ("red-l2", R)},
        stage="combat",
    )
    assert set(offered(state, "attack")) == {"red-l2", "red-l4", "red-g4", "red-a2"}
    state = attack(state, target, FED[0])
    assert f"on the {table}:" in prompt(state)


def test_10_71_the_prime_minister_is_arrested_not_rioted(monkeypatch):
    """10.71 on the Rebels' turn: the Government's Prime Minister alone is fought on the Arrest
    Table; a Militia unit (2) against it (3) is below 1-1, two (4) are 1-1."""
    state = position(
        {"prime-minister": ("red-l3", "red")},
        {CAMERONS: ("red-l2", R), WINNIPEG: ("red-l4", R)},
        side=R,
        stage="combat",
    )
    assert TITLE.active(state) == ["green", "blue"]
    state = attack(state, "red-l3", CAMERONS)
    assert "on the Arrest Table: 2 against 3." in prompt(state)
    state = act(state, "blue", "add", WINNIPEG)
    assert "on the Arrest Table: 4 against 3, column 1-1" in prompt(state)
    state = rolled(monkeypatch, state, 2)
    assert "Arrest Table (10.87): 4 vs 3 -> 1-1; die 2 -> –" in state.log[-2]
    assert state.log[-1] == "No effect (10.87)."


def test_10_71_only_military_units_attack():
    """10.71 ("Only Military Units may attack") and 1.25 (parenthesized strengths defend
    only): the Government's Constituency and Interest Group stacked with a Federal unit next to
    a Rebel stack are never offered to attack, nor counted; a Rebel stack next to Government
    Political Pieces only cannot be attacked at all."""
    state = position(
        {
            "qbc-1": ("red-l3", "green"),
            "ont-1": ("red-l4", "red"),
            "wood": ("red-l4", "red"),
            "ont-2": ("red-l2", "red"),
            "premier-ont": ("red-l2", "red"),
            "qbc-2": ("red-l1", "green"),  # next to Red L2 only
        },
        {FED[0]: ("red-l4", G)},
        stage="combat",
    )
    assert offered(state, "attack") == ["red-l3"]
    state = act(state, "red", "attack", "red-l3")
    assert offered(state, "add") == [FED[0]]
    state = act(state, "red", "add", FED[0])
    assert combat.strengths(state, state.emergency.attack, G) == (3, 1)


# --- 10.72, 10.73: a Military Unit stacked with a Constituency ---------------------------------


def test_10_72_the_combat_results_table_does_not_touch_the_constituency(monkeypatch):
    """10.72 ("The results of this attack have no effect on the Constituency"): two Federal
    units (6) against a Militia unit and a Constituency (3) are 2-1 (against the whole stack:
    combat.py, from the 10.73 example); a 5 is De: the Militia unit is eliminated, the
    Constituency stays where it was."""
    state = position(
        {"qbc-1": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-a2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    state = attack(state, "red-l3", FED[0], FED[1])
    assert "on the Combat Results Table: 6 against 3, column 2-1" in prompt(state)
    before = state
    state = rolled(monkeypatch, state, 5)
    lines = said(before, state)
    assert "6 vs 3 -> 2-1; die 5 -> De (Defender eliminated)" in lines[0]
    assert lines[1] == "Eliminated: The Queen's Own Cameron Highlanders of Canada."
    assert removed(state, CAMERONS) == "eliminated"
    assert removed(state, "qbc-1") is None and where(state, "qbc-1") == "red-l3"


@pytest.mark.parametrize(("die", "result"), [(1, "Ae"), (2, "Ar")])
def test_10_73_no_adverse_effect_no_further_attack_on_the_stack(monkeypatch, die, result):
    """10.73 ("If there are no adverse effects on the Military Unit then no further attacks may
    be made on the Stack"): a Federal unit (3) against a Militia unit and a Constituency (3) is
    1-1; a 1 (Ae) or a 2 (Ar) leaves the defender unharmed, and the stack may not be attacked
    again though another Federal unit stands next to it. (On Ar the Government first chooses
    where its unit retreats: Red A3, L5 or G5.)"""
    state = position(
        {"qbc-1": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), die)
    assert f"3 vs 3 -> 1-1; die {die} -> {result}" in said(before, state)[0]
    if result == "Ar":
        assert set(offered(state, "retreat")) == {"red-a3", "red-l5", "red-g5"}
        state = act(state, "red", "retreat", "red-g5")
        assert where(state, FED[0]) == "red-g5"
    else:
        assert removed(state, FED[0]) == "eliminated"
    assert removed(state, CAMERONS) is None and removed(state, "qbc-1") is None
    assert "red-l3" not in offered(state, "attack")
    assert offered(state, "attack") == []


def test_10_73_after_an_adverse_effect_other_units_attack_the_rest_on_the_riot_table(
    monkeypatch,
):
    """10.73: the Militia unit retreats (Dr: 2-1, a 4) to its only free square, Red G4, and
    leaves the stack; "the Constituency may be attacked during the same Player-Turn by
    different Enemy Military Units", on the Riot Table, which "effects all Pieces in the
    square": the two attackers are not offered again (7.24), a third unit is."""
    state = position(
        {"qbc-1": ("red-l3", "green"), "francophone": ("red-l3", "green")},
        {
            FED[0]: ("red-l4", G),
            FED[1]: ("red-a2", G),
            FED[2]: ("red-l2", G),
            CAMERONS: ("red-l3", R),
        },
        stage="combat",
    )
    state = attack(state, "red-l3", FED[0], FED[1])
    assert "6 against 5, column 1-1" in prompt(state)  # the whole stack: 2 + 1 + 2
    state = act(state, "red", "add", FED[2])
    assert "9 against 5, column 1-1" in prompt(state)
    state = act(state, "red", "drop", FED[2])
    state = act(state, "red", "drop", FED[0])
    state = act(state, "red", "add", FED[0])
    before = state
    state = rolled(monkeypatch, state, 5)  # 6 vs 5 is 1-1: Dr
    assert "6 vs 5 -> 1-1; die 5 -> Dr (Defender retreat)" in said(before, state)[0]
    assert where(state, CAMERONS) == "red-g4"  # Red L2, L4 and A2 hold Federal units
    assert (
        said(before, state)[1]
        == "The Queen's Own Cameron Highlanders of Canada retreats to Red G4."
    )
    assert where(state, "qbc-1") == where(state, "francophone") == "red-l3"
    assert offered(state, "attack") == ["red-l3"]
    state = act(state, "red", "attack", "red-l3")
    assert offered(state, "add") == [FED[2]]
    state = act(state, "red", "add", FED[2])
    assert "on the Riot Table: 3 against 3, column 1-1" in prompt(state)


def test_10_73_the_rest_without_a_constituency_is_arrested_not_rioted(monkeypatch):
    """10.71 with 10.73: a Militia unit with an Interest Group is fought on the Combat Results
    Table; once the unit is eliminated the Interest Group left alone is fought on the Arrest
    Table (combat.py)."""
    state = position(
        {"francophone": ("red-l3", "green")},
        {
            FED[0]: ("red-l4", G),
            FED[1]: ("red-a2", G),
            FED[2]: ("red-l2", G),
            CAMERONS: ("red-l3", R),
        },
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0], FED[1]), 5)  # 6 vs 4, 1-1: Dr
    assert removed(state, CAMERONS) is None and where(state, CAMERONS) == "red-g4"
    state = attack(state, "red-l3", FED[2])
    assert "on the Arrest Table: 3 against 2, column 1-1" in prompt(state)


# --- 10.85: every result of the Combat Results Table -------------------------------------------


def test_10_85_ae_eliminates_the_attackers(monkeypatch):
    """10.85 Ae ("Attacker eliminated"): a Federal unit (3) against a Rebel Federal unit (3) at
    1-1 rolls 1: the attacker is removed, the defender untouched."""
    state = position(
        {},
        {FED[0]: ("red-l4", G), FED[6]: ("red-l3", R)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 1)
    lines = said(before, state)
    assert "3 vs 3 -> 1-1; die 1 -> Ae (Attacker eliminated)" in lines[-2]
    assert lines[-1] == "Eliminated: 1st Battalion, The Royal Canadian Regiment."
    assert removed(state, FED[0]) == "eliminated"
    assert removed(state, FED[6]) is None and where(state, FED[6]) == "red-l3"


def test_10_85_ar_with_one_way_out_the_attacker_retreats_at_once(monkeypatch):
    """10.85 Ar ("Attacker retreat") and the retreat of combat.py: the attacker in the corner
    Red G9 attacks Red G8 at 1-1 and rolls 2; its only square without an enemy piece is Orange
    G1, where it goes without a choice."""
    state = position(
        {},
        {FED[0]: ("red-g9", G), FED[6]: ("red-g8", R)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-g8", FED[0]), 2)
    lines = said(before, state)
    assert "die 2 -> Ar (Attacker retreat)" in lines[0]
    assert lines[1] == "1st Battalion, The Royal Canadian Regiment retreats to Orange G1."
    assert where(state, FED[0]) == "orange-g1"
    assert where(state, FED[6]) == "red-g8"
    assert not state.emergency.retreats
    assert TITLE.active(state) == ["red", "orange"]


def test_10_85_ar_each_attacking_unit_retreats_from_its_own_square(monkeypatch):
    """10.85 Ar with two attackers (combat.py: each unit retreats alone, from its own square):
    from Red L4 and Red L2 at 2-1 (6 against 3) a 2 is Ar; the Government chooses for each in
    turn, Red L4's among Red A3, L5, G5 and Red L2's among Red A1, L1, G3."""
    state = position(
        {"qbc-1": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0], FED[1]), 2)
    assert "6 vs 3 -> 2-1; die 2 -> Ar (Attacker retreat)" in state.log[-1]
    assert TITLE.active(state) == ["red", "orange"]
    assert set(offered(state, "retreat")) == {"red-a3", "red-l5", "red-g5"}
    state = act(state, "red", "retreat", "red-g5")
    assert set(offered(state, "retreat")) == {"red-a1", "red-l1", "red-g3"}
    state = act(state, "orange", "retreat", "red-l1")
    assert where(state, FED[0]) == "red-g5" and where(state, FED[1]) == "red-l1"
    assert where(state, CAMERONS) == where(state, "qbc-1") == "red-l3"
    assert not state.emergency.retreats
    assert stage(state) == (1, G, "combat")


def test_10_85_ar_surrounded_the_attacker_is_eliminated(monkeypatch):
    """10.85 Ar with nowhere to go (the 10.73 example's "surrounded", combat.py): the attacker
    in the corner Red G9 has the defender in Red G8 and a Rebel Constituency in Orange G1: it
    is eliminated instead of retreating."""
    state = position(
        {"qbc-1": ("orange-g1", "green")},
        {FED[0]: ("red-g9", G), CAMERONS: ("red-g8", R)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-g8", FED[0]), 2)  # 3 vs 2, 1-1
    lines = said(before, state)
    assert "3 vs 2 -> 1-1; die 2 -> Ar (Attacker retreat)" in lines[0]
    assert lines[1] == (
        "Surrounded, with nowhere to retreat: 1st Battalion, The Royal Canadian Regiment "
        "eliminated instead (10.73)."
    )
    assert removed(state, FED[0]) == "eliminated"
    assert where(state, CAMERONS) == "red-g8"


def test_10_85_dr_with_several_ways_out_the_retreating_side_chooses(monkeypatch):
    """10.85 Dr ("Defender retreat") and combat.py's retreat: a Militia unit in Red L3 attacked
    from Red L4 at 1-1 (3 against 2) rolls 4; it may retreat to Red A2, L2 or G4 (not to L4,
    the enemy's), so its Side chooses: the Rebel players are asked (10.27), and Blue sends it
    to Red L2; then the Government's Combat Phase goes on. Having defended once (7.24), the unit
    is not offered as a target to the fresh Federal unit in Red G3, next to Red L2."""
    state = position(
        {}, {FED[0]: ("red-l4", G), FED[1]: ("red-g3", G), CAMERONS: ("red-l3", R)}, stage="combat"
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 4)
    assert "3 vs 2 -> 1-1; die 4 -> Dr (Defender retreat)" in state.log[-1]
    assert TITLE.active(state) == ["green", "blue"]
    assert set(offered(state, "retreat", "green")) == {"red-a2", "red-l2", "red-g4"}
    assert set(offered(state, "retreat", "blue")) == {"red-a2", "red-l2", "red-g4"}
    assert legal(state, "red") == []
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="retreat", arg="red-l2"))
    state = act(state, "blue", "retreat", "red-l2")
    assert where(state, CAMERONS) == "red-l2"
    assert state.log[-1] == "The Queen's Own Cameron Highlanders of Canada retreats to Red L2."
    assert TITLE.active(state) == ["red", "orange"]
    assert stage(state) == (1, G, "combat")
    assert offered(state, "attack") == []  # it has defended this phase (7.24)


def test_10_85_dr_surrounded_the_defender_is_eliminated(monkeypatch):
    """10.85 Dr with nowhere to go (the 10.73 example: "Since the defender is surrounded, it is
    eliminated instead"): the Militia unit in the corner Red G9 has the attacker in Red G8 and
    a Government Constituency in Orange G1, an enemy piece that blocks a retreat as it blocks
    a move (combat.py)."""
    state = position(
        {"ont-1": ("orange-g1", "red")},
        {FED[0]: ("red-g8", G), CAMERONS: ("red-g9", R)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-g9", FED[0]), 4)
    lines = said(before, state)
    assert "3 vs 2 -> 1-1; die 4 -> Dr" in lines[0]
    assert lines[1] == (
        "Surrounded, with nowhere to retreat: The Queen's Own Cameron Highlanders of Canada "
        "eliminated instead (10.73)."
    )
    assert removed(state, CAMERONS) == "eliminated"
    assert not state.emergency.retreats


def test_10_85_de_eliminates_the_defending_unit(monkeypatch):
    """10.85 De ("Defender eliminated"): two Federal units (6) against a Militia unit (2) are
    3-1; a 5 is De."""
    state = position(
        {},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0], FED[1]), 5)
    assert "6 vs 2 -> 3-1; die 5 -> De (Defender eliminated)" in state.log[-2]
    assert removed(state, CAMERONS) == "eliminated"
    assert removed(state, FED[0]) is None and removed(state, FED[1]) is None


# --- 10.86: every result of the Riot Table ------------------------------------------------------


def test_10_86_ar_the_attacker_retreats_and_the_stack_has_defended(monkeypatch):
    """10.86 Ar: a Federal unit (3) against a Constituency and an Interest Group (3) at 1-1
    rolls 1: the attacker retreats (to Red L5, G5 or A3: the Government chooses) and the
    stack, having defended (7.24), may not be attacked again this phase."""
    state = position(
        {"qbc-1": ("red-l3", "green"), "francophone": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 1)
    assert "Riot Table (10.86): 3 vs 3 -> 1-1; die 1 -> Ar (Attacker retreat)" in state.log[-1]
    assert TITLE.active(state) == ["red", "orange"]
    assert set(offered(state, "retreat")) == {"red-a3", "red-l5", "red-g5"}
    state = act(state, "orange", "retreat", "red-g5")
    assert where(state, FED[0]) == "red-g5"
    assert where(state, "qbc-1") == where(state, "francophone") == "red-l3"
    assert offered(state, "attack") == []


def test_10_86_be_both_are_eliminated(monkeypatch):
    """10.86 Be ("Both Attacker and Defender eliminated"): at 1-1 a 4 removes the attacking
    unit and every defending piece."""
    state = position(
        {"qbc-1": ("red-l3", "green"), "francophone": ("red-l3", "green")},
        {FED[0]: ("red-l4", G)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 4)
    lines = said(before, state)
    assert "3 vs 3 -> 1-1; die 4 -> Be (Both Attacker and Defender eliminated)" in lines[0]
    assert lines[1:] == [
        "Eliminated: 1st Battalion, The Royal Canadian Regiment.",
        "Eliminated: Quebec 1, Francophone.",
    ]
    for gone in (FED[0], "qbc-1", "francophone"):
        assert removed(state, gone) == "eliminated"
    assert state.outcome is None  # Quebec 10 is left


def test_10_86_de_every_defending_piece_is_eliminated(monkeypatch):
    """10.86 De ("Defender eliminated"): a Federal unit (3) against a Constituency (1) is 3-1;
    a 6 is De: the Constituency is removed, the attacker stays."""
    state = position(
        {"qbc-1": ("red-l3", "green")},
        {FED[0]: ("red-l4", G)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 6)
    assert "3 vs 1 -> 3-1; die 6 -> De (Defender eliminated)" in state.log[-2]
    assert removed(state, "qbc-1") == "eliminated"
    assert removed(state, FED[0]) is None and where(state, FED[0]) == "red-l4"


# --- 10.87: every result of the Arrest Table ----------------------------------------------------


def test_10_87_ar_the_attacker_retreats(monkeypatch):
    """10.87 Ar: a Federal unit (3) against a Premier and a Civil Servant (3) at 1-1 rolls 1:
    the attacker retreats from the corner Red G9 to Orange G1, its only way out."""
    state = position(
        {"premier-qbc": ("red-g8", "green"), "justice": ("red-g8", "green")},
        {FED[0]: ("red-g9", G)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-g8", FED[0]), 1)
    assert "Arrest Table (10.87): 3 vs 3 -> 1-1; die 1 -> Ar (Attacker retreat)" in (state.log[-2])
    assert where(state, FED[0]) == "orange-g1"
    assert where(state, "premier-qbc") == where(state, "justice") == "red-g8"


def test_10_87_dash_no_effect_and_the_stack_has_defended(monkeypatch):
    """10.87 "–" ("No effect"): at 1-1 a 2 changes nothing, and the stack may not be attacked
    again this phase by the other unit next to it (7.24)."""
    state = position(
        {"premier-qbc": ("red-l3", "green"), "justice": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 2)
    lines = said(before, state)
    assert "3 vs 3 -> 1-1; die 2 -> – (No effect)" in lines[0]
    assert lines[1] == "No effect (10.87)."
    assert where(state, "premier-qbc") == where(state, "justice") == "red-l3"
    assert where(state, FED[0]) == "red-l4"
    assert offered(state, "attack") == []


def test_10_87_dr_the_whole_stack_retreats_together(monkeypatch):
    """10.87 Dr: two Federal units (6) against two Civil Servants (2) are 3-1; a 3 is Dr: both
    pieces retreat together (combat.py), to Blue G9, the only square of Red G1's without an
    enemy (Red G2 and Blue L7 hold the attackers)."""
    state = position(
        {"justice": ("red-g1", "green"), "commerce": ("red-g1", "green")},
        {FED[0]: ("red-g2", G), FED[1]: ("blue-l7", G)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-g1", FED[0], FED[1]), 3)
    lines = said(before, state)
    assert "6 vs 2 -> 3-1; die 3 -> Dr (Defender retreat)" in lines[0]
    assert where(state, "justice") == where(state, "commerce") == "blue-g9"
    assert lines[1].endswith("retreat to Blue G9.")


def test_10_87_da_the_defenders_are_arrested(monkeypatch):
    """10.87 Da ("Defender arrested"): two Federal units (6) against a Civil Servant (1) are
    6-1; a 3 is Da: the piece leaves play, arrested."""
    state = position(
        {"justice": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G)},
        stage="combat",
    )
    before = state
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0], FED[1]), 3)
    lines = said(before, state)
    assert "6 vs 1 -> 6-1; die 3 -> Da (Defender arrested)" in lines[0]
    assert lines[1] == "Arrested (10.87): Justice."
    assert removed(state, "justice") == "arrested"


# --- the odds: below 1-1, above the last column -------------------------------------------------


def test_below_one_one_is_refused_with_a_reason():
    """10.85-10.87 notes ("Attacks at a ratio of less than 1-1 are prohibited"): a Federal unit
    (3) against a Militia unit and an Interest Group (4) may not roll, and the prompt says why;
    with a second unit (6 against 4) it is 1-1 and may."""
    state = position(
        {"francophone": ("red-l3", "green")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    state = attack(state, "red-l3", FED[0])
    assert "3 against 4 is below 1-1, which the tables prohibit." in prompt(state)
    assert offered(state, "roll") == []
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="roll"))
    state = act(state, "red", "add", FED[1])
    assert "6 against 4, column 1-1" in prompt(state)
    assert offered(state, "roll") == [None]


def test_an_attack_may_be_cancelled_before_the_roll():
    """7.0's procedure (announce, then roll; the menus' cancel): an attack cancelled before the
    roll costs nothing: no unit or stack has fought (7.24), the same attack may be made."""
    state = position({"qbc-1": ("red-l3", "green")}, {FED[0]: ("red-l4", G)}, stage="combat")
    state = attack(state, "red-l3", FED[0])
    state = act(state, "orange", "cancel")
    assert state.emergency.attack is None and state.emergency.engaged == []
    assert offered(state, "attack") == ["red-l3"]
    state = act(state, "red", "attack", "red-l3")
    assert offered(state, "add") == [FED[0]]


@pytest.mark.parametrize(
    ("defenders", "units", "attackers", "die", "line", "gone"),
    [
        # 6 vs 1 is read on 4-1 (a 4 is De there, Dr on 3-1).
        (
            {},
            {VOLTIGEURS: R},
            2,
            4,
            "6 vs 1 -> 6-1, treated as 4-1 (the highest column); die 4 -> De",
            VOLTIGEURS,
        ),
        # 9 vs 1 is read on 6-1 (a 4 is De there, Be on 4-1).
        (
            {"qbc-1": "green"},
            {},
            3,
            4,
            "9 vs 1 -> 9-1, treated as 6-1 (the highest column); die 4 -> De",
            "qbc-1",
        ),
        # 9 vs 1 is read on 6-1 (a 3 is Da there, Dr on 5-1 and 4-1).
        (
            {"justice": "green"},
            {},
            3,
            3,
            "9 vs 1 -> 9-1, treated as 6-1 (the highest column); die 3 -> Da",
            "justice",
        ),
    ],
)
def test_above_the_last_column_is_read_on_it(
    monkeypatch, defenders, units, attackers, die, line, gone
):
    """10.85 note ("greater than 4-1 are treated as 4-1"), 10.86 and 10.87 notes ("greater than
    6-1 are treated as 6-1")."""
    state = position(
        {p: ("red-l3", c) for p, c in defenders.items()},
        {u: ("red-l3", s) for u, s in units.items()}
        | {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), FED[2]: ("red-a2", G)},
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", *FED[:attackers]), die)
    assert any(line in entry for entry in state.log[-3:]), state.log[-3:]
    assert removed(state, gone) in ("eliminated", "arrested")
    assert all(removed(state, u) is None for u in FED[:attackers])


# --- 10.4: the Game-Turns ------------------------------------------------------------------------


def test_10_4_the_sequence_of_play():
    """10.4: each Game-Turn is the Government Side's Movement and Combat Phases, then the Rebel
    Side's; the players of the Phasing Side act (10.27); then a new Game-Turn."""
    state = position({"ont-1": ("red-g1", "red")}, {FED[0]: ("red-g3", G)})
    sequence = [
        ((1, G, "movement"), ["red", "orange"]),
        ((1, G, "combat"), ["red", "orange"]),
        ((1, R, "movement"), ["green", "blue"]),
        ((1, R, "combat"), ["green", "blue"]),
        ((2, G, "movement"), ["red", "orange"]),
    ]
    for n, (expected, players) in enumerate(sequence):
        assert stage(state) == expected
        assert TITLE.active(state) == players
        if n < len(sequence) - 1:
            state = act(state, players[0], "end")
    assert "— National Emergency Game-Turn 1 of 6: Rebel Side, Combat Phase." in state.log
    assert (
        state.log[-1] == "— National Emergency Game-Turn 2 of 6: Government Side, Movement Phase."
    )
    assert set(offered(state, "pick")) == {FED[0], "ont-1"}  # a new Movement Phase


def test_10_4_the_fifth_game_turn_is_followed_by_the_sixth():
    """10.0 ("only six National Emergency Game-Turns"): the end of the Rebels' fifth Combat
    Phase begins the sixth Game-Turn, not the end."""
    state = position({}, {}, turn=5, side=R, stage="combat")
    state = act(state, "green", "end")
    assert state.outcome is None
    assert stage(state) == (6, G, "movement")


# --- 11.2: the ends -------------------------------------------------------------------------------


def test_11_23_rebels_surviving_the_sixth_game_turn_win():
    """11.23 ("The Government Side loses the game if it cannot eliminate all Rebel
    Constituencies during the six-turn National Emergency"): the Rebels' sixth Combat Phase
    ends with a Rebel Constituency on the display: the Rebel players win."""
    state = position({"ont-1": ("red-g1", "red")}, {}, turn=6, side=R, stage="combat")
    state = act(state, "blue", "end")
    assert state.outcome is not None
    assert state.outcome.winners == ["green", "blue"]
    assert "(11.23)" in state.outcome.reason
    assert state.phase == "over"
    assert TITLE.active(state) == []


def test_11_24_eliminating_the_last_rebel_constituency_wins_at_once(monkeypatch):
    """11.24 ("The Rebel Side loses the game if all the Rebel Constituencies are eliminated"):
    in the first Game-Turn, the Government's Riot attack (3-1, a 6: De) removes the Rebels'
    only Constituency: the game ends there and the Government players win."""
    state = position(
        {"qbc-1": ("red-l3", "green"), "francophone": ("red-g5", "green")},
        {FED[0]: ("red-l4", G), CAMERONS: ("green-g3", R)},
        keep=False,
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 6)
    assert removed(state, "qbc-1") == "eliminated"
    assert state.outcome is not None
    assert state.outcome.winners == ["red", "orange"]
    assert "(11.24)" in state.outcome.reason
    assert state.phase == "over"
    assert TITLE.active(state) == []
    assert stage(state) == (1, G, "combat")


def test_11_24_an_exchange_that_takes_the_last_constituency_also_wins(monkeypatch):
    """11.24 with the 10.73 Exchange (Be): the Government loses its attacking unit, but the
    Rebels' last Constituency is gone with it: the Government wins."""
    state = position(
        {"qbc-1": ("red-l3", "green"), "francophone": ("red-l3", "green")},
        {FED[0]: ("red-l4", G)},
        keep=False,
        stage="combat",
    )
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 4)
    assert removed(state, FED[0]) == "eliminated"
    assert state.outcome is not None and state.outcome.winners == ["red", "orange"]


def test_11_24_not_while_a_rebel_constituency_remains(monkeypatch):
    """11.24 needs all the Rebel Constituencies gone: with Quebec 10 left the game goes on."""
    state = position({"qbc-1": ("red-l3", "green")}, {FED[0]: ("red-l4", G)}, stage="combat")
    state = rolled(monkeypatch, attack(state, "red-l3", FED[0]), 6)
    assert removed(state, "qbc-1") == "eliminated"
    assert state.outcome is None
    assert TITLE.active(state) == ["red", "orange"]


# --- 10.27: a coalition acts as one Side ---------------------------------------------------------


def test_10_27_any_player_of_a_side_may_act_for_it(monkeypatch):
    """10.27 ("Command and Control problems on Sides which are coalitions should be decided by
    the Player's constituting those Sides"; war.py: any player of a Side may act for it): Orange
    moves Red's Constituency, Red the unit, Orange ends the phase; Red opens the attack, Orange
    adds the unit and Red rolls. The Rebels, not phasing, may do nothing."""
    state = position(
        {"ont-1": ("red-g1", "red"), "qbc-1": ("red-l3", "green")},
        {FED[0]: ("red-g5", G)},
    )
    assert TITLE.active(state) == ["red", "orange"]
    assert legal(state, "green") == [] and legal(state, "blue") == []
    with pytest.raises(RuleError):
        TITLE.apply(state, "green", Choice(verb="end"))
    state = act(state, "orange", "pick", "ont-1")
    state = act(state, "orange", "to", "red-g2")
    state = act(state, "red", "pick", FED[0])
    state = act(state, "red", "to", "red-l4")
    state = act(state, "orange", "end")
    assert stage(state) == (1, G, "combat")
    state = act(state, "red", "attack", "red-l3")
    state = act(state, "orange", "add", FED[0])
    with force_dice(monkeypatch, 6):
        state = act(state, "red", "roll")
    assert removed(state, "qbc-1") == "eliminated"
    assert where(state, "ont-1") == "red-g2"
