"""Each game's public log, one row a line (table ``log_lines``), apart from its stored state.

The log is most of a long game's state (some 700 KB of a 3,000-action game's JSON), and it only
grows: an undo adds its own line and takes none back (ARCHITECTURE.md, "The action log and
replay"). So ``games.state`` holds the state without its log, the size of a board, and a change
writes that and adds the lines it said; a read attaches the lines back. What a change costs the
database then stays the same however long the game.

A line is kept as its English, as a saved state always held it (rules/core/messages.py), with
its message ids (``GameState.said``) beside it.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import TypeAdapter

from rules.core import GameState
from rules.core.messages import Text

from .database import Connection

# The fields of a state that live in ``log_lines``, not in ``games.state``.
LEFT_OUT = frozenset({"log", "said"})
_LINES = TypeAdapter(list[Text])


def bare_json(state: GameState) -> str:
    """The JSON ``games.state`` holds: the state without its log."""
    return state.model_dump_json(exclude=set(LEFT_OUT))


async def append(conn: Connection, game_id: int, state: GameState, start: int) -> None:
    """Add the lines ``state`` said from line ``start`` on (the length of the log the
    database holds)."""
    lines = _LINES.dump_python(state.log[start:], mode="json")
    said = state.said[start:]
    rows = [
        (game_id, start + k, line, said[k] if k < len(said) else None)
        for k, line in enumerate(lines)
    ]
    if rows:
        await conn.executemany(
            "INSERT INTO log_lines (game_id, n, line, said) VALUES (?, ?, ?, ?)", rows
        )


async def attach(conn: Connection, game_id: int, state: GameState) -> GameState:
    """``state``, read without its log, with the game's lines put back."""
    state.log, state.said = await _lines(conn, game_id)
    return state


async def whole_json(conn: Connection, game_id: int, bare: str) -> str:
    """The stored state's whole JSON, log included, to compare with a replay's by value."""
    data: dict[str, Any] = json.loads(bare)
    data["log"], data["said"] = await _lines(conn, game_id)
    return json.dumps(data)


async def _lines(conn: Connection, game_id: int) -> tuple[list[str], list[str | None]]:
    rows = await conn.execute_fetchall(
        "SELECT line, said FROM log_lines WHERE game_id = ? ORDER BY n", (game_id,)
    )
    return [row["line"] for row in rows], [row["said"] for row in rows]
