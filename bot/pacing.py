"""Keeping many games' deliveries within Discord's rate limits (ARCHITECTURE.md, "The outbox").

* `CallBudget`: a sliding window over the REST calls that count against Discord's global limit
  (50 a second per bot; interaction responses and their follow-ups do not count): a call
  waits for room in the window before it starts, so games delivering at once never earn a
  global 429.
* Slots: at most `SLOTS` requests on the wire at once, each taken as the request is sent and
  given back when its answer comes; discord.py holds a call back for its channel's bucket (or a
  429) before it sends it, and sleeps after a call that spent the bucket, so a game waiting on
  its channel holds no slot another game could use.
* `ChannelPacer`: what Discord's rate-limit headers say of each channel, read from every
  response (``X-RateLimit-Remaining`` 0 with its ``X-RateLimit-Reset-After``, a 429's
  ``Retry-After``): a delivery lane waits out its channel before it even asks (bot/notify.py).
* `Pacing` holds both for a bot, on aiohttp's tracing of discord.py's session, and counts the
  calls in flight, for `python -m bench`.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import aiohttp

# Calls begun in any WINDOW seconds: Discord allows 50 a second; the window is a little longer
# than a second because a call reaches Discord some time after it is begun (a busy event loop
# writes it later), so calls begun apart may arrive closer together. Measured against
# tests/wire/fake_discord.py: 50 begun per 1.1 s never made 51 arrive within a second.
GLOBAL_LIMIT = 50
WINDOW = 1.1
SLOTS = 16  # requests on the wire at once
# Routes that do not count against the global limit (Discord's "Rate Limits": interaction
# endpoints are not bound to the bot's global rate limit).
FREE_ROUTES = ("interactions/", "webhooks/")
_CHANNEL = re.compile(r"/channels/(\d+)")


class CallBudget:
    """At most ``limit`` calls begun in any ``period`` seconds: a sliding window, as strict as
    Discord's global limit can be read. Calls may go out together (a burst fills the lanes),
    never more than the window allows."""

    def __init__(
        self,
        limit: int = GLOBAL_LIMIT,
        period: float = WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.limit = limit
        self.period = period
        self._clock = clock
        self._begun: deque[float] = deque()
        self._lock = asyncio.Lock()

    async def take(self) -> None:
        async with self._lock:
            while True:
                now = self._clock()
                while self._begun and self._begun[0] <= now - self.period:
                    self._begun.popleft()
                if len(self._begun) < self.limit:
                    self._begun.append(now)
                    return
                await asyncio.sleep(self._begun[0] + self.period - now)


class ChannelPacer:
    """When each channel opens again, as Discord's headers said (monotonic time): shut to every
    call after a 429, or to one method's calls (a channel's posts, its edits) whose bucket
    ``X-RateLimit-Remaining`` says is spent until ``X-RateLimit-Reset-After``."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._shut: dict[tuple[int, str | None], float] = {}

    def heard(self, method: str, url: str, status: int, headers: Any) -> None:
        """Read one response's rate-limit headers."""
        found = _CHANNEL.search(url)
        if found is None:
            return
        channel = int(found[1])
        if status == 429:
            key: tuple[int, str | None] = (channel, None)
            wait = _seconds(headers.get("Retry-After")) or _seconds(
                headers.get("X-RateLimit-Reset-After")
            )
        elif headers.get("X-RateLimit-Remaining") == "0":
            key, wait = (channel, method), _seconds(headers.get("X-RateLimit-Reset-After"))
        else:
            return
        if wait > 0:
            self._shut[key] = max(self._shut.get(key, 0.0), self._clock() + wait)

    def delay(self, channel: int | None, method: str) -> float:
        """Seconds until ``channel`` takes a call of ``method`` again (0: now)."""
        if channel is None:
            return 0.0
        now = self._clock()
        left = 0.0
        for key in ((channel, None), (channel, method)):
            until = self._shut.get(key)
            if until is None:
                continue
            if until <= now:
                del self._shut[key]
            else:
                left = max(left, until - now)
        return left


def _seconds(text: str | None) -> float:
    try:
        return max(0.0, float(text)) if text else 0.0
    except ValueError:
        return 0.0


class Pacing:
    """The budget, the pacer and the counters of one bot, all on aiohttp's tracing of the
    session discord.py sends through (``http_trace``): a request takes its room in the budget
    as it is sent, retries and all, so what Discord counts is what the budget counts."""

    def __init__(self, limit: int = GLOBAL_LIMIT, slots: int = SLOTS) -> None:
        self.budget = CallBudget(limit)
        self.pacer = ChannelPacer()
        # Requests on the wire at once: taken as a request is sent, given back when its answer
        # comes, so a call that discord.py holds back for its bucket (before sending, or after,
        # when the bucket is spent) holds no slot another game could use.
        self.slots = asyncio.Semaphore(slots)
        self.in_flight = 0
        self.most_in_flight = 0
        self.calls = 0

    def trace_config(self) -> aiohttp.TraceConfig:
        config = aiohttp.TraceConfig()

        async def on_request_start(session: Any, context: Any, params: Any) -> None:
            url = str(params.url)
            context.counted = "/api/" in url and not _free(url)
            if context.counted:
                await self.budget.take()
                await self.slots.acquire()
            self.in_flight += 1
            self.calls += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)

        def done(context: Any) -> None:
            self.in_flight -= 1
            if getattr(context, "counted", False):
                self.slots.release()

        async def on_request_end(session: Any, context: Any, params: Any) -> None:
            done(context)
            response = params.response
            self.pacer.heard(params.method, str(params.url), response.status, response.headers)

        async def on_request_exception(session: Any, context: Any, params: Any) -> None:
            done(context)

        config.on_request_start.append(on_request_start)
        config.on_request_end.append(on_request_end)
        config.on_request_exception.append(on_request_exception)
        return config


def _free(url: str) -> bool:
    """Whether a call to ``url`` (…/api/v10/<route>) is outside the global limit."""
    route = url.split("/api/v", 1)[1].split("/", 1)[-1]
    return route.startswith(FREE_ROUTES)
