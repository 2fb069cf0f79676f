"""`/game list` and `/game list mine` (README, "Commands")."""

from __future__ import annotations

from rules import get_title
from tests.bot.helpers import make_table, new_seated_game, started_game


async def test_game_list_shows_the_servers_games_with_turn_and_who_is_waited_on(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")
    listed = await table.bob.slash(table.channel, "game list")
    text = listed.response.content
    assert listed.ephemeral
    assert f"#1 · Spanish Civil War · <#{table.thread.id}>" in text
    assert "· Turn 1 · Recruit phase" in text
    assert table.alice.mention in text and table.bob.mention in text  # both recruit at once
    assert "waiting for you" in text


async def test_game_list_mine_marks_only_the_games_waiting_for_you(simcord_env):
    table, store, game, state = await started_game(simcord_env)
    # bob finishes his recruit; only alice is waited on now
    title = get_title(game.title)
    done = next(c for c in title.view(state, "republicans").choices if c.verb == "done")
    await store.submit(
        game.id, "republicans", done, user_id=table.bob.id, expected_version=game.version
    )

    carol = table.channel.guild.add_member(simcord_env.create_user("carol"))
    assert "No games" in (await carol.slash(table.channel, "game list", mine=True)).response.content
    bob_sees = (await table.bob.slash(table.channel, "game list", mine=True)).response.content
    alice_sees = (await table.alice.slash(table.channel, "game list", mine=True)).response.content
    assert "#1" in bob_sees and "waiting for you" not in bob_sees
    assert "waiting for you" in alice_sees
