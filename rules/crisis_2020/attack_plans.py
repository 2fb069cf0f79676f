"""The attacks of the scripted player (scripted.py): in a Region, which units attack together,
with which cards and how it rolls, and what the attack is worth on average, from the odds of
the Combat Results Tables (reckoning.py) and what each result would bring.

**Data Conflict** ("6.0"): every ready unit with a Data Rating joins one attack (the tables
give more the more strength is piled in, "13.0"; two small attacks win less than one at their
sum), up to the last column (20+). Each result is worth what the roller would take from it
("6.2"): a Recruit places an Infrastructure where the Region has none (the way a side takes a
Region, "1.0"), a Defection flips the enemy's; Backlash hands the Defender an Insurgent and
cards, a Crash costs a card. A Conflict Support card (or a bonus event) is added while it
raises the worth of the attack by more than the card is worth. **No attack at strength 0-2
without a card** (the tables' plain advice: at 0 to 2 a Backlash or a Crash
comes as often as a Recruit, "6.12": only "nuisance behavior").

**Armed Conflict** ("8.0"): the units, cards and mode (Regular, Maximum Firepower "8.13", Less
Than Lethal "8.14") of the best worth. Pacification eliminates every enemy unit that took part,
Infrastructure included (the only result that removes it, "8.15"); Termination the best one
but Infrastructure; Clandestine units only when every attacker is a Strike Force, after a
Surveillance card, or in a counterattack ("8.12"). Against that: Collateral Damage, a card per
point of the Region's Value (on Maximum Firepower, every black result, "8.13"); and a
Counterattack result, after which the enemy strikes the units that took part with everything
in the Region and up to two cards ("8.15": a lone Infrastructure that attacks a
five-unit stack invites a counterattack on itself). An attack is made when it is worth a
little more than nothing (`THRESHOLD`); the side's Infrastructure joins one only where the
enemy could not counterattack it stronger (`_infra_may_join`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from . import conflict
from .components import ARMED, ARMED_LTL, CARDS, MAP, UNITS
from .conflict import support_value
from .data import TYPES
from .reckoning import (
    INFRASTRUCTURE,
    POINT,
    VALUES,
    Situation,
    armed_odds,
    clandestine,
    data_table,
    expected,
    strike_force,
    unit_worth,
)
from .state import CrisisState

TOP_DATA = 20  # the Domestic and Foreign tables' last column ("20+")
INSURGENT = unit_worth("insurgents-1")  # any Insurgents: they are all alike ("2.0")
# Each of the enemy's cards a counterattack may add ("5.62": two at most), an average
# Conflict Support number (reconstructed cards: 1 to 4, mostly 2).
ENEMY_CARD = 2.0
# Worth an attack must pass to be made: the odds and worths are estimates.
THRESHOLD = 0.25


@dataclass(frozen=True)
class Attack:
    """An attack to build: its units, its cards, how it rolls, and its expected worth."""

    region: str
    units: tuple[str, ...]
    cards: tuple[str, ...]
    mode: str
    worth: float


def _order(card: str) -> tuple[bool, int]:
    """Cards tried first: those that support one kind of conflict only (a "both" card is kept
    for the other kind), then by number."""
    spec = CARDS[card]
    return (spec.border == "both" or spec.kind == "event", spec.number)


# --- Data Conflict ("6.0") -------------------------------------------------------------------


INFRASTRUCTURE_UNIT = max(unit_worth(u) for u, s in UNITS.items() if s.type == INFRASTRUCTURE)


def infrastructure_worth(sit: Situation, region: str) -> float:
    """An Infrastructure in ``region``: its Value held ("10.0") and the unit."""
    return VALUES[region] * POINT + sit.force * INFRASTRUCTURE_UNIT


def neutralize_worth(sit: Situation, unit: str, region: str) -> float:
    """An enemy unit sent to the Neutralized Box until its side's Recovery Phase ("9.0"): an
    Infrastructure loses them the Region meanwhile, and for good if another takes its place."""
    if UNITS[unit].type == INFRASTRUCTURE:
        return 0.5 * VALUES[region] * POINT
    return 0.5 * sit.worth(unit)


def recruit_worth(sit: Situation, region: str, infra_in: bool) -> float:
    """The best unit a Recruit result may place in ``region`` ("6.2", "12.2"): an
    Infrastructure where there is none, else the best unit ('real' military only with a
    friendly Infrastructure in the attack)."""
    if sit.infrastructure_free(region):
        return infrastructure_worth(sit, region)
    home = MAP.place(region).power or "usa"
    guarded = region in sit.guard
    key = ("recruit", home, infra_in, guarded)
    if key not in sit.memo:
        sit.memo[key] = max(
            (
                sit.worth(unit)
                for unit in sit.pool
                if UNITS[unit].power == home
                and UNITS[unit].type != INFRASTRUCTURE
                and not (guarded and UNITS[unit].type == "national-guard")
                and (infra_in or not TYPES[UNITS[unit].type].real)
            ),
            default=0.0,
        )
    return sit.memo[key]


def flip_worth(sit: Situation, unit: str, region: str) -> float:
    """An enemy unit that defects: lost to them and gained ("6.2")."""
    if UNITS[unit].type == INFRASTRUCTURE:
        return 2 * infrastructure_worth(sit, region)
    return 2 * sit.worth(unit)


def data_gains(sit: Situation, region: str, infra_in: bool) -> dict[str, float]:
    """What each Data Conflict result is worth to the attacker in ``region`` ("6.2")."""
    value, card = VALUES[region], sit.card
    enemies = sit.enemies(region)
    home = MAP.place(region).power or "usa"
    insurgent = (
        sit.force * INSURGENT
        if any(UNITS[u].type == "insurgent" and UNITS[u].power == home for u in sit.pool)
        else 0.0
    )
    neutralize = max([card, *(neutralize_worth(sit, u, region) for u in enemies)])
    recruit = max(neutralize, recruit_worth(sit, region, infra_in))
    flip = max([recruit, *(flip_worth(sit, u, region) for u in enemies)])
    return {
        "B": -(insurgent + value * card),
        "C": -card,
        "IS": card,
        "N": neutralize,
        "R": recruit,
        "D": flip,
        "Ri": insurgent + value * card,
        "P": insurgent + card,
        "I": recruit,
    }


def data_cards(sit: Situation) -> list[str]:
    """The cards of the hand that may support a Data attack ("5.62")."""
    found = []
    for card in sit.hand:
        spec = CARDS[card]
        if (spec.kind == "support" and spec.supports("data")) or (
            spec.effect == "bonus"
            and spec.holder in (sit.side, "both")
            and spec.params.conflict in ("data", "any")
        ):
            found.append(card)
    return sorted(found, key=_order)


def plan_data(state: CrisisState, sit: Situation, region: str) -> Attack | None:
    """The Data attack ``sit.side`` should make in ``region`` now, or None (module docstring)."""
    key = ("data", region, tuple(sorted(state.data_attacked)))
    if key not in sit.memo:
        sit.memo[key] = _plan_data(state, sit, region)
    return sit.memo[key]


def _plan_data(state: CrisisState, sit: Situation, region: str) -> Attack | None:
    ready = [u for u in sit.units(region) if u not in state.data_attacked and UNITS[u].data > 0]
    ready.sort(key=lambda u: (-UNITS[u].data, UNITS[u].type != INFRASTRUCTURE, u))
    units: list[str] = []
    base = 0
    for unit in ready:
        if base >= TOP_DATA:
            break
        units.append(unit)
        base += UNITS[unit].data
    if not units:
        return None
    infra_in = any(UNITS[u].type == INFRASTRUCTURE for u in units)
    gains = data_gains(sit, region, infra_in)
    table = data_table(region)
    cards, total, worth = _add_cards(
        data_cards(sit), region, base, sit.card, lambda s: expected(table, s, gains)
    )
    # "6.12": no attack at 0-2 without a card (Backlash and Crash as likely as a Recruit).
    if total <= 2 and not cards:
        return None
    if worth <= THRESHOLD:
        return None
    return Attack(region, tuple(units), tuple(cards), "regular", worth)


def _add_cards(
    candidates: list[str], region: str, base: int, card: float, worth_at: Callable[[int], float]
) -> tuple[list[str], int, float]:
    """Cards added one at a time while each raises the worth by more than a card ("5.62": two
    Conflict Support cards at most, any number of bonus events): the cards, the strength, and
    the worth of the attack less the cards spent."""
    chosen: list[str] = []
    total = base
    worth = worth_at(total)
    supports = 0
    while True:
        best, best_gain = None, 0.0
        for c in candidates:
            if c in chosen or (CARDS[c].kind == "support" and supports >= conflict.MAX_SUPPORT):
                continue
            gain = worth_at(total + support_value(c, region)) - worth - card
            if gain > best_gain:
                best, best_gain = c, gain
        if best is None:
            return chosen, total, worth - len(chosen) * card
        chosen.append(best)
        supports += CARDS[best].kind == "support"
        total += support_value(best, region)
        worth = worth_at(total)


# --- Armed Conflict ("8.0") ------------------------------------------------------------------


def kill_worth(unit: str, region: str, force: float) -> float:
    """A unit eliminated: an Infrastructure takes its Region's Value with it ("8.15");
    ``force``, what units are worth now (`Situation.force`)."""
    if UNITS[unit].type == INFRASTRUCTURE:
        return VALUES[region] * POINT + force * INFRASTRUCTURE_UNIT
    return force * unit_worth(unit)


@dataclass(frozen=True)
class Harm:
    """What each kind of Armed result does to a set of units, in cards ("8.15")."""

    pacified: float  # all of them eliminated
    terminated: float  # the best one that is not Infrastructure
    neutralized: float  # the same one in the Neutralized Box, or a card drawn instead


def harm(units: tuple[str, ...], region: str, card: float, force: float) -> Harm:
    best = max((unit_worth(u) for u in units if UNITS[u].type != INFRASTRUCTURE), default=0.0)
    best *= force
    pacified = sum(kill_worth(u, region, force) for u in units)
    return Harm(pacified, best, max(card, 0.5 * best) if units else card)


def blow(
    table: str, strength: int, hurt: Harm, collateral: float, every_black: bool
) -> tuple[float, float]:
    """The mean worth of a roll at ``strength`` on ``table`` to the side rolling, less its
    Collateral Damage (``collateral`` a time: on the "(a)" results, or on every black one
    under Maximum Firepower, "8.13"), and the chance of a Counterattack result."""
    pacify, terminate, neutralize, counter, pacify_a, terminate_a = armed_odds(table, strength)
    hit = pacify * hurt.pacified + terminate * hurt.terminated + neutralize * hurt.neutralized
    damaged = (pacify + terminate) if every_black else (pacify_a + terminate_a)
    return hit - damaged * collateral, counter


def armed_cards(sit: Situation) -> list[str]:
    """The cards of the hand that may join an Armed attack ("5.62", "8.12", events)."""
    found = []
    for card in sit.hand:
        spec = CARDS[card]
        if spec.kind == "support":
            if spec.supports("armed"):
                found.append(card)
        elif spec.holder in (sit.side, "both") and (
            (spec.effect == "bonus" and spec.params.conflict in ("armed", "any"))
            or spec.effect in ("surveillance", "restraint")
        ):
            found.append(card)
    return sorted(found, key=_order)


@dataclass(frozen=True)
class _Fight:
    """An Armed Conflict as the side about to roll sees it."""

    region: str
    available: tuple[str, ...]  # units that may roll now
    engaged: tuple[str, ...]  # own units already subject to the other side's results
    foes: tuple[str, ...]  # enemy units subject to this roll (before "8.12")
    counter: bool  # a counterattack: Clandestine units are subject ("8.12")
    enemy_arms: int  # the Arms of the enemy units that could counter
    enemy_strength: int  # what the enemy could counter with, cards included
    in_effect: int  # own cards already in effect ("8.15")
    ltl: bool  # Less Than Lethal allowed ("8.14")
    cards: tuple[str, ...]
    card: float
    force: float


def plan_armed(state: CrisisState, sit: Situation, region: str) -> Attack | None:
    """The Armed attack, or counterattack when one is offered, ``sit.side`` should make in
    ``region``, or None (module docstring)."""
    fight = _fight(state, sit, region)
    return None if fight is None else _best_armed(fight)


def _fight(state: CrisisState, sit: Situation, region: str) -> _Fight | None:
    armed = state.armed
    here = sit.units(region)
    foes = sit.enemies(region)
    enemy_cards = ENEMY_CARD * min(2, sit.enemy_hand)
    if armed is None:
        available = [u for u in here if u not in state.armed_attacked]
        engaged: list[str] = []
        enemy_units = foes  # the Defender counterattacks with everything there ("8.15")
        counter = False
        in_effect = 0
    else:
        if armed.region != region:
            return None
        if sit.side != armed.attacker:  # the Defender: any of its units ("8.15")
            available = list(here)
            enemy_units = [u for u in foes if u in armed.original or u not in state.armed_attacked]
        else:  # the original attackers and units that have not attacked ("8.15")
            available = [u for u in here if u in armed.original or u not in state.armed_attacked]
            enemy_units = foes
        engaged = [u for u in armed.engaged.get(sit.side, []) if u in here]
        foes = [u for u in armed.engaged.get(sit.enemy, []) if u in foes]
        counter = True
        in_effect = sum(support_value(c, region) for c in conflict.in_effect(state, sit.side))
        enemy_cards += sum(support_value(c, region) for c in conflict.in_effect(state, sit.enemy))
    return _Fight(
        region=region,
        available=tuple(available),
        engaged=tuple(engaged),
        foes=tuple(foes),
        counter=counter,
        enemy_arms=sum(UNITS[u].arms for u in enemy_units),
        enemy_strength=sum(UNITS[u].arms for u in enemy_units) + int(enemy_cards),
        in_effect=in_effect,
        ltl=conflict.may_ltl(state, sit.side),
        cards=tuple(armed_cards(sit)),
        card=sit.card,
        force=sit.force,
    )


def _groups(fight: _Fight) -> list[tuple[str, ...]]:
    """The sets of units worth comparing: the strongest one, two, three... (Arms 0 adds
    nothing but exposure); each with the Infrastructure too, where it may join; the Strike
    Forces alone where the enemy has Clandestine units ("8.12")."""
    armed = [u for u in fight.available if UNITS[u].arms > 0]
    infra = [u for u in armed if UNITS[u].type == INFRASTRUCTURE]
    others = sorted(
        (u for u in armed if UNITS[u].type != INFRASTRUCTURE),
        key=lambda u: (-UNITS[u].arms, clandestine(u), u),
    )
    found: list[tuple[str, ...]] = [tuple(others[:k]) for k in range(1, len(others) + 1)]
    found += [(*group, *infra) for group in [(), *found] if infra and _infra_may_join(fight, group)]
    strikers = tuple(u for u in others if strike_force(u))
    if strikers and not fight.counter and any(clandestine(u) for u in fight.foes):
        found.append(strikers)
    return list(dict.fromkeys(g for g in found if g))


def _infra_may_join(fight: _Fight, group: tuple[str, ...]) -> bool:
    """Whether the Infrastructure may join ``group``'s attack: in a counterattack it is engaged
    already; in an attack, only where the attack is strong (6 and more: Counterattack results
    grow rare, "8.15") or stronger than every enemy Arm that would strike back; else a
    Counterattack's Pacification would take the Region with it (a lone Infrastructure
    attacking a five-unit stack)."""
    if fight.counter:
        return True
    strength = sum(UNITS[u].arms for u in group) + 1
    return strength >= 6 or strength > fight.enemy_arms


@lru_cache(maxsize=4096)
def _best_armed(fight: _Fight) -> Attack | None:
    """The best of every group, mode and set of cards (`_with_cards`), if worth making."""
    best: Attack | None = None
    modes = ["regular", "max", *(["ltl"] if fight.ltl else [])]
    for group in _groups(fight):
        exposed = tuple(dict.fromkeys([*fight.engaged, *group]))
        # The enemy's counterattack on every unit of ours that took part ("8.15"): worth to
        # them what its roll does, less their own Collateral Damage; made only if worth it.
        theirs = harm(exposed, fight.region, fight.card, fight.force)
        collateral = VALUES[fight.region] * fight.card
        worth, _ = blow(ARMED.id, fight.enemy_strength, theirs, collateral, False)
        risk = max(0.0, worth)
        for mode in modes:
            attack = _with_cards(fight, group, mode, risk)
            if best is None or attack.worth > best.worth:
                best = attack
    if best is None or best.worth <= THRESHOLD:
        return None
    return best


def _with_cards(fight: _Fight, group: tuple[str, ...], mode: str, risk: float) -> Attack:
    """The attack of ``group`` in ``mode`` with the cards that add to its worth, each card
    worth one in hand ("5.62": two Conflict Support cards at most)."""
    rating = sum(UNITS[u].arms for u in group)
    base = (2 * rating if mode == "max" else rating) + fight.in_effect
    table = ARMED_LTL.id if mode == "ltl" else ARMED.id
    region = fight.region
    strikers = all(strike_force(u) for u in group)
    value = VALUES[region]
    hurt = {}

    def worth_of(total: int, watched: bool, restrained: bool) -> float:
        key = fight.counter or strikers or watched
        if key not in hurt:
            targets = tuple(u for u in fight.foes if key or not clandestine(u))
            hurt[key] = harm(targets, region, fight.card, fight.force)
        collateral = 0.0 if restrained or mode == "ltl" else value * fight.card
        gain, counter = blow(table, total, hurt[key], collateral, mode == "max")
        return gain - counter * risk

    chosen: list[str] = []
    total, watched, restrained = base, False, False
    worth = worth_of(total, watched, restrained)
    supports = 0
    while True:
        pick, pick_worth = None, worth + fight.card
        for card in fight.cards:
            spec = CARDS[card]
            if card in chosen or (spec.kind == "support" and supports >= conflict.MAX_SUPPORT):
                continue
            then = worth_of(
                total + support_value(card, region),
                watched or spec.effect == "surveillance",
                restrained or spec.effect == "restraint",
            )
            if then > pick_worth:
                pick, pick_worth = card, then
        if pick is None:
            break
        chosen.append(pick)
        supports += CARDS[pick].kind == "support"
        total += support_value(pick, region)
        watched = watched or CARDS[pick].effect == "surveillance"
        restrained = restrained or CARDS[pick].effect == "restraint"
        worth = pick_worth
    return Attack(region, group, tuple(chosen), mode, worth - len(chosen) * fight.card)
