"""The Contest Phase (7.0-7.3): the Phasing Player's stacks against an adjacent stack.

A Contest is prepared privately (`Contest`): the Phasing Player names the defending stack, then
marks the stacks of his that contest it (7.23: "one Piece or Stack may defend against any number
of Pieces or Stacks"), and, when an Issue is at stake and several of his Constituencies could
take it, which one does. The prompt shows both strengths and the column before the die is
rolled.

Decisions where the rulebook is silent:

* A player's stack in a square is his pieces there (a square may hold pieces of several
  colours after Elections and Events); it contests whole (7.22), so a stack holding a
  Constituency that controls an Issue may not contest at all (7.13), except that Premiers and
  the Prime Minister stay out when no Issue is at stake (7.22's exception, 7.26).
* The defending stack is every piece of the target square (or Crisis Zone stack) that is not
  the Contester's, with its Issue unless the Contester controls it: Premiers and the Prime
  Minister defend but are never converted (7.25). A Constituency may take an Issue only if no
  other Issue lies in its square (3.0: "no more than 1 Issue may ever be in a single square").
* With stacks contesting from several squares, the die is modified for the most exposed of
  them (the largest modifier of 7.3).
* The Defender's colour, toward which a D result converts the Contesting Pieces: the
  controller of the defending Issue; for an uncontrolled Issue, 7.28's Home Area; otherwise
  the colour with the most Contesting Strength in the defending stack (ties: the first in the
  order Red, Orange, Green, Blue). The Issue left face up in the Crisis Zone at set-up was
  called from no Home Area: a D result against it alone converts nobody.
* Stacks in the Crisis Zone contest, and are contested by, the squares joined to it by Paths
  (5.3, 7.21, the 9.2-9.3 example); they are not adjacent to each other.
"""

from __future__ import annotations

import math

from rules.core import RuleError
from rules.core.messages import Msg
from rules.core.tables import Resolution, TableRoll

from .components import CONTEST, DISPLAY, PIECES
from .data import COLORS, CRISIS_ZONE
from .ops import (
    NAMES,
    Layout,
    actives_at,
    controller,
    convert,
    describe,
    issue_at,
    issue_carried,
    issue_label,
    key_of,
    reveal,
    split_key,
    table_text,
    where_label,
)
from .state import CCWState, Color, Contest

LEADERS = ("premier", "prime-minister")


def die(state: CCWState) -> int:
    """Every roll of the political game: one six-sided die from the game's committed rng
    ("2.4": one die). Tests force the rulebook's examples by replacing this function."""
    return state.rng.between(1, 6)


# --- who may contest whom --------------------------------------------------------------------


def strength(state: CCWState, piece: str) -> int:
    """A piece's Contesting Strength this Player-Turn: doubled or halved by Events (5.22),
    the factors multiplied and the product rounded down (cards.py)."""
    factor = 1.0
    for effect in state.effects:
        if piece in effect.pieces:
            factor *= effect.factor
    return math.floor(PIECES[piece].strength * factor)


def stake(state: CCWState, target: str, color: str, lay: Layout | None = None) -> str | None:
    """The Issue at stake in contesting ``target``: its Issue, unless ``color`` controls it
    (or carries it, in the Crisis Zone)."""
    issue = lay.issue.get(target) if lay else issue_at(state, target)
    if issue is None or controller(state, issue) == color:
        return None
    under = state.issues[issue].under
    if under is not None and state.actives[under].color == color:
        return None
    return issue


def defenders(state: CCWState, target: str, color: str, lay: Layout | None = None) -> list[str]:
    """The Active Pieces defending ``target`` against ``color`` (7.22)."""
    pieces = lay.of(target, state) if lay else actives_at(state, target)
    return [p for p in pieces if state.actives[p].color != color]


def convertible(pieces: list[str]) -> list[str]:
    return [p for p in pieces if PIECES[p].kind not in LEADERS]


def contesting(
    state: CCWState, key: str, color: str, issue: bool, lay: Layout | None = None
) -> list[str] | None:
    """``color``'s pieces contesting from ``key``, or None if that stack may not contest
    (7.13, 7.22, 7.24, 7.26)."""
    lay = lay or Layout(state)
    pieces = lay.of(key, state, color)
    if not pieces or any(p in state.engaged for p in pieces):
        return None
    if any(p in lay.carriers for p in pieces):
        return None
    if not issue:
        pieces = convertible(pieces)
    return pieces or None


def targets(state: CCWState, color: Color) -> list[str]:
    """Stacks ``color`` may contest now: something in them to win, not yet engaged this
    Player-Turn (7.24), next to stacks of ``color`` that may contest it and can be rolled
    (the prompt is the list of legal actions: a target offered must be one the player can
    finish). Marking a stack only adds Contesting Strength and Constituencies that could take
    the Issue, so a target can be rolled if it can be with every eligible stack marked: at 1-1
    or better (7.3) and, with an Issue at stake, with a taker among them (7.12)."""
    lay = Layout(state)
    near = {
        target
        for key in lay.keys
        if contesting(state, key, color, True, lay) is not None
        for target in lay.joined(key)
    }
    found = []
    for key in lay.keys:
        if key not in near:
            continue
        issue = stake(state, key, color, lay)
        defending = defenders(state, key, color, lay)
        if any(p in state.engaged for p in defending) or (issue and issue in state.engaged):
            continue
        if issue is None and not convertible(defending):
            continue
        stacks = eligible_stacks(state, key, color, lay)
        if stacks and _blocked(state, Contest(target=key, stacks=stacks), color) is None:
            found.append(key)
    return found


def eligible_stacks(
    state: CCWState, target: str, color: str, lay: Layout | None = None
) -> list[str]:
    """``color``'s stacks next to ``target`` that may contest it."""
    lay = lay or Layout(state)
    issue = stake(state, target, color, lay) is not None
    return [k for k in lay.joined(target) if contesting(state, k, color, issue, lay) is not None]


def takers(state: CCWState, contest: Contest, color: str) -> list[str]:
    """The Constituencies among the contesting stacks that may take the Issue at stake (7.12):
    without an Issue of their own, in a stack without one."""
    return [
        piece
        for key in contest.stacks
        if issue_at(state, key) is None
        for piece in actives_at(state, key, color)
        if PIECES[piece].kind == "constituency" and issue_carried(state, piece) is None
    ]


# --- the arithmetic ------------------------------------------------------------------------


def pieces_of(state: CCWState, contest: Contest, color: str) -> list[str]:
    issue = stake(state, contest.target, color) is not None
    found: list[str] = []
    for key in contest.stacks:
        found += contesting(state, key, color, issue) or []
    return found


def strengths(state: CCWState, contest: Contest, color: str) -> tuple[int, int]:
    """(Contester's, Defender's) Contesting Strengths (7.0; an Issue defends at 1, 7.11)."""
    ours = sum(strength(state, p) for p in pieces_of(state, contest, color))
    theirs = sum(strength(state, p) for p in defenders(state, contest.target, color))
    if stake(state, contest.target, color) is not None:
        theirs += 1
    return ours, theirs


def modifier(state: CCWState, contest: Contest, color: str) -> str | None:
    """The die modifier of 7.3 for the most exposed contesting stack, if any."""
    values = {mod.id: mod.value for mod in CONTEST.modifiers}
    found = [DISPLAY.contest_modifier(split_key(key)[0], color) for key in contest.stacks]
    return max((m for m in found if m), key=values.__getitem__, default=None)


def column(state: CCWState, contest: Contest, color: str) -> str | None:
    """The Contest Table's column, or None when the ratio is below 1-1 (prohibited, 7.3)."""
    ours, theirs = strengths(state, contest, color)
    if ours <= 0:
        return None
    try:
        return CONTEST.resolve(attacker=ours, defender=theirs, roll=1).column
    except RuleError:
        return None


def refusal(state: CCWState, contest: Contest, color: str) -> Msg | None:
    """Why the prepared Contest may not be rolled yet, or None."""
    why = _blocked(state, contest, color)
    if why == "odds":
        ours, theirs = strengths(state, contest, color)
        return Msg("ccw-contest-below-odds", ours=ours, theirs=theirs)
    return None if why is None else _REFUSALS[why]


def _blocked(state: CCWState, contest: Contest, color: str) -> str | None:
    """What keeps the prepared Contest from being rolled: "mark" (no stack marked), "odds"
    (below 1-1), "taker" (no Constituency to take the Issue at stake), or None."""
    if not contest.stacks:
        return "mark"
    if column(state, contest, color) is None:
        return "odds"
    if stake(state, contest.target, color) is not None and not takers(state, contest, color):
        return "taker"
    return None


_REFUSALS = {"mark": Msg("ccw-contest-mark-one"), "taker": Msg("ccw-contest-needs-taker")}


def defender_color(state: CCWState, target: str, color: str) -> Color | None:
    """Toward whom a D result converts the Contesting Pieces (7.28 and the decisions above)."""
    issue = issue_at(state, target)
    if issue is not None and stake(state, target, color) is not None:
        owner = controller(state, issue)
        if owner is not None:
            return owner
        spec = state.issues[issue]
        if spec.under is not None:  # in the Crisis Zone, beneath a Constituency
            return state.actives[spec.under].color
        if spec.where == CRISIS_ZONE:
            return spec.called_from
        area = DISPLAY.place(spec.where).area
        return area if area in COLORS else None  # type: ignore[return-value]
    totals: dict[str, int] = {}
    for piece in defenders(state, target, color):
        owner = state.actives[piece].color
        totals[owner] = totals.get(owner, 0) + strength(state, piece)
    if not totals:
        return None
    best = max(totals.values())
    return next(c for c in COLORS if totals.get(c) == best)  # type: ignore[return-value]


# --- rolling ------------------------------------------------------------------------------


def roll(state: CCWState, color: Color) -> None:
    """Resolve the prepared Contest on the Contest Table (7.3) and apply its result."""
    contest = state.contest
    assert contest is not None
    target = contest.target
    issue = stake(state, target, color)
    ours, theirs = strengths(state, contest, color)
    mod = modifier(state, contest, color)
    read = CONTEST.resolve(
        attacker=ours,
        defender=theirs,
        roll=TableRoll.of([die(state)]),
        modifiers=[mod] if mod else [],
    )
    attackers = pieces_of(state, contest, color)
    defending = defenders(state, target, color)
    toward = defender_color(state, target, color)
    state.contest = None
    state.last_roll = f"die {read.roll}"
    _narrate(state, color, attackers, target, issue, read)
    state.engaged += attackers + defending + ([issue] if issue else [])
    result = read.result
    if result.startswith("C-"):
        steps = int(result[-1])
        if issue is not None:
            taker = contest.taker if contest.taker in takers(state, contest, color) else None
            taker = taker or takers(state, contest, color)[0]
            _take(state, issue, taker)
        for piece in convertible(defending):
            convert(state, piece, steps, color)
    elif result.startswith("D-"):
        steps = int(result[-1])
        if toward is None:
            state.say(Msg("ccw-contest-nobody-to-convert"))
        else:
            for piece in convertible(attackers):
                convert(state, piece, steps, toward)


def _take(state: CCWState, issue: str, taker: str) -> None:
    """C result: the Issue passes beneath the Contester's Constituency (7.3, 9.3), who sees
    it (ops.show_controllers)."""
    spec = state.issues[issue]
    where, stack = split_key(key_of(state.actives[taker]))
    spec.where, spec.stack, spec.under = where, stack, taker
    if where == CRISIS_ZONE:  # an Issue in the Crisis Zone lies face up (ops.place)
        reveal(state, [issue])
    state.say(
        Msg(
            "ccw-issue-taken",
            issue=issue_label(state, issue),
            piece=describe(state, taker),
            where=where_label(key_of(state.actives[taker])),
        )
    )


def _narrate(
    state: CCWState,
    color: Color,
    attackers: list[str],
    target: str,
    issue: str | None,
    read: Resolution,
) -> None:
    ours = [_term(describe(state, p), strength(state, p)) for p in attackers]
    theirs = [
        _term(describe(state, p), strength(state, p)) for p in defenders(state, target, color)
    ]
    if issue is not None:
        theirs.append(_term(issue_label(state, issue), 1))
    state.say(
        Msg(
            "ccw-contest-rolled",
            color=NAMES[color],
            where=where_label(target),
            ours=Msg.join(*ours, sep=" + "),
            theirs=Msg.join(*theirs, sep=" + "),
            table=table_text(read),
        )
    )


def _term(name: Msg, strength: int) -> Msg:
    """'Red Ontario 1 (2)': a piece and its Contesting Strength."""
    return Msg("ccw-strength-term", name=name, strength=strength)
