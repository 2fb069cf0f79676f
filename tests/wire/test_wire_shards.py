"""Two bot processes with two shards each on one PostgreSQL, 200 active games, one killed with
SIGKILL mid-run and restarted: every notification delivered exactly once, in order per game,
none lost or doubled, every board pinned. The scenario and what "exactly once" means per kind
of notification: tests/wire/sharded.py (shared with `python -m bench`, bench/shards.py)."""

from __future__ import annotations

import pytest

from tests.databases import new_postgresql_url
from tests.wire.sharded import sharded_run


@pytest.mark.slow
async def test_two_processes_deliver_every_notification_once_through_a_kill(tmp_path):
    outcome = await sharded_run(await new_postgresql_url("shards"), tmp_path)
    print(outcome.summary())
    assert not outcome.problems, "\n".join(outcome.problems[:40])
    assert not outcome.lost and not outcome.doubled
    assert outcome.exactly_once == outcome.notifications
    assert outcome.left_at_kill > 0, "A was killed with nothing left to deliver"
    assert outcome.restart_delivered > 0, "A's restart posted nothing"
    assert not outcome.unpinned, "\n".join(outcome.unpinned)
