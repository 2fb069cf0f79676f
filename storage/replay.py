"""Replaying a game's log from its seed: the log is the truth and the stored state a cache.

`perform` is the one place an action of any kind is carried out, both when a player makes it
and when the log is replayed, so the two cannot drift apart.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import Choice, RuleError, Title
from rules.core.requests import roll_in_game, table_in_game
from rules.core.tables import Table

from .errors import ReplayError
from .records import ActionKind, ActionRecord, VerifyResult


def find_table(tables: Mapping[str, Table], table_id: str) -> Table:
    try:
        return tables[table_id]
    except KeyError:
        allowed = ", ".join(sorted(tables)) or "none"
        raise RuleError(f"There is no table {table_id!r}. Tables: {allowed}.") from None


def perform(
    title: Title,
    tables: Mapping[str, Table],
    state: Any,
    *,
    kind: ActionKind,
    role: str | None,
    verb: str | None,
    arg: str | int | None,
    request: dict[str, Any] | None,
) -> tuple[Any, Any]:
    """Carry out one action; return the new state and, for a roll or a table, its result."""
    if kind == "choice":
        assert role is not None and verb is not None
        return title.apply(state, role, Choice(verb=verb, arg=arg)), None
    assert request is not None
    if kind == "roll":
        return roll_in_game(state, request["expression"], request["who"])
    table = find_table(tables, request["table"])
    return table_in_game(state, table, request["who"], **request["args"])


def replay(
    title: Title,
    tables: Mapping[str, Table],
    *,
    seed: str,
    scenario: str,
    options: dict[str, bool],
    actions: Sequence[ActionRecord],
) -> Any:
    """The state that setting up from the seed and applying every action in order gives."""
    state = title.setup(seed, scenario, options)
    for expected_seq, action in enumerate(actions, start=1):
        if action.seq != expected_seq:
            gap = ValueError(f"the log jumps from action {expected_seq - 1} to {action.seq}")
            raise ReplayError(action.seq, gap)
        try:
            state, _ = perform(
                title,
                tables,
                state,
                kind=action.kind,
                role=action.role,
                verb=action.verb,
                arg=action.arg,
                request=action.request,
            )
        # Any failure, a rules bug included, must be reported against its action, so that
        # `verify` goes on to check the other games.
        except Exception as error:
            raise ReplayError(action.seq, error) from error
    return state


def verify_game(
    title: Title | None,
    tables: Mapping[str, Table],
    *,
    game_id: int,
    title_id: str,
    seed: str,
    scenario: str,
    options: dict[str, bool],
    actions: Sequence[ActionRecord],
    stored_state: str,
    stored_version: int,
) -> VerifyResult:
    """Compare a game's stored state and version with what its log replays to."""
    expected_version = 1 + len(actions)
    result = {
        "game_id": game_id,
        "title": title_id,
        "actions": len(actions),
        "expected_version": expected_version,
        "found_version": stored_version,
    }
    if title is None:
        return VerifyResult(**result, consistent=False, problem=f"unknown title {title_id!r}")
    problems = []
    if stored_version != expected_version:
        problems.append(
            f"version should be {expected_version} (1 + {len(actions)} actions), "
            f"found {stored_version}"
        )
    try:
        replayed = replay(
            title, tables, seed=seed, scenario=scenario, options=options, actions=actions
        ).model_dump_json()
    except ReplayError as error:
        problems.append(f"replay failed: {error}")
    else:
        if replayed != stored_state:
            problems.append(f"state differs at {first_difference(stored_state, replayed)}")
    return VerifyResult(
        **result, consistent=not problems, problem="; ".join(problems) if problems else None
    )


def first_difference(stored: str, replayed: str) -> str:
    """A short hint at where two JSON states part: the first differing key path."""
    try:
        stored_value = json.loads(stored)
    except ValueError:
        return "the top: the stored state is not valid JSON"
    path = _difference(stored_value, json.loads(replayed), "")
    return path or "the text only: same values, different JSON layout"


def _difference(stored: Any, replayed: Any, path: str) -> str | None:
    here = path or "the top"
    if isinstance(stored, dict) and isinstance(replayed, dict):
        for key in [*stored, *(k for k in replayed if k not in stored)]:
            inner = f"{path}.{key}" if path else str(key)
            if key not in replayed:
                return f"{inner} (stored but not replayed)"
            if key not in stored:
                return f"{inner} (replayed but not stored)"
            found = _difference(stored[key], replayed[key], inner)
            if found:
                return found
        return None
    if isinstance(stored, list) and isinstance(replayed, list):
        for index, (left, right) in enumerate(zip(stored, replayed, strict=False)):
            found = _difference(left, right, f"{path}[{index}]")
            if found:
                return found
        if len(stored) != len(replayed):
            return f"{here} ({len(stored)} items stored, {len(replayed)} replayed)"
        return None
    if stored == replayed and type(stored) is type(replayed):
        return None
    return f"{here} (stored {_short(stored)}, replayed {_short(replayed)})"


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."
