"""Pure game logic: no Discord, no asyncio, no database, no clock, no global `random`.

Every package here but ``core`` is a title's (ARCHITECTURE.md, "Adding a title"). It is found
by looking, not by a list to edit: a package that defines ``TITLE`` (a `rules.core.Title`) is a
playable title, with its ``ORACLE`` for the tests beside it; one that defines ``TABLES`` offers
result tables to ``/table`` (a title whose engine is still to come may offer only those).

``TITLES`` maps a title id to its rules and ``TABLES`` a table id to its table; ``ORACLES``
maps a title id to what tests know of it (`rules.core.oracle`). `register` adds a title that
lives elsewhere (the tests' own).
"""

from __future__ import annotations

import importlib
import pkgutil

from .core import Title, UnknownTable, UnknownTitle
from .core.oracle import BaseOracle, TitleOracle
from .core.tables import Table

TITLES: dict[str, Title] = {}
ORACLES: dict[str, TitleOracle] = {}
TABLES: dict[str, Table] = {}


def register(
    title: Title | None = None,
    oracle: TitleOracle | None = None,
    tables: dict[str, Table] | None = None,
) -> None:
    """Make a title (and its oracle) and result tables known to the bot, storage and tests."""
    if title is not None:
        if title.id in TITLES and TITLES[title.id] is not title:
            raise ValueError(f"Two titles have the id {title.id!r}.")
        TITLES[title.id] = title
        ORACLES[title.id] = oracle if oracle is not None else BaseOracle()
    for table_id, table in (tables or {}).items():
        if table_id in TABLES and TABLES[table_id] is not table:
            raise ValueError(f"Two tables have the id {table_id!r}.")
        TABLES[table_id] = table


def _discover() -> None:
    for found in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not found.ispkg or found.name == "core":
            continue
        package = vars(importlib.import_module(f"{__name__}.{found.name}"))
        register(package.get("TITLE"), package.get("ORACLE"), package.get("TABLES"))


_discover()


def get_title(title_id: str) -> Title:
    try:
        return TITLES[title_id]
    except KeyError:
        allowed = ", ".join(sorted(TITLES))
        raise UnknownTitle(f"There is no title {title_id!r}. Titles: {allowed}.") from None


def get_table(table_id: str) -> Table:
    try:
        return TABLES[table_id]
    except KeyError:
        allowed = ", ".join(sorted(TABLES))
        raise UnknownTable(f"There is no table {table_id!r}. Tables: {allowed}.") from None
