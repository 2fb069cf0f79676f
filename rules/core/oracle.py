"""What tests know of a title that players never see: its secrets, who may see them, and the
invariants its states keep. Storage and the bot never use it (ARCHITECTURE.md, "Testing a
title"): the fuzzer and the leak scans ask it whether a view showed more than it should.

A title package offers one as ``ORACLE`` beside its ``TITLE``; `BaseOracle` gives the common
answers (a role sees only its own secrets; no invariant beyond the protocol's own checks).
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar, runtime_checkable

from .protocol import GameState

S = TypeVar("S", bound=GameState)


@runtime_checkable
class TitleOracle(Protocol):
    def secrets(self, state: GameState, role: str) -> set[str]:
        """The words (card ids and names, hidden pieces...) only ``role`` may know of now: none
        of them may appear in what another role, or a spectator, is shown."""
        ...

    def sees_secrets_of(self, role: str) -> set[str]:
        """The roles whose secrets ``role`` may see: its own, and allies' where the rules let
        allies share (1812)."""
        ...

    def invariant_problems(self, state: GameState) -> list[str]:
        """What is wrong with a state beyond the protocol's own checks: the fuzzer asserts
        there is nothing after every choice."""
        ...

    def hides_again(self, line: str) -> bool:
        """Whether this log line puts the cards named before it back out of sight (a reshuffle
        of the face-up discards): a card discarded by name and reshuffled may be drawn again
        within the same choice, and naming it before the reshuffle told nobody where it went."""
        ...

    def playout_cap(self) -> int | None:
        """How many random choices the fuzzer plays before it stops a game whose random play
        routinely outlasts any real one, or None for the fuzzer's own cap, which a game should
        rarely reach. A title that gives a cap must say why with observed lengths, and answer
        ``stalled``."""
        ...

    def stalled(self, state: GameState) -> str | None:
        """For a game stopped at ``playout_cap``: why it looks stuck rather than long (no
        Game-Turn reached for too long...), or None when it was still moving."""
        ...

    def interrupt_share(self) -> float:
        """The least share of the fuzzer's games that must take an interrupt
        (`Title.interrupts`), so that the play an interrupt starts is fuzzed enough; 0 for a
        title without interrupts."""
        ...


class BaseOracle(Generic[S]):
    def secrets(self, state: S, role: str) -> set[str]:
        return set()

    def sees_secrets_of(self, role: str) -> set[str]:
        return {role}

    def invariant_problems(self, state: S) -> list[str]:
        return []

    def hides_again(self, line: str) -> bool:
        return False

    def playout_cap(self) -> int | None:
        return None

    def stalled(self, state: S) -> str | None:
        return None

    def interrupt_share(self) -> float:
        return 0.0
