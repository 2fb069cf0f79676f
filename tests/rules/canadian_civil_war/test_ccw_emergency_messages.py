"""The National Emergency says everything by message id (rules/core/messages.py; ARCHITECTURE.md,
"Languages"): its data's names have their messages in English and French, the English word for
word the data's (catalogs/*/emergency-names.ftl), and the Emergency's prompts, choices, log
lines and typed refusals say themselves in French. Positions from ccw_war; dice forced through
contest.die."""

from __future__ import annotations

import pytest
from ccw_build import force_dice
from ccw_war import CAMERONS, FED, VOLTIGEURS, war_position

from rules.canadian_civil_war import TITLE, war
from rules.canadian_civil_war.components import MILITARY, PROVINCES, TABLES
from rules.canadian_civil_war.ops import slug
from rules.core import Msg, RuleError, render, seed_from_text
from rules.core.messages import catalog
from rules.core.rng import Rng
from rules.core.typed import play_typed

LANGUAGES = ("en", "fr")
EMERGENCY_TABLES = ("national-emergency", "loyalty", "combat", "riot", "arrest")
G, R = "government", "rebel"


def _has(id: str) -> bool:
    return all(catalog(language).has_message(id) for language in LANGUAGES)


def _said(text: object) -> list[str]:
    """Like `_missing`, but plain arguments (numbers, codes, what a player typed) allowed."""
    if not isinstance(text, Msg):
        return []
    found = [m for part in (*text.parts, *text.args.values()) for m in _said(part)]
    if text.id is not None and not catalog("fr").has_message(text.id):
        found.append(text.id)
    return found


def test_every_military_unit_has_its_name_in_english_and_french():
    """military.toml's [[unit]]: ccw-unit-<id>, the English the data's name; French names as
    the regiments write them in French ("Les Voltigeurs de Québec")."""
    for unit in MILITARY.units.values():
        assert _has(f"ccw-unit-{unit.id}"), unit.id
        assert war.name(unit.id) == unit.name
    assert render(war.name(VOLTIGEURS), "fr") == "Les Voltigeurs de Québec"
    assert render(war.name("fed-cdn-ab-regt"), "fr") == "Le Régiment aéroporté du Canada"


def test_every_emergency_table_result_and_reconstructed_cell_has_its_message():
    """emergency.toml: each table's name, each result of its key and the reason of each
    reconstructed cell (which the log quotes, ops.table_text), the English the data's."""
    for table_id in EMERGENCY_TABLES:
        table = TABLES[f"canadian-civil-war/{table_id}"]
        assert _has(f"ccw-table-{table_id}") and Msg(f"ccw-table-{table_id}") == table.name
        for code, meaning in table.key.items():
            id = f"ccw-table-{table_id}-result-{slug(code)}"
            assert _has(id) and Msg(id) == meaning, id
        if table_id == "loyalty":  # loyalty.py says its own words (Loyal, Disloyal)
            continue
        for cell in table.reconstructed_cells():
            id = f"ccw-table-{table_id}-cell-{slug(cell.row)}-{slug(cell.column)}"
            assert _has(id) and Msg(id) == cell.reason, id


def test_sides_stages_and_provinces_have_their_messages():
    for side in war.SIDES:
        assert _has(f"ccw-side-{side}") and _has(f"ccw-side-short-{side}")
    assert war.SIDE_NAMES["government"] == "Government Side"
    assert render(war.SIDE_NAMES["rebel"], "fr") == "Camp rebelle"
    for stage in war.STAGES:
        assert _has(f"ccw-stage-{stage}")
    for province in PROVINCES.values():
        for of in (False, True):
            name = war.province_name(province.id, of=of)
            assert _has(name.id) and name == province.name
    assert render(war.province_name("qbc", of=True), "fr") == "du Québec"


def test_a_combat_line_says_itself_in_french(monkeypatch):
    """10.73's example, first attack (test_ccw_emergency_example.py): three Federal units
    against Les Voltigeurs' stack in Red L3 at 2-1 on the Combat Results Table; a 4 is Defender
    Retreat, and the surrounded unit is eliminated instead."""
    around = {"red-a2": FED[0], "red-l2": FED[1], "red-l4": FED[2], "red-g4": FED[3]}
    state = war_position(
        {
            "qbc-1": ("red-l3", "blue"),
            "francophone": ("red-l3", "blue"),
            "qbc-2": ("blue-g5", "blue"),
            "prime-minister": ("orange-g5", "red"),
        },
        {VOLTIGEURS: ("red-l3", R)} | {u: (square, G) for square, u in around.items()},
        stage="combat",
    )
    with force_dice(monkeypatch, 4):
        state = play_typed(TITLE, state, "red", "attack Red L3 with 1 RCR, 2 RCR, 3 RCR").state
    attack, surrounded = state.log[-2:]
    assert attack.startswith("⚔️ The Government Side attacks Red L3 on the Combat Results Table")
    assert "9 vs 4 -> 2-1; die 4 -> Dr (Defender retreat)" in attack
    french = render(attack, "fr")
    assert french.startswith(
        "⚔️ Le Camp gouvernemental attaque la case Rouge L3 sur la Table des résultats de combat"
    ), french
    assert "Les Voltigeurs de Québec (Rebelles, 1)" in french
    assert "9 contre 4 -> 2-1 ; dé 4 -> Dr (Retraite du défenseur)" in french
    assert render(surrounded, "fr") == (
        "Encerclement, aucune retraite possible : Les Voltigeurs de Québec — élimination à la "
        "place (10.73)."
    )
    assert not _said(attack) and not _said(surrounded)


def test_a_typed_refusal_says_itself_in_french():
    """shortcuts.py: the command words stay English; the refusal is a message."""
    state = war_position(
        {"ont-1": ("red-a3", "green"), "ont-2": ("red-a5", "red")},
        {CAMERONS: ("red-a2", R), FED[0]: ("red-a4", G)},
        side=R,
        stage="movement",
    )
    with pytest.raises(RuleError) as refused:
        play_typed(TITLE, state, "green", "move Camerons -> Red A4")
    message = refused.value.message
    assert isinstance(message, Msg) and not _said(message)
    assert render(message, "fr").startswith(
        "Dans `move Camerons -> Red A4` : Impossible maintenant : aller vers la case Rouge A4."
    )


@pytest.mark.parametrize("scenario", sorted(TITLE.scenarios))
def test_random_national_emergencies_say_everything_in_french(scenario):
    """Random games whose players attempt a National Emergency as soon as they may: from the
    attempt on, every prompt and choice label is a message with French for all its ids, and
    every log line one that reads otherwise in French."""
    rng = Rng(seed=seed_from_text(f"emergency in French {scenario}"))
    checked = 0
    for game in range(3):
        state = TITLE.setup(seed_from_text(f"emergency {game}"), scenario)
        start = None
        for _ in range(400):
            if state.outcome is not None:
                break
            role = next((r for r in TITLE.active(state) if TITLE.choices(state, r)), None)
            if role is None:
                break
            view = TITLE.view(state, role)
            if state.emergency is not None:
                for text in (view.prompt, *(c.label for c in view.choices)):
                    assert isinstance(text, Msg) and not _said(text), text
                    checked += 1
            attempt = [c for c in view.choices if c.verb == "emergency"]
            choice = attempt[0] if attempt else view.choices[rng.below(len(view.choices))]
            if choice.verb == "emergency":
                start = len(state.log)
            TITLE.advance(state, role, choice)
        for line in state.log[start or len(state.log) :]:
            assert isinstance(line, Msg) and not _said(line), line
            assert render(line, "fr") != line, line
            checked += 1
    assert checked > 200
