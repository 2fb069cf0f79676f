"""PNG images of a game's public board, for the pinned board message (DESIGN.md, "Bot").

`render_board` picks the title's own renderer when it has one and the generic card otherwise,
so every title gets a picture. Renderers see only the public `Board`, never a hand.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from pydantic import ValidationError

from rules import TITLES
from rules.core.protocol import Board

from . import generic, invasion_1812, spanish_civil_war

log = logging.getLogger(__name__)

# Title id -> renderer that reads that title's ``Board.data``.
RENDERERS: dict[str, Callable[[Board], bytes]] = {
    "spanish-civil-war": spanish_civil_war.render,
    "invasion-1812": invasion_1812.render,
}


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
    return generic.render(getattr(title, "name", title_id), board)
