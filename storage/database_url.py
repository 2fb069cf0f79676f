"""Where the database lives: the ``DATABASE_URL`` setting, its default and its parsing.

The bot and ``python -m storage`` both read the location here, so they always agree.
Accepted forms: ``sqlite:///relative/path.db``, ``sqlite:////absolute/path.db``,
``sqlite:///:memory:`` (or ``sqlite://``, ``:memory:``), a plain file path, and
``postgresql://user:password@host:port/database`` (or ``postgres://``; libpq's URI form, as
asyncpg reads it: ``?host=/run/postgresql`` names a Unix-socket directory, and any other query
parameter is a server setting, e.g. ``?search_path=referee``).
"""

from __future__ import annotations

import os
from pathlib import Path

DEFAULT_DATABASE_URL = "sqlite:///data/games.sqlite3"

_SQLITE_PREFIX = "sqlite:///"
_POSTGRESQL_PREFIXES = ("postgresql://", "postgres://")
_MEMORY = ":memory:"


class DatabaseUrlError(ValueError):
    """A ``DATABASE_URL`` this program cannot use."""


def database_url(explicit: str | None = None) -> str:
    """The URL given on the command line, else ``DATABASE_URL``, else the default."""
    return explicit or os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL


def is_postgresql(url: str) -> bool:
    """Whether the URL names a PostgreSQL database (the rest are SQLite)."""
    return url.startswith(_POSTGRESQL_PREFIXES)


def check_url(url: str) -> None:
    """Raise `DatabaseUrlError` for a URL that names no database this program can open."""
    if not is_postgresql(url):
        database_path(url)


def database_path(url: str) -> Path | None:
    """The SQLite file a URL names, or None for an in-memory database."""
    if is_postgresql(url):
        raise DatabaseUrlError(f"{redacted(url)} is a PostgreSQL database, not a SQLite file.")
    if url in (_MEMORY, "sqlite://", _SQLITE_PREFIX + _MEMORY):
        return None
    if url.startswith(_SQLITE_PREFIX):
        # As in SQLAlchemy: three slashes then a relative path, four for an absolute one.
        path = url[len(_SQLITE_PREFIX) :]
    elif "://" in url:
        raise DatabaseUrlError(
            f"Unsupported database URL {redacted(url)!r}: use sqlite:///path/to/file.sqlite3, "
            "sqlite:///:memory:, a plain file path or postgresql://user:password@host/database."
        )
    else:
        path = url
    if not path:
        raise DatabaseUrlError(f"The database URL {url!r} names no file.")
    return Path(path)


def redacted(url: str) -> str:
    """The URL with its password replaced, fit for a log line or an error message."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest.split("/", 1)[0]:
        return url
    credentials, _, location = rest.partition("@")
    user = credentials.split(":", 1)[0]
    hidden = f"{user}:***" if ":" in credentials else user
    return f"{scheme}://{hidden}@{location}"


def opening_problem(url: str) -> str | None:
    """Why a command-line tool cannot open the existing database ``url`` names (a bad URL, no
    SQLite file there: opening would create an empty one), or None."""
    try:
        check_url(url)
    except DatabaseUrlError as error:
        return str(error)
    path = None if is_postgresql(url) else database_path(url)
    if path is not None and not path.is_file():
        return (
            f"There is no database at {path}. Pass --database URL or set DATABASE_URL "
            f"(default: {DEFAULT_DATABASE_URL})."
        )
    return None
