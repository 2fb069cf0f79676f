"""Section 10, first answers in long games: whether a command's first answer stays within
Discord's 3 seconds however long the game, and whether one game's export holds the others up.

Per title, games of 100, 1,000 and 3,000 actions (the golden games' random policy with dice
rolls asked between the choices: tests/long_games.py), made through the real bot in SimCord and
carried on through the store in one transaction. Then rounds of what a player does: the player
to act asks for the prompt and presses one of its choices, takes it back with `/game undo`
(so the game keeps its length), and looks at `/game status`; at the end, `/game export`. Every
other undo comes after the bot has forgotten the states it kept (as after a restart, or a
choice made by another process): it then rebuilds the state before the choice from the
checkpoint before it, where the other undos go back to the state kept before the press. The
first answer is timed by the bot itself (bot/timing.py), from receipt to the first response
call, as section 2.

The loop-lag probe exports each title's longest game as `/game export` does
(`bot.lobby.exporting.exported`) on a plain event loop, beside a task that sleeps 5 ms at a
time and notes how late it wakes: the longest stall any other game's interaction would meet.
"""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from simcord.env import Env

from bot.app import RefereeBot, create_bot, freeze_what_is_loaded
from bot.lobby.exporting import exported
from bot.settings import Settings
from rules import TITLES
from storage import Store
from tests.bot.helpers import deliver_everything
from tests.long_games import actions as long_game

from .handlers import _choose, _ok
from .report import Figure, ms, percentile

SECTION = "First answers"
LENGTHS = (100, 1000, 3000)
P99_MS = 300  # the first answer of any of these, at 3,000 actions
GROWTH = 1.5  # at most this times the 100-action figure, at 3,000
STALL_MS = 100  # the loop's longest stall while another game exports
PROBE_S = 0.005
# Kind (as bot/timing.py names it) -> how the report names it.
KINDS = {
    "press": "a button press",
    "game status": "/game status",
    "game undo": "/game undo",
    "game undo, read": "/game undo, nothing kept",
    "game export": "/game export",
}
PRESSES = ("choice button", "choice select")
FOREVER = datetime.max.replace(tzinfo=UTC)
SETTLE_S = 600  # an export of 3,000 actions replays and draws them before SimCord is idle


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    rounds = 8 if quick else 20
    path = workdir / "answers.sqlite3"
    bot = create_bot(Settings(discord_token=None, database_url=f"sqlite:///{path}", shard_count=1))
    freeze_what_is_loaded()  # as `python -m bot` does before it runs
    samples, longest = asyncio.run(_drive(bot, rounds))
    stalls = asyncio.run(_probe(path, longest))
    figures: list[Figure] = []
    for kind, name in KINDS.items():
        by_length = {n: samples[(kind, n)] for n in LENGTHS if samples.get((kind, n))}
        for length, found in by_length.items():
            limit = P99_MS if length == LENGTHS[-1] else None
            figures.append(
                Figure(
                    SECTION,
                    f"{name}, {length:,} actions: p99",
                    ms(percentile(found, 0.99)),
                    "ms",
                    limit,
                )
            )
        if LENGTHS[0] in by_length and LENGTHS[-1] in by_length:
            growth = percentile(by_length[LENGTHS[-1]], 0.99) / percentile(
                by_length[LENGTHS[0]], 0.99
            )
            figures.append(Figure(SECTION, f"{name}: p99 at 3,000 / at 100", growth, "x", GROWTH))
    worst = max(stalls, key=stalls.get)
    figures.append(
        Figure(
            SECTION,
            "loop's longest stall during an export",
            ms(stalls[worst]),
            "ms",
            STALL_MS,
        )
    )
    counts = sorted({len(v) for v in samples.values()})
    setup = (
        f"SimCord offline, the bot's own clock (bot/timing.py) from receipt to the first "
        f"response; per title ({', '.join(sorted(TITLES))}) a game of each of "
        f"{', '.join(f'{n:,}' for n in LENGTHS)} actions, {rounds} rounds of /play, a press, "
        f"/game undo (every other one with nothing kept) and /game status, then /game export; "
        f"{counts[0]} to {counts[-1]} samples per figure, the titles pooled. The stall: the "
        f"longest wake-up delay of a "
        f"{ms(PROBE_S):.0f} ms sleep while exporting each title's {LENGTHS[-1]:,}-action game "
        f"on a plain event loop (worst: {worst})"
    )
    return setup, figures


async def _drive(bot: RefereeBot, rounds: int) -> tuple[dict[tuple[str, int], list[float]], dict]:
    """The first answers' seconds by (kind, length), and each title's longest game's id."""
    env = Env(bot, settle_timeout=SETTLE_S)
    await env.start()
    samples: dict[tuple[str, int], list[float]] = {}
    longest: dict[str, int] = {}
    try:
        with env.time_context():
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            people = [guild.add_member(env.create_user(f"player{n}")) for n in range(5)]
            rng = random.Random(46)
            for title_id in sorted(TITLES):
                for length in LENGTHS:
                    thread, game_id = await _long_game(env, channel, people, title_id, length)
                    found = await _rounds(env, thread, game_id, people, rounds, rng)
                    for kind, seconds in found:
                        samples.setdefault((kind, length), []).append(seconds)
                    longest[title_id] = game_id
        if env.errors:
            raise RuntimeError(f"the bot failed during the benchmark: {env.errors[:3]!r}")
        return samples, longest
    finally:
        await env.shutdown()
        store = getattr(bot, "store", None)
        if store is not None:
            await store.close()  # SimCord detaches the bot without closing it


async def _long_game(env: Env, channel: Any, people: list, title_id: str, length: int):
    """A game of ``title_id`` made in a thread by the bot, seated, started and carried on
    through the store to ``length`` actions, its outbox delivered."""
    title = TITLES[title_id]
    owner = people[0]
    _ok(env, await owner.slash(channel, "game new", title=title_id))
    thread = channel.threads[-1]
    store = env.bot.store
    game = await store.game_by_thread(thread.id)
    for person, role in zip(people, title.roles_in(game.scenario), strict=False):
        _ok(env, await person.slash(thread, "game join", role=role))
    _ok(env, await owner.slash(thread, "game start"))
    _, state = await store.load(game.id)
    played = await asyncio.to_thread(long_game, title_id, state, length)
    await store.carry_out(game.id, played, user_id=owner.id)
    await deliver_everything(env)
    return thread, game.id


async def _rounds(env, thread, game_id: int, people: list, rounds: int, rng: random.Random):
    """(kind, seconds) of each timed first answer of ``rounds`` rounds, then an export."""
    store, timing = env.bot.store, env.bot.timing
    found: list[tuple[str, float]] = []
    for round_ in range(rounds):
        game, state = await store.load(game_id)
        title = TITLES[game.title]
        asked = [r for r in title.active(state) if title.choices(state, r)]
        if state.outcome is not None or not asked:
            break  # the last press ended the game (a failed National Emergency, say)
        role = asked[0]
        user = next(p for p in people if p.id == game.seats[role])
        prompt = _ok(env, await user.slash(thread, "play")).response
        pressed = {kind: len(timing.samples(kind)) for kind in PRESSES}
        await _choose(env, user, prompt, rng)
        for kind, before in pressed.items():
            if len(timing.samples(kind)) > before:
                found.append(("press", timing.seconds(kind)[-1]))
        version = (await store.get_game(game_id)).version
        kept = round_ % 2 == 0
        if not kept:
            store.forget_idle(FOREVER)  # every kept state, as a restarted bot has none
        _ok(env, await user.slash(thread, "game undo"))
        if (await store.get_game(game_id)).version > version:  # taken back, not refused
            kind = "game undo" if kept else "game undo, read"
            found.append((kind, timing.seconds("game undo")[-1]))
        _ok(env, await user.slash(thread, "game status"))
        found.append(("game status", timing.seconds("game status")[-1]))
    _ok(env, await people[0].slash(thread, "game export"))
    found.append(("game export", timing.seconds("game export")[-1]))
    await deliver_everything(env)
    return found


async def _probe(path: Path, longest: dict[str, int]) -> dict[str, float]:
    """Per title, the loop's longest stall while its longest game is exported."""
    store = await Store.open(f"sqlite:///{path}")
    freeze_what_is_loaded()  # as `python -m bot` does before it runs
    try:
        stalls = {}
        for title_id, game_id in longest.items():
            game = await store.get_game(game_id)
            stalls[title_id] = await _stall_during(exported(store, game))
        return stalls
    finally:
        await store.close()


async def _stall_during(work) -> float:
    loop = asyncio.get_running_loop()
    task = asyncio.ensure_future(work)
    worst = 0.0
    while not task.done():
        asked = loop.time()
        await asyncio.sleep(PROBE_S)
        worst = max(worst, loop.time() - asked - PROBE_S)
    await task
    return worst
