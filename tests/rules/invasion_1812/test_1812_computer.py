"""What the computer players ask of 1812 (rules/invasion_1812/computer.py): a redraw of what a
faction cannot see, and how the sides stand.

Hidden are the hands, from the other side only ("Players from the same side may show each
other their cards", "Draw Cards"), and every draw pile's order ("Players shuffle their decks").
Public are the cards played ("Remove from the game all played cards, except for Truce Movement
Cards", which are lined up: "Truce Cards"), so each faction's unplayed cards are known as a
set, and the hand sizes are on the board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from i1812_build import AM, AR, BR, CM, FULL, NA, area_id, build, fresh, turn_of

from rules.core import Choice, RuleError
from rules.core.rng import Rng, seed_from_text
from rules.invasion_1812 import ORACLE, TITLE, turns
from rules.invasion_1812.cards import CARDS, DECKS
from rules.invasion_1812.computer import redraw
from rules.invasion_1812.factions import FACTIONS, SIDE_OF
from rules.invasion_1812.geography import MAP, SCENARIOS
from rules.invasion_1812.standing import lead_and_forces, rounds_left
from rules.invasion_1812.state import InvasionState

SCENARIO_IDS = list(TITLE.scenarios)
PUBLICATION_BAN = "ar-11"
BRITISH = (BR, CM, NA)
AMERICAN = (AR, AM)


def rng(text: str) -> Rng:
    return Rng(seed=seed_from_text(text))


def random_step(state: InvasionState, dice: Rng) -> InvasionState:
    """One choice picked uniformly among every active role's offered choices."""
    offered = [
        (role, choice)
        for role in TITLE.view(state, None).active
        for choice in TITLE.view(state, role).choices
    ]
    role, choice = dice.choice(offered)
    return TITLE.apply(state, role, choice)


def positions(scenario: str, seed: str, every: int = 9, most: int = 400) -> Iterator[InvasionState]:
    """Every ``every``-th state of a random game (its start included), until it ends."""
    dice = rng(f"playout {seed}")
    state = TITLE.setup(seed_from_text(seed), scenario)
    for step in range(most):
        if state.outcome is not None:
            return
        if step % every == 0:
            yield state
        state = random_step(state, dice)


def enemies_of(role: str) -> list[str]:
    return [f for f in FACTIONS if SIDE_OF[f] != SIDE_OF[role]]


def allies_of(role: str) -> list[str]:
    return [f for f in FACTIONS if SIDE_OF[f] == SIDE_OF[role]]


def hidden(state: InvasionState, role: str) -> tuple:
    """What ``role`` cannot see: the enemy hands (as sets) and every draw pile's order."""
    return (
        tuple(tuple(sorted(state.hands[f])) for f in enemies_of(role)),
        tuple(tuple(state.decks[f].draw_pile) for f in FACTIONS),
    )


def card_problems(real: InvasionState, dealt: InvasionState, role: str) -> list[str]:
    """How ``dealt`` breaks what ``role`` knows of the cards of ``real``: every card once across
    hand, draw pile and played cards, the scenario's deck; the same hand and pile sizes (the
    board's "Cards in hand", the private "in the deck"); the same played cards; its own and its
    allies' hands card for card."""
    problems = []
    numbers = SCENARIOS[real.scenario].decks
    for f in FACTIONS:
        deck = dealt.decks[f]
        played = [c for c in (*dealt.removed, *dealt.truces) if CARDS[c].faction == f]
        zones = [*dealt.hands[f], *deck.draw_pile, *deck.discard_pile, *played]
        dealt_deck = [c for c in DECKS[f] if CARDS[c].number in numbers[f]]
        if Counter(zones) != Counter(dealt_deck):
            problems.append(f"{f}: cards {sorted(zones)}, not {dealt_deck}")
        if len(dealt.hands[f]) != len(real.hands[f]):
            problems.append(f"{f}: hand of {len(dealt.hands[f])}, not {len(real.hands[f])}")
        if len(deck.draw_pile) != len(real.decks[f].draw_pile):
            problems.append(f"{f}: pile of {len(deck.draw_pile)}")
        if deck.discard_pile != real.decks[f].discard_pile:
            problems.append(f"{f}: the discard pile changed")
        if any(CARDS[c].faction != f for c in dealt.hands[f]):
            problems.append(f"{f}: another faction's card in hand")
    for f in allies_of(role):
        if dealt.hands[f] != real.hands[f]:
            problems.append(f"{f}: a hand {role} sees changed")
    if (dealt.removed, dealt.truces) != (real.removed, real.truces):
        problems.append("the played cards changed")
    return problems


def public_fields(state: InvasionState) -> dict:
    """Everything but the cards and the game's rng."""
    return state.model_dump(exclude={"hands", "decks", "rng"})


# --- the redraw on random games ----------------------------------------------------------------


@pytest.mark.slow  # 3 to 5 s a scenario
@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_a_redraw_keeps_every_view_valid_and_playable(scenario):
    """At many points of seeded random games, for every faction: its view of the redraw is its
    view of the real game; the redraw round-trips through JSON, keeps the oracle's invariants
    (units and cards conserved: "Components", "Remove from the game all played cards") and its
    cards as the faction knows them; and play goes on from it (30 random choices)."""
    seen = 0
    for seed in range(3):
        for state in positions(scenario, f"computer {scenario} {seed}"):
            for role in FACTIONS:
                dealt = TITLE.redraw(state, role, rng(f"deal {seed} {state.steps} {role}"))
                assert TITLE.view(dealt, role) == TITLE.view(state, role)
                assert type(dealt).model_validate_json(dealt.model_dump_json()) == dealt
                assert ORACLE.invariant_problems(dealt) == []
                assert card_problems(state, dealt, role) == []
                assert public_fields(dealt) == public_fields(state)
                assert dealt.rng.seed != state.rng.seed
                dice = rng(f"after {seed} {state.steps} {role}")
                world = dealt
                for _ in range(30):
                    if world.outcome is not None:
                        break
                    world = random_step(world, dice)
                assert ORACLE.invariant_problems(world) == []
                seen += 1
    assert seen > 100


@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_a_redraw_reads_nothing_the_faction_cannot_see(scenario):
    """The same view and the same rng give the same redraw, whatever the hidden values: a redraw
    of a redraw (other enemy hands, other pile orders, another game seed) is redrawn exactly as
    the real state is."""
    compared = changed = open_ = 0
    for state in positions(scenario, f"leak {scenario}", every=13):
        for role in FACTIONS:
            other = TITLE.redraw(state, role, rng(f"other {state.steps}"))
            if any(len(state.decks[f].draw_pile) > 1 for f in FACTIONS):
                open_ += 1
                changed += hidden(other, role) != hidden(state, role)
            again = TITLE.redraw(state, role, rng("same"))
            assert again == TITLE.redraw(other, role, rng("same"))
            compared += 1
    assert compared > 20
    # Not a vacuous comparison: where a pile may be reordered, the two states' hidden values
    # differ nearly always.
    assert changed >= 0.9 * open_ > 0, (changed, open_)


def test_the_redraw_is_a_plain_function_of_the_view():
    """The title's method is computer.redraw's, and checks the seat."""
    state = fresh(FULL)
    assert TITLE.redraw(state, AR, rng("x")) == redraw(state, AR, rng("x"))
    with pytest.raises(RuleError, match="no role"):
        TITLE.redraw(state, "spectator", rng("x"))


# --- the leak, built by hand -------------------------------------------------------------------


def with_cards(state: InvasionState, faction: str, hand: list[str], pile: list[str]):
    new = state.clone()
    new.hands[faction] = list(hand)
    new.decks[faction].draw_pile = list(pile)
    return new


def test_an_enemy_card_swapped_between_hand_and_deck_is_redrawn_the_same():
    """A real Full Campaign setup; then the American Regulars' hand holds Publication Ban, or
    holds another card with Publication Ban in their deck instead, and their deck is reordered.
    Every British faction's redraw is the same for all three; an American one is not (they
    see their own hand)."""
    state = fresh(FULL)
    cards = sorted([*state.hands[AR], *state.decks[AR].draw_pile])
    rest = [c for c in cards if c not in (PUBLICATION_BAN, "ar-01", "ar-02", "ar-03")]
    held = with_cards(state, AR, [PUBLICATION_BAN, "ar-01", "ar-02"], ["ar-03", *rest])
    not_held = with_cards(state, AR, ["ar-03", "ar-01", "ar-02"], [*rest, PUBLICATION_BAN])
    reordered = with_cards(state, AR, held.hands[AR], list(reversed(held.decks[AR].draw_pile)))
    for s in (held, not_held, reordered):
        assert ORACLE.invariant_problems(s) == []
    for role in BRITISH:
        dealt = [TITLE.redraw(s, role, rng("hand-built")) for s in (held, not_held, reordered)]
        assert dealt[0] == dealt[1] == dealt[2]
    # The American Regulars see their own hand: it stays, so these redraws differ.
    assert TITLE.redraw(held, AR, rng("hand-built")) != TITLE.redraw(
        not_held, AR, rng("hand-built")
    )
    assert TITLE.redraw(held, AR, rng("r")).hands[AR] == held.hands[AR]
    # Their own deck's order is hidden from them too: reordering it changes no redraw of theirs.
    assert TITLE.redraw(held, AR, rng("r")) == TITLE.redraw(reordered, AR, rng("r"))


def test_the_publication_ban_pause_is_redrawn_alike_held_or_not(monkeypatch):
    """The American Regulars' turn pauses at the enlistments while Publication Ban ("Play
    before placing enlistments") is in their hand or deck, held or not (turns.begin_turn): a
    British redraw at that pause is the same whether they hold it, and deals it into their
    hand in some redraws and into their deck in others."""
    units = {"fort-niagara": {AR: 2, AM: 1}, "albany": {AR: 1}, "kingston": {BR: 2}}
    hand, deck = [PUBLICATION_BAN, "ar-05", "ar-06"], ["ar-07", "ar-01"]
    held = turn_of(AR, monkeypatch, units=units, hands={AR: hand}, decks={AR: deck}, scenario=FULL)
    hand, deck = ["ar-07", "ar-05", "ar-06"], [PUBLICATION_BAN, "ar-01"]
    not_held = turn_of(
        AR, monkeypatch, units=units, hands={AR: hand}, decks={AR: deck}, scenario=FULL
    )
    assert held.phase == not_held.phase == "enlist"
    in_hand = 0
    for i in range(60):
        for role in BRITISH:
            a = TITLE.redraw(held, role, rng(f"pause {i}"))
            assert a == TITLE.redraw(not_held, role, rng(f"pause {i}"))
            assert TITLE.view(a, role) == TITLE.view(held, role)
        in_hand += PUBLICATION_BAN in a.hands[AR]
    assert 5 < in_hand < 55  # 3 of 5 cards in hand: about 36 of 60


# --- it really deals again -----------------------------------------------------------------------


@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_a_redraw_really_deals_the_enemy_cards_again(scenario):
    """Across positions where an enemy has cards it may hold or not, most redraws give the
    enemies other hands or decks than the real ones; the game's own rng is never kept."""
    tried = differ = 0
    for seed in range(2):
        for state in positions(scenario, f"deal again {scenario} {seed}", every=7):
            for role in FACTIONS:
                if not any(state.decks[f].draw_pile for f in enemies_of(role)):
                    continue
                dealt = TITLE.redraw(state, role, rng(f"again {seed} {state.steps} {role}"))
                enemy = [
                    (sorted(s.hands[f]), s.decks[f].draw_pile)
                    for s in (state, dealt)
                    for f in enemies_of(role)
                ]
                half = len(enemy) // 2
                tried += 1
                differ += enemy[:half] != enemy[half:]
                assert dealt.rng.seed != state.rng.seed
    assert tried > 30
    assert differ >= 0.9 * tried, (differ, tried)


def test_every_unplayed_enemy_card_may_be_dealt_into_the_hand():
    """From a British seat, each of the American Regulars' twelve Full Campaign cards comes into
    their hand in some redraws and stays in the deck in others, about a quarter of the time
    (3 of 12)."""
    state = fresh(FULL)
    counts: Counter[str] = Counter()
    for i in range(400):
        counts.update(TITLE.redraw(state, BR, rng(f"spread {i}")).hands[AR])
    assert set(counts) == set(DECKS[AR])
    assert all(40 < n < 170 for n in counts.values()), counts


# --- what the rules reveal of a hand -----------------------------------------------------------


def late_ar(**turn) -> InvasionState:
    """The American Regulars have played their Movement cards 01-07 (out of the game): five
    cards are left, the Truce card 08 and the four Special Cards 09-12."""
    state = build(BR, "move", scenario=FULL, hands={AR: ["ar-08", "ar-09", "ar-10"]})
    state.decks[AR].draw_pile = ["ar-11", "ar-12"]
    state.removed = [f"ar-0{n}" for n in range(1, 8)]
    for key, value in turn.items():
        setattr(state, key, value)
    return state


def test_an_enemy_hand_after_drawing_holds_a_movement_card_while_the_deck_has_one():
    """4. Draw Cards: "If a player draws and only has 3 Special Cards in his hand and no Movement
    Cards, the player must show his cards, reshuffle them back into his draw deck and draw 3 new
    cards. A player must always have one movement card in his hand after drawing." With the
    Truce card their only Movement card left, every redraw puts it in their hand."""
    state = late_ar()
    for i in range(50):
        assert "ar-08" in TITLE.redraw(state, BR, rng(f"truce {i}")).hands[AR]


def test_an_enemy_that_played_its_movement_card_this_turn_may_hold_only_special_cards():
    """During their own turn, once their Movement card is played (public), the American
    Regulars' two remaining cards may be any two of the five unplayed: "4. Draw Cards" says
    what a hand holds after drawing, not after playing."""
    state = late_ar(faction=AR, movement_card="ar-07")
    state.hands[AR] = ["ar-08", "ar-09"]
    state.decks[AR].draw_pile = ["ar-10", "ar-11", "ar-12"]
    only_special = sum(
        "ar-08" not in TITLE.redraw(state, BR, rng(f"played {i}")).hands[AR] for i in range(100)
    )
    assert 40 < only_special < 80  # 6 of the 10 pairs: about 60


def test_the_special_cards_played_this_turn_count_with_the_hand():
    """The American Regulars played Publication Ban at their enlistments and no Movement card
    yet: their hand when the turn began held a Movement card, so the two left still do."""
    state = late_ar(faction=AR, specials=[PUBLICATION_BAN])
    state.removed.append(PUBLICATION_BAN)
    state.hands[AR] = ["ar-08", "ar-09"]
    state.decks[AR].draw_pile = ["ar-10", "ar-12"]
    for i in range(40):
        assert "ar-08" in TITLE.redraw(state, BR, rng(f"ban {i}")).hands[AR]


def test_allied_hands_stay_and_allied_decks_are_shuffled():
    """Allies show each other their cards ("Draw Cards"), so a redraw for the Canadian Militia
    keeps all three British hands card for card; every deck's order is hidden from everyone,
    so each British deck comes out reordered in some redraws."""
    state = fresh(FULL)
    reordered = Counter()
    for i in range(20):
        dealt = TITLE.redraw(state, CM, rng(f"allies {i}"))
        for f in BRITISH:
            assert dealt.hands[f] == state.hands[f]
            assert sorted(dealt.decks[f].draw_pile) == sorted(state.decks[f].draw_pile)
            reordered[f] += dealt.decks[f].draw_pile != state.decks[f].draw_pile
    assert all(reordered[f] >= 18 for f in BRITISH), reordered


# --- standing ------------------------------------------------------------------------------------


def check_standing(state: InvasionState) -> dict[str, float]:
    value = TITLE.standing(state)
    assert set(value) == set(FACTIONS)
    assert all(0.0 <= v <= 1.0 for v in value.values())
    assert len({value[f] for f in BRITISH}) == 1 and len({value[f] for f in AMERICAN}) == 1
    assert value[BR] + value[AR] == pytest.approx(1.0)
    return value


@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_standing_is_a_share_of_victory_and_the_outcome_at_the_end(scenario):
    """Along random games, every faction stands between 0 and 1, allies alike, the two sides
    summing to 1; once the game is over, the winners stand at 1 and the losers at 0 ("The game
    is won by the side with the most Control Markers on the map"), a tie at 0.5 each ("Games
    can end in a tie")."""
    ended = 0
    for seed in range(4):
        dice = rng(f"to the end {scenario} {seed}")
        state = TITLE.setup(seed_from_text(f"standing {scenario} {seed}"), scenario)
        for _ in range(3000):
            check_standing(state)
            if state.outcome is not None:
                break
            state = random_step(state, dice)
        if state.outcome is None:
            continue
        ended += 1
        value = check_standing(state)
        winners = state.outcome.winners
        if winners:
            assert all(value[f] == float(f in winners) for f in FACTIONS)
        else:
            assert all(v == 0.5 for v in value.values())
    assert ended


def finished(control: dict[str, str]) -> InvasionState:
    state = build(BR, "battles", round=5, control=control)
    turns.finish(state, "a test")
    return state


def test_standing_at_a_win_and_at_a_tie():
    """End of the Game: "The Americans win by 1" with three markers to two; a tie is half."""
    won = finished(
        {
            "amherstburg": "american",
            "york": "american",
            "kingston": "american",
            "buffalo": "british",
            "erie": "british",
        }
    )
    assert won.outcome is not None and won.outcome.winners == list(AMERICAN)
    assert TITLE.standing(won) == {BR: 0.0, CM: 0.0, NA: 0.0, AR: 1.0, AM: 1.0}
    tie = finished({"buffalo": "british", "york": "american"})
    assert tie.outcome is not None and tie.outcome.winners == []
    assert TITLE.standing(tie) == dict.fromkeys(FACTIONS, 0.5)


def held(control: dict[str, str], **kwargs) -> InvasionState:
    """A British turn with each controlled Objective occupied by 2 units of its holder, and no
    Turn Order Marker left in the bag unless given (so no enlistment is still due)."""
    kwargs.setdefault("bag", [])
    units = {
        area: {BR if side == "british" else AR: 2} for area, side in control.items()
    } | kwargs.pop("units", {})
    return build(BR, "move", units=units, control=control, **kwargs)


def test_more_control_markers_stand_higher():
    """Objectives: "The side that controls the most enemy Objectives at game end wins". The
    British holding Buffalo stand above an even game, holding Buffalo and Erie higher still; the
    Fort Erie and Queenston area's two stars count twice for the Americans."""
    even = check_standing(held({}))[BR]
    one = check_standing(held({"buffalo": "british"}))[BR]
    two = check_standing(held({"buffalo": "british", "erie": "british"}))[BR]
    assert even == 0.5 < one < two < 1.0
    queenston = held({area_id("Queenston"): "american"})
    assert lead_and_forces(queenston)[0] == -2
    york = held({"york": "american"})
    assert check_standing(queenston)[AR] > check_standing(york)[AR] > 0.5


def test_an_objective_occupied_now_counts_as_the_end_of_the_turn_will():
    """Objectives: "A side controls an enemy Objective if its units occupy the area at the end
    of a turn": British units alone in Buffalo count before the marker is placed; British and
    American units in Buffalo (a battle to come) count by the battle's odds."""
    alone = build(BR, "move", units={"buffalo": {BR: 2}}, bag=[])
    assert alone.control == {} and lead_and_forces(alone)[0] == 1
    assert check_standing(alone)[BR] > 0.5
    # "3. Battles": a battle to come counts by its odds (the Americans roll first in their
    # homeland): some of a marker, less than the marker of Buffalo held alone.
    fought = build(BR, "move", units={"buffalo": {BR: 2, AR: 1}}, bag=[])
    assert 0 < lead_and_forces(fought)[0] < 1
    assert 0.5 < check_standing(fought)[BR] < check_standing(alone)[BR]


def test_units_closing_on_an_enemy_objective_stand_a_little_better():
    """Objectives: "A side controls an enemy Objective if its units occupy the area at the end
    of a turn". Before they occupy it, British units one area from Buffalo stand above the same
    units far from it, and both below a Control Marker held (standing.py: the forces' nearness)."""
    near_area = next(a for a in MAP.neighbours("buffalo") if MAP.areas[a].homeland == "british")
    targets = [a for a, area in MAP.areas.items() if area.objectives and area.homeland != "british"]

    def nearest(a: str) -> int:  # the way to the nearest American Objective
        costs = MAP.reachable(a, 99)
        return min(costs.get(t, 99) for t in targets)

    far_area = max((a for a in MAP.areas if MAP.areas[a].homeland == "british"), key=nearest)
    assert nearest(far_area) > nearest(near_area)
    near = check_standing(build(BR, "move", units={near_area: {BR: 2}}, bag=[]))[BR]
    far = check_standing(build(BR, "move", units={far_area: {BR: 2}}, bag=[]))[BR]
    marker = check_standing(held({"buffalo": "british"}))[BR]
    assert 0.5 < far < near < marker


def test_a_lead_counts_more_as_the_end_draws_near():
    """End of the Game: checked at the end of round 3 and after, the game ends once a side has
    played all its Truce Cards (3 British, 2 American), or at the end of the round track. One
    marker ahead in the last round is nearly a win; in round 1 much less; with both American
    Truce cards played in round 4 the game ends with this round, so the same lead counts more
    than with none played."""
    control = {"buffalo": "british"}
    early = check_standing(held(control, round=1))[BR]
    late = held(control, round=10, bag=[])
    assert rounds_left(late) == 0
    assert check_standing(late)[BR] > 0.75 > early > 0.5
    truces = held(control, round=4, bag=[CM, NA], truces=["ar-08", "am-08"])
    no_truce = held(control, round=4, bag=[CM, NA])
    assert rounds_left(truces) < rounds_left(no_truce)
    assert check_standing(truces)[BR] > check_standing(no_truce)[BR]


def test_the_search_uses_the_redraw_and_standing():
    """A computer seat (rules/core/computer.py) plays a Full Campaign turn on them: it takes a
    legal whole move."""
    from rules.core.computer import Budget, Level, decide

    state = fresh(FULL)
    role = TITLE.view(state, None).active[0]
    move = decide(TITLE, state, role, Level.HARD, rng("think"), Budget(width=6, deals=2, depth=6))
    assert move and all(isinstance(choice, Choice) for choice in move)
    for choice in move:
        state = TITLE.apply(state, role, choice)
