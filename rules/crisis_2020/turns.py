"""Setting up, the sequence of play and the end ("3.0", "4.1", "9.0", "10.0", "11.0").

Each Game Turn: the Rebel Player Turn, then the Government's; each Player Turn: Draw Crisis
Cards (done for the player), Data Conflict, Movement, Armed Conflict (each ended by the player)
and Neutralization Recovery (the player places each unit that can come back, in the rules'
order). After the Government's turn the Turn marker advances; after the last, the score.
"""

from __future__ import annotations

import math

from rules.core import Msg, Outcome

from . import ops, words
from .cards import EXTREMISTS, FOREIGN_INTERVENTION
from .components import CARDS, MAP, NUMBERED, SCENARIOS, UNITS
from .state import CrisisState, Side, Step

# Each phase's name, a message (catalogs/*/names.ftl).
PHASE_NAMES = words.PHASE
NEXT_PHASE = {"data": "move", "move": "armed", "armed": "recovery"}
# "10.0": the difference of Victory Points, and what it wins.
VICTORIES = (
    (31, Msg("c2020-victory-total")),
    (21, Msg("c2020-victory-strategic")),
    (11, Msg("c2020-victory-marginal")),
)


# --- setup ("11.0") --------------------------------------------------------------------------


def build_deck(state: CrisisState, advanced: bool) -> None:
    """ "11.1": Extremists set aside; #72-77 back in the bag unless Advanced; the rest shuffled
    and cut about two thirds down; Extremists shuffled into the smaller third, at the bottom."""
    numbers = {card.number: card.id for card in CARDS.values()}
    out = [numbers[n] for n in FOREIGN_INTERVENTION] if not advanced else []
    state.removed = out
    cards = [c for c in CARDS if c not in out and c != NUMBERED[EXTREMISTS]]
    state.rng.shuffle(cards)
    cut = math.ceil(len(cards) * 2 / 3)
    bottom = [*cards[cut:], NUMBERED[EXTREMISTS]]
    state.rng.shuffle(bottom)
    state.deck.draw_pile = cards[:cut] + bottom


def place_counters(state: CrisisState) -> None:
    """Every counter starts in the Recruitment Pool, but foreign ones, set aside until their
    Foreign Power is active ("11.2", "12.1")."""
    for unit, spec in UNITS.items():
        if spec.power not in ("usa", *state.powers):
            ops.set_aside(state, unit)


def setup_steps(state: CrisisState) -> None:
    """ "11.2": the first side places its starting units, then the other."""
    scenario = SCENARIOS[state.scenario]
    for side in (scenario.first, ops.other(scenario.first)):
        units = list(scenario.setup_of(side).units)
        if units:
            state.queue.append(Step(kind="place", side=side, units=units))


def setup_regions(state: CrisisState, side: str, unit: str) -> list[str]:
    """Where a starting unit may be placed ("11.2", "12.2")."""
    forbidden = SCENARIOS[state.scenario].setup_of(side).forbidden
    power = UNITS[unit].power
    found = []
    for region in MAP.places:
        place = MAP.place(region)
        if region in forbidden or not ops.is_playable(state, region):
            continue
        if power == "usa" and place.country not in ("usa",) and place.power not in state.powers:
            continue
        if power not in ("usa", "un") and place.power != power:
            continue
        if (
            power == "un"
            and place.country != "overseas"
            and not MAP.neighbours(region, "transport")
        ):
            continue
        if ops.may_stand(state, unit, region):
            found.append(region)
    return found


def finish_setup(state: CrisisState) -> None:
    """ "11.3": both draw their initial hands, the first side first; then the first Game Turn."""
    scenario = SCENARIOS[state.scenario]
    for side in (scenario.first, ops.other(scenario.first)):
        ops.draw(state, side, scenario.setup_of(side).hand, setup=True)
    state.say(
        Msg("c2020-hands-drawn", rebel=scenario.rebel.hand, government=scenario.government.hand)
    )
    begin_player_turn(state, "rebel")


# --- the sequence ("3.0") -----------------------------------------------------------------------


def begin_player_turn(state: CrisisState, side: Side) -> None:
    state.player = side
    state.data_attacked, state.armed_attacked, state.moved, state.picked = [], [], [], []
    state.recovered = []
    if side == "rebel":
        state.rebel_ltl_used = False  # "8.14": once per Game Turn
    state.phase = "draw"
    total = ops.value_of(state, side)
    n = ops.chart_draws(total)
    state.say(Msg("c2020-player-turn", turn=state.turn, side=ops.NAMES[side], total=total, count=n))
    ops.draw(state, side, n)
    state.phase = "data"


def end_phase(state: CrisisState) -> None:
    phase = state.phase
    state.picked = []
    if phase in NEXT_PHASE:
        state.phase = NEXT_PHASE[phase]  # type: ignore[assignment]
        state.say(
            Msg("c2020-phase-begins", side=ops.NAMES[state.player], phase=PHASE_NAMES[state.phase])
        )


def next_recovery(state: CrisisState) -> Step | None:
    """ "9.0": Infrastructure first, then National Guard, then the rest; a unit that cannot
    come back stays ("9.1")."""
    side = state.player
    boxed = [u for u in ops.boxed(state, side) if u not in state.recovered]
    order = {"infrastructure": 0, "national-guard": 1}
    for unit in sorted(boxed, key=lambda u: order.get(UNITS[u].type, 2)):
        regions = recovery_regions(state, side, unit)
        if regions:
            return Step(kind="recover", side=side, units=[unit], options=regions)
        state.recovered.append(unit)  # stuck: it tries again next turn ("9.1")
    return None


def recovery_regions(state: CrisisState, side: str, unit: str) -> list[str]:
    kind = UNITS[unit].type
    found = []
    for region in MAP.places:
        if not ops.is_playable(state, region) or not ops.may_stand(state, unit, region):
            continue
        owner = ops.infrastructure_of(state, region)
        if kind == "infrastructure":
            if owner is None and ops.units_in(state, region, side):
                found.append(region)
        elif owner == side:
            found.append(region)
    return found


def recover(state: CrisisState, side: Side, unit: str, region: str) -> None:
    ops.place(state, unit, side, region)
    state.recovered.append(unit)
    state.say(Msg("c2020-recovers", unit=ops.describe(unit), region=words.region(region)))


def end_player_turn(state: CrisisState) -> None:
    stuck = ops.boxed(state, state.player)
    if stuck:
        state.say(Msg("c2020-stay-in-box", count=len(stuck), side=ops.NAMES[state.player]))
    if state.player == "rebel":
        begin_player_turn(state, "government")
        return
    if state.turn >= state.turns:
        score(state)
        return
    state.turn += 1
    begin_player_turn(state, "rebel")


def score(state: CrisisState) -> None:
    """ "10.0": each side scores the Values of the Regions holding its Infrastructure; the
    difference says what the larger total wins; 10 or less is Anarchy, and both lose."""
    points = {s: ops.value_of(state, s) for s in ("rebel", "government")}
    ahead = max(points, key=lambda s: points[s])
    gap = abs(points["rebel"] - points["government"])
    tally = Msg("c2020-tally", rebel=points["rebel"], government=points["government"])
    state.phase = "over"
    for threshold, name in VICTORIES:
        if gap >= threshold:
            reason = Msg("c2020-victory", victory=name, side=ops.NAMES[ahead], gap=gap, tally=tally)
            state.outcome = Outcome(winners=[ahead], reason=reason)
            state.say(Msg("c2020-game-ends", turn=state.turn, reason=reason))
            return
    reason = Msg("c2020-anarchy", gap=gap, tally=tally)
    state.outcome = Outcome(winners=[], reason=reason)
    state.say(Msg("c2020-game-ends", turn=state.turn, reason=reason))
