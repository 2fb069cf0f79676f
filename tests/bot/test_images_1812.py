"""The 1812: The Invasion of Canada board image: a readable map, faithful to the board data."""

from __future__ import annotations

import copy
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from bot.images import invasion_1812, picture, render_board, speaks
from bot.images import words as picture_words
from bot.images.invasion_1812 import land, layout, look, shapes, words
from bot.images.invasion_1812.marks import MapCanvas
from rules.core.protocol import Board
from rules.core.rng import seed_from_text
from rules.invasion_1812.board import InvasionBoard, fixed
from rules.invasion_1812.factions import FACTIONS, TRUCES
from rules.invasion_1812.geography import MAP
from tests.bot import png as shared
from tests.bot.png import open_png

TITLE_ID = "invasion-1812"


def real_board() -> Board:
    """The board of a new Full Campaign, as the title itself builds it."""
    from rules.invasion_1812.title import TITLE

    state = TITLE.setup(seed_from_text("img"), "1812-full-campaign")
    return TITLE.view(state, None).board


def crafted_data(**changes: Any) -> dict[str, Any]:
    """The fullest board there can be: every faction in every area (some in the hundreds),
    every area controlled, a battle, a whole round's turn order, every Truce card played."""
    areas = list(MAP.areas)
    data: dict[str, Any] = {
        "units": {
            area: {f: (n * 7 + k * 3) % 40 + 1 for k, f in enumerate(FACTIONS)}
            for n, area in enumerate(areas)
        },
        "control": {
            area: "british" if MAP.areas[area].homeland == "american" else "american"
            for area in areas
        },
        "fled": {f: 10 + k for k, f in enumerate(FACTIONS)},
        "round": 9,
        "rounds": 10,
        "turn_order": list(reversed(FACTIONS)),
        "faction": FACTIONS[0],
        "truces": list(FACTIONS),  # 3 British and 2 American Truce cards
        "battle": "fort-erie-queenston",
        "active": ["american-militia", "british-regulars"],
    }
    data["units"]["montreal"]["british-regulars"] = 125
    data["units"]["chateauguay"]["american-militia"] = 999
    data.update(changes)
    return data


def board_of(data: dict[str, Any]) -> Board:
    return Board(headline="Round 9 of 10 · British Regulars' turn · battle", data=data)


@pytest.fixture(scope="module")
def boards() -> dict[str, Board]:
    return {"real": real_board(), "crafted": board_of(crafted_data())}


@pytest.mark.parametrize("which", ["real", "crafted"])
def test_board_is_a_wide_png_of_fixed_size_and_modest_weight(
    boards: dict[str, Board], which: str
) -> None:
    assert (look.WIDTH, look.HEIGHT) == (1200, 800)
    image = shared.assert_board_png(render_board(TITLE_ID, boards[which]), (1200, 800), which)
    assert image.width >= 1000


def test_render_board_uses_the_1812_renderer_not_the_generic_card(
    boards: dict[str, Board],
) -> None:
    shared.assert_drawn_by(TITLE_ID, invasion_1812, boards["real"], "1812: The Invasion of Canada")


@pytest.mark.parametrize("which", ["real", "crafted"])
def test_every_label_lies_inside_the_map_and_clear_of_the_strip(
    boards: dict[str, Board], which: str
) -> None:
    boxes = invasion_1812.label_boxes(shared.model_of(TITLE_ID, boards[which]))
    assert set(boxes) == set(MAP.areas)
    for area, (x0, y0, x1, y1) in boxes.items():
        assert 0 <= x0 < x1 <= look.WIDTH, area
        assert 0 <= y0 < y1 <= look.HEIGHT, area
        # The strip of tracks under the map starts at MAP_HEIGHT.
        assert y1 <= look.MAP_HEIGHT, area


def test_no_two_area_tiles_overlap() -> None:
    """Names, unit squares and control discs of one area never cover another area's."""
    tiles = layout.tiles(fixed())
    for a, b in combinations(tiles, 2):
        ax0, ay0, ax1, ay1 = tiles[a].footprint
        bx0, by0, bx1, by1 = tiles[b].footprint
        assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)


def test_every_area_is_placed_by_hand() -> None:
    """The hand layout covers the map exactly: a new or renamed area in map.toml is flagged
    here (it would still be drawn, at its lat/lon, but the layout should be revisited)."""
    assert set(shapes.POSITIONS) == set(MAP.areas)
    assert set(shapes.LAKES) <= set(MAP.waters)
    assert set(shapes.OUT_OF_BOUNDS_SHAPES) <= {r.id for r in MAP.out_of_bounds}


CACHED = ("tiles", "_geo_fit", "waters", "out_of_bounds", "homeland_tint")


@pytest.fixture
def fresh_layout() -> Any:
    """The cached layout recomputed for one test (and again after it)."""

    clears = (shared.cache_clearer(layout, CACHED), shared.cache_clearer(land, ("base_map",)))

    for clear in clears:
        clear()
    yield
    for clear in clears:
        clear()


def test_an_area_or_water_missing_from_the_hand_layout_is_still_drawn(
    fresh_layout: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If map.toml gains an area or a body of water, it is placed by lat/lon (or around its
    shore) and the others make room: the board still draws every area, inside the map."""
    positions = {a: p for a, p in shapes.POSITIONS.items() if a != "york"}
    lakes = {w: p for w, p in shapes.LAKES.items() if w != "lake-champlain"}
    monkeypatch.setattr(shapes, "POSITIONS", positions)
    monkeypatch.setattr(shapes, "LAKES", lakes)
    tiles = layout.tiles(fixed())
    x0, y0, x1, y1 = tiles["york"].footprint
    assert 0 <= x0 < x1 <= look.WIDTH
    assert 0 <= y0 < y1 <= look.MAP_HEIGHT
    for a, b in combinations(tiles, 2):
        ax0, ay0, ax1, ay1 = tiles[a].footprint
        bx0, by0, bx1, by1 = tiles[b].footprint
        assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)
    assert "Lake Champlain" in {w.name for w in layout.waters(fixed())}
    open_png(render_board(TITLE_ID, board_of(crafted_data())))


@pytest.mark.parametrize("which", ["real", "crafted"])
def test_board_is_deterministic(boards: dict[str, Board], which: str) -> None:
    shared.assert_deterministic(TITLE_ID, boards[which])


def test_real_board_changes_when_a_unit_count_changes(boards: dict[str, Board]) -> None:
    board = boards["real"]
    data = copy.deepcopy(board.data)
    area = next(iter(data["units"]))
    faction = next(iter(data["units"][area]))
    data["units"][area][faction] += 1
    shared.assert_changes_board(TITLE_ID, board, Board(headline=board.headline, data=data))


def _with(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    return shared.changed(crafted_data(), path, value)


@shared.each(
    "data",
    {
        "unit-count": _with(("units", "york", "canadian-militia"), 2),
        "unit-gone": _with(("units", "york", "canadian-militia"), 0),
        "control": _with(("control", "detroit"), "american"),
        "no-control": crafted_data(control={}),
        "no-battle": crafted_data(battle=None),
        "other-battle": crafted_data(battle="detroit"),
        "round": crafted_data(round=10),
        "turn-order": crafted_data(turn_order=list(reversed(FACTIONS))[:3], faction=FACTIONS[2]),
        "truces": crafted_data(truces=["british-regulars"]),
        "fled": crafted_data(fled={}),
        "waiting": crafted_data(active=[]),
    },
)
def test_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    shared.assert_changes_board(TITLE_ID, board_of(crafted_data()), board_of(data))


def test_extreme_values_still_draw_a_board_of_the_same_size() -> None:
    """Absurd numbers (a long round track, a too-long turn order, more Truce cards than a
    side has) are drawn within the image rather than refused."""
    data = crafted_data(
        rounds=25,
        round=25,
        turn_order=[*FACTIONS, *FACTIONS],
        truces=["british-regulars"] * (TRUCES["british"] + 4),
        fled={f: 1000 for f in FACTIONS},
        faction=None,
    )
    png = render_board(TITLE_ID, Board(headline="x" * 400, data=data))
    image = open_png(png)
    assert image.size == (1200, 800)
    assert len(png) <= shared.MAX_BYTES


@shared.each(
    "data",
    {
        "unknown-battle-area": crafted_data(battle="atlantis"),
        "unknown-unit-area": _with(("units", "atlantis"), {"british-regulars": 1}),
        "unknown-faction": _with(("units", "york"), {"purple-hussars": 1}),
        "unknown-side": _with(("control", "york"), "french"),
        "partial": {"round": 1},
    },
)
def test_mismatched_data_is_refused_not_drawn_as_the_generic_card(data: dict[str, Any]) -> None:
    shared.assert_refused(TITLE_ID, board_of(data))


# --- In the game's language (README, "Languages") ---

LANGUAGES = i18n.languages()


@pytest.fixture
def rules_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The rules' catalogs naming some of the map's areas, factions and sides, for one test
    (`tests.bot.png.rules_names`)."""

    def clear_picture() -> None:
        shared.cache_clearer(layout, CACHED)()
        shared.cache_clearer(land, ("base_map",))()

    yield from shared.rules_names(tmp_path, monkeypatch, clear_picture)


def _drawn(data: Any, language: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text the board's picture draws in ``language`` (the map drawn afresh)."""
    texts: list[str] = []

    def drawn(self, text, xy, size, *, anchor, bold):
        texts.append(text)

    shared.cache_clearer(land, ("base_map",))()
    with monkeypatch.context() as patch:
        patch.setattr(MapCanvas, "drawn", drawn)
        invasion_1812.draw(InvasionBoard.model_validate(data), "", language)
    shared.cache_clearer(land, ("base_map",))()
    return texts


def _own_words(language: str) -> set[str]:
    """The picture's own words of ``language`` that take no argument, as drawn (in upper case
    too: the strip's headings)."""
    path = i18n.CATALOGS / language / "pictures-1812.ftl"
    lines = path.read_text(encoding="utf-8").splitlines()
    keys = [line.split(" = ")[0] for line in lines if line.startswith("i1812-pic-")]
    said = {i18n.text(language, key) for key in keys if "{" not in _value(lines, key)}
    return said | {word.upper() for word in said}


def _value(lines: list[str], key: str) -> str:
    return next(line for line in lines if line.startswith(f"{key} = ")).split(" = ", 1)[1]


def test_the_picture_speaks_the_game_s_language() -> None:
    assert speaks(TITLE_ID)


def test_a_french_board_draws_the_picture_s_own_words_in_french(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Headings, the strip's tracks and legend: in French, and none of the picture's English
    words that French says otherwise."""
    data = crafted_data(faction="canadian-militia", turn_order=["canadian-militia"])
    french = _drawn(data, "fr", monkeypatch)
    english = _drawn(data, "en", monkeypatch)
    for word in (
        "L'INVASION DU CANADA",
        "MANCHE 9 SUR 10",
        "ORDRE DE JEU DE LA MANCHE",
        "CARTES TRÊVE JOUÉES",
        "UNITÉS EN FUITE",
        "MARQUEURS DE CONTRÔLE",
        "Objectif",
        "sac",
    ):
        assert word in french, word
    assert any(text.startswith("Tour de la ") for text in french), french
    assert any(text.startswith("Bataille : ") for text in french), french
    assert any(text.startswith("En attente de : ") for text in french), french
    assert any(text.endswith(" (en cours)") for text in french), french
    left_in_english = (_own_words("en") - _own_words("fr")) & set(french)
    assert not left_in_english
    assert "THE INVASION OF CANADA" in english and "bag" in english


def test_the_english_picture_says_what_it_said_before() -> None:
    """The catalogs reproduce the English the picture wrote itself, to the byte."""
    say = picture_words.say("en")
    assert say("i1812-pic-turn-of", role="british-regulars", faction="British Regulars") == (
        "British Regulars' turn"
    )
    assert say("i1812-pic-turn-of", role="canadian-militia", faction="Canadian Militia") == (
        "Canadian Militia's turn"
    )
    assert say("i1812-pic-now", faction="Native Americans") == "Native Americans  (now)"
    assert say("i1812-pic-round", round=3, rounds=10) == "Round 3 of 10"
    assert [say("i1812-pic-side-letter", side=side) for side in TRUCES] == ["B", "A"]


def test_the_map_names_come_from_the_rules_catalogs(rules_names: Any) -> None:
    """An area, a faction or a side is drawn by the rules' name in the game's language; the
    English map's own name where the rules have none, or where a corrected map renamed it."""
    rules_names(
        {
            "i1812-area-montreal": "Montreal",
            "i1812-area-york": "Fort York",
            "i1812-side-british": "British",
            "i1812-water-lake-erie": "Lake Erie",
            "i1812-region-ottawa-valley": "Ottawa valley",
        },
        {
            "i1812-area-montreal": "Montréal",
            "i1812-area-york": "Fort d'York",
            "i1812-side-british": "Britanniques",
            "i1812-water-lake-erie": "Lac Érié",
            "i1812-region-ottawa-valley": "Vallée de l'Outaouais",
        },
    )
    french = {area: tile.name for area, tile in layout.tiles(fixed(), "fr").items()}
    assert french["montreal"] == "Montréal"
    assert french["york"] == "York"  # the rules' English is another name: the map's kept
    assert french["kingston"] == "Kingston"  # no message: the map's own name
    assert layout.tiles(fixed())["montreal"].name == "Montreal"
    assert words.named("side", "british", "British", "fr") == "Britanniques"
    assert words.named("side", "american", "American", "fr") == "American"
    places = invasion_1812.places(shared.model_of(TITLE_ID, board_of(crafted_data())), "fr")
    assert places["montreal"].name == "Montréal"
    waters = {water.name for water in layout.waters(fixed(), "fr")}
    assert "Lac Érié" in waters and "Lake Ontario" in waters
    regions = {name for name, _ in layout.out_of_bounds(fixed(), "fr")}
    assert "Vallée de l'Outaouais" in regions and "Ohio" in regions


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_area_tiles_overlap_in_any_language(language) -> None:
    tiles = layout.tiles(fixed(), language)
    for a, b in combinations(tiles, 2):
        assert shared.apart(tiles[a].footprint, tiles[b].footprint), (a, b)
    for area, (x0, y0, x1, y1) in invasion_1812.label_boxes(
        shared.model_of(TITLE_ID, board_of(crafted_data())), language
    ).items():
        assert 0 <= x0 < x1 <= look.WIDTH and 0 <= y0 < y1 <= look.MAP_HEIGHT, area


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_board_in_any_language_is_deterministic_and_of_the_same_size(language) -> None:
    board = board_of(crafted_data())
    first = picture(TITLE_ID, board, language=language).board
    assert first == picture(TITLE_ID, board, language=language).board
    assert open_png(first).size == (1200, 800)
