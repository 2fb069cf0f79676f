"""Delivering the outbox: board edits, pings, DMs and log lines (DESIGN.md, "Storage", "Bot").

Notifications are written by the store in the same transaction as the change they announce;
this dispatcher only delivers them, in order, marking each one delivered after Discord took it.
A failed delivery is retried later with backoff, so nothing is lost when Discord hiccups, and
pending rows left by a restart go out when the bot is ready again.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot.embeds import board_embed, log_text, private_embed
from bot.play.components import TakeTurnButton
from rules import get_title

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from storage import GameRecord, OutboxItem

log = logging.getLogger(__name__)

DM_CLOSED = 50007
MAX_BACKOFF = timedelta(minutes=30)


def _coalesce_key(item: OutboxItem) -> tuple[Any, ...] | None:
    """Board edits and DMs show the latest state, so only the last of a batch needs sending."""
    kind = item.payload.get("kind")
    if kind == "board":
        return (item.game_id, "board")
    if kind == "private":
        return (item.game_id, "private", item.payload.get("role"))
    return None


class Dispatcher:
    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        self._lock = asyncio.Lock()

    async def drain(self) -> None:
        """Deliver every due notification, oldest first. Safe to call from anywhere, any time."""
        async with self._lock:
            store = self.bot.store
            items = await store.outbox_pending()
            last_of = {}
            for item in items:
                key = _coalesce_key(item)
                if key is not None:
                    last_of[key] = item.id
            failed_games: set[int] = set()
            for item in items:
                key = _coalesce_key(item)
                if key is not None and last_of[key] != item.id:
                    await store.outbox_delivered(item.id)
                    continue
                if item.game_id in failed_games:
                    continue  # keep a game's notifications in order behind its failed one
                try:
                    await self.deliver(item)
                except (TimeoutError, discord.HTTPException, OSError) as exc:
                    failed_games.add(item.game_id)
                    delay = min(timedelta(seconds=15 * 2 ** min(item.attempts, 10)), MAX_BACKOFF)
                    log.warning(
                        "Delivery of outbox item %s (%s) failed: %s; retrying in %s",
                        item.id,
                        item.payload.get("kind"),
                        exc,
                        delay,
                    )
                    await store.outbox_failed(item.id, discord.utils.utcnow() + delay)
                    continue
                await store.outbox_delivered(item.id)

    async def _thread(self, game: GameRecord) -> discord.abc.Messageable:
        if game.thread_id is None:
            raise LookupError(f"game {game.id} has no thread")
        channel = self.bot.get_channel(game.thread_id)
        if channel is None:
            channel = await self.bot.fetch_channel(game.thread_id)
        return channel  # type: ignore[return-value]

    async def deliver(self, item: OutboxItem) -> None:
        store = self.bot.store
        game, state = await store.load(item.game_id)
        title = get_title(game.title)
        thread = await self._thread(game)
        kind = item.payload.get("kind")
        if kind == "board":
            embed, png = await board_embed(title, game, title.view(state, None))
            if game.board_message_id is None:
                message = await thread.send(embed=embed, file=png)
                await message.pin(reason="The game's board, edited in place")
                await store.set_discord_ids(game.id, board_message_id=message.id)
            else:
                board = thread.get_partial_message(game.board_message_id)  # type: ignore[attr-defined]
                await board.edit(embed=embed, attachments=[png])
        elif kind == "log":
            for chunk in log_text(item.payload.get("lines", [])):
                await thread.send(chunk, allowed_mentions=discord.AllowedMentions.none())
        elif kind == "ping":
            await self._ping(thread, game, item.payload.get("roles", []))
        elif kind == "private":
            await self._dm_private(thread, game, state, item.payload["role"])
        elif kind == "ended":
            await self._announce_end(thread, game, state)
        else:
            log.error("Unknown outbox item kind %r (item %s); skipping it", kind, item.id)

    async def _ping(self, thread, game: GameRecord, roles: list[str]) -> None:
        if not roles or game.status != "active":
            return
        title = get_title(game.title)
        users = list(dict.fromkeys(game.seats[r] for r in roles if r in game.seats))
        names = ", ".join(title.role_name(r) for r in roles)
        mentions = " ".join(f"<@{u}>" for u in users)
        view = discord.ui.View(timeout=None)
        view.add_item(TakeTurnButton(game.id))
        await thread.send(
            f"{mentions} your turn: {names} must act. Press the button or use `/play`.",
            view=view,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
        )

    async def _dm_private(self, thread, game: GameRecord, state, role: str) -> None:
        user_id = game.seats.get(role)
        if user_id is None:
            return
        title = get_title(game.title)
        embed = private_embed(title, game, title.view(state, role))
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        try:
            await user.send(embed=embed)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                raise
            # Say only that DMs are closed: never what the DM would have said.
            await thread.send(
                f"<@{user_id}>, I could not send you your {title.role_name(role)} hand because "
                "your DMs are closed. Use `/hand` and `/play` in this thread instead.",
                allowed_mentions=discord.AllowedMentions(users=True),
            )

    async def _announce_end(self, thread, game: GameRecord, state) -> None:
        title = get_title(game.title)
        outcome = state.outcome
        winners = ", ".join(
            f"{title.role_name(r)} (<@{game.seats[r]}>)"
            for r in (outcome.winners if outcome else [])
        )
        seed = await self.bot.store.reveal_seed(game.id)
        reason = outcome.reason if outcome else ""
        await thread.send(
            f"🏁 **Game over.** Winner: {winners or 'nobody'}. {reason}\n"
            f"Seed revealed: `{seed}` (its SHA-256 is the commitment `{game.commitment}` posted "
            "at creation). Anyone can now check every roll and shuffle; see the README, "
            '"Verify the dice".',
            allowed_mentions=discord.AllowedMentions.none(),
        )
