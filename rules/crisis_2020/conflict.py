"""Attacks, Data Conflict and Armed Conflict with its counterattack chains ("5.0", "6.0", "8.0").

An attack is built in a `Draft` (units, up to two Conflict Support cards, any fitting attack
events, and for Armed Conflict Regular, Maximum Firepower or Less Than Lethal), private until
it is rolled. Rolling resolves it on its table and queues what follows, in the rules' order:
the roller's choice of a result's options, Collateral Damage, the doubles effect, a
counterattack offered to the other side ("8.15"), then the end of the conflict.

Decisions where the rulebook is silent:

* Cards played in an Armed Conflict stay in effect until it ends ("8.15"), so each side's
  strength in a later link counts every Conflict Support card and bonus it played in that
  conflict (less those vetoed); each link may add up to two more Conflict Support cards.
* The targets of a counterattack are the units of the other side that took part in the
  conflict so far: the original attackers and the units of later links ("5.4", the Midwest
  example: only the BATF is terminated).
* A Maximum Firepower link doubles the Arms of the units rolling in it; Collateral Damage is
  added to its black results (Termination, Pacification) once ("5.64", "8.13").
"""

from __future__ import annotations

from functools import lru_cache

from ..core.dice import roll as roll_dice
from ..core.messages import Msg
from ..core.tables import Resolution, Table, TableRoll
from . import ops, words
from .components import ARMED, ARMED_LTL, CARDS, DOMESTIC, FOREIGN, MAP, UNITS
from .data import TYPES
from .state import POOL, Armed, CrisisState, Draft, Side, Step

# How an Armed attack rolls, and the results of the tables: messages (catalogs/*/names.ftl).
MODES = words.MODE
# Every result the tables give, as their keys explain them.
RESULT_CODES = tuple(dict.fromkeys(c for t in (DOMESTIC, FOREIGN, ARMED, ARMED_LTL) for c in t.key))
RESULT_NAMES = {code: words.result(code) for code in RESULT_CODES}
# A result step's reason (`Step.reason`, saved with the state: its English) -> its code.
REASON_CODES = {str(name): code for code, name in RESULT_NAMES.items()}
COLLATERAL_DAMAGE = Msg("c2020-collateral-damage")
MAX_SUPPORT = 2  # "5.62"


# --- where and with what ---------------------------------------------------------------------


def attack_regions(state: CrisisState, conflict: str) -> list[str]:
    """Regions where the phasing side has a unit that may still attack ("5.2"); for Armed
    Conflict only where enemy units are ("8.11")."""
    side = state.player
    done = state.data_attacked if conflict == "data" else state.armed_attacked
    # One pass over the counters, not one a Region: the computer players ask this at every step
    # of their playouts.
    ready, enemy = set(), set()
    for unit, piece in state.pieces.items():
        if piece.side == side and unit not in done:
            ready.add(piece.where)
        elif piece.side is not None and piece.side != side:
            enemy.add(piece.where)
    return [
        region
        for region in MAP.places
        if region in ready
        and ops.is_playable(state, region)
        and (conflict == "data" or region in enemy)
    ]


def table_for(draft: Draft) -> Table:
    if draft.conflict == "data":
        return DOMESTIC if MAP.place(draft.region).country == "usa" else FOREIGN
    return ARMED_LTL if draft.mode == "ltl" else ARMED


def eligible_units(state: CrisisState, draft: Draft) -> list[str]:
    """Units ``draft.side`` may put into this attack or counterattack ("5.61", "8.15")."""
    here = ops.units_in(state, draft.region, draft.side)
    if draft.conflict == "data":
        return [u for u in here if u not in state.data_attacked]
    armed = state.armed
    if armed is None:  # the original Armed attack
        return [u for u in here if u not in state.armed_attacked]
    if draft.side != armed.attacker:  # the Defender counterattacks with any of its units
        return here
    # The original Attacker: the original attackers, plus units that have not attacked yet.
    return [u for u in here if u in armed.original or u not in state.armed_attacked]


def in_effect(state: CrisisState, side: str) -> list[str]:
    """Cards ``side`` played earlier in this Armed Conflict that still count ("8.15")."""
    if state.armed is None:
        return []
    return [c for c in state.armed.played.get(side, []) if c not in state.armed.vetoed]


def support_value(card: str, region: str) -> int:
    """What ``card`` adds to an attack in ``region`` ("5.62": the number for its type)."""
    spec = CARDS[card]
    if spec.kind == "support" and spec.values is not None:
        return spec.values.of(MAP.place(region).type)
    if spec.effect == "bonus":
        return spec.params.strength
    return 0


def strength(state: CrisisState, draft: Draft) -> int:
    """The attack's total ("5.61", "5.62"): ratings, doubled by Maximum Firepower ("8.13"),
    plus the cards of this link and those still in effect."""
    rating = sum(UNITS[u].data if draft.conflict == "data" else UNITS[u].arms for u in draft.units)
    if draft.mode == "max":
        rating *= 2
    cards = [*draft.cards, *in_effect(state, draft.side)]
    return rating + sum(support_value(c, draft.region) for c in cards)


def playable_cards(state: CrisisState, draft: Draft) -> list[str]:
    """Cards of the hand that may be added to this attack now."""
    hand = state.hands[draft.side]
    supports = sum(1 for c in draft.cards if CARDS[c].kind == "support")
    found = []
    for card in hand:
        if card in draft.cards:
            continue
        spec = CARDS[card]
        if spec.kind == "support":
            if spec.supports(draft.conflict) and supports < MAX_SUPPORT:
                found.append(card)
            continue
        if spec.holder not in (draft.side, "both"):
            continue
        effect, conflict = spec.effect, spec.params.conflict
        fits = (
            (effect == "bonus" and conflict in (draft.conflict, "any"))
            or (effect in ("surveillance", "restraint") and draft.conflict == "armed")
            or (effect == "veto" and bool(vetoable(state, draft.side)))
        )
        if fits:
            found.append(card)
    return found


def vetoable(state: CrisisState, side: str) -> list[str]:
    """The other side's Conflict Support cards in effect in this Armed Conflict ("5.62")."""
    return [c for c in in_effect(state, ops.other(side)) if CARDS[c].kind == "support"]


def may_ltl(state: CrisisState, side: str) -> bool:
    """ "8.14": the Government freely; the Rebel once per Game Turn."""
    return side == "government" or not state.rebel_ltl_used


def column_of(state: CrisisState, draft: Draft) -> str:
    """The column the attack would be read on, shown before the roll."""
    return _column(table_for(draft).name, strength(state, draft))


_TABLES = {table.name: table for table in (DOMESTIC, FOREIGN, ARMED, ARMED_LTL)}


@lru_cache(maxsize=256)
def _column(table: str, total: int) -> str:
    """The column of ``table`` a total is read on: the same for every roll, and asked at every
    step of building an attack (the prompt shows it), so worked out once."""
    return _TABLES[table].resolve(value=total, roll=7).column


# --- rolling ---------------------------------------------------------------------------------


def two_dice(state: CrisisState) -> TableRoll:
    """Every roll of the game: two six-sided dice from its committed rng ("2.0: The Dice").
    Tests force the dice of the rulebook's examples by replacing this function."""
    return TableRoll.of(roll_dice("2d6", state.rng).groups[0].rolls)


def roll(state: CrisisState) -> None:
    """Roll the attack being built ("5.63") and queue what its result brings ("5.64")."""
    draft = state.draft
    assert draft is not None
    side = draft.side
    hand = state.hands[side]
    for card in draft.cards:
        hand.remove(card)
    table = table_for(draft)
    total = strength(state, draft)
    read = table.resolve(value=total, roll=two_dice(state))
    state.draft = None
    state.last_roll = f"2d6 {read.dice} = {read.roll}"
    _narrate(state, draft, total, read)
    if read.roll == 7:
        queued = len(state.queue)
        ops.seven(state, side)
        interrupts = len(state.queue) - queued
        if interrupts:
            # Extremists came off the deck: it "interrupts" and is resolved, "then continue
            # where you left off" ("4.4"), so its Insurgents are placed before the result.
            data = {"draft": draft.model_dump(), "read": read.model_dump()}
            outcome = Step(kind="outcome", side=side, region=draft.region, data=data)
            state.queue.insert(interrupts, outcome)
            return
    apply_result(state, draft, read)


def apply_result(state: CrisisState, draft: Draft, read: Resolution) -> None:
    """What the roll of ``draft`` brings ("6.2", "8.15"), its choices queued first."""
    if draft.conflict == "data":
        _data_result(state, draft, read)
    else:
        _armed_result(state, draft, read)


def apply_pending(state: CrisisState, step: Step) -> None:
    """The result of a roll held back while an Extremists drawn by its 7 was resolved."""
    draft = Draft.model_validate(step.data["draft"])
    apply_result(state, draft, Resolution.model_validate(step.data["read"]))


def _narrate(state: CrisisState, draft: Draft, total: int, read: Resolution) -> None:
    terms = [
        Msg("c2020-term-unit", unit=words.unit(u), rating=_rating(draft, u)) for u in draft.units
    ]
    terms += [
        Msg("c2020-term-card", card=words.card(c), value=f"{support_value(c, draft.region):+d}")
        for c in draft.cards
    ]
    terms += [Msg("c2020-term-in-effect", card=words.card(c)) for c in in_effect(state, draft.side)]
    kind = "counter" if state.armed is not None else draft.conflict
    dice = f"2d6 [{read.dice[0]}, {read.dice[1]}] = {read.roll}"
    if read.doubles:
        dice = Msg("c2020-dice-doubles", dice=dice)
    elif read.roll == 7:
        dice = Msg("c2020-dice-seven", dice=dice)
    said = {
        "side": ops.NAMES[draft.side],
        "kind": kind,
        "region": words.region(draft.region),
        "terms": Msg.join(*terms, sep=" + "),
        "total": total,
        "column": read.column,
        "dice": dice,
        "result": words.result(read.result),
    }
    if draft.conflict == "armed":
        state.say(Msg("c2020-rolled-armed", **said, mode=MODES[draft.mode]))
    else:
        state.say(Msg("c2020-rolled", **said))


def _rating(draft: Draft, unit: str) -> int:
    rating = UNITS[unit].data if draft.conflict == "data" else UNITS[unit].arms
    return rating * 2 if draft.mode == "max" else rating


# --- Data Conflict results ("6.2") -------------------------------------------------------------


def _data_result(state: CrisisState, draft: Draft, read: Resolution) -> None:
    side, region = draft.side, draft.region
    enemy = ops.other(side)
    state.data_attacked += [u for u in draft.units if u not in state.data_attacked]
    for card in draft.cards:
        ops.discard(state, card)
    value = MAP.place(region).value
    result = read.result
    steps: list[Step] = []
    infra_took_part = any(UNITS[u].type == "infrastructure" for u in draft.units)
    home = MAP.place(region).power or "usa"
    if result == "B":
        _give_insurgent(state, enemy, region, home)
        ops.draw(state, enemy, value, why=RESULT_NAMES[result])
    elif result == "C":
        ops.discard_random(state, side, 1, RESULT_NAMES[result])
    elif result == "IS":
        ops.draw(state, side, 1, why=RESULT_NAMES[result])
    elif result in ("N", "R", "D", "I"):
        options = ["draw", *(f"neutralize:{u}" for u in ops.units_in(state, region, enemy))]
        if result in ("R", "D", "I"):
            options += [f"recruit:{u}" for u in recruits(state, side, region, infra_took_part)]
        if result == "D":
            options += [f"flip:{u}" for u in ops.units_in(state, region, enemy)]
        reason = str(RESULT_NAMES[result])  # saved with the state: its English
        step = Step(kind="result", side=side, region=region, options=options, reason=reason)
        steps.append(step)
    elif result == "Ri":
        _give_insurgent(state, side, region, home)
        ops.draw(state, side, value, why=RESULT_NAMES[result])
    elif result == "P":
        _give_insurgent(state, side, region, home)
        ops.draw(state, side, 1, why=RESULT_NAMES[result])
    if read.doubles:
        steps.append(Step(kind="data-doubles", side=side, region=region))
    state.queue[:0] = steps


def _give_insurgent(state: CrisisState, side: Side, region: str, power: str) -> None:
    """ "6.2": one Insurgent from the Recruitment Pool, if available."""
    found = ops.insurgents_in_pool(state, power)
    if not found:
        state.say(Msg("c2020-no-insurgent-for", side=ops.NAMES[side]))
        return
    ops.place(state, found[0], side, region)
    said = Msg(
        "c2020-receives",
        side=ops.NAMES[side],
        unit=ops.describe(found[0]),
        region=words.region(region),
    )
    state.say(said)


def recruits(state: CrisisState, side: str, region: str, infra_took_part: bool) -> list[str]:
    """Units ``side`` may Recruit into ``region`` ("6.2", "4.9", "12.2"): from the Recruitment
    Pool; U.S. units (or U.N. ones, if in play) in a USA Region, that Foreign Power's (or U.N.)
    in a Foreign Region; one Infrastructure and one National Guard per Region; 'real' military
    units only if a friendly Infrastructure took part."""
    home = MAP.place(region).power or "usa"
    allowed = {home, *({"un"} if _un_in_play(state) and _un_may_enter(region) else set())}
    found = []
    for unit in ops.in_pool(state):
        spec = UNITS[unit]
        if spec.power not in allowed:
            continue
        if TYPES[spec.type].real and not infra_took_part:
            continue
        if not ops.may_stand(state, unit, region):
            continue
        found.append(unit)
    return found


def _un_in_play(state: CrisisState) -> bool:
    return "un" in state.powers


def _un_may_enter(region: str) -> bool:
    """ "12.2": U.N. units go to an Overseas Region or a USA Region on a Transportation Line."""
    place = MAP.place(region)
    return place.country == "overseas" or bool(MAP.neighbours(region, "transport"))


def data_doubles(state: CrisisState, region: str) -> None:
    """ "6.2: Doubles": on the Domestic table the side with fewest units there draws one (none
    on a tie); on the Foreign table, each side without an Infrastructure there draws one."""
    counts = {s: len(ops.units_in(state, region, s)) for s in ("rebel", "government")}
    if MAP.place(region).country == "usa":
        if counts["rebel"] == counts["government"]:
            state.say(Msg("c2020-doubles-tied"))
            return
        fewest: Side = min(counts, key=lambda s: counts[s])  # type: ignore[assignment]
        state.say(Msg("c2020-doubles-fewest", side=ops.NAMES[fewest]))
        ops.draw(state, fewest, 1)
        return
    owner = ops.infrastructure_of(state, region)
    for side in ("rebel", "government"):
        if owner != side:
            state.say(Msg("c2020-doubles-no-infrastructure", side=ops.NAMES[side]))
            ops.draw(state, side, 1)  # type: ignore[arg-type]


def apply_option(state: CrisisState, side: Side, region: str, option: str) -> None:
    """The roller's pick for a Neutralization, Recruit, Defection or Intervention result."""
    verb, _, unit = option.partition(":")
    if verb == "draw":
        state.say(Msg("c2020-draws-instead", side=ops.NAMES[side]))
        ops.draw(state, side, 1)
    elif verb == "neutralize":
        ops.neutralize(state, unit)
    elif verb == "recruit":
        ops.place(state, unit, side, region)
        name = words.region(region)
        state.say(Msg("c2020-recruits", side=ops.NAMES[side], unit=ops.describe(unit), region=name))
    elif verb == "flip":
        ops.flip(state, unit)
    elif verb == "terminate":
        ops.eliminate(state, unit)
        if state.armed is not None:
            state.armed.eliminated.append(unit)


# --- Armed Conflict results ("8.15") -------------------------------------------------------


def start_armed(state: CrisisState, draft: Draft) -> None:
    side, region = draft.side, draft.region
    defenders = ops.units_in(state, region, ops.other(side))
    state.armed = Armed(
        region=region,
        attacker=side,
        original=list(draft.units),
        engaged={side: list(draft.units), ops.other(side): defenders},
        played={"rebel": [], "government": []},
    )


def targets(state: CrisisState, roller: str, attackers: list[str], cards: list[str]) -> list[str]:
    """The units of the other side subject to this roll's results ("5.4", "8.12")."""
    armed = state.armed
    assert armed is not None
    enemy = ops.other(roller)
    found = [
        u
        for u in armed.engaged[enemy]
        if state.pieces[u].where == armed.region and state.pieces[u].side == enemy
    ]
    if armed.links > 1:  # a counterattack: Clandestine units are always subject ("8.12")
        return found
    strike = all(TYPES[UNITS[u].type].strike_force for u in attackers)
    watched = any(CARDS[c].effect == "surveillance" for c in cards)
    if strike or watched:
        return found
    return [u for u in found if not TYPES[UNITS[u].type].clandestine]


def _armed_result(state: CrisisState, draft: Draft, read: Resolution) -> None:
    side, region = draft.side, draft.region
    if state.armed is None:
        start_armed(state, draft)
    armed = state.armed
    assert armed is not None
    armed.links += 1
    armed.eliminated = []
    engaged = armed.engaged[side]
    engaged += [u for u in draft.units if u not in engaged]
    armed.played[side] += draft.cards
    if draft.mode == "ltl" and side == "rebel":
        state.rebel_ltl_used = True
    vetoes = [c for c in draft.cards if CARDS[c].effect == "veto"]
    for veto in vetoes:
        cancelled = vetoable(state, side)
        if cancelled:
            armed.vetoed.append(cancelled[0])
            cancelled_name = words.card(cancelled[0])
            state.say(Msg("c2020-vetoes", card=words.card(veto), cancelled=cancelled_name))
    cards = [*draft.cards, *in_effect(state, side)]
    hit = targets(state, side, draft.units, cards)
    result = read.result
    black = result.startswith(("T", "Pa"))
    collateral = result.endswith("(a)") or (draft.mode == "max" and black)
    if any(CARDS[c].effect == "restraint" for c in cards):
        collateral = False
    steps: list[Step] = []
    if result.startswith("Pa"):
        for unit in hit:
            ops.eliminate(state, unit)
            armed.eliminated.append(unit)
    elif result.startswith("T"):
        victims = [u for u in hit if UNITS[u].type != "infrastructure"]
        if not victims:
            state.say(Msg("c2020-termination-no-effect"))
        elif len(victims) == 1:
            apply_option(state, side, region, f"terminate:{victims[0]}")
        else:
            options = [f"terminate:{u}" for u in victims]
            step = Step(kind="result", side=side, region=region, options=options)
            step.reason = "Termination"
            steps.append(step)
    elif result == "N":
        # "Infrastructure is only affected by Pacification results" (8.15 example).
        movable = [u for u in hit if UNITS[u].type != "infrastructure"]
        options = ["draw", *(f"neutralize:{u}" for u in movable)]
        step = Step(kind="result", side=side, region=region, options=options)
        step.reason = "Neutralization"
        steps.append(step)
    if collateral:
        steps.append(Step(kind="collateral", side=side, region=region))
    if read.doubles:
        if draft.mode == "ltl":
            steps.append(Step(kind="ltl-doubles", side=side, region=region))
        else:
            steps.append(Step(kind="retreat", side=ops.other(side), region=region))
    if result == "CA":
        steps.append(Step(kind="counter", side=ops.other(side), region=region))
    else:
        steps.append(Step(kind="armed-end", side=state.player, region=region))
    state.queue[:0] = steps


def collateral(state: CrisisState, side: Side, region: str) -> None:
    """ "8.15": the side rolling discards as many cards as the Region's Value, at random."""
    ops.discard_random(state, side, MAP.place(region).value, COLLATERAL_DAMAGE)


def retreat_options(state: CrisisState, side: str, region: str) -> list[str]:
    """ "8.15: Doubles": a friendly unit in the Region, or one just eliminated by this roll."""
    armed = state.armed
    here = ops.units_in(state, region, side)
    just = [u for u in (armed.eliminated if armed else []) if state.pieces[u].where == POOL]
    owned = [u for u in just if u in (armed.engaged.get(side, []) if armed else [])]
    return [*here, *owned]


def retreat(state: CrisisState, side: Side, unit: str) -> None:
    ops.place(state, unit, side, "neutralized")
    state.say(Msg("c2020-retreats", unit=ops.describe(unit), side=ops.NAMES[side]))


def end_armed(state: CrisisState) -> None:
    """The Armed Conflict is over: its cards go to the discards and the attacker's units that
    took part have made their Armed attack this turn ("5.2", "8.15")."""
    armed = state.armed
    if armed is None:
        return
    for side in ("rebel", "government"):
        for card in armed.played[side]:
            ops.discard(state, card)
    attacked = [u for u in armed.engaged[armed.attacker] if u not in state.armed_attacked]
    state.armed_attacked += attacked
    state.armed = None
