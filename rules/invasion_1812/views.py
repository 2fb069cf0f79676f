"""What the board shows everyone, and what each player's private view holds.

Hands are secret from the other side only: "Players from the same side may show each other
their cards in order to plan their future actions", so a player's private view shows the
hands of every faction of their side.
"""

from __future__ import annotations

from functools import cache, lru_cache

from rules.core import Board, BoardField, Msg, Private
from rules.core.messages import languages, render

from . import turns, units
from .board import InvasionBoard
from .cards import CARDS
from .factions import COLOUR_WORDS, FACTIONS, NAMES, SIDE_NAMES, SIDE_OF, TRUCES
from .geography import MAP, area_name
from .names import said
from .state import InvasionState


def board(state: InvasionState, active: list[str]) -> Board:
    if state.faction:
        headline = said(
            "i1812-headline-turn",
            round=state.round,
            rounds=state.rounds,
            faction=NAMES[state.faction],
            phase=PHASES[state.phase],
        )
    else:
        headline = said(
            "i1812-headline", round=state.round, rounds=state.rounds, phase=PHASES[state.phase]
        )
    occupied = [
        _area_line(a, tuple(state.units[a].items()), state.control.get(a))
        for a in MAP.areas
        if a in state.units
    ]
    held = turns.markers(state)
    truces = turns.truces_played(state)
    fields = [
        BoardField(
            name=FIELDS["markers"],
            value=said("i1812-markers", british=held["british"], american=held["american"]),
        ),
        BoardField(
            name=FIELDS["truces"],
            value=said(
                "i1812-truces",
                british=truces["british"],
                british_of=TRUCES["british"],
                american=truces["american"],
                american_of=TRUCES["american"],
            ),
        ),
        BoardField(name=FIELDS["turn-order"], value=_turn_order(tuple(state.turn_order))),
        BoardField(
            name=FIELDS["fled"],
            value=units.counts(state.fled) if state.fled else Msg("i1812-none"),
        ),
        BoardField(
            name=FIELDS["pools"],
            value=_per_colour(tuple(state.pools[f] for f in FACTIONS)),
        ),
        BoardField(
            name=FIELDS["hands"],
            value=_per_colour(tuple(len(state.hands[f]) for f in FACTIONS)),
        ),
    ]
    if state.battle is not None:
        fields.append(BoardField(name=FIELDS["battle"], value=area_name(state.battle.area)))
    data = InvasionBoard(
        units=state.units,
        control=state.control,
        fled=state.fled,
        round=state.round,
        rounds=state.rounds,
        turn_order=state.turn_order,
        faction=state.faction,
        truces=[CARDS[c].faction for c in state.truces],
        battle=state.battle.area if state.battle else None,
        active=active,
    )
    text = Msg.join(*occupied, sep="\n")
    return Board(headline=headline, text=text, fields=fields, data=data.model_dump())


# The board is made at every view (a search's playouts view every step): its words are made
# once each, and its lines once for each count of units they say.
PHASES = {
    phase: Msg("i1812-phase", phase=phase)
    for phase in ("setup", "enlist", "cards", "move", "battles", "battle", "over")
}
FIELDS = {
    key: Msg(f"i1812-field-{key}")
    for key in ("markers", "truces", "turn-order", "fled", "pools", "hands", "battle")
}


@lru_cache(maxsize=1 << 14)
def _area_line(area: str, items: tuple[tuple[str, int], ...], held: str | None) -> Msg:
    """ "**York**: 2 red, 1 yellow", and the side holding it as an Objective: "⭐American"."""
    if held is None:
        return Msg("i1812-board-area", area=area_name(area), units=units.said_counts(items))
    return Msg(
        "i1812-board-area-held",
        area=area_name(area),
        units=units.said_counts(items),
        side=SIDE_NAMES[held],
    )


@lru_cache(maxsize=1024)
def _turn_order(order: tuple[str, ...]) -> Msg:
    """The Turn Order Markers drawn this round: "British Regulars → American Militia"."""
    return Msg.join(*(NAMES[f] for f in order), sep=" → ") if order else Msg("i1812-no-turn-yet")


@lru_cache(maxsize=4096)
def _per_colour(counts: tuple[int, ...]) -> Msg:
    """ "red 25, yellow 35, ...": a number for each faction's colour, in faction order."""
    each = [
        Msg("i1812-per-colour", colour=COLOUR_WORDS[f], count=n)
        for f, n in zip(FACTIONS, counts, strict=True)
    ]
    return Msg.join(*each, sep=", ")


def _hand_text(state: InvasionState, faction: str) -> Msg:
    hand = state.hands[faction]
    deck = len(state.decks[faction].draw_pile)
    header = said("i1812-hand", faction=NAMES[faction], count=len(hand), deck=deck)
    return Msg.join(header, *(_hand_card(c) for c in hand), sep="\n")


@cache
def _hand_card(card_id: str) -> Msg:
    """ "- AR-09 War Hawks (Special): Your Movement Card this turn moves one more army."."""
    card = CARDS[card_id]
    return Msg("i1812-hand-card", card=card.label, text=card.said)


def private(state: InvasionState, role: str) -> Private:
    side = SIDE_OF[role]
    allies = [f for f in FACTIONS if SIDE_OF[f] == side and f != role]
    # Each ally's hand after a blank line, under its heading.
    shared = [Msg.join(ALLY_HAND, _hand_text(state, a), sep="\n") for a in allies]
    hands = {f: list(state.hands[f]) for f in [role, *allies]}
    text = Msg.join(_hand_text(state, role), *shared, sep="\n\n")
    return Private(text=text, data={"hands": hands})


ALLY_HAND = Msg("i1812-ally-hand")


def secrets(state: InvasionState, role: str) -> set[str]:
    """The ids and names of the cards in ``role``'s hand, the names in every language."""
    held = state.hands[role]
    names = {render(CARDS[c].called, language) for c in held for language in languages()}
    return set(held) | {CARDS[c].name for c in held} | names
