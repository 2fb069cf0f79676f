"""Political positions for the National Emergency's tests (test_ccw_emergency_attempt.py,
test_ccw_emergency_loyalty.py): who holds which Constituencies and how many Issues, built on
ccw_build; and the attempt with everyone's stance (10.1)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ccw_build import REF, act, build

from rules.canadian_civil_war import ORACLE
from rules.canadian_civil_war.components import DISPLAY, PIECES
from rules.canadian_civil_war.ops import controlled, controller
from rules.canadian_civil_war.state import OFF, CCWState


def position(
    held: Mapping[str, Iterable[str]] = {},
    issues: Mapping[str, int] = {},
    *,
    rest: str | None = None,
    pm: str = "red",
    scenario: str = REF,
) -> CCWState:
    """A political position of ``scenario`` in Red's Political Opportunity Phase: the
    Constituencies ``held`` names go to those colours, every other to ``rest`` (None: the
    scenario's own colours); the Prime Minister is ``pm``'s; every Active Piece stands in its
    own colour's Home Area; each colour controls ``issues[colour]`` Issues on its Control
    Points, every other Issue lies uncontrolled."""
    state = build({}, scenario=scenario)
    named = {p: c for c, pieces in held.items() for p in pieces}
    for piece, active in state.actives.items():
        if PIECES[piece].kind == "constituency":
            active.color = named.get(piece, rest or active.color)  # type: ignore[assignment]
    state.actives["prime-minister"].color = pm  # type: ignore[assignment]
    mine: dict[str, list[str]] = {}
    for piece, active in state.actives.items():
        mine.setdefault(active.color, []).append(piece)
    for color, pieces in mine.items():
        squares = DISPLAY.squares(color)
        for n, piece in enumerate(pieces):
            state.actives[piece].where = squares[n % len(squares)]
            state.actives[piece].stack = 0
    loose = iter(i for i in state.issues if state.issues[i].where != OFF)
    for color, n in issues.items():
        for square in DISPLAY.control_points(color)[:n]:
            issue = state.issues[next(loose)]
            issue.where, issue.stack, issue.under = square, 0, None
            issue.seen = [color]  # type: ignore[list-item]
    assert {c: len(controlled(state, c)) for c in issues} == dict(issues)
    assert not ORACLE.invariant_problems(state)
    return state


def beneath(state: CCWState, constituency: str) -> str:
    """Put an uncontrolled Issue beneath ``constituency`` (the one on its square, if any)."""
    where = state.actives[constituency].where
    loose = [i for i, s in state.issues.items() if s.where != OFF and controller(state, i) is None]
    issue = next((i for i in loose if state.issues[i].where == where), loose[0])
    spec = state.issues[issue]
    spec.where, spec.stack, spec.under = where, 0, constituency
    spec.seen = [state.actives[constituency].color]
    assert not ORACLE.invariant_problems(state)
    return issue


def stances(state: CCWState, chosen: Mapping[str, str]) -> CCWState:
    for color, stance in chosen.items():
        state = act(state, color, stance)
    return state


def attempt(state: CCWState, attempter: str, chosen: Mapping[str, str]) -> CCWState:
    return stances(act(state, attempter, "emergency"), chosen)
