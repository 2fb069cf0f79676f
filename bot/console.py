"""`python -m bot.console`: play any title in a terminal, on the same rules and storage.

Each step shows the board, asks which seat is playing when several must act, shows that
seat's hidden information, its prompt and the numbered choices, and applies the one typed.
Games are saved in the same database as the bot's; `--game N` resumes one.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable

from rules import TITLES, get_title
from rules.core import RuleError, seed_from_text
from storage import Store
from storage.database_url import database_url

# The person at the keyboard plays every seat. Each seat gets its own stand-in user id, so a
# title that limits what one person may hold (1812: one side only) still seats them all.
CONSOLE_USER = 0


def seat_user(title, role: str) -> int:
    return CONSOLE_USER + 1 + list(title.roles).index(role)


HELP = "Type a number to choose; b = board, h = hidden info, l = log, q = save and quit."


class Quit(Exception):
    pass


def _ask(prompt: str, count: int, read: Callable[[str], str], extra: dict[str, Callable[[], None]]):
    """Ask for a number in 1..count (or an extra command); re-ask on anything else."""
    while True:
        try:
            answer = read(prompt).strip().lower()
        except EOFError:
            raise Quit from None
        if answer == "q":
            raise Quit
        if answer in extra:
            extra[answer]()
            continue
        if answer.isdigit() and 1 <= int(answer) <= count:
            return int(answer) - 1
        print(f"Please type a number from 1 to {count}. {HELP}")


def _pick(label: str, options: list[tuple[str, str]], read) -> str:
    if len(options) == 1:
        return options[0][0]
    print(label)
    for n, (_, text) in enumerate(options, 1):
        print(f"  {n}. {text}")
    return options[_ask("> ", len(options), read, {})][0]


async def play(store: Store, game_id: int, read: Callable[[str], str] = input) -> int:
    shown_log = 0
    while True:
        game, state = await store.load(game_id)
        title = get_title(game.title)
        public = title.view(state, None)
        for line in public.log[shown_log:]:
            print(f"  | {line}")
        shown_log = len(public.log)
        if public.outcome is not None:
            winners = ", ".join(title.role_name(r) for r in public.outcome.winners) or "nobody"
            print(f"\nGame over. Winner: {winners}. {public.outcome.reason}")
            print(f"Seed: {await store.reveal_seed(game_id)}")
            return 0
        print(f"\n== {public.board.headline} ==")
        role = _pick(
            "Which seat is playing?", [(r, title.role_name(r)) for r in public.active], read
        )
        view = title.view(state, role)

        def show_board(view=public):
            print(view.board.text)
            for field in view.board.fields:
                print(f"{field.name}: {field.value}")

        def show_private(view=view):
            print(view.private.text or "(nothing hidden)")

        def show_log(view=public):
            print("\n".join(view.log[-20:]) or "(empty log)")

        print(f"[{title.role_name(role)}] {view.prompt}")
        for n, choice in enumerate(view.choices, 1):
            print(f"  {n}. {choice.describe()}")
        extra = {"b": show_board, "h": show_private, "l": show_log}
        index = _ask("> ", len(view.choices), read, extra)
        try:
            await store.submit(
                game_id,
                role,
                view.choices[index],
                user_id=game.seats[role],
                expected_version=game.version,
            )
        except RuleError as exc:
            print(f"Refused: {exc}")


async def main_async(argv: list[str] | None = None, read: Callable[[str], str] = input) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.console", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--database", help="database URL (default: DATABASE_URL or data/games.sqlite3)"
    )
    parser.add_argument("--title", choices=sorted(TITLES), help="title id")
    parser.add_argument("--scenario", help="scenario id")
    parser.add_argument("--option", action="append", default=[], help="variant option id to enable")
    parser.add_argument(
        "--seed", help="any text: makes the game reproducible (default: secret random)"
    )
    parser.add_argument("--game", type=int, help="resume this game id")
    args = parser.parse_args(argv)
    store = await Store.open(database_url(args.database))
    try:
        if args.game is not None:
            game = await store.get_game(args.game)
            if game is None:
                print(f"There is no game #{args.game} in this database.", file=sys.stderr)
                return 2
            game_id = game.id
        else:
            title_id = args.title or _pick(
                "Which title?", [(t.id, t.name) for t in TITLES.values()], read
            )
            title = get_title(title_id)
            scenario = args.scenario or _pick(
                "Which scenario?", [(s.id, s.name) for s in title.scenarios.values()], read
            )
            seed = seed_from_text(args.seed) if args.seed else None
            game = await store.create_game(
                title_id,
                scenario,
                {key: True for key in args.option},
                owner_id=CONSOLE_USER,
                guild_id=None,
                channel_id=None,
                seed=seed,
            )
            for role in title.roles:
                await store.join(game.id, role, seat_user(title, role))
            await store.start(game.id, CONSOLE_USER)
            game_id = game.id
            print(f"Game #{game_id}: {title.name}, scenario {scenario}. {HELP}")
        return await play(store, game_id, read)
    except Quit:
        print(f"\nSaved. Resume with: python -m bot.console --game {game_id}")
        return 0
    except RuleError as exc:
        print(f"Refused: {exc}", file=sys.stderr)
        return 2
    finally:
        await store.close()


def main() -> int:
    return asyncio.run(main_async())


if __name__ == "__main__":
    sys.exit(main())
