"""Canadian Civil War's political game as people meet it in Discord, through SimCord.

Four people play The Referendum (12.2): alice Red (Federalist), bob Orange (Provincial
Moderate), carol Green (Provincial Autonomist), dave Blue (Separatist). They join by the lobby's
buttons, let the bot arrange their pieces (3.0 step 3: the prompt's menu for two of them, a
typed `arrange` for the others), and play the whole of Game-Turn 1, all four Player-Turns (4.3),
through their pings, prompts and typed commands:

* Red, Political Opportunity: #31 CRISIS — Foreign Affairs reveals the one Foreign Affairs
  Issue, Orange's in Orange L1, and calls it; the other three vote at once in sealed ballots,
  each pinged (5.4, reconstructed): Orange and Blue block it, Green lets it be called, and the
  result, posted with each vote and its weight, is 19 for against 20: blocked (the 9.1 vote the
  other way round).
* Red, Movement (typed): Ontario 2 and Petroleum into the Crisis Zone, a stack of their own.
* Red, Contest: from the Crisis Zone against Orange A1 (Ontario 8, Ontario 9 and their Issue),
  3 against 3 at 1-1 (7.0), die 1: C-1. The Issue, turned face up in the Crisis Zone, passes
  beneath Ontario 2; Ontario 8 and 9 turn Red.
* Red, Election: #27 ELECTIONS CALLED IN Prince Edward Island (8.1): Prince Edward Island 1
  (Orange, 5 Issues) rolls 4 -1 = 3: one colour; second die 2, even, toward Blue: it turns
  Green, and the Premier of Prince Edward Island goes to Green (8.13).
* Orange and Green end their phases in one typed line each.
* Blue, Election: #21 NATIONAL ELECTIONS CALLED (8.2). Red, with 14 Constituencies, tries to
  form a government: hands Finance to Orange for its vote (8.22) and calls the vote; Orange is
  for, Green and Blue against: 21 for, 20 needed, formed (8.21). Each piece of the government
  is placed back by its controller (Finance by Orange), and Game-Turn 2 begins with Green, who
  controls the most Issues (4.2).

Along the way: one pinned board, edited, with a PNG attached; every roll narrated; pings for
whoever must act, each voter pinged for each vote; nothing of a hand, a face-down Issue or a
sealed ballot in public; every message within Discord's limits; no error; the store replays to
the same state. A three-person Quiet Revolution lobby seats Red, Orange and Green only; a
typed "national emergency" is refused during set-up, and offered to an idle player after it
(10.1, canadian_civil_war/emergency.py).

Deterministic: a fixed seed, found by a search over seeds, whose deal suits the story (Red's
hand and first draw hold #31 and #27, Blue's hand #21; nobody else holds the Foreign Affairs
Issue), and the dice forced through ``contest.die``.
"""

from __future__ import annotations

import pytest

from rules import ORACLES, get_title
from rules.canadian_civil_war import contest
from rules.canadian_civil_war.components import ISSUES
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import key_of, where_label
from rules.core import seed_from_text
from tests.bot.helpers import (
    assert_all_in,
    buttons,
    force_rolls,
    log_part,
    menus,
    open_seat_labels,
    public_text,
)
from tests.bot.watch import Watch, embed_text, public_surfaces

TITLE = get_title("canadian-civil-war")
ORACLE = ORACLES[TITLE.id]
COLORS = ("red", "orange", "green", "blue")
PLAYERS = {"red": "alice", "orange": "bob", "green": "carol", "blue": "dave"}
# Red holds #31 CRISIS — Foreign Affairs and draws #27 ELECTIONS CALLED IN Prince Edward
# Island; Blue holds #21 NATIONAL ELECTIONS CALLED; Orange holds the Foreign Affairs Issue.
SEED = seed_from_text("ccw-208")
DICE = [
    6,  # the roll-off for the first Player-Turn (4.2): Red 6,
    1,  # Orange 1,
    2,  # Green 2,
    3,  # Blue 3: Red goes first
    1,  # Red's Contest at 1-1: C-1
    4,  # Prince Edward Island 1 on the Election Table: 4 -1 = 3, one colour
    2,  # the second die (8.12): even, toward Blue
]


def hidden_from(state, viewers: tuple[str, ...]) -> set[str]:
    """What a holder of ``viewers`` (none: a spectator) must not read: the other players' cards,
    and every face-down Issue none of them has seen, by id and by its kind where it lies ("Tax
    Issue in Red A4", the words of a player's own prompt and hand)."""
    found = set().union(*(ORACLE.secrets(state, r) for r in COLORS if r not in viewers))
    for issue, spec in state.issues.items():
        if spec.public or set(viewers) & set(spec.seen) or spec.where == "off":
            continue
        found.add(issue)
        found.add(f"{ISSUES[spec.kind].name} Issue in {where_label(key_of(spec))}")
    return found


def options(message) -> list[tuple[str, str, str]]:
    """(menu custom_id, option label, option value) of every select menu of a message."""
    return [(m["custom_id"], o["label"], o["value"]) for m in menus(message) for o in m["options"]]


def labels(message) -> list[str]:
    return [b["label"] for b in buttons(message)] + [label for _, label, _ in options(message)]


def public_log(thread) -> str:
    """The log lines posted in the thread: every message's text up to its ping, if it has one
    (a log line and the ping written with it go out as one message, bot/notify/pings.py)."""
    return "\n".join(log_part(m.content or "") for m in thread.history())


def lobby_of(thread, game):
    return next(m for m in thread.history() if m.id == game.lobby_message_id)


async def open_game(env, scenario: str, roles: tuple[str, ...], while_open=None):
    """alice makes a game of ``scenario``; each person joins by the lobby's button (after
    alice, the first, ``while_open(thread, game, people)`` looks at the lobby); alice starts
    the game. Returns (thread, game, person by role)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    people = {r: guild.add_member(env.create_user(PLAYERS[r])) for r in roles}
    made = await people["red"].slash(
        channel, "game new", title="canadian-civil-war", scenario=scenario
    )
    assert made.acknowledged
    thread = channel.threads[-1]
    store = env.bot.store
    game = await store.game_by_thread(thread.id)
    offered = [b["label"] for b in buttons(lobby_of(thread, game))]
    assert offered == open_seat_labels([TITLE.role_name(r) for r in roles]), offered
    for role, person in people.items():
        joined = await person.click(
            lobby_of(thread, game), label=f"Join as {TITLE.role_name(role)}"
        )
        assert joined.acknowledged
        if role == roles[0] and while_open is not None:
            await while_open(thread, await store.get_game(game.id), people)
    game = await store.get_game(game.id)
    assert game.seats == {r: p.id for r, p in people.items()}
    assert buttons(lobby_of(thread, game)) == []
    started = await people["red"].slash(thread, "game start")
    assert started.acknowledged and not started.ephemeral, started.response.content
    return thread, await store.get_game(game.id), people


# --- four players, a full Game-Turn -----------------------------------------------------------


@pytest.mark.slow
async def test_four_people_play_a_referendum_game_turn_with_votes_a_contest_and_elections(
    simcord_env, monkeypatch, caplog
):
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    rolled = force_rolls(monkeypatch, contest, "die", DICE)
    env = simcord_env
    surfaces = public_surfaces(env, monkeypatch, caplog)

    thread, game, holder = await open_game(env, "referendum", COLORS)
    alice, bob, carol, dave = (holder[c] for c in COLORS)

    watch = await Watch.start(env, thread, game.id, TITLE, holder, hidden_from, surfaces=surfaces)
    check, typed, click, pings = watch.check, watch.typed, watch.click, watch.pings

    async def pick(person, prompt, label: str):
        """Picks the option ``label`` of one of the prompt's select menus."""
        found = [(menu, value) for menu, text, value in options(prompt) if text == label]
        assert found, (label, labels(prompt))
        menu, value = found[0]
        return await watch.select(person, prompt, [value], menu, label)

    async def take_turn(person, role: str):
        """The player answers the last ping that names them, by its button."""
        ping = next(
            m
            for m in reversed(thread.history())
            if "your turn" in (m.content or "")
            and f"<@{person.id}>" in m.content.split("your turn")[0]
        )
        assert ping.id == max(m.id for m in thread.history() if "your turn" in (m.content or ""))
        assert TITLE.role_name(role) in ping.content, ping.content
        opened = await person.click(ping, label="Take your turn")
        assert opened.acknowledged and opened.ephemeral, opened.response.content
        return opened.response

    pinged_since = watch.pinged_since

    state = await check()
    assert state.phase == "setup" and set(TITLE.active(state)) == set(COLORS)

    # --- setting up (3.0): everyone arranges at once ----------------------------------------
    prompt = await take_turn(alice, "red")
    assert "Setting up: place" in prompt.content, prompt.content
    await pick(alice, prompt, "Arrange the rest for me")
    await typed(bob, "arrange")
    await typed(carol, "arrange")
    prompt = await take_turn(dave, "blue")
    await pick(dave, prompt, "Arrange the rest for me")
    state = await check()
    assert (state.turn, state.player, state.phase) == (1, "red", "opportunity")
    assert state.order == list(COLORS)
    log = public_log(thread)
    assert "Roll-off for the first Player-Turn (4.2): Red 6, Orange 1, Green 2, Blue 3: Red." in log
    # The hands come by DM, with each player's own Issues face up.
    for role, person in holder.items():
        dm = embed_text(person.user.dm_channel.history()[-1])
        assert all(label in dm for label in ORACLE.secrets(state, role) if label.startswith("#"))
        assert "(face down to the others)" in dm, dm
        # What the leak scan looks for is there, in private: the player's own Issues by place.
        assert any(s in dm for s in hidden_from(state, ()) if " Issue in " in s), dm
    assert "#31 CRISIS — Foreign Affairs" in embed_text(alice.user.dm_channel.history()[-1])

    # --- Red, Political Opportunity: a Crisis Card blocked by a vote (5.21, 5.4) -------------
    prompt = await take_turn(alice, "red")
    assert "Political Opportunity Phase" in prompt.content, prompt.content
    voting = len(pings)
    prompt = await click(alice, prompt, "Play #31 CRISIS — Foreign Affairs")
    assert "nothing to do now" in prompt.content, prompt.content
    log = public_log(thread)
    assert_all_in(
        log,
        "🃏 Red plays #31 CRISIS — Foreign Affairs",
        "Revealed in Orange L1: Orange New Brunswick 1, Orange Premier of New Brunswick, "
        "Foreign Affairs Issue.",
        "Red calls the Foreign Affairs Issue in Orange L1 into the Crisis Zone with #31 CRISIS — "
        "Foreign Affairs: everyone else votes",
    )
    state = await check()
    assert TITLE.active(state) == ["orange", "green", "blue"]
    assert pinged_since(voting) == {"orange", "green", "blue"}, pings[voting:]

    # The ballots are sealed: until the last is in, nothing public says how anyone voted.
    prompt = await take_turn(bob, "orange")
    assert "National Debate (5.4)" in prompt.content and "weighs 10" in prompt.content
    await click(bob, prompt, "Block it")
    await typed(carol, "yes")
    sealed = public_log(thread)
    assert "Votes:" not in sealed and "against (" not in sealed, sealed
    assert "Your sealed ballot: for." in embed_text(carol.user.dm_channel.history()[-1])
    prompt = await take_turn(dave, "blue")
    assert "weighs 10" in prompt.content, prompt.content
    await click(dave, prompt, "Block it")
    assert {"green", "blue"} <= pinged_since(voting + 1), pings[voting:]
    assert (
        "Votes: Red for (12), Orange against (10), Green for (7), Blue against (10): "
        "19 for, 20 against: the call is blocked."
    ) in public_log(thread)
    state = await check()
    assert state.issues["foreign-affairs-1"].where == "orange-l1"

    # --- Red, Movement (typed) and a Contest from the Crisis Zone (7.0) ----------------------
    prompt = await take_turn(alice, "red")
    prompt = await click(alice, prompt, "End the Political Opportunity Phase")
    await typed(alice, "move Ontario 2, Petroleum -> Crisis Zone; end")
    state = await check()
    assert state.phase == "contest"
    assert key_of(state.actives["ont-2"]) == key_of(state.actives["petroleum"]) == "crisis-zone:2"
    prompt = (await alice.slash(thread, "play")).response
    before = [(m.id, public_text(m)) for m in thread.history() if m.id != watch.board_id]
    prompt = await click(
        alice, prompt, "Contest Orange A1: Orange Ontario 8, Orange Ontario 9, face-down Issue"
    )
    prompt = await pick(alice, prompt, "Contest with the Crisis Zone")
    assert "3 against 3, column 1-1. Roll when ready." in prompt.content, prompt.content
    after = [(m.id, public_text(m)) for m in thread.history() if m.id != watch.board_id]
    assert after == before, "a Contest not yet rolled shows in public"
    prompt = await click(alice, prompt, "Roll")
    log = public_log(thread)
    assert_all_in(
        log,
        "⚖️ Red contests Orange A1: Red Ontario 2 (1) + Red Petroleum (2) against Orange "
        "Ontario 8 (1) + Orange Ontario 9 (1) + face-down Issue (1): Contest Table (7.3): "
        "3 vs 3 -> 1-1; die 1 -> C-1",
        "The Language Issue passes beneath Red Ontario 2 in the Crisis Zone.",
        "Ontario 8 turns from Orange to Red.",
        "Ontario 9 turns from Orange to Red.",
    )
    state = await check()
    won = state.issues["language-1"]
    assert (won.where, won.under, won.public) == (CRISIS_ZONE, "ont-2", True)
    assert state.actives["ont-8"].color == state.actives["ont-9"].color == "red"

    # --- Red, Election: Prince Edward Island (8.1, 8.12, 8.13) --------------------------------
    prompt = await click(alice, prompt, "End the Contest Phase")
    assert "Election Phase" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "Play #27 ELECTIONS CALLED IN Prince Edward Island")
    log = public_log(thread)
    assert_all_in(
        log,
        "🗳️ Elections in Prince Edward Island.",
        "Orange Prince Edward Island 1 (Orange controls 5 Issues): Election Table (8.3): "
        "5 -> column 1-5; die 4 -1",
        "second die 2: toward Blue.",
        "Prince Edward Island 1 turns from Orange to Green",
        "The Premier of Prince Edward Island goes from Orange to Green (8.13).",
    )
    state = await check()
    assert state.actives["pei-1"].color == state.actives["premier-pei"].color == "green"
    prompt = await click(alice, prompt, "End the Player-Turn")

    # --- Orange and Green: their phases ended in one typed line each -------------------------
    state = await check()
    assert (state.player, state.phase) == ("orange", "opportunity")
    await typed(bob, "end; end; end; end")
    state = await check()
    assert (state.player, state.phase) == ("green", "opportunity")
    await typed(carol, "end; end; end; end")

    # --- Blue, Election: National Elections and a government formed (8.2) ---------------------
    state = await check()
    assert (state.player, state.phase) == ("blue", "opportunity")
    prompt = await take_turn(dave, "blue")
    for label in (
        "End the Political Opportunity Phase",
        "End the Movement Phase",
        "End the Contest Phase",
    ):
        prompt = await click(dave, prompt, label)
    prompt = await click(dave, prompt, "Play #21 NATIONAL ELECTIONS CALLED")
    log = public_log(thread)
    assert (
        "🗳️ National Elections: the Prime Minister and the Civil Servants leave the display." in log
    )
    assert "Red, with 14 Constituencies, takes the Prime Minister and tries to form" in log, log
    state = await check()
    assert TITLE.active(state) == ["red"] and state.actives["finance"].where == "off"

    prompt = await take_turn(alice, "red")
    assert "Form a government (8.21)" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "Give Finance to Orange")
    assert "Red hands Finance to Orange (8.22)." in public_log(thread)
    voting = len(pings)
    prompt = await click(alice, prompt, "Call the vote")
    state = await check()
    assert TITLE.active(state) == ["orange", "green", "blue"]
    assert pinged_since(voting) == {"orange", "green", "blue"}, pings[voting:]
    prompt = await take_turn(bob, "orange")
    assert "Vote on Red's government (8.21): your 7 Constituencies" in prompt.content
    await click(bob, prompt, "For the government")
    await typed(carol, "no")
    assert "Votes:" not in public_log(thread).split("Red calls the vote on its government")[-1]
    prompt = await take_turn(dave, "blue")
    await click(dave, prompt, "Against it")
    assert (
        "Votes: Red for (14), Orange for (7), Green against (8), Blue against (10): "
        "21 Constituencies for, 20 needed: a government is formed."
    ) in public_log(thread)

    # The government comes back to the display, each piece placed by its controller.
    state = await check()
    assert state.actives["finance"].color == "orange"
    assert state.actives["prime-minister"].color == state.actives["commerce"].color == "red"
    for person, role in ((alice, "red"), (bob, "orange"), (alice, "red")):
        prompt = await take_turn(person, role)
        while prompt.content.split("·")[-1].strip().startswith("Place"):
            where = next(b["label"] for b in buttons(prompt) if b["label"].startswith("In "))
            prompt = await click(person, prompt, where)
    state = await check()
    assert all(state.actives[p].where != "off" for p in state.actives)
    assert state.actives["finance"].where.startswith("orange-")

    prompt = await take_turn(dave, "blue")
    assert "Election Phase" in prompt.content, prompt.content
    await click(dave, prompt, "End the Player-Turn")

    # --- Game-Turn 2 begins -------------------------------------------------------------------
    state = await check()
    assert (state.turn, state.player, state.phase) == (2, "green", "opportunity")
    log = public_log(thread)
    assert_all_in(
        log,
        "First Player Determination: Issues controlled: Red 6, Orange 4, Green 7, Blue 6.",
        "— Game-Turn 2: Green, then Blue, then Red, then Orange (4.2).",
    )
    assert rolled == DICE

    # A National Emergency is for the player with the fewest Issues, no more than 3 (10.1).
    # Green, with the most Issues, is refused, saying who may (nobody: all hold 4 or more).
    refused = await carol.slash(thread, "play", do="national emergency")
    assert refused.ephemeral, refused.response.content
    text = refused.response.content
    assert "Only the player with the fewest Issues, and no more than 3" in text, text
    assert "now nobody" in text, text

    # --- the board, the pings, the limits, the store -------------------------------------------
    await watch.finish("Game-Turn 2 · Green (Provincial Autonomist) Player-Turn")


# --- three players: The Quiet Revolution -------------------------------------------------------


async def test_a_quiet_revolution_lobby_seats_red_orange_and_green_only(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    env = simcord_env
    seats = ("red", "orange", "green")

    async def no_blue(thread, game, people):
        """With Red seated, the lobby offers Orange and Green, never Blue."""
        lobby = lobby_of(thread, game)
        assert [b["label"] for b in buttons(lobby)] == open_seat_labels(
            ["Orange (Provincial Moderate)", "Green (Provincial Autonomist)"]
        )
        assert "Blue" not in lobby.content, lobby.content
        erin = thread.guild.add_member(env.create_user("erin"))
        offered = await erin.autocomplete(thread, "game join", "role", "")
        assert [o["value"] for o in offered] == ["orange", "green"], offered
        refused = await erin.slash(thread, "game join", role="blue")
        assert refused.ephemeral, refused.response.content
        assert refused.response.content.startswith(
            "⚠️ The Quiet Revolution does not seat Blue (Separatist). Roles: Red (Federalist) "
            "(red), Orange"
        ), refused.response.content
        assert "blue" not in (await env.bot.store.get_game(game.id)).seats

    thread, game, people = await open_game(env, "quiet-revolution", seats, no_blue)
    assert game.status == "active"
    _, state = await env.bot.store.load(game.id)
    assert set(state.hands) == set(seats) and state.phase == "setup"
    assert set(TITLE.active(state)) == set(seats)
    assert not any(a.color == "blue" for a in state.actives.values())

    # 10.1: everyone holds 3 Issues, so everyone may attempt a National Emergency, but only
    # once every piece is on the display: asked while setting up, it is refused.
    async def not_yet(person):
        refused = await person.slash(thread, "play", do="national emergency")
        assert refused.ephemeral, refused.response.content
        text = refused.response.content
        assert text.startswith("⚠️") and "once every piece is on the display" in text, text
        assert "National Emergency" in text and "Traceback" not in text, text

    version = (await env.bot.store.get_game(game.id)).version
    await not_yet(people["green"])
    assert (await env.bot.store.get_game(game.id)).version == version, "a refusal changes nothing"
    for person in people.values():
        done = await person.slash(thread, "play", do="arrange")
        assert done.response.content.startswith("✅"), done.response.content
    _, state = await env.bot.store.load(game.id)
    assert (state.turn, state.phase) == (1, "opportunity")
    # "At any time" (10.1): a player with nothing to do now is offered the attempt in /play,
    # and is not pinged for it (Title.interrupts).
    idle = next(c for c in seats if c not in TITLE.active(state))
    shown = await people[idle].slash(thread, "play")
    assert shown.ephemeral, shown.response.content
    labels = [b["label"] for b in buttons(shown.response)]
    assert any(label.startswith("Attempt a National Emergency") for label in labels), labels
    assert env.errors == []
