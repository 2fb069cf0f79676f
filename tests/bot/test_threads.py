"""README, "Running games over days": a game goes on through whatever Discord does to
its thread (bot/threads.py).

* Archived: game threads are made with the longest auto-archive (7 days); when Discord refuses
  an edit because the thread archived (50083), the bot unarchives it and delivers, nobody
  posting by hand.
* Locked by a moderator: the owner is told once, the notifications wait, and go out in order as
  soon as the thread is unlocked.
* Deleted: the owner is told once (at once when Discord says so, after `GONE_AFTER` of
  "Unknown Channel" otherwise), retries stop, `/game list` and `/game status` say so, and
  `/game continue` goes on in a new thread with the board and the end of the log.

SimCord does not archive or lock threads: `tests/bot/discord_threads.py` plays Discord's part.
"""

from __future__ import annotations

import discord
import pytest

from bot.threads import AUTO_ARCHIVE_MINUTES, GONE_AFTER
from tests.bot.discord_threads import ThreadRules
from tests.bot.helpers import make_table, new_seated_game
from tests.bot.test_delivery import (
    BOB_PASS_LINE,
    PASS_LINE,
    at_the_event_phase,
    before,
    board_messages,
    pick,
    pings_to,
    posts_to,
    saying,
    the_board,
    undelivered,
)

DAY = 24 * 60 * 60
HOUR = 60 * 60


@pytest.fixture
def rules(simcord_env, monkeypatch) -> ThreadRules:
    return ThreadRules(simcord_env, monkeypatch)


async def idle(env, *, days: int) -> None:
    """Let days pass, one at a time: SimCord bounds the real time one advance may take."""
    for _ in range(days):
        await env.advance_time(DAY)


def dms_to(member) -> list[str]:
    channel = member.user.dm_channel
    return [m.content for m in channel.history()] if channel is not None else []


def told_about(member, words: str) -> list[str]:
    return [text for text in dms_to(member) if words in text]


# --- archived ---------------------------------------------------------------------------------


async def test_game_threads_archive_only_after_a_week_idle(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    meta = simcord_env.backend.get_channel(table.thread.id).thread_metadata
    assert meta.auto_archive_duration == AUTO_ARCHIVE_MINUTES == 7 * 24 * 60


@pytest.mark.slow
async def test_a_game_goes_on_after_its_thread_archived_between_two_moves(
    simcord_env, rules, database_url
):
    """The acceptance game: alice passes, nobody moves for eight days (past the week of
    auto-archive, so Discord archives the thread), bob passes. The board is edited in place,
    the log lines and pings arrive in order, and nobody posted by hand."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice, bob = table.thread, table.alice, table.bob
    board = the_board(thread)
    # Without reminders (each one is a message, which keeps the thread from archiving).
    await alice.slash(thread, "game settings", reminder_hours=0)
    await pick(alice, thread, "Pass")
    assert len(pings_to(thread, bob)) == 1

    await idle(env, days=8)
    assert rules.state(thread.id).archived, "eight idle days archive even a week-long thread"
    humans = [m for m in thread.history() if not m.author.bot]
    before_pass = the_board(thread).embeds[0].to_dict()

    await pick(bob, thread, "Pass")

    assert undelivered(database_url) == [], "a notification is still waiting"
    assert not rules.state(thread.id).archived
    assert ("PATCH", f"/channels/{thread.id}/messages/{board.id}", 50083) in rules.refused
    assert the_board(thread).id == board.id and board_messages(thread) == [board]
    shown = the_board(thread).embeds[0].to_dict()
    assert shown != before_pass, "the board was not edited after the thread archived"
    logs = saying(thread, BOB_PASS_LINE)
    assert len(logs) == 1
    pings = [m for m in thread.history() if "your turn" in m.content]
    assert before(thread, logs[0], pings[-1], BOB_PASS_LINE, "<@"), (
        "the log line comes before the ping after it"
    )
    assert len(saying(thread, PASS_LINE)) == 1, "nothing was posted twice"
    assert [m for m in thread.history() if not m.author.bot] == humans, "nobody posted by hand"
    assert env.errors == []


async def test_an_injected_thread_is_archived_answer_unarchives_and_delivers(
    simcord_env, database_url
):
    """The same with Discord's answer injected as it is: 400, code 50083, once."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread = table.thread
    board = the_board(thread)
    env.inject_error(
        "PATCH",
        f"/channels/{thread.id}/messages/{board.id}",
        status=400,
        code=50083,
        message="Thread is archived",
        times=1,
    )
    requests = len(env.http_requests)
    await pick(table.alice, thread, "Pass")
    unarchive = [
        r
        for r in env.http_requests[requests:]
        if r.method == "PATCH" and r.path == f"/channels/{thread.id}"
    ]
    assert [r.json for r in unarchive] == [{"archived": False}]
    assert undelivered(database_url) == []
    assert len(saying(thread, PASS_LINE)) == 1 and len(pings_to(thread, table.bob)) == 1
    assert env.errors == []


# --- locked -----------------------------------------------------------------------------------


@pytest.mark.slow
async def test_a_locked_thread_holds_the_notifications_and_tells_the_owner_once(
    simcord_env, rules, database_url
):
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice, bob = table.thread, table.alice, table.bob
    board = the_board(thread)
    rules.lock(thread.id)

    await pick(alice, thread, "Pass")
    assert saying(thread, PASS_LINE) == [], "posted into a locked thread"
    held = [r["payload"]["kind"] for r in undelivered(database_url)]
    assert held[:3] == ["board", "log", "ping"], held
    assert len(told_about(alice, "is locked")) == 1
    assert f"<#{thread.id}>" in told_about(alice, "is locked")[0]
    listed = await alice.slash(table.channel, "game list")
    assert "🔒" in listed.response.content and "locked" in listed.response.content

    await env.advance_time(3 * HOUR)  # retries with backoff meanwhile: still locked
    assert saying(thread, PASS_LINE) == []
    assert len(told_about(alice, "is locked")) == 1, "the owner is told once, not per retry"

    rules.unlock(thread.id)  # Discord's thread update: everything waiting goes out at once
    await env.settle()
    assert undelivered(database_url) == []
    logs, pings = saying(thread, PASS_LINE), pings_to(thread, bob)
    assert len(logs) == 1 and len(pings) == 1
    assert before(thread, logs[0], pings[0], PASS_LINE, f"<@{bob.id}> your turn")
    assert the_board(thread).id == board.id
    listed = await alice.slash(table.channel, "game list")
    assert "locked" not in listed.response.content
    assert env.errors == []


# --- deleted ----------------------------------------------------------------------------------


async def test_a_deleted_thread_is_reported_once_and_the_game_goes_on_in_a_new_thread(
    simcord_env, database_url
):
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice, bob = table.thread, table.alice, table.bob
    await pick(alice, thread, "Pass")
    env.backend.delete_channel(thread.id)  # Discord tells the bot: THREAD_DELETE
    await env.settle()

    told = told_about(alice, "was deleted")
    assert len(told) == 1 and "/game continue game:1" in told[0]
    listed = await bob.slash(table.channel, "game list")
    assert "thread deleted" in listed.response.content
    assert "/game continue game:1" in listed.response.content
    status = await bob.slash(table.channel, "game status", game=1)
    assert "was deleted" in status.response.content and status.response.embeds

    # bob passes through the store (the thread he would use is gone): nothing is tried.
    store = env.bot.store
    game, state = await store.load(1)
    title_pass = next(c for c in state_choices(game, state, "republicans") if c.verb == "pass")
    await store.submit(1, "republicans", title_pass, user_id=bob.id, expected_version=game.version)
    requests = len(env.http_requests)
    await env.advance_time(3 * HOUR)
    assert posts_to(env, thread.id, requests) == [], "retrying a deleted thread"
    assert len(told_about(alice, "was deleted")) == 1

    refused = await bob.slash(table.channel, "game continue", game=1)
    assert refused.ephemeral and "Only the owner of game 1" in refused.response.content
    assert len(table.channel.threads) == 0 or table.channel.threads[-1].id == thread.id

    moved = await alice.slash(table.channel, "game continue", game=1)
    assert "goes on in a new thread" in moved.response.content
    new = table.channel.threads[-1]
    assert new.id != thread.id
    assert new is not None and len(new.pinned_messages()) == 1, "the board is pinned again"
    recap = [m for m in new.history() if m.content.startswith("📜 Game #1 goes on")]
    assert len(recap) == 1 and PASS_LINE in recap[0].content and BOB_PASS_LINE in recap[0].content
    pings = [m for m in new.history() if "your turn" in m.content]
    assert len(pings) == 1 and before(new, recap[0], pings[0])
    assert undelivered(database_url) == []

    # The game goes on there: the next choice edits the new board.
    board = the_board(new)
    prompt = await alice.slash(new, "play")
    assert prompt.ephemeral and "nothing to do" not in prompt.response.content
    listed = await bob.slash(table.channel, "game list")
    assert "deleted" not in listed.response.content and f"<#{new.id}>" in listed.response.content
    assert the_board(new).id == board.id
    assert env.errors == []


def state_choices(game, state, role):
    from rules import get_title

    return get_title(game.title).view(state, role).choices


@pytest.mark.slow
async def test_a_thread_deleted_while_the_bot_was_away_is_declared_gone_after_a_while(
    simcord_env, database_url
):
    """No THREAD_DELETE reached the bot: Discord just answers "Unknown Channel" (404, 10003).
    Retried with backoff until that has lasted GONE_AFTER, then the owner is told, once, and
    the retries stop."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice = table.thread, table.alice
    env.inject_error(
        "*",
        f"/channels/{thread.id}*",
        status=404,
        code=10003,
        message="Unknown Channel",
        times=None,
    )
    await pick(alice, thread, "Pass")
    assert told_about(alice, "was deleted") == []

    await env.advance_time(GONE_AFTER.total_seconds() / 2)
    assert told_about(alice, "was deleted") == [], "told before GONE_AFTER"
    await env.advance_time(GONE_AFTER.total_seconds())
    assert len(told_about(alice, "was deleted")) == 1
    tries = len([r for r in env.http_requests if r.path.startswith(f"/channels/{thread.id}")])
    await env.advance_time(6 * HOUR)
    again = len([r for r in env.http_requests if r.path.startswith(f"/channels/{thread.id}")])
    assert again == tries, "still retrying a thread declared gone"
    assert len(told_about(alice, "was deleted")) == 1
    assert (await env.bot.store.get_game(1)).thread_gone
    assert env.errors == []


async def test_a_lobby_whose_thread_was_deleted_goes_on_with_a_new_lobby(simcord_env):
    env = simcord_env
    table = await new_seated_game(make_table(env))
    env.backend.delete_channel(table.thread.id)
    await env.settle()
    await table.alice.slash(table.channel, "game continue", game=1)
    new = table.channel.threads[-1]
    lobbies = [m for m in new.history() if "Owner:" in m.content]
    assert len(lobbies) == 1
    started = await table.alice.slash(new, "game start")
    assert "The game begins" in started.response.content
    assert len(new.pinned_messages()) == 1
    assert env.errors == []


@pytest.mark.parametrize("where", ["DM", "thread", "unknown game", "thread still there"])
async def test_game_continue_is_refused_where_it_cannot_work(simcord_env, where):
    env = simcord_env
    table = await new_seated_game(make_table(env))
    if where == "DM":
        result = await table.alice.user.slash("game continue", game=1)
    elif where == "thread":
        env.backend.delete_channel(table.thread.id)
        await env.settle()
        other = await env.bot.get_channel(table.channel.id).create_thread(
            name="chat", type=discord.ChannelType.public_thread
        )
        result = await table.alice.slash(
            next(t for t in table.channel.threads if t.id == other.id), "game continue", game=1
        )
    elif where == "unknown game":
        result = await table.alice.slash(table.channel, "game continue", game=99)
    else:
        result = await table.alice.slash(table.channel, "game continue", game=1)
    threads = len(table.channel.threads)
    assert result.ephemeral and result.response.content.startswith("⚠️"), result.response.content
    expected = {
        "DM": "in a server's text channel",
        "thread": "in a server's text channel",
        "unknown game": "There is no game #99 in this server",
        "thread still there": "still has its thread",
    }[where]
    assert expected in result.response.content
    assert len(table.channel.threads) == threads, "a thread was made for nothing"
    assert env.errors == []
