"""`/roll` and `/table` as a user meets them (bot/dice/_cog.py; README.md, "Commands")."""

from __future__ import annotations

import re
import tomllib

import pytest

import rules
from rules.core.tables import parse_tables
from tests.firefight import FIREFIGHT

FIREFIGHT_ID = "test/firefight"
CONTEST_TEXT = (
    "📋 Contest Table (7.3): 3 vs 2 -> 1-1; die 4 +2 (Contester in unfriendly Legislative "
    "Section) = 6 -> D-1 (Contesting Piece(s) converted one color toward the Defender's color)"
)


@pytest.fixture
def firefight(monkeypatch):
    """The 2d6 table, known to `/table` and to the store for this test."""
    tables = parse_tables(tomllib.loads(FIREFIGHT), title="test", origin="inline")
    monkeypatch.setitem(rules.TABLES, FIREFIGHT_ID, tables[FIREFIGHT_ID])
    return tables[FIREFIGHT_ID]


BREAKDOWN = re.compile(r"rolled (?P<expr>\S+): (?P<dice>.+) = (?P<total>-?\d+)")


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return channel, alice


def _dice_of(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text.split(": ", 1)[1].split("=")[0])]


async def test_roll_2d6_plus_1_shows_breakdown_and_total(world):
    channel, alice = world
    result = await alice.slash(channel, "roll", dice="2d6+1")
    text = result.response.content
    assert not result.ephemeral, "a plain roll outside a game is public"
    match = BREAKDOWN.search(text)
    assert match and match["expr"] == "2d6+1", text
    first, second, constant = _dice_of(text)
    assert constant == 1 and 1 <= first <= 6 and 1 <= second <= 6
    assert int(match["total"].split()[0]) == first + second + 1
    assert ("(doubles)" in text) == (first == second)


async def test_roll_4d6kh3_keeps_the_highest_three(world):
    channel, alice = world
    text = (await alice.slash(channel, "roll", dice="4d6kh3")).response.content
    rolled = [int(n) for n in re.search(r"\[([\d, ]+)\]", text)[1].split(", ")]
    kept = [int(n) for n in re.search(r"keep ([\d, ]+) =", text)[1].split(", ")]
    assert len(rolled) == 4 and sorted(kept) == sorted(rolled)[1:]
    assert text.endswith(f"= {sum(kept)}")


async def test_roll_2d6_flags_doubles_whenever_both_dice_match(world):
    channel, alice = world
    seen_doubles = seen_plain = False
    for _ in range(40):
        text = (await alice.slash(channel, "roll", dice="2d6")).response.content
        first, second = _dice_of(text)
        assert ("(doubles)" in text) == (first == second), text
        seen_doubles |= first == second
        seen_plain |= first != second
        if seen_doubles and seen_plain:
            break
    assert seen_plain


@pytest.mark.parametrize(
    ("expression", "words"),
    [("1000d1000", "100 dice"), ("banana", "2d6+1"), ("2d0", "sides"), ("", "2d6+1")],
)
async def test_bad_roll_expressions_get_a_clear_ephemeral_error(
    world, simcord_env, expression, words
):
    channel, alice = world
    result = await alice.slash(channel, "roll", dice=expression or " ")
    assert result.ephemeral
    assert words in result.response.content
    assert "Traceback" not in result.response.content
    assert simcord_env.errors == []


async def test_table_resolves_the_ccw_contest_table_with_its_arithmetic(world):
    """CCW 7.0/7.3: 3 vs 2 is 1-1 (rounded for the defender); die 4 +2 = 6 -> D-1."""
    channel, alice = world
    result = await alice.slash(
        channel,
        "table",
        table="canadian-civil-war/contest",
        attacker=3,
        defender=2,
        die=4,
        modifier="unfriendly-legislative",
    )
    text = result.response.content
    assert "3 vs 2 -> 1-1" in text
    assert "die 4 +2" in text and "Legislative" in text
    assert "= 6 -> D-1" in text
    assert "converted one color toward the Defender" in text
    assert text == CONTEST_TEXT, "one die reads as it always did: die 4"


async def test_table_takes_one_die_as_dice_too(world):
    channel, alice = world
    result = await alice.slash(
        channel,
        "table",
        table="canadian-civil-war/contest",
        attacker=3,
        defender=2,
        dice="4",
        modifier="unfriendly-legislative",
    )
    assert result.response.content == CONTEST_TEXT


async def test_table_shows_the_dice_of_a_2d6_roll_and_doubles(world, firefight):
    channel, alice = world
    result = await alice.slash(channel, "table", table=FIREFIGHT_ID, column="Regular", dice="3,3")
    assert not result.ephemeral
    assert result.response.content == (
        "📋 Firefight Table (8.1): column Regular; 2d6 [3, 3] = 6 (doubles) (row 5-9) -> Ar "
        "(attacker retreats)"
    )
    seven = await alice.slash(
        channel, "table", table=FIREFIGHT_ID, column="Regular", dice="3 4", adjust=-1
    )
    assert seven.response.content == (
        "📋 Firefight Table (8.1): column Regular; 2d6 [3, 4] = 7 -1 (adjustment) = 6 (row 5-9) "
        "-> Ar (attacker retreats)"
    )


async def test_crisis_2020_tables_call_out_a_seven_and_doubles(world):
    """Crisis 2020's four tables are /table crisis-2020/...: the column by strength, and what a
    7 (2.0, 5.63) and doubles (6.2, 8.15) also do, said after the result."""
    channel, alice = world
    for key in ("domestic-data", "foreign-data", "armed", "armed-ltl"):
        listed = await alice.autocomplete(channel, "table", "table", key)
        assert f"crisis-2020/{key}" in {c["value"] for c in listed}
    seven = await alice.slash(channel, "table", table="crisis-2020/armed-ltl", value=11, dice="3,4")
    assert seven.response.content.startswith(
        "📋 Armed Conflict Results Table (Less Than Lethal) (8.14): 11 -> column 11-13; "
        "2d6 [3, 4] = 7 -> T (Termination"
    )
    assert seven.response.content.endswith(
        "Also: a 7: the top Crisis Card is discarded face up without effect, except Extremists, "
        "which is carried out (2.0, 4.0, 5.63)."
    )
    doubles = await alice.slash(channel, "table", table="crisis-2020/armed", value=5, dice="2,2")
    assert "2d6 [2, 2] = 4 (doubles) -> CA (Counterattack" in doubles.response.content
    assert doubles.response.content.endswith(
        "Also: doubles, after the result: the player who did not roll may Retreat one friendly "
        "unit in that Region, or one just eliminated, to his side of the Neutralized Box (8.15)."
    )
    plain = await alice.slash(
        channel, "table", table="crisis-2020/domestic-data", value=7, dice="4,5"
    )
    assert "7 -> column 7; 2d6 [4, 5] = 9 -> D (" in plain.response.content
    assert "Also:" not in plain.response.content


async def test_table_rolls_2d6_and_shows_each_die(world, firefight):
    channel, alice = world
    text = (await alice.slash(channel, "table", table=FIREFIGHT_ID, column="Regular")).response
    shown = re.search(r"; 2d6 \[(\d), (\d)\] = (\d+)( \(doubles\))? \(row ", text.content)
    assert shown is not None, text.content
    first, second, total = int(shown[1]), int(shown[2]), int(shown[3])
    assert total == first + second and bool(shown[4]) == (first == second)


async def test_table_die_on_2d6_is_the_total_before_modifiers(world, firefight):
    channel, alice = world
    result = await alice.slash(channel, "table", table=FIREFIGHT_ID, column="Regular", die=7)
    assert result.response.content == (
        "📋 Firefight Table (8.1): column Regular; 2d6 roll 7 (row 5-9) -> Ar (attacker retreats)"
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"dice": "3"},
            "Firefight Table rolls 2d6: give 2 dice, each 1 to 6, in roll order, e.g. 3,4; "
            "got 1 die (3).",
        ),
        ({"dice": "3,9"}, "A die of 2d6 shows 1 to 6; got 9 (dice 3, 9)."),
        ({"dice": "three"}, "dice takes each die as a number, in roll order, separated by commas"),
        ({"dice": "3,4", "die": 7}, "Give the roll one way: die, the total before modifiers"),
        ({"die": 13}, "A 2d6 roll is 2 to 12; got 13."),
    ],
)
async def test_table_refuses_impossible_dice_saying_what_is_allowed(
    world, firefight, simcord_env, options, message
):
    channel, alice = world
    result = await alice.slash(channel, "table", table=FIREFIGHT_ID, column="Regular", **options)
    assert result.ephemeral
    assert message in result.response.content
    assert "Traceback" not in result.response.content
    assert simcord_env.errors == []


async def test_table_refuses_a_ratio_below_one_to_one_with_the_rules_words(world):
    channel, alice = world
    result = await alice.slash(
        channel, "table", table="canadian-civil-war/contest", attacker=1, defender=2, die=3
    )
    assert result.ephemeral
    assert "Contests at a ratio of less than 1-1 are prohibited" in result.response.content


async def test_table_autocompletes_tables_columns_and_modifiers(world):
    channel, alice = world
    tables = await alice.autocomplete(channel, "table", "table", "contest")
    assert {"canadian-civil-war/contest"} <= {c["value"] for c in tables}
    mods = await alice.autocomplete(
        channel, "table", "modifier", "legis", table="canadian-civil-war/contest"
    )
    assert [c["value"] for c in mods] == ["unfriendly-legislative"]
    columns = await alice.autocomplete(
        channel, "table", "column", "", table="canadian-civil-war/color-shift-1"
    )
    assert {"Red", "Orange", "Green", "Blue"} <= {c["value"] for c in columns}


async def test_table_unknown_table_is_refused_with_the_list(world):
    channel, alice = world
    result = await alice.slash(channel, "table", table="nope")
    assert result.ephemeral
    assert "canadian-civil-war/contest" in result.response.content


async def test_roll_and_table_in_a_game_thread_use_the_games_rng_and_its_log(simcord_env):
    """README.md, "Verify the dice": in a game's thread a roll is the game's, and logged."""
    from tests.bot.helpers import started_game

    table, store, game, before = await started_game(simcord_env)

    rolled = await table.bob.slash(table.thread, "roll", dice="2d6")
    assert not rolled.ephemeral and "logged" in rolled.response.content
    looked = await table.bob.slash(
        table.thread, "table", table="canadian-civil-war/contest", attacker=5, defender=2
    )
    assert "2-1" in looked.response.content

    _, after = await store.load(game.id)
    assert after.rng.counter > before.rng.counter, "the game's own rng was used"
    new_lines = after.log[len(before.log) :]
    assert any("rolled 2d6" in line for line in new_lines)
    assert any("Contest Table" in line for line in new_lines)
    # The roll was posted once, as the answer, not again by the outbox.
    posted = [m for m in table.thread.history() if "rolled 2d6" in m.content]
    assert len(posted) == 1
    assert [r.consistent for r in await store.verify()] == [True]


async def test_table_in_a_game_thread_logs_its_request_as_a_versioned_model(simcord_env, firefight):
    from tests.bot.helpers import started_game

    table, store, game, before = await started_game(simcord_env)
    looked = await table.bob.slash(
        table.thread, "table", table=FIREFIGHT_ID, column="Regular", dice="5,5"
    )
    assert "2d6 [5, 5] = 10 (doubles) (row 10-12) -> De" in looked.response.content
    assert "logged" in looked.response.content

    logged = (await store.actions(game.id))[-1]
    assert logged.kind == "table"
    assert logged.request["table"] == FIREFIGHT_ID
    assert logged.request["args"] == {
        "version": 2,
        "table": FIREFIGHT_ID,
        "attacker": None,
        "defender": None,
        "column": "Regular",
        "value": None,
        "row": None,
        "roll": None,
        "dice": [5, 5],
        "modifiers": [],
        "extra": [],
    }
    _, after = await store.load(game.id)
    assert after.log[-1].endswith(
        "2d6 [5, 5] = 10 (doubles) (row 10-12) -> De (defender eliminated)"
    )
    assert after.rng.counter == before.rng.counter, "given dice draw nothing from the seed"
    assert [r.consistent for r in await store.verify()] == [True]


async def test_a_spectators_roll_leaves_the_players_prompts_current(simcord_env):
    """A roll or a table look-up changes no player's choices, so the prompt alice opened before
    carol rolled still works; a choice of bob's makes it stale (ARCHITECTURE.md, "Storage")."""
    from tests.bot.helpers import buttons, started_game

    table, store, game, _ = await started_game(simcord_env)
    carol = table.channel.guild.add_member(simcord_env.create_user("carol"))
    prompt = await table.alice.slash(table.thread, "play")
    rolled = await carol.slash(table.thread, "roll", dice="2d6")
    assert "logged" in rolled.response.content
    looked = await carol.slash(
        table.thread, "table", table="canadian-civil-war/contest", attacker=5, defender=2
    )
    assert "2-1" in looked.response.content
    assert (await store.get_game(game.id)).version == game.version + 2

    done = next(b for b in buttons(prompt.response) if b["label"].startswith("Done"))
    clicked = await table.alice.click(prompt.response, custom_id=done["custom_id"])
    assert clicked.response.content.startswith("✅"), clicked.response.content

    bobs = await table.bob.slash(table.thread, "play")
    await table.alice.slash(table.thread, "game undo")  # a move: bob's prompt is now stale
    first = buttons(bobs.response)[0]["custom_id"]
    stale = await table.bob.click(bobs.response, custom_id=first)
    assert "out of date" in stale.response.content
