"""Who the game is waiting on, since when, and which reminders and deadlines are due.

The ``waits`` table holds one row per role that must act. It is brought in step with the state
in the same transaction as every change (`sync`), so reminders survive restarts: the bot's
ticker only asks which rows are due (`take_due`). A role's clock restarts when it acts, so a
player busy picking cards one at a time is not reminded in the middle of it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import datetime
from typing import Any

from rules.core import GameState, Title

from .database import Connection, parse_time, timestamp
from .game_settings import GameSettings
from .scope import Scope


def defers(
    title: Title,
    state: GameState,
    role: str,
    computers: Collection[str],
    active: Collection[str] | None = None,
) -> bool:
    """Whether the computer seat ``role`` leaves its decision to a person: a role it makes the
    decision with as one (`Title.shares`: a coalition's Side, allies choosing their casualties)
    is held by a person and active now (``active``, or `Title.active`). The person commands;
    the computer seat waits until none of them is asked (README, "Computer players")."""
    shared = title.shares(state, role)
    if len(shared) == 1:
        return False
    active = title.active(state) if active is None else active
    return any(r != role and r in active and r not in computers for r in shared)


def waited_on(
    title: Title, state: GameState, active: Collection[str], computers: Collection[str]
) -> list[str]:
    """The roles the game waits on: those that must act (``active``, `Title.active`) but a
    computer seat that leaves its decision to a person (`defers`), who is waited on for it."""
    return [
        r for r in active if r not in computers or not defers(title, state, r, computers, active)
    ]


def _plus(moment: datetime, delta) -> str | None:
    return timestamp(moment + delta) if delta is not None else None


async def sync(
    conn: Connection,
    game_id: int,
    active: Iterable[str],
    settings: GameSettings,
    now: datetime,
    *,
    acted: str | None = None,
    computers: Iterable[str] = (),
) -> None:
    """Make the waits of ``game_id`` the roles in ``active`` (`waited_on`); ``acted`` restarts
    its clock. The seats the computer plays are waited on too (the bot's computer players read
    them), but never reminded and never given a deadline: they decide at once."""
    computers = set(computers)
    active = list(active)
    rows = await conn.execute_fetchall("SELECT role FROM waits WHERE game_id = ?", (game_id,))
    waiting = {row["role"] for row in rows}
    gone = [role for role in waiting if role not in active]
    if gone:
        await conn.executemany(
            "DELETE FROM waits WHERE game_id = ? AND role = ?", [(game_id, r) for r in gone]
        )
    fresh = [role for role in active if role not in waiting or role == acted]
    if not fresh:
        return
    await conn.executemany(
        # A fresh wait: its clock, reminder and deadline start again, nobody told yet.
        "INSERT INTO waits (game_id, role, since, next_reminder_at, deadline_at)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, role) DO UPDATE SET"
        " since = excluded.since, next_reminder_at = excluded.next_reminder_at,"
        " deadline_at = excluded.deadline_at, deadline_told = 0",
        [
            (
                game_id,
                role,
                timestamp(now),
                None if role in computers else _plus(now, settings.reminder_every),
                None if role in computers else _plus(now, settings.deadline_after),
            )
            for role in fresh
        ],
    )


async def clear(conn: Connection, game_id: int) -> None:
    await conn.execute("DELETE FROM waits WHERE game_id = ?", (game_id,))


async def reschedule(conn: Connection, game_id: int, settings: GameSettings, now: datetime) -> None:
    """After a change of settings: the next reminder one interval after the wait began (or
    after its last reminder, if that is still ahead), the deadline from when it began."""
    rows = await conn.execute_fetchall(
        "SELECT w.role, w.since FROM waits w"
        " JOIN seats s ON s.game_id = w.game_id AND s.role = w.role"
        " WHERE w.game_id = ? AND s.computer IS NULL",
        (game_id,),
    )
    for row in rows:
        since = parse_time(row["since"])
        every = settings.reminder_every
        next_at = None
        if every is not None:
            next_at = since + every
            while next_at <= now:
                next_at += every
        deadline = since + settings.deadline_after if settings.deadline_after else None
        await conn.execute(
            "UPDATE waits SET next_reminder_at = ?, deadline_at = ?,"
            " deadline_told = CASE WHEN CAST(? AS TEXT) IS NULL OR ? > ? THEN 0"
            " ELSE deadline_told END"
            " WHERE game_id = ? AND role = ?",
            (
                timestamp(next_at) if next_at else None,
                timestamp(deadline) if deadline else None,
                timestamp(deadline) if deadline else None,
                timestamp(deadline) if deadline else None,
                timestamp(now),
                game_id,
                row["role"],
            ),
        )


async def of_game(conn: Connection, game_id: int) -> dict[str, dict[str, Any]]:
    """role -> {since, next_reminder_at, deadline_at, deadline_told} for one game."""
    rows = await conn.execute_fetchall(
        "SELECT role, since, next_reminder_at, deadline_at, deadline_told FROM waits"
        " WHERE game_id = ?",
        (game_id,),
    )
    return {row["role"]: {k: v for k, v in dict(row).items() if k != "role"} for row in rows}


async def computer_turns(
    conn: Connection, scope: Scope, game_id: int | None = None
) -> list[dict[str, Any]]:
    """The seats the computer plays that active games ``scope`` serves are waiting on (one game
    only, if ``game_id`` is given): {game_id, role, level, version}, oldest wait first. They
    are in the database, so a restart finds every decision a stopped bot had still to make."""
    only = "" if game_id is None else " AND g.id = ?"
    rows = await conn.execute_fetchall(
        "SELECT w.game_id, w.role, s.computer AS level, g.version FROM waits w"
        " JOIN games g ON g.id = w.game_id"
        " JOIN seats s ON s.game_id = w.game_id AND s.role = w.role"
        f" WHERE g.status = 'active' AND s.computer IS NOT NULL AND {scope.games_sql('g.guild_id')}"
        f"{only} ORDER BY w.since, w.game_id, w.role",
        () if game_id is None else (game_id,),
    )
    return [dict(row) for row in rows]


async def take_due(conn: Connection, now: datetime, scope: Scope) -> list[dict[str, Any]]:
    """The reminders and deadline notices due at ``now``, each marked as taken.

    A reminder moves on by whole intervals past ``now``: a bot that was down for three days
    sends one reminder when it is back, not three. Away players' reminders move on silently.
    The caller holds the transaction and queues what is returned.
    """
    moment = timestamp(now)
    due: list[dict[str, Any]] = []
    rows = await conn.execute_fetchall(
        "SELECT w.game_id, w.role, w.since, w.next_reminder_at, g.settings, s.user_id,"
        " p.away_since FROM waits w JOIN games g ON g.id = w.game_id"
        " JOIN seats s ON s.game_id = w.game_id AND s.role = w.role"
        " LEFT JOIN players p ON p.user_id = s.user_id"
        f" WHERE g.status = 'active' AND {scope.games_sql('g.guild_id')}"
        " AND w.next_reminder_at <= ? ORDER BY w.next_reminder_at",
        (moment,),
    )
    for row in rows:
        every = GameSettings.model_validate_json(row["settings"]).reminder_every
        next_at = None
        if every is not None:
            next_at = parse_time(row["next_reminder_at"])
            while next_at <= now:
                next_at += every
        await conn.execute(
            "UPDATE waits SET next_reminder_at = ? WHERE game_id = ? AND role = ?",
            (timestamp(next_at) if next_at else None, row["game_id"], row["role"]),
        )
        if row["away_since"] is None and every is not None:
            due.append(
                {
                    "game_id": row["game_id"],
                    "kind": "reminder",
                    "role": row["role"],
                    "since": row["since"],
                }
            )
    rows = await conn.execute_fetchall(
        "SELECT w.game_id, w.role, w.since, w.deadline_at FROM waits w"
        " JOIN games g ON g.id = w.game_id"
        f" WHERE g.status = 'active' AND {scope.games_sql('g.guild_id')}"
        " AND w.deadline_told = 0 AND w.deadline_at <= ?"
        " ORDER BY w.deadline_at",
        (moment,),
    )
    for row in rows:
        await conn.execute(
            "UPDATE waits SET deadline_told = 1 WHERE game_id = ? AND role = ?",
            (row["game_id"], row["role"]),
        )
        due.append(
            {
                "game_id": row["game_id"],
                "kind": "deadline",
                "role": row["role"],
                "since": row["since"],
                "deadline_at": row["deadline_at"],
            }
        )
    return due


async def next_due(conn: Connection, scope: Scope) -> str | None:
    """The earliest moment a reminder or deadline notice of an active game ``scope`` serves
    falls due."""
    served = scope.games_sql("g.guild_id")
    rows = await conn.execute_fetchall(
        "SELECT MIN(moment) AS at FROM ("
        " SELECT w.next_reminder_at AS moment FROM waits w JOIN games g ON g.id = w.game_id"
        f"  WHERE g.status = 'active' AND {served} AND w.next_reminder_at IS NOT NULL"
        " UNION ALL"
        " SELECT w.deadline_at FROM waits w JOIN games g ON g.id = w.game_id"
        f"  WHERE g.status = 'active' AND {served} AND w.deadline_told = 0"
        "  AND w.deadline_at IS NOT NULL) due"
    )
    return rows[0]["at"] if rows else None
