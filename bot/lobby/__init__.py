"""The lobby and the running of games: `/game ...`, the join buttons and `/game list`'s pages."""

from bot.lobby._cog import LobbyCog
from bot.lobby.actions import ComputerButton, ComputerLevelSelect, JoinButton
from bot.lobby.game_list import GameListButton


def dynamic_items() -> tuple[type, ...]:
    """The lobby's persistent controls, registered with the bot so they outlive restarts."""
    return (JoinButton, ComputerButton, ComputerLevelSelect, GameListButton)


__all__ = ["LobbyCog", "dynamic_items"]
