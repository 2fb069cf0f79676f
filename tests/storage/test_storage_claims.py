"""Several bot processes on one database (storage/outbox.py, "Claims"; storage/scope.py): each
delivers only its shards' games, an item is claimed by one process at a time, a killed
process's claims lapse or are taken back by its restart, and a game's items stay in order.
Each test runs on SQLite and on PostgreSQL; the race of claims runs on PostgreSQL, where two
processes really claim at once."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
from race_title import BLUE_PLAYER, OWNER, RACE, RED_PLAYER, SEED

from storage import Store
from storage.scope import Scope

COUNT = 4


def guild_on(shard: int, n: int = 1) -> int:
    """A guild id Discord puts on ``shard`` of `COUNT` (guild ids carry their shard in bits 22+)."""
    return ((n * COUNT + shard) << 22) | 12345


async def game_on(store: Store, shard: int) -> int:
    """A started race in a guild of ``shard``: it queues five notifications."""
    game = await store.create_game(
        RACE.id,
        "marathon",
        {},
        owner_id=OWNER,
        guild_id=guild_on(shard),
        channel_id=2,
        seed=SEED,
    )
    await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", BLUE_PLAYER)
    await store.start(game.id, OWNER)
    return game.id


def test_a_scope_names_its_shards_and_refuses_what_does_not_fit() -> None:
    assert Scope().claimer == "all of 1" and Scope().serves(None)
    scope = Scope((0, 1), COUNT)
    assert scope.claimer == "shards 0,1 of 4"
    assert [scope.serves(guild_on(shard)) for shard in range(COUNT)] == [True, True, False, False]
    assert scope.serves(None)  # direct messages are shard 0's
    with pytest.raises(ValueError, match="Shard ids run from 0 to 3 when there are 4 shards"):
        Scope((4,), COUNT)
    with pytest.raises(ValueError, match="named twice"):
        Scope((1, 1), COUNT)


def test_each_process_takes_its_shards_share_of_the_bots_global_limit() -> None:
    """Discord's 50 calls a second are the bot's, shared by all its processes."""
    assert Scope().share_of(50) == 50
    assert Scope((0, 1), 4).share_of(50) == 25
    assert Scope((2,), 3).share_of(50) == 16
    assert Scope((0, 1, 2), 3).share_of(50) == 50
    assert Scope((0,), 200).share_of(50) == 1  # never nothing


async def test_each_process_claims_only_its_own_shards_games(open_store) -> None:
    first = await open_store(scope=Scope((0, 1), COUNT))
    second = await open_store(scope=Scope((2, 3), COUNT))
    games = {shard: await game_on(first, shard) for shard in range(COUNT)}
    mine = await first.outbox_pending(limit=100)
    theirs = await second.outbox_pending(limit=100)
    assert {item.game_id for item in mine} == {games[0], games[1]}
    assert {item.game_id for item in theirs} == {games[2], games[3]}
    assert len(mine) == len(theirs) == 10


async def test_a_claimed_item_is_not_handed_to_another_until_its_lease_lapses(
    open_store, clock
) -> None:
    first = await open_store(scope=Scope((0, 1), COUNT), lease=timedelta(seconds=60))
    rival = await open_store(scope=Scope((0,), COUNT))  # misconfigured: shares shard 0
    game_id = await game_on(first, 0)
    claimed = await first.outbox_pending(limit=100)
    assert len(claimed) == 5
    assert await rival.outbox_pending(limit=100) == []
    clock.advance(seconds=59)
    assert await rival.outbox_pending(limit=100) == []
    clock.advance(seconds=2)  # the first process died: its claims lapse
    taken = await rival.outbox_pending(limit=100)
    assert [item.id for item in taken] == [item.id for item in claimed]
    assert {item.game_id for item in taken} == {game_id}


async def test_a_restart_takes_back_its_own_claims_at_once(open_store) -> None:
    before = await open_store(scope=Scope((0, 1), COUNT))
    await game_on(before, 1)
    claimed = await before.outbox_pending(limit=100)
    # The process is killed with its items claimed, then started again with the same shards.
    restarted = await open_store(scope=Scope((1, 0), COUNT))
    again = await restarted.outbox_pending(limit=100)
    assert [item.id for item in again] == [item.id for item in claimed]


async def test_delivered_items_are_never_handed_out_again(open_store) -> None:
    store = await open_store(scope=Scope((0, 1), COUNT))
    await game_on(store, 0)
    claimed = await store.outbox_pending(limit=100)
    await store.outbox_delivered(*(item.id for item in claimed[:3]))
    rest = await store.outbox_pending(limit=100)
    assert [item.id for item in rest] == [item.id for item in claimed[3:]]


def kinds(items) -> list[str]:
    return [item.payload["kind"] for item in items]


async def test_a_failed_item_is_released_and_holds_back_its_lane(open_store, clock) -> None:
    store = await open_store()
    rival = await open_store(scope=Scope((0, 1), 2))  # another name: "all of 2"
    game_id = await game_on(store, 0)
    claimed = await store.outbox_pending(limit=100)
    assert kinds(claimed) == ["board", "log", "ping", "private", "private"]
    await store.outbox_delivered(*(item.id for item in claimed[3:]))
    await store.outbox_failed(claimed[0].id, clock() + timedelta(seconds=30))
    # The thread's later items wait behind it, whoever asks; the board's claim was released.
    assert await store.outbox_pending(limit=100) == []
    clock.advance(seconds=31)
    retried = await rival.outbox_pending(limit=100, game_id=game_id)
    assert [item.id for item in retried] == [item.id for item in claimed[:1]]


async def test_a_games_items_wait_behind_one_another_process_holds(open_store, clock) -> None:
    """Two processes that both serve a game (a misconfiguration, or a handover): the second
    gets nothing of the game while the first holds its oldest item, so order is kept."""
    first = await open_store(scope=Scope((0,), 2))
    second = await open_store(scope=Scope((0, 1), 2))
    game_id = await game_on(first, 0)
    oldest = (await first.outbox_pending(limit=1))[0]
    # The board is held by the first: the thread's log and ping wait; the DMs, in lanes of
    # their own, do not.
    assert kinds(await second.outbox_pending(limit=100, game_id=game_id)) == [
        "private",
        "private",
    ]
    await first.outbox_delivered(oldest.id)
    after = await second.outbox_pending(limit=100, game_id=game_id)
    assert kinds(after) == ["log", "ping", "private", "private"]
    assert all(item.id > oldest.id for item in after)


async def test_reminders_are_taken_only_by_the_process_serving_the_game(open_store, clock) -> None:
    first = await open_store(scope=Scope((0, 1), COUNT))
    second = await open_store(scope=Scope((2, 3), COUNT))
    mine, theirs = await game_on(first, 1), await game_on(first, 3)
    for game_id in (mine, theirs):
        await first.update_settings(game_id, {"reminder_hours": 1}, user_id=OWNER)
    clock.advance(hours=2)
    assert await first.next_due() is not None
    first_due = await first.take_due()
    second_due = await second.take_due()
    assert {item.game_id for item in first_due} == {mine}
    assert {item.game_id for item in second_due} == {theirs}


async def test_two_processes_claiming_at_once_never_take_the_same_item(
    open_store_at, postgresql_url: str
) -> None:
    """PostgreSQL's FOR UPDATE SKIP LOCKED: many claims racing over the same games (both
    processes serve every game here) hand each item out once."""
    # Both serve every game, under different names ("all of 2", "all of 1").
    stores = [
        await open_store_at(postgresql_url, scope=scope, lease=timedelta(hours=1))
        for scope in (Scope((0, 1), 2), Scope())
    ]
    for _ in range(30):
        await game_on(stores[0], 0)

    async def deliver(store: Store) -> list[int]:
        """Claim a few, deliver them, again, as a process's delivery does."""
        delivered: list[int] = []
        while batch := [item.id for item in await store.outbox_pending(limit=3)]:
            await store.outbox_delivered(*batch)
            delivered += batch
        return delivered

    first, second = await asyncio.gather(deliver(stores[0]), deliver(stores[1]))
    assert set(first).isdisjoint(second)
    assert len(first) == len(set(first)) and len(second) == len(set(second))
    assert len(first) + len(second) == 30 * 5
    assert first and second  # both took part in the race


async def test_a_change_made_by_another_process_wakes_delivery(
    open_store_at, postgresql_url: str
) -> None:
    """PostgreSQL's LISTEN/NOTIFY: the bot hears the console's (another connection's) change."""
    bot = await open_store_at(postgresql_url)
    console = await open_store_at(postgresql_url)
    heard = asyncio.Event()
    assert await bot.watch_outbox(heard.set)
    await game_on(console, 0)
    await asyncio.wait_for(heard.wait(), timeout=5)


async def test_sqlite_has_no_notifications_to_watch(open_store_at, sqlite_url: str) -> None:
    store = await open_store_at(sqlite_url)
    assert await store.watch_outbox(lambda: None) is False
