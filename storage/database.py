"""The SQLite connection: its pragmas, its numbered migrations and explicit transactions.

Migrations are ``migrations/NNNN_name.sql``. Each is applied once, in number order, in its own
transaction together with its row in ``schema_migrations``, whenever a database is opened.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Union

import aiosqlite

if TYPE_CHECKING:
    from .postgres import PostgresConnection

# What the rooms hold: SQLite's connection, or PostgreSQL's behind the same calls.
Connection = Union[aiosqlite.Connection, "PostgresConnection"]


def dialect(conn: Connection) -> str:
    """The database behind a connection: "sqlite" or "postgresql"."""
    return "sqlite" if isinstance(conn, aiosqlite.Connection) else conn.dialect


_MIGRATION_NAME = re.compile(r"^(\d{4})_(\w+)\.sql$")
WAL_AUTOCHECKPOINT_PAGES = 10_000
# How long a writer waits for another process (the CLI, the console) to finish its write.
_BUSY_TIMEOUT_MS = 5000


@dataclass(frozen=True)
class Migration:
    number: int
    name: str
    sql: str


def migrations() -> list[Migration]:
    """The migrations shipped with the package, in number order."""
    found = []
    for entry in resources.files("storage").joinpath("migrations").iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.number)
    numbers = [m.number for m in found]
    if len(set(numbers)) != len(numbers):
        raise RuntimeError(f"Two migrations share a number: {numbers}")
    return found


def timestamp(moment: datetime) -> str:
    """A fixed-width UTC ISO 8601 text, so that text order is time order in SQL."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


# SQLite's durability: NORMAL in WAL mode loses nothing on a process crash (a commit is in the
# WAL file before the bot answers) but a power cut or OS crash may lose the last commits; FULL
# also syncs every commit to the disk, at a cost in speed (README, "Performance").
SYNCHRONOUS_MODES = ("NORMAL", "FULL")
DEFAULT_SYNCHRONOUS = "NORMAL"


def synchronous_mode(mode: str | None = None) -> str:
    """The mode asked for, else ``SQLITE_SYNCHRONOUS``, else NORMAL; refused if unknown."""
    chosen = (mode or os.environ.get("SQLITE_SYNCHRONOUS") or DEFAULT_SYNCHRONOUS).upper()
    if chosen not in SYNCHRONOUS_MODES:
        raise ValueError(
            f"SQLITE_SYNCHRONOUS must be one of {', '.join(SYNCHRONOUS_MODES)}, not {chosen!r}."
        )
    return chosen


def parse_time(text: str) -> datetime:
    """A `timestamp` read back."""
    return datetime.fromisoformat(text)


async def connect(path: Path | None, synchronous: str | None = None) -> aiosqlite.Connection:
    """Open (creating it and its directory if needed) a database, in WAL mode, keys enforced."""
    mode = synchronous_mode(synchronous)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: no implicit transactions; `transaction()` says where they are.
    conn = await aiosqlite.connect(":memory:" if path is None else path, isolation_level=None)
    try:
        conn.row_factory = aiosqlite.Row
        # Fetched to the end: a pragma that answers with a row stays "in progress" until then,
        # and an unfinished journal_mode pragma makes every later COMMIT fail.
        for pragma in (
            "journal_mode = WAL",
            "foreign_keys = ON",
            f"busy_timeout = {_BUSY_TIMEOUT_MS}",
            # With WAL, NORMAL never corrupts the file; see SYNCHRONOUS_MODES.
            f"synchronous = {mode}",
            # SQLite copies the WAL back into the database ("checkpoint") inside whichever
            # commit crosses this many pages, stalling that move; the default 1000 made it the
            # p99 of a move. Larger means rarer, and the bot's ticker checkpoints in the
            # background (`Store.checkpoint`) so the WAL seldom gets that far.
            f"wal_autocheckpoint = {WAL_AUTOCHECKPOINT_PAGES}",
        ):
            await conn.execute_fetchall(f"PRAGMA {pragma}")
    except BaseException:
        await conn.close()
        raise
    return conn


async def applied_migrations(conn: aiosqlite.Connection) -> set[int]:
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    rows = await conn.execute_fetchall("SELECT version FROM schema_migrations")
    return {row[0] for row in rows}


async def migrate(conn: aiosqlite.Connection, now: datetime) -> list[int]:
    """Apply the migrations this database lacks; return their numbers."""
    done = await applied_migrations(conn)
    applied = []
    for migration in migrations():
        if migration.number in done:
            continue
        # executescript cannot run inside a transaction it did not open, so the script
        # carries its own BEGIN ... COMMIT, with the bookkeeping row inside it.
        record = (
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES "
            f"({migration.number}, '{migration.name}', '{timestamp(now)}');"
        )
        try:
            await conn.executescript(f"BEGIN IMMEDIATE;\n{migration.sql}\n{record}\nCOMMIT;")
        except BaseException:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
        applied.append(migration.number)
    return applied


@asynccontextmanager
async def transaction(conn: Connection) -> AsyncIterator[None]:
    """One write transaction: committed if the block finishes, rolled back if it raises.

    IMMEDIATE takes the write lock at once, so another process cannot slip a write between
    our read of a game's version and our update of it (PostgreSQL: storage/postgres.py).
    """
    if not isinstance(conn, aiosqlite.Connection):
        async with conn.transaction():
            yield
        return
    try:
        await conn.execute("BEGIN IMMEDIATE")
        yield
        await conn.execute("COMMIT")
    except BaseException:
        # The connection runs statements in order, so this comes after whatever was sent,
        # even when the task was cancelled mid-statement. If BEGIN itself failed, there is
        # nothing to roll back.
        with suppress(sqlite3.OperationalError):
            await conn.execute("ROLLBACK")
        raise
