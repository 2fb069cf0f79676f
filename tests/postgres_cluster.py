"""A throwaway PostgreSQL cluster for the tests, reached over a Unix socket only.

As a script (`./scripts/test` uses it so, and exports the URL as TEST_POSTGRESQL_URL)::

    python tests/postgres_cluster.py start DIR   # prints one line: the URL
    python tests/postgres_cluster.py stop DIR    # fast shutdown; harmless if it is not running

As a library: `start(directory) -> url` and `stop(directory)`. Stdlib only.

DIR (created if missing) holds `data/` (the cluster), `socket/` (the server's Unix-socket
directory) and `log` (the server's log). The URL is
`postgresql://USER@/postgres?host=DIR/socket&port=PORT`: asyncpg and libpq read `host=` as the
socket directory, and the port only names the socket file (`.s.PGSQL.PORT`), since the server
listens on no TCP address. Authentication is `trust`; the database is initialised with
`--no-locale -E UTF8`, so text compares bytewise, and runs without fsync: whatever it holds is
lost in a crash, which is what a test cluster is for.

`initdb` and `pg_ctl` come from PATH, else from Debian's `/usr/lib/postgresql/<N>/bin/` (the
newest N); without them, `apt-get install postgresql` (which `./scripts/test` does by itself).

They refuse to run as root. As root, they run as the `postgres` system user (`runuser -u
postgres`), the superuser of the cluster is `postgres`, and DIR is handed to that user: every
parent of DIR must then be traversable by it. A directory made with mode 0755 under /tmp is
(`./scripts/test` uses `mktemp -d` and `chmod 755`); pytest's `tmp_path` is not when pytest runs
as root (its base directory is mode 0700), and start() says so rather than fail obscurely.
Otherwise they run as the current user, who is the cluster's superuser.

Measured on this project's 2-core machine (PostgreSQL 15, as root): start() takes about 0.55 s
when the machine is idle (initdb most of it, the server's start about 0.12 s) and about 1.4 s
with both cores busy (initdb is CPU-bound); stop() about 0.1 s.
"""

from __future__ import annotations

import os
import pwd
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

DEBIAN_ROOT = Path("/usr/lib/postgresql")
SERVER_USER = "postgres"
FIRST_PORT = 5432
TIMEOUT = 60  # seconds for the server to start or stop
SOCKET_PATH_MAX = 107  # sun_path's size on Linux, less its terminating NUL
SERVER_OPTIONS = [
    "-c",
    "listen_addresses=",  # no TCP: the Unix socket only
    # pytest-xdist's workers and the multi-process tests each open pools of connections.
    "-c",
    "max_connections=300",
]
# Throwaway: nothing needs to survive a crash of the machine. Left out for `durable` clusters
# (`python -m bench` measures PostgreSQL as it is run for real, with its defaults).
THROWAWAY_OPTIONS = [
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
]


class ClusterError(RuntimeError):
    """The cluster could not be made, started or stopped; the message says why."""


def find_binary(name: str) -> Path:
    """`name` (initdb, pg_ctl) on PATH, else in the newest /usr/lib/postgresql/<N>/bin/."""
    found = shutil.which(name)
    if found:
        return Path(found)
    candidates = [path for path in DEBIAN_ROOT.glob(f"*/bin/{name}") if os.access(path, os.X_OK)]
    if candidates:
        return max(candidates, key=lambda path: _version_key(path.parent.parent.name))
    raise ClusterError(
        f"{name} not found on PATH nor in {DEBIAN_ROOT}/<version>/bin/: install PostgreSQL's "
        "server, on Debian or Ubuntu with `apt-get install postgresql` (./scripts/test "
        "does it by itself)"
    )


def _version_key(name: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in name.split("."))
    except ValueError:
        return (-1,)


def _as_root() -> bool:
    return os.geteuid() == 0


def _server_account() -> pwd.struct_passwd:
    try:
        return pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise ClusterError(
            f"running as root, the cluster runs as the {SERVER_USER!r} system user, which does "
            "not exist: `apt-get install postgresql` creates it (or run as another user)"
        ) from None


def _run(
    command: list[str], *, user: str | None, cwd: Path, timeout: float
) -> subprocess.CompletedProcess[str]:
    """Run `command` (as `user` through runuser when given), its output captured."""
    if user is not None:
        if shutil.which("runuser") is None:
            raise ClusterError("running as root needs runuser (util-linux) to switch users")
        command = ["runuser", "-u", user, "--", *command]
    try:
        return subprocess.run(
            command,
            cwd=cwd,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired as error:
        raise ClusterError(f"{shlex.join(command)} took over {timeout:.0f} s") from error


def _free_port(socket_dir: Path) -> int:
    """The first port from 5432 whose socket (and lock) file is absent from `socket_dir`."""
    port = FIRST_PORT
    while (socket_dir / f".s.PGSQL.{port}").exists() or (
        socket_dir / f".s.PGSQL.{port}.lock"
    ).exists():
        port += 1
    return port


def _log_tail(log: Path, lines: int = 30) -> str:
    try:
        text = log.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no server log)"
    return "\n".join(text.splitlines()[-lines:]) or "(the server log is empty)"


def url(directory: Path, port: int, user: str) -> str:
    """The URL of a cluster made in `directory` (absolute) listening on `port`."""
    host = quote(str(directory / "socket"), safe="/")
    return f"postgresql://{quote(user, safe='')}@/postgres?host={host}&port={port}"


def start(directory: Path, *, durable: bool = False) -> str:
    """Make a cluster in `directory` (created if missing) unless one is there, start it, and
    return its URL. ``durable``: with PostgreSQL's own fsync and commit settings, as for real.
    Raises ClusterError, with the server log's tail when the server fails."""
    directory = Path(os.path.abspath(directory))
    initdb, pg_ctl = find_binary("initdb"), find_binary("pg_ctl")
    directory.mkdir(mode=0o755, parents=True, exist_ok=True)
    socket_dir, data, log = directory / "socket", directory / "data", directory / "log"
    socket_dir.mkdir(mode=0o755, exist_ok=True)
    port = _free_port(socket_dir)
    if len(str(socket_dir / f".s.PGSQL.{port}.lock")) > SOCKET_PATH_MAX:
        raise ClusterError(f"{directory} is too long a path for a Unix socket: take a shorter one")

    if _as_root():
        account = _server_account()
        user: str | None = account.pw_name
        superuser = account.pw_name
        for path in (directory, socket_dir):
            os.chown(path, account.pw_uid, account.pw_gid)
        if _run(["test", "-w", str(directory)], user=user, cwd=Path("/"), timeout=10).returncode:
            raise ClusterError(
                f"the {SERVER_USER!r} user cannot reach {directory}: one of its parents is not "
                "traversable by other users (pytest's tmp_path is not, as root); take a "
                "directory made with mode 0755 under /tmp, as ./scripts/test does"
            )
    else:
        user = None
        superuser = pwd.getpwuid(os.geteuid()).pw_name

    if not (data / "PG_VERSION").exists():
        made = _run(
            [
                str(initdb),
                "-D",
                str(data),
                "-A",
                "trust",
                "-U",
                superuser,
                "--no-locale",
                "-E",
                "UTF8",
                "--no-sync",
            ],
            user=user,
            cwd=directory,
            timeout=TIMEOUT,
        )
        if made.returncode:
            raise ClusterError(f"initdb failed:\n{made.stdout}{made.stderr}")

    options = ["-k", str(socket_dir), "-p", str(port), *SERVER_OPTIONS]
    if not durable:
        options += THROWAWAY_OPTIONS
    started = _run(
        [
            str(pg_ctl),
            "-D",
            str(data),
            "-l",
            str(log),
            "-w",
            "-t",
            str(TIMEOUT),
            "-o",
            shlex.join(options),  # pg_ctl hands -o to a shell
            "start",
        ],
        user=user,
        cwd=directory,
        timeout=TIMEOUT + 10,
    )
    if started.returncode:
        raise ClusterError(
            f"the server did not start:\n{started.stdout}{started.stderr}"
            f"last lines of {log}:\n{_log_tail(log)}"
        )
    return url(directory, port, superuser)


def stop(directory: Path) -> None:
    """Stop the cluster in `directory` (fast mode: sessions are ended). Does nothing when no
    server runs there, or when there is no cluster or no directory at all."""
    data = Path(os.path.abspath(directory)) / "data"
    if not (data / "postmaster.pid").exists():
        return
    pg_ctl = find_binary("pg_ctl")
    # As root, act as whoever owns the cluster (postgres, when start() made it as root).
    user = pwd.getpwuid(data.stat().st_uid).pw_name if _as_root() else None
    cwd = data.parent
    stopped = _run(
        [str(pg_ctl), "-D", str(data), "-m", "fast", "-w", "-t", str(TIMEOUT), "stop"],
        user=user,
        cwd=cwd,
        timeout=TIMEOUT + 10,
    )
    if stopped.returncode == 0:
        return
    # A stale postmaster.pid (the server was killed): pg_ctl status says 3, "no server running".
    status = _run([str(pg_ctl), "-D", str(data), "status"], user=user, cwd=cwd, timeout=10)
    if status.returncode != 3:
        raise ClusterError(f"the server did not stop:\n{stopped.stdout}{stopped.stderr}")


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: postgres_cluster.py start|stop DIR", file=sys.stderr)
        return 2
    action, directory = argv[0], Path(argv[1])
    try:
        if action == "start":
            print(start(directory), flush=True)
        else:
            stop(directory)
    except ClusterError as error:
        print(f"postgres_cluster.py {action}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
