"""Event cards played on their own in a phase of your Player Turn (rules/crisis_2020/cards.py
lists the effects): when each may be played, and what it does. Attack events are played with an
attack (conflict.py) and purple ones when drawn (ops.py).

An event whose effect needs choices (where a recruited unit goes, which enemy unit is
neutralized) queues an ``event`` step: first the Region, then the unit, ``left`` times. An
event is offered only when it can do something, and any event the rules let a player hold can
be played whenever it could: holding one shows nothing on the board.
"""

from __future__ import annotations

from ..core.messages import Msg
from . import movement, ops, words
from .components import CARDS, MAP, UNITS
from .data import TYPES
from .state import NEUTRALIZED, POOL, CrisisState, Side, Step

PHASE_EFFECTS = (
    "draw",
    "discard",
    "recruit",
    "neutralize",
    "recover",
    "airlift",
    "defect",
    "activate",
)


def playable(state: CrisisState, side: str, phase: str) -> list[str]:
    """The phase events ``side`` may play now."""
    return [
        card
        for card in state.hands[side]
        if CARDS[card].effect in PHASE_EFFECTS
        and CARDS[card].holder in (side, "both")
        and phase in CARDS[card].params.phases
        and has_effect(state, side, card)
    ]


def has_effect(state: CrisisState, side: str, card: str) -> bool:
    spec = CARDS[card]
    effect = spec.effect
    if effect in ("draw", "discard"):
        return True
    if effect == "activate":
        return spec.params.power not in state.powers
    return bool(targets(state, side, card, region=None))


def play(state: CrisisState, side: Side, card: str) -> None:
    spec = CARDS[card]
    state.hands[side].remove(card)
    said = Msg(
        "c2020-plays", side=ops.NAMES[side], card=words.card(card), text=words.card_text(card)
    )
    state.say(said)
    effect, params = spec.effect, spec.params
    if effect == "draw":
        ops.draw(state, side, params.cards)
    elif effect == "discard":
        ops.discard_random(state, ops.other(side), params.cards, words.card(card))
    elif effect == "activate":
        activate(state, side, card)
    else:
        left = params.count if params.count else 1
        state.queue.insert(0, Step(kind="event", side=side, card=card, left=left))
        return  # the card goes to the discards once its step is done (`finish`)
    ops.discard(state, card)


def finish(state: CrisisState, card: str) -> None:
    ops.discard(state, card)


# --- what an event may act on ----------------------------------------------------------------


def _friendly_regions(state: CrisisState, side: str) -> list[str]:
    return [r for r in MAP.places if ops.units_in(state, r, side)]


def regions_for(state: CrisisState, side: str, card: str) -> list[str]:
    """The Regions the event's next pick may be in."""
    spec = CARDS[card]
    effect, params = spec.effect, spec.params
    if effect == "recruit":
        if params.where == "infrastructure":
            base = ops.controlled(state, side)
        elif params.where == "friendly":
            base = _friendly_regions(state, side)
        else:
            base = MAP.usa()
        return [r for r in base if ops.is_playable(state, r) and _recruits(state, side, card, r)]
    if effect == "airlift":
        units = movement.movable(state, side)
        return [
            r
            for r in MAP.usa()
            if ops.infrastructure_of(state, r) == side
            and any(ops.may_stand(state, u, r) and state.pieces[u].where != r for u in units)
        ]
    if effect == "recover":
        return [r for r in MAP.places if _recoverable(state, side, r)]
    if effect == "neutralize":
        return [r for r in _friendly_regions(state, side) if _enemies(state, side, card, r)]
    if effect == "defect":
        return [r for r in ops.controlled(state, side) if _enemies(state, side, card, r)]
    return []


def targets(state: CrisisState, side: str, card: str, region: str | None) -> list[str]:
    """The units the event may act on in ``region`` (in any Region when None)."""
    regions = regions_for(state, side, card) if region is None else [region]
    found: list[str] = []
    for r in regions:
        found += [u for u in _units_for(state, side, card, r) if u not in found]
    return found


def _units_for(state: CrisisState, side: str, card: str, region: str) -> list[str]:
    effect = CARDS[card].effect
    if effect == "recruit":
        return _recruits(state, side, card, region)
    if effect == "airlift":
        return [
            u
            for u in movement.movable(state, side)
            if ops.may_stand(state, u, region) and state.pieces[u].where != region
        ]
    if effect == "recover":
        return [u for u in ops.boxed(state, side) if _may_recover(state, side, u, region)]
    return _enemies(state, side, card, region)


def _recruits(state: CrisisState, side: str, card: str, region: str) -> list[str]:
    """ "4.9": from the Recruitment Pool, placed as a Recruit result places them."""
    types = CARDS[card].params.types
    home = MAP.place(region).power or "usa"
    found = []
    for unit in ops.in_pool(state):
        spec = UNITS[unit]
        if types and spec.type not in types:
            continue
        if spec.power != home:
            continue
        if TYPES[spec.type].real and ops.infrastructure_of(state, region) != side:
            continue
        if ops.may_stand(state, unit, region):
            found.append(unit)
    return found


def _enemies(state: CrisisState, side: str, card: str, region: str) -> list[str]:
    types = CARDS[card].params.types
    return [
        u
        for u in ops.units_in(state, region, ops.other(side))
        if UNITS[u].type != "infrastructure" and (not types or UNITS[u].type in types)
    ]


def _may_recover(state: CrisisState, side: str, unit: str, region: str) -> bool:
    """Where a unit may come back from the Neutralized Box ("9.0")."""
    if not ops.is_playable(state, region) or not ops.may_stand(state, unit, region):
        return False
    kind = UNITS[unit].type
    if kind == "infrastructure":
        return ops.infrastructure_of(state, region) is None and bool(
            ops.units_in(state, region, side)
        )
    return ops.infrastructure_of(state, region) == side


def _recoverable(state: CrisisState, side: str, region: str) -> bool:
    return any(_may_recover(state, side, u, region) for u in ops.boxed(state, side))


# --- carrying out a pick ---------------------------------------------------------------------


def pick(state: CrisisState, step: Step, unit: str) -> None:
    """The event's pick of ``unit`` in ``step.region``; the step ends when nothing is left."""
    spec = CARDS[step.card or ""]
    side, region = step.side, step.region or ""
    effect = spec.effect
    said = {"card": words.card(spec.id), "unit": ops.describe(unit), "region": words.region(region)}
    if effect == "recruit":
        ops.place(state, unit, side, region)
        state.say(Msg("c2020-event-joins", **said, side=ops.NAMES[side]))
    elif effect == "airlift":
        ops.place(state, unit, side, region)
        state.moved.append(unit)
        state.say(Msg("c2020-event-flown", **said))
    elif effect == "recover":
        ops.place(state, unit, side, region)
        state.say(Msg("c2020-event-returns", **said))
    elif effect == "neutralize":
        ops.neutralize(state, unit)
    elif effect == "defect":
        ops.flip(state, unit)
    step.left -= 1
    step.region = None


def activate(state: CrisisState, side: Side, card: str) -> None:
    """Cards #72-77 ("12.1"): the Foreign Power comes into play for ``side``; the listed units
    go to its Home Regions, one per Region where stacking requires it, and its other units to
    the Recruitment Pool. The card leaves the game ("12.1")."""
    spec = CARDS[card]
    power = spec.params.power or ""
    state.powers[power] = side
    homes = MAP.of_power(power)
    for unit, piece in state.pieces.items():
        if UNITS[unit].power == power and piece.where not in (*MAP.places, NEUTRALIZED):
            state.pieces[unit] = piece.model_copy(update={"where": POOL, "side": None})
    if power == "un":  # "12.2": an Overseas Region or a USA Region on a Transportation Line
        homes = [
            r
            for r in MAP.places
            if ops.is_playable(state, r)
            and (MAP.place(r).country == "overseas" or MAP.neighbours(r, "transport"))
        ]
    placed = []
    for unit in spec.params.units:
        spot = next((r for r in homes if ops.may_stand(state, unit, r)), None)
        if spot is not None and state.pieces[unit].where == POOL:
            ops.place(state, unit, side, spot)
            placed.append(
                Msg("c2020-placed-in", unit=ops.describe(unit), region=words.region(spot))
            )
    said = {"card": words.card(card), "power": words.power(power), "side": ops.NAMES[side]}
    if placed:
        state.say(Msg("c2020-activates-placing", **said, placed=Msg.join(*placed, sep=", ")))
    else:
        state.say(Msg("c2020-activates", **said))
