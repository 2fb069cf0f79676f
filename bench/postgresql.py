"""A PostgreSQL server for the benchmark's sections that measure it.

``BENCH_POSTGRESQL_URL`` names one to use (its ``postgres`` database or any other: each run
makes a schema of its own); otherwise a cluster is made and started for the run in a temporary
directory with PostgreSQL's own durability settings (fsync and synchronous commits on, as a
real deployment runs it), then stopped. The cluster comes from tests/postgres_cluster.py, the
tests' own, which finds the server programs of the machine's ``postgresql`` package.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import asyncpg

from tests import postgres_cluster


@contextlib.contextmanager
def server() -> Iterator[str]:
    """The URL of a PostgreSQL server for this run: the given one, or a cluster made now."""
    given = os.environ.get("BENCH_POSTGRESQL_URL")
    if given:
        yield given
        return
    # Under /tmp with 0755: the server runs as the postgres user when we are root.
    directory = Path(tempfile.mkdtemp(prefix="bench-pg-", dir="/tmp"))
    directory.chmod(0o755)
    try:
        yield postgres_cluster.start(directory, durable=True)
    finally:
        postgres_cluster.stop(directory)
        shutil.rmtree(directory, ignore_errors=True)


async def new_schema(url: str, prefix: str) -> str:
    """A URL whose tables live in a new, empty schema on the server."""
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f'CREATE SCHEMA "{schema}"')
    finally:
        await conn.close()
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}search_path={schema}"


async def version(url: str) -> str:
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetchval("SHOW server_version")
    finally:
        await conn.close()
