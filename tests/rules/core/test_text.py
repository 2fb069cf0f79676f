"""rules.core.text: counted nouns and sentences, the one place the rules spell them (no more
"1 fled American Militia units", nor a double full stop in `rules.verify`)."""

from __future__ import annotations

import pytest

from rules.core import full_stop, plural
from rules.core.text import word


@pytest.mark.parametrize(
    ("n", "expected"),
    [(0, "0 units"), (1, "1 unit"), (2, "2 units"), (-1, "-1 units"), (25, "25 units")],
)
def test_plural_adds_s_except_for_one(n, expected):
    assert plural(n, "unit") == expected


def test_plural_takes_an_explicit_irregular_plural():
    assert plural(1, "army", "armies") == "1 army"
    assert plural(3, "army", "armies") == "3 armies"
    assert plural(2, "roll/shuffle", "rolls/shuffles") == "2 rolls/shuffles"
    # A phrase counts as a whole: the noun is its last word.
    assert plural(1, "fled American Militia unit") == "1 fled American Militia unit"
    assert plural(4, "fled American Militia unit") == "4 fled American Militia units"


def test_word_agrees_without_the_number():
    assert word(1, "unit") == "unit" and word(2, "unit") == "units"
    assert word(1, "returns", "return") == "returns"
    assert word(0, "returns", "return") == "return"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a tie, 0 each", "a tie, 0 each."),
        ("a tie, 0 each.", "a tie, 0 each."),
        ("Was it?", "Was it?"),
        ("Ambush!", "Ambush!"),
        ("and so on…", "and so on…"),
        ("and so on...", "and so on..."),
        ("a tie.  ", "a tie.  "),
        ("", ""),
    ],
)
def test_full_stop_ends_a_sentence_once(text, expected):
    assert full_stop(text) == expected
