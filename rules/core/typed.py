"""Typed commands (`/play do:`): a title reads one into a plan, and whoever carries the plan out
applies each of its steps once.

A command's later steps depend on the state its earlier ones leave (in Crisis 2020 "Insurgents
+ Insurgents" is the next Insurgents unit still free each time; the second "end" of "end; end"
ends whichever phase the first one led to), so a title cannot turn the whole text into choices
before any is applied, and it must not apply them itself: the store applies them, in its
transaction. Reading is kept apart from applying, as python-chess keeps `parse_san` apart from
`push`.

A `Plan` is a generator (`Title.plan`). It yields the next atomic choice, checked against the
state it was last given (at first, the state the command was typed in), and is sent the state
after that choice was applied; it raises `RuleError`, naming the bad part, at the first part
it cannot read or that is not possible then. `drive` carries a plan out with an ``apply`` of
the caller's: the store's logs each step as its own action and rolls everything back on any
refusal; `play_typed` applies them to copies, for tests.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import NamedTuple

from .errors import RuleError
from .messages import Msg
from .protocol import Choice, GameState, Title

Plan = Generator[Choice, GameState, None]


def drive(plan: Plan, apply: Callable[[Choice], GameState]) -> list[Choice]:
    """Carry ``plan`` out: each choice it yields is applied once, by ``apply``, which returns
    the state after it, and that state is sent back for the next choice. Returns the choices
    applied, in order. A `RuleError` of the plan's or of ``apply``'s stops it there: undoing
    what was applied is the caller's part (the store's transaction; a copy dropped)."""
    done: list[Choice] = []
    choice = next(plan, None)
    while choice is not None:
        state = apply(choice)
        done.append(choice)
        choice = _next(plan, state)
    if not done:
        raise RuleError(Msg("core-nothing-to-do"))
    return done


def _next(plan: Plan, state: GameState) -> Choice | None:
    try:
        return plan.send(state)
    except StopIteration:
        return None


class Played(NamedTuple):
    """A typed command carried out: the state after it, and the choices it stood for."""

    state: GameState
    choices: list[Choice]


def play_typed(title: Title, state: GameState, role: str, text: str) -> Played:
    """``text`` typed by ``role``, carried out without storage: each step applied once, to a
    copy (`Title.apply` copies; ``state`` stays as it was). For the titles' tests; the store
    drives the plan itself, in its transaction."""
    current = state

    def apply(choice: Choice) -> GameState:
        nonlocal current
        current = title.apply(current, role, choice)
        return current

    choices = drive(title.plan(state, role, text), apply)
    return Played(current, choices)
