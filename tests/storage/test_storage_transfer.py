"""``python -m storage migrate --to postgresql://…`` (storage/transfer.py): every game, action,
seat, wait, player and pending notification reaches PostgreSQL unchanged, every game is verified
by replay there, and what cannot be done is refused with a reason and exit code 2."""

from __future__ import annotations

import asyncio

import pytest
from race_title import BLUE_PLAYER, RACE, RED_PLAYER, play, play_to_end, started_race

import rules
from storage import Store
from storage.__main__ import main
from tests.databases import fetch


async def a_sqlite_database(url: str) -> dict[str, object]:
    """Games in every state, with pending notifications, waits and an away player."""
    store = await Store.open(url, titles={RACE.id: RACE}, tables={})
    try:
        lobby = await store.create_game(RACE.id, "sprint", {}, owner_id=1, guild_id=5, channel_id=6)
        running = (await started_race(store)).game
        await play(store, running.id, "red", "roll", 2)
        await store.roll(running.id, 77, "2d6")
        ended = (await started_race(store)).game
        await play_to_end(store, ended.id)
        abandoned = (await started_race(store)).game
        await store.abandon(abandoned.id, abandoned.owner_id)
        await store.set_away(BLUE_PLAYER, True)
        # Some notifications delivered, the rest still pending.
        first = await store.outbox_pending(limit=3)
        await store.outbox_delivered(*(item.id for item in first))
        return await snapshot(store, [lobby.id, running.id, ended.id, abandoned.id])
    finally:
        await store.close()


async def snapshot(store: Store, game_ids: list[int]) -> dict[str, object]:
    """What the bot can read of the games, through the store."""
    return {
        "games": [await store.get_game(game_id) for game_id in game_ids],
        "actions": [await store.actions(game_id) for game_id in game_ids],
        "waits": [await store.waits(game_id) for game_id in game_ids],
        "away": await store.away_users([RED_PLAYER, BLUE_PLAYER]),
        "seen": [await store.seen_log(game_id) for game_id in game_ids],
        "pending": [
            (item.id, item.game_id, item.version, item.payload)
            for item in await store.outbox_pending(limit=1000)
        ],
    }


@pytest.fixture(autouse=True)
def race_is_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    # The command opens stores with the registered titles, as the bot does.
    monkeypatch.setitem(rules.TITLES, RACE.id, RACE)


def test_migrate_copies_everything_and_verifies_every_game(
    sqlite_url: str, postgresql_url: str, capsys: pytest.CaptureFixture
) -> None:
    before = asyncio.run(a_sqlite_database(sqlite_url))
    assert main(["migrate", "--database", sqlite_url, "--to", postgresql_url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "copied 4 of 4 games"
    assert out[-1].startswith("Verified all 3 started games by replay on postgresql://")

    async def after() -> tuple[dict[str, object], int, int]:
        store = await Store.open(postgresql_url, titles={RACE.id: RACE}, tables={})
        try:
            ids = [game.id for game in before["games"]]
            found = await snapshot(store, ids)
            # New ids come after the copied ones.
            fresh = await store.create_game(
                RACE.id, "sprint", {}, owner_id=1, guild_id=5, channel_id=6
            )
            await store.set_away(RED_PLAYER, True)
            return found, fresh.id, max(ids)
        finally:
            await store.close()

    found, fresh_id, highest = asyncio.run(after())
    assert found == before
    assert fresh_id > highest
    delivered = 3
    pending = len(before["pending"])
    assert out[-2] == (
        f"Copied 4 games, 6 seats, 8 actions, {pending + delivered} notifications ({pending} still"
        " to deliver), 1 waits and 1 players."
    )


def test_migrate_refuses_a_target_that_holds_games(
    sqlite_url: str, postgresql_url: str, capsys: pytest.CaptureFixture
) -> None:
    asyncio.run(a_sqlite_database(sqlite_url))
    assert main(["migrate", "--database", sqlite_url, "--to", postgresql_url]) == 0
    capsys.readouterr()
    assert main(["migrate", "--database", sqlite_url, "--to", postgresql_url]) == 2
    assert capsys.readouterr().err.strip() == (
        "migrate failed: The target already holds 4 games; migrate copies into an empty database."
    )
    games = asyncio.run(fetch(postgresql_url, "SELECT COUNT(*) FROM games"))
    assert games == [(4,)]


def test_migrate_reports_a_game_that_does_not_replay_and_exits_1(
    sqlite_url: str, postgresql_url: str, capsys: pytest.CaptureFixture
) -> None:
    before = asyncio.run(a_sqlite_database(sqlite_url))
    running = before["games"][1].id
    asyncio.run(fetch(sqlite_url, "UPDATE games SET version = version + 1 WHERE id = ?", running))
    assert main(["migrate", "--database", sqlite_url, "--to", postgresql_url]) == 1
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith(f"game {running} (test-race): MISMATCH") for line in out)
    assert out[-1] == "1 of 3 games do not replay to their stored state."


@pytest.mark.parametrize(
    ("source", "target", "message"),
    [
        (
            "sqlite",
            "sqlite:///other.db",
            "--to must be a postgresql:// URL, not 'sqlite:///other.db'.",
        ),
        (
            "postgresql",
            "postgresql",
            "migrate copies from a SQLite database: --database (or DATABASE_URL) names one.",
        ),
    ],
)
def test_migrate_refuses_what_it_cannot_do(
    source: str,
    target: str,
    message: str,
    sqlite_url: str,
    postgresql_url: str,
    capsys: pytest.CaptureFixture,
) -> None:
    asyncio.run(a_sqlite_database(sqlite_url))
    urls = {"sqlite": sqlite_url, "postgresql": postgresql_url}
    assert main(["migrate", "--database", urls[source], "--to", urls.get(target, target)]) == 2
    assert capsys.readouterr().err.strip() == message


def test_migrate_hides_the_password_of_an_unreachable_server(
    sqlite_url: str, capsys: pytest.CaptureFixture
) -> None:
    asyncio.run(a_sqlite_database(sqlite_url))
    target = "postgresql://referee:hunter2@127.0.0.1:1/referee"
    assert main(["migrate", "--database", sqlite_url, "--to", target]) == 2
    err = capsys.readouterr().err
    assert "Cannot reach PostgreSQL at postgresql://referee:***@127.0.0.1:1/referee" in err
    assert "hunter2" not in err and "Traceback" not in err
