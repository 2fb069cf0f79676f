"""`/away on|off`: pause reminders for yourself in every game, and say so in their threads."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.context import bot_of
from bot.outgoing import Outgoing, answer
from rules.core import plural


class AwayCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="away", description="Pause or resume your reminders in every game")
    @app_commands.describe(state="On: you are away and your reminders pause. Off: you are back")
    async def away(self, interaction: discord.Interaction, state: Literal["on", "off"]) -> None:
        bot = bot_of(interaction)
        games = await bot.store.set_away(interaction.user.id, state == "on")
        where = plural(len(games), "active game")
        if state == "on":
            text = (
                f"💤 You are away: no reminders in any game until `/away off`. The threads of "
                f"your {where} say so. Pings when it becomes your turn still come."
            )
        else:
            text = f"👋 Welcome back: reminders resume in your {where}."
        await answer(interaction, Outgoing(text))
        bot.dispatcher.wake()
