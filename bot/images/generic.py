"""The board image for any title without a renderer of its own: the headline, then the fields.

It reads only ``Board.headline``, ``Board.text`` and ``Board.fields``, which every title fills
for its embeds, so every title gets a picture.
"""

from __future__ import annotations

from rules.core.protocol import Board

from .canvas import Canvas, Colour, wrap

WIDTH = 960
MARGIN = 24
PAD = 20
NAME_WIDTH = 270  # "Turn order this round" (1812) fits in bold

PAPER: Colour = (244, 239, 230)
CARD: Colour = (255, 253, 248)
INK: Colour = (34, 31, 28)
MUTED: Colour = (104, 97, 89)
ACCENT: Colour = (36, 84, 120)
RULE: Colour = (214, 206, 192)
BAR: Colour = (40, 36, 33)
BAR_TEXT: Colour = (246, 241, 232)
BAR_MUTED: Colour = (190, 180, 162)

# Discord embeds hold at most 25 fields; past that the picture would only grow.
MAX_FIELDS = 25
MAX_HEADLINE_LINES = 2
MAX_TEXT_LINES = 6
MAX_VALUE_LINES = 4
LINE = 26
HEADLINE_LINE = 34
ROW_GAP = 12


def render(title_name: str, board: Board) -> bytes:
    """PNG bytes of a card: ``title_name`` and the headline in a bar, the text, the fields."""
    inner = WIDTH - 2 * MARGIN - 2 * PAD
    headline = wrap(board.headline, 28, WIDTH - 2 * MARGIN, MAX_HEADLINE_LINES, bold=True)
    text = wrap(board.text, 20, inner, MAX_TEXT_LINES) if board.text.strip() else []
    pairs = [(field.name, field.value) for field in board.fields]
    if len(pairs) > MAX_FIELDS:
        pairs = [*pairs[: MAX_FIELDS - 1], ("…", f"{len(pairs) - MAX_FIELDS + 1} more fields")]
    rows = [(name, wrap(value, 20, inner - NAME_WIDTH, MAX_VALUE_LINES)) for name, value in pairs]

    bar_height = 52 + len(headline) * HEADLINE_LINE + 12
    if text or rows:
        body_height = len(text) * LINE + sum(len(lines) * LINE for _, lines in rows)
        body_height += ROW_GAP * (max(0, len(rows) - 1) + bool(text and rows))
    else:
        body_height = LINE
    body_height += 2 * PAD
    height = bar_height + MARGIN + body_height + MARGIN
    canvas = Canvas(WIDTH, height, PAPER)

    canvas.rect((0, 0, WIDTH, bar_height), BAR)
    canvas.text(
        (MARGIN, 18), title_name.upper(), 18, BAR_MUTED, bold=True, max_width=WIDTH - 2 * MARGIN
    )
    y = 52
    for line in headline:
        canvas.text((MARGIN, y), line, 28, BAR_TEXT, bold=True)
        y += HEADLINE_LINE

    top = bar_height + MARGIN
    canvas.rect((MARGIN, top, WIDTH - MARGIN, top + body_height), CARD, outline=RULE, radius=10)
    left = MARGIN + PAD
    y = top + PAD
    if not text and not rows:
        canvas.text((left, y + LINE / 2), "Nothing else to show.", 20, MUTED, anchor="lm")
    for line in text:
        canvas.text((left, y + LINE / 2), line, 20, INK, anchor="lm")
        y += LINE
    if text and rows:
        y += ROW_GAP
    for index, (name, lines) in enumerate(rows):
        if index:
            canvas.rect((left, y - ROW_GAP / 2, WIDTH - MARGIN - PAD, y - ROW_GAP / 2 + 1), RULE)
        canvas.text(
            (left, y + LINE / 2),
            name,
            20,
            ACCENT,
            anchor="lm",
            bold=True,
            max_width=NAME_WIDTH - 12,
        )
        for line in lines:
            canvas.text((left + NAME_WIDTH, y + LINE / 2), line, 20, INK, anchor="lm")
            y += LINE
        y += ROW_GAP
    return canvas.png()
