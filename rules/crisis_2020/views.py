"""What players see of a game of Crisis 2020: the public board (text, fields and the data the
map image reads) and each side's private hand, with the attack it is building."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core import Board, BoardField, Private
from rules.core.text import plural

from . import conflict, ops
from .components import CARDS, MAP, UNITS
from .data import TYPES
from .state import NEUTRALIZED, POOL, CrisisState
from .turns import PHASE_NAMES

SIDES = ("rebel", "government")


def _types(units: list[str]) -> dict[str, int]:
    return dict(Counter(UNITS[u].type for u in units))


def _cards(cards: list[str]) -> str:
    return ", ".join(CARDS[c].name for c in cards) or "none"


def _listing(units: list[str]) -> str:
    return ", ".join(UNITS[u].name for u in units) or "none"


def headline(state: CrisisState) -> str:
    if state.outcome is not None:
        return f"Game over after turn {state.turn}"
    if state.phase == "setup":
        return "Setup: placing the starting units"
    return (
        f"Turn {state.turn} of {state.turns} · {ops.NAMES[state.player]} Player Turn · "
        f"{PHASE_NAMES[state.phase]}"
    )


def _of(state: CrisisState, units: list[str], side: str) -> list[str]:
    return [u for u in units if state.pieces[u].side == side]


def board(state: CrisisState, active: list[str]) -> Board:
    lines = []
    layout = ops.by_region(state)
    for region in MAP.places:
        here = layout.get(region, [])
        if not here:
            continue
        place = MAP.place(region)
        owner = ops.infrastructure_of(state, region)
        held = f", held by the {ops.NAMES[owner]}" if owner else ""
        sides = "; ".join(
            f"{ops.NAMES[s]}: {_listing(_of(state, here, s))}" for s in SIDES if _of(state, here, s)
        )
        lines.append(f"**{place.name}** ({place.type}, {place.value}{held}) — {sides}")
    if state.armed is not None:
        in_effect = "; ".join(
            f"{ops.NAMES[s]} cards in effect: {_cards(conflict.in_effect(state, s))}" for s in SIDES
        )
        lines.append(f"Armed Conflict in {MAP.place(state.armed.region).name}: {in_effect}")
    fields = [
        BoardField(
            name=ops.NAMES[side],
            value=(
                f"Regions worth {ops.value_of(state, side)} · "
                f"{plural(len(state.hands[side]), 'card')} in hand · "
                f"neutralized: {_listing(ops.boxed(state, side))}"
            ),
        )
        for side in SIDES
    ]
    pool = Counter(TYPES[UNITS[u].type].name for u in ops.in_pool(state))
    fields.append(
        BoardField(
            name="Recruitment Pool",
            value=", ".join(f"{n} {name}" for name, n in pool.items()) or "empty",
        )
    )
    fields.append(
        BoardField(
            name="Crisis Deck",
            value=(
                f"{plural(len(state.deck.draw_pile), 'card')} to draw, "
                f"{len(state.deck.discard_pile)} discarded"
                + (f" · last roll {state.last_roll}" if state.last_roll else "")
            ),
        )
    )
    return Board(
        headline=headline(state),
        text="\n".join(lines),
        fields=fields,
        data=board_data(state),
    )


def board_data(state: CrisisState) -> dict[str, Any]:
    """What the map image reads, as the dump of its model (`CrisisBoard`,
    rules/crisis_2020/board.py) is."""
    regions: dict[str, dict] = {
        region: {
            "control": None,
            "units": {s: {} for s in SIDES},
            "playable": ops.is_playable(state, region),
        }
        for region in MAP.places
    }
    for unit, piece in state.pieces.items():
        if piece.where in regions and piece.side is not None:
            kind = UNITS[unit].type
            counts = regions[piece.where]["units"][piece.side]
            counts[kind] = counts.get(kind, 0) + 1
            if kind == "infrastructure":
                regions[piece.where]["control"] = piece.side
    # Plain data, validated where it is drawn (bot/images) and along random games in the tests
    # (tests/bot/test_images_models.py): every view builds a board, and validating and dumping
    # it there made every view slower.
    return {
        "turn": state.turn,
        "turns": state.turns,
        "player": state.player,
        "phase": PHASE_NAMES[state.phase],
        "over": state.outcome is not None,
        "regions": regions,
        "neutralized": {
            s: _types(
                [u for u, p in state.pieces.items() if p.where == NEUTRALIZED and p.side == s]
            )
            for s in SIDES
        },
        "pool": _types([u for u, p in state.pieces.items() if p.where == POOL]),
        "hands": {s: len(state.hands[s]) for s in SIDES},
        "deck": len(state.deck.draw_pile),
        "discards": len(state.deck.discard_pile),
        "values": {s: ops.value_of(state, s) for s in SIDES},
        "last_roll": state.last_roll,
    }


def private(state: CrisisState, role: str) -> Private:
    hand = state.hands.get(role, [])
    lines = [f"Your hand ({plural(len(hand), 'card')}):"]
    lines += [f"• {CARDS[c].label}: {CARDS[c].text}" for c in hand] or ["• (empty)"]
    draft = state.draft
    if draft is not None and draft.side == role:
        total = conflict.strength(state, draft)
        lines.append(
            f"Building: {draft.conflict} attack in {MAP.place(draft.region).name} with "
            f"{_listing(draft.units)}; cards {_cards(draft.cards)}; strength {total}."
        )
    return Private(text="\n".join(lines), data={"hand": list(hand)})
