"""Crisis 2020's printed components as data: the map (data/map.toml), the counter mix
(data/units.toml), the Combat Results Tables (data/tables.toml), the Crisis Card Chart
(data/chart.toml) and the scenarios (data/scenarios.toml), read by rules/crisis_2020/data.py and
rules/core/tables/.

The rulebook prints none of them. These tests hold the reconstruction to what the rules and
their examples fix: "2.0 Equipment Used", the Data Conflict Example of "6.2", the Regular
Movement Example of "7.0", "7.2", "8.13"-"8.15" and the Armed Conflict Example, "10.0" (a Total
Victory needs 31 points), "11.2" (set-up), "12.2" and the Overseas Movement Examples of
"12.32"; and to the designer's intent for the tables ("13.0").
"""

from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from rules.core.data import load_toml
from rules.core.maps import MapDataError
from rules.core.tables import Table, load_tables
from rules.crisis_2020.cards import load_cards
from rules.crisis_2020.data import (
    LAND,
    TRANSPORT,
    TYPES,
    CrisisMap,
    load_chart,
    load_map,
    load_scenarios,
    load_units,
)

MAP = load_map()
UNITS = load_units()
CHART = load_chart()
SCENARIOS = load_scenarios()
TABLES = load_tables("crisis_2020", "tables.toml")
DOMESTIC = TABLES["crisis-2020/domestic-data"]
FOREIGN = TABLES["crisis-2020/foreign-data"]
ARMED = TABLES["crisis-2020/armed"]
ARMED_LTL = TABLES["crisis-2020/armed-ltl"]

USA = MAP.usa()
OVERSEAS = [r.id for r in MAP.places.values() if r.country == "overseas"]
ROLLS = range(2, 13)
WAYS = {roll: 6 - abs(7 - roll) for roll in ROLLS}  # ways to roll each total on 2d6, of 36
SOURCE = re.compile(r"^(rulebook [0-9.]+|reconstructed: \S)")
IMAGE = (1200, 800)  # the board image the x and y of a Region place its label on


def raw(filename: str) -> dict:
    return copy.deepcopy(load_toml("crisis_2020", filename))


def entry(data: dict, table: str, entry_id: str) -> dict:
    return next(e for e in data[table] if e["id"] == entry_id)


def land_distance(start: str, goal: str) -> int | None:
    """The fewest land borders from ``start`` to ``goal`` (7.2), through USA Regions only."""
    foreign = [r for r in MAP.places if r not in USA]
    return MAP.reachable(start, 99, LAND, blocked=foreign).get(goal)


# --- the map: its shape ----------------------------------------------------------------------


def test_fourteen_usa_regions_with_those_the_rules_name():
    # 2.0; Crisis 2000, its ancestor, had 14 USA Regions.
    assert len(USA) == 14
    named = [
        "Greater New York",
        "Capitol District",
        "Southeast",
        "Sunbelt",
        "Midwest",
        "Rustbelt",
        "Northern California",
        "Southern California",
        "SeaTac",
    ]
    for name in named:
        assert MAP.find(name).country == "usa", name
    assert MAP.find("Eastern Canada").country == "canada"  # 7.2


def test_foreign_regions_name_their_power():
    # 2.0: Regions in southern Canada and northern Mexico, and three Overseas Regions (12.1).
    assert sorted(MAP.powers) == ["canada", "mexico", "nato", "pacific-rim", "southern-command"]
    assert MAP.find("NATO").power == "nato"
    assert MAP.find("Southern Command").power == "southern-command"
    assert MAP.find("Pacific Rim").power == "pacific-rim"
    assert sorted(OVERSEAS) == ["nato", "pacific-rim", "southern-command"]
    for region in MAP.places.values():
        if region.country in ("canada", "mexico"):
            assert region.power == region.country, region.id
    assert len(MAP.of_power("canada")) >= 2
    assert len(MAP.of_power("mexico")) >= 1


def test_the_examples_fix_two_regions_type_and_value():
    # 6.2: Mass Rally at its Metroplex value; the Riot draws "Southern California's Political
    # Value of '2'". 8.15: Developed card values in the Midwest; Collateral Damage of 2 cards.
    socal = MAP.find("Southern California")
    assert (socal.type, socal.value) == ("metroplex", 2)
    midwest = MAP.find("Midwest")
    assert (midwest.type, midwest.value) == ("developed", 2)


def test_a_total_victory_is_possible():
    # 10.0: Total Victory needs a difference of 31 or more.
    total = sum(MAP.place(r).value for r in USA)
    assert total >= 31
    assert all(MAP.place(r).value >= 1 for r in MAP.places)


def test_every_region_has_a_type_and_a_source():
    for region in MAP.places.values():
        assert region.type in ("metroplex", "developed", "wilderness")
        assert SOURCE.match(region.source), region.id
    # Every type occurs in the USA, so every Conflict Support value column is used.
    assert {MAP.place(r).type for r in USA} == {"metroplex", "developed", "wilderness"}


def test_every_label_lies_inside_the_board_image():
    width, height = IMAGE
    for region in MAP.places.values():
        assert 90 <= region.x <= width - 90, region.id
        assert 60 <= region.y <= height - 60, region.id
    # And no two labels sit on top of each other.
    spots = [(r.id, r.x, r.y) for r in MAP.places.values()]
    for i, (a, ax, ay) in enumerate(spots):
        for b, bx, by in spots[i + 1 :]:
            assert abs(ax - bx) >= 100 or abs(ay - by) >= 40, (a, b)


# --- the map: borders and lines --------------------------------------------------------------


def test_a_one_sided_border_is_refused_naming_the_region():
    data = raw("map.toml")
    entry(data, "region", "sunbelt")["neighbours"].remove("southeast")
    with pytest.raises(MapDataError, match=r"southeast.*sunbelt"):
        load_map(data)


def test_a_one_sided_transportation_line_is_refused_naming_the_region():
    data = raw("map.toml")
    entry(data, "region", "nato")["links"]["transport"].remove("greater-new-york")
    with pytest.raises(MapDataError, match=r"greater-new-york.*nato"):
        load_map(data)


def test_a_border_to_an_unknown_region_is_refused():
    data = raw("map.toml")
    entry(data, "region", "midwest")["neighbours"].append("atlantis")
    with pytest.raises(MapDataError, match=r"midwest.*atlantis"):
        load_map(data)


def test_a_usa_region_naming_a_power_is_refused():
    data = raw("map.toml")
    entry(data, "region", "texas")["power"] = "mexico"
    with pytest.raises(MapDataError, match="texas"):
        load_map(data)


def test_the_usa_is_one_land_mass():
    # 7.31: units move from Region to connected Region; every USA Region can be reached by land.
    for start in USA:
        found = MAP.reachable(start, 99, LAND, blocked=[r for r in MAP.places if r not in USA])
        assert sorted(found) == sorted(r for r in USA if r != start), start


def test_the_regular_movement_example_distances():
    # 7.0: from the Sunbelt, a High-Tech unit moves one Region to the Southeast, another uses
    # its full Movement Rating of 2 to reach the Capitol District; the Stryker and Cybernaut
    # use their full 3 to reach Greater New York.
    assert MAP.cost("sunbelt", "southeast", LAND) == 1
    assert land_distance("sunbelt", "southeast") == 1
    assert land_distance("sunbelt", "capitol-district") == 2
    assert land_distance("sunbelt", "greater-new-york") == 3
    # The same on the whole map (7.34 keeps basic-game units in the USA anyway).
    anywhere = MAP.reachable("sunbelt", 3, LAND)
    assert anywhere["capitol-district"] == 2 and anywhere["greater-new-york"] == 3


def test_eastern_canada_borders_the_rustbelt():
    # 7.2: "Note that Eastern Canada is connected to the USA Rustbelt Region."
    assert MAP.cost("eastern-canada", "rustbelt", LAND) == 1
    assert "eastern-canada" in MAP.neighbours("rustbelt", LAND)


def test_canada_and_mexico_border_the_usa_by_land():
    # 2.0: "Regions in southern Canada and northern Mexico that border the United States".
    for region in MAP.places.values():
        if region.country in ("canada", "mexico"):
            assert set(MAP.neighbours(region.id, LAND)) & set(USA), region.id
            assert not MAP.neighbours(region.id, TRANSPORT), region.id


def test_overseas_regions_are_reached_only_by_transportation_lines():
    # 12.32: "Moving to and from an Overseas Region ... can only be done along its dashed
    # Transportation Line connections"; "It costs two".
    for region in OVERSEAS:
        assert MAP.neighbours(region, LAND) == [], region
        assert MAP.neighbours(region, TRANSPORT), region
        for there in MAP.neighbours(region, TRANSPORT):
            assert MAP.cost(region, there) == 2
    # Every line has an Overseas end.
    for region in MAP.places:
        for there in MAP.neighbours(region, TRANSPORT):
            assert region in OVERSEAS or there in OVERSEAS, (region, there)


def test_the_overseas_lines_the_examples_draw():
    # 12.32: Pacific Rim's lines reach Northern and Southern California and SeaTac;
    # a Cybernaut in Greater New York enters NATO.
    assert sorted(MAP.neighbours("pacific-rim", TRANSPORT)) == [
        "northern-california",
        "seatac",
        "southern-california",
    ]
    assert "greater-new-york" in MAP.neighbours("nato", TRANSPORT)
    assert MAP.neighbours("southern-command", TRANSPORT)


def test_the_overseas_movement_examples():
    # 12.32: the Cybernaut (3) enters NATO from Greater New York and can go no further.
    assert MAP.reachable("greater-new-york", 3)["nato"] == 2
    assert MAP.reachable("nato", 1) == {}
    # An Insurgent (1) can never cross a dashed line.
    assert not set(MAP.reachable("greater-new-york", 1)) & set(OVERSEAS)
    # A High-Tech unit (2) in the Pacific Rim reaches the three West Coast Regions, no further.
    assert sorted(MAP.reachable("pacific-rim", 2)) == [
        "northern-california",
        "seatac",
        "southern-california",
    ]
    # A Rapid Deployment unit (3) may go on to any Region adjacent to them.
    coasts = ("northern-california", "southern-california", "seatac")
    beyond = MAP.reachable("pacific-rim", 3)
    for coast in coasts:
        for there in MAP.neighbours(coast, LAND):
            assert beyond[there] == (2 if there in coasts else 3), there


# --- the counter mix -------------------------------------------------------------------------


def usa_of(kind: str) -> list:
    return [u for u in UNITS.values() if u.power == "usa" and u.type == kind]


def test_every_unit_type_is_in_the_usa_mix():
    counts = Counter(u.type for u in UNITS.values() if u.power == "usa")
    assert set(counts) == set(TYPES)
    assert counts["infrastructure"] >= 16 >= len(USA)
    assert 8 <= counts["national-guard"] <= len(USA)
    assert counts["insurgent"] >= 12
    assert counts["cybernaut"] >= 3


def test_every_unit_has_a_name_and_a_source():
    names = Counter(u.name for u in UNITS.values())
    assert [n for n, k in names.items() if k > 1] == []
    for unit in UNITS.values():
        assert SOURCE.match(unit.source), unit.id


def test_a_unit_id_used_twice_is_refused():
    data = raw("units.toml")
    data["unit"].append(dict(data["unit"][0]))
    with pytest.raises(ValueError, match=r"infrastructure-1.*twice"):
        load_units(data)


def test_the_insurgents_and_cybernauts_of_the_examples():
    # 6.2: the Insurgent's Data Rating of '2'; 8.15: two Insurgents make 4 Arms;
    # 12.32: "An Insurgent unit, with only one Movement Rating".
    for unit in usa_of("insurgent"):
        assert (unit.data, unit.arms, unit.movement) == (2, 2, 1), unit.id
    # 6.2: the defected Cybernaut attacks on the '3' column; 7.0: it moves 3; 2.0, 8.12:
    # Clandestine.
    for unit in usa_of("cybernaut"):
        assert (unit.data, unit.movement) == (3, 3), unit.id
        assert unit.arms in (0, 1)
        assert unit.traits.clandestine


def test_movement_ratings_by_type():
    # 7.0: Infrastructure 0, High-Tech 2, Stryker 3; 12.32: Rapid Deployment moves on after
    # spending 2 on a Transportation Line.
    for unit in UNITS.values():
        if unit.type == "infrastructure":
            assert unit.movement == 0, unit.id
        elif unit.type == "high-tech":
            assert unit.movement == 2, unit.id
        elif unit.type in ("stryker", "rapid-deployment"):
            assert unit.movement >= 3, unit.id
        else:
            assert unit.movement >= 1, unit.id


def test_the_data_conflict_example_units():
    # 6.2: SEALS (Special Operations) and DHS 4 (Strike Force) make a Data Attack of '3'.
    seals, dhs4 = UNITS["seals"], UNITS["dhs-4"]
    assert (seals.type, dhs4.type) == ("special-operations", "strike-force")
    assert seals.data + dhs4.data == 3
    # Mass Rally adds 4 in a Metroplex, for 7: the column of the Defection.
    mass_rally = next(c for c in load_cards().values() if c.name == "Mass Rally")
    assert mass_rally.values is not None
    strength = seals.data + dhs4.data + mass_rally.values.of("metroplex")
    assert DOMESTIC.resolve(value=strength, roll=9).result == "D"


def test_the_armed_conflict_example_units():
    # 8.15: the BATF, a Strike Force (boxed Arms, it may hit the Clandestine SOAR), Arms 3.
    batf = UNITS["batf"]
    assert batf.type == "strike-force" and batf.traits.strike_force and batf.arms == 3
    # With Community Policing (2 in a Developed Region): 5, the '4-5' column's Counterattack.
    cards = {c.name: c for c in load_cards().values()}
    developed = MAP.find("Midwest").type

    def card(name: str) -> int:
        values = cards[name].values
        assert values is not None
        return values.of(developed)

    assert ARMED.resolve(value=batf.arms + card("Community Policing"), roll=4).result == "CA"
    # All three Government units (SOAR, the 24th Infantry, the Infrastructure) with Rallying
    # Cry and Second Amendment counterattack at 11, Less Than Lethal: Termination on a 7.
    soar, infantry = UNITS["soar"], UNITS["24th-infantry"]
    assert soar.type == "black-helicopter" and soar.traits.clandestine
    assert infantry.type == "high-tech"
    for infrastructure in usa_of("infrastructure"):
        total = soar.arms + infantry.arms + infrastructure.arms
        total += card("Rallying Cry") + card("Second Amendment")
        assert total == 11, infrastructure.id
        assert ARMED_LTL.resolve(value=total, roll=7).result == "T"
    # The 10th Mountain Division, Rapid Deployment, attacks alone on the '4-5' column.
    mountain = UNITS["10th-mountain"]
    assert mountain.type == "rapid-deployment"
    read = ARMED.resolve(value=mountain.arms, roll=5)
    assert (read.column, read.result) == ("4-5", "T")
    # Two Insurgents at Maximum Firepower (8.13: doubled) attack on the '8-11' column.
    insurgents = usa_of("insurgent")[:2]
    read = ARMED.resolve(value=2 * sum(u.arms for u in insurgents), roll=8)
    assert (read.column, read.result) == ("8-11", "Pa(a)")


def test_the_strike_forces_and_black_helicopters():
    # 2.0: Strike Forces have a boxed Arms Rating; 'Black' Helicopters are Clandestine.
    strike = usa_of("strike-force")
    assert {"batf", "dhs-1", "dhs-2", "dhs-3", "dhs-4"} <= {u.id for u in strike}
    assert all(u.traits.strike_force and u.traits.real for u in strike)
    helicopters = usa_of("black-helicopter")
    assert "soar" in {u.id for u in helicopters} and len(helicopters) >= 2
    assert all(u.traits.clandestine for u in helicopters)


def test_the_real_military_units():
    # 6.2: Special Operations, Strike Force, High-Tech Arms, Rapid Deployment and Stryker are
    # 'real' military units.
    real = {kind for kind, traits in TYPES.items() if traits.real}
    assert real == {
        "special-operations",
        "strike-force",
        "high-tech",
        "rapid-deployment",
        "stryker",
    }
    for kind in real:
        assert usa_of(kind), kind


def test_the_foreign_powers_units():
    # 12.2: foreign units are recruited and set up in their Home Regions; Protests gives an
    # Insurgent for that Foreign Region (6.2); U.N. units have no Region of their own.
    by_power = Counter(u.power for u in UNITS.values())
    assert set(by_power) == {"usa", "un", *MAP.powers}
    for power in ("canada", "mexico"):
        mine = Counter(u.type for u in UNITS.values() if u.power == power)
        assert mine["infrastructure"] == len(MAP.of_power(power)), power
        assert mine["national-guard"] == 1, power
        assert mine["insurgent"] >= 1, power
        assert sum(mine[k] for k, t in TYPES.items() if t.real) >= 1, power
    for power in ("nato", "southern-command", "pacific-rim"):
        mine = [u for u in UNITS.values() if u.power == power]
        assert len(mine) >= 2, power
        assert not any(u.traits.one_per_region for u in mine), power
    assert by_power["un"] >= 2
    assert not any(u.traits.one_per_region for u in UNITS.values() if u.power == "un")


# --- the scenarios ---------------------------------------------------------------------------


def setup_regions(scenario_id: str, side: str, unit_id: str) -> set[str]:
    """Where a starting unit may be set up (11.2, 12.2): a USA unit in any USA Region and any
    Foreign Region active from the start; a foreign unit in its Home Regions; never where the
    side's special instructions forbid it."""
    scenario, unit = SCENARIOS[scenario_id], UNITS[unit_id]
    if unit.power == "usa":
        found = set(USA) | {r for p in scenario.powers for r in MAP.of_power(p)}
    else:
        found = set(MAP.of_power(unit.power))
    return found - set(scenario.setup_of(side).forbidden)


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_scenario_units_exist_and_are_listed_once(scenario_id):
    scenario = SCENARIOS[scenario_id]
    listed = scenario.rebel.units + scenario.government.units
    assert [u for u in listed if u not in UNITS] == []
    assert [u for u, n in Counter(listed).items() if n > 1] == []
    assert SOURCE.match(scenario.source)


def test_no_scenario_shares_a_name_with_a_crisis_card():
    # A scenario's name is on the public board all game: one that is also a card's name would
    # read as that card played, and hides a real leak of the card's name from the leak scans.
    card_names = {card.name for card in load_cards().values()}
    for scenario in SCENARIOS.values():
        assert scenario.name.partition(". ")[2] not in card_names, scenario.id


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_scenario_sides(scenario_id):
    # 11.0: turns, who sets up first, each side's units and starting cards.
    scenario = SCENARIOS[scenario_id]
    assert 6 <= scenario.turns <= 10
    for side in ("rebel", "government"):
        setup = scenario.setup_of(side)
        assert 6 <= len(setup.units) <= 12, side
        assert 3 <= setup.hand <= 6, side
        # Some Infrastructure, so that the side draws cards (4.1).
        assert any(UNITS[u].type == "infrastructure" for u in setup.units), side
        assert all(r in MAP.places for r in setup.forbidden), side


@pytest.mark.parametrize("scenario_id", [s for s in SCENARIOS if not SCENARIOS[s].advanced])
def test_basic_scenarios_use_usa_units_only(scenario_id):
    # 11.2: "Foreign units are set aside unless playing an Advanced Game scenario."
    scenario = SCENARIOS[scenario_id]
    assert scenario.powers == {}
    for side in ("rebel", "government"):
        setup = scenario.setup_of(side)
        assert [u for u in setup.units if UNITS[u].power != "usa"] == [], side
        assert all(r in USA for r in setup.forbidden), side


@pytest.mark.parametrize("scenario_id", [s for s in SCENARIOS if SCENARIOS[s].advanced])
def test_advanced_scenarios_foreign_units_back_their_side(scenario_id):
    # 12.1: a Foreign Power active from the start backs one side; its units are that side's.
    scenario = SCENARIOS[scenario_id]
    assert scenario.powers and set(scenario.powers) <= set(MAP.powers)
    for side in ("rebel", "government"):
        for unit_id in scenario.setup_of(side).units:
            power = UNITS[unit_id].power
            if power != "usa":
                assert scenario.powers.get(power) == side, unit_id


def test_there_are_basic_and_advanced_scenarios():
    assert sum(not s.advanced for s in SCENARIOS.values()) >= 3
    assert sum(s.advanced for s in SCENARIOS.values()) >= 1


@pytest.mark.parametrize("scenario_id", list(SCENARIOS))
def test_one_per_region_units_always_find_a_region(scenario_id):
    # 11.2: one Infrastructure and one National Guard per Region. The units are placed in the
    # set-up order (the first side, then the other, each in its listed order); whatever
    # Regions the earlier ones took, each finds a free Region it may set up in.
    scenario = SCENARIOS[scenario_id]
    order = [scenario.first, "government" if scenario.first == "rebel" else "rebel"]
    placed: dict[str, list[set[str]]] = {}
    for side in order:
        for unit_id in scenario.setup_of(side).units:
            unit = UNITS[unit_id]
            allowed = setup_regions(scenario_id, side, unit_id)
            assert allowed, unit_id
            if not unit.traits.one_per_region:
                continue
            earlier = placed.setdefault(unit.type, [])
            # Each earlier unit of the type takes at most one of these Regions.
            taken = sum(1 for where in earlier if where & allowed)
            assert len(allowed) > taken, (unit_id, sorted(allowed))
            earlier.append(allowed)


# --- the Combat Results Tables ---------------------------------------------------------------


CODES = {
    "crisis-2020/domestic-data": {"B", "C", "IS", "N", "R", "D", "Ri", "-"},
    "crisis-2020/foreign-data": {"P", "I", "IS", "N", "C", "B", "-"},
    "crisis-2020/armed": {"CA", "N", "T", "Pa", "T(a)", "Pa(a)", "-"},
    "crisis-2020/armed-ltl": {"CA", "N", "T", "Pa", "-"},
}


def cells(table: Table, column: str) -> dict[int, str]:
    return {roll: table.resolve(column=column, roll=roll).result for roll in ROLLS}


def share(table: Table, column: str, results: set[str]) -> int:
    """Of 36 rolls, how many give one of ``results`` in ``column``."""
    return sum(WAYS[roll] for roll, result in cells(table, column).items() if result in results)


def test_the_four_tables():
    assert sorted(TABLES) == sorted(CODES)
    for table in TABLES.values():
        assert (table.kind, table.die, table.column_kind) == ("die", "2d6", "range")
        assert table.source == "reconstructed" and table.reason
        assert table.rows() == [str(roll) for roll in ROLLS]


@pytest.mark.parametrize("table_id", sorted(CODES))
def test_every_column_and_roll_resolves(table_id):
    table = TABLES[table_id]
    assert set(table.key) == CODES[table_id]
    seen = set()
    for column in table.columns():
        for roll, result in cells(table, column).items():
            assert result in CODES[table_id], (column, roll)
            seen.add(result)
    assert seen == CODES[table_id]  # every result the rules define can happen
    # Columns by strength from 0 up, the last open-ended: every strength has a column.
    assert table.columns()[0].startswith("0")
    assert table.columns()[-1].endswith("+")
    for strength in range(0, 41):
        assert table.resolve(value=strength, roll=7).column in table.columns()


def test_the_cells_the_examples_fix():
    # 6.2: strength 7, roll 9: Defection; the '3' column, roll 11: Riot, roll 12: Crash.
    assert DOMESTIC.resolve(value=7, roll=9).result == "D"
    assert DOMESTIC.resolve(column="3", roll=11).result == "Ri"
    assert DOMESTIC.resolve(column="3", roll=12).result == "C"
    assert "0" in DOMESTIC.columns() and "3" in DOMESTIC.columns()  # 6.12, 6.2
    assert "0" in FOREIGN.columns() and "3" in FOREIGN.columns()
    # 8.15: '4-5', roll 4: Counterattack, roll 5: Termination; '8-11', roll 8: Pacification
    # with Collateral Damage; Less Than Lethal '11-13', roll 7: Termination.
    assert ARMED.resolve(column="4-5", roll=4).result == "CA"
    assert ARMED.resolve(column="4-5", roll=5).result == "T"
    assert ARMED.resolve(value=5, roll=4).column == "4-5"
    assert ARMED.resolve(column="8-11", roll=8).result == "Pa(a)"
    assert ARMED_LTL.resolve(column="11-13", roll=7).result == "T"
    assert ARMED_LTL.resolve(value=11, roll=7).column == "11-13"


def test_the_example_cells_cite_the_rulebook():
    fixed = {
        DOMESTIC.id: {("9", "7"), ("11", "3"), ("12", "3")},
        ARMED.id: {("4", "4-5"), ("5", "4-5"), ("8", "8-11")},
        ARMED_LTL.id: {("7", "11-13")},
    }
    for table_id, wanted in fixed.items():
        notes = {(n.row, n.column): n.source for n in TABLES[table_id].cell_sources}
        assert set(notes) == wanted, table_id
        assert all(
            source.startswith("rulebook 8.15") or source.startswith("rulebook 6.2")
            for source in notes.values()
        )


def test_less_than_lethal_never_has_collateral_damage():
    # 8.14: "where there is no possibility for Collateral Damage".
    for column in ARMED_LTL.columns():
        assert not any("(a)" in r for r in cells(ARMED_LTL, column).values()), column
    assert not any("(a)" in code for code in ARMED_LTL.key)


def test_more_strength_more_results_and_more_collateral_damage():
    # 13.0: "The more you pile into a combat, the greater the chance of gaining a favorable
    # outcome, but there is also a greater chance of a Collateral Damage result."
    black = {"T", "Pa", "T(a)", "Pa(a)"}
    collateral = {"T(a)", "Pa(a)"}
    for table in (ARMED, ARMED_LTL):
        columns = table.columns()
        hits = [share(table, c, black) for c in columns]
        counters = [share(table, c, {"CA"}) for c in columns]
        assert hits == sorted(hits), table.id
        assert counters == sorted(counters, reverse=True), table.id
        assert counters[0] > counters[-1] and hits[-1] > hits[0]
    damage = [share(ARMED, c, collateral) for c in ARMED.columns()]
    assert damage == sorted(damage) and damage[-1] > damage[0]
    # At the same strength, restraint costs results (8.14's price for no Collateral Damage).
    for strength in (5, 8, 11, 14, 20):
        regular = share(ARMED, ARMED.resolve(value=strength, roll=7).column, black)
        ltl = share(ARMED_LTL, ARMED_LTL.resolve(value=strength, roll=7).column, black)
        assert ltl <= regular, strength


def test_data_tables_reward_strength_and_punish_weak_attacks():
    # 13.0: Crash is like Collateral Damage, less devastating; weak attacks backfire more.
    for table, good in (
        (DOMESTIC, {"N", "R", "D", "Ri"}),
        (FOREIGN, {"N", "P", "I"}),
    ):
        columns = table.columns()
        wins = [share(table, c, good) for c in columns]
        backfires = [share(table, c, {"B", "C"}) for c in columns]
        assert wins == sorted(wins), table.id
        assert backfires == sorted(backfires, reverse=True), table.id
        assert backfires[0] > backfires[-1]
    # The Foreign table is "a little more 'tame'" (12.31): fewer Backlashes.
    for column in DOMESTIC.columns():
        assert share(FOREIGN, column, {"B"}) <= share(DOMESTIC, column, {"B"}), column


# --- the Crisis Card Chart -------------------------------------------------------------------


def chart_cards(total: int) -> list[int]:
    found = []
    for row in CHART:
        low, _, high = row.values.rstrip("+").partition("-")
        if int(low) <= total and (row.values.endswith("+") or total <= int(high or low)):
            found.append(row.cards)
    return found


def test_the_chart_reads_one_row_for_every_total():
    # 4.1: the total Value of the Regions holding friendly Infrastructure gives the draw.
    most = sum(region.value for region in MAP.places.values())
    draws = []
    for total in range(0, most + 10):
        found = chart_cards(total)
        assert len(found) == 1, total
        draws.append(found[0])
    assert draws == sorted(draws)  # more Value, never fewer cards
    assert draws[0] >= 1
    assert all(SOURCE.match(row.source) for row in CHART)


@pytest.mark.parametrize(
    ("rows", "fault"),
    [
        ([("1-3", 1), ("4+", 2)], "start at 0"),
        ([("0-3", 1), ("5+", 2)], "start at 4"),
        ([("0-3", 1), ("3+", 2)], "start at 4"),
        ([("0-3", 1), ("4-8", 2)], "open-ended"),
        ([("0+", 1), ("4-8", 2)], "open-ended"),
    ],
)
def test_a_chart_with_a_gap_or_an_overlap_is_refused(rows, fault):
    data = {"row": [{"values": v, "cards": n, "source": "reconstructed: test"} for v, n in rows]}
    with pytest.raises(ValueError, match=fault):
        load_chart(data)


def test_the_map_type_is_the_titles():
    assert isinstance(MAP, CrisisMap)
    assert MAP.cost("greater-new-york", "nato") == 2
