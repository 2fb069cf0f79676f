"""What the computer players need of 1812 (rules/core/computer.py): a redraw of what a faction
cannot see (how each side stands is standing.py's).

What is hidden, and from whom
-----------------------------

Everything on the map is public: units, Control Markers, the Fled Units space, the pools, the
Turn Order Markers drawn (the bag holds the others, and its draw is the game's rng), the Truce
cards lined up and every card played ("Remove from the game all played cards, except for
Truce Movement Cards", which are lined up along the map: "Truce Cards"). What is hidden is the
cards:

* a faction's hand, from the other side only: "Players from the same side may show each other
  their cards in order to plan their future actions" ("Draw Cards"), so a faction's view shows
  its allies' hands (views.private; the oracle's ``sees_secrets_of`` is the whole side);
* every draw pile's order, from everyone, its own faction included ("Players shuffle their
  decks", "Draw Cards").

How a redraw deals them again
-----------------------------

Each faction plays its own deck: a card never leaves its faction's hand, draw pile and played
cards. The cards of a faction not yet played are public as a set (the scenario's deck less its
played cards, which are announced: the oracle checks that hand + deck + played is always the
scenario's deck), and so are its hand size (the board's "Cards in hand") and its pile size.
So, faction by faction, in role order:

* a faction of the seat's side keeps its hand, card for card; its draw pile (the cards not in
  hand and not played) is shuffled again;
* a faction of the other side gets a new hand of the same size, dealt from its unplayed cards,
  and the rest, shuffled, is its draw pile.

The new hand respects the one thing the rules reveal about a hand: "If a player draws and only
has 3 Special Cards in his hand and no Movement Cards, the player must show his cards,
reshuffle them back into his draw deck and draw 3 new cards. A player must always have one
movement card in his hand after drawing" ("4. Draw Cards"; turns.draw_up). So after drawing, a
hand holds only Special Cards only when its draw pile holds no Movement card; and during its own
turn a faction holds that hand less the cards it played this turn (public: the Movement card and
the Special Cards of the turn; a turn without a Movement card, "no Movement card: skip
movement", shows that none is left unplayed). So when the unplayed cards hold a Movement card
and the faction played none this turn, the hand dealt holds at least one, uniformly among such
hands (how many Movement cards by the number of hands holding that many, then which). The log
line of a hand of only Special Cards shown and redrawn names no card and tells nothing of the
hand since. This is the support of what the seat may believe, not a posterior that would model
how the enemy plays.

The Publication Ban subtlety: the board never shows whether the American Regulars hold it (their
turn always pauses at the enlistments while it is in their hand or deck: turns.begin_turn). The
redraw reads of an enemy hand only its size and of the cards only the set not yet played, so it
neither depends on where the card is nor tells: an enemy hand with it and one without, the rest
alike, are redrawn the same.

Read nothing hidden: the unplayed set is read sorted (so neither the hidden hand nor the pile
order shows through), and the game's rng is replaced by one seeded from the redraw's
(`BaseTitle._reseeded`), so the same view and the same ``rng`` give the same redraw whatever
the hidden values. A pile is shuffled with one ``rng.below(n!)`` rather than one draw per swap
(`_shuffle`): a redraw takes about 0.2 to 0.3 ms, most of it the rng's HMAC blocks.

Standing
--------

How each side stands is standing.py's.
"""

from __future__ import annotations

import math

from rules.core.protocol import BaseTitle
from rules.core.rng import Rng

from .cards import CARDS
from .factions import FACTIONS, SIDE_OF
from .geography import MAP
from .state import InvasionState

BRITISH, AMERICAN = "british", "american"
# The Objective areas: (area, homeland side, enemy side, stars).
_OBJECTIVES: tuple[tuple[str, str, str, int], ...] = tuple(
    (a.id, a.homeland, AMERICAN if a.homeland == BRITISH else BRITISH, a.objectives)
    for a in MAP.areas.values()
    if a.objectives
)
_SIDE_FACTIONS: dict[str, tuple[str, ...]] = {
    side: tuple(f for f in FACTIONS if SIDE_OF[f] == side) for side in (BRITISH, AMERICAN)
}
_MOVEMENT: dict[str, bool] = {c.id: c.kind == "movement" for c in CARDS.values()}
_TRUCE_SIDE: dict[str, str] = {c.id: SIDE_OF[c.faction] for c in CARDS.values() if c.truce}
# The most cards one draw below 2**64 shuffles (20! < 2**64 < 21!).
_ONE_DRAW = 20


# --- redraw ----------------------------------------------------------------------------------


def redraw(state: InvasionState, role: str, rng: Rng) -> InvasionState:
    """A state ``role`` cannot tell from ``state``: the enemy hands and every draw pile dealt
    again with ``rng`` (the module docstring says what and how), and a new game rng."""
    new = state.clone()
    side = SIDE_OF[role]
    for faction in FACTIONS:
        deck = new.decks[faction]
        if SIDE_OF[faction] == side:
            # Its own and its allies' hands are shown to it; the pile's order is not.
            pile = sorted(deck.draw_pile)
            _shuffle(rng, pile)
        else:
            hand = new.hands[faction]
            unplayed = sorted([*hand, *deck.draw_pile])
            hand, pile = _deal(unplayed, len(hand), _played_this_turn(new, faction), rng)
            new.hands[faction] = hand
        deck.draw_pile = pile
    return BaseTitle._reseeded(new, rng)


def _played_this_turn(state: InvasionState, faction: str) -> list[str]:
    """The cards ``faction`` played this turn (public), which were in its hand when it began."""
    if state.faction != faction:
        return []
    played = list(state.specials)
    if state.movement_card is not None:
        played.append(state.movement_card)
    return played


def _deal(
    unplayed: list[str], size: int, played: list[str], rng: Rng
) -> tuple[list[str], list[str]]:
    """A hand of ``size`` and a shuffled draw pile from ``unplayed`` (sorted), uniformly among
    the hands the rules allow: with ``played``, the hand holds a Movement card whenever
    ``unplayed`` still does ("4. Draw Cards": only Special Cards after drawing are shown and
    drawn again)."""
    movement = [c for c in unplayed if _MOVEMENT[c]]
    special = [c for c in unplayed if not _MOVEMENT[c]]
    if not movement or not size or size > len(unplayed) or any(_MOVEMENT[c] for c in played):
        _shuffle(rng, unplayed)
        return unplayed[:size], unplayed[size:]
    # How many Movement cards the hand holds, k >= 1, weighted by the hands holding k
    # (Vandermonde: the hands holding none are the C(specials, size) left out).
    k, pick = 1, rng.below(math.comb(len(unplayed), size) - math.comb(len(special), size))
    while pick >= (ways := math.comb(len(movement), k) * math.comb(len(special), size - k)):
        pick -= ways
        k += 1
    _shuffle(rng, movement)
    _shuffle(rng, special)
    hand = movement[:k] + special[: size - k]
    pile = movement[k:] + special[size - k :]
    _shuffle(rng, hand)
    _shuffle(rng, pile)
    return hand, pile


def _shuffle(rng: Rng, cards: list[str]) -> None:
    """Fisher-Yates as `Rng.shuffle` does it, with every swap read from one draw of
    ``rng.below(n!)`` written in mixed radix (each swap as even as its own draw would be)
    rather than one HMAC block a swap: a deck is twelve cards at most, and 20! < 2**64."""
    n = len(cards)
    if n > _ONE_DRAW:
        rng.shuffle(cards)
        return
    code = rng.below(math.factorial(n)) if n > 1 else 0
    for i in range(n - 1, 0, -1):
        code, j = divmod(code, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
