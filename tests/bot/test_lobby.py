"""The lobby as users meet it: `/game new|join|leave|start|status|list` (bot/lobby/)."""

from __future__ import annotations

import discord

from bot.play.prompts import ChoiceButton, ChoiceSelect
from rules import get_title
from tests.bot.helpers import (
    bot_posts,
    buttons,
    make_table,
    new_seated_game,
    open_seat_labels,
    started_game,
)


async def test_game_new_autocompletes_titles_scenarios_and_options(simcord_env):
    table = make_table(simcord_env)
    titles = await table.alice.autocomplete(table.channel, "game new", "title", "span")
    assert titles == [{"name": "Spanish Civil War", "value": "spanish-civil-war"}]
    scenarios = await table.alice.autocomplete(
        table.channel, "game new", "scenario", "", title="spanish-civil-war"
    )
    assert [c["value"] for c in scenarios] == ["standard"]
    options = await table.alice.autocomplete(
        table.channel, "game new", "options", "soviet", title="spanish-civil-war"
    )
    assert [c["value"] for c in options] == ["soviet-aid-republican"]


async def test_game_new_opens_a_thread_with_a_lobby_and_one_join_button_per_role(simcord_env):
    table = make_table(simcord_env)
    result = await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    assert not result.ephemeral and "Seed commitment" in result.response.content
    assert len(table.channel.threads) == 1
    lobby = table.channel.threads[0].history()[-1]
    assert [b["label"] for b in buttons(lobby)] == open_seat_labels(["Nationalists", "Republicans"])


async def test_join_buttons_seat_players_and_the_lobby_is_edited(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    lobby = table.thread.history()[0]
    assert table.alice.mention in lobby.content and table.bob.mention in lobby.content
    assert buttons(lobby) == [], "no seat left open, so no join button"


async def test_a_taken_seat_is_refused_with_who_holds_it(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.channel.threads[0]
    await table.alice.slash(thread, "game join", role="nationalists")
    refused = await table.bob.slash(thread, "game join", role="nationalists")
    assert refused.ephemeral and table.alice.mention in refused.response.content


async def test_start_is_for_the_owner_only_and_only_with_every_seat_taken(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.channel.threads[0]
    await table.alice.slash(thread, "game join", role="nationalists")
    early = await table.alice.slash(thread, "game start")
    assert early.ephemeral and "Republicans" in early.response.content
    await table.bob.slash(thread, "game join", role="republicans")
    not_owner = await table.bob.slash(thread, "game start")
    assert not_owner.ephemeral and "owner" in not_owner.response.content.lower()
    started = await table.alice.slash(thread, "game start")
    assert not started.ephemeral and len(thread.pinned_messages()) == 1


async def test_leave_frees_the_seat_before_the_start(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.channel.threads[0]
    await table.bob.slash(thread, "game join", role="republicans")
    await table.bob.slash(thread, "game leave")
    lobby = thread.history()[0]
    assert "Join as Republicans" in [b["label"] for b in buttons(lobby)]


async def test_one_person_may_hold_both_roles(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.channel.threads[0]
    await table.alice.slash(thread, "game join", role="nationalists")
    await table.alice.slash(thread, "game join", role="republicans")
    await table.alice.slash(thread, "game start")
    prompt = await table.alice.slash(thread, "play")
    assert prompt.ephemeral and "Republicans" in prompt.response.content  # both must act


async def test_game_commands_outside_a_game_thread_say_where_to_go(simcord_env):
    table = make_table(simcord_env)
    for command in ("play", "hand", "game status", "game start"):
        refused = await table.alice.slash(table.channel, command)
        assert refused.ephemeral, command
        assert "not a game thread" in refused.response.content, command
    assert simcord_env.errors == []


async def test_a_spectator_gets_the_board_but_no_prompt_or_hand(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")
    carol = table.channel.guild.add_member(simcord_env.create_user("carol"))
    status = await carol.slash(table.thread, "game status")
    assert status.ephemeral and status.response.embeds[0].image.url.endswith("board.png")
    for command in ("play", "hand"):
        refused = await carol.slash(table.thread, command)
        assert refused.ephemeral and "no seat" in refused.response.content, command


async def test_someone_elses_button_is_refused_without_revealing_anything(simcord_env):
    table, store, game, _ = await started_game(simcord_env)
    prompt = await table.alice.slash(table.thread, "play")
    first = buttons(prompt.response)[0]["custom_id"]
    # bob presses a copy of the button alice was shown
    view = discord.ui.View(timeout=None)
    view.add_item(ChoiceButton(game.id, game.version, "nationalists", 0, "x"))
    message = await bot_posts(simcord_env, table.thread, view)
    refused = await table.bob.click(message, custom_id=first)
    assert refused.ephemeral
    assert "another player's seat" in refused.response.content
    assert "Discard" not in refused.response.content
    _, state = await store.load(game.id)
    assert state.steps == 0, "nothing was applied"


async def test_a_choice_picked_from_a_select_menu_is_applied(simcord_env):
    """Past 20 choices the prompt is a select menu; its option values are choice indexes."""
    table, store, game, state = await started_game(simcord_env)
    title = get_title(game.title)
    choices = title.view(state, "nationalists").choices
    view = discord.ui.View(timeout=None)
    view.add_item(
        ChoiceSelect(
            game.id, game.version, "nationalists", 0, list(enumerate(c.describe() for c in choices))
        )
    )
    message = await bot_posts(simcord_env, table.thread, view)
    picked = await table.alice.select(
        message, ["1"], custom_id=f"s:{game.id}:{game.version}:nationalists:0"
    )
    assert picked.response.content.startswith(f"✅ {choices[1].describe()}")
    game, state = await store.load(game.id)
    assert state.steps == 1 and state.marked["nationalists"] == [choices[1].arg]
