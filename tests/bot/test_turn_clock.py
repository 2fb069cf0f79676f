"""The computer's clock is the player's wait (bot/computer.py, `TurnClock`; README "Computer
players"): the decisions of one seat's turn share its level's `TURN_SECONDS`, evenly among as
many as its recent turns held (half of what is left in its first turn), never less than
`LEAST_SECONDS`, and a turn starts again once another seat has moved."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot import computer
from bot.computer import LEAST_SECONDS, TURN_SECONDS, TurnClock
from rules.core.computer import Level


@pytest.fixture
def now(monkeypatch):
    """A clock the test moves by hand."""
    clock = SimpleNamespace(t=1000.0)
    monkeypatch.setattr(computer.time, "monotonic", lambda: clock.t)
    return clock


def after(actor: str | None) -> SimpleNamespace:
    """A state whose last choice was ``actor``'s: all the clock reads of it."""
    return SimpleNamespace(last_actor=actor)


def test_a_turns_decisions_share_its_time_and_another_seats_move_starts_a_new_turn(now):
    clock, hard = TurnClock(), TURN_SECONDS[Level.HARD]
    first = clock.seconds("red", Level.HARD, after("blue"), "red")
    assert first == pytest.approx(hard / 2)
    now.t += first  # it thought all it was given, and must move again: the same turn
    second = clock.seconds("red", Level.HARD, after("red"), "red")
    assert second == pytest.approx(hard / 4)
    now.t += hard  # the turn's time is spent: the floor, not nothing and not a new turn
    assert clock.seconds("red", Level.HARD, after("red"), "red") == LEAST_SECONDS
    # Someone else moved: a new turn, with the whole of it again, shared among the three
    # decisions the last turn held.
    assert clock.seconds("red", Level.HARD, after("blue"), "red") == pytest.approx(hard / 3)


def test_a_turn_shares_its_time_evenly_among_the_decisions_its_recent_turns_held(now):
    clock, hard = TurnClock(), TURN_SECONDS[Level.HARD]
    for _ in range(4):  # a first turn of four decisions, each thinking all it is given
        now.t += clock.seconds("red", Level.HARD, after("red"), "red")
    given = []
    for actor in ("blue", "red", "red", "red", "red"):  # a turn one decision longer
        given.append(clock.seconds("red", Level.HARD, after(actor), "red"))
        now.t += given[-1]
    # A quarter each, not a half, a quarter, an eighth...; the decision the last turn did not
    # have leaves half of what is left, for one more.
    assert given[:3] == pytest.approx([hard / 4] * 3)
    assert given[3:] == pytest.approx([hard / 8, hard / 16])
    # A short turn (a counterattack offered) expects as many as the longest recent turn.
    assert clock.seconds("red", Level.HARD, after("blue"), "red") == pytest.approx(hard / 5)


def test_each_seat_and_level_has_its_own_turn(now):
    clock = TurnClock()
    normal = clock.seconds(("game 1", "red"), Level.NORMAL, after(None), "red")
    hard = clock.seconds(("game 2", "red"), Level.HARD, after(None), "red")
    assert normal == pytest.approx(TURN_SECONDS[Level.NORMAL] / 2)
    assert hard == pytest.approx(TURN_SECONDS[Level.HARD] / 2)
    # A seat the clock has never seen starts a turn, even if it moved last (a restart).
    fresh = TurnClock().seconds(("game 1", "red"), Level.NORMAL, after("red"), "red")
    assert fresh == pytest.approx(TURN_SECONDS[Level.NORMAL] / 2)
