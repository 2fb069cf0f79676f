"""What the 1812 picture draws on the map and in the strip alike: its canvas (polygons and
lines), Objective stars and unit squares."""

from __future__ import annotations

import math

from PIL import Image

from ..canvas import SCALE, Canvas, Colour, printable, text_width
from .look import GOLD, GOLD_EDGE, UNIT, UNIT_EDGE, UNIT_FILL, UNIT_INK, UNIT_SIZE, Point


class MapCanvas(Canvas):
    """The shared canvas, plus polygons and lines."""

    def polygon(
        self, points: list[Point], fill: Colour | None, *, outline: Colour | None = None
    ) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.polygon(scaled, fill=fill, outline=outline, width=SCALE if outline else 0)

    def paste(self, image: Image.Image) -> None:
        """An image of canvas resolution laid over the top left corner."""
        self._image.paste(image, (0, 0))

    def scaled_image(self) -> Image.Image:
        """The drawing at canvas resolution (`SCALE` times the image's), for `paste`."""
        return self._image

    def line(self, points: list[Point], fill: Colour, width: float) -> None:
        scaled = [(x * SCALE, y * SCALE) for x, y in points]
        self._draw.line(scaled, fill=fill, width=max(1, round(width * SCALE)))


def star(canvas: MapCanvas, x: float, y: float, r: float) -> None:
    points = []
    for k in range(10):
        angle = -math.pi / 2 + k * math.pi / 5
        radius = r if k % 2 == 0 else r * 0.45
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    canvas.polygon(points, GOLD, outline=GOLD_EDGE)


def unit_width(text: str) -> float:
    return max(UNIT, text_width(printable(text), UNIT_SIZE, bold=True) + 6) if text else UNIT


def unit_square(canvas: MapCanvas, x: float, y: float, faction: str, text: str) -> float:
    """A unit cube of ``faction``'s colour with ``text`` (a count) on it; returns its width."""
    text = printable(text)
    w = unit_width(text)
    canvas.rect((x, y, x + w, y + UNIT), UNIT_FILL[faction], outline=UNIT_EDGE, radius=2)
    if text:
        centre = (x + w / 2, y + UNIT / 2)
        canvas.text(centre, text, UNIT_SIZE, UNIT_INK[faction], anchor="mm", bold=True)
    return w
