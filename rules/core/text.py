"""Words the rules put together: counted nouns ("1 unit", "2 units") and sentences ended once.

Every count a title writes goes through `plural` (or `word`, for the noun or verb alone), so
"1 fled unit returns" never reads "1 fled units return". Irregular plurals are given, never
guessed: ``plural(n, "army", "armies")``.
"""

from __future__ import annotations

# What already ends a sentence: a full stop (an ellipsis too), a question or an exclamation.
_ENDINGS = (".", "!", "?", "…")


def word(n: int, singular: str, plural_form: str | None = None) -> str:
    """The form of ``singular`` that agrees with a count of ``n``: ``singular`` for 1, else
    ``plural_form`` (by default ``singular + "s"``). Verbs too: ``word(n, "flees", "flee")``."""
    if n == 1:
        return singular
    return plural_form if plural_form is not None else f"{singular}s"


def plural(n: int, singular: str, plural_form: str | None = None) -> str:
    """'1 unit', '0 units', '3 units'; ``plural(n, "army", "armies")`` for irregular nouns. A
    phrase is counted by its last word: ``plural(1, "fled white unit")``."""
    return f"{n} {word(n, singular, plural_form)}"


def full_stop(text: str) -> str:
    """``text`` ended by a full stop, unless it already ends a sentence ("...", "!", "?",
    "…"): a message that quotes a sentence of its own never gets a second stop."""
    if not text or text.rstrip().endswith(_ENDINGS):
        return text
    return f"{text}."
