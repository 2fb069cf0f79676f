"""What the rules do to pieces, in one place: where they stand and with whom, who controls an
Issue, the weights of the votes, changes of allegiance, moving stacks, revealing Issues, and
the deck.

Stacks. All the pieces in a square form its stack (7.22), whatever their colours. The Crisis
Zone is one large square (5.3) holding any number of stacks, each numbered: an Issue called
into it arrives with the pieces stacked with it as a stack of its own, and pieces that move
into it form a new one. A stack is named by its key: the square's id, or ``crisis-zone:<n>``.
"""

from __future__ import annotations

import re
from functools import cache

from rules.core.messages import Msg
from rules.core.tables import Resolution

from .components import CARDS, DISPLAY, PIECES, PROVINCES, SCENARIOS, SHIFT
from .data import COLORS, CRISIS_ZONE
from .state import OFF, Active, CCWState, Color, Issue

# The players' colours and Political Viewpoints (1.21), each a message (catalogs/*/names.ftl):
# "Rouge", "Fédéraliste" in French.
NAMES: dict[str, str] = {c: Msg(f"ccw-color-{c}") for c in COLORS}
VIEWS: dict[str, str] = {c: Msg(f"ccw-view-{c}") for c in COLORS}
# The colours as the Color Shift Matrices print their rows and columns (color_shift.toml).
_PRINTED_COLORS: dict[str, str] = {c: c.capitalize() for c in COLORS}


@cache
def piece_name(piece: str) -> Msg:
    """A piece's name (pieces.toml), a message: "Québec 1", "Premier ministre de l'Ontario"."""
    return Msg(f"ccw-piece-{piece}")


@cache
def issue_name(kind: str) -> Msg:
    """An Issue's kind (issues.toml), a message: "Langue"."""
    return Msg(f"ccw-issue-{kind}")


@cache
def player(color: str) -> Msg:
    """'Red (Federalist)': a player's colour and Political Viewpoint (1.21)."""
    return Msg("ccw-player", color=NAMES[color], view=VIEWS[color])


# --- stacks -------------------------------------------------------------------------------


def key_of(piece: Active | Issue) -> str:
    return f"{CRISIS_ZONE}:{piece.stack}" if piece.where == CRISIS_ZONE else piece.where


def split_key(key: str) -> tuple[str, int]:
    """(where, stack) of a stack key."""
    where, _, stack = key.partition(":")
    return where, int(stack) if stack else 0


def in_crisis_zone(key: str) -> bool:
    return key.startswith(CRISIS_ZONE)


class Layout:
    """Every stack of the display with its pieces, gathered in one pass over the pieces: for
    code that looks at many stacks at once (the Contest menu, the board)."""

    def __init__(self, state: CCWState) -> None:
        self.actives: dict[str, list[str]] = {}
        for piece, active in state.actives.items():
            if active.where != OFF:
                self.actives.setdefault(key_of(active), []).append(piece)
        self.issue: dict[str, str] = {
            key_of(issue): i for i, issue in state.issues.items() if issue.where != OFF
        }
        self.carriers: set[str] = {i.under for i in state.issues.values() if i.under}
        found = set(self.actives) | set(self.issue)
        squares = [s for s in DISPLAY.places if s in found]
        zone = sorted((k for k in found if in_crisis_zone(k)), key=lambda k: split_key(k)[1])
        self.keys: list[str] = squares + zone

    def of(self, key: str, state: CCWState, color: str | None = None) -> list[str]:
        """The Active Pieces of ``key`` (of ``color``)."""
        pieces = self.actives.get(key, [])
        if color is None:
            return list(pieces)
        return [p for p in pieces if state.actives[p].color == color]

    def joined(self, key: str) -> list[str]:
        """The stacks joined to ``key`` by a Path (7.21): those of the squares next to it, and
        every stack of the Crisis Zone, one large square (5.3), if it is next to it. The Crisis
        Zone's stacks are not joined to each other."""
        found = []
        for there in DISPLAY.neighbours(split_key(key)[0]):
            if there == CRISIS_ZONE:
                found += [k for k in self.keys if in_crisis_zone(k)]
            elif there in self.actives or there in self.issue:
                found.append(there)
        return found


def actives_at(state: CCWState, key: str, color: str | None = None) -> list[str]:
    """The Active Pieces of the stack ``key`` (of ``color``), in the counter sheet's order."""
    return [
        p
        for p, a in state.actives.items()
        if key_of(a) == key and a.where != OFF and (color is None or a.color == color)
    ]


def issue_at(state: CCWState, key: str) -> str | None:
    """The Issue of the stack ``key`` (never more than one, 3.0 step 3)."""
    return next((i for i, issue in state.issues.items() if key_of(issue) == key), None)


def stacks(state: CCWState) -> list[str]:
    """Every stack on the display, squares first in the display's order, then the Crisis
    Zone's stacks by number."""
    return Layout(state).keys


def zone_stack(state: CCWState) -> int:
    """A number for a new stack in the Crisis Zone."""
    used = [a.stack for a in state.actives.values() if a.where == CRISIS_ZONE]
    used += [i.stack for i in state.issues.values() if i.where == CRISIS_ZONE]
    return max(used, default=0) + 1


def room_for(state: CCWState, key: str, actives: int, issue: bool) -> bool:
    """Whether ``actives`` more Active Pieces (and an Issue) fit in ``key``: 2 Active Pieces
    and 1 Issue at most (3.0 step 3). A new stack in the Crisis Zone always has room."""
    if key == CRISIS_ZONE:
        return actives <= 2
    if len(actives_at(state, key)) + actives > 2:
        return False
    return not (issue and issue_at(state, key) is not None)


# --- control -------------------------------------------------------------------------------


def controller(state: CCWState, issue_id: str) -> Color | None:
    """Who controls an Issue (5.13): the colour of the Constituency on top of it, else the
    owner of the Control Point it lies on. Issues in the Crisis Zone are controlled for
    movement only (5.31), never for anything else: None."""
    issue = state.issues[issue_id]
    if issue.where in (CRISIS_ZONE, OFF):
        return None
    if issue.under is not None:
        return state.actives[issue.under].color
    square = DISPLAY.place(issue.where)
    if square.control_point and square.area in COLORS:
        return square.area  # type: ignore[return-value]
    return None


def controlled(state: CCWState, color: str) -> list[str]:
    """The Issues ``color`` controls (outside the Crisis Zone: 5.31)."""
    return [i for i in state.issues if controller(state, i) == color]


def issue_carried(state: CCWState, constituency: str) -> str | None:
    """The Issue beneath a Constituency, if any (7.13)."""
    return next((i for i, issue in state.issues.items() if issue.under == constituency), None)


def constituencies(state: CCWState, color: str) -> list[str]:
    """``color``'s Constituencies on the display: the weight of its vote (1.25, 5.4)."""
    return [
        p
        for p, a in state.actives.items()
        if PIECES[p].kind == "constituency" and a.color == color and a.where != OFF
    ]


def tally(state: CCWState) -> tuple[dict[str, int], dict[str, int]]:
    """For every seated colour, how many Issues it controls and how many Constituencies it
    has on the display (the tracks of 2.1), in one pass over the pieces."""
    issues = dict.fromkeys(seated(state), 0)
    for issue in state.issues:
        color = controller(state, issue)
        if color is not None:
            issues[color] += 1
    seats = dict.fromkeys(seated(state), 0)
    for piece, active in state.actives.items():
        if PIECES[piece].kind == "constituency" and active.where != OFF:
            seats[active.color] += 1
    return issues, seats


def seated(state: CCWState) -> list[Color]:
    """The colours in play, clockwise (4.2)."""
    roles = SCENARIOS[state.scenario].roles
    return [c for c in COLORS if c in roles]  # type: ignore[misc]


def clockwise_from(state: CCWState, first: Color) -> list[Color]:
    colors = seated(state)
    at = colors.index(first)
    return colors[at:] + colors[:at]


# --- allegiance (5.11, 5.12) ---------------------------------------------------------------


def shifted(state: CCWState, color: str, steps: int, toward: str) -> Color:
    """The colour a piece of ``color`` shows after shifting ``steps`` toward ``toward``, by the
    Color Shift Matrices (5.12). In the Quiet Revolution nothing can shift to Blue, only
    toward it (12.1 special rule 1): a shift that would reach Blue stops at Green."""
    if color == toward:
        return color  # type: ignore[return-value]
    table = SHIFT[steps]
    result = table.resolve(
        row=_PRINTED_COLORS[color], column=_PRINTED_COLORS[toward]
    ).result.lower()
    if result == "blue" and not SCENARIOS[state.scenario].blue_area:
        return "green"
    return result  # type: ignore[return-value]


def convert(state: CCWState, piece: str, steps: int, toward: str) -> bool:
    """Shift one Active Piece; log it if it changed. The Issue beneath a Constituency passes
    with it (5.13 A; its new controller sees it: show_controllers). Returns whether it
    changed."""
    active = state.actives[piece]
    new = shifted(state, active.color, steps, toward)
    if new == active.color:
        return False
    old = active.color
    active.color = new
    carried = issue_carried(state, piece)
    name, was, now = piece_name(piece), NAMES[old], NAMES[new]
    if carried is None:
        state.say(Msg("ccw-turns", piece=name, old=was, new=now))
    else:
        issue = issue_label(state, carried)
        state.say(Msg("ccw-turns-with-issue", piece=name, old=was, new=now, issue=issue))
    return True


# --- moving and revealing --------------------------------------------------------------------


def place(state: CCWState, piece: str, key: str) -> None:
    """Put an Active Piece at a stack key, carrying the Issue beneath it (5.22, 5.31). An
    Issue in the Crisis Zone lies face up (3.0 step 2, 5.0 Procedure)."""
    where, stack = split_key(key)
    active = state.actives[piece]
    active.where, active.stack = where, stack
    carried = issue_carried(state, piece)
    if carried is not None:
        state.issues[carried].where, state.issues[carried].stack = where, stack
        if where == CRISIS_ZONE:
            reveal(state, [carried])


def move_stack_to_zone(state: CCWState, key: str, called_from: Color | None) -> str:
    """Call the stack at ``key`` into the Crisis Zone, all of it (1.25, 5.21). Returns its new
    key."""
    new = f"{CRISIS_ZONE}:{zone_stack(state)}"
    issue = issue_at(state, key)
    for piece in actives_at(state, key):
        place(state, piece, new)
    if issue is not None:
        where, stack = split_key(new)
        state.issues[issue].where, state.issues[issue].stack = where, stack
        state.issues[issue].called_from = called_from
        reveal(state, [issue])
    return new


def see(state: CCWState, issue: str, color: str) -> None:
    if color not in state.issues[issue].seen:
        state.issues[issue].seen.append(color)  # type: ignore[arg-type]


def show_controllers(state: CCWState) -> None:
    """A player knows every Issue he controls: he may look beneath his own Constituencies and
    on his Control Points (3.0 step 2 hides an Issue from the others only). An Issue won in a
    Contest, or carried by a Constituency an election turned to his colour, is his to see."""
    for issue, spec in state.issues.items():
        color = controller(state, issue)
        if color is not None and color not in spec.seen:
            spec.seen.append(color)
            state.block_undo()  # nor what a player has seen


def reveal(state: CCWState, issues: list[str]) -> None:
    """Issues turned face up for everyone (a Crisis Card's call, 5.0 Procedure; the Crisis
    Zone; a holder's own choice). What everyone has seen cannot be taken back by an undo."""
    for issue in issues:
        if not state.issues[issue].public:
            state.issues[issue].public = True
            state.block_undo()


def issue_label(state: CCWState, issue: str, viewer: str | None = None) -> Msg:
    """An Issue as ``viewer`` (None: everyone) may read it: its kind when public or seen
    ("Language Issue", "face-down Issue"; in French "Enjeu Langue", "Enjeu face cachée")."""
    spec = state.issues[issue]
    if spec.public or (viewer is not None and viewer in spec.seen):
        return _issue_of_kind(spec.kind)
    return _FACE_DOWN


@cache
def _issue_of_kind(kind: str) -> Msg:
    return Msg("ccw-issue-label", issue=issue_name(kind))


_FACE_DOWN = Msg("ccw-issue-face-down")


@cache
def square_name(square: str) -> Msg:
    """A square's name (display.toml), a message: "Rouge L3"."""
    return Msg(f"ccw-square-{square}")


@cache
def where_label(key: str) -> Msg:
    """Where a stack stands: "Red L3", "the Crisis Zone" (in French with its article, "la case
    Rouge L3", "la Zone de crise")."""
    if in_crisis_zone(key):
        return Msg("ccw-where-crisis-zone")
    return Msg("ccw-where-square", square=square_name(key))


def french_name(piece: str) -> str | None:
    """The French side of a piece that prints both (2.2: the Quebec counters read "Québec"), or
    None where the name is the same in both languages."""
    spec = PIECES[piece]
    if spec.province is None:
        return None
    province = PROVINCES[spec.province]
    if province.name_fr == province.name:
        return None
    return spec.name.replace(province.name, province.name_fr)


def describe(state: CCWState, piece: str) -> Msg:
    """'Orange Manitoba 1' (in French "Manitoba 1 (Orange)")."""
    return colored(state.actives[piece].color, piece)


@cache
def colored(color: str, piece: str) -> Msg:
    """``piece`` showing ``color``: 'Orange Manitoba 1'."""
    return Msg("ccw-piece-colored", color=NAMES[color], piece=piece_name(piece))


def describe_stack(
    state: CCWState, key: str, viewer: str | None = None, lay: Layout | None = None
) -> Msg:
    """The pieces of a stack, as ``viewer`` may read them."""
    parts = [describe(state, p) for p in (lay.of(key, state) if lay else actives_at(state, key))]
    issue = lay.issue.get(key) if lay else issue_at(state, key)
    if issue is not None:
        parts.append(issue_label(state, issue, viewer))
    return Msg.join(*parts, sep=", ") if parts else _NOTHING


_NOTHING = Msg("ccw-nothing")


def names(pieces: list[str]) -> Msg:
    """Pieces by name, one after another: 'Ontario 1, Petroleum'."""
    return Msg.join(*(piece_name(p) for p in pieces), sep=", ")


def colors(found: list[str]) -> Msg:
    """Players by colour, one after another: 'Red, Orange'."""
    return Msg.join(*(NAMES[c] for c in found), sep=", ")


# --- the deck (5.0) ------------------------------------------------------------------------


def card_id(number: int) -> str:
    return f"poc-{number:02d}"


def card_of(card: str):
    return CARDS[int(card.removeprefix("poc-"))]


@cache
def card_label(card: str) -> Msg:
    """'#04 Poll Shows New Confidence in Government': the number tells apart cards that share
    a name (two Crisis Cards per Issue). The name is a message (catalogs/*/cards.ftl)."""
    return Msg("ccw-card-label", number=card.removeprefix("poc-"), name=Msg(f"ccw-card-{card}"))


@cache
def card_text(card: str) -> Msg:
    """What a card does, as players read it (cards.toml ``text``; catalogs/*/cards.ftl)."""
    return Msg(f"ccw-card-{card}-text")


def draw(state: CCWState, color: Color, n: int) -> None:
    """``color`` draws ``n`` cards; the discards are reshuffled when the deck runs out (5.0)."""
    before = state.deck.reshuffles
    drawn = state.deck.draw(n, state.rng)
    state.hands[color].extend(drawn)
    if state.deck.reshuffles != before:
        state.say(Msg("ccw-deck-reshuffled"))
    state.say(Msg("ccw-draws", color=NAMES[color], count=len(drawn)))
    state.block_undo()


def discard(state: CCWState, color: Color, card: str) -> None:
    state.hands[color].remove(card)
    state.deck.discard_pile.append(card)


# --- what a table says (rules/core/tables: Resolution.text, as messages) --------------------

_ODDS = re.compile(r"^(\d+) vs (\d+) -> (\S+)$")
_ODDS_CLAMPED = re.compile(r"^(\d+) vs (\d+) -> (\S+), treated as (\S+) \(the highest column\)$")
_RANGE = re.compile(r"^(-?\d+) -> column (\S+)$")
_COLUMN = re.compile(r"^column (\S+)$")


def slug(label: str) -> str:
    """A table's column, row or result label as a part of a message id: "C-1" -> "c-1",
    "11+" -> "11plus", "–" -> "none", "2:1" -> "2to1"."""
    return label.lower().replace("+", "plus").replace(":", "to").replace("–", "none")


def table_text(read: Resolution) -> Msg:
    """A reading of one of the title's die tables, word for word its ``text`` in English
    ("Contest Table (7.3): 3 vs 2 -> 1-1; die 4 -> C-1 (...)"), as messages: the table's name
    ``ccw-table-<table>``, its results' meanings ``ccw-table-<table>-result-<result>``, its
    modifiers' reasons ``ccw-table-<table>-modifier-<id>`` and its reconstructed cells' reasons
    ``ccw-table-<table>-cell-<row>-<column>`` (<table> its id without the title's prefix, labels by
    `slug`)."""
    table = read.table.rsplit("/", 1)[-1]
    line = {
        "table": Msg(f"ccw-table-{table}"),
        "rule": read.rule,
        "how": _column_how(read.column_how),
        "roll": _roll(read, table),
        "result": read.result,
        "meaning": Msg(f"ccw-table-{table}-result-{slug(read.result)}"),
    }
    if read.reconstructed:
        cell = Msg(f"ccw-table-{table}-cell-{slug(read.row)}-{slug(read.column)}")
        return Msg("ccw-table-line-reconstructed", **line, reason=cell)
    return Msg("ccw-table-line", **line)


def _column_how(how: str) -> Msg:
    if (m := _ODDS.match(how)) is not None:
        return Msg("ccw-table-odds", attacker=m[1], defender=m[2], column=m[3])
    if (m := _ODDS_CLAMPED.match(how)) is not None:
        return Msg("ccw-table-odds-clamped", attacker=m[1], defender=m[2], ratio=m[3], column=m[4])
    if (m := _RANGE.match(how)) is not None:
        return Msg("ccw-table-range", value=m[1], column=m[2])
    if (m := _COLUMN.match(how)) is not None:
        return Msg("ccw-table-column", column=m[1])
    raise ValueError(f"a table's column read in an unknown way: {how!r}")


def _roll(read: Resolution, table: str) -> Msg:
    """'die 3 -2 (Constituency in friendly Legislative Section) = 1' (one die: the title's
    tables are all 1d6)."""
    die = str(read.roll)
    if read.modifiers:
        mods = Msg.join(
            *(
                Msg(
                    "ccw-table-modifier",
                    value=f"{m.value:+d}",
                    reason=Msg(f"ccw-table-{table}-modifier-{m.id}"),
                )
                for m in read.modifiers
            )
        )
        said = Msg("ccw-table-die-modified", die=die, modifiers=mods, total=str(read.total))
    else:
        said = Msg("ccw-table-die", die=die)
    if read.row_clamped:
        return Msg("ccw-table-row-clamped", roll=said, row=read.row)
    if read.row != str(read.total):
        return Msg("ccw-table-row", roll=said, row=read.row)
    return said
