"""Embeds built from the rules' public and private views. Nothing here knows a title's rules.

They are built whole; `bot.outgoing` fits them to Discord's limits when they are sent.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass

import discord

from bot import i18n
from bot.images import picture
from rules.core import Board, Title, View
from storage import GameRecord

BOARD_IMAGE = "board.png"
CLOSEUP_IMAGE = "closeup.png"


@dataclass
class BoardMessage:
    """The pinned board's embeds and files, and the places its close-up shows (to be kept for
    the next edit, `bot.images.picture`)."""

    embeds: list[discord.Embed]
    files: list[discord.File]
    focus: tuple[str, ...]


async def board_embed(
    title: Title,
    game: GameRecord,
    view: View,
    before: Board | None = None,
    focus: tuple[str, ...] = (),
) -> BoardMessage:
    """The public board: headline, summary, fields and the PNG status board; below it, where
    the title's picture offers one, a close-up of the places that changed since ``before``
    (the board last shown) or else of ``focus`` (the places the last close-up showed), which a
    phone shows large enough to read (`bot.images.closeup`).

    The PNGs take tens of milliseconds to draw, so they are drawn off the event loop.
    """
    board = view.board
    embed = discord.Embed(
        title=f"{title.name} · {board.headline}",
        description=board.text or None,
        colour=discord.Colour.dark_gold(),
    )
    # Who must act comes first: were the board too long for Discord, the last fields are the
    # ones dropped (bot.outgoing.fit_embed).
    if view.outcome is not None:
        winners = ", ".join(title.role_name(r) for r in view.outcome.winners) or "nobody"
        embed.add_field(name="Game over", value=f"Winner: {winners}. {view.outcome.reason}")
    elif view.active:
        waiting = ", ".join(seat_mention(game, r, title) for r in view.active)
        embed.add_field(name="Waiting on", value=waiting, inline=False)
    for field in board.fields:
        embed.add_field(name=field.name, value=field.value or "—")
    embed.set_image(url=f"attachment://{BOARD_IMAGE}")
    embed.set_footer(text=f"Game #{game.id} · seed commitment {game.commitment[:16]}…")
    drawn = await asyncio.to_thread(picture, title.id, board, before, focus)
    embeds = [embed]
    files = [discord.File(io.BytesIO(drawn.board), filename=BOARD_IMAGE)]
    if drawn.closeup is not None:
        close = discord.Embed(description=f"🔍 {drawn.caption}", colour=embed.colour)
        close.set_image(url=f"attachment://{CLOSEUP_IMAGE}")
        embeds.append(close)
        files.append(discord.File(io.BytesIO(drawn.closeup), filename=CLOSEUP_IMAGE))
    return BoardMessage(embeds, files, drawn.focus)


def seat_mention(game: GameRecord, role: str, title: Title) -> str:
    """A role and who holds it: "Blue (<@1>)", "Blue (🤖 computer, hard)", or just "Blue"."""
    name = title.role_name(role)
    return f"{name} ({holder(game, role)})" if game.held(role) else name


def holder(game: GameRecord, role: str) -> str:
    """Who holds ``role``, as the thread shows it: a mention (never pinging, as the caller's
    message allows no mentions unless it says so), the computer and its level, or *open*, in
    the game's language."""
    if role in game.computers:
        return i18n.text(i18n.of_game(game), "holder-computer", level=str(game.computers[role]))
    user = game.seats.get(role)
    return f"<@{user}>" if user is not None else i18n.text(i18n.of_game(game), "holder-open")


def private_embed(title: Title, game: GameRecord, view: View) -> discord.Embed:
    """One role's hidden information; only ever sent by DM or as an ephemeral reply."""
    role_name = title.role_name(view.role or "")
    embed = discord.Embed(
        title=f"Your hand · {role_name} · {title.name} game #{game.id}",
        description=view.private.text or "Nothing hidden.",
        colour=discord.Colour.blurple(),
    )
    if view.prompt:
        embed.add_field(name="You must act", value=view.prompt, inline=False)
    return embed
