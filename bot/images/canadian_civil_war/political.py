"""The political game's bar and panel: on top the Game-Turn, the phasing Player and the phase
and the last roll; on the right each Player's tracks (Issues and Constituencies controlled,
2.1), cards in hand, the deck and its discards, and a legend of the display."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard, Fixed, IssueData, PieceData

from ..canvas import Colour
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
    PANEL_BOX,
    PATH_COLOUR,
    RULE,
    SECTION_LETTER,
    SECTION_LIGHT,
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
from .words import Words

PLAYERS_TOP = PANEL_BOX[1] + 10
LEGEND_TOP = PANEL_BOX[1] + 300
KEY_TOP = LEGEND_TOP + 300  # below the legend's last line
# The columns' headings and their right edges, from the panel's left.
COLUMNS = (
    ("ccw-pic-column-issues", 182),
    ("ccw-pic-column-constituencies", 240),
    ("ccw-pic-column-cards", 298),
)
# A longer language's words drawn a little smaller, never cut.
BAR_SIZES = (16, 15, 14, 13, 12, 11)
NOTE_SIZES = (11, 10, 9, 8)


def _setting_up(data: CCWBoard) -> bool:
    """Before the first Game-Turn (3.0): the Game-Turn is 0 (crafted boards may say so by their
    phase's English name)."""
    return (
        data.turn == 0
        or data.phase.lower().startswith("setting up")
        or data.phase.lower() == "setup"
    )


def note(
    canvas: DisplayCanvas,
    xy: tuple[float, float],
    text: str,
    room: float,
    colour: Colour,
    sizes: tuple[int, ...] = NOTE_SIZES,
    *,
    bold: bool = False,
) -> None:
    """A line of the panel at the first of ``sizes`` it fits in ``room`` (a longer language's
    a little smaller), left-aligned at ``xy``'s middle."""
    _, size = fitting([text], sizes, room, bold=bold) or (text, sizes[-1])
    canvas.text(xy, text, size, colour, anchor="lm", bold=bold, max_width=room)


def draw_bar(canvas: DisplayCanvas, data: CCWBoard) -> None:
    say = canvas.say
    canvas.rect((0, 0, WIDTH, BAR_HEIGHT), BAR)
    mid = BAR_HEIGHT / 2
    x = 14
    x += canvas.text((x, mid), say("ccw-pic-title"), 19, BAR_TEXT, anchor="lm", bold=True) + 22
    setting_up = _setting_up(data)
    if not setting_up:
        turn = say("ccw-pic-game-turn", turn=min(data.turn, 999))
        x += canvas.text((x, mid), turn, 17, GOLD, anchor="lm", bold=True) + 18
    if data.over:
        says = [game_over(data, say)]
    elif setting_up:
        says = [say("ccw-pic-setting-up")]
    else:
        # The player's viewpoint goes first where the bar is short of room: the panel names
        # it beside the player.
        color = say.color(data.player)
        view = say.view(data.player, data.fixed)
        says = [
            say("ccw-pic-player-turn", color=color, view=view, phase=data.phase),
            say("ccw-pic-player-turn-short", color=color, phase=data.phase),
        ]
    right = last_roll(canvas, data)
    if not data.over and not setting_up:
        canvas.ellipse((x, mid - 8, x + 16, mid + 8), COLOUR[data.player], outline=WHITE)
        x += 24
    who, size = fitting(says, BAR_SIZES, right - x) or (says[-1], BAR_SIZES[-1])
    canvas.text((x, mid), who, size, BAR_TEXT, anchor="lm", bold=True, max_width=right - x)


def draw_panel(canvas: DisplayCanvas, data: CCWBoard) -> None:
    say = canvas.say
    left, _, right, _ = PANEL_BOX
    x = left + 12
    y = heading(canvas, x, PLAYERS_TOP, say("ccw-pic-players"))
    for word, column in COLUMNS:
        canvas.text((left + column, PLAYERS_TOP), say(word), 10, MUTED, anchor="ra", bold=True)
    for color in data.colors:
        phasing = color == data.player and not data.over
        if phasing:
            canvas.rect((x - 6, y - 2, right - 6, y + 36), (238, 236, 226), radius=5)
        canvas.ellipse((x, y + 3, x + 14, y + 17), COLOUR[color])
        name = say.color(color)
        if phasing:
            name = say("ccw-pic-phasing-player", color=name)
        canvas.text((x + 20, y + 10), name, 14, INK, anchor="lm", bold=True, max_width=140)
        note(canvas, (x + 20, y + 26), say.view(color, data.fixed), 130, MUTED, (10, 9, 8))
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
    deck = say("ccw-pic-deck", deck=data.deck, discards=data.discards)
    note(canvas, (x, y + 8), deck, right - 12 - x, INK)
    y += 20
    if not data.blue_area:
        note(canvas, (x, y + 8), say("ccw-pic-blue-unused"), right - 12 - x, MUTED)
    draw_key(canvas, KEY_TOP)


def compass(say: Words) -> dict[str, str]:
    """The colours' names for "Red north, Orange east, Green south, Blue west"."""
    return {color: say.color(color) for color in ("red", "orange", "green", "blue")}


def draw_legend(canvas: DisplayCanvas, fixed: Fixed) -> None:
    """What the tints, the Paths, the Control Points and the chips mean: drawn once."""
    say = canvas.say
    left, _, right, _ = PANEL_BOX
    canvas.rect((left + 8, LEGEND_TOP - 10, right - 8, LEGEND_TOP - 9), RULE)
    x = left + 12
    y = heading(canvas, x, LEGEND_TOP, say("ccw-pic-home-areas"))
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
        letter = SECTION_LETTER[section]
        label = say("ccw-pic-section", section=say.section(section), letter=letter, count=count)
        note(canvas, (sx + 6, y + 7), label, right - 12 - sx - 6, INK)
        y += 19
    note(
        canvas,
        (x, y + 7),
        say("ccw-pic-compass", **compass(say)),
        right - 12 - x,
        MUTED,
        (10, 9, 8),
    )
    y += 22
    room = right - 12 - x - 30
    canvas.rect((x, y + 2, x + 22, y + 12), PATH_COLOUR)
    note(canvas, (x + 30, y + 7), say("ccw-pic-path"), room, INK)
    y += 19
    control_point(canvas, x + 5, y + 1, CP)
    note(canvas, (x + 30, y + 7), say("ccw-pic-control-point"), room, INK)
    y += 24
    tier = TIERS[0]
    chip_right = x + 110
    beside = right - 12 - chip_right - 8
    piece_chip(
        canvas,
        (x, y, chip_right, y + tier.height),
        PieceData(kind="constituency", color="red", name="Quebec 1", strength=1),
        tier,
        fixed,
    )
    note(canvas, (chip_right + 8, y + 7), say("ccw-pic-piece-sample"), beside, INK)
    y += tier.height + 6
    issue_chip(canvas, (x, y, chip_right, y + tier.height), IssueData(), tier, False, fixed)
    note(canvas, (chip_right + 8, y + 7), say("ccw-pic-issue-face-down"), beside, INK)
    y += tier.height + 6
    face_up = IssueData(kind="language", name="Language", name_fr="Langue", controller="green")
    issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), face_up, tier, True, fixed)
    for n, line in enumerate(say.lines("ccw-pic-issue-face-up")[:2]):
        note(canvas, (chip_right + 8, y + 6 + 13 * n), line, beside, INK)
    y += tier.issue_height + 6
    uncontrolled = IssueData(kind="tax", name="Tax", name_fr="Impôts")
    issue_chip(canvas, (x, y, chip_right, y + tier.issue_height), uncontrolled, tier, True, fixed)
    note(canvas, (chip_right + 8, y + 12), say("ccw-pic-issue-nobody"), beside, INK)
    y += tier.issue_height + 10
    canvas.rect((x, y, x + 22, y + 14), ZONE_FILL, outline=ZONE_EDGE, width=2, radius=3)
    note(canvas, (x + 30, y + 7), say("ccw-pic-zone-sample"), room, INK)
    y += 20
    canvas.rect((x, y, x + 22, y + 14), UNUSED, outline=UNUSED_EDGE, radius=3)
    note(canvas, (x + 30, y + 7), say("ccw-pic-area-unused"), room, INK)
