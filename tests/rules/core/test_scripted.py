"""The scripted players (`Title.scripted`, `rules.core.computer.scripted_move`) of every
registered title that has one: along random games, each step is one of the seat's legal
choices, the same again and the same on a redraw of what the seat cannot see (it reads nothing
hidden), and the whole move it walks ends. The titles' own tests check what each plays."""

from __future__ import annotations

import pytest

import rules
from rules.core.computer import scripted_move
from rules.core.moves import LONGEST_RUN, continues
from rules.core.protocol import GameState, Title
from rules.core.rng import Rng, seed_from_text


def _has_script(title: Title, scenario: str) -> bool:
    state = title.setup(seed_from_text("has a script"), scenario)
    return any(title.scripted(state, role) is not None for role in title.active(state))


CASES = [
    (title_id, scenario)
    for title_id, title in sorted(rules.TITLES.items())
    for scenario in title.scenarios
    if _has_script(title, scenario)
]


def _positions(title: Title, scenario: str, seed: str, steps: int):
    """Every position of a game of ``steps`` choices at most, half of them random and half
    the scripted player's, so that both kinds of position are met."""
    rng = Rng(seed=seed_from_text(f"scripted play {seed}"))
    state: GameState = title.setup(seed_from_text(seed), scenario)
    for made in range(steps):
        if state.outcome is not None:
            return
        role = next((r for r in title.active(state) if title.choices(state, r)), None)
        if role is None:
            return
        yield state, role
        legal = title.choices(state, role)
        choice = title.scripted(state, role) if made % 2 else rng.choice(legal)
        state = title.apply(state, role, choice)


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_a_scripted_step_is_legal_the_same_again_and_the_same_whatever_is_hidden(
    title_id, scenario
):
    title = rules.TITLES[title_id]
    checked = 0
    for state, role in _positions(title, scenario, f"{title_id} {scenario}", 160):
        choice = title.scripted(state, role)
        assert choice is not None
        assert any(choice.matches(c) for c in title.view(state, role).choices), choice
        assert title.scripted(state, role) == choice
        other = title.redraw(state, role, Rng(seed=seed_from_text(f"hidden {checked}")))
        assert title.scripted(other, role) == choice, "the scripted player read a hidden value"
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(("title_id", "scenario"), CASES)
def test_a_scripted_move_ends_where_the_seat_has_shown_something(title_id, scenario):
    """`scripted_move`: every step but the last leaves the seat's run going; the last ends it."""
    title = rules.TITLES[title_id]
    walked = 0
    for state, role in _positions(title, scenario, f"moves {title_id} {scenario}", 80):
        move = scripted_move(title, state, role)
        assert 0 < len(move) < LONGEST_RUN
        for index, choice in enumerate(move):
            after = title.apply(state, role, choice)
            assert bool(continues(title, state, after, role)) == (index < len(move) - 1)
            state = after
        walked += 1
    assert walked > 10
