"""The replay page: one self-contained HTML file (no network: its pictures, style and script are
in it) that steps through a game action by action.

It shows the board after each action, drawn by the title's own picture as the bot draws it in
Discord (`bot.images.drawing`), stored as changes (`tiles`); the public log up to there,
each action headed by who made it and what it was as the export's readable log says them (a
running game's choices say only that a choice was made); previous and next buttons, the arrow
keys, a slider, a jump to the first action of each turn (`steps.Step.period`) and the result
at the end. A finished game's page adds its seed, as its export does.
"""

from __future__ import annotations

import html
import json
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from importlib import resources

from rules.core import Board, Title
from rules.verify import Export

from . import tiles
from .steps import Step, steps_of


def build_page(
    title: Title, export: Export, boards: Sequence[Board], pool: Executor | None = None
) -> str:
    """The page of ``export``, whose public board after the set-up and after each action is
    ``boards`` (`steps.public_boards`); the pictures drawn in ``pool`` when given (a `pool`
    of processes: a long game's take seconds), else here."""
    steps = steps_of(export, list(boards))
    pictures: dict[str, int] = {}
    distinct: list[Board] = []
    picture_of_step = []
    for board in boards:
        key = board.model_dump_json()
        if key not in pictures:
            pictures[key] = len(distinct)
            distinct.append(board)
        picture_of_step.append(pictures[key])
    patches, shows = tiles.encode(title.id, distinct, pool)
    periods = _periods(steps)
    data = {
        "cell": tiles.CELL,
        "patches": [patch.as_json() for patch in patches],
        "steps": [
            {"who": s.who, "what": s.what, "picture": shows[p]}
            for s, p in zip(steps, picture_of_step, strict=True)
        ],
        "periods": [start for start, _ in periods],
        "result": _result(export) is not None,
    }
    scenario = title.scenarios.get(export.scenario)
    heading = f"{title.name} · game #{export.game_id}"
    details = [
        scenario.name if scenario is not None else export.scenario,
        "Roles: " + ", ".join(export.role_names.values()),
        f"Status: {export.status}",
        f"Commitment: {export.commitment}",
    ]
    if export.seed is not None:
        details.append(f"Seed: {export.seed}")
    fills = {
        "page_title": html.escape(f"{heading} · replay"),
        "heading": html.escape(heading),
        "details": " · ".join(html.escape(d) for d in details),
        "periods": "".join(
            f'<option value="{k}">{html.escape(name)}</option>'
            for k, (_, name) in enumerate(periods)
        ),
        "last": str(len(steps) - 1),
        "result": html.escape(_result(export) or ""),
        "log": "\n".join(_log_section(k, step) for k, step in enumerate(steps)),
        # "</" ends a script element wherever it appears: JSON allows "<\/".
        "data": json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/"),
        "css": _asset("page.css"),
        "js": _asset("page.js"),
    }
    page = _asset("page.html")
    for name, value in fills.items():
        page = page.replace("{{" + name + "}}", value)
    return page


def pool(context: str | None = None) -> ProcessPoolExecutor:
    """A pool of one process per CPU to draw a page's pictures in. The bot asks for "spawn":
    its process holds threads (aiosqlite's) that a fork would copy mid-lock."""
    mp_context = multiprocessing.get_context(context) if context else None
    return ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=mp_context)


def _periods(steps: list[Step]) -> list[tuple[int, str]]:
    """The first position of each run of positions with the same period, and its name."""
    found: list[tuple[int, str]] = []
    for k, step in enumerate(steps):
        if not found or found[-1][1] != step.period:
            found.append((k, step.period))
    return found


def _result(export: Export) -> str | None:
    outcome = export.outcome
    if not outcome:
        return None
    names = export.role_names
    winners = ", ".join(names.get(r, r) for r in outcome.get("winners", [])) or "nobody"
    return f"Result: {winners} won. {outcome.get('reason', '')}".strip()


def _log_section(position: int, step: Step) -> str:
    heading = "Set-up" if position == 0 else f"{position}. {step.who} {step.what}".strip()
    when = step.when.replace("T", " ")[:16]  # an ISO time: to the minute, in UTC
    if when:
        heading += f" · {when} UTC"
    lines = "".join(f"<li>{html.escape(line)}</li>" for line in step.lines)
    return (
        f'<section data-position="{position}"><h3>{html.escape(heading)}</h3>'
        f"{f'<ul>{lines}</ul>' if lines else ''}</section>"
    )


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath("assets", name).read_text(encoding="utf-8")
