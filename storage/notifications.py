"""The notifications a change causes, computed from the views before and after it.

They are generic: the storage layer never knows a title's rules, only what its views show.

* ``{"kind": "board"}`` on every change: the bot edits the pinned board in place.
* ``{"kind": "log", "lines": [...], "said": [...]}`` with the public log lines the change added
  and, beside each, its message ids where the title gave them (rules/core/messages.py,
  `compact`), so that the bot says them in the game's language.
* ``{"kind": "ping", "roles": [...], "log_end": n}`` when the set of roles that must act
  changed: one new message asks them to take their turn, never one per choice, quoting what
  they missed of the log's first ``n`` lines.
* ``{"kind": "private", "role": r}`` for each role whose private view changed: the bot DMs it.
* ``{"kind": "ended"}`` when the game's outcome becomes known.

At the start of a game there is no "before": everything counts as changed.
"""

from __future__ import annotations

from typing import Any

from rules.core import Title, messages


def notifications(title: Title, before: Any | None, after: Any) -> list[dict[str, Any]]:
    # Built from the states' own fields and the title's cheap hooks (`active`, `private`), not
    # from whole views: a view draws the board, which would be done a dozen times per choice.
    payloads: list[dict[str, Any]] = [{"kind": "board"}]
    # Titles only ever append to the public log, so the new lines are those past the old end.
    lines = after.log[len(before.log) :] if before is not None else after.log
    if lines:
        said = [messages.compact(line) for line in lines]
        payloads.append({"kind": "log", "lines": list(lines), "said": said})
    old_active = _active(title, before) if before is not None else None
    new_active = _active(title, after)
    if new_active and (old_active is None or set(new_active) != set(old_active)):
        # The catch-up it quotes ends here, at the lines written with it: a later change's
        # lines, posted after the ping, must not appear in it.
        payloads.append({"kind": "ping", "roles": list(new_active), "log_end": len(after.log)})
    for role in title.roles_in(after.scenario):
        if before is None or _private(title, before, role) != _private(title, after, role):
            payloads.append({"kind": "private", "role": role})
    if after.outcome is not None and (before is None or before.outcome is None):
        payloads.append({"kind": "ended"})
    return payloads


def _active(title: Title, state: Any) -> list[str]:
    """The roles that must act, as a view says them: nobody once the game is over."""
    return [] if state.outcome is not None else list(title.active(state))


def _private(title: Title, state: Any, role: str) -> Any:
    """``role``'s private part of ``state``, built once for a settled state (its views and
    DMs ask for it again: `GameState.settle`)."""
    return state.once(("private", role), lambda: title.private(state, role))
