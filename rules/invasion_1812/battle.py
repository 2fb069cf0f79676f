"""Battles ("3. Battles"): initiative, rolling by side, Hits, Flees and Command Decisions.

The dice are rolled by the bot from the game's rng; what a player decides (which unit a Hit
removes, where a Command Decision moves a unit) is a choice of that faction's player. Every
roll, casualty, flight and withdrawal is narrated in the public log.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from rules.core import Choice, Msg

from . import units
from .cards import DICE
from .factions import (
    COLOUR_UNIT,
    COLOUR_WORDS,
    FACTIONS,
    MAX_DICE,
    NAMES,
    SIDE_NAMES,
    SIDE_OF,
    SIDE_PLURAL,
    enemy_of,
    factions_of,
    units_of,
)
from .geography import LAND, MAP, WATER, area_at, area_of
from .names import said
from .state import Battle, InvasionState

# The faces as the log names them: Hit, Flee, Command (catalogs/*/rules.ftl).
FACE_WORDS = {face: Msg(f"i1812-face-{face}") for face in ("hit", "flee", "command")}


def roll_face(state: InvasionState, faction: str) -> str:
    """One battle die of ``faction``, from the game's rng (tests force faces by replacing it)."""
    return state.rng.choice(DICE[faction].faces)


def ambush(state: InvasionState, area: str) -> None:
    """Ambush: the yellow units in ``area`` roll once (at most 3 dice), Hits only."""
    state.battle = Battle(area=area, initiative="british", rolling="british", specials=["ambush"])
    state.phase = "battle"
    state.say(Msg("i1812-ambush-at", at=area_at(area)))
    roll(state, "british", hits_only=True, only="canadian-militia")


def begin(state: InvasionState, area: str) -> None:
    """The side whose homeland it is rolls first, whoever attacked (Forest Scouts aside)."""
    specials = [effect for effect, where in state.assigned.items() if where == area]
    initiative = MAP.areas[area].homeland
    if "forest-scouts" in specials:
        initiative = "british"
    state.battle = Battle(area=area, initiative=initiative, rolling=initiative, specials=specials)
    state.phase = "battle"
    state.say(
        Msg(
            "i1812-battle-begins",
            of=area_of(area),
            sides=describe_sides(state, area),
            side=SIDE_PLURAL[initiative],
        )
    )
    if "turncoat" in specials and units.in_area(state, area, "canadian-militia"):
        units.to_pool(state, area, "canadian-militia", 1)
        placed = units.from_pool(state, area, "american-militia", 1)
        state.say(Msg("i1812-turncoat-replaced" if placed else "i1812-turncoat"))
    if "billy-green" in specials:
        state.say(Msg("i1812-billy-green"))
        roll(state, "british", hits_only=True)


def describe_sides(state: InvasionState, area: str) -> Msg:
    """ "British 2 red against American 1 blue"."""
    parts = []
    for side in ("british", "american"):
        here = {f: units.in_area(state, area, f) for f in factions_of(side)}
        parts.append(Msg("i1812-side-units", side=SIDE_NAMES[side], units=units.counts(here)))
    return Msg("i1812-against", first=parts[0], second=parts[1])


def roll(
    state: InvasionState, side: str, *, hits_only: bool = False, only: str | None = None
) -> None:
    """One side's factions roll together and the results are applied: Flees at once, Hits by
    the opponents' choice, then this side's Command Decisions. ``only``: one faction rolls
    (Ambush)."""
    battle = state.battle
    assert battle is not None
    area = battle.area
    effects = set(state.effects) | set(battle.specials)
    hits = 0
    flees: Counter[str] = Counter()
    commands: list[str] = []
    shown = []
    for faction in factions_of(side):
        if only and faction != only:
            continue
        present = units.in_area(state, area, faction)
        if not present:
            continue
        dice = min(present, MAX_DICE[faction])
        if "aisquith-sharpshooters" in effects and side == "american":
            # "each roll one die more than their maximum": one extra die, so a full force
            # rolls its maximum plus one.
            dice += 1
        faces = [roll_face(state, faction) for _ in range(dice)]
        rolled = Msg.join(*(FACE_WORDS[f] for f in faces), sep=", ")
        shown.append(Msg("i1812-dice", colour=COLOUR_WORDS[faction], faces=rolled))
        for face in faces:
            if face == "flee" and faction == "native-americans" and "tecumseh" in effects:
                face = "hit"  # Tecumseh: green Flees count as Hits
            if face == "hit":
                hits += 2 if faction == "american-militia" and "kentucky-militia" in effects else 1
            elif face == "flee" and not hits_only:
                if faction == "canadian-militia" and "general-brock" in effects:
                    continue  # General Brock: yellow Flees are ignored
                flees[faction] += 1
            elif face == "command" and not hits_only:
                commands.append(faction)
    # "red [Hit, Flee]; yellow [Command]": each language puts its own stop between them.
    dice = shown[-1] if shown else Msg.join()
    for earlier in reversed(shown[:-1]):
        dice = Msg("i1812-dice-then", first=earlier, rest=dice)
    state.say(Msg("i1812-roll", side=SIDE_NAMES[side], at=area_at(area), dice=dice))
    for faction, n in flees.items():
        gone = units.flee(state, area, faction, n)
        if gone:
            state.say(Msg("i1812-units-flee", units=units_of(faction, gone), count=gone))
    enemy = enemy_of(side)
    hits = min(hits, units.side_in(state, area, enemy))
    if hits:
        take_hits(state, area, enemy, hits)
    # Command Decisions in faction order: "determined by the involved allied players".
    battle.commands = sorted(commands, key=FACTIONS.index)


def take_hits(state: InvasionState, area: str, side: str, hits: int) -> None:
    """Remove ``hits`` units of ``side``; its players choose which when several factions are
    there ("The opponents decide among themselves which unit to remove")."""
    present = [f for f in factions_of(side) if units.in_area(state, area, f)]
    if len(present) == 1:
        gone = units.to_pool(state, area, present[0], hits)
        removed = units.counted(present[0], gone)
        state.say(Msg("i1812-hits-removed", count=gone, removed=removed))
        return
    state.say(Msg("i1812-hits-on", count=hits, side=SIDE_PLURAL[side]))
    assert state.battle is not None
    state.battle.hits_on = side
    state.battle.hits_left = hits


def choosers(state: InvasionState, side: str) -> list[str]:
    """The factions whose players pick the side's casualties: every faction of that side in the
    battle, any of them for all ("The opponents decide among themselves which unit to remove").
    """
    area = state.battle.area if state.battle else ""
    return [f for f in factions_of(side) if units.in_area(state, area, f)]


def deciders(state: InvasionState) -> list[str]:
    """Who must decide now in the battle, none while the dice roll on: the side's casualties
    (`choosers`), or else the next Command Decision, its own faction's ("Each faction's
    controlling player will ... make decisions for his own units")."""
    battle = state.battle
    if battle is None:
        return []
    if battle.hits_left:
        return choosers(state, battle.hits_on or "")
    if battle.commands:
        return [battle.commands[0]]
    return []


def shares(state: InvasionState, role: str) -> tuple[str, ...]:
    """The factions that pick casualties as one, if ``role`` is among them (`Title.shares`)."""
    battle = state.battle
    if battle is not None and battle.hits_left:
        found = choosers(state, battle.hits_on or "")
        if role in found:
            return tuple(found)
    return (role,)


def choices(state: InvasionState, role: str) -> tuple[Msg, list[Choice]]:
    battle = state.battle
    assert battle is not None
    area = battle.area
    if battle.hits_left:
        side = battle.hits_on or ""
        options = [
            Choice(verb="lose", arg=f, label=_lose_label(f))
            for f in factions_of(side)
            if units.in_area(state, area, f)
        ]
        return said("i1812-hits-prompt", of=area_of(area), count=battle.hits_left), options
    faction = battle.commands[0]
    options = [
        Choice(verb="withdraw", arg=a, label=_withdraw_label(faction, a))
        for a in withdrawals(state, area, faction)
    ]
    options.append(Choice(verb="hold", label=said("i1812-choice-hold")))
    prompt = said("i1812-command-prompt", of=area_of(area), unit=COLOUR_UNIT[faction])
    return prompt, options


@cache
def _lose_label(faction: str) -> Msg:
    return Msg("i1812-choice-lose", colour=COLOUR_WORDS[faction], faction=NAMES[faction])


@cache
def _withdraw_label(faction: str, area: str) -> Msg:
    return Msg("i1812-choice-withdraw", colour=COLOUR_WORDS[faction], at=area_at(area))


def withdrawals(state: InvasionState, area: str, faction: str) -> list[str]:
    """Adjacent Friendly Areas; not by water for an army that came by water; Native units may
    also go into unoccupied enemy homeland ("Command Decision")."""
    side = SIDE_OF[faction]
    # "An army that moved into a battle by water may not move out by water with a Command
    # Decision": only the active player's side moved this turn, so the units it attacked by
    # water (which did not come by water) may still leave across it.
    came_by_water = area in state.landed_by_water and side == SIDE_OF.get(state.faction or "")
    near = MAP.neighbours(area, LAND if came_by_water else (LAND, WATER))
    found = []
    for other in near:
        if units.friendly(state, other, side) or (
            faction == "native-americans"
            and MAP.areas[other].homeland != side
            and not units.sides_in(state, other)
        ):
            found.append(other)
    return found


def apply(state: InvasionState, role: str, choice: Choice) -> None:
    battle = state.battle
    assert battle is not None
    area = battle.area
    if choice.verb == "lose":
        faction = str(choice.arg)
        units.to_pool(state, area, faction, 1)
        battle.hits_left -= 1
        state.say(Msg("i1812-removes", role=role, faction=NAMES[role], units=units_of(faction, 1)))
        if not units.side_in(state, area, battle.hits_on or ""):
            battle.hits_left = 0
        side = battle.hits_on or ""
        left = [f for f in factions_of(side) if units.in_area(state, area, f)]
        if battle.hits_left and len(left) == 1:
            # "The opponents decide ... which unit to remove, if there is more than one faction
            # to choose from": with one faction left there is nothing to decide.
            hits, battle.hits_left = battle.hits_left, 0
            take_hits(state, area, side, hits)
    elif choice.verb == "withdraw":
        faction = battle.commands.pop(0)
        units.take(state, area, faction, 1)
        units.add(state, str(choice.arg), faction, 1)
        where = area_at(str(choice.arg))
        state.say(Msg("i1812-command-withdraws", units=units_of(faction, 1), at=where))
    else:  # hold
        faction = battle.commands.pop(0)
        # "the controlling player may decide to move one of his own units out": staying is a
        # decision too, and the battle is narrated in full.
        state.say(Msg("i1812-command-stays", units=units_of(faction, 1)))


def advance(state: InvasionState) -> bool:
    """Roll on while nobody has to decide; True when the battle is over."""
    battle = state.battle
    assert battle is not None
    area = battle.area
    _lapse(state)
    while not deciders(state):
        sides = units.sides_in(state, area)
        if "ambush" in battle.specials:
            state.say(Msg("i1812-ambush-over", at=area_at(area)))
            state.battle = None
            return True
        if len(sides) < 2:
            held = (
                Msg("i1812-battle-held", side=SIDE_PLURAL[sides[0]])
                if sides
                else Msg("i1812-battle-empty")
            )
            state.say(Msg("i1812-battle-over", of=area_of(area), held=held))
            state.battle = None
            if area in state.assigned.values():
                state.assigned = {k: v for k, v in state.assigned.items() if v != area}
            return True
        battle.rounds += 1
        roll(state, battle.rolling)
        battle.rolling = enemy_of(battle.rolling)
        _lapse(state)
    return False


def _lapse(state: InvasionState) -> None:
    """Decisions of factions no longer in the battle lapse, and all of them once the battle is
    won: a Command Decision moves a unit "out of the current battle"."""
    battle = state.battle
    assert battle is not None
    battle.commands = [f for f in battle.commands if units.in_area(state, battle.area, f)]
    if len(units.sides_in(state, battle.area)) < 2:
        battle.commands = []
