"""Blunders in Crisis 2020 (ARCHITECTURE.md, "Computer players"): mistakes no sensible player makes,
each judged against the rulebook (crisis-2020.txt) and said in its words. A computer level, or the
scripted player (rules/crisis_2020/scripted.py), is checked by running it over the positions where a
blunder is possible and asking the detector about the whole move it makes there.

Each `Blunder` has:

* ``detect(title, state, role, move)``: None when ``move`` (a whole move, as
  `rules.core.computer.decide` and `scripted_move` return it) made by ``role`` from ``state``
  does not commit the blunder, else a sentence saying what was wrong;
* ``possible(state, role)``: whether ``role`` could commit it from ``state``;
* ``commit(state, role)``: a move that commits it from such a position, or None (for the test
  that the detector can fail);
* `positions(blunder)` yields the positions where it is possible along seeded games of every
  scenario: random games, scripted games, and the scripted player against random choices.

The list, as judged here:

* "8 Data attacks at strength 0 with no card": `weak_data_attack` (6.12: "nuisance behavior";
  at 0-2 the Domestic table gives Backlash and Crash as often as anything worth having, 6.2).
* "a lone Infrastructure attacked a five-unit stack, inviting a counterattack on itself":
  `exposed_infrastructure` (8.15: a Counterattack lets every enemy unit there strike the units
  that attacked; Pacification eliminates Infrastructure, and with it the Region, 1.0).
* "Strategic Airlift flew the 3rd Infantry out of Greater New York (value 5) to the west":
  `airlift_from_the_fight`, a unit flown out of a Region where the fighting is (enemy units
  there, or the side's Infrastructure within their reach) to one no enemy is in or can reach.
* "a stack ... sat idle in the Rustbelt for five turns beside new Rebel Infrastructure" and "9
  armed attacks in 8 turns": `idle_beside_infrastructure` (8.15: only Pacification removes
  Infrastructure; from the 8-11 column the Regular table gives it 15 times in 36).
* "five or six heavy divisions stayed in California all game": `idle_heavy_division` (8.11:
  Armed attacks need defenders; a unit of Data 0 does nothing where no enemy is, 6.12 aside).
* "the Capitol District (value 4) never contested after turn 2": a plan over turns, not a
  move; `idle_heavy_division` catches the units that could contest a Region and do not move.

And the rulebook's own:

* `infrastructure_refused` (6.2): a Recruit that could place an Infrastructure, or a Defection
  that could flip the enemy's, in a Region of Value 3 or more, taken as anything else:
  Infrastructure is what holds a Region (1.0, 10.0).
* `infrastructure_not_retreated` (8.15, the Armed Conflict example): on doubles, the Defender
  leaving its just-eliminated Infrastructure in the Recruitment Pool, which the rulebook says
  "wouldn't make a lot of sense".
* `recovery_below_value` (9.0, 10.0): a recovering Infrastructure placed in a Region of lower
  Value than another offered that no enemy unit stands in.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from rules.core import Choice, Title
from rules.core.rng import Rng, seed_from_text
from rules.crisis_2020 import TITLE, conflict, ops
from rules.crisis_2020.components import CARDS, MAP, SCENARIOS, UNITS
from rules.crisis_2020.state import POOL, CrisisState

Move = tuple[Choice, ...]
Detector = Callable[[Title, CrisisState, str, Move], "str | None"]


@dataclass(frozen=True)
class Blunder:
    name: str
    rule: str
    detect: Detector
    possible: Callable[[CrisisState, str], bool]
    commit: Callable[[CrisisState, str], Move | None]


# --- reading a move and a position ---------------------------------------------------------


def walk(
    title: Title, state: CrisisState, role: str, move: Move
) -> list[tuple[CrisisState, Choice]]:
    """Each step of ``move`` with the position it was taken from."""
    found = []
    for choice in move:
        found.append((state, choice))
        state = title.apply(state, role, choice)  # type: ignore[assignment]
    return found


def waits_on(state: CrisisState, role: str, kind: str) -> bool:
    """``role`` is asked a step of ``kind`` (a result, a retreat...)."""
    return bool(state.queue) and state.queue[0].side == role and state.queue[0].kind == kind


def at_menu(state: CrisisState, role: str, phase: str) -> bool:
    """``role`` is at its own phase menu: its Player Turn, nothing else waited on."""
    return not state.queue and state.player == role and state.phase == phase


def enemy_units(state: CrisisState, region: str, role: str) -> list[str]:
    return ops.units_in(state, region, ops.other(role))


def arms(units: list[str]) -> int:
    return sum(UNITS[u].arms for u in units)


def within(state: CrisisState, unit: str, region: str) -> bool:
    """``unit`` could enter ``region`` in a Movement Phase from where it is ("7.0", "12.32")."""
    where = state.pieces[unit].where
    if where == region:
        return True
    move = UNITS[unit].movement
    closed = [r for r in MAP.places if not ops.is_playable(state, r)]
    return move > 0 and region in MAP.reachable(where, move, blocked=closed)


def threatened(state: CrisisState, region: str, role: str) -> bool:
    """An enemy unit with Arms is in ``region`` or could enter it next turn (7.33: nothing
    stops it)."""
    enemy = ops.other(role)
    return any(
        piece.side == enemy
        and piece.where in MAP.places
        and UNITS[u].arms
        and within(state, u, region)
        for u, piece in state.pieces.items()
    )


def choose(state: CrisisState, role: str, verb: str, arg: str | None = None) -> Choice | None:
    for choice in TITLE.choices(state, role):
        if choice.verb == verb and (arg is None or choice.arg == arg):
            return choice
    return None


def build_move(state: CrisisState, role: str, wanted: list[tuple[str, str | None]]) -> Move | None:
    """The move of these (verb, arg) steps from ``state``, each one offered, else None."""
    move = []
    for verb, arg in wanted:
        choice = choose(state, role, verb, arg)
        if choice is None:
            return None
        move.append(choice)
        state = TITLE.apply(state, role, choice)
    return tuple(move)


# --- "8 Data attacks at strength 0 with no card" ------------------------------------------


def weak_data_attack(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        draft = before.draft
        if choice.verb != "roll" or draft is None or draft.conflict != "data":
            continue
        total = conflict.strength(before, draft)
        if not draft.cards and total <= 2:
            return (
                f"a Data attack in {draft.region} at strength {total} without a card: at 0-2 "
                "the table gives Backlash and Crash as often as anything worth having (6.2, 6.12)"
            )
    return None


def _weak_units(state: CrisisState, role: str) -> list[tuple[str, str]]:
    if not at_menu(state, role, "data"):
        return []
    offered = [str(c.arg) for c in TITLE.choices(state, role) if c.verb == "attack"]
    return [
        (region, unit)
        for region in offered
        for unit in ops.units_in(state, region, role)
        if unit not in state.data_attacked and UNITS[unit].data <= 2
    ]


def _commit_weak(state: CrisisState, role: str) -> Move | None:
    found = _weak_units(state, role)
    if not found:
        return None
    region, unit = found[0]
    return build_move(state, role, [("attack", region), ("add", unit), ("roll", None)])


# --- "a lone Infrastructure attacked a five-unit stack" -------------------------------------


def exposed_infrastructure(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        draft = before.draft
        if choice.verb != "roll" or draft is None or draft.conflict != "armed":
            continue
        if before.armed is not None:  # a counterattack: the Infrastructure is engaged already
            continue
        if not any(UNITS[u].type == "infrastructure" for u in draft.units):
            continue
        total = conflict.strength(before, draft)
        against = arms(enemy_units(before, draft.region, role))
        if total <= 5 and against > total:
            return (
                f"its Infrastructure joined an Armed attack of strength {total} in {draft.region} "
                f"against {against} enemy Arms: a Counterattack lets them all strike the "
                "attackers, and Pacification takes the Region (8.15)"
            )
    return None


def _exposable(state: CrisisState, role: str) -> list[tuple[str, str]]:
    if not at_menu(state, role, "armed"):
        return []
    offered = [str(c.arg) for c in TITLE.choices(state, role) if c.verb == "attack"]
    return [
        (region, unit)
        for region in offered
        for unit in ops.units_in(state, region, role)
        if UNITS[unit].type == "infrastructure"
        and unit not in state.armed_attacked
        and arms(enemy_units(state, region, role)) > UNITS[unit].arms
    ]


def _commit_exposed(state: CrisisState, role: str) -> Move | None:
    found = _exposable(state, role)
    if not found:
        return None
    region, unit = found[0]
    return build_move(state, role, [("attack", region), ("add", unit), ("roll", None)])


# --- "Strategic Airlift flew the 3rd Infantry out of Greater New York" --------------------


def fighting(state: CrisisState, region: str, role: str) -> bool:
    """Enemy units in ``region``, or the side's Infrastructure there within enemy reach."""
    if enemy_units(state, region, role):
        return True
    return ops.infrastructure_of(state, region) == role and threatened(state, region, role)


def quiet(state: CrisisState, region: str, role: str) -> bool:
    return not enemy_units(state, region, role) and not threatened(state, region, role)


def airlift_from_the_fight(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        step = before.queue[0] if before.queue else None
        if step is None or step.kind != "event" or step.side != role or choice.verb != "unit":
            continue
        if CARDS[step.card or ""].effect != "airlift" or step.region is None:
            continue
        origin = before.pieces[str(choice.arg)].where
        if fighting(before, origin, role) and quiet(before, step.region, role):
            return (
                f"{choice.arg} flown out of the fighting in {origin} to {step.region}, where no "
                "enemy is nor can come: an airlift is for bringing units to the fight"
            )
    return None


def _airlift_card(state: CrisisState, role: str) -> str | None:
    if not at_menu(state, role, "move") or state.picked:
        return None
    for choice in TITLE.choices(state, role):
        if choice.verb == "play" and CARDS[str(choice.arg)].effect == "airlift":
            return str(choice.arg)
    return None


def _airlift_pair(state: CrisisState, role: str) -> tuple[str, str] | None:
    """A unit in a fight that may fly, and a quiet own Region it may fly to."""
    movers = [
        u
        for u, p in state.pieces.items()
        if p.side == role and p.where in MAP.places and UNITS[u].movement and u not in state.moved
    ]
    homes = [
        r for r in MAP.usa() if ops.infrastructure_of(state, r) == role and quiet(state, r, role)
    ]
    for unit in movers:
        if not fighting(state, state.pieces[unit].where, role):
            continue
        for region in homes:
            if region != state.pieces[unit].where and ops.may_stand(state, unit, region):
                return unit, region
    return None


def _possible_airlift(state: CrisisState, role: str) -> bool:
    return _airlift_card(state, role) is not None and _airlift_pair(state, role) is not None


def _commit_airlift(state: CrisisState, role: str) -> Move | None:
    card, pair = _airlift_card(state, role), _airlift_pair(state, role)
    if card is None or pair is None:
        return None
    unit, region = pair
    return build_move(state, role, [("play", card), ("region", region), ("unit", unit)])


# --- "a stack ... sat idle in the Rustbelt beside new Rebel Infrastructure" -----------------


def _idle_stacks(state: CrisisState, role: str) -> list[tuple[str, int, int]]:
    """Regions holding enemy Infrastructure where ``role`` has 8 or more ready Arms besides its
    own Infrastructure, twice the enemy's there or more: (Region, own Arms, enemy Arms)."""
    if not at_menu(state, role, "armed"):
        return []
    found = []
    for region in MAP.places:
        if ops.infrastructure_of(state, region) != ops.other(role):
            continue
        ready = [
            u
            for u in ops.units_in(state, region, role)
            if u not in state.armed_attacked and UNITS[u].type != "infrastructure"
        ]
        own, theirs = arms(ready), arms(enemy_units(state, region, role))
        if own >= 8 and 2 * theirs <= own:
            found.append((region, own, theirs))
    return found


def idle_beside_infrastructure(
    title: Title, state: CrisisState, role: str, move: Move
) -> str | None:
    for before, choice in walk(title, state, role, move):
        if choice.verb != "end":
            continue
        for region, own, theirs in _idle_stacks(before, role):
            return (
                f"ended its Armed Conflict Phase with {own} ready Arms beside enemy "
                f"Infrastructure in {region} ({theirs} enemy Arms): only Pacification removes "
                "it, 15 times in 36 from the 8-11 column (8.15)"
            )
    return None


def _commit_end(state: CrisisState, role: str) -> Move | None:
    return build_move(state, role, [("end", None)])


# --- "five or six heavy divisions stayed in California all game" ---------------------------


def _idle_heavies(state: CrisisState, role: str) -> list[tuple[str, str, str]]:
    """Unmoved units of Data 0 and Arms 4+ in the rear (no enemy there, none able to come)
    that could enter a Region holding enemy Infrastructure: (unit, where, target)."""
    if not at_menu(state, role, "move") or state.picked:
        return []
    targets = [r for r in MAP.places if ops.infrastructure_of(state, r) == ops.other(role)]
    found = []
    for unit, piece in state.pieces.items():
        spec = UNITS[unit]
        if piece.side != role or piece.where not in MAP.places or unit in state.moved:
            continue
        if spec.data or spec.arms < 4 or not quiet(state, piece.where, role):
            continue
        reachable = [r for r in targets if within(state, unit, r)]
        if reachable:
            found.append((unit, piece.where, reachable[0]))
    return found


def idle_heavy_division(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        if choice.verb != "end":
            continue
        for unit, where, target in _idle_heavies(before, role):
            return (
                f"ended its Movement Phase with {unit} idle in {where}, where no enemy is nor "
                f"can come, while enemy Infrastructure in {target} was within its Movement: a "
                "unit of Data 0 only fights where there are defenders (6.12, 8.11)"
            )
    return None


# --- the rulebook's own --------------------------------------------------------------------


def _infrastructure_options(state: CrisisState, role: str) -> list[str]:
    """A result's options that place or flip an Infrastructure, in a Region of Value 3+."""
    if not waits_on(state, role, "result"):
        return []
    step = state.queue[0]
    if MAP.place(step.region or "").value < 3:
        return []
    return [
        option
        for option in step.options
        if option.partition(":")[0] in ("recruit", "flip")
        and UNITS[option.partition(":")[2]].type == "infrastructure"
    ]


def infrastructure_refused(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        options = _infrastructure_options(before, role)
        if choice.verb == "option" and options and choice.arg not in options:
            region = before.queue[0].region
            return (
                f"took {choice.arg} in {region} where {options[0]} was offered: Infrastructure "
                "is what holds a Region and scores its Value (1.0, 6.2, 10.0)"
            )
    return None


def _commit_refused(state: CrisisState, role: str) -> Move | None:
    options = _infrastructure_options(state, role)
    others = [o for o in state.queue[0].options if o not in options] if options else []
    return build_move(state, role, [("option", others[0])]) if others else None


def _just_eliminated(state: CrisisState, role: str) -> list[str]:
    if not waits_on(state, role, "retreat"):
        return []
    return [
        str(c.arg)
        for c in TITLE.choices(state, role)
        if c.verb == "retreat"
        and UNITS[str(c.arg)].type == "infrastructure"
        and state.pieces[str(c.arg)].where == POOL
    ]


def infrastructure_not_retreated(
    title: Title, state: CrisisState, role: str, move: Move
) -> str | None:
    for before, choice in walk(title, state, role, move):
        saved = _just_eliminated(before, role)
        if saved and not (choice.verb == "retreat" and choice.arg in saved):
            return (
                f"left {saved[0]}, just eliminated, in the Recruitment Pool when it could retreat: "
                "anything else 'wouldn't make a lot of sense' (8.15, the example)"
            )
    return None


def _commit_not_retreated(state: CrisisState, role: str) -> Move | None:
    return build_move(state, role, [("none", None)]) if _just_eliminated(state, role) else None


def _recovery_values(state: CrisisState, role: str) -> tuple[list[str], int] | None:
    """The Regions a recovering Infrastructure is offered, and the best Value among those no
    enemy unit stands in."""
    if not waits_on(state, role, "recover"):
        return None
    step = state.queue[0]
    if UNITS[step.units[0]].type != "infrastructure":
        return None
    free = [MAP.place(r).value for r in step.options if not enemy_units(state, r, role)]
    if not free or len({MAP.place(r).value for r in step.options}) < 2:
        return None
    return list(step.options), max(free)


def recovery_below_value(title: Title, state: CrisisState, role: str, move: Move) -> str | None:
    for before, choice in walk(title, state, role, move):
        found = _recovery_values(before, role)
        if found is None or choice.verb != "recover":
            continue
        value = MAP.place(str(choice.arg)).value
        if value < found[1]:
            return (
                f"brought its Infrastructure back in {choice.arg} (Value {value}) where a Region "
                f"of Value {found[1]} with no enemy in it was offered (9.0, 10.0)"
            )
    return None


def _commit_low_recovery(state: CrisisState, role: str) -> Move | None:
    found = _recovery_values(state, role)
    if found is None:
        return None
    lowest = min(found[0], key=lambda r: MAP.place(r).value)
    return (
        build_move(state, role, [("recover", lowest)])
        if MAP.place(lowest).value < found[1]
        else None
    )


BLUNDERS: tuple[Blunder, ...] = (
    Blunder(
        "weak data attack",
        "6.12",
        weak_data_attack,
        lambda s, r: bool(_weak_units(s, r)),
        _commit_weak,
    ),
    Blunder(
        "exposed infrastructure",
        "8.15",
        exposed_infrastructure,
        lambda s, r: bool(_exposable(s, r)),
        _commit_exposed,
    ),
    Blunder(
        "airlift from the fight", "7.0", airlift_from_the_fight, _possible_airlift, _commit_airlift
    ),
    Blunder(
        "idle beside infrastructure",
        "8.15",
        idle_beside_infrastructure,
        lambda s, r: bool(_idle_stacks(s, r)),
        _commit_end,
    ),
    Blunder(
        "idle heavy division",
        "8.11",
        idle_heavy_division,
        lambda s, r: bool(_idle_heavies(s, r)),
        _commit_end,
    ),
    Blunder(
        "infrastructure refused",
        "6.2",
        infrastructure_refused,
        lambda s, r: bool(_infrastructure_options(s, r)),
        _commit_refused,
    ),
    Blunder(
        "infrastructure not retreated",
        "8.15",
        infrastructure_not_retreated,
        lambda s, r: bool(_just_eliminated(s, r)),
        _commit_not_retreated,
    ),
    Blunder(
        "recovery below value",
        "9.0",
        recovery_below_value,
        lambda s, r: _recovery_values(s, r) is not None,
        _commit_low_recovery,
    ),
)


# --- where blunders are possible -----------------------------------------------------------

# The games sampled: each scenario played at random, by the scripted player on both sides,
# and by the scripted player against random choices; those with random choices cut after
# RANDOM_STEPS choices (a random side picks and unpicks units for thousands of steps).
SEEDS = ("one",)
RANDOM_STEPS = 300


@functools.cache
def game(
    scenario: str, kind: str, seed: str
) -> tuple[tuple[tuple[CrisisState, str], ...], CrisisState]:
    """One seeded game of ``kind`` (random, scripted, or mixed: the scripted player on one
    side): every decision along it (the position and the role asked), and where it stopped."""
    state = TITLE.setup(seed_from_text(f"crisis blunders {scenario} {kind} {seed}"), scenario)
    chooser = Rng(seed=seed_from_text(f"crisis blunders choices {scenario} {kind} {seed}"))
    scripted_side = ("rebel", "government")[len(seed) % 2]
    found = []
    while state.outcome is None and (kind == "scripted" or len(found) < RANDOM_STEPS):
        role = TITLE.active(state)[0]
        found.append((state, role))
        if kind == "random" or (kind == "mixed" and role != scripted_side):
            choice = chooser.choice(TITLE.choices(state, role))
        else:
            choice = TITLE.scripted(state, role)
        assert choice is not None
        state = state.clone()
        TITLE.advance(state, role, choice)
    return tuple(found), state


@functools.cache
def sampled() -> tuple[tuple[CrisisState, str], ...]:
    """The decisions of the sampled games, every scenario (cached: several tests read them)."""
    return tuple(
        position
        for scenario in SCENARIOS
        for kind in ("random", "scripted", "mixed")
        for seed in SEEDS
        for position in game(scenario, kind, seed)[0]
    )


def positions(blunder: Blunder, most: int | None = None) -> Iterator[tuple[CrisisState, str]]:
    """The sampled positions where ``blunder`` is possible; ``most``: at most that many, taken
    evenly along them."""
    found = [(state, role) for state, role in sampled() if blunder.possible(state, role)]
    step = 1 if most is None else max(1, -(-len(found) // most))
    yield from found[::step]
