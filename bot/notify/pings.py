"""The messages that call someone to act, in the game's thread: the ping when who must act
changes (with what they missed), the reminder of a role still waited on, and the owner's word
that a deadline passed (README, "Running games over days")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot import durations, i18n
from bot.components import Controls
from bot.notify.items import nonce
from bot.outgoing import Outgoing, clip, mention_users, post
from bot.play.prompts import TakeTurnButton
from rules import get_title
from rules.core.messages import render, said_lines

if TYPE_CHECKING:
    from storage import GameRecord, OutboxItem, Store

# A ping's catch-up shows at most this many of the public log lines the player missed.
CATCH_UP_LINES = 6


async def ping(
    store: Store,
    thread: Any,
    game: GameRecord,
    state: Any,
    item: OutboxItem,
    log_lines: list[str] = (),  # type: ignore[assignment]
    log_item: OutboxItem | None = None,
) -> bool:
    """One message per change of who must act, with what they missed since they last
    acted, up to the log as it was when the ping was written: a later change's lines are
    posted after it. The log lines written with it (``log_lines``, of ``log_item``) open
    the same message: one call instead of two. Returns whether it posted."""
    title = get_title(game.title)
    if game.status != "active":
        return False
    active = title.active(state)
    roles = [r for r in item.payload.get("roles", []) if r in active and r in game.seats]
    if not roles:
        return False  # the game moved on before this was delivered; a later ping says who
    users = list(dict.fromkeys(game.seats[r] for r in roles))
    lang = i18n.of_game(game)  # the thread reads it
    names = ", ".join(render(title.role_name(r), lang) for r in roles)
    mentions = " ".join(f"<@{u}>" for u in users)
    lines = [*log_lines]
    lines.append(i18n.text(lang, "ping", mentions=mentions, names=names))
    lines += await _waiting_notes(store, game, roles, users, lang)
    seen = await store.seen_log(game.id)
    start = min(seen.get(r, 0) for r in roles)
    end = item.payload.get("log_end", len(state.log))
    missed = [render(line, lang) for line in said_lines(state, start, end)]
    if missed and start > 0:
        shown = missed[-CATCH_UP_LINES:]
        more = len(missed) - len(shown)
        lines.append(i18n.text(lang, "ping-since"))
        if more:
            lines.append(i18n.text(lang, "ping-earlier", count=more))
        lines += [f"> {clip(line, 200)}" for line in shown]
    await post(
        thread,
        Outgoing("\n".join(lines), view=_take_turn(game.id, lang), mentions=mention_users(users)),
        nonce=nonce(log_item or item),
    )
    return True


async def _waiting_notes(
    store: Store, game: GameRecord, roles: list[str], users: list[int], lang: str
) -> list[str]:
    """The deadline of the roles pinged, and who among them is away."""
    notes = []
    waits = await store.waits(game.id)
    deadlines = [durations.parse(waits[r]["deadline_at"]) for r in roles if r in waits]
    deadlines = [d for d in deadlines if d is not None]
    if deadlines:
        when = discord.utils.format_dt(min(deadlines), "R")
        notes.append(i18n.text(lang, "ping-deadline", when=when))
    away = await store.away_users(users)
    if away:
        notes.append(i18n.text(lang, "ping-away", mentions=" ".join(f"<@{u}>" for u in away)))
    return notes


async def remind(store: Store, thread: Any, game: GameRecord, item: OutboxItem) -> None:
    """A reminder to a role still waited on since the same moment; otherwise it is moot."""
    role = item.payload["role"]
    wait = (await store.waits(game.id)).get(role)
    if wait is None or wait["since"] != item.payload["since"] or role not in game.seats:
        return
    title = get_title(game.title)
    user = game.seats[role]
    lang = i18n.of_game(game)
    waited = durations.describe(discord.utils.utcnow() - durations.parse(wait["since"]), lang)
    name = render(title.role_name(role), lang)
    text = i18n.text(lang, "reminder", user=f"<@{user}>", game=game.id, role=name, waited=waited)
    deadline = durations.parse(wait["deadline_at"])
    if deadline is not None:
        when = discord.utils.format_dt(deadline, "R")
        text += " " + i18n.text(lang, "ping-deadline", when=when)
    await post(
        thread,
        Outgoing(text, view=_take_turn(game.id, lang), mentions=mention_users([user])),
        nonce=nonce(item),
    )


async def deadline_passed(
    store: Store, thread: Any, game: GameRecord, state: Any, item: OutboxItem
) -> None:
    """Tell the owner; they decide: nothing is decided behind a player's back (README,
    "Running games over days")."""
    role = item.payload["role"]
    wait = (await store.waits(game.id)).get(role)
    if wait is None or wait["since"] != item.payload["since"]:
        return
    title = get_title(game.title)
    holder = game.seats.get(role)
    can_pass = title.pass_choice(state, role) is not None
    passed = discord.utils.format_dt(durations.parse(item.payload["deadline_at"]), "R")
    lang = i18n.of_game(game)
    text = i18n.text(
        lang,
        "deadline-passed",
        owner=f"<@{game.owner_id}>",
        role=render(title.role_name(role), lang),
        holder=f"<@{holder}>",
        when=passed,
        can_pass="yes" if can_pass else "no",
        id=role,
    )
    await post(thread, Outgoing(text, mentions=mention_users([game.owner_id])), nonce=nonce(item))


def _take_turn(game_id: int, lang: str) -> discord.ui.View:
    view = Controls()
    view.add_item(TakeTurnButton(game_id, i18n.text(lang, "take-turn")))
    return view
