"""Delivery: the notification outbox as the bot reads it (storage/outbox.py holds its SQL)."""

from __future__ import annotations

from datetime import datetime

from . import outbox
from .base import StoreBase
from .database import timestamp
from .records import OutboxItem


class DeliveryRoom(StoreBase):
    async def outbox_pending(
        self, now: datetime | None = None, limit: int = 100, game_id: int | None = None
    ) -> list[OutboxItem]:
        """Undelivered notifications that are due, oldest first (of one game, if given)."""
        moment = timestamp(now) if now is not None else self._now()
        async with self._lock:
            return await outbox.pending(self._conn, moment, limit, game_id)

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
