"""What an operator's monitoring reads (bot/monitor), over the wire: the real bot,
connected to the loopback fake Discord, serving ``/metrics`` and ``/healthz`` on a port of its
own while it delivers games."""

from __future__ import annotations

import asyncio
import os
import random
import re
import shutil
import tempfile
from pathlib import Path

import aiohttp
import pytest

from tests import postgres_cluster
from tests.wire.fake_discord import FakeDiscord
from tests.wire.harness import play_one, quiet, running_bot, settled, started_games


async def fetch(bot, path: str) -> tuple[int, str]:
    assert bot.monitor is not None and bot.monitor.port
    async with aiohttp.ClientSession() as session:
        url = f"http://127.0.0.1:{bot.monitor.port}{path}"
        async with session.get(url) as response:
            return response.status, await response.text()


def sample(text: str, name: str, **labels: str) -> float:
    """The value of the sample ``name`` with exactly ``labels`` in Prometheus's text format
    (whose labels come in any order); 0 when it is not there."""
    for line in text.splitlines():
        found = re.fullmatch(r"([a-z_]+)(?:\{(.*)\})? (\S+)", line)
        if found and found[1] == name:
            given = dict(re.findall(r'(\w+)="([^"]*)"', found[2] or ""))
            if given == labels:
                return float(found[3])
    return 0.0


@pytest.mark.slow
async def test_metrics_move_during_a_game_and_health_follows_the_gateway(tmp_path):
    """Three games delivered: the counters of deliveries and Discord's answers move, the games
    and the backlog show; /healthz says ok, 503 naming the shard while the gateway is away,
    and ok again once the bot has resumed its session."""
    fake = FakeDiscord(latency=0.02)
    await fake.start()
    try:
        url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
        async with running_bot(fake, url, reconnect=True, metrics_port=0) as bot:
            status, text = await fetch(bot, "/healthz")
            assert (status, text) == (200, "ok\n")
            _, before = await fetch(bot, "/metrics")
            games = await started_games(bot, fake, 3)
            rng = random.Random(5)
            for _ in range(10):
                for game in games:
                    await play_one(bot, game, rng)
            _, busy = await fetch(bot, "/metrics")
            assert sample(busy, "referee_outbox_pending") > 0  # DMs settle for a while
            await settled(bot, fake)
            _, after = await fetch(bot, "/metrics")
            delivered = sample(after, "referee_deliveries_total", result="delivered")
            assert delivered > sample(before, "referee_deliveries_total", result="delivered")
            assert sample(after, "referee_discord_responses_total", status="2xx", scope="") > 0
            assert sample(after, "referee_games", state="active") == 3
            assert sample(after, "referee_database_up") == 1
            assert sample(after, "referee_gateway_connected", shard="0") == 1
            assert "referee_outbox_oldest_pending_seconds" in after
            assert sample(after, "referee_outbox_pending") == 0  # all delivered

            # The gateway drops and Discord refuses new connections for two seconds.
            sessions = len(fake.identified) + fake.resumed
            assert await fake.drop_gateway(refuse_for=2.0) == 1
            _, text = await _eventually(bot, 503)
            assert "gateway: shard 0 is disconnected" in text, text
            _, away = await fetch(bot, "/metrics")
            assert sample(away, "referee_gateway_connected", shard="0") == 0
            await _eventually(bot, 200, within=30)
            # Connected again: its session resumed, or a new one identified.
            assert len(fake.identified) + fake.resumed > sessions
            # And delivery goes on after it.
            await play_one(bot, games[0], rng)
            await quiet(bot, fake)
            assert await bot.store.outbox_pending(limit=1) == []
    finally:
        await fake.stop()


@pytest.mark.slow
async def test_health_is_503_while_postgresql_is_away_and_200_once_it_is_back():
    """A PostgreSQL of its own, stopped under the running bot: /healthz says 503 naming the
    database and the metrics say it is down; started again, the store connects again by
    itself, /healthz says ok and games go on."""
    # Under /tmp with mode 0755: the postgres user (the server's, when this runs as root)
    # must reach it, as ./scripts/test's cluster does.
    directory = Path(tempfile.mkdtemp(prefix="referee-health-pg-", dir="/tmp"))
    os.chmod(directory, 0o755)
    fake = FakeDiscord(latency=0.02)
    try:
        url = await asyncio.to_thread(postgres_cluster.start, directory)
        await fake.start()
        async with running_bot(fake, url, metrics_port=0) as bot:
            assert await fetch(bot, "/healthz") == (200, "ok\n")
            await asyncio.to_thread(postgres_cluster.stop, directory)
            _, text = await _eventually(bot, 503)
            assert text.startswith("database: "), text
            _, away = await fetch(bot, "/metrics")
            assert sample(away, "referee_database_up") == 0
            assert await asyncio.to_thread(postgres_cluster.start, directory) == url
            await _eventually(bot, 200, within=30)
            games = await started_games(bot, fake, 1)
            await play_one(bot, games[0], random.Random(1))
            await quiet(bot, fake)
            _, back = await fetch(bot, "/metrics")
            assert sample(back, "referee_database_up") == 1
            assert sample(back, "referee_games", state="active") == 1
    finally:
        await fake.stop()
        await asyncio.to_thread(postgres_cluster.stop, directory)
        shutil.rmtree(directory, ignore_errors=True)


async def _eventually(bot, wanted: int, within: float = 10) -> tuple[int, str]:
    """/healthz once it answers ``wanted``."""
    async with asyncio.timeout(within):
        while True:
            status, text = await fetch(bot, "/healthz")
            if status == wanted:
                return status, text
            await asyncio.sleep(0.1)
