"""What the political game's bar and panel and the National Emergency's share: the last roll's
pill at the bar's right end, who won, a panel's heading, the key of the short forms."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard

from ..canvas import fit, text_width
from .chips import DisplayCanvas, fitting
from .look import BAR_HEIGHT, BAR_TEXT, INK, LEAST_SIZE, MUTED, NAME, PANEL_BOX, RULE, WIDTH

KEY_SIZE = 9
KEY_LINE = 13


def game_over(data: CCWBoard) -> str:
    viewpoints = data.fixed.viewpoints
    won = " and ".join(f"{NAME[c]} ({viewpoints[c]})" for c in data.winners)
    verb = "wins" if len(data.winners) == 1 else "win"
    return f"Game over: {won} {verb}" if won else "Game over: nobody wins"


def last_roll(canvas: DisplayCanvas, data: CCWBoard) -> float:
    """The last roll's pill at the bar's right end, if any; returns where the room left of it
    ends."""
    right = WIDTH - 14
    if data.last_roll:
        mid = BAR_HEIGHT / 2
        label = fit(f"Last roll  {data.last_roll}", 14, 240, bold=True)
        w = text_width(label, 14, bold=True) + 20
        pill = (right - w, mid - 12, right, mid + 12)
        canvas.rect(pill, (70, 74, 84), radius=12)
        canvas.text((right - w / 2, mid), label, 14, BAR_TEXT, anchor="mm", bold=True)
        right -= w + 16
    return right


def heading(canvas: DisplayCanvas, x: float, y: float, text: str) -> float:
    canvas.text((x, y), text.upper(), 11, MUTED, bold=True)
    return y + 17


def draw_key(canvas: DisplayCanvas, top: float) -> None:
    """The short forms the chips showed (`DisplayCanvas.short`), each spelled out, from ``top``
    to the panel's foot: in one column, or in two where one is too short for them all."""
    if not canvas.short:
        return
    left, _, right, bottom = PANEL_BOX
    canvas.rect((left + 8, top - 10, right - 8, top - 9), RULE)
    x = left + 12
    y = heading(canvas, x, top, "Short forms on the display")
    entries = sorted(canvas.short.items(), key=lambda entry: entry[0].casefold())
    rows = max(1, int((bottom - 6 - y) // KEY_LINE))
    columns = 1 if len(entries) <= rows else 2
    rows = -(-len(entries) // columns)  # the columns as even as they can be
    line = min(KEY_LINE, (bottom - 6 - y) / rows)  # closer lines where there are many
    width = (right - 12 - x - 8 * (columns - 1)) / columns
    for n, (short, full) in enumerate(entries):
        column, row = divmod(n, rows)
        cx, cy = x + column * (width + 8), y + row * line + line / 2
        size = max(LEAST_SIZE, min(KEY_SIZE, round(line) - 3))
        shown = canvas.text((cx, cy), short, size, INK, anchor="lm", bold=True)
        room = width - shown - 5
        sizes = tuple(range(size, LEAST_SIZE - 1, -1))
        _, size = fitting([full], sizes, room, bold=False) or (full, LEAST_SIZE)
        canvas.text((cx + shown + 5, cy), full, size, MUTED, anchor="lm", max_width=room)
