"""Errors of the storage layer that the bot shows to players or to the server owner.

Storage returns data and never writes Discord markup: where a refusal names a person, a moment
or a command, it holds them as `Mention`, `Moment` and `Command` parts of a `Refusal`, and the
bot writes them as Discord shows them (bot/errors.py); anything else gets plain words.

A refusal a caller tells apart has a type: the rules' kinds (`rules.core.errors`: `GameOver`,
`NotYourTurn`, `UnknownRole`...), raised by storage too where it is one of them, and storage's
own, `UnknownGame` and `StaleVersion`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from rules.core import RuleError
from rules.core.replay import ReplayError

__all__ = ["Command", "Mention", "Moment", "Refusal", "ReplayError", "StaleVersion", "UnknownGame"]


@dataclass(frozen=True)
class Mention:
    """A person, by their user id."""

    user_id: int


@dataclass(frozen=True)
class Moment:
    """A moment, shown relative to now where the reader's client can ("in 2 days")."""

    at: datetime


@dataclass(frozen=True)
class Command:
    """A command of the bot's, e.g. ``Command("game settings", "deadline_hours:")``."""

    name: str
    options: str = ""


Part = Mention | Moment | Command


def plain(part: Part) -> str:
    """A part in plain words, for a terminal or a log."""
    if isinstance(part, Mention):
        return f"user {part.user_id}"
    if isinstance(part, Moment):
        return part.at.isoformat(timespec="minutes")
    return f"/{part.name}{' ' + part.options if part.options else ''}"


class Refusal(RuleError):
    """A refusal whose words name people, moments or commands: ``template`` holds a ``{name}``
    per part, and `render` writes each part the way its reader shows it."""

    def __init__(self, template: str, **parts: Part) -> None:
        self.template = template
        self.parts = parts
        super().__init__(self.render(plain))

    def render(self, write: Callable[[Part], str]) -> str:
        return self.template.format(**{name: write(part) for name, part in self.parts.items()})


def literal(text: str) -> str:
    """``text`` (a title's own words) made safe to put in a `Refusal` template."""
    return text.replace("{", "{{").replace("}", "}}")


class UnknownGame(RuleError):
    """A game number the database does not hold."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(f"There is no game {game_id}.")


class StaleVersion(RuleError):
    """A choice made on a prompt the game has since moved past (ARCHITECTURE.md, "Storage")."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(
            f"The game moved on since that prompt was shown (it is now at version {version}). "
            "Use /play for the current prompt."
        )
