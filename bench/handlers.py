"""Section 2, handler time: from receipt of an interaction to its first response call, as the
bot's own instrumentation (bot/timing.py) measures it, with the real bot driven by SimCord.

Two members play Spanish Civil War in a game thread. Each round, the member whose turn it is
asks for the prompt (`/play`), picks one of its choices at random (a button, or a select when
there are too many for buttons), rolls `/roll dice:2d6` in the thread (logged by the game), and
looks at `/game status` (the board PNG, drawn on demand). A game that ends is replaced by a new
one. SimCord waits for an idle tick after every action; that wait is not counted, because the
bot's clock stops at the first response call.

Every few rounds the simulated clock moves on past 15 minutes. discord.py keeps each ephemeral
prompt's view for 15 minutes, on a timer; in SimCord the timers never fire unless the clock is
advanced, and its settlement pass, which runs on the same event loop while a handler awaits
SQLite or the PNG thread, scans every pending timer. Left alone, that scan grows with each
prompt and soon dominates the figures (about 250 ms per handler after 180 prompts), though a
real event loop keeps timers in a heap and would not notice them.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import simcord
from simcord.env import Env

from bot.app import RefereeBot, create_bot
from bot.settings import Settings
from rules import get_title

from .report import Figure, ms, percentile

SECTION = "Handler time"
TITLE = "spanish-civil-war"
EXPIRE_EVERY = 10  # rounds between two moves of the clock past the views' 15 minutes
VIEW_LIFETIME = 15 * 60 + 1  # seconds; discord.py's timeout of an ephemeral message's view
PLAIN_P99_MS = 50  # a response without an image
IMAGE_P99_MS = 250  # a response with one (the board PNG)
# Kind (as bot/timing.py names it) -> how the report names it.
KINDS = {
    "play": "/play prompt",
    "choice button": "button choice",
    "choice select": "select choice",
    "roll": "/roll 2d6",
    "game status": "/game status",
}


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    rounds = 30 if quick else 200
    bot = create_bot(
        Settings(
            discord_token=None,
            database_url=f"sqlite:///{workdir}/handlers.sqlite3",
            shard_count=1,  # SimCord runs one shard
        )
    )
    games = asyncio.run(_drive(bot, rounds))
    timing = bot.timing
    figures: list[Figure] = []
    counts = []
    for kind, name in KINDS.items():
        for image in (False, True):
            samples = timing.seconds(kind, image=image)
            if not samples:
                continue
            label = f"{name} ({'with' if image else 'without'} an image)"
            limit = IMAGE_P99_MS if image else PLAIN_P99_MS
            counts.append(f"{len(samples)} {name}")
            figures += [
                Figure(SECTION, f"{label}: p50", ms(percentile(samples, 0.5)), "ms"),
                Figure(SECTION, f"{label}: p99", ms(percentile(samples, 0.99)), "ms", limit),
            ]
    setup = (
        f"SimCord {simcord.__version__} offline; time from our first look at the interaction "
        f"to its first response call (SimCord's idle tick not counted). {rounds} rounds of "
        f"/play, a choice, /roll and /game status over {games} Spanish Civil War game(s) of two "
        f"players, the simulated clock moved past the prompts' 15-minute view timeout every "
        f"{EXPIRE_EVERY} rounds; samples: {', '.join(counts)}; SQLite synchronous="
        f"{bot.settings.sqlite_synchronous}"
    )
    return setup, figures


async def _drive(bot: RefereeBot, rounds: int) -> int:
    """Play ``rounds`` rounds; returns how many games it took."""
    env = Env(bot)
    await env.start()
    try:
        with env.time_context():
            return await _rounds(env, bot, rounds)
    finally:
        await env.shutdown()
        store = getattr(bot, "store", None)
        if store is not None:
            await store.close()  # SimCord detaches the bot without closing it


async def _rounds(env: Env, bot: RefereeBot, rounds: int) -> int:
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    title = get_title(TITLE)
    rng = random.Random(5)
    games = 0
    thread = game_id = None
    for done in range(rounds):
        if done and done % EXPIRE_EVERY == 0:
            await env.advance_time(VIEW_LIFETIME)
        if game_id is not None:
            _, state = await bot.store.load(game_id)
        if game_id is None or state.outcome is not None:
            thread, game_id = await _new_game(bot, channel, alice, bob)
            games += 1
            _, state = await bot.store.load(game_id)
        game = await bot.store.get_game(game_id)
        role = title.active(state)[0]
        user = alice if game.seats[role] == alice.user.id else bob

        prompt = _ok(env, await user.slash(thread, "play")).response
        await _choose(env, user, prompt, rng)
        _ok(env, await user.slash(thread, "roll", dice="2d6"))
        status = _ok(env, await user.slash(thread, "game status"))
        if not status.response.attachments:
            raise RuntimeError("/game status answered without the board image")
    if env.errors:
        raise RuntimeError(f"the bot failed during the benchmark: {env.errors[:3]!r}")
    return games


async def _new_game(bot: RefereeBot, channel: Any, alice: Any, bob: Any) -> tuple[Any, int]:
    """alice creates a game; both take a seat by button; alice starts it."""
    await alice.slash(channel, "game new", title=TITLE)
    thread = channel.threads[-1]
    await alice.click(thread.history()[-1], label="Join as Nationalists")
    await bob.click(thread.history()[0], label="Join as Republicans")
    await alice.slash(thread, "game start")
    game = await bot.store.game_by_thread(thread.id)
    if game is None or game.status != "active":
        raise RuntimeError("the new game did not start")
    return thread, game.id


async def _choose(env: Env, user: Any, prompt: Any, rng: random.Random) -> None:
    """Click one of the prompt's buttons, or pick from its first select, at random."""
    found = []
    for row in prompt.components:
        row = row if isinstance(row, dict) else row.to_dict()
        found += row.get("components", [row])
    buttons = [c for c in found if c.get("type") == 2 and c.get("custom_id", "").startswith("c:")]
    selects = [c for c in found if c.get("type") == 3]
    if buttons:
        wanted = rng.choice(buttons)["custom_id"]
        result = await user.click(prompt, custom_id=wanted)
    elif selects:
        select = selects[0]
        value = rng.choice(select["options"])["value"]
        result = await user.select(prompt, [value], custom_id=select["custom_id"])
    else:
        raise RuntimeError(f"the prompt offers no choice: {prompt.content[:200]!r}")
    if not _ok(env, result).response.content.startswith("✅"):
        raise RuntimeError(f"the choice was refused: {result.response.content[:200]!r}")


def _ok(env: Env, result: Any) -> Any:
    if not result.acknowledged:
        raise RuntimeError(f"an interaction was not answered; errors: {env.errors[:3]!r}")
    return result
