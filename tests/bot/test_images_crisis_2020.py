"""The Crisis 2020 board image: a readable map, faithful to the board data (the Regions tinted by
whose Infrastructure they hold, their units by type, the Transportation Lines dashed, the
Neutralized Boxes and the Recruitment Pool), drawn from real game states of every scenario."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.images import crisis_2020, picture, render_board, speaks
from bot.images import words as picture_words
from bot.images.canvas import ELLIPSIS, text_width
from bot.images.crisis_2020 import chips, layout, look, panels
from bot.images.crisis_2020.chips import MapCanvas
from rules.core.protocol import Board
from rules.crisis_2020 import TITLE
from rules.crisis_2020.board import CrisisBoard, Fixed, fixed, fixed_of
from rules.crisis_2020.components import MAP
from rules.crisis_2020.data import PACKAGE, TYPES, load_map
from tests.bot import png as shared
from tests.bot.png import open_png

# One worker plays the module's random games and draws their boards: split over two, both would.
pytestmark = pytest.mark.xdist_group("test_images_crisis_2020")

TITLE_ID = "crisis-2020"
# Where the random playouts stop to draw the board: the start, early, later, and the end (a
# playout shorter than a stop ends there).
STOPS = (0, 40, 250, 10_000)


@pytest.fixture(scope="module")
def real_boards() -> dict[str, Board]:
    """Every scenario at its start and after many moves: "scenario@step" -> board."""
    return shared.every_scenario_boards(TITLE, STOPS, prefix="crisis image", seed=1)


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
        steps = sorted(shared.scenario_boards(real_boards, scenario))
        assert steps[0] == 0 and steps[-1] >= 250, scenario
        late = real_boards[f"{scenario}@{steps[-1]}"].data
        assert any(r["control"] for r in late["regions"].values()), scenario
        assert real_boards[f"{scenario}@0"].data["phase"] == "Setup"


def test_every_real_board_is_a_png_of_1200_by_800_and_modest_weight(
    real_boards: dict[str, Board],
) -> None:
    assert (look.WIDTH, look.HEIGHT) == (1200, 800)
    for key, board in real_boards.items():
        shared.assert_board_png(render_board(TITLE_ID, board), (1200, 800), key)


def test_render_board_uses_the_crisis_2020_renderer_not_the_generic_card(
    real_boards: dict[str, Board],
) -> None:
    shared.assert_drawn_by(
        TITLE_ID, crisis_2020, real_boards["contested-election@250"], "Crisis 2020"
    )


def test_the_crowded_board_stays_a_modest_png() -> None:
    png = render_board(TITLE_ID, board_of(crafted_data()))
    assert open_png(png).size == (1200, 800)
    assert len(png) <= shared.MAX_BYTES


def test_every_region_label_lies_inside_the_image_under_the_bar(
    real_boards: dict[str, Board],
) -> None:
    for key, board in [*real_boards.items(), ("crafted", board_of(crafted_data()))]:
        boxes = crisis_2020.label_boxes(shared.model_of(TITLE_ID, board))
        assert set(boxes) == set(MAP.places), key
        for region, (x0, y0, x1, y1) in boxes.items():
            assert 0 <= x0 < x1 <= look.WIDTH, (key, region)
            assert look.BAR_HEIGHT <= y0 < y1 <= look.HEIGHT, (key, region)


def test_no_region_box_covers_another_or_a_panel() -> None:
    """Names, type lines and unit chips of one Region never cover another Region's, the legend
    or the panel of the game's boxes."""
    boxes = {region: tile.box for region, tile in layout.tiles(fixed()).items()}
    for a, b in combinations(boxes, 2):
        assert shared.apart(boxes[a], boxes[b]), (a, b)
    for region, box in boxes.items():
        for panel in look.PANELS:
            assert shared.apart(box, panel), region


def test_region_boxes_sit_where_the_map_data_places_them() -> None:
    """The boxes are centred on map.toml's x/y, nudged only a little where two would touch."""
    for region, tile in layout.tiles(fixed()).items():
        x0, y0, x1, y1 = tile.box
        place = MAP.places[region]
        assert abs((x0 + x1) / 2 - place.x) <= 20, region
        assert abs((y0 + y1) / 2 - place.y) <= 20, region


@pytest.mark.parametrize("language", i18n.languages())
def test_every_unit_type_has_a_code_and_a_legend_name(language) -> None:
    """In every language, each unit type has its short code, no two alike, and its name in the
    legend (the catalogs: pictures-crisis-2020.ftl)."""
    assert set(TYPES) == set(fixed().unit_types)
    codes = [chips.code(kind, language) for kind in TYPES]
    assert all(i18n.has(language, f"c2020-pic-code-{kind}") for kind in TYPES)
    assert len(set(codes)) == len(TYPES)
    names = [i18n.text(language, "c2020-pic-unit-type", type=kind) for kind in TYPES]
    assert len(set(names)) == len(TYPES)


def _fill_at(image: Image.Image, box: tuple[float, float, float, float]) -> tuple[int, int, int]:
    """The commonest colour of a small patch in a Region box's bottom right corner, clear of
    its edge, its name and its unit chips."""
    x1, y1 = int(box[2]), int(box[3])
    rgb = image.convert("RGB")
    return Counter(rgb.getpixel((x, y1 - 4)) for x in range(x1 - 16, x1 - 8)).most_common(1)[0][0]


@pytest.mark.parametrize("key", ["crafted", "contested-election@250", "continental-crisis@250"])
def test_region_tints_follow_who_holds_the_infrastructure(
    real_boards: dict[str, Board], key: str
) -> None:
    board = board_of(crafted_data()) if key == "crafted" else real_boards[key]
    image = open_png(render_board(TITLE_ID, board))
    tints = Counter()
    for region, tile in layout.tiles(fixed()).items():
        here = board.data["regions"][region]
        expected = look.FILL[here["control"]]
        if not here["playable"]:
            expected = chips.mix(expected, look.PAPER, look.DIM)
        assert shared.close(_fill_at(image, tile.box), expected), (region, here["control"])
        tints[here["control"]] += 1
    if key == "crafted":
        assert set(tints) == {"rebel", "government", None}


def test_a_region_changes_colour_when_its_infrastructure_changes_hands() -> None:
    data = crafted_data()
    box = layout.tiles(fixed())["midwest"].box
    colours = {}
    for control in ("rebel", "government", None):
        data["regions"]["midwest"].update(control=control, playable=True)
        colours[control] = _fill_at(open_png(render_board(TITLE_ID, board_of(data))), box)
        assert shared.close(colours[control], look.FILL[control]), control
    assert len(set(colours.values())) == 3


def test_board_is_deterministic(real_boards: dict[str, Board]) -> None:
    for board in (real_boards["state-of-emergency@250"], board_of(crafted_data())):
        shared.assert_deterministic(TITLE_ID, board)


def _with(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    return shared.changed(crafted_data(), path, value)


@shared.each(
    "data",
    {
        "unit-count": _with(("regions", "texas", "units", "rebel", "insurgent"), 9),
        "units-gone": _with(("regions", "texas", "units", "government"), {}),
        "control": _with(("regions", "texas", "control"), "rebel"),
        "out-of-play": _with(("regions", "texas", "playable"), False),
        "turn": crafted_data(turn=8),
        "player": crafted_data(player="rebel"),
        "phase": crafted_data(phase="Movement"),
        "over": crafted_data(over=True),
        "values": _with(("values", "rebel"), 22),
        "hand": _with(("hands", "government"), 2),
        "deck": crafted_data(deck=39),
        "discards": crafted_data(discards=28),
        "neutralized": _with(("neutralized", "government"), {}),
        "pool": _with(("pool", "stryker"), 1),
        "last-roll": crafted_data(last_roll="2d6 [1, 2] = 3"),
    },
)
def test_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    shared.assert_changes_board(TITLE_ID, board_of(crafted_data()), board_of(data))


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
    assert len(png) <= shared.MAX_BYTES


def test_a_missing_region_is_drawn_empty_and_nobody_s() -> None:
    """A Region the rules leave out of the data is still on the map, grey and empty."""
    data = crafted_data()
    del data["regions"]["midwest"]
    image = open_png(render_board(TITLE_ID, board_of(data)))
    assert shared.close(_fill_at(image, layout.tiles(fixed())["midwest"].box), look.FILL[None])


@shared.each(
    "data",
    {
        "unknown-region": _with(
            ("regions", "atlantis"), {"control": None, "units": {}, "playable": True}
        ),
        "unknown-side": _with(("regions", "texas", "control"), "french"),
        "unknown-unit-type": _with(("regions", "texas", "units", "rebel"), {"purple-hussars": 1}),
        "negative-count": _with(("regions", "texas", "units", "rebel", "insurgent"), -1),
        "unknown-neutralized-type": _with(("neutralized", "rebel"), {"ninjas": 2}),
        "non-numeric-pool": _with(("pool", "stryker"), "many"),
        "unknown-player": crafted_data(player="spectator"),
        "partial": {"turn": 1},
    },
)
def test_mismatched_data_is_refused_not_drawn_as_the_generic_card(data: dict[str, Any]) -> None:
    shared.assert_refused(TITLE_ID, board_of(data))


def corrected_map(**regions: dict[str, Any]) -> Fixed:
    """The fixed part of the board model from a map corrected as a server owner would
    (GAME_DATA_DIR): ``regions`` changes the Regions' entries of map.toml."""

    def change(data: dict[str, Any]) -> None:
        for entry in data["region"]:
            entry.update(regions.get(entry["id"], {}))

    return fixed_of(shared.corrected(PACKAGE, "map.toml", load_map, change))


def drawn_on(corrected: Fixed, data: dict[str, Any]) -> bytes:
    """The board of ``data`` drawn on the ``corrected`` map, which its model carries."""
    return crisis_2020.render(CrisisBoard.model_validate({**data, "fixed": corrected}), "")


def test_an_accented_region_name_is_drawn_with_its_accents() -> None:
    """The fonts are DejaVu Sans: "Québec-Montréal" keeps its accents (no "?" or ASCII
    folding), fits its box, and draws differently from its unaccented spelling."""
    accented_map = corrected_map(**{"eastern-canada": {"name": "Québec-Montréal", "aliases": []}})
    assert layout.tiles(accented_map)["eastern-canada"].name == "Québec-Montréal"
    data = crafted_data()
    accented = drawn_on(accented_map, data)
    assert open_png(accented).size == (1200, 800)
    plain_map = corrected_map(**{"eastern-canada": {"name": "Quebec-Montreal", "aliases": []}})
    assert layout.tiles(plain_map)["eastern-canada"].name == "Quebec-Montreal"
    assert drawn_on(plain_map, data) != accented


def test_a_very_long_region_name_is_cut_to_its_box() -> None:
    long_name = corrected_map(
        midwest={"name": "The Great American Heartland and Ozarks", "aliases": []}
    )
    tile = layout.tiles(long_name)["midwest"]
    x0, _, x1, _ = tile.box
    assert tile.name.endswith(ELLIPSIS)
    assert x1 - x0 <= look.BOX_MAX_WIDTH
    assert tile.size == look.NAME_SIZES[-1]  # drawn smaller first, cut only then
    assert text_width(tile.name, tile.size, bold=True) <= x1 - x0 - 10
    assert open_png(drawn_on(long_name, crafted_data())).size == (1200, 800)


def test_regions_placed_on_top_of_each_other_are_drawnapart() -> None:
    """A corrected map.toml that puts Regions on one spot, on a panel or off the edge still
    gets a board where no box covers another and every label is inside the image."""
    crowded = corrected_map(
        midwest={"x": 790, "y": 250},  # on the Rustbelt
        texas={"x": 100, "y": 700},  # on the panel of the game's boxes
        nato={"x": 1200, "y": 800},  # in the corner
        **{"western-canada": {"x": 80, "y": 60}},  # on the legend
    )
    boxes = {region: tile.box for region, tile in layout.tiles(crowded).items()}
    for a, b in combinations(boxes, 2):
        assert shared.apart(boxes[a], boxes[b]), (a, b)
    for region, (x0, y0, x1, y1) in boxes.items():
        assert 0 <= x0 < x1 <= look.WIDTH, region
        assert look.BAR_HEIGHT <= y0 < y1 <= look.HEIGHT, region
        for panel in look.PANELS:
            assert shared.apart((x0, y0, x1, y1), panel), region
    assert open_png(drawn_on(crowded, crafted_data())).size == (1200, 800)


# --- In the game's language (README, "Languages") ---

LANGUAGES = i18n.languages()


@pytest.fixture
def rules_names(tmp_path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The rules' catalogs naming some Regions, sides and phases, for one test
    (`tests.bot.png.rules_names`)."""

    def clear_picture() -> None:
        layout.tiles.cache_clear()
        crisis_2020._base.cache_clear()

    yield from shared.rules_names(tmp_path, monkeypatch, clear_picture)


def _drawn(data: dict[str, Any], language: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text the board's picture draws in ``language`` (the legend drawn
    afresh)."""
    texts: list[str] = []

    def drawn(self, text, xy, size, *, anchor, bold):
        texts.append(text)

    crisis_2020._base.cache_clear()
    with monkeypatch.context() as patch:
        patch.setattr(MapCanvas, "drawn", drawn)
        crisis_2020.draw(CrisisBoard.model_validate(data), "", language)
    crisis_2020._base.cache_clear()
    return texts


def test_the_picture_speaks_the_game_s_language() -> None:
    assert speaks(TITLE_ID)


def test_a_french_board_draws_the_picture_s_own_words_in_french(monkeypatch) -> None:
    """The bar, the legend, the Regions' types and Values, the panel of the game's boxes and
    the units' codes: in French."""
    data = crafted_data(neutralized={"rebel": {}, "government": {"insurgent": 2}})
    french = _drawn(data, "fr", monkeypatch)
    english = _drawn(data, "en", monkeypatch)
    for word in (
        "CRISE 2020",
        "Tour 7 sur 10",
        "INFRASTRUCTURE",
        "personne",
        "frontière terrestre",
        "UNITÉS",
        "Garde nationale",
        "GN",
        "hors jeu",
        "VALEUR",
        "CARTES",
        "Pioche de crise 40 · 27 défaussées",
        "CASES NEUTRALISÉES",
        "vide",
        "RÉSERVE DE RECRUTEMENT",
        "Dernier jet 2d6 [6, 6] = 12",
    ):
        assert word in french, word
    assert any(text.startswith("Tour du joueur ") for text in french), french
    assert any(text.endswith(" · Valeur 5") for text in french), french
    for word in ("Turn 7 of 10", "nobody", "land border", "UNITS", "not in play", "VALUE"):
        assert word in english and word not in french, word
    assert not {"NG", "SF", "BH", "SOG", "RDF"} & set(french)


def test_the_english_picture_says_what_it_said_before() -> None:
    """The catalogs reproduce the English the picture wrote itself, to the byte."""
    say = picture_words.say("en")
    assert say("c2020-pic-player-turn", side="Rebel", phase="Movement") == (
        "Rebel Player Turn · Movement"
    )
    assert say("c2020-pic-region-info", type="metroplex", value=5) == "Metroplex · Value 5"
    assert say("c2020-pic-deck", deck=40, discards=1) == "Crisis Deck 40 · 1 discarded"
    assert say("c2020-pic-last-roll", roll="2d6 [1, 2] = 3") == "Last roll  2d6 [1, 2] = 3"
    assert [chips.code(kind) for kind in TYPES] == [
        "INF", "NG", "INS", "CYB", "SF", "BH", "SOG", "HT", "RDF", "STR"
    ]  # fmt: skip


def test_the_map_names_come_from_the_rules_catalogs(rules_names) -> None:
    """A Region or a side is drawn by the rules' name in the game's language; the map's own
    English name where the rules have none, or where a corrected map renamed it; the setup
    phase, which the board model names in the game's language, is known in it."""
    rules_names(
        {
            "c2020-region-eastern-canada": "Eastern Canada",
            "c2020-region-texas": "Lone Star",
            "c2020-side-government": "Government",
            "c2020-phase-setup": "Setup",
        },
        {
            "c2020-region-eastern-canada": "Est du Canada",
            "c2020-region-texas": "Étoile solitaire",
            "c2020-side-government": "Gouvernement",
            "c2020-phase-setup": "Mise en place",
        },
    )
    french = layout.tiles(fixed(), "fr")
    assert french["eastern-canada"].name == "Est du Canada"
    assert french["texas"].name == "Texas"  # the rules' English is another name: the map's kept
    assert french["midwest"].name == "Midwest"  # no message: the map's own name
    assert layout.tiles(fixed())["eastern-canada"].name == "Eastern Canada"
    assert panels.side_name("government", "fr") == "Gouvernement"
    assert panels.side_name("rebel", "fr") == "Rebel"
    model = CrisisBoard.model_validate(crafted_data(phase="Mise en place"))
    assert crisis_2020.places(model, "fr")["eastern-canada"].name == "Est du Canada"
    assert panels._in_setup(model, "fr")
    assert not panels._in_setup(CrisisBoard.model_validate(crafted_data()), "fr")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_region_box_covers_another_or_a_panel_in_any_language(language) -> None:
    boxes = {region: tile.box for region, tile in layout.tiles(fixed(), language).items()}
    for a, b in combinations(boxes, 2):
        assert shared.apart(boxes[a], boxes[b]), (a, b)
    for region, box in boxes.items():
        for panel in look.PANELS:
            assert shared.apart(box, panel), region
        assert 0 <= box[0] < box[2] <= look.WIDTH and look.BAR_HEIGHT <= box[1] < box[3], region


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_board_in_any_language_is_deterministic_and_of_the_same_size(language) -> None:
    board = board_of(crafted_data())
    first = picture(TITLE_ID, board, language=language).board
    assert first == picture(TITLE_ID, board, language=language).board
    assert open_png(first).size == (1200, 800)
