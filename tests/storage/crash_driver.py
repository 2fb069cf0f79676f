"""The process `test_crash` kills: it plays random legal choices in many games, forever.

    python tests/storage/crash_driver.py DATABASE_URL ACK_FILE --seed N [--games 8]

It keeps ``--games`` games active in the database (creating and starting new ones as games
end, and finishing the set-up of any a kill left in the lobby), then loops: a random active
game, a random active role, a random legal choice, ``Store.submit``; now and then a ``/roll``,
and rarely the owner abandons the game (so that games come and go faster than whole games of
random play end). Only once the store call has returned, i.e. once its transaction has
committed, is the action acknowledged: one JSON line appended to ACK_FILE. An acknowledged
action is one a player was told went through, so it must survive any crash; an action killed
before its ack may or may not be in the log, and either is fine.

It never stops by itself: the test ends it with SIGKILL. Started again on the same database,
it carries on with the games already there.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
from pathlib import Path

# Run as a script, the repository root is not on the path; the test also sets PYTHONPATH.
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from rules.core import Title, seed_from_text  # noqa: E402
from storage import GameRecord, Store  # noqa: E402

TITLE_ID = "spanish-civil-war"
OWNER = 1
# Seat users: each role is held by its own user, 100, 101, ...
FIRST_PLAYER = 100
SPECTATOR = 999
# One action in this many is a roll asked for in the thread rather than a choice...
ROLL_EVERY = 8
# ... and one in this many is the owner abandoning the game, which a new game replaces.
ABANDON_EVERY = 400


class Acks:
    """The ack file, written with one unbuffered ``os.write`` per line.

    A SIGKILL cannot lose bytes that already reached the kernel, so every line written before
    the kill is there afterwards (at worst the very last one is cut short, which the test
    treats as not acknowledged).
    """

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def write(self, **fields: object) -> None:
        os.write(self._fd, (json.dumps(fields, sort_keys=True) + "\n").encode())


def seats_for(title: Title) -> dict[str, int]:
    return {role: FIRST_PLAYER + index for index, role in enumerate(title.roles)}


async def set_up(store: Store, title: Title, game: GameRecord) -> None:
    """Fill the seats a game lacks and start it; resumes a set-up a kill interrupted."""
    for role, user_id in seats_for(title).items():
        if role not in game.seats:
            game = await store.join(game.id, role, user_id)
    await store.start(game.id, OWNER)


async def new_game(store: Store, title: Title, seed: int) -> None:
    # Numbered by how many games exist, so a restarted driver does not repeat a seed.
    number = len(await store.list_games())
    game = await store.create_game(
        title.id,
        next(iter(title.scenarios)),
        None,
        owner_id=OWNER,
        guild_id=None,
        channel_id=None,
        seed=seed_from_text(f"crash test {seed} game {number}"),
    )
    await set_up(store, title, game)


async def active_games(store: Store, title: Title, wanted: int, seed: int) -> list[GameRecord]:
    """The active games, after finishing lobby games and topping up to ``wanted``."""
    for game in await store.list_games(statuses=["lobby"]):
        await set_up(store, title, game)
    games = await store.list_games(statuses=["active"])
    for _ in range(wanted - len(games)):
        await new_game(store, title, seed)
    return await store.list_games(statuses=["active"])


async def step(store: Store, title: Title, game_id: int, rng: random.Random, acks: Acks) -> None:
    game, state = await store.load(game_id)
    draw = rng.random()
    if draw < 1 / ABANDON_EVERY:
        await store.abandon(game_id, OWNER)
        # Acked like the others: an abandon the owner was told of must not come undone.
        acks.write(game_id=game_id, seq=game.version, kind="abandon")
        return
    if draw < 1 / ROLL_EVERY:
        await store.roll(game_id, SPECTATOR, "2d6")
        # After the commit, never before: see the module docstring.
        acks.write(game_id=game_id, seq=game.version, kind="roll", expression="2d6")
        return
    active = title.view(state, None).active
    if not active:
        raise RuntimeError(f"Game {game_id} is active but waits on no role.")
    role = rng.choice(sorted(active))
    choices = title.view(state, role).choices
    if not choices:
        raise RuntimeError(f"Game {game_id}: {role} is active but has no legal choice.")
    choice = rng.choice(choices)
    await store.submit(
        game_id, role, choice, user_id=game.seats[role], expected_version=game.version
    )
    # After the commit, never before: see the module docstring.
    acks.write(
        game_id=game_id,
        seq=game.version,
        kind="choice",
        role=role,
        verb=choice.verb,
        arg=choice.arg,
    )


async def run(url: str, ack_path: Path, seed: int, wanted: int) -> None:
    title = rules.TITLES[TITLE_ID]
    rng = random.Random(seed)
    acks = Acks(ack_path)
    store = await Store.open(url)
    try:
        games = await active_games(store, title, wanted, seed)
        while True:
            game = rng.choice(games)
            await step(store, title, game.id, rng, acks)
            if (await store.get_game(game.id)).status != "active":
                games = await active_games(store, title, wanted, seed)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url", help="the database, as sqlite:///path or postgresql://...")
    parser.add_argument("ack_file", type=Path, help="where acknowledged actions are appended")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--games", type=int, default=8, help="how many games to keep active")
    args = parser.parse_args(argv)
    asyncio.run(run(args.url, args.ack_file, args.seed, args.games))


if __name__ == "__main__":
    main()
