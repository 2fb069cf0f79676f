"""A person playing through the store beside the computer's seats, as the bot's whole-game
tests drive it: wait for the computer's decisions, make the person's, until the game ends; and
who made each decision, read back from the game's log of actions."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable

import pytest

from rules import TABLES, get_title
from rules.canadian_civil_war import contest
from rules.core import Choice, GameState, Rng, Title, seed_from_text
from rules.core.computer import Level, decide
from rules.core.moves import Move, sample_moves, step
from rules.core.replay import replay_steps
from rules.invasion_1812 import battle, units
from rules.invasion_1812.factions import SIDE_OF, enemy_of, factions_of
from rules.invasion_1812.geography import MAP
from tests.rules.spanish_civil_war.scw_build import quick_choice

SCW = get_title("spanish-civil-war")
STEP_CAP = 1500  # a person's choices; the games played so need a few hundred at most

# How a person picks a whole move: (title, state, role, rng) -> the move's steps.
Policy = Callable[[Title, GameState, str, Rng], Move]


def random_move(
    title: Title, state: GameState, role: str, rng: Rng, leave_out: frozenset[str] = frozenset()
) -> Move:
    """A random whole move, as Easy makes it (found on a redraw: only what the role's view shows
    steers it), whose first step is none of the verbs ``leave_out``."""
    first = [c for c in title.view(state, role).choices if c.verb not in leave_out]
    world = title.redraw(state, role, rng)
    return sample_moves(title, world, role, first, rng, 1)[0]


def hurried_or_random(title: Title, state: GameState, role: str, rng: Rng) -> Move:
    """In the Spanish Civil War `quick_choice`, which attacks with everything and hurries along;
    elsewhere a random whole move, as Easy makes it (random picking and unpicking would make a
    game thousands of steps)."""
    if title.id == SCW.id:
        choices = title.view(state, role).choices
        return (choices[quick_choice(role, choices)],)
    return decide(title, state, role, Level.EASY, rng)


def joins_every_attempt(title: Title, state: GameState, role: str, rng: Rng) -> Move:
    """A Canadian Civil War player who joins whatever National Emergency is attempted and never
    attempts one himself (10.1), so that he fights it beside the attempter; otherwise a random
    whole move."""
    join = [c for c in title.view(state, role).choices if c.verb == "join"]
    if join:
        return (join[0],)
    return random_move(title, state, role, rng, leave_out=frozenset({"emergency"}))


def leads_allies_into_battle(title: Title, state: GameState, role: str, rng: Rng) -> Move:
    """An 1812 player who leads an army of his own and his allies' units ("The active player
    can then move all units in the army including other allied units") into an enemy-held area
    of the enemy's homeland next to it, where the enemy rolls first (3. Battles), whenever his
    Movement Card lets him, and who spares his own units when his side's casualties are his to
    choose; otherwise a random whole move. It looks ahead on a redraw: only what its seat's
    view shows steers it."""
    side = SIDE_OF[role]
    choices = title.view(state, role).choices
    allies = [c for c in choices if c.verb == "lose" and c.arg != role]
    if allies:
        return (allies[0],)
    world = title.redraw(state, role, rng)
    for start in choices:
        if start.verb != "army":
            continue
        started = step(title, world, role, start)
        if started.army is None or len(started.army.units) < 2:
            continue
        for to in title.choices(started, role):
            area = str(to.arg)
            held = to.verb == "to" and units.enemy_occupied(started, area, side)
            if held and MAP.areas[area].homeland == enemy_of(side):
                return (start, to)
    return decide(title, state, role, Level.EASY, rng)


def hits_on_allies_together(monkeypatch: pytest.MonkeyPatch, person: str) -> None:
    """In an 1812 battle where ``person``'s faction stands with an ally, every die the enemy
    rolls is a Hit: the casualties of the two are chosen together (3. Battles), whatever the
    computer seats' random choices made of the game. The game's own dice: in the bot the
    computer's searches roll theirs in their worker processes (in the console, these)."""
    real = battle.roll_face

    def roll_face(state, faction: str) -> str:
        face = real(state, faction)
        area = state.battle.area
        here = [f for f in factions_of(SIDE_OF[person]) if units.in_area(state, area, f)]
        together = person in here and len(here) > 1
        return "hit" if together and SIDE_OF[faction] != SIDE_OF[person] else face

    monkeypatch.setattr(battle, "roll_face", roll_face)


def every_attempt_opposed_creates(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Canadian Civil War's National Emergency Table (10.81) reads a 1, "N" in every
    column: an attempt that someone opposes creates the Emergency (the game's own die is still
    rolled, so its dice go on as they would)."""
    real = contest.die

    def die(state) -> int:
        rolled = real(state)
        e = state.emergency
        return 1 if e is not None and e.stage == "attempt" and not e.sides else rolled

    monkeypatch.setattr(contest, "die", die)


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


async def person_plays(
    bot, game_id: int, user_id: int, rng: Rng, policy: Policy = hurried_or_random
) -> bool:
    """The person makes one whole move, by ``policy``, for whichever of their seats must act,
    submitted step by step; False once the game is over or waits on none of their seats."""
    game, state = await bot.store.load(game_id)
    title = get_title(game.title)
    if state.outcome is not None:
        return False
    mine = [r for r in title.active(state) if game.seats.get(r) == user_id]
    for role in mine:
        if title.view(state, role).choices:
            move = policy(title, state, role, rng)
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


async def play_to_the_end(
    bot, game_id: int, user_id: int, seed: str, policy: Policy = hurried_or_random
) -> None:
    """The person plays their seats until the game is over; the computer plays the others."""
    rng = Rng(seed=seed_from_text(seed))
    await settle(bot)
    for _ in range(STEP_CAP):
        if not await person_plays(bot, game_id, user_id, rng, policy):
            await settle(bot)
            if not await person_plays(bot, game_id, user_id, rng, policy):
                break
        await settle(bot)
    _, state = await bot.store.load(game_id)
    assert state.outcome is not None, "the game did not end"


async def commanded(store, game_id: int) -> Counter[str]:
    """Who made each decision of an ended game, replayed from its log of actions and its seed:
    asserts that every choice made where a person held a role that makes that decision with the
    chooser (`Title.shares`) and was asked for it (`Title.active`) was a person's, so that no
    computer seat chose for a person's Side or allies. Returns how many decisions each computer
    seat was asked for with a person and left to them (a Side or allies the person commanded).
    """
    game = await store.get_game(game_id)
    title = get_title(game.title)
    seed = await store.reveal_seed(game_id)
    before = title.setup(seed, game.scenario, game.options)
    beside: Counter[str] = Counter()
    for action, after, _ in replay_steps(
        title,
        TABLES,
        seed=seed,
        scenario=game.scenario,
        options=game.options,
        actions=await store.actions(game_id),
    ):
        if action.kind == "choice":
            asked = title.active(before)
            together = [r for r in title.shares(before, action.role) if r in asked]
            people = {game.seats[r] for r in together if r in game.seats}
            if people:
                assert action.user_id in people, (action, together, before.log[-3:])
                beside.update(r for r in together if r in game.computers)
        before = after
    return beside
