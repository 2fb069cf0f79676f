"""A hand is secret from the other side ("Players from the same side may show each other their
cards", so only the enemy must not learn it): what everyone sees (the board, its headline, the
log, who must act, when and how often) must be the same whether a player holds a Special card
or not, as long as the player does not play it.

Publication Ban once showed on the public board (rules/invasion_1812/__init__.py): the American
Regulars' turn used to pause before the enlistments only when Publication Ban ("Play before placing
enlistments") was in their hand; without it the enlistments were placed at once. The fix: while the
card is still in their hand or deck (public: played cards leave the game, "Remove from the game all
played cards"), their turn always pauses there, with a private prompt.
"""

from __future__ import annotations

from typing import Any

import pytest
from i1812_build import AM, AR, BR, CM, FULL, NA, act, build, force_draws, here, turn_of

from rules.core import Choice, RuleError
from rules.invasion_1812 import TITLE, turns
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.factions import FACTIONS, SIDE_OF

PUBLICATION_BAN = "ar-11"
SPECIALS = [c.id for c in CARDS.values() if c.kind == "special"]


def public(state, holder: str) -> dict[str, Any]:
    """Everything about ``state`` that a role other than ``holder`` may see: the spectator's
    view; every enemy's whole view; an ally's view but its private part (allies share hands)."""
    seen: dict[str, Any] = {"spectator": TITLE.view(state, None).model_dump()}
    for role in FACTIONS:
        if role == holder:
            continue
        view = TITLE.view(state, role).model_dump()
        if SIDE_OF[role] == SIDE_OF[holder]:
            del view["private"]
        seen[role] = view
    return seen


def ar_turn_begins(monkeypatch, hand: list[str], deck: list[str]):
    """The American Regulars' Turn Order Marker is drawn (the Full Campaign's decks hold
    Publication Ban) after the British Regulars end a quiet turn."""
    units = {"fort-niagara": {AR: 2, AM: 1}, "albany": {AR: 1}, "kingston": {BR: 2}}
    return turn_of(AR, monkeypatch, units=units, hands={AR: hand}, decks={AR: deck}, scenario=FULL)


def test_holding_publication_ban_does_not_show_when_the_american_regulars_turn_begins(
    monkeypatch,
):
    """Publication Ban: "Play before placing enlistments: this turn Rome is your Muster Area
    instead of Albany" (1. Place Enlistments: "At the beginning of each of their turns, the
    active player ... places them"). Two games alike but for the card being in the hand or,
    swapped with another card, in the deck: the board, headline, log, who acts and what the
    other roles are asked are the same; only the American Regulars' own prompt differs."""
    held = ar_turn_begins(monkeypatch, [PUBLICATION_BAN, "ar-05", "ar-06"], ["ar-07", "ar-01"])
    not_held = ar_turn_begins(monkeypatch, ["ar-07", "ar-05", "ar-06"], [PUBLICATION_BAN, "ar-01"])
    assert held.faction == not_held.faction == AR
    assert public(held, AR) == public(not_held, AR)
    # Both wait on the American Regulars before anything is placed.
    assert TITLE.view(held, None).active == [AR] and held.phase == "enlist"
    assert here(held, "albany") == {AR: 1} == here(not_held, "albany")
    choices = [[(c.verb, c.arg) for c in TITLE.view(s, AR).choices] for s in (held, not_held)]
    assert choices == [[("play", PUBLICATION_BAN), ("enlist", None)], [("enlist", None)]]
    # Enlisting as usual gives the same public game again.
    held, not_held = act(held, AR, "enlist"), act(not_held, AR, "enlist")
    assert public(held, AR) == public(not_held, AR)
    assert here(held, "albany") == {AR: 4} and held.phase == "cards"


def test_the_enlistment_pause_may_be_passed_by_the_owner(monkeypatch):
    """`/game skip` makes a player who let the deadline pass pass "if the rules allow a pass at
    that point": enlisting as usual is that pass, held card or not."""
    held = ar_turn_begins(monkeypatch, [PUBLICATION_BAN, "ar-05", "ar-06"], ["ar-07"])
    not_held = ar_turn_begins(monkeypatch, ["ar-07", "ar-05", "ar-06"], [PUBLICATION_BAN])
    for state in (held, not_held):
        assert TITLE.pass_choice(state, AR) == Choice(verb="enlist", label="Enlist as usual")


def test_without_publication_ban_in_hand_or_deck_the_turn_does_not_pause(monkeypatch):
    """Played cards leave the game ("Remove from the game all played cards") and the
    Introductory decks have no Publication Ban (#11): both are public, so once the card
    cannot be in the hand the enlistments are placed at once, as the rulebook says."""
    state = ar_turn_begins(monkeypatch, ["ar-07", "ar-05", "ar-06"], ["ar-01"])
    assert state.phase == "cards" and here(state, "albany") == {AR: 4}
    with pytest.raises(RuleError):
        act(state, AR, "enlist")


# --- every Special Card, held and not played ---------------------------------------------------

# A land Movement card and another Movement card of each faction.
MOVEMENT = {BR: "br-01", CM: "cm-01", NA: "na-01", AR: "ar-01", AM: "am-01"}
OTHER = {BR: "br-02", CM: "cm-02", NA: "na-02", AR: "ar-02", AM: "am-02"}
# Where every Special Card can act: a battle in a British homeland area with red, yellow and
# green units against blue and white (Turncoat, Billy Green, Tecumseh, Forest Scouts, Ambush),
# yellow units elsewhere (Training), white units in an American homeland area (Hometown
# Support), green units (John Brant); every pool holds units (Napoleon Defeated, Mackinac
# Reinforcements).
LAYOUT = {
    "fort-george": {BR: 1, CM: 2, NA: 1, AR: 1, AM: 2},
    "york": {CM: 2},
    "amherstburg": {NA: 1},
    "buffalo": {AM: 2},
    "fort-niagara": {AR: 2},
}
PREFERRED = ("enlist", "skip", "end", "hold")


def turn_begins(monkeypatch, faction: str, hand: list[str], deck: list[str]):
    """``faction``'s Turn Order Marker is drawn, as the engine draws it, with the battle of
    LAYOUT already on the map (the last turn of round 1: the bag holds only this marker)."""
    state = build(
        faction, "cards", units=LAYOUT, hands={faction: hand}, decks={faction: deck}, bag=[]
    )
    state.faction, state.bag, state.turn_order = None, [faction], []
    force_draws(monkeypatch, faction)
    turns.next_turn(state)
    TITLE._advance(state)  # as `apply` does after every choice: enlistments placed
    return state


def unplayed(choices: list[Choice]) -> Choice:
    """Decline every Special Card: enlist as usual, place no extra unit, play the Movement
    card, end movement at once, fight the battles in order, hold on Command Decisions."""
    for verb in PREFERRED:
        found = next((c for c in choices if c.verb == verb), None)
        if found is not None:
            return found
    return next(
        c for c in choices if not (c.verb == "play" and CARDS[str(c.arg)].kind == "special")
    )


@pytest.mark.parametrize("special", SPECIALS)
def test_a_special_card_held_and_not_played_leaves_no_public_trace(monkeypatch, special):
    """Each faction's Special Cards (#09-#12; "Special Cards ... modify movement or combat
    rules") in the hand, or swapped with a Movement card into the deck: a player who declines
    to play it goes through the same public turn, choice for choice (no pause only a holder
    gets: Publication Ban before the enlistments, battle cards and Ambush before the first
    battle, Training before moving), to the next turn's start."""
    faction = CARDS[special].faction
    held = turn_begins(monkeypatch, faction, [MOVEMENT[faction], special], [OTHER[faction]])
    not_held = turn_begins(monkeypatch, faction, [MOVEMENT[faction], OTHER[faction]], [special])
    offered = False
    for step in range(200):
        assert public(held, faction) == public(not_held, faction), f"step {step}"
        if held.outcome is not None or held.faction != faction:
            break
        role = TITLE.view(held, None).active[0]
        choices = TITLE.view(held, role).choices
        offered = offered or any(c.verb == "play" and c.arg == special for c in choices)
        choice = unplayed(choices)
        held, not_held = TITLE.apply(held, role, choice), TITLE.apply(not_held, role, choice)
    else:
        pytest.fail("the turn did not end")
    assert offered, f"{special} was never playable, so this test proved nothing"
    assert public(held, faction) == public(not_held, faction)
