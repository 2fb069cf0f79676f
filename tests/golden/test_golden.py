"""The golden games (games.py) replay as they were recorded: after every action the same state
hash and the same public log lines, in every title, scenario and option. A refactor must leave
them all unchanged; a change of a rule's reading writes them again (``python -m
tests.golden.games``), with the rule and the reason in the commit."""

from __future__ import annotations

import json

import pytest

from rules import TABLES, TITLES
from rules.core.replay import Replayer
from tests.golden.games import HERE, Golden, goldens, header, read, state_hash

GOLDENS = goldens()


def first_difference(golden: Golden, actions: list[dict]) -> str | None:
    """Where replaying ``actions`` from ``golden``'s seed first parts from what they recorded
    (the action, the hash or the log lines), or None when every one is as recorded."""
    replayer = Replayer.from_seed(
        TITLES[golden.title_id],
        TABLES,
        seed=golden.seed,
        scenario=golden.scenario,
        options=golden.options,
    )
    for action in actions:
        before = replayer.state
        where = f"{golden.path.name}, action {action['seq']} ({action['role']} {action['kind']}"
        where += f" {action['verb']} {action['arg']})" if action["kind"] == "choice" else ")"
        try:
            replayer.step(
                **{key: action[key] for key in ("seq", "kind", "role", "verb", "arg", "request")}
            )
        except Exception as error:  # a rules bug must be reported against its action too
            return f"{where}: refused now: {error!r}"
        lines = replayer.state.log[len(before.log) :]
        if lines != action["log"]:
            return f"{where}: the log now says {lines!r}, it said {action['log']!r}"
        found = state_hash(replayer.state)
        if found != action["hash"]:
            return f"{where}: the state's hash is {found}, it was {action['hash']}"
    return None


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: f"{g.title_id}/{g.name}")
def test_a_golden_game_replays_as_recorded(golden: Golden) -> None:
    recorded, actions = read(golden)
    assert recorded == header(golden), f"{golden.path.name}: its set-up is not the one written"
    assert actions, f"{golden.path.name} holds no action"
    assert first_difference(golden, actions) is None, first_difference(golden, actions)


def test_every_title_scenario_and_option_has_its_golden_games_and_no_file_is_left_over() -> None:
    kept = {path for path in HERE.rglob("*.jsonl")}
    assert kept == {golden.path for golden in GOLDENS}
    for title_id, title in TITLES.items():
        for scenario in title.scenarios:
            policies = {
                g.policy for g in GOLDENS if (g.title_id, g.scenario) == (title_id, scenario)
            }
            assert policies == {"scripted", "random"}, (title_id, scenario)


def test_the_golden_games_take_back_choices_and_roll_dice_somewhere_in_every_title() -> None:
    for title_id in TITLES:
        kinds = {
            action["kind"]
            for golden in GOLDENS
            if golden.title_id == title_id
            for action in read(golden)[1]
        }
        assert kinds == {"choice", "undo", "roll"}, (title_id, kinds)


def test_a_changed_hash_a_changed_line_and_a_refused_action_are_each_found_at_their_action() -> (
    None
):
    golden = next(g for g in GOLDENS if g.policy == "scripted")
    _, actions = read(golden)
    said = next(i for i, action in enumerate(actions) if action["log"])
    actions = actions[: said + 1]
    changed = json.loads(json.dumps(actions))
    changed[said]["log"][0] += " (changed)"
    assert f"action {said + 1} " in first_difference(golden, changed)
    changed = json.loads(json.dumps(actions))
    changed[said]["hash"] = "0" * 16
    assert f"action {said + 1} " in first_difference(golden, changed)
    assert "hash" in first_difference(golden, changed)
    changed = json.loads(json.dumps(actions))
    changed[0]["verb"] = "no-such-verb"
    assert "action 1 " in first_difference(golden, changed)
    assert "refused" in first_difference(golden, changed)
    assert first_difference(golden, actions) is None
