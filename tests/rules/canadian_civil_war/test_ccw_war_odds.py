"""How the computer players of Canadian Civil War judge a National Emergency under way
(rules/canadian_civil_war/war_odds.py): the Government's chance of eliminating every Rebel
Constituency (11.23, 11.24), read off the tables themselves (10.71-10.73, 10.85, 10.86), and
which of the Movement and Combat choices it tries first.

Positions are built by hand (ccw_war.war_position): Red and Orange govern, Green and Blue
rebel; Blue's Quebec 10 in Green G5 is the one Rebel Constituency unless a test says otherwise.
Green G5 is joined to Green L4, G4 and G6 (display.toml). Every Federal unit is 3-5, Les
Voltigeurs du Quebec 1-5, a Constituency's back (1), the Francophone Interest Group's (2)
(military.toml).
"""

from __future__ import annotations

import pytest
from ccw_build import act
from ccw_war import FED, VOLTIGEURS, war_position

from rules.canadian_civil_war import TITLE, war_odds

G, R = "government", "rebel"
TARGET = "green-g5"
BESIDE = ("green-l4", "green-g4", "green-g6")
LONE = {"qbc-10": (TARGET, "blue")}


def last_combat(actives=LONE, units=None):
    """The Government's Combat Phase of the sixth and last Game-Turn (10.4): one chance left."""
    return war_position(actives, units or {}, stage="combat", turn=6)


def test_the_last_chance_is_the_riot_tables_odds() -> None:
    """10.86, Riot Table: a Federal unit (3) against a lone Constituency (1) attacks at 3-1,
    where 3, 4 and 5 are Be and 6 De: the Constituency falls on 4 rolls of 6; two units attack
    at 6-1, where every roll eliminates it. In the last Combat Phase that is the Government's
    whole chance (11.24, 11.23); once the Rebels' last turn has begun it has none."""
    one = last_combat(units={FED[0]: (BESIDE[0], G)})
    assert war_odds.government_wins(one) == pytest.approx(4 / 6)
    two = last_combat(units={FED[0]: (BESIDE[0], G), FED[1]: (BESIDE[1], G)})
    assert war_odds.government_wins(two) == pytest.approx(1.0)
    over = war_position(LONE, {FED[0]: (BESIDE[0], G)}, stage="movement", side=R, turn=6)
    assert war_odds.government_wins(over) == 0.0
    gone = last_combat(actives={"labor": ("green-l6", "green")}, units={FED[0]: (TARGET, G)})
    assert war_odds.government_wins(gone) == 1.0  # no Rebel Constituency left (11.24)


def test_the_example_of_10_73_beats_the_unit_first_then_riots() -> None:
    """10.72, 10.73's example: a stack of Les Voltigeurs (1), a Quebec Constituency (1) and the
    Francophone Interest Group (2), strength 4, against four Federal units (12). The unit must
    be beaten first on the Combat Results Table, against the whole stack's 4, and other units
    then riot against the 3 left. Best: two units at 6 against 4 (1-1: Dr on 4 and 5, De on 6,
    3 rolls in 6), then two at 6 against 3 (2-1 on the Riot Table: Be on 3 to 5, De on 6, 4 in
    6): 1/2 * 2/3 = 1/3; three units first (9 against 4, 2-1: 3 in 6) leave one to riot at 1-1
    (3 in 6): 1/4."""
    stack = {**LONE, "francophone": (TARGET, "blue")}
    units = {VOLTIGEURS: (TARGET, R)} | {u: (BESIDE[i % 3], G) for i, u in enumerate(FED[:4])}
    assert war_odds.government_wins(last_combat(stack, units)) == pytest.approx(1 / 3)
    assert war_odds.falls(12, 4, 1) == pytest.approx(1 / 3)
    assert war_odds.falls(9, 4, 1) == pytest.approx(1 / 4)


def test_every_constituency_must_fall() -> None:
    """11.23: one Rebel Constituency left after six Game-Turns and the Rebels win, so the
    Government's chance is the chance that each falls: two lone Constituencies, one unit beside
    each, in the last Combat Phase: (4/6) * (4/6)."""
    actives = {**LONE, "qbc-9": ("red-g5", "green")}
    units = {FED[0]: (BESIDE[0], G), FED[1]: ("red-g4", G)}
    assert war_odds.government_wins(last_combat(actives, units)) == pytest.approx((4 / 6) ** 2)


def test_the_government_stands_better_with_its_units_beside_the_rebels() -> None:
    """During the Government's Movement Phase (10.4) its units are judged where they stand, so
    a unit moved beside a Rebel Constituency raises its chance, and one over the stacking limit
    at the end of the phase counts for nothing (10.6: it is eliminated)."""
    far = war_position(LONE, {FED[0]: ("green-l2", G)}, turn=5)
    role = TITLE.active(far)[0]
    near = act(act(far, role, "pick", FED[0]), role, "to", "green-g4")

    assert war_odds.government_wins(near) > war_odds.government_wins(far)
    crowded = war_position(LONE, {FED[0]: ("green-g4", G), FED[1]: ("green-l2", G)}, turn=6)
    piled = act(act(crowded, role, "pick", FED[1]), role, "to", "green-g4")
    assert war_odds.government_wins(piled) == pytest.approx(war_odds.government_wins(crowded))
    spread = act(act(crowded, role, "pick", FED[1]), role, "to", "green-g6")
    assert war_odds.government_wins(spread) > war_odds.government_wins(piled)


def test_a_rebel_constituency_out_of_reach_lowers_the_governments_chance() -> None:
    """The Rebels' Movement Phase: a Government unit may move five squares and attack (10.5,
    10.7), so a Constituency moved away from it stands a better chance of surviving (11.23)."""
    state = war_position(LONE, {FED[0]: ("orange-l5", G)}, side=R, turn=5)
    role = TITLE.active(state)[0]
    away = act(act(state, role, "pick", "qbc-10"), role, "to", "green-g8")
    assert war_odds.government_wins(away) < war_odds.government_wins(state)


def ranks_of(state, role):
    """(verb, arg) -> the title's rank of each choice ``role`` has."""
    choices = TITLE.choices(state, role)
    return dict(
        zip(((c.verb, c.arg) for c in choices), TITLE.ranks(state, role, choices), strict=True)
    )


def test_the_choices_that_matter_are_tried_first() -> None:
    """Title.ranks: the Government's Military Units, which alone attack (10.71), are picked
    first, and sent beside a Rebel Constituency (rank 0) before anywhere else (1), and never
    first onto a square where another of its units stands (2: 10.6 would eliminate one); in
    Combat, stacks holding a Constituency are attacked first."""
    state = war_position(
        {**LONE, "labor": ("red-g5", "red")},
        {FED[0]: ("green-l2", G), FED[1]: ("green-g6", G)},
        turn=2,
    )
    role = TITLE.active(state)[0]
    ranked = ranks_of(state, role)
    assert ranked["pick", FED[0]] == 0 and ranked["pick", "labor"] == 1
    picked = act(state, role, "pick", FED[0])
    ranked = ranks_of(picked, role)
    assert ranked["to", "green-g4"] == 0
    assert ranked["to", "green-g6"] == 2
    assert ranked["to", "green-a1"] == 1
    fighting = war_position(
        {**LONE, "labor": ("green-l5", "green")},
        {FED[1]: ("green-g6", G)},
        stage="combat",
        turn=2,
    )
    ranked = ranks_of(fighting, role)
    assert ranked["attack", TARGET] == 0 and ranked["attack", "green-l5"] == 1
    assert TITLE.ranks(TITLE.setup("0" * 64, "referendum"), "red", []) is None
