"""PNG images of a game's public board, for the pinned board message (ARCHITECTURE.md, "The bot").

`render_board` picks the title's own picture when it has one (a module or package here named for
the title's package, whose ``render(data, headline)`` takes the title's board model,
`Title.board_model`) and the generic card otherwise, so every title gets a picture. Pictures see
only the public `Board`, never a hand, and import nothing of their title but its board model.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

from rules import TITLES
from rules.core.protocol import Board

from . import generic

# Modules here that draw no title's board.
_SHARED = {"canvas", "generic", "memo"}


def _renderers() -> dict[str, Callable[[Any, str], bytes]]:
    """Title id -> the ``render`` of the module (or package) named for the title's package
    (``invasion_1812`` draws ``invasion-1812``), so a new title's picture is a new module here
    and no edit."""
    found = {}
    for module in pkgutil.iter_modules(__path__):
        if module.name not in _SHARED:
            renderer = vars(importlib.import_module(f"{__name__}.{module.name}"))["render"]
            found[module.name.replace("_", "-")] = renderer
    return found


RENDERERS = _renderers()


def render_board(title_id: str, board: Board) -> bytes:
    """The board as PNG bytes.

    A title's ``board.data`` is the dump of the board model its rules built, so it reads back
    into that model; data that does not (a board not made by the title) raises pydantic's
    ValidationError: the rules and the picture cannot drift apart unnoticed.
    """
    title = TITLES.get(title_id)
    renderer = RENDERERS.get(title_id)
    if renderer is not None and title is not None and title.board_model is not None:
        return renderer(title.board_model.model_validate(board.data), board.headline)
    return generic.render(title.name if title is not None else title_id, board)
