"""Canadian Civil War: the title's result tables, as data.

The title's engine (state, procedure, redaction) comes in a later issue. Its tables are
already here so that ``/table`` can resolve them on request: the Contest Table (7.3) and the
two Color Shift Matrices (5.12), read from ``data/*.toml`` (or an owner's corrected copies
under ``GAME_DATA_DIR``).
"""

from __future__ import annotations

from rules.core.tables import Table, load_tables

TABLES: dict[str, Table] = {
    **load_tables("canadian_civil_war", "contest.toml"),
    **load_tables("canadian_civil_war", "color_shift.toml"),
    **load_tables("canadian_civil_war", "election.toml"),
}
