"""The real bot, `python -m bot` unchanged, in a process of its own, talking to the fake Discord
of fake_discord.py: for the tests and benchmarks that run several bot processes on one
database and kill them (tests/wire/sharded.py, bench/shards.py).

As a script::

    DISCORD_TOKEN=… DATABASE_URL=postgresql://… SHARD_COUNT=4 SHARD_IDS=0,1 \\
        python tests/wire/bot_process.py http://127.0.0.1:PORT

points discord.py at the fake whose URL it is given (REST under ``/api/v10``, the gateway at
``/gateway``, as harness.py does in process) and then runs `bot.__main__.main()`: settings from
the environment as in production. The fake runs in the process that starts this one, on
loopback.

`BotProcess` starts it, kills it (SIGKILL, as a crash), or stops it (SIGINT, as Ctrl-C), its
output going to a log file whose tail it can show.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
API = "/api/v10"  # as fake_discord.API; not imported, so that the script needs only the bot


def launch(fake_url: str) -> int:
    """Point discord.py at the fake, then run the bot as `python -m bot` does."""
    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    Route.BASE = fake_url.rstrip("/") + API
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
        fake_url.rstrip("/").replace("http", "ws", 1) + "/gateway"
    )
    from bot.__main__ import main

    return main()


@dataclass
class BotProcess:
    """One bot process serving ``shard_ids`` of ``shard_count`` on ``database_url``, logging in
    with ``token`` (the fake tells processes apart by it)."""

    fake_url: str
    database_url: str
    token: str
    shard_ids: tuple[int, ...]
    shard_count: int
    log: Path
    log_level: str = "INFO"
    process: subprocess.Popen | None = field(default=None, repr=False)

    def start(self) -> BotProcess:
        env = {
            key: value
            for key, value in os.environ.items()
            # The bot's own settings come from here alone (bot/settings.py).
            if key.upper() not in ("DEV_GUILD_ID", "GAME_DATA_DIR", "SQLITE_SYNCHRONOUS")
        }
        env.update(
            DISCORD_TOKEN=self.token,
            DATABASE_URL=self.database_url,
            SHARD_COUNT=str(self.shard_count),
            SHARD_IDS=",".join(map(str, self.shard_ids)),
            LOG_LEVEL=self.log_level,
            PYTHONUNBUFFERED="1",
        )
        self.log.parent.mkdir(parents=True, exist_ok=True)
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), self.fake_url],
                cwd=ROOT,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        return self

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL: the process dies at once, mid-call, its claims and sends left as they are."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self, timeout: float = 15) -> int | None:
        """SIGINT (the bot closes as on Ctrl-C), then SIGKILL after ``timeout`` seconds; the
        exit code."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        return self.process.returncode

    def tail(self, lines: int = 30) -> str:
        """The last lines of the process's output."""
        try:
            text = self.log.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python tests/wire/bot_process.py FAKE_URL", file=sys.stderr)
        sys.exit(2)
    sys.exit(launch(sys.argv[1]))
