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
from rules.core.messages import render
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
    lang = i18n.of_game(game)  # the thread sees it
    embed = discord.Embed(
        title=f"{render(title.name, lang)} · {render(board.headline, lang)}",
        description=render(board.text, lang) or None,
        colour=discord.Colour.dark_gold(),
    )
    # Who must act comes first: were the board too long for Discord, the last fields are the
    # ones dropped (bot.outgoing.fit_embed).
    if view.outcome is not None:
        named = [render(title.role_name(r), lang) for r in view.outcome.winners]
        winners = ", ".join(named) or i18n.text(lang, "board-nobody")
        reason = render(view.outcome.said_reason, lang)
        embed.add_field(
            name=i18n.text(lang, "board-game-over"),
            value=i18n.text(lang, "board-winner", winners=winners, reason=reason),
        )
    elif view.active:
        waiting = ", ".join(seat_mention(game, r, title) for r in view.active)
        embed.add_field(name=i18n.text(lang, "board-waiting"), value=waiting, inline=False)
    for field in board.fields:
        embed.add_field(name=render(field.name, lang), value=render(field.value, lang) or "—")
    embed.set_image(url=f"attachment://{BOARD_IMAGE}")
    footer = i18n.text(lang, "board-footer", game=game.id, commitment=game.commitment[:16])
    embed.set_footer(text=footer)
    drawn = await asyncio.to_thread(picture, title.id, board, before, focus, lang)
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
    name = render(title.role_name(role), i18n.of_game(game))
    return f"{name} ({holder(game, role)})" if game.held(role) else name


def holder(game: GameRecord, role: str) -> str:
    """Who holds ``role``, as the thread shows it: a mention (never pinging, as the caller's
    message allows no mentions unless it says so), the computer and its level, or *open*, in
    the game's language."""
    if role in game.computers:
        return i18n.text(i18n.of_game(game), "holder-computer", level=str(game.computers[role]))
    user = game.seats.get(role)
    return f"<@{user}>" if user is not None else i18n.text(i18n.of_game(game), "holder-open")


def private_embed(
    title: Title, game: GameRecord, view: View, language: str = i18n.SOURCE
) -> discord.Embed:
    """One role's hidden information, in its player's ``language``; only ever sent by DM or as
    an ephemeral reply."""
    role_name = render(title.role_name(view.role or ""), language)
    heading = i18n.text(
        language, "hand-title", role=role_name, title=render(title.name, language), game=game.id
    )
    embed = discord.Embed(
        title=heading,
        description=render(view.private.text, language) or i18n.text(language, "hand-nothing"),
        colour=discord.Colour.blurple(),
    )
    if view.prompt:
        embed.add_field(
            name=i18n.text(language, "hand-must-act"),
            value=render(view.prompt, language),
            inline=False,
        )
    return embed
