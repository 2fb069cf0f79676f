"""`python -m bot.console` plays a game to the end and behaves well at every prompt
(README, "Play in the console")."""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import re
import select
import shlex
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot import console
from bot.console import main_async
from rules import get_title
from rules.core import Rng, seed_from_text
from storage import Store
from tests.bot.computer_play import (
    Policy,
    commanded,
    every_attempt_opposed_creates,
    hits_on_allies_together,
    hurried_or_random,
    joins_every_attempt,
    leads_allies_into_battle,
)

ROOT = Path(__file__).resolve().parents[2]
MENU_LINE = re.compile(r"^\s+(\d+)\. (.*)$")
SEAT_QUESTION = "Which seat is playing?"
HINT = re.compile(r"Resume with: (.+)")
# The Nationalists attack with everything and take Territory; the Republicans never commit.
PREFERENCES = {
    "Nationalists": ["Take a Territory", "Commit", "Confirm", "Done", "Pass"],
    "Republicans": ["Confirm", "Done", "Pass"],
}


def seats_with_choices(database: Path) -> list[str]:
    """The names of the seats of the database's only game that have a choice now."""
    with contextlib.closing(sqlite3.connect(database)) as raw:
        title_id, text = raw.execute("SELECT title, state FROM games").fetchone()
    title = get_title(title_id)
    state = title.load(text)
    return [title.role_name(r) for r in title.roles if title.view(state, r).choices]


class Player:
    """Answers the console's questions by reading the menu it just printed. Given the database,
    it notes at every seat question the seats offered and the seats that have a choice."""

    def __init__(self, screen: io.StringIO, database: Path | None = None) -> None:
        self.screen = screen
        self.database = database
        self.answers = 0
        self.seat_questions: list[tuple[list[str], list[str]]] = []

    def __call__(self, prompt: str) -> str:
        self.answers += 1
        assert self.answers < 2000, "the console game did not end"
        text = self.screen.getvalue()
        asked = text.rfind(SEAT_QUESTION)
        if asked > text.rfind("\n["):
            if self.database is not None:
                offered = [m[2] for m in map(MENU_LINE.match, text[asked:].splitlines()) if m]
                self.seat_questions.append((offered, seats_with_choices(self.database)))
            return "1"
        last = text[text.rfind("\n[") + 1 :]
        seat = re.match(r"\[(\w+)\]", last)
        menu = [MENU_LINE.match(line) for line in last.splitlines()]
        options = [(int(m[1]), m[2]) for m in menu if m]
        for wanted in PREFERENCES[seat[1]] if seat else []:
            for number, label in options:
                if label.startswith(wanted):
                    return str(number)
        return "1"


async def test_the_console_plays_a_game_to_the_end_which_exports_and_verifies(tmp_path):
    screen = io.StringIO()
    player = Player(screen)
    url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    argv = ["--database", url, "--title", "spanish-civil-war", "--seed", "console test"]
    with contextlib.redirect_stdout(screen):
        code = await main_async(argv, read=player)
    out = screen.getvalue()
    assert code == 0
    assert "Game over. Winner: Nationalists." in out
    assert re.search(r"Seed: [0-9a-f]{64}", out)
    assert SEAT_QUESTION in out, "simultaneous phases ask which seat plays"
    # A console game once could not be exported, so nobody could check its dice.
    export = tmp_path / "game-1-export.json"
    for module, *args in [
        ("storage", "export", "1", "--database", url, "--output", str(export)),
        ("rules.verify", str(export)),
    ]:
        done = subprocess.run(
            [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout + done.stderr


async def test_one_person_plays_against_the_computer_in_the_console(tmp_path):
    """Issue 15: `--computer ROLE[:LEVEL]` seats the computer; the person is never asked for
    its seat, never shown its hand, and the game plays to its end, each side's decisions its
    own seat's (`commanded`)."""
    screen = io.StringIO()
    player = Player(screen)
    url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    argv = ["--database", url, "--title", "spanish-civil-war", "--seed", "versus"]
    argv += ["--computer", "republicans:easy"]
    with contextlib.redirect_stdout(screen):
        code = await main_async(argv, read=player)
    out = screen.getvalue()
    assert code == 0 and "Game over. Winner:" in out
    assert "🤖 Republicans (computer, easy) has chosen." in out
    assert "[Republicans]" not in out, "the computer's seat was offered at the keyboard"
    assert SEAT_QUESTION not in out, "only one seat is at the keyboard"
    store = await Store.open(url)
    try:
        game = await store.get_game(1)
        assert game is not None and game.computers == {"republicans": "easy"}
        assert not await commanded(store, 1)
    finally:
        await store.close()


class Person:
    """Answers the console as one person playing ``role`` by ``policy``: the steps of each whole
    move it picks, one prompt at a time, read off the game in the database (the console saves
    every move as it is made, and its menu lists the seat's choices in their order)."""

    def __init__(self, database: Path, role: str, policy: Policy, seed: str) -> None:
        self.database, self.role, self.policy = database, role, policy
        self.rng = Rng(seed=seed_from_text(seed))
        self.planned: list = []
        self.answers = 0

    def __call__(self, prompt: str) -> str:
        self.answers += 1
        assert self.answers < 3000, "the console game did not end"
        with contextlib.closing(sqlite3.connect(self.database)) as raw:
            title_id, text = raw.execute("SELECT title, state FROM games").fetchone()
        title = get_title(title_id)
        state = title.load(text)
        choices = title.view(state, self.role).choices
        offered = [(c.verb, c.arg) for c in choices]
        if not self.planned or (self.planned[0].verb, self.planned[0].arg) not in offered:
            self.planned = list(self.policy(title, state, self.role, self.rng))
        step = self.planned.pop(0)
        return str(offered.index((step.verb, step.arg)) + 1)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("title_id", "scenario", "person", "computers", "policy"),
    [
        ("crisis-2020", "state-of-emergency", "rebel", {"government": "easy"}, hurried_or_random),
        (
            "canadian-civil-war",
            "quiet-revolution",
            "red",
            {"orange": "easy", "green": "easy"},
            joins_every_attempt,
        ),
        (
            "invasion-1812",
            "1812-introductory",
            "canadian-militia",
            dict.fromkeys(
                ("british-regulars", "native-americans", "american-regulars", "american-militia"),
                "easy",
            ),
            leads_allies_into_battle,
        ),
    ],
    ids=["crisis-2020", "canadian-civil-war", "invasion-1812"],
)
async def test_one_person_beside_computer_seats_is_asked_for_every_decision_of_their_side(
    tmp_path, monkeypatch, title_id, scenario, person, computers, policy
):
    """In the console (`Title.shares`): one person beside computer seats plays to the end and is
    asked for every decision of their own side (`commanded`, from the log of actions), never for a
    computer seat's. The Canadian Civil War's Red joins the National Emergency a computer seat
    attempts and commands the Side she shares with it (10.27). Both computer seats are Easy: Normal
    attempts only as a last bid, as the rulebook's player does, and joins an attempt it expects the
    Prime Minister to oppose, which would leave the Emergency uncreated (10.11, 11.31); the seeds
    below have the other Easy seat oppose, so that it is created. 1812's Canadian Militia choose the
    casualties of the battles they fight beside their allies (3. Battles)."""
    every_attempt_opposed_creates(monkeypatch)
    hits_on_allies_together(monkeypatch, "canadian-militia")
    # The computer's seeds in turn, not fresh ones: the same game at every run (these have Green
    # oppose Orange's attempt).
    seeds = (f"console computer d {n}" for n in itertools.count())
    monkeypatch.setattr(console, "new_seed", lambda: seed_from_text(next(seeds)))
    database = tmp_path / "console.sqlite3"
    url = f"sqlite:///{database}"
    argv = ["--database", url, "--title", title_id, "--scenario", scenario, "--seed", "beside"]
    for role, level in computers.items():
        argv += ["--computer", f"{role}:{level}"]
    screen = io.StringIO()
    with contextlib.redirect_stdout(screen):
        code = await main_async(argv, read=Person(database, person, policy, "console person"))
    out = screen.getvalue()
    assert code == 0 and "Game over." in out
    title = get_title(title_id)
    assert SEAT_QUESTION not in out, "only one seat is at the keyboard"
    for role in computers:
        assert f"[{title.role_name(role)}]" not in out, f"{role} was offered at the keyboard"
    store = await Store.open(url)
    try:
        beside = await commanded(store, 1)
        _, state = await store.load(1)
    finally:
        await store.close()
    if title_id == "canadian-civil-war":
        ally = state.emergency.attempter
        assert state.emergency.sides[ally] == state.emergency.sides[person]
        # Her Side's decisions, from its first (the call-up, a deployment or a Movement Phase:
        # 10.23, 10.3, 10.4) to the end, were hers; its computer seat made none (`commanded`).
        assert set(beside) == {ally} and beside[ally] > 0, beside
    elif title_id == "invasion-1812":
        assert set(beside) <= {"british-regulars", "native-americans"} and beside, beside
    else:
        assert not beside


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--computer", "republicans:genius"], "'genius' is not a level"),
        (["--computer", "reds"], "--computer names reds, not a role of this game"),
        (["--game", "1", "--computer", "republicans"], "a resumed game keeps its seats"),
    ],
)
async def test_a_wrong_computer_seat_is_one_clear_line(tmp_path, argv, message, capsys):
    url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    base = ["--database", url, "--title", "spanish-civil-war"]
    with pytest.raises(SystemExit) if "genius" in argv[1] else contextlib.nullcontext():
        code = await main_async(base + argv, read=Player(io.StringIO()))
        assert code == 2
    captured = capsys.readouterr()
    assert message in captured.err + captured.out


async def test_the_seat_question_comes_only_when_two_seats_can_choose(tmp_path):
    """Once asked before most choices. Now only when two seats have a choice at once, and
    once for both: the seat picked goes on until it has chosen, then the other one plays."""
    database = tmp_path / "seats.sqlite3"
    screen = io.StringIO()
    player = Player(screen, database)
    argv = ["--database", f"sqlite:///{database}", "--title", "spanish-civil-war", "--seed", "s"]
    with contextlib.redirect_stdout(screen):
        assert await main_async(argv, read=player) == 0
    assert "Game over." in screen.getvalue()
    assert player.seat_questions, "simultaneous phases still ask which seat plays"
    for offered, choosing in player.seat_questions:
        assert len(offered) >= 2 and sorted(offered) == sorted(choosing)
    # After a seat question, every seat it offered plays before the next one is asked.
    played_after: list[set[str]] = []
    events = rf"^({re.escape(SEAT_QUESTION)})$|^\[(\w+)\]"
    for asked, seat in re.findall(events, screen.getvalue(), re.MULTILINE):
        if asked:
            played_after.append(set())
        elif played_after:
            played_after[-1].add(seat)
    for (offered, _), played in zip(player.seat_questions, played_after, strict=True):
        assert set(offered) <= played, (offered, played)


def run_console(database: Path, *args: str, keys: str):
    return subprocess.run(
        [sys.executable, "-m", "bot.console", "--database", f"sqlite:///{database}", *args],
        cwd=ROOT,
        input=keys,
        capture_output=True,
        text=True,
        timeout=60,
    )


def actions_in(database: Path) -> int:
    with contextlib.closing(sqlite3.connect(database)) as raw:
        return raw.execute("SELECT count(*) FROM actions").fetchone()[0]


def games_in(database: Path) -> int:
    with contextlib.closing(sqlite3.connect(database)) as raw:
        return raw.execute("SELECT count(*) FROM games").fetchone()[0]


def resume_hint(stdout: str) -> list[str]:
    found = HINT.search(stdout)
    assert found, stdout[-500:]
    return shlex.split(found[1])


def run_hint(hint: list[str], keys: str) -> subprocess.CompletedProcess[str]:
    """Runs a printed hint as someone in the repository's root would, without our PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DATABASE_URL")}
    return subprocess.run(
        hint, cwd=ROOT, env=env, input=keys, capture_output=True, text=True, timeout=60
    )


@pytest.mark.slow
def test_the_console_command_saves_and_resumes_a_game(tmp_path):
    database = tmp_path / "cli.sqlite3"
    first = run_console(database, "--title", "spanish-civil-war", keys="1\nh\nb\nbanana\n1\nq\n")
    assert first.returncode == 0, first.stderr
    assert "Your hand" in first.stdout, "h shows the seat's hidden information"
    assert "Please type a number from 1 to" in first.stdout, "bad input is explained"
    resumed = run_hint(resume_hint(first.stdout), keys="q\n")
    assert resumed.returncode == 0 and "Recruit phase" in resumed.stdout
    missing = run_console(database, "--game", "99", keys="")
    assert missing.returncode == 2 and "no game #99" in missing.stderr
    assert "Traceback" not in first.stderr + resumed.stderr + missing.stderr


@pytest.mark.parametrize(
    "keys",
    ["q\n", "", "1\nq\n", "1\n"],  # title 1, 1812, has scenarios to ask about
    ids=["q at the title", "end of input at the title", "q at the scenario", "end at the scenario"],
)
@pytest.mark.slow
def test_quitting_before_a_game_exists_ends_cleanly(tmp_path, keys):
    database = tmp_path / "none.sqlite3"
    result = run_console(database, keys=keys)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.endswith("\nNo game was started.\n")
    assert games_in(database) == 0


def test_the_seat_question_takes_the_commands_its_help_lists(tmp_path):
    result = run_console(
        tmp_path / "seat.sqlite3", "--title", "spanish-civil-war", keys="b\nl\nh\nq\n"
    )
    assert result.returncode == 0, result.stderr
    asked = result.stdout[result.stdout.index(SEAT_QUESTION) :]
    assert "Deck: " in asked, "b shows the board at the seat question"
    assert "The shared deck of 74 cards is shuffled." in asked, "l shows the log there"
    refusal = re.search(r"Please type a number from 1 to 2, or (.*)\.", asked)
    assert refusal and refusal[1] == "b = board, l = log, q = quit", "h needs a seat: not offered"


def public_board(database: Path):
    """The public board of the database's only game, as the title gives it."""
    with contextlib.closing(sqlite3.connect(database)) as raw:
        title_id, text = raw.execute("SELECT title, state FROM games").fetchone()
    title = get_title(title_id)
    return title.view(title.load(text), None).board


def test_b_prints_each_line_of_the_spanish_civil_war_board_once(tmp_path):
    database = tmp_path / "board.sqlite3"
    result = run_console(database, "--title", "spanish-civil-war", keys="1\nb\nq\n")
    assert result.returncode == 0, result.stderr
    # b at the second prompt (a seat's): the board runs from there to the third prompt.
    shown = result.stdout.split("> ")[2]
    fields = public_board(database).fields
    assert fields
    for field in fields:
        assert shown.splitlines().count(f"{field.name}: {field.value}") == 1, shown


def test_the_1812_board_and_hand_print_as_plain_text(tmp_path):
    database = tmp_path / "1812.sqlite3"
    result = run_console(database, "--title", "invasion-1812", keys="1\nb\nh\nq\n")
    assert result.returncode == 0, result.stderr
    board = public_board(database).text
    assert "**" in board, "the title writes Markdown for Discord"
    for line in board.splitlines():
        assert line.replace("**", "") + "\n" in result.stdout
    assert not re.search(r"\*\*|__|`", result.stdout), result.stdout


def test_plain_strips_discord_markdown():
    assert console.plain("**Fort Detroit**: 2 red") == "Fort Detroit: 2 red"
    assert console.plain("__under__ *it* _so_ ~~gone~~ `play War Hawks`") == (
        "under it so gone play War Hawks"
    )
    assert console.plain("> quoted\n>>> block\nnot > here") == "quoted\nblock\nnot > here"
    # Only emphasis goes: underscores in names and a lone star stay.
    assert console.plain("soviet_aid_republican 2 * 3 a*b") == "soviet_aid_republican 2 * 3 a*b"


@pytest.mark.slow
def test_the_resume_hint_runs_in_a_fresh_shell_with_its_database(tmp_path):
    database = tmp_path / "saved games" / "my game's.sqlite3"  # a space and a quote
    database.parent.mkdir()
    first = run_console(database, "--title", "spanish-civil-war", keys="1\n1\nq\n")
    hint = resume_hint(first.stdout)
    assert hint[:4] == [".venv/bin/python", "-m", "bot.console", "--game"], hint
    resumed = run_hint(hint, keys="1\nq\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Picked so far: 1 of 4." in resumed.stdout, "the same game, one discard picked"
    assert resume_hint(resumed.stdout) == hint


def test_the_resume_hint_names_no_database_when_it_is_the_default():
    assert console.resume_command(3, "sqlite:///data/games.sqlite3") == (
        ".venv/bin/python -m bot.console --game 3"
    )


@pytest.mark.slow
@pytest.mark.parametrize("number", ["0", "-1", "99999999999999999999", "abc"])
def test_an_impossible_game_number_is_one_line_and_exit_2(tmp_path, number):
    result = run_console(tmp_path / "any.sqlite3", "--game", number, keys="")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "e.g. --game 3" in result.stderr, result.stderr


@pytest.mark.slow
@pytest.mark.parametrize("url", ["mysql://db/games", "sqlite:///{blocker}/games.sqlite3"])
def test_a_database_the_console_cannot_use_is_one_line_and_exit_2(tmp_path, url):
    """README, "Settings": a wrong scheme, or a path under a file."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    result = subprocess.run(
        [sys.executable, "-m", "bot.console", "--database", url.format(blocker=blocker)],
        cwd=ROOT,
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert "--database sqlite:///data/games.sqlite3" in result.stderr


class Prompts:
    """A console in a subprocess, fed its keys at once, that we can wait on at a prompt."""

    def __init__(self, database: Path, *args: str, keys: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot.console", "--database", f"sqlite:///{database}", *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.process.stdin.write(keys.encode())
        self.process.stdin.flush()
        self.out = b""

    def wait_for_prompt(self, count: int, timeout: float = 30) -> None:
        """Until the console has shown its count-th prompt and waits for an answer in read()."""
        deadline = time.monotonic() + timeout
        while self.out.count(b"> ") < count:
            assert time.monotonic() < deadline, self.out.decode()[-500:]
            ready, _, _ = select.select([self.process.stdout], [], [], 1)
            if ready:
                self.out += os.read(self.process.stdout.fileno(), 65536)
        self._settle_in_read(deadline)

    def _settle_in_read(self, deadline: float) -> None:
        """A Ctrl-C in the microseconds between input() writing its prompt and starting read()
        is caught, but CPython runs the handler only between bytecodes and read() then waits
        (in any Python program): a person's Ctrl-C comes later, in read(). Linux names where a
        process waits in /proc; elsewhere a pause has to do."""
        wchan = Path(f"/proc/{self.process.pid}/wchan")
        if not wchan.exists() or wchan.read_text() in ("", "0"):
            time.sleep(0.5)
            return
        while "pipe_read" not in wchan.read_text():
            assert time.monotonic() < deadline, f"the console waits in {wchan.read_text()}"
            time.sleep(0.01)

    def interrupt(self) -> tuple[int, str, str]:
        """Ctrl-C, with the input left open: the console must end on the Ctrl-C alone."""
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            pytest.fail("the console went on waiting after Ctrl-C")
        finally:
            out, err = self.process.communicate()
        return self.process.returncode, (self.out + out).decode(), err.decode()


@pytest.mark.slow
def test_ctrl_c_at_the_title_prompt_ends_cleanly(tmp_path):
    console_ = Prompts(tmp_path / "c.sqlite3", keys="")
    console_.wait_for_prompt(1)
    code, out, err = console_.interrupt()
    assert (code, err) == (0, "")
    assert out.endswith("\nNo game was started.\n")


@pytest.mark.parametrize(
    ("keys", "prompts", "moves"),
    [("", 1, 0), ("1\n1\n", 3, 1)],
    ids=["at the seat question", "at a seat's prompt after a move"],
)
@pytest.mark.slow
def test_ctrl_c_in_a_game_saves_it_and_prints_a_hint_that_resumes_it(
    tmp_path, keys, prompts, moves
):
    database = tmp_path / "c.sqlite3"
    console_ = Prompts(database, "--title", "spanish-civil-war", keys=keys)
    console_.wait_for_prompt(prompts)
    code, out, err = console_.interrupt()
    assert (code, err) == (0, "")
    assert actions_in(database) == moves
    resumed = run_hint(resume_hint(out), keys="1\nq\n")
    assert resumed.returncode == 0 and "Traceback" not in resumed.stderr
    assert f"Picked so far: {moves} of 4." in resumed.stdout


def test_ctrl_c_while_a_move_is_saved_keeps_it_and_quits_at_the_next_prompt(
    tmp_path, monkeypatch, capsys
):
    """The Ctrl-C comes while the store writes the move: the move is kept, the console quits."""
    database = tmp_path / "flight.sqlite3"
    monkeypatch.setattr(
        sys,
        "argv",
        ["console", "--database", f"sqlite:///{database}", "--title", "spanish-civil-war"],
    )
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\n1\n"))
    submit = Store.submit

    async def interrupted_submit(self, *args, **kwargs):
        signal.raise_signal(signal.SIGINT)
        return await submit(self, *args, **kwargs)

    monkeypatch.setattr(Store, "submit", interrupted_submit)
    try:
        code = console.main()
    except KeyboardInterrupt as error:  # uncaught, it would stop the whole test session
        pytest.fail(f"the console failed on Ctrl-C during a move: {error!r}")
    assert code == 0
    assert actions_in(database) == 1
    assert "Saved. Resume with:" in capsys.readouterr().out
    assert sys.stdin.read() == "1\n1\n", "nothing was read after the Ctrl-C"


async def test_scenarios_are_numbered_once_and_h_names_the_seat(tmp_path):
    """Crisis 2020's scenario list once read "1. 1. The Contested Election" (the number
    was part of the name), and `h` printed "Your hand (0 cards):" without saying whose, when
    one terminal may hold both seats."""
    keys = iter(["1", "h", "q"])
    screen = io.StringIO()
    argv = ["--database", f"sqlite:///{tmp_path / 'c.sqlite3'}", "--title", "crisis-2020"]
    with contextlib.redirect_stdout(screen):
        assert await main_async([*argv, "--seed", "s"], read=lambda _: next(keys)) == 0
    shown = screen.getvalue()
    menu = shown.split("Which scenario?")[1].split("\n")[1:5]
    listed = [found[2] for found in map(MENU_LINE.match, menu) if found]
    assert listed == [s.name for s in get_title("crisis-2020").scenarios.values()]
    assert all(not re.match(r"\d", name) for name in listed), listed
    assert "Crisis 2020, The Contested Election." in shown
    hidden = shown.split("[Government] Setup:")[1]
    assert "\n[Government] Your hand (0 cards):" in hidden, hidden[:300]


def test_the_console_speaks_french_where_the_title_does(tmp_path):
    """`--language fr` (README, "Languages"): the Spanish Civil War's prompts, choices and log
    in French; a game resumed in English reads the same log in English."""
    database = tmp_path / "fr.sqlite3"
    result = run_console(
        database, "--title", "spanish-civil-war", "--language", "fr", keys="1\nl\nq\n"
    )
    assert result.returncode == 0, result.stderr
    assert "Tour 1 : les Nationalistes sont le joueur actif." in result.stdout
    assert "Phase de recrutement : choisissez jusqu'à 4 cartes à défausser" in result.stdout
    assert "Terminé : garder ma main" in result.stdout and "Turn 1:" not in result.stdout
    english = run_console(database, "--game", "1", keys="q\n")
    assert "Turn 1: the Nationalists are the active player." in english.stdout
    refused = run_console(database, "--game", "1", "--language", "xx", keys="")
    assert refused.returncode == 2 and "invalid choice: 'xx'" in refused.stderr
