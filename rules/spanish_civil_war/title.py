"""The Spanish Civil War procedure, in the rulebook's order (see the package docstring for the
decisions taken where the rulebook is silent).

Each choice adds at most a line or two to the public log: what happened, then the phase that
begins. Handlers that end a phase return the sentence saying so, for the caller to join.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..core.decks import Deck
from ..core.protocol import BaseTitle, Board, Choice, GameOption, Outcome, Private, Scenario
from ..core.rng import Rng
from ..core.text import plural
from ..core.typed import Plan
from . import typed, views
from .board import SCWBoard
from .cards import CARDS, SOVIET_AID_OPTION, TYPE_BONUS, TYPE_NAMES, Card, is_usable
from .state import ROLE_NAMES, ROLES, AttackRecord, SCWState, opponent

# TERRITORY TOKENS, MORALE TOKENS: "Each player starts the game with 5 ... / 10 ..."
START_TERRITORY = 5
START_MORALE = 10
# RECRUIT PHASE: "fill their hands to 8 cards", "discard up to 4 cards".
HAND_SIZE = 8
RECRUIT_DISCARDS = 4
# LOGISTICS PHASE: "discard down to 3 or fewer cards".
HAND_LIMIT = 3


# What a phase asks a role (prompt and legal choices), and how it carries out a legal choice.
Prompt = Callable[[SCWState, str], tuple[str, list[Choice]]]
Handler = Callable[[SCWState, str, Choice], None]


def _the(role: str) -> str:
    return f"the {ROLE_NAMES[role]}"


def _card_choice(verb: str, card: Card, text: str) -> Choice:
    return Choice(verb=verb, arg=card.id, label=f"{text} {card.label}")


# Recruit and Logistics share one shape: each player, in secret, picks up to ``limit`` cards
# one at a time (and may take a pick back), then says Done; both done resolves the phase.
def _picking(
    hand: list[str],
    picked: list[str],
    limit: int,
    pick: tuple[str, str],
    unpick: tuple[str, str],
    done: str,
) -> list[Choice]:
    choices = []
    if len(picked) < limit:
        choices += [_card_choice(pick[0], CARDS[c], pick[1]) for c in hand if c not in picked]
    choices += [_card_choice(unpick[0], CARDS[c], unpick[1]) for c in picked]
    return [*choices, Choice(verb="done", label=done)]


def _pick(state: SCWState, role: str, picked: list[str], choice: Choice, pick_verb: str) -> bool:
    """Carry out a pick, an unpick or Done; True when both roles are now done."""
    if choice.verb == pick_verb:
        picked.append(str(choice.arg))
    elif choice.verb == "done":
        state.finished.append(role)
        return len(state.finished) == len(ROLES)
    else:  # the unpick verb
        picked.remove(str(choice.arg))
    return False


# --- VICTORY ---
def _check_victory(state: SCWState) -> None:
    """VICTORY: "You win if you reduce your opponent to zero Territory Tokens or Morale Tokens."

    Called after every change of tokens, so the game ends at once.
    """
    for role in ROLES:
        for kind, tokens in (("Territory", state.territory), ("Morale", state.morale)):
            if tokens[role] <= 0:
                winner = opponent(role)
                reason = f"The {ROLE_NAMES[role]} have no {kind} Tokens left"
                state.outcome = Outcome(winners=[winner], reason=reason)
                state.phase = "over"
                state.say(f"{reason}: {_the(winner)} win (VICTORY).")
                return


# --- TURN SEQUENCE ---
def _turn_order(state: SCWState) -> list[str]:
    """Where both players do something at once, the active player's part is carried out first."""
    return [state.active_player, opponent(state.active_player)]


def _begin_turn(state: SCWState) -> None:
    """TURN SEQUENCE: "The Nationalist Forces go first"; each turn runs Recruit, Event, Attack
    and Logistics Phases."""
    header = f"Turn {state.turn}: {_the(state.active_player)} are the active player."
    state.say(f"{header} {_begin_recruit(state)}")


def _end_turn(state: SCWState) -> None:
    """TURN SEQUENCE: "Players take turns." The defender becomes the active player."""
    state.turn += 1
    state.active_player = opponent(state.active_player)
    _begin_turn(state)


# --- RECRUIT PHASE ---
def _begin_recruit(state: SCWState) -> str:
    """RECRUIT PHASE: "Both players fill their hands to 8 cards. (If a deck runs out, shuffle
    the discard and draw from it)". With the draw and discard piles both empty a hand is filled
    as far as the cards go."""
    state.phase = "recruit"
    state.finished = []
    state.marked = {role: [] for role in ROLES}
    draws = []
    for role in _turn_order(state):
        hand = state.hands[role]
        drawn = state.deck.draw(max(0, HAND_SIZE - len(hand)), state.rng)
        hand.extend(drawn)
        short = "" if len(hand) >= HAND_SIZE else f" (no more cards: {len(hand)} in hand)"
        draws.append(f"{_the(role)} draw {plural(len(drawn), 'card')}{short}")
    state.block_undo()
    return (
        f"Recruit phase: {' and '.join(draws)}; both sides may now discard up to 4 cards, in "
        "secret, and redraw."
    )


def _recruit_prompt(state: SCWState, role: str) -> tuple[str, list[Choice]]:
    marked = state.marked[role]
    done = (
        f"Done: discard and redraw {plural(len(marked), 'card')}"
        if marked
        else "Done: keep my hand"
    )
    choices = _picking(
        state.hands[role],
        marked,
        RECRUIT_DISCARDS,
        ("discard", "Discard"),
        ("keep", "Keep (take back)"),
        done,
    )
    prompt = (
        f"Recruit phase: pick up to {RECRUIT_DISCARDS} cards to discard, one at a time, then "
        "Done; you draw as many replacements (RECRUIT PHASE). "
        f"Picked so far: {len(marked)} of {RECRUIT_DISCARDS}."
    )
    return prompt, choices


def _recruit_apply(state: SCWState, role: str, choice: Choice) -> None:
    if _pick(state, role, state.marked[role], choice, "discard"):
        state.say(f"{_resolve_recruit(state)} {_begin_event(state)}")


def _resolve_recruit(state: SCWState) -> str:
    """Both chose in secret; the discards and draws are now carried out, active player first.
    Only the number of cards is public: the discards go face down."""
    done = []
    for role in _turn_order(state):
        marked = state.marked[role]
        if not marked:
            done.append(f"{_the(role)} kept their hand")
            continue
        hand = state.hands[role]
        for card in marked:
            hand.remove(card)
        state.deck.discard(marked)
        hand.extend(state.deck.draw(len(marked), state.rng))
        done.append(f"{_the(role)} discarded and redrew {plural(len(marked), 'card')}")
        state.block_undo()
    state.marked = {role: [] for role in ROLES}
    return f"Recruit: {', '.join(done)}."


# --- EVENT PHASE ---
def _begin_event(state: SCWState) -> str:
    """EVENT PHASE: "Players take turns, the active player first." The phase ends when both
    players pass in a row (package docstring)."""
    state.phase = "event"
    state.event_turn = state.active_player
    state.passes = 0
    return f"Event phase: {_the(state.active_player)} play or pass first."


def _event_prompt(state: SCWState, role: str) -> tuple[str, list[Choice]]:
    if state.keep_from:
        choices = [_card_choice("keep", CARDS[c], "Keep") for c in state.keep_from]
        n = len(state.keep_from)
        prompt = f"Draw 5 Cards and keep 1: keep 1 of the {plural(n, 'card')} drawn (EVENT PHASE)."
        return prompt, choices
    choices = [
        _card_choice("play", card, "Play")
        for card in (CARDS[c] for c in state.hands[role])
        if card.type == "E" and is_usable(card, role, state.options)
    ]
    if choices:
        prompt = "Event phase: play one of your Events, or pass (EVENT PHASE)."
    else:
        prompt = "Event phase: you hold no Event you may play; pass (EVENT PHASE)."
    choices.append(Choice(verb="pass", label="Pass"))
    return prompt, choices


def _event_apply(state: SCWState, role: str, choice: Choice) -> None:
    if choice.verb == "pass":
        state.passes += 1
        if state.passes == len(ROLES):
            state.say(f"The {ROLE_NAMES[role]} pass. {_begin_attack(state)}")
            return
        state.say(f"The {ROLE_NAMES[role]} pass.")
    elif choice.verb == "keep":
        _keep_one(state, role, str(choice.arg))
    else:  # play
        card = CARDS[str(choice.arg)]
        state.hands[role].remove(card.id)
        state.passes = 0
        state.block_undo()  # the card is shown: taking it back would not hide it again
        state.say(f"The {ROLE_NAMES[role]} play {card.label}: {_resolve_event(state, role, card)}")
        # "Event cards are discarded when played": after the effect, so an Event never draws
        # itself back.
        state.deck.discard([card.id])
        _check_victory(state)
    if state.outcome is None and not state.keep_from:
        state.event_turn = opponent(role)


def _resolve_event(state: SCWState, role: str, card: Card) -> str:
    """Carry out an Event's effect (its Note in the card list); returns what happened."""
    foe = opponent(role)
    if card.effect == "draw-2":
        drawn = state.deck.draw(2, state.rng)
        state.hands[role].extend(drawn)
        state.block_undo()
        return f"they draw {plural(len(drawn), 'card')}."
    if card.effect == "opponent-discards-2-random":
        lost = state.deck.discard_random(state.hands[foe], 2, state.rng)
        state.block_undo()
        return f"{_the(foe)} discard {plural(len(lost), 'card')} at random, face down."
    if card.effect == "opponent-loses-morale":
        state.morale[foe] -= 1
        return f"{_the(foe)} lose 1 Morale Token ({state.morale[foe]} left)."
    if card.effect == "gain-morale":
        # The rulebook sets no maximum: a side may go above its starting 10 (package docstring).
        state.morale[role] += 1
        return f"they gain 1 Morale Token ({state.morale[role]})."
    # draw-5-keep-1
    drawn = state.deck.draw(5, state.rng)
    state.block_undo()
    state.keep_from = drawn
    if not drawn:
        return "they find no cards left to draw."
    return f"they draw {plural(len(drawn), 'card')} and will keep 1."


def _keep_one(state: SCWState, role: str, kept: str) -> None:
    """The second half of "Draw 5 Cards and keep 1": the other cards drawn go to the discard
    pile face down, unnamed."""
    rest = [c for c in state.keep_from if c != kept]
    state.hands[role].append(kept)
    state.deck.discard(rest)
    state.keep_from = []
    state.say(
        f"The {ROLE_NAMES[role]} keep 1 card and discard {plural(len(rest), 'card')} face down."
    )


# --- ATTACK PHASE ---
def _begin_attack(state: SCWState) -> str:
    state.phase = "attack"
    state.finished = []
    state.committed = {role: [] for role in ROLES}
    state.awaiting_territory = False
    return (
        f"Attack phase: {_the(state.active_player)} attack; both sides commit cards in secret, "
        "revealed together."
    )


def is_committable(state: SCWState, role: str, card: Card) -> bool:
    """Any usable card with a Force (Events belong to the Event Phase), and ATTACK PHASE: "The
    active player may play Offensive cards (not Defense). The defender may play Defense cards
    (not Offensive)"."""
    if card.type == "E" or not is_usable(card, role, state.options):
        return False
    attacking = role == state.active_player
    return not ((attacking and card.type == "D") or (not attacking and card.type == "O"))


def _attack_prompt(state: SCWState, role: str) -> tuple[str, list[Choice]]:
    if state.awaiting_territory:
        defender = _the(opponent(role))
        prompt = (
            f"You won the attack: you may take a Territory Token from {defender} (ATTACK PHASE)."
        )
        return prompt, [
            Choice(verb="take territory", label=f"Take a Territory Token from {defender}"),
            Choice(verb="decline", label="Decline"),
        ]
    committed = state.committed[role]
    choices = [
        _card_choice("commit", card, "Commit")
        for card in (CARDS[c] for c in state.hands[role])
        if card.id not in committed and is_committable(state, role, card)
    ]
    choices += [_card_choice("uncommit", CARDS[c], "Take back") for c in committed]
    confirm = (
        f"Confirm: reveal {plural(len(committed), 'card')}" if committed else "Confirm: no cards"
    )
    choices.append(Choice(verb="confirm", label=confirm))
    if role == state.active_player:
        stance = "You attack: you may commit Offensive cards, not Defense."
    else:
        stance = "You defend: you may commit Defense cards, not Offensive."
    prompt = (
        f"Attack phase: {stance} Commit any cards in secret, one at a time, then Confirm; both "
        f"sides reveal together (ATTACK PHASE). Committed: {len(committed)}."
    )
    return prompt, choices


def _attack_apply(state: SCWState, role: str, choice: Choice) -> None:
    if choice.verb == "commit":
        state.committed[role].append(str(choice.arg))
    elif choice.verb == "uncommit":
        state.committed[role].remove(str(choice.arg))
    elif choice.verb == "confirm":
        # Who has confirmed shows on the board ("waiting"); the log waits for the reveal.
        state.finished.append(role)
        if len(state.finished) == len(ROLES):
            _reveal_attack(state)
    elif choice.verb == "take territory":
        _take_territory(state, role)
    else:  # decline
        state.say(
            f"The {ROLE_NAMES[role]} decline to take a Territory Token. {_begin_logistics(state)}"
        )


def _arithmetic(role: str, cards: list[Card], bonus_types: list[str], total: int) -> str:
    terms = [f"{card.name} {card.strength}" for card in cards]
    terms += [f"{TYPE_NAMES[t]} bonus {TYPE_BONUS[t]}" for t in bonus_types]
    return f"{ROLE_NAMES[role]}: {' + '.join(terms) or 'no cards'} = {total}"


def _reveal_attack(state: SCWState) -> None:
    """ATTACK PHASE: "Players simultaneously reveal the cards they want to play." Highest Force
    total wins; "+5" Leader, "+4" Air Power, "+3" Strategy for a type the opponent does not use.
    A tie has no winner and no loser (package docstring)."""
    attacker = state.active_player
    order = [attacker, opponent(attacker)]
    played = {role: [CARDS[c] for c in state.committed[role]] for role in order}
    types = {role: {card.type for card in played[role]} for role in order}
    bonuses = {
        role: [t for t in TYPE_BONUS if t in types[role] and t not in types[opponent(role)]]
        for role in order
    }
    totals = {
        role: sum(card.strength for card in played[role])
        + sum(TYPE_BONUS[t] for t in bonuses[role])
        for role in order
    }
    a, d = (totals[role] for role in order)
    winner = attacker if a > d else order[1] if d > a else None
    sums = "; ".join(_arithmetic(r, played[r], bonuses[r], totals[r]) for r in order)
    text = f"{sums}. " + (f"The {ROLE_NAMES[winner]} win." if winner else "A tie.")
    for role in order:
        for card in state.committed[role]:
            state.hands[role].remove(card)
        # "All played cards are discarded."
        state.deck.discard(state.committed[role])
    state.last_attack = AttackRecord(
        turn=state.turn,
        attacker=attacker,
        defender=order[1],
        cards={role: list(state.committed[role]) for role in order},
        bonuses=bonuses,
        totals=totals,
        winner=winner,
        text=text,
        deck_reshuffles=state.deck.reshuffles,
    )
    state.committed = {role: [] for role in ROLES}
    state.block_undo()
    if winner is None:
        state.say(f"Attack revealed: {text} Nobody loses anything. {_begin_logistics(state)}")
        return
    loser = opponent(winner)
    # "The loser loses one Morale Token (removed from play)"
    state.morale[loser] -= 1
    lost = f"The {ROLE_NAMES[loser]} lose 1 Morale Token ({state.morale[loser]} left)."
    if winner == attacker and state.morale[loser] > 0:
        # "If the Active player won, he may take a TT from the defender." "May": he chooses.
        state.awaiting_territory = True
        state.say(f"Attack revealed: {text} {lost}")
    elif state.morale[loser] > 0:
        state.say(f"Attack revealed: {text} {lost} {_begin_logistics(state)}")
    else:
        state.say(f"Attack revealed: {text} {lost}")
        _check_victory(state)


def _take_territory(state: SCWState, role: str) -> None:
    """The Territory Token taken passes to the attacker (package docstring)."""
    defender = opponent(role)
    state.territory[defender] -= 1
    state.territory[role] += 1
    state.awaiting_territory = False
    if state.last_attack is not None:
        state.last_attack.territory_taken = True
    took = (
        f"The {ROLE_NAMES[role]} take a Territory Token from {_the(defender)} "
        f"({state.territory[role]} to {state.territory[defender]})."
    )
    if state.territory[defender] > 0:
        state.say(f"{took} {_begin_logistics(state)}")
    else:
        state.say(took)
        _check_victory(state)


# --- LOGISTICS PHASE ---
def _begin_logistics(state: SCWState) -> str:
    """LOGISTICS PHASE: "Players must discard down to 3 or fewer cards." Each player picks the
    cards he keeps, at most 3, and discards the rest; both choose at the same time, in secret,
    and the discards are carried out when both are done (package docstring)."""
    state.phase = "logistics"
    state.awaiting_territory = False
    state.finished = []
    state.kept = {role: [] for role in ROLES}
    return "Logistics phase: both sides discard down to 3 cards or fewer, in secret."


def _logistics_prompt(state: SCWState, role: str) -> tuple[str, list[Choice]]:
    kept = state.kept[role]
    dropped = len(state.hands[role]) - len(kept)
    done = f"Done: keep {plural(len(kept), 'card')}, discard {dropped}"
    choices = _picking(
        state.hands[role], kept, HAND_LIMIT, ("keep", "Keep"), ("unkeep", "Don't keep"), done
    )
    prompt = (
        f"Logistics phase: discard down to {HAND_LIMIT} cards or fewer (LOGISTICS PHASE). "
        f"Pick up to {HAND_LIMIT} cards to keep, one at a time, then Done discards the rest. "
        f"Kept: {len(kept)} of {HAND_LIMIT}."
    )
    return prompt, choices


def _logistics_apply(state: SCWState, role: str, choice: Choice) -> None:
    if _pick(state, role, state.kept[role], choice, "keep"):
        state.say(_resolve_logistics(state))
        _end_turn(state)


def _resolve_logistics(state: SCWState) -> str:
    done = []
    for role in _turn_order(state):
        kept = state.kept[role]
        dropped = [c for c in state.hands[role] if c not in kept]
        state.hands[role] = [c for c in state.hands[role] if c in kept]
        state.deck.discard(dropped)
        done.append(f"{_the(role)} discard {plural(len(dropped), 'card')}")
    state.kept = {role: [] for role in ROLES}
    return f"Logistics: {' and '.join(done)}, face down."


# --- the title ---
class SpanishCivilWar(BaseTitle[SCWState]):
    id: ClassVar[str] = "spanish-civil-war"
    name: ClassVar[str] = "Spanish Civil War"
    roles: ClassVar[tuple[str, ...]] = ROLES
    role_names: ClassVar[dict[str, str]] = ROLE_NAMES
    scenarios: ClassVar[dict[str, Scenario]] = {
        "standard": Scenario(
            id="standard",
            name="Standard game",
            description="The whole war, 1936-9: 5 Territory and 10 Morale Tokens a side.",
        )
    }
    options: ClassVar[dict[str, GameOption]] = {
        SOVIET_AID_OPTION: GameOption(
            id=SOVIET_AID_OPTION,
            description=(
                'The Republicans, not the Nationalists as printed, may play "Soviet Military Aid".'
            ),
        )
    }
    state_type: ClassVar[type[SCWState]] = SCWState

    _PHASES: ClassVar[dict[str, tuple[Prompt, Handler]]] = {
        "recruit": (_recruit_prompt, _recruit_apply),
        "event": (_event_prompt, _event_apply),
        "attack": (_attack_prompt, _attack_apply),
        "logistics": (_logistics_prompt, _logistics_apply),
    }

    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> SCWState:
        # THE DECKS: "Players share a deck."; "The Nationalist Forces go first."
        state = SCWState(
            **state_fields,
            rng=rng,
            deck=Deck(),
            hands={role: [] for role in ROLES},
            territory={role: START_TERRITORY for role in ROLES},
            morale={role: START_MORALE for role in ROLES},
            active_player=ROLES[0],
        )
        state.deck = Deck.shuffled(CARDS, state.rng)
        state.say(
            f"The shared deck of {len(CARDS)} cards is shuffled. Each side has "
            f"{START_TERRITORY} Territory and {START_MORALE} Morale Tokens."
        )
        _begin_turn(state)
        return state

    def active(self, state: SCWState) -> list[str]:
        if state.outcome is not None:
            return []
        if state.phase == "event":
            return [state.event_turn]
        if state.phase == "attack" and state.awaiting_territory:
            return [state.active_player]
        return [role for role in ROLES if role not in state.finished]

    def _prompt(self, state: SCWState, role: str) -> tuple[str, list[Choice]]:
        return self._PHASES[state.phase][0](state, role)

    def _apply(self, state: SCWState, role: str, choice: Choice) -> None:
        self._PHASES[state.phase][1](state, role, choice)

    def pass_choice(self, state: SCWState, role: str) -> Choice | None:
        """What `/game skip` may choose for a player who let a deadline pass: only a choice
        that gives up something optional. Event: Pass. Attack: Decline the Territory, or
        Confirm with nothing committed. Recruit: keep the hand (discarding is optional).
        Logistics discards are compulsory and Draw 5 Keep 1 must keep one: no pass there.
        """
        legal = {c.verb: c for c in self.choices(state, role)}
        if state.phase == "event" and not state.keep_from:
            return legal.get("pass")
        if state.phase == "attack":
            if state.awaiting_territory:
                return legal.get("decline")
            return legal.get("confirm") if not state.committed[role] else None
        if state.phase == "recruit" and not state.marked[role]:
            return legal.get("done")
        return None

    board_model = SCWBoard

    def board(self, state: SCWState) -> Board:
        return views.board(state, self.active(state))

    def private(self, state: SCWState, role: str) -> Private:
        return views.private(state, role)

    def plan(self, state: SCWState, role: str, text: str) -> Plan:
        """`/play do:"discard Franco, Gold Reserves; done"` (see typed.py)."""
        return typed.parse(self, state, role, text)

    def redraw(self, state: SCWState, role: str, rng: Rng) -> SCWState:
        """What ``role`` cannot see dealt again (rules/spanish_civil_war/computer.py)."""
        from .computer import redraw

        return redraw(state, role, rng)

    def standing(self, state: SCWState) -> dict[str, float]:
        """How each side stands by VICTORY's counts (rules/spanish_civil_war/computer.py)."""
        from .computer import standing

        return standing(state)
