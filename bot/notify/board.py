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
from rules.core import Board

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
        # The board each game's pinned message last showed, and the places its close-up
        # showed: the next close-up is of what changed since (`bot.embeds.board_embed`). Kept
        # in memory only: after a restart, the first edit shows no close-up, the next one does.
        self._last: dict[int, tuple[Board, tuple[str, ...]]] = {}

    async def show(self, thread: Any, game: GameRecord, state: Any, item: OutboxItem) -> None:
        """Edit the pinned board in place; post and pin it when there is none."""
        title = get_title(game.title)
        store = self.bot.store
        view = title.view(state, None)
        shown = shown_on_board(view, game)
        if game.board_message_id is not None and self._shown.get(game.id) == shown:
            return
        before, focus = self._last.get(game.id, (None, ()))
        out = await board_embed(title, game, view, before, focus)
        if game.board_message_id is not None:
            board = thread.get_partial_message(game.board_message_id)
            try:
                await edit(board, Outgoing(embeds=out.embeds, files=out.files))
            except discord.NotFound as exc:
                if exc.code != UNKNOWN_MESSAGE:
                    raise
                # Someone deleted the pinned board: post a new one rather than failing
                # (and holding back the game's notifications) forever.
                log.warning("The board of game %s was deleted; posting it again", game.id)
                await store.set_discord_ids(game.id, board_message_id=None)
                out = await board_embed(title, game, view, before, focus)  # the files were spent
            else:
                if board.id not in self._pinned:
                    await board.pin(reason=PIN_REASON)
                    self._pinned.add(board.id)
                self._shown[game.id] = shown
                self._last[game.id] = (view.board, out.focus)
                return
        # Recorded before pinning: if the pin fails, the retry edits and pins this
        # message rather than posting a second board.
        posted = Outgoing(embeds=out.embeds, files=out.files)
        (message,) = await post(thread, posted, nonce=nonce(item))
        await store.set_discord_ids(game.id, board_message_id=message.id)
        await message.pin(reason=PIN_REASON)
        self._pinned.add(message.id)
        self._shown[game.id] = shown
        self._last[game.id] = (view.board, out.focus)
