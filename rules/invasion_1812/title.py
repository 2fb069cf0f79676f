"""1812: The Invasion of Canada as a title on the rules protocol (ARCHITECTURE.md, "The rules
protocol").

Who must act: the Full Campaign's players placing their extra units at setup (all at once),
then the faction whose Turn Order Marker was drawn, except in a battle, where the player who
must pick casualties or make a Command Decision acts. Everything the dice and the bag decide
happens between choices (`_advance`), so a role asked to act always has a legal choice.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rules.core import BaseTitle, Board, Choice, GameOption, IllegalChoice, Private, Scenario
from rules.core.decks import Deck
from rules.core.rng import Rng
from rules.core.typed import Plan

from . import battle, computer, movement, shortcuts, specials, turns, units, views
from .board import InvasionBoard
from .cards import CARDS, DECKS
from .factions import FACTIONS, NAMES, POOLS, SIDE_NAMES, SIDE_OF, factions_of
from .geography import MAP, SCENARIOS
from .state import InvasionState


class InvasionTitle(BaseTitle[InvasionState]):
    id: ClassVar[str] = "invasion-1812"
    name: ClassVar[str] = "1812: The Invasion of Canada"
    roles: ClassVar[tuple[str, ...]] = FACTIONS
    role_names: ClassVar[dict[str, str]] = NAMES
    scenarios: ClassVar[dict[str, Scenario]] = {
        s.id: Scenario(id=s.id, name=s.name, description=s.description) for s in SCENARIOS.values()
    }
    options: ClassVar[dict[str, GameOption]] = {}
    state_type = InvasionState
    # The choices that give up something optional, in order of preference: what `/game skip`
    # picks for a player who let a deadline pass ("enlist": as usual, without Publication Ban).
    PASS_VERBS: ClassVar[tuple[str, ...]] = ("end", "hold", "skip", "done", "enlist")
    reconstructed: ClassVar[str] = (
        "The rulebook prints neither the map, nor the 60 cards, nor the battle dice, nor the "
        "starting units: they are reconstructed from the geography of the war and public "
        "descriptions of the game, and each entry says so (rules/invasion_1812/data)."
    )

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
        state.say(
            f"{scenario.name}: the armies take their positions; each faction draws 3 cards "
            f"from a deck of {len(scenario.decks[FACTIONS[0]])}."
        )
        # A scenario may start with enemy Objectives already held (1813: Detroit is British).
        turns.update_control(state)
        state.setup_left = {f: n for f, n in scenario.extra_choice.items() if n}
        if state.setup_left:
            state.phase = "setup"
            state.say(
                "Each faction places its extra units in its side's homeland areas: "
                + ", ".join(f"{NAMES[f]} {n}" for f, n in state.setup_left.items())
                + "."
            )
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
            who = battle.decider(state)
            return [who] if who else []
        return [state.faction] if state.faction else []

    def _prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        phase = state.phase
        if phase == "setup":
            return self._setup_prompt(state, role)
        if phase == "battle":
            return battle.choices(state, role)
        if state.pending is not None:
            name = CARDS[state.pending.card].name
            return f"{name}: choose where it acts.", specials.pending_choices(state)
        if phase == "enlist":
            return self._enlist_prompt(state, role)
        extra = [
            Choice(verb="play", arg=c.id, label=f"Play {c.name} (Special)")
            for c in specials.playable(state, role)
        ]
        if phase == "cards":
            moves = [CARDS[c] for c in state.hands[role] if CARDS[c].kind == "movement"]
            choices = [Choice(verb="play", arg=c.id, label=f"Play {c.label}") for c in moves]
            if not moves:
                choices.append(Choice(verb="skip", label="No Movement card: skip movement"))
            return "Play a Movement card (and up to two Special cards).", choices + extra
        if phase == "move":
            if state.army is not None:
                army = state.army
                prompt = (
                    f"Army from {MAP.areas[army.origin].name} ({units.counts(army.units)}), "
                    f"now in {MAP.areas[army.here].name}, {army.budget} area(s) left."
                )
                return prompt, movement.army_choices(state)
            card = movement.card_of(state)
            prompt = f"Move armies: {state.armies_left} army move(s) left"
            if card is not None:
                prompt += f" with {card.name}"
            choices = movement.start_choices(state) + extra
            choices.append(Choice(verb="end", label="End movement"))
            return prompt + ".", choices
        # battles
        fights = units.battles(state)
        choices = [
            Choice(verb="battle", arg=a, label=f"Resolve the Battle of {MAP.areas[a].name}")
            for a in fights
        ]
        return "Choose the next battle to resolve.", choices + extra

    def _setup_prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        side = SIDE_OF[role]
        areas = [a.id for a in MAP.areas.values() if a.homeland == side]
        left = state.setup_left[role]
        choices = [
            Choice(verb="place", arg=a, label=f"Place 1 at {MAP.areas[a].name}") for a in areas
        ]
        return f"Set-up: place {left} more unit(s) in your side's homeland areas.", choices

    def _enlist_prompt(self, state: InvasionState, role: str) -> tuple[str, list[Choice]]:
        if not state.enlisted:
            # Asked while Publication Ban may be in the hand, held or not (turns.begin_turn).
            enlist = Choice(verb="enlist", label="Enlist as usual")
            ban = next((c for c in state.hands[role] if CARDS[c].effect == "publication-ban"), None)
            if ban is None:
                where = ", ".join(
                    f"{n} at {MAP.areas[a].name}" for a, n in turns.enlistments(state, role).items()
                )
                return f"Place enlistments: {where}.", [enlist]
            return "Place enlistments: play Publication Ban first (Rome instead of Albany)?", [
                Choice(verb="play", arg=ban, label=f"Play {CARDS[ban].name}, then enlist"),
                enlist,
            ]
        if state.fled_to_place:
            areas = turns.open_muster_areas(state, role)
            choices = [
                Choice(verb="fled", arg=f"{a}:{n}", label=f"{n} fled to {MAP.areas[a].name}")
                for a in areas
                for n in range(1, state.fled_to_place + 1)
            ]
            return f"Return {state.fled_to_place} fled unit(s) to your Muster Areas.", choices
        areas = turns.green_areas(state)
        choices = [
            Choice(verb="extra", arg=a, label=f"Extra green unit to {MAP.areas[a].name}")
            for a in areas
        ]
        choices.append(Choice(verb="skip", label="No extra unit"))
        muster = MAP.areas[next(iter(MAP.enlistments(role)))].name
        return (
            f"Place your extra Native American unit in an area other than {muster} that holds "
            "green units.",
            choices,
        )

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
                state.say(f"The {NAMES[role]} have placed their extra units.")
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
            state.say(f"1 extra green unit joins at {MAP.areas[str(choice.arg)].name}.")
        elif verb == "skip" and state.phase == "enlist":
            state.native_extra = 0
        elif verb == "skip":
            state.say(f"The {NAMES[role]} have no Movement card: no movement this turn.")
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
        if card.truce:
            state.truces.append(card.id)
            state.say(f"🕊️ The {NAMES[role]} play their Truce card, {card.label}.")
        else:
            state.removed.append(card.id)
            state.say(f"The {NAMES[role]} play {card.label}.")
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
        return (
            f"You hold {', '.join(NAMES[r] for r in other)}, on the other side; one person may "
            f"hold several factions of one side only, so not {NAMES[role]}."
        )

    def plan(self, state: InvasionState, role: str, text: str) -> Plan:
        """`/play do:"move Fort Niagara -> Fort George: 2 blue 2 white"` (see shortcuts.py)."""
        return shortcuts.parse(self, state, role, text)

    # --- for the computer players (rules/core/computer.py) ---
    def sides(self, scenario: str) -> tuple[tuple[str, ...], ...]:
        # "Victory": a side wins or loses together, every faction of it.
        return tuple(tuple(factions_of(side)) for side in SIDE_NAMES)

    def redraw(self, state: InvasionState, role: str, rng: Rng) -> InvasionState:
        """The enemy hands and every draw pile dealt again (rules/invasion_1812/computer.py)."""
        self._check_role(state, role)
        return computer.redraw(state, role, rng)

    def standing(self, state: InvasionState) -> dict[str, float]:
        """Each side's lead in Control Markers (rules/invasion_1812/computer.py)."""
        return computer.standing(state)

    # --- what players see ---
    board_model = InvasionBoard

    def board(self, state: InvasionState) -> Board:
        return views.board(state, self.active(state))

    def private(self, state: InvasionState, role: str) -> Private:
        return views.private(state, role)


TITLE = InvasionTitle()
