"""The seats the computer plays, in the bot (ARCHITECTURE.md, "Computer players").

Whenever delivery is woken (every change: a player's choice, a start, a hand-over, a restart),
the computer players are woken too. They ask the store which computer seats are waited on
(`Store.computer_turns`: in the database, so a restart finds a decision a stopped bot had not
made yet; a seat that leaves its decision to a person of its Side is not waited on,
`waits.waited_on`) and decide each in a process of their own (`think`, in a process pool: a
Hard turn takes up to `TURN_SECONDS` of CPU, which no handler may wait for). A decision is a
whole move (rules/core/moves.py), submitted step by step through the store in one transaction as the
computer's seat, at the version it was decided on: had anyone moved
meanwhile (a simultaneous step, a hand-over), the store refuses it as stale and the seat
decides again from what is now there, so each decision lands once. A failure nothing explains
(a worker process killed, the database away) is tried again after a back-off (`RETRY_SECONDS`),
with a new pool if the old one lost a process: a game waiting only on the computer would
otherwise wait for a restart.

Each decision draws a fresh seed for its own random stream, never the game's committed dice:
each step is logged like anyone's, so replay and `rules.verify` never depend on how it was
found. Nothing here logs a choice, which may be a secret one (a card marked to discard).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

from bot import logs
from rules import get_title
from rules.core import Choice, GameOver, GameState, RuleError
from rules.core.computer import Level, decide
from rules.core.rng import Rng, new_seed
from storage.errors import StaleVersion
from storage.records import COMPUTER_USER
from storage.waits import defers

if TYPE_CHECKING:
    from bot.app import RefereeBot

log = logging.getLogger(__name__)

# The longest a seat's whole turn may make its players wait, every decision of it together
# (README "Computer players": the clock is the player's wait; Hard within 3 s at
# p99, Normal within 0.3 s), with a margin for loading the state and answering. A turn of several
# whole moves (1812: an army at a time) shares it among them (`TurnClock`).
TURN_SECONDS = {Level.EASY: 0.1, Level.NORMAL: 0.08, Level.HARD: 2.0}
# The least a decision is given, however little of its turn is left: a turn of many moves (a
# National Emergency's Movement Phase, a unit at a time) must not wait a floor per move (bench
# section 8 measured Normal's turns at 0.9 s at p99 with a 0.03 s floor, 0.5 s with 0.01 s).
LEAST_SECONDS = 0.005
# How many of a seat's turns before its current one say how many decisions to expect of it.
RECENT_TURNS = 3


# After a failure neither the rules nor the store explain (a worker process killed, the database
# away), the computer seats are looked at again after this many seconds, doubled at each failure
# in a row up to the cap: a game that waits only on the computer has nothing else to wake it.
RETRY_SECONDS = 5.0
RETRY_CAP_SECONDS = 300.0


class TurnClock:
    """The think time of each computer seat's turn: a turn starts when the seat must act after
    someone else moved (`GameState.last_actor`), and its decisions share `TURN_SECONDS`.

    The time left is shared among the decisions the turn is expected to hold still: as many as
    the longest of the seat's last `RECENT_TURNS` turns held (a Crisis 2020 Player Turn is a
    dozen attacks, moves and results; the counterattack between two of them is one), counting
    this one, and never fewer than two, so that a turn longer than those still leaves time for
    what follows. A seat's first turn, with nothing to go by, gives each decision half of what
    is left. Halving every turn starved a
    long one: after six decisions a Hard seat had 5 ms for each of its movements and Armed
    attacks, a random choice, while its first Data attack had 1 s."""

    def __init__(self) -> None:
        self._ends: dict[Hashable, float] = {}
        self._made: dict[Hashable, int] = {}  # decisions of the seat's turn so far
        self._recent: dict[Hashable, deque[int]] = {}  # decisions of its turns before

    def seconds(self, seat: Hashable, level: Level, state: GameState, role: str) -> float:
        """How long the decision of ``seat`` (playing ``role``) starting now may think."""
        now = time.monotonic()
        if state.last_actor != role or seat not in self._ends:
            if seat in self._made:
                self._recent.setdefault(seat, deque(maxlen=RECENT_TURNS)).append(self._made[seat])
            self._ends[seat] = now + TURN_SECONDS[level]
            self._made[seat] = 0
        expected = max(2, max(self._recent.get(seat, [2])) - self._made[seat])
        self._made[seat] += 1
        return max(LEAST_SECONDS, (self._ends[seat] - now) / expected)


def clock(seconds: float) -> Callable[[], bool]:
    """The ``out_of_time`` of a decision that starts now and may think ``seconds``."""
    deadline = time.monotonic() + seconds
    return lambda: time.monotonic() > deadline


def think(
    title_id: str, state_json: str, role: str, level: str, seed: str, seconds: float
) -> list[tuple[str, Any]]:
    """One decision, in a worker process: the verbs and args of the whole move ``role`` makes
    at ``level``, thinking at most ``seconds``."""
    title = get_title(title_id)
    state = title.load(state_json)
    move = decide(title, state, role, Level(level), Rng(seed=seed), out_of_time=clock(seconds))
    return [(choice.verb, choice.arg) for choice in move]


class ComputerPlayers:
    """Decides for every computer seat waited on, one decision per seat at a time."""

    def __init__(self, bot: RefereeBot, workers: int) -> None:
        self.bot = bot
        self._workers = workers
        self._pool: ProcessPoolExecutor | None = None  # started at the first decision
        self._thinking: dict[tuple[int, str], asyncio.Task] = {}
        self._scan: asyncio.Task | None = None
        self._again = False
        self._closing = False
        self._retry: asyncio.TimerHandle | None = None
        self._failures = 0  # in a row, for the retry's back-off
        self._turns = TurnClock()

    @property
    def deciding(self) -> set[tuple[int, str]]:
        """The (game, role) seats deciding now."""
        return {key for key, task in self._thinking.items() if not task.done()}

    def wake(self) -> None:
        """Look for computer seats that must act, without waiting for their decisions."""
        if self._closing:
            return
        if self._scan is not None and not self._scan.done():
            self._again = True
            return
        self._scan = asyncio.create_task(self._run_scan(), name="computer players")

    async def idle(self) -> None:
        """Wait until no computer seat is deciding or waited on (tests)."""
        while True:
            running = [t for t in (self._scan, *self._thinking.values()) if t and not t.done()]
            if not running:
                return
            await asyncio.gather(*running, return_exceptions=True)

    async def close(self) -> None:
        """Stop deciding: a decision in flight is dropped, and made again after a restart."""
        self._closing = True
        if self._retry is not None:
            self._retry.cancel()
        tasks = [t for t in (self._scan, *self._thinking.values()) if t and not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    async def _run_scan(self) -> None:
        while True:
            self._again = False
            try:
                turns = await self.bot.store.computer_turns()
            except Exception:
                log.exception("Could not read the computer seats waited on")
                self._retry_later()
                return
            for turn in turns:
                key = (turn["game_id"], turn["role"])
                running = self._thinking.get(key)
                if running is None or running.done():
                    self._thinking[key] = asyncio.create_task(
                        self._decide(*key), name=f"computer {key}"
                    )
            if not self._again:
                return

    async def _decide(self, game_id: int, role: str) -> None:
        store = self.bot.store
        pool = None
        try:
            game, state = await store.load(game_id)
            shard = logs.shard_of(game.guild_id, self.bot.shard_count)
            logs.about(game=game_id, guild=game.guild_id, shard=shard, command=None)
            title = get_title(game.title)
            level = game.computers.get(role)
            if level is None or game.status != "active" or not title.view(state, role).choices:
                return
            if defers(title, state, role, game.computers):
                # A person commands the decision now (a scan's list may be older than a change
                # that made it so): the seat waits, and is not waited on (`waits.waited_on`).
                return
            started = time.monotonic()
            seconds = self._turns.seconds((game_id, role), Level(level), state, role)
            pool = self._executor()
            move = await asyncio.get_running_loop().run_in_executor(
                pool,
                think,
                game.title,
                state.model_dump_json(),
                role,
                level,
                new_seed(),
                seconds,
            )
            took = time.monotonic() - started
            self.bot.metrics.decided(level, took)
            log.info(
                "Computer (%s) decided a move of %d steps for a seat of game %s in %.2f s",
                level,
                len(move),
                game_id,
                took,
            )
            # Each step through the same checks as a player's, all of them or none, each logged
            # as its own action (Store.submit_many).
            await store.submit_many(
                game_id,
                role,
                [Choice(verb=verb, arg=arg) for verb, arg in move],
                user_id=COMPUTER_USER,
                expected_version=game.version,
            )
        except StaleVersion:
            pass  # someone moved while it thought: the wake below decides again
        except GameOver:
            # Ended or abandoned while it thought: nothing went wrong, nothing is left to decide.
            return
        except RuleError:
            # Decided from the seat's legal choices at this version, so only a change between
            # load and submit can refuse it; that change woke delivery, and so us, again.
            log.warning("A computer seat's choice in game %s was refused", game_id)
            return
        except asyncio.CancelledError:
            raise
        except BrokenProcessPool:
            # A worker process died (killed, out of memory): the pool takes no more work, so
            # the next decision starts a new one, and this one is made again.
            log.error("A computer worker process died while deciding for game %s", game_id)
            if self._pool is pool:
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
            self._retry_later()
            return
        except Exception:
            log.exception("A computer seat of game %s could not decide", game_id)
            self._retry_later()
            return
        finally:
            self._thinking.pop((game_id, role), None)
        self._failures = 0
        self.bot.dispatcher.wake()  # its move is out, and another computer seat may be next

    def _retry_later(self) -> None:
        """Wake again after the back-off, unless a wake is already set or the bot is closing."""
        if self._closing or self._retry is not None:
            return
        delay = min(RETRY_SECONDS * 2**self._failures, RETRY_CAP_SECONDS)
        self._failures += 1
        self._retry = asyncio.get_running_loop().call_later(delay, self._retry_now)

    def _retry_now(self) -> None:
        self._retry = None
        self.wake()

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # Spawned, not forked: the bot's process holds threads (aiosqlite's) a fork would
            # copy mid-lock.
            self._pool = ProcessPoolExecutor(
                max_workers=self._workers, mp_context=multiprocessing.get_context("spawn")
            )
        return self._pool
