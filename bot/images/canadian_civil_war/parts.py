"""What the political game's bar and panel and the National Emergency's share: the last roll's
pill at the bar's right end, who won, a panel's heading."""

from __future__ import annotations

from rules.canadian_civil_war.board import CCWBoard

from ..canvas import fit, text_width
from .chips import DisplayCanvas
from .look import BAR_HEIGHT, BAR_TEXT, MUTED, NAME, WIDTH


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
