"""What a replay page shows at each position of a game, read from its export: position 0 is the
set-up, position N the game after its action N.

Everything here is what the export holds, which is public while the game runs (storage/export.py
says what an export shows when), and the public board after each action. The boards are drawn
again from the seed (`public_boards`), so only an export of a finished game, which holds its
seed and its choices, can give them; the bot, which holds the seed of a running game, passes the
boards it replays itself (`storage.Store.public_boards`), and shows nothing but public views.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.core import Board, Title
from rules.core.replay import public_boards as replayed_boards
from rules.core.tables import Table
from rules.verify import Export, describe_action


class CannotReplay(Exception):
    """The page cannot be made from this export; the message says why and what to do."""


@dataclass(frozen=True)
class Step:
    """One position: who acted and what they did (as the export's readable log says it), when,
    the public log lines the action added, and the board's headline."""

    who: str
    what: str
    when: str
    lines: tuple[str, ...]
    headline: str

    @property
    def period(self) -> str:
        """The game's own name for where it stands, the headline's parts up to the first that
        counts ("Turn 2 of 8", "Round 3 of 10", "Game-Turn 2", "National Emergency · Game-Turn 1
        of 6"), or its first part when none does (a game over): the page's jumps go to the
        first action of each."""
        parts = self.headline.split(" · ")
        counted = next((k for k, part in enumerate(parts) if any(c.isdigit() for c in part)), 0)
        return " · ".join(parts[: counted + 1])


def steps_of(export: Export, boards: list[Board]) -> list[Step]:
    """The page's positions: the set-up, then each action of ``export`` with ``boards[n]``,
    the public board after action n (``boards[0]``: after the set-up)."""
    if len(boards) != len(export.actions) + 1:
        raise ValueError(f"{len(boards)} boards for {len(export.actions)} actions and the set-up")
    created = (export.model_extra or {}).get("created_at", "")
    found = [Step("", "Set-up", created, tuple(export.setup.log), boards[0].headline)]
    for entry, board in zip(export.actions, boards[1:], strict=True):
        who, what = describe_action(entry.model_dump(), export.role_names)
        found.append(Step(who, what, entry.created_at, tuple(entry.log), board.headline))
    return found


def public_boards(export: Export, titles: Mapping[str, Title], tables: Mapping[str, Table]):
    """The public board after the set-up and after each action, replayed from the export's
    seed with the rules the bot plays with. Raises `CannotReplay` for a game still running
    (its export holds no seed) or a title this bot does not have."""
    title = titles.get(export.title.id)
    if title is None:
        known = ", ".join(sorted(titles))
        raise CannotReplay(f"This bot has no title {export.title.id!r} (it has: {known}).")
    if export.seed is None:
        raise CannotReplay(
            f"Game #{export.game_id} was still running when it was exported, so the export "
            "holds no seed and not what each choice was: its boards cannot be drawn again from "
            "it. Use the page `/game export` attaches, or export the game again once it is over."
        )
    return replayed_boards(
        title,
        tables,
        seed=export.seed,
        scenario=export.scenario,
        options=export.options,
        actions=export.actions,
    )
