"""The strip under the 1812 map: the round track, whose turn it is and whom the game waits on,
the Turn Order Markers drawn so far this round, the Truce cards played per side ("Truce
Cards"), the Fled Units space and the Control Markers each side holds (the score: "End of the
Game"). Its words are said in the game's language (`words`).
"""

from __future__ import annotations

from rules.invasion_1812.board import InvasionBoard

from .. import words
from ..canvas import ELLIPSIS, fit, text_width, wrap
from ..words import fitting
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
from .words import named

# The headline in the bar, and the bar's battle: a little smaller where a language's words are
# longer, rather than cut.
HEADLINE_SIZES = (16, 15, 14, 13, 12)
BATTLE_SIZES = (15, 14, 13, 12)
LABEL_SIZES = (14, 13, 12, 11)  # a faction's name in the turn order
TURN_SIZES = (15, 14, 13, 12)  # whose turn it is
WAITING_SIZES = (11, 10, 9)  # whom the game waits on, in two lines
LEGEND_SIZES = (12, 11, 10, 9)  # the control markers' legend


def _heading(canvas: MapCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 12, MUTED, bold=True)
    return y + 19


def faction_name(data: InvasionBoard, faction: str, language: str) -> str:
    return named("faction", faction, data.fixed.factions[faction].name, language)


def side_name(side: str, language: str) -> str:
    return named("side", side, SIDE_WORD[side], language)


def draw_strip(canvas: MapCanvas, data: InvasionBoard, headline: str, language: str) -> None:
    say = words.say(language)
    canvas.rect((0, STRIP_TOP, WIDTH, HEIGHT), STRIP)
    canvas.rect((0, STRIP_TOP, WIDTH, STRIP_TOP + BAR_HEIGHT), BAR)
    mid = STRIP_TOP + BAR_HEIGHT / 2
    x = PAD + canvas.text((PAD, mid), "1812", 22, BAR_TEXT, anchor="lm", bold=True) + 10
    title = say("i1812-pic-title")
    x += canvas.text((x, mid + 1), title, 14, GOLD, anchor="lm", bold=True)
    right = WIDTH - PAD
    x += 24
    if data.battle is not None:
        area = named("area", data.battle, data.fixed.areas[data.battle].name, language)
        text = say("i1812-pic-battle", area=area)
        size = fitting(text, BATTLE_SIZES, 300, bold=True)
        label = fit(text, size, 300, bold=True)
        width = text_width(label, size, bold=True) + 24
        box = (x, mid - 12, x + width, mid + 12)
        canvas.rect(box, BATTLE, radius=12)
        canvas.text(centre(box), label, size, WHITE, anchor="mm", bold=True)
        x += width + 24
    # The rules' own headline: round, whose turn, phase (or how the game ended).
    headline = headline.strip() or say("i1812-pic-round", round=data.round, rounds=data.rounds)
    size = fitting(headline, HEADLINE_SIZES, right - x, bold=True)
    canvas.text((right, mid), headline, size, BAR_TEXT, anchor="rm", bold=True, max_width=right - x)
    top = STRIP_TOP + BAR_HEIGHT + 10
    _draw_round_and_turn(canvas, data, COLUMNS[0], COLUMNS[1] - 20, top, language)
    _draw_turn_order(canvas, data, COLUMNS[1], COLUMNS[2] - 20, top, language)
    _draw_truces_and_fled(canvas, data, COLUMNS[2], COLUMNS[3] - 20, top, language)
    _draw_control(canvas, data, COLUMNS[3], WIDTH - PAD, top, language)
    for x in COLUMNS[1:]:
        canvas.rect((x - 11, top, x - 10, HEIGHT - 10), RULE)


def _draw_round_and_turn(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float, language: str
) -> None:
    """The round track ("Place Round Marker"), then whose turn it is and who must act."""
    say = words.say(language)
    y = _heading(canvas, left, top, say("i1812-pic-round", round=data.round, rounds=data.rounds))
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
        name = faction_name(data, data.faction, language)
        turn = say("i1812-pic-turn-of", role=data.faction, faction=name)
    else:
        turn = say("i1812-pic-no-turn" if data.active else "i1812-pic-game-over")
    if data.faction is not None:
        unit_square(canvas, left, y, data.faction, "")
        room = right - left - UNIT - 8
        canvas.text(
            (left + UNIT + 8, y + UNIT / 2),
            turn,
            fitting(turn, TURN_SIZES, room, bold=True),
            INK,
            anchor="lm",
            bold=True,
            max_width=room,
        )
    else:
        size = fitting(turn, TURN_SIZES, right - left, bold=True)
        canvas.text((left, y + UNIT / 2), turn, size, INK, anchor="lm", bold=True)
    y += UNIT + 6
    factions = data.fixed.factions
    waiting = [
        faction_name(data, role, language) if role in factions else role for role in data.active
    ]
    if waiting:
        # 11 px: all five factions (as at set-up) fit in two lines; a language's longer names
        # a little smaller, rather than cut.
        text = say("i1812-pic-waiting", names=", ".join(waiting))
        for size in WAITING_SIZES:
            lines = wrap(text, size, right - left, 2)
            if not lines[-1].endswith(ELLIPSIS):
                break
        for line in lines:
            canvas.text((left, y), line, size, MUTED)
            y += size + 3


def _draw_turn_order(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float, language: str
) -> None:
    """The Turn Order Markers drawn this round, in order, then those still in the bag."""
    say = words.say(language)
    y = _heading(canvas, left, top, say("i1812-pic-turn-order"))
    drawn = list(dict.fromkeys(data.turn_order))[:5]
    rows: list[tuple[str | None, str | None]] = [(f"{n}.", f) for n, f in enumerate(drawn, start=1)]
    rows += [(None, f) for f in data.fixed.factions if f not in drawn]  # still in the bag
    bag = say("i1812-pic-bag")
    for mark, faction in rows[:5]:
        current = faction == data.faction and mark is not None
        if current:
            canvas.rect((left - 6, y - 1, right, y + 21), NOW, radius=4)
        colour = INK if mark is not None else MUTED
        canvas.text((left, y + 10), mark or bag, 12, colour, anchor="lm")
        if faction is not None:
            x = left + 30
            if mark is None:
                canvas.rect((x, y + 1, x + UNIT, y + 1 + UNIT), STRIP, outline=RULE, radius=2)
                canvas.rect(
                    (x + 5, y + 6, x + UNIT - 5, y + UNIT - 4),
                    UNIT_FILL[faction],
                    outline=UNIT_EDGE,
                    radius=1,
                )
            else:
                unit_square(canvas, x, y + 1, faction, "")
            name = faction_name(data, faction, language)
            label = say("i1812-pic-now", faction=name) if current else name
            room = right - x - UNIT - 8
            canvas.text(
                (x + UNIT + 8, y + 10),
                label,
                fitting(label, LABEL_SIZES, room, bold=current),
                colour,
                anchor="lm",
                bold=current,
                max_width=right - x - UNIT - 8,
            )
        y += 22


def _draw_truces_and_fled(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float, language: str
) -> None:
    """Truce cards played per side ("Truce Cards") and the Fled Units space ("Flee")."""
    say = words.say(language)
    y = _heading(canvas, left, top, say("i1812-pic-truces"))
    truces = data.fixed.truces
    played = {side: 0 for side in truces}
    for faction in data.truces:
        played[data.fixed.factions[faction].side] += 1
    names = {side: side_name(side, language) for side in truces}
    # The cards start 74 px in, or after the longest side's name (a language's longer words).
    start = max([74.0, *(text_width(name, 14) + 7 for name in names.values())])
    for side, total in truces.items():
        canvas.text((left, y + 11), names[side], 14, INK, anchor="lm")
        x = left + start
        for k in range(min(max(total, played[side]), 8)):
            box = (x, y, x + 16, y + 22)
            if k < played[side]:
                canvas.rect(box, SIDE_COLOUR[side], outline=INK, radius=2)
            else:
                canvas.rect(box, WHITE, outline=RULE, radius=2)
            x += 20
        canvas.text((right, y + 11), f"{played[side]}/{total}", 16, INK, anchor="rm", bold=True)
        y += 27
    y = _heading(canvas, left, y + 4, say("i1812-pic-fled"))
    fled = [(f, data.fled.get(f, 0)) for f in data.fixed.factions if data.fled.get(f, 0) > 0]
    if not fled:
        canvas.text((left, y + UNIT / 2), say("i1812-pic-none"), 13, MUTED, anchor="lm")
    x = left
    for faction, n in fled:
        x += unit_square(canvas, x, y, faction, str(n)) + 4


def _draw_control(
    canvas: MapCanvas, data: InvasionBoard, left: float, right: float, top: float, language: str
) -> None:
    """Control Markers per side (who wins: "End of the Game"), then a small legend."""
    say = words.say(language)
    y = _heading(canvas, left, top, say("i1812-pic-control"))
    sides = list(data.fixed.truces)
    held = {side: 0 for side in sides}
    for area_id, side in data.control.items():
        held[side] += data.fixed.areas[area_id].objectives
    names = {side: side_name(side, language) for side in sides}
    for side in sides:
        disc = (left, y + 2, left + CONTROL + 2, y + 4 + CONTROL)
        canvas.ellipse(disc, SIDE_COLOUR[side])
        letter = say("i1812-pic-side-letter", side=side)
        canvas.text(centre(disc), letter, 11, WHITE, anchor="mm", bold=True)
        canvas.text((left + CONTROL + 10, y + 11), names[side], 14, INK, anchor="lm")
        canvas.text((right, y + 11), str(held[side]), 16, INK, anchor="rm", bold=True)
        y += 26
    y += 8
    # The legend: the Objective star, then each side's tile; smaller where a language's words
    # are longer, so that it keeps within the column.
    objective = say("i1812-pic-objective")
    size, first = _legend_fit(objective, [names[side] for side in sides], right - left)
    star(canvas, left + 7, y + 8, 7)
    canvas.text((left + 18, y + 8), objective, size, MUTED, anchor="lm")
    x = left + first
    for side in sides:
        canvas.rect((x, y + 1, x + 18, y + 15), TILE_FILL[side], outline=TILE_EDGE[side], radius=3)
        x += 24 + canvas.text((x + 24, y + 8), names[side], size, MUTED, anchor="lm") + 10


def _legend_fit(objective: str, names: list[str], room: float) -> tuple[int, float]:
    """The legend's size and where its first side's tile starts: 90 px in, or nearer where the
    sides' names are longer (a language's), at the largest size that keeps it within ``room``."""
    for size in LEGEND_SIZES:
        tight = 18 + text_width(objective, size) + 12
        sides = sum(24 + text_width(name, size) + 10 for name in names) - 10
        for first in (max(90.0, tight - 2), tight):
            if first + sides <= room:
                return size, first
    return LEGEND_SIZES[-1], tight
