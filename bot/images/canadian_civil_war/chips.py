"""The chips of the Canadian Civil War picture, one per thing in a stack: an Active Piece in its
colour with its name and Contesting Strength (2.2), on its back in a National Emergency (10.3);
a Military Unit in its Side's colour with its designation and values; an Issue face down (a
neutral back reading "Issue", never its kind) or face up with its English and French names,
edged in the colour of whoever controls it. And the canvas they are drawn on, in a game's
language, which records every text it draws."""

from __future__ import annotations

from PIL import Image

from rules.canadian_civil_war.board import Fixed, IssueData, PieceData, UnitData
from rules.core.messages import SOURCE

from ..canvas import Canvas, Colour, printable, text_width
from .look import (
    COLOUR,
    COUNTER_NAMES,
    INK,
    ISSUE_BACK,
    ISSUE_FACE,
    LEAST_SIZE,
    MILITIA_LIGHT,
    MUTED,
    NEUTRAL_SIDE,
    SHORT_FORMS,
    SIDE_COLOUR,
    UNCONTROLLED,
    WHITE,
    Box,
    Tier,
    mix,
)
from .words import Words, provincial, words


class DisplayCanvas(Canvas):
    """The shared canvas, plus pasting a cached drawing, a record of every text drawn (its
    box in image pixels), for the tests, and of the short forms its chips showed, for the
    panel's key; ``say``: the picture's words in the game's language (`words`)."""

    def __init__(self, width: int, height: int, background: Colour, language: str = SOURCE) -> None:
        super().__init__(width, height, background)
        self.labels: list[tuple[str, Box]] = []
        self.short: dict[str, str] = {}  # a short form shown -> what it stands for
        self.say: Words = words(language)

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


def _distinct(names: list[str | None]) -> list[str]:
    """``names`` made printable, each once, in order; none empty."""
    return list(dict.fromkeys(printable(n) for n in names if n))


def piece_names(piece: PieceData, fixed: Fixed, language: str = SOURCE) -> list[str]:
    """The names a piece's chip may show, longest first: its printed name with the Province as
    the counters spell it ("Québec 1", "Prem Québec"; in another language the Province's name
    there: "Terre-Neuve 1"), then the counter's abbreviation; any other piece's name (as the
    board model gives it, in the game's language), then its short forms."""
    say = words(language)
    known = provincial(fixed, say).get(piece.name)
    if known is None:
        name = say.piece(piece.name)
        names = [name]
        for shorter in (COUNTER_NAMES, SHORT_FORMS, say.short_forms()):
            if name in shorter:
                names.append(shorter[name])
        return _distinct(names)
    province, number = known
    shown, abbreviation = say.province(province), province.abbreviation
    if piece.kind == "premier":
        names = [
            say.premier(shown),
            say.premier(abbreviation),
            say.premier(abbreviation, initial=True),
        ]
    else:
        number = number if number is not None else ""
        names = [f"{shown} {number}".strip(), f"{abbreviation} {number}".strip()]
    return _distinct(names)


def issue_names(issue: IssueData, fixed: Fixed, language: str = SOURCE) -> list[str]:
    """What an Issue chip reads: face down only "Issue", whatever else the data holds (its kind
    is secret); face up its name, then the counter's other sides where they differ (2.2 prints
    it in English and in French): in English its English name and its French one, in French
    its French name and its English one."""
    say = words(language)
    if issue.kind is None:
        return [say("ccw-pic-issue")]
    known = fixed.issues.get(issue.kind)
    if say.english:
        name = issue.name or (known.name if known else issue.kind)
        french = issue.name_fr or (known.name_fr if known else None)
        return _distinct([name, french])
    english = known.name if known else (issue.name or issue.kind)
    french = known.name_fr if known else issue.name_fr
    return _distinct([say.issue(issue.kind, issue.name or english), english, french])


def control_point(canvas: DisplayCanvas, x: float, y: float, d: float) -> None:
    """The printed Control Point: a black disc with a "C" (2.1)."""
    canvas.ellipse((x, y, x + d, y + d), (16, 16, 18))
    canvas.text((x + d / 2, y + d / 2), "C", round(d * 0.75), WHITE, anchor="mm", bold=True)


def chip_sizes(size: int) -> tuple[int, ...]:
    """A chip's type sizes, from ``size`` down to `LEAST_SIZE`."""
    return tuple(range(size, LEAST_SIZE - 1, -1)) or (LEAST_SIZE,)


def fitting(
    names: list[str], sizes: tuple[int, ...], room: float, *, bold: bool = True
) -> tuple[str, int] | None:
    """The first of ``names`` (the full name first, its short forms after) that fits ``room``
    at one of the two largest ``sizes``, else at any of them: a chip shows a short form in
    its own type before it shows a name in smaller type. None if nothing fits."""
    for tried in (sizes[:2], sizes):
        for name in names:
            for size in tried:
                if text_width(printable(name), size, bold=bold) <= room:
                    return name, size
    return None


def key_entry(shown: str, full: str, premier: str = "Prem") -> tuple[str, str]:
    """What the key says ``shown`` stands for. A Province's piece is keyed by its Province
    alone: the number and "Prem" (``premier``, the word of a Premier's chip in the game's
    language) they share are left out ("Qbc 1" for "Québec 1": Qbc, Québec; "Prem Sas": Sas,
    Saskatchewan); any other short form stands for its whole name."""
    a, b = shown.split(), full.split()
    if len(a) > 1 and len(b) > 1 and a[-1] == b[-1] and a[-1].isdigit():
        a, b = a[:-1], b[:-1]
    if len(a) > 1 and len(b) > 1 and a[0] == b[0] == premier:
        a, b = a[1:], b[1:]
    return " ".join(a), " ".join(b)


def chip_name(
    canvas: DisplayCanvas,
    names: list[str],
    sizes: tuple[int, ...],
    room: float,
    *,
    bold: bool = True,
) -> tuple[str, int] | None:
    """`fitting`, noting on ``canvas`` any short form it picks, for the panel's key."""
    found = fitting(names, sizes, room, bold=bold)
    if found is not None and found[0] != names[0]:
        premier = canvas.say.premier_word
        short, full = key_entry(printable(found[0]), printable(names[0]), premier)
        canvas.short[short] = full
    return found


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
    names = piece_names(piece, fixed, canvas.say.language)
    name, size = chip_name(canvas, names, chip_sizes(tier.size), room) or (names[-1], LEAST_SIZE)
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


def _badged(
    canvas: DisplayCanvas,
    box: Box,
    names: list[str],
    values: str,
    sizes: tuple[int, ...],
    badge: int,
    colours: tuple[Colour, Colour, Colour],
    outline: Colour | None = None,
    pad: float = 4,
) -> None:
    """A chip's name at the left, the first of ``names`` that fits (`chip_name`), and its
    ``values`` on a badge at the right end, inset by a pixel unless the chip is too low for it.
    The badge is in size ``badge``; where no name fits beside it, in `LEAST_SIZE`, which
    leaves the name more room. ``colours``: the badge's fill, its ink, the name's ink."""
    x0, y0, x1, y1 = box
    fill, ink, name_ink = colours
    inset = 1 if y1 - y0 >= 10 else 0
    found = None
    for badge_size in dict.fromkeys((badge, LEAST_SIZE)):
        width = text_width(values, badge_size, bold=True) + pad
        room = x1 - x0 - 2 - (width + inset) - 3
        found = chip_name(canvas, names, sizes, room)
        if found is not None:
            break
    canvas.rect(
        (x1 - inset - width, y0 + inset, x1 - inset, y1 - inset),
        fill,
        outline=outline if inset else None,
        radius=2,
    )
    mid = (y0 + y1) / 2
    canvas.text((x1 - inset - width / 2, mid), values, badge_size, ink, anchor="mm", bold=True)
    name, size = found or (names[-1], LEAST_SIZE)
    canvas.text((x0 + 2, mid), name, size, name_ink, anchor="lm", bold=True, max_width=room)


def unit_chip(canvas: DisplayCanvas, box: Box, unit: UnitData, tier: Tier) -> None:
    """A Military Unit in its Side's colour (10.27): solid for a Federal unit, pale and edged
    for a Militia unit; its designation, and its values on a badge at the right (2.2)."""
    side = SIDE_COLOUR[unit.side]
    federal = unit.kind == "federal"
    fill, ink = (side, WHITE) if federal else (mix(side, WHITE, MILITIA_LIGHT), side)
    canvas.rect(box, fill, outline=side, radius=2)
    names = [printable(unit.designation)]
    if unit.designation in SHORT_FORMS:
        names.append(SHORT_FORMS[unit.designation])
    colours = (ink, fill if federal else WHITE, ink)
    _badged(canvas, box, names, unit_values(unit), chip_sizes(tier.size), tier.size, colours)


def back_chip(canvas: DisplayCanvas, box: Box, piece: PieceData, tier: Tier, fixed: Fixed) -> None:
    """An Active Piece on its back (10.3): its player's colour, its name, and its back's values
    on a badge in its Side's colour, edged in white, two sizes below the name: whose piece it
    is comes first."""
    canvas.rect(box, COLOUR[piece.color], radius=2)
    side = SIDE_COLOUR[piece.side] if piece.side else NEUTRAL_SIDE
    badge = max(tier.size - 2, LEAST_SIZE)
    names = piece_names(piece, fixed, canvas.say.language)
    colours = (side, WHITE, WHITE)
    _badged(canvas, box, names, back_values(piece), chip_sizes(tier.size), badge, colours, WHITE, 3)


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
    names = issue_names(issue, fixed, canvas.say.language)
    sizes = chip_sizes(tier.size - (0 if face_down else 1))
    # Each name with its short form after it, should it have one.
    forms = [[name, *([SHORT_FORMS[name]] if name in SHORT_FORMS else [])] for name in names]
    if len(names) == 2 and two_lines:
        line = (y1 - y0) / 2
        for n, (at, bold, colour) in enumerate(
            ((line / 2 + 1, True, ink), (line * 1.5 - 1, False, MUTED))
        ):
            name, size = chip_name(canvas, forms[n], sizes, room, bold=bold) or (
                forms[n][-1],
                LEAST_SIZE,
            )
            canvas.text(
                (x0 + 4, y0 + at), name, size, colour, anchor="lm", bold=bold, max_width=room
            )
        return
    # On one line both names where they fit, else the English one (the French is in the
    # legend's sample chip and on the two-line chips).
    both = fitting(["/".join(names)], sizes, room) if len(names) == 2 else None
    name, size = both or chip_name(canvas, forms[0], sizes, room) or (forms[0][-1], LEAST_SIZE)
    canvas.text((x0 + 4, (y0 + y1) / 2), name, size, ink, anchor="lm", bold=True, max_width=room)
