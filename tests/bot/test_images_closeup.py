"""The board's close-up (bot/images/closeup.py): beside the whole board, the places the
latest change touched, cut from the drawing at its own resolution, so that Discord's phone
preview (about 400 px wide) shows every label there at a size a player can read."""

from __future__ import annotations

import random
import sys

import pytest
from PIL import ImageChops, ImageStat

from bot.images import PICTURES, canvas, closeup, picture
from bot.images.canadian_civil_war import look
from bot.images.closeup import FRAME, PREVIEW, SMALLEST_TEXT, Place
from bot.images.memo import Memo
from rules import get_title
from rules.core.protocol import Board
from rules.core.rng import seed_from_text
from tests.bot.png import open_png

MAPS = ("crisis-2020", "invasion-1812", "canadian-civil-war")
# The least size, in CSS px, at which the preview shows a label: the size of the fine print
# Discord itself sets under a message (its timestamps are 12 px), less a quarter.
LEGIBLE = 9


def changes(title_id: str, wanted: int, seed: int = 3) -> list[tuple[Board, Board]]:
    """Pairs of consecutive public boards, along a seeded random playout of every scenario,
    where some place of the map changed."""
    title = get_title(title_id)
    module = PICTURES[title_id]
    found: list[tuple[Board, Board]] = []
    for scenario in title.scenarios:
        state = title.setup(seed_from_text(f"closeup {title_id} {scenario}"), scenario)
        rng = random.Random(seed)
        board = title.view(state, None).board
        for _ in range(400):
            active = [] if state.outcome is not None else title.active(state)
            if not active or len(found) >= wanted * len(title.scenarios):
                break
            role = rng.choice(active)
            state = title.apply(state, role, rng.choice(title.choices(state, role)))
            after = title.view(state, None).board
            if closeup.changed(_places(module, title, board), _places(module, title, after)):
                found.append((board, after))
            board = after
    return found


def _places(module, title, board: Board) -> dict[str, Place]:
    return module.places(title.board_model.model_validate(board.data))


@pytest.mark.parametrize("title_id", MAPS)
def test_close_up_shows_the_places_that_changed_as_the_board_draws_them(title_id):
    title = get_title(title_id)
    module = PICTURES[title_id]
    pairs = changes(title_id, wanted=4)
    assert len(pairs) >= 4
    for before, after in pairs:
        drawn = picture(title_id, after, before)
        places = _places(module, title, after)
        touched = closeup.changed(_places(module, title, before), places)
        assert drawn.focus == tuple(touched)
        assert drawn.closeup is not None
        image = open_png(drawn.closeup)
        assert image.size == (FRAME[0] * canvas.SCALE, FRAME[1] * canvas.SCALE)
        # The frame holds the first place that changed, and the caption names it.
        shown = closeup.frame(places, list(touched), open_png(drawn.board).size)
        x0, y0, x1, y1 = places[touched[0]].box
        if x1 - x0 <= FRAME[0] and y1 - y0 <= FRAME[1]:
            assert shown[0] <= x0 and shown[1] <= y0 and x1 <= shown[2] and y1 <= shown[3]
        assert places[touched[0]].name in drawn.caption.split(", ")
        # The same drawing as the board's, at twice its resolution: halved, it is the board's
        # own pixels in the frame (both reduced to 256 colours, so not to the last bit).
        board = open_png(drawn.board).convert("RGB")
        part = board.crop(tuple(round(v) for v in shown))
        halved = image.convert("RGB").reduce(canvas.SCALE)
        difference = ImageStat.Stat(ImageChops.difference(part, halved)).mean
        assert max(difference) < 6, difference


@pytest.mark.parametrize("title_id", MAPS)
def test_a_change_that_moves_nothing_keeps_the_last_close_up(title_id):
    """A card played or a hand drawn changes no place: the close-up stays on the places the last
    one showed, drawn as they are now; with nothing known to have changed (the first board, or
    the first after a restart) and no place kept, there is none."""
    before, after = changes(title_id, wanted=1)[0]
    moved = picture(title_id, after, before)
    kept = picture(title_id, after, after, moved.focus)
    assert kept.focus == moved.focus and kept.closeup == moved.closeup
    assert picture(title_id, after, None, moved.focus).closeup == moved.closeup
    assert picture(title_id, after).closeup is None
    assert picture(title_id, after, after).closeup is None
    # A kept place the map no longer has (a stack gone from the Crisis Zone) is dropped.
    assert picture(title_id, after, after, ("no-such-place",)).closeup is None


def test_the_spanish_civil_war_board_needs_no_close_up():
    """Its board is a few tracks and boxes, legible whole at phone width (docs/screenshots/):
    its picture offers no places, and the board goes alone."""
    title = get_title("spanish-civil-war")
    state = title.setup(seed_from_text("closeup scw"), next(iter(title.scenarios)))
    before = title.view(state, None).board
    rng = random.Random(1)
    for _ in range(30):
        role = title.active(state)[0]
        state = title.apply(state, role, rng.choice(title.choices(state, role)))
    drawn = picture(title.id, title.view(state, None).board, before)
    assert drawn.closeup is None and drawn.focus == ()
    assert open_png(drawn.board).width > 0


@pytest.mark.parametrize("title_id", MAPS)
def test_every_label_of_a_close_up_is_legible_at_phone_width(title_id, monkeypatch):
    """Every text the map draws is at least `SMALLEST_TEXT`, which the close-up's preview shows
    at `LEGIBLE` px or more. Fails on a picture that draws smaller text than the close-up was
    sized for."""
    sizes: list[int] = []
    text = canvas.Canvas.text

    def recording(self, xy, line, size, *args, **kwargs):
        sizes.append(size)
        return text(self, xy, line, size, *args, **kwargs)

    monkeypatch.setattr(canvas.Canvas, "text", recording)
    # What no game changes (legends, names) is drawn once and kept: drawn again here.
    for module in sys.modules.values():
        if module.__name__.startswith(f"bot.images.{PICTURES[title_id].__name__.split('.')[-1]}"):
            for value in vars(module).values():
                if isinstance(value, Memo):
                    value.cache_clear()
    for before, after in changes(title_id, wanted=6, seed=5):
        picture(title_id, after, before)
    assert sizes and min(sizes) >= SMALLEST_TEXT, sorted(set(sizes))[:3]
    # The least a crowded Crisis Zone shrinks its chips to, not met in these games.
    assert look.LEAST_SIZE >= SMALLEST_TEXT
    assert SMALLEST_TEXT * PREVIEW / FRAME[0] >= LEGIBLE


def test_changed_puts_places_new_to_the_map_first():
    box = (0.0, 0.0, 10.0, 10.0)
    before = {"a": Place("A", box, 1), "b": Place("B", box, 2)}
    after = {"a": Place("A", box, 1), "b": Place("B", box, 3), "zone:x": Place("Zone", box, 4)}
    assert closeup.changed(before, after) == ["zone:x", "b"]
    assert closeup.changed(after, after) == []


def test_frame_holds_as_many_places_as_fit_and_stays_in_the_image():
    far = {
        "a": Place("A", (10.0, 10.0, 60.0, 40.0), 0),
        "b": Place("B", (900.0, 700.0, 950.0, 740.0), 0),
        "c": Place("C", (920.0, 650.0, 990.0, 690.0), 0),
    }
    # b and c fit one frame together, a does not fit with them: the frame holds b and c.
    shown = closeup.frame(far, ["a", "b", "c"], (1000, 760))
    assert shown[2] - shown[0] == FRAME[0] and shown[3] - shown[1] == FRAME[1]
    assert shown[0] <= 900 and shown[2] >= 990 and shown[1] <= 650 and shown[3] >= 740
    assert shown[2] <= 1000 and shown[3] <= 760  # pushed back inside the image's corner
    assert closeup.caption(far, ["a", "b", "c"], shown) == "B, C"
    # A lone place at the image's edge: the frame stays inside the image.
    edge = closeup.frame(far, ["a"], (1000, 760))
    assert edge[:2] == (0, 0)
    assert closeup.caption(far, ["a"], edge) == "A"
