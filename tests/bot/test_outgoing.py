"""`bot/outgoing.py` on its own: what it makes of text and embeds of any size.

A new message (`Outgoing.parts`, used by `post` and `answer`) is split into as many messages as
Discord's limits need, in order, losing nothing; an edit (`Outgoing.single`) stays one message
and is clipped. Every result is checked against Discord's limits by tests/bot/limits.py, the
checker the SimCord tests apply to every request.
"""

from __future__ import annotations

import io
import itertools
import random
from typing import Any

import discord
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.outgoing import (
    CONTENT_MAX,
    ELLIPSIS,
    EMBED_TOTAL_MAX,
    EMBEDS_MAX,
    Outgoing,
    clip,
    fit_embed,
    mention_users,
    pages,
    post,
)
from tests.bot.limits import embed_length, message_problems


def as_sent(part: dict[str, Any]) -> dict[str, Any]:
    """A part as discord.py puts it on the wire, enough for the limits checker."""
    body: dict[str, Any] = {}
    if "content" in part:
        body["content"] = part["content"]
    body["embeds"] = [e.to_dict() for e in part.get("embeds", [])]
    view = part.get("view")
    if view is not None:
        body["components"] = view.to_components()
    if part.get("files"):
        body["attachments"] = [{"id": i} for i, _ in enumerate(part["files"])]
    return body


def assert_parts_within_limits(parts: list[dict[str, Any]], *, new: bool = True) -> None:
    for index, part in enumerate(parts):
        problems = message_problems(as_sent(part), new=new)
        assert problems == [], f"part {index}: {problems}"


def lines_of(count: int, seed: int = 0, longest: int = 400) -> list[str]:
    rng = random.Random(seed)
    return [
        f"{n:04d} " + "".join(rng.choice("abcdéŵ ") for _ in range(rng.randrange(0, longest)))
        for n in range(count)
    ]


def view_with_button() -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Take your turn", custom_id="turn:1"))
    return view


# --- pages -------------------------------------------------------------------------------------


def test_pages_keep_every_line_in_order_and_never_pass_the_limit():
    lines = [*lines_of(400), "x" * CONTENT_MAX, "y" * (CONTENT_MAX - 1), "z"]
    packed = pages(lines)
    assert all(len(page) <= CONTENT_MAX for page in packed), [len(p) for p in packed]
    assert "\n".join(packed).split("\n") == lines
    # As few pages as fit: no page could have taken the first line of the next.
    for page, following in itertools.pairwise(packed):
        assert len(page) + 1 + len(following.split("\n")[0]) > CONTENT_MAX


def test_pages_keep_blank_lines_inside_a_page_and_honour_a_smaller_limit():
    assert pages(["a", "", "b"]) == ["a\n\nb"]
    packed = pages(lines_of(60, seed=1, longest=90), limit=300)
    assert all(len(page) <= 300 for page in packed)
    assert "\n".join(packed).split("\n") == lines_of(60, seed=1, longest=90)


def test_a_line_longer_than_a_page_is_clipped_and_the_others_kept():
    packed = pages(["before", "w" * 5000, "after"])
    assert all(len(page) <= CONTENT_MAX for page in packed)
    assert packed[0] == "before"
    assert packed[1] == "w" * (CONTENT_MAX - 1) + ELLIPSIS
    assert packed[2] == "after"


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(alphabet=st.characters(exclude_characters="\n"), min_size=1), max_size=60),
    st.integers(min_value=20, max_value=CONTENT_MAX),
)
def test_pages_property_nothing_lost_nothing_too_long(lines, limit):
    packed = pages(lines, limit)
    assert all(len(page) <= limit for page in packed)
    assert "\n".join(packed).split("\n") == [clip(line, limit) for line in lines] or not lines


def test_clip():
    assert clip("short", 10) == "short"
    assert clip("x" * 10, 10) == "x" * 10
    assert clip("x" * 11, 10) == "x" * 9 + ELLIPSIS
    assert len(clip("x" * 11, 10)) == 10


# --- Outgoing.parts: a new message, split ----------------------------------------------------


def test_5000_characters_of_content_make_3_messages_with_the_view_on_the_last():
    content = "\n".join(f"{n:02d}" + "ŵ" * 97 for n in range(50))  # 50 lines of 99: 4,999
    assert len(content) == 4999
    view = view_with_button()
    picture = discord.File(io.BytesIO(b"png"), filename="board.png")
    parts = Outgoing(content, view=view, files=[picture]).parts()
    assert len(parts) == 3, [len(p["content"]) for p in parts]
    assert "\n".join(p["content"] for p in parts) == content
    assert [("view" in p, "files" in p) for p in parts] == [(False, False)] * 2 + [(True, True)]
    assert parts[-1]["view"] is view and parts[-1]["files"] == [picture]
    assert all(isinstance(p["allowed_mentions"], discord.AllowedMentions) for p in parts)
    assert all(p["allowed_mentions"].users is False for p in parts)  # nobody pinged
    assert_parts_within_limits(parts)


def embed_of(n: int, description: int) -> discord.Embed:
    return discord.Embed(title=f"Embed {n}", description="d" * description)


def test_12_embeds_of_1000_characters_make_3_messages():
    """Ten embeds at most in a message, and 6,000 characters at most across them: an embed of
    a title and 1,000 characters of description takes five to a message."""
    embeds = [embed_of(n, 1000) for n in range(12)]
    parts = Outgoing(embeds=embeds).parts()
    assert [len(p["embeds"]) for p in parts] == [5, 5, 2]
    assert [e.title for p in parts for e in p["embeds"]] == [f"Embed {n}" for n in range(12)]
    assert all(sum(map(len, p["embeds"])) <= EMBED_TOTAL_MAX for p in parts)
    assert_parts_within_limits(parts)


def test_embeds_of_exactly_1000_characters_fill_a_message_to_6000():
    embeds = [discord.Embed(description="d" * 1000) for _ in range(12)]
    parts = Outgoing(embeds=embeds).parts()
    assert [len(p["embeds"]) for p in parts] == [6, 6]
    assert [sum(map(len, p["embeds"])) for p in parts] == [EMBED_TOTAL_MAX] * 2
    assert_parts_within_limits(parts)


def test_no_more_than_10_embeds_in_a_message():
    embeds = [discord.Embed(title=f"#{n}") for n in range(25)]
    parts = Outgoing("look:", embeds=embeds, view=view_with_button()).parts()
    assert [len(p["embeds"]) for p in parts] == [EMBEDS_MAX, EMBEDS_MAX, 5]
    assert parts[0]["content"] == "look:"  # the first embeds ride with the text
    assert ["view" in p for p in parts] == [False, False, True]
    assert_parts_within_limits(parts)


def test_content_and_embeds_share_no_message_beyond_the_limits():
    content = "\n".join(lines_of(30, seed=2))
    embeds = [embed_of(n, 3000) for n in range(4)]
    parts = Outgoing(content, embeds=embeds).parts()
    assert "\n".join(p["content"] for p in parts if "content" in p) == content
    assert [e.title for p in parts for e in p.get("embeds", [])] == [e.title for e in embeds]
    assert_parts_within_limits(parts)


def test_an_empty_outgoing_is_still_one_message():
    assert len(Outgoing().parts()) == 1


def test_only_a_newline_splits_lines_not_other_line_breaks():
    """str.splitlines() would also break at NEL (U+0085), LINE SEPARATOR (U+2028) and others,
    and rejoining with "\\n" would change what a player wrote."""
    line = "quoted\x85player\u2028text\x0bwith\x1cbreaks\r" + "ŵ" * 80
    content = "\n".join(f"{n} {line}" for n in range(40))
    assert len(content) > 2 * CONTENT_MAX
    parts = Outgoing(content).parts()
    assert len(parts) >= 3
    assert "\n".join(p["content"] for p in parts) == content
    for part in parts:
        assert all(piece.endswith(line) for piece in part["content"].split("\n"))
    short = "one\x85two\u2028three"
    assert Outgoing(short).parts()[0]["content"] == short


# --- fit_embed and single: an embed, and an edit, clipped --------------------------------------


def test_fit_embed_of_30_fields_of_2000_characters_keeps_the_first_fields_within_limits():
    embed = discord.Embed(title="T" * 300, description="D" * 5000, colour=1)
    for n in range(30):
        embed.add_field(name=f"field {n:02d} " + "n" * 300, value=f"{n:02d}" + "v" * 1998)
    embed.set_footer(text="F" * 3000)
    fitted = fit_embed(embed)
    assert message_problems({"embeds": [fitted.to_dict()]}) == []
    assert len(fitted) <= EMBED_TOTAL_MAX
    assert 1 <= len(fitted.fields) <= 25
    kept = [f.name[:8] for f in fitted.fields]
    assert kept == [f"field {n:02d}" for n in range(len(fitted.fields))]
    assert all(f.value.startswith(f"{n:02d}v") for n, f in enumerate(fitted.fields))
    assert embed_length(fitted.to_dict()) == len(fitted)


def test_fit_embed_leaves_an_embed_within_the_limits_as_it_is():
    embed = discord.Embed(title="Board", description="text")
    embed.add_field(name="Waiting on", value="<@123456789012345678>")
    assert fit_embed(embed).to_dict() == embed.to_dict()


def test_single_clips_content_and_shares_the_total_between_embeds():
    out = Outgoing("c" * 5000, embeds=[embed_of(n, 3000) for n in range(12)])
    one = out.single()
    assert len(one["content"]) == CONTENT_MAX and one["content"].endswith(ELLIPSIS)
    assert len(one["embeds"]) == EMBEDS_MAX
    assert sum(map(len, one["embeds"])) <= EMBED_TOTAL_MAX
    assert [e.title for e in one["embeds"]] == [f"Embed {n}" for n in range(EMBEDS_MAX)]
    assert message_problems(as_sent(one), new=False) == []


def test_mention_users_allows_exactly_those_users():
    allowed = mention_users([111111111111111111, 222222222222222222]).to_dict()
    assert sorted(allowed["users"]) == [111111111111111111, 222222222222222222]
    assert allowed["parse"] == []


# --- post: each part is its own message, with its own nonce -------------------------------


class Channel:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send(self, **kwargs):
        self.sent.append(kwargs)
        return len(self.sent)


async def test_post_sends_each_part_in_order_with_its_own_nonce():
    channel = Channel()
    content = "\n".join(lines_of(50, seed=3))
    sent = await post(channel, Outgoing(content), nonce="ob7")
    assert sent == list(range(1, len(channel.sent) + 1)) and len(sent) > 1
    assert [m["nonce"] for m in channel.sent] == [f"ob7.{i}" for i in range(len(sent))]
    assert "\n".join(m["content"] for m in channel.sent) == content
