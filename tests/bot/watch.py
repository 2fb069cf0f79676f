"""Watching a SimCord game after every interaction, for the full-game tests of every title.

`Watch.check` loads the game after each interaction and asserts: the title's invariants hold;
nothing public names a secret of the moment (`hidden(state, ())`); no DM names what its reader,
who holds ``roles``, may not know (`hidden(state, roles)`); and every new ping mentions exactly
whoever must act, by id and role name. `Watch.finish` checks, at the end, the one pinned board
(edited in place, its image changed), that there was one ping for each change of who must act,
Discord's limits, no error and that the store replays to the same state.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules import ORACLES
from tests.bot.helpers import public_text
from tests.bot.leaks import Exposure, Leak, PublicSurfaces
from tests.bot.limits import assert_within_discord_limits

# (state, the roles of a reader) -> what that reader may not see; no roles: a spectator.
Hidden = Callable[[Any, tuple[str, ...]], set[str]]


def named_in(text: str, hidden: set[str]) -> list[str]:
    """The secrets ``text`` contains, letter for letter."""
    return sorted(s for s in hidden if s in text)


def named_in_any_case(text: str, hidden: set[str]) -> list[str]:
    """The secrets ``text`` contains, in upper or lower case."""
    low = text.lower()
    return sorted(s for s in hidden if s.lower() in low)


def embed_text(message) -> str:
    """A message's (or response's) content, with its embeds' titles, descriptions and fields."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
    return "\n".join(parts)


@dataclass(eq=False)
class Watch:
    """One game in ``thread``, played by ``holder`` (role -> person; one person may hold
    several roles).

    ``surfaces``: the public surfaces read for leaks (messages, requests, logs, board images);
    without it the thread's new messages are read, and the pinned board again every time."""

    env: Any
    thread: Any
    game_id: int
    title: Any
    holder: dict[str, Any]
    hidden: Hidden
    surfaces: PublicSurfaces | None = None
    named: Callable[[str, set[str]], list[str]] = named_in
    board_id: int = 0
    first_png: bytes = b""
    seen: set[int] = field(default_factory=set)
    seen_dms: set[int] = field(default_factory=set)
    pings: list[str] = field(default_factory=list)
    last_active: list[str] = field(default_factory=list)
    expected_pings: int = 0
    leaks: list[Leak] = field(default_factory=list)

    @classmethod
    async def start(cls, env, thread, game_id: int, title, holder, hidden: Hidden, **options):
        """A watch on a game just started: its one pinned board carries a PNG."""
        watch = cls(env, thread, game_id, title, holder, hidden, **options)
        pins = thread.pinned_messages()
        assert len(pins) == 1 and pins[0].attachments[0].filename == "board.png"
        watch.board_id = pins[0].id
        watch.first_png = await pins[0].attachments[0].read()
        assert watch.first_png.startswith(b"\x89PNG")
        return watch

    def _public(self, new: list[Any]) -> list[Exposure]:
        if self.surfaces is not None:
            return self.surfaces.changed()
        read = {m.id for m in new}
        board = [m for m in self.thread.history() if m.id == self.board_id and m.id not in read]
        return [Exposure(f"message {m.id}", public_text(m)) for m in [*new, *board]]

    async def check(self):
        """After every interaction (see the module's docstring); returns the game's state."""
        _, state = await self.env.bot.store.load(self.game_id)
        assert ORACLES[self.title.id].invariant_problems(state) == []
        new = [m for m in self.thread.history() if m.id not in self.seen]
        self.seen.update(m.id for m in new)
        hidden = self.hidden(state, ())
        for exposure in self._public(new):
            found = self.named(exposure.text, hidden)
            if found:
                self.leaks.append(Leak(exposure.where, tuple(found), exposure.text))
        assert not self.leaks, "\n".join(str(leak) for leak in self.leaks)
        active = self.title.active(state)
        if active and set(active) != set(self.last_active):
            self.expected_pings += 1
        self.last_active = active
        for message in new:
            if "your turn" in (message.content or ""):
                self.pings.append(message.content)
                who = set(re.findall(r"<@(\d+)>", message.content.split("your turn")[0]))
                assert who == {str(self.holder[r].id) for r in active}, (message.content, active)
                assert all(self.title.role_name(r) in message.content for r in active)
        for person in {id(p): p for p in self.holder.values()}.values():
            roles = tuple(r for r, p in self.holder.items() if p is person)
            for dm in person.user.dm_channel.history():
                if dm.id in self.seen_dms:
                    continue
                self.seen_dms.add(dm.id)
                shown = embed_text(dm)
                found = self.named(shown, self.hidden(state, roles))
                assert not found, (roles, found, shown)
        return state

    def pinged_since(self, index: int) -> set[str]:
        """The roles mentioned by the pings posted after the first ``index``."""
        at = {r: f"<@{who.id}>" for r, who in self.holder.items()}
        return {r for p in self.pings[index:] for r in at if at[r] in p}

    async def typed(self, person, text: str, **options):
        """``person`` plays ``text`` by `/play do:` (``options``: more of its options)."""
        done = await person.slash(self.thread, "play", do=text, **options)
        assert done.ephemeral and done.response.content.startswith("✅"), done.response.content
        await self.check()
        return done.response

    async def click(self, person, prompt, label: str):
        """``person`` presses the button ``label`` of ``prompt``: a private ✅ answer."""
        clicked = await person.click(prompt, label=label)
        assert clicked.acknowledged and clicked.response.ephemeral, label
        assert clicked.response.content.startswith("✅"), clicked.response.content
        await self.check()
        return clicked.response

    async def select(self, person, prompt, values: list[str], menu: str, what: Any):
        """``person`` picks ``values`` in the menu ``menu`` of ``prompt``: a private ✅ answer."""
        picked = await person.select(prompt, values, custom_id=menu)
        assert picked.acknowledged and picked.response.ephemeral, what
        assert picked.response.content.startswith("✅"), picked.response.content
        await self.check()
        return picked.response

    async def finish(self, *headline: str) -> None:
        """The end of the game's story (see the module's docstring); the board says
        ``headline``'s every part."""
        board = self.thread.pinned_messages()
        assert len(board) == 1 and board[0].id == self.board_id, "one board, edited in place"
        assert board[0].attachments[0].filename == "board.png", "the board keeps its image"
        shown = public_text(board[0])
        assert all(part in shown for part in headline), (headline, shown)
        png = await board[0].attachments[0].read()
        assert png.startswith(b"\x89PNG") and png != self.first_png
        if self.surfaces is not None:
            assert self.surfaces.reads[self.board_id] > 10, "the board was edited as the game went"
            # The leak scan read every kind of public surface: messages, requests, logs, boards.
            assert all(self.surfaces.counts[k] > 10 for k in ("message", "http", "log", "image"))
        assert len(self.pings) == self.expected_pings, (self.pings, self.expected_pings)
        assert assert_within_discord_limits(self.env)
        assert self.env.errors == []
        assert [r.consistent for r in await self.env.bot.store.verify()] == [True]


def public_surfaces(env, monkeypatch, caplog, loggers=("bot", "storage", "discord")):
    """Every public surface of ``env`` to read for leaks, with the records of ``loggers`` at
    every level and each board image's data as it is drawn."""
    for logger in loggers:
        caplog.set_level(logging.DEBUG, logger=logger)
    surfaces = PublicSurfaces(env, log_records=lambda: caplog.records)
    surfaces.watch_board_images(monkeypatch, draw_each=True)
    return surfaces
