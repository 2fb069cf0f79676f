"""What the other side's hand is made of, as the log tells it and a rules-reader makes it: how
many of its cards it chose to hold and how many came to it blind (rules/spanish_civil_war/
computer.py deals them again accordingly).

A hand is not a random draw from the cards unseen. At Recruit, a player who reads the rules
discards the cards he may not play and those worth less than a card drawn blind
(scripted.py), so of the eight cards he then holds, all but the ones he redrew are cards he
chose to keep; his Logistics keepers are three he chose; the cards an Event makes him draw
come blind. The log says every count (RECRUIT PHASE "discard up to 4 cards and draw
replacement cards", the Events' draws and random discards, the attack's cards, LOGISTICS
PHASE), so, from the line that opened the turn: `made` gives the number he chose (``chosen``)
and the number that came blind (``blind``) of the cards he holds now. Which cards he chose
stays hidden: the redraw deals those among the cards he would keep (`keeps`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .cards import Card, is_usable
from .scripted import DRAW_WORTH, worth
from .state import ROLE_NAMES, SCWState

_SIDES = "|".join(ROLE_NAMES.values())
_TURN = re.compile(r"^Turn \d+: ")
_DRAWS = re.compile(rf"the ({_SIDES}) draw (\d+) cards?")
_REDREW = re.compile(rf"the ({_SIDES}) discarded and redrew (\d+) cards?")
_PLAYS = re.compile(rf"^The ({_SIDES}) play ")
_EVENT_DRAW = re.compile(r": they draw (\d+) cards?")
_LOSES = re.compile(rf"the ({_SIDES}) discard (\d+) cards? at random")
_KEEPS_ONE = re.compile(rf"^The ({_SIDES}) keep 1 card and discard")
_ATTACK = re.compile(rf"({_SIDES}): (.*?) = -?\d+")
_LOGISTICS = re.compile(r"^Logistics: ")
_NAMES = {name: role for role, name in ROLE_NAMES.items()}


def made(state: SCWState, role: str) -> tuple[int, int]:
    """How many of ``role``'s cards in hand it chose to hold, and how many came blind, read
    from the log since the turn began (module docstring)."""
    name = ROLE_NAMES[role]
    start = max((i for i, line in enumerate(state.log) if _TURN.match(line)), default=0)
    chosen, blind = 0, 0
    for line in state.log[start:]:
        chosen, blind = _after(line, name, chosen, blind)
    size = len(state.hands[role])
    chosen = max(0, min(chosen, size))
    return chosen, size - chosen


@lru_cache(maxsize=8192)
def _after(line: str, name: str, chosen: int, blind: int) -> tuple[int, int]:
    """The counts after one log line."""
    if _TURN.match(line):
        # The hand he kept at the last Logistics, then the cards drawn up to 8.
        drawn = next((int(n) for side, n in _DRAWS.findall(line) if side == name), 0)
        return 8 - drawn, drawn
    if line.startswith("Recruit: "):
        redrew = next((int(n) for side, n in _REDREW.findall(line) if side == name), 0)
        return chosen + blind - redrew, redrew
    play = _PLAYS.match(line)
    if play and play[1] == name:
        # The Event was a card he held by choice; what it draws comes blind.
        drawn = _EVENT_DRAW.search(line)
        return chosen - 1, blind + (int(drawn[1]) if drawn else 0)
    lost = next((int(n) for side, n in _LOSES.findall(line) if side == name), 0)
    if lost:
        # Lost at random: from both kinds, in proportion.
        held = chosen + blind
        from_chosen = round(lost * chosen / held) if held else 0
        return chosen - from_chosen, blind - (lost - from_chosen)
    keeps = _KEEPS_ONE.match(line)
    if keeps and keeps[1] == name:
        return chosen + 1, blind
    if line.startswith("Attack revealed: "):
        played = next(
            (terms for side, terms in _ATTACK.findall(line) if side == name and terms), ""
        )
        cards = (
            0
            if played in ("", "no cards")
            else len([t for t in played.split(" + ") if " bonus " not in t])
        )
        taken = min(cards, chosen)
        return chosen - taken, blind - (cards - taken)
    if _LOGISTICS.match(line):
        return chosen + blind, 0  # what he kept, all chosen; the line counts only the discards
    return chosen, blind


def keeps(card: Card, state: SCWState, role: str) -> bool:
    """Whether ``role``, reading the rules, holds ``card`` by choice now: a card of his own
    worth at least a card drawn blind in this turn's attack (scripted.py), or of the other
    stance and strong enough to keep for the next turn; and no Event of his own once he has
    played them all (`_played_all_events`)."""
    if not is_usable(card, role, state.options):
        return False
    if card.type == "E":
        return not _played_all_events(state, role)
    attacking = role == state.active_player
    if card.type == "U" and card.strength <= 1:
        return False
    return worth(card, state, role, attacking) >= DRAW_WORTH or card.strength >= 4


def keep_weight(card: Card, state: SCWState, role: str) -> int:
    """How much likelier ``role`` holds ``card`` by choice than another he would keep: in
    proportion to its worth in this turn's attack (he keeps the best at Logistics and discards
    the worst at Recruit), in half points, at least one."""
    return max(1, round(2 * worth(card, state, role, role == state.active_player)))


def blind_may_hold(card: Card, state: SCWState, role: str) -> bool:
    """Whether ``role`` may hold ``card`` drawn blind: any card, but his own Events once he has
    played them all (`_played_all_events`)."""
    return not (
        card.type == "E"
        and is_usable(card, role, state.options)
        and _played_all_events(state, role)
    )


def _played_all_events(state: SCWState, role: str) -> bool:
    """Whether ``role``, reading the rules, holds no Event he may play: once the Event Phase is
    over, or in it once he has passed (he plays every Event he holds before he passes)."""
    if state.phase == "event":
        return state.event_turn != role and state.passes > 0
    return state.phase != "recruit"
