"""The seam between the rules and everything else (ARCHITECTURE.md, "The rules protocol").

At every moment a title says, for each role, what it asks and which atomic choices are legal.
The bot, the console, the fuzzer and any computer player all run the same loop:
``view(state, role)`` -> show ``prompt`` and ``choices`` -> ``apply(state, role, choice)``.

`Title` is everything storage and the bot may ask of a title; the optional capabilities (a
pass for `/game skip`, typed commands, who may hold which seats, undo's words) are part of it,
with defaults in `BaseTitle`, so nothing is ever probed for. What only tests need to know (a
title's secrets and invariants) is the separate `rules.core.oracle.TitleOracle`.

`BaseTitle` implements the parts every title shares, so that a title only writes its rules:
the legality check (one source of truth: the same code lists the choices and checks them),
copying instead of mutating, undo bookkeeping and the end of the game.
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    ClassVar,
    Generic,
    Protocol,
    Self,
    TypeVar,
    runtime_checkable,
)

from pydantic import BaseModel, PrivateAttr, model_validator

from .errors import (
    GameOver,
    IllegalChoice,
    NotYourTurn,
    RuleError,
    UnknownOption,
    UnknownRole,
    UnknownScenario,
)
from .messages import KEPT, Msg, Text, compact, restore
from .rng import Rng

if TYPE_CHECKING:
    from .typed import Plan


class Choice(BaseModel):
    """One atomic decision. ``verb`` and ``arg`` identify it; ``label`` is what a button says.

    Choices that share a ``group`` may be picked together, in the order listed, as one step of
    the player's (the units of an attack, the cards supporting it): each stays legal after the
    others, and they are applied all or none (the bot offers them in one multi-select menu).
    """

    verb: str
    arg: str | int | None = None
    label: Text = ""
    group: str | None = None

    def matches(self, other: Choice) -> bool:
        return self.verb == other.verb and self.arg == other.arg

    def describe(self) -> str:
        return self.label or (self.verb if self.arg is None else f"{self.verb} {self.arg}")


class Outcome(BaseModel):
    """How a game ended: the winning roles (empty when nobody won) and why. When nobody won,
    ``losers`` names those who lost while the others did not (Canadian Civil War 10.12: the
    player whose attempt to create a National Emergency failed loses, and "No one wins"); the
    others drew. A game everyone loses (Crisis 2020's Anarchy, the Canadian Civil War's 8.24)
    names nobody: nobody did better than anyone else."""

    winners: list[str]
    reason: Text
    losers: list[str] = []
    # The reason's message ids (`compact`), kept through a save as the log's are (``said``),
    # so that a loaded game says why it ended in any language (`said_reason`); left out of
    # the state's hash (rules/verify.py).
    said: str | None = None

    @model_validator(mode="after")
    def _keep_ids(self) -> Outcome:
        if self.said is None:
            self.said = compact(self.reason)
        return self

    @property
    def said_reason(self) -> str:
        """The reason as a `Msg` again where its ids were kept; else its English."""
        return restore(self.reason, self.said)


class BoardField(BaseModel):
    name: Text
    value: Text


class Board(BaseModel):
    """The public summary: text for embeds and structured data for images.

    ``data`` is the dump of the title's board model (`Title.board_model`), which the title's
    board code builds and its picture (bot/images/) reads back: plain JSON-like values, so a
    board serialises as any other model."""

    headline: Text
    text: Text = ""
    fields: list[BoardField] = []
    data: dict[str, Any] = {}


class Private(BaseModel):
    """One role's hidden information. Empty for spectators."""

    text: Text = ""
    data: dict[str, Any] = {}


class View(BaseModel):
    """What one role (or a spectator, ``role=None``) may see now."""

    role: str | None
    active: list[str]
    prompt: Text
    choices: list[Choice]
    board: Board
    private: Private
    log: list[Text]
    can_undo: bool
    outcome: Outcome | None


class GameOption(BaseModel):
    """A documented rules variant a game may switch on at creation."""

    id: str
    description: str
    default: bool = False


class Scenario(BaseModel):
    """A way to set a title up. ``roles`` are the roles it seats, in the title's order; empty
    means all of them (most scenarios)."""

    id: str
    name: Text
    description: Text = ""
    roles: tuple[str, ...] = ()


T = TypeVar("T")
# What views built of each settled state (`GameState.settle`), by the state's id while it
# lives: kept beside the states, not in them, where it would count in their equality.
_BUILT: dict[int, dict[Any, Any]] = {}


class GameState(BaseModel):
    """Fields every title's state has. Titles subclass it with their own model."""

    title: str
    scenario: str
    options: dict[str, bool] = {}
    rng: Rng
    # Each line a `Msg` while in memory, its English once saved; `said` keeps each line's ids
    # beside it, None for plain text (rules/core/messages.py: `compact`, `said_lines`).
    log: list[Text] = []
    said: list[Annotated[str | None, KEPT]] = []
    outcome: Outcome | None = None
    steps: int = 0
    # The role whose last choice may still be taken back, or None (see BaseTitle.apply).
    undoable_by: str | None = None
    # Who made the last choice, and why it can no longer be taken back, if it cannot: so that
    # a refused undo can say why (a die was rolled, a card was drawn, someone acted since).
    last_actor: str | None = None
    undo_blocker: str | None = None

    _undo_blocked: bool = PrivateAttr(default=False)

    def settle(self) -> Self:
        """Mark this state as one that never changes again (the store's, once written or
        read: a change makes a new state). Its board and each role's private part are then
        built once, however many views are asked of it: a press's prompt, its board message,
        its pings and its DMs all show the same version. A `clone` is not settled."""
        key = id(self)
        if key not in _BUILT:
            _BUILT[key] = {}
            # Dropped as the state goes, before its id can be another's.
            weakref.finalize(self, _BUILT.pop, key, None)
        return self

    def once(self, key: Any, build: Callable[[], T]) -> T:
        """``build()``, kept under ``key`` if this state is settled."""
        built = _BUILT.get(id(self))
        if built is None:
            return build()
        if key not in built:
            built[key] = build()
        return built[key]

    def block_undo(self) -> None:
        """Mark the choice being applied as revealing hidden information (a card drawn or shown).

        Undo must not let anyone peek at the future (ARCHITECTURE.md, "Undo").
        """
        self._undo_blocked = True

    def clone(self) -> Self:
        """An independent copy. States are plain data: rebuilding one from its dump is several
        times faster than ``copy.deepcopy`` walking a long log, and it copies no private flag."""
        data = self.model_dump(exclude={"log", "said"})
        # The log's lines are never changed, only added to: the copy shares them (a `Msg`
        # dumped and read back for each line of a long log would cost more than the rest).
        data["log"], data["said"] = list(self.log), list(self.said)
        return type(self).model_validate(data)

    def say(self, line: str) -> None:
        """Append a line to the public log (a `Msg`, or plain text). Never put a secret here."""
        self.log.append(line)
        self.said.append(compact(line))


S = TypeVar("S", bound=GameState)


@runtime_checkable
class Title(Protocol):
    """What storage, the bot, the console and the fuzzer may ask of a title: nothing else."""

    id: str
    name: str
    # Every role of the title, in the order players read them; a scenario may seat fewer.
    roles: tuple[str, ...]
    scenarios: Mapping[str, Scenario]
    options: Mapping[str, GameOption]
    # What of the title's data is reconstructed rather than printed, shown in the lobby ("" when
    # everything is printed; ARCHITECTURE.md, "Data and provenance").
    reconstructed: str
    # The pydantic model whose dump is `Board.data`, declared by the title and read by its
    # picture; None: the title has no picture of its own (the generic card is drawn).
    board_model: type[BaseModel] | None

    def role_name(self, role: str) -> str: ...
    def roles_in(self, scenario: str) -> tuple[str, ...]: ...
    def sides(self, scenario: str) -> tuple[tuple[str, ...], ...]:
        """The roles ``scenario`` seats, grouped by the side they win or lose with (each role
        alone unless the rules make allies): how `python -m bench` pits one computer level's
        side against another's."""
        ...

    def setup(
        self, seed: str, scenario: str, options: Mapping[str, bool] | None = None
    ) -> GameState: ...
    def load(self, data: str) -> GameState: ...
    def view(self, state: GameState, role: str | None) -> View: ...
    def apply(self, state: GameState, role: str, choice: Choice) -> GameState: ...
    def advance(self, state: GameState, role: str, choice: Choice) -> None:
        """Carry out on ``state`` itself a choice taken from ``role``'s list of legal choices
        in that very state: no check and no copy. For searches over private copies (the
        computer players); a player's choice goes through ``apply``."""
        ...

    # The cheap parts of a view, for code that needs only them (the store's notifications,
    # the computer players' playouts).
    def active(self, state: GameState) -> list[str]: ...
    def choices(self, state: GameState, role: str) -> list[Choice]: ...
    def private(self, state: GameState, role: str) -> Private: ...

    # Optional capabilities: `BaseTitle` says "none" or the common words.
    def pass_choice(self, state: GameState, role: str) -> Choice | None:
        """The legal choice that passes for ``role`` now, if the rules allow one."""
        ...

    def plan(self, state: GameState, role: str, text: str) -> Plan:
        """A typed command (`/play do:`) read into a plan of atomic choices, each answered
        against the state the ones before it leave (rules/core/typed.py); it applies none."""
        ...

    def out_of_turn(self, state: GameState, role: str, text: str) -> str | None:
        """The answer to a typed command from ``role`` when it has nothing to do now, or None
        for the usual "nothing to do"."""
        ...

    def interrupts(self, state: GameState, role: str) -> list[Choice]:
        """Choices ``role`` may make at any moment, whether or not anyone waits on it: part of
        its view and accepted by ``apply``, but never a reason to ask it or ping it."""
        ...

    def seat_refusal(self, held: list[str], role: str) -> str | None:
        """Why someone holding ``held`` may not also take ``role``, or None."""
        ...

    def undo_refusal(self, state: GameState, role: str) -> str | None:
        """Why ``role`` may not take back its last choice now, or None when it may."""
        ...

    def undo_line(self, state: GameState, role: str) -> str:
        """The public log line announcing that ``role`` took its last choice back."""
        ...

    # For the computer players (rules/core/computer.py).
    def redraw(self, state: GameState, role: str, rng: Rng, insight: int = 0) -> GameState:
        """A state ``role`` cannot tell from ``state``: everything its view does not show
        (other hands, the deck order, face-down cards, others' secret picks) dealt again with
        ``rng`` from what its view leaves possible, and the game's rng replaced by one seeded
        from ``rng``, so that a search never meets a die the real game will roll. It must use
        nothing of ``state`` that ``role`` cannot see: the same view and the same ``rng`` give
        the same redraw, whatever the hidden values. ``insight`` (`standing`'s) deals what
        others have already answered unseen as a player of that insight expects it: with 0,
        any answer alike; with 1, as each answers best against the common reckoning."""
        ...

    def standing(self, state: GameState, insight: int = 0) -> dict[str, float]:
        """How well each seated role stands, from 0 (lost) to 1 (won), by the rules' own
        measure of victory (points, territory, what the victory conditions count): what the
        computer players score a playout by when it stops before the game ends.

        ``insight`` matters only where the standing foresees how the players answer something
        they answer unseen (a sealed vote): with 0, everyone answers as one common reckoning of
        the answers makes best; with 1, each rival answers so, and the role judged answers what
        is best against that, reading his rivals one step further (level-k reasoning: Stahl and
        Wilson, 1995; Nagel, 1995). Hard judges with 1 (rules/core/computer.py)."""
        ...

    def foresees(self, state: GameState) -> bool:
        """Whether `standing` already weighs what follows ``state`` better than random steps
        would, so that a playout stops there (a sealed vote whose standing takes each voter as
        answering what serves him, where random steps would have each answer at random)."""
        ...

    def ranks(self, state: GameState, role: str, choices: list[Choice]) -> list[int] | None:
        """A rank for each of ``choices`` (0 the most promising), by what the title knows of
        its game, or None when it knows no better than chance: the computer players try the
        choices of a kind in rank order (rules/core/moves.py, `by_kind`), so that among a
        hundred ways of moving a unit the few that matter are among the moves they compare."""
        ...

    def scripted(self, state: GameState, role: str) -> Choice | None:
        """The choice a player who follows the rulebook's plain advice makes now, one of
        ``role``'s legal choices (its view's, interrupts included), or None when the title has
        no such player. Deterministic, and decided from what ``role``'s view shows only: the
        same choice whatever is hidden. The computer players' reference opponent and the
        policy of Hard's playouts (rules/core/computer.py)."""
        ...

    # For hosting: who commands a Side that several players make up.
    def shares(self, state: GameState, role: str) -> tuple[str, ...]:
        """The roles that make the decision ``role`` is asked for now as one, any of them for
        all, ``role`` among them: a coalition's Side (Canadian Civil War 10.27), allies
        choosing their casualties together (1812). Where a person holds one of them and is
        asked for it (`active`), the computer seats among them leave the decision to that
        person: the store does not wait on them, nor takes their choice (storage/waits.py,
        `defers`; README, "Computer players"). ``(role,)`` by default."""
        ...


class BaseTitle(ABC, Generic[S]):
    """The shared half of every title. Subclasses fill in the rules-specific hooks."""

    id: ClassVar[str]
    name: ClassVar[str]
    roles: ClassVar[tuple[str, ...]]
    role_names: ClassVar[dict[str, str]]
    scenarios: ClassVar[dict[str, Scenario]]
    options: ClassVar[dict[str, GameOption]] = {}
    state_type: ClassVar[type[GameState]]
    # What of the title's data is reconstructed rather than printed: shown to players in the
    # lobby. Empty when everything is printed.
    reconstructed: ClassVar[str] = ""
    # The model `board` builds `Board.data` from (its dump), for the title's picture.
    board_model: ClassVar[type[BaseModel] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for scenario in vars(cls).get("scenarios", {}).values():
            unknown = [r for r in scenario.roles if r not in cls.roles]
            if unknown:
                raise TypeError(f"{cls.__name__}: scenario {scenario.id!r} seats unknown {unknown}")

    # --- hooks a title implements ---
    @abstractmethod
    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> S:
        """Build the opening state from the common fields and the seeded rng."""

    @abstractmethod
    def active(self, state: S) -> list[str]:
        """Roles that must act now, in a stable order."""

    @abstractmethod
    def _prompt(self, state: S, role: str) -> tuple[str, list[Choice]]:
        """What an active role is asked, and its legal choices (never empty while active)."""

    @abstractmethod
    def _apply(self, state: S, role: str, choice: Choice) -> None:
        """Carry out a legal choice on a private copy of the state (mutate it)."""

    @abstractmethod
    def board(self, state: S) -> Board: ...

    @abstractmethod
    def private(self, state: S, role: str) -> Private: ...

    # --- the protocol ---
    def role_name(self, role: str) -> str:
        return self.role_names.get(role, role)

    def roles_in(self, scenario: str) -> tuple[str, ...]:
        """The roles ``scenario`` seats, in the title's order."""
        seated = self._scenario(scenario).roles
        return tuple(role for role in self.roles if not seated or role in seated)

    def sides(self, scenario: str) -> tuple[tuple[str, ...], ...]:
        return tuple((role,) for role in self.roles_in(scenario))

    def _scenario(self, scenario: str) -> Scenario:
        if scenario not in self.scenarios:
            allowed = ", ".join(self.scenarios)
            raise UnknownScenario(
                f"{self.name} has no scenario {scenario!r}. Scenarios: {allowed}."
            )
        return self.scenarios[scenario]

    def _check_role(self, state: S, role: str) -> None:
        seated = self.roles_in(state.scenario)
        if role not in seated:
            raise UnknownRole(f"{self.name} has no role {role!r} here. Roles: {', '.join(seated)}.")

    def setup(self, seed: str, scenario: str, options: Mapping[str, bool] | None = None) -> S:
        self._scenario(scenario)
        opts = {key: spec.default for key, spec in self.options.items()}
        for key, value in (options or {}).items():
            if key not in self.options:
                allowed = ", ".join(self.options) or "none"
                raise UnknownOption(f"{self.name} has no option {key!r}. Options: {allowed}.")
            opts[key] = bool(value)
        fields = {"title": self.id, "scenario": scenario, "options": opts}
        state = self._setup(fields, Rng(seed=seed))
        state._undo_blocked = False  # nothing to undo before the first choice
        return state

    def load(self, data: str) -> S:
        return self.state_type.model_validate_json(data)  # type: ignore[return-value]

    def choices(self, state: S, role: str) -> list[Choice]:
        """What ``role`` is asked to choose among now (none when it need not act); its view and
        `apply` add what it may do at any moment (`interrupts`)."""
        if state.outcome is not None or role not in self.active(state):
            return []
        return self._prompt(state, role)[1]

    def _extra(self, state: S, role: str, asked: list[Choice]) -> list[Choice]:
        """The interrupts ``role`` may make beyond what it is asked."""
        return [c for c in self.interrupts(state, role) if not any(c.matches(a) for a in asked)]

    def view(self, state: S, role: str | None) -> View:
        if role is not None:
            self._check_role(state, role)
        active = [] if state.outcome is not None else self.active(state)
        prompt, choices = ("", [])
        if role is not None and role in active:
            prompt, choices = self._prompt(state, role)
        if role is not None and state.outcome is None:
            extra = self._extra(state, role, choices)
            choices = choices + extra
            if extra and not prompt:
                prompt = "Nobody is waiting on you, but you may act now:"
        return View(
            role=role,
            active=active,
            prompt=prompt,
            choices=choices,
            board=state.once("board", lambda: self.board(state)),
            private=(
                state.once(("private", role), lambda: self.private(state, role))
                if role is not None
                else Private()
            ),
            log=list(state.log),
            can_undo=role is not None and self.can_undo(state, role),
            outcome=state.outcome,
        )

    def can_undo(self, state: S, role: str) -> bool:
        """True while ``role`` made the last choice and it revealed nothing and rolled nothing."""
        return state.outcome is None and state.undoable_by == role

    def undo_refusal(self, state: S, role: str) -> str | None:
        """Why ``role`` may not take back its last choice now, or None when it may."""
        if self.can_undo(state, role):
            return None
        if state.outcome is not None:
            return "The game is over, so its choices stand."
        if state.last_actor is None:
            return "There is no choice of yours to take back."
        if state.last_actor != role:
            return (
                f"{self.role_name(state.last_actor)} has acted since your last choice, "
                "so it stands."
            )
        reason = state.undo_blocker or "it cannot be taken back"
        return f"Your last choice stands: {reason}, and undo must not reveal what comes next."

    def undo_line(self, state: S, role: str) -> str:
        """The public log line announcing that ``role`` took its last choice back."""
        return f"↩️ {self.role_name(role)} took back their last choice."

    def seat_refusal(self, held: list[str], role: str) -> str | None:
        """Why someone holding ``held`` may not also take ``role``, or None. Anyone may hold
        several roles unless the title says otherwise."""
        return None

    def plan(self, state: S, role: str, text: str) -> Plan:
        """A typed command (`/play do:`) read into a plan (rules/core/typed.py). Titles with
        long sequences of clicks override it."""
        raise RuleError(Msg("core-no-typed", title=self.name))

    def out_of_turn(self, state: S, role: str, text: str) -> str | None:
        """The answer to a typed command from ``role`` when it has nothing to do now, or None
        for the usual "nothing to do". For rules that let a player act at any moment (Canadian
        Civil War's National Emergency, 10.1): a title can say why not yet, or how."""
        return None

    def interrupts(self, state: S, role: str) -> list[Choice]:
        """Choices ``role`` may make at any moment, whether or not anyone waits on it, or none
        (the default): for rules that let a player break in (Canadian Civil War's National
        Emergency, 10.1). They are listed in the role's view and accepted by `apply`; `active`
        leaves them out, so nobody is pinged for them."""
        return []

    def pass_choice(self, state: S, role: str) -> Choice | None:
        """The legal choice that passes for ``role`` now, if the rules allow one: what
        `/game skip` may choose for a player who let a deadline pass. None by default: a title
        says where its rules allow a pass."""
        return None

    def redraw(self, state: S, role: str, rng: Rng, insight: int = 0) -> S:
        """For a title that hides nothing: the same state with a fresh rng of its own. A title
        with hands, a deck or secret picks must deal them again here (`Title.redraw`)."""
        return self._reseeded(state.clone(), rng)

    @staticmethod
    def _reseeded(state: S, rng: Rng) -> S:
        """``state`` with a game rng drawn from ``rng``: the real seed decides future dice."""
        state.rng = Rng(seed="".join(f"{rng.below(1 << 32):08x}" for _ in range(8)))
        return state

    def standing(self, state: S, insight: int = 0) -> dict[str, float]:
        """The outcome once there is one (winners 1, the rest 0); before it, even (0.5): a
        title says how its victory conditions stand (``insight``: `Title.standing`)."""
        seated = self.roles_in(state.scenario)
        if state.outcome is not None:
            return {role: float(role in state.outcome.winners) for role in seated}
        return dict.fromkeys(seated, 0.5)

    def foresees(self, state: S) -> bool:
        """False: a playout goes on through every position (`Title.foresees`)."""
        return False

    def ranks(self, state: S, role: str, choices: list[Choice]) -> list[int] | None:
        """None: no choice is more promising than another (`Title.ranks`)."""
        return None

    def scripted(self, state: S, role: str) -> Choice | None:
        """None: the title has no scripted player (`Title.scripted`)."""
        return None

    def shares(self, state: S, role: str) -> tuple[str, ...]:
        """Each role decides alone (`Title.shares`)."""
        return (role,)

    def apply(self, state: S, role: str, choice: Choice) -> S:
        if state.outcome is not None:
            raise GameOver(Msg("core-game-over"))
        self._check_role(state, role)
        asked = self.choices(state, role)
        legal = asked + self._extra(state, role, asked)
        chosen = next((c for c in legal if c.matches(choice)), None)
        if chosen is None and role not in self.active(state):
            waiting = Msg.join(*(self.role_name(r) for r in self.active(state)), sep=", ")
            raise NotYourTurn(Msg("core-not-your-turn", waiting=waiting))
        if chosen is None:
            verbs = ", ".join(sorted({c.verb for c in legal}))
            raise IllegalChoice(Msg("core-illegal", choice=repr(choice.describe()), verbs=verbs))
        new = state.clone()
        counter = new.rng.counter
        self.advance(new, role, chosen)
        if new.rng.counter != counter:
            new.undo_blocker = "it rolled dice or shuffled cards"
        elif new._undo_blocked:
            new.undo_blocker = "it drew or revealed a card"
        else:
            new.undo_blocker = None
        new.undoable_by = None if new.undo_blocker else role
        # The flag only carries news out of _apply; states compare equal with their JSON copy.
        new._undo_blocked = False
        return new

    def advance(self, state: S, role: str, choice: Choice) -> None:
        self._apply(state, role, choice)
        state.steps += 1
        state.last_actor = role
