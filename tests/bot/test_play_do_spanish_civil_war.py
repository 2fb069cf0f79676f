"""`/play do:` in the Spanish Civil War (rules/spanish_civil_war/typed.py), as a player types
it in the game's thread: one line for the Recruit phase's discards and Done, applied at once."""

from __future__ import annotations

from rules.spanish_civil_war import CARDS
from tests.bot.helpers import make_table, new_seated_game


async def test_bob_discards_two_cards_and_is_done_in_one_line(simcord_env):
    env = simcord_env
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    store = env.bot.store
    game = await store.game_by_thread(table.thread.id)
    _, state = await store.load(game.id)
    first, second = (CARDS[c].name for c in state.hands["republicans"][:2])
    done = await table.bob.slash(
        table.thread, "play", do=f"discard {first.lower()}, {second}; done"
    )
    assert done.ephemeral and done.response.content.startswith("✅"), done.response.content
    _, after = await store.load(game.id)
    assert "republicans" in after.finished and len(after.marked["republicans"]) == 2
    refused = await table.alice.slash(table.thread, "play", do="burn everything")
    assert refused.ephemeral and "I do not understand `burn everything`" in (
        refused.response.content
    )
    # All or nothing: a line whose second card is not in her hand discards not even the first.
    mine = CARDS[after.hands["nationalists"][0]].name
    half = await table.alice.slash(table.thread, "play", do=f"discard {mine}, No Such Card")
    assert half.ephemeral and "no card named `No Such Card`" in half.response.content
    _, unchanged = await store.load(game.id)
    assert unchanged.marked["nationalists"] == [] and unchanged.log == after.log
    assert env.errors == []
