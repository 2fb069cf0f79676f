"""Lobby steps shared by the slash commands and the join buttons."""

from __future__ import annotations

import re

import discord

from bot.components import Guarded
from bot.context import bot_of
from bot.errors import UserError
from bot.outgoing import Outgoing, answer, edit
from bot.threads import is_closed_thread_error, reopen
from rules import get_title
from storage import GameRecord


def lobby_content(game: GameRecord) -> Outgoing:
    title = get_title(game.title)
    lines = [
        f"**{title.name}** · scenario `{game.scenario}` · game #{game.id}",
        f"Owner: <@{game.owner_id}>",
    ]
    scenario = title.scenarios.get(game.scenario)
    if scenario is not None and scenario.description:
        lines.append(f"*{scenario.description}*")
    if title.reconstructed:
        lines.append(f"ℹ️ {title.reconstructed}")
    enabled = [key for key, on in game.options.items() if on]
    if enabled:
        lines.append("Options: " + ", ".join(f"`{key}`" for key in enabled))
    lines.append("")
    seated = title.roles_in(game.scenario)
    for role in seated:
        holder = game.seats.get(role)
        lines.append(f"• {title.role_name(role)}: {f'<@{holder}>' if holder else '*open*'}")
    if game.status != "lobby":
        lines.append(
            "\nThe game was abandoned." if game.status == "abandoned" else "\nThe game has started."
        )
        return Outgoing("\n".join(lines))
    open_roles = [r for r in seated if r not in game.seats]
    lines.append(
        "\nPress a button or use `/game join` to take a seat; the owner runs `/game start` "
        "when every seat is taken."
    )
    view = discord.ui.View(timeout=None)
    for role in open_roles[:25]:
        view.add_item(JoinButton(game.id, role, f"Join as {title.role_name(role)}"))
    return Outgoing("\n".join(lines), view=view if open_roles else None)


async def refresh_lobby(interaction: discord.Interaction, game: GameRecord) -> None:
    """Edit the lobby message in place so it shows the seats as they are now."""
    if game.lobby_message_id is None or game.thread_id is None:
        return
    bot = bot_of(interaction)
    channel = bot.get_channel(game.thread_id) or await bot.fetch_channel(game.thread_id)
    message = channel.get_partial_message(game.lobby_message_id)  # type: ignore[union-attr]
    try:
        await edit(message, lobby_content(game))
    except discord.HTTPException as error:
        if not is_closed_thread_error(error):
            raise
        await reopen(bot, game)  # a lobby left for a week has archived
        await edit(message, lobby_content(game))


async def join(interaction: discord.Interaction, game_id: int, role: str) -> None:
    store = bot_of(interaction).store
    game = await store.get_game(game_id)
    if game is None:
        raise UserError(f"Game #{game_id} no longer exists.")
    game = await store.join(game_id, role, interaction.user.id)
    title = get_title(game.title)
    await answer(
        interaction,
        Outgoing(f"<@{interaction.user.id}> takes the seat of {title.role_name(role)}."),
        ephemeral=False,
    )
    await refresh_lobby(interaction, game)


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
        await join(interaction, self.game_id, self.role)
