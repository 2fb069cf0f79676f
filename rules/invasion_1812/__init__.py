"""1812: The Invasion of Canada, for two to five players on two sides (rulebook
1812-invasion-of-canada.txt).

Modules: ``factions`` (the five factions and their printed numbers), ``geography`` (the map and
the scenarios, from ``data/map.toml`` and ``data/scenarios.toml``), ``cards`` (the 60 cards and
the battle dice, from ``data/cards.toml`` and ``data/dice.toml``), ``state``, ``units`` (unit
bookkeeping), ``turns`` (rounds, enlistments, drawing, Objectives, the end), ``movement``
(armies by land and water), ``battle``, ``specials`` (the twenty Special Cards), ``shortcuts``
(typed commands), ``views`` and ``title``.

Everything it says is a message of its catalogs (``catalogs/<language>/*.ftl``, ids ``i1812-``;
ARCHITECTURE.md, "Languages"): the procedure's prompts, choices, log lines, board and hands in
``rules.ftl``, the cards in ``cards.ftl``, and the names of the areas, waters, factions, sides,
colours and scenarios in ``names.ftl`` (``names`` says a data name by its id).

The map, the cards and the dice are not printed in the rulebook: they are reconstructed and
every entry says so (``source``). Decisions where the rulebook is silent or ambiguous:

* Special Cards: at most two a turn ("2. Play a Movement Card and Up to Two Special Cards";
  "Special Cards" also says "up to all"), and each says when it may be played: Publication Ban
  before enlistments; battle cards (Turncoat, Billy Green, Tecumseh, Forest Scouts) and Ambush
  after movement, before the first battle; the others from enlistments to the first battle;
  Training before any army moves.
* A held card never shows: while Publication Ban is in the American Regulars' hand or
  deck (public: played cards leave the game), their turn opens with a private enlistment prompt
  (enlist as usual, or play Publication Ban first if they hold it), held or not. The other
  Special Cards are offered at points every turn stops at anyway (playing the Movement card,
  moving, choosing the next battle), so holding one adds no pause.
* The Native Americans' additional green unit goes to an area other than Six Nations, their
  Muster Area ("in any other area already containing a Native American unit").
* Armies: an army starts holding every unmoved unit of its area that the card may carry; the
  player takes units out (the rest stay behind: "An army may divide into multiple armies before
  moving") and then moves it area by area. Once moved, its units may not move again this turn.
* Battles: a side's factions roll together; Flees are applied first, then Hits (every faction
  of the hit side present is asked, and any of them picks each casualty for its side: "The
  opponents decide among themselves which unit to remove"; a computer ally leaves it to a
  person, `Title.shares`), then the rolling side's Command Decisions, in faction order.
* Command Decisions may move a unit to an adjacent Friendly Area by land, or across a large
  body of water it borders unless an army came into that battle by water this turn.
* The round track: its length is not printed; scenarios.toml gives it, and a truce is called at
  the end of its last round whatever the Truce cards say (a justified cap; see the scenario's
  ``source``).
* A hand of only Special Cards is shown and redrawn as the rulebook says, but the log does not
  name the cards: they go back into the deck and may come back.
"""

from __future__ import annotations

from .oracle import ORACLE
from .title import TITLE, InvasionTitle

__all__ = ["ORACLE", "TITLE", "InvasionTitle"]
