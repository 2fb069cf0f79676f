"""`/game export`'s JSON and readable log (ARCHITECTURE.md, "The action log and replay"): while a
game runs its export shows only what is public; once it is over, the seed, every choice and the
state hashes that ``python -m rules.verify`` checks."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from typing import Any

import pytest

import rules
from rules.core import seed_from_text
from rules.spanish_civil_war import ORACLE, TITLE
from storage import Store, Submitted
from storage.export import build_export, readable_log
from tests.rules.spanish_civil_war.scw_build import quick_choice

SEED = seed_from_text("export tests")
OWNER, SPECTATOR = 10, 99
PLAYERS = {"nationalists": 11, "republicans": 12}
STEP_CAP = 400  # quick_choice ends a game in about 110 choices


@pytest.fixture
async def store(open_store) -> Store:
    return await open_store(titles=rules.TITLES, tables=rules.TABLES)


async def start_game(store: Store) -> Submitted:
    game = await store.create_game(
        TITLE.id, "standard", {}, owner_id=OWNER, guild_id=1, channel_id=2, seed=SEED
    )
    for role, user_id in PLAYERS.items():
        await store.join(game.id, role, user_id)
    return await store.start(game.id, OWNER)


async def play(
    store: Store, submitted: Submitted, clock, stop: Callable[[Any], bool] = lambda s: False
) -> Submitted:
    """Play by `quick_choice` until the game ends or ``stop(state)``; a spectator rolls now and then
    and the Nationalists take back their first commitment once."""
    game_id, undone = submitted.game.id, False
    for step in range(STEP_CAP):
        state = submitted.state
        if submitted.game.status != "active" or stop(state):
            return submitted
        clock.advance(minutes=7)
        if step % 25 == 0:
            submitted, _ = await store.roll(game_id, SPECTATOR, "2d6+1")
        role = TITLE.view(state, None).active[0]
        choices = TITLE.view(state, role).choices
        choice = choices[quick_choice(role, choices)]
        submitted = await store.submit(
            game_id, role, choice, user_id=PLAYERS[role], expected_version=submitted.version
        )
        if choice.verb == "commit" and not undone:
            submitted, undone = await store.undo(game_id, PLAYERS[role]), True
            submitted = await store.submit(
                game_id, role, choice, user_id=PLAYERS[role], expected_version=submitted.version
            )
    raise AssertionError(f"no end after {STEP_CAP} choices")


async def export_of(store: Store, game_id: int) -> dict[str, Any]:
    game = await store.get_game(game_id)
    assert game is not None
    return build_export(TITLE, rules.TABLES, game, await store.actions(game_id), SEED)


def attack_committed(state) -> bool:
    """In the first attack, the Nationalists have confirmed cards the Republicans cannot see."""
    return state.phase == "attack" and "nationalists" in state.finished


def named(term: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text) is not None


async def test_a_running_game_exports_only_what_is_public(store, clock) -> None:
    submitted = await play(store, await start_game(store), clock, stop=attack_committed)
    state = submitted.state
    assert state.committed["nationalists"], "the Nationalists' attack is still face down"
    export = await export_of(store, submitted.game.id)
    text = json.dumps(export, ensure_ascii=False)
    assert json.loads(text) == export  # JSON-ready as it is

    assert "seed" not in export and SEED not in text
    assert "shown once the game is over" in export["redacted"]
    assert "state_sha256" not in export["setup"]
    for entry in export["actions"]:
        assert not {"verb", "arg", "label", "state_sha256"} & set(entry), entry
    # No card that is in a hand, committed ones included, is named anywhere in the file or
    # the readable log; choices would have named them ("commit french-monarchists").
    hidden = set().union(*(ORACLE.secrets(state, role) for role in TITLE.roles))
    assert set(state.committed["nationalists"]) <= hidden
    log = readable_log(export)
    for where in (text, log):
        assert [card for card in hidden if named(card, where)] == []

    assert export["status"] == "active" and export["outcome"] is None
    assert export["commitment"] == hashlib.sha256(bytes.fromhex(SEED)).hexdigest()
    assert export["seats"] == PLAYERS
    assert export["setup"]["log"] == state.log[: len(export["setup"]["log"])]
    assert export["setup"]["log"][0].startswith("The shared deck of 74 cards is shuffled.")
    # What the actions added, in order, is the whole public log after the set-up.
    lines = [line for entry in export["actions"] for line in entry["log"]]
    assert export["setup"]["log"] + lines == state.log
    actions = await store.actions(submitted.game.id)
    assert [e["seq"] for e in export["actions"]] == list(range(1, len(actions) + 1))
    assert [(e["kind"], e["role"], e["user_id"]) for e in export["actions"]] == [
        (a.kind, a.role, a.user_id) for a in actions
    ]
    assert export["actions"][0]["created_at"] == actions[0].created_at.isoformat()

    [roll] = [e for e in export["actions"] if e["kind"] == "roll"]
    assert roll["request"] == {"expression": "2d6+1", "who": "a spectator", "roles": []}
    [line] = roll["log"]
    assert re.fullmatch(r"🎲 a spectator rolled 2d6\+1: \[\d, \d\] \+1 = \d+( \(doubles\))?", line)
    [undo] = [e for e in export["actions"] if e["kind"] == "undo"]
    assert undo["request"] == {"undoes": undo["seq"] - 1} and undo["role"] == "nationalists"


async def test_an_ended_game_exports_the_seed_every_choice_and_the_state_hashes(
    store, clock
) -> None:
    submitted = await play(store, await start_game(store), clock)
    assert submitted.game.status == "ended"
    export = await export_of(store, submitted.game.id)
    actions = await store.actions(submitted.game.id)

    assert export["seed"] == SEED and "redacted" not in export
    assert export["outcome"] == submitted.state.outcome.model_dump()
    assert export["format"] == "wargame-referee-export" and export["version"] == 1
    assert export["title"] == {"id": "spanish-civil-war", "name": "Spanish Civil War"}
    assert (export["scenario"], export["options"]) == ("standard", submitted.game.options)
    choices = [e for e in export["actions"] if e["kind"] == "choice"]
    assert [(e["verb"], e["arg"]) for e in choices] == [
        (a.verb, a.arg) for a in actions if a.kind == "choice"
    ]
    assert all(e["label"] for e in choices)
    assert "commit" in {e["verb"] for e in choices}
    # The ids that say the log and the outcome again in another language are left out.
    left_out = {"said": True, "outcome": {"said"}}
    final = hashlib.sha256(submitted.state.model_dump_json(exclude=left_out).encode()).hexdigest()
    assert export["actions"][-1]["state_sha256"] == final
    hashes = [export["setup"]["state_sha256"]] + [e["state_sha256"] for e in export["actions"]]
    assert all(re.fullmatch(r"[0-9a-f]{64}", h) for h in hashes)
    # The log only grows, an undo included; rolls have their results in their lines.
    lines = [line for entry in export["actions"] for line in entry["log"]]
    assert export["setup"]["log"] + lines == submitted.state.log
    rolls = [e for e in export["actions"] if e["kind"] == "roll"]
    assert len(rolls) >= 3
    assert all(e["log"][0].startswith("🎲 a spectator rolled 2d6+1: [") for e in rolls)

    log = readable_log(export)
    assert f"Seed: {SEED}" in log
    assert "Status: ended: Nationalists won." in log
    assert "python -m rules.verify" in log


async def test_an_abandoned_game_reveals_its_seed_too(store, clock) -> None:
    submitted = await play(store, await start_game(store), clock, stop=attack_committed)
    await store.abandon(submitted.game.id, OWNER)
    export = await export_of(store, submitted.game.id)
    assert export["status"] == "abandoned" and export["seed"] == SEED
    assert export["outcome"] is None
    assert all("state_sha256" in e for e in export["actions"])
    assert {e["verb"] for e in export["actions"] if e["kind"] == "choice"} >= {"commit", "done"}


async def test_the_readable_log_says_who_did_what_and_when(store, clock) -> None:
    submitted = await play(store, await start_game(store), clock, stop=attack_committed)
    await store.roll(submitted.game.id, PLAYERS["republicans"], "1d6")
    export = await export_of(store, submitted.game.id)
    log = readable_log(export)
    head, _, body = log.partition("\n\nSet-up\n")
    title_line = "Game 1: Spanish Civil War (spanish-civil-war), scenario standard"
    assert head.splitlines()[0] == title_line
    assert f"Commitment (SHA-256 of the seed): {export['commitment']}" in head
    assert "Seats: Nationalists <11>, Republicans <12>" in head
    assert "Seed:" not in log and "Secret until the game is over:" in head
    roll, choice = export["actions"][:2]
    [undo] = [e for e in export["actions"] if e["kind"] == "undo"]
    assert roll["kind"] == "roll" and choice["kind"] == "choice"
    assert f"\n\n1. {roll['created_at']} · a spectator <99> · rolled 2d6+1\n    🎲 " in body
    assert (
        f"\n\n2. {choice['created_at']} · Nationalists <11> · made a choice "
        "(shown once the game is over)\n\n3. " in body
    )
    assert (
        f"\n\n{undo['seq']}. {undo['created_at']} · Nationalists <11> · took back action "
        f"{undo['seq'] - 1}\n    ↩️ Nationalists took back their last choice.\n" in body
    )
    last = export["actions"][-1]
    assert log.endswith(
        f"{last['seq']}. {last['created_at']} · Republicans <12> · rolled 1d6\n"
        f"    {last['log'][0]}\n"
    )
    assert last["log"][0].startswith("🎲 Republicans rolled 1d6: [")


async def test_an_export_needs_the_games_own_seed(store, clock) -> None:
    submitted = await start_game(store)
    game = await store.get_game(submitted.game.id)
    with pytest.raises(ValueError, match="does not match the commitment"):
        build_export(TITLE, rules.TABLES, game, [], seed_from_text("another seed"))
