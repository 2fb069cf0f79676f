"""What `/game export` attaches: the export as JSON and as readable text (storage/export.py)
and, for a started game, its replay page (bot/replay). The handler defers before any of it.

Everything here grows with the game: the export replays the log from the seed, the page
replays it again for the public boards and draws them. None of it runs on the event loop,
which every game's interactions share: the replays and the text in threads, the drawings in
processes of their own (drawn in a thread, they would hold the interpreter for seconds).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.replay import build_page
from bot.replay import pool as replay_pool
from rules import get_title
from rules.core import Board, Title
from rules.verify import Export
from storage import GameRecord, Store
from storage.export import export_json, readable_log

# Discord's largest upload for a bot in a server without boosts.
UPLOAD_MAX_BYTES = 10 * 1024 * 1024


@dataclass(frozen=True)
class Exported:
    data: dict[str, Any]  # the export (storage.export.build_export)
    files: dict[str, bytes]  # by file name; the page left out when over `UPLOAD_MAX_BYTES`
    page_name: str | None  # the replay page's file name, for a started game


async def exported(store: Store, game: GameRecord) -> Exported:
    """The export of ``game`` and its files."""
    data = await store.export(game.id)
    files = await asyncio.to_thread(_files, game.id, data)
    page_name = None
    if game.is_started:
        page_name = f"game-{game.id}-replay.html"
        boards = await store.public_boards(game.id)
        title = get_title(game.title)
        page = (await asyncio.to_thread(replay_page, title, data, boards)).encode()
        if len(page) <= UPLOAD_MAX_BYTES:
            files[page_name] = page
    return Exported(data, files, page_name)


def _files(game_id: int, data: dict) -> dict[str, bytes]:
    return {
        f"game-{game_id}-export.json": export_json(data).encode(),
        f"game-{game_id}-log.txt": readable_log(data).encode(),
    }


def replay_page(title: Title, export: dict, boards: list[Board]) -> str:
    """The replay page, its pictures drawn in processes spawned for it, not forked: the bot's
    process holds threads (aiosqlite's) a fork would copy mid-lock."""
    with replay_pool("spawn") as drawing:
        return build_page(title, Export.model_validate(export), boards, drawing)
