"""ARCHITECTURE.md, "The outbox": notifications survive Discord failures and restarts, each
delivered once.

Notifications are written in the same transaction as the change they announce; the dispatcher
(bot/notify/dispatcher.py) delivers them, retrying with backoff (15 s, 30 s, 60 s, ... capped at
30 min) when Discord answers 5xx or times out, and the ticker (bot/ticker.py) wakes for the retries.
What was undelivered goes out after a restart; nothing goes out twice; the board is edited in
place, never re-posted; a game's notifications keep their order.

Discord's failures are SimCord's `env.inject_error`. SimCord 3.2.1 cannot inject a timeout, so
one test wraps the bot's HTTP client to raise `TimeoutError` after a send went through: the
case Discord's nonces are for. SimCord ignores nonces, so those tests check the requests.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta

import aiohttp
import discord
import pytest

from rules import get_title
from storage.database_url import database_path
from tests.bot.helpers import buttons, log_part, make_table, new_seated_game

DAY = 24 * 60 * 60
HOUR = 60 * 60
PASS_LINE = "The Nationalists pass."
BOB_PASS_LINE = "The Republicans pass."


# --- reading the world and the database ---------------------------------------------------


def outbox_rows(database_url: str) -> list[dict]:
    """Every outbox row, oldest first, read with a connection of the test's own."""
    with closing(sqlite3.connect(database_path(database_url))) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute("SELECT * FROM outbox ORDER BY id").fetchall()
    return [{**dict(row), "payload": json.loads(row["payload"])} for row in rows]


def rows_of_kind(database_url: str, kind: str, after: int = 0) -> list[dict]:
    return [
        r for r in outbox_rows(database_url) if r["payload"]["kind"] == kind and r["id"] > after
    ]


def undelivered(database_url: str) -> list[dict]:
    return [r for r in outbox_rows(database_url) if r["delivered_at"] is None]


def deliveries(database_url: str, after: int = 0) -> list[tuple]:
    """(id, kind, attempts, delivered at) of the outbox rows past ``after``: for messages."""
    return [
        (r["id"], r["payload"]["kind"], r["attempts"], r["delivered_at"])
        for r in outbox_rows(database_url)
        if r["id"] > after
    ]


def last_id(database_url: str) -> int:
    rows = outbox_rows(database_url)
    return rows[-1]["id"] if rows else 0


def has_line(text: str, start: str) -> bool:
    """Whether a line of ``text`` starts with ``start`` (a ping's catch-up quotes a log line
    after "> ", so it does not count)."""
    return any(line.startswith(start) for line in text.splitlines())


def saying(thread, start: str) -> list:
    return [m for m in thread.history() if has_line(m.content, start)]


def pings_to(thread, member) -> list:
    """The "your turn" messages that name ``member`` first (the pings where only they act): a
    line of their own, after the log lines written with them (bot/notify/pings.py)."""
    return [m for m in thread.history() if has_line(m.content, f"<@{member.id}> your turn")]


def reminders_to(thread, member) -> list:
    return [
        m for m in thread.history() if m.content.startswith("⏰") and f"<@{member.id}>" in m.content
    ]


def board_messages(thread) -> list:
    """Messages carrying the board's picture: there must only ever be one."""
    return [m for m in thread.history() if any(a.filename == "board.png" for a in m.attachments)]


def posts_to(env, channel_id: int, since: int = 0) -> list:
    """The bot's POSTs of messages to a channel (not interaction replies) from ``since`` on."""
    path = f"/channels/{channel_id}/messages"
    return [r for r in env.http_requests[since:] if r.method == "POST" and r.path == path]


def edits_of(env, channel_id: int, message_id: int, since: int = 0) -> list:
    path = f"/channels/{channel_id}/messages/{message_id}"
    return [r for r in env.http_requests[since:] if r.method == "PATCH" and r.path == path]


def content_of(request) -> str:
    return (request.json or {}).get("content") or ""


def before(thread, first, second, first_line: str = "", second_line: str = "") -> bool:
    """Whether ``first`` was posted before ``second``; within one message (a log line and the
    ping written after it go out together, bot/notify/pings.py), whether ``first_line`` comes
    before ``second_line`` in it."""
    if first.id == second.id:
        lines = first.content.splitlines()
        at = [
            next(i for i, t in enumerate(lines) if t.startswith(s))
            for s in (first_line, second_line)
        ]
        return bool(first_line and second_line) and at[0] < at[1]
    ids = [m.id for m in thread.history()]
    return ids.index(first.id) < ids.index(second.id)


def now() -> datetime:
    return discord.utils.utcnow()


def lift_faults(env) -> None:
    """Discord works again. SimCord 3.2.1 has no public call to lift a `times=None` fault."""
    env.backend.faults.clear()


# --- playing ------------------------------------------------------------------------------


def time_out_once(env, monkeypatch, matches) -> list:
    """The first request that ``matches`` goes through, then its answer is lost: the bot sees a
    timeout (SimCord cannot inject one). Returns the list the timed-out request is put in."""
    http = env.bot.http
    real_request = http.request
    timed_out: list = []

    async def times_out_once(route, **kwargs):
        answer = await real_request(route, **kwargs)
        sent = env.http_requests[-1]
        if not timed_out and matches(sent):
            timed_out.append(sent)
            raise TimeoutError("injected: the request went through, its answer never came")
        return answer

    monkeypatch.setattr(http, "request", times_out_once)
    return timed_out


async def pick(member, thread, label: str):
    prompt = await member.slash(thread, "play")
    clicked = await member.click(prompt.response, label=label)
    assert clicked.response.content.startswith("✅"), clicked.response.content
    return clicked


async def at_the_event_phase(env):
    """Both sides kept their hands: the Nationalists (alice) play an Event or pass; their pass
    adds a log line and pings the Republicans (bob)."""
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    await pick(table.bob, table.thread, "Done: keep my hand")
    await pick(table.alice, table.thread, "Done: keep my hand")
    return table


def the_board(thread):
    pins = thread.pinned_messages()
    assert len(pins) == 1, [m.content for m in pins]
    return pins[0]


# --- 1. Retries with backoff --------------------------------------------------------------


async def test_a_send_refused_with_503_is_retried_once_its_backoff_is_over(
    simcord_env, database_url
):
    """The first retry is due 15 s after the failure; it must not wait for the ticker's hourly
    wake-up (bot/ticker.py: "a failed delivery's retry ... wakes it with `wake_by`")."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread = table.thread
    env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=1)
    await pick(table.alice, thread, "Pass")

    assert saying(thread, PASS_LINE) == [] and pings_to(thread, table.bob) == []
    log_row = rows_of_kind(database_url, "log")[-1]
    assert log_row["attempts"] == 1 and log_row["delivered_at"] is None

    await env.advance_time(30)
    ticker = env.bot.get_cog("TickerCog")
    assert len(saying(thread, PASS_LINE)) == 1, (
        f"the log line due again at {log_row['next_attempt_at']} was still undelivered at "
        f"{now().isoformat()}; the ticker sleeps until {ticker.tick.next_iteration}"
    )
    assert len(pings_to(thread, table.bob)) == 1
    assert env.errors == []


async def test_retried_notifications_go_out_once_in_order_and_the_board_is_edited_in_place(
    simcord_env, database_url
):
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, bob = table.thread, table.bob
    board = the_board(thread)
    first_request = len(env.http_requests)
    seen = last_id(database_url)

    env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=2)
    await pick(table.alice, thread, "Pass")
    assert saying(thread, PASS_LINE) == [], "the 503 was answered, yet the line was posted"
    assert [r["payload"]["kind"] for r in undelivered(database_url)] == ["log", "ping"]

    await env.advance_time(2 * HOUR)  # past any backoff, and past the ticker's longest sleep

    # Not lost, not doubled.
    logs, pings = saying(thread, PASS_LINE), pings_to(thread, bob)
    assert len(logs) == 1, [m.content for m in logs]
    assert len(pings) == 1, [m.content for m in pings]
    assert undelivered(database_url) == []
    rows = {r["payload"]["kind"]: r for r in outbox_rows(database_url) if r["id"] > seen}
    assert rows["log"]["attempts"] == 2, rows["log"]
    assert rows["board"]["attempts"] == 0
    # The board: edited in place after the choice, never posted again.
    assert the_board(thread).id == board.id
    assert board_messages(thread) == [board]
    assert edits_of(env, thread.id, board.id, since=first_request)
    assert not [r for r in posts_to(env, thread.id, first_request) if r.json.get("embeds")]
    # In order: the game's log line comes before the ping that follows it.
    assert before(thread, logs[0], pings[0], PASS_LINE, f"<@{bob.id}> your turn"), (
        "the ping to the Republicans was delivered before the log line it follows: "
        f"{deliveries(database_url, seen)}"
    )
    assert env.errors == []


@pytest.mark.slow
async def test_a_steady_failure_is_retried_with_backoff_not_spammed(simcord_env, database_url):
    """A reminder that Discord keeps refusing: 15 s, 30 s, 60 s, ... apart, capped at 30 min;
    delivered once when Discord is back. The ticker makes the first attempt itself, so this
    measures the backoff alone."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice = table.thread, table.alice
    await env.advance_time(DAY - 60)
    assert reminders_to(thread, alice) == []
    env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=None)
    requests = len(env.http_requests)

    await env.advance_time(61)  # the reminder falls due: queued, tried, refused
    (reminder,) = rows_of_kind(database_url, "reminder")
    assert reminder["attempts"] == 1 and reminder["delivered_at"] is None
    failed_at = datetime.fromisoformat(reminder["next_attempt_at"]) - timedelta(seconds=15)

    await env.advance_time(10 * 60)
    (reminder,) = rows_of_kind(database_url, "reminder")
    # Tried at +0, +15 s, +45 s, +105 s, +225 s and +465 s; next at +945 s. Without backoff
    # the ticker (5 s at least between ticks) would have tried 120 times.
    assert 5 <= reminder["attempts"] <= 7, reminder
    assert len(posts_to(env, thread.id, requests)) == reminder["attempts"]
    retry_at = datetime.fromisoformat(reminder["next_attempt_at"])
    assert retry_at - failed_at >= timedelta(minutes=10), reminder

    await env.advance_time(3 * HOUR)  # the backoff reaches its cap...
    (reminder,) = rows_of_kind(database_url, "reminder")
    tried = reminder["attempts"]
    gap = datetime.fromisoformat(reminder["next_attempt_at"]) - now()
    assert timedelta(0) < gap <= timedelta(minutes=30), reminder
    await env.advance_time(HOUR)  # ...and stays there: one try every 30 minutes
    (reminder,) = rows_of_kind(database_url, "reminder")
    assert 1 <= reminder["attempts"] - tried <= 3, (tried, reminder)
    assert reminders_to(thread, alice) == []

    lift_faults(env)
    await env.advance_time(31 * 60)
    assert len(reminders_to(thread, alice)) == 1
    assert undelivered(database_url) == []
    assert env.errors == []


# --- 2. The board: edited in place, never re-posted ---------------------------------------


async def test_a_board_edit_refused_with_502_is_retried_as_an_edit(simcord_env, database_url):
    env = simcord_env
    table = await at_the_event_phase(env)
    thread = table.thread
    board = the_board(thread)
    requests = len(env.http_requests)
    env.inject_error("PATCH", f"/channels/{thread.id}/messages/{board.id}", status=502, times=1)
    await pick(table.alice, thread, "Pass")
    assert [r["payload"]["kind"] for r in undelivered(database_url)] == ["board", "log", "ping"]

    await env.advance_time(2 * HOUR)
    assert undelivered(database_url) == []
    assert len(edits_of(env, thread.id, board.id, since=requests)) == 2  # refused, then done
    assert the_board(thread).id == board.id and board_messages(thread) == [board]
    logs, pings = saying(thread, PASS_LINE), pings_to(thread, table.bob)
    bob_pinged = f"<@{table.bob.id}> your turn"
    assert len(logs) == 1 and len(pings) == 1
    assert before(thread, logs[0], pings[0], PASS_LINE, bob_pinged)
    assert env.errors == []


async def test_a_board_whose_pin_was_refused_is_not_posted_a_second_time(simcord_env, database_url):
    """At the start the board is posted, then pinned. When the pin fails (or the post times
    out after it went through), the retry must not post a second board."""
    env = simcord_env
    table = await new_seated_game(make_table(env))
    thread = table.thread
    env.inject_error("PUT", f"/channels/{thread.id}/messages/pins/*", status=503, times=1)
    requests = len(env.http_requests)
    await table.alice.slash(thread, "game start")
    await env.advance_time(2 * HOUR)

    assert undelivered(database_url) == []
    boards = board_messages(thread)
    board_posts = [r for r in posts_to(env, thread.id, requests) if r.json.get("embeds")]
    assert len(boards) == 1, (
        f"{len(boards)} board messages in the thread ({len(board_posts)} board POSTs, nonces "
        f"{[r.json.get('nonce') for r in board_posts]}); pinned: "
        f"{[m.id for m in thread.pinned_messages()]}"
    )
    assert thread.pinned_messages() == boards
    assert env.errors == []


# --- 3. A restart mid-game ----------------------------------------------------------------


@pytest.mark.slow
async def test_a_restart_with_a_reminder_due_and_notifications_pending_delivers_each_once(
    simcord_env, make_bot, database_url
):
    env = simcord_env
    table = await new_seated_game(make_table(env))
    thread, alice, bob = table.thread, table.alice, table.bob
    await alice.slash(thread, "game start")
    board = the_board(thread)
    start_ping = next(m for m in thread.history() if "your turn" in m.content)
    stale_prompt = (await bob.slash(thread, "play")).response  # version 1: goes stale
    await pick(bob, thread, "Done: keep my hand")
    await pick(alice, thread, "Done: keep my hand")
    requests = len(env.http_requests)
    seen = last_id(database_url)

    # Discord fails; alice passes: her log line and the ping to bob stay in the outbox.
    env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=None)
    await pick(alice, thread, "Pass")
    # A day later bob's reminder falls due; it joins them in the outbox.
    # (In steps: SimCord gives one advance 5 s of real time, and this one retries ~100 times.)
    for _ in range(12):
        await env.advance_time(2 * HOUR)
    await env.advance_time(10 * 60)
    pending = undelivered(database_url)
    assert sorted(r["payload"]["kind"] for r in pending) == ["log", "ping", "reminder"], pending
    # Retried all day, yet not spammed: every 30 minutes at most, once the backoff is capped.
    assert all(r["attempts"] <= 2 * 24 + 10 for r in pending), pending
    assert saying(thread, PASS_LINE) == [] and pings_to(thread, bob) == []
    assert reminders_to(thread, bob) == []

    lift_faults(env)
    await env.restart_bot(make_bot())
    await env.advance_time(31 * 60)  # every retry falls due within the 30-minute cap

    logs, pings, reminders = (
        saying(thread, PASS_LINE),
        pings_to(thread, bob),
        reminders_to(thread, bob),
    )
    assert len(logs) == 1, [m.content for m in logs]
    assert len(pings) == 1, [m.content for m in pings]
    assert len(reminders) == 1, [m.content for m in reminders]
    assert reminders_to(thread, alice) == []
    assert undelivered(database_url) == []
    assert the_board(thread).id == board.id and board_messages(thread) == [board]
    assert not [r for r in posts_to(env, thread.id, requests) if r.json.get("embeds")]

    # One reminder a day, no more: the next is at 48 h.
    await env.advance_time(DAY - 31 * 60)
    assert len(reminders_to(thread, bob)) == 2
    assert reminders_to(thread, alice) == []

    # Buttons from before the restart still work. The ping's "Take your turn":
    opened = await bob.click(start_ping, label="Take your turn")
    assert opened.acknowledged and opened.ephemeral, opened.response
    assert "Pass" in [b["label"] for b in buttons(opened.response)], opened.response.content
    # A prompt from before: out of date, and the current prompt comes with the refusal.
    stale = await bob.click(stale_prompt, label="Done: keep my hand")
    assert stale.acknowledged and stale.ephemeral
    assert "out of date" in stale.response.content
    assert "Pass" in [b["label"] for b in buttons(stale.response)]
    # The current prompt plays on, and what it causes goes out once.
    passed = await bob.click(opened.response, label="Pass")
    assert passed.response.content.startswith("✅"), passed.response.content
    assert len(saying(thread, BOB_PASS_LINE)) == 1
    assert undelivered(database_url) == []
    assert [m.id for m in thread.pinned_messages()] == [board.id]
    # And in order: the log line, then the ping it led to, then the reminder a day later.
    pinged = f"<@{bob.id}> your turn"
    assert before(thread, logs[0], pings[0], PASS_LINE, pinged), (
        "delivered out of order: "
        + " | ".join(m.content[:40] for m in sorted(logs + pings + reminders, key=lambda m: m.id))
        + f"; outbox: {deliveries(database_url, seen)}"
    )
    assert before(thread, pings[0], reminders[0]), (
        "delivered out of order: "
        + " | ".join(m.content[:40] for m in sorted(logs + pings + reminders, key=lambda m: m.id))
        + f"; outbox: {deliveries(database_url, seen)}"
    )
    assert env.errors == []


# --- 4. Nonces ----------------------------------------------------------------------------


async def test_every_message_the_dispatcher_posts_has_a_nonce_kept_across_retries(
    simcord_env, database_url, monkeypatch
):
    """Discord drops a second message with the same nonce (enforce_nonce): so a send that
    timed out after it went through is not posted twice when retried."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread = table.thread
    requests = len(env.http_requests)

    # A 503: the log line is retried.
    env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=1)
    await pick(table.alice, thread, "Pass")
    await env.advance_time(2 * HOUR)
    # A timeout after the send went through: the retry must carry the same nonce.
    timed_out = time_out_once(
        env, monkeypatch, lambda sent: has_line(content_of(sent), BOB_PASS_LINE)
    )
    await pick(table.bob, thread, "Pass")
    await env.advance_time(2 * HOUR)
    assert timed_out and undelivered(database_url) == []

    posts = posts_to(env, thread.id, requests)
    assert posts, "the dispatcher posted nothing"
    for post in posts:
        assert post.json.get("nonce") and post.json.get("enforce_nonce") is True, post.json
    by_text: dict[str, set[str]] = {}
    for post in posts:
        by_text.setdefault(content_of(post), set()).add(post.json["nonce"])
    # The same notification, tried twice, has one nonce...
    assert len([p for p in posts if has_line(content_of(p), PASS_LINE)]) == 2
    assert len(by_text[next(t for t in by_text if has_line(t, PASS_LINE))]) == 1
    assert len([p for p in posts if has_line(content_of(p), BOB_PASS_LINE)]) == 2
    assert len(by_text[next(t for t in by_text if has_line(t, BOB_PASS_LINE))]) == 1
    # ...and different notifications have different ones (each pass's log line and the ping
    # written with it are one message: two messages).
    nonces = [next(iter(n)) for n in by_text.values()]
    assert len(set(nonces)) == len(by_text) >= 2, by_text
    assert env.errors == []


async def test_a_retried_dm_keeps_its_nonce(simcord_env, database_url, monkeypatch):
    """A player's hand, DMed after a change, is a dispatcher message too: a DM that timed out
    after it went through must not reach the player twice."""
    env = simcord_env
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    bob = table.bob
    dm = bob.user.dm_channel
    requests = len(env.http_requests)
    timed_out = time_out_once(
        env,
        monkeypatch,
        lambda sent: sent.method == "POST" and sent.path == f"/channels/{dm.id}/messages",
    )
    prompt = await bob.slash(table.thread, "play")
    await bob.click(prompt.response, custom_id=buttons(prompt.response)[0]["custom_id"])
    await env.advance_time(2 * HOUR)
    assert timed_out and undelivered(database_url) == []

    dms = posts_to(env, dm.id, requests)
    assert len(dms) == 2, [content_of(d) for d in dms]
    nonces = [d.json.get("nonce") for d in dms]
    assert all(nonces) and all(d.json.get("enforce_nonce") is True for d in dms)
    assert nonces[0] == nonces[1], (
        f"the retried DM carries nonce {nonces[1]}, not {nonces[0]}: Discord would deliver it twice"
    )
    assert env.errors == []


async def test_a_deleted_board_is_posted_again_and_the_game_goes_on(simcord_env, database_url):
    """If a moderator deletes the pinned board, editing it fails with 404 Unknown Message for
    ever: the board is posted (and pinned) again, and nothing behind it is held back."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread = table.thread
    board = the_board(thread)
    env.inject_error(
        "PATCH",
        f"/channels/{thread.id}/messages/{board.id}",
        status=404,
        code=10008,
        message="Unknown Message",
        times=None,
    )
    await pick(table.alice, thread, "Pass")
    assert undelivered(database_url) == []
    # SimCord keeps the "deleted" message (only its edits fail), so it is still pinned there.
    new = [m for m in thread.pinned_messages() if m.id != board.id]
    assert len(new) == 1 and new[0].embeds and new[0].attachments
    game = await env.bot.store.game_by_thread(thread.id)
    assert game.board_message_id == new[0].id
    assert len(saying(thread, PASS_LINE)) == 1 and len(pings_to(thread, table.bob)) == 1
    assert env.errors == []


# --- 5. Pings in the order they were written; a quiet shutdown ------------------------------


async def test_a_ping_delivered_late_quotes_no_line_written_after_it(simcord_env, database_url):
    """Moves come back to back before the bot delivers (here: made through the store, which
    leaves delivery to the bot). Turn 2 opens with both sides recruiting at once: one ping for
    both. Then both keep their hands, which writes a log line. The ping was written before
    that line and is posted before it, so it must not quote it."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice, bob = table.thread, table.alice, table.bob
    store = env.bot.store
    users = {"nationalists": alice.id, "republicans": bob.id}
    game, state = await store.load(1)
    title = get_title(game.title)
    for _ in range(300):  # to turn 2's Recruit phase, never committing a card
        if state.turn == 2 and state.phase == "recruit":
            break
        role = title.active(state)[0]
        choices = title.view(state, role).choices
        verbs = [c.verb for c in choices]
        wanted = next((v for v in ("done", "pass", "confirm", "decline") if v in verbs), verbs[0])
        submitted = await store.submit(
            1,
            role,
            choices[verbs.index(wanted)],
            user_id=users[role],
            expected_version=game.version,
        )
        game, state = submitted.game, submitted.state
    assert set(title.active(state)) == {"nationalists", "republicans"}
    opening = len(state.log)  # the log as the ping for both was written
    # Each keeps their hand, the Republicans first: the line that reveals both is written by
    # the Nationalists' choice, and the Republicans, who open turn 2's Event phase, have not
    # seen it.
    for role in ("republicans", "nationalists"):
        done = next(c for c in title.view(state, role).choices if c.verb == "done")
        submitted = await store.submit(
            1, role, done, user_id=users[role], expected_version=submitted.version
        )
        state = submitted.state
    later = state.log[opening:]
    assert later, "the recruits wrote no log line"

    await env.bot.dispatcher.drain()

    # The Republicans' DM settled while they recruited step by step (storage/outbox.py,
    # "Lanes"); keeping their hand ended their part, so it went out at once with the rest
    # rather than lagging their hand.
    assert undelivered(database_url) == []
    history = thread.history()
    # A log line goes out with the ping written after it, before the ping's line
    # (bot/notify/pings.py).
    logs = [i for i, m in enumerate(history) if any(line in log_part(m.content) for line in later)]
    assert logs, "the later log line was not posted"
    pings = [m for m in history[: logs[0]] if "your turn" in m.content]
    assert pings, "no ping before the later log line"
    assert not [line for line in later if line in pings[-1].content], (
        f"the ping quotes a line written (and posted) after it:\n{pings[-1].content}"
    )
    assert env.errors == []


@pytest.mark.slow
async def test_shutting_down_with_a_delivery_in_flight_is_quiet_and_loses_nothing(
    simcord_env, make_bot, database_url, caplog, monkeypatch
):
    """The bot is stopped while Discord is slow to answer a post: no error is logged, the
    notification stays pending, and it goes out once after the restart."""
    env = simcord_env
    table = await at_the_event_phase(env)
    thread, alice, bob = table.thread, table.alice, table.bob
    http = env.bot.http
    real_request, real_close = http.request, http.close
    in_flight, closed = asyncio.Event(), asyncio.Event()

    async def slow_request(route, **kwargs):
        if route.method == "POST" and str(thread.id) in route.url:
            in_flight.set()
            await closed.wait()  # as aiohttp does, the closed session ends the request
            raise aiohttp.ServerDisconnectedError("Server disconnected")
        return await real_request(route, **kwargs)

    async def close():
        closed.set()
        await real_close()

    monkeypatch.setattr(http, "request", slow_request)
    monkeypatch.setattr(http, "close", close)
    store = env.bot.store
    game, state = await store.load(1)
    choices = get_title(game.title).view(state, "nationalists").choices
    choice = next(c for c in choices if c.verb == "pass")
    await store.submit(1, "nationalists", choice, user_id=alice.id, expected_version=game.version)
    delivering = asyncio.create_task(env.bot.dispatcher.drain())
    await in_flight.wait()

    caplog.clear()
    with caplog.at_level(logging.INFO):
        await env.bot.close()
    loud = [
        f"{r.levelname} {r.name}: {r.getMessage()}"
        for r in caplog.records
        if r.levelno >= logging.WARNING
    ]
    assert loud == [], loud
    assert delivering.done(), "the delivery in flight outlived the bot"
    pending = [r["payload"]["kind"] for r in undelivered(database_url)]
    assert "log" in pending and "ping" in pending, pending
    assert all(r["attempts"] == 0 for r in undelivered(database_url))

    await env.restart_bot(make_bot())
    assert undelivered(database_url) == []
    assert len(saying(thread, PASS_LINE)) == 1 and len(pings_to(thread, bob)) == 1
    assert env.errors == []


# --- 4. Lanes: a player's steps in a row, and a board's pin -------------------------------


def dm_hands(member) -> list[str]:
    """The hands DMed to ``member`` (embed texts), whatever their order."""
    channel = member.user.dm_channel
    return [m.embeds[0].description for m in channel.history() if m.embeds] if channel else []


async def test_steps_in_a_row_bring_one_dm_with_the_hand_they_end_with(simcord_env):
    """storage/outbox.py, "Lanes": the DM of a player who acted and must act again settles
    for a few seconds; each further step supersedes it. Three cards marked one click at a
    time: one DM, showing all three marked, once the player pauses."""
    env = simcord_env
    table = await new_seated_game(make_table(env))
    thread, bob = table.thread, table.bob
    await table.alice.slash(thread, "game start")
    opening = dm_hands(bob)
    assert len(opening) == 1
    for _ in range(3):
        prompt = await bob.slash(thread, "play")
        label = next(
            b["label"] for b in buttons(prompt.response) if b["label"].startswith("Discard")
        )
        clicked = await bob.click(prompt.response, label=label)
        assert clicked.response.content.startswith("✅"), clicked.response.content
    assert dm_hands(bob) == opening, "a DM went out in the middle of the player's steps"
    await env.advance_time(30)
    hands = dm_hands(bob)
    assert len(hands) == 2, hands
    [latest] = [hand for hand in hands if hand not in opening]
    assert latest.count("to discard") == 3, latest


async def test_a_board_whose_pin_failed_is_pinned_by_a_later_edit(simcord_env, database_url):
    """A pin refused, then a choice before the retry: the failed board item is superseded by
    the newer one, which only edits; the board must still end up pinned (bot/notify/board.py)."""
    env = simcord_env
    table = await new_seated_game(make_table(env))
    thread = table.thread
    env.inject_error("PUT", f"/channels/{thread.id}/messages/pins/*", status=503, times=1)
    await table.alice.slash(thread, "game start")
    assert thread.pinned_messages() == []
    await pick(table.bob, thread, "Done: keep my hand")  # a new board item, before the retry
    await env.advance_time(HOUR)

    assert undelivered(database_url) == []
    boards = board_messages(thread)
    assert len(boards) == 1
    assert thread.pinned_messages() == boards
