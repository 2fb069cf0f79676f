"""Section 1, accepted choices through storage (README, "Performance"), beside raw SQLite on the
same disk.

Many games of every registered title receive random legal choices through the bot's own path:
``store.load`` -> a random legal choice of an active role (``title.view(state, role).choices``)
-> ``store.submit(..., expected_version=game.version)`` (the action, the state and the outbox
in one transaction) -> the board summary (``title.view(new_state, None).board``, as the board
embed builds it; not the PNG). Each choice is timed from the load to the built board.

The database: ``active`` real games, each created, joined and started through the store with a
seed of its own, spread among idle games cloned with SQL (``INSERT ... SELECT``, with their
seats, actions, waits, public log and checkpoints) from a few template games played through
the store, up to ``stored`` games. Creating every game through the store costs about 8 ms a
game (80 s for 10,000), most of it in the three transactions of create, join and start; the
clones are stored games like any other (``python -m storage verify`` replays them too: their log
is copied with them).

The outbox is left to accumulate: the bot's dispatcher delivers it, not this benchmark.

Raw SQLite does the same writes with the stdlib ``sqlite3``, WAL and the same ``synchronous``:
per transaction one UPDATE of a game's state (the real states' texts, so the same sizes) and
one INSERT into an actions-like log.

`build` and the games file it writes (`GAMES_FILE`) are reused by `bench.memory`.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import time
from collections.abc import Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import rules
from rules.core import seed_from_text
from storage import Store
from storage.database import DEFAULT_SYNCHRONOUS, synchronous_mode
from storage.transfer import Transfer, copy_to_postgresql

from . import postgresql
from .report import Figure, ms, percentile

SECTION = "Accepted choices through storage"
DATABASE = "storage.sqlite3"
# The games `build` made: the database, its sizes and the roles that must act in each active
# game. `bench.memory` reuses the database when it is the size it needs.
GAMES_FILE = "storage-games.json"
# Not a `*.sqlite3`: other sections look for a store database among those. Deleted after use.
RAW_DATABASE = "raw-sqlite.db"

P99_TARGET_MS = 10.0
RATIO_TARGET = 0.25
# Template games per title, each played a few random choices, that the idle games copy.
TEMPLATES_PER_TITLE = 4
TEMPLATE_MOVES = 40
# Throughput is measured with this many players choosing at once on the bot's one store.
# Latency is measured one choice at a time: the store serialises its transactions behind one
# lock, so with N choices in flight each also waits for the others (about N times as long)
# while the throughput stays the same; that wait is reported beside it, without a target.
CONCURRENCY = 4
OWNER = 1
USER_BASE = 10_000_000  # a game's seats are held by USER_BASE + 10 * game id + seat number


@dataclass(frozen=True)
class Scale:
    stored: int
    active: int
    concurrent_choices: int  # throughput, CONCURRENCY at a time
    single_choices: int  # latency, one at a time
    raw_transactions: int


FULL = Scale(10_000, 1_000, concurrent_choices=5_000, single_choices=5_000, raw_transactions=20_000)
QUICK = Scale(1_000, 100, concurrent_choices=400, single_choices=400, raw_transactions=3_000)


def scale(quick: bool) -> Scale:
    return QUICK if quick else FULL


@dataclass
class Built:
    """What `build` made: the active games (id -> roles that must act) and how long it took."""

    path: Path
    stored: int
    active: dict[int, list[str]]
    templates: int
    synchronous: str
    seconds: float

    def save(self, path: Path) -> None:
        path.write_text(
            json.dumps(
                {
                    "database": str(self.path),
                    "stored": self.stored,
                    "active": {str(k): v for k, v in self.active.items()},
                    "templates": self.templates,
                    "synchronous": self.synchronous,
                    "seconds": self.seconds,
                }
            ),
            encoding="utf-8",
        )

    @classmethod
    def load(cls, path: Path) -> Built:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            path=Path(data["database"]),
            stored=data["stored"],
            active={int(k): v for k, v in data["active"].items()},
            templates=data["templates"],
            synchronous=data["synchronous"],
            seconds=data["seconds"],
        )


def titles() -> list[str]:
    return sorted(rules.TITLES)


def _users(game_id: int, roles: Sequence[str]) -> dict[str, int]:
    """Distinct users per seat (1812 refuses one person on both sides)."""
    return {role: USER_BASE + 10 * game_id + n for n, role in enumerate(roles)}


async def _started_game(store: Store, title_id: str, scenario: str, seed_text: str):
    """A game created, joined and started through the store; returns (id, active roles)."""
    title = rules.TITLES[title_id]
    game = await store.create_game(
        title_id,
        scenario,
        {},
        owner_id=OWNER,
        guild_id=1 + int(seed_from_text(seed_text)[:8], 16) % 50,
        channel_id=2,
        seed=seed_from_text(seed_text),
    )
    for role, user_id in _users(game.id, title.roles_in(game.scenario)).items():
        await store.join(game.id, role, user_id)
    started = await store.start(game.id, OWNER)
    return game.id, title.view(started.state, None).active


async def random_choice(store: Store, game_id: int, roles: list[str], rng: random.Random):
    """One random legal choice by the bot's path; returns the roles that must act next."""
    game, state = await store.load(game_id)
    title = rules.TITLES[game.title]
    role = rng.choice(roles)
    choices = title.view(state, role).choices
    submitted = await store.submit(
        game_id,
        role,
        rng.choice(choices),
        user_id=game.seats[role],
        expected_version=game.version,
    )
    # The board summary, as the board embed builds it (`bot.embeds.board_embed`).
    view = title.view(submitted.state, None)
    assert view.board.headline
    return view.active


_CLONE_GAME = (
    "INSERT INTO games (title, scenario, options, status, seed, commitment, owner_id, guild_id,"
    " channel_id, state, version, settings, created_at, updated_at)"
    " SELECT title, scenario, options, status, seed, commitment, owner_id, ?, channel_id,"
    " state, version, settings, created_at, updated_at FROM games WHERE id = ?"
)
_CLONE_ROWS = (
    "INSERT INTO seats (game_id, role, user_id, seen_log)"
    " SELECT ?1, role, user_id + ?2, seen_log FROM seats WHERE game_id = ?3",
    "INSERT INTO actions (game_id, seq, kind, role, user_id, verb, arg, request, created_at)"
    " SELECT ?1, seq, kind, role, user_id + ?2, verb, arg, request, created_at"
    " FROM actions WHERE game_id = ?3",
    "INSERT INTO waits (game_id, role, since, next_reminder_at, deadline_at, deadline_told)"
    " SELECT ?1, role, since, next_reminder_at, deadline_at, deadline_told"
    " FROM waits WHERE game_id = ?3",
    # The public log, kept apart from the state (storage/public_log.py).
    "INSERT INTO log_lines (game_id, n, line, said)"
    " SELECT ?1, n, line, said FROM log_lines WHERE game_id = ?3",
    "INSERT INTO checkpoints (game_id, seq, log_lines, state)"
    " SELECT ?1, seq, log_lines, state FROM checkpoints WHERE game_id = ?3",
)


def _clone(conn: sqlite3.Connection, templates: list[int], count: int, first: int) -> None:
    """``count`` idle copies of the template games, in one transaction."""
    conn.execute("BEGIN IMMEDIATE")
    for k in range(first, first + count):
        template = templates[k % len(templates)]
        new_id = conn.execute(_CLONE_GAME, (1 + k % 50, template)).lastrowid
        for sql in _CLONE_ROWS:
            conn.execute(sql, (new_id, 10 * (new_id - template), template))
    conn.execute("COMMIT")


async def build(path: Path, stored: int, active: int, synchronous: str, seed: int = 1) -> Built:
    """A fresh database of ``stored`` games, ``active`` of them real, spread among the clones."""
    started = time.perf_counter()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    rng = random.Random(seed)
    store = await Store.open(str(path), synchronous=synchronous)
    clones = sqlite3.connect(path, isolation_level=None)
    try:
        clones.execute("PRAGMA busy_timeout = 5000")
        clones.execute(f"PRAGMA synchronous = {synchronous}")
        templates = []
        for title_id in titles():
            scenarios = list(rules.TITLES[title_id].scenarios)
            for n in range(TEMPLATES_PER_TITLE):
                scenario = scenarios[n % len(scenarios)]
                game_id, roles = await _started_game(
                    store, title_id, scenario, f"bench template {title_id} {n} {seed}"
                )
                for _ in range(rng.randrange(TEMPLATE_MOVES + 1)):
                    if not roles:
                        break
                    roles = await random_choice(store, game_id, roles, rng)
                templates.append(game_id)
        # The real games, evenly spread among the clones, so that they lie all over the file.
        idle = max(0, stored - len(templates) - active)
        real: dict[int, list[str]] = {}
        made = 0
        for n in range(active):
            due = (n + 1) * idle // active
            if due > made:
                _clone(clones, templates, due - made, made)
                made = due
            title_id = titles()[n % len(titles())]
            scenarios = list(rules.TITLES[title_id].scenarios)
            game_id, roles = await _started_game(
                store,
                title_id,
                scenarios[(n // len(titles())) % len(scenarios)],
                f"bench game {n} {seed}",
            )
            real[game_id] = roles
        if idle > made:
            _clone(clones, templates, idle - made, made)
    finally:
        clones.close()
        await store.close()
    return Built(
        path=path,
        stored=len(templates) + idle + active,
        active=real,
        templates=len(templates),
        synchronous=synchronous,
        seconds=time.perf_counter() - started,
    )


@dataclass
class Played:
    latencies: list[float]  # seconds, load -> board built
    seconds: float
    ended: int
    concurrency: int

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def percentile_ms(self, fraction: float) -> float:
        return percentile([ms(s) for s in self.latencies], fraction)


async def play_on(
    store: Store,
    active: dict[int, list[str]],
    choices: int,
    concurrency: int,
    rng: random.Random,
) -> Played:
    """``choices`` random legal choices, ``concurrency`` at a time, each on a random active
    game that nobody else is playing at that moment (two clicks on one game at once would be
    refused as stale). ``active`` is kept up to date: the roles that must act in each game, and
    only the games still running."""
    idle = sorted(active)
    latencies: list[float] = []
    remaining = choices
    ended = 0

    async def player() -> None:
        nonlocal remaining, ended
        while remaining > 0 and idle:
            remaining -= 1
            game_id = idle.pop(rng.randrange(len(idle)))
            begun = time.perf_counter()
            roles = await random_choice(store, game_id, active[game_id], rng)
            latencies.append(time.perf_counter() - begun)
            if roles:
                active[game_id] = roles
                idle.append(game_id)
            else:
                del active[game_id]
                ended += 1

    begun = time.perf_counter()
    await asyncio.gather(*(player() for _ in range(concurrency)))
    return Played(latencies, time.perf_counter() - begun, ended, concurrency)


async def play(
    url: str,
    active: dict[int, list[str]],
    phases: Sequence[tuple[int, int]],
    synchronous: str,
    seed: int = 2,
) -> list[Played]:
    """`play_on` a freshly opened store, once per (choices, concurrency) phase."""
    rng = random.Random(seed)
    store = await Store.open(url, synchronous=synchronous)
    try:
        return [await play_on(store, active, n, c, rng) for n, c in phases]
    finally:
        await store.close()


def _states(path: Path, game_ids: Sequence[int]) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        marks = ", ".join("?" * len(game_ids))
        rows = conn.execute(f"SELECT state FROM games WHERE id IN ({marks})", list(game_ids))
        return [row[0] for row in rows]


def _outbox(path: Path) -> tuple[int, int]:
    """(outbox rows, undelivered)."""
    with closing(sqlite3.connect(path)) as conn:
        total, pending = conn.execute(
            "SELECT COUNT(*), COUNT(*) - COUNT(delivered_at) FROM outbox"
        ).fetchone()
    return total, pending


def raw_sqlite(
    path: Path, states: Sequence[str], stored: int, active: int, transactions: int, synchronous: str
) -> float:
    """Commits per second of raw SQLite doing the store's writes: one UPDATE of a game's state
    (real state texts) and one INSERT into a log per transaction. The file is deleted after."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL").fetchall()
        conn.execute(f"PRAGMA synchronous = {synchronous}")
        conn.execute(
            "CREATE TABLE games (id INTEGER PRIMARY KEY, state TEXT NOT NULL,"
            " version INTEGER NOT NULL)"
        )
        conn.execute(
            "CREATE TABLE actions (id INTEGER PRIMARY KEY AUTOINCREMENT, game_id INTEGER NOT NULL,"
            " seq INTEGER NOT NULL, role TEXT, user_id INTEGER NOT NULL, verb TEXT, arg TEXT,"
            " created_at TEXT NOT NULL, UNIQUE (game_id, seq))"
        )
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO games (id, state, version) VALUES (?, ?, 1)",
            ((n, states[n % len(states)]) for n in range(1, stored + 1)),
        )
        conn.execute("COMMIT")
        rng = random.Random(3)
        # The active games spread over the table, as in the store's database.
        ids = [1 + n * stored // active for n in range(active)]
        versions = dict.fromkeys(ids, 1)
        work = []
        for n in range(transactions):
            game_id = rng.choice(ids)
            work.append((game_id, versions[game_id], states[n % len(states)]))
            versions[game_id] += 1
        begun = time.perf_counter()
        for game_id, seq, state in work:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute(
                "UPDATE games SET state = ?, version = version + 1 WHERE id = ?", (state, game_id)
            )
            conn.execute(
                "INSERT INTO actions (game_id, seq, role, user_id, verb, arg, created_at)"
                " VALUES (?, ?, 'role', 1, 'verb', '\"arg\"', '2026-01-01T00:00:00.000000+00:00')",
                (game_id, seq),
            )
            conn.execute("COMMIT")
        seconds = time.perf_counter() - begun
    finally:
        conn.close()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return transactions / seconds


@dataclass
class OnPostgresql:
    """The same database migrated to PostgreSQL, verified there, and played on."""

    version: str
    migrated: Transfer
    migrate_seconds: float
    concurrent: Played
    single: Played


async def _migrate(path: Path, url: str) -> tuple[Transfer, float]:
    """``python -m storage migrate --to URL``'s work (storage/transfer.py), timed."""
    begun = time.perf_counter()
    source = await Store.open(str(path))
    target = await Store.open(url)
    try:
        transfer = await copy_to_postgresql(source, target)
    finally:
        await target.close()
        await source.close()
    return transfer, time.perf_counter() - begun


def on_postgresql(path: Path, active: dict[int, list[str]], size: Scale) -> OnPostgresql:
    """Migrate the SQLite database to a fresh PostgreSQL schema, then play the same phases."""
    with postgresql.server() as server:
        url = asyncio.run(postgresql.new_schema(server, "bench_storage"))
        version = asyncio.run(postgresql.version(url))
        transfer, seconds = asyncio.run(_migrate(path, url))
        concurrent, single = asyncio.run(
            play(
                url,
                active,
                [(size.concurrent_choices, CONCURRENCY), (size.single_choices, 1)],
                DEFAULT_SYNCHRONOUS,
                seed=4,
            )
        )
    return OnPostgresql(version, transfer, seconds, concurrent, single)


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    size = scale(quick)
    mode = synchronous_mode()
    workdir = workdir.resolve()
    path = workdir / DATABASE
    built = asyncio.run(build(path, size.stored, size.active, mode))
    active = dict(built.active)
    concurrent, single = asyncio.run(
        play(
            str(path),
            active,
            [(size.concurrent_choices, CONCURRENCY), (size.single_choices, 1)],
            mode,
        )
    )
    built.active = active
    built.save(workdir / GAMES_FILE)
    states = _states(path, sorted(active))
    raw_rate = raw_sqlite(
        workdir / RAW_DATABASE, states, size.stored, size.active, size.raw_transactions, mode
    )
    outbox_rows, undelivered = _outbox(path)
    pg = on_postgresql(path, dict(active), size)
    sizes = sorted(len(s) for s in states)
    ended = concurrent.ended + single.ended
    setup = (
        f"{built.stored:,} games stored, {size.active:,} active, titles {', '.join(titles())}; "
        f"SQLite WAL, synchronous={mode}. The {size.active:,} active games were each created, "
        f"joined and started through the store (a seed each); the other "
        f"{built.stored - size.active:,} are {built.templates} template games played 0-"
        f"{TEMPLATE_MOVES} random choices through the store and copies of them made with "
        f"INSERT ... SELECT (games, seats, actions, waits, log lines, checkpoints), the real "
        f"games spread among them "
        f"(built in {built.seconds:.1f} s). Each choice: load -> view(role).choices -> submit "
        f"(action, state, outbox: one transaction) -> view(None).board, timed from load to "
        f"board, on a random active game; {len(concurrent.latencies):,} choices with "
        f"{CONCURRENCY} players at once on the bot's one store ({concurrent.seconds:.1f} s: "
        f"the throughput), then {len(single.latencies):,} one at a time ({single.seconds:.1f} "
        f"s: the latency)"
        + (f"; {ended} games ended" if ended else "")
        + f". The outbox accumulates ({outbox_rows:,} rows, {undelivered:,} undelivered): the "
        f"bot's dispatcher delivers it, not this benchmark. Raw SQLite: stdlib sqlite3, same "
        f"disk, WAL, synchronous={mode}, {size.raw_transactions:,} transactions of one UPDATE of "
        f"a state ({sizes[0]:,}-{sizes[-1]:,} bytes: the active games' real states) and one "
        f"INSERT into a log, on a table of {size.stored:,} games: the store reaches "
        f"{concurrent.rate / raw_rate:.4f} of its rate (1 : {raw_rate / concurrent.rate:,.0f})."
        f" PostgreSQL {pg.version} (the machine's package; fsync and synchronous commits on,"
        f" its defaults; Unix socket): the SQLite database as it stood after those choices,"
        f" copied by `python -m storage migrate --to postgresql://...` and every game replayed"
        f" there ({pg.migrate_seconds:.1f} s for {pg.migrated.rows['games']:,} games and"
        f" {pg.migrated.rows['actions']:,} actions), then the same choices again, on the same"
        f" games, through the same store on PostgreSQL ({len(pg.concurrent.latencies):,} with"
        f" {CONCURRENCY} at once, {len(pg.single.latencies):,} one at a time)."
    )
    alone, together = "(one at a time)", f"({CONCURRENCY} in flight)"
    return setup, [
        Figure(
            SECTION,
            f"accepted choices per second {together}",
            concurrent.rate,
            "choice/s",
        ),
        Figure(SECTION, f"latency per choice, p50 {alone}", single.percentile_ms(0.5), "ms"),
        Figure(
            SECTION,
            f"latency per choice, p99 {alone}",
            single.percentile_ms(0.99),
            "ms",
            P99_TARGET_MS,
        ),
        Figure(SECTION, f"latency per choice, p50 {together}", concurrent.percentile_ms(0.5), "ms"),
        Figure(
            SECTION, f"latency per choice, p99 {together}", concurrent.percentile_ms(0.99), "ms"
        ),
        Figure(SECTION, "raw SQLite commits per second", raw_rate, "commit/s"),
        Figure(
            SECTION,
            "store / raw SQLite throughput",
            concurrent.rate / raw_rate,
            "ratio",
            RATIO_TARGET,
            at_least=True,
        ),
        Figure(
            SECTION,
            "migrate --to postgresql: games verified",
            pg.migrated.verified,
            "games",
            built.stored,
            at_least=True,
        ),
        Figure(SECTION, "migrate --to postgresql: copy and verify", pg.migrate_seconds, "s"),
        Figure(
            SECTION, f"PostgreSQL: choices per second {together}", pg.concurrent.rate, "choice/s"
        ),
        Figure(SECTION, f"PostgreSQL: p50 {alone}", pg.single.percentile_ms(0.5), "ms"),
        Figure(
            SECTION,
            f"PostgreSQL: p99 {alone}",
            pg.single.percentile_ms(0.99),
            "ms",
            P99_TARGET_MS,
        ),
        Figure(SECTION, f"PostgreSQL: p50 {together}", pg.concurrent.percentile_ms(0.5), "ms"),
        Figure(SECTION, f"PostgreSQL: p99 {together}", pg.concurrent.percentile_ms(0.99), "ms"),
    ]
