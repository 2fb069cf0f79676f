"""The Sample Game-Turn of Canadian Civil War (canadian-civil-war.txt, 9.0-9.4), played through
the title's real choices on forced dice: the Separatist (Blue) Player-Turn that calls the
Provincial Moderates' Territory Issue into the Crisis Zone by 20 votes to 19 (9.1), fails to
call their Transport Issue, moves the Francophone Interest Group and a Quebec Constituency next
to the Crisis Zone (9.2), takes the Territory Issue at 2-1 with a 3 (9.3) and wins the game
when the Ontario election shifts the Constituency holding the Transport Issue two colours
toward Blue (9.4: a 6, then a 2).

The example gives the situation only in part; the rest is reconstructed here, in The
Referendum (12.2, the only four-Player scenario), and said so where it is set up.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from ccw_build import act, build, force_dice, legal

from rules.canadian_civil_war import ORACLE, TITLE, contest
from rules.canadian_civil_war.components import DISPLAY, PIECES
from rules.canadian_civil_war.ops import constituencies, controlled, key_of
from rules.canadian_civil_war.state import CCWState

# --- the situation (9.0: "It is the Separatist's Player-Turn. He needs a Territory and a
# Transport Issue to win.") ------------------------------------------------------------------
#
# Colours of the 39 Constituencies. 9.1 fixes the two sides of the vote: "The Separatist and
# Provincial-Autonomist Players control 20 Constituencies and the other two Players control
# 19." Reconstructed: 12.2's deployment (Red 12, Orange 10, Green 7, Blue 10) after two Red
# Quebec Constituencies (Quebec 1 and 2) went Blue and one Orange Ontario Constituency (Ontario
# 10) went Green in earlier turns: Blue 12 + Green 8 = 20, Red 10 + Orange 9 = 19.
COLOURS = {
    "red": [
        "ont-1",
        "ont-2",
        "ont-3",
        "ont-4",
        "ont-5",
        "ont-6",
        "ont-7",
        "qbc-3",
        "mnt-1",
        "nfl-1",
    ],
    "orange": ["ont-8", "ont-9", "alb-1", "sas-1", "bcb-1", "pei-1", "nvs-1", "nbr-1", "mnt-2"],
    "green": ["ont-10", "ont-11", "ont-12", "alb-2", "sas-2", "bcb-2", "bcb-3", "bcb-4"],
    "blue": [
        "ont-13",
        "ont-14",
        "qbc-1",
        "qbc-2",
        "qbc-4",
        "qbc-5",
        "qbc-6",
        "qbc-7",
        "qbc-8",
        "qbc-9",
        "qbc-10",
        "alb-3",
    ],
}
# The other Active Pieces keep 12.2's deployment (reconstructed: the example names only the
# Francophone Interest Group and the Premier of Quebec, both Blue, as 12.2 deploys them).
OTHERS = {
    "red": [
        "premier-ont",
        "premier-nfl",
        "prime-minister",
        "labor",
        "finance",
        "agriculture",
        "health-welfare",
        "justice",
        "petroleum",
        "transportation",
        "wood",
    ],
    "orange": [
        "premier-pei",
        "premier-nvs",
        "premier-nbr",
        "premier-mnt",
        "commerce",
        "hydro",
        "auto",
    ],
    "green": [
        "premier-alb",
        "premier-sas",
        "premier-bcb",
        "unions",
        "clergy",
        "farmers",
        "chemical",
    ],
    "blue": ["premier-qbc", "co-ops", "intellectuals", "francophone"],
}

# The pieces the example names, where it puts them (the squares are reconstructed):
# * 9.1: the Provincial Moderate (Orange) Territory Issue is stacked with "the Manitoban
#   Constituency" (Orange's Manitoba 2), in Orange A2, next to the Crisis Zone.
# * 9.2: the Provincial Moderates' Transport Issue and "its controlling Ontario Constituency"
#   (Ontario 8) stand in "Federalist Territory" (Red A1), within reach of Blue's Albertan
#   Constituency (Alberta 3) and the Premier of Quebec, in Blue L6; the Francophone Interest
#   Group and a Quebec Constituency (Quebec 4) start in Blue L3, one square from Blue A2, which
#   is "adjacent to and connected by a Path with the Crisis Zone" and in Blue's Home Area (9.3:
#   "in a friendly Home Area, there are no die roll modifications").
NAMED = {
    "mnt-2": "orange-a2",
    "ont-8": "red-a1",
    "alb-3": "blue-l6",
    "premier-qbc": "blue-l6",
    "francophone": "blue-l3",
    "qbc-4": "blue-l3",
    # Constituencies holding the Issues that lie beneath them (ISSUES below).
    "qbc-5": "blue-g4",
    "qbc-6": "blue-g6",
    "qbc-7": "blue-g5",
    "ont-11": "green-g5",
}

# Where the 25 Issues of 12.2 lie: (square, the Constituency on top of it or None: on a Control
# Point of its controller's Home Area, 5.13 B). Reconstructed, within what the example fixes:
# * Blue needs exactly a Territory and a Transport Issue to win (9.0): of its Victory
#   Conditions (12.2: Territory 2, Language 2, Finance & Banking 1, Media 2, Industry 1,
#   Transport 1, Education 1) it holds all but one Territory and the Transport: 8 Issues.
# * "The Federalist Player controls a Territory Issue and the Provincial-Moderate Player
#   another" (9.1); the Provincial Moderates also hold a Transport Issue (9.1, 9.2), and
#   "control five Issues" once their Territory is lost (9.4): 6 before.
# * Red and Green hold the rest (5 and 6), so that nobody else is about to win: Red lacks
#   Media (Blue holds both), Green Foreign Affairs (Orange holds the only one), Orange a second
#   Tax Issue (Green holds it).
ISSUES: Mapping[str, tuple[str, str | None]] = {
    # Blue (8)
    "territory-1": ("blue-g4", "qbc-5"),
    "language-1": ("blue-g6", "qbc-6"),
    "language-2": ("blue-g5", "qbc-7"),
    "finance-banking-1": ("blue-a3", None),
    "media-1": ("blue-l2", None),
    "media-2": ("blue-l6", None),
    "industry-1": ("blue-g2", None),
    "education-1": ("blue-g8", None),
    # Orange (6)
    "territory-3": ("orange-a2", "mnt-2"),
    "transport-1": ("red-a1", "ont-8"),
    "tax-1": ("orange-a3", None),
    "industry-2": ("orange-l2", None),
    "finance-banking-2": ("orange-l6", None),
    "foreign-affairs-1": ("orange-g2", None),
    # Red (5)
    "territory-2": ("red-a3", None),
    "language-3": ("red-l2", None),
    "tariff-1": ("red-l6", None),
    "tariff-2": ("red-g2", None),
    "industry-3": ("red-g8", None),
    # Green (6)
    "language-4": ("green-a3", None),
    "industry-4": ("green-l2", None),
    "finance-banking-3": ("green-l6", None),
    "education-2": ("green-g2", None),
    "tax-2": ("green-g8", None),
    "transport-2": ("green-g5", "ont-11"),
}

# 9.1: after drawing two cards the Separatist holds five: "Crisis Territory" (#35), the Event
# "Government Support for Separatism" (#02), "National Elections" (#21) "and two Election
# cards", one of them "Election in Ontario" (#18, played in 9.4). Reconstructed: the other
# Election card is Quebec's (#17), and the two drawn are #02 and #18.
HAND = ["poc-35", "poc-21", "poc-17"]
DRAWN = ["poc-02", "poc-18"]


def _filler(named: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """Every Active Piece of the game, with its colour: the named ones where NAMED puts them,
    every other one in its controller's Home Area, two to a square, in the Grassroots squares
    first, then the Legislative ones, neither Control Points nor named (reconstructed: the example
    says nothing of them; they stay out of the Crisis Zone's reach, so nothing but the example's
    pieces can contest or be contested, and they all count in the votes)."""
    colour = {p: c for c, ps in COLOURS.items() for p in ps}
    colour |= {p: c for c, ps in OTHERS.items() for p in ps}
    assert set(colour) == set(PIECES)  # every piece of the counter sheet, once
    placed = {p: (named[p], colour[p]) for p in named}
    used = set(named.values()) | {square for square, _ in ISSUES.values()}
    for c in COLOURS:
        free = [
            s
            for section in ("grassroots", "legislative")
            for s in DISPLAY.squares(c, section)
            if not DISPLAY.place(s).control_point and s not in used
        ]
        rest = [p for p in colour if colour[p] == c and p not in named]
        slots = [s for s in free for _ in range(2)]
        assert len(slots) >= len(rest)
        placed |= {p: (s, c) for p, s in zip(rest, slots, strict=False)}
    return placed


def situation() -> CCWState:
    """The end of the Provincial Autonomist's (Green's) Player-Turn, the Separatist's next
    (reconstructed: 9.0 starts with the Separatist's Player-Turn; Green before him in the
    order of play lets the game deal his two cards, 9.1)."""
    return build(
        _filler(NAMED),
        ISSUES,
        player="green",
        phase="election",
        hands={"blue": HAND},
        draw=DRAWN,
        # 9.1-9.2 name the Provincial Moderates' Transport Issue openly: Orange has shown it
        # (3.0 step 2: "it is up to each individual Player whether he will disclose his
        # Issues"). Reconstructed: the others stay face down.
        public=["transport-1"],
    )


def since(state: CCWState, mark: int) -> list[str]:
    return state.log[mark:]


def prompt(state: CCWState, role: str) -> str:
    return TITLE.view(state, role).prompt


def counts(state: CCWState) -> dict[str, int]:
    return {c: len(constituencies(state, c)) for c in COLOURS}


def issues(state: CCWState) -> dict[str, int]:
    return {c: len(controlled(state, c)) for c in COLOURS}


def test_9_0_the_situation() -> None:
    """9.0-9.1: Blue needs a Territory and a Transport Issue; Blue and Green control 20
    Constituencies, Red and Orange 19; Orange controls six Issues (five once its Territory is
    lost, 9.4)."""
    state = situation()
    assert counts(state) == {"red": 10, "orange": 9, "green": 8, "blue": 12}
    assert issues(state) == {"red": 5, "orange": 6, "green": 6, "blue": 8}
    assert sorted(state.issues[i].kind for i in controlled(state, "blue")) == [
        "education",
        "finance-banking",
        "industry",
        "language",
        "language",
        "media",
        "media",
        "territory",
    ]


def test_9_sample_game_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """9.0-9.4, the Sample Game-Turn, step by step as the rulebook narrates it."""
    state = situation()

    # --- 9.1 Political Opportunity Phase ---------------------------------------------------
    # "The Separatist Player picks two Political Opportunity Cards from the Stack and adds them
    # to his hand. He now has five cards in his hand."
    mark = len(state.log)
    state = act(state, "green", "end")
    assert since(state, mark) == [
        "— Blue (Separatist) Player-Turn: Political Opportunity Phase.",
        "Blue draws 2 Political Opportunity Cards.",
    ]
    assert (state.player, state.phase) == ("blue", "opportunity")
    assert state.hands["blue"] == ["poc-35", "poc-21", "poc-17", "poc-02", "poc-18"]
    # Crisis and Event Cards may be played now; Election Cards wait (5.23).
    assert [c.arg for c in legal(state, "blue", "play")] == ["poc-35", "poc-02"]

    # "He plays the 'Crisis Territory' card ... The Federalist Player controls a Territory
    # Issue and the Provincial-Moderate Player another. The Separatist Player calls the
    # Provincial-Moderate Issue." (Blue's own Territory Issue is revealed and offered too.)
    mark = len(state.log)
    state = act(state, "blue", "play", "poc-35")
    assert since(state, mark) == [
        "🃏 Blue plays #35 CRISIS — Territory: Call a Territory Issue into the Crisis Zone, with "
        "every Piece stacked with it; no effect if every Territory Issue is already there "
        "(5.21).",
        "Revealed in Blue G4: Blue Quebec 5, Territory Issue.",
        "Revealed in Red A3: Territory Issue.",
        "Revealed in Orange A2: Orange Manitoba 2, Territory Issue.",
    ]
    assert sorted(c.arg for c in legal(state, "blue", "to")) == [
        "blue-g4",
        "orange-a2",
        "red-a3",
    ]
    state = act(state, "blue", "to", "orange-a2")
    assert state.log[-1] == (
        "Blue calls the Territory Issue in Orange A2 into the Crisis Zone with #35 CRISIS — "
        "Territory: everyone else votes to let it be called or to block it (5.4)."
    )
    # "The Provincial-Moderate Player tries to block ... The Separatist Player and the
    # Provincial-Autonomist player vote to call the Issue into the Crisis Zone, and the
    # Federalist and Provincial-Moderate Players vote to block ... 20 ... 19."
    assert TITLE.active(state) == ["red", "orange", "green"]
    state = act(state, "red", "nay")
    state = act(state, "orange", "nay")
    mark = len(state.log)
    state = act(state, "green", "aye")
    # "The Territory Issue is moved into the Crisis Zone along with the Manitoban
    # Constituency stacked with it."
    assert since(state, mark) == [
        "Votes: Red against (10), Orange against (9), Green for (8), Blue for (12): 20 for, 19 "
        "against: the Issue is called.",
        "Called into the Crisis Zone from Orange A2: Orange Manitoba 2, Territory Issue.",
    ]
    territory = state.issues["territory-3"]
    assert (key_of(territory), territory.under, territory.called_from) == (
        "crisis-zone:1",
        "mnt-2",
        "orange",
    )
    assert key_of(state.actives["mnt-2"]) == "crisis-zone:1"
    assert issues(state) == {"red": 5, "orange": 5, "green": 6, "blue": 8}  # 5.31

    # "The Separatist Player now plays his Event Card, and everyone notes that the Francophone
    # Interest Group is doubled for that Player-Turn."
    mark = len(state.log)
    state = act(state, "blue", "play", "poc-02")
    assert since(state, mark) == [
        "🃏 Blue plays #02 Government Support for Separatism: Contest Strength of the "
        "Francophone Interest Group is doubled for current Player-Turn.",
        "Contesting Strength doubled this Player-Turn: Blue Francophone.",
    ]
    assert contest.strength(state, "francophone") == 4

    # "The Separatist Player announces that he is trying to call the Provincial-Moderate
    # controlled Transport Issue into the Crisis Zone without playing a Crisis Card ...
    # Everyone votes against the call, and it is blocked." (The caller's own ballot is cast for
    # the call, 5.4 as debate.py reconstructs it.)
    state = act(state, "blue", "call")
    state = act(state, "blue", "to", "red-a1")
    assert state.log[-1] == (
        "Blue calls the Transport Issue in Red A1 into the Crisis Zone without a card "
        "(National Debate): everyone else votes to let it be called or to block it (5.4)."
    )
    state = act(state, "red", "nay")
    state = act(state, "orange", "nay")
    mark = len(state.log)
    state = act(state, "green", "nay")
    assert since(state, mark) == [
        "Votes: Red against (10), Orange against (9), Green against (8), Blue for (12): 12 "
        "for, 27 against: the call is blocked."
    ]
    assert key_of(state.issues["transport-1"]) == "red-a1"
    assert "call" not in [c.verb for c in legal(state, "blue")]  # once a Player-Turn
    state = act(state, "blue", "end")
    assert state.phase == "movement"

    # --- 9.2 Movement Phase ---------------------------------------------------------------
    # "He could move an Albertan Constituency and the Premier of Quebec into Federalist
    # Territory to try for the Transport Issue and its controlling Ontario Constituency, but
    # he decides that the move is too risky." Red A2, joined by a Path to Red A1, is within
    # reach of both (Blue L6, Blue A5, Red A1, Red A2).
    state = act(state, "blue", "pick", "alb-3")
    state = act(state, "blue", "pick", "premier-qbc")
    assert "red-a2" in [c.arg for c in legal(state, "blue", "to")]
    state = act(state, "blue", "unpick", "alb-3")
    state = act(state, "blue", "unpick", "premier-qbc")
    # "The Separatist Player moves the Francophone Interest Group and a Quebecois Constituency
    # adjacent to and connected by a Path with the Crisis Zone."
    state = act(state, "blue", "pick", "francophone")
    state = act(state, "blue", "pick", "qbc-4")
    state = act(state, "blue", "to", "blue-a2")
    assert state.log[-1] == "Blue moves Francophone, Quebec 4 to Blue A2."
    assert "crisis-zone" in DISPLAY.neighbours("blue-a2")
    state = act(state, "blue", "end")
    assert state.phase == "contest"

    # --- 9.3 The Contest Phase ------------------------------------------------------------
    # "The Francophone Interest Group has a Contesting Strength of four (two doubled) and the
    # Constituency has a Contesting strength of one, for a total of five. The Provincial-
    # Moderate Player has an Issue, with a Contesting Strength of one and a Constituency with a
    # Contesting Strength of one, for a total of two. This is a 2-1 ratio ... Since the
    # Contesting pieces are in a friendly Home Area, there are no die roll modifications."
    assert "crisis-zone:1" in [c.arg for c in legal(state, "blue", "contest")]
    state = act(state, "blue", "contest", "crisis-zone:1")
    state = act(state, "blue", "add", "blue-a2")
    assert prompt(state, "blue") == (
        "Contest against the Crisis Zone (Orange Manitoba 2, Territory Issue): 5 against 2, "
        "column 2-1. Roll when ready."
    )
    # "The Separatist Player rolls the die and gets a three ... Control of the Territory is
    # transferred to the Separatist Player by removing the Issue from under the Manitoban
    # Constituency and placing it beneath the Quebecois Constituency. The Orange Manitoban
    # Constituency is then ... replaced with a Green Manitoban Constituency."
    mark = len(state.log)
    with force_dice(monkeypatch, 3):
        state = act(state, "blue", "roll")
    assert since(state, mark) == [
        "⚖️ Blue contests the Crisis Zone: Blue Quebec 4 (1) + Blue Francophone (4) against "
        "Orange Manitoba 2 (1) + Territory Issue (1): Contest Table (7.3): 5 vs 2 -> 2-1; die "
        "3 -> C-1 (Defending Piece(s) converted one color toward the Contester's color and "
        "Issue passes to Control of the Contester).",
        "The Territory Issue passes beneath Blue Quebec 4 in Blue A2.",
        "Manitoba 2 turns from Orange to Green.",
    ]
    assert (key_of(territory := state.issues["territory-3"]), territory.under) == (
        "blue-a2",
        "qbc-4",
    )
    assert state.actives["mnt-2"].color == "green"
    assert key_of(state.actives["mnt-2"]) == "crisis-zone:1"
    assert issues(state) == {"red": 5, "orange": 5, "green": 6, "blue": 9}
    assert state.outcome is None  # the Transport Issue is still missing
    state = act(state, "blue", "end")
    assert state.phase == "election"

    # --- 9.4 The Election Phase -----------------------------------------------------------
    # "The Separatist Player now plays his 'Election in Ontario' Card. This forces all the
    # Ontario Constituencies to roll for an Election. The Provincial-Moderate Player controls
    # five Issues. He rolls for the Ontario Constituency which controls the Transport Issue,
    # and gets a six, which means that the Constituency has shifted two colors. He then rolls
    # the die again and gets a two — an Even number. This means that the Constituency shifts
    # toward Blue ... A shift two colors toward Blue makes the Ontario Constituency Blue."
    # Reconstructed: the rulebook narrates one of Ontario's 14 rolls. The others (8.1: "This
    # procedure is repeated for each Constituency from the named Province") are forced to 1,
    # which changes nothing for a Player holding Issues outside the Crisis Zone (8.3: row 1 or
    # lower, "–"; every other Ontario Constituency stands in its own Grassroots Section, -3);
    # they come in the counter sheet's order, Ontario 8 eighth.
    assert [c.arg for c in legal(state, "blue", "play")] == ["poc-21", "poc-17", "poc-18"]
    mark = len(state.log)
    with force_dice(monkeypatch, 1, 1, 1, 1, 1, 1, 1, 6, 2, 1, 1, 1, 1, 1, 1):
        state = act(state, "blue", "play", "poc-18")
    grassroots = "die 1 -3 (Constituency in friendly Grassroots Section) = -2 -> – (No effect)."
    assert since(state, mark) == [
        "🃏 Blue plays #18 ELECTIONS CALLED IN Ontario: Play in your Election Phase: each "
        "Ontario Constituency rolls on the Election Table (8.1); then the Premier of Ontario "
        "goes to the Player with the most Ontario Constituencies (8.13).",
        "🗳️ Elections in Ontario.",
        *[
            f"Red Ontario {n} (Red controls 5 Issues): Election Table (8.3): 5 -> column 1-5; "
            + grassroots
            for n in range(1, 8)
        ],
        "Orange Ontario 8 (Orange controls 5 Issues): Election Table (8.3): 5 -> column 1-5; "
        "die 6 -> 2 (Constituency converted two colors: roll the die again, even toward Blue, "
        "odd toward Red (8.12)); second die 2: toward Blue.",
        "Ontario 8 turns from Orange to Blue, with the Transport Issue it controls.",
        "Orange Ontario 9 (Orange controls 4 Issues): Election Table (8.3): 4 -> column 1-5; "
        + grassroots,
        *[
            f"Green Ontario {n} (Green controls 6 Issues): Election Table (8.3): 6 -> column "
            "6-10; " + grassroots
            for n in (10, 11, 12)
        ],
        *[
            f"Blue Ontario {n} (Blue controls 10 Issues): Election Table (8.3): 10 -> column "
            "6-10; " + grassroots
            for n in (13, 14)
        ],
        # 8.13: Red keeps the most Ontario Constituencies (7; Blue and Green 3, Orange 1).
        "The Premier of Ontario stays Red.",
        "🏆 Blue controls every Issue it needs and wins: Language (Blue G6), Language (Blue "
        "G5), Industry (Blue G2), Finance & Banking (Blue A3), Territory (Blue G4), Territory "
        "(Blue A2), Education (Blue G8), Media (Blue L2), Media (Blue L6), Transport (Red A1).",
    ]
    # The Separatist Player controls the second Territory Issue and the Transport Issue: "The
    # Separatist Player has won the game."
    assert state.actives["ont-8"].color == "blue"
    assert state.issues["transport-1"].under == "ont-8"
    assert issues(state) == {"red": 5, "orange": 4, "green": 6, "blue": 10}
    assert state.outcome is not None
    assert state.outcome.winners == ["blue"]
    assert state.phase == "over"
    assert state.outcome.reason == "Blue (Separatist) controls the Issues it needed (11.1)."
    assert ORACLE.invariant_problems(state) == []
