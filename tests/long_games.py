"""Games of any length, for the checkpoint tests and the bench (bench/answers.py): the golden
games' random policy (tests/golden/games.py: the fuzzer's picks, take-backs and dice rolls),
with dice rolls asked in the thread between the choices often enough that the game is still
running after ``length`` actions. A game of the titles ends within a few hundred choices; a
thread of a game that has gone on for weeks holds thousands of actions, most of them such
rolls and look-ups."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from rules import TABLES, TITLES
from rules.core import GameState, Title
from rules.core.replay import Replayer
from tests.golden.games import P_ROLL, _next


def actions(title_id: str, state: GameState, length: int) -> list[dict[str, Any]]:
    """``length`` actions played on from ``state`` (the set-up, or a stored game's state) after
    which the game is still running. Same state, same actions."""
    rolls = P_ROLL
    while True:
        played = list(_played(TITLES[title_id], state, length, rolls))
        if len(played) == length:
            return played
        # The game ended first: ask for more rolls between its choices and play it again.
        rolls = 1 - (1 - rolls) / 2


def _played(title: Title, state: GameState, length: int, rolls: float) -> Iterator[dict[str, Any]]:
    replayer = Replayer(title, TABLES, state)
    rng = random.Random(f"{state.model_dump_json()} {length} {rolls}")
    for seq in range(1, length + 1):
        action = _next(title, replayer, rng, "random")
        if action is None:
            return
        if action["kind"] == "choice" and rng.random() < rolls:
            request = {"expression": "2d6", "roles": [action["role"]]}
            action = {**action, "kind": "roll", "verb": None, "arg": None, "request": request}
        replayer.step(seq=seq, **action)
        if replayer.state.outcome is not None:
            return
        yield action
