"""Typed commands (`/play do:`): a phase's run of picks in one line, read into the atomic
choices the buttons would make, each checked against the state the ones before it leave, while
the store applies them, all or none (rules/core/typed.py).

    discard Franco, Stalin's Purges; done      (Recruit: discard and redraw)
    done                                       (Recruit: keep the hand; any phase's Done)
    keep Condor Legion                         (Event: the card kept of the 5 drawn)
    play Non-Intervention                      (Event)     pass
    commit Army of Africa, Condor Legion; confirm          (Attack)
    take back Condor Legion                    (Attack)    confirm
    take territory                             decline     (after winning an attack)
    keep Franco, Mola; done                    (Logistics: the cards kept)

Commands are separated by ";", cards by ",". A card is named as printed or by part of its name,
case and accents aside ("franco" for General Francisco Franco); when copies of one card are in
the hand, any copy is the same. A name that fits cards of different names is refused with them
listed. Each word is the verb of the button it stands for: "keep" in the Recruit phase takes a
discard pick back, as its button does; "unkeep" takes back a Logistics pick.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import TYPE_CHECKING

from rules.core import Choice, IllegalChoice, Msg, RuleError
from rules.core.maps import normalize
from rules.core.typed import Plan

from .cards import CARDS
from .state import SCWState

if TYPE_CHECKING:
    from .title import SpanishCivilWar

# Typed words -> the verb of the choices they stand for.
_WITH_CARDS = {
    "discard": "discard",
    "keep": "keep",
    "unkeep": "unkeep",
    "dont keep": "unkeep",
    "play": "play",
    "commit": "commit",
    "take back": "uncommit",
    "uncommit": "uncommit",
}
_BARE = {"done": "done", "pass": "pass", "confirm": "confirm", "decline": "decline"}
_TAKE = re.compile(r"^take(\s+(a\s+)?territory(\s+token)?)?$")
HELP = Msg("scw-typed-help")

# The steps of one command: each choice yielded is legal in the state last sent; what it
# returns is the state after its last step.
Steps = Generator[Choice, SCWState, SCWState]


def parse(title: SpanishCivilWar, state: SCWState, role: str, text: str) -> Plan:
    commands = [c.strip() for c in text.split(";") if c.strip()]
    if not commands:
        raise RuleError(Msg("scw-typed-empty", help=HELP))
    for command in commands:
        state = yield from _command(title, state, role, command)


def _command(title: SpanishCivilWar, state: SCWState, role: str, command: str) -> Steps:
    said = normalize(command)
    if said in _BARE or _TAKE.match(said):
        verb = _BARE.get(said, "take territory")
        legal = [c for c in title.view(state, role).choices if c.verb == verb]
        if not legal:
            raise IllegalChoice(Msg("scw-typed-not-now", command=command))
        return (yield legal[0])
    words = next(
        (w for w in sorted(_WITH_CARDS, key=len, reverse=True) if said.startswith(w)), None
    )
    if words is None or not said[len(words) :].startswith(" "):
        raise RuleError(Msg("scw-typed-unknown", command=command, help=HELP))
    verb = _WITH_CARDS[words]
    names = _after_words(command, len(words.split()))
    for name in (n.strip() for n in names.split(",")):
        if not name:
            continue
        state = yield _card(title, state, role, verb, name, command)
    return state


def _after_words(command: str, count: int) -> str:
    """``command`` without its first ``count`` words (the verb), as typed."""
    return re.split(r"\s+", command.strip(), maxsplit=count)[-1]


def _card(
    title: SpanishCivilWar, state: SCWState, role: str, verb: str, name: str, command: str
) -> Choice:
    """The legal choice of ``verb`` whose card ``name`` names."""
    legal = [c for c in title.view(state, role).choices if c.verb == verb]
    if not legal:
        raise IllegalChoice(Msg("scw-typed-nothing", command=command, verb=command.split()[0]))
    wanted = normalize(name)
    exact = [c for c in legal if normalize(CARDS[str(c.arg)].name) == wanted]
    found = exact or [c for c in legal if wanted in normalize(CARDS[str(c.arg)].name)]
    names = sorted({CARDS[str(c.arg)].name for c in found})
    if not found:
        offered = ", ".join(sorted({CARDS[str(c.arg)].name for c in legal}))
        raise IllegalChoice(Msg("scw-typed-no-card", command=command, name=name, offered=offered))
    if len(names) > 1:
        either = Msg("scw-or", first=Msg.join(*names[:-1], sep=", "), second=names[-1])
        raise IllegalChoice(Msg("scw-typed-which", command=command, name=name, names=either))
    return found[0]
