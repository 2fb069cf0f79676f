# Les mots que l'image du plateau de la Guerre civile canadienne dessine d'elle-même (bot/images/
# canadian_civil_war/), dans la langue de la partie : sa barre, son panneau, ses légendes, les
# mots de ses jetons. Les noms des choses du jeu (couleurs, Points de vue, cases, provinces,
# Enjeux, pièces, camps) sont ceux des règles (rules/canadian_civil_war/catalogs/) ; une ligne
# coupée en deux est dessinée sur deux lignes.

## La barre
ccw-pic-title = GUERRE CIVILE CANADIENNE
ccw-pic-game-turn = Tour de jeu { $turn }
ccw-pic-setting-up = Mise en place
ccw-pic-player-turn = Tour du joueur { $color } ({ $view }) · { $phase }
ccw-pic-player-turn-short = Tour du joueur { $color } · { $phase }
ccw-pic-last-roll = Dernier jet  { $roll }
ccw-pic-game-over-won = { $count ->
    [one] Partie terminée : { $winners } gagne
   *[other] Partie terminée : { $winners } gagnent
}
ccw-pic-game-over-nobody = Partie terminée : personne ne gagne
ccw-pic-won = { $count ->
    [one] { $winners } gagne
   *[other] { $winners } gagnent
}
ccw-pic-nobody-wins = personne ne gagne
# Un joueur : « Rouge (Fédéraliste) » ; deux : « Rouge (Fédéraliste) et Bleu (Séparatiste) ».
ccw-pic-player = { $color } ({ $view })
ccw-pic-and = { $first } et { $second }

## Le panneau de la partie politique
ccw-pic-players = Joueurs
ccw-pic-column-issues = ENJEUX
ccw-pic-column-constituencies = CIRC.
ccw-pic-column-cards = CARTES
ccw-pic-phasing-player = { $color }  ◀
ccw-pic-deck = Occasions politiques : { $deck } à piocher · { $discards ->
    [one] { $discards } défaussée
   *[other] { $discards } défaussées
}
ccw-pic-blue-unused = Zone d'origine bleue inutilisée (grisée) : trois joueurs
ccw-pic-short-forms = Abréviations sur le plateau

## La légende de la partie politique
ccw-pic-home-areas = Zones d'origine et Sections
ccw-pic-section = Section { $section } · { $letter }1 à { $letter }{ $count }
ccw-pic-compass = { $red } au nord, { $orange } à l'est, { $green } au sud, { $blue } à l'ouest
ccw-pic-path = Chemin entre deux cases (1.23)
ccw-pic-control-point = Point de contrôle (2.1)
ccw-pic-piece-sample = pièce : nom, Force
ccw-pic-issue-face-down = Enjeu face cachée
ccw-pic-issue-face-up =
    Enjeu face visible,
    bordé par qui le contrôle
ccw-pic-issue-nobody = gris : personne ne le contrôle
ccw-pic-zone-sample = Zone de crise : une case, plusieurs piles
ccw-pic-area-unused = une Zone d'origine inutilisée (12.1)

## Le plateau et ses jetons
ccw-pic-not-used = inutilisée
ccw-pic-stacks = { $count ->
    [one] { $count } pile
   *[other] { $count } piles
}
# Un Enjeu face cachée : son revers, jamais son type.
ccw-pic-issue = Enjeu
# Le premier ministre d'une province sur un jeton : « PM Québec », plus court « PM Qbc ».
ccw-pic-premier = PM { $province }
ccw-pic-premier-initial = PM { $province }

## L'Urgence nationale (10.0) : sa barre
ccw-pic-emergency = URGENCE NATIONALE
ccw-pic-turn-of = Tour de jeu { $turn } sur { $turns }
ccw-pic-attempt-under-way = Tentative en cours : { $player }
ccw-pic-side-stage = { $side } · { $stage }
ccw-pic-before-first = Avant le tour de jeu 1 · { $stage }
ccw-pic-before-first-side = Avant le tour de jeu 1 · { $side } · { $stage }
ccw-pic-stage = { $stage ->
    [attempt] la tentative (10.1)
    [callup] Mobilisation (10.23)
    [deploy] Déploiement (10.3)
    [movement] Phase de mouvement
   *[combat] Phase de combat
}

## L'Urgence nationale : son panneau
ccw-pic-emergency-heading = Urgence nationale (10.0)
ccw-pic-game-over = Partie terminée
ccw-pic-game-over-after = Partie terminée après le tour de jeu { $turn } sur { $turns }
ccw-pic-attempts = { $player } la tente
ccw-pic-attempt-note = 10.1 : les autres se joignent, s'opposent ou restent neutres, sous pli
ccw-pic-before-first-of = avant le tour de jeu 1 sur { $turns } (10.4)
ccw-pic-turn-side = Tour de jeu { $turn } sur { $turns } · { $side }
ccw-pic-sides = Camps
ccw-pic-sides-form = Les camps se forment une fois les positions révélées (10.15)
ccw-pic-column-units = UNITÉS
ccw-pic-column-lost = PERTES
ccw-pic-phasing-side = { $side } ◀
ccw-pic-rebel-constituencies = { $count ->
    [one] { $count } circonscription rebelle sur le plateau (11.23, 11.24)
   *[other] { $count } circonscriptions rebelles sur le plateau (11.23, 11.24)
}
ccw-pic-neutral = Neutres : hors jeu (10.14)
ccw-pic-attempted-it = { $player } · l'a tentée
ccw-pic-attempts-it = { $player } · la tente

## L'Urgence nationale : sa légende
ccw-pic-units-and-pieces = Unités militaires et pièces
ccw-pic-unit-sample = { $side ->
    [government] { $kind ->
        [federal] Gouvernement, unité fédérale
       *[militia] Gouvernement, unité de milice
    }
   *[rebel] { $kind ->
        [federal] Rebelles, unité fédérale
       *[militia] Rebelles, unité de milice
    }
}
ccw-pic-unit-values = Force-Mouvement ; F : unité francophone (2.2)
ccw-pic-back-sample =
    Pièce active retournée (10.3) :
    couleur du joueur, pastille du
    camp ; (force) : défense seule
ccw-pic-path-blocked = Chemin ; les cases ennemies bloquent (10.5)
ccw-pic-stacking = Empilement (10.6) : une unité militaire, deux pièces
ccw-pic-tints =
    Cases teintées selon leur Zone d'origine :
    { $red } au nord, { $orange } à l'est, { $green } au sud, { $blue } à l'ouest

## Les abréviations des noms des pièces qu'un jeton montre quand le nom n'y tient pas, par
## l'identifiant de la pièce (pieces.toml), chacune développée dans la clé du panneau ; un nom
## qui n'en a pas besoin est le nom lui-même.
ccw-pic-short-prime-minister = PM
ccw-pic-short-commerce = Comm.
ccw-pic-short-labor = Travail
ccw-pic-short-finance = Fin.
ccw-pic-short-agriculture = Agric.
ccw-pic-short-health-welfare = Santé
ccw-pic-short-justice = Justice
ccw-pic-short-wood = Bois
ccw-pic-short-auto = Auto.
ccw-pic-short-chemical = Chimie
ccw-pic-short-intellectuals = Intell.
ccw-pic-short-francophone = Franco.
ccw-pic-short-clergy = Clergé
ccw-pic-short-co-ops = Coop.
ccw-pic-short-farmers = Agricult.
ccw-pic-short-transportation = Transpo.
ccw-pic-short-petroleum = Pétrole
ccw-pic-short-unions = Synd.
ccw-pic-short-hydro = Hydro
