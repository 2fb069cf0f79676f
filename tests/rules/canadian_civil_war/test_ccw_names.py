"""The political game's words as messages (rules/canadian_civil_war/catalogs): every data id
has its name in English and French (names.ftl, cards.ftl), the English is the data's word for
word, a French name the data already carries (``name_fr``) is the catalog's, and a table's
reading said by messages is its ``text`` exactly (ops.table_text)."""

from __future__ import annotations

import itertools

import pytest

from rules.canadian_civil_war import TITLE
from rules.canadian_civil_war.components import (
    CARDS,
    CONTEST,
    DISPLAY,
    ELECTION,
    ISSUES,
    PIECES,
    PROVINCES,
    SCENARIOS,
)
from rules.canadian_civil_war.data import COLORS, VIEWPOINTS
from rules.canadian_civil_war.ops import NAMES, VIEWS, card_label, slug, table_text
from rules.canadian_civil_war.turns import PHASE_NAMES
from rules.core import Msg, render
from rules.core.messages import catalog
from rules.core.tables import TableRoll


def said(id: str, language: str) -> str:
    """The message ``id`` in ``language``, which must have it (no fallback to English)."""
    assert catalog(language).has_message(id), f"{language} lacks {id}"
    return render(Msg(id), language)


def both(id: str) -> str:
    """The message's English, once its French is known to exist."""
    said(id, "fr")
    return said(id, "en")


def test_every_province_and_issue_has_its_names_and_the_french_is_the_datas() -> None:
    for province in PROVINCES.values():
        assert both(f"ccw-province-{province.id}") == province.name
        assert said(f"ccw-province-{province.id}", "fr") == province.name_fr
    for kind, issue in ISSUES.items():
        assert both(f"ccw-issue-{kind}") == issue.name
        assert said(f"ccw-issue-{kind}", "fr") == issue.name_fr
    assert said("ccw-province-qbc", "fr") == "Québec"


def test_every_piece_square_phase_colour_and_scenario_has_its_names() -> None:
    for piece, spec in PIECES.items():
        assert both(f"ccw-piece-{piece}") == spec.name
    for square, spec in DISPLAY.places.items():
        assert both(f"ccw-square-{square}") == spec.name
    for phase, name in PHASE_NAMES.items():
        assert both(f"ccw-phase-{phase}") == name
    for color in COLORS:
        assert both(f"ccw-color-{color}") == NAMES[color] == color.capitalize()
        assert both(f"ccw-view-{color}") == VIEWS[color] == VIEWPOINTS[color]
    for scenario in SCENARIOS.values():
        assert both(f"ccw-scenario-{scenario.id}") == scenario.name
        assert both(f"ccw-scenario-{scenario.id}-description") == scenario.description
        shown = TITLE.scenarios[scenario.id]
        assert render(shown.name, "fr") != shown.name
    assert said("ccw-piece-premier-qbc", "fr") == "Premier ministre du Québec"
    assert render(TITLE.role_names["red"], "fr") == "Rouge (Fédéraliste)"


def test_every_card_has_its_title_and_its_text() -> None:
    for number, card in CARDS.items():
        card_id = f"poc-{number:02d}"
        assert both(f"ccw-card-{card_id}") == card.name
        assert both(f"ccw-card-{card_id}-text") == card.text
        assert card_label(card_id) == card.label == f"#{number:02d} {card.name}"
    assert render(card_label("poc-52"), "fr") == "#52 Émeutes linguistiques à Montréal"


@pytest.mark.parametrize("table", [CONTEST, ELECTION], ids=lambda t: t.id)
def test_every_result_modifier_and_reconstructed_cell_of_the_tables_has_its_words(table) -> None:
    short = table.id.rsplit("/", 1)[-1]
    assert both(f"ccw-table-{short}") == table.name
    for result, meaning in table.key.items():
        assert both(f"ccw-table-{short}-result-{slug(result)}") == meaning
    for modifier in table.modifiers:
        assert both(f"ccw-table-{short}-modifier-{modifier.id}") == modifier.reason
    for cell in table.reconstructed_cells():
        id = f"ccw-table-{short}-cell-{slug(cell.row)}-{slug(cell.column)}"
        assert both(id) == cell.reason


def test_a_reading_said_by_messages_is_the_tables_text_in_english_and_other_in_french() -> None:
    readings = []
    for ours, theirs, die in itertools.product(range(1, 8), range(1, 4), range(1, 7)):
        if ours < theirs:
            continue
        for mod in (None, *(m.id for m in CONTEST.modifiers)):
            readings.append(
                CONTEST.resolve(
                    attacker=ours,
                    defender=theirs,
                    roll=TableRoll.of([die]),
                    modifiers=[mod] if mod else [],
                )
            )
    for issues, die in itertools.product(range(0, 13), range(1, 7)):
        for mod in (None, *(m.id for m in ELECTION.modifiers)):
            readings.append(
                ELECTION.resolve(
                    value=issues, roll=TableRoll.of([die]), modifiers=[mod] if mod else []
                )
            )
    assert any(r.reconstructed for r in readings) and any(r.row_clamped for r in readings)
    assert any(r.column_clamped for r in readings)
    for read in readings:
        line = table_text(read)
        assert line == read.text
        assert render(line, "fr") != read.text
    clamped = next(r for r in readings if r.row_clamped)
    assert "au-delà des lignes imprimées" in render(table_text(clamped), "fr")
