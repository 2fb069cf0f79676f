# Crisis 2020 : ce que dit la procédure (title.py, turns.py, ops.py, conflict.py, events.py,
# movement.py, views.py, shortcuts.py), dans les mots du livret de règles : invites, choix,
# lignes du journal, le plateau et la main d'un camp. { $side } est le nom d'un camp
# (c2020-side-..., masculin : « le Rebelle », « le Gouvernement »), { $region } celui d'une
# Région, { $unit } celui d'une unité (names.ftl), { $card } celui d'une carte (cards.ftl).

## Noms assemblés
c2020-region-label = { $region } ({ $type }, { $value })
c2020-unit-described = { $unit } ({ $type })
c2020-none = aucune
c2020-empty = vide
c2020-no-unit-yet = aucune unité pour l'instant
c2020-no-card = aucune carte

## Mise en place (« 11.0 »)
c2020-setup = { $scenario } : { $turns } { $turns ->
    [one] tour
   *[other] tours
} de jeu. Le { $side } se déploie en premier.
c2020-place-prompt = Mise en place : placez { $unit } (encore { $left } à placer).
c2020-choice-in = En région { $region }
c2020-sets-up = Le { $side } déploie { $unit } en région { $region }.
c2020-nowhere-to-set-up = { $unit } ne peut se déployer nulle part et reste dans la réserve.
c2020-hands-drawn = Les deux camps piochent leur main ({ $rebel } pour le Rebelle, { $government } pour le Gouvernement). Le tour de jeu 1 commence.

## La séquence de jeu (« 3.0 »)
c2020-nothing-to-choose = Rien à choisir pendant la phase { $phase ->
    [setup] de mise en place
    [draw] de pioche
    [data] de Conflit de données
    [move] de Mouvement
    [armed] de Conflit armé
    [recovery] de Retour des neutralisés
   *[over] finale
}.
c2020-player-turn = — Tour { $turn }, tour de joueur du { $side }. Pioche des cartes de Crise : des Régions d'une valeur de { $total } donnent { $count } { $count ->
    [one] carte
   *[other] cartes
}.
c2020-phase-begins = { $side } : { $phase }.
c2020-phase-prompt = { $phase } : attaquez là où sont vos unités, jouez un événement, ou terminez.
c2020-choice-attack = Attaque { $kind ->
    [data] de données
   *[armed] armée
} en région { $region }
c2020-choice-play = Jouer { $card }
c2020-choice-end = Terminer la phase : { $phase }

## Mouvement (« 7.0 »)
c2020-choice-move = Déplacer { $unit } depuis { $region }
c2020-choice-leave = Laisser { $unit }
c2020-choice-to = Vers { $region }
c2020-move-prompt-picked = Mouvement : unités choisies : { $units } ; choisissez leur destination, ou choisissez-en d'autres.
c2020-move-prompt = Mouvement : choisissez les unités qui se déplacent ensemble, puis leur destination ; ou terminez.
c2020-moves = Le { $side } déplace { $units } : { $origin } → { $to }.

## Préparer une attaque (« 5.6 », « 8.13 », « 8.14 »)
c2020-choice-add = Ajouter { $unit }
c2020-choice-take-out = Retirer { $unit }
c2020-choice-take-back = Reprendre { $card }
c2020-choice-roll = Lancer les dés
c2020-choice-decline = Refuser
c2020-choice-cancel = Annuler l'attaque
c2020-draft-prompt = { $kind ->
    [data] Attaque de données
    [armed] Attaque armée
   *[counter] Contre-attaque
} en région { $region } : { $units } ; { $cards }. Force { $total }, colonne { $column } de la { $table }. Ajoutez unités et cartes, puis lancez les dés.
c2020-draft-prompt-armed = { $kind ->
    [data] Attaque de données
    [armed] Attaque armée
   *[counter] Contre-attaque
} en région { $region }, { $mode } : { $units } ; { $cards }. Force { $total }, colonne { $column } de la { $table }. Ajoutez unités et cartes, puis lancez les dés.

## Le jet (« 5.63 ») et ses résultats (« 6.2 », « 8.15 »)
c2020-term-unit = { $unit } ({ $rating })
c2020-term-card = { $card } ({ $value })
c2020-term-in-effect = { $card } (en jeu)
c2020-dice-doubles = { $dice } (double)
c2020-dice-seven = { $dice } (un 7)
c2020-rolled = ⚔️ { $kind ->
    [data] Attaque de données
    [armed] Attaque armée
   *[counter] Contre-attaque
} du { $side } en région { $region } : { $terms } = { $total } → colonne { $column } ; { $dice } → { $result }.
c2020-rolled-armed = ⚔️ { $kind ->
    [data] Attaque de données
    [armed] Attaque armée
   *[counter] Contre-attaque
} du { $side } en région { $region }, { $mode } : { $terms } = { $total } → colonne { $column } ; { $dice } → { $result }.
c2020-option-draw = Piocher une carte de Crise
c2020-option-neutralize = Neutraliser { $unit }
c2020-option-recruit = Recruter { $unit }
c2020-option-flip = Retourner { $unit } (défection)
c2020-option-terminate = Éliminer { $unit }
c2020-result-prompt = { $result } en région { $region } : choisissez son effet.
c2020-no-insurgent-for = Il ne reste aucun Insurgé dans la Réserve de recrutement pour le { $side }.
c2020-receives = Le { $side } reçoit { $unit } en région { $region }.
c2020-doubles-tied = Double : les camps sont à égalité pour le moins d'unités sur place ; personne ne pioche.
c2020-doubles-fewest = Double : le { $side }, qui a le moins d'unités sur place, pioche une carte.
c2020-doubles-no-infrastructure = Double : le { $side } n'a pas d'Infrastructure sur place et pioche une carte.
c2020-draws-instead = Le { $side } pioche une carte de Crise à la place.
c2020-recruits = Le { $side } recrute { $unit } en région { $region }.
c2020-vetoes = { $card } annule { $cancelled } ; cette carte compte toujours comme jouée.
c2020-termination-no-effect = L'Élimination est sans effet : aucune unité qu'elle pourrait éliminer n'a pris part au combat.
c2020-collateral-damage = Dommages collatéraux
c2020-counter-prompt = Contre-attaque en région { $region } : vous pouvez y contre-attaquer, ou refuser.
c2020-choice-counterattack = Contre-attaquer
c2020-no-counterattack = Le { $side } ne contre-attaque pas.
c2020-retreat-prompt = Double : vous pouvez faire retraiter une unité dans votre case des neutralisés.
c2020-choice-retreat = Faire retraiter { $unit }
c2020-choice-no-retreat = Pas de retraite
c2020-retreats = { $unit } du { $side } se replie dans la case des neutralisés.
c2020-ltl-doubles = Double sur la table à létalité réduite : les deux camps piochent une carte.

## Unités qui quittent la carte ou changent de camp (« 4.0 », « 5.64 », « 6.2 »)
c2020-neutralized = { $unit } du { $side } passe dans la case des neutralisés.
c2020-eliminated = { $unit } du { $side } retourne dans la Réserve de recrutement (élimination).
c2020-defects = { $unit } passe au { $side } (défection).

## Les cartes de Crise (« 4.0 »)
c2020-draw-pile-ran-out = La pioche est épuisée : la défausse est remélangée pour en former une nouvelle.
c2020-why-draws = { $why } : le { $side } pioche { $count } { $count ->
    [one] carte
   *[other] cartes
} de Crise.
c2020-deck-empty = Le paquet de Crise est vide : le { $side } ne pioche plus rien.
c2020-draws-at-setup = Le { $side } pioche { $card } à la mise en place : carte défaussée et remplacée.
c2020-draws-purple = Le { $side } pioche { $card }, carte à jouer aussitôt.
c2020-draws-other-sides = Le { $side } pioche { $card }, une carte de l'autre camp : défaussée.
c2020-discards-random = { $why } : le { $side } défausse { $count } { $count ->
    [one] carte
   *[other] cartes
} au hasard : { $cards }.
c2020-momentum = Élan : il manque { $short } { $short ->
    [one] carte
   *[other] cartes
} au { $side }, le { $other } en pioche donc { $short }.
c2020-seven-extremists = Un 7 : la carte du dessus du paquet de Crise est Extrémistes, appliquée aussitôt.
c2020-seven-discards = Un 7 : la carte du dessus du paquet de Crise, { $card }, est défaussée sans effet.
c2020-election-tie = { $card } : égalité ; chaque camp pioche 1 carte.
c2020-election-behind = { $card } : le { $side }, en retard en Valeurs, pioche 2 cartes.
c2020-extremists = { $card } : chaque camp place un Insurgé, puis la défausse est remélangée.
c2020-insurgent-prompt = { $card } : placez un Insurgé de la Réserve de recrutement dans une Région des États-Unis.
c2020-insurgent-joins = { $card } : un Insurgé rejoint le { $side } en région { $region }.
c2020-no-insurgent-left = { $card } : il ne reste aucun Insurgé dans la Réserve de recrutement.

## Les événements joués (« 4.9 », « 12.1 »)
c2020-plays = 🃏 Le { $side } joue { $card } : { $text }
c2020-event-region-prompt = { $card } : choisissez une Région (encore { $left }).
c2020-event-unit-prompt = { $card } en région { $region } : choisissez l'unité.
c2020-event-joins = { $card } : { $unit } rejoint le { $side } en région { $region }.
c2020-event-flown = { $card } : { $unit } rejoint par les airs la région { $region }.
c2020-event-returns = { $card } : { $unit } revient en région { $region }.
c2020-placed-in = { $unit } en région { $region }
c2020-activates = { $card } : { $power } entre en jeu pour le { $side }.
c2020-activates-placing = { $card } : { $power } entre en jeu pour le { $side } ; { $placed }.

## Retour des neutralisés (« 9.0 »)
c2020-recover-prompt = Retour des neutralisés : où revient { $unit } ?
c2020-recovers = { $unit } revient en jeu en région { $region }.
c2020-stay-in-box = { $count } { $count ->
    [one] unité neutralisée
   *[other] unités neutralisées
} du { $side } { $count ->
    [one] reste
   *[other] restent
} dans la case.

## Victoire (« 10.0 »)
c2020-tally = Rebelle { $rebel }, Gouvernement { $government }
c2020-victory = { $victory } du { $side }, avec { $gap } points d'écart ({ $tally }).
c2020-anarchy = Anarchie : un écart de { $gap } ({ $tally }) ; les deux camps perdent.
c2020-game-ends = 🏁 Fin du tour { $turn } : { $reason }

## Le plateau et la main d'un camp (views.py)
c2020-headline-over = Partie terminée après le tour { $turn }
c2020-headline-setup = Mise en place : placement des unités de départ
c2020-headline = Tour { $turn } sur { $turns } · tour de joueur du { $side } · { $phase }
c2020-each-side = { $first } ; { $second }
c2020-board-units = { $side } : { $units }
c2020-board-region = **{ $region }** ({ $type }, { $value }) — { $units }
c2020-board-region-held = **{ $region }** ({ $type }, { $value }, tenue par le { $side }) — { $units }
c2020-board-in-effect = Cartes du { $side } en jeu : { $cards }
c2020-board-armed = Conflit armé en région { $region } : { $cards }
c2020-field-side = Régions d'une valeur de { $value } · { $hand } { $hand ->
    [one] carte
   *[other] cartes
} en main · neutralisées : { $neutralized }
c2020-field-pool = Réserve de recrutement
c2020-field-crisis-deck = Paquet de Crise
c2020-field-deck = { $draw } { $draw ->
    [one] carte
   *[other] cartes
} à piocher, { $discarded } { $discarded ->
    [one] défaussée
   *[other] défaussées
}
c2020-field-deck-rolled = { $draw } { $draw ->
    [one] carte
   *[other] cartes
} à piocher, { $discarded } { $discarded ->
    [one] défaussée
   *[other] défaussées
} · dernier jet { $roll }
c2020-your-hand = Votre main ({ $count } { $count ->
    [one] carte
   *[other] cartes
}) :
c2020-hand-card = • { $card } : { $text }
c2020-hand-empty = • (vide)
c2020-building = En préparation : attaque { $kind ->
    [data] de données
   *[armed] armée
} en région { $region } avec { $units } ; cartes : { $cards } ; force { $total }.

## Commandes tapées (shortcuts.py) : leurs mots restent anglais dans toutes les langues ; les
## unités, cartes et Régions se nomment en anglais ou en français
c2020-typed-empty = Tapez une commande, par exemple « armed Midwest: BATF + Police de proximité ».
c2020-typed-not-possible = Dans `{ $command }` : { $choice } n'est pas possible maintenant.
c2020-typed-unknown = Je ne comprends pas `{ $command }`. Commandes : data <Région>: <unités + cartes>, armed <Région> [max|ltl]: <unités + cartes>, move <unités> -> <Région>, place <Région>, end.
c2020-typed-not-now = `{ $command }` n'est pas possible maintenant.
c2020-typed-not-phase = `{ $command }` : ce n'est pas la phase de conflit { $kind ->
    [data] de données
   *[armed] armé
} maintenant.
c2020-typed-nothing-called = Dans `{ $command }` : rien du nom de { $name } ne peut être ajouté ici.
