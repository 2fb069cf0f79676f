"""The Spanish Civil War's scripted player (rules/spanish_civil_war/scripted.py): the rulebook's
plain advice, phase by phase, and the blunders of scw_blunders.py, which it never makes and
neither do the computer's Normal and Hard."""

from __future__ import annotations

import pytest
from scw_blunders import (
    BLUNDERS,
    declines_territory,
    holds_back_more_than_logistics_keeps,
    holds_back_when_a_loss_ends_the_game,
    keeps_a_card_of_the_other_side_from_five,
    logistics_keeps_a_card_of_the_other_side,
    passes_holding_an_event,
    positions,
    recruit_keeps_a_card_of_the_other_side,
)
from scw_build import N, R, act, build

from rules.core import Choice
from rules.core.computer import Level, decide, scripted_move
from rules.core.rng import Rng, seed_from_text
from rules.spanish_civil_war import TITLE

FRANCO, CONDOR, AFRICA, LEGION = (
    "general-francisco-franco",
    "condor-legion",
    "army-of-africa",
    "spanish-foreign-legion",
)
MIAJA, ARMOR, MADRID, MOUNTAINS = (
    "general-jose-miaja",
    "soviet-armor",
    "defense-of-madrid",
    "mountains",
)
SIEGE, MONARCHISTS, PORTUGUESE, PURGES = (
    "major-siege",
    "french-monarchists",
    "portuguese-aid",
    "stalins-purges",
)
FLEES, REPULSE = "republican-government-flees", "humiliating-repulse"


def plain(state, role):
    return scripted_move(TITLE, state, role)


def steps(move) -> list[tuple[str, str | None]]:
    return [(c.verb, c.arg) for c in move]


def test_recruit_discards_the_other_side_s_cards_first_then_what_is_worth_less_than_a_draw():
    """RECRUIT PHASE: "discard up to 4 cards and draw replacement cards"; THE DECKS: "Some
    cards can be used by only one Player". Attacking, a Defense card serves only the next turn
    (three of them at most, LOGISTICS PHASE), and a Force 1 Unit is worth less than a draw."""
    hand = [FRANCO, MIAJA, ARMOR, MONARCHISTS, REPULSE, PORTUGUESE, SIEGE, "garrison"]
    move = plain(build("recruit", nationalists=hand), N)
    assert [c.verb for c in move] == ["discard"] * 4 + ["done"]
    # The Republican cards first, then the weakest of his own; Humiliating Repulse (Defense 5)
    # is kept for the next turn's defence, his Event for the Event Phase.
    assert {c.arg for c in move[:2]} == {MIAJA, ARMOR}
    assert {c.arg for c in move[2:4]} == {MONARCHISTS, "garrison"}


def test_recruit_keeps_a_hand_worth_keeping():
    hand = [FRANCO, CONDOR, AFRICA, LEGION, SIEGE, PORTUGUESE, "navarrese-carlists", FLEES]
    assert steps(plain(build("recruit", nationalists=hand), N)) == [("done", None)]


def test_every_event_is_played_draws_first():
    """EVENT PHASE: "Event cards are played in this Phase"; the draws bring more cards first."""
    state = build("event", nationalists=[FLEES, PURGES, PORTUGUESE, FRANCO], draw=["mountains"] * 0)
    state.deck.draw_pile = ["garrison", "vanguard", "spear-head"]
    move = plain(state, N)
    assert move[0].verb == "play" and move[0].arg == PORTUGUESE
    after = TITLE.apply(state, N, move[0])
    assert plain(act(after, R, "pass"), N)[0].arg == PURGES  # the other side's losses next


def test_draw_5_keep_1_keeps_his_best_card():
    """ "Intellectuals: Draw 5 Cards and keep 1": the card worth most in this turn's attack."""
    state = build("event", republicans=["intellectuals"], active=R)
    state.deck.draw_pile = [FRANCO, "workers-militias", ARMOR, CONDOR, MADRID]
    state = act(state, R, "play", "intellectuals")
    # Attacking (the Republicans are active): Soviet Armor 5; Defense of Madrid serves only in
    # defence, Franco and the Condor Legion are the Nationalists'.
    assert steps(plain(state, R)) == [("keep", ARMOR)]


def test_the_attack_commits_every_card_it_may_and_takes_the_territory():
    """ATTACK PHASE: "A player may play some, none, or all of his cards": all; "The active
    player may play Offensive cards (not Defense)"; "he may take a TT": always."""
    state = build("attack", nationalists=[FRANCO, SIEGE, REPULSE, MIAJA], republicans=[])
    move = plain(state, N)
    assert {c.arg for c in move if c.verb == "commit"} == {FRANCO, SIEGE}
    assert move[-1].verb == "confirm"
    for choice in move:
        state = TITLE.apply(state, N, choice)
    state = act(state, R, "confirm")
    assert steps(plain(state, N)) == [("take territory", None)]


def test_logistics_keeps_the_three_best_for_the_next_turn_and_never_the_other_side_s():
    """LOGISTICS PHASE: "discard down to 3 or fewer cards": the next turn the stances change,
    so the attacker keeps what defends."""
    hand = [MOUNTAINS, REPULSE, MIAJA, SIEGE, "garrison", MONARCHISTS]
    state = build("logistics", nationalists=hand)
    move = plain(state, N)
    assert {c.arg for c in move if c.verb == "keep"} == {MOUNTAINS, REPULSE, "garrison"}
    assert move[-1].verb == "done"


# --- blunders ------------------------------------------------------------------------------


def test_each_blunder_is_seen_where_it_is_made():
    """Each detector fires on a move that makes its blunder, and not on the plain move."""
    recruit = build("recruit", nationalists=[FRANCO, MIAJA, SIEGE])
    assert recruit_keeps_a_card_of_the_other_side(
        TITLE, recruit, N, (Choice(verb="discard", arg=FRANCO), Choice(verb="done"))
    )
    logistics = build("logistics", nationalists=[FRANCO, MIAJA, SIEGE, REPULSE])
    assert logistics_keeps_a_card_of_the_other_side(
        TITLE, logistics, N, (Choice(verb="keep", arg=MIAJA), Choice(verb="done"))
    )
    event = act(build("event", nationalists=[FLEES], active=R), R, "pass")
    assert passes_holding_an_event(TITLE, event, N, (Choice(verb="pass"),))
    last = build("attack", nationalists=[FRANCO, SIEGE], morale=(1, 10))
    held = (Choice(verb="commit", arg=SIEGE), Choice(verb="confirm"))
    assert holds_back_when_a_loss_ends_the_game(TITLE, last, N, held)
    many = build("attack", nationalists=[FRANCO, SIEGE, AFRICA, LEGION, CONDOR])
    assert holds_back_more_than_logistics_keeps(TITLE, many, N, (Choice(verb="confirm"),))
    won = act(
        act(act(build("attack", nationalists=[FRANCO]), N, "commit", FRANCO), N, "confirm"),
        R,
        "confirm",
    )
    assert declines_territory(TITLE, won, N, (Choice(verb="decline"),))
    five = build("event", republicans=["intellectuals"], active=R)
    five.deck.draw_pile = [FRANCO, ARMOR, CONDOR, MADRID, "workers-militias"]
    five = act(five, R, "play", "intellectuals")
    assert keeps_a_card_of_the_other_side_from_five(
        TITLE, five, R, (Choice(verb="keep", arg=FRANCO),)
    )
    for state, role in [
        (recruit, N),
        (logistics, N),
        (event, N),
        (last, N),
        (many, N),
        (won, N),
        (five, R),
    ]:
        move = plain(state, role)
        assert not [b.__name__ for b in BLUNDERS if b(TITLE, state, role, move)], move


def _blunders(level: Level | None, games: int, every: int = 1) -> list[str]:
    found = []
    for n, (state, role) in enumerate(positions(games)):
        if n % every:
            continue
        if level is None:
            move = plain(state, role)
        else:
            move = decide(TITLE, state, role, level, Rng(seed=seed_from_text(f"blunder {n}")))
        found += [f"{b.__name__}: {why}" for b in BLUNDERS if (why := b(TITLE, state, role, move))]
    return found


def test_the_scripted_player_makes_no_blunder():
    assert _blunders(None, 6) == []


@pytest.mark.slow
@pytest.mark.parametrize(("level", "every"), [(Level.NORMAL, 1), (Level.HARD, 4)])
def test_normal_and_hard_make_no_blunder(level, every):
    """scw_blunders.py: the computer's Normal and Hard (their whole budget, no clock) make none of
    the blunders along two games, every position for Normal and every fourth for Hard (a second of
    thinking each)."""
    assert _blunders(level, 2, every) == []
