"""Typed shortcuts: a line a player types, turned into the same atomic choices the buttons
make, so a whole army move is one command instead of a dozen clicks.

    move Fort Niagara -> Fort George: 2 blue 2 white
    move Pittsburgh -> Erie -> Buffalo
    play War Hawks; move Buffalo -> Fort Erie & Queenston; end
    place 3 York                     (Full Campaign set-up)
    battle Fort George | lose white | withdraw Buffalo | hold | enlist | fled 3 Montreal

Commands are separated by ";". Each step is read against the legal choices of the state the
steps before it leave, while the store applies them, all or none (rules/core/typed.py). A bad
part is named in the error.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

from rules.core import Choice, IllegalChoice, RuleError, Title
from rules.core.maps import normalize
from rules.core.typed import Plan

from . import turns
from .cards import CARDS
from .factions import COLOURS, FACTIONS
from .geography import MAP

COLOUR_FACTION = {colour: faction for faction, colour in COLOURS.items()}
_COUNTED = re.compile(r"(\d+)\s+([a-z]+)")

# The steps of one command: each choice yielded is legal in the state last sent; what it
# returns is the state after its last step.
Steps = Generator[Choice, Any, Any]


def parse(title: Title, state: Any, role: str, text: str) -> Plan:
    commands = [c.strip() for c in text.split(";") if c.strip()]
    if not commands:
        raise RuleError("Type at least one command, e.g. `move Fort Niagara -> Fort George`.")
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
            raise IllegalChoice(f"In `{command}`: {why}")
    if found is None:
        options = ", ".join(c.label or c.describe() for c in legal[:12]) or "nothing"
        raise IllegalChoice(
            f"In `{command}`: {choice.describe()} is not possible now. You may: {options}."
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
            raise RuleError(f"In `{command}`: write `fled <number> <area>`, e.g. `fled 3 York`.")
        return [Choice(verb="fled", arg=f"{_area(match[2], command)}:{int(match[1])}")]
    if word == "lose":
        return [Choice(verb="lose", arg=_colour(rest, command))]
    if word in ("end", "hold", "enlist", "skip", "done", "halt", "cancel"):
        return [Choice(verb=word)]
    raise RuleError(
        f"In `{command}`: I don't know `{word}`. Commands: move, sail, harrison, play, battle, "
        "lose, withdraw, hold, place, fled, extra, enlist, skip, end."
    )


def _move(title: Title, state: Any, role: str, command: str, word: str, rest: str) -> Steps:
    route, _, composition = rest.partition(":")
    stops = [s.strip() for s in route.split("->")]
    if len(stops) < 2 or not all(stops):
        raise RuleError(
            f"In `{command}`: write the route as `<from> -> <to>`, e.g. "
            "`move Fort Niagara -> Fort George: 2 blue 2 white`."
        )
    areas = [_area(s, command) for s in stops]
    start_verb = "harrison" if word == "harrison" else None
    if start_verb is None:
        legal = {c.verb for c in title.choices(state, role)}
        start_verb = "embark" if "embark" in legal else "army"
    start_label = f"an army from {MAP.areas[areas[0]].name}"
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
            label = f"taking 1 {COLOURS[faction]} out of the army"
            changes += [Choice(verb="remove", arg=faction, label=label)] * max(0, -diff)
        for faction, diff in diffs.items():
            label = f"adding 1 {COLOURS[faction]} to the army"
            changes += [Choice(verb="add", arg=faction, label=label)] * max(0, diff)
        state = yield from _each(title, state, role, changes, command)
    steps = [Choice(verb="to", arg=a, label=f"the step to {MAP.areas[a].name}") for a in areas[1:]]
    state = yield from _each(title, state, role, steps, command)
    # Land armies stop where the route ends; an army that already stopped (its move used up,
    # or it met the enemy, or it went by water) needs no halt.
    if state.army is None:
        return state
    halt = Choice(verb="halt", label="stopping the army there")
    return (yield from _step(title, state, role, halt, command))


def _composition(text: str, command: str) -> dict[str, int]:
    found: dict[str, int] = {}
    cleaned = text.strip().lower().replace(",", " ")
    matched = _COUNTED.findall(cleaned)
    if not matched or _COUNTED.sub("", cleaned).strip():
        raise RuleError(
            f"In `{command}`: write the army as counts and colours, e.g. `2 blue 2 white` "
            f"(colours: {', '.join(COLOURS.values())})."
        )
    for count, colour in matched:
        found[_colour(colour, command)] = found.get(_colour(colour, command), 0) + int(count)
    return found


def _colour(text: str, command: str) -> str:
    key = text.strip().lower()
    if key in COLOUR_FACTION:
        return COLOUR_FACTION[key]
    if key in FACTIONS:
        return key
    raise RuleError(
        f"In `{command}`: `{text}` is not a colour. Colours: {', '.join(COLOURS.values())}."
    )


def _area(text: str, command: str) -> str:
    try:
        return MAP.find(text).id
    except RuleError as error:
        raise RuleError(f"In `{command}`: {error}") from None


def _card(role: str, text: str, command: str) -> str:
    # "AR-04", "General Advance", "general advance", "Kings Highway" for "King's Highway".
    key = normalize(text)
    for card in CARDS.values():
        if card.faction == role and key in (normalize(card.id), normalize(card.name)):
            return card.id
    raise RuleError(f"In `{command}`: you have no card called `{text}`; see `/hand`.")
