"""Every message within Discord's limits, by construction (ARCHITECTURE.md, "The bot").

Before, `/game list` put every row in one message: at about 12 games its text passed 2,000
characters, Discord refused it and the user read "something went wrong"; it also showed only
the last 20 games. Now every sender goes through `bot/outgoing.py`, which splits a new message
and clips an edit, and `/game list` is paged. Here each message built from a list is made as
large as the game allows (100 games with the longest names Discord allows, 50 long log lines, a
finished game's export, a ping after many long log lines, the lobby of five roles, the 1812
board, a hand of three factions, a roll of 100 dice, a refusal quoting 6,000 characters), and
then every REST request the bot made is checked against Discord's limits (tests/bot/limits.py)
and what the message is for is checked to be all there.

SimCord enforces the limits too (simcord/components.py, `validate_message_state`): a message
past them is refused with a 400, which the bot turns into "something went wrong". These tests
do not rely on that: they read each request body, and they also check that nothing was lost.
"""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest

from bot.embeds import board_embed, private_embed
from rules import get_title
from tests.bot.helpers import buttons, deliver_everything, open_seat_labels
from tests.bot.limits import (
    CONTENT_MAX,
    EMBED_TOTAL_MAX,
    UPLOAD_MAX_BYTES,
    assert_response_within_limits,
    assert_within_discord_limits,
    message_problems,
    request_problems,
    sent_messages,
)

ROOT = Path(__file__).resolve().parents[2]

# The longest names Discord allows.
NAME_MAX = 100  # guild, channel and thread names
USER_NAME_MAX = 32

GAMES = 100
WRONG_MARK = "'waiting for you' is wrong"
ROW = re.compile(r"^#(\d+) · ", re.MULTILINE)


def clip(text: str, limit: int) -> str:
    """How the bot shortens a quoted line: to ``limit`` characters, the last an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def long_name(stem: str, length: int = NAME_MAX) -> str:
    """``stem`` padded to exactly ``length`` characters, with letters a real name could have."""
    return (stem + " " + "ŵ" * length)[:length]


def long_user(env, stem: str):
    return env.create_user((stem + "_" * USER_NAME_MAX)[:USER_NAME_MAX])


class World:
    """Servers with the longest names, players with the longest names and 18-19 digit ids."""

    def __init__(self, env, guilds: int = 1, players: int = 6):
        self.env = env
        self.guilds = [env.create_guild(long_name(f"Guild {g}")) for g in range(guilds)]
        self.channels = [g.create_text_channel(long_name("games")) for g in self.guilds]
        users = [long_user(env, f"player{p}") for p in range(players)]
        self.members = [[g.add_member(u) for u in users] for g in self.guilds]
        for user in users:
            assert 18 <= len(str(user.id)) <= 19, user.id

    async def thread(self, server: int, name: str):
        """A real public thread with the longest name, made by the bot as it makes a game's."""
        channel = self.env.bot.get_channel(self.channels[server].id)
        made = await channel.create_thread(
            name=long_name(name), type=discord.ChannelType.public_thread
        )
        return next(t for t in self.channels[server].threads if t.id == made.id)


async def quiet_outbox(store) -> None:
    """Mark every pending notification delivered: the games made through the store here are
    not what the test is about, and delivering them all would only take time."""
    while pending := await store.outbox_pending(limit=500):
        for item in pending:
            await store.outbox_delivered(item.id)


async def many_games(world: World, server: int, count: int, *, first: int = 0) -> dict:
    """``count`` games in ``server`` made through the store: 8 in 10 started (both titles, all
    scenarios), 1 in 10 in the lobby, 1 in 10 abandoned. The first player holds the first seat
    of every game; the other seats go round the other players, every seat of a game to a
    different person (so the 1812 set-up waits on five people). Returns {game id: thread id}."""
    store = world.env.bot.store
    people = [m.id for m in world.members[server]]
    you, others = people[0], people[1:]
    made = {}
    for n in range(first, first + count):
        title_id = "invasion-1812" if n % 2 else "spanish-civil-war"
        title = get_title(title_id)
        scenarios = list(title.scenarios)
        owner = people[n % len(people)]
        game = await store.create_game(
            title_id,
            scenarios[(n // 2) % len(scenarios)],
            {},
            owner_id=owner,
            guild_id=world.guilds[server].id,
            channel_id=world.channels[server].id,
            seed=f"{n:064x}",
        )
        thread = await world.thread(server, f"{title.name} #{game.id}")
        await store.set_discord_ids(game.id, thread_id=thread.id)
        made[game.id] = thread.id
        holders = [you] + [others[(n + k) % len(others)] for k in range(len(title.roles) - 1)]
        kind = n % 10
        if kind == 9:  # a lobby with one seat taken
            await store.join(game.id, title.roles[0], you)
            continue
        for role, holder in zip(title.roles, holders, strict=True):
            await store.join(game.id, role, holder)
        if kind == 8:
            await store.abandon(game.id, owner)
        else:
            await store.start(game.id, owner)
    await quiet_outbox(store)
    return made


def rows_of(content: str) -> list[str]:
    return [line for line in content.split("\n") if ROW.match(line)]


def ids_of(content: str) -> list[int]:
    return [int(n) for n in ROW.findall(content)]


def assert_one_message_page(result) -> None:
    """A page of the list: one ephemeral message within the limits, at most 5 rows of buttons."""
    assert result.acknowledged and result.response.ephemeral, result.response
    assert result.followups == [], "a page must be one message, to be turned in place"
    page = result.response
    assert len(page.content) <= CONTENT_MAX, len(page.content)
    assert len(page.components) <= 5
    assert "something went wrong" not in page.content, page.content
    assert_response_within_limits(page)


# --- the checker itself ------------------------------------------------------------------------


def test_the_checker_finds_each_limit_broken_in_each_kind_of_request():
    """tests/bot/limits.py can fail: each limit broken once, in each kind of request."""
    row = {"type": 1, "components": [{"type": 2, "style": 2, "label": "ok", "custom_id": "a"}]}
    select = {
        "type": 3,
        "custom_id": "s",
        "options": [{"label": "o" * 101, "value": str(n)} for n in range(26)],
    }
    wide = {
        "type": 1,
        "components": [{**row["components"][0], "custom_id": str(n)} for n in range(6)],
    }
    broken = [
        {"content": "c" * 2001},
        {"embeds": [{"title": "t"}] * 11},
        {
            "embeds": [
                {"title": "t" * 257, "description": "d" * 4097, "footer": {"text": "f" * 2049}}
            ]
        },
        {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]},
        {"embeds": [{"fields": [{"name": "n" * 257, "value": "v" * 1025}]}]},
        {"embeds": [{"description": "d" * 3000}, {"description": "d" * 3001}]},
        {"components": [row] * 6},  # six rows, and the same custom_id six times
        {"components": [wide]},
        {"components": [{"type": 1, "components": [{**row["components"][0], "label": "l" * 81}]}]},
        {
            "components": [
                {"type": 1, "components": [{**row["components"][0], "custom_id": "i" * 101}]}
            ]
        },
        {"components": [{"type": 1, "components": [select]}]},
        {},
    ]
    expected = [1, 1, 3 + 1, 1, 2, 1, 2, 1, 1, 1, 1 + 26, 1]  # (+1: the total, +26: labels)
    assert [len(message_problems(body)) for body in broken] == expected, [
        message_problems(body) for body in broken
    ]
    assert message_problems({}, new=False) == []  # an edit may change nothing but its view
    rows = [
        {"type": 1, "components": [{**row["components"][0], "custom_id": f"r{n}"}]}
        for n in range(5)
    ]
    ok = {"content": "c" * 2000, "embeds": [{"description": "d" * 4096}], "components": rows}
    assert message_problems(ok) == []

    too_long = {"content": "c" * 2001}
    requests = [
        ("POST", "/channels/1/messages", too_long),
        ("PATCH", "/channels/1/messages/2", too_long),
        ("POST", "/interactions/3/tok/callback", {"type": 4, "data": too_long}),
        ("POST", "/interactions/3/tok/callback", {"type": 7, "data": too_long}),
        ("POST", "/interactions/3/tok/callback", {"type": 5}),
        ("POST", "/webhooks/4/tok", too_long),
        ("PATCH", "/webhooks/4/tok/messages/@original", too_long),
        ("PATCH", "/webhooks/4/tok/messages/5", too_long),
        ("POST", "/channels/1/threads", {"name": "n" * 101}),
        ("PUT", "/applications/4/commands", [{"name": "x" * 3000}]),
    ]
    env = SimpleNamespace(
        http_requests=[SimpleNamespace(method=m, path=p, json=j) for m, p, j in requests]
    )
    problems = request_problems(env)
    assert len(problems) == 8, problems
    assert len(sent_messages(env)) == 7


# --- /game list with 100 games -----------------------------------------------------------------


async def test_game_list_pages_through_100_games_each_once_within_discords_limits(
    simcord_env, make_bot
):
    env = simcord_env
    world = World(env)
    games = await many_games(world, 0, GAMES)
    viewer = world.members[0][0]
    channel = world.channels[0]
    since = len(env.http_requests)

    first = await viewer.slash(channel, "game list")
    assert_one_message_page(first)
    # 80 started and 10 in the lobby are running; 10 were abandoned
    assert "90 running, 10 over" in first.response.content, first.response.content
    assert "page 1 of 10" in first.response.content
    seen = [ids_of(first.response.content)]
    labels = [b["label"] for b in buttons(first.response)]
    assert labels == ["◀ Previous", "Next ▶"], labels
    assert buttons(first.response)[0].get("disabled") is True

    page = first
    pages = [first.response.content]
    while not buttons(page.response)[1].get("disabled"):
        page = await viewer.click(page.response, label="Next ▶")
        assert_one_message_page(page)
        pages.append(page.response.content)
        seen.append(ids_of(page.response.content))
        assert len(pages) <= 10, "Next kept going past the last page"
    assert len(pages) == 10, [p.split("\n")[0] for p in pages]
    assert all(len(ids) == 10 for ids in seen), [len(ids) for ids in seen]
    flat = [n for ids in seen for n in ids]
    assert sorted(flat) == sorted(games), "each game must appear exactly once across the pages"
    assert len(flat) == len(set(flat)) == GAMES
    # Running games first, newest first, then those that are over.
    store = env.bot.store
    statuses = [(await store.get_game(n)).status for n in flat]
    running = [s in ("lobby", "active") for s in statuses]
    assert running == sorted(running, reverse=True), statuses
    assert flat[:90] == sorted(flat[:90], reverse=True)

    # Previous goes back, page by page, to the same pages.
    back = page
    for expected in reversed(pages[:-1]):
        back = await viewer.click(back.response, label="◀ Previous")
        assert_one_message_page(back)
        assert back.response.content == expected
    assert buttons(back.response)[0].get("disabled") is True

    # The buttons outlive the bot: after a restart, the same message (back at page 1) turns.
    await env.restart_bot(make_bot())
    onward = await viewer.click(back.response, label="Next ▶")
    assert_one_message_page(onward)
    assert onward.response.content == pages[1]
    onward = await viewer.click(onward.response, label="Next ▶")
    assert onward.response.content == pages[2]
    again = await viewer.click(onward.response, label="◀ Previous")
    assert_one_message_page(again)
    assert again.response.content == pages[1]

    checked = assert_within_discord_limits(env, since)
    assert len(checked) >= 2 * len(pages) + 2
    assert env.errors == []


async def turn_all_pages(member, result) -> list[str]:
    """Click Next from page 1 to the last page; every page's text, each checked on the way."""
    assert_one_message_page(result)
    pages = [result.response.content]
    while not buttons(result.response)[-1].get("disabled"):
        result = await member.click(result.response, label="Next ▶")
        assert_one_message_page(result)
        pages.append(result.response.content)
        assert len(pages) <= GAMES, "Next never reaches a last page"
    return pages


async def row_problems(store, pages: list[str], threads: dict, viewer: int) -> list[str]:
    """What a row of the list loses: its game's thread link, a mention cut in half, someone
    waited on who is neither named nor counted, the "waiting for you" mark."""
    problems = []
    for row in (row for page in pages for row in rows_of(page)):
        game = await store.get_game(int(ROW.match(row)[1]))
        if f"<#{threads[game.id]}>" not in row:
            problems.append(f"no link to its thread: {row!r}")
        if re.search(r"<[@#]\d*(…|$)", row):
            problems.append(f"a mention cut in half: {row!r}")
        if game.status != "active":
            continue
        _, state = await store.load(game.id)
        title = get_title(game.title)
        waited = {game.seats[r] for r in title.active(state) if r in game.seats}
        named = {int(u) for u in re.findall(r"<@(\d+)>", row)}
        more = re.search(r" \+(\d+)\b", row)
        if not named <= waited or len(named) + (int(more[1]) if more else 0) != len(waited):
            problems.append(f"waits on {len(waited)} people, names {len(named)}: {row!r}")
        if (viewer in waited) != ("waiting for you" in row):
            problems.append(f"{WRONG_MARK}: {row!r}")
    return problems


async def test_game_list_rows_keep_their_thread_link_and_everyone_waited_on(simcord_env):
    """A row is clipped to fit its page; the clipping must not take what the row is for."""
    env = simcord_env
    world = World(env)
    threads = await many_games(world, 0, GAMES)
    viewer = world.members[0][0]
    pages = await turn_all_pages(viewer, await viewer.slash(world.channels[0], "game list"))
    assert sorted(n for page in pages for n in ids_of(page)) == sorted(threads)
    problems = await row_problems(env.bot.store, pages, threads, viewer.id)
    assert problems == [], f"{len(problems)} problems in the rows, such as:\n" + "\n".join(
        problems[:4]
    )
    assert_within_discord_limits(env)
    assert env.errors == []


async def test_game_list_mine_pages_through_100_games_in_two_servers(simcord_env, make_bot):
    env = simcord_env
    world = World(env, guilds=2)
    threads = await many_games(world, 0, 60)
    threads |= await many_games(world, 1, 40, first=60)
    viewer = world.members[1][0]  # asks in the second server
    assert viewer.id == world.members[0][0].id  # the same person in both servers
    since = len(env.http_requests)

    first = await viewer.slash(world.channels[1], "game list", mine=True)
    assert "**Games of yours, in every server**: 90 running, 10 over · page 1 of 10" in (
        first.response.content
    ), first.response.content
    pages = await turn_all_pages(viewer, first)
    assert len(pages) == 10
    listed = [n for page in pages for n in ids_of(page)]
    assert len(listed) == len(set(listed)) == GAMES
    assert sorted(listed) == sorted(threads)
    problems = await row_problems(env.bot.store, pages, threads, viewer.id)
    # The marks are right even where a row is clipped (the test above covers the clipping).
    assert [p for p in problems if p.startswith(WRONG_MARK)] == [], problems

    # Someone else's "mine" is their own: the second player sits in a share of the games.
    other = world.members[0][1]
    theirs = await other.slash(world.channels[0], "game list", mine=True)
    assert_one_message_page(theirs)
    their_games = await env.bot.store.list_games(user_id=other.id)
    assert 0 < len(their_games) < GAMES
    header = theirs.response.content.split("\n")[0]
    counted = sum(int(n) for n in re.findall(r"(\d+) (?:running|over)", header))
    assert counted == len(their_games), header

    # After a restart the pages of "mine" still turn.
    await env.restart_bot(make_bot())
    back = await viewer.click(first.response, label="◀ Previous")
    assert_one_message_page(back)
    assert back.response.content == pages[-2]

    assert_within_discord_limits(env, since)
    assert env.errors == []


# --- playing games through the store ---------------------------------------------------------

# tests/rules/test_fuzz.py's playout policy: uniform over the legal choices, except that one
# step in three picks among those that take no argument, which keeps games near their length.
P_BARE = 1 / 3


def pick(rng: random.Random, choices: list) -> object:
    bare = [c for c in choices if c.arg is None]
    if bare and rng.random() < P_BARE:
        return rng.choice(bare)
    return rng.choice(choices)


def seed_text(seed: int) -> str:
    return f"{seed:064x}"


def playout(title_id: str, scenario: str, seed: int):
    """(step, state) along the random playout of ``seed``, by the rules alone: fast, to find
    the step where a message is largest before playing up to it through the store."""
    title = get_title(title_id)
    state = title.setup(seed_text(seed), scenario, {})
    rng = random.Random(seed)
    step = 0
    while True:
        yield step, state
        view = title.view(state, None)
        if view.outcome is not None or not view.active:
            return
        role = view.active[0]
        state = title.apply(state, role, pick(rng, title.view(state, role).choices))
        step += 1


def largest(title_id: str, candidates: list[tuple[str, int]], size) -> tuple[str, int, int]:
    """(scenario, seed, step) of the state where ``size(title, state)`` is largest."""
    title = get_title(title_id)
    best = (-1, "", 0, 0)
    for scenario, seed in candidates:
        for step, state in playout(title_id, scenario, seed):
            best = max(best, (size(title, state), scenario, seed, step))
    return best[1], best[2], best[3]


async def seated_game(world: World, title_id: str, scenario: str, seed: int, holders: dict):
    """A game made through the store in a real thread of server 0, seated (role -> member)
    and started, its start announced; returns (game id, thread handle)."""
    store = world.env.bot.store
    owner = next(iter(holders.values()))
    game = await store.create_game(
        title_id,
        scenario,
        {},
        owner_id=owner.id,
        guild_id=world.guilds[0].id,
        channel_id=world.channels[0].id,
        seed=seed_text(seed),
    )
    thread = await world.thread(0, f"{get_title(title_id).name} #{game.id}")
    await store.set_discord_ids(game.id, thread_id=thread.id)
    for role, member in holders.items():
        await store.join(game.id, role, member.id)
    await store.start(game.id, owner.id)
    await deliver_everything(world.env)
    return game.id, thread


async def play(store, game_id: int, rng: random.Random, steps: int | None = None, *, quiet=True):
    """Go on with a game's random playout through the store: ``steps`` more choices, or to the
    end. Started with ``random.Random(seed)``, it plays what `playout` plays. ``quiet``: mark
    what the choices notify as delivered. Returns (game, state)."""
    game, state = await store.load(game_id)
    title = get_title(game.title)
    done = 0
    while steps is None or done < steps:
        view = title.view(state, None)
        if view.outcome is not None or not view.active:
            break
        role = view.active[0]
        choice = pick(rng, title.view(state, role).choices)
        submitted = await store.submit(
            game_id, role, choice, user_id=game.seats[role], expected_version=game.version
        )
        game, state = submitted.game, submitted.state
        done += 1
    if quiet:
        await quiet_outbox(store)
    return game, state


def parts_of(result) -> list:
    """Every message of an answer: the response, then its followups."""
    return [result.response, *result.followups]


def two_players(world: World) -> dict:
    members = world.members[0]
    return {"nationalists": members[0], "republicans": members[1]}


# --- every other message built from a list, at its largest ----------------------------------

SCW_SEED = 1  # a Spanish Civil War playout of 396 choices whose last 50 log lines are long


@pytest.mark.slow
async def test_game_log_of_50_long_lines_shows_every_line_in_order(simcord_env):
    """Before, the answer kept only its last 1,900-character chunk and dropped the rest."""
    env = simcord_env
    world = World(env, players=2)
    game_id, thread = await seated_game(
        world, "spanish-civil-war", "standard", SCW_SEED, two_players(world)
    )
    _, state = await play(env.bot.store, game_id, random.Random(SCW_SEED))
    wanted = state.log[-50:]
    assert len(wanted) == 50 and len("\n".join(wanted)) > 3 * CONTENT_MAX, "not long enough"
    since = len(env.http_requests)

    shown = await world.members[0][1].slash(thread, "game log", lines=50)
    parts = parts_of(shown)
    assert len(parts) >= 4, [len(p.content) for p in parts]
    for part in parts:
        assert part.ephemeral
        assert_response_within_limits(part)
    assert "\n".join(p.content for p in parts).split("\n") == wanted
    assert len(assert_within_discord_limits(env, since)) == len(parts)
    assert env.errors == []


@pytest.mark.slow
async def test_export_of_a_long_finished_game_fits_with_its_files(simcord_env):
    env = simcord_env
    world = World(env, players=2)
    store = env.bot.store
    game_id, thread = await seated_game(
        world, "spanish-civil-war", "standard", SCW_SEED, two_players(world)
    )
    game, state = await play(store, game_id, random.Random(SCW_SEED))
    assert game.status == "ended", game.status
    actions = await store.actions(game_id)
    assert len(actions) > 300

    # The replay page of a game this long takes seconds to draw (in a thread, the reply
    # deferred): more than SimCord waits for a bot to settle by default.
    env.settle_timeout = 60
    exported = await world.members[0][0].slash(thread, "game export")
    assert exported.ephemeral and exported.followups == []
    message = exported.response
    assert_response_within_limits(message)
    assert f"{len(actions)} actions" in message.content, message.content
    files = {a.filename: a for a in message.attachments}
    assert set(files) == {
        f"game-{game_id}-export.json",
        f"game-{game_id}-log.txt",
        f"game-{game_id}-replay.html",
    }
    blobs = {name: await a.read() for name, a in files.items()}
    for name, blob in blobs.items():
        assert 0 < len(blob) < UPLOAD_MAX_BYTES, (name, len(blob))
        assert files[name].size == len(blob)
    data = json.loads(blobs[f"game-{game_id}-export.json"])
    assert len(data["actions"]) == len(actions) and "seed" in data
    text = blobs[f"game-{game_id}-log.txt"].decode()
    missing = [line for line in state.log if line not in text]
    assert missing == [], missing[:3]
    assert_within_discord_limits(env)
    assert env.errors == []


@pytest.mark.slow
async def test_pings_after_many_long_log_lines_fit_with_their_catch_up_and_notes(simcord_env):
    """A ping quotes at most 6 of the lines its player missed, each clipped to 200 characters,
    after the mentions, the deadline and who is away: all of it within 2,000 characters. The
    lines missed are long: a spectator rolls 100 dice seven times between the moves."""
    env = simcord_env
    world = World(env, players=3)
    store = env.bot.store
    players = two_players(world)
    spectator = world.members[0][2]
    game_id, thread = await seated_game(world, "spanish-civil-war", "standard", 3, players)
    owner = players["nationalists"].id
    await store.update_settings(game_id, {"deadline_hours": 48}, user_id=owner)
    for member in players.values():
        await store.set_away(member.id, True)
    rng = random.Random(3)
    since = len(env.http_requests)
    before = {m.id for m in thread.history()}
    for step in range(60):  # a move, then what the bot delivers after it
        if step % 15 == 7:
            for _ in range(7):
                await spectator.slash(thread, "roll", dice="100d1000")
        await play(store, game_id, rng, 1, quiet=False)
        await deliver_everything(env)
    _, state = await store.load(game_id)
    quoted_log = [clip(line, 200) for line in state.log]

    pings = [m for m in thread.history() if " your turn: " in m.content and m.id not in before]
    catch_ups = [m for m in pings if "**Since your last move:**" in m.content]
    assert len(catch_ups) >= 3, len(catch_ups)
    for ping in pings:
        assert_response_within_limits(ping)
        assert len(ping.content) <= CONTENT_MAX
        assert "Deadline: <t:" in ping.content and "is away" in ping.content, ping.content
    for ping in catch_ups:
        quoted = [line[2:] for line in ping.content.split("\n") if line.startswith("> ")]
        assert 1 <= len(quoted) <= 6
        assert any(quoted_log[i : i + len(quoted)] == quoted for i in range(len(quoted_log))), (
            f"not a run of the log: {quoted}"
        )
    fullest = max(catch_ups, key=lambda m: len(m.content))
    assert "earlier line" in fullest.content and fullest.content.count("\n> ") == 6
    assert any(len(line) == 202 and line.endswith("…") for line in fullest.content.split("\n"))
    assert_within_discord_limits(env, since)
    assert env.errors == []


async def test_lobby_of_five_roles_open_then_taken_with_the_longest_description(simcord_env):
    env = simcord_env
    world = World(env, players=5)
    title = get_title("invasion-1812")
    scenario = max(title.scenarios.values(), key=lambda s: len(s.description or ""))
    members = world.members[0]
    channel = world.channels[0]

    await members[0].slash(channel, "game new", title=title.id, scenario=scenario.id)
    thread = channel.threads[-1]
    lobby_id = thread.history()[-1].id

    def lobby():
        return next(m for m in thread.history() if m.id == lobby_id)

    def check(message, taken: dict) -> None:
        assert_response_within_limits(message)
        assert scenario.description in message.content
        for role in title.roles:
            holder = taken.get(role)
            line = f"• {title.role_name(role)}: {f'<@{holder}>' if holder else '*open*'}"
            assert line in message.content, (line, message.content)
        labels = [b["label"] for b in buttons(message)]
        open_names = [title.role_name(r) for r in title.roles if r not in taken]
        assert labels == open_seat_labels(open_names), labels

    check(lobby(), {})
    taken = {}
    for role, member in zip(title.roles, members, strict=True):
        await member.click(lobby(), label=f"Join as {title.role_name(role)}")
        taken[role] = member.id
        check(lobby(), taken)
    status = await members[1].slash(thread, "game status")
    assert_response_within_limits(status.response)
    await members[0].slash(thread, "game start")
    assert "The game has started." in lobby().content
    assert_within_discord_limits(env)
    assert env.errors == []


def board_size(title, state) -> int:
    board = title.view(state, None).board
    return (
        len(board.headline)
        + len(board.text)
        + sum(len(f.name) + len(f.value) for f in board.fields)
    )


def embed_pairs(embed: discord.Embed) -> list[tuple[str, str]]:
    return [(f.name, f.value) for f in embed.fields]


async def assert_board_whole_in_status_and_pin(world: World, title_id: str, candidates, roles):
    """Play the playout whose board is largest up to that board, let the bot edit the pinned
    board, then ask `/game status`: both show the whole board, within the limits."""
    env = world.env
    store = env.bot.store
    scenario, seed, step = largest(title_id, candidates, board_size)
    holders = dict(zip(roles, world.members[0], strict=False))
    game_id, thread = await seated_game(world, title_id, scenario, seed, holders)
    (board_message,) = thread.pinned_messages()
    rng = random.Random(seed)
    await play(store, game_id, rng, step - 1)
    since = len(env.http_requests)
    game, state = await play(store, game_id, rng, 1, quiet=False)
    await deliver_everything(env)
    title = get_title(title_id)
    assert board_size(title, state) == max(
        board_size(title, s) for sc, sd in candidates for _, s in playout(title_id, sc, sd)
    )
    expected = (await board_embed(title, game, title.view(state, None))).embeds[0]
    assert len(expected.fields) >= 5

    edits = [r for r in env.http_requests[since:] if r.method == "PATCH"]
    assert [r.path for r in edits] == [f"/channels/{thread.id}/messages/{board_message.id}"]
    (pinned,) = thread.pinned_messages()
    assert pinned.id == board_message.id
    status = await world.members[0][-1].slash(thread, "game status")
    for shown in (pinned, status.response):
        assert_response_within_limits(shown)
        # The pinned board may add a close-up of what changed below the board (its second
        # embed and file); the board itself is the first of each.
        embed = shown.embeds[0]
        assert embed.title == expected.title and embed.description == expected.description
        assert embed_pairs(embed) == embed_pairs(expected)
        names = [a.filename for a in shown.attachments]
        assert names in (["board.png"], ["board.png", "closeup.png"]), names
        assert len(shown.embeds) == len(names)
    assert status.followups == []


@pytest.mark.slow
async def test_status_board_and_pinned_board_of_1812_at_their_largest(simcord_env):
    world = World(simcord_env, players=5)
    title = get_title("invasion-1812")
    candidates = [(scenario, seed) for scenario in title.scenarios for seed in (1, 2)]
    await assert_board_whole_in_status_and_pin(world, title.id, candidates, title.roles)
    assert_within_discord_limits(simcord_env)
    assert simcord_env.errors == []


@pytest.mark.slow
async def test_status_board_and_pinned_board_of_the_spanish_civil_war_at_their_largest(
    simcord_env,
):
    world = World(simcord_env, players=2)
    title = get_title("spanish-civil-war")
    candidates = [("standard", seed) for seed in (0, 5)]
    await assert_board_whole_in_status_and_pin(world, title.id, candidates, title.roles)
    assert_within_discord_limits(simcord_env)
    assert simcord_env.errors == []


BRITISH = ("british-regulars", "canadian-militia", "native-americans")
AMERICAN = ("american-regulars", "american-militia")


def british_hands_size(title, state) -> int:
    return sum(
        len(title.view(state, role).private.text) + len(title.view(state, role).prompt)
        for role in BRITISH
    )


@pytest.mark.slow
async def test_hand_of_one_person_holding_three_1812_factions(simcord_env):
    """Three embeds, one per faction: together they can pass the 6,000 characters one message
    may hold (before, Discord refused the answer), so they come in as many messages as needed,
    each hand whole."""
    env = simcord_env
    world = World(env, players=2)
    store = env.bot.store
    british, american = world.members[0]
    candidates = [("1813-campaign", 8), ("1812-full-campaign", 17)]
    scenario, seed, step = largest("invasion-1812", candidates, british_hands_size)
    holders = {role: british for role in BRITISH} | {role: american for role in AMERICAN}
    game_id, thread = await seated_game(world, "invasion-1812", scenario, seed, holders)
    game, state = await play(store, game_id, random.Random(seed), step)
    title = get_title("invasion-1812")
    expected = [private_embed(title, game, title.view(state, role)) for role in BRITISH]
    assert sum(len(e) for e in expected) > EMBED_TOTAL_MAX, "pick a state with larger hands"
    since = len(env.http_requests)

    shown = await british.slash(thread, "hand")
    parts = parts_of(shown)
    assert 2 <= len(parts) <= 3, [len(p.embeds) for p in parts]
    embeds = []
    for part in parts:
        assert part.ephemeral
        assert_response_within_limits(part)
        embeds += part.embeds
    assert [e.title for e in embeds] == [e.title for e in expected]
    assert [e.description for e in embeds] == [e.description for e in expected]
    assert [embed_pairs(e) for e in embeds] == [embed_pairs(e) for e in expected]
    assert_within_discord_limits(env, since)
    assert env.errors == []


@pytest.mark.slow
async def test_a_roll_of_100_dice_of_1000_sides_shows_every_die(simcord_env):
    env = simcord_env
    world = World(env, players=2)
    game_id, thread = await seated_game(
        world, "spanish-civil-war", "standard", SCW_SEED, two_players(world)
    )
    roller = world.members[0][1]
    for where in (world.channels[0], thread):
        rolled = await roller.slash(where, "roll", dice="100d1000")
        assert not rolled.ephemeral and rolled.followups == []
        assert_response_within_limits(rolled.response)
        dice = re.search(r"100d1000: \[([\d, ]+)\] = (\d+)", rolled.response.content)
        assert dice, rolled.response.content
        faces = [int(d) for d in dice[1].split(", ")]
        assert len(faces) == 100 and sum(faces) == int(dice[2])
    _, state = await env.bot.store.load(game_id)
    assert "100d1000" in state.log[-1]
    assert_within_discord_limits(env)
    assert env.errors == []


async def test_a_refusal_quoting_a_6000_character_argument_is_one_message(simcord_env):
    env = simcord_env
    world = World(env, players=1)
    member, channel = world.members[0][0], world.channels[0]
    long_arg = "ŵ" * 6000
    for command, options in (
        ("table", {"table": long_arg}),
        ("game new", {"title": long_arg}),
        ("roll", {"dice": long_arg}),
    ):
        refused = await member.slash(channel, command, **options)
        assert refused.ephemeral and refused.followups == [], command
        message = refused.response
        assert_response_within_limits(message)
        assert message.content.startswith("⚠️ "), message.content[:200]
        assert "something went wrong" not in message.content
        assert len(message.content) <= CONTENT_MAX
    assert_within_discord_limits(env)
    assert env.errors == []


# --- one helper for every sender, kept true by construction -------------------------------

OUTGOING = "bot/outgoing.py"
# discord.py's methods that send or answer with a message. `.edit(` counts when it changes
# what a message says or shows (a thread's `.edit(archived=False)` does not).
SENDERS = {"send", "send_message", "edit_message", "reply", "edit_original_response"}
MESSAGE_KEYWORDS = {"content", "embed", "embeds", "view", "attachments", "file", "files"}
# bot/timing.py wraps discord.py's InteractionResponse to time the first answer: its
# `super().send_message(...)` and `super().edit_message(...)` are discord.py's own, reached
# only through bot.outgoing.
WRAPPERS = {("bot/timing.py", "send_message"), ("bot/timing.py", "edit_message")}


def _is_super_call(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
    )


def direct_senders(source: str, path: str) -> list[str]:
    """Where ``source`` reaches a discord.py sender itself rather than through bot.outgoing:
    a call (or a reference, such as ``send = channel.send``) to a sender, or an ``.edit(``
    that changes a message's content, embeds, components or files (or passes ``**kwargs``,
    which could)."""
    found = []
    for node in ast.walk(ast.parse(source, filename=path)):
        if isinstance(node, ast.Attribute) and node.attr in SENDERS:
            if _is_super_call(node.value) and (path, node.attr) in WRAPPERS:
                continue
            found.append((node.lineno, f"{path}:{node.lineno}: .{node.attr}"))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "edit"
        ):
            keywords = {k.arg for k in node.keywords}
            if keywords & MESSAGE_KEYWORDS or None in keywords:
                named = ", ".join(sorted(k or "**" for k in keywords))
                found.append((node.lineno, f"{path}:{node.lineno}: .edit({named})"))
    return [where for _, where in sorted(found)]


def test_the_scan_finds_each_kind_of_direct_sender():
    """The check below can fail: each way of sending past bot.outgoing is caught."""
    caught = direct_senders(
        "async def f(channel, interaction, message, thread, kwargs):\n"
        "    await channel.send('hi')\n"
        "    await interaction.response.send_message('hi')\n"
        "    await interaction.response.edit_message(content='hi')\n"
        "    await interaction.followup.send('hi')\n"
        "    await message.edit(content='hi')\n"
        "    await message.edit(embeds=[])\n"
        "    await message.edit(view=None)\n"
        "    await message.edit(attachments=[])\n"
        "    await message.edit(**kwargs)\n"
        "    send = channel.send\n"
        "    await super().send_message('hi')\n"
        "    await thread.edit(archived=False)\n",
        "bot/example.py",
    )
    assert [c.split(":")[1] for c in caught] == [str(n) for n in range(2, 13)], caught
    assert direct_senders("await super().send_message('hi')", "bot/timing.py") == []
    assert direct_senders("await thread.edit(archived=False, locked=False)", "bot/x.py") == []


def test_no_module_but_bot_outgoing_calls_discords_senders():
    found = []
    modules = sorted((ROOT / "bot").rglob("*.py"))
    assert len(modules) > 20, modules
    for module in modules:
        path = module.relative_to(ROOT).as_posix()
        if path != OUTGOING:
            found += direct_senders(module.read_text(encoding="utf-8"), path)
    assert found == [], "send through bot.outgoing (post, answer, update, edit):\n" + "\n".join(
        found
    )
    # and bot.outgoing does send: the scan would see it
    assert direct_senders((ROOT / OUTGOING).read_text(encoding="utf-8"), OUTGOING)
