# Les mots que l'image du plateau de 1812 : l'invasion du Canada dessine d'elle-même
# (bot/images/invasion_1812/), dans la langue de la partie. Les noms des zones, des factions,
# des camps, des étendues d'eau et des terres hors limites viennent des catalogues des règles
# (i1812-area-..., i1812-faction-..., i1812-side-..., i1812-water-..., i1812-region-...) ; les
# noms et les phrases des règles du modèle du plateau y arrivent déjà traduits.

i1812-pic-title = L'INVASION DU CANADA
i1812-pic-battle = Bataille : { $area }
i1812-pic-round = Manche { $round } sur { $rounds }
# À qui est le tour : $faction est le nom de la faction, $role son identifiant (pour l'article).
i1812-pic-turn-of = { $role ->
    [canadian-militia] Tour de la { $faction }
    [american-militia] Tour de la { $faction }
   *[other] Tour des { $faction }
}
i1812-pic-no-turn = Aucun tour en cours
i1812-pic-game-over = Partie terminée
i1812-pic-waiting = En attente de : { $names }
i1812-pic-turn-order = Ordre de jeu de la manche
# Un marqueur d'ordre de jeu pas encore tiré cette manche.
i1812-pic-bag = sac
i1812-pic-now = { $faction }  (en cours)
i1812-pic-truces = Cartes Trêve jouées
i1812-pic-fled = Unités en fuite
i1812-pic-none = aucune
i1812-pic-control = Marqueurs de contrôle
i1812-pic-objective = Objectif
# La lettre sur le disque d'un marqueur de contrôle : B(ritanniques), A(méricains).
i1812-pic-side-letter = { $side ->
    [british] B
   *[american] A
}
