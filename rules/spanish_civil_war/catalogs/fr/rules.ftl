# Guerre civile espagnole : ce que dit la procédure (title.py), dans les mots du livret de
# règles : invites, choix et lignes du journal. { $side } est le nom d'un camp (scw-role-...).

scw-role-nationalists = Nationalistes
scw-role-republicans = Républicains

## Une carte offerte en choix porte son nom (cards.ftl).
scw-card-label = { $name } ({ $type }, { $force })
scw-card-label-event = { $name } (Événement : { $effect })
scw-choice-discard = Défausser { $card }
scw-choice-keep-back = Garder (reprendre) { $card }
scw-choice-keep = Garder { $card }
scw-choice-unkeep = Ne pas garder { $card }
scw-choice-play = Jouer { $card }
scw-choice-commit = Engager { $card }
scw-choice-uncommit = Reprendre { $card }
scw-choice-pass = Passer
scw-choice-decline = Refuser
scw-choice-take-territory = Prendre un jeton de Territoire aux { $side }

## VICTOIRE
scw-no-tokens = Les { $side } n'ont plus de jetons de { $kind ->
    [territory] Territoire
   *[morale] Moral
}
scw-victory = { $reason } : les { $winner } l'emportent (VICTOIRE).

## SÉQUENCE DE JEU et PHASE DE RECRUTEMENT
scw-turn = Tour { $turn } : les { $side } sont le joueur actif.
scw-draws = les { $side } piochent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-draws-short = les { $side } piochent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} (plus de cartes : { $hand } en main)
scw-recruit-begins = Phase de recrutement : { $first } et { $second } ; chaque camp peut maintenant défausser jusqu'à 4 cartes, en secret, et en repiocher autant.
scw-done-redraw = Terminé : défausser et repiocher { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-done-keep-hand = Terminé : garder ma main
scw-recruit-prompt = Phase de recrutement : choisissez jusqu'à { $limit } cartes à défausser, une à une, puis Terminé ; vous en repiochez autant (PHASE DE RECRUTEMENT). Choisies : { $picked } sur { $limit }.
scw-kept-hand = les { $side } ont gardé leur main
scw-redrew = les { $side } ont défaussé et repioché { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-recruit-done = Recrutement : { $first }, { $second }.

## PHASE D'ÉVÉNEMENTS
scw-event-begins = Phase d'événements : les { $side } jouent ou passent en premier.
scw-keep-prompt = Piochez 5 cartes et gardez-en 1 : gardez 1 des { $count ->
    [one] { $count } carte piochée
   *[other] { $count } cartes piochées
} (PHASE D'ÉVÉNEMENTS).
scw-event-prompt = Phase d'événements : jouez l'un de vos Événements, ou passez (PHASE D'ÉVÉNEMENTS).
scw-event-prompt-none = Phase d'événements : vous n'avez aucun Événement jouable ; passez (PHASE D'ÉVÉNEMENTS).
scw-passes = Les { $side } passent.
scw-plays = Les { $side } jouent { $card } : { $effect }
scw-they-draw = ils piochent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
scw-foe-discards = les { $side } défaussent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} au hasard, face cachée.
scw-foe-loses-morale = les { $side } perdent 1 jeton de Moral (il leur en reste { $left }).
scw-gains-morale = ils gagnent 1 jeton de Moral ({ $morale }).
scw-nothing-to-draw = ils ne trouvent plus de carte à piocher.
scw-draw-to-keep = ils piochent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} et en garderont 1.
scw-keeps-one = Les { $side } gardent 1 carte et en défaussent { $count } face cachée.

## PHASE D'ATTAQUE
scw-attack-begins = Phase d'attaque : les { $side } attaquent ; chaque camp engage des cartes en secret, révélées ensemble.
scw-territory-prompt = Vous avez gagné l'attaque : vous pouvez prendre un jeton de Territoire aux { $side } (PHASE D'ATTAQUE).
scw-confirm-reveal = Confirmer : révéler { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-confirm-none = Confirmer : aucune carte
scw-attack-prompt = Phase d'attaque : { $stance ->
    [attack] vous attaquez : vous pouvez engager des cartes Offensive, pas Défense.
   *[defend] vous défendez : vous pouvez engager des cartes Défense, pas Offensive.
} Engagez autant de cartes que vous voulez, en secret, une à une, puis Confirmer ; les deux camps les révèlent ensemble (PHASE D'ATTAQUE). Engagées : { $committed }.
scw-declines = Les { $side } renoncent à prendre un jeton de Territoire.
scw-term-card = { $card } { $force }
scw-term-bonus = bonus { $type } { $bonus }
scw-no-cards = aucune carte
scw-sum = { $side } : { $terms } = { $total }
scw-attack-won = { $first } ; { $second }. Les { $side } l'emportent.
scw-attack-tied = { $first } ; { $second }. Égalité.
scw-attack-revealed = Attaque révélée : { $result }
scw-nobody-loses = Personne ne perd rien.
scw-loses-morale = Les { $side } perdent 1 jeton de Moral (il leur en reste { $left }).
scw-takes-territory = Les { $side } prennent un jeton de Territoire aux { $from } ({ $mine } contre { $theirs }).

## PHASE DE LOGISTIQUE
scw-logistics-begins = Phase de logistique : chaque camp se défausse jusqu'à 3 cartes ou moins, en secret.
scw-done-logistics = Terminé : garder { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, défausser { $dropped }
scw-logistics-prompt = Phase de logistique : défaussez-vous jusqu'à { $limit } cartes ou moins (PHASE DE LOGISTIQUE). Choisissez jusqu'à { $limit } cartes à garder, une à une, puis Terminé défausse les autres. Gardées : { $kept } sur { $limit }.
scw-discards = les { $side } défaussent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-logistics-done = Logistique : { $first } et { $second }, face cachée.

## La mise en place (LES PAQUETS)
scw-setup = Le paquet commun de { $cards } cartes est mélangé. Chaque camp a { $territory } jetons de Territoire et { $morale } jetons de Moral.

## Le plateau et la main d'un camp (views.py)
scw-phase = { $phase ->
    [recruit] Phase de recrutement
    [event] Phase d'événements
    [attack] Phase d'attaque
    [logistics] Phase de logistique
   *[over] Partie terminée
}
scw-headline = Tour { $turn } · { $phase } · les { $side } attaquent
scw-headline-over = Tour { $turn } · { $phase } · victoire : { $winners }
scw-nobody = Personne
scw-field = { $name } : { $value }
scw-side-tokens = { $territory } Territoire · { $morale } Moral · { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main
scw-field-deck = Paquet
scw-deck = { $draw } à piocher · { $discarded } défaussées
scw-field-turn = Tour
scw-turn-now = { $turn } : { $phase }, les { $side } sont actifs
scw-field-waiting = En attente de
scw-field-result = Résultat
scw-field-last-attack = Dernière attaque (tour { $turn }, les { $side } attaquent)
scw-territory-was-taken = Un jeton de Territoire a été pris.
scw-attack-since-won = { $attacker } { $a } contre { $defender } { $d }. Les { $side } l'ont emporté. (Ses cartes ont depuis été remélangées dans le paquet.)
scw-attack-since-tied = { $attacker } { $a } contre { $defender } { $d }. Égalité. (Ses cartes ont depuis été remélangées dans le paquet.)
scw-your-hand = Votre main ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}) :
scw-hand-card = - { $card }
scw-hand-card-tagged = - { $card } [{ $tags }]
scw-use = Carte { $use ->
    [N] nationaliste
    [R] républicaine
   *[B] des deux camps
} : vous ne pouvez que la défausser
scw-tag-committed = engagée
scw-tag-discard = à défausser
scw-tag-keep = à garder
scw-keep-from = Piochées par votre Événement, gardez-en 1 :

## Commandes tapées (typed.py) : leurs mots et les noms des cartes restent en anglais
scw-typed-help = Commandes (en anglais) : discard <cartes>, keep <cartes>, unkeep <cartes>, play <carte>, commit <cartes>, take back <cartes>, done, pass, confirm, take territory, decline.
scw-typed-empty = Tapez une commande, p. ex. « discard Franco, Gold Reserves; done ». { $help }
scw-typed-not-now = `{ $command }` n'est pas possible maintenant.
scw-typed-unknown = Je ne comprends pas `{ $command }`. { $help }
scw-typed-nothing = Dans `{ $command }` : rien à { $verb } maintenant.
scw-typed-no-card = Dans `{ $command }` : aucune carte nommée `{ $name }` ne peut être choisie maintenant : { $offered }.
scw-typed-which = Dans `{ $command }` : `{ $name }` peut être { $names } : précisez laquelle.
scw-or = { $first } ou { $second }

## Le jeu et son scénario
scw-name = Guerre civile espagnole
scw-scenario-standard = Partie standard
scw-scenario-standard-description = Toute la guerre, 1936-1939 : 5 jetons de Territoire et 10 de Moral par camp.
