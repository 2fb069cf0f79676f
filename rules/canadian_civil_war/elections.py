"""Elections (8.0): Provincial Elections on the Election Table (8.1, 8.3) and National
Elections, which form a government by vote (8.2).

Decisions where the rulebook is silent:

* A Provincial Election rolls for the Province's Constituencies in the counter sheet's order.
  A Constituency's section modifier is for its controller's own Home Area (8.3: "friendly");
  in another player's Home Area it has none; in the Crisis Zone +1.
* The Premier goes to the player with the most of the Province's Constituencies (8.13); of two
  tied players, the first in the order of play from the Phasing Player wins on an odd roll, the
  other on an even one; three or more tied roll off (highest wins, ties roll again).
* National Elections (8.2): the candidate is the player with the most Constituencies (ties roll
  off). He may hand Civil Servants to other players for their votes (8.22): handed over for
  good once the government is formed; if the vote fails, every Civil Servant goes with the
  Prime Minister to the next candidate (8.23), the player with the next most Constituencies,
  until each has tried (8.24: then the game ends and everyone loses). Once formed, the Prime
  Minister and the Civil Servants come back to the display, each placed by its controller in
  his own Home Area (the rules take them off the display and never say where they return).
"""

from __future__ import annotations

from rules.core.messages import Msg
from rules.core.tables import TableRoll

from . import contest, debate
from .components import DISPLAY, ELECTION, PIECES
from .ops import (
    NAMES,
    actives_at,
    clockwise_from,
    constituencies,
    controlled,
    convert,
    describe,
    piece_name,
    seated,
    table_text,
    where_label,
)
from .state import OFF, CCWState, Color, Formation, Step

# The Prime Minister and the Civil Servants: the government (8.2, 8.22).
GOVERNMENT = (
    "prime-minister",
    "commerce",
    "labor",
    "finance",
    "agriculture",
    "health-welfare",
    "justice",
)


# --- Provincial Elections (8.1) --------------------------------------------------------------


def provincial(state: CCWState, province: str) -> None:
    state.say(Msg("ccw-elections-in", province=Msg(f"ccw-province-{province}")))
    ridings = [
        p
        for p, a in state.actives.items()
        if PIECES[p].kind == "constituency" and PIECES[p].province == province and a.where != OFF
    ]
    for piece in ridings:
        owner = state.actives[piece].color
        issues = len(controlled(state, owner))
        mod = DISPLAY.election_modifier(state.actives[piece].where, owner)
        read = ELECTION.resolve(
            value=issues,
            roll=TableRoll.of([contest.die(state)]),
            modifiers=[mod] if mod else [],
        )
        said = {
            "piece": describe(state, piece),
            "color": NAMES[owner],
            "count": issues,
            "table": table_text(read),
        }
        if read.result in ("1", "2"):
            second = contest.die(state)
            toward = "blue" if second % 2 == 0 else "red"
            state.say(Msg("ccw-election-roll-again", **said, die=second, toward=NAMES[toward]))
            if not convert(state, piece, int(read.result), toward):
                state.say(Msg("ccw-keeps-colour", piece=describe(state, piece)))
        else:
            state.say(Msg("ccw-election-roll", **said))
    _premier(state, province, ridings)


def _premier(state: CCWState, province: str, ridings: list[str]) -> None:
    premier = f"premier-{province}"
    if premier not in state.actives:
        return
    counts: dict[str, int] = {}
    for piece in ridings:
        color = state.actives[piece].color
        counts[color] = counts.get(color, 0) + 1
    best = max(counts.values())
    tied = [c for c in clockwise_from(state, state.player) if counts.get(c) == best]
    if len(tied) == 1:
        winner = tied[0]
    elif len(tied) == 2:
        roll = contest.die(state)
        winner = tied[0] if roll % 2 else tied[1]
        state.say(
            Msg(
                "ccw-premier-tie",
                first=NAMES[tied[0]],
                second=NAMES[tied[1]],
                count=best,
                die=roll,
                parity="odd" if roll % 2 else "even",
            )
        )
    else:
        winner = roll_off(state, tied, "premier")
    old = state.actives[premier].color
    state.actives[premier].color = winner
    name = piece_name(premier)
    if old == winner:
        state.say(Msg("ccw-premier-stays", premier=name, color=NAMES[winner]))
    else:
        state.say(Msg("ccw-premier-goes", premier=name, old=NAMES[old], new=NAMES[winner]))


def roll_off(state: CCWState, colors: list[Color], what: str) -> Color:
    """Each of ``colors`` rolls a die; the highest wins, ties roll again (4.2). ``what`` is
    what the roll decides: "first" (the first Player-Turn), "premier" or "prime-minister"."""
    about = Msg(f"ccw-roll-off-{what}")
    while True:
        rolls = {c: contest.die(state) for c in colors}
        words = Msg.join(
            *(Msg("ccw-color-count", color=NAMES[c], count=r) for c, r in rolls.items()), sep=", "
        )
        best = max(rolls.values())
        top = [c for c in colors if rolls[c] == best]
        if len(top) == 1:
            state.say(Msg("ccw-roll-off", what=about, rolls=words, color=NAMES[top[0]]))
            return top[0]
        state.say(Msg("ccw-roll-off-tie", what=about, rolls=words))
        colors = top


# --- National Elections (8.2) ----------------------------------------------------------------


def national(state: CCWState) -> None:
    state.say(Msg("ccw-national-elections"))
    for piece in GOVERNMENT:
        if piece in state.actives:
            state.actives[piece].where, state.actives[piece].stack = OFF, 0
    state.formation = Formation(candidate=_next_candidate(state, []))
    _offer(state)


def _next_candidate(state: CCWState, tried: list[Color]) -> Color:
    left = [c for c in seated(state) if c not in tried]
    counts = {c: len(constituencies(state, c)) for c in left}
    best = max(counts.values())
    tied = [c for c in clockwise_from(state, state.player) if c in left and counts[c] == best]
    return tied[0] if len(tied) == 1 else roll_off(state, tied, "prime-minister")


def _offer(state: CCWState) -> None:
    formation = state.formation
    assert formation is not None
    candidate = formation.candidate
    count = len(constituencies(state, candidate))
    state.say(Msg("ccw-candidate", color=NAMES[candidate], count=count))
    state.queue.insert(0, Step(kind="formation", color=candidate))


def give(state: CCWState, servant: str, to: Color) -> None:
    """8.22: a Civil Servant handed over for votes."""
    formation = state.formation
    assert formation is not None
    formation.given[servant] = to
    state.say(
        Msg(
            "ccw-hands-servant",
            color=NAMES[formation.candidate],
            servant=piece_name(servant),
            to=NAMES[to],
        )
    )


def servants_left(state: CCWState) -> list[str]:
    formation = state.formation
    assert formation is not None
    return [p for p in GOVERNMENT[1:] if p in state.actives and p not in formation.given]


def decided(state: CCWState, carried: bool) -> None:
    """The vote of 8.21 is in: the government is formed, or the next candidate tries."""
    formation = state.formation
    assert formation is not None
    if carried:
        owners = {p: formation.given.get(p, formation.candidate) for p in GOVERNMENT}
        for piece, owner in owners.items():
            if piece in state.actives:
                state.actives[piece].color = owner
        state.formation = None
        steps = [
            Step(kind="return", color=owner, pieces=[piece])
            for piece, owner in owners.items()
            if piece in state.actives
        ]
        state.queue[:0] = steps
        return
    formation.tried.append(formation.candidate)
    formation.given = {}
    if len(formation.tried) == len(seated(state)):
        return  # 8.24: turns.check_end ends the game
    formation.candidate = _next_candidate(state, formation.tried)
    _offer(state)


def return_squares(state: CCWState, piece: str) -> list[str]:
    """Where a returning Civil Servant or Prime Minister may be put: a square of its
    controller's Home Area with room, else any of it."""
    color = state.actives[piece].color
    squares = [s for s, sq in DISPLAY.places.items() if sq.area == color]
    roomy = [s for s in squares if len(actives_at(state, s)) < 2]
    return roomy or squares


def put_back(state: CCWState, piece: str, square: str) -> None:
    state.actives[piece].where, state.actives[piece].stack = square, 0
    state.say(Msg("ccw-returns", piece=describe(state, piece), where=where_label(square)))


def no_government(state: CCWState) -> bool:
    """8.24: every player tried and none could form a government."""
    formation = state.formation
    return formation is not None and len(formation.tried) == len(seated(state))


def open_government_vote(state: CCWState) -> None:
    formation = state.formation
    assert formation is not None
    debate.open_vote(state, "government", formation.candidate)
