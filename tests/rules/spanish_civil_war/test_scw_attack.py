"""ATTACK PHASE: secret simultaneous commitments, the reveal, bonuses, Morale and Territory."""

from __future__ import annotations

import pytest
from scw_build import N, R, act, attack, build, filler, options_of

from rules.core import RuleError
from rules.spanish_civil_war import CARDS, TITLE

FRANCO = "general-francisco-franco"  # L N 5
ROJO = "general-vicente-rojo"  # L R 2
CONDOR = "condor-legion"  # A N 4
SOVIET_AIR = "soviet-air-power"  # A R 3
ARMY_OF_AFRICA = "army-of-africa"  # U N 5
INTERNATIONAL = "international-brigades"  # U R 4
ARTILLERY = "artillery-support"  # S B 4
MAJOR_SIEGE = "major-siege"  # O B 4
MOUNTAINS = "mountains"  # D B 4
FIFTH_COLUMN = "fifth-column"  # O N 2
MADRID = "defense-of-madrid"  # D R 5


def test_attack_phase_players_commit_simultaneously():
    """ATTACK PHASE: "Players simultaneously reveal the cards they want to play."""
    state = build("attack", nationalists=[FRANCO], republicans=[ROJO])
    assert TITLE.view(state, None).active == [N, R]
    state = act(state, R, "commit", ROJO)
    state = act(state, N, "commit", FRANCO)
    assert TITLE.view(state, None).active == [N, R]
    state = act(state, N, "confirm")
    assert TITLE.view(state, None).active == [R]


def test_attack_phase_labels_and_a_commitment_can_be_taken_back_until_confirmed():
    state = build("attack", nationalists=[FRANCO])
    labels = [c.label for c in TITLE.view(state, N).choices]
    assert labels == ["Commit General Francisco Franco (Leader, 5)", "Confirm: no cards"]
    state = act(state, N, "commit", FRANCO)
    assert options_of(state, N) == [("uncommit", FRANCO), ("confirm", None)]
    state = act(state, N, "uncommit", FRANCO)
    assert state.committed[N] == []


def test_attack_phase_the_active_player_may_play_offensive_cards_not_defense():
    """ATTACK PHASE: "The active player may play Offensive cards (not Defense)."""
    state = build("attack", nationalists=[MAJOR_SIEGE, MOUNTAINS, FIFTH_COLUMN])
    assert options_of(state, N) == [
        ("commit", MAJOR_SIEGE),
        ("commit", FIFTH_COLUMN),
        ("confirm", None),
    ]
    with pytest.raises(RuleError):
        act(state, N, "commit", MOUNTAINS)


def test_attack_phase_the_defender_may_play_defense_cards_not_offensive():
    """ATTACK PHASE: "The defender may play Defense cards (not Offensive)."""
    state = build("attack", republicans=[MAJOR_SIEGE, MOUNTAINS, MADRID])
    assert options_of(state, R) == [("commit", MOUNTAINS), ("commit", MADRID), ("confirm", None)]
    with pytest.raises(RuleError):
        act(state, R, "commit", MAJOR_SIEGE)


def test_attack_phase_events_are_never_committed():
    state = build("attack", nationalists=["portuguese-aid", "airlift"])
    assert options_of(state, N) == [("confirm", None)]


def test_attack_phase_without_a_committable_card_only_confirm_with_nothing():
    """Decision (package docstring): "A player may play some, none, or all of his cards"; with
    no card to play the only choice is to confirm with nothing."""
    state = build(
        "attack", republicans=[FIFTH_COLUMN, MAJOR_SIEGE, "gold-reserves", ARMY_OF_AFRICA]
    )
    assert options_of(state, R) == [("confirm", None)]


def test_attack_phase_higher_total_wins_and_the_loser_loses_one_morale_token():
    """ATTACK PHASE: "The player with the highest Force total wins the hand." "The loser loses
    one Morale Token". Units only: Army of Africa 5 beats International Brigades 4."""
    state = build("attack", nationalists=[ARMY_OF_AFRICA], republicans=[INTERNATIONAL])
    state = attack(state, [ARMY_OF_AFRICA], [INTERNATIONAL])
    assert state.last_attack.totals == {N: 5, R: 4}
    assert state.last_attack.winner == N
    assert state.morale == {N: 10, R: 9}


def test_attack_phase_leader_bonus_only_when_opponent_has_none():
    """ATTACK PHASE: "If a player uses a Leader card and his opponent does not, he gets +5 to
    his total." Franco 5 + 5 = 10 against International Brigades 4; against Rojo no bonus."""
    state = build("attack", nationalists=[FRANCO], republicans=[INTERNATIONAL])
    state = attack(state, [FRANCO], [INTERNATIONAL])
    assert state.last_attack.totals == {N: 10, R: 4}
    assert state.last_attack.bonuses == {N: ["L"], R: []}
    state = build("attack", nationalists=[FRANCO], republicans=[ROJO])
    state = attack(state, [FRANCO], [ROJO])
    assert state.last_attack.totals == {N: 5, R: 2}
    assert state.last_attack.bonuses == {N: [], R: []}


def test_attack_phase_air_power_bonus_only_when_opponent_has_none():
    """ATTACK PHASE: "If a player uses an Air Power card and his opponent does not, he gets +4
    to his total." Condor Legion 4 + 4 = 8 against Rojo 2 + 5 = 7."""
    state = build("attack", nationalists=[CONDOR], republicans=[ROJO])
    state = attack(state, [CONDOR], [ROJO])
    assert state.last_attack.totals == {N: 8, R: 7}
    assert state.last_attack.winner == N
    state = build("attack", nationalists=[CONDOR], republicans=[SOVIET_AIR])
    state = attack(state, [CONDOR], [SOVIET_AIR])
    assert state.last_attack.totals == {N: 4, R: 3}


def test_attack_phase_strategy_bonus_only_when_opponent_has_none():
    """ATTACK PHASE: "If a player uses a Strategy card and his opponent does not, he gets +3
    to his total." Artillery Support 4 + 3 = 7 against Defense of Madrid 5: the Nationalists
    win; the bonuses count once per type, not per card."""
    state = build("attack", nationalists=[ARTILLERY, "bad-weather"], republicans=[MADRID])
    state = attack(state, [ARTILLERY, "bad-weather"], [MADRID])
    assert state.last_attack.totals == {N: 4 + 2 + 3, R: 5}
    assert state.last_attack.bonuses == {N: ["S"], R: []}


def test_attack_phase_defender_wins_attacker_loses_morale_and_no_territory_changes():
    state = build("attack", nationalists=[FIFTH_COLUMN], republicans=[MADRID])
    state = attack(state, [FIFTH_COLUMN], [MADRID])
    assert state.last_attack.winner == R
    assert state.morale == {N: 9, R: 10} and state.territory == {N: 5, R: 5}
    assert state.phase == "logistics"


def test_attack_phase_a_tie_costs_nobody_anything():
    """Decision (package docstring): a tied attack has no winner and no loser. Mountains 4
    against Major Siege 4, and an attack where nobody commits anything (0 against 0)."""
    state = build("attack", nationalists=[MAJOR_SIEGE], republicans=[MOUNTAINS])
    state = attack(state, [MAJOR_SIEGE], [MOUNTAINS])
    assert state.last_attack.winner is None and state.last_attack.totals == {N: 4, R: 4}
    assert state.morale == {N: 10, R: 10} and state.territory == {N: 5, R: 5}
    assert state.phase == "logistics"
    state = attack(build("attack"), [], [])
    assert state.last_attack.winner is None and state.morale == {N: 10, R: 10}


def test_attack_phase_the_active_player_who_won_may_take_a_territory_token():
    """ATTACK PHASE: "If the Active player won, he may take a TT from the defender." Decision
    (package docstring): the taken token passes to the attacker."""
    state = build("attack", nationalists=[FRANCO])
    state = attack(state, [FRANCO], [])
    assert TITLE.view(state, None).active == [N]
    assert options_of(state, N) == [("take territory", None), ("decline", None)]
    taken = act(state, N, "take territory")
    assert taken.territory == {N: 6, R: 4}
    assert taken.last_attack.territory_taken is True
    assert taken.phase == "logistics"


def test_attack_phase_the_winner_may_decline_the_territory_token():
    """Decision (package docstring): "may" lets the attacker decline."""
    state = attack(build("attack", nationalists=[FRANCO]), [FRANCO], [])
    declined = act(state, N, "decline")
    assert declined.territory == {N: 5, R: 5}
    assert declined.last_attack.territory_taken is False
    assert declined.phase == "logistics"


def test_attack_phase_all_played_cards_are_discarded():
    """ATTACK PHASE: "All played cards are discarded."."""
    hand_n, hand_r = [FRANCO, ARMY_OF_AFRICA, "airlift"], [INTERNATIONAL, MADRID]
    state = build("attack", nationalists=hand_n, republicans=hand_r)
    state = attack(state, [FRANCO, ARMY_OF_AFRICA], [MADRID])
    assert state.hands == {N: ["airlift"], R: [INTERNATIONAL]}
    assert state.deck.discard_pile == [FRANCO, ARMY_OF_AFRICA, MADRID]


def test_attack_phase_cards_are_named_in_public_only_once_both_confirmed():
    state = build("attack", nationalists=[FRANCO], republicans=[MADRID])
    state = act(state, N, "commit", FRANCO)
    state = act(state, N, "confirm")
    state = act(state, R, "commit", MADRID)
    for role in (R, None):
        view = TITLE.view(state, role)
        assert "Franco" not in view.board.model_dump_json() + "\n".join(view.log)
    assert FRANCO not in TITLE.view(state, R).model_dump_json()
    state = act(state, R, "confirm")
    assert "General Francisco Franco 5" in state.log[-1]
    assert "Defense of Madrid 5" in state.log[-1]


def test_attack_phase_the_board_records_the_last_attack_with_its_arithmetic():
    state = build("attack", nationalists=[FRANCO, CONDOR], republicans=[MADRID])
    state = attack(state, [FRANCO, CONDOR], [MADRID])
    data = TITLE.view(state, None).board.data["last_attack"]
    assert data == {
        "attacker": N,
        "defender": R,
        "cards": {
            N: [
                {"name": "General Francisco Franco", "type": "Leader", "force": 5},
                {"name": "Condor Legion", "type": "Air Power", "force": 4},
            ],
            R: [{"name": "Defense of Madrid", "type": "Defense", "force": 5}],
        },
        "bonuses": {N: [{"type": "Leader", "value": 5}, {"type": "Air Power", "value": 4}], R: []},
        "totals": {N: 18, R: 5},
        "winner": N,
        "territory_taken": False,
        "text": (
            "Nationalists: General Francisco Franco 5 + Condor Legion 4 + Leader bonus 5 + "
            "Air Power bonus 4 = 18; Republicans: Defense of Madrid 5 = 5. The Nationalists win."
        ),
    }


def test_victory_by_territory_when_the_last_territory_token_is_taken():
    """VICTORY: "You win if you reduce your opponent to zero Territory Tokens"."""
    state = build("attack", nationalists=[FRANCO], territory=(5, 1))
    state = act(attack(state, [FRANCO], []), N, "take territory")
    assert state.territory == {N: 6, R: 0}
    assert state.outcome.winners == [N] and "Territory" in state.outcome.reason
    assert TITLE.view(state, None).board.data["phase"] == "over"


def test_victory_by_morale_when_the_loser_loses_the_last_morale_token():
    """VICTORY: "... zero ... Morale Tokens": at once, with no Territory choice after it."""
    state = build("attack", republicans=[MADRID], morale=(1, 10), draw=filler(4))
    state = attack(state, [], [MADRID])
    assert state.morale == {N: 0, R: 10}
    assert state.outcome.winners == [R] and "Morale" in state.outcome.reason
    with pytest.raises(RuleError, match="over"):
        act(state, N, "confirm")
    state = build("attack", nationalists=[FRANCO], morale=(10, 1))
    state = attack(state, [FRANCO], [])
    assert state.outcome.winners == [N]
    assert not state.awaiting_territory


def test_attack_phase_committed_cards_show_in_the_private_view():
    state = act(build("attack", nationalists=[FRANCO, CONDOR]), N, "commit", CONDOR)
    private = TITLE.view(state, N).private
    assert private.data["committed"] == [CONDOR]
    assert "Condor Legion (Air Power, 4) [committed]" in private.text
    assert CARDS[CONDOR].name not in TITLE.view(state, R).model_dump_json()
