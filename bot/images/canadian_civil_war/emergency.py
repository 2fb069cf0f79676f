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
    NAME,
    PANEL_BOX,
    PATH_COLOUR,
    RULE,
    SIDE_COLOUR,
    SIDE_NAME,
    STAGE_NAME,
    TIERS,
    WHITE,
    WIDTH,
    Box,
    mix,
)
from .parts import draw_key, game_over, heading, last_roll

EMERGENCY_LEGEND_TOP = PANEL_BOX[1] + 372
EMERGENCY_KEY_TOP = EMERGENCY_LEGEND_TOP + 273  # below the legend's last line
TRACK_TOP = PANEL_BOX[1] + 27
TRACK_CELL = 22  # a turn box's height
TRACK_MAX = 12  # the most Game-Turn boxes drawn
SIDES: tuple[Side, ...] = ("government", "rebel")
SIDE_COLUMNS = (("UNITS", 250), ("LOST", 298))  # right edges, from the panel's left
ROW = 17  # a player's line


def turn_text(emergency: EmergencyData) -> str:
    return f"Game-Turn {min(emergency.turn, 99)} of {min(emergency.turns, 99)}"


def draw_bar(canvas: DisplayCanvas, data: CCWBoard, e: EmergencyData) -> None:
    """The bar of a National Emergency: its banner, the Game-Turn of six, the Phasing Side and
    the phase; during the attempt, who attempts it; at the end, who won."""
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), "CANADIAN CIVIL WAR", 19, BAR_TEXT, anchor="lm", bold=True) + 16
    banner = "NATIONAL EMERGENCY"
    w = text_width(banner, 13, bold=True) + 16
    canvas.rect((x, mid - 12, x + w, mid + 12), EMERGENCY, radius=5)
    canvas.text((x + w / 2, mid), banner, 13, WHITE, anchor="mm", bold=True)
    x += w + 16
    if e.turn and not data.over:  # at the end the panel says after which Game-Turn
        x += canvas.text((x, mid), turn_text(e), 17, GOLD, anchor="lm", bold=True) + 18
    right = last_roll(canvas, data)
    if data.over:
        who = game_over(data)
    elif e.stage == "attempt":
        who = f"Attempt under way: {NAME[e.attempter]} ({data.fixed.viewpoints[e.attempter]})"
    elif e.turn:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), SIDE_COLOUR[e.side], outline=WHITE)
        x += 24
        who = f"{SIDE_NAME[e.side]} · {STAGE_NAME[e.stage]}"
    else:
        acting = f"{SIDE_NAME[e.acting]} · " if e.acting else ""
        who = f"Before Game-Turn 1 · {acting}{STAGE_NAME[e.stage]}"
    _, size = fitting([who], (16, 14), right - x) or (who, 14)
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def _units_on_display(data: CCWBoard, side: Side) -> int:
    return sum(1 for s in data.stacks for u in s.units if u.side == side)


def _rebel_constituencies(data: CCWBoard) -> int:
    """The Rebel Constituencies on the display: when none is left the Rebels lose (11.24); if
    any is at the end of the sixth Game-Turn, the Government does (11.23)."""
    return sum(
        1 for s in data.stacks for p in s.pieces if p.kind == "constituency" and p.side == "rebel"
    )


def _emergency_status(data: CCWBoard, e: EmergencyData) -> list[str]:
    """The lines under the turn track: where the National Emergency stands."""
    if data.over:
        after = f" after {turn_text(e)}" if e.turn else ""
        return [f"Game over{after}", game_over(data).removeprefix("Game over: ")]
    if e.stage == "attempt":
        return [
            f"{NAME[e.attempter]} ({data.fixed.viewpoints[e.attempter]}) attempts it",
            "10.1: the others join, oppose or stay neutral, sealed",
        ]
    if not e.turn:
        return [STAGE_NAME[e.stage], f"before Game-Turn 1 of {e.turns} (10.4)"]
    return [f"{turn_text(e)} · {SIDE_NAME[e.side]}", STAGE_NAME[e.stage]]


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
    heading(canvas, x, top + 10, "National Emergency (10.0)")
    _turn_track(canvas, e)
    y = TRACK_TOP + TRACK_CELL + 8
    for n, line in enumerate(_emergency_status(data, e)):
        ink, size = (INK, 12) if n == 0 else (MUTED, 10)
        canvas.text((x, y + 7), line, size, ink, anchor="lm", bold=n == 0, max_width=room)
        y += 16
    y += 8
    canvas.rect((left + 8, y, right - 8, y + 1), RULE)
    y += 10
    headings = y  # where the columns are headed
    y = heading(canvas, x, y, "Sides")
    if not e.sides:
        note = "Sides form once every stance is revealed (10.15)"
        canvas.text((x, y + 6), note, 10, MUTED, anchor="lm", max_width=room)
        y += 20
        for color in data.colors:
            if y + ROW > bottom:
                return
            _player_line(canvas, x, y, color, e, room, data.fixed.viewpoints[color])
            y += ROW
        return
    for word, column in SIDE_COLUMNS:
        canvas.text((left + column, headings), word, 10, MUTED, anchor="ra", bold=True)
    for side in SIDES:
        if y + 21 > bottom:
            return
        players = e.sides.get(side, [])
        rebel = side == "rebel"
        if side == e.side and e.turn > 0 and not data.over:  # the Phasing Side
            tall = min(22 + ROW * len(players) + (15 if rebel else 0), bottom - y)
            canvas.rect((x - 6, y - 3, right - 6, y + tall), (238, 236, 226), radius=5)
            name = SIDE_NAME[side] + " ◀"
        else:
            name = SIDE_NAME[side]
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
            _player_line(canvas, x + 26, y, color, e, room - 26, data.fixed.viewpoints[color])
            y += ROW
        if rebel and y + 15 <= bottom:
            many = _rebel_constituencies(data)
            word = "Constituency" if many == 1 else "Constituencies"
            line = f"{many} Rebel {word} on the display (11.23, 11.24)"
            canvas.text((x + 26, y + 6), line, 10, MUTED, anchor="lm", max_width=room - 26)
            y += 15
        y += 7
    if e.neutral and y + 17 + ROW <= bottom:
        y = heading(canvas, x, y + 2, "Neutral: out of the game (10.14)")
        for color in e.neutral:
            if y + ROW > bottom:
                return
            faded = mix(COLOUR[color], WHITE, 0.55)
            canvas.ellipse((x, y + 2, x + 12, y + 14), faded, outline=COLOUR[color])
            canvas.rect((x - 1, y + 7.5, x + 13, y + 8.5), INK)
            label = f"{NAME[color]} ({data.fixed.viewpoints[color]})"
            canvas.text((x + 20, y + 8), label, 11, MUTED, anchor="lm", max_width=room - 20)
            y += ROW


def _player_line(
    canvas: DisplayCanvas,
    x: float,
    y: float,
    color: str,
    e: EmergencyData,
    room: float,
    viewpoint: str,
) -> None:
    canvas.ellipse((x, y + 2, x + 12, y + 14), COLOUR[color])
    label = f"{NAME[color]} ({viewpoint})"
    if color == e.attempter:
        label += " · attempted it" if e.sides else " · attempts it"
    canvas.text((x + 18, y + 8), label, 11, INK, anchor="lm", max_width=room - 18)


def draw_legend(canvas: DisplayCanvas, fixed: Fixed) -> None:
    """What the National Emergency's chips mean: drawn once."""
    left, _, right, _ = PANEL_BOX
    top = EMERGENCY_LEGEND_TOP
    canvas.rect((left + 8, top - 10, right - 8, top - 9), RULE)
    x = left + 12
    y = heading(canvas, x, top, "Military Units and pieces")
    tier = TIERS[0]
    chip_right = x + 112
    samples = (
        ("1 RCR", "federal", "government", 3, False, "Government Side, Federal unit"),
        ("Camerons", "militia", "government", 2, False, "Government Side, Militia unit"),
        ("1 R22eR", "federal", "rebel", 3, True, "Rebel Side, Federal unit"),
        ("Voltigeurs", "militia", "rebel", 1, True, "Rebel Side, Militia unit"),
    )
    for designation, kind, side, strength, francophone, label in samples:
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
        canvas.text((chip_right + 8, y + 7), label, 11, INK, anchor="lm")
        y += tier.height + 5
    note = "Strength-Movement; F: a Francophone unit (2.2)"
    canvas.text((x, y + 6), note, 10, MUTED, anchor="lm", max_width=right - 12 - x)
    y += 18
    back = PieceData(
        kind="constituency", color="red", name="Ontario 1", strength=1, side="rebel", back=(1, 3)
    )
    back_chip(canvas, (x, y, chip_right, y + tier.height), back, tier, fixed)
    canvas.text((chip_right + 8, y + 7), "Active Piece on its back (10.3):", 11, INK, anchor="lm")
    y += 15
    for line in ("its player's colour, its Side's", "badge; (strength) defends only"):
        canvas.text((chip_right + 8, y + 7), line, 11, INK, anchor="lm")
        y += 15
    y += 8
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    canvas.text((x + 30, y + 7), "Path; enemy squares block (10.5)", 11, INK, anchor="lm")
    y += 19
    control_point(canvas, x + 5, y + 1, CP)
    canvas.text((x + 30, y + 7), "Control Point (2.1)", 11, INK, anchor="lm")
    y += 21
    stacking = "Stacking (10.6): one Military Unit, two pieces"
    canvas.text((x, y + 7), stacking, 11, INK, anchor="lm", max_width=right - 12 - x)
    y += 18
    for line in ("Squares tinted by Home Area:", "Red north, Orange east, Green south, Blue west"):
        canvas.text((x, y + 7), line, 10, MUTED, anchor="lm", max_width=right - 12 - x)
        y += 14
