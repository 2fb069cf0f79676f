"""The computer players (rules/core/computer.py, rules/core/moves.py) on every registered title:
they make only legal whole moves, the same seed gives the same move, a move never returns to a
position it left, and no search reads what the seat cannot see. The titles' own tests
(test_*_computer.py) check each redraw in detail; these hold for any title, including one added
later."""

from __future__ import annotations

import pytest

import rules
from rules.core import Choice
from rules.core.computer import BUDGETS, Budget, Level, _Tally, decide, scripted_move, shortened
from rules.core.moves import RunKeys, by_kind, continues, run_key, sample_moves
from rules.core.protocol import GameState, Title
from rules.core.rng import Rng, seed_from_text

CASES = [
    (title_id, scenario)
    for title_id, title in sorted(rules.TITLES.items())
    for scenario in title.scenarios
]
# Enough to search; small enough for every title; Hard's insight, so that the hidden-value and
# never-return checks hold for the standing Hard judges by.
SMALL = Budget(width=6, deals=2, depth=4, insight=BUDGETS[Level.HARD].insight)


def positions(title: Title, scenario: str, seed: str, stops: tuple[int, ...]):
    """The states reached after ``stops`` random choices of one seeded game (fewer if it ends),
    with the roles that must act in each."""
    rng = Rng(seed=seed_from_text(f"play {seed}"))
    state: GameState = title.setup(seed_from_text(seed), scenario)
    made = 0
    for stop in stops:
        while made < stop and state.outcome is None:
            role = title.active(state)[0]
            state = title.apply(state, role, rng.choice(title.choices(state, role)))
            made += 1
        if state.outcome is not None:
            return
        yield state, title.active(state)


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
@pytest.mark.parametrize("level", list(Level))
def test_every_level_makes_a_legal_whole_move_and_the_same_one_from_the_same_seed(
    title_id, scenario, level
):
    """Each step of the move is one the rules take (`apply`, as a player's), and the move is
    whole: every step but the last leaves the run going, and the last ends it."""
    title = rules.TITLES[title_id]
    for state, active in positions(title, scenario, f"{title_id} {scenario}", (0, 7, 25)):
        role = active[-1]
        first = decide(title, state, role, level, Rng(seed=seed_from_text("me")), SMALL)
        again = decide(title, state, role, level, Rng(seed=seed_from_text("me")), SMALL)
        assert first == again
        for index, choice in enumerate(first):
            after = title.apply(state, role, choice)  # the rules take it
            going = continues(title, state, after, role)
            assert bool(going) == (index < len(first) - 1), (index, first)
            state = after


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_a_redraw_keeps_the_seats_view_and_reads_no_hidden_value(title_id, scenario):
    """Title.redraw: the seat's view is unchanged; and a redraw of a redraw (the same view,
    other hidden values, another game seed) is redrawn exactly as the real state is, so the
    redraw cannot have read any hidden value. Where something is hidden, the redraw changes
    what another seat sees: it really deals again."""
    title = rules.TITLES[title_id]
    dealt_again = 0
    seated = title.roles_in(scenario)
    for state, _ in positions(title, scenario, f"redraw {title_id}", (0, 5, 15, 40)):
        for role in seated:
            other = title.redraw(state, role, Rng(seed=seed_from_text("other deal")))
            assert title.view(other, role) == title.view(state, role)
            assert other.rng.seed != state.rng.seed, "the redraw kept the game's own dice"
            same = Rng(seed=seed_from_text("same deal"))
            again = Rng(seed=seed_from_text("same deal"))
            assert title.redraw(state, role, same) == title.redraw(other, role, again)
            dealt_again += any(
                title.private(other, r) != title.private(state, r) for r in seated if r != role
            )
    assert dealt_again, f"{title_id}: no redraw ever dealt another seat's hand again"


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_every_role_stands_between_lost_and_won_at_every_insight(title_id, scenario):
    """Title.standing, as every level judges by it (insight 0 and Hard's 1): a number from 0
    (lost) to 1 (won) for every seated role, and nothing else, along a random game."""
    title = rules.TITLES[title_id]
    seated = set(title.roles_in(scenario))
    judged = 0
    for state, _ in positions(title, scenario, f"standing {title_id}", (0, 6, 20, 45)):
        for insight in (0, BUDGETS[Level.HARD].insight):
            found = title.standing(state, insight)
            assert set(found) == seated and all(0 <= v <= 1 for v in found.values()), found
            judged += 1
    assert judged


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_a_hard_decision_is_the_same_whatever_the_hidden_values(title_id, scenario):
    """Issue 15's leak test: the same seat view and the same seed, different hidden hands (a
    redraw of the real state): the same choice."""
    title = rules.TITLES[title_id]
    compared = 0
    for state, active in positions(title, scenario, f"leak {title_id}", (3, 12, 30)):
        role = active[0]
        if len(title.view(state, role).choices) < 2:
            continue
        other = title.redraw(state, role, Rng(seed=seed_from_text("hidden")))
        made = [
            decide(title, s, role, Level.HARD, Rng(seed=seed_from_text("think")), SMALL)
            for s in (state, other)
        ]
        assert made[0] == made[1]
        compared += 1
    assert compared, "no position with a real choice to compare"


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_a_move_never_returns_to_a_position_it_left_and_every_move_is_distinct(title_id, scenario):
    """Issue 24: within one move the search never comes back to a position already left (the
    "cancel" or "unmark" that undoes its own marks), and the moves it compares end in distinct
    positions. Checked on every move sampled and every move Hard makes, along random games, with
    positions keyed by `run_key` itself, which `RunKeys` (what the search uses) must equal."""
    title = rules.TITLES[title_id]
    runs = 0
    for state, active in positions(title, scenario, f"moves {title_id}", (0, 4, 11, 23, 40)):
        role = active[0]
        first = title.view(state, role).choices
        moves = sample_moves(title, state, role, first, Rng(seed=seed_from_text("walk")), 16)
        made = decide(title, state, role, Level.HARD, Rng(seed=seed_from_text("hard")), SMALL)
        ends = set()
        keys = RunKeys(state)
        for move in [*moves, made]:
            world, left = state, [run_key(state)]
            for choice in move[:-1]:
                world = title.apply(world, role, choice)
                left.append(run_key(world))
                # The search's faster keys, worked out against the move's root, are the same.
                assert keys.of(world) == left[-1], f"{title_id}: RunKeys differs from run_key"
            assert len(set(left)) == len(left), f"{title_id}: {move} came back to a position"
            if move is not made:
                ends.add((left[-1], move[-1].verb, repr(move[-1].arg)))
            runs += len(move) > 1
        assert len(ends) == len(moves), f"{title_id}: a move sampled twice"
    assert runs, f"{title_id}: no move of more than one step was ever sampled"


def test_the_best_ranked_choice_of_a_kind_is_tried_first():
    """Title.ranks: the walks that find moves take each kind of step in turn, and within a kind
    the best ranked choice first, at random among equals; without ranks every choice of a kind
    may come first."""
    picks = [Choice(verb="pick", arg=a) for a in "abcd"]
    choices = [*picks, Choice(verb="end")]
    ranks = [1, 0, 1, 0, 2]
    firsts, unranked = set(), set()
    for n in range(40):
        ordered = by_kind(choices, Rng(seed=seed_from_text(f"ranks {n}")), ranks)
        assert sorted(map(repr, ordered)) == sorted(map(repr, choices))
        first = next(c for c in ordered if c.verb == "pick")
        firsts.add(first.arg)
        plain = by_kind(choices, Rng(seed=seed_from_text(f"ranks {n}")))
        unranked.add(next(c for c in plain if c.verb == "pick").arg)
    assert firsts == {"b", "d"}
    assert unranked == set("abcd")


def test_a_move_other_than_the_rulebook_s_is_made_only_on_evidence():
    """`_Tally`: the best mean among the moves judged most often (a move cut short by the
    clock with one lucky deal never wins), and a move stands clearly better than another only
    by `EVIDENCE` standard errors of their difference on the same deals, and by `MARGIN` at
    least (a tie broken by the rounding of floats is no reason to leave the plain move), on
    `FEWEST_DEALS` at least."""
    tally = _Tally(3)
    tally.values[0] = [0.50, 0.50, 0.50, 0.50]  # the plain move
    tally.values[1] = [0.90, 0.20, 0.80, 0.30]  # better on average, but noisily
    tally.values[2] = [0.99]  # judged once only
    assert tally.best(range(3)) == 1
    assert not tally.clearly_better(1, 0)
    tally.values[1] = [0.56, 0.55, 0.57, 0.54]  # better on every deal
    assert tally.clearly_better(1, 0)
    tally.values[0] = [0.60, 0.60, 0.60, 0.60]
    assert not tally.clearly_better(1, 0)
    assert tally.best(range(3)) == 0
    tally.values[1] = [0.6 + 1e-12] * 4  # better on every deal, by nothing a player feels
    assert not tally.clearly_better(1, 0)
    tally.values[1] = [0.9] * 3  # far better, on too few deals to know how far
    assert not tally.clearly_better(1, 0)
    tally.values[1] = [0.9] * 4
    assert tally.clearly_better(1, 0)


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_the_rulebook_s_move_cut_short_is_a_whole_move(title_id, scenario):
    """`shortened`: each of the scripted move's first steps followed by its last is a legal
    whole move (the last step ends the run there), shorter than the scripted move."""
    title = rules.TITLES[title_id]
    cut = 0
    for state, active in positions(title, scenario, f"cut {title_id} {scenario}", (0, 9, 30)):
        role = active[0]
        if title.scripted(state, role) is None:
            continue
        plain = scripted_move(title, state, role)
        for move in shortened(title, state, role, plain):
            assert len(move) < len(plain) and move[-1].matches(plain[-1])
            here = state
            for index, choice in enumerate(move):
                after = title.apply(here, role, choice)
                assert bool(continues(title, here, after, role)) == (index < len(move) - 1)
                here = after
            cut += 1
    if title_id == "spanish-civil-war":
        assert cut, "no scripted move was ever cut short"
