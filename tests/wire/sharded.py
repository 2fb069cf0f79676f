"""The sharded scenario, run by tests/wire/test_wire_shards.py and `python -m bench`
(bench/shards.py): two bot processes with two shards each on one PostgreSQL, 200 active games,
one killed with SIGKILL mid-run and restarted.

`sharded_run`: the fake Discord of fake_discord.py with 8 guilds, two on each of 4 shards; 200
Spanish Civil War games started through a `Store` of this process, in turn in those guilds, each
in a thread of its own; process A serves shards 0 and 1, process B shards 2 and 3
(tests/wire/bot_process.py: the real `python -m bot`, each with its own token so that the fake
tells them apart). This process plays random legal choices into the store at a steady rate; each
is heard by both processes (LISTEN) and delivered by the one serving its game. Mid-run, while A
holds claims on undelivered items, A is killed with SIGKILL; play goes on; A is started again
with the same shards (and a new token); play stops; every outbox item must then be marked
delivered.

What "delivered exactly once" means, per kind of outbox item (bot/notify/dispatcher.py):

* ``log``, ``ended`` (and ``recap``, ``replaced``, ``away``, not made here): exactly one
  message created in the game's thread carries the item's nonce ``ob{id}.0`` (each further part
  of a long one, ``.1``, ``.2``, at most once). A ping that follows a log line rides in the log
  line's message, under the log's nonce.
* ``ping``: at most one message carries its nonce, in the game's thread: a ping whose roles no
  longer must act when it is delivered is moot, and one that follows a log line has no message
  of its own.
* ``board``: the game's board is posted once (one message in its thread carrying the nonce of
  one of its board items, the one recorded as ``board_message_id``), pinned, and only edited in
  place after (PATCH, idempotent): board items superseded in a batch, or that would show the
  same board, send nothing.
* ``private``: at most one DM carries its nonce, in the DM channel of the seat's holder; the last
  private item of each seat carries one (earlier ones may be superseded by it).
* Every item is marked delivered. No nonce is created twice; a repeated post that the fake
  dropped by its nonce (Discord's ``enforce_nonce``) is counted and reported, not a failure.

Each game's board must also end up pinned, even when a kill or a refused pin came between
posting it and pinning it (the bot pins a board it has not seen pinned at its next edit).

In order: the messages created in each thread (and each DM channel, one per seat here) carry
nonces in outbox-id order. By the right process: every call about a game (its thread, its
players' DM channels) came from the process serving its shard: B for shards 2 and 3; A before
the kill and its restart after it for shards 0 and 1.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import re
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from storage import Store
from storage.errors import StaleVersion
from storage.scope import Scope
from tests.databases import fetch
from tests.wire.bot_process import BotProcess
from tests.wire.fake_discord import Call, FakeDiscord, guilds_on_shards
from tests.wire.harness import new_games, play_choice

SHARD_COUNT = 4
A_SHARDS = (0, 1)
B_SHARDS = (2, 3)
GUILDS = 8  # two on each shard
GAMES = 200
LATENCY = 0.05  # seconds the fake takes to answer a call
TOKEN_A, TOKEN_A_RESTARTED, TOKEN_B = "process-a", "process-a-restarted", "process-b"
READY_TIMEOUT = 60.0
DELIVERY_TIMEOUT = 150.0
# Kinds whose every item posts one message of its own in the game's thread.
OWN_MESSAGE = ("log", "ended", "recap", "replaced", "away")
_NONCE = re.compile(r"^ob(\d+)(dm)?\.(\d+)$")


@dataclass(frozen=True)
class Phases:
    """How long the choices are played, in seconds, around the kill, and how fast."""

    before_kill: float = 12.0
    while_down: float = 6.0
    after_restart: float = 8.0
    rate: float = 10.0  # choices a second, over all games


@dataclass
class Outcome:
    games: int
    notifications: int  # outbox items
    choices: int
    repeats: int  # posts dropped by the fake as repeats of a nonce
    left_at_kill: int  # A's games' items undelivered when A was killed
    restart_delivered: int  # items whose message A's restart posted (created or repeated)
    exactly_once: int  # items delivered exactly once, in order, by the right process
    lost: set[int] = field(default_factory=set)
    doubled: set[int] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    unpinned: list[str] = field(default_factory=list)  # games whose board was never pinned
    wrong_process: int = 0  # calls about a game from a process not serving it
    calls: int = 0
    global_429s: int = 0
    bucket_429s: int = 0
    drained_after: float = 0.0  # seconds from the last choice to the last delivery
    elapsed: float = 0.0

    def summary(self) -> str:
        return (
            f"{self.games} games, {self.notifications} notifications from {self.choices} "
            f"choices: {self.exactly_once} delivered exactly once, in order; "
            f"{len(self.lost)} lost, {len(self.doubled)} doubled; {self.repeats} repeats "
            f"dropped by nonce; A left {self.left_at_kill} undelivered at kill -9, its restart "
            f"posted {self.restart_delivered}; {self.calls} calls "
            f"({self.global_429s} global 429s); all delivered {self.drained_after:.1f} s after "
            f"the last choice; {self.elapsed:.0f} s in all"
        )


async def sharded_run(
    database_url: str, workdir: Path, phases: Phases = Phases(), games: int = GAMES, seed: int = 14
) -> Outcome:
    """The scenario of the module's docstring on ``database_url`` (an empty PostgreSQL schema),
    the processes' logs in ``workdir``; what the fake and the database show after it."""
    began = time.monotonic()
    fake = FakeDiscord(latency=LATENCY, guilds=guilds_on_shards(GUILDS, SHARD_COUNT))
    await fake.start()
    store = await Store.open(database_url)
    processes: list[BotProcess] = []

    def process(token: str, shards: tuple[int, ...], log: str) -> BotProcess:
        made = BotProcess(fake.url, database_url, token, shards, SHARD_COUNT, workdir / log)
        processes.append(made)
        return made.start()

    try:
        game_ids = await new_games(store, fake, games)
        a = process(TOKEN_A, A_SHARDS, "a.log")
        b = process(TOKEN_B, B_SHARDS, "b.log")
        await _ready(fake, [a, b])

        stop = asyncio.Event()
        counts: Counter[str] = Counter()
        player = asyncio.create_task(
            _play(store, game_ids, random.Random(seed), phases.rate, stop, counts)
        )
        await asyncio.sleep(phases.before_kill)
        a_claimer = Scope(A_SHARDS, SHARD_COUNT).claimer
        await _until(
            lambda: _count(database_url, "claimed_by = ? AND delivered_at IS NULL", a_claimer),
            what=f"process A ({a_claimer}) to hold claims",
            processes=processes,
            timeout=60,
        )
        a.kill()
        killed_at = time.monotonic()
        a_games = _games_of(await _games(database_url), A_SHARDS)
        undelivered = "SELECT id, game_id FROM outbox WHERE delivered_at IS NULL"
        left = [i for i, game in await fetch(database_url, undelivered) if game in a_games]
        await asyncio.sleep(phases.while_down)
        restarted_at = time.monotonic()
        a2 = process(TOKEN_A_RESTARTED, A_SHARDS, "a-restarted.log")
        await _ready(fake, [a2])
        await asyncio.sleep(phases.after_restart)
        stop.set()
        await player
        last_choice = time.monotonic()
        await _until(
            lambda: _none_left(database_url),
            what="every outbox item to be delivered",
            processes=[b, a2],
            timeout=DELIVERY_TIMEOUT,
            details=lambda: _undelivered(database_url),
        )
        drained_after = time.monotonic() - last_choice
        for running in (a2, b):
            running.stop()
        outcome = await _judge(database_url, fake, killed_at=killed_at, restarted_at=restarted_at)
        outcome.choices = counts["choices"]
        outcome.left_at_kill = len(left)
        outcome.drained_after = drained_after
        outcome.elapsed = time.monotonic() - began
        if counts["stale"]:
            outcome.problems.append(f"{counts['stale']} choices were refused as stale")
        return outcome
    finally:
        for running in processes:
            if running.alive:
                running.kill()
        await store.close()
        await fake.stop()


async def _ready(fake: FakeDiscord, processes: list[BotProcess]) -> None:
    """Until each process has identified on the gateway for each of its shards."""

    def ready() -> bool:
        seen = {(i.token, i.shard) for i in fake.identified}
        return all((p.token, shard) in seen for p in processes for shard in p.shard_ids)

    async def check() -> bool:
        return ready()

    names = ", ".join(p.token for p in processes)
    await _until(check, f"{names} to connect", processes, READY_TIMEOUT)


async def _until(
    condition, what: str, processes: list[BotProcess], timeout: float, details=None
) -> None:
    """Poll the coroutine function ``condition`` until it is true; fail, saying ``what`` was
    waited for (with ``details()`` and the processes' last log lines), if a process died or
    ``timeout`` passed."""
    deadline = time.monotonic() + timeout
    while not await condition():
        dead = [p for p in processes if not p.alive]
        late = time.monotonic() > deadline
        if dead or late:
            why = (
                f"{', '.join(p.token for p in dead)} exited" if dead else f"{timeout:.0f} s passed"
            )
            more = await details() if details is not None else ""
            logs = "\n".join(f"--- {p.token} ({p.log}):\n{p.tail()}" for p in processes)
            raise AssertionError(f"waiting for {what}: {why}\n{more}\n{logs}")
        await asyncio.sleep(0.2)


async def _count(url: str, where: str, *params: Any) -> bool:
    return (await fetch(url, f"SELECT COUNT(*) FROM outbox WHERE {where}", *params))[0][0] > 0


async def _none_left(url: str) -> bool:
    return not await _count(url, "delivered_at IS NULL")


async def _undelivered(url: str) -> str:
    rows = await fetch(
        url,
        "SELECT id, game_id, payload, attempts, next_attempt_at, claimed_by, claimed_until"
        " FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT 10",
    )
    total = (await fetch(url, "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL"))[0][0]
    return f"{total} undelivered, the first: " + "\n".join(map(str, rows))


async def _play(
    store: Store,
    games: list[int],
    rng: random.Random,
    rate: float,
    stop: asyncio.Event,
    counts: Counter[str],
) -> None:
    """Random legal choices into the store, ``rate`` a second, until ``stop``."""
    live = list(games)
    next_at = time.monotonic()
    while live and not stop.is_set():
        game = rng.choice(live)
        try:
            if await play_choice(store, game, rng) is None:
                live.remove(game)
            else:
                counts["choices"] += 1
        except StaleVersion:
            counts["stale"] += 1
        next_at += 1 / rate
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), max(0.0, next_at - time.monotonic()))


async def _games(url: str) -> dict[int, tuple[int, int, int | None]]:
    """Each game's guild, thread and board message."""
    rows = await fetch(url, "SELECT id, guild_id, thread_id, board_message_id FROM games")
    return {row[0]: (row[1], row[2], row[3]) for row in rows}


def _games_of(games: dict[int, tuple[int, int, int | None]], shards: tuple[int, ...]) -> set[int]:
    scope = Scope(shards, SHARD_COUNT)
    return {g for g, (guild, _, _) in games.items() if scope.serves(guild)}


async def _judge(url: str, fake: FakeDiscord, *, killed_at: float, restarted_at: float) -> Outcome:
    """Hold what the fake recorded against the outbox (see the module's docstring), every call
    about a game made by the process serving it."""
    a_games = _games_of(await _games(url), A_SHARDS)

    def right_process(call: Call, game: int) -> bool:
        if game not in a_games:
            return call.token == TOKEN_B
        if call.token == TOKEN_A:
            return call.started < killed_at
        return call.token == TOKEN_A_RESTARTED and call.started >= restarted_at

    outcome = await judge(url, fake, right_process, tokens=(TOKEN_A, TOKEN_A_RESTARTED, TOKEN_B))
    outcome.restart_delivered = len(
        {
            int(found[1])
            for c in fake.calls
            if c.token == TOKEN_A_RESTARTED and c.method == "POST" and c.status == 200
            if (found := _NONCE.match(c.nonce or ""))
        }
    )
    return outcome


async def judge(
    url: str,
    fake: FakeDiscord,
    right_process: Callable[[Call, int], bool] | None = None,
    tokens: tuple[str, ...] = (),
) -> Outcome:
    """Hold what the fake recorded against the outbox of the database at ``url``: every item
    delivered exactly once, in order, in the right channel (the module's docstring), and, with
    ``right_process``, every call about a game made by the process that serves it (its
    ``tokens`` the only ones known). Also for one bot in this process (tests/wire's faults)."""
    games = await _games(url)
    seats = await fetch(url, "SELECT game_id, role, user_id FROM seats")
    holder = {(g, role): user for g, role, user in seats}
    game_of_user = {user: g for g, _, user in seats}
    items = {
        row[0]: (row[1], json.loads(row[2]), row[3])
        for row in await fetch(url, "SELECT id, game_id, payload, delivered_at FROM outbox")
    }
    thread_game = {thread: g for g, (_, thread, _) in games.items()}
    dm_user = {channel: user for user, channel in fake.dms.items()}
    problems: list[str] = []
    unpinned: list[str] = []
    lost: set[int] = set()
    doubled: set[int] = set()
    misplaced: set[int] = set()

    def game_of(call: Call) -> int | None:
        if call.channel in thread_game:
            return thread_game[call.channel]
        if call.channel in dm_user:
            return game_of_user.get(dm_user[call.channel])
        if call.route == "/users/@me/channels":
            return game_of_user.get(int(call.body.get("recipient_id", 0)))
        return None

    # By the right process.
    wrong: Counter[str] = Counter()
    for call in fake.calls if right_process is not None else ():
        if call.token not in tokens:
            wrong[f"a call with an unknown token {call.token!r}"] += 1
            continue
        game = game_of(call)
        if game is None or right_process(call, game):
            continue
        wrong[f"game {game} called by {call.token}"] += 1
        if call.nonce and (found := _NONCE.match(call.nonce)):
            misplaced.add(int(found[1]))
    problems += [f"{what} ({n} calls)" for what, n in wrong.items()]

    # Messages created, by nonce and by channel.
    by_nonce: dict[str, list[Call]] = defaultdict(list)
    by_channel: dict[int | None, list[Call]] = defaultdict(list)
    for call in fake.created:
        by_channel[call.channel].append(call)
        found = _NONCE.match(call.nonce or "")
        if found is None:
            problems.append(f"a message without an outbox nonce in channel {call.channel}")
            continue
        by_nonce[call.nonce or ""].append(call)
        item = int(found[1])
        if item not in items:
            problems.append(f"a message with the nonce {call.nonce} of no outbox item")
            continue
        game, payload, _ = items[item]
        if payload["kind"] == "private" and not found[2]:
            right_channel = fake.dms.get(holder.get((game, payload["role"]), 0))
        else:
            right_channel = games[game][1]
        if call.channel != right_channel:
            misplaced.add(item)
            problems.append(f"item {item} ({payload['kind']}) posted in channel {call.channel}")
    for nonce, calls in by_nonce.items():
        if len(calls) > 1:
            doubled.add(int(_NONCE.match(nonce)[1]))  # type: ignore[index]

    # In order, per channel.
    for channel, calls in by_channel.items():
        keys = [_key(c.nonce) for c in calls]
        for before, after in itertools.pairwise(keys):
            if after <= before:
                misplaced.add(after[0])
                problems.append(f"in channel {channel}, {after} was created after {before}")

    # Each item, by its kind.
    last_private: dict[tuple[int, str], int] = {}
    boards: dict[int, list[int]] = defaultdict(list)
    for item, (game, payload, delivered_at) in sorted(items.items()):
        kind = payload["kind"]
        if delivered_at is None:
            lost.add(item)
        if kind in OWN_MESSAGE and f"ob{item}.0" not in by_nonce:
            lost.add(item)
            problems.append(f"item {item} ({kind}) of game {game} has no message")
        if kind == "private":
            last_private[(game, payload["role"])] = item
        if kind == "board":
            boards[game].append(item)
    for (game, role), item in last_private.items():
        if f"ob{item}.0" not in by_nonce:
            lost.add(item)
            problems.append(f"the last private item {item} of game {game}, {role}, was not sent")
    for game, board_items in boards.items():
        _, thread, board = games[game]
        posted = [c for i in board_items for c in by_nonce.get(f"ob{i}.0", [])]
        if len(posted) != 1:
            (doubled if posted else lost).add(board_items[0])
            problems.append(f"game {game}'s board was posted {len(posted)} times")
            continue
        if posted[0].message != board:
            problems.append(f"game {game} records board {board}, not the one posted")
        pins = [c for c in fake.calls if c.method == "PUT" and "pins" in c.route]
        if not any(c.status == 200 and c.message == board for c in pins):
            edits = [c for c in fake.calls if c.method == "PATCH" and c.message == board]
            tried = Counter(c.status for c in pins if c.message == board)
            unpinned.append(
                f"game {game}'s board was never pinned: posted by {posted[0].token} at "
                f"{posted[0].ended:.2f} s (monotonic); pin calls for it, by status: "
                f"{dict(tried)}; edited {len(edits)} times after, by "
                f"{sorted({c.token for c in edits})}"
            )
        others = {
            c.message
            for c in fake.calls
            if c.method == "PATCH" and c.channel == thread and c.status == 200
        } - {board}
        if others:
            problems.append(f"game {game}: messages other than its board were edited: {others}")

    problems += [f"item {i} was not marked delivered" for i in sorted(lost) if items[i][2] is None]
    problems += [f"item {i} was created twice" for i in sorted(doubled)]
    bad = lost | doubled | misplaced
    return Outcome(
        games=len(games),
        notifications=len(items),
        choices=0,
        repeats=fake.repeats,
        left_at_kill=0,
        restart_delivered=0,
        exactly_once=len(items) - len(bad & set(items)),
        lost=lost,
        doubled=doubled,
        problems=problems,
        unpinned=unpinned,
        wrong_process=sum(wrong.values()),
        calls=len(fake.calls),
        global_429s=fake.global_429s,
        bucket_429s=fake.bucket_429s,
    )


def _key(nonce: str | None) -> tuple[int, int]:
    found = _NONCE.match(nonce or "")
    return (int(found[1]), int(found[3])) if found else (-1, -1)
