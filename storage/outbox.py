"""The notification outbox: written in the same transaction as the change that causes it,
delivered by the bot afterwards, retried until it goes through. So a crash between saving a
choice and telling the players loses nothing, and nothing is announced that was not saved."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import aiosqlite

from .records import OutboxItem

_COLUMNS = "id, game_id, version, payload, created_at, attempts, next_attempt_at, delivered_at"


def _item(row: aiosqlite.Row) -> OutboxItem:
    return OutboxItem.model_validate({**dict(row), "payload": json.loads(row["payload"])})


async def enqueue(
    conn: aiosqlite.Connection,
    game_id: int,
    version: int,
    payloads: Sequence[dict[str, Any]],
    now: str,
) -> list[OutboxItem]:
    """Add notifications, due at once; the caller holds the transaction. One statement for all
    of them: each database call costs a thread round trip (README, "Performance")."""
    if not payloads:
        return []
    values = ", ".join("(?, ?, ?, ?, ?)" for _ in payloads)
    params = [v for p in payloads for v in (game_id, version, json.dumps(p), now, now)]
    rows = await conn.execute_fetchall(
        "INSERT INTO outbox (game_id, version, payload, created_at, next_attempt_at)"
        f" VALUES {values} RETURNING {_COLUMNS}",
        params,
    )
    # RETURNING gives no promise of order.
    return sorted((_item(row) for row in rows), key=lambda item: item.id)


# An item waits behind any earlier undelivered item of its game that is not due yet (one
# waiting out its backoff), so that a game's notifications are delivered in order.
_HELD_BACK = (
    "EXISTS (SELECT 1 FROM outbox earlier WHERE earlier.game_id = outbox.game_id"
    " AND earlier.delivered_at IS NULL AND earlier.id < outbox.id"
    " AND earlier.next_attempt_at > ?)"
)


# A game whose thread was deleted has nowhere to post until its owner moves it to a new thread
# (`Store.move_thread`): its items are not handed out, nor waited for.
_THREAD_GONE = "game_id IN (SELECT id FROM games WHERE thread_trouble = 'gone')"


async def pending(
    conn: aiosqlite.Connection, now: str, limit: int, game_id: int | None = None
) -> list[OutboxItem]:
    """Undelivered items that are due and not held back behind their game's, oldest first (of
    one game, when ``game_id`` is given)."""
    only = "" if game_id is None else " AND game_id = ?"
    rows = await conn.execute_fetchall(
        f"SELECT {_COLUMNS} FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ?"
        f" AND NOT {_HELD_BACK} AND NOT {_THREAD_GONE}{only} ORDER BY id LIMIT ?",
        (now, now, *(() if game_id is None else (game_id,)), limit),
    )
    return [_item(row) for row in rows]


async def delivered(conn: aiosqlite.Connection, item_ids: Sequence[int], now: str) -> None:
    """Mark items delivered, in one statement."""
    marks = ", ".join("?" for _ in item_ids)
    cursor = await conn.execute(
        f"UPDATE outbox SET delivered_at = COALESCE(delivered_at, ?) WHERE id IN ({marks})",
        (now, *item_ids),
    )
    if cursor.rowcount != len(set(item_ids)):
        missing = ", ".join(map(str, sorted(item_ids)))
        raise LookupError(f"There is no outbox item {missing}, or not all of them exist.")


async def failed(conn: aiosqlite.Connection, item_id: int, retry_at: str) -> None:
    cursor = await conn.execute(
        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?",
        (retry_at, item_id),
    )
    _check_found(cursor, item_id)


async def retry_now(conn: aiosqlite.Connection, game_id: int, now: str) -> None:
    await conn.execute(
        "UPDATE outbox SET next_attempt_at = ? WHERE game_id = ? AND delivered_at IS NULL"
        " AND next_attempt_at > ?",
        (now, game_id, now),
    )


def _check_found(cursor: aiosqlite.Cursor, item_id: int) -> None:
    if cursor.rowcount != 1:
        raise LookupError(f"There is no outbox item {item_id}.")


async def next_attempt(conn: aiosqlite.Connection) -> str | None:
    """When the next delivery can be tried, or None when all were delivered: the earliest due
    time among each game's oldest undelivered item (the others wait behind it)."""
    rows = await conn.execute_fetchall(
        "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL"
        f" AND NOT {_THREAD_GONE}"
        " AND id IN (SELECT MIN(id) FROM outbox WHERE delivered_at IS NULL GROUP BY game_id)"
    )
    return rows[0]["at"] if rows else None
