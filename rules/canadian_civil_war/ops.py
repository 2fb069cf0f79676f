"""What the rules do to pieces, in one place: where they stand and with whom, who controls an
Issue, the weights of the votes, changes of allegiance, moving stacks, revealing Issues, and
the deck.

Stacks. All the pieces in a square form its stack (7.22), whatever their colours. The Crisis
Zone is one large square (5.3) holding any number of stacks, each numbered: an Issue called
into it arrives with the pieces stacked with it as a stack of its own, and pieces that move
into it form a new one. A stack is named by its key: the square's id, or ``crisis-zone:<n>``.
"""

from __future__ import annotations

from rules.core.text import plural

from .components import CARDS, DISPLAY, ISSUES, PIECES, PROVINCES, SCENARIOS, SHIFT
from .data import COLORS, CRISIS_ZONE
from .state import OFF, Active, CCWState, Color, Issue

NAMES: dict[str, str] = {"red": "Red", "orange": "Orange", "green": "Green", "blue": "Blue"}
VIEWS: dict[str, str] = {
    "red": "Federalist",
    "orange": "Provincial Moderate",
    "green": "Provincial Autonomist",
    "blue": "Separatist",
}


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
    result = table.resolve(row=NAMES[color], column=NAMES[toward]).result.lower()
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
    line = f"{PIECES[piece].name} turns from {NAMES[old]} to {NAMES[new]}"
    if carried is not None:
        line += f", with the {issue_label(state, carried)} it controls"
    state.say(line + ".")
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


def issue_label(state: CCWState, issue: str, viewer: str | None = None) -> str:
    """An Issue as ``viewer`` (None: everyone) may read it: its kind when public or seen."""
    spec = state.issues[issue]
    if spec.public or (viewer is not None and viewer in spec.seen):
        return f"{ISSUES[spec.kind].name} Issue"
    return "face-down Issue"


def where_label(key: str) -> str:
    if in_crisis_zone(key):
        return "the Crisis Zone"
    return DISPLAY.place(key).name


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


def describe(state: CCWState, piece: str) -> str:
    """'Orange Manitoba 1'."""
    return f"{NAMES[state.actives[piece].color]} {PIECES[piece].name}"


def describe_stack(
    state: CCWState, key: str, viewer: str | None = None, lay: Layout | None = None
) -> str:
    """The pieces of a stack, as ``viewer`` may read them."""
    parts = [describe(state, p) for p in (lay.of(key, state) if lay else actives_at(state, key))]
    issue = lay.issue.get(key) if lay else issue_at(state, key)
    if issue is not None:
        parts.append(issue_label(state, issue, viewer))
    return ", ".join(parts) or "nothing"


# --- the deck (5.0) ------------------------------------------------------------------------


def card_id(number: int) -> str:
    return f"poc-{number:02d}"


def card_of(card: str):
    return CARDS[int(card.removeprefix("poc-"))]


def card_label(card: str) -> str:
    """'#04 Poll Shows New Confidence in Government': the number tells apart cards that share
    a name (two Crisis Cards per Issue)."""
    return f"#{card.removeprefix('poc-')} {card_of(card).name}"


def draw(state: CCWState, color: Color, n: int) -> None:
    """``color`` draws ``n`` cards; the discards are reshuffled when the deck runs out (5.0)."""
    before = state.deck.reshuffles
    drawn = state.deck.draw(n, state.rng)
    state.hands[color].extend(drawn)
    if state.deck.reshuffles != before:
        state.say("The deck ran out: the discard pile is reshuffled into a new deck.")
    state.say(f"{NAMES[color]} draws {plural(len(drawn), 'Political Opportunity Card')}.")
    state.block_undo()


def discard(state: CCWState, color: Color, card: str) -> None:
    state.hands[color].remove(card)
    state.deck.discard_pile.append(card)
