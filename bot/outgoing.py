"""Every message the bot sends goes out through here, so each one fits Discord's limits.

Discord refuses (400) a message whose content passes 2,000 characters, an embed past its own
limits, or embeds totalling more than 6,000 characters. A message built from a list (a log, a
game list, a catch-up, a hand per seat) can pass them. So callers describe what they mean as an
`Outgoing`, and the functions below turn it into messages Discord accepts: a new message is
split into as many as it takes, in order, losing nothing; an edit, which must stay one message,
is clipped with an ellipsis. No other module calls discord.py's send or edit methods
(tests/bot/test_message_limits.py checks the source).

Mentions are off unless a caller lists who may be pinged: a game's text quotes player input and
must never ping by accident.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

# Discord's limits (developer documentation: "Create Message", "Embed Limits").
CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
ELLIPSIS = "…"
# A description is shortened to no less than this before fields are dropped to fit the total.
_DESCRIPTION_FLOOR = 300


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def pages(lines: Iterable[str], limit: int = CONTENT_MAX) -> list[str]:
    """Lines packed, in order, into as few texts of at most ``limit`` characters as they fit.
    A line longer than a page is clipped; nothing else is lost."""
    packed: list[str] = []
    page: list[str] = []
    size = 0
    for line in lines:
        line = clip(line, limit)
        if page and size + 1 + len(line) > limit:
            packed.append("\n".join(page))
            page, size = [], 0
        size += len(line) + (1 if page else 0)
        page.append(line)
    if page:
        packed.append("\n".join(page))
    return packed


def fit_embed(embed: discord.Embed, total: int = EMBED_TOTAL_MAX) -> discord.Embed:
    """A copy of ``embed`` within every limit of one embed and at most ``total`` characters:
    each part clipped to its own limit, then the description shortened and the last fields
    dropped until the whole fits."""
    data = embed.to_dict()
    if "title" in data:
        data["title"] = clip(data["title"], EMBED_TITLE_MAX)
    if "description" in data:
        data["description"] = clip(data["description"], EMBED_DESCRIPTION_MAX)
    if "footer" in data and "text" in data["footer"]:
        data["footer"]["text"] = clip(data["footer"]["text"], FOOTER_MAX)
    data["fields"] = [
        {
            **f,
            "name": clip(f["name"], FIELD_NAME_MAX) or "—",
            "value": clip(f["value"], FIELD_VALUE_MAX) or "—",
        }
        for f in data.get("fields", [])[:EMBED_FIELDS_MAX]
    ]
    fitted = discord.Embed.from_dict(data)
    excess = len(fitted) - total
    description = data.get("description", "")
    if excess > 0 and len(description) > _DESCRIPTION_FLOOR:
        keep = max(_DESCRIPTION_FLOOR, len(description) - excess)
        fitted.description = clip(description, keep)
    while len(fitted) > total and fitted.fields:
        fitted.remove_field(len(fitted.fields) - 1)
    if len(fitted) > total:  # only the title, description and footer are left
        fitted.description = clip(fitted.description or "", max(1, total // 2))
    return fitted


@dataclass
class Outgoing:
    """What the bot means to say: any length of content, any number of embeds, the files and
    the components that go with the last message, and who may be pinged."""

    content: str = ""
    embeds: Sequence[discord.Embed] = ()
    files: Sequence[discord.File] = ()
    view: discord.ui.View | None = None
    mentions: discord.AllowedMentions = field(default_factory=discord.AllowedMentions.none)

    def parts(self) -> list[dict[str, Any]]:
        """Messages Discord accepts, in order: the content in pages, then the embeds in groups
        of at most 10 and 6,000 characters; the files and the components ride on the last."""
        # A page of blank lines alone would be refused as an empty message.
        texts = [text for text in pages(self.content.split("\n")) if text.strip()]
        groups: list[list[discord.Embed]] = []
        for embed in (fit_embed(e) for e in self.embeds):
            last = groups[-1] if groups else None
            if (
                last is not None
                and len(last) < EMBEDS_MAX
                and sum(map(len, last)) + len(embed) <= EMBED_TOTAL_MAX
            ):
                last.append(embed)
            else:
                groups.append([embed])
        messages: list[dict[str, Any]] = [{"content": text} for text in texts]
        for index, group in enumerate(groups):
            if index == 0 and messages:
                messages[-1]["embeds"] = group
            else:
                messages.append({"embeds": group})
        if not messages:
            messages.append({})
        if self.files:
            messages[-1]["files"] = list(self.files)
        if self.view is not None:
            messages[-1]["view"] = self.view
        for message in messages:
            message["allowed_mentions"] = self.mentions
        return messages

    def single(self) -> dict[str, Any]:
        """One message, for an edit: the content clipped, the embeds sharing the total."""
        embeds = list(self.embeds)[:EMBEDS_MAX]
        share = EMBED_TOTAL_MAX // max(1, len(embeds))
        return {
            "content": clip(self.content, CONTENT_MAX),
            "embeds": [fit_embed(e, share) for e in embeds],
            "allowed_mentions": self.mentions,
        }


async def post(
    channel: discord.abc.Messageable, out: Outgoing, *, nonce: str | None = None
) -> list[discord.Message]:
    """Send ``out`` as new messages. Each part carries its own nonce (``nonce``.0, .1, ...):
    Discord drops a repeat of a nonce it has just seen, so a retried send is not doubled."""
    sent = []
    for index, part in enumerate(out.parts()):
        if nonce is not None:
            part["nonce"] = f"{nonce}.{index}"
        sent.append(await channel.send(**part))
    return sent


async def answer(interaction: discord.Interaction, out: Outgoing, *, ephemeral: bool = True):
    """Answer an interaction (or follow up, once it is answered) with ``out``, in parts."""
    for part in out.parts():
        if interaction.response.is_done():
            await interaction.followup.send(**part, ephemeral=ephemeral)
        else:
            await interaction.response.send_message(**part, ephemeral=ephemeral)


async def update(interaction: discord.Interaction, out: Outgoing) -> None:
    """Replace the message a component sits on (an ephemeral prompt) with ``out``."""
    await interaction.response.edit_message(**out.single(), view=out.view)


async def edit(message: discord.PartialMessage | discord.Message, out: Outgoing) -> None:
    """Edit a message in place: its content, embeds, attachments and components."""
    changes = out.single()
    if out.files:
        changes["attachments"] = list(out.files)
    await message.edit(**changes, view=out.view)


def mention_users(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Allow exactly these users to be pinged, nobody else and no role."""
    return discord.AllowedMentions(
        users=[discord.Object(u) for u in user_ids], roles=False, everyone=False
    )
