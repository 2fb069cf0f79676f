"""Setting up (3.0, 12.0), the order of play (4.2), the Player-Turn's phases (4.3) and the end
of the game (11.1, 8.24).

Decisions where the rulebook is silent:

* Setting up (3.0 step 3): each player places his pieces in his own Home Area, one at a time,
  all players at once; an Issue goes beneath a Constituency of his or on a Control Point of his
  Home Area, one to a square (an Issue anywhere else would be nobody's, 5.13). A square is
  refused when the Issues still to come would no longer find such a place. A player may let the
  bot arrange the rest of his pieces.
* Victory (11.1, 4.5): a player wins the moment he controls every Issue his scenario asks for
  (Issues in the Crisis Zone are controlled "for movement purposes only", 5.31). If one change
  completes two players' conditions at once, the first of them in the order of play from the
  Phasing Player wins.
"""

from __future__ import annotations

from collections import Counter

from rules.core import Outcome

from . import elections
from .components import DISPLAY, ISSUES, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    NAMES,
    VIEWS,
    Layout,
    actives_at,
    card_id,
    clockwise_from,
    controlled,
    draw,
    place,
    reveal,
    seated,
    see,
    where_label,
)
from .state import OFF, Active, CCWState, Color, Issue

PHASES = ("opportunity", "movement", "contest", "election")
PHASE_NAMES = {
    "setup": "Setting up",
    "opportunity": "Political Opportunity Phase",
    "movement": "Movement Phase",
    "contest": "Contest Phase",
    "election": "Election Phase",
    "emergency": "National Emergency",
    "over": "Game over",
}


# --- setting up (3.0) ------------------------------------------------------------------------


def build(state: CCWState) -> None:
    """Steps 2-4 of 3.0: the Issues drawn blind, one left face up in the Crisis Zone; every
    piece waiting to be placed; the cards dealt."""
    scenario = SCENARIOS[state.scenario]
    for color in scenario.roles:
        for piece in scenario.setup(color).pieces:
            state.actives[piece] = Active(color=color, where=OFF)
    bag = [f"{kind}-{n}" for kind, count in scenario.issues.items() for n in range(1, count + 1)]
    for issue in bag:
        state.issues[issue] = Issue(kind=issue.rsplit("-", 1)[0], where=OFF)
    state.rng.shuffle(bag)
    for color in scenario.roles:
        mine, bag = bag[: scenario.issues_each], bag[scenario.issues_each :]
        for issue in mine:
            see(state, issue, color)
        state.placed[color] = [*scenario.setup(color).pieces, *mine]
    (left,) = bag
    state.issues[left].where, state.issues[left].stack = CRISIS_ZONE, 1
    reveal(state, [left])
    deck = [card_id(n) for n in range(1, 57) if n not in scenario.removed_cards]
    state.rng.shuffle(deck)
    state.deck.draw_pile = deck
    for color in scenario.roles:
        n = scenario.cards[color]
        state.hands[color] = state.deck.draw_pile[:n]
        del state.deck.draw_pile[:n]
    state.say(
        f"{scenario.name}: each player draws {scenario.issues_each} Issues blind; the one left "
        f"over, {ISSUES[state.issues[left].kind].name}, goes face up to the Crisis Zone (3.0). "
        "Now each player arranges his pieces in his Home Area."
    )


def to_place(state: CCWState, color: str) -> str | None:
    pieces = state.placed.get(color, [])
    return pieces[0] if pieces else None


def setup_squares(state: CCWState, color: Color, piece: str) -> list[str]:
    """Where ``color`` may put its next piece (3.0 step 3 and the decision above)."""
    home = DISPLAY.squares(color)
    lay = Layout(state)
    if piece in state.issues:
        return [s for s in home if s not in lay.issue and _holds_issue(state, lay, s, color)]
    left = [p for p in state.placed[color][1:] if p in state.issues]
    places = _issue_places(state, lay, color)
    found = []
    for square in home:
        if len(lay.of(square, state)) >= 2:
            continue
        if left and _slots_after(places, piece, square) < len(left):
            continue
        found.append(square)
    return found


def _holds_issue(state: CCWState, lay: Layout, square: str, color: str) -> bool:
    if DISPLAY.place(square).control_point:
        return True
    return any(PIECES[p].kind == "constituency" for p in lay.of(square, state, color))


def _issue_places(state: CCWState, lay: Layout, color: Color) -> tuple[set[str], int]:
    """Where ``color``'s Issues may go now (its Control Points and its squares with one of its
    Constituencies), and how many Constituencies it has still to place."""
    places = set(DISPLAY.control_points(color)) | {
        s for s in DISPLAY.squares(color) if _holds_issue(state, lay, s, color)
    }
    later = sum(
        1
        for p in state.placed[color][1:]
        if p in state.actives and PIECES[p].kind == "constituency"
    )
    return places, later


def _slots_after(places: tuple[set[str], int], piece: str, square: str) -> int:
    """Places for Issues left if ``piece`` goes to ``square``: the Control Points, the other
    squares with a Constituency, and one square for each Constituency still to place."""
    found, later = places
    if PIECES[piece].kind == "constituency":
        found = found | {square}
    return len(found) + later


def set_down(state: CCWState, color: Color, piece: str, square: str) -> None:
    """Place a piece at setup; an Issue goes beneath a Constituency there, if any."""
    state.placed[color].remove(piece)
    if piece in state.issues:
        issue = state.issues[piece]
        issue.where = square
        holder = next(
            (
                p
                for p in actives_at(state, square, color)
                if PIECES[p].kind == "constituency"
                and not any(i.under == p for i in state.issues.values())
            ),
            None,
        )
        issue.under = holder
    else:
        place(state, piece, square)


def arrange(state: CCWState, color: Color) -> None:
    """The bot arranges the rest of ``color``'s pieces: each to the first square allowed."""
    while (piece := to_place(state, color)) is not None:
        set_down(state, color, piece, setup_squares(state, color, piece)[0])
    state.say(f"{NAMES[color]} has the rest of its pieces arranged.")


def finish_setup(state: CCWState) -> None:
    state.say("Every piece is on the display.")
    first = elections.roll_off(state, seated(state), "the first Player-Turn (4.2)")
    start_game_turn(state, first)


# --- the Game-Turn (4.1-4.3) -----------------------------------------------------------------


def first_player(state: CCWState) -> Color:
    """4.2: the most Issues controlled goes first; ties roll a die."""
    counts = {c: len(controlled(state, c)) for c in seated(state)}
    words = ", ".join(f"{NAMES[c]} {n}" for c, n in counts.items())
    best = max(counts.values())
    tied = [c for c in seated(state) if counts[c] == best]
    state.say(f"First Player Determination: Issues controlled: {words}.")
    if len(tied) == 1:
        return tied[0]
    return elections.roll_off(state, tied, "the first Player-Turn (4.2)")


def start_game_turn(state: CCWState, first: Color) -> None:
    state.turn += 1
    state.order = clockwise_from(state, first)
    state.say(
        f"— Game-Turn {state.turn}: " + ", then ".join(NAMES[c] for c in state.order) + " (4.2)."
    )
    start_player_turn(state, first)


def start_player_turn(state: CCWState, color: Color) -> None:
    state.player = color
    state.moved, state.picked, state.engaged, state.effects = [], [], [], []
    state.called = False
    state.say(f"— {NAMES[color]} ({VIEWS[color]}) Player-Turn: Political Opportunity Phase.")
    state.phase = "opportunity"
    state.invited = False
    draw(state, color, 2)


def end_phase(state: CCWState) -> None:
    """The Phasing Player ends the phase: on to the next (4.3), or the next Player-Turn."""
    at = PHASES.index(state.phase)
    state.invited = False
    state.picked = []
    if at + 1 < len(PHASES):
        state.phase = PHASES[at + 1]  # type: ignore[assignment]
        state.say(f"{NAMES[state.player]}: {PHASE_NAMES[state.phase]}.")
        return
    following = state.order.index(state.player) + 1
    if following < len(state.order):
        start_player_turn(state, state.order[following])
    else:
        start_game_turn(state, first_player(state))


# --- the end (11.1, 8.24) --------------------------------------------------------------------


def wins(state: CCWState, color: str) -> bool:
    need = SCENARIOS[state.scenario].setup(color).victory
    held = Counter(state.issues[i].kind for i in controlled(state, color))
    return all(held[kind] >= n for kind, n in need.items())


def check_end(state: CCWState) -> None:
    """Victory the moment it happens (11.1, 4.5), or nobody formed a government (8.24)."""
    if state.outcome is not None or state.phase in ("setup", "emergency"):
        return  # 11.1 is the political game's: the National Emergency ends by 11.2
    if elections.no_government(state):
        state.outcome = Outcome(
            winners=[], reason="No player could form a government: everyone loses (8.24)."
        )
        state.phase = "over"
        state.say("No player could form a government: the game ends and everyone loses (8.24).")
        return
    for color in clockwise_from(state, state.player):
        if wins(state, color):
            mine = controlled(state, color)
            reveal(state, mine)
            held = ", ".join(
                f"{ISSUES[state.issues[i].kind].name} ({where_label(state.issues[i].where)})"
                for i in mine
            )
            state.outcome = Outcome(
                winners=[color],
                reason=f"{NAMES[color]} ({VIEWS[color]}) controls the Issues it needed (11.1).",
            )
            state.phase = "over"
            state.say(f"🏆 {NAMES[color]} controls every Issue it needs and wins: {held}.")
            return
