"""The bot's languages: message catalogs in Project Fluent, one folder a language
(`catalogs/<language>/*.ftl`), and the choice of language for a Discord locale.

Why Fluent (`fluent.runtime`) rather than gettext: a message is named by an id, not by its
English text, which is what the rules layer hands the bot (a message id and its arguments:
README, "Languages"); and the grammar of a count or of an elision is the translation's own
business (`{ $count -> [one] ... *[other] ... }`, with CLDR's plural rules through Babel), so a
translator never needs a change of code. A third language is a third folder.

English is the source language: the strings written in the code (slash commands' names and
descriptions) are English, and a message missing from another language's catalog falls back
to English, so that a player never sees an id (a test fails on any missing French one:
tests/bot/test_i18n.py).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from discord import Interaction
from fluent.runtime import FluentBundle, FluentResource

from rules.core.messages import said
from storage import GameRecord, Store

CATALOGS = Path(__file__).parent / "catalogs"
SOURCE = "en"  # the language of the code's own strings, and the fallback


@cache
def languages() -> tuple[str, ...]:
    """Every language with a catalog folder, English first."""
    found = sorted(p.name for p in CATALOGS.iterdir() if p.is_dir())
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


def language_of(locale: object) -> str:
    """The catalog language for a Discord locale (``discord.Locale`` or its value: "fr",
    "en-US", "pt-BR"), English where there is none: the part before the dash names it."""
    value = str(getattr(locale, "value", locale) or "")
    lang = value.split("-", 1)[0].lower()
    return lang if lang in languages() else SOURCE


def of_game(game: GameRecord) -> str:
    """The language of what ``game``'s thread sees (`/game new language:`); English for a
    language whose catalog is gone."""
    return language_of(game.game_settings.language)


def of_player(game: GameRecord, user_id: int) -> str:
    """The language of what the bot sends ``user_id`` unasked about ``game`` (a DM): their
    client's, as it last told the bot (`note_speaker`), else the game's."""
    spoken = game.game_settings.speakers.get(str(user_id))
    return language_of(spoken) if spoken else of_game(game)


async def note_speaker(store: Store, game: GameRecord, interaction: Interaction) -> None:
    """Keep the language of a player's Discord client (`GameSettings.speakers`) for what the
    bot sends them unasked (their hand by DM), when it is new; a spectator's is not kept."""
    language = language_of(interaction.locale)
    user_id = interaction.user.id
    if user_id in game.seats.values() and game.game_settings.speakers.get(str(user_id)) != language:
        await store.note_language(game.id, user_id, language)


@cache
def bundle(language: str) -> FluentBundle:
    """Every message of ``language``'s catalogs. Placeables are not wrapped in Unicode
    isolation marks (Fluent's default): Discord shows them as stray characters in code
    blocks and counts them against its limits."""
    found = FluentBundle([language], use_isolating=False)
    for path in sorted((CATALOGS / language).glob("*.ftl")):
        found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found


def has(language: str, message: str, attribute: str | None = None) -> bool:
    """Whether ``language``'s catalogs hold ``message`` (and its ``attribute``)."""
    b = bundle(language)
    if not b.has_message(message):
        return False
    return attribute is None or attribute in b.get_message(message).attributes


def text(language: str, message: str, attribute: str | None = None, /, **args: object) -> str:
    """``message`` (or its ``attribute``) in ``language``, with ``args`` put in; English where
    ``language`` lacks it. A message no catalog has is a bug: KeyError names it."""
    for lang in (language, SOURCE):
        if has(lang, message, attribute):
            b = bundle(lang)
            found = b.get_message(message)
            pattern = found.value if attribute is None else found.attributes[attribute]
            if pattern is None:
                break
            # A name or a sentence of the rules among the arguments is said in the language too.
            values = {k: said(v, language) for k, v in args.items()}
            result, errors = b.format_pattern(pattern, values)
            if errors:
                raise KeyError(f"{lang} {message}: {errors[0]}")
            return result
    named = message if attribute is None else f"{message}.{attribute}"
    raise KeyError(f"no catalog has the message {named!r}")
