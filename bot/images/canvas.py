"""A small drawing surface shared by the board renderers.

Layout code works in image pixels; the canvas draws at twice that size and halves the result,
which gives anti-aliased circles and rounded corners for the price of a few milliseconds
(ImageDraw's shapes are not anti-aliased on their own).

Fonts: the Docker image is slim, so no system font is assumed. Pillow (>= 10.1) bundles one
TrueType face, Aileron Regular, reachable through ``ImageFont.load_default(size=...)``. That
face covers ASCII and a little punctuation but no accented letters, so `printable` folds what it
lacks to the nearest ASCII ("José" -> "Jose") rather than drawing empty boxes. Bold is faked
with a thin stroke of the text's own colour.
"""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

ELLIPSIS = "…"
SCALE = 2

# Stand-ins for common punctuation the bundled face lacks.
_STAND_INS = {"—": "-", "–": "-", "−": "-", "•": "·", "×": "x", "→": "->", "←": "<-"}


@lru_cache(maxsize=32)
def _font(pixel_size: int) -> ImageFont.FreeTypeFont:
    font = ImageFont.load_default(size=pixel_size)
    if not isinstance(font, ImageFont.FreeTypeFont):
        # Without FreeType, Pillow silently falls back to a tiny fixed bitmap font.
        raise RuntimeError("Board images need Pillow built with FreeType (Pillow >= 10.1).")
    return font


@lru_cache(maxsize=1)
def _missing_glyph() -> bytes:
    return bytes(_font(24).getmask("\uffff"))


@lru_cache(maxsize=1024)
def _has_glyph(char: str) -> bool:
    if char.isspace() or char.isascii():
        return True
    return bytes(_font(24).getmask(char)) != _missing_glyph()


@lru_cache(maxsize=1024)
def _fold(char: str) -> str:
    if _has_glyph(char):
        return char
    if char in _STAND_INS:
        return _STAND_INS[char]
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if c.isascii())
    return base or "?"


def printable(text: str) -> str:
    """``text`` on one line, with characters the bundled font lacks replaced by near ASCII."""
    return "".join(_fold(c) for c in " ".join(text.split()))


def text_width(text: str, size: int, *, bold: bool = False) -> float:
    """Width in image pixels of ``text`` (already printable) at ``size``."""
    width = _font(size * SCALE).getlength(text) / SCALE
    return width + (1 if bold else 0)


def fit(text: str, size: int, max_width: float, *, bold: bool = False) -> str:
    """``text`` made printable, cut with an ellipsis so that it is at most ``max_width`` wide."""
    text = printable(text)
    if text_width(text, size, bold=bold) <= max_width:
        return text
    # Binary search for the longest prefix that still fits with the ellipsis.
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(text[:mid].rstrip() + ELLIPSIS, size, bold=bold) <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS


def wrap(text: str, size: int, max_width: float, max_lines: int) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines; the last one ends in an ellipsis if cut.

    Line breaks already in ``text`` are kept (embed field values use them).
    """
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in printable(paragraph).split(" "):
            candidate = f"{line} {word}" if line else word
            if line and text_width(candidate, size) > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
        if len(lines) > max_lines:
            break
    cut = len(lines) > max_lines
    lines = [fit(line, size, max_width) for line in lines[:max_lines]]
    if cut and not lines[-1].endswith(ELLIPSIS):
        lines[-1] = fit(lines[-1] + ELLIPSIS, size, max_width)
    return lines


class Canvas:
    """An RGB image addressed in image pixels, drawn at `SCALE` times that size."""

    def __init__(self, width: int, height: int, background: Colour) -> None:
        self.width = width
        self.height = height
        self._image = Image.new("RGB", (width * SCALE, height * SCALE), background)
        self._draw = ImageDraw.Draw(self._image)

    @staticmethod
    def _scaled(box: Box) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = box
        return (round(x0 * SCALE), round(y0 * SCALE), round(x1 * SCALE) - 1, round(y1 * SCALE) - 1)

    def rect(
        self,
        box: Box,
        fill: Colour | None = None,
        *,
        outline: Colour | None = None,
        width: int = 1,
        radius: float = 0,
    ) -> None:
        self._draw.rounded_rectangle(
            self._scaled(box),
            radius=round(radius * SCALE),
            fill=fill,
            outline=outline,
            width=width * SCALE,
        )

    def ellipse(
        self, box: Box, fill: Colour | None = None, *, outline: Colour | None = None, width: int = 1
    ) -> None:
        self._draw.ellipse(self._scaled(box), fill=fill, outline=outline, width=width * SCALE)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        fill: Colour,
        *,
        anchor: str = "la",
        bold: bool = False,
        max_width: float | None = None,
    ) -> float:
        """Draw one line of text; return its width. ``max_width`` truncates with an ellipsis."""
        text = printable(text) if max_width is None else fit(text, size, max_width, bold=bold)
        self._draw.text(
            (xy[0] * SCALE, xy[1] * SCALE),
            text,
            font=_font(size * SCALE),
            fill=fill,
            anchor=anchor,
            stroke_width=1 if bold else 0,
            stroke_fill=fill,
        )
        return text_width(text, size, bold=bold)

    def png(self) -> bytes:
        """The finished image as PNG bytes. Pillow writes no timestamp, so equal boards give
        equal bytes."""
        out = io.BytesIO()
        # A flat-coloured picture fits a 256-colour palette with no visible loss, at a third of
        # the bytes and faster to compress; FASTOCTREE is deterministic.
        image = self._image.reduce(SCALE).quantize(256, method=Image.Quantize.FASTOCTREE)
        image.save(out, format="PNG")
        return out.getvalue()
