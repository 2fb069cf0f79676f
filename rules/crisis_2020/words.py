"""The names the rules say, as messages of the catalogs (catalogs/*/names.ftl, cards.ftl): one
message a data id, ``c2020-<kind>-<id>`` (README, "Languages"). Each is made once: the prompts
name the same Regions, units and cards at every step of a search.

A data id the catalogs do not know (a unit or Region a server owner added through
``GAME_DATA_DIR``) is said by its data name, the same in every language.
"""

from __future__ import annotations

from functools import cache

from ..core.messages import SOURCE, Msg, catalog
from .cards import Card
from .components import CARDS, MAP, SCENARIOS, UNITS
from .data import SIDES

SIDE: dict[str, Msg] = {side: Msg(f"c2020-side-{side}") for side in SIDES}
PHASE: dict[str, Msg] = {
    phase: Msg(f"c2020-phase-{phase}")
    for phase in ("setup", "draw", "data", "move", "armed", "recovery", "over")
}
MODE: dict[str, Msg] = {mode: Msg(f"c2020-mode-{mode}") for mode in ("regular", "max", "ltl")}


def _named(id: str, fallback: str) -> str:
    return Msg(id) if catalog(SOURCE).has_message(id) else fallback


@cache
def region(region_id: str) -> str:
    """A Region's name: "Greater New York", "Grand New York"."""
    return _named(f"c2020-region-{region_id}", MAP.place(region_id).name)


@cache
def region_label(region_id: str) -> Msg:
    """'Midwest (developed, 2)': name, type and Value."""
    place = MAP.place(region_id)
    kind = Msg(f"c2020-region-type-{place.type}")
    return Msg("c2020-region-label", region=region(region_id), type=kind, value=place.value)


@cache
def unit_type(kind: str) -> Msg:
    return Msg(f"c2020-type-{kind}")


@cache
def unit(unit_id: str) -> str:
    """A unit's Unit I.D. or Military Designation: "Insurgents 1", "Insurgés 1"."""
    return _named(f"c2020-unit-{unit_id}", UNITS[unit_id].name)


@cache
def described(unit_id: str) -> Msg:
    """'Insurgents 1 (Insurgents)': the unit and its type."""
    return Msg("c2020-unit-described", unit=unit(unit_id), type=unit_type(UNITS[unit_id].type))


@cache
def card(card_id: str) -> str:
    """A Crisis Card's name."""
    return _named(f"c2020-card-{card_id}", CARDS[card_id].name)


@cache
def card_text(card_id: str) -> str:
    """A Crisis Card's instructions, as players read them."""
    return _named(f"c2020-card-{card_id}-text", CARDS[card_id].text)


@cache
def card_label(card_id: str) -> Msg:
    """'#1 Mass Rally (data: 4/2/1)', '#46 Surveillance'."""
    return label_of(CARDS[card_id])


def label_of(spec: Card) -> Msg:
    """The label of the card ``spec`` (`card_label`, for a card that may not be the game's)."""
    name = _named(f"c2020-card-{spec.id}", spec.name)
    if spec.kind == "support" and spec.values is not None:
        v = spec.values
        values = f"{v.metroplex}/{v.developed}/{v.wilderness}"
        border = spec.border or "both"
        return Msg(
            "c2020-card-label-support", number=spec.number, name=name, border=border, values=values
        )
    return Msg("c2020-card-label", number=spec.number, name=name)


def result_id(code: str) -> str:
    """The message id of a result of the Combat Results Tables: its code lowercased, "(a)" as
    "-a", "-" as "none" ("T(a)": c2020-result-t-a)."""
    slug = "none" if code == "-" else code.lower().replace("(a)", "-a")
    return f"c2020-result-{slug}"


@cache
def result(code: str) -> str:
    """A result's name: "Defection", "Termination with Collateral Damage"."""
    return _named(result_id(code), code)


@cache
def table(key: str) -> str:
    """A Combat Results Table's name, by its key (``crisis-2020/armed``)."""
    return Msg(f"c2020-table-{key.rpartition('/')[2]}")


def listing(names: list[str], empty: str) -> str:
    """Names one after another, ", " between them, or the message ``empty`` when none."""
    return Msg.join(*names, sep=", ") if names else Msg(empty)


@cache
def scenario(scenario_id: str) -> str:
    return _named(f"c2020-scenario-{scenario_id}", SCENARIOS[scenario_id].name)


@cache
def scenario_text(scenario_id: str) -> str:
    return _named(f"c2020-scenario-{scenario_id}-description", SCENARIOS[scenario_id].description)


@cache
def power(power_id: str) -> str:
    """A Foreign Power, as the log names it when it comes into play."""
    return _named(f"c2020-power-{power_id}", power_id)
