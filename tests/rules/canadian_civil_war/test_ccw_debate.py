"""National Debate (1.25, 5.4): case 5.4 is missing from the rulebook and is reconstructed in
rules/canadian_civil_war/debate.py's docstring; each test cites the decision it checks ("What
goes to a vote", "Who votes", "The weight of a ballot", "The result", "How often") and the
printed cases it rests on (1.25, 4.3, 5.21, the 9.1 example)."""

from __future__ import annotations

import pytest
from ccw_build import QR, act, build, legal

from rules.canadian_civil_war import TITLE, debate
from rules.canadian_civil_war.components import PIECES
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import constituencies
from rules.core import Choice, RuleError


def _weigh(state, counts: dict[str, int], keep: dict[str, str]) -> None:
    """Recolour the Constituencies so that each colour controls ``counts`` of them, the pieces
    in ``keep`` keeping their colour."""
    need = dict(counts)
    for color in keep.values():
        need[color] -= 1
    free = [p for p in state.actives if PIECES[p].kind == "constituency" and p not in keep]
    assert len(free) == sum(need.values())
    for color, n in need.items():
        for piece in free[:n]:
            state.actives[piece].color = color  # type: ignore[assignment]
        free = free[n:]
    for color, n in counts.items():
        assert len(constituencies(state, color)) == n


def _call(state, caller: str, square: str):
    """The Phasing Player calls the Issue in ``square`` without a card (4.3, 5.4)."""
    state = act(state, caller, "call")
    return act(state, caller, "to", square)


def _orange_language(**kw):
    return build({"ont-2": ("orange-a1", "orange")}, {"language-1": ("orange-a1", "ont-2")}, **kw)


def test_a_call_without_a_card_goes_to_a_vote_of_the_others() -> None:
    """4.3 step 1: "The Phasing Player may attempt to call an Issue into the Crisis Zone
    without playing a Crisis Card"; debate.py, "Who votes": every other player, at once, and
    "the caller's ballot is cast for the call without asking"."""
    state = _orange_language()
    state = _call(state, "red", "orange-a1")
    assert state.vote is not None
    assert state.vote.ballots == {"red": True}
    assert TITLE.active(state) == ["orange", "green", "blue"]
    assert legal(state, "red") == []
    assert {c.verb for c in legal(state, "orange")} >= {"aye", "nay"}


def test_the_call_without_a_card_is_once_per_player_turn() -> None:
    """debate.py, "How often": "the Phasing Player may call without a card once per
    Player-Turn" (9.1 shows one attempt); a blocked call is not tried again, and the next
    Phasing Player has his own."""
    state = _orange_language()
    assert "call" in {c.verb for c in legal(state, "red")}
    state = _call(state, "red", "orange-a1")
    for color in ("orange", "green", "blue"):
        state = act(state, color, "nay")
    assert state.issues["language-1"].where == "orange-a1"
    assert "call" not in {c.verb for c in legal(state, "red")}
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="call"))
    for _ in range(4):
        state = act(state, "red", "end")
    assert state.player == "orange"
    assert "call" in {c.verb for c in legal(state, "orange")}


def test_ballots_are_sealed_until_everyone_has_voted() -> None:
    """debate.py, "Who votes": "sealed ballots revealed together when the last is in, so
    nobody gains by answering last": whether Orange voted for or against, nothing anyone else
    sees (board, log, prompts, their private views) differs; Orange's own view says how it
    voted. Once the last ballot is in, every ballot is posted with its weight."""
    state = _call(_orange_language(), "red", "orange-a1")
    ayes = act(state, "orange", "aye")
    nays = act(state, "orange", "nay")
    for viewer in (None, "red", "green", "blue"):
        assert (
            TITLE.view(ayes, viewer).model_dump_json() == TITLE.view(nays, viewer).model_dump_json()
        )
    assert "Your sealed ballot: for." in TITLE.view(ayes, "orange").private.text
    assert "Your sealed ballot: against." in TITLE.view(nays, "orange").private.text
    assert "A vote is open: waiting for Green, Blue." in TITLE.board(nays).text
    state = act(act(nays, "green", "aye"), "blue", "nay")
    assert any(
        line.startswith("Votes: Red for (") and "Orange against (" in line for line in state.log
    )


def test_a_ballot_weighs_the_constituencies_its_player_controls() -> None:
    """1.25: "weighing each Player's vote with the number of Constituencies he controls"
    (debate.py, "The weight of a ballot"): Red 15, Orange 4, Green 12, Blue 8."""
    state = _orange_language()
    _weigh(state, {"red": 15, "orange": 4, "green": 12, "blue": 8}, keep={"ont-2": "orange"})
    assert {c: debate.weight(state, c) for c in ("red", "orange", "green", "blue")} == {
        "red": 15,
        "orange": 4,
        "green": 12,
        "blue": 8,
    }
    state = _call(state, "red", "orange-a1")
    state = act(state, "orange", "nay")
    state = act(state, "green", "nay")
    state = act(state, "blue", "aye")
    assert (
        "Votes: Red for (15), Orange against (4), Green against (12), Blue for (8): 23 for, "
        "16 against: the Issue is called." in state.log
    )
    assert state.issues["language-1"].where == CRISIS_ZONE


def _sample_9_1(green: str):
    """9.1: Blue plays "Crisis Territory"; Red controls one Territory Issue, Orange another
    (beneath the Manitoba Constituency). Blue and Green control 20 Constituencies, Red and
    Orange 19."""
    state = build(
        {"mnt-1": ("orange-a2", "orange"), "ont-1": ("red-a2", "red")},
        {"territory-1": ("orange-a2", "mnt-1"), "territory-2": ("red-a2", "ont-1")},
        player="blue",
        hands={"blue": ["poc-35"]},
    )
    _weigh(
        state,
        {"red": 12, "orange": 7, "green": 6, "blue": 14},
        keep={"mnt-1": "orange", "ont-1": "red"},
    )
    state = act(state, "blue", "play", "poc-35")
    state = act(state, "blue", "to", "orange-a2")
    state = act(state, "orange", "nay")
    state = act(state, "red", "nay")
    return act(state, "green", green)


def test_sample_9_1_twenty_against_nineteen_calls_the_issue() -> None:
    """9.1: "The Separatist and Provincial-Autonomist Players control 20 Constituencies and the
    other two Players control 19 Constituencies. The Territory Issue is moved into the Crisis
    Zone along with the Manitoban Constituency stacked with it" (debate.py, "The result")."""
    state = _sample_9_1("aye")
    assert any(line.endswith("20 for, 19 against: the Issue is called.") for line in state.log)
    assert state.issues["territory-1"].where == CRISIS_ZONE
    assert state.actives["mnt-1"].where == CRISIS_ZONE
    assert state.issues["territory-2"].where == "red-a2"


def test_sample_9_1_without_green_the_call_is_blocked() -> None:
    """9.1's count the other way: Green's 6 against as well, 14 for and 25 against: blocked
    (debate.py, "The result": the call needs more weight for it than against)."""
    state = _sample_9_1("nay")
    assert any(line.endswith("14 for, 25 against: the call is blocked.") for line in state.log)
    assert state.issues["territory-1"].where == "orange-a2"


def test_a_tie_keeps_the_issue_where_it_is() -> None:
    """debate.py, "The result": "a tie keeps the Issue where it is". In the Quiet Revolution
    (10 Constituencies) Red's 5 for against Orange's 3 and Green's 2."""
    state = build(
        {"qbc-1": ("orange-a1", "orange")},
        {"language-1": ("orange-a1", "qbc-1")},
        scenario=QR,
    )
    _weigh(state, {"red": 5, "orange": 3, "green": 2}, keep={"qbc-1": "orange"})
    state = _call(state, "red", "orange-a1")
    state = act(state, "orange", "nay")
    state = act(state, "green", "nay")
    assert any(
        line.endswith("5 for, 5 against: a tie: the Issue stays where it is.") for line in state.log
    )
    assert state.issues["language-1"].where == "orange-a1"


def test_the_callers_ballot_counts_without_being_asked() -> None:
    """debate.py, "Who votes": the caller's ballot is cast for the call: Red (20) is never
    asked, and its weight carries the call against the other three's 19."""
    state = _orange_language()
    _weigh(state, {"red": 20, "orange": 7, "green": 6, "blue": 6}, keep={"ont-2": "orange"})
    state = _call(state, "red", "orange-a1")
    assert "red" not in debate.waiting(state)
    for color in ("orange", "green", "blue"):
        state = act(state, color, "nay")
    assert any(line.endswith("20 for, 19 against: the Issue is called.") for line in state.log)
    assert state.issues["language-1"].where == CRISIS_ZONE


def test_the_issues_a_call_may_name() -> None:
    """4.3 step 1 and 1.25: a call names an Issue outside the Crisis Zone ("Calling an Issue
    into the Crisis Zone"); one already there cannot be called again."""
    state = build(
        {"ont-2": ("orange-a1", "orange"), "ont-3": ("crisis-zone:1", "green")},
        {"language-1": ("orange-a1", "ont-2"), "language-2": ("crisis-zone:1", "ont-3")},
    )
    state = act(state, "red", "call")
    offered = {c.arg for c in legal(state, "red", "to")}
    assert "orange-a1" in offered
    assert not any(str(k).startswith(CRISIS_ZONE) for k in offered)
