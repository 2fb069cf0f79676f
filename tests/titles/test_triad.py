"""A title that lives outside ``rules/`` works everywhere a real one does (ARCHITECTURE.md,
"Adding a title"): the Triad (tests/titles/triad) seats 2 or 3 of its roles by scenario, moves
on a map of two kinds of connection and reads doubles on its table, and nothing outside its
package changed for it. Here: its rules through the protocol, the fuzzer, the store with export
and `rules.verify`, and the console. The bot's lobby and play: tests/bot/test_new_title.py.
"""

from __future__ import annotations

import contextlib
import io
import json

import pytest

import rules
from bot.console import main_async
from rules.core import RuleError, seed_from_text
from rules.core.tables import TableRoll
from rules.core.typed import play_typed
from rules.verify import main as verify_main
from storage import Store
from storage.export import export_json
from tests.rules.test_fuzz import Case, _play, _replay
from tests.titles.triad import MAP, ORACLE, RAID, TABLES, TITLE

OWNER, RED, GREEN, BLUE = 1, 11, 12, 13


@pytest.fixture
def triad(monkeypatch):
    """The Triad registered as `rules.register` would, for this test only."""
    monkeypatch.setitem(rules.TITLES, TITLE.id, TITLE)
    monkeypatch.setitem(rules.ORACLES, TITLE.id, ORACLE)
    for table_id, table in TABLES.items():
        monkeypatch.setitem(rules.TABLES, table_id, table)
    return TITLE


# --- the rules, through the protocol ------------------------------------------------------------


def test_a_scenario_seats_only_its_roles():
    assert TITLE.roles_in("duel") == ("red", "blue")
    assert TITLE.roles_in("melee") == ("red", "green", "blue")
    duel = TITLE.setup(seed_from_text("duel"), "duel")
    assert duel.seated == ["red", "blue"] and set(duel.orders) == {"red", "blue"}
    with pytest.raises(RuleError, match="no role 'green'"):
        TITLE.view(duel, "green")
    with pytest.raises(RuleError, match="no role 'green'"):
        TITLE.apply(duel, "green", TITLE.view(duel, "red").choices[0])


def test_a_move_of_two_goes_road_and_road_or_rail_but_never_rail_and_road():
    assert MAP.reachable("keep", 2) == {"mill": 1, "ford": 2, "market": 2}
    assert MAP.cost("keep", "market") == 2 and MAP.cost("keep", "mill") == 1
    state = TITLE.setup(seed_from_text("moves"), "duel")
    moves = {c.arg for c in TITLE.view(state, "red").choices if c.verb == "move"}
    assert moves == {"mill", "ford", "market"}, "Watch Tower is rail 2 + road 1 away"


def test_the_raid_table_shows_doubles_and_a_natural_seven():
    doubles = RAID.resolve(column="Raid", roll=TableRoll.of([3, 3]))
    assert doubles.doubles and doubles.roll == 6 and doubles.result == "-"
    seven = RAID.resolve(column="Raid", roll=TableRoll.of([3, 4]))
    assert seven.roll == 7 and not seven.doubles


def test_doubles_on_a_raid_score_one_more():
    """Rule 3 of the Triad: doubles score one more, whatever the row says. The first seed whose
    first raid rolls doubles on the "nothing" rows shows it."""
    for n in range(200):
        state = TITLE.setup(seed_from_text(f"raid {n}"), "duel")
        raid = next(c for c in TITLE.view(state, "red").choices if c.verb == "raid")
        after = TITLE.apply(state, "red", raid)
        if "(doubles)" in after.log[-1] and "-> -" in after.log[-1]:
            assert after.points["red"] == 1, after.log[-1]
            return
    pytest.fail("no seed in 200 rolled doubles on rows 5-8")


def test_a_typed_move_names_a_place_loosely():
    state = TITLE.setup(seed_from_text("typed"), "melee")
    assert play_typed(TITLE, state, "red", "move old mill").choices[0].arg == "mill"
    with pytest.raises(RuleError, match="Did you mean"):
        play_typed(TITLE, state, "red", "move Old Mil")


@pytest.mark.parametrize("scenario", ["duel", "melee"])
def test_the_fuzzer_plays_it(triad, scenario):
    case = Case(TITLE.id, scenario, (), range(40))
    for seed in case.seeds:
        state, history, _ = _play(TITLE, case, seed)
        assert state.outcome is not None, f"seed {seed} did not end"
        assert _replay(TITLE, case, seed, history) == state.model_dump_json()


# --- the store, the export and rules.verify -----------------------------------------------------


async def test_a_game_is_stored_played_exported_and_verified(triad, tmp_path, capsys):
    store = await Store.open(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    try:
        game = await store.create_game(
            TITLE.id, "duel", {}, owner_id=OWNER, guild_id=1, channel_id=2
        )
        with pytest.raises(RuleError, match=r"^Duel does not seat Green\. Roles: Red \(red\)"):
            await store.join(game.id, "green", GREEN)
        await store.join(game.id, "red", RED)
        await store.join(game.id, "blue", BLUE)
        submitted = await store.start(game.id, OWNER)
        users = {"red": RED, "blue": BLUE}
        await store.resolve_table(game.id, GREEN, "triad/raid", {"column": "Raid"})
        while submitted.state.outcome is None:
            role = TITLE.active(submitted.state)[0]
            choices = TITLE.view(submitted.state, role).choices
            move = next((c for c in choices if c.verb == "move"), choices[0])
            submitted = await store.submit(
                game.id, role, move, user_id=users[role], expected_version=submitted.version
            )
        assert submitted.game.status == "ended"
        export = await store.export(game.id)
        assert list(export["role_names"]) == ["red", "blue"]
        path = tmp_path / "export.json"
        path.write_text(export_json(export), encoding="utf-8")
    finally:
        await store.close()
    assert verify_main([str(path)]) == 0, capsys.readouterr()
    assert "verified" in capsys.readouterr().out
    assert json.loads(path.read_text())["outcome"]["winners"]


# --- the console --------------------------------------------------------------------------------


async def test_the_console_plays_it_to_the_end(triad, tmp_path):
    screen = io.StringIO()
    answers = iter(["1"] * 500)
    argv = ["--database", f"sqlite:///{tmp_path / 'c.sqlite3'}", "--title", "triad"]
    argv += ["--scenario", "melee", "--seed", "console"]
    with contextlib.redirect_stdout(screen):
        code = await main_async(argv, read=lambda prompt: next(answers))
    out = screen.getvalue()
    assert code == 0, out
    assert "Game over. Winner:" in out
    assert "Red, Green, Blue" in out, "the melee seats all three"
