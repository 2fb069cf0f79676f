"""The whole suite's order: the tests marked ``long`` (a minute of CPU or more each) are
collected first, the longest first (``pytest.mark.long(minutes)``, 1 when not given), so that
pytest-xdist hands them out while the short ones can still fill the other worker. Started last,
one of them ran alone on one CPU for the run's last minutes (the quick benchmark's 340 s began
at 87 % of a run). (The wire tests, one xdist group, go first anyway: ``--dist loadgroup``
hands out the groups with the most tests first.)"""

from __future__ import annotations

import pytest


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A stable sort: each part keeps its own order, and every worker collects the same list.
    items.sort(key=_minutes, reverse=True)


def _minutes(item: pytest.Item) -> float:
    mark = item.get_closest_marker("long")
    if mark is None:
        return 0.0
    return float(mark.args[0]) if mark.args else 1.0
