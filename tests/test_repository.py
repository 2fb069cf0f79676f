"""What a new user meets in a fresh clone: the README's commands run there, and the
files a local install writes are not offered to git."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A bare `python` lacks the project's packages in a fresh clone; `.venv/bin/python` (made by
# ./scripts/run-bot or ./scripts/test) has them. Inside the Docker image, `python` is right.
BARE_PYTHON = re.compile(r"(?<![/\w.])python3? -m (bot|storage|rules|bench)\b")


def test_the_readme_runs_project_modules_with_the_projects_python():
    bare = [
        line.strip()
        for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
        if BARE_PYTHON.search(line) and "docker exec" not in line
    ]
    assert bare == [], "use .venv/bin/python -m ...: " + "\n".join(bare)


def test_what_an_install_writes_is_ignored_by_git():
    for path in ("wargame_referee.egg-info/PKG-INFO", "build/lib/x.py", ".venv/bin/python"):
        ignored = subprocess.run(
            ["git", "check-ignore", "--no-index", "-q", path], cwd=ROOT, check=False
        )
        assert ignored.returncode == 0, f"{path} is not in .gitignore"
