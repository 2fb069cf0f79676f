"""Keeping many games' deliveries within Discord's rate limits (ARCHITECTURE.md, "The outbox").

* `CallBudget`: a token bucket over the REST calls that count against Discord's global limit
  (50 a second per bot; interaction responses and their follow-ups do not count): each call
  takes a token before it starts, so games delivering at once never earn a global 429.
* `ChannelPacer`: what Discord's rate-limit headers say of each channel, read from every
  response through aiohttp's tracing (``X-RateLimit-Remaining`` 0 with its
  ``X-RateLimit-Reset-After``, a 429's ``Retry-After``). A delivery lane asks how long its
  channel is shut and waits before taking a slot, so a channel waiting out its bucket, or a 429,
  holds nothing another game could use (bot/notify.py).
* `Pacing` installs both on a bot and counts the calls in flight, for `python -m bench`.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp

GLOBAL_RATE = 45.0  # calls a second: under Discord's 50, with room for the gateway's own
# Routes that do not count against the global limit (Discord's "Rate Limits": interaction
# endpoints are not bound to the bot's global rate limit).
FREE_ROUTES = ("/interactions/", "/webhooks/")
_CHANNEL = re.compile(r"/channels/(\d+)")


class CallBudget:
    """A token bucket: ``rate`` tokens a second, at most ``rate`` banked (one second's burst)."""

    def __init__(self, rate: float = GLOBAL_RATE, clock: Callable[[], float] = time.monotonic):
        self.rate = rate
        self._clock = clock
        self._tokens = rate
        self._at = clock()
        self._lock = asyncio.Lock()

    async def take(self) -> None:
        async with self._lock:
            while True:
                now = self._clock()
                self._tokens = min(self.rate, self._tokens + (now - self._at) * self.rate)
                self._at = now
                if self._tokens >= 1:
                    self._tokens -= 1
                    return
                await asyncio.sleep((1 - self._tokens) / self.rate)


class ChannelPacer:
    """When each channel's bucket opens again, as Discord's headers said (monotonic time)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._shut: dict[int, float] = {}

    def heard(self, url: str, status: int, headers: Any) -> None:
        """Read one response's rate-limit headers."""
        found = _CHANNEL.search(url)
        if found is None:
            return
        channel = int(found[1])
        wait = 0.0
        if status == 429:
            wait = _seconds(headers.get("Retry-After")) or _seconds(
                headers.get("X-RateLimit-Reset-After")
            )
        elif headers.get("X-RateLimit-Remaining") == "0":
            wait = _seconds(headers.get("X-RateLimit-Reset-After"))
        if wait > 0:
            self._shut[channel] = max(self._shut.get(channel, 0.0), self._clock() + wait)

    def delay(self, channel: int | None) -> float:
        """Seconds until ``channel`` takes calls again (0: now)."""
        if channel is None:
            return 0.0
        until = self._shut.get(channel)
        if until is None:
            return 0.0
        left = until - self._clock()
        if left <= 0:
            del self._shut[channel]
            return 0.0
        return left


def _seconds(text: str | None) -> float:
    try:
        return max(0.0, float(text)) if text else 0.0
    except ValueError:
        return 0.0


class Pacing:
    """The budget, the pacer and the counters of one bot."""

    def __init__(self, rate: float = GLOBAL_RATE) -> None:
        self.budget = CallBudget(rate)
        self.pacer = ChannelPacer()
        self.in_flight = 0
        self.most_in_flight = 0
        self.calls = 0

    def trace_config(self) -> aiohttp.TraceConfig:
        """For discord.py's ``http_trace``: every response's headers reach the pacer."""
        config = aiohttp.TraceConfig()

        async def on_request_end(session: Any, context: Any, params: Any) -> None:
            response = params.response
            self.pacer.heard(str(params.url), response.status, response.headers)

        config.on_request_end.append(on_request_end)
        return config

    def wrap(self, request: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        """discord.py's ``HTTPClient.request``, taking a token first for a counted route."""

        async def paced(route: Any, *args: Any, **kwargs: Any) -> Any:
            if not str(getattr(route, "path", "")).startswith(FREE_ROUTES):
                await self.budget.take()
            self.in_flight += 1
            self.calls += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
            try:
                return await request(route, *args, **kwargs)
            finally:
                self.in_flight -= 1

        return paced
