"""What the Canadian Civil War picture says, in a game's language (README, "Languages"): its own
words, from the bot's catalogs (``pictures-ccw.ftl``, ids ``ccw-pic-...``), and the names of the
title's things it reads from the display's fixed facts rather than from the board model's text
(a colour, a Political Viewpoint, a square, a Province, an Issue, a Side), from the rules'
catalogs (``ccw-color-<color>``, ``ccw-view-<color>``, ``ccw-square-<id>``...). In English a
name is what the data writes, as the picture always drew it (a corrected data file included);
in another language, what the rules' catalogs say, or the data's English where they have no
such message."""

from __future__ import annotations

import sys
import unicodedata
from functools import cache

from bot import i18n
from rules.canadian_civil_war.board import Fixed, Names, Square
from rules.core.messages import SOURCE, Msg, catalog, render

from ..memo import by_identity
from .look import NAME, OTHER_PIECES, SECTION_NAME, SIDE_NAME


class Words:
    """The picture's words in ``language``: ``words(id, **args)`` says one of its own
    messages; the other methods name the title's things."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.english = language == SOURCE
        self._said: dict[tuple, str] = {}
        self._named: dict[str, str] = {}
        self._short: dict[str, str] | None = None
        self._pieces: dict[str, str] | None = None

    def __call__(self, message: str, **args: object) -> str:
        key = (message, *sorted(args.items()))
        found = self._said.get(key)
        if found is None:
            found = self._said[key] = i18n.text(self.language, message, **args)
        return found

    def lines(self, message: str, **args: object) -> list[str]:
        """A message of several lines (a legend's note), one string a line."""
        return self(message, **args).splitlines()

    def named(self, message: str, english: str) -> str:
        """A name of the title's data: ``english`` (the data's) in English; in another language
        the rules' message ``message``, or ``english`` where no catalog has it."""
        if self.english:
            return english
        found = self._named.get(message)
        if found is None:
            has = catalog(SOURCE).has_message(message)
            found = self._named[message] = render(Msg(message), self.language) if has else english
        return found

    def color(self, color: str) -> str:
        return self.named(f"ccw-color-{color}", NAME[color])

    def view(self, color: str, fixed: Fixed) -> str:
        return self.named(f"ccw-view-{color}", fixed.viewpoints[color])

    def player(self, color: str, fixed: Fixed) -> str:
        """A player by colour and Political Viewpoint: "Red (Federalist)"."""
        return self("ccw-pic-player", color=self.color(color), view=self.view(color, fixed))

    def players(self, colors: list[str], fixed: Fixed) -> str:
        """Players one after another: "Red (Federalist) and Blue (Separatist)"."""
        found = ""
        for color in colors:
            one = self.player(color, fixed)
            found = self("ccw-pic-and", first=found, second=one) if found else one
        return found

    def side(self, side: str) -> str:
        return self.named(f"ccw-side-{side}", SIDE_NAME[side])

    def side_short(self, side: str) -> str:
        """A Side's name where room is short: "Government"."""
        return self.named(f"ccw-side-short-{side}", SIDE_NAME[side].split()[0])

    def section(self, section: str) -> str:
        return self.named(f"ccw-section-{section}", SECTION_NAME[section])

    def square(self, square_id: str, square: Square) -> str:
        return self.named(f"ccw-square-{square_id}", square.name)

    def issue(self, kind: str, english: str) -> str:
        return self.named(f"ccw-issue-{kind}", english)

    def province(self, names: Names) -> str:
        """A Province's name on its pieces' chips. In English as the bilingual counters print
        it: the French spelling where it is the same word with its accents ("Québec"), not a
        wholly French name ("Terre-Neuve"). In another language its name there (the rules'
        ``ccw-province-<id>``, whose id is the counters' abbreviation in lower case,
        provinces.toml)."""
        if self.english:
            return names.name_fr if _plain(names.name_fr) == names.name else names.name
        return self.named(f"ccw-province-{names.abbreviation.lower()}", names.name)

    def piece(self, name: str) -> str:
        """The name of a piece that is not a Province's in this language: the board model gives
        its printed English name ("Wood"), known by the rules' English of its message
        (``ccw-piece-<id>``, for the ids of `look.OTHER_PIECES`); a name it does not know (one
        said already), as it is."""
        if self.english:
            return name
        if self._pieces is None:
            self._pieces = {}
            for piece in OTHER_PIECES:
                key = f"ccw-piece-{piece}"
                if catalog(SOURCE).has_message(key):
                    self._pieces[render(Msg(key), SOURCE)] = self.named(key, "")
        return self._pieces.get(name, name)

    def short_forms(self) -> dict[str, str]:
        """The short forms of the names of the pieces that are not a Province's, by their name
        in this language (``ccw-pic-short-<id>``, where the name needs one); in English none
        (the picture's tables: `look.COUNTER_NAMES`, `look.SHORT_FORMS`)."""
        if self._short is None:
            self._short = {}
            for piece in () if self.english else OTHER_PIECES:
                name = self.named(f"ccw-piece-{piece}", "")
                short = self(f"ccw-pic-short-{piece}")
                if name and short != name:
                    self._short[name] = short
        return self._short

    def premier(self, province: str, *, initial: bool = False) -> str:
        """A Premier's chip: "Prem Québec", or shorter "P Qbc"."""
        return self("ccw-pic-premier-initial" if initial else "ccw-pic-premier", province=province)

    @property
    def premier_word(self) -> str:
        """What a Premier's chip says before the Province ("Prem")."""
        return self.premier("").strip()


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@cache
def words(language: str = SOURCE) -> Words:
    """The picture's words in ``language`` (one object a language, its sayings remembered)."""
    return Words(sys.intern(language))


@by_identity(size=4)
def provincial(fixed: Fixed, say: Words) -> dict[str, tuple[Names, str | None]]:
    """A Provincial piece's name, as the board model may give it (its printed English name, or
    its name in ``say``'s language: the rules' ``ccw-piece-<id>``, a Constituency's id the
    Province's followed by its number, a Premier's ``premier-<province>``, pieces.toml) -> its
    Province's names and its number (None: the Premier)."""
    found: dict[str, tuple[Names, str | None]] = {}
    for piece_name, province in fixed.provinces.items():
        number = None
        if piece_name.startswith(province.name):
            number = piece_name.removeprefix(province.name).strip()
        found[piece_name] = (province, number)
        if not say.english:
            code = province.abbreviation.lower()
            piece_id = f"premier-{code}" if number is None else f"{code}-{number}"
            found.setdefault(say.named(f"ccw-piece-{piece_id}", piece_name), (province, number))
    return found
