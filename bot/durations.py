"""Spans of time as players read them ("2 days 3 hours"), for reminders and deadlines."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot import i18n
from storage.database import parse_time


def describe(span: timedelta, language: str = i18n.SOURCE) -> str:
    """The two largest units, rounded down, in ``language``: "1 day 4 hours", "5 hours",
    "12 minutes" ("1 jour 4 heures")."""
    minutes = max(int(span.total_seconds() // 60), 0)
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    parts = [(days, "span-days"), (hours, "span-hours"), (minutes, "span-minutes")]
    shown = [i18n.text(language, unit, count=n) for n, unit in parts if n]
    return " ".join(shown[:2]) or i18n.text(language, "span-less")


def parse(text: str | None) -> datetime | None:
    """A timestamp as the store writes it, or None."""
    return parse_time(text) if text else None
