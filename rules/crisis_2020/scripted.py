"""The scripted player of Crisis 2020 (`Title.scripted`; ARCHITECTURE.md, "Computer players"): a
player who has read the rulebook and follows its plain advice, deterministic, without search. The
reference opponent the computer levels are measured against, and the policy of Hard's playouts.

It plays to win by 11 or more ("10.0": a margin of 10 or less is Anarchy, which both sides
lose): it takes and holds valuable Regions with Infrastructure (Recruit and Defection results,
"6.2"), removes the enemy's (Defection, or Pacification, the only Armed result that removes
it, "8.15"), and minds Collateral Damage and counterattacks ("8.13", "8.14", "8.15"). Each
decision is made afresh from the position, by the same arithmetic at every step of a move,
so a move it starts it finishes: the attack it chose at the phase menu is the attack it
builds, unit by unit, card by card.

* Events that only help are played at once ("4.2": a card may be kept as long as one wishes,
  but these gain nothing by waiting): the draws, the discards forced on the other side (with
  "4.8"'s momentum), the defections, a Foreign Power activated ("12.1"), recruits; units are
  neutralized by event in the Armed Conflict Phase, before the attacks.
* Data Conflict and Armed Conflict: attack_plans.py (one attack a Region at a time, the one
  worth most first, while any is worth making).
* Movement and airlifts: march_plans.py (toward enemy Infrastructure, empty valuable Regions
  and threatened own ones; airlifts only from the rear toward the fighting).
* A result's options ("6.2", "8.15"): the one worth most (an Infrastructure placed or flipped
  before anything else); on doubles, the Infrastructure just eliminated retreats ("8.15"
  example: anything else "wouldn't make a lot of sense").
* Set-up ("11.2"), Neutralization Recovery ("9.0") and Extremists' Insurgents: Infrastructure
  in the most valuable Region open to it, other units where they fill most of a Region's need.

It reads what its side's view shows: the board, both boxes, the Recruitment Pool, its own
hand and the size of the other, the Armed Conflict in progress (reckoning.py).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Choice

from . import events, title
from .attack_plans import (
    flip_worth,
    infrastructure_worth,
    kill_worth,
    neutralize_worth,
    plan_armed,
    plan_data,
)
from .components import CARDS, UNITS
from .march_plans import ORDER, airlifts, best_place, placement_score, plan_moves
from .reckoning import INFRASTRUCTURE, VALUES, Situation, situation, unit_worth
from .state import POOL, CrisisState, Step

Want = tuple[str, str | None]  # a choice's verb and arg
# Phase events played as soon as they are offered, in this order (module docstring).
AT_ONCE = ("activate", "draw", "discard", "defect", "recruit", "recover")
# Any Insurgents unit: they are all alike ("2.0").
INSURGENTS = "insurgents-1"
# What a step or a menu may end with when nothing better is wanted.
FALLBACK = ("roll", "end", "decline", "none", "cancel")


def scripted(state: CrisisState, role: str) -> Choice | None:
    """The choice the scripted player makes for ``role`` now (module docstring), one of its
    legal choices; None when it has none."""
    legal = title.TITLE.choices(state, role)
    if not legal:
        return None
    sit = situation(state, role)
    return _pick(legal, _want(state, sit, legal))


def _pick(legal: list[Choice], want: Want | None) -> Choice:
    if want is not None:
        verb, arg = want
        for choice in legal:
            if choice.verb == verb and (arg is None or choice.arg == arg):
                return choice
    for verb in FALLBACK:
        for choice in legal:
            if choice.verb == verb:
                return choice
    return legal[0]


def _args(legal: Iterable[Choice], verb: str) -> list[str]:
    return [str(c.arg) for c in legal if c.verb == verb]


def _want(state: CrisisState, sit: Situation, legal: list[Choice]) -> Want | None:
    if state.queue and state.queue[0].side == sit.side:
        step = state.queue[0]
        return STEPS[step.kind](state, sit, step, legal)
    if state.phase in ("data", "armed"):
        return _conflict_menu(state, sit, legal)
    if state.phase == "move":
        return _move_menu(state, sit, legal)
    return None


# --- the phase menus -------------------------------------------------------------------------


def _conflict_menu(state: CrisisState, sit: Situation, legal: list[Choice]) -> Want:
    """Data or Armed Conflict Phase: events first, then the attack worth most, then the end."""
    card = _event_now(state, sit, _args(legal, "play"))
    if card is not None:
        return ("play", card)
    plan = plan_data if state.phase == "data" else plan_armed
    best, best_worth = None, 0.0
    for region in _args(legal, "attack"):
        attack = plan(state, sit, region)
        if attack is not None and attack.worth > best_worth:
            best, best_worth = region, attack.worth
    if best is not None:
        return ("attack", best)
    return ("end", None)


def _event_now(state: CrisisState, sit: Situation, cards: list[str]) -> str | None:
    """The phase event to play now, if any (module docstring)."""
    for effect in AT_ONCE:
        for card in sorted(cards, key=lambda c: CARDS[c].number):
            if CARDS[card].effect == effect:
                return card
    for card in sorted(cards, key=lambda c: CARDS[c].number):
        spec = CARDS[card]
        # Neutralize in the Armed Conflict Phase where the card allows it, before the attacks.
        if spec.effect == "neutralize" and (
            state.phase == "armed" or "armed" not in spec.params.phases
        ):
            return card
    return None


def _move_menu(state: CrisisState, sit: Situation, legal: list[Choice]) -> Want:
    """Movement Phase ("7.0"): airlifts first, then each group of units bound for one Region,
    then the end."""
    if not state.picked:
        card = _airlift_card(state, sit, _args(legal, "play"))
        if card is not None:
            return ("play", card)
        card = _event_now(state, sit, _args(legal, "play"))
        if card is not None:
            return ("play", card)
    plan = plan_moves(state, sit)
    if state.picked:
        goal = plan.get(state.picked[0])
        offered = _args(legal, "to")
        if goal is None or goal not in offered or any(plan.get(u) != goal for u in state.picked):
            # Units picked by someone else's plan (a playout): send them where they do most.
            if offered:
                unit = state.picked[0]
                return ("to", best_place(sit, unit, offered))
            return ("unpick", state.picked[-1])
        more = sorted(u for u, g in plan.items() if g == goal and u not in state.picked)
        return ("pick", more[0]) if more else ("to", goal)
    if plan:
        goal = min(plan.values(), key=ORDER.__getitem__)
        return ("pick", min(u for u, g in plan.items() if g == goal))
    return ("end", None)


def _airlift_card(state: CrisisState, sit: Situation, cards: list[str]) -> str | None:
    """An airlift card, when it has as many units to fly toward the fighting as it moves."""
    for card in sorted(cards, key=lambda c: CARDS[c].number):
        spec = CARDS[card]
        if spec.effect != "airlift":
            continue
        fliers = {unit for _, unit, _ in airlifts(state, sit, None)}
        if len(fliers) >= spec.params.count:
            return card
    return None


# --- the steps -------------------------------------------------------------------------------


def _place(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """Set-up ("11.2"): each unit where it is worth most (march_plans.placement_score)."""
    regions = _args(legal, "place")
    return ("place", best_place(sit, step.units[0], regions))


def _draft(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """Build the attack the plan names: its units, its cards, its mode, then roll."""
    draft = state.draft
    assert draft is not None
    countering = state.armed is not None
    if draft.conflict == "data":
        attack = plan_data(state, sit, draft.region)
    else:
        attack = plan_armed(state, sit, draft.region)
    if attack is None:
        return ("decline", None) if countering else ("cancel", None)
    for unit in attack.units:
        if unit not in draft.units:
            return ("add", unit)
    for card in attack.cards:
        if card not in draft.cards:
            return ("card", card)
    if draft.conflict == "armed" and draft.mode != attack.mode:
        return ("mode", attack.mode)
    return ("roll", None)


def _result(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """A result's options ("6.2", "8.15"): the one worth most."""
    region = step.region or ""
    options = _args(legal, "option")
    return ("option", max(options, key=lambda o: (option_worth(state, sit, region, o), o)))


def option_worth(state: CrisisState, sit: Situation, region: str, option: str) -> float:
    """What a result's option is worth to the roller: attack_plans' worths, so that the
    option taken is the one the attack was counted on for."""
    verb, _, unit = option.partition(":")
    if verb == "neutralize":
        return neutralize_worth(sit, unit, region)
    if verb == "recruit":
        if UNITS[unit].type == INFRASTRUCTURE:
            return infrastructure_worth(sit, region)
        return sit.worth(unit)
    if verb == "flip":
        return flip_worth(sit, unit, region)
    if verb == "terminate":
        return kill_worth(unit, region, sit.force)
    return sit.card


def _counter(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """ "8.15": counterattack when the counterattack is worth making (attack_plans)."""
    if plan_armed(state, sit, step.region or "") is not None:
        return ("counter", None)
    return ("decline", None)


def _retreat(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """ "8.15: Doubles": the unit just eliminated retreats instead, the Infrastructure first
    (the 8.15 example); a unit still on the map stays."""
    saved = [u for u in _args(legal, "retreat") if state.pieces[u].where == POOL]
    if not saved:
        return ("none", None)
    region = step.region or ""
    return ("retreat", max(saved, key=lambda u: (kill_worth(u, region, 1.0), u)))


def _insurgent(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """Extremists ("4.4"): the Insurgent where it is worth most."""
    return ("insurgent", best_place(sit, INSURGENTS, _args(legal, "insurgent")))


def _recover(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """ "9.0": each unit back where it is worth most; an Infrastructure in the most valuable
    Region open to it (a Region without Infrastructure holding a friendly unit)."""
    return ("recover", best_place(sit, step.units[0], _args(legal, "recover")))


def _event(state: CrisisState, sit: Situation, step: Step, legal: list[Choice]) -> Want:
    """An event's picks (events.py): the Region, then the unit, worth most."""
    card = step.card or ""
    effect = CARDS[card].effect
    if step.region is None:
        regions = _args(legal, "region")
        if effect == "airlift":
            return ("region", _airlift_region(state, sit, regions))
        return (
            "region",
            max(regions, key=lambda r: (_region_worth(state, sit, card, r), -ORDER[r])),
        )
    units = _args(legal, "unit")
    if effect == "airlift":
        flights = [u for _, u, _ in airlifts(state, sit, step.region) if u in units]
        if flights:
            return ("unit", flights[0])
        return ("unit", _grounded(state, sit, units))
    region = step.region
    return ("unit", max(units, key=lambda u: (_pick_worth(state, sit, card, region, u), u)))


def _region_worth(state: CrisisState, sit: Situation, card: str, region: str) -> float:
    units = events.targets(state, sit.side, card, region)
    return max((_pick_worth(state, sit, card, region, u) for u in units), default=0.0)


def _pick_worth(state: CrisisState, sit: Situation, card: str, region: str, unit: str) -> float:
    """What an event's pick of ``unit`` in ``region`` is worth."""
    effect = CARDS[card].effect
    if effect in ("recruit", "recover"):
        return placement_score(sit, unit, region) + 0.01 * unit_worth(unit)
    if effect == "defect":
        return flip_worth(sit, unit, region)
    # neutralize: the enemy unit that threatens most, where the side holds or attacks.
    held = sit.owner.get(region) == sit.side
    return neutralize_worth(sit, unit, region) + (UNITS[unit].arms if held else 0.0)


def _airlift_region(state: CrisisState, sit: Situation, regions: list[str]) -> str:
    flights = [r for _, _, r in airlifts(state, sit, None) if r in regions]
    if flights:
        return flights[0]
    # Nothing to gain (the card's second pick): the Region nearest the fighting.
    return max(regions, key=lambda r: (sit.threats.get(r, 0), VALUES[r], -ORDER[r]))


def _grounded(state: CrisisState, sit: Situation, units: list[str]) -> str:
    """The unit to fly when no flight gains anything: one from the rear, never one out of the
    fighting while another is idle."""

    def key(unit: str) -> tuple[bool, int, str]:
        where = state.pieces[unit].where
        fighting = bool(sit.enemies(where)) or sit.threats.get(where, 0) > 0
        return (not fighting, UNITS[unit].arms, unit)

    return max(units, key=key)


STEPS = {
    "place": _place,
    "draft": _draft,
    "result": _result,
    "counter": _counter,
    "retreat": _retreat,
    "insurgent": _insurgent,
    "event": _event,
    "recover": _recover,
}
