"""Delivery: the notification outbox as the bot reads it (storage/outbox.py holds its SQL)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from . import outbox
from .base import StoreBase
from .database import parse_time, timestamp
from .records import OutboxItem


class DeliveryRoom(StoreBase):
    async def watch_outbox(self, wake: Callable[[], None]) -> bool:
        """Have ``wake`` called whenever any process queues notifications (PostgreSQL's
        LISTEN/NOTIFY). Returns False on SQLite, where only this process's own changes and the
        ticker wake delivery."""
        if self.dialect != "postgresql":
            return False
        async with self._lock:
            await self._conn.listen(outbox.CHANNEL, lambda _game_id: wake())
        return True

    async def outbox_pending(
        self, now: datetime | None = None, limit: int = 100, game_id: int | None = None
    ) -> list[OutboxItem]:
        """Undelivered notifications that are due, oldest first (of one game, if given), of the
        games this process serves (`Store.scope`), claimed for it for `Store.lease`."""
        moment = now if now is not None else self._clock()
        async with self._lock:
            return await outbox.claim(
                self._conn,
                timestamp(moment),
                timestamp(moment + self.lease),
                self.scope,
                limit,
                game_id,
            )

    async def outbox_backlog(self) -> tuple[int, float]:
        """The notifications of this process's games waiting undelivered, and how long the
        oldest has waited, in seconds (0 when none): what an operator alerts on (README,
        "Operating the bot")."""
        async with self._lock:
            waiting, oldest = await outbox.backlog(self._conn, self.scope)
        if oldest is None:
            return waiting, 0.0
        return waiting, max(0.0, (self._clock() - parse_time(oldest)).total_seconds())

    async def outbox_delivered(self, *item_ids: int) -> None:
        """Mark notifications delivered, several in one statement."""
        if not item_ids:
            return
        async with self._lock:
            await outbox.delivered(self._conn, item_ids, self._now())

    async def outbox_retry_now(self, game_id: int) -> None:
        """Make the game's waiting notifications due now (its thread works again)."""
        async with self._lock:
            await outbox.retry_now(self._conn, game_id, self._now())

    async def outbox_failed(self, item_id: int, retry_at: datetime) -> None:
        """Count a failed delivery and try again at ``retry_at``."""
        async with self._lock:
            await outbox.failed(self._conn, item_id, timestamp(retry_at))
