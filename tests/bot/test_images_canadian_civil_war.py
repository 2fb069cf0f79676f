"""The Canadian Civil War board image: the Game Display as its data draws it (the Home Areas by
colour and Section, the Paths, the Control Points, the Crisis Zone with every stack in it), the
pieces by colour, the Issues face down or up, the players' tracks, drawn from real game states
of both scenarios; and the National Emergency (10.0) the same display switches to: the Military
Units by Side, the pieces on their backs, the turn of six, the Sides, from real Emergencies of
both scenarios and a crafted one."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.images import canadian_civil_war, generic, picture, render_board
from bot.images.canadian_civil_war import chips, display, emergency, layout, look
from bot.images.canadian_civil_war.words import words
from bot.images.canvas import Canvas, text_width
from rules.canadian_civil_war import TITLE, contest
from rules.canadian_civil_war.board import (
    CCWBoard,
    Fixed,
    IssueData,
    Names,
    PieceData,
    UnitData,
    fixed,
    fixed_of,
)
from rules.canadian_civil_war.components import DISPLAY, ISSUES, PIECES, PROVINCES
from rules.canadian_civil_war.data import (
    COLORS,
    CRISIS_ZONE,
    GRID,
    PACKAGE,
    VIEWPOINTS,
    load_display,
)
from rules.canadian_civil_war.state import CCWState
from rules.core import messages
from rules.core.messages import Msg, render
from rules.core.protocol import Board
from tests.bot import png as shared
from tests.bot.png import open_png
from tests.rules.canadian_civil_war.ccw_build import act, started

# One worker plays the module's random games and draws their boards: split over two, both would.
pytestmark = pytest.mark.xdist_group("test_images_canadian_civil_war")

TITLE_ID = "canadian-civil-war"
SIZE = (look.WIDTH, look.HEIGHT)
# Where the random playouts stop to draw the board: the start, early, the middle, and the end
# (a playout that ends sooner ends there).
STOPS = (0, 40, 400, 1500)
# A seed whose Quiet Revolution ends early (someone wins, or nobody forms a government), for a
# real board of a finished game.
FINISHING_SEED = 1
PREFIX = "ccw image"


@pytest.fixture(scope="module")
def real_boards() -> dict[str, Board]:
    """Both scenarios at their start, early, in the middle and at the end ("scenario@step"),
    and a Quiet Revolution played to its finish ("finished")."""
    found = shared.every_scenario_boards(TITLE, STOPS, prefix=PREFIX, seed=2)
    finished = shared.playout_boards(
        TITLE, "quiet-revolution", STOPS, prefix=PREFIX, seed=FINISHING_SEED
    )
    found["finished"] = finished[max(finished)]
    return found


def last(real_boards: dict[str, Board], scenario: str) -> Board:
    boards = shared.scenario_boards(real_boards, scenario)
    return boards[max(boards)]


def piece(color: str, name: str, kind: str = "constituency", strength: int = 1) -> dict:
    return {"kind": kind, "color": color, "name": name, "strength": strength}


def issue(kind: str | None = None, controller: str | None = None) -> dict:
    names = {
        "language": ("Language", "Langue"),
        "finance-banking": ("Finance & Banking", "Finances et banques"),
        "tax": ("Tax", "Impôts"),
    }
    name, name_fr = names.get(kind or "", (None, None))
    return {"kind": kind, "name": name, "name_fr": name_fr, "controller": controller}


NAMES = ["Quebec 1", "Ontario 14", "Saskatchewan 2", "Premier of Prince Edward Island"]
KINDS = ["constituency", "constituency", "constituency", "premier"]


def crafted_data(zone: int = 12, **changes: Any) -> dict[str, Any]:
    """A crowded board: every square of the Home Areas full (two pieces and an Issue, face down
    or up, held or not), ``zone`` stacks in the Crisis Zone, large counts."""
    stacks = []
    for n, square in enumerate(s for s in DISPLAY.places if s != CRISIS_ZONE):
        pieces = [
            piece(COLORS[(n + k) % 4], NAMES[(n + k) % 4], KINDS[(n + k) % 4], 1 + k)
            for k in range(2)
        ]
        kind = (None, "language", "finance-banking", "tax")[n % 4]
        stacks.append(
            {"where": square, "stack": 0, "pieces": pieces, "issue": issue(kind, COLORS[n % 3])}
        )
    stacks += zone_stacks(zone)
    data: dict[str, Any] = {
        "turn": 7,
        "phase": "Contest Phase",
        "player": "orange",
        "over": False,
        "colors": list(COLORS),
        "blue_area": True,
        "stacks": stacks,
        "issues": {"red": 7, "orange": 3, "green": 6, "blue": 7},
        "constituencies": {"red": 13, "orange": 7, "green": 7, "blue": 12},
        "hands": {"red": 1, "orange": 5, "green": 0, "blue": 3},
        "deck": 24,
        "discards": 23,
        "last_roll": "die 5",
    }
    data.update(changes)
    return data


def zone_stacks(count: int) -> list[dict]:
    """``count`` stacks of the Crisis Zone, of one to four pieces, some with an Issue."""
    return [
        {
            "where": CRISIS_ZONE,
            "stack": n + 1,
            "pieces": [
                piece(COLORS[(n + k) % 4], NAMES[(n + k) % 4], KINDS[(n + k) % 4])
                for k in range(n % 5)
            ],
            "issue": issue(("tax", None)[n % 2]) if n % 5 == 0 or n % 3 == 0 else None,
        }
        for n in range(count)
    ]


def board_of(data: dict[str, Any]) -> Board:
    return Board(headline="Game-Turn 7 · Orange (Provincial Moderate) Player-Turn", data=data)


def boxes() -> dict[str, shared.Box]:
    return layout.boxes(fixed())


def model_of(board: Board) -> CCWBoard:
    return shared.model_of(TITLE_ID, board)


def labels_of(board: Board) -> list[tuple[str, shared.Box]]:
    """Every text the image of ``board`` draws, with its box."""
    return canadian_civil_war.labels(model_of(board))


def _inside(inner: shared.Box, outer: shared.Box) -> bool:
    return (
        outer[0] <= inner[0] <= inner[2] <= outer[2]
        and outer[1] <= inner[1] <= inner[3] <= outer[3]
    )


def _colour_at(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((int(xy[0]), int(xy[1])))


def _corner_fill(image: Image.Image, box: shared.Box) -> tuple[int, int, int]:
    """The commonest colour of a patch near a square's bottom right corner, clear of its edge,
    its name and (on a board with few pieces) its chips."""
    rgb = image.convert("RGB")
    x1, y1 = int(box[2]), int(box[3])
    patch = [rgb.getpixel((x, y1 - 3)) for x in range(x1 - 12, x1 - 5)]
    return Counter(patch).most_common(1)[0][0]


# --- real boards ---
def test_playouts_reach_the_middle_and_the_end_of_both_scenarios(
    real_boards: dict[str, Board],
) -> None:
    """The fixture draws what it claims: both scenarios from setup to many moves in (or to the
    game's end), with stacks in the Crisis Zone and Issues face down and up."""
    assert set(TITLE.scenarios) == {"quiet-revolution", "referendum"}
    for scenario in TITLE.scenarios:
        boards = shared.scenario_boards(real_boards, scenario)
        steps = sorted(boards)
        assert steps[0] == 0 and steps[-1] >= STOPS[2], scenario
        assert boards[0].data["phase"] == "Setting up"
        late = boards[steps[-1]].data
        assert late["over"] or steps[-1] == STOPS[-1], scenario
        assert late["turn"] >= 2, scenario
        zone = [s for s in late["stacks"] if s["where"] == CRISIS_ZONE]
        assert len(zone) >= 2, scenario
        issues = [s["issue"] for b in boards.values() for s in b.data["stacks"] if s["issue"]]
        assert any(i["kind"] is None for i in issues), scenario
        assert any(i["kind"] is not None for i in issues), scenario
    assert last(real_boards, "quiet-revolution").data["blue_area"] is False
    assert last(real_boards, "referendum").data["blue_area"] is True
    finished = real_boards["finished"]
    assert finished.data["over"] and finished.data["phase"] == "Game over"
    said = [text for text, _ in labels_of(finished)]
    assert any(text.startswith("Game over: ") for text in said), said


def test_every_real_board_is_a_png_of_fixed_size_and_modest_weight(
    real_boards: dict[str, Board],
) -> None:
    for key, board in real_boards.items():
        shared.assert_board_png(render_board(TITLE_ID, board), SIZE, key)


def test_render_board_uses_the_canadian_civil_war_renderer_not_the_generic_card(
    real_boards: dict[str, Board],
) -> None:
    board = last(real_boards, "referendum")
    png = shared.assert_drawn_by(TITLE_ID, canadian_civil_war, board, "Canadian Civil War")
    assert open_png(png).size == SIZE != open_png(generic.render("CCW", board)).size


@pytest.mark.parametrize("zone", [12, 40])
def test_the_crowded_board_stays_a_modest_png(zone: int) -> None:
    png = render_board(TITLE_ID, board_of(crafted_data(zone)))
    assert open_png(png).size == SIZE
    assert len(png) <= shared.MAX_BYTES


# --- the display's geometry ---
def test_every_square_box_lies_inside_the_image_and_no_two_overlap() -> None:
    found = canadian_civil_war.label_boxes(model_of(board_of(crafted_data())))
    assert set(found) == set(DISPLAY.places)
    for square, (x0, y0, x1, y1) in found.items():
        assert 0 <= x0 < x1 <= look.WIDTH, square
        assert look.BAR_HEIGHT <= y0 < y1 <= look.HEIGHT, square
        assert shared.apart(found[square], look.PANEL_BOX), square
    for a, b in combinations(found, 2):
        assert shared.apart(found[a], found[b]), (a, b)


def test_the_picture_draws_the_grid_the_rules_place_the_squares_on() -> None:
    """The image's size follows its own grid of cells, and the rules check that display.toml's
    squares lie on theirs: the two grids are one."""
    assert look.GRID == GRID


def test_square_boxes_sit_on_the_display_grid() -> None:
    """Every square where display.toml draws it: the same order by column and row, the Crisis
    Zone four cells wide in the middle, the one-cell squares all of one size."""
    found = boxes()
    for a, b in combinations(DISPLAY.places.values(), 2):
        if a.col + a.width <= b.col:
            assert found[a.id][2] < found[b.id][0], (a.id, b.id)
        if a.row + a.height <= b.row:
            assert found[a.id][3] < found[b.id][1], (a.id, b.id)
    sizes = {(x1 - x0, y1 - y0) for s, (x0, y0, x1, y1) in found.items() if s != CRISIS_ZONE}
    assert len(sizes) == 1
    (w, h), zone = sizes.pop(), found[CRISIS_ZONE]
    assert zone[2] - zone[0] > 4 * w and zone[3] - zone[1] > 4 * h


def test_every_label_lies_inside_the_image_and_inside_or_clear_of_every_square(
    real_boards: dict[str, Board],
) -> None:
    """No text runs off the image, out of its square, or over a square it is not in."""
    _labels_in_place(
        [
            *real_boards.items(),
            ("crafted", board_of(crafted_data())),
            ("crowded-zone", board_of(crafted_data(60))),
        ]
    )


def _labels_in_place(boards: list[tuple[str, Board]]) -> None:
    """Every label of ``boards`` lies inside the image, and inside or clear of every square."""
    found = boxes()
    image = (0, 0, look.WIDTH, look.HEIGHT)
    for key, board in boards:
        drawn = labels_of(board)
        assert len(drawn) > 100, key
        for text, box in drawn:
            assert _inside(box, image), (key, text, box)
            for square, square_box in found.items():
                assert _inside(box, square_box) or shared.apart(box, square_box), (
                    key,
                    text,
                    square,
                )


def test_every_square_is_named() -> None:
    drawn = [text for text, _ in labels_of(board_of(crafted_data()))]
    for square in DISPLAY.places.values():
        if square.id != CRISIS_ZONE:
            assert square.name in drawn or set(square.aliases) & set(drawn), square.id
    assert "CRISIS ZONE" in drawn


def test_paths_bridge_the_gap_between_neighbours_and_only_them() -> None:
    """Every Path is a bar across the gap between its two squares; where two squares meet only
    at a corner, the gap stays paper."""
    image = open_png(render_board(TITLE_ID, board_of(crafted_data())))
    found = boxes()
    for square in DISPLAY.places.values():
        for other in square.neighbours:
            bar = layout.path_bar(found[square.id], found[other])
            centre = ((bar[0] + bar[2]) / 2, (bar[1] + bar[3]) / 2)
            assert shared.close(_colour_at(image, centre), look.PATH_COLOUR), (
                square.id,
                other,
            )
    # Off the Crisis Zone's top left corner: Blue A5 meets it at a corner only.
    zone, corner = found[CRISIS_ZONE], found["blue-a5"]
    gap = ((corner[2] + zone[0]) / 2, (corner[3] + zone[1]) / 2)
    assert shared.close(_colour_at(image, gap), look.PAPER)


def without_path(a: str, b: str) -> Fixed:
    """The fixed part of the board model from a display corrected as a server owner would
    (GAME_DATA_DIR): the Path between squares ``a`` and ``b`` removed."""

    def change(data: dict[str, Any]) -> None:
        for entry in data["square"]:
            if entry["id"] in (a, b):
                entry["neighbours"] = [n for n in entry["neighbours"] if n not in (a, b)]

    display = shared.corrected(PACKAGE, "display.toml", load_display, change)
    return fixed_of(display, PIECES, PROVINCES, ISSUES)


def drawn_on(corrected: Fixed, data: dict[str, Any]) -> bytes:
    """The board of ``data`` drawn on the ``corrected`` display, which its model carries."""
    return canadian_civil_war.render(CCWBoard.model_validate({**data, "fixed": corrected}), "")


def test_two_squares_without_a_path_keep_an_open_gap() -> None:
    bar = layout.path_bar(boxes()["red-g3"], boxes()["red-g4"])
    centre = ((bar[0] + bar[2]) / 2, (bar[1] + bar[3]) / 2)
    board = board_of(crafted_data())
    before = open_png(render_board(TITLE_ID, board))
    assert shared.close(_colour_at(before, centre), look.PATH_COLOUR)
    after = open_png(drawn_on(without_path("red-g3", "red-g4"), crafted_data()))
    assert shared.close(_colour_at(after, centre), look.PAPER)


def test_control_points_carry_the_printed_disc() -> None:
    """The black disc with a "C" on every Control Point, on no other square."""
    image = open_png(render_board(TITLE_ID, board_of(crafted_data())))
    pad, cp, header = look.PAD, look.CP, look.HEADER
    for square_id, (_, y0, x1, _) in boxes().items():
        if square_id == CRISIS_ZONE:
            continue
        # The disc's rim all round its "C": left, right, top and bottom.
        x, y = x1 - pad - cp, y0 + 2 + (header - cp) / 2
        rim = [(x + 1.5, y + cp / 2), (x + cp - 1.5, y + cp / 2), (x + cp / 2, y + 1.2)]
        rim.append((x + cp / 2, y + cp - 1.5))
        dark = all(sum(_colour_at(image, xy)) < 120 for xy in rim)
        assert dark == DISPLAY.places[square_id].control_point, square_id
    assert len(DISPLAY.control_points()) == 20


def test_square_tints_follow_their_home_area_and_section() -> None:
    image = open_png(render_board(TITLE_ID, board_of(crafted_data(stacks=[]))))
    tints = set()
    for square_id, square in fixed().squares.items():
        if square_id == CRISIS_ZONE:
            continue
        fill, _ = display.square_colours(square, unused=False)
        assert shared.close(_corner_fill(image, boxes()[square_id]), fill), square_id
        tints.add(fill)
    assert len(tints) == 12  # four colours, three Sections each


def test_the_blue_area_is_greyed_out_when_not_used(real_boards: dict[str, Board]) -> None:
    quiet = last(real_boards, "quiet-revolution")
    image = open_png(render_board(TITLE_ID, quiet))
    drawn = [text for text, _ in labels_of(quiet)]
    for square in DISPLAY.squares("blue"):
        assert shared.close(_corner_fill(image, boxes()[square]), look.UNUSED), square
    assert drawn.count("not used") == 21
    used = open_png(render_board(TITLE_ID, board_of(crafted_data(stacks=[]))))
    for square in DISPLAY.squares("blue"):
        fill = _corner_fill(used, boxes()[square])
        assert not shared.close(fill, look.UNUSED), square


# --- the pieces ---
def test_pieces_are_drawn_in_their_colour_with_name_and_strength() -> None:
    squares = [s for s in DISPLAY.places if s != CRISIS_ZONE][:4]
    stacks = [
        {"where": s, "stack": 0, "pieces": [piece(c, "Wood", "interest-group", 2)], "issue": None}
        for s, c in zip(squares, COLORS, strict=True)
    ]
    board = board_of(crafted_data(stacks=stacks))
    image = open_png(render_board(TITLE_ID, board))
    pad, header = look.PAD, look.HEADER
    for square, color in zip(squares, COLORS, strict=True):
        x0, y0, _, _ = boxes()[square]
        chip = (x0 + pad + 1, y0 + 2 + header + 1 + 3)
        assert shared.close(_colour_at(image, chip), look.COLOUR[color]), color
    drawn = [text for text, _ in labels_of(board)]
    assert drawn.count("Wood") == 4 and drawn.count("2") >= 4


@pytest.mark.parametrize(
    ("name", "kind", "expected"),
    [
        ("Quebec 1", "constituency", ["Québec 1", "Qbc 1"]),
        ("Saskatchewan 2", "constituency", ["Saskatchewan 2", "Sas 2"]),
        ("Newfoundland 1", "constituency", ["Newfoundland 1", "Nfl 1"]),
        ("Premier of Quebec", "premier", ["Prem Québec", "Prem Qbc", "P Qbc"]),
        ("National Health & Welfare", "civil-servant", ["National Health & Welfare", "Hlth-Wlf"]),
        ("Hydro-Electric Power", "interest-group", ["Hydro-Electric Power", "Hydro"]),
        ("Wood", "interest-group", ["Wood"]),
    ],
)
def test_piece_names_are_the_counters_with_their_accents(
    name: str, kind: str, expected: list[str]
) -> None:
    assert (
        chips.piece_names(PieceData(kind=kind, color="red", name=name, strength=1), fixed())
        == expected
    )


def drawn_text(text: str) -> bytes:
    surface = Canvas(160, 30, (255, 255, 255))
    surface.text((4, 15), text, 12, (0, 0, 0), anchor="lm", bold=True)
    return surface.png()


def test_quebec_is_drawn_with_its_accent() -> None:
    """ "Quebec 1" is drawn "Québec 1", as the bilingual counters print it, and its "é" is a glyph
    of its own, not folded to "e"."""
    stacks = [{"where": "red-a1", "stack": 0, "pieces": [piece("red", "Quebec 1")], "issue": None}]
    board = board_of(crafted_data(stacks=stacks))
    drawn = [text for text, _ in labels_of(board)]
    assert "Québec 1" in drawn and "Quebec 1" not in drawn
    assert drawn_text("Québec 1") != drawn_text("Quebec 1")
    accented = render_board(TITLE_ID, board)
    # The same board with the Province's names as plain as the English side's.
    provinces = {**fixed().provinces, "Quebec 1": Names(name="Quebec", name_fr="Quebec")}
    plain = fixed().model_copy(update={"provinces": provinces})
    assert chips.piece_names(PieceData(**piece("red", "Quebec 1")), plain)[0] == "Quebec 1"
    assert drawn_on(plain, board.data) != accented


# --- the Issues ---
def test_a_face_down_issue_never_shows_its_kind() -> None:
    """Face down an Issue reads "Issue", whatever its data says; its picture does not depend on
    its names; face up it shows them."""
    down = IssueData(kind=None, name="Language", name_fr="Langue", controller="red")
    assert chips.issue_names(down, fixed()) == ["Issue"]
    assert chips.issue_names(IssueData(), fixed()) == ["Issue"]

    def board(**fields: Any) -> Board:
        chosen = {"kind": None, "name": None, "name_fr": None, "controller": "red", **fields}
        stacks = [{"where": "red-a1", "stack": 0, "pieces": [], "issue": chosen}]
        return board_of(crafted_data(stacks=stacks))

    hidden = render_board(TITLE_ID, board())
    assert render_board(TITLE_ID, board(name="Language", name_fr="Langue")) == hidden
    shown = board(kind="language", name="Language", name_fr="Langue")
    assert render_board(TITLE_ID, shown) != hidden
    square = boxes()["red-a1"]

    def texts(board: Board) -> list[str]:
        found = labels_of(board)
        return [text for text, box in found if _inside(box, square)]

    hidden_text, shown_text = texts(board(name="Language")), texts(shown)
    assert "Issue" in hidden_text and "Language" not in hidden_text
    assert "Language" in shown_text and "Langue" in shown_text


def test_real_face_down_issues_are_drawn_as_backs(real_boards: dict[str, Board]) -> None:
    board = last(real_boards, "referendum")
    face_down = sum(1 for s in board.data["stacks"] if s["issue"] and s["issue"]["kind"] is None)
    drawn = [text for text, _ in labels_of(board)]
    # One per face-down Issue, and one in the legend.
    assert drawn.count("Issue") == face_down + 1


@pytest.mark.parametrize(
    ("kind", "name", "name_fr", "expected"),
    [
        ("language", "Language", "Langue", ["Language", "Langue"]),
        ("tax", "Tax", "Impôts", ["Tax", "Impôts"]),
        ("media", "Media", "Media", ["Media"]),
        ("education", None, None, ["Education", "Éducation"]),
    ],
)
def test_a_face_up_issue_shows_its_french_name_where_it_differs(
    kind: str, name: str | None, name_fr: str | None, expected: list[str]
) -> None:
    found = IssueData(kind=kind, name=name, name_fr=name_fr)
    assert chips.issue_names(found, fixed()) == expected


def test_an_issue_is_edged_in_the_colour_of_whoever_controls_it() -> None:
    x0, y0, _, _ = boxes()["red-a1"]
    pad, header = look.PAD, look.HEADER
    edge = (x0 + pad, y0 + 2 + header + 1 + 6)
    for controller in (*COLORS, None):
        stacks = [{"where": "red-a1", "stack": 0, "pieces": [], "issue": issue("tax", controller)}]
        image = open_png(render_board(TITLE_ID, board_of(crafted_data(stacks=stacks))))
        expected = look.COLOUR[controller] if controller else look.UNCONTROLLED
        assert shared.close(_colour_at(image, edge), expected, 24), controller


# --- the Crisis Zone ---
@pytest.mark.parametrize("count", [1, 2, 5, 12, 29, 60, 150])
def test_the_crisis_zone_draws_every_stack_even_when_there_are_many(count: int) -> None:
    board = board_of(crafted_data(count))
    cards = canadian_civil_war.zone_boxes(model_of(board))
    assert len(cards) == count
    zone = boxes()[CRISIS_ZONE]
    for card in cards:
        assert _inside(card, zone), card
        assert card[2] - card[0] >= 3 and card[3] - card[1] >= 3, card
    for a, b in combinations(cards, 2):
        assert shared.apart(a, b), (a, b)
    assert open_png(render_board(TITLE_ID, board)).size == SIZE
    if count <= 30:  # a readable card for each: every piece named
        drawn = [text for text, box in labels_of(board) if _inside(box, zone)]
        pieces = sum(len(s["pieces"]) for s in zone_stacks(count))
        named = [
            t for t in drawn if t.startswith(("Québec", "Qbc", "Ontario", "Ont", "Sas", "Prem"))
        ]
        assert len(named) == pieces, count


def test_real_crisis_zone_stacks_are_all_drawn(real_boards: dict[str, Board]) -> None:
    for key, board in real_boards.items():
        count = sum(1 for s in board.data["stacks"] if s["where"] == CRISIS_ZONE)
        assert len(canadian_civil_war.zone_boxes(model_of(board))) == count, key
        drawn = [text for text, _ in labels_of(board)]
        assert f"{count} stack{'s' if count != 1 else ''}" in drawn, key


# --- the headline and the tracks ---
def test_the_headline_and_the_tracks_say_the_turn_phase_players_and_counts() -> None:
    board = board_of(crafted_data())
    drawn = [text for text, _ in labels_of(board)]
    assert "Game-Turn 7" in drawn
    assert "Orange (Provincial Moderate) Player-Turn · Contest Phase" in drawn
    assert "Orange ◀" in drawn  # the phasing Player's row
    assert "Political Opportunity deck: 24 to draw · 23 discarded" in drawn
    for n in ("13", "12", "7", "5"):
        assert n in drawn
    over = [t for t, _ in labels_of(board_of(crafted_data(over=True)))]
    assert "Game over: nobody wins" in over and "Game-Turn 7" in over  # 8.24, 11.22
    won = board_of(crafted_data(over=True, winners=["blue"]))
    assert "Game over: Blue (Separatist) wins" in [t for t, _ in labels_of(won)]


def test_board_is_deterministic(real_boards: dict[str, Board]) -> None:
    for board in (last(real_boards, "referendum"), board_of(crafted_data(29))):
        shared.assert_deterministic(TITLE_ID, board)


def _with(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    return shared.changed(crafted_data(), path, value)


@shared.each(
    "data",
    {
        "piece-colour": _with(("stacks", 0, "pieces", 0, "color"), "green"),
        "strength": _with(("stacks", 0, "pieces", 0, "strength"), 3),
        "pieces-gone": _with(("stacks", 0, "pieces"), []),
        "issue-controller": _with(("stacks", 1, "issue", "controller"), None),
        "issue-gone": _with(("stacks", 0, "issue"), None),
        "zone-stack": crafted_data(13),
        "turn": crafted_data(turn=8),
        "player": crafted_data(player="blue"),
        "phase": crafted_data(phase="Election Phase"),
        "over": crafted_data(over=True),
        "blue-area": crafted_data(blue_area=False),
        "issues": _with(("issues", "red"), 8),
        "constituencies": _with(("constituencies", "green"), 9),
        "hand": _with(("hands", "blue"), 4),
        "deck": crafted_data(deck=23),
        "discards": crafted_data(discards=24),
        "last-roll": crafted_data(last_roll="die 6"),
    },
)
def test_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    shared.assert_changes_board(TITLE_ID, board_of(crafted_data()), board_of(data))


def test_extreme_values_still_draw_a_board_of_the_same_size() -> None:
    """Absurd data (ten pieces in a square, hundreds of stacks, huge counts, a long roll) is
    drawn within the image rather than refused."""
    many = [piece("blue", "Premier of Prince Edward Island", "premier", 999)] * 10
    data = crafted_data(
        300,
        turn=999,
        issues={c: 10_000 for c in COLORS},
        constituencies={c: 10_000 for c in COLORS},
        hands={c: 10_000 for c in COLORS},
        deck=10_000,
        discards=10_000,
        last_roll="die " + "6, " * 80,
        phase="A phase with a very long name " * 4,
    )
    data["stacks"][0]["pieces"] = many
    board = board_of(data)
    png = render_board(TITLE_ID, board)
    assert open_png(png).size == SIZE
    assert len(png) <= shared.MAX_BYTES
    image = (0, 0, look.WIDTH, look.HEIGHT)
    for text, box in labels_of(board):
        assert _inside(box, image), text
    first = boxes()[data["stacks"][0]["where"]]
    here = [text for text, box in labels_of(board) if _inside(box, first)]
    # As many chips as fit, then "+n" for the rest: all eleven pieces and Issue counted.
    more = [text for text in here if text.startswith("+")]
    assert len(more) == 1
    assert here.count("Prem PEI") + int(more[0][1:]) == 11


@shared.each(
    "data",
    {
        "unknown-square": _with(("stacks", 0, "where"), "atlantis"),
        "unknown-colour": _with(("stacks", 0, "pieces", 0, "color"), "purple"),
        "unknown-kind": _with(("stacks", 0, "pieces", 0, "kind"), "militia"),
        "negative-strength": _with(("stacks", 0, "pieces", 0, "strength"), -1),
        "unknown-controller": _with(("stacks", 1, "issue", "controller"), "purple"),
        "non-numeric-hand": _with(("hands", "red"), "many"),
        "unknown-player": crafted_data(player="spectator"),
        "partial": {"turn": 1},
    },
)
def test_mismatched_data_is_refused_not_drawn_as_the_generic_card(data: dict[str, Any]) -> None:
    shared.assert_refused(TITLE_ID, board_of(data))


# --- the National Emergency (10.0) ---
def _playing(
    state: CCWState, rng: random.Random, until: Callable[[CCWState], bool], cap: int = 5000
) -> CCWState:
    """Random legal choices of whoever must act, as the bot's players would make them, until
    ``until(state)`` or the game's end."""
    for _ in range(cap):
        if state.outcome is not None or until(state):
            return state
        role = rng.choice(TITLE.active(state))
        state = TITLE.apply(state, role, rng.choice(TITLE.choices(state, role)))
    raise AssertionError("the playout did not get there")


def emergency_playout(scenario: str, seed: int) -> dict[str, Board]:
    """``scenario`` played at random until a player may attempt a National Emergency (10.1),
    who does ("attempt"); the first other player opposes, the next joins, any other stays
    neutral, and the attempter's die is forced to 1 so that it is created (10.81: "N" in every
    column); the Government calls up one Constituency's Militia ("callup"); both Sides deploy
    (10.3) and the first Game-Turn begins ("deployed"); then random play to "turn-2" and to the
    end ("over")."""
    rng = random.Random(seed)
    state = _playing(
        started(scenario, f"{PREFIX} emergency {scenario} {seed}"),
        rng,
        lambda s: any(TITLE.interrupts(s, c) for c in s.hands),
    )
    attempter = next(c for c in state.hands if TITLE.interrupts(state, c))
    state = act(state, attempter, "emergency")
    boards = {"attempt": TITLE.view(state, None).board}
    voters = TITLE.active(state)
    rolled: list[int] = []

    def die(state: CCWState) -> int:
        """The attempter's roll is 1; the Loyalty rolls that follow (10.2), the game's own."""
        rolled.append(1 if not rolled else real(state))
        return rolled[-1]

    real = contest.die
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(contest, "die", die)
        for color, stance in zip(voters, ("oppose", "join", "neutral"), strict=False):
            state = act(state, color, stance)
    assert rolled[:1] == [1]
    boards["callup"] = TITLE.view(state, None).board
    government = TITLE.active(state)[0]
    if any(c.verb == "mark" for c in TITLE.choices(state, government)):
        state = act(state, government, "mark")
    state = act(state, government, "roll")
    while state.emergency is not None and state.emergency.stage == "deploy":
        state = act(state, TITLE.active(state)[0], "arrange")
    boards["deployed"] = TITLE.view(state, None).board
    state = _playing(state, rng, lambda s: s.emergency.turn >= 2)
    boards["turn-2"] = TITLE.view(state, None).board
    state = _playing(state, rng, lambda s: False)
    boards["over"] = TITLE.view(state, None).board
    return boards


@pytest.fixture(scope="module")
def war_boards() -> dict[str, Board]:
    """Real National Emergency boards of both scenarios at each stage: "scenario:stage"."""
    return {
        f"{scenario}:{stage}": board
        for scenario in TITLE.scenarios
        for stage, board in emergency_playout(scenario, seed=1).items()
    }


def unit(
    designation: str,
    side: str,
    kind: str = "militia",
    strength: int = 2,
    francophone: bool = False,
) -> dict:
    return {
        "id": designation.lower().replace(" ", "-"),
        "name": f"The {designation} Regiment",
        "designation": designation,
        "kind": kind,
        "side": side,
        "strength": strength,
        "movement": 5,
        "francophone": francophone,
    }


def back(
    color: str, name: str, side: str | None, kind: str = "constituency", values=(1, 3)
) -> dict:
    """An Active Piece on its back: its front's Contesting Strength is 9, which a back's image
    must never show."""
    return {**piece(color, name, kind, 9), "side": side, "back": list(values)}


def emergency_of(**changes: Any) -> dict[str, Any]:
    found: dict[str, Any] = {
        "stage": "movement",
        "turn": 2,
        "turns": 6,
        "side": "government",
        "attempter": "green",
        "sides": {"government": ["red", "green"], "rebel": ["blue"]},
        "neutral": ["orange"],
        "lost": {"government": 17, "rebel": 23},
    }
    found.update(changes)
    return found


OVERSTACKED = "green-a1"


def war_data(**changes: Any) -> dict[str, Any]:
    """A National Emergency at Game-Turn 2, the Government's Movement Phase: a Government
    Federal unit with two Red pieces in Red A1, a Rebel Francophone Militia unit with a Blue
    Constituency in Blue A1, four Government Militia overstacked with two Green pieces in
    Green A1 (10.3), and three Crisis Zone stacks."""
    militia = [unit(f"Militia {n}", "government") for n in range(1, 5)]
    stacks = [
        {
            "where": "red-a1",
            "stack": 0,
            "units": [unit("1 RCR", "government", "federal", 3)],
            "pieces": [
                back("red", "Ontario 1", "government"),
                back("red", "Premier of Ontario", "government", "premier", (2, 4)),
            ],
            "issue": None,
        },
        {
            "where": "blue-a1",
            "stack": 0,
            "units": [unit("FMR", "rebel", francophone=True)],
            "pieces": [back("blue", "Quebec 1", "rebel")],
            "issue": None,
        },
        {
            "where": OVERSTACKED,
            "stack": 0,
            "units": militia,
            "pieces": [
                back("green", "Alberta 1", "government"),
                back("green", "Wood", "government", "interest-group", (2, 3)),
            ],
            "issue": None,
        },
        {
            "where": CRISIS_ZONE,
            "stack": 1,
            "units": [unit("1 R22eR", "rebel", "federal", 3, francophone=True)],
            "pieces": [back("blue", "Quebec 2", "rebel")],
            "issue": None,
        },
        {
            "where": CRISIS_ZONE,
            "stack": 2,
            "units": [],
            "pieces": [back("red", "Ontario 2", "government")],
            "issue": None,
        },
        {
            "where": CRISIS_ZONE,
            "stack": 3,
            "units": [unit("2 PPCLI", "government", "federal", 3)],
            "pieces": [],
            "issue": None,
        },
    ]
    data = crafted_data(stacks=stacks, phase="National Emergency", emergency=emergency_of())
    data["emergency"].update(changes.pop("emergency", {}))
    data.update(changes)
    return data


def said(board: Board) -> list[str]:
    return [text for text, _ in labels_of(board)]


def said_in(board: Board, box: shared.Box) -> list[str]:
    return [text for text, found in labels_of(board) if _inside(found, box)]


def _commonest(image: Image.Image, box: shared.Box) -> tuple[int, int, int]:
    rgb = image.convert("RGB")
    patch = [
        rgb.getpixel((x, y))
        for x in range(int(box[0]), int(box[2]))
        for y in range(int(box[1]), int(box[3]))
    ]
    return Counter(patch).most_common(1)[0][0]


def _chip_top(square: str) -> float:
    return boxes()[square][1] + 2 + look.HEADER + 1


def test_the_emergency_playouts_reach_every_stage_of_the_war(
    war_boards: dict[str, Board],
) -> None:
    """The fixture draws what it claims, in both scenarios: the attempt with the pieces on
    their fronts and no Sides; the Sides formed, a neutral out; the units deployed and the
    Issues gone (10.3), every piece on its back; the second Game-Turn; the end."""
    for scenario in TITLE.scenarios:
        data = {
            stage: war_boards[f"{scenario}:{stage}"].data
            for stage in ("attempt", "callup", "deployed", "turn-2", "over")
        }
        assert data["attempt"]["emergency"]["stage"] == "attempt"
        assert data["attempt"]["emergency"]["sides"] == {}
        assert all("back" not in p for s in data["attempt"]["stacks"] for p in s["pieces"])
        assert data["callup"]["emergency"]["stage"] == "callup"
        assert set(data["callup"]["emergency"]["sides"]) == {"government", "rebel"}
        deployed = data["deployed"]
        assert deployed["emergency"]["turn"] == 1
        assert sum(len(s["units"]) for s in deployed["stacks"]) >= 10
        assert all(s["issue"] is None for s in deployed["stacks"])
        assert all(p["back"] for s in deployed["stacks"] for p in s["pieces"])
        assert data["turn-2"]["emergency"]["turn"] == 2
        assert data["over"]["over"] and not data["turn-2"]["over"]
    assert war_boards["referendum:callup"].data["emergency"]["neutral"]


def test_every_emergency_board_is_a_modest_png(war_boards: dict[str, Board]) -> None:
    """The README's target for every board: a valid PNG of at most 300 KB. How fast it is drawn
    is for `python -m bench` (section 3) to report, not for a test on a busy machine to assert:
    a best-of-three timing here failed CI at 0.16 s against 0.15 s."""
    for key, board in [*war_boards.items(), ("crafted", board_of(war_data()))]:
        shared.assert_board_png(render_board(TITLE_ID, board), SIZE, key)


def test_without_an_emergency_the_political_view_is_unchanged(
    real_boards: dict[str, Board],
) -> None:
    """``emergency`` None and no units (what board_data now gives in the political game) draw
    the same bytes as a board without those keys: the National Emergency changes nothing
    before it is attempted."""
    data = crafted_data(12)
    bare = copy.deepcopy(data)
    data["emergency"] = None
    for stack in data["stacks"]:
        stack["units"] = []
    assert render_board(TITLE_ID, board_of(data)) == render_board(TITLE_ID, board_of(bare))
    for key, board in real_boards.items():
        assert board.data["emergency"] is None, key
        drawn = said(board)
        assert "NATIONAL EMERGENCY" not in drawn, key
        assert any(t.startswith("Political Opportunity deck:") for t in drawn), key


def test_the_emergency_view_replaces_the_political_bar_and_panel(
    war_boards: dict[str, Board],
) -> None:
    for key, board in war_boards.items():
        drawn = said(board)
        assert "NATIONAL EMERGENCY" in drawn, key
        assert "MILITARY UNITS AND PIECES" in drawn, key
        assert not any(t.startswith("Political Opportunity deck:") for t in drawn), key
        assert "Issue face down" not in drawn, key  # the political legend
    political = copy.deepcopy(war_boards["referendum:turn-2"].data)
    political["emergency"] = None
    assert render_board(TITLE_ID, board_of(political)) != render_board(
        TITLE_ID, war_boards["referendum:turn-2"]
    )


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"strength": 3, "movement": 5, "francophone": False}, "3-5"),
        ({"strength": 3, "movement": 5, "francophone": True}, "3F5"),
        ({"strength": 1, "movement": 5, "francophone": True}, "1F5"),
        ({"strength": 2, "movement": 5}, "2-5"),
    ],
)
def test_unit_values_are_printed_as_the_counters(fields: dict, expected: str) -> None:
    """2.2: "Combat Strength 3-5", a Francophone unit "3F5"."""
    found = UnitData(**{**unit("X", "rebel"), **fields})
    assert chips.unit_values(found) == expected


def test_back_values_are_parenthesized_for_they_defend_only() -> None:
    """2.2: "Parenthesized () Combat Strengths signify that the unit may defend only"; every
    Active Piece's back does (10.71)."""
    found = PieceData(**back("red", "Ontario 1", "government", values=(1, 3)))
    assert chips.back_values(found) == "(1)-3"
    found = PieceData(**back("red", "Premier of Ontario", "rebel", "premier", (2, 4)))
    assert chips.back_values(found) == "(2)-4"


def test_military_units_are_drawn_in_their_sides_colour_with_designation_and_values() -> None:
    """10.27: all the Government's units one colour, all the Rebels' the other; each chip
    names its unit and prints its values (2.2)."""
    board = board_of(war_data())
    image = open_png(render_board(TITLE_ID, board))
    pad = look.PAD
    red, blue = boxes()["red-a1"], boxes()["blue-a1"]
    in_red, in_blue = said_in(board, red), said_in(board, blue)
    assert "1 RCR" in in_red and "3-5" in in_red
    assert "FMR" in in_blue and "2F5" in in_blue
    # A Federal unit's chip is its Side's colour; the two Sides' colours differ.
    government = look.SIDE_COLOUR["government"]
    rebel = look.SIDE_COLOUR["rebel"]
    assert not shared.close(government, rebel, 40)
    for colour in (government, rebel):
        for player in look.COLOUR.values():
            assert not shared.close(colour, player, 40)
    chip = (red[0] + pad + 1, _chip_top("red-a1") + 7)
    assert shared.close(_colour_at(image, chip), government)
    zone = said_in(board, boxes()[CRISIS_ZONE])
    assert {"1 R22eR", "3F5", "2 PPCLI", "3-5"} <= set(zone)


def test_federal_and_militia_units_are_told_apart() -> None:
    """A Federal unit is solid in its Side's colour; a Militia unit pale, edged in it."""
    board = board_of(war_data())
    image = open_png(render_board(TITLE_ID, board))
    pad = look.PAD
    rebel = look.SIDE_COLOUR["rebel"]
    pale = look.mix(rebel, look.WHITE, look.MILITIA_LIGHT)
    militia = (boxes()["blue-a1"][0] + pad + 1, _chip_top("blue-a1") + 7)
    assert shared.close(_colour_at(image, militia), pale)
    assert not shared.close(pale, rebel, 40)
    # The same unit, Federal: solid.
    federal = war_data()
    federal["stacks"][1]["units"][0]["kind"] = "federal"
    image = open_png(render_board(TITLE_ID, board_of(federal)))
    assert shared.close(_colour_at(image, militia), rebel)


def test_active_pieces_show_their_backs_with_a_mark_of_their_side() -> None:
    """10.3: the pieces turned over: their chip in their player's colour, the back's values
    "(1)-3" where the front's Contesting Strength (9 here) was, on a badge in their Side's
    colour."""
    board = board_of(war_data())
    image = open_png(render_board(TITLE_ID, board))
    found = labels_of(board)
    red = boxes()["red-a1"]
    in_red = [(t, b) for t, b in found if _inside(b, red)]
    texts = [t for t, _ in in_red]
    assert "(1)-3" in texts and "(2)-4" in texts
    assert "9" not in texts and "1" not in texts
    # The Ontario 1 chip (the second, under the unit) is Red; its badge the Government's.
    pad, tier = look.PAD, look.TIERS[0]
    top = _chip_top("red-a1") + tier.height + tier.gap
    assert shared.close(_colour_at(image, (red[0] + pad + 1, top + 7)), look.COLOUR["red"])
    badge = next(b for t, b in in_red if t == "(1)-3")
    assert shared.close(_commonest(image, badge), look.SIDE_COLOUR["government"], 16)
    blue = boxes()["blue-a1"]
    badge = next(b for t, b in found if t == "(1)-3" and _inside(b, blue))
    assert shared.close(_commonest(image, badge), look.SIDE_COLOUR["rebel"], 16)


def test_real_backs_are_drawn_instead_of_fronts(war_boards: dict[str, Board]) -> None:
    """Once the Sides form, every piece on the display shows its back's "(n)-m"; during the
    attempt, their fronts."""
    for scenario in TITLE.scenarios:
        board = war_boards[f"{scenario}:turn-2"]
        drawn = said(board)
        backs = [
            chips.back_values(PieceData(**p)) for s in board.data["stacks"] for p in s["pieces"]
        ]
        assert "(1)-3" in backs
        hidden = sum(int(t[1:]) for t in drawn if t.startswith("+") and t[1:].isdigit())
        # Every back drawn (the legend adds one "(1)-3"), but for a "+n" chip's.
        for values in set(backs):
            extra = 1 if values == "(1)-3" else 0
            assert drawn.count(values) - extra >= backs.count(values) - hidden, values
        attempt = said(war_boards[f"{scenario}:attempt"])
        pieces = sum(len(s["pieces"]) for s in war_boards[f"{scenario}:attempt"].data["stacks"])
        assert attempt.count("(1)-3") == 1  # the legend's only
        assert pieces > 10


def test_real_units_are_all_drawn(war_boards: dict[str, Board]) -> None:
    """Every Military Unit on the display has its values drawn, but for those a "+n" chip
    counts."""
    for key, board in war_boards.items():
        units = [chips.unit_values(UnitData(**u)) for s in board.data["stacks"] for u in s["units"]]
        drawn = said(board)
        hidden = sum(int(t[1:]) for t in drawn if t.startswith("+") and t[1:].isdigit())
        legend = {"3-5": 1, "2-5": 1, "3F5": 1, "1F5": 1}
        shown = sum(drawn.count(v) - legend.get(v, 0) for v in set(units))
        assert shown + hidden >= len(units), key
        assert shown >= len(units) - hidden, key


def test_the_turn_track_says_game_turn_2_of_6_and_the_phasing_side(
    war_boards: dict[str, Board],
) -> None:
    board = board_of(war_data())
    drawn = said(board)
    assert "Game-Turn 2 of 6" in drawn
    assert "Government Side · Movement Phase" in drawn
    assert "Game-Turn 2 of 6 · Government Side" in drawn
    assert "Government Side ◀" in drawn
    image = open_png(render_board(TITLE_ID, board))
    track = emergency.turn_track_boxes(6)
    assert len(track) == 6

    def fill(n: int) -> tuple[int, int, int]:
        x0, y0, _, y1 = track[n - 1]
        return _colour_at(image, (x0 + 5, (y0 + y1) / 2))

    assert shared.close(fill(1), look.MUTED)
    assert shared.close(fill(2), look.GOLD)
    for n in (3, 4, 5, 6):
        assert shared.close(fill(n), look.WHITE), n
    rebels = said(board_of(war_data(emergency={"side": "rebel", "stage": "combat", "turn": 5})))
    assert "Game-Turn 5 of 6" in rebels and "Rebel Side · Combat Phase" in rebels
    assert "Rebel Side ◀" in rebels
    real = war_boards["referendum:turn-2"]
    e = real.data["emergency"]
    side = {"government": "Government Side", "rebel": "Rebel Side"}[e["side"]]
    stage = {"movement": "Movement Phase", "combat": "Combat Phase"}[e["stage"]]
    assert "Game-Turn 2 of 6" in said(real)
    assert f"{side} · {stage}" in said(real)


def test_before_the_first_game_turn_the_stage_is_named(war_boards: dict[str, Board]) -> None:
    """Before Game-Turn 1 (10.2, 10.3) the bar names the Side the game waits on and the stage:
    the Government's call-up; in deployment, the Rebels first."""
    drawn = said(war_boards["referendum:callup"])
    assert "Before Game-Turn 1 · Government Side · Government call-up (10.23)" in drawn
    assert not any(t.startswith("Game-Turn ") for t in drawn)


def test_the_attempt_is_announced_with_the_attempter(war_boards: dict[str, Board]) -> None:
    """During the attempt (stances sealed, 10.1): a banner naming who attempts it, no Sides
    yet, every seated player listed."""
    for scenario in TITLE.scenarios:
        board = war_boards[f"{scenario}:attempt"]
        who = board.data["emergency"]["attempter"]
        name = f"{look.NAME[who]} ({VIEWPOINTS[who]})"
        drawn = said(board)
        assert f"Attempt under way: {name}" in drawn
        assert f"{name} · attempts it" in drawn
        assert "Sides form once every stance is revealed (10.15)" in drawn
        assert "Government Side" not in drawn
        for color in board.data["colors"]:
            assert any(t.startswith(look.NAME[color] + " (") for t in drawn)


def test_the_sides_legend_lists_players_neutrals_and_losses() -> None:
    """Each Side in its colour with its players, its units on the display and lost; the
    neutrals marked out of the game (10.14); the Rebel Constituencies left (11.23)."""
    board = board_of(war_data())
    image = open_png(render_board(TITLE_ID, board))
    found = labels_of(board)
    drawn = [t for t, _ in found]
    for side, label in (("government", "Government Side ◀"), ("rebel", "Rebel Side")):
        box = next(b for t, b in found if t == label)
        swatch = (box[0] - 17, (box[1] + box[3]) / 2)
        assert shared.close(_colour_at(image, swatch), look.SIDE_COLOUR[side]), side
    assert "Red (Federalist)" in drawn
    assert "Green (Provincial Autonomist) · attempted it" in drawn
    assert "Blue (Separatist)" in drawn
    assert "NEUTRAL: OUT OF THE GAME (10.14)" in drawn
    assert "Orange (Provincial Moderate)" in drawn
    # On the display and lost: 1 + 4 + 1 Government units and 17 lost, 2 Rebel and 23 lost.
    for label, numbers in (("Government Side ◀", ["6", "17"]), ("Rebel Side", ["2", "23"])):
        row = next(b for t, b in found if t == label)
        middle = (row[1] + row[3]) / 2
        beside = sorted(
            (b[0], t) for t, b in found if b[0] > row[2] and abs((b[1] + b[3]) / 2 - middle) < 4
        )
        assert [t for _, t in beside] == numbers, label
    assert "2 Rebel Constituencies on the display (11.23, 11.24)" in drawn
    # The Sides' panel lies above the legend, clear of it.
    legend = next(b for t, b in found if t == "MILITARY UNITS AND PIECES")
    panel = [b for t, b in found if t in ("Orange (Provincial Moderate)", "Blue (Separatist)")]
    assert all(b[3] < legend[1] for b in panel)


def test_a_finished_emergency_names_the_winner(war_boards: dict[str, Board]) -> None:
    for scenario in TITLE.scenarios:
        board = war_boards[f"{scenario}:over"]
        winners = board.data["winners"]
        won = " and ".join(f"{look.NAME[c]} ({VIEWPOINTS[c]})" for c in winners)
        line = (
            f"Game over: {won} {'wins' if len(winners) == 1 else 'win'}"
            if won
            else ("Game over: nobody wins")
        )
        drawn = said(board)
        assert line in drawn, scenario
        turn = board.data["emergency"]["turn"]
        if turn:
            assert f"Game over after Game-Turn {turn} of 6" in drawn, scenario
        assert "Government Side ◀" not in drawn and "Rebel Side ◀" not in drawn
    crafted = board_of(war_data(over=True, winners=["blue"]))
    assert "Game over: Blue (Separatist) wins" in said(crafted)
    failed = board_of(war_data(over=True, winners=[], emergency={"stage": "attempt", "turn": 0}))
    assert "Game over: nobody wins" in said(failed)


def test_an_overstacked_square_draws_every_unit_and_piece() -> None:
    """Right after deployment a square may hold four Militia and two pieces (10.3): all six
    are drawn, no "+n", each chip's text inside its square."""
    board = board_of(war_data())
    square = boxes()[OVERSTACKED]
    here = said_in(board, square)
    assert not any(t.startswith("+") for t in here)
    assert here.count("2-5") == 4
    assert "(1)-3" in here and "(2)-3" in here
    assert sum(1 for t in here if t.startswith("Militia")) == 4


def test_every_emergency_label_lies_inside_the_image_and_inside_or_clear_of_every_square(
    war_boards: dict[str, Board],
) -> None:
    """The National Emergency's boards too: units, backs and the panel stay in their room."""
    _labels_in_place([*war_boards.items(), ("crafted", board_of(war_data()))])


def test_no_text_of_the_emergency_bar_or_panel_is_cut(war_boards: dict[str, Board]) -> None:
    """The banner, the turn, the Sides, the players and the legend all fit their room: no
    ellipsis (nor any name in a square: tests/bot/test_image_labels_uncut.py)."""
    panel = look.PANEL_BOX
    for key, board in [*war_boards.items(), ("crafted", board_of(war_data()))]:
        for text, box in labels_of(board):
            if box[0] >= panel[0] or box[3] <= look.BAR_HEIGHT:
                assert not text.endswith("…"), (key, text)


def _war_with(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    return shared.changed(war_data(), path, value)


@shared.each(
    "data",
    {
        "turn": war_data(emergency={"turn": 3}),
        "side": war_data(emergency={"side": "rebel"}),
        "stage": war_data(emergency={"stage": "combat"}),
        "lost": _war_with(("emergency", "lost", "rebel"), 24),
        "neutral": war_data(emergency={"neutral": []}),
        "sides": _war_with(("emergency", "sides", "rebel"), ["blue", "orange"]),
        "unit-side": _war_with(("stacks", 0, "units", 0, "side"), "rebel"),
        "unit-kind": _war_with(("stacks", 0, "units", 0, "kind"), "militia"),
        "unit-strength": _war_with(("stacks", 0, "units", 0, "strength"), 4),
        "francophone": _war_with(("stacks", 0, "units", 0, "francophone"), True),
        "back": _war_with(("stacks", 0, "pieces", 0, "back"), [2, 3]),
        "piece-side": _war_with(("stacks", 0, "pieces", 0, "side"), "rebel"),
        "zone-unit": _war_with(("stacks", 4, "units"), [unit("RCD", "rebel", "federal", 3)]),
    },
)
def test_emergency_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    shared.assert_changes_board(TITLE_ID, board_of(war_data()), board_of(data))


def test_emergency_board_is_deterministic(war_boards: dict[str, Board]) -> None:
    for board in (war_boards["referendum:deployed"], board_of(war_data())):
        shared.assert_deterministic(TITLE_ID, board)


@shared.each(
    "data",
    {
        "unknown-stage": war_data(emergency={"stage": "siege"}),
        "unknown-side": war_data(emergency={"side": "loyalist"}),
        "unknown-attempter": war_data(emergency={"attempter": "purple"}),
        "zero-turns": war_data(emergency={"turns": 0}),
        "unit-side": _war_with(("stacks", 0, "units", 0, "side"), "neutral"),
        "unit-kind": _war_with(("stacks", 0, "units", 0, "kind"), "navy"),
        "negative-back": _war_with(("stacks", 0, "pieces", 0, "back"), [-1, 3]),
        "short-back": _war_with(("stacks", 0, "pieces", 0, "back"), [1]),
    },
)
def test_mismatched_emergency_data_is_refused_not_drawn_as_the_generic_card(
    data: dict[str, Any],
) -> None:
    shared.assert_refused(TITLE_ID, board_of(data))


# --- in the game's language (README, "Languages") ---
def french(board: Board) -> list[str]:
    """Every text the image of ``board`` draws in a French game: the rules' messages in its
    data said in French (`bot.images.picture`), and the picture's own words."""
    said = _said(board.data, "fr")
    return [text for text, _ in canadian_civil_war.labels(CCWBoard.model_validate(said), "fr")]


def _said(value: Any, language: str) -> Any:
    if isinstance(value, Msg):
        return render(value, language)
    if isinstance(value, dict):
        return {k: _said(v, language) for k, v in value.items()}
    if isinstance(value, list):
        return [_said(v, language) for v in value]
    return value


def test_the_picture_speaks_french_in_a_french_game() -> None:
    """The bar, the panel, the legend, the squares, the chips' own words in French; the
    English picture as it was."""
    board = board_of(crafted_data(stacks=[*crafted_data()["stacks"][:8], *zone_stacks(3)]))
    drawn = french(board)
    for text in (
        "GUERRE CIVILE CANADIENNE",
        "Tour de jeu 7",
        "JOUEURS",
        "ENJEUX",
        "CIRC.",
        "CARTES",
        "Rouge",
        "Orange ◀",
        "Fédéraliste",
        "Modéré provincial",
        "Occasions politiques : 24 à piocher · 23 défaussées",
        "ZONE DE CRISE",
        "3 piles",
        "Rouge A1",
        "Vert G9",
        "ZONES D'ORIGINE ET SECTIONS",
        "Section administrative · A1 à A5",
        "Point de contrôle (2.1)",
        "Enjeu",
        "Langue",
        "Québec 1",
    ):
        assert text in drawn, text
    english = said(board)
    for text in ("CANADIAN CIVIL WAR", "PLAYERS", "CRISIS ZONE", "Red A1", "Issue"):
        assert text in english and text not in drawn, text
    quiet = french(board_of(crafted_data(blue_area=False)))
    assert quiet.count("inutilisée") == 21
    assert "Zone d'origine bleue inutilisée (grisée) : trois joueurs" in quiet
    won = french(board_of(crafted_data(over=True, winners=["blue", "red"])))
    assert "Partie terminée : Bleu (Séparatiste) et Rouge (Fédéraliste) gagnent" in won


def test_the_national_emergency_speaks_french_in_a_french_game() -> None:
    drawn = french(board_of(war_data()))
    for text in (
        "URGENCE NATIONALE",
        "Tour de jeu 2 sur 6",
        "URGENCE NATIONALE (10.0)",
        "CAMPS",
        "UNITÉS",
        "PERTES",
        "Rouge (Fédéraliste)",
        "Vert (Autonomiste provincial) · l'a tentée",
        "NEUTRES : HORS JEU (10.14)",
        "2 circonscriptions rebelles sur le plateau (11.23, 11.24)",
        "UNITÉS MILITAIRES ET PIÈCES",
        "Phase de mouvement",
    ):
        assert text in drawn, text
    side = render(Msg("ccw-side-government"), "fr")
    assert f"{side} ◀" in drawn
    attempt = french(board_of(war_data(emergency={"stage": "attempt", "turn": 0, "sides": {}})))
    assert "Tentative en cours : Vert (Autonomiste provincial)" in attempt
    over = french(board_of(war_data(over=True, winners=["blue"])))
    assert "Partie terminée : Bleu (Séparatiste) gagne" in over
    assert "Partie terminée après le tour de jeu 2 sur 6" in over


@pytest.mark.parametrize(
    ("name", "kind", "expected"),
    [
        ("Quebec 1", "constituency", ["Québec 1", "Qbc 1"]),
        ("Newfoundland 1", "constituency", ["Terre-Neuve 1", "Nfl 1"]),
        ("Terre-Neuve 1", "constituency", ["Terre-Neuve 1", "Nfl 1"]),  # said by the rules
        ("Premier of Quebec", "premier", ["PM Québec", "PM Qbc"]),
        ("Premier ministre du Québec", "premier", ["PM Québec", "PM Qbc"]),
        (
            "Santé nationale et Bien-être social",
            "civil-servant",
            [
                "Santé nationale et Bien-être social",
                "Santé",
            ],
        ),
        ("Bois", "interest-group", ["Bois"]),
        # The board model's printed English names, said in French by the picture.
        ("Wood", "interest-group", ["Bois"]),
        ("Prime Minister", "prime-minister", ["Premier ministre", "PM"]),
        (
            "National Health & Welfare",
            "civil-servant",
            ["Santé nationale et Bien-être social", "Santé"],
        ),
    ],
)
def test_a_piece_is_named_in_french_in_a_french_game(
    name: str, kind: str, expected: list[str]
) -> None:
    found = PieceData(kind=kind, color="red", name=name, strength=1)
    assert chips.piece_names(found, fixed(), "fr") == expected


def test_an_issue_is_named_in_french_first_in_a_french_game() -> None:
    """Face up, its name in the game's language, then the counter's other side (2.2 prints
    both); face down, the back's word."""
    language = IssueData(kind="language", name="Language", name_fr="Langue")
    assert chips.issue_names(language, fixed(), "fr") == ["Langue", "Language"]
    said = IssueData(kind="language", name="Langue", name_fr="Langue")  # the rules' message
    assert chips.issue_names(said, fixed(), "fr") == ["Langue", "Language"]
    assert chips.issue_names(IssueData(kind="media"), fixed(), "fr") == ["Médias", "Media"]
    assert chips.issue_names(IssueData(), fixed(), "fr") == ["Enjeu"]
    assert chips.key_entry("PM Qbc", "PM Québec", "PM") == ("Qbc", "Québec")


def test_the_close_up_names_the_squares_in_the_games_language() -> None:
    model = model_of(board_of(crafted_data()))
    places = canadian_civil_war.places(model, "fr")
    assert places["red-a1"].name == "Rouge A1"
    assert {p.name for key, p in places.items() if key.startswith(CRISIS_ZONE)} == {"Zone de crise"}
    assert set(places) == set(canadian_civil_war.places(model))


def test_every_name_the_picture_reads_from_the_display_is_a_message_of_the_rules() -> None:
    """The names the picture draws from the display's fixed facts, not from the board model's
    text (a colour, a Viewpoint, a square, a Section, a Province, an Issue, a Side, a piece),
    are the rules' messages (`words.Words`), in every language."""
    ids = [f"ccw-color-{c}" for c in COLORS] + [f"ccw-view-{c}" for c in COLORS]
    ids += [f"ccw-square-{s}" for s in DISPLAY.places]
    ids += [f"ccw-section-{s}" for s in ("administrative", "legislative", "grassroots")]
    ids += [f"ccw-province-{p.abbreviation.lower()}" for p in PROVINCES.values()]
    ids += [f"ccw-issue-{kind}" for kind in ISSUES]
    ids += [f"ccw-side-{side}" for side in ("government", "rebel")]
    ids += [f"ccw-piece-{piece}" for piece in PIECES]
    for language in messages.languages():
        missing = [i for i in ids if not messages.catalog(language).has_message(i)]
        assert not missing, (language, missing)
    # The Provinces' ids are their abbreviations, as the picture finds them.
    assert all(p.abbreviation.lower() == key for key, p in PROVINCES.items())
    # Every Provincial piece's id is its Province's and its number, or premier-<Province>.
    for piece_id, spec in PIECES.items():
        if spec.province is not None:
            number = spec.name.removeprefix(PROVINCES[spec.province].name).strip()
            assert piece_id in (f"{spec.province}-{number}", f"premier-{spec.province}")
    english = {
        "Red": "ccw-color-red",
        "Federalist": "ccw-view-red",
        "Government Side": "ccw-side-government",
        "Administrative": "ccw-section-administrative",
    }
    for name, key in english.items():
        assert render(Msg(key), "en") == name


def test_the_other_pieces_short_forms_are_the_catalogs() -> None:
    """The pieces not a Province's each have a short form in every language
    (``ccw-pic-short-<id>``): in English the picture's own tables' (or the name itself); in
    another, each narrower than its name there, naming one piece."""
    others = [p for p, spec in PIECES.items() if spec.province is None]
    assert sorted(look.OTHER_PIECES) == sorted(others)
    for piece in others:
        name = PIECES[piece].name
        short = look.COUNTER_NAMES.get(name) or look.SHORT_FORMS.get(name) or name
        assert i18n.text("en", f"ccw-pic-short-{piece}") == short, piece
    for language in i18n.languages()[1:]:
        forms = words(language).short_forms()
        assert len(set(forms.values())) == len(forms), language
        names = {render(Msg(f"ccw-piece-{p}"), language) for p in PIECES}
        for name, short in forms.items():
            assert short not in names, (language, short)
            assert text_width(short, 7, bold=True) < text_width(name, 7, bold=True), short


def test_a_french_board_is_drawn_from_a_real_game(real_boards: dict[str, Board]) -> None:
    """`bot.images.picture` draws a real board in French, of the English one's size."""
    board = last(real_boards, "referendum")
    drawn = picture(TITLE_ID, board, language="fr")
    assert open_png(drawn.board).size == SIZE
    assert drawn.board != render_board(TITLE_ID, board)
    assert "GUERRE CIVILE CANADIENNE" in french(board)
