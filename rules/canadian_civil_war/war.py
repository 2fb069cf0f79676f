"""The National Emergency Cycle (10.4-10.6, 11.2): the Sides, what stands where, the six
Game-Turns, Movement with enemies blocking, stacking, and the end.

Once a National Emergency is created every piece on the display fights for the Side of its
colour (10.15): the Active Pieces on their backs (10.3, `MILITARY.backs`) and the Military Units
each Side received (10.2, ``Emergency.units``). A stack is what one square holds, as in the
political game (7.22); the Crisis Zone still holds numbered stacks (5.3).

Decisions where the rulebook is silent (10.5, 10.6):

* Enemy pieces block (10.5: "hostile Pieces cannot move through each other"): no piece may enter
  a square holding an enemy piece, Military Unit or Active Piece. The Crisis Zone is one large
  square holding many stacks (5.3): a piece may enter it beside enemy stacks, as a stack of its
  own, but may not pass through it while an enemy stack is there.
* Each of the Phasing Side's pieces and units moves once per Movement Phase, up to its Movement
  Allowance (6.2), alone or picked with others that all end in one square.
* Stacking (10.6) is checked for the Phasing Side at the end of its Movement Phase, so pieces may
  pass through and briefly share squares; Militia deployed over the limit (10.3) must spread out
  in their Side's first Movement Phase. What is still over the limit when the phase ends is
  eliminated: the strongest Military Unit stays, and two pieces, Constituencies first (they
  decide 11.2), then the strongest. The prompt names what ending the phase would eliminate.
* Any player of a Side may make its choices (10.27: "Command and Control problems on Sides which
  are coalitions should be decided by the Players constituting those Sides"); where a person is
  among them, the Side's computer seats leave its choices to him (`Title.shares`).
* 11.32 ("a Side finds that everyone has joined that Side") cannot arise: an Emergency exists
  only when someone opposed it (10.11), and the Sides last to its end (10.15).
"""

from __future__ import annotations

from functools import cache

from rules.core import Msg, Outcome

from .components import DISPLAY, MILITARY, PIECES
from .data import COLORS, CRISIS_ZONE
from .movement import blocked as movement_blocked
from .ops import NAMES, in_crisis_zone, piece_name, seated, split_key
from .state import OFF, Active, CCWState, Color, Emergency, Placed, Side

TURNS = 6  # 10.0: "only six National Emergency Game-Turns"
SIDES = ("government", "rebel")
STAGES = ("attempt", "callup", "deploy", "movement", "combat")
# The Sides' and the stages' names (catalogs/*/emergency.ftl): "Government Side", "Movement
# Phase"; a Side's short form names a piece's Side ("Government The Royal Canadian Dragoons").
SIDE_NAMES: dict[str, Msg] = {s: Msg(f"ccw-side-{s}") for s in SIDES}
SIDE_SHORT: dict[str | None, Msg] = {s: Msg(f"ccw-side-short-{s}") for s in SIDES} | {
    None: Msg("ccw-side-short-neutral")
}
STAGE_NAMES: dict[str, Msg] = {s: Msg(f"ccw-stage-{s}") for s in STAGES}


def emergency(state: CCWState) -> Emergency:
    assert state.emergency is not None
    return state.emergency


def other(side: Side) -> Side:
    return "rebel" if side == "government" else "government"


def players(state: CCWState, side: Side) -> list[Color]:
    """The players of ``side``, in the order of play."""
    sides = emergency(state).sides
    return [c for c in seated(state) if sides.get(c) == side]


# --- what stands where -----------------------------------------------------------------------


def is_unit(thing: str) -> bool:
    return thing in MILITARY.units


def side_of(state: CCWState, thing: str) -> Side | None:
    """The Side a Military Unit or an Active Piece fights for (None: a neutral's, 10.14)."""
    e = emergency(state)
    if thing in e.units:
        return e.units[thing].side
    return e.sides.get(state.actives[thing].color)  # type: ignore[return-value]


def spot(state: CCWState, thing: str) -> Placed | Active:
    """Where a unit or a piece stands (its record)."""
    units = emergency(state).units
    return units[thing] if thing in units else state.actives[thing]


def key_at(state: CCWState, thing: str) -> str:
    spot_ = spot(state, thing)
    return f"{CRISIS_ZONE}:{spot_.stack}" if spot_.where == CRISIS_ZONE else spot_.where


def on_display(state: CCWState, thing: str) -> bool:
    return spot(state, thing).where != OFF


def strength(thing: str) -> int:
    """Combat Strength: a unit's, or the back of an Active Piece (10.3)."""
    return MILITARY.units[thing].strength if is_unit(thing) else MILITARY.backs[thing].strength


def allowance(thing: str) -> int:
    """Movement Allowance: a unit's, or the back of an Active Piece (10.3, 10.5's note)."""
    return MILITARY.units[thing].movement if is_unit(thing) else MILITARY.backs[thing].movement


@cache
def name(thing: str) -> Msg:
    """A Military Unit's name (ccw-unit-<id>, catalogs/*/emergency-names.ftl) or an Active
    Piece's (ccw-piece-<id>, names.ftl)."""
    return Msg(f"ccw-unit-{thing}") if is_unit(thing) else piece_name(thing)


@cache
def province_name(province: str, of: bool = False) -> Msg:
    """A Province's name, in French with its article: 'Ontario' ("l'Ontario"), and with
    ``of``, after "of" ("de l'Ontario", "du Québec"; catalogs/*/emergency-names.ftl)."""
    return Msg(f"ccw-ne-province-of-{province}" if of else f"ccw-ne-province-{province}")


def last_roll(roll: int | None) -> Msg:
    """The roll the board shows: 'die 4'."""
    return Msg("ccw-table-die", die=str(roll))


def listed(names: list[Msg]) -> Msg:
    """'Red, Orange, Green': names one after another, a comma between them."""
    return Msg.join(*names, sep=", ")


def colors_listed(colors: list[Color]) -> Msg:
    return listed([NAMES[c] for c in colors])


def names_listed(things: list[str]) -> Msg:
    """'Camerons, Ontario 1': pieces' and units' names."""
    return listed([name(t) for t in things])


def described_listed(state: CCWState, things: list[str], sep: str = ", ") -> Msg:
    return Msg.join(*(describe(state, t) for t in things), sep=sep)


def describe(state: CCWState, thing: str) -> Msg:
    """'Government The Royal Canadian Regiment (3)', 'Rebel Red Ontario 1 (1)': the Side, the
    piece's colour, its name and its Combat Strength."""
    color = None if is_unit(thing) else state.actives[thing].color
    return _described(thing, side_of(state, thing), color)


@cache
def _described(thing: str, side: Side | None, color: Color | None) -> Msg:
    """`describe`, made once for each Side and colour a piece may show (every choice's label
    at every step of a search names pieces so)."""
    short = SIDE_SHORT[side]
    if color is None:
        return Msg("ccw-ne-unit-described", side=short, name=name(thing), strength=strength(thing))
    return Msg(
        "ccw-ne-piece-described",
        side=short,
        color=NAMES[color],
        name=name(thing),
        strength=strength(thing),
    )


class Front:
    """Every stack of the National Emergency with what it holds, gathered in one pass: Active
    Pieces and Military Units on the display, by stack key, each with its Side."""

    def __init__(self, state: CCWState) -> None:
        self.held: dict[str, list[str]] = {}
        self.side: dict[str, Side | None] = {}
        e = emergency(state)
        for piece, active in state.actives.items():
            if active.where != OFF:
                self._add(piece, active.where, active.stack, e.sides.get(active.color))
        for unit, placed in e.units.items():
            if placed.where != OFF:
                self._add(unit, placed.where, placed.stack, placed.side)
        squares = [s for s in DISPLAY.places if s in self.held]
        zone = sorted((k for k in self.held if in_crisis_zone(k)), key=lambda k: split_key(k)[1])
        self.keys: list[str] = squares + zone

    def _add(self, thing: str, where: str, stack: int, side: Side | None) -> None:
        key = f"{CRISIS_ZONE}:{stack}" if where == CRISIS_ZONE else where
        self.held.setdefault(key, []).append(thing)
        self.side[thing] = side  # type: ignore[assignment]

    def of(self, key: str, side: Side | None = None) -> list[str]:
        things = self.held.get(key, [])
        return [t for t in things if side is None or self.side[t] == side]

    def enemy_places(self, side: Side) -> set[str]:
        """The places (square ids, the Crisis Zone) holding a piece of the enemy of ``side``."""
        return {split_key(k)[0] for k in self.keys if self.of(k, other(side))}

    def joined(self, key: str) -> list[str]:
        """The stacks next to ``key`` along a Path (7.21), every Crisis Zone stack counting as
        next to the squares joined to it (5.3), and ``key`` itself: pieces of both Sides may
        share a square when the Emergency begins (the political game mixes colours)."""
        found = [key]
        for there in DISPLAY.neighbours(split_key(key)[0]):
            if there == CRISIS_ZONE:
                found += [k for k in self.keys if in_crisis_zone(k)]
            elif there in self.held:
                found.append(there)
        return found


def zone_stack(state: CCWState) -> int:
    """A number for a new stack in the Crisis Zone, past every piece's and unit's."""
    used = [a.stack for a in state.actives.values() if a.where == CRISIS_ZONE]
    used += [u.stack for u in emergency(state).units.values() if u.where == CRISIS_ZONE]
    return max(used, default=0) + 1


def put(state: CCWState, thing: str, place: str) -> None:
    """Set a piece or unit down in ``place`` (a square id, or the Crisis Zone: a new stack)."""
    put_together(state, [thing], place)


def put_together(state: CCWState, things: list[str], place: str) -> None:
    """Set several down in one stack of ``place``."""
    stack = zone_stack(state) if place == CRISIS_ZONE else 0
    for thing in things:
        record = spot(state, thing)
        record.where, record.stack = place, stack


def remove(state: CCWState, thing: str, why: str) -> None:
    """Take a piece or unit out of play: "eliminated", "arrested" (10.85-10.87) or "neutral"."""
    record = spot(state, thing)
    record.where, record.stack = OFF, 0
    emergency(state).removed[thing] = why


# --- Movement (10.5) ---------------------------------------------------------------------------


def movable(state: CCWState) -> list[str]:
    """The Phasing Side's pieces and units that may still move this phase."""
    e = emergency(state)
    front = Front(state)
    return [
        t
        for key in front.keys
        for t in front.of(key, e.side)
        if t not in e.moved and allowance(t) > 0
    ]


def destinations(state: CCWState, things: list[str]) -> list[str]:
    """Where the picked pieces may all go, each by its own way within its Movement Allowance,
    never into or through an enemy's square (10.5, the decisions above)."""
    if not things:
        return []
    e = emergency(state)
    front = Front(state)
    enemy = front.enemy_places(e.side)
    shut = enemy - {CRISIS_ZONE} | set(movement_blocked(state))
    stops = {CRISIS_ZONE} & enemy
    reach: set[str] | None = None
    for thing in things:
        start = split_key(key_at(state, thing))[0]
        found = set(DISPLAY.reachable(start, allowance(thing), blocked=shut, stops=stops))
        reach = found if reach is None else reach & found
    assert reach is not None
    return [place for place in DISPLAY.places if place in reach]


def move(state: CCWState, things: list[str], to: str) -> None:
    put_together(state, things, to)
    emergency(state).moved += things


def overstacked(state: CCWState, side: Side) -> list[str]:
    """What 10.6 would eliminate of ``side`` now: beyond one Military Unit and two other pieces
    per stack (keeping the strongest unit, then Constituencies, then the strongest pieces)."""
    front = Front(state)
    excess = []
    for key in front.keys:
        mine = front.of(key, side)
        units = sorted((t for t in mine if is_unit(t)), key=lambda t: -strength(t))
        pieces = sorted(
            (t for t in mine if not is_unit(t)),
            key=lambda t: (PIECES[t].kind != "constituency", -strength(t)),
        )
        excess += units[1:] + pieces[2:]
    return excess


def enforce_stacking(state: CCWState) -> None:
    """10.6 at the end of the Phasing Side's Movement Phase."""
    for thing in overstacked(state, emergency(state).side):
        state.say(Msg("ccw-ne-overstacked", thing=describe(state, thing)))
        remove(state, thing, "eliminated")


# --- the Game-Turns (10.4) and the end (11.2) ----------------------------------------------------


def start(state: CCWState) -> None:
    """The first National Emergency Game-Turn, after deployment (10.3, 10.4)."""
    e = emergency(state)
    e.turn, e.side = 1, "government"
    _begin_phase(state, "movement")


def _begin_phase(state: CCWState, stage: str) -> None:
    e = emergency(state)
    e.stage = stage  # type: ignore[assignment]
    e.moved, e.picked, e.engaged, e.attack = [], [], [], None
    state.say(
        Msg(
            "ccw-ne-phase",
            turn=e.turn,
            turns=TURNS,
            side=SIDE_NAMES[e.side],
            stage=STAGE_NAMES[stage],
        )
    )


def end_phase(state: CCWState) -> None:
    """The Phasing Side ends its phase (10.4): Movement, Combat, then the other Side; after
    the Rebels' sixth Combat Phase, 11.23."""
    e = emergency(state)
    if e.stage == "movement":
        enforce_stacking(state)
        if check_end(state):
            return
        _begin_phase(state, "combat")
        return
    if e.side == "government":
        e.side = "rebel"
        _begin_phase(state, "movement")
        return
    if e.turn == TURNS:
        rebels = players(state, "rebel")
        finish(state, rebels, Msg("ccw-ne-rebels-win", names=_names(rebels)))
        return
    e.turn, e.side = e.turn + 1, "government"
    _begin_phase(state, "movement")


def rebel_constituencies(state: CCWState) -> list[str]:
    sides = emergency(state).sides
    return [
        p
        for p, a in state.actives.items()
        if PIECES[p].kind == "constituency" and a.where != OFF and sides.get(a.color) == "rebel"
    ]


def check_end(state: CCWState) -> bool:
    """11.24: the Rebels lose when their last Constituency is eliminated."""
    if state.outcome is None and not rebel_constituencies(state):
        government = players(state, "government")
        finish(state, government, Msg("ccw-ne-government-wins", names=_names(government)))
    return state.outcome is not None


def finish(
    state: CCWState, winners: list[Color], reason: Msg, losers: tuple[Color, ...] = ()
) -> None:
    state.outcome = Outcome(winners=list(winners), reason=reason, losers=list(losers))
    state.phase = "over"
    state.queue = []
    state.say(Msg.join("🏆", reason) if winners else reason)


def _names(colors: list[Color]) -> Msg:
    """'Red and Orange', 'nobody'."""
    if not colors:
        return Msg("ccw-ne-nobody")
    names = NAMES[colors[0]]
    for color in colors[1:]:
        names = Msg("ccw-ne-and", first=names, second=NAMES[color])
    return names


def home_places(state: CCWState, side: Side) -> list[str]:
    """The squares of ``side``'s Home Areas (10.3), the Blue area only where it is in play."""
    colors = [c for c in COLORS if c in players(state, side)]
    shut = set(movement_blocked(state))
    return [s for c in colors for s in DISPLAY.squares(c) if s not in shut]
