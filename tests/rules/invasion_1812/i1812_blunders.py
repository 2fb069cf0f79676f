"""Blunders of 1812: The Invasion of Canada: moves no sensible player makes, each judged against
the rulebook (ARCHITECTURE.md, "Computer players").

Each blunder is a detector ``(title, state, role, move) -> str | None``: whether the whole
``move`` (a tuple of Choices from ``state``, as `rules.core.computer.decide` and
`scripted_move` return them) commits it, None when it does not, else a sentence saying what
was wrong; and ``possible(state, role)``, whether it may be committed from there.
`game_positions` yields positions from seeded games of every scenario (random, scripted on
every seat, and scripted against random), and `positions` those where a blunder is possible.

The list:

* **A Truce card that hastens a defeat** (two factions, one of them a
  person's ally, playing their Truce cards in the first round). "The game ends if at the end of
  a round all Truce Cards of one or both sides have been played" (from round 3) and "The game
  is won by the side with the most Control Markers on the map": a Truce card brings the end
  nearer, sensible only for a side ahead in Control Markers, or when it is the only Movement
  card in hand ("The active player must play one Movement Card on his turn").
* **A free unit declined**: the Natives' additional green unit ("the Native American player may
  place an additional green unit in any other area already containing a Native American
  unit"), John Brant's and Hometown Support's units once the card is played. A unit on the map
  only adds dice ("3. Battles"); nothing in the rules makes one a burden.
* **A casualty that costs dice**: "The opponents decide among themselves which unit to remove",
  and each faction rolls a die a unit up to its maximum ("3. Battles": 2 for the Regulars, 3 for
  the militias and the Natives). Removing a unit whose die rolls when another's would not (a
  unit beyond its colour's maximum), or a better hitter's when a worse hitter's would do, gives
  the enemy a Hit for free, unless it leaves the side likelier to win the battle all the same:
  a die's Flee faces take its own unit out ("A Flee result causes a faction's own unit of the
  colored die rolled to flee the battle"), so a white die (1 Hit, 3 Flees) is worth less in a
  battle than a blue unit beyond its maximum that stays to take a Hit (rolled out 20,000 times
  a battle: 3 blue against 2 red and 2 yellow win 28 % rolling first, 2 blue and 1 white 24 %).
  A casualty is a blunder when it costs at least a face of a die a roll and lowers the side's
  odds of winning the battle (odds.py).
* **A held enemy Objective abandoned for nothing**: "If a controlling side's units leave ... an
  enemy Objective Area, its Control Marker is removed": an army that takes the last units out
  of one the side controls, to an area that is no Objective, throws a marker away.
* **An empty enemy Objective left untaken**: "A side controls an enemy Objective if its units
  occupy the area at the end of a turn". Ending movement while an army that stands on no
  Objective could still march into an enemy Objective no unit occupies gives up a marker for
  nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from rules.core import Choice, Title, seed_from_text
from rules.core.rng import Rng
from rules.invasion_1812 import TITLE, turns
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.factions import FACTIONS, SIDE_OF, enemy_of
from rules.invasion_1812.geography import MAP
from rules.invasion_1812.odds import casualty, casualty_cost, odds
from rules.invasion_1812.reading import force_of
from rules.invasion_1812.state import InvasionState

Move = tuple[Choice, ...]
Detector = Callable[[Title, InvasionState, str, Move], "str | None"]


def walk(title: Title, state: InvasionState, role: str, move: Move):
    """Each step of ``move``: the state before it, the choice, the state after it."""
    for choice in move:
        after = title.apply(state, role, choice)
        yield state, choice, after
        state = after


# --- the Truce card --------------------------------------------------------------------------


def _truce_unwise(state: InvasionState, role: str) -> bool:
    """``role`` would hasten the end while not ahead, holding another Movement card."""
    held = turns.markers(state)
    side = SIDE_OF[role]
    moves = [CARDS[c] for c in state.hands[role] if CARDS[c].kind == "movement"]
    return (
        held[side] <= held[enemy_of(side)]
        and any(c.truce for c in moves)
        and any(not c.truce for c in moves)
    )


def truce_while_not_ahead(title, state, role, move) -> str | None:
    for before, choice, _ in walk(title, state, role, move):
        if choice.verb == "play" and CARDS[str(choice.arg)].truce and _truce_unwise(before, role):
            held = turns.markers(before)
            return (
                f"{role} played its Truce card at {held} Control Markers, its side not ahead, "
                "with another Movement card in hand"
            )
    return None


def truce_possible(state: InvasionState, role: str) -> bool:
    return state.phase == "cards" and state.faction == role and _truce_unwise(state, role)


# --- free units ----------------------------------------------------------------------------------


def _declines(title: Title, before: InvasionState, choice: Choice, role: str) -> bool:
    legal = title.choices(before, role)
    if choice.verb == "skip" and before.phase == "enlist":
        return any(c.verb == "extra" for c in legal)
    pending = before.pending
    if choice.verb == "done" and pending is not None:
        return pending.effect in ("john-brant", "hometown-support") and any(
            c.verb == "place" for c in legal
        )
    return False


def declined_free_unit(title, state, role, move) -> str | None:
    for before, choice, _ in walk(title, state, role, move):
        if _declines(title, before, choice, role):
            what = before.pending.effect if before.pending else "the additional green unit"
            return f"{role} declined a free unit ({what}) it could place"
    return None


def free_unit_possible(state: InvasionState, role: str) -> bool:
    legal = TITLE.choices(state, role)
    offered = {c.verb for c in legal}
    if state.phase == "enlist" and "extra" in offered:
        return True
    pending = state.pending
    return (
        pending is not None
        and pending.effect in ("john-brant", "hometown-support")
        and "place" in offered
    )


# --- casualties ----------------------------------------------------------------------------------

# Cards that change what a die is worth in a battle (Tecumseh: green Flees are Hits; Kentucky
# Militia: a white Hit removes 2): there the plain dice do not say which unit hits best.
_CHANGES_DICE = ("tecumseh", "kentucky-militia")


def _hit_side(state: InvasionState):
    battle = state.battle
    if battle is None or not battle.hits_left or battle.hits_on is None:
        return None
    if any(e in _CHANGES_DICE for e in (*state.effects, *battle.specials)):
        return None
    return force_of(state.units.get(battle.area, {}), battle.hits_on)


def _battle_odds(state: InvasionState, force: tuple[int, ...], lost: int) -> float:
    """The hit side's odds of winning the battle once ``lost`` is removed from ``force`` and
    its other Hits due are taken as cheaply as they can be (odds.casualty); the hit side rolls
    next."""
    battle = state.battle
    assert battle is not None and battle.hits_on is not None
    left = list(force)
    left[lost] -= 1
    for _ in range(min(battle.hits_left - 1, sum(left))):
        left[casualty(tuple(left))] -= 1
    enemy = force_of(state.units.get(battle.area, {}), enemy_of(battle.hits_on))
    return odds(tuple(left), enemy, True)


def _worse_odds(state: InvasionState, force: tuple[int, ...], lost: int) -> bool:
    """Whether losing ``lost`` leaves the side less likely to win than the cheapest loss."""
    cheapest = casualty(force)
    return _battle_odds(state, force, lost) < _battle_odds(state, force, cheapest) - 1e-9


def costly_casualty(title, state, role, move) -> str | None:
    for before, choice, _ in walk(title, state, role, move):
        force = _hit_side(before)
        if choice.verb != "lose" or force is None:
            continue
        lost = FACTIONS.index(str(choice.arg))
        costs = [casualty_cost(force, i) for i in range(len(FACTIONS)) if force[i]]
        # At least a sixth of a Hit a roll more: one face of one die; and worse odds.
        if casualty_cost(force, lost) - min(costs) > 1 / 6 - 1e-9 and _worse_odds(
            before, force, lost
        ):
            return (
                f"{role} removed a {choice.arg} unit, losing "
                f"{casualty_cost(force, lost):.2f} Hits a roll where {min(costs):.2f} would do"
            )
    return None


def casualty_possible(state: InvasionState, role: str) -> bool:
    force = _hit_side(state)
    if force is None or role not in TITLE.active(state):
        return False
    present = [i for i in range(len(FACTIONS)) if force[i]]
    least = min(casualty_cost(force, i) for i in present)
    return any(
        casualty_cost(force, i) - least > 1 / 6 - 1e-9 and _worse_odds(state, force, i)
        for i in present
    )


# --- Objectives ----------------------------------------------------------------------------------


def abandoned_objective(title, state, role, move) -> str | None:
    side = SIDE_OF[role]
    # The markers as the move began: the first step out takes a marker off at once.
    held = {area for area, holder in state.control.items() if holder == side}
    for before, choice, after in walk(title, state, role, move):
        army = before.army
        if army is None or after.army is not None or choice.verb not in ("to", "halt"):
            continue
        origin = army.origin
        end = str(choice.arg) if choice.verb == "to" else army.here
        left = sum(n for f, n in after.units.get(origin, {}).items() if SIDE_OF[f] == side)
        if origin in held and not left and not MAP.areas[end].objectives:
            return (
                f"{role} took the last units out of {origin}, an enemy Objective its side "
                f"held, to {end}, which is no Objective"
            )
    return None


def abandon_possible(state: InvasionState, role: str) -> bool:
    side = SIDE_OF[role]
    return (
        state.phase == "move"
        and state.faction == role
        and state.army is None
        and any(c.verb in ("army", "embark", "harrison") for c in TITLE.choices(state, role))
        and any(held == side for held in state.control.values())
    )


def _empty_enemy_objectives(state: InvasionState, side: str) -> set[str]:
    return {
        a.id
        for a in MAP.areas.values()
        if a.objectives and a.homeland != side and not state.units.get(a.id)
    }


def _reaches(
    title: Title, state: InvasionState, role: str, start: Choice, targets: set[str]
) -> str | None:
    """A target an army started with ``start`` reaches, the engine moving it, or None."""
    frontier = [title.apply(state, role, start)]
    seen = set()
    while frontier:
        here = frontier.pop()
        for choice in title.choices(here, role):
            if choice.verb != "to":
                continue
            if choice.arg in targets:
                return str(choice.arg)
            after = title.apply(here, role, choice)
            army = after.army
            if army is not None and (army.here, army.budget) not in seen:
                seen.add((army.here, army.budget))
                frontier.append(after)
    return None


def left_objective_untaken(title, state, role, move) -> str | None:
    side = SIDE_OF[role]
    for before, choice, _ in walk(title, state, role, move):
        if choice.verb != "end" or before.phase != "move":
            continue
        targets = _empty_enemy_objectives(before, side)
        if not targets:
            continue
        for start in title.choices(before, role):
            if start.verb not in ("army", "embark", "harrison"):
                continue
            if MAP.areas[str(start.arg)].objectives:
                continue
            target = _reaches(title, before, role, start, targets)
            if target is not None:
                return (
                    f"{role} ended its movement while its army in {start.arg} could take "
                    f"{target}, an enemy Objective no unit occupies"
                )
    return None


def untaken_possible(state: InvasionState, role: str) -> bool:
    return (
        state.phase == "move"
        and state.faction == role
        and state.army is None
        and bool(_empty_enemy_objectives(state, SIDE_OF[role]))
        and any(c.verb in ("army", "embark", "harrison") for c in TITLE.choices(state, role))
    )


@dataclass(frozen=True)
class Blunder:
    name: str
    detect: Detector
    possible: Callable[[InvasionState, str], bool]


BLUNDERS: tuple[Blunder, ...] = (
    Blunder("truce while not ahead", truce_while_not_ahead, truce_possible),
    Blunder("free unit declined", declined_free_unit, free_unit_possible),
    Blunder("casualty that costs dice", costly_casualty, casualty_possible),
    Blunder("held enemy Objective abandoned", abandoned_objective, abandon_possible),
    Blunder("empty enemy Objective left untaken", left_objective_untaken, untaken_possible),
)


# --- positions -----------------------------------------------------------------------------------

SCENARIOS = tuple(TITLE.scenarios)
# Who plays each side in the games the positions come from.
MATCHES = (("random", "random"), ("scripted", "scripted"), ("scripted", "random"))


def _step(state: InvasionState, policy: dict[str, str], dice: Rng) -> None:
    """One choice of the first role asked, on ``state`` itself (the engine's own step, as the
    computer players' searches take it: every choice is one offered)."""
    role, legal = next((r, c) for r in TITLE.active(state) if (c := TITLE.choices(state, r)))
    if policy[SIDE_OF[role]] == "scripted":
        choice = TITLE.scripted(state, role)
    else:
        choice = dice.choice(legal)
    assert choice is not None
    TITLE.advance(state, role, choice)


@cache
def game(
    scenario: str, match: tuple[str, str], seed: int
) -> tuple[tuple[InvasionState, ...], InvasionState]:
    """Every position of one seeded game, and its last: British and American play by
    ``match`` (scripted or uniformly random choices)."""
    policy = dict(zip(("british", "american"), match, strict=True))
    name = f"i1812 blunders {scenario} {match} {seed}"
    dice = Rng(seed=seed_from_text(f"{name} dice"))
    state = TITLE.setup(seed_from_text(name), scenario)
    found = []
    for _ in range(3000):
        if state.outcome is not None:
            break
        found.append(state.clone())
        _step(state, policy, dice)
    return tuple(found), state


def game_positions(seeds: int = 1) -> Iterator[tuple[InvasionState, str]]:
    """Every position of seeded games of every scenario and match, with each role that has a
    choice there."""
    for seed in range(seeds):
        for scenario in SCENARIOS:
            for match in MATCHES:
                for state in game(scenario, match, seed)[0]:
                    for role in TITLE.active(state):
                        if TITLE.choices(state, role):
                            yield state, role


def positions(blunder: Blunder, most: int, seeds: int = 1) -> list[tuple[InvasionState, str]]:
    """Up to ``most`` positions where ``blunder`` is possible, spread over the games."""
    found = [(s, r) for s, r in game_positions(seeds) if blunder.possible(s, r)]
    if len(found) <= most:
        return found
    every = len(found) / most
    return [found[int(i * every)] for i in range(most)]
