"""The permission matrix: who may do what in a game's thread, each case tested (README, "Commands").

Only a seated user may choose for their roles. Only the owner, or a member with Manage Server,
may start, abandon, replace, skip or change settings. Spectators get the board only. `/hand` and
`/play` are always ephemeral. A button pressed by the wrong user is refused without revealing
anything.

The cast, in one server: alice owns the game and holds the Nationalists, bob holds the
Republicans, carol is a spectator with no seat and no permission, mod holds a role with Manage
Server but no seat, admin a role with Administrator (which implies Manage Server), and dave is
who a seat is handed to.

Every refusal must be an ephemeral warning that changes nothing: the game record (status,
version, seats, settings), its state, who is waited on, and the public messages of the thread
and its channel are compared before and after. Every test of a started game ends by scanning
every public message of the thread and of its channel for the cards that were secret during the
test (no card is revealed in the Recruit phase these tests stay in; the one test that plays to
the end looks only at what it adds), and every test checks that the bot raised nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord
import pytest

from bot.lobby.actions import JoinButton
from bot.play.prompts import ChoiceButton, ChoiceSelect
from rules import ORACLES, get_title
from tests.bot.helpers import Table, bot_posts, buttons, make_table, new_seated_game, public_text

TITLE = get_title("spanish-civil-war")
ORACLE = ORACLES[TITLE.id]
HOUR = 60 * 60
STEP_CAP = 400  # a whole game takes ~110 choices with `_hurry`; a cap keeps a bug from hanging
WARNING = "⚠️"


# --- the cast --------------------------------------------------------------------------------


@dataclass
class Cast:
    """A game's thread and everyone around it, plus the secrets seen during the test."""

    env: Any
    table: Table
    carol: Any
    mod: Any
    admin: Any
    dave: Any
    game_id: int = 0
    hidden: set[str] = field(default_factory=set)

    @property
    def thread(self):
        return self.table.thread

    @property
    def store(self):
        return self.env.bot.store

    def __getitem__(self, actor: str):
        """The member playing ``actor``: owner, seated, spectator, moderator, or a name."""
        table = self.table
        members = {
            "owner": table.alice,
            "seated": table.bob,
            "spectator": self.carol,
            "moderator": self.mod,
            "administrator": self.admin,
            "alice": table.alice,
            "bob": table.bob,
            "carol": self.carol,
            "mod": self.mod,
            "dave": self.dave,
        }
        return members[actor]

    async def state(self):
        return (await self.store.load(self.game_id))[1]

    async def note_secrets(self) -> set[str]:
        """Remember the cards secret now: no public message may ever name them."""
        game = await self.store.get_game(self.game_id)
        if not game.is_started:
            return set()
        state = await self.state()
        now = set().union(*(ORACLE.secrets(state, role) for role in TITLE.roles))
        self.hidden |= now
        return now

    async def snapshot(self) -> dict[str, Any]:
        """Everything a refused command must leave as it was."""
        game = await self.store.get_game(self.game_id)
        state = (await self.state()).model_dump_json() if game.is_started else None
        return {
            "status": game.status,
            "version": game.version,
            "seats": dict(game.seats),
            "settings": dict(game.settings),
            "state": state,
            "waits": await self.store.waits(self.game_id),
            "public": public_messages(self.table),
        }

    async def finish(self) -> None:
        """No public message named a secret card; the bot raised nothing."""
        await self.note_secrets()
        if (await self.store.get_game(self.game_id)).is_started:  # else nothing was secret
            assert_no_public_secrets(self.table, self.hidden)
        assert self.env.errors == []


async def make_cast(env, *, started: bool = True) -> Cast:
    table = make_table(env)
    guild = table.channel.guild
    carol = guild.add_member(env.create_user("carol"))
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[mods])
    admins = guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    admin = guild.add_member(env.create_user("admin"), roles=[admins])
    dave = guild.add_member(env.create_user("dave"))
    await new_seated_game(table)
    cast = Cast(env, table, carol, mod, admin, dave)
    cast.game_id = (await env.bot.store.game_by_thread(table.thread.id)).id
    if started:
        started_ = await table.alice.slash(table.thread, "game start")
        assert not started_.ephemeral and "The game begins" in started_.response.content
        await cast.note_secrets()
    return cast


# --- reading what was shown ------------------------------------------------------------------


def shown(result) -> str:
    """Everything the user reads in an answer: content, embeds, attachment names, component
    labels and options, followups."""
    parts = []
    for message in [result.response, *result.followups]:
        if message is None:
            continue
        parts.append(public_text(message))
        parts += [_component_text(c) for c in _flat_components(message)]
    return "\n".join(parts)


def _flat_components(message) -> list[dict]:
    found = []
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        found += row.get("components", [row])
    return found


def _component_text(component: dict) -> str:
    options = " ".join(o.get("label", "") for o in component.get("options", []))
    return f"{component.get('label', '')} {component.get('placeholder', '')} {options}"


def public_messages(table: Table) -> list[tuple[int, str]]:
    """What anyone can read in the game's channel and thread, message by message."""
    return [
        (message.id, spectator_text(message))
        for place in (table.channel, table.thread)
        for message in place.history()
    ]


def spectator_text(message) -> str:
    return "\n".join(
        [public_text(message), *(_component_text(c) for c in _flat_components(message))]
    )


def assert_no_public_secrets(table: Table, hidden: set[str]) -> None:
    assert hidden, "no secrets to look for: the scan would prove nothing"
    for message_id, text in public_messages(table):
        leaked = sorted(secret for secret in hidden if secret in text)
        assert not leaked, f"public message {message_id} reveals {leaked}: {text[:400]!r}"


def assert_ephemeral(result, what: str) -> str:
    assert result.acknowledged, f"{what}: no answer at all"
    assert result.response is not None, f"{what}: no message"
    text = shown(result)
    # The message the user reads (``result.ephemeral`` is False when an ephemeral prompt is
    # edited in place: the edit is no new message).
    assert result.response.ephemeral, f"{what} was answered in public: {text[:300]!r}"
    assert all(f.ephemeral for f in result.followups), f"{what}: a public followup: {text!r}"
    return text


def assert_refused(result, what: str, *words: str) -> str:
    text = assert_ephemeral(result, what)
    assert text.startswith(WARNING), f"{what} was not refused: {text[:300]!r}"
    for word in words:
        assert word in text, f"{what}: {word!r} not in {text!r}"
    for leak in ("Traceback", "something went wrong"):
        assert leak not in text, f"{what}: {text!r}"
    return text


def assert_reveals_nothing(result, what: str, secrets: set[str]) -> None:
    """A refusal says only that it is refused: no prompt, no hand, no card."""
    text = shown(result)
    leaked = sorted(secret for secret in secrets if secret in text)
    assert not leaked, f"{what} revealed {leaked}: {text[:300]!r}"
    response = result.response
    assert not response.embeds, f"{what} showed embeds: {text[:300]!r}"
    assert not response.attachments, f"{what} showed attachments"
    assert not _flat_components(response), f"{what} offered components: {text[:300]!r}"


def dms_of(member) -> list:
    channel = member.user.dm_channel
    return [] if channel is None else channel.history()


# --- 1. the admin commands, actor by actor ---------------------------------------------------

ACTORS = ["owner", "moderator", "administrator", "seated", "spectator"]
ALLOWED = {"owner", "moderator", "administrator"}  # Administrator implies Manage Server


@dataclass(frozen=True)
class AdminCommand:
    """One admin command: how to set it up, run it as ``actor``, and check that it worked."""

    name: str
    refused_words: tuple[str, ...]
    started: bool = True

    async def prepare(self, cast: Cast) -> None:
        if self.name == "game skip":
            # A deadline that has passed, with both roles waited on in the Recruit phase, where
            # "Done: keep my hand" is a pass the rules allow.
            done = await cast.table.alice.slash(cast.thread, "game settings", deadline_hours=1)
            assert not done.ephemeral and "Deadline: 1 h" in done.response.content
            await cast.env.advance_time(HOUR + 60)
            waits = await cast.store.waits(cast.game_id)
            assert set(waits) == set(TITLE.roles)
            assert TITLE.pass_choice(await cast.state(), "republicans") is not None

    def options(self, cast: Cast, actor: str) -> dict[str, Any]:
        # The seated non-owner goes for the owner's seat; everyone else for bob's.
        target = "nationalists" if actor == "seated" else "republicans"
        if self.name == "game replace":
            return {"role": target, "player": cast.dave}
        if self.name == "game skip":
            return {"role": target}
        if self.name == "game settings":
            return {"reminder_hours": 6}
        return {}

    async def check_done(self, cast: Cast, result, before: dict[str, Any]) -> None:
        game = await cast.store.get_game(cast.game_id)
        text = shown(result)
        assert not text.startswith(WARNING), f"{self.name} was refused: {text!r}"
        if self.name == "game start":
            assert not result.ephemeral and "The game begins" in text
            assert game.status == "active" and game.version == 1
            assert set(await cast.store.waits(cast.game_id)) == set(TITLE.roles)
        elif self.name == "game abandon":
            assert not result.ephemeral and "abandoned" in text
            assert game.status == "abandoned"
            assert await cast.store.waits(cast.game_id) == {}
        elif self.name == "game replace":
            assert result.ephemeral and "now holds Republicans" in text
            assert game.seats == {"nationalists": cast.table.alice.id, "republicans": cast.dave.id}
            assert game.version == before["version"]
            dms = dms_of(cast.dave)
            assert dms and dms[-1].embeds, "the new holder gets the seat's hand by DM"
        elif self.name == "game skip":
            assert not result.ephemeral and "made Republicans pass" in text
            assert game.version == before["version"] + 1
            assert "republicans" not in TITLE.view(await cast.state(), None).active
            assert set(await cast.store.waits(cast.game_id)) == {"nationalists"}
        elif self.name == "game settings":
            assert not result.ephemeral and "Reminders: every 6 h" in text
            assert game.game_settings.reminder_hours == 6
            assert game.game_settings.deadline_hours == before["settings"].get("deadline_hours")
            assert game.version == before["version"]
        else:  # pragma: no cover
            raise AssertionError(self.name)


MANAGERS = ("Only the owner of game {game}, <@{owner}>", "or a member with Manage Server")
ADMIN_COMMANDS = [
    AdminCommand("game start", (*MANAGERS, "can start it"), started=False),
    AdminCommand("game abandon", (*MANAGERS, "can abandon it")),
    AdminCommand("game replace", (*MANAGERS, "can replace a player in it")),
    AdminCommand("game skip", (*MANAGERS, "can skip a player in it")),
    AdminCommand("game settings", (*MANAGERS, "can change the settings of it")),
]


@pytest.mark.parametrize("actor", ACTORS)
@pytest.mark.parametrize("command", ADMIN_COMMANDS, ids=lambda c: c.name.replace(" ", "-"))
async def test_only_the_owner_or_a_manager_runs_admin_commands(
    simcord_env, command: AdminCommand, actor: str
):
    cast = await make_cast(simcord_env, started=command.started)
    await command.prepare(cast)
    await cast.note_secrets()
    before = await cast.snapshot()
    member = cast[actor]

    result = await member.slash(cast.thread, command.name, **command.options(cast, actor))

    if actor in ALLOWED:
        await command.check_done(cast, result, before)
    else:
        words = [
            w.format(game=cast.game_id, owner=cast.table.alice.id) for w in command.refused_words
        ]
        assert_refused(result, f"{command.name} by the {actor}", *words)
        assert await cast.snapshot() == before, "a refused command changed something"
    await cast.finish()


# --- 2. choosing: only the seat's holder ------------------------------------------------------

WRONG_CLICKERS = [
    # (who presses, whose seat the component is for)
    ("bob", "nationalists"),  # the other player
    ("carol", "nationalists"),  # a spectator
    ("mod", "nationalists"),  # Manage Server is no seat
    ("alice", "republicans"),  # the owner is no one else's seat either
]


@pytest.mark.parametrize("kind", ["button", "select"])
@pytest.mark.parametrize(("clicker", "role"), WRONG_CLICKERS, ids=lambda v: v)
async def test_a_choice_pressed_by_anyone_but_the_seat_holder_is_refused_revealing_nothing(
    simcord_env, clicker: str, role: str, kind: str
):
    """A copy of a seat's real choice, posted where everyone can press it (a prompt itself is
    ephemeral: SimCord, like Discord, lets no one else press it)."""
    cast = await make_cast(simcord_env)
    game = await cast.store.get_game(cast.game_id)
    state = await cast.state()
    choices = TITLE.view(state, role).choices
    assert choices, "the seat must act, so its choices are live"
    view = discord.ui.View(timeout=None)
    if kind == "button":
        custom_id = f"c:{game.id}:{game.version}:{role}:0"
        view.add_item(ChoiceButton(game.id, game.version, role, 0, "A copy of a choice"))
    else:
        custom_id = f"s:{game.id}:{game.version}:{role}:0"
        options = [(i, f"Copy {i}") for i in range(len(choices))]
        view.add_item(ChoiceSelect(game.id, game.version, role, 0, options))
    message = await bot_posts(cast.env, cast.thread, view)
    dms_before = len(dms_of(cast[clicker]))
    before = await cast.snapshot()

    member = cast[clicker]
    if kind == "button":
        result = await member.click(message, custom_id=custom_id)
    else:
        result = await member.select(message, ["0"], custom_id=custom_id)

    assert_refused(result, f"{clicker} pressing a {role} {kind}", "another player's seat")
    assert_reveals_nothing(result, f"{clicker}'s refusal", ORACLE.secrets(state, role))
    assert await cast.snapshot() == before, "the choice was applied"
    assert len(dms_of(member)) == dms_before, "the refusal went out by DM"
    await cast.finish()


async def test_a_replaced_player_cannot_use_the_prompt_they_still_hold(simcord_env):
    """bob's own ephemeral prompt outlives his seat: once the owner hands it to dave, its
    buttons are another player's, although the game has not moved on (same version)."""
    cast = await make_cast(simcord_env)
    bob = cast.table.bob
    prompt = await bob.slash(cast.thread, "play")
    assert_ephemeral(prompt, "bob's /play")
    pick = buttons(prompt.response)[0]["custom_id"]
    assert pick.startswith(f"c:{cast.game_id}:1:republicans:")

    handed = await cast.table.alice.slash(
        cast.thread, "game replace", role="republicans", player=cast.dave
    )
    assert handed.ephemeral and "now holds Republicans" in handed.response.content
    await cast.note_secrets()
    before = await cast.snapshot()
    assert before["version"] == 1

    result = await bob.click(prompt.response, custom_id=pick)
    assert_refused(result, "bob's old prompt", "another player's seat")
    assert_reveals_nothing(
        result, "bob's old prompt", ORACLE.secrets(await cast.state(), "republicans")
    )
    assert await cast.snapshot() == before

    # bob is a spectator now; dave plays the seat.
    gone = await bob.slash(cast.thread, "play")
    assert_refused(gone, "bob's /play after the replace", "hold no seat")
    mine = await cast.dave.slash(cast.thread, "play")
    assert "**Republicans**" in assert_ephemeral(mine, "dave's /play")
    await cast.finish()


async def test_take_your_turn_shows_each_user_only_their_own_seat(simcord_env):
    """The ping's button is public, so anyone may press it: each gets their own prompt, or is
    told they hold no seat; nobody sees another seat's prompt or hand."""
    cast = await make_cast(simcord_env)
    table = cast.table
    state = await cast.state()
    alice_secrets = ORACLE.secrets(state, "nationalists")
    bob_secrets = ORACLE.secrets(state, "republicans")

    ping = next(m for m in reversed(cast.thread.history()) if "your turn" in m.content)
    assert f"<@{table.alice.id}>" in ping.content and f"<@{table.bob.id}>" in ping.content

    own = await table.bob.click(ping, label="Take your turn")
    text = assert_ephemeral(own, "bob's Take your turn")
    assert text.startswith("**Republicans**")
    assert not sorted(s for s in alice_secrets if s in text), "alice's hand shown to bob"
    assert {b["custom_id"].split(":")[3] for b in buttons(own.response)} == {"republicans"}

    for name in ("carol", "mod"):
        result = await cast[name].click(ping, label="Take your turn")
        assert_refused(result, f"{name}'s Take your turn", "hold no seat")
        assert_reveals_nothing(result, f"{name}'s Take your turn", alice_secrets | bob_secrets)

    # bob keeps his hand, so only alice must act: the new ping names her alone.
    done = await table.bob.click(own.response, label="Done: keep my hand")
    assert_ephemeral(done, "bob's Done")
    ping = next(m for m in reversed(cast.thread.history()) if "your turn" in m.content)
    assert f"<@{table.alice.id}>" in ping.content and f"<@{table.bob.id}>" not in ping.content
    state = await cast.state()
    before = await cast.snapshot()
    waiting = await table.bob.click(ping, label="Take your turn")
    text = assert_ephemeral(waiting, "bob pressing alice's ping")
    assert "nothing to do now" in text and not buttons(waiting.response)
    leaked = sorted(s for s in ORACLE.secrets(state, "nationalists") if s in text)
    assert not leaked, f"alice's cards shown to bob: {leaked}"
    assert await cast.snapshot() == before
    await cast.finish()


async def test_nobody_takes_back_someone_elses_choice(simcord_env):
    cast = await make_cast(simcord_env)
    table = cast.table
    prompt = await table.alice.slash(cast.thread, "play")
    picked = await table.alice.click(
        prompt.response, custom_id=buttons(prompt.response)[0]["custom_id"]
    )
    assert_ephemeral(picked, "alice's pick").startswith("✅")
    assert (await cast.state()).marked["nationalists"], "alice picked a card to discard"
    await cast.note_secrets()
    before = await cast.snapshot()

    for name in ("bob", "carol", "mod"):
        result = await cast[name].slash(cast.thread, "game undo")
        assert_refused(result, f"{name}'s /game undo")
        assert_reveals_nothing(result, f"{name}'s /game undo", cast.hidden)
        assert await cast.snapshot() == before, f"{name} took back alice's choice"

    undone = await table.alice.slash(cast.thread, "game undo")
    assert "taken back" in assert_ephemeral(undone, "alice's /game undo")
    assert not (await cast.state()).marked["nationalists"]
    await cast.finish()


# --- 3. spectators get the board only ---------------------------------------------------------


@pytest.mark.parametrize("name", ["carol", "mod"])
async def test_a_member_without_a_seat_gets_the_board_only(simcord_env, name: str):
    """carol has no seat; mod has Manage Server but no seat, which gives no hand either."""
    cast = await make_cast(simcord_env)
    member = cast[name]
    secrets = await cast.note_secrets()
    before = await cast.snapshot()

    play = await member.slash(cast.thread, "play")
    assert_refused(play, f"{name}'s /play", "hold no seat")
    assert_reveals_nothing(play, f"{name}'s /play", secrets)

    hand = await member.slash(cast.thread, "hand")
    assert_refused(hand, f"{name}'s /hand", "no hand to see")
    assert_reveals_nothing(hand, f"{name}'s /hand", secrets)

    undo = await member.slash(cast.thread, "game undo")
    assert_refused(undo, f"{name}'s /game undo", "hold no seat")

    status = await member.slash(cast.thread, "game status")
    text = assert_ephemeral(status, f"{name}'s /game status")
    assert status.response.embeds and status.response.attachments, "the board, with its image"
    assert not text.startswith(WARNING)
    assert not sorted(s for s in secrets if s in text), f"the board shown to {name} leaks"

    log = await member.slash(cast.thread, "game log")
    text = assert_ephemeral(log, f"{name}'s /game log")
    assert not sorted(s for s in secrets if s in text), f"the log shown to {name} leaks"

    assert await cast.snapshot() == before
    assert dms_of(member) == [], f"{name} holds no seat, so gets no DM"
    await cast.finish()


async def test_a_spectator_cannot_take_a_seat_that_is_taken(simcord_env):
    """The lobby drops a seat's Join button once it is taken; a copy still on someone's
    screen is refused."""
    cast = await make_cast(simcord_env, started=False)
    view = discord.ui.View(timeout=None)
    for role in TITLE.roles:
        view.add_item(JoinButton(cast.game_id, role, f"Join as {TITLE.role_name(role)}"))
    lobby = await bot_posts(cast.env, cast.thread, view)
    before = await cast.snapshot()
    for role in TITLE.roles:
        result = await cast.carol.click(lobby, custom_id=f"join:{cast.game_id}:{role}")
        assert_refused(result, f"carol joining as {role}", "already taken")
    assert await cast.snapshot() == before
    assert cast.hidden == set()
    assert cast.env.errors == []


# --- 4. `/hand` and `/play` are always ephemeral ------------------------------------------------


def _hurry(role: str, choices) -> int:
    """The Nationalists commit everything and take territory; the Republicans never commit:
    the game ends in about nine turns (as in test_full_game)."""
    verbs = [c.verb for c in choices]
    wanted = ["take territory", "commit", "confirm", "done", "pass"]
    if role != "nationalists":
        wanted.remove("commit")
    return next((verbs.index(v) for v in wanted if v in verbs), 0)


async def play_to_the_end(cast: Cast) -> None:
    """Through the store: only the end matters here, not how the game got there."""
    store = cast.store
    for _ in range(STEP_CAP):
        game, state = await store.load(cast.game_id)
        if state.outcome is not None:
            break
        role = TITLE.active(state)[0]
        choices = TITLE.view(state, role).choices
        await store.submit(
            game.id,
            role,
            choices[_hurry(role, choices)],
            user_id=game.seats[role],
            expected_version=game.version,
        )
    else:
        raise AssertionError(f"no winner after {STEP_CAP} choices")
    await cast.env.bot.dispatcher.drain()
    assert (await store.get_game(cast.game_id)).status == "ended"


async def reach(cast: Cast, phase: str) -> None:
    if phase == "lobby":
        return
    if phase == "abandoned":
        done = await cast.table.alice.slash(cast.thread, "game abandon")
        assert "abandoned" in done.response.content
    if phase == "ended":
        await play_to_the_end(cast)


@pytest.mark.parametrize(
    "phase", ["lobby", "active", pytest.param("ended", marks=pytest.mark.slow), "abandoned"]
)
async def test_hand_and_play_are_ephemeral_for_everyone_in_every_phase(simcord_env, phase: str):
    cast = await make_cast(simcord_env, started=phase != "lobby")
    await reach(cast, phase)
    state = await cast.state() if phase != "lobby" else None
    secrets = {
        "alice": ORACLE.secrets(state, "nationalists") if state else set(),
        "bob": ORACLE.secrets(state, "republicans") if state else set(),
    }
    public = public_messages(cast.table)
    for name in ("alice", "bob", "carol", "mod"):
        others = set().union(*(s for who, s in secrets.items() if who != name))
        for command in ("hand", "play"):
            result = await cast[name].slash(cast.thread, command)
            text = assert_ephemeral(result, f"{name}'s /{command} ({phase})")
            assert result.ephemeral
            assert "Traceback" not in text and "something went wrong" not in text
            leaked = sorted(s for s in others if s in text)
            assert not leaked, f"{name}'s /{command} ({phase}) shows another seat's {leaked}"
    assert public_messages(cast.table) == public, "/hand or /play posted in public"
    if phase in ("active", "abandoned"):
        await cast.finish()
    # (In the lobby nothing is secret yet; at the end, a card in a hand may have been revealed
    # in an attack earlier and rightly named in public then: test_leaks covers whole games.)
    assert cast.env.errors == []
