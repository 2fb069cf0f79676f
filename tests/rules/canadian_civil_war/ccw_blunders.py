"""Blunders of Canadian Civil War: mistakes no sensible player makes, each judged against the
rulebook (canadian-civil-war.txt), for the scripted player's tests (test_ccw_scripted.py) and
for the computer levels (ARCHITECTURE.md, "Computer players").

Each `Blunder` has a detector, ``commits(title, state, role, move)``: whether the whole move
``move`` (a tuple of Choices, as rules.core.computer.scripted_move and decide return) that
``role`` makes from ``state`` commits the blunder (None: it does not; else a sentence saying
what was wrong), judged from what ``role`` could see; and ``possible(state, role)``: whether
the position is one where the blunder can be made, to pick the positions it is tested on
(`positions`: along random and scripted games of both scenarios, deterministic seeds).

The list:

* **A National Emergency attempted with nobody about to win** (10.1, 10.12, 10.81; an
  attempt on Game-Turn 1). With the others opposed,
  the attempt fails on 4 rolls in 6 (Quiet Revolution, 1:2) or 5 in 6 (Referendum, 1:3), and a
  failed attempt loses the game (10.12, 11.22); the Player's Notes: "Trying to create a National
  Emergency is a very dangerous proposition", "that last, desperate bid for victory". It is a
  blunder while no rival can be within one Issue of victory, even counting every Issue of his
  the attempter cannot read as one he needs.
* **Staying neutral on an attempt** (10.14): the neutral player "takes no further part in the
  game" if the Emergency is created, and makes it likelier (the column moves toward the
  attempter, 10.81), and with nobody opposed the attempter wins (10.11); opposing is never
  worse.
* **Voting to call one's own Issue into the Crisis Zone** (5.4, 5.31, 5.32): there it counts
  for nothing but movement and lies open to every rival's Contest.
* **A Crisis Card on one's own Issue** (5.21): naming one's own Issue when a rival's was
  offered, or playing a Crisis Card when every Issue of its kind outside the Crisis Zone is
  one's own, as one can count them (the card must call one of them).
* **A Contest that cannot succeed** (7.3): rolled where the modified die reaches no C result
  (1-1 from an unfriendly Grassroots Section: rows 4 to 9, "–", D-1, D-2), so that the only
  results are nothing or one's own pieces converted.
* **A Constituency carrying its Issue into the Crisis Zone** (5.31, 5.32): the Issue stops
  counting toward victory and lies open to contest.
* **Over-stacking one's own Side** (10.6; a person's own Premier once eliminated
  so): ending a National Emergency Movement Phase with pieces over the stacking limit
  that could still have moved apart, or moving a piece where its Side is over the limit and no
  piece of its Side there can move again: something is eliminated for nothing.
* **The Government sparing a Rebel Constituency it could surely eliminate** (10.86, 11.24):
  ending its Combat Phase while its units beside a Rebel Constituency's stack without a Military
  Unit bring 5-1 or more on the Riot Table, where every roll eliminates the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from ccw_build import QR, REF

from rules.canadian_civil_war import TITLE, combat, contest, war
from rules.canadian_civil_war.components import SCENARIOS
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import card_of, controller, issue_carried, key_of, seated
from rules.canadian_civil_war.scripted_reading import Reading, contest_odds, kind_seen
from rules.canadian_civil_war.state import CCWState
from rules.core import Choice, Title, seed_from_text
from rules.core.computer import scripted_move
from rules.core.rng import Rng

Move = tuple[Choice, ...]


@dataclass(frozen=True)
class Blunder:
    name: str
    rule: str
    commits: Callable[[Title, CCWState, str, Move], str | None]
    possible: Callable[[CCWState, str], bool]


def _steps(
    title: Title, state: CCWState, role: str, move: Move
) -> Iterator[tuple[CCWState, Choice]]:
    """Each step of ``move`` with the state it is chosen in (on a copy)."""
    world = state.clone()
    for choice in move:
        yield world, choice
        title.advance(world, role, choice)


def _holder(state: CCWState, issue: str) -> str | None:
    """Who holds an Issue: its controller, or the colour of the Constituency on it (5.31)."""
    owner = controller(state, issue)
    under = state.issues[issue].under
    return state.actives[under].color if owner is None and under else owner


# --- the National Emergency's attempt (10.1, 10.14) ----------------------------------------------


def premature_emergency(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    if not any(c.verb == "emergency" for c in move):
        return None
    reading = Reading(state, role)
    close = [c for c in seated(state) if c != role and reading.short(c) <= 1]
    if close:
        return None
    shorts = ", ".join(f"{c} {reading.short(c)}" for c in seated(state) if c != role)
    return (
        f"{role} attempted a National Emergency on Game-Turn {state.turn} with no rival within "
        f"one Issue of victory (at least short: {shorts}): against the others it fails on 4 or 5 "
        "rolls in 6 (10.81) and a failed attempt loses the game (10.12)"
    )


def _may_attempt(state: CCWState, role: str) -> bool:
    return any(c.verb == "emergency" for c in TITLE.interrupts(state, role))


def neutral_stance(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    if any(c.verb == "neutral" for c in move):
        return (
            f"{role} stayed neutral on {state.emergency.attempter}'s attempt (10.14): it takes no "  # type: ignore[union-attr]
            "further part if the Emergency is created and makes it likelier (10.81); opposing "
            "is never worse"
        )
    return None


def _answering(state: CCWState, role: str) -> bool:
    e = state.emergency
    return e is not None and e.stage == "attempt" and role in e.voters and role not in e.stances


# --- National Debate and Crisis Cards (5.21, 5.4) ------------------------------------------------


def calls_own_issue(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    vote = state.vote
    if vote is None or vote.question != "call" or vote.target is None:
        return None
    if _holder(state, vote.target) == role and any(c.verb == "aye" for c in move):
        where = key_of(state.issues[vote.target])
        return f"{role} voted to call its own Issue in {where} into the Crisis Zone (5.31, 5.32)"
    return None


def _voting_on_own(state: CCWState, role: str) -> bool:
    vote = state.vote
    return (
        vote is not None
        and vote.question == "call"
        and vote.target is not None
        and role in vote.voters
        and role not in vote.ballots
        and _holder(state, vote.target) == role
    )


def crisis_on_own_issue(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    for world, choice in _steps(title, state, role, move):
        step = world.queue[0] if world.queue else None
        if step is not None and step.kind == "target" and step.color == role:
            keys = [str(c.arg) for c in title.choices(world, role) if c.verb == "to"]
            mine = [k for k in keys if _stack_holder(world, k) == role]
            if str(choice.arg) in mine and len(mine) < len(keys):
                return (
                    f"{role} called its own Issue in {choice.arg} when a rival's was offered (5.21)"
                )
        if choice.verb == "play" and step is None and world.phase == "opportunity":
            kind = _crisis_kind(str(choice.arg))
            if kind is not None and _all_own(world, role, kind):
                return (
                    f"{role} played a Crisis Card whose every {kind} Issue outside the Crisis Zone "
                    "is its own: it must call one of them (5.21)"
                )
    return None


def _stack_holder(state: CCWState, key: str) -> str | None:
    issue = next((i for i, spec in state.issues.items() if key_of(spec) == key), None)
    return None if issue is None else _holder(state, issue)


def _crisis_kind(card: str) -> str | None:
    spec = card_of(card)
    return spec.issue if spec.type == "crisis" else None


def _all_own(state: CCWState, role: str, kind: str) -> bool:
    """Whether ``role`` can count every Issue of ``kind`` outside the Crisis Zone as its own:
    its own of that kind, and those face up in the Crisis Zone, make the scenario's number."""
    mine = sum(
        1
        for i, spec in state.issues.items()
        if spec.kind == kind and spec.where != CRISIS_ZONE and _holder(state, i) == role
    )
    lying = sum(
        1
        for i, spec in state.issues.items()
        if spec.where == CRISIS_ZONE and kind_seen(state, i, role) == kind
    )
    return mine > 0 and mine + lying == SCENARIOS[state.scenario].issues[kind]


def _may_call(state: CCWState, role: str) -> bool:
    if state.queue and state.queue[0].kind == "target" and state.queue[0].color == role:
        return True
    return state.phase == "opportunity" and state.player == role and not state.queue


# --- Contests and movement of the political game (7.3, 5.31) -------------------------------------


def hopeless_contest(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    for world, choice in _steps(title, state, role, move):
        draft = world.contest
        if choice.verb != "roll" or draft is None or world.phase == "emergency":
            continue
        ours, theirs = contest.strengths(world, draft, role)
        modifier = contest.modifier(world, draft, role)
        chance_c, _ = contest_odds(ours, theirs, modifier)
        if chance_c == 0:
            return (
                f"{role} rolled a Contest at {ours} against {theirs} with the die modified "
                f"({modifier}): no roll gives a C result (7.3)"
            )
    return None


def _contesting(state: CCWState, role: str) -> bool:
    return state.phase == "contest" and state.player == role and not state.queue


def carries_into_crisis_zone(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    for world, choice in _steps(title, state, role, move):
        if world.phase != "movement" or choice.verb != "to" or choice.arg != CRISIS_ZONE:
            continue
        carriers = [p for p in world.picked if issue_carried(world, p) is not None]
        if carriers:
            return (
                f"{role} carried its Issue into the Crisis Zone with {carriers[0]}: there it "
                "counts for movement only (5.31)"
            )
    return None


def _moving(state: CCWState, role: str) -> bool:
    return state.phase == "movement" and state.player == role and not state.queue


# --- the war (10.6, 10.86, 11.24) ----------------------------------------------------------------


def overstacks(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    for world, choice in _steps(title, state, role, move):
        e = world.emergency
        if e is None or e.stage != "movement" or e.retreats:
            continue
        side = e.side
        if choice.verb == "end":
            spare = _could_spread(world, side)
            if spare:
                return (
                    f"{role} ended the {side} Movement Phase with {spare} over the stacking "
                    "limit though it could still move apart: it is eliminated (10.6)"
                )
        if choice.verb == "to":
            after = world.clone()
            title.advance(after, role, choice)
            place = str(choice.arg)
            if place == CRISIS_ZONE:
                continue
            over = _over(after, side, place)
            stuck = not any(
                t in war.movable(after)
                for t in war.Front(after).of(place, side)  # type: ignore[arg-type]
            )
            if over and stuck:
                return (
                    f"{role} moved {', '.join(e.picked)} to {place}, where its Side is over the "
                    "stacking limit and nothing can move away any more: one is eliminated (10.6)"
                )
    return None


def _over(state: CCWState, side: str, place: str) -> bool:
    things = war.Front(state).of(place, side)  # type: ignore[arg-type]
    units = sum(1 for t in things if war.is_unit(t))
    return units > 1 or len(things) - units > 2


def _could_spread(state: CCWState, side: str) -> str | None:
    """A piece of a stack of ``side`` over the limit that could still move somewhere it fits."""
    excess = war.overstacked(state, side)  # type: ignore[arg-type]
    if not excess:
        return None
    front = war.Front(state)
    movable = set(war.movable(state))
    for thing in excess:
        key = war.key_at(state, thing)
        for other in front.of(key, side):  # type: ignore[arg-type]
            if other not in movable:
                continue
            for place in war.destinations(state, [other]):
                if place == CRISIS_ZONE:
                    return thing
                things = front.of(place, side)  # type: ignore[arg-type]
                units = sum(1 for t in things if war.is_unit(t))
                if (units == 0) if war.is_unit(other) else (len(things) - units < 2):
                    return thing
    return None


def _war_moving(state: CCWState, role: str) -> bool:
    e = state.emergency
    return (
        e is not None and e.stage == "movement" and not e.retreats and e.sides.get(role) == e.side
    )


def spares_a_riot(title: Title, state: CCWState, role: str, move: Move) -> str | None:
    for world, choice in _steps(title, state, role, move):
        e = world.emergency
        if e is None or e.stage != "combat" or e.side != "government" or e.attack is not None:
            continue
        if choice.verb != "end" or e.retreats:
            continue
        sure = _sure_riot(world)
        if sure:
            return (
                f"{role} ended the Government's Combat Phase while its units beside {sure} "
                "brought 5-1 or more on the Riot Table against a Rebel Constituency: every roll "
                "eliminates it (10.86, 11.24)"
            )
    return None


def _sure_riot(state: CCWState) -> str | None:
    front = war.Front(state)
    for key in combat.targets(state, "government"):
        defending = combat.defenders(state, key, "government", front)
        if combat.table_of(defending) != "riot":
            continue
        defence = sum(war.strength(t) for t in defending)
        attack = sum(war.strength(u) for u in combat.attackers_of(state, key, "government", front))
        if attack >= 5 * defence:
            return key
    return None


def _government_fighting(state: CCWState, role: str) -> bool:
    e = state.emergency
    return (
        e is not None
        and e.stage == "combat"
        and e.side == "government"
        and e.attack is None
        and not e.retreats
        and e.sides.get(role) == "government"
    )


BLUNDERS: tuple[Blunder, ...] = (
    Blunder(
        "premature National Emergency", "10.1, 10.12, 10.81", premature_emergency, _may_attempt
    ),
    Blunder("neutral stance", "10.11, 10.14", neutral_stance, _answering),
    Blunder("voting to call one's own Issue", "5.4, 5.31", calls_own_issue, _voting_on_own),
    Blunder("Crisis Card on one's own Issue", "5.21", crisis_on_own_issue, _may_call),
    Blunder("Contest that cannot succeed", "7.3", hopeless_contest, _contesting),
    Blunder("Issue carried into the Crisis Zone", "5.31", carries_into_crisis_zone, _moving),
    Blunder("over-stacking one's own Side", "10.6", overstacks, _war_moving),
    Blunder("sparing a sure riot", "10.86, 11.24", spares_a_riot, _government_fighting),
)


# --- the positions -------------------------------------------------------------------------------

# (scenario, seed, who plays: "random" or "scripted", the most whole moves played)
GAMES = (
    (QR, "blunders qui random war 4", "random", 600),
    (QR, "blunders qui scripted war 7", "scripted", 400),
    (REF, "blunders ref random war 3", "random", 350),
    (REF, "blunders ref scripted 1", "scripted", 150),
)


@cache
def game(scenario: str, seed: str, who: str, moves: int) -> tuple[tuple[CCWState, str], ...]:
    """Every (state, role with something to choose) along one game: random whole moves of a
    random player (National Emergencies attempted as any other choice), or the scripted
    player on every seat."""
    state = TITLE.setup(seed_from_text(seed), scenario)
    chooser = Rng(seed=seed_from_text(f"{seed} choices"))
    found = []
    for _ in range(moves):
        if state.outcome is not None:
            break
        roles = [r for r in TITLE.active(state) if TITLE.view(state, r).choices]
        if not roles:
            break
        for role in roles:
            found.append((state, role))
        role = roles[chooser.below(len(roles))] if who == "random" else roles[0]
        if who == "random":
            choices = TITLE.view(state, role).choices
            state = TITLE.apply(state, role, choices[chooser.below(len(choices))])
        else:
            for choice in scripted_move(TITLE, state, role):
                state = TITLE.apply(state, role, choice)
    return tuple(found)


def positions(blunder: Blunder, most: int = 40) -> list[tuple[CCWState, str]]:
    """Up to ``most`` positions of the games where ``blunder`` can be made, spread over them."""
    found = [
        (state, role)
        for spec in GAMES
        for state, role in game(*spec)
        if blunder.possible(state, role)
    ]
    step = max(1, len(found) // most)
    return found[::step][:most]
