"""`/roll` and `/table`: any die roll or table result on request.

Outside a game they are plain public results from a fresh seed. Inside a game's thread they use
the game's rng and go into its log, so they can be verified with the game's seed later.

`/table` builds a `rules.core.tables.TableRequest`; in a game's thread its JSON dump is what
the action log keeps. Its die roll is given one of two ways, or rolled when neither is:
``die:`` the natural total before modifiers (``die:7``; on a table of several dice their
faces are then unknown, so doubles cannot be told), ``dice:`` each die in roll order
(``dice:3,4``), which must be as many dice as the table rolls, each within the die's sides.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.context import bot_of
from bot.outgoing import Outgoing, answer
from rules import TABLES, get_table
from rules.core import Rng, new_seed
from rules.core.dice import roll as roll_dice
from rules.core.tables import Adjustment, TableRequest, parse_faces


def _choices(current: str, pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    current = current.lower()
    return [
        app_commands.Choice(name=name[:100], value=value[:100])
        for name, value in pairs
        if current in name.lower() or current in value.lower()
    ][:25]


def _public(interaction: discord.Interaction) -> str:
    """The language of a result said in public outside a game: the server's."""
    return i18n.language_of(interaction.guild_locale)


class DiceCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def _game_in(self, interaction: discord.Interaction):
        """The active game whose thread this is, if any: its rng is used and its log records."""
        if interaction.guild is None or interaction.channel_id is None:
            return None
        game = await bot_of(interaction).store.game_by_thread(interaction.channel_id)
        return game if game is not None and game.status == "active" else None

    async def _publish(self, interaction: discord.Interaction, submitted, text: str) -> None:
        """Answer in public; the answer is the log line, so its outbox copy is marked sent."""
        await answer(interaction, Outgoing(text), ephemeral=False)
        store = bot_of(interaction).store
        for item in submitted.notifications:
            if item.payload.get("kind") == "log":
                await store.outbox_delivered(item.id)
        bot_of(interaction).dispatcher.wake()

    @app_commands.command(name="roll", description="Roll dice: 2d6+1, 3d6, d10-2, 2d6+1d4, 4d6kh3")
    @app_commands.describe(dice="A dice expression such as 2d6+1 or 4d6kh3")
    async def roll(self, interaction: discord.Interaction, dice: str) -> None:
        game = await self._game_in(interaction)
        user = interaction.user.mention
        if game is None:
            result = roll_dice(dice, Rng(seed=new_seed()))
            lang = _public(interaction)
            text = i18n.text(lang, "dice-rolled", user=user, result=result.breakdown())
            await answer(interaction, Outgoing(text), ephemeral=False)
            return
        submitted, result = await bot_of(interaction).store.roll(game.id, interaction.user.id, dice)
        said = {"user": user, "result": result.breakdown(), "game": game.id}
        text = i18n.text(i18n.of_game(game), "dice-rolled-in-game", **said)
        await self._publish(interaction, submitted, text)

    @app_commands.command(name="table", description="Resolve a result table with its arithmetic")
    @app_commands.describe(
        table="Which table",
        attacker="Attacker's (contester's) strength, for odds columns",
        defender="Defender's strength, for odds columns",
        column="A column by name (range or label columns)",
        value="A number that picks a range column",
        row="A row by name, for tables without a die",
        die="The die roll before modifiers (for 2d6, the total); rolled for you when left out",
        dice="Each die before modifiers, in roll order, e.g. 3,4 for 2d6; instead of die",
        modifier="A printed die-roll modifier",
        adjust="Any other die-roll modifier, e.g. -1",
    )
    async def table(
        self,
        interaction: discord.Interaction,
        table: str,
        attacker: int | None = None,
        defender: int | None = None,
        column: str | None = None,
        value: int | None = None,
        row: str | None = None,
        die: int | None = None,
        dice: str | None = None,
        modifier: str | None = None,
        adjust: int | None = None,
    ) -> None:
        chosen = get_table(table)
        request = TableRequest(
            table=chosen.id,
            attacker=attacker,
            defender=defender,
            column=column,
            value=value,
            row=row,
            roll=die,
            dice=parse_faces(dice) if dice is not None else None,
            modifiers=[modifier] if modifier else [],
            extra=[Adjustment(value=adjust, reason="adjustment")] if adjust else [],
        )
        game = await self._game_in(interaction)
        if game is None:
            resolution = chosen.resolve(rng=Rng(seed=new_seed()), **request.resolve_args())
            text = i18n.text(_public(interaction), "dice-table", result=resolution.text)
            await answer(interaction, Outgoing(text), ephemeral=False)
            return
        submitted, resolution = await bot_of(interaction).store.resolve_table(
            game.id, interaction.user.id, chosen.id, request.model_dump(mode="json")
        )
        said = {"result": resolution.text, "game": game.id}
        text = i18n.text(i18n.of_game(game), "dice-table-in-game", **said)
        await self._publish(interaction, submitted, text)

    @table.autocomplete("table")
    async def _tables(self, interaction: discord.Interaction, current: str):
        return _choices(current, [(f"{t.name} ({t.id})", t.id) for t in TABLES.values()])

    @table.autocomplete("column")
    async def _columns(self, interaction: discord.Interaction, current: str):
        chosen = TABLES.get(getattr(interaction.namespace, "table", None) or "")
        return _choices(current, [(c, c) for c in chosen.columns()]) if chosen else []

    @table.autocomplete("row")
    async def _rows(self, interaction: discord.Interaction, current: str):
        chosen = TABLES.get(getattr(interaction.namespace, "table", None) or "")
        return _choices(current, [(r, r) for r in chosen.rows()]) if chosen else []

    @table.autocomplete("modifier")
    async def _modifiers(self, interaction: discord.Interaction, current: str):
        chosen = TABLES.get(getattr(interaction.namespace, "table", None) or "")
        if chosen is None:
            return []
        return _choices(current, [(f"{m.value:+d} {m.reason}", m.id) for m in chosen.modifiers])
