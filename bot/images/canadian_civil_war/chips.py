"""The chips of the Canadian Civil War picture, one per thing in a stack: an Active Piece in its
colour with its name and Contesting Strength (2.2), on its back in a National Emergency (10.3);
a Military Unit in its Side's colour with its designation and values; an Issue face down (a
neutral back reading "Issue", never its kind) or face up with its English and French names,
edged in the colour of whoever controls it. And the canvas they are drawn on, which records
every text it draws."""

from __future__ import annotations

import unicodedata

from PIL import Image

from rules.canadian_civil_war.board import Fixed, IssueData, PieceData, UnitData

from ..canvas import Canvas, Colour, printable, text_width
from ..memo import by_identity
from .look import (
    COLOUR,
    COUNTER_NAMES,
    INK,
    ISSUE_BACK,
    ISSUE_FACE,
    ISSUE_WORD,
    LEAST_SIZE,
    MILITIA_LIGHT,
    MUTED,
    NEUTRAL_SIDE,
    SIDE_COLOUR,
    UNCONTROLLED,
    WHITE,
    Box,
    Tier,
    mix,
)


class DisplayCanvas(Canvas):
    """The shared canvas, plus pasting a cached drawing, and a record of every text drawn (its
    box in image pixels), for the tests."""

    def __init__(self, width: int, height: int, background: Colour) -> None:
        super().__init__(width, height, background)
        self.labels: list[tuple[str, Box]] = []

    def drawn(
        self, text: str, xy: tuple[float, float], size: int, *, anchor: str, bold: bool
    ) -> None:
        self.labels.append((text, self.text_box(text, xy, size, anchor=anchor, bold=bold)))

    def paste(self, image: Image.Image, labels: list[tuple[str, Box]]) -> None:
        """An image of canvas resolution laid over the top left corner, with its labels."""
        self._image.paste(image, (0, 0))
        self.labels.extend(labels)

    def scaled_image(self) -> Image.Image:
        return self._image


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@by_identity()
def _pieces_by_name(fixed: Fixed) -> dict[str, tuple[str, str, str]]:
    """A Provincial piece's printed name -> (its Province's English name, the Province as the
    bilingual counters print it, its abbreviation). The French spelling is used where it is the
    same word with its accents ("Québec"); a wholly French name ("Terre-Neuve") is not the
    English side's."""
    found = {}
    for piece_name, province in fixed.provinces.items():
        shown = province.name_fr if _plain(province.name_fr) == province.name else province.name
        found[piece_name] = (province.name, shown, province.abbreviation)
    return found


def piece_names(piece: PieceData, fixed: Fixed) -> list[str]:
    """The names a piece's chip may show, longest first: its printed name with the Province as
    the counters spell it ("Québec 1", "Prem Québec"), then the counter's abbreviation."""
    known = _pieces_by_name(fixed).get(piece.name)
    if known is None:
        names = [piece.name]
        if piece.name in COUNTER_NAMES:
            names.append(COUNTER_NAMES[piece.name])
        return [printable(n) for n in names]
    english, shown, abbreviation = known
    if piece.kind == "premier":
        names = [f"Prem {shown}", f"Prem {abbreviation}"]
    else:
        number = piece.name.removeprefix(english).strip()
        names = [f"{shown} {number}".strip(), f"{abbreviation} {number}".strip()]
    return [printable(n) for n in names]


def issue_names(issue: IssueData, fixed: Fixed) -> list[str]:
    """What an Issue chip reads: face down only "Issue", whatever else the data holds (its kind
    is secret); face up its English name and its French one where that differs (2.2)."""
    if issue.kind is None:
        return [ISSUE_WORD]
    known = fixed.issues.get(issue.kind)
    name = issue.name or (known.name if known else issue.kind)
    french = issue.name_fr or (known.name_fr if known else None)
    names = [printable(name)]
    if french and printable(french) != names[0]:
        names.append(printable(french))
    return names


def control_point(canvas: DisplayCanvas, x: float, y: float, d: float) -> None:
    """The printed Control Point: a black disc with a "C" (2.1)."""
    canvas.ellipse((x, y, x + d, y + d), (16, 16, 18))
    canvas.text((x + d / 2, y + d / 2), "C", round(d * 0.75), WHITE, anchor="mm", bold=True)


def first_fit(names: list[str], sizes: tuple[int, ...], room: float) -> tuple[str, int]:
    """The first of ``names`` that fits ``room`` in bold at one of ``sizes`` (the largest that
    fits); else the last name at the smallest size (to be cut with an ellipsis)."""
    for name in names:
        for size in sizes:
            if text_width(printable(name), size, bold=True) <= room:
                return name, size
    return names[-1], sizes[-1]


def more(canvas: DisplayCanvas, box: Box, hidden: int, tier: Tier) -> None:
    canvas.rect(box, MUTED, radius=2)
    canvas.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        f"+{hidden}",
        tier.size,
        WHITE,
        anchor="mm",
        bold=True,
        max_width=box[2] - box[0] - 2,
    )


def piece_chip(canvas: DisplayCanvas, box: Box, piece: PieceData, tier: Tier, fixed: Fixed) -> None:
    x0, y0, x1, y1 = box
    canvas.rect(box, COLOUR[piece.color], radius=2)
    mid = (y0 + y1) / 2
    # The Contesting Strength on a white badge at the right, apart from the name's number.
    strength = str(min(piece.strength, 99))
    badge = text_width(strength, tier.size, bold=True) + 4
    canvas.rect((x1 - 1 - badge, y0 + 1, x1 - 1, y1 - 1), WHITE, radius=2)
    colour = COLOUR[piece.color]
    canvas.text((x1 - 1 - badge / 2, mid), strength, tier.size, colour, anchor="mm", bold=True)
    room = x1 - x0 - 2 - badge - 3
    name, size = first_fit(piece_names(piece, fixed), (tier.size, tier.size - 1), room)
    canvas.text((x0 + 2, mid), name, size, WHITE, anchor="lm", bold=True, max_width=room)


def unit_values(unit: UnitData) -> str:
    """A Military Unit's values as 2.2 prints them: Combat Strength, "F" for a Francophone
    unit (else a dash), Movement Allowance: "3-5", "3F5"."""
    return f"{min(unit.strength, 99)}{'F' if unit.francophone else '-'}{min(unit.movement, 99)}"


def back_values(piece: PieceData) -> str:
    """An Active Piece's back (10.3): its Combat Strength in parentheses, for it defends only
    (2.2, 10.71), and its Movement Allowance: "(1)-3"."""
    strength, movement = piece.back or (piece.strength, 0)
    return f"({min(strength, 99)})-{min(movement, 99)}"


def _badge(
    canvas: DisplayCanvas,
    box: Box,
    text: str,
    size: int,
    fill: Colour,
    ink: Colour,
    outline: Colour | None = None,
    pad: float = 4,
) -> float:
    """``text`` on a badge at the right end of a chip's ``box``, inset by a pixel unless the
    chip is too low for it; returns the badge's width."""
    _, y0, x1, y1 = box
    width = text_width(text, size, bold=True) + pad
    inset = 1 if y1 - y0 >= 10 else 0
    badge = (x1 - inset - width, y0 + inset, x1 - inset, y1 - inset)
    canvas.rect(badge, fill, outline=outline if inset else None, radius=2)
    canvas.text((x1 - inset - width / 2, (y0 + y1) / 2), text, size, ink, anchor="mm", bold=True)
    return width


def _chip_name(
    canvas: DisplayCanvas, box: Box, names: list[str], badge: float, tier: Tier, ink: Colour
) -> None:
    """The first of ``names`` that fits a chip left of its badge, at the left: at the chip's
    size or one less, else (rather than cut) smaller, down to `LEAST_SIZE`."""
    x0, y0, x1, y1 = box
    room = x1 - x0 - 2 - badge - 3
    sizes = tuple(range(tier.size, LEAST_SIZE - 1, -1)) or (LEAST_SIZE,)
    name, size = first_fit(names, sizes[:2], room)
    if text_width(printable(name), size, bold=True) > room:
        name, size = first_fit(names, sizes, room)
    canvas.text((x0 + 2, (y0 + y1) / 2), name, size, ink, anchor="lm", bold=True, max_width=room)


def unit_chip(canvas: DisplayCanvas, box: Box, unit: UnitData, tier: Tier) -> None:
    """A Military Unit in its Side's colour (10.27): solid for a Federal unit, pale and edged
    for a Militia unit; its designation, and its values on a badge at the right (2.2)."""
    side = SIDE_COLOUR[unit.side]
    federal = unit.kind == "federal"
    fill, ink = (side, WHITE) if federal else (mix(side, WHITE, MILITIA_LIGHT), side)
    canvas.rect(box, fill, outline=side, radius=2)
    badge = _badge(canvas, box, unit_values(unit), tier.size, ink, fill if federal else WHITE)
    _chip_name(canvas, box, [printable(unit.designation)], badge, tier, ink)


def back_chip(canvas: DisplayCanvas, box: Box, piece: PieceData, tier: Tier, fixed: Fixed) -> None:
    """An Active Piece on its back (10.3): its player's colour, its name, and its back's values
    on a badge in its Side's colour, edged in white."""
    canvas.rect(box, COLOUR[piece.color], radius=2)
    side = SIDE_COLOUR[piece.side] if piece.side else NEUTRAL_SIDE
    size = max(tier.size - 2, LEAST_SIZE)
    badge = _badge(canvas, box, back_values(piece), size, side, WHITE, outline=WHITE, pad=3)
    _chip_name(canvas, box, piece_names(piece, fixed), badge, tier, WHITE)


def issue_chip(
    canvas: DisplayCanvas, box: Box, issue: IssueData, tier: Tier, two_lines: bool, fixed: Fixed
) -> None:
    """Face down: the neutral back and "Issue". Face up: its names on the counter's face. The
    edge and the disc at its right: the colour of whoever controls it (grey: nobody)."""
    x0, y0, x1, y1 = box
    owner = COLOUR[issue.controller] if issue.controller else UNCONTROLLED
    face_down = issue.kind is None
    canvas.rect(box, ISSUE_BACK if face_down else ISSUE_FACE, outline=owner, width=2, radius=3)
    d = min(tier.height - 6, 8)
    canvas.ellipse((x1 - 3 - d, y0 + 3, x1 - 3, y0 + 3 + d), owner)
    room = x1 - x0 - 6 - d - 4
    ink = WHITE if face_down else INK
    names = issue_names(issue, fixed)
    size = tier.size - (0 if face_down else 1)
    if len(names) == 2 and two_lines:
        line = (y1 - y0) / 2
        canvas.text(
            (x0 + 4, y0 + line / 2 + 1), names[0], size, ink, anchor="lm", bold=True, max_width=room
        )
        canvas.text(
            (x0 + 4, y0 + line * 1.5 - 1), names[1], size, MUTED, anchor="lm", max_width=room
        )
    else:
        canvas.text(
            (x0 + 4, (y0 + y1) / 2),
            "/".join(names),
            size,
            ink,
            anchor="lm",
            bold=True,
            max_width=room,
        )
