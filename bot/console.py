"""`.venv/bin/python -m bot.console`: play any title in a terminal, on the same rules and storage.

Each step shows the board headline and the new log lines. When two or more seats have
something to choose at once it asks which seat is playing; otherwise it goes straight to the
one that can act. Then it shows that seat's prompt and numbered choices, and applies the one
typed. The titles write Discord Markdown; the console prints it as plain text.

`--computer ROLE[:LEVEL]` (repeatable) gives a seat of a new game to the computer, at easy,
normal (the default) or hard: it decides when its seat must act, and says only that it has (its
choice may be a secret one; the log shows what the rules make public), unless a seat at the
keyboard makes that decision with it (`Title.shares`: a coalition's Side, allies choosing their
casualties): then the person at the keyboard decides, as in the bot. Its seats are never
offered at the keyboard.

Games are saved in the same database as the bot's, each move as it is made; `--game N` resumes
one. `q`, the end of input and Ctrl-C all quit at any prompt with exit code 0 and print the
command that resumes the game: with every move already saved, Ctrl-C is the usual way to leave
a terminal program, not a failure (as `q`, it is what the person meant to do).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shlex
import signal
import sqlite3
import sys
from collections.abc import Callable

from bot.computer import TurnClock, think
from rules import TITLES, get_title
from rules.core import (
    Board,
    Choice,
    RuleError,
    Title,
    UnknownRole,
    View,
    new_seed,
    seed_from_text,
)
from rules.core.computer import Level
from rules.core.messages import SOURCE, languages, render, said_lines
from storage import Store
from storage.database_url import DEFAULT_DATABASE_URL, DatabaseUrlError, database_url
from storage.records import COMPUTER_LEVELS, COMPUTER_USER
from storage.waits import defers

# The person at the keyboard plays every seat. Each seat gets its own stand-in user id, so a
# title that limits what one person may hold (1812: one side only) still seats them all.
CONSOLE_USER = 0

# Game ids are SQLite integers: anything outside 1..2**63-1 cannot name a game.
LARGEST_GAME_ID = 2**63 - 1

# The letters a question understands besides numbers, in the order its help lists them.
# Each question offers only those that work there (the seat question has no seat, so no h).
LETTERS = {"b": "board", "h": "hidden info", "l": "log", "q": "quit"}
HELP_AT_A_SEAT = (
    f"Type a number to choose; {', '.join(f'{k} = {v}' for k, v in LETTERS.items())}. "
    "Every move is saved as it is made."
)

# Discord Markdown the titles use, as (pattern, replacement), applied in this order: quote
# markers, code spans, then bold, underline and strike-through, then single * or _ italics
# (only at word edges, so the underscores of `soviet_aid` stay).
MARKDOWN = [
    (re.compile(r"^>{1,3} ?", re.MULTILINE), ""),
    (re.compile(r"(`+)(.+?)\1", re.DOTALL), r"\2"),
    (re.compile(r"(\*\*|__|~~)(.+?)\1", re.DOTALL), r"\2"),
    (re.compile(r"(?<![\w*])([*_])(?!\s)(.+?)(?<!\s)\1(?![\w*])"), r"\2"),
]


def plain(text: str) -> str:
    """``text`` without Discord Markdown emphasis, code or quote markers."""
    for pattern, replacement in MARKDOWN:
        text = pattern.sub(replacement, text)
    return text


def board_text(board: Board) -> str:
    """The whole board as plain text. A title may already spell its fields out in the text
    (the Spanish Civil War does, for an embed's description), so those are not repeated."""
    lines = board.text.splitlines()
    lines += [line for f in board.fields if (line := f"{f.name}: {f.value}") not in lines]
    return plain("\n".join(lines))


def seat_user(title, role: str) -> int:
    return CONSOLE_USER + 1 + list(title.roles).index(role)


def resume_command(game_id: int, url: str) -> str:
    """A command that resumes the game from the repository's root, in a fresh clone too: the
    project's virtualenv (a bare `python` lacks its packages) and the database unless it is
    the default one (a `DATABASE_URL` may not be set in the shell that resumes)."""
    command = f".venv/bin/python -m bot.console --game {game_id}"
    if url != DEFAULT_DATABASE_URL:
        command += f" --database {shlex.quote(url)}"
    return command


class Quit(Exception):
    pass


class CtrlC:
    """Reads answers, and lets Ctrl-C end the console at a prompt, never halfway through a move.

    asyncio.run's own SIGINT handler only cancels the main task, which a blocking input()
    inside it does not notice: the first Ctrl-C seemed ignored and the next move was cancelled
    in the middle of being saved. Within ``with CtrlC(read)`` this is the SIGINT handler
    instead (asyncio.run then leaves SIGINT alone): it raises KeyboardInterrupt while a prompt
    waits, when nothing is in flight, and a Ctrl-C at any other moment waits for the next
    prompt. SIGINT is blocked except while a prompt waits, in the main thread and so in every
    thread it starts (the database's): the kernel may hand a signal to any thread that does
    not block it, and one taken by another thread would not wake the main thread's input()."""

    def __init__(self, read: Callable[[str], str]) -> None:
        self._read = read
        self._reading = False
        self._pressed = False

    def __enter__(self) -> CtrlC:
        self._previous = signal.signal(signal.SIGINT, self._on_sigint)
        _sigint_mask(signal.SIG_BLOCK)
        return self

    def __exit__(self, *exc_info: object) -> None:
        _sigint_mask(signal.SIG_UNBLOCK)
        signal.signal(signal.SIGINT, self._previous)

    def __call__(self, prompt: str) -> str:
        if self._pressed:
            raise KeyboardInterrupt
        self._reading = True
        try:
            # A Ctrl-C held back since the last prompt arrives as soon as this unblocks it.
            _sigint_mask(signal.SIG_UNBLOCK)
            return self._read(prompt)
        finally:
            _sigint_mask(signal.SIG_BLOCK)
            self._reading = False

    def _on_sigint(self, signum: int, frame: object) -> None:
        if self._reading:
            raise KeyboardInterrupt
        self._pressed = True


def _sigint_mask(how: int) -> None:
    # Windows has no signal masks; there the handler alone does the work.
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(how, {signal.SIGINT})


def _digits(text: str) -> bool:
    """Only 0-9: str.isdigit() also accepts "²", which int() refuses."""
    return text.isascii() and text.isdigit()


def _ask(count: int, read: Callable[[str], str], commands: dict[str, Callable[[], None]]) -> int:
    """Ask for a number in 1..count or one of ``commands`` (q always works); re-ask on anything
    else. `q`, the end of input and Ctrl-C raise `Quit`."""
    letters = [letter for letter in LETTERS if letter in commands or letter == "q"]
    while True:
        try:
            answer = read("> ").strip().lower()
        except (EOFError, KeyboardInterrupt):
            raise Quit from None
        if answer == "q":
            raise Quit
        if answer in commands:
            commands[answer]()
        elif _digits(answer) and 1 <= int(answer) <= count:
            return int(answer) - 1
        else:
            spelled = ", ".join(f"{letter} = {LETTERS[letter]}" for letter in letters)
            print(f"Please type a number from 1 to {count}, or {spelled}.")


def _pick(
    label: str,
    options: list[tuple[str, str]],
    read: Callable[[str], str],
    commands: dict[str, Callable[[], None]],
) -> str:
    if len(options) == 1:
        return options[0][0]
    print(label)
    for n, (_, text) in enumerate(options, 1):
        print(f"  {n}. {text}")
    return options[_ask(len(options), read, commands)][0]


def _seats_with_choices(title: Title, state, active: list[str]) -> dict[str, View]:
    """The views of the active seats that have something to choose: only those can be played
    (the protocol lets a title keep a seat active with nothing to choose)."""
    views = {role: title.view(state, role) for role in active}
    return {role: view for role, view in views.items() if view.choices}


def _public_commands(public: View, log: list[str]) -> dict[str, Callable[[], None]]:
    def show_board() -> None:
        print(board_text(public.board))

    def show_log() -> None:
        print("\n".join(plain(line) for line in log[-20:]) or "(empty log)")

    return {"b": show_board, "l": show_log}


def _seat_commands(
    public: View, log: list[str], seat: View, name: str
) -> dict[str, Callable[[], None]]:
    # Named as the prompt is: one terminal may hold every seat, and "Your hand" alone does not
    # say whose.
    def show_private() -> None:
        print(f"[{name}] {plain(seat.private.text) or '(nothing hidden)'}")

    return {**_public_commands(public, log), "h": show_private}


async def play(
    store: Store, game_id: int, read: Callable[[str], str] = input, language: str = SOURCE
) -> int:
    """Play ``game_id`` at this terminal; what the title says by message id in ``language``
    (`--language`)."""
    shown_log = 0
    # The seat being played and the seats that could choose with it: while they stay the
    # same, that seat goes on (a discard picked one card at a time is many prompts) without
    # the seat question coming back before each of its choices.
    role, together = None, set()
    turns = TurnClock()
    while True:
        game, state = await store.load(game_id)
        title = get_title(game.title)
        public = title.view(state, None)
        log = [render(line, language) for line in said_lines(state)]
        for line in log[shown_log:]:
            print(f"  | {plain(line)}")
        shown_log = len(public.log)
        if public.outcome is not None:
            winners = ", ".join(title.role_name(r) for r in public.outcome.winners) or "nobody"
            reason = render(public.outcome.said_reason, language)
            print(f"\nGame over. Winner: {winners}. {plain(reason)}")
            print(f"Seed: {await store.reveal_seed(game_id)}")
            return 0
        print(f"\n== {plain(public.board.headline)} ==")
        seats = _seats_with_choices(title, state, public.active)
        deciding = [
            r
            for r in seats
            if r in game.computers and not defers(title, state, r, game.computers, public.active)
        ]
        computer = deciding[0] if deciding else None
        if computer is not None:
            await _computer_moves(store, game, state, computer, turns)
            continue
        # A computer seat that leaves its decision to a person here waits for them.
        seats = {r: view for r, view in seats.items() if r not in game.computers}
        if role not in seats or set(seats) != together:
            role = _pick(
                "Which seat is playing?",
                [(r, title.role_name(r)) for r in seats],
                read,
                _public_commands(public, log),
            )
        together = set(seats)
        view = seats[role]
        print(f"[{title.role_name(role)}] {plain(render(view.prompt, language))}")
        for n, choice in enumerate(view.choices, 1):
            print(f"  {n}. {plain(render(choice.describe(), language))}")
        commands = _seat_commands(public, log, view, title.role_name(role))
        index = _ask(len(view.choices), read, commands)
        try:
            await store.submit(
                game_id,
                role,
                view.choices[index],
                user_id=game.seats[role],
                expected_version=game.version,
            )
        except RuleError as exc:
            print(f"Refused: {plain(str(exc))}")


async def _computer_moves(store: Store, game, state, role: str, turns: TurnClock) -> None:
    """The computer decides a whole move for ``role`` (in a thread: a Hard turn takes up to a
    few seconds) and its steps are submitted like a player's."""
    title = get_title(game.title)
    level = game.computers[role]
    seconds = turns.seconds(role, Level(level), state, role)
    move = await asyncio.to_thread(
        think, game.title, state.model_dump_json(), role, level, new_seed(), seconds
    )
    await store.submit_many(
        game.id,
        role,
        [Choice(verb=verb, arg=arg) for verb, arg in move],
        user_id=COMPUTER_USER,
        expected_version=game.version,
    )
    print(f"🤖 {title.role_name(role)} (computer, {level}) has chosen.")


def _computer_seat(text: str) -> tuple[str, str]:
    """``ROLE[:LEVEL]`` as (role, level); argparse prints the refusal's words after the usage."""
    role, _, level = text.partition(":")
    level = level or "normal"
    if level not in COMPUTER_LEVELS:
        raise argparse.ArgumentTypeError(
            f"{level!r} is not a level in {text!r}: use easy, normal or hard, e.g. "
            f"--computer {role}:hard"
        )
    return role, level


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=".venv/bin/python -m bot.console", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--database",
        metavar="URL",
        help=f"database URL (default: $DATABASE_URL, else {DEFAULT_DATABASE_URL})",
    )
    parser.add_argument("--title", choices=sorted(TITLES), help="title id")
    parser.add_argument("--scenario", help="scenario id")
    parser.add_argument("--option", action="append", default=[], help="variant option id to enable")
    parser.add_argument(
        "--seed", help="any text: makes the game reproducible (default: secret random)"
    )
    parser.add_argument(
        "--computer",
        metavar="ROLE[:LEVEL]",
        action="append",
        default=[],
        type=_computer_seat,
        help="the computer plays ROLE in a new game, at easy, normal (default) or hard",
    )
    parser.add_argument(
        "--language",
        choices=languages(),
        default=SOURCE,
        help="the language of the games' prompts, choices and log, where a title says them by "
        "message id (default: en)",
    )
    # Read as text and checked by _game_number, for one clear line instead of argparse's usage.
    parser.add_argument("--game", metavar="N", help="resume game number N")
    return parser


def _game_number(text: str) -> int | None:
    """The game id ``--game`` names, or None when no game can have it."""
    if _digits(text) and 1 <= int(text) <= LARGEST_GAME_ID:
        return int(text)
    return None


async def _new_game(store: Store, args: argparse.Namespace, read: Callable[[str], str]) -> int:
    """Create and start a game with every seat at the keyboard, asking what --title and
    --scenario left open."""
    title_id = args.title or _pick(
        "Which title?", [(t.id, t.name) for t in TITLES.values()], read, {}
    )
    title = get_title(title_id)
    scenario = args.scenario or _pick(
        "Which scenario?", [(s.id, s.name) for s in title.scenarios.values()], read, {}
    )
    seed = seed_from_text(args.seed) if args.seed else None
    # Checked before the game is made, so that a refusal leaves no empty lobby behind.
    computers = dict(args.computer)
    seated = title.roles_in(scenario)
    unknown = [role for role in computers if role not in seated]
    if unknown:
        raise UnknownRole(
            f"--computer names {', '.join(unknown)}, not a role of this game. Roles: "
            f"{', '.join(seated)}."
        )
    game = await store.create_game(
        title_id,
        scenario,
        {key: True for key in args.option},
        owner_id=CONSOLE_USER,
        guild_id=None,
        channel_id=None,
        seed=seed,
    )
    for role in seated:
        if role in computers:
            await store.set_computer(game.id, role, computers[role], user_id=CONSOLE_USER)
        else:
            await store.join(game.id, role, seat_user(title, role))
    await store.start(game.id, CONSOLE_USER)
    print(f"Game #{game.id}: {title.name}, {title.scenarios[scenario].name}.")
    return game.id


async def main_async(argv: list[str] | None = None, read: Callable[[str], str] = input) -> int:
    args = _parser().parse_args(argv)
    resumed = None if args.game is None else _game_number(args.game)
    if args.game is not None and args.computer:
        print(
            "--computer seats the computer in a new game; a resumed game keeps its seats.",
            file=sys.stderr,
        )
        return 2
    if args.game is not None and resumed is None:
        print(
            f"--game takes a game number from 1 to {LARGEST_GAME_ID}, e.g. --game 3; "
            f"{args.game!r} is not one.",
            file=sys.stderr,
        )
        return 2
    url = database_url(args.database)
    try:
        store = await Store.open(url)
    except (DatabaseUrlError, OSError, sqlite3.Error) as error:
        problem = str(error).rstrip(".")
        print(
            f"Cannot open the database {url} ({problem}). Pass --database with a file the "
            f"console can write, e.g. --database {DEFAULT_DATABASE_URL}",
            file=sys.stderr,
        )
        return 2
    try:
        if resumed is None:
            try:
                game_id = await _new_game(store, args, read)
            except Quit:
                print("\nNo game was started.")
                return 0
        elif await store.get_game(resumed) is None:
            print(f"There is no game #{resumed} in this database.", file=sys.stderr)
            return 2
        else:
            game_id = resumed
        print(HELP_AT_A_SEAT)
        try:
            return await play(store, game_id, read, args.language)
        except Quit:
            print(f"\nSaved. Resume with: {resume_command(game_id, url)}")
            return 0
    except RuleError as exc:
        print(f"Refused: {plain(str(exc))}", file=sys.stderr)
        return 2
    finally:
        await store.close()


def main(argv: list[str] | None = None, read: Callable[[str], str] = input) -> int:
    with CtrlC(read) as guarded_read:
        return asyncio.run(main_async(argv, guarded_read))


if __name__ == "__main__":
    sys.exit(main())
