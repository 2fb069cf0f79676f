"""Keeping many games' deliveries within Discord's rate limits (ARCHITECTURE.md, "The outbox").

* `CallBudget`: room for the REST calls that count against Discord's global limit (50 a second
  per bot; interaction responses and their follow-ups do not count): a call takes room before
  it starts and holds it until a second after its answer, so games delivering at once never
  earn a global 429, however late a busy event loop sends a call or reads its answer.
* Slots: at most `SLOTS` requests on the wire at once, each taken as the request is sent and
  given back when its answer comes; discord.py holds a call back for its channel's bucket (or a
  429) before it sends it, and sleeps after a call that spent the bucket, so a game waiting on
  its channel holds no slot another game could use.
* `ChannelPacer`: what Discord's rate-limit headers say of each channel, read from every
  response (``X-RateLimit-Remaining`` 0 with its ``X-RateLimit-Reset-After``, a 429's
  ``Retry-After``): a delivery lane waits out its channel before it even asks
  (bot/notify/dispatcher.py).
* `Pacing` holds both for a bot, on aiohttp's tracing of discord.py's session, and counts the
  calls in flight, for `python -m bench`.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import aiohttp

# Discord counts at most GLOBAL_LIMIT calls arriving in any PERIOD seconds.
GLOBAL_LIMIT = 50
PERIOD = 1.0
SLOTS = 16  # requests on the wire at once
# Routes that do not count against the global limit (Discord's "Rate Limits": interaction
# endpoints are not bound to the bot's global rate limit).
FREE_ROUTES = ("interactions/", "webhooks/")
_CHANNEL = re.compile(r"/channels/(\d+)")


class CallBudget:
    """Never more than ``limit`` calls arriving at Discord in any ``period`` seconds.

    The bot cannot see when a call arrives, only that it arrives after the call is begun and
    before its answer is read; a busy event loop may write a call late, bunching calls begun
    apart (a window over the beginnings earned global 429s on a loaded CI machine). So a call
    holds its room from when it is begun until ``period`` after its answer: the calls arriving
    in any ``period`` seconds all hold room at the end of those seconds, and at most ``limit``
    ever do. At 80 ms a call, that is 50 calls each 1.08 s."""

    def __init__(
        self,
        limit: int = GLOBAL_LIMIT,
        period: float = PERIOD,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.limit = limit
        self.period = period
        self._clock = clock
        self._held = 0  # calls begun and not yet answered
        self._freeing: deque[float] = deque()  # when answered calls' room frees, in order
        self._given_back = asyncio.Event()
        self._lock = asyncio.Lock()

    async def take(self) -> None:
        """Wait for room for one call, and hold it until `give_back`."""
        async with self._lock:
            while True:
                now = self._clock()
                while self._freeing and self._freeing[0] <= now:
                    self._freeing.popleft()
                if self._held + len(self._freeing) < self.limit:
                    self._held += 1
                    return
                self._given_back.clear()
                # Room frees when the oldest answered call's period ends, or (every room held
                # by calls on the wire, when the limit is under the slots) when one is answered.
                wait = self._freeing[0] - now if self._freeing else None
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._given_back.wait(), wait)

    def give_back(self) -> None:
        """The call was answered (or failed, or never went): its room frees ``period`` from now."""
        self._held -= 1
        self._freeing.append(self._clock() + self.period)
        self._given_back.set()


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
    as it is sent and gives it back as its answer comes, retries and all, so what Discord counts
    is what the budget counts."""

    def __init__(
        self,
        limit: int = GLOBAL_LIMIT,
        slots: int = SLOTS,
        heard: Callable[[int, Any], None] | None = None,
    ) -> None:
        self.budget = CallBudget(limit)
        # Told each answer's status and headers (the metrics count them: bot/monitor).
        self.heard = heard
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
            counted = "/api/" in url and not _free(url)
            if counted:
                await self.budget.take()
                try:
                    await self.slots.acquire()
                except BaseException:
                    # Cancelled before it went: aiohttp sends no end of a start it never saw.
                    self.budget.give_back()
                    raise
            context.counted = counted
            self.in_flight += 1
            self.calls += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)

        def done(context: Any) -> None:
            self.in_flight -= 1
            if getattr(context, "counted", False):
                self.slots.release()
                self.budget.give_back()

        async def on_request_end(session: Any, context: Any, params: Any) -> None:
            done(context)
            response = params.response
            self.pacer.heard(params.method, str(params.url), response.status, response.headers)
            if self.heard is not None:
                self.heard(response.status, response.headers)

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
