"""Persistence: games, seats, the append-only action log and the notification outbox.

`Store` is the one place that loads a game, applies a choice and saves it (ARCHITECTURE.md,
"Storage"). ``python -m storage verify`` replays every game from its seed and checks it.
"""

from .database_url import DEFAULT_DATABASE_URL, DatabaseUrlError, database_path, database_url
from .errors import ReplayError, StaleVersion
from .records import (
    ActionRecord,
    GameRecord,
    GameStatus,
    OutboxItem,
    Submitted,
    VerifyResult,
)
from .store import Store

__all__ = [
    "DEFAULT_DATABASE_URL",
    "ActionRecord",
    "DatabaseUrlError",
    "GameRecord",
    "GameStatus",
    "OutboxItem",
    "ReplayError",
    "StaleVersion",
    "Store",
    "Submitted",
    "VerifyResult",
    "database_path",
    "database_url",
]
