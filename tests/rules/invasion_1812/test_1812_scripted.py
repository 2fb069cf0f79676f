"""The scripted player of 1812 (rules/invasion_1812/scripted.py): a player who follows
the rulebook's plain advice, the computer players' reference opponent.

Along seeded games of every scenario (random, scripted on every seat, scripted against random)
its every choice is legal, the same again, and the same on a redraw of what its seat cannot see;
a whole move of it ends. Built positions prove each piece of advice it follows, each citing the
rule; scripted games end; and it commits none of the blunders of i1812_blunders.py, whose
detectors are each shown to fire on the blunder.
"""

from __future__ import annotations

import battle_build
import pytest
from i1812_blunders import BLUNDERS, MATCHES, SCENARIOS, Blunder, game, positions
from i1812_build import AM, AR, BR, CM, FULL, NA, act, build, turn_of

from rules.core import Choice, seed_from_text
from rules.core.computer import scripted_move
from rules.core.moves import LONGEST_RUN
from rules.core.rng import Rng
from rules.invasion_1812 import TITLE, scripted
from rules.invasion_1812.geography import MAP
from rules.invasion_1812.odds import casualty, odds
from rules.invasion_1812.state import InvasionState

FG, FEQ, LEWISTON, FORT_NIAGARA = "fort-george", "fort-erie-queenston", "lewiston", "fort-niagara"


def whole_turn(state: InvasionState, role: str) -> InvasionState:
    """``role``'s scripted moves until the turn reaches its battles (or someone else acts)."""
    for _ in range(20):
        if state.phase in ("battles", "battle") or not TITLE.choices(state, role):
            break
        for choice in scripted_move(TITLE, state, role):
            state = TITLE.apply(state, role, choice)
    return state


def step(verb: str, arg: str | None = None) -> Choice:
    return Choice(verb=verb, arg=arg)


def said(choice: Choice | None) -> tuple[str, str | int | None] | None:
    """A choice as verb and argument (its label aside)."""
    return None if choice is None else (choice.verb, choice.arg)


def _unplanned(legal):
    raise AssertionError(f"a plan named a choice not offered among {legal}")


# --- along games ---------------------------------------------------------------------------------


@pytest.mark.slow  # about 2 s a scenario, the games shared with the blunder tests
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_choice_is_legal_repeatable_blind_to_what_is_hidden_and_a_move_ends(
    scenario, monkeypatch
):
    """Every 12th position of the games, every role asked: the scripted choice is one of its
    legal choices (never a plan's stray step: `_unplanned`), the same when asked again, and the
    same on a redraw of everything the seat cannot see (the enemy hands, every draw pile: a
    leak would show as another choice); its whole move (`scripted_move`) ends within a run,
    one plan carried out ("never mark then unmark")."""
    monkeypatch.setattr(scripted, "_unplanned", _unplanned)
    asked = 0
    for match in MATCHES:
        for state in game(scenario, match, 0)[0][::12]:
            for role in TITLE.active(state):
                legal = TITLE.choices(state, role)
                if not legal:
                    continue
                choice = TITLE.scripted(state, role)
                assert choice in legal
                assert TITLE.scripted(state, role) == choice
                dealt = TITLE.redraw(state, role, Rng(seed=seed_from_text("x")))
                assert dealt.hands != state.hands or len(dealt.decks[role].draw_pile) < 2
                assert TITLE.scripted(dealt, role) == choice
                move = scripted_move(TITLE, state, role)
                assert move[0] == choice and len(move) < LONGEST_RUN
                # One plan, carried out: no army of its own started and called off (an army a
                # random player started may be), no unit taken out of an army and put back.
                steps = [(c.verb, c.arg) for c in move]
                assert not any(verb == "cancel" for verb, _ in steps[1:])
                assert state.army is not None or steps[0][0] != "cancel"
                assert not {arg for verb, arg in steps if verb == "add"} & {
                    arg for verb, arg in steps if verb == "remove"
                }
                asked += 1
    assert asked > 40


@pytest.mark.slow  # one game is that of the test above, the other about 1 s
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_scripted_games_end_within_the_round_track(scenario):
    """ "The game ends if at the end of a round all Truce Cards of one or both sides have been
    played" (from round 3), or at the end of the round track: scripted on every seat, a game
    ends, in a few hundred choices (two seeds)."""
    for seed in range(2):
        steps, last = game(scenario, ("scripted", "scripted"), seed)
        assert last.outcome is not None
        assert 3 <= last.round <= last.rounds
        assert len(steps) < 600


# --- the Truce card ------------------------------------------------------------------------------


def test_a_truce_card_only_while_ahead_or_as_the_only_movement_card():
    """ "End of the Game": the game ends once every Truce card of a side is played, and "The
    game is won by the side with the most Control Markers": level, the player keeps its Truce
    card and plays another Movement card; ahead, it plays the Truce card to bring the end
    nearer; with no other Movement card it must play it ("The active player must play one
    Movement Card on his turn")."""
    hand = {AR: ["ar-08", "ar-03", "ar-09"]}
    level = build(AR, "cards", units={LEWISTON: {AR: 2}}, hands=hand)
    assert said(TITLE.scripted(level, AR)) == ("play", "ar-03")
    ahead = build(AR, "cards", units={FG: {AR: 2}}, hands=hand, control={FG: "american"})
    assert said(TITLE.scripted(ahead, AR)) == ("play", "ar-08")
    alone = build(AR, "cards", units={LEWISTON: {AR: 2}}, hands={AR: ["ar-08", "ar-09"]})
    assert said(TITLE.scripted(alone, AR)) == ("play", "ar-08")


# --- armies --------------------------------------------------------------------------------------


def test_an_army_marches_into_an_empty_enemy_objective():
    """ "A side controls an enemy Objective if its units occupy the area at the end of a turn":
    the American army in Lewiston takes Fort Erie & Queenston (two stars), which nobody holds."""
    state = build(AR, "cards", units={LEWISTON: {AR: 2, AM: 1}, FG: {BR: 2}}, hands={AR: ["ar-01"]})
    state = whole_turn(state, AR)
    assert state.units[FEQ] == {AR: 2, AM: 1}
    assert state.control == {FEQ: "american"}


def test_a_held_enemy_objective_keeps_a_garrison():
    """ "If a controlling side's units leave ... an enemy Objective Area, its Control Marker is
    removed": the Americans holding Fort George march on the empty Fort Erie & Queenston but
    leave a unit behind, the one whose die hits worst."""
    state = build(
        AR,
        "cards",
        units={FG: {AR: 2, AM: 2}, "stoney-creek": {BR: 2, CM: 1}},
        hands={AR: ["ar-01"]},
        control={FG: "american"},
    )
    state = whole_turn(state, AR)
    assert state.units[FG] == {AM: 1}
    assert state.units[FEQ] == {AR: 2, AM: 1}
    assert state.control == {FG: "american", FEQ: "american"}


def test_armies_of_one_card_join_in_one_battle():
    """ "Multiple armies may move to the same area creating one large army" and each faction
    rolls a die a unit ("3. Battles"): the armies of Lewiston and Fort Niagara, far stronger
    together than either alone, attack Fort George together, Fort Niagara keeping a garrison."""
    state = build(
        AR,
        "cards",
        units={
            FORT_NIAGARA: {AR: 2, AM: 1},
            LEWISTON: {AR: 2, AM: 2},
            FG: {BR: 2, CM: 1},
            FEQ: {BR: 5, CM: 5},
        },
        hands={AR: ["ar-01"]},
    )
    defenders = (2, 1, 0, 0, 0)
    alone = max(odds(army, defenders, False) for army in [(0, 0, 0, 2, 2), (0, 0, 0, 2, 0)])
    assert odds((0, 0, 0, 4, 2), defenders, False) > alone + 0.2
    state = whole_turn(state, AR)
    assert state.units[FG] == {BR: 2, CM: 1, AR: 4, AM: 2}
    assert state.units[FORT_NIAGARA] == {AM: 1}


def test_a_water_movement_card_strikes_across_a_lake():
    """ "Armies that have a Water Movement card may move from a land area adjoining a large body
    of water to any other land area adjoining the same large body of water, even if it is
    occupied by the enemy": from York, far from any American Objective by land, the British
    play their Warship and land on one across Lake Ontario."""
    state = build(
        BR,
        "cards",
        units={"york": {BR: 4, CM: 2}, FORT_NIAGARA: {AR: 4, AM: 3}, "ogdensburg": {AM: 2}},
        hands={BR: ["br-06", "br-03"]},
        scenario=FULL,
    )
    assert said(TITLE.scripted(state, BR)) == ("play", "br-06")
    state = whole_turn(state, BR)
    landed = next(a for a, here in state.units.items() if here.get(BR) and a != "york")
    assert MAP.areas[landed].homeland == "american" and MAP.areas[landed].objectives
    assert "lake-ontario" in MAP.areas[landed].groups


# --- Special cards -------------------------------------------------------------------------------


def test_a_card_that_places_units_is_played_at_once():
    """Napoleon Defeated: "Place 2 red units from your pool in Montreal": played before the
    Movement card, so that they may move this turn."""
    state = build(
        BR,
        "cards",
        units={"montreal": {BR: 2}, "kingston": {BR: 2}},
        hands={BR: ["br-11", "br-03", "br-12"]},
        scenario=FULL,
    )
    assert said(TITLE.scripted(state, BR)) == ("play", "br-11")


def test_forest_scouts_only_where_the_british_would_not_roll_first():
    """Forest Scouts: "the British side has the initiative wherever it is fought"; in a red area
    "the British players have the initiative" already, so the card waits for a battle in the
    American homeland, and goes to it."""
    red = battle_build.build(NA, {FG: {NA: 3, AR: 1}}, hands={NA: ["na-12"]})
    assert ("play", "na-12") in [said(c) for c in TITLE.choices(red, NA)]
    assert said(TITLE.scripted(red, NA)) == ("battle", FG)
    both = battle_build.build(
        NA, {FG: {NA: 3, AR: 1}, "buffalo": {NA: 3, AM: 2}}, hands={NA: ["na-12"]}
    )
    assert said(TITLE.scripted(both, NA)) == ("play", "na-12")
    both = battle_build.act(both, NA, "play", "na-12")
    assert said(TITLE.scripted(both, NA)) == ("assign", "buffalo")


def test_general_brock_before_a_battle_with_yellow_units():
    """General Brock: "This turn, yellow Flee results are ignored in every battle": played once
    movement is over, before the battle the yellow units fight."""
    state = battle_build.build(BR, {FG: {BR: 1, CM: 3, AR: 2}}, hands={BR: ["br-12"]})
    assert said(TITLE.scripted(state, BR)) == ("play", "br-12")
    none = battle_build.build(BR, {FG: {BR: 3, AR: 2}}, hands={BR: ["br-12"]})
    assert said(TITLE.scripted(none, BR)) == ("battle", FG)


def test_publication_ban_when_albany_is_occupied(monkeypatch):
    """Publication Ban: "this turn Rome is your Muster Area instead of Albany"; "If enemy units
    occupy a Muster Area, no units may be placed on that area": with British units in Albany,
    the American Regulars play it rather than lose their enlistments."""
    state = turn_of(
        AR,
        monkeypatch,
        units={"albany": {BR: 2}, "plattsburgh": {AR: 2}},
        hands={AR: ["ar-11", "ar-01", "ar-02"]},
    )
    assert state.phase == "enlist"
    assert said(TITLE.scripted(state, AR)) == ("play", "ar-11")


# --- battles -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("units", "lost"),
    [
        # A yellow unit beyond its 3 dice rolls nothing: the red die is kept.
        ({BR: 2, CM: 4}, CM),
        # A third blue unit rolls no die (Regulars roll at most 2): it goes, not the white.
        ({AR: 3, AM: 1}, AR),
        # Both roll: the worse hitter goes (red Hits on 3 faces, yellow on 2).
        ({BR: 1, CM: 1}, CM),
    ],
)
def test_casualties_keep_the_dice_that_hit_best(monkeypatch, units, lost):
    """ "The opponents decide among themselves which unit to remove", and "The maximum number of
    dice that may be rolled by the American Regulars and British Regulars players is two, while
    for the American Militia, Canadian Militia and Native American players the maximum is
    three": the scripted player, whichever faction of the side is asked, removes the unit
    whose loss costs its side's dice least."""
    british = lost in (BR, CM)
    attacker = {AM: 6} if british else {NA: 3}
    area = "buffalo" if british else FG  # the attackers' homeland: they roll first
    active = AM if british else NA
    state = battle_build.build(active, {area: {**units, **attacker}})
    battle_build.force_dice(monkeypatch, "hit", "flee", "flee", "hit", "hit", "hit")
    state = battle_build.act(state, active, "battle", area)
    role = TITLE.active(state)[0]
    assert said(TITLE.scripted(state, role)) == ("lose", lost)
    force = tuple(units.get(f, 0) for f in (BR, CM, NA, AR, AM))
    assert casualty(force) == (BR, CM, NA, AR, AM).index(lost)


def test_a_native_command_decision_takes_an_unoccupied_american_objective(monkeypatch):
    """ "Native American units ... may use a Command Decision to move into unoccupied enemy
    Homeland Areas, including unoccupied American Objective Areas": in a battle the British
    win anyway, a green unit leaves for an empty American Objective (Fort Niagara beside it, or
    Detroit across Lake Erie: the British take it at the end of the turn), while the red unit
    stays."""
    state = battle_build.build(
        BR, {FEQ: {BR: 3, NA: 2, AM: 4}, FG: {CM: 3}, "buffalo": {AM: 2}, LEWISTON: {AM: 1}}
    )
    # Red [Hit, Command], green [Command, Hit]: two white units fall, two decisions.
    battle_build.force_dice(monkeypatch, "hit", "command", "command", "hit")
    state = battle_build.act(state, BR, "battle", FEQ)
    assert TITLE.active(state) == [BR]
    assert said(TITLE.scripted(state, BR)) == ("hold", None)
    state = battle_build.act(state, BR, "hold")
    assert TITLE.active(state) == [NA]
    choice = TITLE.scripted(state, NA)
    assert choice is not None and choice.verb == "withdraw"
    target = MAP.areas[str(choice.arg)]
    assert target.homeland == "american" and target.objectives and not state.units.get(target.id)


def test_the_natives_extra_unit_is_never_declined(monkeypatch):
    """ "the Native American player may place an additional green unit in any other area already
    containing a Native American unit": a free unit, placed where it adds most."""
    state = turn_of(NA, monkeypatch, units={"six-nations": {NA: 2}, "sandwich": {NA: 1}})
    assert said(TITLE.scripted(state, NA)) == ("extra", "sandwich")


def test_the_odds_favour_numbers_and_the_initiative():
    """ "3. Battles": more dice roll more Hits, and the side with the initiative rolls first."""
    red, blue = (2, 0, 0, 0, 0), (0, 0, 0, 2, 0)
    assert odds(red, blue, True) > 0.5 > odds(red, blue, False)
    assert odds((2, 2, 0, 0, 0), blue, False) > odds(red, blue, False)
    assert odds(red, (0, 0, 0, 0, 0), False) == 1.0


# --- blunders ------------------------------------------------------------------------------------


def _blunder_position(name: str, monkeypatch) -> tuple[InvasionState, str, tuple[Choice, ...]]:
    """A position where the blunder is possible, its role, and a move that commits it."""
    if name == "truce while not ahead":
        state = build(AR, "cards", units={LEWISTON: {AR: 2}}, hands={AR: ["ar-08", "ar-03"]})
        return state, AR, (step("play", "ar-08"),)
    if name == "free unit declined":
        state = turn_of(NA, monkeypatch, units={"six-nations": {NA: 2}, "sandwich": {NA: 1}})
        return state, NA, (step("skip"),)
    if name == "casualty that costs dice":
        state = battle_build.build(AM, {"buffalo": {BR: 2, CM: 4, AM: 6}})
        # White [Hit, Flee, Flee]; then every die flees until the battle is over.
        battle_build.force_dice(monkeypatch, "hit", *["flee"] * 40)
        state = battle_build.act(state, AM, "battle", "buffalo")
        role = TITLE.active(state)[0]
        return state, role, (step("lose", BR),)
    if name == "held enemy Objective abandoned":
        state = build(
            AR, "cards", units={FG: {AR: 2}}, hands={AR: ["ar-01"]}, control={FG: "american"}
        )
        state = act(state, AR, "play", "ar-01")
        return state, AR, (step("army", FG), step("to", "stoney-creek"), step("halt"))
    assert name == "empty enemy Objective left untaken"
    state = build(AR, "cards", units={LEWISTON: {AR: 2, AM: 1}, FG: {BR: 2}}, hands={AR: ["ar-01"]})
    state = act(state, AR, "play", "ar-01")
    return state, AR, (step("end"),)


@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_each_blunder_is_detected_and_the_scripted_player_avoids_it(blunder: Blunder, monkeypatch):
    """Each detector fires on a move that commits its blunder (so it can fail), and passes the
    scripted player's move from the same position."""
    state, role, bad = _blunder_position(blunder.name, monkeypatch)
    assert blunder.possible(state, role)
    assert blunder.detect(TITLE, state, role, bad)
    assert blunder.detect(TITLE, state, role, scripted_move(TITLE, state, role)) is None


@pytest.mark.slow  # the positions of nine games, shared with the tests above
@pytest.mark.parametrize("blunder", BLUNDERS, ids=lambda b: b.name)
def test_the_scripted_player_commits_no_blunder_along_games(blunder: Blunder):
    """Over the positions of seeded games of every scenario where the blunder is possible, the
    scripted player's whole move never commits it."""
    found = positions(blunder, most=60)
    assert len(found) >= 20
    for state, role in found:
        move = scripted_move(TITLE, state, role)
        assert blunder.detect(TITLE, state, role, move) is None, (state.steps, role, move)
