"""Crisis 2020 says its data by message id (README, "Languages"; rules/crisis_2020/words.py):
every Region, side, unit, unit type, card, result of the tables, phase, mode and scenario has
its message in every language of the catalogs (catalogs/*/names.ftl, cards.ftl), the English
message is the data file's own name, and the names work in French where players meet them: the
log, the board, the typed commands (which take the French names as well as the printed ones)."""

from __future__ import annotations

import pytest
from build import G, R, attack, build, force_dice, where

from rules.core import Msg, render
from rules.core.messages import catalog, languages
from rules.core.typed import play_typed
from rules.crisis_2020 import ORACLE, TITLE
from rules.crisis_2020.components import CARDS, MAP, SCENARIOS, TABLES, UNITS
from rules.crisis_2020.conflict import RESULT_CODES, RESULT_NAMES
from rules.crisis_2020.data import SIDES, TYPES
from rules.crisis_2020.words import result_id

LANGUAGES = languages()


def _data_ids() -> list[str]:
    """The message id of every name of the data."""
    ids = ["c2020-name", "c2020-reconstructed"]
    ids += [f"c2020-side-{side}" for side in SIDES]
    ids += [f"c2020-region-{region}" for region in MAP.places]
    ids += [f"c2020-region-type-{MAP.place(r).type}" for r in MAP.places]
    ids += [f"c2020-power-{power}" for power in (*MAP.powers, "un")]
    ids += [f"c2020-unit-{unit}" for unit in UNITS]
    ids += [f"c2020-{what}-{kind}" for kind in TYPES for what in ("type", "pool")]
    ids += [f"c2020-card-{card}{part}" for card in CARDS for part in ("", "-text")]
    codes = {code for table in TABLES.values() for code in table.key}
    ids += [result_id(code) for code in sorted(codes | set(RESULT_CODES))]
    ids += [f"c2020-table-{key.rpartition('/')[2]}" for key in TABLES]
    ids += [f"c2020-scenario-{s}{part}" for s in SCENARIOS for part in ("", "-description")]
    phases = ("setup", "draw", "data", "move", "armed", "recovery", "over")
    ids += [f"c2020-phase-{phase}" for phase in phases]
    ids += [f"c2020-mode-{mode}" for mode in ("regular", "max", "ltl")]
    return list(dict.fromkeys(ids))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_data_id_has_its_message_in_every_language(language):
    """Regions, sides, units, cards, results, scenarios...: one message each, in each language
    (English and French)."""
    assert len(LANGUAGES) >= 2 and "fr" in LANGUAGES
    missing = [id for id in _data_ids() if not catalog(language).has_message(id)]
    assert missing == []


def test_the_english_names_are_the_data_files_names():
    """The English catalogs say each name as the data prints it (map.toml, units.toml,
    cards.toml, scenarios.toml, tables.toml, data.py's TYPES): the catalogs and the data agree."""
    pairs = [(f"c2020-region-{r.id}", r.name) for r in MAP.places.values()]
    pairs += [(f"c2020-unit-{u.id}", u.name) for u in UNITS.values()]
    pairs += [(f"c2020-type-{kind}", traits.name) for kind, traits in TYPES.items()]
    pairs += [(f"c2020-card-{c.id}", c.name) for c in CARDS.values()]
    pairs += [(f"c2020-card-{c.id}-text", c.text) for c in CARDS.values()]
    pairs += [(f"c2020-scenario-{s.id}", s.name) for s in SCENARIOS.values()]
    pairs += [(f"c2020-scenario-{s.id}-description", s.description) for s in SCENARIOS.values()]
    pairs += [(f"c2020-table-{k.rpartition('/')[2]}", t.name) for k, t in TABLES.items()]
    pairs += [(f"c2020-region-type-{r.type}", r.type) for r in MAP.places.values()]
    differ = [(id, Msg(id), name) for id, name in pairs if Msg(id) != name]
    assert differ == []


def test_each_result_is_named_as_its_tables_key_explains_it():
    """A result's name is how the tables' key begins its explanation ("D" = "Defection: ...",
    "-" = "No effect")."""
    for table in TABLES.values():
        for code, explained in table.key.items():
            assert explained.lower().startswith(RESULT_NAMES[code].lower()), (table.id, code)
            assert RESULT_NAMES[code].id == result_id(code)


def test_the_names_read_otherwise_in_french():
    """French place names as written in French; the sides and results translated."""
    said = {
        "c2020-region-new-england": "Nouvelle-Angleterre",
        "c2020-region-southern-california": "Californie du Sud",
        "c2020-region-nato": "OTAN",
        "c2020-side-rebel": "Rebelle",
        "c2020-side-government": "Gouvernement",
        "c2020-result-t-a": "Élimination avec dommages collatéraux",
        "c2020-phase-armed": "Conflit armé",
        "c2020-card-community-policing": "Police de proximité",
    }
    assert {id: render(Msg(id), "fr") for id in said} == said
    # Every card's name and instructions are translated, but for the few names French keeps.
    kept = {"surveillance", "sabotage"}
    same = [c for c in CARDS if render(Msg(f"c2020-card-{c}-text"), "fr") == CARDS[c].text]
    assert same == []
    same = [c for c in CARDS if render(Msg(f"c2020-card-{c}"), "fr") == CARDS[c].name]
    assert set(same) == kept


# --- the names at play -------------------------------------------------------------------------

MIDWEST = "midwest"


def midwest():
    """The 8.15 example's Midwest, the Rebel's Armed Conflict Phase."""
    return build(
        {
            "batf": (MIDWEST, R),
            "insurgents-1": (MIDWEST, R),
            "soar": (MIDWEST, G),
            "infrastructure-1": (MIDWEST, G),
        },
        phase="armed",
        rebel=["community-policing", "mass-rally"],
        government=["rallying-cry"],
    )


def test_an_attack_is_told_in_french_8_15(monkeypatch):
    """The 8.15 example's first attack, said in French from the same log line."""
    force_dice(monkeypatch, (3, 1))
    state = attack(midwest(), R, MIDWEST, ["batf"], ["community-policing"])
    line = state.log[0]
    assert line == (
        "⚔️ Rebel Armed attack in Midwest, Regular: BATF (3) + Community Policing (+2) = 5 → "
        "column 4-5; 2d6 [3, 1] = 4 → Counterattack."
    )
    assert render(line, "fr") == (
        "⚔️ Attaque armée du Rebelle en région Midwest, Normal : BATF (3) + Police de proximité "
        "(+2) = 5 → colonne 4-5 ; 2d6 [3, 1] = 4 → Contre-attaque."
    )
    view = TITLE.view(state, G)
    assert render(view.prompt, "fr").startswith("Contre-attaque en région Midwest")
    board = render(view.board.text, "fr")
    assert "**Midwest** (développée, 2, tenue par le Gouvernement) — Rebelle : Insurgés 1" in board
    assert "Cartes du Rebelle en jeu : Police de proximité ; Cartes du Gouvernement" in board


def test_typed_commands_take_the_french_names_too():
    """`/play do:` keeps its English command words, and takes units, cards and Regions by
    their French names as well as the printed ones."""
    state = midwest()
    typed = play_typed(TITLE, state, R, "armed Midwest: BATF + Police de proximité").choices
    printed = play_typed(TITLE, state, R, "armed Midwest: BATF + Community Policing").choices
    assert typed == printed
    moving = build(
        {"infrastructure-1": ("sunbelt", G), "cybernauts-1": ("sunbelt", G)},
        phase="move",
        player=G,
    )
    moved = play_typed(TITLE, moving, G, "move Cybernautes 1 -> Ceinture de la rouille").state
    assert where(moved, "cybernauts-1") == ("rustbelt", G)


def test_a_hand_is_secret_in_every_language():
    """The oracle knows a card in hand by its id and its name in every language, so a leak
    of its French name is found too."""
    state = midwest()
    secrets = ORACLE.secrets(state, R)
    assert {"community-policing", "Community Policing", "Police de proximité"} <= secrets
