"""Spans of time as players read them ("2 days 3 hours"), for reminders and deadlines."""

from __future__ import annotations

from datetime import datetime, timedelta

from storage.database import parse_time


def describe(span: timedelta) -> str:
    """The two largest units, rounded down: "1 day 4 hours", "5 hours", "12 minutes"."""
    minutes = max(int(span.total_seconds() // 60), 0)
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    parts = [(days, "day"), (hours, "hour"), (minutes, "minute")]
    shown = [f"{n} {unit}{'' if n == 1 else 's'}" for n, unit in parts if n]
    return " ".join(shown[:2]) or "less than a minute"


def parse(text: str | None) -> datetime | None:
    """A timestamp as the store writes it, or None."""
    return parse_time(text) if text else None
