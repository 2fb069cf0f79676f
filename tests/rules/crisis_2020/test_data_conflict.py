"""Attacking (5.0-5.64) and Data Conflict (6.0-6.2) on the Domestic Region table, on forced
dice. The Foreign Region table is in test_advanced.py, the rulebook's example in
test_examples.py.
"""

from __future__ import annotations

import pytest
from build import (
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

from rules.core import RuleError
from rules.crisis_2020 import TITLE
from rules.crisis_2020.components import UNITS
from rules.crisis_2020.data import TYPES

MIDWEST, TEXAS, SOCAL = "midwest", "texas", "southern-california"


def data_position(units, **kwargs):
    kwargs.setdefault("rebel", ["mass-rally", "hacktivists", "community-policing"])
    kwargs.setdefault("government", ["patriots"])
    return build(units, **kwargs)


# --- 5.1-5.5 attacking -------------------------------------------------------------------------


def test_attacking_is_voluntary_5_1():
    """5.1: units are never forced to attack: a Conflict Phase may be ended at once, and an
    attack being built may be called off, leaving its units free to attack."""
    state = data_position({"insurgents-1": (MIDWEST, R), "insurgents-2": (MIDWEST, G)})
    assert choices(state, R) == [("attack", MIDWEST), ("end", None)]
    state = act(state, R, "attack", MIDWEST)
    state = act(state, R, "add", "insurgents-1")
    state = act(state, R, "cancel")
    assert state.data_attacked == [] and state.draft is None
    assert state.hands[R] == ["mass-rally", "hacktivists", "community-policing"]
    assert ("attack", MIDWEST) in choices(state, R)
    assert act(state, R, "end").phase == "move"


def test_defending_is_not_voluntary_5_1(monkeypatch):
    """5.1: the Defender has no choice whether to accept an attack: it is never asked."""
    force_dice(monkeypatch, (1, 2))
    state = data_position({"insurgents-1": (MIDWEST, R), "insurgents-2": (MIDWEST, G)})
    state = draft(state, R, MIDWEST, ["insurgents-1"])
    assert TITLE.view(state, G).active == [R]
    assert choices(state, G) == []


def test_one_data_and_one_armed_attack_per_unit_5_2(monkeypatch):
    """5.2: a unit may take part in one Data attack and one Armed attack in the same friendly
    Player Turn, and may move between them."""
    force_dice(monkeypatch, (2, 4), (1, 5))
    state = data_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "24th-infantry": (TEXAS, G),
        },
        rebel=[],
    )
    state = attack(state, R, MIDWEST, ["insurgents-1"])
    state = act(state, R, "attack", MIDWEST)
    assert args(state, R, "add") == ["insurgents-2"]  # insurgents-1 made its Data attack
    state = act(state, R, "cancel")
    state = act(state, R, "end")
    # It may still move, then make an Armed attack.
    state = act(state, R, "pick", "insurgents-1")
    state = act(state, R, "to", TEXAS)
    state = act(state, R, "end")
    assert state.phase == "armed"
    state = act(state, R, "attack", TEXAS)
    assert args(state, R, "add") == ["insurgents-1"]
    state = attack(state, R, None, ["insurgents-1"])
    assert "insurgents-1" in state.armed_attacked
    assert ("attack", TEXAS) not in choices(state, R)


def test_results_applied_before_the_next_attack_5_3(monkeypatch):
    """5.3: attacks in any order, each one's results applied before the next."""
    force_dice(monkeypatch, (4, 5))
    state = data_position(
        {"cybernauts-1": (MIDWEST, R), "insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)}
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert state.log[-1].endswith("→ Neutralization.")
    verbs = {verb for verb, _ in choices(state, R)}
    assert verbs == {"option"}  # no new attack, no end of phase, until it is applied
    with pytest.raises(RuleError):
        act(state, R, "attack", MIDWEST)
    state = act(state, R, "option", "neutralize:seals")
    assert ("attack", MIDWEST) in choices(state, R)


def test_any_grouping_of_the_units_in_one_region_5_4():
    """5.4: any number of the attacker's units in the Region may join one attack (all, some,
    or one each); units elsewhere may not."""
    state = data_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "cybernauts-1": (MIDWEST, R),
            "insurgents-3": (TEXAS, R),
        }
    )
    state = act(state, R, "attack", MIDWEST)
    assert sorted(args(state, R, "add")) == ["cybernauts-1", "insurgents-1", "insurgents-2"]
    all_three = draft(state, R, None, ["insurgents-1", "insurgents-2", "cybernauts-1"])
    assert "Strength 7" in TITLE.view(all_three, R).prompt
    two = draft(state, R, None, ["insurgents-2", "cybernauts-1"])
    assert "Strength 5" in TITLE.view(two, R).prompt
    with pytest.raises(RuleError):
        act(state, R, "add", "insurgents-3")


def test_a_unit_attacks_the_same_defender_in_data_and_armed_conflict_5_4(monkeypatch):
    """5.4: a unit may attack the same defender twice in a Player Turn, once in Data and once
    in Armed Conflict, if the defender is still there and the unit did not leave."""
    force_dice(monkeypatch, (1, 4), (1, 2))
    state = data_position({"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)})
    state = attack(state, R, MIDWEST, ["insurgents-1"])
    state = act(act(state, R, "end"), R, "end")
    assert ("attack", MIDWEST) in choices(state, R)
    state = attack(state, R, MIDWEST, ["insurgents-1"])
    assert "Armed attack in Midwest" in state.log[-1]


def test_only_defenders_in_that_region_are_affected_5_5(monkeypatch):
    """5.5: only defending units in the Region of the attack are affected by its results."""
    force_dice(monkeypatch, (4, 5))
    state = data_position(
        {"cybernauts-1": (MIDWEST, R), "seals": (MIDWEST, G), "dhs-1": (TEXAS, G)}
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert args(state, R, "option") == ["draw", "neutralize:seals"]


# --- 5.62 Crisis Cards in an attack ----------------------------------------------------------


def test_up_to_two_conflict_support_cards_5_62():
    """5.62: the attacker may play up to two Conflict Support cards, each adding its number for
    the Region's type; any number of fitting Events besides."""
    state = data_position(
        {"cybernauts-1": (SOCAL, R)},
        rebel=["mass-rally", "hacktivists", "viral-video", "zero-day-exploit", "inside-man"],
    )
    state = act(state, R, "attack", SOCAL)
    state = draft(state, R, None, ["cybernauts-1"], ["mass-rally", "hacktivists"])
    offered = args(state, R, "card")
    assert "viral-video" not in offered  # a third Conflict Support card
    assert sorted(offered) == ["inside-man", "zero-day-exploit"]
    state = draft(state, R, None, [], ["zero-day-exploit", "inside-man"])
    # 3 + Mass Rally 4 + Hacktivists 3 (Metroplex) + 3 + 2.
    assert "Strength 15" in TITLE.view(state, R).prompt


def test_support_values_follow_the_region_type_5_62():
    """2.0, 5.62: a Conflict Support card adds its Metroplex, Developed or Wilderness number
    (Mass Rally: 4 / 2 / 1)."""
    for region, total in ((SOCAL, 4), (MIDWEST, 2), ("great-plains", 1)):
        state = data_position({"10th-mountain": (region, R)}, rebel=["mass-rally"])
        state = draft(state, R, region, ["10th-mountain"], ["mass-rally"])
        assert f"Strength {total}," in TITLE.view(state, R).prompt


def test_card_borders_restrict_the_conflict_5_62():
    """2.0, 5.62: a Data-bordered card supports only Data attacks, an Armed-bordered one only
    Armed attacks, a Both-bordered one either; attack Events only where they fit."""
    hand = ["mass-rally", "community-policing", "rallying-cry", "zero-day-exploit", "surveillance"]
    units = {"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)}
    data = act(data_position(units, rebel=hand), R, "attack", MIDWEST)
    assert sorted(args(data, R, "card")) == ["mass-rally", "rallying-cry", "zero-day-exploit"]
    armed = act(data_position(units, rebel=hand, phase="armed"), R, "attack", MIDWEST)
    assert sorted(args(armed, R, "card")) == ["community-policing", "rallying-cry", "surveillance"]


def test_only_the_attacker_plays_cards_5_62(monkeypatch):
    """5.62: the attacking player only may play cards in support of an attack."""
    state = data_position(
        {"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)}, rebel=[], government=["mass-rally"]
    )
    state = draft(state, R, MIDWEST, ["insurgents-1"])
    assert choices(state, G) == []


def test_played_cards_are_discarded_after_a_data_attack_5_62(monkeypatch):
    """5.62, 4.0: cards played are placed in the discard pile once the attack is resolved."""
    force_dice(monkeypatch, (1, 4))  # 5 on the 4 column: no effect
    state = data_position({"insurgents-1": (MIDWEST, R)}, rebel=["mass-rally", "hacktivists"])
    state = attack(state, R, MIDWEST, ["insurgents-1"], ["mass-rally"])
    assert state.hands[R] == ["hacktivists"]
    assert state.deck.discard_pile == ["mass-rally"]


# --- 6.1 Data Conflict specific cases ---------------------------------------------------------


def test_data_attack_into_an_empty_region_6_11(monkeypatch):
    """6.11: a Data attack may be made in a Region with no defending units."""
    force_dice(monkeypatch, (2, 4))
    state = data_position({"insurgents-1": ("great-plains", R)})
    assert ("attack", "great-plains") in choices(state, R)
    before = len(state.deck.draw_pile)
    state = attack(state, R, "great-plains", ["insurgents-1"])
    assert state.log[-1].endswith("→ column 2; 2d6 [2, 4] = 6 → no effect.")
    assert len(state.deck.draw_pile) == before


def test_zero_strength_attack_on_the_0_column_6_12(monkeypatch):
    """6.12: units with a Data Rating of 0 may attack on the 0 column, with card support."""
    force_dice(monkeypatch, (4, 6), (4, 6))
    state = data_position({"10th-mountain": (MIDWEST, R), "24th-infantry": (MIDWEST, R)})
    assert UNITS["10th-mountain"].data == 0
    zero = attack(state, R, MIDWEST, ["10th-mountain"])
    assert (
        "10th Mountain Division (0) = 0 → column 0; 2d6 [4, 6] = 10 → International"
        in (zero.log[0])
    )
    supported = attack(state, R, MIDWEST, ["24th-infantry"], ["mass-rally"])
    assert "24th Infantry Division (0) + Mass Rally (+2) = 2 → column 2;" in supported.log[0]


# --- 6.2 Data Conflict results ------------------------------------------------------------------


def test_backlash_6_2(monkeypatch):
    """6.2 Backlash: the Defender receives one Insurgent in that Region and draws cards equal
    to the Region's Value (the Midwest: 2)."""
    force_dice(monkeypatch, (1, 2))
    state = data_position({"10th-mountain": (MIDWEST, R), "seals": (TEXAS, G)})
    top = state.deck.draw_pile[:2]
    after = attack(state, R, MIDWEST, ["10th-mountain"])
    lines = new_lines(state, after)
    assert lines[0].endswith("→ Backlash.")
    assert lines[1] == "Government receives Insurgents 1 (Insurgents) in Midwest."
    assert where(after, "insurgents-1") == (MIDWEST, G)
    assert after.hands[G] == ["patriots", *top]
    invariants(after)


def test_crash_6_2(monkeypatch):
    """6.2 Crash: the attacker discards one card at random from his hand."""
    force_dice(monkeypatch, (1, 2))
    state = data_position({"cybernauts-1": (MIDWEST, R)}, rebel=["mass-rally"])
    after = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert after.log[-1] == "Crash: Rebel discards 1 at random: Mass Rally."
    assert after.hands[R] == [] and after.deck.discard_pile == ["mass-rally"]


def test_international_support_6_2(monkeypatch):
    """6.2 International Support: the attacker draws one card."""
    force_dice(monkeypatch, (2, 4))
    state = data_position({"insurgents-1": (MIDWEST, R), "insurgents-2": (MIDWEST, R)})
    top = state.deck.draw_pile[0]
    after = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert after.log[-2].endswith("→ International Support.")
    assert after.log[-1] == "International Support: Rebel draws 1 Crisis Card."
    assert after.hands[R][-1] == top and len(after.hands[R]) == 4


@pytest.mark.parametrize("pick", ["draw", "neutralize:seals", "neutralize:infrastructure-1"])
def test_neutralization_6_2(monkeypatch, pick):
    """6.2 Neutralization: draw one card, or place one affected enemy unit in its side of the
    Neutralized Box."""
    force_dice(monkeypatch, (4, 5))
    state = data_position(
        {"cybernauts-1": (MIDWEST, R), "seals": (MIDWEST, G), "infrastructure-1": (MIDWEST, G)}
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert state.log[-1].endswith("→ Neutralization.")
    assert sorted(args(state, R, "option")) == [
        "draw",
        "neutralize:infrastructure-1",
        "neutralize:seals",
    ]
    top = state.deck.draw_pile[0]
    after = act(state, R, "option", pick)
    if pick == "draw":
        assert after.hands[R][-1] == top
    else:
        unit = pick.split(":")[1]
        assert where(after, unit) == ("neutralized", G)
        assert len(after.hands[R]) == 3


def test_recruit_6_2_no_second_infrastructure_or_guard_no_real_units(monkeypatch):
    """6.2 Recruit: Neutralization, or one new friendly unit from the Recruitment Pool in that
    Region; one Infrastructure and one National Guard per Region; 'real' military units only
    if a friendly Infrastructure took part in the attack."""
    force_dice(monkeypatch, (4, 6))
    state = data_position(
        {
            "cybernauts-1": (MIDWEST, R),
            "infrastructure-7": (MIDWEST, R),
            "34th-infantry-ng": (MIDWEST, G),
            "seals": (MIDWEST, G),
        }
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert state.log[-1].endswith("→ Recruit.")
    options = args(state, R, "option")
    assert "draw" in options and "neutralize:seals" in options
    recruits = [str(o).split(":")[1] for o in options if str(o).startswith("recruit:")]
    kinds = {UNITS[u].type for u in recruits}
    assert kinds == {"insurgent", "cybernaut", "black-helicopter"}
    after = act(state, R, "option", "recruit:cybernauts-2")
    assert where(after, "cybernauts-2") == (MIDWEST, R)
    assert after.log[-1] == "Rebel recruits Cybernauts 2 (Cybernauts) in Midwest."


def test_recruit_6_2_real_units_when_a_friendly_infrastructure_took_part(monkeypatch):
    """6.2 Recruit: with a friendly Infrastructure in the attack, 'real' military units
    (Special Operations, Strike Force, High-Tech, Rapid Deployment, Stryker) may be recruited;
    a National Guard too where none stands."""
    force_dice(monkeypatch, (4, 5))
    state = data_position({"cybernauts-1": (MIDWEST, R), "infrastructure-7": (MIDWEST, R)})
    state = attack(state, R, MIDWEST, ["cybernauts-1", "infrastructure-7"])
    assert state.log[-1].endswith("= 5 → column 5; 2d6 [4, 5] = 9 → Recruit.")
    recruits = [
        str(o).split(":")[1] for o in args(state, R, "option") if str(o).startswith("recruit:")
    ]
    kinds = {UNITS[u].type for u in recruits}
    assert {t for t, traits in TYPES.items() if traits.real} <= kinds
    assert "national-guard" in kinds and "infrastructure" not in kinds
    # Only U.S. units (no foreign ones, no U.N. while it is not in play).
    assert {UNITS[u].power for u in recruits} == {"usa"}


def test_recruit_6_2_an_infrastructure_where_none_stands(monkeypatch):
    """6.2 Recruit: an Infrastructure may be recruited into a Region with no Infrastructure."""
    force_dice(monkeypatch, (4, 6))
    state = data_position({"cybernauts-1": (MIDWEST, R)})
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    options = args(state, R, "option")
    assert "recruit:infrastructure-1" in options
    after = act(state, R, "option", "recruit:infrastructure-1")
    assert where(after, "infrastructure-1") == (MIDWEST, R)


def test_recruit_6_2_none_available_none_received(monkeypatch):
    """6.2: "If there are no units available for recruiting, then none are received"."""
    force_dice(monkeypatch, (4, 6))
    state = data_position({"cybernauts-1": (MIDWEST, R)})
    for unit, spec in UNITS.items():
        if spec.power == "usa" and unit != "cybernauts-1":
            state.pieces[unit] = state.pieces[unit].model_copy(
                update={"where": "neutralized", "side": G}
            )
    state = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert args(state, R, "option") == ["draw"]


def test_defection_6_2_options(monkeypatch):
    """6.2 Defection: Neutralization or Recruit, or one enemy unit of the attacker's choice
    flips to its side at once."""
    force_dice(monkeypatch, (4, 5))
    state = data_position(
        {
            "cybernauts-1": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "29th-infantry-ng": (MIDWEST, G),
        },
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1", "insurgents-1"], ["mass-rally"])
    assert state.log[-1].endswith("= 7 → column 7; 2d6 [4, 5] = 9 → Defection.")
    options = args(state, R, "option")
    for option in ("draw", "neutralize:seals", "flip:seals", "flip:29th-infantry-ng"):
        assert option in options
    assert any(str(o).startswith("recruit:") for o in options)
    after = act(state, R, "option", "flip:29th-infantry-ng")
    assert where(after, "29th-infantry-ng") == (MIDWEST, R)
    assert after.log[-1].endswith("defects to the Rebel.")
    # The defector has not attacked: it may attack in this same phase.
    after = act(after, R, "attack", MIDWEST)
    assert args(after, R, "add") == ["29th-infantry-ng"]


def test_riot_6_2_without_insurgents_in_the_pool(monkeypatch):
    """6.2 Riot: one Insurgent from the Recruitment Pool "if available", and cards equal to the
    Region's Value all the same."""
    force_dice(monkeypatch, (5, 6))
    insurgents = {
        u: (TEXAS, G) for u, s in UNITS.items() if s.type == "insurgent" and s.power == "usa"
    }
    state = data_position({"cybernauts-1": (MIDWEST, R), **insurgents})
    top = state.deck.draw_pile[:2]
    after = attack(state, R, MIDWEST, ["cybernauts-1"])
    assert after.log[-2] == "No Insurgent is left in the Recruitment Pool for the Rebel."
    assert after.log[-1] == "Riot: Rebel draws 2 Crisis Cards."
    assert after.hands[R][-2:] == top


def test_domestic_doubles_6_2_the_side_with_fewest_units_draws(monkeypatch):
    """6.2 Doubles (Domestic): after the result, the side with the fewest units in the Region
    draws a card; counted after the result (a Neutralization here breaks a 2-2 tie)."""
    force_dice(monkeypatch, (4, 4))
    state = data_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "dhs-1": (MIDWEST, G),
        }
    )
    state = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert state.log[-1].endswith("2d6 [4, 4] = 8 (doubles) → Neutralization.")
    top = state.deck.draw_pile[0]
    after = act(state, R, "option", "neutralize:seals")
    assert after.log[-1] == "Doubles: the Government, with the fewest units there, draws a card."
    assert after.hands[G] == ["patriots", top]


def test_domestic_doubles_6_2_tied_nobody_draws(monkeypatch):
    """6.2 Doubles (Domestic): tied for the fewest units, neither side draws."""
    force_dice(monkeypatch, (2, 2))
    state = data_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "dhs-1": (MIDWEST, G),
        }
    )
    after = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert after.log[-1] == "Doubles: the sides are tied for fewest units there, so nobody draws."
    assert after.hands == state.hands
