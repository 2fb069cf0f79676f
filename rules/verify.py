"""``python -m rules.verify export.json``: replay a game's export from its seed and check it.

`/game export` attaches a JSON file (written by `storage.export`); once the game is over it
holds the secret seed, so anyone with these open-source rules can check that every roll and
shuffle came from the seed committed to before the game began (README.md, "Verify the dice").
This module is the format's reference: the file is one JSON object with

* ``format`` (`FORMAT`) and ``version`` (`VERSION`);
* ``game_id``, ``title`` (``id`` and ``name``), ``scenario``, ``options``, ``status`` (lobby,
  active, ended, abandoned), ``created_at``, ``seats`` (role -> Discord user id) and
  ``role_names`` (role -> the name players read);
* ``commitment``: the SHA-256 of the seed, published when the game was created;
* ``seed``: only once the game is over (ended or abandoned);
* ``outcome``: the winners and the reason once the game has ended, else null;
* ``redacted``: while the game runs, what is withheld and why;
* ``setup``: ``log``, the public log lines of the set-up, and, once the game is over,
  ``state_sha256``;
* ``actions``: one entry per logged action, in order: ``seq`` (1, 2, ...), ``kind`` (choice,
  roll, table, undo), ``role`` (who chose, or took a choice back; null for a roll or a table),
  ``user_id``, ``created_at``, ``request`` (a roll's ``expression``, a table's ``table`` and
  ``args``, each with ``who`` as the log names them; an undo's ``undoes``; a table's ``args``
  is a `rules.core.tables.TableRequest`, with ``version`` 2, or in an export of an action
  logged before that model, `Table.resolve`'s keyword arguments), ``log`` (the public
  log lines the action added: a roll's dice are there) and, once the game is over, a choice's
  ``verb``, ``arg`` and ``label`` and every action's ``state_sha256``: the SHA-256 of the
  state's JSON after it (`state_sha256`), which covers what the log does not show, such as
  hands and the order of the deck.

The check: the seed's SHA-256 must be the commitment, then the game is set up from the seed
and every action carried out again with `rules.core.replay.replay_steps`, the same code the
bot runs; each action's log lines, label and state hash must be what the replay gives. The
first difference is reported with the action where it appeared.

Exit codes: 0 verified; 1 the export and the replay differ (or the seed does not match the
commitment); 2 nothing could be checked: no such file, not an export, or a game still running,
whose seed is still secret.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

import rules

from .core import GameState, RuleError, Title, commitment, full_stop, plural
from .core.replay import ReplayError, replay_steps
from .core.tables import TableRequest

FORMAT = "wargame-referee-export"
VERSION = 1
OVER = ("ended", "abandoned")

_SEED = re.compile(r"^[0-9a-f]{64}$")


def state_sha256(state: GameState) -> str:
    """The SHA-256 (hex) of a state's JSON, as the export gives it once the game is over. The
    log's message ids (``said``, and the outcome's) are left out: they say the English lines
    of the log again in another language and change nothing of the game, and exports made
    before them verify."""
    left_out = {"said": True, "outcome": {"said"}}
    return hashlib.sha256(state.model_dump_json(exclude=left_out).encode()).hexdigest()


def describe_action(entry: Mapping[str, Any], role_names: Mapping[str, str]) -> tuple[str, str]:
    """Who made an export's action and what it was, as people read them.

    A choice of a game still running says only that a choice was made: what it was stays
    secret until the game is over.
    """
    kind = entry.get("kind")
    role = entry.get("role")
    request = entry.get("request") or {}
    if kind in ("roll", "table"):
        who = str(request.get("who", "someone"))
    else:
        who = role_names.get(role, str(role)) if role is not None else "nobody"
    if kind == "roll":
        what = f"rolled {request.get('expression')}"
    elif kind == "table":
        spelled = _table_inputs(str(request.get("table")), request.get("args") or {})
        what = f"looked up {request.get('table')}" + (f" ({spelled})" if spelled else "")
    elif kind == "undo":
        what = f"took back action {request.get('undoes')}"
    elif kind == "choice" and entry.get("verb") is None:
        what = "made a choice (shown once the game is over)"
    elif kind == "choice":
        verb, arg = entry.get("verb"), entry.get("arg")
        plain = verb if arg is None else f"{verb} {arg}"
        label = entry.get("label")
        what = f"chose {label} [{plain}]" if label else f"chose {plain}"
    else:
        what = f"an action of unknown kind {kind!r}"
    return who, what


def _table_inputs(table_id: str, args: Any) -> str:
    """What a look-up was given, in words; a damaged request as it is written."""
    if not isinstance(args, Mapping):
        return str(args)
    try:
        return TableRequest.from_log(table_id, args).describe()
    except RuleError:
        return ", ".join(f"{key} {value}" for key, value in args.items())


# --- reading an export ---------------------------------------------------------------------


class ExportTitle(BaseModel):
    id: str
    name: str = ""


class ExportSetup(BaseModel):
    log: list[str]
    state_sha256: str | None = None


class ExportAction(BaseModel):
    """One action of an export: what `replay_steps` needs, and what the replay must give."""

    model_config = ConfigDict(extra="allow")

    seq: int
    kind: str
    role: str | None = None
    user_id: int | None = None
    created_at: str = ""
    verb: str | None = None
    arg: str | int | None = None
    label: str | None = None
    request: dict[str, Any] | None = None
    log: list[str]
    state_sha256: str | None = None


class Export(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: str
    version: int
    game_id: int
    title: ExportTitle
    scenario: str
    options: dict[str, bool]
    status: str
    commitment: str
    seed: str | None = None
    seats: dict[str, int] = {}
    role_names: dict[str, str] = {}
    outcome: dict[str, Any] | None = None
    setup: ExportSetup
    actions: list[ExportAction]


class CannotVerify(Exception):
    """Nothing could be checked; the message says why (exit code 2)."""


def load_export(path: Path) -> Export:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CannotVerify(f"There is no file {path}.") from None
    except (OSError, UnicodeDecodeError) as error:
        raise CannotVerify(full_stop(f"Cannot read {path}: {error}")) from None
    try:
        data = json.loads(text)
    except ValueError as error:
        raise CannotVerify(f"{path} is not JSON ({error}), so not a game export.") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CannotVerify(
            f'{path} is not a game export: it has no "format": "{FORMAT}". '
            "Use the JSON file that `/game export` attaches."
        )
    if data.get("version") != VERSION:
        raise CannotVerify(
            f"{path} is an export of version {data.get('version')!r}; this verifier reads "
            f"version {VERSION}. Use the verifier of the bot's release that made it."
        )
    try:
        return Export.model_validate(data)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or 'the top'}: {e['msg']}" for e in error.errors()[:5]
        )
        raise CannotVerify(full_stop(f"{path} is a damaged export: {problems}")) from None


# --- checking it -----------------------------------------------------------------------------


class Verdict(BaseModel):
    """The outcome of a check: ``ok``, and the lines to print."""

    ok: bool
    lines: list[str]


def _lines(lines: Sequence[str]) -> list[str]:
    return [f"    {line}" for line in lines] or ["    (no log line)"]


def _diverged(
    export: Export,
    entry: ExportAction | None,
    problem: str,
    said: list[str] | None = None,
    got: list[str] | None = None,
) -> Verdict:
    if entry is None:
        where = ["MISMATCH at the set-up, before action 1:"]
    else:
        who, what = describe_action(entry.model_dump(), export.role_names)
        user = f" <{entry.user_id}>" if entry.user_id is not None else ""
        where = [
            f"MISMATCH at action {entry.seq} of {len(export.actions)} ({entry.kind}, "
            f"{entry.created_at or 'no time given'}):",
            f"  who:  {who}{user}",
            f"  what: {what}",
        ]
    compared = []
    if said is not None and got is not None:
        compared = ["  the export says:", *_lines(said), "  the replay gives:", *_lines(got)]
    return Verdict(
        ok=False,
        lines=[
            *where,
            f"  {problem}",
            *compared,
            "Everything before it matched. The export was changed after it was made, or it "
            "was made from a log that these rules do not reproduce.",
        ],
    )


def _draws(state: GameState) -> int:
    return state.rng.counter


def _label(title: Title, before: GameState, entry: ExportAction) -> str | None:
    """The label the rules gave the choice when it was made."""
    if entry.role is None:
        return None
    for choice in title.view(before, entry.role).choices:
        if choice.verb == entry.verb and choice.arg == entry.arg:
            return choice.label
    return None


def verify(export: Export, titles: Mapping[str, Title], tables: Mapping[str, Any]) -> Verdict:
    """Replay ``export`` from its seed; raises `CannotVerify` when it cannot be replayed."""
    title = titles.get(export.title.id)
    if title is None:
        known = ", ".join(sorted(titles)) or "none"
        raise CannotVerify(
            f"The export is of title {export.title.id!r}, which these rules do not know "
            f"(they know: {known}). Use a release of the rules that has it."
        )
    game = f"Game {export.game_id} ({export.title.name or export.title.id}, {export.scenario})"
    if export.seed is None:
        if export.status in OVER:
            raise CannotVerify(
                f"This export of {game} has no seed although the game is over "
                f"({export.status}): export it again."
            )
        running = {"lobby": "still in the lobby", "active": "still being played"}
        status = running.get(export.status, export.status)
        raise CannotVerify(
            f"{game} is {status}, so its export holds no seed: the seed stays secret until "
            "the game is over, and without it no roll or shuffle can be replayed. What you "
            "can check now: the commitment in this export, "
            f"{export.commitment}, is the one posted when the game was created, and every "
            "roll result is in the log. When the game has ended (or is abandoned), export it "
            "again: the seed will be in it and this command replays every roll and shuffle."
        )
    if not _SEED.match(export.seed):
        return Verdict(
            ok=False, lines=[f"The seed {export.seed!r} is not 64 lowercase hexadecimal digits."]
        )
    if commitment(export.seed) != export.commitment:
        return Verdict(
            ok=False,
            lines=[
                "MISMATCH: the seed does not match the commitment.",
                f"  the seed {export.seed}",
                f"  has SHA-256 {commitment(export.seed)},",
                f"  but the commitment posted is {export.commitment}.",
                "So these rolls did not come from the seed committed to before the game.",
            ],
        )

    try:
        before = title.setup(export.seed, export.scenario, dict(export.options))
    except Exception as error:  # the rules refuse the scenario or an option
        return Verdict(ok=False, lines=[f"The game cannot be set up again: {error}"])
    if before.log != export.setup.log:
        return _diverged(export, None, "its log differs:", export.setup.log, before.log)
    if export.setup.state_sha256 not in (None, state_sha256(before)):
        return _diverged(
            export,
            None,
            "the state after the set-up (the order of the deck...) differs:",
            [f"state SHA-256 {export.setup.state_sha256}"],
            [f"state SHA-256 {state_sha256(before)}"],
        )
    drawing = 1 if _draws(before) else 0
    steps = replay_steps(
        title,
        tables,
        seed=export.seed,
        scenario=export.scenario,
        options=dict(export.options),
        actions=export.actions,
    )
    for entry in export.actions:
        try:
            _, after, _ = next(steps)
        except ReplayError as error:
            return _diverged(export, entry, f"the rules refuse it: {error.error}")
        added = after.log[len(before.log) :]
        if added != entry.log:
            return _diverged(export, entry, "its log lines differ:", entry.log, added)
        if entry.kind == "choice" and entry.label is not None:
            label = _label(title, before, entry)
            if label != entry.label:
                return _diverged(
                    export,
                    entry,
                    "what its button said differs:",
                    [entry.label],
                    [label or "(no such choice was legal)"],
                )
        if entry.state_sha256 is not None and entry.state_sha256 != state_sha256(after):
            return _diverged(
                export,
                entry,
                "the state after it differs, though its log lines match (hands, the deck...):",
                [f"state SHA-256 {entry.state_sha256}"],
                [f"state SHA-256 {state_sha256(after)}"],
            )
        drawing += _draws(after) != _draws(before)
        before = after
    outcome = before.outcome.model_dump() if before.outcome is not None else None
    if outcome != export.outcome or (export.status == "ended") != (outcome is not None):
        return Verdict(
            ok=False,
            lines=[
                "MISMATCH at the end:",
                f"  the export says the game is {export.status}, outcome {export.outcome},",
                f"  the replay ends with outcome {outcome}.",
            ],
        )
    unhashed = sum(entry.state_sha256 is None for entry in [export.setup, *export.actions])
    ending = export.status
    if outcome:
        winners = ", ".join(export.role_names.get(r, r) for r in outcome["winners"]) or "nobody"
        ending += f", {winners} won: {outcome['reason']}"
    # The outcome's reason may be a sentence with its own full stop: end the line once.
    summary = (
        f"verified: {plural(len(export.actions), 'action')}, "
        f"{plural(drawing, 'roll/shuffle', 'rolls/shuffles')} checked "
        f"({plural(_draws(before), 'number')} drawn from the seed), seed matches commitment"
    )
    if unhashed:
        summary += f" ({plural(unhashed, 'step')} without a state hash: log lines only)"
    return Verdict(ok=True, lines=[full_stop(f"{game}: {ending}"), summary])


# --- the command -----------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m rules.verify",
        description="Replay a game exported with /game export from its revealed seed and "
        "check every roll and shuffle. Exit code 0: verified; 1: the export and the replay "
        "differ; 2: nothing could be checked.",
    )
    parser.add_argument("export", type=Path, help="the JSON file /game export attached")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        verdict = verify(load_export(args.export), rules.TITLES, rules.TABLES)
    except CannotVerify as error:
        print(f"Cannot verify: {error}", file=sys.stderr)
        return 2
    print("\n".join(verdict.lines))
    return 0 if verdict.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
