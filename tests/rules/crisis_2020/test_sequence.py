"""The frame of a game: the sequence of play and the Turn marker (3.0), the Crisis Card Chart
(4.1), Neutralization Recovery (9.0-9.2), the victory levels (10.0) and the set-up (11.0-11.3).
"""

from __future__ import annotations

import math

import pytest
from build import (
    ADVANCED,
    BASIC,
    FOREIGN_CARDS,
    G,
    R,
    act,
    args,
    build,
    choices,
    fresh,
    invariants,
    new_lines,
    where,
)

from rules.core import seed_from_text
from rules.crisis_2020 import TITLE, turns
from rules.crisis_2020.components import CARDS, MAP, NUMBERED, SCENARIOS, UNITS
from rules.crisis_2020.state import ASIDE, POOL

EXTREMISTS = NUMBERED[80]


def set_up(state):
    """Every starting unit placed in the first Region offered, the players in turn."""
    while state.phase == "setup":
        role = TITLE.view(state, None).active[0]
        state = act(state, role, "place", args(state, role, "place")[0])
    return state


def regions_worth(total: int) -> list[str]:
    """USA Regions whose Values add up to ``total`` (largest first)."""
    picked, left = [], total
    for region in sorted(MAP.usa(), key=lambda r: -MAP.place(r).value):
        if MAP.place(region).value <= left:
            picked.append(region)
            left -= MAP.place(region).value
    assert left == 0, total
    return picked


def infrastructure(side: str, regions: list[str], first: int = 1):
    return {f"infrastructure-{first + i}": (region, side) for i, region in enumerate(regions)}


def end_phases(state, role, n=3):
    for _ in range(n):
        state = act(state, role, "end")
    return state


# --- 3.0 The Sequence of Play ----------------------------------------------------------------


def test_sequence_of_play_3_0_rebel_then_government_then_the_turn_marker():
    """3.0: each Game Turn the Rebel Player Turn, then the Government's; each Player Turn Draw
    Crisis Cards, Data Conflict, Movement, Armed Conflict, Neutralization Recovery; after the
    Government's turn the Turn marker advances."""
    state = set_up(fresh())
    assert (state.turn, state.player, state.phase) == (1, R, "data")
    assert any(
        line.startswith("— Turn 1, Rebel Player Turn. Draw Crisis Cards") for line in state.log
    )
    seen = []
    for role in (R, G):
        assert state.player == role
        for _ in range(3):
            seen.append((state.turn, state.player, state.phase))
            state = act(state, role, "end")
    assert seen == [
        (1, R, "data"),
        (1, R, "move"),
        (1, R, "armed"),
        (1, G, "data"),
        (1, G, "move"),
        (1, G, "armed"),
    ]
    assert (state.turn, state.player, state.phase) == (2, R, "data")
    assert any(line.startswith("— Turn 2, Rebel Player Turn.") for line in state.log)
    invariants(state)


def test_the_scenario_fixes_the_last_turn_3_0():
    """3.0, 11.0: the game runs until the last turn of the scenario has been completed."""
    for scenario in SCENARIOS.values():
        state = fresh(scenario.id)
        assert state.turns == scenario.turns
    state = build({}, phase="armed", player=G, turn=7)
    state = act(state, G, "end")
    assert state.outcome is None and (state.turn, state.player) == (8, R)
    state = end_phases(state, R)
    assert state.outcome is None and (state.turn, state.player) == (8, G)
    state = end_phases(state, G)
    assert state.outcome is not None and state.phase == "over"


def test_the_rebel_turn_does_not_end_the_last_game_turn_3_0():
    """3.0: the Government's Player Turn of the last Game Turn is played too."""
    state = build({}, phase="armed", player=R, turn=8)
    state = act(state, R, "end")
    assert state.outcome is None and state.player == G


# --- 4.1 The Draw Crisis Cards Phase ---------------------------------------------------------


@pytest.mark.parametrize(
    ("total", "cards"),
    [(0, 1), (3, 1), (4, 2), (8, 2), (9, 3), (14, 3), (15, 4), (24, 4), (25, 5), (37, 5)],
)
def test_draw_per_the_crisis_card_chart_4_1(total, cards):
    """4.1: a side draws the cards the Crisis Card Chart gives for the total Value of the
    Regions holding its Infrastructure (the chart's rows are reconstructed: 0-3, 4-8, 9-14,
    15-24, 25+)."""
    state = build(infrastructure(G, regions_worth(total)), phase="armed", player=R)
    after = act(state, R, "end")
    assert after.player == G and after.phase == "data"
    assert len(after.hands[G]) == cards
    plural = "s" if cards != 1 else ""
    line = f"Draw Crisis Cards: Regions worth {total} give {cards} card{plural}."
    assert any(line in text for text in new_lines(state, after))


def test_infrastructure_outside_the_map_counts_nothing_4_1():
    """4.1: only Regions containing a friendly Infrastructure unit count; one in the
    Neutralized Box holds no Region."""
    state = build(
        {"infrastructure-1": ("greater-new-york", G), "infrastructure-2": ("neutralized", G)},
        phase="armed",
        player=R,
    )
    after = act(state, R, "end")
    assert len(after.hands[G]) == 2  # 5: the 4-8 row


# --- 9.0 Neutralization Recovery -------------------------------------------------------------


def test_recovery_order_9_0_infrastructure_then_national_guard_then_the_rest():
    """9.0: first each Infrastructure goes to a Region with no Infrastructure and a friendly
    unit; then each National Guard to a Region with a friendly Infrastructure and no National
    Guard; then the other units to Regions with a friendly Infrastructure. Here the National
    Guard and SOAR can only come back because the Infrastructure came first."""
    state = build(
        {
            "insurgents-1": ("midwest", G),
            "infrastructure-7": ("southern-california", R),
            "infrastructure-1": ("neutralized", G),
            "29th-infantry-ng": ("neutralized", G),
            "soar": ("neutralized", G),
        },
        phase="armed",
        player=G,
    )
    after = act(state, G, "end")
    assert new_lines(state, after)[1:4] == [
        "Infrastructure 1 (Infrastructure) returns to play in Midwest.",
        "29th Infantry Division (Blue and Gray) (National Guard Division) returns to play in "
        "Midwest.",
        "SOAR ('Black' Helicopter) returns to play in Midwest.",
    ]
    for unit in ("infrastructure-1", "29th-infantry-ng", "soar"):
        assert where(after, unit) == ("midwest", G)
    invariants(after)


def test_recovery_places_where_the_player_chooses_9_0():
    """9.0: "a Region or Regions containing a friendly Infrastructure unit", the owner's
    choice; a National Guard never where one stands already, nor an Infrastructure where there
    is one."""
    state = build(
        {
            "infrastructure-1": ("midwest", G),
            "infrastructure-2": ("texas", G),
            "34th-infantry-ng": ("texas", R),
            "insurgents-1": ("sunbelt", G),
            "infrastructure-3": ("neutralized", G),
            "29th-infantry-ng": ("neutralized", G),
            "soar": ("neutralized", G),
        },
        phase="armed",
        player=G,
    )
    state = act(state, G, "end")
    # The Infrastructure: only the Sunbelt has a Government unit and no Infrastructure.
    assert where(state, "infrastructure-3") == ("sunbelt", G)
    assert TITLE.view(state, G).active == [G]
    # The National Guard: a friendly Infrastructure, and no National Guard (Texas has one).
    assert args(state, G, "recover") == ["sunbelt", "midwest"]
    state = act(state, G, "recover", "midwest")
    assert args(state, G, "recover") == ["sunbelt", "midwest", "texas"]
    state = act(state, G, "recover", "texas")
    assert where(state, "soar") == ("texas", G)
    assert state.player == R  # the turn went on


def test_stuck_units_stay_and_try_again_9_1():
    """9.1: units that cannot return stay in the Neutralized Box and try again in the next
    friendly Recovery Phase; 9.2: the game goes on."""
    state = build(
        {
            "infrastructure-7": ("midwest", R),
            "infrastructure-1": ("neutralized", G),
            "29th-infantry-ng": ("neutralized", G),
        },
        phase="armed",
        player=G,
    )
    after = act(state, G, "end")
    assert where(after, "infrastructure-1") == ("neutralized", G)
    assert where(after, "29th-infantry-ng") == ("neutralized", G)
    assert "2 neutralized unit(s) of the Government stay in the box." in new_lines(state, after)
    assert (after.turn, after.player, after.phase) == (2, R, "data")
    # A Government unit reaches Texas in the meantime: next Recovery Phase both come back.
    after.pieces["insurgents-1"] = after.pieces["insurgents-1"].model_copy(
        update={"where": "texas", "side": G}
    )
    after = end_phases(after, R)
    after = end_phases(after, G)
    assert where(after, "infrastructure-1") == ("texas", G)
    assert where(after, "29th-infantry-ng") == ("texas", G)


def test_only_the_phasing_side_recovers_9_0():
    """9.0: units return "during the Neutralization Recovery Phase of his Player Turn": the
    Rebel's neutralized units wait through the Government's Recovery Phase."""
    state = build(
        {
            "infrastructure-7": ("midwest", R),
            "infrastructure-1": ("texas", G),
            "insurgents-1": ("neutralized", R),
            "insurgents-2": ("neutralized", G),
        },
        phase="armed",
        player=G,
    )
    state = act(state, G, "end")
    assert where(state, "insurgents-1") == ("neutralized", R)
    assert where(state, "insurgents-2") == ("texas", G)
    state = end_phases(state, R)
    assert where(state, "insurgents-1") == ("midwest", R)


# --- 10.0 How to Win -------------------------------------------------------------------------

VICTORY_CASES = [
    # (Government Regions, Rebel Regions, winners, words)
    (34, 3, [G], "Total Victory for the Government by 31"),
    (33, 3, [G], "Strategic Victory for the Government by 30"),
    (22, 1, [G], "Strategic Victory for the Government by 21"),
    (21, 1, [G], "Marginal Victory for the Government by 20"),
    (12, 1, [G], "Marginal Victory for the Government by 11"),
    (12, 2, [], "Anarchy: a difference of 10"),
    (5, 5, [], "Anarchy: a difference of 0"),
    (1, 33, [R], "Total Victory for the Rebel by 32"),
    (2, 13, [R], "Marginal Victory for the Rebel by 11"),
]


def victory_position(gov: int, rebel: int, turn: int = 8):
    gov_regions = regions_worth(gov)
    rest = [r for r in MAP.usa() if r not in gov_regions]
    rebel_regions, left = [], rebel
    for region in sorted(rest, key=lambda r: -MAP.place(r).value):
        if MAP.place(region).value <= left:
            rebel_regions.append(region)
            left -= MAP.place(region).value
    assert left == 0
    units = {
        **infrastructure(G, gov_regions),
        **infrastructure(R, rebel_regions, first=len(gov_regions) + 1),
    }
    return build(units, phase="armed", player=G, turn=turn)


@pytest.mark.parametrize(("gov", "rebel", "winners", "words"), VICTORY_CASES)
def test_victory_levels_10_0(gov, rebel, winners, words):
    """10.0: at the end of the last Game Turn each side scores the Values of the Regions
    holding its Infrastructure; the difference gives Total (31+), Strategic (21-30), Marginal
    (11-20) or Anarchy (0-10: both lose)."""
    state = act(victory_position(gov, rebel), G, "end")
    assert state.outcome is not None
    assert state.outcome.winners == winners
    assert words in state.outcome.reason
    assert f"Rebel {rebel}, Government {gov}" in state.outcome.reason
    assert TITLE.view(state, R).outcome == state.outcome
    assert TITLE.view(state, G).choices == []


def test_no_score_before_the_last_turn_10_0():
    """10.0: Victory Points are counted at the end of the last Game Turn only."""
    state = act(victory_position(34, 3, turn=3), G, "end")
    assert state.outcome is None and state.turn == 4


# --- 11.1 Setting up the Crisis Deck ---------------------------------------------------------


@pytest.mark.parametrize("seed", ["one", "two", "three", "four", "five"])
def test_deck_setup_11_1_extremists_in_the_bottom_third(seed):
    """11.1: Extremists (#80) set aside, #72-77 back in the bag (not the Advanced Game), the
    rest shuffled and cut about 2/3 of the way down, Extremists shuffled into the smaller
    stack, which goes to the bottom."""
    state = TITLE.setup(seed_from_text(seed), BASIC)
    pile = state.deck.draw_pile
    assert sorted(state.removed) == sorted(FOREIGN_CARDS)
    assert len(pile) == 74 and sorted(pile) == sorted(c for c in CARDS if c not in FOREIGN_CARDS)
    assert pile.index(EXTREMISTS) >= math.ceil(73 * 2 / 3)  # in the bottom third
    assert state.deck.discard_pile == [] and state.hands == {R: [], G: []}


def test_deck_setup_11_1_extremists_lands_anywhere_in_the_bottom_third():
    """11.1: Extremists is shuffled into the bottom stack, not always put at one place."""
    places = {
        TITLE.setup(seed_from_text(str(n)), BASIC).deck.draw_pile.index(EXTREMISTS)
        for n in range(12)
    }
    assert len(places) > 3


def test_deck_setup_11_1_advanced_game_keeps_the_foreign_intervention_cards():
    """11.1, 12.1: in the Advanced Game, cards #72-77 are in the deck."""
    state = TITLE.setup(seed_from_text("advanced"), ADVANCED)
    assert state.removed == []
    assert len(state.deck.draw_pile) == 80
    assert set(FOREIGN_CARDS) <= set(state.deck.draw_pile)
    assert state.deck.draw_pile.index(EXTREMISTS) >= math.ceil(79 * 2 / 3)


# --- 11.2 Placing the Initial Units ----------------------------------------------------------


def test_setup_order_and_one_infrastructure_per_region_11_2():
    """11.2: the side listed first places its units first; an Infrastructure unit cannot be
    placed where one stands, of either side."""
    state = fresh(BASIC)
    assert SCENARIOS[BASIC].first == G
    assert TITLE.view(state, None).active == [G]
    assert choices(state, R) == []
    state = act(state, G, "place", "greater-new-york")
    assert where(state, "infrastructure-1") == ("greater-new-york", G)
    assert "greater-new-york" not in args(state, G, "place")
    state = set_up(state)
    taken = [p.where for u, p in state.pieces.items() if UNITS[u].type == "infrastructure"]
    taken = [r for r in taken if r in MAP.places]
    assert len(taken) == len(set(taken)) == 10


def test_setup_one_national_guard_per_region_11_2():
    """11.2: a National Guard unit cannot be placed where another National Guard stands."""
    state = fresh(BASIC)
    while TITLE.view(state, None).active == [G] and state.queue[0].units[0] != "29th-infantry-ng":
        state = act(state, G, "place", args(state, G, "place")[0])
    state = act(state, G, "place", "midwest")
    assert where(state, "29th-infantry-ng") == ("midwest", G)
    # Any other unit may still go there (SOAR is next).
    assert "midwest" in args(state, G, "place")
    # A second National Guard may not (the Rebel has none in this scenario: ask the rules).
    assert "midwest" not in turns.setup_regions(state, R, "40th-infantry-ng")


def test_setup_forbidden_regions_11_2():
    """11.2: other units go in any U.S. Region "unless the scenario's special instructions
    prohibit it" (State of Emergency: the Rebel not in the Capitol District; Pacific Secession: the
    Rebel in the West only, the Government not on the Pacific coast)."""
    state = fresh("state-of-emergency")
    assert TITLE.view(state, None).active == [R]
    offered = args(state, R, "place")
    assert "capitol-district" not in offered
    assert set(offered) == set(MAP.usa()) - {"capitol-district"}
    state = fresh("pacific-secession")
    forbidden = set(SCENARIOS["pacific-secession"].rebel.forbidden)
    assert not forbidden & set(args(state, R, "place"))
    state = set_up(state)
    gov = [p.where for p in state.pieces.values() if p.side == G]
    assert not {"northern-california", "southern-california", "seatac"} & set(gov)


@pytest.mark.parametrize(
    "scenario", ["contested-election", "state-of-emergency", "pacific-secession"]
)
def test_unlisted_units_in_the_pool_foreign_units_set_aside_11_2(scenario):
    """11.2: USA units not listed go to the Recruitment Pool; foreign units are set aside
    unless an Advanced Game scenario activates them; every starting unit in a U.S. Region."""
    state = set_up(fresh(scenario))
    listed = {*SCENARIOS[scenario].rebel.units, *SCENARIOS[scenario].government.units}
    for unit, spec in UNITS.items():
        piece = state.pieces[unit]
        if unit in listed:
            assert piece.where in MAP.usa()
        elif spec.power == "usa":
            assert piece.where == POOL
        else:
            assert piece.where == ASIDE


def test_advanced_setup_foreign_units_in_their_home_regions_11_2_12_2():
    """11.2, 12.2: in an Advanced scenario the active Foreign Powers' units set up in their
    Home Regions, their unlisted units go to the Recruitment Pool, the inactive powers' units
    stay aside; U.S. units may set up in the active Foreign Regions."""
    state = fresh(ADVANCED)
    assert state.powers == {"nato": G, "mexico": R}
    assert state.queue[0].units[0] == "mexico-infrastructure-1"
    assert args(state, R, "place") == ["northwest-mexico", "northeast-mexico"]
    state = set_up(state)
    for unit, spec in UNITS.items():
        piece = state.pieces[unit]
        if spec.power in ("nato", "mexico"):
            if piece.where in MAP.places:
                assert MAP.place(piece.where).power == spec.power
            else:
                assert piece.where == POOL
        elif spec.power != "usa":
            assert piece.where == ASIDE
    # A U.S. unit may be offered an active Foreign Region at setup.
    assert "nato" in turns.setup_regions(state, G, "dhs-1")
    assert "eastern-canada" not in turns.setup_regions(state, G, "dhs-1")


# --- 11.3 Draw Initial Crisis Cards ----------------------------------------------------------


def test_initial_hands_11_3_purple_cards_replaced():
    """11.3: after placement both sides draw their hands, the first side first; Economic
    Collapse or Special Election drawn now is discarded and replaced (the only replacement)."""
    state = fresh(BASIC)
    supports = [c for c in CARDS if CARDS[c].kind == "support"]
    collapse, election = NUMBERED[78], NUMBERED[79]
    top = [collapse, *supports[:4], election, *supports[4:9]]
    rest = [c for c in state.deck.draw_pile if c not in top]
    state.deck.draw_pile = [*top, *rest]
    state = set_up(state)
    assert state.hands[G] == supports[:4]  # the Government sets up and draws first: 4
    assert state.hands[R][:5] == supports[4:9]  # then the Rebel: 5 (and its turn's draw)
    assert state.deck.discard_pile == [collapse, election]
    assert any("Economic Collapse at setup: discarded and replaced" in line for line in state.log)
    invariants(state)
