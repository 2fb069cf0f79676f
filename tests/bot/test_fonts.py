"""The board images' font (bot/images/fonts/): DejaVu Sans, shipped in the package with its licence,
so accented names are drawn as themselves ("José", not "Jose")."""

from __future__ import annotations

import unicodedata
from importlib import resources
from pathlib import Path

import pytest

import bot.images
from bot.images import canvas, render_board
from bot.images.canvas import Canvas, printable, text_width
from rules.core.protocol import Board, BoardField
from tests.bot.test_images import scw_board, scw_data

ACCENTED = ["José Millán-Astray", "Trois-Rivières", "Montréal"]
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def ascii_fold(text: str) -> str:
    """What the old font forced: "José" -> "Jose"."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def drawn(text: str, *, bold: bool = False) -> bytes:
    surface = Canvas(320, 40, (255, 255, 255))
    surface.text((6, 20), text, 20, (0, 0, 0), anchor="lm", bold=bold)
    return surface.png()


# --- the files ---
def test_the_font_files_ship_in_the_package_with_their_licence_beside_them() -> None:
    fonts = resources.files("bot.images") / "fonts"
    for name in FONT_FILES:
        data = (fonts / name).read_bytes()
        assert data[:4] == b"\x00\x01\x00\x00", name  # a TrueType font, not a pointer
    licence = (fonts / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence
    assert "DejaVu changes are in public domain" in licence
    assert "Arev" in licence  # DejaVu Sans also holds glyphs from Tavmjong Bah's Arev fonts
    note = (fonts / "README.md").read_text(encoding="utf-8")
    assert "DejaVu" in note and "2.37" in note


def test_the_canvas_draws_dejavu_sans_regular_and_a_real_bold() -> None:
    assert canvas.font(40).getname() == ("DejaVu Sans", "Book")
    assert canvas.font(40, bold=True).getname() == ("DejaVu Sans", "Bold")
    # Bold is its own face, wider than the regular one (not a stroke around it).
    assert text_width("Montréal", 20, bold=True) > text_width("Montréal", 20)


def test_no_renderer_loads_a_font_of_its_own() -> None:
    """Every board image draws through the canvas, so through DejaVu Sans."""
    for path in Path(bot.images.__file__).parent.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "load_default" not in source, path.name
        if path.name != "canvas.py":
            assert "ImageFont" not in source, path.name
            assert "truetype" not in source, path.name


# --- the letters ---
@pytest.mark.parametrize("name", ACCENTED)
def test_printable_keeps_accented_letters(name: str) -> None:
    assert printable(name) == name


def test_printable_keeps_the_punctuation_dejavu_sans_has() -> None:
    text = "Turn 4 — Fort Erie → York · 2 × 3 − 1 • Stalin’s Purges…"
    assert printable(text) == text
    # Decomposed accents (e + combining acute) come out as the one accented letter.
    assert printable("Jose\u0301") == "José"


def test_printable_folds_only_what_dejavu_sans_lacks() -> None:
    # The 1812 board text marks controlled areas with ⭐, which DejaVu Sans lacks: its ★ stands in.
    assert printable("York: 3 red ⭐British") == "York: 3 red ★British"
    # A letter it lacks but that has an ASCII decomposition: mathematical bold A.
    assert printable("\U0001d400") == "A"
    # Nothing near: a question mark rather than an empty box.
    assert printable("🎲 roll") == "? roll"


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("name", ACCENTED)
def test_an_accented_name_is_drawn_with_its_own_glyphs(name: str, bold: bool) -> None:
    assert ascii_fold(name) != name
    assert drawn(name, bold=bold) != drawn(ascii_fold(name), bold=bold)


@pytest.mark.parametrize(
    "letter", sorted(set("".join(ACCENTED)) - set(ascii_fold("".join(ACCENTED))))
)
def test_each_accented_letter_has_a_glyph_not_the_missing_box(letter: str) -> None:
    for face in (canvas.font(40), canvas.font(40, bold=True)):
        assert bytes(face.getmask(letter)) != bytes(face.getmask("\uffff")), letter


# --- whole boards ---
def test_the_spanish_civil_war_board_draws_an_accented_card_name() -> None:
    def board(name: str) -> Board:
        data = scw_data()
        data["last_attack"]["cards"]["nationalists"][0]["name"] = name
        return scw_board(data)

    accented = "General José Millán-Astray"
    scw = "spanish-civil-war"
    assert render_board(scw, board(accented)) != render_board(scw, board(ascii_fold(accented)))


def test_the_generic_card_draws_accented_places() -> None:
    def board(place: str) -> Board:
        return Board(headline="Turn 3", fields=[BoardField(name="Militia", value=f"{place} 4")])

    for place in ("Montréal", "Trois-Rivières"):
        assert render_board("x", board(place)) != render_board("x", board(ascii_fold(place)))
