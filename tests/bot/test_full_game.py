"""A whole Spanish Civil War game in a thread, as two users meet it.

alice (Nationalists) attacks with everything she can commit; bob (Republicans) never commits.
So every Nationalist attack wins a Territory Token and the game ends in about nine turns, while
every part of the bot is used: the lobby, the pinned board with its PNG, one ping per change of
who must act, DMed hands, ephemeral prompts with persistent buttons, the simultaneous attack
reveal, a restart in the middle, stale buttons, and the end with the seed revealed.
"""

from __future__ import annotations

import hashlib
import re

import pytest

from rules import ORACLES, get_title
from rules.spanish_civil_war import CARDS
from tests.bot.helpers import buttons, make_table, new_seated_game, public_text
from tests.rules.spanish_civil_war.scw_build import quick_choice

TITLE = get_title("spanish-civil-war")
ORACLE = ORACLES[TITLE.id]
STEP_CAP = 400  # the game above needs ~110 choices; a cap keeps a regression from hanging


def secrets_now(state) -> dict[str, set[str]]:
    return {role: ORACLE.secrets(state, role) for role in TITLE.roles}


def dm_text(user) -> str:
    dms = user.user.dm_channel.history()
    return "\n".join((e.description or "") for e in dms[-1].embeds) if dms else ""


@pytest.mark.slow
async def test_a_whole_game_from_new_to_winner(simcord_env, make_bot):
    env = simcord_env
    table = await new_seated_game(make_table(env))
    thread, alice, bob = table.thread, table.alice, table.bob
    users = {"nationalists": alice, "republicans": bob}
    announcement = next(m.content for m in table.channel.history() if "commitment" in m.content)
    commitment = re.search(r"`([0-9a-f]{64})`", announcement)[1]

    await alice.slash(thread, "game start")
    store = env.bot.store
    game = await store.game_by_thread(thread.id)

    # The board is pinned, with its PNG, and edited in place from now on.
    pins = thread.pinned_messages()
    assert len(pins) == 1 and pins[0].attachments[0].filename == "board.png"
    board_id = pins[0].id
    png = await pins[0].attachments[0].read()
    assert png.startswith(b"\x89PNG")

    seen: set[int] = set()
    pings = 0
    expected_pings = 0
    last_active: list[str] = []
    prompts: dict[str, object] = {}  # the last ephemeral prompt each user holds
    revealed_attacks = 0
    restarted = stale_checked = False

    def check_public(state) -> None:
        """No public message, new or edited, names a card that is in a hand or face down now."""
        nonlocal pings
        hidden = set().union(*secrets_now(state).values())
        for message in thread.history():
            if message.id in seen and message.id != board_id:
                continue
            text = public_text(message)
            leaked = sorted(name for name in hidden if name in text)
            assert not leaked, f"public message {message.id} reveals {leaked}: {text[:300]}"
            if message.id not in seen and "your turn" in message.content:
                pings += 1
            seen.add(message.id)

    _, state = await store.load(game.id)
    for role in TITLE.roles:  # each player's hand arrived by DM at the start
        shown = dm_text(users[role])
        hand = [card_name(c) for c in state.hands[role]]
        assert len(hand) == 8 and all(name in shown for name in hand), (hand, shown)

    for step in range(STEP_CAP):
        game, state = await store.load(game.id)
        check_public(state)
        active = TITLE.active(state) if state.outcome is None else []
        if active != last_active and active:
            expected_pings += 1
        last_active = active
        if state.outcome is not None:
            break
        role = active[0]
        user = users[role]
        choices = TITLE.view(state, role).choices
        index = quick_choice(role, choices)
        wanted_id = f"c:{game.id}:{game.version}:{role}:{index}"

        if step == 0:
            # The first prompt comes from the ping's "Take your turn" button.
            ping = next(m for m in reversed(thread.history()) if "your turn" in m.content)
            opened = await user.click(ping, label="Take your turn")
            assert opened.ephemeral
            prompts[role] = opened.response
        prompt = prompts.get(role)
        if prompt is None or wanted_id not in {b["custom_id"] for b in buttons(prompt)}:
            opened = await user.slash(thread, "play")
            assert opened.ephemeral, "prompts are never public"
            prompt = opened.response

        if state.phase == "recruit" and state.turn == 3 and not restarted:
            # Restart mid-game: the old bot is gone; the button posted before still works.
            await env.restart_bot(make_bot())
            store = env.bot.store
            restarted = True

        if restarted and not stale_checked and "stale" in prompts:
            stale = prompts.pop("stale")
            refused = await users[stale[0]].click(stale[1], custom_id=stale[2])
            assert refused.ephemeral and "out of date" in refused.response.content
            stale_checked = True

        if step == 1:
            # A second prompt, left alone: its buttons go stale as soon as the game moves on.
            spare = await user.slash(thread, "play")
            prompts["stale"] = (role, spare.response, wanted_id)

        before_version = game.version
        clicked = await user.click(prompt, custom_id=wanted_id)
        assert clicked.acknowledged and clicked.response.ephemeral, clicked.response
        assert clicked.response.content.startswith("✅"), clicked.response.content
        prompts[role] = clicked.response

        game, after = await store.load(game.id)
        assert game.version == before_version + 1
        if after.last_attack != state.last_attack:
            # The simultaneous reveal: both sides' cards appear in public only now.
            revealed_attacks += 1
            check_public(after)
            reveal = "\n".join(public_text(m) for m in thread.history()[-6:])
            for card in after.last_attack.cards[after.last_attack.attacker]:
                assert card_name(card) in reveal
    else:
        raise AssertionError(f"no winner after {STEP_CAP} choices")

    game, state = await store.load(game.id)
    assert state.outcome is not None and state.outcome.winners == ["nationalists"]
    assert restarted and stale_checked and revealed_attacks >= 5
    assert pings == expected_pings, (pings, expected_pings)
    end = thread.history()[-1].content
    assert "Game over" in end and "Nationalists" in end
    seed = re.search(r"Seed revealed: `([0-9a-f]{64})`", end)[1]
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == commitment
    board = thread.pinned_messages()[0]
    assert board.id == board_id and "Game over" in public_text(board)
    assert await board.attachments[0].read() != png, "the board image follows the game"
    assert env.errors == []


def card_name(card_id: str) -> str:
    return CARDS[card_id].name
