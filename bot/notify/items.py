"""What delivery reads of an outbox item (`storage.OutboxItem`) besides what it says."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from storage import OutboxItem


def kind(item: OutboxItem) -> str | None:
    return item.payload.get("kind")


def nonce(item: OutboxItem) -> str:
    """Discord drops a second message with the same nonce (enforce_nonce), so a send retried
    after a timeout that had in fact gone through is not posted twice. `post` numbers the
    parts of a long message: ob12.0, ob12.1, ..."""
    return f"ob{item.id}"
