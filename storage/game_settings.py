"""A game's own settings, chosen by its owner with `/game settings`: kept in ``games.settings``.

Reminders and deadlines are reckoned per role from the moment it began to be waited on
(`storage.waits`); changing a setting re-reckons the roles being waited on now.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_REMINDER_HOURS = 24
MAX_HOURS = 24 * 60  # two months: longer than any sensible reminder or deadline


class GameSettings(BaseModel):
    model_config = ConfigDict(extra="ignore")

    # Remind the roles that must act every this many hours; 0 turns reminders off.
    reminder_hours: int = Field(default=DEFAULT_REMINDER_HOURS, ge=0, le=MAX_HOURS)
    # Tell the owner when a role has been waited on this long; None means no deadline.
    deadline_hours: int | None = Field(default=None, ge=1, le=MAX_HOURS)
    # The language of what the game's thread sees (board, log, pings: README, "Languages"), a
    # catalog's name in bot/i18n/catalogs; chosen with `/game new language:`. Storage keeps it
    # without knowing which catalogs there are: the bot checks it against them.
    language: str = Field(default="en", pattern=r"^[a-z]{2,3}$")
    # Each player's own language (their Discord client's, by user id), for what only they read
    # when they are not there to ask: their hand by DM. Noted as they join or ask for a prompt.
    speakers: dict[str, Annotated[str, Field(pattern=r"^[a-z]{2,3}$")]] = {}

    @property
    def reminder_every(self) -> timedelta | None:
        return timedelta(hours=self.reminder_hours) if self.reminder_hours else None

    @property
    def deadline_after(self) -> timedelta | None:
        return timedelta(hours=self.deadline_hours) if self.deadline_hours else None
