"""The names of 1812's data said by message id: each area, body of water, region, card and
scenario is a message of the catalogs (catalogs/*/names.ftl, cards.ftl) named for its data id,
whose English is the name the data prints.

An owner may correct the data (README.md, ``GAME_DATA_DIR``): a name the correction changed is
no longer the catalog's English, and is then shown as corrected, in every language, rather than
as the catalog has it (`printed`).
"""

from __future__ import annotations

from functools import lru_cache

from ..core.messages import SOURCE, Msg, catalog


def printed(message: str, english: str) -> str:
    """The message ``message`` where the catalogs have it and it says ``english`` (the data's
    own words); else ``english`` itself."""
    if catalog(SOURCE).has_message(message):
        said = Msg(message)
        if said == english:
            return said
    return english


@lru_cache(maxsize=1 << 14)
def said(message: str, **args: str | int) -> Msg:
    """``Msg(message, **args)``, made once for the same arguments: what the board and the
    prompts say again at every view (a search's playouts view every step)."""
    return Msg(message, **args)
