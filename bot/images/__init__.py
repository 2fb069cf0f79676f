"""PNG images of a game's public board, for the pinned board message (ARCHITECTURE.md, "The bot").

`render_board` picks the title's own renderer when it has one (a module here named for the
title's package, with a ``render(board)``) and the generic card otherwise, so every title gets
a picture. Renderers see only the public `Board`, never a hand.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Callable

from pydantic import ValidationError

from rules import TITLES
from rules.core.protocol import Board

from . import generic

log = logging.getLogger(__name__)

# Modules here that draw no title's board.
_SHARED = {"canvas", "generic"}


def _renderers() -> dict[str, Callable[[Board], bytes]]:
    """Title id -> renderer that reads that title's ``Board.data``: the ``render`` of the
    module named for the title's package (``invasion_1812`` draws ``invasion-1812``), so a new
    title's picture is a new module here and no edit."""
    found = {}
    for module in pkgutil.iter_modules(__path__):
        if module.name not in _SHARED and not module.ispkg:
            renderer = vars(importlib.import_module(f"{__name__}.{module.name}"))["render"]
            found[module.name.replace("_", "-")] = renderer
    return found


RENDERERS = _renderers()


def render_board(title_id: str, board: Board) -> bytes:
    """The board as PNG bytes.

    If a title's renderer cannot read ``board.data`` (the rules and the picture disagree), the
    generic card is drawn instead and the mismatch logged: a board without its picture would
    hide the game from its players, and the headline and fields still tell the state.
    """
    renderer = RENDERERS.get(title_id)
    if renderer is not None:
        try:
            return renderer(board)
        except ValidationError as error:
            log.warning(
                "Board data of %s does not fit its image; drawing the generic card: %s",
                title_id,
                error,
            )
    title = TITLES.get(title_id)
    return generic.render(title.name if title is not None else title_id, board)
