"""Playing: prompts, choices as persistent components, `/play` and `/hand`."""

from bot.play._cog import PlayCog
from bot.play.components import ChoiceButton, ChoiceSelect, JoinButton, TakeTurnButton


def dynamic_items() -> tuple[type, ...]:
    return (ChoiceButton, ChoiceSelect, TakeTurnButton, JoinButton)


__all__ = ["PlayCog", "dynamic_items"]
