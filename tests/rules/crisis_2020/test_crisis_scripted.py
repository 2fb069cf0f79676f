"""The scripted player of Crisis 2020 (rules/crisis_2020/scripted.py): always legal,
deterministic and blind to what its side cannot see, along games of every scenario; each piece
of the rulebook's plain advice it follows, on built positions; whole games that end; and none
of the blunders of crisis_blunders.py over the positions where they are possible.
"""

from __future__ import annotations

import pytest
from build import ADVANCED, BASIC, G, R, act, build, draft, force_dice, fresh
from crisis_blunders import BLUNDERS, SEEDS, Blunder, game, positions, sampled

from rules.core import seed_from_text
from rules.core.computer import scripted_move
from rules.core.moves import LONGEST_RUN
from rules.core.rng import Rng
from rules.crisis_2020 import TITLE, ops, reckoning
from rules.crisis_2020.components import SCENARIOS
from rules.crisis_2020.state import NEUTRALIZED, CrisisState

# Of the sampled positions (crisis_blunders.sampled), every EVERY-th is checked for legality,
# determinism and leaks; at most MOST positions of each blunder are played.
EVERY = 8
MOST = 25


def verbs(move) -> list[tuple[str, object]]:
    return [(c.verb, c.arg) for c in move]


def move_of(state: CrisisState, role: str) -> list[tuple[str, object]]:
    return verbs(scripted_move(TITLE, state, role))


# --- along games: legal, deterministic, blind ------------------------------------------------


@pytest.mark.slow
def test_every_choice_is_legal_the_same_again_and_the_same_on_a_redraw():
    """Along random, scripted and mixed games of every scenario: the scripted choice is one of
    the role's legal choices, the same when asked again, and the same on a redraw of the state
    for that role (the other hand and the draw pile dealt again, 4.0: it reads only what its
    view shows); its whole move ends before the longest run a move may have."""
    checked = 0
    for state, role in sampled()[::EVERY]:
        choice = TITLE.scripted(state, role)
        assert choice in TITLE.choices(state, role)
        reckoning._READ.clear()  # read the position afresh: nothing remembered answers
        assert TITLE.scripted(state, role) == choice
        redrawn = TITLE.redraw(state, role, Rng(seed=seed_from_text("x")))
        reckoning._READ.clear()
        assert TITLE.scripted(redrawn, role) == choice
        assert len(scripted_move(TITLE, state, role)) < LONGEST_RUN
        checked += 1
    assert checked > 500


def test_no_choice_when_the_role_has_none():
    """A role nobody waits on has no scripted choice."""
    state = fresh()
    waiting = TITLE.active(state)[0]
    assert TITLE.scripted(state, ops.other(waiting)) is None


# --- whole games end --------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_scripted_games_end_on_the_last_turn(scenario):
    """The scripted player on both sides plays every scenario to its end: the score after the
    last Game Turn (10.0), a few hundred choices (the sampled game and one more)."""
    for seed in (*SEEDS, "another"):
        decisions, state = game(scenario, "scripted", seed)
        assert state.outcome is not None
        assert state.turn == SCENARIOS[scenario].turns
        assert len(decisions) < 200 * SCENARIOS[scenario].turns


# --- Data Conflict (6.0) ----------------------------------------------------------------------


def test_no_data_attack_at_strength_0_to_2_without_a_card_6_12():
    """The plain advice (6.12: a 0-strength attack is "nuisance behavior"; at 0-2 the
    Domestic table gives Backlash and Crash as often as anything worth having): a lone
    Insurgents (Data 2) makes no attack with an empty hand, and one with a card that lifts it
    to the 5 column, where Recruits come (6.2)."""
    units = {"insurgents-1": ("midwest", R), "infrastructure-1": ("texas", G)}
    assert move_of(build(units), R) == [("end", None)]
    with_card = move_of(build(units, rebel=["megachurch-network"]), R)
    assert with_card == [
        ("attack", "midwest"),
        ("add", "insurgents-1"),
        ("card", "megachurch-network"),
        ("roll", None),
    ]


def test_cards_are_piled_on_an_empty_valuable_region_6_2():
    """A Recruit places an Infrastructure where there is none (6.2): a Cybernaut in an empty
    Greater New York (Value 5, Metroplex) attacks with both Metroplex cards (up to two, 5.62),
    3 + 4 + 4 = 11, the 10-11 column, where Recruit or Defection come 20 times in 36."""
    units = {"cybernauts-1": ("greater-new-york", R), "infrastructure-1": ("texas", G)}
    state = build(units, rebel=["mass-rally", "social-media-blitz", "talk-radio"])
    move = move_of(state, R)
    assert move[:2] == [("attack", "greater-new-york"), ("add", "cybernauts-1")]
    assert sorted(a for v, a in move if v == "card") == ["mass-rally", "social-media-blitz"]
    assert move[-1] == ("roll", None)


def defection_position(monkeypatch) -> CrisisState:
    """The Rebel's Data attack in the Rustbelt, held by the Government, rolled to a Defection
    (6.2: 12 strength, roll 8)."""
    units = {
        "cybernauts-1": ("rustbelt", R),
        "insurgents-1": ("rustbelt", R),
        "infrastructure-1": ("rustbelt", G),
        "dhs-1": ("rustbelt", G),
    }
    state = build(units, rebel=["mass-rally", "viral-video"])
    force_dice(monkeypatch, (4, 4))
    state = draft(
        state, R, "rustbelt", ["cybernauts-1", "insurgents-1"], ["mass-rally", "viral-video"]
    )
    return act(state, R, "roll")


def test_a_defection_flips_the_enemy_infrastructure_6_2(monkeypatch):
    """Defection: the Attacker chooses which defending unit defects (6.2); the Infrastructure,
    which holds the Region (1.0), before anything else."""
    state = defection_position(monkeypatch)
    assert state.queue[0].kind == "result"
    assert move_of(state, R) == [("option", "flip:infrastructure-1")]


def test_a_recruit_places_infrastructure_in_an_empty_region_6_2(monkeypatch):
    """Recruit: an Infrastructure may be placed where the Region has none (6.2)."""
    units = {"cybernauts-1": ("southeast", R), "infrastructure-1": ("texas", G)}
    state = build(units, rebel=["megachurch-network"])
    force_dice(monkeypatch, (5, 4))  # 3 + 3 = 6, roll 9: Recruit
    state = act(draft(state, R, "southeast", ["cybernauts-1"], ["megachurch-network"]), R, "roll")
    (option,) = move_of(state, R)
    assert option[0] == "option" and str(option[1]).startswith("recruit:infrastructure-")


# --- Armed Conflict (8.0) -----------------------------------------------------------------------


def test_a_strong_stack_attacks_the_enemy_infrastructure_beside_it_8_15():
    """A Rustbelt stack (SEALS, DHS, a National Guard division, Insurgents and a
    Cybernaut beside new Rebel Infrastructure): only Pacification removes Infrastructure (8.15),
    which the Regular table gives from the 8-11 column on; the stack attacks."""
    units = {
        "seals": ("rustbelt", G),
        "dhs-1": ("rustbelt", G),
        "29th-infantry-ng": ("rustbelt", G),
        "insurgents-5": ("rustbelt", G),
        "cybernauts-3": ("rustbelt", G),
        "infrastructure-7": ("rustbelt", R),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="armed", player=G, government=["urban-warfare"])
    move = move_of(state, G)
    assert move[0] == ("attack", "rustbelt") and move[-1] == ("roll", None)
    attackers = [a for v, a in move if v == "add"]
    assert {"seals", "dhs-1", "29th-infantry-ng", "insurgents-5"} <= set(attackers)
    assert "cybernauts-3" not in attackers  # Arms 0: exposure, nothing more (8.12)


def test_a_lone_infrastructure_never_attacks_a_stack_8_15():
    """A lone Infrastructure that attacks a five-unit stack invites a counterattack on
    itself: a Counterattack lets every unit there strike back (8.15); the Rebel leaves it."""
    units = {
        "infrastructure-7": ("midwest", R),
        "seals": ("midwest", G),
        "dhs-1": ("midwest", G),
        "29th-infantry-ng": ("midwest", G),
        "insurgents-5": ("midwest", G),
        "24th-infantry": ("midwest", G),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="armed", rebel=["second-amendment"])
    assert move_of(state, R) == [("end", None)]


def test_less_than_lethal_where_collateral_damage_costs_more_than_it_wins_8_14():
    """Collateral Damage costs a card per point of the Region's Value (8.15); Less Than Lethal
    has none (8.14), and the Government may announce it freely: three divisions against two
    Insurgents in Greater New York (Value 5) attack Less Than Lethal."""
    units = {
        "3rd-infantry": ("greater-new-york", G),
        "4th-infantry": ("greater-new-york", G),
        "1st-cavalry": ("greater-new-york", G),
        "insurgents-1": ("greater-new-york", R),
        "insurgents-2": ("greater-new-york", R),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="armed", player=G)
    move = move_of(state, G)
    assert ("mode", "ltl") in move and move[-1] == ("roll", None)


def test_the_defender_counterattacks_when_it_pays_8_15(monkeypatch):
    """A Counterattack result lets the Defender strike with any and all of its units there
    (8.15): the Government's stack answers a lone Insurgents' attack, with every unit."""
    units = {
        "insurgents-1": ("midwest", R),
        "seals": ("midwest", G),
        "dhs-1": ("midwest", G),
        "24th-infantry": ("midwest", G),
        "infrastructure-1": ("midwest", G),
        "infrastructure-7": ("texas", R),
    }
    state = build(units, phase="armed")
    force_dice(monkeypatch, (1, 2), (2, 3))  # strength 2, roll 3: Counterattack; then its roll
    state = act(draft(state, R, "midwest", ["insurgents-1"]), R, "roll")
    assert state.queue[0].kind == "counter"
    move = move_of(state, G)
    assert move[0] == ("counter", None)
    assert {"seals", "dhs-1", "24th-infantry"} <= {a for v, a in move if v == "add"}


# --- Movement (7.0) -----------------------------------------------------------------------------


def test_a_heavy_division_in_the_rear_marches_on_enemy_infrastructure_7_0():
    """Heavy divisions must not stay in California all game: a unit of Data 0 does
    nothing where there is no enemy (8.11); the 1st Armored, alone in Southern California,
    moves on the Rebel Infrastructure in the Southwest, within its Movement of 2."""
    units = {
        "1st-armored": ("southern-california", G),
        "infrastructure-1": ("southern-california", G),
        "infrastructure-7": ("southwest", R),
        "infrastructure-8": ("new-england", R),
    }
    state = build(units, phase="move", player=G)
    assert move_of(state, G) == [("pick", "1st-armored"), ("to", "southwest")]


def test_a_cybernaut_heads_for_an_empty_valuable_region_7_0():
    """Move toward empty valuable Regions: a Recruit there places an
    Infrastructure (6.2); a Cybernaut (Movement 3) in the Midwest goes to Greater New York, the
    most valuable empty Region it reaches."""
    units = {
        "cybernauts-1": ("midwest", R),
        "infrastructure-7": ("midwest", R),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="move")
    assert move_of(state, R) == [("pick", "cybernauts-1"), ("to", "greater-new-york")]


def test_a_foreign_division_crosses_a_transportation_line_to_the_fight_12_32():
    """Advanced Game: NATO's 1st UK Division (High-tech Arms, Movement 2) leaves the NATO
    Overseas Region along its Transportation Line, which costs 2 (12.32), for the Rebel
    Infrastructure in Greater New York."""
    units = {
        "1st-uk-division": ("nato", G),
        "infrastructure-1": ("texas", G),
        "infrastructure-7": ("greater-new-york", R),
        "mexico-infrastructure-1": ("northeast-mexico", R),
    }
    powers = {"nato": G, "mexico": R}
    state = build(units, phase="move", player=G, scenario=ADVANCED, powers=powers)
    assert move_of(state, G) == [("pick", "1st-uk-division"), ("to", "greater-new-york")]


def test_a_foreign_intervention_is_played_at_once_12_1():
    """Advanced Game: a Foreign Intervention card brings a Foreign Power in for the side that
    plays it, its Infrastructure on the map (12.1); nothing is gained by waiting."""
    units = {"insurgents-1": ("midwest", R), "infrastructure-1": ("texas", G)}
    powers = {"nato": G, "mexico": R}
    state = build(units, scenario=ADVANCED, powers=powers, rebel=["foreign-intervention-canada"])
    assert move_of(state, R) == [("play", "foreign-intervention-canada")]


def airlift_position() -> CrisisState:
    """The Government's Movement Phase: the 3rd Infantry fights in Greater New York (Rebel
    Insurgents there); the 1st Armored and the 4th Infantry idle in Texas, far from the Rebel
    Infrastructure in the Rustbelt; the Government holds Strategic Airlift."""
    units = {
        "3rd-infantry": ("greater-new-york", G),
        "infrastructure-1": ("greater-new-york", G),
        "insurgents-1": ("greater-new-york", R),
        "insurgents-2": ("greater-new-york", R),
        "1st-armored": ("texas", G),
        "4th-infantry": ("texas", G),
        "infrastructure-2": ("texas", G),
        "infrastructure-3": ("capitol-district", G),
        "infrastructure-7": ("rustbelt", R),
        "insurgents-3": ("rustbelt", R),
    }
    return build(units, phase="move", player=G, government=["strategic-airlift"])


def test_strategic_airlift_flies_the_rear_toward_the_fighting():
    """Airlift toward the fighting, never a division out of a contested Greater
    New York: the airlift takes the idle divisions from Texas to a Region beside the Rebel
    Infrastructure (Strategic Airlift: to a Region holding friendly Infrastructure), never the
    unit that fights."""
    state = airlift_position()
    assert move_of(state, G) == [("play", "strategic-airlift")]
    state = act(state, G, "play", "strategic-airlift")
    flown = []
    while state.queue and state.queue[0].kind == "event":
        for verb, arg in move_of(state, G):
            if verb == "unit":
                flown.append((arg, state.queue[0].region))
            state = act(state, G, verb, arg)
    assert sorted(unit for unit, _ in flown) == ["1st-armored", "4th-infantry"]
    assert {region for _, region in flown} <= {"capitol-district", "greater-new-york"}


def test_no_airlift_without_a_unit_idle_in_the_rear():
    """With every unit in the fight, the card is kept (4.2: kept as long as one wishes)."""
    state = airlift_position()
    for unit in ("1st-armored", "4th-infantry"):
        state.pieces[unit] = state.pieces[unit].model_copy(update={"where": "greater-new-york"})
    assert ("play", "strategic-airlift") not in move_of(state, G)


# --- retreats, recovery, events, set-up ---------------------------------------------------------


def test_the_infrastructure_just_eliminated_retreats_8_15(monkeypatch):
    """8.15 Doubles: the Defender may Retreat a unit just eliminated; the rulebook's example
    retreats the Infrastructure, anything else "wouldn't make a lot of sense"."""
    units = {
        "1st-armored": ("midwest", G),
        "24th-infantry": ("midwest", G),
        "infrastructure-7": ("midwest", R),
        "insurgents-1": ("midwest", R),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="armed", player=G)
    force_dice(monkeypatch, (4, 4))  # 10, roll 8: Pacification with Collateral Damage
    state = act(draft(state, G, "midwest", ["1st-armored", "24th-infantry"]), G, "roll")
    assert state.queue[0].kind == "retreat" and state.queue[0].side == R
    assert move_of(state, R) == [("retreat", "infrastructure-7")]


def test_infrastructure_recovers_in_the_most_valuable_region_9_0():
    """9.0: a neutralized Infrastructure returns to a Region with no Infrastructure holding a
    friendly unit; the Rebel's goes to Greater New York (Value 5), not the Midwest (2)."""
    units = {
        "insurgents-1": ("midwest", R),
        "insurgents-2": ("greater-new-york", R),
        "infrastructure-1": ("texas", G),
    }
    state = build(units, phase="armed")
    state.pieces["infrastructure-7"] = state.pieces["infrastructure-7"].model_copy(
        update={"where": NEUTRALIZED, "side": R}
    )
    state = act(state, R, "end")
    assert state.queue[0].kind == "recover"
    assert move_of(state, R) == [("recover", "greater-new-york")]


def test_a_draw_event_is_played_at_once_4_2():
    """An event that only draws cards gains nothing by waiting: played first thing."""
    units = {"insurgents-1": ("midwest", R), "infrastructure-1": ("texas", G)}
    state = build(units, rebel=["crowdfunding"])
    assert move_of(state, R) == [("play", "crowdfunding")]


def test_infrastructure_is_set_up_in_the_most_valuable_regions_11_2():
    """11.2: the first Infrastructure goes to Greater New York (Value 5), the next to the
    Capitol District (4)."""
    state = fresh(BASIC)
    assert state.queue[0].side == G and state.queue[0].units[0] == "infrastructure-1"
    assert move_of(state, G) == [("place", "greater-new-york")]
    state = act(state, G, "place", "greater-new-york")
    assert move_of(state, G) == [("place", "capitol-district")]


# --- blunders (crisis_blunders.py) ---------------------------------------------------------------


def blunder_id(blunder: Blunder) -> str:
    return blunder.name.replace(" ", "-")


@pytest.mark.slow
@pytest.mark.parametrize("blunder", BLUNDERS, ids=blunder_id)
def test_the_scripted_player_commits_no_blunder(blunder):
    """Over the sampled positions where the blunder is possible, the scripted player's whole
    move never commits it."""
    found = list(positions(blunder, MOST))
    assert found, f"no sampled position where '{blunder.name}' is possible"
    for state, role in found:
        move = scripted_move(TITLE, state, role)
        assert blunder.detect(TITLE, state, role, move) is None, verbs(move)


@pytest.mark.slow
@pytest.mark.parametrize("blunder", BLUNDERS, ids=blunder_id)
def test_each_detector_fires_on_a_move_that_commits_it(blunder):
    """The detector can fail: on moves built to commit the blunder, it says so."""
    fired = 0
    for state, role in positions(blunder, MOST):
        move = blunder.commit(state, role)
        if move is not None:
            assert blunder.detect(TITLE, state, role, move), verbs(move)
            fired += 1
    assert fired, f"no move committing '{blunder.name}' was built"


def test_the_detectors_let_a_sensible_move_pass():
    """A move that commits nothing is not called a blunder: ending a Data Conflict Phase with
    nothing worth attacking."""
    state = build({"insurgents-1": ("midwest", R), "infrastructure-1": ("texas", G)})
    move = scripted_move(TITLE, state, R)
    assert [blunder.detect(TITLE, state, R, move) for blunder in BLUNDERS] == [None] * len(BLUNDERS)
