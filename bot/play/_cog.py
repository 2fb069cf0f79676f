"""`/play` and `/hand`: a player's own prompt and hidden information, always ephemeral."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.context import bot_of, game_here, roles_of
from bot.play.prompts import act_typed, show_hand, show_prompt
from rules import get_title


class PlayCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(
        name="play", description="Your prompt and choices in this game, only for you"
    )
    @app_commands.describe(
        role="Which of your seats to act for, if you hold several",
        do='A typed command, e.g. "move Fort Niagara -> Fort George: 2 blue 2 white"',
    )
    async def play(
        self, interaction: discord.Interaction, role: str | None = None, do: str | None = None
    ) -> None:
        game = await game_here(interaction)
        if do:
            await act_typed(interaction, game.id, role, do)
            return
        await show_prompt(interaction, game.id, role)

    @play.autocomplete("role")
    async def _role_autocomplete(self, interaction: discord.Interaction, current: str):
        game = await bot_of(interaction).store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return [
            app_commands.Choice(name=title.role_name(r), value=r)
            for r in roles_of(game, interaction.user.id)
            if current.lower() in title.role_name(r).lower()
        ][:25]

    @app_commands.command(name="hand", description="Your hidden hand in this game, only for you")
    async def hand(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        await show_hand(interaction, game.id)
