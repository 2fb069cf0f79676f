"""Discord's rules for threads, which SimCord 3.2.1 does not simulate: a thread archives after
its auto-archive time without messages; an archived thread refuses edits and pins (400, code
50083 "Thread is archived") but takes a new message, which unarchives it; unarchiving needs
only Send Messages while the thread is unlocked; a locked thread refuses the bot, which holds
no Manage Threads (the README's invite permissions): posting (50083 while archived, 160005
"Thread is locked" otherwise) and unarchiving (403, 50013 "Missing Permissions").

`ThreadRules(env, monkeypatch)` wraps SimCord's request router for the bot's own requests
(users' actions go through their own path and are not affected). Tests archive, lock and unlock
threads with it, or let the fake clock archive them.
"""

from __future__ import annotations

import copy
import re
from datetime import datetime, timedelta

import discord
from simcord.backend.errors import BackendError
from simcord.http import router
from simcord.types import HttpLogEntry

_IN_CHANNEL = re.compile(r"^/channels/(\d+)(/.*)?$")

ARCHIVED = (400, 50083, "Thread is archived")
LOCKED = (403, 160005, "Thread is locked")
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")


class ThreadRules:
    def __init__(self, env, monkeypatch) -> None:
        self.env = env
        self.refused: list[tuple[str, str, int]] = []  # (method, path, code) refused
        real = router.dispatch

        def dispatch(backend, method, path, *, json=None, **kwargs):
            self._archive_idle_threads()
            refusal = self._refusal(method, path, json)
            if refusal is not None:
                status, code, message = refusal
                backend.http_requests.append(
                    HttpLogEntry(method, path, {}, copy.deepcopy(json), kwargs.get("reason"))
                )
                self.refused.append((method, path, code))
                raise BackendError(status, code, message)
            return real(backend, method, path, json=json, **kwargs)

        monkeypatch.setattr(router, "dispatch", dispatch)

    # --- what a test does to a thread -------------------------------------------------------

    def archive(self, thread_id: int) -> None:
        self._set(thread_id, archived=True)

    def lock(self, thread_id: int) -> None:
        """A moderator locks (and archives) the thread."""
        self._set(thread_id, archived=True, locked=True)

    def unlock(self, thread_id: int) -> None:
        """A moderator unlocks it: Discord tells the bot with a thread update."""
        self._set(thread_id, locked=False)

    def state(self, thread_id: int):
        """The thread's metadata now (an idle thread archives when anyone looks)."""
        self._archive_idle_threads()
        return self.env.backend.get_channel(thread_id).thread_metadata

    # --- Discord's side ---------------------------------------------------------------------

    def _set(self, thread_id: int, **metadata) -> None:
        self.env.backend.edit_channel(thread_id, {}, thread_metadata=metadata)

    def _archive_idle_threads(self) -> None:
        backend = self.env.backend
        now = backend.clock.now()
        for channel in list(backend.channels.values()):
            meta = channel.thread_metadata
            if meta is None or meta.archived:
                continue
            if now - self._last_activity(channel) >= timedelta(minutes=meta.auto_archive_duration):
                meta.archived = True
                meta.archive_timestamp = now.isoformat()
                backend.announce_channel_update(channel.id)

    @staticmethod
    def _last_activity(channel) -> datetime:
        moments = [datetime.fromisoformat(channel.thread_metadata.create_timestamp)]
        if channel.thread_metadata.archive_timestamp:
            moments.append(datetime.fromisoformat(channel.thread_metadata.archive_timestamp))
        if channel.last_message_id:
            moments.append(discord.utils.snowflake_time(channel.last_message_id))
        return max(moments)

    def _refusal(self, method: str, path: str, body) -> tuple[int, int, str] | None:
        match = _IN_CHANNEL.match(path)
        if match is None or method == "GET":
            return None
        channel = self.env.backend.channels.get(int(match[1]))
        meta = channel.thread_metadata if channel is not None else None
        if meta is None or not (meta.archived or meta.locked):
            return None
        rest = match[2] or ""
        posting = method == "POST" and rest == "/messages"
        unarchiving = method == "PATCH" and rest == "" and (body or {}).get("archived") is False
        if meta.locked:
            if unarchiving:
                return MISSING_PERMISSIONS
            return ARCHIVED if meta.archived else LOCKED
        if posting or unarchiving:
            # Discord unarchives a thread that is sent a message (and is not locked); either
            # way its idle time starts again.
            meta.archived = not posting and meta.archived
            meta.archive_timestamp = self.env.backend.clock.now().isoformat()
            return None
        return ARCHIVED
