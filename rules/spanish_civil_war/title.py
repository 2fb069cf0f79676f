"""The Spanish Civil War procedure, in the rulebook's order (see the package docstring for the
decisions taken where the rulebook is silent).

Each choice adds at most a line or two to the public log: what happened, then the phase that
begins. Handlers that end a phase return the sentence saying so, for the caller to join.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar

from ..core.decks import Deck
from ..core.messages import Msg
from ..core.protocol import BaseTitle, Board, Choice, GameOption, Outcome, Private, Scenario
from ..core.rng import Rng
from ..core.typed import Plan
from . import typed, views
from .board import SCWBoard
from .cards import CARDS, SOVIET_AID_OPTION, TYPE_BONUS, Card, is_usable
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


def _card_choice(verb: str, card: Card, label: str) -> Choice:
    """A card offered as a choice: ``label`` the message that names the choice with it."""
    return Choice(verb=verb, arg=card.id, label=_card_label(label, card.id))


@cache
def _card_label(label: str, card: str) -> Msg:
    # The same few labels are made at every step (a search makes thousands): made once each.
    return Msg(label, card=CARDS[card].label)


# Recruit and Logistics share one shape: each player, in secret, picks up to ``limit`` cards
# one at a time (and may take a pick back), then says Done; both done resolves the phase.
def _picking(
    hand: list[str],
    picked: list[str],
    limit: int,
    pick: tuple[str, str],
    unpick: tuple[str, str],
    done: Msg,
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
        for kind, tokens in (("territory", state.territory), ("morale", state.morale)):
            if tokens[role] <= 0:
                winner = opponent(role)
                reason = Msg("scw-no-tokens", side=ROLE_NAMES[role], kind=kind)
                state.outcome = Outcome(winners=[winner], reason=reason)
                state.phase = "over"
                state.say(Msg("scw-victory", reason=reason, winner=ROLE_NAMES[winner]))
                return


# --- TURN SEQUENCE ---
def _turn_order(state: SCWState) -> list[str]:
    """Where both players do something at once, the active player's part is carried out first."""
    return [state.active_player, opponent(state.active_player)]


def _begin_turn(state: SCWState) -> None:
    """TURN SEQUENCE: "The Nationalist Forces go first"; each turn runs Recruit, Event, Attack
    and Logistics Phases."""
    header = Msg("scw-turn", turn=state.turn, side=ROLE_NAMES[state.active_player])
    state.say(Msg.join(header, _begin_recruit(state)))


def _end_turn(state: SCWState) -> None:
    """TURN SEQUENCE: "Players take turns." The defender becomes the active player."""
    state.turn += 1
    state.active_player = opponent(state.active_player)
    _begin_turn(state)


# --- RECRUIT PHASE ---
def _begin_recruit(state: SCWState) -> Msg:
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
        if len(hand) >= HAND_SIZE:
            draws.append(Msg("scw-draws", side=ROLE_NAMES[role], count=len(drawn)))
        else:
            draws.append(
                Msg("scw-draws-short", side=ROLE_NAMES[role], count=len(drawn), hand=len(hand))
            )
    state.block_undo()
    return Msg("scw-recruit-begins", first=draws[0], second=draws[1])


def _recruit_prompt(state: SCWState, role: str) -> tuple[Msg, list[Choice]]:
    marked = state.marked[role]
    done = Msg("scw-done-redraw", count=len(marked)) if marked else Msg("scw-done-keep-hand")
    choices = _picking(
        state.hands[role],
        marked,
        RECRUIT_DISCARDS,
        ("discard", "scw-choice-discard"),
        ("keep", "scw-choice-keep-back"),
        done,
    )
    prompt = Msg("scw-recruit-prompt", limit=RECRUIT_DISCARDS, picked=len(marked))
    return prompt, choices


def _recruit_apply(state: SCWState, role: str, choice: Choice) -> None:
    if _pick(state, role, state.marked[role], choice, "discard"):
        state.say(Msg.join(_resolve_recruit(state), _begin_event(state)))


def _resolve_recruit(state: SCWState) -> Msg:
    """Both chose in secret; the discards and draws are now carried out, active player first.
    Only the number of cards is public: the discards go face down."""
    done = []
    for role in _turn_order(state):
        marked = state.marked[role]
        if not marked:
            done.append(Msg("scw-kept-hand", side=ROLE_NAMES[role]))
            continue
        hand = state.hands[role]
        for card in marked:
            hand.remove(card)
        state.deck.discard(marked)
        hand.extend(state.deck.draw(len(marked), state.rng))
        done.append(Msg("scw-redrew", side=ROLE_NAMES[role], count=len(marked)))
        state.block_undo()
    state.marked = {role: [] for role in ROLES}
    return Msg("scw-recruit-done", first=done[0], second=done[1])


# --- EVENT PHASE ---
def _begin_event(state: SCWState) -> Msg:
    """EVENT PHASE: "Players take turns, the active player first." The phase ends when both
    players pass in a row (package docstring)."""
    state.phase = "event"
    state.event_turn = state.active_player
    state.passes = 0
    return Msg("scw-event-begins", side=ROLE_NAMES[state.active_player])


def _event_prompt(state: SCWState, role: str) -> tuple[Msg, list[Choice]]:
    if state.keep_from:
        choices = [_card_choice("keep", CARDS[c], "scw-choice-keep") for c in state.keep_from]
        return Msg("scw-keep-prompt", count=len(state.keep_from)), choices
    choices = [
        _card_choice("play", card, "scw-choice-play")
        for card in (CARDS[c] for c in state.hands[role])
        if card.type == "E" and is_usable(card, role, state.options)
    ]
    prompt = Msg("scw-event-prompt" if choices else "scw-event-prompt-none")
    choices.append(Choice(verb="pass", label=Msg("scw-choice-pass")))
    return prompt, choices


def _event_apply(state: SCWState, role: str, choice: Choice) -> None:
    if choice.verb == "pass":
        state.passes += 1
        if state.passes == len(ROLES):
            state.say(Msg.join(Msg("scw-passes", side=ROLE_NAMES[role]), _begin_attack(state)))
            return
        state.say(Msg("scw-passes", side=ROLE_NAMES[role]))
    elif choice.verb == "keep":
        _keep_one(state, role, str(choice.arg))
    else:  # play
        card = CARDS[str(choice.arg)]
        state.hands[role].remove(card.id)
        state.passes = 0
        state.block_undo()  # the card is shown: taking it back would not hide it again
        effect = _resolve_event(state, role, card)
        state.say(Msg("scw-plays", side=ROLE_NAMES[role], card=card.label, effect=effect))
        # "Event cards are discarded when played": after the effect, so an Event never draws
        # itself back.
        state.deck.discard([card.id])
        _check_victory(state)
    if state.outcome is None and not state.keep_from:
        state.event_turn = opponent(role)


def _resolve_event(state: SCWState, role: str, card: Card) -> Msg:
    """Carry out an Event's effect (its Note in the card list); returns what happened."""
    foe = opponent(role)
    if card.effect == "draw-2":
        drawn = state.deck.draw(2, state.rng)
        state.hands[role].extend(drawn)
        state.block_undo()
        return Msg("scw-they-draw", count=len(drawn))
    if card.effect == "opponent-discards-2-random":
        lost = state.deck.discard_random(state.hands[foe], 2, state.rng)
        state.block_undo()
        return Msg("scw-foe-discards", side=ROLE_NAMES[foe], count=len(lost))
    if card.effect == "opponent-loses-morale":
        state.morale[foe] -= 1
        return Msg("scw-foe-loses-morale", side=ROLE_NAMES[foe], left=state.morale[foe])
    if card.effect == "gain-morale":
        # The rulebook sets no maximum: a side may go above its starting 10 (package docstring).
        state.morale[role] += 1
        return Msg("scw-gains-morale", morale=state.morale[role])
    # draw-5-keep-1
    drawn = state.deck.draw(5, state.rng)
    state.block_undo()
    state.keep_from = drawn
    if not drawn:
        return Msg("scw-nothing-to-draw")
    return Msg("scw-draw-to-keep", count=len(drawn))


def _keep_one(state: SCWState, role: str, kept: str) -> None:
    """The second half of "Draw 5 Cards and keep 1": the other cards drawn go to the discard
    pile face down, unnamed."""
    rest = [c for c in state.keep_from if c != kept]
    state.hands[role].append(kept)
    state.deck.discard(rest)
    state.keep_from = []
    state.say(Msg("scw-keeps-one", side=ROLE_NAMES[role], count=len(rest)))


# --- ATTACK PHASE ---
def _begin_attack(state: SCWState) -> Msg:
    state.phase = "attack"
    state.finished = []
    state.committed = {role: [] for role in ROLES}
    state.awaiting_territory = False
    return Msg("scw-attack-begins", side=ROLE_NAMES[state.active_player])


def is_committable(state: SCWState, role: str, card: Card) -> bool:
    """Any usable card with a Force (Events belong to the Event Phase), and ATTACK PHASE: "The
    active player may play Offensive cards (not Defense). The defender may play Defense cards
    (not Offensive)"."""
    if card.type == "E" or not is_usable(card, role, state.options):
        return False
    attacking = role == state.active_player
    return not ((attacking and card.type == "D") or (not attacking and card.type == "O"))


def _attack_prompt(state: SCWState, role: str) -> tuple[Msg, list[Choice]]:
    if state.awaiting_territory:
        defender = ROLE_NAMES[opponent(role)]
        take = Msg("scw-choice-take-territory", side=defender)
        return Msg("scw-territory-prompt", side=defender), [
            Choice(verb="take territory", label=take),
            Choice(verb="decline", label=Msg("scw-choice-decline")),
        ]
    committed = state.committed[role]
    choices = [
        _card_choice("commit", card, "scw-choice-commit")
        for card in (CARDS[c] for c in state.hands[role])
        if card.id not in committed and is_committable(state, role, card)
    ]
    choices += [_card_choice("uncommit", CARDS[c], "scw-choice-uncommit") for c in committed]
    confirm = (
        Msg("scw-confirm-reveal", count=len(committed)) if committed else Msg("scw-confirm-none")
    )
    choices.append(Choice(verb="confirm", label=confirm))
    stance = "attack" if role == state.active_player else "defend"
    return Msg("scw-attack-prompt", stance=stance, committed=len(committed)), choices


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
        state.say(Msg.join(Msg("scw-declines", side=ROLE_NAMES[role]), _begin_logistics(state)))


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
        text="",
        deck_reshuffles=state.deck.reshuffles,
    )
    text = state.last_attack.text = views.attack_text(state.last_attack)
    state.committed = {role: [] for role in ROLES}
    state.block_undo()
    if winner is None:
        revealed = Msg("scw-attack-revealed", result=text)
        state.say(Msg.join(revealed, Msg("scw-nobody-loses"), _begin_logistics(state)))
        return
    loser = opponent(winner)
    # "The loser loses one Morale Token (removed from play)"
    state.morale[loser] -= 1
    lost = Msg("scw-loses-morale", side=ROLE_NAMES[loser], left=state.morale[loser])
    revealed = Msg("scw-attack-revealed", result=text)
    if winner == attacker and state.morale[loser] > 0:
        # "If the Active player won, he may take a TT from the defender." "May": he chooses.
        state.awaiting_territory = True
        state.say(Msg.join(revealed, lost))
    elif state.morale[loser] > 0:
        state.say(Msg.join(revealed, lost, _begin_logistics(state)))
    else:
        state.say(Msg.join(revealed, lost))
        _check_victory(state)


def _take_territory(state: SCWState, role: str) -> None:
    """The Territory Token taken passes to the attacker (package docstring)."""
    defender = opponent(role)
    state.territory[defender] -= 1
    state.territory[role] += 1
    state.awaiting_territory = False
    if state.last_attack is not None:
        state.last_attack.territory_taken = True
    took = Msg(
        "scw-takes-territory",
        side=ROLE_NAMES[role],
        **{"from": ROLE_NAMES[defender]},
        mine=state.territory[role],
        theirs=state.territory[defender],
    )
    if state.territory[defender] > 0:
        state.say(Msg.join(took, _begin_logistics(state)))
    else:
        state.say(took)
        _check_victory(state)


# --- LOGISTICS PHASE ---
def _begin_logistics(state: SCWState) -> Msg:
    """LOGISTICS PHASE: "Players must discard down to 3 or fewer cards." Each player picks the
    cards he keeps, at most 3, and discards the rest; both choose at the same time, in secret,
    and the discards are carried out when both are done (package docstring)."""
    state.phase = "logistics"
    state.awaiting_territory = False
    state.finished = []
    state.kept = {role: [] for role in ROLES}
    return Msg("scw-logistics-begins")


def _logistics_prompt(state: SCWState, role: str) -> tuple[Msg, list[Choice]]:
    kept = state.kept[role]
    dropped = len(state.hands[role]) - len(kept)
    done = Msg("scw-done-logistics", count=len(kept), dropped=dropped)
    choices = _picking(
        state.hands[role],
        kept,
        HAND_LIMIT,
        ("keep", "scw-choice-keep"),
        ("unkeep", "scw-choice-unkeep"),
        done,
    )
    return Msg("scw-logistics-prompt", limit=HAND_LIMIT, kept=len(kept)), choices


def _logistics_apply(state: SCWState, role: str, choice: Choice) -> None:
    if _pick(state, role, state.kept[role], choice, "keep"):
        state.say(_resolve_logistics(state))
        _end_turn(state)


def _resolve_logistics(state: SCWState) -> Msg:
    done = []
    for role in _turn_order(state):
        kept = state.kept[role]
        dropped = [c for c in state.hands[role] if c not in kept]
        state.hands[role] = [c for c in state.hands[role] if c in kept]
        state.deck.discard(dropped)
        done.append(Msg("scw-discards", side=ROLE_NAMES[role], count=len(dropped)))
    state.kept = {role: [] for role in ROLES}
    return Msg("scw-logistics-done", first=done[0], second=done[1])


# --- the title ---
class SpanishCivilWar(BaseTitle[SCWState]):
    id: ClassVar[str] = "spanish-civil-war"
    name: ClassVar[str] = Msg("scw-name")
    roles: ClassVar[tuple[str, ...]] = ROLES
    role_names: ClassVar[dict[str, str]] = ROLE_NAMES
    scenarios: ClassVar[dict[str, Scenario]] = {
        "standard": Scenario(
            id="standard",
            name=Msg("scw-scenario-standard"),
            description=Msg("scw-scenario-standard-description"),
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
            Msg("scw-setup", cards=len(CARDS), territory=START_TERRITORY, morale=START_MORALE)
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

    def redraw(self, state: SCWState, role: str, rng: Rng, insight: int = 0) -> SCWState:
        """What ``role`` cannot see dealt again (rules/spanish_civil_war/computer.py); nothing
        is answered unseen, so ``insight`` changes nothing."""
        from .computer import redraw

        return redraw(state, role, rng)

    def scripted(self, state: SCWState, role: str) -> Choice:
        """The rulebook's plain advice, a card at a time (rules/spanish_civil_war/scripted.py)."""
        from .scripted import scripted

        return scripted(state, role, self.choices(state, role))

    def foresees(self, state: SCWState) -> bool:
        """A playout stops once the turn's attack is over: what follows is the Logistics Phase
        and the next turn, which the standing leaves out (rules/spanish_civil_war/computer.py)."""
        return state.phase == "logistics" or (state.phase == "attack" and state.awaiting_territory)

    def ranks(self, state: SCWState, role: str, choices: list[Choice]) -> list[int]:
        """The cards by what they are worth to ``role`` (rules/spanish_civil_war/scripted.py)."""
        from .scripted import ranks

        return ranks(state, role, choices)

    def standing(self, state: SCWState, insight: int = 0) -> dict[str, float]:
        """How each side stands by VICTORY's counts (rules/spanish_civil_war/computer.py);
        nothing is answered unseen, so ``insight`` changes nothing."""
        from .computer import standing

        return standing(state)
