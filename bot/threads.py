"""Game threads as Discord really keeps them: they archive when idle, moderators lock them, people
delete them. A game must go on through all three.

* **Archived.** A thread archives after its auto-archive time without messages (game threads
  are made with the longest, 7 days). Discord still takes new messages in an archived thread
  that is not locked (posting unarchives it), but refuses to edit or pin in it (code 50083).
  `reopen` unarchives it, which an unlocked thread allows with Send Messages alone.
* **Locked.** Only a moderator unlocks it. The owner is told once; the game's notifications
  wait (the outbox retries with backoff) and go out as soon as it is unlocked
  (`ThreadWatchCog`, on Discord's thread update).
* **Deleted.** Discord answers "Unknown Channel" (10003). Once that has lasted `GONE_AFTER`, or
  at once when Discord says the thread was deleted, the owner is told once and the game is
  marked: `/game list` and `/game status game:` say so, and `/game continue` moves it to a new
  thread with its board and the end of its log.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot import i18n
from bot.outgoing import Outgoing, mention_users, post
from rules import get_title
from rules.core.messages import render
from storage import GameRecord

if TYPE_CHECKING:
    from bot.app import RefereeBot

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083
THREAD_LOCKED = 160005
UNKNOWN_CHANNEL = 10003
# The longest auto-archive Discord offers, in minutes: a game idle for less never archives.
AUTO_ARCHIVE_MINUTES = 10080
# How long Discord must keep saying "Unknown Channel" before a thread is declared gone (the
# retries meanwhile come every 15 s to 30 min), unless Discord said it was deleted.
GONE_AFTER = timedelta(hours=1)


async def new_game_thread(message: discord.Message, name: str) -> discord.Thread:
    """A public thread from ``message``, archived only after a week without messages."""
    return await message.create_thread(name=name[:100], auto_archive_duration=AUTO_ARCHIVE_MINUTES)


class ThreadLocked(Exception):
    """The game's thread is locked: nothing can be posted until a moderator unlocks it."""


def is_closed_thread_error(error: BaseException) -> bool:
    """Discord refused because the thread is archived or locked."""
    return isinstance(error, discord.HTTPException) and error.code in (
        THREAD_ARCHIVED,
        THREAD_LOCKED,
    )


def is_unknown_channel(error: BaseException) -> bool:
    return isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL


async def game_thread(bot: RefereeBot, game: GameRecord) -> discord.Thread:
    """The game's thread, from the cache or from Discord (raises NotFound when deleted)."""
    if game.thread_id is None:
        raise LookupError(f"game {game.id} has no thread")
    channel = bot.get_channel(game.thread_id)
    if channel is None:
        channel = await bot.fetch_channel(game.thread_id)
    return channel  # type: ignore[return-value]


async def reopen(bot: RefereeBot, game: GameRecord) -> None:
    """Unarchive the game's thread so it can be edited and pinned in again; raise ThreadLocked
    (after telling the owner, once) when a moderator locked it."""
    thread = await bot.fetch_channel(game.thread_id or 0)  # fresh: the cache may be stale
    if not isinstance(thread, discord.Thread):
        raise LookupError(f"channel {game.thread_id} of game {game.id} is not a thread")
    if thread.locked:
        if game.thread_trouble != "locked":
            await tell_owner(bot, game, "owner-thread-locked", thread=f"<#{thread.id}>")
            await bot.store.set_thread_trouble(game.id, "locked")
        raise ThreadLocked(f"the thread of game {game.id} is locked")
    log.info("Unarchiving the thread of game %s to deliver its notifications", game.id)
    await thread.edit(archived=False)


async def thread_missing(bot: RefereeBot, game: GameRecord, *, deleted: bool = False) -> None:
    """Discord does not know the game's thread. Once that has lasted `GONE_AFTER`, or when
    Discord said it was ``deleted``, tell the owner once and mark the game."""
    if game.status not in ("lobby", "active") or game.thread_gone:
        return
    if not deleted:
        if game.thread_trouble != "missing" or game.thread_trouble_since is None:
            await bot.store.set_thread_trouble(game.id, "missing")
            return
        if discord.utils.utcnow() - game.thread_trouble_since < GONE_AFTER:
            return
    log.warning("The thread of game %s is gone; telling its owner", game.id)
    await tell_owner(bot, game, "owner-thread-gone")
    await bot.store.set_thread_trouble(game.id, "gone")


async def tell_owner(bot: RefereeBot, game: GameRecord, message: str, **args: object) -> bool:
    """Tell the owner ``message`` (an id of the bot's catalogs, said with the game's number
    and title and ``args``) by DM in their language, or else in the channel the game was
    created in. False if neither worked (it is logged; `/game list` still shows the game's
    trouble)."""
    language = i18n.of_player(game, game.owner_id)
    title = render(get_title(game.title).name, language)
    text = i18n.text(language, message, game=game.id, title=title, **args)
    try:
        owner = bot.get_user(game.owner_id) or await bot.fetch_user(game.owner_id)
        await post(owner, Outgoing(text))
        return True
    except discord.HTTPException as error:
        log.info("Could not DM the owner of game %s (%s); trying its channel", game.id, error)
    try:
        channel = bot.get_channel(game.channel_id or 0) or await bot.fetch_channel(
            game.channel_id or 0
        )
        await post(
            channel,  # type: ignore[arg-type]
            Outgoing(f"<@{game.owner_id}> {text}", mentions=mention_users([game.owner_id])),
        )
        return True
    except discord.HTTPException as error:
        log.warning("Could not tell the owner of game %s about its thread: %s", game.id, error)
        return False


class ThreadWatchCog(commands.Cog):
    """Discord's word on a game's thread, acted on at once rather than at the next retry."""

    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        game = await self.bot.store.game_by_thread(payload.thread_id)
        if game is not None:
            await thread_missing(self.bot, game, deleted=True)

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        locked = payload.data.get("thread_metadata", {}).get("locked", False)
        if locked:
            return
        game = await self.bot.store.game_by_thread(payload.thread_id)
        if game is None or game.thread_trouble != "locked":
            return
        log.info("The thread of game %s was unlocked; delivering what waited", game.id)
        await self.bot.store.set_thread_trouble(game.id, None)
        await self.bot.store.outbox_retry_now(game.id)
        self.bot.dispatcher.wake()
