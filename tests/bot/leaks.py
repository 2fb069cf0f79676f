"""Reading everything public a SimCord world holds, incrementally, to look for leaked secrets.

ARCHITECTURE.md, "The rules protocol": `board`, `log` and `prompt` never reveal a hand, a face-down
card, a secret commitment or the deck order; choices are shown only ephemerally or in DMs, never in
a public message. `PublicSurfaces` collects what is public and new (or changed) since its last look;
`find_leaks` checks that text against the secrets of the moment.

Public here means: anything a spectator of the server or a reader of the bot's logs can get.

* every message of every guild channel and thread that a viewer who is no party to any
  interaction sees (`Message.visible_to(None)`, the filter behind `ChannelHandle.history()` with
  no viewer): its content, embeds (title, description, fields, footer, author), attachment
  filenames and component labels; a message is read again whenever any of it changes, so the
  pinned board is read after each edit;
* the name of every guild channel and thread;
* every REST request in `env.http_requests` that is not provably private. Private are: requests
  on a DM channel, and interaction responses, followups and edits whose message is ephemeral
  (or which only the invoking user sees: autocomplete results, modals). Everything else is
  scanned whole: path, query and JSON body;
* every log record of the captured loggers: its message and its formatted traceback;
* what the board PNGs are drawn from (the board given to `bot.embeds.picture`), when
  watched, since an image cannot be searched for text.
"""

from __future__ import annotations

import json
import logging
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from simcord.results import to_discord_message

from tests.bot.helpers import public_text

EPHEMERAL = 1 << 6
# Interaction callback types (Discord API): the ones that answer with or edit a message.
MESSAGE_WITH_SOURCE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
ONLY_THE_INVOKER_SEES = {8, 9}  # autocomplete results, modals


@dataclass(frozen=True)
class Exposure:
    """One piece of public text and where it was found."""

    where: str
    text: str


@dataclass(frozen=True)
class Leak:
    where: str
    secrets: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return f"{self.where} reveals {list(self.secrets)}: {self.text[:400]!r}"


def find_leaks(exposures: Iterable[Exposure], hidden: set[str]) -> list[Leak]:
    """Every exposure whose text contains a hidden card id or name (case-sensitive)."""
    leaks = []
    for exposure in exposures:
        found = tuple(sorted(secret for secret in hidden if secret in exposure.text))
        if found:
            leaks.append(Leak(exposure.where, found, exposure.text))
    return leaks


def spectator_text(message) -> str:
    """All a spectator can read in a `discord.Message`: `public_text` plus embed authors and
    the labels, placeholders and options of its components."""
    parts = [public_text(message)]
    parts += [embed.author.name or "" for embed in message.embeds]
    for row in message.components:
        for item in getattr(row, "children", [row]):
            parts += [getattr(item, "label", None) or "", getattr(item, "placeholder", None) or ""]
            parts += [f"{o.label} {o.description or ''}" for o in getattr(item, "options", [])]
    return "\n".join(parts)


def _dump(value: Any) -> str:
    # ensure_ascii=False: "Stalin’s Purges" must stay as printed, not become "Stalin\u2019s".
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


@dataclass
class PublicSurfaces:
    """What is public in ``env``'s world, read incrementally: `changed()` returns only what is
    new or different since its previous call."""

    env: Any
    log_records: Callable[[], list[logging.LogRecord]] = list
    _messages: dict[int, str] = field(default_factory=dict)
    _names: dict[int, str | None] = field(default_factory=dict)
    _http_seen: int = 0
    _logs_seen: int = 0
    _renders: list[Any] = field(default_factory=list)
    _renders_seen: int = 0
    # How much was read, so a test can show its scan was not empty; reads per message id.
    reads: Counter[int] = field(default_factory=Counter)
    counts: dict[str, int] = field(
        default_factory=lambda: dict.fromkeys(
            ("message", "channel name", "http", "http private", "log", "image"), 0
        )
    )

    def watch_board_images(self, monkeypatch, *, draw_each: bool = False) -> None:
        """Record the board each PNG is drawn from: the image is public, but its pixels cannot
        be searched for text.

        Unless ``draw_each``, only the first PNG is drawn and its bytes are sent again for every
        later board: the bot still attaches an image to each edit, but a drawing (~25 ms of
        CPU in a worker thread) makes up most of the run time of a game under SimCord.
        """
        import bot.embeds

        draw = bot.embeds.picture
        drawn: list[Any] = []

        def recording(
            title_id: str, board: Any, before: Any = None, focus: Any = (), language: str = "en"
        ) -> Any:
            # The board shown before is public too, and was recorded when it was drawn.
            self._renders.append(board)
            if draw_each or not drawn:
                drawn[:] = [draw(title_id, board, before, focus, language)]
            return drawn[0]

        monkeypatch.setattr(bot.embeds, "picture", recording)

    def changed(self) -> list[Exposure]:
        return [
            *self._changed_channels(),
            *self._new_http(),
            *self._new_logs(),
            *self._new_images(),
        ]

    # --- channels, threads and their messages -----------------------------------------------
    def _changed_channels(self) -> list[Exposure]:
        backend = self.env.backend
        found = []
        for channel in list(backend.channels.values()):
            if channel.guild_id is None:  # a DM: private
                continue
            if self._names.get(channel.id, "") != channel.name:
                self._names[channel.id] = channel.name
                self.counts["channel name"] += 1
                found.append(Exposure(f"name of channel {channel.id}", channel.name or ""))
            for message in list(backend.messages.get(channel.id, {}).values()):
                if not message.visible_to(None):  # an ephemeral: only its user sees it
                    continue
                signature = _dump(
                    [
                        message.content,
                        message.embeds,
                        [a.get("filename") for a in message.attachments],
                        message.components,
                    ]
                )
                if self._messages.get(message.id) == signature:
                    continue
                self._messages[message.id] = signature
                self.counts["message"] += 1
                self.reads[message.id] += 1
                # The same conversion `ChannelHandle.history()` makes: what a client renders.
                text = spectator_text(to_discord_message(self.env, message))
                found.append(Exposure(f"message {message.id} in channel {channel.id}", text))
        return found

    # --- REST requests ----------------------------------------------------------------------
    def _new_http(self) -> list[Exposure]:
        entries = self.env.http_requests
        new, self._http_seen = entries[self._http_seen :], len(entries)
        found = []
        for entry in new:
            if self._is_private(entry):
                self.counts["http private"] += 1
                continue
            self.counts["http"] += 1
            text = f"{entry.path} {_dump(entry.params)} {_dump(entry.json)}"
            found.append(Exposure(f"HTTP {entry.method} {entry.path}", text))
        return found

    def _is_private(self, entry) -> bool:
        backend = self.env.backend
        parts = entry.path.strip("/").split("/")
        body = entry.json if isinstance(entry.json, dict) else {}
        if parts[0] == "channels" and len(parts) > 1 and parts[1].isdigit():
            channel = backend.channels.get(int(parts[1]))
            return channel is not None and channel.guild_id is None
        if parts[0] == "interactions" and len(parts) > 1:
            record = backend.interactions.get(int(parts[1]))
            if record is None:
                return False
            if self._in_dm(record.channel_id):
                return True
            kind = body.get("type")
            if kind in ONLY_THE_INVOKER_SEES:
                return True
            if kind in (MESSAGE_WITH_SOURCE, DEFERRED_MESSAGE):
                return bool(int((body.get("data") or {}).get("flags") or 0) & EPHEMERAL)
            if kind in (UPDATE_MESSAGE, DEFERRED_UPDATE):
                return self._is_ephemeral(record.channel_id, record.source_message_id)
            return False
        if parts[0] == "webhooks" and len(parts) > 2:
            if parts[2] not in backend.interaction_tokens:
                return False  # a channel webhook: public
            record = backend.interaction_by_token(parts[2])
            if self._in_dm(record.channel_id):
                return True
            if len(parts) == 3:
                # A followup: private only if it asks to be. (The completion of a deferred
                # ephemeral reply would be private too, but this bot never defers; counting it
                # public can only make the scan stricter.)
                return bool(int(body.get("flags") or 0) & EPHEMERAL)
            if parts[3:] == ["messages", "@original"]:
                return self._is_ephemeral(record.channel_id, record.message_id)
            if len(parts) == 5 and parts[3] == "messages" and parts[4].isdigit():
                return self._is_ephemeral(record.channel_id, int(parts[4]))
        return False

    def _in_dm(self, channel_id: int) -> bool:
        channel = self.env.backend.channels.get(channel_id)
        return channel is not None and channel.guild_id is None

    def _is_ephemeral(self, channel_id: int, message_id: int | None) -> bool:
        if message_id is None:
            return False
        message = self.env.backend.messages.get(channel_id, {}).get(message_id)
        return message is not None and message.is_ephemeral

    # --- logs and images --------------------------------------------------------------------
    def _new_logs(self) -> list[Exposure]:
        records = self.log_records()
        new, self._logs_seen = records[self._logs_seen :], len(records)
        found = []
        for record in new:
            self.counts["log"] += 1
            text = record.getMessage()
            if record.exc_info:
                text += "\n" + "".join(traceback.format_exception(*record.exc_info))
            found.append(Exposure(f"log {record.name} {record.levelname}", text))
        return found

    def _new_images(self) -> list[Exposure]:
        new, self._renders_seen = self._renders[self._renders_seen :], len(self._renders)
        self.counts["image"] += len(new)
        return [Exposure("board image", _dump(board.model_dump())) for board in new]
