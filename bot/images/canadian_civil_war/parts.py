"""What the political game's bar and panel and the National Emergency's share: the last roll's
pill at the bar's right end, who won, a panel's heading, the key of the short forms."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard

from ..canvas import fit, printable, text_width, wrap
from .chips import DisplayCanvas, fitting
from .look import BAR_HEIGHT, BAR_TEXT, INK, LEAST_SIZE, MUTED, PANEL_BOX, RULE, WIDTH
from .words import Words

KEY_SIZE = 9
KEY_LINE = 13


def game_over(data: CCWBoard, say: Words) -> str:
    """How the game ended, for the bar: "Game over: Red (Federalist) wins"."""
    if not data.winners:
        return say("ccw-pic-game-over-nobody")
    winners = say.players(data.winners, data.fixed)
    return say("ccw-pic-game-over-won", winners=winners, count=len(data.winners))


def winners(data: CCWBoard, say: Words) -> str:
    """Who won, for the panel: "Red (Federalist) wins", or "nobody wins"."""
    if not data.winners:
        return say("ccw-pic-nobody-wins")
    return say(
        "ccw-pic-won", winners=say.players(data.winners, data.fixed), count=len(data.winners)
    )


def last_roll(canvas: DisplayCanvas, data: CCWBoard) -> float:
    """The last roll's pill at the bar's right end, if any; returns where the room left of it
    ends."""
    right = WIDTH - 14
    if data.last_roll:
        mid = BAR_HEIGHT / 2
        label = fit(canvas.say("ccw-pic-last-roll", roll=data.last_roll), 14, 240, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text((right - w / 2, mid), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    return right


def heading(canvas: DisplayCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 17


def _spans(entries: list[tuple[str, str]], width: float, size: int) -> list[int]:
    """How many lines each entry of the key takes in a column ``width`` wide, its short form
    in bold at ``size``: one, or two for a name too long for its line even in the least type
    (a longer language's: "Santé nationale et Bien-être social")."""
    found = []
    for short, full in entries:
        room = width - text_width(printable(short), size, bold=True) - 5
        found.append(1 if text_width(printable(full), LEAST_SIZE) <= room else 2)
    return found


def _rows(spans: list[int], columns: int) -> int:
    """The fewest lines a column needs for entries of ``spans`` lines, in order, ``columns``
    columns side by side, no entry split between two columns."""
    rows = max(max(spans), -(-sum(spans) // columns))  # the columns as even as they can be
    while True:
        column, row = 0, 0
        for span in spans:
            if row + span > rows:
                column, row = column + 1, 0
            row += span
        if column < columns:
            return rows
        rows += 1


def draw_key(canvas: DisplayCanvas, top: float) -> None:
    """The short forms the chips showed (`DisplayCanvas.short`), each spelled out, from ``top``
    to the panel's foot: in one column, or in two where one is too short for them all; a name
    too long for its line on two."""
    if not canvas.short:
        return
    left, _, right, bottom = PANEL_BOX
    canvas.rect((left + 8, top - 10, right - 8, top - 9), RULE)
    x = left + 12
    y = heading(canvas, x, top, canvas.say("ccw-pic-short-forms"))
    entries = sorted(canvas.short.items(), key=lambda entry: entry[0].casefold())
    room_y = bottom - 6 - y
    most = max(1, int(room_y // KEY_LINE))
    for columns in (1, 2):
        width = (right - 12 - x - 8 * (columns - 1)) / columns
        rows = -(-len(entries) // columns)
        size = max(LEAST_SIZE, min(KEY_SIZE, round(min(KEY_LINE, room_y / rows)) - 3))
        spans = _spans(entries, width, size)
        if sum(spans) <= most:
            break
    rows = _rows(spans, columns)
    line = min(KEY_LINE, room_y / rows)  # closer lines where there are many
    size = max(LEAST_SIZE, min(KEY_SIZE, round(line) - 3))
    column, row = 0, 0
    for (short, full), span in zip(entries, spans, strict=True):
        if row + span > rows:
            column, row = column + 1, 0
        cx, cy = x + column * (width + 8), y + row * line + line / 2
        shown = canvas.text((cx, cy), short, size, INK, anchor="lm", bold=True)
        room = width - shown - 5
        if span == 1:
            sizes = tuple(range(size, LEAST_SIZE - 1, -1))
            _, fitted = fitting([full], sizes, room, bold=False) or (full, LEAST_SIZE)
            canvas.text((cx + shown + 5, cy), full, fitted, MUTED, anchor="lm", max_width=room)
        else:
            for n, part in enumerate(wrap(full, LEAST_SIZE, room, span)):
                xy = (cx + shown + 5, cy + n * line)
                canvas.text(xy, part, LEAST_SIZE, MUTED, anchor="lm", max_width=room)
        row += span
