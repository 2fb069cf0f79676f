"""Discord's message limits, checked on every REST request a SimCord world saw the bot make.

SimCord 3.2.1 refuses (400, code 50035) a message past most of these limits itself
(simcord/components.py: `validate_message_state`, `validate_embeds`, `validate_components`),
so an over-long message already shows as an error or an apology. It counts an embed's text
after `.strip()`, though, and it does not look at upload sizes; and a refused request says
nothing about which sender made it. So the tests check each request body themselves, the way
Discord documents the limits ("Create Message", "Embed Limits", "Message Components"), counting
every character as discord.py's `len(Embed)` does.

`assert_within_discord_limits(env)` goes through `env.http_requests`: new channel and DM
messages, edits, interaction callbacks that answer with or update a message, webhook followups
and their edits, and thread names. It returns what it checked, so a test can also assert that
there was something to check.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any

# Written out from Discord's documentation, not imported from bot/outgoing.py: a limit the bot
# got wrong must not pass by being checked against itself.
CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
AUTHOR_NAME_MAX = 256
ACTION_ROWS_MAX = 5
BUTTONS_PER_ROW_MAX = 5
BUTTON_LABEL_MAX = 80
CUSTOM_ID_MAX = 100
SELECT_OPTIONS_MAX = 25
OPTION_LABEL_MAX = 100
OPTION_VALUE_MAX = 100
OPTION_DESCRIPTION_MAX = 100
PLACEHOLDER_MAX = 150
CHANNEL_NAME_MAX = 100
UPLOAD_MAX_BYTES = 10 * 1024 * 1024  # a bot's upload in a server without boosts

# Interaction callback types that carry a message: answer with one, or update the one clicked.
MESSAGE_WITH_SOURCE, UPDATE_MESSAGE = 4, 7
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SELECT_TYPES = {3, 5, 6, 7, 8}

_CHANNEL_MESSAGES = re.compile(r"^/channels/\d+/messages$")
_CHANNEL_MESSAGE = re.compile(r"^/channels/\d+/messages/\d+$")
_CALLBACK = re.compile(r"^/interactions/\d+/[^/]+/callback$")
_FOLLOWUP = re.compile(r"^/webhooks/\d+/[^/]+$")
_WEBHOOK_EDIT = re.compile(r"^/webhooks/\d+/[^/]+/messages/[^/]+$")
_THREADS = re.compile(r"^/channels/\d+(/messages/\d+)?/threads$")


@dataclass(frozen=True)
class Checked:
    """One message as the bot sent it: where to, whether it was new, and its JSON body."""

    where: str
    new: bool
    body: dict[str, Any]

    @property
    def content(self) -> str:
        return self.body.get("content") or ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.body.get("embeds") or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.body.get("components") or []


def embed_length(embed: dict[str, Any]) -> int:
    """The characters Discord counts towards the 6,000 of a message (as `len(discord.Embed)`)."""
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    for field in embed.get("fields") or []:
        total += len(field.get("name") or "") + len(field.get("value") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    return total


def message_problems(body: dict[str, Any], *, new: bool = True) -> list[str]:
    """Every limit of Discord's that the message ``body`` (JSON, as sent) breaks."""
    problems = []
    content = body.get("content")
    if content is not None and len(content) > CONTENT_MAX:
        problems.append(f"content of {len(content)} characters (max {CONTENT_MAX})")
    embeds = body.get("embeds")
    if embeds is None and body.get("embed"):
        embeds = [body["embed"]]
    embeds = embeds or []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"{len(embeds)} embeds (max {EMBEDS_MAX})")
    for index, embed in enumerate(embeds):
        problems += _embed_problems(embed, f"embeds[{index}]")
    total = sum(embed_length(e) for e in embeds)
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds of {total} characters in all (max {EMBED_TOTAL_MAX})")
    problems += components_problems(body.get("components") or [])
    if new and not (
        (content or "").strip()
        or embeds
        or body.get("components")
        or body.get("attachments")
        or body.get("sticker_ids")
        or body.get("poll")
    ):
        problems.append("an empty message (Discord refuses it)")
    return problems


def _embed_problems(embed: dict[str, Any], where: str) -> list[str]:
    problems = []
    limits = (
        ("title", embed.get("title"), EMBED_TITLE_MAX),
        ("description", embed.get("description"), EMBED_DESCRIPTION_MAX),
        ("footer.text", (embed.get("footer") or {}).get("text"), FOOTER_MAX),
        ("author.name", (embed.get("author") or {}).get("name"), AUTHOR_NAME_MAX),
    )
    for name, text, limit in limits:
        if text is not None and len(text) > limit:
            problems.append(f"{where}.{name} of {len(text)} characters (max {limit})")
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS_MAX:
        problems.append(f"{where} has {len(fields)} fields (max {EMBED_FIELDS_MAX})")
    for index, field in enumerate(fields):
        name, value = field.get("name") or "", field.get("value") or ""
        if not name.strip() or not value.strip():
            problems.append(f"{where}.fields[{index}] has an empty name or value")
        if len(name) > FIELD_NAME_MAX:
            problems.append(f"{where}.fields[{index}].name of {len(name)} (max {FIELD_NAME_MAX})")
        if len(value) > FIELD_VALUE_MAX:
            problems.append(
                f"{where}.fields[{index}].value of {len(value)} (max {FIELD_VALUE_MAX})"
            )
    return problems


def components_problems(rows: list[dict[str, Any]]) -> list[str]:
    """The limits of classic components: action rows of buttons or of one select menu."""
    problems = []
    if len(rows) > ACTION_ROWS_MAX:
        problems.append(f"{len(rows)} action rows (max {ACTION_ROWS_MAX})")
    custom_ids: list[str] = []
    for r, row in enumerate(rows):
        if row.get("type") != ACTION_ROW:
            problems.append(f"components[{r}] is not an action row: {row.get('type')}")
            continue
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in SELECT_TYPES]
        if not 1 <= len(children) <= BUTTONS_PER_ROW_MAX:
            problems.append(f"row {r} holds {len(children)} components (1 to 5)")
        if selects and len(children) != 1:
            problems.append(f"row {r} mixes a select menu with other components")
        for c, child in enumerate(children):
            where = f"row {r} component {c}"
            custom_id = child.get("custom_id")
            if custom_id is not None:
                custom_ids.append(custom_id)
                if not 1 <= len(custom_id) <= CUSTOM_ID_MAX:
                    problems.append(f"{where}: custom_id of {len(custom_id)} characters")
            if child.get("type") == BUTTON:
                label = child.get("label") or ""
                if len(label) > BUTTON_LABEL_MAX:
                    problems.append(f"{where}: button label of {len(label)} characters")
            elif child.get("type") in SELECT_TYPES:
                problems += _select_problems(child, where)
    doubled = sorted({c for c in custom_ids if custom_ids.count(c) > 1})
    if doubled:
        problems.append(f"custom_ids used twice in one message: {doubled}")
    return problems


def _select_problems(select: dict[str, Any], where: str) -> list[str]:
    problems = []
    placeholder = select.get("placeholder") or ""
    if len(placeholder) > PLACEHOLDER_MAX:
        problems.append(f"{where}: placeholder of {len(placeholder)} characters")
    if select.get("type") == STRING_SELECT:
        options = select.get("options") or []
        if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
            problems.append(f"{where}: {len(options)} options (1 to {SELECT_OPTIONS_MAX})")
        for o, option in enumerate(options):
            for key, limit in (
                ("label", OPTION_LABEL_MAX),
                ("value", OPTION_VALUE_MAX),
                ("description", OPTION_DESCRIPTION_MAX),
            ):
                text = option.get(key) or ""
                if len(text) > limit:
                    problems.append(f"{where} option {o}: {key} of {len(text)} (max {limit})")
    for key in ("min_values", "max_values"):
        value = select.get(key)
        if value is not None and not 0 <= value <= SELECT_OPTIONS_MAX:
            problems.append(f"{where}: {key} {value}")
    return problems


def sent_messages(env, since: int = 0) -> list[Checked]:
    """Every message body the bot sent (or edited, or answered with) from request ``since``."""
    found = []
    for request in env.http_requests[since:]:
        body = request.json if isinstance(request.json, dict) else None
        if body is None:
            continue
        where = f"{request.method} {request.path}"
        path = request.path
        if request.method == "POST" and _CHANNEL_MESSAGES.match(path):
            found.append(Checked(where, True, body))
        elif request.method == "PATCH" and (
            _CHANNEL_MESSAGE.match(path) or _WEBHOOK_EDIT.match(path)
        ):
            found.append(Checked(where, False, body))
        elif request.method == "POST" and _FOLLOWUP.match(path):
            found.append(Checked(where, True, body))
        elif request.method == "POST" and _CALLBACK.match(path):
            kind = body.get("type")
            if kind in (MESSAGE_WITH_SOURCE, UPDATE_MESSAGE):
                found.append(Checked(f"{where} type {kind}", kind == 4, body.get("data") or {}))
    return found


def request_problems(env, since: int = 0) -> list[str]:
    """What breaks a limit, request by request, plus thread names past 100 characters."""
    problems = []
    for checked in sent_messages(env, since):
        for problem in message_problems(checked.body, new=checked.new):
            problems.append(f"{checked.where}: {problem}")
    for request in env.http_requests[since:]:
        if request.method == "POST" and _THREADS.match(request.path):
            name = (request.json or {}).get("name") or ""
            if not 1 <= len(name) <= CHANNEL_NAME_MAX:
                problems.append(f"POST {request.path}: thread name of {len(name)} characters")
    return problems


def assert_within_discord_limits(env, since: int = 0) -> list[Checked]:
    """Fail, naming each request and limit, if any message the bot sent breaks a limit of
    Discord's; otherwise return the messages checked."""
    problems = request_problems(env, since)
    assert problems == [], "messages past Discord's limits:\n" + "\n".join(problems)
    return sent_messages(env, since)


def response_problems(message) -> list[str]:
    """The limits, read from a message as SimCord shows it to a user (`r.response`, a thread's
    history): content, embeds, action rows."""
    body: dict[str, Any] = {
        "content": message.content or "",
        "embeds": [e.to_dict() for e in message.embeds],
        "components": [
            row if isinstance(row, dict) else row.to_dict() for row in message.components
        ],
    }
    return message_problems(body, new=False)


def assert_response_within_limits(message) -> None:
    problems = response_problems(message)
    assert problems == [], f"{problems} in {(message.content or '')[:200]!r}"


# --- application commands ("Application Commands": "Application Command Naming", "Application
# Command Object", "Localization") -------------------------------------------------------------
COMMAND_NAME_MAX = 32
COMMAND_DESCRIPTION_MAX = 100
COMMAND_OPTIONS_MAX = 25
COMMAND_CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100
COMMAND_TOTAL_MAX = 4000  # name, description, and every option's and choice's, in one locale
SUBCOMMAND, SUBCOMMAND_GROUP, STRING_OPTION = 1, 2, 3


def command_name_problem(name: str) -> str | None:
    """What is wrong with a slash command's or option's name, in any locale: Discord's pattern
    ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, in lower case where the letter has
    one (letters and digits of every script, - and _; Devanagari's and Thai's marks are letters'
    marks, which this bot's languages do not use)."""
    if not 1 <= len(name) <= COMMAND_NAME_MAX:
        return f"{len(name)} characters (1 to {COMMAND_NAME_MAX})"
    wrong = [c for c in name if c not in "-_" and unicodedata.category(c)[0] not in "LN"]
    if wrong:
        return f"{''.join(wrong)!r} is neither a letter, a digit, - nor _"
    if name != name.lower():
        return "not in lower case"
    return None


def localized(payload: dict[str, Any], locale: str) -> dict[str, Any]:
    """``payload`` (a command as `get_translated_payload` builds it) as a client set to
    ``locale`` sees it: each name and description its localization, else its own."""
    seen = dict(payload)
    for key in ("name", "description"):
        seen[key] = (payload.get(f"{key}_localizations") or {}).get(locale, payload.get(key))
        seen.pop(f"{key}_localizations", None)
    if "options" in payload:
        seen["options"] = [localized(o, locale) for o in payload["options"]]
    if "choices" in payload:
        seen["choices"] = [localized(c, locale) for c in payload["choices"]]
    return seen


def command_problems(payload: dict[str, Any], where: str = "") -> list[str]:
    """Every limit of Discord's that a slash command (seen in one locale: `localized`) breaks,
    with its options, subcommands and choices, and its total of characters."""
    where = f"{where}/{payload.get('name')}"
    problems = []
    problem = command_name_problem(payload.get("name") or "")
    if problem:
        problems.append(f"{where}: name {problem}")
    description = payload.get("description") or ""
    if not 1 <= len(description) <= COMMAND_DESCRIPTION_MAX:
        problems.append(
            f"{where}: description of {len(description)} (1 to {COMMAND_DESCRIPTION_MAX})"
        )
    options = payload.get("options") or []
    if len(options) > COMMAND_OPTIONS_MAX:
        problems.append(f"{where}: {len(options)} options (max {COMMAND_OPTIONS_MAX})")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        problems.append(f"{where}: two options share a name: {names}")
    required = [bool(o.get("required")) for o in options]
    if required != sorted(required, reverse=True):
        problems.append(f"{where}: a required option after an optional one")
    for option in options:
        problems += command_problems(option, where)
    choices = payload.get("choices") or []
    if len(choices) > COMMAND_CHOICES_MAX:
        problems.append(f"{where}: {len(choices)} choices (max {COMMAND_CHOICES_MAX})")
    for choice in choices:
        name, value = choice.get("name") or "", choice.get("value")
        if not 1 <= len(name) <= CHOICE_NAME_MAX:
            problems.append(f"{where}: choice name {name!r} of {len(name)} (1 to 100)")
        if payload.get("type") == STRING_OPTION and not 1 <= len(str(value)) <= CHOICE_VALUE_MAX:
            problems.append(f"{where}: choice value {value!r} (1 to {CHOICE_VALUE_MAX})")
    if not where.count("/") > 1:  # the whole command's total, counted once at its top
        total = command_characters(payload)
        if total > COMMAND_TOTAL_MAX:
            problems.append(f"{where}: {total} characters in all (max {COMMAND_TOTAL_MAX})")
    return problems


def command_characters(payload: dict[str, Any]) -> int:
    """The characters Discord counts towards a command's 4,000: its name and description, and
    its options' and choices' names, descriptions and values, all the way down."""
    total = len(payload.get("name") or "") + len(payload.get("description") or "")
    for choice in payload.get("choices") or []:
        total += len(choice.get("name") or "") + len(str(choice.get("value") or ""))
    return total + sum(command_characters(o) for o in payload.get("options") or [])
