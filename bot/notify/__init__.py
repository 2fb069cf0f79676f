"""Delivering the outbox (ARCHITECTURE.md, "The outbox"): the machinery that reads, orders,
paces and retries it (bot/notify/dispatcher.py) apart from the messages it delivers
(bot/notify/messages.py and the modules it names, one per kind of message)."""

from bot.notify.board import shown_on_board
from bot.notify.dispatcher import Dispatcher

__all__ = ["Dispatcher", "shown_on_board"]
