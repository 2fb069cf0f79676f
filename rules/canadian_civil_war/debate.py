"""National Debate (1.25, 5.4) and the vote that forms a government (8.21).

Case 5.4 is missing from the rulebook (it is cited by 1.25, 5.21, 8.21 and the 9.1 example).
What the rest of the book says of it, and the decisions taken where it is silent:

* What goes to a vote: the Phasing Player's call of an Issue into the Crisis Zone without a
  Crisis Card (4.3), and any other player's block of a Crisis Card (4.3, 5.21). Both are the
  same question, "Call this Issue into the Crisis Zone?": the player calling it says yes.
* Who votes: every player is polled (1.25: "polling each Player on where he stands"). The
  caller's ballot is cast for the call without asking; everyone else votes at once, in sealed
  ballots revealed together when the last is in, so nobody gains by answering last.
* The weight of a ballot: the Constituencies its player controls anywhere on the display
  (1.25: "weighing each Player's vote with the number of Constituencies he controls").
* The result: a call passes with more weight for it than against it (9.1: 20 against 19 calls
  the Issue); a tie keeps the Issue where it is. A Crisis Card nobody votes to block calls
  its Issue as played.
* How often: the Phasing Player may call without a card once per Player-Turn (4.3 speaks of
  "an Issue"; 9.1 shows one attempt). A Crisis Card is put to a vote once.
* Forming a government (8.21): the candidate's ballot counts for it; it passes when the
  players voting for it control at least the scenario's threshold of Constituencies (20 of the
  Referendum's 39; a majority of the Quiet Revolution's 10, 6).
"""

from __future__ import annotations

from rules.core.messages import Msg

from .components import SCENARIOS
from .ops import NAMES, constituencies, seated
from .state import CCWState, Color, Vote


def open_vote(
    state: CCWState,
    question: str,
    proposer: Color,
    target: str | None = None,
    card: str | None = None,
) -> None:
    voters = [c for c in seated(state) if c != proposer]
    state.vote = Vote(
        question=question,
        proposer=proposer,
        target=target,
        card=card,
        voters=voters,
        ballots={proposer: True},
    )


def waiting(state: CCWState) -> list[Color]:
    """Who has yet to vote, in the order of play."""
    vote = state.vote
    if vote is None:
        return []
    return [c for c in vote.voters if c not in vote.ballots]


def cast(state: CCWState, color: Color, yes: bool) -> None:
    assert state.vote is not None
    state.vote.ballots[color] = yes


def weight(state: CCWState, color: str) -> int:
    return len(constituencies(state, color))


def tally(state: CCWState) -> tuple[int, int, Msg]:
    """(weight for, weight against, the ballots in words) of the finished vote."""
    vote = state.vote
    assert vote is not None
    yes = no = 0
    words = []
    for color in seated(state):
        ballot = vote.ballots.get(color)
        if ballot is None:
            continue
        w = weight(state, color)
        if ballot:
            yes += w
        else:
            no += w
        words.append(
            Msg("ccw-ballot", color=NAMES[color], ballot="for" if ballot else "against", weight=w)
        )
    return yes, no, Msg.join(*words, sep=", ")


def passes(state: CCWState) -> tuple[bool, Msg]:
    """Whether the finished vote carries, and the line that says so."""
    vote = state.vote
    assert vote is not None
    yes, no, words = tally(state)
    if vote.question == "government":
        need = SCENARIOS[state.scenario].government_votes
        carried = yes >= need
        verdict = "formed" if carried else "none"
        line = Msg("ccw-government-vote", ballots=words, yes=yes, need=need, verdict=verdict)
        return carried, line
    carried = yes > no
    verdict = "called" if carried else "blocked"
    if yes == no:
        verdict = "tie"
    return carried, Msg("ccw-call-vote", ballots=words, yes=yes, no=no, verdict=verdict)
