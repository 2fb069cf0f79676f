"""What a picture writes in a game's language, alike for every title: its own words (the bot's
catalogs, ``pictures*.ftl``: `say`), the names of the rules' data it draws itself, which the
board model's ``fixed`` part carries in English (`data_name`), and the size a longer
language's words are drawn at rather than cut (`fitting`)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import lru_cache, partial

from bot import i18n
from rules.core.messages import SOURCE, Msg, catalog, render

from .canvas import printable, text_width

# The picture's own words in one language: `i18n.text` with the language given.
Say = Callable[..., str]


def say(language: str) -> Say:
    return partial(i18n.text, language)


def language_key(language: str) -> str:
    """``language`` as the pictures' caches key it: one object per language (they compare the
    arguments they were given by identity: `bot.images.memo`)."""
    return sys.intern(language)


def data_name(message: str, english: str, language: str) -> str:
    """The data name ``english`` in ``language``: the rules' ``message`` (``c2020-region-...``).
    In English, and wherever the rules' catalogs lack that message or it says another English
    name (a map corrected through ``GAME_DATA_DIR``), the data's own name, as it is."""
    if language == SOURCE:
        return english
    return _data_name(message, english, language)


@lru_cache(maxsize=1024)
def _data_name(message: str, english: str, language: str) -> str:
    if not catalog(SOURCE).has_message(message):
        return english
    name = Msg(message)
    return render(name, language) if name == english else english


def fitting(text: str, sizes: tuple[int, ...], room: float, *, bold: bool = False) -> int:
    """The largest of ``sizes`` at which ``text`` fits in ``room``, else the smallest: a longer
    language's words drawn a little smaller rather than cut."""
    fits = (n for n in sizes if text_width(printable(text), n, bold=bold) <= room)
    return next(fits, sizes[-1])
