"""Blunders of the Spanish Civil War: whole moves no player who has read the rulebook makes
(ARCHITECTURE.md, "Computer players"), each judged against the rules, and the positions where each
may be made.

A detector takes the title, a position, the role to move and its whole move (the steps
`rules.core.computer.decide` or `scripted_move` return) and says what was wrong, or None.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rules.core import Choice
from rules.core.computer import scripted_move
from rules.core.protocol import Title
from rules.core.rng import Rng, seed_from_text
from rules.spanish_civil_war import CARDS, TITLE, SCWState
from rules.spanish_civil_war.cards import is_usable
from rules.spanish_civil_war.state import opponent
from rules.spanish_civil_war.title import HAND_LIMIT, is_committable

Move = tuple[Choice, ...]
Detector = Callable[[Title, SCWState, str, Move], str | None]


def _args(move: Move, verb: str) -> set[str]:
    return {str(c.arg) for c in move if c.verb == verb}


def _mine(state: SCWState, role: str, card: str) -> bool:
    return is_usable(CARDS[card], role, state.options)


def _useless(state: SCWState, role: str, card: str) -> bool:
    """A card of the other side that holding does not deny it: not one of its Events (holding
    the other side's Event keeps it from coming back to it, so a card you may only discard is kept
    to deny it, never otherwise)."""
    return not _mine(state, role, card) and CARDS[card].type != "E"


def recruit_keeps_a_card_of_the_other_side(
    title: Title, state: SCWState, role: str, move: Move
) -> str | None:
    """RECRUIT PHASE ("discard up to 4 cards and draw replacement cards"), THE DECKS ("Some
    cards can be used by only one Player"): a card of the other side in hand is worth nothing
    to him, a card of his own may be played; discarding his own while keeping one he may only
    discard throws away a card for nothing (but for an Event of the other side, held to deny
    it)."""
    if state.phase != "recruit" or move[-1].verb != "done":
        return None
    discarded = set(state.marked[role]) | _args(move, "discard")
    discarded -= _args(move, "keep")
    own = [c for c in discarded if _mine(state, role, c)]
    theirs = [c for c in state.hands[role] if _useless(state, role, c) and c not in discarded]
    if own and theirs:
        return f"discarded his own {own} while keeping the other side's {theirs}"
    return None


def logistics_keeps_a_card_of_the_other_side(
    title: Title, state: SCWState, role: str, move: Move
) -> str | None:
    """LOGISTICS PHASE ("discard down to 3 or fewer cards"): of the three places, one given to
    a card he may only discard is one taken from a card of his own he could play next turn (but
    for an Event of the other side, held to deny it)."""
    if state.phase != "logistics" or move[-1].verb != "done":
        return None
    kept = (set(state.kept[role]) | _args(move, "keep")) - _args(move, "unkeep")
    theirs = [c for c in kept if _useless(state, role, c)]
    dropped = [
        c
        for c in state.hands[role]
        if c not in kept and _mine(state, role, c) and CARDS[c].type != "E"
    ]
    if theirs and dropped:
        return f"kept the other side's {theirs} and discarded his own {dropped}"
    return None


def passes_holding_an_event(title: Title, state: SCWState, role: str, move: Move) -> str | None:
    """EVENT PHASE ("Event cards are played in this Phase"): ending the phase by passing after
    the other side has passed, holding an Event he may play: it can then only be kept in one of
    the three places the Logistics Phase leaves, and every Event of the list (draws, the other
    side's random discards, Morale) is worth playing now. (Passing while the other side may
    still play is a question of order, not a blunder: it may play its Events first.)"""
    if state.phase != "event" or state.keep_from or move[0].verb != "pass" or not state.passes:
        return None
    playable = [c.arg for c in title.choices(state, role) if c.verb == "play"]
    return f"passed holding the Events {playable}" if playable else None


def holds_back_when_a_loss_ends_the_game(
    title: Title, state: SCWState, role: str, move: Move
) -> str | None:
    """ATTACK PHASE ("The loser loses one Morale Token"; "If the Active player won, he may take
    a TT from the defender"), VICTORY: when losing this attack loses the game, every card he
    may commit can only help (each adds its Force, and a type the other lacks its bonus), and
    a card kept for later is worth nothing once the game is lost."""
    if state.phase != "attack" or state.awaiting_territory or move[-1].verb != "confirm":
        return None
    attacking = role == state.active_player
    last = state.morale[role] == 1 or (not attacking and state.territory[role] == 1)
    if not last:
        return None
    committed = (set(state.committed[role]) | _args(move, "commit")) - _args(move, "uncommit")
    held = [
        c for c in state.hands[role] if c not in committed and is_committable(state, role, CARDS[c])
    ]
    return f"held back {held} when losing this attack loses the game" if held else None


def holds_back_more_than_logistics_keeps(
    title: Title, state: SCWState, role: str, move: Move
) -> str | None:
    """ATTACK PHASE, LOGISTICS PHASE ("Players must discard down to 3 or fewer cards"): of the
    cards he may commit and does not, all but three are discarded at Logistics unplayed, so
    holding back more than three wastes a card that could have counted."""
    if state.phase != "attack" or state.awaiting_territory or move[-1].verb != "confirm":
        return None
    committed = (set(state.committed[role]) | _args(move, "commit")) - _args(move, "uncommit")
    held = [
        c for c in state.hands[role] if c not in committed and is_committable(state, role, CARDS[c])
    ]
    if len(held) > HAND_LIMIT:
        return f"held back {len(held)} cards he may commit, and at most 3 are kept"
    return None


def declines_territory(title: Title, state: SCWState, role: str, move: Move) -> str | None:
    """ATTACK PHASE ("If the Active player won, he may take a TT from the defender"), VICTORY
    ("reduce your opponent to zero Territory Tokens"): a Territory Token taken brings the
    defender one nearer to losing and costs nothing."""
    if state.phase == "attack" and state.awaiting_territory and move[0].verb == "decline":
        return f"declined the {opponent(role)}' Territory Token"
    return None


def keeps_a_card_of_the_other_side_from_five(
    title: Title, state: SCWState, role: str, move: Move
) -> str | None:
    """ "Draw 5 Cards and keep 1" (Intellectuals): keeping a card he may only discard when one
    of his own was drawn is keeping nothing."""
    if state.phase != "event" or not state.keep_from or move[0].verb != "keep":
        return None
    kept = str(move[0].arg)
    own = [c for c in state.keep_from if _mine(state, role, c)]
    if own and not _mine(state, role, kept):
        return f"kept the other side's {kept} over his own {own}"
    return None


BLUNDERS: list[Detector] = [
    recruit_keeps_a_card_of_the_other_side,
    logistics_keeps_a_card_of_the_other_side,
    passes_holding_an_event,
    holds_back_when_a_loss_ends_the_game,
    holds_back_more_than_logistics_keeps,
    declines_territory,
    keeps_a_card_of_the_other_side_from_five,
]


def positions(games: int, seed: str = "blunders") -> Iterator[tuple[SCWState, str]]:
    """Positions where a side must decide, along ``games`` games that the scripted player plays
    on one side and random choices on the other (so that odd hands are met too)."""
    for game in range(games):
        rng = Rng(seed=seed_from_text(f"{seed} {game}"))
        state = TITLE.setup(seed_from_text(f"{seed} game {game}"), "standard")
        scripted_side = ("nationalists", "republicans")[game % 2]
        while state.outcome is None:
            role = next(r for r in TITLE.active(state) if TITLE.choices(state, r))
            picks = (state.marked, state.kept, state.committed)
            if not any(picked.get(role) for picked in picks):
                yield state, role
            if role == scripted_side:
                move = scripted_move(TITLE, state, role)
            else:
                move = (rng.choice(TITLE.choices(state, role)),)
            for choice in move:
                state = TITLE.apply(state, role, choice)
