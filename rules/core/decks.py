"""A deck of cards with a draw pile and a discard pile, shared by every title that deals cards.

Cards are identified by their id (a string); a title keeps the cards' text in its own data and
the hands in its own state (role -> list of card ids). Every shuffle and random pick goes
through the game's `Rng`, so a replay from the seed deals exactly the same cards
(ARCHITECTURE.md, "Dice you can verify"). Nothing here writes to the log: what is public about
a draw or a discard is for the title to say.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel

from .rng import Rng


class Deck(BaseModel):
    """The draw pile (its first card is the top) and the discard pile (its last card on top)."""

    draw_pile: list[str] = []
    discard_pile: list[str] = []
    # Public: how often the discards went back into the draw pile. Cards shown face up before a
    # reshuffle may be in anyone's hand after it, so views stop naming them (spanish_civil_war).
    reshuffles: int = 0

    @classmethod
    def shuffled(cls, cards: Iterable[str], rng: Rng) -> Deck:
        """A new deck holding ``cards`` in a random order, with an empty discard pile."""
        deck = cls(draw_pile=list(cards))
        rng.shuffle(deck.draw_pile)
        return deck

    def reshuffle(self, rng: Rng) -> None:
        """Shuffle the discard pile and put it under whatever is left of the draw pile."""
        self.reshuffles += 1
        pile = self.discard_pile
        self.discard_pile = []
        rng.shuffle(pile)
        self.draw_pile.extend(pile)

    def draw(self, n: int, rng: Rng) -> list[str]:
        """Take up to ``n`` cards from the top, reshuffling the discard pile when the draw pile
        runs out. Returns fewer than ``n`` cards (possibly none) only when both piles are empty.
        """
        if n < 0:
            raise ValueError(f"draw() needs n >= 0, got {n}")
        drawn: list[str] = []
        while len(drawn) < n:
            if not self.draw_pile:
                if not self.discard_pile:
                    break
                self.reshuffle(rng)
            take = min(n - len(drawn), len(self.draw_pile))
            drawn.extend(self.draw_pile[:take])
            del self.draw_pile[:take]
        return drawn

    def discard(self, cards: Iterable[str]) -> None:
        """Put ``cards`` on the discard pile, in the order given."""
        self.discard_pile.extend(cards)

    def discard_random(self, hand: list[str], k: int, rng: Rng) -> list[str]:
        """Remove ``k`` cards chosen at random from ``hand`` (in place) and discard them.

        A hand with fewer than ``k`` cards loses all of them. Returns the cards discarded.
        """
        if k < 0:
            raise ValueError(f"discard_random() needs k >= 0, got {k}")
        picked = rng.sample(range(len(hand)), min(k, len(hand)))
        lost = [hand[i] for i in sorted(picked)]
        for i in sorted(picked, reverse=True):
            del hand[i]
        self.discard(lost)
        return lost
