"""SimCord fixtures: the production factory, on a fresh SQLite file per test."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.settings import Settings


@pytest.fixture
def database_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def make_bot(database_url):
    """Builds a bot on the test's database; call it again to restart on the same data."""

    def make():
        return create_bot(Settings(discord_token=None, database_url=database_url))

    return make


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()
