"""Rolls and table look-ups that players ask for inside a game (ARCHITECTURE.md, "Dice you
can verify").

They draw from the game's own rng and go into its public log, so they are replayed like any
choice and every one can be checked against the seed once it is revealed. Both return a new
state; the input is never mutated.
"""

from __future__ import annotations

from typing import Any, TypeVar

from .dice import DiceRoll, roll
from .messages import Msg
from .protocol import GameState
from .tables import Resolution, Table

S = TypeVar("S", bound=GameState)


def roll_in_game(state: S, expression: str, who: str) -> tuple[S, DiceRoll]:
    new = state.clone()
    result = roll(expression, new.rng)
    new.say(Msg("core-rolled", who=who, roll=result.breakdown()))
    # A roll spends the rng: nobody may undo past it (ARCHITECTURE.md, "The rules protocol").
    new.undoable_by = None
    new.undo_blocker = "a die was rolled since"
    return new, result


def table_in_game(state: S, table: Table, who: str, **request: Any) -> tuple[S, Resolution]:
    new = state.clone()
    resolution = table.resolve(rng=new.rng, **request)
    new.say(f"📋 {who}: {resolution.text}")
    new.undoable_by = None
    new.undo_blocker = "a table was rolled on since"
    return new, resolution
