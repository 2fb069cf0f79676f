"""A game's replay page, from its export: ``python -m bot.replay EXPORT.json -o PAGE.html``, and
the page `/game export` attaches (README, "Watch a game outside Discord").

`steps` reads what the page shows at each position from the export, `tiles` stores the boards
as changes, `page` writes the HTML (its style and script are in ``assets/``).
"""

from .page import build_page, pool
from .steps import CannotReplay, public_boards

__all__ = ["CannotReplay", "build_page", "pool", "public_boards"]
