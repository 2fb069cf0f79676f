"""Checkpoints: the state after every `EVERY`-th action, so that going back in a game (an undo)
replays at most `EVERY` actions instead of the whole log from the seed.

The log stays the truth (`rules.core.replay`): a checkpoint is a cache written in the same
transaction as its action (`storage/play.py`, `_commit`), and `python -m storage verify` and
`rules.verify` still replay from the seed. A game without checkpoints (one started before
them, or copied without them) is resumed from its set-up.

A checkpoint leaves the public log out and keeps its length: the log only grows, an undo
included (ARCHITECTURE.md, "The action log and replay"), so the log after any action is the
start of the current one. A checkpoint thus stays the size of a board, not of the game so far.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from rules.core import GameState, Title
from rules.core.replay import Replayer
from rules.core.tables import Table

from . import public_log
from .database import Connection
from .records import ActionRecord

# Actions between two checkpoints: an undo replays at most this many. A Canadian Civil War
# action takes up to about 3 ms to carry out.
EVERY = 32


def due(seq: int) -> bool:
    """Whether the state after action ``seq`` is kept."""
    return seq % EVERY == 0


def row(game_id: int, seq: int, state: GameState) -> tuple[Any, ...]:
    """The checkpoint row of the state after action ``seq``: its JSON without the log."""
    return (game_id, seq, len(state.log), public_log.bare_json(state))


async def write(conn: Connection, rows: Sequence[tuple[Any, ...]]) -> None:
    await conn.executemany(
        "INSERT INTO checkpoints (game_id, seq, log_lines, state) VALUES (?, ?, ?, ?)", rows
    )


class Rewinder:
    """The states after earlier actions of one game, each rebuilt from the checkpoint before
    it and the actions since. ``current`` is the game's state now (its log holds every
    earlier log); ``actions(after, upto)`` reads the log between two action numbers."""

    def __init__(
        self,
        conn: Connection,
        title: Title,
        tables: Mapping[str, Table],
        *,
        game_id: int,
        setup: Callable[[], Awaitable[GameState]],
        current: GameState,
        actions: Any,
    ) -> None:
        """``setup()`` makes the game's set-up, needed only before its first checkpoint."""
        self._conn, self._title, self._tables = conn, title, tables
        self._game_id, self._setup, self._current = game_id, setup, current
        self._actions = actions
        self._known: dict[int, GameState] = {}
        self.replayed = 0  # actions carried out again, for tests and the bench

    async def state_after(self, seq: int) -> GameState:
        """The state after action ``seq`` (0: the set-up)."""
        if seq in self._known:
            return self._known[seq]
        start, state = await self._checkpoint(seq)
        if start == seq:
            self._known[seq] = state
            return state
        actions: list[ActionRecord] = await self._actions(start, seq)
        replayer = Replayer(self._title, self._tables, state, await self._reached(actions))
        for action in actions:
            replayer.step_action(action)
        self.replayed += len(actions)
        self._known[seq] = replayer.state
        return replayer.state

    async def last_in_force(self, last_seq: int) -> int | None:
        """The latest action not taken back (what an undo now takes back), read from the log
        backwards: each undo takes back the latest action before it still in force."""
        pending = 0
        seq = last_seq
        while seq > 0:
            rows = await self._conn.execute_fetchall(
                "SELECT seq, kind FROM actions WHERE game_id = ? AND seq <= ?"
                " ORDER BY seq DESC LIMIT ?",
                (self._game_id, seq, EVERY),
            )
            for found in rows:
                if found["kind"] == "undo":
                    pending += 1
                elif pending:
                    pending -= 1
                else:
                    return found["seq"]
            if len(rows) < EVERY:
                return None
            seq = rows[-1]["seq"] - 1
        return None

    async def _checkpoint(self, seq: int) -> tuple[int, GameState]:
        """The latest kept state at or before action ``seq``: (its action, the state)."""
        rows = await self._conn.execute_fetchall(
            "SELECT seq, log_lines, state FROM checkpoints WHERE game_id = ? AND seq <= ?"
            " ORDER BY seq DESC LIMIT 1",
            (self._game_id, seq),
        )
        if not rows:
            return 0, await self._setup()
        state = self._title.load(rows[0]["state"])
        lines = rows[0]["log_lines"]
        state.log, state.said = self._current.log[:lines], self._current.said[:lines]
        return rows[0]["seq"], state

    async def _reached(self, actions: list[ActionRecord]) -> list[tuple[int, GameState]]:
        """What the undos among ``actions`` take back from before them, as `Replayer`'s
        history: each such action with the state before it, oldest first."""
        in_range: list[int] = []
        reached: list[int] = []
        for action in actions:
            if action.kind != "undo":
                in_range.append(action.seq)
            elif in_range:
                in_range.pop()
            else:
                # An undo logged before undos named their action takes back the latest in force.
                undoes = (action.request or {}).get("undoes")
                reached.append(undoes or await self.last_in_force(action.seq - 1))
        return [(seq, await self.state_after(seq - 1)) for seq in sorted(reached)]
