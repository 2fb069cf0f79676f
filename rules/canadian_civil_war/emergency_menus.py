"""What the players are asked once a National Emergency is attempted (10.0), and what their
choices do: the stances (10.1), the Government's call-up (10.23), deploying (10.3), the
Movement and Combat Phases (10.4-10.7) and the retreats.

Who acts: during the attempt, every player yet to choose a stance, at once; then the players of
the Side the game waits on, any of whom may choose for it (10.27): the Government for its
call-up, the Side whose units are being placed, the Side that must choose where to retreat, or
else the Phasing Side.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Choice

from . import combat, emergency, loyalty, war
from .components import PIECES
from .ops import NAMES, where_label
from .state import Attack, CCWState, Side

Menu = Callable[[CCWState], tuple[str, list[Choice]]]


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


def prompt(state: CCWState, role: str) -> tuple[str, list[Choice]]:
    e = war.emergency(state)
    if e.stage == "attempt":
        return (
            f"{NAMES[e.attempter]} attempts to create a National Emergency (10.1): join it, "
            "oppose it or stay neutral. Stances are sealed until everyone has chosen.",
            emergency.stance_choices(),
        )
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


def _callup_menu(state: CCWState) -> tuple[str, list[Choice]]:
    picked = war.emergency(state).picked
    choices = [
        Choice(
            verb="mark",
            arg=p,
            label=f"Call up {PIECES[p].name} in {where_label(war.key_at(state, p))}",
            group="callup",
        )
        for p in loyalty.callable_up(state)
        if p not in picked
    ]
    choices += [Choice(verb="unmark", arg=p, label=f"Not {PIECES[p].name}") for p in picked]
    label = f"Roll for the {len(picked)} marked" if picked else "Call up no Militia"
    choices.append(Choice(verb="roll", label=label))
    return (
        "Call up Militia (10.23): mark the Constituencies to roll for at Loyalty Number 3. A "
        "Loyal one's Militia join you with it; a Disloyal one's go to the Rebels.",
        choices,
    )


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


def _deploy_menu(state: CCWState) -> tuple[str, list[Choice]]:
    e = war.emergency(state)
    unit, area = e.to_deploy[0]
    side = e.units[unit].side
    left = sum(1 for u, _ in e.to_deploy if e.units[u].side == side)
    where = "in your Side's Home Areas" if area == "home" else "anywhere on the display"
    choices = loyalty.deploy_choices(state)
    choices.append(Choice(verb="arrange", label="Deploy the rest for us"))
    return (
        f"Deploy {war.describe(state, unit)} {where} (10.3); {left} units of the "
        f"{war.SIDE_NAMES[side]} to place.",
        choices,
    )


# --- the Movement Phase (10.5, 10.6) ------------------------------------------------------------


def _movement_menu(state: CCWState) -> tuple[str, list[Choice]]:
    e = war.emergency(state)
    picked = e.picked
    choices = [
        Choice(
            verb="pick",
            arg=t,
            label=f"Move {war.describe(state, t)} from {where_label(war.key_at(state, t))}",
            group="pieces",
        )
        for t in war.movable(state)
        if t not in picked
    ]
    choices += [Choice(verb="unpick", arg=t, label=f"Leave {war.name(t)}") for t in picked]
    choices += [
        Choice(verb="to", arg=p, label=f"To {where_label(p)}")
        for p in war.destinations(state, picked)
    ]
    excess = war.overstacked(state, e.side)
    end = "End the Movement Phase"
    if excess:
        end += f" ({len(excess)} over the stacking limit eliminated, 10.6)"
    choices.append(Choice(verb="end", label=end))
    names = ", ".join(war.name(t) for t in picked)
    head = (
        f"Movement: picked {names}; choose where they go, or pick more."
        if picked
        else "Movement (10.5): pick the pieces and units that move together, then where they go; "
        "enemy squares block. Stacking (10.6): one Military Unit and two other pieces."
    )
    if excess:
        head += " Over the limit now: " + ", ".join(war.describe(state, t) for t in excess) + "."
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
            f"The {war.SIDE_NAMES[e.side]} moves "
            + ", ".join(war.name(t) for t in things)
            + f" to {where_label(war.key_at(state, things[0]))}."
        )
    else:
        war.end_phase(state)


# --- the Combat Phase (10.7) --------------------------------------------------------------------


def _combat_menu(state: CCWState) -> tuple[str, list[Choice]]:
    side = war.emergency(state).side
    front = war.Front(state)
    choices = [
        Choice(
            verb="attack",
            arg=k,
            label=f"Attack {where_label(k)}: "
            + ", ".join(war.describe(state, d) for d in combat.defenders(state, k, side, front)),
        )
        for k in combat.targets(state, side)
    ]
    choices.append(Choice(verb="end", label="End the Combat Phase"))
    return "Combat (10.7): attack an enemy stack next to your Military Units, or end.", choices


def _attack_menu(state: CCWState) -> tuple[str, list[Choice]]:
    e = war.emergency(state)
    attack = e.attack
    assert attack is not None
    side = e.side
    choices = [
        Choice(
            verb="add",
            arg=u,
            label=f"Attack with {war.describe(state, u)} from {where_label(war.key_at(state, u))}",
            group="units",
        )
        for u in combat.attackers_of(state, attack.target, side)
        if u not in attack.units
    ]
    choices += [Choice(verb="drop", arg=u, label=f"Leave out {war.name(u)}") for u in attack.units]
    why = combat.refusal(state, attack, side)
    if why is None:
        choices.append(Choice(verb="roll", label="Roll"))
    choices.append(Choice(verb="cancel", label="Cancel the attack"))
    defending = combat.defenders(state, attack.target, side)
    ours, theirs = combat.strengths(state, attack, side)
    table = combat.COMBAT[combat.table_of(defending)].name
    col = combat.column(state, attack, side)
    return (
        f"Attack on {where_label(attack.target)} ("
        + ", ".join(war.describe(state, d) for d in defending)
        + f") on the {table}: {ours} against {theirs}"
        + (f", column {col}" if col else "")
        + (f". {why}" if why else ". Roll when ready."),
        choices,
    )


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


def _retreat_menu(state: CCWState) -> tuple[str, list[Choice]]:
    side, group = war.emergency(state).retreats[0]
    choices = [
        Choice(verb="retreat", arg=p, label=f"Retreat to {where_label(p)}")
        for p in combat.retreat_places(state, side, group)
    ]
    names = ", ".join(war.describe(state, t) for t in group)
    return f"{names} must retreat one square (10.85-10.87): where to?", choices


MENUS: dict[str, Menu] = {
    "callup": _callup_menu,
    "deploy": _deploy_menu,
    "movement": _movement_menu,
    "combat": _combat_menu,
}
