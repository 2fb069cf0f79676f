"""Typed commands of the National Emergency (shortcuts.py; `/play do:`): stances (10.1), moves
(10.5), attacks (10.7) and retreats, all or nothing, with a refusal that names the square and
the rule that most often refuses it. Positions from ccw_war; dice forced through contest.die.
"""

from __future__ import annotations

import pytest
from ccw_attempt import position
from ccw_build import force_dice
from ccw_war import CAMERONS, FED, war_position, where

from rules.canadian_civil_war import TITLE
from rules.core import RuleError
from rules.core.typed import play_typed

G, R = "government", "rebel"
# A Rebel Constituency far from every fight, so that the Emergency goes on (11.24).
FAR = {"qbc-2": ("blue-g5", "blue")}


def typed(state, role, text):
    """Apply a typed command the way the store does: each step once, read against the state
    the steps before it leave; so a roll is forced once."""
    return play_typed(TITLE, state, role, text).state


def test_stances_are_typed_words_and_sealed():
    """10.1, 10.14: "join", "oppose" and "neutral" are a voter's stance; the attempter types
    "national emergency" though it is not the Phasing Player's turn."""
    state = position({}, {"red": 4, "orange": 2, "green": 3, "blue": 4})
    state = typed(state, "orange", "national emergency")
    assert state.phase == "emergency"
    state = typed(state, "green", "Join")
    state = typed(state, "blue", "neutral")
    assert state.emergency.stances == {"green": "join", "blue": "neutral"}
    with pytest.raises(RuleError, match="not possible now"):
        play_typed(TITLE, state, "green", "oppose")  # already chosen: nothing to do


def test_a_typed_move_names_units_by_designation_and_pieces_by_name():
    """10.5: "move Camerons, Ontario 1 -> Red A4" picks the unit (by its designation, 2.2's
    sample) and the piece, and moves them together."""
    state = war_position(
        {"ont-1": ("red-a3", "green")},
        {CAMERONS: ("red-a3", R)},
        side=R,
        stage="movement",
    )
    state = typed(state, "green", "move Camerons, Ontario 1 -> Red A4")
    assert where(state, CAMERONS) == where(state, "ont-1") == "red-a4"


def test_a_typed_move_is_all_or_nothing_and_says_why():
    """10.5, all or nothing: the first move is possible, the second enters an enemy square;
    the whole command is refused, naming the square by name and the blocking rule, and the
    state is untouched."""
    state = war_position(
        {"ont-1": ("red-a3", "green"), "ont-2": ("red-a5", "red")},
        {CAMERONS: ("red-a2", R), FED[0]: ("red-a4", G)},
        side=R,
        stage="movement",
    )
    before = state.model_dump_json()
    with pytest.raises(RuleError) as refused:
        play_typed(TITLE, state, "green", "move Ontario 1 -> Red A2; move Camerons -> Red A4")
    message = str(refused.value)
    assert "In `move Camerons -> Red A4`: going to Red A4 is not possible now." in message
    assert "enemy squares block" in message and "(10.5)" in message
    assert state.model_dump_json() == before


def test_a_typed_attack_without_with_takes_every_unit_that_may(monkeypatch):
    """10.7: "attack Red A3" marks every unit next to it that has not attacked, and rolls:
    two Federal units (6) against a Militia unit (2) are 3-1 on the Combat Results Table."""
    state = war_position(
        FAR,
        {FED[0]: ("red-a2", G), FED[1]: ("red-a4", G), CAMERONS: ("red-a3", R)},
        stage="combat",
    )
    with force_dice(monkeypatch, 6):
        state = typed(state, "red", "attack Red A3")
    assert "6 vs 2 -> 3-1; die 6 -> De" in state.log[-2], state.log[-2:]
    assert state.outcome is None
    assert where(state, CAMERONS) == "off"


def test_a_typed_attack_with_named_units_and_a_bad_target():
    """10.7: "attack Red A3 with 1 RCR" marks only the unit named; a square without an enemy
    stack is refused as not one of the places that may be chosen."""
    state = war_position(
        {},
        {FED[0]: ("red-a2", G), FED[1]: ("red-a4", G), CAMERONS: ("red-a3", R)},
        stage="combat",
    )
    steps = play_typed(TITLE, state, "red", "attack Red A3 with 1 RCR").choices
    assert [(c.verb, c.arg) for c in steps] == [
        ("attack", "red-a3"),
        ("add", FED[0]),
        ("roll", None),
    ]
    with pytest.raises(RuleError, match="'Red A5' is not one of the places"):
        play_typed(TITLE, state, "red", "attack Red A5")


def test_a_typed_retreat(monkeypatch):
    """10.85 Dr with several ways out: the retreating Side types "retreat Red L2"; a square it
    may not retreat to (the attacker's) is refused with the retreat rule."""
    state = war_position(FAR, {FED[0]: ("red-l4", G), CAMERONS: ("red-l3", R)}, stage="combat")
    with force_dice(monkeypatch, 4):
        state = typed(state, "red", "attack Red L3")
    with pytest.raises(RuleError, match="retreating to Red L4 is not possible now"):
        play_typed(TITLE, state, "blue", "retreat Red L4")
    state = typed(state, "blue", "retreat Red L2")
    assert where(state, CAMERONS) == "red-l2"
