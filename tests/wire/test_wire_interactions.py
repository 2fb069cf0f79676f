"""Interactions over the wire: the fake Discord sends slash commands and button presses to the
real bot over the gateway, as Discord does, and holds its answers to Discord's clock: a
callback later than 3 s after its interaction is refused with 404 Unknown interaction (10062),
and the token then takes no follow-up.

SimCord calls the handlers in-process with no clock on their answers, so it cannot show a late
answer or what the bot does when Discord refuses it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import aiohttp
import pytest

import rules
from bot.play.prompts import choice_components
from tests.wire.fake_discord import (
    ALREADY_ACKNOWLEDGED,
    ANSWER_WITHIN,
    API,
    APPLICATION_ID,
    CHANNEL_ID,
    EPHEMERAL,
    GUILD_ID,
    TOKEN_LIFE,
    UNKNOWN_INTERACTION,
    UNKNOWN_WEBHOOK,
    FakeDiscord,
    SentInteraction,
)
from tests.wire.harness import quiet, running_bot, started_games

PLAYER = 720_000_000_000_000_001
LATE = ANSWER_WITHIN + 0.5  # seconds a slowed handler waits before it answers


async def test_the_fake_holds_callbacks_and_follow_ups_to_discords_clock():
    """Without the bot: the interaction goes out over the gateway as Discord's, whole; its
    callback is taken within 3 s and refused after (10062), a second one is refused (40060), an
    unknown one too (10062); follow-ups need a callback taken and stop after 15 minutes
    (10015). The fake's clock is driven, not waited on."""
    now = [1000.0]
    fake = FakeDiscord(latency=0.0)
    fake.clock = lambda: now[0]
    await fake.start()
    api = fake.url + API
    try:
        async with aiohttp.ClientSession() as http, http.ws_connect(fake.url + "/gateway") as ws:
            assert (await ws.receive_json())["op"] == 10
            await ws.send_json({"op": 2, "d": {"token": "fake-token", "shard": [0, 1]}})
            assert (await ws.receive_json())["t"] == "READY"
            created = await ws.receive_json()
            assert created["t"] == "GUILD_CREATE"

            async def callback(sent: SentInteraction, kind: int = 4, **query: str):
                url = f"{api}/interactions/{sent.id}/{sent.token}/callback"
                body = {"type": kind, "data": {"content": "answered", "flags": EPHEMERAL}}
                async with http.post(url, json=body, params=query) as response:
                    return response.status, await _json_of(response)

            async def follow_up(sent: SentInteraction):
                url = f"{api}/webhooks/{APPLICATION_ID}/{sent.token}"
                body = {"content": "and more"}
                async with http.post(url, json=body, params={"wait": "1"}) as response:
                    return response.status, await _json_of(response)

            late = await fake.command(PLAYER, CHANNEL_ID, "game status", {"game": 7})
            event = await ws.receive_json()
            assert (event["op"], event["t"], event["s"]) == (0, "INTERACTION_CREATE", 3)
            sent = event["d"]
            assert (sent["id"], sent["token"]) == (str(late.id), late.token)
            assert sent["type"] == 2 and sent["version"] == 1
            assert sent["data"]["name"] == "game" and sent["data"]["type"] == 1
            assert sent["data"]["options"] == [
                {"name": "status", "type": 1, "options": [{"name": "game", "type": 4, "value": 7}]}
            ]
            assert sent["guild_id"] == str(GUILD_ID) and sent["channel"]["id"] == str(CHANNEL_ID)
            assert sent["member"]["user"]["id"] == str(PLAYER)
            assert {"roles", "joined_at", "permissions"} <= set(sent["member"])
            for needed in ("application_id", "app_permissions", "locale", "guild_locale"):
                assert sent[needed], needed
            assert sent["entitlements"] == [] and sent["context"] == 0
            assert sent["authorizing_integration_owners"] == {"0": str(GUILD_ID)}
            assert "message" not in sent

            now[0] += ANSWER_WITHIN + 0.01
            unknown = {"message": "Unknown interaction", "code": UNKNOWN_INTERACTION}
            assert await callback(late) == (404, unknown)
            assert await follow_up(late) == (404, {"message": "Unknown Webhook", "code": 10015})
            assert [(c.status, c.code) for c in late.callbacks] == [(404, UNKNOWN_INTERACTION)]
            assert not late.acknowledged

            press = await fake.press(PLAYER, CHANNEL_ID, "c:1:2:red:0")
            event = await ws.receive_json()
            assert event["s"] == 4, "the sequence goes on from the last event"
            sent = event["d"]
            assert sent["type"] == 3
            assert sent["data"] == {"custom_id": "c:1:2:red:0", "component_type": 2}
            [row] = sent["message"]["components"]
            assert [c["custom_id"] for c in row["components"]] == ["c:1:2:red:0"]
            assert not fake.interactions[-1].callbacks
            now[0] += ANSWER_WITHIN - 0.01  # just in time
            status, answer = await callback(press, 7, with_response="true")
            assert status == 200, answer
            assert answer["interaction"] == {
                "id": str(press.id),
                "type": 3,
                "response_message_id": sent["message"]["id"],
                "response_message_loading": False,
                "response_message_ephemeral": False,
            }
            assert answer["resource"]["message"]["content"] == "answered"
            assert press.answered_in == pytest.approx(ANSWER_WITHIN - 0.01)
            already = {"message": "Interaction has already been acknowledged.", "code": 40060}
            assert await callback(press) == (400, already)
            assert [(c.type, c.status, c.code) for c in press.callbacks] == [
                (7, 200, None),
                (4, 400, ALREADY_ACKNOWLEDGED),
            ]

            deferred = await fake.command(PLAYER, CHANNEL_ID, "play")
            await ws.receive_json()
            assert (await follow_up(deferred))[0] == 404, "a follow-up before any callback"
            assert await callback(deferred, 5) == (204, None)
            status, message = await follow_up(deferred)
            assert status == 200 and message["content"] == "and more"
            original = f"{api}/webhooks/{APPLICATION_ID}/{deferred.token}/messages/@original"
            async with http.patch(original, json={"content": "done"}) as response:
                edited = await response.json()
                assert response.status == 200 and edited["content"] == "done"
                assert edited["flags"] == EPHEMERAL, "no longer loading"
            now[0] += TOKEN_LIFE + 0.01
            assert (await follow_up(deferred))[1]["code"] == UNKNOWN_WEBHOOK

            bad = f"{api}/interactions/{deferred.id}/not-its-token/callback"
            async with http.post(bad, json={"type": 4, "data": {}}) as response:
                assert response.status == 404
                assert (await response.json())["code"] == UNKNOWN_INTERACTION
            assert fake.interactions == [late, press, deferred]
    finally:
        await fake.stop()


@pytest.mark.slow
async def test_the_bot_answers_a_command_and_a_press_within_three_seconds(tmp_path):
    """`/game status` answered with the board, `/play` with the player's prompt, and a press on
    that prompt's first control with the prompt that follows, each callback taken (within 3 s);
    the press moved the game on."""
    async with _one_game(tmp_path) as (fake, bot, game, state, role):
        title = rules.TITLES[game.title]
        game_id, player, thread = game.id, game.seats[role], game.thread_id or 0

        status = await fake.command(player, thread, "game status")
        answered = await fake.first_answer(status)
        assert (answered.type, answered.status) == (4, 200), status.callbacks
        assert status.answered_in is not None and status.answered_in < ANSWER_WITHIN
        [sent] = [c for c in fake.calls if c.route.endswith("/callback")]
        assert [a["filename"] for a in sent.body["data"]["attachments"]] == ["board.png"]

        play = await fake.command(player, thread, "play")
        assert (await fake.first_answer(play)).status == 200, play.callbacks
        prompt = play.original
        assert prompt is not None and prompt["flags"] & EPHEMERAL
        # The prompt the bot builds for this state, every control of it.
        expected = choice_components(game.id, game.version, role, title.view(state, role).choices)
        controls = [c for row in prompt["components"] for c in row["components"]]
        assert [c["custom_id"] for c in controls] == [i.custom_id for i in expected.children]

        press = await _press_first(fake, player, thread, prompt)
        answered = await fake.first_answer(press)
        # The ephemeral prompt replaced in place by the next one (UPDATE_MESSAGE).
        assert (answered.type, answered.status) == (7, 200), press.callbacks
        assert press.answered_in is not None and press.answered_in < ANSWER_WITHIN
        assert (await bot.store.load(game_id))[0].version > game.version
        await quiet(bot, fake)
        assert [r.consistent for r in await bot.store.verify()] == [True]


@pytest.mark.slow
async def test_a_late_answer_is_refused_and_the_bot_goes_on(tmp_path, caplog):
    """A press whose handler stalls past 3 s before it answers (the store's submit made slow
    once): Discord refuses its callback with 404 Unknown interaction (10062). The bot's own
    error handler takes it (no unhandled exception: discord.py and asyncio log no error), the
    game is whole, and the next command and press are answered in time."""
    caplog.set_level(logging.INFO)
    async with _one_game(tmp_path) as (fake, bot, game, _, role):
        game_id, player, thread = game.id, game.seats[role], game.thread_id or 0
        play = await fake.command(player, thread, "play")
        assert (await fake.first_answer(play)).status == 200, play.callbacks
        assert play.original is not None

        # Delivery is woken by the handlers alone (the ticker would wake it too, later).
        bot.get_cog("TickerCog").tick.cancel()  # type: ignore[union-attr]
        store = bot.store
        submit = store.submit_picked

        async def slow_submit(*args, **kwargs):
            del store.submit_picked  # slow once: the class's own method again
            await asyncio.sleep(LATE)
            return await submit(*args, **kwargs)

        store.submit_picked = slow_submit  # type: ignore[method-assign]
        late = await _press_first(fake, player, thread, play.original)
        refused = await fake.first_answer(late, timeout=LATE + 5)
        assert (refused.status, refused.code) == (404, UNKNOWN_INTERACTION), late.callbacks
        assert late.answered_in is not None and late.answered_in > ANSWER_WITHIN
        assert not late.acknowledged
        # The choice was stored before the answer failed: the game moved on by it, and
        # what it changed goes out (the error handler wakes delivery).
        moved = (await bot.store.load(game_id))[0].version
        assert moved > game.version
        async with asyncio.timeout(5):
            while await bot.store.outbox_pending(game_id=game_id, limit=1):
                await asyncio.sleep(0.05)

        status = await fake.command(player, thread, "game status")
        assert (await fake.first_answer(status)).status == 200, status.callbacks
        again = await fake.command(player, thread, "play")
        assert (await fake.first_answer(again)).status == 200, again.callbacks
        assert again.original is not None
        press = await _press_first(fake, player, thread, again.original)
        assert (await fake.first_answer(press)).status == 200, press.callbacks
        assert (await bot.store.load(game_id))[0].version > moved
        await quiet(bot, fake)
        assert [r.consistent for r in await bot.store.verify()] == [True]
        assert all(i.acknowledged for i in fake.interactions if i is not late)
    handled = [r for r in caplog.records if r.name == "bot.errors"]
    # Said once, as a warning with no traceback: no apology tried through a dead interaction.
    assert [(r.levelno, "10062" in r.getMessage(), r.exc_info) for r in handled] == [
        (logging.WARNING, True, None)
    ]
    unhandled = [
        f"{r.name}: {r.getMessage()}"
        for r in caplog.records
        if r.levelno >= logging.ERROR and r.name.startswith(("discord", "asyncio"))
    ]
    assert unhandled == []


@contextlib.asynccontextmanager
async def _one_game(tmp_path):
    """The bot against a fake answering after 50 ms, with one game started and delivered:
    (the fake, the bot, the game, its state, the first role it waits on)."""
    fake = FakeDiscord(latency=0.05)
    await fake.start()
    try:
        async with running_bot(fake, f"sqlite:///{tmp_path / 'games.sqlite3'}") as bot:
            (game_id,) = await started_games(bot, fake, 1)
            await quiet(bot, fake)
            game, state = await bot.store.load(game_id)
            yield fake, bot, game, state, rules.TITLES[game.title].active(state)[0]
    finally:
        await fake.stop()


async def _press_first(fake: FakeDiscord, user: int, channel: int, prompt: dict) -> SentInteraction:
    """Press the first control of a prompt the bot sent: its first button, or its first
    select's first option."""
    first = prompt["components"][0]["components"][0]
    values = [first["options"][0]["value"]] if first["type"] == 3 else None
    return await fake.press(user, channel, first["custom_id"], values=values, message=prompt)


async def _json_of(response: aiohttp.ClientResponse) -> dict | None:
    return await response.json() if response.status != 204 else None
