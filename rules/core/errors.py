"""Errors the rules raise. A `RuleError` is the only exception a legal caller should see."""


class RuleError(Exception):
    """A choice or request the rules refuse.

    The message is written for the player: it says what was wrong, what is allowed, and cites
    the rule (``rule``) when there is one.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.message = message
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)
