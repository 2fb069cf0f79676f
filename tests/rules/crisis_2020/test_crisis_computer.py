"""What Crisis 2020 tells the computer players (rules/crisis_2020/computer.py): a redraw deals
again what a side cannot see (the other hand and the face-down draw pile, 4.0; the other side's
attack being built, its picked units, its event's Region) from what the rules leave possible
(4.3, 4.4, 11.1), keeps the rest where the side knows it is, and reads nothing hidden; the
standing scores the margin of Regional Value (10.0).

Positions come from seeded random games of every scenario (a random choice among the active
side's view, 4.0-9.0 as the engine plays them), sampled along their first 300 choices.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest
from build import BASIC, G, R, act, build, draft, force_dice, fresh

from rules.core import Choice
from rules.core.rng import Rng, seed_from_text
from rules.crisis_2020 import ORACLE, TITLE, computer, ops
from rules.crisis_2020.components import CARDS, NUMBERED, SCENARIOS
from rules.crisis_2020.state import NEUTRALIZED, CrisisState

SIDES = (R, G)
EXTREMISTS = NUMBERED[80]
STOPS = (0, 30, 80, 150, 220, 300)
# Who acted last and whether it may take it back: what the protocol keeps about the choices
# themselves, not the game (a seat sees only its own undo).
BOOKKEEPING = {"steps", "last_actor", "undoable_by", "undo_blocker"}


def rng(text: str) -> Rng:
    return Rng(seed=seed_from_text(text))


def random_choice(state: CrisisState, chooser: Rng) -> CrisisState:
    """One uniformly random choice among the active roles' views."""
    role = chooser.choice(TITLE.active(state))
    return TITLE.apply(state, role, chooser.choice(TITLE.view(state, role).choices))


def play_on(state: CrisisState, chooser: Rng, n: int) -> CrisisState:
    for _ in range(n):
        if state.outcome is not None:
            break
        state = random_choice(state, chooser)
    return state


@functools.cache
def positions(scenario: str) -> tuple[CrisisState, ...]:
    """Positions of two seeded random games of ``scenario``, after each of ``STOPS`` choices."""
    found = []
    for seed in ("one", "two"):
        chooser = rng(f"crisis computer play {scenario} {seed}")
        state = TITLE.setup(seed_from_text(f"crisis computer {scenario} {seed}"), scenario)
        made = 0
        for stop in STOPS:
            state = play_on(state, chooser, stop - made)
            made = stop
            if state.outcome is None:
                found.append(state)
    return tuple(found)


def every_position() -> list[CrisisState]:
    return [state for scenario in SCENARIOS for state in positions(scenario)]


def other(role: str) -> str:
    return ops.other(role)


def dealt(state: CrisisState) -> dict:
    """The game in ``state``, without the protocol's bookkeeping of who chose last."""
    return state.model_dump(exclude=BOOKKEEPING)


def all_cards(state: CrisisState) -> list[str]:
    """Every card wherever it is (the zones the oracle counts)."""
    return sorted(
        [
            *state.deck.draw_pile,
            *state.deck.discard_pile,
            *state.removed,
            *(c for hand in state.hands.values() for c in hand),
            *(c for cards in (state.armed.played.values() if state.armed else []) for c in cards),
            *(s.card for s in state.queue if s.kind == "event" and s.card),
            *(c for s in state.queue if s.kind == "outcome" for c in s.data["draft"]["cards"]),
        ]
    )


def shown(state: CrisisState, role: str) -> dict:
    """What ``role`` knows the place of: its own hand, the face-up discards (4.0), the cards
    out of the game (4.6, 11.1), those in effect in an Armed Conflict (8.15), the events being
    carried out and the cards of a roll waiting behind Extremists; every counter (2.0); the
    counts of the other hand and of the draw pile (4.1); where the game stands."""
    return {
        "own hand": state.hands[role],
        "discards": state.deck.discard_pile,
        "reshuffles": state.deck.reshuffles,
        "removed": state.removed,
        "armed": state.armed,
        "events": [s.card for s in state.queue if s.kind == "event"],
        "rolled": [s.data["draft"]["cards"] for s in state.queue if s.kind == "outcome"],
        "pieces": state.pieces,
        "counts": (len(state.hands[other(role)]), len(state.deck.draw_pile)),
        "when": (state.turn, state.player, state.phase),
        "log": state.log,
    }


# --- the seat's view, a sound state, play going on --------------------------------------------


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_a_redraw_looks_the_same_to_the_seat_and_plays_on(scenario):
    """Title.redraw: the seat's view is unchanged (its hand, the board, the counts, the log,
    what it may choose); the state is valid data, keeps every invariant of the oracle, and the
    game goes on from it (30 random choices)."""
    states = positions(scenario)
    assert len(states) >= 10, "the random games ended too soon to sample"
    for n, state in enumerate(states):
        for role in SIDES:
            redrawn = TITLE.redraw(state, role, rng(f"deal {scenario} {n} {role}"))
            assert TITLE.view(redrawn, role) == TITLE.view(state, role)
            assert type(state).model_validate_json(redrawn.model_dump_json()) == redrawn
            assert ORACLE.invariant_problems(redrawn) == []
            play_on(redrawn, rng(f"on {scenario} {n} {role}"), 30)


# --- it reads nothing hidden ---------------------------------------------------------------


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_a_redraw_reads_nothing_the_seat_cannot_see(scenario):
    """The same view and the same rng give the same redraw whatever the hidden values: a
    redraw of a redraw (other hands, another deck order, another game seed, the other side's
    unfinished choices taken back) is redrawn exactly as the real state."""
    for n, state in enumerate(positions(scenario)):
        for role in SIDES:
            elsewhere = TITLE.redraw(state, role, rng(f"A {scenario} {n}"))
            assert TITLE.redraw(state, role, rng("B")) == TITLE.redraw(elsewhere, role, rng("B"))


def swap_position() -> CrisisState:
    """The Rebel's Data Conflict Phase; the Government holds three Conflict Support cards."""
    return build(
        {"infrastructure-7": ("midwest", R), "infrastructure-1": ("texas", G)},
        rebel=["mass-rally", "hacktivists"],
        government=["second-amendment", "patriots", "rallying-cry"],
    )


def test_swapping_hidden_cards_changes_nothing_in_the_redraw():
    """A card of the Government's hand swapped with one of the draw pile, or the face-down
    pile reordered (4.0), shows nothing to the Rebel, and its redraw is the same; the
    Government, who sees its own hand, gets another."""
    base = swap_position()
    swapped = base.clone()
    hand, pile = swapped.hands[G], swapped.deck.draw_pile
    hand[0], pile[3] = pile[3], hand[0]
    assert CARDS[hand[0]].kind == "support"  # a card the Government could hold (4.3)
    reordered = base.clone()
    top = reordered.deck.draw_pile
    top[:10] = reversed(top[:10])
    reordered.hands[G].reverse()
    for variant in (swapped, reordered):
        assert dealt(variant) != dealt(base)
        assert TITLE.view(variant, R) == TITLE.view(base, R)
        assert TITLE.redraw(variant, R, rng("same")) == TITLE.redraw(base, R, rng("same"))
    assert TITLE.redraw(swapped, G, rng("same")) != TITLE.redraw(base, G, rng("same"))


def chain_position() -> CrisisState:
    """The Rebel's Armed Conflict Phase in the Midwest (the 8.15 example's units)."""
    return build(
        {
            "insurgents-1": ("midwest", R),
            "insurgents-2": ("midwest", R),
            "batf": ("midwest", R),
            "insurgents-5": ("midwest", G),
            "seals": ("midwest", G),
            "infrastructure-1": ("midwest", G),
        },
        phase="armed",
        rebel=["community-policing", "roadblocks", "molotov-cocktails"],
        government=["second-amendment", "county-sheriff"],
    )


def assert_taken_back(before: CrisisState, after: CrisisState, role: str) -> None:
    """``role`` cannot tell ``after`` from ``before`` (but for its undo button), and its
    redraws of both deal the same game."""
    assert TITLE.view(after, role).model_dump(exclude={"can_undo"}) == TITLE.view(
        before, role
    ).model_dump(exclude={"can_undo"})
    assert dealt(TITLE.redraw(after, role, rng("same"))) == dealt(
        TITLE.redraw(before, role, rng("same"))
    )


def test_the_attack_the_other_side_is_building_is_taken_back_5_61_5_62():
    """5.61-5.62: the units, cards and mode of an attack stay with the attacker until it
    rolls; the Government cannot even tell one was begun, so its redraw is the one of the
    phase menu. The Rebel's own redraw keeps its attack, cards still in hand."""
    before = chain_position()
    after = draft(before, R, "midwest", ["insurgents-1", "batf"], ["community-policing"], "max")
    assert after.draft is not None and after.queue[0].kind == "draft"
    assert_taken_back(before, after, G)
    mine = TITLE.redraw(after, R, rng("mine"))
    assert mine.draft == after.draft and mine.queue == after.queue
    assert mine.hands[R] == after.hands[R]


def test_a_counterattack_taken_up_goes_back_to_the_offer_8_15(monkeypatch):
    """8.15: the Government may counterattack; once it takes the offer up, what it puts in
    is its own until it rolls: the Rebel's redraw is the one of the offer."""
    force_dice(monkeypatch, (1, 3))  # 2 + 2 on the 4-5 column, a 4: Counterattack
    offer = draft(chain_position(), R, "midwest", ["insurgents-1"], ["community-policing"])
    offer = act(offer, R, "roll")
    assert offer.queue[0].kind == "counter" and offer.armed is not None
    taken = draft(
        act(offer, G, "counter"), G, None, ["seals", "insurgents-5"], ["second-amendment"]
    )
    assert taken.draft is not None and taken.draft.side == G
    assert_taken_back(offer, taken, R)
    assert TITLE.redraw(taken, G, rng("mine")).draft == taken.draft


def test_units_picked_to_move_together_are_put_down_7_0():
    """7.0: the units the Rebel picks to move together show nothing until they move."""
    before = build(
        {"insurgents-1": ("midwest", R), "batf": ("midwest", R), "seals": ("texas", G)},
        phase="move",
    )
    after = act(act(before, R, "pick", "insurgents-1"), R, "pick", "batf")
    assert after.picked == ["insurgents-1", "batf"]
    assert_taken_back(before, after, G)
    assert TITLE.redraw(after, R, rng("mine")).picked == after.picked


def test_the_region_of_an_event_being_carried_out_is_unchosen():
    """An event's Region is chosen before its unit, and only the unit is announced: the
    Government's redraw of Sabotage with its Region chosen is that of Sabotage just played."""
    before = build(
        {"insurgents-1": ("midwest", R), "seals": ("midwest", G), "dhs-4": ("midwest", G)},
        rebel=["sabotage"],
    )
    played = act(before, R, "play", "sabotage")
    region = TITLE.view(played, R).choices[0]
    assert region.verb == "region"
    chosen = TITLE.apply(played, R, region)
    assert chosen.queue[0].region == "midwest"
    assert_taken_back(played, chosen, G)


# --- it really deals again ------------------------------------------------------------------


def test_a_redraw_really_deals_again():
    """Across the sampled positions, the other side's hand and the draw pile differ from the
    real ones in most redraws, and the game's dice are never the real ones."""
    hands = piles = changed_hands = changed_piles = 0
    for n, state in enumerate(every_position()):
        for role in SIDES:
            redrawn = TITLE.redraw(state, role, rng(f"again {n} {role}"))
            assert redrawn.rng.seed != state.rng.seed
            hidden = other(role)
            if state.hands[hidden]:
                hands += 1
                changed_hands += sorted(redrawn.hands[hidden]) != sorted(state.hands[hidden])
            if len(set(state.deck.draw_pile)) > 1:
                piles += 1
                changed_piles += redrawn.deck.draw_pile != state.deck.draw_pile
    assert hands >= 40 and piles >= 40
    assert changed_hands >= 0.8 * hands, (changed_hands, hands)
    assert changed_piles >= 0.95 * piles, (changed_piles, piles)


# --- consistency with what was revealed -------------------------------------------------------


def test_a_redraw_keeps_every_card_once_and_what_the_seat_knows_in_place():
    """Every card exactly once across the zones; the seat's hand, the face-up discards (4.0),
    the cards out of the game (4.6), those in effect (8.15), every counter and every count
    (4.1: hand sizes; the pile's size) where they were."""
    for n, state in enumerate(every_position()):
        for role in SIDES:
            redrawn = TITLE.redraw(state, role, rng(f"keep {n} {role}"))
            assert all_cards(redrawn) == sorted(CARDS)
            assert shown(redrawn, role) == shown(state, role)


def test_the_other_hand_holds_only_cards_it_could_hold_4_3_4_4():
    """4.3: a side discards an Event of the other side's colour the moment it draws one; 4.4:
    a purple Event is carried out when drawn (11.3: replaced at setup): so no hand ever holds
    one, in real play (checked here on every sampled position) nor in a redraw."""
    for n, state in enumerate(every_position()):
        for side in SIDES:
            assert all(computer.may_hold(side, c) for c in state.hands[side])
            redrawn = TITLE.redraw(state, other(side), rng(f"hold {n} {side}"))
            assert all(computer.may_hold(side, c) for c in redrawn.hands[side])
    assert not computer.may_hold(G, "bill-of-rights")  # Rebel-only (4.3's example)
    assert not computer.may_hold(R, "mobilization")  # Government-only (4.3's example)
    assert not computer.may_hold(R, "special-election")  # purple (4.4)
    assert computer.may_hold(G, "surveillance") and computer.may_hold(R, "mass-rally")


def test_a_hand_is_forced_when_only_its_cards_could_be_in_it_4_3_4_4():
    """Every card seen but the Government's two and a pile of Rebel-only and purple Events:
    the Rebel's redraw must give the Government back exactly its own two (4.3, 4.4), while the
    Government's redraw deals the Rebel any of the Rebel-only Events."""
    rebel_only = [c for c, spec in CARDS.items() if spec.holder == R]
    purple = [c for c, spec in CARDS.items() if spec.holder == "purple"]
    gov_hand, rebel_hand = ["second-amendment", "patriots"], ["mass-rally"]
    pile = rebel_only + purple
    named = {*gov_hand, *rebel_hand, *pile}
    foreign = {NUMBERED[n] for n in range(72, 78)}
    discards = [c for c in CARDS if c not in named and c not in foreign]
    state = build(
        {"infrastructure-7": ("midwest", R)},
        rebel=rebel_hand,
        government=gov_hand,
        draw=pile,
        discard=discards,
    )
    dealt_rebel = Counter()
    for n in range(20):
        mine = TITLE.redraw(state, R, rng(f"forced {n}"))
        assert sorted(mine.hands[G]) == sorted(gov_hand)
        assert sorted(mine.deck.draw_pile) == sorted(pile)
        theirs = TITLE.redraw(state, G, rng(f"forced {n}"))
        assert len(theirs.hands[R]) == 1 and theirs.hands[R][0] in [*rebel_only, *rebel_hand]
        dealt_rebel[theirs.hands[R][0]] += 1
    assert len(dealt_rebel) > 3


def test_extremists_stays_in_the_bottom_of_the_draw_pile_11_1():
    """11.1: every draw pile is built with Extremists shuffled into the smaller third, at the
    bottom, and cards are taken from the top (4.0): the redraw puts Extremists among the
    bottom share of the pile, spread over it. At setup the share is exactly the built one."""
    state = fresh(BASIC)
    size = len(state.deck.draw_pile)
    assert size == 74 and computer.bottom_share(size) == 25  # 73 others cut at 49, and #80
    assert state.deck.draw_pile.index(EXTREMISTS) >= size - 25
    seen = set()
    for n in range(60):
        for role in SIDES:
            pile = TITLE.redraw(state, role, rng(f"extremists {n} {role}")).deck.draw_pile
            assert pile.index(EXTREMISTS) >= size - 25
            seen.add(pile.index(EXTREMISTS))
    assert len(seen) > 15
    assert computer.bottom_share(10) == 4 and computer.bottom_share(1) == 1
    for n, played in enumerate(every_position()):
        pile = played.deck.draw_pile
        assert EXTREMISTS in pile  # never held (4.4), never left in the discards (4.0)
        redrawn = TITLE.redraw(played, R, rng(f"deep {n}")).deck.draw_pile
        assert redrawn.index(EXTREMISTS) >= len(pile) - computer.bottom_share(len(pile))


# --- standing (10.0) -------------------------------------------------------------------------


REGIONS = {  # USA Regions by Value (data/map.toml)
    5: ["greater-new-york"],
    4: ["capitol-district"],
    3: ["new-england", "rustbelt", "southeast", "sunbelt", "texas", "northern-california"],
    2: ["midwest", "southwest", "southern-california", "seatac"],
    1: ["great-plains", "rocky-mountains"],
}


def holding(rebel: list[str], government: list[str], **kwargs) -> CrisisState:
    """Rebel Infrastructure in ``rebel``, the Government's in ``government``."""
    units = {f"infrastructure-{i + 1}": (r, G) for i, r in enumerate(government)}
    units |= {f"infrastructure-{i + 9}": (r, R) for i, r in enumerate(rebel)}
    return build(units, **kwargs)


def test_standing_is_a_chance_and_both_sides_never_stand_to_win_together():
    """10.0: one side wins, or neither (Anarchy): the standings are chances that sum to 1 at
    most."""
    for state in every_position():
        values = TITLE.standing(state)
        assert set(values) == set(SIDES)
        assert all(0.0 <= v <= 1.0 for v in values.values())
        assert sum(values.values()) <= 1.0 + 1e-9


def test_standing_grows_with_the_margin_of_regional_value_10_0():
    """10.0: each side counts the Values of the Regions holding its Infrastructure, and the
    difference decides: 11 is the least that wins, 10 or less is Anarchy and both lose. The
    Rebel stands better the larger its margin; at an even margin both sides stand alike and
    below 1/2; at a winning margin of 11 above 1/2; the same for the Government."""
    ny, dc, tx, midwest, plains = (
        "greater-new-york",
        "capitol-district",
        "texas",
        "midwest",
        "great-plains",
    )
    margins = [
        ([], [ny, dc, tx]),  # -12
        ([plains], [ny]),  # -4
        ([midwest], ["seatac"]),  # 0
        ([ny], [plains]),  # +4
        ([ny, dc, tx], [plains]),  # +11
        ([ny, dc, *REGIONS[3]], [plains]),  # +26
    ]
    rebel = [TITLE.standing(holding(r, g))[R] for r, g in margins]
    assert rebel == sorted(rebel) and len(set(rebel)) == len(rebel)
    even = TITLE.standing(holding([midwest], ["seatac"]))
    assert even[R] == pytest.approx(even[G]) and even[R] < 0.5
    assert rebel[4] > 0.5
    assert 0.8 < rebel[5] < 1.0
    government = TITLE.standing(holding([plains], [ny, dc, tx]))[G]
    assert government == pytest.approx(rebel[4])


def test_standing_sharpens_as_the_last_turn_nears_10_0():
    """10.0 is counted at the end: the same margin means more the fewer turns are left. A
    winning margin stands better, an even one (Anarchy to come) worse, on the last turn."""
    ahead = holding(["greater-new-york", "capitol-district", "texas"], ["great-plains"])
    even = holding(["midwest"], ["seatac"])
    for state in (ahead, even):
        assert state.turn < state.turns
    last = {id(s): s.model_copy(update={"turn": s.turns}) for s in (ahead, even)}
    assert TITLE.standing(last[id(ahead)])[R] > TITLE.standing(ahead)[R]
    assert TITLE.standing(last[id(even)])[R] < TITLE.standing(even)[R]


def test_standing_counts_only_infrastructure_on_the_map_10_0():
    """10.0: a Region counts for the side whose Infrastructure is in it: a neutralized one
    (9.0) or another unit counts nothing."""
    state = holding(["greater-new-york"], ["texas"])
    assert TITLE.standing(state)[R] > TITLE.standing(state)[G]
    state.pieces["infrastructure-9"] = state.pieces["infrastructure-9"].model_copy(
        update={"where": NEUTRALIZED}
    )
    state.pieces["batf"] = state.pieces["batf"].model_copy(
        update={"where": "greater-new-york", "side": R}
    )
    assert TITLE.standing(state)[R] < TITLE.standing(state)[G]


@pytest.mark.parametrize(
    ("rebel", "government", "result"),
    [
        (["texas"], ["greater-new-york", "capitol-district", *REGIONS[3][:3]], {R: 0.0, G: 1.0}),
        (["greater-new-york", "capitol-district", *REGIONS[3][:3]], ["texas"], {R: 1.0, G: 0.0}),
        (["greater-new-york"], ["capitol-district"], {R: 0.0, G: 0.0}),
    ],
)
def test_standing_at_the_end_is_the_outcome_10_0(rebel, government, result):
    """10.0: at the end of the last Game Turn, a margin of 11 or more wins (1 for the winner,
    0 for the loser); Anarchy (10 or less) and both sides lose (0 each)."""
    last = SCENARIOS[BASIC].turns
    state = holding(rebel, government, phase="armed", player=G, turn=last)
    over = TITLE.apply(state, G, Choice(verb="end"))
    assert over.outcome is not None
    assert TITLE.standing(over) == result
