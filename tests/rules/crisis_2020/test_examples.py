"""The rulebook's worked examples, replayed on forced dice and set-up positions: the Data
Conflict Example of 6.2 (Southern California), the Armed Conflict Example of 8.15 (the
Midwest), the Regular Movement Example of 7.0 and the Overseas Movement Examples of 12.32.

The units, cards and Regions are those the examples name; what the rulebook leaves out (which
other Rebel units stand in Southern California, the cards in each hand, the top of the draw
pile) is set up so that the example's words hold.
"""

from __future__ import annotations

import pytest
from build import (
    ADVANCED,
    G,
    R,
    act,
    args,
    attack,
    build,
    choices,
    draft,
    force_dice,
    invariants,
    new_lines,
    where,
)

from rules.crisis_2020 import TITLE, movement
from rules.crisis_2020.components import UNITS
from rules.crisis_2020.data import TYPES

SOCAL, MIDWEST = "southern-california", "midwest"


# --- 6.2: the Data Conflict Example -------------------------------------------------------------


def socal_position():
    """The Government's Data Conflict Phase: SEALS and DHS 4 against the Rebel Cybernaut and a
    Rebel Infrastructure (so the Government has no Infrastructure there, as the example says)."""
    return build(
        {
            "seals": (SOCAL, G),
            "dhs-4": (SOCAL, G),
            "cybernauts-1": (SOCAL, R),
            "infrastructure-7": (SOCAL, R),
        },
        player=G,
        government=["mass-rally", "detention-camp", "patriots"],
        rebel=["hacktivists"],
        draw=["bot-farm", "deepfake", "influencers"],
    )


def test_data_conflict_example_6_2_defection_at_7_on_a_9(monkeypatch):
    """6.2 example: SEALS (1) + DHS 4 (2) + Mass Rally (4 in a Metroplex) = 7; a 9 is a
    Defection, and the Government may neutralize, recruit a non-military unit (no Government
    Infrastructure in Southern California) or make a Rebel unit defect."""
    force_dice(monkeypatch, (4, 5))
    state = draft(socal_position(), G, SOCAL, ["seals", "dhs-4"], ["mass-rally"])
    assert "Strength 7, column 7" in TITLE.view(state, G).prompt
    state = act(state, G, "roll")
    assert state.log[-1] == (
        "⚔️ Government Data attack in Southern California: SEALS (1) + DHS 4 (2) + "
        "Mass Rally (+4) = 7 → column 7; 2d6 [4, 5] = 9 → Defection."
    )
    options = args(state, G, "option")
    assert "flip:cybernauts-1" in options
    assert "neutralize:cybernauts-1" in options
    assert "draw" in options
    recruits = [o.split(":")[1] for o in options if str(o).startswith("recruit:")]
    assert recruits, "non-military units may be recruited"
    assert not [u for u in recruits if TYPES[UNITS[u].type].real], "'real' units need Infra"


def test_data_conflict_example_6_2_in_full(monkeypatch):
    """6.2 example, all of it: the Defection flips the Rebel Cybernaut, which attacks at once
    on the 3 column: an 11 is a Riot (a Government Insurgent placed, 2 cards drawn, Southern
    California's Value); the new Insurgent (2) with Detention Camp (1) = 3 rolls 12 (6, 6): a
    Crash (one Government card discarded at random, with the spent Detention Camp), then
    Doubles: the Rebel, with the fewest units there, draws one card."""
    rolls = force_dice(monkeypatch, (4, 5), (5, 6), (6, 6))
    state = attack(socal_position(), G, SOCAL, ["seals", "dhs-4"], ["mass-rally"])
    state = act(state, G, "option", "flip:cybernauts-1")
    assert where(state, "cybernauts-1") == (SOCAL, G)
    assert ("attack", SOCAL) in choices(state, G)

    # The defector attacks in the same Data Conflict Phase, on the 3 column.
    state = act(state, G, "attack", SOCAL)
    assert args(state, G, "add") == ["cybernauts-1"]  # SEALS and DHS 4 attacked already
    before = state
    state = attack(state, G, None, ["cybernauts-1"])
    assert new_lines(before, state)[:2] == [
        "⚔️ Government Data attack in Southern California: Cybernauts 1 (3) = 3 → column 3; "
        "2d6 [5, 6] = 11 → Riot.",
        "Government receives Insurgents 1 (Insurgents) in Southern California.",
    ]
    assert where(state, "insurgents-1") == (SOCAL, G)
    # Two cards drawn: the Value of Southern California.
    assert state.hands[G] == ["detention-camp", "patriots", "bot-farm", "deepfake"]

    # The new Insurgent and Detention Camp: 3, a 12 on doubles.
    state = act(state, G, "attack", SOCAL)
    assert args(state, G, "add") == ["insurgents-1"]
    before = state
    state = attack(state, G, None, ["insurgents-1"], ["detention-camp"])
    lines = new_lines(before, state)
    assert lines[0] == (
        "⚔️ Government Data attack in Southern California: Insurgents 1 (2) + "
        "Detention Camp (+1) = 3 → column 3; 2d6 [6, 6] = 12 (doubles) → Crash."
    )
    assert lines[1].startswith("Crash: Government discards 1 at random: ")
    assert lines[2] == "Doubles: the Rebel, with the fewest units there, draws a card."
    # One Government card lost at random, and the spent Detention Camp, face up.
    assert len(state.hands[G]) == 2
    lost = [c for c in ("patriots", "bot-farm", "deepfake") if c not in state.hands[G]]
    assert len(lost) == 1
    assert sorted(state.deck.discard_pile) == sorted(["mass-rally", "detention-camp", *lost])
    # The Rebel (one unit against four) draws the next card.
    assert state.hands[R] == ["hacktivists", "influencers"]
    assert rolls == []
    invariants(state)
    # "The Government decides to end its Data attacks": every unit there has attacked.
    assert choices(state, G) == [("end", None)]


def test_data_conflict_example_6_2_riot_logs_the_cards_drawn(monkeypatch):
    """6.2: a Riot "allows the Government to draw two Crisis Cards"; the narration of the
    conflict (issue: "result, what each side chose") should say the two cards were drawn, as
    it says the Rebel's draw on doubles. (The card names stay private.)"""
    force_dice(monkeypatch, (4, 5), (5, 6))
    state = attack(socal_position(), G, SOCAL, ["seals", "dhs-4"], ["mass-rally"])
    state = act(state, G, "option", "flip:cybernauts-1")
    before = state
    state = attack(state, G, SOCAL, ["cybernauts-1"])
    lines = new_lines(before, state)
    assert any("draw" in line and "2" in line for line in lines[1:]), lines


# --- 8.15: the Armed Conflict Example ------------------------------------------------------------


def midwest_position():
    """The Rebel's Armed Conflict Phase in the Midwest: BATF, the 10th Mountain and two
    Insurgents against SOAR, the 24th Infantry and a Government Infrastructure."""
    return build(
        {
            "batf": (MIDWEST, R),
            "10th-mountain": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "soar": (MIDWEST, G),
            "24th-infantry": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        },
        phase="armed",
        player=R,
        rebel=["community-policing", "mass-rally", "viral-video", "hacktivists"],
        government=["rallying-cry", "second-amendment", "patriots"],
        draw=["bot-farm", "deepfake"],
    )


def test_armed_conflict_example_8_15_counterattack_and_less_than_lethal(monkeypatch):
    """8.15 example: BATF (3) + Community Policing (2 in a Developed Region) = 5 rolls 4 (3, 1):
    a Counterattack. The Government counterattacks with all three units, Rallying Cry and
    Second Amendment: 11, Less Than Lethal; a 7 discards the top card (4.0) and the '11-13'
    column gives a Termination: the BATF only (5.4: the other Rebel units took no part)."""
    force_dice(monkeypatch, (3, 1), (4, 3))
    state = attack(midwest_position(), R, MIDWEST, ["batf"], ["community-policing"])
    assert state.log[-1] == (
        "⚔️ Rebel Armed attack in Midwest, Regular: BATF (3) + Community Policing (+2) = 5 → "
        "column 4-5; 2d6 [3, 1] = 4 → Counterattack."
    )
    # The counterattack is the Government's decision, out of turn.
    assert TITLE.view(state, G).active == [G]
    assert choices(state, G) == [("counter", None), ("decline", None)]
    state = act(state, G, "counter")
    # "any and all Government units in the Midwest Region" may join.
    assert sorted(args(state, G, "add")) == ["24th-infantry", "infrastructure-1", "soar"]
    state = draft(
        state,
        G,
        None,
        ["soar", "24th-infantry", "infrastructure-1"],
        ["rallying-cry", "second-amendment"],
        "ltl",
    )
    assert "Strength 11, column 11-13" in TITLE.view(state, G).prompt
    before = state
    state = act(state, G, "roll")
    assert new_lines(before, state) == [
        "⚔️ Government counterattack in Midwest, Less Than Lethal: SOAR (2) + "
        "24th Infantry Division (4) + Infrastructure 1 (1) + Rallying Cry (+2) + "
        "Second Amendment (+2) = 11 → column 11-13; 2d6 [4, 3] = 7 (a 7) → Termination.",
        "A 7: the top Crisis Card, Bot Farm, is discarded without effect.",
        "BATF (Strike Force) of the Rebel is eliminated.",
    ]
    assert where(state, "batf") == ("pool", None)
    for unit in ("10th-mountain", "insurgents-1", "insurgents-2"):
        assert where(state, unit) == (MIDWEST, R)
    # The Armed Conflict is over: the cards of both sides go to the discards.
    assert state.armed is None
    assert state.deck.discard_pile == [
        "bot-farm",
        "community-policing",
        "rallying-cry",
        "second-amendment",
    ]
    invariants(state)


def test_armed_conflict_example_8_15_in_full(monkeypatch):
    """8.15 example, all of it. After the counterattack the 10th Mountain attacks alone on the
    '4-5' column: a 5 terminates the 24th Infantry (SOAR is Clandestine; the Infrastructure
    falls only to Pacification). The two Insurgents at Maximum Firepower (4 doubled to 8) roll
    8 (4, 4) on the '8-11' column: Pacification with Collateral Damage. The Infrastructure is
    eliminated (not SOAR, 8.12), two Rebel cards are discarded at random, once (8.13), and on
    the doubles the Government retreats the just-eliminated Infrastructure to its Neutralized
    Box."""
    rolls = force_dice(monkeypatch, (3, 1), (4, 3), (2, 3), (4, 4))
    state = attack(midwest_position(), R, MIDWEST, ["batf"], ["community-policing"])
    state = act(state, G, "counter")
    state = attack(
        state,
        G,
        None,
        ["soar", "24th-infantry", "infrastructure-1"],
        ["rallying-cry", "second-amendment"],
        "ltl",
    )
    assert TITLE.view(state, R).active == [R]
    # The Rebel resumes: the 10th Mountain alone, Regular table, '4-5' column.
    state = act(state, R, "attack", MIDWEST)
    assert sorted(args(state, R, "add")) == ["10th-mountain", "insurgents-1", "insurgents-2"]
    before = state
    state = attack(state, R, None, ["10th-mountain"])
    assert new_lines(before, state) == [
        "⚔️ Rebel Armed attack in Midwest, Regular: 10th Mountain Division (4) = 4 → "
        "column 4-5; 2d6 [2, 3] = 5 → Termination.",
        "24th Infantry Division (High-tech Arms Division) of the Government is eliminated.",
    ]
    assert where(state, "soar") == (MIDWEST, G)
    assert where(state, "infrastructure-1") == (MIDWEST, G)

    # The two Insurgents at Maximum Firepower.
    state = draft(state, R, MIDWEST, ["insurgents-1", "insurgents-2"], mode="max")
    assert "Strength 8, column 8-11" in TITLE.view(state, R).prompt
    before = state
    state = act(state, R, "roll")
    lines = new_lines(before, state)
    assert lines[:2] == [
        "⚔️ Rebel Armed attack in Midwest, Maximum Firepower: Insurgents 1 (4) + "
        "Insurgents 2 (4) = 8 → column 8-11; 2d6 [4, 4] = 8 (doubles) → "
        "Pacification with Collateral Damage.",
        "Infrastructure 1 (Infrastructure) of the Government is eliminated.",
    ]
    assert lines[2].startswith("Collateral Damage: Rebel discards 2 at random: ")
    assert len(lines) == 3  # one Collateral Damage, not two (8.13)
    assert len(state.hands[R]) == 1  # 3 cards left after Community Policing, 2 discarded
    assert where(state, "soar") == (MIDWEST, G)
    # Doubles: the Government may retreat a unit there or the one just eliminated.
    assert TITLE.view(state, G).active == [G]
    assert choices(state, G) == [
        ("retreat", "soar"),
        ("retreat", "infrastructure-1"),
        ("none", None),
    ]
    before = state
    state = act(state, G, "retreat", "infrastructure-1")
    assert new_lines(before, state) == [
        "Infrastructure 1 (Infrastructure) of the Government retreats to the Neutralized Box."
    ]
    assert where(state, "infrastructure-1") == ("neutralized", G)
    assert where(state, "24th-infantry") == ("pool", None)
    assert rolls == []
    invariants(state)


# --- 7.0: the Regular Movement Example -----------------------------------------------------------


def sunbelt_position():
    """The Government's Movement Phase: in the Sunbelt a Government Infrastructure, Cybernaut,
    Stryker Brigade and two High-Tech Divisions; Rebel units in the Southeast and the Capitol
    District, on the way."""
    return build(
        {
            "infrastructure-1": ("sunbelt", G),
            "cybernauts-1": ("sunbelt", G),
            "2nd-cavalry": ("sunbelt", G),
            "24th-infantry": ("sunbelt", G),
            "1st-armored": ("sunbelt", G),
            "insurgents-1": ("southeast", R),
            "insurgents-2": ("capitol-district", R),
        },
        phase="move",
        player=G,
    )


def test_regular_movement_example_7_0():
    """7.0 example: the Infrastructure (Movement 0) cannot move; the Cybernaut and the Stryker
    Brigade use their full 3 to reach Greater New York; one High-Tech Division moves one Region
    to the Southeast, the other its full 2 to the Capitol District. The Rebel units on the way
    have no effect (7.33)."""
    state = sunbelt_position()
    movable = args(state, G, "pick")
    assert "infrastructure-1" not in movable
    assert sorted(movable) == ["1st-armored", "24th-infantry", "2nd-cavalry", "cybernauts-1"]

    state = act(state, G, "pick", "cybernauts-1")
    state = act(state, G, "pick", "2nd-cavalry")
    assert "greater-new-york" in args(state, G, "to")
    state = act(state, G, "to", "greater-new-york")
    assert state.log[-1] == (
        "Government moves Cybernauts 1 (Cybernauts), 2nd Cavalry Regiment (Stryker) "
        "(Stryker Brigade): Sunbelt → Greater New York."
    )

    state = act(state, G, "pick", "24th-infantry")
    reach = args(state, G, "to")
    assert "southeast" in reach and "capitol-district" in reach
    assert "greater-new-york" not in reach  # 3 Regions away, Movement 2
    state = act(state, G, "to", "southeast")
    state = act(state, G, "pick", "1st-armored")
    state = act(state, G, "to", "capitol-district")

    assert where(state, "cybernauts-1") == ("greater-new-york", G)
    assert where(state, "2nd-cavalry") == ("greater-new-york", G)
    assert where(state, "24th-infantry") == ("southeast", G)
    assert where(state, "1st-armored") == ("capitol-district", G)
    assert where(state, "infrastructure-1") == ("sunbelt", G)
    # Each unit moves once per turn (7.0): nothing is left to move.
    assert args(state, G, "pick") == []
    invariants(state)


# --- 12.32: the Overseas Movement Examples ---------------------------------------------------


def overseas(units):
    """An Advanced Game with NATO and the Pacific Rim in play (12.1), the Government moving."""
    return build(
        units,
        phase="move",
        player=G,
        scenario=ADVANCED,
        powers={"nato": G, "pacific-rim": G},
    )


def test_overseas_movement_example_12_32_cybernaut_to_nato():
    """12.32 example: a Cybernaut in Greater New York enters NATO for two of its three
    Movement; it can move no further that Player Turn (exiting costs two more)."""
    state = overseas({"cybernauts-1": ("greater-new-york", G)})
    assert movement.reach(state, "cybernauts-1")["nato"] == 2
    state = act(state, G, "pick", "cybernauts-1")
    state = act(state, G, "to", "nato")
    assert where(state, "cybernauts-1") == ("nato", G)
    assert "cybernauts-1" not in args(state, G, "pick")


def test_overseas_movement_example_12_32_no_line_for_an_insurgent():
    """12.32 example: an Insurgent (Movement 1) can never cross a dashed line, to or from an
    Overseas Region."""
    state = overseas({"insurgents-1": ("greater-new-york", G), "insurgents-2": ("nato", G)})
    assert "nato" not in movement.reach(state, "insurgents-1")
    assert movement.reach(state, "insurgents-2") == {}
    state = act(state, G, "pick", "insurgents-2")
    assert args(state, G, "to") == []


def test_overseas_movement_example_12_32_rapid_deployment_from_the_pacific_rim():
    """12.32 example: a Rapid Deployment unit in the Pacific Rim uses two Movement to enter
    Northern California (or Southern California, or SeaTac), then may go on one Region."""
    state = overseas({"10th-mountain": ("pacific-rim", G)})
    reach = movement.reach(state, "10th-mountain")
    assert reach == {
        "rocky-mountains": 3,
        "southwest": 3,
        "northern-california": 2,
        "southern-california": 2,
        "seatac": 2,
    }


def test_overseas_movement_example_12_32_high_tech_from_the_pacific_rim():
    """12.32 example: a High-Tech Arms unit (Movement 2) in the Pacific Rim reaches only
    Northern or Southern California or SeaTac."""
    state = overseas({"24th-infantry": ("pacific-rim", G)})
    assert movement.reach(state, "24th-infantry") == {
        "northern-california": 2,
        "southern-california": 2,
        "seatac": 2,
    }
    state = act(state, G, "pick", "24th-infantry")
    assert args(state, G, "to") == ["northern-california", "southern-california", "seatac"]


@pytest.mark.parametrize("unit", ["cybernauts-1", "10th-mountain"])
def test_overseas_regions_only_by_their_lines_12_32(unit):
    """12.32: Overseas Regions are entered and left only along their Transportation Lines, at
    2 each: from Greater New York, NATO is reached and the Pacific Rim is not."""
    state = overseas({unit: ("greater-new-york", G)})
    reach = movement.reach(state, unit)
    assert reach["nato"] == 2
    assert "pacific-rim" not in reach and "southern-command" not in reach
