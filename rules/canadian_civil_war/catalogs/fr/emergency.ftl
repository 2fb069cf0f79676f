# Guerre civile canadienne, l'Urgence nationale (section 10.0) : ce que dit sa procédure
# (emergency.py, emergency_menus.py, loyalty.py, war.py, combat.py) et les refus des commandes
# tapées (shortcuts.py), dans les mots du livret de règles : invites, choix, lignes du journal.
# Les identifiants commencent par ccw-ne- (les camps ccw-side-, les étapes ccw-stage-, les
# commandes tapées ccw-typed-). Les noms cités : { $color } une couleur (names.ftl,
# ccw-color-...), { $piece } une pièce (ccw-piece-...), { $where } un lieu avec son article
# (rules.ftl, ccw-where-... : « la case Rouge L3 », « la Zone de crise »), le nom d'une unité ou
# d'une table (emergency-names.ftl). Vocabulaire : camp gouvernemental et camp rebelle, tour de
# jeu, unité militaire, milice, circonscription, indice de loyauté, pile, empilement, potentiel
# de mouvement, force de combat.

## Les camps (10.15) et les étapes de l'Urgence (war.py)
ccw-side-government = Camp gouvernemental
ccw-side-rebel = Camp rebelle
# Le camp d'une pièce, entre parenthèses après son nom : « Le Régiment de Hull (Rebelles, 2) ».
ccw-side-short-government = Gouvernement
ccw-side-short-rebel = Rebelles
ccw-side-short-neutral = Neutre
ccw-stage-attempt = la tentative
ccw-stage-callup = la mobilisation du Gouvernement
ccw-stage-deploy = le déploiement
ccw-stage-movement = Phase de mouvement
ccw-stage-combat = Phase de combat

## Pièces et unités en guerre, avec leur camp et leur force de combat (war.describe)
ccw-ne-unit-described = { $name } ({ $side }, { $strength })
ccw-ne-piece-described = { $name } ({ $color }, { $side }, { $strength })
ccw-ne-and = { $first } et { $second }
ccw-ne-nobody = personne

## 10.1 Créer une Urgence nationale (emergency.py)
ccw-ne-choice-attempt = Tenter de créer une Urgence nationale (10.1) : le jeu normal s'arrête aussitôt
ccw-ne-attempt-over = La partie est terminée.
ccw-ne-attempt-setup = Une Urgence nationale ne peut être tentée qu'une fois toutes les pièces sur le plateau (10.1).
ccw-ne-attempt-made = Une Urgence nationale a déjà été tentée : le jeu normal a pris fin (10.1).
ccw-ne-attempt-not-eligible = Seul le joueur qui contrôle le moins d'Enjeux, et pas plus de 3, peut tenter de créer une Urgence nationale (10.1) : en ce moment, { $who }.
ccw-ne-attempt = 🚨 { $attempter } tente de créer une Urgence nationale (10.1) : le jeu normal s'arrête. { $others } : chacun se joint à la tentative, s'y oppose ou reste neutre, sous pli scellé jusqu'à ce que tous aient choisi (10.14).
ccw-ne-stance-prompt = { $attempter } tente de créer une Urgence nationale (10.1) : joignez-vous à la tentative, opposez-vous-y ou restez neutre. Les positions restent scellées jusqu'à ce que chacun ait choisi.
ccw-ne-choice-join = Se joindre : pour l'Urgence nationale
ccw-ne-choice-oppose = S'y opposer
ccw-ne-choice-neutral = Rester neutre, et ne plus prendre part au jeu si elle survient (10.14)
# Une position révélée, après une couleur : « Rouge se joint à la tentative ».
ccw-ne-stance-join = se joint à la tentative
ccw-ne-stance-oppose = s'oppose à la tentative
ccw-ne-stance-neutral = reste neutre
ccw-ne-stance-of = { $color } { $stance }
ccw-ne-stances = Positions : { $stances }.
ccw-ne-attempter-wins-everyone = { $attempter } l'emporte : tous se sont joints à l'Urgence nationale (11.31).
ccw-ne-attempter-wins-unopposed = { $attempter } l'emporte : personne ne s'est opposé à l'Urgence nationale (10.11).
ccw-ne-attempt-roll = 🎲 { $pro } pour, { $con } contre : { $attempter } lance le dé sur la Table d'Urgence nationale : { $read }.
ccw-ne-attempt-failed = La tentative de { $attempter } de créer une Urgence nationale a échoué : la partie prend fin, { $attempter } perd et personne ne gagne (10.12, 11.22).
ccw-ne-governs-premier = il détient le Premier ministre
ccw-ne-governs-against = le Premier ministre est à { $premier }, resté neutre, et c'est le camp opposé à l'Urgence qui gouverne
ccw-ne-created = L'Urgence nationale est créée (10.13). Le camp gouvernemental ({ $why }, 10.15) : { $government } ; le camp rebelle : { $rebel }.
ccw-ne-neutrals-leave = Neutralité (10.14) : { $names } ne prend plus part au jeu, et ses pièces quittent le plateau.

## 10.2 Détermination de la loyauté (loyalty.py)
ccw-ne-loyalty-roll = { $table } (10.83), colonne { $column } : dé { $roll } -> { $loyal ->
    [loyal] Loyauté
   *[disloyal] Déloyauté
}
ccw-ne-loyalty-roll-reconstructed = { $table } (10.83), colonne { $column } : dé { $roll } -> { $loyal ->
    [loyal] Loyauté
   *[disloyal] Déloyauté
} (case reconstituée : la ligne 6 de la table est coupée)
ccw-ne-loyalty-number = { $color } contrôle { $issues } { $issues ->
    [one] Enjeu
   *[other] Enjeux
} et { $seats } { $seats ->
    [one] circonscription
   *[other] circonscriptions
} : indice de loyauté { $number } (10.21, 10.82).
ccw-ne-loyalty-rebel-roll = 🎲 { $color } lance le dé pour { $province } : { $roll } : { $loyal ->
    [loyal] { $count ->
        [one] { $count } unité de milice rejoint
       *[other] { $count } unités de milice rejoignent
    } les Rebelles avec ses circonscriptions.
   *[disloyal] aucune milice de cette province (10.21).
}
ccw-ne-militia-bonus = Le { $side } a levé la milice de toutes les circonscriptions { $province } : { $count } { $count ->
    [one] unité
   *[other] unités
} de milice en prime (10.84).
ccw-ne-quebec-split = Le Séparatiste est rebelle : la milice francophone du Québec passe aux Rebelles, le reste de sa milice au Gouvernement (10.24).
ccw-ne-loyalty-francophone-roll = 🎲 Le Gouvernement lance le dé pour { $unit }, francophone (10.25) : { $roll } : { $loyal ->
    [loyal] l'unité reste au Gouvernement.
   *[disloyal] l'unité passe aux Rebelles.
}
ccw-ne-federal-units = Le Gouvernement reçoit les unités militaires fédérales (10.22).
ccw-ne-call-up-may = Le Gouvernement peut mobiliser la milice de ses circonscriptions, en lançant le dé pour chacune avec l'indice de loyauté 3 ; la milice d'une circonscription déloyale passe aux Rebelles (10.23).
ccw-ne-call-up-prompt = Mobiliser la milice (10.23) : marquez les circonscriptions pour lesquelles lancer le dé avec l'indice de loyauté 3. La milice d'une circonscription loyale vous rejoint avec elle ; celle d'une déloyale passe aux Rebelles.
ccw-ne-choice-call-up = Mobiliser { $thing } dans { $where }
ccw-ne-choice-call-up-not = Ne pas mobiliser { $thing }
ccw-ne-choice-call-up-roll = Lancer le dé pour { $count ->
    [one] la circonscription marquée
   *[other] les { $count } circonscriptions marquées
}
ccw-ne-choice-call-up-none = Ne mobiliser aucune milice
ccw-ne-call-up-nothing = Le Gouvernement ne mobilise aucune milice (10.23).
ccw-ne-call-up-roll = 🎲 Le Gouvernement mobilise { $piece } : { $roll } : { $loyal ->
    [loyal] { $count ->
        [one] { $count } unité de milice rejoint
       *[other] { $count } unités de milice rejoignent
    } le Gouvernement avec elle.
   *[disloyal] { $count ->
        [one] { $count } unité de milice passe
       *[other] { $count } unités de milice passent
    } aux Rebelles (10.23).
}

## 10.3 Déploiement initial (loyalty.py, emergency_menus.py)
ccw-ne-deployment = Les Enjeux quittent le plateau et les pièces actives sont retournées (10.3) : { ccw-side-government }, { $government_players } { $government_players ->
    [one] joueur
   *[other] joueurs
} et { $government_units } { $government_units ->
    [one] unité militaire
   *[other] unités militaires
} ; { ccw-side-rebel }, { $rebel_players } { $rebel_players ->
    [one] joueur
   *[other] joueurs
} et { $rebel_units } { $rebel_units ->
    [one] unité militaire
   *[other] unités militaires
}.
ccw-ne-deploy-prompt = Déployez { $unit } { $area ->
    [home] dans les Zones d'origine de votre camp
   *[display] n'importe où sur le plateau
} (10.3) ; { $count } { $count ->
    [one] unité
   *[other] unités
} du { $side } à placer.
ccw-ne-choice-place = Dans { $where }
ccw-ne-choice-arrange = Déployer le reste pour nous
ccw-ne-deploys = { $unit } se déploie dans { $where }.
ccw-ne-deployed-rest = Le { $side } fait déployer le reste de ses unités.

## 10.4 Les tours de jeu et 11.2 la fin (war.py)
ccw-ne-phase = — Urgence nationale, tour de jeu { $turn } sur { $turns } : { $side }, { $stage }.
ccw-ne-rebels-win = Des circonscriptions rebelles subsistent après six tours de jeu : le Camp gouvernemental perd et le Camp rebelle ({ $names }) l'emporte (11.23).
ccw-ne-government-wins = Toutes les circonscriptions rebelles sont éliminées : le Camp rebelle perd et le Camp gouvernemental ({ $names }) l'emporte (11.24).

## 10.5 Mouvement et 10.6 Empilement (emergency_menus.py, war.py)
ccw-ne-movement-prompt = Mouvement (10.5) : choisissez les pièces et unités qui se déplacent ensemble, puis leur destination ; les cases ennemies bloquent le passage. Empilement (10.6) : une unité militaire et deux autres pièces.
ccw-ne-movement-picked = Mouvement : vous avez choisi { $names } ; choisissez leur destination, ou ajoutez-en d'autres.
ccw-ne-movement-over = Au-delà de la limite en ce moment : { $things }.
ccw-ne-choice-move = Déplacer { $thing } depuis { $where }
ccw-ne-choice-leave = Laisser { $thing }
ccw-ne-choice-to = Vers { $where }
ccw-ne-choice-end-movement = Terminer la Phase de mouvement
ccw-ne-choice-end-movement-over = Terminer la Phase de mouvement ({ $count ->
    [one] { $count } pièce en surempilement éliminée
   *[other] { $count } pièces en surempilement éliminées
}, 10.6)
ccw-ne-moves = Le { $side } déplace { $things } vers { $where }.
ccw-ne-overstacked = Limite d'empilement dépassée (10.6), pièce éliminée : { $thing }.

## 10.7 Combat (emergency_menus.py, combat.py)
ccw-ne-combat-prompt = Combat (10.7) : attaquez une pile ennemie adjacente à vos unités militaires, ou terminez.
ccw-ne-choice-attack = Attaquer { $where } : { $defenders }
ccw-ne-choice-end-combat = Terminer la Phase de combat
ccw-ne-attack-prompt = Attaque contre { $where } ({ $defenders }) sur la { $table } : { $odds }. { $then }
ccw-ne-attack-odds = { $ours } contre { $theirs }
ccw-ne-attack-odds-column = { $ours } contre { $theirs }, colonne { $column }
ccw-ne-attack-roll-when-ready = Lancez le dé quand vous êtes prêt.
ccw-ne-attack-no-units = Marquez au moins une de vos unités militaires pour attaquer (10.71).
ccw-ne-attack-below-odds = { $ours } contre { $theirs }, c'est moins de 1-1, ce que les tables interdisent.
ccw-ne-choice-attack-with = Attaquer avec { $thing } depuis { $where }
ccw-ne-choice-leave-out = Retirer de l'attaque { $thing }
ccw-ne-choice-roll = Lancer le dé
ccw-ne-choice-cancel-attack = Annuler l'attaque
ccw-ne-attacks = ⚔️ Le { $side } attaque { $where } sur la { $table } : { $attackers } contre { $defenders } : { $read }.
ccw-ne-arrested = Arrestation (10.87) : { $names }.
ccw-ne-no-effect = Sans effet (10.87).
ccw-ne-eliminated = Élimination : { $names }.

## Retraites (10.85-10.87 ; combat.py)
ccw-ne-retreat-prompt = Retraite d'une case (10.85-10.87) pour { $things } : vers où ?
ccw-ne-choice-retreat = Retraite vers { $where }
ccw-ne-surrounded = Encerclement, aucune retraite possible : { $names } — élimination à la place (10.73).
ccw-ne-retreats = { $names } { $count ->
    [one] bat
   *[other] battent
} en retraite vers { $where }.

## Commandes tapées (shortcuts.py) : leurs mots restent en anglais
ccw-typed-help = Commandes (en anglais) : move <pièces> -> <case>, contest <case> [with <cases>] [taker <pièce>], play <carte>, call <case>, target <case>, yes, no, place <case>, arrange, give <fonctionnaire> to <couleur>, form, drop <pièce>, take <pièce>, reveal <case>, invite, pass, end. En Urgence nationale : join, oppose, neutral, call up <circonscriptions>, place <case>, arrange, move <pièces et unités> -> <case>, attack <case> [with <unités>], retreat <case>, end.
ccw-typed-empty = Tapez une commande. { $help }
ccw-typed-unknown = Je ne comprends pas `{ $command }`. { $help }
ccw-typed-not-now = `{ $command }` n'est pas possible maintenant.
ccw-typed-in = Dans `{ $command }` : { $why }
ccw-typed-not-possible = Impossible maintenant : { $what }.
ccw-typed-in-emergency = En Urgence nationale : { $why }.
ccw-typed-to = aller vers { $where }
ccw-typed-place = placer dans { $where }
ccw-typed-retreat = battre en retraite vers { $where }
ccw-typed-attack = attaquer { $where }
ccw-typed-pick = déplacer { $thing }
ccw-typed-add = attaquer avec { $thing }
ccw-typed-mark = mobiliser { $thing }
ccw-typed-why-to = les cases ennemies bloquent le passage, et chaque pièce se déplace dans la limite de son potentiel de mouvement (10.5)
ccw-typed-why-attack = attaquez une pile ennemie adjacente à l'une de vos unités militaires qui n'a pas encore attaqué (10.7)
ccw-typed-why-add = seules les unités militaires adjacentes à la cible qui n'ont pas attaqué pendant cette phase le peuvent (10.71)
ccw-typed-why-retreat = une case le long d'un chemin, sans pièce ennemie
ccw-typed-no-colour = Dans `{ $command }` : { $given } n'est pas une couleur ({ $colours }).
ccw-typed-no-piece = Aucune pièce ni unité ne s'appelle { $name } (par ex. Ontario 1, Ont 1, Petroleum, Camerons).
ccw-typed-no-place = { $name } n'est pas l'un des lieux que vous pouvez choisir maintenant.
ccw-typed-which-stack = Quelle pile de la Zone de crise ? { $numbers }.
ccw-typed-no-reveal = Vous n'avez aucun Enjeu face cachée dans { $name } à révéler.
ccw-typed-no-card = Dans `{ $command }` : vous n'avez aucune carte { $name } que vous puissiez jouer maintenant.
