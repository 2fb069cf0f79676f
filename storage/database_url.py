"""Where the database lives: the ``DATABASE_URL`` setting, its default and its parsing.

The bot and ``python -m storage`` both read the location here, so they always agree.
Accepted forms: ``sqlite:///relative/path.db``, ``sqlite:////absolute/path.db``,
``sqlite:///:memory:`` (or ``sqlite://``, ``:memory:``) and a plain file path.
"""

from __future__ import annotations

import os
from pathlib import Path

DEFAULT_DATABASE_URL = "sqlite:///data/games.sqlite3"

_SQLITE_PREFIX = "sqlite:///"
_MEMORY = ":memory:"


class DatabaseUrlError(ValueError):
    """A ``DATABASE_URL`` this program cannot use."""


def database_url(explicit: str | None = None) -> str:
    """The URL given on the command line, else ``DATABASE_URL``, else the default."""
    return explicit or os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL


def database_path(url: str) -> Path | None:
    """The database file a URL names, or None for an in-memory database."""
    if url in (_MEMORY, "sqlite://", _SQLITE_PREFIX + _MEMORY):
        return None
    if url.startswith(_SQLITE_PREFIX):
        # As in SQLAlchemy: three slashes then a relative path, four for an absolute one.
        path = url[len(_SQLITE_PREFIX) :]
    elif "://" in url:
        raise DatabaseUrlError(
            f"Unsupported database URL {url!r}: use sqlite:///path/to/file.sqlite3, "
            "sqlite:///:memory: or a plain file path."
        )
    else:
        path = url
    if not path:
        raise DatabaseUrlError(f"The database URL {url!r} names no file.")
    return Path(path)
