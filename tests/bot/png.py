"""Reading the board PNGs the renderers make, for the image tests of every title."""

from __future__ import annotations

import io

from PIL import Image


def open_png(png: bytes) -> Image.Image:
    """The decoded image (decoding all of it: a truncated PNG fails here, not later)."""
    image = Image.open(io.BytesIO(png))
    image.load()
    return image
