"""Typed shortcuts: a line a player types, turned into the same atomic choices the buttons
make, so a whole army move is one command instead of a dozen clicks.

    move Fort Niagara -> Fort George: 2 blue 2 white
    move Pittsburgh -> Erie -> Buffalo
    play War Hawks; move Buffalo -> Fort Erie & Queenston; end
    place 3 York                     (Full Campaign set-up)
    battle Fort George | lose white | withdraw Buffalo | hold | enlist | fled 3 Montreal

Commands are separated by ";". Each step is read against the legal choices of the state the
steps before it leave, while the store applies them, all or none (rules/core/typed.py). A bad
part is named in the error, in the player's language (catalogs/*/rules.ftl).

The command words and the colours are English in every language; an area or a card may be
named as any language's catalog names it ("move Ferme Crysler -> Cornwall", "play Marche
forcée"), as the board and the hand show it.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

from rules.core import Choice, IllegalChoice, Msg, RuleError, Title
from rules.core.maps import normalize
from rules.core.messages import languages, render
from rules.core.typed import Plan

from . import turns
from .cards import CARDS
from .factions import COLOUR_WORDS, COLOURS, FACTIONS
from .geography import MAP, area_name, area_of

COLOUR_FACTION = {colour: faction for faction, colour in COLOURS.items()}
# The colours as typed: English words in every language (a colour's French word is said in
# French around them).
_COLOURS = ", ".join(COLOURS.values())
_COUNTED = re.compile(r"(\d+)\s+([a-z]+)")

# The steps of one command: each choice yielded is legal in the state last sent; what it
# returns is the state after its last step.
Steps = Generator[Choice, Any, Any]


def parse(title: Title, state: Any, role: str, text: str) -> Plan:
    commands = [c.strip() for c in text.split(";") if c.strip()]
    if not commands:
        raise RuleError(Msg("i1812-typed-empty"))
    for command in commands:
        state = yield from _command(title, state, role, command)


def _each(title: Title, state: Any, role: str, choices: list[Choice], command: str) -> Steps:
    for choice in choices:
        state = yield from _step(title, state, role, choice, command)
    return state


def _step(title: Title, state: Any, role: str, choice: Choice, command: str) -> Steps:
    """``choice``, if it is legal in ``state``; the state after it."""
    legal = title.choices(state, role)
    found = next((c for c in legal if c.matches(choice)), None)
    if found is None and choice.verb == "extra" and any(c.verb == "extra" for c in legal):
        # The rule that lists the extra unit's areas says why this one is not among them.
        why = turns.extra_refusal(state, str(choice.arg))
        if why is not None:
            raise IllegalChoice(Msg("i1812-typed-in", command=command, error=why))
    if found is None:
        offered = [c.label or c.describe() for c in legal[:12]]
        options = Msg.join(*offered, sep=", ") if offered else Msg("i1812-typed-nothing")
        raise IllegalChoice(
            Msg("i1812-typed-not-now", command=command, choice=choice.describe(), options=options)
        )
    return (yield choice)


def _command(title: Title, state: Any, role: str, command: str) -> Steps:
    word, _, rest = command.partition(" ")
    word = word.lower()
    rest = rest.strip()
    if word in ("move", "sail", "harrison"):
        return (yield from _move(title, state, role, command, word, rest))
    return (yield from _each(title, state, role, _choices(role, command, word, rest), command))


def _choices(role: str, command: str, word: str, rest: str) -> list[Choice]:
    """The steps of a command other than a move: none depends on the state."""
    if word == "play":
        return [Choice(verb="play", arg=_card(role, rest, command))]
    if word in ("battle", "withdraw", "extra", "ambush", "assign"):
        return [Choice(verb=word, arg=_area(rest, command))]
    if word == "place":
        match = re.fullmatch(r"(\d+)\s+(.+)", rest)
        count, where = (int(match[1]), match[2]) if match else (1, rest)
        return [Choice(verb="place", arg=_area(where, command))] * count
    if word == "fled":
        match = re.fullmatch(r"(\d+)\s+(.+)", rest)
        if not match:
            raise RuleError(Msg("i1812-typed-fled", command=command))
        return [Choice(verb="fled", arg=f"{_area(match[2], command)}:{int(match[1])}")]
    if word == "lose":
        return [Choice(verb="lose", arg=_colour(rest, command))]
    if word in ("end", "hold", "enlist", "skip", "done", "halt", "cancel"):
        return [Choice(verb=word)]
    raise RuleError(Msg("i1812-typed-unknown", command=command, word=word))


def _move(title: Title, state: Any, role: str, command: str, word: str, rest: str) -> Steps:
    route, _, composition = rest.partition(":")
    stops = [s.strip() for s in route.split("->")]
    if len(stops) < 2 or not all(stops):
        raise RuleError(Msg("i1812-typed-route", command=command))
    areas = [_area(s, command) for s in stops]
    start_verb = "harrison" if word == "harrison" else None
    if start_verb is None:
        legal = {c.verb for c in title.choices(state, role)}
        start_verb = "embark" if "embark" in legal else "army"
    start_label = Msg("i1812-typed-army-from", of=area_of(areas[0]))
    start = Choice(verb=start_verb, arg=areas[0], label=start_label)
    wanted = _composition(composition, command) if composition.strip() else None
    state = yield from _step(title, state, role, start, command)
    if wanted is not None:
        have = dict(state.army.units)
        diffs = {f: wanted.get(f, 0) - have.get(f, 0) for f in FACTIONS}
        # Take units out before putting others in: a Fishing Boat or Canoe army starts full
        # ("Canoe and Fishing Boat Army Size Limits"), so "2 white 1 blue" from 3 white must
        # drop a white before it has room for the blue.
        changes: list[Choice] = []
        for faction, diff in diffs.items():
            label = Msg("i1812-typed-taking-out", colour=COLOUR_WORDS[faction])
            changes += [Choice(verb="remove", arg=faction, label=label)] * max(0, -diff)
        for faction, diff in diffs.items():
            label = Msg("i1812-typed-adding", colour=COLOUR_WORDS[faction])
            changes += [Choice(verb="add", arg=faction, label=label)] * max(0, diff)
        state = yield from _each(title, state, role, changes, command)
    steps = [
        Choice(verb="to", arg=a, label=Msg("i1812-typed-step-to", area=area_name(a)))
        for a in areas[1:]
    ]
    state = yield from _each(title, state, role, steps, command)
    # Land armies stop where the route ends; an army that already stopped (its move used up,
    # or it met the enemy, or it went by water) needs no halt.
    if state.army is None:
        return state
    halt = Choice(verb="halt", label=Msg("i1812-typed-halt"))
    return (yield from _step(title, state, role, halt, command))


def _composition(text: str, command: str) -> dict[str, int]:
    found: dict[str, int] = {}
    cleaned = text.strip().lower().replace(",", " ")
    matched = _COUNTED.findall(cleaned)
    if not matched or _COUNTED.sub("", cleaned).strip():
        raise RuleError(Msg("i1812-typed-army", command=command, colours=_COLOURS))
    for count, colour in matched:
        found[_colour(colour, command)] = found.get(_colour(colour, command), 0) + int(count)
    return found


def _colour(text: str, command: str) -> str:
    key = text.strip().lower()
    if key in COLOUR_FACTION:
        return COLOUR_FACTION[key]
    if key in FACTIONS:
        return key
    raise RuleError(Msg("i1812-typed-colour", command=command, text=text, colours=_COLOURS))


def _area(text: str, command: str) -> str:
    try:
        return MAP.find(text).id
    except RuleError as error:
        raise RuleError(Msg("i1812-typed-in", command=command, error=error.args[0])) from None


def _card(role: str, text: str, command: str) -> str:
    # "AR-04", "General Advance", "general advance", "Kings Highway" for "King's Highway", and
    # the name in another language ("Avance générale").
    key = normalize(text)
    for card in CARDS.values():
        if card.faction != role:
            continue
        said = (render(card.called, language) for language in languages())
        if key in (normalize(card.id), normalize(card.name), *map(normalize, said)):
            return card.id
    raise RuleError(Msg("i1812-typed-no-card", command=command, text=text))
