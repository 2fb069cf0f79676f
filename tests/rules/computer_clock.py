"""The clock the blunder tests give a computer level (tests/rules/*/test_*_computer_blunders.py):
Normal thinks with its whole budget, so that its half of a test is the same on any machine; Hard
on a CPU-time clock near what the bot gives a decision (bot/computer.py, `TurnClock`), since its
whole budget takes tens of seconds where armies move. CPU time, not the wall clock, so that a
loaded machine (the suite's other worker) does not cut its search shorter."""

from __future__ import annotations

import time
from collections.abc import Callable

from rules.core.computer import Level


def out_of_time(level: Level, hard_seconds: float) -> Callable[[], bool]:
    """The ``out_of_time`` of one decision at ``level``, starting now."""
    if level is not Level.HARD:
        return lambda: False
    end = time.process_time() + hard_seconds
    return lambda: time.process_time() > end
