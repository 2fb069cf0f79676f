"""The bot's metrics, in Prometheus's terms, through ``prometheus_client``: each bot holds its own
registry (a test runs several bots in one process), which `server.Monitor` serves at
``/metrics``.

Counted as things happen: interactions (by command or component and outcome) and their handler
time, the outbox's delivery attempts by result, Discord's answers to the REST calls by status,
and the computer's decisions and their time. Read when scraped (`Monitor.refresh`): the
outbox's backlog and its oldest item's age, games by state, each shard's gateway latency and
connection, and whether the database answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

# Seconds. Handlers: Discord wants an answer within 3 s, the README a p99 of 50 ms without an
# image and 250 ms with one. Decisions: a Hard seat's whole move may take up to 3 s.
HANDLER_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
DECISION_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)

# What became of one attempt to deliver an outbox item (bot/notify/dispatcher.py).
DELIVERY_RESULTS = (
    "delivered",  # sent (or edited) and acknowledged
    "superseded",  # skipped: a later board edit or DM of the same lane replaces it
    "rate_limited",  # Discord answered 429 past discord.py's own retries
    "server_error",  # Discord answered 5xx
    "forbidden",  # 403: the bot may not post there (a thread locked, a DM closed)
    "timeout",  # no answer in time, or the network failed
    "failed",  # anything else: a bug, logged with its traceback
)


class Metrics:
    """One bot's metrics and their registry."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        self.interactions = Counter(
            "referee_interactions",
            "Interactions by command (or component) and outcome: answered; refused, with what "
            "was wrong; failed, with an apology and a reference in the log",
            ["command", "outcome"],
            registry=registry,
        )
        self.handler_seconds = Histogram(
            "referee_handler_seconds",
            "From receiving an interaction to its first response, by command (or component)",
            ["command"],
            buckets=HANDLER_BUCKETS,
            registry=registry,
        )
        self.deliveries = Counter(
            "referee_deliveries",
            "Outbox items by what became of their delivery attempts: "
            + ", ".join(DELIVERY_RESULTS),
            ["result"],
            registry=registry,
        )
        self.discord_responses = Counter(
            "referee_discord_responses",
            "Discord's answers to the bot's REST calls by status (2xx, 3xx, 4xx, 429, 5xx); a "
            "429's scope (user, shared, global) as Discord gives it",
            ["status", "scope"],
            registry=registry,
        )
        self.decisions = Counter(
            "referee_computer_decisions",
            "Whole moves the computer decided for a seat, by level",
            ["level"],
            registry=registry,
        )
        self.decision_seconds = Histogram(
            "referee_computer_decision_seconds",
            "How long a computer seat's whole move took to decide, by level",
            ["level"],
            buckets=DECISION_BUCKETS,
            registry=registry,
        )
        self.outbox_pending = Gauge(
            "referee_outbox_pending",
            "Notifications of this process's games waiting to be delivered",
            registry=registry,
        )
        self.outbox_oldest = Gauge(
            "referee_outbox_oldest_pending_seconds",
            "How long the oldest undelivered notification has waited (0 when none): alert on it",
            registry=registry,
        )
        self.games = Gauge(
            "referee_games",
            "This process's games by state (lobby, active, ended, abandoned)",
            ["state"],
            registry=registry,
        )
        self.gateway_latency = Gauge(
            "referee_gateway_latency_seconds",
            "Each shard's gateway heartbeat latency",
            ["shard"],
            registry=registry,
        )
        self.gateway_connected = Gauge(
            "referee_gateway_connected",
            "1 while a shard's gateway connection is open, else 0",
            ["shard"],
            registry=registry,
        )
        self.database_up = Gauge(
            "referee_database_up",
            "1 when the database answered the last health check or scrape, else 0",
            registry=registry,
        )
        for result in DELIVERY_RESULTS:
            self.deliveries.labels(result)  # every result shows, at 0 until it happens

    def answered(self, command: str, seconds: float, outcome: str) -> None:
        """An interaction's first response, ``seconds`` after it was received."""
        self.interactions.labels(command, outcome).inc()
        self.handler_seconds.labels(command).observe(seconds)

    def delivery(self, result: str, items: int = 1) -> None:
        self.deliveries.labels(result).inc(items)

    def heard(self, status: int, headers: Mapping[str, Any]) -> None:
        """One answer of Discord's REST API."""
        if status == 429:
            scope = headers.get("X-RateLimit-Scope") or (
                "global" if headers.get("X-RateLimit-Global") else "user"
            )
            self.discord_responses.labels("429", scope).inc()
        else:
            self.discord_responses.labels(f"{status // 100}xx", "").inc()

    def decided(self, level: str, seconds: float) -> None:
        self.decisions.labels(level).inc()
        self.decision_seconds.labels(level).observe(seconds)
