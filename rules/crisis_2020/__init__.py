"""Crisis 2020, for two players, Rebel and Government (rulebook crisis-2020.txt).

Modules: ``data`` (the map, the counter mix, the Crisis Card Chart and the scenarios, from
``data/*.toml``), ``cards`` (the 80 Crisis Cards and the effects of their events), ``components``
(all of them loaded and checked together), ``state``, ``ops`` (placing and removing units, drawing
and discarding cards, the 7 and the purple events), ``conflict`` (Data and Armed Conflict,
counterattack chains), ``movement``, ``events``, ``turns`` (setup, the sequence of play, recovery,
the score), ``views``, ``shortcuts`` (typed commands), ``title`` and ``oracle`` (what tests know).
For the computer players: ``computer`` (what a side cannot see, how each side stands) and
``scripted`` (a player who follows the rulebook's plain advice: ARCHITECTURE.md, "Computer
players"), with its arithmetic (``reckoning``: the tables' odds, what things are worth, the board as
a side sees it), its attacks (``attack_plans``) and its marches (``march_plans``). Everything the
rules say is a message of ``catalogs/`` (English and French, ids ``c2020-``; README, "Languages");
``words`` names the data by message id.

The rulebook prints no component: the map, the four Combat Results Tables, the Crisis Card
Chart, the cards, the counter mix and the scenarios are reconstructed, and every entry says so
(``source``). Decisions where the rulebook is silent or ambiguous are stated where they are
made: conflict.py (cards staying in effect through a chain, counterattack targets, Maximum
Firepower), ops.py (the new draw pile after Extremists), events.py (when events are played).
Its four Combat Results Tables are also offered to ``/table`` (``TABLES``).
"""

from __future__ import annotations

from .components import TABLES
from .oracle import ORACLE
from .title import TITLE, Crisis2020

__all__ = ["ORACLE", "TABLES", "TITLE", "Crisis2020"]
