"""Embeds built from the rules' public and private views. Nothing here knows a title's rules."""

from __future__ import annotations

import asyncio
import io

import discord

from bot.images import render_board
from rules.core import Title, View
from storage import GameRecord

BOARD_IMAGE = "board.png"
# Discord limits: 4096 characters of description, 1024 per field value, 25 fields.
_DESC_MAX = 4000
_FIELD_MAX = 1000


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def board_embed(
    title: Title, game: GameRecord, view: View
) -> tuple[discord.Embed, discord.File]:
    """The public board: headline, summary, fields and the PNG status board.

    The PNG takes tens of milliseconds to draw, so it is drawn off the event loop.
    """
    board = view.board
    embed = discord.Embed(
        title=clip(f"{title.name} · {board.headline}", 256),
        description=clip(board.text, _DESC_MAX) or None,
        colour=discord.Colour.dark_gold(),
    )
    for field in board.fields[:24]:
        embed.add_field(name=clip(field.name, 256), value=clip(field.value, _FIELD_MAX) or "—")
    if view.outcome is not None:
        winners = ", ".join(title.role_name(r) for r in view.outcome.winners) or "nobody"
        embed.add_field(name="Game over", value=f"Winner: {winners}. {view.outcome.reason}")
    elif view.active:
        waiting = ", ".join(seat_mention(game, r, title) for r in view.active)
        embed.add_field(name="Waiting on", value=waiting, inline=False)
    embed.set_image(url=f"attachment://{BOARD_IMAGE}")
    embed.set_footer(text=f"Game #{game.id} · seed commitment {game.commitment[:16]}…")
    png = await asyncio.to_thread(render_board, title.id, board)
    return embed, discord.File(io.BytesIO(png), filename=BOARD_IMAGE)


def seat_mention(game: GameRecord, role: str, title: Title) -> str:
    holder = game.seats.get(role)
    name = title.role_name(role)
    return f"{name} (<@{holder}>)" if holder else name


def private_embed(title: Title, game: GameRecord, view: View) -> discord.Embed:
    """One role's hidden information; only ever sent by DM or as an ephemeral reply."""
    role_name = title.role_name(view.role or "")
    embed = discord.Embed(
        title=f"Your hand · {role_name} · {title.name} game #{game.id}",
        description=clip(view.private.text or "Nothing hidden.", _DESC_MAX),
        colour=discord.Colour.blurple(),
    )
    if view.prompt:
        embed.add_field(name="You must act", value=clip(view.prompt, _FIELD_MAX), inline=False)
    return embed


def log_text(lines: list[str], limit: int = 1900) -> list[str]:
    """Public log lines packed into messages under Discord's 2000-character limit."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        line = clip(line, limit)
        if current and len(current) + len(line) + 1 > limit:
            chunks.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks
