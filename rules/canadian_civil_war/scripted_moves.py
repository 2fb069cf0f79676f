"""The scripted player's Movement and Contest Phases of the political game (6.0 as
reconstructed in movement.py, 7.0): a plain plan, from the Player's Notes.

* "Movement in Canadian Civil War is defensive rather than aggressive ... the only safe place
  for any of the Pieces that he controls is in his own Home Area" and "Another predominant
  movement will be away from the Crisis Zone, and squares adjacent to the Crisis Zone, and to
  the Control Points within the Home Area ... a Constituency will pick up an Issue and move it to
  a Control Point then go back to the squares adjacent to the Crisis Zone and pick up another
  Issue." So: a Constituency carrying an Issue takes it to a free Control Point of its Home Area
  (toward the nearest, when none is within reach) and sets it down there (6.4); every piece
  outside its Home Area goes home; pieces in the Administrative Section, next to the Crisis
  Zone, step back to the Legislative or Grassroots Section (the Election Table's -2 and -3, 8.3;
  the Contest Table's +2 and +3 against a rival contesting them from there, 7.3). The Control
  Point next to the Crisis Zone (A3) is left alone: an Issue there can be contested from the
  Crisis Zone without any die modifier.
* Strong pieces (Contesting Strength 2 or more: Interest Groups, Premiers, the Prime Minister)
  not needed elsewhere stand guard on the squares of their player's Issues: a stack defends as
  one (7.22) while an Issue alone defends at 1 (7.11), so a rival who calls it into the Crisis
  Zone (5.21) must beat the guard too; called with an Issue nobody controls, the guard stays
  there until the Issue is contested (5.32), which its own player does first, at one against
  the Issue alone. Other pieces keep off squares holding an Issue.
* "Contesting is the only way to gain control of an Issue, so in order to win, it is most
  important to risk losing control of some of your Pieces": strikes. The Issues most worth it
  within reach (the kinds the Victory Conditions ask for, 12.1, 12.2, or one a rival near
  victory needs) each get a Constituency to take it (7.12) and the strongest pieces beside it,
  from squares of the Home Area (no die modifier, 7.3), until the odds reach 3-1, the last
  column; each strike from squares and with pieces of its own (7.24).
* A Contest is rolled only when the Contest Table gives a C result more often than a D result
  (1-1 or better from one's own Home Area: 7.3), and a Contest for pieces alone only at twice
  the chance of a D ("I dare any player to go after Constituencies in preference to Issues").

Pieces move one at a time (each picked alone, then sent), so that every step of the plan is
read again from the state: each piece moves once a phase, so the plan always ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.core import Choice

from . import contest, movement
from .components import CONTEST, DISPLAY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import Layout, controller, room_for, split_key
from .scripted_reading import (
    Reading,
    area,
    contest_odds,
    kind_seen,
    paths,
    ring,
    touching,
)
from .state import CCWState
from .war_odds import distance

LEADERS = ("premier", "prime-minister")
# What a piece is worth to its player when a Contest or an Event may turn it (5.11): a
# Constituency controls Issues and weighs in every vote (1.25), the rest only contest; Premiers
# and the Prime Minister are never converted by a Contest (7.14, 7.25).
CONSTITUENCY_WORTH, PIECE_WORTH = 1.0, 0.5
# What an Issue at stake is worth: one of the kinds one's Victory Conditions still ask for,
# any other (it counts on the tracks and for 10.1, and a rival may need it), and what taking
# one a rival near victory needs adds (the 9.1 example: "this is the only Issue the Separatist
# Player needs to win").
NEEDED, ANY, DENIAL = 3.0, 1.0, 2.0
# A rival this many Issues short of victory, or fewer, is near it.
NEAR = 2
MODIFIERS = {m.id: m.value for m in CONTEST.modifiers}


def worth(piece: str) -> float:
    kind = PIECES[piece].kind
    if kind in LEADERS:
        return 0.0
    return CONSTITUENCY_WORTH if kind == "constituency" else PIECE_WORTH


def near(reading: Reading, color: str) -> bool:
    """Whether ``color`` is near victory as the seat reads him (`NEAR`)."""
    return reading.likely_short(color) <= NEAR


def find(asked: list[Choice], verb: str, arg: str | None = None) -> Choice | None:
    return next((c for c in asked if c.verb == verb and (arg is None or c.arg == arg)), None)


# --- the display, as the plan reads it -----------------------------------------------------------


@cache
def exposure(square: str) -> int:
    """How many of a square's Paths lead out of its Home Area (to another Home Area or the
    Crisis Zone): the sides a rival can contest it from without a die modifier (7.3)."""
    return sum(1 for n in paths()[square] if area(n) != area(square))


@cache
def _reach(start: str, allowance: int, blue: bool) -> frozenset[str]:
    """The squares a piece reaches from ``start`` (6.1-6.3: nothing blocks in the political
    game but the ignored Blue Home Area of the Quiet Revolution, 6.6)."""
    shut = () if blue else [s for s in DISPLAY.places if DISPLAY.place(s).area == "blue"]
    return frozenset(DISPLAY.reachable(start, allowance, blocked=shut))


def reach(state: CCWState, piece: str) -> frozenset[str]:
    where = state.actives[piece].where
    return _reach(where, PIECES[piece].movement, SCENARIOS[state.scenario].blue_area)


@cache
def safety(square: str, color: str) -> tuple[int, int, int]:
    """How safe ``color``'s piece would stand in ``square``, smaller safer: its own Home Area
    first, the Grassroots Section first (8.3, 7.3), the fewest sides open to other areas."""
    if area(square) != color:
        return (1, 0, 0)
    return (0, 2 - ring(square), exposure(square))


class Room:
    """The Active Pieces each square will hold as the plan moves them (3.0: two at most), and
    where the Issues lie."""

    def __init__(self, lay: Layout) -> None:
        self.count: dict[str, int] = {k: len(v) for k, v in lay.actives.items()}
        self.issue = set(lay.issue)

    def fits(self, square: str, carrying: bool) -> bool:
        if square == CRISIS_ZONE:
            return True
        return self.count.get(square, 0) < 2 and not (carrying and square in self.issue)

    def copy(self) -> Room:
        room = Room.__new__(Room)
        room.count, room.issue = dict(self.count), set(self.issue)
        return room

    def move(self, frm: str, to: str, carrying: bool) -> None:
        self.count[frm] = self.count.get(frm, 0) - 1
        self.count[to] = self.count.get(to, 0) + 1
        if carrying:
            self.issue.discard(frm)
            self.issue.add(to)


# --- what a Contest is worth ---------------------------------------------------------------------


def stake_worth(state: CCWState, reading: Reading, role: str, target: str, lay: Layout) -> float:
    """What winning ``target`` is worth to ``role``: its Issue, by the chance that it is a kind
    ``role`` lacks, and by what it costs a rival near victory (5.13), and half the worth of the
    pieces a C result converts (7.3)."""
    issue = contest.stake(state, target, role, lay)
    value = sum(worth(p) for p in contest.defenders(state, target, role, lay)) / 2
    if issue is None:
        return value
    kind = kind_seen(state, issue, role)
    chance = reading.wanted(role, kind)
    value += NEEDED * chance + ANY * (1 - chance)
    owner = controller(state, issue)
    under = state.issues[issue].under
    if owner is None and under is not None:
        owner = state.actives[under].color  # in the Crisis Zone (5.31)
    if owner not in (None, role) and near(reading, owner) and reading.counts_for(owner, kind):
        value += DENIAL
    return value


# --- the strike: which Issue to contest this Player-Turn -----------------------------------------


@dataclass
class Strike:
    target: str  # the stack contested
    squares: list[str]  # the squares it is contested from: pieces of its stand or go there
    moves: list[tuple[str, str]]  # (piece, square)
    score: float


def _strike_squares(state: CCWState, role: str, target: str, lay: Layout) -> list[str]:
    """The squares of ``role``'s Home Area joined to ``target`` (7.21) whose stacks of its may
    contest it: none holding a Constituency of its that carries an Issue (7.13)."""
    return [
        square
        for square in _home_beside(split_key(target)[0], role)
        if not any(p in lay.carriers for p in lay.of(square, state, role))
    ]


@cache
def _home_beside(place: str, color: str) -> tuple[str, ...]:
    """The squares of ``color``'s Home Area joined to ``place`` by a Path."""
    return tuple(s for s in paths()[place] if area(s) == color)


def plan_strikes(state: CCWState, role: str, reading: Reading, lay: Layout) -> list[Strike]:
    """The Contests worth setting up this Player-Turn and their moves (module docstring), the
    best first, each from squares and with pieces of its own (7.24: a piece contests once a
    Player-Turn); read once a decision (``reading.memo``)."""
    if "strikes" not in reading.memo:
        free = [
            p
            for p in movement.movable(state, role)  # type: ignore[arg-type]
            if p not in lay.carriers and contest.strength(state, p) > 0
        ]
        room = Room(lay)
        near = touching(role)
        targets = [
            t
            for t in lay.keys
            if split_key(t)[0] in near and contest.stake(state, t, role, lay) is not None
        ]
        # Each target mustered alone, then taken in order of worth, each mustered again from
        # what the ones before it left.
        alone = [_muster(state, role, t, reading, lay, free, room, set()) for t in targets]
        order = sorted((s for s in alone if s is not None), key=lambda s: -s.score)
        found: list[Strike] = []
        used: set[str] = set()
        for first in order:
            strike = _muster(state, role, first.target, reading, lay, free, room, used)
            if strike is None or strike.score <= 0:
                continue
            found.append(strike)
            used |= set(strike.squares)
            for piece, square in strike.moves:
                room.move(state.actives[piece].where, square, False)
                free.remove(piece)
        reading.memo["strikes"] = found
    return reading.memo["strikes"]


def _muster(
    state: CCWState,
    role: str,
    target: str,
    reading: Reading,
    lay: Layout,
    free: list[str],
    room: Room,
    used: set[str],
) -> Strike | None:
    """The pieces that can stand beside ``target`` in the Contest Phase, in squares no other
    strike uses: those there already and those that can move there, a Constituency to take the
    Issue among them (7.12), the strongest first until 3-1 (7.3)."""
    squares = [s for s in _strike_squares(state, role, target, lay) if s not in used]
    if not squares:
        return None
    defending = contest.defenders(state, target, role, lay)
    theirs = sum(contest.strength(state, p) for p in defending) + 1
    room = room.copy()
    ours, taker = 0, False
    for square in squares:
        pieces = lay.of(square, state, role)
        ours += sum(contest.strength(state, p) for p in pieces)
        taker = taker or (square not in room.issue and any(_constituency(p) for p in pieces))
    moves: list[tuple[str, str]] = []
    spare = [p for p in free if state.actives[p].where not in squares]
    if not taker:
        found = _send(state, room, squares, [p for p in spare if _constituency(p)], True)
        if found is None:
            return None
        moves.append(found)
        ours += contest.strength(state, found[0])
        spare.remove(found[0])
    spare.sort(key=lambda p: (-contest.strength(state, p), p))
    while ours < 3 * theirs:
        found = _send(state, room, squares, spare, False)
        if found is None:
            break
        moves.append(found)
        ours += contest.strength(state, found[0])
        spare.remove(found[0])
    chance_c, chance_d = contest_odds(ours, theirs, None)
    if chance_c <= chance_d:
        return None
    value = stake_worth(state, reading, role, target, lay)
    standing = [s for s in squares if lay.of(s, state, role)]
    used = standing + [s for _, s in moves if s not in standing]
    return Strike(target, used, moves, value * chance_c - chance_d)


def _constituency(piece: str) -> bool:
    return PIECES[piece].kind == "constituency"


def _send(
    state: CCWState, room: Room, squares: list[str], pieces: list[str], taking: bool
) -> tuple[str, str] | None:
    """The first of ``pieces`` that can reach one of ``squares`` with room (one without an
    Issue when it is to take one, 3.0), and where; the room is then taken."""
    for piece in pieces:
        reached = reach(state, piece)
        for square in squares:
            if square in reached and room.fits(square, taking):
                room.move(state.actives[piece].where, square, False)
                return piece, square
    return None


# --- the Movement Phase --------------------------------------------------------------------------


def movement_step(state: CCWState, role: str, asked: list[Choice], reading: Reading) -> Choice:
    """The next step of the Movement Phase's plan (module docstring): an Issue set down, or a
    piece picked, then sent where the plan says."""
    plan = plan_moves(state, role, reading)
    if len(state.picked) > 1:  # picked together before it was asked: one at a time
        return find(asked, "unpick", state.picked[-1])  # type: ignore[return-value]
    if state.picked:
        sent = find(asked, "to", plan.get(state.picked[0], ""))
        return sent or find(asked, "unpick", state.picked[0]) or find(asked, "end")  # type: ignore[return-value]
    for piece, active in sorted(state.actives.items()):
        if active.color == role and ring(active.where) > 0 and movement.may_set_down(state, piece):
            found = find(asked, "drop", piece)
            if found is not None:
                return found
    for piece, to in plan.items():
        # A square another piece of the plan is still to leave waits for it (3.0).
        if to != state.actives[piece].where and room_for(state, to, 1, piece in _carriers(state)):
            found = find(asked, "pick", piece)
            if found is not None:
                return found
    return find(asked, "end")  # type: ignore[return-value]


def _carriers(state: CCWState) -> set[str]:
    return {i.under for i in state.issues.values() if i.under}


def plan_moves(state: CCWState, role: str, reading: Reading) -> dict[str, str]:
    """Where each of ``role``'s pieces that may still move goes this phase, in the order they
    go: the strikes' first, then the rest by id (module docstring)."""
    lay = Layout(state)
    room = Room(lay)
    plan: dict[str, str] = {}
    held: set[str] = set()
    for strike in plan_strikes(state, role, reading, lay):
        for piece, square in strike.moves:
            room.move(state.actives[piece].where, square, False)
            plan[piece] = square
        held |= set(strike.squares)
    guarded = _guarded(state, role, lay)
    for piece in sorted(movement.movable(state, role)):  # type: ignore[arg-type]
        if piece in plan:
            continue
        here = state.actives[piece].where
        if here in held:
            plan[piece] = here  # beside a target already: it contests
            continue
        carrying = piece in lay.carriers
        to = _escort(state, role, piece, room, held, guarded) if not carrying else None
        to = to or _safe_square(state, role, piece, room, held, carrying)
        room.move(here, to, carrying)
        plan[piece] = to
    return plan


# Pieces of this Contesting Strength or more stand guard over their player's Issues.
GUARD = 2


def _guarded(state: CCWState, role: str, lay: Layout) -> set[str]:
    """The squares of ``role``'s Home Area, away from the Crisis Zone, holding an Issue it
    controls: on a Control Point, or beneath a Constituency of its that stays there."""
    found = set()
    for key, issue in lay.issue.items():
        if key == CRISIS_ZONE or key.startswith(CRISIS_ZONE) or area(key) != role or ring(key) < 1:
            continue
        if controller(state, issue) == role:
            found.add(key)
    return found


def _escort(
    state: CCWState, role: str, piece: str, room: Room, held: set[str], guarded: set[str]
) -> str | None:
    """Where a strong piece stands guard over one of its player's Issues: the stack defends as
    one (7.22), so a rival calling it into the Crisis Zone must beat the guard too (7.11: the
    Issue alone defends at 1), and a stack called with an Issue nobody controls stays until it
    is contested (5.32), which its own player does first. The guarded square with the fewest
    pieces in reach, else None."""
    if _constituency(piece) or contest.strength(state, piece) < GUARD:
        return None
    here = state.actives[piece].where
    if here in guarded:
        return here
    reached = reach(state, piece)
    options = [s for s in guarded if s in reached and s not in held and room.count.get(s, 0) < 2]
    return min(options, key=lambda s: (room.count.get(s, 0), s)) if options else None


@cache
def _points(color: str) -> tuple[str, ...]:
    """The Control Points of ``color``'s Home Area but A3, beside the Crisis Zone (5.13 B)."""
    return tuple(s for s in DISPLAY.control_points(color) if ring(s) > 0)


def _safe_square(
    state: CCWState, role: str, piece: str, room: Room, held: set[str], carrying: bool
) -> str:
    """A free Control Point of the Home Area for the Issue ``piece`` carries (but A3), else the
    safest square within reach (`safety`), the nearest to a free Control Point first for a
    carrier: never the Crisis Zone, the strikes' squares or a square holding an Issue (whose
    stack a Crisis Card would call with it, 5.21)."""
    here = state.actives[piece].where
    reached = reach(state, piece)
    goals: list[str] = []
    if carrying:
        goals = [s for s in _points(role) if s == here or room.fits(s, True)]
        points = [s for s in goals if s == here or (s in reached and s not in held)]
        if points:
            return min(points, key=lambda s: (safety(s, role), s))

    if not goals:  # the safest square with room, in the order `_safest` keeps
        for s in _safest(here, PIECES[piece].movement, SCENARIOS[state.scenario].blue_area, role):
            if s == here or (s not in held and s not in room.issue and room.fits(s, carrying)):
                return s
        return here

    def rank(s: str) -> tuple:
        # the nearest to a free Control Point first: it gets there next time
        return (min(distance(s, g) for g in goals), safety(s, role), s != here, s)

    best, found = rank(here), here
    for s in reached:
        if s == CRISIS_ZONE or s in held or s in room.issue or not room.fits(s, carrying):
            continue
        if rank(s) < best:
            best, found = rank(s), s
    return found


@cache
def _safest(start: str, allowance: int, blue: bool, color: str) -> tuple[str, ...]:
    """The squares a piece at ``start`` reaches, and ``start``, safest first (`safety`), where
    it stands first of equals: the Crisis Zone left out."""
    squares = [start, *(s for s in _reach(start, allowance, blue) if s != CRISIS_ZONE)]
    return tuple(sorted(squares, key=lambda s: (safety(s, color), s != start, s)))


# --- the Contest Phase ---------------------------------------------------------------------------


@dataclass
class Plan:
    target: str
    stacks: list[str]
    score: float


def contest_step(state: CCWState, role: str, asked: list[Choice], reading: Reading) -> Choice:
    """The next step of the Contest Phase: the best Contest (module docstring), its stacks
    marked one by one, then rolled; the phase ends when none is worth rolling."""
    lay = Layout(state)
    draft = state.contest
    if draft is None:
        plans = [
            plan
            for choice in asked
            if choice.verb == "contest"
            and (plan := plan_contest(state, role, str(choice.arg), reading, lay)) is not None
        ]
        if not plans:
            return find(asked, "end")  # type: ignore[return-value]
        best = max(plans, key=lambda p: p.score)  # the first of the best, in display order
        return find(asked, "contest", best.target) or find(asked, "end")  # type: ignore[return-value]
    plan = plan_contest(state, role, draft.target, reading, lay)
    for key in plan.stacks if plan is not None else []:
        if key not in draft.stacks:
            found = find(asked, "add", key)
            if found is not None:
                return found
    return find(asked, "roll") or find(asked, "cancel")  # type: ignore[return-value]


@cache
def _modifier(square: str, color: str) -> str | None:
    return DISPLAY.contest_modifier(square, color)


def plan_contest(
    state: CCWState, role: str, target: str, reading: Reading, lay: Layout
) -> Plan | None:
    """The stacks to contest ``target`` with, if it is worth rolling (module docstring): of the
    runs of its eligible stacks, the least exposed and the strongest first, the one whose
    Contest is worth the most, C results weighed against D results (7.3) by what each wins or
    loses."""
    issue = contest.stake(state, target, role, lay) is not None
    value = stake_worth(state, reading, role, target, lay)
    theirs = sum(contest.strength(state, p) for p in contest.defenders(state, target, role, lay))
    theirs += 1 if issue else 0
    stacks = []
    for key in contest.eligible_stacks(state, target, role, lay):
        pieces = contest.contesting(state, key, role, issue, lay) or []
        modifier = _modifier(split_key(key)[0], role)
        taker = key not in lay.issue and any(
            _constituency(p) and p not in lay.carriers for p in lay.of(key, state, role)
        )
        strength = sum(contest.strength(state, p) for p in pieces)
        cost = sum(worth(p) for p in pieces)
        stacks.append((MODIFIERS.get(modifier or "", 0), -strength, key, modifier, taker, cost))
    stacks.sort()
    best: Plan | None = None
    ours, cost, taker, modifier = 0, 0.0, False, None
    for n, (mod, minus, _, its_modifier, its_taker, its_cost) in enumerate(stacks, 1):
        ours, cost, taker = ours - minus, cost + its_cost, taker or its_taker
        if mod:
            modifier = its_modifier  # the most exposed so far (7.3, contest.modifier)
        if issue and not taker:
            continue
        chance_c, chance_d = contest_odds(ours, theirs, modifier)
        if chance_c <= chance_d or (not issue and chance_c < 2 * chance_d):
            continue
        score = value * chance_c - cost * chance_d
        if score > 0 and (best is None or score > best.score):
            best = Plan(target, [s[2] for s in stacks[:n]], score)
    return best
