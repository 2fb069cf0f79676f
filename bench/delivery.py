"""Section 6, delivery at scale: the real bot over real HTTP against a loopback fake Discord
(tests/wire/fake_discord.py) that answers every call after 80 ms, with Discord's per-channel
buckets (5 messages per 5 s per channel, 5 edits per 5 s), its global 50 calls a second, and
the rate-limit headers and 429s discord.py reads.

* Throughput: 20 games, each with a backlog of choices made at once; the non-interaction calls
  delivered per second while work is queued (the median of the one-second bins during which at
  least half the games had work waiting: at the tail, one game's channel limits, 5 messages per
  5 s, decide alone), and the most calls open at once, as the bot counts them (its REST calls
  begun and not answered) and as the fake sees them.
* Paced play: 20 games whose players pause about 10 s (5 to 15) between choices; from each
  choice to the board edit that shows it, p99. Then the same with one game's thread answering
  429 to everything for 30 s (10 s in the quick form): the other games' p99 beside it.
* Calls per accepted choice over a whole Spanish Civil War game, each choice made once the
  last one's notifications are out.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import statistics
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import rules
from bot.notify import shown_on_board
from tests.wire.fake_discord import DEFAULT_LIMIT, LIMITS, FakeDiscord
from tests.wire.harness import play_one, quiet, running_bot, settled, started_games

from .report import Figure, percentile

SECTION = "Delivery at scale"
LATENCY = 0.08
GAMES = 20
CALLS_PER_SECOND = 45  # target: non-interaction calls delivered while work is queued
IN_FLIGHT = 8
P99 = 1.0  # seconds from a choice to the board edit showing it
SHUT_RATIO = 1.2  # the others' p99 with one thread refusing, against without
CALLS_PER_CHOICE = 1.5
# Calls the bot makes to log in and get ready, not deliveries.
SETUP_ROUTES = ("/users/@me", "/oauth2/applications/@me")


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    backlog = 8 if quick else 25
    # Quick (CI) smokes the section: every figure printed, in about a minute.
    paced_for = 8.0 if quick else 120.0
    whole = 20 if quick else None  # choices of the whole-game count (None: to its end)
    shut_for = 10.0 if quick else 30.0  # seconds one thread answers 429
    figures = asyncio.run(_run(workdir, backlog, paced_for, whole, shut_for))
    setup = (
        f"the bot over loopback HTTP against a fake Discord answering after {LATENCY * 1000:.0f} "
        f"ms with Discord's buckets and global limit; {GAMES} Spanish Civil War games: a backlog "
        f"of {backlog} choices each; paced play for {paced_for:.0f} s (pauses of 5-15 s), again "
        f"with one thread answering 429 for {shut_for:.0f} s; one game "
        + ("played to its end" if whole is None else f"for {whole} choices")
        + ", each choice after the last one's notifications"
    )
    return setup, figures


async def _run(
    workdir: Path, backlog: int, paced_for: float, whole: int | None, shut_for: float
) -> list[Figure]:
    figures = []
    figures += await _throughput(workdir / "throughput.sqlite3", backlog)
    calm = await _paced(workdir / "paced.sqlite3", paced_for, shut_for=0.0)
    stormy = await _paced(workdir / "shut.sqlite3", paced_for, shut_for=shut_for)
    figures.append(_figure("choice to board edit, p99", calm, "s", P99))
    figures.append(
        _figure(
            f"the same, one thread 429 for {shut_for:.0f} s: others' p99",
            stormy,
            "s",
            calm * SHUT_RATIO,
        )
    )
    figures.append(await _calls_per_choice(workdir / "whole.sqlite3", whole))
    return figures


def _figure(name: str, value: float, unit: str, limit: float | None, at_least=False) -> Figure:
    return Figure(SECTION, name, value, unit, limit, at_least)


@contextlib.asynccontextmanager
async def _world(database: Path, games: int) -> AsyncIterator[tuple[FakeDiscord, Any, list[int]]]:
    """A fake Discord, the bot connected to it, and ``games`` games started, delivered."""
    fake = FakeDiscord(latency=LATENCY)
    await fake.start()
    try:
        async with running_bot(fake, f"sqlite:///{database}") as bot:
            found = await started_games(bot, fake, games)
            await quiet(bot, fake)
            yield fake, bot, found
    finally:
        await fake.stop()


async def _throughput(database: Path, backlog: int) -> list[Figure]:
    async with _world(database, GAMES) as (fake, bot, games):
        bot.pacing.most_in_flight = 0
        fake.most_in_flight = 0
        rng = random.Random(6)
        began = time.monotonic()
        samples: list[tuple[float, int]] = []
        sampling = asyncio.create_task(_backlog(bot, samples))
        for _ in range(backlog):
            for game in games:
                await play_one(bot, game, rng)
        await quiet(bot, fake)
        sampling.cancel()
        calls = [c.started for c in fake.calls if c.started >= began and _delivery(c.route)]
        bins = Counter(int(t - began) for t in calls)
        # A second counts while at least half the games had work waiting at its start: then
        # the bot-wide budget, not one game's channel limits, decides how fast it goes.
        busy = [
            second
            for second in range(int(max(calls, default=began) - began))
            if _waiting(samples, began + second) >= GAMES // 2
        ]
        full = [bins[second] for second in busy] or [0]
        delivered_in = max(calls, default=began) - began
        return [
            _figure(
                "calls/s delivered while work is queued",
                statistics.median(full),
                "calls/s",
                CALLS_PER_SECOND,
                at_least=True,
            ),
            _figure(
                "calls in flight at once (the bot's)",
                bot.pacing.most_in_flight,
                "calls",
                IN_FLIGHT,
                at_least=True,
            ),
            _figure("calls in flight at once (Discord's side)", fake.most_in_flight, "calls", None),
            _figure("429s earned by not waiting out a bucket", fake.bucket_429s, "429s", 0),
            _figure("backlog delivered in", delivered_in, "s", None),
            _figure(
                "the least the channels' buckets allow for it",
                _least_time(fake, began),
                "s",
                None,
            ),
        ]


def _least_time(fake: FakeDiscord, began: float) -> float:
    """The soonest the calls made since ``began`` could all have been begun, were the
    channels' buckets the only limit (the work all there at the start, no latency): a bucket of
    n calls per t seconds, starting full, begins its k-th call at t * ((k - 1) // n)."""
    counts = Counter(
        (c.channel, c.method, c.route)
        for c in fake.calls
        if c.started >= began and _delivery(c.route) and c.channel is not None
    )
    least = 0.0
    for (_, method, route), made in counts.items():
        limit, per = LIMITS.get((method, route), DEFAULT_LIMIT)
        least = max(least, per * ((made - 1) // limit))
    return least


async def _backlog(bot, samples: list[tuple[float, int]]) -> None:
    """Until cancelled: how many games have notifications waiting (among the oldest 200, which
    is enough to tell whether half the games do), every 100 ms: a cheap read, so that the
    sampling does not hold the store's lock against the lanes."""
    while True:
        pending = await bot.store.outbox_pending(limit=200)
        samples.append((time.monotonic(), len({item.game_id for item in pending})))
        await asyncio.sleep(0.1)


def _waiting(samples: list[tuple[float, int]], moment: float) -> int:
    """Games with work waiting at ``moment``, by the last sample before it."""
    return next((games for at, games in reversed(samples) if at <= moment), 0)


def _delivery(route: str) -> bool:
    return route not in SETUP_ROUTES and not route.startswith(("/applications", "/interactions"))


async def _paced(database: Path, duration: float, shut_for: float) -> float:
    """p99 seconds from a choice to the first board edit of its game begun after it, over the
    games whose thread was never shut (one is, for ``shut_for`` seconds, unless 0)."""
    async with _world(database, GAMES) as (fake, bot, games):
        records = {g: (await bot.store.load(g))[0] for g in games}
        shut_game = games[0] if shut_for else None
        if shut_game is not None:
            fake.shut(records[shut_game].thread_id or 0, shut_for)
        made: list[tuple[int, float]] = []
        stop_at = time.monotonic() + duration

        async def player(game: int, seed: int) -> None:
            rng = random.Random(seed)
            await asyncio.sleep(rng.uniform(0, 10))
            while time.monotonic() < stop_at:
                before = _shown(*(await bot.store.load(game)))
                submitted = await play_one(bot, game, rng)
                if submitted is None:
                    return
                # Only a choice that changed the board is waited for: one that changed
                # only a hand edits nothing (bot/notify/board.py).
                if _shown(submitted.game, submitted.state) != before:
                    made.append((game, time.monotonic()))
                await asyncio.sleep(rng.uniform(5, 15))

        await asyncio.gather(*(player(g, n) for n, g in enumerate(games)))
        await quiet(bot, fake, timeout=120)
        waits = []
        for game, at in made:
            if game == shut_game:
                continue
            board = (await bot.store.load(game))[0].board_message_id
            edits = [
                c.ended
                for c in fake.calls
                if c.method == "PATCH" and c.message == board and c.started >= at
            ]
            if edits:
                waits.append(min(edits) - at)
        return percentile(sorted(waits), 0.99) if waits else float("inf")


def _shown(game, state) -> str:
    """What the pinned board shows of a game, as the dispatcher compares it."""
    return shown_on_board(rules.TITLES[game.title].view(state, None), game)


async def _calls_per_choice(database: Path, limit: int | None) -> Figure:
    async with _world(database, 1) as (fake, bot, (game,)):
        before = len(fake.calls)
        rng = random.Random(8)
        choices = 0
        while limit is None or choices < limit:
            if await play_one(bot, game, rng) is None:
                break
            choices += 1
            await quiet(bot, fake)
        # The last DMs of players who were mid-sequence go out once settled: they count.
        await settled(bot, fake)
        calls = [c for c in fake.calls[before:] if _delivery(c.route)]
        return _figure(
            "calls per accepted choice",
            len(calls) / max(choices, 1),
            "calls",
            CALLS_PER_CHOICE,
        )
