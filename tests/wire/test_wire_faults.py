"""Faults over the wire (README, "Operating the bot"): the real bot, connected to the loopback
fake Discord, plays four games while one thing goes wrong: a game's thread answers 5xx, or
holds its answers as a call that times out, or every call is refused with a global 429, or the
gateway drops. Nothing acknowledged is lost or sent twice (tests/wire/sharded.py's judge: every
outbox item delivered exactly once, in order, in its channel), the other games go on (their
choices reach their boards within a second and a half while it lasts), and the metrics show
the fault.

The other games' p99 from choice to board within 20 % of a run without the fault is measured
by the bench (section 6, "Delivery at scale"), over minutes of play: four games for a dozen
seconds give too few choices for a p99 to mean anything.
"""

from __future__ import annotations

import asyncio

import pytest

from tests.wire.fake_discord import FakeDiscord
from tests.wire.harness import paced_play, quiet, running_bot, settled, started_games
from tests.wire.sharded import judge

GAMES = 4
PLAY = 12.0  # seconds of play, the fault starting with it
PAUSE = (0.5, 1.5)  # seconds between a game's choices
PROMPT = 1.5  # seconds within which the other games' boards show each choice


def sample(bot, name: str, **labels: str) -> float:
    return bot.metrics.registry.get_sample_value(name, labels) or 0.0


async def fault_run(
    tmp_path, fault, *, reconnect: bool = False, prompt: float = PROMPT, during=None
):
    """Four games played for `PLAY` seconds with ``fault(fake, bot, thread of the first game)``
    applied as play begins; every notification then delivered and judged. Returns the bot's
    metrics registry, the waits of the games it was not applied to and the fake."""
    fake = FakeDiscord(latency=0.02)
    await fake.start()
    try:
        url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
        async with running_bot(fake, url, reconnect=reconnect, metrics_port=0) as bot:
            games = await started_games(bot, fake, GAMES)
            await quiet(bot, fake)
            first = (await bot.store.load(games[0]))[0]
            await fault(fake, bot, first.thread_id)
            playing = paced_play(
                bot, fake, games, PLAY, pause=PAUSE, leave_out=frozenset({games[0]})
            )
            if during is None:
                waits = await playing
            else:  # a look at the bot while the fault lasts
                waits, _ = await asyncio.gather(playing, during(bot))
            await settled(bot, fake, timeout=180)
            outcome = await judge(url, fake)
            assert not outcome.lost and not outcome.doubled, outcome.summary()
            assert outcome.problems == [], outcome.problems[:5]
            assert outcome.unpinned == [], outcome.unpinned
            assert waits and max(waits) < prompt, sorted(waits)[-5:]
            return bot, waits, fake
    finally:
        await fake.stop()


@pytest.mark.slow
async def test_a_thread_answering_5xx_holds_back_no_other_game(tmp_path):
    async def fault(fake, bot, thread):
        fake.fail(thread, seconds=10, status=503)

    bot, _, fake = await fault_run(tmp_path, fault)
    assert fake.failed_calls >= 1
    assert sample(bot, "referee_deliveries_total", result="server_error") >= 1
    assert sample(bot, "referee_discord_responses_total", status="5xx", scope="") >= 1


@pytest.mark.slow
async def test_a_thread_whose_calls_time_out_holds_back_no_other_game(tmp_path):
    """Its calls are carried out but answered only 10 s later: its lane waits, the others go
    on, and its messages are posted once."""

    async def fault(fake, bot, thread):
        fake.stall(thread, seconds=10)

    async def during(bot):
        # The metrics show it: its notifications wait, the oldest for seconds by now.
        await asyncio.sleep(6)
        await bot.monitor.refresh()
        assert sample(bot, "referee_outbox_oldest_pending_seconds") > 3

    await fault_run(tmp_path, fault, during=during)


@pytest.mark.slow
async def test_a_storm_of_global_429s_loses_nothing(tmp_path):
    """Every call refused with the global flag for 3 s: discord.py waits out the global limit
    and sends again; nothing is lost or doubled, and the metrics count the 429s as global."""

    async def fault(fake, bot, thread):
        fake.storm(seconds=3)

    # Every game waits out the storm: within its length and the usual prompt.
    bot, _, fake = await fault_run(tmp_path, fault, prompt=3 + PROMPT)
    assert fake.storm_429s >= 1
    assert sample(bot, "referee_discord_responses_total", status="429", scope="global") >= 1


@pytest.mark.slow
@pytest.mark.parametrize(("code", "resumes"), [(4000, True), (4009, False)])
async def test_a_dropped_gateway_holds_back_no_delivery(tmp_path, code, resumes):
    """The gateway closes: 4000, the session resumes; 4009, session timed out, the RESUME is
    refused (Invalid Session) and a new session identified. Delivery, which is REST, goes on
    meanwhile. (A gateway that also refuses connections for a while: discord.py identifies
    anew once it is back, tests/wire/test_wire_monitor.py.)"""

    async def fault(fake, bot, thread):
        fault.sessions = len(fake.identified)
        assert await fake.drop_gateway(code=code) == 1

    _, _, fake = await fault_run(tmp_path, fault, reconnect=True)
    if resumes:
        assert fake.resumed >= 1
    else:
        assert len(fake.identified) > fault.sessions and fake.resumed == 0
