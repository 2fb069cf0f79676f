"""``python -m bot.replay EXPORT.json -o PAGE.html``: a game's replay page from its export (the
JSON of `/game export`, ``python -m storage export`` or the console's ``export``)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import rules
from rules.core.replay import ReplayError
from rules.verify import CannotVerify, load_export

from . import CannotReplay, build_page, pool, public_boards


def main(argv: Sequence[str] | None = None) -> int:
    summary = __doc__.split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description=summary)
    parser.add_argument("export", type=Path, help="a game's export (JSON)")
    parser.add_argument(
        "-o", "--output", type=Path, help="the page to write (default: the export's name, .html)"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        export = load_export(args.export)
        boards = public_boards(export, rules.TITLES, rules.TABLES)
    except (CannotVerify, CannotReplay) as error:
        print(error, file=sys.stderr)
        return 2
    except ReplayError as error:
        print(
            f"{args.export}: {error}. The export does not replay with these rules: check it "
            "with `.venv/bin/python -m rules.verify`.",
            file=sys.stderr,
        )
        return 2
    title = rules.TITLES[export.title.id]
    with pool() as drawing:
        page = build_page(title, export, boards, drawing)
    output = args.output or args.export.with_suffix(".html")
    output.write_text(page, encoding="utf-8")
    print(
        f"{output}: {len(export.actions)} actions, {len(page.encode()) / 2**20:.1f} MB, "
        f"in {time.perf_counter() - started:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
