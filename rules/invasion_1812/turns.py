"""Rounds, turns, enlistments, drawing cards, Objectives and the end of the game.

Rulebook sections: "Rounds and Turns", "1. Place Enlistments", "4. Draw Cards", "Objectives",
"End of the Game".
"""

from __future__ import annotations

from rules.core import Msg, Outcome

from . import units
from .cards import CARDS
from .factions import (
    FACTIONS,
    FIRST_END_CHECK_ROUND,
    HAND_SIZE,
    NAMES,
    NATIVE_EXTRA,
    SIDE_OF,
    SIDE_PLURAL,
    TRUCES,
    factions_of,
)
from .geography import MAP, area_at, area_name, area_of
from .state import InvasionState

PUBLICATION_BAN = "publication-ban"


# --- rounds ----------------------------------------------------------------------------------


def start_round(state: InvasionState, first: str | None = None) -> None:
    """All five Turn Order Markers go back in the bag; the first is drawn ("Rounds and Turns").
    ``first``: the Full Campaign's American Regulars open round 1."""
    state.bag = list(FACTIONS)
    state.turn_order = []
    state.say(Msg("i1812-round-begins", round=state.round, rounds=state.rounds))
    next_turn(state, first)


def next_turn(state: InvasionState, forced: str | None = None) -> None:
    """Draw the next Turn Order Marker blindly from the bag, or end the round."""
    if not state.bag:
        end_round(state)
        return
    faction = forced if forced in state.bag else draw_marker(state)
    state.bag.remove(faction)
    state.turn_order.append(faction)
    how = "i1812-turn-first" if forced else "i1812-turn-drawn"
    state.say(Msg(how, turn=len(state.turn_order), role=faction, faction=NAMES[faction]))
    begin_turn(state, faction)


def draw_marker(state: InvasionState) -> str:
    """A Turn Order Marker drawn blindly from the bag (tests force the draw by replacing it)."""
    return state.rng.choice(state.bag)


def end_round(state: InvasionState) -> None:
    """The game end check from round 3 on ("End of the Game"), then the next round."""
    played = truces_played(state)
    done = [side for side, needed in TRUCES.items() if played[side] >= needed]
    if state.round >= FIRST_END_CHECK_ROUND and done:
        # "every British Truce card", "every British and American Truce card".
        finish(state, Msg("i1812-end-truces", sides=done[0] if len(done) == 1 else "both"))
        return
    if state.round >= state.rounds:
        # The round track has no space after this one (scenarios.toml, "rounds"): a truce is
        # called at its end whatever the cards say.
        finish(state, Msg("i1812-end-track", rounds=state.rounds))
        return
    state.round += 1
    start_round(state)


def truces_played(state: InvasionState) -> dict[str, int]:
    played = {"british": 0, "american": 0}
    for card in state.truces:
        played[SIDE_OF[CARDS[card].faction]] += 1
    return played


def markers(state: InvasionState) -> dict[str, int]:
    """Control Markers on the map per side; Fort Erie & Queenston counts its two stars."""
    held = {"british": 0, "american": 0}
    for area, side in state.control.items():
        held[side] += MAP.areas[area].objectives
    return held


def finish(state: InvasionState, why: Msg) -> None:
    held = markers(state)
    b, a = held["british"], held["american"]
    if b == a:
        winners: list[str] = []
        result = Msg("i1812-result-tie", each=b)
    else:
        side = "british" if b > a else "american"
        winners = factions_of(side)
        result = Msg(
            "i1812-result-win",
            side=SIDE_PLURAL[side],
            margin=abs(b - a),
            most=max(a, b),
            least=min(a, b),
        )
    reason = Msg("i1812-game-ends", round=state.round, why=why, result=result)
    state.say(Msg("i1812-game-over", reason=reason))
    state.phase = "over"
    state.faction = None
    state.outcome = Outcome(winners=winners, reason=reason)


# --- a turn ----------------------------------------------------------------------------------


def reset_turn(state: InvasionState) -> None:
    """A fresh turn: nothing enlisted, played, moved or fought yet."""
    state.movement_card = None
    state.specials = []
    state.effects = []
    state.armies_left = 0
    state.water = None
    state.moved = {}
    state.army = None
    state.army_bonus = []
    state.harrison = False
    state.pending = None
    state.landed_by_water = []
    state.battle = None
    state.assigned = {}
    state.fled_to_place = 0
    state.native_extra = 0
    state.enlisted = False
    state.fought = 0


def begin_turn(state: InvasionState, faction: str) -> None:
    state.faction = faction
    reset_turn(state)
    if may_hold_publication_ban(state, faction):
        # The player first says whether to play Publication Ban ("Play before placing
        # enlistments"), and is asked whether or not it is in the hand: a pause only a holder
        # got would tell everyone what the hand holds (a held card never shows: the package
        # docstring, rules/invasion_1812/__init__.py).
        state.phase = "enlist"
        return
    enlist(state)


def may_hold_publication_ban(state: InvasionState, faction: str) -> bool:
    """Whether Publication Ban may be in ``faction``'s hand: it is in the hand or the deck.
    That is public, although hand and deck are not: the deck is the scenario's (its card list
    is known), and a played card is announced and leaves the game ("Remove from the game all
    played cards"), so it is there until the faction has played it. The fuzzer checks that the
    cards are conserved (`InvasionOracle.invariant_problems`, rules/invasion_1812/oracle.py)."""
    deck = state.decks[faction]
    cards = [*state.hands[faction], *deck.draw_pile, *deck.discard_pile]
    return any(CARDS[c].effect == PUBLICATION_BAN for c in cards)


def enlistments(state: InvasionState, faction: str) -> dict[str, int]:
    """Muster Area -> units enlisted there this turn: Publication Ban moves Albany's to Rome,
    the alternate Muster Area (data/map.toml's [[muster]])."""
    return MAP.enlistments(faction, alternate=PUBLICATION_BAN in state.effects)


def open_muster_areas(state: InvasionState, faction: str) -> list[str]:
    """The Muster Areas enemy units do not occupy ("If enemy units occupy a Muster Area, no
    units may be placed on that area")."""
    side = SIDE_OF[faction]
    return [a for a in enlistments(state, faction) if not units.enemy_occupied(state, a, side)]


def enlist(state: InvasionState) -> None:
    """Enlistments into the Muster Areas enemy units do not occupy, then the fled units."""
    faction = state.faction
    assert faction is not None
    state.enlisted = True
    open_areas = open_muster_areas(state, faction)
    placed = []
    for area, n in enlistments(state, faction).items():
        if area not in open_areas:
            placed.append(Msg("i1812-enlist-none", at=area_at(area)))
            continue
        got = units.from_pool(state, area, faction, n)
        placed.append(Msg("i1812-enlist-in", count=got, at=area_at(area)))
    state.say(
        Msg(
            "i1812-enlist", role=faction, faction=NAMES[faction], placed=Msg.join(*placed, sep=", ")
        )
    )
    fled = state.fled.get(faction, 0)
    if fled and not open_areas:
        state.say(Msg("i1812-fled-stay", count=fled))
    elif fled and len(open_areas) == 1:
        return_fled(state, open_areas[0], fled)
    elif fled:
        state.fled_to_place = fled
    if faction == "native-americans" and state.pools[faction] and green_areas(state):
        state.native_extra = NATIVE_EXTRA
    state.phase = "enlist"


def return_fled(state: InvasionState, area: str, n: int) -> None:
    faction = state.faction
    assert faction is not None
    state.fled[faction] -= n
    units.add(state, area, faction, n)
    if not state.fled[faction]:
        del state.fled[faction]
    state.fled_to_place = max(0, state.fled_to_place - n)
    state.say(
        Msg("i1812-fled-return", count=n, role=faction, faction=NAMES[faction], at=area_at(area))
    )


def _not_for_extra(state: InvasionState, area: str) -> str | None:
    """Why (the id of the message saying it) the Native Americans' additional green unit may
    not go to ``area``, or None when it may: "the Native American player may place an
    additional green unit in any other area already containing a Native American unit"
    (Native American Enlistments), so neither an area without one nor Six Nations, the Native
    Muster Area the enlistment itself goes to. Asked of every area at every step: the message
    is made only for a refusal (`extra_refusal`)."""
    natives = "native-americans"
    if area not in MAP.areas:
        return "i1812-extra-no-area"
    if area in MAP.enlistments(natives):
        return "i1812-extra-muster-area"
    if not units.in_area(state, area, natives):
        return "i1812-extra-no-natives"
    return None


def green_areas(state: InvasionState) -> list[str]:
    """Where the Native Americans' additional green unit may go: the one rule for the choices
    offered and for what a refusal says (`extra_refusal`)."""
    return [a for a in MAP.areas if _not_for_extra(state, a) is None]


def extra_refusal(state: InvasionState, area: str) -> Msg | None:
    """Why the additional green unit may not go to ``area`` and where it may, or None."""
    why = _not_for_extra(state, area)
    if why is None:
        return None
    said = Msg(why, area=repr(area)) if area not in MAP.areas else Msg(why, area=area_name(area))
    allowed = [area_name(a) for a in green_areas(state)]
    where = Msg.join(*allowed, sep=", ") if allowed else Msg("i1812-extra-nowhere")
    return Msg("i1812-extra-refused", why=said, allowed=where)


def end_turn(state: InvasionState) -> None:
    """Objectives, then the active player draws back up to 3 ("4. Draw Cards")."""
    update_control(state)
    draw_up(state, state.faction)
    next_turn(state)


def update_control(state: InvasionState) -> None:
    """ "A side controls an enemy Objective if its units occupy the area at the end of a turn";
    control reverts when they leave ("Objectives")."""
    for area in MAP.areas.values():
        if not area.objectives:
            continue
        enemy = "american" if area.homeland == "british" else "british"
        held = units.side_in(state, area.id, enemy) > 0 and not units.side_in(
            state, area.id, area.homeland
        )
        before = state.control.get(area.id)
        if held and before != enemy:
            state.control[area.id] = enemy
            # "The Americans take ...", not "The American take ...".
            state.say(
                Msg(
                    "i1812-takes-objective",
                    side=SIDE_PLURAL[enemy],
                    of=area_of(area.id),
                    count=area.objectives,
                )
            )
        elif not held and before is not None:
            del state.control[area.id]
            state.say(_reverts(area.id))


def release_control(state: InvasionState) -> None:
    """ "If a controlling side's units leave or are forced out of an enemy Objective Area, its
    Control Marker is removed": at once, not only at the end of the turn."""
    for area, side in list(state.control.items()):
        if not units.side_in(state, area, side):
            del state.control[area]
            state.say(_reverts(area))


def _reverts(area: str) -> Msg:
    home = MAP.areas[area].homeland
    return Msg("i1812-reverts", area=area_name(area), side=SIDE_PLURAL[home])


def draw_up(state: InvasionState, faction: str | None) -> None:
    """Draw back up to 3; a hand of only Special cards is shown, reshuffled and redrawn, so the
    player ends with a Movement card whenever the deck still holds one."""
    if faction is None:
        return
    hand = state.hands[faction]
    deck = state.decks[faction]
    hand.extend(deck.draw(max(0, HAND_SIZE - len(hand)), state.rng))
    if hand:
        state.block_undo()
    while hand and all(CARDS[c].kind == "special" for c in hand):
        if not any(CARDS[c].kind == "movement" for c in deck.draw_pile):
            break  # a short deck plays with what remains
        # The bot checks the hand itself, so the cards need not be named: named, they would
        # be public while they may come back into the hand.
        state.say(Msg("i1812-only-specials", role=faction, faction=NAMES[faction]))
        deck.draw_pile.extend(hand)
        hand.clear()
        state.rng.shuffle(deck.draw_pile)
        hand.extend(deck.draw(HAND_SIZE, state.rng))
