"""Canadian Civil War's political game as a title on the rules protocol (ARCHITECTURE.md, "The
rules protocol").

Who must act: during set-up every player with pieces left to place (at once); then whoever the
first decision of the queue waits on (the player choosing a Crisis Card's Issue, every player
yet to vote, a player invited to play cards out of turn, a candidate forming a government, a
player placing a piece an Event or a new government sends him); otherwise the Phasing Player.
What each may do is listed by `_prompt` and carried out by `_apply`, one choice at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar

from rules.core import BaseTitle, Board, Choice, Private, Scenario
from rules.core.decks import Deck
from rules.core.messages import Msg
from rules.core.rng import Rng
from rules.core.typed import Plan

from . import (
    computer,
    contest,
    debate,
    elections,
    emergency,
    emergency_menus,
    events,
    movement,
    scripted,
    shortcuts,
    turns,
    views,
    war_odds,
)
from .board import CCWBoard
from .components import DISPLAY, SCENARIOS
from .data import COLORS, CRISIS_ZONE
from .ops import (
    NAMES,
    card_label,
    card_of,
    clockwise_from,
    controlled,
    describe,
    describe_stack,
    issue_carried,
    issue_label,
    issue_name,
    key_of,
    names,
    piece_name,
    player,
    reveal,
    show_controllers,
    stacks,
    where_label,
)
from .state import CCWState, Color, Contest, Step

PhaseMenu = Callable[[CCWState], tuple[Msg, list[Choice]]]


class CanadianCivilWar(BaseTitle[CCWState]):
    id: ClassVar[str] = "canadian-civil-war"
    name: ClassVar[str] = Msg("ccw-name")
    roles: ClassVar[tuple[str, ...]] = COLORS
    role_names: ClassVar[dict[str, str]] = {c: player(c) for c in COLORS}
    scenarios: ClassVar[dict[str, Scenario]] = {
        s.id: Scenario(
            id=s.id,
            name=Msg(f"ccw-scenario-{s.id}"),
            description=Msg(f"ccw-scenario-{s.id}-description"),
            roles=tuple(s.roles),
        )
        for s in SCENARIOS.values()
    }
    state_type = CCWState
    reconstructed: ClassVar[str] = Msg("ccw-reconstructed")

    # --- setup (3.0) ---
    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> CCWState:
        state = CCWState(**state_fields, rng=rng, actives={}, issues={}, deck=Deck(), hands={})
        turns.build(state)
        self._advance(state)
        return state

    # --- who acts ---
    def active(self, state: CCWState) -> list[str]:
        if state.outcome is not None:
            return []
        if state.phase == "emergency":
            return emergency_menus.active(state)
        if state.queue:
            step = state.queue[0]
            return list(debate.waiting(state)) if step.kind == "vote" else [step.color]
        if state.phase == "setup":
            return [c for c in COLORS if turns.to_place(state, c) is not None]
        return [state.player]

    def _prompt(self, state: CCWState, role: str) -> tuple[Msg, list[Choice]]:
        if state.phase == "setup":
            return _setup_prompt(state, role)
        if state.phase == "emergency":
            return emergency_menus.prompt(state, role)
        if state.queue:
            step = state.queue[0]
            prompt, choices = STEP_PROMPTS[step.kind](state, step, role)
        elif state.contest is not None:
            prompt, choices = _contest_prompt(state)
        else:
            prompt, choices = PHASE_MENUS[state.phase](state)
        return prompt, choices + _reveal_choices(state, role)

    def _apply(self, state: CCWState, role: str, choice: Choice) -> None:
        if choice.verb == "emergency":
            emergency.attempt(state, role)  # type: ignore[arg-type]
        elif state.phase == "emergency":
            emergency_menus.apply(state, role, choice)
        elif choice.verb == "reveal":
            _reveal(state, role, str(choice.arg))
        elif state.queue:
            STEP_ACTIONS[state.queue[0].kind](state, state.queue[0], role, choice)
        elif state.phase == "setup":
            _setup_apply(state, role, choice)
        elif state.contest is not None:
            _contest_apply(state, choice)
        else:
            PHASE_ACTIONS[state.phase](state, choice)
        self._advance(state)

    def _advance(self, state: CCWState) -> None:
        """Carry out what needs no decision, until a decision (or the end) is reached."""
        while True:
            show_controllers(state)  # whoever controls an Issue now has seen it
            turns.check_end(state)
            if state.outcome is not None:
                state.queue = []
                return
            if state.queue:
                step = state.queue[0]
                options = _options(state, step)
                if step.kind in ("target", "event-place", "return") and len(options) == 1:
                    STEP_ACTIONS[step.kind](
                        state, step, step.color, Choice(verb="to", arg=options[0])
                    )
                    continue
                return
            if state.phase == "setup" and not self.active(state):
                turns.finish_setup(state)
                continue
            return

    # --- what players see ---
    board_model = CCWBoard

    def board(self, state: CCWState) -> Board:
        return views.board(state)

    def private(self, state: CCWState, role: str) -> Private:
        return views.private(state, role)

    # --- optional capabilities ---
    def pass_choice(self, state: CCWState, role: str) -> Choice | None:
        """What `/game skip` may choose: ending a phase, passing an invitation, cancelling a
        Contest or an attack not yet rolled, a ballot against, staying neutral on a National
        Emergency (10.14), calling up no Militia (10.23); never a placement or a retreat the
        rules require."""
        legal = self.choices(state, role)
        e = state.emergency
        if e is not None and e.stage == "callup" and not e.picked:
            return next((c for c in legal if c.verb == "roll"), None)
        for verb in ("end", "pass", "cancel", "nay", "neutral"):
            found = next((c for c in legal if c.verb == verb), None)
            if found is not None:
                return found
        return None

    def interrupts(self, state: CCWState, role: str) -> list[Choice]:
        """The attempt at a National Emergency, at any moment, for an eligible player (10.1)."""
        return emergency.interrupts(state, role)

    def out_of_turn(self, state: CCWState, role: str, text: str) -> str | None:
        """Asking for a National Emergency while not eligible: who may (10.1)."""
        return emergency.refusal(state, role) if emergency.asked(text) else None

    def plan(self, state: CCWState, role: str, text: str) -> Plan:
        """`/play do:"move Ontario 1, Petroleum -> Red L3"`, or "national emergency" at any
        moment (see shortcuts.py)."""
        return shortcuts.parse(self, state, role, text)

    # --- for hosting ---
    def shares(self, state: CCWState, role: str) -> tuple[str, ...]:
        """A National Emergency's Side, for every decision its players make for it: call-up,
        deployment, movement, combat, retreats (10.27, emergency_menus.commanders); each player
        alone for his own stance (10.1), his ballots and everything of the political game."""
        if state.outcome is None and state.phase == "emergency":
            return emergency_menus.commanders(state, role)
        return (role,)

    # --- for the computer players (computer.py) ---
    def redraw(self, state: CCWState, role: str, rng: Rng, insight: int = 0) -> CCWState:
        """The other hands and the draw pile, the face-down Issues ``role`` has not seen, the
        sealed ballots and stances (as ``insight`` expects them) and what another player is
        preparing, dealt again; the game's rng replaced (`BaseTitle._reseeded`, called by
        computer.redraw)."""
        return computer.redraw(state, role, rng, insight)

    def foresees(self, state: CCWState) -> bool:
        """A National Emergency's stances being chosen: `standing` weighs them as each player
        answering what serves him (computer._attempt); random stances in a playout had a
        Prime Minister attempt it himself, counting on nobody opposing (10.11), and lose. Or a
        player who may attempt one and gains by it (computer.attempters): `standing` counts on
        his attempt, which random steps would take only by chance (10.1). Or a National
        Emergency just created (computer.unfought), weighed as the attempt's reckoning did."""
        e = state.emergency
        if e is not None:
            return e.stage == "attempt" or computer.unfought(state)
        return bool(computer.attempters(state))

    def ranks(self, state: CCWState, role: str, choices: list[Choice]) -> list[int] | None:
        """The National Emergency's choices ranked for the computer (war_odds.ranks)."""
        return war_odds.ranks(state, role, choices)

    def scripted(self, state: CCWState, role: str) -> Choice | None:
        """The player who follows the rulebook's plain advice (scripted.py)."""
        return scripted.scripted(self, state, role)

    def standing(self, state: CCWState, insight: int = 0) -> dict[str, float]:
        """Issues still missing for victory (11.1), or the National Emergency's Sides (11.2);
        ``insight`` reads the answers to an attempt (10.14) one step further."""
        return computer.standing(state, insight)


# --- revealing one's own Issues (3.0 step 2) -------------------------------------------------


def _reveal_choices(state: CCWState, role: str) -> list[Choice]:
    """A player may turn his own face-down Issues face up whenever he is asked to act (3.0 step
    2 keeps them secret "until revealed"; nothing forbids revealing them, and showing one can
    win a vote or a deal)."""
    return [
        Choice(
            verb="reveal",
            arg=i,
            label=Msg(
                "ccw-choice-reveal",
                issue=issue_label(state, i, role),
                where=where_label(key_of(state.issues[i])),
            ),
            group="reveal",
        )
        for i in controlled(state, role)
        if not state.issues[i].public and state.phase != "emergency"
    ]


@cache
def _said(id: str) -> Msg:
    """A message without arguments (a prompt, a choice's label), made once."""
    return Msg(id)


def _reveal(state: CCWState, role: str, issue: str) -> None:
    reveal(state, [issue])
    state.say(
        Msg(
            "ccw-reveals",
            color=NAMES[role],
            issue=issue_label(state, issue),
            where=where_label(key_of(state.issues[issue])),
        )
    )


# --- setting up (3.0) ------------------------------------------------------------------------


def _setup_prompt(state: CCWState, role: str) -> tuple[Msg, list[Choice]]:
    piece = turns.to_place(state, role)
    assert piece is not None
    squares = turns.setup_squares(state, role, piece)  # type: ignore[arg-type]
    left = len(state.placed[role])
    choices = [Choice(verb="place", arg=s, label=_in_square(s)) for s in squares]
    choices.append(Choice(verb="arrange", label=_said("ccw-choice-arrange")))
    if piece in state.issues:
        issue = issue_name(state.issues[piece].kind)
        return Msg("ccw-setup-place-issue", issue=issue, count=left), choices
    return Msg("ccw-setup-place-piece", piece=piece_name(piece), count=left), choices


@cache
def _in_square(square: str) -> Msg:
    """'In Red L3 (Control Point)'."""
    return Msg("ccw-choice-in", square=_square_label(square))


@cache
def _to_square(square: str) -> Msg:
    """'To Red L3 (Control Point)'."""
    return Msg("ccw-choice-to", square=_square_label(square))


@cache
def _square_label(square: str) -> Msg:
    if square == CRISIS_ZONE:
        return Msg("ccw-square-label-crisis-zone")
    if DISPLAY.place(square).control_point:
        return Msg("ccw-control-point", square=where_label(square))
    return where_label(square)


def _setup_apply(state: CCWState, role: str, choice: Choice) -> None:
    color: Color = role  # type: ignore[assignment]
    if choice.verb == "arrange":
        turns.arrange(state, color)
        return
    piece = turns.to_place(state, color)
    assert piece is not None
    turns.set_down(state, color, piece, str(choice.arg))


# --- the Political Opportunity Phase (5.0) ---------------------------------------------------


def _card_choices(state: CCWState, color: str) -> list[Choice]:
    return [
        Choice(verb="play", arg=c, label=Msg("ccw-choice-play", card=card_label(c)))
        for c in events.playable(state, color)
    ]


def _invite_choice(state: CCWState) -> list[Choice]:
    if state.invited:
        return []
    return [Choice(verb="invite", label=_said("ccw-choice-invite"))]


def _opportunity_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    choices = _card_choices(state, state.player)
    if not state.called and _callable(state):
        choices.append(Choice(verb="call", label=_said("ccw-choice-call")))
    choices += _invite_choice(state)
    choices.append(Choice(verb="end", label=_said("ccw-choice-end-opportunity")))
    return _said("ccw-opportunity-prompt"), choices


def _callable(state: CCWState) -> list[str]:
    """Stacks holding an Issue outside the Crisis Zone: what a call may name."""
    return [k for k in stacks(state) if not k.startswith("crisis-zone") and _has_issue(state, k)]


def _has_issue(state: CCWState, key: str) -> bool:
    return any(key_of(i) == key for i in state.issues.values())


def _invite(state: CCWState) -> None:
    state.invited = True
    others = clockwise_from(state, state.player)[1:]
    state.say(Msg("ccw-invites", color=NAMES[state.player]))
    state.queue[:0] = [Step(kind="invite", color=c) for c in others]


def _opportunity_apply(state: CCWState, choice: Choice) -> None:
    if choice.verb == "play":
        events.play(state, state.player, str(choice.arg))
    elif choice.verb == "call":
        state.called = True
        state.queue.insert(0, Step(kind="target", color=state.player, options=_callable(state)))
    elif choice.verb == "invite":
        _invite(state)
    else:
        turns.end_phase(state)


# --- the Movement Phase (6.0, reconstructed: movement.py) ------------------------------------


def _movement_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    color = state.player
    picked = state.picked
    choices = [
        Choice(
            verb="pick",
            arg=p,
            label=Msg(
                "ccw-choice-move",
                piece=describe(state, p),
                where=where_label(key_of(state.actives[p])),
            ),
            group="pieces",
        )
        for p in movement.movable(state, color)  # type: ignore[arg-type]
        if p not in picked
    ]
    choices += [
        Choice(verb="unpick", arg=p, label=Msg("ccw-choice-leave", piece=piece_name(p)))
        for p in picked
    ]
    choices += [
        Choice(verb="to", arg=s, label=_to_square(s)) for s in movement.destinations(state, picked)
    ]
    choices += [
        Choice(verb="drop", arg=p, label=Msg("ccw-choice-set-down", piece=piece_name(p)))
        for p in state.actives
        if state.actives[p].color == color and movement.may_set_down(state, p)
    ]
    choices += [
        Choice(verb="take", arg=p, label=Msg("ccw-choice-take-up", piece=piece_name(p)))
        for p, _ in movement.takeable(state, color)  # type: ignore[arg-type]
    ]
    choices.append(Choice(verb="end", label=_said("ccw-choice-end-movement")))
    if picked:
        return Msg("ccw-movement-picked", pieces=names(picked)), choices
    return _said("ccw-movement-prompt"), choices


def _movement_apply(state: CCWState, choice: Choice) -> None:
    arg = str(choice.arg)
    if choice.verb == "pick":
        state.picked.append(arg)
    elif choice.verb == "unpick":
        state.picked.remove(arg)
    elif choice.verb == "to":
        pieces = list(state.picked)
        state.picked = []
        movement.move(state, pieces, arg)
        where = where_label(key_of(state.actives[pieces[0]]))
        state.say(Msg("ccw-moves", color=NAMES[state.player], pieces=names(pieces), where=where))
    elif choice.verb == "drop":
        issue = issue_carried(state, arg)
        assert issue is not None
        state.issues[issue].under = None
        where = where_label(key_of(state.actives[arg]))
        state.say(Msg("ccw-sets-down", piece=describe(state, arg), where=where))
    elif choice.verb == "take":
        issue = next(i for p, i in movement.takeable(state, state.player) if p == arg)
        state.issues[issue].under = arg
        where = where_label(key_of(state.actives[arg]))
        state.say(Msg("ccw-takes-up", piece=describe(state, arg), where=where))
    else:
        turns.end_phase(state)


# --- the Contest Phase (7.0) -----------------------------------------------------------------


def _contest_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    choices = [
        Choice(
            verb="contest",
            arg=k,
            label=Msg("ccw-choice-contest", where=where_label(k), stack=describe_stack(state, k)),
        )
        for k in contest.targets(state, state.player)
    ]
    choices.append(Choice(verb="end", label=_said("ccw-choice-end-contest")))
    return _said("ccw-contest-prompt"), choices


def _contest_menu_apply(state: CCWState, choice: Choice) -> None:
    if choice.verb == "contest":
        state.contest = Contest(target=str(choice.arg))
    else:
        turns.end_phase(state)


def _contest_prompt(state: CCWState) -> tuple[Msg, list[Choice]]:
    draft = state.contest
    assert draft is not None
    color = state.player
    choices = [
        Choice(
            verb="add",
            arg=k,
            label=Msg("ccw-choice-contest-with", where=where_label(k)),
            group="stacks",
        )
        for k in contest.eligible_stacks(state, draft.target, color)
        if k not in draft.stacks
    ]
    choices += [
        Choice(verb="drop", arg=k, label=Msg("ccw-choice-leave-out", where=where_label(k)))
        for k in draft.stacks
    ]
    stake = contest.stake(state, draft.target, color)
    takers = contest.takers(state, draft, color) if stake else []
    if len(takers) > 1:
        choices += [
            Choice(verb="taker", arg=p, label=Msg("ccw-choice-taker", piece=piece_name(p)))
            for p in takers
            if p != draft.taker
        ]
    why = contest.refusal(state, draft, color)
    if why is None:
        choices.append(Choice(verb="roll", label=_said("ccw-choice-roll")))
    choices.append(Choice(verb="cancel", label=_said("ccw-choice-cancel-contest")))
    ours, theirs = contest.strengths(state, draft, color)
    col = contest.column(state, draft, color)
    mod = contest.modifier(state, draft, color)
    odds = Msg(
        "ccw-contest-odds",
        where=where_label(draft.target),
        stack=describe_stack(state, draft.target, color),
        ours=ours,
        theirs=theirs,
    )
    parts = [odds]
    if col:
        parts.append(Msg("ccw-contest-column", column=col))
    if mod:
        parts.append(Msg(f"ccw-contest-die-{mod}"))
    said = Msg.join(*parts, sep=", ")
    prompt = (
        Msg("ccw-contest-refused", odds=said, why=why)
        if why
        else Msg("ccw-contest-ready", odds=said)
    )
    return prompt, choices


def _contest_apply(state: CCWState, choice: Choice) -> None:
    draft = state.contest
    assert draft is not None
    arg = str(choice.arg)
    if choice.verb == "add":
        draft.stacks.append(arg)
    elif choice.verb == "drop":
        draft.stacks.remove(arg)
    elif choice.verb == "taker":
        draft.taker = arg
    elif choice.verb == "roll":
        contest.roll(state, state.player)
    else:
        state.contest = None


# --- the Election Phase (8.0) ----------------------------------------------------------------


def _election_menu(state: CCWState) -> tuple[Msg, list[Choice]]:
    choices = _card_choices(state, state.player) + _invite_choice(state)
    choices.append(Choice(verb="end", label=_said("ccw-choice-end-turn")))
    return _said("ccw-election-prompt"), choices


def _election_apply(state: CCWState, choice: Choice) -> None:
    if choice.verb == "play":
        _election_card(state, state.player, str(choice.arg))
    elif choice.verb == "invite":
        _invite(state)
    else:
        turns.end_phase(state)


def _election_card(state: CCWState, color: Color, card: str) -> None:
    spec = card_of(card)
    events.play(state, color, card)
    if spec.national:
        elections.national(state)
    else:
        assert spec.province is not None
        elections.provincial(state, spec.province)


PHASE_MENUS: dict[str, PhaseMenu] = {
    "opportunity": _opportunity_menu,
    "movement": _movement_menu,
    "contest": _contest_menu,
    "election": _election_menu,
}
PHASE_ACTIONS: dict[str, Callable[[CCWState, Choice], None]] = {
    "opportunity": _opportunity_apply,
    "movement": _movement_apply,
    "contest": _contest_menu_apply,
    "election": _election_apply,
}


# --- the steps -------------------------------------------------------------------------------


def _target_prompt(state: CCWState, step: Step, role: str) -> tuple[Msg, list[Choice]]:
    choices = [
        Choice(
            verb="to",
            arg=k,
            label=Msg(
                "ccw-choice-stack", where=where_label(k), stack=describe_stack(state, k, role)
            ),
        )
        for k in step.options
    ]
    if step.card:
        return Msg("ccw-target-card-prompt", card=card_label(step.card)), choices
    return _said("ccw-target-prompt"), choices


def _target(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    state.queue.pop(0)
    key = str(choice.arg)
    issue = next(i for i, spec in state.issues.items() if key_of(spec) == key)
    said = {
        "color": NAMES[step.color],
        "issue": issue_label(state, issue),
        "where": where_label(key),
    }
    if step.card:
        state.say(Msg("ccw-calls-with-card", **said, card=card_label(step.card)))
    else:
        state.say(Msg("ccw-calls-without-card", **said))
    debate.open_vote(state, "call", step.color, target=issue, card=step.card)
    state.queue.insert(0, Step(kind="vote", color=step.color))


def _vote_prompt(state: CCWState, step: Step, role: str) -> tuple[Msg, list[Choice]]:
    vote = state.vote
    assert vote is not None
    weight = debate.weight(state, role)
    if vote.question == "government":
        prompt = Msg("ccw-vote-government-prompt", color=NAMES[vote.proposer], weight=weight)
        labels = ("ccw-choice-for-government", "ccw-choice-against-government")
    else:
        key = key_of(state.issues[vote.target or ""])
        prompt = Msg(
            "ccw-vote-call-prompt",
            color=NAMES[vote.proposer],
            issue=issue_label(state, vote.target or "", role),
            where=where_label(key),
            weight=weight,
        )
        labels = ("ccw-choice-let-call", "ccw-choice-block-call")
    choices = [
        Choice(verb="aye", label=_said(labels[0])),
        Choice(verb="nay", label=_said(labels[1])),
    ]
    return prompt, choices


def _vote(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    debate.cast(state, role, choice.verb == "aye")  # type: ignore[arg-type]
    if debate.waiting(state):
        return
    state.queue.pop(0)
    vote = state.vote
    assert vote is not None
    carried, line = debate.passes(state)
    state.say(line)
    state.vote = None
    if vote.question == "government":
        elections.decided(state, carried)
    elif carried:
        events.call(state, key_of(state.issues[vote.target or ""]))


def _options(state: CCWState, step: Step) -> list[str]:
    """Where a step's piece may go, worked out when it is asked (earlier placements may have
    filled squares), or the Issues a call may name."""
    if step.kind == "return":
        return elections.return_squares(state, step.pieces[0])
    if step.kind == "event-place":
        section = step.data["section"] or None
        return events.destinations(state, step.pieces[0], step.data["area"], section)
    return step.options


def _place_prompt(state: CCWState, step: Step, role: str) -> tuple[Msg, list[Choice]]:
    piece = step.pieces[0]
    choices = [Choice(verb="to", arg=s, label=_in_square(s)) for s in _options(state, step)]
    where = "home" if step.kind == "return" else "card"
    return Msg("ccw-place-prompt", piece=describe(state, piece), where=where), choices


def _event_place(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    state.queue.pop(0)
    events.place_moved(state, step.pieces[0], str(choice.arg))


def _return(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    state.queue.pop(0)
    elections.put_back(state, step.pieces[0], str(choice.arg))


def _invite_prompt(state: CCWState, step: Step, role: str) -> tuple[Msg, list[Choice]]:
    choices = _card_choices(state, role)
    choices.append(Choice(verb="pass", label=_said("ccw-choice-pass")))
    phase = turns.PHASE_NAMES[state.phase]
    return Msg("ccw-invite-prompt", color=NAMES[state.player], phase=phase), choices


def _invited(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    if choice.verb == "pass":
        state.queue.pop(0)
        return
    card = str(choice.arg)
    if card_of(card).type == "election":
        _election_card(state, step.color, card)
    else:
        events.play(state, step.color, card)


def _formation_prompt(state: CCWState, step: Step, role: str) -> tuple[Msg, list[Choice]]:
    others = [c for c in clockwise_from(state, step.color) if c != step.color]
    choices = [
        Choice(
            verb="give",
            arg=f"{p}:{c}",
            label=Msg("ccw-choice-give", servant=piece_name(p), color=NAMES[c]),
        )
        for p in elections.servants_left(state)
        for c in others
    ]
    choices.append(Choice(verb="vote", label=_said("ccw-choice-call-vote")))
    need = SCENARIOS[state.scenario].government_votes
    return Msg("ccw-formation-prompt", need=need), choices


def _formation(state: CCWState, step: Step, role: str, choice: Choice) -> None:
    if choice.verb == "give":
        servant, _, to = str(choice.arg).partition(":")
        elections.give(state, servant, to)  # type: ignore[arg-type]
        return
    state.queue.pop(0)
    elections.open_government_vote(state)
    state.say(Msg("ccw-calls-vote", color=NAMES[step.color]))
    state.queue.insert(0, Step(kind="vote", color=step.color))


STEP_PROMPTS: dict[str, Callable[[CCWState, Step, str], tuple[Msg, list[Choice]]]] = {
    "target": _target_prompt,
    "vote": _vote_prompt,
    "event-place": _place_prompt,
    "return": _place_prompt,
    "invite": _invite_prompt,
    "formation": _formation_prompt,
}
STEP_ACTIONS: dict[str, Callable[[CCWState, Step, str, Choice], None]] = {
    "target": _target,
    "vote": _vote,
    "event-place": _event_place,
    "return": _return,
    "invite": _invited,
    "formation": _formation,
}

TITLE = CanadianCivilWar()
