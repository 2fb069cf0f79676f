"""The state of a game of 1812: The Invasion of Canada: plain data, JSON all the way down."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from rules.core import GameState
from rules.core.decks import Deck

Phase = Literal["setup", "enlist", "cards", "move", "battles", "battle", "over"]


class Army(BaseModel):
    """An army being moved: where it left from, what it holds, where it went so far."""

    origin: str
    units: dict[str, int]
    path: list[str] = []
    # "land", "water" (warship, fishing boat, canoe) or "harrison" (William Harrison's army).
    mode: str = "land"
    # How many areas it may still enter.
    budget: int = 0
    # It entered an area enemy units occupy, so it must stop ("Armies").
    stopped: bool = False
    # Units left behind along the way (William Harrison only).
    dropped: dict[str, dict[str, int]] = {}

    @property
    def here(self) -> str:
        return self.path[-1] if self.path else self.origin

    @property
    def size(self) -> int:
        return sum(self.units.values())


class WaterMove(BaseModel):
    """A Fishing Boat or Canoe card moves several small armies from different areas to one
    single area ("Canoe and Fishing Boat Army Size Limits"): what this card has done so far."""

    destination: str | None = None
    origins: list[str] = []
    units_moved: int = 0


class Pending(BaseModel):
    """A Special Card waiting for its player's choices (where to place, which area, ...)."""

    effect: str
    card: str
    left: int = 0


class Battle(BaseModel):
    """A battle being fought ("3. Battles")."""

    area: str
    initiative: str  # the side that rolls first
    rolling: str  # the side whose dice are next
    rounds: int = 0
    # Hits the named side must still take, chosen by its players.
    hits_on: str | None = None
    hits_left: int = 0
    # Command Decisions still to be made, one per blank face: factions in order.
    commands: list[str] = []
    # Special Cards assigned to this battle ("assigned prior to battle resolution").
    specials: list[str] = []


class InvasionState(GameState):
    rounds: int
    round: int = 1
    # Turn Order Markers still in the bag, and those drawn this round, in order.
    bag: list[str] = Field(default_factory=list)
    turn_order: list[str] = Field(default_factory=list)
    faction: str | None = None  # whose turn it is
    phase: Phase = "setup"
    # area -> faction -> units on the map; factions with no units are left out.
    units: dict[str, dict[str, int]] = Field(default_factory=dict)
    pools: dict[str, int] = Field(default_factory=dict)
    fled: dict[str, int] = Field(default_factory=dict)
    hands: dict[str, list[str]] = Field(default_factory=dict)
    decks: dict[str, Deck] = Field(default_factory=dict)
    # Truce cards played, in order; other played cards are out of the game.
    truces: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    # Enemy Objectives held: area -> the side holding it ("Objectives").
    control: dict[str, str] = Field(default_factory=dict)
    # Full Campaign: units each faction still places at setup.
    setup_left: dict[str, int] = Field(default_factory=dict)

    # --- the current turn ---
    movement_card: str | None = None
    specials: list[str] = Field(default_factory=list)  # played this turn
    effects: list[str] = Field(default_factory=list)  # effect keys in force this turn
    armies_left: int = 0
    water: WaterMove | None = None
    # Units that already moved this turn, which may not move again: area -> faction -> n.
    moved: dict[str, dict[str, int]] = Field(default_factory=dict)
    army: Army | None = None
    # Army bonuses waiting for the next army started (Forced March, Voltigeurs, War Path).
    army_bonus: list[str] = Field(default_factory=list)
    harrison: bool = False  # William Harrison's extra army is still to move
    pending: Pending | None = None
    enlisted: bool = False
    fled_to_place: int = 0
    native_extra: int = 0
    # Areas an army entered by water this turn: no Command Decision out of them by water.
    landed_by_water: list[str] = Field(default_factory=list)
    battle: Battle | None = None
    fought: int = 0  # battles begun this turn
    # Special Cards waiting to be assigned to a battle, and the assignments: effect -> area.
    assigned: dict[str, str] = Field(default_factory=dict)
