"""The twenty Special Cards (data/cards.toml, #09-#12 of each faction): when each may be
played, and what it does. ``EFFECTS`` is the registry: every card's effect key must be in it
(tests/rules/invasion_1812 checks that no card lacks an implemented effect).

"2. Play a Movement Card and Up to Two Special Cards": at most two Special Cards a turn.
"""

from __future__ import annotations

from rules.core import Choice, Msg, RuleError

from . import battle, units
from .cards import CARDS, Card
from .factions import COLOUR_WORDS, NAMES, units_of
from .geography import MAP, area_at, area_of
from .movement import ARMY_BONUS
from .names import said
from .state import InvasionState, Pending

MAX_SPECIALS = 2
LAKE_HURON = "lake-huron"
MONTREAL = "montreal"

# effect -> when it may be played: "enlist" (instead of placing enlistments as usual),
# "move" (after enlistments, until the first battle), "movement" (until movement ends: the
# card changes how armies move), "before-move" (until an army moves),
# "battle" (assigned to a battle about to be fought), "after-move" (after movement, before
# the first battle).
TIMING: dict[str, str] = {
    "war-hawks": "movement",
    "william-harrison": "movement",
    "publication-ban": "enlist",
    "forced-march": "movement",
    "kentucky-militia": "move",
    "hometown-support": "move",
    "aisquith-sharpshooters": "move",
    "turncoat": "battle",
    "mackinac-reinforcements": "move",
    "fife-and-drum": "movement",
    "napoleon-defeated": "move",
    "general-brock": "move",
    "ambush": "after-move",
    "billy-green": "battle",
    "training": "before-move",
    "voltigeurs": "movement",
    "john-brant": "movement",
    "tecumseh": "battle",
    "war-path": "movement",
    "forest-scouts": "battle",
}
EFFECTS = tuple(TIMING)
# The cards whose effect needs an area to act in (`targets`).
TARGETED = (
    "turncoat",
    "billy-green",
    "tecumseh",
    "forest-scouts",
    "ambush",
    "hometown-support",
    "john-brant",
    "mackinac-reinforcements",
    "training",
)


def playable(state: InvasionState, faction: str) -> list[Card]:
    """The Special Cards in hand that may be played now."""
    if len(state.specials) >= MAX_SPECIALS or state.pending or state.army:
        return []
    found = []
    for card_id in state.hands[faction]:
        card = CARDS[card_id]
        if card.kind != "special" or card.effect is None:
            continue
        if _in_time(state, TIMING[card.effect]) and _has_target(state, card.effect):
            found.append(card)
    return found


def _in_time(state: InvasionState, timing: str) -> bool:
    before_battles = state.phase in ("cards", "move") or (
        state.phase == "battles" and not state.fought
    )
    if timing == "enlist":
        return state.phase == "enlist" and not state.enlisted
    if timing == "move":
        return before_battles
    if timing == "movement":
        return state.phase in ("cards", "move")
    if timing == "before-move":
        return state.phase in ("cards", "move") and not state.moved
    return state.phase == "battles" and not state.fought


def _has_target(state: InvasionState, effect: str) -> bool:
    """A card that places units or acts in an area is offered only when it can do something
    (an empty pool, or no battle it may join, would waste it)."""
    if effect == "napoleon-defeated":
        return state.pools["british-regulars"] > 0
    if effect in TARGETED:
        return bool(targets(state, effect))
    return True


def play(state: InvasionState, card: Card) -> None:
    faction = card.faction
    state.hands[faction].remove(card.id)
    state.removed.append(card.id)
    state.specials.append(card.id)
    state.say(
        Msg(
            "i1812-plays-special",
            role=faction,
            faction=NAMES[faction],
            card=card.called,
            text=card.said,
        )
    )
    effect = card.effect or ""
    if effect == "war-hawks" and state.movement_card:
        state.armies_left += 1  # played after the card: its one more army now
    if effect in ARMY_BONUS:
        state.army_bonus.append(effect)
    elif effect == "william-harrison":
        state.harrison = True
    elif effect == "napoleon-defeated":
        placed = units.from_pool(state, MONTREAL, "british-regulars", 2)
        red = units_of("british-regulars", placed)
        state.say(Msg("i1812-units-land", units=red, count=placed, at=area_at(MONTREAL)))
    elif effect in TARGETED:
        # The player picks where it acts: so many times (units placed, battles assigned).
        left = {"hometown-support": 3, "john-brant": 2}.get(effect, 1)
        state.pending = Pending(effect=effect, card=card.id, left=left)
    else:
        state.effects.append(effect)
    if state.pending and not pending_choices(state):
        state.say(Msg("i1812-special-idle", card=card.called))
        state.pending = None


def targets(state: InvasionState, effect: str) -> list[str]:
    """The areas a pending Special Card may be used in."""
    here = {a: state.units.get(a, {}) for a in MAP.areas}
    fights = units.battles(state)
    if effect == "turncoat":
        return [a for a in fights if here[a].get("canadian-militia")]
    if effect == "billy-green":
        return [a for a in fights if MAP.areas[a].homeland == "british"]
    if effect == "tecumseh":
        return [a for a in fights if here[a].get("native-americans")]
    if effect == "forest-scouts":
        return fights
    if effect == "ambush":
        return [a for a in fights if here[a].get("canadian-militia")]
    if effect == "hometown-support":
        if not state.pools["american-militia"] and not state.fled.get("american-militia"):
            return []
        return [
            a
            for a in MAP.areas
            if MAP.areas[a].homeland == "american" and here[a].get("american-militia")
        ]
    if effect == "john-brant":
        if not state.pools["native-americans"]:
            return []
        return [a for a in MAP.areas if here[a].get("native-americans")]
    if effect == "mackinac-reinforcements":
        if not state.pools["british-regulars"]:
            return []
        return MAP.members(LAKE_HURON)
    if effect == "training":
        if not state.pools["british-regulars"]:
            return []
        return [a for a in MAP.areas if units.unmoved(state, a, "canadian-militia") > 0]
    raise RuleError(f"{effect} takes no area")


def pending_choices(state: InvasionState) -> list[Choice]:
    pending = state.pending
    assert pending is not None
    effect = pending.effect
    name = CARDS[pending.card].called
    choices = []
    if effect == "training":
        for area in targets(state, effect):
            most = min(
                2, units.unmoved(state, area, "canadian-militia"), state.pools["british-regulars"]
            )
            for n in range(1, most + 1):
                label = said("i1812-choice-train", count=n, at=area_at(area))
                choices.append(Choice(verb="train", arg=f"{area}:{n}", label=label))
    elif effect in ("turncoat", "billy-green", "tecumseh", "forest-scouts"):
        for area in targets(state, effect):
            label = said("i1812-choice-assign", card=name, of=area_of(area))
            choices.append(Choice(verb="assign", arg=area, label=label))
    elif effect == "ambush":
        for area in targets(state, effect):
            label = said("i1812-choice-ambush", at=area_at(area))
            choices.append(Choice(verb="ambush", arg=area, label=label))
    else:
        colour = COLOUR_WORDS[
            {"hometown-support": "american-militia", "john-brant": "native-americans"}.get(
                effect, "british-regulars"
            )
        ]
        for area in targets(state, effect):
            label = said("i1812-choice-place-unit", card=name, colour=colour, at=area_at(area))
            choices.append(Choice(verb="place", arg=area, label=label))
    if choices and effect in ("hometown-support", "john-brant", "training"):
        choices.append(Choice(verb="done", label=said("i1812-choice-special-done", card=name)))
    return choices


def apply_pending(state: InvasionState, choice: Choice) -> None:
    pending = state.pending
    assert pending is not None
    effect = pending.effect
    if choice.verb == "done":
        state.pending = None
        return
    area = str(choice.arg)
    if choice.verb == "train":
        area, n = area.rsplit(":", 1)
        count = int(n)
        units.to_pool(state, area, "canadian-militia", count)
        units.from_pool(state, area, "british-regulars", count)
        yellow = units_of("canadian-militia", count)
        state.say(Msg("i1812-trained", units=yellow, count=count, at=area_at(area)))
        pending.left = 0
    elif choice.verb == "assign":
        state.assigned[effect] = area
        state.say(Msg("i1812-assigned", card=CARDS[pending.card].called, of=area_of(area)))
        pending.left = 0
    elif choice.verb == "ambush":
        state.pending = None
        battle.ambush(state, area)
        return
    elif effect == "mackinac-reinforcements":
        placed = units.from_pool(state, area, "british-regulars", 3)
        red = units_of("british-regulars", placed)
        state.say(Msg("i1812-mackinac-lands", units=red, count=placed, at=area_at(area)))
        pending.left = 0
    elif effect == "john-brant":
        units.from_pool(state, area, "native-americans", 1)
        state.say(Msg("i1812-brant-joins", at=area_at(area)))
        pending.left -= 1
    elif effect == "hometown-support":
        faction = "american-militia"
        if state.pools[faction]:
            units.from_pool(state, area, faction, 1)
            said = "i1812-hometown-from-pool"
        else:
            state.fled[faction] -= 1
            if not state.fled[faction]:
                del state.fled[faction]
            units.add(state, area, faction, 1)
            said = "i1812-hometown-from-fled"
        state.say(Msg(said, at=area_at(area)))
        pending.left -= 1
    if pending.left <= 0 or not pending_choices(state):
        state.pending = None
