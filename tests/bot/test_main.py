"""`python -m bot` without a token says what is missing and how to get it (issue 2, 1. Project)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run_bot(tmp_path, **env_vars) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", **env_vars)
    return subprocess.run(
        [sys.executable, "-m", "bot"],
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


def test_an_empty_token_is_treated_as_missing(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="  ")
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_malformed_setting_is_named_without_a_traceback(tmp_path):
    done = _run_bot(tmp_path, DISCORD_TOKEN="x", DEV_GUILD_ID="not-a-number")
    assert done.returncode == 2
    assert "DEV_GUILD_ID" in done.stderr
    assert "Traceback" not in done.stderr
