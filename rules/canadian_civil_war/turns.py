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
from rules.core.messages import Msg

from . import elections
from .components import DISPLAY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    NAMES,
    Layout,
    actives_at,
    card_id,
    clockwise_from,
    controlled,
    draw,
    issue_name,
    place,
    player,
    reveal,
    seated,
    see,
    where_label,
)
from .state import OFF, Active, CCWState, Color, Issue

PHASES = ("opportunity", "movement", "contest", "election")
# Each a message (catalogs/*/names.ftl): "Phase de mouvement" in French.
PHASE_NAMES: dict[str, str] = {
    phase: Msg(f"ccw-phase-{phase}")
    for phase in ("setup", "opportunity", "movement", "contest", "election", "emergency", "over")
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
        Msg(
            "ccw-setup-drawn",
            scenario=Msg(f"ccw-scenario-{scenario.id}"),
            count=scenario.issues_each,
            issue=issue_name(state.issues[left].kind),
        )
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
    state.say(Msg("ccw-arranged", color=NAMES[color]))


def finish_setup(state: CCWState) -> None:
    state.say(Msg("ccw-setup-done"))
    first = elections.roll_off(state, seated(state), "first")
    start_game_turn(state, first)


# --- the Game-Turn (4.1-4.3) -----------------------------------------------------------------


def first_player(state: CCWState) -> Color:
    """4.2: the most Issues controlled goes first; ties roll a die."""
    counts = {c: len(controlled(state, c)) for c in seated(state)}
    words = Msg.join(
        *(Msg("ccw-color-count", color=NAMES[c], count=n) for c, n in counts.items()), sep=", "
    )
    best = max(counts.values())
    tied = [c for c in seated(state) if counts[c] == best]
    state.say(Msg("ccw-first-player", counts=words))
    if len(tied) == 1:
        return tied[0]
    return elections.roll_off(state, tied, "first")


def start_game_turn(state: CCWState, first: Color) -> None:
    state.turn += 1
    state.order = clockwise_from(state, first)
    order = NAMES[state.order[0]]
    for color in state.order[1:]:
        order = Msg("ccw-then", before=order, after=NAMES[color])
    state.say(Msg("ccw-game-turn", turn=state.turn, order=order))
    start_player_turn(state, first)


def start_player_turn(state: CCWState, color: Color) -> None:
    state.player = color
    state.moved, state.picked, state.engaged, state.effects = [], [], [], []
    state.called = False
    state.say(Msg("ccw-player-turn", player=player(color)))
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
        state.say(
            Msg("ccw-phase-begins", color=NAMES[state.player], phase=PHASE_NAMES[state.phase])
        )
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
        state.outcome = Outcome(winners=[], reason=Msg("ccw-no-government-reason"))
        state.phase = "over"
        state.say(Msg("ccw-no-government"))
        return
    for color in clockwise_from(state, state.player):
        if wins(state, color):
            mine = controlled(state, color)
            reveal(state, mine)
            held = Msg.join(
                *(
                    Msg(
                        "ccw-issue-where",
                        issue=issue_name(state.issues[i].kind),
                        where=where_label(state.issues[i].where),
                    )
                    for i in mine
                ),
                sep=", ",
            )
            state.outcome = Outcome(
                winners=[color], reason=Msg("ccw-victory-reason", player=player(color))
            )
            state.phase = "over"
            state.say(Msg("ccw-victory", color=NAMES[color], issues=held))
            return
