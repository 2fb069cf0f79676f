"""The close-up: the part of a map that the latest change touched, drawn large enough to read in
Discord's phone preview (README, "What the board looks like on a phone").

Discord shows an attached image about 400 px wide on a phone. A whole map of 1,200 px is shrunk
to a third there, and its 9 to 13 px labels to 3 or 4 px: a player must open and zoom it to read
a single name. So beside the whole board the bot sends a second image, a `FRAME` of the map
around the places that changed, cut from the drawing itself at its own resolution (the canvas
draws at twice the image's size, `canvas.SCALE`), not enlarged: shown 400 px wide, a label of
the smallest size, `SMALLEST_TEXT`, reads at `SMALLEST_TEXT * PREVIEW / FRAME[0]` px.

A title's picture takes part by offering ``places(data)``: every place of its map, with its name,
its box in image pixels and what the board shows there. What changed between two boards is the
places whose showing differs (`changed`); the frame is placed to hold as many of them as it can
(`frame`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from .canvas import Box

PREVIEW = 400  # the width Discord's phone preview shows an image at, in px
FRAME = (300, 225)  # image px: shown PREVIEW wide, the board's text at 4/3 of its size
# The smallest text a map with places draws, in image px (the Canadian Civil War's chips in a
# crowded Crisis Zone, its look.LEAST_SIZE): 9.3 px in the close-up's preview.
SMALLEST_TEXT = 7
MARGIN = 12  # image px kept around the places in the frame, where they fit


@dataclass(frozen=True)
class Place:
    """One place of a map: its name as the board writes it, its box in image pixels, and what
    the board shows there (equal when nothing there changed)."""

    name: str
    box: Box
    shown: Hashable


def changed(before: Mapping[str, Place], after: Mapping[str, Place]) -> list[str]:
    """The places whose showing differs between two boards: first those new to the map (a
    stack that came into the Canadian Civil War's Crisis Zone), where a piece arrived, then
    the others in the map's order."""
    new = [key for key in after if key not in before]
    return new + [k for k, place in after.items() if k in before and before[k].shown != place.shown]


def frame(places: Mapping[str, Place], focus: list[str], size: tuple[int, int]) -> Box:
    """A `FRAME`-sized box within an image of ``size`` that holds as many of the ``focus``
    places whole as it can (the first of them always), centred on those it holds."""
    boxes = [places[key].box for key in focus]
    best: list[Box] = []
    for anchor in boxes:
        held = [b for b in boxes if _fits(_union([anchor, b]))]
        # Grown in order from the anchor: every place held keeps the union within the frame.
        group = [anchor]
        for b in held:
            if b is not anchor and _fits(_union([*group, b])):
                group.append(b)
        if len(group) > len(best):
            best = group
    x0, y0, x1, y1 = _union(best)
    width, height = FRAME
    # Whole pixels: the close-up's pixels are then the board's, each split in four.
    left = round(_clamp((x0 + x1 - width) / 2, 0, size[0] - width))
    top = round(_clamp((y0 + y1 - height) / 2, 0, size[1] - height))
    return (left, top, left + width, top + height)


def caption(places: Mapping[str, Place], focus: list[str], shown: Box) -> str:
    """The names of the focus places the frame ``shown`` shows (whole or in part), for the
    image's caption."""
    names = [places[key].name for key in focus if _overlaps(places[key].box, shown)]
    return ", ".join(dict.fromkeys(names))  # one name once: the Crisis Zone holds many


def _union(boxes: list[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _fits(box: Box) -> bool:
    return box[2] - box[0] + 2 * MARGIN <= FRAME[0] and box[3] - box[1] + 2 * MARGIN <= FRAME[1]


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(value, high))
