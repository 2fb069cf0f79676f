"""The named rule errors (rules/core/errors.py; ARCHITECTURE.md, "The rules protocol": `apply`
refuses anything not offered with a `RuleError` a player understands): each kind is raised
where it should be, is a `RuleError`, so every caller that catches those still catches it, and
keeps the words players read today. The choices are the Spanish Civil War's, its rulebook cited.
"""

from __future__ import annotations

import pytest

import rules.core
from rules import TABLES, TITLES, get_table, get_title
from rules.core import (
    Choice,
    GameOver,
    IllegalChoice,
    NotYourTurn,
    RuleError,
    UnknownOption,
    UnknownRole,
    UnknownScenario,
    UnknownTable,
    UnknownTitle,
    seed_from_text,
)
from rules.core.replay import find_table
from rules.spanish_civil_war import TITLE
from tests.rules.spanish_civil_war.scw_build import N, R, act, attack, build

NAMED = [
    NotYourTurn,
    IllegalChoice,
    GameOver,
    UnknownTitle,
    UnknownScenario,
    UnknownRole,
    UnknownOption,
    UnknownTable,
]
FRANCO = "general-francisco-franco"  # Leader, Nationalist, 5
SEED = seed_from_text("named errors")


@pytest.mark.parametrize("kind", NAMED, ids=lambda kind: kind.__name__)
def test_each_named_error_is_a_rule_error_of_its_own_exported_from_rules_core(kind):
    assert issubclass(kind, RuleError)
    assert getattr(rules.core, kind.__name__) is kind and kind.__name__ in rules.core.__all__
    # Kinds do not overlap: catching one never catches another.
    assert [other for other in NAMED if other is not kind and issubclass(kind, other)] == []
    # The message and the rule are kept as RuleError keeps them.
    error = kind("Words for the player.", rule="7.3")
    assert (str(error), error.message, error.rule) == (
        "Words for the player. (7.3)",
        "Words for the player.",
        "7.3",
    )


def test_a_choice_by_a_role_not_waited_on_is_not_your_turn():
    """EVENT PHASE: "Players take turns, the active player first": with the Republicans to
    play, a Nationalist play is refused, whether or not it would be theirs to make."""
    state = build("event", nationalists=["portuguese-aid"], republicans=["gold-reserves"], active=R)
    for choice in (Choice(verb="play", arg="portuguese-aid"), Choice(verb="surrender")):
        with pytest.raises(NotYourTurn) as caught:
            TITLE.apply(state, N, choice)
        assert str(caught.value) == "It is not your turn to act: waiting on Republicans."


@pytest.mark.parametrize(
    "choice",
    [
        Choice(verb="surrender"),
        Choice(verb="play", arg="portuguese-aid"),  # the other player's card
        Choice(verb="play", arg="no-such-card"),
    ],
    ids=["no-such-verb", "not-in-hand", "no-such-card"],
)
def test_a_choice_not_offered_to_the_role_waited_on_is_an_illegal_choice(choice):
    """EVENT PHASE: the active player plays an Event card from their hand or passes; nothing
    else is offered, and neither is a card they do not hold."""
    state = build("event", nationalists=["portuguese-aid"], republicans=["gold-reserves"], active=R)
    with pytest.raises(IllegalChoice) as caught:
        TITLE.apply(state, R, choice)
    assert str(caught.value) == (
        f"{choice.describe()!r} is not a legal choice now. You may: pass, play "
        "(use /play to see the full list)."
    )
    assert not isinstance(caught.value, NotYourTurn)


def test_any_choice_after_the_outcome_is_game_over():
    """VICTORY: "You win if you reduce your opponent to zero Territory Tokens or Morale
    Tokens": Franco's won attack takes the Republicans' last Morale Token, and after that no
    choice is taken, from either player, offered before or not, nor from a role not seated."""
    state = attack(build("attack", nationalists=[FRANCO], morale=(10, 1)), [FRANCO], [])
    assert state.outcome is not None and state.outcome.winners == [N]
    for role in (N, R, "anarchists"):
        for verb in ("take territory", "pass", "surrender"):
            with pytest.raises(GameOver) as caught:
                act(state, role, verb)
            assert str(caught.value) == "The game is over; no more choices are taken."


def test_a_role_the_scenario_does_not_seat_is_an_unknown_role():
    state = build("event", nationalists=["portuguese-aid"])
    with pytest.raises(UnknownRole) as caught:
        act(state, "anarchists", "pass")
    assert str(caught.value) == (
        "Spanish Civil War has no role 'anarchists' here. Roles: nationalists, republicans."
    )


def test_a_scenario_that_does_not_exist_is_an_unknown_scenario():
    with pytest.raises(UnknownScenario) as caught:
        TITLE.setup(SEED, "no-such")
    assert str(caught.value) == "Spanish Civil War has no scenario 'no-such'. Scenarios: standard."
    with pytest.raises(UnknownScenario):
        TITLE.roles_in("no-such")


def test_an_option_the_title_does_not_offer_is_an_unknown_option():
    with pytest.raises(UnknownOption) as caught:
        TITLE.setup(SEED, "standard", {"jokers": True})
    assert str(caught.value) == (
        "Spanish Civil War has no option 'jokers'. Options: soviet-aid-republican."
    )


def test_unknown_titles_and_tables_are_named_errors_with_todays_words():
    with pytest.raises(UnknownTitle) as title:
        get_title("chess")
    assert str(title.value) == f"There is no title 'chess'. Titles: {', '.join(sorted(TITLES))}."
    with pytest.raises(UnknownTable) as table:
        get_table("chess/crt")
    assert str(table.value) == (
        f"There is no table 'chess/crt'. Tables: {', '.join(sorted(TABLES))}."
    )
    # The replay's own look-up, over the tables it was given.
    with pytest.raises(UnknownTable) as replayed:
        find_table({}, "chess/crt")
    assert str(replayed.value) == "There is no table 'chess/crt'. Tables: none."
