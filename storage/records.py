"""What the storage layer hands out: games, actions, outbox items and verification results.

A `GameRecord` never carries the secret seed: it is the one thing that must not leak before
the game ends (ARCHITECTURE.md, "Dice you can verify"); `Store.reveal_seed` is the only way out.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from rules.core import GameState
from rules.core.replay import ActionKind

from .game_settings import GameSettings

GameStatus = Literal["lobby", "active", "ended", "abandoned"]
GAME_STATUSES: tuple[GameStatus, ...] = ("lobby", "active", "ended", "abandoned")
# The user id of every seat the computer plays (migrations/0006_computer_seats.sql): never a
# Discord id, which is positive, nor the console's stand-ins (bot/console.py), which are not.
COMPUTER_USER = -1
ComputerLevel = Literal["easy", "normal", "hard"]
COMPUTER_LEVELS: tuple[ComputerLevel, ...] = ("easy", "normal", "hard")
# Why a game's thread takes no messages (migrations/0003_thread_trouble.sql).
ThreadTrouble = Literal["locked", "missing", "gone"]


class GameRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    title: str
    scenario: str
    options: dict[str, bool]
    status: GameStatus
    commitment: str
    owner_id: int
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    board_message_id: int | None
    lobby_message_id: int | None
    thread_trouble: ThreadTrouble | None = None
    thread_trouble_since: datetime | None = None
    # 0 in the lobby, 1 after setup, then one more per action.
    version: int
    # The version right after the last move (a choice, an undo, a skip; 1 after setup): a
    # prompt shown at any version from it on is still current (storage/play.py).
    moved_version: int = 0
    settings: dict[str, Any]
    # role -> user id of the seats people hold, in the title's role order. A user may hold
    # several roles.
    seats: dict[str, int]
    # role -> strength of the seats the computer plays (never in ``seats``: nobody is pinged,
    # reminded or sent a DM for them).
    computers: dict[str, ComputerLevel] = {}
    created_at: datetime
    updated_at: datetime

    @property
    def is_started(self) -> bool:
        """True once set up (even if abandoned since); a game abandoned in the lobby never was."""
        return self.version > 0

    @property
    def thread_gone(self) -> bool:
        """Its thread was deleted: nothing can be posted until the owner moves the game."""
        return self.thread_trouble == "gone"

    @property
    def game_settings(self) -> GameSettings:
        return GameSettings.model_validate(self.settings)

    def held(self, role: str) -> bool:
        """Whether someone, or the computer, holds ``role``."""
        return role in self.seats or role in self.computers

    def roles_of(self, user_id: int) -> list[str]:
        return [role for role, holder in self.seats.items() if holder == user_id]

    def is_current(self, version: int) -> bool:
        """Whether a prompt shown at ``version`` still stands: no player moved since."""
        return self.moved_version <= version <= self.version


class ActionRecord(BaseModel):
    """One entry of the append-only log: a choice, or a roll or table look-up asked for."""

    model_config = ConfigDict(frozen=True)

    id: int
    game_id: int
    seq: int
    kind: ActionKind
    role: str | None
    user_id: int
    verb: str | None
    arg: str | int | None
    # For rolls and tables: what was asked and who asked, as the log line names them.
    request: dict[str, Any] | None
    created_at: datetime


class OutboxItem(BaseModel):
    """A notification the bot must deliver. ``payload["kind"]``: board, log, ping, private
    and ended (what a change causes, storage/notifications.py); reminder and deadline
    (storage/waits.py); recap (a game moved to a new thread); replaced (a seat handed over)
    and away (a player away or back). Each holds data only: the bot writes the words."""

    model_config = ConfigDict(frozen=True)

    id: int
    game_id: int
    version: int
    payload: dict[str, Any]
    created_at: datetime
    attempts: int
    next_attempt_at: datetime
    delivered_at: datetime | None

    @property
    def kind(self) -> str:
        return self.payload["kind"]


class Submitted(BaseModel):
    """The result of a change that went through: the game, its new state and what to tell."""

    game: GameRecord
    state: GameState
    version: int
    notifications: list[OutboxItem]


class VerifyResult(BaseModel):
    """Whether replaying a game's log from its seed gives back its stored state and version."""

    game_id: int
    title: str
    actions: int
    expected_version: int
    found_version: int
    consistent: bool
    problem: str | None = None

    def describe(self) -> str:
        count = f"{self.actions} action{'' if self.actions == 1 else 's'}"
        if self.consistent:
            return f"game {self.game_id} ({self.title}): consistent, {count}"
        return f"game {self.game_id} ({self.title}): MISMATCH, {count}: {self.problem}"
