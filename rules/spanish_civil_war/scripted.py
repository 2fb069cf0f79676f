"""The Spanish Civil War's scripted player (`Title.scripted`): a player who follows the
rulebook's plain advice, one card at a time, from what his side's view shows (his hand, the
tokens, whose turn it is). The computer players' reference opponent and the policy of Hard's
playouts (rules/core/computer.py); not a search.

The advice, phase by phase:

* **Recruit** ("discard up to 4 cards and draw replacement cards"): first the cards of the
  other side, which he may only discard (THE DECKS: "Some cards can be used by only one
  Player"); then his own cards worth less than a card drawn blind (`DRAW_WORTH`): those he
  cannot play in this turn's attack and will not keep for the next, and Force 1 Units.
* **Event** ("Event cards are played in this Phase"): every Event he may play, the draws first
  (the cards they bring may be more Events), then the random discards against the other side,
  then Morale. An Event kept past the phase takes one of the three places the Logistics Phase
  leaves, and none is better played later. "Draw 5 Cards and keep 1": the card worth most to
  him now.
* **Attack** ("A player may play some, none, or all of his cards"): all of them. Every card
  he may commit adds its Force, and a type the other side lacks earns its bonus; what he does
  not commit, he must discard at Logistics but for three. The cards of the other stance (a
  Defense card while attacking) wait for the next turn, when the stances change.
* **Territory** ("he may take a TT from the defender"): always: a Territory Token taken is
  one the defender is nearer to losing the game by (VICTORY).
* **Logistics** ("discard down to 3 or fewer cards"): the three cards worth most in the next
  turn's attack, when he holds the other stance; never a card of the other side.
"""

from __future__ import annotations

from ..core.protocol import Choice
from .cards import CARDS, TYPE_BONUS, Card, is_usable
from .state import SCWState
from .title import RECRUIT_DISCARDS, is_committable

# What an unknown card drawn blind is worth to a side, about (reconstructed): a third of the deck
# belongs to the other side, a fifth are Events, and the average Force of the rest is near 3, of
# which half may serve this turn's stance.
DRAW_WORTH = 1.5
_PRINTED = {card: i for i, card in enumerate(CARDS)}  # ties go to the printed order
# The order in which the Events are played: more cards first, then the other side's losses.
_EVENT_ORDER = {
    "draw-5-keep-1": 0,
    "draw-2": 1,
    "opponent-discards-2-random": 2,
    "opponent-loses-morale": 3,
    "gain-morale": 4,
}


def scripted(state: SCWState, role: str, legal: list[Choice]) -> Choice:
    """The scripted player's next step for ``role``, one of its ``legal`` choices (the module
    docstring)."""
    if not legal:
        raise ValueError(f"{role} has nothing to choose in the {state.phase} phase")
    return _STEPS[state.phase](state, role, legal)[0]


def worth(card: Card, state: SCWState, role: str, attacking: bool) -> float:
    """What ``card`` is worth to ``role`` in an attack where it attacks (``attacking``) or
    defends: its Force, and half of its type's bonus (earned only when the other side commits
    no card of the type); nothing for a card of the other side or of the other stance, and
    an Event is worth its play (`DRAW_WORTH` a card it brings)."""
    if not is_usable(card, role, state.options):
        return 0.0
    if card.type == "E":
        return 2 * DRAW_WORTH
    if (attacking and card.type == "D") or (not attacking and card.type == "O"):
        return 0.0
    return card.strength + TYPE_BONUS.get(card.type, 0) / 2


def ranks(state: SCWState, role: str, choices: list[Choice]) -> list[int]:
    """Each choice's rank for the computer's search (`Title.ranks`), 0 the most promising, by
    what a card is worth to ``role`` (`worth`): a card to discard the least worth first (the
    other side's first); a
    card to commit the least worth keeping for the next turn first (what Logistics would
    discard anyway), the strongest now among those; a card to keep or play the most worth
    first; the choices naming no card come first."""
    attacking = role == state.active_player
    ranked = []
    for choice in choices:
        if choice.arg is None:
            ranked.append(0)
            continue
        card = CARDS[str(choice.arg)]
        if state.phase == "recruit" and choice.verb == "discard":
            # The other side's cards first, then his own worth least now, then next turn.
            rank = (
                10 * worth(card, state, role, attacking)
                + worth(card, state, role, not attacking)
                + is_usable(card, role, state.options)
            ) / 10
        elif state.phase == "attack" and choice.verb == "commit":
            rank = 20 * worth(card, state, role, not attacking) - worth(card, state, role, True)
        elif state.phase == "logistics":
            rank = 20 - worth(card, state, role, not attacking)  # the stances change
        else:
            rank = 20 - worth(card, state, role, attacking)
        ranked.append(round(10 * rank))
    return ranked


def _by_worth(cards: list[str], state: SCWState, role: str, attacking: bool) -> list[str]:
    """``cards`` from the most worth to the least, ties in the printed order (deterministic)."""
    return sorted(cards, key=lambda c: (-worth(CARDS[c], state, role, attacking), _PRINTED[c]))


def keepers(state: SCWState, role: str, hand: list[str]) -> list[str]:
    """The three cards of ``hand`` worth most in the next turn's attack (the stances change),
    any worth something."""
    attacking_next = role != state.active_player
    best = _by_worth(hand, state, role, attacking_next)
    return [c for c in best[:3] if worth(CARDS[c], state, role, attacking_next) > 0]


def _discards(state: SCWState, role: str) -> list[str]:
    """The cards he discards at Recruit, the first four of them: the other side's, then his own
    worth less than a card drawn blind, the least first."""
    attacking = role == state.active_player
    hand = state.hands[role]
    kept = keepers(state, role, hand)
    theirs = [c for c in hand if not is_usable(CARDS[c], role, state.options)]
    mine = []
    for card in reversed(_by_worth(hand, state, role, attacking)):
        spec = CARDS[card]
        now = worth(spec, state, role, attacking)
        if card in theirs or card in kept:
            continue  # a keeper is of the other stance, but among the best for the next turn
        if now < DRAW_WORTH or (spec.type == "U" and spec.strength <= 1):
            mine.append(card)
    return sorted(theirs, key=_PRINTED.__getitem__) + mine


def picks(state: SCWState, role: str) -> list[str]:
    """The cards he picks in secret in the step under way, all of them: his discards at
    Recruit, his commitment in the Attack Phase, his keepers at Logistics."""
    if state.phase == "recruit":
        return _discards(state, role)[:RECRUIT_DISCARDS]
    if state.phase == "attack":
        return [c for c in state.hands[role] if is_committable(state, role, CARDS[c])]
    if state.phase == "logistics":
        return keepers(state, role, state.hands[role])
    return []


def _recruit(state: SCWState, role: str, legal: list[Choice]) -> list[Choice]:
    return _towards(legal, state.marked[role], _discards(state, role)[:RECRUIT_DISCARDS])


def _towards(legal: list[Choice], picked: list[str], plan: list[str]) -> list[Choice]:
    """The step from the cards ``picked`` so far to those of ``plan``, then Done: a card
    picked outside the plan (by a player before him) taken back first."""
    for choice in legal:
        if choice.arg in picked and choice.arg not in plan:
            return [choice]
    for card in plan:
        if card not in picked:
            return [c for c in legal if c.arg == card]
    return [c for c in legal if c.verb == "done"]


def _event(state: SCWState, role: str, legal: list[Choice]) -> list[Choice]:
    if state.keep_from:
        best = _by_worth(state.keep_from, state, role, role == state.active_player)
        return [c for c in legal if c.arg == best[0]]
    plays = [c for c in legal if c.verb == "play"]
    if not plays:
        return legal
    plays.sort(key=lambda c: (_EVENT_ORDER[CARDS[str(c.arg)].effect or ""], _PRINTED[str(c.arg)]))
    return plays


def _attack(state: SCWState, role: str, legal: list[Choice]) -> list[Choice]:
    if state.awaiting_territory:
        return [c for c in legal if c.verb == "take territory"]
    commits = [c for c in legal if c.verb == "commit"]
    if not commits:
        return [c for c in legal if c.verb == "confirm"]
    # All of them, those least worth keeping for the next turn first (as `ranks` orders them).
    order = ranks(state, role, commits)
    return [commits[min(range(len(commits)), key=order.__getitem__)]]


def _logistics(state: SCWState, role: str, legal: list[Choice]) -> list[Choice]:
    return _towards(legal, state.kept[role], keepers(state, role, state.hands[role]))


_STEPS = {
    "recruit": _recruit,
    "event": _event,
    "attack": _attack,
    "logistics": _logistics,
}
