"""What every title shares: the protocol, errors (`RuleError` and the kinds a caller tells
apart by type), the seeded rng, dice, result tables, decks, and the words for counts and
sentences (`plural`, `full_stop`)."""

from .errors import (
    GameOver,
    IllegalChoice,
    NotYourTurn,
    RuleError,
    UnknownOption,
    UnknownRole,
    UnknownScenario,
    UnknownTable,
    UnknownTitle,
)
from .messages import Msg, Text, render
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
    "GameOver",
    "GameState",
    "IllegalChoice",
    "Msg",
    "NotYourTurn",
    "Outcome",
    "Private",
    "Rng",
    "RuleError",
    "Scenario",
    "Text",
    "Title",
    "UnknownOption",
    "UnknownRole",
    "UnknownScenario",
    "UnknownTable",
    "UnknownTitle",
    "View",
    "commitment",
    "full_stop",
    "new_seed",
    "plural",
    "render",
    "seed_from_text",
]
