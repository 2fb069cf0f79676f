"""What Crisis 2020 tells the computer players (rules/core/computer.py): a redraw of what one
side cannot see, and how each side stands by the victory conditions.

**What a side cannot see** (views.py shows it the map, both boxes, the Recruitment Pool, every
count, the log and its own hand):

* The other side's hand: its cards, never its size ("4.1", "4.2"). Every card that leaves a
  hand is named in the log (played, "5.62"; discarded at random, "4.7"; "4.6" removed).
* The order and content of the face-down draw pile ("4.0"): which of the cards nobody has seen
  are in it and which are in the other hand.
* What the other side is choosing and has not yet done: the attack it is building (its units,
  its cards and how it will roll stay private until the dice are rolled, conflict.py's
  `Draft`; even that it started one, or took up a counterattack, "8.15", since an attack can
  be cancelled unseen), the units it has picked to move together ("7.0"), and the Region an
  event it is carrying out will act in before it picks the unit (events.py).
* The dice to come: the game's rng.

Everything else is public and stays where it is: the face-up discard pile ("4.0", every card
put there is named in the log), the cards out of the game ("4.6", "11.1"), the cards in effect
in an Armed Conflict ("8.15"), an event being carried out, the cards of a roll whose result
waits behind an Extremists, the seeing side's own hand and its own attack in progress.

**How it is dealt again**, with the caller's `Rng` only:

* The other side's unfinished choices are taken back: its attack being built is dropped (a
  counterattack it took up goes back to the offer, "8.15"), its picked units are put down, its
  event's Region is unchosen. The seeing side cannot tell these states apart, and the cards
  of a dropped attack never left the hand (conflict.roll removes them when it rolls).
* The cards of the other hand and of the draw pile are pooled, in the cards' printed order so
  that nothing of where they were shows through, and dealt again: the other hand gets as many
  as it holds, drawn at random among the cards it could hold: never a purple event, which is
  carried out the moment it is drawn ("4.4"; at setup Economic Collapse and Special Election
  are discarded and replaced, "11.3"), nor an event of the seeing side's colour, which the
  other side discards face up when it draws one ("4.3"). The rest, shuffled, is the draw pile.
* Extremists (#80) is never held ("4.4") and never stays in the discards (it reshuffles them,
  "4.0"): it is in the draw pile, in its bottom part, since every new draw pile is built as at
  setup, with Extremists shuffled into the smaller third at the bottom ("11.1") and cards are
  only ever taken from the top. How many cards that bottom part held when the pile was built
  is not in the state (the pile was bigger then), so Extremists is put at random among the
  bottom share of the pile as it stands now (``bottom_share``). That share is never larger than
  the real one (it grows with the pile), so the deal is always one the rules allow, if one
  that keeps Extremists a little deeper than it may be.
* The game's rng is replaced by one seeded from the caller's (`BaseTitle._reseeded`).

**How each side stands**: "10.0" counts the Values of the Regions holding each side's
Infrastructure, and the difference decides; 11 is the least margin that wins (Marginal
Victory), 31 a Total Victory, and 10 or less is Anarchy, which both sides lose. So a side's
standing is its chance of ending ahead by 11 or more: with ``m`` its margin now (its Value
less the other's), ``1 / (1 + exp(-(m - 10.5) / s))``, where the spread ``s = 3 * sqrt(t)``
grows with the ``t`` turns still to play, this one included (reconstructed: about 3 Value a
turn is what one Armed Conflict won or lost moves, a Region of Value 3). The margin also
counts the forces on the map, a quarter of a Value for each point of Data or Arms rating
(reconstructed: four points, about one unit, for one Value), since they win the Regions to
come (`_force`); without them a search saw no worth in a unit until a Region changed hands.
Even margins leave both sides below 1/2, and lower the nearer the end: Anarchy looms, and a
search that only compared the two sides would settle for it (half of Normal's games against
Easy ended in Anarchy). The two never sum to more than 1. Once the game is over, the winners have
1 and the others 0; after Anarchy both have 0.
"""

from __future__ import annotations

import math

from rules.core import BaseTitle
from rules.core.rng import Rng

from . import ops
from .cards import EXTREMISTS
from .components import CARDS, MAP, NUMBERED, UNITS
from .state import CrisisState, Step

SIDES = ("rebel", "government")
EXTREMISTS_CARD = NUMBERED[EXTREMISTS]
PRINTED = {card: i for i, card in enumerate(CARDS)}  # the cards' order in cards.toml
WINNING_MARGIN = 11  # "10.0": the least difference that is not Anarchy
SWING = 3.0  # Value a turn may move the margin by, about (reconstructed: module docstring)
# Value a point of Data or Arms rating on the map is worth (reconstructed: module docstring).
FORCE_WEIGHT = 0.25
VALUES = {region: MAP.place(region).value for region in MAP.places}


def may_hold(side: str, card: str) -> bool:
    """Whether ``card`` can be in ``side``'s hand: never a purple event ("4.4"), nor an event
    of the other side's colour ("4.3")."""
    holder = CARDS[card].holder
    return holder != "purple" and holder != ops.other(side)


def bottom_share(cards: int) -> int:
    """How many cards at the bottom of a draw pile of ``cards`` built as "11.1" builds it may
    be Extremists: the smaller third of the others, and Extremists itself."""
    return cards - math.ceil((cards - 1) * 2 / 3)


def redraw(state: CrisisState, role: str, rng: Rng) -> CrisisState:
    """A state ``role`` cannot tell from ``state``, with everything it cannot see dealt again
    (see the module docstring); reads nothing of ``state`` that ``role``'s view does not show."""
    if role not in SIDES:
        raise ValueError(f"Crisis 2020 has no side {role!r}")
    new = state.clone()
    other = ops.other(role)
    _take_back(new, other)
    hand, pile = new.hands[other], new.deck.draw_pile
    unseen = sorted([*hand, *pile], key=PRINTED.__getitem__)
    held = _pick(rng, [c for c in unseen if may_hold(other, c)], len(hand))
    taken = set(held)
    rest = [c for c in unseen if c not in taken and c != EXTREMISTS_CARD]
    rng.shuffle(rest)
    if EXTREMISTS_CARD in unseen:
        size = len(rest) + 1
        at = size - bottom_share(size) + rng.below(bottom_share(size))
        rest.insert(at, EXTREMISTS_CARD)
    new.hands[other] = held
    new.deck.draw_pile = rest
    return BaseTitle._reseeded(new, rng)


def _pick(rng: Rng, items: list[str], k: int) -> list[str]:
    """``k`` of ``items`` at random, every set of ``k`` equally likely: the first ``k`` steps
    of a Fisher-Yates shuffle, ``k`` draws where ``rng.sample`` would shuffle them all."""
    for i in range(k):
        j = i + rng.below(len(items) - i)
        items[i], items[j] = items[j], items[i]
    return items[:k]


def _take_back(state: CrisisState, side: str) -> None:
    """Undo ``side``'s choices that nobody else has seen yet (the module docstring)."""
    draft = state.draft
    if draft is not None and draft.side == side:
        at = next(i for i, step in enumerate(state.queue) if step.kind == "draft")
        if state.armed is not None:  # a counterattack taken up: back to the offer ("8.15")
            state.queue[at] = Step(kind="counter", side=draft.side, region=draft.region)
        else:  # an attack begun from the phase menu
            del state.queue[at]
        state.draft = None
    if state.player == side:
        state.picked = []
    for step in state.queue:
        if step.kind == "event" and step.side == side:
            step.region = None


def standing(state: CrisisState) -> dict[str, float]:
    """How each side stands by "10.0" (the module docstring): the winners 1 and the others 0
    once the game is over; before, each side's chance of a winning margin at the end."""
    if state.outcome is not None:
        return {side: float(side in state.outcome.winners) for side in SIDES}
    margin = 0.0
    for unit in ops.INFRASTRUCTURE:
        piece = state.pieces[unit]
        value = VALUES.get(piece.where, 0)
        if piece.side == "rebel":
            margin += value
        elif piece.side == "government":
            margin -= value
    margin += FORCE_WEIGHT * (_force(state, "rebel") - _force(state, "government"))
    spread = SWING * math.sqrt(max(1, state.turns - state.turn + 1))
    return {
        "rebel": _chance(margin, spread),
        "government": _chance(-margin, spread),
    }


def _force(state: CrisisState, side: str) -> int:
    """The Data and Arms ratings of ``side``'s units on the map: what its next conflicts have
    to win Regions with ("5.0", "8.0")."""
    return sum(
        UNITS[unit].data + UNITS[unit].arms
        for unit, piece in state.pieces.items()
        if piece.side == side and piece.where in VALUES
    )


def _chance(margin: float, spread: float) -> float:
    """The chance of a final margin of `WINNING_MARGIN` or more from ``margin`` now."""
    return 1.0 / (1.0 + math.exp(-(margin - WINNING_MARGIN + 0.5) / spread))
