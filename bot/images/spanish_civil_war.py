"""The Spanish Civil War board image: turn and phase, both sides' tokens, the deck, the last attack.

It draws only the title's board model (rules/spanish_civil_war/board.py), which the rules keep
public: hand sizes are counts, and the last attack lists cards that were revealed face up
(rulebook, Attack Phase).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from pydantic import BaseModel

from bot import i18n
from rules.spanish_civil_war.board import Attack, Role, SCWBoard

from .canvas import ELLIPSIS, Canvas, Colour, printable, text_width, wrap

# Nationalists on the left: they go first (rulebook, Turn Sequence).
ROLES: tuple[Role, ...] = ("nationalists", "republicans")
PHASES = ("recruit", "event", "attack", "logistics")


# --- look ---
WIDTH = 960
MARGIN = 24
GAP = 16
PANEL_WIDTH = (WIDTH - 2 * MARGIN - GAP) // 2

PAPER: Colour = (244, 239, 230)
CARD: Colour = (255, 253, 248)
INK: Colour = (34, 31, 28)
MUTED: Colour = (104, 97, 89)
RULE: Colour = (214, 206, 192)
EMPTY_FILL: Colour = (236, 230, 218)
EMPTY_LINE: Colour = (184, 174, 158)
BAR: Colour = (40, 36, 33)
BAR_TEXT: Colour = (246, 241, 232)
BAR_MUTED: Colour = (190, 180, 162)
GOLD: Colour = (236, 190, 70)
BONUS: Colour = (46, 110, 70)
WHITE: Colour = (255, 255, 255)


class Style(BaseModel):
    primary: Colour
    on_primary: Colour
    flag: tuple[tuple[Colour, int], ...]  # stripes top to bottom, with relative heights


STYLES: dict[Role, Style] = {
    # Dark red and gold, after the red-gold-red Nationalist flag.
    "nationalists": Style(
        primary=(122, 22, 26),
        on_primary=(248, 212, 110),
        flag=(((170, 21, 27), 1), ((241, 191, 0), 2), ((170, 21, 27), 1)),
    ),
    # Purple, after the red-yellow-purple flag of the Republic.
    "republicans": Style(
        primary=(88, 44, 132),
        on_primary=WHITE,
        flag=(((196, 30, 48), 1), ((241, 191, 0), 1), ((108, 44, 145), 1)),
    ),
}

TERRITORY_TRACK = 5  # Each player starts with 5 Territory Tokens (rulebook, Territory Tokens).
MORALE_TRACK = 10  # ... and 10 Morale Tokens (rulebook, Morale Tokens); an event can add more.
MAX_PIPS = 30  # Beyond this the pips would be specks; the number beside the track still counts.
MAX_CARD_ROWS = 8
MAX_BONUS_ROWS = 4

HEADER_HEIGHT = 100
STATUS_HEIGHT = 40
SIDE_HEIGHT = 280
DECK_HEIGHT = 44
ROW = 30
BAND = 44  # height of the dark band over the last attack
FORCE_BOX_MAX = 64
TYPE_WIDTH = 96
NAME_SIZES = (24, 22, 20, 18)
# A card's name in an attack column: 19 px, smaller for the longest names ("Spanish Foreign
# Legion", "Légion étrangère espagnole"): every card's fits at the smallest (tests/bot/
# test_image_labels_uncut.py).
LABEL_SIZES = (19, 17, 15, 13)  # a side's name in its panel's head, the largest that fits
CHIP_SIZE = 16  # the chips' text: two badges leave room for "Nationalists" beside them
# The winner banner: the longest, with both sides' names, fits in bold at 20 px in English,
# at 16 in French.
BANNER_SIZES = (20, 18, 16)


# What the picture says of its own, in the game's language: `i18n.text` with it given.
Say = Callable[..., str]


def render(data: SCWBoard, headline: str, language: str = i18n.SOURCE) -> bytes:
    """PNG bytes of the board; ``headline`` is the board's own (it tells how a game ended).
    The data's names and sentences come in ``language`` (bot.images.picture); the picture's
    own words are said in it too."""
    return draw(data, headline, language).png()


def draw(data: SCWBoard, headline: str, language: str = i18n.SOURCE) -> Canvas:
    """The board drawn, not yet encoded."""
    say = partial(i18n.text, language)
    attack_top = HEADER_HEIGHT + STATUS_HEIGHT + GAP + SIDE_HEIGHT + DECK_HEIGHT
    height = attack_top + _attack_height(data.last_attack) + MARGIN
    canvas = Canvas(WIDTH, height, PAPER)
    _draw_header(canvas, data, say)
    _draw_status(canvas, data, headline, HEADER_HEIGHT, say)
    top = HEADER_HEIGHT + STATUS_HEIGHT + GAP
    for index, role in enumerate(ROLES):
        left = MARGIN + index * (PANEL_WIDTH + GAP)
        _draw_side(canvas, data, role, left, top, say)
    _draw_deck(canvas, data, top + SIDE_HEIGHT, say)
    _draw_attack(canvas, data, attack_top, say)
    return canvas


def _names(data: SCWBoard, roles: list[Role], say: Say) -> str:
    return ", ".join(data.sides[role].name for role in roles) or say("scw-pic-nobody")


# --- title bar: turn, phase, who acts ---
def _draw_header(canvas: Canvas, data: SCWBoard, say: Say) -> None:
    canvas.rect((0, 0, WIDTH, HEADER_HEIGHT), BAR)
    turn_width = canvas.text(
        (WIDTH - MARGIN, 16),
        say("scw-pic-turn", turn=data.turn),
        30,
        BAR_TEXT,
        anchor="ra",
        bold=True,
    )
    canvas.text(
        (MARGIN, 18),
        say("scw-pic-title"),
        26,
        BAR_TEXT,
        bold=True,
        max_width=WIDTH - 2 * MARGIN - turn_width - GAP,
    )
    if data.phase == "over":
        _chip(canvas, MARGIN, 58, say("scw-pic-game-over"), GOLD, INK)
        return
    # The four phases of a turn, the current one lit (rulebook, Turn Sequence).
    x = MARGIN
    for number, phase in enumerate(PHASES, start=1):
        label = f"{number}  {say('scw-pic-phase', phase=phase)}"
        if phase == data.phase:
            x += _chip(canvas, x, 58, label, GOLD, INK) + 8
        else:
            x += _chip(canvas, x, 58, label, None, BAR_MUTED) + 8
    active = data.sides[data.active_player].name
    canvas.text(
        (WIDTH - MARGIN, 62),
        say("scw-pic-active-player", side=active),
        20,
        BAR_TEXT,
        anchor="ra",
        max_width=WIDTH - MARGIN - x - GAP,
    )


def _fitting(text: str, sizes: tuple[int, ...], room: float, *, bold: bool = True) -> int:
    """The largest of ``sizes`` at which ``text`` fits in ``room``, else the smallest: a longer
    language's words drawn a little smaller rather than cut."""
    fits = (n for n in sizes if text_width(printable(text), n, bold=bold) <= room)
    return next(fits, sizes[-1])


def _chip(
    canvas: Canvas, x: float, y: float, label: str, fill: Colour | None, colour: Colour
) -> float:
    """A rounded label 28 px high at (x, y); returns its width."""
    width = text_width(printable(label), CHIP_SIZE, bold=fill is not None) + 24
    canvas.rect((x, y, x + width, y + 28), fill, outline=fill or colour, radius=14)
    canvas.text(
        (x + width / 2, y + 14), label, CHIP_SIZE, colour, anchor="mm", bold=fill is not None
    )
    return width


def _draw_status(canvas: Canvas, data: SCWBoard, headline: str, top: float, say: Say) -> None:
    """One line under the title bar: who the game waits on, or how it ended (the headline)."""
    canvas.rect((0, top, WIDTH, top + STATUS_HEIGHT), (250, 236, 196))
    canvas.rect((0, top + STATUS_HEIGHT - 2, WIDTH, top + STATUS_HEIGHT), RULE)
    waiting = say("scw-pic-waiting", names=_names(data, data.waiting, say))
    text = (headline or say("scw-pic-game-over-line")) if data.phase == "over" else waiting
    canvas.text(
        (MARGIN, top + STATUS_HEIGHT / 2 - 1),
        text,
        20,
        INK,
        anchor="lm",
        bold=True,
        max_width=WIDTH - 2 * MARGIN,
    )


# --- one side: tokens and hand ---
def _draw_side(
    canvas: Canvas, data: SCWBoard, role: Role, left: float, top: float, say: Say
) -> None:
    side, style = data.sides[role], STYLES[role]
    right = left + PANEL_WIDTH
    canvas.rect((left, top, right, top + SIDE_HEIGHT - GAP), CARD, outline=RULE, radius=10)
    canvas.rect((left, top, right, top + 52), style.primary, radius=10)
    canvas.rect((left, top + 40, right, top + 52), style.primary)  # square off the bottom
    _draw_flag(canvas, style, left + 16, top + 14)

    badges: list[tuple[str, Colour, Colour]] = []
    if data.phase != "over" and role == data.active_player:
        badges.append((say("scw-pic-active"), GOLD, INK))
    if data.phase != "over" and role in data.waiting:
        badges.append((say("scw-pic-to-act"), WHITE, INK))
    x = right - 14
    for label, fill, colour in badges:
        x -= text_width(printable(label), CHIP_SIZE, bold=True) + 24
        _chip(canvas, x, top + 12, label, fill, colour)
        x -= 8
    # The side's name beside its badges, a little smaller where a language's words are longer
    # ("Nationalistes" beside "À JOUER" and "ACTIF"), rather than cut.
    room = x - left - 62 - 8
    size = _fitting(side.name, NAME_SIZES, room)
    canvas.text(
        (left + 62, top + 26),
        side.name,
        size,
        style.on_primary,
        anchor="lm",
        bold=True,
        max_width=room,
    )

    inner_left, inner_right = left + 20, right - 20
    y = top + 66
    _draw_track(
        canvas,
        say("scw-pic-territory"),
        side.territory,
        TERRITORY_TRACK,
        style,
        inner_left,
        inner_right,
        y,
        square=True,
    )
    _draw_track(
        canvas,
        say("scw-pic-morale"),
        side.morale,
        MORALE_TRACK,
        style,
        inner_left,
        inner_right,
        y + 72,
        square=False,
    )

    # Hand size only: the cards themselves are private (ARCHITECTURE.md, "The rules protocol").
    canvas.rect((inner_left, y + 146, inner_right, y + 147), RULE)
    y += 160
    canvas.rect((inner_left, y, inner_left + 18, y + 24), WHITE, outline=MUTED, radius=3)
    canvas.rect((inner_left + 5, y - 3, inner_left + 23, y + 21), WHITE, outline=MUTED, radius=3)
    count = say("scw-pic-cards", count=side.hand)
    canvas.text((inner_left + 36, y + 11), say("scw-pic-hand"), 18, MUTED, anchor="lm")
    canvas.text((inner_right, y + 11), count, 22, INK, anchor="rm", bold=True)


def _draw_flag(canvas: Canvas, style: Style, x: float, y: float) -> None:
    width, height = 34, 24
    total = sum(weight for _, weight in style.flag)
    stripe_top = y
    for colour, weight in style.flag:
        stripe_height = height * weight / total
        canvas.rect((x, stripe_top, x + width, stripe_top + stripe_height), colour)
        stripe_top += stripe_height
    canvas.rect((x, y, x + width, y + height), None, outline=(20, 18, 16))


def track_pips(value: int, track: int) -> tuple[int, int]:
    """How many pips a track shows and how many of them are filled.

    The track runs to max(track, value): an event can push Morale past its starting 10.
    """
    pips = min(max(track, value), MAX_PIPS)
    return pips, max(0, min(value, pips))


def _draw_track(
    canvas: Canvas,
    label: str,
    value: int,
    track: int,
    style: Style,
    left: float,
    right: float,
    top: float,
    *,
    square: bool,
) -> None:
    """A label, the number, and a row of pips: filled up to ``value``, empty up to the end."""
    canvas.text((left, top + 12), label.upper(), 16, MUTED, anchor="lm", bold=True)
    canvas.text((right, top + 12), str(value), 26, INK, anchor="rm", bold=True)
    pips, filled = track_pips(value, track)
    pitch = min(40.0, (right - left) / pips)
    size = pitch * 0.8
    y = top + 30
    for index in range(pips):
        x = left + index * pitch
        box = (x, y, x + size, y + size) if square else (x, y + 1, x + size, y + size + 1)
        fill, outline = (style.primary, INK) if index < filled else (EMPTY_FILL, EMPTY_LINE)
        if square:
            canvas.rect(box, fill, outline=outline, radius=size / 6)
        else:
            canvas.ellipse(box, fill, outline=outline)


# --- the shared deck ---
def _draw_deck(canvas: Canvas, data: SCWBoard, top: float, say: Say) -> None:
    y = top + 2
    x = MARGIN
    piles = (("scw-pic-draw-pile", data.draw_pile), ("scw-pic-discard-pile", data.discard_pile))
    for pile, count in piles:
        for offset in (6, 3, 0):
            canvas.rect(
                (x + offset, y + 6 - offset, x + offset + 18, y + 30 - offset),
                WHITE,
                outline=MUTED,
                radius=3,
            )
        x += 36
        x += canvas.text((x, y + 18), say(pile), 18, MUTED, anchor="lm") + 10
        cards = say("scw-pic-cards", count=count)
        x += canvas.text((x, y + 18), cards, 20, INK, anchor="lm", bold=True) + 40


# --- the last attack (rulebook, Attack Phase) ---
def _shown(items: list, limit: int) -> tuple[list, list]:
    """Split ``items`` into what fits in ``limit`` rows (one kept for a summary) and the rest."""
    if len(items) <= limit:
        return items, []
    return items[: limit - 1], items[limit - 1 :]


def _column_rows(attack: Attack, role: Role) -> int:
    cards, more = _shown(attack.cards.get(role, []), MAX_CARD_ROWS)
    bonuses, more_bonuses = _shown(attack.bonuses.get(role, []), MAX_BONUS_ROWS)
    return max(1, len(cards) + bool(more)) + len(bonuses) + bool(more_bonuses)


# The rules' account of an attack: two lines of 18 px, or where it is longer, smaller type on
# more lines, rather than cut (ARCHITECTURE.md, step 10 of adding a title: no label is cut).
NOTE_SIZES = ((18, 2), (16, 3), (14, 4))


def _notes(attack: Attack) -> tuple[list[str], int]:
    """The rules' own account of the attack, its lines and their size: the largest size of
    `NOTE_SIZES` that holds all of it (the smallest, cut, should none)."""
    if not attack.text.strip():
        return [], NOTE_SIZES[0][0]
    for size, most in NOTE_SIZES:
        lines = wrap(attack.text, size, WIDTH - 2 * MARGIN - 40, most)
        if not lines[-1].endswith(ELLIPSIS):
            break
    return lines, size


def _attack_height(attack: Attack | None) -> int:
    if attack is None:
        return BAND + 64
    rows = max(_column_rows(attack, role) for role in ROLES)
    # band, column heads, card rows, totals, winner banner, notes, bottom padding
    lines, size = _notes(attack)
    return BAND + 46 + rows * ROW + 54 + 52 + len(lines) * (size + 6) + 16


def _draw_attack(canvas: Canvas, data: SCWBoard, top: float, say: Say) -> None:
    attack = data.last_attack
    bottom = top + _attack_height(attack)
    canvas.rect((MARGIN, top, WIDTH - MARGIN, bottom), CARD, outline=RULE, radius=10)
    canvas.rect((MARGIN, top, WIDTH - MARGIN, top + BAND), BAR, radius=10)
    canvas.rect((MARGIN, top + BAND - 14, WIDTH - MARGIN, top + BAND), BAR)  # square corners
    title_width = canvas.text(
        (MARGIN + 20, top + BAND / 2),
        say("scw-pic-last-attack"),
        20,
        BAR_TEXT,
        anchor="lm",
        bold=True,
    )
    if attack is None:
        canvas.text(
            (MARGIN + 20, top + BAND + 32), say("scw-pic-no-attack"), 22, MUTED, anchor="lm"
        )
        return
    attacker, defender = data.sides[attack.attacker].name, data.sides[attack.defender].name
    canvas.text(
        (MARGIN + 20 + title_width + 14, top + BAND / 2),
        say("scw-pic-attacked", attacker=attacker, defender=defender),
        20,
        BAR_MUTED,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN - title_width - 54,
    )

    rows_bottom = top + BAND + 46 + max(_column_rows(attack, role) for role in ROLES) * ROW
    for index, role in enumerate(ROLES):
        left = MARGIN + 20 + index * (PANEL_WIDTH + GAP)
        _draw_attack_column(
            canvas,
            data,
            attack,
            role,
            (left, left + PANEL_WIDTH - 40),
            top + BAND,
            rows_bottom,
            say,
        )

    y = rows_bottom + 54 + 8
    if attack.winner is None:
        banner, fill, colour = say("scw-pic-tie"), EMPTY_FILL, INK
    else:
        style = STYLES[attack.winner]
        winner = data.sides[attack.winner].name
        if attack.territory_taken:
            banner = say("scw-pic-won-territory", side=winner, defender=defender)
        else:
            banner = say("scw-pic-won", side=winner)
        fill, colour = style.primary, style.on_primary
    canvas.rect((MARGIN + 20, y, WIDTH - MARGIN - 20, y + 40), fill, radius=8)
    room = WIDTH - 2 * MARGIN - 64
    canvas.text(
        (WIDTH / 2, y + 20),
        banner,
        _fitting(banner, BANNER_SIZES, room),
        colour,
        anchor="mm",
        bold=True,
        max_width=room,
    )
    y += 52
    lines, size = _notes(attack)
    for line in lines:
        canvas.text((MARGIN + 20, y + 12), line, size, MUTED, anchor="lm")
        y += size + 6


def _draw_attack_column(
    canvas: Canvas,
    data: SCWBoard,
    attack: Attack,
    role: Role,
    across: tuple[float, float],
    top: float,
    rows_bottom: float,
    say: Say,
) -> None:
    left, right = across
    style = STYLES[role]
    part = say("scw-pic-attacker" if role == attack.attacker else "scw-pic-defender")
    y = top + 24
    name_width = canvas.text(
        (left, y),
        data.sides[role].name,
        20,
        style.primary,
        anchor="lm",
        bold=True,
        max_width=right - left - 110,
    )
    canvas.text((left + name_width + 8, y), part, 18, MUTED, anchor="lm")
    y = top + 46

    cards, more = _shown(attack.cards.get(role, []), MAX_CARD_ROWS)
    if not cards and not more:
        canvas.text((left, y + ROW / 2), say("scw-pic-no-cards"), 19, MUTED, anchor="lm")
        y += ROW
    for card in cards:
        force, on_force = style.primary, style.on_primary
        _row(canvas, left, right, y, card.name, INK, str(card.force), force, on_force, card.type)
        y += ROW
    if more:
        force = str(sum(card.force for card in more))
        label = say("scw-pic-more-cards", count=len(more))
        _row(canvas, left, right, y, label, MUTED, force, style.primary, style.on_primary)
        y += ROW

    bonuses, more_bonuses = _shown(attack.bonuses.get(role, []), MAX_BONUS_ROWS)
    for bonus in bonuses:
        label = say("scw-pic-bonus", type=bonus.type).capitalize()
        _row(canvas, left, right, y, label, BONUS, f"+{bonus.value}", None, BONUS)
        y += ROW
    if more_bonuses:
        value = sum(bonus.value for bonus in more_bonuses)
        label = say("scw-pic-more-bonuses", count=len(more_bonuses))
        _row(canvas, left, right, y, label, BONUS, f"+{value}", None, BONUS)

    y = rows_bottom + 8
    canvas.rect((left, y, right, y + 2), RULE)
    canvas.text((left, y + 24), say("scw-pic-total"), 22, INK, anchor="lm", bold=True)
    total = attack.totals.get(role, 0)
    canvas.text((right, y + 24), str(total), 28, INK, anchor="rm", bold=True)


def label_room() -> float:
    """The width an attack row leaves a card's name: its column less the force box (38 px for
    a force of one digit), the gaps and the card's type (`_row`)."""
    return PANEL_WIDTH - 40 - 38 - 8 - TYPE_WIDTH - 4


def _row(
    canvas: Canvas,
    left: float,
    right: float,
    top: float,
    label: str,
    colour: Colour,
    number: str,
    box_fill: Colour | None,
    box_colour: Colour,
    note: str = "",
) -> None:
    """One line of an attack column: a label, an optional grey note, a number in a box."""
    box_left = _force_box(canvas, right, top, number, box_fill, box_colour)
    label_right = box_left - 8
    if note:
        canvas.text(
            (box_left - 6, top + ROW / 2),
            note.capitalize(),
            16,
            MUTED,
            anchor="rm",
            max_width=TYPE_WIDTH,
        )
        label_right -= TYPE_WIDTH + 4
    room = label_right - left
    size = _fitting(label, LABEL_SIZES, room, bold=False)
    canvas.text((left, top + ROW / 2), label, size, colour, anchor="lm", max_width=room)


def _force_box(
    canvas: Canvas, right: float, top: float, text: str, fill: Colour | None, colour: Colour
) -> float:
    """A number in a box ending at ``right`` on the row at ``top``; returns the box's left edge."""
    width = min(FORCE_BOX_MAX, max(38, text_width(printable(text), 18, bold=True) + 12))
    left = right - width
    canvas.rect((left, top + 3, right, top + ROW - 3), fill, outline=fill or colour, radius=5)
    canvas.text(
        ((left + right) / 2, top + ROW / 2),
        text,
        18,
        colour,
        anchor="mm",
        bold=True,
        max_width=width - 6,
    )
    return left
