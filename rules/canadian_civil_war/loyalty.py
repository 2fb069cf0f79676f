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

from rules.core import Choice
from rules.core.tables import TableRoll
from rules.core.text import plural

from . import contest, war
from .components import DISPLAY, LOYALTY, MILITARY, PIECES, PROVINCES
from .data import CRISIS_ZONE
from .movement import blocked
from .ops import NAMES, constituencies, split_key, tally, where_label
from .state import OFF, CCWState, Placed, Side

GOVERNMENT_LOYALTY = 3  # 10.23, 10.25: the Government rolls on the "3" column


def quebec_split(state: CCWState) -> bool:
    """10.24-10.26: Quebec's Militia is split, and its Francophone Federal units rolled for,
    only with the Separatist (Blue) on the Rebel Side."""
    return war.emergency(state).sides.get("blue") == "rebel"


def _roll(state: CCWState, number: int) -> tuple[bool, str]:
    """A Loyalty Table roll, in words that suit either Side (the table's key speaks of the
    Rebel side only)."""
    read = LOYALTY.resolve(column=str(number), roll=TableRoll.of([contest.die(state)]))
    state.last_roll = f"die {read.roll}"
    loyal = read.result == "L"
    text = f"{LOYALTY.name} (10.83), column {read.column}: die {read.roll} -> " + (
        "Loyal" if loyal else "Disloyal"
    )
    if read.reconstructed:
        text += " (a reconstructed cell: the chart's row 6 is cut off)"
    return loyal, text


def _units(n: int) -> str:
    """'1 Militia unit joins', '2 Militia units join'."""
    return f"{plural(n, 'Militia unit')} {'joins' if n == 1 else 'join'}"


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
                f"The {war.SIDE_NAMES[side]} raised the Militia of every Constituency of "
                f"{PROVINCES[province].name}: {plural(len(raised), 'bonus Militia unit')} (10.84)."
            )


def determine(state: CCWState) -> None:
    """Steps 1 and 2 above, then the Government's call-up or deployment."""
    e = war.emergency(state)
    issues, seats = tally(state)
    gave: Counter[str] = Counter()
    for color in war.players(state, "rebel"):
        number = MILITARY.loyalty_number(issues[color], seats[color])
        state.say(
            f"{NAMES[color]} controls {issues[color]} Issues and {seats[color]} Constituencies: "
            f"Loyalty Number {number} (10.21, 10.82)."
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
                f"🎲 {NAMES[color]} rolls for {PROVINCES[province].name}: {text}: "
                + (
                    f"{_units(per * len(mine))} the Rebels with its Constituencies."
                    if loyal
                    else "no Militia from it (10.21)."
                )
            )
    _bonus(state, "rebel", gave)
    if quebec_split(state):
        for unit in MILITARY.militia("qbc"):
            _give(state, unit.id, "rebel" if unit.francophone else "government", None)
        state.say(
            "The Separatist is a Rebel: Quebec's Francophone Militia go to the Rebels, its other "
            "Militia to the Government (10.24)."
        )
    for unit in MILITARY.federal():
        side: Side = "government"
        if unit.francophone and quebec_split(state):
            loyal, text = _roll(state, GOVERNMENT_LOYALTY)
            side = "government" if loyal else "rebel"
            state.say(
                f"🎲 The Government rolls for {unit.name}, Francophone (10.25): {text}: "
                + ("it stays with the Government." if loyal else "it goes to the Rebels.")
            )
        _give(state, unit.id, side, None)
    state.say("The Government receives the Federal Military Units (10.22).")
    if callable_up(state):
        e.stage = "callup"
        state.say(
            "The Government may call up the Militia of its Constituencies, rolling for each at "
            "Loyalty Number 3; a Disloyal one's Militia go to the Rebels (10.23)."
        )
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
        state.say("The Government calls up no Militia (10.23).")
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
            f"🎲 The Government calls up {PIECES[piece].name}: {text}: "
            + (
                f"{_units(per)} the Government with it."
                if loyal
                else f"{plural(per, 'Militia unit')} {'goes' if per == 1 else 'go'} to the Rebels "
                "(10.23)."
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
    state.say(
        "The Issues leave the display and the Active Pieces turn to their backs (10.3): "
        + ", ".join(
            f"{war.SIDE_NAMES[s]} {plural(len(war.players(state, s)), 'player')}, "
            f"{plural(sum(1 for u in e.units.values() if u.side == s), 'Military Unit')}"
            for s in ("government", "rebel")
        )
        + "."
    )
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
    state.say(f"{war.describe(state, unit)} deploys in {where_label(war.key_at(state, unit))}.")
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
    state.say(f"The {war.SIDE_NAMES[side]} has the rest of its units deployed.")
    if not e.to_deploy:
        war.start(state)


def deploy_choices(state: CCWState) -> list[Choice]:
    item = placing(state)
    assert item is not None
    unit, area = item
    return [
        Choice(verb="place", arg=p, label=f"In {where_label(p)}")
        for p in deploy_places(state, unit, area)
    ]
