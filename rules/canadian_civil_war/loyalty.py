"""Loyalty Determination (10.2) and Initial Deployment (10.3): which Military Units each Side
receives, and where they start.

In order, every roll narrated in the log:

1. Each Rebel Player's Loyalty Number from the Issues and Constituencies he controls (10.21,
   10.82), then one Loyalty Table roll (10.83) per Province where he holds Constituencies: a
   Loyal Province gives the Militia of the Militia Deployment Schedule (10.84) for each of his
   Constituencies there, deployed with it (10.3).
2. The Government receives every Federal unit (10.22). With the Separatist a Rebel, it rolls at
   Loyalty Number 3 for each Francophone Federal unit, and a Disloyal one goes to the Rebels
   (10.25); Quebec's Militia is not rolled for: the Rebels receive its Francophone units, the
   Government the others (10.24). With the Separatist on the Government Side, or not playing
   (the Quiet Revolution), Quebec is a Province like any other (10.26).
3. The Government chooses which of its Constituencies to call up, rolling at Loyalty Number 3
   for each: a Loyal one gives its Militia to the Government, a Disloyal one to the Rebels
   (10.23).
4. The Issues leave the display (10.3), the units that deploy "anywhere" are placed, the Rebels
   first (10.3), and the first Game-Turn begins.

Decisions where the rulebook is silent:

* A Province's bonus (10.84: "only if a Player or Side controls all Constituencies in the
  Province") goes to a Side that received the Militia of every Constituency of the Province the
  scenario puts in play, and deploys anywhere in that Side's Home Areas (10.3). A Constituency
  that left the display with a neutral player (10.14) still belongs to its Province: nobody
  controls it, so nobody controls all of the Province.
* Militia that deploy with no Constituency of their own Side (10.24's Quebec Militia, a Disloyal
  Government Constituency's Militia) deploy like a bonus: anywhere in the receiving Side's Home
  Areas. Federal units deploy on any square without an enemy piece (10.3: "anywhere on the Game
  Display"), the Crisis Zone as a stack of their own; a Home Area unit with no free square of
  its Side's left deploys like a Federal unit.
* A Province's Militia are taken in the counter sheet's order (data/military.toml); the full
  call-up with every bonus uses each unit once (10.84).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from rules.core import Choice, Msg
from rules.core.tables import TableRoll

from . import contest, war
from .components import DISPLAY, LOYALTY, MILITARY, PIECES, PROVINCES
from .data import CRISIS_ZONE
from .movement import blocked
from .ops import NAMES, constituencies, piece_name, split_key, tally, where_label
from .state import OFF, CCWState, Placed, Side

GOVERNMENT_LOYALTY = 3  # 10.23, 10.25: the Government rolls on the "3" column


def quebec_split(state: CCWState) -> bool:
    """10.24-10.26: Quebec's Militia is split, and its Francophone Federal units rolled for,
    only with the Separatist (Blue) on the Rebel Side."""
    return war.emergency(state).sides.get("blue") == "rebel"


def _roll(state: CCWState, number: int) -> tuple[bool, Msg]:
    """A Loyalty Table roll, in words that suit either Side (the table's key speaks of the
    Rebel side only)."""
    read = LOYALTY.resolve(column=str(number), roll=TableRoll.of([contest.die(state)]))
    state.last_roll = war.last_roll(read.roll)
    loyal = read.result == "L"
    text = Msg(
        "ccw-ne-loyalty-roll-reconstructed" if read.reconstructed else "ccw-ne-loyalty-roll",
        table=Msg("ccw-table-loyalty"),
        column=read.column,
        roll=str(read.roll),
        loyal="loyal" if loyal else "disloyal",
    )
    return loyal, text


def _raise(state: CCWState, side: Side, province: str, n: int, where: str | None) -> list[str]:
    """Give ``side`` the next ``n`` Militia of ``province``: deployed at ``where`` (a stack key),
    or waiting to be placed in its Home Areas (None)."""
    e = war.emergency(state)
    raised = [u.id for u in MILITARY.militia(province) if u.id not in e.units][:n]
    for unit in raised:
        _give(state, unit, side, where)
    return raised


def _give(state: CCWState, unit: str, side: Side, where: str | None) -> None:
    e = war.emergency(state)
    e.units[unit] = Placed(side=side)
    if where is None:
        e.to_deploy.append((unit, "home" if MILITARY.units[unit].side == "militia" else "display"))
    else:
        e.units[unit].where, e.units[unit].stack = split_key(where)


def _in_play(state: CCWState, province: str) -> int:
    """How many of ``province``'s Constituencies the scenario puts in play."""
    return sum(
        1
        for p in state.actives
        if PIECES[p].kind == "constituency" and PIECES[p].province == province
    )


def _bonus(state: CCWState, side: Side, gave: Counter[str]) -> None:
    """10.84's bonus, for every Province all of whose Constituencies gave ``side`` Militia."""
    for province, n in gave.items():
        bonus = MILITARY.deployment[province].bonus
        if bonus and n == _in_play(state, province):
            raised = _raise(state, side, province, bonus, None)
            state.say(
                Msg(
                    "ccw-ne-militia-bonus",
                    side=war.SIDE_NAMES[side],
                    province=war.province_name(province, of=True),
                    count=len(raised),
                )
            )


def determine(state: CCWState) -> None:
    """Steps 1 and 2 above, then the Government's call-up or deployment."""
    e = war.emergency(state)
    issues, seats = tally(state)
    gave: Counter[str] = Counter()
    for color in war.players(state, "rebel"):
        number = MILITARY.loyalty_number(issues[color], seats[color])
        state.say(
            Msg(
                "ccw-ne-loyalty-number",
                color=NAMES[color],
                issues=issues[color],
                seats=seats[color],
                number=number,
            )
        )
        by_province: dict[str, list[str]] = {}
        for piece in constituencies(state, color):
            by_province.setdefault(PIECES[piece].province or "", []).append(piece)
        for province in PROVINCES:
            mine = by_province.get(province)
            if not mine or (province == "qbc" and quebec_split(state)):
                continue
            loyal, text = _roll(state, number)
            per = MILITARY.deployment[province].per_constituency
            if loyal:
                for piece in mine:
                    _raise(state, "rebel", province, per, war.key_at(state, piece))
                gave[province] += len(mine)
            state.say(
                Msg(
                    "ccw-ne-loyalty-rebel-roll",
                    color=NAMES[color],
                    province=war.province_name(province),
                    roll=text,
                    loyal="loyal" if loyal else "disloyal",
                    count=per * len(mine),
                )
            )
    _bonus(state, "rebel", gave)
    if quebec_split(state):
        for unit in MILITARY.militia("qbc"):
            _give(state, unit.id, "rebel" if unit.francophone else "government", None)
        state.say(Msg("ccw-ne-quebec-split"))
    for unit in MILITARY.federal():
        side: Side = "government"
        if unit.francophone and quebec_split(state):
            loyal, text = _roll(state, GOVERNMENT_LOYALTY)
            side = "government" if loyal else "rebel"
            state.say(
                Msg(
                    "ccw-ne-loyalty-francophone-roll",
                    unit=war.name(unit.id),
                    roll=text,
                    loyal="loyal" if loyal else "disloyal",
                )
            )
        _give(state, unit.id, side, None)
    state.say(Msg("ccw-ne-federal-units"))
    if callable_up(state):
        e.stage = "callup"
        state.say(Msg("ccw-ne-call-up-may"))
    else:
        deploy(state)


def callable_up(state: CCWState) -> list[str]:
    """The Government's Constituencies it may roll for (10.23), not Quebec's under 10.24."""
    return [
        p
        for color in war.players(state, "government")
        for p in constituencies(state, color)
        if not (PIECES[p].province == "qbc" and quebec_split(state))
    ]


def call_up(state: CCWState, chosen: list[str]) -> None:
    """10.23: roll for each chosen Constituency, then deploy."""
    gave: Counter[str] = Counter()
    if not chosen:
        state.say(Msg("ccw-ne-call-up-nothing"))
    for piece in chosen:
        province = PIECES[piece].province or ""
        per = MILITARY.deployment[province].per_constituency
        loyal, text = _roll(state, GOVERNMENT_LOYALTY)
        if loyal:
            _raise(state, "government", province, per, war.key_at(state, piece))
            gave[province] += 1
        else:
            _raise(state, "rebel", province, per, None)
        state.say(
            Msg(
                "ccw-ne-call-up-roll",
                piece=piece_name(piece),
                roll=text,
                loyal="loyal" if loyal else "disloyal",
                count=per,
            )
        )
    _bonus(state, "government", gave)
    deploy(state)


def deploy(state: CCWState) -> None:
    """10.3: the Issues leave the display, the Active Pieces turn to their backs; the units that
    deploy anywhere wait for their Side, Rebels first."""
    e = war.emergency(state)
    for issue in state.issues.values():
        issue.where, issue.stack, issue.under = OFF, 0, None
    counts = {
        f"{s}_{what}": n
        for s in war.SIDES
        for what, n in (
            ("players", len(war.players(state, s))),
            ("units", sum(1 for u in e.units.values() if u.side == s)),
        )
    }
    state.say(Msg("ccw-ne-deployment", **counts))
    order = {"rebel": 0, "government": 1}
    e.to_deploy.sort(key=lambda item: (order[e.units[item[0]].side], item[1] == "display"))
    e.stage = "deploy"
    if not e.to_deploy:
        war.start(state)


def deploy_places(state: CCWState, unit: str, area: str) -> list[str]:
    """Where ``unit`` may be placed (the decisions above): no square holding an enemy piece."""
    side = war.emergency(state).units[unit].side
    front = war.Front(state)
    enemy = front.enemy_places(side) - {CRISIS_ZONE}
    if area == "home":
        found = [s for s in war.home_places(state, side) if s not in enemy]
        if found:
            return found
    shut = enemy | set(blocked(state))
    return [s for s in DISPLAY.places if s not in shut]


def placing(state: CCWState) -> tuple[str, str] | None:
    """The next unit to place and its area, if any."""
    e = war.emergency(state)
    return e.to_deploy[0] if e.to_deploy else None


def place(state: CCWState, place: str) -> None:
    e = war.emergency(state)
    unit, _ = e.to_deploy.pop(0)
    war.put(state, unit, place)
    where = where_label(war.key_at(state, unit))
    state.say(Msg("ccw-ne-deploys", unit=war.describe(state, unit), where=where))
    if not e.to_deploy:
        war.start(state)


def arrange(state: CCWState) -> None:
    """The rest of the placing Side's units, each where its Side has the fewest units, the
    first such square in display order: spread over the squares, never piled into the Crisis
    Zone as stacks of one (where a player may still put them one by one)."""
    e = war.emergency(state)
    side = e.units[e.to_deploy[0][0]].side
    while e.to_deploy and e.units[e.to_deploy[0][0]].side == side:
        unit, area = e.to_deploy[0]
        front = war.Front(state)
        places = [p for p in deploy_places(state, unit, area) if p != CRISIS_ZONE] or [CRISIS_ZONE]
        count = {p: sum(1 for t in front.of(p, side) if war.is_unit(t)) for p in places}
        e.to_deploy.pop(0)
        war.put(state, unit, min(places, key=lambda p: count[p]))
    state.say(Msg("ccw-ne-deployed-rest", side=war.SIDE_NAMES[side]))
    if not e.to_deploy:
        war.start(state)


@cache
def _place_label(key: str) -> Msg:
    """'In Red A1': made once a square (deployment offers every square, at every step)."""
    return Msg("ccw-ne-choice-place", where=where_label(key))


def deploy_choices(state: CCWState) -> list[Choice]:
    item = placing(state)
    assert item is not None
    unit, area = item
    return [
        Choice(verb="place", arg=p, label=_place_label(p)) for p in deploy_places(state, unit, area)
    ]
