"""What every title shares: the protocol, errors, the seeded rng, dice, result tables, decks."""

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
    "new_seed",
    "seed_from_text",
]
