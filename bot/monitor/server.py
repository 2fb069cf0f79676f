"""The operator's HTTP endpoint on ``METRICS_PORT`` (off unless set), on aiohttp, which discord.py
already brings:

* ``/healthz``: 200 ``ok`` while every shard's gateway connection is open and the database
  answers; otherwise 503 with each reason, one a line. Docker's and Compose's health checks,
  systemd watchdogs and load balancers read it.
* ``/metrics``: `metrics.Metrics` in Prometheus's text format, the backlog, games and gateway
  figures read at the moment of the scrape.
"""

from __future__ import annotations

import asyncio
import logging
import math
from typing import TYPE_CHECKING

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

if TYPE_CHECKING:
    from bot.app import RefereeBot

log = logging.getLogger(__name__)

# Seconds the database gets to answer a health check or a scrape's queries: past it, it counts
# as away (the store serializes its calls, so a long one in progress delays the check).
DATABASE_TIMEOUT = 5.0
GAME_STATES = ("lobby", "active", "ended", "abandoned")


class Monitor:
    """The endpoint of one bot process."""

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        self.port: int | None = None  # the port listened on, once started
        self._runner: web.AppRunner | None = None

    async def start(self, host: str, port: int) -> None:
        """Listen on ``host``:``port`` (0: a free port, then in `port`)."""
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        server = site._server  # aiohttp gives no public way to the port chosen for 0
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]
        log.info("Health and metrics on http://%s:%s/healthz and /metrics", host, self.port)

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def problems(self) -> list[str]:
        """Why the bot is not healthy now: nothing when it is."""
        found = []
        shards = dict(self.bot.shards)
        if not shards:
            found.append("gateway: not connected yet")
        for shard_id, shard in sorted(shards.items()):
            if shard.is_closed():
                found.append(f"gateway: shard {shard_id} is disconnected")
        database = await self._database_problem()
        if database is not None:
            found.append(f"database: {database}")
        return found

    async def refresh(self) -> None:
        """Read what the metrics show as of now: the backlog, the games, the gateway."""
        metrics, store = self.bot.metrics, self.bot.store
        try:
            waiting, oldest = await asyncio.wait_for(store.outbox_backlog(), DATABASE_TIMEOUT)
            counts = await asyncio.wait_for(store.game_counts(), DATABASE_TIMEOUT)
        except Exception as error:  # the database is away: said by database_up, not a 500
            log.warning("Metrics: the database did not answer: %s", _reason(error))
            metrics.database_up.set(0)
        else:
            metrics.database_up.set(1)
            metrics.outbox_pending.set(waiting)
            metrics.outbox_oldest.set(oldest)
            for state in GAME_STATES:
                metrics.games.labels(state).set(counts.get(state, 0))
        for shard_id, shard in dict(self.bot.shards).items():
            latency = shard.latency
            metrics.gateway_latency.labels(str(shard_id)).set(
                latency if math.isfinite(latency) else math.nan
            )
            metrics.gateway_connected.labels(str(shard_id)).set(0 if shard.is_closed() else 1)

    async def _database_problem(self) -> str | None:
        try:
            await asyncio.wait_for(self.bot.store.ping(), DATABASE_TIMEOUT)
        except Exception as error:
            self.bot.metrics.database_up.set(0)
            return _reason(error)
        self.bot.metrics.database_up.set(1)
        return None

    async def _healthz(self, request: web.Request) -> web.Response:
        found = await self.problems()
        if found:
            return web.Response(status=503, text="\n".join(found) + "\n")
        return web.Response(text="ok\n")

    async def _metrics(self, request: web.Request) -> web.Response:
        await self.refresh()
        body = generate_latest(self.bot.metrics.registry)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


def _reason(error: BaseException) -> str:
    if isinstance(error, TimeoutError):
        return f"no answer within {DATABASE_TIMEOUT:.0f} s"
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
