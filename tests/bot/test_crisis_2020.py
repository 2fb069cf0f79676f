"""Crisis 2020 as two people meet it in Discord: two full Game Turns through SimCord.

alice plays the Rebel, bob the Government, in "The Contested Election" (the Government sets
up first). They join by the lobby's buttons, place their starting units by typed commands
(`/play do:"place ..."`, 11.2), then play four Player Turns (3.0) through their prompts, the
"Take your turn" button of their pings and a few typed commands:

* Turn 1, Rebel. A Data attack in Southern California, its units picked together in one
  multi-select menu and a card from another (Cybernauts 1 + Insurgents 3 + Infrastructure 8
  + Town Hall Meeting = 8), roll 9: Defection; alice makes the Government's SEALS defect
  (6.2). 10th Mountain moves to the Great Plains (7.0). An Armed attack in the Midwest, BATF
  alone (3), roll 4: Counterattack. bob is pinged, presses "Take your turn" and
  counterattacks with SOAR, the 24th Infantry and Infrastructure 4 picked together (7), roll
  3: Counterattack again. alice is pinged and counterattacks with both Insurgents at Maximum
  Firepower (8), roll 8: Pacification with Collateral Damage: the three Government units go
  to the Recruitment Pool and the Rebel discards the Midwest's Value, 2 cards, at random
  (8.13, 8.15).
* Turn 1, Government. A Data attack in Southern California, DHS 4 (2), roll [5, 5]:
  Neutralization of Cybernauts 1, then the doubles' card for the side with fewest units
  there (6.2). A typed Armed attack there, roll 4: Counterattack; alice is pinged and declines.
* Turn 2, Rebel. The phases ended by their buttons; in Neutralization Recovery Cybernauts 1
  comes back and alice picks the Rustbelt among her Infrastructure's Regions (9.0).
* Turn 2, Government. `data Southern California: DHS 4; end; end; end`, roll 7: no effect, and
  the 7 discards the top Crisis Card (2.0). The Turn marker reaches 3.

Along the way: one pinned board, edited; each roll narrated in one message; pings for whoever
must act; nothing of a hand or of an attack not yet rolled in public; every message within
Discord's limits; no error; and the store replays to the same state.

Deterministic: a fixed seed (its hands and draws hold no purple event in these turns) and the
dice forced through ``conflict.two_dice``.
"""

from __future__ import annotations

import pytest

from rules import ORACLES, get_title
from rules.core import seed_from_text
from rules.core.tables import TableRoll
from rules.crisis_2020 import conflict
from rules.crisis_2020.components import CARDS
from storage import outbox
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

TITLE = get_title("crisis-2020")
ORACLE = ORACLES[TITLE.id]
SEED = seed_from_text("crisis-1")
# The dice of the story, in the order they are rolled.
DICE = [
    [4, 5],  # Rebel Data attack, strength 8: Defection
    [1, 3],  # Rebel Armed attack, BATF 3: Counterattack
    [1, 2],  # Government counterattack, 7: Counterattack
    [3, 5],  # Rebel counterattack at Maximum Firepower, 8: Pacification with Collateral Damage
    [5, 5],  # Government Data attack, 2: Neutralization, and doubles
    [1, 3],  # Government Armed attack, 2: Counterattack (declined)
    [3, 4],  # Government Data attack, 2: a 7, no effect
]
GOVERNMENT_SETUP = [  # six Infrastructure, 29th NG, SOAR, SEALS, DHS 4, 24th Infantry
    "Capitol District",
    "Greater New York",
    "Southeast",
    "Midwest",
    "Texas",
    "Northern California",
    "Capitol District",
    "Midwest",
    "Southern California",
    "Southern California",
    "Midwest",
]
REBEL_SETUP = [  # four Infrastructure, three Insurgents, Cybernauts 1, BATF, 10th Mountain
    "Rustbelt",
    "Southern California",
    "Southwest",
    "Sunbelt",
    "Midwest",
    "Midwest",
    "Southern California",
    "Southern California",
    "Midwest",
    "Midwest",
]


def secrets(state, viewers: tuple[str, ...] = ()) -> set[str]:
    """The cards in the hands of the sides other than ``viewers`` (none: a spectator)."""
    return set().union(*(ORACLE.secrets(state, r) for r in TITLE.roles if r not in viewers))


def hand(state, role) -> list[str]:
    return [CARDS[c].name for c in state.hands[role]]


def labels(message) -> list[str]:
    return [b["label"] for b in buttons(message)] + [
        o["label"] for menu in menus(message) for o in menu["options"]
    ]


def public_snapshot(thread) -> list[tuple[int, str]]:
    return [(m.id, public_text(m)) for m in thread.history()]


def last_ping(thread):
    return next(m for m in reversed(thread.history()) if "your turn" in (m.content or ""))


def log_message(thread, start: str):
    """The one thread message whose log lines (not a ping's catch-up) hold a line starting
    so."""
    found = [
        m
        for m in thread.history()
        if any(line.startswith(start) for line in log_part(m.content or "").splitlines())
    ]
    assert len(found) == 1, (start, [m.content for m in found])
    return found[0].content


async def new_game(env):
    """alice makes a game of The Contested Election in a channel; alice takes the Rebel and
    bob the Government by the lobby's buttons; alice starts it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    made = await alice.slash(
        channel, "game new", title="crisis-2020", scenario="contested-election"
    )
    assert made.acknowledged
    thread = channel.threads[-1]
    store = env.bot.store
    game = await store.game_by_thread(thread.id)
    lobby = next(m for m in thread.history() if m.id == game.lobby_message_id)
    assert [b["label"] for b in buttons(lobby)] == open_seat_labels(["Rebel", "Government"])
    await alice.click(lobby, label="Join as Rebel")
    lobby = next(m for m in thread.history() if m.id == game.lobby_message_id)
    await bob.click(lobby, label="Join as Government")
    started = await alice.slash(thread, "game start")
    assert started.acknowledged and not started.ephemeral
    game = await store.get_game(game.id)
    assert game.seats == {"rebel": alice.id, "government": bob.id}
    return thread, game, alice, bob


@pytest.mark.slow
async def test_two_people_play_two_game_turns_with_a_counterattack_chain_a_defection_and_recovery(
    simcord_env, monkeypatch, caplog
):
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    rolled = force_rolls(monkeypatch, conflict, "two_dice", DICE, TableRoll.of)
    env = simcord_env
    surfaces = public_surfaces(env, monkeypatch, caplog)

    thread, game, alice, bob = await new_game(env)
    holder = {"rebel": alice, "government": bob}

    watch = await Watch.start(env, thread, game.id, TITLE, holder, secrets, surfaces=surfaces)
    check, typed, click = watch.check, watch.typed, watch.click

    async def pick(person, prompt, *wanted: str):
        """Picks ``wanted`` together in one select menu of ``prompt``."""
        menu = next(
            (m for m in menus(prompt) if {o["label"] for o in m["options"]} >= set(wanted)), None
        )
        assert menu is not None, (wanted, labels(prompt))
        values = [o["value"] for o in menu["options"] if o["label"] in wanted]
        assert menu.get("max_values", 1) >= len(values), menu
        return await watch.select(person, prompt, values, menu["custom_id"], wanted)

    async def take_turn(person, role: str):
        """The player answers their ping by its button."""
        ping = last_ping(thread)
        # The ping's line follows the log lines written with it (bot/notify/pings.py).
        pinged = f"<@{person.id}> your turn: {TITLE.role_name(role)}"
        assert any(line.startswith(pinged) for line in ping.content.splitlines()), ping.content
        opened = await person.click(ping, label="Take your turn")
        assert opened.acknowledged and opened.ephemeral, opened.response.content
        return opened.response

    state = await check()
    assert state.phase == "setup"

    # --- set-up (11.2): the Government first, typed ---------------------------------------
    prompt = await take_turn(bob, "government")
    assert "Setup: place Infrastructure 1" in prompt.content, prompt.content
    await typed(bob, "; ".join(f"place {r}" for r in GOVERNMENT_SETUP))
    state = await check()
    assert TITLE.active(state) == ["rebel"]
    await take_turn(alice, "rebel")
    await typed(alice, "; ".join(f"place {r}" for r in REBEL_SETUP))
    state = await check()
    assert (state.turn, state.player, state.phase) == (1, "rebel", "data")
    where = {u: (p.where, p.side) for u, p in state.pieces.items() if p.side}
    assert where["seals"] == ("southern-california", "government")
    assert where["infrastructure-4"] == ("midwest", "government")
    assert where["10th-mountain"] == ("midwest", "rebel")
    # The hands, drawn at the end of set-up (11.3), come by DM; the Rebel, who set up last and
    # plays on, gets theirs once they pause (storage/outbox.py, "Lanes").
    await env.advance_time(outbox.SETTLE.total_seconds() + 5)
    for person, role in ((alice, "rebel"), (bob, "government")):
        dm = embed_text(person.user.dm_channel.history()[-1])
        assert all(name in dm for name in hand(state, role)), (role, dm)

    # --- Turn 1, Rebel: Data Conflict, a Defection -----------------------------------------
    prompt = (await alice.slash(thread, "play")).response
    assert "Data Conflict" in prompt.content, prompt.content
    before = public_snapshot(thread)
    prompt = await click(alice, prompt, "Data attack in Southern California (metroplex, 2)")
    # The units of the attack: one menu, several picked at once.
    units_menu = next(m for m in menus(prompt) if "Add Cybernauts 1 (Cybernauts)" in str(m))
    assert units_menu["max_values"] == len(units_menu["options"]) > 1, units_menu
    prompt = await pick(
        alice,
        prompt,
        "Add Cybernauts 1 (Cybernauts)",
        "Add Insurgents 3 (Insurgents)",
        "Add Infrastructure 8 (Infrastructure)",
    )
    assert "Strength 7, column 7" in prompt.content, prompt.content
    # A Conflict Support card from the cards' menu: Town Hall Meeting, 1 in a Metroplex.
    assert "Town Hall Meeting" in hand(state, "rebel")
    prompt = await pick(alice, prompt, f"Play {CARDS['town-hall-meeting'].label}")
    assert "Town Hall Meeting. Strength 8, column 8-9" in prompt.content, prompt.content
    assert public_snapshot(thread) == before, "an attack not yet rolled shows in public"
    prompt = await click(alice, prompt, "Roll")
    narration = log_message(thread, "⚔️ Rebel Data attack in Southern California")
    assert_all_in(
        narration,
        "Infrastructure 8 (2) + Insurgents 3 (2) + Cybernauts 1 (3) + Town Hall Meeting (+1) = 8",
        "column 8-9",
        "2d6 [4, 5] = 9",
        "Defection",
    )
    # Defection: alice chooses among drawing, neutralizing, recruiting any unit of the
    # Recruitment Pool and making defect: too many for buttons, so they come as menus.
    assert "Defection in Southern California" in prompt.content, prompt.content
    assert len(menus(prompt)) > 1 and buttons(prompt) == [], labels(prompt)
    assert {"Draw a Crisis Card", "Make defect DHS 4 (Strike Force)"} <= set(labels(prompt))
    prompt = await pick(alice, prompt, "Make defect SEALS (Special Operations Group)")
    state = await check()
    assert (state.pieces["seals"].where, state.pieces["seals"].side) == (
        "southern-california",
        "rebel",
    )
    assert "SEALS (Special Operations Group) defects to the Rebel." in log_message(
        thread, "SEALS (Special Operations Group) defects"
    )

    # --- Movement, by the prompt's menu and buttons -----------------------------------------
    prompt = await click(alice, prompt, "End Data Conflict")
    assert prompt.content.startswith("✅ End Data Conflict"), prompt.content
    assert "Movement" in prompt.content, prompt.content
    prompt = await pick(
        alice, prompt, "Move 10th Mountain Division (Rapid Deployment Force) from Midwest"
    )
    prompt = await click(alice, prompt, "To Great Plains")
    prompt = await click(alice, prompt, "End Movement")
    state = await check()
    assert state.pieces["10th-mountain"].where == "great-plains"
    assert state.phase == "armed"

    # --- Armed Conflict: a counterattack chain -----------------------------------------------
    before = public_snapshot(thread)
    prompt = await click(alice, prompt, "Armed attack in Midwest (developed, 2)")
    prompt = await pick(alice, prompt, "Add BATF (Strike Force)")
    assert "Strength 3, column 2-3" in prompt.content, prompt.content
    assert public_snapshot(thread) == before, "an attack not yet rolled shows in public"
    prompt = await click(alice, prompt, "Roll")
    narration = log_message(thread, "⚔️ Rebel Armed attack in Midwest")
    assert_all_in(
        narration, "Regular", "BATF (3) = 3", "column 2-3", "2d6 [1, 3] = 4", "Counterattack"
    )
    assert "nothing to do now. Waiting on Government." in prompt.content, prompt.content

    # bob is pinged, with the attack in his catch-up, and answers by the ping's button.
    state = await check()
    assert "Armed Conflict in Midwest" in public_text(thread.pinned_messages()[0])
    assert "⚔️ Rebel Armed attack in Midwest" in last_ping(thread).content
    assert TITLE.active(state) == ["government"]
    prompt = await take_turn(bob, "government")
    assert "Counterattack in Midwest" in prompt.content, prompt.content
    before = public_snapshot(thread)
    prompt = await click(bob, prompt, "Counterattack")
    prompt = await pick(
        bob,
        prompt,
        "Add Infrastructure 4 (Infrastructure)",
        "Add SOAR ('Black' Helicopter)",
        "Add 24th Infantry Division (High-tech Arms Division)",
    )
    assert "Strength 7, column 6-7" in prompt.content, prompt.content
    assert public_snapshot(thread) == before, "a counterattack not yet rolled shows in public"
    prompt = await click(bob, prompt, "Roll")
    narration = log_message(thread, "⚔️ Government counterattack in Midwest")
    assert_all_in(
        narration,
        "Infrastructure 4 (1) + SOAR (2) + 24th Infantry Division (4) = 7",
        "column 6-7",
        "2d6 [1, 2] = 3",
        "Counterattack",
    )

    # The chain goes on: alice is pinged and counterattacks at Maximum Firepower.
    state = await check()
    assert TITLE.active(state) == ["rebel"]
    rebel_hand = list(state.hands["rebel"])
    assert len(rebel_hand) >= 2
    prompt = await take_turn(alice, "rebel")
    assert "Counterattack in Midwest" in prompt.content, prompt.content
    before = public_snapshot(thread)
    prompt = await click(alice, prompt, "Counterattack")
    prompt = await pick(
        alice, prompt, "Add Insurgents 1 (Insurgents)", "Add Insurgents 2 (Insurgents)"
    )
    prompt = await click(alice, prompt, "Maximum Firepower")
    assert "Maximum Firepower" in prompt.content and "Strength 8, column 8-11" in prompt.content
    assert public_snapshot(thread) == before, "a counterattack not yet rolled shows in public"
    prompt = await click(alice, prompt, "Roll")
    narration = log_message(thread, "⚔️ Rebel counterattack in Midwest")
    assert_all_in(
        narration,
        "Maximum Firepower",
        "Insurgents 1 (4) + Insurgents 2 (4) = 8",
        "column 8-11",
        "2d6 [3, 5] = 8",
        "Pacification with Collateral Damage",
        # One block: the result's effects with the roll.
        "Infrastructure 4 (Infrastructure) of the Government is eliminated.",
        "SOAR ('Black' Helicopter) of the Government is eliminated.",
        "24th Infantry Division (High-tech Arms Division) of the Government is eliminated.",
        "Collateral Damage: Rebel discards 2 at random:",
    )
    state = await check()
    for unit in ("infrastructure-4", "soar", "24th-infantry"):
        assert state.pieces[unit].where == "pool", unit
    discarded = [c for c in rebel_hand if c not in state.hands["rebel"]]
    assert len(discarded) == 2 and len(state.hands["rebel"]) == len(rebel_hand) - 2
    collateral = next(
        line for line in narration.splitlines() if line.startswith("Collateral Damage")
    )
    assert all(CARDS[c].name in collateral for c in discarded), (discarded, collateral)
    assert state.armed is None and state.phase == "armed"
    assert "Armed Conflict" in prompt.content, prompt.content

    # Nothing is neutralized on the Rebel side: its Recovery passes by itself.
    prompt = await click(alice, prompt, "End Armed Conflict")
    state = await check()
    assert (state.turn, state.player, state.phase) == (1, "government", "data")

    # --- Turn 1, Government: Neutralization with doubles, a counterattack declined ----------
    prompt = await take_turn(bob, "government")
    assert "Data Conflict" in prompt.content, prompt.content
    prompt = await click(bob, prompt, "Data attack in Southern California (metroplex, 2)")
    prompt = await pick(bob, prompt, "Add DHS 4 (Strike Force)")
    prompt = await click(bob, prompt, "Roll")
    narration = log_message(thread, "⚔️ Government Data attack in Southern California")
    assert "DHS 4 (2) = 2" in narration and "2d6 [5, 5] = 10 (doubles)" in narration, narration
    assert "Neutralization" in narration, narration
    prompt = await click(bob, prompt, "Neutralize Cybernauts 1 (Cybernauts)")
    state = await check()
    assert (state.pieces["cybernauts-1"].where, state.pieces["cybernauts-1"].side) == (
        "neutralized",
        "rebel",
    )
    log = "\n".join(m.content or "" for m in thread.history())
    assert "Doubles: the Government, with the fewest units there, draws a card." in log
    prompt = await click(bob, prompt, "End Data Conflict")
    prompt = await click(bob, prompt, "End Movement")
    before = public_snapshot(thread)
    await typed(bob, "armed Southern California: DHS 4")
    narration = log_message(thread, "⚔️ Government Armed attack in Southern California")
    assert "DHS 4 (2) = 2" in narration and "2d6 [1, 3] = 4" in narration, narration
    assert "Counterattack" in narration, narration
    state = await check()
    assert TITLE.active(state) == ["rebel"]
    prompt = await take_turn(alice, "rebel")
    assert "Counterattack in Southern California" in prompt.content, prompt.content
    prompt = await click(alice, prompt, "Decline")
    assert "Rebel does not counterattack." in log_message(thread, "Rebel does not counterattack.")
    state = await check()
    assert TITLE.active(state) == ["government"] and state.armed is None
    prompt = await take_turn(bob, "government")
    prompt = await click(bob, prompt, "End Armed Conflict")
    state = await check()
    assert (state.turn, state.player, state.phase) == (2, "rebel", "data")
    assert state.pieces["cybernauts-1"].where == "neutralized"  # only in its own side's turn

    # --- Turn 2, Rebel: Neutralization Recovery ---------------------------------------------
    prompt = await take_turn(alice, "rebel")
    for label in ("End Data Conflict", "End Movement", "End Armed Conflict"):
        prompt = await click(alice, prompt, label)
    assert "Neutralization Recovery: where does Cybernauts 1 (Cybernauts) return?" in (
        prompt.content
    ), prompt.content
    assert {"To Rustbelt", "To Southwest", "To Sunbelt", "To Southern California"} <= set(
        labels(prompt)
    ), labels(prompt)
    prompt = await click(alice, prompt, "To Rustbelt")
    state = await check()
    assert (state.pieces["cybernauts-1"].where, state.pieces["cybernauts-1"].side) == (
        "rustbelt",
        "rebel",
    )
    assert "Cybernauts 1 (Cybernauts) returns to play in Rustbelt." in log_message(
        thread, "Cybernauts 1 (Cybernauts) returns to play"
    )
    assert (state.turn, state.player, state.phase) == (2, "government", "data")

    # --- Turn 2, Government: a 7, then the turn ends ----------------------------------------
    top = state.deck.draw_pile[0]
    await take_turn(bob, "government")
    await typed(bob, "data Southern California: DHS 4; end; end; end")
    narration = log_message(
        thread,
        "⚔️ Government Data attack in Southern California: DHS 4 (2) = 2 → column 2; 2d6 [3, 4]",
    )
    assert "2d6 [3, 4] = 7 (a 7)" in narration and "no effect" in narration, narration
    assert f"A 7: the top Crisis Card, {CARDS[top].name}, is discarded without effect." in (
        narration
    )
    state = await check()
    assert (state.turn, state.player, state.phase) == (3, "rebel", "data")
    assert rolled == DICE

    # --- the thread, the board, the pings, the limits, the store ----------------------------
    log = "\n".join(m.content or "" for m in thread.history())
    assert_all_in(
        log,
        "— Turn 1, Rebel Player Turn.",
        "— Turn 1, Government Player Turn.",
        "— Turn 2, Rebel Player Turn.",
        "— Turn 2, Government Player Turn.",
        "— Turn 3, Rebel Player Turn.",
    )
    await watch.finish("Turn 3 of 8 · Rebel Player Turn · Data Conflict")
    assert watch.expected_pings == 10, (watch.pings, watch.expected_pings)


async def to_the_armed_conflict_phase(env, monkeypatch):
    """A new game whose set-up is placed and whose Rebel Data Conflict and Movement Phases are
    ended, all by typed commands (11.2, 3.0); the Armed Conflict's roll forced: 8 on the 8-11
    column, roll 6: Neutralization."""
    monkeypatch.setattr("storage.lobby.new_seed", lambda: SEED)
    force_rolls(monkeypatch, conflict, "two_dice", [[2, 4]], TableRoll.of)
    thread, game, alice, bob = await new_game(env)
    for person, places in ((bob, GOVERNMENT_SETUP), (alice, REBEL_SETUP)):
        done = await person.slash(thread, "play", do="; ".join(f"place {r}" for r in places))
        assert done.response.content.startswith("✅"), done.response.content
    done = await alice.slash(thread, "play", do="end; end")  # Data Conflict, Movement
    assert done.response.content.startswith("✅"), done.response.content
    return thread, game, alice


async def test_a_typed_attack_names_alike_units_loosely(simcord_env, monkeypatch):
    """rules/crisis_2020/shortcuts.py: units may be named loosely, and "a name that fits
    several units takes the next one that may still be added", as in its own example
    `armed Midwest max: Insurgents + Insurgents`."""
    env = simcord_env
    thread, _, alice = await to_the_armed_conflict_phase(env, monkeypatch)

    text = "armed Midwest max: Insurgents + Insurgents"
    done = await alice.slash(thread, "play", do=text)
    assert done.ephemeral
    assert done.response.content.startswith(f"✅ `{text}`"), done.response.content
    narration = log_message(thread, "⚔️ Rebel Armed attack in Midwest, Maximum Firepower")
    assert "Insurgents 1 (4) + Insurgents 2 (4) = 8 → column 8-11" in narration, narration
    assert env.errors == []


async def test_each_step_of_a_typed_command_is_applied_once(simcord_env, monkeypatch):
    """Issue 25: a typed command is read step by step against the state each step leaves
    (rules/core/typed.py) while the store applies it, in its one transaction: the five steps of
    `armed Midwest max: Insurgents + Insurgents` (the attack, Insurgents 1, then Insurgents 2,
    the only one still free, Maximum Firepower, the roll) are five actions in the log and five
    calls each of `Title.apply` and `Title.advance`. Reading it by applying it to copies
    first, as before, made fifteen of each."""
    env = simcord_env
    thread, game, alice = await to_the_armed_conflict_phase(env, monkeypatch)
    calls = {"apply": 0, "advance": 0}
    apply, advance = TITLE.apply, TITLE.advance

    def counted_apply(state, role, choice):
        calls["apply"] += 1
        return apply(state, role, choice)

    def counted_advance(state, role, choice):
        calls["advance"] += 1
        return advance(state, role, choice)

    monkeypatch.setattr(TITLE, "apply", counted_apply)
    monkeypatch.setattr(TITLE, "advance", counted_advance)
    logged = len(await env.bot.store.actions(game.id))

    done = await alice.slash(thread, "play", do="armed Midwest max: Insurgents + Insurgents")
    assert "5 steps done" in done.response.content, done.response.content
    actions = (await env.bot.store.actions(game.id))[logged:]
    assert [(a.verb, a.arg) for a in actions] == [
        ("attack", "midwest"),
        ("add", "insurgents-1"),
        ("add", "insurgents-2"),
        ("mode", "max"),
        ("roll", None),
    ]
    assert calls == {"apply": 5, "advance": 5}
    assert env.errors == []
