# 1812 : L'Invasion du Canada : ce que dit la procédure (title.py, turns.py, movement.py,
# battle.py, specials.py, views.py, shortcuts.py), dans les mots du livret de règles : invites,
# choix, lignes du journal, le plateau, une main et les refus. { $faction } est le nom d'une
# faction (names.ftl) et { $role } son identifiant, selon lequel la phrase s'accorde : les deux
# milices au féminin singulier (« la Milice canadienne joue »), les autres factions au pluriel
# (« les Autochtones jouent ») ; { $side } le nom d'un camp ; { $area } le nom d'une zone,
# { $at } et { $of } le même précédé de « à » et de « de » (names.ftl : « à la ferme Crysler »,
# « d'Oswego ») ; { $units } des unités comptées par couleur (« 2 bleus, 1 blanc »).

## Le jeu
i1812-name = 1812 : L'Invasion du Canada
i1812-reconstructed = Le livret de règles n'imprime ni la carte de jeu, ni les 60 cartes, ni les dés de bataille, ni les unités de départ : ils sont reconstitués d'après la géographie de la guerre et les descriptions publiques du jeu, et chaque entrée le précise (rules/invasion_1812/data).
i1812-seat-refused = Vous tenez déjà, dans l'autre camp : { $held } ; une même personne ne peut tenir plusieurs factions que d'un seul camp, donc pas celle-ci : { $faction }.

## Mise en place
i1812-setup = { $scenario } : les armées prennent position ; chaque faction pioche 3 cartes d'un paquet de { $cards }.
i1812-setup-extra = Chaque faction place ses unités supplémentaires dans les zones du territoire de son camp : { $placing }.
i1812-faction-count = { $faction } { $count }
i1812-setup-prompt = Mise en place : placez encore { $left ->
    [one] { $left } unité
   *[other] { $left } unités
} dans les zones du territoire de votre camp.
i1812-choice-place = Placer 1 unité { $at }
i1812-placed-extra = { $role ->
    [canadian-militia] La { $faction } a placé ses unités supplémentaires.
    [american-militia] La { $faction } a placé ses unités supplémentaires.
   *[other] Les { $faction } ont placé leurs unités supplémentaires.
}

## Manches et tours
i1812-round-begins = — Manche { $round } sur { $rounds } —
i1812-turn-drawn = Tour { $turn } : le marqueur { $role ->
    [canadian-militia] de la { $faction }
    [american-militia] de la { $faction }
   *[other] des { $faction }
} est tiré du sac.
i1812-turn-first = Tour { $turn } : le marqueur { $role ->
    [canadian-militia] de la { $faction }
    [american-militia] de la { $faction }
   *[other] des { $faction }
} ouvre la manche.

## 1. Placer les enrôlements
i1812-enlist-prompt = Placez les enrôlements : { $where }.
i1812-enlist-at = { $count } { $at }
i1812-ban-prompt = Placez les enrôlements : jouer d'abord Interdiction de publication (Rome au lieu d'Albany) ?
i1812-choice-enlist = Enrôler comme d'habitude
i1812-choice-play-then-enlist = Jouer { $card }, puis enrôler
i1812-enlist = Enrôlements { $role ->
    [canadian-militia] de la { $faction }
    [american-militia] de la { $faction }
   *[other] des { $faction }
} : { $placed }.
i1812-enlist-in = { $count } { $at }
i1812-enlist-none = aucune { $at } (unités ennemies présentes)
i1812-fled-stay = { $count ->
    [one] Leur unité en fuite reste
   *[other] Leurs { $count } unités en fuite restent
} sur la case des Unités en fuite : des unités ennemies occupent les zones de rassemblement.
i1812-fled-prompt = Replacez { $count ->
    [one] { $count } unité en fuite
   *[other] { $count } unités en fuite
} dans vos zones de rassemblement.
i1812-choice-fled = { $count ->
    [one] { $count } unité en fuite
   *[other] { $count } unités en fuite
} { $at }
i1812-fled-return = { $count ->
    [one] { $count } unité en fuite
   *[other] { $count } unités en fuite
} { $role ->
    [canadian-militia] de la { $faction }
    [american-militia] de la { $faction }
   *[other] des { $faction }
} { $count ->
    [one] retourne
   *[other] retournent
} { $at }.
i1812-extra-prompt = Placez votre unité autochtone supplémentaire dans une zone autre que { $area } qui compte des unités vertes.
i1812-choice-extra = Unité verte supplémentaire { $at }
i1812-choice-no-extra = Pas d'unité supplémentaire
i1812-extra-joins = 1 unité verte supplémentaire arrive { $at }.
i1812-extra-no-area = Il n'y a pas de zone { $area } sur la carte
i1812-extra-muster-area = { $area } : c'est la zone de rassemblement autochtone ; l'unité verte supplémentaire va dans toute autre zone qui compte déjà une unité autochtone
i1812-extra-no-natives = { $area } : aucune unité autochtone n'y est ; l'unité verte supplémentaire va dans une zone qui en compte déjà une
i1812-extra-refused = { $why }. Zones permises : { $allowed }.
i1812-extra-nowhere = aucune pour l'instant

## 2. Jouer une carte Mouvement et jusqu'à deux cartes Spéciales
i1812-cards-prompt = Jouez une carte Mouvement (et jusqu'à deux cartes Spéciales).
i1812-choice-play = Jouer { $card }
i1812-choice-play-special = Jouer { $card } (Spéciale)
i1812-choice-skip-movement = Pas de carte Mouvement : passer le mouvement
i1812-no-movement-card = { $role ->
    [canadian-militia] La { $faction } n'a pas de carte Mouvement : pas de mouvement ce tour-ci.
    [american-militia] La { $faction } n'a pas de carte Mouvement : pas de mouvement ce tour-ci.
   *[other] Les { $faction } n'ont pas de carte Mouvement : pas de mouvement ce tour-ci.
}
i1812-plays-card = { $role ->
    [canadian-militia] La { $faction } joue { $card }.
    [american-militia] La { $faction } joue { $card }.
   *[other] Les { $faction } jouent { $card }.
}
i1812-plays-truce = { $role ->
    [canadian-militia] 🕊️ La { $faction } joue sa carte Trêve, { $card }.
    [american-militia] 🕊️ La { $faction } joue sa carte Trêve, { $card }.
   *[other] 🕊️ Les { $faction } jouent leur carte Trêve, { $card }.
}

## Armées et mouvement par voie d'eau
i1812-move-prompt = Déplacez vos armées : { $left ->
    [one] { $left } mouvement d'armée restant
   *[other] { $left } mouvements d'armée restants
}.
i1812-move-prompt-card = Déplacez vos armées : { $left ->
    [one] { $left } mouvement d'armée restant
   *[other] { $left } mouvements d'armée restants
} avec { $card }.
i1812-choice-end-movement = Terminer le mouvement
i1812-choice-army-from = Armée au départ { $of }
i1812-choice-embark-from = Traversée au départ { $of }
i1812-choice-harrison-from = Harrison au départ { $of }
i1812-army-prompt = Armée au départ { $of } ({ $units }), maintenant { $at }, { $left ->
    [one] { $left } zone restante
   *[other] { $left } zones restantes
}.
i1812-choice-add = +1 { $colour }
i1812-choice-remove = −1 { $colour }
i1812-choice-to = → { $area }
i1812-choice-drop = Laisser 1 { $colour } ici
i1812-choice-halt = Arrêter cette armée ici
i1812-choice-cancel = Ne pas déplacer cette armée
i1812-army-empty = Cette armée ne compte aucune unité : ajoutez-en d'abord.
i1812-moves = { $role ->
    [canadian-militia] La { $faction } déplace { $units } : { $route }.
    [american-militia] La { $faction } déplace { $units } : { $route }.
   *[other] Les { $faction } déplacent { $units } : { $route }.
}
i1812-moves-by-water = { $role ->
    [canadian-militia] La { $faction } déplace { $units } par voie d'eau : { $route }.
    [american-militia] La { $faction } déplace { $units } par voie d'eau : { $route }.
   *[other] Les { $faction } déplacent { $units } par voie d'eau : { $route }.
}
i1812-moves-with-harrison = { $role ->
    [canadian-militia] La { $faction } déplace { $units } avec William Harrison : { $route }.
    [american-militia] La { $faction } déplace { $units } avec William Harrison : { $route }.
   *[other] Les { $faction } déplacent { $units } avec William Harrison : { $route }.
}
i1812-no-units = aucune unité

## 3. Batailles
i1812-battles-prompt = Choisissez la prochaine bataille à résoudre.
i1812-choice-battle = Résoudre la bataille { $of }
i1812-battle-begins = ⚔️ Bataille { $of } : { $sides }. Les { $side } ont l'initiative.
i1812-side-units = { $side } { $units }
i1812-against = { $first } contre { $second }
i1812-face-hit = Touché
i1812-face-flee = Fuite
i1812-face-command = Commandement
i1812-dice = { $colour } [{ $faces }]
i1812-dice-then = { $first } ; { $rest }
i1812-roll = 🎲 Les { $side } lancent les dés { $at } : { $dice }.
i1812-units-flee = { $units } { $count ->
    [one] s'enfuit
   *[other] s'enfuient
} vers la case des Unités en fuite.
i1812-hits-removed = 💥 { $count ->
    [one] { $count } touché : { $removed } retiré
   *[other] { $count } touchés : { $removed } retirés
}.
i1812-hits-on = 💥 { $count ->
    [one] { $count } touché
   *[other] { $count } touchés
} sur les { $side }.
i1812-hits-prompt = Bataille { $of } : { $count ->
    [one] { $count } touché
   *[other] { $count } touchés
} sur votre camp ; choisissez quelle unité retirer.
i1812-choice-lose = Retirer 1 { $colour } ({ $faction })
i1812-removes = { $role ->
    [canadian-militia] La { $faction } retire { $units }.
    [american-militia] La { $faction } retire { $units }.
   *[other] Les { $faction } retirent { $units }.
}
i1812-command-prompt = Bataille { $of } : une Décision de commandement pour une { $unit }.
i1812-choice-withdraw = Replier 1 { $colour } { $at }
i1812-choice-hold = Rester dans la bataille
i1812-command-withdraws = Décision de commandement : { $units } se replie { $at }.
i1812-command-stays = Décision de commandement : { $units } reste dans la bataille.
i1812-battle-over = La bataille { $of } est terminée : { $held }.
i1812-battle-held = les { $side } tiennent la zone
i1812-battle-empty = il ne reste personne

## Cartes Spéciales
i1812-plays-special = { $role ->
    [canadian-militia] 🃏 La { $faction } joue { $card } : { $text }
    [american-militia] 🃏 La { $faction } joue { $card } : { $text }
   *[other] 🃏 Les { $faction } jouent { $card } : { $text }
}
i1812-special-idle = { $card } n'a aucun effet.
i1812-pending-prompt = { $card } : choisissez où elle agit.
i1812-choice-special-done = { $card } : terminé
i1812-choice-place-unit = { $card } : { $colour } { $at }
i1812-choice-assign = { $card } : bataille { $of }
i1812-assigned = { $card } agira dans la bataille { $of }.
i1812-units-land = { $units } { $count ->
    [one] débarque
   *[other] débarquent
} { $at }.
i1812-mackinac-lands = Renforts de Mackinac : { $units } { $count ->
    [one] débarque
   *[other] débarquent
} { $at }.
i1812-choice-train = Entraîner { $count ->
    [one] { $count } jaune
   *[other] { $count } jaunes
} { $at }
i1812-trained = Entraînement : { $units } { $count ->
    [one] devient rouge
   *[other] deviennent rouges
} { $at }.
i1812-brant-joins = John Brant : 1 unité verte arrive { $at }.
i1812-hometown-from-pool = Soutien local : 1 unité blanche de la réserve arrive { $at }.
i1812-hometown-from-fled = Soutien local : 1 unité blanche de la case des Unités en fuite arrive { $at }.
i1812-choice-ambush = Embuscade { $at }
i1812-ambush-at = 🌲 Embuscade { $at } !
i1812-ambush-over = L'embuscade { $at } est terminée.
i1812-turncoat = Transfuge : une unité de la Milice canadienne déserte.
i1812-turncoat-replaced = Transfuge : une unité de la Milice canadienne déserte et une unité de la Milice américaine prend sa place.
i1812-billy-green = Billy Green : les Britanniques lancent les dés une fois avant la bataille, Touchés seulement.

## 4. Piocher des cartes, Objectifs, fin de la partie
i1812-only-specials = { $role ->
    [canadian-militia] La { $faction } n'a que des cartes Spéciales : elles retournent dans son paquet, qui est mélangé, et 3 nouvelles cartes sont piochées.
    [american-militia] La { $faction } n'a que des cartes Spéciales : elles retournent dans son paquet, qui est mélangé, et 3 nouvelles cartes sont piochées.
   *[other] Les { $faction } n'ont que des cartes Spéciales : elles retournent dans leur paquet, qui est mélangé, et 3 nouvelles cartes sont piochées.
}
i1812-takes-objective = ⭐ Les { $side } s'emparent { $of } : { $count ->
    [one] { $count } marqueur de contrôle
   *[other] { $count } marqueurs de contrôle
}.
i1812-reverts = ⭐ Retour aux { $side } : { $area }.
i1812-end-truces = toutes les cartes Trêve { $sides ->
    [british] britanniques
    [american] américaines
   *[both] britanniques et américaines
} ont été jouées
i1812-end-track = la piste des manches s'arrête après la manche { $rounds }
i1812-result-tie = égalité, { $each } chacun
i1812-result-win = les { $side } l'emportent de { $margin } ({ $most } contre { $least })
i1812-game-ends = La partie s'achève après la manche { $round } : { $why }. Marqueurs de contrôle : { $result }.
i1812-game-over = 🏁 { $reason }

## Le plateau et la main d'une faction (views.py)
i1812-phase = { $phase ->
    [setup] mise en place
    [enlist] enrôlements
    [cards] jeu des cartes
    [move] mouvement
    [battles] batailles
    [battle] bataille
   *[over] partie terminée
}
i1812-headline = Manche { $round } sur { $rounds } · { $phase }
i1812-headline-turn = Manche { $round } sur { $rounds } · { $faction } · { $phase }
i1812-board-area = **{ $area }** : { $units }
i1812-board-area-held = **{ $area }** : { $units } ⭐{ $side }
i1812-field-markers = Marqueurs de contrôle
i1812-markers = Britanniques { $british } · Américains { $american }
i1812-field-truces = Cartes Trêve jouées
i1812-truces = Britanniques { $british }/{ $british_of } · Américains { $american }/{ $american_of }
i1812-field-turn-order = Ordre de jeu de la manche
i1812-no-turn-yet = —
i1812-field-fled = Unités en fuite
i1812-none = aucune
i1812-field-pools = Réserves d'unités
i1812-field-hands = Cartes en main
i1812-per-colour = { $colour } { $count }
i1812-field-battle = Bataille
i1812-hand = **{ $faction }** ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, { $deck } dans le paquet) :
i1812-hand-card = - { $card } : { $text }
i1812-ally-hand = La main de votre allié, partagée :

## Les noms qu'un joueur tape (geography.py) : refusés avec les plus proches
i1812-no-area-called = Aucune zone nommée { $text } sur la carte. { $hint } (Mise en place de la carte)
i1812-did-you-mean = Vouliez-vous dire { $names } ?
i1812-area-hint = Nommez une zone telle qu'imprimée sur la carte, p. ex. York ou Fort Niagara.
i1812-water-not-area = { $water } : c'est une étendue d'eau, pas une zone terrestre ; les armées la traversent entre les zones de sa rive : { $shore }. (Mouvement par voie d'eau)

## Commandes tapées (shortcuts.py) : leurs mots et les couleurs restent en anglais (les zones et
## les cartes peuvent être nommées en français)
i1812-typed-empty = Tapez au moins une commande (en anglais), p. ex. `move Fort Niagara -> Fort George`.
i1812-typed-in = Dans `{ $command }` : { $error }
i1812-typed-not-now = Dans `{ $command }` : { $choice } n'est pas possible maintenant. Vous pouvez : { $options }.
i1812-typed-nothing = rien
i1812-typed-fled = Dans `{ $command }` : écrivez `fled <nombre> <zone>`, p. ex. `fled 3 York`.
i1812-typed-unknown = Dans `{ $command }` : je ne connais pas `{ $word }`. Commandes (en anglais) : move, sail, harrison, play, battle, lose, withdraw, hold, place, fled, extra, enlist, skip, end.
i1812-typed-route = Dans `{ $command }` : écrivez l'itinéraire sous la forme `<départ> -> <arrivée>`, p. ex. `move Fort Niagara -> Fort George: 2 blue 2 white`.
i1812-typed-army = Dans `{ $command }` : écrivez l'armée en nombres et couleurs (en anglais), p. ex. `2 blue 2 white` (couleurs : { $colours }).
i1812-typed-colour = Dans `{ $command }` : `{ $text }` n'est pas une couleur. Couleurs (en anglais) : { $colours }.
i1812-typed-no-card = Dans `{ $command }` : vous n'avez aucune carte nommée `{ $text }` ; voir `/main`.
i1812-typed-army-from = une armée au départ { $of }
i1812-typed-taking-out = retirer 1 { $colour } de l'armée
i1812-typed-adding = ajouter 1 { $colour } à l'armée
i1812-typed-step-to = l'étape vers { $area }
i1812-typed-halt = l'arrêt de l'armée à cet endroit
