"""Whole moves: what the computer players compare (ARCHITECTURE.md, "Computer players").

A player's turn is often a run of steps nobody else sees until it ends: marking cards to discard
or keep, committing cards, choosing units, modes and targets, and the "un-", "cancel" and "drop"
steps that take them back. A search that decides step by step spends its time marking and
unmarking, since a step it can take back never looks worse than stopping. So the
computer decides a **whole move**: the seat's own steps up to and including the first one that
shows something to the others, or after which the rules no longer wait on the seat.

* **A run goes on** while a step adds no line to the public log, rolls no die and draws no card
  (the rng is untouched), ends nothing, and leaves the seat with something to choose. The log is
  the truth of what the others have been shown (ARCHITECTURE.md, "The action log and replay"),
  so a step that changes what they see says so there; marking and unmarking does not.
* **Positions within a run** are told apart by `run_key`: the state without its log, its rng and
  its undo bookkeeping (none of which a private step changes), with every list read as a
  multiset, so that marking A then B is the same position as B then A. A run is a walk that
  never returns to a position it has left (the "cancel" that leads back to where it started is
  never taken), so the moves compared are distinct end states, not their orderings.
* **Which moves**: each first step the seat is offered, in a random order, is a move of its
  own (a plain public choice) or the start of a run, from which a random walk finds a move;
  then the runs are walked again for more distinct moves, until ``count`` are found. A run
  with thousands of end states (Crisis 2020's attacks: units, cards and a mode) is sampled,
  not listed: listing them took seconds (measured along random games).

Nothing here reads a hidden value the caller did not give it: the moves are found on whatever
state the caller passes (the computer passes a redraw of the seat's view).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from itertools import combinations
from typing import Any

from .protocol import Choice, GameState, Title
from .rng import Rng

Move = tuple[Choice, ...]

# Left out of a position's key: what no private step changes, and what only counts steps.
_BOOKKEEPING = frozenset({"log", "rng", "steps", "last_actor", "undoable_by", "undo_blocker"})
# A walk longer than this is dropped: no run of the four titles needs half as many steps.
LONGEST_RUN = 60


def _canonical(value: Any) -> Hashable:
    if isinstance(value, dict):
        return tuple(sorted((key, _canonical(item)) for key, item in value.items()))
    if isinstance(value, list):
        return _multiset([_canonical(item) for item in value])
    return value


def _multiset(items: list[Hashable]) -> Hashable:
    try:
        return tuple(sorted(items))
    except TypeError:  # items of mixed kinds: any fixed order will do
        return tuple(sorted(items, key=repr))


def run_key(state: GameState) -> Hashable:
    """A position within a run, as a run tells positions apart (module docstring)."""
    return _canonical(state.model_dump(exclude=_BOOKKEEPING))


class RunKeys:
    """`run_key` of the positions of runs from one root, found faster: a run changes a few
    values of a large state (a unit marked among a hundred pieces), so whatever still equals
    the root where it stands reuses the root's canonical form, worked out once. The key is the
    same as `run_key`'s; finding it took more than a third of a decision's time."""

    def __init__(self, root: GameState) -> None:
        self._root = root.model_dump(exclude=_BOOKKEEPING)
        self._known: dict[int, Hashable] = {}  # by id of a part of the root, which stays alive

    def root(self) -> Hashable:
        return self._base(self._root)

    def of(self, state: GameState) -> Hashable:
        return self._against(state.model_dump(exclude=_BOOKKEEPING), self._root)

    def _base(self, part: Any) -> Hashable:
        known = self._known.get(id(part))
        if known is None:
            known = self._known[id(part)] = _canonical(part)
        return known

    def _against(self, value: Any, base: Any) -> Hashable:
        if type(value) is type(base) and value == base:
            return self._base(base)
        if isinstance(value, dict) and isinstance(base, dict):
            return tuple(
                sorted((key, self._against(item, base.get(key))) for key, item in value.items())
            )
        if isinstance(value, list) and isinstance(base, list):
            return _multiset(
                [
                    self._against(item, base[index]) if index < len(base) else _canonical(item)
                    for index, item in enumerate(value)
                ]
            )
        return _canonical(value)


def continues(title: Title, before: GameState, after: GameState, role: str) -> list[Choice]:
    """The seat's next steps if its run goes on from ``before`` to ``after``, else none."""
    if (
        after.outcome is not None
        or len(after.log) != len(before.log)
        or after.rng.counter != before.rng.counter
    ):
        return []
    return title.choices(after, role)


def step(title: Title, world: GameState, role: str, choice: Choice) -> GameState:
    """``world`` after ``role``'s ``choice``, on a copy (a walk may drop it)."""
    after = world.clone()
    title.advance(after, role, choice)
    return after


def sample_moves(
    title: Title,
    world: GameState,
    role: str,
    first: list[Choice],
    rng: Rng,
    count: int,
    out_of_time: Callable[[], bool] = lambda: False,
) -> list[Move]:
    """Up to ``count`` distinct whole moves of ``role`` from ``world``, whose first step is one
    of ``first`` (the seat's view's choices, its interrupts included). At least one move,
    whatever the clock says."""
    # Each first step is a branch: a move of its own, or the start of a run, walked again and
    # again for distinct moves. The branches take turns in a random order, so that a budget of
    # one move is a uniformly random first step, and a larger one covers every branch before
    # any run is walked twice.
    branches: list[tuple[GameState, Choice, list[Choice]]] = []
    moves: dict[Hashable, Move] = {}
    keys = RunKeys(world)
    for choice in by_kind(first, rng, title.ranks(world, role, first)):
        if len(moves) >= count:
            break
        if moves and out_of_time():
            break
        after = step(title, world, role, choice)
        following = continues(title, world, after, role)
        if not following:
            moves[(choice.verb, repr(choice.arg))] = (choice,)
            continue
        start = (after, choice, following)
        branches.append(start)
        walked = _walk(title, world, role, start, keys, rng)
        if walked is not None:
            moves.setdefault(walked[0], walked[1])
    tries = 0
    while branches and len(moves) < count and tries < 2 * count:
        if moves and out_of_time():
            break
        walked = _walk(title, world, role, branches[tries % len(branches)], keys, rng)
        tries += 1
        if walked is not None:
            moves.setdefault(walked[0], walked[1])
    if not moves:  # every run led back to where it started and nothing else is offered
        return [(first[0],)]
    return list(moves.values())


def by_kind(choices: list[Choice], rng: Rng, ranks: list[int] | None = None) -> list[Choice]:
    """``choices`` in a random order that takes each kind (verb) in turn: a random kind, then a
    random choice of it, the best ranked first (`Title.ranks`). A walk that took a uniformly
    random button would mark 60 units before it chose the one "To ..." that ends a move (a
    National Emergency's movement: a run of 12 to 60 steps of about 10 ms each), and the few
    moves compared would rarely include "Done"."""
    order = rng.sample(range(len(choices)), len(choices))
    if ranks is not None:
        order.sort(key=lambda i: ranks[i])  # stable: random within a rank
    kinds: dict[str, list[Choice]] = {}
    for i in order:
        kinds.setdefault(choices[i].verb, []).append(choices[i])
    # The kinds in a uniformly random order: in order of first appearance, the kind with the most
    # choices would nearly always come first.
    rounds = rng.sample(list(kinds.values()), len(kinds))
    ordered = []
    for index in range(max(map(len, rounds), default=0)):
        ordered += [kind[index] for kind in rounds if index < len(kind)]
    return ordered


def _walk(
    title: Title,
    world: GameState,
    role: str,
    start: tuple[GameState, Choice, list[Choice]],
    keys: RunKeys,
    rng: Rng,
) -> tuple[Hashable, Move] | None:
    """One random run from ``start`` to its end, never back to a position it left; with the key
    of the position before its last step and that step, which tell moves apart. None when every
    way on leads back (a Contest whose every marking is prohibited can only be cancelled)."""
    here, first, legal = start
    key = keys.of(here)
    visited = {keys.root(), key}
    path = [first]
    while len(path) < LONGEST_RUN:
        for choice in by_kind(legal, rng, title.ranks(here, role, legal)):
            after = step(title, here, role, choice)
            following = continues(title, here, after, role)
            if not following:
                path.append(choice)
                return (key, choice.verb, repr(choice.arg)), tuple(path)
            after_key = keys.of(after)
            if after_key in visited:
                continue
            visited.add(after_key)
            here, legal, key = after, following, after_key
            path.append(choice)
            break
        else:
            return None
    return None


def shortest(title: Title, world: GameState, role: str, move: Move) -> Move:
    """``move`` without the pairs of steps that cancel out (a card marked, then taken back):
    the same move, the same position before its last step, in fewer steps, so that a player
    reading the log or undoing never sees the computer mark and unmark. A pair is a step and a
    later one about the same thing (the same arg) whose removal leaves the rest legal and the
    position the same (`run_key`)."""
    prefix, last = list(move[:-1]), move[-1]
    target = _prefix_key(title, world, role, prefix)
    changed = True
    while changed:
        changed = False
        for i, j in combinations(range(len(prefix)), 2):
            if prefix[i].arg is None or prefix[i].arg != prefix[j].arg:
                continue
            shorter = prefix[:i] + prefix[i + 1 : j] + prefix[j + 1 :]
            if _prefix_key(title, world, role, shorter) == target:
                prefix, changed = shorter, True
                break
    return (*prefix, last)


def _prefix_key(title: Title, world: GameState, role: str, steps: list[Choice]) -> Hashable:
    """The position ``steps`` lead to from ``world``, or None if one of them is not legal."""
    here = world.clone()
    if not carry_out(title, here, role, tuple(steps), check_first=True):
        return None
    return run_key(here)


def carry_out(
    title: Title, world: GameState, role: str, move: Move, check_first: bool = False
) -> bool:
    """Play ``move`` on ``world`` itself; False (and ``world`` part played) if a step after the
    first (or the first too, with ``check_first``) is not legal there. The seat's own steps
    depend only on what it sees, so a move found on one redraw is legal on every other; the
    check guards a title that breaks this."""
    for index, choice in enumerate(move):
        if index or check_first:
            legal = next((c for c in title.choices(world, role) if c.matches(choice)), None)
            if legal is None:
                return False
            choice = legal
        title.advance(world, role, choice)
    return True
