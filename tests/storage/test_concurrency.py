"""Concurrency (ARCHITECTURE.md, "Storage"): a write on a stale version is refused, so clicks that
race on one game apply exactly once, and games played side by side never disturb each other.

Played on the real Spanish Civil War title, whose states are big enough for a transaction to
take real time. Each test runs on one `Store` (the bot's single connection, kept in order by
its asyncio lock) and on two stores opened on the same file (two connections, standing for the
bot and the console: there only the database's write lock and the version check keep them apart),
each on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import random

import pytest

import rules
from rules.core import Choice, seed_from_text
from storage import StaleVersion, Store, Submitted
from tests.databases import fetch

TITLE = rules.TITLES["spanish-civil-war"]
OWNER = 100
CLICKS = 50
GAMES = 200
MOVES = 5  # per game, each on the version its player just saw


def players(index: int) -> dict[str, int]:
    """Distinct users per game, so a move logged under the wrong game or seat shows."""
    return {role: 10_000 + 10 * index + n for n, role in enumerate(TITLE.roles)}


async def open_stores(open_store, connections: int) -> list[Store]:
    # The fixture closes every store it opened, even when the test fails.
    return [await open_store(titles=rules.TITLES) for _ in range(connections)]


async def started_game(store: Store, index: int, *, driver: Store | None = None):
    """A started game with its own seed; ``driver`` (default ``store``) seats the players."""
    game = await store.create_game(
        TITLE.id,
        "standard",
        {},
        owner_id=OWNER,
        guild_id=1,
        channel_id=2,
        seed=seed_from_text(f"concurrency game {index}"),
    )
    for role, user_id in players(index).items():
        await (driver or store).join(game.id, role, user_id)
    return (await store.start(game.id, OWNER)).game


def pick(state, rng: random.Random) -> tuple[str, Choice]:
    """A legal choice of an active role, picked by ``rng``."""
    role = rng.choice(TITLE.active(state))
    return role, rng.choice(TITLE.view(state, role).choices)


async def random_move(store: Store, game_id: int, rng: random.Random) -> tuple:
    """One legal choice, picked by ``rng``, submitted on the version it was picked from."""
    game, state = await store.load(game_id)
    role, choice = pick(state, rng)
    submitted = await store.submit(
        game_id, role, choice, user_id=game.seats[role], expected_version=game.version
    )
    assert submitted.version == game.version + 1
    return (game.version, role, choice.verb, choice.arg)


def logged(actions) -> list[tuple]:
    return [(a.seq, a.role, a.verb, a.arg) for a in actions]


async def outbox_versions(db_url: str, game_id: int) -> list[int]:
    """Every outbox row of the game, read with a connection of its own."""
    rows = await fetch(db_url, "SELECT version FROM outbox WHERE game_id = ?", game_id)
    return [version for (version,) in rows]


# --- fifty conflicting submits on one version ---------------------------------------------


@pytest.mark.parametrize("connections", [1, 2])
async def test_fifty_conflicting_submits_apply_exactly_one(
    open_store, db_url: str, connections: int
) -> None:
    stores = await open_stores(open_store, connections)
    game = await started_game(stores[0], 0)
    rng = random.Random(f"fifty clicks, {connections} connections")
    # A few moves first, so the race is not on version 1 and the log already has lines.
    for _ in range(3):
        await random_move(stores[0], game.id, rng)
    game, before = await stores[0].load(game.id)
    version, log_before = game.version, await stores[0].actions(game.id)
    outbox_before = await outbox_versions(db_url, game.id)

    # Every role that may act now clicks (in Recruit both sides act at once), on a mix of
    # different choices and the same one again and again; shuffled so no choice always leads.
    offered = [(role, c) for role in TITLE.active(before) for c in TITLE.view(before, role).choices]
    assert len(offered) > 2, "the race needs different legal choices to conflict"
    clicks = [offered[i % len(offered)] for i in range(CLICKS - 10)] + [offered[0]] * 10
    rng.shuffle(clicks)
    results = await asyncio.gather(
        *(
            stores[i % connections].submit(
                game.id, role, choice, user_id=game.seats[role], expected_version=version
            )
            for i, (role, choice) in enumerate(clicks)
        ),
        return_exceptions=True,
    )

    unexpected = [r for r in results if not isinstance(r, Submitted | StaleVersion)]
    assert unexpected == [], f"a click failed otherwise than as stale: {unexpected!r}"
    applied = [i for i, r in enumerate(results) if isinstance(r, Submitted)]
    assert len(applied) == 1, f"{len(applied)} of {CLICKS} clicks on version {version} applied"
    [winner] = applied
    role, choice = clicks[winner]
    submitted = results[winner]
    assert submitted.version == submitted.game.version == version + 1

    # The 49 others are told the game moved on and where the new prompt is.
    stale = [r for r in results if isinstance(r, StaleVersion)]
    assert len(stale) == CLICKS - 1
    for refused in stale:
        assert refused.version == version + 1
        assert str(refused) == (
            f"The game moved on since that prompt was shown (it is now at version "
            f"{version + 1}). Use /play for the current prompt."
        )

    # Exactly the winning click is in the log, once, and the state is its result.
    for store in stores:  # every connection sees the same committed outcome
        now, state = await store.load(game.id)
        assert now.version == version + 1
        log_after = await store.actions(game.id)
        assert log_after[:-1] == log_before
        [added] = log_after[len(log_before) :]
        assert (added.seq, added.role, added.user_id, added.verb, added.arg) == (
            version,
            role,
            game.seats[role],
            choice.verb,
            choice.arg,
        )
        expected_state = TITLE.apply(before, role, choice)
        assert state.model_dump() == expected_state.model_dump()
        assert submitted.state.model_dump() == expected_state.model_dump()
    # Only the winner's notifications were queued: a refused click leaves nothing behind.
    assert sorted(await outbox_versions(db_url, game.id)) == sorted(
        outbox_before + [version + 1] * len(submitted.notifications)
    )
    [verified] = await stores[-1].verify()
    assert verified.consistent, verified.describe()

    # No lock or transaction was left behind: each connection takes the next move at once.
    for store in stores:
        await asyncio.wait_for(random_move(store, game.id, rng), timeout=5)
    assert (await stores[0].get_game(game.id)).version == version + 1 + connections


# --- two hundred games at once -------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("connections", [1, 2])
async def test_two_hundred_games_in_parallel_apply_every_move_exactly_once(
    open_store, db_url: str, connections: int
) -> None:
    stores = await open_stores(open_store, connections)
    # Game i is set up on one connection and played on the other, so each also crosses them.
    setup = [stores[i % connections] for i in range(GAMES)]
    drivers = [stores[(i + 1) % connections] for i in range(GAMES)]
    games = await asyncio.gather(
        *(started_game(setup[i], i, driver=drivers[i]) for i in range(GAMES))
    )
    assert len({game.id for game in games}) == GAMES
    assert all(game.version == 1 and game.seats == players(i) for i, game in enumerate(games))

    async def play(index: int) -> list[tuple]:
        """One game's moves, one after the other, as its players would make them."""
        rng = random.Random(f"game {index}")
        return [await random_move(drivers[index], games[index].id, rng) for _ in range(MOVES)]

    made = await asyncio.gather(*(play(i) for i in range(GAMES)))

    for index, game in enumerate(games):
        # The same game played alone, in memory: the parallel run must have changed nothing.
        rng = random.Random(f"game {index}")
        state = TITLE.setup(seed_from_text(f"concurrency game {index}"), "standard")
        alone = []
        for version in range(1, MOVES + 1):
            role, choice = pick(state, rng)
            alone.append((version, role, choice.verb, choice.arg))
            state = TITLE.apply(state, role, choice)
        assert made[index] == alone, f"game {game.id} was played differently than alone"

        store = stores[index % connections]
        actions = await store.actions(game.id)
        # Exactly the moves its driver made, in order, each once, by the seat that made it.
        assert logged(actions) == made[index], f"game {game.id} log differs from its moves"
        assert (await store.load(game.id))[1].model_dump() == state.model_dump()
        assert [a.seq for a in actions] == list(range(1, MOVES + 1))
        assert all(a.kind == "choice" and a.user_id == game.seats[a.role] for a in actions)
        assert (await store.get_game(game.id)).version == 1 + len(actions)
    # Nothing logged twice, nor under a game that did not make it.
    assert await fetch(db_url, "SELECT COUNT(*) FROM actions") == [(GAMES * MOVES,)]
    for store in stores:
        results = await store.verify()
        assert len(results) == GAMES
        bad = [r.describe() for r in results if not r.consistent]
        assert bad == [], bad
        assert all(r.actions == MOVES and r.found_version == MOVES + 1 for r in results)
