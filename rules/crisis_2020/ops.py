"""What happens to counters and cards, the same for every rule that moves them: placing,
neutralizing, eliminating and flipping units, drawing and discarding Crisis Cards, the 7 that
discards the top card, and the purple events that interrupt the game ("4.0"-"4.9")."""

from __future__ import annotations

import math

from ..core.messages import Msg
from . import words
from .components import CARDS, CHART, MAP, NUMBERED, UNITS
from .data import TYPES
from .state import ASIDE, NEUTRALIZED, POOL, CrisisState, Piece, Side, Step

# Each side's name, a message (catalogs/*/names.ftl): "Rebel", "Rebelle".
NAMES = words.SIDE


def other(side: str) -> Side:
    return "government" if side == "rebel" else "rebel"


# --- where units are -----------------------------------------------------------------------


def units_in(state: CrisisState, region: str, side: str | None = None) -> list[str]:
    """The units in ``region`` (of ``side``), in the counter mix's order."""
    return [
        u for u, p in state.pieces.items() if p.where == region and (side is None or p.side == side)
    ]


def boxed(state: CrisisState, side: str) -> list[str]:
    """``side``'s units in its half of the Neutralized Box."""
    return [u for u, p in state.pieces.items() if p.where == NEUTRALIZED and p.side == side]


def in_pool(state: CrisisState) -> list[str]:
    return [u for u, p in state.pieces.items() if p.where == POOL]


def by_region(state: CrisisState) -> dict[str, list[str]]:
    """Region (or box) -> the units in it, in the counter mix's order: one pass over the
    counters, for code that looks at every Region (the board)."""
    found: dict[str, list[str]] = {}
    for unit, piece in state.pieces.items():
        found.setdefault(piece.where, []).append(unit)
    return found


INFRASTRUCTURE = [u for u, spec in UNITS.items() if spec.type == "infrastructure"]


def infrastructure_of(state: CrisisState, region: str) -> str | None:
    """The side whose Infrastructure stands in ``region``, if any: who controls it ("1.0")."""
    for unit in INFRASTRUCTURE:
        if state.pieces[unit].where == region:
            return state.pieces[unit].side
    return None


def controlled(state: CrisisState, side: str) -> list[str]:
    """The Regions holding ``side``'s Infrastructure, in map order."""
    held = {
        p.where
        for u in INFRASTRUCTURE
        if (p := state.pieces[u]).side == side and p.where in MAP.places
    }
    return [r for r in MAP.places if r in held]


def value_of(state: CrisisState, side: str) -> int:
    """The total Value of the Regions holding ``side``'s Infrastructure ("4.1", "10.0")."""
    return sum(MAP.place(r).value for r in controlled(state, side))


def chart_draws(total: int) -> int:
    """Cards the Crisis Card Chart gives for a total Value ("4.1")."""
    for row in CHART:
        low, _, high = row.values.rstrip("+").partition("-")
        if int(low) <= total and (row.values.endswith("+") or total <= int(high or low)):
            return row.cards
    raise ValueError(f"the Crisis Card Chart has no row for {total}")


def is_playable(state: CrisisState, region: str) -> bool:
    """USA Regions always; Foreign Regions once their power is active ("7.34", "12.1")."""
    power = MAP.place(region).power
    return power is None or power in state.powers


def may_stand(state: CrisisState, unit: str, region: str) -> bool:
    """Stacking ("6.2", "7.35"): one Infrastructure and one National Guard per Region, of
    either side; any number of other units."""
    kind = UNITS[unit].type
    if not TYPES[kind].one_per_region:
        return True
    return not any(UNITS[u].type == kind for u in units_in(state, region) if u != unit)


def describe(unit: str) -> Msg:
    """'Insurgents 1 (Insurgents)': the unit's name and type."""
    return words.described(unit)


# --- moving units between the map and the boxes ---------------------------------------------


def place(state: CrisisState, unit: str, side: str, region: str) -> None:
    state.pieces[unit] = Piece(where=region, side=side)  # type: ignore[arg-type]


def neutralize(state: CrisisState, unit: str) -> None:
    """To its side's half of the Neutralized Box, until its Recovery Phase ("9.0")."""
    side = state.pieces[unit].side
    state.pieces[unit] = Piece(where=NEUTRALIZED, side=side)
    state.say(Msg("c2020-neutralized", unit=describe(unit), side=NAMES[side or "rebel"]))


def eliminate(state: CrisisState, unit: str) -> None:
    """To the Recruitment Pool, where either side may recruit it again ("5.64")."""
    side = state.pieces[unit].side
    state.pieces[unit] = Piece(where=POOL, side=None)
    state.say(Msg("c2020-eliminated", unit=describe(unit), side=NAMES[side or "rebel"]))


def flip(state: CrisisState, unit: str) -> None:
    """It changes sides where it stands ("6.2": Defection)."""
    piece = state.pieces[unit]
    new_side = other(piece.side or "rebel")
    state.pieces[unit] = Piece(where=piece.where, side=new_side)
    state.say(Msg("c2020-defects", unit=describe(unit), side=NAMES[new_side]))


def set_aside(state: CrisisState, unit: str) -> None:
    state.pieces[unit] = Piece(where=ASIDE, side=None)


# --- the Crisis Deck ---------------------------------------------------------------------------


def card_name(card: str) -> str:
    return words.card(card)


def discard(state: CrisisState, card: str) -> None:
    """Face up on the discard pile, or out of the game when the card says so ("4.6")."""
    if CARDS[card].remove:
        state.removed.append(card)
    else:
        state.deck.discard_pile.append(card)


def reshuffle(state: CrisisState) -> None:
    """A new draw pile, as at setup ("11.1"): Extremists set aside, the rest shuffled and cut
    about two thirds of the way down, Extremists shuffled into the smaller third, which goes to
    the bottom. Made from the discards and what is left of the draw pile ("4.0": when
    Extremists is drawn or discarded by a 7, and when the draw pile runs out)."""
    extremists = NUMBERED[80]
    cards = [c for c in [*state.deck.draw_pile, *state.deck.discard_pile] if c != extremists]
    state.rng.shuffle(cards)
    cut = math.ceil(len(cards) * 2 / 3)
    top, bottom = cards[:cut], cards[cut:]
    if extremists not in state.removed and not any(extremists in h for h in state.hands.values()):
        bottom.append(extremists)
        state.rng.shuffle(bottom)
    state.deck.draw_pile = top + bottom
    state.deck.discard_pile = []
    state.deck.reshuffles += 1
    state.block_undo()


def _top(state: CrisisState) -> str | None:
    if not state.deck.draw_pile and state.deck.discard_pile:
        reshuffle(state)
        state.say(Msg("c2020-draw-pile-ran-out"))
    if not state.deck.draw_pile:
        return None
    state.block_undo()
    return state.deck.draw_pile.pop(0)


def draw(
    state: CrisisState, side: Side, n: int, *, setup: bool = False, why: Msg | None = None
) -> int:
    """``side`` draws ``n`` Crisis Cards; returns how many reached the hand. An Event of the
    other side's colour is discarded face up, with no replacement ("4.3"); a purple one is
    carried out at once ("4.4"), except at setup, where Economic Collapse and Special Election
    are discarded and replaced ("11.3"). ``why`` names a draw its caller has not announced
    (a result of the tables, named by a message): the log tells how many, never which."""
    if why is not None:
        state.say(Msg("c2020-why-draws", why=why, side=NAMES[side], count=n))
    kept = 0
    left = n
    while left > 0:
        card = _top(state)
        if card is None:
            state.say(Msg("c2020-deck-empty", side=NAMES[side]))
            break
        spec = CARDS[card]
        if spec.holder == "purple":
            if setup and spec.effect in ("economic-collapse", "special-election"):
                state.deck.discard_pile.append(card)
                state.say(Msg("c2020-draws-at-setup", side=NAMES[side], card=card_name(card)))
                continue
            left -= 1
            state.say(Msg("c2020-draws-purple", side=NAMES[side], card=card_name(card)))
            purple(state, card, side)
            continue
        left -= 1
        if spec.holder == other(side):
            state.deck.discard_pile.append(card)
            state.say(Msg("c2020-draws-other-sides", side=NAMES[side], card=card_name(card)))
            continue
        state.hands[side].append(card)
        kept += 1
    return kept


def discard_random(state: CrisisState, side: Side, n: int, why: Msg) -> None:
    """``side`` discards ``n`` cards chosen at random ("4.7"), for ``why`` (a message: a card's
    or a result's name); what it cannot discard, its opponent draws instead ("4.8", momentum)."""
    hand = state.hands[side]
    taken = []
    for _ in range(min(n, len(hand))):
        taken.append(hand.pop(state.rng.below(len(hand))))
    for card in taken:
        discard(state, card)
    if taken:
        names = Msg.join(*(card_name(c) for c in taken), sep=", ")
        state.say(
            Msg("c2020-discards-random", why=why, side=NAMES[side], count=len(taken), cards=names)
        )
    short = n - len(taken)
    if short > 0:
        state.say(Msg("c2020-momentum", side=NAMES[side], short=short, other=NAMES[other(side)]))
        draw(state, other(side), short)


def seven(state: CrisisState, roller: Side) -> None:
    """A 7 was rolled: the top card of the Crisis Deck is discarded face up, without effect,
    except Extremists, which is carried out ("2.0: The Dice", "4.0", "4.4")."""
    card = _top(state)
    if card is None:
        return
    if CARDS[card].effect == "extremists":
        state.say(Msg("c2020-seven-extremists"))
        purple(state, card, roller)
        return
    state.deck.discard_pile.append(card)
    state.say(Msg("c2020-seven-discards", card=card_name(card)))


# --- the purple events ("4.4") ---------------------------------------------------------------


def purple(state: CrisisState, card: str, drawer: Side) -> None:
    effect = CARDS[card].effect
    first, second = drawer, other(drawer)
    if effect == "economic-collapse":
        for side in (first, second):
            half = math.ceil(len(state.hands[side]) / 2)
            discard_random(state, side, half, card_name(card))
        state.deck.discard_pile.append(card)
    elif effect == "special-election":
        values = {s: value_of(state, s) for s in (first, second)}
        if values[first] == values[second]:
            state.say(Msg("c2020-election-tie", card=card_name(card)))
            state.deck.discard_pile.append(card)
            for side in (first, second):
                draw(state, side, 1)
        else:
            behind = min((first, second), key=lambda s: values[s])
            state.say(Msg("c2020-election-behind", card=card_name(card), side=NAMES[behind]))
            state.deck.discard_pile.append(card)
            draw(state, behind, 2)
    else:  # extremists
        state.deck.discard_pile.append(card)
        state.say(Msg("c2020-extremists", card=card_name(card)))
        reshuffle(state)
        steps = [Step(kind="insurgent", side=side, card=card) for side in (first, second)]
        state.queue[:0] = steps


def insurgents_in_pool(state: CrisisState, power: str = "usa") -> list[str]:
    return [u for u in in_pool(state) if UNITS[u].type == "insurgent" and UNITS[u].power == power]
