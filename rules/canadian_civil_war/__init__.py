"""Canadian Civil War, the political game, for three or four players (rulebook
canadian-civil-war.txt, cases 1.0-9.0, 11.1 and 12.0). The National Emergency (10.0) is the
next issue: ``emergency`` is its seam.

Modules: ``data`` (the Game Display, the Political Pieces, the Provinces, the Issues, the
scenarios and the Election Table's loaders, from ``data/*.toml``), ``cards`` (the 56 Political
Opportunity Cards), ``components`` (all of them loaded and checked together), ``state``, ``ops``
(where pieces are, control, colour shifts, drawing and discarding), ``debate`` (National Debate,
5.4, and the vote forming a government, 8.21), ``movement`` (6.0), ``contest`` (7.0),
``events`` (playing cards, 5.0-5.2), ``elections`` (8.1, 8.2), ``turns`` (set-up, the
Game-Turn, victory), ``emergency``, ``views``, ``shortcuts`` (typed commands), ``title`` and
``oracle`` (what tests know).

The rulebook prints neither the Game Display, nor the counter sheet, nor the cards, nor the
Election Table below row 2, and its cases 5.4 and 6.0 are missing. The components are
reconstructed as data and every entry says why (``source``); the two missing cases are written
out, decision by decision with its reason, at the top of ``debate`` (5.4) and ``movement``
(6.0). The Contest Table, the two Color Shift Matrices and the Election Table are also offered to
``/table`` (``TABLES``).
"""

from __future__ import annotations

from .components import TABLES
from .oracle import ORACLE
from .title import TITLE, CanadianCivilWar

__all__ = ["ORACLE", "TABLES", "TITLE", "CanadianCivilWar"]
