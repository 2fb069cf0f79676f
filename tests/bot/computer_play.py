"""A person playing through the store beside the computer's seats, as the bot's whole-game
tests drive it: wait for the computer's decisions, make the person's, until the game ends."""

from __future__ import annotations

import asyncio

from rules import get_title
from rules.core import Choice, Rng, seed_from_text
from rules.core.computer import Level, decide
from tests.rules.spanish_civil_war.scw_build import quick_choice

SCW = get_title("spanish-civil-war")
STEP_CAP = 1500  # a person's choices; the games played so need a few hundred at most


async def settle(bot, timeout: float = 120) -> None:
    """Until the computer seats have decided and their notifications are out; a computer seat
    still waited on after ``timeout`` seconds fails the test (a decision that never lands)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        assert asyncio.get_running_loop().time() < deadline, await bot.store.computer_turns()
        await asyncio.sleep(0)
        await bot.computers.idle()
        await bot.dispatcher.drain()
        if not await bot.store.computer_turns() and not await bot.store.outbox_pending(limit=1):
            await bot.computers.idle()
            if not await bot.store.computer_turns():
                return


async def person_plays(bot, game_id: int, user_id: int, rng: Rng) -> bool:
    """The person makes one choice for whichever of their seats must act (in the Spanish Civil
    War by `quick_choice`, which attacks with everything and hurries along; elsewhere a random
    whole move, as Easy makes it, submitted step by step: random picking and unpicking would
    make a game thousands of steps); False once the game is over or waits on none of their
    seats."""
    game, state = await bot.store.load(game_id)
    title = get_title(game.title)
    if state.outcome is not None:
        return False
    mine = [r for r in title.active(state) if game.seats.get(r) == user_id]
    for role in mine:
        choices = title.view(state, role).choices
        if choices:
            if game.title == SCW.id:
                move = [choices[quick_choice(role, choices)]]
            else:
                move = decide(title, state, role, Level.EASY, rng)
            await bot.store.submit_many(
                game_id,
                role,
                [Choice(verb=choice.verb, arg=choice.arg) for choice in move],
                user_id=user_id,
                expected_version=game.version,
            )
            bot.dispatcher.wake()
            return True
    return False


async def play_to_the_end(bot, game_id: int, user_id: int, seed: str) -> None:
    """The person plays their seats until the game is over; the computer plays the others."""
    rng = Rng(seed=seed_from_text(seed))
    await settle(bot)
    for _ in range(STEP_CAP):
        if not await person_plays(bot, game_id, user_id, rng):
            await settle(bot)
            if not await person_plays(bot, game_id, user_id, rng):
                break
        await settle(bot)
    _, state = await bot.store.load(game_id)
    assert state.outcome is not None, "the game did not end"
