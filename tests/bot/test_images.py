"""Board images: valid PNGs, deterministic, faithful to the board, robust to extreme values."""

from __future__ import annotations

import copy
import struct
from typing import Any

import pytest
from pydantic import ValidationError

from bot.images import render_board
from bot.images.canvas import ELLIPSIS, fit, printable, text_width, wrap
from bot.images.spanish_civil_war import MORALE_TRACK, TERRITORY_TRACK, track_pips
from rules.core.protocol import Board, BoardField
from tests.bot import png as shared
from tests.bot.png import open_png

SCW = "spanish-civil-war"


def scw_data(**changes: Any) -> dict[str, Any]:
    """A mid-game Spanish Civil War board: the Nationalists' attack of turn 4 just resolved."""
    data: dict[str, Any] = {
        "turn": 4,
        "phase": "logistics",
        "active_player": "nationalists",
        "waiting": ["nationalists", "republicans"],
        "sides": {
            "nationalists": {"name": "Nationalists", "territory": 5, "morale": 8, "hand": 5},
            "republicans": {"name": "Republicans", "territory": 4, "morale": 6, "hand": 3},
        },
        "draw_pile": 41,
        "discard_pile": 17,
        "last_attack": {
            "attacker": "nationalists",
            "defender": "republicans",
            "cards": {
                "nationalists": [
                    {"name": "General Francisco Franco", "type": "leader", "force": 5},
                    {"name": "Army of Africa", "type": "unit", "force": 5},
                ],
                "republicans": [{"name": "Defense of Madrid", "type": "defense", "force": 5}],
            },
            "bonuses": {"nationalists": [{"type": "leader", "value": 5}], "republicans": []},
            "totals": {"nationalists": 15, "republicans": 5},
            "winner": "nationalists",
            "territory_taken": True,
            "text": "Nationalists 15 against Republicans 5: the Republicans lose 1 Morale Token.",
        },
    }
    data.update(changes)
    return data


def scw_board(data: dict[str, Any] | None = None, headline: str = "Turn 4, Logistics") -> Board:
    return Board(headline=headline, data=scw_data() if data is None else data)


def with_side(role: str, **values: Any) -> dict[str, Any]:
    data = scw_data()
    data["sides"][role].update(values)
    return data


def png_chunk_types(png: bytes) -> list[bytes]:
    types, offset = [], 8  # after the PNG signature
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        types.append(png[offset + 4 : offset + 8])
        offset += 12 + length
    return types


# --- Spanish Civil War ---
def test_scw_board_is_a_png_readable_at_discord_preview_width() -> None:
    png = render_board(SCW, scw_board())
    image = open_png(png)
    assert image.format == "PNG"
    assert 900 <= image.width <= 1000
    assert image.height > 400
    assert image.mode in {"RGB", "P"}
    # The board is drawn in the side colours, not left blank.
    assert len(image.convert("RGB").getcolors(1 << 16) or []) > 50


def test_scw_board_is_deterministic_and_carries_no_timestamp() -> None:
    first = render_board(SCW, scw_board())
    second = render_board(SCW, scw_board(copy.deepcopy(scw_data())))
    assert first == second
    assert b"tIME" not in png_chunk_types(first)


@pytest.mark.parametrize(
    "data",
    [
        with_side("republicans", territory=3),
        with_side("nationalists", morale=7),
        with_side("republicans", hand=4),
        scw_data(draw_pile=40),
        scw_data(discard_pile=18),
        scw_data(turn=5),
        scw_data(phase="recruit"),
        scw_data(waiting=["republicans"]),
    ],
    ids=["territory", "morale", "hand", "draw", "discard", "turn", "phase", "waiting"],
)
def test_scw_board_changes_when_a_public_value_changes(data: dict[str, Any]) -> None:
    assert render_board(SCW, scw_board(data)) != render_board(SCW, scw_board())


def test_scw_board_without_last_attack_says_so_in_a_shorter_image() -> None:
    with_attack = open_png(render_board(SCW, scw_board()))
    without = open_png(render_board(SCW, scw_board(scw_data(last_attack=None))))
    assert without.width == with_attack.width
    assert without.height < with_attack.height


def test_scw_board_last_attack_grows_with_the_cards_played() -> None:
    data = scw_data()
    data["last_attack"]["cards"]["republicans"].append(
        {"name": "International Brigades", "type": "unit", "force": 4}
    )
    data["last_attack"]["cards"]["republicans"].append(
        {"name": "Mixed Brigades", "type": "unit", "force": 3}
    )
    # The Nationalists' column had 3 rows (2 cards + 1 bonus); the Republicans' now has 3 too.
    same_rows = open_png(render_board(SCW, scw_board(data)))
    data["last_attack"]["cards"]["republicans"].append(
        {"name": "Basque Forces", "type": "unit", "force": 2}
    )
    one_more_row = open_png(render_board(SCW, scw_board(data)))
    base = open_png(render_board(SCW, scw_board()))
    assert same_rows.height == base.height
    assert one_more_row.height > base.height


def test_scw_board_tie_and_defender_win_render() -> None:
    tie = scw_data()
    tie["last_attack"].update(
        winner=None, territory_taken=False, totals={"nationalists": 5, "republicans": 5}
    )
    defender = scw_data()
    defender["last_attack"].update(winner="republicans", territory_taken=False)
    images = {render_board(SCW, scw_board(data)) for data in (tie, defender, scw_data())}
    assert len(images) == 3


def test_scw_board_game_over_shows_the_headline() -> None:
    over = scw_data(phase="over", waiting=[])
    won = render_board(SCW, scw_board(over, headline="Nationalists win: no Republican Morale"))
    other = render_board(SCW, scw_board(over, headline="Republicans win: no Nationalist Territory"))
    open_png(won)
    assert won != other


def test_scw_board_extreme_values_stay_inside_the_image() -> None:
    """0 tokens, Morale 12 (an event raised it past 10), 13 cards in hand, very long names."""
    data = with_side("nationalists", territory=0, morale=12, hand=13)
    data["sides"]["republicans"].update(territory=7, morale=0, hand=0, name="Republicans " * 10)
    long_name = "Executions & Assassinations of an Extraordinarily Long Card Name " * 3
    data["last_attack"]["cards"]["nationalists"] = [
        {"name": f"{long_name}{n}", "type": "strategy " * 5, "force": 1000 + n} for n in range(13)
    ]
    data["last_attack"]["bonuses"]["republicans"] = [{"type": "air power", "value": 4}] * 6
    data["last_attack"]["text"] = "A very long account. " * 100
    png = render_board(SCW, scw_board(data, headline="x" * 500))
    image = open_png(png)
    assert image.width == open_png(render_board(SCW, scw_board())).width
    # 13 cards are summarised, not listed: the image stays a sensible size.
    assert image.height < 1400
    assert len(png) < 200_000


def test_scw_board_track_longer_than_its_start_differs_from_a_capped_one() -> None:
    """Morale can exceed 10 (an event); 12 and 11 must not draw the same full track."""
    twelve = render_board(SCW, scw_board(with_side("nationalists", morale=12)))
    eleven = render_board(SCW, scw_board(with_side("nationalists", morale=11)))
    ten = render_board(SCW, scw_board(with_side("nationalists", morale=10)))
    assert len({twelve, eleven, ten}) == 3


@pytest.mark.parametrize(
    ("value", "track", "expected"),
    [
        (5, TERRITORY_TRACK, (5, 5)),  # the start: 5 Territory Tokens, all held
        (0, TERRITORY_TRACK, (5, 0)),  # none left: the track still shows where they were
        (6, MORALE_TRACK, (10, 6)),
        (12, MORALE_TRACK, (12, 12)),  # raised past 10 by an event: the track grows
        (-1, MORALE_TRACK, (10, 0)),
    ],
)
def test_scw_track_runs_to_the_larger_of_its_start_and_the_count(
    value: int, track: int, expected: tuple[int, int]
) -> None:
    """Rulebook: 5 Territory and 10 Morale Tokens at the start; events may add Morale."""
    assert TERRITORY_TRACK == 5 and MORALE_TRACK == 10
    assert track_pips(value, track) == expected


def test_scw_track_stays_drawable_for_absurd_counts() -> None:
    pips, filled = track_pips(500, MORALE_TRACK)
    assert pips == filled
    assert MORALE_TRACK < pips < 500


def test_scw_board_with_malformed_data_is_refused_not_drawn_as_the_generic_card() -> None:
    board = Board(
        headline="Turn 4",
        fields=[BoardField(name="Nationalists", value="5 Territory")],
        data={"turn": 4},
    )
    with pytest.raises(ValidationError, match="phase"):  # it names what is missing
        render_board(SCW, board)
    shared.assert_refused(SCW, board)


# --- the generic card ---
def test_generic_card_for_an_unknown_title() -> None:
    board = Board(
        headline="Turn 3: the Americans move",
        text="The British hold Montreal.",
        fields=[
            BoardField(name="Canadian Militia", value="York 3, Kingston 2\nMontreal 4"),
            BoardField(name="Turn order", value="British, Americans"),
        ],
    )
    png = render_board("no-such-title", board)
    image = open_png(png)
    assert image.format == "PNG"
    assert 900 <= image.width <= 1000
    assert png == render_board("no-such-title", board.model_copy(deep=True))
    changed = board.model_copy(deep=True)
    changed.fields[1].value = "Americans, British"
    assert render_board("no-such-title", changed) != png


def test_generic_card_grows_with_fields_but_caps_them() -> None:
    def height(count: int) -> int:
        fields = [BoardField(name=f"Field {n}", value=f"value {n}") for n in range(count)]
        return open_png(render_board("no-such-title", Board(headline="h", fields=fields))).height

    assert height(1) < height(2) < height(3)
    assert height(24) < height(25)
    # Discord embeds hold at most 25 fields; 30 are drawn as 24 and a "6 more" line.
    assert height(25) == height(30)


def test_generic_card_with_only_a_long_headline() -> None:
    board = Board(headline="An endless headline " * 50)
    image = open_png(render_board("no-such-title", board))
    # Two headline lines at most: the card does not grow with the headline's length.
    assert image.height == open_png(render_board("x", Board(headline="a " * 300))).height


# --- text fitting ---
def test_fit_truncates_with_an_ellipsis_within_the_width() -> None:
    text = fit("General Francisco Franco and the Army of Africa", 20, 150)
    assert text.endswith(ELLIPSIS)
    assert text_width(text, 20) <= 150
    assert fit("Mola", 20, 150) == "Mola"


def test_wrap_keeps_line_breaks_and_marks_what_it_cut() -> None:
    assert wrap("York 3\nMontreal 4", 20, 400, 4) == ["York 3", "Montreal 4"]
    lines = wrap("word " * 200, 20, 300, 3)
    assert len(lines) == 3
    assert lines[-1].endswith(ELLIPSIS)
    assert all(text_width(line, 20) <= 300 for line in lines)


def test_wrap_in_bold_measures_the_wider_bold_face() -> None:
    text = "Turn 3: the Americans move on Montréal and Trois-Rivières " * 3
    lines = wrap(text, 28, 600, 3, bold=True)
    assert all(text_width(line, 28, bold=True) <= 600 for line in lines)
    assert len(lines) >= len(wrap(text, 28, 600, 3))


def test_printable_keeps_what_dejavu_sans_draws() -> None:
    """DejaVu Sans has the accents and punctuation Pillow's bundled Aileron lacked;
    more in tests/bot/test_fonts.py."""
    assert printable("General José Miaja — Málaga") == "General José Miaja — Málaga"
    assert printable("Stalin’s Purges…") == "Stalin’s Purges…"
    assert printable("  two\n lines ") == "two lines"
