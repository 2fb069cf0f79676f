"""`/game ...`: creating a game in its own thread, seating players, starting, status."""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands
from discord.ext import commands

from bot.context import bot_of, game_here, is_manager
from bot.embeds import board_embed, log_text
from bot.errors import UserError
from bot.lobby.actions import join, lobby_content, refresh_lobby
from bot.play.actions import show_prompt
from rules import TITLES, get_title
from storage.export import readable_log
from storage.game_settings import MAX_HOURS


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
            current, [(title.role_name(r), r) for r in title.roles if r not in game.seats]
        )

    async def _seated_roles(self, interaction: discord.Interaction, current: str):
        game = await bot_of(interaction).store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return _matching(current, [(title.role_name(r), r) for r in game.seats])

    async def _waiting_roles(self, interaction: discord.Interaction, current: str):
        store = bot_of(interaction).store
        game = await store.game_by_thread(interaction.channel_id or 0)
        if game is None:
            return []
        title = get_title(game.title)
        return _matching(current, [(title.role_name(r), r) for r in await store.waits(game.id)])

    # --- commands ---
    @app_commands.command(name="new", description="Start a new game in its own thread")
    @app_commands.describe(
        title="Which game to play",
        scenario="Which scenario (the first one when left out)",
        options="Variant options to turn on, comma-separated",
    )
    @app_commands.autocomplete(title=_titles, scenario=_scenarios, options=_options)
    async def new(
        self,
        interaction: discord.Interaction,
        title: str,
        scenario: str | None = None,
        options: str | None = None,
    ) -> None:
        channel = interaction.channel
        if interaction.guild is None or not isinstance(channel, discord.TextChannel):
            raise UserError(
                "Use `/game new` in a server's text channel; the game gets a thread there."
            )
        rules = get_title(title)
        scenario = scenario or next(iter(rules.scenarios))
        chosen = {key.strip(): True for key in (options or "").split(",") if key.strip()}
        store = bot_of(interaction).store
        game = await store.create_game(
            title,
            scenario,
            chosen,
            owner_id=interaction.user.id,
            guild_id=interaction.guild.id,
            channel_id=channel.id,
        )
        await interaction.response.send_message(
            f"🎲 New **{rules.name}** game #{game.id} by {interaction.user.mention}. "
            f"Seed commitment (SHA-256): `{game.commitment}`",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        message = await interaction.original_response()
        thread = await message.create_thread(name=f"{rules.name} #{game.id}"[:100])
        content, view = lobby_content(game)
        lobby = await thread.send(
            content, view=view, allowed_mentions=discord.AllowedMentions.none()
        )
        await store.set_discord_ids(game.id, thread_id=thread.id, lobby_message_id=lobby.id)

    @app_commands.command(name="join", description="Take a seat in this thread's game")
    @app_commands.describe(role="The seat to take")
    @app_commands.autocomplete(role=_open_roles)
    async def join_cmd(self, interaction: discord.Interaction, role: str) -> None:
        game = await game_here(interaction)
        await join(interaction, game.id, role)

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    @app_commands.describe(role="The seat to give up (all of yours when left out)")
    @app_commands.autocomplete(role=_seated_roles)
    async def leave(self, interaction: discord.Interaction, role: str | None = None) -> None:
        game = await game_here(interaction)
        game = await bot_of(interaction).store.leave(game.id, interaction.user.id, role)
        await interaction.response.send_message(
            f"{interaction.user.mention} left the lobby.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
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
        await interaction.response.send_message(
            "The game begins! The board is pinned in this thread."
        )
        await refresh_lobby(interaction, submitted.game)
        await bot.dispatcher.drain()

    @app_commands.command(name="abandon", description="End this game without a winner (owner)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        store = bot_of(interaction).store
        game = await store.abandon(
            game.id, interaction.user.id, manager=is_manager(interaction, game)
        )
        seed = await store.reveal_seed(game.id)
        await interaction.response.send_message(
            f"🏳️ Game #{game.id} was abandoned by {interaction.user.mention}; nobody wins.\n"
            f"Seed revealed: `{seed}` (its SHA-256 is the commitment `{game.commitment}`).",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await refresh_lobby(interaction, game)

    @app_commands.command(name="undo", description="Take back your last choice, if the rules allow")
    async def undo(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        await bot.store.undo(game.id, interaction.user.id)
        await show_prompt(interaction, game.id, note="↩️ Your last choice is taken back.")
        await bot.dispatcher.drain()

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
        await interaction.response.send_message(
            f"⏭️ {interaction.user.mention} made {title.role_name(role)} pass: their deadline "
            "had passed.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await bot.dispatcher.drain()

    @app_commands.command(name="replace", description="Hand a seat to someone else (owner)")
    @app_commands.describe(role="The seat to hand over", player="Who takes it")
    @app_commands.autocomplete(role=_seated_roles)
    async def replace(
        self, interaction: discord.Interaction, role: str, player: discord.Member
    ) -> None:
        game = await game_here(interaction)
        bot = bot_of(interaction)
        if player.bot:
            raise UserError("A bot cannot hold a seat; choose a person.")
        game = await bot.store.replace(
            game.id,
            role,
            player.id,
            user_id=interaction.user.id,
            manager=is_manager(interaction, game),
        )
        title = get_title(game.title)
        await interaction.response.send_message(
            f"Done: {player.mention} now holds {title.role_name(role)}; they get its hand by DM.",
            ephemeral=True,
        )
        await refresh_lobby(interaction, game)
        await bot.dispatcher.drain()

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
            await interaction.response.send_message(
                f"⚙️ {interaction.user.mention} changed the settings of game #{game.id}. "
                f"{game.game_settings.describe()}",
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        await interaction.response.send_message(
            f"Game #{game.id}: {game.game_settings.describe()} The owner changes them with "
            "`/game settings reminder_hours:` and `deadline_hours:`.",
            ephemeral=True,
        )

    @app_commands.command(name="export", description="This game's log as JSON and as text")
    async def export(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        data = await bot_of(interaction).store.export(game.id)
        files = [
            discord.File(
                io.BytesIO(json.dumps(data, indent=1, ensure_ascii=False).encode()),
                filename=f"game-{game.id}-export.json",
            ),
            discord.File(
                io.BytesIO(readable_log(data).encode()), filename=f"game-{game.id}-log.txt"
            ),
        ]
        if "seed" in data:
            note = "The seed is in it: check every roll with `python -m rules.verify` on the JSON."
        else:
            note = (
                "While the game runs, the export holds no seed and not what each choice was; "
                "export again once it is over to check every roll and shuffle."
            )
        await interaction.response.send_message(
            f"📦 Game #{game.id}: {len(data['actions'])} actions. {note}",
            files=files,
            ephemeral=True,
        )

    @app_commands.command(name="status", description="The board of this thread's game")
    async def status(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        if game.status == "lobby":
            content, _ = lobby_content(game)
            await interaction.response.send_message(content, ephemeral=True)
            return
        _, state = await bot_of(interaction).store.load(game.id)
        title = get_title(game.title)
        embed, png = await board_embed(title, game, title.view(state, None))
        await interaction.response.send_message(embed=embed, file=png, ephemeral=True)

    @app_commands.command(name="log", description="The last lines of this game's public log")
    @app_commands.describe(lines="How many lines (1-50)")
    async def log(
        self, interaction: discord.Interaction, lines: app_commands.Range[int, 1, 50] = 15
    ) -> None:
        game = await game_here(interaction)
        if game.status == "lobby":
            raise UserError("The game has not started, so its log is empty.")
        _, state = await bot_of(interaction).store.load(game.id)
        text = log_text(state.log[-lines:]) or ["(the log is empty)"]
        await interaction.response.send_message(text[-1], ephemeral=True)

    @app_commands.command(name="list", description="Games in this server, or yours everywhere")
    @app_commands.describe(mine="Only your games, in every server, marking those waiting for you")
    async def list_games(self, interaction: discord.Interaction, mine: bool = False) -> None:
        store = bot_of(interaction).store
        if interaction.guild is not None and not mine:
            games = await store.list_games(guild_id=interaction.guild.id)
        else:
            games = await store.list_games(user_id=interaction.user.id)
        games = [g for g in games if g.status in ("lobby", "active")] or games
        if not games:
            await interaction.response.send_message(
                "No games yet: start one with `/game new`.", ephemeral=True
            )
            return
        rows = [await self._list_row(store, game, interaction.user.id) for game in games[-20:]]
        await interaction.response.send_message(
            "\n".join(rows), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @staticmethod
    async def _list_row(store, game, user_id: int) -> str:
        """ "#3 · Spanish Civil War · Turn 2 · Attack phase · waiting on @bob · #thread"."""
        title = get_title(game.title)
        where = f"<#{game.thread_id}>" if game.thread_id else "(no thread)"
        if game.status != "active":
            return f"#{game.id} · {title.name} · {game.status} · {where}"
        _, state = await store.load(game.id)
        view = title.view(state, None)
        waiting = [r for r in view.active if r in game.seats]
        mentions = " ".join(dict.fromkeys(f"<@{game.seats[r]}>" for r in waiting))
        you = " · ⏳ **waiting for you**" if user_id in {game.seats[r] for r in waiting} else ""
        status = f"{view.board.headline} · waiting on {mentions}{you}"
        return f"#{game.id} · {title.name} · {status} · {where}"
