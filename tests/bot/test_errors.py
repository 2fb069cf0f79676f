"""The central error handler (bot/errors.py): rule errors explained, others apologised for."""

from __future__ import annotations

import re

from tests.bot.helpers import make_table, new_seated_game, speaking


async def test_an_unexpected_error_gets_an_ephemeral_apology_with_a_reference(
    simcord_env, monkeypatch, caplog
):
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")

    async def broken(game_id):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(simcord_env.bot.store, "load", broken)
    result = await table.alice.slash(table.thread, "game status")
    assert result.ephemeral
    text = result.response.content
    ref = re.search(r"`([0-9a-f]{8})`", text)
    assert "something went wrong" in text and ref
    assert "disk on fire" not in text and "Traceback" not in text
    logged = [r for r in caplog.records if ref[1] in r.getMessage()]
    assert logged and logged[0].exc_info is not None, "the traceback is logged with the ref"


async def test_a_button_error_reaches_the_same_handler(simcord_env, monkeypatch):
    """discord.py only logs errors from dynamic items; ours are answered like commands."""
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")
    ping = next(m for m in table.thread.history() if "your turn" in m.content)

    async def broken(game_id):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(simcord_env.bot.store, "load", broken)
    result = await table.alice.click(ping, label="Take your turn")
    assert result.ephemeral and "something went wrong" in result.response.content


async def test_the_apology_is_in_the_askers_language(simcord_env, monkeypatch):
    """README, "Languages": what one person reads is in their Discord language, the apology
    for an unexpected error too."""
    table = await new_seated_game(make_table(simcord_env))
    await table.alice.slash(table.thread, "game start")
    speaking(monkeypatch, {table.alice.id: "fr"})

    async def broken(game_id):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(simcord_env.bot.store, "load", broken)
    result = await table.alice.slash(table.thread, "game status")
    text = result.response.content
    assert text.startswith("Désolé, quelque chose s'est mal passé de mon côté.")
    assert re.search(r"`[0-9a-f]{8}`", text) and "disk on fire" not in text
