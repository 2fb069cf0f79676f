"""Finding the game an interaction is about, and who the user is in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import logs
from bot.errors import Refused
from storage import GameRecord

if TYPE_CHECKING:
    from bot.app import RefereeBot


def bot_of(interaction: discord.Interaction) -> RefereeBot:
    return interaction.client  # type: ignore[return-value]


async def game_here(interaction: discord.Interaction) -> GameRecord:
    """The game whose thread this is, or a clear refusal that says where to go."""
    channel = interaction.channel
    if channel is None or interaction.guild is None:
        raise Refused("where-not-in-dms")
    game = await bot_of(interaction).store.game_by_thread(channel.id)
    if game is None:
        raise Refused("where-not-a-game-thread")
    logs.about(game=game.id)
    return game


def roles_of(game: GameRecord, user_id: int) -> list[str]:
    """The roles this user holds in the game, in the title's order."""
    return [role for role, holder in game.seats.items() if holder == user_id]


def is_manager(interaction: discord.Interaction, game: GameRecord) -> bool:
    """The owner, or a member allowed to manage the server, may run a game's admin commands."""
    if interaction.user.id == game.owner_id:
        return True
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)
