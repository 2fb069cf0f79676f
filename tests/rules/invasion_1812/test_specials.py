"""SPECIAL CARDS: the twenty Special Cards (data/cards.toml, #09-#12 of each faction), each played
from a hand set up for it and proved against its card text; at most two a turn; and when each
may be played.

"2. Play a Movement Card and Up to Two Special Cards": "He may also play up to two Special
Cards." The card texts are the bot's playable wording (cards.toml, ``source``); the timing of
each card is the package's documented decision (rules/invasion_1812/__init__.py).
"""

from __future__ import annotations

import pytest
from battle_build import (
    AM,
    AR,
    BR,
    CM,
    NA,
    act,
    active,
    args,
    build,
    force_dice,
    here,
    move,
    new_log,
    next_turn_of,
    options,
)

from rules.core import RuleError
from rules.invasion_1812 import cards, specials
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.geography import MAP

FG = "fort-george"
KINGSTON = "kingston"
BUFFALO = "buffalo"

# The Special Cards by effect.
WAR_HAWKS, HARRISON, PUBLICATION_BAN, FORCED_MARCH = "ar-09", "ar-10", "ar-11", "ar-12"
KENTUCKY, HOMETOWN, AISQUITH, TURNCOAT = "am-09", "am-10", "am-11", "am-12"
MACKINAC, FIFE_AND_DRUM, NAPOLEON, BROCK = "br-09", "br-10", "br-11", "br-12"
AMBUSH, BILLY_GREEN, TRAINING, VOLTIGEURS = "cm-09", "cm-10", "cm-11", "cm-12"
JOHN_BRANT, TECUMSEH, WAR_PATH, FOREST_SCOUTS = "na-09", "na-10", "na-11", "na-12"


def played(state, role: str, card: str) -> bool:
    return card in state.specials and card not in state.hands[role]


# --- The registry ------------------------------------------------------------------------------


def test_every_card_has_an_implemented_effect():
    """Each faction's Special Cards #09-#12 name an effect the engine implements
    (specials.TIMING), and every implemented effect belongs to exactly one card."""
    effects = [c.effect for c in CARDS.values() if c.kind == "special"]
    assert len(effects) == 20
    assert all(effect in specials.TIMING for effect in effects)
    assert sorted(effects) == sorted(specials.TIMING)
    assert set(specials.EFFECTS) == set(cards.EFFECTS)
    assert set(specials.TIMING.values()) <= {
        "enlist",
        "move",
        "movement",
        "before-move",
        "battle",
        "after-move",
    }


# --- At most two a turn ------------------------------------------------------------------------


def test_at_most_two_special_cards_a_turn():
    """2. Play a Movement Card and Up to Two Special Cards: "He may also play up to two Special
    Cards." (at most two: the package docstring, rules/invasion_1812/__init__.py)."""
    state = build(
        AR,
        {"albany": {AR: 1}},
        phase="cards",
        hands={AR: ["ar-05", WAR_HAWKS, HARRISON, FORCED_MARCH]},
    )
    assert args(state, AR, "play") == ["ar-05", WAR_HAWKS, HARRISON, FORCED_MARCH]
    state = act(state, AR, "play", WAR_HAWKS)
    state = act(state, AR, "play", FORCED_MARCH)
    assert args(state, AR, "play") == ["ar-05"]
    with pytest.raises(RuleError):
        act(state, AR, "play", HARRISON)
    state = act(state, AR, "play", "ar-05")
    assert args(state, AR, "play") == []
    assert state.hands[AR] == [HARRISON]  # kept for a later turn


def test_publication_ban_counts_as_one_of_the_two():
    """Up to Two Special Cards: Publication Ban, played before the enlistments, is one of them."""
    state = next_turn_of(
        AR, {"albany": {AR: 1}}, hands={AR: [PUBLICATION_BAN, WAR_HAWKS, HARRISON, "ar-05"]}
    )
    state = act(state, AR, "play", PUBLICATION_BAN)
    assert args(state, AR, "play") == ["ar-05", WAR_HAWKS, HARRISON]
    state = act(state, AR, "play", WAR_HAWKS)
    assert args(state, AR, "play") == ["ar-05"]


# --- When each card may be played -------------------------------------------------------------

BATTLE_CARDS = [
    # (card, its faction, units with a battle the card may act in)
    (TURNCOAT, AM, {FG: {CM: 1, AM: 1}, BUFFALO: {AM: 1}}),
    (BILLY_GREEN, CM, {FG: {CM: 1, AM: 1}, "york": {CM: 1}}),
    (TECUMSEH, NA, {FG: {NA: 1, AM: 1}, "six-nations": {NA: 1}}),
    (FOREST_SCOUTS, NA, {BUFFALO: {NA: 1, AM: 1}, "six-nations": {NA: 1}}),
    (AMBUSH, CM, {FG: {CM: 1, AM: 1}, "york": {CM: 1}}),
]
MOVEMENT_CARD = {AM: "am-01", CM: "cm-01", NA: "na-07"}


@pytest.mark.parametrize(("card", "faction", "layout"), BATTLE_CARDS)
def test_battle_cards_and_ambush_only_after_movement_and_before_the_first_battle(
    monkeypatch, card, faction, layout
):
    """3. Battles: "Any Special Cards played, that may influence a battle, must be assigned
    prior to battle resolution"; Ambush says "After movement, before battles". Not while
    playing the Movement Card or moving; offered once movement has ended; gone once a battle
    has been fought."""
    layout = {**layout, KINGSTON: {BR: 1, AR: 1}}  # a second battle, fought first
    state = build(faction, layout, phase="cards", hands={faction: [MOVEMENT_CARD[faction], card]})
    assert card not in args(state, faction, "play")
    state = act(state, faction, "play", MOVEMENT_CARD[faction])
    assert card not in args(state, faction, "play")
    state = act(state, faction, "end")
    assert card in args(state, faction, "play")
    force_dice(monkeypatch, "hit")  # red hits first at Kingston (a red area)
    state = act(state, faction, "battle", KINGSTON)
    assert state.phase == "battles" and state.fought == 1
    assert card not in args(state, faction, "play")


def test_battle_cards_need_a_battle_they_can_act_in():
    """Turncoat: "Play before a battle this turn in which Canadian Militia fight"; Billy Green:
    "a battle this turn in a British homeland area"; Tecumseh: "in which green units fight";
    Ambush: "in one area holding yellow and enemy units". Without one, they are not offered."""
    state = build(AM, {BUFFALO: {BR: 1, AM: 1}}, hands={AM: [TURNCOAT]})
    assert args(state, AM, "play") == []
    state = build(CM, {BUFFALO: {CM: 1, AM: 1}}, hands={CM: [BILLY_GREEN, AMBUSH]})
    assert args(state, CM, "play") == [AMBUSH]
    state = build(NA, {BUFFALO: {BR: 1, AM: 1}}, hands={NA: [TECUMSEH, FOREST_SCOUTS]})
    assert args(state, NA, "play") == [FOREST_SCOUTS]


def test_training_only_before_any_army_moves():
    """Training: "Before moving: ..."."""
    state = build(
        CM,
        {"york": {CM: 3}, KINGSTON: {CM: 1}},
        phase="cards",
        hands={CM: ["cm-01", TRAINING]},
    )
    assert TRAINING in args(state, CM, "play")
    state = act(state, CM, "play", "cm-01")
    assert TRAINING in args(state, CM, "play")  # the card is down, no army has moved
    state = move(state, CM, KINGSTON, "bay-of-quinte")
    assert TRAINING not in args(state, CM, "play")
    state = act(state, CM, "end")
    assert TRAINING not in args(state, CM, "play")


def test_publication_ban_only_before_the_enlistments():
    """Publication Ban: "Play before placing enlistments"; once enlisted it is not offered."""
    state = build(AR, {"albany": {AR: 1}}, phase="cards", hands={AR: ["ar-05", PUBLICATION_BAN]})
    assert args(state, AR, "play") == ["ar-05"]


def test_movement_specials_from_the_enlistments_until_the_first_battle(monkeypatch):
    """The package's timing: the other cards may be played from the enlistments to the first
    battle, e.g. Kentucky Militia with the battles about to be fought, not after one."""
    state = build(
        AM,
        {FG: {BR: 1, AM: 1}, KINGSTON: {BR: 1, AM: 1}},
        phase="cards",
        hands={AM: ["am-01", KENTUCKY]},
    )
    assert KENTUCKY in args(state, AM, "play")
    state = act(state, AM, "play", "am-01")
    state = act(state, AM, "end")
    assert KENTUCKY in args(state, AM, "play")
    force_dice(monkeypatch, "hit")
    state = act(state, AM, "battle", KINGSTON)
    assert KENTUCKY not in args(state, AM, "play")


def test_cards_that_change_movement_are_not_offered_once_movement_has_ended():
    """War Hawks, William Harrison, Forced March and the like change how armies move: once the
    player ends movement they could do nothing, so they are no longer offered."""
    state = build(
        AR,
        {FG: {BR: 1, AR: 1}, "albany": {AR: 1}},
        phase="cards",
        hands={AR: ["ar-05", WAR_HAWKS, HARRISON]},
    )
    state = act(state, AR, "play", "ar-05")
    assert {WAR_HAWKS, HARRISON} <= set(args(state, AR, "play"))
    state = act(state, AR, "end")
    assert WAR_HAWKS not in args(state, AR, "play") and HARRISON not in args(state, AR, "play")


def test_placing_cards_are_not_offered_with_an_empty_pool():
    """Napoleon Defeated and Mackinac Reinforcements place red units "from your pool": with the
    pool empty they could do nothing, so they are not offered."""
    state = build(BR, {FG: {BR: 1}}, phase="cards", hands={BR: ["br-01", NAPOLEON, MACKINAC]})
    assert {NAPOLEON, MACKINAC} <= set(args(state, BR, "play"))
    state.pools[BR] = 0
    assert NAPOLEON not in args(state, BR, "play") and MACKINAC not in args(state, BR, "play")


# --- American Regulars ------------------------------------------------------------------------


FOUR_ARMIES = {
    "albany": {AR: 1},
    BUFFALO: {AR: 1},
    "fort-niagara": {AR: 1},
    "sackets-harbor": {AR: 1},
}


@pytest.mark.parametrize("first", [WAR_HAWKS, "ar-05"])
def test_war_hawks_the_movement_card_moves_one_more_army(first):
    """War Hawks: "Your Movement Card this turn moves one more army." Frontier Garrisons moves
    3 armies; with War Hawks (played before or after it) 4, and no fifth."""
    state = build(AR, FOUR_ARMIES, phase="cards", hands={AR: [WAR_HAWKS, "ar-05"]})
    state = act(state, AR, "play", first)
    state = act(state, AR, "play", "ar-05" if first == WAR_HAWKS else WAR_HAWKS)
    assert state.armies_left == 4
    for origin, to in [
        ("albany", "utica"),
        (BUFFALO, "batavia"),
        ("fort-niagara", "lewiston"),
        ("sackets-harbor", "oswego"),
    ]:
        assert origin in args(state, AR, "army")
        state = move(state, AR, origin, to)
    assert args(state, AR, "army") == []
    assert here(state, "oswego") == {AR: 1}


def test_william_harrison_moves_an_extra_army_three_areas_leaving_units_behind():
    """William Harrison: "Besides your Movement Card, move one army holding a blue unit up to 3
    areas; it may leave units behind in the areas it passes through"."""
    state = build(
        AR,
        {"albany": {AR: 2, AM: 2}, BUFFALO: {AM: 2}, "fort-niagara": {AR: 1}},
        phase="cards",
        hands={AR: [HARRISON, "ar-05"]},
    )
    state = act(state, AR, "play", HARRISON)
    state = act(state, AR, "play", "ar-05")
    # Only an army holding a blue unit: not Buffalo's white militia.
    assert args(state, AR, "harrison") == ["fort-niagara", "albany"]
    state = act(state, AR, "harrison", "albany")
    state = act(state, AR, "to", "utica")
    assert args(state, AR, "drop") == [AR, AM]
    state = act(state, AR, "drop", AM)
    state = act(state, AR, "to", "rome")
    state = act(state, AR, "drop", AR)
    # The last blue unit may not be left behind: the army holds a blue unit.
    assert args(state, AR, "drop") == [AM]
    state = act(state, AR, "to", "canandaigua")  # the third area: it stops
    assert state.army is None
    assert here(state, "utica") == {AM: 1}
    assert here(state, "rome") == {AR: 1}
    assert here(state, "canandaigua") == {AR: 1, AM: 1}
    assert "albany" not in state.units
    # Besides the Movement Card: its 3 armies are all still to move; Harrison's are done.
    assert state.armies_left == 3 and not state.harrison
    assert args(state, AR, "harrison") == []
    assert args(state, AR, "army") == ["fort-niagara"]


def test_william_harrison_stops_on_entering_an_area_enemy_units_occupy(monkeypatch):
    """William Harrison: "... and stops on entering an area enemy units occupy"."""
    state = build(
        AR,
        {"fort-niagara": {AR: 2}, FG: {BR: 1}},
        phase="cards",
        hands={AR: [HARRISON, "ar-05"]},
    )
    state = act(state, AR, "play", HARRISON)
    state = act(state, AR, "play", "ar-05")
    state = act(state, AR, "harrison", "fort-niagara")
    state = act(state, AR, "to", FG)
    assert state.army is None  # 2 areas of its 3 left, but it has stopped
    assert here(state, FG) == {BR: 1, AR: 2}
    state = act(state, AR, "end")
    assert args(state, AR, "battle") == [FG]


def test_publication_ban_rome_is_the_muster_area_instead_of_albany():
    """Publication Ban: "Play before placing enlistments: this turn Rome is your Muster Area
    instead of Albany." It is offered before anything is placed; Albany's 3 blue enlist at
    Rome, and the fled units return to Pittsburgh or Rome."""
    state = next_turn_of(
        AR, {"utica": {AM: 1}}, hands={AR: [PUBLICATION_BAN, "ar-05"]}, fled={AR: 2}
    )
    assert state.faction == AR and active(state) == [AR]
    assert options(state, AR) == [("play", PUBLICATION_BAN), ("enlist", None)]
    assert "albany" not in state.units and "pittsburgh" not in state.units  # nothing placed yet
    state = act(state, AR, "play", PUBLICATION_BAN)
    assert played(state, AR, PUBLICATION_BAN)
    assert here(state, "rome") == {AR: 3}
    assert here(state, "pittsburgh") == {AR: 2}
    assert "albany" not in state.units
    assert args(state, AR, "fled") == ["pittsburgh:1", "pittsburgh:2", "rome:1", "rome:2"]
    state = act(state, AR, "fled", "rome:2")
    assert here(state, "rome") == {AR: 5}
    assert state.phase == "cards"


def test_without_publication_ban_albany_is_the_muster_area():
    """1. Place Enlistments: American Regulars - Pittsburgh (2 blue), Albany (3 blue): the player
    who keeps Publication Ban enlists as usual."""
    state = next_turn_of(AR, {"utica": {AM: 1}}, hands={AR: [PUBLICATION_BAN, "ar-05"]})
    state = act(state, AR, "enlist")
    assert here(state, "albany") == {AR: 3}
    assert "rome" not in state.units
    assert state.hands[AR] == [PUBLICATION_BAN, "ar-05"]


def test_forced_march_the_next_army_moves_two_more_areas():
    """Forced March: "The next army you move this turn may move 2 more areas." Frontier
    Garrisons moves 1 area: the first army goes 3, the second 1."""
    state = build(
        AR,
        {"albany": {AR: 1}, BUFFALO: {AR: 1}},
        phase="cards",
        hands={AR: [FORCED_MARCH, "ar-05"]},
    )
    state = act(state, AR, "play", FORCED_MARCH)
    state = act(state, AR, "play", "ar-05")
    state = move(state, AR, "albany", "utica", "rome", "canandaigua")
    assert here(state, "canandaigua") == {AR: 1}
    state = act(state, AR, "army", BUFFALO)
    state = act(state, AR, "to", "batavia")
    assert state.army is None  # its one area done
    with pytest.raises(RuleError):
        act(state, AR, "to", "canandaigua")


def test_forced_march_waits_for_an_army_that_actually_moves():
    """Forced March: "The next army you MOVE this turn may move 2 more areas." An army started
    and then not moved ("Don't move this army") has not moved: the bonus is still there for
    the next army that does."""
    state = build(
        AR,
        {"albany": {AR: 1}, BUFFALO: {AR: 1}},
        phase="cards",
        hands={AR: [FORCED_MARCH, "ar-05"]},
    )
    state = act(state, AR, "play", FORCED_MARCH)
    state = act(state, AR, "play", "ar-05")
    state = act(state, AR, "army", BUFFALO)
    state = act(state, AR, "cancel")
    assert state.armies_left == 3  # nothing moved
    state = act(state, AR, "army", "albany")
    assert state.army is not None
    assert state.army.budget == 3, "Forced March was used up by an army that never moved"
    for area in ("utica", "rome", "canandaigua"):
        state = act(state, AR, "to", area)
    assert here(state, "canandaigua") == {AR: 1}


# --- American Militia -------------------------------------------------------------------------


def test_kentucky_militia_each_white_hit_removes_two(monkeypatch):
    """Kentucky Militia: "This turn, each Hit rolled on a white die removes 2 enemy units." A
    blue Hit still removes one: blue [Hit] + white [Hit] take all 3 red."""
    state = build(AM, {BUFFALO: {AR: 1, AM: 1, BR: 3}}, hands={AM: [KENTUCKY]})
    state = act(state, AM, "play", KENTUCKY)
    pool = state.pools[BR]
    dice = force_dice(monkeypatch, "hit", "hit")
    state = act(state, AM, "battle", BUFFALO)
    assert dice.factions == [AR, AM]
    assert state.pools[BR] == pool + 3
    assert here(state, BUFFALO) == {AR: 1, AM: 1}


def test_kentucky_militia_a_white_hit_cannot_remove_more_units_than_there_are(monkeypatch):
    """Kentucky Militia: 2 white Hits are 4 removals, but only 3 red units are there."""
    state = build(AM, {BUFFALO: {AM: 2, BR: 3}}, hands={AM: [KENTUCKY]})
    state = act(state, AM, "play", KENTUCKY)
    force_dice(monkeypatch, "hit", "hit")
    state = act(state, AM, "battle", BUFFALO)
    assert here(state, BUFFALO) == {AM: 2}


def test_hometown_support_places_three_white_from_the_pool_in_american_areas_with_white():
    """Hometown Support: "Place up to 3 white units in American homeland areas that hold white
    units: from your pool ..."."""
    state = build(
        AM,
        {BUFFALO: {AM: 1}, "detroit": {AM: 1, AR: 1}, FG: {AM: 1, BR: 1}, "erie": {AR: 1}},
        phase="cards",
        hands={AM: [HOMETOWN, "am-01"]},
    )
    pool = state.pools[AM]
    state = act(state, AM, "play", HOMETOWN)
    # Fort George is British homeland; Erie holds no white unit.
    assert options(state, AM) == [("place", "detroit"), ("place", BUFFALO), ("done", None)]
    state = act(state, AM, "place", BUFFALO)
    state = act(state, AM, "place", BUFFALO)
    state = act(state, AM, "place", "detroit")
    assert state.pending is None  # three placed
    assert here(state, BUFFALO) == {AM: 3}
    assert here(state, "detroit") == {AR: 1, AM: 2}
    assert state.pools[AM] == pool - 3
    assert args(state, AM, "play") == ["am-01"]


def test_hometown_support_takes_fled_units_once_the_pool_is_empty():
    """Hometown Support: "... from your pool, or from your units in the Fled Units space when
    the pool is empty." 1 white is left in the pool and 2 are on the Fled Units space."""
    state = build(
        AM,
        {BUFFALO: {AM: 1}, "pittsburgh": {AM: 41}},
        phase="cards",
        hands={AM: [HOMETOWN, "am-01"]},
        fled={AM: 2},
    )
    assert state.pools[AM] == 1
    state = act(state, AM, "play", HOMETOWN)
    state = act(state, AM, "place", BUFFALO)
    assert state.pools[AM] == 0 and state.fled == {AM: 2}
    state = act(state, AM, "place", BUFFALO)
    assert state.fled == {AM: 1}
    assert "Hometown Support: 1 white unit from the Fled Units space at Buffalo." in state.log
    state = act(state, AM, "done")  # up to 3: the player may stop
    assert here(state, BUFFALO) == {AM: 3}
    assert state.fled == {AM: 1}


def test_aisquith_sharpshooters_each_american_faction_rolls_one_more_die(monkeypatch):
    """Captain Aisquith's Sharpshooters: "This turn, in every battle, the American Regulars and
    the American Militia each roll one die more than their maximum": 3 blue and 4 white dice.
    """
    state = build(
        AM, {BUFFALO: {AR: 2, AM: 3, BR: 7}, "erie": {AR: 4, BR: 2}}, hands={AM: [AISQUITH]}
    )
    state = act(state, AM, "play", AISQUITH)
    dice = force_dice(monkeypatch, *["hit"] * 7)
    state = act(state, AM, "battle", BUFFALO)
    assert dict(dice.count()) == {AR: 3, AM: 4}
    assert here(state, BUFFALO) == {AR: 2, AM: 3}
    # In every battle this turn.
    dice.add("hit", "hit", "hit")
    state = act(state, AM, "battle", "erie")
    assert dice.count()[AR] == 6


def test_turncoat_a_yellow_unit_deserts_and_a_white_unit_takes_its_place(monkeypatch):
    """Turncoat: "Play before a battle this turn in which Canadian Militia fight: one yellow unit
    there returns to its pool, and you place one white unit from your pool in its place."""
    state = build(
        AM,
        {FG: {BR: 1, CM: 2, AR: 1}, BUFFALO: {BR: 1, AM: 1}, KINGSTON: {CM: 1}},
        hands={AM: [TURNCOAT]},
    )
    state = act(state, AM, "play", TURNCOAT)
    assert options(state, AM) == [("assign", FG)]  # no yellow at Buffalo; no battle at Kingston
    state = act(state, AM, "assign", FG)
    pools = dict(state.pools)
    # Before any die: 1 red and 1 yellow (of 2) face 1 blue and the new white unit. Red
    # [Command] (held), yellow [Flee]; then blue [Hit], white [Hit]: the turncoat fights.
    dice = force_dice(monkeypatch, "command", "flee", "hit", "hit")
    before = state
    state = act(state, AM, "battle", FG)
    assert new_log(before, state)[:2] == [
        "⚔️ Battle of Fort George: British 1 red, 2 yellow against American 1 blue. The British "
        "have the initiative.",
        "Turncoat: a Canadian Militia unit deserts and an American Militia unit takes its place.",
    ]
    assert state.pools[CM] == pools[CM] + 1
    assert state.pools[AM] == pools[AM] - 1
    assert here(state, FG) == {BR: 1, AR: 1, AM: 1}  # the other yellow unit fled
    state = act(state, BR, "hold")
    assert dice.factions == [BR, CM, AR, AM]
    assert here(state, FG) == {AR: 1, AM: 1}


# --- British Regulars -------------------------------------------------------------------------


def test_mackinac_reinforcements_three_red_to_a_lake_huron_area_even_enemy_occupied():
    """Mackinac Reinforcements: "Place 3 red units from your pool in one area bordering Lake
    Huron, even if enemy units occupy it."""
    state = build(BR, {"saginaw": {AR: 1}}, phase="cards", hands={BR: [MACKINAC, "br-03"]})
    pool = state.pools[BR]
    state = act(state, BR, "play", MACKINAC)
    assert args(state, BR, "place") == MAP.members("lake-huron")
    assert "saginaw" in MAP.members("lake-huron") and "york" not in MAP.members("lake-huron")
    state = act(state, BR, "place", "saginaw")
    assert here(state, "saginaw") == {BR: 3, AR: 1}
    assert state.pools[BR] == pool - 3
    assert state.pending is None
    assert args(state, BR, "play") == ["br-03"]


def test_fife_and_drum_each_army_of_the_movement_card_moves_one_more_area():
    """Fife and Drum: "Each army you move with your Movement Card this turn may move 1 more
    area." Garrison Relief moves 2 armies 1 area: both go 2."""
    state = build(
        BR,
        {"york": {BR: 1}, KINGSTON: {BR: 1}},
        phase="cards",
        hands={BR: [FIFE_AND_DRUM, "br-03"]},
    )
    state = act(state, BR, "play", FIFE_AND_DRUM)
    state = act(state, BR, "play", "br-03")
    state = act(state, BR, "army", "york")
    state = act(state, BR, "to", "burlington-heights")
    state = act(state, BR, "to", "six-nations")
    assert state.army is None  # 2 areas: done
    state = act(state, BR, "army", KINGSTON)
    state = act(state, BR, "to", "prescott")
    state = act(state, BR, "to", "cryslers-farm")
    assert state.army is None
    assert here(state, "six-nations") == {BR: 1} and here(state, "cryslers-farm") == {BR: 1}


def test_napoleon_defeated_two_red_to_montreal_even_enemy_occupied():
    """Napoleon Defeated: "Place 2 red units from your pool in Montreal, even if enemy units
    occupy it."""
    state = build(BR, {"montreal": {AM: 2}}, phase="cards", hands={BR: [NAPOLEON, "br-03"]})
    pool = state.pools[BR]
    state = act(state, BR, "play", NAPOLEON)
    assert here(state, "montreal") == {BR: 2, AM: 2}
    assert state.pools[BR] == pool - 2


def test_general_brock_yellow_flees_are_ignored(monkeypatch):
    """General Brock: "This turn, yellow Flee results are ignored in every battle." A red Flee
    still flees."""
    state = build(BR, {FG: {BR: 1, CM: 2, AR: 2}}, hands={BR: [BROCK]})
    state = act(state, BR, "play", BROCK)
    force_dice(monkeypatch, "flee", "flee", "hit", "flee")  # red, yellow, yellow; then blue
    before = state
    state = act(state, BR, "battle", FG)
    assert "🎲 British roll at Fort George: red [Flee]; yellow [Flee, Hit]." in new_log(
        before, state
    )
    assert here(state, FG) == {CM: 2}
    assert state.fled == {BR: 1, AR: 1}


# --- Canadian Militia -------------------------------------------------------------------------


def test_ambush_yellow_dice_hits_only_after_movement_before_battles(monkeypatch):
    """Ambush: "After movement, before battles: in one area holding yellow and enemy units, roll
    one yellow die per yellow unit there (at most 3) and apply the Hits only." The red unit
    there does not roll; the Flee and the Command are ignored; the battle is still to fight."""
    state = build(
        CM,
        {FG: {BR: 1, CM: 4, AR: 1, AM: 2}, KINGSTON: {BR: 1, AM: 1}},
        phase="move",
        hands={CM: [AMBUSH]},
    )
    assert AMBUSH not in args(state, CM, "play")
    state = act(state, CM, "end")
    state = act(state, CM, "play", AMBUSH)
    assert options(state, CM) == [("ambush", FG)]  # no yellow at Kingston
    dice = force_dice(monkeypatch, "hit", "flee", "command")
    state = act(state, CM, "ambush", FG)
    assert dict(dice.count()) == {CM: 3}
    assert active(state) == [AR, AM]  # the Americans choose their casualty together
    state = act(state, AR, "lose", AM)
    assert state.phase == "battles" and state.battle is None and state.fought == 0
    assert here(state, FG) == {BR: 1, CM: 4, AR: 1, AM: 1}
    assert state.fled == {}
    assert args(state, CM, "battle") == [FG, KINGSTON]


def test_billy_green_the_british_roll_hits_only_before_a_battle_in_their_homeland(monkeypatch):
    """Billy Green: "Play before a battle this turn in a British homeland area: before it, the
    British roll once, applying Hits only." Then the battle is fought as usual."""
    state = build(
        CM,
        {FG: {BR: 1, CM: 1, AR: 3}, BUFFALO: {CM: 1, AM: 1}},
        hands={CM: [BILLY_GREEN]},
    )
    state = act(state, CM, "play", BILLY_GREEN)
    assert options(state, CM) == [("assign", FG)]  # Buffalo is American homeland
    state = act(state, CM, "assign", FG)
    # Billy Green's roll: red [Hit], yellow [Flee] (ignored); then the battle: red [Hit],
    # yellow [Hit].
    dice = force_dice(monkeypatch, "hit", "flee", "hit", "hit")
    state = act(state, CM, "battle", FG)
    assert dice.factions == [BR, CM, BR, CM]
    assert here(state, FG) == {BR: 1, CM: 1}
    assert CM not in state.fled
    assert "Billy Green: the British roll once before the battle, Hits only." in state.log


def test_training_turns_up_to_two_yellow_into_red():
    """Training: "Before moving: in one area, turn up to 2 yellow units into red units (the
    yellow units return to their pool; the red come from the British Regulars' pool)."""
    state = build(
        CM, {"york": {CM: 3}, KINGSTON: {CM: 1}}, phase="cards", hands={CM: [TRAINING, "cm-01"]}
    )
    pools = dict(state.pools)
    state = act(state, CM, "play", TRAINING)
    assert options(state, CM) == [
        ("train", "york:1"),
        ("train", "york:2"),
        ("train", "kingston:1"),
        ("done", None),
    ]
    state = act(state, CM, "train", "york:2")
    assert state.pending is None  # one area
    assert here(state, "york") == {BR: 2, CM: 1}
    assert state.pools[CM] == pools[CM] + 2
    assert state.pools[BR] == pools[BR] - 2


def test_voltigeurs_the_next_army_with_yellow_moves_one_more_area():
    """Voltigeurs: "The next army holding a yellow unit that you move this turn may move 1 more
    area." Frontier Patrol moves 2 armies 1 area: the first goes 2, the second 1."""
    state = build(
        CM,
        {"york": {CM: 1}, KINGSTON: {CM: 1}},
        phase="cards",
        hands={CM: [VOLTIGEURS, "cm-04"]},
    )
    state = act(state, CM, "play", VOLTIGEURS)
    state = act(state, CM, "play", "cm-04")
    state = act(state, CM, "army", "york")
    state = act(state, CM, "to", "burlington-heights")
    assert state.army is not None  # one more area to go
    state = act(state, CM, "to", "six-nations")
    assert state.army is None
    state = act(state, CM, "army", KINGSTON)
    state = act(state, CM, "to", "bay-of-quinte")
    assert state.army is None
    assert here(state, "six-nations") == {CM: 1} and here(state, "bay-of-quinte") == {CM: 1}


# --- Native Americans -------------------------------------------------------------------------


def test_john_brant_places_two_green_where_green_units_are_and_they_may_move():
    """John Brant: "Place 2 green units from your pool in areas that hold green units; they may
    then move this turn." The units that already moved stay put; the new ones march on."""
    state = build(
        NA,
        {"sandwich": {NA: 2}, "detroit": {AR: 1}},
        phase="cards",
        hands={NA: [JOHN_BRANT, "na-07"]},
    )
    pool = state.pools[NA]
    state = act(state, NA, "play", "na-07")
    state = move(state, NA, "sandwich", "amherstburg")
    state = act(state, NA, "play", JOHN_BRANT)
    assert options(state, NA) == [("place", "amherstburg"), ("done", None)]
    state = act(state, NA, "place", "amherstburg")
    state = act(state, NA, "place", "amherstburg")
    assert state.pending is None
    assert state.pools[NA] == pool - 2
    assert here(state, "amherstburg") == {NA: 4}
    state = act(state, NA, "army", "amherstburg")
    assert state.army is not None and state.army.units == {NA: 2}  # only the new ones
    state = act(state, NA, "to", "moraviantown")
    assert here(state, "moraviantown") == {NA: 2}
    assert here(state, "amherstburg") == {NA: 2}


def test_tecumseh_green_flees_count_as_hits_in_its_battle(monkeypatch):
    """Tecumseh: "Play before a battle this turn in which green units fight: in it, every Flee
    rolled on a green die counts as a Hit instead." In another battle a green Flee flees."""
    state = build(
        NA,
        {FG: {NA: 2, AR: 2}, KINGSTON: {NA: 1, AM: 1}},
        hands={NA: [TECUMSEH]},
    )
    state = act(state, NA, "play", TECUMSEH)
    assert options(state, NA) == [("assign", FG), ("assign", KINGSTON)]
    state = act(state, NA, "assign", FG)
    pool = state.pools[AR]
    force_dice(monkeypatch, "flee", "flee", "flee")
    state = act(state, NA, "battle", FG)
    assert here(state, FG) == {NA: 2}
    assert state.pools[AR] == pool + 2
    assert state.fled == {}
    state = act(state, NA, "battle", KINGSTON)
    assert state.fled == {NA: 1}
    assert here(state, KINGSTON) == {AM: 1}


def test_war_path_the_next_army_with_green_moves_two_more_areas():
    """War Path: "The next army holding a green unit that you move this turn may move 2 more
    areas." Portage moves 2 armies 1 area: the first goes 3, the second 1."""
    state = build(
        NA,
        {"sandwich": {NA: 1}, "amherstburg": {NA: 1}},
        phase="cards",
        hands={NA: [WAR_PATH, "na-07"]},
    )
    state = act(state, NA, "play", WAR_PATH)
    state = act(state, NA, "play", "na-07")
    state = act(state, NA, "army", "sandwich")
    state = act(state, NA, "to", "moraviantown")
    state = act(state, NA, "to", "long-point")
    state = act(state, NA, "to", "grand-river")
    assert state.army is None
    state = act(state, NA, "army", "amherstburg")
    state = act(state, NA, "to", "moraviantown")
    assert state.army is None
    assert here(state, "grand-river") == {NA: 1} and here(state, "moraviantown") == {NA: 1}


def test_forest_scouts_the_british_have_the_initiative_wherever_it_is_fought(monkeypatch):
    """Forest Scouts: "Play before a battle this turn: in it, the British side has the
    initiative wherever it is fought." Buffalo is a blue area; the green die rolls first."""
    state = build(NA, {BUFFALO: {NA: 1, AR: 1}}, hands={NA: [FOREST_SCOUTS]})
    state = act(state, NA, "play", FOREST_SCOUTS)
    state = act(state, NA, "assign", BUFFALO)
    dice = force_dice(monkeypatch, "hit")
    before = state
    state = act(state, NA, "battle", BUFFALO)
    assert dice.factions == [NA]
    assert "The British have the initiative." in new_log(before, state)[0]
    assert here(state, BUFFALO) == {NA: 1}
