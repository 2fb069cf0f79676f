"""Combat during the National Emergency (10.7, 10.85-10.87): the Phasing Side's Military Units
against an enemy stack, prepared like a Contest (7.0) and rolled on one of three tables.

* Only Military Units attack (10.71), from the stacks next to the defender's (7.21), or from its
  own square when both Sides shared it as the Emergency began (war.Front.joined). A unit attacks
  once per Combat Phase and a stack defends once (7.24), except as 10.73 allows.
* The table (10.71): a defending stack with a Military Unit is fought on the Combat Results
  Table; one with a Constituency on the Riot Table; one of Civil Servants, Interest Groups,
  Premiers and the Prime Minister only, on the Arrest Table.
* Strengths add up (7.0). On the Combat Results Table the attack is against the whole stack's
  strength, though its result touches only the Military Units (10.72): the 10.73 example's three
  Federal units (9) attack Les Voltigeurs' stack (4) at 2-1, which is 9 against 4, not against
  the unit's 1 alone (9-1). Ratios are rounded in the defender's favour; below 1-1 an attack is
  prohibited and above the last column it is read on it (the tables' notes).
* 10.73: after a Combat Results Table attack that made the defending units retreat or die, the
  rest of the stack may be attacked again in the same Combat Phase by other units, on the Riot
  Table (or the Arrest Table, 10.71, if no Constituency is left). After a result with no adverse
  effect on the defender (Ae, Ar), the stack may not be attacked again this phase.
* Results: Ae, De eliminate the attacking units, the defending units (10.85) or every defending
  piece (10.86); Be eliminates both, attacking units and every defending piece (the 10.73
  "Exchange"); Da arrests every defending piece, out of the game like an eliminated one (10.87);
  Ar and Dr retreat the attackers (each unit from its own square) or the defenders (the units
  of 10.85, every piece of 10.87, together); "–" does nothing.

Retreat (reconstructed; the rulebook names it in the tables and in 10.73 only): one square along
a Path (or into the Crisis Zone as a stack of its own, or out of it), into a square without an
enemy piece, the Side retreating choosing where; stacking is checked only at the end of a
Movement Phase (10.6). A piece with nowhere to go is surrounded and eliminated instead, as in
the 10.73 example: four Federal units "surrounding" a square hold every square next to it (a
square of the display has at most four Paths).
"""

from __future__ import annotations

from rules.core import Msg, RuleError
from rules.core.tables import TableRoll

from . import contest, war
from .components import COMBAT, DISPLAY, PIECES
from .data import CRISIS_ZONE
from .movement import blocked
from .ops import table_text, where_label
from .state import Attack, CCWState, Side


def defenders(state: CCWState, key: str, side: Side, front: war.Front | None = None) -> list[str]:
    """The enemy pieces and units of ``key``."""
    front = front or war.Front(state)
    return front.of(key, war.other(side))


def table_of(pieces: list[str]) -> str:
    """10.71: which table a defending stack is fought on."""
    if any(war.is_unit(p) for p in pieces):
        return "combat"
    if any(PIECES[p].kind == "constituency" for p in pieces):
        return "riot"
    return "arrest"


def table_name(kind: str) -> Msg:
    """'Combat Results Table', 'Riot Table', 'Arrest Table' (catalogs/*/emergency-names.ftl)."""
    return Msg(f"ccw-table-{kind}")


def attackers_of(
    state: CCWState, key: str, side: Side, front: war.Front | None = None
) -> list[str]:
    """``side``'s units that may attack ``key``: next to it (or in it), not yet engaged."""
    front = front or war.Front(state)
    engaged = war.emergency(state).engaged
    return [
        t
        for near in front.joined(key)
        for t in front.of(near, side)
        if war.is_unit(t) and t not in engaged
    ]


def targets(state: CCWState, side: Side) -> list[str]:
    """The enemy stacks ``side`` may attack now."""
    front = war.Front(state)
    engaged = war.emergency(state).engaged
    found = []
    for key in front.keys:
        defending = defenders(state, key, side, front)
        if not defending or any(d in engaged for d in defending):
            continue
        if attackers_of(state, key, side, front):
            found.append(key)
    return found


def strengths(state: CCWState, attack: Attack, side: Side) -> tuple[int, int]:
    ours = sum(war.strength(u) for u in attack.units)
    theirs = sum(war.strength(d) for d in defenders(state, attack.target, side))
    return ours, theirs


def column(state: CCWState, attack: Attack, side: Side) -> str | None:
    """The column the attack would be read on, or None below 1-1."""
    ours, theirs = strengths(state, attack, side)
    table = COMBAT[table_of(defenders(state, attack.target, side))]
    if ours <= 0:
        return None
    try:
        return table.resolve(attacker=ours, defender=theirs, roll=1).column
    except RuleError:
        return None


def refusal(state: CCWState, attack: Attack, side: Side) -> Msg | None:
    if not attack.units:
        return Msg("ccw-ne-attack-no-units")
    if column(state, attack, side) is None:
        ours, theirs = strengths(state, attack, side)
        return Msg("ccw-ne-attack-below-odds", ours=ours, theirs=theirs)
    return None


def roll(state: CCWState) -> None:
    """Resolve the prepared attack and apply its result."""
    e = war.emergency(state)
    attack = e.attack
    assert attack is not None
    side = e.side
    defending = defenders(state, attack.target, side)
    kind = table_of(defending)
    table = COMBAT[kind]
    ours, theirs = strengths(state, attack, side)
    read = table.resolve(attacker=ours, defender=theirs, roll=TableRoll.of([contest.die(state)]))
    state.last_roll = war.last_roll(read.roll)
    e.attack = None
    attackers = list(attack.units)
    state.say(
        Msg(
            "ccw-ne-attacks",
            side=war.SIDE_NAMES[side],
            where=where_label(attack.target),
            table=table_name(kind),
            attackers=war.described_listed(state, attackers, sep=" + "),
            defenders=war.described_listed(state, defending, sep=" + "),
            read=table_text(read),
        )
    )
    e.engaged += attackers
    units = [d for d in defending if war.is_unit(d)]
    result = read.result
    if kind == "combat":
        # 10.72-10.73: only the units suffer; the rest of the stack stays open to another attack
        # if they did, and closed if they did not.
        hit = units
        if result in ("Ae", "Ar"):
            e.engaged += defending
        else:
            e.engaged += units
    else:
        hit = defending
        if result not in ("Be", "De", "Da"):
            e.engaged += defending
    if result in ("Ae", "Be"):
        _eliminate(state, attackers)
    if result in ("De", "Be"):
        _eliminate(state, hit)
    elif result == "Da":
        for piece in hit:
            war.remove(state, piece, "arrested")
        state.say(Msg("ccw-ne-arrested", names=war.names_listed(hit)))
    elif result == "Dr":
        retreat(state, war.other(side), hit if kind == "arrest" else [], each=units)
    elif result == "Ar":
        retreat(state, side, [], each=attackers)
    elif result == "–":
        state.say(Msg("ccw-ne-no-effect"))
    war.check_end(state)


def _eliminate(state: CCWState, things: list[str]) -> None:
    for thing in things:
        war.remove(state, thing, "eliminated")
    if things:
        state.say(Msg("ccw-ne-eliminated", names=war.names_listed(things)))


# --- retreats ----------------------------------------------------------------------------------


def retreat(state: CCWState, side: Side, together: list[str], each: list[str] = ()) -> None:
    """Queue the retreats of ``side``: ``together`` as one group, each of ``each`` alone; a
    group with one way out goes at once, one with none is eliminated (surrounded)."""
    groups = ([together] if together else []) + [[t] for t in each if t not in together]
    for group in groups:
        war.emergency(state).retreats.append((side, group))
    settle(state)


def retreat_places(state: CCWState, side: Side, group: list[str]) -> list[str]:
    """Where a retreating group may go: one square along a Path, without an enemy piece."""
    front = war.Front(state)
    enemy = front.enemy_places(side) - {CRISIS_ZONE}
    where = war.split_key(war.key_at(state, group[0]))[0]
    shut = enemy | set(blocked(state)) | {where}
    return [p for p in DISPLAY.neighbours(where) if p not in shut]


def settle(state: CCWState) -> None:
    """Carry out the queued retreats that need no choice: no way out, or one."""
    e = war.emergency(state)
    while e.retreats:
        side, group = e.retreats[0]
        group = [g for g in group if war.on_display(state, g)]
        places = retreat_places(state, side, group) if group else []
        if group and len(places) > 1:
            e.retreats[0] = (side, group)
            return
        e.retreats.pop(0)
        if not group:
            continue
        if not places:
            state.say(Msg("ccw-ne-surrounded", names=war.names_listed(group)))
            for thing in group:
                war.remove(state, thing, "eliminated")
            continue
        go(state, group, places[0])


def go(state: CCWState, group: list[str], place: str) -> None:
    war.put_together(state, group, place)
    where = where_label(war.key_at(state, group[0]))
    state.say(Msg("ccw-ne-retreats", names=war.names_listed(group), count=len(group), where=where))
