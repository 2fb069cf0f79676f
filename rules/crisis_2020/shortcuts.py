"""Typed commands (`/play do:`): a whole attack or move in one line, read into the atomic
choices the buttons would make, each checked against the state the ones before it leave, while
the store applies them, all or none (rules/core/typed.py).

    data Southern California: Cybernaut + Mass Rally
    armed Midwest: BATF + Community Policing
    armed Midwest max: Insurgents + Insurgents           (max, ltl: how it rolls)
    move Stryker Brigade, Cybernaut -> Greater New York
    place Midwest                                          (setup: the next unit)
    end                                                    (ends the phase)

Commands are separated by ";". Units, cards and Regions may be named loosely, as printed or
in any language of the catalogs ("Californie du Sud", "Police de proximité"); a name that fits
several units ("Insurgents", "Cybernaut") takes the next one that may still be added. A
counterattack is typed the same way once it is offered ("counter; armed Midwest: SOAR"). A
bad part is named in the error.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from functools import cache
from typing import TYPE_CHECKING

from rules.core import Choice, IllegalChoice, Msg, RuleError
from rules.core.maps import normalize
from rules.core.messages import languages, render
from rules.core.typed import Plan

from . import words
from .components import CARDS, MAP, UNITS
from .data import TYPES
from .state import CrisisState

if TYPE_CHECKING:
    from .title import Crisis2020

_ATTACK = re.compile(r"^(data|armed)\s+(.+?)(?:\s+(max|ltl|regular))?\s*:\s*(.+)$", re.I)
_MOVE = re.compile(r"^move\s+(.+?)\s*->\s*(.+)$", re.I)

# The steps of one command: each choice yielded is legal in the state last sent; what it
# returns is the state after its last step.
Steps = Generator[Choice, CrisisState, CrisisState]


def parse(title: Crisis2020, state: CrisisState, role: str, text: str) -> Plan:
    commands = [c.strip() for c in text.split(";") if c.strip()]
    if not commands:
        raise RuleError(Msg("c2020-typed-empty"))
    for command in commands:
        state = yield from _command(title, state, role, command)


def _step(title: Crisis2020, state: CrisisState, role: str, choice: Choice, command: str) -> Steps:
    """``choice``, if it is legal in ``state``; the state after it."""
    if not any(c.matches(choice) for c in title.view(state, role).choices):
        raise IllegalChoice(
            Msg("c2020-typed-not-possible", command=command, choice=choice.describe())
        )
    return (yield choice)


def _command(title: Crisis2020, state: CrisisState, role: str, command: str) -> Steps:
    lowered = command.lower()
    if lowered in ("end", "roll", "decline", "counter", "counterattack"):
        verb = {"counterattack": "counter"}.get(lowered, lowered)
        return (
            yield from _step(title, state, role, _only(title, state, role, verb, command), command)
        )
    if lowered.startswith("place "):
        region = _region(command[6:])
        return (yield from _step(title, state, role, Choice(verb="place", arg=region), command))
    if match := _ATTACK.match(command):
        return (yield from _attack(title, state, role, match, command))
    if match := _MOVE.match(command):
        return (yield from _move(title, state, role, match, command))
    raise RuleError(Msg("c2020-typed-unknown", command=command))


def _only(title: Crisis2020, state: CrisisState, role: str, verb: str, command: str) -> Choice:
    legal = [c for c in title.view(state, role).choices if c.verb == verb]
    if not legal:
        raise RuleError(Msg("c2020-typed-not-now", command=command))
    return legal[0]


def _attack(title, state: CrisisState, role: str, match: re.Match[str], command: str) -> Steps:
    kind, where, mode, parts = match[1].lower(), match[2], (match[3] or "").lower(), match[4]
    region = _region(where)
    draft = state.draft
    countering = draft is not None and draft.region == region and draft.side == role
    if not countering:
        if state.phase != kind:
            raise RuleError(Msg("c2020-typed-not-phase", command=command, kind=kind))
        state = yield from _step(title, state, role, Choice(verb="attack", arg=region), command)
    state = yield from _pick_all(title, state, role, parts, ("add", "card"), command)
    if mode and mode != "regular":
        state = yield from _step(title, state, role, Choice(verb="mode", arg=mode), command)
    return (yield from _step(title, state, role, Choice(verb="roll"), command))


def _move(title, state: CrisisState, role: str, match: re.Match[str], command: str) -> Steps:
    names, where = match[1], match[2]
    region = _region(where)
    state = yield from _pick_all(title, state, role, names, ("pick",), command)
    return (yield from _step(title, state, role, Choice(verb="to", arg=region), command))


def _pick_all(
    title, state: CrisisState, role: str, text: str, verbs: tuple[str, ...], command: str
) -> Steps:
    """The choices that add each unit or card ``text`` names ("+" or "," between them), each
    read against the state the previous ones leave. A part that names nothing is read together
    with the next one, so a name with a comma in it ("3rd Brigade, 2nd Infantry Division")
    may be typed as printed."""
    parts = [p.strip() for p in re.split(r"\+|,", text) if p.strip()]
    while parts:
        name, choice, used = parts[0], None, 1
        for used in range(1, len(parts) + 1):
            name = ", ".join(parts[:used])
            choice = _named(title, state, role, name, verbs)
            if choice is not None:
                break
        if choice is None:
            raise RuleError(Msg("c2020-typed-nothing-called", command=command, name=repr(parts[0])))
        state = yield from _step(title, state, role, choice, command)
        parts = parts[used:]
    return state


def _named(title, state: CrisisState, role: str, name: str, verbs: tuple[str, ...]):
    """The first choice of ``verbs`` offered now whose unit or card ``name`` names: its name
    exactly, the start of it ("Insurgents" for "Insurgents 1", the next one still free), or its
    type ("Cybernaut" for any Cybernauts unit)."""
    key = normalize(name)
    offered = [c for c in title.view(state, role).choices if c.verb in verbs]
    for fits in (_exactly, _starts, _of_type):
        for choice in offered:
            if fits(key, str(choice.arg), choice.verb):
                return choice
    return None


def _said(printed: str, name: str) -> tuple[str, ...]:
    """A name as printed and as each language of the catalogs says it, normalized."""
    return tuple(
        dict.fromkeys(normalize(n) for n in (printed, *(render(name, x) for x in languages())))
    )


@cache
def _region_names() -> dict[str, str]:
    """A Region's name in each language of the catalogs (normalized) -> its id: a French
    player may type "Californie du Sud"; the map itself knows the printed names."""
    return {said: r for r in MAP.places for said in _said(MAP.place(r).name, words.region(r))}


def _region(text: str) -> str:
    return _region_names().get(normalize(text)) or MAP.find(text).id


@cache
def _words(choice_arg: str, verb: str) -> tuple[str, ...]:
    if verb == "card":
        return _said(CARDS[choice_arg].name, words.card(choice_arg))
    return _said(UNITS[choice_arg].name, words.unit(choice_arg))


def _exactly(key: str, arg: str, verb: str) -> bool:
    return key in _words(arg, verb)


def _starts(key: str, arg: str, verb: str) -> bool:
    return any(said.startswith(key + " ") for said in _words(arg, verb))


@cache
def _type_words(kind: str) -> tuple[str, ...]:
    names = _said(TYPES[kind].name, words.unit_type(kind))
    return (*names, *(n.rstrip("s") for n in names), normalize(kind))


def _of_type(key: str, arg: str, verb: str) -> bool:
    if verb == "card":
        return False
    return key in _type_words(UNITS[arg].type)
