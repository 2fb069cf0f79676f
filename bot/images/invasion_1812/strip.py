"""The strip under the 1812 map: the round track, whose turn it is and whom the game waits on,
the Turn Order Markers drawn so far this round, the Truce cards played per side ("Truce
Cards"), the Fled Units space and the Control Markers each side holds (the score: "End of the
Game")."""

from __future__ import annotations

from rules.invasion_1812.board import InvasionBoard

from ..canvas import fit, text_width, wrap
from .layout import centre
from .look import (
    BAR,
    BAR_HEIGHT,
    BAR_TEXT,
    BATTLE,
    COLUMNS,
    CONTROL,
    GOLD,
    HEIGHT,
    INK,
    MUTED,
    NOW,
    PAD,
    RULE,
    SIDE_COLOUR,
    SIDE_LETTER,
    SIDE_WORD,
    STRIP,
    STRIP_TOP,
    TILE_EDGE,
    TILE_FILL,
    UNIT,
    UNIT_EDGE,
    UNIT_FILL,
    WHITE,
    WIDTH,
)
from .marks import MapCanvas, star, unit_square


def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 12, MUTED, bold=True)
    return y + 19


def draw_strip(canvas: MapCanvas, data: InvasionBoard, headline: str) -> None:
    canvas.rect((0, STRIP_TOP, WIDTH, HEIGHT), STRIP)
    canvas.rect((0, STRIP_TOP, WIDTH, STRIP_TOP + BAR_HEIGHT), BAR)
    mid = STRIP_TOP + BAR_HEIGHT / 2
    x = PAD + canvas.text((PAD, mid), "1812", 22, BAR_TEXT, anchor="lm", bold=True) + 10
    x += canvas.text((x, mid + 1), "THE INVASION OF CANADA", 14, GOLD, anchor="lm", bold=True)
    right = WIDTH - PAD
    x += 24
    if data.battle is not None:
        label = fit(f"Battle: {data.fixed.areas[data.battle].name}", 15, 300, bold=True)
        width = text_width(label, 15, bold=True) + 24
        box = (x, mid - 12, x + width, mid + 12)
        canvas.rect(box, BATTLE, radius=12)
        canvas.text(centre(box), label, 15, WHITE, anchor="mm", bold=True)
        x += width + 24
    # The rules' own headline: round, whose turn, phase (or how the game ended).
    headline = headline.strip() or f"Round {data.round} of {data.rounds}"
    canvas.text((right, mid), headline, 16, BAR_TEXT, anchor="rm", bold=True, max_width=right - x)
    top = STRIP_TOP + BAR_HEIGHT + 10
    _draw_round_and_turn(canvas, data, COLUMNS[0], COLUMNS[1] - 20, top)
    _draw_turn_order(canvas, data, COLUMNS[1], COLUMNS[2] - 20, top)
    _draw_truces_and_fled(canvas, data, COLUMNS[2], COLUMNS[3] - 20, top)
    _draw_control(canvas, data, COLUMNS[3], WIDTH - PAD, top)
    for x in COLUMNS[1:]:
        canvas.rect((x - 11, top, x - 10, HEIGHT - 10), RULE)


def _draw_round_and_turn(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float
) -> None:
    """The round track ("Place Round Marker"), then whose turn it is and who must act."""
    y = _heading(canvas, left, top, f"Round {data.round} of {data.rounds}")
    # Ten spaces a row, two rows at most: a longer track shows the 20 spaces up to this round.
    shown = max(1, min(data.rounds, 20))
    first = max(1, min(data.round, data.rounds) - shown + 1)
    per_row = min(shown, 10)
    pitch = (right - left) / per_row
    size = min(pitch - 3, 26 if shown <= 10 else 20)
    for k in range(shown):
        n = first + k
        row, col = divmod(k, per_row)
        x, y0 = left + col * pitch, y + row * (size + 3)
        box = (x, y0, x + size, y0 + size)
        current = n == data.round
        canvas.rect(box, GOLD if current else WHITE, outline=INK if current else RULE, radius=3)
        colour = INK if current else MUTED
        canvas.text(centre(box), str(n), 13 if n < 100 else 9, colour, anchor="mm", bold=current)
    rows = (shown - 1) // per_row + 1
    y += rows * (size + 3) + 10
    if data.faction is not None:
        name = data.fixed.factions[data.faction].name
        turn = f"{name}' turn" if name.endswith("s") else f"{name}'s turn"
    else:
        turn = "No turn in progress" if data.active else "Game over"
    if data.faction is not None:
        unit_square(canvas, left, y, data.faction, "")
        canvas.text(
            (left + UNIT + 8, y + UNIT / 2),
            turn,
            15,
            INK,
            anchor="lm",
            bold=True,
            max_width=right - left - UNIT - 8,
        )
    else:
        canvas.text((left, y + UNIT / 2), turn, 15, INK, anchor="lm", bold=True)
    y += UNIT + 6
    factions = data.fixed.factions
    waiting = [factions[role].name if role in factions else role for role in data.active]
    if waiting:
        # 11 px: all five factions (as at set-up) fit in two lines.
        for line in wrap("Waiting on: " + ", ".join(waiting), 11, right - left, 2):
            canvas.text((left, y), line, 11, MUTED)
            y += 14


def _draw_turn_order(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float
) -> None:
    """The Turn Order Markers drawn this round, in order, then those still in the bag."""
    y = _heading(canvas, left, top, "Turn order this round")
    drawn = list(dict.fromkeys(data.turn_order))[:5]
    rows: list[tuple[str, str | None]] = [(f"{n}.", f) for n, f in enumerate(drawn, start=1)]
    rows += [("bag", f) for f in data.fixed.factions if f not in drawn]
    for mark, faction in rows[:5]:
        current = faction == data.faction and mark != "bag"
        if current:
            canvas.rect((left - 6, y - 1, right, y + 21), NOW, radius=4)
        colour = INK if mark != "bag" else MUTED
        canvas.text((left, y + 10), mark, 12, colour, anchor="lm")
        if faction is not None:
            x = left + 30
            if mark == "bag":
                canvas.rect((x, y + 1, x + UNIT, y + 1 + UNIT), STRIP, outline=RULE, radius=2)
                canvas.rect(
                    (x + 5, y + 6, x + UNIT - 5, y + UNIT - 4),
                    UNIT_FILL[faction],
                    outline=UNIT_EDGE,
                    radius=1,
                )
            else:
                unit_square(canvas, x, y + 1, faction, "")
            label = data.fixed.factions[faction].name + ("  (now)" if current else "")
            canvas.text(
                (x + UNIT + 8, y + 10),
                label,
                14,
                colour,
                anchor="lm",
                bold=current,
                max_width=right - x - UNIT - 8,
            )
        y += 22


def _draw_truces_and_fled(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float
) -> None:
    """Truce cards played per side ("Truce Cards") and the Fled Units space ("Flee")."""
    y = _heading(canvas, left, top, "Truce cards played")
    truces = data.fixed.truces
    played = {side: 0 for side in truces}
    for faction in data.truces:
        played[data.fixed.factions[faction].side] += 1
    for side, total in truces.items():
        canvas.text((left, y + 11), SIDE_WORD[side], 14, INK, anchor="lm")
        x = left + 74
        for k in range(min(max(total, played[side]), 8)):
            box = (x, y, x + 16, y + 22)
            if k < played[side]:
                canvas.rect(box, SIDE_COLOUR[side], outline=INK, radius=2)
            else:
                canvas.rect(box, WHITE, outline=RULE, radius=2)
            x += 20
        canvas.text((right, y + 11), f"{played[side]}/{total}", 16, INK, anchor="rm", bold=True)
        y += 27
    y = _heading(canvas, left, y + 4, "Fled units")
    fled = [(f, data.fled.get(f, 0)) for f in data.fixed.factions if data.fled.get(f, 0) > 0]
    if not fled:
        canvas.text((left, y + UNIT / 2), "none", 13, MUTED, anchor="lm")
    x = left
    for faction, n in fled:
        x += unit_square(canvas, x, y, faction, str(n)) + 4


def _draw_control(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float
) -> None:
    """Control Markers per side (who wins: "End of the Game"), then a small legend."""
    y = _heading(canvas, left, top, "Control markers")
    sides = list(data.fixed.truces)
    held = {side: 0 for side in sides}
    for area_id, side in data.control.items():
        held[side] += data.fixed.areas[area_id].objectives
    for side in sides:
        disc = (left, y + 2, left + CONTROL + 2, y + 4 + CONTROL)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        canvas.text(centre(disc), SIDE_LETTER[side], 11, WHITE, anchor="mm", bold=True)
        canvas.text((left + CONTROL + 10, y + 11), SIDE_WORD[side], 14, INK, anchor="lm")
        canvas.text((right, y + 11), str(held[side]), 16, INK, anchor="rm", bold=True)
        y += 26
    y += 8
    star(canvas, left + 7, y + 8, 7)
    canvas.text((left + 18, y + 8), "Objective", 12, MUTED, anchor="lm")
    x = left + 90
    for side in sides:
        canvas.rect((x, y + 1, x + 18, y + 15), TILE_FILL[side], outline=TILE_EDGE[side], radius=3)
        x += 24 + canvas.text((x + 24, y + 8), f"{SIDE_WORD[side]}", 12, MUTED, anchor="lm") + 10
