"""The DM of a role's private view (its hand, what it committed face down), sent to whoever
holds the seat; a player whose DMs are closed is told so in the thread, and nothing more."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.embeds import private_embed
from bot.notify.items import nonce
from bot.outgoing import Outgoing, mention_users, post
from rules import get_title

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from storage import GameRecord, OutboxItem

DM_CLOSED = 50007


class PrivateDMs:
    """Sends private views by DM, each user's DM channel opened once."""

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        # DM channels by user: opening one is a call of its own (POST /users/@me/channels).
        self._channels: dict[int, discord.abc.Messageable] = {}

    async def deliver(self, thread: Any, game: GameRecord, state: Any, item: OutboxItem) -> None:
        role = item.payload["role"]
        user_id = game.seats.get(role)
        if user_id is None:
            return
        title = get_title(game.title)
        language = i18n.of_player(game, user_id)
        embed = private_embed(title, game, title.view(state, role), language)
        try:
            await post(await self._dm(user_id), Outgoing(embeds=[embed]), nonce=nonce(item))
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
                nonce=f"{nonce(item)}dm",
            )

    async def _dm(self, user_id: int) -> discord.abc.Messageable:
        """The DM channel of a user, opened once (no user lookup: its id is enough)."""
        channel = self._channels.get(user_id)
        if channel is None:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            self._channels[user_id] = channel
        return channel
