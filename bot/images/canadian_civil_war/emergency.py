"""The National Emergency's bar and panel (10.0), once attempted: the bar says the Game-Turn of
six, the Phasing Side and the phase (or that an attempt is under way, and by whom); the panel
holds the turn track, the Sides with their players, the units each has on the display and has
lost, the Rebel Constituencies left (11.23, 11.24) and the neutrals, out of the game (10.14),
and a legend of the war's chips."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard, EmergencyData, Fixed, PieceData, Side, UnitData

from ..canvas import text_width
from .chips import DisplayCanvas, back_chip, control_point, fitting, unit_chip
from .look import (
    BAR,
    BAR_HEIGHT,
    BAR_TEXT,
    COLOUR,
    CP,
    EMERGENCY,
    GOLD,
    INK,
    MUTED,
    PANEL_BOX,
    PATH_COLOUR,
    RULE,
    SIDE_COLOUR,
    TIERS,
    WHITE,
    WIDTH,
    Box,
    mix,
)
from .parts import draw_key, game_over, heading, last_roll, winners
from .political import compass, note
from .words import Words

EMERGENCY_LEGEND_TOP = PANEL_BOX[1] + 372
EMERGENCY_KEY_TOP = EMERGENCY_LEGEND_TOP + 273  # below the legend's last line
TRACK_TOP = PANEL_BOX[1] + 27
TRACK_CELL = 22  # a turn box's height
TRACK_MAX = 12  # the most Game-Turn boxes drawn
SIDES: tuple[Side, ...] = ("government", "rebel")
# The columns' headings and their right edges, from the panel's left.
SIDE_COLUMNS = (("ccw-pic-column-units", 250), ("ccw-pic-column-lost", 298))
ROW = 17  # a player's line


def turn_text(emergency: EmergencyData, say: Words) -> str:
    """The Game-Turn of the National Emergency's six: "Game-Turn 2 of 6"."""
    return say("ccw-pic-turn-of", turn=min(emergency.turn, 99), turns=min(emergency.turns, 99))


def _stage(e: EmergencyData, say: Words) -> str:
    return say("ccw-pic-stage", stage=e.stage)


def draw_bar(canvas: DisplayCanvas, data: CCWBoard, e: EmergencyData) -> None:
    """The bar of a National Emergency: its banner, the Game-Turn of six, the Phasing Side and
    the phase; during the attempt, who attempts it; at the end, who won."""
    say = canvas.say
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), say("ccw-pic-title"), 19, BAR_TEXT, anchor="lm", bold=True) + 16
    banner = say("ccw-pic-emergency")
    w = text_width(banner, 13, bold=True) + 16
    canvas.rect((x, mid - 12, x + w, mid + 12), EMERGENCY, radius=5)
    canvas.text((x + w / 2, mid), banner, 13, WHITE, anchor="mm", bold=True)
    x += w + 16
    if e.turn and not data.over:  # at the end the panel says after which Game-Turn
        x += canvas.text((x, mid), turn_text(e, say), 17, GOLD, anchor="lm", bold=True) + 18
    right = last_roll(canvas, data)
    if data.over:
        says = [game_over(data, say)]
    elif e.stage == "attempt":
        says = [say("ccw-pic-attempt-under-way", player=say.player(e.attempter, data.fixed))]
    elif e.turn:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), SIDE_COLOUR[e.side], outline=WHITE)
        x += 24
        # The Side's short name where the bar is short of room (a longer language's).
        sides = (say.side(e.side), say.side_short(e.side))
        says = [say("ccw-pic-side-stage", side=side, stage=_stage(e, say)) for side in sides]
    elif e.acting:
        sides = (say.side(e.acting), say.side_short(e.acting))
        stage = _stage(e, say)
        says = [say("ccw-pic-before-first-side", side=side, stage=stage) for side in sides]
    else:
        says = [say("ccw-pic-before-first", stage=_stage(e, say))]
    who, size = fitting(says, (16, 14, 13, 12, 11), right - x) or (says[-1], 11)
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def _units_on_display(data: CCWBoard, side: Side) -> int:
    return sum(1 for s in data.stacks for u in s.units if u.side == side)


def _rebel_constituencies(data: CCWBoard) -> int:
    """The Rebel Constituencies on the display: when none is left the Rebels lose (11.24); if
    any is at the end of the sixth Game-Turn, the Government does (11.23)."""
    return sum(
        1 for s in data.stacks for p in s.pieces if p.kind == "constituency" and p.side == "rebel"
    )


def _emergency_status(data: CCWBoard, e: EmergencyData, say: Words) -> list[str]:
    """The lines under the turn track: where the National Emergency stands."""
    turns = min(e.turns, 99)
    if data.over:
        if e.turn:
            over = say("ccw-pic-game-over-after", turn=min(e.turn, 99), turns=turns)
        else:
            over = say("ccw-pic-game-over")
        return [over, winners(data, say)]
    if e.stage == "attempt":
        return [
            say("ccw-pic-attempts", player=say.player(e.attempter, data.fixed)),
            say("ccw-pic-attempt-note"),
        ]
    if not e.turn:
        return [_stage(e, say), say("ccw-pic-before-first-of", turns=e.turns)]
    turn = say("ccw-pic-turn-side", turn=min(e.turn, 99), turns=turns, side=say.side(e.side))
    return [turn, _stage(e, say)]


def turn_track_boxes(turns: int) -> list[Box]:
    """The box of each Game-Turn on the National Emergency's track (at most `TRACK_MAX`)."""
    turns = max(1, min(turns, TRACK_MAX))
    x = PANEL_BOX[0] + 12
    width = PANEL_BOX[2] - 12 - x
    gap = 6
    cell = (width - gap * (turns - 1)) / turns
    return [
        (x + n * (cell + gap), TRACK_TOP, x + n * (cell + gap) + cell, TRACK_TOP + TRACK_CELL)
        for n in range(turns)
    ]


def _turn_track(canvas: DisplayCanvas, e: EmergencyData) -> None:
    """One box per Game-Turn: those played grey, this one gold, those to come white."""
    for n, box in enumerate(turn_track_boxes(e.turns), start=1):
        if n < e.turn:
            fill, ink, edge = MUTED, WHITE, MUTED
        elif n == e.turn:
            fill, ink, edge = GOLD, INK, INK
        else:
            fill, ink, edge = WHITE, MUTED, RULE
        canvas.rect(box, fill, outline=edge, radius=4)
        middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        canvas.text(middle, str(n), 12, ink, anchor="mm", bold=True)


def draw_panel(canvas: DisplayCanvas, data: CCWBoard, e: EmergencyData) -> None:
    """The turn track, where the Emergency stands, the Sides, and below the legend the key of
    the short forms the chips showed."""
    _draw_sides(canvas, data, e)
    draw_key(canvas, EMERGENCY_KEY_TOP)


def _draw_sides(canvas: DisplayCanvas, data: CCWBoard, e: EmergencyData) -> None:
    """The turn track, where the Emergency stands, and the Sides: their players, the units
    each has on the display and has lost, the Rebel Constituencies left and the neutrals;
    what would run into the legend is left out."""
    left, top, right, _ = PANEL_BOX
    x = left + 12
    room = right - 12 - x
    bottom = EMERGENCY_LEGEND_TOP - 14
    say = canvas.say
    heading(canvas, x, top + 10, say("ccw-pic-emergency-heading"))
    _turn_track(canvas, e)
    y = TRACK_TOP + TRACK_CELL + 8
    for n, line in enumerate(_emergency_status(data, e, say)):
        if n == 0:
            note(canvas, (x, y + 7), line, room, INK, (12, 11, 10, 9), bold=True)
        else:
            note(canvas, (x, y + 7), line, room, MUTED, (10, 9, 8))
        y += 16
    y += 8
    canvas.rect((left + 8, y, right - 8, y + 1), RULE)
    y += 10
    headings = y  # where the columns are headed
    y = heading(canvas, x, y, say("ccw-pic-sides"))
    if not e.sides:
        note(canvas, (x, y + 6), say("ccw-pic-sides-form"), room, MUTED, (10, 9, 8))
        y += 20
        for color in data.colors:
            if y + ROW > bottom:
                return
            _player_line(canvas, x, y, color, e, room, data)
            y += ROW
        return
    for word, column in SIDE_COLUMNS:
        canvas.text((left + column, headings), say(word), 10, MUTED, anchor="ra", bold=True)
    for side in SIDES:
        if y + 21 > bottom:
            return
        players = e.sides.get(side, [])
        rebel = side == "rebel"
        if side == e.side and e.turn > 0 and not data.over:  # the Phasing Side
            tall = min(22 + ROW * len(players) + (15 if rebel else 0), bottom - y)
            canvas.rect((x - 6, y - 3, right - 6, y + tall), (238, 236, 226), radius=5)
            name = say("ccw-pic-phasing-side", side=say.side(side))
        else:
            name = say.side(side)
        canvas.rect((x, y + 1, x + 18, y + 15), SIDE_COLOUR[side], radius=3)
        canvas.text((x + 26, y + 8), name, 13, INK, anchor="lm", bold=True, max_width=190)
        numbers = (_units_on_display(data, side), e.lost.get(side, 0))
        for (_, column), n in zip(SIDE_COLUMNS, numbers, strict=True):
            count = str(min(n, 999))
            canvas.text((left + column, y + 8), count, 14, INK, anchor="rm", bold=True)
        y += 21
        for color in players:
            if y + ROW > bottom:
                return
            _player_line(canvas, x + 26, y, color, e, room - 26, data)
            y += ROW
        if rebel and y + 15 <= bottom:
            line = say("ccw-pic-rebel-constituencies", count=_rebel_constituencies(data))
            note(canvas, (x + 26, y + 6), line, room - 26, MUTED, (10, 9, 8))
            y += 15
        y += 7
    if e.neutral and y + 17 + ROW <= bottom:
        y = heading(canvas, x, y + 2, say("ccw-pic-neutral"))
        for color in e.neutral:
            if y + ROW > bottom:
                return
            faded = mix(COLOUR[color], WHITE, 0.55)
            canvas.ellipse((x, y + 2, x + 12, y + 14), faded, outline=COLOUR[color])
            canvas.rect((x - 1, y + 7.5, x + 13, y + 8.5), INK)
            label = say.player(color, data.fixed)
            note(canvas, (x + 20, y + 8), label, room - 20, MUTED, (11, 10, 9))
            y += ROW


def _player_line(
    canvas: DisplayCanvas,
    x: float,
    y: float,
    color: str,
    e: EmergencyData,
    room: float,
    data: CCWBoard,
) -> None:
    say = canvas.say
    canvas.ellipse((x, y + 2, x + 12, y + 14), COLOUR[color])
    label = say.player(color, data.fixed)
    if color == e.attempter:
        label = say("ccw-pic-attempted-it" if e.sides else "ccw-pic-attempts-it", player=label)
    note(canvas, (x + 18, y + 8), label, room - 18, INK, (11, 10, 9))


# The legend's sample units: designation, kind, Side, Combat Strength, Francophone.
SAMPLES = (
    ("1 RCR", "federal", "government", 3, False),
    ("Camerons", "militia", "government", 2, False),
    ("1 R22eR", "federal", "rebel", 3, True),
    ("Voltigeurs", "militia", "rebel", 1, True),
)


def draw_legend(canvas: DisplayCanvas, fixed: Fixed) -> None:
    """What the National Emergency's chips mean: drawn once."""
    say = canvas.say
    left, _, right, _ = PANEL_BOX
    top = EMERGENCY_LEGEND_TOP
    canvas.rect((left + 8, top - 10, right - 8, top - 9), RULE)
    x = left + 12
    room = right - 12 - x
    y = heading(canvas, x, top, say("ccw-pic-units-and-pieces"))
    tier = TIERS[0]
    chip_right = x + 112
    beside = right - 12 - chip_right - 8
    for designation, kind, side, strength, francophone in SAMPLES:
        unit = UnitData(
            id=designation,
            name=designation,
            designation=designation,
            kind=kind,  # type: ignore[arg-type]
            side=side,  # type: ignore[arg-type]
            strength=strength,
            movement=5,
            francophone=francophone,
        )
        unit_chip(canvas, (x, y, chip_right, y + tier.height), unit, tier)
        label = say("ccw-pic-unit-sample", side=side, kind=kind)
        note(canvas, (chip_right + 8, y + 7), label, beside, INK)
        y += tier.height + 5
    note(canvas, (x, y + 6), say("ccw-pic-unit-values"), room, MUTED, (10, 9, 8))
    y += 18
    back = PieceData(
        kind="constituency", color="red", name="Ontario 1", strength=1, side="rebel", back=(1, 3)
    )
    back_chip(canvas, (x, y, chip_right, y + tier.height), back, tier, fixed)
    for line in say.lines("ccw-pic-back-sample")[:3]:
        note(canvas, (chip_right + 8, y + 7), line, beside, INK)
        y += 15
    y += 8
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    note(canvas, (x + 30, y + 7), say("ccw-pic-path-blocked"), room - 30, INK)
    y += 19
    control_point(canvas, x + 5, y + 1, CP)
    note(canvas, (x + 30, y + 7), say("ccw-pic-control-point"), room - 30, INK)
    y += 21
    note(canvas, (x, y + 7), say("ccw-pic-stacking"), room, INK)
    y += 18
    for line in say.lines("ccw-pic-tints", **compass(say))[:2]:
        note(canvas, (x, y + 7), line, room, MUTED, (10, 9, 8))
        y += 14
