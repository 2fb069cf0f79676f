"""The real bot (`bot.login` and `bot.connect`, as `bot.start(token)` does) against the fake
Discord of fake_discord.py, over loopback: for the delivery tests of tests/wire and the
"Delivery at scale" section of `python -m bench`.

Games are made through the store, as the lobby would (created, joined by distinct users,
started), each in a thread of the fake's guild; players' choices go through the store too and
then wake delivery, as a handler does (bot/play/prompts.py), so what is measured is delivery
alone: the bot's REST calls as the fake records them.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import AsyncIterator
from typing import Any

import discord
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

import rules
from bot.app import RefereeBot, create_bot
from bot.notify import shown_on_board
from bot.settings import Settings
from rules.core import seed_from_text
from storage import Store, outbox

from .fake_discord import API, FakeDiscord

OWNER = 700_000_000_000_000_001
USER_BASE = 710_000_000_000_000_000


@contextlib.asynccontextmanager
async def running_bot(
    fake: FakeDiscord, database_url: str, *, reconnect: bool = False, **settings: Any
) -> AsyncIterator[RefereeBot]:
    """The bot logged in and connected to ``fake`` (already started), ready; closed after.
    ``reconnect``: reconnect when the gateway drops, as in production; ``settings``: more
    settings (``metrics_port=0``...)."""
    old_base, old_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = fake.url + API
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.url.replace("http", "ws") + "/gateway")
    bot = create_bot(Settings(discord_token=None, database_url=database_url, **settings))
    try:
        await bot.login("fake-token")
        connecting = asyncio.create_task(bot.connect(reconnect=reconnect))
        await asyncio.wait_for(bot.wait_until_ready(), timeout=30)
        yield bot
        await bot.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(connecting, timeout=5)
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = old_base, old_gateway
        if not bot.is_closed():
            await bot.close()


async def started_games(
    bot: RefereeBot, fake: FakeDiscord, count: int, title_id: str = "spanish-civil-war"
) -> list[int]:
    """``count`` games started through the store, each in a thread of the fake's guild."""
    found = await new_games(bot.store, fake, count, title_id)
    bot.dispatcher.wake()
    return found


async def new_games(
    store: Store, fake: FakeDiscord, count: int, title_id: str = "spanish-civil-war"
) -> list[int]:
    """``count`` games started through ``store``, each in a thread of its own: in the fake's
    guilds in turn (the first game in the first guild, the next in the next, ...)."""
    title = rules.TITLES[title_id]
    found = []
    for n in range(count):
        guild = fake.guilds[n % len(fake.guilds)]
        thread = await fake.add_thread(f"{title.name} #{n + 1}", guild)
        scenario = next(iter(title.scenarios))
        game = await store.create_game(
            title_id,
            scenario,
            {},
            owner_id=OWNER,
            guild_id=guild,
            channel_id=fake.channel_of(guild),
            seed=seed_from_text(f"wire-{n}"),
        )
        await store.set_discord_ids(game.id, thread_id=thread)
        for k, role in enumerate(title.roles_in(scenario)):
            await store.join(game.id, role, USER_BASE + 10 * game.id + k)
        await store.start(game.id, OWNER)
        found.append(game.id)
    return found


async def play_one(bot: RefereeBot, game_id: int, rng: random.Random) -> Any:
    """One random legal choice through the store, then wake delivery, as a handler does;
    returns the submission (None when the game is over)."""
    submitted = await play_choice(bot.store, game_id, rng)
    if submitted is not None:
        bot.dispatcher.wake()
    return submitted


async def play_choice(store: Store, game_id: int, rng: random.Random) -> Any:
    """One random legal choice of ``game_id`` through ``store``; the submission, or None when
    the game is over."""
    game, state = await store.load(game_id)
    title = rules.TITLES[game.title]
    active = title.active(state)
    if not active:
        return None
    role = rng.choice(active)
    choices = title.view(state, role).choices
    # As players do, and as the fuzzer does (tests/rules/test_fuzz.py, P_BARE): one choice in
    # three ends what is being prepared ("done", "confirm", "pass") rather than wandering
    # through reversible marks.
    bare = [c for c in choices if c.arg is None]
    choice = rng.choice(bare if bare and rng.random() < 1 / 3 else choices)
    return await store.submit(
        game_id, role, choice, user_id=game.seats[role], expected_version=game.version
    )


async def settled(bot: RefereeBot, fake: FakeDiscord, timeout: float = 120) -> None:
    """`quiet`, and the DMs still settling (storage/outbox.py, "Lanes") delivered too: the
    ticker wakes delivery for them once they are due."""
    async with asyncio.timeout(timeout):
        while True:
            await quiet(bot, fake)
            later = discord.utils.utcnow() + outbox.SETTLE
            if not await bot.store.outbox_pending(now=later, limit=1):
                return
            await asyncio.sleep(0.5)


async def quiet(bot: RefereeBot, fake: FakeDiscord, timeout: float = 120) -> None:
    """Wait until nothing is left to deliver and no call is open."""
    async with asyncio.timeout(timeout):
        while True:
            await bot.dispatcher.idle()
            if fake.in_flight == 0 and not await bot.store.outbox_pending(limit=1):
                return
            await asyncio.sleep(0.05)


async def paced_play(
    bot: RefereeBot,
    fake: FakeDiscord,
    games: list[int],
    duration: float,
    pause: tuple[float, float] = (5.0, 15.0),
    leave_out: frozenset[int] = frozenset(),
) -> list[float]:
    """Every game's players make a choice, then pause (``pause`` seconds, uniformly), for
    ``duration`` seconds; then wait until all is delivered. Returns the seconds from each choice
    that changed a board to the first edit of that board begun after it, for the games not in
    ``leave_out`` (a game whose thread a test made fail)."""
    made: list[tuple[int, float]] = []
    stop_at = time.monotonic() + duration

    async def player(game: int, seed: int) -> None:
        rng = random.Random(seed)
        await asyncio.sleep(rng.uniform(0, pause[1] - pause[0]))
        while time.monotonic() < stop_at:
            before = shown(*(await bot.store.load(game)))
            submitted = await play_one(bot, game, rng)
            if submitted is None:
                return
            # Only a choice that changed the board is waited for: one that changed only a
            # hand edits nothing (bot/notify/board.py).
            if shown(submitted.game, submitted.state) != before:
                made.append((game, time.monotonic()))
            await asyncio.sleep(rng.uniform(*pause))

    await asyncio.gather(*(player(g, n) for n, g in enumerate(games)))
    await quiet(bot, fake, timeout=180)
    waits = []
    for game, at in made:
        if game in leave_out:
            continue
        board = (await bot.store.load(game))[0].board_message_id
        edits = [
            c.ended
            for c in fake.calls
            if c.method == "PATCH" and c.message == board and c.started >= at
        ]
        if edits:
            waits.append(min(edits) - at)
    return waits


def shown(game: Any, state: Any) -> str:
    """What the pinned board shows of a game, as the dispatcher compares it."""
    return shown_on_board(rules.TITLES[game.title].view(state, None), game)
