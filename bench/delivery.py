"""Section 6, delivery at scale: the real bot over real HTTP against a loopback fake Discord
(tests/wire/fake_discord.py) that answers every call after 80 ms, with Discord's per-channel
buckets (5 messages per 5 s per channel, 5 edits per 5 s), its global 50 calls a second, and
the rate-limit headers and 429s discord.py reads.

* Throughput: 20 games, each with a backlog of choices made at once; the non-interaction calls
  delivered per second while work is queued (the median of the one-second bins during which at
  least half the games had work waiting: at the tail, one game's channel limits, 5 messages per
  5 s, decide alone), and the most calls open at once, as the bot counts them (its REST calls
  begun and not answered) and as the fake sees them.
* The same at 60 games, where Discord's global limit (50 calls a second), not the channels'
  buckets, binds: calls a second while work is queued, and no global 429. At 20 games, the time
  the backlog took beside the least its channels' buckets allow.
* Paced play: 20 games whose players pause about 10 s (5 to 15) between choices; from each
  choice to the board edit that shows it, p99. Then the same with a fault from the start of
  play, for 60 s (10 s in the quick form): one game's thread answering 429 to everything, or
  5xx, or holding its answers (a call timing out), or the gateway dropped and refusing
  connections; the other games' p99 beside the calm run's (within 20 %: SHUT_RATIO). And with
  every call refused by a global 429 for 3 s: every game waits that out, so its p99 is
  printed without a target.
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
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from tests.wire.fake_discord import DEFAULT_LIMIT, LIMITS, FakeDiscord
from tests.wire.harness import paced_play, play_one, quiet, running_bot, settled, started_games

from .report import Figure, percentile

SECTION = "Delivery at scale"
LATENCY = 0.08
GAMES = 20
CALLS_PER_SECOND = 45  # target: non-interaction calls delivered while work is queued
IN_FLIGHT = 8
P99 = 1.0  # seconds from a choice to the board edit showing it
SHUT_RATIO = 1.2  # the others' p99 with one thread refusing, against without
MANY_GAMES = 60  # games for the throughput run that Discord's global limit binds
BACKLOG_RATIO = 1.05  # at 20 games, the backlog's time against the least the buckets allow
STORM = 3.0  # seconds of global 429s
CALLS_PER_CHOICE = 1.5
# Calls the bot makes to log in and get ready, not deliveries.
SETUP_ROUTES = ("/users/@me", "/oauth2/applications/@me")


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    backlog = 8 if quick else 25
    # Quick (CI) smokes the section: every figure printed, in about a minute.
    paced_for = 8.0 if quick else 120.0
    whole = 20 if quick else None  # choices of the whole-game count (None: to its end)
    # Seconds each fault lasts from the start of play: a minute of REST answering 5xx or timing
    # out (and the same for the others), within the 120 s of play.
    shut_for = 10.0 if quick else 60.0
    figures = asyncio.run(_run(workdir, backlog, paced_for, whole, shut_for))
    setup = (
        f"the bot over loopback HTTP against a fake Discord answering after {LATENCY * 1000:.0f} "
        f"ms with Discord's buckets and global limit; {GAMES} and {MANY_GAMES} Spanish Civil "
        f"War games: a backlog of {backlog} choices each; {GAMES} games in paced play for "
        f"{paced_for:.0f} s (pauses of 5-15 s), again with each fault for {shut_for:.0f} s and "
        f"with global 429s for {STORM:.0f} s; one game "
        + ("played to its end" if whole is None else f"for {whole} choices")
        + ", each choice after the last one's notifications"
    )
    return setup, figures


async def _run(
    workdir: Path, backlog: int, paced_for: float, whole: int | None, shut_for: float
) -> list[Figure]:
    figures = []
    figures += await _throughput(workdir / "throughput.sqlite3", backlog, GAMES)
    figures += await _throughput(workdir / "throughput-60.sqlite3", backlog, MANY_GAMES)
    calm = await _paced(workdir / "paced.sqlite3", paced_for)
    figures.append(_figure("choice to board edit, p99", calm, "s", P99))
    # Each fault on the first game's thread (or the whole gateway) for ``shut_for`` seconds
    # from the start of play: the other games' p99 beside the calm run's.
    faults: dict[str, Callable[[FakeDiscord, int], Awaitable[Any]]] = {
        "one thread 429": _fault(lambda fake, thread: fake.shut(thread, shut_for)),
        "one thread 5xx": _fault(lambda fake, thread: fake.fail(thread, shut_for)),
        "one thread timing out": _fault(lambda fake, thread: fake.stall(thread, shut_for)),
        "the gateway dropped": lambda fake, _: fake.drop_gateway(refuse_for=shut_for),
    }
    for name, fault in faults.items():
        database = workdir / f"fault-{len(figures)}.sqlite3"
        p99 = await _paced(database, paced_for, fault, leave_out_first="thread" in name)
        figures.append(
            _figure(
                f"the same, {name} for {shut_for:.0f} s: others' p99",
                p99,
                "s",
                calm * SHUT_RATIO,
            )
        )
    storm = await _paced(
        workdir / "storm.sqlite3", paced_for, _fault(lambda fake, _: fake.storm(STORM))
    )
    figures.append(_figure(f"the same, global 429s for {STORM:.0f} s: p99", storm, "s", None))
    figures.append(await _calls_per_choice(workdir / "whole.sqlite3", whole))
    return figures


def _fault(
    apply: Callable[[FakeDiscord, int], None],
) -> Callable[[FakeDiscord, int], Awaitable[None]]:
    async def fault(fake: FakeDiscord, thread: int) -> None:
        apply(fake, thread)

    return fault


def _figure(name: str, value: float, unit: str, limit: float | None, at_least=False) -> Figure:
    return Figure(SECTION, name, value, unit, limit, at_least)


@contextlib.asynccontextmanager
async def _world(
    database: Path, games: int, reconnect: bool = False
) -> AsyncIterator[tuple[FakeDiscord, Any, list[int]]]:
    """A fake Discord, the bot connected to it, and ``games`` games started, delivered."""
    fake = FakeDiscord(latency=LATENCY)
    await fake.start()
    try:
        async with running_bot(fake, f"sqlite:///{database}", reconnect=reconnect) as bot:
            found = await started_games(bot, fake, games)
            await quiet(bot, fake)
            yield fake, bot, found
    finally:
        await fake.stop()


async def _throughput(database: Path, backlog: int, count: int) -> list[Figure]:
    """``count`` games, each with ``backlog`` choices made at once: how fast their calls go
    out while work is queued, and how near the least time the buckets allow all of it is out
    in. At 20 games each channel's bucket binds; at 60, Discord's global limit."""
    async with _world(database, count) as (fake, bot, games):
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
            if _waiting(samples, began + second) >= count // 2
        ]
        full = [bins[second] for second in busy] or [0]
        delivered_in = max(calls, default=began) - began
        rate = statistics.median(full)
        if count != GAMES:
            return [
                _figure(
                    f"{count} games: calls/s delivered while work is queued",
                    rate,
                    "calls/s",
                    CALLS_PER_SECOND,
                    at_least=True,
                ),
                _figure(f"{count} games: global 429s", fake.global_429s, "429s", 0),
            ]
        least = _least_time(fake, began)
        return [
            # No target at 20 games: each channel's bucket (5 messages per 5 s), not the
            # global limit, decides how fast they go; the ratio below is their bar.
            _figure("calls/s delivered while work is queued", rate, "calls/s", None),
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
            _figure("the least the channels' buckets allow for it", least, "s", None),
            _figure(
                "backlog time / the least the buckets allow",
                delivered_in / least if least else float("inf"),
                "x",
                BACKLOG_RATIO,
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


async def _paced(
    database: Path,
    duration: float,
    fault: Callable[[FakeDiscord, int], Awaitable[Any]] | None = None,
    leave_out_first: bool = False,
) -> float:
    """p99 seconds from a choice to the first board edit of its game begun after it, with
    ``fault`` applied to the first game's thread as play begins (its own choices left out when
    ``leave_out_first``)."""
    async with _world(database, GAMES, reconnect=fault is not None) as (fake, bot, games):
        if fault is not None:
            await fault(fake, (await bot.store.load(games[0]))[0].thread_id or 0)
        left_out = frozenset({games[0]} if leave_out_first else ())
        waits = await paced_play(bot, fake, games, duration, leave_out=left_out)
        return percentile(sorted(waits), 0.99) if waits else float("inf")


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
