"""A small drawing surface shared by the board renderers.

Layout code works in image pixels; the canvas draws at twice that size and halves the result,
which gives anti-aliased circles and rounded corners for the price of a few milliseconds
(ImageDraw's shapes are not anti-aliased on their own).

Fonts: every image is drawn in DejaVu Sans, regular and bold, shipped in ``fonts/`` beside this
module with its licence (the Docker image is slim, so no system font is assumed; Pillow's own
bundled face has no accented letters). DejaVu Sans covers Latin with every accent ("José
Millán-Astray", "Trois-Rivières"), Greek, Cyrillic, arrows, dashes, bullets and many symbols, so
`printable` changes only what it lacks, chiefly emoji: a near stand-in where there is one
(``⭐`` -> ``★``), the ASCII letters of a decomposable character, else "?" rather than an empty
box. Bold text uses the font's real bold face.
"""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

ELLIPSIS = "…"
SCALE = 2

FONTS = Path(__file__).with_name("fonts")
REGULAR = FONTS / "DejaVuSans.ttf"
BOLD = FONTS / "DejaVuSans-Bold.ttf"

# Near stand-ins for characters DejaVu Sans lacks that the rules put in board text (the 1812
# board marks controlled areas with a star emoji).
_STAND_INS = {"⭐": "★"}
# Characters that draw nothing: dropped if the font lacks them, rather than shown as "?".
_INVISIBLE = {"Cc", "Cf", "Mn", "Me"}


@lru_cache(maxsize=64)
def font(pixel_size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans, or DejaVu Sans Bold, at ``pixel_size`` canvas pixels."""
    return ImageFont.truetype(BOLD if bold else REGULAR, pixel_size)


@lru_cache(maxsize=2)
def _probe(bold: bool) -> tuple[ImageFont.FreeTypeFont, bytes]:
    """A face that maps each character straight to its glyph (no shaping: a lone combining
    mark is not given a dotted circle), and the mask of its missing-glyph box."""
    face = ImageFont.truetype(BOLD if bold else REGULAR, 24, layout_engine=ImageFont.Layout.BASIC)
    return face, bytes(face.getmask("\uffff"))


@lru_cache(maxsize=1024)
def _has_glyph(char: str) -> bool:
    """Whether both faces draw ``char`` with a glyph of their own."""
    if char.isascii():
        return char.isprintable()
    if unicodedata.category(char) == "Cs":  # a lone surrogate: not a character
        return False
    for bold in (False, True):
        face, missing = _probe(bold)
        if bytes(face.getmask(char)) == missing:
            return False
    return True


@lru_cache(maxsize=1024)
def _fold(char: str) -> str:
    if _has_glyph(char):
        return char
    if char in _STAND_INS:
        return _STAND_INS[char]
    if unicodedata.category(char) in _INVISIBLE:
        return ""
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if c.isascii())
    return base or "?"


def printable(text: str) -> str:
    """``text`` on one line, composed ("e" + combining acute -> "é"), with the few characters
    DejaVu Sans lacks replaced (see the module's docstring)."""
    text = unicodedata.normalize("NFC", " ".join(text.split()))
    return "".join(_fold(c) for c in text)


def text_width(text: str, size: int, *, bold: bool = False) -> float:
    """Width in image pixels of ``text`` (already printable) at ``size``."""
    return font(size * SCALE, bold=bold).getlength(text) / SCALE


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


def wrap(
    text: str, size: int, max_width: float, max_lines: int, *, bold: bool = False
) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines; the last one ends in an ellipsis if cut.

    Line breaks already in ``text`` are kept (embed field values use them). ``bold``: the lines
    will be drawn bold, which is wider.
    """
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in printable(paragraph).split(" "):
            candidate = f"{line} {word}" if line else word
            if line and text_width(candidate, size, bold=bold) > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
        if len(lines) > max_lines:
            break
    cut = len(lines) > max_lines
    lines = [fit(line, size, max_width, bold=bold) for line in lines[:max_lines]]
    if cut and not lines[-1].endswith(ELLIPSIS):
        lines[-1] = fit(lines[-1] + ELLIPSIS, size, max_width, bold=bold)
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
        self.drawn(text, xy, size, anchor=anchor, bold=bold)
        self._draw.text(
            (xy[0] * SCALE, xy[1] * SCALE),
            text,
            font=font(size * SCALE, bold=bold),
            fill=fill,
            anchor=anchor,
        )
        return text_width(text, size, bold=bold)

    def drawn(
        self, text: str, xy: tuple[float, float], size: int, *, anchor: str, bold: bool
    ) -> None:
        """Called by `text` with each line as it is drawn (made printable, cut to fit): a hook
        for a canvas that keeps a record of its text; this one keeps none."""

    @staticmethod
    def text_box(
        text: str, xy: tuple[float, float], size: int, *, anchor: str = "la", bold: bool = False
    ) -> Box:
        """The box in image pixels that ``text`` (already printable) covers, drawn at ``xy``."""
        x0, y0, x1, y1 = font(size * SCALE, bold=bold).getbbox(text, anchor=anchor, mode="L")
        ox, oy = xy[0] * SCALE, xy[1] * SCALE
        return ((ox + x0) / SCALE, (oy + y0) / SCALE, (ox + x1) / SCALE, (oy + y1) / SCALE)

    def image(self) -> Image.Image:
        """The finished image, every colour as drawn (`png` reduces them to a palette)."""
        return self._image.reduce(SCALE)

    def png(self, crop: Box | None = None) -> bytes:
        """The finished image as PNG bytes. Pillow writes no timestamp, so equal boards give
        equal bytes.

        With ``crop`` (a box in image pixels), that part alone at the drawing's own resolution,
        `SCALE` times the whole image's: a close-up whose every line is drawn, not enlarged."""
        out = io.BytesIO()
        if crop is None:
            image = self.image()
        else:
            x0, y0, x1, y1 = (round(v * SCALE) for v in crop)
            image = self._image.crop((x0, y0, x1, y1))
        # A flat-coloured picture fits a 256-colour palette with no visible loss, at a third of
        # the bytes and faster to compress; FASTOCTREE is deterministic.
        image = image.quantize(256, method=Image.Quantize.FASTOCTREE)
        image.save(out, format="PNG")
        return out.getvalue()
