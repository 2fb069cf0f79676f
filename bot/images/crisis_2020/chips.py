"""What the Crisis 2020 picture draws in the Regions and the panels alike: its canvas (lines,
dashed lines, a cached drawing pasted) and the unit chips, counted by type in the colour of
their side, each type by its short code in the game's language (`code`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot import i18n
from rules.core.messages import SOURCE

from ..canvas import SCALE, Canvas, Colour, text_width
from .look import (
    CHIP,
    CHIP_GAP,
    CHIP_SIZE,
    CHIP_SMALL,
    MAX_COUNT,
    NEUTRAL_CHIP,
    PAPER,
    SIDE_COLOUR,
    WHITE,
    Point,
)


class MapCanvas(Canvas):
    """The shared canvas, plus lines, dashed lines and pasting a cached drawing."""

    def line(self, points: list[Point], fill: Colour, width: float) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.line(scaled, fill=fill, width=max(1, round(width * SCALE)))

    def dashed(self, a: Point, b: Point, fill: Colour, width: float, dash: float = 9) -> None:
        """A line from ``a`` to ``b`` in dashes and gaps of about ``dash`` pixels each."""
        (x0, y0), (x1, y1) = a, b
        steps = max(1, int(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 // dash))

        def at(t: float) -> Point:
            return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

        for k in range(0, steps, 2):
            self.line([at(k / steps), at(min(k + 1, steps) / steps)], fill, width)

    def paste(self, image: Image.Image) -> None:
        """An image of canvas resolution laid over the top left corner."""
        self._image.paste(image, (0, 0))

    def scaled_image(self) -> Image.Image:
        return self._image


def mix(colour: Colour, toward: Colour, t: float) -> Colour:
    r, g, b = (round(c * (1 - t) + p * t) for c, p in zip(colour, toward, strict=True))
    return r, g, b


def by_type(counts: dict[str, int], order: list[str]) -> list[tuple[str, int]]:
    """(type, count) of the types present, in ``order`` (the counter list's)."""
    return [(kind, counts[kind]) for kind in order if counts.get(kind, 0) > 0]


@lru_cache(maxsize=64)
def code(kind: str, language: str = SOURCE) -> str:
    """A unit type's short code on its chips ("2.0 Equipment Used"), in ``language``: the
    legend spells it out (`panels.draw_legend`)."""
    return i18n.text(language, f"c2020-pic-code-{kind}")


def _chip_label(kind: str, n: int, language: str) -> str:
    if n == 1:
        return code(kind, language)
    return f"{code(kind, language)} {n if n <= MAX_COUNT else f'{MAX_COUNT}+'}"


def _chip_width(label: str, size: int) -> float:
    return text_width(label, size, bold=True) + (8 if size == CHIP_SIZE else 5)


Chip = tuple[str, str, float]  # side (or "pool", "more"), label, width


def _rows(
    chips: list[tuple[str, str, int]], width: float, size: int, split: bool, language: str
) -> list[list[Chip]]:
    """Chips (side, type, count) packed into rows of ``width``; ``split``: each side starts
    a row of its own."""
    rows: list[list[Chip]] = []
    used = 0.0
    last_side = None
    for side, kind, n in chips:
        label = _chip_label(kind, n, language)
        w = _chip_width(label, size)
        if not rows or (split and side != last_side) or used + CHIP_GAP + w > width:
            rows.append([])
            used = -CHIP_GAP
        rows[-1].append((side, label, w))
        used += CHIP_GAP + w
        last_side = side
    return rows


def draw_chips(
    canvas: MapCanvas,
    chips: list[tuple[str, str, int]],
    left: float,
    top: float,
    right: float,
    max_rows: int,
    *,
    dim: float = 0.0,
    split: bool = False,
    language: str = SOURCE,
) -> float:
    """Unit chips (side, type, count) in at most ``max_rows`` rows from ``left`` to ``right``:
    with ``split`` each side on its own row if that fits, else one flow; smaller chips if
    needed, and a last "+n" chip for the types that still find no room. Returns the bottom."""
    width = right - left
    size = CHIP_SIZE
    rows = _rows(chips, width, size, split, language)
    if len(rows) > max_rows and split:
        rows = _rows(chips, width, size, False, language)
    if len(rows) > max_rows:
        size = CHIP_SMALL
        rows = _rows(chips, width, size, False, language)
    if len(rows) > max_rows:
        hidden = sum(len(r) for r in rows[max_rows:])
        rows = rows[:max_rows]
        last = rows[-1]
        while last:
            used = sum(w for _, _, w in last) + CHIP_GAP * len(last)
            if used + _chip_width(f"+{hidden}", size) <= width:
                break
            last.pop()
            hidden += 1
        last.append(("more", f"+{hidden}", _chip_width(f"+{hidden}", size)))
    y = top
    for row in rows:
        x = left
        for side, label, w in row:
            colour = SIDE_COLOUR.get(side, NEUTRAL_CHIP)
            chip(canvas, x, y, w, label, mix(colour, PAPER, dim), size)
            x += w + CHIP_GAP
        y += CHIP + CHIP_GAP
    return y


def chip(
    canvas: MapCanvas, x: float, y: float, w: float, label: str, colour: Colour, size: int
) -> None:
    canvas.rect((x, y, x + w, y + CHIP), colour, radius=3)
    canvas.text((x + w / 2, y + CHIP / 2), label, size, WHITE, anchor="mm", bold=True)
