"""Computer seats as people meet them in Discord (ARCHITECTURE.md, "Computer players"): the owner
gives a seat to the computer from the lobby or by command, one person plays a whole game of each
title beside computer seats and is asked for every decision of their own side, a Canadian Civil War
Side or 1812 allies included (`Title.shares`), nobody is ever pinged or DMed for a computer seat,
and a restart while the computer thinks loses nothing and doubles nothing; nor does a worker process
killed mid-thought, or the database away for a moment, even when nothing else would wake the
computer."""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter

import pytest

from rules import get_title
from rules.core import GameOver, Rng, seed_from_text
from storage.records import COMPUTER_USER
from tests.bot.computer_play import (
    STEP_CAP,
    commanded,
    every_attempt_opposed_creates,
    hits_on_allies_together,
    joins_every_attempt,
    leads_allies_into_battle,
    person_plays,
    play_to_the_end,
    settle,
)
from tests.bot.helpers import make_table, menus, public_text

# SimCord waits for the bot's own work after each interaction, the computer's decisions in their
# process pool included: a worker process starting and a Hard decision take a few seconds.
pytestmark = pytest.mark.simcord(settle_timeout=60)

SCW = get_title("spanish-civil-war")
I1812 = get_title("invasion-1812")


def no_ping_for_the_computer(thread) -> None:
    for message in thread.history():
        text = public_text(message)
        assert f"<@{COMPUTER_USER}>" not in text, text[:300]


@pytest.mark.slow
async def test_one_person_plays_a_whole_spanish_civil_war_game_against_the_computer(
    simcord_env,
):
    env = simcord_env
    table = make_table(env)
    alice, bob = table.alice, table.bob
    await alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.thread = table.channel.threads[-1]
    lobby = thread.history()[-1]
    await alice.click(lobby, label="Join as Nationalists")

    # Only the owner may hand a seat to the computer.
    lobby = thread.history()[0]
    refused = await bob.click(lobby, label="🤖 Republicans")
    assert refused.ephemeral and "Only the owner" in refused.response.content
    asked = await alice.click(lobby, label="🤖 Republicans")
    assert asked.ephemeral and "How strong" in asked.response.content
    (menu,) = menus(asked.response)
    await alice.select(asked.response, ["normal"], custom_id=menu["custom_id"])
    lobby = thread.history()[0]
    assert "Republicans: 🤖 computer, normal" in lobby.content
    assert "Join as Republicans" not in str(lobby.components)

    await alice.slash(thread, "game start")
    bot = env.bot
    game = await bot.store.game_by_thread(thread.id)
    assert game.computers == {"republicans": "normal"} and game.seats == {"nationalists": alice.id}
    board = thread.pinned_messages()[0]
    assert "🤖 computer, normal" in public_text(board) or "Waiting on" in public_text(board)

    rng = Rng(seed=seed_from_text("alice against the computer"))
    await settle(bot)
    for _ in range(STEP_CAP):
        if not await person_plays(bot, game.id, alice.id, rng):
            await settle(bot)
            if not await person_plays(bot, game.id, alice.id, rng):
                break
        await settle(bot)
    game, state = await bot.store.load(game.id)
    assert state.outcome is not None, "the game did not end"
    actions = await bot.store.actions(game.id)
    by_computer = [a for a in actions if a.user_id == COMPUTER_USER]
    assert by_computer and all(a.role == "republicans" for a in by_computer)
    assert {a.role for a in actions if a.user_id == alice.id} == {"nationalists"}
    # Each side is one seat: the person was asked for every decision of theirs, and the
    # computer decided none of them.
    assert not await commanded(bot.store, game.id)
    no_ping_for_the_computer(thread)
    # A ping shares its message with the log lines due with it: look at the ping's own line.
    pings = [
        line for m in thread.history() for line in m.content.splitlines() if "your turn" in line
    ]
    assert pings and all(f"<@{alice.id}>" in p and "Republicans" not in p for p in pings), pings
    # Nobody is DMed the computer's hand: bob holds no seat and received nothing.
    assert not bob.user.dm_channel or not bob.user.dm_channel.history()
    ended = [m.content for m in thread.history() if "Game over" in m.content]
    assert ended, "the end was not announced"


@pytest.mark.slow
async def test_one_person_plays_a_whole_1812_game_beside_four_computer_factions(
    simcord_env, monkeypatch
):
    """3. Battles ("The opponents decide among themselves"): alice holds the Canadian Militia; the
    British Regulars and the Native Americans, her allies, and both American factions are computer
    seats, at Easy and Normal. She leads her militia into battle beside her allies, and where Hits
    fall on them together she is asked to choose the casualties, an ally's units among them, and her
    allies' seats wait for her ("The opponents decide among themselves which unit to remove"); the
    game is played to its end. The game's seed and the computer's are fixed: with others, the
    Americans sometimes won before her militia ever fought beside an ally."""
    hits_on_allies_together(monkeypatch, "canadian-militia")
    game_seed = seed_from_text("one canadian beside four computers")
    monkeypatch.setattr("storage.lobby.new_seed", lambda: game_seed)
    seeds = (f"simcord computer 1812 {n}" for n in itertools.count())
    monkeypatch.setattr("bot.computer.new_seed", lambda: seed_from_text(next(seeds)))
    env = simcord_env
    table = make_table(env)
    alice = table.alice
    await alice.slash(table.channel, "game new", title="invasion-1812")
    thread = table.thread = table.channel.threads[-1]
    await alice.slash(thread, "game join", role="canadian-militia")
    for role in ("british-regulars", "native-americans", "american-militia"):
        done = await alice.slash(thread, "game join", role=role, player="computer", level="easy")
        assert "🤖 The computer (easy)" in done.response.content
    await alice.slash(
        thread, "game join", role="american-regulars", player="computer", level="normal"
    )
    await alice.slash(thread, "game start")
    bot = env.bot
    game = await bot.store.game_by_thread(thread.id)
    assert game.seats == {"canadian-militia": alice.id} and len(game.computers) == 4
    await play_to_the_end(bot, game.id, alice.id, "one canadian", leads_allies_into_battle)
    actions = await bot.store.actions(game.id)
    assert {a.role for a in actions if a.user_id == COMPUTER_USER} == set(game.computers)
    beside = await commanded(bot.store, game.id)
    assert beside and set(beside) <= {"british-regulars", "native-americans"}, beside
    removed = [a for a in actions if a.verb == "lose" and a.arg != "canadian-militia"]
    assert any(a.user_id == alice.id for a in removed), "she never chose an ally's casualty"
    only_the_person_pinged(thread, alice.id)


def only_the_person_pinged(thread, user_id: int) -> None:
    no_ping_for_the_computer(thread)
    pings = [
        line for m in thread.history() for line in m.content.splitlines() if "your turn" in line
    ]
    assert pings and all(f"<@{user_id}>" in p for p in pings), pings
    ended = [m.content for m in thread.history() if "Game over" in m.content]
    assert ended, "the end was not announced"


async def beside_computer_seats(env, title_id: str, level: str = "normal"):
    """A started game of ``title_id``'s default scenario: alice in its first seat, the computer
    at ``level`` in every other; with the thread, the game and the seats the computer holds."""
    table = make_table(env)
    alice = table.alice
    await alice.slash(table.channel, "game new", title=title_id)
    thread = table.thread = table.channel.threads[-1]
    game = await env.bot.store.game_by_thread(thread.id)
    person, *computers = get_title(title_id).roles_in(game.scenario)
    await alice.slash(thread, "game join", role=person)
    for role in computers:
        await alice.slash(thread, "game join", role=role, player="computer", level=level)
    await alice.slash(thread, "game start")
    game = await env.bot.store.game_by_thread(thread.id)
    assert game.computers == dict.fromkeys(computers, level)
    return alice, thread, game, person, set(computers)


async def the_computer_played_the_rest(bot, thread, game, alice, person, computers) -> Counter[str]:
    """The computer played its seats and the person theirs, asked for every decision of their
    own (`commanded`); returns how many decisions each computer seat left to the person."""
    actions = await bot.store.actions(game.id)
    assert {a.role for a in actions if a.user_id == COMPUTER_USER} == computers
    assert {a.role for a in actions if a.user_id == alice.id} == {person}
    only_the_person_pinged(thread, alice.id)
    return await commanded(bot.store, game.id)


@pytest.mark.slow
async def test_one_person_plays_a_whole_crisis_2020_game_against_normal(simcord_env):
    """Issue 24: a whole Crisis 2020 game against the computer at Normal, to its end."""
    alice, thread, game, person, computers = await beside_computer_seats(simcord_env, "crisis-2020")
    assert person == "rebel" and computers == {"government"}
    bot = simcord_env.bot
    await play_to_the_end(bot, game.id, alice.id, "alice against the government")
    assert not await the_computer_played_the_rest(bot, thread, game, alice, person, computers)


@pytest.mark.slow
async def test_one_person_commands_her_side_of_a_national_emergency_beside_a_computer_seat(
    simcord_env, monkeypatch
):
    """A whole Canadian Civil War Quiet Revolution game, one person beside two computer seats, to
    its end. Red joins the National Emergency a computer seat attempts (10.1), the other opposes it
    and it is created: Red and the attempter are one Side. Red is asked for every call-up,
    deployment, move, combat and retreat of her Side, and the computer seat of her Side makes none
    of them (10.27: "Command and Control problems on Sides which are coalitions should be decided
    by the Player's constituting those Sides").

    The computer seats are Easy: Normal attempts only as a last bid, as the rulebook's player
    does, and joins an attempt it expects the Prime Minister to oppose, which would leave the
    Emergency uncreated (10.11, 11.31). The game's seed and the computer's are fixed, so that one
    Easy seat attempts and the other opposes at every run."""
    every_attempt_opposed_creates(monkeypatch)
    game_seed = seed_from_text("red beside two computers")
    monkeypatch.setattr("storage.lobby.new_seed", lambda: game_seed)
    seeds = (f"simcord computer d {n}" for n in itertools.count())
    monkeypatch.setattr("bot.computer.new_seed", lambda: seed_from_text(next(seeds)))
    alice, thread, game, person, computers = await beside_computer_seats(
        simcord_env, "canadian-civil-war", "easy"
    )
    assert game.scenario == "quiet-revolution" and len(computers) == 2
    bot = simcord_env.bot
    await play_to_the_end(bot, game.id, alice.id, "alice beside two computers", joins_every_attempt)
    beside = await the_computer_played_the_rest(bot, thread, game, alice, person, computers)
    _, state = await bot.store.load(game.id)
    assert state.emergency is not None and state.emergency.sides, "no Emergency was created"
    ally = state.emergency.attempter
    assert state.emergency.sides[ally] == state.emergency.sides[person]
    # Her Side's decisions, from its first (the call-up, a deployment or a Movement Phase:
    # 10.23, 10.3, 10.4) to the end, were hers; its computer seat made none (`commanded`).
    assert set(beside) == {ally} and beside[ally] > 0, beside


async def computer_game(env, level: str):
    """A started Spanish Civil War game: alice the Nationalists, the computer the Republicans at
    ``level``, woken once, as /game start does."""
    table = make_table(env)
    alice = table.alice
    await alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.thread = table.channel.threads[-1]
    await alice.slash(thread, "game join", role="nationalists")
    await alice.slash(thread, "game join", role="republicans", player="computer", level=level)
    bot = env.bot
    game = await bot.store.game_by_thread(thread.id)
    await bot.store.start(game.id, alice.id)
    bot.dispatcher.wake()
    return bot, game


async def computer_done(bot, game_id: int, timeout: float = 60) -> None:
    """Until the computer's Recruit is over, waking nothing: only the computer players' own
    retry can bring a failed decision back."""
    deadline = asyncio.get_running_loop().time() + timeout
    while await bot.store.computer_turns(game_id):
        assert asyncio.get_running_loop().time() < deadline, "the computer never decided"
        await asyncio.sleep(0.05)


@pytest.mark.slow
async def test_a_restart_while_the_computer_thinks_makes_its_decision_once(simcord_env, make_bot):
    env = simcord_env
    # Normal, not Hard: SimCord gives a restarted bot 5 s to settle, and the computer's Recruit
    # takes up to five decisions.
    old, game = await computer_game(env, "normal")
    while not old.computers.deciding:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.1)  # its worker process is starting (it takes about 0.4 s)
    # The bot goes down while the computer thinks: what it was thinking is lost.
    await old.computers.close()
    turns = await old.store.computer_turns(game.id)
    assert [t["role"] for t in turns] == ["republicans"]
    assert [a for a in await old.store.actions(game.id) if a.user_id == COMPUTER_USER] == []

    await env.restart_bot(make_bot())  # settles: the computer decides until it waits on alice
    bot = env.bot
    game, state = await bot.store.load(game.id)
    actions = [a for a in await bot.store.actions(game.id) if a.user_id == COMPUTER_USER]
    assert actions, "nothing was decided after the restart"
    # The RECRUIT PHASE is simultaneous: the computer said Done once and now only alice is
    # waited on; no step of it was made twice.
    assert "republicans" in state.finished and SCW.active(state) == ["nationalists"]
    assert [a.verb for a in actions].count("done") == 1, [a.verb for a in actions]
    assert await bot.store.computer_turns(game.id) == []
    await bot.computers.close()


async def test_the_owner_hands_a_seat_to_the_computer_mid_game_and_back(simcord_env):
    env = simcord_env
    table = make_table(env)
    alice, bob = table.alice, table.bob
    await alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.thread = table.channel.threads[-1]
    await alice.slash(thread, "game join", role="nationalists")
    await bob.slash(thread, "game join", role="republicans")
    await alice.slash(thread, "game start")
    bot = env.bot
    game = await bot.store.game_by_thread(thread.id)

    neither = await alice.slash(thread, "game replace", role="republicans")
    assert "one of them" in neither.response.content
    await alice.slash(thread, "game replace", role="republicans", computer="easy")
    await settle(bot)
    told = [m.content for m in thread.history() if "now holds Republicans" in m.content]
    assert told and "🤖 the computer" in told[-1] and f"<@{bob.id}>" in told[-1]
    game = await bot.store.get_game(game.id)
    assert game.computers == {"republicans": "easy"} and "republicans" not in game.seats

    await alice.slash(thread, "game replace", role="republicans", player=bob)
    game = await bot.store.get_game(game.id)
    assert game.seats["republicans"] == bob.id and game.computers == {}
    await bot.computers.close()


async def test_a_worker_process_killed_while_it_thinks_is_replaced_and_the_decision_made_once(
    simcord_env, monkeypatch
):
    monkeypatch.setattr("bot.computer.RETRY_SECONDS", 0.1)
    bot, game = await computer_game(simcord_env, "normal")
    while bot.computers._pool is None or not bot.computers._pool._processes:
        await asyncio.sleep(0.01)
    pool = bot.computers._pool
    # Killed as soon as it exists, as the out-of-memory killer would: a spawned worker takes
    # about half a second to import the rules before it can think.
    for process in list(pool._processes.values()):
        process.kill()
    await computer_done(bot, game.id)
    assert bot.computers._pool is not pool, "the broken pool was kept"
    actions = [a for a in await bot.store.actions(game.id) if a.user_id == COMPUTER_USER]
    assert [a.verb for a in actions].count("done") == 1, [a.verb for a in actions]
    await bot.computers.close()


@pytest.mark.slow
async def test_a_decision_the_database_failed_is_tried_again_without_any_other_wake(
    simcord_env, monkeypatch
):
    monkeypatch.setattr("bot.computer.RETRY_SECONDS", 0.1)
    store = simcord_env.bot.store
    real, failed = store.computer_turns, []
    clock = asyncio.get_running_loop().time

    async def away_for_a_second(*game_id):
        turns = await real(*game_id)
        # The computer players' scans of every game, from the first that finds the seat waited
        # on and for a second: long enough for the start's notifications, whose delivery wakes
        # the computer players too, to be out.
        if turns and not game_id and (not failed or clock() < failed[0] + 1):
            failed.append(failed[0] if failed else clock())
            raise ConnectionError("the database is restarting")
        return turns

    monkeypatch.setattr(store, "computer_turns", away_for_a_second)
    bot, game = await computer_game(simcord_env, "easy")
    await computer_done(bot, game.id)
    assert failed
    actions = [a for a in await bot.store.actions(game.id) if a.user_id == COMPUTER_USER]
    assert [a.verb for a in actions].count("done") == 1, [a.verb for a in actions]
    await bot.computers.close()


async def test_a_game_abandoned_while_the_computer_thinks_is_left_quietly(
    simcord_env, monkeypatch, caplog
):
    """The store refuses the move with a `GameOver`, which the computer players catch by type:
    no warning that a choice was refused, and nothing logged for the seat."""
    store = simcord_env.bot.store
    real, refused = store.submit_many, []

    async def abandoned_first(game_id, *args, **kwargs):
        # The owner abandons the game between the computer's load and its submit.
        await store.abandon(game_id, (await store.get_game(game_id)).owner_id)
        try:
            return await real(game_id, *args, **kwargs)
        except Exception as error:
            refused.append(error)
            raise

    monkeypatch.setattr(store, "submit_many", abandoned_first)
    caplog.set_level("INFO", logger="bot.computer")
    bot, game = await computer_game(simcord_env, "easy")
    deadline = asyncio.get_running_loop().time() + 60
    while not refused:
        assert asyncio.get_running_loop().time() < deadline, "the computer never submitted"
        await asyncio.sleep(0.05)
    await bot.computers.idle()
    assert [type(error) for error in refused] == [GameOver]
    assert str(refused[0]) == f"Game {game.id} was abandoned."
    said = [r.getMessage() for r in caplog.records if r.name == "bot.computer"]
    assert not [r for r in caplog.records if r.name == "bot.computer" and r.levelno >= 30], said
    assert [a for a in await store.actions(game.id) if a.user_id == COMPUTER_USER] == []
    await bot.computers.close()
