"""No public surface ever names a card that is secret at that moment, over whole games.

SimCord plays several complete games and scans every public message, embed, attachment name,
thread title and log line, and `env.http_requests` to public channels (README, "Tests"). Nothing
may contain a card that was in a hand, or committed face-down, at that moment. ARCHITECTURE.md,
"The rules protocol": `board`, `log` and `prompt` never reveal a hand, a face-down card, a secret
commitment or the deck order; choices are shown only ephemerally or in DMs.

Five Spanish Civil War games are played to their end through the bot as users meet it: the
lobby's join buttons, `/game start`, the ping's "Take your turn" button, `/play` (with `role:`
for a user holding both seats), the buttons of the ephemeral prompt, `/hand`, `/game status`,
`/game log`, a `/roll` in the thread, closed DMs and a restart. Each game has its own fixed seed
(`storage.lobby.new_seed` is patched) and choice policy, so the paths differ and every run is
the same. After every interaction, what became public since the last look (`tests/bot/leaks.py`
says what that covers and how private things are told apart) is checked against the secrets of
that moment:

* every card id and name in a hand or offered by "Draw 5 Cards and keep 1"
  (`ORACLE.secrets(state, role)` for each role; committed and marked cards are in the hand);
* for the choice just made, the cards it took out of a hand or an offer without revealing
  them: face-down discards (Recruit, Logistics, random, the unkept cards of "Draw 5"). Only the
  attack reveal and playing an Event show cards (package docstring, "What is public"), so only
  those are exempt;
* the secret seed until the game is over (ARCHITECTURE.md, "Dice you can verify").

Text is checked once, when it appears or changes: a log line naming a card revealed in an
attack stays true when that card is later reshuffled and drawn again, while the pinned board,
edited after every choice, must stop naming it (`views.public_attack`). Two more tests show the
scan can fail: planted leaks are reported in each public place, and a board that keeps naming
reshuffled cards is caught in a real game.
"""

from __future__ import annotations

import io
import logging
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import discord
import pytest
from simcord.results import to_discord_message

import storage.lobby
from rules import ORACLES, get_title
from rules.core import Choice, seed_from_text
from rules.spanish_civil_war import CARDS, views
from tests.bot.helpers import buttons, make_table, started_game
from tests.bot.leaks import Exposure, Leak, PublicSurfaces, find_leaks

TITLE = get_title("spanish-civil-war")
ORACLE = ORACLES[TITLE.id]
ROLES = TITLE.roles
STEP_CAP = 1000  # the games below take 190-570 choices; a cap keeps a regression from hanging
LOGGERS = ("bot", "storage", "discord")
# Players come back later: every PAUSE_EVERY choices the fake clock moves on past the 15
# minutes discord.py gives the view of an ephemeral reply, and the players open fresh prompts.
# Without it the timeout tasks of hundreds of prompts pile up and SimCord settles ever slower.
PAUSE_EVERY, PAUSE_SECONDS = 25, 16 * 60

Policy = Callable[[object, str, list[Choice], random.Random], int]


# --- choice policies ------------------------------------------------------------------------
def is_take_back(state, choice: Choice) -> bool:
    """Undoing a pick before Done (uncommit, unkeep, keep in Recruit): always taking the first
    legal choice would loop on pick / take back."""
    return choice.verb in ("uncommit", "unkeep") or (
        choice.verb == "keep" and state.phase == "recruit"
    )


def first_legal(state, role: str, choices: list[Choice], rnd: random.Random) -> int:
    """The first legal choice that is not a take-back: discard 4 and redraw, play every Event,
    commit everything, take the Territory Token, keep the first 3 cards."""
    return next(i for i, c in enumerate(choices) if not is_take_back(state, c))


def last_legal(state, role: str, choices: list[Choice], rnd: random.Random) -> int:
    """The last legal choice: keep the hand, pass, commit nothing, decline, keep no card."""
    return len(choices) - 1


def random_legal(state, role: str, choices: list[Choice], rnd: random.Random) -> int:
    """Any legal choice, take-backs included, from the game's own seeded `random.Random`."""
    return rnd.randrange(len(choices))


@dataclass(frozen=True)
class Game:
    seed_text: str  # the game's seed is seed_from_text(seed_text); so is its Random
    policies: dict[str, Policy]
    solo: bool = False  # alice holds both seats
    closed_dms: bool = False  # bob's DMs are closed: the thread tells him so, he uses /play
    restart_at: int | None = None  # restart the bot before this choice
    extras_at: int = 5  # /hand, /game status, /game log and a /roll before this choice


GAMES = {
    # Nationalists attack with everything; Republicans never commit a card, and their player
    # has closed his DMs: about 190 choices, 2 reshuffles of the discard pile.
    "first-vs-last": Game(
        "leak test: first vs last",
        {ROLES[0]: first_legal, ROLES[1]: last_legal},
        closed_dms=True,
    ),
    # The mirror image, with a restart in the middle; the Republicans play "Intellectuals"
    # (draw 5, keep 1): about 200 choices, 2 reshuffles.
    "last-vs-first": Game(
        "leak test: last vs first", {ROLES[0]: last_legal, ROLES[1]: first_legal}, restart_at=60
    ),
    # Both sides play every Event and commit everything: Events of all five kinds, about 460
    # choices, 5 reshuffles.
    "first-vs-first": Game(
        "leak test: first/first #0", {ROLES[0]: first_legal, ROLES[1]: first_legal}
    ),
    # Both sides pick at random, take-backs and declines included: about 570 choices.
    "random-vs-random": Game(
        "leak test: rand/rand #4", {ROLES[0]: random_legal, ROLES[1]: random_legal}
    ),
    # One user holds both seats and plays the Nationalists at random, taking picks back and
    # declining Territory now and then: about 240 choices.
    "solo-random-vs-last": Game(
        "leak test: solo random #6", {ROLES[0]: random_legal, ROLES[1]: last_legal}, solo=True
    ),
}


# --- the secrets of the moment --------------------------------------------------------------
def names_and_ids(card_ids) -> set[str]:
    ids = set(card_ids)
    return ids | {CARDS[c].name for c in ids}


def card_secrets(state) -> set[str]:
    return set().union(*(ORACLE.secrets(state, role) for role in ROLES))


def secrets_of(state) -> set[str]:
    """The cards only one side may know of, and the seed until the game is over (ARCHITECTURE.md,
    "Dice you can verify": it would give away the deck order)."""
    seed = {state.rng.seed} if state.outcome is None else set()
    return card_secrets(state) | seed


def revealed_by(before, after, choice: Choice) -> set[str]:
    """The cards this choice turned face up: the attack reveal, an Event played."""
    shown: list[str] = []
    if after.last_attack is not None and after.last_attack != before.last_attack:
        shown += [c for cards in after.last_attack.cards.values() for c in cards]
    if choice.verb == "play":
        shown.append(str(choice.arg))
    return names_and_ids(shown)


def hidden_after(before, after, choice: Choice) -> set[str]:
    """Secret now, or taken out of a hand or an offer by this choice without being revealed."""
    gone = card_secrets(before) - card_secrets(after) - revealed_by(before, after, choice)
    return secrets_of(after) | gone


# --- playing through the UI -----------------------------------------------------------------
@dataclass
class Run:
    env: object
    surfaces: PublicSurfaces
    leaks: list[Leak] = field(default_factory=list)
    thread: object = None
    game_id: int = 0
    choices: int = 0
    reveals_read: int = 0  # attack reveals whose cards the scan read in public

    def check(self, hidden: set[str]) -> list[Exposure]:
        exposures = self.surfaces.changed()
        self.leaks += find_leaks(exposures, hidden)
        return exposures


async def play_game(env, spec: Game, make_bot, monkeypatch, caplog, *, until_leak=False) -> Run:
    """Play ``spec`` to its end (or, with ``until_leak``, to the first leak) as users would."""
    monkeypatch.setattr(storage.lobby, "new_seed", lambda: seed_from_text(spec.seed_text))
    surfaces = PublicSurfaces(env, log_records=lambda: caplog.records)
    surfaces.watch_board_images(monkeypatch)
    run = Run(env, surfaces)
    rnd = random.Random(spec.seed_text)

    table = make_table(env)
    alice, bob = table.alice, table.bob
    await alice.slash(table.channel, "game new", title=TITLE.id)
    thread = table.channel.threads[-1]
    in_the_lobby = {seed_from_text(spec.seed_text)}  # no cards dealt yet; the seed is drawn
    run.check(in_the_lobby)
    seats = {ROLES[0]: alice, ROLES[1]: alice if spec.solo else bob}
    if spec.closed_dms:
        env.inject_error(
            "POST",
            f"/channels/{bob.user.dm_channel.id}/messages",
            status=403,
            code=50007,
            message="Cannot send messages to this user",
            times=None,
        )
    for role, user in seats.items():
        joined = await user.click(thread.history()[0], label=f"Join as {TITLE.role_name(role)}")
        assert joined.acknowledged and not joined.ephemeral
        run.check(in_the_lobby)
    await alice.slash(thread, "game start")
    game = await env.bot.store.game_by_thread(thread.id)
    _, state = await env.bot.store.load(game.id)
    run.thread, run.game_id = thread, game.id
    run.check(secrets_of(state))

    prompts: dict[int, object] = {}  # the last ephemeral prompt each user holds
    pings_used: set[int] = set()
    for step in range(STEP_CAP):
        game, state = await env.bot.store.load(game.id)
        if state.outcome is not None:
            break
        if step == spec.restart_at:
            await env.restart_bot(make_bot())
            run.check(secrets_of(state))
        if step and step % PAUSE_EVERY == 0:
            await env.advance_time(PAUSE_SECONDS)
            prompts.clear()
            run.check(secrets_of(state))
        if step == spec.extras_at:
            await use_the_extras(run, thread, seats, state)
            game, state = await env.bot.store.load(game.id)  # a roll is an action: a new version

        active = TITLE.active(state)
        role = active[rnd.randrange(len(active))]  # simultaneous steps: either may go first
        user = seats[role]
        choices = TITLE.view(state, role).choices
        index = spec.policies[role](state, role, choices, rnd)
        wanted = f"c:{game.id}:{game.version}:{role}:{index}"

        prompt = prompts.get(user.id)
        if prompt is None or wanted not in custom_ids(prompt):
            prompt = await open_prompt(run, thread, user, role, wanted, pings_used)
            run.check(secrets_of(state))
        done = await user.click(prompt, custom_id=wanted)
        assert done.acknowledged and done.response.ephemeral, done.response
        assert done.response.content.startswith("✅"), done.response.content
        prompts[user.id] = done.response
        run.choices += 1

        version = game.version
        game, after = await env.bot.store.load(game.id)
        assert game.version == version + 1
        exposures = run.check(hidden_after(state, after, choices[index]))
        if until_leak and run.leaks:
            return run
        if after.last_attack is not None and after.last_attack != state.last_attack:
            # A check that the scan reads where cards do show: the reveal names them.
            cards = [CARDS[c].name for cs in after.last_attack.cards.values() for c in cs]
            read = "\n".join(e.text for e in exposures)
            assert all(name in read for name in cards), (cards, read[-2000:])
            run.reveals_read += bool(cards)
    else:
        raise AssertionError(f"no winner after {STEP_CAP} choices")

    if spec.closed_dms:
        assert any("DMs are closed" in m.content for m in thread.history())
    end = thread.history()[-1].content
    assert "Game over" in end, end
    assert re.search(r"Seed revealed: `([0-9a-f]{64})`", end)[1] == seed_from_text(spec.seed_text)
    run.check(secrets_of(state))
    return run


def custom_ids(prompt) -> set[str]:
    """The custom_ids of a prompt's buttons. (No SCW prompt offers more than 20 choices, the
    point where the bot would switch to select menus: a hand never exceeds 12 cards.)"""
    return {b["custom_id"] for b in buttons(prompt)}


def last_ping(env, thread):
    """The newest "your turn" message of the thread, read from the backend (`history()` would
    convert every message of a long thread on each call)."""
    messages = env.backend.messages.get(thread.id, {}).values()
    return max((m for m in messages if "your turn" in m.content), key=lambda m: m.id, default=None)


async def open_prompt(run: Run, thread, user, role: str, wanted: str, pings_used: set[int]):
    """The user's prompt as they would get it: the newest ping's button when it names them and
    they have not used it yet; else, or if that opened another of their seats, `/play` (with
    `role:` when they hold both seats)."""
    ping = last_ping(run.env, thread)
    if ping is not None and ping.id not in pings_used and f"<@{user.id}>" in ping.content:
        pings_used.add(ping.id)
        opened = await user.click(to_discord_message(run.env, ping), label="Take your turn")
        assert opened.ephemeral, "prompts are never public"
        if wanted in custom_ids(opened.response):
            return opened.response
    game = await run.env.bot.store.get_game(run.game_id)
    if len(game.roles_of(user.id)) > 1:
        opened = await user.slash(thread, "play", role=role)
    else:
        opened = await user.slash(thread, "play")
    assert opened.ephemeral, "prompts are never public"
    assert wanted in custom_ids(opened.response), (wanted, opened.response.content)
    return opened.response


async def use_the_extras(run: Run, thread, seats: dict, state) -> None:
    """What else players do in a game's thread: look at private views, roll a die in public."""
    for user in dict.fromkeys(seats.values()):
        for command in ("hand", "game status", "game log"):
            shown = await user.slash(thread, command)
            assert shown.ephemeral, command
    rolled = await seats[ROLES[0]].slash(thread, "roll", dice="2d6")
    assert rolled.acknowledged and not rolled.ephemeral
    run.check(secrets_of(state))


# --- the tests ------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("name", list(GAMES))
async def test_no_public_surface_names_a_secret_card_over_a_whole_game(
    name, simcord_env, make_bot, monkeypatch, caplog
):
    for logger in LOGGERS:
        caplog.set_level(logging.DEBUG, logger=logger)
    run = await play_game(simcord_env, GAMES[name], make_bot, monkeypatch, caplog)

    assert not run.leaks, "\n".join(str(leak) for leak in run.leaks[:20])
    # The scan was not empty: it read the pinned board after its edits, public and private
    # requests, log lines and the images' boards, and saw attacks revealed and reshuffled.
    counts, reads = run.surfaces.counts, run.surfaces.reads
    board = run.thread.pinned_messages()[0]
    assert reads[board.id] > run.choices // 4, (reads[board.id], run.choices)
    # Public requests: at least one for every other choice, and a board image for every
    # fourth (a choice that changed only a hand edits no board, and a log line goes out with
    # its ping: bot/notify/pings.py).
    assert counts["http"] > run.choices // 2 and counts["http private"] > run.choices, counts
    assert counts["log"] > run.choices and counts["image"] > run.choices // 4, counts
    _, state = await simcord_env.bot.store.load(run.game_id)
    assert run.reveals_read >= 3 and state.deck.reshuffles >= 1, (run.reveals_read, state.deck)
    assert simcord_env.errors == []


@pytest.mark.slow
async def test_a_board_still_naming_reshuffled_cards_would_be_caught(
    simcord_env, make_bot, monkeypatch, caplog
):
    """The games reach the subtle case: once the discards are reshuffled, the last attack's
    cards may be drawn again, so the board must stop naming them (`views.public_attack`).
    Without that redaction, the "first-vs-first" game leaks and the scan says where."""
    monkeypatch.setattr(views, "public_attack", lambda state: state.last_attack)
    run = await play_game(
        simcord_env, GAMES["first-vs-first"], make_bot, monkeypatch, caplog, until_leak=True
    )
    assert run.leaks, "the mutant board was not caught"
    _, state = await simcord_env.bot.store.load(run.game_id)
    assert state.deck.reshuffles > state.last_attack.deck_reshuffles
    attack = names_and_ids(c for cards in state.last_attack.cards.values() for c in cards)
    leaked = {secret for leak in run.leaks for secret in leak.secrets}
    assert leaked <= attack & card_secrets(state), (leaked, attack)
    board = run.thread.pinned_messages()[0]
    assert {leak.where for leak in run.leaks} == {
        f"message {board.id} in channel {run.thread.id}",
        f"HTTP PATCH /channels/{run.thread.id}/messages/{board.id}",
        "board image",
    }


async def test_the_scan_reports_a_secret_card_wherever_it_is_public(simcord_env, caplog):
    """The scan can fail: a card in bob's hand, planted in each public place in turn, is
    reported there; shown to bob alone (DM, ephemeral `/hand`) it is not."""
    caplog.set_level(logging.DEBUG, logger="bot")
    env = simcord_env
    table, _, game, state = await started_game(env)
    surfaces = PublicSurfaces(env, log_records=lambda: caplog.records)
    hidden = secrets_of(state)
    assert find_leaks(surfaces.changed(), hidden) == [], "the real start leaks nothing"

    card_id = state.hands[ROLES[1]][0]
    card = CARDS[card_id].name
    private = surfaces.counts["http private"]
    shown = await table.bob.slash(table.thread, "hand")
    assert shown.ephemeral and card in shown.response.embeds[0].description
    await (await env.bot.fetch_user(table.bob.id)).send(f"Your card: {card}")
    assert card in table.bob.user.dm_channel.history()[-1].content
    assert find_leaks(surfaces.changed(), hidden) == [], "only bob sees those"
    assert surfaces.counts["http private"] >= private + 2  # the /hand reply and the DM
    rolled = await table.alice.slash(table.thread, "roll", dice="2d6")
    assert not rolled.ephemeral  # a public interaction reply is read like any public message
    read = surfaces.changed()
    assert any(e.where.startswith("HTTP POST /interactions/") and "rolled" in e.text for e in read)

    thread = env.bot.get_channel(table.thread.id)
    channel = env.bot.get_channel(table.channel.id)
    board = thread.get_partial_message(game.board_message_id)
    embed = discord.Embed(title="Board").add_field(name="Last attack", value=f"{card} 4")
    plants = {
        "message in the thread": lambda: thread.send(f"psst: {card}"),
        "message in the channel": lambda: channel.send(f"psst: {card}"),
        "edit of the pinned board": lambda: board.edit(embed=embed),
        "attachment name": lambda: thread.send(
            file=discord.File(io.BytesIO(b"png"), filename=f"{card_id}.png")
        ),
        "thread title": lambda: thread.edit(name=f"Spanish Civil War: {card}"),
    }
    for place, plant in plants.items():
        await plant()
        leaks = find_leaks(surfaces.changed(), hidden)
        where = {leak.where.split()[0] for leak in leaks}
        # Each plant is read twice: where a spectator sees it, and in the request that made it.
        assert where == {"name" if place == "thread title" else "message", "HTTP"}, (place, leaks)
        assert all({card, card_id} & set(leak.secrets) for leak in leaks), (place, leaks)

    seed = state.rng.seed
    assert seed in hidden
    await thread.send(f"Seed: `{seed}`")
    assert {leak.secrets for leak in find_leaks(surfaces.changed(), hidden)} == {(seed,)}

    logging.getLogger("bot.notify").debug("delivering the hand %s", [card])
    leaks = find_leaks(surfaces.changed(), hidden)
    assert [leak.where for leak in leaks] == ["log bot.notify DEBUG"], leaks
    assert find_leaks(surfaces.changed(), hidden) == [], "each thing is read once"
    assert find_leaks([Exposure("a reveal", f"{card} 4 against 0")], hidden - {card}) == []


async def test_the_log_at_debug_level_names_no_secret(simcord_env, caplog):
    """`python -m bot` gives the root logger LOG_LEVEL (`logging.basicConfig`), so with
    LOG_LEVEL=DEBUG every library's debug lines reach the operator's log, not only those of
    the bot's own loggers that the games above watch. At DEBUG, aiosqlite logs every SQL call
    with its parameters (whole states, the seed): `bot.logs` holds it at INFO."""
    caplog.set_level(logging.DEBUG)  # the root logger, as LOG_LEVEL=DEBUG sets it
    table, store, game, state = await started_game(simcord_env)
    surfaces = PublicSurfaces(simcord_env, log_records=lambda: caplog.records)
    play = await table.alice.slash(table.thread, "play")
    await table.alice.click(play.response, custom_id=buttons(play.response)[0]["custom_id"])
    _, state = await store.load(game.id)
    leaks = [
        leak for leak in find_leaks(surfaces.changed(), secrets_of(state)) if "log" in leak.where
    ]
    assert leaks == [], "\n".join(str(leak)[:300] for leak in leaks[:3])
