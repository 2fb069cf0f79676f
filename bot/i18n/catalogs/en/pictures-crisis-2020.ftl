# The words the board picture of Crisis 2020 draws of its own (bot/images/crisis_2020/), in the
# game's language. The names of the Regions and the sides come from the rules' catalogs
# (c2020-region-..., c2020-side-...); the rules' names and sentences of the board model (the
# phase, the last roll) arrive already said in the game's language.

c2020-pic-title = CRISIS 2020
c2020-pic-turn = Turn { $turn } of { $turns }
c2020-pic-game-over = Game over
c2020-pic-setup = Setup
# $side: the side's name; $phase: the phase's name.
c2020-pic-player-turn = { $side } Player Turn · { $phase }
c2020-pic-last-roll = Last roll  { $roll }

# The legend.
c2020-pic-infrastructure = Infrastructure
# A Region whose Infrastructure nobody holds.
c2020-pic-nobody = nobody
c2020-pic-land-border = land border
c2020-pic-transport = Transportation
c2020-pic-units = Units
# A unit type's name in the legend, beside its code.
c2020-pic-unit-type = { $type ->
    [infrastructure] Infrastructure
    [national-guard] National Guard
    [insurgent] Insurgents
    [cybernaut] Cybernauts
    [strike-force] Strike Force
    [black-helicopter] Black Helicopter
    [special-operations] Special Ops
    [high-tech] High-tech Arms
    [rapid-deployment] Rapid Deployment
   *[stryker] Stryker
}
# The unit types' short codes on the chips ("2.0 Equipment Used"): each one different.
c2020-pic-code-infrastructure = INF
c2020-pic-code-national-guard = NG
c2020-pic-code-insurgent = INS
c2020-pic-code-cybernaut = CYB
c2020-pic-code-strike-force = SF
c2020-pic-code-black-helicopter = BH
c2020-pic-code-special-operations = SOG
c2020-pic-code-high-tech = HT
c2020-pic-code-rapid-deployment = RDF
c2020-pic-code-stryker = STR

# A Region's box: its type and Value ("2.0"), and a Foreign Region not in play ("12.1").
c2020-pic-region-info = { $type ->
    [metroplex] Metroplex
    [developed] Developed
   *[wilderness] Wilderness
} · Value { $value }
c2020-pic-not-in-play = not in play

# The panel of the game's boxes.
c2020-pic-value-column = VALUE
c2020-pic-cards-column = CARDS
c2020-pic-deck = Crisis Deck { $deck } · { $discards } discarded
c2020-pic-neutralized = Neutralized Boxes
c2020-pic-empty = empty
c2020-pic-pool = Recruitment Pool
