"""Delivery over the wire (issue 14): the real bot, logged in and connected to the loopback fake
Discord of fake_discord.py, delivering several games at once within Discord's limits.

SimCord answers in-process with no latency and no rate limits, so it cannot show any of this:
calls open at once, a channel's 429 not holding back other games, the global limit kept.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from bot.pacing import CallBudget, ChannelPacer
from tests.wire.fake_discord import FakeDiscord
from tests.wire.harness import play_one, quiet, running_bot, started_games


@pytest.mark.slow
async def test_games_are_delivered_at_once_and_a_refusing_thread_holds_back_no_other(tmp_path):
    """Ten games, each call answered after 80 ms: their deliveries overlap (several calls open
    at once, where one lane for all games had one); one game's thread answering 429 for 3 s
    delays its own messages, while each other game's notifications are all out within a second
    of its choice; every notification goes out once, without a global 429."""
    fake = FakeDiscord(latency=0.08)
    await fake.start()
    try:
        async with running_bot(fake, f"sqlite:///{tmp_path / 'games.sqlite3'}") as bot:
            games = await started_games(bot, fake, 10)
            await quiet(bot, fake)
            assert fake.most_in_flight >= 4, fake.most_in_flight
            records = {g: (await bot.store.load(g))[0] for g in games}
            stuck = records[games[0]]
            fake.shut(stuck.thread_id or 0, 3.0)
            rng = random.Random(3)
            started = time.monotonic()
            for _ in range(30):  # until the refusing thread has a message to post
                submitted = await play_one(bot, games[0], rng)
                if any(n.payload["kind"] == "log" for n in submitted.notifications):
                    break
            waits = []
            for game in games[1:]:
                made = time.monotonic()
                await play_one(bot, game, rng)
                while await bot.store.outbox_pending(game_id=game, limit=1):
                    assert time.monotonic() - made < 5, f"game {game} was held back"
                    await _tick()
                waits.append(time.monotonic() - made)
            assert max(waits) < 1.0, waits
            assert time.monotonic() - started < 3.0  # all of it while the thread still refused
            others = {r.thread_id for g, r in records.items() if g != games[0]}
            assert [c for c in fake.calls if c.channel in others and c.started > started]
            await quiet(bot, fake)
            refused = [c for c in fake.calls if c.channel == stuck.thread_id and c.status == 429]
            assert refused, "the refusing thread was not tried while it refused"
            assert fake.global_429s == 0 and fake.bucket_429s == 0
            assert await bot.store.outbox_pending(limit=1) == []
    finally:
        await fake.stop()


@pytest.mark.slow
async def test_a_log_line_and_its_ping_are_one_message_on_the_wire(tmp_path):
    """The log line of a choice and the ping it causes go out as one POST, the log first
    (bot/notify/pings.py): one call where there were two."""
    fake = FakeDiscord(latency=0.01)
    await fake.start()
    try:
        async with running_bot(fake, f"sqlite:///{tmp_path / 'games.sqlite3'}") as bot:
            (game,) = await started_games(bot, fake, 1)
            await quiet(bot, fake)
            rng = random.Random(1)
            merged = []
            for _ in range(40):
                before = len(fake.calls)
                await play_one(bot, game, rng)
                await quiet(bot, fake)
                posts = [
                    c.body.get("content") or ""
                    for c in fake.calls[before:]
                    if c.method == "POST" and c.route == "/channels/{channel}/messages"
                ]
                merged += [p for p in posts if "your turn" in p and not p.startswith("<@")]
            assert merged, "no log line went out with a ping"
            for text in merged:
                lines = text.splitlines()
                ping = next(i for i, line in enumerate(lines) if "your turn" in line)
                assert ping > 0 and lines[ping].startswith("<@"), text
    finally:
        await fake.stop()


async def test_the_budget_never_lets_more_calls_begin_than_its_period_allows():
    """bot/pacing.py: calls answered at once still begin at most ``limit`` in any ``period``."""
    budget = CallBudget(limit=5, period=0.3)
    begun = []
    for _ in range(12):
        await budget.take()
        begun.append(time.monotonic())
        budget.give_back()
    for i, at in enumerate(begun):
        within = [t for t in begun[i:] if t < at + 0.3 - 0.01]
        assert len(within) <= 5, (i, within)
    assert begun[-1] - begun[0] >= 0.6 - 0.05  # 12 calls at 5 per 0.3 s: two full waits


async def test_a_call_holds_its_room_until_a_period_after_its_answer():
    """bot/pacing.py: a call may arrive as late as its answer (a busy loop writes it late), so
    its room frees a period after the answer, not a period after it began; a call cancelled
    before it went gives its room back too."""
    budget = CallBudget(limit=2, period=0.2)
    await budget.take()
    await budget.take()
    third = asyncio.create_task(budget.take())
    await asyncio.sleep(0.4)  # two periods after they began, both still unanswered
    assert not third.done(), "room was freed while its call was still on the wire"
    answered = time.monotonic()
    budget.give_back()
    await asyncio.wait_for(third, 1.0)
    assert time.monotonic() - answered >= 0.2 - 0.01
    budget.give_back()
    budget.give_back()
    await asyncio.sleep(0.21)
    await asyncio.wait_for(budget.take(), 0.05)  # every room free again
    await asyncio.wait_for(budget.take(), 0.05)


def test_the_pacer_reads_discords_headers():
    """bot/pacing.py: a spent bucket shuts that method on that channel until its reset; a 429
    shuts the whole channel for its Retry-After; other channels stay open."""
    now = [100.0]
    pacer = ChannelPacer(clock=lambda: now[0])
    url = "http://x/api/v10/channels/42/messages"
    pacer.heard("POST", url, 200, {"X-RateLimit-Remaining": "0", "X-RateLimit-Reset-After": "2"})
    assert pacer.delay(42, "POST") == 2.0
    assert pacer.delay(42, "PATCH") == 0.0
    assert pacer.delay(43, "POST") == 0.0
    pacer.heard("PATCH", url + "/7", 429, {"Retry-After": "5"})
    assert pacer.delay(42, "PATCH") == 5.0
    now[0] += 5.5
    assert pacer.delay(42, "POST") == pacer.delay(42, "PATCH") == 0.0
    pacer.heard("POST", url, 200, {"X-RateLimit-Remaining": "3"})
    assert pacer.delay(42, "POST") == 0.0


async def _tick() -> None:
    await asyncio.sleep(0.02)
