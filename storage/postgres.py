"""PostgreSQL behind the calls the rooms make: asyncpg, its migrations and its transactions.

The rooms write their SQL once, with ``?`` parameters, in the subset SQLite and PostgreSQL
share; `PostgresConnection` offers the four calls they make of an aiosqlite connection
(``execute_fetchall``, ``execute`` with its ``rowcount``, ``executemany``, ``close``) and turns
``?`` into ``$1, $2, …``. PostgreSQL keeps its own migrations (``migrations/postgresql/``): its
first is the whole schema SQLite reached in its own four, written in PostgreSQL's types.

Transactions: SQLite's BEGIN IMMEDIATE lets one writer in at a time, so a change reads a game
and writes it with nobody in between. `transaction` keeps that promise across every process
on the database with a transaction-scoped advisory lock; delivery (outbox claims and
acknowledgements, single statements outside any transaction) never waits for it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from importlib import resources
from typing import Any

import asyncpg

from .database import Migration, timestamp
from .database_url import redacted

log = logging.getLogger(__name__)

# The advisory lock every write transaction holds: any number, the same in every process.
_WRITE_LOCK = 7_212_001
_MIGRATION_LOCK = 7_212_002
_MIGRATION_NAME = re.compile(r"^(\d{4})_(\w+)\.sql$")
# A literal in quotes, or a ? outside one.
_PARAMETER = re.compile(r"'(?:[^']|'')*'|\?")
# How long to wait for the server before giving up (seconds).
_CONNECT_TIMEOUT_S = 10


@dataclass(frozen=True)
class Done:
    """What ``execute`` returns: the rows the statement touched, as aiosqlite's cursor has."""

    rowcount: int


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` parameters as PostgreSQL's ``$1, $2, …`` (quoted literals left alone)."""
    counter = 0

    def number(match: re.Match[str]) -> str:
        nonlocal counter
        if match[0] != "?":
            return match[0]
        counter += 1
        return f"${counter}"

    return _PARAMETER.sub(number, sql)


def _rowcount(status: str) -> int:
    """The count at the end of a command tag ("UPDATE 3", "INSERT 0 1"), else 0."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresConnection:
    """One asyncpg connection, spoken to as the rooms speak to aiosqlite's.

    A connection the server dropped (a restart, a failover, an administrator's kill) is opened
    again at the next call, its listeners with it: the call that met the drop fails, as its
    outcome is unknown (it is never sent twice), and the bot goes on once the server is back
    (README, "Operating the bot": /healthz says 503 meanwhile)."""

    dialect = "postgresql"

    def __init__(self, conn: asyncpg.Connection, url: str | None = None) -> None:
        self._conn = conn
        self._url = url  # to connect again; None: never (a connection given from outside)
        self._listeners: list[tuple[str, Callable[..., None]]] = []
        self._transactions = 0  # open now (nested: the migrations' savepoints)

    @classmethod
    async def connect(cls, url: str) -> PostgresConnection:
        return cls(await _connect(url), url)

    async def _live(self) -> asyncpg.Connection:
        """The connection, opened again first if the server dropped it (never inside a
        transaction: the rest of it would run outside one)."""
        if self._conn.is_closed() and self._url is not None and not self._transactions:
            conn = await _connect(self._url)
            for channel, listener in self._listeners:
                await conn.add_listener(channel, listener)
            self._conn = conn
            log.warning("Connected to PostgreSQL again at %s", redacted(self._url))
        return self._conn

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[asyncpg.Record]:
        return await (await self._live()).fetch(numbered(sql), *params)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> Done:
        return Done(_rowcount(await (await self._live()).execute(numbered(sql), *params)))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await (await self._live()).executemany(numbered(sql), list(rows))

    async def copy_rows(
        self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]
    ) -> None:
        """Bulk-insert ``rows`` with COPY (storage/transfer.py)."""
        if rows:
            conn = await self._live()
            await conn.copy_records_to_table(table, records=rows, columns=list(columns))

    async def listen(self, channel: str, callback: Callable[[str], None]) -> None:
        """Call ``callback`` with the payload of every NOTIFY on ``channel``, from any process."""

        def listener(_conn: Any, _pid: int, _channel: str, text: str) -> None:
            callback(text)

        self._listeners.append((channel, listener))
        await (await self._live()).add_listener(channel, listener)

    async def close(self) -> None:
        self._url = None  # closed on purpose: not to be opened again
        await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """One write transaction, alone among the writers of every process (see the module)."""
        conn = await self._live()
        self._transactions += 1
        try:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", _WRITE_LOCK)
                yield
        finally:
            self._transactions -= 1


async def _connect(url: str) -> asyncpg.Connection:
    try:
        return await asyncpg.connect(url, timeout=_CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError) as error:
        # The URL may hold a password: never repeat it.
        raise OSError(f"Cannot reach PostgreSQL at {redacted(url)}: {error}") from None


def migrations() -> list[Migration]:
    """PostgreSQL's migrations, in number order."""
    folder = resources.files("storage").joinpath("migrations", "postgresql")
    found = [
        Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if (match := _MIGRATION_NAME.match(entry.name))
    ]
    return sorted(found, key=lambda m: m.number)


async def migrate(db: PostgresConnection, now: datetime) -> list[int]:
    """Apply the migrations this database lacks, each with its row in ``schema_migrations``,
    all in one transaction; two processes starting at once apply each one once."""
    conn = db._conn
    applied = []
    async with conn.transaction():
        # Held until this transaction ends; the others wait, then find the work done.
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in await conn.fetch("SELECT version FROM schema_migrations")}
        for migration in migrations():
            if migration.number in done:
                continue
            async with conn.transaction():  # a savepoint: one migration or none of it
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                    migration.number,
                    migration.name,
                    timestamp(now),
                )
            applied.append(migration.number)
    return applied
