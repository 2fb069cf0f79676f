"""Whole games played through the store, for the replay page's tests (bot/replay): random legal
choices of whoever must act, from a fixed seed, with a spectator's roll now and then; a game
still going at the fuzzer's cap for its title is abandoned (its seed is then revealed, as for a
game that ended). Each gives its export while it ran (halfway) and once over, and the store's
public boards."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules import ORACLES, get_title
from rules.core import Board, seed_from_text
from storage import Store

OWNER, SPECTATOR = 10, 99
STEP_CAP = 3000  # the fuzzer's own cap (tests/titles), for a title that gives none


@dataclass
class Played:
    running: dict[str, Any]  # the export halfway
    running_boards: list[Board]
    running_state: Any  # the game's state then
    over: dict[str, Any]  # the export once over
    boards: list[Board]
    database: str  # the store's URL, the game its game 1


async def play(title_id: str, scenario: str, path: Path, seed: int = 1) -> Played:
    title = get_title(title_id)
    url = f"sqlite:///{path}"
    store = await Store.open(url)
    try:
        game = await store.create_game(
            title_id,
            scenario,
            {},
            owner_id=OWNER,
            guild_id=1,
            channel_id=2,
            seed=seed_from_text(f"replay {title_id} {scenario} {seed}"),
        )
        roles = title.roles_in(scenario)
        users = {role: 100 + k for k, role in enumerate(roles)}
        for role, user in users.items():
            await store.join(game.id, role, user)
        submitted = await store.start(game.id, OWNER)
        rng = random.Random(seed)
        cap = ORACLES[title_id].playout_cap() or STEP_CAP
        halfway = None
        for step in range(cap):
            if submitted.game.status != "active":
                break
            if step % 25 == 7:
                submitted, _ = await store.roll(game.id, SPECTATOR, "2d6")
            state = submitted.state
            role = rng.choice(title.view(state, None).active)
            choice = rng.choice(title.view(state, role).choices)
            submitted = await store.submit(
                game.id, role, choice, user_id=users[role], expected_version=submitted.version
            )
            if step == 40:
                _, state = await store.load(game.id)
                halfway = (
                    await store.export(game.id),
                    await store.public_boards(game.id),
                    state,
                )
        if submitted.game.status == "active":
            await store.abandon(game.id, OWNER)
        assert halfway is not None, "the game ended within 40 choices"
        over = await store.export(game.id)
        return Played(*halfway, over, await store.public_boards(game.id), url)
    finally:
        await store.close()
