"""What the players are asked once a National Emergency is attempted (10.0), and what their
choices do: the stances (10.1), the Government's call-up (10.23), deploying (10.3), the
Movement and Combat Phases (10.4-10.7) and the retreats.

Who acts: during the attempt, every player yet to choose a stance, at once; then the players of
the Side the game waits on, any of whom may choose for it (10.27): the Government for its
call-up, the Side whose units are being placed, the Side that must choose where to retreat, or
else the Phasing Side. They make that decision as one (`commanders`): a person among them
commands the Side, and its computer seats wait for him (README, "Computer players").
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from rules.core import Choice, Msg

from . import combat, emergency, loyalty, war
from .ops import NAMES, piece_name, where_label
from .state import Attack, CCWState, Side

Menu = Callable[[CCWState], tuple[Msg, list[Choice]]]


# --- labels, made once each (a search asks for every choice's label at every step) -------------
# A label naming a piece as `war.describe` says it is keyed by that message: its English (Side,
# colour, name, Combat Strength; names are unique) tells the pieces apart as their ids do.


@cache
def _label(id: str) -> Msg:
    return Msg(id)


@cache
def _where_label(id: str, key: str) -> Msg:
    """A choice naming a place: 'To Red A4', 'Retreat to the Crisis Zone'."""
    return Msg(id, where=where_label(key))


@cache
def _from_label(id: str, thing: Msg, key: str) -> Msg:
    """A choice naming a piece or unit and where it stands: 'Move ... from Red A3'."""
    return Msg(id, thing=thing, where=where_label(key))


@cache
def _named_label(id: str, thing: str) -> Msg:
    """A choice naming a piece or unit: 'Leave Camerons'."""
    return Msg(id, thing=war.name(thing))


def acting_side(state: CCWState) -> Side:
    e = war.emergency(state)
    if e.retreats:
        return e.retreats[0][0]
    if e.stage == "callup":
        return "government"
    if e.stage == "deploy":
        return e.units[e.to_deploy[0][0]].side
    return e.side


def active(state: CCWState) -> list[str]:
    if war.emergency(state).stage == "attempt":
        return list(emergency.waiting(state))
    return list(war.players(state, acting_side(state)))


def commanders(state: CCWState, role: str) -> tuple[str, ...]:
    """The players who make ``role``'s decision as one (`Title.shares`): once the Sides are
    made, the Side the game waits on, if ``role`` is of it (10.27: "Command and Control problems
    on Sides which are coalitions should be decided by the Player's constituting those Sides";
    read as: the coalition's players command it together, any of them for all, and where a
    person is among them the computer seats leave it to him). Each answers his own stance
    alone (10.1)."""
    if war.emergency(state).stage != "attempt":
        side = war.players(state, acting_side(state))
        if role in side:
            return tuple(side)
    return (role,)


def prompt(state: CCWState, role: str) -> tuple[Msg, list[Choice]]:
    e = war.emergency(state)
    if e.stage == "attempt":
        ask = Msg("ccw-ne-stance-prompt", attempter=NAMES[e.attempter])
        return ask, emergency.stance_choices()
    if e.retreats:
        return _retreat_menu(state)
    if e.stage == "combat" and e.attack is not None:
        return _attack_menu(state)
    return MENUS[e.stage](state)


def apply(state: CCWState, role: str, choice: Choice) -> None:
    e = war.emergency(state)
    arg = str(choice.arg)
    if e.stage == "attempt":
        emergency.choose(state, role, choice.verb)  # type: ignore[arg-type]
    elif e.retreats:
        _, group = e.retreats.pop(0)
        combat.go(state, group, arg)
        combat.settle(state)
    elif e.stage == "callup":
        _callup_apply(state, choice)
    elif e.stage == "deploy":
        if choice.verb == "arrange":
            loyalty.arrange(state)
        else:
            loyalty.place(state, arg)
    elif e.stage == "movement":
        _movement_apply(state, choice)
    elif e.attack is not None:
        _attack_apply(state, choice)
    elif choice.verb == "attack":
        e.attack = Attack(target=arg)
    else:
        war.end_phase(state)


# --- the call-up (10.23) -----------------------------------------------------------------------


def _callup_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    picked = war.emergency(state).picked
    choices = [
        Choice(
            verb="mark",
            arg=p,
            label=_from_label("ccw-ne-choice-call-up", piece_name(p), war.key_at(state, p)),
            group="callup",
        )
        for p in loyalty.callable_up(state)
        if p not in picked
    ]
    choices += [
        Choice(verb="unmark", arg=p, label=_named_label("ccw-ne-choice-call-up-not", p))
        for p in picked
    ]
    label = (
        Msg("ccw-ne-choice-call-up-roll", count=len(picked))
        if picked
        else _label("ccw-ne-choice-call-up-none")
    )
    choices.append(Choice(verb="roll", label=label))
    return _label("ccw-ne-call-up-prompt"), choices


def _callup_apply(state: CCWState, choice: Choice) -> None:
    e = war.emergency(state)
    if choice.verb == "mark":
        e.picked.append(str(choice.arg))
    elif choice.verb == "unmark":
        e.picked.remove(str(choice.arg))
    else:
        chosen, e.picked = list(e.picked), []
        loyalty.call_up(state, chosen)


# --- deploying (10.3) ---------------------------------------------------------------------------


def _deploy_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    e = war.emergency(state)
    unit, area = e.to_deploy[0]
    side = e.units[unit].side
    left = sum(1 for u, _ in e.to_deploy if e.units[u].side == side)
    choices = loyalty.deploy_choices(state)
    choices.append(Choice(verb="arrange", label=_label("ccw-ne-choice-arrange")))
    ask = Msg(
        "ccw-ne-deploy-prompt",
        unit=war.describe(state, unit),
        area=area,
        count=left,
        side=war.SIDE_NAMES[side],
    )
    return ask, choices


# --- the Movement Phase (10.5, 10.6) ------------------------------------------------------------


def _movement_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    e = war.emergency(state)
    picked = e.picked
    choices = [
        Choice(
            verb="pick",
            arg=t,
            label=_from_label("ccw-ne-choice-move", war.describe(state, t), war.key_at(state, t)),
            group="pieces",
        )
        for t in war.movable(state)
        if t not in picked
    ]
    choices += [
        Choice(verb="unpick", arg=t, label=_named_label("ccw-ne-choice-leave", t)) for t in picked
    ]
    choices += [
        Choice(verb="to", arg=p, label=_where_label("ccw-ne-choice-to", p))
        for p in war.destinations(state, picked)
    ]
    excess = war.overstacked(state, e.side)
    end = (
        Msg("ccw-ne-choice-end-movement-over", count=len(excess))
        if excess
        else _label("ccw-ne-choice-end-movement")
    )
    choices.append(Choice(verb="end", label=end))
    head = (
        Msg("ccw-ne-movement-picked", names=war.names_listed(picked))
        if picked
        else _label("ccw-ne-movement-prompt")
    )
    if excess:
        head = Msg.join(
            head, Msg("ccw-ne-movement-over", things=war.described_listed(state, excess))
        )
    return head, choices


def _movement_apply(state: CCWState, choice: Choice) -> None:
    e = war.emergency(state)
    arg = str(choice.arg)
    if choice.verb == "pick":
        e.picked.append(arg)
    elif choice.verb == "unpick":
        e.picked.remove(arg)
    elif choice.verb == "to":
        things, e.picked = list(e.picked), []
        war.move(state, things, arg)
        state.say(
            Msg(
                "ccw-ne-moves",
                side=war.SIDE_NAMES[e.side],
                things=war.names_listed(things),
                where=where_label(war.key_at(state, things[0])),
            )
        )
    else:
        war.end_phase(state)


# --- the Combat Phase (10.7) --------------------------------------------------------------------


def _combat_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    side = war.emergency(state).side
    front = war.Front(state)
    choices = [
        Choice(
            verb="attack",
            arg=k,
            label=Msg(
                "ccw-ne-choice-attack",
                where=where_label(k),
                defenders=war.described_listed(state, combat.defenders(state, k, side, front)),
            ),
        )
        for k in combat.targets(state, side)
    ]
    choices.append(Choice(verb="end", label=_label("ccw-ne-choice-end-combat")))
    return _label("ccw-ne-combat-prompt"), choices


def _attack_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    e = war.emergency(state)
    attack = e.attack
    assert attack is not None
    side = e.side
    choices = [
        Choice(
            verb="add",
            arg=u,
            label=_from_label(
                "ccw-ne-choice-attack-with", war.describe(state, u), war.key_at(state, u)
            ),
            group="units",
        )
        for u in combat.attackers_of(state, attack.target, side)
        if u not in attack.units
    ]
    choices += [
        Choice(verb="drop", arg=u, label=_named_label("ccw-ne-choice-leave-out", u))
        for u in attack.units
    ]
    why = combat.refusal(state, attack, side)
    if why is None:
        choices.append(Choice(verb="roll", label=_label("ccw-ne-choice-roll")))
    choices.append(Choice(verb="cancel", label=_label("ccw-ne-choice-cancel-attack")))
    defending = combat.defenders(state, attack.target, side)
    ours, theirs = combat.strengths(state, attack, side)
    table = combat.table_name(combat.table_of(defending))
    col = combat.column(state, attack, side)
    odds = (
        Msg("ccw-ne-attack-odds-column", ours=ours, theirs=theirs, column=col)
        if col
        else Msg("ccw-ne-attack-odds", ours=ours, theirs=theirs)
    )
    ask = Msg(
        "ccw-ne-attack-prompt",
        where=where_label(attack.target),
        defenders=war.described_listed(state, defending),
        table=table,
        odds=odds,
        then=why if why else _label("ccw-ne-attack-roll-when-ready"),
    )
    return ask, choices


def _attack_apply(state: CCWState, choice: Choice) -> None:
    e = war.emergency(state)
    attack = e.attack
    assert attack is not None
    if choice.verb == "add":
        attack.units.append(str(choice.arg))
    elif choice.verb == "drop":
        attack.units.remove(str(choice.arg))
    elif choice.verb == "roll":
        combat.roll(state)
    else:
        e.attack = None


# --- retreats -----------------------------------------------------------------------------------


def _retreat_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    side, group = war.emergency(state).retreats[0]
    choices = [
        Choice(verb="retreat", arg=p, label=_where_label("ccw-ne-choice-retreat", p))
        for p in combat.retreat_places(state, side, group)
    ]
    ask = Msg("ccw-ne-retreat-prompt", things=war.described_listed(state, group))
    return ask, choices


MENUS: dict[str, Menu] = {
    "callup": _callup_menu,
    "deploy": _deploy_menu,
    "movement": _movement_menu,
    "combat": _combat_menu,
}
