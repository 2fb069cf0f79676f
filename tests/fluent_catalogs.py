"""Reading Fluent catalogs as the language tests do (tests/bot/test_i18n.py for the bot's,
tests/rules/core/test_messages.py for the rules'): each message's placeholders, and its runs of
text. A catalog that does not parse, or names a message twice, fails here, naming the entry."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

# For each message: its value (None) and each attribute, with what the parts hold.
Catalog = dict[str, dict[str | None, set[str]]]


class _Read(Visitor):
    """A pattern's placeholders (``{ $role }``) and its runs of text between them, in its
    variants too."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.runs: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.runs.append(node.value)


def _messages(paths: Iterable[Path]) -> Iterator[tuple[Path, ast.Message]]:
    seen: set[str] = set()
    for path in paths:
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            assert not isinstance(entry, ast.Junk), f"{path}: cannot parse {entry.content!r}"
            if isinstance(entry, ast.Message):
                assert entry.id.name not in seen, f"{path}: {entry.id.name} twice"
                seen.add(entry.id.name)
                yield path, entry


def _read(pattern: ast.Pattern) -> _Read:
    found = _Read()
    found.visit(pattern)
    return found


def placeholders(paths: Iterable[Path]) -> Catalog:
    """Every message of ``paths``: the placeholders of its value and of each attribute."""
    return {
        message.id.name: {
            key: _read(pattern).variables
            for key, pattern in [(None, message.value)]
            + [(a.id.name, a.value) for a in message.attributes]
            if pattern is not None
        }
        for _, message in _messages(paths)
    }


def runs(paths: Iterable[Path]) -> dict[str, list[str]]:
    """Every message of ``paths`` with a value: the runs of text of its value."""
    return {
        message.id.name: _read(message.value).runs
        for _, message in _messages(paths)
        if message.value is not None
    }
