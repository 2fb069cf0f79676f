"""The computer players (rules/core/computer.py) on every registered title: they choose only
what is legal, the same seed gives the same choice, and no search reads what the seat cannot
see. The titles' own tests (test_*_computer.py) check each redraw in detail; these hold for any
title, including one added later."""

from __future__ import annotations

import pytest

import rules
from rules.core.computer import Budget, Level, decide
from rules.core.protocol import Choice, GameState, Title
from rules.core.rng import Rng, seed_from_text

CASES = [
    (title_id, scenario)
    for title_id, title in sorted(rules.TITLES.items())
    for scenario in title.scenarios
]
SMALL = Budget(iterations=24, depth=4)  # enough to search; small enough for every title


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
def test_every_level_makes_a_legal_choice_and_the_same_one_from_the_same_seed(
    title_id, scenario, level
):
    title = rules.TITLES[title_id]
    for state, active in positions(title, scenario, f"{title_id} {scenario}", (0, 7, 25)):
        role = active[-1]
        offered = title.view(state, role).choices
        first = decide(title, state, role, level, Rng(seed=seed_from_text("me")), SMALL)
        again = decide(title, state, role, level, Rng(seed=seed_from_text("me")), SMALL)
        assert any(first.matches(c) for c in offered), (first, offered)
        assert first == again
        title.apply(state, role, first)  # the rules take it


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


class _Counting:
    """A title that counts its redraws: one per iteration of a Hard search."""

    def __init__(self, title: Title) -> None:
        self._title = title
        self.redraws = 0

    def __getattr__(self, name: str):
        return getattr(self._title, name)

    def redraw(self, state: GameState, role: str, rng: Rng) -> GameState:
        self.redraws += 1
        return self._title.redraw(state, role, rng)


def test_hard_stops_early_only_when_the_rest_of_its_budget_cannot_change_its_choice(
    monkeypatch,
):
    """computer._settled: a search that ends once its leading choice cannot be caught plays what
    the whole budget plays, in every title, and searches fewer deals in all."""
    budget = Budget(iterations=120, depth=4)
    made: dict[str, list[Choice]] = {"early": [], "whole": []}
    redraws = {"early": 0, "whole": 0}
    for title_id, title in sorted(rules.TITLES.items()):
        scenario = next(iter(title.scenarios))
        for state, active in positions(title, scenario, f"early {title_id}", (2, 9, 20, 40)):
            role = active[0]
            if len(title.view(state, role).choices) < 2:
                continue
            for name in made:
                counting = _Counting(title)
                with monkeypatch.context() as patch:
                    if name == "whole":
                        patch.setattr("rules.core.computer._settled", lambda root, left: False)
                    seed = Rng(seed=seed_from_text("think"))
                    made[name].append(decide(counting, state, role, Level.HARD, seed, budget))
                redraws[name] += counting.redraws
    assert made["early"] == made["whole"]
    assert redraws["whole"] == budget.iterations * len(made["whole"])
    assert redraws["early"] < redraws["whole"]
