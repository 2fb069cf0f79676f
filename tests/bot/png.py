"""Reading the board PNGs the renderers make, and the checks and boards the image tests of
every title share."""

from __future__ import annotations

import copy
import io
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from pydantic import ValidationError

from bot.images import RENDERERS, generic, render_board
from bot.images import words as picture_words
from rules import TITLES
from rules.core import messages
from rules.core.data import load_toml
from rules.core.protocol import Board
from rules.core.rng import seed_from_text


def open_png(png: bytes) -> Image.Image:
    """The decoded image (decoding all of it: a truncated PNG fails here, not later)."""
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


# The most bytes a board PNG may weigh: it goes to Discord with every edit of the board.
MAX_BYTES = 300_000
Box = tuple[float, float, float, float]


def playout_boards(
    title, scenario: str, stops: tuple[int, ...], *, prefix: str, seed: int
) -> dict[int, Board]:
    """Public boards along a random playout of ``scenario``: setup, then random legal choices
    of whoever must act, through `title.apply`, as the bot's players would make them. The board
    is drawn at each of ``stops`` and where the playout ends (at the last stop at the latest);
    the game's seed is "``prefix`` ``scenario`` ``seed``", the choices' ``seed``."""
    state = title.setup(seed_from_text(f"{prefix} {scenario} {seed}"), scenario)
    rng = random.Random(seed)
    boards: dict[int, Board] = {}
    step = 0
    while True:
        active = [] if state.outcome is not None else title.active(state)
        if step in stops or not active or step >= stops[-1]:
            boards[step] = title.view(state, None).board
        if not active or step >= stops[-1]:
            return boards
        state = title.apply(state, active[0], rng.choice(title.choices(state, active[0])))
        step += 1


def every_scenario_boards(
    title, stops: tuple[int, ...], *, prefix: str, seed: int
) -> dict[str, Board]:
    """`playout_boards` of every scenario of ``title``: "scenario@step" -> board."""
    found = {}
    for scenario in title.scenarios:
        for step, board in playout_boards(title, scenario, stops, prefix=prefix, seed=seed).items():
            found[f"{scenario}@{step}"] = board
    return found


def scenario_boards(boards: dict[str, Board], scenario: str) -> dict[int, Board]:
    """Step -> board of the "scenario@step" entries of ``boards`` for ``scenario``."""
    return {
        int(key.split("@")[1]): board
        for key, board in boards.items()
        if key.split("@")[0] == scenario
    }


def changed(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """``data`` with the value at ``path`` (keys and indexes) set to ``value``."""
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def assert_board_png(png: bytes, size: tuple[int, int], key: Any = None) -> Image.Image:
    """A PNG of ``size`` within `MAX_BYTES`, in many colours (a map, not a blank card)."""
    image = open_png(png)
    assert image.format == "PNG", key
    assert image.size == size, key
    assert len(png) <= MAX_BYTES, key
    assert len(image.convert("RGB").getcolors(1 << 16) or []) > 50, key
    return image


def model_of(title_id: str, board: Board) -> Any:
    """``board``'s data read into its title's board model, as `render_board` reads it."""
    return TITLES[title_id].board_model.model_validate(board.data)


def assert_drawn_by(title_id: str, renderer, board: Board, name: str) -> bytes:
    """``render_board`` draws ``board`` with the title's ``renderer`` module, from the title's
    board model, not the generic card (headed ``name``)."""
    assert RENDERERS[title_id] is renderer.render
    png = render_board(title_id, board)
    assert png == renderer.render(model_of(title_id, board), board.headline)
    assert png != generic.render(name, board)
    return png


def assert_deterministic(title_id: str, board: Board) -> None:
    """Equal boards (a deep copy) draw equal bytes."""
    again = Board(headline=board.headline, data=copy.deepcopy(board.data))
    assert render_board(title_id, board) == render_board(title_id, again)


def assert_refused(title_id: str, board: Board) -> None:
    """Data that does not fit the title's board model (no board its rules build) is refused
    with pydantic's ValidationError: the picture is never silently swapped for the generic
    card."""
    with pytest.raises(ValidationError):
        TITLES[title_id].board_model.model_validate(board.data)
    with pytest.raises(ValidationError):
        render_board(title_id, board)


def apart(a: Box, b: Box) -> bool:
    """The two boxes do not overlap (they may touch)."""
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def close(a: tuple[int, ...], b: tuple[int, ...], by: int = 10) -> bool:
    """Two colours within ``by`` of each other in every channel."""
    return all(abs(p - q) <= by for p, q in zip(a, b, strict=True))


def cache_clearer(module, names: tuple[str, ...]) -> Callable[[], None]:
    """A function that empties the lru caches ``names`` of ``module``."""

    def clear() -> None:
        for name in names:
            getattr(module, name).cache_clear()

    return clear


def each(argname: str, by_id: dict[str, Any]):
    """`pytest.mark.parametrize` of ``argname`` over ``by_id``'s values, each named by its key."""
    return pytest.mark.parametrize(argname, list(by_id.values()), ids=list(by_id))


def assert_changes_board(title_id: str, base: Board, board: Board) -> None:
    """``board`` (a public value changed from ``base``) draws another image than ``base``."""
    assert render_board(title_id, board) != render_board(title_id, base)


def corrected(package: str, name: str, load: Callable[[dict[str, Any]], Any], change) -> Any:
    """``load`` of the title's data file ``name`` (of ``package``) as ``change`` (of its parsed
    TOML, in place) leaves it, as a server owner would correct it (GAME_DATA_DIR)."""
    data = copy.deepcopy(load_toml(package, name))
    change(data)
    return load(data)


def rules_names(tmp_path: Path, monkeypatch: Any, clear_picture: Callable[[], None]):
    """For a fixture: the rules' catalogs replaced, for one test, by catalogs naming some of a
    map's places: yields ``use(en, fr)``, each a dict of message id -> text; ``clear_picture``
    empties the picture's own caches of names, after the change and after the test."""

    def clear() -> None:
        messages.catalog.cache_clear()
        messages._english.cache_clear()
        picture_words._data_name.cache_clear()
        clear_picture()

    def use(en: dict[str, str], fr: dict[str, str]) -> None:
        for language, names in (("en", en), ("fr", fr)):
            folder = tmp_path / "title" / "catalogs" / language
            folder.mkdir(parents=True)
            text = "".join(f"{key} = {value}\n" for key, value in names.items())
            (folder / "names.ftl").write_text(text, encoding="utf-8")
        monkeypatch.setattr(messages, "_RULES", tmp_path)
        clear()

    yield use
    monkeypatch.undo()
    clear()
