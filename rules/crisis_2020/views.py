"""What players see of a game of Crisis 2020: the public board (text, fields and the data the
map image reads) and each side's private hand, with the attack it is building."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core import Board, BoardField, Msg, Private

from . import conflict, ops, words
from .components import MAP, UNITS
from .state import NEUTRALIZED, POOL, CrisisState
from .turns import PHASE_NAMES

SIDES = ("rebel", "government")


def _types(units: list[str]) -> dict[str, int]:
    return dict(Counter(UNITS[u].type for u in units))


def _cards(cards: list[str]) -> str:
    return words.listing([words.card(c) for c in cards], "c2020-none")


def _listing(units: list[str]) -> str:
    return words.listing([words.unit(u) for u in units], "c2020-none")


def _each_side(parts: list[Msg]) -> Msg:
    """What each side has, one after the other ("; " between them: " ; " in French)."""
    if len(parts) == 2:
        return Msg("c2020-each-side", first=parts[0], second=parts[1])
    return parts[0]


def headline(state: CrisisState) -> Msg:
    if state.outcome is not None:
        return Msg("c2020-headline-over", turn=state.turn)
    if state.phase == "setup":
        return Msg("c2020-headline-setup")
    return Msg(
        "c2020-headline",
        turn=state.turn,
        turns=state.turns,
        side=ops.NAMES[state.player],
        phase=PHASE_NAMES[state.phase],
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
        sides = _each_side(
            [
                Msg("c2020-board-units", side=ops.NAMES[s], units=_listing(_of(state, here, s)))
                for s in SIDES
                if _of(state, here, s)
            ]
        )
        said = {
            "region": words.region(region),
            "type": Msg(f"c2020-region-type-{place.type}"),
            "value": place.value,
            "units": sides,
        }
        if owner:
            lines.append(Msg("c2020-board-region-held", **said, side=ops.NAMES[owner]))
        else:
            lines.append(Msg("c2020-board-region", **said))
    if state.armed is not None:
        in_effect = _each_side(
            [
                Msg(
                    "c2020-board-in-effect",
                    side=ops.NAMES[s],
                    cards=_cards(conflict.in_effect(state, s)),
                )
                for s in SIDES
            ]
        )
        region = words.region(state.armed.region)
        lines.append(Msg("c2020-board-armed", region=region, cards=in_effect))
    fields = [
        BoardField(
            name=ops.NAMES[side],
            value=Msg(
                "c2020-field-side",
                value=ops.value_of(state, side),
                hand=len(state.hands[side]),
                neutralized=_listing(ops.boxed(state, side)),
            ),
        )
        for side in SIDES
    ]
    pool = Counter(UNITS[u].type for u in ops.in_pool(state))
    counted = [Msg(f"c2020-pool-{kind}", count=n) for kind, n in pool.items()]
    fields.append(
        BoardField(
            name=Msg("c2020-field-pool"),
            value=words.listing(counted, "c2020-empty"),
        )
    )
    deck = {"draw": len(state.deck.draw_pile), "discarded": len(state.deck.discard_pile)}
    if state.last_roll:
        value = Msg("c2020-field-deck-rolled", **deck, roll=state.last_roll)
    else:
        value = Msg("c2020-field-deck", **deck)
    fields.append(BoardField(name=Msg("c2020-field-crisis-deck"), value=value))
    return Board(
        headline=headline(state),
        text=Msg.join(*lines, sep="\n"),
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
    lines: list[str] = [Msg("c2020-your-hand", count=len(hand))]
    lines += [
        Msg("c2020-hand-card", card=words.card_label(c), text=words.card_text(c)) for c in hand
    ] or [Msg("c2020-hand-empty")]
    draft = state.draft
    if draft is not None and draft.side == role:
        building = Msg(
            "c2020-building",
            kind=draft.conflict,
            region=words.region(draft.region),
            units=_listing(draft.units),
            cards=_cards(draft.cards),
            total=conflict.strength(state, draft),
        )
        lines.append(building)
    return Private(text=Msg.join(*lines, sep="\n"), data={"hand": list(hand)})
