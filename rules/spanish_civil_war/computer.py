"""What the Spanish Civil War tells the computer players (rules/core/computer.py): a redraw of
what one side cannot see, and how both sides stand by the victory conditions.

**What a side's view shows** (views.py): its own hand, in order, with the cards it has picked
in the step under way (to discard in the Recruit Phase, to commit in the Attack Phase, to keep
in the Logistics Phase), the cards its own "Draw 5 Cards and keep 1" drew; the tokens, the
hand and pile sizes, who must still act, the last attack while its cards lie face up; and the
public log, which names every Event played ("Event cards are discarded when played", EVENT
PHASE) and every card of an attack ("Players simultaneously reveal", "All played cards are
discarded", ATTACK PHASE).

**What it does not show**, and is dealt again:

* The other side's hand (its size is public). THE DECKS: "Players share a deck", so any card
  may be in it, usable by that side or not (the package docstring: a card of the other side
  may sit in a hand, only to be discarded).
* The draw pile, its order and content (its size is public).
* The face-down part of the discard pile: Recruit and Logistics discards, the cards lost "at
  random", the cards a "Draw 5 Cards and keep 1" did not keep. Only the number of cards in the
  pile is public. A side's own face-down discards are among them: its view no longer shows
  them once they are gone, and the redraw may use nothing its view does not show.
* The cards the other side's "Draw 5 Cards and keep 1" drew, while it chooses (the log says
  how many).
* The other side's secret picks in a simultaneous step (RECRUIT PHASE "may discard up to 4
  cards"; ATTACK PHASE "simultaneously reveal"; LOGISTICS PHASE "discard down to 3 or
  fewer"): not even their number shows. Once that side is done (the board says so), its picks
  are dealt again from its new hand: a number of cards drawn evenly among those the rule
  allows (up to 4 to discard; up to 3 to keep; any of its committable cards), then that many
  cards at random. While it is not done its picks are taken back, as if it had not begun: the
  seeing side cannot tell the two apart, and the search lets it pick again.

**What stays where it is**: the seeing side's hand and picks, and the named cards still known
to lie in the discard pile. The pile only ever grows by discards, every discard is counted in
the log, and the reshuffle ("If a deck runs out, shuffle the discard and draw from it", RECRUIT
PHASE) takes the whole pile, so the pile is exactly the last cards discarded, as many as its
public size: `public_discards` walks the log back from its end, counting each line's discards,
and keeps the names of the Events and attack cards it meets, at their places in the pile. A
"Draw 5 Cards and keep 1" line that was taken back (undo keeps the line in the log) counts for
nothing: it is the one discarding choice that undo allows, and the drawing side must then keep
again before anything else is logged. Named cards reshuffled into the draw pile are known
nowhere any more (as views.public_attack says) and are dealt like any other unseen card.

So the unseen cards (all 74 but the seeing side's hand and cards drawn to keep from and the
named discards) are listed in the printed order, shuffled with the caller's `Rng` only
(`shuffle`: Fisher-Yates with several picks to a block), and dealt: the other hand, its cards
drawn to keep from, the draw pile, the face-down places of the discard pile. Sizes, tokens,
the phase, who is done, the log and the last attack are kept. The counter of choices made
(``steps``) and the undo bookkeeping count the other side's secret picks too, so they are kept
only as far as the view shows them (whether the seeing side may undo) and otherwise cleared.
The game's rng is replaced (`BaseTitle._reseeded`).

A simplification: until the next reshuffle the draw pile holds only cards that were in the
discard pile at the last one, never one then in a hand. Which cards those were is in no view
now (the hands of that time are not), so the unseen cards are dealt alike, as the board itself
treats the reshuffled cards.

**How the sides stand** (VICTORY: "You win if you reduce your opponent to zero Territory
Tokens or Morale Tokens"): a side is in danger ``1 / territory + 2 / morale``, each term
growing as its count nears zero (Morale is worth half: the game starts at 5 Territory and 10
Morale, and a side beaten in every attack loses one Morale a turn but one Territory only every
other turn, as defender). A side's standing is its opponent's share of the two dangers: 1/2
when even, nearer 1 the nearer the opponent is to zero in either count.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from ..core.decks import Deck
from ..core.protocol import BaseTitle
from ..core.rng import Rng
from .cards import CARDS, TYPE_BONUS, TYPE_NAMES, Card, is_usable
from .rival_hand import blind_may_hold, keep_weight, keeps, made
from .scripted import DRAW_WORTH, picks
from .state import ROLE_NAMES, ROLES, SCWState, opponent

ALL_CARDS: tuple[str, ...] = tuple(CARDS)  # the printed order (data/cards.toml)
_BY_NAME = {card.name: card.id for card in CARDS.values()}
_EVENT_BY_LABEL = {card.label: card.id for card in CARDS.values() if card.type == "E"}
_BONUS_TERMS = {f"{name} bonus" for name in TYPE_NAMES.values()}
_SIDES = "|".join(ROLE_NAMES.values())
_SPACE = 2**64  # the most Rng.below draws from in one block
# What an Event still to play brings to its side's attack, about: two cards drawn, or two lost
# by the other side, or a Morale Token (reconstructed, as scripted.DRAW_WORTH).
EVENT_FORCE = 2 * DRAW_WORTH
# How far the attacker's lead may stray from the reckoning, by the phase it is reckoned in:
# the standard deviation of its error over 537 attacks between scripted players, reckoned at
# the start of the Recruit Phase (9.1: the cards redrawn and the Events' draws to come) and of
# the Attack Phase (5.7: the other hand, dealt again); the Event Phase between the two.
SPREADS = {"recruit": 9.0, "event": 7.0, "attack": 6.0}

# One discard as a log line records it: how many cards, and which if they were named.
Discard = tuple[int, tuple[str, ...] | None]

_RECRUIT = re.compile(r"discarded and redrew (\d+) cards?")
_LOGISTICS = re.compile(r"discard (\d+) cards?")
_AT_RANDOM = re.compile(r"discard (\d+) cards? at random")
_KEEP = re.compile(rf"^The (?:{_SIDES}) keep 1 card and discard (\d+) cards? face down")
_PLAY = re.compile(rf"^The (?:{_SIDES}) play ")
_SUM = rf"(?:{_SIDES}): (.*?) = -?\d+"  # one side's sum in an attack line (title._arithmetic)
_ATTACK = re.compile(rf"^Attack revealed: {_SUM}; {_SUM}\. ")


def _attack_cards(terms: str) -> list[str] | None:
    """The cards of one side's sum ("Condor Legion 4 + Air Power bonus 4"), None if unread."""
    if terms == "no cards":
        return []
    cards = []
    for term in terms.split(" + "):
        name = term.rsplit(" ", 1)[0]
        if name in _BONUS_TERMS:
            continue
        if name not in _BY_NAME:
            return None
        cards.append(_BY_NAME[name])
    return cards


@lru_cache(maxsize=8192)
def _line_discards(line: str) -> tuple[str, tuple[Discard, ...] | None]:
    """What kind of line this is ("keep", "play" or "other") and the discards it records, in
    the order they happened (None when the line cannot be read). The lines are title.py's."""
    if line.startswith("Recruit: "):
        # Active player first, each role discarding then drawing (title._resolve_recruit).
        return "other", tuple((int(n), None) for n in _RECRUIT.findall(line))
    if line.startswith("Logistics: "):
        return "other", tuple((int(n), None) for n in _LOGISTICS.findall(line))
    if line.startswith("Attack revealed: "):
        match = _ATTACK.match(line)
        if match is None:
            return "other", None
        first, second = _attack_cards(match[1]), _attack_cards(match[2])
        if first is None or second is None:
            return "other", None
        # The attacker's cards, then the defender's, in the order committed (_reveal_attack).
        cards = (*first, *second)
        return "other", ((len(cards), cards),) if cards else ()
    keep = _KEEP.match(line)
    if keep:
        return "keep", ((int(keep[1]), None),)
    play = _PLAY.match(line)
    if play:
        label, _, effect_text = line[play.end() :].partition("): ")
        event = _EVENT_BY_LABEL.get(label + ")")
        if event is None:
            return "play", None
        # The effect first (the opponent's random losses), then the Event itself is discarded.
        lost = _AT_RANDOM.search(effect_text)
        effect = ((int(lost[1]), None),) if lost else ()
        return "play", (*effect, (1, (event,)))
    return "other", ()


def public_discards(state: SCWState) -> list[str | None]:
    """The discard pile as everybody knows it, bottom first: a card's id where the log named
    the card put there, None where it went face down (or the log does not account for it).

    Reads only the log and the pile's size: the pile is the last cards discarded, as many as
    it holds, since a reshuffle takes all of it (module docstring)."""
    size = len(state.deck.discard_pile)
    pile: list[str | None] = [None] * size
    top = size  # the places below ``top`` are not yet accounted for
    # A "keep" line is taken back when the next keep-or-play line after it is a keep, or when
    # a keep is still awaited: the drawing side had to keep again before anything else.
    later = "keep" if state.keep_from else "other"
    for line in reversed(state.log):
        if top == 0:
            break
        kind, discards = _line_discards(line)
        if kind == "keep":
            undone = later == "keep"
            later = "keep"
            if undone:
                continue
        elif kind == "play":
            later = "play"
        if discards is None:
            break
        for count, cards in reversed(discards):
            if count > top:
                return pile  # the log and the pile disagree: the rest is face down
            top -= count
            if cards is not None:
                pile[top : top + count] = cards
    return pile


def shuffle(rng: Rng, items: list[str]) -> None:
    """Shuffle ``items`` in place like `Rng.shuffle` (Fisher-Yates, the last position first,
    every order equally likely) with a fraction of its blocks: the positions' picks are drawn
    several at a time, one ``below(m)`` for a run of positions whose ranges multiply to
    ``m <= 2**64``, read digit by digit in mixed radix (the digits of an even draw are even and
    independent). 60 cards take 6 blocks instead of 59; each block is an HMAC, and they were
    most of the redraw's time."""
    i = len(items) - 1
    while i > 0:
        ranges, m, pos = [], 1, i
        while pos > 0 and m * (pos + 1) <= _SPACE:
            m *= pos + 1
            ranges.append(pos + 1)
            pos -= 1
        x = rng.below(m)
        for size in ranges:
            x, j = divmod(x, size)
            items[i], items[j] = items[j], items[i]
            i -= 1


def _rival_hand(state: SCWState, foe: str, unseen: list[str], rng: Rng) -> list[str]:
    """The other side's hand dealt from the ``unseen`` cards (shuffled), as a rules-reader holds
    it (rival_hand.py): as many cards as he chose, among those he would keep, the more a card
    is worth to him the likelier; as many as came to him blind, among those he may hold; any
    place left, from the rest."""
    chosen, blind = made(state, foe)
    pool = [c for c in unseen if keeps(CARDS[c], state, foe)]
    weights = [keep_weight(CARDS[c], state, foe) for c in pool]
    hand: list[str] = []
    for _ in range(min(chosen, len(pool))):
        x = rng.below(sum(weights))
        at = 0
        while x >= weights[at]:
            x -= weights[at]
            at += 1
        hand.append(pool.pop(at))
        weights.pop(at)
    taken = set(hand)
    hand += [c for c in unseen if c not in taken and blind_may_hold(CARDS[c], state, foe)][:blind]
    taken = set(hand)
    short = len(state.hands[foe]) - len(hand)
    return hand + [c for c in unseen if c not in taken][:short]


def redraw(state: SCWState, role: str, rng: Rng) -> SCWState:
    """A state ``role`` cannot tell from ``state``, everything it cannot see dealt again with
    ``rng`` (module docstring). Reads of ``state`` only what ``role``'s view shows: its own
    cards, the sizes, the log and the public rest; never a hidden card, nor where one lies.
    (A hand-built state holding fewer than the 74 cards keeps its sizes: the unseen cards left
    over are dealt nowhere.)"""
    foe = opponent(role)
    hand = list(state.hands[role])
    own_draw = list(state.keep_from) if state.event_turn == role else []
    foe_draw = 0 if own_draw else len(state.keep_from)  # public: the log says how many
    pile = public_discards(state)
    seen = set(hand) | set(own_draw)
    for i, card in enumerate(pile):
        # Never the case when the log is title.py's; a hand-built state may say otherwise.
        if card is not None and card in seen:
            pile[i] = None
        elif card is not None:
            seen.add(card)
    unseen = [card for card in ALL_CARDS if card not in seen]
    shuffle(rng, unseen)
    foe_hand = _rival_hand(state, foe, unseen, rng)
    taken = set(foe_hand)
    unseen = [card for card in unseen if card not in taken]
    drawn = unseen[:foe_draw]
    start = foe_draw + len(state.deck.draw_pile)
    draw_pile = unseen[foe_draw:start]
    face_down = iter(unseen[start:])
    discard_pile = [card if card is not None else next(face_down) for card in pile]

    # The other side's secret picks in the step under way are taken back; once it is done,
    # they are dealt as a rules-reader makes them from its new hand (below).
    marked = {r: [] if r == foe else list(cards) for r, cards in state.marked.items()}
    kept = {r: [] if r == foe else list(cards) for r, cards in state.kept.items()}
    committed = {r: [] if r == foe else list(cards) for r, cards in state.committed.items()}

    # A copy of everything public (pydantic's own copy through a dump is the quickest deep
    # one), then what the side cannot see replaced.
    new = state.clone()
    mine = state.undoable_by == role
    new.steps = 0
    new.undoable_by = new.last_actor = role if mine else None
    new.undo_blocker = None
    new.deck = Deck(
        draw_pile=draw_pile, discard_pile=discard_pile, reshuffles=state.deck.reshuffles
    )
    new.hands = {r: hand if r == role else foe_hand for r in ROLES}
    new.marked, new.kept, new.committed = marked, kept, committed
    new.keep_from = own_draw or drawn
    if foe in state.finished and not state.awaiting_territory:
        picked = {"recruit": new.marked, "attack": new.committed, "logistics": new.kept}
        if state.phase in picked:
            picked[state.phase][foe] = picks(new, foe)
    return BaseTitle._reseeded(new, rng)


def standing(state: SCWState) -> dict[str, float]:
    """How each side stands, 0 to 1, the two summing to 1 (module docstring; VICTORY): the
    token standing after this turn's attack, weighed by each way it may go, while it is still
    to come."""
    if state.outcome is not None:
        return {role: float(role in state.outcome.winners) for role in ROLES}
    territory, morale = dict(state.territory), dict(state.morale)
    attacker = state.active_player
    if state.phase == "attack" and state.awaiting_territory:
        # He takes it (the scripted player's advice).
        territory[attacker] += 1
        territory[opponent(attacker)] -= 1
    if state.phase == "logistics" or state.awaiting_territory:
        # The next turn's attack is left out: the cards kept at Logistics tell little of it,
        # the cards drawn then weigh more (between scripted players, the attacker won 44 % of
        # the next attacks when his kept cards were worth 8 points less than the defender's,
        # 47 % when 8 more, over 1,883 turns).
        return by_tokens(territory, morale)
    defender = opponent(attacker)
    forces = _forces(state, attacker)
    lead = forces[attacker] - forces[defender]
    spread = SPREADS[state.phase]
    wins = _normal_cdf((lead - 0.5) / spread)
    losses = _normal_cdf((-lead - 0.5) / spread)
    after_win = by_tokens(territory, morale, taken=(defender, attacker))
    after_loss = by_tokens(territory, morale, lost=attacker)
    even = by_tokens(territory, morale)
    return {
        role: wins * after_win[role] + losses * after_loss[role] + (1 - wins - losses) * even[role]
        for role in ROLES
    }


def by_tokens(
    territory: dict[str, int],
    morale: dict[str, int],
    taken: tuple[str, str] | None = None,
    lost: str | None = None,
) -> dict[str, float]:
    """The standing by the tokens alone (module docstring), after an attack that ``taken``
    (the defender, the attacker) won, or that ``lost`` (the attacker) lost: the loser loses one
    Morale Token, and a winning attacker takes a Territory Token (ATTACK PHASE)."""
    territory, morale = dict(territory), dict(morale)
    if taken is not None:
        loser, winner = taken
        morale[loser] -= 1
        territory[loser] -= 1
        territory[winner] += 1
    if lost is not None:
        morale[lost] -= 1
    danger = {}
    for role in ROLES:
        if territory[role] <= 0 or morale[role] <= 0:
            return {r: float(r != role) for r in ROLES}
        danger[role] = 1 / territory[role] + 2 / morale[role]
    total = danger[ROLES[0]] + danger[ROLES[1]]
    return {role: danger[opponent(role)] / total for role in ROLES}


def _forces(state: SCWState, attacker: str) -> dict[str, float]:
    """Each side's total in this turn's attack, as a rules-reader plays it (scripted.py): the
    cards it committed once it has confirmed, else every card of its hand it may commit, with
    the bonuses of the types the other side lacks; before the attack, each Event it may still
    play worth what it brings (`EVENT_FORCE`), and each card marked to discard replaced by one
    drawn blind (`DRAW_WORTH`)."""
    cards: dict[str, list[Card]] = {}
    extra: dict[str, float] = {}
    for role in ROLES:
        attacking = role == attacker
        confirmed = state.phase == "attack" and role in state.finished
        marked = state.marked.get(role, []) if state.phase == "recruit" else []
        hand = [c for c in state.hands[role] if c not in marked]
        if confirmed:
            played = list(state.committed[role])
        else:
            played = [c for c in hand if _commits(state, role, CARDS[c], attacking)]
        cards[role] = [CARDS[c] for c in played]
        extra[role] = DRAW_WORTH * len(marked)
        # A side that has just passed the Event Phase plays no more Events unless the other
        # plays one: what it holds is counted for nothing.
        passed = state.phase == "event" and state.event_turn != role and state.passes > 0
        if state.phase in ("recruit", "event") and not passed:
            extra[role] += EVENT_FORCE * sum(
                CARDS[c].type == "E" and is_usable(CARDS[c], role, state.options) for c in hand
            )
    totals = _totals(cards)
    return {role: totals[role] + extra[role] for role in ROLES}


def _commits(state: SCWState, role: str, card: Card, attacking: bool) -> bool:
    """Whether ``role`` may commit ``card`` in an attack where it attacks (``attacking``)."""
    if card.type == "E" or not is_usable(card, role, state.options):
        return False
    return not ((attacking and card.type == "D") or (not attacking and card.type == "O"))


def _totals(cards: dict[str, list[Card]]) -> dict[str, int]:
    """ATTACK PHASE: each side's Force, and the bonus of each type it uses that the other does
    not ("+5" Leader, "+4" Air Power, "+3" Strategy)."""
    types = {role: {card.type for card in cards[role]} for role in ROLES}
    return {
        role: sum(card.strength for card in cards[role])
        + sum(
            bonus
            for kind, bonus in TYPE_BONUS.items()
            if kind in types[role] and kind not in types[opponent(role)]
        )
        for role in ROLES
    }


def _normal_cdf(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))
