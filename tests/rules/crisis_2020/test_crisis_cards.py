"""The rules of the Crisis Cards in play: the 7 (2.0 "The Dice", 4.0, 5.63), retaining and
must-discard cards (4.2, 4.3), the purple must-play Events (4.4), cards removed from the game
(4.6), random discards (4.7), momentum (4.8) and Events that place units (4.9). The cards'
own data and texts are tested in test_cards.py.
"""

from __future__ import annotations

import math

import pytest
from build import (
    G,
    R,
    act,
    args,
    attack,
    build,
    choices,
    force_dice,
    invariants,
    new_lines,
    where,
)

from rules.crisis_2020 import TITLE, ops
from rules.crisis_2020.components import NUMBERED, UNITS

COLLAPSE, ELECTION, EXTREMISTS = NUMBERED[78], NUMBERED[79], NUMBERED[80]
MIDWEST = "midwest"


def zero_attack_position(top: str, **kwargs):
    """The Rebel's Data Conflict Phase: the 10th Mountain (Data 0) alone in the Midwest, so
    that a 7 on the 0 column has no effect of its own (6.12); ``top`` on the draw pile."""
    return build(
        {"10th-mountain": (MIDWEST, R), "infrastructure-1": ("texas", G)},
        rebel=["mass-rally", "hacktivists"],
        government=["patriots", "viral-video", "deepfake"],
        draw=[top],
        **kwargs,
    )


# --- the 7 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("top", ["community-policing", COLLAPSE, ELECTION, "bill-of-rights"])
def test_a_seven_discards_the_top_card_without_effect_2_0_4_0(monkeypatch, top):
    """2.0 "The Dice", 4.0, 5.63: any 7 discards the top card of the Crisis Deck face up, and
    that card has no effect: Economic Collapse and Special Election are skipped like every
    other card (4.4)."""
    force_dice(monkeypatch, (3, 4))
    state = zero_attack_position(top)
    hands = {side: list(hand) for side, hand in state.hands.items()}
    after = attack(state, R, MIDWEST, ["10th-mountain"])
    lines = new_lines(state, after)
    assert lines[0].endswith("2d6 [3, 4] = 7 (a 7) → no effect.")
    assert lines[1:] == [
        f"A 7: the top Crisis Card, {ops.card_name(top)}, is discarded without effect."
    ]
    assert after.deck.discard_pile == [top]
    assert after.hands == hands
    assert after.last_roll == "2d6 [3, 4] = 7"
    invariants(after)


def test_extremists_on_a_seven_is_still_performed_then_the_reshuffle_4_0_4_4(monkeypatch):
    """4.0, 4.4: Extremists discarded by a 7 is performed all the same (each side places an
    Insurgent, the roller first), and the discards are reshuffled as in 11.1 into a new draw
    pile, Extremists in its bottom third."""
    force_dice(monkeypatch, (3, 4))
    state = zero_attack_position(EXTREMISTS)
    state.deck.discard_pile = state.deck.draw_pile[-10:]
    state.deck.draw_pile = state.deck.draw_pile[:-10]
    after = attack(state, R, MIDWEST, ["10th-mountain"])
    lines = new_lines(state, after)
    assert "A 7: the top Crisis Card is Extremists, which is carried out at once." in lines
    assert after.deck.reshuffles == 1
    assert after.deck.discard_pile == []
    pile = after.deck.draw_pile
    assert pile.index(EXTREMISTS) >= math.ceil((len(pile) - 1) * 2 / 3)
    # The Insurgents: the roller first, then the other side, each in a U.S. Region.
    assert TITLE.view(after, R).active == [R]
    assert "midwest" in args(after, R, "insurgent")
    after = act(after, R, "insurgent", "midwest")
    assert TITLE.view(after, G).active == [G]
    after = act(after, G, "insurgent", "texas")
    placed = [u for u, p in after.pieces.items() if UNITS[u].type == "insurgent" and p.side]
    assert sorted(where(after, u) for u in placed) == [(MIDWEST, R), ("texas", G)]
    assert TITLE.view(after, R).active == [R] and after.phase == "data"
    invariants(after)


# --- 4.2, 4.3 retaining and must-discard -----------------------------------------------------


def draw_phase(top: list[str], drawer: str):
    """The end of the other side's turn: ``drawer`` is about to draw one card (no
    Infrastructure: the 0-3 row of the Crisis Card Chart)."""
    return build({}, phase="armed", player=R if drawer == G else G, draw=top)


@pytest.mark.parametrize(
    ("drawer", "card"), [(G, "bill-of-rights"), (R, "mobilization"), (G, "call-to-arms")]
)
def test_must_discard_the_other_sides_events_4_3(drawer, card):
    """4.3: the Government drawing a red-border (Rebel) Event, or the Rebel a blue-border
    (Government) one, discards it face up at once, and draws no replacement."""
    state = draw_phase([card, "community-policing"], drawer)
    after = act(state, state.player, "end")
    assert after.player == drawer
    assert after.hands[drawer] == []
    assert after.deck.discard_pile == [card]
    name = ops.card_name(card)
    who = "Government" if drawer == G else "Rebel"
    assert f"{who} draws {name}, the other side's card: discarded." in new_lines(state, after)


@pytest.mark.parametrize(
    ("drawer", "card"),
    [(G, "mobilization"), (R, "bill-of-rights"), (G, "surveillance"), (R, "mass-rally")],
)
def test_retaining_cards_4_2(drawer, card):
    """4.2: a side keeps its own Events, Events for both players and Conflict Support cards."""
    state = draw_phase([card], drawer)
    after = act(state, state.player, "end")
    assert after.hands[drawer] == [card]
    assert after.deck.discard_pile == []


# --- 4.4 purple Events when drawn ------------------------------------------------------------


def test_extremists_drawn_is_performed_at_once_4_4():
    """4.4: a purple Event drawn into a hand interrupts the game and is resolved at once; it
    never stays in the hand."""
    state = draw_phase([EXTREMISTS, "community-policing"], R)
    after = act(state, G, "end")
    assert after.hands[R] == []
    assert "Rebel draws Extremists, which must be played at once." in new_lines(state, after)
    assert after.deck.reshuffles == 1
    assert TITLE.view(after, R).active == [R]
    assert args(after, R, "insurgent")  # the drawer places its Insurgent first
    invariants(after)


def test_economic_collapse_drawn_is_performed_at_once_4_4():
    """4.4: Economic Collapse drawn is resolved at once (its effect is reconstructed: each side
    discards half its hand, rounded up, at random, the drawer first), then the game goes on."""
    state = draw_phase([COLLAPSE], G)
    state.hands = {R: ["mass-rally", "hacktivists", "viral-video"], G: ["patriots", "deepfake"]}
    state.deck.draw_pile.remove("mass-rally")
    state.deck.draw_pile.remove("hacktivists")
    state.deck.draw_pile.remove("viral-video")
    state.deck.draw_pile.remove("patriots")
    state.deck.draw_pile.remove("deepfake")
    invariants(state)
    after = act(state, R, "end")
    lines = new_lines(state, after)
    assert "Government draws Economic Collapse, which must be played at once." in lines
    assert len(after.hands[G]) == 1 and len(after.hands[R]) == 1
    assert COLLAPSE in after.deck.discard_pile
    assert (after.player, after.phase) == (G, "data")
    invariants(after)


def test_special_election_drawn_is_performed_at_once_4_4():
    """4.4: Special Election drawn is resolved at once (reconstructed: the side behind on
    Regional Values draws 2)."""
    state = build(
        {"infrastructure-1": ("greater-new-york", G)},
        phase="armed",
        player=G,
        draw=[ELECTION, "mass-rally", "hacktivists", "viral-video"],
    )
    after = act(state, G, "end")
    lines = new_lines(state, after)
    assert "Rebel draws Special Election, which must be played at once." in lines
    assert "Special Election: the Rebel, behind on Values, draws 2." in lines
    assert after.hands[R] == ["mass-rally", "hacktivists"]
    assert ELECTION in after.deck.discard_pile


# --- 4.6 removed cards -------------------------------------------------------------------------


def test_remove_from_game_cards_leave_the_game_4_6():
    """4.6: an Event that says so is removed from the game once used, not discarded."""
    state = build(
        {"infrastructure-1": ("texas", G)},
        player=G,
        government=["internet-shutdown"],
        rebel=["mass-rally", "hacktivists", "viral-video", "deepfake"],
    )
    after = act(state, G, "play", "internet-shutdown")
    assert "internet-shutdown" in after.removed
    assert "internet-shutdown" not in after.deck.discard_pile
    assert len(after.hands[R]) == 1  # the Rebel discarded 3 at random
    invariants(after)


# --- 4.7 random discards, 4.8 momentum --------------------------------------------------------


def crash_position(seed: str, hand: list[str]):
    """The Rebel's Data Conflict: two Insurgents (4) in the Midwest, about to roll a 3 on the
    4 column: a Crash."""
    return build(
        {"insurgents-1": (MIDWEST, R), "insurgents-2": (MIDWEST, R)},
        rebel=hand,
        seed=seed,
    )


def test_forced_discards_are_random_4_7(monkeypatch):
    """4.7: the cards a side must discard are chosen at random from its hand; nobody picks."""
    hand = ["mass-rally", "hacktivists", "viral-video", "talk-radio", "deepfake"]
    lost = set()
    for n in range(12):
        force_dice(monkeypatch, (1, 2))
        state = crash_position(f"seed {n}", hand)
        after = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
        assert after.log[-2].endswith("→ Crash.")
        assert after.queue == []  # no step asks anyone which card
        (gone,) = [c for c in hand if c not in after.hands[R]]
        assert after.deck.discard_pile == [gone]
        lost.add(gone)
    assert len(lost) > 2


def test_crash_with_no_cards_the_opponent_draws_6_2_4_8(monkeypatch):
    """6.2 Crash, 4.8: an attacker with no card to discard gives its opponent a draw."""
    force_dice(monkeypatch, (1, 2))
    state = crash_position("empty", [])
    after = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"])
    assert after.hands[G] == [state.deck.draw_pile[0]]
    assert "Momentum: Rebel is 1 short, so the Government draws 1." in new_lines(state, after)


def test_momentum_4_8_collateral_damage(monkeypatch):
    """4.8: forced to discard more cards than it holds (Collateral Damage of 2 in the Midwest,
    with one card), a side discards what it has and the opponent draws the difference."""
    force_dice(monkeypatch, (2, 3))
    state = build(
        {
            "insurgents-1": (MIDWEST, R),
            "insurgents-2": (MIDWEST, R),
            "24th-infantry": (MIDWEST, G),
        },
        phase="armed",
        rebel=["mass-rally"],
        government=["patriots"],
        draw=["hacktivists", "viral-video"],
    )
    after = attack(state, R, MIDWEST, ["insurgents-1", "insurgents-2"], mode="max")
    lines = new_lines(state, after)
    assert "Collateral Damage: Rebel discards 1 at random: Mass Rally." in lines
    assert "Momentum: Rebel is 1 short, so the Government draws 1." in lines
    assert after.hands == {R: [], G: ["patriots", "hacktivists"]}


def test_momentum_4_8_the_rulebooks_example():
    """4.8 example: "if I am forced to discard 4 Crisis Cards but I only have 1, I must discard
    it and then you would get to draw 3"."""
    state = build({}, rebel=["mass-rally"])
    top = state.deck.draw_pile[:3]
    ops.discard_random(state, R, 4, "A test")
    assert state.hands == {R: [], G: top}
    assert state.deck.discard_pile == ["mass-rally"]


# --- 4.9 Events that place units -------------------------------------------------------------


def test_events_place_units_from_the_recruitment_pool_4_9():
    """4.9: a unit an Event brings into play must be in the Recruitment Pool, otherwise it is
    not received (Call to Arms: two Insurgents, one left in the pool)."""
    others = {f"insurgents-{n}": ("texas", G) for n in range(3, 15)}
    state = build(
        {"insurgents-1": (MIDWEST, R), **others},
        rebel=["call-to-arms"],
    )
    assert ("play", "call-to-arms") in choices(state, R)
    state = act(state, R, "play", "call-to-arms")
    assert args(state, R, "region") == [MIDWEST]  # a Region holding a friendly unit
    state = act(state, R, "region", MIDWEST)
    assert args(state, R, "unit") == ["insurgents-2"]
    state = act(state, R, "unit", "insurgents-2")
    assert where(state, "insurgents-2") == (MIDWEST, R)
    # The second Insurgent is not received: the card is spent and the phase goes on.
    assert state.queue == []
    assert state.deck.discard_pile == ["call-to-arms"]
    assert ("end", None) in choices(state, R)
    invariants(state)


def test_events_place_units_as_a_recruit_result_does_4_9_6_2():
    """4.9, 6.2: Event units are placed like Recruit results: one National Guard per Region,
    'real' military units only with a friendly Infrastructure (Mobilization)."""
    state = build(
        {
            "infrastructure-1": ("texas", G),
            "36th-infantry-ng": ("texas", R),
            "infrastructure-2": (MIDWEST, G),
            "insurgents-1": ("sunbelt", G),
        },
        player=G,
        government=["mobilization"],
    )
    state = act(state, G, "play", "mobilization")
    assert args(state, G, "region") == [MIDWEST, "texas"]  # not the Sunbelt
    state = act(state, G, "region", "texas")
    offered = args(state, G, "unit")
    assert offered
    assert not [u for u in offered if UNITS[u].type == "national-guard"]
    state = act(state, G, "unit", offered[0])
    state = act(state, G, "region", MIDWEST)
    assert [u for u in args(state, G, "unit") if UNITS[u].type == "national-guard"]


def test_every_roll_is_two_dice_from_the_games_rng_2_0():
    """2.0 "The Dice", 5.63: every roll is two six-sided dice, drawn from the game's committed
    rng: the same game rolls the same dice, and the roll uses up the rng."""
    seen = set()
    for n in range(6):
        state = zero_attack_position("community-policing", seed=f"dice {n}")
        first = attack(state, R, MIDWEST, ["10th-mountain"])
        again = attack(state, R, MIDWEST, ["10th-mountain"])
        assert first.log[0] == again.log[0] and first.last_roll == again.last_roll
        assert first.rng.counter > state.rng.counter
        dice = first.last_roll.removeprefix("2d6 [").split("]")[0].split(", ")
        assert len(dice) == 2 and all(1 <= int(d) <= 6 for d in dice)
        seen.add(first.last_roll)
    assert len(seen) > 1


def test_extremists_on_a_seven_is_performed_before_the_result_4_0_4_4(monkeypatch):
    """4.0: a 7 discards the top card "immediately" (the 8.15 example: the card is discarded
    "and this result is then referenced"); 4.4: Extremists interrupts the game, is resolved,
    "and then continue where you left off". So the Insurgents Extremists places come before
    the choices of the attack's result (here a Neutralization: 5 on the 5 column, roll 7)."""
    force_dice(monkeypatch, (3, 4))
    state = build(
        {
            "cybernauts-1": (MIDWEST, R),
            "infrastructure-7": (MIDWEST, R),
            "seals": (MIDWEST, G),
        },
        rebel=["mass-rally"],
        draw=[EXTREMISTS],
    )
    state = attack(state, R, MIDWEST, ["cybernauts-1", "infrastructure-7"])
    assert state.log[0].endswith("2d6 [3, 4] = 7 (a 7) → Neutralization.")
    assert "A 7: the top Crisis Card is Extremists, which is carried out at once." in state.log
    assert state.queue[0].kind == "insurgent"
