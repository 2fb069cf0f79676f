"""The latest state of each game this process wrote or read, kept in memory by version, so that
a press on a long game does not read and parse its state and whole public log again.

A snapshot is good for its version only. Every write of a state makes a new version, in every
process (storage/play.py), so a game whose version in the database is not the snapshot's is
read again. A snapshot is kept only once its transaction committed (`StoreBase._writing`).
States handed out are shared: like every state, they are never changed, only replaced.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from rules.core import GameState

# Games kept: at most this many, each until it has gone unplayed for `IDLE` (a game played
# over days is read again at its next move; the bot keeps no idle game in memory).
SIZE = 512
IDLE = timedelta(minutes=10)


@dataclass(frozen=True)
class Snapshot:
    version: int
    state: GameState
    # The first action of the change that wrote this version, and the state before it: what
    # an undo of that action goes back to, with no replay (storage/play.py, `undo`).
    before: tuple[int, GameState] | None = None


class Snapshots:
    def __init__(self, clock: Callable[[], datetime], size: int = SIZE) -> None:
        self._clock, self._size = clock, size
        # Least recently used first, each with when it was last used.
        self._kept: OrderedDict[int, tuple[Snapshot, datetime]] = OrderedDict()

    def state(self, game_id: int, version: int) -> GameState | None:
        """The state of ``game_id`` at ``version``, if kept."""
        self.drop_idle()
        found = self._kept.get(game_id)
        if found is None or found[0].version != version:
            return None
        self._kept[game_id] = (found[0], self._clock())
        self._kept.move_to_end(game_id)
        return found[0].state

    def before(self, game_id: int, version: int, seq: int) -> GameState | None:
        """The state before action ``seq`` of ``game_id`` at ``version``, if kept."""
        found = self._kept.get(game_id)
        if found is None or found[0].version != version or found[0].before is None:
            return None
        first, state = found[0].before
        return state if first == seq else None

    def holds(self, game_id: int) -> bool:
        """Whether a state of ``game_id`` is kept, of any version."""
        return game_id in self._kept

    def keep(self, game_id: int, snapshot: Snapshot) -> None:
        self._kept[game_id] = (snapshot, self._clock())
        self._kept.move_to_end(game_id)
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)
        self.drop_idle()

    def drop_idle(self, now: datetime | None = None) -> None:
        """Forget the games unplayed for `IDLE` by ``now`` (the clock's time by default)."""
        since = (now or self._clock()) - IDLE
        while self._kept and next(iter(self._kept.values()))[1] < since:
            self._kept.popitem(last=False)

    def forget(self, game_id: int) -> None:
        self._kept.pop(game_id, None)
