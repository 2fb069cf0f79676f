"""Reminders and away mode (README, "Running games over days"), driven by SimCord's fake clock.

The ticker reads the due reminders from the database every minute; a reminder goes only to the
roles that must act, once per interval (24 h by default), and says how long they have waited.
"""

from __future__ import annotations

import pytest

from tests.bot.helpers import buttons, make_table, new_seated_game

DAY = 24 * 60 * 60


def reminders_to(thread, member) -> list:
    return [
        m for m in thread.history() if m.content.startswith("⏰") and f"<@{member.id}>" in m.content
    ]


async def only_alice_waits(env):
    """A started game where bob has finished recruiting, so only alice (Nationalists) is
    waited on."""
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    prompt = await table.bob.slash(table.thread, "play")
    await table.bob.click(prompt.response, label="Done: keep my hand")
    return table


@pytest.mark.slow
async def test_one_reminder_a_day_for_three_days_to_the_waiting_player_only(simcord_env):
    table = await only_alice_waits(simcord_env)
    for day in (1, 2, 3):
        await simcord_env.advance_time(DAY)
        assert len(reminders_to(table.thread, table.alice)) == day
        assert reminders_to(table.thread, table.bob) == []
    latest = reminders_to(table.thread, table.alice)[-1]
    assert "waiting on you (Nationalists) for 3 days" in latest.content
    assert any(c.get("label") == "Take your turn" for c in buttons(latest))
    assert simcord_env.errors == []


@pytest.mark.slow
async def test_away_mode_silences_reminders_and_the_thread_says_so(simcord_env):
    table = await only_alice_waits(simcord_env)
    away = await table.alice.slash(table.channel, "away", state="on")
    assert away.ephemeral and "You are away" in away.response.content
    assert any(
        "is away" in m.content and f"<@{table.alice.id}>" in m.content
        for m in table.thread.history()
    )
    await simcord_env.advance_time(3 * DAY)
    assert reminders_to(table.thread, table.alice) == []

    back = await table.alice.slash(table.channel, "away", state="off")
    assert back.ephemeral and "reminders resume" in back.response.content
    await simcord_env.advance_time(DAY)
    assert len(reminders_to(table.thread, table.alice)) == 1
    assert simcord_env.errors == []


@pytest.mark.slow
async def test_no_reminders_when_the_owner_turns_them_off(simcord_env):
    table = await only_alice_waits(simcord_env)
    refused = await table.bob.slash(table.thread, "game settings", reminder_hours=0)
    assert refused.ephemeral and "Only the owner" in refused.response.content
    done = await table.alice.slash(table.thread, "game settings", reminder_hours=0)
    assert "Reminders: off" in done.response.content
    await simcord_env.advance_time(2 * DAY)
    assert reminders_to(table.thread, table.alice) == []
