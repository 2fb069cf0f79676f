"""The notification outbox: written in the same transaction as the change that causes it,
delivered by the bot afterwards, retried until it goes through. So a crash between saving a
choice and telling the players loses nothing, and nothing is announced that was not saved.

Claims. Several bot processes may share one database, each serving its own shards' games
(storage/scope.py). Items are handed out by `claim`, which marks them claimed by the process,
until a moment (the lease), in the statement that selects them; on PostgreSQL the rows are
locked as they are chosen and rows another claim holds are skipped (FOR UPDATE SKIP LOCKED),
so two processes never take one item. A delivered item is marked delivered, a failed one
released for its retry; a killed process's claims lapse at the end of their lease, or at once
when the same process (same shards) starts again.

Lanes. A game's items go out in order within their lane: its thread (everything posted there,
and the board) and each role's DMs ("dm:<role>"). An item is held back while an earlier one of
its game and lane waits for its retry or is claimed by another process; a DM waiting never
holds back the thread, nor the thread a DM. A DM shows the role's private view as it is when
it is sent, so a new one supersedes any still waiting in its lane. The DM of a player who
acted and must act again (picking cards one at a time, marking a hand) settles for `SETTLE`
before it is sent: their next step supersedes it, so a sequence of steps is one DM, sent once
they pause or their part is done (their ephemeral prompt shows the hand meanwhile).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from datetime import timedelta
from typing import Any

from .database import Connection, dialect
from .records import OutboxItem
from .scope import Scope

_COLUMNS = "id, game_id, version, payload, created_at, attempts, next_attempt_at, delivered_at"
# PostgreSQL's notification channel that says new items were queued.
CHANNEL = "referee_outbox"
THREAD = "thread"
# How long the DM of a player in the middle of a sequence of steps waits for the next step.
SETTLE = timedelta(seconds=10)


def lane(payload: dict[str, Any]) -> str:
    """The lane of a notification: each role's DMs, or the game's thread."""
    return f"dm:{payload['role']}" if payload.get("kind") == "private" else THREAD


def _item(row: Any) -> OutboxItem:
    return OutboxItem.model_validate({**dict(row), "payload": json.loads(row["payload"])})


async def enqueue(
    conn: Connection,
    game_id: int,
    version: int,
    payloads: Sequence[dict[str, Any]],
    now: str,
    *,
    settling: Collection[str] = (),
    settled_at: str | None = None,
    released: Collection[str] = (),
) -> list[OutboxItem]:
    """Add notifications, due at once except the DMs of the roles ``settling``, due at
    ``settled_at``; DMs still waiting in the lanes of the new ones are superseded. A DM of the
    roles ``released`` (whose run of steps just ended) still settling is due at once: their
    last step may have left their private view as it was, so no new DM supersedes it, and it
    must not keep showing its hand late. The caller holds the transaction. Few statements: each
    database call costs a round trip (README, "Performance")."""
    lanes = [lane(p) for p in payloads]
    dms = sorted({name for name in lanes if name != THREAD})
    freed = sorted({f"dm:{role}" for role in released} - set(dms))
    if dms or freed:
        # One statement for both: supersede the DMs replaced, release the DMs freed (never a
        # retry's backoff: those have attempts).
        superseded = f"lane IN ({', '.join('?' for _ in dms)})" if dms else "1 = 0"
        settled = (
            f"(lane IN ({', '.join('?' for _ in freed)}) AND attempts = 0 AND next_attempt_at > ?)"
            if freed
            else "1 = 0"
        )
        await conn.execute(
            f"UPDATE outbox SET delivered_at = CASE WHEN {superseded} THEN ? ELSE NULL END,"
            f" next_attempt_at = CASE WHEN {superseded} THEN next_attempt_at ELSE ? END"
            f" WHERE game_id = ? AND delivered_at IS NULL AND ({superseded} OR {settled})",
            (*dms, now, *dms, now, game_id, *dms, *freed, *([now] if freed else [])),
        )
    if not payloads:
        return []
    values = ", ".join("(?, ?, ?, ?, ?, ?)" for _ in payloads)
    params = [
        v
        for p, name in zip(payloads, lanes, strict=True)
        for v in (
            game_id,
            version,
            json.dumps(p),
            now,
            settled_at if name != THREAD and p["role"] in settling and settled_at else now,
            name,
        )
    ]
    rows = await conn.execute_fetchall(
        "INSERT INTO outbox (game_id, version, payload, created_at, next_attempt_at, lane)"
        f" VALUES {values} RETURNING {_COLUMNS}",
        params,
    )
    if dialect(conn) == "postgresql":
        # Heard by every bot process at commit (`Store.watch_outbox`), so the one serving the
        # game wakes its delivery even when another process (the console, a CLI) made it.
        await conn.execute("SELECT pg_notify(?, ?)", (CHANNEL, str(game_id)))
    # RETURNING gives no promise of order.
    return sorted((_item(row) for row in rows), key=lambda item: item.id)


# An item waits behind any earlier undelivered item of its game and lane that is not due yet
# (one waiting out its backoff, a DM settling) or that another process holds, so that a game's
# notifications are delivered in order.
_HELD_BACK = (
    "EXISTS (SELECT 1 FROM outbox earlier WHERE earlier.game_id = outbox.game_id"
    " AND earlier.lane = outbox.lane"
    " AND earlier.delivered_at IS NULL AND earlier.id < outbox.id"
    " AND (earlier.next_attempt_at > ? OR (earlier.claimed_until > ? AND earlier.claimed_by != ?)))"
)
_FREE = "(claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ?)"


# A game whose thread was deleted has nowhere to post until its owner moves it to a new thread
# (`Store.move_thread`): its items are not handed out, nor waited for.
_THREAD_GONE = "game_id IN (SELECT id FROM games WHERE thread_trouble = 'gone')"


def _served(scope: Scope) -> str:
    if scope.everything:
        return ""
    return f" AND game_id IN (SELECT id FROM games WHERE {scope.games_sql()})"


async def backlog(conn: Connection, scope: Scope) -> tuple[int, str | None]:
    """How many notifications of the games ``scope`` serves wait undelivered (a thread deleted
    holds its game's back: not counted, as they wait on its owner), and when the oldest was
    queued (None when none is)."""
    rows = await conn.execute_fetchall(
        "SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM outbox"
        f" WHERE delivered_at IS NULL AND NOT {_THREAD_GONE}{_served(scope)}"
    )
    return int(rows[0]["waiting"]), rows[0]["oldest"]


async def claim(
    conn: Connection,
    now: str,
    lease_until: str,
    scope: Scope,
    limit: int,
    game_id: int | None = None,
) -> list[OutboxItem]:
    """Claim, until ``lease_until``, the undelivered items of the games ``scope`` serves that
    are due, free (unclaimed, lapsed, or already ours: renewed) and not held back, oldest first
    (of one game, when ``game_id`` is given)."""
    only = "" if game_id is None else " AND game_id = ?"
    lock = " FOR UPDATE SKIP LOCKED" if dialect(conn) == "postgresql" else ""
    me = scope.claimer
    rows = await conn.execute_fetchall(
        "UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id IN ("
        f"SELECT id FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? AND {_FREE}"
        f" AND NOT {_HELD_BACK} AND NOT {_THREAD_GONE}{_served(scope)}{only}"
        f" ORDER BY id LIMIT ?{lock}) RETURNING {_COLUMNS}",
        (
            me,
            lease_until,
            now,
            now,
            me,
            now,
            now,
            me,
            *(() if game_id is None else (game_id,)),
            limit,
        ),
    )
    # RETURNING gives no promise of order.
    return sorted((_item(row) for row in rows), key=lambda item: item.id)


async def delivered(conn: Connection, item_ids: Sequence[int], now: str) -> None:
    """Mark items delivered, in one statement."""
    marks = ", ".join("?" for _ in item_ids)
    cursor = await conn.execute(
        "UPDATE outbox SET delivered_at = COALESCE(delivered_at, ?), claimed_by = NULL,"
        f" claimed_until = NULL WHERE id IN ({marks})",
        (now, *item_ids),
    )
    if cursor.rowcount != len(set(item_ids)):
        missing = ", ".join(map(str, sorted(item_ids)))
        raise LookupError(f"There is no outbox item {missing}, or not all of them exist.")


async def failed(conn: Connection, item_id: int, retry_at: str) -> None:
    """Count a failed attempt and release the item until ``retry_at``."""
    cursor = await conn.execute(
        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, claimed_by = NULL,"
        " claimed_until = NULL WHERE id = ?",
        (retry_at, item_id),
    )
    _check_found(cursor, item_id)


async def retry_now(conn: Connection, game_id: int, now: str) -> None:
    await conn.execute(
        "UPDATE outbox SET next_attempt_at = ? WHERE game_id = ? AND delivered_at IS NULL"
        " AND next_attempt_at > ?",
        (now, game_id, now),
    )


def _check_found(cursor: Any, item_id: int) -> None:
    if cursor.rowcount != 1:
        raise LookupError(f"There is no outbox item {item_id}.")


async def next_attempt(conn: Connection, scope: Scope) -> str | None:
    """When the next delivery can be tried, or None when all were delivered: the earliest due
    time among the oldest undelivered item of each game's lanes (the others wait behind it), of
    the games ``scope`` serves."""
    rows = await conn.execute_fetchall(
        "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL"
        f" AND NOT {_THREAD_GONE}{_served(scope)}"
        " AND id IN (SELECT MIN(id) FROM outbox WHERE delivered_at IS NULL GROUP BY game_id, lane)"
    )
    return rows[0]["at"] if rows else None
