"""Where the Canadian Civil War picture puts things: every square's box on the display's grid
(computed once per display, the board model's fixed part), the Paths across the gaps, and the
Crisis Zone's stacks laid out as cards; the chips' sizes that fit."""

from __future__ import annotations

import math

from pydantic import BaseModel

from rules.canadian_civil_war.board import CCWBoard, Fixed, Square, StackData

from ..memo import by_identity
from .look import (
    CARD_MAX_WIDTH,
    CELL,
    EMERGENCY_TIERS,
    GAP,
    GRID_LEFT,
    GRID_TOP,
    PAD,
    STACK_GAP,
    TIERS,
    ZONE_MIN_COLUMNS,
    ZONE_TITLE,
    Box,
    Tier,
)


def _box_of(square: Square) -> Box:
    x0 = GRID_LEFT + square.col * CELL
    y0 = GRID_TOP + square.row * CELL
    return (x0, y0, x0 + square.width * CELL - GAP, y0 + square.height * CELL - GAP)


@by_identity()
def boxes(fixed: Fixed) -> dict[str, Box]:
    """Square id -> its box in image pixels."""
    return {square_id: _box_of(square) for square_id, square in fixed.squares.items()}


def path_bar(a: Box, b: Box) -> Box:
    """The bar across the gap between two squares that share a side, at the middle of the
    side they share."""
    half = 7
    if a[2] <= b[0] or b[2] <= a[0]:  # side by side
        left, right = (a[2], b[0]) if a[2] <= b[0] else (b[2], a[0])
        mid = (max(a[1], b[1]) + min(a[3], b[3])) / 2
        return (left - 1, mid - half, right + 1, mid + half)
    top, bottom = (a[3], b[1]) if a[3] <= b[1] else (b[3], a[1])
    mid = (max(a[0], b[0]) + min(a[2], b[2])) / 2
    return (mid - half, top - 1, mid + half, bottom + 1)


def _zone_inner(fixed: Fixed) -> Box:
    x0, y0, x1, y1 = boxes(fixed)[fixed.crisis_zone]
    return (x0 + PAD, y0 + ZONE_TITLE + PAD, x1 - PAD, y1 - PAD)


def _items_height(pieces: int, issue: bool, tier: Tier, two_lines: bool) -> float:
    """The height of ``pieces`` chips (pieces and Military Units) and an ``issue``."""
    chips = pieces * tier.height + (
        (tier.issue_height if two_lines else tier.height) if issue else 0
    )
    count = pieces + (1 if issue else 0)
    return chips + tier.gap * max(0, count - 1)


class Card(BaseModel):
    """Where a Crisis Zone stack is drawn: its card, the chips' tier (None: too many stacks for
    names, the card shows a coloured strip per piece) and whether an Issue shows two names."""

    box: Box
    tier: Tier | None
    two_lines: bool = False


def _card_height(stack: StackData, tier: Tier, two_lines: bool) -> float:
    chips = len(stack.pieces) + len(stack.units)
    return _items_height(chips, stack.issue is not None, tier, two_lines) + 6


def chip_tiers(data: CCWBoard) -> tuple[Tier, ...]:
    return TIERS if data.emergency is None else EMERGENCY_TIERS


def zone_stacks(data: CCWBoard) -> list[StackData]:
    zone = data.fixed.crisis_zone
    return sorted((s for s in data.stacks if s.where == zone), key=lambda s: s.stack)


def zone_cards(
    fixed: Fixed, stacks: list[StackData], tiers: tuple[Tier, ...] = TIERS
) -> list[Card]:
    """The Crisis Zone's stacks laid out in columns, each stack a card as tall as what it
    holds, put in the shortest column so far: the largest chips of ``tiers`` for which every
    stack finds room; if none, a plain grid of cards with coloured strips."""
    n = len(stacks)
    if not n:
        return []
    x0, y0, x1, y1 = _zone_inner(fixed)
    width, height = x1 - x0, y1 - y0
    for tier in tiers:
        for two_lines in (True, False):
            for cols in range(min(n, ZONE_MIN_COLUMNS), n + 1):
                card_w = (width - (cols - 1) * STACK_GAP) / cols
                if card_w < tier.min_width:
                    break
                card_w = min(card_w, CARD_MAX_WIDTH)
                tops = [y0] * cols
                cards = []
                for stack in stacks:
                    col = min(range(cols), key=lambda c: (tops[c], c))
                    left = x0 + col * (card_w + STACK_GAP)
                    bottom = tops[col] + _card_height(stack, tier, two_lines)
                    cards.append(
                        Card(
                            box=(left, tops[col], left + card_w, bottom),
                            tier=tier,
                            two_lines=two_lines,
                        )
                    )
                    tops[col] = bottom + STACK_GAP
                if max(c.box[3] for c in cards) <= y1:
                    return cards
    cols = math.ceil(math.sqrt(n))
    rows = math.ceil(n / cols)
    card_w = (width - (cols - 1) * STACK_GAP) / cols
    card_h = (height - (rows - 1) * STACK_GAP) / rows
    found = []
    for k in range(n):
        row, col = divmod(k, cols)
        left = x0 + col * (card_w + STACK_GAP)
        top = y0 + row * (card_h + STACK_GAP)
        found.append(Card(box=(left, top, left + card_w, top + card_h), tier=None))
    return found


def pick_tier(
    pieces: int, issues: int, height: float, tiers: tuple[Tier, ...] = TIERS
) -> tuple[Tier, bool]:
    """The largest chips of ``tiers`` (and whether an Issue shows two lines) that fit
    ``height``: ``pieces`` chips (pieces and Military Units) and ``issues``."""
    for tier in tiers:
        for two_lines in (True, False):
            need = pieces * tier.height + issues * (tier.issue_height if two_lines else tier.height)
            need += tier.gap * max(0, pieces + issues - 1)
            if need <= height:
                return tier, two_lines
    return tiers[-1], False
