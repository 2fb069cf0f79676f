"""What the thread is told beside the board and the pings: the end of the log for a game moved
to a new thread, the end of the game with its seed, a seat handed over, a player away or back.
Each is a function of the item and the game alone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot import i18n
from bot.embeds import seat_mention
from bot.notify.items import nonce
from bot.outgoing import Outgoing, post
from rules import get_title
from rules.core.messages import render, said_lines
from storage.records import COMPUTER_USER

if TYPE_CHECKING:
    from storage import GameRecord, OutboxItem, Store

# A game moved to a new thread shows this many of its last log lines there.
RECAP_LINES = 15


async def recap(thread: Any, game: GameRecord, state: Any, item: OutboxItem) -> None:
    """The end of the log, for a game moved to a new thread."""
    end = item.payload.get("log_end", len(state.log))
    language = i18n.of_game(game)
    lines = [render(x, language) for x in said_lines(state, max(0, end - RECAP_LINES), end)]
    text = i18n.text(language, "recap", game=game.id)
    await post(thread, Outgoing("\n".join([text, *lines])), nonce=nonce(item))


async def game_over(
    store: Store, thread: Any, game: GameRecord, state: Any, item: OutboxItem
) -> None:
    title = get_title(game.title)
    lang = i18n.of_game(game)
    outcome = state.outcome
    winners = ", ".join(seat_mention(game, r, title) for r in (outcome.winners if outcome else []))
    seed = await store.reveal_seed(game.id)
    reason = render(outcome.said_reason, lang) if outcome else ""
    text = i18n.text(
        lang,
        "game-over",
        winners=winners or i18n.text(lang, "nobody"),
        reason=reason,
        seed=seed,
        commitment=game.commitment,
    )
    await post(thread, Outgoing(text), nonce=nonce(item))


async def replaced(thread: Any, game: GameRecord, item: OutboxItem) -> None:
    payload = item.payload
    lang = i18n.of_game(game)
    name = render(get_title(game.title).role_name(payload["role"]), lang)
    newcomer, was = (
        i18n.text(lang, "the-computer") if user == COMPUTER_USER else f"<@{user}>"
        for user in (payload["user"], payload["was"])
    )
    text = i18n.text(lang, "replaced", newcomer=newcomer, role=name, was=was)
    await post(thread, Outgoing(text), nonce=nonce(item))


async def away(thread: Any, game: GameRecord, item: OutboxItem) -> None:
    user = item.payload["user"]
    text = i18n.text(
        i18n.of_game(game), "away" if item.payload["away"] else "back", user=f"<@{user}>"
    )
    await post(thread, Outgoing(text), nonce=nonce(item))
