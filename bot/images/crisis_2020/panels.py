"""Around the Crisis 2020 map, where the Regions leave room: the bar on top (the turn, whose
Player Turn it is, the phase, the last roll), the legend over the empty Pacific, and the
south-west panel with each side's Values and cards in hand (counts only, "4.1"), the Crisis
Deck, the Neutralized Boxes ("9.0") and the Recruitment Pool ("6.2"). Their words are in the
game's language (`words`)."""

from __future__ import annotations

from rules.core.messages import SOURCE, Msg, catalog, render
from rules.crisis_2020.board import CrisisBoard, Fixed

from ..canvas import fit, text_width
from ..words import fitting, say
from .chips import MapCanvas, by_type, chip, code, draw_chips
from .layout import centre
from .look import (
    BAR,
    BAR_HEIGHT,
    BAR_TEXT,
    BOXES_BOX,
    CHIP,
    CHIP_GAP,
    CHIP_SMALL,
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
    SIDE_COLOUR,
    SIDE_NAME,
    TRANSPORT_LINE,
    WHITE,
    WIDTH,
)
from .words import named

# Whose Player Turn and the phase, in the bar; the legend's lines; the deck's line: a little
# smaller where a language's words are longer, rather than cut.
WHO_SIZES = (17, 16, 15, 14, 13)
LEGEND_SIZES = (11, 10, 9)
UNIT_NAME_SIZES = (10, 9, 8)
DECK_SIZES = (12, 11, 10)
# The rules' name of the setup phase (the board model names the phase in the game's language).
SETUP = "c2020-phase-setup"


def side_name(side: str, language: str) -> str:
    return named("side", side, SIDE_NAME[side], language)


def _in_setup(data: CrisisBoard, language: str) -> bool:
    """Whether the game is setting up: the board model names the phase, said in the game's
    language (`bot.images.picture`)."""
    phase = data.phase.lower()
    if phase == "setup":
        return True
    return catalog(SOURCE).has_message(SETUP) and phase == render(Msg(SETUP), language).lower()


def draw_bar(canvas: MapCanvas, data: CrisisBoard, language: str = SOURCE) -> None:
    words = say(language)
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    title = words("c2020-pic-title")
    x = PAD + canvas.text((PAD, mid), title, 20, BAR_TEXT, anchor="lm", bold=True) + 22
    turn = words("c2020-pic-turn", turn=min(data.turn, 999), turns=min(data.turns, 999))
    x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    setup = _in_setup(data, language)
    if data.over:
        who = words("c2020-pic-game-over")
    elif setup:
        who = words("c2020-pic-setup")
    else:
        side = side_name(data.player, language)
        who = words("c2020-pic-player-turn", side=side, phase=data.phase)
    right = WIDTH - PAD
    if data.last_roll:
        label = fit(words("c2020-pic-last-roll", roll=data.last_roll), 14, 300, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text(centre(pill), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    if not data.over and not setup:
        disc = (x, mid - 8, x + 16, mid + 8)
        canvas.ellipse(disc, SIDE_COLOUR[data.player], outline=WHITE, width=1)
        x += 24
    size = fitting(who, WHO_SIZES, right - x, bold=True)
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def draw_legend(canvas: MapCanvas, fixed: Fixed, language: str = SOURCE) -> None:
    """What the tints, the lines and the chips' codes mean."""
    words = say(language)
    left, top, right, _ = LEGEND_BOX
    canvas.rect(LEGEND_BOX, PANEL, outline=RULE, radius=8)
    x = left + 8
    room = right - x - 29 - 4
    y = _heading(canvas, x, top + 7, words("c2020-pic-infrastructure"))
    holders = [(side, side_name(side, language)) for side in ("rebel", "government")]
    for control, word in [*holders, (None, words("c2020-pic-nobody"))]:
        swatch = (x, y, x + 22, y + 13)
        canvas.rect(swatch, FILL[control], outline=EDGE_COLOUR[control], width=2, radius=3)
        size = fitting(word, LEGEND_SIZES, room)
        canvas.text((x + 29, y + 7), word, size, INK, anchor="lm", max_width=room)
        y += 16
    y += 4
    canvas.line([(x, y + 7), (x + 22, y + 7)], LAND_LINE, 2)
    border = words("c2020-pic-land-border")
    size = fitting(border, LEGEND_SIZES, room)
    canvas.text((x + 29, y + 7), border, size, INK, anchor="lm", max_width=room)
    y += 16
    canvas.dashed((x, y + 7), (x + 22, y + 7), TRANSPORT_LINE, 2.5, dash=5)
    transport = words("c2020-pic-transport")
    size = fitting(transport, LEGEND_SIZES, room)
    canvas.text((x + 29, y + 7), transport, size, INK, anchor="lm", max_width=room)
    y = _heading(canvas, x, y + 22, words("c2020-pic-units"))
    room = right - x - 40
    for kind in fixed.unit_types:
        chip(canvas, x, y, 32, code(kind, language), NEUTRAL_CHIP, CHIP_SMALL)
        name = words("c2020-pic-unit-type", type=kind)
        size = fitting(name, UNIT_NAME_SIZES, room)
        canvas.text((x + 37, y + CHIP / 2), name, size, INK, anchor="lm", max_width=room)
        y += CHIP


def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 16


def draw_boxes(canvas: MapCanvas, data: CrisisBoard, language: str = SOURCE) -> None:
    words = say(language)
    order = data.fixed.unit_types
    left, top, right, _ = BOXES_BOX
    x, y = left + 10, top + 9
    inner = right - 10
    names = {side: side_name(side, language) for side in data.fixed.sides}
    # Each side's Values and cards in hand, as a small table.
    columns = (inner - 70, inner)
    heads = (words("c2020-pic-value-column"), words("c2020-pic-cards-column"))
    for column, word in zip(columns, heads, strict=True):
        canvas.text((column, y), word, 10, MUTED, anchor="ra", bold=True)
    y += 14
    for side in data.fixed.sides:
        disc = (x, y + 4, x + 12, y + 16)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        canvas.text((x + 18, y + 10), names[side], 14, INK, anchor="lm", bold=True)
        numbers = (data.values.get(side, 0), data.hands.get(side, 0))
        for column, n in zip(columns, numbers, strict=True):
            canvas.text((column, y + 10), str(n), 15, INK, anchor="rm", bold=True)
        y += 21
    deck = words("c2020-pic-deck", deck=data.deck, discards=data.discards)
    size = fitting(deck, DECK_SIZES, inner - x)
    canvas.text((x, y + 10), deck, size, MUTED, anchor="lm", max_width=inner - x)
    y += 24
    y = _heading(canvas, x, y, words("c2020-pic-neutralized"))
    # The chips start 80 px in, or after the longer side's name (a language's longer words).
    label = max([NEUTRAL_LABEL, *(text_width(n, 11, bold=True) + 3 for n in names.values())])
    for side in data.fixed.sides:
        canvas.text((x, y + CHIP / 2), names[side], 11, INK, anchor="lm", bold=True)
        chips = [(side, kind, n) for kind, n in by_type(data.neutralized.get(side, {}), order)]
        if chips:
            y = draw_chips(canvas, chips, x + label, y, inner, 2, language=language)
        else:
            empty = words("c2020-pic-empty")
            canvas.text((x + label, y + CHIP / 2), empty, 11, MUTED, anchor="lm")
            y += CHIP + CHIP_GAP
    y = _heading(canvas, x, y + 6, words("c2020-pic-pool"))
    chips = [("pool", kind, n) for kind, n in by_type(data.pool, order)]
    if chips:
        room = int((BOXES_BOX[3] - 4 - y + CHIP_GAP) // (CHIP + CHIP_GAP))
        draw_chips(canvas, chips, x, y, inner, max(1, room), language=language)
    else:
        canvas.text((x, y + CHIP / 2), words("c2020-pic-empty"), 11, MUTED, anchor="lm")
