"""The 1812 map and scenarios (data/map.toml, data/scenarios.toml) against the rulebook's "Map
Setup", "Scenarios", "1. Place Enlistments", "Water Movement", "Objectives" and its movement
examples, and the loader's checks of the data."""

from __future__ import annotations

import copy
import re
import shutil
import tomllib
from collections import Counter, deque

import pytest

from rules.core import RuleError
from rules.core.data import RULES_DIR, load_toml
from rules.core.maps import Group, MapDataError, normalize
from rules.invasion_1812 import factions
from rules.invasion_1812.geography import (
    LAND,
    MAP,
    SCENARIOS,
    WATER,
    Area,
    load_map,
    load_scenarios,
)

SOURCE = re.compile(r"^(rulebook|reconstructed): \S")


def raw_map() -> dict:
    return copy.deepcopy(load_toml("invasion_1812", "map.toml"))


def raw_scenarios() -> dict:
    return copy.deepcopy(load_toml("invasion_1812", "scenarios.toml"))


def area_entry(data: dict, area_id: str) -> dict:
    return next(entry for entry in data["area"] if entry["id"] == area_id)


def objective_areas(side: str) -> list[str]:
    """The starred areas in ``side``'s homeland (the ones the other side tries to take)."""
    return [a.id for a in MAP.areas.values() if a.homeland == side and a.objectives > 0]


# --- the map's shape -------------------------------------------------------------------------


def test_the_map_runs_from_detroit_to_montreal():
    # Map Setup: the red and blue areas; reconstructed at about 50 areas.
    assert 40 <= len(MAP.areas) <= 60
    for area in MAP.areas.values():
        assert 40.0 <= area.lat <= 46.5 and -85.0 <= area.lon <= -72.5, area.id
    west = min(MAP.areas.values(), key=lambda a: a.lon)
    assert west.lon <= MAP.areas["detroit"].lon + 1.0
    assert MAP.areas["montreal"].lat == max(a.lat for a in MAP.areas.values())


def test_adjacency_is_symmetric():
    # 2. Play a Movement Card: "Armies are moved from area to area, across area boundaries";
    # a boundary can be crossed either way.
    for area in MAP.areas.values():
        for other in area.neighbours:
            assert area.id in MAP.neighbours(other, LAND), f"{area.id} -> {other} is one-way"


def test_no_area_neighbours_itself_or_lists_one_twice():
    for area in MAP.areas.values():
        assert area.id not in area.neighbours
        assert len(set(area.neighbours)) == len(area.neighbours), area.id


def test_every_area_has_a_land_neighbour():
    # 3. Battles, Command Decision: a unit leaves a battle for an adjacent Friendly Area.
    for area in MAP.areas.values():
        assert area.neighbours, area.id


def test_every_area_is_reachable_by_land_and_water_from_every_other():
    # 2. Play a Movement Card and Water Movement: land moves to neighbours, water moves to any
    # area on the same Large Body of Water.
    start = next(iter(MAP.areas))
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in MAP.neighbours(here, (LAND, WATER)):
            if there not in seen:
                seen.add(there)
                queue.append(there)
    assert seen == set(MAP.areas)
    assert set(MAP.reachable(start, len(MAP.areas), (LAND, WATER))) == set(MAP.areas) - {start}


def test_water_joins_every_two_areas_on_the_same_water_at_one_step():
    # Water Movement: a water move goes from any area on a Large Body of Water to any other.
    for water in MAP.waters:
        shore = MAP.members(water)
        for a in shore:
            for b in shore:
                if a != b:
                    assert b in MAP.neighbours(a, WATER) and MAP.cost(a, b, WATER) == 1
    assert MAP.cost("prescott", "buffalo", WATER) is None


def test_land_alone_joins_both_homelands():
    # Land Movement Cards alone can carry an invasion across the border (the Niagara, the St.
    # Clair, the Lacolle and Chateauguay roads).
    start = "montreal"
    seen = {start}
    queue = deque([start])
    while queue:
        for there in MAP.neighbours(queue.popleft(), LAND):
            if there not in seen:
                seen.add(there)
                queue.append(there)
    assert seen == set(MAP.areas)


@pytest.mark.parametrize(
    "text",
    [
        "Montreal",
        "York",
        "Six Nations",
        "Prescott",
        "Fort George",
        "Queenston",
        "Fort Erie & Queenston",
        "Fort Niagara",
        "Buffalo",
        "Albany",
        "Pittsburgh",
        "Rome",
        "Detroit",
    ],
)
def test_every_place_the_rulebook_names_is_on_the_map(text):
    # 1. Place Enlistments, Water Movement, Objectives and the Fort Niagara movement example.
    area = MAP.find(text)
    assert isinstance(area, Area)
    assert text.lower() in [area.name.lower(), *(a.lower() for a in area.aliases)]


def test_lake_huron_is_a_body_of_water_not_an_area():
    # Water Movement: lakes shown in aqua are Large Bodies of Water.
    lake = MAP.lookup("Lake Huron")
    assert isinstance(lake, Group) and lake.id == "lake-huron" and lake.kind == WATER
    assert "lake-huron" in MAP.waters and "lake-huron" not in MAP.areas
    with pytest.raises(RuleError, match="Lake Huron is a body of water"):
        MAP.find("Lake Huron")


@pytest.mark.parametrize(
    "text",
    [
        "fort erie and queenston",
        "FORT  ERIE &   QUEENSTON",
        "fort-erie-queenston",
        "Fort Erie",
        "  queenston ",
    ],
)
def test_find_ignores_case_punctuation_and_spaces(text):
    assert MAP.find(text).id == "fort-erie-queenston"


def test_find_folds_accents_and_apostrophes():
    assert MAP.find("Châteauguay").id == "chateauguay"
    assert MAP.find("Cryslers Farm").id == "cryslers-farm"
    assert MAP.find("Sackett's Harbor").id == "sackets-harbor"


def test_find_refuses_an_unknown_name_and_suggests_the_closest():
    with pytest.raises(RuleError) as caught:
        MAP.find("Fort Nigara")
    assert "Fort Nigara" in caught.value.message
    assert "Fort Niagara" in caught.value.message
    with pytest.raises(RuleError, match="Atlantis"):
        MAP.find("Atlantis")


def test_names_and_aliases_are_unique():
    owners: dict[str, set[str]] = {}
    for thing in [*MAP.areas.values(), *MAP.waters.values()]:
        for text in (thing.id, thing.name, *thing.aliases):
            owners.setdefault(normalize(text), set()).add(thing.id)
    shared = {name: ids for name, ids in owners.items() if len(ids) > 1}
    assert not shared


# --- water -----------------------------------------------------------------------------------


def test_each_body_of_water_borders_at_least_two_areas():
    # Water Movement: a water move goes from one adjoining land area to another.
    for water in MAP.waters:
        assert len(MAP.members(water)) >= 2, water


def test_lake_ontario_and_lake_erie_are_separate():
    # Water Movement example: "A British army in Prescott could move across Lake Ontario to
    # Fort Niagara. This army could not move to Buffalo, which borders Lake Erie, because the
    # two lakes are separated by a greyed out river."
    assert MAP.lookup("Lake Ontario").id != MAP.lookup("Lake Erie").id
    assert MAP.shared("prescott", "fort-niagara", WATER) == ["lake-ontario"]
    assert "lake-erie" in MAP.groups_of("buffalo", WATER)
    assert "lake-ontario" not in MAP.groups_of("buffalo", WATER)
    assert MAP.shared("prescott", "buffalo", WATER) == []
    assert "buffalo" not in MAP.neighbours("prescott", WATER)
    assert "fort-niagara" in MAP.neighbours("prescott", WATER)
    assert not set(MAP.members("lake-ontario")) & {"buffalo", "black-rock", "fort-erie-queenston"}


def test_the_niagara_is_greyed_out_so_its_banks_are_land_neighbours():
    # Water Movement: "A large body of water ends where rivers are 'greyed out'"; the map
    # crosses the Niagara like a minor river ("A minor river ... can be crossed without a boat").
    assert "fort-george" in MAP.neighbours("fort-niagara", LAND)
    assert "fort-erie-queenston" in MAP.neighbours("buffalo", LAND)
    assert "fort-erie-queenston" in MAP.neighbours("lewiston", LAND)
    assert all("niagara" not in water for water in MAP.waters)


def test_fort_niagara_reaches_fort_george_and_queenston_in_one_area_move():
    # 2. Play a Movement Card example: from Fort Niagara, "2 Regulars and 2 Militia into Fort
    # George for one army move. Then ... 2 Regulars and 2 Militia into Queenston".
    assert MAP.find("Fort George").id in MAP.neighbours("fort-niagara", LAND)
    assert MAP.find("Queenston").id in MAP.neighbours("fort-niagara", LAND)
    assert MAP.find("Queenston").id == "fort-erie-queenston"


# --- homelands, objectives and muster areas ---------------------------------------------------


def test_homelands():
    # Map Setup: blue American, red British homeland areas; Objectives example: the British
    # take Buffalo, an American Objective.
    for area_id in ("montreal", "york", "six-nations", "prescott", "fort-george", "kingston"):
        assert MAP.areas[area_id].homeland == "british"
    for area_id in ("buffalo", "fort-niagara", "albany", "pittsburgh", "rome", "detroit"):
        assert MAP.areas[area_id].homeland == "american"
    assert "buffalo" in objective_areas("american")
    assert {h for h in (a.homeland for a in MAP.areas.values())} == {"british", "american"}


def test_fort_erie_and_queenston_has_two_objectives_and_no_other_area_does():
    # Objectives: "The Fort Erie and Queenston area has two Objectives in it."
    assert MAP.find("Fort Erie & Queenston").objectives == 2
    assert [a.id for a in MAP.areas.values() if a.objectives == 2] == ["fort-erie-queenston"]


def test_objective_stars_fit_the_control_markers():
    # Components: 20 Control Markers; Objectives: a marker per controlled enemy Objective.
    british = sum(MAP.areas[a].objectives for a in objective_areas("british"))
    american = sum(MAP.areas[a].objectives for a in objective_areas("american"))
    assert 1 <= british <= 10 and 1 <= american <= 10
    assert british + american <= 20
    assert abs(british - american) <= 2
    assert british + american == sum(a.objectives for a in MAP.areas.values())


@pytest.mark.parametrize(
    ("faction", "printed"),
    [
        ("british-regulars", {"montreal": 3}),
        ("canadian-militia", {"montreal": 1, "york": 1}),
        ("native-americans", {"six-nations": 1}),
        ("american-regulars", {"pittsburgh": 2, "albany": 3}),
        ("american-militia", {"pittsburgh": 2, "albany": 1}),
    ],
)
def test_muster_areas_are_the_rulebooks(faction, printed):
    # 1. Place Enlistments: "British Regulars - Montreal (3 red); Canadian Militia - Montreal (1
    # yellow), York (1 yellow); Native American - Six Nations (1 green); American Regulars -
    # Pittsburgh (2 blue), Albany (3 blue); American Militia - Pittsburgh (2 white), Albany (1
    # white)", in that order.
    assert list(MAP.enlistments(faction).items()) == list(printed.items())
    for area_id in MAP.enlistments(faction):
        assert MAP.areas[area_id].homeland == factions.side_of(faction)


def test_rome_is_the_alternate_american_regulars_muster():
    # Publication Ban: "this turn Rome is your Muster Area instead of Albany".
    assert MAP.find("Rome").homeland == "american"
    assert "rome" not in MAP.enlistments("american-regulars")
    assert MAP.enlistments("american-regulars", alternate=True) == {"pittsburgh": 2, "rome": 3}
    assert [(m.faction, m.area, m.instead_of) for m in MAP.muster if m.instead_of] == [
        ("american-regulars", "rome", "albany")
    ]
    assert MAP.enlistments("american-militia", alternate=True) == {"pittsburgh": 2, "albany": 1}


def test_out_of_bounds_land_is_not_an_area():
    # Out of Bounds Areas: "Movement into the beige boundary territory is forbidden."
    assert len(MAP.out_of_bounds) >= 3
    for beige in MAP.out_of_bounds:
        assert beige.id not in MAP.areas
        with pytest.raises(RuleError):
            MAP.find(beige.name)


def test_every_entry_says_where_it_came_from():
    # README.md: every data entry says where it came from.
    things = [*MAP.areas.values(), *MAP.waters.values(), *MAP.out_of_bounds, *SCENARIOS.values()]
    for thing in things:
        assert SOURCE.match(thing.source), thing.id
    for muster in MAP.muster:
        assert SOURCE.match(muster.source), muster
    assert SOURCE.match(raw_scenarios()["map_squares"]["source"])


# --- scenarios -------------------------------------------------------------------------------


def placed(table: dict[str, dict[str, int]]) -> Counter:
    count: Counter = Counter()
    for by_faction in table.values():
        count.update(by_faction)
    return count


def test_the_three_scenarios():
    # Scenarios: "an 1812 Introductory Scenario, the 1812 Full Campaign Scenario, and an 1813
    # Campaign Scenario."
    assert set(SCENARIOS) == {"1812-introductory", "1812-full-campaign", "1813-campaign"}


@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_starting_units_fit_the_force_pools(scenario_id):
    # Components (the units in the box) and Unit Force Pools.
    scenario = SCENARIOS[scenario_id]
    count = placed(scenario.units) + placed(scenario.extra_fixed)
    count.update(scenario.extra_choice)
    for faction in factions.FACTIONS:
        assert 0 < count[faction] <= factions.POOLS[faction], faction
    assert scenario.totals() == {f: count[f] for f in factions.FACTIONS}
    for table in (scenario.units, scenario.extra_fixed):
        for area_id, by_faction in table.items():
            assert area_id in MAP.areas
            assert all(n > 0 for n in by_faction.values()), area_id


@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_decks_hold_the_truce_and_movement_cards(scenario_id):
    # 2. Play a Movement Card: twelve cards, eight Movement and four Special; Truce Cards:
    # "Each faction has one Truce Card", a Movement card (08).
    scenario = SCENARIOS[scenario_id]
    assert set(scenario.decks) == set(factions.FACTIONS)
    for faction, deck in scenario.decks.items():
        assert len(set(deck)) == len(deck) and all(1 <= n <= 12 for n in deck), faction
        assert 8 in deck, faction
        assert any(1 <= n <= 7 for n in deck), faction
        assert sum(1 for n in deck if n <= 8) >= 4, faction


def test_full_decks_in_the_campaigns_and_cut_decks_in_the_introductory():
    for scenario_id in ("1812-full-campaign", "1813-campaign"):
        for deck in SCENARIOS[scenario_id].decks.values():
            assert sorted(deck) == list(range(1, 13))
    for deck in SCENARIOS["1812-introductory"].decks.values():
        assert len(deck) == 6


def test_both_1812_scenarios_start_from_the_map_squares():
    # Starting Units For The 1812 Scenarios: the coloured squares serve both 1812 scenarios.
    intro, full = SCENARIOS["1812-introductory"], SCENARIOS["1812-full-campaign"]
    assert intro.units == full.units
    assert intro.units == raw_scenarios()["map_squares"]["units"]
    for area_id, by_faction in full.units.items():
        for faction in by_faction:
            assert MAP.areas[area_id].homeland == factions.side_of(faction), (area_id, faction)


def test_the_full_campaign_places_extra_units_by_choice_and_the_americans_move_first():
    # Place Additional Units; The Draw Bag: "If playing the Full 1812 Campaign, draw the blue
    # American Regulars Turn Order Marker and place it on the 1st Turn space."
    full = SCENARIOS["1812-full-campaign"]
    assert full.first_turn == "american-regulars"
    assert full.extra_choice == {
        "british-regulars": 4,
        "canadian-militia": 4,
        "native-americans": 4,
        "american-regulars": 6,
        "american-militia": 6,
    }
    assert full.extra_fixed == {}
    assert SCENARIOS["1812-introductory"].first_turn is None
    assert SCENARIOS["1813-campaign"].first_turn is None


def test_the_introductory_places_its_extra_units_for_the_players():
    # Place Additional Units: the Introductory's are fixed, as many as the Full Campaign's.
    intro = SCENARIOS["1812-introductory"]
    assert intro.extra_choice == {}
    assert dict(placed(intro.extra_fixed)) == SCENARIOS["1812-full-campaign"].extra_choice
    for area_id, by_faction in intro.extra_fixed.items():
        for faction in by_faction:
            assert MAP.areas[area_id].homeland == factions.side_of(faction), (area_id, faction)


def test_the_1813_campaign_starts_after_detroit_fell():
    units = SCENARIOS["1813-campaign"].units
    british = set(factions.factions_of("british"))
    american = set(factions.factions_of("american"))
    assert set(units["detroit"]) <= british and units["detroit"]
    for area_id in ("sackets-harbor", "fort-niagara", "fort-meigs"):
        assert set(units[area_id]) <= american and units[area_id], area_id
    assert units != SCENARIOS["1812-full-campaign"].units


@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_the_round_track_outlasts_every_deck(scenario_id):
    # End of the Game: checked from round 3; one Movement card a turn, 8 in a deck, so every
    # Truce is played by round 8 and the track's last space is only a cap.
    scenario = SCENARIOS[scenario_id]
    assert scenario.rounds >= factions.FIRST_END_CHECK_ROUND
    assert scenario.rounds >= max(sum(1 for n in d if n <= 8) for d in scenario.decks.values())


# --- the loader's checks ---------------------------------------------------------------------


def test_the_loader_reads_the_shipped_data():
    assert load_map() == MAP
    assert load_scenarios() == SCENARIOS


def test_a_one_way_neighbour_is_refused():
    data = raw_map()
    area_entry(data, "york")["neighbours"].append("kingston")
    with pytest.raises(ValueError, match=r"'york'.*'kingston'"):
        load_map(data)


def test_an_unknown_neighbour_water_or_muster_is_refused():
    data = raw_map()
    area_entry(data, "york")["neighbours"].append("atlantis")
    with pytest.raises(ValueError, match=r"york.*atlantis"):
        load_map(data)
    data = raw_map()
    area_entry(data, "buffalo")["waters"].append("lake-superior")
    with pytest.raises(ValueError, match=r"buffalo.*lake-superior"):
        load_map(data)
    data = raw_map()
    data["muster"].append(
        {"faction": "british-regulars", "area": "buffalo", "units": 1, "source": "rulebook: x"}
    )
    with pytest.raises(ValueError, match=r"buffalo.*british-regulars"):
        load_map(data)
    data = raw_map()
    data["muster"].append(
        {"faction": "american-militia", "area": "atlantis", "units": 1, "source": "rulebook: x"}
    )
    with pytest.raises(ValueError, match="atlantis"):
        load_map(data)


def test_a_wrong_muster_is_refused():
    # An alternate Muster Area stands in for one of its faction's own, and gives no units.
    data = raw_map()
    rome = next(m for m in data["muster"] if m.get("instead_of"))
    rome["instead_of"] = "pittsburgh"
    rome["faction"] = "american-militia"
    load_map(data)  # the militia's Pittsburgh: accepted
    rome["instead_of"] = "utica"
    with pytest.raises(MapDataError, match=r"rome.*utica"):
        load_map(data)
    data = raw_map()
    next(m for m in data["muster"] if m.get("instead_of"))["units"] = 3
    with pytest.raises(MapDataError, match="rome"):
        load_map(data)
    data = raw_map()
    data["muster"] = [m for m in data["muster"] if m["faction"] != "native-americans"]
    with pytest.raises(MapDataError, match="native-americans"):
        load_map(data)


def test_a_self_neighbour_is_refused():
    data = raw_map()
    area_entry(data, "york")["neighbours"].append("york")
    with pytest.raises(ValueError, match=r"york.*itself"):
        load_map(data)


def test_a_shared_name_is_refused():
    data = raw_map()
    area_entry(data, "york")["aliases"].append("Kingston")
    with pytest.raises(ValueError, match="kingston"):
        load_map(data)


def test_a_scenario_in_an_unknown_area_or_over_the_pool_is_refused():
    data = raw_scenarios()
    data["scenario"][2]["units"]["atlantis"] = {"american-militia": 1}
    with pytest.raises(ValueError, match=r"1813-campaign.*atlantis"):
        load_scenarios(data, MAP)
    data = raw_scenarios()
    data["map_squares"]["units"]["montreal"]["british-regulars"] = 30
    with pytest.raises(ValueError, match=r"1812-introductory.*british-regulars"):
        load_scenarios(data, MAP)
    data = raw_scenarios()
    data["scenario"][0]["decks"]["native-americans"] = [1, 2, 3, 4, 9]
    with pytest.raises(ValueError, match=r"native-americans.*Truce"):
        load_scenarios(data, MAP)


def test_game_data_dir_overrides_the_map(tmp_path, monkeypatch):
    # README.md, GAME_DATA_DIR: an owner's corrected copy is read instead, and checked.
    folder = tmp_path / "invasion_1812"
    folder.mkdir()
    text = (RULES_DIR / "invasion_1812" / "data" / "map.toml").read_text(encoding="utf-8")
    broken = text.replace('neighbours = ["york", "kingston"]', 'neighbours = ["york"]', 1)
    assert broken != text
    (folder / "map.toml").write_text(broken, encoding="utf-8")
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    with pytest.raises(ValueError, match=r"kingston.*bay-of-quinte"):
        load_map()
    shipped = RULES_DIR / "invasion_1812" / "data" / "map.toml"
    shutil.copy(shipped, folder / "map.toml")
    with shipped.open("rb") as fh:
        assert load_map() == load_map(tomllib.load(fh))
