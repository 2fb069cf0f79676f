"""Crisis 2020's components, loaded once from ``data/*.toml`` (data.py, cards.py) and checked
against each other."""

from __future__ import annotations

from ..core.tables import load_tables
from .cards import load_cards
from .data import PACKAGE, load_chart, load_map, load_scenarios, load_units

MAP = load_map()
UNITS = load_units()
CHART = load_chart()
SCENARIOS = load_scenarios()
CARDS = load_cards()
NUMBERED = {card.number: card.id for card in CARDS.values()}
TABLES = load_tables(PACKAGE, "tables.toml")
DOMESTIC = TABLES["crisis-2020/domestic-data"]
FOREIGN = TABLES["crisis-2020/foreign-data"]
ARMED = TABLES["crisis-2020/armed"]
ARMED_LTL = TABLES["crisis-2020/armed-ltl"]


def _check() -> None:
    """What no single file can check: every unit a scenario or a card names exists, and is of
    a power the map knows."""
    powers = {*MAP.powers, "usa", "un"}
    for unit in UNITS.values():
        if unit.power not in powers:
            raise ValueError(f"{PACKAGE}/units.toml: unit {unit.id!r} has unknown power")
    for scenario in SCENARIOS.values():
        for side in ("rebel", "government"):
            setup = scenario.setup_of(side)
            unknown = [u for u in setup.units if u not in UNITS]
            if unknown:
                raise ValueError(f"{PACKAGE}/scenarios.toml: {scenario.id} names units {unknown}")
            wrong = [r for r in setup.forbidden if r not in MAP.places]
            if wrong:
                raise ValueError(f"{PACKAGE}/scenarios.toml: {scenario.id} names Regions {wrong}")
    for card in CARDS.values():
        unknown = [u for u in card.params.units if u not in UNITS]
        if unknown:
            raise ValueError(f"{PACKAGE}/cards.toml: {card.id} names units {unknown}")


_check()
