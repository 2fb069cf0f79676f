"""Playing: choices, typed commands, rolls and table look-ups asked for, undo and skip.

Every change is one transaction (`_Change`, then `PlayRoom._commit`): its actions go into the
append-only log, the new state and its version are written, and the notifications it causes go
into the outbox. A change made on a stale prompt is refused, so two clicks at once can never
both apply. A prompt goes stale when a player moves (a choice, an undo, a skip), not when
someone rolls a die or reads a table in the thread: those leave every player's choices as they
were (``games.moved_version``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from rules.core import Choice, GameState, Msg, NotYourTurn, RuleError, Title
from rules.core.dice import DiceRoll
from rules.core.replay import ActionKind, Replayer
from rules.core.tables import Resolution
from rules.core.typed import Plan, drive

from . import checkpoints, outbox, public_log, waits
from .base import StoreBase
from .database import parse_time, timestamp
from .errors import Command, Moment, Refusal, StaleVersion
from .notifications import notifications
from .records import COMPUTER_USER, GameRecord, Submitted
from .snapshots import Snapshot

# The choices of a change: known at once (a button, a computer's whole move), or a typed
# command's plan, which is sent the state after each choice and yields the next
# (rules/core/typed.py).
Steps = list[Choice] | Plan
# What a press or a typed command chooses, decided against the game as the store's transaction
# reads it (`PlayRoom.submit_picked`): the role that acts and its steps. It may refuse by
# raising, and then nothing is written.
Pick = Callable[[GameRecord, Title, GameState], tuple[str, Steps]]


class _Change:
    """A change being made, inside the lock and a transaction: the game as it was, the state
    moved on one action at a time, and the actions to log."""

    def __init__(
        self, game: GameRecord, title: Title, replayer: Replayer, user_id: int, now: str
    ) -> None:
        self.game, self.title, self.replayer = game, title, replayer
        self.before = replayer.state
        self.user_id, self.now = user_id, now
        self.rows: list[tuple[Any, ...]] = []
        self.checkpoints: list[tuple[Any, ...]] = []

    def step(
        self,
        kind: ActionKind,
        *,
        role: str | None = None,
        choice: Choice | None = None,
        request: dict[str, Any] | None = None,
    ) -> Any:
        """Carry out one action (`Replayer.step`) and keep its row for the log."""
        seq = self.game.version + len(self.rows)  # action n turns version n into n + 1
        verb = choice.verb if choice is not None else None
        arg = choice.arg if choice is not None else None
        result = self.replayer.step(
            seq=seq, kind=kind, role=role, verb=verb, arg=arg, request=request
        )
        if checkpoints.due(seq):
            self.checkpoints.append(checkpoints.row(self.game.id, seq, self.replayer.state))
        self.rows.append(
            (
                self.game.id,
                seq,
                kind,
                role,
                self.user_id,
                verb,
                json.dumps(arg) if choice is not None else None,
                json.dumps(request) if request is not None else None,
                self.now,
            )
        )
        return result

    @property
    def after(self) -> GameState:
        return self.replayer.state


class PlayRoom(StoreBase):
    async def submit(
        self, game_id: int, role: str, choice: Choice, *, user_id: int, expected_version: int
    ) -> Submitted:
        """Apply ``choice`` for ``role`` if the prompt shown at ``expected_version`` is still
        the current one."""
        return await self.submit_many(
            game_id, role, [choice], user_id=user_id, expected_version=expected_version
        )

    async def submit_many(
        self,
        game_id: int,
        role: str,
        choices: list[Choice],
        *,
        user_id: int,
        expected_version: int,
    ) -> Submitted:
        """Apply several choices of ``role`` in one transaction: all of them or none. Each is
        logged as its own action."""
        async with self._writing():
            game, title, before = await self._active(game_id)
            return await self._choose(game, title, before, role, choices, user_id, expected_version)

    async def submit_picked(
        self, game_id: int, pick: Pick, *, user_id: int, expected_version: int | None = None
    ) -> Submitted:
        """Apply the choices ``pick`` makes of the game as this transaction reads it, all or
        none: a button turned into its choice, a typed command read as its plan (`Title.plan`). The
        game is read once, here, for the whole press (ARCHITECTURE.md, "Storage"), and the
        `Submitted` holds what the next prompt and the delivery need. ``expected_version``: the
        version the prompt was shown at, if there was one; a typed command is parsed against
        the current state itself."""
        async with self._writing():
            game, before = await self._game_and_state(game_id)
            self._check_started(game)
            assert before is not None
            title = self._title(game.title)
            # The player's own mistake (not their seat, an old prompt, a typo) is theirs to
            # hear first, as when the bot checked it before submitting; then the game's status.
            role, choices = pick(game, title, before)
            self._check_active(game)
            version = game.version if expected_version is None else expected_version
            return await self._choose(game, title, before, role, choices, user_id, version)

    async def carry_out(
        self, game_id: int, actions: Iterable[Mapping[str, Any]], *, user_id: int
    ) -> Submitted:
        """Carry out logged actions (``kind``, ``role``, ``verb``, ``arg``, ``request``, as an
        export's entries or a golden game's lines hold them) in one transaction, as a replay
        does, each refused as a player's would be: how the bench and the tests build a game of
        thousands of actions in seconds."""
        async with self._writing():
            game, title, before = await self._active(game_id)
            change = self._change(game, title, Replayer(title, self._tables, before), user_id)
            mover = None
            for action in actions:
                kind = action["kind"]
                choice = None
                if kind == "choice":
                    choice = Choice(verb=action["verb"], arg=action["arg"])
                change.step(kind, role=action["role"], choice=choice, request=action["request"])
                if kind in ("choice", "undo"):
                    mover = action["role"]
            return await self._commit(change, mover=mover)

    async def roll(self, game_id: int, user_id: int, expression: str) -> tuple[Submitted, DiceRoll]:
        """A roll anyone asks for in an active game: from its rng, into its log. It leaves the
        players' prompts current."""
        async with self._writing():
            game, title, before = await self._active(game_id)
            change = self._change(game, title, Replayer(title, self._tables, before), user_id)
            # The log line names who asked; kept in the log so replay writes it again.
            request = {"expression": expression, **self._who(title, game, user_id)}
            result = change.step("roll", request=request)
            return await self._commit(change), result

    async def resolve_table(
        self, game_id: int, user_id: int, table_id: str, request: dict[str, Any]
    ) -> tuple[Submitted, Resolution]:
        """A table look-up anyone asks for in an active game: from its rng, into its log. It
        leaves the players' prompts current."""
        async with self._writing():
            game, title, before = await self._active(game_id)
            change = self._change(game, title, Replayer(title, self._tables, before), user_id)
            who = self._who(title, game, user_id)
            result = change.step("table", request={"table": table_id, "args": request, **who})
            return await self._commit(change), result

    async def undo(self, game_id: int, user_id: int) -> Submitted:
        """Take back the user's last choice, while the rules allow it (`Title.undo_refusal`)."""
        async with self._writing():
            game, state = await self._game_and_state(game_id)
            roles = game.roles_of(user_id)
            if not roles:
                raise RuleError(Msg("store-no-seat-to-undo", game=game.id))
            game, title, state = self._playing(game, state)
            role = self._undoing_role(title, state, roles)
            # Undo goes back to the state before the choice: kept from the change that made
            # it, when that was this process's last change of the game, else rebuilt from the
            # checkpoint before it (storage/checkpoints.py).
            rewinder = await self._rewinder(game, title, state)
            undoes = await rewinder.last_in_force(game.version - 1)
            if undoes is None:
                raise RuleError(title.undo_refusal(state, role) or "There is nothing to undo.")
            earlier = self._snapshots.before(game.id, game.version, undoes)
            if earlier is None:
                earlier = await rewinder.state_after(undoes - 1)
            replayer = Replayer(title, self._tables, state, [(undoes, earlier)])
            change = self._change(game, title, replayer, user_id)
            change.step("undo", role=role, request={"undoes": undoes})
            return await self._commit(change, mover=role, seen_by=user_id)

    async def skip(
        self, game_id: int, role: str | None, *, user_id: int, manager: bool = False
    ) -> tuple[Submitted, str]:
        """Make ``role`` pass once its deadline has passed, if the rules allow a pass now.
        With no ``role``, the one role waited on. Returns the change and the role skipped.

        Only the owner or a manager may, and only when they ask: nothing is decided behind a
        player's back (README, "Running games over days"). Checked and done under one lock, so
        the player cannot act in between.
        """
        async with self._writing():
            game, state = await self._game_and_state(game_id)
            self._check_manager(game, user_id, manager, "skip")
            game, title, before = self._playing(game, state)
            waiting = await waits.of_game(self._conn, game_id)
            if role is None:
                if len(waiting) != 1:
                    names = self._names(title, waiting)
                    raise RuleError(Msg("store-say-which", roles=names))
                role = next(iter(waiting))
            self._check_role(title, game, role)
            wait = waiting.get(role)
            name = title.role_name(role)
            if wait is None:
                raise NotYourTurn(Msg("store-not-waiting", game=game_id, role=name))
            if wait["deadline_at"] is None:
                raise Refusal(
                    "store-no-deadline",
                    game=game_id,
                    settings=Command("game settings", "deadline_hours:"),
                )
            deadline = parse_time(wait["deadline_at"])
            if deadline > self._clock():
                raise Refusal("store-deadline-ahead", role=name, deadline=Moment(deadline))
            choice = title.pass_choice(before, role)
            if choice is None:
                raise Refusal(
                    "store-no-pass",
                    role=name,
                    prompt=title.view(before, role).prompt,
                    replace=Command("game replace"),
                )
            change = self._change(game, title, Replayer(title, self._tables, before), user_id)
            change.step("choice", role=role, choice=choice)
            # The skipped player has seen nothing new: their next ping catches them up.
            return await self._commit(change, mover=role), role

    # --- the parts of a change (the caller holds the lock and a transaction) --------------

    async def _active(self, game_id: int) -> tuple[GameRecord, Title, GameState]:
        """A game that is being played, its title and its state."""
        return self._playing(*await self._game_and_state(game_id))

    def _playing(
        self, game: GameRecord, state: GameState | None
    ) -> tuple[GameRecord, Title, GameState]:
        self._check_active(game)
        assert state is not None  # an active game has one
        return game, self._title(game.title), state

    async def _choose(
        self,
        game: GameRecord,
        title: Title,
        before: GameState,
        role: str,
        steps: Steps,
        user_id: int,
        expected_version: int,
    ) -> Submitted:
        """Check the seat and the version, then carry ``steps`` out, each choice logged as its
        own action, and commit them."""
        computer = user_id == COMPUTER_USER and role in game.computers
        if game.seats.get(role) != user_id and not computer:
            raise RuleError(Msg("store-not-yours", role=title.role_name(role)))
        if not game.is_current(expected_version):
            raise StaleVersion(game.version)
        if computer and waits.defers(title, before, role, game.computers):
            # A person commands this decision with the seat (README, "Computer players").
            raise NotYourTurn(Msg("store-not-waiting", game=game.id, role=title.role_name(role)))
        change = self._change(game, title, Replayer(title, self._tables, before), user_id)

        def apply(choice: Choice) -> GameState:
            change.step("choice", role=role, choice=choice)
            return change.after

        drive(_fixed(steps) if isinstance(steps, list) else steps, apply)
        return await self._commit(change, mover=role, seen_by=None if computer else user_id)

    def _change(self, game: GameRecord, title: Title, replayer: Replayer, user_id: int) -> _Change:
        return _Change(game, title, replayer, user_id, self._now())

    async def _commit(
        self, change: _Change, *, mover: str | None = None, seen_by: int | None = None
    ) -> Submitted:
        """Write ``change``: its actions, the new state and version, the roles waited on and
        the notifications. ``mover``: the role that moved (its clock restarts, and prompts
        shown before are stale); ``seen_by``: the player who has now seen the whole log (their
        next ping's catch-up starts after it)."""
        game, title, before, after = change.game, change.title, change.before, change.after
        await self._conn.executemany(
            "INSERT INTO actions (game_id, seq, kind, role, user_id, verb, arg, request,"
            " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            change.rows,
        )
        await checkpoints.write(self._conn, change.checkpoints)
        version = game.version + len(change.rows)
        after.settle()  # the change is made: its views are built once (`GameState.settle`)
        self._written.append((game.id, Snapshot(version, after, (game.version, before))))
        moved_version = version if mover is not None else game.moved_version
        status = self._status_after(after)
        cursor = await self._conn.execute(
            "UPDATE games SET state = ?, version = ?, moved_version = ?, status = ?,"
            " updated_at = ? WHERE id = ? AND version = ?",
            (
                public_log.bare_json(after),
                version,
                moved_version,
                status,
                change.now,
                game.id,
                game.version,
            ),
        )
        if cursor.rowcount != 1:
            raise StaleVersion((await self._game(game.id)).version)
        # The log only grows: the lines said since ``before`` are the new ones.
        await public_log.append(self._conn, game.id, after, len(before.log))
        if seen_by is not None:
            await self._conn.execute(
                "UPDATE seats SET seen_log = ? WHERE game_id = ? AND user_id = ?",
                (len(after.log), game.id, seen_by),
            )
        active = title.active(after) if status == "active" else []
        await waits.sync(
            self._conn,
            game.id,
            waits.waited_on(title, after, active, game.computers),
            game.game_settings,
            self._clock(),
            acted=mover,
            computers=game.computers,
        )
        # A player who acted and must act again is in the middle of a sequence of steps: their
        # DM waits for the next one (storage/outbox.py, "Lanes"). Whoever need not act now
        # (this step ended their part, or someone else's step did) is in no such sequence: a
        # DM of theirs still settling goes out at once.
        settling = [mover] if seen_by is not None and mover in active else []
        sent = await outbox.enqueue(
            self._conn,
            game.id,
            version,
            notifications(title, before, after),
            change.now,
            settling=settling,
            settled_at=timestamp(self._clock() + outbox.SETTLE),
            released=[r for r in title.roles_in(after.scenario) if r not in active],
        )
        # What was just written, without reading it back (each read is a round trip).
        game = game.model_copy(
            update={
                "version": version,
                "moved_version": moved_version,
                "status": status,
                "updated_at": parse_time(change.now),
            }
        )
        return Submitted(game=game, state=after, version=version, notifications=sent)

    @staticmethod
    def _undoing_role(title: Title, state: GameState, roles: list[str]) -> str:
        """The user's role whose last choice may be taken back, or the reason none may."""
        for role in roles:
            if title.undo_refusal(state, role) is None:
                return role
        # Explain for the role that acted last, if it is one of theirs.
        role = state.last_actor if state.last_actor in roles else roles[0]
        raise RuleError(title.undo_refusal(state, role) or "There is nothing to undo.")

    @staticmethod
    def _who(title: Title, game: GameRecord, user_id: int) -> dict[str, Any]:
        """Who asks for a roll or a table, as its request keeps them: the roles they hold (the
        replay names them in the log, in any language) and, for a reader of the log without
        the title, those names in English."""
        roles = game.roles_of(user_id)
        names = " and ".join(title.role_name(r) for r in roles) if roles else "a spectator"
        return {"who": names, "roles": roles}


def _fixed(choices: list[Choice]) -> Plan:
    """Choices known at once, as a plan: the states it is sent are not needed. (Not ``yield
    from``: a list's iterator cannot be sent a state.)"""
    for choice in choices:  # noqa: UP028
        yield choice
