"""What the computer players ask of Canadian Civil War (rules/canadian_civil_war/computer.py):
a redraw of everything one seat cannot see, and how the players stand.

What is hidden: the other hands and the order of the deck (3.0 step 4), the face-down Issues a
player has not seen (3.0 step 2), sealed ballots (5.4, 8.21) and stances (10.1), and what the
Phasing Player is preparing. A redraw must keep the seat's view, deal the rest again from what
that view leaves possible (5.0 Procedure: a deck made of the discards after a reshuffle; 11.1:
nobody holds a winning set of Issues while the game goes on) and read nothing hidden.

Seeded random games supply most positions: each step a random active player makes a random
choice of his view, National Emergency attempts (10.1) included in two games, left out in the
other two so that the political game runs long (and, in the Quiet Revolution, through a
reshuffle of the deck)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache

import pytest
from ccw_attempt import position
from ccw_build import QR, RED_FIVE, REF, act, build, started

from rules.canadian_civil_war import ORACLE, TITLE, computer, contest, emergency, turns, war_odds
from rules.canadian_civil_war.components import PIECES
from rules.canadian_civil_war.computer import CARELESS, GOVERNMENT_WINS, MISREAD
from rules.canadian_civil_war.emergency import STANCES
from rules.canadian_civil_war.ops import card_id, controller, key_of, tally
from rules.canadian_civil_war.state import OFF, CCWState
from rules.core.computer import BUDGETS, Budget, Level, decide
from rules.core.rng import Rng, seed_from_text

# name -> (scenario, seed, National Emergency attempts allowed, the choices made at each stop)
GAMES: dict[str, tuple[str, int, bool, tuple[int, ...]]] = {
    "qr-emergency": (QR, 9, True, (0, 20, 40, 42, 50, 60, 100, 180, 300)),
    "qr-politics": (QR, 4, False, (0, 30, 120, 250, 383, 420)),
    "ref-emergency": (REF, 1, True, (0, 60, 113, 116, 130, 150, 210, 260)),
    "ref-politics": (REF, 1, False, (0, 5, 90, 200, 350)),
}
CONTINUE = 30  # random choices played on from every redraw


def rng(text: str) -> Rng:
    return Rng(seed=seed_from_text(text))


def step(state: CCWState, chooser: Rng, interrupts: bool = True) -> CCWState:
    """A random active player makes a random choice of his view."""
    role = chooser.choice(TITLE.active(state))
    offered = [c for c in TITLE.view(state, role).choices if interrupts or c.verb != "emergency"]
    return TITLE.apply(state, role, chooser.choice(offered))


@cache
def positions(game: str) -> tuple[CCWState, ...]:
    scenario, seed, interrupts, stops = GAMES[game]
    tag = "" if interrupts else "nointerrupt "
    chooser = rng(f"ccw computer play {scenario} {tag}{seed}")
    state = TITLE.setup(seed_from_text(f"ccw computer {scenario} {seed}"), scenario)
    found, made = [], 0
    for stop in stops:
        while made < stop and state.outcome is None:
            state = step(state, chooser, interrupts)
            made += 1
        found.append(state)
    assert found[-1].outcome is None or game == "qr-emergency"
    return tuple(found)


def seated(state: CCWState) -> tuple[str, ...]:
    return TITLE.roles_in(state.scenario)


def cards_unseen(state: CCWState, role: str) -> dict[str, list[str]]:
    """The other hands and the draw pile: what ``role`` cannot see of the cards."""
    found = {c: list(state.hands[c]) for c in seated(state) if c != role}
    found["pile"] = list(state.deck.draw_pile)
    return found


def hidden_places(state: CCWState, role: str) -> Counter:
    """Every Issue ``role`` has not seen, as (place, kind)."""
    return Counter(
        (place(state, i), spec.kind)
        for i, spec in state.issues.items()
        if not spec.public and role not in spec.seen
    )


def known_places(state: CCWState, role: str) -> Counter:
    """Every Issue ``role`` can read, as (place, kind)."""
    return Counter(
        (place(state, i), spec.kind)
        for i, spec in state.issues.items()
        if spec.public or role in spec.seen
    )


def place(state: CCWState, issue: str) -> tuple:
    spec = state.issues[issue]
    at = next(
        ((c, pieces.index(issue)) for c, pieces in state.placed.items() if issue in pieces),
        None,
    )
    return (key_of(spec), spec.under, tuple(spec.seen), at)


# --- the redraw keeps the seat's view and makes a state the game goes on from ------------------


# The quick loop redraws in the political games; the Emergencies are `slow` (2 s each).
@pytest.mark.parametrize(
    "game",
    [g if g.endswith("politics") else pytest.param(g, marks=pytest.mark.slow) for g in GAMES],
)
def test_a_redraw_is_a_valid_state_the_seat_cannot_tell_from_the_real_one(game: str) -> None:
    """For every seat at every stop: its view of the redraw is its view of the real state (the
    board, the log, its hand and Issues, its prompt and choices, 3.0 steps 2 and 4); the redraw
    survives JSON, keeps every invariant (every card and Issue exactly once, 2.4) and the game
    goes on from it."""
    interrupts = GAMES[game][2]
    for n, state in enumerate(positions(game)):
        for role in seated(state):
            other = TITLE.redraw(state, role, rng(f"{game} {n} {role}"))
            assert TITLE.view(other, role) == TITLE.view(state, role), (n, role)
            assert type(other).model_validate_json(other.model_dump_json()) == other
            assert ORACLE.invariant_problems(other) == [], (n, role)
            chooser = rng(f"{game} {n} {role} on")
            for _ in range(CONTINUE):
                if other.outcome is not None:
                    break
                other = step(other, chooser, interrupts)
            assert ORACLE.invariant_problems(other) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_redraw_reads_nothing_the_seat_cannot_see(game: str) -> None:
    """The redraw of a redraw (the same view, other hands, other Issues, other ballots, another
    game seed) is redrawn exactly as the real state is: nothing hidden was read."""
    for n, state in enumerate(positions(game)):
        for role in seated(state):
            other = TITLE.redraw(state, role, rng(f"{game} {n} {role} A"))
            again = TITLE.redraw(other, role, rng(f"{game} {n} {role} B"))
            assert TITLE.redraw(state, role, rng(f"{game} {n} {role} B")) == again, (n, role)


@pytest.mark.parametrize("game", GAMES)
def test_a_redraw_deals_the_hidden_cards_and_issues_again(game: str) -> None:
    """The other hands and the draw pile (3.0 step 4) differ from the real ones in most
    redraws, and so do the face-down Issues the seat has not seen (3.0 step 2) wherever they
    lie in more than one place and are of more than one kind; the game's dice are never the
    real ones."""
    cards = issues = cards_dealt = issues_dealt = 0
    for n, state in enumerate(positions(game)):
        for role in seated(state):
            other = TITLE.redraw(state, role, rng(f"{game} {n} {role} deal"))
            assert other.rng.seed != state.rng.seed
            unseen = cards_unseen(state, role)
            if len({c for pile in unseen.values() for c in pile}) > 1:
                cards += 1
                cards_dealt += cards_unseen(other, role) != unseen
            kinds = hidden_places(state, role)
            if len({p for p, _ in kinds}) > 1 and len({k for _, k in kinds}) > 1:
                issues += 1
                issues_dealt += hidden_places(other, role) != kinds
    assert cards and cards_dealt >= 0.8 * cards, (cards_dealt, cards)
    assert issues and issues_dealt >= 0.8 * issues, (issues_dealt, issues)


@pytest.mark.parametrize("game", GAMES)
def test_a_redraw_keeps_every_count_and_everything_the_seat_knows(game: str) -> None:
    """Every public count stays (the hands, 2.1's Issue and Constituency tracks, the draw and
    discard piles); the discard pile is the same, face up (5.0 Procedure); the seat's hand, the
    Issues it controls (ids and all) and every Issue it can read, face up or seen, stay where
    they are."""
    for n, state in enumerate(positions(game)):
        for role in seated(state):
            other = TITLE.redraw(state, role, rng(f"{game} {n} {role} counts"))
            for color in seated(state):
                assert len(other.hands[color]) == len(state.hands[color])
            assert other.hands[role] == state.hands[role]
            assert len(other.deck.draw_pile) == len(state.deck.draw_pile)
            assert other.deck.discard_pile == state.deck.discard_pile
            assert other.deck.reshuffles == state.deck.reshuffles
            assert tally(other) == tally(state)
            assert known_places(other, role) == known_places(state, role), (n, role)
            mine = [i for i in state.issues if controller(state, i) == role]
            assert [i for i in other.issues if controller(other, i) == role] == mine
            assert all(other.issues[i] == state.issues[i] for i in mine)
            assert Counter(s.kind for s in other.issues.values()) == Counter(
                s.kind for s in state.issues.values()
            )
            assert sorted(place(other, i) for i in other.issues) == sorted(
                place(state, i) for i in state.issues
            )


# --- hand-built: what is swapped out of sight changes nothing -----------------------------------


def _consistent_hands(scenario: str = REF) -> tuple[str, dict[str, int]]:
    """The first player of ``started`` and every hand's size as its log tells them (3.0 step 4,
    4.3): hands of these sizes keep the log and the piles in step."""
    state = started(scenario)
    return state.player, {c: len(h) for c, h in state.hands.items()}


def _swap_position(swapped: bool, in_step: bool) -> CCWState:
    """Red's view: Orange's Ontario 8 carries a face-down Tax Issue and Green's Ontario 11 a
    face-down Media Issue, neither seen by Red; Orange holds #10, the draw pile starts with #11.
    Swapped: the two Issues change places, Orange holds #11, #10 is on top of the draw pile
    and the rest of the pile is in another order."""
    first, sizes = _consistent_hands() if in_step else ("red", {"red": 1, "orange": 2, "green": 2})
    every = [card_id(n) for n in range(1, 57)]
    hands = {"orange": ["poc-10"], "red": ["poc-02"]}
    spare = [c for c in every if c not in ("poc-10", "poc-11", "poc-02")]
    for color in ("red", "orange", "green", "blue"):
        want = sizes.get(color, 0) - len(hands.get(color, []))
        hands[color], spare = hands.get(color, []) + spare[:want], spare[want:]
    pile = ["poc-11", *spare]
    issues = {"tax-1": ("orange-a1", "ont-8"), "media-1": ("green-a1", "ont-11")}
    if swapped:
        hands["orange"][0], pile[0] = pile[0], hands["orange"][0]
        pile[1:] = reversed(pile[1:])
        issues = {"tax-1": ("green-a1", "ont-11"), "media-1": ("orange-a1", "ont-8")}
    return build(
        {"ont-8": ("orange-a1", "orange"), "ont-11": ("green-a1", "green")},
        issues,
        hands=hands,
        draw=pile,
        player=first,
    )


@pytest.mark.parametrize("in_step", [True, False], ids=["log-in-step", "log-not-in-step"])
def test_swapping_hidden_issues_and_cards_does_not_change_the_redraw(in_step: bool) -> None:
    """3.0 steps 2 and 4: Red cannot tell a face-down Tax Issue beneath Orange's Constituency
    from a Media Issue, nor Orange's card from the top of the deck, nor the order of the deck.
    Two positions differing only there look the same to Red and are redrawn alike, whether the
    hands are the sizes the log tells (the exact dealing) or not (dealing by the sizes alone)."""
    real, swapped = _swap_position(False, in_step), _swap_position(True, in_step)
    assert real != swapped
    assert TITLE.view(real, "red") == TITLE.view(swapped, "red")
    assert TITLE.view(real, "orange") != TITLE.view(swapped, "orange")
    redraws = []
    for n in range(6):
        one = TITLE.redraw(real, "red", rng(f"swap {n}"))
        assert one == TITLE.redraw(swapped, "red", rng(f"swap {n}"))
        redraws.append(one)
    assert len({r.model_dump_json() for r in redraws}) == len(redraws)


# --- the cards: reshuffles (5.0 Procedure) and a card taken back ---------------------------------


def test_after_a_reshuffle_the_draw_pile_holds_only_the_reshuffled_discards() -> None:
    """5.0 Procedure: "Once the Political Opportunity Card deck is completely depleted, the
    discard pile is reshuffled and turned face-down to become the new deck." Everybody saw the
    discards, so after the reshuffle the draw pile holds none but them, and every card a player
    held from before the reshuffle is still in a hand: no redraw puts one in the draw pile, and
    each player keeps as many of them as he really has."""
    scenario, seed, _, _ = GAMES["qr-politics"]
    chooser = rng(f"ccw computer play {scenario} nointerrupt {seed}")
    state = TITLE.setup(seed_from_text(f"ccw computer {scenario} {seed}"), scenario)
    while state.deck.reshuffles == 0:
        before = state
        state = step(state, chooser, interrupts=False)
    reshuffled = set(before.deck.discard_pile)
    old = 0
    for checked in range(40):
        for role in seated(state):
            for n in range(4):
                other = TITLE.redraw(state, role, rng(f"reshuffle {checked} {role} {n}"))
                assert set(other.deck.draw_pile) <= reshuffled
                for color in seated(state):
                    count = sum(1 for c in other.hands[color] if c not in reshuffled)
                    assert count == sum(1 for c in state.hands[color] if c not in reshuffled)
        old += sum(1 for c in seated(state) for k in state.hands[c] if k not in reshuffled)
        state = step(state, chooser, interrupts=False)
    assert old, "nobody held a card from before the reshuffle: the test would prove nothing"


def test_a_card_played_and_taken_back_stays_in_its_players_hand() -> None:
    """5.0 Procedure: a card is played by announcing it and putting it face up on the discard
    pile; taken back by an undo (it rolled and revealed nothing), it went back into the hand of
    the player who played it in view of everybody, so every redraw leaves it there. Before it
    was played, the other seats could not know where it was, and their redraws deal it
    anywhere."""
    first, sizes = _consistent_hands()
    hands = {first: ["poc-04"]}
    spare = [card_id(n) for n in range(5, 57)] + ["poc-01", "poc-02", "poc-03"]
    for color, size in sizes.items():
        want = size - len(hands.get(color, []))
        hands[color], spare = hands.get(color, []) + spare[:want], spare[want:]
    state = build({}, hands=hands, draw=spare, player=first)
    played = act(state, first, "play", "poc-04")
    assert played.undoable_by == first and played.deck.discard_pile == ["poc-04"]
    taken_back = state.clone()  # as rules/core/replay.py undoes: the state before, the log on
    taken_back.log = [*played.log, TITLE.undo_line(played, first)]
    others = [c for c in seated(state) if c != first]
    before = Counter()
    for n in range(12):
        for role in others:
            held = TITLE.redraw(taken_back, role, rng(f"undo {n} {role}"))
            assert "poc-04" in held.hands[first]
            assert TITLE.view(held, role) == TITLE.view(taken_back, role)
            unseen = TITLE.redraw(state, role, rng(f"undo {n} {role}"))
            before[next(c for c in [*others, first, "pile"] if _holds(unseen, c, "poc-04"))] += 1
    assert len(before) > 1, before


def _holds(state: CCWState, where: str, card: str) -> bool:
    return card in (state.deck.draw_pile if where == "pile" else state.hands[where])


# --- the Issues: nobody is handed a victory (11.1) ----------------------------------------------


def test_no_redraw_hands_another_player_the_issues_he_needs_to_win() -> None:
    """11.1 and 4.5: a player wins the moment he controls the Issues his scenario asks for, so
    while the game goes on nobody does. Quiet Revolution (12.1): Green needs Language 2,
    Territory 2, Education and Transport, and controls six face-down Issues Red has not seen;
    Orange one; Red reads only its own Tariff and Media and the Transport face up in the Crisis
    Zone. Seven kinds for seven places: dealt blindly, one deal in seven would give Green its
    six (the Tariff to Orange). No redraw does, and the deals still vary."""
    green = {
        "language-1": ("green-a3", None),
        "language-2": ("green-l2", None),
        "territory-1": ("green-l6", None),
        "territory-2": ("green-g2", None),
        "education-1": ("green-g8", None),
        "tariff-2": ("green-a1", "qbc-7"),
    }
    state = build(
        {"qbc-7": ("green-a1", "green")},
        {
            **green,
            "tariff-1": ("red-a3", None),
            "media-1": ("red-l2", None),
            "transport-2": ("crisis-zone:1", None),
            "transport-1": ("orange-a3", None),
        },
        scenario=QR,
    )
    assert not turns.wins(state, "green")
    orange = Counter()
    for n in range(60):
        other = TITLE.redraw(state, "red", rng(f"victory {n}"))
        assert not any(turns.wins(other, c) for c in seated(other))
        (held,) = [s.kind for s in other.issues.values() if s.where == "orange-a3"]
        orange[held] += 1
    assert "tariff" not in orange and len(orange) >= 3, orange


# --- sealed choices and what the Phasing Player prepares ----------------------------------------


def test_sealed_ballots_are_drawn_again_for_those_who_did_not_cast_them() -> None:
    """5.4 (as reconstructed in debate.py): the ballots of a National Debate are sealed until
    everyone has voted. Red calls an Issue without a card; Orange votes against. To Green,
    Orange's ballot is dealt either way; Orange keeps its own, and the caller's yes is public."""
    state = build({})
    state = act(state, "red", "call")
    state = act(state, "red", "to")
    state = act(state, "orange", "nay")
    assert state.vote is not None and set(state.vote.ballots) == {"red", "orange"}
    drawn = set()
    for n in range(16):
        other = TITLE.redraw(state, "green", rng(f"ballot {n}"))
        assert other.vote is not None and other.vote.ballots["red"] is True
        assert set(other.vote.ballots) == {"red", "orange"}
        drawn.add(other.vote.ballots["orange"])
        own = TITLE.redraw(state, "orange", rng(f"ballot {n}"))
        assert own.vote is not None and own.vote.ballots["orange"] is False
    assert drawn == {True, False}


def test_sealed_stances_on_a_national_emergency_are_drawn_again() -> None:
    """10.1, 10.14: each player joins, opposes or stays neutral, sealed until all have chosen
    (emergency.py). To a player yet to choose, a stance already taken is dealt again."""
    state = build({}, scenario=QR)
    state = act(state, "red", "emergency")
    state = act(state, "orange", "oppose")
    assert state.emergency is not None and state.emergency.stances == {"orange": "oppose"}
    drawn = set()
    for n in range(20):
        other = TITLE.redraw(state, "green", rng(f"stance {n}"))
        assert other.emergency is not None and set(other.emergency.stances) == {"orange"}
        drawn.add(other.emergency.stances["orange"])
        own = TITLE.redraw(state, "orange", rng(f"stance {n}"))
        assert own.emergency is not None and own.emergency.stances == {"orange": "oppose"}
    assert drawn == {"join", "oppose", "neutral"}


def test_a_reader_of_his_rivals_deals_their_sealed_stances_as_he_reads_them() -> None:
    """10.14: a stance taken is sealed, so a redraw deals it again; with insight 0 any stance
    alike, with Hard's insight 1 as each voter answers best against the common reckoning
    (computer._dealt, computer._model): Red, Prime Minister, opposes Orange's attempt (10.15),
    so Green's redraws deal him "oppose" but for the chance `MISREAD`."""
    state = act(act(build({}, scenario=QR), "orange", "emergency"), "red", "oppose")
    dealt = {
        insight: Counter(
            TITLE.redraw(state, "green", rng(f"read {n}"), insight).emergency.stances["red"]
            for n in range(90)
        )
        for insight in (0, 1)
    }
    assert set(dealt[0]) == set(STANCES) and dealt[0]["oppose"] < 45
    assert dealt[1]["oppose"] >= 75 and dealt[1]["oppose"] > dealt[0]["oppose"]


def test_a_national_emergency_just_created_stands_as_the_attempt_foresaw(monkeypatch) -> None:
    """10.13: created, the Sides form (10.15) and the Government may call up Militia (10.23).
    Until it has, `standing` weighs the Emergency as the attempt's reckoning did (the Rebel
    Orange alone 1 - g, Red and Green sharing the Government's g, `GOVERNMENT_WINS`), and a
    playout stops there (Title.foresees); once the Government has picked, war_odds steers.
    (war_odds, counting every unit still to deploy as beside every Rebel stack, gave this
    Government up to 1, and a voter whose answer resolved the attempt judged it by that.)"""
    g = GOVERNMENT_WINS
    state = act(act(build({}, scenario=QR), "orange", "emergency"), "red", "oppose")
    monkeypatch.setattr(contest, "die", lambda state: 1)  # "N" in the 1:2 column (10.81)
    state = act(state, "green", "oppose")
    e = state.emergency
    assert e is not None and e.sides == dict(orange="rebel", red="government", green="government")
    assert e.stage == "callup" and computer.unfought(state) and TITLE.foresees(state)
    assert TITLE.standing(state) == pytest.approx({"orange": 1 - g, "red": g / 2, "green": g / 2})
    picked = act(state, "red", "mark")
    assert not computer.unfought(picked) and not TITLE.foresees(picked)
    government = war_odds.government_standing(picked)
    assert TITLE.standing(picked) == pytest.approx(
        {"orange": 1 - government, "red": government / 2, "green": government / 2}
    )


def test_what_the_phasing_player_prepares_is_his_alone() -> None:
    """7.0 Procedure: the Contester announces his Contest when he rolls; until then the
    Contest he is putting together (contest.py), like the pieces he picked to move together or
    the Issue a call without a card is about to name (4.3), is shown to him only. His redraw
    keeps it; anyone else's starts him again from the menu."""
    pieces = {
        "wood": ("red-l4", "red"),
        "petroleum": ("red-l4", "red"),
        "ont-8": ("red-l3", "orange"),
        "auto": ("red-l3", "orange"),
    }
    contest = act(act(build(pieces, phase="contest"), "red", "contest", "red-l3"), "red", "add")
    moving = act(build(pieces, phase="movement"), "red", "pick", "wood")
    calling = act(build(pieces), "red", "call")
    for state in (contest, moving, calling):
        assert state.contest is not None or state.picked or state.called
        own = TITLE.redraw(state, "red", rng("prepared"))
        assert (own.contest, own.picked, own.called, own.queue) == (
            state.contest,
            state.picked,
            state.called,
            state.queue,
        )
        other = TITLE.redraw(state, "orange", rng("prepared"))
        assert (other.contest, other.picked, other.called, other.queue) == (None, [], False, [])
        assert state.undoable_by == "red" and other.undoable_by is None
        assert TITLE.view(other, "orange") == TITLE.view(state, "orange")


# --- standing -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_standing_is_between_0_and_1_and_the_outcome_once_there_is_one(game: str) -> None:
    """Every seated player stands between 0 and 1; once the game is over, the winners stand
    at 1 and the others at 0 (11.1, 11.2), and when nobody won, those who did not lose share
    the point (10.12: the attempter loses, nobody wins; 8.24: everyone loses, and shares)."""
    for state in positions(game):
        found = TITLE.standing(state)
        assert set(found) == set(seated(state))
        assert all(0 <= v <= 1 for v in found.values())
        if state.outcome is not None and state.outcome.winners:
            assert found == {c: float(c in state.outcome.winners) for c in seated(state)}
        elif state.outcome is not None:
            drawn = [c for c in seated(state) if c not in state.outcome.losers]
            assert found == {c: (1 / len(drawn) if c in drawn else 0.0) for c in seated(state)}
    over = positions("qr-emergency")[-1]
    assert over.outcome is not None and over.outcome.winners
    assert max(TITLE.standing(over).values()) == 1.0


def test_while_stances_are_chosen_opposing_stands_best_and_the_table_says_how_much() -> None:
    """10.11: with nobody against, the attempter wins; 10.14: a neutral "takes no further part";
    10.81: against opposition the National Emergency Table decides whether it is created; 10.12:
    failed, Red loses and nobody wins (Orange and Green share the point, as a draw); 10.15: the
    Side of the Prime Minister, Red's here, governs, and wins a created Emergency only with
    chance g (`GOVERNMENT_WINS`), a Side's players sharing its win. Red attempts; Orange weighs
    its stance against Green's, which is sealed (10.14), as the model of answers gives it
    (computer._answers): mostly to oppose (joining or staying neutral lets Red win at once, or
    leaves Green on the losing Side or none), with the chance `CARELESS` left to a random
    answer; o, j and n below are its chances.

    Orange opposing: with Green against too, 1 for, 2 against (1:2, "N" on 2 of 6), the two
    Rebels share 1 - g: (1 - g) / 6 + 4 / 6 / 2; with Green joining, 2:1 ("N" on 5), Orange
    is the one Rebel: 5 / 6 * (1 - g) + 1 / 6 / 2; with Green neutral, 1:1 ("N" on 3):
    (1 - g) / 2 + 3 / 6 / 2. Neutral: only with Green against is there a roll, 1:1, and a
    created Emergency leaves Orange out: 3 / 6 / 2. Joining: only with Green against, 2:1, and
    Orange shares the Government's g with Red: 5 / 6 * g / 2 + 1 / 6 / 2."""
    g = GOVERNMENT_WINS
    state = act(build({}, scenario=QR), "red", "emergency")
    assert state.actives["prime-minister"].color == "red"
    table = computer._Table("red", ("orange", "green"), "red", ("red", "orange", "green"))
    green = computer._answers(table)["green"]
    o, j, n = green["oppose"], green["join"], green["neutral"]
    assert o > 1 - CARELESS and j >= CARELESS / 3 and n >= CARELESS / 3
    after = {stance: TITLE.standing(act(state, "orange", stance)) for stance in STANCES}
    oppose = (
        o * ((1 - g) / 6 + 4 / 6 / 2)
        + j * (5 / 6 * (1 - g) + 1 / 6 / 2)
        + n * ((1 - g) / 2 + 3 / 6 / 2)
    )
    assert after["oppose"]["orange"] == pytest.approx(oppose)
    assert after["neutral"]["orange"] == pytest.approx(o * 3 / 6 / 2)
    assert after["join"]["orange"] == pytest.approx(o * (5 / 6 * g / 2 + 1 / 6 / 2))
    assert after["oppose"]["orange"] > after["neutral"]["orange"] > after["join"]["orange"]
    everyone = act(act(state, "orange", "join"), "green", "join")
    assert everyone.outcome is not None and everyone.outcome.winners == ["red"]


def test_the_answers_to_an_attempt_are_the_sides_no_voter_would_leave() -> None:
    """10.15: the Prime Minister's Side governs, and a created Emergency seldom goes its way
    (`GOVERNMENT_WINS`), so the Prime Minister opposes an attempt (joining or staying neutral
    lets it pass unopposed, 10.11); with the Prime Minister against, another voter does better
    to join, sharing the Rebels' likely win, than to oppose (computer._answers). In the four
    player Referendum both other voters do: no single voter would answer otherwise."""
    four = ("red", "orange", "green", "blue")
    table = computer._Table("blue", ("red", "orange", "green"), "red", four)
    model = computer._answers(table)
    assert max(model["red"], key=model["red"].__getitem__) == "oppose"
    for voter in ("orange", "green"):
        assert max(model[voter], key=model[voter].__getitem__) == "join"
    # Each answer is the best against the others' (up to the careless part).
    pure = {
        v: {s: float(s == max(model[v], key=model[v].__getitem__)) for s in STANCES} for v in model
    }
    for voter in table.voters:
        assert table.best(voter, pure) == max(model[voter], key=model[voter].__getitem__)


def test_a_sealed_stance_is_weighed_as_unseen() -> None:
    """10.14: the stances are sealed until everyone has chosen, so how a player stands cannot
    depend on a stance another player has taken: Red's standing is the same whatever Orange
    chose before it (a redraw deals Orange's stance at random, and reading it would steer by a
    stance Red cannot see), and Red, yet to choose, stands by his best stance. Weighing each
    player as answering after seeing the other's stance, the Prime Minister's best was to stay
    neutral, leaving the other to oppose, and the attempter of computer games often won
    unopposed (10.11); the Prime Minister's best is to oppose (10.15: it governs, and without
    it against the attempter may win at once)."""
    state = act(build({}, scenario=QR), "green", "emergency")
    assert state.actives["prime-minister"].color == "red"
    seen = {round(TITLE.standing(act(state, "orange", other))["red"], 12) for other in STANCES}
    assert len(seen) == 1
    mine = {s: TITLE.standing(act(state, "red", s))["red"] for s in STANCES}
    assert max(mine, key=mine.__getitem__) == "oppose"
    assert seen.pop() == pytest.approx(mine["oppose"])


def test_a_voter_reading_his_rivals_joins_an_attempt_the_prime_minister_opposes() -> None:
    """10.15: the Prime Minister's Side governs and seldom wins a created Emergency, so Red,
    Prime Minister, opposes Orange's attempt whatever the others answer; 10.11: with nobody
    against, Orange wins at once; 10.81: 2 for, 1 against ("N" on 5 of 6) against 1 for, 2
    against ("N" on 2). The common reckoning (insight 0) has Green joining more often than
    not, yet its own best answer against that reckoning is to oppose, which is how every
    computer voter answered while Normal judged by it; Normal and Hard (insight 1) count on Red
    opposing and Green answering as the common reckoning makes best, and so answer otherwise:
    Green joins and shares the Rebels' likely win.

    Green opposing beside Red: the Emergency comes on 2 of 6, and then the Government (Red and
    Green) wins with chance g; failed, Orange loses and Red and Green share the point: (2 / 6 *
    g + 4 / 6) / 2. Green joining against Red alone: it comes on 5 of 6 and the two Rebels
    share 1 - g; failed, Red and Green share: 5 / 6 * (1 - g) / 2 + 1 / 6 / 2. With Red sure
    to oppose, joining is worth more; Hard allows Red a misreading (`MISREAD`) and still joins.
    And Orange, reckoning as Hard, expects his attempt to meet two against, not the common
    reckoning's mix, and expects less of it."""
    g = GOVERNMENT_WINS
    state = act(build({}, scenario=QR), "orange", "emergency")
    assert state.actives["prime-minister"].color == "red"
    assert state.emergency is not None and state.emergency.voters == ["green", "red"]
    oppose, join = (2 / 6 * g + 4 / 6) / 2, 5 / 6 * (1 - g) / 2 + 1 / 6 / 2
    assert join > oppose
    table = computer._Table("orange", ("green", "red"), "red", ("red", "orange", "green"))
    common = computer._answers(table)
    assert common["green"]["join"] > 0.5 and table.best("green", common) == "oppose"
    after = {
        insight: {s: TITLE.standing(act(state, "green", s), insight)["green"] for s in STANCES}
        for insight in (0, 1)
    }
    assert max(after[0], key=after[0].__getitem__) == "oppose"
    assert max(after[1], key=after[1].__getitem__) == "join"
    sure = 1 - MISREAD + MISREAD / 3  # Red opposes, as Hard reads him
    assert after[1]["join"] == pytest.approx(sure * join)
    for insight in (0, 1):
        mine = {s: TITLE.standing(act(state, "red", s), insight)["red"] for s in STANCES}
        assert max(mine, key=mine.__getitem__) == "oppose"
    hard = computer._Table("orange", ("green", "red"), "red", table.colors, insight=1)
    assert computer._attempt_value(hard) < computer._attempt_value(table)
    # Whether Red has answered already or not: his stance is sealed, and Green's answer, the
    # last, resolves the attempt on each redraw at once, by a stance dealt Red at random; the
    # Emergency it creates stands as the attempt's reckoning foresaw it (computer.unfought).
    # Joining departs from the scripted answer (opposing), which the core makes only on evidence
    # (rules.core.computer.EVIDENCE): the margin is a tenth of a point on dice that swing half a
    # point, so each level is given the deals to show it.
    for answered in (state, act(state, "red", "oppose")):
        for level in (Level.NORMAL, Level.HARD):
            budget = replace(BUDGETS[level], width=3, deals=160)
            (choice,) = decide(TITLE, answered, "green", level, rng(f"answer {level}"), budget)
            assert choice.verb == "join", (level, answered.emergency)


# Four Issues for each of Orange, Green and Blue in the Referendum, none of them one Red needs:
# with Red's five, nobody holds 3 or fewer, and nobody may attempt a National Emergency (10.1).
OTHERS_FOUR = {
    "industry-1": ("orange-a3", None),
    "industry-2": ("orange-l2", None),
    "industry-3": ("orange-l6", None),
    "industry-4": ("orange-g2", None),
    "finance-banking-1": ("green-a3", None),
    "finance-banking-2": ("green-l2", None),
    "finance-banking-3": ("green-l6", None),
    "education-1": ("green-g2", None),
    "transport-1": ("blue-a3", None),
    "transport-2": ("blue-l2", None),
    "foreign-affairs-1": ("blue-l6", None),
    "education-2": ("blue-g2", None),
}
# Five of the Issues Red's Victory Conditions ask for in the Referendum (12.2), on its Control
# Points (5.13 B).
RED_NEAR = {
    "territory-1": ("red-a3", None),
    "territory-2": ("red-l2", None),
    "language-1": ("red-l6", None),
    "language-2": ("red-g2", None),
    "media-1": ("red-g8", None),
}


def test_a_player_nearer_his_victory_conditions_stands_higher() -> None:
    """11.1: the Political Game is won by collecting the scenario's Issues. In the Referendum
    Red needs Territory 2, Language 2, Media 2, Tariff 2, Finance & Banking and Industry (12.2):
    holding five of them, Red stands higher than holding four and a Tax Issue, which it does not
    need; a Territory beneath Red's Constituency in the Crisis Zone counts for movement only
    (5.31) and adds nothing. Nobody holds 3 Issues or fewer, so nobody may attempt a National
    Emergency now (10.1). (Every other piece stays where the bot arranged it.)"""
    near_state = build({}, {**RED_NEAR, **OTHERS_FOUR}, park=False)
    assert emergency.eligible(near_state) == []
    near = TITLE.standing(near_state)
    far_issues = {**RED_NEAR, "tax-1": RED_NEAR["media-1"]}
    del far_issues["media-1"]
    far = TITLE.standing(build({}, {**far_issues, **OTHERS_FOUR}, park=False))
    assert near["red"] > far["red"]
    zone = {**RED_NEAR, **OTHERS_FOUR, "territory-3": ("crisis-zone:1", "qbc-1")}
    crisis = build({"qbc-1": ("crisis-zone:1", "red")}, zone, park=False)
    assert TITLE.standing(crisis) == pytest.approx(near)


def test_a_player_who_gains_by_attempting_a_national_emergency_attempts_it() -> None:
    """10.1: the player with the fewest Issues, if no more than 3, may attempt a National
    Emergency at any moment, and need wait for nobody: when he gains by it, everyone stands as
    his attempt will leave him, before anyone answers (computer._Table.stands), whatever the
    Issues say; with two such players, each as likely as the other to be first. Red holds five
    of the Issues its Victory Conditions ask for (12.1) and cannot attempt; Orange and Green
    hold none and may, and neither is Prime Minister, so either gains by it (the Rebels' likely
    win, 10.15); Red, one Issue short of victory, stands as a voter in their attempts, far
    below, and a playout stops there (Title.foresees)."""
    state = build({}, RED_FIVE, scenario=QR)
    colors = ("red", "orange", "green")
    assert emergency.eligible(state) == ["orange", "green"]
    assert computer.attempters(state) == ["orange", "green"] and TITLE.foresees(state)
    orange = computer._Table("orange", ("green", "red"), "red", colors).stands({})
    green = computer._Table("green", ("red", "orange"), "red", colors).stands({})
    found = TITLE.standing(state)
    assert found == pytest.approx({c: (orange[c] + green[c]) / 2 for c in colors})
    assert min(orange["orange"], green["green"]) > 1 / 3
    assert found["red"] < 1 / 3


def test_a_prime_minister_short_of_issues_does_not_attempt_a_national_emergency() -> None:
    """10.1, 10.15: Red holds the Prime Minister and the fewest Issues, one, so he alone may
    attempt a National Emergency; but his attempt makes his own Side the Government of an
    Emergency it seldom wins, against every other player opposing or joining against him: it
    is worth less to him than waiting for another's attempt, in which he is a voter. So his
    standing does not count on it, and Normal never makes it. (Counting his standing by his
    Issues alone, nearly nothing one Issue in, a Prime Minister attempted, and lost.)"""
    state = position(issues={"red": 1, "orange": 5, "green": 5, "blue": 5})
    assert emergency.eligible(state) == ["red"] and computer.attempters(state) == []
    colors = ("red", "orange", "green", "blue")
    own = computer._Table("red", ("orange", "green", "blue"), "red", colors).stands({})
    assert TITLE.standing(state)["red"] > own["red"]
    for k in range(6):
        move = decide(TITLE, state, "red", Level.NORMAL, rng(f"pm short {k}"))
        assert move[0].verb != "emergency"


def test_a_rival_who_may_attempt_lowers_the_others_standing() -> None:
    """10.1: once Orange holds the fewest Issues, and no more than 3, his attempt is at hand:
    Red, the Prime Minister, whose Side would govern an Emergency it seldom wins (10.15), and
    Green, a voter, stand lower than while Orange held as many Issues as they, and Orange
    higher. (Weighing each player's attempt in his own standing alone, nobody saw that letting
    a Card put a rival's Issues into the Crisis Zone handed him the attempt.)"""
    even = position(issues={"red": 4, "orange": 4, "green": 4, "blue": 4})
    ahead = position(issues={"red": 4, "orange": 3, "green": 4, "blue": 4})
    assert computer.attempters(even) == [] and computer.attempters(ahead) == ["orange"]
    before, after = TITLE.standing(even), TITLE.standing(ahead)
    assert after["orange"] > before["orange"]
    assert after["red"] < before["red"] and after["green"] < before["green"]


def test_in_a_national_emergency_the_government_stands_higher_as_rebel_constituencies_fall() -> (
    None
):
    """11.24: the Rebels lose once every Rebel Constituency is eliminated; 11.23: the
    Government loses if any remains after six Game-Turns. With more Rebel Constituencies
    eliminated the Government stands higher; with as many left later in the six turns, lower;
    a neutral player (10.14) stands at 0, and the players of a Side share its chance
    (war_odds.government_standing), as they share a game they win together."""
    state = next(s for s in positions("ref-emergency") if s.emergency and s.emergency.turn == 1)
    e = state.emergency
    assert e is not None
    government = next(c for c, side in e.sides.items() if side == "government")
    rebel = next(c for c, side in e.sides.items() if side == "rebel")
    start = TITLE.standing(state)
    assert sum(start[c] for c in e.sides) == pytest.approx(1)
    players = Counter(e.sides.values())
    assert start[government] * players["government"] == pytest.approx(
        war_odds.government_standing(state)
    )
    neutral = [c for c in seated(state) if c not in e.sides]
    assert all(start[c] == 0 for c in neutral)
    fallen = state.clone()
    rebels = [
        p
        for p, a in fallen.actives.items()
        if a.where != OFF and PIECES[p].kind == "constituency" and e.sides.get(a.color) == "rebel"
    ]
    assert len(rebels) > 1
    for piece in rebels[: len(rebels) // 2]:
        fallen.actives[piece].where = OFF
        assert fallen.emergency is not None
        fallen.emergency.removed[piece] = "eliminated"
    assert TITLE.standing(fallen)[government] > start[government]
    late = state.clone()
    assert late.emergency is not None
    late.emergency.turn = 6
    assert TITLE.standing(late)[government] < start[government]
    assert TITLE.standing(late)[rebel] > start[rebel]


def test_hard_as_prime_minister_does_not_attempt_a_national_emergency(monkeypatch) -> None:
    """10.1, 10.15: at the start of the Quiet Revolution every player holds 3 Issues and may
    attempt a National Emergency; Red holds the Prime Minister, so its own attempt makes it the
    Government of an Emergency it seldom wins, against both others opposing. Hard's playouts
    stop at the sealed stances (Title.foresees), which `standing` weighs as the voters answer:
    it never attempts. Played on with random stances and steps instead, a third of nobody opposing
    (10.11) made the attempt look like a win, and Hard attempted it."""
    state = started(QR)
    while TITLE.active(state) != ["red"] or state.phase != "opportunity":
        role = TITLE.active(state)[0]
        state = TITLE.apply(state, role, TITLE.choices(state, role)[0])
    assert "red" in emergency.eligible(state)
    budget = Budget(width=24, deals=2, depth=12)

    def attempts(n: int) -> int:
        return sum(
            decide(TITLE, state, "red", Level.HARD, rng(f"pm {k}"), budget)[0].verb == "emergency"
            for k in range(n)
        )

    assert attempts(6) == 0
    # Without the sealed stances and without the scripted player (whose move, not attempting,
    # a deviation must beat on evidence, and whose playouts answer as a reader would), the
    # random stances make the attempt look like a win.
    monkeypatch.setattr(type(TITLE), "foresees", lambda self, state: False)
    monkeypatch.setattr(type(TITLE), "scripted", lambda self, state, role: None)
    assert attempts(6) > 0
