"""What players see: the public board (its text, fields and the data the display image reads)
and each player's private hand, his own Issues face up and his ballot.

Never public: a card in a hand, the kind of a face-down Issue (its id names its kind, so public
text and data name a face-down Issue by where it lies, never by id), a ballot before the vote
is revealed, or a Contest being prepared.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core import Board, BoardField, Private
from rules.core.text import plural

from . import debate, emergency, emergency_menus, war
from .components import ISSUES, MILITARY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    NAMES,
    VIEWS,
    Layout,
    card_label,
    card_of,
    controlled,
    controller,
    describe_stack,
    french_name,
    issue_label,
    key_of,
    seated,
    split_key,
    tally,
    where_label,
)
from .state import CCWState
from .turns import PHASE_NAMES


def headline(state: CCWState) -> str:
    e = state.emergency
    if state.outcome is not None:
        if e is not None and e.turn:
            return f"Game over after National Emergency Game-Turn {e.turn} of {war.TURNS}"
        return f"Game over after Game-Turn {state.turn}"
    if e is not None:
        if e.stage == "attempt":
            return f"National Emergency attempted by {NAMES[e.attempter]}: stances sealed"
        if not e.turn:
            return f"National Emergency · {war.STAGE_NAMES[e.stage]}"
        return (
            f"National Emergency · Game-Turn {e.turn} of {war.TURNS} · "
            f"{war.SIDE_NAMES[e.side]} · {war.STAGE_NAMES[e.stage]}"
        )
    if state.phase == "setup":
        return "Setting up: arranging the pieces"
    return (
        f"Game-Turn {state.turn} · {NAMES[state.player]} ({VIEWS[state.player]}) Player-Turn · "
        f"{PHASE_NAMES[state.phase]}"
    )


def board(state: CCWState) -> Board:
    if state.emergency is not None:
        return emergency_board(state)
    lines = []
    lay = Layout(state)
    for key in lay.keys:
        if key.startswith(CRISIS_ZONE):
            lines.append(f"**Crisis Zone**: {describe_stack(state, key, lay=lay)}")
    if state.vote is not None:
        waiting = ", ".join(NAMES[c] for c in debate.waiting(state))
        lines.append(f"A vote is open: waiting for {waiting}.")
    if state.formation is not None:
        lines.append(f"{NAMES[state.formation.candidate]} is trying to form a government (8.21).")
    issues, seats = tally(state)
    may = emergency.eligible(state, issues) if state.phase != "setup" else []
    if may and state.outcome is None:
        lines.append(
            f"National Emergency (10.1): {' or '.join(NAMES[c] for c in may)} may attempt one "
            "at any moment (type `national emergency`)."
        )
    fields = [
        BoardField(
            name=f"{NAMES[c]} ({VIEWS[c]})",
            value=(
                f"{plural(issues[c], 'Issue')} · "
                f"{plural(seats[c], 'Constituency', 'Constituencies')} · "
                f"{plural(len(state.hands[c]), 'card')}"
            ),
        )
        for c in seated(state)
    ]
    fields.append(
        BoardField(
            name="Deck",
            value=(
                f"{plural(len(state.deck.draw_pile), 'card')} to draw, "
                f"{len(state.deck.discard_pile)} discarded"
                + (f" · last roll: {state.last_roll}" if state.last_roll else "")
            ),
        )
    )
    data = board_data(state, lay, issues, seats)
    return Board(headline=headline(state), text="\n".join(lines), fields=fields, data=data)


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
        "phase": PHASE_NAMES[state.phase],
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
        "last_roll": state.last_roll,
        "emergency": None if state.emergency is None else emergency_data(state),
    }


# --- the National Emergency (10.0) ----------------------------------------------------------------


def emergency_board(state: CCWState) -> Board:
    """The board once a National Emergency is attempted: who has chosen a stance (never which,
    until all have), then the Sides, their units and pieces, and the turn of six."""
    e = war.emergency(state)
    lines = []
    if e.stage == "attempt":
        chosen = [NAMES[c] for c in e.voters if c in e.stances]
        lines.append(
            f"{NAMES[e.attempter]} attempts a National Emergency (10.1). Stances sealed: "
            + (", ".join(chosen) or "nobody")
            + " has chosen; waiting for "
            + (", ".join(NAMES[c] for c in emergency.waiting(state)) or "nobody")
            + "."
        )
    fields = []
    for side in ("government", "rebel") if e.sides else ():
        units = [u for u, p in e.units.items() if p.side == side]
        on = [u for u in units if war.on_display(state, u)]
        lost = [u for u in units if u in e.removed]
        value = f"{plural(len(on), 'Military Unit')} on the display, {len(lost)} lost"
        if side == "rebel":
            left = len(war.rebel_constituencies(state))
            value += f" · {plural(left, 'Constituency', 'Constituencies')} left (11.2)"
        fields.append(
            BoardField(
                name=f"{war.SIDE_NAMES[side]}: "
                + ", ".join(f"{NAMES[c]} ({VIEWS[c]})" for c in war.players(state, side)),
                value=value,
            )
        )
    gone = [c for c in e.voters if e.stances.get(c) == "neutral"] if e.sides else []
    if gone:
        lines.append(
            ", ".join(NAMES[c] for c in gone) + " stayed neutral: out of the game (10.14)."
        )
    if state.last_roll:
        fields.append(BoardField(name="Last roll", value=state.last_roll))
    lay = Layout(state)
    issues, seats = tally(state)
    return Board(
        headline=headline(state),
        text="\n".join(lines),
        fields=fields,
        data=board_data(state, lay, issues, seats),
    )


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
    lines = [f"Your hand ({plural(len(hand), 'card')}):"]
    lines += [f"• {card_label(c)}: {card_of(c).text}" for c in hand] or ["• (empty)"]
    mine = controlled(state, role)
    lines.append(f"Your Issues ({len(mine)}):")
    lines += [
        f"• {issue_label(state, i, role)} in {where_label(key_of(state.issues[i]))}"
        + ("" if state.issues[i].public else " (face down to the others)")
        for i in mine
    ] or ["• (none)"]
    unplaced = [p for p in state.placed.get(role, []) if p in state.issues]
    if unplaced:
        lines.append(
            "Issues you drew, to place: "
            + ", ".join(ISSUES[state.issues[i].kind].name for i in unplaced)
        )
    need = SCENARIOS[state.scenario].setup(role).victory
    held = Counter(state.issues[i].kind for i in mine)
    lines.append(
        "To win you need: "
        + ", ".join(f"{ISSUES[k].name} {min(held[k], n)}/{n}" for k, n in need.items())
    )
    vote = state.vote
    if vote is not None and role in vote.ballots and role != vote.proposer:
        lines.append(f"Your sealed ballot: {'for' if vote.ballots[role] else 'against'}.")
    if state.contest is not None and role == state.player:
        lines.append(f"Preparing a Contest against {where_label(state.contest.target)}.")
    e = state.emergency
    if e is not None and role in e.stances and e.stage == "attempt":
        lines.append(f"Your sealed stance on the National Emergency: {e.stances[role]}.")
    if e is not None and e.sides:
        side = e.sides.get(role)
        lines.append(
            f"National Emergency: you are on the {war.SIDE_NAMES[side]} (10.15)."
            if side
            else "National Emergency: you stayed neutral and take no further part (10.14)."
        )
    return Private(text="\n".join(lines), data={"hand": list(hand), "issues": mine})
