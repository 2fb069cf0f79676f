# Les mots que l'image du plateau de Crisis 2020 dessine d'elle-même (bot/images/crisis_2020/),
# dans la langue de la partie. Les noms des Régions et des camps viennent des catalogues des
# règles (c2020-region-..., c2020-side-...) ; les noms et les phrases des règles du modèle du
# plateau (la phase, le dernier jet) y arrivent déjà traduits.

c2020-pic-title = CRISE 2020
c2020-pic-turn = Tour { $turn } sur { $turns }
c2020-pic-game-over = Partie terminée
c2020-pic-setup = Mise en place
# $side : le nom du camp ; $phase : le nom de la phase.
c2020-pic-player-turn = Tour du joueur { $side } · { $phase }
c2020-pic-last-roll = Dernier jet  { $roll }

# La légende.
c2020-pic-infrastructure = Infrastructure
# Une Région dont personne ne tient l'Infrastructure.
c2020-pic-nobody = personne
c2020-pic-land-border = frontière terrestre
c2020-pic-transport = Transport
c2020-pic-units = Unités
# Le nom d'un type d'unité dans la légende, à côté de son code.
c2020-pic-unit-type = { $type ->
    [infrastructure] Infrastructure
    [national-guard] Garde nationale
    [insurgent] Insurgés
    [cybernaut] Cybernautes
    [strike-force] Force d'intervention
    [black-helicopter] Hélicoptère noir
    [special-operations] Opérations spéciales
    [high-tech] Haute technologie
    [rapid-deployment] Déploiement rapide
   *[stryker] Stryker
}
# Les codes des types d'unités sur les jetons (« 2.0 Equipment Used ») : tous différents, tirés
# des noms de la légende.
c2020-pic-code-infrastructure = INF
c2020-pic-code-national-guard = GN
c2020-pic-code-insurgent = INS
c2020-pic-code-cybernaut = CYB
c2020-pic-code-strike-force = FI
c2020-pic-code-black-helicopter = HN
c2020-pic-code-special-operations = OS
c2020-pic-code-high-tech = HT
c2020-pic-code-rapid-deployment = DR
c2020-pic-code-stryker = STR

# La case d'une Région : son type et sa Valeur (« 2.0 »), et une Région étrangère hors jeu
# (« 12.1 »).
c2020-pic-region-info = { $type ->
    [metroplex] Métropole
    [developed] Développée
   *[wilderness] Sauvage
} · Valeur { $value }
c2020-pic-not-in-play = hors jeu

# Le panneau des cases de la partie.
c2020-pic-value-column = VALEUR
c2020-pic-cards-column = CARTES
c2020-pic-deck = Pioche de crise { $deck } · { $discards ->
    [one] { $discards } défaussée
   *[other] { $discards } défaussées
}
c2020-pic-neutralized = Cases neutralisées
c2020-pic-empty = vide
c2020-pic-pool = Réserve de recrutement
