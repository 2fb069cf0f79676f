"""Errors the rules raise. A `RuleError` is the only exception a legal caller should see.

Its subclasses name the refusals a caller may want to tell apart, so that it catches them by
type rather than by their words (which are the player's, and may change): a choice from a role
nobody waits on (`NotYourTurn`), a choice not offered (`IllegalChoice`), anything asked of a
game that has ended (`GameOver`), and a name that is not one of the title's or the house's
(`UnknownTitle`, `UnknownScenario`, `UnknownRole`, `UnknownOption`, `UnknownTable`). Each
keeps the message it is given, word for word; a title-specific refusal that is none of these
stays a plain `RuleError`.
"""

from .messages import Msg


class RuleError(Exception):
    """A choice or request the rules refuse.

    The message is written for the player: it says what was wrong, what is allowed, and cites
    the rule (``rule``) when there is one.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.message = message
        self.rule = rule
        # A message of the rules stays one with its rule after it, to be said in any language.
        super().__init__(Msg.join(message, f"({rule})") if rule else message)


class NotYourTurn(RuleError):
    """A choice from a role the game is not waiting on now."""


class IllegalChoice(RuleError):
    """A choice the rules do not offer the role now (a role that is waited on, or one that may
    act at any moment)."""


class GameOver(RuleError):
    """A choice or change asked of a game that has ended: won, drawn or abandoned."""


class UnknownTitle(RuleError):
    """A title id that names no title."""


class UnknownScenario(RuleError):
    """A scenario id the title does not have."""


class UnknownRole(RuleError):
    """A role the title, or the game's scenario, does not seat."""


class UnknownOption(RuleError):
    """A variant option the title does not offer."""


class UnknownTable(RuleError):
    """A result table id that names no table."""
