"""`/game list`: every game of a server (or every game of yours), a page at a time.

Running games come first, newest first, then the finished ones. A page holds `PAGE_SIZE` rows
of at most `ROW_MAX` characters, so it always fits in one message with its buttons; the
buttons are `DynamicItem`s that rebuild the page asked for, so they work after a restart.
"""

from __future__ import annotations

import re

import discord

from bot.components import Guarded
from bot.context import bot_of
from bot.outgoing import Outgoing, answer, clip, update
from rules import get_title
from storage import GameRecord, Store

PAGE_SIZE = 10
# 10 rows, the header and the note on deleted threads stay under Discord's 2,000 characters.
ROW_MAX = 175
MENTIONS_SHOWN = 2
RUNNING = ("lobby", "active")


async def list_page(store: Store, *, guild_id: int | None, user_id: int, page: int) -> Outgoing:
    """Page ``page`` (from 0; clamped) of the games of ``guild_id``, or of ``user_id``'s games
    in every server when ``guild_id`` is None."""
    if guild_id is not None:
        games = await store.list_games(guild_id=guild_id)
        whose = "this server"
    else:
        games = await store.list_games(user_id=user_id)
        whose = "yours, in every server"
    if not games:
        return Outgoing("No games yet: start one with `/game new`.")
    running = [g for g in reversed(games) if g.status in RUNNING]
    over = [g for g in reversed(games) if g.status not in RUNNING]
    ordered = running + over
    pages = (len(ordered) + PAGE_SIZE - 1) // PAGE_SIZE
    page = min(max(page, 0), pages - 1)
    shown = ordered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    rows = [clip(await _row(store, game, user_id), ROW_MAX) for game in shown]
    header = f"**Games of {whose}**: {len(running)} running, {len(over)} over" + (
        f" · page {page + 1} of {pages}" if pages > 1 else ""
    )
    lost = [g.id for g in shown if g.thread_gone]
    if lost:
        example = f"`/game continue game:{lost[0]}`"
        rows.append(f"🧵 Deleted thread: the owner goes on in a new one with {example}.")
    scope = "m" if guild_id is None else "g"
    view = _pager(scope, page, pages) if pages > 1 else None
    return Outgoing("\n".join([header, *rows]), view=view)


async def _row(store: Store, game: GameRecord, user_id: int) -> str:
    """ "#3 · Spanish Civil War · #thread · waiting on @bob · Turn 2 · Attack phase": the
    headline comes last, so that clipping a long row cuts only the headline, never a mention.
    The longest rest (a 28-character title, a thread, "waiting for you", two mentions and a
    count) takes about 155 characters."""
    title = get_title(game.title)
    if game.thread_gone:
        where = "🧵 thread deleted"
    elif game.thread_trouble == "locked":
        where = f"🔒 <#{game.thread_id}> is locked"
    else:
        where = f"<#{game.thread_id}>" if game.thread_id else "(no thread)"
    if game.status != "active":
        return f"#{game.id} · {title.name} · {game.status} · {where}"
    _, state = await store.load(game.id)
    waiting = [r for r in title.active(state) if r in game.seats]
    holders = list(dict.fromkeys(game.seats[r] for r in waiting))
    you = " · ⏳ **waiting for you**" if user_id in holders else ""
    mentions = " ".join(f"<@{u}>" for u in holders[:MENTIONS_SHOWN])
    if len(holders) > MENTIONS_SHOWN:
        mentions += f" +{len(holders) - MENTIONS_SHOWN}"
    headline = title.view(state, None).board.headline
    return f"#{game.id} · {title.name} · {where}{you} · waiting on {mentions} · {headline}"


def _pager(scope: str, page: int, pages: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(GameListButton(scope, max(page - 1, 0), "◀ Previous", disabled=page == 0))
    last = pages - 1
    view.add_item(GameListButton(scope, min(page + 1, last), "Next ▶", disabled=page == last))
    return view


async def show_list(interaction: discord.Interaction, *, mine: bool) -> None:
    guild_id = interaction.guild.id if interaction.guild is not None and not mine else None
    page = await list_page(
        bot_of(interaction).store, guild_id=guild_id, user_id=interaction.user.id, page=0
    )
    await answer(interaction, page)


class GameListButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"list:(?P<scope>[gm]):(?P<page>\d+)",
):
    """Turn the page of a `/game list` answer: g for this server's games, m for yours."""

    kind = "game list page"

    def __init__(self, scope: str, page: int, label: str = "…", *, disabled: bool = False):
        self.scope, self.page = scope, page
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"list:{scope}:{page}",
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> GameListButton:
        return cls(match["scope"], int(match["page"]))

    async def run(self, interaction: discord.Interaction) -> None:
        guild = interaction.guild if self.scope == "g" else None
        page = await list_page(
            bot_of(interaction).store,
            guild_id=guild.id if guild is not None else None,
            user_id=interaction.user.id,
            page=self.page,
        )
        await update(interaction, page)
