"""What every persistent control of the bot shares (a `DynamicItem` mixed with `Guarded`):
its errors go to the one central handler, and its receipt is timed (bot/timing.py)."""

from __future__ import annotations

import discord

from bot import timing
from bot.errors import handle_interaction_error


class Guarded:
    """Route callback errors to the central handler: discord.py would only log them.

    Also marks the receipt of the interaction for the handler timer, under ``kind``."""

    kind = "component"

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        timing.mark(interaction, self.kind)
        return await super().interaction_check(interaction)  # type: ignore[misc]

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.run(interaction)
        except Exception as error:
            await handle_interaction_error(interaction, error)

    async def run(self, interaction: discord.Interaction) -> None:  # pragma: no cover
        raise NotImplementedError


class Controls(discord.ui.View):
    """The controls of one message, every one of them a `DynamicItem`: discord.py dispatches
    them by their custom_id (`RefereeBot.add_dynamic_items`), so the view is sent finished and
    discord.py keeps nothing of it. An unfinished view it would keep, to dispatch its items: an
    ephemeral prompt's for 15 minutes with a task asleep until then, any other's for the bot's
    whole life, one for every message sent."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.stop()
