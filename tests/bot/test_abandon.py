"""`/game abandon`: the owner or a member with Manage Server ends a game; its seed is revealed."""

from __future__ import annotations

import hashlib
import re

import discord

from tests.bot.helpers import make_table, new_seated_game


async def test_the_owner_abandons_a_game_and_the_seed_matches_the_commitment(simcord_env):
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")
    refused = await table.bob.slash(table.thread, "game abandon")
    assert refused.ephemeral and "Manage Server" in refused.response.content

    done = await table.alice.slash(table.thread, "game abandon")
    assert not done.ephemeral and "abandoned" in done.response.content
    seed, commitment = re.findall(r"`([0-9a-f]{64})`", done.response.content)
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == commitment
    after = await table.bob.slash(table.thread, "play")
    assert after.ephemeral and "was abandoned" in after.response.content
    assert simcord_env.errors == []


async def test_a_member_with_manage_server_may_abandon_someone_elses_game(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war")
    thread = table.channel.threads[0]
    guild = table.channel.guild
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    done = await mod.slash(thread, "game abandon")
    assert not done.ephemeral and "abandoned" in done.response.content
    assert "The game was abandoned." in thread.history()[0].content
