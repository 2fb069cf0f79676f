"""Armed Conflict (8.0-8.15) on forced dice: no attack without defenders, Clandestine units,
Maximum Firepower, Less Than Lethal, every result with its doubles, and counterattack chains.
The rulebook's Midwest example is in test_examples.py.
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
    where,
)

from rules.core import RuleError
from rules.crisis_2020 import TITLE

MIDWEST, TEXAS = "midwest", "texas"
REBEL_HAND = ["community-policing", "mass-rally", "hacktivists", "viral-video", "talk-radio"]
GOV_HAND = ["second-amendment", "patriots", "rallying-cry"]


def armed_position(units, **kwargs):
    kwargs.setdefault("rebel", list(REBEL_HAND))
    kwargs.setdefault("government", list(GOV_HAND))
    kwargs.setdefault("phase", "armed")
    return build(units, **kwargs)


# --- 8.11 No targets ---------------------------------------------------------------------------


def test_no_armed_attack_without_defenders_8_11():
    """8.11: unlike Data Conflict (6.11), no Armed attack in a Region without defenders."""
    units = {"insurgents-1": (MIDWEST, R), "insurgents-2": (TEXAS, R), "seals": (TEXAS, G)}
    assert args(armed_position(units), R, "attack") == [TEXAS]
    assert args(armed_position(units, phase="data"), R, "attack") == [MIDWEST, TEXAS]
    with pytest.raises(RuleError):
        act(armed_position(units), R, "attack", MIDWEST)


# --- 8.12 Clandestine units --------------------------------------------------------------------


def clandestine_position():
    """Government Cybernaut, SOAR and Insurgents in the Midwest; Rebel BATF and DHS 1 (Strike
    Force) and Insurgents."""
    return armed_position(
        {
            "batf": (MIDWEST, R),
            "dhs-1": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "cybernauts-1": (MIDWEST, G),
            "soar": (MIDWEST, G),
            "insurgents-5": (MIDWEST, G),
        },
        rebel=["surveillance", "hacktivists"],
    )


def survivors(state):
    return sorted(
        u for u in ("cybernauts-1", "soar", "insurgents-5") if where(state, u)[0] == MIDWEST
    )


def test_clandestine_units_ignore_armed_results_8_12(monkeypatch):
    """8.12: Cybernaut and Black Helicopter units ignore Armed Conflict results (a
    Pacification by two Insurgents: 4, roll 11)."""
    force_dice(monkeypatch, (5, 6))
    state = attack(clandestine_position(), R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert state.log[-2].endswith("→ Pacification.")
    assert survivors(state) == ["cybernauts-1", "soar"]


def test_clandestine_units_hit_when_every_attacker_is_strike_force_8_12(monkeypatch):
    """8.12: unless every attacking unit is a Strike Force (BATF 3 + DHS 1 2 = 5, roll 11)."""
    force_dice(monkeypatch, (5, 6))
    state = attack(clandestine_position(), R, MIDWEST, ["batf", "dhs-1"])
    assert state.log[0].endswith("→ Pacification.")
    assert survivors(state) == []


def test_clandestine_units_immune_to_a_mixed_attack_8_12(monkeypatch):
    """8.12: one attacker that is not a Strike Force and the Clandestine units are immune."""
    force_dice(monkeypatch, (5, 6))
    state = attack(clandestine_position(), R, MIDWEST, ["dhs-1", "insurgents-1"])
    assert state.log[0].endswith("→ Pacification.")
    assert survivors(state) == ["cybernauts-1", "soar"]


def test_surveillance_exposes_clandestine_units_8_12(monkeypatch):
    """8.12: Clandestine units are affected if the attacker played a Surveillance card before
    rolling."""
    force_dice(monkeypatch, (5, 6))
    state = attack(
        clandestine_position(), R, MIDWEST, ["insurgents-1", "insurgents-2"], ["surveillance"]
    )
    assert survivors(state) == []
    assert "surveillance" in state.deck.discard_pile


def test_clandestine_units_always_subject_to_a_counterattack_8_12(monkeypatch):
    """8.12: Clandestine units are always subject to a Counterattack's results: the Rebel
    Cybernaut that joined the attack falls to the Government's counterattack."""
    force_dice(monkeypatch, (1, 2), (5, 6))
    state = armed_position(
        {
            "cybernauts-1": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "24th-infantry": (MIDWEST, G),
        },
        rebel=[],
        government=[],
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1", "insurgents-1"])
    assert state.log[-1].endswith("→ Counterattack.")
    state = act(state, G, "counter")
    state = attack(state, G, None, ["24th-infantry"])
    assert state.log[-3].endswith("→ Pacification.")
    assert where(state, "cybernauts-1") == ("pool", None)
    assert where(state, "insurgents-1") == ("pool", None)
    assert where(state, "insurgents-2") == (MIDWEST, R)  # 5.4: it took no part


# --- 8.13 Maximum Firepower --------------------------------------------------------------------


def max_position(**kwargs):
    return armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "24th-infantry": (MIDWEST, G),
            "seals": (MIDWEST, G),
        },
        **kwargs,
    )


def test_maximum_firepower_doubles_the_arms_ratings_8_13():
    """8.13: Maximum Firepower doubles the Arms Ratings of the friendly units involved (the
    cards are added after: 2 x (2 + 2) + Community Policing 2 = 10)."""
    state = draft(
        max_position(), R, MIDWEST, ["insurgents-1", "insurgents-2"], ["community-policing"]
    )
    assert "Strength 6, column 6-7" in TITLE.view(state, R).prompt
    state = act(state, R, "mode", "max")
    assert "Maximum Firepower: Insurgents 1, Insurgents 2" in TITLE.view(state, R).prompt
    assert "Strength 10, column 8-11" in TITLE.view(state, R).prompt


@pytest.mark.parametrize(("mode", "discarded"), [(None, 0), ("max", 2)])
def test_maximum_firepower_adds_collateral_damage_to_black_results_5_64_8_13(
    monkeypatch, mode, discarded
):
    """5.64, 8.13: with Maximum Firepower Collateral Damage applies to every black result
    (Termination, Pacification): a Termination (regular 4 on the '4-5' column, roll 9; one
    Insurgent at Maximum Firepower with Community Policing, 6 on the '6-7' column, roll 9)."""
    force_dice(monkeypatch, (4, 5))
    units = ["insurgents-1", "insurgents-2"] if mode is None else ["insurgents-1"]
    cards = [] if mode is None else ["community-policing"]
    state = attack(max_position(), R, MIDWEST, units, cards, mode)
    assert state.log[0].endswith("→ Termination.")
    state = act(state, R, "option", "terminate:seals")
    assert len(state.hands[R]) == len(REBEL_HAND) - len(cards) - discarded


def test_collateral_damage_applied_once_8_13(monkeypatch):
    """5.64, 8.13: a result that already has Collateral Damage applies it once under Maximum
    Firepower: 8 on the '8-11' column, roll 5, Termination with Collateral Damage."""
    force_dice(monkeypatch, (1, 4))
    state = attack(max_position(), R, MIDWEST, ["insurgents-1", "insurgents-2"], mode="max")
    assert state.log[0].endswith("→ Termination with Collateral Damage.")
    state = act(state, R, "option", "terminate:seals")
    assert len(state.hands[R]) == len(REBEL_HAND) - 2
    assert sum(line.startswith("Collateral Damage") for line in state.log) == 1


def test_maximum_firepower_in_a_counterattack_8_13(monkeypatch):
    """8.13: Maximum Firepower may be announced for an attack or a counterattack."""
    force_dice(monkeypatch, (1, 3))
    state = armed_position({"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)})
    state = attack(state, R, MIDWEST, ["insurgents-1"], ["community-policing"])
    state = act(state, G, "counter")
    assert ("mode", "max") in choices(state, G)
    state = draft(state, G, None, ["seals"], mode="max")
    assert "Strength 8, column 8-11" in TITLE.view(state, G).prompt


# --- 8.14 Less Than Lethal ---------------------------------------------------------------------


def test_less_than_lethal_never_has_collateral_damage_8_14(monkeypatch):
    """8.14: a Less Than Lethal attack resolves on its own table, where there is no
    Collateral Damage (even a Pacification at 20+ leaves the hand alone)."""
    force_dice(monkeypatch, (5, 6))
    state = armed_position(
        {"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G), "24th-infantry": (MIDWEST, G)},
        player=G,
        government=["second-amendment", "rallying-cry", "smart-bombs", "inside-man"],
    )
    state = attack(
        state,
        G,
        MIDWEST,
        ["seals", "24th-infantry"],
        ["second-amendment", "rallying-cry", "smart-bombs", "inside-man"],
        "ltl",
    )
    assert "Less Than Lethal" in state.log[0] and "= 17 → column 17-19" in state.log[0]
    assert state.log[0].endswith("→ Pacification.")
    assert where(state, "insurgents-1") == ("pool", None)
    assert not [line for line in state.log if "Collateral" in line]


def test_the_government_declares_less_than_lethal_freely_8_14(monkeypatch):
    """8.14: the Government may announce Less Than Lethal attacks without restriction."""
    force_dice(monkeypatch, (1, 5), (1, 5))
    state = armed_position(
        {"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G), "dhs-1": (MIDWEST, G)},
        player=G,
    )
    state = attack(state, G, MIDWEST, ["seals"], mode="ltl")
    state = act(state, G, "attack", MIDWEST)
    assert ("mode", "ltl") in choices(state, G)
    state = attack(state, G, None, ["dhs-1"], mode="ltl")
    assert "Less Than Lethal" in state.log[-1]


def test_the_rebel_less_than_lethal_once_per_game_turn_8_14(monkeypatch):
    """8.14: the Rebel may announce one Less Than Lethal attack (or counterattack) per Game
    Turn: not a second in its own Player Turn, nor in a counterattack in the Government's
    turn that follows; again in the next Game Turn."""
    force_dice(monkeypatch, (1, 5), (1, 2))
    state = armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "infrastructure-1": (TEXAS, G),
        },
    )
    state = act(state, R, "attack", MIDWEST)
    assert ("mode", "ltl") in choices(state, R)
    state = attack(state, R, None, ["insurgents-1"], mode="ltl")
    state = act(state, R, "attack", MIDWEST)
    assert ("mode", "ltl") not in choices(state, R)
    assert ("mode", "max") in choices(state, R)
    state = act(act(state, R, "cancel"), R, "end")
    # The Government's turn of the same Game Turn: a Counterattack for the Rebel.
    assert (state.player, state.phase) == (G, "data")
    state = act(act(state, G, "end"), G, "end")
    state = attack(state, G, MIDWEST, ["seals"])
    assert state.log[-1].endswith("→ Counterattack.")
    state = act(state, R, "counter")
    assert ("mode", "ltl") not in choices(state, R)
    state = act(state, R, "decline")
    state = act(state, G, "end")
    assert (state.turn, state.player) == (2, R)
    state = act(act(state, R, "end"), R, "end")
    state = act(state, R, "attack", MIDWEST)
    assert ("mode", "ltl") in choices(state, R)


@pytest.mark.parametrize("mode", ["ltl", None])
def test_doubles_on_the_tables_8_15(monkeypatch, mode):
    """8.15 Doubles: on the Less Than Lethal table both players draw one card; on the Regular
    & Maximum Firepower table the player who did not roll may Retreat one friendly unit in the
    Region to its Neutralized Box."""
    force_dice(monkeypatch, (3, 3))
    state = armed_position(
        {"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G), "dhs-1": (MIDWEST, G)},
        player=G,
    )
    top = state.deck.draw_pile[:2]
    state = attack(state, G, MIDWEST, ["seals"], mode=mode)
    if mode == "ltl":
        assert state.log[-1] == "Doubles on the Less Than Lethal table: both sides draw a card."
        assert state.hands[G][-1] == top[0] and state.hands[R][-1] == top[1]
        assert TITLE.view(state, G).active == [G]
        return
    assert TITLE.view(state, R).active == [R]
    assert choices(state, R) == [("retreat", "insurgents-1"), ("none", None)]
    state = act(state, R, "retreat", "insurgents-1")
    assert where(state, "insurgents-1") == ("neutralized", R)


def test_retreat_is_voluntary_8_15(monkeypatch):
    """8.15 Doubles: the player who did not roll "may" Retreat."""
    force_dice(monkeypatch, (3, 3))
    state = armed_position({"insurgents-1": (MIDWEST, R), "seals": (MIDWEST, G)}, player=G)
    state = attack(state, G, MIDWEST, ["seals"])
    state = act(state, R, "none")
    assert where(state, "insurgents-1") == (MIDWEST, R)
    assert TITLE.view(state, G).active == [G]


# --- 8.15 results ----------------------------------------------------------------------------


def test_neutralization_8_15(monkeypatch):
    """8.15 Neutralization: draw one card, or place one affected enemy unit in its side of the
    Neutralized Box (two Insurgents: 4, roll 8 (5, 3) on the '4-5' column)."""
    force_dice(monkeypatch, (5, 3))
    state = armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "soar": (MIDWEST, G),
        }
    )
    state = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert state.log[-1].endswith("→ Neutralization.")
    assert args(state, R, "option") == ["draw", "neutralize:seals"]  # SOAR is Clandestine
    state = act(state, R, "option", "neutralize:seals")
    assert where(state, "seals") == ("neutralized", G)


def test_armed_neutralization_never_takes_infrastructure_8_15_example(monkeypatch):
    """8.15 example: "Infrastructure is only affected by Pacification results": an Armed
    Neutralization may not place the Infrastructure that took part in the Neutralized Box."""
    force_dice(monkeypatch, (5, 3))
    state = armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        }
    )
    state = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert state.log[-1].endswith("→ Neutralization.")
    assert args(state, R, "option") == ["draw", "neutralize:seals"]


def test_termination_8_15_the_attacker_chooses_never_infrastructure(monkeypatch):
    """8.15 Termination: eliminate one enemy unit that took part, of the roller's choice, to
    the Recruitment Pool; never an Infrastructure unit."""
    force_dice(monkeypatch, (2, 3))
    state = armed_position(
        {
            "10th-mountain": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "dhs-1": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        }
    )
    state = attack(state, R, MIDWEST, ["10th-mountain"])
    assert state.log[-1].endswith("→ Termination.")
    assert sorted(args(state, R, "option")) == ["terminate:dhs-1", "terminate:seals"]
    state = act(state, R, "option", "terminate:dhs-1")
    assert where(state, "dhs-1") == ("pool", None)
    assert where(state, "seals") == (MIDWEST, G)


def test_termination_8_15_only_infrastructure_no_effect(monkeypatch):
    """8.15 Termination: if only an Infrastructure unit is available, no effect."""
    force_dice(monkeypatch, (2, 3))
    state = armed_position({"10th-mountain": (MIDWEST, R), "infrastructure-1": (MIDWEST, G)})
    state = attack(state, R, MIDWEST, ["10th-mountain"])
    assert state.log[-1] == "Termination has no effect: no unit it may eliminate took part."
    assert where(state, "infrastructure-1") == (MIDWEST, G)


def test_pacification_8_15_everything_that_took_part_infrastructure_included(monkeypatch):
    """8.15 Pacification: every enemy unit that took part, Infrastructure included, goes to
    the Recruitment Pool (Insurgents 4 on the '4-5' column, roll 11)."""
    force_dice(monkeypatch, (5, 6))
    state = armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "seals": (MIDWEST, G),
            "29th-infantry-ng": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
            "dhs-1": (TEXAS, G),
        }
    )
    state = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    for unit in ("seals", "29th-infantry-ng", "infrastructure-1"):
        assert where(state, unit) == ("pool", None)
    assert where(state, "dhs-1") == (TEXAS, G)
    invariants(state)


def test_collateral_damage_8_15_the_side_rolling_discards_the_regions_value(monkeypatch):
    """8.15 Collateral Damage: the side rolling discards Crisis Cards equal to the Region's
    Value, at random (Texas: 3; 10th Mountain + 2nd Cavalry 7, roll 10: Termination with
    Collateral Damage)."""
    force_dice(monkeypatch, (4, 6))
    state = armed_position(
        {"10th-mountain": (TEXAS, R), "2nd-cavalry": (TEXAS, R), "seals": (TEXAS, G)}
    )
    state = attack(state, R, TEXAS, ["10th-mountain", "2nd-cavalry"])
    assert state.log[1] == "SEALS (Special Operations Group) of the Government is eliminated."
    assert state.log[2].startswith("Collateral Damage: Rebel discards 3 at random: ")
    assert len(state.hands[R]) == 2


def test_doubles_retreat_a_unit_just_eliminated_8_15(monkeypatch):
    """8.15 Doubles: the Retreating unit may be one just eliminated by that roll, which goes to
    the Neutralized Box instead of the Recruitment Pool (Pacification at 8 on a 4-4)."""
    force_dice(monkeypatch, (4, 4))
    state = armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "24th-infantry": (MIDWEST, G),
            "seals": (MIDWEST, G),
            "dhs-1": (TEXAS, G),
        },
        rebel=[],
    )
    state = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"], mode="max")
    assert sorted(args(state, G, "retreat")) == ["24th-infantry", "seals"]
    assert ("none", None) in choices(state, G)
    state = act(state, G, "retreat", "seals")
    assert where(state, "seals") == ("neutralized", G)
    assert where(state, "24th-infantry") == ("pool", None)


# --- 8.15 counterattacks -----------------------------------------------------------------------


def chain_position():
    return armed_position(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "insurgents-3": (MIDWEST, R),
            "insurgents-5": (MIDWEST, G),
            "seals": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        },
        rebel=["community-policing", "roadblocks", "molotov-cocktails", "sniper-team"],
        government=["second-amendment", "county-sheriff"],
    )


def test_counterattack_offered_to_the_other_side_out_of_turn_8_15(monkeypatch):
    """8.15 Counterattack: the side that did not roll may make an Armed attack of its own in
    that Region; the game waits on it (an out-of-turn decision)."""
    force_dice(monkeypatch, (1, 3))
    state = attack(chain_position(), R, MIDWEST, ["insurgents-1"], ["community-policing"])
    assert state.log[-1].endswith("= 4 → column 4-5; 2d6 [1, 3] = 4 → Counterattack.")
    view = TITLE.view(state, G)
    assert view.active == [G]
    assert "Counterattack in Midwest" in view.prompt
    assert choices(state, R) == []


def test_the_defender_counterattacks_with_any_of_its_units_and_cards_8_15(monkeypatch):
    """8.15: the Defender may counterattack with any and all of its units in the Region, and
    play Crisis Cards as per 5.62."""
    force_dice(monkeypatch, (1, 3))
    state = attack(chain_position(), R, MIDWEST, ["insurgents-1"], ["community-policing"])
    state = act(state, G, "counter")
    assert sorted(args(state, G, "add")) == ["infrastructure-1", "insurgents-5", "seals"]
    assert sorted(args(state, G, "card")) == ["county-sheriff", "second-amendment"]


def test_counterattack_chain_8_15(monkeypatch):
    """8.15: counterattacks alternate any number of times; the original Attacker may use the
    original attackers and units that have not made an Armed attack this Player Turn; each
    link may play up to two cards; cards played stay in effect (and out of the discards)
    until the whole Armed Conflict is over; declining ends it, and the phasing side goes on."""
    force_dice(monkeypatch, (1, 3), (1, 2), (1, 2))
    state = chain_position()
    state.armed_attacked = ["insurgents-3"]  # it made an Armed attack earlier this turn
    state = attack(state, R, MIDWEST, ["insurgents-1"], ["community-policing"])
    # Link 2: the Government, its Insurgents (2) and Second Amendment (2): 4, roll 3.
    state = act(state, G, "counter")
    state = attack(state, G, None, ["insurgents-5"], ["second-amendment"])
    assert state.log[-1].endswith("= 4 → column 4-5; 2d6 [1, 2] = 3 → Counterattack.")
    assert state.deck.discard_pile == []  # the cards stay in effect
    board = TITLE.view(state, None).board.text
    assert "Rebel cards in effect: Community Policing" in board
    assert "Government cards in effect: Second Amendment" in board
    # Link 3: the Rebel again; insurgents-3 already attacked this turn.
    assert TITLE.view(state, R).active == [R]
    state = act(state, R, "counter")
    assert sorted(args(state, R, "add")) == ["insurgents-1", "insurgents-2"]
    state = draft(state, R, None, ["insurgents-2"], ["roadblocks", "molotov-cocktails"])
    # Insurgents 2 (2) + Roadblocks (2) + Molotov Cocktails (1) + Community Policing (2),
    # still in effect; no third card in this link.
    assert "Strength 7" in TITLE.view(state, R).prompt
    assert args(state, R, "card") == []
    state = act(state, R, "roll")
    assert "Community Policing (in effect)" in state.log[-1]
    assert state.log[-1].endswith("→ Counterattack.")
    # Link 4: the Government declines: the conflict is over.
    assert TITLE.view(state, G).active == [G]
    state = act(state, G, "decline")
    assert state.log[-1] == "Government does not counterattack."
    assert state.armed is None
    assert sorted(state.deck.discard_pile) == sorted(
        ["community-policing", "second-amendment", "roadblocks", "molotov-cocktails"]
    )
    assert sorted(state.armed_attacked) == ["insurgents-1", "insurgents-2", "insurgents-3"]
    assert TITLE.view(state, R).active == [R]
    assert choices(state, R) == [("end", None)]
    invariants(state)


def test_declining_a_counterattack_ends_the_conflict_8_15(monkeypatch):
    """8.15: "If no counterattack is actually performed ... that particular Armed Conflict is
    considered completed and the side performing its Player Turn may proceed with another
    Armed Conflict using different units"."""
    force_dice(monkeypatch, (1, 3))
    state = attack(chain_position(), R, MIDWEST, ["insurgents-1"], ["community-policing"])
    state = act(state, G, "decline")
    assert state.armed is None
    assert state.deck.discard_pile == ["community-policing"]
    state = act(state, R, "attack", MIDWEST)
    assert sorted(args(state, R, "add")) == ["insurgents-2", "insurgents-3"]


def test_only_the_units_that_took_part_suffer_a_counterattack_5_4(monkeypatch):
    """5.4, 8.15: the Defender's counterattack hits only the units of the attack, not the
    others of the attacker in the Region (SEALS 4 + Insurgents 2 = 6, roll 11: Pacification)."""
    force_dice(monkeypatch, (1, 3), (5, 6))
    state = attack(chain_position(), R, MIDWEST, ["insurgents-1"], ["community-policing"])
    state = act(state, G, "counter")
    state = attack(state, G, None, ["seals", "insurgents-5"])
    assert state.log[-2].endswith("→ Pacification.")
    assert where(state, "insurgents-1") == ("pool", None)
    assert where(state, "insurgents-2") == (MIDWEST, R)
    assert where(state, "insurgents-3") == (MIDWEST, R)


def test_a_cancelled_card_still_counts_as_played_5_62(monkeypatch):
    """5.62: a card cancelled by the other player still counts as played: Executive Order in
    the Government's counterattack cancels the Rebel's Community Policing, which adds nothing
    to the Rebel's next link, does not return to the hand, and is discarded with the others
    when the Armed Conflict ends."""
    force_dice(monkeypatch, (1, 3), (1, 2))
    state = chain_position()
    state.hands[G].append("executive-order")
    state.deck.draw_pile.remove("executive-order")
    state = attack(state, R, MIDWEST, ["insurgents-1"], ["community-policing"])
    state = act(state, G, "counter")
    assert "executive-order" in args(state, G, "card")
    state = attack(state, G, None, ["insurgents-5"], ["executive-order"])
    assert "Executive Order cancels Community Policing; it still counts as played." in state.log
    state = act(state, R, "counter")
    state = draft(state, R, None, ["insurgents-1"])
    assert "Strength 2," in TITLE.view(state, R).prompt  # Community Policing no longer adds
    assert "community-policing" not in state.hands[R]
    state = act(state, R, "decline")
    assert state.armed is None
    assert "community-policing" in state.deck.discard_pile
    assert "executive-order" in state.deck.discard_pile
    invariants(state)


def test_doubles_retreat_the_unit_a_termination_just_chose_8_15(monkeypatch):
    """8.15 Doubles: after a Termination on doubles (10th Mountain, 4, roll 10 (5, 5)), the
    player who did not roll may retreat the unit the roller just chose to eliminate."""
    force_dice(monkeypatch, (5, 5))
    state = armed_position(
        {"10th-mountain": (MIDWEST, R), "seals": (MIDWEST, G), "dhs-1": (MIDWEST, G)}
    )
    state = attack(state, R, MIDWEST, ["10th-mountain"])
    assert state.log[-1].endswith("2d6 [5, 5] = 10 (doubles) → Termination.")
    state = act(state, R, "option", "terminate:seals")
    assert TITLE.view(state, G).active == [G]
    assert sorted(args(state, G, "retreat")) == ["dhs-1", "seals"]
    state = act(state, G, "retreat", "seals")
    assert where(state, "seals") == ("neutralized", G)
    assert where(state, "dhs-1") == (MIDWEST, G)
