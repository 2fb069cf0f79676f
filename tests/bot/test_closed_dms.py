"""Closed DMs (403 / 50007): a notice in the thread, then /hand and /play (README, "Create the
Discord application and invite the bot")."""

from __future__ import annotations

from rules import ORACLES
from tests.bot.helpers import buttons, make_table, new_seated_game, public_text

DM_CLOSED = 50007


async def test_closed_dms_get_a_thread_notice_and_the_player_uses_hand_and_play(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    bob = table.bob
    simcord_env.inject_error(
        "POST",
        f"/channels/{bob.user.dm_channel.id}/messages",
        status=403,
        code=DM_CLOSED,
        message="Cannot send messages to this user",
        times=None,
    )
    await table.alice.slash(table.thread, "game start")

    notices = [m for m in table.thread.history() if "DMs are closed" in m.content]
    assert len(notices) == 1, [m.content for m in table.thread.history()]
    assert bob.mention in notices[0].content and "/hand" in notices[0].content
    assert bob.user.dm_channel.history() == []
    assert table.alice.user.dm_channel.history(), "alice's DMs are open: she gets her hand"

    store = simcord_env.bot.store
    game = await store.game_by_thread(table.thread.id)
    _, state = await store.load(game.id)
    hand_names = ORACLES[game.title].secrets(state, "republicans")
    # The notice reveals nothing of the hand it could not deliver.
    assert not any(name in public_text(notices[0]) for name in hand_names)

    hand = await bob.slash(table.thread, "hand")
    assert hand.ephemeral
    shown = "\n".join(e.description or "" for e in hand.response.embeds)
    assert any(name in shown for name in hand_names)

    play = await bob.slash(table.thread, "play")
    assert play.ephemeral and buttons(play.response), play.response.content
    clicked = await bob.click(play.response, custom_id=buttons(play.response)[-1]["custom_id"])
    assert clicked.acknowledged and clicked.response.content.startswith("✅")
    assert simcord_env.errors == []
