"""Pure game logic: no Discord, no asyncio, no database, no clock, no global `random`.

``TITLES`` maps a title id to its rules; ``TABLES`` maps a table id to a result table that
``/table`` can resolve (tables of titles whose engine is still to come are listed too).
"""

from __future__ import annotations

from .canadian_civil_war import TABLES as _CCW_TABLES
from .core import RuleError, Title
from .core.tables import Table
from .invasion_1812 import TITLE as _INVASION_1812
from .spanish_civil_war import TITLE as _SCW

TITLES: dict[str, Title] = {title.id: title for title in (_SCW, _INVASION_1812)}
TABLES: dict[str, Table] = {**_CCW_TABLES}


def get_title(title_id: str) -> Title:
    try:
        return TITLES[title_id]
    except KeyError:
        allowed = ", ".join(sorted(TITLES))
        raise RuleError(f"There is no title {title_id!r}. Titles: {allowed}.") from None


def get_table(table_id: str) -> Table:
    try:
        return TABLES[table_id]
    except KeyError:
        allowed = ", ".join(sorted(TABLES))
        raise RuleError(f"There is no table {table_id!r}. Tables: {allowed}.") from None
