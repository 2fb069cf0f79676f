"""The typed commands (rules/crisis_2020/shortcuts.py: `/play do:`), all or nothing, a bad part
named; and the views: a hand or an attack being built (5.61, 5.62) is never shown to the other
side (ARCHITECTURE.md, "The rules protocol": hidden information lives only in `private`)."""

from __future__ import annotations

import pytest
from build import G, R, act, attack, build, draft, force_dice, where

from rules.core import RuleError
from rules.core.typed import play_typed
from rules.crisis_2020 import ORACLE, TITLE

MIDWEST = "midwest"


def run(state, role, text):
    """The state after the typed command, carried out as the store does: each step applied
    once, read against the state the steps before it leave (so each roll is forced once)."""
    return play_typed(TITLE, state, role, text).state


def midwest():
    """The 8.15 example's Midwest, the Rebel's Armed Conflict Phase."""
    return build(
        {
            "batf": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "soar": (MIDWEST, G),
            "24th-infantry": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        },
        phase="armed",
        rebel=["community-policing", "mass-rally"],
        government=["rallying-cry", "second-amendment"],
    )


def test_typed_armed_attack_is_the_same_as_the_clicks_8_15(monkeypatch):
    """`armed Midwest: BATF + Community Policing` (the 8.15 example's first attack) makes the
    same choices as the buttons: the attack, the unit, the card, the roll."""
    force_dice(monkeypatch, *[(3, 1)] * 3)
    state = midwest()
    steps = play_typed(TITLE, state, R, "armed Midwest: BATF + Community Policing").choices
    assert [(c.verb, c.arg) for c in steps] == [
        ("attack", MIDWEST),
        ("add", "batf"),
        ("card", "community-policing"),
        ("roll", None),
    ]
    typed = run(state, R, "armed Midwest: BATF + Community Policing")
    clicked = attack(state, R, MIDWEST, ["batf"], ["community-policing"])
    assert typed.log == clicked.log
    assert typed.log[-1].endswith("= 5 → column 4-5; 2d6 [3, 1] = 4 → Counterattack.")


def test_typed_command_names_a_bad_part_and_changes_nothing():
    """Typed commands are all or nothing, and a bad part is named in the error."""
    state = midwest()
    before = state.model_dump()
    with pytest.raises(RuleError, match="Nonsense"):
        play_typed(TITLE, state, R, "armed Midwest: BATF + Nonsense")
    with pytest.raises(RuleError, match="Atlantis"):
        play_typed(TITLE, state, R, "armed Atlantis: BATF")
    with pytest.raises(RuleError, match="data"):
        play_typed(TITLE, state, R, "data Midwest: BATF")  # not the Data Conflict Phase
    assert state.model_dump() == before


def test_typed_command_refuses_a_card_that_does_not_fit_5_62():
    """2.0, 5.62: a Data-bordered card cannot support an Armed attack, typed or clicked."""
    state = midwest()
    with pytest.raises(RuleError, match="Mass Rally"):
        play_typed(TITLE, state, R, "armed Midwest: BATF + Mass Rally")  # a Data card


def test_typed_maximum_firepower_with_loose_unit_names_8_13(monkeypatch):
    """shortcuts.py's own example, `armed Midwest max: Insurgents + Insurgents`: "a name that
    fits several units takes the next one that may still be added"."""
    force_dice(monkeypatch, (2, 3))
    state = run(midwest(), R, "armed Midwest max: Insurgents + Insurgents")
    assert "Maximum Firepower: Insurgents 1 (4) + Insurgents 2 (4) = 8" in state.log[0]


def test_typed_move_with_the_issues_words_7_0():
    """The issue's typed move, on the 7.0 example: `move Stryker Brigade, Cybernaut -> Greater
    New York` (units named by their type, as a player reads the counters)."""
    state = build(
        {
            "infrastructure-1": ("sunbelt", G),
            "cybernauts-1": ("sunbelt", G),
            "2nd-cavalry": ("sunbelt", G),
        },
        phase="move",
        player=G,
    )
    state = run(state, G, "move Stryker Brigade, Cybernaut -> Greater New York")
    assert where(state, "cybernauts-1") == ("greater-new-york", G)
    assert where(state, "2nd-cavalry") == ("greater-new-york", G)


def test_typed_move_by_the_counters_names_7_0():
    """`move` with the units' printed names, then `end`."""
    state = build(
        {"cybernauts-1": ("sunbelt", G), "2nd-cavalry": ("sunbelt", G)},
        phase="move",
        player=G,
    )
    state = run(
        state, G, "move Cybernauts 1, 2nd Cavalry Regiment (Stryker) -> Greater New York; end"
    )
    assert where(state, "cybernauts-1") == ("greater-new-york", G)
    assert where(state, "2nd-cavalry") == ("greater-new-york", G)
    assert state.phase == "armed"
    with pytest.raises(RuleError, match="Delta"):
        play_typed(TITLE, state, G, "move Delta -> Texas")


def test_typed_data_attack_6_2_example(monkeypatch):
    """`data Southern California: SEALS + DHS 4 + Mass Rally` is the 6.2 example's attack."""
    force_dice(monkeypatch, (4, 5))
    state = build(
        {"seals": ("southern-california", G), "dhs-4": ("southern-california", G)},
        player=G,
        government=["mass-rally"],
    )
    state = run(state, G, "data So Cal: SEALS + DHS 4 + Mass Rally")
    assert "= 7 → column 7; 2d6 [4, 5] = 9 → Defection." in state.log[0]


# --- views -------------------------------------------------------------------------------------


def leaks(state, role, other):
    """Words of ``role``'s secrets that ``other`` (or a spectator, None) may see."""
    view = TITLE.view(state, other).model_dump_json()
    return sorted(word for word in ORACLE.secrets(state, role) if word in view)


def test_hands_stay_private():
    """4.0: a player's hand is his own: the other side and spectators see counts only."""
    state = midwest()
    assert "Community Policing" in TITLE.view(state, R).private.text
    assert leaks(state, R, G) == [] and leaks(state, R, None) == []
    assert leaks(state, G, R) == []
    data = TITLE.view(state, None).board.data
    assert data["hands"] == {R: 2, G: 2}


def test_an_attack_being_built_stays_private_5_61_5_62():
    """5.61, 5.62: the units and cards of an attack being built are shown to their side only,
    until the roll."""
    state = draft(midwest(), R, MIDWEST, ["batf"], ["community-policing"], "ltl")
    mine = TITLE.view(state, R)
    assert "Building: armed attack in Midwest with BATF" in mine.private.text
    assert "Strength 3" not in mine.prompt  # the card adds 2: 5
    assert "Strength 5" in mine.prompt
    for other in (G, None):
        seen = TITLE.view(state, other).model_dump_json()
        assert "Community Policing" not in seen
        assert "Building" not in seen
        assert "Less Than Lethal" not in seen
    assert TITLE.view(state, G).choices == []


def test_a_counterattack_being_built_stays_private_8_15(monkeypatch):
    """8.15: the Defender's counterattack is built privately too."""
    force_dice(monkeypatch, (3, 1))
    state = attack(midwest(), R, MIDWEST, ["batf"], ["community-policing"])
    state = act(state, G, "counter")
    state = draft(state, G, None, ["soar"], ["rallying-cry"])
    assert "Rallying Cry" in TITLE.view(state, G).private.text
    for other in (R, None):
        assert "Rallying Cry" not in TITLE.view(state, other).model_dump_json()
