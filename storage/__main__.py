"""``python -m storage verify|backup|export|migrate``: check every game against its log, copy
the database, write a game's export, or move every game to PostgreSQL.

``migrate --to postgresql://…`` copies a SQLite database into an empty PostgreSQL one and
verifies every game there by replay (storage/transfer.py); the bot is stopped meanwhile.

``export GAME`` writes the JSON file `/game export` gives (`storage.export.export_json`), so a
game played in the console can be checked with ``python -m rules.verify`` too.

Exit codes: 0 all well, 1 a game does not replay to its stored state, 2 the command could not
run (no database at that location, a bad URL, an unwritable path, no such game).
"""

from __future__ import annotations

import argparse
import asyncio
import shlex
import sqlite3
import sys
from pathlib import Path

import asyncpg

from rules.core import RuleError

from .database_url import (
    DEFAULT_DATABASE_URL,
    database_url,
    is_postgresql,
    opening_problem,
    redacted,
)
from .errors import UnknownGame
from .export import export_json, readable_log
from .store import Store
from .transfer import copy_to_postgresql

# Game ids are SQLite integers: SQLite cannot even look up one outside 1..2**63-1.
LARGEST_GAME_ID = 2**63 - 1


def _parser() -> argparse.ArgumentParser:
    database = argparse.ArgumentParser(add_help=False)
    database.add_argument(
        "--database",
        metavar="URL",
        help=f"database URL (default: $DATABASE_URL, else {DEFAULT_DATABASE_URL})",
    )
    parser = argparse.ArgumentParser(prog="python -m storage", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser(
        "verify",
        parents=[database],
        help="replay every game from its seed and compare with its stored state",
    )
    backup = commands.add_parser(
        "backup", parents=[database], help="copy the database safely, even while the bot runs"
    )
    backup.add_argument("path", type=Path, help="file to write the copy to")
    export = commands.add_parser(
        "export", parents=[database], help="write a game's export, as `/game export` does"
    )
    export.add_argument("game", type=int, metavar="GAME", help="the game number")
    export.add_argument(
        "--output", type=Path, metavar="FILE", help="write the JSON here (default: standard output)"
    )
    export.add_argument("--log", type=Path, metavar="FILE", help="also write the readable log here")
    migrate = commands.add_parser(
        "migrate",
        parents=[database],
        help="copy every game from SQLite into an empty PostgreSQL database, then verify them",
    )
    migrate.add_argument(
        "--to", required=True, metavar="URL", help="the PostgreSQL database: postgresql://…"
    )
    return parser


async def _migrate(url: str, target_url: str) -> int:
    source = await Store.open(url)
    try:
        target = await Store.open(target_url)
        try:
            transfer = await copy_to_postgresql(source, target, progress=print)
        finally:
            await target.close()
    finally:
        await source.close()
    rows = transfer.rows
    print(
        f"Copied {rows['games']} games, {rows['seats']} seats, {rows['actions']} actions,"
        f" {rows['outbox']} notifications ({transfer.pending} still to deliver),"
        f" {rows['waits']} waits and {rows['players']} players."
    )
    bad = transfer.inconsistent
    for result in bad:
        print(result.describe())
    checked = len(transfer.results)
    if bad:
        print(f"{len(bad)} of {checked} games do not replay to their stored state.")
        return 1
    print(f"Verified all {checked} started games by replay on {redacted(target_url)}.")
    return 0


def _migrate_refusal(url: str, target_url: str) -> str | None:
    if not is_postgresql(target_url):
        return f"--to must be a postgresql:// URL, not {redacted(target_url)!r}."
    if is_postgresql(url):
        return "migrate copies from a SQLite database: --database (or DATABASE_URL) names one."
    return None


async def _verify(url: str) -> int:
    store = await Store.open(url)
    try:
        results = await store.verify()
    finally:
        await store.close()
    if not results:
        print("No started games to verify.")
    for result in results:
        print(result.describe())
    return 0 if all(result.consistent for result in results) else 1


async def _backup(url: str, target: Path) -> int:
    store = await Store.open(url)
    try:
        written = await store.backup(target)
    finally:
        await store.close()
    print(f"Backed up {url} to {written}.")
    return 0


async def _export(url: str, game_id: int, output: Path | None, log: Path | None) -> int:
    store = await Store.open(url)
    try:
        if not 1 <= game_id <= LARGEST_GAME_ID:
            raise UnknownGame(game_id)  # a number SQLite cannot hold names no game either
        data = await store.export(game_id)
    except UnknownGame:
        print(f"There is no game {game_id} in {url}.", file=sys.stderr)
        return 2
    finally:
        await store.close()
    if log is not None:
        log.write_text(readable_log(data), encoding="utf-8")
    if output is None:
        print(export_json(data))
        return 0
    output.write_text(export_json(data), encoding="utf-8")
    print(f"Wrote game {game_id}'s export ({len(data['actions'])} actions) to {output}.")
    if "seed" in data:
        verify = f".venv/bin/python -m rules.verify {shlex.quote(str(output))}"
        print(f"Check every roll and shuffle: {verify}")
    else:
        print("The game is still running: its export holds no seed; export it again once over.")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    url = database_url(args.database)
    problem = opening_problem(url)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    try:
        if args.command == "verify":
            return asyncio.run(_verify(url))
        if args.command == "export":
            return asyncio.run(_export(url, args.game, args.output, args.log))
        if args.command == "migrate":
            refusal = _migrate_refusal(url, args.to)
            if refusal:
                print(refusal, file=sys.stderr)
                return 2
            return asyncio.run(_migrate(url, args.to))
        return asyncio.run(_backup(url, args.path))
    except (sqlite3.Error, asyncpg.PostgresError, OSError, ValueError, RuleError) as error:
        print(f"{args.command} failed: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
