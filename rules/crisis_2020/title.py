"""Crisis 2020 as a title on the rules protocol (ARCHITECTURE.md, "The rules protocol").

Who must act: the side whose decision the game waits on (the first step of the queue: placing a
starting unit, building an attack, a result's options, a counterattack, a retreat...), else the
side whose Player Turn it is. What it may do is listed by `_prompt` and carried out by `_apply`,
one atomic choice at a time; choices that may be picked together (the units of an attack, the
units that move together, the cards of an attack) share a ``group``.
"""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar

from rules.core import BaseTitle, Board, Choice, GameOption, Msg, Private, RuleError, Scenario
from rules.core.decks import Deck
from rules.core.rng import Rng
from rules.core.typed import Plan

from . import computer, conflict, events, movement, ops, scripted, shortcuts, turns, views, words
from .board import CrisisBoard
from .components import MAP, SCENARIOS, UNITS
from .state import CrisisState, Draft, Piece, Side, Step

ROLES: tuple[str, ...] = ("rebel", "government")
AUTO = ("outcome", "data-doubles", "collateral", "ltl-doubles", "armed-end")


class Crisis2020(BaseTitle[CrisisState]):
    id: ClassVar[str] = "crisis-2020"
    name: ClassVar[str] = Msg("c2020-name")
    roles: ClassVar[tuple[str, ...]] = ROLES
    role_names: ClassVar[dict[str, str]] = dict(words.SIDE)
    scenarios: ClassVar[dict[str, Scenario]] = {
        s.id: Scenario(id=s.id, name=words.scenario(s.id), description=words.scenario_text(s.id))
        for s in SCENARIOS.values()
    }
    options: ClassVar[dict[str, GameOption]] = {}
    state_type = CrisisState
    # The rulebook prints neither the map, nor the Combat Results Tables, ... (names.ftl).
    reconstructed: ClassVar[str] = Msg("c2020-reconstructed")

    # --- setup ("11.0") ---
    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> CrisisState:
        scenario = SCENARIOS[state_fields["scenario"]]
        state = CrisisState(
            **state_fields,
            rng=rng,
            turns=scenario.turns,
            pieces={unit: Piece() for unit in UNITS},
            deck=Deck(),
            hands={side: [] for side in ROLES},
            powers=dict(scenario.powers),
        )
        turns.build_deck(state, scenario.advanced)
        turns.place_counters(state)
        turns.setup_steps(state)
        name = words.scenario(scenario.id)
        first = ops.NAMES[scenario.first]
        state.say(Msg("c2020-setup", scenario=name, turns=scenario.turns, side=first))
        self._advance(state)
        return state

    # --- who acts ---
    def active(self, state: CrisisState) -> list[str]:
        if state.outcome is not None:
            return []
        if state.queue:
            return [state.queue[0].side]
        return [state.player]

    def _prompt(self, state: CrisisState, role: str) -> tuple[str, list[Choice]]:
        if state.queue:
            step = state.queue[0]
            return STEP_PROMPTS[step.kind](state, step)
        if state.phase in ("data", "armed"):
            return _phase_menu(state, state.phase)
        if state.phase == "move":
            return _move_menu(state)
        raise RuleError(Msg("c2020-nothing-to-choose", phase=state.phase))

    def _apply(self, state: CrisisState, role: str, choice: Choice) -> None:
        if state.queue:
            STEP_ACTIONS[state.queue[0].kind](state, state.queue[0], choice)
        elif state.phase == "move":
            _apply_move(state, choice)
        else:
            _apply_phase(state, choice)
        self._advance(state)

    def _advance(self, state: CrisisState) -> None:
        """Carry out what needs no decision, until a decision (or the end) is reached."""
        while state.outcome is None:
            if state.queue:
                step = state.queue[0]
                if step.kind in AUTO:
                    state.queue.pop(0)
                    _run_auto(state, step)
                    continue
                if _moot(state, step):
                    state.queue.pop(0)
                    continue
                return
            if state.phase == "setup":
                turns.finish_setup(state)
                continue
            if state.phase == "recovery":
                step = turns.next_recovery(state)
                if step is None:
                    turns.end_player_turn(state)
                    continue
                if len(step.options) == 1:
                    turns.recover(state, step.side, step.units[0], step.options[0])
                    continue
                state.queue.append(step)
                continue
            return

    # --- what players see ---
    board_model = CrisisBoard

    def board(self, state: CrisisState) -> Board:
        return views.board(state, self.active(state))

    def private(self, state: CrisisState, role: str) -> Private:
        return views.private(state, role)

    # --- optional capabilities ---
    def pass_choice(self, state: CrisisState, role: str) -> Choice | None:
        """What `/game skip` may choose: ending a phase, declining a counterattack or a retreat,
        cancelling an attack not yet rolled; never a result the rules make the roller take."""
        legal = self.choices(state, role)
        for verb in ("end", "decline", "none", "cancel"):
            found = next((c for c in legal if c.verb == verb), None)
            if found is not None:
                return found
        return None

    def plan(self, state: CrisisState, role: str, text: str) -> Plan:
        """`/play do:"armed Midwest: BATF + Community Policing"` (see shortcuts.py)."""
        return shortcuts.parse(self, state, role, text)

    # --- for the computer players (computer.py) ---
    def redraw(self, state: CrisisState, role: str, rng: Rng, insight: int = 0) -> CrisisState:
        """The other hand and the draw pile dealt again, the other side's unseen choices taken
        back (so ``insight`` changes nothing), Extremists in the bottom of the pile ("4.3",
        "4.4", "11.1"), and a new rng."""
        return computer.redraw(state, role, rng)

    def scripted(self, state: CrisisState, role: str) -> Choice | None:
        """The rulebook-following player's choice (scripted.py): deterministic, from what
        ``role``'s view shows."""
        return scripted.scripted(state, role)

    def standing(self, state: CrisisState, insight: int = 0) -> dict[str, float]:
        """Each side's margin of Regional Value, mapped into 0..1 ("10.0"); nothing is answered
        unseen, so ``insight`` changes nothing."""
        return computer.standing(state)


# --- the phase menus ---------------------------------------------------------------------------


@cache
def _label(id: str, **args: Any) -> Msg:
    """A choice's label: the same few are made at every step of a search, so made once each."""
    return Msg(id, **args)


def _play(card: str) -> Msg:
    return _label("c2020-choice-play", card=words.card_label(card))


def _phase_menu(state: CrisisState, phase: str) -> tuple[str, list[Choice]]:
    choices = [
        Choice(
            verb="attack",
            arg=r,
            label=_label("c2020-choice-attack", kind=phase, region=words.region_label(r)),
        )
        for r in conflict.attack_regions(state, phase)
    ]
    choices += [
        Choice(verb="play", arg=c, label=_play(c))
        for c in events.playable(state, state.player, phase)
    ]
    choices.append(
        Choice(verb="end", label=_label("c2020-choice-end", phase=turns.PHASE_NAMES[phase]))
    )
    return _label("c2020-phase-prompt", phase=turns.PHASE_NAMES[phase]), choices


def _apply_phase(state: CrisisState, choice: Choice) -> None:
    side = state.player
    if choice.verb == "end":
        turns.end_phase(state)
    elif choice.verb == "play":
        events.play(state, side, str(choice.arg))
    elif choice.verb == "attack":
        conflict_kind = "data" if state.phase == "data" else "armed"
        state.draft = Draft(conflict=conflict_kind, region=str(choice.arg), side=side)  # type: ignore[arg-type]
        state.queue.insert(0, Step(kind="draft", side=side, region=str(choice.arg)))


def _move_menu(state: CrisisState) -> tuple[str, list[Choice]]:
    picked = state.picked
    choices = [
        Choice(
            verb="pick",
            arg=u,
            label=_label(
                "c2020-choice-move",
                unit=ops.describe(u),
                region=words.region(state.pieces[u].where),
            ),
            group="units",
        )
        for u in movement.movable(state)
        if u not in picked
    ]
    choices += [
        Choice(verb="unpick", arg=u, label=_label("c2020-choice-leave", unit=words.unit(u)))
        for u in picked
    ]
    choices += [
        Choice(verb="to", arg=r, label=_label("c2020-choice-to", region=words.region(r)))
        for r in movement.destinations(state, picked)
    ]
    choices += [
        Choice(verb="play", arg=c, label=_play(c))
        for c in events.playable(state, state.player, "move")
    ]
    choices.append(
        Choice(verb="end", label=_label("c2020-choice-end", phase=turns.PHASE_NAMES["move"]))
    )
    if picked:
        chosen = Msg.join(*(words.unit(u) for u in picked), sep=", ")
        return Msg("c2020-move-prompt-picked", units=chosen), choices
    return _label("c2020-move-prompt"), choices


def _apply_move(state: CrisisState, choice: Choice) -> None:
    if choice.verb == "pick":
        state.picked.append(str(choice.arg))
    elif choice.verb == "unpick":
        state.picked.remove(str(choice.arg))
    elif choice.verb == "to":
        movement.move(state, list(state.picked), str(choice.arg))
        state.picked = []
    elif choice.verb == "play":
        events.play(state, state.player, str(choice.arg))
    elif choice.verb == "end":
        turns.end_phase(state)


# --- the steps ---------------------------------------------------------------------------------


def _place_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    unit = step.units[0]
    regions = turns.setup_regions(state, step.side, unit)
    choices = [Choice(verb="place", arg=r, label=_in(r)) for r in regions]
    return Msg("c2020-place-prompt", unit=ops.describe(unit), left=len(step.units)), choices


def _in(region: str) -> Msg:
    return _label("c2020-choice-in", region=words.region(region))


def _place(state: CrisisState, step: Step, choice: Choice) -> None:
    unit = step.units.pop(0)
    ops.place(state, unit, step.side, str(choice.arg))
    region = words.region(str(choice.arg))
    state.say(
        Msg("c2020-sets-up", side=ops.NAMES[step.side], unit=ops.describe(unit), region=region)
    )


def _draft_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    draft = state.draft
    assert draft is not None
    eligible = conflict.eligible_units(state, draft)
    choices = [
        Choice(
            verb="add", arg=u, label=_label("c2020-choice-add", unit=ops.describe(u)), group="units"
        )
        for u in eligible
        if u not in draft.units
    ]
    choices += [
        Choice(verb="drop", arg=u, label=_label("c2020-choice-take-out", unit=words.unit(u)))
        for u in draft.units
    ]
    choices += [
        Choice(verb="card", arg=c, label=_play(c), group="cards")
        for c in conflict.playable_cards(state, draft)
    ]
    choices += [
        Choice(verb="uncard", arg=c, label=_label("c2020-choice-take-back", card=words.card(c)))
        for c in draft.cards
    ]
    if draft.conflict == "armed":
        modes = ["regular", "max"] + (["ltl"] if conflict.may_ltl(state, draft.side) else [])
        choices += [
            Choice(verb="mode", arg=m, label=conflict.MODES[m]) for m in modes if m != draft.mode
        ]
    if draft.units:
        choices.append(Choice(verb="roll", label=_label("c2020-choice-roll")))
    countering = state.armed is not None
    if countering:
        choices.append(Choice(verb="decline", label=_label("c2020-choice-decline")))
    else:
        choices.append(Choice(verb="cancel", label=_label("c2020-choice-cancel")))
    said = {
        "kind": "counter" if countering else draft.conflict,
        "region": words.region_label(draft.region),
        "units": words.listing([words.unit(u) for u in draft.units], "c2020-no-unit-yet"),
        "cards": words.listing([words.card(c) for c in draft.cards], "c2020-no-card"),
        "total": conflict.strength(state, draft),
        "column": conflict.column_of(state, draft),
        "table": words.table(conflict.table_for(draft).id),
    }
    if draft.conflict == "armed":
        return Msg("c2020-draft-prompt-armed", **said, mode=conflict.MODES[draft.mode]), choices
    return Msg("c2020-draft-prompt", **said), choices


def _draft(state: CrisisState, step: Step, choice: Choice) -> None:
    draft = state.draft
    assert draft is not None
    verb, arg = choice.verb, str(choice.arg)
    if verb == "add":
        draft.units.append(arg)
    elif verb == "drop":
        draft.units.remove(arg)
    elif verb == "card":
        draft.cards.append(arg)
    elif verb == "uncard":
        draft.cards.remove(arg)
    elif verb == "mode":
        draft.mode = arg  # type: ignore[assignment]
    elif verb == "roll":
        state.queue.pop(0)
        conflict.roll(state)
    elif verb == "cancel":
        state.queue.pop(0)
        state.draft = None
    elif verb == "decline":
        state.queue.pop(0)
        state.draft = None
        state.say(Msg("c2020-no-counterattack", side=ops.NAMES[step.side]))
        state.queue.insert(0, Step(kind="armed-end", side=state.player, region=step.region))


@cache
def _option_label(option: str) -> Msg:
    """What a result's option does: "Draw a Crisis Card", "Neutralize <unit>", "Recruit <unit>",
    "Make defect <unit>", "Eliminate <unit>"."""
    verb, _, unit = option.partition(":")
    if not unit:
        return Msg(f"c2020-option-{verb}")
    return Msg(f"c2020-option-{verb}", unit=ops.describe(unit))


def _result_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    choices = [Choice(verb="option", arg=o, label=_option_label(o)) for o in step.options]
    code = conflict.REASON_CODES.get(step.reason, step.reason)
    region = words.region(step.region or "")
    return Msg("c2020-result-prompt", result=words.result(code), region=region), choices


def _result(state: CrisisState, step: Step, choice: Choice) -> None:
    state.queue.pop(0)
    conflict.apply_option(state, step.side, step.region or "", str(choice.arg))


def _counter_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    prompt = Msg("c2020-counter-prompt", region=words.region(step.region or ""))
    return prompt, [
        Choice(verb="counter", label=_label("c2020-choice-counterattack")),
        Choice(verb="decline", label=_label("c2020-choice-decline")),
    ]


def _counter(state: CrisisState, step: Step, choice: Choice) -> None:
    state.queue.pop(0)
    if choice.verb == "decline":
        state.say(Msg("c2020-no-counterattack", side=ops.NAMES[step.side]))
        state.queue.insert(0, Step(kind="armed-end", side=state.player, region=step.region))
        return
    state.draft = Draft(conflict="armed", region=step.region or "", side=step.side)
    state.queue.insert(0, Step(kind="draft", side=step.side, region=step.region))


def _retreat_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    options = conflict.retreat_options(state, step.side, step.region or "")
    choices = [
        Choice(verb="retreat", arg=u, label=_label("c2020-choice-retreat", unit=ops.describe(u)))
        for u in options
    ]
    choices.append(Choice(verb="none", label=_label("c2020-choice-no-retreat")))
    return _label("c2020-retreat-prompt"), choices


def _retreat(state: CrisisState, step: Step, choice: Choice) -> None:
    state.queue.pop(0)
    if choice.verb == "retreat":
        conflict.retreat(state, step.side, str(choice.arg))


def _insurgent_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    choices = [Choice(verb="insurgent", arg=r, label=_in(r)) for r in MAP.usa()]
    return _label("c2020-insurgent-prompt", card=words.card(step.card or "extremists")), choices


def _insurgent(state: CrisisState, step: Step, choice: Choice) -> None:
    state.queue.pop(0)
    unit = ops.insurgents_in_pool(state)[0]
    ops.place(state, unit, step.side, str(choice.arg))
    region = words.region(str(choice.arg))
    card = words.card(step.card or "extremists")
    state.say(Msg("c2020-insurgent-joins", card=card, side=ops.NAMES[step.side], region=region))


def _event_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    card = step.card or ""
    if step.region is None:
        regions = events.regions_for(state, step.side, card)
        choices = [Choice(verb="region", arg=r, label=_in(r)) for r in regions]
        return Msg("c2020-event-region-prompt", card=words.card(card), left=step.left), choices
    units = events.targets(state, step.side, card, step.region)
    choices = [Choice(verb="unit", arg=u, label=ops.describe(u)) for u in units]
    region = words.region(step.region)
    return Msg("c2020-event-unit-prompt", card=words.card(card), region=region), choices


def _event(state: CrisisState, step: Step, choice: Choice) -> None:
    if choice.verb == "region":
        step.region = str(choice.arg)
        return
    events.pick(state, step, str(choice.arg))


def _recover_prompt(state: CrisisState, step: Step) -> tuple[str, list[Choice]]:
    unit = step.units[0]
    choices = [
        Choice(verb="recover", arg=r, label=_label("c2020-choice-to", region=words.region(r)))
        for r in step.options
    ]
    return Msg("c2020-recover-prompt", unit=ops.describe(unit)), choices


def _recover(state: CrisisState, step: Step, choice: Choice) -> None:
    state.queue.pop(0)
    turns.recover(state, step.side, step.units[0], str(choice.arg))


STEP_PROMPTS = {
    "place": _place_prompt,
    "draft": _draft_prompt,
    "result": _result_prompt,
    "counter": _counter_prompt,
    "retreat": _retreat_prompt,
    "insurgent": _insurgent_prompt,
    "event": _event_prompt,
    "recover": _recover_prompt,
}
STEP_ACTIONS = {
    "place": _place,
    "draft": _draft,
    "result": _result,
    "counter": _counter,
    "retreat": _retreat,
    "insurgent": _insurgent,
    "event": _event,
    "recover": _recover,
}


def _run_auto(state: CrisisState, step: Step) -> None:
    region = step.region or ""
    if step.kind == "outcome":
        conflict.apply_pending(state, step)
    elif step.kind == "data-doubles":
        conflict.data_doubles(state, region)
    elif step.kind == "collateral":
        conflict.collateral(state, step.side, region)
    elif step.kind == "ltl-doubles":
        state.say(Msg("c2020-ltl-doubles"))
        for side in (step.side, ops.other(step.side)):
            ops.draw(state, side, 1)
    elif step.kind == "armed-end":
        conflict.end_armed(state)


def _moot(state: CrisisState, step: Step) -> bool:
    """A step that has nothing left to decide is dropped (logged where players should know)."""
    if step.kind == "place":
        while step.units and not turns.setup_regions(state, step.side, step.units[0]):
            state.say(Msg("c2020-nowhere-to-set-up", unit=ops.describe(step.units[0])))
            step.units.pop(0)
        return not step.units
    if step.kind == "insurgent" and not ops.insurgents_in_pool(state):
        card = words.card(step.card or "extremists")
        state.say(Msg("c2020-no-insurgent-left", card=card))
        return True
    if step.kind == "event":
        done = step.left <= 0 or (
            step.region is None and not events.regions_for(state, step.side, step.card or "")
        )
        if done:
            events.finish(state, step.card or "")
        return done
    if step.kind == "result":
        return not step.options
    return False


TITLE = Crisis2020()


def _side(value: str) -> Side:
    return "government" if value == "government" else "rebel"
