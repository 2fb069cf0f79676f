"""Waiting on players: who is waited on since when, reminders and deadlines falling due,
players away, and how much of the log each seat has seen."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from . import outbox, waits
from .base import StoreBase
from .database import parse_time, transaction
from .records import GameRecord, OutboxItem


class WaitingRoom(StoreBase):
    async def waits(self, game_id: int) -> dict[str, dict[str, Any]]:
        """role -> since, next_reminder_at, deadline_at, deadline_told for the roles waited on."""
        async with self._lock:
            return await waits.of_game(self._conn, game_id)

    async def computer_turns(self, game_id: int | None = None) -> list[dict[str, Any]]:
        """The decisions the computer owes now, in the games this process serves (or one game):
        {game_id, role, level, version}, the oldest wait first (storage/waits.py)."""
        async with self._lock:
            return await waits.computer_turns(self._conn, self.scope, game_id)

    async def take_due(self, now: datetime | None = None) -> list[OutboxItem]:
        """Queue the reminders and deadline notices due now in the games this process serves
        (the bot's ticker calls this)."""
        moment = now or self._clock()
        async with self._lock, transaction(self._conn):
            due = await waits.take_due(self._conn, moment, self.scope)
            queued: list[OutboxItem] = []
            for item in due:
                game = await self._game(item.pop("game_id"))
                queued += await outbox.enqueue(
                    self._conn, game.id, game.version, [item], self._now()
                )
            return queued

    async def next_due(self) -> datetime | None:
        """The earliest moment something is due: a reminder, a deadline, an outbox retry."""
        async with self._lock:
            moments = [
                await waits.next_due(self._conn, self.scope),
                await outbox.next_attempt(self._conn, self.scope),
            ]
        found = [parse_time(m) for m in moments if m is not None]
        return min(found) if found else None

    async def set_away(self, user_id: int, away: bool) -> list[GameRecord]:
        """Pause (or resume) reminders for the user in every game; each of their active games'
        threads is told. Returns those games."""
        async with self._lock, transaction(self._conn):
            await self._conn.execute(
                "INSERT INTO players (user_id, away_since) VALUES (?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET away_since = excluded.away_since",
                (user_id, self._now() if away else None),
            )
            games = await self._records(
                "status = 'active' AND id IN (SELECT game_id FROM seats WHERE user_id = ?)",
                (user_id,),
            )
            for game in games:
                await outbox.enqueue(
                    self._conn,
                    game.id,
                    game.version,
                    [{"kind": "away", "user": user_id, "away": away}],
                    self._now(),
                )
            return games

    async def away_users(self, user_ids: Iterable[int]) -> set[int]:
        ids = list(user_ids)
        if not ids:
            return set()
        async with self._lock:
            rows = await self._conn.execute_fetchall(
                f"SELECT user_id FROM players WHERE away_since IS NOT NULL"
                f" AND user_id IN ({', '.join('?' * len(ids))})",
                ids,
            )
        return {row["user_id"] for row in rows}

    async def seen_log(self, game_id: int) -> dict[str, int]:
        """role -> how many public log lines its holder had seen when they last acted."""
        async with self._lock:
            rows = await self._conn.execute_fetchall(
                "SELECT role, seen_log FROM seats WHERE game_id = ?", (game_id,)
            )
        return {row["role"]: row["seen_log"] for row in rows}
