"""Playing: prompts, choices as persistent components, `/play` and `/hand`."""

from bot.play._cog import PlayCog
from bot.play.prompts import ChoiceButton, ChoiceSelect, TakeTurnButton


def dynamic_items() -> tuple[type, ...]:
    """The persistent controls of play, registered with the bot so they outlive restarts."""
    return (ChoiceButton, ChoiceSelect, TakeTurnButton)


__all__ = ["PlayCog", "dynamic_items"]
