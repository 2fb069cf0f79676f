"""The one place that loads a game, applies a choice and saves it (ARCHITECTURE.md, "Storage").

`Store` opens the database and brings its schema up to date; what it can do is split by job
into rooms (storage/base.py lists them), which it brings together.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta

import rules
from rules.core import Title
from rules.core.tables import Table

from .audit import AuditRoom
from .base import DEFAULT_LEASE
from .database import connect, migrate
from .database_url import database_path, is_postgresql
from .delivery import DeliveryRoom
from .lobby import UNSET, LobbyRoom
from .play import PlayRoom
from .scope import Scope
from .waiting import WaitingRoom

__all__ = ["UNSET", "Store"]


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Store(LobbyRoom, PlayRoom, WaitingRoom, AuditRoom, DeliveryRoom):
    """Games in a SQLite or PostgreSQL database, changed only through these methods. Open with
    `Store.open`."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        titles: Mapping[str, Title] | None = None,
        tables: Mapping[str, Table] | None = None,
        clock: Callable[[], datetime] | None = None,
        synchronous: str | None = None,
        scope: Scope | None = None,
        lease: timedelta = DEFAULT_LEASE,
    ) -> Store:
        """Open (creating a SQLite file if needed) the database at ``url`` and bring its schema
        up to date. ``synchronous``: SQLite's NORMAL or FULL (default: ``SQLITE_SYNCHRONOUS``,
        else NORMAL). ``scope``: the games this process delivers and reminds for (default:
        all); ``lease``: how long its outbox claims last (storage/outbox.py)."""
        clock = clock or _utcnow
        path = None
        if is_postgresql(url):
            # Imported here: a SQLite-only deployment never loads the PostgreSQL driver.
            from . import postgres

            conn = await postgres.PostgresConnection.connect(url)
            migrating = postgres.migrate(conn, clock())
        else:
            path = database_path(url)
            conn = await connect(path, synchronous)
            migrating = migrate(conn, clock())
        try:
            await migrating
        except BaseException:
            await conn.close()
            raise
        return cls(
            conn,
            path,
            rules.TITLES if titles is None else titles,
            rules.TABLES if tables is None else tables,
            clock,
            scope or Scope(),
            lease,
        )

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()
