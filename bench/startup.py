"""Section 5, start to ready: a fresh process imports the bot, opens (and migrates) the
database and registers its commands and buttons: everything but talking to Discord."""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .report import Figure

SECTION = "Memory and start"
READY_SECONDS = 2.0
ROOT = Path(__file__).resolve().parent.parent


async def _ready(database_url: str) -> None:
    from bot.app import create_bot
    from bot.settings import Settings

    bot = create_bot(Settings(discord_token=None, database_url=database_url))
    await bot.prepare()
    print("ready", flush=True)
    for cog in list(bot.cogs):
        await bot.remove_cog(cog)  # stops the ticker
    await bot.store.close()


def run(quick: bool, workdir: Path) -> tuple[str, list[Figure]]:
    database = next(iter(sorted(workdir.glob("*.sqlite3"))), workdir / "start.sqlite3")
    samples = []
    for _ in range(3 if quick else 5):
        started = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "bench.startup", f"sqlite:///{database}"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        ready = time.perf_counter() - started
        process.wait(timeout=60)
        if line != "ready":
            raise RuntimeError(f"the bot did not get ready: {line!r}")
        samples.append(ready)
    setup = (
        f"a new Python process until the bot is ready (database {database.name} opened and "
        f"migrated, commands and buttons registered; no network), {len(samples)} runs"
    )
    return setup, [
        Figure(SECTION, "start to ready (median)", statistics.median(samples), "s", READY_SECONDS),
        Figure(SECTION, "start to ready (worst)", max(samples), "s"),
    ]


if __name__ == "__main__":
    asyncio.run(_ready(sys.argv[1]))
