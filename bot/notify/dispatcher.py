"""The delivery machinery: the outbox read and delivered in one ordered lane per game, the
lanes served concurrently, failures retried with backoff, superseded items skipped, every
request paced (ARCHITECTURE.md, "The outbox"). What each item says is bot/notify/messages.py's.

Notifications are written by the store in the same transaction as the change they announce;
this dispatcher only delivers them, in order, marking each one delivered after Discord took it.
A failed delivery is retried later with backoff, so nothing is lost when Discord hiccups, and
pending rows left by a restart go out when the bot is ready again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot import logs
from bot.notify.items import kind
from bot.notify.messages import Messages
from bot.threads import (
    ThreadLocked,
    is_closed_thread_error,
    is_unknown_channel,
    reopen,
    thread_missing,
)
from storage import outbox

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from rules.core import GameState
    from storage import GameRecord, OutboxItem, Submitted

log = logging.getLogger(__name__)

MAX_BACKOFF = timedelta(minutes=30)
# How long a shutdown waits for the deliveries in flight (a Discord call takes well under this).
SHUTDOWN_GRACE = 2.0
# How many due items the pump, or a lane for its game, reads at a time.
PUMP_BATCH = 200


def _coalesce_key(item: OutboxItem) -> tuple[Any, ...] | None:
    """Board edits and DMs show the latest state, so only the last of a batch needs sending."""
    if kind(item) == "board":
        return (item.game_id, "board")
    if kind(item) == "private":
        return (item.game_id, "private", item.payload.get("role"))
    return None


class Dispatcher:
    """Delivers the outbox in one ordered lane per game, the lanes served concurrently.

    `wake` is what a handler calls once it has answered the player: it starts delivery and
    returns at once. A pump reads what is due, oldest first, and starts a lane for each game
    that has none; a lane delivers its game's items in order, reading more of its own game's
    until none is left, then wakes the pump for the games it could not see. A lane waits for its
    channel's bucket before it sends; each request on the wire holds one of a few slots, given
    back when its answer comes, so a channel waiting out its limit, or a 429, holds nothing
    another game could use; the bot-wide budget keeps every lane together under Discord's
    global limit (bot/pacing.py).
    """

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        self.messages = Messages(bot)
        self._closing = False
        self._pump: asyncio.Task | None = None
        self._again = False
        self._lanes: dict[int, asyncio.Task] = {}
        # The newest state known of each game being delivered, with its version: handed over
        # by the change that made it (`wake`) or read by a lane. A lane reads only the game's
        # record while the game is still at that version (`Store.load`, ``known``).
        self._states: dict[int, tuple[int, GameState]] = {}

    def wake(self, change: Submitted | None = None) -> None:
        """Have everything due delivered, without waiting for it; and, as every change wakes
        delivery, have the computer seats that must act decide (bot/computer.py).
        ``change``: the change the caller just made, whose state delivery then uses rather
        than reading it again (one load per press: ARCHITECTURE.md, "The outbox")."""
        if self._closing:
            return
        if change is not None and change.notifications:
            self._know(change.game.id, change.version, change.state)
        self.bot.computers.wake()
        if self._pump is not None and not self._pump.done():
            self._again = True
            return
        self._pump = asyncio.create_task(self._run_pump(), name="outbox pump")

    async def drain(self) -> None:
        """Deliver everything due now and wait until it is done (tests and `python -m bench`;
        the bot itself only wakes delivery).

        A game's notifications go out in order: one that failed holds back the later ones of
        its game until its retry (the store only hands out items with nothing waiting ahead of
        them). The ticker is woken for the earliest retry.
        """
        if self._closing:
            return
        self.wake()
        await self.idle()

    async def idle(self) -> None:
        """Wait until the pump and every lane have finished."""
        while True:
            running = [t for t in (self._pump, *self._lanes.values()) if t and not t.done()]
            if not running:
                return
            await asyncio.wait(running)

    async def close(self) -> None:
        """Stop delivering: the items in flight may finish within `SHUTDOWN_GRACE`, else they
        are cut off; they and the rest stay pending for the next start (nonces keep a send that
        did reach Discord from being posted twice). Quiet: a shutdown is not an error."""
        self._closing = True
        running = [t for t in (self._pump, *self._lanes.values()) if t and not t.done()]
        if running:
            _, late = await asyncio.wait(running, timeout=SHUTDOWN_GRACE)
            if late:
                log.info("Shutting down with deliveries in flight; they go out after the restart")
                for task in late:
                    task.cancel()
                await asyncio.wait(late)

    def _know(self, game_id: int, version: int, state: GameState) -> None:
        """Keep ``state`` as the game's newest known, unless a newer one is known already."""
        known = self._states.get(game_id)
        if known is None or known[0] <= version:
            self._states[game_id] = (version, state)

    async def _load(self, game_id: int) -> tuple[GameRecord, GameState]:
        """The game as it is now, its state read only if it moved past the one known."""
        game, state = await self.bot.store.load(game_id, known=self._states.get(game_id))
        self._know(game_id, game.version, state)
        return game, state

    async def _run_pump(self) -> None:
        while not self._closing:
            self._again = False
            try:
                items = await self.bot.store.outbox_pending(limit=PUMP_BATCH)
            except Exception:
                # The ticker wakes delivery again within the hour (bot/ticker.py).
                log.exception("Reading the outbox failed; delivery waits for the next wake")
                return
            for game_id, theirs in _by_game(items).items():
                if game_id not in self._lanes:
                    self._lanes[game_id] = asyncio.create_task(
                        self._lane(game_id, theirs), name=f"outbox lane {game_id}"
                    )
            if self._again:
                continue
            # What is not due yet (a settling DM, a retry) is the ticker's to wake us for.
            with contextlib.suppress(Exception):
                moment = await self.bot.store.next_due()
                if moment is not None:
                    self.bot.wake_ticker(moment)
            if not self._again:  # a wake while we asked: go round again
                return

    async def _lane(self, game_id: int, items: list[OutboxItem]) -> None:
        try:
            while items and not self._closing:
                # The game's thread and each role's DMs are ordered apart (storage/outbox.py,
                # "Lanes"), so a DM never waits for the thread's bucket, nor the thread for a
                # DM channel's. (The board's edits stay in the thread's lane: a locked,
                # archived or deleted thread is then met, and told, once.)
                apart = _by_lane(items)
                done = await asyncio.gather(
                    *(self._deliver_batch(game_id, theirs) for theirs in apart.values())
                )
                if not all(done):
                    break  # a failure: its retry waits out its backoff (the ticker wakes us)
                items = await self.bot.store.outbox_pending(game_id=game_id, limit=PUMP_BATCH)
        except Exception:
            if not self._closing:
                log.exception("The delivery lane of game %s stopped", game_id)
        finally:
            self._lanes.pop(game_id, None)
            # Nothing left to deliver: the next change hands over its own state.
            self._states.pop(game_id, None)
        # Games the pump could not see while this lane held its slot of the batch.
        self.wake()

    async def _deliver_batch(self, game_id: int, items: list[OutboxItem]) -> bool:
        """Deliver ``items`` of one game in order: superseded board edits and DMs are skipped,
        a log line and the ping that follows it go out as one message. Returns False when one
        failed (the rest wait behind it)."""
        store = self.bot.store
        last_of = {}
        for item in items:
            key = _coalesce_key(item)
            if key is not None:
                last_of[key] = item.id
        game, state = await self._load(game_id)
        # Its own task (gather's): whatever the task that woke delivery was about is not this.
        shard = logs.shard_of(game.guild_id, self.bot.shard_count)
        logs.about(game=game_id, guild=game.guild_id, shard=shard, command=None)
        done: list[int] = []  # delivered or superseded, acknowledged with the next send
        at = 0
        while at < len(items):
            if self._closing:
                return False  # what is left stays pending and goes out after the restart
            item = items[at]
            key = _coalesce_key(item)
            if key is not None and last_of[key] != item.id:
                done.append(item.id)
                self.bot.metrics.delivery("superseded")
                at += 1
                continue
            group = [item]
            following = items[at + 1] if at + 1 < len(items) else None
            if kind(item) == "log" and following is not None and kind(following) == "ping":
                group.append(following)
            try:
                game, state = await self._send(group, game, state)
            except Exception as exc:
                if self._closing:
                    return False  # cut off by the shutdown: it stays pending, untouched
                await store.outbox_delivered(*done)
                await self._failed(item, exc)
                return False
            done += [g.id for g in group]
            await store.outbox_delivered(*done)
            self.bot.metrics.delivery("delivered", len(group))
            done = []
            at += len(group)
        await store.outbox_delivered(*done)
        return True

    async def _send(
        self, group: list[OutboxItem], game: GameRecord, state: GameState
    ) -> tuple[GameRecord, GameState]:
        """One message's worth of the outbox, once its channel is open (the requests themselves
        wait for the bot-wide budget and a slot: bot/pacing.py); returns the game as it is after
        (a thread reopened, a board posted)."""
        channel = game.thread_id if kind(group[0]) != "private" else None
        # A board is edited in place once posted; everything else is a new message.
        edit = kind(group[0]) == "board" and game.board_message_id is not None
        method = "PATCH" if edit else "POST"
        while (wait := self.bot.pacing.pacer.delay(channel, method)) > 0:
            await asyncio.sleep(wait)
        return await self._deliver_through_thread_trouble(group, game, state)

    async def _deliver_through_thread_trouble(
        self, group: list[OutboxItem], game: GameRecord, state: GameState
    ) -> tuple[GameRecord, GameState]:
        """Deliver ``group``, unarchiving the game's thread if Discord says it is archived
        (bot/threads.py), and clear a trouble the thread had once it works again."""
        store = self.bot.store
        try:
            try:
                await self.messages.deliver(group, game, state)
            except discord.HTTPException as exc:
                if not is_closed_thread_error(exc):
                    raise
                await reopen(self.bot, game)
                game, state = await self._load(game.id)
                await self.messages.deliver(group, game, state)
        except discord.NotFound as exc:
            if is_unknown_channel(exc):
                await thread_missing(self.bot, game)
            raise
        if game.thread_trouble is not None:
            await store.set_thread_trouble(game.id, None)
        if kind(group[0]) == "board":
            game, state = await self._load(game.id)  # the board message's id, once posted
        return game, state

    async def _failed(self, item: OutboxItem, exc: Exception) -> None:
        """Count the failure and retry with exponential backoff (15 s, 30 s, ... 30 min)."""
        self.bot.metrics.delivery(delivery_result(exc))
        delay = min(timedelta(seconds=15 * 2 ** min(item.attempts, 10)), MAX_BACKOFF)
        retry_at = discord.utils.utcnow() + delay
        what = (item.id, item.payload.get("kind"), exc, delay)
        if isinstance(exc, ThreadLocked):
            log.info("Outbox item %s (%s) waits: %s; trying again in %s", *what)
        elif isinstance(exc, TimeoutError | discord.HTTPException | OSError):
            # Discord or the network failed (5xx, timeouts): expected now and then.
            log.warning("Delivery of outbox item %s (%s) failed: %s; retrying in %s", *what)
        else:
            log.error(
                "Delivery of outbox item %s (%s) failed: %r; retrying in %s", *what, exc_info=exc
            )
        await self.bot.store.outbox_failed(item.id, retry_at)
        self.bot.wake_ticker(retry_at)


def delivery_result(exc: BaseException) -> str:
    """What the metrics call a failed delivery (bot/monitor/metrics.py, DELIVERY_RESULTS)."""
    if isinstance(exc, discord.Forbidden | ThreadLocked):
        return "forbidden"
    if isinstance(exc, discord.HTTPException):
        if exc.status == 429:
            return "rate_limited"
        if exc.status >= 500:
            return "server_error"
        return "failed"
    if isinstance(exc, TimeoutError | OSError):
        return "timeout"
    return "failed"


def _by_lane(items: list[OutboxItem]) -> dict[str, list[OutboxItem]]:
    """A game's items by the lane they are ordered in, each lane's in order."""
    found: dict[str, list[OutboxItem]] = {}
    for item in items:
        found.setdefault(outbox.lane(item.payload), []).append(item)
    return found


def _by_game(items: list[OutboxItem]) -> dict[int, list[OutboxItem]]:
    """Items grouped by game, each game's in order, the games by their oldest item."""
    found: dict[int, list[OutboxItem]] = {}
    for item in items:
        found.setdefault(item.game_id, []).append(item)
    return found
