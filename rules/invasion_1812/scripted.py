"""The scripted player of 1812 (`Title.scripted`; ARCHITECTURE.md, "Computer players"): the choice a
player makes who has read the rulebook and follows its plain advice, as a careful player would,
without looking ahead. It is the computer players' reference opponent and the policy of Hard's
playouts, so it is quick: a few table look-ups and some arithmetic on the dice.

What it does, each from the rulebook:

* **Objectives first** ("Objectives": "The side that controls the most enemy Objectives at the
  end of the game wins"; "A side controls an enemy Objective if its units occupy the area at
  the end of a turn"): it marches armies on the enemy's starred areas and occupies them, keeps
  its own Objectives and the enemy's it holds occupied where enemy units could reach them, and
  retakes its own (reading.py says what a force is worth where; plans.py which army goes where).
* **In strength** ("3. Battles": each faction rolls a die a unit up to its maximum, so the
  factions of a side together roll more dice): an army takes every unit of its side it may
  carry, and armies of one Movement Card join in one battle; it attacks where the odds are good
  (odds.py).
* **Truce cards** ("End of the Game": the game ends at the end of a round once every Truce card
  of a side has been played, from round 3; "The game is won by the side with the most Control
  Markers"): a Truce card brings the end nearer, so it plays one only while its side is ahead
  in Control Markers, or when it is its only Movement card.
* **Water Movement** ("Armies that have a Water Movement card may move ... to any other land
  area adjoining the same large body of water, even if it is occupied by the enemy"): a
  Warship, Fishing Boat or Canoe card is weighed like any other, so it strikes across a lake
  where that gains most.
* **Special Cards** ("These Special Cards modify movement or combat rules"): units placed by a
  card are placed at once where they count most; a card that moves an army farther, or one more
  army, when it lets an army gain more; a battle card before a battle it helps.
* **Casualties** ("The opponents decide among themselves which unit to remove"): it keeps the
  units whose dice hit best (odds.casualty). **Command Decisions**: a unit stays in the battle
  unless it is worth clearly more elsewhere: out of a lost battle, or a Native American unit
  into an unoccupied American Objective ("Native American Command Decision").
* **Enlistments and set-up**: the units it places (the Full Campaign's additional units, fled
  units, the Natives' extra unit) go where a unit adds most; it never declines a free unit.

It reads only what its seat sees: the map, the moves of this turn, the Control Markers, the
Truce cards played and its own hand. Ties are broken by map order and card id, never by
chance.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rules.core import Choice

from . import specials, turns, units
from .cards import CARDS, Card
from .factions import FACTIONS, SIDE_OF
from .geography import MAP
from .odds import casualty, expected_hits, less, size
from .plans import Orders, Planner, best, card_orders, card_worth, harrison_orders, orders_now
from .reading import HOME, INDEX, STARS, Reading, force_of, unit_of
from .state import InvasionState

# A Movement or Special card's extra reach is worth playing for a gain of at least this, in
# Control Markers (reading.py's units).
BOOST = 0.15
# A Truce card played while ahead is worth this much besides its move: the side ahead wants
# the game to end ("End of the Game").
TRUCE_WHILE_AHEAD = 0.5
# A unit leaves a battle by a Command Decision only when it is worth this much more elsewhere.
STAY = 0.1
# Training is played for at least this many more Hits a roll.
TRAINING = 0.1
# The order in which Special Cards are played when several would help now: the units a card
# places first (they may then move), Training before any army moves, the cards that move armies
# farther, then those that help a battle.
SPECIAL_ORDER = (
    "napoleon-defeated",
    "mackinac-reinforcements",
    "john-brant",
    "hometown-support",
    "training",
    "william-harrison",
    "fife-and-drum",
    "forced-march",
    "voltigeurs",
    "war-path",
    "war-hawks",
    "ambush",
    "billy-green",
    "tecumseh",
    "turncoat",
    "forest-scouts",
    "general-brock",
    "kentucky-militia",
    "aisquith-sharpshooters",
)
# What a Special Card that places units puts down at each pick.
PLACES: dict[str, tuple[str, int]] = {
    "mackinac-reinforcements": ("british-regulars", 3),
    "napoleon-defeated": ("british-regulars", 2),
    "john-brant": ("native-americans", 1),
    "hometown-support": ("american-militia", 1),
}


def scripted(state: InvasionState, role: str, legal: list[Choice]) -> Choice | None:
    """The choice the scripted player makes for ``role`` among ``legal`` (its choices now), or
    None when it has none."""
    if not legal:
        return None
    reading = Reading(state, SIDE_OF[role])
    if state.phase == "setup":
        return _best_place(reading, legal, "place", role)
    if state.phase == "battle":
        return _in_battle(state, role, legal, reading)
    if state.pending is not None:
        return _pending(state, legal, reading)
    if state.phase == "enlist":
        return _enlist(state, role, legal, reading)
    special = _special(state, role, legal, reading)
    if special is not None:
        return special
    if state.phase == "cards":
        return _movement_card(state, role, legal, reading)
    if state.phase == "move":
        return _move(state, legal, reading)
    return _chosen(legal, "battle")


# --- choosing among the offered ----------------------------------------------------------------


def _first(legal: list[Choice], verb: str, arg: object = None) -> Choice | None:
    """The offered choice with this verb (and argument, when given)."""
    return next(
        (c for c in legal if c.verb == verb and (arg is None or c.arg == arg)),
        None,
    )


def _chosen(legal: list[Choice], verb: str, arg: object = None) -> Choice:
    """The offered choice the plan names. The plans follow the rules the engine offers by, so
    it is always there (the tests check it: `_unplanned`)."""
    found = _first(legal, verb, arg)
    return found if found is not None else _unplanned(legal)


def _unplanned(legal: list[Choice]) -> Choice:
    """A plan named a choice not offered: the player passes rather than stall."""
    for verb in ("halt", "end", "hold", "skip", "done", "enlist", "cancel"):
        found = _first(legal, verb)
        if found is not None:
            return found
    return legal[0]


def _placed_worth(reading: Reading, area: str, faction: str, count: int = 1) -> float:
    """What ``count`` units of ``faction`` placed in ``area`` add there (reading.py)."""
    joining = tuple(n * count for n in unit_of(faction))
    return reading.gain(area, reading.our(area), joining)


def _best_place(
    reading: Reading, legal: list[Choice], verb: str, faction: str, count: int = 1
) -> Choice:
    """The offered ``verb`` choice whose area a unit adds most to; map order breaks ties (the
    choices are offered in map order)."""
    offered = [c for c in legal if c.verb == verb]
    if not offered:
        return _unplanned(legal)
    # `max` keeps the first of equals.
    return max(
        offered, key=lambda c: _placed_worth(reading, str(c.arg).split(":")[0], faction, count)
    )


# --- enlistments ---------------------------------------------------------------------------------


def _enlist(state: InvasionState, role: str, legal: list[Choice], reading: Reading) -> Choice:
    if not state.enlisted:
        ban = _first(legal, "play")
        if ban is not None and _ban_helps(state, role, reading):
            return ban
        return _chosen(legal, "enlist")
    if state.fled_to_place:
        # "any of the active player's units located in the Fled Units Space re-enter play by
        # being placed in the active player's Muster Area(s)": all where they count most.
        n = state.fled_to_place
        areas = [c for c in legal if c.verb == "fled" and str(c.arg).endswith(f":{n}")]
        return _best_place(reading, areas, "fled", role, n)
    # "the Native American player may place an additional green unit": never declined.
    return _best_place(reading, legal, "extra", role)


def _ban_helps(state: InvasionState, role: str, reading: Reading) -> bool:
    """Publication Ban ("this turn Rome is your Muster Area instead of Albany"): worth it when
    Albany is occupied ("If enemy units occupy a Muster Area, no units may be placed on that
    area") and Rome is not, or when the units count for more in Rome."""
    usual = MAP.enlistments(role)
    banned = MAP.enlistments(role, alternate=True)
    old = next((a for a in usual if a not in banned), None)
    new = next((a for a in banned if a not in usual), None)
    if old is None or new is None or size(reading.their(new)):
        return False
    if size(reading.their(old)):
        return True
    n = banned[new]
    return _placed_worth(reading, new, role, n) > _placed_worth(reading, old, role, n)


# --- Special Cards ------------------------------------------------------------------------------


def _special(
    state: InvasionState, role: str, legal: list[Choice], reading: Reading
) -> Choice | None:
    """The Special Card to play now, if one helps (`SPECIAL_ORDER`, `_HELPS`)."""
    offered = {
        CARDS[str(c.arg)].effect: c
        for c in legal
        if c.verb == "play" and CARDS[str(c.arg)].kind == "special"
    }
    for effect in SPECIAL_ORDER:
        choice = offered.get(effect)
        if choice is not None and _HELPS[effect](state, role, reading):
            return choice
    return None


def _places_well(effect: str) -> Callable[[InvasionState, str, Reading], bool]:
    """Napoleon Defeated, Mackinac Reinforcements: played where their units add something
    ("Place 2 red units ... in Montreal, even if enemy units occupy it": not into a battle they
    would lose)."""

    def helps(state: InvasionState, role: str, reading: Reading) -> bool:
        faction, n = PLACES[effect]
        areas = ["montreal"] if effect == "napoleon-defeated" else specials.targets(state, effect)
        return any(_placed_worth(reading, a, faction, n) > 0 for a in areas)

    return helps


def _always(state: InvasionState, role: str, reading: Reading) -> bool:
    """Free units, or a battle card offered only where it acts: always worth playing."""
    return True


def _trains_well(state: InvasionState, role: str, reading: Reading) -> bool:
    """Training ("turn up to 2 yellow units into red units"): where red dice, which hit more
    often, roll more Hits ("3. Battles": Regulars roll at most 2 dice)."""
    options = [(area, n) for area in specials.targets(state, "training") for n in (1, 2)]
    return any(_training_gain(state, reading, a, n) >= TRAINING for a, n in options)


def _training_gain(state: InvasionState, reading: Reading, area: str, n: int) -> float:
    """The Hits a roll gains in ``area`` when ``n`` yellow units there become red."""
    if n > min(units.unmoved(state, area, "canadian-militia"), state.pools["british-regulars"]):
        return 0.0
    before = reading.our(area)
    trained = list(before)
    trained[INDEX["canadian-militia"]] -= n
    trained[INDEX["british-regulars"]] += n
    return expected_hits(tuple(trained)) - expected_hits(before)


def _card_in_play(state: InvasionState, reading: Reading) -> Orders | None:
    if state.phase != "move" or state.movement_card is None:
        return None
    return card_orders(state, CARDS[state.movement_card], reading.side)


def _gains_more(reading: Reading, orders: Orders, boosted: Orders) -> bool:
    """The card's armies gain at least `BOOST` more with the boost than without."""
    return card_worth(reading, boosted) - card_worth(reading, orders) >= BOOST


def _farther_all(state: InvasionState, role: str, reading: Reading) -> bool:
    """Fife and Drum: "Each army you move with your Movement Card this turn may move 1 more
    area"."""
    orders = _card_in_play(state, reading)
    if orders is None or orders.water:
        return False
    return _gains_more(reading, orders, replace(orders, areas=orders.areas + 1))


def _farther_next(effect: str) -> Callable[[InvasionState, str, Reading], bool]:
    """Forced March, Voltigeurs, War Path: "The next army ... may move 2 more areas"."""

    def helps(state: InvasionState, role: str, reading: Reading) -> bool:
        orders = _card_in_play(state, reading)
        if orders is None or orders.water or orders.verb != "army":
            return False
        boosted = replace(orders, bonuses=(*orders.bonuses, effect), armies=1)
        return _gains_more(reading, replace(orders, armies=1), boosted)

    return helps


def _one_more_army(state: InvasionState, role: str, reading: Reading) -> bool:
    """War Hawks ("Your Movement Card this turn moves one more army"): once the card's armies
    have moved, if one more would gain."""
    if state.phase != "move" or state.movement_card is None or state.armies_left > 0:
        return False
    orders = card_orders(state, CARDS[state.movement_card], reading.side, armies=1)
    return orders is not None and card_worth(reading, orders) >= BOOST


def _harrison_helps(state: InvasionState, role: str, reading: Reading) -> bool:
    """William Harrison: "Besides your Movement Card, move one army holding a blue unit up to
    3 areas"."""
    if state.phase != "move":
        return False
    return card_worth(reading, harrison_orders(reading.side)) >= BOOST


def _battle_with(faction: str | None) -> Callable[[InvasionState, str, Reading], bool]:
    """A card that helps in every battle this turn (General Brock, Kentucky Militia, Captain
    Aisquith's Sharpshooters): played once the battles are known, if one holds ``faction``'s
    units (any battle, for None)."""

    def helps(state: InvasionState, role: str, reading: Reading) -> bool:
        if state.phase != "battles":
            return False
        fights = units.battles(state)
        return any(faction is None or units.in_area(state, a, faction) for a in fights)

    return helps


def _scouts_help(state: InvasionState, role: str, reading: Reading) -> bool:
    """Forest Scouts ("the British side has the initiative wherever it is fought"): only in a
    battle in the American homeland, where the Americans would roll first."""
    return any(HOME[a] != "british" for a in specials.targets(state, "forest-scouts"))


_HELPS: dict[str, Callable[[InvasionState, str, Reading], bool]] = {
    "napoleon-defeated": _places_well("napoleon-defeated"),
    "mackinac-reinforcements": _places_well("mackinac-reinforcements"),
    "john-brant": _always,
    "hometown-support": _always,
    "training": _trains_well,
    "william-harrison": _harrison_helps,
    "fife-and-drum": _farther_all,
    "forced-march": _farther_next("forced-march"),
    "voltigeurs": _farther_next("voltigeurs"),
    "war-path": _farther_next("war-path"),
    "war-hawks": _one_more_army,
    "ambush": _always,
    "billy-green": _always,
    "tecumseh": _always,
    "turncoat": _always,
    "forest-scouts": _scouts_help,
    "general-brock": _battle_with("canadian-militia"),
    "kentucky-militia": _battle_with("american-militia"),
    "aisquith-sharpshooters": _battle_with(None),
}


def _pending(state: InvasionState, legal: list[Choice], reading: Reading) -> Choice:
    """A Special Card's own choices: where its units go, which area it trains, which battle it
    is assigned to."""
    pending = state.pending
    assert pending is not None
    effect = pending.effect
    if effect in PLACES:
        faction, n = PLACES[effect]
        return _best_place(reading, legal, "place", faction, n)
    if effect == "training":
        options = [c for c in legal if c.verb == "train"]
        scored = [
            (_training_gain(state, reading, *_area_count(str(c.arg))), -i, c)
            for i, c in enumerate(options)
        ]
        top = max(scored, key=lambda s: s[:2], default=None)
        return top[2] if top is not None and top[0] > 0 else _chosen(legal, "done")
    offered = [c for c in legal if c.verb in ("assign", "ambush")]
    if not offered:
        return _unplanned(legal)
    return max(offered, key=lambda c: _battle_weight(state, effect, str(c.arg)))


def _area_count(arg: str) -> tuple[str, int]:
    area, n = arg.rsplit(":", 1)
    return area, int(n)


def _battle_weight(state: InvasionState, effect: str, area: str) -> float:
    """Which battle a battle card goes to: the one with the most at stake (its stars, then its
    units), and most of the units the card acts on."""
    here = state.units.get(area, {})
    acts_on = {
        "ambush": "canadian-militia",
        "turncoat": "canadian-militia",
        "tecumseh": "native-americans",
    }.get(effect)
    weight = STARS[area] + 0.1 * sum(here.values())
    if acts_on is not None:
        weight += 0.2 * here.get(acts_on, 0)
    if effect == "forest-scouts" and HOME[area] != "british":
        weight += 10  # where the British would not roll first
    return weight


# --- the Movement Card ---------------------------------------------------------------------------


def _movement_card(
    state: InvasionState, role: str, legal: list[Choice], reading: Reading
) -> Choice:
    """The Movement Card whose armies gain most (plans.py); a Truce card only while the side is
    ahead in Control Markers, or as the only Movement card in hand ("End of the Game")."""
    moves = [c for c in legal if c.verb == "play" and CARDS[str(c.arg)].kind == "movement"]
    if not moves:
        return _chosen(legal, "skip")
    held = turns.markers(state)
    ahead = held[reading.side] > held[reading.enemy]
    truce_ok = ahead or all(CARDS[str(c.arg)].truce for c in moves)
    scored = []
    for choice in moves:
        card: Card = CARDS[str(choice.arg)]
        if card.truce and not truce_ok:
            continue
        orders = card_orders(state, card, reading.side)
        worth = card_worth(reading, orders) if orders is not None else 0.0
        if card.truce and ahead:
            worth += TRUCE_WHILE_AHEAD
        # Equal gains: keep the Water Movement cards and the larger cards for later.
        scored.append(((-worth, card.is_water, card.armies * card.areas, card.id), choice))
    return min(scored, key=lambda s: s[0])[1]


# --- armies --------------------------------------------------------------------------------------


def _move(state: InvasionState, legal: list[Choice], reading: Reading) -> Choice:
    """The next step of the best army (plans.py): start it, take out the units it leaves
    behind, enter the next area, halt where it is worth most; end movement when no army
    gains."""
    army = state.army
    side = reading.side
    if army is None:
        plan = best(reading, orders_now(state, side))
        if plan is None:
            return _chosen(legal, "end")
        return _chosen(legal, plan.verb, plan.origin)
    if army.mode == "harrison":
        orders: Orders | None = harrison_orders(side)
    else:
        orders = card_orders(state, CARDS[state.movement_card or ""], side)
    if orders is None:
        return _unplanned(legal)
    planner = Planner(reading, orders)
    have = force_of(army.units)
    if not army.path:
        plan = planner.plan(army.origin)
        if plan is None:
            return _chosen(legal, "cancel")
        for i, faction in enumerate(FACTIONS):
            if have[i] > plan.force[i]:
                return _chosen(legal, "remove", faction)
        for i, faction in enumerate(FACTIONS):
            if have[i] < plan.force[i]:
                return _chosen(legal, "add", faction)
        return _chosen(legal, "to", plan.step)
    to, _ = planner.destination(army.here, army.origin, have, army.budget, stay=True)
    if to is None or to == army.here:
        return _chosen(legal, "halt")
    return _chosen(legal, "to", planner.reach(army.here, army.budget)[to])


# --- battles -------------------------------------------------------------------------------------


def _in_battle(state: InvasionState, role: str, legal: list[Choice], reading: Reading) -> Choice:
    battle = state.battle
    assert battle is not None
    if battle.hits_left:
        # "The opponents decide among themselves which unit to remove": the one whose loss
        # costs the side's dice least (odds.casualty), whoever is asked.
        force = force_of(state.units.get(battle.area, {}), battle.hits_on)
        return _chosen(legal, "lose", FACTIONS[casualty(force)])
    return _command(state, battle.commands[0], legal, reading)


def _command(state: InvasionState, faction: str, legal: list[Choice], reading: Reading) -> Choice:
    """A Command Decision ("the controlling player may decide to move one of his own units out
    of the current battle"): the unit leaves only for an area where it is worth `STAY` more
    than in the battle: out of a battle lost anyway, or a Native American unit into an
    unoccupied American Objective ("Native American Command Decision")."""
    battle = state.battle
    assert battle is not None
    area = battle.area
    first = battle.rolling == reading.side  # the side to roll next
    ours = reading.our(area)
    unit = unit_of(faction)
    without = less(ours, unit)
    staying = reading.value(area, ours, first) - reading.value(area, without, first)
    best_choice, best_worth = _first(legal, "hold"), staying + STAY
    for choice in legal:
        if choice.verb != "withdraw":
            continue
        there = str(choice.arg)
        worth = reading.gain(there, reading.our(there), unit)
        if worth > best_worth:
            best_choice, best_worth = choice, worth
    return best_choice if best_choice is not None else _unplanned(legal)
