"""Auditing and keeping: the action log, replaying it, verifying every game, exports,
checkpoints of the WAL and online backups."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from rules.core import Board, Title
from rules.core.replay import public_boards as replayed_boards
from rules.core.replay import replay
from rules.core.tables import Table

from . import public_log
from .base import StoreBase, parse_actions
from .export import build_export
from .records import ActionRecord, GameRecord, VerifyResult
from .replay import verify_game


@dataclass(frozen=True)
class GameLog:
    """A game, its secret seed and its log of actions: all a replay of it needs, picklable, so
    that a worker process can replay a long game away from the bot's event loop."""

    title: Title
    tables: dict[str, Table]
    game: GameRecord
    seed: str
    rows: list[tuple[Any, ...]]  # the actions as stored (`StoreBase._action_rows`)

    @cached_property
    def actions(self) -> list[ActionRecord]:
        return parse_actions(self.rows)

    @property
    def replayable(self) -> dict[str, Any]:
        """What `rules.core.replay` replays the game from, besides its title and tables."""
        game = self.game
        return {
            "seed": self.seed,
            "scenario": game.scenario,
            "options": game.options,
            "actions": self.actions,
        }

    def export(self) -> dict[str, Any]:
        """The game's export (`storage.export`): public while it runs, complete once over."""
        return build_export(self.title, self.tables, self.game, self.actions, self.seed)

    def public_boards(self) -> list[Board]:
        """The public board (``Title.view(state, None).board``) after the set-up and after each
        action, replayed from the seed: what a replay page shows of a game, running or over,
        and nothing a spectator may not see (bot/replay)."""
        return replayed_boards(self.title, self.tables, **self.replayable)


class AuditRoom(StoreBase):
    async def actions(self, game_id: int) -> list[ActionRecord]:
        """The game's log of actions, in order."""
        async with self._lock:
            await self._game(game_id)
            return await self._actions(game_id)

    async def game_log(self, game_id: int, *, started: bool = False) -> GameLog:
        """The game with its secret seed and its log of actions, read together: what its
        export and its public boards are replayed from, in any process (``started``: a game in
        the lobby refused)."""
        async with self._lock:
            game = await self._game(game_id)
            if started:
                self._check_started(game)
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
            actions = await self._action_rows(game_id)
        return GameLog(self._title(game.title), dict(self._tables), game, rows[0]["seed"], actions)

    async def replay(self, game_id: int) -> Any:
        """The state the game's log replays to from its seed."""
        log = await self.game_log(game_id, started=True)
        return replay(log.title, log.tables, **log.replayable)

    async def state_after(self, game_id: int, seq: int) -> Any:
        """The state after action ``seq`` (0: the set-up) of a started game, rebuilt from the
        checkpoint before it (storage/checkpoints.py), not from the seed."""
        async with self._lock:
            game, state = await self._game_and_state(game_id)
            self._check_started(game)
            assert state is not None
            if not 0 <= seq < game.version:
                raise ValueError(f"Game {game_id} has actions 1 to {game.version - 1}, not {seq}.")
            title = self._title(game.title)
            return await (await self._rewinder(game, title, state)).state_after(seq)

    async def verify(self) -> list[VerifyResult]:
        """Replay every started game and compare with its stored state and version."""
        async with self._lock:
            games = await self._conn.execute_fetchall(
                "SELECT id, title, seed, scenario, options, state, version FROM games"
                " WHERE version > 0 ORDER BY id"
            )
            logs = {game["id"]: await self._actions(game["id"]) for game in games}
            stored = {
                game["id"]: await public_log.whole_json(self._conn, game["id"], game["state"])
                for game in games
            }
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
                stored_state=stored[game["id"]],
                stored_version=game["version"],
            )
            for game in games
        ]

    async def export(self, game_id: int) -> dict[str, Any]:
        """The game's export (`storage.export`): public while it runs, complete once over."""
        # Replaying a long game takes seconds: off the event loop.
        return await asyncio.to_thread((await self.game_log(game_id)).export)

    async def public_boards(self, game_id: int) -> list[Any]:
        """The public board after the set-up and after each action (`GameLog.public_boards`)."""
        log = await self.game_log(game_id, started=True)
        return await asyncio.to_thread(log.public_boards)

    async def checkpoint(self) -> None:
        """Copy the WAL back into the database file without blocking anyone (PASSIVE): done by
        the bot's ticker, so that commits seldom pay for it. PostgreSQL checkpoints by itself."""
        if self.dialect != "sqlite":
            return
        async with self._lock:
            await self._conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")

    async def backup(self, path: str | Path) -> Path:
        """A consistent copy of the whole database, taken with SQLite's online backup."""
        if self.dialect != "sqlite":
            raise ValueError(
                "backup copies a SQLite database; back PostgreSQL up with its own tools "
                "(pg_dump, or continuous archiving)."
            )
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
