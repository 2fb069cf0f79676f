"""`/game list`: every game of a server (or every game of yours), a page at a time.

Running games come first, newest first, then the finished ones. A page holds `PAGE_SIZE` rows
of at most `ROW_MAX` characters, so it always fits in one message with its buttons; the
buttons are `DynamicItem`s that rebuild the page asked for, so they work after a restart.
"""

from __future__ import annotations

import re
from functools import partial

import discord

from bot import i18n
from bot.components import Controls, Guarded
from bot.context import bot_of
from bot.i18n.commands import spelled
from bot.outgoing import Outgoing, answer, clip, update
from rules import get_title
from rules.core.messages import render
from storage import GameRecord, Store

PAGE_SIZE = 10
# 10 rows, the header and the note on deleted threads stay under Discord's 2,000 characters.
ROW_MAX = 175
MENTIONS_SHOWN = 2
RUNNING = ("lobby", "active")


async def list_page(
    store: Store, *, guild_id: int | None, user_id: int, page: int, language: str = i18n.SOURCE
) -> Outgoing:
    """Page ``page`` (from 0; clamped) of the games of ``guild_id``, or of ``user_id``'s games
    in every server when ``guild_id`` is None, in the asker's ``language``."""
    say = partial(i18n.text, language)
    if guild_id is not None:
        games = await store.list_games(guild_id=guild_id)
        whose = "server"
    else:
        games = await store.list_games(user_id=user_id)
        whose = "mine"
    if not games:
        return Outgoing(say("list-none"))
    running = [g for g in reversed(games) if g.status in RUNNING]
    over = [g for g in reversed(games) if g.status not in RUNNING]
    ordered = running + over
    pages = (len(ordered) + PAGE_SIZE - 1) // PAGE_SIZE
    page = min(max(page, 0), pages - 1)
    shown = ordered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    rows = [clip(await _row(store, game, user_id, language), ROW_MAX) for game in shown]
    header = say("list-header", whose=whose, running=len(running), over=len(over))
    if pages > 1:
        header = say("list-paged", header=header, page=say("list-page", page=page + 1, pages=pages))
    lost = [g.id for g in shown if g.thread_gone]
    if lost:
        example = spelled(language, "game continue", f"game:{lost[0]}")
        rows.append(say("list-deleted", example=f"`{example}`"))
    scope = "m" if guild_id is None else "g"
    view = _pager(scope, page, pages, language) if pages > 1 else None
    return Outgoing("\n".join([header, *rows]), view=view)


async def _row(store: Store, game: GameRecord, user_id: int, language: str) -> str:
    """ "#3 · Spanish Civil War · #thread · waiting on @bob · Turn 2 · Attack phase": the
    headline comes last, so that clipping a long row cuts only the headline, never a mention.
    The longest rest (a 28-character title, a thread, "waiting for you", two mentions and a
    count) takes about 155 characters."""
    title = get_title(game.title)
    say = partial(i18n.text, language)
    name = render(title.name, language)
    if game.thread_gone:
        where = say("list-thread-deleted")
    elif game.thread_trouble == "locked":
        where = say("list-thread-locked", thread=f"<#{game.thread_id}>")
    else:
        where = f"<#{game.thread_id}>" if game.thread_id else say("list-no-thread")
    if game.status != "active":
        return f"#{game.id} · {name} · {say('list-status', status=game.status)} · {where}"
    _, state = await store.load(game.id)
    waiting = [r for r in title.active(state) if r in game.seats]
    holders = list(dict.fromkeys(game.seats[r] for r in waiting))
    you = f" · {say('list-waiting-for-you')}" if user_id in holders else ""
    mentions = " ".join(f"<@{u}>" for u in holders[:MENTIONS_SHOWN])
    if len(holders) > MENTIONS_SHOWN:
        mentions += f" +{len(holders) - MENTIONS_SHOWN}"
    waiting_on = say("list-waiting-on", mentions=mentions)
    headline = render(title.view(state, None).board.headline, language)
    return f"#{game.id} · {name} · {where}{you} · {waiting_on} · {headline}"


def _pager(scope: str, page: int, pages: int, language: str) -> discord.ui.View:
    view = Controls()
    say = partial(i18n.text, language)
    view.add_item(GameListButton(scope, max(page - 1, 0), say("list-previous"), disabled=page == 0))
    last = pages - 1
    view.add_item(
        GameListButton(scope, min(page + 1, last), say("list-next"), disabled=page == last)
    )
    return view


async def show_list(interaction: discord.Interaction, *, mine: bool) -> None:
    guild_id = interaction.guild.id if interaction.guild is not None and not mine else None
    page = await list_page(
        bot_of(interaction).store,
        guild_id=guild_id,
        user_id=interaction.user.id,
        page=0,
        language=i18n.language_of(interaction.locale),
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
            language=i18n.language_of(interaction.locale),
        )
        await update(interaction, page)
