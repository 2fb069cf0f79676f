"""Typed commands carried out (rules/core/typed.py): `drive` applies each step a plan yields
once and sends the plan the state it left; a refusal stops the plan there; a plan with no step
is refused. The titles' own plans: their shortcut tests."""

from __future__ import annotations

import pytest

from rules.core import Choice, RuleError
from rules.core.typed import drive


def counting(start: int, seen: list[int]):
    """A plan over whole-number "states": each step adds the state it was sent to ``seen`` and
    asks to add 1, until the state reaches ``start`` + 3."""
    state = start
    while state < start + 3:
        state = yield Choice(verb="add", arg=state)
        seen.append(state)


def test_each_step_is_applied_once_and_the_next_is_read_against_its_state():
    seen: list[int] = []
    applied: list[Choice] = []
    state = 10

    def apply(choice: Choice) -> int:
        nonlocal state
        applied.append(choice)
        state += 1
        return state

    done = drive(counting(10, seen), apply)
    assert [c.arg for c in done] == [10, 11, 12]
    assert applied == done  # one application a step, in order
    assert seen == [11, 12, 13]  # each step was read against the state the one before left


def test_a_refused_step_stops_the_plan_there():
    seen: list[int] = []
    applied: list[Choice] = []

    def apply(choice: Choice) -> int:
        if choice.arg == 11:
            raise RuleError("In `add 11`: add 11 is not possible now.")
        applied.append(choice)
        return int(choice.arg) + 1

    with pytest.raises(RuleError, match="add 11 is not possible now"):
        drive(counting(10, seen), apply)
    assert [c.arg for c in applied] == [10]
    assert seen == [11]  # never asked for a step after the refused one


def nothing():
    """A plan that stands for no step at all (1812's `place 0 York`)."""
    yield from ()


def test_a_plan_without_a_step_is_refused():
    with pytest.raises(RuleError, match="There is nothing to do"):
        drive(nothing(), lambda choice: 0)
