"""Moving armies with the Movement Card ("Land Movement Cards", "Armies", "Water Movement",
"Canoe and Fishing Boat Army Size Limits") and William Harrison's extra army.

An army is moved in atomic steps: start it in an area (it holds every unmoved unit there that
the card may carry), take units out of it or put them back (splitting the army: the rest stay
behind), then move it area by area. Its units move together: once it has moved, nothing is
dropped off or picked up (except by William Harrison). Units are on the map at every moment,
so the unit totals hold after every choice.
"""

from __future__ import annotations

from functools import cache

from rules.core import Choice, IllegalChoice, Msg

from . import units
from .cards import CARDS, Card
from .factions import COLOUR_WORDS, FACTIONS, NAMES, SIDE_OF, factions_of
from .geography import LAND, MAP, WATER, area_name, area_of
from .names import said
from .state import Army, InvasionState, WaterMove

# Specials that give the next army started more range: effect -> areas added, and the faction
# the army must hold to use it (None: any army).
ARMY_BONUS = {
    "forced-march": (2, None),
    "voltigeurs": (1, "canadian-militia"),
    "war-path": (2, "native-americans"),
}
HARRISON_AREAS = 3


def card_of(state: InvasionState) -> Card | None:
    return CARDS[state.movement_card] if state.movement_card else None


def play_movement_card(state: InvasionState, card: Card) -> None:
    state.movement_card = card.id
    state.armies_left = card.armies + (1 if "war-hawks" in state.effects else 0)
    if card.mode in ("fishing-boat", "canoe"):
        state.water = WaterMove()
    state.phase = "move"


def _carried(card: Card | None, harrison: bool, side: str) -> list[str]:
    if harrison or card is None:
        return factions_of(side)
    return [f for f in card.may_carry if SIDE_OF[f] == side]


def _must_hold(state: InvasionState, card: Card | None, harrison: bool) -> str:
    if harrison:
        return "american-regulars"  # "an army holding a blue unit"
    assert state.faction is not None
    return (card.must_include if card and card.must_include else None) or state.faction


def _origins(state: InvasionState, *, harrison: bool) -> list[str]:
    card = card_of(state)
    must = _must_hold(state, card, harrison)
    found = []
    for area in MAP.areas:
        if units.unmoved(state, area, must) <= 0:
            continue
        if not harrison and card and card.mode != "land":
            if not MAP.groups_of(area, WATER):
                continue
            water = state.water
            if water is not None:
                if area in water.origins:
                    continue  # from different areas ("Fishing Boats", "Canoes")
                if water.destination and not MAP.shared(area, water.destination, WATER):
                    continue
                if area == water.destination:
                    continue  # already there: it would cross to where it stands
        found.append(area)
    return found


def start_choices(state: InvasionState) -> list[Choice]:
    choices = []
    card = card_of(state)
    if state.armies_left > 0 and card is not None and not _water_full(state, card):
        verb = "army" if card.mode == "land" else "embark"
        for area in _origins(state, harrison=False):
            choices.append(Choice(verb=verb, arg=area, label=_label(verb, area)))
    if state.harrison:
        for area in _origins(state, harrison=True):
            choices.append(Choice(verb="harrison", arg=area, label=_label("harrison", area)))
    return choices


@cache
def _label(verb: str, arg: str) -> Msg:
    """A choice's label: "Army from York", "+1 blue", "→ York"... Made once each: the same
    few are offered at every step of a search."""
    if verb in ("army", "embark", "harrison"):
        return Msg(f"i1812-choice-{verb}-from", of=area_of(arg))
    if verb == "to":
        return Msg("i1812-choice-to", area=area_name(arg))
    return Msg(f"i1812-choice-{verb}", colour=COLOUR_WORDS[arg])  # add, remove, drop


def _water_full(state: InvasionState, card: Card) -> bool:
    return (
        card.mode == "canoe"
        and state.water is not None
        and card.max_units is not None
        and state.water.units_moved >= card.max_units
    )


def _capacity(state: InvasionState, card: Card | None, harrison: bool) -> int | None:
    if harrison or card is None or card.max_units is None:
        return None
    if card.mode == "canoe" and state.water is not None:
        return card.max_units - state.water.units_moved  # 5 units in all
    return card.max_units


def start(state: InvasionState, origin: str, *, harrison: bool) -> None:
    """Start an army in ``origin`` holding every unmoved unit the card may carry there (as many
    as the card allows, the required faction first)."""
    card = card_of(state)
    side = SIDE_OF[state.faction or ""]
    must = _must_hold(state, card, harrison)
    room = _capacity(state, card, harrison)
    chosen: dict[str, int] = {}
    for faction in [must, *(f for f in _carried(card, harrison, side) if f != must)]:
        n = units.unmoved(state, origin, faction)
        if room is not None:
            n = min(n, room - sum(chosen.values()))
        if n > 0:
            chosen[faction] = n
    if harrison:
        mode, budget = "harrison", HARRISON_AREAS
    elif card is not None and card.mode != "land":
        mode, budget = "water", 1
    else:
        budget = _land_budget(state)
        mode = "land"
    state.army = Army(origin=origin, units=chosen, mode=mode, budget=budget)
    if mode == "land":
        # Shown now; used up only when the army makes its first step (see `step`).
        state.army.budget += sum(ARMY_BONUS[e][0] for e in _bonuses_for(state, state.army))


def _land_budget(state: InvasionState) -> int:
    """The areas the Movement Card lets a land army move (Fife and Drum: one more)."""
    card = card_of(state)
    assert card is not None
    return card.areas + (1 if "fife-and-drum" in state.effects else 0)


def _bonuses_for(state: InvasionState, army: Army) -> list[str]:
    """Forced March, Voltigeurs, War Path: the next army (holding their colour) goes farther.
    A bonus waiting for a colour the army lacks waits for a later army."""
    return [
        effect
        for effect in state.army_bonus
        if ARMY_BONUS[effect][1] is None or army.units.get(ARMY_BONUS[effect][1] or "")
    ]


def _apply_bonus(state: InvasionState, army: Army) -> None:
    """At an army's first step: "The next army you move this turn may move 2 more areas"
    (Forced March; Voltigeurs and War Path alike). An army started and then not moved has not
    moved, so the bonus waits; and it is the army as it leaves (after units were taken out or
    put in) that must hold the card's colour."""
    army.budget = _land_budget(state)
    for effect in _bonuses_for(state, army):
        army.budget += ARMY_BONUS[effect][0]
        state.army_bonus.remove(effect)


def army_choices(state: InvasionState) -> list[Choice]:
    army = state.army
    assert army is not None
    card = card_of(state)
    harrison = army.mode == "harrison"
    choices: list[Choice] = []
    if not army.path:
        side = SIDE_OF[state.faction or ""]
        must = _must_hold(state, card, harrison)
        room = _capacity(state, card, harrison)
        for faction in _carried(card, harrison, side):
            spare = units.unmoved(state, army.origin, faction) - army.units.get(faction, 0)
            if spare > 0 and (room is None or army.size < room):
                choices.append(Choice(verb="add", arg=faction, label=_label("add", faction)))
            keep = 1 if faction == must else 0
            if army.units.get(faction, 0) > keep:
                choices.append(Choice(verb="remove", arg=faction, label=_label("remove", faction)))
    if army.budget > 0 and not army.stopped:
        for area in destinations(state, army):
            choices.append(Choice(verb="to", arg=area, label=_label("to", area)))
    if harrison and army.path:
        for faction in FACTIONS:
            keep = 1 if faction == "american-regulars" else 0
            if army.units.get(faction, 0) > keep:
                choices.append(Choice(verb="drop", arg=faction, label=_label("drop", faction)))
    if army.path:
        choices.append(Choice(verb="halt", label=said("i1812-choice-halt")))
    else:
        choices.append(Choice(verb="cancel", label=said("i1812-choice-cancel")))
    return choices


def destinations(state: InvasionState, army: Army) -> list[str]:
    here = army.here
    if army.mode == "water":
        water = state.water
        if water is not None and water.destination is not None:
            # "to one single area": the first army's landing, never the area it stands in.
            dest = water.destination
            return [dest] if dest != here and MAP.shared(here, dest, WATER) else []
        return MAP.neighbours(here, WATER)
    return MAP.neighbours(here, LAND)


def step(state: InvasionState, area: str) -> None:
    army = state.army
    assert army is not None
    side = SIDE_OF[state.faction or ""]
    if not army.size:
        raise IllegalChoice(Msg("i1812-army-empty"))
    if army.mode == "land" and not army.path:
        _apply_bonus(state, army)
    here = army.here
    for faction, n in army.units.items():
        units.take(state, here, faction, n)
        units.add(state, area, faction, n)
    army.path.append(area)
    army.budget -= 1
    if units.enemy_occupied(state, area, side):
        army.stopped = True  # "An army must stop if it enters an area occupied by enemy units."
    if army.mode == "water":
        if area not in state.landed_by_water:
            state.landed_by_water.append(area)
        if state.water is not None:
            state.water.destination = area
            state.water.origins.append(army.origin)
            state.water.units_moved += army.size
    if army.mode == "water" or army.budget <= 0 or army.stopped:
        finish(state)


def drop(state: InvasionState, faction: str) -> None:
    """William Harrison: leave one unit behind in the area the army has reached."""
    army = state.army
    assert army is not None
    army.units[faction] -= 1
    if not army.units[faction]:
        del army.units[faction]
    left = army.dropped.setdefault(army.here, {})
    left[faction] = left.get(faction, 0) + 1


def finish(state: InvasionState) -> None:
    army = state.army
    assert army is not None
    state.army = None
    if not army.path:
        return
    units.mark_moved(state, army.here, army.units)
    for area, left in army.dropped.items():
        units.mark_moved(state, area, left)
    route = Msg.join(*(area_name(a) for a in [army.origin, *army.path]), sep=" → ")
    faction = state.faction or ""
    how = {"water": "i1812-moves-by-water", "harrison": "i1812-moves-with-harrison"}
    said = how.get(army.mode, "i1812-moves")
    moved = units.counts(army.units)
    state.say(Msg(said, role=faction, faction=NAMES[faction], units=moved, route=route))
    if army.mode == "harrison":
        state.harrison = False
    else:
        state.armies_left -= 1
