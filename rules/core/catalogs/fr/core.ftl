# Ce que disent les règles de chaque jeu (rules/core/protocol.py, typed.py) : les refus d'un choix.

core-game-over = La partie est terminée ; plus aucun choix n'est accepté.
core-not-your-turn = Ce n'est pas à vous d'agir : on attend { $waiting }.
core-illegal = { $choice } n'est pas un choix permis maintenant. Vous pouvez : { $verbs } (tapez /jouer pour voir toute la liste).
core-nothing-to-do = Il n'y a rien à faire.
core-no-typed = { $title } n'a pas de commandes tapées : utilisez les boutons de `/jouer`.

## Un jet demandé par quiconque (rules/core/dice.py, requests.py) : « 2d6+1 : [3, 3] +1 = 7 (double) »
core-dice = { $expression } : { $dice } = { $total }
core-dice-doubles = { $expression } : { $dice } = { $total } (double)
core-dice-keep = { $rolls } garde { $kept }
core-rolled = 🎲 { $who } a lancé { $roll }
core-and = et
core-spectator = un spectateur

## Un nom tapé pour un lieu d'une carte (rules/core/maps.py) : { $noun } est ce que le jeu appelle un lieu
core-map-place = lieu
core-map-hint = Nommez un lieu tel qu'il est imprimé sur la carte.
core-map-no-place = { $place } n'est pas sur la carte ({ $noun }).
core-map-no-group = Le groupe { $group } n'est pas sur la carte.
core-map-no-name = { $text } : aucun nom de la carte ne lui correspond ({ $noun }). { $hint }
core-map-did-you-mean = Vouliez-vous dire { $names } ?
core-map-group = { $group } est un groupe ({ $noun }) : nommez-en un seul parmi { $names }.
