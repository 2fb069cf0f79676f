"""The Crisis 2020 board image: a readable map, faithful to the board data (the Regions tinted by
whose Infrastructure they hold, their units by type, the Transportation Lines dashed, the
Neutralized Boxes and the Recruitment Pool), drawn from real game states of every scenario."""

from __future__ import annotations

import copy
import logging
import random
from collections import Counter
from itertools import combinations
from typing import Any

import pytest
from PIL import Image
from pydantic import ValidationError

from bot.images import RENDERERS, crisis_2020, generic, render_board
from bot.images.canvas import ELLIPSIS, text_width
from rules.core.data import load_toml
from rules.core.protocol import Board
from rules.core.rng import seed_from_text
from rules.crisis_2020 import TITLE
from rules.crisis_2020.components import MAP
from rules.crisis_2020.data import PACKAGE, TYPES, load_map
from tests.bot.png import open_png

TITLE_ID = "crisis-2020"
MAX_BYTES = 300_000
# Where the random playouts stop to draw the board: the start, early, later, and the end (a
# playout shorter than a stop ends there).
STOPS = (0, 40, 250, 10_000)


def playout_boards(scenario: str, seed: int = 1) -> dict[int, Board]:
    """Public boards along a random playout of ``scenario``: setup, then random legal choices
    of whoever must act, through `TITLE.apply`, as the bot's players would make them."""
    state = TITLE.setup(seed_from_text(f"crisis image {scenario} {seed}"), scenario)
    rng = random.Random(seed)
    boards: dict[int, Board] = {}
    step = 0
    while True:
        view = TITLE.view(state, None)
        if step in STOPS:
            boards[step] = view.board
        if view.outcome is not None or not view.active or step >= STOPS[-1]:
            boards[step] = view.board
            return boards
        role = view.active[0]
        state = TITLE.apply(state, role, rng.choice(TITLE.view(state, role).choices))
        step += 1


@pytest.fixture(scope="module")
def real_boards() -> dict[str, Board]:
    """Every scenario at its start and after many moves: "scenario@step" -> board."""
    found = {}
    for scenario in TITLE.scenarios:
        for step, board in playout_boards(scenario).items():
            found[f"{scenario}@{step}"] = board
    return found


def crafted_data(**changes: Any) -> dict[str, Any]:
    """A crowded board: many unit types of both sides in every Region, every kind of control,
    some Regions out of play, full Neutralized Boxes and Pool, large counts."""
    types = list(TYPES)
    regions = {}
    for n, region in enumerate(MAP.places):
        regions[region] = {
            "control": ("rebel", "government", None)[n % 3],
            "units": {
                "rebel": {t: (n + k) % 4 + 1 for k, t in enumerate(types) if (n + k) % 3 == 0},
                "government": {t: (n * k) % 5 + 1 for k, t in enumerate(types) if (n + k) % 2},
            },
            "playable": n % 5 != 4,
        }
    data: dict[str, Any] = {
        "turn": 7,
        "turns": 10,
        "player": "government",
        "phase": "Neutralization Recovery",
        "over": False,
        "regions": regions,
        "neutralized": {
            "rebel": {t: k + 1 for k, t in enumerate(types)},
            "government": {t: 12 for t in types[:7]},
        },
        "pool": {t: k * 3 for k, t in enumerate(types)},
        "hands": {"rebel": 12, "government": 1},
        "deck": 40,
        "discards": 27,
        "values": {"rebel": 21, "government": 16},
        "last_roll": "2d6 [6, 6] = 12",
    }
    data.update(changes)
    return data


def board_of(data: dict[str, Any]) -> Board:
    return Board(headline="Turn 7 of 10 · Government Player Turn", data=data)


def test_playouts_reach_the_middle_and_the_end_of_every_scenario(
    real_boards: dict[str, Board],
) -> None:
    """The fixture draws what it claims: every scenario from its setup to many moves in, with
    units on the map and Infrastructure held."""
    for scenario in TITLE.scenarios:
        steps = sorted(
            int(key.split("@")[1]) for key in real_boards if key.split("@")[0] == scenario
        )
        assert steps[0] == 0 and steps[-1] >= 250, scenario
        late = real_boards[f"{scenario}@{steps[-1]}"].data
        assert any(r["control"] for r in late["regions"].values()), scenario
        assert real_boards[f"{scenario}@0"].data["phase"] == "Setup"


def test_every_real_board_is_a_png_of_1200_by_800_and_modest_weight(
    real_boards: dict[str, Board],
) -> None:
    for key, board in real_boards.items():
        png = render_board(TITLE_ID, board)
        image = open_png(png)
        assert image.format == "PNG", key
        assert image.size == (crisis_2020.WIDTH, crisis_2020.HEIGHT) == (1200, 800), key
        assert len(png) <= MAX_BYTES, key
        # A map in many colours, not a blank card.
        assert len(image.convert("RGB").getcolors(1 << 16) or []) > 50, key


def test_render_board_uses_the_crisis_2020_renderer_not_the_generic_card(
    real_boards: dict[str, Board],
) -> None:
    board = real_boards["contested-election@250"]
    assert RENDERERS[TITLE_ID] is crisis_2020.render
    png = render_board(TITLE_ID, board)
    assert png == crisis_2020.render(board)
    assert png != generic.render("Crisis 2020", board)


def test_the_crowded_board_stays_a_modest_png() -> None:
    png = render_board(TITLE_ID, board_of(crafted_data()))
    assert open_png(png).size == (1200, 800)
    assert len(png) <= MAX_BYTES


def test_every_region_label_lies_inside_the_image_under_the_bar(
    real_boards: dict[str, Board],
) -> None:
    for key, board in [*real_boards.items(), ("crafted", board_of(crafted_data()))]:
        boxes = crisis_2020.label_boxes(board)
        assert set(boxes) == set(MAP.places), key
        for region, (x0, y0, x1, y1) in boxes.items():
            assert 0 <= x0 < x1 <= crisis_2020.WIDTH, (key, region)
            assert crisis_2020.BAR_HEIGHT <= y0 < y1 <= crisis_2020.HEIGHT, (key, region)


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_no_region_box_covers_another_or_a_panel() -> None:
    """Names, type lines and unit chips of one Region never cover another Region's, the legend
    or the panel of the game's boxes."""
    boxes = {region: tile.box for region, tile in crisis_2020.layout().items()}
    for a, b in combinations(boxes, 2):
        assert _apart(boxes[a], boxes[b]), (a, b)
    for region, box in boxes.items():
        for panel in crisis_2020.PANELS:
            assert _apart(box, panel), region


def test_region_boxes_sit_where_the_map_data_places_them() -> None:
    """The boxes are centred on map.toml's x/y, nudged only a little where two would touch."""
    for region, tile in crisis_2020.layout().items():
        x0, y0, x1, y1 = tile.box
        place = MAP.places[region]
        assert abs((x0 + x1) / 2 - place.x) <= 20, region
        assert abs((y0 + y1) / 2 - place.y) <= 20, region


def test_every_unit_type_has_a_code_and_a_legend_name() -> None:
    assert set(crisis_2020.CODES) == set(TYPES) == set(crisis_2020.SHORT_NAMES)
    assert len(set(crisis_2020.CODES.values())) == len(TYPES)


def _fill_at(image: Image.Image, box: tuple[float, float, float, float]) -> tuple[int, int, int]:
    """The commonest colour of a small patch in a Region box's bottom right corner, clear of
    its edge, its name and its unit chips."""
    x1, y1 = int(box[2]), int(box[3])
    rgb = image.convert("RGB")
    return Counter(rgb.getpixel((x, y1 - 4)) for x in range(x1 - 16, x1 - 8)).most_common(1)[0][0]


def _close(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    return all(abs(p - q) <= 10 for p, q in zip(a, b, strict=True))


@pytest.mark.parametrize("key", ["crafted", "contested-election@250", "continental-crisis@250"])
def test_region_tints_follow_who_holds_the_infrastructure(
    real_boards: dict[str, Board], key: str
) -> None:
    board = board_of(crafted_data()) if key == "crafted" else real_boards[key]
    image = open_png(crisis_2020.render(board))
    tints = Counter()
    for region, tile in crisis_2020.layout().items():
        here = board.data["regions"][region]
        expected = crisis_2020.FILL[here["control"]]
        if not here["playable"]:
            expected = crisis_2020._mix(expected, crisis_2020.PAPER, crisis_2020.DIM)
        assert _close(_fill_at(image, tile.box), expected), (region, here["control"])
        tints[here["control"]] += 1
    if key == "crafted":
        assert set(tints) == {"rebel", "government", None}


def test_a_region_changes_colour_when_its_infrastructure_changes_hands() -> None:
    data = crafted_data()
    box = crisis_2020.layout()["midwest"].box
    colours = {}
    for control in ("rebel", "government", None):
        data["regions"]["midwest"].update(control=control, playable=True)
        colours[control] = _fill_at(open_png(crisis_2020.render(board_of(data))), box)
        assert _close(colours[control], crisis_2020.FILL[control]), control
    assert len(set(colours.values())) == 3


def test_board_is_deterministic(real_boards: dict[str, Board]) -> None:
    for board in (real_boards["state-of-emergency@250"], board_of(crafted_data())):
        again = Board(headline=board.headline, data=copy.deepcopy(board.data))
        assert render_board(TITLE_ID, board) == render_board(TITLE_ID, again)


def _with(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    data = crafted_data()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    "data",
    [
        _with(("regions", "texas", "units", "rebel", "insurgent"), 9),
        _with(("regions", "texas", "units", "government"), {}),
        _with(("regions", "texas", "control"), "rebel"),
        _with(("regions", "texas", "playable"), False),
        crafted_data(turn=8),
        crafted_data(player="rebel"),
        crafted_data(phase="Movement"),
        crafted_data(over=True),
        _with(("values", "rebel"), 22),
        _with(("hands", "government"), 2),
        crafted_data(deck=39),
        crafted_data(discards=28),
        _with(("neutralized", "government"), {}),
        _with(("pool", "stryker"), 1),
        crafted_data(last_roll="2d6 [1, 2] = 3"),
    ],
    ids=[
        "unit-count",
        "units-gone",
        "control",
        "out-of-play",
        "turn",
        "player",
        "phase",
        "over",
        "values",
        "hand",
        "deck",
        "discards",
        "neutralized",
        "pool",
        "last-roll",
    ],
)
def test_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    base = render_board(TITLE_ID, board_of(crafted_data()))
    assert render_board(TITLE_ID, board_of(data)) != base


def test_extreme_values_still_draw_a_board_of_the_same_size() -> None:
    """Absurd numbers (every type of both sides in one Region, counts in the thousands, a
    long roll text) are drawn within the image rather than refused."""
    every = {t: 1000 for t in TYPES}
    data = crafted_data(
        turn=999,
        turns=1000,
        neutralized={"rebel": every, "government": every},
        pool=every,
        hands={"rebel": 10_000, "government": 0},
        values={"rebel": 99_999, "government": 0},
        deck=10_000,
        discards=10_000,
        last_roll="2d6 " + "[6, 6] " * 60,
    )
    data["regions"]["greater-new-york"]["units"] = {"rebel": every, "government": every}
    png = render_board(TITLE_ID, board_of(data))
    image = open_png(png)
    assert image.size == (1200, 800)
    assert len(png) <= MAX_BYTES


def test_a_missing_region_is_drawn_empty_and_nobody_s() -> None:
    """A Region the rules leave out of the data is still on the map, grey and empty."""
    data = crafted_data()
    del data["regions"]["midwest"]
    image = open_png(render_board(TITLE_ID, board_of(data)))
    assert _close(_fill_at(image, crisis_2020.layout()["midwest"].box), crisis_2020.FILL[None])


@pytest.mark.parametrize(
    "data",
    [
        _with(("regions", "atlantis"), {"control": None, "units": {}, "playable": True}),
        _with(("regions", "texas", "control"), "french"),
        _with(("regions", "texas", "units", "rebel"), {"purple-hussars": 1}),
        _with(("regions", "texas", "units", "rebel", "insurgent"), -1),
        _with(("neutralized", "rebel"), {"ninjas": 2}),
        _with(("pool", "stryker"), "many"),
        crafted_data(player="spectator"),
        {"turn": 1},
    ],
    ids=[
        "unknown-region",
        "unknown-side",
        "unknown-unit-type",
        "negative-count",
        "unknown-neutralized-type",
        "non-numeric-pool",
        "unknown-player",
        "partial",
    ],
)
def test_mismatched_data_falls_back_to_the_generic_card(
    data: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    board = board_of(data)
    with pytest.raises(ValidationError):
        crisis_2020.render(board)
    with pytest.raises(ValidationError):
        crisis_2020.label_boxes(board)
    with caplog.at_level(logging.WARNING, logger="bot.images"):
        png = render_board(TITLE_ID, board)
    assert "does not fit its image" in caplog.text
    assert open_png(png).size != (1200, 800)


CACHED = ("layout", "_base")


@pytest.fixture
def corrected_map(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Swap in a map corrected as a server owner would (GAME_DATA_DIR): ``edit`` changes the
    Regions' entries of map.toml; the cached layout is rebuilt for the test and after it."""

    def clear() -> None:
        for name in CACHED:
            getattr(crisis_2020, name).cache_clear()

    def edit(**regions: dict[str, Any]) -> None:
        data = copy.deepcopy(load_toml(PACKAGE, "map.toml"))
        for entry in data["region"]:
            entry.update(regions.get(entry["id"], {}))
        monkeypatch.setattr(crisis_2020, "MAP", load_map(data))
        clear()

    clear()
    yield edit
    clear()


def test_an_accented_region_name_is_drawn_with_its_accents(corrected_map: Any) -> None:
    """The fonts are DejaVu Sans: "Québec-Montréal" keeps its accents (no "?" or ASCII
    folding), fits its box, and draws differently from its unaccented spelling."""
    corrected_map(**{"eastern-canada": {"name": "Québec-Montréal", "aliases": []}})
    tile = crisis_2020.layout()["eastern-canada"]
    assert tile.name == "Québec-Montréal"
    data = crafted_data()
    accented = render_board(TITLE_ID, board_of(data))
    assert open_png(accented).size == (1200, 800)
    corrected_map(**{"eastern-canada": {"name": "Quebec-Montreal", "aliases": []}})
    assert crisis_2020.layout()["eastern-canada"].name == "Quebec-Montreal"
    assert render_board(TITLE_ID, board_of(data)) != accented


def test_a_very_long_region_name_is_cut_to_its_box(corrected_map: Any) -> None:
    corrected_map(midwest={"name": "The Great American Heartland and Ozarks", "aliases": []})
    tile = crisis_2020.layout()["midwest"]
    x0, _, x1, _ = tile.box
    assert tile.name.endswith(ELLIPSIS)
    assert x1 - x0 <= crisis_2020.BOX_MAX_WIDTH
    assert text_width(tile.name, crisis_2020.NAME_SIZE, bold=True) <= x1 - x0 - 10
    assert open_png(render_board(TITLE_ID, board_of(crafted_data()))).size == (1200, 800)


def test_regions_placed_on_top_of_each_other_are_drawn_apart(corrected_map: Any) -> None:
    """A corrected map.toml that puts Regions on one spot, on a panel or off the edge still
    gets a board where no box covers another and every label is inside the image."""
    corrected_map(
        midwest={"x": 790, "y": 250},  # on the Rustbelt
        texas={"x": 100, "y": 700},  # on the panel of the game's boxes
        nato={"x": 1200, "y": 800},  # in the corner
        **{"western-canada": {"x": 80, "y": 60}},  # on the legend
    )
    boxes = {region: tile.box for region, tile in crisis_2020.layout().items()}
    for a, b in combinations(boxes, 2):
        assert _apart(boxes[a], boxes[b]), (a, b)
    for region, (x0, y0, x1, y1) in boxes.items():
        assert 0 <= x0 < x1 <= crisis_2020.WIDTH, region
        assert crisis_2020.BAR_HEIGHT <= y0 < y1 <= crisis_2020.HEIGHT, region
        for panel in crisis_2020.PANELS:
            assert _apart((x0, y0, x1, y1), panel), region
    assert open_png(render_board(TITLE_ID, board_of(crafted_data()))).size == (1200, 800)
