"""Lobby steps shared by the slash commands and the join buttons."""

from __future__ import annotations

import re
from functools import partial

import discord

from bot import i18n
from bot.components import Controls, Guarded
from bot.context import bot_of, is_manager
from bot.embeds import holder
from bot.errors import Refused
from bot.outgoing import Outgoing, answer, edit
from bot.threads import is_closed_thread_error, reopen
from rules import get_title
from rules.core.messages import render
from storage import GameRecord
from storage.records import ComputerLevel


def lobby_content(game: GameRecord) -> Outgoing:
    """The lobby message, in the game's language (the thread sees it)."""
    title = get_title(game.title)
    lang = i18n.of_game(game)
    lines = [
        i18n.text(
            lang,
            "lobby-heading",
            title=render(title.name, lang),
            scenario=game.scenario,
            game=game.id,
        ),
        i18n.text(lang, "lobby-owner", owner=f"<@{game.owner_id}>"),
        i18n.text(lang, "lobby-language", language=i18n.text(lang, "language-name")),
    ]
    scenario = title.scenarios.get(game.scenario)
    if scenario is not None and scenario.description:
        lines.append(f"*{render(scenario.description, lang)}*")
    if title.reconstructed:
        lines.append(f"ℹ️ {render(title.reconstructed, lang)}")
    enabled = [key for key, on in game.options.items() if on]
    if enabled:
        lines.append(
            i18n.text(lang, "lobby-options", options=", ".join(f"`{key}`" for key in enabled))
        )
    lines.append("")
    seated = title.roles_in(game.scenario)
    for role in seated:
        lines.append(f"• {render(title.role_name(role), lang)}: {holder(game, role)}")
    if game.status != "lobby":
        ended = "lobby-abandoned" if game.status == "abandoned" else "lobby-started"
        lines.append("\n" + i18n.text(lang, ended))
        return Outgoing("\n".join(lines))
    open_roles = [r for r in seated if not game.held(r)]
    lines.append("\n" + i18n.text(lang, "lobby-how"))
    view = Controls()
    # Discord allows 25 controls: a join button per open seat, then a computer button per
    # seat a person does not hold (a scenario seats at most five).
    for role in open_roles[:12]:
        label = i18n.text(lang, "lobby-join", role=render(title.role_name(role), lang))
        view.add_item(JoinButton(game.id, role, label))
    for role in [r for r in seated if r not in game.seats][:12]:
        view.add_item(ComputerButton(game.id, role, f"🤖 {render(title.role_name(role), lang)}"))
    return Outgoing("\n".join(lines), view=view if view.children else None)


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
        raise Refused("seat-game-gone", game=game_id)
    game = await store.join(game_id, role, interaction.user.id)
    await i18n.note_speaker(store, game, interaction)
    title = get_title(game.title)
    await answer(
        interaction,
        Outgoing(
            i18n.text(
                i18n.of_game(game),
                "lobby-seat-taken",
                user=f"<@{interaction.user.id}>",
                role=render(title.role_name(role), i18n.of_game(game)),
            )
        ),
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


async def seat_computer(
    interaction: discord.Interaction, game_id: int, role: str, level: ComputerLevel | None
) -> None:
    """Have the computer play ``role`` at ``level``, or free the seat it played (None); once the
    game has begun, the seat is handed over and the thread told. Owner or manager only."""
    bot = bot_of(interaction)
    game = await bot.store.get_game(game_id)
    if game is None:
        raise Refused("seat-game-gone", game=game_id)
    game = await bot.store.set_computer(
        game_id, role, level, user_id=interaction.user.id, manager=is_manager(interaction, game)
    )
    name = get_title(game.title).role_name(role)
    lang = i18n.of_game(game)  # said in the thread
    text = (
        i18n.text(lang, "seat-computer-plays", level=level, role=name)
        if level is not None
        else i18n.text(lang, "seat-open-again", role=name)
    )
    await answer(interaction, Outgoing(text), ephemeral=False)
    await refresh_lobby(interaction, game)
    bot.dispatcher.wake()  # in a game under way, the computer may have to act at once


class ComputerButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"computer:(?P<game>\d+):(?P<role>[a-z0-9_-]+)",
):
    """A lobby seat's 🤖 button: asks the owner, privately, how strong the computer plays."""

    kind = "computer"

    def __init__(self, game_id: int, role: str, label: str = "🤖") -> None:
        self.game_id, self.role = game_id, role
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"computer:{game_id}:{role}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ComputerButton:
        return cls(int(match["game"]), match["role"])

    async def run(self, interaction: discord.Interaction) -> None:
        game = await bot_of(interaction).store.get_game(self.game_id)
        if game is None:
            raise Refused("seat-game-gone", game=self.game_id)
        if not is_manager(interaction, game):
            raise Refused("seat-only-owner-computer", game=game.id, owner=f"<@{game.owner_id}>")
        name = get_title(game.title).role_name(self.role)
        language = i18n.language_of(interaction.locale)  # only the owner sees the question
        view = Controls()
        can_free = self.role in game.computers
        view.add_item(ComputerLevelSelect(game.id, self.role, can_free, language))
        text = i18n.text(language, "seat-how-strong", role=name)
        await answer(interaction, Outgoing(text, view=view))


LEVELS = ("easy", "normal", "hard")


class ComputerLevelSelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"level:(?P<game>\d+):(?P<role>[a-z0-9_-]+)",
):
    """The strength the computer plays a seat at, or "open the seat again"."""

    kind = "computer level"

    def __init__(
        self, game_id: int, role: str, can_free: bool = True, language: str = i18n.SOURCE
    ) -> None:
        self.game_id, self.role = game_id, role
        say = partial(i18n.text, language)
        options = [
            discord.SelectOption(label=say(f"seat-level-{level}"), value=level) for level in LEVELS
        ]
        if can_free:
            options.append(discord.SelectOption(label=say("seat-level-nobody"), value="none"))
        super().__init__(
            discord.ui.Select(
                placeholder=say("seat-level-placeholder"),
                options=options,
                custom_id=f"level:{game_id}:{role}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ComputerLevelSelect:
        return cls(int(match["game"]), match["role"])

    async def run(self, interaction: discord.Interaction) -> None:
        picked = self.item.values[0] if self.item.values else "none"
        level = None if picked == "none" else picked
        await seat_computer(interaction, self.game_id, self.role, level)  # type: ignore[arg-type]
