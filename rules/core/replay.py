"""Replaying a game's log from its seed: the log is the truth and any stored state a cache.

`Replayer.step` is the one place an action of any kind is carried out, both when a player
makes it and when the log is replayed (by the store, by `storage verify` and by
`python -m rules.verify` on an export), so they cannot drift apart.

An action is anything with ``seq``, ``kind``, ``role``, ``verb``, ``arg`` and ``request``:
the store's log records and an export's entries both are. The kinds:

* ``choice``: ``role`` chose ``verb``/``arg`` (`Title.apply`);
* ``roll`` and ``table``: a roll or a table look-up someone asked for (`rules.core.requests`).
  A roll's request is ``{"expression", "who"}``; a look-up's is ``{"table", "args", "who"}``
  with ``args`` a `rules.core.tables.TableRequest` dump, or, in an action logged before that
  model, `Table.resolve`'s keyword arguments (`TableRequest.from_log` reads both);
* ``undo``: ``role`` took back its last choice (only while the title allows it:
  ``undo_refusal`` in rules/core/protocol.py). The state goes back to what it was before that
  choice, but the public log keeps growing: what was announced stays announced, followed by
  the line saying it was taken back. ``request["undoes"]`` names the action taken back.
"""

from __future__ import annotations

from collections.abc import Container, Iterator, Mapping, Sequence
from typing import Any, Literal, Protocol

from .dice import DiceRoll
from .errors import RuleError, UnknownTable
from .messages import Msg
from .protocol import Board, Choice, GameState, Title
from .requests import roll_in_game, table_in_game
from .tables import Resolution, Table, TableRequest

ActionKind = Literal["choice", "roll", "table", "undo"]
ACTION_KINDS: tuple[ActionKind, ...] = ("choice", "roll", "table", "undo")
# What an action gives besides the new state: a roll, a table's resolution, or nothing.
Result = DiceRoll | Resolution | None


class Action(Protocol):
    seq: int
    kind: ActionKind
    role: str | None
    verb: str | None
    arg: str | int | None
    request: dict[str, Any] | None


class ReplayError(Exception):
    """A logged action that cannot be carried out again when the log is replayed."""

    def __init__(self, seq: int, error: Exception) -> None:
        self.seq = seq
        self.error = error
        super().__init__(f"action {seq} no longer applies: {error}")


def find_table(tables: Mapping[str, Table], table_id: str) -> Table:
    try:
        return tables[table_id]
    except KeyError:
        allowed = ", ".join(sorted(tables)) or "none"
        raise UnknownTable(f"There is no table {table_id!r}. Tables: {allowed}.") from None


class Replayer:
    """A game's state, moved on one action at a time, remembering what undo needs."""

    def __init__(
        self,
        title: Title,
        tables: Mapping[str, Table],
        state: GameState,
        history: Sequence[tuple[int, GameState]] = (),
        kept: Container[int] | None = None,
    ) -> None:
        """``history``: (seq, state before it) of the actions in force before ``state`` that
        an undo to come may take back, oldest first; empty from the set-up. A replay resumed
        from a stored state (storage/checkpoints.py) passes those its undos reach.

        ``kept``: when the actions to come are known (a replay of a log), the seqs of those an
        undo among them takes back (`taken_back`); only their states before are kept. Every
        state of a long game held at once would make each of Python's full garbage
        collections, which no other thread can interrupt, stall the event loop for a second."""
        self.title = title
        self.tables = tables
        self.state = state
        self._kept = kept
        # (seq, state before it) for every action still in force, most recent last; the state
        # is None where no undo will take the action back (``kept``).
        self._history: list[tuple[int, GameState | None]] = list(history)

    @classmethod
    def from_seed(
        cls,
        title: Title,
        tables: Mapping[str, Table],
        *,
        seed: str,
        scenario: str,
        options: dict[str, bool],
    ) -> Replayer:
        return cls(title, tables, title.setup(seed, scenario, options))

    def last_in_force(self) -> int | None:
        """The seq of the latest action not taken back, which an undo would take back."""
        return self._history[-1][0] if self._history else None

    def step_action(self, action: Action) -> Result:
        """`step` for a logged action."""
        return self.step(
            seq=action.seq,
            kind=action.kind,
            role=action.role,
            verb=action.verb,
            arg=action.arg,
            request=action.request,
        )

    def step(
        self,
        *,
        seq: int,
        kind: ActionKind,
        role: str | None,
        verb: str | None,
        arg: str | int | None,
        request: dict[str, Any] | None,
    ) -> Result:
        """Carry out one action on the current state; return the roll or table result, if any.

        Raises `RuleError` when the rules refuse it; the state is then unchanged.
        """
        before = self.state
        result = None
        if kind == "choice":
            if role is None or verb is None:
                raise RuleError("A choice needs a role and a verb.")
            after = self.title.apply(before, role, Choice(verb=verb, arg=arg))
        elif kind == "undo":
            after = self._undo(before, role, request or {})
        elif kind == "roll":
            if request is None:
                raise RuleError("A roll needs its request.")
            after, result = roll_in_game(before, request["expression"], self._who(request))
        elif kind == "table":
            if request is None:
                raise RuleError("A table look-up needs its request.")
            args = request["args"]
            asked = TableRequest.from_log(request["table"], args)
            table = find_table(self.tables, asked.table)
            # A request without a version was logged before the dice were shown, when a roll
            # of several dice read "2d6 roll 7": its line is written again as it was.
            after, result = table_in_game(
                before,
                table,
                self._who(request),
                show_faces="version" in args,
                **asked.resolve_args(),
            )
        else:
            raise RuleError(f"Unknown action kind {kind!r}; kinds: {', '.join(ACTION_KINDS)}.")
        if kind == "undo":
            self._history.pop()
        else:
            kept = self._kept is None or seq in self._kept
            self._history.append((seq, before if kept else None))
        self.state = after
        return result

    def _who(self, request: dict[str, Any]) -> str:
        """Who asked for a roll or a table, as its log line names them: by the roles they hold
        (``roles``, said in any language: "Nationalists and Republicans", "a spectator") or,
        in a request logged before the roles were kept, by its English ``who``."""
        roles = request.get("roles")
        if roles is None:
            return request["who"]
        if not roles:
            return Msg("core-spectator")
        said = [x for role in roles for x in (Msg("core-and"), self.title.role_name(role))]
        return Msg.join(*said[1:])

    def _undo(self, state: GameState, role: str | None, request: dict[str, Any]) -> GameState:
        if role is None:
            raise RuleError("An undo needs the role taking its choice back.")
        refusal = self.title.undo_refusal(state, role)
        if refusal is not None:
            raise RuleError(refusal)
        undoes = self.last_in_force()
        if undoes is None or request.get("undoes") not in (None, undoes):
            raise RuleError(f"The undo names action {request.get('undoes')}, not {undoes}.")
        earlier = self._history[-1][1]
        if earlier is None:
            raise RuleError(f"Action {undoes} was not expected to be taken back by this replay.")
        earlier = earlier.clone()
        # The public log only grows: what players read stays, and the undo is announced.
        earlier.log, earlier.said = list(state.log), list(state.said)
        earlier.say(self.title.undo_line(state, role))
        return earlier


def replay_steps(
    title: Title,
    tables: Mapping[str, Table],
    *,
    seed: str,
    scenario: str,
    options: dict[str, bool],
    actions: Sequence[Action],
) -> Iterator[tuple[Action, GameState, Result]]:
    """Each action with the state after it and its result, replayed from the seed in order.

    Raises `ReplayError` naming the action that fails, including a gap in the numbering.
    """
    replayer = Replayer(
        title, tables, title.setup(seed, scenario, options), kept=taken_back(actions)
    )
    for expected_seq, action in enumerate(actions, start=1):
        if action.seq != expected_seq:
            gap = ValueError(f"the log jumps from action {expected_seq - 1} to {action.seq}")
            raise ReplayError(action.seq, gap)
        try:
            result = replayer.step_action(action)
        # Any failure, a rules bug included, must be reported against its action, so that a
        # verifier can say where the log and the rules part and go on to the next game.
        except Exception as error:
            raise ReplayError(action.seq, error) from error
        yield action, replayer.state, result


def taken_back(actions: Sequence[Action]) -> set[int]:
    """The seqs of the actions of ``actions`` that an undo among them takes back: each undo
    takes back the latest action before it still in force."""
    in_force: list[int] = []
    found = set()
    for action in actions:
        if action.kind != "undo":
            in_force.append(action.seq)
        elif in_force:
            found.add(in_force.pop())
    return found


def replay(
    title: Title,
    tables: Mapping[str, Table],
    *,
    seed: str,
    scenario: str,
    options: dict[str, bool],
    actions: Sequence[Action],
) -> GameState:
    """The state that setting up from the seed and carrying out every action gives."""
    state = None
    for _, after, _ in replay_steps(
        title, tables, seed=seed, scenario=scenario, options=options, actions=actions
    ):
        state = after
    return state if state is not None else title.setup(seed, scenario, options)


def public_boards(
    title: Title,
    tables: Mapping[str, Table],
    *,
    seed: str,
    scenario: str,
    options: dict[str, bool],
    actions: Sequence[Action],
) -> list[Board]:
    """The public board (a spectator's view) after the set-up and after each action: what a
    replay page shows of the game, and nothing hidden."""
    setup = title.setup(seed, scenario, options)
    steps = replay_steps(
        title, tables, seed=seed, scenario=scenario, options=options, actions=actions
    )
    return [title.view(setup, None).board] + [title.view(s, None).board for _, s, _ in steps]
