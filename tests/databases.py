"""The databases tests run on: SQLite files, and schemas of a throwaway PostgreSQL cluster.

``./scripts/test`` starts the cluster once for the whole run and passes its URL in
``TEST_POSTGRESQL_URL``; a test run without it (``pytest`` by hand) starts one per process on
first use and stops it at exit (tests/postgres_cluster.py). Each test gets a schema of its own
(``search_path`` in its URL), so tests never see each other's games and nothing is cleaned up
between them: the cluster is thrown away at the end.
"""

from __future__ import annotations

import atexit
import os
import sqlite3
import tempfile
import uuid
from contextlib import closing
from pathlib import Path
from typing import Any

import asyncpg

from storage.database_url import database_path, is_postgresql
from storage.postgres import numbered
from tests import postgres_cluster

BACKENDS = ("sqlite", "postgresql")

_started: list[str] = []


def cluster_url() -> str:
    """The URL of the throwaway cluster's ``postgres`` database."""
    url = os.environ.get("TEST_POSTGRESQL_URL")
    if url:
        return url
    if not _started:
        # Under /tmp with 0755: the server runs as the postgres user when we are root.
        directory = Path(tempfile.mkdtemp(prefix="referee-pg-", dir="/tmp"))
        directory.chmod(0o755)
        _started.append(postgres_cluster.start(directory))
        atexit.register(postgres_cluster.stop, directory)
    return _started[0]


def with_settings(url: str, **settings: str) -> str:
    joiner = "&" if "?" in url else "?"
    return url + joiner + "&".join(f"{key}={value}" for key, value in settings.items())


async def new_postgresql_url(prefix: str = "test") -> str:
    """A URL whose tables live in a new, empty schema of the cluster."""
    schema = f"{prefix}_{uuid.uuid4().hex[:16]}"
    conn = await asyncpg.connect(cluster_url())
    try:
        await conn.execute(f'CREATE SCHEMA "{schema}"')
    finally:
        await conn.close()
    return with_settings(cluster_url(), search_path=schema)


async def new_url(backend: str, sqlite_file: Path) -> str:
    """A fresh database of ``backend``: the SQLite file ``sqlite_file``, or a new schema."""
    if backend == "sqlite":
        return f"sqlite:///{sqlite_file}"
    return await new_postgresql_url()


async def fetch(url: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """Run one statement (``?`` parameters) on a connection of its own, outside any `Store`,
    and return its rows as tuples."""
    if is_postgresql(url):
        conn = await asyncpg.connect(url)
        try:
            return [tuple(row) for row in await conn.fetch(numbered(sql), *params)]
        finally:
            await conn.close()
    with closing(sqlite3.connect(database_path(url), isolation_level=None)) as raw:
        return [tuple(row) for row in raw.execute(sql, params).fetchall()]
