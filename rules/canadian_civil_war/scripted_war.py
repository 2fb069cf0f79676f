"""The scripted player in a National Emergency (10.0-10.8, 11.2): its stance, and the war of
whichever Side it is on, played as the rules make plain.

* **Stance (10.1, 10.11-10.14).** It opposes (scripted.py says why).
* **Call-up (10.23).** None: each Constituency rolled for is an even chance on the Loyalty
  Table's "3" column (10.83) of giving its Militia to the Government or to the Rebels, so the
  call-up gives the Government nothing on the average and the Rebels units to cover their
  Constituencies with (10.72).
* **The Government** wins only by eliminating every Rebel Constituency within six Game-Turns
  (11.23, 11.24): its Military Units, the only pieces that attack (10.71), are deployed and
  moved beside the Rebel Constituencies' stacks, one a square (10.6), until each has the
  strength for 2-1 on the Riot Table (10.86: the stack eliminated on four rolls in six), and
  where a Rebel Military Unit covers it, 3-1 on the Combat Results Table first (10.85: no
  chance of losing the unit, 10.72-10.73). It attacks each Rebel Constituency with the fewest
  units that reach those odds, or with all it has at 1-1 or better; then, with the units left,
  the Rebel stacks that bar the way to a Constituency, at 3-1 or better.
* **The Rebels** win by keeping one Constituency for six Game-Turns (11.23). Their
  Constituencies go where the fewest squares beside them are open to the Government (enemy
  pieces block, 10.5) and the farthest from its units; their Military Units stand on them (10.72:
  a unit must be beaten first, on the Combat Results Table), their other pieces beside them,
  barring the way. A unit that covers nothing attacks a Government unit at 3-1 or better (no Ae
  on 10.85).
* **Stacking (10.6)** is kept at every move, for the whole Side: never two Military Units in a
  square, never three other pieces, so nothing is eliminated at the end of a Movement Phase
  that could stand elsewhere. Deployment over the limit (10.3) is spread out first.
* **Retreats** go toward the Rebel Constituencies (the Government) or away from the Government's
  units (the Rebels).

Pieces and units move one at a time, each once a phase (war.py), so every plan ends.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from rules.core import Choice

from . import combat, war
from .components import DISPLAY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import split_key
from .scripted_reading import column_of, paths, reach
from .state import CCWState, Side
from .war_odds import distance

# The odds the Government wants against a Rebel Constituency on the Riot Table, and against a
# Rebel Military Unit's stack on the Combat Results Table (module docstring).
RIOT_ODDS, COMBAT_ODDS = 2, 3
# The Crisis Zone counted as this many open squares beside a stack next to it: it holds any
# number of stacks (5.3), every one of them next to the squares joined to it.
ZONE_OPEN = 4


def decide(state: CCWState, role: str, asked: list[Choice]) -> Choice | None:
    e = war.emergency(state)
    if e.stage == "attempt":
        return _find(asked, "oppose")
    side: Side = e.sides[role]  # type: ignore[assignment]
    if e.retreats:
        return _retreat(state, asked)
    if e.stage == "callup":
        return _find(asked, "roll") if not e.picked else _find(asked, "unmark")
    if e.stage == "deploy":
        return _deploy(state, asked)
    if e.stage == "movement":
        return _movement(state, side, asked)
    return _combat(state, side, asked)


def _find(asked: list[Choice], verb: str, arg: str | None = None) -> Choice | None:
    return next((c for c in asked if c.verb == verb and (arg is None or c.arg == arg)), None)


def _constituency(thing: str) -> bool:
    return not war.is_unit(thing) and PIECES[thing].kind == "constituency"


class Field:
    """The war as one Side reads it for a decision: who stands where."""

    def __init__(self, state: CCWState, side: Side) -> None:
        self.state = state
        self.side = side
        self.enemy = war.other(side)
        self.front = war.Front(state)
        self.rebel_posts = [
            k for k in self.front.keys if any(_constituency(t) for t in self.front.of(k, "rebel"))
        ]
        # What each place holds of this Side: Military Units, other pieces (10.6).
        self.units: Counter[str] = Counter()
        self.pieces: Counter[str] = Counter()
        for key in self.front.keys:
            place = split_key(key)[0]
            if place == CRISIS_ZONE:
                continue  # every Crisis Zone stack is a stack of its own
            for thing in self.front.of(key, side):
                if war.is_unit(thing):
                    self.units[place] += 1
                else:
                    self.pieces[place] += 1
        self.enemy_places = self.front.enemy_places(side)
        self._enemy_units: list[str] | None = None  # their stacks, read when first asked

    def fits(self, place: str, thing: str) -> bool:
        """Whether ``thing`` may end a move in ``place`` by 10.6 (a Crisis Zone stack of its own
        always)."""
        if place == CRISIS_ZONE:
            return True
        if war.is_unit(thing):
            return self.units[place] == 0
        return self.pieces[place] < 2

    def move(self, frm: str, to: str, thing: str) -> None:
        counter = self.units if war.is_unit(thing) else self.pieces
        if frm != CRISIS_ZONE:
            counter[frm] -= 1
        if to != CRISIS_ZONE:
            counter[to] += 1

    def nearest_enemy_unit(self, place: str) -> int:
        """Steps along Paths from ``place`` to the nearest Military Unit of the enemy."""
        if self._enemy_units is None:
            self._enemy_units = [
                k
                for k in self.front.keys
                if any(war.is_unit(t) for t in self.front.of(k, self.enemy))
            ]
        return min((distance(place, k) for k in self._enemy_units), default=99)

    def open_sides(self, place: str) -> int:
        """The squares beside ``place`` from which the Government could attack it: those not
        holding a Rebel piece (10.5), the Crisis Zone as `ZONE_OPEN`."""
        found = 0
        for near in paths()[place]:
            if near == CRISIS_ZONE:
                found += ZONE_OPEN
            elif not any(self.front.side[t] == "rebel" for t in self.front.held.get(near, [])):
                found += 1
        return found


def _beside(post: str) -> list[str]:
    """The places from which a stack at ``post`` may be attacked (7.21, 5.3): the squares next
    to it, and the Crisis Zone if it is joined to it (a new stack there)."""
    return list(paths()[split_key(post)[0]])


# --- deployment (10.3) ---------------------------------------------------------------------------


def _deploy(state: CCWState, asked: list[Choice]) -> Choice | None:
    e = war.emergency(state)
    unit, _ = e.to_deploy[0]
    side = e.units[unit].side
    field = Field(state, side)
    places = [str(c.arg) for c in asked if c.verb == "place"]
    if not places:
        return _find(asked, "arrange")
    wishes = _government_wishes if side == "government" else _rebel_unit_wishes
    for place in wishes(field, unit):
        if place in places and field.fits(place, unit):
            return _find(asked, "place", place)
    fitting = [p for p in places if field.fits(p, unit) and p != CRISIS_ZONE]
    return _find(asked, "place", (fitting or places)[0])


# --- the Government ------------------------------------------------------------------------------


def _need(field: Field, post: str) -> int:
    """The strength the Government wants beside a Rebel Constituency's stack (module
    docstring)."""
    rebels = field.front.of(post, "rebel")
    defence = sum(war.strength(t) for t in rebels)
    covered = sum(war.strength(t) for t in rebels if war.is_unit(t))
    if covered:
        return COMBAT_ODDS * defence + RIOT_ODDS * (defence - covered)
    return RIOT_ODDS * defence


def _brought(field: Field, post: str) -> int:
    """The Government's Military Units' strength beside ``post`` now."""
    return sum(
        war.strength(t)
        for near in field.front.joined(post)
        for t in field.front.of(near, "government")
        if war.is_unit(t)
    )


def _government_wishes(field: Field, unit: str) -> list[str]:
    """Where a Government unit is wanted, best first: beside the Rebel Constituency that lacks
    the most strength, on a square with no unit of its Side."""
    posts = sorted(field.rebel_posts, key=lambda k: (_brought(field, k) - _need(field, k), k))
    wishes: list[str] = []
    for post in posts:
        for place in _beside(post):
            if place not in field.enemy_places and place not in wishes:
                wishes.append(place)
    return wishes


@cache
def _shut_areas(scenario: str) -> frozenset[str]:
    """The squares nobody enters (6.6, movement.blocked): the Quiet Revolution's Blue area."""
    if SCENARIOS[scenario].blue_area:
        return frozenset()
    return frozenset(s for s in DISPLAY.places if DISPLAY.place(s).area == "blue")


def _reaches(state: CCWState, field: Field, things: list[str]) -> dict[str, list[str]]:
    """Where each of ``things`` may move, as war.destinations says (10.5: never into or through
    an enemy's square; into the Crisis Zone beside enemy stacks, but not through it), read
    from one look at the display."""
    enemy = field.enemy_places
    shut = (enemy - {CRISIS_ZONE}) | _shut_areas(state.scenario)
    stops = {CRISIS_ZONE} & enemy
    found = {}
    for thing in things:
        start = split_key(war.key_at(state, thing))[0]
        found[thing] = list(reach(start, war.allowance(thing), shut, stops))
    return found


def _spread(state: CCWState, field: Field, reach: dict[str, list[str]]) -> list[tuple[str, str]]:
    """The moves that spread a stack over the stacking limit (10.6; deployment, 10.3): it keeps
    its first Military Unit and its first two other pieces, those that may no longer move first
    (a piece that has moved this phase stays, `war.movable`: the others make room for it), then
    by id; the rest go to the first place within reach where they fit."""
    moves = []
    for key in field.front.keys:
        here = split_key(key)[0]
        if here == CRISIS_ZONE:
            continue
        mine = sorted(field.front.of(key, field.side), key=lambda t: (t in reach, t))
        units = [t for t in mine if war.is_unit(t)]
        pieces = [t for t in mine if not war.is_unit(t)]
        for thing in units[1:] + pieces[2:]:
            place = next((p for p in reach.get(thing, []) if field.fits(p, thing)), None)
            if place is not None:
                field.move(here, place, thing)
                moves.append((thing, place))
    return moves


def _government_moves(state: CCWState) -> list[tuple[str, str]]:
    """The Government's moves this Movement Phase, in order: what stands over the stacking
    limit first (10.6), then units beside the Rebel Constituencies, then the rest closer."""
    field = Field(state, "government")
    movable = war.movable(state)
    reach = _reaches(state, field, movable)
    moves = _spread(state, field, reach)
    done = {t for t, _ in moves}

    def send(thing: str, place: str) -> None:
        field.move(split_key(war.key_at(state, thing))[0], place, thing)
        moves.append((thing, place))
        done.add(thing)

    units = sorted(t for t in movable if war.is_unit(t) and t not in done)
    posts = sorted(field.rebel_posts, key=lambda k: (_need(field, k), k))
    brought = {post: _brought(field, post) for post in posts}
    placed: set[str] = set()  # units that stand beside a post already, or are sent there
    for post in posts:
        for near in field.front.joined(post):
            placed |= {t for t in field.front.of(near, "government") if war.is_unit(t)}
    for post in posts:
        for unit in units:
            if brought[post] >= _need(field, post):
                break
            if unit in placed:
                continue
            spot = next(
                (p for p in _beside(post) if p in reach[unit] and field.fits(p, unit)), None
            )
            if spot is None:
                continue
            send(unit, spot)
            placed.add(unit)
            brought[post] += war.strength(unit)
    for unit in units:
        if unit in placed or unit in done or not posts:
            continue
        here = war.key_at(state, unit)
        goal = min(posts, key=lambda k: (distance(here, k), k))
        best = min(
            [p for p in reach[unit] if field.fits(p, unit)] + [split_key(here)[0]],
            key=lambda p: (distance(p, goal), p != split_key(here)[0], p),
        )
        if best != split_key(here)[0]:
            send(unit, best)
    return moves


# --- the Rebels ----------------------------------------------------------------------------------


def _rebel_unit_wishes(field: Field, unit: str) -> list[str]:
    """Where a Rebel Military Unit is wanted, best first: on a Rebel Constituency's square
    that no unit covers (10.72), then beside one, barring the way (10.5)."""
    bare = [
        k for k in field.rebel_posts if not any(war.is_unit(t) for t in field.front.of(k, "rebel"))
    ]
    wishes = [split_key(k)[0] for k in bare if split_key(k)[0] != CRISIS_ZONE]
    for post in field.rebel_posts:
        for place in _beside(post):
            if place != CRISIS_ZONE and place not in field.enemy_places and place not in wishes:
                wishes.append(place)
    return wishes


def _rebel_moves(state: CCWState) -> list[tuple[str, str]]:
    """The Rebels' moves this Movement Phase, in order (module docstring)."""
    field = Field(state, "rebel")
    movable = war.movable(state)
    reach = _reaches(state, field, movable)
    moves = _spread(state, field, reach)
    done = {t for t, _ in moves}
    taken: set[str] = set()  # squares a Constituency is sent to or stays on

    def send(thing: str, place: str) -> None:
        here = split_key(war.key_at(state, thing))[0]
        field.move(here, place, thing)
        if place != here:
            moves.append((thing, place))
        done.add(thing)

    for key in field.rebel_posts:
        for thing in field.front.of(key, "rebel"):
            if _constituency(thing) and (thing not in movable or thing in done):
                taken.add(war.key_at(state, thing) if thing not in done else _to(moves, thing))
    for thing in sorted(t for t in movable if _constituency(t) and t not in done):
        here = split_key(war.key_at(state, thing))[0]
        options = [here] + [
            p for p in reach[thing] if p != CRISIS_ZONE and p not in taken and field.fits(p, thing)
        ]
        best = min(
            options,
            key=lambda p: (
                field.open_sides(p),
                -field.nearest_enemy_unit(p),
                p != here,
                p,
            ),
        )
        taken.add(best)
        send(thing, best)
    posts = sorted(split_key(k)[0] for k in taken)
    units = sorted(t for t in movable if war.is_unit(t) and t not in done)
    for post in posts:
        if post == CRISIS_ZONE or field.units[post]:
            continue
        unit = next((u for u in units if post in reach[u] and field.fits(post, u)), None)
        if unit is not None:
            send(unit, post)
            units.remove(unit)
    others = sorted(
        t for t in movable if not war.is_unit(t) and not _constituency(t) and t not in done
    )
    for thing in units + others:
        here = split_key(war.key_at(state, thing))[0]
        if here in posts or any(here in paths()[p] for p in posts):
            continue
        bars = [
            p
            for post in posts
            for p in paths()[post]
            if p in reach[thing] and p != CRISIS_ZONE and field.fits(p, thing)
        ]
        if bars:
            send(thing, min(bars, key=lambda p: (field.nearest_enemy_unit(p), p)))
    return moves


def _to(moves: list[tuple[str, str]], thing: str) -> str:
    return next(p for t, p in moves if t == thing)


# --- the Movement Phase --------------------------------------------------------------------------


def _movement(state: CCWState, side: Side, asked: list[Choice]) -> Choice | None:
    e = war.emergency(state)
    moves = _government_moves(state) if side == "government" else _rebel_moves(state)
    if len(e.picked) > 1:  # picked together before it was asked: one at a time
        return _find(asked, "unpick", e.picked[-1])
    if e.picked:
        thing = e.picked[0]
        to = next((p for t, p in moves if t == thing), None)
        found = _find(asked, "to", to) if to else None
        if found is not None:
            return found
        here = split_key(war.key_at(state, thing))[0]
        return _find(asked, "to", here) or _find(asked, "unpick", thing)
    for thing, _ in moves:
        found = _find(asked, "pick", thing)
        if found is not None:
            return found
    return _find(asked, "end")


# --- the Combat Phase ----------------------------------------------------------------------------


def _fewest(units: list[str], defence: int, table: str, odds: int) -> list[str] | None:
    """The fewest of ``units`` (the strongest first) that reach ``odds`` to 1 on ``table``."""
    chosen: list[str] = []
    for unit in sorted(units, key=lambda u: (-war.strength(u), u)):
        chosen.append(unit)
        if column_of(table, sum(war.strength(u) for u in chosen), defence) >= odds:
            return chosen
    return None


def _attacks(state: CCWState, side: Side) -> list[tuple[str, list[str]]]:
    """The attacks worth rolling now, each (target, units), in order (module docstring)."""
    field = Field(state, side)
    targets = combat.targets(state, side)
    used: set[str] = set()
    found: list[tuple[str, list[str]]] = []
    if side == "government":
        posts = [k for k in targets if k in field.rebel_posts]
        for post in sorted(posts, key=lambda k: (len(combat.attackers_of(state, k, side)), k)):
            units = [u for u in combat.attackers_of(state, post, side) if u not in used]
            defending = combat.defenders(state, post, side)
            defence = sum(war.strength(t) for t in defending)
            table = combat.table_of(defending)
            odds = COMBAT_ODDS if table == "combat" else RIOT_ODDS
            chosen = _fewest(units, defence, table, odds)
            if (
                chosen is None
                and table == "riot"
                and column_of("riot", sum(war.strength(u) for u in units), defence) >= 1
            ):
                chosen = units
            if chosen is None and table == "combat":
                chosen = _fewest(units, defence, table, 2)
            if chosen:
                found.append((post, chosen))
                used |= set(chosen)
        bars = {p for post in field.rebel_posts for p in paths()[split_key(post)[0]]}
        others = [k for k in targets if k not in field.rebel_posts and split_key(k)[0] in bars]
    else:
        covering = {
            t for post in field.rebel_posts for t in field.front.of(post, "rebel") if war.is_unit(t)
        }
        used |= covering
        others = [
            k for k in targets if any(war.is_unit(t) for t in combat.defenders(state, k, side))
        ]
    for key in others:
        units = [u for u in combat.attackers_of(state, key, side) if u not in used]
        defending = combat.defenders(state, key, side)
        defence = sum(war.strength(t) for t in defending)
        chosen = _fewest(units, defence, combat.table_of(defending), COMBAT_ODDS)
        if chosen:
            found.append((key, chosen))
            used |= set(chosen)
    return found


def _combat(state: CCWState, side: Side, asked: list[Choice]) -> Choice | None:
    e = war.emergency(state)
    if e.attack is None:
        for target, _ in _attacks(state, side):
            found = _find(asked, "attack", target)
            if found is not None:
                return found
        return _find(asked, "end")
    plan = next((units for target, units in _attacks(state, side) if target == e.attack.target), [])
    for unit in plan:
        if unit not in e.attack.units:
            found = _find(asked, "add", unit)
            if found is not None:
                return found
    return _find(asked, "roll") or _find(asked, "cancel")


# --- retreats ------------------------------------------------------------------------------------


def _retreat(state: CCWState, asked: list[Choice]) -> Choice | None:
    side, group = war.emergency(state).retreats[0]
    field = Field(state, side)
    places = [str(c.arg) for c in asked if c.verb == "retreat"]
    if not places:
        return None
    if side == "government":
        posts = field.rebel_posts

        def score(p: str) -> tuple:
            near = min((distance(p, k) for k in posts), default=0)
            return (not all(field.fits(p, t) for t in group), near, p)
    else:

        def score(p: str) -> tuple:
            return (
                not all(field.fits(p, t) for t in group),
                field.open_sides(p),
                -field.nearest_enemy_unit(p),
                p,
            )

    return _find(asked, "retreat", min(places, key=score))
