"""Checking a stored game against its log: the log is the truth and the stored state a cache.

Carrying out actions and replaying them lives in `rules.core.replay`, shared with
`python -m rules.verify`; this module compares the result with what the database holds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import Title
from rules.core.replay import ReplayError, replay
from rules.core.tables import Table

from .records import ActionRecord, VerifyResult


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
        # Compared by value: the stored state's log is kept apart (storage/public_log.py) and
        # put back after its other fields.
        if json.loads(replayed) != json.loads(stored_state):
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
