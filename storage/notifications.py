"""The notifications a change causes, computed from the views before and after it.

They are generic: the storage layer never knows a title's rules, only what its views show.

* ``{"kind": "board"}`` on every change: the bot edits the pinned board in place (its buttons
  carry the state version, so even a roll makes the old ones stale).
* ``{"kind": "log", "lines": [...]}`` with the public log lines the change added.
* ``{"kind": "ping", "roles": [...]}`` when the set of roles that must act changed: one new
  message asks them to take their turn, never one per choice (DESIGN.md, "Bot").
* ``{"kind": "private", "role": r}`` for each role whose private view changed: the bot DMs it.
* ``{"kind": "ended"}`` when the game's outcome becomes known.

At the start of a game there is no "before": everything counts as changed.
"""

from __future__ import annotations

from typing import Any

from rules.core import Title


def notifications(title: Title, before: Any | None, after: Any) -> list[dict[str, Any]]:
    old = title.view(before, None) if before is not None else None
    new = title.view(after, None)
    payloads: list[dict[str, Any]] = [{"kind": "board"}]
    # Titles only ever append to the public log, so the new lines are those past the old end.
    lines = new.log[len(old.log) :] if old is not None else new.log
    if lines:
        payloads.append({"kind": "log", "lines": list(lines)})
    if new.active and (old is None or set(new.active) != set(old.active)):
        payloads.append({"kind": "ping", "roles": list(new.active)})
    for role in title.roles:
        if before is None or title.view(before, role).private != title.view(after, role).private:
            payloads.append({"kind": "private", "role": role})
    if new.outcome is not None and (old is None or old.outcome is None):
        payloads.append({"kind": "ended"})
    return payloads
