"""A game's export: the JSON file and the readable log that `/game export` attaches.

`build_export` replays the game's log from its seed (with `rules.core.replay.replay_steps`,
the code the bot plays with) to give every action the public log lines it added, and writes
the format that ``python -m rules.verify`` reads (its module docstring is the reference).
`readable_log` spells the same export out for people.

What an export shows depends on whether the game is over (ARCHITECTURE.md, "Dice you can verify"):

* While the game runs, only what is public already: the commitment, the set-up and every
  action's kind, who made it and when, the roll and table requests and the public log lines
  (so every die result is in it). Not the seed, of course, and not what a choice was: a
  choice's verb and argument can name a card committed face down or discarded in secret
  (ARCHITECTURE.md, "The rules protocol": choices are private too). ``redacted`` says so in
  the file.
* Once the game is over (ended or abandoned): the seed as well, every choice's verb, argument
  and label, and after the set-up and after every action the SHA-256 of the state's JSON.
  The log lines only show what was public; the state hashes let the verifier confirm what
  never was, the shuffles, hands and draws, action by action.

Why the state hashes wait for the end: before it, a hash would let nobody check anything
(recomputing it needs the seed), yet it would be a fingerprint of hidden information. A state
differs from what the public knows only by a few hidden cards, a committed attack or a deck
order that is mostly deducible late in a game; anyone could try every possible hand until a
hash matches and so read a secret hand off the export. Today's states happen to carry the
secret seed too, which would defeat such a search, but an export must not rest its secrecy
on what a title's state happens to contain.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import Title, commitment
from rules.core.replay import replay_steps
from rules.core.tables import Table
from rules.verify import FORMAT, OVER, VERSION, describe_action, state_sha256

from .records import ActionRecord, GameRecord

REDACTED = (
    "The seed, what each choice was and the state hashes are shown once the game is over: "
    "a choice can name a card committed face down or discarded in secret. Export the game "
    "again when it is over to check every roll and shuffle with "
    "`.venv/bin/python -m rules.verify` (in a clone of the bot)."
)


def is_over(game: GameRecord) -> bool:
    return game.status in OVER


def build_export(
    title: Title,
    tables: Mapping[str, Table],
    game: GameRecord,
    actions: Sequence[ActionRecord],
    seed: str,
) -> dict[str, Any]:
    """The JSON-ready export of ``game``; only a game that is over reveals its ``seed``.

    Raises `ValueError` when ``seed`` is not the game's (its SHA-256 is not the commitment)
    and `rules.core.replay.ReplayError` when the stored log does not replay.
    """
    if commitment(seed) != game.commitment:
        raise ValueError(f"That seed is not game {game.id}'s: it does not match the commitment.")
    if game.title != title.id:
        raise ValueError(f"Game {game.id} is of title {game.title!r}, not {title.id!r}.")
    over = is_over(game)
    before = title.setup(seed, game.scenario, game.options)
    setup: dict[str, Any] = {"log": list(before.log)}
    if over:
        setup["state_sha256"] = state_sha256(before)
    entries = []
    steps = replay_steps(
        title, tables, seed=seed, scenario=game.scenario, options=game.options, actions=actions
    )
    for action, after, _ in steps:
        entry: dict[str, Any] = {
            "seq": action.seq,
            "kind": action.kind,
            "role": action.role,
            "user_id": action.user_id,
            "created_at": action.created_at.isoformat(),
            "request": action.request,
        }
        if over and action.kind == "choice":
            entry["verb"] = action.verb
            entry["arg"] = action.arg
            entry["label"] = _label(title, before, action)
        # The public log only grows, an undo included: what an action added is its tail.
        entry["log"] = after.log[len(before.log) :]
        if over:
            entry["state_sha256"] = state_sha256(after)
        entries.append(entry)
        before = after
    export: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game.id,
        "title": {"id": title.id, "name": title.name},
        "scenario": game.scenario,
        "options": dict(game.options),
        "status": game.status,
        "created_at": game.created_at.isoformat(),
        "commitment": game.commitment,
    }
    if over:
        export["seed"] = seed
    else:
        export["redacted"] = REDACTED
    outcome = before.outcome
    export |= {
        "seats": dict(game.seats),
        "role_names": {role: title.role_name(role) for role in title.roles_in(game.scenario)},
        "outcome": outcome.model_dump() if outcome is not None else None,
        "setup": setup,
        "actions": entries,
    }
    return export


def export_json(export: Mapping[str, Any]) -> str:
    """The export file's text. `/game export` and ``python -m storage export`` both write this,
    so a game's export is the same file whichever wrote it."""
    return json.dumps(export, indent=1, ensure_ascii=False)


def _label(title: Title, before: Any, action: ActionRecord) -> str | None:
    """What the button said: the label of the legal choice that was made."""
    assert action.role is not None
    for choice in title.view(before, action.role).choices:
        if choice.verb == action.verb and choice.arg == action.arg:
            return choice.label
    return None


def readable_log(export: Mapping[str, Any]) -> str:
    """The export as plain text people can read: a header, then every action with its lines."""
    names: Mapping[str, str] = export.get("role_names", {})
    title = export["title"]
    header = [
        f"Game {export['game_id']}: {title['name']} ({title['id']}), scenario {export['scenario']}",
    ]
    options = export.get("options") or {}
    if options:
        spelled = ", ".join(f"{key} {'on' if on else 'off'}" for key, on in options.items())
        header.append(f"Options: {spelled}")
    header.append(f"Created: {export['created_at']}")
    status = export["status"]
    outcome = export.get("outcome")
    if outcome:
        winners = ", ".join(names.get(r, r) for r in outcome["winners"]) or "nobody"
        status += f": {winners} won. {outcome['reason']}"
    header.append(f"Status: {status}")
    seats = ", ".join(f"{names.get(role, role)} <{user}>" for role, user in export["seats"].items())
    header.append(f"Seats: {seats or 'none'}")
    header.append(f"Commitment (SHA-256 of the seed): {export['commitment']}")
    if "seed" in export:
        header.append(f"Seed: {export['seed']}")
        header.append(
            "Check every roll and shuffle (in a clone of the bot): "
            ".venv/bin/python -m rules.verify <the JSON export>"
        )
    else:
        header.append(f"Secret until the game is over: {export.get('redacted', REDACTED)}")
    body = ["", "Set-up", *_indented(export["setup"]["log"])]
    for entry in export["actions"]:
        who, what = describe_action(entry, names)
        user = f" <{entry['user_id']}>" if entry.get("user_id") is not None else ""
        body.append("")
        body.append(f"{entry['seq']}. {entry['created_at']} · {who}{user} · {what}")
        body += _indented(entry["log"])
    return "\n".join(header + body) + "\n"


def _indented(lines: Sequence[str]) -> list[str]:
    return [f"    {line}" for line in lines]
