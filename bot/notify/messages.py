"""Which words each kind of outbox item is delivered in (storage/records.py, `OutboxItem`):
the board (bot/notify/board.py), pings, reminders and deadlines (bot/notify/pings.py), private
views by DM (bot/notify/private_dms.py), and the rest (bot/notify/announcements.py)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from bot import i18n
from bot.notify import announcements, pings
from bot.notify.board import PinnedBoards
from bot.notify.items import nonce
from bot.notify.private_dms import PrivateDMs
from bot.outgoing import Outgoing, post
from bot.threads import game_thread
from rules.core.messages import render, restore

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from storage import GameRecord, OutboxItem

log = logging.getLogger(__name__)


class Messages:
    """Writes and sends the message of one outbox item, or of a log line with its ping."""

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        self.boards = PinnedBoards(bot)
        self.dms = PrivateDMs(bot)

    async def deliver(self, group: list[OutboxItem], game: GameRecord, state: Any) -> None:
        """Send one item, or a log line with the ping that follows it, as one message."""
        store = self.bot.store
        item = group[0]
        kind = item.payload.get("kind")
        thread = await game_thread(self.bot, game)
        if kind == "board":
            await self.boards.show(thread, game, state, item)
        elif kind == "log":
            # In the game's language, where the title said it by message id.
            language = i18n.of_game(game)
            lines = item.payload.get("lines", [])
            said = item.payload.get("said") or [None] * len(lines)  # an item from before ids
            lines = [
                render(restore(line, ids), language) for line, ids in zip(lines, said, strict=True)
            ]
            if len(group) == 1 or not await pings.ping(
                store, thread, game, state, group[1], lines, item
            ):
                await post(thread, Outgoing("\n".join(lines)), nonce=nonce(item))
        elif kind == "ping":
            await pings.ping(store, thread, game, state, item)
        elif kind == "recap":
            await announcements.recap(thread, game, state, item)
        elif kind == "private":
            await self.dms.deliver(thread, game, state, item)
        elif kind == "ended":
            await announcements.game_over(store, thread, game, state, item)
        elif kind == "reminder":
            await pings.remind(store, thread, game, item)
        elif kind == "deadline":
            await pings.deadline_passed(store, thread, game, state, item)
        elif kind == "replaced":
            await announcements.replaced(thread, game, item)
        elif kind == "away":
            await announcements.away(thread, game, item)
        else:
            log.error("Unknown outbox item kind %r (item %s); skipping it", kind, item.id)
