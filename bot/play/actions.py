"""What happens when a player asks for their prompt or picks a choice. No rules live here."""

from __future__ import annotations

import discord

from bot.context import bot_of, roles_of
from bot.embeds import private_embed
from bot.errors import UserError
from bot.outgoing import Outgoing, answer, update
from bot.play.prompts import prompt_payload
from rules import get_title
from rules.core import plural
from storage import StaleVersion


async def _prompt_for(
    interaction: discord.Interaction, game_id: int, role: str | None = None
) -> Outgoing:
    """The first role of this user that must act (or ``role``), rendered as a prompt."""
    store = bot_of(interaction).store
    game, state = await store.load(game_id)
    if game.status == "abandoned":
        raise UserError(f"Game #{game.id} was abandoned; nothing more can be played in it.")
    title = get_title(game.title)
    mine = roles_of(game, interaction.user.id)
    if not mine:
        raise UserError(
            f"You hold no seat in game #{game.id}; spectators can follow the pinned board "
            "and use `/game status`."
        )
    if role is not None and role not in mine:
        held = ", ".join(title.role_name(r) for r in mine)
        raise UserError(f"You do not hold {title.role_name(role)} in this game; you hold {held}.")
    candidates = [role] if role else mine
    views = [title.view(state, r) for r in candidates]
    acting = next((v for v in views if v.choices), views[0])
    prompt = prompt_payload(title, game, acting.role or candidates[0], acting, game.version)
    others = [v.role for v in views if v.choices and v is not acting]
    if others:
        names = ", ".join(title.role_name(r) for r in others if r)
        prompt.content += f"\n(You must also act for {names}: use `/play role:` to choose.)"
    return prompt


async def show_prompt(
    interaction: discord.Interaction, game_id: int, role: str | None = None, *, note: str = ""
):
    prompt = await _prompt_for(interaction, game_id, role)
    if note:
        prompt.content = f"{note}\n{prompt.content}"
    await answer(interaction, prompt)


async def show_hand(interaction: discord.Interaction, game_id: int) -> None:
    store = bot_of(interaction).store
    game, state = await store.load(game_id)
    title = get_title(game.title)
    mine = roles_of(game, interaction.user.id)
    if not mine:
        raise UserError(f"You hold no seat in game #{game.id}, so you have no hand to see.")
    embeds = [private_embed(title, game, title.view(state, role)) for role in mine]
    await answer(interaction, Outgoing(embeds=embeds))


async def act(
    interaction: discord.Interaction, game_id: int, version: int, role: str, index: int
) -> None:
    """Apply the choice behind a button or select, then show what comes next."""
    bot = bot_of(interaction)
    game, state = await bot.store.load(game_id)
    title = get_title(game.title)
    if game.seats.get(role) != interaction.user.id:
        # Say nothing about the prompt or the seat's hand: only that this is not theirs.
        raise UserError("That button belongs to another player's seat; only they can use it.")
    if version != game.version:
        await _refuse_stale(interaction, game_id, role)
        return
    choices = title.view(state, role).choices
    if not 0 <= index < len(choices):
        await _refuse_stale(interaction, game_id, role)
        return
    try:
        await bot.store.submit(
            game_id, role, choices[index], user_id=interaction.user.id, expected_version=version
        )
    except StaleVersion:
        await _refuse_stale(interaction, game_id, role)
        return
    prompt = await _prompt_for(interaction, game_id)
    prompt.content = f"✅ {choices[index].describe()}\n{prompt.content}"
    await _replace(interaction, prompt)
    await bot.dispatcher.drain()


async def act_typed(
    interaction: discord.Interaction, game_id: int, role: str | None, text: str
) -> None:
    """A typed command (`/play do:`): the title turns it into atomic choices, checked on a copy,
    and the store applies them all or none."""
    bot = bot_of(interaction)
    game, state = await bot.store.load(game_id)
    title = get_title(game.title)
    mine = roles_of(game, interaction.user.id)
    if not mine:
        raise UserError(f"You hold no seat in game #{game.id}, so you cannot act in it.")
    if role is not None and role not in mine:
        raise UserError(f"You do not hold {title.role_name(role)} in this game.")
    acting = role or next((r for r in mine if title.view(state, r).choices), mine[0])
    if not title.view(state, acting).choices:
        raise UserError(f"{title.role_name(acting)} has nothing to do now.")
    choices = title.shortcut(state, acting, text)
    await bot.store.submit_many(
        game_id, acting, choices, user_id=interaction.user.id, expected_version=game.version
    )
    prompt = await _prompt_for(interaction, game_id)
    prompt.content = f"✅ `{text[:200]}`: {plural(len(choices), 'step')} done.\n{prompt.content}"
    await answer(interaction, prompt)
    await bot.dispatcher.drain()


async def _refuse_stale(interaction: discord.Interaction, game_id: int, role: str) -> None:
    prompt = await _prompt_for(interaction, game_id, role)
    prompt.content = (
        "⌛ That prompt is out of date: the game has moved on. Here is the current one.\n"
        + prompt.content
    )
    await answer(interaction, prompt)


async def _replace(interaction: discord.Interaction, prompt: Outgoing) -> None:
    """Edit the ephemeral prompt in place; a public message (a ping) gets a new ephemeral."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await update(interaction, prompt)
        return
    await answer(interaction, prompt)
