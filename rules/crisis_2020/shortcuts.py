"""Typed commands (`/play do:`): a whole attack or move in one line, read into the atomic
choices the buttons would make, each checked against the state the ones before it leave, while
the store applies them, all or none (rules/core/typed.py).

    data Southern California: Cybernaut + Mass Rally
    armed Midwest: BATF + Community Policing
    armed Midwest max: Insurgents + Insurgents           (max, ltl: how it rolls)
    move Stryker Brigade, Cybernaut -> Greater New York
    place Midwest                                          (setup: the next unit)
    end                                                    (ends the phase)

Commands are separated by ";". Units, cards and Regions may be named loosely; a name that fits
several units ("Insurgents", "Cybernaut") takes the next one that may still be added. A
counterattack is typed the same way once it is offered ("counter; armed Midwest: SOAR"). A
bad part is named in the error.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import TYPE_CHECKING

from rules.core import Choice, IllegalChoice, RuleError
from rules.core.maps import normalize
from rules.core.typed import Plan

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
        raise RuleError('Type a command, e.g. "armed Midwest: BATF + Community Policing".')
    for command in commands:
        state = yield from _command(title, state, role, command)


def _step(title: Crisis2020, state: CrisisState, role: str, choice: Choice, command: str) -> Steps:
    """``choice``, if it is legal in ``state``; the state after it."""
    if not any(c.matches(choice) for c in title.view(state, role).choices):
        raise IllegalChoice(f"In `{command}`: {choice.describe()} is not possible now.")
    return (yield choice)


def _command(title: Crisis2020, state: CrisisState, role: str, command: str) -> Steps:
    lowered = command.lower()
    if lowered in ("end", "roll", "decline", "counter", "counterattack"):
        verb = {"counterattack": "counter"}.get(lowered, lowered)
        return (
            yield from _step(title, state, role, _only(title, state, role, verb, command), command)
        )
    if lowered.startswith("place "):
        region = MAP.find(command[6:]).id
        return (yield from _step(title, state, role, Choice(verb="place", arg=region), command))
    if match := _ATTACK.match(command):
        return (yield from _attack(title, state, role, match, command))
    if match := _MOVE.match(command):
        return (yield from _move(title, state, role, match, command))
    raise RuleError(
        f"I do not understand `{command}`. Commands: data <Region>: <units + cards>, "
        "armed <Region> [max|ltl]: <units + cards>, move <units> -> <Region>, place <Region>, "
        "end."
    )


def _only(title: Crisis2020, state: CrisisState, role: str, verb: str, command: str) -> Choice:
    legal = [c for c in title.view(state, role).choices if c.verb == verb]
    if not legal:
        raise RuleError(f"`{command}` is not possible now.")
    return legal[0]


def _attack(title, state: CrisisState, role: str, match: re.Match[str], command: str) -> Steps:
    kind, where, mode, parts = match[1].lower(), match[2], (match[3] or "").lower(), match[4]
    region = MAP.find(where).id
    draft = state.draft
    countering = draft is not None and draft.region == region and draft.side == role
    if not countering:
        if state.phase != kind:
            raise RuleError(f"`{command}`: it is not the {kind} conflict phase now.")
        state = yield from _step(title, state, role, Choice(verb="attack", arg=region), command)
    state = yield from _pick_all(title, state, role, parts, ("add", "card"), command)
    if mode and mode != "regular":
        state = yield from _step(title, state, role, Choice(verb="mode", arg=mode), command)
    return (yield from _step(title, state, role, Choice(verb="roll"), command))


def _move(title, state: CrisisState, role: str, match: re.Match[str], command: str) -> Steps:
    names, where = match[1], match[2]
    region = MAP.find(where).id
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
            raise RuleError(f"In `{command}`: nothing called {parts[0]!r} can be added here.")
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


def _words(choice_arg: str, verb: str) -> str:
    return normalize(CARDS[choice_arg].name if verb == "card" else UNITS[choice_arg].name)


def _exactly(key: str, arg: str, verb: str) -> bool:
    return _words(arg, verb) == key


def _starts(key: str, arg: str, verb: str) -> bool:
    return _words(arg, verb).startswith(key + " ")


def _of_type(key: str, arg: str, verb: str) -> bool:
    if verb == "card":
        return False
    kind = normalize(TYPES[UNITS[arg].type].name)
    return key in (kind, kind.rstrip("s"), normalize(UNITS[arg].type))
