"""No board picture shortens a label with an ellipsis (ARCHITECTURE.md, step 10 of adding a
title): a name too long for its room
is drawn smaller or in a short form spelled out in the picture's key, never cut.

Every text that reaches Pillow is recorded (so a label cut by `bot.images.canvas.fit`, by
`wrap`, or anywhere else is caught alike), over real boards of every title: seeded random
playouts of every scenario stopped at the start, early, in the middle and late, the Canadian
Civil War's National Emergency at each stage, and its crowded crafted boards. The pictures'
caches are emptied first, so the parts drawn once per process (legends, maps) are drawn again,
with the first board of each map, and checked too."""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterator

import pytest
from PIL import ImageDraw

from bot import i18n
from bot.images import canadian_civil_war as ccw_images
from bot.images import picture, render_board, speaks
from bot.images import spanish_civil_war as scw_images
from bot.images.canadian_civil_war import chips, look
from bot.images.canvas import ELLIPSIS, text_width
from bot.images.memo import Memo
from rules import TITLES
from rules.canadian_civil_war import TITLE as CCW
from rules.canadian_civil_war.board import CCWBoard
from rules.canadian_civil_war.components import ISSUES, MILITARY, PIECES
from rules.core.messages import render
from rules.core.protocol import Board
from rules.spanish_civil_war import CARDS as SCW_CARDS
from tests.bot import png as shared
from tests.bot.test_images_canadian_civil_war import (
    board_of,
    crafted_data,
    emergency_playout,
    war_data,
)

STOPS = (0, 50, 250, 1_000)
SEEDS = (1,)


def _boards() -> Iterator[tuple[str, str, Board]]:
    for title_id, title in TITLES.items():
        for seed in SEEDS:
            found = shared.every_scenario_boards(title, STOPS, prefix="uncut", seed=seed)
            for key, board in found.items():
                yield title_id, f"{key} seed {seed}", board
    for scenario in CCW.scenarios:
        for seed in (1, 2):
            for stage, board in emergency_playout(scenario, seed).items():
                yield "canadian-civil-war", f"{scenario}:{stage} seed {seed}", board
    for zone in (3, 12, 40):
        yield "canadian-civil-war", f"crafted, {zone} stacks", board_of(crafted_data(zone))
    yield "canadian-civil-war", "crafted war", board_of(war_data())


def _clear_picture_caches() -> None:
    """Empty every cache of the picture modules, so that what they draw once is drawn again."""
    for name, module in list(sys.modules.items()):
        if name.startswith("bot.images"):
            for value in vars(module).values():
                if isinstance(value, Memo | functools._lru_cache_wrapper):
                    value.cache_clear()


@pytest.fixture(scope="module")
def drawn() -> dict[tuple[str, str], list[str]]:
    """(title, board) -> every text drawn on its picture."""
    found: dict[tuple[str, str], list[str]] = {}
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, text, *args, **kwargs):
        texts.append(text)
        return original(self, xy, text, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ImageDraw.ImageDraw, "text", text)
        _clear_picture_caches()  # once: the parts drawn once per map are the same for every board
        for title_id, key, board in _boards():
            texts.clear()
            render_board(title_id, board)
            found[(title_id, key)] = list(texts)
            # A picture that speaks other languages too (README, "Languages"): in each of them.
            for language in i18n.languages()[1:] if speaks(title_id) else ():
                texts.clear()
                picture(title_id, board, language=language)
                found[(title_id, f"{key} in {language}")] = list(texts)
    return found


def test_the_boards_checked_draw_text_in_every_title(drawn) -> None:
    """The check below looks at real pictures: every title's, each with its labels, and each
    picture that speaks (`speaks`) in French too (a word only the French picture draws)."""
    assert {title for title, _ in drawn} == set(TITLES)
    french = {title for title, key in drawn if key.endswith(" in fr")}
    assert french == {title for title in TITLES if speaks(title)} and "spanish-civil-war" in french
    scw = [
        t for (title, key), t in drawn.items() if title == "spanish-civil-war" and "in fr" in key
    ]
    assert all("Pioche" in texts for texts in scw)
    assert all(len(texts) > 20 for texts in drawn.values())


def test_no_label_of_any_board_is_cut_with_an_ellipsis(drawn) -> None:
    cut = {key: sorted({t for t in texts if ELLIPSIS in t}) for key, texts in drawn.items()}
    found = [f"{title} {board}: {texts}" for (title, board), texts in cut.items() if texts]
    assert not found, "\n".join(found)


def test_a_short_form_shown_is_spelled_out_in_the_key() -> None:
    """A crowded Crisis Zone shows "Fin & Bank" for Finance & Banking; the panel's key says so."""
    data = CCWBoard.model_validate(crafted_data(40))
    labels = [text for text, _ in ccw_images.labels(data)]
    shown = [short for short in look.SHORT_FORMS.values() if short in labels]
    assert shown, labels
    assert "SHORT FORMS ON THE DISPLAY" in labels
    for short in shown:
        full = next(name for name, s in look.SHORT_FORMS.items() if s == short)
        assert full in labels, (short, full)


def test_every_short_form_is_shorter_and_names_one_thing() -> None:
    """A short form is narrower than its name and is no other name nor another's short form,
    so the key reads one way; every name it shortens is one the display can show."""
    units = {unit.designation for unit in MILITARY.units.values()}
    names = (
        units
        | {piece.name for piece in PIECES.values()}
        | {issue.name for issue in ISSUES.values()}
        | {issue.name_fr for issue in ISSUES.values() if issue.name_fr}
    )
    shorts = list(look.SHORT_FORMS.values())
    assert len(set(shorts)) == len(shorts)
    assert not set(shorts) & names
    assert set(look.SHORT_FORMS) <= names
    for name, short in look.SHORT_FORMS.items():
        assert text_width(short, 7, bold=True) < text_width(name, 7, bold=True), name


@pytest.mark.parametrize(
    ("shown", "full", "entry"),
    [
        ("Qbc 1", "Québec 1", ("Qbc", "Québec")),
        ("PEI 1", "Prince Edward Island 1", ("PEI", "Prince Edward Island")),
        ("Prem Sas", "Prem Saskatchewan", ("Sas", "Saskatchewan")),
        ("P Alb", "Prem Alberta", ("P Alb", "Prem Alberta")),
        ("R Chaud", "R de Chaud", ("R Chaud", "R de Chaud")),  # a unit: its whole name
        ("NS H", "NS Highrs", ("NS H", "NS Highrs")),
        ("Hlth-Wlf", "National Health & Welfare", ("Hlth-Wlf", "National Health & Welfare")),
    ],
)
def test_the_key_names_a_province_once_and_any_other_short_form_whole(shown, full, entry):
    assert chips.key_entry(shown, full) == entry


@pytest.mark.parametrize("language", i18n.languages())
def test_every_spanish_civil_war_card_name_fits_its_attack_row(language) -> None:
    """A card's name in the last attack's column is drawn smaller rather than cut: every card's,
    in every language, fits at the smallest size (`LABEL_SIZES`)."""
    smallest = scw_images.LABEL_SIZES[-1]
    room = scw_images.label_room()
    too_long = [
        name
        for name in (render(card.called, language) for card in SCW_CARDS.values())
        if text_width(name, smallest) > room
    ]
    assert not too_long


# --- 1812: The Invasion of Canada and Crisis 2020, in every language ---


def _cut_texts(draw, models: list, language: str) -> list[str]:
    """Every line ``draw(model, "", language)`` puts on the pictures of ``models`` that was cut
    with an ellipsis (the pictures' caches emptied first, so the maps drawn once are drawn
    again)."""
    from bot.images.canvas import Canvas

    cut: list[str] = []

    def drawn(self, text, xy, size, *, anchor, bold):
        if ELLIPSIS in text:
            cut.append(text)

    _clear_picture_caches()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Canvas, "drawn", drawn)
        for model in models:
            draw(model, "", language)
    _clear_picture_caches()
    return cut


@pytest.mark.parametrize("language", i18n.languages())
def test_every_1812_name_and_word_is_drawn_whole_in_every_language(language) -> None:
    """Every area's name on its tile (two lines at most), every water's and out-of-bounds
    region's, and the strip's words of the fullest board there can be (every faction waiting,
    a battle, a whole turn order), in every language: smaller where longer, never cut."""
    from bot.images import invasion_1812
    from bot.images.invasion_1812 import layout
    from rules.invasion_1812.board import InvasionBoard, fixed
    from tests.bot.test_images_1812 import crafted_data

    tiles = layout.tiles(fixed(), language)
    assert not [t.name for t in tiles.values() if any(ELLIPSIS in line for line in t.lines)]
    boards = [
        crafted_data(),
        crafted_data(faction="canadian-militia", turn_order=["canadian-militia"]),
        crafted_data(faction=None, battle="burlington-heights"),
        crafted_data(faction=None, active=[]),
    ]
    models = [InvasionBoard.model_validate(data) for data in boards]
    assert not _cut_texts(invasion_1812.draw, models, language)


@pytest.mark.parametrize("language", i18n.languages())
def test_every_crisis_2020_name_and_word_is_drawn_whole_in_every_language(language) -> None:
    """Every Region's name in its box, the legend's names of the unit types, the bar's words
    (each side's Player Turn, with every phase's name the board model can give) and the
    panel's, of a crowded board, in every language: smaller where longer, never cut."""
    from bot.images import crisis_2020
    from bot.images.crisis_2020 import layout
    from rules.core.messages import Msg
    from rules.crisis_2020.board import CrisisBoard, fixed
    from tests.bot.test_images_crisis_2020 import crafted_data

    tiles = layout.tiles(fixed(), language)
    assert not [t.name for t in tiles.values() if ELLIPSIS in t.name]
    phases = sorted({render(Msg(key), language) for key in _crisis_phases()})
    models = [
        CrisisBoard.model_validate(crafted_data(player=player, phase=phase))
        for player in ("rebel", "government")
        for phase in phases or ["Neutralization Recovery"]
    ]
    assert not _cut_texts(crisis_2020.draw, models, language)


def _crisis_phases() -> list[str]:
    """The ids of the rules' messages that name Crisis 2020's phases (c2020-phase-<id>)."""
    from rules.core.messages import catalog

    ids = ("setup", "draw", "data", "move", "armed", "recovery", "over")
    return [f"c2020-phase-{p}" for p in ids if catalog("en").has_message(f"c2020-phase-{p}")]


# --- the Canadian Civil War, in every language ---


def _ccw_said(value, language: str):
    """Board data with the rules' messages in it said in ``language``, as `bot.images.picture`
    says them before a picture reads them."""
    from rules.core.messages import Msg

    if isinstance(value, Msg):
        return render(value, language)
    if isinstance(value, dict):
        return {k: _ccw_said(v, language) for k, v in value.items()}
    if isinstance(value, list):
        return [_ccw_said(v, language) for v in value]
    return value


def _ccw_named(data: dict) -> dict:
    """``data`` with every piece and face-up Issue named by the rules' messages, as the rules
    name them (``ccw-piece-<id>``, ``ccw-issue-<kind>``): every piece of the counter sheet in
    turn, in the squares and in the Crisis Zone, every kind of Issue in turn in the squares
    (the Crisis Zone's keep theirs: its smallest cards hold a face-up Issue's short name)."""
    from rules.core.messages import Msg, catalog

    def named(key: str, english: str) -> str:
        return Msg(key) if catalog("en").has_message(key) else english

    pieces, kinds = list(PIECES.items()), list(ISSUES)
    n = 0
    for stack in data["stacks"]:
        for found in stack["pieces"]:
            piece_id, spec = pieces[n % len(pieces)]
            found.update(kind=spec.kind, name=named(f"ccw-piece-{piece_id}", spec.name))
            n += 1
        issue = stack.get("issue")
        if issue and issue["kind"]:
            kind = issue["kind"] if stack["where"] == "crisis-zone" else kinds[n % len(kinds)]
            name = named(f"ccw-issue-{kind}", ISSUES[kind].name)
            issue.update(kind=kind, name=name, name_fr=ISSUES[kind].name_fr)
            n += 1
    return data


@pytest.mark.parametrize("language", i18n.languages())
def test_every_canadian_civil_war_name_and_word_is_drawn_whole_in_every_language(language):
    """Crowded boards of the political game and of the National Emergency at each of its
    stages, every piece and Issue named by the rules' messages and every phase's name, in
    every language: every name and word whole (a longer language's drawn smaller or in a
    short form spelled out in the key, never cut), and none of the picture's own words left in
    English where the language has its own."""
    from rules.core.messages import Msg, catalog
    from tests.bot.test_images_canadian_civil_war import emergency_of

    phases = ("setup", "opportunity", "movement", "contest", "election", "emergency", "over")
    boards = []
    for zone, phase in zip((0, 5, 12, 20, 29, 12, 3), phases, strict=True):
        key = f"ccw-phase-{phase}"
        named = Msg(key) if catalog("en").has_message(key) else phase
        boards.append(crafted_data(zone, phase=named, turn=0 if phase == "setup" else 7))
    boards.append(crafted_data(12, over=True, winners=["red", "blue"], blue_area=False))
    stages = (
        {"stage": "attempt", "turn": 0, "sides": {}, "neutral": []},
        {"stage": "callup", "turn": 0, "acting": "government"},
        {"stage": "deploy", "turn": 0, "acting": "rebel"},
        {"stage": "movement", "turn": 2},
        {"stage": "combat", "turn": 6, "side": "rebel"},
    )
    boards += [war_data(emergency=emergency_of(**stage)) for stage in stages]
    boards.append(war_data(over=True, winners=["blue"]))
    english = i18n.bundle("en")
    own = set()
    if language != i18n.SOURCE:
        path = i18n.CATALOGS / "en" / "pictures-ccw.ftl"
        for line in path.read_text(encoding="utf-8").splitlines():
            key = line.split(" = ")[0]
            # (a short form of a name is no word of the picture's: "Transport" is an Issue's)
            own_word = key.startswith("ccw-pic-") and not key.startswith("ccw-pic-short-")
            if own_word and " = " in line and "{" not in line:
                said = i18n.text("en", key)
                if said != i18n.text(language, key) and english.has_message(key):
                    own |= {said, said.upper()}
    _clear_picture_caches()
    for data in boards:
        model = CCWBoard.model_validate(_ccw_said(_ccw_named(data), language))
        texts = [text for text, _ in ccw_images.labels(model, language)]
        cut = sorted({t for t in texts if ELLIPSIS in t})
        assert not cut, (data["phase"], cut)
        assert not own & set(texts), (data["phase"], sorted(own & set(texts)))
    _clear_picture_caches()
