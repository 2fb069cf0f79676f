"""Regenerate docs/screenshots/: every title's board as a player sees it in Discord's phone
preview, about 400 px wide (README, "What the board looks like on a phone").

    .venv/bin/python scripts/screenshots.py              # writes docs/screenshots/*.png
    .venv/bin/python scripts/screenshots.py --full DIR   # also the full-size PNGs, into DIR

Each board is a real one: a seeded random playout of the title (random legal choices of
whoever must act, as the bot's players would make them) stopped in the middle of the game,
drawn by `bot.images.picture` exactly as the bot sends it, then scaled to `PREVIEW` px wide
with Lanczos resampling (about what a phone does with the attachment). A map's board comes with
its close-up (``*-closeup.png``), the second image the bot sends; a picture that speaks other
languages than English gives the same board in each (``*-fr.png``): the places the game's last
change of the map touched. The Canadian Civil
War has two: its political display, and the National Emergency (10.0), reached by playing
seeded games until a player may attempt one and the attempt succeeds. Same seeds, same
pictures: rerun it after changing a picture and commit the PNGs that changed.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from bot import i18n  # noqa: E402
from bot.images import PICTURES, closeup, picture, speaks  # noqa: E402
from rules import TITLES  # noqa: E402
from rules.core.protocol import Board  # noqa: E402
from rules.core.rng import seed_from_text  # noqa: E402

PREVIEW = 400  # Discord's phone preview width, in px
OUT = ROOT / "docs" / "screenshots"
# Title id, scenario, how many random choices in, file name.
SHOTS = (
    ("canadian-civil-war", "referendum", 400, "canadian-civil-war.png"),
    ("crisis-2020", None, 250, "crisis-2020.png"),
    ("invasion-1812", None, 300, "invasion-1812.png"),
    ("spanish-civil-war", None, 60, "spanish-civil-war.png"),
)
EMERGENCY_SHOT = "canadian-civil-war-emergency.png"


def _step(title, state, rng: random.Random):
    """One random legal choice of someone who must act; None at the game's end."""
    active = [] if state.outcome is not None else title.active(state)
    if not active:
        return None
    role = rng.choice(active)
    return title.apply(state, role, rng.choice(title.choices(state, role)))


def playout(
    title_id: str, scenario: str | None, steps: int, seed: int = 1
) -> tuple[Board, tuple[str, ...]]:
    """The public board ``steps`` random choices into a seeded game (or at its end), and the
    places its close-up shows there: those the last change that touched any place touched, as
    the bot follows them from board to board (`bot.images.picture`)."""
    title = TITLES[title_id]
    scenario = scenario or next(iter(title.scenarios))
    state = title.setup(seed_from_text(f"screenshot {title_id} {scenario} {seed}"), scenario)
    rng = random.Random(seed)
    module = PICTURES[title_id]
    board = title.view(state, None).board
    focus: tuple[str, ...] = ()
    for _ in range(steps):
        after = _step(title, state, rng)
        if after is None:
            break
        state = after
        before, board = board, title.view(state, None).board
        if hasattr(module, "places"):
            places = [
                module.places(title.board_model.model_validate(b.data)) for b in (before, board)
            ]
            focus = tuple(closeup.changed(*places)) or focus
    return board, focus


def emergency_board(scenario: str = "referendum", turn: int = 2) -> Board:
    """A National Emergency's board at the start of Game-Turn ``turn``: seeded games played at
    random until a player may attempt one, who does; the first seed whose attempt succeeds."""
    title = TITLES["canadian-civil-war"]
    for seed in range(1, 200):
        rng = random.Random(seed)
        state = title.setup(seed_from_text(f"screenshot emergency {seed}"), scenario)
        for _ in range(3000):
            if state.outcome is not None or state.emergency is not None:
                break
            attempts = [
                (role, choice)
                for role in state.hands
                for choice in title.interrupts(state, role)
                if choice.verb == "emergency"
            ]
            if attempts:
                state = title.apply(state, *attempts[0])
                continue
            state = _step(title, state, rng) or state
        if state.emergency is None:
            continue
        for _ in range(3000):
            if state.outcome is not None or state.emergency is None:
                break
            if state.emergency.turn >= turn:
                return title.view(state, None).board
            state = _step(title, state, rng) or state
    raise SystemExit("no seed reached a National Emergency")


def preview(png: bytes, width: int = PREVIEW) -> Image.Image:
    """The picture as a phone shows it: scaled to ``width`` px wide."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * width / image.width)
    return image.resize((width, height), Image.Resampling.LANCZOS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", type=Path, help="also write the full-size PNGs here")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    shots = [(tid, name, *playout(tid, sc, steps)) for tid, sc, steps, name in SHOTS]
    shots.insert(1, ("canadian-civil-war", EMERGENCY_SHOT, emergency_board(), ()))
    for title_id, name, board, focus in shots:
        drawn = picture(title_id, board, None, focus)
        pngs = {name: drawn.board}
        if drawn.closeup is not None:
            pngs[name.replace(".png", "-closeup.png")] = drawn.closeup
            print(f"close-up of {title_id}: {drawn.caption}")
        # A picture that speaks the other languages (README, "Languages"): the same board in
        # each, ``*-fr.png``.
        for language in i18n.languages()[1:] if speaks(title_id) else ():
            spoken = picture(title_id, board, None, focus, language)
            pngs[name.replace(".png", f"-{language}.png")] = spoken.board
        for file, png in pngs.items():
            preview(png).quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / file)
            if args.full:
                args.full.mkdir(parents=True, exist_ok=True)
                (args.full / file).write_bytes(png)
            print(f"{OUT.relative_to(ROOT) / file}: {Image.open(io.BytesIO(png)).size}")


if __name__ == "__main__":
    main()
