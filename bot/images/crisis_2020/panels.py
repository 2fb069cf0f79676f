"""Around the Crisis 2020 map, where the Regions leave room: the bar on top (the turn, whose
Player Turn it is, the phase, the last roll), the legend over the empty Pacific, and the
south-west panel with each side's Values and cards in hand (counts only, "4.1"), the Crisis
Deck, the Neutralized Boxes ("9.0") and the Recruitment Pool ("6.2")."""

from __future__ import annotations

from rules.crisis_2020.board import CrisisBoard, Fixed

from ..canvas import fit, text_width
from .chips import MapCanvas, by_type, chip, draw_chips
from .layout import centre
from .look import (
    BAR,
    BAR_HEIGHT,
    BAR_TEXT,
    BOXES_BOX,
    CHIP,
    CHIP_GAP,
    CHIP_SMALL,
    CODES,
    EDGE_COLOUR,
    FILL,
    GOLD,
    INK,
    LAND_LINE,
    LEGEND_BOX,
    MUTED,
    NEUTRAL_CHIP,
    NEUTRAL_LABEL,
    PAD,
    PANEL,
    RULE,
    SHORT_NAMES,
    SIDE_COLOUR,
    SIDE_NAME,
    TRANSPORT_LINE,
    WHITE,
    WIDTH,
)


def draw_bar(canvas: MapCanvas, data: CrisisBoard) -> None:
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = PAD + canvas.text((PAD, mid), "CRISIS 2020", 20, BAR_TEXT, anchor="lm", bold=True) + 22
    turn = f"Turn {min(data.turn, 999)} of {min(data.turns, 999)}"
    x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    if data.over:
        who = "Game over"
    elif data.phase.lower() == "setup":
        who = "Setup"
    else:
        who = f"{SIDE_NAME[data.player]} Player Turn · {data.phase}"
    right = WIDTH - PAD
    if data.last_roll:
        label = fit(f"Last roll  {data.last_roll}", 14, 300, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text(centre(pill), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    if not data.over and data.phase.lower() != "setup":
        disc = (x, mid - 8, x + 16, mid + 8)
        canvas.ellipse(disc, SIDE_COLOUR[data.player], outline=WHITE, width=1)
        x += 24
    canvas.text((x, mid), who, 17, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def draw_legend(canvas: MapCanvas, fixed: Fixed) -> None:
    """What the tints, the lines and the chips' codes mean."""
    left, top, right, _ = LEGEND_BOX
    canvas.rect(LEGEND_BOX, PANEL, outline=RULE, radius=8)
    x = left + 8
    y = _heading(canvas, x, top + 7, "Infrastructure")
    for control, word in (("rebel", "Rebel"), ("government", "Government"), (None, "nobody")):
        swatch = (x, y, x + 22, y + 13)
        canvas.rect(swatch, FILL[control], outline=EDGE_COLOUR[control], width=2, radius=3)
        canvas.text((x + 29, y + 7), word, 11, INK, anchor="lm")
        y += 16
    y += 4
    canvas.line([(x, y + 7), (x + 22, y + 7)], LAND_LINE, 2)
    canvas.text((x + 29, y + 7), "land border", 11, INK, anchor="lm")
    y += 16
    canvas.dashed((x, y + 7), (x + 22, y + 7), TRANSPORT_LINE, 2.5, dash=5)
    canvas.text((x + 29, y + 7), "Transportation", 11, INK, anchor="lm")
    y = _heading(canvas, x, y + 22, "Units")
    for kind in fixed.unit_types:
        chip(canvas, x, y, 32, CODES[kind], NEUTRAL_CHIP, CHIP_SMALL)
        name = SHORT_NAMES[kind]
        canvas.text((x + 37, y + CHIP / 2), name, 10, INK, anchor="lm", max_width=right - x - 40)
        y += CHIP


def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 16


def draw_boxes(canvas: MapCanvas, data: CrisisBoard) -> None:
    order = data.fixed.unit_types
    left, top, right, _ = BOXES_BOX
    x, y = left + 10, top + 9
    inner = right - 10
    # Each side's Values and cards in hand, as a small table.
    columns = (inner - 70, inner)
    for column, word in zip(columns, ("VALUE", "CARDS"), strict=True):
        canvas.text((column, y), word, 10, MUTED, anchor="ra", bold=True)
    y += 14
    for side in data.fixed.sides:
        disc = (x, y + 4, x + 12, y + 16)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        canvas.text((x + 18, y + 10), SIDE_NAME[side], 14, INK, anchor="lm", bold=True)
        numbers = (data.values.get(side, 0), data.hands.get(side, 0))
        for column, n in zip(columns, numbers, strict=True):
            canvas.text((column, y + 10), str(n), 15, INK, anchor="rm", bold=True)
        y += 21
    deck = f"Crisis Deck {data.deck} · {data.discards} discarded"
    canvas.text((x, y + 10), deck, 12, MUTED, anchor="lm", max_width=inner - x)
    y += 24
    y = _heading(canvas, x, y, "Neutralized Boxes")
    for side in data.fixed.sides:
        canvas.text((x, y + CHIP / 2), SIDE_NAME[side], 11, INK, anchor="lm", bold=True)
        chips = [(side, kind, n) for kind, n in by_type(data.neutralized.get(side, {}), order)]
        if chips:
            y = draw_chips(canvas, chips, x + NEUTRAL_LABEL, y, inner, 2)
        else:
            canvas.text((x + NEUTRAL_LABEL, y + CHIP / 2), "empty", 11, MUTED, anchor="lm")
            y += CHIP + CHIP_GAP
    y = _heading(canvas, x, y + 6, "Recruitment Pool")
    chips = [("pool", kind, n) for kind, n in by_type(data.pool, order)]
    if chips:
        room = int((BOXES_BOX[3] - 4 - y + CHIP_GAP) // (CHIP + CHIP_GAP))
        draw_chips(canvas, chips, x, y, inner, max(1, room))
    else:
        canvas.text((x, y + CHIP / 2), "empty", 11, MUTED, anchor="lm")
