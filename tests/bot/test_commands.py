"""The commands as Discord receives them (README, "Commands" and "Settings").

Every command and option description is a plain, useful sentence within Discord's limits
(1-100 characters); discord.py's stand-in for a missing description is "…". They are read
from the commands the bot syncs, as Discord gets them. With DEV_GUILD_ID, commands are synced
to that server only: synced globally too, each would show twice there.
"""

from __future__ import annotations

import re

import pytest

from bot.app import create_bot
from bot.settings import Settings

DEV_GUILD = 1_100_000_000_000_000_001


def _synced(env) -> list[dict]:
    """The commands of the bot's last sync, as sent to Discord."""
    syncs = [r for r in env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert syncs, "the bot synced no commands"
    return syncs[-1].json


def _described(commands: list[dict], prefix: str = "/") -> list[tuple[str, str]]:
    """(where, description) of every command, subcommand and option, and the choices' names."""
    found = []
    for command in commands:
        where = f"{prefix}{command['name']}"
        found.append((where, command["description"]))
        for option in command.get("options", []):
            if option["type"] in (1, 2):  # a subcommand or a group of them
                found += _described([option], prefix=f"{where} ")
            else:
                found.append((f"{where} {option['name']}:", option["description"]))
    return found


async def test_every_description_is_a_plain_sentence_within_discords_limits(simcord_env):
    described = _described(_synced(simcord_env))
    assert len(described) > 30, described
    problems = []
    for where, text in described:
        if not 1 <= len(text) <= 100:
            problems.append(f"{where} {len(text)} characters")
        if text.strip(" .…") == "":
            problems.append(f"{where} has no description ({text!r})")
            continue
        if not text[0].isupper():
            problems.append(f"{where} does not start as a sentence: {text!r}")
        doubled = re.search(r"\b(\w+) \1\b", text, re.IGNORECASE)
        if doubled:
            problems.append(f"{where} says {doubled[0]!r}: {text!r}")
        if text.endswith("."):
            problems.append(f"{where} ends with a full stop, unlike the others: {text!r}")
    assert problems == [], "\n".join(problems)


@pytest.fixture
def simcord_bot(request, make_bot, database_url):
    if "dev_guild" not in request.node.name:
        return make_bot()
    return create_bot(
        Settings(
            discord_token=None, database_url=database_url, dev_guild_id=DEV_GUILD, shard_count=1
        )
    )


async def test_with_dev_guild_id_commands_sync_to_that_server_only(simcord_env):
    env = simcord_env
    guild = env.create_guild("dev", id=DEV_GUILD)
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    syncs = [r.path for r in env.http_requests if r.method == "PUT" and "/commands" in r.path]
    assert any(f"/guilds/{DEV_GUILD}/commands" in p for p in syncs), syncs
    assert [p for p in syncs if "/guilds/" not in p] == [], f"also synced globally: {syncs}"
    names = alice.available_commands(channel)
    assert len(names) == len(set(names)), f"a command shows twice in the dev server: {names}"
    rolled = await alice.slash(channel, "roll", dice="2d6")
    assert "rolled" in rolled.response.content
    await env.bot.store.close()
