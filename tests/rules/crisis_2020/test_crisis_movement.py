"""Movement (7.0-7.35). The rulebook's examples (7.0 and 12.32) are in test_examples.py."""

from __future__ import annotations

import pytest
from build import ADVANCED, G, R, act, args, build, choices, where

from rules.core import RuleError
from rules.crisis_2020 import movement
from rules.crisis_2020.components import MAP, UNITS


def land_distances(start: str) -> dict[str, int]:
    """Distances over land borders between USA Regions, by breadth-first search."""
    seen, frontier, n = {start: 0}, [start], 0
    while frontier:
        n += 1
        nxt = []
        for region in frontier:
            for there in MAP.neighbours(region, "land"):
                if there not in seen and MAP.place(there).country == "usa":
                    seen[there] = n
                    nxt.append(there)
        frontier = nxt
    del seen[start]
    return seen


def moving(units, **kwargs):
    kwargs.setdefault("phase", "move")
    return build(units, **kwargs)


def test_only_units_with_a_movement_rating_move_7_0():
    """7.0: units with a printed Movement Rating of 1 or more may move; Infrastructure (0)
    never does; only the phasing side's units."""
    state = moving(
        {
            "infrastructure-7": ("midwest", R),
            "insurgents-1": ("midwest", R),
            "insurgents-2": ("midwest", G),
        }
    )
    assert UNITS["infrastructure-7"].movement == 0
    assert args(state, R, "pick") == ["insurgents-1"]


def test_each_unit_moves_once_7_0():
    """7.0: no unit may be moved more than once per turn, even with Movement left."""
    state = moving({"cybernauts-1": ("midwest", R)})
    state = act(state, R, "pick", "cybernauts-1")
    state = act(state, R, "to", "texas")
    assert args(state, R, "pick") == []
    with pytest.raises(RuleError):
        act(state, R, "pick", "cybernauts-1")


def test_moving_is_voluntary_7_1():
    """7.1: units are never forced to move: the phase may end with nothing moved."""
    state = moving({"cybernauts-1": ("midwest", R)})
    assert ("end", None) in choices(state, R)
    after = act(state, R, "end")
    assert after.phase == "armed" and where(after, "cybernauts-1") == ("midwest", R)


@pytest.mark.parametrize("unit", ["insurgents-1", "24th-infantry", "cybernauts-1", "soar"])
@pytest.mark.parametrize("start", ["sunbelt", "seatac", "midwest"])
def test_movement_costs_and_limits_7_2_7_31_7_32(unit, start):
    """7.2, 7.31, 7.32: one Movement Point per land border crossed, no skipping Regions, no
    more Regions than the Movement Rating: the Regions reached are those within that many
    borders (USA only, in the Basic Game)."""
    state = moving({unit: (start, R)})
    rating = UNITS[unit].movement
    expected = {r: d for r, d in land_distances(start).items() if d <= rating}
    assert movement.reach(state, unit) == expected


def test_enemy_units_do_not_block_7_33():
    """7.33: a unit moves through Regions full of enemy units without slowing or stopping."""
    crowd = {f"insurgents-{n}": ("southeast", G) for n in range(2, 8)}
    state = moving({"cybernauts-1": ("sunbelt", R), **crowd})
    assert movement.reach(state, "cybernauts-1")["greater-new-york"] == 3


def test_no_leaving_the_usa_in_the_basic_game_7_34():
    """7.34: units may not enter Canada, Mexico or the Overseas Regions unless the Advanced
    Game made that area playable (7.2: Eastern Canada borders the Rustbelt)."""
    state = moving({"cybernauts-1": ("rustbelt", R), "cybernauts-2": ("southern-california", R)})
    assert "eastern-canada" not in movement.reach(state, "cybernauts-1")
    reach = movement.reach(state, "cybernauts-2")
    assert not {"northwest-mexico", "pacific-rim"} & set(reach)
    assert all(MAP.place(r).country == "usa" for r in reach)


def test_foreign_regions_once_playable_7_2_7_34_12_1():
    """7.2, 7.34, 12.1: in the Advanced Game an active Foreign Power's Regions may be entered
    (Mexico, Eastern Canada from the Rustbelt at 1), the others not."""
    state = moving(
        {"cybernauts-1": ("rustbelt", R), "cybernauts-2": ("southern-california", R)},
        scenario=ADVANCED,
        powers={"mexico": R, "canada": G},
    )
    assert movement.reach(state, "cybernauts-1")["eastern-canada"] == 1
    reach = movement.reach(state, "cybernauts-2")
    assert reach["northwest-mexico"] == 1
    assert "pacific-rim" not in reach  # the Pacific Rim is not in play


def test_stacking_one_national_guard_per_region_7_35():
    """7.35: a Region holds one National Guard unit (of either side) and one Infrastructure,
    plus any number of other units: a National Guard may not move in where one stands, and two
    may not end together in one Region."""
    state = moving(
        {
            "28th-infantry-ng": ("midwest", R),
            "29th-infantry-ng": ("southeast", R),
            "34th-infantry-ng": ("texas", G),
            "insurgents-1": ("southeast", R),
        }
    )
    # The Midwest borders the Southeast and Texas, each with a National Guard.
    assert movement.reach(state, "28th-infantry-ng") == {
        "rustbelt": 1,
        "sunbelt": 1,
        "great-plains": 1,
    }
    state = act(state, R, "pick", "28th-infantry-ng")
    state = act(state, R, "pick", "29th-infantry-ng")
    assert args(state, R, "to") == []  # two National Guard cannot end in one Region
    state = act(state, R, "unpick", "29th-infantry-ng")
    state = act(state, R, "pick", "insurgents-1")
    assert args(state, R, "to") == ["rustbelt", "sunbelt"]


def test_units_moving_together_go_where_each_can_7_0():
    """7.0: each unit moves individually: units picked together go only where every one of them
    may go on its own Movement Rating."""
    state = moving({"cybernauts-1": ("sunbelt", R), "insurgents-1": ("sunbelt", R)})
    state = act(state, R, "pick", "cybernauts-1")
    alone = set(args(state, R, "to"))
    state = act(state, R, "pick", "insurgents-1")
    together = set(args(state, R, "to"))
    assert together == {"southeast", "midwest", "texas"} < alone
