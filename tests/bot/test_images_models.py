"""The seam between a title and its picture (issue 25): each title declares its board model in
its own rules package (``rules/<package>/board.py``), its board code builds it, ``Board.data`` is
its dump, and the picture takes that model and imports nothing else of the title. A drift
between the rules and the picture is a failing test (and a refused render), never a warning and
a generic card."""

from __future__ import annotations

import ast
import logging
import random
import typing
from pathlib import Path

import pytest
from pydantic import ValidationError

import bot.images
from bot.images import RENDERERS, render_board
from rules import TITLES
from rules.core.protocol import Board
from rules.core.rng import seed_from_text
from tests.bot.png import open_png

IMAGES = Path(bot.images.__file__).parent
# The rules package of each title: "invasion_1812" for invasion-1812.
PACKAGES = {title_id: type(title).__module__.split(".")[1] for title_id, title in TITLES.items()}


def _module_name(path: Path) -> str:
    parts = path.relative_to(IMAGES.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(source: str, module: str, is_package: bool) -> list[str]:
    """Every module name ``source`` (the text of ``module``) imports from: ``from a.b import c``
    counts as ``a.b.c`` too, since ``c`` may be a module; relative imports made absolute."""
    found = []
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            found.append(base)
            found += [f"{base}.{alias.name}" for alias in node.names]
    return found


def title_imports_beyond_the_board_model(
    source: str, module: str, is_package: bool = False
) -> list[str]:
    """What ``module`` (a picture module under bot/images/) imports from a title's package other
    than its own title's board model module: the picture of ``invasion_1812`` (a module or a
    package of that name) may import ``rules.invasion_1812.board`` and nothing else of any
    title; a module shared by every picture, nothing of any title."""
    inside = module.removeprefix("bot.images").lstrip(".").split(".")[0]
    allowed = f"rules.{inside}.board" if inside in PACKAGES.values() else None
    bad = []
    for name in _imported(source, module, is_package):
        parts = name.split(".")
        if len(parts) < 2 or parts[0] != "rules" or parts[1] not in PACKAGES.values():
            continue
        if len(parts) == 2 and allowed and allowed.startswith(name + "."):
            continue  # "from rules.invasion_1812 import board": the board module itself
        if name == allowed or (allowed is not None and name.startswith(allowed + ".")):
            continue
        bad.append(name)
    return sorted(set(bad))


def picture_modules() -> list[Path]:
    return sorted(IMAGES.rglob("*.py"))


def test_the_import_check_catches_a_picture_reaching_into_its_title() -> None:
    """The check below can fail: a picture importing its title's map, another title's board
    model, or the title package itself is caught; its own board model is not."""
    crisis = "bot.images.crisis_2020.layout"
    assert title_imports_beyond_the_board_model(
        "from rules.crisis_2020.components import MAP", crisis
    ) == ["rules.crisis_2020.components", "rules.crisis_2020.components.MAP"]
    assert title_imports_beyond_the_board_model(
        "from rules.invasion_1812.board import InvasionBoard", crisis
    ) == ["rules.invasion_1812.board", "rules.invasion_1812.board.InvasionBoard"]
    assert title_imports_beyond_the_board_model("import rules.crisis_2020.data", crisis) == [
        "rules.crisis_2020.data"
    ]
    assert title_imports_beyond_the_board_model("from rules.crisis_2020 import TITLE", crisis) == [
        "rules.crisis_2020.TITLE"
    ]
    assert (
        title_imports_beyond_the_board_model(
            "from rules.crisis_2020.board import CrisisBoard\nfrom rules.crisis_2020 import board\n"
            "from rules.core.protocol import Board\nfrom ..canvas import Canvas",
            crisis,
        )
        == []
    )
    # A module every picture shares may import nothing of any title.
    shared = "bot.images.canvas"
    assert title_imports_beyond_the_board_model(
        "from rules.crisis_2020.board import CrisisBoard", shared
    ) == ["rules.crisis_2020.board", "rules.crisis_2020.board.CrisisBoard"]


@pytest.mark.parametrize("path", picture_modules(), ids=lambda p: str(p.relative_to(IMAGES)))
def test_a_picture_imports_nothing_of_its_title_but_its_board_model(path: Path) -> None:
    module = _module_name(path)
    bad = title_imports_beyond_the_board_model(
        path.read_text(), module, is_package=path.name == "__init__.py"
    )
    assert bad == [], f"{module} imports {bad}: only rules.<its title>.board is allowed"


@pytest.mark.parametrize("title_id", sorted(RENDERERS))
def test_every_picture_takes_its_titles_board_model_declared_in_its_rules(title_id: str) -> None:
    """The picture's ``render`` takes the model the title names (`Title.board_model`), which
    lives in the title's own ``board`` module."""
    model = TITLES[title_id].board_model
    assert model is not None, f"{title_id} has a picture but no board model"
    assert model.__module__ == f"rules.{PACKAGES[title_id]}.board"
    assert typing.get_type_hints(RENDERERS[title_id])["data"] is model


@pytest.mark.parametrize("title_id", sorted(TITLES))
def test_every_title_has_a_board_model_and_a_picture(title_id: str) -> None:
    assert TITLES[title_id].board_model is not None
    assert title_id in RENDERERS


STOPS = (0, 40, 300)


def _boards_along_playouts(title_id: str) -> list[tuple[str, Board]]:
    """Public boards along a seeded random game of every scenario of the title."""
    title = TITLES[title_id]
    found = []
    for scenario in title.scenarios:
        state = title.setup(seed_from_text(f"board model {scenario}"), scenario)
        rng = random.Random(scenario)
        for step in range(STOPS[-1] + 1):
            active = [] if state.outcome is not None else title.active(state)
            if step in STOPS or not active:
                found.append((f"{scenario}@{step}", title.view(state, None).board))
            if not active:
                break
            role = rng.choice(active)
            state = title.apply(state, role, rng.choice(title.choices(state, role)))
    return found


@pytest.mark.parametrize("title_id", sorted(TITLES))
def test_every_board_renders_from_a_model_its_rules_built(title_id: str) -> None:
    """Along random games of every scenario, ``Board.data`` is exactly the dump of the title's
    board model (the rules built that model), reads back into it, and the title's picture
    draws it, as `render_board` does."""
    model = TITLES[title_id].board_model
    boards = _boards_along_playouts(title_id)
    for key, board in boards:
        data = model.model_validate(board.data)
        assert data.model_dump() == board.data, key
        open_png(render_board(title_id, board))
    key, board = boards[-1]
    assert render_board(title_id, board) == RENDERERS[title_id](
        model.model_validate(board.data), board.headline
    ), key


def _misfits(title_id: str) -> dict[str, Board]:
    """Boards whose data the title's rules would never build: a value of the wrong type, and a
    real board with a key its model does not declare (the rules gaining a field the picture
    never reads)."""
    title = TITLES[title_id]
    state = title.setup(seed_from_text("misfit"), next(iter(title.scenarios)))
    real = title.view(state, None).board
    return {
        "wrong-type": Board(headline="Turn 1", data={**real.data, "turn": "first"}),
        "undeclared-key": Board(headline=real.headline, data={**real.data, "surplus": 1}),
    }


@pytest.mark.parametrize("title_id", sorted(TITLES))
def test_data_that_does_not_fit_the_model_fails_loudly_not_as_a_generic_card(
    title_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    """What used to be drawn as the generic card with a warning (the rules and the picture
    disagreeing) is now a ValidationError: no board the rules build can reach it."""
    for key, board in _misfits(title_id).items():
        with caplog.at_level(logging.WARNING), pytest.raises(ValidationError):
            render_board(title_id, board)
        assert not caplog.records, key
