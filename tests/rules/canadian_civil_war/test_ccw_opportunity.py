"""The Political Opportunity Phase of Canadian Civil War (4.3 step 1, 5.0, 5.2): drawing two
cards, the deck reshuffled from the discards, Crisis Cards (5.21) with the block vote of 5.4,
Event Cards (5.22), Election Cards kept for the Election Phase (5.23) and cards played out of
turn at the Phasing Player's option (5.24)."""

from __future__ import annotations

import pytest
from ccw_build import act, build, legal

from rules.canadian_civil_war import ORACLE, TITLE, contest
from rules.canadian_civil_war.components import DISPLAY, PIECES
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import controller, key_of
from rules.core import Choice, RuleError


def _verbs(state, role: str) -> set[str]:
    return {c.verb for c in legal(state, role)}


def _plays(state, role: str) -> set[str]:
    return {str(c.arg) for c in legal(state, role, "play")}


# --- 5.0: drawing, and the deck ----------------------------------------------------------


def test_the_phasing_player_draws_two_cards_when_his_player_turn_begins() -> None:
    """5.0 Procedure: "At the beginning of the Political Opportunity Phase, the Phasing Player
    draws two POCs and adds them to his hand" (4.3 step 1): Red ends its Player-Turn, Orange
    draws the top two cards of the deck; nobody else draws."""
    state = build(
        {},
        player="red",
        phase="election",
        hands={"orange": ["poc-32"], "green": ["poc-33"]},
        draw=["poc-10", "poc-11", "poc-12"],
    )
    state = act(state, "red", "end")
    assert (state.player, state.phase) == ("orange", "opportunity")
    assert state.hands["orange"] == ["poc-32", "poc-10", "poc-11"]
    assert state.deck.draw_pile[0] == "poc-12"
    assert state.hands["green"] == ["poc-33"] and state.hands["red"] == []
    assert "Orange draws 2 Political Opportunity Cards." in state.log


def test_the_discards_are_reshuffled_when_the_deck_runs_out() -> None:
    """5.0 Procedure: "Once the Political Opportunity Card deck is completely depleted, the
    discard pile is reshuffled and turned face-down to become the new deck": one card left,
    Orange draws it and one from the reshuffled discards."""
    state = build({}, player="red", phase="election")
    pile = state.deck.draw_pile
    state.deck.draw_pile, state.deck.discard_pile = pile[:1], pile[1:]
    last, discards = pile[0], set(pile[1:])
    state = act(state, "red", "end")
    first, second = state.hands["orange"]
    assert first == last and second in discards
    assert state.deck.discard_pile == []
    assert set(state.deck.draw_pile) == discards - {second}
    assert state.deck.reshuffles == 1
    assert "The deck ran out: the discard pile is reshuffled into a new deck." in state.log
    assert ORACLE.invariant_problems(state) == []


# --- 5.21: Crisis Cards ------------------------------------------------------------------


def _tax_position(**kw):
    """Orange's Tax Issue beneath Ontario 2, stacked with Labor, in Orange A1; Green's beneath
    British Columbia 1 in Green A1."""
    return build(
        {
            "ont-2": ("orange-a1", "orange"),
            "labor": ("orange-a1", "orange"),
            "bcb-1": ("green-a1", "green"),
        },
        {"tax-1": ("orange-a1", "ont-2"), "tax-2": ("green-a1", "bcb-1")},
        **kw,
    )


def test_a_crisis_card_calls_the_chosen_issue_and_its_whole_stack() -> None:
    """5.21: "He then chooses one of these Issues and moves it — together with any Pieces
    stacked with it — into the Crisis Zone" (1.25); the non-Phasing Players may block it by
    National Debate (5.21 note, 5.4), and here nobody does. The card is discarded (5.0)."""
    state = _tax_position(hands={"red": ["poc-36"]})
    state = act(state, "red", "play", "poc-36")
    assert {c.arg for c in legal(state, "red", "to")} == {"orange-a1", "green-a1"}
    state = act(state, "red", "to", "orange-a1")
    assert TITLE.active(state) == ["orange", "green", "blue"]  # the non-Phasing Players
    for color in ("orange", "green", "blue"):
        state = act(state, color, "aye")
    keys = {key_of(state.actives["ont-2"]), key_of(state.actives["labor"])}
    assert keys == {key_of(state.issues["tax-1"])}
    assert state.issues["tax-1"].where == CRISIS_ZONE
    assert state.issues["tax-1"].under == "ont-2"
    assert state.issues["tax-1"].called_from == "orange"  # 7.28
    assert state.issues["tax-2"].where == "green-a1"
    assert controller(state, "tax-1") is None  # 5.31
    assert state.deck.discard_pile == ["poc-36"] and state.hands["red"] == []
    assert state.phase == "opportunity" and state.queue == []


def test_a_crisis_card_can_be_blocked_by_the_non_phasing_players() -> None:
    """4.3 step 1: "any Non-Phasing Player may attempt to prevent a Crisis Card from taking
    effect"; 5.4 (debate.py: votes weighted by Constituencies, more for than against calls):
    Orange and Green control more Constituencies than Red and Blue, and block the call. The
    card is spent all the same."""
    state = _tax_position(hands={"red": ["poc-36"]})
    for piece in ("ont-3", "ont-4", "ont-5", "ont-6", "ont-7", "ont-8", "ont-9", "ont-10"):
        state.actives[piece].color = "green"
    state = act(state, "red", "play", "poc-36")
    state = act(state, "red", "to", "orange-a1")
    state = act(state, "orange", "nay")
    state = act(state, "green", "nay")
    state = act(state, "blue", "aye")
    assert state.issues["tax-1"].where == "orange-a1"
    assert state.actives["labor"].where == "orange-a1"
    assert any(line.endswith("the call is blocked.") for line in state.log)
    assert state.deck.discard_pile == ["poc-36"]


def test_a_crisis_card_with_a_single_issue_goes_straight_to_the_vote() -> None:
    """5.21: "the Phasing Player asks which Players control the Issue ... He then chooses one
    of these Issues": with only one outside the Crisis Zone there is nothing to choose."""
    state = build(
        {"qbc-1": ("blue-a1", "blue")},
        {"foreign-affairs-1": ("blue-a1", "qbc-1")},
        hands={"red": ["poc-31"]},
    )
    state = act(state, "red", "play", "poc-31")
    assert state.queue[0].kind == "vote"
    assert state.vote is not None and state.vote.target == "foreign-affairs-1"
    assert TITLE.active(state) == ["orange", "green", "blue"]


def test_a_crisis_card_has_no_effect_when_every_such_issue_is_in_the_crisis_zone() -> None:
    """5.21: "If all the Issues referred to by the Crisis Card are already in the Crisis Zone,
    the Crisis Card has no effect": the Referendum's only Foreign Affairs Issue is there."""
    state = build(
        {"qbc-1": ("crisis-zone:1", "blue")},
        {"foreign-affairs-1": ("crisis-zone:1", "qbc-1")},
        hands={"red": ["poc-31"]},
    )
    state = act(state, "red", "play", "poc-31")
    assert state.queue == [] and state.vote is None
    assert state.issues["foreign-affairs-1"].stack == 1
    assert "Every Foreign Affairs Issue is already in the Crisis Zone: the card has no effect." in (
        state.log
    )
    assert state.deck.discard_pile == ["poc-31"]


# --- 5.22: Event Cards -------------------------------------------------------------------


def test_an_event_shifts_pieces() -> None:
    """5.22: "All Event Cards calling for a shift refer to an Active Piece changing its
    allegiance, as described in Case 5.12": #03 shifts Hydro two colors toward Green, and a
    Red piece shifted two toward Green becomes Green (Color Shift Matrices)."""
    state = build({"hydro": ("red-l3", "red")}, hands={"red": ["poc-03"]})
    state = act(state, "red", "play", "poc-03")
    assert state.actives["hydro"].color == "green"
    assert state.actives["hydro"].where == "red-l3"  # a shift is no move (5.12)


def test_an_event_sends_constituencies_to_a_section_with_their_issues() -> None:
    """5.22: "If certain pieces are required to go to a specific section or area, then they
    are physically moved to that area or section. All Constituencies carry the Issues they are
    controlling with them": #51 sends the Constituencies in the Crisis Zone to the Grassroots
    Section of their controller's Home Area; each controller picks the square (events.py);
    Red's Language Issue comes back under its control (5.31)."""
    state = build(
        {"ont-1": ("crisis-zone:1", "red"), "bcb-1": ("crisis-zone:2", "green")},
        {"language-1": ("crisis-zone:1", "ont-1")},
        hands={"red": ["poc-51"]},
    )
    assert controller(state, "language-1") is None
    state = act(state, "red", "play", "poc-51")
    squares = {c.arg for c in legal(state, "red", "to")}
    assert squares and squares <= set(DISPLAY.squares("red", "grassroots"))
    state = act(state, "red", "to", "red-g4")
    assert TITLE.active(state) == ["green"]
    assert {c.arg for c in legal(state, "green", "to")} <= set(
        DISPLAY.squares("green", "grassroots")
    )
    state = act(state, "green", "to", "green-g4")
    assert state.actives["ont-1"].where == state.issues["language-1"].where == "red-g4"
    assert state.issues["language-1"].under == "ont-1"
    assert controller(state, "language-1") == "red"
    assert state.actives["bcb-1"].where == "green-g4"
    assert TITLE.active(state) == ["red"] and state.phase == "opportunity"


def test_an_event_sends_pieces_into_the_crisis_zone() -> None:
    """5.22: pieces sent to an area are moved there: #14 sends every Civil Servant into the
    Crisis Zone, each a stack of its own (ops.py), wherever it stood."""
    servants = ["commerce", "labor", "finance", "agriculture", "health-welfare", "justice"]
    state = build({}, hands={"red": ["poc-14"]})
    state = act(state, "red", "play", "poc-14")
    assert all(state.actives[p].where == CRISIS_ZONE for p in servants)
    assert len({state.actives[p].stack for p in servants}) == len(servants)


def test_04_doubles_civil_servants_for_the_player_turn_only() -> None:
    """2.3, card #04 "Poll Shows New Confidence in Government. EFFECT: Contest Strengths of all
    Civil Servant pieces are doubled for current Player-Turn"; 5.0: "their effects last
    throughout the Player-Turn". Health & Welfare (1) contests at 2 until Red's Player-Turn
    ends, then at 1 again; an Interest Group is not doubled."""
    state = build({}, hands={"red": ["poc-04"]})
    state = act(state, "red", "play", "poc-04")
    assert contest.strength(state, "health-welfare") == 2
    assert contest.strength(state, "justice") == 2
    assert contest.strength(state, "wood") == PIECES["wood"].strength
    for phase in ("opportunity", "movement", "contest"):
        assert state.phase == phase
        state = act(state, "red", "end")
    assert contest.strength(state, "health-welfare") == 2  # still Red's Election Phase
    state = act(state, "red", "end")
    assert state.player == "orange"
    assert contest.strength(state, "health-welfare") == 1


def test_government_support_for_separatism_doubles_the_francophone_group() -> None:
    """9.1: "Event: Government Support for Separatism, Double Francophone Interest Group this
    Player Turn"; 9.3: "The Francophone Interest Group has a Contesting Strength of four (two
    doubled)"."""
    state = build({"francophone": ("blue-a2", "blue")}, player="blue", hands={"blue": ["poc-02"]})
    assert contest.strength(state, "francophone") == 2
    state = act(state, "blue", "play", "poc-02")
    assert contest.strength(state, "francophone") == 4


def test_an_event_halves_strengths_rounded_down() -> None:
    """5.22: "If Active Pieces are halved ... their Contesting Strength is ... halved for that
    Player-Turn" (#06, rounded down, cards.py): a Civil Servant of 1 contests at 0, the Prime
    Minister (not a Civil Servant) keeps 3."""
    state = build({}, hands={"red": ["poc-06"]})
    state = act(state, "red", "play", "poc-06")
    assert contest.strength(state, "labor") == 0
    assert contest.strength(state, "prime-minister") == 3


# --- 5.23, 5.24: which cards when, and by whom -------------------------------------------


def test_election_cards_wait_for_the_election_phase() -> None:
    """5.23: "Election Cards are ... not played until the Election Phase"; 5.21, 5.22: Crisis
    and Event Cards are played during the Political Opportunity Phase; 4.3 step 4."""
    hands = {"red": ["poc-18", "poc-36", "poc-04"]}
    state = build({}, hands=hands)
    assert _plays(state, "red") == {"poc-36", "poc-04"}
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="play", arg="poc-18"))
    state = build({}, phase="election", hands=hands)
    assert _plays(state, "red") == {"poc-18"}
    with pytest.raises(RuleError):
        TITLE.apply(state, "red", Choice(verb="play", arg="poc-36"))
    for phase in ("movement", "contest"):
        state = build({}, phase=phase, hands=hands)
        assert _plays(state, "red") == set()
        with pytest.raises(RuleError):
            TITLE.apply(state, "red", Choice(verb="play", arg="poc-04"))


def test_others_play_only_when_the_phasing_player_lets_them() -> None:
    """5.24: "Any Player may, at the option of the Phasing Player, play any Political
    Opportunity Cards in his hand during either the Phasing Player's Political Opportunity
    Phase or Election Phase": uninvited, a Non-Phasing Player has nothing to do."""
    state = build({}, hands={"orange": ["poc-04"]})
    assert TITLE.active(state) == ["red"]
    assert legal(state, "orange") == []
    with pytest.raises(RuleError):
        TITLE.apply(state, "orange", Choice(verb="play", arg="poc-04"))


def test_invited_players_play_in_turn_clockwise() -> None:
    """5.24 (events.py: "each in turn, clockwise"): Red invites; Orange plays an Event and
    passes, Green (whose Election Card waits for an Election Phase) only passes, then Blue;
    then Red's phase goes on, and the invitation is offered once a phase."""
    state = build(
        {},
        hands={"orange": ["poc-04", "poc-18"], "green": ["poc-19"], "blue": []},
    )
    assert "invite" in _verbs(state, "red")
    state = act(state, "red", "invite")
    assert TITLE.active(state) == ["orange"]
    assert _plays(state, "orange") == {"poc-04"}
    state = act(state, "orange", "play", "poc-04")
    assert contest.strength(state, "labor") == 2
    state = act(state, "orange", "pass")
    assert TITLE.active(state) == ["green"]
    assert _plays(state, "green") == set()
    state = act(state, "green", "pass")
    state = act(state, "blue", "pass")
    assert TITLE.active(state) == ["red"]
    assert "invite" not in _verbs(state, "red")
    assert state.hands["orange"] == ["poc-18"]


def test_an_invited_crisis_card_is_put_to_the_vote_of_everyone_else() -> None:
    """5.24 with 5.21 and 5.4: Orange, invited, plays a Crisis Card in Red's phase; the others,
    the Phasing Player among them, vote on it."""
    state = build(
        {"qbc-1": ("green-a1", "green")},
        {"media-1": ("green-a1", "qbc-1")},
        hands={"orange": ["poc-33"]},
    )
    state = act(state, "red", "invite")
    state = act(state, "orange", "play", "poc-33")
    state = act(state, "orange", "to", "green-a1")
    assert state.vote is not None and state.vote.proposer == "orange"
    assert TITLE.active(state) == ["red", "green", "blue"]
    for color in ("red", "green", "blue"):
        state = act(state, color, "aye")
    assert state.issues["media-1"].where == CRISIS_ZONE
    assert TITLE.active(state) == ["orange"]  # back to its invitation: play more, or pass


def test_no_invitation_in_the_movement_and_contest_phases() -> None:
    """5.24: out of turn only "during either the Phasing Player's Political Opportunity Phase
    or Election Phase"."""
    for phase in ("movement", "contest"):
        state = build({}, phase=phase, hands={"orange": ["poc-04"]})
        assert "invite" not in _verbs(state, "red")


def test_in_the_election_phase_invited_players_play_election_cards() -> None:
    """5.24 with 5.23: invited in the Election Phase, Orange may play its Election Card, not
    its Crisis or Event Card."""
    state = build(
        {},
        phase="election",
        hands={"orange": ["poc-04", "poc-36", "poc-27"]},
    )
    state = act(state, "red", "invite")
    assert _plays(state, "orange") == {"poc-27"}
