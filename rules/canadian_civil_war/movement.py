"""The Movement Phase (4.3 step 2). Case 6.0 is missing from the rulebook (it is cited by 4.3,
7.27 and the 9.2 example); these are the rules the bot plays, each taken from what the rest of
the book says:

* 6.1 A Movement Allowance counts squares: one Movement Point enters one square (1.25). The
  Crisis Zone is one square (5.3): entering it costs one, like any square.
* 6.2 Pieces move from square to square along Paths, never corner to corner (1.23). Each of the
  Phasing Player's Active Pieces moves at most once per Movement Phase, up to its Movement
  Allowance. Pieces picked together all go to one square, each by its own way.
* 6.3 Hostile pieces never block in the political game: a piece may pass through any square
  (10.5 makes blocking a rule of the National Emergency only). At the end of a move a square
  holds at most 2 Active Pieces and 1 Issue (3.0 step 3). Pieces that move into the Crisis Zone
  form a stack of their own there.
* 6.4 Issues move only beneath a Constituency controlling them (1.22: "they cannot be moved
  without being stacked with a specific type of Active Piece"): a Constituency carries the Issue
  beneath it. It may set its Issue down on a Control Point of its own Home Area (where the
  Control Point keeps it controlled, 5.13 B, the Player's Notes: "a Constituency will pick up an
  Issue and move it to a Control Point"), and take up one lying on such a Control Point
  (5.13 B: it leaves "only by transferring Control for that Issue to a Constituency"). Either
  costs nothing. An uncontrolled Issue is only ever taken by a Contest (7.27).
* 6.5 Pieces stacked with an uncontrolled Issue in the Crisis Zone may not leave it until the
  Issue is contested (5.32 and its example); a Constituency carrying an Issue in the Crisis Zone
  may (5.31).
* 6.6 In the Quiet Revolution no piece may enter the Blue Home Area (12.1 special rule 1).
"""

from __future__ import annotations

from .components import DISPLAY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    controller,
    issue_at,
    issue_carried,
    key_of,
    place,
    room_for,
    zone_stack,
)
from .state import OFF, CCWState, Color


def blocked(state: CCWState) -> list[str]:
    """Squares no piece may enter (6.6)."""
    if SCENARIOS[state.scenario].blue_area:
        return []
    return [s for s, square in DISPLAY.places.items() if square.area == "blue"]


def stuck(state: CCWState, piece: str) -> bool:
    """6.5: in the Crisis Zone, stacked with an Issue nobody controls."""
    active = state.actives[piece]
    if active.where != CRISIS_ZONE:
        return False
    issue = issue_at(state, key_of(active))
    return issue is not None and state.issues[issue].under is None


def movable(state: CCWState, color: Color) -> list[str]:
    """``color``'s Active Pieces that may still move this phase."""
    return [
        p
        for p, a in state.actives.items()
        if a.color == color
        and a.where != OFF
        and p not in state.moved
        and PIECES[p].movement > 0
        and not stuck(state, p)
    ]


def sources(state: CCWState, color: Color) -> list[str]:
    """Stack keys holding pieces ``color`` may move, in display order."""
    keys: list[str] = []
    for piece in movable(state, color):
        key = key_of(state.actives[piece])
        if key not in keys:
            keys.append(key)
    return keys


def destinations(state: CCWState, pieces: list[str]) -> list[str]:
    """Where the pieces picked may all go: reached by each from where it stands within its own
    Movement Allowance (6.1-6.3), with room at the end for all of them and at most one Issue
    (the Crisis Zone: a new stack)."""
    if not pieces:
        return []
    if sum(1 for p in pieces if issue_carried(state, p) is not None) > 1:
        return []
    carrying = any(issue_carried(state, p) is not None for p in pieces)
    shut = blocked(state)
    reach: set[str] | None = None
    for piece in pieces:
        start = state.actives[piece].where
        found = set(DISPLAY.reachable(start, PIECES[piece].movement, blocked=shut))
        reach = found if reach is None else reach & found
    assert reach is not None
    return [
        square
        for square in DISPLAY.places
        if square in reach
        and (square == CRISIS_ZONE or room_for(state, square, len(pieces), carrying))
    ]


def move(state: CCWState, pieces: list[str], to: str) -> None:
    key = f"{CRISIS_ZONE}:{zone_stack(state)}" if to == CRISIS_ZONE else to
    for piece in pieces:
        place(state, piece, key)
        state.moved.append(piece)


def may_set_down(state: CCWState, piece: str) -> bool:
    """6.4: a Constituency on a Control Point of its own Home Area may leave its Issue there."""
    active = state.actives[piece]
    if issue_carried(state, piece) is None or active.where in (CRISIS_ZONE, OFF):
        return False
    square = DISPLAY.place(active.where)
    return square.control_point and square.area == active.color


def takeable(state: CCWState, color: Color) -> list[tuple[str, str]]:
    """6.4: (Constituency, Issue) pairs where a Constituency of ``color`` without an Issue
    stands on a Control Point of its Home Area holding an Issue it controls there."""
    pairs = []
    for piece, active in state.actives.items():
        if active.color != color or PIECES[piece].kind != "constituency":
            continue
        if active.where in (CRISIS_ZONE, OFF) or issue_carried(state, piece) is not None:
            continue
        issue = issue_at(state, active.where)
        if issue is None or state.issues[issue].under is not None:
            continue
        if controller(state, issue) == color:
            pairs.append((piece, issue))
    return pairs
