"""3. BATTLES: where battles happen and in which order, initiative, the dice each faction rolls,
Hits, Flees and Command Decisions (with Friendly Areas, water and the Native American
advantage), the narration in the log, and the unit totals.

The dice are forced (``battle_build.force_dice``); every choice goes through the protocol and
``act`` checks after each one that pools + map + Fled Units space still hold every unit.
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
    options,
)

from rules.core import RuleError
from rules.invasion_1812 import TITLE
from rules.invasion_1812.factions import FACTIONS, POOLS

FG = "fort-george"  # British homeland, Lake Ontario
KINGSTON = "kingston"  # British homeland, Lake Ontario
BUFFALO = "buffalo"  # American homeland, Lake Erie
SIX_NATIONS = "six-nations"  # British homeland, inland
LEWISTON = "lewiston"  # American homeland, inland


# --- 3. Battles: where and in which order -------------------------------------------------------


def test_a_battle_in_every_area_holding_both_sides_in_the_order_the_active_player_picks(
    monkeypatch,
):
    """3. Battles: "A battle occurs when opposing armies occupy the same area. If there are
    multiple battles, the Active Player chooses the order in which the battles are resolved."""
    state = build(
        AR,
        {
            FG: {BR: 1, AR: 1},
            KINGSTON: {CM: 1, AM: 1},
            "york": {BR: 2},  # one side only: no battle
            BUFFALO: {AM: 2},
        },
    )
    assert active(state) == [AR]
    assert args(state, AR, "battle") == [FG, KINGSTON]
    assert all(options(state, role) == [] for role in FACTIONS if role != AR)
    with pytest.raises(RuleError):
        act(state, AR, "battle", "york")
    with pytest.raises(RuleError):
        act(state, BR, "battle", FG)  # only the active player orders the battles

    dice = force_dice(monkeypatch, "hit")  # the yellow die at Kingston
    state = act(state, AR, "battle", KINGSTON)  # the later one on the map first: his choice
    assert dice.factions == [CM]
    assert here(state, KINGSTON) == {CM: 1}
    assert args(state, AR, "battle") == [FG]

    dice.add("hit")
    state = act(state, AR, "battle", FG)
    assert here(state, FG) == {BR: 1}
    assert state.outcome is not None  # no battle left: the (last) turn is over


# --- Initiative --------------------------------------------------------------------------------


def test_initiative_the_british_roll_first_in_a_red_area_though_the_americans_attacked(
    monkeypatch,
):
    """3. Battles: "In red areas the British players have the initiative ... regardless of which
    army is the attacker or defender." The Americans march into Fort George; the red die rolls
    first."""
    state = build(AR, {"fort-niagara": {AR: 1}, FG: {BR: 1}}, phase="cards", hands={AR: ["ar-05"]})
    state = act(state, AR, "play", "ar-05")
    state = move(state, AR, "fort-niagara", FG)
    state = act(state, AR, "end")
    dice = force_dice(monkeypatch, "hit")
    before = state
    state = act(state, AR, "battle", FG)
    assert dice.factions == [BR]
    assert "The British have the initiative." in new_log(before, state)[0]
    assert here(state, FG) == {BR: 1}


def test_initiative_the_americans_roll_first_in_a_blue_area_though_the_british_attacked(
    monkeypatch,
):
    """3. Battles: "in blue areas the American players have the initiative, regardless of which
    army is the attacker or defender." The British cross the Niagara into Buffalo."""
    state = build(
        BR, {"fort-erie-queenston": {BR: 1}, BUFFALO: {AM: 1}}, phase="cards", hands={BR: ["br-03"]}
    )
    state = act(state, BR, "play", "br-03")
    state = move(state, BR, "fort-erie-queenston", BUFFALO)
    state = act(state, BR, "end")
    dice = force_dice(monkeypatch, "hit")
    before = state
    state = act(state, BR, "battle", BUFFALO)
    assert dice.factions == [AM]
    assert new_log(before, state)[0].endswith("The Americans have the initiative.")
    assert here(state, BUFFALO) == {AM: 1}


def test_the_sides_alternate_until_only_one_side_remains(monkeypatch):
    """3. Battles: "First the players of the side with initiative ... roll ... If units of both
    sides remain ..., the other side's players ... roll ... The battle continues, alternating
    back and forth, until only one side remains in the area."""
    state = build(AR, {FG: {BR: 1, AR: 1}})
    dice = force_dice(monkeypatch, "command", "command", "command", "hit")
    state = act(state, AR, "battle", FG)
    assert active(state) == [BR]  # the red Command Decision
    state = act(state, BR, "hold")
    assert active(state) == [AR]
    state = act(state, AR, "hold")
    state = act(state, BR, "hold")  # third roll, red again; then blue hits
    assert dice.factions == [BR, AR, BR, AR]
    assert dice.faces == []
    assert here(state, FG) == {AR: 1}
    assert state.battle is None
    assert any("The Battle of Fort George is over" in line for line in state.log)


# --- Dice: one per unit, at most 2 for Regulars and 3 for militias and Natives --------------


@pytest.mark.parametrize(
    ("area", "forces", "expected"),
    [
        # British initiative in a red area: 4 red roll 2, 4 yellow 3, 4 green 3.
        (FG, {BR: 4, CM: 4, NA: 4, AR: 8}, {BR: 2, CM: 3, NA: 3}),
        # American initiative in a blue area: 4 blue roll 2, 4 white 3.
        (BUFFALO, {AR: 4, AM: 4, BR: 5}, {AR: 2, AM: 3}),
        # Below the maximum, one die per unit present.
        (FG, {BR: 1, CM: 2, AR: 3}, {BR: 1, CM: 2}),
        (BUFFALO, {AM: 2, NA: 2}, {AM: 2}),
    ],
)
def test_dice_one_per_unit_at_most_two_for_regulars_three_for_militias_and_natives(
    monkeypatch, area, forces, expected
):
    """3. Battles: "The player rolls an amount of dice corresponding to the number of his units
    present in the battle. The maximum number of dice ... by the American Regulars and British
    Regulars players is two, while for the American Militia, Canadian Militia and Native
    American players the maximum is three." All hits: the first roll ends the battle."""
    state = build(AR, {area: forces})
    dice = force_dice(monkeypatch, *["hit"] * sum(expected.values()))
    state = act(state, AR, "battle", area)
    assert dict(dice.count()) == expected
    assert state.battle is None


def test_a_sides_factions_roll_together_then_the_other_side(monkeypatch):
    """3. Battles: "the players of the side with initiative simultaneously roll their Battle
    Dice and apply the results": one roll for red, yellow and green together, told in one
    line, before any American die."""
    state = build(AR, {FG: {BR: 1, CM: 1, NA: 1, AR: 2, AM: 1}})
    # The British all flee; the Americans' dice are never needed.
    dice = force_dice(monkeypatch, "flee", "flee", "flee", "hit", "hit", "hit")
    before = state
    state = act(state, AR, "battle", FG)
    assert dice.factions == [BR, CM, NA]
    assert "🎲 British roll at Fort George: red [Flee]; yellow [Flee]; green [Flee]." in new_log(
        before, state
    )
    assert dice.faces == ["hit", "hit", "hit"]
    assert here(state, FG) == {AR: 2, AM: 1}


# --- Hit -------------------------------------------------------------------------------------


def test_a_hit_sends_an_opposing_unit_to_its_pool_automatically_when_one_faction_is_there(
    monkeypatch,
):
    """Hit: "A Hit result causes an opponent's unit to be removed from the map and placed in its
    Unit Force Pool." With only blue units there, nobody has to choose."""
    state = build(AR, {FG: {BR: 1, AR: 3}})
    pool = state.pools[AR]
    dice = force_dice(monkeypatch, "hit", "flee", "flee")
    state = act(state, AR, "battle", FG)
    # The red Hit took a blue unit at once; the 2 blue dice fled: the British hold the field.
    assert dice.factions == [BR, AR, AR]
    assert state.pools[AR] == pool + 1
    assert state.fled == {AR: 2}
    assert here(state, FG) == {BR: 1}
    assert not any(line.startswith("American Regulars remove") for line in state.log)


def test_hits_on_several_factions_the_opponents_choose_which_unit(monkeypatch):
    """Hit: "The opponents decide among themselves which unit to remove, if there is more than
    one faction to choose from." Every American faction present may pick for the side (any of
    them for all, `Title.shares`), one unit per Hit ("lose")."""
    state = build(AR, {FG: {BR: 2, AR: 1, AM: 2}})
    pools = dict(state.pools)
    force_dice(monkeypatch, "hit", "hit", "flee")
    state = act(state, AR, "battle", FG)
    assert active(state) == [AR, AM]
    assert TITLE.shares(state, AR) == TITLE.shares(state, AM) == (AR, AM)
    assert options(state, AR) == options(state, AM) == [("lose", AR), ("lose", AM)]
    with pytest.raises(RuleError):
        act(state, AR, "lose", CM)  # not an opponent's unit
    before = state
    state = act(state, AM, "lose", AM)
    assert new_log(before, state) == ["American Militia remove 1 white unit."]
    assert here(state, FG) == {BR: 2, AR: 1, AM: 1}
    state = act(state, AR, "lose", AM)
    # Both Hits taken; the blue die flees and the battle is over.
    assert state.pools[AM] == pools[AM] + 2
    assert state.fled == {AR: 1}
    assert here(state, FG) == {BR: 2}


def test_hits_on_the_british_are_chosen_by_the_british(monkeypatch):
    """Hit: the opponents choose: here the Americans hit a yellow-and-green army, whose
    factions (the Canadian Militia and the Native Americans) pick together, and the British
    Regulars, not in the battle, have no say. Once the yellow unit is gone only green is left
    to choose from, so the second Hit takes a green unit without asking ("if there is more
    than one faction to choose from")."""
    state = build(AR, {BUFFALO: {AR: 2, CM: 1, NA: 2}})
    force_dice(monkeypatch, "hit", "hit", "flee")  # blue [Hit, Hit]; then green [Flee]
    state = act(state, AR, "battle", BUFFALO)
    assert active(state) == [CM, NA]
    assert options(state, CM) == options(state, NA) == [("lose", CM), ("lose", NA)]
    assert options(state, BR) == [] and TITLE.shares(state, BR) == (BR,)
    pools = dict(state.pools)
    before = state
    state = act(state, CM, "lose", CM)
    assert new_log(before, state)[:3] == [
        "Canadian Militia remove 1 yellow unit.",
        "💥 1 Hit: 1 green removed.",
        "🎲 British roll at Buffalo: green [Flee].",
    ]
    assert state.pools[CM] == pools[CM] + 1 and state.pools[NA] == pools[NA] + 1
    # The green die flees: the Americans hold Buffalo.
    assert here(state, BUFFALO) == {AR: 2}
    assert state.fled == {NA: 1}


# --- Flee ------------------------------------------------------------------------------------


def test_a_flee_sends_a_unit_of_the_dies_colour_to_the_fled_space_until_its_next_turn(
    monkeypatch,
):
    """Flee: "A Flee result causes a faction's own unit of the colored die rolled to flee the
    battle. These units are placed in the Fled Units Space ... returned to the owning faction's
    Muster Area(s) at the beginning of that faction's next turn." (Place Fled Units)"""
    state = build(AR, {FG: {BR: 2, CM: 2, AR: 1}}, bag=[CM])
    force_dice(monkeypatch, "flee", "hit", "flee", "flee")  # red [Flee, Hit]; yellow [Flee, Flee]
    state = act(state, AR, "battle", FG)
    assert here(state, FG) == {BR: 1}
    assert state.fled == {BR: 1, CM: 2}
    # The Canadian Militia's turn comes: its 2 fled units return to Montreal and/or York; the
    # red one waits for the British Regulars' turn.
    assert state.faction == CM and active(state) == [CM]
    assert args(state, CM, "fled") == ["montreal:1", "montreal:2", "york:1", "york:2"]
    york = here(state, "york").get(CM, 0)
    state = act(state, CM, "fled", "york:2")
    assert state.fled == {BR: 1}
    assert here(state, "york")[CM] == york + 2


# --- Command Decision ------------------------------------------------------------------------


def friendly_layout() -> dict[str, dict[str, int]]:
    """A battle at Six Nations (red area, inland) and its neighbours, one of each kind."""
    return {
        SIX_NATIONS: {BR: 1, AR: 1},
        "moraviantown": {},  # red, empty
        "long-point": {CM: 1},  # red, British allies
        "grand-river": {AR: 1},  # red, held only by the enemy
        "burlington-heights": {BR: 1, AR: 1},  # both sides: an upcoming battle
        "stoney-creek": {NA: 1},  # red, British allies
    }


def test_command_decision_moves_only_to_adjacent_friendly_areas(monkeypatch):
    """Command Decision: "Friendly Areas are any of your side's Homeland Areas that are empty or
    contain allied units; or any enemy Homeland Areas that are occupied by allied units. Your
    side's Homeland Areas that are solely occupied by enemy units are not considered to be
    friendly. An area that contains both friendly and enemy units ... is considered friendly."
    """
    state = build(AR, friendly_layout())
    force_dice(monkeypatch, "command", "command", "hit")
    state = act(state, AR, "battle", SIX_NATIONS)
    assert active(state) == [BR]
    assert options(state, BR) == [
        ("withdraw", "moraviantown"),
        ("withdraw", "long-point"),
        ("withdraw", "burlington-heights"),
        ("withdraw", "stoney-creek"),
        ("hold", None),
    ]
    state = act(state, BR, "hold")
    # For the Americans only the red area they hold alone, and the one with both sides.
    assert options(state, AR) == [
        ("withdraw", "grand-river"),
        ("withdraw", "burlington-heights"),
        ("hold", None),
    ]
    state = act(state, AR, "hold")
    assert here(state, SIX_NATIONS) == {BR: 1}


def test_command_decision_withdrawing_the_last_unit_ends_the_battle(monkeypatch):
    """Command Decision: "the controlling player may decide to move one of his own units out of
    the current battle"; the battle goes on "until only one side remains in the area"."""
    state = build(AR, friendly_layout())
    force_dice(monkeypatch, "command")
    state = act(state, AR, "battle", SIX_NATIONS)
    before = state
    state = act(state, BR, "withdraw", "long-point")
    assert here(state, "long-point") == {CM: 1, BR: 1}
    assert here(state, SIX_NATIONS) == {AR: 1}
    assert new_log(before, state)[:2] == [
        "Command Decision: 1 red unit withdraws to Long Point.",
        "The Battle of Six Nations is over: the Americans hold it.",
    ]
    assert args(state, AR, "battle") == ["burlington-heights"]


def test_command_decision_with_no_friendly_area_the_unit_can_only_stay(monkeypatch):
    """Command Decision: "If there are no friendly areas adjacent to a battle, then movement out
    of the battle is not an option." A lone blue unit deep in empty red country."""
    state = build(AR, {SIX_NATIONS: {CM: 1, AR: 1}})
    force_dice(monkeypatch, "command", "command", "hit")
    state = act(state, AR, "battle", SIX_NATIONS)
    assert [verb for verb, _ in options(state, CM)].count("withdraw") == 5
    state = act(state, CM, "hold")
    assert options(state, AR) == [("hold", None)]
    with pytest.raises(RuleError):
        act(state, AR, "withdraw", "grand-river")
    state = act(state, AR, "hold")
    assert here(state, SIX_NATIONS) == {CM: 1}


def test_native_command_decision_may_enter_unoccupied_enemy_homeland_and_objectives(
    monkeypatch,
):
    """Native American Command Decision: "Native American units ... may use a Command Decision
    to move into unoccupied enemy Homeland Areas, including unoccupied American Objective
    Areas." The red unit in the same battle may not."""
    state = build(
        AR,
        {
            LEWISTON: {BR: 1, NA: 1, AR: 1},
            "black-rock": {},  # blue, empty
            "fort-niagara": {},  # blue, empty, an American Objective
            "batavia": {NA: 1},  # blue, held by a British ally
            "charlotte": {AM: 1},  # blue, occupied by the enemy
            "fort-erie-queenston": {},  # red, empty
        },
    )
    force_dice(monkeypatch, "command", "command", "command", "hit")
    state = act(state, AR, "battle", LEWISTON)  # blue: Command; the Americans stay
    state = act(state, AR, "hold")
    assert active(state) == [BR]  # then red and green: Command, Command
    assert options(state, BR) == [
        ("withdraw", "batavia"),
        ("withdraw", "fort-erie-queenston"),
        ("hold", None),
    ]
    state = act(state, BR, "hold")
    assert active(state) == [NA]
    assert options(state, NA) == [
        ("withdraw", "black-rock"),
        ("withdraw", "fort-niagara"),
        ("withdraw", "batavia"),
        ("withdraw", "fort-erie-queenston"),
        ("hold", None),
    ]
    state = act(state, NA, "withdraw", "fort-niagara")
    assert here(state, "fort-niagara") == {NA: 1}
    # The blue Hit takes the red unit, the last British one: the battle is over.
    assert here(state, LEWISTON) == {AR: 1}


def test_command_decision_not_out_by_water_after_coming_in_by_water(monkeypatch):
    """Command Decision: "An army that moved into a battle by water may not move out by water
    with a Command Decision." The Americans land at Kingston from Sackets Harbor: their blue
    unit may not sail back; the red defenders, who did not come by water, still may."""
    state = build(
        AR,
        {"sackets-harbor": {AR: 2}, KINGSTON: {BR: 1}},
        phase="cards",
        hands={AR: ["ar-06"]},
    )
    state = act(state, AR, "play", "ar-06")
    state = act(state, AR, "embark", "sackets-harbor")
    state = act(state, AR, "to", KINGSTON)
    state = act(state, AR, "end")
    force_dice(monkeypatch, "command", "command", "flee", "hit")
    state = act(state, AR, "battle", KINGSTON)
    # Red: its land neighbours and the red Lake Ontario shore (empty blue shore is not friendly).
    assert options(state, BR) == [
        ("withdraw", "bay-of-quinte"),
        ("withdraw", "prescott"),
        ("withdraw", "burlington-heights"),
        ("withdraw", "stoney-creek"),
        ("withdraw", "fort-george"),
        ("withdraw", "york"),
        ("withdraw", "cryslers-farm"),
        ("hold", None),
    ]
    state = act(state, BR, "hold")
    # Blue [Command, Flee]: its land neighbours are red and empty, and the water is closed.
    assert options(state, AR) == [("hold", None)]
    state = act(state, AR, "hold")
    assert here(state, KINGSTON) == {BR: 1}
    assert state.fled == {AR: 1}


def test_command_decision_out_by_water_when_nobody_came_by_water(monkeypatch):
    """Command Decision (the bot's reading, see the package docstring): a unit may also leave
    across a large body of water its area borders, to a Friendly Area on its shore, when no
    army came into the battle by water. Here the blue unit was already at Kingston."""
    state = build(AR, {KINGSTON: {BR: 1, AR: 1}})
    force_dice(monkeypatch, "command", "command")
    state = act(state, AR, "battle", KINGSTON)
    state = act(state, BR, "hold")
    assert options(state, AR) == [
        ("withdraw", "fort-niagara"),
        ("withdraw", "charlotte"),
        ("withdraw", "oswego"),
        ("withdraw", "sackets-harbor"),
        ("withdraw", "french-creek"),
        ("withdraw", "ogdensburg"),
        ("hold", None),
    ]
    state = act(state, AR, "withdraw", "oswego")
    assert here(state, "oswego") == {AR: 1}
    assert here(state, KINGSTON) == {BR: 1}


# --- The battle in the log, and the unit totals ----------------------------------------------


def test_the_battle_is_narrated_roll_by_roll(monkeypatch):
    """3. Battles: every roll's faces, the Flees, the Hits and who took them, and every Command
    Decision (withdrawal or not) are in the public log."""
    state = build(AR, {FG: {BR: 1, CM: 2, AR: 1, AM: 2}, "stoney-creek": {}})
    # British: red [Hit]; yellow [Flee, Command]. American: blue [Command]; white [Hit].
    force_dice(monkeypatch, "hit", "flee", "command", "command", "hit")
    before = state
    state = act(state, AR, "battle", FG)
    state = act(state, AR, "lose", AM)
    # The yellow Command Decision is yellow's alone, red beside it ("Each faction's controlling
    # player will ... make decisions for his own units").
    assert active(state) == [CM] and TITLE.shares(state, CM) == (CM,)
    state = act(state, CM, "withdraw", "stoney-creek")
    # The white Hit takes the last red unit: the battle is won, so blue's Command Decision
    # lapses (there is no battle left to move out of).
    log = new_log(before, state)
    assert log[:9] == [
        "⚔️ Battle of Fort George: British 1 red, 2 yellow against American 1 blue, 2 white. "
        "The British have the initiative.",
        "🎲 British roll at Fort George: red [Hit]; yellow [Flee, Command].",
        "1 yellow unit flees to the Fled Units space.",
        "💥 1 Hit on the Americans.",
        "American Regulars remove 1 white unit.",
        "Command Decision: 1 yellow unit withdraws to Stoney Creek.",
        "🎲 American roll at Fort George: blue [Command]; white [Hit].",
        "💥 1 Hit: 1 red removed.",
        "The Battle of Fort George is over: the Americans hold it.",
    ]
    assert here(state, FG) == {AR: 1, AM: 1}
    # The log is public: it is what every role (and a spectator) sees.
    assert TITLE.view(state, None).log == state.log


@pytest.mark.parametrize("seed", ["one", "two", "three", "four"])
def test_unit_totals_hold_through_every_step_of_a_battle_with_real_dice(seed):
    """Components: the units of each colour are all in the pool, on the map or on the Fled
    Units space at every step (``act`` checks it after each choice). A big mixed battle is
    fought out with the game's own dice, the deciding players alternating their picks (and,
    where a side's factions pick its casualties together, the one to pick)."""
    state = build(
        AR,
        {FG: {BR: 3, CM: 4, NA: 3, AR: 4, AM: 6}, "stoney-creek": {}, "fort-niagara": {}},
        seed=f"i1812 battle totals {seed}",
    )
    state = act(state, AR, "battle", FG)
    steps = 0
    while state.battle is not None:
        deciding = active(state)
        role = deciding[steps % len(deciding)]
        choices = TITLE.view(state, role).choices
        pick = choices[steps % len(choices)]
        state = act(state, role, pick.verb, pick.arg)
        steps += 1
        assert steps < 500
    assert len([side for side in ("british", "american") if _side_in(state, FG, side)]) <= 1
    total = sum(state.pools.values()) + sum(state.fled.values())
    total += sum(sum(by.values()) for by in state.units.values())
    assert total == sum(POOLS.values())


def _side_in(state, area, side):
    british = (BR, CM, NA)
    return sum(n for f, n in here(state, area).items() if (f in british) == (side == "british"))


def test_no_command_decision_once_the_battle_is_won(monkeypatch):
    """Command Decision: "the controlling player may decide to move one of his own units out of
    the current battle". When the same roll ends the battle, there is no battle to leave."""
    state = build(AM, {"buffalo": {AM: 2, BR: 1}})
    force_dice(monkeypatch, "hit", "command")
    state = act(state, AM, "battle", "buffalo")
    assert state.battle is None
    assert here(state, "buffalo") == {AM: 2}


def test_a_command_decision_to_stay_is_narrated(monkeypatch):
    """Command Decision: "the controlling player may decide to move one of his own units out";
    deciding not to is told in the log too."""
    state = build(AR, {FG: {BR: 2, AR: 1}})
    force_dice(monkeypatch, "command", "command", "hit", "hit")
    state = act(state, AR, "battle", FG)
    state = act(state, BR, "hold")
    state = act(state, BR, "hold")
    log = [line for line in state.log if line.startswith("Command Decision")]
    assert log == ["Command Decision: 1 red unit stays in the battle."] * 2
