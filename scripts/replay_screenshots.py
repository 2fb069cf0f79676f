"""Regenerate the replay page's screenshots in docs/screenshots/ (README, "Watch a
game outside Discord"): one page per title,
at a phone's width and a desktop's, in headless Chromium (Debian's chromium and chromium-driver,
as the tests drive it: tests/bot/browser.py).

    .venv/bin/python scripts/replay_screenshots.py

Each page is that of a fuzzer-like game (`bench.replay.fuzzed_game`: the first seed of the
title's first scenario that plays `LEAST` actions), stepped to a third of the way through. Same
seeds, same pictures.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from bench.replay import fuzzed_game  # noqa: E402
from bot.replay import build_page, pool, public_boards  # noqa: E402
from rules import TABLES, TITLES  # noqa: E402
from tests.bot.browser import chromium  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
# Width and height of the window: a common phone's CSS viewport, and a laptop's.
SIZES = {"phone": (412, 915), "desktop": (1280, 900)}
LEAST = 60  # actions: a game long enough to show a log


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        browser = chromium(Path(folder) / "profile")
        try:
            for title_id, title in TITLES.items():
                scenario = next(iter(title.scenarios))
                export = next(
                    game
                    for seed in range(100)
                    if len((game := fuzzed_game(title_id, scenario, seed)).actions) >= LEAST
                )
                boards = public_boards(export, TITLES, TABLES)
                page = Path(folder) / f"{title_id}.html"
                with pool() as drawing:
                    page.write_text(build_page(title, export, boards, drawing))
                position = len(export.actions) // 3
                for name, (width, height) in SIZES.items():
                    browser.set_window_size(width, height)
                    browser.get(page.as_uri())
                    browser.execute_script(
                        "const s = document.getElementById('slider'); s.value = arguments[0];"
                        "s.dispatchEvent(new Event('input'));",
                        position,
                    )
                    WebDriverWait(browser, 20).until(
                        lambda b, p=position: (
                            b.execute_script(
                                "return document.getElementById('board').dataset.position"
                            )
                            == str(p)
                        )
                    )
                    shot = OUT / f"replay-{title_id}-{name}.png"
                    browser.save_screenshot(str(shot))
                    print(f"{shot.relative_to(ROOT)}: position {position} of {len(boards) - 1}")
        finally:
            browser.quit()


if __name__ == "__main__":
    main()
