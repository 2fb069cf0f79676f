"""Moving armies by land and by water (rulebook "2. Play a Movement Card and Up to Two Special
Cards": "Land Movement Cards", "Armies", "Water Movement", "Canoe and Fishing Boat Army Size
Limits", "Out of Bounds Areas"), driven through the protocol as the bot drives it.

Package decision (rules/invasion_1812/__init__.py): an army starts holding every unmoved unit of
its area that the card may carry; the player takes units out (they stay behind) and then
moves it area by area.
"""

from __future__ import annotations

import pytest
from i1812_build import (
    AM,
    AR,
    BR,
    CM,
    NA,
    act,
    area_id,
    args_of,
    build,
    conserved,
    force_dice,
    here,
    options_of,
)

from rules.core import RuleError
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.geography import LAND, MAP, WATER

QUEENSTON = area_id("Queenston")


def playing(card: str, units, faction: str | None = None, **kwargs):
    """The active faction (the card's) has just played ``card`` with these units on the map."""
    faction = faction or CARDS[card].faction
    state = build(faction, "cards", hands={faction: [card]}, units=units, **kwargs)
    return act(state, faction, "play", card)


def army(state, origin: str, units: dict[str, int], route: list[str], *, halt: bool = True):
    """Start an army in ``origin``, keep exactly ``units`` in it, move it along ``route``."""
    role = state.faction
    verb = "army" if ("army", origin) in options_of(state, role) else "embark"
    state = act(state, role, verb, origin)
    for faction, n in list(state.army.units.items()):
        for _ in range(n - units.get(faction, 0)):
            state = act(state, role, "remove", faction)
    for faction, n in units.items():
        for _ in range(n - state.army.units.get(faction, 0)):
            state = act(state, role, "add", faction)
    assert state.army.units == units
    for area in route:
        state = act(state, role, "to", area)
    if halt and state.army is not None:
        state = act(state, role, "halt")
    return state


# --- Armies: the rulebook's Fort Niagara example --------------------------------------------


def test_worked_example_the_fort_niagara_armies():
    """Armies, Ex: "There are 4 American Regulars and 5 American Militia units in Fort Niagara.
    It is the American Regulars' turn and the active player plays the movement card pictured
    above [4 armies, 2 areas each]. They first move 2 Regulars and 2 Militia into Fort George
    for one army move. Then they move 2 Regulars and 2 Militia into Queenston for a second army
    move. 1 Militia unit has not been moved and is left in Fort Niagara. The active player still
    has two army moves left.\""""
    card = CARDS["ar-04"]
    assert (card.name, card.mode, card.armies, card.areas) == ("General Advance", "land", 4, 2)
    state = playing("ar-04", {"fort-niagara": {AR: 4, AM: 5}})
    assert state.armies_left == 4
    # An army starts with every unit there; the player splits it before moving.
    state = act(state, AR, "army", "fort-niagara")
    assert state.army.units == {AR: 4, AM: 5}
    state = act(state, AR, "cancel")
    state = army(state, "fort-niagara", {AR: 2, AM: 2}, ["fort-george"])
    assert state.armies_left == 3
    state = army(state, "fort-niagara", {AR: 2, AM: 2}, [QUEENSTON])
    assert here(state, "fort-george") == {AR: 2, AM: 2}
    assert here(state, QUEENSTON) == {AR: 2, AM: 2}
    assert here(state, "fort-niagara") == {AM: 1}
    assert state.armies_left == 2
    assert "American Regulars move 2 blue, 2 white: Fort Niagara → Fort George." in state.log
    line = "American Regulars move 2 blue, 2 white: Fort Niagara → Fort Erie & Queenston."
    assert line in state.log
    # The white unit left behind cannot move alone: an army needs a blue unit.
    assert args_of(state, AR, "army") == []
    assert conserved(state)


def test_an_army_needs_a_unit_of_the_active_faction():
    """Armies: "In order to move an army, at least 1 unit in the army must belong to the active
    player. The active player can then move all units in the army including other allied
    units.\""""
    state = playing("ar-04", {"buffalo": {AM: 3}, "erie": {AR: 1, AM: 6}})
    assert args_of(state, AR, "army") == ["erie"]
    with pytest.raises(RuleError):
        act(state, AR, "army", "buffalo")
    # Ex: "an army comprised of 1 American Regulars unit and 6 American Militia units".
    state = act(state, AR, "army", "erie")
    assert state.army.units == {AR: 1, AM: 6}
    assert ("remove", AR) not in options_of(state, AR)  # the last blue unit stays in
    assert ("remove", AM) in options_of(state, AR)
    state = act(state, AR, "to", "buffalo")
    state = act(state, AR, "halt")
    assert here(state, "buffalo") == {AM: 9, AR: 1} and "erie" not in state.units


def test_an_army_holds_units_of_its_own_side_only():
    """Armies: "An army can be made up of units from different allied factions" (allied: of
    the same side)."""
    state = playing("cm-02", {"york": {CM: 2, BR: 1, NA: 1}})
    state = act(state, CM, "army", "york")
    assert state.army.units == {CM: 2, BR: 1, NA: 1}


def test_no_army_or_unit_moves_twice_in_a_turn():
    """Armies: "Any army, including any of its units, may not be moved twice in a turn.\""""
    state = playing("ar-04", {"fort-niagara": {AR: 2}, "fort-george": {AR: 1}})
    state = army(state, "fort-niagara", {AR: 2}, ["lewiston"])
    # The units that moved cannot start another army, nor be added to one.
    assert "lewiston" not in args_of(state, AR, "army")
    state = army(state, "fort-george", {AR: 1}, ["fort-niagara"])
    assert args_of(state, AR, "army") == []
    # Two unmoved units beside two that moved: only the unmoved may go.
    state = playing("ar-04", {"fort-niagara": {AR: 2}, "lewiston": {AR: 2}})
    state = army(state, "fort-niagara", {AR: 2}, ["lewiston"])
    state = act(state, AR, "army", "lewiston")
    assert state.army.units == {AR: 2}
    assert ("add", AR) not in options_of(state, AR)
    state = act(state, AR, "to", "batavia")
    state = act(state, AR, "halt")
    assert here(state, "lewiston") == {AR: 2} and here(state, "batavia") == {AR: 2}
    assert args_of(state, AR, "army") == []


def test_armies_cannot_pick_up_or_drop_units_on_the_way():
    """Armies: "Armies cannot drop off or pick up units in the midst of movement.\""""
    state = playing("ar-02", {"pittsburgh": {AR: 2}, "erie": {AR: 1, AM: 2}})
    state = act(state, AR, "army", "pittsburgh")
    state = act(state, AR, "to", "erie")
    verbs = {verb for verb, _ in options_of(state, AR)}
    assert "add" not in verbs and "remove" not in verbs
    state = act(state, AR, "to", "buffalo")
    state = act(state, AR, "halt")
    assert here(state, "erie") == {AR: 1, AM: 2}
    assert here(state, "buffalo") == {AR: 2}


def test_an_army_moves_up_to_the_cards_areas_and_may_stop_early():
    """Land Movement Cards / Armies: "The active player does not need to move the full amount
    of armies indicated on the movement card, nor use all the allowed movement per army.\""""
    state = playing("ar-01", {"pittsburgh": {AR: 2}})  # 2 armies x 2 areas
    state = act(state, AR, "army", "pittsburgh")
    assert state.army.budget == 2
    state = act(state, AR, "to", "erie")
    state = act(state, AR, "to", "buffalo")
    assert state.army is None  # its two areas are used up
    assert here(state, "buffalo") == {AR: 2}
    state = playing("ar-01", {"pittsburgh": {AR: 2}})
    state = army(state, "pittsburgh", {AR: 2}, ["erie"])  # stops after 1 of 2
    assert here(state, "erie") == {AR: 2} and state.armies_left == 1
    state = act(state, AR, "end")
    assert state.faction != AR  # the turn is over: nothing else had to move


def test_an_army_must_stop_when_it_enters_an_enemy_occupied_area(monkeypatch):
    """Armies: "An army must stop if it enters an area occupied by enemy units.\""""
    force_dice(monkeypatch, {BR: "flee", CM: "flee", NA: "flee", AR: "hit", AM: "hit"})
    state = playing("ar-02", {"lewiston": {AR: 3}, "fort-george": {CM: 1}})  # 3 areas
    state = act(state, AR, "army", "lewiston")
    state = act(state, AR, "to", "fort-niagara")
    assert state.army is not None and state.army.budget == 2
    state = act(state, AR, "to", "fort-george")
    assert state.army is None  # stopped, though it had an area left
    assert here(state, "fort-george") == {CM: 1, AR: 3}
    assert state.armies_left == 1
    state = act(state, AR, "end")
    assert args_of(state, AR, "battle") == ["fort-george"]


def test_several_armies_may_end_in_one_area():
    """Armies: "Multiple armies may move to the same area creating one large army.\""""
    state = playing("ar-04", {"fort-niagara": {AR: 2}, "lewiston": {AR: 1, AM: 1}})
    state = army(state, "fort-niagara", {AR: 2}, [QUEENSTON])
    state = army(state, "lewiston", {AR: 1, AM: 1}, [QUEENSTON])
    assert here(state, QUEENSTON) == {AR: 3, AM: 1}
    assert state.armies_left == 2


def test_no_more_armies_than_the_card_shows():
    """Armies: "The number of soldier figures on a movement card represents the number of
    armies that may be moved.\""""
    state = playing("ar-05", {"albany": {AR: 3}})  # 3 armies x 1 area
    for to in ("utica", "whitehall", "utica"):
        state = army(state, "albany", {AR: 1}, [to])
    assert state.armies_left == 0
    state = playing("ar-05", {"albany": {AR: 4}, "utica": {AR: 1}})
    for _ in range(3):
        state = army(state, "albany", {AR: 1}, ["whitehall"])
    assert args_of(state, AR, "army") == []
    with pytest.raises(RuleError):
        act(state, AR, "army", "utica")
    assert options_of(state, AR) == [("end", None)]


def test_land_moves_go_only_to_neighbouring_areas_never_out_of_bounds():
    """Armies: "Armies are moved from area to area, across area boundaries"; Out of Bounds
    Areas: "Movement into the beige boundary territory is forbidden. Islands appearing in large
    bodies of water are not considered areas.\""""
    out = {o.id for o in MAP.out_of_bounds}
    assert out and not out & set(MAP.areas)
    for area in MAP.areas.values():
        assert not out & set(area.neighbours)
    state = playing("ar-02", {"pittsburgh": {AR: 1}})
    state = act(state, AR, "army", "pittsburgh")
    assert sorted(args_of(state, AR, "to")) == sorted(MAP.neighbours("pittsburgh", LAND))
    for bad in ("pennsylvania", "ohio", "buffalo", "pittsburgh"):
        with pytest.raises(RuleError):
            act(state, AR, "to", bad)
    state = act(state, AR, "to", "erie")
    assert sorted(args_of(state, AR, "to")) == sorted(MAP.neighbours("erie", LAND))


def test_a_land_card_does_not_cross_a_large_body_of_water():
    """Water Movement: "To cross a large body of water, a Warship, Fishing Boat or Canoe
    Movement card must be played.\""""
    state = playing("br-01", {"prescott": {BR: 2}})
    state = act(state, BR, "army", "prescott")
    assert sorted(args_of(state, BR, "to")) == ["cryslers-farm", "kingston"]
    with pytest.raises(RuleError):
        act(state, BR, "to", "fort-niagara")


def test_a_minor_river_is_crossed_like_any_border():
    """Land Movement Cards: "A minor river ... can be crossed without a boat in the same manner
    as any map area border" (the greyed-out Niagara: Fort Niagara to Fort George)."""
    state = playing("ar-05", {"fort-niagara": {AR: 1}})
    state = act(state, AR, "army", "fort-niagara")
    assert "fort-george" in args_of(state, AR, "to")


# --- Water Movement --------------------------------------------------------------------------


def test_worked_example_prescott_across_lake_ontario_but_not_to_buffalo():
    """Water Movement, Ex: "A British army in Prescott could move across Lake Ontario to Fort
    Niagara. This army could not move to Buffalo, which borders Lake Erie, because the two
    lakes are separated by a greyed out river.\""""
    state = playing("br-06", {"prescott": {BR: 2, CM: 1}})  # a Warship, 1 army
    assert args_of(state, BR, "embark") == ["prescott"]
    state = act(state, BR, "embark", "prescott")
    destinations = args_of(state, BR, "to")
    assert "fort-niagara" in destinations and "buffalo" not in destinations
    assert set(destinations) == {
        a for a in MAP.areas if a != "prescott" and "lake-ontario" in MAP.groups_of(a, WATER)
    }
    with pytest.raises(RuleError):
        act(state, BR, "to", "buffalo")
    state = act(state, BR, "to", "fort-niagara")
    assert state.army is None  # one crossing and the army is done
    assert here(state, "fort-niagara") == {BR: 2, CM: 1}
    line = "British Regulars move 2 red, 1 yellow by water: Prescott → Fort Niagara."
    assert line in state.log


def test_water_moves_may_land_where_enemy_units_are(monkeypatch):
    """Water Movement: armies "may move from a land area adjoining a large body of water to
    any other land area adjoining the same large body of water, even if it is occupied by the
    enemy.\""""
    force_dice(monkeypatch, {BR: "hit", CM: "hit", NA: "hit", AR: "flee", AM: "flee"})
    state = playing("br-07", {"prescott": {BR: 2}, "kingston": {BR: 1}, "fort-niagara": {AR: 2}})
    state = army(state, "prescott", {BR: 2}, ["fort-niagara"])
    assert here(state, "fort-niagara") == {AR: 2, BR: 2}
    # A Warship's armies need not land together.
    state = army(state, "kingston", {BR: 1}, ["sackets-harbor"])
    assert here(state, "sackets-harbor") == {BR: 1}
    state = act(state, BR, "end")
    assert args_of(state, BR, "battle") == ["fort-niagara"]


def test_a_water_army_needs_a_shore():
    """Water Movement: "from a land area adjoining a large body of water": an inland area has
    no crossing."""
    state = playing("ar-07", {"pittsburgh": {AR: 2}, "erie": {AR: 1}})
    assert args_of(state, AR, "embark") == ["erie"]


def test_fishing_boat_two_armies_of_up_to_3_from_two_areas_to_one_area():
    """Canoe and Fishing Boat Army Size Limits: "Fishing Boats allow two armies, of up to 3
    units each and from two different areas, to move to one single area on the same body of
    water.\""""
    card = CARDS["am-06"]
    assert (card.mode, card.armies, card.max_units) == ("fishing-boat", 2, 3)
    units = {"buffalo": {AM: 4, AR: 1}, "erie": {AM: 1, AR: 3}, "cleveland": {AM: 2}}
    state = playing("am-06", units)
    state = act(state, AM, "embark", "buffalo")
    assert state.army.size == 3  # at most 3 units
    assert ("add", AR) not in options_of(state, AM) and ("add", AM) not in options_of(state, AM)
    state = act(state, AM, "remove", AM)
    state = act(state, AM, "add", AR)
    state = act(state, AM, "to", "amherstburg")
    assert here(state, "amherstburg") == {AM: 2, AR: 1}
    # The second army: from another area, to the same single area.
    assert sorted(args_of(state, AM, "embark")) == ["cleveland", "erie"]
    state = act(state, AM, "embark", "erie")
    assert args_of(state, AM, "to") == ["amherstburg"]
    state = act(state, AM, "to", "amherstburg")
    assert here(state, "amherstburg") == {AM: 3, AR: 3}
    assert here(state, "erie") == {AR: 1}
    # Two armies only.
    assert args_of(state, AM, "embark") == []
    assert conserved(state)


def test_fishing_boat_of_the_american_militia_carries_white_and_blue_with_a_white():
    """Canoe and Fishing Boat Army Size Limits, Ex: "The American Militia Fishing Boat card
    allows two armies to be moved. Each army may contain up to 3 units and be composed of white
    and blue units, one of which must be white.\""""
    state = playing("am-06", {"erie": {AR: 3}, "buffalo": {AM: 1, AR: 3}})
    assert args_of(state, AM, "embark") == ["buffalo"]  # Erie has no white unit
    state = act(state, AM, "embark", "buffalo")
    assert state.army.units == {AM: 1, AR: 2}
    assert ("remove", AM) not in options_of(state, AM)
    assert ("remove", AR) in options_of(state, AM)


def test_fishing_boat_second_army_cannot_sail_from_the_landing_area():
    """Canoe and Fishing Boat Army Size Limits: the armies come "from two different areas, to
    move to one single area": an army already standing in that area does not cross to it."""
    state = playing("am-06", {"buffalo": {AM: 2}, "erie": {AM: 2}})
    state = army(state, "buffalo", {AM: 2}, ["erie"])
    assert args_of(state, AM, "embark") == []
    with pytest.raises(RuleError):
        act(state, AM, "embark", "erie")


def test_fishing_boat_second_army_must_share_the_landing_areas_water():
    """Canoe and Fishing Boat Army Size Limits: "to one single area on the same body of
    water"."""
    units = {"york": {CM: 1}, "kingston": {CM: 1}, "grand-river": {CM: 1}}
    state = playing("cm-06", units)
    state = army(state, "york", {CM: 1}, ["fort-george"])
    assert args_of(state, CM, "embark") == ["kingston"]  # not Grand River, on Lake Erie


def test_canoe_up_to_5_green_units_from_up_to_5_areas_to_one_area():
    """Canoe and Fishing Boat Army Size Limits: "Canoes allow 5 Native American units, from up
    to 5 different areas on the same body of water, to move to one single area on the same
    body of water.\""""
    card = CARDS["na-06"]
    assert (card.mode, card.armies, card.max_units, card.may_carry) == (
        "canoe",
        5,
        5,
        [NA],
    )
    units = {
        "sandwich": {NA: 2, BR: 2},
        "amherstburg": {NA: 2},
        "long-point": {NA: 3},
        "grand-river": {NA: 1},
    }
    state = playing("na-06", units)
    state = act(state, NA, "embark", "sandwich")
    assert state.army.units == {NA: 2}  # green units only
    state = act(state, NA, "to", "erie")
    state = army(state, "amherstburg", {NA: 2}, ["erie"])
    # One unit of the five left: the third army holds one.
    state = act(state, NA, "embark", "long-point")
    assert state.army.units == {NA: 1}
    assert ("add", NA) not in options_of(state, NA)
    state = act(state, NA, "to", "erie")
    assert here(state, "erie") == {NA: 5}
    assert args_of(state, NA, "embark") == []  # five units moved
    assert here(state, "long-point") == {NA: 2} and here(state, "sandwich") == {BR: 2}


def test_canoe_units_come_from_different_areas():
    """Canoe and Fishing Boat Army Size Limits: "from up to 5 different areas"."""
    state = playing("na-06", {"sandwich": {NA: 4}, "amherstburg": {NA: 1}})
    state = army(state, "sandwich", {NA: 2}, ["erie"])
    assert args_of(state, NA, "embark") == ["amherstburg"]


def test_a_range_bonus_waits_for_an_army_that_actually_moves():
    """Forced March (AR-12, data/cards.toml): "The next army you move this turn may move 2 more
    areas": an army started and then not moved ("Don't move this army") has not moved."""
    units = {"albany": {AR: 1}, "buffalo": {AR: 1}}
    state = build(AR, "cards", hands={AR: ["ar-12", "ar-05"]}, units=units)
    state = act(state, AR, "play", "ar-12")
    state = act(state, AR, "play", "ar-05")  # 3 armies x 1 area
    state = act(state, AR, "army", "buffalo")
    assert state.army.budget == 1 + 2
    state = act(state, AR, "cancel")
    assert state.army_bonus == ["forced-march"] and state.armies_left == 3
    state = army(state, "albany", {AR: 1}, ["utica", "rome", "canandaigua"])
    assert here(state, "canandaigua") == {AR: 1} and state.army_bonus == []
    state = act(state, AR, "army", "buffalo")
    assert state.army.budget == 1
