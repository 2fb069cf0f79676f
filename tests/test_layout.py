"""ARCHITECTURE.md, "The layers": imports point one way, bot -> storage -> rules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    # rules: no discord, no asyncio, no database, no clock-free guarantee without global random
    "rules": {"discord", "aiosqlite", "sqlite3", "asyncio", "random", "storage", "bot", "time"},
    "storage": {"discord", "bot"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_imports_point_one_way(package):
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no Python files"
    offences = {
        str(path.relative_to(ROOT)): sorted(_imports(path) & FORBIDDEN[package]) for path in files
    }
    offences = {path: bad for path, bad in offences.items() if bad}
    assert offences == {}, f"{package}/ imports what the layers keep out of it: {offences}"


def test_rules_never_reads_the_clock():
    """rules/ takes no time from the machine: `datetime.now` would break replay."""
    for path in (ROOT / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "datetime.now" not in text and "utcnow" not in text, path


def test_storage_writes_no_discord_markup():
    """ARCHITECTURE.md, "Storage": storage returns data; the bot writes mentions and times."""
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "storage").rglob("*"))
        if path.is_file() and path.suffix in (".py", ".sql")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "<@" in line or "<t:" in line
    ]
    assert found == []


def test_no_capability_is_probed_for():
    """ARCHITECTURE.md, "The rules protocol": what a title can do is declared, never probed."""
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for package in ("rules", "storage", "bot")
        for path in sorted((ROOT / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "getattr(title" in line or "getattr(state" in line
    ]
    assert found == []
