"""``python -m rules.verify export.json`` (rules/verify.py; README.md, "Verify the dice"): a
finished game's export replays from its revealed seed; a die result, a choice or the seed
changed in the file is caught and the action where replay parted is named. An export written
before `/table` requests had a version (tests/rules/fixtures/README.md) still verifies."""

from __future__ import annotations

import asyncio
import copy
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.core import Choice, Title, seed_from_text
from rules.core.tables import TableRequest
from rules.invasion_1812 import TITLE as INVASION
from rules.invasion_1812.factions import SIDE_OF
from rules.spanish_civil_war import TITLE
from rules.verify import main
from storage import Store
from storage.export import build_export
from tests.rules.spanish_civil_war.scw_build import quick_choice

ROOT = Path(__file__).resolve().parents[2]
SEED = seed_from_text("verify tests")
OWNER, SPECTATOR = 10, 99
PLAYERS = {"nationalists": 11, "republicans": 12}
STEP_CAP = 400  # quick_choice ends a game in about 110 choices


async def _export(store: Store, game_id: int, title: Title = TITLE) -> dict[str, Any]:
    game = await store.get_game(game_id)
    assert game is not None
    return build_export(title, rules.TABLES, game, await store.actions(game_id), SEED)


async def _started(store: Store):
    """A Spanish Civil War game from SEED, seated and started: (game, its start)."""
    game = await store.create_game(
        TITLE.id, "standard", {}, owner_id=OWNER, guild_id=1, channel_id=2, seed=SEED
    )
    for role, user_id in PLAYERS.items():
        await store.join(game.id, role, user_id)
    return game, await store.start(game.id, OWNER)


async def _play(url: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A whole game through the store, with a spectator's rolls, a table look-up and an undo:
    its export while it ran (after 30 choices) and once it had ended."""
    store = await Store.open(url)
    try:
        game, submitted = await _started(store)
        running, undone = None, False
        for step in range(STEP_CAP):
            if submitted.game.status != "active":
                break
            if step % 20 == 0:
                submitted, _ = await store.roll(game.id, SPECTATOR, "2d6")
            if step == 30:
                running = await _export(store, game.id)
                contest = "canadian-civil-war/contest"
                # As /table asks (bot/dice/_cog.py): the request model's JSON.
                request = TableRequest(table=contest, attacker=5, defender=2)
                submitted, _ = await store.resolve_table(
                    game.id, SPECTATOR, contest, request.model_dump(mode="json")
                )
            state = submitted.state
            role = TITLE.view(state, None).active[0]
            choices = TITLE.view(state, role).choices
            choice = choices[quick_choice(role, choices)]
            user_id = PLAYERS[role]
            submitted = await store.submit(
                game.id, role, choice, user_id=user_id, expected_version=submitted.version
            )
            if choice.verb == "commit" and not undone:
                submitted, undone = await store.undo(game.id, user_id), True
        assert submitted.game.status == "ended" and running is not None
        return running, await _export(store, game.id)
    finally:
        await store.close()


@pytest.fixture(scope="module")
def exports(tmp_path_factory) -> tuple[dict[str, Any], dict[str, Any]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('verify') / 'games.sqlite3'}"
    return asyncio.run(_play(url))


@pytest.fixture
def running(exports) -> dict[str, Any]:
    return copy.deepcopy(exports[0])


@pytest.fixture
def ended(exports) -> dict[str, Any]:
    return copy.deepcopy(exports[1])


def write(tmp_path: Path, export: Any, name: str = "export.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(export, ensure_ascii=False), encoding="utf-8")
    return path


def verify(capsys, path: Path) -> tuple[int, str, str]:
    code = main([str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def change_a_die(export: dict[str, Any]) -> tuple[dict[str, Any], str, str]:
    """The export with the first die of its first roll changed; the roll's entry and lines."""
    roll = next(e for e in export["actions"] if e["kind"] == "roll")
    honest = roll["log"][0]
    first = int(re.search(r"\[(\d)", honest)[1])
    roll["log"][0] = honest.replace(f"[{first}", f"[{first % 6 + 1}", 1)
    return roll, honest, roll["log"][0]


def test_a_finished_games_export_verifies(capsys, tmp_path, ended) -> None:
    code, out, err = verify(capsys, write(tmp_path, ended))
    assert (code, err) == (0, "")
    rolls = [e for e in ended["actions"] if e["kind"] in ("roll", "table")]
    assert len(rolls) >= 5
    summary = re.fullmatch(
        r"verified: (\d+) actions, (\d+) rolls/shuffles checked \((\d+) numbers drawn from "
        r"the seed\), seed matches commitment",
        out.splitlines()[-1],
    )
    assert summary is not None, out
    assert int(summary[1]) == len(ended["actions"])
    assert int(summary[2]) >= len(rolls) + 1  # and the shuffle at the set-up
    assert out.startswith("Game 1 (Spanish Civil War, standard): ended, Nationalists won: ")


def test_a_changed_die_fails_and_names_the_roll(capsys, tmp_path, ended) -> None:
    roll, honest, forged = change_a_die(ended)
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.splitlines()[:3] == [
        f"MISMATCH at action {roll['seq']} of {len(ended['actions'])} "
        f"(roll, {roll['created_at']}):",
        f"  who:  a spectator <{SPECTATOR}>",
        "  what: rolled 2d6",
    ]
    said, got = out.split("the export says:")[1].split("the replay gives:")
    assert forged in said and honest in got


def test_the_command_line_verifies_and_catches_a_changed_die(tmp_path, ended) -> None:
    good = write(tmp_path, ended, "good.json")
    roll, _, _ = change_a_die(ended)
    forged = write(tmp_path, ended, "forged.json")
    command = [sys.executable, "-m", "rules.verify"]
    ok = subprocess.run([*command, str(good)], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    assert "seed matches commitment" in ok.stdout
    bad = subprocess.run([*command, str(forged)], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode == 1, bad.stderr
    assert f"MISMATCH at action {roll['seq']} " in bad.stdout and "rolled 2d6" in bad.stdout


def test_a_choice_the_rules_refuse_is_named(capsys, tmp_path, ended) -> None:
    commit = next(e for e in ended["actions"] if e.get("verb") == "commit")
    commit["arg"] = "no-such-card"
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.startswith(f"MISMATCH at action {commit['seq']} of ")
    assert "  who:  Nationalists <11>\n" in out
    assert "[commit no-such-card]" in out
    assert "the rules refuse it: 'commit no-such-card' is not a legal choice now." in out


def test_a_hidden_change_is_caught_by_the_state_hash(capsys, tmp_path, ended) -> None:
    """Two cards committed the other way round: legal, and no log line shows it at once."""
    entries = ended["actions"]
    first = next(
        i
        for i, e in enumerate(entries[:-1])
        if e.get("verb") == "commit" and entries[i + 1].get("verb") == "commit"
    )
    a, b = entries[first], entries[first + 1]
    (a["arg"], a["label"]), (b["arg"], b["label"]) = (b["arg"], b["label"]), (a["arg"], a["label"])
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.startswith(f"MISMATCH at action {a['seq']} of ")
    assert "the state after it differs, though its log lines match" in out
    assert f"state SHA-256 {a['state_sha256']}" in out.split("the replay gives:")[0]


def test_a_changed_seed_fails_on_the_commitment(capsys, tmp_path, ended) -> None:
    ended["seed"] = seed_from_text("a seed that suits me better")
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.startswith("MISMATCH: the seed does not match the commitment.")
    assert ended["commitment"] in out


def test_a_new_seed_and_commitment_fail_at_the_set_up(capsys, tmp_path, ended) -> None:
    ended["seed"] = seed_from_text("a seed that suits me better")
    ended["commitment"] = rules.core.commitment(ended["seed"])
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.startswith("MISMATCH at the set-up, before action 1:")


def test_a_missing_action_is_named(capsys, tmp_path, ended) -> None:
    del ended["actions"][3]
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert out.startswith("MISMATCH at action 5 of ")
    assert "the log jumps from action 3 to 5" in out


def test_a_running_games_export_cannot_be_replayed_yet(capsys, tmp_path, running) -> None:
    assert "seed" not in running
    code, out, err = verify(capsys, write(tmp_path, running))
    assert (code, out) == (2, "")
    assert err.startswith("Cannot verify: Game 1 (Spanish Civil War, standard) is still being")
    assert "the seed stays secret until the game is over" in err
    assert running["commitment"] in err
    assert "export it again: the seed will be in it" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "There is no file"),
        ("{not json", "is not JSON"),
        ("[1, 2]", 'is not a game export: it has no "format": "wargame-referee-export"'),
        ('{"format": "wargame-referee-export", "version": 7}', "export of version 7"),
        ('{"format": "wargame-referee-export", "version": 1}', "is a damaged export: game_id"),
    ],
)
def test_a_broken_file_is_explained(capsys, tmp_path, content, message) -> None:
    path = tmp_path / "export.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = verify(capsys, path)
    assert (code, out) == (2, "")
    assert err.startswith("Cannot verify: ") and message in err
    assert "Traceback" not in err


# --- an export written before table requests had a version ----------------------------------

FIXTURE = ROOT / "tests" / "rules" / "fixtures" / "export-before-table-requests.json"


def _fixture() -> dict[str, Any]:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_an_export_from_before_table_requests_had_a_version_still_verifies(capsys) -> None:
    export = _fixture()
    look_ups = [e["request"]["args"] for e in export["actions"] if e["kind"] == "table"]
    assert len(look_ups) == 6 and not any("version" in args for args in look_ups)
    assert any("roll" in args for args in look_ups) and any("extra" in args for args in look_ups)
    code, out, err = verify(capsys, FIXTURE)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Game 1 (Spanish Civil War, standard): abandoned.",
        "verified: 35 actions, 9 rolls/shuffles checked (86 numbers drawn from the seed), "
        "seed matches commitment",
    ]


def test_the_command_line_verifies_the_export_from_before_table_requests() -> None:
    command = [sys.executable, "-m", "rules.verify", str(FIXTURE)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (0, ""), done.stdout
    assert "verified: 35 actions" in done.stdout


def test_a_changed_die_in_an_old_form_look_up_is_caught_and_described(capsys, tmp_path) -> None:
    export = _fixture()
    entry = next(e for e in export["actions"] if "roll" in (e["request"] or {}).get("args", {}))
    assert entry["request"]["args"]["roll"] == 4
    entry["request"]["args"]["roll"] = 5
    code, out, _ = verify(capsys, write(tmp_path, export))
    assert code == 1
    assert out.splitlines()[:3] == [
        f"MISMATCH at action {entry['seq']} of 35 (table, {entry['created_at']}):",
        f"  who:  a spectator <{SPECTATOR}>",
        "  what: looked up canadian-civil-war/contest (attacker 3, defender 2, die 5, modifier "
        "unfriendly-legislative)",
    ]
    said, got = out.split("the export says:")[1].split("the replay gives:")
    assert "die 4 +2" in said and "die 5 +2" in got


def test_a_new_form_look_up_is_logged_with_its_version_and_described(capsys, tmp_path, ended):
    entry = next(e for e in ended["actions"] if e["kind"] == "table")
    assert entry["request"]["args"]["version"] == 2
    entry["request"]["args"]["defender"] = 1
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 1
    assert "  what: looked up canadian-civil-war/contest (attacker 5, defender 1)\n" in out


# --- what the verifier prints, in words ------------------------------------------------------

# Two full stops in a row that are not part of an ellipsis ("..." or "…").
DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
SIDES_1812 = {"british": 21, "american": 22}


def _hurry_1812(choices: list[Choice]) -> Choice:
    """A policy that ends an 1812 Introductory game early: every faction plays its Truce card
    as soon as it can ("The game ends if at the end of a round all Truce Cards of one or both
    sides have been played"), fights what it must and moves nothing."""
    for choice in choices:
        if "Truce" in choice.label:
            return choice
    for verb in ("enlist", "skip", "end", "hold", "done", "cancel"):
        found = next((c for c in choices if c.verb == verb), None)
        if found is not None:
            return found
    return choices[0]


async def _play_1812(url: str) -> dict[str, Any]:
    """A whole 1812 game through the store: its export once it has ended."""
    store = await Store.open(url)
    try:
        game = await store.create_game(
            INVASION.id,
            "1812-introductory",
            {},
            owner_id=OWNER,
            guild_id=1,
            channel_id=2,
            seed=SEED,
        )
        for role in INVASION.roles:
            await store.join(game.id, role, SIDES_1812[SIDE_OF[role]])
        submitted = await store.start(game.id, OWNER)
        for _ in range(STEP_CAP):
            if submitted.game.status != "active":
                break
            state = submitted.state
            role = INVASION.view(state, None).active[0]
            choice = _hurry_1812(INVASION.view(state, role).choices)
            user_id = SIDES_1812[SIDE_OF[role]]
            submitted = await store.submit(
                game.id, role, choice, user_id=user_id, expected_version=submitted.version
            )
        assert submitted.game.status == "ended"
        return await _export(store, game.id, INVASION)
    finally:
        await store.close()


async def _abandoned_after_one_choice(url: str) -> dict[str, Any]:
    """A Spanish Civil War game abandoned after its first choice: an export of one action."""
    store = await Store.open(url)
    try:
        game, submitted = await _started(store)
        role = TITLE.view(submitted.state, None).active[0]
        choice = TITLE.view(submitted.state, role).choices[0]
        await store.submit(
            game.id, role, choice, user_id=PLAYERS[role], expected_version=submitted.version
        )
        await store.abandon(game.id, OWNER)
        return await _export(store, game.id)
    finally:
        await store.close()


def test_a_finished_1812_games_verdict_has_no_double_full_stop(capsys, tmp_path) -> None:
    """An 1812 game's outcome reason is a sentence with its own full stop ("... Control
    Markers: a tie, 0 each."); the verdict line that quotes it must not add a second one."""
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    ended = asyncio.run(_play_1812(url))
    assert ended["outcome"]["reason"].endswith(".")
    code, out, err = verify(capsys, write(tmp_path, ended))
    assert (code, err) == (0, ""), out
    first = out.splitlines()[0]
    assert first.startswith("Game 1 (1812: The Invasion of Canada, 1812-introductory): ended, ")
    assert first.endswith(ended["outcome"]["reason"]), first
    assert not DOUBLE_STOP.search(out), out


@pytest.mark.parametrize(
    "content",
    [
        None,
        "{not json",
        "[1, 2]",
        '{"format": "wargame-referee-export", "version": 7}',
        '{"format": "wargame-referee-export", "version": 1}',
    ],
)
def test_no_message_of_the_verifier_ends_in_two_full_stops(capsys, tmp_path, content) -> None:
    path = tmp_path / "export.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    _, out, err = verify(capsys, path)
    assert not DOUBLE_STOP.search(out + err), out + err


def test_the_verdict_counts_one_action_and_one_step_in_the_singular(capsys, tmp_path) -> None:
    """ "verified: 1 action, 1 roll/shuffle checked", not "1 actions, 1 rolls/shuffles"."""
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    abandoned = asyncio.run(_abandoned_after_one_choice(url))
    assert len(abandoned["actions"]) == 1 and abandoned["status"] == "abandoned"
    code, out, _ = verify(capsys, write(tmp_path, abandoned))
    assert code == 0, out
    assert out.splitlines()[-1].startswith("verified: 1 action, 1 roll/shuffle checked ("), out


def test_one_step_without_a_state_hash_is_counted_in_the_singular(capsys, tmp_path, ended) -> None:
    ended["actions"][0]["state_sha256"] = None
    code, out, _ = verify(capsys, write(tmp_path, ended))
    assert code == 0, out
    assert out.rstrip().endswith("(1 step without a state hash: log lines only)"), out
