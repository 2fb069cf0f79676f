"""The one place that loads a game, applies a choice and saves it (ARCHITECTURE.md, "Storage").

`Store` opens the database and brings its schema up to date; what it can do is split by job
into rooms (storage/base.py lists them), which it brings together.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime

import rules
from rules.core import Title
from rules.core.tables import Table

from .audit import AuditRoom
from .database import connect, migrate
from .database_url import database_path
from .delivery import DeliveryRoom
from .lobby import UNSET, LobbyRoom
from .play import PlayRoom
from .waiting import WaitingRoom

__all__ = ["UNSET", "Store"]


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Store(LobbyRoom, PlayRoom, WaitingRoom, AuditRoom, DeliveryRoom):
    """Games in a SQLite database, changed only through these methods. Open with `Store.open`."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        titles: Mapping[str, Title] | None = None,
        tables: Mapping[str, Table] | None = None,
        clock: Callable[[], datetime] | None = None,
        synchronous: str | None = None,
    ) -> Store:
        """Open (creating if needed) the database at ``url`` and bring its schema up to date.
        ``synchronous``: NORMAL or FULL (default: ``SQLITE_SYNCHRONOUS``, else NORMAL)."""
        path = database_path(url)
        clock = clock or _utcnow
        conn = await connect(path, synchronous)
        try:
            await migrate(conn, clock())
        except BaseException:
            await conn.close()
            raise
        return cls(
            conn,
            path,
            rules.TITLES if titles is None else titles,
            rules.TABLES if tables is None else tables,
            clock,
        )

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()
