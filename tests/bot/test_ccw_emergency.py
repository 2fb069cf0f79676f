"""Canadian Civil War's National Emergency (10.0-10.7) as four people meet it in Discord, through
SimCord.

Four people play The Referendum (12.2): alice Red (Federalist, holding the Prime Minister), bob
Orange (Provincial Moderate), carol Green (Provincial Autonomist), dave Blue (Separatist). They
join by the lobby's buttons and arrange their pieces by typed `arrange`. Then:

* Red, Political Opportunity: #09 Maritime Union Talks Collapse sends Orange's three Maritime
  Constituencies, with their Issues, into the Crisis Zone. Orange now controls 3 Issues, the
  fewest (10.1), while the game waits on Red: the board says Orange may attempt a National
  Emergency, Orange's `/play` offers it, and nobody is pinged for it.
* Orange attempts it out of turn (the button of `/play`). Green, Blue and Red are pinged to
  choose a stance, sealed until the last: Green opposes (button), Blue stays neutral (typed),
  Red joins (button). 2 for, 1 against: column 2:1 of the National Emergency Table (10.81),
  die 3: created. The Government Side is Red and Orange (Red holds the Prime Minister, 10.15),
  the Rebel Side Green; Blue's pieces leave the display (10.14) and Blue is never pinged again.
* Loyalty (10.21): Green (6 Issues, 7 Constituencies: Loyalty Number 1) rolls for Ontario (1,
  Loyal), Alberta (2, Loyal), Saskatchewan (6, Disloyal) and British Columbia (3, Loyal), each
  roll narrated. The Government calls up (typed) Ontario 1 (1, Loyal) and Ontario 2 (6,
  Disloyal: its Militia go to the Rebels, 10.23).
* Deployment (10.3): Green places The Lorne Scots (typed `place`) and has the rest deployed
  (the prompt's menu); Orange places four Federal units in the Crisis Zone in one typed line,
  Red has the rest deployed (`arrange`). The pinned board turns to the Emergency: "National
  Emergency · Game-Turn 1 of 6", with a new image.
* Game-Turn 1, the Government: a typed move (a bad one refused first, all or nothing), then
  Combat: Green A2 attacked by buttons on the Combat Results Table, 6 vs 5 at 1-1, die 6: De,
  The Loyal Edmonton Regiment eliminated; then (10.73) its Constituency and Premier attacked by a
  typed command on the Riot Table, 3 vs 3 at 1-1, die 4: Be (a typed attack on a square with no
  enemy refused first).
* The Rebels: four units spread out of overstacked squares in one typed line; Combat: the
  Federal unit alone in Crisis Zone stack 5 attacked (typed) on the Combat Results Table, 4 vs 3
  at 1-1, die 4: Dr, and the Government chooses its retreat by button; Orange A1 (Ontario 8 and
  9) attacked on the Riot Table, 2 vs 2 at 1-1, die 5: Be. Game-Turn 2 begins.

Along the way (tests/bot/watch.py): the one pinned board, edited, with a PNG; pings for whoever
must act and nobody else; nothing of a hand, a face-down Issue or a sealed stance in public;
every message within Discord's limits; no error; the store replays to the same state.

Deterministic: a fixed seed, found by an offline search (random play from
``TITLE.setup(seed, "referendum")``), whose first Player-Turn is Red's with #09 in hand; every
die forced through ``contest.die``.
"""

from __future__ import annotations

import pytest

from rules import get_title
from rules.canadian_civil_war import contest, war
from rules.canadian_civil_war.ops import tally
from rules.core import seed_from_text
from tests.bot.helpers import assert_all_in, buttons, force_rolls, public_text
from tests.bot.test_canadian_civil_war import (
    COLORS,
    hidden_from,
    labels,
    open_game,
    options,
    public_log,
)
from tests.bot.watch import Watch, embed_text, public_surfaces

TITLE = get_title("canadian-civil-war")
# Red goes first and holds #09 Maritime Union Talks Collapse, which leaves Orange with 3 Issues.
SEED = seed_from_text("ccw-ne-6")
ATTEMPT = "Attempt a National Emergency (10.1): normal play stops at once"
DICE = [
    4,  # the roll-off for the first Player-Turn (4.2), the seed's own dice: Red 4,
    2,  # Orange 2,
    3,  # Green 3,
    1,  # Blue 1: Red goes first
    3,  # the National Emergency Table (10.81), 2 for, 1 against: column 2:1, 3 -> N
    1,  # Green's Loyalty Number 1 (10.83): Ontario, Loyal
    2,  # Alberta, Loyal
    6,  # Saskatchewan, Disloyal
    3,  # British Columbia, Loyal
    1,  # the Government's call-up at Loyalty Number 3 (10.23): Ontario 1, Loyal
    6,  # Ontario 2, Disloyal: its Militia go to the Rebels
    6,  # Government on Green A2, Combat Results Table 6 vs 5 at 1-1: De
    4,  # Government on Green A2 again (10.73), Riot Table 3 vs 3 at 1-1: Be
    4,  # Rebels on Crisis Zone stack 5, Combat Results Table 4 vs 3 at 1-1: Dr
    5,  # Rebels on Orange A1, Riot Table 2 vs 2 at 1-1: Be
]
HEADLINE_TURN_1 = "National Emergency · Game-Turn 1 of 6"


def assert_in_order(text: str, *parts: str) -> None:
    """Each of ``parts`` stands in ``text``, each after the one before."""
    at = 0
    for part in parts:
        found = text.find(part, at)
        assert found >= 0, (part, text[at:])
        at = found + len(part)


def latest_ping(thread):
    return max(
        (m for m in thread.history() if "your turn" in (m.content or "")), key=lambda m: m.id
    )


async def take_turn(thread, person, role: str):
    """The player answers the latest ping, which names them, by its button."""
    ping = latest_ping(thread)
    assert f"<@{person.id}>" in ping.content.split("your turn")[0], ping.content
    assert TITLE.role_name(role) in ping.content, ping.content
    opened = await person.click(ping, label="Take your turn")
    assert opened.acknowledged and opened.ephemeral, opened.response.content
    return opened.response


def button_starting(prompt, start: str) -> str:
    """The label of the one button of ``prompt`` that starts with ``start``."""
    found = [b["label"] for b in buttons(prompt) if b["label"].startswith(start)]
    assert len(found) == 1, (start, labels(prompt))
    return found[0]


@pytest.mark.slow
async def test_an_out_of_turn_national_emergency_is_created_and_fought_for_a_game_turn(
    simcord_env, monkeypatch, caplog
):
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    rolled = force_rolls(monkeypatch, contest, "die", DICE)
    env = simcord_env
    store = env.bot.store
    surfaces = public_surfaces(env, monkeypatch, caplog)

    thread, game, holder = await open_game(env, "referendum", COLORS)
    alice, bob, carol, dave = (holder[c] for c in COLORS)
    watch = await Watch.start(env, thread, game.id, TITLE, holder, hidden_from, surfaces=surfaces)
    check, typed, click, pings, pinged_since = (
        watch.check,
        watch.typed,
        watch.click,
        watch.pings,
        watch.pinged_since,
    )

    async def pick(person, prompt, *wanted: str):
        """Picks the options of one select menu of ``prompt`` whose labels start with each of
        ``wanted``, together."""
        found = [
            (menu, value)
            for start in wanted
            for menu, text, value in options(prompt)
            if text.startswith(start)
        ]
        assert len(found) == len(wanted), (wanted, labels(prompt))
        assert len({menu for menu, _ in found}) == 1, found
        return await watch.select(person, prompt, [v for _, v in found], found[0][0], wanted)

    async def refused(person, text: str) -> str:
        """A typed command refused: a private ⚠️ answer, and nothing changed or posted."""
        before = (await store.get_game(game.id)).version
        posted = [m.id for m in thread.history()]
        done = await person.slash(thread, "play", do=text)
        assert done.acknowledged and done.ephemeral, done.response.content
        answer = done.response.content
        assert answer.startswith("⚠️"), answer
        assert "Traceback" not in answer and "Error" not in answer, answer
        assert (await store.get_game(game.id)).version == before, f"`{text}` changed the game"
        assert [m.id for m in thread.history()] == posted, f"`{text}` posted in public"
        return answer

    def board_text() -> str:
        return public_text(thread.pinned_messages()[0])

    async def board_png() -> bytes:
        return await thread.pinned_messages()[0].attachments[0].read()

    # --- set-up, and Red's card: Orange down to 3 Issues (10.1) -------------------------------
    state = await check()
    assert state.phase == "setup" and set(TITLE.active(state)) == set(COLORS)
    for person in (alice, bob, carol, dave):
        await typed(person, "arrange")
    state = await check()
    assert (state.turn, state.player, state.phase) == (1, "red", "opportunity")
    assert state.actives["prime-minister"].color == "red"
    prompt = await take_turn(thread, alice, "red")
    assert "Political Opportunity Phase" in prompt.content, prompt.content
    no_ping_for_interrupt = len(pings)
    await click(alice, prompt, "Play #09 Maritime Union Talks Collapse")
    assert_all_in(
        public_log(thread),
        "🃏 Red plays #09 Maritime Union Talks Collapse",
        "Orange Prince Edward Island 1 goes into the Crisis Zone.",
        "Orange Nova Scotia 1 goes into the Crisis Zone.",
        "Orange New Brunswick 1 goes into the Crisis Zone.",
    )
    state = await check()
    assert TITLE.active(state) == ["red"] and state.phase == "opportunity"
    assert tally(state)[0] == {"red": 6, "orange": 3, "green": 6, "blue": 6}
    assert "National Emergency (10.1): Orange may attempt one at any moment" in board_text()
    political_png = await board_png()
    # Below the board, a close-up of where the card moved pieces, at a size a phone
    # shows legibly: the three Maritime stacks that came into the Crisis Zone.
    pinned = thread.pinned_messages()[0]
    assert [a.filename for a in pinned.attachments] == ["board.png", "closeup.png"]
    assert pinned.embeds[1].image.url == "attachment://closeup.png"
    assert pinned.embeds[1].description == "🔍 Crisis Zone", pinned.embeds[1].description

    # The attempt is offered in Orange's /play, though the game waits on Red, and nobody is
    # pinged for it; Green, with 6 Issues, is offered nothing.
    offered = await bob.slash(thread, "play")
    assert offered.ephemeral, offered.response.content
    assert "Nobody is waiting on you, but you may act now:" in offered.response.content
    assert labels(offered.response) == [ATTEMPT], labels(offered.response)
    idle = await carol.slash(thread, "play")
    assert idle.ephemeral, idle.response.content
    assert "nothing to do now" in idle.response.content, idle.response.content
    assert not any("National Emergency" in label for label in labels(idle.response))
    assert pinged_since(no_ping_for_interrupt) == set(), pings[no_ping_for_interrupt:]

    # --- the attempt, out of turn, and the sealed stances (10.1, 10.14) ----------------------
    voting = len(pings)
    prompt = await click(bob, offered.response, ATTEMPT)
    assert "nothing to do now" in prompt.content, prompt.content
    assert (
        "🚨 Orange attempts to create a National Emergency (10.1): normal play stops. Green, "
        "Blue, Red each join, oppose or stay neutral, sealed until all have chosen (10.14)."
    ) in public_log(thread)
    state = await check()
    assert state.phase == "emergency" and TITLE.active(state) == ["green", "blue", "red"]
    assert pinged_since(voting) == {"green", "blue", "red"}, pings[voting:]
    assert "National Emergency attempted by Orange: stances sealed" in board_text()

    prompt = await take_turn(thread, carol, "green")
    assert (
        "Orange attempts to create a National Emergency (10.1): join it, oppose it or stay "
        "neutral. Stances are sealed until everyone has chosen."
    ) in prompt.content, prompt.content
    await click(carol, prompt, "Oppose it")
    await typed(dave, "neutral")
    sealed = public_log(thread)
    for word in ("Stances:", "opposes", "stays neutral", "joins", "🎲 2 for"):
        assert word not in sealed, (word, sealed)
    assert "Stances sealed: Green, Blue has chosen; waiting for Red." in board_text()
    assert "Your sealed stance on the National Emergency: oppose." in embed_text(
        carol.user.dm_channel.history()[-1]
    )
    prompt = await take_turn(thread, alice, "red")
    await click(alice, prompt, "Join: for the National Emergency")
    assert {"blue", "red"} <= pinged_since(voting + 1), pings[voting:]

    # --- created: the Sides, the neutral leaves, Loyalty roll by roll (10.13-10.23) ----------
    log = public_log(thread)
    assert_in_order(
        log,
        "Stances: Green opposes, Blue stays neutral, Red joins.",
        "🎲 2 for, 1 against: Orange rolls on the National Emergency Table: National Emergency "
        "Table (10.81): column 2:1; die 3 -> N",
        "The National Emergency is created (10.13). The Government Side (it holds the Prime "
        "Minister, 10.15): Red, Orange; the Rebel Side: Green.",
        "Blue stayed neutral and takes no further part: its pieces leave the display (10.14).",
        "Green controls 6 Issues and 7 Constituencies: Loyalty Number 1 (10.21, 10.82).",
        "🎲 Green rolls for Ontario: Loyalty Table (10.83), column 1: die 1 -> Loyal",
        "4 Militia units join the Rebels with its Constituencies.",
        "🎲 Green rolls for Alberta: Loyalty Table (10.83), column 1: die 2 -> Loyal",
        "1 Militia unit joins the Rebels with its Constituencies.",
        "🎲 Green rolls for Saskatchewan: Loyalty Table (10.83), column 1: die 6 -> Disloyal",
        "no Militia from it (10.21).",
        "🎲 Green rolls for British Columbia: Loyalty Table (10.83), column 1: die 3 -> Loyal",
        "3 Militia units join the Rebels with its Constituencies.",
        "The Government receives the Federal Military Units (10.22).",
        "The Government may call up the Militia of its Constituencies",
    )
    state = await check()
    e = state.emergency
    assert e is not None and e.stage == "callup"
    assert e.sides == {"red": "government", "orange": "government", "green": "rebel"}
    blue_pieces = [p for p, a in state.actives.items() if a.color == "blue"]
    assert blue_pieces
    assert all(state.actives[p].where == "off" for p in blue_pieces), blue_pieces
    assert all(e.removed[p] == "neutral" for p in blue_pieces)
    assert "Blue stayed neutral: out of the game (10.14)." in board_text()
    assert TITLE.active(state) == ["red", "orange"]
    assert pinged_since(len(pings) - 1) == {"red", "orange"}, pings[-1]
    neutral_from = len(pings)
    # Blue takes no further part: nothing to do, and no second attempt.
    shown = await dave.slash(thread, "play")
    assert "nothing to do now" in shown.response.content, shown.response.content
    assert "already been attempted" in await refused(dave, "national emergency")

    # --- the Government's call-up (10.23), typed ------------------------------------------
    await typed(alice, "call up Ontario 1, Ontario 2")
    assert_in_order(
        public_log(thread),
        "🎲 The Government calls up Ontario 1: Loyalty Table (10.83), column 3: die 1 -> Loyal",
        "2 Militia units join the Government with it.",
        "🎲 The Government calls up Ontario 2: Loyalty Table (10.83), column 3: die 6 -> Disloyal",
        "2 Militia units go to the Rebels (10.23).",
        "The Issues leave the display and the Active Pieces turn to their backs (10.3)",
    )
    state = await check()
    e = state.emergency
    assert e.units["ont-gggh"].side == e.units["ont-qyr"].side == "government"
    assert e.units["ont-lorne-scots"].side == e.units["ont-rhli"].side == "rebel"
    assert all(i.where == "off" for i in state.issues.values())
    assert e.stage == "deploy" and TITLE.active(state) == ["green"]

    # --- deployment (10.3): the Rebels first ---------------------------------------------
    prompt = await take_turn(thread, carol, "green")
    assert "Deploy Rebel The Lorne Scots" in prompt.content, prompt.content
    prompt = await typed(carol, "place Green L3")
    assert "Deploy Rebel The Royal Hamilton Light Infantry" in prompt.content, prompt.content
    await pick(carol, prompt, "Deploy the rest for us")
    state = await check()
    assert war.key_at(state, "ont-lorne-scots") == "green-l3"
    assert TITLE.active(state) == ["red", "orange"]
    await typed(bob, "place CZ; place CZ; place CZ; place CZ")
    await typed(alice, "arrange")
    assert_in_order(
        public_log(thread),
        "Rebel The Lorne Scots (Peel, Dufferin and Halton Regiment) (2) deploys in Green L3.",
        "The Rebel Side has the rest of its units deployed.",
        "Government 1st Battalion, The Royal Canadian Regiment (3) deploys in the Crisis Zone.",
        "Government 1st Battalion, Princess Patricia's Canadian Light Infantry (3) deploys in "
        "the Crisis Zone.",
        "The Government Side has the rest of its units deployed.",
        "— National Emergency Game-Turn 1 of 6: Government Side, Movement Phase.",
    )
    state = await check()
    e = state.emergency
    assert (e.turn, e.side, e.stage) == (1, "government", "movement")
    assert war.key_at(state, "fed-1-rcr") == "crisis-zone:5"
    assert not e.to_deploy
    # The board: the Emergency's headline and a new image.
    assert HEADLINE_TURN_1 in board_text(), board_text()
    emergency_png = await board_png()
    assert emergency_png.startswith(b"\x89PNG") and emergency_png != political_png

    # --- Game-Turn 1, the Government's Movement (10.5, 10.6) -----------------------------------
    # Into an enemy square: refused, and the good first half is not applied either.
    answer = await refused(alice, "move GGHG -> Crisis Zone; move QY Rang -> Green A1")
    assert "In `move QY Rang -> Green A1`: going to Green A1 is not possible now." in answer, answer
    assert "enemy squares block" in answer, answer
    state = await check()
    assert war.key_at(state, "ont-gggh") == "red-a1"
    prompt = await typed(alice, "move GGHG -> Crisis Zone")
    assert (
        "The Government Side moves The Governor General's Horse Guards to the Crisis Zone."
        in public_log(thread)
    )
    state = await check()
    assert war.key_at(state, "ont-gggh").startswith("crisis-zone:")
    prompt = await click(alice, prompt, "End the Movement Phase")

    # --- the Government's Combat (10.7): Combat Results Table, then the Riot Table (10.73) -----
    assert "Combat (10.7)" in prompt.content, prompt.content
    answer = await refused(alice, "attack Red A2")
    assert "Red A2" in answer and "not one of the places" in answer, answer
    before = [(m.id, public_text(m)) for m in thread.history() if m.id != watch.board_id]
    prompt = await click(alice, prompt, button_starting(prompt, "Attack Green A2:"))
    prompt = await pick(
        alice,
        prompt,
        "Attack with Government 1st Battalion, The Royal Canadian Regiment",
        "Attack with Government 2nd Battalion, The Royal Canadian Regiment",
    )
    assert "on the Combat Results Table: 6 against 5, column 1-1. Roll when ready." in (
        prompt.content
    ), prompt.content
    after = [(m.id, public_text(m)) for m in thread.history() if m.id != watch.board_id]
    assert after == before, "an attack not yet rolled shows in public"
    prompt = await click(alice, prompt, "Roll")
    assert_in_order(
        public_log(thread),
        "⚔️ The Government Side attacks Green A2 on the Combat Results Table: Government 1st "
        "Battalion, The Royal Canadian Regiment (3) + Government 2nd Battalion, The Royal "
        "Canadian Regiment (3) against Rebel Green Alberta 2 (1) + Rebel Green Premier of "
        "Alberta (2) + Rebel The Loyal Edmonton Regiment (2): Combat Results Table (10.85): "
        "6 vs 5 -> 1-1; die 6 -> De",
        "Eliminated: The Loyal Edmonton Regiment.",
    )
    state = await check()
    assert state.emergency.removed["alb-loyal-edm"] == "eliminated"
    assert war.key_at(state, "alb-2") == "green-a2"
    await typed(bob, "attack Green A2 with 3 RCR")
    assert_in_order(
        public_log(thread),
        "⚔️ The Government Side attacks Green A2 on the Riot Table: Government 3rd Battalion, "
        "The Royal Canadian Regiment (3) against Rebel Green Alberta 2 (1) + Rebel Green "
        "Premier of Alberta (2): Riot Table (10.86): 3 vs 3 -> 1-1; die 4 -> Be",
        "Eliminated: 3rd Battalion, The Royal Canadian Regiment.",
        "Eliminated: Alberta 2, Premier of Alberta.",
    )
    state = await check()
    removed = state.emergency.removed
    assert removed["fed-3-rcr"] == removed["alb-2"] == removed["premier-alb"] == "eliminated"
    rebels = len(war.rebel_constituencies(state))
    await typed(bob, "end")

    # --- the Rebels' Movement: spreading out of overstacked squares (10.6) -------------------
    state = await check()
    assert (state.emergency.side, state.emergency.stage) == ("rebel", "movement")
    assert "— National Emergency Game-Turn 1 of 6: Rebel Side, Movement Phase." in public_log(
        thread
    )
    prompt = await take_turn(thread, carol, "green")
    assert "End the Movement Phase (4 over the stacking limit eliminated, 10.6)" in labels(prompt)
    prompt = await typed(
        carol,
        "move QOR of C -> CZ; move R Regt C -> Green A2; move 48th Highrs -> Green L2; "
        "move BCR -> Green L5",
    )
    state = await check()
    assert war.key_at(state, "ont-r-regt-c") == "green-a2"
    assert war.key_at(state, "ont-qor").startswith("crisis-zone:")
    prompt = await click(carol, prompt, "End the Movement Phase")
    state = await check()
    assert "Over the stacking limit" not in public_log(thread)
    assert len(war.rebel_constituencies(state)) == rebels

    # --- the Rebels' Combat: Combat Results Table with a retreat, then the Riot Table ---------
    assert state.emergency.stage == "combat", prompt.content
    await typed(carol, "attack CZ 5 with Tor Scot R, R Regt C")
    assert (
        "⚔️ The Rebel Side attacks the Crisis Zone on the Combat Results Table: Rebel The "
        "Toronto Scottish Regiment (2) + Rebel The Royal Regiment of Canada (2) against "
        "Government 1st Battalion, The Royal Canadian Regiment (3): Combat Results Table "
        "(10.85): 4 vs 3 -> 1-1; die 4 -> Dr"
    ) in public_log(thread)
    state = await check()
    assert TITLE.active(state) == ["red", "orange"], "the Government chooses where to retreat"
    prompt = await take_turn(thread, alice, "red")
    assert "must retreat one square" in prompt.content, prompt.content
    await click(alice, prompt, "Retreat to Red A2")
    assert "1st Battalion, The Royal Canadian Regiment retreats to Red A2." in public_log(thread)
    state = await check()
    assert war.key_at(state, "fed-1-rcr") == "red-a2"
    assert TITLE.active(state) == ["green"]
    await typed(carol, "attack Orange A1 with QOR of C")
    assert_in_order(
        public_log(thread),
        "⚔️ The Rebel Side attacks Orange A1 on the Riot Table: Rebel The Queen's Own Rifles of "
        "Canada (2) against Government Orange Ontario 8 (1) + Government Orange Ontario 9 (1): "
        "Riot Table (10.86): 2 vs 2 -> 1-1; die 5 -> Be",
        "Eliminated: The Queen's Own Rifles of Canada.",
        "Eliminated: Ontario 8, Ontario 9.",
    )
    state = await check()
    removed = state.emergency.removed
    assert removed["ont-qor"] == removed["ont-8"] == removed["ont-9"] == "eliminated"
    await typed(carol, "end")

    # --- Game-Turn 2 begins --------------------------------------------------------------------
    state = await check()
    e = state.emergency
    assert (e.turn, e.side, e.stage) == (2, "government", "movement")
    assert state.outcome is None
    assert "— National Emergency Game-Turn 2 of 6: Government Side, Movement Phase." in (
        public_log(thread)
    )
    assert "blue" not in pinged_since(neutral_from), pings[neutral_from:]
    assert rolled == DICE
    await watch.finish("National Emergency · Game-Turn 2 of 6 · Government Side · Movement Phase")
