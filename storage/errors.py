"""Errors of the storage layer that the bot shows to players or to the server owner."""

from __future__ import annotations

from rules.core import RuleError
from rules.core.replay import ReplayError

__all__ = ["ReplayError", "StaleVersion"]


class StaleVersion(RuleError):
    """A choice made on a prompt the game has since moved past (DESIGN.md, "Storage")."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(
            f"The game moved on since that prompt was shown (it is now at version {version}). "
            "Use /play for the current prompt."
        )
