"""Who commands a Side of the National Emergency (10.27): "Command and Control problems on Sides
which are coalitions should be decided by the Player's constituting those Sides". The players of
the Side the game waits on make its decision as one (`Title.shares`: any of them for all; a
person among them commands it, and its computer seats wait for him: tests/bot); each player
answers his own stance alone (10.1), and everything of the political game is his own."""

from __future__ import annotations

from ccw_attempt import position
from ccw_build import act, force_dice
from ccw_war import CAMERONS, FED, war_position

from rules.canadian_civil_war import TITLE, war

G, R = "government", "rebel"
COLORS = ("red", "orange", "green", "blue")


def shared(state) -> dict[str, tuple[str, ...]]:
    return {c: TITLE.shares(state, c) for c in COLORS}


def test_10_27_the_call_up_and_deployment_are_the_sides_each_stance_its_players_own(monkeypatch):
    """Orange, with one Constituency and the fewest Issues, attempts (10.1); Red and Blue
    oppose, Green stays neutral (10.14): 1:1, a die of 1 creates the Emergency, Red (the Prime
    Minister's) and Blue the Government (10.15). Before the attempt and during it every
    decision is one player's own; the call-up (10.23) is the Government's, Red's and Blue's as
    one, and so is placing the Federal units anywhere (10.3): Orange's Prince Edward Island was
    Disloyal (a 6, 10.21), so the Rebels have none to place."""
    held = {"orange": ["pei-1"], "blue": ["ont-13", "ont-14"]}
    state = position(held, {"red": 4, "orange": 1, "green": 4, "blue": 4}, rest="red")
    assert shared(state) == {c: (c,) for c in COLORS}
    state = act(state, "orange", "emergency")
    assert TITLE.active(state) == ["green", "blue", "red"]
    assert shared(state) == {c: (c,) for c in COLORS}
    with force_dice(monkeypatch, 1, 6):
        for color, stance in (("green", "neutral"), ("blue", "oppose"), ("red", "oppose")):
            state = act(state, color, stance)
    assert war.emergency(state).stage == "callup"
    assert TITLE.active(state) == ["red", "blue"]
    assert shared(state) == {
        "red": ("red", "blue"),
        "blue": ("red", "blue"),
        "orange": ("orange",),
        "green": ("green",),
    }
    with force_dice(monkeypatch):
        state = act(state, "blue", "roll")
    assert war.emergency(state).stage == "deploy" and TITLE.active(state) == ["red", "blue"]
    assert shared(state) == {
        "red": ("red", "blue"),
        "blue": ("red", "blue"),
        "orange": ("orange",),
        "green": ("green",),
    }


def test_10_27_movement_combat_and_retreats_are_the_sides_decisions(monkeypatch):
    """Red and Orange govern, Green and Blue rebel (ccw_war.SIDES). The Government's Movement
    and Combat Phases (10.4) are Red's and Orange's as one, the Rebels' Green's and Blue's; so
    is a retreat (10.85 Ar: the attackers' Side chooses where): from Red L4 and Red L2 at 2-1
    (6 against the Camerons' 3) a 2 is Ar."""
    government = {"red": ("red", "orange"), "orange": ("red", "orange")}
    rebels = {"green": ("green", "blue"), "blue": ("green", "blue")}
    state = war_position(
        {"qbc-1": ("red-l3", "green"), "qbc-10": ("green-g5", "blue")},
        {FED[0]: ("red-l4", G), FED[1]: ("red-l2", G), CAMERONS: ("red-l3", R)},
        stage="combat",
    )
    assert shared(state) == government | {"green": ("green",), "blue": ("blue",)}
    state = act(state, "orange", "attack", "red-l3")
    for unit in FED[:2]:
        state = act(state, "red", "add", unit)
    with force_dice(monkeypatch, 2):
        state = act(state, "orange", "roll")
    assert war.emergency(state).retreats and TITLE.active(state) == ["red", "orange"]
    assert shared(state) == government | {"green": ("green",), "blue": ("blue",)}
    state = act(state, "orange", "retreat", "red-g5")
    state = act(state, "red", "retreat", "red-l1")
    state = act(state, "red", "end")
    e = war.emergency(state)
    assert (e.side, e.stage) == (R, "movement") and TITLE.active(state) == ["green", "blue"]
    assert shared(state) == rebels | {"red": ("red",), "orange": ("orange",)}
