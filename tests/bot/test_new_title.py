"""The bot plays a title it was never told about (ARCHITECTURE.md, "Adding a title"): the
tests' own Triad (tests/titles/triad), registered for the test, in a lobby that seats only its
scenario's roles, with prompts, typed commands, its table in `/table`, the generic board image
and an export, through SimCord. Its rules, store, console and fuzzer:
tests/titles/test_triad.py."""

from __future__ import annotations

import pytest

import rules
from tests.bot.helpers import EXPORT_SETTLES, buttons, make_table, open_seat_labels
from tests.titles.triad import ORACLE, TABLES, TITLE


@pytest.fixture(autouse=True)
def triad(monkeypatch):
    monkeypatch.setitem(rules.TITLES, TITLE.id, TITLE)
    monkeypatch.setitem(rules.ORACLES, TITLE.id, ORACLE)
    for table_id, table in TABLES.items():
        monkeypatch.setitem(rules.TABLES, table_id, table)


@EXPORT_SETTLES
async def test_a_duel_is_set_up_played_and_exported_in_a_thread(simcord_env):
    env = simcord_env
    table = make_table(env)
    alice, bob = table.alice, table.bob
    offered = await alice.autocomplete(table.channel, "game new", "title", "tri")
    assert {"name": "The Triad", "value": "triad"} in offered

    await alice.slash(table.channel, "game new", title="triad", scenario="duel")
    thread = table.channel.threads[-1]
    lobby = thread.history()[-1]
    labels = [b["label"] for b in buttons(lobby)]
    assert labels == open_seat_labels(["Red", "Blue"]), "the duel seats Red and Blue only"
    assert "made up for the tests" in lobby.content  # what is reconstructed
    await alice.click(lobby, label="Join as Red")
    await bob.click(thread.history()[0], label="Join as Blue")
    started = await alice.slash(thread, "game start")
    assert "The game begins" in started.response.content
    (board,) = thread.pinned_messages()
    assert board.attachments and "Red to move" in board.embeds[0].title

    prompt = await alice.slash(thread, "play")
    move = next(b for b in buttons(prompt.response) if b["label"] == "Move to Old Mill")
    moved = await alice.click(prompt.response, custom_id=move["custom_id"])
    assert moved.response.content.startswith("✅ Move to Old Mill")
    assert any("Red moves to Old Mill." in m.content for m in thread.history())

    typed = await bob.slash(thread, "play", do="move ford")
    assert typed.response.content.startswith("✅"), typed.response.content
    looked = await bob.slash(thread, "table", table="triad/raid", column="Raid", dice="4,4")
    assert "2d6 [4, 4] = 8 (doubles)" in looked.response.content

    exported = await alice.slash(thread, "game export")
    assert "📦 Game #1: 3 actions" in exported.response.content
    listed = await bob.slash(table.channel, "game list")
    assert "The Triad" in listed.response.content
    assert env.errors == []
