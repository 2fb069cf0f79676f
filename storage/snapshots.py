"""The latest state of each game this process wrote or read, kept in memory by version, so that
a press on a long game neither reads and parses nor writes its whole public log again.

A state's JSON is mostly its log (two values a line: the text and its message ids), which
only grows. A snapshot keeps the log's JSON beside the state; the next version's JSON is the
state without its log, dumped, with the log's JSON spliced in: the old one and the new lines'.
The text is byte for byte what ``model_dump_json`` writes (tests/storage/test_snapshots.py).

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
from typing import Annotated

from pydantic import TypeAdapter

from rules.core import GameState
from rules.core.messages import KEPT

# Games kept: at most this many, each until it has gone unplayed for `IDLE` (a game played
# over days is read again at its next move; the bot keeps no idle game in memory).
SIZE = 512
IDLE = timedelta(minutes=10)
_LINES = TypeAdapter(list[Annotated[str | None, KEPT]])


@dataclass(frozen=True)
class Snapshot:
    version: int
    state: GameState
    log_json: str  # the JSON of ``state.log``, as the state's own JSON holds it
    said_json: str  # and of ``state.said``


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

    def written(self, game_id: int, version: int, before: int, state: GameState) -> Snapshot:
        """The snapshot of ``state``, written as ``version`` after ``before``: its JSON made
        from the snapshot of ``before`` where one is kept and ``state``'s log goes on from it."""
        kept = self._kept.get(game_id)
        found = kept[0] if kept is not None else None
        if found is not None and found.version == before:
            log_json = _grown(found.log_json, found.state.log, state.log)
            said_json = _grown(found.said_json, found.state.said, state.said)
        else:
            log_json = said_json = None
        if log_json is None or said_json is None:
            log_json, said_json = _dumped(state.log), _dumped(state.said)
        return Snapshot(version, state, log_json, said_json)


def state_json(snapshot: Snapshot) -> str:
    """``snapshot.state.model_dump_json()``, its log spliced in from the snapshot."""
    state = snapshot.state
    names = list(type(state).model_fields)
    at = names.index("log")
    if names[at + 1] != "said":
        return state.model_dump_json()
    head = state.model_dump_json(include=set(names[:at]))
    tail = state.model_dump_json(exclude={*names[: at + 2]})
    middle = f'"log":{snapshot.log_json},"said":{snapshot.said_json}'
    parts = [head[1:-1], middle, tail[1:-1]]
    return "{" + ",".join(part for part in parts if part) + "}"


def _grown(old_json: str, old: list, new: list) -> str | None:
    """The JSON of ``new``, which goes on from ``old`` (whose JSON is ``old_json``), or None
    when it does not."""
    if len(new) < len(old) or new[: len(old)] != old:
        return None
    added = new[len(old) :]
    if not added:
        return old_json
    added_json = _dumped(added)
    if not old:
        return added_json
    return old_json[:-1] + "," + added_json[1:]


def _dumped(lines: list) -> str:
    return _LINES.dump_json(lines).decode()
