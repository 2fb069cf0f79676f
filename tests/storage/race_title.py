"""A tiny deterministic title for the storage tests, so they do not depend on a real one.

"Test Race": Red and Blue take turns; on your turn you may roll one or two dice and add them
to your score (your turn goes on), add your secret hunch die to your score (then draw a new
hunch), or stop (the other player's turn begins). The first to reach the target wins.
Every die is ``rng.between(1, 6)``; the two hunches are drawn at setup, Red's first.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rules.core import (
    BaseTitle,
    Board,
    Choice,
    GameOption,
    GameState,
    Outcome,
    Private,
    Rng,
    Scenario,
    seed_from_text,
)
from storage import Store

TARGETS = {"sprint": 10, "marathon": 40}
SEED = seed_from_text("storage tests")
OWNER, RED_PLAYER, BLUE_PLAYER, SPECTATOR = 100, 201, 202, 300
PLAYERS = {"red": RED_PLAYER, "blue": BLUE_PLAYER}


class RaceState(GameState):
    target: int
    turn: str = "red"
    scores: dict[str, int]
    hunches: dict[str, int]
    # How many hunches each role has drawn, so a redraw always shows in its private view.
    drawn: dict[str, int]


class RaceTitle(BaseTitle[RaceState]):
    id: ClassVar[str] = "test-race"
    name: ClassVar[str] = "Test Race"
    roles: ClassVar[tuple[str, ...]] = ("red", "blue")
    role_names: ClassVar[dict[str, str]] = {"red": "Red", "blue": "Blue"}
    scenarios: ClassVar[dict[str, Scenario]] = {
        key: Scenario(id=key, name=f"Race to {target}") for key, target in TARGETS.items()
    }
    options: ClassVar[dict[str, GameOption]] = {
        "double_sixes": GameOption(id="double_sixes", description="A rolled 6 scores 12."),
    }
    state_type = RaceState

    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> RaceState:
        hunches = {role: rng.between(1, 6) for role in self.roles}
        target = TARGETS[state_fields["scenario"]]
        state = RaceState(
            **state_fields,
            rng=rng,
            target=target,
            scores=dict.fromkeys(self.roles, 0),
            hunches=hunches,
            drawn=dict.fromkeys(self.roles, 1),
        )
        state.say(f"The race to {target} begins. Red goes first.")
        return state

    def active(self, state: RaceState) -> list[str]:
        return [state.turn]

    def _prompt(self, state: RaceState, role: str) -> tuple[str, list[Choice]]:
        return f"You have {state.scores[role]} of {state.target}.", [
            Choice(verb="roll", arg=1, label="Roll one die"),
            Choice(verb="roll", arg=2, label="Roll two dice"),
            Choice(verb="hunch", label="Score your hunch"),
            Choice(verb="stop", label="End your turn"),
        ]

    def _apply(self, state: RaceState, role: str, choice: Choice) -> None:
        name = self.role_name(role)
        if choice.verb == "roll":
            dice = [state.rng.between(1, 6) for _ in range(int(choice.arg or 1))]
            double = state.options["double_sixes"]
            state.scores[role] += sum(12 if die == 6 and double else die for die in dice)
            state.say(f"{name} rolls {dice}: {state.scores[role]}.")
        elif choice.verb == "hunch":
            state.scores[role] += state.hunches[role]
            state.say(f"{name} scores a hunch of {state.hunches[role]}: {state.scores[role]}.")
            state.hunches[role] = state.rng.between(1, 6)
            state.drawn[role] += 1
        else:
            state.turn = "blue" if role == "red" else "red"
            state.say(f"{name} stops.")
        if state.scores[role] >= state.target:
            state.outcome = Outcome(winners=[role], reason=f"{name} reached {state.target}")

    def board(self, state: RaceState) -> Board:
        return Board(headline=f"Red {state.scores['red']}, Blue {state.scores['blue']}")

    def private(self, state: RaceState, role: str) -> Private:
        return Private(text=f"Your hunch number {state.drawn[role]}: {state.hunches[role]}")


RACE = RaceTitle()


async def new_race(store: Store, scenario: str = "marathon", **options: bool):
    return await store.create_game(
        RACE.id, scenario, options, owner_id=OWNER, guild_id=1, channel_id=2, seed=SEED
    )


async def started_race(store: Store, scenario: str = "marathon", **options: bool):
    game = await new_race(store, scenario, **options)
    await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", BLUE_PLAYER)
    return await store.start(game.id, OWNER)


async def play(store: Store, game_id: int, role: str, verb: str, arg: int | None = None):
    """Make a choice on the game's current version, as a player clicking a fresh prompt."""
    game = await store.get_game(game_id)
    assert game is not None
    return await store.submit(
        game_id,
        role,
        Choice(verb=verb, arg=arg),
        user_id=PLAYERS[role],
        expected_version=game.version,
    )


async def play_to_end(store: Store, game_id: int):
    """Red rolls two dice until Red wins: at least 2 a roll, so a sprint ends within 5 rolls."""
    while True:
        submitted = await play(store, game_id, "red", "roll", 2)
        if submitted.game.status == "ended":
            return submitted
