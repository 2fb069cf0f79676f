"""What every title shares: the protocol, errors, the seeded rng, dice, result tables, decks,
and the words for counts and sentences (`plural`, `full_stop`)."""

from .errors import RuleError
from .protocol import (
    BaseTitle,
    Board,
    BoardField,
    Choice,
    GameOption,
    GameState,
    Outcome,
    Private,
    Scenario,
    Title,
    View,
)
from .rng import Rng, commitment, new_seed, seed_from_text
from .text import full_stop, plural

__all__ = [
    "BaseTitle",
    "Board",
    "BoardField",
    "Choice",
    "GameOption",
    "GameState",
    "Outcome",
    "Private",
    "Rng",
    "RuleError",
    "Scenario",
    "Title",
    "View",
    "commitment",
    "full_stop",
    "new_seed",
    "plural",
    "seed_from_text",
]
