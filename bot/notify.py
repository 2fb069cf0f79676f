"""Delivering the outbox: board edits, pings, DMs and log lines (ARCHITECTURE.md, "The outbox").

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

from bot import durations
from bot.embeds import board_embed, private_embed, seat_mention
from bot.outgoing import Outgoing, clip, edit, mention_users, post
from bot.play.prompts import TakeTurnButton
from bot.threads import (
    ThreadLocked,
    game_thread,
    is_closed_thread_error,
    is_unknown_channel,
    reopen,
    thread_missing,
)
from rules import get_title
from rules.core import plural
from storage import outbox
from storage.records import COMPUTER_USER

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from storage import GameRecord, OutboxItem

log = logging.getLogger(__name__)

DM_CLOSED = 50007
UNKNOWN_MESSAGE = 10008
MAX_BACKOFF = timedelta(minutes=30)
# How long a shutdown waits for the deliveries in flight (a Discord call takes well under this).
SHUTDOWN_GRACE = 2.0
# How many due items the pump, or a lane for its game, reads at a time.
PUMP_BATCH = 200
PIN_REASON = "The game's board, edited in place"
# A ping's catch-up shows at most this many of the public log lines the player missed.
CATCH_UP_LINES = 6
# A game moved to a new thread shows this many of its last log lines there.
RECAP_LINES = 15


def _coalesce_key(item: OutboxItem) -> tuple[Any, ...] | None:
    """Board edits and DMs show the latest state, so only the last of a batch needs sending."""
    kind = item.payload.get("kind")
    if kind == "board":
        return (item.game_id, "board")
    if kind == "private":
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
        self._closing = False
        self._pump: asyncio.Task | None = None
        self._again = False
        self._lanes: dict[int, asyncio.Task] = {}
        # DM channels by user: opening one is a call of its own (POST /users/@me/channels).
        self._dm_channels: dict[int, discord.abc.Messageable] = {}
        # What each game's pinned board last showed: an edit that would show the same (a
        # choice that changed only a private view) is not sent.
        self._shown: dict[int, str] = {}
        # Board messages this process has seen pinned. Any other is pinned at its next edit: a
        # crash, or a pin refused, between posting a board and pinning it leaves it unpinned,
        # and pinning twice is harmless.
        self._pinned: set[int] = set()

    def wake(self) -> None:
        """Have everything due delivered, without waiting for it; and, as every change wakes
        delivery, have the computer seats that must act decide (bot/computer.py)."""
        if self._closing:
            return
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
        game, state = await store.load(game_id)
        done: list[int] = []  # delivered or superseded, acknowledged with the next send
        at = 0
        while at < len(items):
            if self._closing:
                return False  # what is left stays pending and goes out after the restart
            item = items[at]
            key = _coalesce_key(item)
            if key is not None and last_of[key] != item.id:
                done.append(item.id)
                at += 1
                continue
            group = [item]
            following = items[at + 1] if at + 1 < len(items) else None
            if _kind(item) == "log" and following is not None and _kind(following) == "ping":
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
            done = []
            at += len(group)
        await store.outbox_delivered(*done)
        return True

    async def _send(
        self, group: list[OutboxItem], game: GameRecord, state: Any
    ) -> tuple[GameRecord, Any]:
        """One message's worth of the outbox, once its channel is open (the requests themselves
        wait for the bot-wide budget and a slot: bot/pacing.py); returns the game as it is after
        (a thread reopened, a board posted)."""
        channel = game.thread_id if _kind(group[0]) != "private" else None
        # A board is edited in place once posted; everything else is a new message.
        edit = _kind(group[0]) == "board" and game.board_message_id is not None
        method = "PATCH" if edit else "POST"
        while (wait := self.bot.pacing.pacer.delay(channel, method)) > 0:
            await asyncio.sleep(wait)
        return await self._deliver_through_thread_trouble(group, game, state)

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

    async def _deliver_through_thread_trouble(
        self, group: list[OutboxItem], game: GameRecord, state: Any
    ) -> tuple[GameRecord, Any]:
        """Deliver ``group``, unarchiving the game's thread if Discord says it is archived
        (bot/threads.py), and clear a trouble the thread had once it works again."""
        store = self.bot.store
        try:
            try:
                await self.deliver(group, game, state)
            except discord.HTTPException as exc:
                if not is_closed_thread_error(exc):
                    raise
                await reopen(self.bot, game)
                game, state = await store.load(game.id)
                await self.deliver(group, game, state)
        except discord.NotFound as exc:
            if is_unknown_channel(exc):
                await thread_missing(self.bot, game)
            raise
        if game.thread_trouble is not None:
            await store.set_thread_trouble(game.id, None)
        if _kind(group[0]) == "board":
            game, state = await store.load(game.id)  # the board message's id, once posted
        return game, state

    async def _failed(self, item: OutboxItem, exc: Exception) -> None:
        """Count the failure and retry with exponential backoff (15 s, 30 s, ... 30 min)."""
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

    async def deliver(self, group: list[OutboxItem], game: GameRecord, state) -> None:
        """Send one item, or a log line with the ping that follows it, as one message."""
        item = group[0]
        kind = item.payload.get("kind")
        thread = await game_thread(self.bot, game)
        if kind == "board":
            await self._board(thread, game, state, item)
        elif kind == "log":
            lines = list(item.payload.get("lines", []))
            if len(group) == 1 or not await self._ping(thread, game, state, group[1], lines, item):
                await post(thread, Outgoing("\n".join(lines)), nonce=_nonce(item))
        elif kind == "ping":
            await self._ping(thread, game, state, item)
        elif kind == "recap":
            await self._recap(thread, game, state, item)
        elif kind == "private":
            await self._dm_private(thread, game, state, item)
        elif kind == "ended":
            await self._announce_end(thread, game, state, item)
        elif kind == "reminder":
            await self._remind(thread, game, item)
        elif kind == "deadline":
            await self._deadline_passed(thread, game, state, item)
        elif kind == "replaced":
            payload = item.payload
            name = get_title(game.title).role_name(payload["role"])
            newcomer, was = (
                "🤖 the computer" if user == COMPUTER_USER else f"<@{user}>"
                for user in (payload["user"], payload["was"])
            )
            text = f"🔁 {newcomer} now holds {name}, in place of {was}."
            await post(thread, Outgoing(text), nonce=_nonce(item))
        elif kind == "away":
            user = item.payload["user"]
            text = (
                f"💤 <@{user}> is away: reminders are paused until they are back."
                if item.payload["away"]
                else f"👋 <@{user}> is back: reminders resume."
            )
            await post(thread, Outgoing(text), nonce=_nonce(item))
        else:
            log.error("Unknown outbox item kind %r (item %s); skipping it", kind, item.id)

    async def _board(self, thread, game: GameRecord, state, item: OutboxItem) -> None:
        """Edit the pinned board in place; post and pin it when there is none."""
        title = get_title(game.title)
        store = self.bot.store
        view = title.view(state, None)
        shown = shown_on_board(view, game)
        if game.board_message_id is not None and self._shown.get(game.id) == shown:
            return
        embed, png = await board_embed(title, game, view)
        if game.board_message_id is not None:
            board = thread.get_partial_message(game.board_message_id)
            try:
                await edit(board, Outgoing(embeds=[embed], files=[png]))
            except discord.NotFound as exc:
                if exc.code != UNKNOWN_MESSAGE:
                    raise
                # Someone deleted the pinned board: post a new one rather than failing
                # (and holding back the game's notifications) forever.
                log.warning("The board of game %s was deleted; posting it again", game.id)
                await store.set_discord_ids(game.id, board_message_id=None)
                embed, png = await board_embed(title, game, view)  # the file was spent
            else:
                if board.id not in self._pinned:
                    await board.pin(reason=PIN_REASON)
                    self._pinned.add(board.id)
                self._shown[game.id] = shown
                return
        # Recorded before pinning: if the pin fails, the retry edits and pins this
        # message rather than posting a second board.
        (message,) = await post(thread, Outgoing(embeds=[embed], files=[png]), nonce=_nonce(item))
        await store.set_discord_ids(game.id, board_message_id=message.id)
        await message.pin(reason=PIN_REASON)
        self._pinned.add(message.id)
        self._shown[game.id] = shown

    async def _ping(
        self,
        thread,
        game: GameRecord,
        state,
        item: OutboxItem,
        log_lines: list[str] = (),  # type: ignore[assignment]
        log_item: OutboxItem | None = None,
    ) -> bool:
        """One message per change of who must act, with what they missed since they last
        acted, up to the log as it was when the ping was written: a later change's lines are
        posted after it. The log lines written with it (``log_lines``, of ``log_item``) open
        the same message: one call instead of two. Returns whether it posted."""
        title = get_title(game.title)
        if game.status != "active":
            return False
        active = title.active(state)
        roles = [r for r in item.payload.get("roles", []) if r in active and r in game.seats]
        if not roles:
            return False  # the game moved on before this was delivered; a later ping says who
        users = list(dict.fromkeys(game.seats[r] for r in roles))
        names = ", ".join(title.role_name(r) for r in roles)
        mentions = " ".join(f"<@{u}>" for u in users)
        lines = [*log_lines]
        lines.append(f"{mentions} your turn: {names} must act. Press the button or use `/play`.")
        lines += await self._waiting_notes(game, roles, users)
        seen = await self.bot.store.seen_log(game.id)
        start = min(seen.get(r, 0) for r in roles)
        end = item.payload.get("log_end", len(state.log))
        missed = state.log[start:end]
        if missed and start > 0:
            shown = missed[-CATCH_UP_LINES:]
            more = len(missed) - len(shown)
            lines.append("**Since your last move:**")
            if more:
                lines.append(f"… {plural(more, 'earlier line')} (`/game log`)")
            lines += [f"> {clip(line, 200)}" for line in shown]
        await post(
            thread,
            Outgoing("\n".join(lines), view=_take_turn(game.id), mentions=mention_users(users)),
            nonce=_nonce(log_item or item),
        )
        return True

    async def _recap(self, thread, game: GameRecord, state, item: OutboxItem) -> None:
        """The end of the log, for a game moved to a new thread."""
        end = item.payload.get("log_end", len(state.log))
        lines = state.log[max(0, end - RECAP_LINES) : end]
        text = (
            f"📜 Game #{game.id} goes on in this thread. The end of its log (all of it in "
            "`/game log`):"
        )
        await post(thread, Outgoing("\n".join([text, *lines])), nonce=_nonce(item))

    async def _waiting_notes(self, game: GameRecord, roles: list[str], users: list[int]) -> list:
        """The deadline of the roles pinged, and who among them is away."""
        notes = []
        waits = await self.bot.store.waits(game.id)
        deadlines = [durations.parse(waits[r]["deadline_at"]) for r in roles if r in waits]
        deadlines = [d for d in deadlines if d is not None]
        if deadlines:
            notes.append(f"Deadline: {discord.utils.format_dt(min(deadlines), 'R')}.")
        away = await self.bot.store.away_users(users)
        if away:
            notes.append(" ".join(f"<@{u}>" for u in away) + " is away (`/away off` to return).")
        return notes

    async def _remind(self, thread, game: GameRecord, item: OutboxItem) -> None:
        """A reminder to a role still waited on since the same moment; otherwise it is moot."""
        role = item.payload["role"]
        wait = (await self.bot.store.waits(game.id)).get(role)
        if wait is None or wait["since"] != item.payload["since"] or role not in game.seats:
            return
        title = get_title(game.title)
        user = game.seats[role]
        waited = durations.describe(discord.utils.utcnow() - durations.parse(wait["since"]))
        text = (
            f"⏰ <@{user}>, game #{game.id} has been waiting on you ({title.role_name(role)}) "
            f"for {waited}. Press the button or use `/play`."
        )
        deadline = durations.parse(wait["deadline_at"])
        if deadline is not None:
            text += f" Deadline: {discord.utils.format_dt(deadline, 'R')}."
        await post(
            thread,
            Outgoing(text, view=_take_turn(game.id), mentions=mention_users([user])),
            nonce=_nonce(item),
        )

    async def _deadline_passed(self, thread, game: GameRecord, state, item: OutboxItem) -> None:
        """Tell the owner; they decide: nothing is decided behind a player's back (README,
        "Running games over days")."""
        role = item.payload["role"]
        wait = (await self.bot.store.waits(game.id)).get(role)
        if wait is None or wait["since"] != item.payload["since"]:
            return
        title = get_title(game.title)
        holder = game.seats.get(role)
        can_pass = title.pass_choice(state, role) is not None
        options = (
            f"`/game skip role:{role}` makes them pass, as the rules allow now; "
            if can_pass
            else "the rules allow them no pass at this point; "
        )
        passed = discord.utils.format_dt(durations.parse(item.payload["deadline_at"]), "R")
        text = (
            f"⌛ <@{game.owner_id}>, the deadline for {title.role_name(role)} (<@{holder}>) "
            f"passed {passed}. Your call: {options}`/game replace role:{role}` hands the seat "
            "to someone else; or simply wait."
        )
        await post(
            thread, Outgoing(text, mentions=mention_users([game.owner_id])), nonce=_nonce(item)
        )

    async def _dm_private(self, thread, game: GameRecord, state, item: OutboxItem) -> None:
        role = item.payload["role"]
        user_id = game.seats.get(role)
        if user_id is None:
            return
        title = get_title(game.title)
        embed = private_embed(title, game, title.view(state, role))
        try:
            await post(await self._dm(user_id), Outgoing(embeds=[embed]), nonce=_nonce(item))
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                raise
            # Say only that DMs are closed: never what the DM would have said.
            text = (
                f"<@{user_id}>, I could not send you your {title.role_name(role)} hand because "
                "your DMs are closed. Use `/hand` and `/play` in this thread instead."
            )
            await post(
                thread,
                Outgoing(text, mentions=mention_users([user_id])),
                nonce=f"{_nonce(item)}dm",
            )

    async def _announce_end(self, thread, game: GameRecord, state, item: OutboxItem) -> None:
        title = get_title(game.title)
        outcome = state.outcome
        winners = ", ".join(
            seat_mention(game, r, title) for r in (outcome.winners if outcome else [])
        )
        seed = await self.bot.store.reveal_seed(game.id)
        reason = outcome.reason if outcome else ""
        text = (
            f"🏁 **Game over.** Winner: {winners or 'nobody'}. {reason}\n"
            f"Seed revealed: `{seed}` (its SHA-256 is the commitment `{game.commitment}` posted "
            "at creation). Anyone can now check every roll and shuffle; see the README, "
            '"Verify the dice".'
        )
        await post(thread, Outgoing(text), nonce=_nonce(item))

    async def _dm(self, user_id: int) -> discord.abc.Messageable:
        """The DM channel of a user, opened once (no user lookup: its id is enough)."""
        channel = self._dm_channels.get(user_id)
        if channel is None:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            self._dm_channels[user_id] = channel
        return channel


def shown_on_board(view: Any, game: GameRecord) -> str:
    """What the pinned board shows of a game: who must act, the board, the outcome and the
    seats. An edit that would show the same is not sent."""
    return (
        view.model_dump_json(include={"active", "board", "outcome"})
        + str(game.seats)
        + str(game.computers)
    )


def _kind(item: OutboxItem) -> str | None:
    return item.payload.get("kind")


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


def _nonce(item: OutboxItem) -> str:
    """Discord drops a second message with the same nonce (enforce_nonce), so a send retried
    after a timeout that had in fact gone through is not posted twice. `post` numbers the
    parts of a long message: ob12.0, ob12.1, ..."""
    return f"ob{item.id}"


def _take_turn(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(TakeTurnButton(game_id))
    return view
