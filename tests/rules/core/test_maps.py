"""The shared map module (rules/core/maps.py) on small maps written here: a region map with
two connection kinds and their costs (Crisis 2020, "7.0 Movement" and "12.32 Movement"), a
display of squares joined by Paths and grouped into Home Areas and Sections (Canadian Civil
War, "1.0 Game Terms"), loose name lookup, and each data check."""

from __future__ import annotations

import copy
import tomllib

import pytest

from rules.core import RuleError
from rules.core.maps import Group, Kind, Map, MapDataError, Place, load_map, normalize

# --- a region map: land borders cost 1, a Transportation Line costs 2 ------------------------

REGIONS = tomllib.loads(
    """
[[region]]
id = "greater-new-york"
name = "Greater New York"
aliases = ["New York", "NYC"]
neighbours = ["new-england", "capitol-district"]
links = { transport = ["nato"] }
groups = ["usa"]
source = "rulebook 12.32"

[[region]]
id = "new-england"
name = "New England"
neighbours = ["greater-new-york"]
groups = ["usa"]
source = "rulebook 7.2"

[[region]]
id = "capitol-district"
name = "Capitol District"
aliases = ["Washington"]
neighbours = ["greater-new-york", "southeast"]
groups = ["usa"]
source = "rulebook 7.2"

[[region]]
id = "southeast"
name = "Southeast"
neighbours = ["capitol-district"]
groups = ["usa"]
source = "rulebook 7.2"

[[region]]
id = "nato"
name = "NATO"
aliases = ["Europe & Mideast"]
neighbours = ["mideast-theatre"]
links = { transport = ["greater-new-york"] }
source = "rulebook 12.3"

[[region]]
id = "mideast-theatre"
name = "Mideast Theatre"
neighbours = ["nato"]
source = "reconstructed: a region beyond NATO, for the test"

[[country]]
id = "usa"
name = "United States"
source = "rulebook 2.0"
"""
)
CRISIS_KINDS = (Kind(id="land"), Kind(id="transport", name="Transportation Line", cost=2))


def regions(data: dict | None = None) -> Map:
    return load_map(
        Map,
        "crisis_2020",
        "map.toml",
        places="region",
        groups={"country": "country"},
        kinds=CRISIS_KINDS,
        data=copy.deepcopy(REGIONS) if data is None else data,
    )


def region(data: dict, region_id: str) -> dict:
    return next(entry for entry in data["region"] if entry["id"] == region_id)


def test_neighbours_by_kind():
    crisis = regions()
    assert crisis.neighbours("greater-new-york", "land") == ["new-england", "capitol-district"]
    assert crisis.neighbours("greater-new-york", "transport") == ["nato"]
    assert crisis.neighbours("greater-new-york") == ["new-england", "capitol-district", "nato"]
    assert crisis.neighbours("greater-new-york", ["transport", "land"])[0] == "nato"
    # 12.32: an Overseas Region is entered and left only along its Transportation Lines.
    assert crisis.neighbours("nato", "land") == ["mideast-theatre"]
    with pytest.raises(ValueError, match="rail"):
        crisis.neighbours("nato", "rail")
    with pytest.raises(RuleError, match="atlantis"):
        crisis.neighbours("atlantis")


def test_a_step_costs_its_kind():
    crisis = regions()
    assert crisis.cost("greater-new-york", "new-england") == 1
    assert crisis.cost("greater-new-york", "nato") == 2  # 12.32: "It costs two"
    assert crisis.cost("nato", "greater-new-york") == 2
    assert crisis.cost("greater-new-york", "nato", "land") is None
    assert crisis.cost("new-england", "southeast") is None  # 7.31: no skipping


def test_reachable_within_an_allowance_counts_the_transport_line_as_two():
    crisis = regions()
    # Two from Greater New York: the transport neighbour, not beyond it.
    within_two = crisis.reachable("greater-new-york", 2)
    assert within_two == {"new-england": 1, "capitol-district": 1, "southeast": 2, "nato": 2}
    assert "mideast-theatre" not in within_two
    assert crisis.reachable("greater-new-york", 3)["mideast-theatre"] == 3
    # "An Insurgent unit, with only one Movement Rating, could never move across a dashed line."
    assert "nato" not in crisis.reachable("greater-new-york", 1)
    # 12.32 example: a two-rated unit in the Pacific Rim (here NATO) stops on the far side.
    assert crisis.reachable("nato", 2) == {"greater-new-york": 2, "mideast-theatre": 1}
    assert crisis.reachable("greater-new-york", 5, "land") == {
        "new-england": 1,
        "capitol-district": 1,
        "southeast": 2,
    }
    assert crisis.reachable("greater-new-york", 0) == {}


def test_reachable_around_blocked_places_and_stopping_in_others():
    crisis = regions()
    # 7.34: a place a piece may not enter.
    assert "nato" not in crisis.reachable("greater-new-york", 9, blocked={"nato"})
    assert "mideast-theatre" not in crisis.reachable("greater-new-york", 9, blocked={"nato"})
    # A place entered but not left (an enemy in it stops the piece).
    stopped = crisis.reachable("greater-new-york", 9, stops={"capitol-district"})
    assert "capitol-district" in stopped and "southeast" not in stopped
    # Starting in such a place does not stop a piece leaving it.
    assert "southeast" in crisis.reachable("capitol-district", 1, stops={"capitol-district"})


def test_groups_of_places():
    crisis = regions()
    assert crisis.members("usa") == [
        "greater-new-york",
        "new-england",
        "capitol-district",
        "southeast",
    ]
    assert crisis.groups_of("nato") == []
    assert crisis.shared("new-england", "southeast", "country") == ["usa"]
    assert crisis.shared("new-england", "nato") == []
    assert crisis.group("usa").kind == "country"
    with pytest.raises(RuleError, match="mexico"):
        crisis.members("mexico")


# --- a display of squares and Paths, grouped into Home Areas and Sections -----------------------


class Square(Place):
    """A square of the display; a Control Point square controls an Issue by itself."""

    control_point: bool = False


class Display(Map[Square]):
    noun: str = "square"
    rule: str | None = "6.0"
    kinds: tuple[Kind, ...] = (Kind(id="path", name="Path"),)


DISPLAY = tomllib.loads(
    """
[[square]]
id = "crisis-zone"
name = "Crisis Zone"
neighbours = ["red-1", "blue-1"]
source = "rulebook 5.3"

[[square]]
id = "red-1"
name = "Red Grassroots 1"
neighbours = ["crisis-zone", "red-2"]
groups = ["red", "grassroots"]
source = "reconstructed: a square for the test"

[[square]]
id = "red-2"
name = "Red Administrative 1"
neighbours = ["red-1"]
groups = ["red", "administrative"]
control_point = true
source = "reconstructed: a square for the test"

[[square]]
id = "blue-1"
name = "Blue Grassroots 1"
neighbours = ["crisis-zone", "blue-2"]
groups = ["blue", "grassroots"]
source = "reconstructed: a square for the test"

[[square]]
id = "blue-2"
name = "Blue Administrative 1"
neighbours = ["blue-1"]
groups = ["blue", "administrative"]
control_point = true
source = "reconstructed: a square for the test"

[[home_area]]
id = "red"
name = "Red Home Area"
source = "rulebook 2.1"

[[home_area]]
id = "blue"
name = "Blue Home Area"
source = "rulebook 2.1"

[[section]]
id = "grassroots"
name = "Grassroots Section"
source = "rulebook 2.1"

[[section]]
id = "administrative"
name = "Administrative Section"
source = "rulebook 2.1"
"""
)


def display() -> Display:
    return load_map(
        Display,
        "canadian_civil_war",
        "display.toml",
        places="square",
        groups={"home_area": "home-area", "section": "section"},
        data=copy.deepcopy(DISPLAY),
    )


def test_squares_joined_by_paths():
    ccw = display()
    assert isinstance(ccw.place("red-2"), Square) and ccw.place("red-2").control_point
    assert ccw.neighbours("crisis-zone") == ["red-1", "blue-1"]
    assert ccw.cost("red-1", "red-2") == 1
    assert ccw.cost("red-2", "blue-2") is None
    # "One Movement Point is the capacity of a Piece to enter one square."
    assert ccw.reachable("red-2", 3) == {"crisis-zone": 2, "red-1": 1, "blue-1": 3}
    # 10.5: enemy units block movement through their square.
    assert ccw.reachable("red-2", 9, blocked={"crisis-zone"}) == {"red-1": 1}


def test_squares_grouped_into_home_areas_and_sections():
    ccw = display()
    assert ccw.members("red") == ["red-1", "red-2"]
    assert ccw.members("administrative") == ["red-2", "blue-2"]
    assert ccw.groups_of("blue-2", "home-area") == ["blue"]
    assert ccw.groups_of("blue-2", "section") == ["administrative"]
    assert ccw.groups_of("crisis-zone") == []
    # "+2 if Contester in unfriendly Legislative Section": the section of a square not in
    # one's own Home Area.
    assert ccw.shared("red-2", "blue-2", "section") == ["administrative"]
    assert ccw.shared("red-2", "blue-2", "home-area") == []
    assert ccw.lookup("red home area") == ccw.group("red")
    with pytest.raises(RuleError, match=r"Red Home Area is a group of squares.*Red Grassroots 1"):
        ccw.find("Red Home Area")


def test_a_group_kind_joins_every_two_places_of_one_group():
    # 1812's Large Bodies of Water: any area on a water to any other on the same one.
    ccw = load_map(
        Display,
        "canadian_civil_war",
        "display.toml",
        places="square",
        groups={"home_area": "home-area", "section": "section"},
        kinds=(Kind(id="path"), Kind(id="same-section", cost=3, group="section")),
        data=copy.deepcopy(DISPLAY),
    )
    assert ccw.neighbours("red-1", "same-section") == ["blue-1"]
    assert ccw.neighbours("red-1") == ["crisis-zone", "red-2", "blue-1"]
    assert ccw.cost("red-2", "blue-2") == 3
    assert ccw.reachable("red-1", 3) == {"crisis-zone": 1, "red-2": 1, "blue-1": 2, "blue-2": 3}


# --- names -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Fort Erie & Queenston", "fort erie queenston"),
        ("fort-erie and  queenston", "fort erie queenston"),
        ("Châteauguay", "chateauguay"),
        ("Sackett's Harbor", "sacketts harbor"),
        ("  NATO ", "nato"),
    ],
)
def test_normalize(text, folded):
    assert normalize(text) == folded


@pytest.mark.parametrize(
    "text",
    ["Greater New York", "greater new york", "GREATER-NEW-YORK", "new york", "NYC", " nyc. "],
)
def test_find_ignores_case_punctuation_and_hyphens(text):
    assert regions().find(text).id == "greater-new-york"


def test_find_folds_accents_and_and():
    crisis = regions()
    assert crisis.find("Europe and Mideast").id == "nato"
    assert crisis.find("Ëurope & Midéast").id == "nato"
    assert crisis.lookup("United States") == crisis.group("usa")


def test_an_unknown_name_is_refused_with_the_closest_names():
    crisis = regions()
    with pytest.raises(RuleError) as caught:
        crisis.find("Capitol Distrct")
    assert "'Capitol Distrct'" in caught.value.message
    assert "Did you mean Capitol District?" in caught.value.message
    with pytest.raises(RuleError, match=r"Did you mean Greater New York, New England\?"):
        crisis.find("new")  # what a name starts with, or holds
    with pytest.raises(RuleError) as caught:
        crisis.find("Atlantis")
    assert caught.value.message == (
        "No place called 'Atlantis' on the map. Name a place as printed on the map."
    )
    with pytest.raises(RuleError) as caught:
        display().find("zzz")
    assert caught.value.message.startswith("No square called 'zzz'")
    assert caught.value.rule == "6.0"


# --- the data checks ---------------------------------------------------------------------------


def test_the_shipped_shape_loads_and_equals_itself():
    assert regions() == regions()
    assert display().places["red-1"].source.startswith("reconstructed")


def test_a_one_way_connection_names_both_ends():
    data = copy.deepcopy(REGIONS)
    region(data, "new-england")["neighbours"].append("southeast")
    with pytest.raises(MapDataError) as caught:
        regions(data)
    message = str(caught.value)
    assert message.startswith("crisis_2020/map.toml: ")
    assert "'new-england' lists 'southeast' in its neighbours" in message
    assert "'southeast' does not list 'new-england'" in message
    data = copy.deepcopy(REGIONS)
    region(data, "nato")["links"]["transport"] = []
    with pytest.raises(MapDataError, match=r"'greater-new-york'.*links\.transport.*'nato'"):
        regions(data)


def test_an_unknown_id_is_refused():
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["neighbours"].append("atlantis")
    with pytest.raises(MapDataError, match=r"map\.toml: place 'southeast' lists unknown.*atlantis"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["groups"].append("mexico")
    with pytest.raises(MapDataError, match=r"'southeast' is in unknown group 'mexico'"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["links"] = {"rail": ["capitol-district"]}
    with pytest.raises(MapDataError, match=r"'southeast' has links of kind 'rail'"):
        regions(data)


def test_a_duplicate_alias_name_or_id_is_refused():
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["aliases"] = ["N-Y-C"]  # "n y c": not NYC, so accepted
    assert regions(data).find("n.y.c.").id == "southeast"
    region(data, "southeast")["aliases"] = ["nyc"]
    with pytest.raises(
        MapDataError, match=r"map\.toml: the name 'nyc' is used by both 'greater-new-york' and 'sou"
    ):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["aliases"] = ["New York"]
    with pytest.raises(
        MapDataError, match=r"the name 'new york' is used by both 'greater-new-york' and 'south"
    ):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["aliases"] = ["United States"]  # a group's name
    with pytest.raises(MapDataError, match="united states"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    data["region"].append(dict(region(data, "southeast"), name="Southeast Again"))
    with pytest.raises(MapDataError, match=r"the id 'southeast' names more than one entry"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    data["country"][0]["id"] = "nato"
    with pytest.raises(MapDataError, match=r"'nato' names more than one entry.*\[\[country\]\]"):
        regions(data)


def test_other_faults_name_the_entry():
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["neighbours"].append("southeast")
    with pytest.raises(MapDataError, match="'southeast' lists itself"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["neighbours"].append("capitol-district")
    with pytest.raises(MapDataError, match="'southeast' lists a place twice"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    del region(data, "southeast")["source"]
    with pytest.raises(
        MapDataError, match=r"map\.toml: region 'southeast': source: Field required"
    ):
        regions(data)
    data = copy.deepcopy(REGIONS)
    region(data, "southeast")["value"] = 2  # a field this map does not know
    with pytest.raises(MapDataError, match=r"region 'southeast': value"):
        regions(data)
    data = copy.deepcopy(REGIONS)
    data["regoin"] = []
    with pytest.raises(MapDataError, match=r"table 'regoin' the map does not read"):
        regions(data)


def test_a_map_built_from_models_is_checked_too():
    def place(place_id: str, *neighbours: str) -> Place:
        return Place(id=place_id, name=place_id.title(), neighbours=list(neighbours), source="x")

    fine = Map(places={"a": place("a", "b"), "b": place("b", "a")})
    assert fine.reachable("a", 1) == {"b": 1}
    with pytest.raises(ValueError, match=r"map: place 'a' lists 'b'.*'b' does not list 'a'"):
        Map(places={"a": place("a", "b"), "b": place("b")})
    with pytest.raises(ValueError, match="group kind"):
        Map(places={"a": place("a")}, kinds=(Kind(id="sea", group="sea"),))
    assert Group(id="sea", kind="water", name="Sea", source="x").note == ""


def test_a_corrected_copy_is_read_from_game_data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "crisis_2020"
    folder.mkdir()
    (folder / "map.toml").write_text(
        '[[region]]\nid = "a"\nname = "Alpha"\nsource = "x"\n', encoding="utf-8"
    )
    monkeypatch.setenv("GAME_DATA_DIR", str(tmp_path))
    corrected = load_map(Map, "crisis_2020", "map.toml", places="region")
    assert list(corrected.places) == ["a"]
    (folder / "map.toml").write_text("[[region]\n", encoding="utf-8")
    with pytest.raises(MapDataError, match=r"crisis_2020/map\.toml is not valid TOML"):
        load_map(Map, "crisis_2020", "map.toml", places="region")
