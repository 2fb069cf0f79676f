"""Building National Emergency positions of Canadian Civil War by hand for the rules tests
(canadian-civil-war.txt, 10.0-10.8, 11.2).

A position starts from a `ccw_build.build` political position holding exactly the Active Pieces
a test names, then becomes a National Emergency already under way (10.4): the Sides a test
names (10.15), every Issue off the display (10.3), every Active Piece the test does not name out
of play ("eliminated", so it takes part in no Movement, Combat or count of 11.24), the Military
Units the test names on the display for their Side, and the Game-Turn, Phasing Side and Phase
the test names. The oracle's invariants hold on every position built.

Ids: squares ``red-l3`` (display.toml: Red L3 is joined by Paths to Red A2, L2, L4 and G4),
pieces ``qbc-1``, ``francophone`` (pieces.toml, played on their backs: military.toml's
[[back]]), units ``fed-1-rcr``, ``qbc-voltigeurs`` (military.toml's [[unit]]). Crisis Zone
stacks are ``crisis-zone:<n>``.

Dice: every Emergency roll is ``contest.die``: ``ccw_build.force_dice`` forces it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ccw_build import REF, build

from rules.canadian_civil_war import ORACLE, war
from rules.canadian_civil_war.ops import seated, split_key
from rules.canadian_civil_war.state import OFF, CCWState, Emergency, Placed

# Les Voltigeurs du Quebec (10.73's example), and the twelve Federal Military Units (10.22),
# all 3-5 (2.2's sample); FED[6:10] are the Francophone ones (10.25).
VOLTIGEURS = "qbc-voltigeurs"
FED = [
    "fed-1-rcr",
    "fed-2-rcr",
    "fed-3-rcr",
    "fed-1-ppcli",
    "fed-2-ppcli",
    "fed-3-ppcli",
    "fed-1-r22er",
    "fed-2-r22er",
    "fed-3-r22er",
    "fed-12-rbc",
    "fed-rcd",
    "fed-cdn-ab-regt",
]
# Two Militia Units of 2-5 (2.2's sample "Camerons", Mnt, 2-5).
CAMERONS, WINNIPEG = "mnt-camerons", "mnt-r-wpg-rif"

# The usual Sides: Red and Orange govern (Red holds the Prime Minister), Green and Blue rebel.
SIDES: dict[str, str] = {
    "red": "government",
    "orange": "government",
    "green": "rebel",
    "blue": "rebel",
}


def war_position(
    actives: Mapping[str, tuple[str, str]] = {},
    units: Mapping[str, tuple[str, str]] = {},
    *,
    sides: Mapping[str, str] = SIDES,
    stage: str = "movement",
    side: str = "government",
    turn: int = 1,
    attempter: str = "green",
    moved: Iterable[str] = (),
    engaged: Iterable[str] = (),
    scenario: str = REF,
) -> CCWState:
    """A National Emergency position of ``scenario``, made by ``attempter`` (10.1): the other
    players joined it or opposed it as their Side says, or stayed neutral.

    actives: piece -> (stack key, colour), as in ``ccw_build.build``; every other Active Piece
    is out of play. units: unit -> (stack key, "government" or "rebel"). sides: colour -> Side
    (a colour left out stayed neutral, 10.14). stage: "movement" or "combat" of ``side``'s
    turn, Game-Turn ``turn`` (10.4). moved, engaged: what already moved or fought this phase.
    """
    state = build(actives, {}, scenario=scenario, phase="opportunity")
    voters = [c for c in seated(state) if c != attempter]
    state.phase = "emergency"  # type: ignore[assignment]
    state.emergency = Emergency(
        attempter=attempter,  # type: ignore[arg-type]
        stage=stage,  # type: ignore[arg-type]
        stances={
            c: "neutral" if c not in sides else "join" if sides[c] == sides[attempter] else "oppose"
            for c in voters
        },
        voters=voters,
        sides=dict(sides),  # type: ignore[arg-type]
        turn=turn,
        side=side,  # type: ignore[arg-type]
        moved=list(moved),
        engaged=list(engaged),
    )
    for issue in state.issues.values():  # 10.3: every Issue leaves the display
        issue.where, issue.stack, issue.under = OFF, 0, None
    for piece in state.actives:
        if piece not in actives:
            war.remove(state, piece, "eliminated")
    for unit, (key, unit_side) in units.items():
        place, stack = split_key(key)
        placed = Placed(side=unit_side, where=place, stack=stack)  # type: ignore[arg-type]
        state.emergency.units[unit] = placed
    problems = ORACLE.invariant_problems(state)
    assert not problems, problems
    return state


def where(state: CCWState, thing: str) -> str:
    """The stack key of a piece or unit, "off" once out of play."""
    return war.key_at(state, thing)


def removed(state: CCWState, thing: str) -> str | None:
    """Why a piece or unit is out of play ("eliminated", "arrested"), or None."""
    assert state.emergency is not None
    gone = state.emergency.removed.get(thing)
    assert (gone is None) == war.on_display(state, thing), thing
    return gone
