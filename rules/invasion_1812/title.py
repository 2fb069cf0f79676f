"""1812: The Invasion of Canada as a title on the rules protocol (ARCHITECTURE.md, "The rules
protocol").

Who must act: the Full Campaign's players placing their extra units at setup (all at once),
then the faction whose Turn Order Marker was drawn, except in a battle, where the players of
the side that must pick casualties (any of them for all) or the player who must make a Command
Decision act. Everything the dice and the bag decide
happens between choices (`_advance`), so a role asked to act always has a legal choice.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rules.core import BaseTitle, Board, Choice, GameOption, IllegalChoice, Msg, Private, Scenario
from rules.core.decks import Deck
from rules.core.rng import Rng
from rules.core.typed import Plan

from . import (
    battle,
    computer,
    movement,
    scripted,
    shortcuts,
    specials,
    standing,
    turns,
    units,
    views,
)
from .board import InvasionBoard
from .cards import CARDS, DECKS
from .factions import FACTIONS, NAMES, POOLS, SIDE_NAMES, SIDE_OF, factions_of
from .geography import MAP, SCENARIOS, area_at, area_name, area_of
from .names import printed, said
from .state import InvasionState


def _scenario(s) -> Scenario:
    """A scenario of scenarios.toml, its name and description said (catalogs/*/names.ftl)."""
    name = printed(f"i1812-scenario-{s.id}", s.name)
    description = printed(f"i1812-scenario-{s.id}-description", s.description)
    return Scenario(id=s.id, name=name, description=description)


class InvasionTitle(BaseTitle[InvasionState]):
    id: ClassVar[str] = "invasion-1812"
    name: ClassVar[str] = Msg("i1812-name")
    roles: ClassVar[tuple[str, ...]] = FACTIONS
    role_names: ClassVar[dict[str, str]] = NAMES
    scenarios: ClassVar[dict[str, Scenario]] = {s.id: _scenario(s) for s in SCENARIOS.values()}
    options: ClassVar[dict[str, GameOption]] = {}
    state_type = InvasionState
    # The choices that give up something optional, in order of preference: what `/game skip`
    # picks for a player who let a deadline pass ("enlist": as usual, without Publication Ban).
    PASS_VERBS: ClassVar[tuple[str, ...]] = ("end", "hold", "skip", "done", "enlist")
    reconstructed: ClassVar[str] = Msg("i1812-reconstructed")

    # --- setup ---
    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> InvasionState:
        scenario = SCENARIOS[state_fields["scenario"]]
        state = InvasionState(**state_fields, rng=rng, rounds=scenario.rounds)
        state.pools = dict(POOLS)
        for placements in (scenario.units, scenario.extra_fixed):
            for area, by_faction in placements.items():
                for faction, n in by_faction.items():
                    units.from_pool(state, area, faction, n)
        for faction in FACTIONS:
            deck = [c for c in DECKS[faction] if CARDS[c].number in scenario.decks[faction]]
            state.decks[faction] = Deck.shuffled(deck, state.rng)
            state.hands[faction] = []
            turns.draw_up(state, faction)
        name = self.scenarios[scenario.id].name
        state.say(Msg("i1812-setup", scenario=name, cards=len(scenario.decks[FACTIONS[0]])))
        # A scenario may start with enemy Objectives already held (1813: Detroit is British).
        turns.update_control(state)
        state.setup_left = {f: n for f, n in scenario.extra_choice.items() if n}
        if state.setup_left:
            state.phase = "setup"
            placing = [
                Msg("i1812-faction-count", faction=NAMES[f], count=n)
                for f, n in state.setup_left.items()
            ]
            state.say(Msg("i1812-setup-extra", placing=Msg.join(*placing, sep=", ")))
        else:
            turns.start_round(state, scenario.first_turn)
        self._advance(state)
        return state

    # --- who acts ---
    def active(self, state: InvasionState) -> list[str]:
        if state.outcome is not None:
            return []
        if state.phase == "setup":
            return [f for f in FACTIONS if state.setup_left.get(f)]
        if state.phase == "battle":
            return battle.deciders(state)
        return [state.faction] if state.faction else []

    def choices(self, state: InvasionState, role: str) -> list[Choice]:
        """`BaseTitle.choices`, without the prompt of an army on the move, which only a view
        shows: the army is the step a search asks the choices of most often."""
        if state.outcome is not None or role not in self.active(state):
            return []
        if state.phase == "move" and state.pending is None and state.army is not None:
            return movement.army_choices(state)
        return self._prompt(state, role)[1]

    def _prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        phase = state.phase
        if phase == "setup":
            return self._setup_prompt(state, role)
        if phase == "battle":
            return battle.choices(state, role)
        if state.pending is not None:
            name = CARDS[state.pending.card].called
            return said("i1812-pending-prompt", card=name), specials.pending_choices(state)
        if phase == "enlist":
            return self._enlist_prompt(state, role)
        extra = [
            Choice(verb="play", arg=c.id, label=said("i1812-choice-play-special", card=c.called))
            for c in specials.playable(state, role)
        ]
        if phase == "cards":
            moves = [CARDS[c] for c in state.hands[role] if CARDS[c].kind == "movement"]
            choices = [
                Choice(verb="play", arg=c.id, label=said("i1812-choice-play", card=c.label))
                for c in moves
            ]
            if not moves:
                skip = said("i1812-choice-skip-movement")
                choices.append(Choice(verb="skip", label=skip))
            return said("i1812-cards-prompt"), choices + extra
        if phase == "move":
            if state.army is not None:
                army = state.army
                prompt = said(
                    "i1812-army-prompt",
                    of=area_of(army.origin),
                    units=units.counts(army.units),
                    at=area_at(army.here),
                    left=army.budget,
                )
                return prompt, movement.army_choices(state)
            card = movement.card_of(state)
            left = state.armies_left
            if card is None:
                prompt = said("i1812-move-prompt", left=left)
            else:
                prompt = said("i1812-move-prompt-card", left=left, card=card.called)
            choices = movement.start_choices(state) + extra
            choices.append(Choice(verb="end", label=said("i1812-choice-end-movement")))
            return prompt, choices
        # battles
        fights = units.battles(state)
        choices = [
            Choice(verb="battle", arg=a, label=said("i1812-choice-battle", of=area_of(a)))
            for a in fights
        ]
        return said("i1812-battles-prompt"), choices + extra

    def _setup_prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        side = SIDE_OF[role]
        areas = [a.id for a in MAP.areas.values() if a.homeland == side]
        left = state.setup_left[role]
        choices = [
            Choice(verb="place", arg=a, label=said("i1812-choice-place", at=area_at(a)))
            for a in areas
        ]
        return said("i1812-setup-prompt", left=left), choices

    def _enlist_prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        if not state.enlisted:
            # Asked while Publication Ban may be in the hand, held or not (turns.begin_turn).
            enlist = Choice(verb="enlist", label=said("i1812-choice-enlist"))
            ban = next((c for c in state.hands[role] if CARDS[c].effect == "publication-ban"), None)
            if ban is None:
                where = [
                    said("i1812-enlist-at", count=n, at=area_at(a))
                    for a, n in turns.enlistments(state, role).items()
                ]
                return said("i1812-enlist-prompt", where=Msg.join(*where, sep=", ")), [enlist]
            play = said("i1812-choice-play-then-enlist", card=CARDS[ban].called)
            return said("i1812-ban-prompt"), [Choice(verb="play", arg=ban, label=play), enlist]
        if state.fled_to_place:
            areas = turns.open_muster_areas(state, role)
            choices = [
                Choice(
                    verb="fled",
                    arg=f"{a}:{n}",
                    label=said("i1812-choice-fled", count=n, at=area_at(a)),
                )
                for a in areas
                for n in range(1, state.fled_to_place + 1)
            ]
            return said("i1812-fled-prompt", count=state.fled_to_place), choices
        areas = turns.green_areas(state)
        choices = [
            Choice(verb="extra", arg=a, label=said("i1812-choice-extra", at=area_at(a)))
            for a in areas
        ]
        choices.append(Choice(verb="skip", label=said("i1812-choice-no-extra")))
        muster = area_name(next(iter(MAP.enlistments(role))))
        return said("i1812-extra-prompt", area=muster), choices

    def pass_choice(self, state: InvasionState, role: str) -> Choice | None:
        legal = self.choices(state, role)
        return next(
            (c for verb in self.PASS_VERBS for c in legal if c.verb == verb),
            None,
        )

    def apply(self, state: InvasionState, role: str, choice: Choice) -> InvasionState:
        """`BaseTitle.apply`, which refuses any choice not offered; a refused extra green unit
        says why (the rule in `turns.extra_refusal`, which also lists the choices)."""
        if choice.verb == "extra" and role in self.active(state):
            legal = self.choices(state, role)
            offered = any(c.verb == "extra" for c in legal)
            if offered and not any(c.matches(choice) for c in legal):
                why = turns.extra_refusal(state, str(choice.arg))
                if why is not None:
                    raise IllegalChoice(why)
        return super().apply(state, role, choice)

    # --- carrying out a choice ---
    def _apply(self, state: InvasionState, role: str, choice: Choice) -> None:
        verb = choice.verb
        if state.phase == "setup":
            units.from_pool(state, str(choice.arg), role, 1)
            state.setup_left[role] -= 1
            if not state.setup_left[role]:
                del state.setup_left[role]
                state.say(Msg("i1812-placed-extra", role=role, faction=NAMES[role]))
        elif state.phase == "battle":
            battle.apply(state, role, choice)
        elif state.pending is not None:
            specials.apply_pending(state, choice)
        elif verb == "play":
            card = CARDS[str(choice.arg)]
            if card.kind == "special":
                specials.play(state, card)
                if card.effect == "publication-ban":
                    turns.enlist(state)
            else:
                self._play_movement(state, role, card)
        elif verb == "enlist":
            turns.enlist(state)
        elif verb == "fled":
            area, n = str(choice.arg).rsplit(":", 1)
            turns.return_fled(state, area, int(n))
        elif verb == "extra":
            units.from_pool(state, str(choice.arg), role, 1)
            state.native_extra = 0
            state.say(Msg("i1812-extra-joins", at=area_at(str(choice.arg))))
        elif verb == "skip" and state.phase == "enlist":
            state.native_extra = 0
        elif verb == "skip":
            state.say(Msg("i1812-no-movement-card", role=role, faction=NAMES[role]))
            state.phase = "move"
        elif verb in ("army", "embark", "harrison"):
            movement.start(state, str(choice.arg), harrison=verb == "harrison")
        elif verb == "add":
            army = state.army
            assert army is not None
            army.units[str(choice.arg)] = army.units.get(str(choice.arg), 0) + 1
        elif verb == "remove":
            army = state.army
            assert army is not None
            army.units[str(choice.arg)] -= 1
            if not army.units[str(choice.arg)]:
                del army.units[str(choice.arg)]
        elif verb == "to":
            movement.step(state, str(choice.arg))
        elif verb == "drop":
            movement.drop(state, str(choice.arg))
        elif verb in ("halt", "cancel"):
            movement.finish(state)
        elif verb == "end":
            state.phase = "battles"
            state.army_bonus = []
        elif verb == "battle":
            state.fought += 1
            battle.begin(state, str(choice.arg))
        else:  # pragma: no cover - the legality check lets only listed verbs through
            raise IllegalChoice(f"Unknown choice {choice.describe()}")
        turns.release_control(state)
        self._advance(state)
        turns.release_control(state)  # units forced out by the dice rolled on the way

    def _play_movement(self, state: InvasionState, role: str, card) -> None:
        state.hands[role].remove(card.id)
        said = "i1812-plays-truce" if card.truce else "i1812-plays-card"
        if card.truce:
            state.truces.append(card.id)
        else:
            state.removed.append(card.id)
        state.say(Msg(said, role=role, faction=NAMES[role], card=card.label))
        movement.play_movement_card(state, card)

    def _advance(self, state: InvasionState) -> None:
        """Carry the game on until someone must choose: enlistments done, battles rolled, turns
        and rounds ended."""
        for _ in range(10_000):
            if state.outcome is not None:
                return
            phase = state.phase
            if phase == "setup" and not state.setup_left:
                turns.start_round(state, SCENARIOS[state.scenario].first_turn)
            elif (
                phase == "enlist"
                and state.enlisted
                and not (state.fled_to_place or state.native_extra or state.pending)
            ):
                state.phase = "cards"
            elif phase == "battle" and (state.battle is None or battle.advance(state)):
                state.phase = "battles"
            elif phase == "battles" and not state.pending and not units.battles(state):
                turns.end_turn(state)
            else:
                return
        raise RuntimeError("the game did not settle")  # pragma: no cover

    def seat_refusal(self, held: list[str], role: str) -> str | None:
        """ "When playing with fewer than five people, one or more players will control multiple
        factions on one side of the conflict" (Choose A Faction): never factions of both."""
        other = [r for r in held if SIDE_OF[r] != SIDE_OF[role]]
        if not other:
            return None
        held_names = Msg.join(*(NAMES[r] for r in other), sep=", ")
        return Msg("i1812-seat-refused", held=held_names, faction=NAMES[role])

    def plan(self, state: InvasionState, role: str, text: str) -> Plan:
        """`/play do:"move Fort Niagara -> Fort George: 2 blue 2 white"` (see shortcuts.py)."""
        return shortcuts.parse(self, state, role, text)

    # --- for hosting ---
    def shares(self, state: InvasionState, role: str) -> tuple[str, ...]:
        """The factions of a side hit in a battle, for its casualties ("The opponents decide
        among themselves which unit to remove"): a computer ally leaves them to a person.
        Command Decisions stay each faction's own (battle.shares)."""
        return battle.shares(state, role)

    # --- for the computer players (rules/core/computer.py) ---
    def sides(self, scenario: str) -> tuple[tuple[str, ...], ...]:
        # "Victory": a side wins or loses together, every faction of it.
        return tuple(tuple(factions_of(side)) for side in SIDE_NAMES)

    def redraw(self, state: InvasionState, role: str, rng: Rng, insight: int = 0) -> InvasionState:
        """The enemy hands and every draw pile dealt again (rules/invasion_1812/computer.py);
        nothing is answered unseen, so ``insight`` changes nothing."""
        self._check_role(state, role)
        return computer.redraw(state, role, rng)

    def scripted(self, state: InvasionState, role: str) -> Choice | None:
        """The choice of a player who follows the rulebook's plain advice
        (rules/invasion_1812/scripted.py)."""
        return scripted.scripted(state, role, self.choices(state, role))

    def standing(self, state: InvasionState, insight: int = 0) -> dict[str, float]:
        """Each side's share of victory by its lead in Control Markers, its forces and the time
        left (rules/invasion_1812/standing.py); nothing is answered unseen, so ``insight``
        changes nothing."""
        return standing.standing(state)

    def foresees(self, state: InvasionState) -> bool:
        """At a battle to fight (rules/invasion_1812/standing.py weighs each by its odds)."""
        return standing.foresees(state)

    # --- what players see ---
    board_model = InvasionBoard

    def board(self, state: InvasionState) -> Board:
        return views.board(state, self.active(state))

    def private(self, state: InvasionState, role: str) -> Private:
        return views.private(state, role)


TITLE = InvasionTitle()
