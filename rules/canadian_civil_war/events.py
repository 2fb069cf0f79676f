"""Playing Political Opportunity Cards (5.2): Crisis Cards call an Issue into the Crisis Zone,
Event Cards do what they say, Election Cards wait for the Election Phase (elections.py).

Who may play what, when (4.3, 5.2, 5.24): the Phasing Player plays Crisis and Event Cards in
his Political Opportunity Phase and Election Cards in his Election Phase; at his option, the
other players may play theirs in those two phases too, each in turn, clockwise (5.24).

A Crisis Card (5.0 Procedure, 5.21): every Issue of its kind outside the Crisis Zone is
revealed, with what is stacked with it; the player who played it picks one, then every other
player may vote to block it (5.4, debate.py); if the call stands, the Issue and every piece
stacked with it go into the Crisis Zone, face up.

An Event Card (5.22) acts at once on the pieces its ``select`` names when it is played: a
doubled or halved Contesting Strength lasts the Player-Turn; a shift converts each piece
(5.12); a move sends each piece to the Crisis Zone (a stack of its own, with the Issue it
controls) or to a Home Area or Section, where its controller picks the square (cards.py): a
square with room if there is one, else any square of it without an Issue (5.22: "Pieces may
ignore stacking limitations if necessary"; never two Issues in a square, 3.0).
"""

from __future__ import annotations

from rules.core.messages import Msg

from .cards import Card, Move, Shift, Strength
from .components import DISPLAY
from .data import CRISIS_ZONE
from .ops import (
    NAMES,
    actives_at,
    card_label,
    card_of,
    card_text,
    convert,
    describe,
    describe_stack,
    discard,
    in_crisis_zone,
    issue_carried,
    issue_name,
    key_of,
    move_stack_to_zone,
    place,
    reveal,
    where_label,
    zone_stack,
)
from .state import OFF, CCWState, Color, Effect, Step

LEADERS = ("premier", "prime-minister")


def playable(state: CCWState, color: str) -> list[str]:
    """The cards ``color`` may play now: Crisis and Event Cards in the Political Opportunity
    Phase, Election Cards in the Election Phase (5.23)."""
    kinds = ("crisis", "event") if state.phase == "opportunity" else ("election",)
    return [c for c in state.hands[color] if card_of(c).type in kinds]


def play(state: CCWState, color: Color, card: str) -> None:
    spec = card_of(card)
    discard(state, color, card)
    state.say(Msg("ccw-plays", color=NAMES[color], card=card_label(card), text=card_text(card)))
    if spec.type == "crisis":
        _crisis(state, color, card, spec)
    elif spec.type == "event":
        _event(state, color, card, spec)


# --- Crisis Cards (5.21) ---------------------------------------------------------------------


def _crisis(state: CCWState, color: Color, card: str, spec: Card) -> None:
    assert spec.issue is not None
    of_kind = [i for i, issue in state.issues.items() if issue.kind == spec.issue]
    outside = [i for i in of_kind if state.issues[i].where not in (CRISIS_ZONE, OFF)]
    reveal(state, outside)
    if not outside:
        state.say(Msg("ccw-crisis-no-effect", issue=issue_name(spec.issue)))
        return
    for issue in outside:
        key = key_of(state.issues[issue])
        state.say(Msg("ccw-revealed-in", where=where_label(key), stack=describe_stack(state, key)))
    keys = [key_of(state.issues[i]) for i in outside]
    state.queue.insert(0, Step(kind="target", color=color, options=keys, card=card))


def call(state: CCWState, key: str) -> None:
    """The call stands: the stack at ``key`` goes into the Crisis Zone (1.25, 5.21)."""
    area = DISPLAY.place(key).area
    reveal(state, [i for i, spec in state.issues.items() if key_of(spec) == key])
    before = describe_stack(state, key)
    move_stack_to_zone(state, key, area)
    state.say(Msg("ccw-called", where=where_label(key), stack=before))


# --- Event Cards (5.22) ----------------------------------------------------------------------


def selected(state: CCWState, effect: Strength | Shift | Move) -> list[str]:
    return [
        p
        for p, a in state.actives.items()
        if a.where != OFF and effect.select.matches(p, a.color, a.where == CRISIS_ZONE)
    ]


def _event(state: CCWState, color: Color, card: str, spec: Card) -> None:
    for effect in spec.effect:
        pieces = selected(state, effect)
        if not pieces:
            state.say(Msg("ccw-event-nobody"))
            continue
        if isinstance(effect, Strength):
            state.effects.append(Effect(card=card, factor=effect.factor, pieces=pieces))
            how = "doubled" if effect.factor == 2 else "halved"
            names = Msg.join(*(describe(state, p) for p in pieces), sep=", ")
            state.say(Msg("ccw-event-strength", how=how, pieces=names))
        elif isinstance(effect, Shift):
            # convert() logs each change
            changed = [p for p in pieces if convert(state, p, effect.steps, effect.toward)]
            if not changed:
                state.say(Msg("ccw-event-no-shift"))
        else:
            _move(state, effect, pieces)


def _move(state: CCWState, effect: Move, pieces: list[str]) -> None:
    if effect.to == CRISIS_ZONE:
        for piece in pieces:
            if in_crisis_zone(key_of(state.actives[piece])):
                continue
            place(state, piece, f"{CRISIS_ZONE}:{zone_stack(state)}")
            state.say(Msg("ccw-goes-into-zone", piece=describe(state, piece)))
        return
    steps = []
    for piece in pieces:
        area = state.actives[piece].color if effect.to_area == "owner" else effect.to_area
        data = {"area": area, "section": effect.to_section or ""}
        color = state.actives[piece].color
        steps.append(Step(kind="event-place", color=color, pieces=[piece], data=data))
    state.queue[:0] = steps


def destinations(state: CCWState, piece: str, area: str, section: str | None) -> list[str]:
    """Where an event sends ``piece`` in ``area`` (and ``section``): squares with room, else any
    without an Issue, else any square of the display without one (never two Issues)."""
    carrying = issue_carried(state, piece) is not None
    here = key_of(state.actives[piece])
    squares = [
        s
        for s, sq in DISPLAY.places.items()
        if sq.area == area and (section is None or sq.section == section)
    ]

    def free(s: str) -> bool:
        return not carrying or not any(
            key_of(i) == s for i in state.issues.values() if i.under != piece
        )

    roomy = [s for s in squares if s != here and len(actives_at(state, s)) < 2 and free(s)]
    if roomy:
        return roomy
    loose = [s for s in squares if free(s)]
    if loose:
        return loose
    return [s for s in DISPLAY.places if s != CRISIS_ZONE and free(s)]


def place_moved(state: CCWState, piece: str, square: str) -> None:
    place(state, piece, square)
    state.say(Msg("ccw-goes-to", piece=describe(state, piece), where=where_label(square)))
