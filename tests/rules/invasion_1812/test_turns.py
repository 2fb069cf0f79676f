"""Rounds, turns, enlistments, cards in hand, Objectives and the end of the game (rulebook
"The Draw Bag", "Rounds and Turns", "Place Additional Units", "1. Place Enlistments", "2. Play
a Movement Card and Up to Two Special Cards", "Truce Cards", "Objectives", "4. Draw Cards" and
"End of the Game"), driven through the protocol as the bot drives it."""

from __future__ import annotations

import pytest
from i1812_build import (
    AM,
    AR,
    BR,
    CM,
    FULL,
    INTRO,
    NA,
    act,
    area_id,
    args_of,
    build,
    conserved,
    force_dice,
    force_draws,
    fresh,
    here,
    options_of,
    turn_of,
)

from rules.core import RuleError
from rules.invasion_1812 import TITLE, turns
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.factions import FACTIONS, POOLS
from rules.invasion_1812.geography import MAP, SCENARIOS

BRITISH_HOMELAND = {a.id for a in MAP.areas.values() if a.homeland == "british"}
AMERICAN_HOMELAND = {a.id for a in MAP.areas.values() if a.homeland == "american"}


def field(state, name: str) -> str:
    return next(f.value for f in TITLE.view(state, None).board.fields if f.name == name)


def pass_turn(state):
    """The active faction places no extra unit, plays no Movement card (it holds none) and
    ends its turn."""
    role = state.faction
    while ("end", None) not in options_of(state, role):
        state = act(state, role, "skip")
    return act(state, role, "end")


# --- Rounds and Turns ------------------------------------------------------------------------


def test_a_round_draws_all_five_markers_blindly_and_announces_each(monkeypatch):
    """Rounds and Turns: "At the beginning of each round, all five Turn Order Markers are
    placed into the Draw Bag. A Turn Order Marker is blindly drawn ... The faction completes
    its turn before the next Turn Order Marker is drawn"."""
    bags: list[list[str]] = []
    order = [NA, AM, BR, AR, CM]
    queue = list(order)

    def draw(state):
        bags.append(list(state.bag))
        return queue.pop(0) if queue else state.bag[0]

    # The last turn of round 1 ends: round 2 begins with all five markers in the bag.
    state = build(CM, "move", bag=[], turn_order=[AR, AM, BR, NA, CM])
    monkeypatch.setattr(turns, "draw_marker", draw)
    state = act(state, CM, "end")
    for n, faction in enumerate(order, start=1):
        assert state.round == 2 and state.faction == faction
        assert TITLE.view(state, None).active == [faction]
        line = f"Turn {n}: the {TITLE.role_name(faction)} marker is drawn from the bag."
        assert line in state.log
        # The next marker is drawn only once this faction's turn is over.
        assert len(bags) == n
        state = pass_turn(state)
    # Blindly from the bag: each draw saw every marker not yet drawn this round.
    assert state.round == 3
    assert [len(b) for b in bags] == [5, 4, 3, 2, 1, 5]
    assert set(bags[0]) == set(FACTIONS)
    for earlier, later, drawn in zip(bags[:4], bags[1:5], order, strict=False):
        assert set(later) == set(earlier) - {drawn}
    assert set(bags[5]) == set(FACTIONS)  # round 3: all back in the bag


def test_the_real_draw_takes_each_marker_once_a_round():
    """Rounds and Turns: all five factions take a turn each round, in a random order."""
    state = build(CM, "move", bag=[], turn_order=[AR, AM, BR, NA, CM])
    state = act(state, CM, "end")
    seen = [state.faction]
    for _ in range(4):
        state = pass_turn(state)
        seen.append(state.faction)
    assert sorted(seen) == sorted(FACTIONS)
    assert state.turn_order == seen
    assert field(state, "Turn order this round") == " → ".join(TITLE.role_name(f) for f in seen)


def test_the_round_advances_after_the_fifth_turn(monkeypatch):
    """Rounds and Turns: "Once all the Turn Order Markers have been drawn and all the factions
    have had their turn, the round ends. All Turn Order Markers are returned to the Draw Bag
    and the Round Marker Pawn is advanced to the next round space."""
    state = build(AR, "cards", bag=[AM, BR, NA, CM], turn_order=[AR])
    force_draws(monkeypatch, AM, BR, NA, CM, BR)
    for _ in range(4):
        state = pass_turn(state)
        assert state.round == 1
    assert state.faction == CM and state.turn_order == [AR, AM, BR, NA, CM]
    state = pass_turn(state)
    assert state.round == 2
    assert state.faction == BR and state.turn_order == [BR]
    assert sorted(state.bag) == sorted(f for f in FACTIONS if f != BR)
    assert "— Round 2 of 10 —" in state.log
    assert TITLE.view(state, None).board.headline.startswith("Round 2 of 10")


def test_full_campaign_american_regulars_take_the_first_turn_of_round_1(monkeypatch):
    """The Draw Bag: "If playing the Full 1812 Campaign, draw the blue American Regulars Turn
    Order Marker and place it on the 1st Turn space"; Rounds and Turns: "The American
    Regulars always take the first turn of Round I in the Full 1812 Campaign"."""
    drawn: list[list[str]] = []
    state = fresh(FULL)
    monkeypatch.setattr(turns, "draw_marker", lambda s: drawn.append(list(s.bag)) or s.bag[0])
    for role in FACTIONS:
        # Each places its extras in its own homeland's first area.
        while state.setup_left.get(role):
            state = act(state, role, "place", args_of(state, role, "place")[0])
    assert state.round == 1 and state.faction == AR and state.turn_order == [AR]
    assert "Turn 1: the American Regulars marker takes the first turn." in state.log
    assert drawn == []  # not drawn blindly
    assert sorted(state.bag) == sorted(f for f in FACTIONS if f != AR)


def test_full_campaign_round_2_opens_with_a_blind_draw(monkeypatch):
    """Rounds and Turns: the American Regulars' first turn is for Round I only; "The new round
    begins by drawing a new Turn Order Marker from the Draw Bag"."""
    state = build(CM, "move", bag=[], turn_order=[AR, AM, BR, NA, CM], scenario=FULL)
    force_draws(monkeypatch, NA)
    state = act(state, CM, "end")
    assert state.round == 2 and state.faction == NA
    assert "Turn 1: the Native Americans marker is drawn from the bag." in state.log


def test_introductory_has_no_fixed_first_turn_and_no_setup_choices():
    """The Draw Bag: only the Full Campaign fixes the first marker; Place Additional Units: the
    Introductory's extra units are placed by the scenario (scenarios.toml extra_fixed)."""
    firsts = {fresh(INTRO, seed=f"intro {n}").turn_order[0] for n in range(30)}
    assert len(firsts) > 1
    state = fresh(INTRO)
    assert state.phase != "setup" and not state.setup_left
    assert "drawn from the bag" in state.log[2]


# --- Place Additional Units (Full Campaign set-up) ---------------------------------------------


def test_full_campaign_every_faction_places_its_extras_in_its_own_homeland_only():
    """Place Additional Units: the Full Campaign's players place additional units (4 per
    British faction, 6 per American: scenarios.toml extra_choice) before round 1, in their own
    side's homeland areas."""
    state = fresh(FULL)
    assert state.phase == "setup" and state.round == 1 and state.faction is None
    assert state.setup_left == {BR: 4, CM: 4, NA: 4, AR: 6, AM: 6}
    assert state.setup_left == SCENARIOS[FULL].extra_choice
    # All five place at once.
    assert TITLE.view(state, None).active == list(FACTIONS)
    for role in FACTIONS:
        homeland = BRITISH_HOMELAND if role in (BR, CM, NA) else AMERICAN_HOMELAND
        assert set(args_of(state, role, "place")) == homeland
        assert {verb for verb, _ in options_of(state, role)} == {"place"}
    with pytest.raises(RuleError):
        act(state, BR, "place", "buffalo")  # an American homeland area
    with pytest.raises(RuleError):
        act(state, AR, "place", "york")  # a British homeland area
    before = here(state, "kingston").get(BR, 0)
    pool = state.pools[BR]
    state = act(state, BR, "place", "kingston")
    assert here(state, "kingston")[BR] == before + 1 and state.pools[BR] == pool - 1
    assert state.setup_left[BR] == 3
    for _ in range(3):
        state = act(state, BR, "place", "york")
    assert BR not in TITLE.view(state, None).active  # done; the others still place
    assert "The British Regulars have placed their extra units." in state.log
    with pytest.raises(RuleError):
        act(state, BR, "place", "york")
    # Nobody's turn starts until everyone has placed.
    assert state.phase == "setup" and state.faction is None
    for role in (CM, NA, AM, AR):
        while state.setup_left.get(role):
            state = act(state, role, "place", args_of(state, role, "place")[-1])
    assert state.phase != "setup" and state.faction == AR
    start = SCENARIOS[FULL].starting_units()

    def placed(state):
        return {
            f: POOLS[f] - state.pools[f] - sum(by.get(f, 0) for by in start.values())
            for f in FACTIONS
        }

    # The American Regulars' turn opens at their enlistments: Publication Ban is in their
    # Full Campaign deck, so they are asked before placing, held or not (test_hidden_hands).
    assert state.phase == "enlist" and placed(state) == {BR: 4, CM: 4, NA: 4, AR: 6, AM: 6}
    state = act(state, AR, "enlist")
    # Then they enlist at the start of their turn (2 + 3).
    assert placed(state) == {BR: 4, CM: 4, NA: 4, AR: 6 + 5, AM: 6}
    assert conserved(state)


# --- 1. Place Enlistments ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("faction", "expected"),
    [
        (BR, {"montreal": 3}),
        (CM, {"montreal": 1, "york": 1}),
        (NA, {"six-nations": 1}),
        (AR, {"pittsburgh": 2, "albany": 3}),
        (AM, {"pittsburgh": 2, "albany": 1}),
    ],
)
def test_enlistments_go_into_the_muster_areas(monkeypatch, faction, expected):
    """1. Place Enlistments: British Regulars Montreal (3 red); Canadian Militia Montreal (1
    yellow), York (1 yellow); Native American Six Nations (1 green); American Regulars
    Pittsburgh (2 blue), Albany (3 blue); American Militia Pittsburgh (2 white), Albany (1
    white). "At the beginning of each of their turns"."""
    state = turn_of(faction, monkeypatch)
    assert state.faction == faction
    assert {a: by[faction] for a, by in state.units.items() if faction in by} == expected
    assert state.pools[faction] == POOLS[faction] - sum(expected.values())
    where = ", ".join(f"{n} in {MAP.areas[a].name}" for a, n in expected.items())
    assert f"{TITLE.role_name(faction)} enlist: {where}." in state.log
    assert conserved(state)


def test_native_americans_place_one_extra_green_unit_where_green_units_are(monkeypatch):
    """Native American Enlistments: "In addition to the 1 green unit placed on the Six Nations
    Muster Area, the Native American player may place an additional green unit in any other
    area already containing a Native American unit.\""""
    state = turn_of(NA, monkeypatch, units={"amherstburg": {NA: 2, BR: 1}, "kingston": {BR: 2}})
    assert here(state, "six-nations") == {NA: 1}
    assert state.phase == "enlist"
    extra = args_of(state, NA, "extra")
    assert "amherstburg" in extra and "kingston" not in extra and "york" not in extra
    assert ("skip", None) in options_of(state, NA)
    state = act(state, NA, "extra", "amherstburg")
    assert here(state, "amherstburg")[NA] == 3
    assert state.pools[NA] == POOLS[NA] - 2 - 2
    assert state.phase == "cards"


def test_native_extra_unit_may_go_to_enemy_homeland_even_with_six_nations_occupied(monkeypatch):
    """Native American Enlistments: "This additional unit can be placed in an American or
    British homeland area and it can be placed even if the Native American Muster Area is
    occupied by enemy units.\""""
    state = turn_of(NA, monkeypatch, units={"six-nations": {AM: 2}, "detroit": {NA: 1}})
    assert here(state, "six-nations") == {AM: 2}  # no enlistment in an enemy-occupied area
    assert "Native Americans enlist: none in Six Nations (enemy units there)." in state.log
    assert args_of(state, NA, "extra") == ["detroit"]
    state = act(state, NA, "extra", "detroit")
    assert here(state, "detroit") == {NA: 2}
    assert state.pools[NA] == POOLS[NA] - 2


def test_native_extra_unit_goes_to_an_area_other_than_six_nations(monkeypatch):
    """Native American Enlistments: "In addition to the 1 green unit placed on the Six Nations
    Muster Area, the Native American player may place an additional green unit in any other
    area already containing a Native American unit": never Six Nations itself, even when green
    units stood there before the enlistment."""
    state = turn_of(NA, monkeypatch, units={"six-nations": {NA: 2}, "amherstburg": {NA: 1}})
    assert here(state, "six-nations") == {NA: 3}
    assert args_of(state, NA, "extra") == ["amherstburg"]
    with pytest.raises(RuleError) as refused:
        act(state, NA, "extra", "six-nations")
    message = str(refused.value)
    assert "Six Nations" in message and "other area" in message, message
    assert "Amherstburg" in message, message  # where it may go instead


def test_native_extra_unit_is_not_offered_when_only_six_nations_holds_green_units(monkeypatch):
    """Native American Enlistments: the extra unit goes "in any other area already containing a
    Native American unit"; with green units in Six Nations only there is no such area, so the
    player is not asked."""
    state = turn_of(NA, monkeypatch, units={"six-nations": {NA: 1}})
    assert here(state, "six-nations") == {NA: 2}
    assert state.phase == "cards"
    assert args_of(state, NA, "extra") == []
    assert state.pools[NA] == POOLS[NA] - 2


def test_native_extra_unit_may_be_declined(monkeypatch):
    """Native American Enlistments: the player "may" place the extra unit."""
    state = turn_of(NA, monkeypatch, units={"sandwich": {NA: 1}})
    state = act(state, NA, "skip")
    assert here(state, "sandwich") == {NA: 1} and state.pools[NA] == POOLS[NA] - 2
    assert state.phase == "cards"


def test_an_empty_pool_places_no_enlistments(monkeypatch):
    """1. Place Enlistments: "If a faction's Unit Force Pool has no units remaining, then no
    Enlistments can be placed that turn.\""""
    pools = {f: POOLS[f] for f in FACTIONS} | {BR: 0}
    state = turn_of(BR, monkeypatch, pools=pools)
    assert "montreal" not in state.units and state.pools[BR] == 0
    assert state.phase == "cards"
    # A pool with fewer units than the Muster Area shows places what it has.
    state = turn_of(BR, monkeypatch, pools=pools | {BR: 2})
    assert here(state, "montreal") == {BR: 2} and state.pools[BR] == 0


def test_native_extra_unit_needs_a_unit_left_in_the_pool(monkeypatch):
    """Native American Enlistments with an empty pool: nothing to place, no extra choice."""
    pools = {f: POOLS[f] for f in FACTIONS} | {NA: 1}
    state = turn_of(NA, monkeypatch, units={"sandwich": {NA: 1}}, pools=pools)
    assert here(state, "six-nations") == {NA: 1} and state.pools[NA] == 0
    assert state.phase == "cards"


def test_no_enlistments_in_an_enemy_occupied_muster_area(monkeypatch):
    """Place Fled Units: "If enemy units occupy a Muster Area, no units may be placed on that
    area." (the same holds for Enlistments: "This could result in a turn without
    Enlistments")."""
    state = turn_of(AR, monkeypatch, units={"albany": {BR: 1}})
    assert here(state, "albany") == {BR: 1}
    assert here(state, "pittsburgh") == {AR: 2}
    assert state.pools[AR] == POOLS[AR] - 2
    assert "American Regulars enlist: 2 in Pittsburgh, none in Albany (enemy units there)." in (
        state.log
    )
    # An area holding only the faction's allies is no obstacle.
    state = turn_of(AR, monkeypatch, units={"albany": {AM: 4}})
    assert here(state, "albany") == {AM: 4, AR: 3}


def test_worked_example_canadian_militia_place_enlistments_and_7_fled_units(monkeypatch):
    """1. Place Enlistments, Ex: "It is the Canadian Militia's turn. The active player pulls
    yellow Enlistment units from the Unit Force Pool and places one in Montreal and another in
    York. There are 7 yellow units in the Fled Units Space which the active player places in
    any quantity in Montreal and/or York.\""""
    state = turn_of(CM, monkeypatch, fled={CM: 7})
    assert here(state, "montreal") == {CM: 1} and here(state, "york") == {CM: 1}
    assert state.pools[CM] == POOLS[CM] - 7 - 2
    assert state.phase == "enlist" and state.fled == {CM: 7}
    # Every quantity, into either area.
    assert sorted(options_of(state, CM)) == sorted(
        [("fled", f"montreal:{n}") for n in range(1, 8)]
        + [("fled", f"york:{n}") for n in range(1, 8)]
    )
    state = act(state, CM, "fled", "montreal:4")
    assert sorted(options_of(state, CM)) == sorted(
        [("fled", f"{a}:{n}") for a in ("montreal", "york") for n in range(1, 4)]
    )
    state = act(state, CM, "fled", "york:3")
    assert here(state, "montreal") == {CM: 5} and here(state, "york") == {CM: 4}
    assert state.fled == {} and state.phase == "cards"
    assert "4 fled Canadian Militia units return to Montreal." in state.log
    assert "3 fled Canadian Militia units return to York." in state.log
    assert conserved(state)


@pytest.mark.parametrize("to_montreal", range(8))
def test_worked_example_every_split_of_the_7_fled_units_is_possible(monkeypatch, to_montreal):
    """1. Place Enlistments, Ex: the 7 fled units go "in any quantity in Montreal and/or
    York"."""
    state = turn_of(CM, monkeypatch, fled={CM: 7})
    if to_montreal:
        state = act(state, CM, "fled", f"montreal:{to_montreal}")
    if 7 - to_montreal:
        state = act(state, CM, "fled", f"york:{7 - to_montreal}")
    assert here(state, "montreal") == {CM: 1 + to_montreal}
    assert here(state, "york") == {CM: 1 + 7 - to_montreal}
    assert state.phase == "cards" and not state.fled


def test_fled_units_may_not_go_to_an_enemy_occupied_muster_area(monkeypatch):
    """1. Place Enlistments, Ex: "If enemy units occupy a Muster Area, no units may be placed
    on that area.\""""
    state = turn_of(CM, monkeypatch, fled={CM: 7}, units={"york": {AR: 2}})
    assert here(state, "york") == {AR: 2}
    assert here(state, "montreal") == {CM: 1 + 7}  # the only place left: no choice to make
    assert state.fled == {} and state.phase == "cards"
    assert state.pools[CM] == POOLS[CM] - 7 - 1


def test_both_muster_areas_occupied_fled_units_stay_and_enlistments_are_lost(monkeypatch):
    """1. Place Enlistments: "This could result in a turn without Enlistments or Fled Units
    being placed on the map. If this is the case, the active player loses that turn's
    Enlistments and their Fled Units stay on the Fled Units Space.\""""
    occupied = {"york": {AR: 2}, "montreal": {AM: 1}}
    state = turn_of(CM, monkeypatch, fled={CM: 7}, units=occupied)
    assert state.units == occupied
    assert state.fled == {CM: 7} and state.pools[CM] == POOLS[CM] - 7
    assert state.phase == "cards"
    assert field(state, "Fled units") == "7 yellow"
    assert any("stay on the Fled Units space" in line for line in state.log)
    # Lost, not postponed: the next turn places only its own enlistments.
    state = turn_of(CM, monkeypatch, fled={CM: 7})
    assert here(state, "montreal") == {CM: 1} and here(state, "york") == {CM: 1}


def test_fled_units_of_a_single_muster_area_faction_return_at_once(monkeypatch):
    """Flee: "These Fled Units are returned to the owning faction's Muster Area(s) at the
    beginning of that faction's next turn.\""""
    state = turn_of(BR, monkeypatch, fled={BR: 2, CM: 3})
    assert here(state, "montreal") == {BR: 3 + 2}
    assert state.fled == {CM: 3}  # only the active faction's
    assert state.phase == "cards"


# --- 2. Play a Movement Card ---------------------------------------------------------------


def test_exactly_one_movement_card_is_played():
    """2. Play a Movement Card: "The active player must play one Movement Card on his turn.
    ... No more than one Movement Card may be played by the active player during his turn.\""""
    state = build(AR, "cards", hands={AR: ["ar-04", "ar-01", "ar-10"]})
    # Both Movement cards may be played (and the Special); no way to skip while holding one.
    assert sorted(args_of(state, AR, "play")) == ["ar-01", "ar-04", "ar-10"]
    assert ("skip", None) not in options_of(state, AR)
    state = act(state, AR, "play", "ar-04")
    assert state.movement_card == "ar-04" and state.phase == "move"
    assert args_of(state, AR, "play") == ["ar-10"]
    with pytest.raises(RuleError):
        act(state, AR, "play", "ar-01")


def test_a_player_without_a_movement_card_may_skip_movement():
    """2. Play a Movement Card with a hand of Special cards only (a short deck, 4. Draw Cards:
    "play with what remains"): there is nothing to play, so the turn goes on without it."""
    state = build(AR, "cards", hands={AR: ["ar-10"]})
    assert options_of(state, AR) == [("skip", None), ("play", "ar-10")]
    state = act(state, AR, "skip")
    assert state.phase == "move" and state.movement_card is None
    assert "army" not in {verb for verb, _ in options_of(state, AR)}
    assert ("end", None) in options_of(state, AR)


def test_played_cards_leave_the_game():
    """2. Play a Movement Card: "Remove from the game all played cards, except for Truce
    Movement Cards.\""""
    state = build(AR, "cards", hands={AR: ["ar-04", "ar-12"]}, decks={AR: ["ar-01", "ar-02"]})
    state = act(state, AR, "play", "ar-04")
    state = act(state, AR, "play", "ar-12")
    assert state.removed == ["ar-04", "ar-12"] and state.truces == []
    state = act(state, AR, "end")
    assert state.hands[AR] == ["ar-01", "ar-02"]
    held = state.hands[AR] + state.decks[AR].draw_pile + state.decks[AR].discard_pile
    assert "ar-04" not in held and "ar-12" not in held


def test_truce_cards_are_kept_aside_and_counted():
    """Truce Cards: "Truce Cards are a type of Movement Card and are played as such. After
    having been played, they are lined up along the western edge of the map instead of being
    discarded. This is so that players can track how many Truce Cards have been played.\""""
    state = build(AM, "cards", hands={AM: ["am-08"]}, truces=["br-08"])
    assert field(state, "Truce cards played") == "British 1/3 · American 0/2"
    assert args_of(state, AM, "play") == ["am-08"]  # a Movement card
    state = act(state, AM, "play", "am-08")
    assert state.truces == ["br-08", "am-08"] and "am-08" not in state.removed
    assert state.phase == "move" and state.armies_left == CARDS["am-08"].armies
    assert field(state, "Truce cards played") == "British 1/3 · American 1/2"
    assert any("Truce card" in line for line in state.log)


def test_at_most_two_special_cards_a_turn():
    """2. Play a Movement Card and Up to Two Special Cards: "He may also play up to two
    Special Cards" (rules/invasion_1812/__init__.py)."""
    hand = ["ar-04", "ar-09", "ar-12", "ar-10"]
    state = build(AR, "cards", hands={AR: hand}, units={"albany": {AR: 1}})
    state = act(state, AR, "play", "ar-04")
    assert sorted(args_of(state, AR, "play")) == ["ar-09", "ar-10", "ar-12"]
    state = act(state, AR, "play", "ar-09")
    state = act(state, AR, "play", "ar-12")
    assert state.specials == ["ar-09", "ar-12"]
    assert args_of(state, AR, "play") == []
    with pytest.raises(RuleError):
        act(state, AR, "play", "ar-10")
    assert state.hands[AR] == ["ar-10"]


# --- Objectives ----------------------------------------------------------------------------


def test_worked_example_british_forces_occupy_buffalo_at_the_end_of_the_militia_turn(
    monkeypatch,
):
    """Objectives, Ex: "British forces occupy Buffalo at the end of the Canadian Militia's
    turn. A British Control Marker is placed in this area.\""""
    force_dice(monkeypatch, {BR: "hit", CM: "hit", NA: "hit", AR: "flee", AM: "flee"})
    queenston = area_id("Fort Erie & Queenston")
    state = build(
        CM,
        "cards",
        hands={CM: ["cm-02"]},
        units={queenston: {CM: 3, BR: 1}, "buffalo": {AM: 1}},
    )
    state = act(state, CM, "play", "cm-02")
    state = act(state, CM, "army", queenston)
    state = act(state, CM, "to", "buffalo")
    assert state.control == {}  # not before the end of the turn
    state = act(state, CM, "end")
    state = act(state, CM, "battle", "buffalo")
    # The battle is over (the white unit fled), the turn ended, the next one began.
    assert state.faction != CM
    assert here(state, "buffalo") == {BR: 1, CM: 3}
    assert state.control == {"buffalo": "british"}
    assert "⭐ The British take Buffalo: 1 Control Marker." in state.log
    assert field(state, "Control Markers") == "British 1 · American 0"
    assert "⭐British" in TITLE.view(state, None).board.text


def test_control_is_taken_at_the_end_of_a_turn_of_either_side():
    """Objectives: "A side controls an enemy Objective if its units occupy the area at the end
    of a turn" (any turn, not only the occupier's); only enemy Objectives are controlled."""
    state = build(BR, "move", units={"prescott": {AR: 1}, "york": {BR: 3}, "chateauguay": {AM: 1}})
    state = act(state, BR, "end")
    assert state.control == {"prescott": "american"}
    # York is the British's own; Chateauguay has no star.
    assert "york" not in state.control and "chateauguay" not in state.control


def test_fort_erie_and_queenston_takes_two_control_markers():
    """Objectives: "The Fort Erie and Queenston area has two Objectives in it. If the
    Americans control this area, two American Control Markers are placed on it.\""""
    queenston = area_id("Queenston")
    assert queenston == area_id("Fort Erie") == "fort-erie-queenston"
    state = build(AR, "move", units={queenston: {AR: 1}})
    state = act(state, AR, "end")
    assert state.control == {queenston: "american"}
    assert turns.markers(state) == {"british": 0, "american": 2}
    assert field(state, "Control Markers") == "British 0 · American 2"
    assert "⭐ The Americans take Fort Erie & Queenston: 2 Control Markers." in state.log


def test_control_reverts_when_the_controlling_units_leave():
    """Objectives: "If a controlling side's units leave or are forced out of an enemy Objective
    Area, its Control Marker is removed and control reverts back to the homeland owners.\""""
    state = build(
        AR,
        "cards",
        hands={AR: ["ar-05"]},
        units={"fort-george": {AR: 2}},
        control={"fort-george": "american"},
    )
    state = act(state, AR, "play", "ar-05")
    state = act(state, AR, "army", "fort-george")
    state = act(state, AR, "to", "fort-niagara")
    state = act(state, AR, "end")
    assert state.control == {}
    assert "⭐ Fort George reverts to the British." in state.log
    assert field(state, "Control Markers") == "British 0 · American 0"


def test_control_reverts_when_the_controlling_units_are_forced_out(monkeypatch):
    """Objectives: control reverts when the controlling side's units "are forced out"."""
    force_dice(monkeypatch, {BR: "hit", CM: "hit", NA: "hit", AR: "flee", AM: "flee"})
    state = build(
        BR,
        "cards",
        hands={BR: ["br-03"]},
        units={"bay-of-quinte": {BR: 2}, "kingston": {AM: 1}},
        control={"kingston": "american"},
    )
    state = act(state, BR, "play", "br-03")
    state = act(state, BR, "army", "bay-of-quinte")
    state = act(state, BR, "to", "kingston")
    state = act(state, BR, "end")
    state = act(state, BR, "battle", "kingston")
    assert here(state, "kingston") == {BR: 2}
    assert "kingston" not in state.control
    assert "⭐ Kingston reverts to the British." in state.log


# --- 4. Draw Cards -------------------------------------------------------------------------


def test_draw_back_up_to_three_cards_at_the_end_of_the_turn():
    """4. Draw Cards: "At the end of his turn, the active player draws his hand back up to 3
    cards.\""""
    state = build(
        AR, "cards", hands={AR: ["ar-04", "ar-01", "ar-02"]}, decks={AR: ["ar-03", "ar-05"]}
    )
    state = act(state, AR, "play", "ar-04")
    assert state.hands[AR] == ["ar-01", "ar-02"]
    state = act(state, AR, "end")
    assert state.hands[AR] == ["ar-01", "ar-02", "ar-03"]
    assert state.decks[AR].draw_pile == ["ar-05"]
    assert field(state, "Cards in hand").split(", ")[3] == "blue 3"
    assert not TITLE.view(state, AR).can_undo  # a card was drawn


def test_a_hand_of_only_special_cards_is_reshuffled_and_redrawn():
    """4. Draw Cards: "If a player draws and only has 3 Special Cards in his hand and no
    Movement Cards, the player must show his cards, reshuffle them back into his draw deck and
    draw 3 new cards. A player must always have one movement card in his hand after
    drawing.\""""
    deck = ["ar-11", "ar-01", "ar-02", "ar-03"]
    for seed in range(10):
        state = build(AR, "cards", hands={AR: ["ar-04", "ar-09", "ar-10"]}, decks={AR: deck})
        state.rng = fresh(seed=f"specials {seed}").rng
        state = act(state, AR, "play", "ar-04")
        state = act(state, AR, "end")
        hand = state.hands[AR]
        assert len(hand) == 3
        assert any(CARDS[c].kind == "movement" for c in hand), hand
        # The cards went back into the deck: nothing lost, nothing added.
        assert sorted(hand + state.decks[AR].draw_pile) == sorted(["ar-09", "ar-10", *deck])
        assert any("hold only Special cards" in line for line in state.log)
        assert not any("War Hawks" in line or "ar-09" in line for line in state.log)


def test_a_short_deck_plays_with_what_remains():
    """4. Draw Cards: "If there are not enough cards left in the draw deck, play with what
    remains." A hand of Special cards with no Movement card left in the deck stays as it is."""
    state = build(AR, "cards", hands={AR: ["ar-04", "ar-01"]}, decks={AR: ["ar-02"]})
    state = act(state, AR, "play", "ar-04")
    state = act(state, AR, "end")
    assert state.hands[AR] == ["ar-01", "ar-02"] and state.decks[AR].draw_pile == []
    state = build(AR, "cards", hands={AR: ["ar-04", "ar-09"]}, decks={AR: ["ar-10"]})
    state = act(state, AR, "play", "ar-04")
    state = act(state, AR, "end")
    assert sorted(state.hands[AR]) == ["ar-09", "ar-10"]
    assert not any("hold only Special cards" in line for line in state.log)


def test_setup_hands_hold_a_movement_card():
    """Draw Cards (setup): "Players shuffle their decks and then each draws a hand of three
    cards"; "If at any time a player holds only Special Cards ... draws three new cards"."""
    for n in range(20):
        state = fresh(FULL, seed=f"hands {n}")
        for faction in FACTIONS:
            assert len(state.hands[faction]) == 3
            assert any(CARDS[c].kind == "movement" for c in state.hands[faction])


# --- End of the Game -----------------------------------------------------------------------


def ending(round: int, truces: list[str], units=None, faction: str = CM):
    """The last turn of ``round``: ``faction`` ends its turn with the bag empty."""
    return build(faction, "move", bag=[], round=round, truces=truces, units=units or {})


def test_the_game_ends_at_the_end_of_round_3_when_a_side_played_all_its_truces():
    """End of the Game: "The game end condition is evaluated at the end of round 3 and at the
    end of each subsequent round. The game ends if at the end of a round all Truce Cards of
    one or both sides have been played. There are 3 Truce Cards for the British allies or 2
    for the American allies.\""""
    state = act(ending(3, ["ar-08", "am-08"]), CM, "end")
    assert state.outcome is not None and state.phase == "over"
    assert "every American Truce card has been played" in state.outcome.reason
    assert TITLE.view(state, AR).choices == [] and TITLE.view(state, None).active == []
    with pytest.raises(RuleError):
        act(state, AR, "end")
    state = act(ending(4, ["br-08", "cm-08", "na-08"]), CM, "end")
    assert state.outcome is not None
    assert "every British Truce card has been played" in state.outcome.reason


@pytest.mark.parametrize("round", [1, 2])
def test_no_end_before_the_end_of_round_3(round):
    """End of the Game: "evaluated at the end of round 3 and at the end of each subsequent
    round" only."""
    state = act(ending(round, ["ar-08", "am-08", "br-08", "cm-08", "na-08"]), CM, "end")
    assert state.outcome is None and state.round == round + 1


def test_no_end_while_a_side_has_truces_to_play():
    """End of the Game: all Truce Cards "of one or both sides": 2 of 3 British and 1 of 2
    American are not enough."""
    state = act(ending(5, ["br-08", "cm-08", "am-08"]), CM, "end")
    assert state.outcome is None and state.round == 6


def test_the_game_ends_only_at_the_end_of_a_round(monkeypatch):
    """Truce Cards: "When the Truce Cards have been played by all factions of an alliance, at
    the end of the round the game ends": the round's other turns are still played."""
    force_draws(monkeypatch, BR)
    state = build(AM, "cards", round=3, bag=[BR], hands={AM: ["am-08"]}, truces=["ar-08"])
    state = act(state, AM, "play", "am-08")
    state = act(state, AM, "end")
    assert state.outcome is None and state.faction == BR
    state = pass_turn(state)
    assert state.outcome is not None


def test_worked_example_the_americans_win_by_1():
    """End of the Game, Ex: "The Americans control three British Objectives, so have 3
    American Control Markers on the map. The British control two American Objectives, so have
    2 British Control Markers on the map. The Americans win by 1.\""""
    units = {
        "york": {AR: 1},
        "kingston": {AM: 2},
        "montreal": {AR: 1, AM: 1},
        "buffalo": {BR: 1},
        "detroit": {NA: 2, CM: 1},
    }
    state = act(ending(3, ["ar-08", "am-08"], units), CM, "end")
    assert turns.markers(state) == {"british": 2, "american": 3}
    assert state.outcome is not None
    assert state.outcome.winners == [AR, AM]
    assert "win by 1" in state.outcome.reason and "3 to 2" in state.outcome.reason
    assert state.log[-1].startswith("🏁")


def test_control_markers_decide_and_fort_erie_queenston_counts_twice():
    """End of the Game: "The game is won by the side with the most Control Markers on the
    map"; Objectives: Fort Erie & Queenston holds two."""
    units = {"fort-erie-queenston": {AR: 1}, "buffalo": {BR: 1}}
    state = act(ending(3, ["br-08", "cm-08", "na-08"], units), CM, "end")
    assert state.outcome is not None and state.outcome.winners == [AR, AM]
    assert "win by 1 (2 to 1)" in state.outcome.reason
    units = {"york": {AR: 1}, "buffalo": {BR: 1}, "erie": {BR: 1}}
    state = act(ending(3, ["br-08", "cm-08", "na-08"], units), CM, "end")
    assert state.outcome is not None and state.outcome.winners == [BR, CM, NA]


def test_games_can_end_in_a_tie():
    """End of the Game: "Games can end in a tie.\""""
    units = {"york": {AR: 1}, "buffalo": {BR: 1}}
    state = act(ending(3, ["ar-08", "am-08"], units), CM, "end")
    assert state.outcome is not None and state.outcome.winners == []
    assert "a tie, 1 each" in state.outcome.reason
    state = act(ending(3, ["ar-08", "am-08"]), CM, "end")
    assert state.outcome is not None and state.outcome.winners == []


def test_the_round_tracks_last_space_ends_the_game():
    """Place Round Marker / End of the Game: the round track is not printed; scenarios.toml
    gives its length (package docstring: a truce is called at the end of its last round
    whatever the Truce cards say)."""
    rounds = SCENARIOS[INTRO].rounds
    assert rounds == fresh(INTRO).rounds == 10
    state = act(ending(rounds - 1, []), CM, "end")
    assert state.outcome is None and state.round == rounds
    state = act(ending(rounds, [], {"buffalo": {BR: 1}}), CM, "end")
    assert state.outcome is not None
    assert f"the round track ends after round {rounds}" in state.outcome.reason
    assert state.outcome.winners == [BR, CM, NA]
