"""`create_bot(settings)`: the whole bot, built the same way for production and for tests."""

from __future__ import annotations

import gc
import logging
from datetime import datetime

import discord
from discord.ext import commands

from bot import lobby, play
from bot.away import AwayCog
from bot.computer import ComputerPlayers
from bot.dice import DiceCog
from bot.errors import install_error_handler
from bot.i18n.commands import CommandTranslator
from bot.lobby import LobbyCog, exporting
from bot.logs import keep_secrets_out_of_logs
from bot.monitor import Metrics, Monitor
from bot.notify import Dispatcher
from bot.pacing import GLOBAL_LIMIT, Pacing
from bot.play import PlayCog
from bot.settings import Settings
from bot.threads import ThreadWatchCog
from bot.ticker import TickerCog
from bot.timing import HandlerTimer, TimedTree
from storage import Store

log = logging.getLogger(__name__)


class RefereeBot(commands.AutoShardedBot):
    """The bot, holding the store and the notification dispatcher for every feature.

    Sharded by discord.py (README, "Running at scale"): with no SHARD_COUNT it runs as many
    shards as Discord recommends, all in this process; SHARD_COUNT and SHARD_IDS give it some
    of them, and its store then delivers and reminds for those shards' guilds only."""

    store: Store

    def __init__(self, settings: Settings) -> None:
        # The bot has no voice: discord.py's warnings that voice libraries are missing (PyNaCl,
        # davey) would only worry the operator at every start.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        # No privileged intents: slash commands and components need none.
        intents = discord.Intents.default()
        # Calls against Discord's global limit wait for room as they are sent; every
        # response's rate-limit headers reach the delivery lanes (bot/pacing.py). The limit is
        # the bot's, shared by all its processes: each takes its shards' share of it.
        # What the operator's monitoring reads (bot/monitor), counted from the start.
        self.metrics = Metrics()
        self.monitor: Monitor | None = None
        self.pacing = Pacing(limit=settings.scope.share_of(GLOBAL_LIMIT), heard=self.metrics.heard)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=TimedTree,
            http_trace=self.pacing.trace_config(),
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )
        self.settings = settings
        # Handler time to the first response (bot/timing.py), read by `python -m bench` and
        # counted in the metrics.
        self.timing = HandlerTimer(observe=self.metrics.answered)
        self.dispatcher = Dispatcher(self)
        self.computers = ComputerPlayers(self, settings.computer_workers)
        keep_secrets_out_of_logs()

    async def setup_hook(self) -> None:
        await self.prepare()
        if self.settings.dev_guild_id:
            # Only to the development server: synced globally as well, every command would
            # show twice there (once global, once the guild's copy).
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def prepare(self) -> None:
        """Everything the bot needs before it talks to Discord: the database (migrated), the
        commands, the buttons, the error handler. `python -m bench` times it as "start to
        ready, network excluded"."""
        self.store = await Store.open(
            self.settings.database_url,
            clock=discord.utils.utcnow,
            synchronous=self.settings.sqlite_synchronous,
            scope=self.settings.scope,
        )
        # On PostgreSQL, changes made by another process (the console, another bot process)
        # wake delivery too.
        await self.store.watch_outbox(self._wake_delivery)
        cogs = (
            LobbyCog(self),
            PlayCog(self),
            DiceCog(self),
            AwayCog(self),
            TickerCog(self),
            ThreadWatchCog(self),
        )
        for cog in cogs:
            await self.add_cog(cog)
        # Every command, option and choice in each catalog language (README, "Languages").
        await self.tree.set_translator(CommandTranslator())
        self.add_dynamic_items(*play.dynamic_items(), *lobby.dynamic_items())
        install_error_handler(self)
        if self.settings.metrics_port is not None:
            self.monitor = Monitor(self)
            await self.monitor.start(self.settings.metrics_host, self.settings.metrics_port)

    def _wake_delivery(self) -> None:
        if self.is_ready():
            self.dispatcher.wake()

    def wake_ticker(self, moment: datetime) -> None:
        """Make the ticker run by ``moment`` (a retry or a reminder fell due sooner)."""
        ticker = self._ticker()
        if ticker is not None:
            ticker.wake_by(moment)

    def _ticker(self) -> TickerCog | None:
        ticker = self.get_cog(TickerCog.__cog_name__)
        return ticker if isinstance(ticker, TickerCog) else None

    async def on_ready(self) -> None:
        log.info("Logged in as %s; delivering pending notifications", self.user)
        # What was left undelivered before a restart goes out now (ARCHITECTURE.md, "Storage").
        self.dispatcher.wake()

    async def close(self) -> None:
        """Shut down quietly: a delivery in flight may finish, what is left stays pending in
        the outbox for the next start, and the database closes last. A computer seat
        deciding drops its decision and makes it again after the restart."""
        await self.computers.close()
        exporting.shutdown()
        await self.dispatcher.close()
        ticker = self._ticker()
        if ticker is not None:
            ticker.tick.cancel()
        await super().close()
        if self.monitor is not None:
            await self.monitor.close()
        store = getattr(self, "store", None)
        if store is not None:
            await store.close()


def create_bot(settings: Settings | None = None) -> RefereeBot:
    return RefereeBot(settings or Settings())


def freeze_what_is_loaded() -> None:
    """Put everything loaded so far (the titles' data, the message catalogs, discord.py: some
    100,000 objects that live as long as the process) out of the garbage collector's reach.
    Each of its full collections would otherwise go over them all, some 100 ms on a small
    machine, while no thread runs, the event loop's included. Called once, before the bot runs
    (bot/__main__.py); the benchmark's loop-lag probe does the same (bench/answers.py)."""
    gc.freeze()
