# The words the board picture of 1812: The Invasion of Canada draws of its own
# (bot/images/invasion_1812/), in the game's language. The names of the areas, the factions,
# the sides, the waters and the out-of-bounds land come from the rules' catalogs (i1812-area-...,
# i1812-faction-..., i1812-side-..., i1812-water-..., i1812-region-...); the rules' names and
# sentences of the board model arrive already said in the game's language.

i1812-pic-title = THE INVASION OF CANADA
i1812-pic-battle = Battle: { $area }
i1812-pic-round = Round { $round } of { $rounds }
# Whose turn it is: $faction is the faction's name, $role its id (for the grammar).
i1812-pic-turn-of = { $role ->
    [canadian-militia] { $faction }'s turn
    [american-militia] { $faction }'s turn
   *[other] { $faction }' turn
}
i1812-pic-no-turn = No turn in progress
i1812-pic-game-over = Game over
i1812-pic-waiting = Waiting on: { $names }
i1812-pic-turn-order = Turn order this round
# A Turn Order Marker not yet drawn this round.
i1812-pic-bag = bag
i1812-pic-now = { $faction }  (now)
i1812-pic-truces = Truce cards played
i1812-pic-fled = Fled units
i1812-pic-none = none
i1812-pic-control = Control markers
i1812-pic-objective = Objective
# The letter on a side's Control Marker disc.
i1812-pic-side-letter = { $side ->
    [british] B
   *[american] A
}
