"""Typed commands (`/play do:`): a whole move or contest in one line, read into the atomic
choices the buttons would make, each checked against the state the ones before it leave, while
the store applies them, all or none (rules/core/typed.py).

    move Ontario 1, Petroleum -> Red L3        (pieces may come from several squares)
    contest Orange A2 with Red A1, Red A2       (without "with": every stack of yours that may)
    contest CZ 2 with Blue A3 taker Quebec 4    (a Crisis Zone stack by its number)
    play #12        play Crisis Territory       call Orange L3 (a call without a card)
    target Orange L3      yes / no (a ballot)     place Red A1     arrange
    give Finance to Green      form (call the vote on your government)
    drop Ontario 1     take Ontario 1     invite     pass     end
    reveal Red L2 (turn your own Issue there face up)

In a National Emergency (10.0):

    national emergency (the attempt, 10.1)      join / oppose / neutral (your stance)
    call up Ontario 1, Ontario 2   call up none (10.23)     place Red A1     arrange
    move Camerons, Manitoba 1 -> Green A4        (Military Units by name or designation)
    attack Blue A3 with Camerons, R22eR          (without "with": every unit that may)
    retreat Green A2     end

Commands are separated by ";". Pieces, cards and squares may be named loosely (case, accents
and punctuation do not matter; "RA1" is Red A1, "CZ" the Crisis Zone). A bad part is named in
the error and nothing is applied.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import TYPE_CHECKING

from rules.core import Choice, IllegalChoice, Msg, RuleError
from rules.core.maps import normalize
from rules.core.typed import Plan

from . import contest, emergency, war
from .components import DISPLAY, MILITARY, PIECES
from .data import COLORS, CRISIS_ZONE
from .ops import card_of, key_of, split_key, where_label
from .state import CCWState

if TYPE_CHECKING:
    from .title import CanadianCivilWar

_MOVE = re.compile(r"^move\s+(.+?)\s*->\s*(.+)$", re.I)
_ATTACK = re.compile(r"^attack\s+(.+?)(?:\s+with\s+(.+))?$", re.I)
_CALL_UP = re.compile(r"^call\s+up\s+(.+)$", re.I)
_CONTEST = re.compile(r"^contest\s+(.+?)(?:\s+with\s+(.+?))?(?:\s+taker\s+(.+))?$", re.I)
_GIVE = re.compile(r"^give\s+(.+?)\s+to\s+(\w+)$", re.I)
_WORDS = {
    "end": "end",
    "pass": "pass",
    "roll": "roll",
    "cancel": "cancel",
    "invite": "invite",
    "arrange": "arrange",
    "form": "vote",
    "call the vote": "vote",
    "yes": "aye",
    "aye": "aye",
    "for": "aye",
    "no": "nay",
    "nay": "nay",
    "against": "nay",
    "block": "nay",
    "join": "join",
    "oppose": "oppose",
    "neutral": "neutral",
}
# The commands, as the refusals list them (catalogs/*/emergency.ftl): English words in every
# language, which is what a player types.
HELP = Msg("ccw-typed-help")


# The steps of one command: each choice yielded is legal in the state last sent; what it
# returns is the state after its last step.
Steps = Generator[Choice, CCWState, CCWState]


def parse(title: CanadianCivilWar, state: CCWState, role: str, text: str) -> Plan:
    if emergency.asked(text):
        # The attempt is open at any moment to whoever is eligible, waited on or not (10.1):
        # its one choice, or why not.
        attempt = emergency.interrupts(state, role)
        if not attempt:
            raise IllegalChoice(emergency.refusal(state, role))
        yield attempt[0]
        return
    commands = [c.strip() for c in text.split(";") if c.strip()]
    if not commands:
        raise RuleError(Msg("ccw-typed-empty", help=HELP))
    for command in commands:
        state = yield from _command(title, state, role, command)


def _step(
    title: CanadianCivilWar, state: CCWState, role: str, choice: Choice, command: str
) -> Steps:
    """``choice``, if it is legal in ``state``; the state after it."""
    if not any(c.matches(choice) for c in title.view(state, role).choices):
        raise IllegalChoice(Msg("ccw-typed-in", command=command, why=_refused(state, choice)))
    return (yield choice)


def _each(
    title: CanadianCivilWar, state: CCWState, role: str, choices: list[Choice], command: str
) -> Steps:
    for choice in choices:
        state = yield from _step(title, state, role, choice, command)
    return state


# Why a typed step may be refused, by verb, when the Emergency's own rules are the likely cause
# (ccw-typed-why-<verb>).
_WHY = ("to", "attack", "add", "retreat")
# A refused step by what it names: a place (ccw-typed-<verb> with $where), or a piece or unit
# (with $thing).
_PLACES = ("to", "place", "retreat", "attack")
_THINGS = ("pick", "add", "mark")


def _refused(state: CCWState, choice: Choice) -> Msg:
    """A refused typed step in words: squares and pieces by name, and, in a National
    Emergency, the rule that most often refuses it."""
    arg = str(choice.arg)
    what: str | None = None
    if choice.arg is not None and choice.verb in _PLACES:
        what = Msg(f"ccw-typed-{choice.verb}", where=where_label(split_key(arg)[0]))
    elif choice.arg is not None and choice.verb in _THINGS:
        what = Msg(f"ccw-typed-{choice.verb}", thing=war.name(arg))
    line = Msg("ccw-typed-not-possible", what=what or choice.describe())
    if state.emergency is not None and choice.verb in _WHY:
        return Msg.join(
            line, Msg("ccw-typed-in-emergency", why=Msg(f"ccw-typed-why-{choice.verb}"))
        )
    return line


def _command(title: CanadianCivilWar, state: CCWState, role: str, command: str) -> Steps:
    lowered = " ".join(command.lower().split())
    if lowered in _WORDS:
        only = _only(title, state, role, _WORDS[lowered], command)
        return (yield from _step(title, state, role, only, command))
    if match := _CALL_UP.match(command):
        choices = _call_up(title, state, role, match[1], command)
        return (yield from _each(title, state, role, choices, command))
    if match := _ATTACK.match(command):
        return (yield from _attack(title, state, role, match, command))
    if match := _CONTEST.match(command):
        return (yield from _contest(title, state, role, match, command))
    return (yield from _each(title, state, role, _choices(title, state, role, command), command))


def _choices(title: CanadianCivilWar, state: CCWState, role: str, command: str) -> list[Choice]:
    """The steps of a command read whole against ``state``: one, or a few that do not depend
    on each other."""
    verb, _, rest = command.partition(" ")
    verb = verb.lower()
    if verb == "retreat" and rest:
        return [Choice(verb="retreat", arg=_square(rest)[0])]
    if match := _MOVE.match(command):
        pieces = [_piece(p) for p in re.split(r",|\+", match[1]) if p.strip()]
        return [*(Choice(verb="pick", arg=p) for p in pieces), _to(match[2])]
    if match := _GIVE.match(command):
        color = match[2].lower()
        if color not in COLORS:
            raise RuleError(
                Msg(
                    "ccw-typed-no-colour",
                    command=command,
                    given=repr(match[2]),
                    colours=", ".join(COLORS),
                )
            )
        return [Choice(verb="give", arg=f"{_piece(match[1])}:{color}")]
    if verb == "play" and rest:
        return [_card(title, state, role, rest, command)]
    if verb in ("place", "target") and rest:
        return [_square_choice(title, state, role, "place" if verb == "place" else "to", rest)]
    if verb == "call" and rest:
        return [Choice(verb="call"), _to(rest)]
    if verb in ("drop", "take") and rest:
        return [Choice(verb=verb, arg=_piece(rest))]
    if verb == "reveal" and rest:
        return [_reveal(title, state, role, rest)]
    raise RuleError(Msg("ccw-typed-unknown", command=command, help=HELP))


def _only(title: CanadianCivilWar, state: CCWState, role: str, verb: str, command: str) -> Choice:
    legal = [c for c in title.view(state, role).choices if c.verb == verb]
    if not legal:
        raise RuleError(Msg("ccw-typed-not-now", command=command))
    return legal[0]


def _piece(text: str) -> str:
    """The Active Piece or Military Unit a player means: its id, name, alias or (a unit's)
    designation, loosely."""
    key = normalize(text)
    for piece, spec in PIECES.items():
        if key in {normalize(piece), normalize(spec.name), *map(normalize, spec.aliases)}:
            return piece
    for unit, found in MILITARY.units.items():
        if key in {normalize(unit), normalize(found.name), normalize(found.designation)}:
            return unit
    raise RuleError(Msg("ccw-typed-no-piece", name=repr(text.strip())))


def _call_up(title, state: CCWState, role: str, text: str, command: str) -> list[Choice]:
    """10.23: mark the named Constituencies (or none) and roll."""
    if normalize(text) == "none":
        return [Choice(verb="roll")]
    marks = [Choice(verb="mark", arg=_piece(p)) for p in re.split(r",|\+", text) if p.strip()]
    return [*marks, Choice(verb="roll")]


def _attack(title, state: CCWState, role: str, match: re.Match[str], command: str) -> Steps:
    """10.7: the defending stack, the attacking units (all that may, without "with"), roll."""
    target = Choice(verb="attack", arg=_key(title, state, role, match[1], "attack"))
    state = yield from _step(title, state, role, target, command)
    if match[2]:
        adds = [Choice(verb="add", arg=_piece(p)) for p in re.split(r",|\+", match[2]) if p.strip()]
    else:
        adds = [c for c in title.view(state, role).choices if c.verb == "add"]
    state = yield from _each(title, state, role, adds, command)
    return (yield from _step(title, state, role, Choice(verb="roll"), command))


def _square(text: str) -> tuple[str, int | None]:
    """A square, or the Crisis Zone with the number of one of its stacks ("CZ 2")."""
    words = text.strip()
    match = re.match(r"^(.*?)[\s:]+(\d+)$", words)
    if match:
        try:
            if DISPLAY.find(match[1]).id == CRISIS_ZONE:
                return CRISIS_ZONE, int(match[2])
        except RuleError:
            pass  # not the Crisis Zone: a square whose name ends in a number
    return DISPLAY.find(words).id, None


def _key(title, state: CCWState, role: str, text: str, verb: str) -> str:
    """The stack key among the legal choices of ``verb`` that ``text`` names."""
    square, number = _square(text)
    offered = [str(c.arg) for c in title.view(state, role).choices if c.verb == verb]
    hits = [
        k
        for k in offered
        if split_key(k)[0] == square and (number is None or split_key(k)[1] == number)
    ]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise RuleError(Msg("ccw-typed-no-place", name=repr(text.strip())))
    numbers = ", ".join(f"CZ {split_key(k)[1]}" for k in hits)
    raise RuleError(Msg("ccw-typed-which-stack", numbers=numbers))


def _square_choice(title, state: CCWState, role: str, verb: str, text: str) -> Choice:
    return Choice(verb=verb, arg=_key(title, state, role, text, verb))


def _to(text: str) -> Choice:
    """Where pieces go, or the Issue a call names: a square (the Crisis Zone as a whole)."""
    return Choice(verb="to", arg=_square(text)[0])


def _reveal(title, state: CCWState, role: str, text: str) -> Choice:
    """One's own face-down Issue, by the square (or Crisis Zone stack) it lies in."""
    square, number = _square(text)
    for choice in title.view(state, role).choices:
        if choice.verb == "reveal":
            where, stack = split_key(key_of(state.issues[str(choice.arg)]))
            if where == square and number in (None, stack):
                return choice
    raise RuleError(Msg("ccw-typed-no-reveal", name=repr(text.strip())))


def _card(title, state: CCWState, role: str, text: str, command: str) -> Choice:
    """A card in hand by its number ("#12", "12") or its name (the start of it will do)."""
    offered = [c for c in title.view(state, role).choices if c.verb == "play"]
    wanted = text.strip().lstrip("#")
    key = normalize(text)
    for choice in offered:
        spec = card_of(str(choice.arg))
        if wanted.isdigit() and int(wanted) == spec.number:
            return choice
        if normalize(spec.name) == key or normalize(spec.name).startswith(key):
            return choice
    raise RuleError(Msg("ccw-typed-no-card", command=command, name=repr(text.strip())))


def _contest(title, state: CCWState, role: str, match: re.Match[str], command: str) -> Steps:
    issue = Choice(verb="contest", arg=_key(title, state, role, match[1], "contest"))
    state = yield from _step(title, state, role, issue, command)
    if match[2]:
        # Every stack named is looked for among those the contest offers before any is added.
        adds = [
            Choice(verb="add", arg=_key(title, state, role, part, "add"))
            for part in re.split(r",|\+", match[2])
            if part.strip()
        ]
    else:
        adds = [c for c in title.view(state, role).choices if c.verb == "add"]
    state = yield from _each(title, state, role, adds, command)
    if match[3]:
        taker = _piece(match[3])
        assert state.contest is not None
        # The only Constituency that may take the Issue takes it unasked (title.py offers no
        # choice then): naming it is no mistake.
        if contest.takers(state, state.contest, role) != [taker]:
            state = yield from _step(title, state, role, Choice(verb="taker", arg=taker), command)
    return (yield from _step(title, state, role, Choice(verb="roll"), command))
