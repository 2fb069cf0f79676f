"""`python -m bot.console` plays a Spanish Civil War game to the end (issue 2, 6. Console)."""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from pathlib import Path

from bot.console import main_async

ROOT = Path(__file__).resolve().parents[2]
MENU_LINE = re.compile(r"^\s+(\d+)\. (.*)$")
# The Nationalists attack with everything and take Territory; the Republicans never commit.
PREFERENCES = {
    "Nationalists": ["Take a Territory", "Commit", "Confirm", "Done", "Pass"],
    "Republicans": ["Confirm", "Done", "Pass"],
}


class Player:
    """Answers the console's questions by reading the menu it just printed."""

    def __init__(self, screen: io.StringIO) -> None:
        self.screen = screen
        self.answers = 0

    def __call__(self, prompt: str) -> str:
        self.answers += 1
        assert self.answers < 2000, "the console game did not end"
        text = self.screen.getvalue()
        if text.rfind("Which seat is playing?") > text.rfind("\n["):
            return "1"
        last = text[text.rfind("\n[") + 1 :]
        seat = re.match(r"\[(\w+)\]", last)
        menu = [MENU_LINE.match(line) for line in last.splitlines()]
        options = [(int(m[1]), m[2]) for m in menu if m]
        for wanted in PREFERENCES[seat[1]] if seat else []:
            for number, label in options:
                if label.startswith(wanted):
                    return str(number)
        return "1"


async def test_the_console_plays_a_game_to_the_end(tmp_path):
    screen = io.StringIO()
    player = Player(screen)
    url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    argv = ["--database", url, "--title", "spanish-civil-war", "--seed", "console test"]
    with contextlib.redirect_stdout(screen):
        code = await main_async(argv, read=player)
    out = screen.getvalue()
    assert code == 0
    assert "Game over. Winner: Nationalists." in out
    assert re.search(r"Seed: [0-9a-f]{64}", out)
    assert "Which seat is playing?" in out, "simultaneous phases ask which seat plays"


def _console(tmp_path, *args: str, keys: str) -> subprocess.CompletedProcess[str]:
    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    return subprocess.run(
        [sys.executable, "-m", "bot.console", "--database", url, *args],
        cwd=ROOT,
        input=keys,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_console_command_saves_and_resumes_a_game(tmp_path):
    first = _console(tmp_path, "--title", "spanish-civil-war", keys="1\nh\nb\nbanana\n1\nq\n")
    assert first.returncode == 0, first.stderr
    assert "Your hand" in first.stdout, "h shows the seat's hidden information"
    assert "Please type a number from 1 to" in first.stdout, "bad input is explained"
    assert "Resume with: python -m bot.console --game 1" in first.stdout
    resumed = _console(tmp_path, "--game", "1", keys="q\n")
    assert resumed.returncode == 0 and "Recruit phase" in resumed.stdout
    missing = _console(tmp_path, "--game", "99", keys="")
    assert missing.returncode == 2 and "no game #99" in missing.stderr
    assert "Traceback" not in first.stderr + resumed.stderr + missing.stderr
