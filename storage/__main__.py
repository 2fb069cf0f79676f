"""``python -m storage verify|backup``: check every game against its log, or copy the database.

Exit codes: 0 all well, 1 a game does not replay to its stored state, 2 the command could not
run (no database at that location, a bad URL, an unwritable backup path).
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
from pathlib import Path

from .database_url import DEFAULT_DATABASE_URL, DatabaseUrlError, database_path, database_url
from .store import Store


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
    return parser


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


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    url = database_url(args.database)
    try:
        path = database_path(url)
    except DatabaseUrlError as error:
        print(error, file=sys.stderr)
        return 2
    if path is not None and not path.is_file():
        print(
            f"There is no database at {path}. Pass --database URL or set DATABASE_URL "
            f"(default: {DEFAULT_DATABASE_URL}).",
            file=sys.stderr,
        )
        return 2
    try:
        if args.command == "verify":
            return asyncio.run(_verify(url))
        return asyncio.run(_backup(url, args.path))
    except (sqlite3.Error, OSError, ValueError) as error:
        print(f"{args.command} failed: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
