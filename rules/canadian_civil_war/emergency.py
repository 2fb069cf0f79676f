"""Attempting a National Emergency (10.1, 11.22, 11.3), and creating it (10.13-10.15).

10.1: "At any time during the game, the Player with the fewest Issues under his control, and
controlling no more than 3 Issues, may attempt to create a National Emergency." Several players
tied for the fewest may each attempt it. The attempt is an interrupt (`interrupts`): offered to
an eligible player whether or not the game waits on him, it "terminates normal play
immediately — right in the middle of whatever is happening" (4.4), so nothing of the political
game is kept but the display.

Every other player then joins, opposes or stays neutral (10.14), in sealed stances revealed
together, as the ballots of a National Debate are (debate.py). Those for are the attempter and
those who join; those against, those who oppose. With nobody against there is no roll: the
attempter wins (10.11; 11.31 when everyone joined). Otherwise the attempter rolls on the
National Emergency Table (10.81) in the column of for to against: "–" ends the game with the
attempter losing and nobody winning (10.12, 11.22); "N" creates the Emergency (10.13).

Decisions where the rulebook is silent:

* When: from the end of set-up (the Issues 10.1 counts are then all on the display) until the
  game ends; once an attempt is made, no other.
* Which Side governs (10.15): the Side of the Prime Minister's colour, even while the Prime
  Minister is off the display for a National Election (8.2): the outgoing government still holds
  office. If that colour stayed neutral, the Side against the Emergency is the Government: it
  defends the order the attempt would overthrow.
* A neutral player's pieces leave the display (10.14: he "takes no further part in the game").
  Pieces off the display when the attempt is made (the Prime Minister and the Civil Servants
  during a National Election, 8.2) stay off: the Emergency interrupted their return.
"""

from __future__ import annotations

import re

from rules.core import Choice, Msg
from rules.core.tables import TableRoll

from . import contest, loyalty, war
from .components import NATIONAL_EMERGENCY
from .ops import NAMES, clockwise_from, issue_carried, table_text, tally
from .state import OFF, CCWState, Color, Emergency, Side, Stance
from .war import colors_listed

_ASKED = re.compile(r"^\s*(attempt\s+(a\s+)?)?national\s+emergency\s*$", re.I)
# A stance as the log reveals it after a colour: "joins", "opposes", "stays neutral".
STANCES: dict[str, Msg] = {s: Msg(f"ccw-ne-stance-{s}") for s in ("join", "oppose", "neutral")}


def eligible(state: CCWState, counts: dict[str, int] | None = None) -> list[str]:
    """The players who may attempt a National Emergency now (10.1), from the Issues each
    controls (``counts``, as ops.tally gives them, or counted here)."""
    if state.phase in ("setup", "emergency", "over") or state.outcome is not None:
        return []
    counts = tally(state)[0] if counts is None else counts
    fewest = min(counts.values())
    return [c for c, n in counts.items() if n == fewest and n <= 3]


def asked(text: str) -> bool:
    """Whether a typed command asks for a National Emergency (`/play do:"national emergency"`)."""
    return _ASKED.match(text) is not None


def interrupts(state: CCWState, role: str) -> list[Choice]:
    """The attempt, for an eligible player at any moment (10.1)."""
    if role not in eligible(state):
        return []
    return [Choice(verb="emergency", label=Msg("ccw-ne-choice-attempt"))]


def refusal(state: CCWState, role: str) -> Msg:
    """Why ``role`` may not attempt a National Emergency now."""
    if state.outcome is not None:
        return Msg("ccw-ne-attempt-over")
    if state.phase == "setup":
        return Msg("ccw-ne-attempt-setup")
    if state.phase == "emergency":
        return Msg("ccw-ne-attempt-made")
    who = colors_listed(eligible(state)) or Msg("ccw-ne-nobody")
    return Msg("ccw-ne-attempt-not-eligible", who=who)


def attempt(state: CCWState, color: Color) -> None:
    others = clockwise_from(state, color)[1:]
    state.phase = "emergency"
    state.queue, state.contest, state.vote, state.picked = [], None, None, []
    state.emergency = Emergency(attempter=color, voters=others)
    for piece, active in state.actives.items():
        if active.where == OFF:  # away for a National Election (8.2): out of play for good
            state.emergency.removed[piece] = "off"
    state.block_undo()  # announced to everyone: normal play has ended (4.4)
    state.say(Msg("ccw-ne-attempt", attempter=NAMES[color], others=colors_listed(others)))


def waiting(state: CCWState) -> list[Color]:
    e = war.emergency(state)
    return [c for c in e.voters if c not in e.stances]


def stance_choices() -> list[Choice]:
    return [Choice(verb=s, label=Msg(f"ccw-ne-choice-{s}")) for s in ("join", "oppose", "neutral")]


def choose(state: CCWState, color: Color, stance: Stance) -> None:
    e = war.emergency(state)
    e.stances[color] = stance
    if not waiting(state):
        _resolve(state)


def _resolve(state: CCWState) -> None:
    e = war.emergency(state)
    by = {s: [c for c in e.voters if e.stances[c] == s] for s in STANCES}
    attempter = e.attempter
    stances = [
        Msg("ccw-ne-stance-of", color=NAMES[c], stance=STANCES[e.stances[c]]) for c in e.voters
    ]
    state.say(Msg("ccw-ne-stances", stances=war.listed(stances)))
    if not by["oppose"]:
        everyone = len(by["join"]) == len(e.voters)
        why = "ccw-ne-attempter-wins-everyone" if everyone else "ccw-ne-attempter-wins-unopposed"
        war.finish(state, [attempter], Msg(why, attempter=NAMES[attempter]))
        return
    pro, con = 1 + len(by["join"]), len(by["oppose"])
    read = NATIONAL_EMERGENCY.resolve(
        column=f"{pro}:{con}", roll=TableRoll.of([contest.die(state)])
    )
    state.last_roll = war.last_roll(read.roll)
    state.say(
        Msg(
            "ccw-ne-attempt-roll",
            pro=pro,
            con=con,
            attempter=NAMES[attempter],
            read=table_text(read),
        )
    )
    if read.result != "N":
        failed = Msg("ccw-ne-attempt-failed", attempter=NAMES[attempter])
        war.finish(state, [], failed, losers=(attempter,))
        return
    _create(state, [attempter, *by["join"]], by["oppose"], by["neutral"])


def _create(state: CCWState, pro: list[Color], con: list[Color], neutral: list[Color]) -> None:
    """10.13-10.15: the Sides, the neutrals leave, then Loyalty Determination (10.2)."""
    e = war.emergency(state)
    premier_side = state.actives["prime-minister"].color
    government: Side = "government"
    rebel: Side = "rebel"
    pro_side, con_side = (government, rebel) if premier_side in pro else (rebel, government)
    e.sides = {c: pro_side for c in pro} | {c: con_side for c in con}
    for piece, active in state.actives.items():
        if active.color in neutral and active.where != OFF:
            war.remove(state, piece, "neutral")
            carried = issue_carried(state, piece)
            if carried is not None:  # leaves with it; every Issue leaves at deployment (10.3)
                issue = state.issues[carried]
                issue.where, issue.stack, issue.under = OFF, 0, None
    why = (
        Msg("ccw-ne-governs-premier")
        if premier_side in e.sides
        else Msg("ccw-ne-governs-against", premier=NAMES[premier_side])
    )
    state.say(
        Msg(
            "ccw-ne-created",
            why=why,
            government=colors_listed(war.players(state, government)),
            rebel=colors_listed(war.players(state, rebel)),
        )
    )
    if neutral:
        state.say(Msg("ccw-ne-neutrals-leave", names=colors_listed(neutral)))
    if war.check_end(state):
        return
    loyalty.determine(state)
