"""The wire tests time real HTTP on loopback (latency, buckets, the global limit counted on
arrival): they run one after another on one pytest-xdist worker (``--dist loadgroup`` in
./scripts/test), so the sharded run's three processes never crowd a timed test's CPU."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/wire/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.xdist_group("wire"))
            # Minutes on their worker together: started first (tests/conftest.py).
            item.add_marker(pytest.mark.long)
