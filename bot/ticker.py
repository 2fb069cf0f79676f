"""The clock of long games: queue the reminders and deadline notices that are due, deliver
what the outbox holds, retrying what Discord refused before, and checkpoint the database's WAL
off the answer path.

It reads everything from the database, so a restart loses nothing, and it uses
`discord.utils.utcnow()` (through the store's clock), so tests drive it with a fake clock.

It sleeps until the next thing falls due, but never longer than `MAX_SLEEP`: reminders and
deadlines are whole hours, at least one, so anything created while it sleeps falls due after it
wakes. Earlier work (a failed delivery's retry, a change of settings) wakes it with `wake_by`.
A `tasks.loop` stops for good on an exception it does not handle: each tick catches and logs.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

if TYPE_CHECKING:
    from bot.app import RefereeBot

log = logging.getLogger(__name__)

MAX_SLEEP = timedelta(hours=1)
MIN_SLEEP = timedelta(seconds=5)


class TickerCog(commands.Cog):
    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.tick.start()

    async def cog_unload(self) -> None:
        self.tick.cancel()

    @tasks.loop(seconds=MAX_SLEEP.total_seconds())
    async def tick(self) -> None:
        try:
            queued = await self.bot.store.take_due()
            if queued:
                log.info("Queued %d reminders and deadline notices", len(queued))
            self.bot.dispatcher.wake()
            await self.bot.store.checkpoint()
            self.bot.store.forget_idle()
            moment = await self.bot.store.next_due()
        except Exception:
            log.exception("The ticker failed; it tries again in %s", MIN_SLEEP * 12)
            moment = discord.utils.utcnow() + MIN_SLEEP * 12
        self._sleep_until(moment)

    @tick.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    def wake_by(self, moment: datetime) -> None:
        """Make sure the next tick comes no later than ``moment``."""
        upcoming = self.tick.next_iteration
        if upcoming is None or moment < upcoming:
            self._sleep_until(moment)

    def _sleep_until(self, moment: datetime | None) -> None:
        if not self.tick.is_running():
            return
        # The loop counts its interval from the start of the current iteration.
        upcoming = self.tick.next_iteration
        started = (
            upcoming - timedelta(seconds=self.tick.seconds or 0)
            if upcoming is not None
            else discord.utils.utcnow()
        )
        now = discord.utils.utcnow()
        target = min(moment or now + MAX_SLEEP, now + MAX_SLEEP)
        target = max(target, now + MIN_SLEEP)
        self.tick.change_interval(seconds=(target - started).total_seconds())
