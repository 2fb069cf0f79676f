"""The replay page (bot/replay), checked in headless Chromium: for a whole game of
every title, stepping to action N shows action N's log lines and the board of state N, the very
picture the title draws for it; the arrow keys, the slider and the jump list move it; a running
game's page names nothing hidden."""

from __future__ import annotations

import asyncio
import base64
import html
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from bot.images import drawing
from bot.replay import CannotReplay, build_page, public_boards
from rules import ORACLES, TABLES, TITLES, get_title
from rules.verify import Export
from storage.export import export_json
from tests.bot.browser import chromium
from tests.bot.helpers import EXPORT_SETTLES
from tests.bot.leaks import Exposure, find_leaks
from tests.bot.replay_games import Played, play

pytestmark = pytest.mark.slow

GAMES = {
    "spanish-civil-war": "standard",
    "invasion-1812": "1812-full-campaign",
    "crisis-2020": "contested-election",
    "canadian-civil-war": "quiet-revolution",
}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> dict[str, Played]:
    """A whole game of each title through the store (tests/bot/replay_games.py)."""
    folder = tmp_path_factory.mktemp("replay")
    return {
        title_id: asyncio.run(play(title_id, scenario, folder / f"{title_id}.sqlite3"))
        for title_id, scenario in GAMES.items()
    }


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    driver = chromium(tmp_path_factory.mktemp("chromium-profile"))
    driver.set_window_size(1280, 900)
    yield driver
    driver.quit()


def page_of(played: Played, title_id: str, folder: Path) -> Path:
    """The page of the finished game, as ``python -m bot.replay`` writes it from the export."""
    export = folder / f"{title_id}-export.json"
    export.write_text(export_json(played.over), encoding="utf-8")
    page = folder / f"{title_id}.html"
    done = subprocess.run(
        [sys.executable, "-m", "bot.replay", str(export), "-o", str(page)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert f"{len(played.over['actions'])} actions" in done.stdout
    return page


def shown(browser, position: int) -> None:
    """Wait until the page has drawn ``position``."""
    WebDriverWait(browser, 20).until(
        lambda b: b.find_element(By.ID, "board").get_attribute("data-position") == str(position)
    )


def canvas_image(browser) -> Image.Image:
    url = browser.execute_script("return document.getElementById('board').toDataURL('image/png')")
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")


def check_position(browser, title_id: str, played: Played, position: int) -> None:
    """The page at ``position`` shows the board the title draws for that state, the log up to
    that action (its own lines marked as the current one) and nothing after."""
    shown(browser, position)
    expected = drawing(title_id, played.boards[position])
    image = canvas_image(browser)
    assert image.size == expected.size, position
    assert ImageChops.difference(image, expected).getbbox() is None, f"board {position} differs"
    now = browser.find_element(By.CSS_SELECTOR, "#log section.now")
    assert now.get_attribute("data-position") == str(position)
    entry = played.over["actions"][position - 1] if position else played.over["setup"]
    for line in entry["log"]:
        assert line.strip() in now.text, (position, line)
    visible = browser.execute_script(
        "return Array.from(document.querySelectorAll('#log section')).filter(s => !s.hidden).length"
    )
    assert visible == position + 1
    actions = len(played.boards) - 1
    wanted = f"Action {position} of {actions}" if position else f"Set-up (of {actions} actions)"
    assert browser.find_element(By.ID, "position").text == wanted


def go_to(browser, position: int) -> None:
    """Move the slider to ``position`` as a drag does: its value, then its input event."""
    browser.execute_script(
        "const s = document.getElementById('slider'); s.value = arguments[0];"
        "s.dispatchEvent(new Event('input'));",
        position,
    )


@pytest.mark.parametrize("title_id", GAMES)
def test_each_position_shows_its_log_lines_and_its_board(title_id, played, browser, tmp_path):
    game = played[title_id]
    page = page_of(game, title_id, tmp_path)
    browser.get(page.as_uri())
    last = len(game.boards) - 1
    check_position(browser, title_id, game, 0)
    # Several positions, out of order (a later one first, then back: the page composes each
    # board from its last whole picture, whichever it drew before).
    for position in sorted({last // 2, 1, last, last // 3, 2 * last // 3, 37, last - 1}):
        go_to(browser, position)
        check_position(browser, title_id, game, position)
    go_to(browser, last // 4)
    check_position(browser, title_id, game, last // 4)
    # The arrow keys, on the page.
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_RIGHT)
    check_position(browser, title_id, game, last // 4 + 1)
    body.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    check_position(browser, title_id, game, last // 4 - 1)
    # The slider, by its own keys.
    slider = browser.find_element(By.ID, "slider")
    slider.send_keys(Keys.ARROW_RIGHT)
    check_position(browser, title_id, game, last // 4)
    slider.send_keys(Keys.END)
    check_position(browser, title_id, game, last)
    # The end: the result, when the game has one.
    result = browser.find_element(By.ID, "result")
    assert result.is_displayed() == (game.over["outcome"] is not None)
    # A jump to each turn goes to the first action of that turn.
    jump = Select(browser.find_element(By.ID, "jump"))
    assert len(jump.options) >= 2
    jump.select_by_index(1)
    periods = [period(board.headline) for board in game.boards]
    starts = [k for k in range(len(periods)) if k == 0 or periods[k] != periods[k - 1]]
    assert jump.options[1].text == periods[starts[1]]
    check_position(browser, title_id, game, starts[1])
    # Nothing went wrong in the page's script.
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == [], errors


def period(headline: str) -> str:
    """Where the game stands, as the page's jump list names it: the headline up to its first
    part with a number in it ("Turn 2 of 8", "National Emergency · Game-Turn 1 of 6")."""
    parts = headline.split(" · ")
    for k, part in enumerate(parts):
        if re.search(r"\d", part):
            return " · ".join(parts[: k + 1])
    return parts[0]


def text_of(page: str) -> str:
    """The page without its pictures' data: base64 could spell a short card id by chance."""
    return re.sub(r'"src":"data:image/webp;base64,[^"]*"', '"src":""', page)


@pytest.mark.parametrize("title_id", GAMES)
def test_a_running_games_page_names_nothing_hidden(title_id, played):
    """The page `/game export` attaches while the game runs, from its export and the store's
    public boards: no card or hidden value any role holds (the leak scan of the bot's tests),
    not the seed, not what a choice was."""
    game = played[title_id]
    export = Export.model_validate(game.running)
    page = build_page(get_title(title_id), export, game.running_boards)
    state = game.running_state
    oracle = ORACLES[title_id]
    roles = get_title(title_id).roles_in(state.scenario)
    hidden = set().union(*(oracle.secrets(state, role) for role in roles))
    assert hidden, "a game with nothing hidden tests nothing"
    assert find_leaks([Exposure("replay page", text_of(page))], hidden) == []
    assert game.over["seed"] not in page
    choices = sum(entry["kind"] == "choice" for entry in game.running["actions"])
    assert page.count("made a choice (shown once the game is over)") == 2 * choices


def test_a_running_games_export_alone_cannot_make_a_page(played):
    """It holds no seed, so its boards cannot be drawn again: said, not a traceback."""
    export = Export.model_validate(played["spanish-civil-war"].running)
    with pytest.raises(CannotReplay, match="still running when it was exported"):
        public_boards(export, TITLES, TABLES)


def replay_command(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "bot.replay", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_line_writes_a_games_page_from_the_database(played, tmp_path):
    game = played["crisis-2020"]
    page = tmp_path / "game-1.html"
    done = replay_command("--game", "1", "--database", game.database, "-o", str(page))
    assert done.returncode == 0, done.stderr
    text = page.read_text(encoding="utf-8")
    assert all(html.escape(line) in text for line in game.over["actions"][-1]["log"])
    # What it cannot do, said in a line and exit code 2.
    missing = replay_command("--game", "99", "--database", game.database)
    assert missing.returncode == 2 and "There is no game 99" in missing.stderr
    nowhere = replay_command("--game", "1", "--database", f"sqlite:///{tmp_path / 'none.db'}")
    assert nowhere.returncode == 2 and "There is no database at" in nowhere.stderr
    running = tmp_path / "running.json"
    running.write_text(export_json(game.running), encoding="utf-8")
    refused = replay_command(str(running))
    assert refused.returncode == 2 and "still running when it was exported" in refused.stderr
    assert "Traceback" not in missing.stderr + nowhere.stderr + refused.stderr


@EXPORT_SETTLES
async def test_a_page_too_large_for_discord_is_left_out_with_the_command_that_writes_it(
    simcord_env, monkeypatch
):
    """The export still comes, with the JSON and the log; the reply says how the server owner
    writes the page instead."""
    import bot.lobby.exporting as exporting
    from tests.bot.helpers import started_game

    table, _store, game, _state = await started_game(simcord_env)
    # Room for the JSON and the log of a game just started, not for its page's pictures.
    monkeypatch.setattr(exporting, "UPLOAD_MAX_BYTES", 20_000)
    exported = await table.alice.slash(table.thread, "game export")
    names = {a.filename for a in exported.response.attachments}
    assert names == {f"game-{game.id}-export.json", f"game-{game.id}-log.txt"}
    assert f"`.venv/bin/python -m bot.replay --game {game.id}`" in exported.response.content
    assert simcord_env.errors == []
