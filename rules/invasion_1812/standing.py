"""How each side of 1812 stands (`Title.standing`, rules/core/computer.py): the worth of a
position as a player who has read the rulebook counts it, 0 to 1, the two sides summing to 1.

"The side that controls the most enemy Objectives at game end wins" ("Objectives"; a tie is
possible), so the standing is a share of victory read from three things, in Control Markers:

* **The lead**, as the end of the turn will count it ("A side controls an enemy Objective if its
  units occupy the area at the end of a turn"): an enemy Objective a side's units alone occupy
  counts for it already, one it holds and still occupies keeps its marker, and one being fought
  over counts by the odds of the battle (odds.py: "3. Battles", the side in whose homeland it is
  fought rolling first), not by who stands there before the dice.
  An enemy Objective held counts less where an enemy army within reach could win it back
  (reading.py's threat: the cost of a counterattack).
* **The forces**: every unit on the map or in the Fled Units space ("Fled Units are returned to
  the owning faction's Muster Area(s)"), and the dice each stack rolls ("The player rolls an
  amount of dice corresponding to the number of his units present in the battle", at most 2 for
  the Regulars and 3 for the others): a unit beyond its colour's maximum adds a body, one that
  rolls adds its die's Hits. In a battle the units count by its odds: a beaten force loses about
  half its units, the rest fleeing or leaving by Command Decisions. And a little for how near
  each unit stands to the enemy's Objectives (reading.PULL), so that a side marching on them
  stands better before it takes them. The units still to enlist this round count already, in
  their Muster Areas.
* **The time left**: a lead counts more as the end draws near; the forces less, having less time
  to take anything. "The game ends if at the end of a round all Truce Cards of one or both sides
  have been played", checked from the end of round 3, or at the end of the round track. A side
  ahead ends it as soon as it can ("Truce Cards": the scripted player plays its Truce card once
  ahead): its Truce cards in hand are as good as played, those still in its deck come as it
  draws; a side not ahead holds its own back, so that its Truce cards played bring the end only
  once all are. So a Truce card played while not ahead is worth nothing but its small move,
  and the last one of a side behind hastens its defeat.

Once the game is over: the winners 1, the losers 0, a tie ("Games can end in a tie") 0.5 each.
"""

from __future__ import annotations

from .cards import CARDS
from .factions import FACTIONS, FIRST_END_CHECK_ROUND, SIDE_OF, TRUCES
from .geography import MAP
from .odds import Force, casualty, expected_hits, odds
from .reading import HOME, PULL, RETAKE_CHANCE, STARS, Reading, force_of
from .state import InvasionState

BRITISH, AMERICAN = "british", "american"
SIDES = (BRITISH, AMERICAN)
_TRUCE_SIDE: dict[str, str] = {c.id: SIDE_OF[c.faction] for c in CARDS.values() if c.truce}
_SIDE_FACTIONS: dict[str, tuple[str, ...]] = {
    side: tuple(f for f in FACTIONS if SIDE_OF[f] == side) for side in SIDES
}

# The forces' worth, in Control Markers: a unit (as reading.UNIT_WORTH counts one destroyed), a
# Hit a roll of a stack's dice (a unit that rolls a Regular's die, half a Hit, is worth about
# twice one beyond its maximum), and each unit's nearness to the enemy's Objectives
# (reading.MARCH: a unit beside a two-star Objective is worth a tenth of a marker more).
UNIT = 0.2
HIT = 0.4
MARCH = 0.1
# The share of a beaten force its battle destroys: the rest flee ("These Fled Units are returned
# to the owning faction's Muster Area(s)") or leave by Command Decisions (a judgement: the dice
# roll about as many Flee and Command faces as Hit faces).
BEATEN_LOST = 0.5
# The lead is weighed by the rounds left plus one, the forces by this many: a unit counts as a
# tenth of a marker would with nine rounds to go, and less than that as the end draws near.
FORCES_SCALE = 10.0
# Rounds a card still in the deck takes to be drawn, per card above it on average: a faction
# draws back up to three after each turn, about one card a round (one Movement card played).
ROUNDS_PER_CARD = 1.0


def standing(state: InvasionState) -> dict[str, float]:
    """Each faction's standing, 0 to 1: its side's (the module docstring says how)."""
    outcome = state.outcome
    if outcome is not None:
        if not outcome.winners:
            return dict.fromkeys(FACTIONS, 0.5)
        return {f: float(f in outcome.winners) for f in FACTIONS}
    lead, forces = lead_and_forces(state)
    ahead = BRITISH if lead > 0 else AMERICAN if lead < 0 else None
    share = lead / (1.0 + rounds_left(state, ahead)) + forces / FORCES_SCALE
    # A share of victory that keeps a slope far from even (x / (1 + |x|) rather than tanh, whose
    # slope at a lead of five markers is a ten-thousandth): a side far behind still tells a
    # move that loses by less, and does not take the Truce card that ends its game sooner.
    british = 0.5 + 0.5 * share / (1.0 + abs(share))
    return {f: british if SIDE_OF[f] == BRITISH else 1.0 - british for f in FACTIONS}


def foresees(state: InvasionState) -> bool:
    """Whether a playout stops here (`Title.foresees`): at a battle to fight or being fought,
    which the standing weighs by its odds ("3. Battles"), where rolling its dice would only add
    their chance to the comparison of moves; and where the next faction's turn begins, before
    it acts, so that every move is judged at the end of its own turn: a move whose turn ends
    sooner would otherwise be judged with its allies' next moves made and the others' not."""
    if state.phase in ("battles", "battle"):
        return True
    return state.phase in ("enlist", "cards") and state.last_actor != state.faction


def lead_and_forces(state: InvasionState) -> tuple[float, float]:
    """The British lead in Control Markers as the end of the turn would count them, battles by
    their odds; and the British forces less the American, in Control Markers (module
    docstring)."""
    lead = 0.0
    forces = 0.0
    battle = state.battle
    readings: dict[str, Reading] = {}
    for area, here in state.units.items():
        british = force_of(here, BRITISH)
        american = force_of(here, AMERICAN)
        if battle is not None and battle.area == area and battle.hits_left:
            # Hits rolled and not yet taken: as good as taken, each by the casualty a sensible
            # player picks ("The opponents decide among themselves which unit to remove").
            if battle.hits_on == BRITISH:
                british = _after_hits(british, battle.hits_left)
            else:
                american = _after_hits(american, battle.hits_left)
        b, a = sum(british), sum(american)
        stars = STARS[area]
        home = HOME[area]
        if b and a:
            # A battle fought now or to come: the side to roll next, else the homeland's.
            first = battle.rolling if battle is not None and battle.area == area else home
            win = odds(british, american, first == BRITISH)
            if stars:
                lead += stars * (win if home == AMERICAN else win - 1.0)
            british_kept = 1.0 - BEATEN_LOST * (1.0 - win)
            american_kept = 1.0 - BEATEN_LOST * win
            forces += british_kept * _worth(british, area, BRITISH)
            forces -= american_kept * _worth(american, area, AMERICAN)
            continue
        if b:
            forces += _worth(british, area, BRITISH)
            if stars and home == AMERICAN:
                lead += stars * _holds(readings, state, BRITISH, area, british)
        elif a:
            forces -= _worth(american, area, AMERICAN)
            if stars and home == BRITISH:
                lead -= stars * _holds(readings, state, AMERICAN, area, american)
    for faction, n in state.fled.items():
        forces += UNIT * n if SIDE_OF[faction] == BRITISH else -UNIT * n
    forces += _enlistments_due(state)
    return lead, forces


def _enlistments_due(state: InvasionState) -> float:
    """The British less the American units still to enlist this round ("1. Place
    Enlistments": each faction at the start of its turn, from its pool, in its Muster Areas that
    no enemy occupies), as units in those areas: a move that ends its turn sooner is not judged
    with the next faction's enlistments made and the others' not."""
    due = 0.0
    for faction in FACTIONS:
        if faction not in state.bag and not (state.faction == faction and not state.enlisted):
            continue
        side = SIDE_OF[faction]
        pool = state.pools.get(faction, 0)
        for area, n in MAP.enlistments(faction).items():
            here = state.units.get(area, {})
            if pool <= 0 or any(SIDE_OF[f] != side for f in here):
                continue
            placed = min(pool, n)
            pool -= placed
            worth = placed * (UNIT + MARCH * PULL[side][area])
            due += worth if side == BRITISH else -worth
    return due


def _holds(
    readings: dict[str, Reading], state: InvasionState, side: str, area: str, garrison: Force
) -> float:
    """The chance that ``side`` keeps the enemy Objective ``area`` its ``garrison`` occupies
    through the enemy's next turns: the strongest enemy army within reach (reading.threat) may
    come, rolling first in its own homeland, and win it back (reading.RETAKE_CHANCE: "If a
    controlling side's units ... are forced out of an enemy Objective Area, its Control Marker
    is removed")."""
    reading = readings.get(side)
    if reading is None:
        reading = readings[side] = Reading(state, side)
    threat = reading.threat(area)
    if not sum(threat):
        return 1.0
    return 1.0 - RETAKE_CHANCE * (1.0 - odds(garrison, threat, False))


def _after_hits(force: tuple[int, ...], hits: int) -> tuple[int, ...]:
    """``force`` less ``hits`` units, each the one whose loss costs its dice least."""
    left = list(force)
    for _ in range(min(hits, sum(left))):
        left[casualty(tuple(left))] -= 1
    return tuple(left)


def _worth(force: tuple[int, ...], area: str, side: str) -> float:
    """What a stack of ``side`` is worth where it stands: its units, its dice, its nearness to
    the enemy's Objectives."""
    n = sum(force)
    return n * (UNIT + MARCH * PULL[side][area]) + HIT * expected_hits(force)


def rounds_left(state: InvasionState, ahead: str | None = None) -> float:
    """Rounds still to play ("End of the Game"), the turns left in this one counted as a share
    of a round: until a side has played all its Truce Cards, no sooner than the end of round 3
    and no later than the end of the round track. A side with all of them played ends the game
    with this round; the side ``ahead`` plays those it holds at its factions' next turns and
    those in its decks as they are drawn (module docstring); the other holds its own back."""
    this_round = len(state.bag) / len(FACTIONS)
    track = max(0, state.rounds - state.round)
    end = float(track)
    for side in SIDES:
        left = TRUCES[side] - sum(_TRUCE_SIDE[c] == side for c in state.truces)
        if left <= 0:
            end = 0.0
        elif side == ahead:
            end = min(end, _rounds_to_play_truces(state, side))
    first = max(0, FIRST_END_CHECK_ROUND - state.round)
    return this_round + min(track, max(first, end))


def _rounds_to_play_truces(state: InvasionState, side: str) -> float:
    """Whole rounds after this one before ``side`` can have played all its Truce Cards: a
    faction holding one plays it at its next turn (this round if its marker is still in the
    bag or its turn is now), one whose Truce card is in its deck draws it in time."""
    rounds = 0.0
    played = set(state.truces)
    for faction in _SIDE_FACTIONS[side]:
        truce = next((c for c in _FACTION_TRUCE[faction] if c not in played), None)
        if truce is None:
            continue
        # Its turn still to come this round, or under way with its Movement card unplayed.
        to_come = faction in state.bag or (state.faction == faction and state.movement_card is None)
        if truce in state.hands.get(faction, ()):
            wait = 0.0 if to_come else 1.0
        else:
            pile = state.decks[faction].draw_pile
            wait = (1.0 if to_come else 2.0) + ROUNDS_PER_CARD * len(pile) / 2
        rounds = max(rounds, wait)
    return rounds


_FACTION_TRUCE: dict[str, tuple[str, ...]] = {
    f: tuple(c.id for c in CARDS.values() if c.truce and c.faction == f) for f in FACTIONS
}
