"""The one place that loads a game, applies a choice and saves it (DESIGN.md, "Storage").

Every change is one transaction: the action goes into the append-only log, the new state and
its version are written, and the notifications it causes go into the outbox. A change made on
a stale version is refused, so two clicks at once can never both apply.

One connection serves the whole bot; an `asyncio.Lock` keeps one coroutine's transaction from
interleaving with another's on it. Other processes (the CLI, the console) are kept apart by
SQLite itself: writes take the write lock first (BEGIN IMMEDIATE) and re-check the version.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

import aiosqlite
from pydantic import ValidationError

import rules
from rules.core import Choice, RuleError, Title, commitment, new_seed
from rules.core.dice import DiceRoll
from rules.core.replay import Replayer, replay
from rules.core.tables import Resolution, Table

from . import outbox, waits
from .database import connect, migrate, parse_time, timestamp, transaction
from .database_url import database_path
from .errors import StaleVersion
from .export import build_export
from .game_settings import GameSettings
from .notifications import notifications
from .records import (
    GAME_STATUSES,
    ActionKind,
    ActionRecord,
    GameRecord,
    GameStatus,
    OutboxItem,
    Submitted,
    ThreadTrouble,
    VerifyResult,
)
from .replay import verify_game

# Everything but the secret seed and the state, which have their own ways out.
_RECORD_COLUMNS = (
    "id, title, scenario, options, status, commitment, owner_id, guild_id, channel_id,"
    " thread_id, board_message_id, lobby_message_id, thread_trouble, thread_trouble_since,"
    " version, settings, created_at, updated_at"
)
_RECORD_KEYS = tuple(c.strip() for c in _RECORD_COLUMNS.split(","))
_ACTION_COLUMNS = "id, game_id, seq, kind, role, user_id, verb, arg, request, created_at"
_SEED = re.compile(r"^[0-9a-f]{64}$")


class _Unset(Enum):
    UNSET = "unset"


UNSET = _Unset.UNSET


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Store:
    """Games in a SQLite database, changed only through these methods. Open with `Store.open`."""

    def __init__(
        self,
        conn: aiosqlite.Connection,
        path: Path | None,
        titles: Mapping[str, Title],
        tables: Mapping[str, Table],
        clock: Callable[[], datetime],
    ) -> None:
        self._conn = conn
        self._path = path
        self._titles = titles
        self._tables = tables
        self._clock = clock
        self._lock = asyncio.Lock()

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

    # --- games and seats -------------------------------------------------------------------

    async def create_game(
        self,
        title_id: str,
        scenario: str,
        options: Mapping[str, bool] | None,
        *,
        owner_id: int,
        guild_id: int | None,
        channel_id: int | None,
        seed: str | None = None,
    ) -> GameRecord:
        """A new game in the lobby, committed to a fresh secret seed."""
        title = self._title(title_id)
        if seed is None:
            seed = new_seed()
        elif not _SEED.match(seed):
            raise ValueError("A seed is 64 lowercase hexadecimal digits.")
        # The title validates scenario and options (its own messages list what is allowed)
        # and fills in the defaults; storing them all keeps replays independent of later
        # changes to a default.
        opening = title.setup(seed, scenario, dict(options or {}))
        now = self._now()
        async with self._lock, transaction(self._conn):
            cursor = await self._conn.execute(
                "INSERT INTO games (title, scenario, options, seed, commitment, owner_id,"
                " guild_id, channel_id, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    title_id,
                    scenario,
                    json.dumps(opening.options, sort_keys=True),
                    seed,
                    commitment(seed),
                    owner_id,
                    guild_id,
                    channel_id,
                    now,
                    now,
                ),
            )
            assert cursor.lastrowid is not None
            return await self._game(cursor.lastrowid)

    async def set_discord_ids(
        self,
        game_id: int,
        *,
        thread_id: int | _Unset | None = UNSET,
        board_message_id: int | _Unset | None = UNSET,
        lobby_message_id: int | _Unset | None = UNSET,
    ) -> GameRecord:
        """Record where the game lives in Discord; only the ids passed are changed."""
        given = {
            "thread_id": thread_id,
            "board_message_id": board_message_id,
            "lobby_message_id": lobby_message_id,
        }
        changes = {column: value for column, value in given.items() if value is not UNSET}
        async with self._lock, transaction(self._conn):
            await self._game(game_id)
            if thread_id not in (UNSET, None):
                owner = await self._conn.execute_fetchall(
                    "SELECT id FROM games WHERE thread_id = ? AND id != ?", (thread_id, game_id)
                )
                if owner:
                    raise RuleError(f"Thread {thread_id} already belongs to game {owner[0][0]}.")
            await self._update(game_id, **changes)
            return await self._game(game_id)

    async def set_thread_trouble(self, game_id: int, trouble: ThreadTrouble | None) -> GameRecord:
        """Record why the game's thread takes no messages, or (None) that it works again. The
        moment a trouble began is kept while it stays the same."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            if trouble == game.thread_trouble:
                return game
            since = self._now() if trouble is not None else None
            await self._update(game_id, thread_trouble=trouble, thread_trouble_since=since)
            return await self._game(game_id)

    async def move_thread(
        self, game_id: int, thread_id: int, *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Go on with a game whose thread was deleted, in the thread ``thread_id``. Owner or
        manager only.

        What waited for the old thread is superseded by a board, the end of the log and a ping
        for whoever must act, queued for the new one (the bot posts a lobby itself); the
        players' DMs still go out, at once.
        """
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_movable(game, user_id, manager)
            now = self._now()
            await self._update(
                game_id,
                thread_id=thread_id,
                board_message_id=None,
                lobby_message_id=None,
                thread_trouble=None,
                thread_trouble_since=None,
            )
            await self._conn.execute(
                "UPDATE outbox SET delivered_at = ? WHERE game_id = ? AND delivered_at IS NULL"
                " AND json_extract(payload, '$.kind') != 'private'",
                (now, game_id),
            )
            await self._conn.execute(
                "UPDATE outbox SET next_attempt_at = ? WHERE game_id = ? AND delivered_at IS NULL",
                (now, game_id),
            )
            if game.is_started:
                title = self._title(game.title)
                state = title.load(await self._state_text(game_id))
                end = len(state.log)
                payloads: list[dict[str, Any]] = [
                    {"kind": "board"},
                    {"kind": "recap", "log_end": end},
                ]
                if game.status == "active" and title.active(state):
                    payloads.append(
                        {"kind": "ping", "roles": list(title.active(state)), "log_end": end}
                    )
                await outbox.enqueue(self._conn, game_id, game.version, payloads, now)
            return await self._game(game_id)

    async def check_movable(self, game_id: int, user_id: int, *, manager: bool = False) -> None:
        """Raise the reason `move_thread` would refuse, if any: the bot asks before it makes a
        thread the game could not use."""
        async with self._lock:
            self._check_movable(await self._game(game_id), user_id, manager)

    async def update_settings(
        self, game_id: int, changes: Mapping[str, Any], *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Merge ``changes`` into the game's settings (`GameSettings`) and re-reckon the
        reminders and deadlines of the roles being waited on. Owner or manager only."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_manager(game, user_id, manager, "change the settings of")
            if game.status not in ("lobby", "active"):
                raise RuleError(f"Game {game_id} is over ({game.status}); its settings stay.")
            try:
                settings = GameSettings.model_validate({**game.settings, **changes})
            except ValidationError as error:
                problems = "; ".join(
                    f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors()
                )
                raise RuleError(f"Those settings are not allowed: {problems}.") from None
            await self._update(game_id, settings=settings.model_dump_json())
            await waits.reschedule(self._conn, game_id, settings, self._clock())
            return await self._game(game_id)

    async def replace(
        self, game_id: int, role: str, new_user_id: int, *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Hand ``role`` to ``new_user_id``; the new holder is sent the role's private view and,
        if the role must act, pinged. Owner or manager only."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_manager(game, user_id, manager, "replace a player in")
            self._check_role(title, role)
            if game.status not in ("lobby", "active"):
                raise RuleError(f"Game {game_id} is over ({game.status}); its seats stay.")
            old = game.seats.get(role)
            if old is None:
                raise RuleError(
                    f"Nobody holds {title.role_name(role)} yet: in the lobby, "
                    f"<@{new_user_id}> can take it with `/game join`."
                )
            if old == new_user_id:
                raise RuleError(f"<@{new_user_id}> already holds {title.role_name(role)}.")
            refusal = title.seat_refusal(game.roles_of(new_user_id), role)
            if refusal:
                raise RuleError(refusal.replace("You hold", f"<@{new_user_id}> holds", 1))
            await self._conn.execute(
                "UPDATE seats SET user_id = ?, seen_log = 0 WHERE game_id = ? AND role = ?",
                (new_user_id, game_id, role),
            )
            await self._update(game_id)
            if game.is_started:
                state = title.load(await self._state_text(game_id))
                text = (
                    f"🔁 <@{new_user_id}> now holds {title.role_name(role)}, in place of <@{old}>."
                )
                payloads: list[dict[str, Any]] = [
                    {"kind": "notice", "text": text},
                    {"kind": "private", "role": role},
                ]
                if role in title.view(state, None).active:
                    payloads.append({"kind": "ping", "roles": [role], "log_end": len(state.log)})
                await outbox.enqueue(self._conn, game_id, game.version, payloads, self._now())
            return await self._game(game_id)

    async def join(self, game_id: int, role: str, user_id: int) -> GameRecord:
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            self._check_role(title, role)
            holder = game.seats.get(role)
            if holder == user_id:
                raise RuleError(f"You already hold {title.role_name(role)} in game {game_id}.")
            if holder is not None:
                raise RuleError(
                    f"{title.role_name(role)} is already taken by <@{holder}>. "
                    f"Free roles: {self._names(title, self._free_roles(title, game))}."
                )
            refusal = title.seat_refusal(game.roles_of(user_id), role)
            if refusal:
                raise RuleError(refusal)
            await self._conn.execute(
                "INSERT INTO seats (game_id, role, user_id) VALUES (?, ?, ?)",
                (game_id, role, user_id),
            )
            await self._update(game_id)
            return await self._game(game_id)

    async def leave(self, game_id: int, user_id: int, role: str | None = None) -> GameRecord:
        """Give up ``role``, or every role the user holds when no role is named."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            if role is None:
                roles = game.roles_of(user_id)
                if not roles:
                    raise RuleError(f"You do not hold a role in game {game_id}.")
            else:
                self._check_role(title, role)
                if game.seats.get(role) != user_id:
                    raise RuleError(f"You do not hold {title.role_name(role)} in this game.")
                roles = [role]
            await self._conn.executemany(
                "DELETE FROM seats WHERE game_id = ? AND role = ?",
                [(game_id, r) for r in roles],
            )
            await self._update(game_id)
            return await self._game(game_id)

    async def start(self, game_id: int, user_id: int, *, manager: bool = False) -> Submitted:
        """Set the game up from its seed: version 1, active, everyone told. Owner or manager."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            self._check_manager(game, user_id, manager, "start")
            empty = self._free_roles(title, game)
            if empty:
                raise RuleError(
                    f"Game {game_id} cannot start while seats are empty: "
                    f"{self._names(title, empty)}."
                )
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
            state = title.setup(rows[0]["seed"], game.scenario, game.options)
            now = self._now()
            await self._update(
                game_id,
                state=state.model_dump_json(),
                version=1,
                status=self._status_after(title, state),
                updated_at=now,
            )
            await waits.sync(
                self._conn,
                game_id,
                title.view(state, None).active,
                game.game_settings,
                self._clock(),
            )
            sent = await outbox.enqueue(
                self._conn, game_id, 1, notifications(title, None, state), now
            )
            game = await self._game(game_id)
        return Submitted(game=game, state=state, version=1, notifications=sent)

    async def abandon(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a winner; its seed may then be revealed.

        The owner may, or anyone the caller vouches for as a ``manager`` (the bot passes True
        for a member with Manage Server).
        """
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_manager(game, user_id, manager, "abandon")
            if game.status not in ("lobby", "active"):
                raise RuleError(f"Game {game_id} is already over ({game.status}).")
            await self._update(game_id, status="abandoned")
            await waits.clear(self._conn, game_id)
            return await self._game(game_id)

    # --- reading ---------------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._lock:
            found = await self._records("id = ?", (game_id,))
        return found[0] if found else None

    async def game_by_thread(self, thread_id: int) -> GameRecord | None:
        async with self._lock:
            found = await self._records("thread_id = ?", (thread_id,))
        return found[0] if found else None

    async def list_games(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        statuses: Iterable[GameStatus] | None = None,
    ) -> list[GameRecord]:
        """Games, oldest first; ``user_id`` matches the games a user owns or has a seat in."""
        clauses, params = ["1"], []
        if guild_id is not None:
            clauses.append("guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            clauses.append("(owner_id = ? OR id IN (SELECT game_id FROM seats WHERE user_id = ?))")
            params += [user_id, user_id]
        if statuses is not None:
            wanted = list(statuses)
            unknown = [s for s in wanted if s not in GAME_STATUSES]
            if unknown:
                raise ValueError(f"Unknown statuses {unknown}; use {', '.join(GAME_STATUSES)}.")
            clauses.append(f"status IN ({', '.join('?' * len(wanted))})" if wanted else "0")
            params += wanted
        async with self._lock:
            return await self._records(" AND ".join(clauses), params)

    async def load(self, game_id: int) -> tuple[GameRecord, Any]:
        """A started game and its current state."""
        async with self._lock:
            game, text = await self._game_and_state(game_id)
        self._check_started(game)
        return game, self._title(game.title).load(text)

    async def actions(self, game_id: int) -> list[ActionRecord]:
        """The game's log of actions, in order."""
        async with self._lock:
            await self._game(game_id)
            return await self._actions(game_id)

    async def reveal_seed(self, game_id: int) -> str:
        """The secret seed, once the game is over, so anyone can check every roll."""
        async with self._lock:
            game = await self._game(game_id)
            if game.status not in ("ended", "abandoned"):
                raise RuleError(
                    f"The seed of game {game_id} stays secret until the game is over; "
                    f"its SHA-256 commitment is {game.commitment}."
                )
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
        return rows[0]["seed"]

    # --- playing ---------------------------------------------------------------------------

    async def submit(
        self, game_id: int, role: str, choice: Choice, *, user_id: int, expected_version: int
    ) -> Submitted:
        """Apply ``choice`` for ``role`` if the game is still at ``expected_version``."""
        return await self.submit_many(
            game_id, role, [choice], user_id=user_id, expected_version=expected_version
        )

    async def submit_many(
        self,
        game_id: int,
        role: str,
        choices: list[Choice],
        *,
        user_id: int,
        expected_version: int,
    ) -> Submitted:
        """Apply several choices of ``role`` in one transaction: all of them or none (a typed
        command, `Title.shortcut`). Each is logged as its own action."""
        if not choices:
            raise RuleError("There is nothing to do.")
        submitted, _ = await self._act(
            game_id,
            user_id,
            kind="choice",
            role=role,
            choices=choices,
            expected_version=expected_version,
        )
        return submitted

    async def roll(self, game_id: int, user_id: int, expression: str) -> tuple[Submitted, DiceRoll]:
        """A roll anyone asks for in an active game: from its rng, into its log."""
        return await self._act(game_id, user_id, kind="roll", request={"expression": expression})

    async def resolve_table(
        self, game_id: int, user_id: int, table_id: str, request: dict[str, Any]
    ) -> tuple[Submitted, Resolution]:
        """A table look-up anyone asks for in an active game: from its rng, into its log."""
        return await self._act(
            game_id, user_id, kind="table", request={"table": table_id, "args": request}
        )

    async def undo(self, game_id: int, user_id: int) -> Submitted:
        """Take back the user's last choice, while the rules allow it (`Title.undo_refusal`)."""
        submitted, _ = await self._act(game_id, user_id, kind="undo")
        return submitted

    async def skip(
        self, game_id: int, role: str | None, *, user_id: int, manager: bool = False
    ) -> tuple[Submitted, str]:
        """Make ``role`` pass once its deadline has passed, if the rules allow a pass now.
        With no ``role``, the one role waited on. Returns the change and the role skipped.

        Only the owner or a manager may, and only when they ask: nothing is decided behind a
        player's back (issue 3, "Deadlines").
        """
        async with self._lock:
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_manager(game, user_id, manager, "skip a player in")
            self._check_active(game)
            waiting = await waits.of_game(self._conn, game_id)
        if role is None:
            if len(waiting) != 1:
                names = self._names(title, waiting)
                raise RuleError(f"Say which role to skip: the game is waiting on {names}.")
            role = next(iter(waiting))
        self._check_role(title, role)
        wait = waiting.get(role)
        if wait is None:
            raise RuleError(f"Game {game_id} is not waiting on {title.role_name(role)}.")
        deadline = wait["deadline_at"]
        if deadline is None:
            raise RuleError(
                f"Game {game_id} has no deadline, so nobody can be skipped. The owner can set "
                "one with `/game settings deadline_hours:`."
            )
        if deadline > self._now():
            raise RuleError(
                f"{title.role_name(role)}'s deadline has not passed yet: it is "
                f"<t:{int(parse_time(deadline).timestamp())}:R>."
            )
        submitted, _ = await self._act(game_id, user_id, kind="choice", role=role, skip=True)
        return submitted, role

    async def _act(
        self,
        game_id: int,
        user_id: int,
        *,
        kind: ActionKind,
        role: str | None = None,
        choice: Choice | None = None,
        request: dict[str, Any] | None = None,
        expected_version: int | None = None,
        skip: bool = False,
        choices: list[Choice] | None = None,
    ) -> tuple[Submitted, Any]:
        async with self._lock, transaction(self._conn):
            game, state_text = await self._game_and_state(game_id)
            title = self._title(game.title)
            if kind == "undo":
                role = await self._undoing_role(game, title, user_id)
            elif role is not None and not skip and game.seats.get(role) != user_id:
                raise RuleError(f"You do not hold {title.role_name(role)} in this game.")
            self._check_active(game)
            if expected_version is not None and game.version != expected_version:
                raise StaleVersion(game.version)
            before = title.load(state_text)
            if skip:
                assert role is not None
                choice = title.pass_choice(before, role)
                if choice is None:
                    prompt = title.view(before, role).prompt
                    raise RuleError(
                        f"The rules allow {title.role_name(role)} no pass now ({prompt}). "
                        "Wait, or hand the seat to someone else with `/game replace`."
                    )
            if kind == "undo":
                # Undo goes back to the state before the choice, which only the log knows.
                replayer = await self._replayer(game, title)
                request = {"undoes": replayer.last_in_force()}
            else:
                replayer = Replayer(title, self._tables, before)
            if kind in ("roll", "table"):
                # The log line names who asked; kept in the log so replay writes it again.
                request = {**(request or {}), "who": self._who(title, game, user_id)}
            now = self._now()
            steps = choices if choices is not None else [choice]
            result = None
            for offset, each in enumerate(steps):
                result = replayer.step(
                    seq=game.version + offset,
                    kind=kind,
                    role=role,
                    verb=each.verb if each else None,
                    arg=each.arg if each else None,
                    request=request,
                )
                await self._conn.execute(
                    "INSERT INTO actions (game_id, seq, kind, role, user_id, verb, arg,"
                    " request, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        game.version + offset,  # action n turns version n into n + 1
                        kind,
                        role,
                        user_id,
                        each.verb if each else None,
                        json.dumps(each.arg) if each else None,
                        json.dumps(request) if request is not None else None,
                        now,
                    ),
                )
            after = replayer.state
            version = game.version + len(steps)
            status = self._status_after(title, after)
            cursor = await self._conn.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ?",
                (after.model_dump_json(), version, status, now, game_id, game.version),
            )
            if cursor.rowcount != 1:
                raise StaleVersion((await self._game(game_id)).version)
            if kind in ("choice", "undo") and not skip:
                # What this player has seen: their next ping's catch-up starts after it.
                await self._conn.execute(
                    "UPDATE seats SET seen_log = ? WHERE game_id = ? AND user_id = ?",
                    (len(after.log), game_id, user_id),
                )
            await waits.sync(
                self._conn,
                game_id,
                title.active(after) if status == "active" else [],
                game.game_settings,
                self._clock(),
                acted=role if kind in ("choice", "undo") else None,
            )
            sent = await outbox.enqueue(
                self._conn, game_id, version, notifications(title, before, after), now
            )
            # What was just written, without reading it back (each read is a round trip).
            game = game.model_copy(
                update={"version": version, "status": status, "updated_at": parse_time(now)}
            )
        return Submitted(game=game, state=after, version=version, notifications=sent), result

    async def _undoing_role(self, game: GameRecord, title: Title, user_id: int) -> str:
        """The user's role whose last choice may be taken back, or the reason none may."""
        roles = game.roles_of(user_id)
        if not roles:
            raise RuleError(f"You hold no seat in game {game.id}, so you have nothing to undo.")
        self._check_active(game)
        state = title.load(await self._state_text(game.id))
        for role in roles:
            if title.undo_refusal(state, role) is None:
                return role
        # Explain for the role that acted last, if it is one of theirs.
        role = state.last_actor if state.last_actor in roles else roles[0]
        raise RuleError(title.undo_refusal(state, role) or "There is nothing to undo.")

    async def _replayer(self, game: GameRecord, title: Title) -> Replayer:
        rows = await self._conn.execute_fetchall("SELECT seed FROM games WHERE id = ?", (game.id,))
        replayer = Replayer.from_seed(
            title, self._tables, seed=rows[0]["seed"], scenario=game.scenario, options=game.options
        )
        for action in await self._actions(game.id):
            replayer.step_action(action)
        return replayer

    # --- waiting: reminders, deadlines, away -----------------------------------------------

    async def waits(self, game_id: int) -> dict[str, dict[str, Any]]:
        """role -> since, next_reminder_at, deadline_at, deadline_told for the roles waited on."""
        async with self._lock:
            return await waits.of_game(self._conn, game_id)

    async def take_due(self, now: datetime | None = None) -> list[OutboxItem]:
        """Queue the reminders and deadline notices due now (the bot's ticker calls this)."""
        moment = now or self._clock()
        async with self._lock, transaction(self._conn):
            due = await waits.take_due(self._conn, moment)
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
                await waits.next_due(self._conn),
                await outbox.next_attempt(self._conn),
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
            text = (
                f"💤 <@{user_id}> is away: reminders are paused until they are back."
                if away
                else f"👋 <@{user_id}> is back: reminders resume."
            )
            for game in games:
                await outbox.enqueue(
                    self._conn,
                    game.id,
                    game.version,
                    [{"kind": "notice", "text": text}],
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

    # --- auditing --------------------------------------------------------------------------

    async def replay(self, game_id: int) -> Any:
        """The state the game's log replays to from its seed."""
        async with self._lock:
            game = await self._game(game_id)
            self._check_started(game)
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
            actions = await self._actions(game_id)
        return replay(
            self._title(game.title),
            self._tables,
            seed=rows[0]["seed"],
            scenario=game.scenario,
            options=game.options,
            actions=actions,
        )

    async def verify(self) -> list[VerifyResult]:
        """Replay every started game and compare with its stored state and version."""
        async with self._lock:
            games = await self._conn.execute_fetchall(
                "SELECT id, title, seed, scenario, options, state, version FROM games"
                " WHERE version > 0 ORDER BY id"
            )
            logs = {game["id"]: await self._actions(game["id"]) for game in games}
        return [
            verify_game(
                self._titles.get(game["title"]),
                self._tables,
                game_id=game["id"],
                title_id=game["title"],
                seed=game["seed"],
                scenario=game["scenario"],
                options=json.loads(game["options"]),
                actions=logs[game["id"]],
                stored_state=game["state"],
                stored_version=game["version"],
            )
            for game in games
        ]

    async def export(self, game_id: int) -> dict[str, Any]:
        """The game's export (`storage.export`): public while it runs, complete once over."""
        async with self._lock:
            game = await self._game(game_id)
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
            actions = await self._actions(game_id)
        return build_export(self._title(game.title), self._tables, game, actions, rows[0]["seed"])

    async def checkpoint(self) -> None:
        """Copy the WAL back into the database file without blocking anyone (PASSIVE): done by
        the bot's ticker, so that commits seldom pay for it."""
        async with self._lock:
            await self._conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")

    async def backup(self, path: str | Path) -> Path:
        """A consistent copy of the whole database, taken with SQLite's online backup."""
        target = Path(path)
        if self._path is not None and target.resolve() == self._path.resolve():
            raise ValueError(f"{target} is the database itself; choose another file.")
        target.parent.mkdir(parents=True, exist_ok=True)
        # The lock keeps our own transactions out of the copy; other processes' writes are
        # kept out by SQLite (the copy is made from one read snapshot, in a single step).
        async with self._lock:
            copy = sqlite3.connect(target, check_same_thread=False)
            try:
                await self._conn.backup(copy)
            finally:
                copy.close()
        return target

    # --- the outbox ------------------------------------------------------------------------

    async def outbox_pending(
        self, now: datetime | None = None, limit: int = 100
    ) -> list[OutboxItem]:
        """Undelivered notifications that are due, oldest first."""
        moment = timestamp(now) if now is not None else self._now()
        async with self._lock:
            return await outbox.pending(self._conn, moment, limit)

    async def outbox_delivered(self, item_id: int) -> None:
        async with self._lock:
            await outbox.delivered(self._conn, item_id, self._now())

    async def outbox_retry_now(self, game_id: int) -> None:
        """Make the game's waiting notifications due now (its thread works again)."""
        async with self._lock:
            await outbox.retry_now(self._conn, game_id, self._now())

    async def outbox_failed(self, item_id: int, retry_at: datetime) -> None:
        """Count a failed delivery and try again at ``retry_at``."""
        async with self._lock:
            await outbox.failed(self._conn, item_id, timestamp(retry_at))

    # --- helpers (the caller holds the lock) -----------------------------------------------

    def _now(self) -> str:
        return timestamp(self._clock())

    def _title(self, title_id: str) -> Title:
        try:
            return self._titles[title_id]
        except KeyError:
            allowed = ", ".join(sorted(self._titles)) or "none"
            raise RuleError(f"There is no title {title_id!r}. Titles: {allowed}.") from None

    async def _game(self, game_id: int) -> GameRecord:
        found = await self._records("id = ?", (game_id,))
        if not found:
            raise RuleError(f"There is no game {game_id}.")
        return found[0]

    async def _game_and_state(self, game_id: int) -> tuple[GameRecord, str]:
        """A game and its state text in as few round trips as it takes (two)."""
        rows = await self._conn.execute_fetchall(
            f"SELECT {_RECORD_COLUMNS}, state FROM games WHERE id = ?", (game_id,)
        )
        if not rows:
            raise RuleError(f"There is no game {game_id}.")
        return (await self._with_seats(rows))[0], rows[0]["state"]

    async def _records(self, where: str, params: Iterable[Any]) -> list[GameRecord]:
        rows = await self._conn.execute_fetchall(
            f"SELECT {_RECORD_COLUMNS} FROM games WHERE {where} ORDER BY id", tuple(params)
        )
        return await self._with_seats(rows)

    async def _with_seats(self, rows: Iterable[Any]) -> list[GameRecord]:
        rows = list(rows)
        if not rows:
            return []
        ids = [row["id"] for row in rows]
        marks = ", ".join("?" * len(ids))
        seat_rows = await self._conn.execute_fetchall(
            f"SELECT game_id, role, user_id FROM seats WHERE game_id IN ({marks})", ids
        )
        seats: dict[int, dict[str, int]] = {game_id: {} for game_id in ids}
        for seat in seat_rows:
            seats[seat["game_id"]][seat["role"]] = seat["user_id"]
        return [
            GameRecord.model_validate(
                {
                    **{key: row[key] for key in _RECORD_KEYS},
                    "options": json.loads(row["options"]),
                    "settings": json.loads(row["settings"]),
                    "seats": self._in_role_order(row["title"], seats[row["id"]]),
                }
            )
            for row in rows
        ]

    def _in_role_order(self, title_id: str, seats: dict[str, int]) -> dict[str, int]:
        title = self._titles.get(title_id)
        order = list(title.roles) if title is not None else []
        rank = {role: index for index, role in enumerate(order)}
        return dict(
            sorted(seats.items(), key=lambda item: (rank.get(item[0], len(order)), item[0]))
        )

    async def _state_text(self, game_id: int) -> str:
        rows = await self._conn.execute_fetchall("SELECT state FROM games WHERE id = ?", (game_id,))
        return rows[0]["state"]

    async def _actions(self, game_id: int) -> list[ActionRecord]:
        rows = await self._conn.execute_fetchall(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [
            ActionRecord.model_validate(
                {
                    **dict(row),
                    "arg": json.loads(row["arg"]) if row["arg"] is not None else None,
                    "request": json.loads(row["request"]) if row["request"] is not None else None,
                }
            )
            for row in rows
        ]

    async def _update(self, game_id: int, **columns: Any) -> None:
        if "updated_at" not in columns:
            columns["updated_at"] = self._now()
        assignments = ", ".join(f"{column} = ?" for column in columns)
        await self._conn.execute(
            f"UPDATE games SET {assignments} WHERE id = ?", (*columns.values(), game_id)
        )

    @staticmethod
    def _status_after(title: Title, state: Any) -> GameStatus:
        return "ended" if state.outcome is not None else "active"

    @staticmethod
    def _who(title: Title, game: GameRecord, user_id: int) -> str:
        roles = game.roles_of(user_id)
        return " and ".join(title.role_name(r) for r in roles) if roles else "a spectator"

    @staticmethod
    def _names(title: Title, roles: Iterable[str]) -> str:
        """Roles as players read them: "Nationalists (nationalists), ..." or "none"."""
        return ", ".join(f"{title.role_name(r)} ({r})" for r in roles) or "none"

    @staticmethod
    def _free_roles(title: Title, game: GameRecord) -> list[str]:
        return [role for role in title.roles if role not in game.seats]

    @staticmethod
    def _check_manager(game: GameRecord, user_id: int, manager: bool, what: str) -> None:
        if user_id != game.owner_id and not manager:
            raise RuleError(
                f"Only the owner of game {game.id}, <@{game.owner_id}>, or a member with "
                f"Manage Server can {what} it."
            )

    @staticmethod
    def _check_movable(game: GameRecord, user_id: int, manager: bool) -> None:
        Store._check_manager(game, user_id, manager, "move")
        if game.status not in ("lobby", "active"):
            raise RuleError(f"Game {game.id} is over ({game.status}); it stays where it is.")
        if game.thread_trouble not in ("missing", "gone"):
            raise RuleError(
                f"Game {game.id} still has its thread, so it goes on there. Only a game whose "
                "thread was deleted moves to a new one."
            )

    @staticmethod
    def _check_role(title: Title, role: str) -> None:
        if role not in title.roles:
            raise RuleError(
                f"{title.name} has no role {role!r}. Roles: {Store._names(title, title.roles)}."
            )

    @staticmethod
    def _check_in_lobby(game: GameRecord) -> None:
        if game.status == "abandoned":
            raise RuleError(f"Game {game.id} was abandoned.")
        if game.status != "lobby":
            raise RuleError(f"Game {game.id} has already started; its seats are settled.")

    @staticmethod
    def _check_started(game: GameRecord) -> None:
        if not game.is_started:
            raise RuleError(f"Game {game.id} has not started yet.")

    @staticmethod
    def _check_active(game: GameRecord) -> None:
        if game.status == "lobby":
            raise RuleError(f"Game {game.id} has not started yet.")
        if game.status == "ended":
            raise RuleError(f"Game {game.id} is over; no more choices are taken.")
        if game.status == "abandoned":
            raise RuleError(f"Game {game.id} was abandoned.")
