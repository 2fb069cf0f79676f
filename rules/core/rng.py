"""A seeded, committed random number generator whose every draw can be re-derived.

Construction (the README repeats it so anyone can re-implement it):

* The secret seed is 32 random bytes, shown as 64 hex digits. Its commitment is
  ``SHA-256(seed bytes)`` in hex, published when a game is created.
* Draw number ``c`` (``c`` = 0, 1, 2, ...) is the block
  ``HMAC-SHA256(key=seed bytes, msg=c as 8-byte big-endian)``; its first 8 bytes, read as a
  big-endian unsigned integer, give ``x`` in ``[0, 2**64)``.
* ``below(n)`` takes blocks until ``x < 2**64 - (2**64 % n)`` and returns ``x % n``: rejection
  sampling, so every result is equally likely. Each block tried advances the counter by one.
* ``between(lo, hi)`` is ``lo + below(hi - lo + 1)``.
* ``shuffle`` is Fisher-Yates from the last position down: for ``i`` from ``len - 1`` to 1,
  swap item ``i`` with item ``below(i + 1)``.
* ``choice(items)`` is ``items[below(len(items))]``; ``sample(items, k)`` shuffles a copy and
  takes its first ``k``.

The counter is part of the game state, so the same seed and the same choices give the same
draws, and a saved game resumes exactly where it stopped.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")

_SPACE = 2**64


def new_seed() -> str:
    """A fresh secret seed: 32 bytes from the operating system, as hex."""
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """The public SHA-256 commitment to a seed, published before any roll."""
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def seed_from_text(text: str) -> str:
    """A seed derived from any text, for tests and reproducible console games."""
    return hashlib.sha256(text.encode()).hexdigest()


class Rng(BaseModel):
    """The generator's whole state: the secret seed and how many blocks were used."""

    seed: str = Field(pattern=r"^[0-9a-f]{64}$")
    counter: int = 0

    def _block(self) -> int:
        msg = self.counter.to_bytes(8, "big")
        self.counter += 1
        digest = hmac.new(bytes.fromhex(self.seed), msg, hashlib.sha256).digest()
        return int.from_bytes(digest[:8], "big")

    def below(self, n: int) -> int:
        """An unbiased integer in ``[0, n)``."""
        if not 1 <= n <= _SPACE:
            raise ValueError(f"below() needs 1 <= n <= 2**64, got {n}")
        limit = _SPACE - (_SPACE % n)
        while True:
            x = self._block()
            if x < limit:
                return x % n

    def between(self, lo: int, hi: int) -> int:
        """An unbiased integer in ``[lo, hi]``, both ends included."""
        if hi < lo:
            raise ValueError(f"between() needs lo <= hi, got {lo} > {hi}")
        return lo + self.below(hi - lo + 1)

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, last position first)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        if not 0 <= k <= len(items):
            raise ValueError(f"sample() of {k} from {len(items)} items")
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
