"""The database itself: where it lives, its pragmas and its migrations (ARCHITECTURE.md,
"Storage")."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import asyncpg
import pytest
from race_title import RACE

from storage import DEFAULT_DATABASE_URL, DatabaseUrlError, database_path, database_url, postgres
from storage.database import migrations
from tests.databases import fetch


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("sqlite:///data/games.sqlite3", Path("data/games.sqlite3")),
        ("sqlite:////var/lib/bot/games.db", Path("/var/lib/bot/games.db")),
        ("games.db", Path("games.db")),
        ("/tmp/x/games.db", Path("/tmp/x/games.db")),
        ("sqlite:///:memory:", None),
        (":memory:", None),
        ("sqlite://", None),
    ],
)
def test_database_path_reads_the_url_forms(url: str, expected: Path | None) -> None:
    assert database_path(url) == expected


@pytest.mark.parametrize(
    ("url", "message"),
    [
        (
            "mysql://db/games",
            "Unsupported database URL 'mysql://db/games': use sqlite:///path/to/file.sqlite3, "
            "sqlite:///:memory:, a plain file path or postgresql://user:password@host/database.",
        ),
        (
            "postgres://me:secret@db/games",
            "postgres://me:***@db/games is a PostgreSQL database, not a SQLite file.",
        ),
        ("sqlite:///", "The database URL 'sqlite:///' names no file."),
    ],
)
def test_database_path_refuses_what_it_cannot_open(url: str, message: str) -> None:
    with pytest.raises(DatabaseUrlError) as caught:
        database_path(url)
    assert str(caught.value) == message


def test_database_url_prefers_the_flag_then_the_environment_then_the_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert database_url(None) == DEFAULT_DATABASE_URL == "sqlite:///data/games.sqlite3"
    monkeypatch.setenv("DATABASE_URL", "sqlite:///env.db")
    assert database_url(None) == "sqlite:///env.db"
    assert database_url("sqlite:///flag.db") == "sqlite:///flag.db"


async def test_open_creates_the_directory_and_applies_each_migration_once(
    open_store_at, db_path: Path, sqlite_url: str
) -> None:
    assert not db_path.parent.exists()
    first = await open_store_at(sqlite_url)
    await first.close()
    await open_store_at(sqlite_url)  # a restart: nothing to apply again
    with sqlite3.connect(db_path) as raw:
        recorded = raw.execute("SELECT version, name FROM schema_migrations").fetchall()
        tables = {
            row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
    shipped = [(m.number, m.name) for m in migrations()]
    assert shipped[0] == (1, "initial")
    assert recorded == shipped
    assert {"games", "seats", "actions", "outbox", "schema_migrations"} <= tables


async def test_postgresql_applies_its_own_migrations_once(
    open_store_at, postgresql_url: str
) -> None:
    db_url = postgresql_url
    first = await open_store_at(db_url)
    await first.close()
    await open_store_at(db_url)  # a restart: nothing to apply again
    recorded = await fetch(db_url, "SELECT version, name FROM schema_migrations ORDER BY 1")
    shipped = [(m.number, m.name) for m in postgres.migrations()]
    assert shipped[0] == (1, "initial")
    assert recorded == shipped
    tables = await fetch(
        db_url,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()",
    )
    assert {"games", "seats", "actions", "outbox", "waits", "players"} <= {t for (t,) in tables}


async def test_two_processes_opening_a_new_postgresql_database_at_once_migrate_it_once(
    open_store_at, postgresql_url: str
) -> None:
    stores = await asyncio.gather(*(open_store_at(postgresql_url) for _ in range(4)))
    assert len(stores) == 4
    recorded = await fetch(postgresql_url, "SELECT version FROM schema_migrations")
    assert sorted(recorded) == [(m.number,) for m in postgres.migrations()]


async def test_postgresql_enforces_foreign_keys(open_store_at, postgresql_url: str) -> None:
    await open_store_at(postgresql_url)
    with pytest.raises(asyncpg.ForeignKeyViolationError):
        await fetch(
            postgresql_url, "INSERT INTO seats (game_id, role, user_id) VALUES (999, 'red', 1)"
        )


async def test_wal_mode_and_foreign_keys_are_on(open_store_at, sqlite_url: str) -> None:
    store = await open_store_at(sqlite_url)
    conn = store._conn
    assert (await conn.execute_fetchall("PRAGMA journal_mode"))[0][0] == "wal"
    assert (await conn.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await conn.execute("INSERT INTO seats (game_id, role, user_id) VALUES (999, 'red', 1)")


async def test_an_in_memory_database_works(open_store) -> None:
    store = await open_store(url="sqlite:///:memory:")
    assert await store.list_games() == []


async def test_commits_work_while_every_cursor_is_still_referenced(
    open_store_at, sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tracer or a debugger may keep cursors alive; an unfinished statement (such as a
    journal_mode pragma whose answer was never read) would then make every COMMIT fail with
    "cannot commit transaction - SQL statements in progress"."""
    kept = []
    execute = aiosqlite.Connection.execute

    async def keeping(self, sql, parameters=None):
        cursor = await execute(self, sql, parameters)
        kept.append(cursor)
        return cursor

    monkeypatch.setattr(aiosqlite.Connection, "execute", keeping)
    store = await open_store_at(sqlite_url)
    game = await store.create_game(RACE.id, "sprint", {}, owner_id=1, guild_id=1, channel_id=1)
    assert kept and (await store.get_game(game.id)).status == "lobby"
