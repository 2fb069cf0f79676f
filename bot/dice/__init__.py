"""Dice and tables on request: `/roll` and `/table`."""

from bot.dice._cog import DiceCog

__all__ = ["DiceCog"]
