"""A player's last DM shows the hand the game holds.

A player in the middle of a run of steps (marking cards, picking one at a time) gets one DM
once they pause or their part is done, not one per step (storage/outbox.py, "Lanes"): it
settles for `SETTLE`. These tests play random Spanish Civil War games through the store and
the bot's delivery, as two players' presses would, and check after every step that the last
DM of each player not in the middle of a run shows exactly their private view as the game
holds it; and that a restart in the middle of a run still delivers it, with the hand as it is.
"""

from __future__ import annotations

import random

import pytest

from rules import get_title
from storage import outbox
from tests.bot.helpers import buttons, deliver_everything, make_table, new_seated_game

TITLE = get_title("spanish-civil-war")
STEPS = 120


def last_dm(member) -> str | None:
    channel = member.user.dm_channel
    sent = channel.history() if channel is not None else []
    return sent[-1].embeds[0].description if sent else None


def private_text(state, role: str) -> str:
    """What the DM's embed says of ``role``'s hidden information (bot/embeds.py)."""
    return TITLE.view(state, role).private.text or "Nothing hidden."


async def step(env, game_id: int, rng: random.Random) -> tuple[str, object, object]:
    """One random choice of the first role that must act; returns (role, game, state)."""
    store = env.bot.store
    game, state = await store.load(game_id)
    role = TITLE.active(state)[0]
    choice = rng.choice(TITLE.view(state, role).choices)
    done = await store.submit(
        game_id, role, choice, user_id=game.seats[role], expected_version=game.version
    )
    return role, done.game, done.state


async def started(env):
    table = await new_seated_game(make_table(env))
    await table.alice.slash(table.thread, "game start")
    game = await env.bot.store.game_by_thread(table.thread.id)
    return game.id, {"nationalists": table.alice, "republicans": table.bob}, table.thread


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
async def test_the_last_dm_shows_the_hand_once_the_run_of_steps_ends(simcord_env, seed):
    env = simcord_env
    game_id, holders, _ = await started(env)
    rng = random.Random(seed)
    runs_ended = 0
    mid_run: set[str] = set()  # who stepped and must step again: their DM settles
    for _ in range(STEPS):
        role, game, state = await step(env, game_id, rng)
        await deliver_everything(env)
        active = TITLE.active(state) if state.outcome is None else []
        runs_ended += len(mid_run - set(active)) + (role not in active)
        mid_run = (mid_run & set(active)) | ({role} & set(active))
        for other, member in holders.items():
            if other in mid_run:
                continue  # their prompt shows the hand meanwhile
            assert last_dm(member) == private_text(state, other), (
                f"after {role}'s step (version {game.version}), {other}'s last DM lags "
                "the hand the game holds"
            )
        if state.outcome is not None:
            break
    assert runs_ended >= 20, runs_ended


async def test_a_restart_in_the_middle_of_a_run_still_sends_the_hand_as_it_is(
    simcord_env, make_bot
):
    """bob (Republicans) discards a card in the Recruit phase by its button and must go on
    (up to 4, one at a time): his DM settles. The bot restarts before it is sent; once the
    settling time is past, the new bot sends it, showing the hand the game holds."""
    env = simcord_env
    game_id, holders, thread = await started(env)
    bob = holders["republicans"]
    prompt = await bob.slash(thread, "play")
    discard = next(b for b in buttons(prompt.response) if not b["label"].startswith("Done"))
    clicked = await bob.click(prompt.response, label=discard["label"])
    assert clicked.response.content.startswith("✅"), clicked.response.content
    _, state = await env.bot.store.load(game_id)
    assert "republicans" in TITLE.active(state), "the discard ended bob's part"
    assert last_dm(bob) != private_text(state, "republicans"), "the DM was not settling"
    await env.restart_bot(make_bot())
    await env.advance_time(outbox.SETTLE.total_seconds() + 5)
    _, now = await env.bot.store.load(game_id)
    assert last_dm(bob) == private_text(now, "republicans")
