"""Typed shortcuts (`/play do:`, rules/invasion_1812/shortcuts.py): a typed line stands for the
same atomic choices as the clicks, each checked against the state the ones before it leave; a
bad part is named and the state is left untouched. The moves they make are the rulebook's
("Armies", "Water Movement", "1. Place Enlistments", "Place Additional Units")."""

from __future__ import annotations

import pytest
from i1812_build import (
    AM,
    AR,
    BR,
    CM,
    FULL,
    NA,
    act,
    area_id,
    build,
    fresh,
    here,
    turn_of,
)

from rules.core import Choice, RuleError
from rules.core.typed import play_typed
from rules.invasion_1812 import TITLE

QUEENSTON = area_id("Queenston")


def typed(state, role: str, text: str):
    """Apply what ``text`` stands for, as the store does: each choice in turn, once."""
    return play_typed(TITLE, state, role, text).state


def niagara(played: bool = True):
    """The Fort Niagara example (Armies, Ex): 4 blue and 5 white; General Advance in hand."""
    state = build(
        AR, "cards", hands={AR: ["ar-04", "ar-01"]}, units={"fort-niagara": {AR: 4, AM: 5}}
    )
    return act(state, AR, "play", "ar-04") if played else state


def refused(state, role: str, text: str) -> str:
    """The error a typed line raises; the state it was typed on is untouched."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as error:
        play_typed(TITLE, state, role, text)
    assert state.model_dump_json() == before
    return str(error.value)


def test_a_typed_move_gives_the_same_state_as_the_clicks():
    """Armies, Ex: "They first move 2 Regulars and 2 Militia into Fort George for one army
    move" typed as `move Fort Niagara -> Fort George: 2 blue 2 white`."""
    clicked = act(niagara(), AR, "army", "fort-niagara")
    for faction, n in ((AR, 2), (AM, 3)):
        for _ in range(n):
            clicked = act(clicked, AR, "remove", faction)
    clicked = act(clicked, AR, "to", "fort-george")
    clicked = act(clicked, AR, "halt")
    typed_in = "move Fort Niagara -> Fort George: 2 blue 2 white"
    choices = play_typed(TITLE, niagara(), AR, typed_in).choices
    assert [(c.verb, c.arg) for c in choices] == [
        ("army", "fort-niagara"),
        ("remove", AR),
        ("remove", AR),
        ("remove", AM),
        ("remove", AM),
        ("remove", AM),
        ("to", "fort-george"),
        ("halt", None),
    ]
    assert typed(niagara(), AR, "move Fort Niagara -> Fort George: 2 blue 2 white") == clicked
    assert typed(niagara(), AR, "move fort niagara->fort george: 2 BLUE, 2 white") == clicked


def test_the_worked_example_typed_in_one_line():
    """Armies, Ex: Fort George, then Queenston, 1 Militia left, two army moves left; `;`
    separates commands, and `Queenston` names the Fort Erie & Queenston area."""
    state = typed(
        niagara(played=False),
        AR,
        "play General Advance; move Fort Niagara -> Fort George: 2 blue 2 white; "
        "move Fort Niagara -> Queenston: 2 blue 2 white",
    )
    assert here(state, "fort-george") == {AR: 2, AM: 2}
    assert here(state, QUEENSTON) == {AR: 2, AM: 2}
    assert here(state, "fort-niagara") == {AM: 1}
    assert state.armies_left == 2 and state.phase == "move"
    state = typed(state, AR, "end")
    assert state.faction != AR


def test_a_multi_step_route():
    """Armies: an army moves "from area to area" up to the card's areas; the route's stops are
    the steps, and an army whose move is used up needs no halt."""
    state = build(AR, "cards", hands={AR: ["ar-02"]}, units={"pittsburgh": {AR: 2, AM: 1}})
    state = act(state, AR, "play", "ar-02")  # 2 armies x 3 areas
    choices = play_typed(TITLE, state, AR, "move Pittsburgh -> Erie -> Buffalo -> Batavia").choices
    assert [(c.verb, c.arg) for c in choices] == [
        ("army", "pittsburgh"),
        ("to", "erie"),
        ("to", "buffalo"),
        ("to", "batavia"),
    ]
    state2 = typed(state, AR, "move Pittsburgh -> Erie -> Buffalo")
    assert here(state2, "buffalo") == {AR: 2, AM: 1} and state2.army is None
    assert "American Regulars move 2 blue, 1 white: Pittsburgh → Erie → Buffalo." in state2.log


def test_a_typed_route_stops_where_the_enemy_is():
    """Armies: "An army must stop if it enters an area occupied by enemy units": a route past
    it is refused."""
    units = {"lewiston": {AR: 2}, "fort-niagara": {BR: 1}}
    state = build(AR, "cards", hands={AR: ["ar-02"]}, units=units)
    state = act(state, AR, "play", "ar-02")
    message = refused(state, AR, "move Lewiston -> Fort Niagara -> Fort George")
    assert "Fort George" in message
    state = typed(state, AR, "move Lewiston -> Fort Niagara")
    assert here(state, "fort-niagara") == {BR: 1, AR: 2} and state.army is None


def test_play_a_card_by_name_or_code():
    """2. Play a Movement Card: `play <card name>` stands for the Play button."""
    for text in ("play General Advance", "play general advance", "play AR-04", "play ar-04"):
        played = play_typed(TITLE, niagara(played=False), AR, text)
        assert played.choices == [Choice(verb="play", arg="ar-04")]
    message = refused(niagara(played=False), AR, "play Rapid March")  # not in hand
    assert "play ar-03" in message or "Rapid March" in message
    message = refused(niagara(played=False), AR, "play Napoleon Defeated")  # a British card
    assert "Napoleon Defeated" in message


def test_play_a_card_whose_name_has_an_apostrophe():
    state = build(BR, "cards", hands={BR: ["br-04"]}, units={"york": {BR: 1}})
    highway = [Choice(verb="play", arg="br-04")]
    assert play_typed(TITLE, state, BR, "play Kings Highway").choices == highway
    assert play_typed(TITLE, state, BR, "play King's Highway").choices == highway


def test_a_typed_fishing_boat_army_that_starts_full():
    """Canoe and Fishing Boat Army Size Limits, Ex: the American Militia Fishing Boat carries
    up to 3 white and blue units, one white: `2 white 1 blue` from an area holding 3 white and
    a blue (the army starts with 3 white, so a white must come out before the blue goes in)."""
    units = {"buffalo": {AM: 3, AR: 1}, "erie": {AM: 1, AR: 2}}
    state = build(AM, "cards", hands={AM: ["am-06"]}, units=units)
    state = act(state, AM, "play", "am-06")
    state = typed(state, AM, "move Buffalo -> Amherstburg: 2 white 1 blue")
    assert here(state, "amherstburg") == {AM: 2, AR: 1}
    assert here(state, "buffalo") == {AM: 1}
    state = typed(state, AM, "sail Erie -> Amherstburg: 1 white 2 blue")
    assert here(state, "amherstburg") == {AM: 3, AR: 3}
    message = refused(state, AM, "sail Fort Meigs -> Amherstburg")
    assert "Fort Meigs" in message


def test_typed_enlistment_and_setup_commands(monkeypatch):
    """1. Place Enlistments, Ex: the 7 fled yellow units split 4 to Montreal and 3 to York;
    Place Additional Units: `place 3 York` in the Full Campaign set-up."""
    state = turn_of(CM, monkeypatch, fled={CM: 7})
    state = typed(state, CM, "fled 4 Montreal; fled 3 York")
    assert here(state, "montreal") == {CM: 5} and here(state, "york") == {CM: 4}
    state = fresh(FULL)
    york = here(state, "york")
    state = typed(state, BR, "place 3 York; place Kingston")
    assert here(state, "york")[BR] == york[BR] + 3
    assert state.setup_left.get(BR) is None
    assert "Fort Niagara" in refused(fresh(FULL), BR, "place 4 Fort Niagara")


# --- errors name the bad part and leave the state untouched ----------------------------------


def test_an_unknown_area_is_named_with_a_suggestion():
    message = refused(niagara(), AR, "move Fort Niagra -> Fort George: 2 blue")
    assert "Fort Niagra" in message and "Did you mean Fort Niagara" in message


def test_an_unknown_colour_is_named():
    message = refused(niagara(), AR, "move Fort Niagara -> Fort George: 2 blue 2 purple")
    assert "`purple` is not a colour" in message and "white" in message


def test_a_step_that_is_not_adjacent_is_named():
    """Armies: "Armies are moved from area to area, across area boundaries"."""
    message = refused(niagara(), AR, "move Fort Niagara -> Buffalo: 2 blue 2 white")
    assert "Buffalo" in message and "not possible" in message
    assert "Fort George" in message  # what may be done instead
    message = refused(niagara(), AR, "move Fort Niagara -> Fort George -> Buffalo")
    assert "Buffalo" in message


def test_bad_syntax_is_explained():
    assert "<from> -> <to>" in refused(niagara(), AR, "move Fort Niagara Fort George")
    assert "<from> -> <to>" in refused(niagara(), AR, "move Fort Niagara ->")
    assert "2 blue 2 white" in refused(niagara(), AR, "move Fort Niagara -> Fort George: blue")
    assert "`dance`" in refused(niagara(), AR, "dance")
    assert "at least one command" in refused(niagara(), AR, " ; ")


def test_a_bad_command_after_good_ones_is_named_and_nothing_is_applied():
    """A line is applied all or nothing: the first commands are fine, the third is not."""
    state = niagara(played=False)
    message = refused(
        state,
        AR,
        "play General Advance; move Fort Niagara -> Fort George: 2 blue 2 white; "
        "move Fort Niagara -> Fort George: 3 blue",
    )
    assert "move Fort Niagara -> Fort George: 3 blue" in message
    assert state.movement_card is None and here(state, "fort-niagara") == {AR: 4, AM: 5}


def test_an_army_without_a_unit_of_the_active_faction_is_refused():
    """Armies: "at least 1 unit in the army must belong to the active player"."""
    message = refused(niagara(), AR, "move Fort Niagara -> Fort George: 2 white")
    assert "blue" in message


def test_a_typed_extra_unit_for_six_nations_is_refused_with_the_reason(monkeypatch):
    """Native American Enlistments: the additional green unit goes "in any other area already
    containing a Native American unit", so `extra Six Nations` is refused by the same rule as
    the buttons, naming why; `extra Amherstburg` is the button's choice."""
    state = turn_of(NA, monkeypatch, units={"amherstburg": {NA: 1}})
    message = refused(state, NA, "extra Six Nations")
    assert "Six Nations" in message and "other area" in message, message
    assert play_typed(TITLE, state, NA, "extra Amherstburg").choices == [
        Choice(verb="extra", arg="amherstburg")
    ]
    assert here(typed(state, NA, "extra amherstburg"), "amherstburg") == {NA: 2}
