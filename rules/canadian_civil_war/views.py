"""What players see: the public board (its text, fields and the data the display image reads)
and each player's private hand, his own Issues face up and his ballot.

Never public: a card in a hand, the kind of a face-down Issue (its id names its kind, so public
text and data name a face-down Issue by where it lies, never by id), a ballot before the vote
is revealed, or a Contest being prepared.
"""

from __future__ import annotations

from collections import Counter

from rules.core import Board, BoardField, Private
from rules.core.text import plural

from . import debate, emergency
from .components import ISSUES, PIECES, SCENARIOS
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
    if state.outcome is not None:
        return f"Game over after Game-Turn {state.turn}"
    if state.phase == "setup":
        return "Setting up: arranging the pieces"
    return (
        f"Game-Turn {state.turn} · {NAMES[state.player]} ({VIEWS[state.player]}) Player-Turn · "
        f"{PHASE_NAMES[state.phase]}"
    )


def board(state: CCWState) -> Board:
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


def board_data(state: CCWState, lay: Layout, issues: dict[str, int], seats: dict[str, int]) -> dict:
    """What the display image reads (bot/images/canadian_civil_war.py): every stack with its
    pieces by colour and kind, each Issue face up or down with whoever controls it, and each
    player's Issue and Constituency tracks (2.1)."""
    found = []
    for key in lay.keys:
        where, stack = split_key(key)
        issue = lay.issue.get(key)
        found.append(
            {
                "where": where,
                "stack": stack,
                "pieces": [
                    {**_PRINTED[p], "color": state.actives[p].color}
                    for p in lay.actives.get(key, ())
                ],
                "issue": None if issue is None else _issue_data(state, issue),
            }
        )
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
    }


def _issue_data(state: CCWState, issue: str) -> dict:
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
    return Private(text="\n".join(lines), data={"hand": list(hand), "issues": mine})
