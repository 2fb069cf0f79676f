"""Shared steps for SimCord tests: a seated game, and reading what a user was shown."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

# For a test that runs /game export: the export is built in a worker process, which starts with
# the first export; on a loaded machine (the suite's other worker beside the quick benchmark's
# processes) that took over SimCord's default 5 s to settle.
EXPORT_SETTLES = pytest.mark.simcord(settle_timeout=30)


@dataclass
class Table:
    """A server with a games channel, two players and (once made) the game's thread."""

    env: Any
    channel: Any
    alice: Any
    bob: Any
    thread: Any = None


async def deliver_everything(env) -> None:
    """What the bot does after every interaction, until nothing due is pending: the dispatcher
    delivers the outbox (it takes up to 100 items at a time). For tests that play through the
    store, which leaves delivery to the bot."""
    store = env.bot.store
    for _ in range(1000):
        if not await store.outbox_pending():
            return
        await env.bot.dispatcher.drain()
    raise AssertionError("the outbox never emptied")


def make_table(env) -> Table:
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    return Table(env, channel, alice, bob)


async def new_seated_game(table: Table, title: str = "spanish-civil-war", **options) -> Table:
    """alice creates a game and takes the first role; bob takes the second (by button)."""
    await table.alice.slash(table.channel, "game new", title=title, **options)
    table.thread = table.channel.threads[-1]
    lobby = table.thread.history()[-1]
    await table.alice.click(lobby, label="Join as Nationalists")
    lobby = table.thread.history()[0]
    await table.bob.click(lobby, label="Join as Republicans")
    return table


def components(message_like, kind: int) -> list[dict]:
    """Every component of type ``kind`` (2 a button, 3 a select menu) of a message or response
    as a dict, flattened out of its action rows."""
    found = []
    for row in message_like.components:
        row = row if isinstance(row, dict) else row.to_dict()
        for component in row.get("components", [row]):
            if component.get("type") == kind:
                found.append(component)
    return found


def buttons(message_like) -> list[dict]:
    """Every button of a message or response as a dict, flattened out of its action rows."""
    return components(message_like, 2)


def open_seat_labels(names: list[str]) -> list[str]:
    """The lobby's buttons while the seats ``names`` are open: a join button for each, then the
    owner's 🤖 button for each (bot/lobby/actions.py, `lobby_content`)."""
    return [f"Join as {name}" for name in names] + [f"🤖 {name}" for name in names]


def menus(message_like) -> list[dict]:
    """Every select menu of a message or response as a dict, flattened out of its action rows."""
    return components(message_like, 3)


def public_text(message) -> str:
    """Everything a spectator can read in a message: content, embeds, attachment names."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
    parts += [a.filename for a in message.attachments]
    return "\n".join(parts)


async def started_game(env):
    """A seated game that alice has started: (table, store, game record, state)."""
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    store = env.bot.store
    game, state = await store.load((await store.game_by_thread(table.thread.id)).id)
    return table, store, game, state


async def bot_posts(env, thread, view):
    """The bot posts ``view`` in ``thread``; returns the message as users see it."""
    posted = await env.bot.get_channel(thread.id).send("components", view=view)
    return next(m for m in thread.history() if m.id == posted.id)


def force_rolls(monkeypatch, module, name: str, rolls: list, made=lambda roll: roll) -> list:
    """Every roll of the game (``module.name(state)``) is ``made`` of the next of ``rolls``;
    returns the list of those rolled so far.

    The store replays the log (`verify`), so one roll may be asked for several times: a roll is
    known by the rng counter it starts from. The real roll is still made, to move the counter on."""
    real = getattr(module, name)
    by_counter: dict[int, Any] = {}
    rolled: list = []

    def forced(state):
        counter = state.rng.counter
        real(state)
        if counter not in by_counter:
            assert len(by_counter) < len(rolls), f"an unscripted roll at counter {counter}"
            by_counter[counter] = rolls[len(by_counter)]
            rolled.append(by_counter[counter])
        return made(by_counter[counter])

    monkeypatch.setattr(module, name, forced)
    return rolled


def assert_all_in(text: str, *parts: str) -> None:
    """Each of ``parts`` stands in ``text`` (a failure names the first missing)."""
    for part in parts:
        assert part in text, (part, text)


def log_part(text: str) -> str:
    """A thread message's log lines: all of it up to its ping's line, if it has one (the log
    lines written with a ping go out with it, before it: bot/notify/pings.py)."""
    lines = text.splitlines()
    ping = next((i for i, line in enumerate(lines) if "your turn" in line), len(lines))
    return "\n".join(lines[:ping])


def speaking(monkeypatch, locales: dict[int, str]) -> None:
    """Users whose Discord client is set to another language: SimCord 3.2.1 sends every
    interaction with ``locale: en-US``, as a client in English would; Discord sends the user's
    own (``fr`` for French). ``locales`` maps user ids to their locale."""
    import simcord.interactions

    made = simcord.interactions.base_payload

    def base_payload(backend, *, user_id, **kwargs):
        record, payload = made(backend, user_id=user_id, **kwargs)
        payload["locale"] = locales.get(user_id, payload["locale"])
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
