"""The lobby: `/game new|join|leave|start|status|log|list` and the join buttons."""

from bot.lobby._cog import LobbyCog

__all__ = ["LobbyCog"]
