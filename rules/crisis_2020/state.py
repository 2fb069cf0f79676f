"""The state of a game of Crisis 2020: plain data, JSON all the way down.

Where every counter is (`Piece`), the Crisis Deck and the hands, whose Player Turn and which
phase it is, what each unit has done this turn, and the decisions waiting to be made (`Step`,
in ``queue``): an attack being built, a result whose options the roller picks, a counterattack
the other side may launch, a unit to place. The first step is what the game waits on.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from rules.core import GameState
from rules.core.decks import Deck

Side = Literal["rebel", "government"]
Phase = Literal["setup", "draw", "data", "move", "armed", "recovery", "over"]
Where = str  # a Region id, or one of the boxes below
POOL, NEUTRALIZED, ASIDE = "pool", "neutralized", "aside"


class Piece(BaseModel):
    """Where a counter is, and for whom ("2.0": units are two-sided, shared by both)."""

    where: Where = POOL
    side: Side | None = None  # None in the Recruitment Pool and set aside


class Draft(BaseModel):
    """An attack (or a counterattack) being built by ``side``, private until it is rolled:
    the units and cards marked, and how it will roll ("5.61", "5.62", "8.13", "8.14")."""

    conflict: Literal["data", "armed"]
    region: str
    side: Side
    units: list[str] = Field(default_factory=list)
    cards: list[str] = Field(default_factory=list)
    mode: Literal["regular", "max", "ltl"] = "regular"


class Armed(BaseModel):
    """An Armed Conflict in progress, through its chain of counterattacks ("8.15")."""

    region: str
    attacker: Side  # the side performing its Player Turn
    original: list[str]  # the units of the original attack
    # Units of each side that took part so far: subject to the results of the other side's
    # rolls (a counterattack's targets, "5.4", "8.15").
    engaged: dict[str, list[str]]
    # Cards each side played in this conflict: they stay in effect until it ends ("8.15").
    played: dict[str, list[str]]
    vetoed: list[str] = Field(default_factory=list)
    links: int = 0  # rolls made in it so far
    eliminated: list[str] = Field(default_factory=list)  # by the last roll: may retreat ("8.15")


class Step(BaseModel):
    """A decision the game waits on: ``side`` chooses among what ``kind`` offers.

    kinds: ``place`` (a unit at setup, ``units``), ``draft`` (building an attack),
    ``result`` (the roller's options for a Neutralization, Recruit, Defection or Intervention
    result, ``options``), ``terminate`` (the unit a Termination eliminates), ``counter``
    (whether to counterattack), ``retreat`` (a unit retreating on doubles), ``insurgent``
    (where an Extremists Insurgent goes), ``event`` (an event's placements or targets, ``left``
    more), ``recover`` (a unit back from the Neutralized Box). The kinds in ``title.AUTO``
    need no decision and run when they reach the front: ``outcome`` (a roll's result held
    back behind an Extremists its 7 drew, ``data``), the doubles and Collateral Damage draws
    and discards, and the end of an Armed Conflict.
    """

    kind: str
    side: Side
    region: str | None = None
    units: list[str] = Field(default_factory=list)
    options: list[str] = Field(default_factory=list)
    card: str | None = None
    left: int = 0
    # What the step was for, for the words of its prompt and log: "Defection", "Riot", ...
    reason: str = ""
    data: dict[str, Any] = Field(default_factory=dict)


class CrisisState(GameState):
    turns: int
    turn: int = 1
    player: Side = "rebel"  # whose Player Turn it is
    phase: Phase = "setup"
    pieces: dict[str, Piece]
    deck: Deck
    hands: dict[str, list[str]]
    removed: list[str] = Field(default_factory=list)  # "4.6", and #72-77 outside the Advanced Game
    powers: dict[str, Side] = Field(default_factory=dict)  # active Foreign Powers ("12.1")
    # What units did this Player Turn ("5.2", "7.0").
    data_attacked: list[str] = Field(default_factory=list)
    armed_attacked: list[str] = Field(default_factory=list)
    moved: list[str] = Field(default_factory=list)
    picked: list[str] = Field(default_factory=list)  # units chosen to move together
    recovered: list[str] = Field(default_factory=list)  # placed or stuck this Recovery Phase
    rebel_ltl_used: bool = False  # "8.14": the Rebel's one Less Than Lethal per Game Turn
    draft: Draft | None = None
    armed: Armed | None = None
    queue: list[Step] = Field(default_factory=list)
    # The last roll of each kind, for the board ("2d6 [3, 4] = 7").
    last_roll: str = ""
