"""Handler time to the first response, as the bot measures it itself (README, "Performance")."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import bot.dice._cog as dice_cog
from bot.timing import HandlerTimer, TimedResponse
from rules import get_title
from tests.bot.helpers import buttons, make_table, started_game


async def test_commands_and_components_are_timed_by_kind(simcord_env):
    env = simcord_env
    table, _store, game, state = await started_game(env)
    timing = env.bot.timing
    # The lobby went through the timer too: the slash commands and both join buttons.
    assert len(timing.samples("game new")) == 1
    assert len(timing.samples("join")) == 2
    assert len(timing.samples("game start")) == 1

    await table.alice.slash(table.channel, "roll", dice="2d6")
    role = get_title(game.title).active(state)[0]
    user = table.alice if game.seats[role] == table.alice.user.id else table.bob
    prompt = (await user.slash(table.thread, "play")).response
    clicked = await user.click(prompt, custom_id=buttons(prompt)[0]["custom_id"])
    assert clicked.response.content.startswith("✅"), clicked.response.content
    status = await table.bob.slash(table.thread, "game status")
    assert status.response.attachments

    for kind in ("roll", "play", "choice button", "game status"):
        found = timing.samples(kind)
        assert len(found) == 1, (kind, timing.kinds())
        assert 0 < found[0].seconds < 3, (kind, found)
    assert timing.samples("game status")[0].image, "the board PNG is an image"
    assert not any(s.image for k in ("roll", "play", "choice button") for s in timing.samples(k))
    assert timing.samples("game status", image=True) == timing.samples("game status")
    assert timing.pending == 0, "every marked interaction got its first response"


async def test_samples_per_kind_and_pending_marks_are_bounded(simcord_env):
    env = simcord_env
    env.bot.timing = HandlerTimer(keep=3)
    table = make_table(env)
    for _ in range(5):
        await table.alice.slash(table.channel, "roll", dice="d6")
    assert len(env.bot.timing.samples("roll")) == 3

    # Interactions never answered are forgotten, oldest first.
    timer = HandlerTimer(pending=2)
    client = SimpleNamespace(timing=timer)
    unanswered = [SimpleNamespace(id=n, client=client) for n in range(5)]
    for interaction in unanswered:
        timer.mark(interaction, "join")
        assert isinstance(interaction._cs_response, TimedResponse)
    assert timer.pending == 2
    assert timer.responded(unanswered[0]) is None, "dropped: too old"
    assert timer.responded(unanswered[4]) is not None


async def test_a_first_response_after_more_than_a_second_is_logged(
    simcord_env, monkeypatch, caplog
):
    env = simcord_env
    now = [100.0]
    env.bot.timing = HandlerTimer(clock=lambda: now[0])
    real_roll = dice_cog.roll_dice

    def slow_roll(*args, **kwargs):
        now[0] += 1.5  # the handler "takes" 1.5 s between receipt and its response
        return real_roll(*args, **kwargs)

    monkeypatch.setattr(dice_cog, "roll_dice", slow_roll)
    table = make_table(env)
    with caplog.at_level(logging.WARNING, logger="bot.timing"):
        await table.alice.slash(table.channel, "roll", dice="2d6")
    (sample,) = env.bot.timing.samples("roll")
    assert sample.seconds == 1.5
    warned = [r for r in caplog.records if r.name == "bot.timing"]
    assert len(warned) == 1 and warned[0].levelno == logging.WARNING
    assert "'roll'" in warned[0].getMessage() and "1500 ms" in warned[0].getMessage()

    monkeypatch.undo()
    await table.alice.slash(table.channel, "roll", dice="2d6")  # no time passes on this clock
    assert len([r for r in caplog.records if r.name == "bot.timing"]) == 1
