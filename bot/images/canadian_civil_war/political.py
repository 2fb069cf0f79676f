"""The political game's bar and panel: on top the Game-Turn, the phasing Player and the phase
and the last roll; on the right each Player's tracks (Issues and Constituencies controlled,
2.1), cards in hand, the deck and its discards, and a legend of the display."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard, Fixed, IssueData, PieceData

from .chips import DisplayCanvas, control_point, fitting, issue_chip, piece_chip
from .look import (
    BAR,
    BAR_HEIGHT,
    BAR_TEXT,
    COLOUR,
    CP,
    GOLD,
    INK,
    MUTED,
    NAME,
    PANEL_BOX,
    PATH_COLOUR,
    RULE,
    SECTION_LIGHT,
    SECTION_NAME,
    TIERS,
    UNUSED,
    UNUSED_EDGE,
    WHITE,
    WIDTH,
    ZONE_EDGE,
    ZONE_FILL,
    mix,
)
from .parts import draw_key, game_over, heading, last_roll

PLAYERS_TOP = PANEL_BOX[1] + 10
LEGEND_TOP = PANEL_BOX[1] + 300
KEY_TOP = LEGEND_TOP + 300  # below the legend's last line
COLUMNS = (("ISSUES", 182), ("CONST.", 240), ("CARDS", 298))  # right edges, from the panel's left


def draw_bar(canvas: DisplayCanvas, data: CCWBoard) -> None:
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), "CANADIAN CIVIL WAR", 19, BAR_TEXT, anchor="lm", bold=True) + 22
    setting_up = data.phase.lower().startswith("setting up") or data.phase.lower() == "setup"
    if not setting_up:
        turn = f"Game-Turn {min(data.turn, 999)}"
        x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    if data.over:
        says = [game_over(data)]
    elif setting_up:
        says = ["Setting up"]
    else:
        # The player's viewpoint goes first where the bar is short of room: the panel names
        # it beside the player.
        viewpoint = data.fixed.viewpoints[data.player]
        turn = f"Player-Turn · {data.phase}"
        says = [f"{NAME[data.player]} ({viewpoint}) {turn}", f"{NAME[data.player]} {turn}"]
    right = last_roll(canvas, data)
    if not data.over and not setting_up:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), COLOUR[data.player], outline=WHITE)
        x += 24
    who, size = fitting(says, (16, 15, 14, 13), right - x) or (says[-1], 13)
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def draw_panel(canvas: DisplayCanvas, data: CCWBoard) -> None:
    left, _, right, _ = PANEL_BOX
    x = left + 12
    y = heading(canvas, x, PLAYERS_TOP, "Players")
    for word, column in COLUMNS:
        canvas.text((left + column, PLAYERS_TOP), word, 10, MUTED, anchor="ra", bold=True)
    for color in data.colors:
        phasing = color == data.player and not data.over
        if phasing:
            canvas.rect((x - 6, y - 2, right - 6, y + 36), (238, 236, 226), radius=5)
        canvas.ellipse((x, y + 3, x + 14, y + 17), COLOUR[color])
        name = NAME[color] + ("  ◀" if phasing else "")
        canvas.text((x + 20, y + 10), name, 14, INK, anchor="lm", bold=True, max_width=140)
        canvas.text(
            (x + 20, y + 26), data.fixed.viewpoints[color], 10, MUTED, anchor="lm", max_width=130
        )
        numbers = (
            data.issues.get(color, 0),
            data.constituencies.get(color, 0),
            data.hands.get(color, 0),
        )
        for (_, column), n in zip(COLUMNS, numbers, strict=True):
            canvas.text(
                (left + column, y + 10), str(n), 15, INK, anchor="rm", bold=True, max_width=52
            )
        y += 42
    y += 4
    deck = f"Political Opportunity deck: {data.deck} to draw · {data.discards} discarded"
    canvas.text((x, y + 8), deck, 11, INK, anchor="lm", max_width=right - 12 - x)
    y += 20
    if not data.blue_area:
        note = "Blue Home Area not used (grey): three Players"
        canvas.text((x, y + 8), note, 11, MUTED, anchor="lm", max_width=right - 12 - x)
    draw_key(canvas, KEY_TOP)


def draw_legend(canvas: DisplayCanvas, fixed: Fixed) -> None:
    """What the tints, the Paths, the Control Points and the chips mean: drawn once."""
    left, _, right, _ = PANEL_BOX
    canvas.rect((left + 8, LEGEND_TOP - 10, right - 8, LEGEND_TOP - 9), RULE)
    x = left + 12
    y = heading(canvas, x, LEGEND_TOP, "Home Areas and Sections")
    for section in fixed.sections:
        sx = x
        for color in fixed.colors:
            fill = mix(COLOUR[color], WHITE, SECTION_LIGHT[section])
            canvas.rect(
                (sx, y, sx + 16, y + 14), fill, outline=mix(COLOUR[color], WHITE, 0.3), radius=2
            )
            sx += 19
        # "Administrative · A1 to A5": how many squares the Section has in a Home Area.
        count = sum(1 for sq in fixed.squares.values() if sq.section == section) // len(
            fixed.colors
        )
        letter = SECTION_NAME[section][0]
        label = f"{SECTION_NAME[section]} · {letter}1 to {letter}{count}"
        canvas.text((sx + 6, y + 7), label, 11, INK, anchor="lm")
        y += 19
    canvas.text(
        (x, y + 7), "Red north, Orange east, Green south, Blue west", 10, MUTED, anchor="lm"
    )
    y += 22
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    canvas.text((x + 30, y + 7), "Path between two squares (1.23)", 11, INK, anchor="lm")
    y += 19
    control_point(canvas, x + 5, y + 1, CP)
    canvas.text((x + 30, y + 7), "Control Point (2.1)", 11, INK, anchor="lm")
    y += 24
    tier = TIERS[0]
    chip_right = x + 110
    piece_chip(
        canvas,
        (x, y, chip_right, y + tier.height),
        PieceData(kind="constituency", color="red", name="Quebec 1", strength=1),
        tier,
        fixed,
    )
    canvas.text((chip_right + 8, y + 7), "piece: name, Strength", 11, INK, anchor="lm")
    y += tier.height + 6
    issue_chip(canvas, (x, y, chip_right, y + tier.height), IssueData(), tier, False, fixed)
    canvas.text((chip_right + 8, y + 7), "Issue face down", 11, INK, anchor="lm")
    y += tier.height + 6
    face_up = IssueData(kind="language", name="Language", name_fr="Langue", controller="green")
    issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), face_up, tier, True, fixed)
    canvas.text((chip_right + 8, y + 6), "Issue face up,", 11, INK, anchor="lm")
    canvas.text((chip_right + 8, y + 19), "edged by its controller", 11, INK, anchor="lm")
    y += tier.issue_height + 6
    uncontrolled = IssueData(kind="tax", name="Tax", name_fr="Impôts")
    issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), uncontrolled, tier, True, fixed)
    canvas.text((chip_right + 8, y + 12), "grey: nobody controls it", 11, INK, anchor="lm")
    y += tier.issue_height + 10
    canvas.rect((x, y, x + 22, y + 14), ZONE_FILL, outline=ZONE_EDGE, width=2, radius=3)
    canvas.text((x + 30, y + 7), "Crisis Zone: one square, many stacks", 11, INK, anchor="lm")
    y += 20
    canvas.rect((x, y, x + 22, y + 14), UNUSED, outline=UNUSED_EDGE, radius=3)
    canvas.text((x + 30, y + 7), "a Home Area not used (12.1)", 11, INK, anchor="lm")
