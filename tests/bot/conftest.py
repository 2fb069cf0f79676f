"""SimCord fixtures: the production factory, on a fresh SQLite file per test."""

from __future__ import annotations

import pytest
import pytest_asyncio

from bot.app import create_bot
from bot.settings import Settings


@pytest.fixture
def database_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest_asyncio.fixture
async def make_bot(database_url):
    """Builds a bot on the test's database; call it again to restart on the same data.

    SimCord detaches a bot without calling its ``close()``, so the stores are closed here:
    an open aiosqlite connection keeps a worker thread alive and the test process with it.
    """
    made = []

    def make():
        # SimCord runs one shard; production asks Discord how many (bot/app.py).
        bot = create_bot(Settings(discord_token=None, database_url=database_url, shard_count=1))
        made.append(bot)
        return bot

    yield make
    for bot in made:
        store = getattr(bot, "store", None)
        if store is not None:
            await store.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()
