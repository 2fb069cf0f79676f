"""Persistent buttons and selects. Their custom_ids carry everything needed after a restart.

The callbacks import the actions they run when called: the actions render these same
components, so a module-level import would be circular.
"""

from __future__ import annotations

import re
from typing import Any

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


class ChoiceButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"c:(?P<game>\d+):(?P<version>\d+):(?P<role>[a-z0-9_-]+):(?P<index>\d+)",
):
    kind = "choice button"

    def __init__(
        self,
        game_id: int,
        version: int,
        role: str,
        index: int,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id, self.version, self.role, self.index = game_id, version, role, index
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"c:{game_id}:{version}:{role}:{index}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ChoiceButton:
        return cls(int(match["game"]), int(match["version"]), match["role"], int(match["index"]))

    async def run(self, interaction: discord.Interaction) -> None:
        from bot.play.actions import act

        await act(interaction, self.game_id, self.version, self.role, self.index)


class ChoiceSelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"s:(?P<game>\d+):(?P<version>\d+):(?P<role>[a-z0-9_-]+):(?P<page>\d+)",
):
    kind = "choice select"

    def __init__(
        self,
        game_id: int,
        version: int,
        role: str,
        page: int,
        options: list[tuple[int, str]] | None = None,
    ) -> None:
        self.game_id, self.version, self.role = game_id, version, role
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"s:{game_id}:{version}:{role}:{page}",
            placeholder="Choose…" if page == 0 else f"More choices ({page + 1})…",
            options=[discord.SelectOption(label=label[:100], value=str(i)) for i, label in options]
            if options
            else [discord.SelectOption(label="…", value="0")],
        )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ChoiceSelect:
        return cls(int(match["game"]), int(match["version"]), match["role"], int(match["page"]))

    async def run(self, interaction: discord.Interaction) -> None:
        from bot.play.actions import act

        values = self.item.values or (interaction.data or {}).get("values", [])
        await act(interaction, self.game_id, self.version, self.role, int(values[0]))


class TakeTurnButton(
    Guarded, discord.ui.DynamicItem[discord.ui.Button], template=r"turn:(?P<game>\d+)"
):
    kind = "take turn"

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label="Take your turn",
                style=discord.ButtonStyle.success,
                custom_id=f"turn:{game_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> TakeTurnButton:
        return cls(int(match["game"]))

    async def run(self, interaction: discord.Interaction) -> None:
        from bot.play.actions import show_prompt

        await show_prompt(interaction, self.game_id)


class JoinButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"join:(?P<game>\d+):(?P<role>[a-z0-9_-]+)",
):
    kind = "join"

    def __init__(self, game_id: int, role: str, label: str = "Join") -> None:
        self.game_id, self.role = game_id, role
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"join:{game_id}:{role}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game"]), match["role"])

    async def run(self, interaction: discord.Interaction) -> None:
        from bot.lobby.actions import join

        await join(interaction, self.game_id, self.role)
