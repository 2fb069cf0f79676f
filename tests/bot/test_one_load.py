"""One press, one load (issue 25; ARCHITECTURE.md, "The outbox"): a button press and a typed
command read the game's state once, in the store's transaction, and the next prompt and the
delivery of what the change caused use what that transaction returned (`Submitted`)."""

from __future__ import annotations

import pytest

import rules
from tests.bot.helpers import buttons, make_table, started_game
from tests.titles.triad import ORACLE, TABLES, TITLE


class Reads:
    """The games whose state the store reads from the database (`StoreBase._game_and_state`,
    which every load of a state goes through, in a transaction or out), and what delivery sent
    meanwhile."""

    def __init__(self, bot, monkeypatch) -> None:
        self.games: list[int] = []
        self.delivered: list[str] = []
        store, messages = bot.store, bot.dispatcher.messages
        read, deliver = store._game_and_state, messages.deliver

        async def counted_read(game_id: int):
            self.games.append(game_id)
            return await read(game_id)

        async def counted_deliver(group, game, state):
            self.delivered += [item.kind for item in group]
            return await deliver(group, game, state)

        monkeypatch.setattr(store, "_game_and_state", counted_read)
        monkeypatch.setattr(messages, "deliver", counted_deliver)

    def clear(self) -> None:
        self.games.clear()
        self.delivered.clear()


async def _first_seat_prompted(env):
    """A started game, its outbox delivered, and the prompt of its first seat's player."""
    table, _, game, _ = await started_game(env)
    await env.bot.dispatcher.drain()
    role = next(iter(game.seats))
    player = table.alice if game.seats[role] == table.alice.user.id else table.bob
    prompt = (await player.slash(table.thread, "play")).response
    return game, player, prompt


async def test_a_button_press_reads_the_game_once(simcord_env, monkeypatch) -> None:
    env = simcord_env
    game, player, prompt = await _first_seat_prompted(env)
    reads = Reads(env.bot, monkeypatch)

    button = buttons(prompt)[0]
    pressed = await player.click(prompt, custom_id=button["custom_id"])
    await env.bot.dispatcher.drain()

    assert pressed.response.content.startswith(f"✅ {button['label']}"), pressed.response.content
    assert reads.games == [game.id], "one read: the store's transaction"
    # What the press caused was delivered within the count, from the state it returned.
    assert "board" in reads.delivered, reads.delivered


@pytest.fixture
def triad(monkeypatch):
    monkeypatch.setitem(rules.TITLES, TITLE.id, TITLE)
    monkeypatch.setitem(rules.ORACLES, TITLE.id, ORACLE)
    for table_id, table in TABLES.items():
        monkeypatch.setitem(rules.TABLES, table_id, table)


async def test_a_typed_command_reads_the_game_once(simcord_env, monkeypatch, triad) -> None:
    env = simcord_env
    table = make_table(env)
    await table.alice.slash(table.channel, "game new", title="triad", scenario="duel")
    thread = table.channel.threads[-1]
    await table.alice.click(thread.history()[-1], label="Join as Red")
    await table.bob.click(thread.history()[0], label="Join as Blue")
    await table.alice.slash(thread, "game start")
    await env.bot.dispatcher.drain()
    game = await env.bot.store.game_by_thread(thread.id)
    reads = Reads(env.bot, monkeypatch)

    typed = await table.alice.slash(thread, "play", do="move ford")
    await env.bot.dispatcher.drain()

    assert typed.response.content.startswith("✅ `move ford`: 1 step done."), typed.response.content
    assert reads.games == [game.id], "one read: the store's transaction"
    assert {"board", "log", "ping"} <= set(reads.delivered), reads.delivered


async def test_a_button_press_builds_each_view_of_the_new_version_once(
    simcord_env, monkeypatch
) -> None:
    """Issue 46: what a press causes is computed once per version: the public board (the
    board message) once, and each seat's private view (its prompt, its DM) at most once."""
    env = simcord_env
    game, player, prompt = await _first_seat_prompted(env)
    title = rules.TITLES[game.title]
    boards: list[int] = []
    privates: list[tuple[int, str]] = []
    board, private = title.board, title.private

    def counted_board(state):
        boards.append(id(state))
        return board(state)

    def counted_private(state, role):
        privates.append((id(state), role))
        return private(state, role)

    monkeypatch.setattr(title, "board", counted_board)
    monkeypatch.setattr(title, "private", counted_private)
    reads = Reads(env.bot, monkeypatch)
    pressed = await player.click(prompt, custom_id=buttons(prompt)[0]["custom_id"])
    await env.bot.dispatcher.drain()
    assert reads.games == [game.id], "one read: the store's transaction"
    _, after = await env.bot.store.load(game.id)

    assert pressed.response.content.startswith("✅"), pressed.response.content
    assert "board" in reads.delivered, reads.delivered
    assert boards.count(id(after)) == 1, "the board of the new version built once"
    built = [role for state, role in privates if state == id(after)]
    assert sorted(built) == sorted(set(built)) == sorted(game.seats), built
