"""`/game ...`: creating a game in its own thread, seating players, starting, status."""

from __future__ import annotations

import io
from functools import partial
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.context import bot_of, game_here, is_manager
from bot.embeds import board_embed
from bot.errors import Refused
from bot.lobby.actions import join, lobby_content, refresh_lobby, seat_computer
from bot.lobby.exporting import UPLOAD_MAX_BYTES, exported
from bot.lobby.game_list import show_list
from bot.outgoing import Outgoing, answer, post
from bot.play.prompts import show_prompt
from bot.threads import new_game_thread
from rules import TITLES, get_title
from rules.core.messages import render, said_lines
from storage import GameRecord
from storage.game_settings import MAX_HOURS, GameSettings


def _matching(current: str, pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    current = current.lower()
    return [
        app_commands.Choice(name=name[:100], value=value)
        for name, value in pairs
        if current in name.lower() or current in value.lower()
    ][:25]


class LobbyCog(commands.GroupCog, group_name="game", group_description="Create and run games"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    # --- autocomplete, fed by the rules ---
    async def _titles(self, interaction: discord.Interaction, current: str):
        return _matching(current, [(t.name, t.id) for t in TITLES.values()])

    async def _scenarios(self, interaction: discord.Interaction, current: str):
        title = TITLES.get(getattr(interaction.namespace, "title", None) or "")
        if title is None:
            return []
        return _matching(current, [(s.name, s.id) for s in title.scenarios.values()])

    async def _options(self, interaction: discord.Interaction, current: str):
        title = TITLES.get(getattr(interaction.namespace, "title", None) or "")
        if title is None:
            return []
        return _matching(current, [(o.description, o.id) for o in title.options.values()])

    async def _open_roles(self, interaction: discord.Interaction, current: str):
        game = await bot_of(interaction).store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return _matching(
            current,
            [(title.role_name(r), r) for r in title.roles_in(game.scenario) if not game.held(r)],
        )

    async def _seated_roles(self, interaction: discord.Interaction, current: str):
        game = await bot_of(interaction).store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return _matching(current, [(title.role_name(r), r) for r in (*game.seats, *game.computers)])

    async def _waiting_roles(self, interaction: discord.Interaction, current: str):
        store = bot_of(interaction).store
        game = await store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return _matching(current, [(title.role_name(r), r) for r in await store.waits(game.id)])

    async def _lost_games(self, interaction: discord.Interaction, current: str):
        """The games of this server whose thread was deleted: those `/game continue` takes."""
        if interaction.guild is None:
            return []
        games = await bot_of(interaction).store.list_games(
            guild_id=interaction.guild.id, statuses=("lobby", "active")
        )
        lost = [g for g in games if g.thread_trouble in ("missing", "gone")]
        return [
            app_commands.Choice(name=f"#{g.id} {get_title(g.title).name}"[:100], value=g.id)
            for g in lost
            if current in str(g.id)
        ][:25]

    # --- commands ---
    @app_commands.command(name="new", description="Start a new game in its own thread")
    @app_commands.describe(
        title="Which game to play",
        scenario="Which scenario (the first one when left out)",
        options="Variant options to turn on, comma-separated",
        language="The language of the game's thread (the server's when left out)",
    )
    # Each language named in its own words, whatever the reader's (bot/i18n/commands.py).
    @app_commands.choices(
        language=[
            app_commands.Choice(name=i18n.text(lang, "language-name"), value=lang)
            for lang in i18n.languages()
        ]
    )
    @app_commands.autocomplete(title=_titles, scenario=_scenarios, options=_options)
    async def new(
        self,
        interaction: discord.Interaction,
        title: str,
        scenario: str | None = None,
        options: str | None = None,
        language: str | None = None,
    ) -> None:
        channel = interaction.channel
        if interaction.guild is None or not isinstance(channel, discord.TextChannel):
            raise Refused("where-new")
        rules = get_title(title)
        scenario = scenario or next(iter(rules.scenarios))
        chosen = {key.strip(): True for key in (options or "").split(",") if key.strip()}
        # Discord offers only the catalogs' languages; left out, the server's (README,
        # "Languages": French where the server's preferred locale is French).
        spoken = i18n.language_of(language or interaction.guild.preferred_locale)
        store = bot_of(interaction).store
        game = await store.create_game(
            title,
            scenario,
            chosen,
            owner_id=interaction.user.id,
            guild_id=interaction.guild.id,
            channel_id=channel.id,
            settings=GameSettings(language=spoken),
        )
        text = i18n.text(
            spoken,
            "lobby-new",
            title=render(rules.name, spoken),
            game=game.id,
            owner=interaction.user.mention,
            commitment=game.commitment,
        )
        await answer(interaction, Outgoing(text), ephemeral=False)
        message = await interaction.original_response()
        thread = await new_game_thread(message, f"{render(rules.name, spoken)} #{game.id}")
        (lobby,) = await post(thread, lobby_content(game))
        await store.set_discord_ids(game.id, thread_id=thread.id, lobby_message_id=lobby.id)

    @app_commands.command(
        name="continue", description="Go on in a new thread here with a game whose thread is gone"
    )
    @app_commands.describe(game="The game's number, as /game list shows it")
    @app_commands.autocomplete(game=_lost_games)
    async def continue_game(self, interaction: discord.Interaction, game: int) -> None:
        channel = interaction.channel
        if interaction.guild is None or not isinstance(channel, discord.TextChannel):
            raise Refused("where-continue")
        store = bot_of(interaction).store
        record = await self._game_of_server(interaction, game)
        manager = is_manager(interaction, record)
        # Asked before the thread is made, so that a refusal leaves no empty thread behind.
        await store.check_movable(record.id, interaction.user.id, manager=manager)
        lang = i18n.of_game(record)
        name = render(get_title(record.title).name, lang)
        text = i18n.text(lang, "game-goes-on", game=record.id, title=name)
        await answer(interaction, Outgoing(text), ephemeral=False)
        thread = await new_game_thread(
            await interaction.original_response(), f"{name} #{record.id}"
        )
        record = await store.move_thread(
            record.id, thread.id, user_id=interaction.user.id, manager=manager
        )
        if record.status == "lobby":
            (lobby,) = await post(thread, lobby_content(record))
            await store.set_discord_ids(record.id, lobby_message_id=lobby.id)
        bot_of(interaction).dispatcher.wake()

    @staticmethod
    async def _game_of_server(interaction: discord.Interaction, game_id: int) -> GameRecord:
        record = await bot_of(interaction).store.get_game(game_id)
        if record is None or interaction.guild is None or record.guild_id != interaction.guild.id:
            raise Refused("where-no-such-game", game=game_id)
        return record

    @app_commands.command(name="join", description="Take a seat in this thread's game")
    @app_commands.describe(
        role="The seat to take",
        player="Who plays it: you (the default), or the computer (the owner decides)",
        level="How strong the computer plays (Normal when left out)",
    )
    @app_commands.autocomplete(role=_open_roles)
    async def join_cmd(
        self,
        interaction: discord.Interaction,
        role: str,
        player: Literal["me", "computer"] = "me",
        level: Literal["easy", "normal", "hard"] | None = None,
    ) -> None:
        game = await game_here(interaction)
        if player == "computer":
            await seat_computer(interaction, game.id, role, level or "normal")
            return
        if level is not None:
            raise Refused("seat-level-without-computer")
        await join(interaction, game.id, role)

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    @app_commands.describe(
        role="The seat to give up (all of yours when left out); the owner may name the computer's"
    )
    @app_commands.autocomplete(role=_seated_roles)
    async def leave(self, interaction: discord.Interaction, role: str | None = None) -> None:
        game = await game_here(interaction)
        if role is not None and role in game.computers:
            await seat_computer(interaction, game.id, role, None)
            return
        game = await bot_of(interaction).store.leave(game.id, interaction.user.id, role)
        text = i18n.text(i18n.of_game(game), "seat-left", user=interaction.user.mention)
        await answer(interaction, Outgoing(text), ephemeral=False)
        await refresh_lobby(interaction, game)

    @app_commands.command(
        name="start", description="Start the game (owner or Manage Server; every seat taken)"
    )
    async def start(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        submitted = await bot.store.start(
            game.id, interaction.user.id, manager=is_manager(interaction, game)
        )
        text = i18n.text(i18n.of_game(game), "lobby-begins")
        await answer(interaction, Outgoing(text), ephemeral=False)
        await refresh_lobby(interaction, submitted.game)
        bot.dispatcher.wake()

    @app_commands.command(name="abandon", description="End this game without a winner (owner)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        store = bot_of(interaction).store
        game = await store.abandon(
            game.id, interaction.user.id, manager=is_manager(interaction, game)
        )
        seed = await store.reveal_seed(game.id)
        text = i18n.text(
            i18n.of_game(game),
            "game-abandoned",
            game=game.id,
            user=interaction.user.mention,
            seed=seed,
            commitment=game.commitment,
        )
        await answer(interaction, Outgoing(text), ephemeral=False)
        await refresh_lobby(interaction, game)

    @app_commands.command(name="undo", description="Take back your last choice, if the rules allow")
    async def undo(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        await bot.store.undo(game.id, interaction.user.id)
        note = i18n.text(i18n.language_of(interaction.locale), "game-undone")
        await show_prompt(interaction, game.id, note=note)
        bot.dispatcher.wake()

    @app_commands.command(
        name="skip",
        description="Skip a player whose deadline has passed, if the rules allow a pass (owner)",
    )
    @app_commands.describe(role="The role to skip (needed when several are waited on)")
    @app_commands.autocomplete(role=_waiting_roles)
    async def skip(self, interaction: discord.Interaction, role: str | None = None) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        title = get_title(game.title)
        _, role = await bot.store.skip(
            game.id, role, user_id=interaction.user.id, manager=is_manager(interaction, game)
        )
        text = i18n.text(
            i18n.of_game(game),
            "game-skipped",
            user=interaction.user.mention,
            role=title.role_name(role),
        )
        await answer(interaction, Outgoing(text), ephemeral=False)
        bot.dispatcher.wake()

    @app_commands.command(
        name="replace", description="Hand a seat to someone else, or to the computer (owner)"
    )
    @app_commands.describe(
        role="The seat to hand over",
        player="Who takes it",
        computer="Or: the computer takes it, at this level",
    )
    @app_commands.autocomplete(role=_seated_roles)
    async def replace(
        self,
        interaction: discord.Interaction,
        role: str,
        player: discord.Member | None = None,
        computer: Literal["easy", "normal", "hard"] | None = None,
    ) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        if (player is None) == (computer is None):
            raise Refused("seat-name-one")
        if computer is not None:
            await seat_computer(interaction, game.id, role, computer)
            return
        assert player is not None
        if player.bot:
            raise Refused("seat-no-bot")
        game = await bot.store.replace(
            game.id,
            role,
            player.id,
            user_id=interaction.user.id,
            manager=is_manager(interaction, game),
        )
        title = get_title(game.title)
        text = i18n.text(
            i18n.language_of(interaction.locale),
            "seat-replaced",
            user=player.mention,
            role=title.role_name(role),
        )
        await answer(interaction, Outgoing(text))
        await refresh_lobby(interaction, game)
        bot.dispatcher.wake()

    @app_commands.command(name="settings", description="Reminders and deadline of this game")
    @app_commands.describe(
        reminder_hours="Remind whoever must act every this many hours (0: no reminders)",
        deadline_hours="Tell the owner when a player has been waited on this long (0: none)",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[int, 0, MAX_HOURS] | None = None,
        deadline_hours: app_commands.Range[int, 0, MAX_HOURS] | None = None,
    ) -> None:
        game = await game_here(interaction)
        changes: dict[str, int | None] = {}
        if reminder_hours is not None:
            changes["reminder_hours"] = reminder_hours
        if deadline_hours is not None:
            changes["deadline_hours"] = deadline_hours or None
        if changes:
            game = await bot_of(interaction).store.update_settings(
                game.id,
                changes,
                user_id=interaction.user.id,
                manager=is_manager(interaction, game),
            )
            # Shorter intervals may make a reminder or a deadline due at once.
            bot_of(interaction).wake_ticker(discord.utils.utcnow())
            lang = i18n.of_game(game)
            text = i18n.text(
                lang,
                "game-settings-changed",
                user=interaction.user.mention,
                game=game.id,
                settings=_settings(game, lang),
            )
            await answer(interaction, Outgoing(text), ephemeral=False)
            return
        lang = i18n.language_of(interaction.locale)
        text = i18n.text(lang, "game-settings-shown", game=game.id, settings=_settings(game, lang))
        await answer(interaction, Outgoing(text))

    @app_commands.command(
        name="export", description="This game's log as JSON and as text, and its replay page"
    )
    async def export(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        store = bot_of(interaction).store
        # Replaying a long game and drawing its boards take seconds, in a worker process
        # (bot/lobby/exporting.py); Discord wants an answer within 3.
        await interaction.response.defer(ephemeral=True, thinking=True)
        made = await exported(store, game)
        contents = made.files
        if made.too_big:
            raise Refused("export-too-big", game=game.id, megabytes=UPLOAD_MAX_BYTES // 2**20)
        files = [discord.File(io.BytesIO(blob), filename=name) for name, blob in contents.items()]
        say = partial(i18n.text, i18n.language_of(interaction.locale))
        notes = [say("export-seed" if made.seed else "export-no-seed")]
        if made.page_name in contents:
            notes.append(say("export-replay"))
        elif made.page_name is not None:
            notes.append(say("export-replay-too-big", game=game.id))
        text = say("export-done", game=game.id, actions=made.actions, note=" ".join(notes))
        await answer(interaction, Outgoing(text, files=files))

    @app_commands.command(name="status", description="The board of this thread's game, or of any")
    @app_commands.describe(game="A game's number, to see it from anywhere in the server")
    async def status(self, interaction: discord.Interaction, game: int | None = None) -> None:
        record = (
            await game_here(interaction)
            if game is None
            else await self._game_of_server(interaction, game)
        )
        note = ""
        language = i18n.language_of(interaction.locale)
        if record.thread_gone:
            note = i18n.text(language, "game-thread-deleted", game=record.id)
        elif record.thread_trouble == "locked":
            note = i18n.text(language, "game-thread-locked", game=record.id)
        if record.status == "lobby":
            lobby = lobby_content(record)
            await answer(interaction, Outgoing("\n".join(filter(None, [note, lobby.content]))))
            return
        _, state = await bot_of(interaction).store.load(record.id)
        title = get_title(record.title)
        board = await board_embed(title, record, title.view(state, None))
        await answer(interaction, Outgoing(note, embeds=board.embeds, files=board.files))

    @app_commands.command(name="log", description="The last lines of this game's public log")
    @app_commands.describe(lines="How many lines (1-50)")
    async def log(
        self, interaction: discord.Interaction, lines: app_commands.Range[int, 1, 50] = 15
    ) -> None:
        game = await game_here(interaction)
        if game.status == "lobby":
            raise Refused("game-log-not-started")
        _, state = await bot_of(interaction).store.load(game.id)
        # Only for the one who asked: in their Discord language.
        language = i18n.language_of(interaction.locale)
        shown = said_lines(state, max(0, len(state.log) - lines))
        text = "\n".join(render(line, language) for line in shown)
        text = text or i18n.text(language, "game-log-empty")
        await answer(interaction, Outgoing(text))

    @app_commands.command(name="list", description="Games in this server, or yours everywhere")
    @app_commands.describe(mine="Only your games, in every server, marking those waiting for you")
    async def list_games(self, interaction: discord.Interaction, mine: bool = False) -> None:
        await show_list(interaction, mine=mine)


def _settings(game: GameRecord, language: str) -> str:
    """A game's reminder and deadline settings in words, in ``language``."""
    settings = game.game_settings
    return i18n.text(
        language,
        "game-settings",
        reminders=settings.reminder_hours,
        deadline=settings.deadline_hours or 0,
    )
