"""The bot's languages (bot/i18n; README, "Languages"): the catalogs agree with each other, the
slash commands have every name and description in French within Discord's limits, and a game
speaks its own language in its thread."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot import durations, i18n
from bot.i18n.commands import CommandTranslator
from rules import get_title
from rules.core.messages import folders
from rules.spanish_civil_war import TITLE as SCW
from tests.bot.computer_play import play_to_the_end
from tests.bot.helpers import buttons, deliver_everything, make_table, public_text, speaking
from tests.bot.limits import command_name_problem, command_problems, localized
from tests.fluent_catalogs import Catalog, placeholders, runs
from tests.rules.core.test_messages import SPEAKING
from tests.rules.spanish_civil_war.scw_build import quick_choice

OTHERS = [lang for lang in i18n.languages() if lang != i18n.SOURCE]
# Catalogs only other languages have: their English is the code's own (bot/i18n/commands.py).
COMMAND_CATALOG = "commands.ftl"


def catalog(language: str, *, commands: bool = False) -> Catalog:
    """The placeholders of every message of ``language``'s catalogs: its commands' alone, or
    all the others."""
    paths = sorted((i18n.CATALOGS / language).glob("*.ftl"))
    return placeholders(p for p in paths if (p.name == COMMAND_CATALOG) == commands)


def test_the_catalogs_hold_english_and_french():
    assert i18n.languages()[:1] == ("en",) and "fr" in OTHERS
    assert len(catalog("en")) >= 10


@pytest.mark.parametrize("language", OTHERS)
def test_every_message_has_its_translation_with_the_same_placeholders(language):
    """A message id without its translation, or a translation that drops, adds or renames a
    placeholder ({ $role }), fails: a player would read English in a French game, or a blank
    where a name belongs."""
    english, other = catalog("en"), catalog(language)
    missing = sorted(set(english) - set(other))
    assert not missing, f"{language} lacks {missing}"
    assert not sorted(set(other) - set(english)), "a translation of nothing"
    for message, parts in english.items():
        assert set(other[message]) == set(parts), f"{message}: attributes differ"
        for key, variables in parts.items():
            assert other[message][key] == variables, f"{message}.{key or 'value'} placeholders"


def test_the_placeholder_check_catches_a_renamed_one(tmp_path, monkeypatch):
    """The check above can fail: a French catalog whose join button says { $seat }."""
    for lang in ("en", "fr"):
        (tmp_path / lang).mkdir()
    (tmp_path / "en" / "a.ftl").write_text("lobby-join = Join as { $role }\n", encoding="utf-8")
    (tmp_path / "fr" / "a.ftl").write_text("lobby-join = Jouer { $seat }\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "CATALOGS", tmp_path)
    assert catalog("en")["lobby-join"][None] == {"role"}
    assert catalog("fr")["lobby-join"][None] == {"seat"}


def test_text_puts_arguments_in_and_falls_back_to_english():
    assert i18n.text("fr", "lobby-join", role="Républicains") == "Jouer Républicains"
    assert i18n.text("fr", "holder-computer", level="hard") == "🤖 ordinateur, difficile"
    assert i18n.text("de", "lobby-join", role="X") == "Join as X"  # no German catalog
    with pytest.raises(KeyError, match="no-such-message"):
        i18n.text("fr", "no-such-message")


@pytest.mark.parametrize(
    ("locale", "language"),
    [(discord.Locale.french, "fr"), ("en-US", "en"), ("pt-BR", "en"), (None, "en")],
)
def test_a_discord_locale_picks_its_catalog_or_english(locale, language):
    assert i18n.language_of(locale) == language


async def _payloads(bot) -> list[dict]:
    translator = CommandTranslator()
    return [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]


def _names_and_descriptions(payload: dict, where: str = ""):
    """(where, key, the payload entry) for every name and description of a command, its
    options, subcommands and choices, those a language's own name names excepted."""
    where = f"{where}/{payload['name']}"
    yield where, "name", payload
    if "description" in payload:
        yield where, "description", payload
    for option in payload.get("options") or []:
        yield from _names_and_descriptions(option, where)
    for choice in payload.get("choices") or []:
        if choice["value"] not in i18n.languages():
            yield f"{where}={choice['value']}", "name", choice


@pytest.mark.parametrize("language", OTHERS)
async def test_every_command_option_and_choice_has_its_translation(simcord_env, language):
    """Each name and description Discord shows has one in ``language``'s commands.ftl, and that
    catalog has nothing the commands do not use."""
    payloads = await _payloads(simcord_env.bot)
    assert {p["name"] for p in payloads} >= {"game", "play", "hand", "roll", "table", "away"}
    missing, used = [], set()
    for payload in payloads:
        for where, key, entry in _names_and_descriptions(payload):
            if language not in (entry.get(f"{key}_localizations") or {}):
                missing.append(f"{where} {key}")
            # A choice is named by its value wherever it is offered (easy, normal, hard).
            used.add(f"choice {entry['value']}" if "value" in entry else f"{where} {key}")
    assert not missing, f"no {language} for: {missing}"
    # Each entry of commands.ftl is a name (its value) and, but for a choice, a description.
    entries = catalog(language, commands=True)
    assert len(used) == sum(len(parts) for parts in entries.values()), "an unused entry"


async def test_the_french_commands_pass_every_discord_limit_the_english_ones_do(simcord_env):
    payloads = await _payloads(simcord_env.bot)
    for locale in ("en-US", *(lang for lang in OTHERS)):
        for payload in payloads:
            assert command_problems(localized(payload, locale)) == [], locale
    french = {localized(p, "fr")["name"] for p in payloads}
    assert {"partie", "jouer", "main", "lancer", "absent"} <= french


def test_the_command_checks_catch_what_discord_refuses():
    assert command_name_problem("rôle") is None and command_name_problem("rappel_heures") is None
    assert command_name_problem("Rôle") == "not in lower case"
    assert "neither a letter" in command_name_problem("délai heures")
    assert command_name_problem("x" * 33) == "33 characters (1 to 32)"
    long_description = {"name": "jouer", "description": "x" * 101, "type": 1}
    assert command_problems(long_description) == ["/jouer: description of 101 (1 to 100)"]
    twice = {
        "name": "partie",
        "description": "d",
        "type": 1,
        "options": [
            {"name": "rôle", "description": "d", "type": 3},
            {"name": "rôle", "description": "d", "type": 3},
        ],
    }
    assert any("share a name" in p for p in command_problems(twice))


async def test_the_translator_leaves_english_and_unknown_locales_to_the_code():
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.other, data=None
    )
    translator = CommandTranslator()
    text = app_commands.locale_str("anything")
    assert await translator.translate(text, discord.Locale.french, context) is None
    assert await translator.translate(text, discord.Locale.german, context) is None


async def test_a_french_game_shows_its_lobby_in_french(simcord_env):
    table = make_table(simcord_env)
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war", language="fr")
    lobby = table.channel.threads[0].history()[-1]
    assert "Langue : Français" in lobby.content and "partie n°" in lobby.content
    assert "*libre*" in lobby.content and "open" not in lobby.content
    assert [b["label"] for b in buttons(lobby)][:2] == ["Jouer Nationalistes", "Jouer Républicains"]
    await table.alice.click(lobby, label="Jouer Nationalistes")
    lobby = table.channel.threads[0].history()[0]
    assert table.alice.mention in lobby.content


async def test_a_game_speaks_its_servers_language_unless_told(simcord_env):
    guild = simcord_env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("parties")
    alice = guild.add_member(simcord_env.create_user("alice"))
    await alice.slash(channel, "game new", title="spanish-civil-war")
    assert "Langue : Français" in channel.threads[-1].history()[-1].content
    await alice.slash(channel, "game new", title="spanish-civil-war", language="en")
    assert "Language: English" in channel.threads[-1].history()[-1].content
    english = make_table(simcord_env)
    await english.alice.slash(english.channel, "game new", title="spanish-civil-war")
    assert "Language: English" in english.channel.threads[-1].history()[-1].content


async def test_each_player_reads_prompts_in_their_language_and_the_thread_the_games(
    simcord_env, monkeypatch
):
    """A Spanish Civil War game in French: alice's Discord is in French, bob's in English.
    Each reads the prompt and its buttons in their own language; the thread reads the log in
    the game's (README, "Languages")."""
    table = make_table(simcord_env)
    speaking(monkeypatch, {table.alice.id: "fr"})
    await table.alice.slash(table.channel, "game new", title="spanish-civil-war", language="fr")
    table.thread = table.channel.threads[-1]
    await table.alice.click(table.thread.history()[-1], label="Jouer Nationalistes")
    await table.bob.click(table.thread.history()[0], label="Jouer Républicains")
    await table.alice.slash(table.thread, "game start")
    await deliver_everything(simcord_env)

    # Each hand by DM in its player's language (as their client said when they took the seat).
    alice_dm = table.alice.user.dm_channel.history()[-1].embeds[0]
    bob_dm = table.bob.user.dm_channel.history()[-1].embeds[0]
    assert alice_dm.title.startswith("Votre main · Nationalistes · ")
    assert alice_dm.description.startswith("Votre main (8 cartes) :")
    assert bob_dm.title.startswith("Your hand · Republicans · ")
    assert bob_dm.description.startswith("Your hand (8 cards):")
    # The pinned board in the game's.
    board = table.thread.pinned_messages()[0].embeds[0]
    assert "Tour 1 · Phase de recrutement · les Nationalistes attaquent" in board.title
    assert "En attente de" in [f.name for f in board.fields] and "Turn" not in board.description

    french = await table.alice.slash(table.thread, "play")
    assert "Phase de recrutement : choisissez jusqu'à 4 cartes" in french.response.content
    labels = [b["label"] for b in buttons(french.response)]
    assert "Terminé : garder ma main" in labels
    assert any(label.startswith("Défausser ") for label in labels), labels
    english = await table.bob.slash(table.thread, "play")
    assert "Recruit phase: pick up to 4 cards" in english.response.content
    assert "Done: keep my hand" in [b["label"] for b in buttons(english.response)]

    # A refusal by the rules, in each one's language.
    refused = await table.alice.slash(table.thread, "play", do="burn everything")
    assert "⚠️ Je ne comprends pas `burn everything`. Commandes (en anglais) :" in (
        refused.response.content
    )
    refused = await table.bob.slash(table.thread, "play", do="burn everything")
    assert "⚠️ I do not understand `burn everything`. Commands:" in refused.response.content

    # alice discards one card: her answer names it in French; bob keeps his hand.
    discard = next(label for label in labels if label.startswith("Défausser "))
    clicked = await table.alice.click(french.response, label=discard)
    assert clicked.response.content.startswith(f"✅ {discard}")
    await table.alice.click(clicked.response, label="Terminé : défausser et repiocher 1 carte")
    english = await table.bob.slash(table.thread, "play")  # the game moved on since
    await table.bob.click(english.response, label="Done: keep my hand")
    await deliver_everything(simcord_env)
    log = "\n".join(m.content for m in table.thread.history())
    assert "Tour 1 : les Nationalistes sont le joueur actif." in log
    assert "Recrutement : les Nationalistes ont défaussé et repioché 1 carte" in log
    assert "les Républicains ont gardé leur main" in log
    assert "prend la place : Nationalistes" in log and "La partie commence !" in log
    assert "à vous de jouer : Républicains" in log
    english = ("Turn 1", "Recruit", "your turn", "takes the seat", "The game begins", "Since your")
    assert not [phrase for phrase in english if phrase in log], log
    # A ping's catch-up quotes the saved log, which kept the ids: in French too.
    assert "> Recrutement : les Nationalistes ont défaussé" in log
    # /game log is for the one who asks, in their language, from the saved log.
    french_log = await table.alice.slash(table.thread, "game log")
    english_log = await table.bob.slash(table.thread, "game log")
    assert "Tour 1 : les Nationalistes sont le joueur actif." in french_log.response.content
    assert "Turn 1: the Nationalists are the active player." in english_log.response.content
    # What the bot answers a typed command, in each one's language (alice plays first).
    typed = await table.alice.slash(table.thread, "play", do="pass")
    assert typed.response.content.startswith("✅ `pass` : 1 étape faite.")
    typed = await table.bob.slash(table.thread, "play", do="pass")
    assert typed.response.content.startswith("✅ `pass`: 1 step done.")


def _runs(folder: Path, language: str) -> dict[str, list[str]]:
    """Each message's runs of text in ``folder``'s ``language`` catalogs, commands left out."""
    paths = sorted((folder / language).glob("*.ftl"))
    return runs(p for p in paths if p.name != COMMAND_CATALOG)


def _english_left() -> set[str]:
    """What would give away text left in English in a French game: every run of eight
    characters or more of the English catalogs (the bot's, the core's and every title's:
    sentences, names) that its message's French does not hold."""
    markers = set()
    for folder in (i18n.CATALOGS, *folders()):
        english, french = _runs(folder, "en"), _runs(folder, "fr")
        for message, pieces in english.items():
            said = "".join(french.get(message, []))
            for run in (r.strip(" :.;,()…\n") for r in pieces):
                if len(run) >= 8 and run not in said:
                    markers.add(run)
    return markers


# English words no French sentence holds: what gives away a sentence written in the code rather
# than in a catalog, which `_english_left` cannot know of.
ENGLISH_ONLY = frozenset(
    {
        "the",
        "and",
        "is",
        "are",
        "was",
        "were",
        "with",
        "your",
        "you",
        "has",
        "have",
        "this",
        "that",
        "from",
        "by",
        "of",
        "to",
        "it",
        "its",
        "not",
        "for",
        "who",
        "which",
        "been",
        "will",
        "can",
        "must",
        "may",
        "game",
        "turn",
        "player",
        "players",
        "seat",
    }
)


def _english_words(text: str) -> list[str]:
    """The `ENGLISH_ONLY` words of ``text``, code (`...`), mentions, links and titles quoted
    «like this» (the README's sections) left out."""
    prose = re.sub(r"`[^`]*`|<[@#:][^>]*>|https?://\S+|«[^»]*»", " ", text)
    return sorted({w for w in re.findall(r"[A-Za-z]+", prose) if w.lower() in ENGLISH_ONLY})


def test_the_english_word_check_finds_a_sentence_the_code_wrote():
    assert _english_words("🤖 The computer (easy) plays Red.") == ["The"]
    assert _english_words("🤖 L'ordinateur (niveau facile) joue Rouge. `/game start` <@12>") == []


DEFAULT = 0  # the type of a message someone sent, not one of Discord's system messages


def _english_in(thread) -> dict[int, tuple[list[str], str]]:
    """The thread's messages (content or embed) that hold a run of `_english_left` or a word
    of `ENGLISH_ONLY`, with what was found and the message's beginning."""
    english = _english_left()
    assert {"Recruit phase", "Your hand", "Waiting on"} & english  # the scan has teeth
    left = {}
    for message in thread.history():
        if message.type != DEFAULT:
            continue  # Discord's own words ("pinned a message"), in each reader's language
        # A word clipped by an ellipsis (a ping's catch-up quotes a line up to 200 characters)
        # is not a word of either language.
        text = re.sub(r"\w+…", "…", public_text(message))
        found = sorted(p for p in english if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", text))
        found += _english_words(text)
        if found:
            left[message.id] = (found, text[:200])
    return left


async def test_a_whole_spanish_civil_war_game_in_french_leaves_no_english_in_the_thread(
    simcord_env, monkeypatch
):
    """Both players in French, the game in French, played to its end: no public message of
    the thread (content or embed) holds a sentence or a name of the English catalogs that
    reads otherwise in French (README, "Languages")."""
    guild = simcord_env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("parties")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    speaking(monkeypatch, {alice.id: "fr", bob.id: "fr"})
    await alice.slash(channel, "game new", title="spanish-civil-war")
    thread = channel.threads[-1]
    await alice.click(thread.history()[-1], label="Jouer Nationalistes")
    await bob.click(thread.history()[0], label="Jouer Républicains")
    await alice.slash(thread, "game start")
    store = simcord_env.bot.store
    game = await store.game_by_thread(thread.id)
    users = {"nationalists": alice, "republicans": bob}
    for _ in range(400):
        game, state = await store.load(game.id)
        if state.outcome is not None:
            break
        role = SCW.active(state)[0]
        prompt = await users[role].slash(thread, "play")
        index = quick_choice(role, SCW.view(state, role).choices)
        await users[role].click(
            prompt.response, custom_id=f"c:{game.id}:{game.version}:{role}:{index}"
        )
    assert state.outcome is not None, "the game did not end"
    await deliver_everything(simcord_env)
    left = _english_in(thread)
    assert not left, left


# The scenario of each other title played whole in French below: the one whose game says the
# most (1812's campaign of three years, the Canadian Civil War's four seats with a National
# Emergency likely), each a few hundred choices at Easy.
FRENCH_GAMES = {
    "invasion-1812": "1812-full-campaign",
    "crisis-2020": "contested-election",
    "canadian-civil-war": "referendum",
}


@pytest.mark.slow
@pytest.mark.simcord(settle_timeout=60)
@pytest.mark.parametrize("title_id", [t for t in SPEAKING if t != SCW.id])
async def test_a_whole_game_in_french_leaves_no_english_in_the_thread(
    simcord_env, monkeypatch, title_id
):
    """One person in French beside the computer at Easy in every other seat, the game in
    French (the server's language), played to its end: no public message of the thread holds
    a sentence or a name of the English catalogs that reads otherwise in French."""
    guild = simcord_env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("parties")
    alice = guild.add_member(simcord_env.create_user("alice"))
    speaking(monkeypatch, {alice.id: "fr"})
    scenario = FRENCH_GAMES[title_id]
    await alice.slash(channel, "game new", title=title_id, scenario=scenario)
    thread = channel.threads[-1]
    store = simcord_env.bot.store
    game = await store.game_by_thread(thread.id)
    assert game.game_settings.language == "fr"
    person, *computers = get_title(title_id).roles_in(scenario)
    await alice.slash(thread, "game join", role=person)
    for role in computers:
        await alice.slash(thread, "game join", role=role, player="computer", level="easy")
    await alice.slash(thread, "game start")
    await play_to_the_end(simcord_env.bot, game.id, alice.id, f"{title_id} in French")
    await deliver_everything(simcord_env)
    assert any("Partie terminée" in m.content for m in thread.history())
    left = _english_in(thread)
    assert not left, left


async def test_the_bots_own_refusals_speak_the_askers_language(simcord_env, monkeypatch):
    """A spectator asking for a prompt is refused in their own language (`Refused`)."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob, carol, dave = (
        guild.add_member(simcord_env.create_user(name))
        for name in ("alice", "bob", "carol", "dave")
    )
    speaking(monkeypatch, {carol.id: "fr"})
    await alice.slash(channel, "game new", title="spanish-civil-war")
    thread = channel.threads[-1]
    await alice.click(thread.history()[-1], label="Join as Nationalists")
    await bob.click(thread.history()[0], label="Join as Republicans")
    await alice.slash(thread, "game start")
    french = await carol.slash(thread, "play")
    english = await dave.slash(thread, "play")
    assert french.response.content == (
        "⚠️ Vous n'avez pas de place dans la partie n° 1 ; les spectateurs peuvent suivre le "
        "plateau épinglé et taper `/partie plateau`."
    )
    assert english.response.content.startswith("⚠️ You hold no seat in game #1; spectators")


@pytest.mark.simcord(settle_timeout=60)  # the computer's process pool starts with the game
async def test_the_lobby_and_the_dice_speak_the_games_language_in_the_thread(
    simcord_env, monkeypatch
):
    """What the thread reads of the lobby's and the dice's answers (a seat taken and left, the
    computer seated, a roll, the settings changed, the game abandoned) is in the game's
    language; nothing of it in English (`_english_in`)."""
    guild = simcord_env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("parties")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    speaking(monkeypatch, {alice.id: "fr", bob.id: "en-GB"})
    await alice.slash(channel, "game new", title="spanish-civil-war")
    thread = channel.threads[-1]
    await bob.slash(thread, "game join", role="republicans")
    left = await bob.slash(thread, "game leave")
    assert left.response.content == f"<@{bob.id}> a quitté le salon d'attente."
    await alice.slash(thread, "game join", role="nationalists")
    seated = await alice.slash(
        thread, "game join", role="republicans", player="computer", level="easy"
    )
    assert seated.response.content == "🤖 L'ordinateur (niveau facile) joue Républicains."
    await alice.slash(thread, "game start")
    rolled = await bob.slash(thread, "roll", dice="2d6")
    assert rolled.response.content.startswith(f"🎲 <@{bob.id}> a lancé 2d6")
    assert rolled.response.content.endswith("(dés de la partie n° 1, consigné)")
    changed = await alice.slash(thread, "game settings", reminder_hours=12)
    assert "a changé les réglages de la partie n° 1. Rappels : toutes les 12 h." in (
        changed.response.content
    )
    await alice.slash(thread, "game abandon")
    await deliver_everything(simcord_env)
    assert any("a été abandonnée par" in m.content for m in thread.history())
    assert not _english_in(thread), _english_in(thread)


async def test_refusals_of_the_store_and_the_bot_speak_the_askers_language(
    simcord_env, monkeypatch
):
    """Refusals from storage (`storage.errors`: a `Refusal` naming a person and a command, a
    plain one) and from the bot (`Refused`) are in the asker's language, the command named as
    their Discord shows it; the same refusal to an English reader stays English."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    carol = guild.add_member(simcord_env.create_user("carol"))
    speaking(monkeypatch, {carol.id: "fr"})
    await alice.slash(channel, "game new", title="spanish-civil-war")
    thread = channel.threads[-1]
    french = await carol.slash(thread, "game start")
    assert french.response.content == (
        f"⚠️ Seul le créateur de la partie 1, <@{alice.id}>, ou un membre ayant la permission "
        "Gérer le serveur peut la lancer."
    )
    english = await bob.slash(thread, "game start")
    assert english.response.content.startswith(f"⚠️ Only the owner of game 1, <@{alice.id}>,")
    await alice.slash(thread, "game join", role="nationalists")
    taken = await carol.slash(thread, "game join", role="nationalists")
    assert taken.response.content == (
        f"⚠️ Nationalistes est déjà pris par <@{alice.id}>. Places libres : Républicains "
        "(republicans)."
    )
    await carol.slash(thread, "game join", role="republicans")
    await alice.slash(thread, "game start")
    skipped = await alice.slash(thread, "game skip", role="nationalists")
    assert skipped.response.content.startswith("⚠️ Game 1 has no deadline")
    assert "`/game settings deadline_hours:`" in skipped.response.content
    asked = await carol.slash(thread, "game log", lines=5)
    assert "Tour 1 : les Nationalistes" in asked.response.content
    nothing = await carol.slash(channel, "game log")
    assert nothing.response.content == (
        "⚠️ Ce salon n'est pas le fil d'une partie. Employez-la dans le fil d'une partie "
        "(`/partie liste` les montre), ou commencez-en une avec `/partie nouvelle`."
    )


async def test_a_french_owner_is_told_of_the_deadline_with_the_french_command(
    simcord_env, monkeypatch
):
    """A storage refusal that names a command names it as a French client shows it."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    speaking(monkeypatch, {alice.id: "fr"})
    await alice.slash(channel, "game new", title="spanish-civil-war")
    thread = channel.threads[-1]
    await alice.slash(thread, "game join", role="nationalists")
    await alice.slash(thread, "game join", role="republicans")
    await alice.slash(thread, "game start")
    skipped = await alice.slash(thread, "game skip", role="nationalists")
    assert skipped.response.content == (
        "⚠️ La partie 1 n'a pas de délai : personne ne peut passer son tour de force. Le "
        "créateur peut en fixer un avec `/partie réglages délai_heures:`."
    )


def test_a_games_number_is_said_as_its_digits():
    assert i18n.text("fr", "seat-game-gone", game=12345) == "La partie n° 12345 n'existe plus."
    assert i18n.text("en", "seat-game-gone", game=12345) == "Game #12345 no longer exists."


def test_spans_of_time_are_said_in_each_language():
    span = timedelta(days=1, hours=4, minutes=5)
    assert durations.describe(span) == "1 day 4 hours"
    assert durations.describe(span, "fr") == "1 jour 4 heures"
    assert durations.describe(timedelta(seconds=30), "fr") == "moins d'une minute"
    assert durations.describe(timedelta(hours=2), "fr") == "2 heures"
