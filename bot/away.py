"""`/away on|off`: pause reminders for yourself in every game, and say so in their threads."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.context import bot_of
from bot.outgoing import Outgoing, answer


class AwayCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="away", description="Pause or resume your reminders in every game")
    @app_commands.describe(state="On: you are away and your reminders pause. Off: you are back")
    async def away(self, interaction: discord.Interaction, state: Literal["on", "off"]) -> None:
        bot = bot_of(interaction)
        games = await bot.store.set_away(interaction.user.id, state == "on")
        said = "away-on" if state == "on" else "away-off"
        text = i18n.text(i18n.language_of(interaction.locale), said, games=len(games))
        await answer(interaction, Outgoing(text))
        bot.dispatcher.wake()
