"""Fixtures for the storage tests: a fake clock and stores on a fresh database, opened with the
tiny test title of `race_title` (and no result tables unless a test passes some).

Every test that takes ``db_url`` (and so ``store`` and ``open_store``) runs twice: on a SQLite
file and on a schema of the throwaway PostgreSQL cluster (tests/databases.py). A test about
SQLite's own file takes ``sqlite_url`` instead."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from race_title import RACE

from storage import Store
from tests.databases import BACKENDS, new_postgresql_url, new_url


class FakeClock:
    """A clock that stands still until a test moves it."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games.sqlite3"


@pytest.fixture
def sqlite_url(db_path: Path) -> str:
    return f"sqlite:///{db_path}"


@pytest.fixture(params=BACKENDS)
async def db_url(request: pytest.FixtureRequest, db_path: Path) -> str:
    return await new_url(request.param, db_path)


async def _opening(
    default_url: str | None, clock: FakeClock
) -> AsyncIterator[Callable[..., Awaitable[Store]]]:
    """Opens stores (on ``default_url`` unless ``url`` is given); all closed at the end."""
    opened: list[Store] = []

    async def opener(url: str | None = None, **kwargs: Any) -> Store:
        kwargs.setdefault("titles", {RACE.id: RACE})
        kwargs.setdefault("tables", {})
        kwargs.setdefault("clock", clock)
        opened.append(await Store.open(url or default_url, **kwargs))
        return opened[-1]

    yield opener
    for store in opened:
        await store.close()


@pytest.fixture
async def open_store(
    db_url: str, clock: FakeClock
) -> AsyncIterator[Callable[..., Awaitable[Store]]]:
    """Opens stores on the test's database, of each backend in turn."""
    async for opener in _opening(db_url, clock):
        yield opener


@pytest.fixture
async def open_store_at(clock: FakeClock) -> AsyncIterator[Callable[..., Awaitable[Store]]]:
    """Opens stores at the URL given, for a test of one backend (``sqlite_url``: SQLite's file
    and WAL; ``postgresql_url``: PostgreSQL's migrations and locks)."""
    async for opener in _opening(None, clock):
        yield opener


@pytest.fixture
async def postgresql_url() -> str:
    return await new_postgresql_url()


@pytest.fixture
async def store(open_store: Callable[..., Awaitable[Store]]) -> Store:
    return await open_store()
