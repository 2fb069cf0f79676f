"""The pinned board of each game's thread: edited in place after every change, posted and
pinned when there is none (README, "Commands")."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.embeds import board_embed
from bot.notify.items import nonce
from bot.outgoing import Outgoing, edit, post
from rules import get_title

if TYPE_CHECKING:
    from bot.app import RefereeBot
    from storage import GameRecord, OutboxItem

log = logging.getLogger(__name__)

UNKNOWN_MESSAGE = 10008
PIN_REASON = "The game's board, edited in place"


def shown_on_board(view: Any, game: GameRecord) -> str:
    """What the pinned board shows of a game: who must act, the board, the outcome and the
    seats. An edit that would show the same is not sent."""
    return (
        view.model_dump_json(include={"active", "board", "outcome"})
        + str(game.seats)
        + str(game.computers)
    )


class PinnedBoards:
    """The boards of every game this process delivers for, and what it knows of them."""

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot
        # What each game's pinned board last showed: an edit that would show the same (a
        # choice that changed only a private view) is not sent.
        self._shown: dict[int, str] = {}
        # Board messages this process has seen pinned. Any other is pinned at its next edit: a
        # crash, or a pin refused, between posting a board and pinning it leaves it unpinned,
        # and pinning twice is harmless.
        self._pinned: set[int] = set()

    async def show(self, thread: Any, game: GameRecord, state: Any, item: OutboxItem) -> None:
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
        (message,) = await post(thread, Outgoing(embeds=[embed], files=[png]), nonce=nonce(item))
        await store.set_discord_ids(game.id, board_message_id=message.id)
        await message.pin(reason=PIN_REASON)
        self._pinned.add(message.id)
        self._shown[game.id] = shown
