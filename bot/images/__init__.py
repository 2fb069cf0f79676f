"""PNG images of a game's public board, for the pinned board message (ARCHITECTURE.md, "The bot").

`render_board` picks the title's own picture when it has one (a module or package here named for
the title's package, whose ``render(data, headline)`` takes the title's board model,
`Title.board_model`) and the generic card otherwise, so every title gets a picture. A title's
picture may also offer ``draw(data, headline)``, the drawing before it is encoded (`drawing`
gives it whole, for replay pages), and a map ``places(data)``: then `picture` adds a close-up of
what changed (`closeup`). Pictures see only the public `Board`, never a hand, and import nothing
of their title but its board model.
"""

from __future__ import annotations

import importlib
import inspect
import io
import pkgutil
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from PIL import Image
from pydantic import BaseModel

from rules import TITLES
from rules.core.messages import SOURCE, Msg, render
from rules.core.protocol import Board, Title

from . import closeup, generic

# Modules here that draw no title's board.
_SHARED = {"canvas", "closeup", "generic", "memo", "words"}


def _pictures() -> dict[str, ModuleType]:
    """Title id -> the module (or package) named for the title's package (``invasion_1812``
    draws ``invasion-1812``), so a new title's picture is a new module here and no edit."""
    return {
        module.name.replace("_", "-"): importlib.import_module(f"{__name__}.{module.name}")
        for module in pkgutil.iter_modules(__path__)
        if module.name not in _SHARED
    }


PICTURES = _pictures()
RENDERERS = {title_id: module.render for title_id, module in PICTURES.items()}


def _localized(value: Any, language: str) -> Any:
    """A board model's dump with every message of the rules in it said in ``language``."""
    if isinstance(value, Msg):
        return render(value, language)
    if isinstance(value, dict):
        return {k: _localized(v, language) for k, v in value.items()}
    if isinstance(value, list):
        return [_localized(v, language) for v in value]
    return value


@cache
def _speaks(module: ModuleType, function: str = "draw") -> bool:
    """Whether a title's picture draws words of its own in a language it is given (its
    ``draw`` takes ``language``); the others draw only the board model's text. Likewise its
    ``places``, which name the places a close-up's caption shows."""
    return "language" in inspect.signature(getattr(module, function)).parameters


def speaks(title_id: str) -> bool:
    """Whether ``title_id``'s picture draws its own words in a game's language (`_speaks`)."""
    module = PICTURES.get(title_id)
    return module is not None and hasattr(module, "draw") and _speaks(module)


@dataclass(frozen=True)
class Picture:
    """What the bot attaches to a board: the whole board, and a close-up of the places the
    latest change touched (`closeup`) when the title's picture offers one and some place
    changed, now or before (``focus``: the places it was cut around; ``caption``: their names)."""

    board: bytes
    closeup: bytes | None = None
    focus: tuple[str, ...] = ()
    caption: str = ""


def render_board(title_id: str, board: Board) -> bytes:
    """The board as PNG bytes.

    A title's ``board.data`` is the dump of the board model its rules built, so it reads back
    into that model; data that does not (a board not made by the title) raises pydantic's
    ValidationError: the rules and the picture cannot drift apart unnoticed.
    """
    return picture(title_id, board).board


def drawing(title_id: str, board: Board) -> Image.Image:
    """The board as drawn, every colour as it is (`render_board` reduces them to a palette for
    Discord): what a replay page compares from one board to the next (bot/replay)."""
    title = TITLES.get(title_id)
    module = PICTURES.get(title_id)
    if module is None or title is None or title.board_model is None or not hasattr(module, "draw"):
        return Image.open(io.BytesIO(render_board(title_id, board))).convert("RGB")
    return module.draw(title.board_model.model_validate(board.data), board.headline).image()


def _model(title: Title, data: dict, language: str) -> BaseModel:
    """A board's data as the title's board model, its messages said in ``language``."""
    said = data if language == SOURCE else _localized(data, language)
    return title.board_model.model_validate(said)


def picture(
    title_id: str,
    board: Board,
    before: Board | None = None,
    focus: tuple[str, ...] = (),
    language: str = SOURCE,
) -> Picture:
    """The board, and its close-up around the places that changed since ``before`` (the board
    last shown), or, when none did (a card played, a hand drawn), around ``focus`` (the places
    the last close-up showed), drawn with what they show now. Without a ``before``, as after
    a restart, nothing is known to have changed: no close-up but around ``focus``."""
    title = TITLES.get(title_id)
    module = PICTURES.get(title_id)
    if module is None or title is None or title.board_model is None:
        return Picture(generic.render(title.name if title is not None else title_id, board))
    # The rules' names and sentences in the board model, said in ``language``; a picture that
    # draws words of its own takes the language too (`_speaks`).
    # (A message is its English: an English board is drawn from its data as it is.)
    data = _model(title, board.data, language)
    headline = render(board.headline, language)
    words = {"language": language} if _speaks(module) else {}
    if not hasattr(module, "places") or (before is None and not focus):
        return Picture(module.render(data, headline, **words))
    canvas = module.draw(data, headline, **words)
    named = {"language": language} if _speaks(module, "places") else {}
    places = module.places(data, **named)
    if before is not None:
        # The board before, said in the same language: only what changed differs.
        earlier = module.places(_model(title, before.data, language), **named)
        focus = tuple(closeup.changed(earlier, places)) or focus
    focus = tuple(key for key in focus if key in places)
    if not focus:
        return Picture(canvas.png())
    shown = closeup.frame(places, list(focus), (canvas.width, canvas.height))
    return Picture(
        canvas.png(),
        canvas.png(crop=shown),
        focus,
        closeup.caption(places, list(focus), shown),
    )
