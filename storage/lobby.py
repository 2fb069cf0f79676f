"""The lobby and the running of a game: creating it, seats, starting and abandoning it,
handing a seat over, its settings, and where it lives in Discord."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from enum import Enum
from typing import Any

from pydantic import ValidationError

from rules.core import GameOver, Msg, RuleError, commitment, new_seed

from . import outbox, public_log, waits
from .base import StoreBase
from .database import transaction
from .errors import Command, Mention, Refusal
from .game_settings import GameSettings
from .notifications import notifications
from .records import (
    COMPUTER_LEVELS,
    COMPUTER_USER,
    ComputerLevel,
    GameRecord,
    Submitted,
    ThreadTrouble,
)

_SEED = re.compile(r"^[0-9a-f]{64}$")


class _Unset(Enum):
    UNSET = "unset"


UNSET = _Unset.UNSET


class LobbyRoom(StoreBase):
    async def create_game(
        self,
        title_id: str,
        scenario: str,
        options: Mapping[str, bool] | None,
        *,
        owner_id: int,
        guild_id: int | None,
        channel_id: int | None,
        seed: str | None = None,
        settings: GameSettings | None = None,
    ) -> GameRecord:
        """A new game in the lobby, committed to a fresh secret seed, with ``settings`` (the
        defaults when None)."""
        title = self._title(title_id)
        if seed is None:
            seed = new_seed()
        elif not _SEED.match(seed):
            raise ValueError("A seed is 64 lowercase hexadecimal digits.")
        # The title validates scenario and options (its own messages list what is allowed)
        # and fills in the defaults; storing them all keeps replays independent of later
        # changes to a default.
        opening = title.setup(seed, scenario, dict(options or {}))
        now = self._now()
        async with self._lock, transaction(self._conn):
            rows = await self._conn.execute_fetchall(
                "INSERT INTO games (title, scenario, options, seed, commitment, owner_id,"
                " guild_id, channel_id, settings, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    title_id,
                    scenario,
                    json.dumps(opening.options, sort_keys=True),
                    seed,
                    commitment(seed),
                    owner_id,
                    guild_id,
                    channel_id,
                    (settings or GameSettings()).model_dump_json(exclude_defaults=True),
                    now,
                    now,
                ),
            )
            return await self._game(rows[0]["id"])

    async def join(self, game_id: int, role: str, user_id: int) -> GameRecord:
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            self._check_role(title, game, role)
            holder = game.seats.get(role)
            if holder == user_id:
                raise RuleError(
                    Msg("store-already-yours", role=title.role_name(role), game=game_id)
                )
            if role in game.computers:
                raise Refusal(
                    "store-computer-plays",
                    role=title.role_name(role),
                    owner=Mention(game.owner_id),
                    leave=Command("game leave"),
                    id=role,
                )
            if holder is not None:
                raise Refusal(
                    "store-taken",
                    role=title.role_name(role),
                    holder=Mention(holder),
                    free=self._names(title, self._free_roles(title, game)),
                )
            refusal = title.seat_refusal(game.roles_of(user_id), role)
            if refusal:
                raise RuleError(refusal)
            await self._conn.execute(
                "INSERT INTO seats (game_id, role, user_id) VALUES (?, ?, ?)",
                (game_id, role, user_id),
            )
            await self._update(game_id)
            return await self._game(game_id)

    async def leave(self, game_id: int, user_id: int, role: str | None = None) -> GameRecord:
        """Give up ``role``, or every role the user holds when no role is named."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            if role is None:
                roles = game.roles_of(user_id)
                if not roles:
                    raise RuleError(Msg("store-no-role", game=game_id))
            else:
                self._check_role(title, game, role)
                if game.seats.get(role) != user_id:
                    raise RuleError(Msg("store-not-yours", role=title.role_name(role)))
                roles = [role]
            await self._conn.executemany(
                "DELETE FROM seats WHERE game_id = ? AND role = ?",
                [(game_id, r) for r in roles],
            )
            await self._update(game_id)
            return await self._game(game_id)

    async def start(self, game_id: int, user_id: int, *, manager: bool = False) -> Submitted:
        """Set the game up from its seed: version 1, active, everyone told. Owner or manager."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_in_lobby(game)
            self._check_manager(game, user_id, manager, "start")
            empty = self._free_roles(title, game)
            if empty:
                raise RuleError(
                    Msg("store-seats-empty", game=game_id, roles=self._names(title, empty))
                )
            rows = await self._conn.execute_fetchall(
                "SELECT seed FROM games WHERE id = ?", (game_id,)
            )
            state = title.setup(rows[0]["seed"], game.scenario, game.options).settle()
            now = self._now()
            await public_log.append(self._conn, game_id, state, 0)
            await self._update(
                game_id,
                state=public_log.bare_json(state),
                version=1,
                moved_version=1,
                status=self._status_after(state),
                updated_at=now,
            )
            await waits.sync(
                self._conn,
                game_id,
                waits.waited_on(title, state, title.view(state, None).active, game.computers),
                game.game_settings,
                self._clock(),
                computers=game.computers,
            )
            sent = await outbox.enqueue(
                self._conn, game_id, 1, notifications(title, None, state), now
            )
            game = await self._game(game_id)
        return Submitted(game=game, state=state, version=1, notifications=sent)

    async def abandon(self, game_id: int, user_id: int, *, manager: bool = False) -> GameRecord:
        """End a game without a winner; its seed may then be revealed.

        The owner may, or anyone the caller vouches for as a ``manager`` (the bot passes True
        for a member with Manage Server).
        """
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_manager(game, user_id, manager, "abandon")
            if game.status not in ("lobby", "active"):
                raise GameOver(Msg("store-already-over", game=game_id, status=game.status))
            await self._update(game_id, status="abandoned")
            await waits.clear(self._conn, game_id)
            return await self._game(game_id)

    async def replace(
        self, game_id: int, role: str, new_user_id: int, *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Hand ``role`` to ``new_user_id``; the new holder is sent the role's private view and,
        if the role must act, pinged. Owner or manager only."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_manager(game, user_id, manager, "replace")
            self._check_role(title, game, role)
            if game.status not in ("lobby", "active"):
                raise GameOver(Msg("store-over-seats-stay", game=game_id, status=game.status))
            old = COMPUTER_USER if role in game.computers else game.seats.get(role)
            name = title.role_name(role)
            newcomer = Mention(new_user_id)
            if old is None:
                raise Refusal(
                    "store-nobody-holds", role=name, user=newcomer, join=Command("game join")
                )
            if old == new_user_id:
                raise Refusal("store-already-holds", user=newcomer, role=name)
            held = game.roles_of(new_user_id)
            if title.seat_refusal(held, role):
                # The title's refusal speaks to the one taking the seat; here that is someone
                # else, so the refusal names what they hold.
                raise Refusal(
                    "store-cannot-hold",
                    user=newcomer,
                    role=name,
                    held=Msg.join(*(title.role_name(r) for r in held), sep=", "),
                    title=title.name,
                )
            return await self._hand_over(game, title, role, old, new_user_id, None)

    async def set_computer(
        self,
        game_id: int,
        role: str,
        level: ComputerLevel | None,
        *,
        user_id: int,
        manager: bool = False,
    ) -> GameRecord:
        """Have the computer play ``role`` at ``level``, or (None, in the lobby) free the seat
        it played. In the lobby the seat must be free or the computer's already; once the game
        has begun, whoever held it hands it over (`replace` hands it back to a person). Owner
        or manager only."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            title = self._title(game.title)
            self._check_manager(game, user_id, manager, "computer")
            self._check_role(title, game, role)
            if game.status not in ("lobby", "active"):
                raise GameOver(Msg("store-over-seats-stay", game=game_id, status=game.status))
            name = title.role_name(role)
            person = game.seats.get(role)
            if level is None:
                if role not in game.computers:
                    raise RuleError(Msg("store-computer-not-playing", role=name))
                if game.is_started:
                    raise Refusal(
                        "store-begun-stays-held",
                        game=game_id,
                        role=name,
                        replace=Command("game replace"),
                    )
                await self._conn.execute(
                    "DELETE FROM seats WHERE game_id = ? AND role = ?", (game_id, role)
                )
                await self._update(game_id)
                return await self._game(game_id)
            if level not in COMPUTER_LEVELS:
                raise RuleError(
                    Msg("store-not-a-level", level=repr(level), levels=", ".join(COMPUTER_LEVELS))
                )
            if game.computers.get(role) == level:
                raise RuleError(Msg("store-computer-already", role=name, level=level))
            if role in game.computers or (person is not None and game.is_started):
                old = COMPUTER_USER if person is None else person
                return await self._hand_over(game, title, role, old, COMPUTER_USER, level)
            if person is not None:
                raise Refusal(
                    "store-held-by", role=name, holder=Mention(person), leave=Command("game leave")
                )
            await self._conn.execute(
                "INSERT INTO seats (game_id, role, user_id, computer) VALUES (?, ?, ?, ?)",
                (game_id, role, COMPUTER_USER, level),
            )
            await self._update(game_id)
            return await self._game(game_id)

    async def _hand_over(
        self,
        game: GameRecord,
        title: Any,
        role: str,
        old: int,
        new_user_id: int,
        level: ComputerLevel | None,
    ) -> GameRecord:
        """Give ``role`` to a person or (``level``) the computer, inside the caller's
        transaction; in a game under way, tell the thread, the newcomer its hand, and whoever
        must act now. A seat's wait starts again with its new holder: a person gets reminders,
        the computer none."""
        await self._conn.execute(
            "UPDATE seats SET user_id = ?, computer = ?, seen_log = 0"
            " WHERE game_id = ? AND role = ?",
            (new_user_id, level, game.id, role),
        )
        await self._update(game.id)
        if game.is_started and game.status == "active":
            state = await self._stored_state(game)
            payloads: list[dict[str, Any]] = [
                {"kind": "replaced", "role": role, "user": new_user_id, "was": old},
                {"kind": "private", "role": role},
            ]
            active = title.active(state)
            if role in active:
                payloads.append({"kind": "ping", "roles": [role], "log_end": len(state.log)})
                # Who holds it decides whether the computer seats it shares a decision with
                # wait for a person (`waits.defers`).
                computers = set(game.computers) - {role} | ({role} if level else set())
                await waits.sync(
                    self._conn,
                    game.id,
                    waits.waited_on(title, state, active, computers),
                    game.game_settings,
                    self._clock(),
                    acted=role,
                    computers=computers,
                )
            await outbox.enqueue(self._conn, game.id, game.version, payloads, self._now())
        return await self._game(game.id)

    async def note_language(self, game_id: int, user_id: int, language: str) -> GameRecord:
        """Keep ``language`` as the one ``user_id`` reads (`GameSettings.speakers`), for what
        the bot sends them unasked (their hand by DM); nothing is written if it is known."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            if game.game_settings.speakers.get(str(user_id)) == language:
                return game
            settings = game.game_settings
            speakers = {**settings.speakers, str(user_id): language}
            changed = GameSettings.model_validate({**game.settings, "speakers": speakers})
            await self._update(game_id, settings=changed.model_dump_json())
            return await self._game(game_id)

    async def update_settings(
        self, game_id: int, changes: Mapping[str, Any], *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Merge ``changes`` into the game's settings (`GameSettings`) and re-reckon the
        reminders and deadlines of the roles being waited on. Owner or manager only."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_manager(game, user_id, manager, "settings")
            if game.status not in ("lobby", "active"):
                raise GameOver(Msg("store-over-settings-stay", game=game_id, status=game.status))
            try:
                settings = GameSettings.model_validate({**game.settings, **changes})
            except ValidationError as error:
                problems = "; ".join(
                    f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors()
                )
                raise RuleError(Msg("store-bad-settings", problems=problems)) from None
            await self._update(game_id, settings=settings.model_dump_json())
            await waits.reschedule(self._conn, game_id, settings, self._clock())
            return await self._game(game_id)

    async def set_discord_ids(
        self,
        game_id: int,
        *,
        thread_id: int | _Unset | None = UNSET,
        board_message_id: int | _Unset | None = UNSET,
        lobby_message_id: int | _Unset | None = UNSET,
    ) -> GameRecord:
        """Record where the game lives in Discord; only the ids passed are changed."""
        given = {
            "thread_id": thread_id,
            "board_message_id": board_message_id,
            "lobby_message_id": lobby_message_id,
        }
        changes = {column: value for column, value in given.items() if value is not UNSET}
        async with self._lock, transaction(self._conn):
            await self._game(game_id)
            if thread_id not in (UNSET, None):
                owner = await self._conn.execute_fetchall(
                    "SELECT id FROM games WHERE thread_id = ? AND id != ?", (thread_id, game_id)
                )
                if owner:
                    raise RuleError(f"Thread {thread_id} already belongs to game {owner[0][0]}.")
            await self._update(game_id, **changes)
            return await self._game(game_id)

    async def set_thread_trouble(self, game_id: int, trouble: ThreadTrouble | None) -> GameRecord:
        """Record why the game's thread takes no messages, or (None) that it works again. The
        moment a trouble began is kept while it stays the same."""
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            if trouble == game.thread_trouble:
                return game
            since = self._now() if trouble is not None else None
            await self._update(game_id, thread_trouble=trouble, thread_trouble_since=since)
            return await self._game(game_id)

    async def move_thread(
        self, game_id: int, thread_id: int, *, user_id: int, manager: bool = False
    ) -> GameRecord:
        """Go on with a game whose thread was deleted, in the thread ``thread_id``. Owner or
        manager only.

        What waited for the old thread is superseded by a board, the end of the log and a ping
        for whoever must act, queued for the new one (the bot posts a lobby itself); the
        players' DMs still go out, at once.
        """
        async with self._lock, transaction(self._conn):
            game = await self._game(game_id)
            self._check_movable(game, user_id, manager)
            now = self._now()
            await self._update(
                game_id,
                thread_id=thread_id,
                board_message_id=None,
                lobby_message_id=None,
                thread_trouble=None,
                thread_trouble_since=None,
            )
            # Superseded: what waited for the old thread (its DMs still go out).
            await self._conn.execute(
                "UPDATE outbox SET delivered_at = ? WHERE game_id = ? AND delivered_at IS NULL"
                " AND lane = ?",
                (now, game_id, outbox.THREAD),
            )
            await self._conn.execute(
                "UPDATE outbox SET next_attempt_at = ? WHERE game_id = ? AND delivered_at IS NULL",
                (now, game_id),
            )
            if game.is_started:
                title = self._title(game.title)
                state = await self._stored_state(game)
                end = len(state.log)
                payloads: list[dict[str, Any]] = [
                    {"kind": "board"},
                    {"kind": "recap", "log_end": end},
                ]
                if game.status == "active" and title.active(state):
                    payloads.append(
                        {"kind": "ping", "roles": list(title.active(state)), "log_end": end}
                    )
                await outbox.enqueue(self._conn, game_id, game.version, payloads, now)
            return await self._game(game_id)

    async def check_movable(self, game_id: int, user_id: int, *, manager: bool = False) -> None:
        """Raise the reason `move_thread` would refuse, if any: the bot asks before it makes a
        thread the game could not use."""
        async with self._lock:
            self._check_movable(await self._game(game_id), user_id, manager)

    @staticmethod
    def _check_movable(game: GameRecord, user_id: int, manager: bool) -> None:
        StoreBase._check_manager(game, user_id, manager, "move")
        if game.status not in ("lobby", "active"):
            raise GameOver(Msg("store-over-stays", game=game.id, status=game.status))
        if game.thread_trouble not in ("missing", "gone"):
            raise RuleError(Msg("store-has-thread", game=game.id))
