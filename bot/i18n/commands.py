"""Slash commands in every catalog language: discord.py's `app_commands.Translator`, which
`tree.sync` asks for each command, option and choice name and description in each Discord
locale (the `name_localizations` and `description_localizations` of the payload).

The English is the code's own (the decorators); the other languages come from their
`commands.ftl`, under ids made from the command tree, so no decorator names an id:

    command-game-new = nouvelle            /game new, its name
        .description = Commencer ...        and its description
    option-game-new-title = titre          its option title:
        .description = ...
    choice-hard = difficile                a choice, by its value, wherever it is offered

A choice whose value is a language (`/game new language:`) is named in that language in every
locale ("Français"), as language menus are: it has no id. A locale without a catalog (and
English) gets nothing back: Discord shows the English.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from . import SOURCE, has, language_of, languages, text

_NAMES = (Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name)
_ID_PART = re.compile(r"[^a-z0-9]+")


def message_id(context: app_commands.TranslationContext) -> str | None:
    """The catalog id of what ``context`` names, or None for a string of another kind."""
    data = context.data
    match context.location:
        case (
            Where.command_name
            | Where.command_description
            | Where.group_name
            | Where.group_description
        ):
            return "command-" + _id(data.qualified_name)
        case Where.parameter_name | Where.parameter_description:
            return f"option-{_id(data.command.qualified_name)}-{_id(data.name)}"
        case Where.choice_name:
            return None if data.value in languages() else "choice-" + _id(str(data.value))
    return None


def _id(words: str) -> str:
    return _ID_PART.sub("-", words.lower()).strip("-")


def spelled(language: str, name: str, options: str = "") -> str:
    """A command as a reader of ``language`` types it, its options after it: ("game settings",
    "deadline_hours:") is "/game settings deadline_hours:" in English, "/partie réglages
    délai_heures:" in French (a word without its translation stays English, as Discord shows
    it)."""
    words = name.split()
    said = [
        _name(language, "command-" + _id(" ".join(words[: i + 1])), word)
        for i, word in enumerate(words)
    ]
    for option in options.split():
        key, colon, value = option.partition(":")
        said.append(_name(language, f"option-{_id(name)}-{_id(key)}", key) + colon + value)
    return "/" + " ".join(said)


def _name(language: str, message: str, english: str) -> str:
    return text(language, message) if has(language, message) else english


class CommandTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        return translation(locale, context)


def translation(locale: discord.Locale, context: app_commands.TranslationContext) -> str | None:
    """What `CommandTranslator` answers (also read by the tests, without a tree to sync)."""
    language = language_of(locale)
    message = message_id(context)
    if language == SOURCE or message is None:
        return None
    attribute = None if context.location in _NAMES else "description"
    if not has(language, message, attribute):
        return None
    return text(language, message, attribute)
