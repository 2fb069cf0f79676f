"""Errors of the storage layer that the bot shows to players or to the server owner.

Storage returns data and never writes Discord markup: where a refusal names a person, a moment
or a command, it holds them as `Mention`, `Moment` and `Command` parts of a `Refusal`, and the
bot writes them as Discord shows them (bot/errors.py); anything else gets plain words.

Every refusal is said by message id, from storage's own catalogs (``catalogs/<language>/``),
which `rules.core.messages.add_catalogs` makes part of the rules' messages: a plain refusal is
a `RuleError` holding a `Msg`, which the bot's one error handler says in the asker's language,
as it says the rules' own (ARCHITECTURE.md, "Languages").

A refusal a caller tells apart has a type: the rules' kinds (`rules.core.errors`: `GameOver`,
`NotYourTurn`, `UnknownRole`...), raised by storage too where it is one of them, and storage's
own, `UnknownGame` and `StaleVersion`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from rules.core import Msg, RuleError
from rules.core.messages import SOURCE, add_catalogs, render
from rules.core.replay import ReplayError

add_catalogs(Path(__file__).parent / "catalogs")

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
    """A refusal whose words name people, moments or commands: ``message_id`` the id of its
    sentence, ``args`` its arguments, of which the `Part`s are written the way its reader
    shows them (`render`)."""

    def __init__(self, message: str, **args: Part | Msg | str | int) -> None:
        self.message_id = message
        self.said = args
        super().__init__(self.render(plain))

    def render(self, write: Callable[[Part], str], language: str = SOURCE) -> str:
        parts = (Mention, Moment, Command)
        args = {k: write(v) if isinstance(v, parts) else v for k, v in self.said.items()}
        return render(Msg(self.message_id, **args), language)


class UnknownGame(RuleError):
    """A game number the database does not hold."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(Msg("store-unknown-game", game=game_id))


class StaleVersion(RuleError):
    """A choice made on a prompt the game has since moved past (ARCHITECTURE.md, "Storage")."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(Msg("store-stale", version=version))
