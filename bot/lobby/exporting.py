"""What `/game export` attaches: the export as JSON and as readable text (storage/export.py)
and, for a started game, its replay page (bot/replay). The handler defers before any of it.

All of it grows with the game: the export replays the log from the seed, the page replays it
again for the public boards and draws them. It is made in a worker process (`WORKERS` of them,
started at the first export and kept), never on the event loop, which every game's
interactions share, nor in a thread: a long game's replay holds thousands of objects, and
each of Python's full garbage collections over them stops every thread of the process, the
event loop's included, for as long as it takes (hundreds of ms at 3,000 actions).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from bot.replay import build_page
from rules.verify import Export
from storage import GameRecord, Store
from storage.audit import GameLog
from storage.export import export_json, readable_log

# Discord's largest upload for a bot in a server without boosts.
UPLOAD_MAX_BYTES = 10 * 1024 * 1024
WORKERS = os.cpu_count() or 1

_pool: ProcessPoolExecutor | None = None


@dataclass(frozen=True)
class Exported:
    actions: int  # in the export
    seed: bool  # the export holds the seed (the game is over)
    files: dict[str, bytes]  # by file name; the page left out when over `UPLOAD_MAX_BYTES`
    page_name: str | None  # the replay page's file name, for a started game

    @property
    def too_big(self) -> list[str]:
        """The files Discord would refuse."""
        return [name for name, blob in self.files.items() if len(blob) > UPLOAD_MAX_BYTES]


async def exported(store: Store, game: GameRecord) -> Exported:
    """The export of ``game`` and its files, made in a worker process."""
    log = await store.game_log(game.id)
    try:
        actions, seed, files, page = await asyncio.get_running_loop().run_in_executor(
            _workers(), made, log
        )
    except BrokenProcessPool:
        shutdown()  # a worker died (killed, out of memory): the next export starts new ones
        raise
    page_name = f"game-{game.id}-replay.html" if game.is_started else None
    if page_name is not None and page is not None and len(page) <= UPLOAD_MAX_BYTES:
        files[page_name] = page
    return Exported(actions, seed, files, page_name)


def made(log: GameLog) -> tuple[int, bool, dict[str, bytes], bytes | None]:
    """In a worker: the export's number of actions, whether it shows the seed, its JSON and
    text files, and the replay page of a started game (its pictures drawn here, one after the
    other). Only bytes go back: what crosses to the bot's process is unpickled there in one
    go, with no other thread running."""
    data = log.export()
    game_id = log.game.id
    files = {
        f"game-{game_id}-export.json": export_json(data).encode(),
        f"game-{game_id}-log.txt": readable_log(data).encode(),
    }
    page = None
    if log.game.is_started:
        page = build_page(log.title, Export.model_validate(data), log.public_boards()).encode()
    return len(data["actions"]), "seed" in data, files, page


def _workers() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        # Spawned, not forked: the bot's process holds threads (aiosqlite's) a fork would
        # copy mid-lock.
        _pool = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"))
    return _pool


def shutdown() -> None:
    """Stop the workers (the bot closing); an export after this starts new ones."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None
