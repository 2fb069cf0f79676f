"""The README's "1812: The Invasion of Canada" as people meet it in Discord.

Two people play a full round of the 1812 Full Campaign: alice holds the three British factions,
bob the two American ones. The round holds a water move (a Warship across Lake Erie), a battle
with Flees on both sides, a casualty choice and two Command Decisions (one hold, one withdraw),
and Objectives changing hands (Fort George to the Americans, Erie to the British). A 5-person
lobby seats one faction each, refuses a faction of the other side and DMs every hand, allies'
hands included.

Deterministic: a fixed seed (its hands hold the cards the story needs), the Turn Order draw
and the battle dice forced through ``turns.draw_marker`` and ``battle.roll_face``.
"""

from __future__ import annotations

import re

import pytest

from rules import ORACLES, get_title
from rules.core import seed_from_text
from rules.invasion_1812 import battle, turns
from rules.invasion_1812.cards import CARDS
from tests.bot.helpers import assert_all_in, buttons, open_seat_labels, public_text
from tests.bot.watch import Watch, embed_text, named_in_any_case

TITLE = get_title("invasion-1812")
ORACLE = ORACLES[TITLE.id]
BRITISH = ("british-regulars", "canadian-militia", "native-americans")
AMERICAN = ("american-regulars", "american-militia")
# Its hands: British Regulars hold Provincial Marine (a Warship), the American Regulars
# Frontier Garrisons (3 armies x 1 area), no Publication Ban; found by a search over seeds.
SEED = seed_from_text("invasion-1")
# The Turn Order Markers after the Full Campaign's forced American Regulars opening.
DRAWS = ["british-regulars", "american-militia", "canadian-militia", "native-americans"]
# The Battle of Fort George, round by round: faction -> faces, in the order the dice are rolled.
DICE = {
    1: {  # the British have the initiative in their homeland
        "british-regulars": ["hit", "command"],
        "canadian-militia": ["flee", "command"],
    },
    2: {"american-regulars": ["hit", "hit"], "american-militia": ["flee"]},
}


def force_luck(monkeypatch) -> None:
    """A fixed seed, a fixed Turn Order and scripted dice.

    The engine may roll the same die more than once for one choice (a replay of the log rolls
    it again), so a face is found from the state, not from a queue: the real die is still
    rolled, to move the rng counter, and the counters seen in one roll of one faction give each
    die its place in the script.
    """
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    monkeypatch.setattr(
        turns, "draw_marker", lambda state: next(f for f in DRAWS if f in state.bag)
    )
    real_roll = battle.roll_face
    counters: dict[tuple, set[int]] = {}

    def scripted(state, faction: str) -> str:
        fight = state.battle
        key = (state.round, len(state.turn_order), fight.area, fight.rounds, faction)
        counter = state.rng.counter
        real_roll(state, faction)
        seen = counters.setdefault(key, set())
        seen.add(counter)
        faces = DICE.get(fight.rounds, {}).get(faction)
        assert faces, f"an unscripted roll: {key}"
        return faces[sorted(seen).index(counter)]

    monkeypatch.setattr(battle, "roll_face", scripted)


def names(state, roles) -> set[str]:
    """The names and ids of the cards now in the hands of ``roles``."""
    return set().union(*(ORACLE.secrets(state, r) for r in roles))


def unseen(state, viewers: tuple[str, ...]) -> set[str]:
    """The cards that a holder of ``viewers`` (none: a spectator) may not see: the other
    side's hands (one person holds all the factions of a side)."""
    return names(state, [r for r in TITLE.roles if r not in viewers])


leaked = named_in_any_case


def lobby_of(thread, game):
    return next(m for m in thread.history() if m.id == game.lobby_message_id)


def hand_names(state, role) -> list[str]:
    return [CARDS[c].name for c in state.hands[role]]


# --- the lobby ------------------------------------------------------------------------------


async def test_five_people_take_one_faction_each_and_see_their_allies_hands(
    simcord_env, monkeypatch
):
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    joiners = {  # in the order they join: the sides mixed
        "british-regulars": "alice",
        "american-regulars": "bob",
        "american-militia": "carol",
        "canadian-militia": "dave",
        "native-americans": "erin",
    }
    people = {role: guild.add_member(env.create_user(name)) for role, name in joiners.items()}
    alice, bob = people["british-regulars"], people["american-regulars"]
    await alice.slash(channel, "game new", title="invasion-1812")
    thread = channel.threads[-1]
    store = env.bot.store
    game = await store.game_by_thread(thread.id)
    lobby = lobby_of(thread, game)
    assert [b["label"] for b in buttons(lobby)] == open_seat_labels(
        [TITLE.role_name(r) for r in TITLE.roles]
    )

    await alice.click(lobby, label="Join as British Regulars")
    # One person may hold several factions of one side, never factions of both.
    for refused in (
        await alice.click(lobby_of(thread, game), label="Join as American Regulars"),
        await alice.slash(thread, "game join", role="american-militia"),
    ):
        assert refused.ephemeral, refused.response.content
        text = refused.response.content
        assert "You hold British Regulars, on the other side" in text, text
        assert "several factions of one side only" in text, text
    game = await store.get_game(game.id)
    assert game.seats == {"british-regulars": alice.id}

    for role, person in people.items():
        if role != "british-regulars":
            await person.click(lobby_of(thread, game), label=f"Join as {TITLE.role_name(role)}")
    game = await store.get_game(game.id)
    assert game.seats == {role: person.id for role, person in people.items()}
    lobby = lobby_of(thread, game)
    for role, person in people.items():  # the lobby shows who holds what
        assert f"• {TITLE.role_name(role)}: <@{person.id}>" in lobby.content, lobby.content
    assert buttons(lobby) == []

    started = await alice.slash(thread, "game start")
    assert not started.ephemeral
    _, state = await store.load(game.id)
    for role, person in people.items():
        dms = person.user.dm_channel.history()
        assert dms, f"{role} got no DM"
        shown = embed_text(dms[-1])
        allies = [r for r in TITLE.roles if r in ORACLE.sees_secrets_of(role)]
        for ally in allies:  # their own hand and their allies' hands, shared
            for name in hand_names(state, ally):
                assert name in shown, (role, ally, name, shown)
        enemy = [r for r in TITLE.roles if r not in allies]
        assert not leaked(shown, names(state, enemy)), (role, shown)
    assert "Your ally's hand, shared:" in embed_text(alice.user.dm_channel.history()[-1])

    # `/hand` shows alice her allies' hands too, never the enemy's.
    hand = await alice.slash(thread, "hand")
    assert hand.ephemeral
    shown = embed_text(hand.response)
    for ally in BRITISH:
        assert all(name in shown for name in hand_names(state, ally)), (ally, shown)
    assert not leaked(shown, names(state, AMERICAN)), shown
    hand = await bob.slash(thread, "hand")
    shown = embed_text(hand.response)
    assert all(name in shown for name in hand_names(state, "american-militia")), shown
    assert not leaked(shown, names(state, BRITISH)), shown

    hidden = names(state, TITLE.roles)
    for message in thread.history():
        assert not leaked(public_text(message), hidden), public_text(message)
    assert env.errors == []


# --- a full round for two people -------------------------------------------------------------


def ping_lines(thread) -> list[str]:
    """Every ping's own line in the thread, without its closing hint."""
    return [
        line.split(" Press the button")[0]
        for m in thread.history()
        for line in m.content.splitlines()
        if "your turn" in line
    ]


@pytest.mark.slow
async def test_two_people_play_a_full_round_with_a_water_move_a_battle_and_objectives(
    simcord_env, monkeypatch
):
    force_luck(monkeypatch)
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    holder = {**dict.fromkeys(BRITISH, alice), **dict.fromkeys(AMERICAN, bob)}

    await alice.slash(channel, "game new", title="invasion-1812", scenario="1812-full-campaign")
    thread = channel.threads[-1]
    store = env.bot.store
    game = await store.game_by_thread(thread.id)
    for role in TITLE.roles:
        await holder[role].click(lobby_of(thread, game), label=f"Join as {TITLE.role_name(role)}")
    await alice.slash(thread, "game start")

    watch = await Watch.start(env, thread, game.id, TITLE, holder, unseen, named=leaked)
    check, typed, click = watch.check, watch.typed, watch.click

    state = await check()
    assert state.phase == "setup"
    # Each player sees their own side's hands by DM, never the other side's.
    alice_dm = embed_text(alice.user.dm_channel.history()[-1])
    assert all(n in alice_dm for r in BRITISH for n in hand_names(state, r)), alice_dm

    # Set-up: the Full Campaign's additional units, placed by typed commands.
    await typed(alice, "place 4 Kingston")
    await typed(alice, "place 4 Montreal", role="canadian-militia")
    await typed(alice, "place 4 Six Nations", role="native-americans")
    await typed(bob, "place 6 Fort Niagara")
    await typed(bob, "place 3 Fort Niagara; place 3 Buffalo", role="american-militia")
    state = await check()
    assert state.units["fort-niagara"] == {"american-regulars": 8, "american-militia": 4}

    # Round 1, turn 1: the American Regulars open (Full Campaign), from the ping's button.
    # Their turn opens at the private enlistment prompt, whether or not they hold Publication
    # Ban (rules/invasion_1812/__init__.py: nobody can tell from the board).
    assert state.faction == "american-regulars" and state.phase == "enlist"
    ping = next(m for m in reversed(thread.history()) if "your turn" in m.content)
    # The log lines written with the ping open its message (bot/notify/pings.py).
    assert f"\n<@{bob.id}> your turn: American Regulars must act" in f"\n{ping.content}"
    opened = await bob.click(ping, label="Take your turn")
    assert opened.ephemeral and "Place enlistments" in opened.response.content
    prompt = await click(bob, opened.response, "Enlist as usual")
    assert "Play a Movement card" in prompt.content
    prompt = await click(bob, prompt, "Play AR-05 Frontier Garrisons (3 armies × 1 area)")

    # Bad shortcuts: refused with the bad part named, and nothing changes.
    version = (await store.get_game(game.id)).version
    for text, named in (
        ("move Fort Niagra -> Fort George", "No area called 'Fort Niagra' on the map"),
        ("move Fort Niagra -> Fort George", "Did you mean Fort Niagara"),
        ("move Fort Niagara -> York", "york"),  # not next to Fort Niagara
        ("move Fort Niagara -> Fort George: 2 purple", "`purple` is not a colour"),
        ("march Fort Niagara -> Fort George", "I don't know `march`"),
    ):
        refused = await bob.slash(thread, "play", do=text)
        content = refused.response.content
        assert refused.ephemeral and content.startswith(f"⚠️ In `{text}`"), content
        assert named.lower() in content.lower(), content
    assert (await store.get_game(game.id)).version == version

    await typed(bob, "move Fort Niagara -> Fort George: 2 blue 2 white")
    prompt = (await bob.slash(thread, "play")).response
    prompt = await click(bob, prompt, "End movement")
    assert "Choose the next battle" in prompt.content
    pinged = len(ping_lines(thread))
    prompt = await click(bob, prompt, "Resolve the Battle of Fort George")
    # The British rolled first: 1 yellow fled, 1 Hit on the Americans; bob picks the casualty.
    assert "1 Hit(s) on your side" in prompt.content, prompt.content
    prompt = await click(bob, prompt, "Remove 1 white (American Militia)")
    assert "Waiting on British Regulars" in prompt.content, prompt.content
    # Both American factions were asked for the casualty, any of them for both ("The opponents
    # decide among themselves which unit to remove"): one ping, bob named once for the two;
    # then alice, for her Command Decisions.
    assert ping_lines(thread)[pinged:] == [
        f"<@{bob.id}> your turn: American Regulars, American Militia must act.",
        f"<@{alice.id}> your turn: British Regulars must act.",
    ]

    # Two Command Decisions for alice: the red unit holds, the yellow one withdraws.
    decision = await alice.slash(thread, "play")
    assert decision.ephemeral
    assert "Command Decision for one red unit" in decision.response.content
    labels = [b["label"] for b in buttons(decision.response)]
    assert "Withdraw 1 red to Stoney Creek" in labels and "Stay in the battle" in labels
    prompt = await click(alice, decision.response, "Stay in the battle")
    assert "Command Decision for one yellow unit" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "Withdraw 1 yellow to Stoney Creek")
    # The Americans rolled: 2 Hits took both red units, a white one fled; the turn ended.
    state = await check()
    assert state.units["fort-george"] == {"american-regulars": 2}
    assert state.units["stoney-creek"] == {"canadian-militia": 1}
    assert state.fled == {"canadian-militia": 1, "american-militia": 1}
    assert state.control == {"fort-george": "american"}

    # Turn 2, British Regulars: a Warship carries 2 red across Lake Erie into empty Erie.
    assert state.faction == "british-regulars" and state.phase == "cards"
    assert "Play a Movement card" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "Play BR-06 Provincial Marine (Warship: 1 army)")
    prompt = await click(alice, prompt, "Embark from Amherstburg")
    for label in ("−1 yellow", "−1 green", "−1 green"):
        prompt = await click(alice, prompt, label)
    assert "(2 red)" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "→ Erie")
    prompt = await click(alice, prompt, "End movement")
    state = await check()
    assert state.units["erie"] == {"british-regulars": 2}
    assert state.control == {"fort-george": "american", "erie": "british"}

    # Turn 3, American Militia: the fled white unit returns (bob's choice of Muster Area).
    assert state.faction == "american-militia"
    prompt = (await bob.slash(thread, "play")).response
    assert "Return 1 fled unit(s)" in prompt.content, prompt.content
    prompt = await click(bob, prompt, "1 fled to Albany")
    await typed(bob, "play Volunteer Companies; end")

    # Turns 4 and 5, Canadian Militia and Native Americans, typed in one line each.
    state = await check()
    assert state.faction == "canadian-militia"
    await typed(alice, "fled 1 York; play Incorporated Militia; end")
    state = await check()
    assert state.faction == "native-americans"
    await typed(alice, "extra Sandwich; play Portage; end")

    # Round 2 has begun with the next Turn Order Marker.
    state = await check()
    assert state.round == 2 and state.turn_order == ["british-regulars"]
    assert state.fled == {}

    log = "\n".join(m.content for m in thread.history())
    assert_all_in(
        log,
        "— Round 1 of 10 —",
        "Turn 1: the American Regulars marker takes the first turn.",
        "American Regulars move 2 blue, 2 white",
        "⚔️ Battle of Fort George: British 2 red, 2 yellow against American",
        "🎲 British roll at Fort George: red [Hit, Command]; yellow [Flee, Command].",
        "1 yellow unit flees to the Fled Units space.",
        "💥 1 Hit on the American",
        "American Regulars remove 1 white unit.",
        "Command Decision: 1 yellow unit withdraws to Stoney Creek.",
        # Staying is a Command Decision too, and narrated (README, "1812: The Invasion of Canada").
        "Command Decision: 1 red unit",
        "🎲 American roll at Fort George: blue [Hit, Hit]; white [Flee].",
        "1 white unit flees to the Fled Units space.",
        "💥 2 Hits: 2 red removed.",
        "The Battle of Fort George is over",
        "British Regulars move 2 red by water: Amherstburg → Erie.",
        "⭐ The British take Erie: 1 Control Marker.",
        "1 extra green unit joins at Sandwich.",
        "— Round 2 of 10 —",
        "Turn 1: the British Regulars marker is drawn from the bag.",
    )
    assert re.search(r"⭐ The Americans? take Fort George: 1 Control Marker\.", log)
    assert re.search(r"1 fled American Militia units? returns? to Albany\.", log)
    assert re.search(r"1 fled Canadian Militia units? returns? to York\.", log)

    await watch.finish("Round 2 of 10 · British Regulars ·", "British 1 · American 1")
    assert len(watch.seen_dms) > 10, "the DM check saw the hands as they changed"
