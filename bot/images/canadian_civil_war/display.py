"""The Canadian Civil War display (1.23, 2.1): the Paths across the gaps between squares, every
square tinted by its Home Area's colour and Section and named, a Control Point with its disc,
and what stands in it, one chip each; the Crisis Zone with every stack as a card (5.3)."""

from __future__ import annotations

from rules.canadian_civil_war.board import Fixed, IssueData, PieceData, Square, StackData, UnitData

from ..canvas import Colour
from .chips import (
    DisplayCanvas,
    back_chip,
    control_point,
    fitting,
    issue_chip,
    more,
    piece_chip,
    unit_chip,
)
from .layout import boxes, path_bar, pick_tier, zone_cards
from .look import (
    CARD_FILL,
    COLOUR,
    CP,
    HEADER,
    INK,
    ISSUE_BACK,
    ISSUE_FACE,
    MUTED,
    PAD,
    PATH_COLOUR,
    RULE,
    SECTION_LIGHT,
    SIDE_COLOUR,
    TIERS,
    UNUSED,
    UNUSED_EDGE,
    WHITE,
    ZONE_EDGE,
    ZONE_FILL,
    ZONE_TITLE,
    Box,
    Tier,
    mix,
)


def draw_paths(canvas: DisplayCanvas, fixed: Fixed) -> None:
    """A bar across the gap between every two squares a Path joins (1.23)."""
    placed = boxes(fixed)
    for square_id, square in fixed.squares.items():
        for other in square.neighbours:
            if other > square_id:
                canvas.rect(path_bar(placed[square_id], placed[other]), PATH_COLOUR)


def square_colours(square: Square, unused: bool) -> tuple[Colour, Colour]:
    """A square's fill and edge."""
    if unused:
        return UNUSED, UNUSED_EDGE
    colour = COLOUR[square.area]
    return mix(colour, WHITE, SECTION_LIGHT[square.section]), mix(colour, WHITE, 0.3)


def draw_square(
    canvas: DisplayCanvas,
    fixed: Fixed,
    square_id: str,
    box: Box,
    stacks: list[StackData],
    unused: bool,
    tiers: tuple[Tier, ...] = TIERS,
) -> None:
    square = fixed.squares[square_id]
    fill, edge = square_colours(square, unused)
    canvas.rect(box, fill, outline=edge, width=1, radius=4)
    x0, y0, x1, y1 = box
    ink = MUTED if unused else INK
    name_right = x1 - PAD - (CP + 2 if square.control_point else 0)
    names = [canvas.say.square(square_id, square), *square.aliases]
    name, size = fitting(names, (10, 9), name_right - x0 - PAD) or (names[-1], 9)
    canvas.text(
        (x0 + PAD, y0 + 2 + HEADER / 2),
        name,
        size,
        ink,
        anchor="lm",
        bold=True,
        max_width=name_right - x0 - PAD,
    )
    if square.control_point:
        control_point(canvas, x1 - PAD - CP, y0 + 2 + (HEADER - CP) / 2, CP)
    top = y0 + 2 + HEADER + 1
    if unused:
        canvas.text((x0 + PAD, top + 6), canvas.say("ccw-pic-not-used"), 9, MUTED, anchor="lm")
        top += 13
    pieces = [p for s in stacks for p in s.pieces]
    issues = [s.issue for s in stacks if s.issue is not None]
    units = [u for s in stacks for u in s.units]
    box = (x0 + PAD, top, x1 - PAD, y1 - 3)
    _draw_items(canvas, fixed, pieces, issues, box, units=units, tiers=tiers)


def _draw_items(
    canvas: DisplayCanvas,
    fixed: Fixed,
    pieces: list[PieceData],
    issues: list[IssueData],
    box: Box,
    sized: tuple[Tier, bool] | None = None,
    units: list[UnitData] | None = None,
    tiers: tuple[Tier, ...] = TIERS,
) -> None:
    """A stack's Military Units, pieces and Issue, one chip each from the top of ``box``: the
    chips ``sized`` (their tier, and whether an Issue shows two names), else the largest of
    ``tiers`` that fit, and a last "+n" chip for what still finds no room."""
    x0, y0, x1, y1 = box
    units = units or []
    chips = len(pieces) + len(units)
    tier, two_lines = sized or pick_tier(chips, len(issues), y1 - y0, tiers)
    items: list[UnitData | PieceData | IssueData] = [*units, *pieces, *issues]
    y = y0
    for n, item in enumerate(items):
        h = tier.issue_height if isinstance(item, IssueData) and two_lines else tier.height
        rest = len(items) - n
        # Room for this chip, and for at least a "+n" chip after it if more follow.
        after = tier.gap + tier.height if rest > 1 else 0
        if y + h + after > y1:
            if y + tier.height <= y1:
                more(canvas, (x0, y, x1, y + tier.height), rest, tier)
            return
        chip = (x0, y, x1, y + h)
        if isinstance(item, IssueData):
            issue_chip(canvas, chip, item, tier, two_lines, fixed)
        elif isinstance(item, UnitData):
            unit_chip(canvas, chip, item, tier)
        elif item.back is not None:
            back_chip(canvas, chip, item, tier, fixed)
        else:
            piece_chip(canvas, chip, item, tier, fixed)
        y += h + tier.gap


def draw_zone(
    canvas: DisplayCanvas, fixed: Fixed, stacks: list[StackData], tiers: tuple[Tier, ...] = TIERS
) -> None:
    box = boxes(fixed)[fixed.crisis_zone]
    canvas.rect(box, ZONE_FILL, outline=ZONE_EDGE, width=2, radius=6)
    x0, y0, x1, _ = box
    zone = fixed.crisis_zone
    title = canvas.say.square(zone, fixed.squares[zone]).upper()
    canvas.text(
        (x0 + PAD + 2, y0 + 3 + ZONE_TITLE / 2), title, 11, ZONE_EDGE, anchor="lm", bold=True
    )
    count = canvas.say("ccw-pic-stacks", count=len(stacks))
    canvas.text((x1 - PAD - 2, y0 + 3 + ZONE_TITLE / 2), count, 10, MUTED, anchor="rm")
    for stack, card in zip(stacks, zone_cards(fixed, stacks, tiers), strict=True):
        x0, y0, x1, y1 = card.box
        canvas.rect(card.box, CARD_FILL, outline=RULE, radius=3)
        inner = (x0 + 2, y0 + 3, x1 - 2, y1 - 3)
        issues = [stack.issue] if stack.issue is not None else []
        if card.tier is None:
            _strips(canvas, stack, inner)
        else:
            sized = (card.tier, card.two_lines)
            _draw_items(canvas, fixed, stack.pieces, issues, inner, sized, stack.units)


def _strips(canvas: DisplayCanvas, stack: StackData, box: Box) -> None:
    """A stack in a card too small for names: a coloured strip per Military Unit (its Side's
    colour), piece and Issue."""
    colours = [SIDE_COLOUR[u.side] for u in stack.units]
    colours += [COLOUR[p.color] for p in stack.pieces]
    if stack.issue is not None:
        colours.append(ISSUE_BACK if stack.issue.kind is None else ISSUE_FACE)
    if not colours:
        return
    x0, y0, x1, y1 = box
    h = max(1.0, (y1 - y0) / len(colours))
    for n, colour in enumerate(colours):
        top = y0 + n * h
        if top >= y1:
            break
        canvas.rect((x0, top, x1, min(top + h, y1)), colour)
