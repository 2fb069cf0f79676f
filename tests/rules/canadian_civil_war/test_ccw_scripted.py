"""The scripted player of Canadian Civil War (rules/canadian_civil_war/scripted.py):
the rulebook's plain advice, each piece of it on a position built for it and citing its case;
along random and scripted games, a legal choice every time, the same on a redraw of what the
seat cannot see (it reads only its view) and the same when asked again; whole games between
scripted players that end; and none of the blunders of ccw_blunders.py, each of whose detectors
is shown to fire on a move that commits it.

Positions are built as the other tests build them (ccw_build.build, ccw_war.war_position). The
display (display.toml): a Home Area's Administrative squares A1-A5 ring the Crisis Zone (A1-A4
joined to it), its Legislative L1-L7 and Grassroots G1-G9 lie beyond; Control Points A3, L2,
L6, G2, G8. Red L3 is joined to Red A2, L2, L4 and G4.
"""

from __future__ import annotations

import pytest
from ccw_blunders import BLUNDERS, GAMES, Blunder, game, positions
from ccw_build import QR, REF, act, build, fresh
from ccw_war import FED, war_position

from rules.canadian_civil_war import TITLE, war
from rules.canadian_civil_war.components import DISPLAY, PIECES
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import controller, seated, split_key
from rules.canadian_civil_war.state import CCWState
from rules.core import Choice, seed_from_text
from rules.core.computer import scripted_move
from rules.core.moves import LONGEST_RUN
from rules.core.rng import Rng

G, R = "government", "rebel"


def choose(state: CCWState, role: str) -> Choice:
    choice = TITLE.scripted(state, role)
    assert choice is not None, f"no scripted choice for {role}"
    return choice


def play(state: CCWState, role: str) -> CCWState:
    """``role``'s scripted whole move, carried out."""
    for choice in scripted_move(TITLE, state, role):
        state = TITLE.apply(state, role, choice)
    return state


def until_asked_else(state: CCWState, role: str, done) -> CCWState:
    """``role`` plays scripted whole moves until ``done(state)`` or it has nothing to choose."""
    for _ in range(40):
        if done(state) or not TITLE.choices(state, role):
            return state
        state = play(state, role)
    raise AssertionError("the scripted player never got there")


# --- every choice legal, blind to what is hidden, the same again ---------------------------------


def sampled(most: int) -> list[tuple[CCWState, str]]:
    found = [pair for spec in GAMES for pair in game(*spec)]
    return found[:: max(1, len(found) // most)]


@pytest.mark.slow
def test_every_choice_is_legal_the_same_again_and_blind_to_what_is_hidden() -> None:
    """Along random and scripted games of both scenarios (set-up, cards, votes, movement,
    Contests, Elections, National Emergencies and their wars): the scripted choice is one of
    the role's legal choices (interrupts included); it is the same asked twice; it is the same
    on a redraw of everything the seat cannot see (other hands, the deck, face-down Issues,
    sealed ballots and stances: computer.redraw); and its whole move ends within
    rules.core.moves.LONGEST_RUN steps."""
    checked = 0
    for state, role in sampled(130):
        choice = choose(state, role)
        legal = TITLE.view(state, role).choices
        assert any(choice.matches(c) for c in legal), (role, choice, state.phase)
        again = choose(state, role)
        assert (again.verb, again.arg) == (choice.verb, choice.arg)
        redrawn = TITLE.redraw(state, role, Rng(seed=seed_from_text("x")))
        blind = choose(redrawn, role)
        assert (blind.verb, blind.arg) == (choice.verb, choice.arg), (role, state.phase)
        assert len(scripted_move(TITLE, state, role)) < LONGEST_RUN
        checked += 1
    assert checked >= 120


# --- set-up (3.0) --------------------------------------------------------------------------------


def test_setup_keeps_issues_on_control_points_and_constituencies_in_the_grassroots() -> None:
    """3.0 step 3, 5.13 B and the Player's Notes ("to the Control Points within the Home
    Area"): Red's Issues lie on its Control Points away from the Crisis Zone, alone; its
    Constituencies stand in the Grassroots Section (8.3: -3), each in a square of its own."""
    state = fresh(QR)
    state = until_asked_else(state, "red", lambda s: not s.placed.get("red"))
    assert not state.placed["red"]
    mine = [i for i, spec in state.issues.items() if controller(state, i) == "red"]
    assert len(mine) == 3
    for issue in mine:
        square = DISPLAY.place(state.issues[issue].where)
        assert square.control_point and square.section != "administrative"
        assert not [p for p, a in state.actives.items() if a.where == square.id]
    seats = [
        a.where
        for p, a in state.actives.items()
        if PIECES[p].kind == "constituency" and a.color == "red"
    ]
    assert len(seats) == 3 == len(set(seats))
    assert all(DISPLAY.place(s).section == "grassroots" for s in seats)


# --- National Debate and the cards (5.2, 5.4) ----------------------------------------------------


def calling(owner: str, caller: str, issue: str, *, held: dict[str, int], **kw) -> CCWState:
    """A Quiet Revolution position where ``caller`` calls ``owner``'s ``issue`` (on Red's,
    Orange's or Green's Control Point L2) into the Crisis Zone with a Crisis Card, everyone
    else to vote; ``held`` names how many more Issues each holds on its Control Points."""
    issues = {issue: (f"{owner}-l2", None)}
    spare = iter(
        i
        for i in ("language-1", "language-2", "transport-2", "tariff-2", "education-1")
        if i != issue
    )
    for color, n in held.items():
        for square in ("g2", "g8", "l6")[:n]:
            issues[next(spare)] = (f"{color}-{square}", None)
    card = {"territory": "poc-35", "transport": "poc-39", "tariff": "poc-34"}[
        issue.rsplit("-", 1)[0]
    ]
    state = build({}, issues, scenario=QR, player=caller, hands={caller: [card]}, **kw)
    state = act(state, caller, "play", card)
    if state.queue and state.queue[0].kind == "target":
        state = act(state, caller, "to", f"{owner}-l2")
    assert state.vote is not None
    return state


def test_blocks_a_call_of_its_own_issue() -> None:
    """5.4 (the 9.1 example: "The Provincial-Moderate Player tries to block"): a player votes
    against calling his own Issue into the Crisis Zone, where it counts for nothing (5.31)."""
    state = calling("red", "orange", "territory-1", held={"red": 2})
    assert choose(state, "red").verb == "nay"


def test_votes_to_call_the_issue_of_the_player_ahead() -> None:
    """5.4, the Player's Notes and the 9.1 example (the third player "has been counting
    Issues"): Green votes to let Orange call Red's Issue when Red, holding four Issues, is
    nearer victory than Orange, and against it when the caller is the one ahead."""
    ahead = calling("red", "orange", "territory-1", held={"red": 3}, public=["territory-1"])
    assert choose(ahead, "green").verb == "aye"
    behind = calling("red", "orange", "territory-1", held={"orange": 3}, public=["territory-1"])
    assert choose(behind, "green").verb == "nay"


def test_a_crisis_card_calls_a_rivals_issue_it_needs() -> None:
    """5.21 and the Player's Notes ("The play of Crisis Cards, and then" a Contest): Red, whose
    Victory Conditions ask for Tariffs (12.1), plays CRISIS - Tariff on Orange's Tariff with a
    Constituency beside the Crisis Zone to contest it; a Crisis Card whose Issues are all its
    own it keeps."""
    state = build(
        {"qbc-1": ("red-l3", "red")},
        {"tariff-1": ("orange-l2", None), "tariff-2": ("red-g2", None)},
        scenario=QR,
        hands={"red": ["poc-34"]},
        public=["tariff-1"],
    )
    assert (choose(state, "red").verb, choose(state, "red").arg) == ("play", "poc-34")
    state = act(state, "red", "play", "poc-34")
    assert choose(state, "red").arg == "orange-l2"
    own = build(
        {"qbc-1": ("red-l3", "red")},
        {"tariff-1": ("red-l2", None), "tariff-2": ("red-g2", None)},
        scenario=QR,
        hands={"red": ["poc-34"]},
    )
    assert choose(own, "red").verb == "end"


# --- movement and Contests (6.0, 7.0) ------------------------------------------------------------


def test_an_issue_is_carried_to_a_control_point_and_set_down() -> None:
    """The Player's Notes: "a Constituency will pick up an Issue and move it to a Control Point"
    (6.4, 5.13 B): Red Quebec 1, carrying a Territory in Red L3, goes to a free Control Point
    of the Legislative or Grassroots Section and sets it down there."""
    state = build(
        {"qbc-1": ("red-l3", "red")},
        {"territory-1": ("red-l3", "qbc-1")},
        scenario=QR,
        phase="movement",
    )
    state = until_asked_else(state, "red", lambda s: s.issues["territory-1"].under is None)
    square = DISPLAY.place(state.issues["territory-1"].where)
    assert square.control_point and square.section != "administrative"
    assert controller(state, "territory-1") == "red"


def test_pieces_step_back_from_the_crisis_zone_and_go_home() -> None:
    """The Player's Notes: "the only safe place ... is in his own Home Area" and "Another
    predominant movement will be away from the Crisis Zone": Red's Wood in Red A2 and its
    Chemical in Orange L3 end in Red's Legislative or Grassroots Section."""
    state = build(
        {"wood": ("red-a2", "red"), "chemical": ("orange-a1", "red")},
        scenario=QR,
        phase="movement",
    )
    state = until_asked_else(state, "red", lambda s: s.phase != "movement")
    for piece in ("wood", "chemical"):
        square = DISPLAY.place(state.actives[piece].where)
        assert square.area == "red" and square.section != "administrative", piece


def test_a_strike_on_an_issue_in_the_crisis_zone() -> None:
    """The Player's Notes ("in order to win, it is most important to risk losing control of
    some of your Pieces") and 7.12, 7.3: a Media Issue lies uncontrolled in the Crisis Zone;
    Red (12.1: Media 1) brings Quebec 1 and the Wood beside it into its Administrative Section,
    3 against the Issue's 1 (3-1, no modifier at home), and contests it."""
    state = build(
        {"qbc-1": ("red-g4", "red"), "wood": ("red-l3", "red")},
        {"media-1": ("crisis-zone:1", None)},
        scenario=QR,
        phase="movement",
    )
    state = until_asked_else(state, "red", lambda s: s.phase != "movement")
    assert state.phase == "contest"
    assert DISPLAY.place(state.actives["qbc-1"].where).section == "administrative"
    assert state.actives["qbc-1"].where in DISPLAY.neighbours(CRISIS_ZONE)
    first = choose(state, "red")
    assert (first.verb, first.arg) == ("contest", "crisis-zone:1")


HOPELESS = {
    "qbc-1": ("orange-g2", "red"),
    "wood": ("orange-g2", "red"),
    "qbc-4": ("orange-g3", "orange"),
}


def test_no_contest_without_a_chance_of_a_c_result() -> None:
    """7.3: from Orange's Grassroots Section the die gets +3; at 1-1 the rows reached (4-9) hold
    no C result, so Red's Quebec 1 and Wood in Orange G2 do not contest Orange's Quebec 4 with
    its Language Issue beside them (3 against 2), though they may."""
    state = build(
        HOPELESS,
        {"language-1": ("orange-g3", "qbc-4")},
        scenario=QR,
        phase="contest",
    )
    assert any(c.arg == "orange-g3" for c in TITLE.choices(state, "red") if c.verb == "contest")
    state = until_asked_else(state, "red", lambda s: s.phase != "contest")
    assert not [line for line in state.log if "contests Orange G3" in line]


def test_an_election_card_is_played_when_the_table_favours_it() -> None:
    """8.1, 8.3, 8.12: ELECTIONS CALLED IN Quebec, Red's Constituencies safe in its Grassroots
    Section (-3) and Orange's three in the Crisis Zone (+1), each of these shifting on every
    roll, toward Red on odd second rolls: Red plays it; with its own in the Crisis Zone and
    Orange's safe, it keeps it (Green's, in its Grassroots, can only turn away from Red)."""
    greens = {f"qbc-{n}": (f"green-g{n - 5}", "green") for n in (7, 8, 9, 10)}
    reds = {f"qbc-{n}": (f"red-g{n + 2}", "red") for n in (1, 2, 3)}
    oranges = {f"qbc-{n}": ("crisis-zone:1", "orange") for n in (4, 5)} | {
        "qbc-6": ("crisis-zone:2", "orange")
    }
    state = build(greens | reds | oranges, scenario=QR, phase="election", hands={"red": ["poc-17"]})
    assert choose(state, "red").verb == "play"
    exposed = {
        f"qbc-{n}": ("crisis-zone:1" if n < 3 else "crisis-zone:2", "red") for n in (1, 2, 3)
    }
    safe = {f"qbc-{n}": (f"orange-g{n}", "orange") for n in (4, 5, 6)}
    keeps = build(greens | exposed | safe, scenario=QR, phase="election", hands={"red": ["poc-17"]})
    assert choose(keeps, "red").verb == "end"


# --- the National Emergency (10.0) ---------------------------------------------------------------

# Quiet Revolution: Orange holds four of its five Issues (12.1: Language, Transport, Media,
# Territory, Education), face up; Green holds one; Red two.
ORANGE_NEAR = {
    "language-1": ("orange-l2", None),
    "transport-1": ("orange-l6", None),
    "media-1": ("orange-g2", None),
    "territory-1": ("orange-g8", None),
    "tariff-1": ("green-g2", None),
    "tariff-2": ("red-g2", None),
    "territory-2": ("red-g8", None),
}
GREENS = {f"qbc-{n}": (f"green-g{n - 4}", "green") for n in range(7, 11)}


def test_a_national_emergency_only_as_a_desperate_bid() -> None:
    """10.1 and the Player's Notes ("Trying to create a National Emergency is a very dangerous
    proposition"; "that last, desperate bid for victory"): Green, with the fewest Issues, breaks
    in with an attempt when Orange is one Issue short of victory; not when Orange is two short,
    nor on the first Game-Turn of a fresh game."""
    near = build(GREENS, ORANGE_NEAR, scenario=QR, public=list(ORANGE_NEAR))
    assert any(c.verb == "emergency" for c in TITLE.interrupts(near, "green"))
    assert choose(near, "green").verb == "emergency"
    farther = {k: v for k, v in ORANGE_NEAR.items() if k != "territory-1"}
    far = build(GREENS, farther, scenario=QR, public=list(farther))
    assert any(c.verb == "emergency" for c in TITLE.interrupts(far, "green"))
    assert TITLE.scripted(far, "green") is None  # nobody waits on Green: it does not break in
    first = fresh(QR)
    for role in seated(first):
        first = until_asked_else(first, role, lambda s, r=role: not s.placed.get(r))
    for role in TITLE.active(first):
        assert choose(first, role).verb != "emergency"


def test_the_prime_minister_never_attempts_one() -> None:
    """10.15, 11.23: the Prime Minister's Side governs; attempting it himself, opposed by
    everyone, he would have to eliminate every other player's Constituencies: Green with the
    Prime Minister does not attempt even with Orange one Issue short."""
    state = build(
        GREENS | {"prime-minister": ("green-l3", "green")},
        ORANGE_NEAR,
        scenario=QR,
        public=list(ORANGE_NEAR),
    )
    assert any(c.verb == "emergency" for c in TITLE.interrupts(state, "green"))
    assert TITLE.scripted(state, "green") is None


def test_it_opposes_an_attempt() -> None:
    """10.11-10.14: opposed by nobody the attempter wins, a failed attempt leaves the game to
    the others (10.12), a neutral takes no further part: Red and Orange oppose Green's."""
    state = build(GREENS, ORANGE_NEAR, scenario=QR, public=list(ORANGE_NEAR))
    state = act(state, "green", "emergency")
    for role in ("red", "orange"):
        assert choose(state, role).verb == "oppose"


def test_no_call_up() -> None:
    """10.23: each Constituency rolled for is an even chance of Militia for the Government or
    for the Rebels (the Loyalty Table's "3" column): the Government calls up none."""
    state = war_position(
        {"qbc-1": ("red-g5", "red"), "qbc-8": ("green-g5", "green")},
        stage="callup",
        sides={"red": G, "orange": G, "green": R},
        scenario=QR,
    )
    assert TITLE.choices(state, "red")
    assert choose(state, "red").verb == "roll" and not state.emergency.picked  # type: ignore[union-attr]


LONE = {"qbc-8": ("green-g5", "green")}
QR_SIDES = {"red": G, "orange": G, "green": R}


def test_the_government_closes_on_a_rebel_constituency_one_unit_a_square() -> None:
    """10.71, 10.86, 10.6: the Government sends its Federal units beside Green's lone
    Constituency in Green G5 until they bring 2-1 on the Riot Table, never two units into one
    square, and then attacks it."""
    state = war_position(
        LONE,
        {FED[0]: ("green-l5", G), FED[1]: ("green-l4", G), FED[2]: ("green-l3", G)},
        sides=QR_SIDES,
        scenario=QR,
    )
    state = until_asked_else(state, "red", lambda s: s.emergency.stage != "movement")
    beside = set(DISPLAY.neighbours("green-g5"))
    units = [war.key_at(state, u) for u in FED[:3]]
    assert len(set(units)) == 3
    assert sum(1 for u in units if u in beside) >= 1
    assert not war.overstacked(state, G)
    first = choose(state, "red")
    assert (first.verb, first.arg) == ("attack", "green-g5")


def test_the_government_never_overstacks_its_own_side() -> None:
    """10.6 (a person's own Premier once eliminated so): two Federal units left in
    one square spread out, no unit joins a square where its Side has one, Orange's Premier and
    Quebec 4 in Green L4 keep their square to themselves, and nothing is over the limit when
    the phase ends."""
    state = war_position(
        LONE | {"premier-qbc": ("green-l4", "orange"), "qbc-4": ("green-l4", "orange")},
        {FED[0]: ("green-l3", G), FED[1]: ("green-l3", G), FED[2]: ("green-l2", G)},
        sides=QR_SIDES,
        scenario=QR,
    )
    state = until_asked_else(state, "red", lambda s: s.emergency.stage != "movement")
    assert state.emergency.stage == "combat"  # type: ignore[union-attr]
    assert all(war.on_display(state, t) for t in (*FED[:3], "premier-qbc", "qbc-4"))
    assert len({war.key_at(state, u) for u in FED[:3]}) == 3
    assert not war.overstacked(state, G)


def test_the_government_spreads_a_stack_around_the_unit_that_has_moved() -> None:
    """10.6, with 10.5's one move a phase (`war.movable`): a Federal unit that has moved this
    phase ends beside a Rebel Constituency in a square with one that has not, where neither is
    wanted elsewhere; the one that may still move makes room, and nothing is over the limit when
    the phase ends (the unit that had moved was once asked to move again, and the stack was left
    over the limit: one eliminated for nothing)."""
    stays, goes = sorted(FED[:2], reverse=True)  # by id alone, ``goes`` would be kept
    state = war_position(
        LONE, {stays: ("green-g4", G), goes: ("green-g4", G)}, sides=QR_SIDES, scenario=QR
    )
    state.emergency.moved.append(stays)  # type: ignore[union-attr]
    assert war.overstacked(state, G)
    state = until_asked_else(state, "red", lambda s: s.emergency.stage != "movement")
    assert war.on_display(state, stays) and war.on_display(state, goes)  # none eliminated
    assert split_key(war.key_at(state, stays))[0] == "green-g4"
    assert split_key(war.key_at(state, goes))[0] != "green-g4"


def test_the_rebels_cover_their_constituency_with_a_unit() -> None:
    """10.72: a Military Unit stacked with a Constituency must be beaten first, on the Combat
    Results Table: Green's Militia moves onto its Constituency's square."""
    state = war_position(
        LONE,
        {"qbc-chaudiere": ("green-g7", R), FED[0]: ("red-g5", G)},
        sides=QR_SIDES,
        side=R,
        scenario=QR,
    )
    state = until_asked_else(state, "green", lambda s: s.emergency.stage != "movement")
    assert war.key_at(state, "qbc-chaudiere") == war.key_at(state, "qbc-8")


# --- whole games ---------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("scenario", "seed", "turns"),
    [(QR, "scripted qr 1", 30), (QR, "scripted qr 2", 30), (REF, "scripted ref 6", 60)],
)
def test_scripted_games_end(scenario: str, seed: str, turns: int) -> None:
    """The scripted player on every seat plays a game to its end (11.1, 10.12, 11.2) within a
    few dozen Game-Turns."""
    state = TITLE.setup(seed_from_text(seed), scenario)
    while state.outcome is None and state.turn <= turns:
        role = next(r for r in TITLE.active(state) if TITLE.choices(state, r))
        state = play(state, role)
    assert state.outcome is not None, state.turn


# --- blunders ------------------------------------------------------------------------------------


@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_the_scripted_player_commits_no_blunder(blunder: Blunder) -> None:
    """ccw_blunders.py: over the positions of random and scripted games where the blunder can
    be made, the scripted player's whole move never makes it."""
    found = positions(blunder)
    assert len(found) >= 10, blunder.name  # the games above are chosen to reach them all
    for state, role in found:
        move = scripted_move(TITLE, state, role)
        assert blunder.commits(TITLE, state, role, move) is None, (role, move)


def fires(name: str, state: CCWState, role: str, *steps: tuple[str, str | None]) -> str | None:
    blunder = next(b for b in BLUNDERS if b.name == name)
    move, world = [], state
    for verb, arg in steps:
        choice = next(
            c
            for c in TITLE.view(world, role).choices
            if c.verb == verb and (arg is None or c.arg == arg)
        )
        move.append(choice)
        world = TITLE.apply(world, role, choice)
    return blunder.commits(TITLE, state, role, tuple(move))


def test_the_blunder_detectors_fire() -> None:
    """Each detector of ccw_blunders.py fires on a move that commits its blunder (so that it
    can fail), and not on the scripted player's move there."""
    first = fresh(QR)
    for role in seated(first):
        first = until_asked_else(first, role, lambda s, r=role: not s.placed.get(r))
    role = TITLE.active(first)[0]
    assert fires("premature National Emergency", first, role, ("emergency", None))

    attempt = act(
        build(GREENS, ORANGE_NEAR, scenario=QR, public=list(ORANGE_NEAR)), "green", "emergency"
    )
    assert fires("neutral stance", attempt, "red", ("neutral", None))
    assert not fires("neutral stance", attempt, "red", ("oppose", None))

    vote = calling("red", "orange", "territory-1", held={"red": 2})
    assert fires("voting to call one's own Issue", vote, "red", ("aye", None))
    assert not fires("voting to call one's own Issue", vote, "red", ("nay", None))

    own = build(
        {"qbc-1": ("red-l3", "red")},
        {"tariff-1": ("red-l2", None), "tariff-2": ("red-g2", None)},
        scenario=QR,
        hands={"red": ["poc-34"]},
    )
    assert fires("Crisis Card on one's own Issue", own, "red", ("play", "poc-34"))

    hopeless = build(
        HOPELESS,
        {"language-1": ("orange-g3", "qbc-4")},
        scenario=QR,
        phase="contest",
    )
    assert fires(
        "Contest that cannot succeed",
        hopeless,
        "red",
        ("contest", "orange-g3"),
        ("add", "orange-g2"),
        ("roll", None),
    )

    carrying = build(
        {"qbc-1": ("red-a2", "red")},
        {"territory-1": ("red-a2", "qbc-1")},
        scenario=QR,
        phase="movement",
    )
    assert fires(
        "Issue carried into the Crisis Zone",
        carrying,
        "red",
        ("pick", "qbc-1"),
        ("to", CRISIS_ZONE),
    )

    crowded = war_position(
        LONE, {FED[0]: ("green-l3", G), FED[1]: ("green-l3", G)}, sides=QR_SIDES, scenario=QR
    )
    assert fires("over-stacking one's own Side", crowded, "red", ("end", None))
    moved = war_position(
        LONE,
        {FED[0]: ("green-l3", G), FED[1]: ("green-l2", G)},
        sides=QR_SIDES,
        scenario=QR,
        moved=[FED[0]],
    )
    assert fires("over-stacking one's own Side", moved, "red", ("pick", FED[1]), ("to", "green-l3"))

    sure = war_position(
        LONE,
        {FED[0]: ("green-g4", G), FED[1]: ("green-g6", G)},
        sides=QR_SIDES,
        scenario=QR,
        stage="combat",
    )
    assert fires("sparing a sure riot", sure, "red", ("end", None))
    assert choose(sure, "red").verb == "attack"
