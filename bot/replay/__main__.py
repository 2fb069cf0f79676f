"""``python -m bot.replay EXPORT.json -o PAGE.html``: a game's replay page from its export (the
JSON of `/game export`, ``python -m storage export`` or the console's ``export``), as long as
the game is over (a running game's export holds no seed to draw its boards from).

``python -m bot.replay --game 7 -o game-7.html [--database URL]``: the page of any game of the
bot's database, running or over, as `/game export` attaches it (a running game's shows only what
a spectator may see).

Exit codes: 0 written, 2 when nothing could be written (the message says why).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import rules
from rules.core import RuleError
from rules.core.replay import ReplayError
from rules.verify import CannotVerify, Export, load_export
from storage import Store
from storage.database_url import DEFAULT_DATABASE_URL, database_url, opening_problem, redacted
from storage.errors import UnknownGame

from . import CannotReplay, build_page, pool, public_boards


def _parser() -> argparse.ArgumentParser:
    summary = __doc__.split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description=summary)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("export", type=Path, nargs="?", help="a finished game's export (JSON)")
    source.add_argument("--game", type=int, help="a game of the database, by its number")
    parser.add_argument(
        "--database",
        metavar="URL",
        help=f"with --game: database URL (default: $DATABASE_URL, else {DEFAULT_DATABASE_URL})",
    )
    parser.add_argument(
        "-o", "--output", type=Path, help="the page to write (default: the export's name, .html)"
    )
    return parser


async def _from_database(url: str, game_id: int) -> tuple[dict[str, Any], list[Any]]:
    store = await Store.open(url)
    try:
        return await store.export(game_id), await store.public_boards(game_id)
    finally:
        await store.close()


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    started = time.perf_counter()
    try:
        if args.game is not None:
            url = database_url(args.database)
            problem = opening_problem(url)
            if problem is not None:
                print(problem, file=sys.stderr)
                return 2
            data, boards = asyncio.run(_from_database(url, args.game))
            export = Export.model_validate(data)
            output = args.output or Path(f"game-{args.game}-replay.html")
        else:
            export = load_export(args.export)
            boards = public_boards(export, rules.TITLES, rules.TABLES)
            output = args.output or args.export.with_suffix(".html")
    except UnknownGame:
        print(f"There is no game {args.game} in {redacted(url)}.", file=sys.stderr)
        return 2
    except (CannotVerify, CannotReplay, RuleError) as error:
        print(error, file=sys.stderr)
        return 2
    except ReplayError as error:
        print(
            f"{error}. The game does not replay with these rules: check its export with "
            "`.venv/bin/python -m rules.verify`.",
            file=sys.stderr,
        )
        return 2
    with pool() as drawing:
        page = build_page(rules.TITLES[export.title.id], export, boards, drawing)
    output.write_text(page, encoding="utf-8")
    print(
        f"{output}: {len(export.actions)} actions, {len(page.encode()) / 2**20:.1f} MB, "
        f"in {time.perf_counter() - started:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
