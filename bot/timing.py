"""Handler time: from the moment our code first sees an interaction to its first response call.

Discord gives a bot 3 seconds to answer an interaction (README, "Performance", wants p99
≤ 50 ms without an image, ≤ 250 ms with one, and a deferral first for anything that can exceed
1 s). The bot keeps
its own figures here, which `python -m bench` reads and which a slow handler trips in the log.

- **Receipt.** `TimedTree.interaction_check` marks every application command (and
  autocomplete) before discord.py parses its options; our persistent components call `mark`
  from their own `interaction_check`. Marks are keyed by `interaction.id` in a bounded dict.
- **First response.** Handlers answer through `interaction.response` in some twenty places and
  share no helper, and discord.py has no hook on responses. So `mark` gives the marked
  interaction its own `TimedResponse`, a subclass of `discord.InteractionResponse` that notes
  the first call before running it. It is installed by pre-filling the cached slot behind the
  public `Interaction.response` (`_cs_response`), as discord.py's own tree pre-fills
  `_cs_command`: no discord.py class is patched, and no other interaction is touched. The slot
  name belongs to the exact discord.py release this project pins; tests/bot/test_timing.py
  fails if it ever stops working.
- **Samples.** The last `keep` samples of each kind ("play", "game status", "choice button",
  ...) in a deque, with whether the response carried an image.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot import logs

log = logging.getLogger(__name__)

OUTCOME = "outcome"  # the key of `Interaction.extras` the error handler sets
SLOW = 1.0  # seconds; a handler that can take this long must defer first (README, "Performance")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp")


@dataclass(frozen=True, slots=True)
class Sample:
    seconds: float
    image: bool  # the first response uploaded an image (the board PNG)


class HandlerTimer:
    """Receipt marks, pending until the first response, and the samples per kind.

    ``pending`` bounds the marks of interactions not answered yet (an unanswered interaction
    is dropped, oldest first); ``keep`` bounds the samples of each kind.
    """

    def __init__(
        self,
        *,
        keep: int = 1000,
        pending: int = 1000,
        slow: float = SLOW,
        clock: Callable[[], float] = time.perf_counter,
        observe: Callable[[str, float, str], None] | None = None,
    ) -> None:
        self.keep, self.pending_limit, self.slow, self.clock = keep, pending, slow, clock
        # Told the kind, the seconds and the outcome of every first response (the metrics).
        self.observe = observe
        self._marks: dict[int, tuple[float, str | None]] = {}
        self._samples: dict[str, deque[Sample]] = {}

    # --- recording ---
    def mark(self, interaction: discord.Interaction, kind: str | None = None) -> None:
        """Receipt of ``interaction``; ``kind`` names a component (commands are named later,
        once discord.py has resolved the command)."""
        if interaction.id in self._marks:
            return
        self._marks[interaction.id] = (self.clock(), kind)
        while len(self._marks) > self.pending_limit:
            del self._marks[next(iter(self._marks))]  # dicts keep insertion order: the oldest
        if not _time_responses(interaction, self):
            del self._marks[interaction.id]

    def responded(self, interaction: discord.Interaction, *, image: bool = False) -> Sample | None:
        """The first response call of ``interaction``: record it if it was marked."""
        marked = self._marks.pop(interaction.id, None)
        if marked is None:
            return None
        started, kind = marked
        sample = Sample(self.clock() - started, image)
        kind = kind or _command_kind(interaction)
        self._samples.setdefault(kind, deque(maxlen=self.keep)).append(sample)
        if self.observe is not None:
            # The one error handler marks a refusal or a failure before it answers
            # (bot/errors.py); anything else was answered.
            self.observe(kind, sample.seconds, interaction.extras.get(OUTCOME, "answered"))
        if sample.seconds > self.slow:
            log.warning(
                "Handler %r took %.0f ms to its first response (over %.0f ms): it must defer "
                "first.",
                kind,
                sample.seconds * 1000,
                self.slow * 1000,
            )
        return sample

    # --- reading ---
    def kinds(self) -> list[str]:
        return sorted(self._samples)

    def samples(self, kind: str, *, image: bool | None = None) -> list[Sample]:
        """The kept samples of ``kind``, oldest first; only with (or without) an image if
        ``image`` is given."""
        found = self._samples.get(kind, ())
        return [s for s in found if image is None or s.image == image]

    def seconds(self, kind: str, *, image: bool | None = None) -> list[float]:
        return [s.seconds for s in self.samples(kind, image=image)]

    @property
    def pending(self) -> int:
        """Interactions marked and not answered yet."""
        return len(self._marks)

    def clear(self) -> None:
        self._marks.clear()
        self._samples.clear()


def timer_of(interaction: discord.Interaction) -> HandlerTimer | None:
    return getattr(interaction.client, "timing", None)


def mark(interaction: discord.Interaction, kind: str | None = None) -> None:
    """Receipt of ``interaction`` by the bot's timer (if the client has one); and what the
    lines logged while it is handled are about (bot/logs.py): its command, guild and shard."""
    guild = interaction.guild_id
    logs.about(
        command=kind or _command_kind(interaction),
        guild=guild,
        shard=logs.shard_of(guild, getattr(interaction.client, "shard_count", None)),
    )
    timer = timer_of(interaction)
    if timer is not None:
        timer.mark(interaction, kind)


class TimedTree(app_commands.CommandTree):
    """The command tree: marks every application command as soon as it is received."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        mark(interaction)
        return await super().interaction_check(interaction)


def _command_kind(interaction: discord.Interaction) -> str:
    command = interaction.command
    name = command.qualified_name if command is not None else "unknown command"
    if interaction.type is discord.InteractionType.autocomplete:
        return f"{name} (autocomplete)"
    return name


def _carries_image(kwargs: dict[str, Any]) -> bool:
    files: list[Any] = [kwargs.get("file"), *(kwargs.get("files") or ())]
    files += kwargs.get("attachments") or ()  # edit_message's new attachments
    return any(
        isinstance(f, discord.File) and (f.filename or "").lower().endswith(IMAGE_SUFFIXES)
        for f in files
    )


class TimedResponse(discord.InteractionResponse):
    """`Interaction.response` for a marked interaction: tells the timer of the first call."""

    __slots__ = ("_timer",)

    def __init__(self, parent: discord.Interaction, timer: HandlerTimer) -> None:
        super().__init__(parent)
        self._timer = timer

    def _first(self, kwargs: dict[str, Any] | None = None) -> None:
        if not self.is_done():
            self._timer.responded(self._parent, image=_carries_image(kwargs or {}))

    async def defer(self, *args: Any, **kwargs: Any) -> Any:
        self._first()
        return await super().defer(*args, **kwargs)

    async def pong(self) -> None:
        self._first()
        return await super().pong()

    async def send_message(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        self._first(kwargs)
        return await super().send_message(*args, **kwargs)

    async def edit_message(self, *args: Any, **kwargs: Any) -> Any:
        self._first(kwargs)
        return await super().edit_message(*args, **kwargs)

    async def send_modal(self, *args: Any, **kwargs: Any) -> Any:
        self._first()
        return await super().send_modal(*args, **kwargs)

    async def autocomplete(self, *args: Any, **kwargs: Any) -> Any:
        self._first()
        return await super().autocomplete(*args, **kwargs)

    async def launch_activity(self) -> Any:
        self._first()
        return await super().launch_activity()


_RESPONSE_SLOT = "_cs_response"  # the cache behind `Interaction.response` (discord.py 2.7.1)


def _time_responses(interaction: discord.Interaction, timer: HandlerTimer) -> bool:
    """Give ``interaction`` a `TimedResponse`; False if it cannot be timed."""
    if hasattr(interaction, _RESPONSE_SLOT):
        # Its plain response object was taken before the mark; leave it alone, untimed.
        log.debug("Interaction %s had its response object before its mark", interaction.id)
        return False
    try:
        setattr(interaction, _RESPONSE_SLOT, TimedResponse(interaction, timer))
    except AttributeError:  # a discord.py other than the pinned one: time nothing, break nothing
        log.warning("Cannot time interaction responses with this discord.py", exc_info=True)
        return False
    return True
