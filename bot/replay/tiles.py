"""The boards of a replay, stored as changes: what keeps a whole game's pictures small enough for
one page: at most 8 MB (bench/replay.py), which Discord takes from a bot.

A game's public board changes in a few places per action (a unit moved, a track stepped, the
bar's phase), so after a first picture each later one is stored as the `CELL`-pixel squares of
the image that differ from the picture before it, packed side by side into one strip (a
`Patch`). The page draws the last whole picture (a key) and the strips after it, in order, onto
a canvas: pixel for pixel the picture the title draws (`bot.images.drawing`), every colour as
drawn and stored losslessly. (Not Discord's PNG, whose palette of 256 colours is chosen anew
for each picture: the same unchanged square then differs by a shade from one picture to the
next, and a third of every picture would count as changed.)

A picture is stored whole (a key) when it is the first of a run of `KEY_EVERY` or when most of
it changed (a picture that grows or shrinks, as the Spanish Civil War's with the last attack's
rows, keeps what the two sizes share and changes the rest), so that showing any picture costs
at most that many strips; the runs are drawn and compared in parallel.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from PIL import Image, ImageChops

from bot.images import drawing
from rules.core import Board

CELL = 32  # px: a change costs at least a square this size
KEY_EVERY = 30  # pictures at most between two keys
KEY_SHARE = 0.5  # a picture more than this share of whose cells changed is stored whole


@dataclass(frozen=True)
class Patch:
    """One picture: whole (``cells`` empty) or the cells that changed (indices in row-major
    order on the image's grid of `CELL` squares), left to right in ``webp``; the picture's
    size, which may differ from the one before."""

    width: int
    height: int
    webp: bytes
    cells: tuple[int, ...] = ()

    def as_json(self) -> dict[str, object]:
        return {
            "w": self.width,
            "h": self.height,
            "src": "data:image/webp;base64," + base64.b64encode(self.webp).decode("ascii"),
            "cells": list(self.cells),
        }


Encoded = tuple[list["Patch"], list[int]]


def encode(title_id: str, boards: Sequence[Board], pool: Executor | None = None) -> Encoded:
    """The pictures of ``boards`` (distinct boards, in the order a page first shows them) as
    patches, each against the one before it, and for each board the index of the patch that
    shows it: a picture the same as the one before (a change the picture does not show) adds
    none. Runs of `KEY_EVERY` boards, each starting with a key, are drawn and compared in
    ``pool`` when given (a drawing takes 30 to 90 ms), else here."""
    runs = [list(boards[k : k + KEY_EVERY]) for k in range(0, len(boards), KEY_EVERY)]
    if pool is not None:
        encoded = list(pool.map(_encode_run, [title_id] * len(runs), runs))
    else:
        encoded = [_encode_run(title_id, run) for run in runs]
    patches: list[Patch] = []
    shows: list[int] = []
    for run_patches, run_shows in encoded:
        shows += [len(patches) + k for k in run_shows]
        patches += run_patches
    return patches, shows


def _encode_run(title_id: str, boards: list[Board]) -> Encoded:
    patches: list[Patch] = []
    shows: list[int] = []
    previous: Image.Image | None = None
    for board in boards:
        image = drawing(title_id, board)
        cells = _changed_cells(previous, image) if previous is not None else None
        if cells == []:  # the same picture (a change of size changes cells)
            shows.append(len(patches) - 1)
            continue
        grid = _columns(image.width) * _rows(image.height)
        if cells is None or len(cells) > KEY_SHARE * grid:
            patches.append(Patch(image.width, image.height, _webp(image)))
        else:
            patches.append(Patch(image.width, image.height, _strip(image, cells), tuple(cells)))
        shows.append(len(patches) - 1)
        previous = image
    return patches, shows


def _columns(width: int) -> int:
    return -(-width // CELL)


def _rows(height: int) -> int:
    return -(-height // CELL)


def _changed_cells(before: Image.Image, after: Image.Image) -> list[int]:
    """The cells of ``after`` that differ from ``before``, or that ``before`` does not cover
    (the page keeps what the two sizes share when the picture grows or shrinks)."""
    columns, rows = _columns(after.width), _rows(after.height)
    width, height = min(before.width, after.width), min(before.height, after.height)
    box = (0, 0, width, height)
    difference = ImageChops.difference(before.crop(box), after.crop(box))
    found = []
    for row in range(rows):
        for column in range(columns):
            x, y = column * CELL, row * CELL
            cell = (x, y, min(x + CELL, after.width), min(y + CELL, after.height))
            if cell[2] > width or cell[3] > height or difference.crop(cell).getbbox() is not None:
                found.append(row * columns + column)
    return found


def _strip(image: Image.Image, cells: list[int]) -> bytes:
    """The ``cells`` of ``image`` side by side."""
    columns = _columns(image.width)
    strip = Image.new(image.mode, (CELL * len(cells), CELL))
    for k, index in enumerate(cells):
        row, column = divmod(index, columns)
        x, y = column * CELL, row * CELL
        box = (x, y, min(x + CELL, image.width), min(y + CELL, image.height))
        strip.paste(image.crop(box), (k * CELL, 0))
    return _webp(strip)


def _webp(image: Image.Image) -> bytes:
    """Lossless WebP: the page shows the colours as drawn, in a third of PNG's bytes."""
    out = io.BytesIO()
    image.save(out, format="WEBP", lossless=True)
    return out.getvalue()
