"""Which games a bot process serves, when several share one database (README, "Running at
scale").

Discord puts a guild on shard ``(guild_id >> 22) % shard_count`` (and direct messages on shard
0); a process running some of the shards delivers the outbox and runs reminders only for games
of guilds on those shards, so two processes never serve one game. The process claims outbox
items under a name made of its shards (`Scope.claimer`): the same process restarted after a
crash takes its own unfinished claims back at once, while any other waits for them to lapse
(storage/outbox.py, "Claims").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scope:
    """The shards ``shard_ids`` of ``shard_count``; no ids: every game (one process)."""

    shard_ids: tuple[int, ...] = ()
    shard_count: int = 1

    def __post_init__(self) -> None:
        if self.shard_count < 1:
            raise ValueError(f"A bot runs at least 1 shard, not {self.shard_count}.")
        outside = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
        if outside:
            top = self.shard_count - 1
            raise ValueError(
                f"Shard ids run from 0 to {top} when there are {self.shard_count} shards,"
                f" not {', '.join(map(str, outside))}."
            )
        if len(set(self.shard_ids)) != len(self.shard_ids):
            raise ValueError(f"A shard id is named twice in {list(self.shard_ids)}.")

    @property
    def everything(self) -> bool:
        return not self.shard_ids or len(self.shard_ids) == self.shard_count

    @property
    def claimer(self) -> str:
        if self.everything:
            return f"all of {self.shard_count}"
        return f"shards {','.join(map(str, sorted(self.shard_ids)))} of {self.shard_count}"

    def share_of(self, limit: int) -> int:
        """This process's part of a limit all the bot's processes share (Discord's global rate
        limit), in proportion to its shards; at least 1."""
        if self.everything:
            return limit
        return max(1, limit * len(self.shard_ids) // self.shard_count)

    def shard_of(self, guild_id: int | None) -> int:
        return ((guild_id or 0) >> 22) % self.shard_count

    def serves(self, guild_id: int | None) -> bool:
        return self.everything or self.shard_of(guild_id) in self.shard_ids

    def games_sql(self, guild_column: str = "guild_id") -> str:
        """A condition on a ``games`` row that is true for the games served. Only integers
        are written into it, so it is safe to put in a statement."""
        if self.everything:
            return "TRUE"
        ids = ", ".join(str(int(i)) for i in sorted(self.shard_ids))
        count = int(self.shard_count)
        return f"((COALESCE({guild_column}, 0) >> 22) % {count}) IN ({ids})"
