"""`python -m bot` at start: without a token it says what is missing and how to get it (README),
and a bad setting, an unusable database or no network is one line (README, "Settings")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


# The machine's network is taken away inside the bot's own process: every name lookup fails as
# it does with no network (aiohttp resolves through socket.getaddrinfo), whatever CI can reach.
NO_NETWORK = """
import runpy, socket

def no_network(*args, **kwargs):
    raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")

socket.getaddrinfo = no_network
runpy.run_module("bot", run_name="__main__")
"""


def _run_bot(tmp_path, *, offline: bool = False, **env_vars) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update({"DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}", **env_vars})
    return subprocess.run(
        [sys.executable, "-c", NO_NETWORK] if offline else [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_a_token_the_bot_explains_what_is_missing(tmp_path):
    done = _run_bot(tmp_path)
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert "discord.com/developers/applications" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


@pytest.mark.slow
def test_an_empty_token_is_treated_as_missing(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="  ")
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_a_malformed_setting_is_named_without_a_traceback(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", DEV_GUILD_ID="not-a-number")
    assert done.returncode == 2
    assert "DEV_GUILD_ID" in done.stderr
    assert "Traceback" not in done.stderr


# --- README, "Settings": one line, naming the setting, with a good example -----------------


def _one_line_about(done, setting: str, example: str) -> None:
    assert done.returncode == 2, done
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert setting in lines[0] and f"Example: {example}" in lines[0], lines[0]


@pytest.mark.slow
def test_a_bad_log_level_is_named_with_an_example(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", LOG_LEVEL="LOUD")
    _one_line_about(done, "LOG_LEVEL", "LOG_LEVEL=INFO")
    assert "'LOUD'" in done.stderr and "DEBUG, INFO, WARNING, ERROR, CRITICAL" in done.stderr


@pytest.mark.slow
def test_a_database_url_of_the_wrong_kind_is_named_with_an_example(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_URL="mysql://db/games")
    _one_line_about(done, "DATABASE_URL", "DATABASE_URL=sqlite:///data/games.sqlite3")
    assert "mysql://db/games" in done.stderr


@pytest.mark.slow
def test_an_unwritable_database_is_named_before_logging_in(tmp_path):
    """The database is opened before the bot logs in: a token is given but no connection to
    Discord is ever tried (the message would be about the network, not the database)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    url = f"sqlite:///{blocker}/games.sqlite3"
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_URL=url)
    _one_line_about(done, "DATABASE_URL", "DATABASE_URL=sqlite:///data/games.sqlite3")
    assert url in done.stderr
    assert "discord.com" not in done.stderr


@pytest.mark.slow
def test_an_unreachable_postgresql_is_named_without_its_password(tmp_path):
    url = "postgresql://referee:hunter2@127.0.0.1:1/referee"
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", DATABASE_URL=url)
    _one_line_about(done, "DATABASE_URL", "DATABASE_URL=sqlite:///data/games.sqlite3")
    assert "postgresql://referee:***@127.0.0.1:1/referee" in done.stderr
    assert "hunter2" not in done.stderr + done.stdout


@pytest.mark.slow
def test_shard_ids_without_a_shard_count_are_named_with_an_example(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", SHARD_IDS="0,1")
    _one_line_about(done, "SHARD_IDS", "SHARD_IDS=0,1 (with SHARD_COUNT=4")
    assert "it needs SHARD_COUNT" in done.stderr


@pytest.mark.slow
def test_a_shard_id_beyond_the_count_is_named(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", SHARD_COUNT="2", SHARD_IDS="1,2")
    _one_line_about(done, "SHARD_IDS", "SHARD_IDS=0,1")
    assert "Shard ids run from 0 to 1 when there are 2 shards, not 2." in done.stderr


@pytest.mark.slow
def test_no_network_at_start_is_one_line_not_a_traceback(tmp_path):
    done = _run_bot(tmp_path, offline=True, DISCORD_TOKEN="x.y.z")
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    assert "Cannot reach Discord" in done.stderr and "name resolution" in done.stderr
    problems = [line for line in done.stderr.splitlines() if "WARNING" in line or "ERROR" in line]
    assert problems == [], problems


@pytest.mark.slow
def test_the_bot_does_not_warn_about_voice_at_start(tmp_path):
    done = _run_bot(tmp_path, offline=True, DISCORD_TOKEN="x.y.z")
    assert "PyNaCl" not in done.stderr and "voice" not in done.stderr.lower(), done.stderr
