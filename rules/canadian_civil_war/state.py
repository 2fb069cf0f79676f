"""The state of a political game of Canadian Civil War: plain data, JSON all the way down.

Where every Active Piece stands and whose colour it shows (`Active`), where every Issue lies,
what is beneath whom and who has seen it (`Issue`), the deck and the hands, the order of play,
whose Player-Turn and which phase it is, what pieces did this Player-Turn, and the decisions
waiting to be made (`Step`, in ``queue``; the first is what the game waits on).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from rules.core import GameState
from rules.core.decks import Deck

Color = Literal["red", "orange", "green", "blue"]
Phase = Literal["setup", "opportunity", "movement", "contest", "election", "emergency", "over"]
Side = Literal["government", "rebel"]
Stance = Literal["join", "oppose", "neutral"]
# What the National Emergency is doing (10.0): the attempt's sealed stances (10.1), the
# Government's call-up (10.23), placing the units that deploy anywhere (10.3), then six
# Game-Turns of each Side's Movement and Combat Phases (10.4).
Stage = Literal["attempt", "callup", "deploy", "movement", "combat"]
OFF = "off"  # off the display: Civil Servants and the Prime Minister during a National Election


class Active(BaseModel):
    """An Active Piece (1.22): where it stands and whose colour it shows. A piece changes
    allegiance by being exchanged for its companion of another colour (1.25), so one record
    per piece, with its colour, is the whole story."""

    color: Color
    where: str  # a square id, the Crisis Zone, or OFF
    stack: int = 0  # in the Crisis Zone, which of its stacks (0 elsewhere)


class Issue(BaseModel):
    """An Issue (1.22, 5.13): a Passive Piece, controlled by the Constituency it lies beneath
    (``under``) or by the Control Point it lies on. Its kind is secret to those who have not
    seen it (3.0 step 2) until it is revealed to everyone (``public``)."""

    kind: str  # language, tax, ...
    where: str
    stack: int = 0
    under: str | None = None  # the Constituency on top of it
    seen: list[Color] = Field(default_factory=list)
    public: bool = False
    # The Home Area it was called from into the Crisis Zone, for 7.28.
    called_from: Color | None = None


class Vote(BaseModel):
    """A National Debate (5.4, reconstructed) or a vote to form a government (8.21): sealed
    ballots, revealed together once everyone has voted."""

    question: str  # "call" (an Issue into the Crisis Zone) or "government"
    proposer: Color
    target: str | None = None  # the Issue to be called
    card: str | None = None  # the Crisis Card behind the call, if any
    ballots: dict[str, bool] = Field(default_factory=dict)  # color -> yes
    voters: list[Color] = Field(default_factory=list)


class Contest(BaseModel):
    """A Contest being prepared by the Phasing Player (7.0): the defending stack and the
    contesting stacks marked so far, private until rolled."""

    target: str  # a stack key: a square id, or "crisis-zone:<n>"
    stacks: list[str] = Field(default_factory=list)
    taker: str | None = None  # the Constituency that takes the Issue on a C result


class Formation(BaseModel):
    """Forming a government after National Elections (8.2)."""

    tried: list[Color] = Field(default_factory=list)
    candidate: Color
    # Civil Servants handed over by the candidate for votes (8.22): binding once the
    # government is formed.
    given: dict[str, Color] = Field(default_factory=dict)


class Step(BaseModel):
    """A decision the game waits on: ``color`` chooses among what ``kind`` offers.

    kinds: ``place`` (setting up a piece), ``target`` (the Issue a Crisis Card calls),
    ``vote`` (a ballot), ``event-place`` (where an event sends a piece), ``invite`` (a
    Non-Phasing Player's turn to play cards out of turn, 5.24), ``formation`` (the candidate's
    deals and call for the vote), ``return`` (placing a Civil Servant or the Prime Minister
    back on the display).
    """

    kind: str
    color: Color
    pieces: list[str] = Field(default_factory=list)
    options: list[str] = Field(default_factory=list)
    card: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class Effect(BaseModel):
    """A Contesting Strength doubled or halved for the Player-Turn (5.22), on the pieces it
    selected when the card was played."""

    card: str
    factor: float
    pieces: list[str]


class Placed(BaseModel):
    """A Military Unit in play (10.2, 10.3): its Side and where it stands (OFF: waiting to be
    deployed)."""

    side: Side
    where: str = OFF
    stack: int = 0


class Attack(BaseModel):
    """An attack being prepared by the Phasing Side (10.7): the defending stack and the
    attacking units marked so far."""

    target: str  # a stack key
    units: list[str] = Field(default_factory=list)


class Emergency(BaseModel):
    """A National Emergency, from its attempt (10.1) to its end (11.2).

    During the attempt only ``attempter`` and the sealed ``stances`` matter. Once created,
    ``sides`` names each remaining player's Side (10.15); ``units`` are the Military Units
    each Side received (10.2); ``removed`` the pieces and units out of play and why
    ("eliminated", "arrested", "neutral": 10.14, 10.7; "off": away for a National Election when
    the attempt was made, 8.2); Issues are all OFF once the units deploy (10.3)."""

    attempter: Color
    stage: Stage = "attempt"
    stances: dict[str, Stance] = Field(default_factory=dict)  # sealed until all have chosen
    voters: list[Color] = Field(default_factory=list)
    sides: dict[str, Side] = Field(default_factory=dict)
    turn: int = 0  # the National Emergency Game-Turn, 1 to 6 (10.4)
    side: Side = "government"  # the Phasing Side
    units: dict[str, Placed] = Field(default_factory=dict)
    removed: dict[str, str] = Field(default_factory=dict)
    # Units waiting to be placed "anywhere" by their Side (10.3), Rebels' first, with the area
    # each may go to ("home": the Side's Home Areas; "display": anywhere).
    to_deploy: list[tuple[str, str]] = Field(default_factory=list)
    # This phase: units and pieces that moved, picked to move together, attacked or defended.
    moved: list[str] = Field(default_factory=list)
    picked: list[str] = Field(default_factory=list)
    engaged: list[str] = Field(default_factory=list)
    attack: Attack | None = None
    # Retreats waiting on a Side's choice of square: (side, the pieces retreating together).
    retreats: list[tuple[Side, list[str]]] = Field(default_factory=list)


class CCWState(GameState):
    actives: dict[str, Active]
    issues: dict[str, Issue]
    deck: Deck
    hands: dict[str, list[str]]
    order: list[Color] = Field(default_factory=list)  # this Game-Turn's order of play
    turn: int = 0
    player: Color = "red"  # the Phasing Player
    phase: Phase = "setup"
    placed: dict[str, list[str]] = Field(default_factory=dict)  # setup: pieces still to place
    # What pieces did this Player-Turn.
    moved: list[str] = Field(default_factory=list)
    picked: list[str] = Field(default_factory=list)  # pieces chosen to move together
    engaged: list[str] = Field(default_factory=list)  # contested or defended (7.24)
    effects: list[Effect] = Field(default_factory=list)
    called: bool = False  # the Phasing Player's call without a card, this Player-Turn
    invited: bool = False  # 5.24 offered in this phase
    contest: Contest | None = None
    vote: Vote | None = None
    formation: Formation | None = None
    last_roll: str = ""
    queue: list[Step] = Field(default_factory=list)
    emergency: Emergency | None = None
