"""Golden games: seeded games of fixed actions for every title, scenario and option, each action
with the hash of the state after it and the public log lines it added, kept in files beside
this module (``games/``), as python-chess keeps its perft counts. `test_golden.py` replays them
and finds every hash and line as it was: a refactor that changes neither the rules nor their
reading leaves them all unchanged.

Per scenario of each title (rules.TITLES), two games:

* **scripted**: the scripted player (`Title.scripted`) on every seat, as the computer players'
  bench plays it (bench/computer.py), the role to move picked by a seeded `random.Random` where
  several are asked at once (simultaneous choices), up to `SCRIPTED_CAP` actions: the game as a
  rules-reader plays it, elections, attacks and National Emergencies included;
* **random**: the fuzzer's policy (tests/rules/test_fuzz.py: uniform, one pick in three among
  the choices without an argument, an interrupt now and then), with, now and then, a take-back
  of the last choice where the title allows it and a dice roll someone asks for (the actions of
  kind ``undo`` and ``roll`` that `rules.core.replay.Replayer` carries out), up to `RANDOM_CAP`
  actions; the same again with each option switched the other way.

The files are written by ``python -m tests.golden.games`` and never by hand. Write them again
only when a rule's reading changes, and say in the commit which rule and why the games moved.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules import TABLES, TITLES
from rules.core import Title, seed_from_text
from rules.core.protocol import Choice, GameState
from rules.core.replay import Replayer
from tests.rules.test_fuzz import P_INTERRUPT, _pick

HERE = Path(__file__).parent / "games"
SCRIPTED_CAP = 600
RANDOM_CAP = 300
# The random policy is the fuzzer's pick and interrupt rate, with these take-backs and rolls.
P_UNDO = 1 / 25
P_ROLL = 1 / 50


@dataclass(frozen=True)
class Golden:
    """One golden game: where its file is and how it is set up."""

    title_id: str
    scenario: str
    options: dict[str, bool]
    policy: str  # "scripted" or "random"

    @property
    def name(self) -> str:
        flipped = sorted(key for key, on in self.options.items() if on != self._default(key))
        return "-".join([self.scenario, *flipped, self.policy])

    @property
    def path(self) -> Path:
        return HERE / self.title_id / f"{self.name}.jsonl"

    @property
    def seed(self) -> str:
        return seed_from_text(f"golden {self.title_id} {self.name}")

    def _default(self, key: str) -> bool:
        return TITLES[self.title_id].options[key].default


def goldens() -> list[Golden]:
    """Every golden game the repository keeps (the module docstring)."""
    found = []
    for title_id, title in TITLES.items():
        defaults = {key: spec.default for key, spec in title.options.items()}
        for scenario in title.scenarios:
            found.append(Golden(title_id, scenario, defaults, "scripted"))
            found.append(Golden(title_id, scenario, defaults, "random"))
            for key in title.options:
                found.append(
                    Golden(title_id, scenario, {**defaults, key: not defaults[key]}, "random")
                )
    return found


def state_hash(state: GameState) -> str:
    """The first 16 hex digits of the SHA-256 of the state's JSON, as the store keeps it."""
    return hashlib.sha256(state.model_dump_json().encode()).hexdigest()[:16]


def play(golden: Golden) -> Iterator[dict[str, Any]]:
    """The golden game's actions, played afresh by its policy, each as its file's line holds
    it."""
    title = TITLES[golden.title_id]
    replayer = Replayer.from_seed(
        title,
        TABLES,
        seed=golden.seed,
        scenario=golden.scenario,
        options=golden.options,
    )
    rng = random.Random(golden.seed)
    cap = SCRIPTED_CAP if golden.policy == "scripted" else RANDOM_CAP
    for seq in range(1, cap + 1):
        action = _next(title, replayer, rng, golden.policy)
        if action is None:
            return
        before = replayer.state
        replayer.step(seq=seq, **action)
        yield {
            "seq": seq,
            **action,
            "hash": state_hash(replayer.state),
            "log": replayer.state.log[len(before.log) :],
        }


def _next(title: Title, replayer: Replayer, rng: random.Random, policy: str) -> dict | None:
    """The next action of ``policy``, or None when nobody has anything to do."""
    state = replayer.state
    if state.outcome is not None:
        return None
    asked = {role: title.choices(state, role) for role in title.active(state)}
    asked = {role: choices for role, choices in asked.items() if choices}
    if policy == "scripted":
        if not asked:
            return None
        role = sorted(asked)[rng.randrange(len(asked))]
        choice = title.scripted(state, role)
        if choice is None:
            raise ValueError(f"{title.id} has no scripted choice for {role}")
        return _choice(role, choice)
    extra = {role: title.interrupts(state, role) for role in title.roles_in(state.scenario)}
    if rng.random() < P_INTERRUPT and any(extra.values()):
        role = rng.choice(sorted(role for role, found in extra.items() if found))
        return _choice(role, rng.choice(extra[role]))
    if not asked:
        return None
    role = sorted(asked)[rng.randrange(len(asked))]
    last = replayer.last_in_force()
    if last is not None and rng.random() < P_UNDO and title.undo_refusal(state, role) is None:
        return {
            "kind": "undo",
            "role": role,
            "verb": None,
            "arg": None,
            "request": {"undoes": last},
        }
    if rng.random() < P_ROLL:
        request = {"expression": "2d6", "roles": [role]}
        return {"kind": "roll", "role": role, "verb": None, "arg": None, "request": request}
    return _choice(role, _pick(rng, asked[role]))


def _choice(role: str, choice: Choice) -> dict[str, Any]:
    return {"kind": "choice", "role": role, "verb": choice.verb, "arg": choice.arg, "request": None}


def header(golden: Golden) -> dict[str, Any]:
    return {
        "title": golden.title_id,
        "scenario": golden.scenario,
        "options": golden.options,
        "policy": golden.policy,
        "seed": golden.seed,
        "written by": "python -m tests.golden.games (tests/golden/games.py); never by hand",
    }


def write(golden: Golden) -> int:
    """Write ``golden``'s file afresh; the number of actions it holds."""
    golden.path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(header(golden), ensure_ascii=False)]
    lines += [json.dumps(action, ensure_ascii=False) for action in play(golden)]
    golden.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 1


def read(golden: Golden) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``golden``'s file: its header and its actions."""
    first, *rest = golden.path.read_text(encoding="utf-8").splitlines()
    return json.loads(first), [json.loads(line) for line in rest]


if __name__ == "__main__":
    wanted = sys.argv[1:]
    for golden in goldens():
        if not wanted or golden.title_id in wanted:
            print(f"{golden.path.relative_to(HERE)}: {write(golden)} actions", flush=True)
