"""Spanish Civil War: a two-player card game on a shared deck (rulebook spanish-civil-war.txt).

Modules: ``cards`` (the 74 cards of the "Common Deck Card List", from ``data/cards.toml``),
``state`` (the game state), ``title`` (the procedure in rulebook order), ``views`` (board,
private view and redaction).

Decisions where the rulebook is silent, ambiguous or misprinted:

* Tied attack (ATTACK PHASE says only that the highest total wins): nobody wins, nobody loses
  a Morale Token and no Territory Token changes hands. A 0-0 attack is a tie.
* No legal card: a player is never stuck. In the Event Phase without a usable Event the only
  choice is "pass"; in the Attack Phase without a committable card the only choice is "confirm"
  with nothing ("A player may play some, none, or all of his cards").
* "Soviet Military Aid" is printed with Use N. It is played as printed (Nationalists); the
  option ``soviet-aid-republican`` makes it a Republican card instead.
* Usable cards (THE DECKS: "Some cards can be used by only one Player"): a card of the other
  side may sit in a hand, since the deck is shared, but can never be played; it can only be
  discarded (Recruit, Logistics) or lost at random.
* Territory: the rule says the winning active player "may take a TT from the defender", so he
  chooses to take or decline. A taken token passes to the attacker (it is taken, unlike Morale
  Tokens that are "removed from play"), so his count can exceed 5.
* Morale: "Gain 1 Morale Token" has no ceiling; the rulebook gives 10 as the starting number
  only, so a side may hold 11 or more.
* Event Phase: "Players take turns, the active player first", one Event or a pass per turn;
  the phase ends when both players pass in a row. An Event takes effect, then is discarded, so
  it can never draw itself back. "Opponent discard random 2 cards" against a hand of fewer
  than 2 cards discards what there is. "Draw 5 Cards and keep 1": the player picks the card to
  keep; the others are discarded face down, unnamed.
* Recruit Phase: both players pick their up-to-4 discards in secret at the same time; the
  discards and replacement draws are carried out when both are done, active player first,
  and only their number is public.
* Running out of cards: when the draw pile is empty the discard pile is shuffled into a new
  draw pile ("If a deck runs out, shuffle the discard and draw from it"); when both are empty a
  player draws as many as there are and fills his hand as far as possible.
* Attack Phase: a committed card may be taken back until the player confirms; after both have
  confirmed the cards are revealed together. Events can never be committed; only the attacker
  may commit Offensive cards and only the defender Defense cards. Bonuses count once per type.
* Logistics Phase ("Players must discard down to 3 or fewer cards"): each player picks the
  cards he keeps, at most 3, and discards all the others; keeping fewer ("or fewer") lets him
  shed cards, say of the other side, before the next Recruit Phase. Both choose at the same
  time, in secret, and confirm with "done", even with 3 cards or fewer in hand; the discards
  go face down when both are done and only their number is public. Then the defender becomes
  the active player of the next turn.
* Victory is checked after every change of tokens; the game ends at once, so a winning
  attacker whose opponent loses his last Morale Token is not asked about Territory.
* What is public: tokens, hand sizes, pile sizes, who must still act, an Event when played and
  the attack cards once revealed. Never public: cards in hand, committed before the reveal,
  drawn, discarded (in Recruit or Logistics, at random, or unkept from "Draw 5"), nor the
  discard pile's contents or the deck order. Playing an Event reveals it, so it cannot be
  undone.
"""

from .cards import CARDS, Card
from .oracle import ORACLE
from .state import SCWState
from .title import SpanishCivilWar

TITLE = SpanishCivilWar()

__all__ = ["CARDS", "ORACLE", "TITLE", "Card", "SCWState", "SpanishCivilWar"]
