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
