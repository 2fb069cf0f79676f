"""What players see: the public board (its text, fields and the data the display image reads)
and each player's private hand, his own Issues face up and his ballot.

Never public: a card in a hand, the kind of a face-down Issue (its id names its kind, so public
text and data name a face-down Issue by where it lies, never by id), a ballot before the vote
is revealed, or a Contest being prepared.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rules.core import Board, BoardField, Private
from rules.core.messages import Msg

from . import debate, emergency, emergency_menus, war
from .components import ISSUES, MILITARY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    NAMES,
    Layout,
    card_label,
    card_text,
    colors,
    controlled,
    controller,
    describe_stack,
    french_name,
    issue_label,
    issue_name,
    key_of,
    player,
    seated,
    split_key,
    tally,
    where_label,
)
from .state import CCWState
from .turns import PHASE_NAMES


def headline(state: CCWState) -> Msg:
    e = state.emergency
    if state.outcome is not None:
        if e is not None and e.turn:
            return Msg("ccw-headline-over-emergency", turn=e.turn, turns=war.TURNS)
        return Msg("ccw-headline-over", turn=state.turn)
    if e is not None:
        if e.stage == "attempt":
            return Msg("ccw-headline-attempt", color=NAMES[e.attempter])
        if not e.turn:
            return Msg("ccw-headline-emergency-stage", stage=war.STAGE_NAMES[e.stage])
        return Msg(
            "ccw-headline-emergency",
            turn=e.turn,
            turns=war.TURNS,
            side=war.SIDE_NAMES[e.side],
            stage=war.STAGE_NAMES[e.stage],
        )
    if state.phase == "setup":
        return Msg("ccw-headline-setup")
    return Msg(
        "ccw-headline",
        turn=state.turn,
        player=player(state.player),
        phase=PHASE_NAMES[state.phase],
    )


_DIE = re.compile(r"^die (\d+)$")


def roll_said(last_roll: str) -> Msg:
    """``state.last_roll`` ("die 4", as the rules keep it) as a message: "dé 4" in French."""
    m = _DIE.match(last_roll)
    if m is None:
        raise ValueError(f"a last roll the board cannot say: {last_roll!r}")
    return Msg("ccw-table-die", die=m[1])


def board(state: CCWState) -> Board:
    if state.emergency is not None:
        return emergency_board(state)
    lines = []
    lay = Layout(state)
    for key in lay.keys:
        if key.startswith(CRISIS_ZONE):
            lines.append(Msg("ccw-board-zone-stack", stack=describe_stack(state, key, lay=lay)))
    if state.vote is not None:
        lines.append(Msg("ccw-board-vote-open", colors=colors(debate.waiting(state))))
    if state.formation is not None:
        lines.append(Msg("ccw-board-forming", color=NAMES[state.formation.candidate]))
    issues, seats = tally(state)
    may = emergency.eligible(state, issues) if state.phase != "setup" else []
    if may and state.outcome is None:
        lines.append(Msg("ccw-board-may-attempt", colors=_either(may), count=len(may)))
    fields = [
        BoardField(
            name=player(c),
            value=Msg(
                "ccw-board-tracks", issues=issues[c], seats=seats[c], cards=len(state.hands[c])
            ),
        )
        for c in seated(state)
    ]
    deck = Msg(
        "ccw-board-deck", draw=len(state.deck.draw_pile), discarded=len(state.deck.discard_pile)
    )
    if state.last_roll:
        deck = Msg("ccw-board-deck-roll", deck=deck, roll=roll_said(state.last_roll))
    fields.append(BoardField(name=Msg("ccw-board-field-deck"), value=deck))
    data = board_data(state, lay, issues, seats)
    text = Msg.join(*lines, sep="\n")
    return Board(headline=headline(state), text=text, fields=fields, data=data)


def _either(found: list[str]) -> Msg:
    """'Red or Orange': the players who may do something."""
    said = NAMES[found[0]]
    for color in found[1:]:
        said = Msg("ccw-or", before=said, after=NAMES[color])
    return said


# What each piece's counter prints, for the image: the same in every board.
_PRINTED = {
    p: {"kind": spec.kind, "name": spec.name, "name_fr": french_name(p), "strength": spec.strength}
    for p, spec in PIECES.items()
}


def board_data(
    state: CCWState, lay: Layout, issues: dict[str, int], seats: dict[str, int]
) -> dict[str, Any]:
    """What the display image reads, as the dump of its model (`CCWBoard`,
    rules/canadian_civil_war/board.py) is: every stack with its pieces by colour and kind, each
    Issue face up or down with whoever controls it, and each player's Issue and Constituency
    tracks (2.1)."""
    e = state.emergency
    front = war.Front(state) if e is not None else None
    found = []
    for key in front.keys if front is not None else lay.keys:
        where, stack = split_key(key)
        issue = lay.issue.get(key)
        held = front.of(key) if front is not None else lay.actives.get(key, [])
        found.append(
            {
                "where": where,
                "stack": stack,
                "pieces": [_piece_data(state, p) for p in held if p in state.actives],
                "units": [_unit_data(state, u) for u in held if u not in state.actives],
                "issue": None if issue is None else _issue_data(state, issue),
            }
        )
    # Plain data, validated where it is drawn (bot/images) and along random games in the tests
    # (tests/bot/test_images_models.py): every view builds a board, and validating and dumping
    # it there made random Canadian Civil War games 40 % slower.
    return {
        "turn": state.turn,
        "phase": PHASE_NAMES[state.phase],  # a message: the picture gets it in the game's language
        "player": state.player,
        "over": state.outcome is not None,
        "winners": [] if state.outcome is None else list(state.outcome.winners),
        "colors": seated(state),
        "blue_area": SCENARIOS[state.scenario].blue_area,
        "stacks": found,
        "issues": issues,
        "constituencies": seats,
        "hands": {c: len(state.hands[c]) for c in seated(state)},
        "deck": len(state.deck.draw_pile),
        "discards": len(state.deck.discard_pile),
        "last_roll": roll_said(state.last_roll) if state.last_roll else "",
        "emergency": None if state.emergency is None else emergency_data(state),
    }


# --- the National Emergency (10.0) ----------------------------------------------------------------


def emergency_board(state: CCWState) -> Board:
    """The board once a National Emergency is attempted: who has chosen a stance (never which,
    until all have), then the Sides, their units and pieces, and the turn of six."""
    e = war.emergency(state)
    lines = []
    if e.stage == "attempt":
        chosen = [c for c in e.voters if c in e.stances]
        waiting = emergency.waiting(state)
        lines.append(
            Msg(
                "ccw-board-attempt",
                color=NAMES[e.attempter],
                chosen=colors(chosen) if chosen else _NOBODY,
                waiting=colors(waiting) if waiting else _NOBODY,
            )
        )
    fields = []
    for side in ("government", "rebel") if e.sides else ():
        units = [u for u, p in e.units.items() if p.side == side]
        on = [u for u in units if war.on_display(state, u)]
        lost = [u for u in units if u in e.removed]
        if side == "rebel":
            left = len(war.rebel_constituencies(state))
            value = Msg("ccw-board-rebel-units", units=len(on), lost=len(lost), left=left)
        else:
            value = Msg("ccw-board-side-units", units=len(on), lost=len(lost))
        players = Msg.join(*(player(c) for c in war.players(state, side)), sep=", ")
        fields.append(
            BoardField(
                name=Msg("ccw-board-side", side=war.SIDE_NAMES[side], players=players),
                value=value,
            )
        )
    gone = [c for c in e.voters if e.stances.get(c) == "neutral"] if e.sides else []
    if gone:
        lines.append(Msg("ccw-board-neutrals", colors=colors(gone), count=len(gone)))
    if state.last_roll:
        fields.append(
            BoardField(name=Msg("ccw-board-field-last-roll"), value=roll_said(state.last_roll))
        )
    lay = Layout(state)
    issues, seats = tally(state)
    return Board(
        headline=headline(state),
        text=Msg.join(*lines, sep="\n"),
        fields=fields,
        data=board_data(state, lay, issues, seats),
    )


_NOBODY = Msg("ccw-nobody")


def emergency_data(state: CCWState) -> dict:
    """What the image reads of a National Emergency (board.py, `EmergencyData`): the stage,
    the turn of six, the Phasing Side, the Sides and the units each lost (the stacks carry the
    units: `board_data`)."""
    e = war.emergency(state)
    return {
        "stage": e.stage,
        "turn": e.turn,
        "turns": war.TURNS,
        "side": e.side,
        # The Side the game waits on (the Rebels deploy first, 10.3; a retreat), None during
        # the attempt.
        "acting": None if e.stage == "attempt" else emergency_menus.acting_side(state),
        "attempter": e.attempter,
        "sides": {s: war.players(state, s) for s in ("government", "rebel")} if e.sides else {},
        "neutral": [c for c in e.voters if e.stances.get(c) == "neutral"] if e.sides else [],
        "lost": {
            s: sum(1 for u, p in e.units.items() if p.side == s and u in e.removed)
            for s in ("government", "rebel")
        },
    }


TURNED = ("deploy", "movement", "combat")


def _piece_data(state: CCWState, piece: str) -> dict:
    """A piece as its counter shows it (board.py, `PieceData`): its front, or in a National
    Emergency its back and its Side (10.3)."""
    color = state.actives[piece].color
    found = {**_PRINTED[piece], "color": color}
    e = state.emergency
    if e is not None and e.sides:
        found["side"] = e.sides.get(color)
    if e is not None and e.stage in TURNED:  # 10.3: turned over as the Issues leave
        back = MILITARY.backs[piece]
        found["back"] = [back.strength, back.movement]
    return found


def _unit_data(state: CCWState, unit: str) -> dict:
    """A Military Unit (board.py, `UnitData`)."""
    spec = MILITARY.units[unit]
    return {
        "id": unit,
        "name": spec.name,
        "designation": spec.designation,
        "kind": spec.side,  # "federal" or "militia"
        "side": war.emergency(state).units[unit].side,
        "strength": spec.strength,
        "movement": spec.movement,
        "francophone": spec.francophone,
    }


def _issue_data(state: CCWState, issue: str) -> dict:
    """An Issue as the display shows it (board.py, `IssueData`): face down, nothing but who
    controls it."""
    spec = state.issues[issue]
    return {
        "kind": spec.kind if spec.public else None,
        "name": ISSUES[spec.kind].name if spec.public else None,
        "name_fr": ISSUES[spec.kind].name_fr if spec.public else None,
        "controller": controller(state, issue),
    }


def private(state: CCWState, role: str) -> Private:
    if role not in state.hands:
        return Private()
    hand = state.hands[role]
    lines: list[str] = [Msg("ccw-your-hand", count=len(hand))]
    lines += [Msg("ccw-hand-card", card=card_label(c), text=card_text(c)) for c in hand] or [
        Msg("ccw-hand-empty")
    ]
    mine = controlled(state, role)
    lines.append(Msg("ccw-your-issues", count=len(mine)))
    lines += [
        Msg(
            "ccw-your-issue" if state.issues[i].public else "ccw-your-issue-face-down",
            issue=issue_label(state, i, role),
            where=where_label(key_of(state.issues[i])),
        )
        for i in mine
    ] or [Msg("ccw-your-issues-none")]
    unplaced = [p for p in state.placed.get(role, []) if p in state.issues]
    if unplaced:
        drawn = Msg.join(*(issue_name(state.issues[i].kind) for i in unplaced), sep=", ")
        lines.append(Msg("ccw-issues-to-place", issues=drawn))
    need = SCENARIOS[state.scenario].setup(role).victory
    held = Counter(state.issues[i].kind for i in mine)
    needs = (
        Msg("ccw-need", issue=issue_name(k), held=min(held[k], n), need=n) for k, n in need.items()
    )
    lines.append(Msg("ccw-to-win", needs=Msg.join(*needs, sep=", ")))
    vote = state.vote
    if vote is not None and role in vote.ballots and role != vote.proposer:
        ballot = "for" if vote.ballots[role] else "against"
        lines.append(Msg("ccw-your-ballot", ballot=ballot))
    if state.contest is not None and role == state.player:
        lines.append(Msg("ccw-preparing-contest", where=where_label(state.contest.target)))
    e = state.emergency
    if e is not None and role in e.stances and e.stage == "attempt":
        lines.append(Msg("ccw-your-stance", stance=e.stances[role]))
    if e is not None and e.sides:
        side = e.sides.get(role)
        lines.append(
            Msg("ccw-your-side", side=war.SIDE_NAMES[side]) if side else Msg("ccw-you-neutral")
        )
    text = Msg.join(*lines, sep="\n")
    return Private(text=text, data={"hand": list(hand), "issues": mine})
