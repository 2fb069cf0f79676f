"""What every room of the store shares: the connection, its lock, the clock, and reading games.

`Store` (storage/store.py) is a thin front over rooms split by job: the lobby (storage/lobby.py),
play (storage/play.py), waiting (storage/waiting.py), auditing (storage/audit.py) and delivery
(storage/delivery.py). Each room is a `StoreBase` and uses its helpers; the caller of a helper
whose name starts with an underscore holds the lock (and, for writes, a transaction).

One connection serves the whole bot; an `asyncio.Lock` keeps one coroutine's transaction from
interleaving with another's on it. Other processes (the CLI, the console, other bot processes
on PostgreSQL) are kept apart by the database: writes take the write lock first (SQLite's BEGIN
IMMEDIATE, an advisory lock on PostgreSQL: storage/postgres.py) and re-check the version.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from rules.core import GameOver, GameState, Msg, RuleError, Title, UnknownRole, UnknownTitle
from rules.core.tables import Table

from . import checkpoints, public_log
from .database import Connection, dialect, timestamp, transaction
from .errors import Mention, Refusal, UnknownGame
from .records import GAME_STATUSES, ActionRecord, GameRecord, GameStatus
from .scope import Scope
from .snapshots import Snapshot, Snapshots

T = TypeVar("T")

# Everything but the secret seed and the state, which have their own ways out.
_RECORD_COLUMNS = (
    "id, title, scenario, options, status, commitment, owner_id, guild_id, channel_id,"
    " thread_id, board_message_id, lobby_message_id, thread_trouble, thread_trouble_since,"
    " version, moved_version, settings, created_at, updated_at"
)
_RECORD_KEYS = tuple(c.strip() for c in _RECORD_COLUMNS.split(","))
_ACTION_COLUMNS = "id, game_id, seq, kind, role, user_id, verb, arg, request, created_at"
ACTION_KEYS = tuple(c.strip() for c in _ACTION_COLUMNS.split(","))
# How long an outbox item stays claimed by the process delivering it (storage/outbox.py).
DEFAULT_LEASE = timedelta(seconds=60)


class StoreBase:
    """The connection and what every room reads through it. Open a `Store` with `Store.open`."""

    def __init__(
        self,
        conn: Connection,
        path: Path | None,
        titles: Mapping[str, Title],
        tables: Mapping[str, Table],
        clock: Callable[[], datetime],
        scope: Scope,
        lease: timedelta,
    ) -> None:
        self._conn = conn
        # The games this process delivers and reminds for, and its claims' lease (`Store.open`).
        self.scope = scope
        self.lease = lease
        self._path = path
        self._titles = titles
        self._tables = tables
        self._clock = clock
        self._lock = asyncio.Lock()
        # The latest state of each game played here (storage/snapshots.py), and those written
        # by the transaction under way, kept once it commits (`_writing`).
        self._snapshots = Snapshots(clock)
        self._written: list[tuple[int, Snapshot]] = []

    @property
    def dialect(self) -> str:
        """The database behind the store: "sqlite" or "postgresql"."""
        return dialect(self._conn)

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
        clauses, params = ["TRUE"], []
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
            clauses.append(f"status IN ({', '.join('?' * len(wanted))})" if wanted else "FALSE")
            params += wanted
        async with self._lock:
            return await self._records(" AND ".join(clauses), params)

    async def game_counts(self) -> dict[str, int]:
        """This process's games by status (lobby, active, ended, abandoned)."""
        async with self._lock:
            rows = await self._conn.execute_fetchall(
                "SELECT status, COUNT(*) AS n FROM games"
                f" WHERE {self.scope.games_sql()} GROUP BY status"
            )
        return {row["status"]: int(row["n"]) for row in rows}

    async def ping(self) -> None:
        """A round trip to the database: raises when it does not answer."""
        async with self._lock:
            await self._conn.execute_fetchall("SELECT 1 AS one")

    async def load(
        self, game_id: int, *, known: tuple[int, GameState] | None = None
    ) -> tuple[GameRecord, GameState]:
        """A started game and its current state.

        ``known``: a version of the game and its state that the caller holds (the delivery,
        handed the `Submitted` of a change). Only the version changes a state, so while the
        game is at that version its state is not read again: only its record, which can change
        without it (a seat handed over, the game abandoned or moved to a new thread)."""
        async with self._lock:
            if known is not None:
                game = await self._game(game_id)
                if game.version == known[0]:
                    self._check_started(game)
                    return game, known[1]
            game, state = await self._game_and_state(game_id)
        self._check_started(game)
        assert state is not None
        return game, state

    async def reveal_seed(self, game_id: int) -> str:
        """The secret seed, once the game is over, so anyone can check every roll."""
        async with self._lock:
            game = await self._game(game_id)
            if game.status not in ("ended", "abandoned"):
                raise RuleError(Msg("store-seed-secret", game=game_id, commitment=game.commitment))
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
        return rows[0]["seed"]

    # --- helpers (the caller holds the lock) -----------------------------------------------

    def _now(self) -> str:
        return timestamp(self._clock())

    def _title(self, title_id: str) -> Title:
        try:
            return self._titles[title_id]
        except KeyError:
            allowed = ", ".join(sorted(self._titles)) or Msg("store-none")
            raise UnknownTitle(
                Msg("store-unknown-title", title=repr(title_id), titles=allowed)
            ) from None

    async def _game(self, game_id: int) -> GameRecord:
        found = await self._records("id = ?", (game_id,))
        if not found:
            raise UnknownGame(game_id)
        return found[0]

    async def _game_and_state(self, game_id: int) -> tuple[GameRecord, GameState | None]:
        """A game and its state (None in the lobby: it has none yet), the state kept from
        this process's last write of it (storage/snapshots.py) while the database holds that
        version, else read."""
        if not self._snapshots.holds(game_id):
            # Nothing kept: the record and the state in one read, as before snapshots.
            rows = await self._conn.execute_fetchall(
                f"SELECT {_RECORD_COLUMNS}, state FROM games WHERE id = ?", (game_id,)
            )
            if not rows:
                raise UnknownGame(game_id)
            game = (await self._with_seats(rows))[0]
            if not game.is_started:
                return game, None
            return game, (await self._with_log(game, rows[0]["state"])).settle()
        game = await self._game(game_id)
        if not game.is_started:
            return game, None
        state = self._snapshots.state(game_id, game.version)
        if state is None:
            state = (await self._stored_state(game)).settle()
        return game, state

    def forget_idle(self, now: datetime | None = None) -> None:
        """Forget the kept states of games unplayed for `snapshots.IDLE` by ``now``: the
        ticker calls it, so that an idle bot keeps no game in memory."""
        self._snapshots.drop_idle(now)

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[None]:
        """The lock and one write transaction; the snapshots it wrote are kept once it has
        committed, and forgotten if it did not (a rolled-back version may be written again,
        with another state, by another process)."""
        async with self._lock:
            self._written.clear()
            try:
                async with transaction(self._conn):
                    yield
            except BaseException:
                for game_id, _ in self._written:
                    self._snapshots.forget(game_id)
                raise
            finally:
                written, self._written = self._written, []
            for game_id, snapshot in written:
                self._snapshots.keep(game_id, snapshot)

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
            f"SELECT game_id, role, user_id, computer FROM seats WHERE game_id IN ({marks})", ids
        )
        seats: dict[int, dict[str, int]] = {game_id: {} for game_id in ids}
        computers: dict[int, dict[str, str]] = {game_id: {} for game_id in ids}
        for seat in seat_rows:
            if seat["computer"] is not None:
                computers[seat["game_id"]][seat["role"]] = seat["computer"]
            else:
                seats[seat["game_id"]][seat["role"]] = seat["user_id"]
        return [
            GameRecord.model_validate(
                {
                    **{key: row[key] for key in _RECORD_KEYS},
                    "options": json.loads(row["options"]),
                    "settings": json.loads(row["settings"]),
                    "seats": self._in_role_order(row["title"], seats[row["id"]]),
                    "computers": self._in_role_order(row["title"], computers[row["id"]]),
                }
            )
            for row in rows
        ]

    def _in_role_order(self, title_id: str, seats: dict[str, T]) -> dict[str, T]:
        title = self._titles.get(title_id)
        order = list(title.roles) if title is not None else []
        rank = {role: index for index, role in enumerate(order)}
        return dict(
            sorted(seats.items(), key=lambda item: (rank.get(item[0], len(order)), item[0]))
        )

    async def _stored_state(self, game: GameRecord) -> GameState:
        """The state of a started game as the database holds it, its log attached."""
        rows = await self._conn.execute_fetchall("SELECT state FROM games WHERE id = ?", (game.id,))
        return await self._with_log(game, rows[0]["state"])

    async def _with_log(self, game: GameRecord, text: str) -> GameState:
        """The state stored as ``text`` (without its log: storage/public_log.py), its log
        attached."""
        state = self._title(game.title).load(text)
        return await public_log.attach(self._conn, game.id, state)

    async def _rewinder(
        self, game: GameRecord, title: Title, current: GameState
    ) -> checkpoints.Rewinder:
        """The game's earlier states, from its checkpoints (the caller holds the lock)."""

        async def setup() -> GameState:
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game.id,)
            )
            return title.setup(rows[0]["seed"], game.scenario, game.options)

        return checkpoints.Rewinder(
            self._conn,
            title,
            self._tables,
            game_id=game.id,
            setup=setup,
            current=current,
            actions=partial(self._actions, game.id),
        )

    async def _actions(
        self, game_id: int, after: int = 0, upto: int | None = None
    ) -> list[ActionRecord]:
        """The game's actions numbered after ``after`` up to ``upto`` (all of them: 0, None)."""
        return parse_actions(await self._action_rows(game_id, after, upto))

    async def _action_rows(
        self, game_id: int, after: int = 0, upto: int | None = None
    ) -> list[tuple[Any, ...]]:
        """`_actions` as the database holds them (`ACTION_KEYS`): a long game's log is parsed
        where it is replayed, which may be another process (storage/audit.py, `GameLog`)."""
        rows = await self._conn.execute_fetchall(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND seq > ? AND seq <= ?"
            " ORDER BY seq",
            (game_id, after, upto if upto is not None else 2**62),
        )
        return [tuple(row[key] for key in ACTION_KEYS) for row in rows]

    async def _update(self, game_id: int, **columns: Any) -> None:
        if "updated_at" not in columns:
            columns["updated_at"] = self._now()
        assignments = ", ".join(f"{column} = ?" for column in columns)
        await self._conn.execute(
            f"UPDATE games SET {assignments} WHERE id = ?", (*columns.values(), game_id)
        )

    @staticmethod
    def _status_after(state: GameState) -> GameStatus:
        return "ended" if state.outcome is not None else "active"

    @staticmethod
    def _names(title: Title, roles: Iterable[str]) -> Msg:
        """Roles as players read them: "Nationalists (nationalists), ..." or "none"."""
        named = [Msg("store-role-named", name=title.role_name(r), id=r) for r in roles]
        return Msg.join(*named, sep=", ") if named else Msg("store-none")

    @staticmethod
    def _free_roles(title: Title, game: GameRecord) -> list[str]:
        """The roles of the game's scenario nobody, not even the computer, holds yet."""
        return [role for role in title.roles_in(game.scenario) if not game.held(role)]

    @staticmethod
    def _check_manager(game: GameRecord, user_id: int, manager: bool, action: str) -> None:
        """Only the owner or a manager may do ``action`` (an `store-only-owner` case: "start",
        "skip", "settings"...)."""
        if user_id != game.owner_id and not manager:
            raise Refusal(
                "store-only-owner", game=game.id, owner=Mention(game.owner_id), action=action
            )

    @classmethod
    def _check_role(cls, title: Title, game: GameRecord, role: str) -> None:
        """``role`` is one the game's scenario seats."""
        seated = title.roles_in(game.scenario)
        if role in title.roles and role not in seated:
            scenario = title.scenarios[game.scenario].name
            raise UnknownRole(
                Msg(
                    "store-not-seated-in-scenario",
                    scenario=scenario,
                    role=title.role_name(role),
                    roles=cls._names(title, seated),
                )
            )
        if role not in seated:
            raise UnknownRole(
                Msg(
                    "store-no-such-role",
                    title=title.name,
                    role=repr(role),
                    roles=cls._names(title, seated),
                )
            )

    @staticmethod
    def _check_in_lobby(game: GameRecord) -> None:
        if game.status == "abandoned":
            raise GameOver(Msg("store-abandoned", game=game.id))
        if game.status != "lobby":
            raise RuleError(Msg("store-seats-settled", game=game.id))

    @staticmethod
    def _check_started(game: GameRecord) -> None:
        if not game.is_started:
            raise RuleError(Msg("store-not-started", game=game.id))

    @staticmethod
    def _check_active(game: GameRecord) -> None:
        if game.status == "lobby":
            raise RuleError(Msg("store-not-started", game=game.id))
        if game.status == "ended":
            raise GameOver(Msg("store-over", game=game.id))
        if game.status == "abandoned":
            raise GameOver(Msg("store-abandoned", game=game.id))


def parse_actions(rows: Iterable[tuple[Any, ...]]) -> list[ActionRecord]:
    """Action rows (`StoreBase._action_rows`) as records, their JSON read."""
    found = []
    for row in rows:
        values = dict(zip(ACTION_KEYS, row, strict=True))
        for key in ("arg", "request"):
            if values[key] is not None:
                values[key] = json.loads(values[key])
        found.append(ActionRecord.model_validate(values))
    return found
