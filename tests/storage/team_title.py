"""A tiny title for the storage tests of a decision several roles make as one (`Title.shares`).

"Test Team": Red and Blue are one team, Green plays alone. On the team's turn Red and Blue are
both asked, and either of them passes for the team (its decision is theirs as one); then Green
passes, and the team's turn comes again. Nothing is ever won.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rules.core import BaseTitle, Board, Choice, GameState, Private, Rng, Scenario, seed_from_text
from storage import Store

OWNER, RED_PLAYER, BLUE_PLAYER, GREEN_PLAYER = 100, 201, 202, 203
TEAM = ("red", "blue")


class TeamState(GameState):
    turn: str = "team"  # "team" (Red and Blue) or "green"


class TeamTitle(BaseTitle[TeamState]):
    id: ClassVar[str] = "test-team"
    name: ClassVar[str] = "Test Team"
    roles: ClassVar[tuple[str, ...]] = ("red", "blue", "green")
    role_names: ClassVar[dict[str, str]] = {"red": "Red", "blue": "Blue", "green": "Green"}
    scenarios: ClassVar[dict[str, Scenario]] = {
        "only": Scenario(id="only", name="The team against Green")
    }
    state_type = TeamState

    def _setup(self, state_fields: dict[str, Any], rng: Rng) -> TeamState:
        state = TeamState(**state_fields, rng=rng)
        state.say("The team goes first.")
        return state

    def active(self, state: TeamState) -> list[str]:
        return list(TEAM) if state.turn == "team" else ["green"]

    def shares(self, state: TeamState, role: str) -> tuple[str, ...]:
        return TEAM if state.turn == "team" and role in TEAM else (role,)

    def _prompt(self, state: TeamState, role: str) -> tuple[str, list[Choice]]:
        return "Your turn.", [Choice(verb="pass", label="Pass")]

    def _apply(self, state: TeamState, role: str, choice: Choice) -> None:
        state.say(f"{self.role_name(role)} passes.")
        state.turn = "green" if state.turn == "team" else "team"

    def pass_choice(self, state: TeamState, role: str) -> Choice | None:
        return Choice(verb="pass")

    def board(self, state: TeamState) -> Board:
        return Board(headline=f"The {state.turn}'s turn")

    def private(self, state: TeamState, role: str) -> Private:
        return Private(text="")


TEAM_TITLE = TeamTitle()


async def team_game(store: Store, seats: dict[str, int | str]):
    """A started game of Test Team: each role held by the user id ``seats`` gives it, or by
    the computer at the level it names."""
    game = await store.create_game(
        TEAM_TITLE.id,
        "only",
        {},
        owner_id=OWNER,
        guild_id=1,
        channel_id=2,
        seed=seed_from_text("test team"),
    )
    for role, holder in seats.items():
        if isinstance(holder, str):
            await store.set_computer(game.id, role, holder, user_id=OWNER)  # type: ignore[arg-type]
        else:
            await store.join(game.id, role, holder)
    return await store.start(game.id, OWNER)
