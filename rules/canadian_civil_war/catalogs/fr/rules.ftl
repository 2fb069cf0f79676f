# Canadian Civil War (La Guerre de la Sécession du Canada), le jeu politique : ce que dit sa
# procédure (title.py, turns.py, events.py, contest.py, elections.py, debate.py, ops.py,
# views.py), dans les mots du livret de règles : invites, choix, lignes du journal, le plateau
# et la main. Les identifiants commencent par ccw-. Les noms des choses du jeu sont dans
# names.ftl ({ $color } un ccw-color-..., { $piece } un ccw-piece-...), les cartes dans
# cards.ftl. Un lieu ({ $where }) porte son article : « la case Rouge L3 », « la Zone de crise ».

## Le jeu (title.py)
ccw-name = La Guerre de la Sécession du Canada
ccw-reconstructed = Le livret de règles n'imprime ni le plateau de jeu, ni la planche de pions, ni les 56 cartes d'occasion politique, ni la Table électorale au-delà de la ligne 2, et ses cas 5.4 (Débat national) et 6.0 (Mouvement) manquent : ils sont reconstitués d'après ce que fixe le reste du livret, et chaque entrée ou règle le précise (rules/canadian_civil_war).

## Pièces, Enjeux et lieux (ops.py)
ccw-player = { $color } ({ $view })
ccw-piece-colored = { $piece } ({ $color })
ccw-issue-label = Enjeu { $issue }
ccw-issue-face-down = Enjeu face cachée
ccw-where-crisis-zone = la Zone de crise
ccw-where-square = la case { $square }
ccw-nothing = rien
ccw-card-label = #{ $number } { $name }
ccw-turns = { $piece } passe { $old ->
    [Orange] d'Orange
   *[other] de { $old }
} à { $new }.
ccw-turns-with-issue = { $piece } passe { $old ->
    [Orange] d'Orange
   *[other] de { $old }
} à { $new }, avec l'{ $issue } sous son contrôle.
ccw-deck-reshuffled = La pioche est épuisée : la défausse est mélangée pour former une nouvelle pioche.
ccw-draws = { $color } pioche { $count } { $count ->
    [one] carte
   *[other] cartes
} d'occasion politique.

## La lecture d'une table (ops.table_text) : l'arithmétique de rules/core/tables
ccw-table-line = { $table } ({ $rule }) : { $how } ; { $roll } -> { $result } ({ $meaning })
ccw-table-line-reconstructed = { $table } ({ $rule }) : { $how } ; { $roll } -> { $result } ({ $meaning }) [case reconstituée : { $reason }]
ccw-table-odds = { $attacker } contre { $defender } -> { $column }
ccw-table-odds-clamped = { $attacker } contre { $defender } -> { $ratio }, lu comme { $column } (la colonne la plus haute)
ccw-table-range = { $value } -> colonne { $column }
ccw-table-column = colonne { $column }
ccw-table-modifier = { $value } ({ $reason })
ccw-table-die = dé { $die }
ccw-table-die-modified = dé { $die } { $modifiers } = { $total }
ccw-table-row = { $roll } (ligne { $row })
ccw-table-row-clamped = { $roll }, au-delà des lignes imprimées : lu sur la ligne { $row }

## La Table de contestation (7.3) et la Table électorale (8.3) : data/contest.toml, data/election.toml
ccw-table-contest = Table de contestation
ccw-table-contest-result-c-1 = Pièce(s) en défense convertie(s) d'une couleur vers celle du contestataire, et l'Enjeu passe sous le contrôle du contestataire
ccw-table-contest-result-c-2 = Pièce(s) en défense convertie(s) de deux couleurs vers celle du contestataire, et l'Enjeu passe sous le contrôle du contestataire
ccw-table-contest-result-d-1 = Pièce(s) contestataire(s) convertie(s) d'une couleur vers celle du défenseur
ccw-table-contest-result-d-2 = Pièce(s) contestataire(s) convertie(s) de deux couleurs vers celle du défenseur
ccw-table-contest-result-none = Aucun effet
ccw-table-contest-modifier-unfriendly-administrative = contestataire dans une Section administrative adverse
ccw-table-contest-modifier-unfriendly-legislative = contestataire dans une Section législative adverse
ccw-table-contest-modifier-unfriendly-grassroots = contestataire dans une Section de la base adverse
ccw-table-contest-cell-7-3-1 = non imprimée ; chaque colonne est celle de sa gauche décalée d'une ligne vers le bas, donc 3-1 ligne 7 = 2-1 ligne 6 = D-1
ccw-table-election = Table électorale
ccw-table-election-result-1 = circonscription convertie d'une couleur : relancez le dé, pair vers Bleu, impair vers Rouge (8.12)
ccw-table-election-result-2 = circonscription convertie de deux couleurs : relancez le dé, pair vers Bleu, impair vers Rouge (8.12)
ccw-table-election-result-none = Aucun effet
ccw-table-election-modifier-friendly-administrative = circonscription dans une Section administrative amie
ccw-table-election-modifier-friendly-legislative = circonscription dans une Section législative amie
ccw-table-election-modifier-friendly-grassroots = circonscription dans une Section de la base amie
ccw-table-election-modifier-crisis-zone = circonscription dans la Zone de crise
ccw-table-election-cell-3-0 = non imprimée ; la colonne 0 garde ses 1 imprimés (depuis la ligne 0) jusqu'à la ligne 3, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-3-1-5 = non imprimée ; la colonne 1-5 garde ses 1 imprimés (depuis la ligne 2) jusqu'à la ligne 4, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-3-6-10 = non imprimée ; la colonne 6-10 garde ses 1 imprimés (depuis la ligne 2) jusqu'à la ligne 5, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-3-11plus = non imprimée ; la colonne 11+ imprime – à la ligne 2, donc sa bande d'une couleur commence une ligne sous celle des autres, à la ligne 3, et va jusqu'à la ligne 6
ccw-table-election-cell-4-0 = non imprimée ; la bande de deux couleurs de la colonne 0, lignes 4 à 7 : un joueur sans Enjeu retient le moins ses électeurs, sa bande commence donc la première
ccw-table-election-cell-4-1-5 = non imprimée ; la colonne 1-5 garde ses 1 imprimés (depuis la ligne 2) jusqu'à la ligne 4, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-4-6-10 = non imprimée ; la colonne 6-10 garde ses 1 imprimés (depuis la ligne 2) jusqu'à la ligne 5, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-4-11plus = non imprimée ; la colonne 11+ imprime – à la ligne 2, donc sa bande d'une couleur commence une ligne sous celle des autres, à la ligne 3, et va jusqu'à la ligne 6
ccw-table-election-cell-5-0 = non imprimée ; la bande de deux couleurs de la colonne 0, lignes 4 à 7 : un joueur sans Enjeu retient le moins ses électeurs, sa bande commence donc la première
ccw-table-election-cell-5-1-5 = non imprimée ; la bande de deux couleurs de la colonne 1-5, lignes 5 à 7, une ligne sous celle de la colonne 0 ; elle porte le 2 de 9.4 à la ligne 6
ccw-table-election-cell-5-6-10 = non imprimée ; la colonne 6-10 garde ses 1 imprimés (depuis la ligne 2) jusqu'à la ligne 5, la ligne qui précède sa bande de deux couleurs
ccw-table-election-cell-5-11plus = non imprimée ; la colonne 11+ imprime – à la ligne 2, donc sa bande d'une couleur commence une ligne sous celle des autres, à la ligne 3, et va jusqu'à la ligne 6
ccw-table-election-cell-6-0 = non imprimée ; la bande de deux couleurs de la colonne 0, lignes 4 à 7 : un joueur sans Enjeu retient le moins ses électeurs, sa bande commence donc la première
ccw-table-election-cell-6-6-10 = non imprimée ; la bande de deux couleurs de la colonne 6-10, lignes 6 et 7, une ligne sous celle de la colonne 1-5
ccw-table-election-cell-6-11plus = non imprimée ; la colonne 11+ imprime – à la ligne 2, donc sa bande d'une couleur commence une ligne sous celle des autres, à la ligne 3, et va jusqu'à la ligne 6
ccw-table-election-cell-7-0 = non imprimée ; la bande de deux couleurs de la colonne 0, lignes 4 à 7 : un joueur sans Enjeu retient le moins ses électeurs, sa bande commence donc la première
ccw-table-election-cell-7-1-5 = non imprimée ; la bande de deux couleurs de la colonne 1-5, lignes 5 à 7, une ligne sous celle de la colonne 0 ; elle porte le 2 de 9.4 à la ligne 6
ccw-table-election-cell-7-6-10 = non imprimée ; la bande de deux couleurs de la colonne 6-10, lignes 6 et 7, une ligne sous celle de la colonne 1-5
ccw-table-election-cell-7-11plus = non imprimée ; la bande de deux couleurs de la colonne 11+ n'est que la ligne 7 (un 6 dans la Zone de crise), une ligne sous celle de la colonne 6-10 : qui contrôle le plus d'Enjeux retient le mieux ses électeurs

## La mise en place, le Tour de jeu et la fin (turns.py)
ccw-setup-drawn = { $scenario } : chaque joueur tire { $count } Enjeux à l'aveugle ; celui qui reste, { $issue }, va face visible dans la Zone de crise (3.0). Chaque joueur dispose maintenant ses pièces dans sa Zone d'origine.
ccw-arranged = { $color } fait disposer le reste de ses pièces.
ccw-setup-done = Toutes les pièces sont sur le plateau.
ccw-color-count = { $color } { $count }
ccw-first-player = Détermination du premier joueur : Enjeux contrôlés : { $counts }.
ccw-then = { $before }, puis { $after }
ccw-game-turn = — Tour de jeu { $turn } : { $order } (4.2).
ccw-player-turn = — Tour du joueur { $player } : Phase des occasions politiques.
ccw-phase-begins = { $color } : { $phase }.
ccw-no-government-reason = Aucun joueur n'a pu former de gouvernement : tout le monde perd (8.24).
ccw-no-government = Aucun joueur n'a pu former de gouvernement : la partie s'arrête et tout le monde perd (8.24).
ccw-issue-where = { $issue } dans { $where }
ccw-victory-reason = { $player } contrôle les Enjeux qu'il lui fallait (11.1).
ccw-victory = 🏆 { $color } contrôle tous les Enjeux qu'il lui faut et l'emporte : { $issues }.

## Les élections (elections.py)
ccw-elections-in = 🗳️ Élections provinciales : { $province }.
ccw-election-roll = { $piece }, { $color } contrôlant { $count } { $count ->
    [one] Enjeu
   *[other] Enjeux
} : { $table }.
ccw-election-roll-again = { $piece }, { $color } contrôlant { $count } { $count ->
    [one] Enjeu
   *[other] Enjeux
} : { $table } ; second dé { $die } : vers { $toward }.
ccw-keeps-colour = { $piece } garde sa couleur.
ccw-premier-tie = { $first } et { $second } sont à égalité avec { $count } chacun : dé { $die }, { $parity ->
    [odd] impair
   *[even] pair
} (8.13).
ccw-premier-stays = Le { $premier } reste { $color }.
ccw-premier-goes = Le { $premier } passe { $old ->
    [Orange] d'Orange
   *[other] de { $old }
} à { $new } (8.13).
ccw-roll-off-first = le premier Tour du joueur (4.2)
ccw-roll-off-premier = le Premier ministre provincial
ccw-roll-off-prime-minister = le Premier ministre
ccw-roll-off = Jet de départage pour { $what } : { $rolls } : { $color }.
ccw-roll-off-tie = Jet de départage pour { $what } : { $rolls } : égalité, on relance.
ccw-national-elections = 🗳️ Élections fédérales : le Premier ministre et les Fonctionnaires quittent le plateau.
ccw-candidate = { $color }, avec { $count } { $count ->
    [one] circonscription
   *[other] circonscriptions
}, prend le Premier ministre et tente de former un gouvernement (8.21).
ccw-hands-servant = { $color } cède { $servant } à { $to } (8.22).
ccw-returns = { $piece } revient dans { $where }.

## Le Débat national et le vote qui forme un gouvernement (debate.py)
ccw-ballot = { $color } { $ballot ->
    [for] pour
   *[against] contre
} ({ $weight })
ccw-government-vote = Votes : { $ballots } : { $yes } { $yes ->
    [one] circonscription
   *[other] circonscriptions
} pour, { $need } requises : { $verdict ->
    [formed] un gouvernement est formé.
   *[none] pas de gouvernement.
}
ccw-call-vote = Votes : { $ballots } : { $yes } pour, { $no } contre : { $verdict ->
    [called] l'Enjeu est appelé
    [tie] égalité : l'Enjeu reste où il est
   *[blocked] l'appel est bloqué
}.

## Les contestations (contest.py)
ccw-contest-mark-one = Marquez au moins une de vos piles pour contester.
ccw-contest-below-odds = { $ours } contre { $theirs } est en dessous de 1-1, ce que 7.3 interdit.
ccw-contest-needs-taker = Un Enjeu est en jeu : une de vos circonscriptions sans Enjeu, dans une case qui n'en a pas, doit contester pour le prendre (7.12).
ccw-contest-nobody-to-convert = Aucune couleur vers laquelle convertir : aucun effet (7.28).
ccw-issue-taken = L'{ $issue } passe sous { $piece } dans { $where }.
ccw-contest-rolled = ⚖️ { $color } conteste { $where } : { $ours } contre { $theirs } : { $table }.
ccw-strength-term = { $name } ({ $strength })

## Les cartes (events.py)
ccw-plays = 🃏 { $color } joue { $card } : { $text }
ccw-crisis-no-effect = Tous les Enjeux { $issue } sont déjà dans la Zone de crise : la carte est sans effet.
ccw-revealed-in = Révélé dans { $where } : { $stack }.
ccw-called = Appelé dans la Zone de crise depuis { $where } : { $stack }.
ccw-event-nobody = Aucune pièce du plateau n'est concernée.
ccw-event-strength = Force de contestation { $how ->
    [doubled] doublée
   *[halved] réduite de moitié
} pour ce Tour du joueur : { $pieces }.
ccw-event-no-shift = Le changement de couleur n'affecte personne.
ccw-goes-into-zone = { $piece } entre dans la Zone de crise.
ccw-goes-to = { $piece } va dans { $where }.

## Invites et choix (title.py)
ccw-choice-reveal = Révéler votre { $issue } dans { $where }
ccw-reveals = { $color } révèle l'{ $issue } dans { $where }.
ccw-choice-arrange = Disposer le reste pour moi
ccw-setup-place-issue = Mise en place : placez votre Enjeu { $issue } sous une de vos circonscriptions ou sur un de vos Points de contrôle ({ $count ->
    [one] { $count } pièce restante
   *[other] { $count } pièces restantes
}).
ccw-setup-place-piece = Mise en place : placez { $piece } dans votre Zone d'origine ({ $count ->
    [one] { $count } pièce restante
   *[other] { $count } pièces restantes
}).
ccw-choice-in = Dans { $square }
ccw-choice-to = Vers { $square }
ccw-control-point = { $square } (Point de contrôle)
ccw-square-label-crisis-zone = la Zone de crise
ccw-choice-play = Jouer { $card }
ccw-choice-invite = Laisser les autres jouer des cartes maintenant (5.24)
ccw-choice-call = Appeler un Enjeu dans la Zone de crise sans carte (5.4)
ccw-choice-end-opportunity = Terminer la Phase des occasions politiques
ccw-opportunity-prompt = Phase des occasions politiques : jouez des cartes Crise et Événement, soumettez un Enjeu à un Débat national, laissez les autres jouer des cartes, ou terminez la phase.
ccw-invites = { $color } laisse les autres jouer des cartes maintenant (5.24).
ccw-choice-move = Déplacer { $piece } depuis { $where }
ccw-choice-leave = Laisser { $piece }
ccw-choice-set-down = { $piece } dépose son Enjeu (6.4)
ccw-choice-take-up = { $piece } prend l'Enjeu qui s'y trouve (6.4)
ccw-choice-end-movement = Terminer la Phase de mouvement
ccw-movement-picked = Mouvement : sélection : { $pieces } ; choisissez la destination, ou ajoutez d'autres pièces.
ccw-movement-prompt = Mouvement : sélectionnez les pièces qui se déplacent ensemble, puis leur destination ; ou terminez.
ccw-moves = { $color } déplace { $pieces } vers { $where }.
ccw-sets-down = { $piece } dépose son Enjeu sur le Point de contrôle de { $where }.
ccw-takes-up = { $piece } prend l'Enjeu du Point de contrôle de { $where }.
ccw-choice-contest = Contester { $where } : { $stack }
ccw-choice-end-contest = Terminer la Phase de contestation
ccw-contest-prompt = Phase de contestation : contestez une pile voisine des vôtres, ou terminez la phase.
ccw-choice-contest-with = Contester avec { $where }
ccw-choice-leave-out = Retirer { $where }
ccw-choice-taker = { $piece } prend l'Enjeu
ccw-choice-roll = Lancer le dé
ccw-choice-cancel-contest = Annuler la contestation
ccw-contest-odds = Contestation de { $where } ({ $stack }) : { $ours } contre { $theirs }
ccw-contest-column = colonne { $column }
ccw-contest-die-unfriendly-administrative = dé : Section administrative adverse
ccw-contest-die-unfriendly-legislative = dé : Section législative adverse
ccw-contest-die-unfriendly-grassroots = dé : Section de la base adverse
ccw-contest-refused = { $odds }. { $why }
ccw-contest-ready = { $odds }. Lancez le dé quand vous êtes prêt.
ccw-choice-end-turn = Terminer le Tour du joueur
ccw-election-prompt = Phase électorale : jouez des cartes Élections, laissez les autres jouer les leurs, ou terminez.
ccw-choice-stack = { $where } : { $stack }
ccw-target-card-prompt = { $card } : quel Enjeu appeler dans la Zone de crise ?
ccw-target-prompt = Appel sans carte : quel Enjeu appeler dans la Zone de crise ?
ccw-calls-with-card = { $color } appelle l'{ $issue } de { $where } dans la Zone de crise avec { $card } : tous les autres votent pour le laisser appeler ou pour le bloquer (5.4).
ccw-calls-without-card = { $color } appelle l'{ $issue } de { $where } dans la Zone de crise sans carte (Débat national) : tous les autres votent pour le laisser appeler ou pour le bloquer (5.4).
ccw-vote-government-prompt = Vote sur le gouvernement de { $color } (8.21) : vous pesez { $weight } { $weight ->
    [one] circonscription
   *[other] circonscriptions
} ; les bulletins restent secrets jusqu'à ce que tout le monde ait voté.
ccw-choice-for-government = Pour le gouvernement
ccw-choice-against-government = Contre
ccw-vote-call-prompt = Débat national (5.4) : { $color } appelle l'{ $issue } de { $where } dans la Zone de crise. Votre vote pèse { $weight } { $weight ->
    [one] circonscription
   *[other] circonscriptions
} ; les bulletins restent secrets jusqu'à ce que tout le monde ait voté.
ccw-choice-let-call = Le laisser appeler
ccw-choice-block-call = Le bloquer
ccw-place-prompt = Placez { $piece } dans { $where ->
    [home] votre Zone d'origine
   *[card] la case où la carte l'envoie
}.
ccw-choice-pass = Passer
ccw-invite-prompt = { $color } vous laisse jouer des cartes pendant sa { $phase } (5.24) : jouez-en une, ou passez.
ccw-choice-give = Céder { $servant } à { $color }
ccw-choice-call-vote = Passer au vote
ccw-formation-prompt = Formez un gouvernement (8.21) : il vous faut les voix de joueurs contrôlant { $need } circonscriptions. Vous pouvez céder des Fonctionnaires à d'autres joueurs contre leurs voix (8.22) : cédés pour de bon si le gouvernement est formé.
ccw-calls-vote = { $color } appelle au vote sur son gouvernement (8.21).

## Le plateau et la main (views.py)
ccw-headline-over-emergency = Partie terminée après le Tour de jeu { $turn } sur { $turns } de l'Urgence nationale
ccw-headline-over = Partie terminée après le Tour de jeu { $turn }
ccw-headline-attempt = Urgence nationale tentée par { $color } : positions scellées
ccw-headline-emergency-stage = Urgence nationale · { $stage }
ccw-headline-emergency = Urgence nationale · Tour de jeu { $turn } sur { $turns } · { $side } · { $stage }
ccw-headline-setup = Mise en place : disposition des pièces
ccw-headline = Tour de jeu { $turn } · Tour du joueur { $player } · { $phase }
ccw-board-zone-stack = **Zone de crise** : { $stack }
ccw-board-vote-open = Un vote est ouvert : on attend { $colors }.
ccw-board-forming = { $color } tente de former un gouvernement (8.21).
ccw-or = { $before } ou { $after }
ccw-board-may-attempt = Urgence nationale (10.1) : { $colors } { $count ->
    [one] peut
   *[other] peuvent
} en tenter une à tout moment (tapez `national emergency`).
ccw-board-tracks = { $issues } { $issues ->
    [one] Enjeu
   *[other] Enjeux
} · { $seats } { $seats ->
    [one] circonscription
   *[other] circonscriptions
} · { $cards } { $cards ->
    [one] carte
   *[other] cartes
}
ccw-board-deck = { $draw } { $draw ->
    [one] carte
   *[other] cartes
} à piocher, { $discarded } { $discarded ->
    [one] défaussée
   *[other] défaussées
}
ccw-board-deck-roll = { $deck } · dernier jet : { $roll }
ccw-board-field-deck = Pioche
ccw-board-field-last-roll = Dernier jet
ccw-board-attempt = { $color } tente une Urgence nationale (10.1). Positions scellées : choix faits : { $chosen } ; en attente : { $waiting }.
ccw-nobody = personne
ccw-board-side-units = { $units } { $units ->
    [one] unité militaire
   *[other] unités militaires
} sur le plateau, { $lost } { $lost ->
    [one] perdue
   *[other] perdues
}
ccw-board-rebel-units = { $units } { $units ->
    [one] unité militaire
   *[other] unités militaires
} sur le plateau, { $lost } { $lost ->
    [one] perdue
   *[other] perdues
} · { $left } { $left ->
    [one] circonscription restante
   *[other] circonscriptions restantes
} (11.2)
ccw-board-side = { $side } : { $players }
ccw-board-neutrals = { $colors } { $count ->
    [one] est resté neutre
   *[other] sont restés neutres
} : hors jeu (10.14).
ccw-your-hand = Votre main ({ $count } { $count ->
    [one] carte
   *[other] cartes
}) :
ccw-hand-card = • { $card } : { $text }
ccw-hand-empty = • (vide)
ccw-your-issues = Vos Enjeux ({ $count }) :
ccw-your-issue = • { $issue } dans { $where }
ccw-your-issue-face-down = • { $issue } dans { $where } (face cachée pour les autres)
ccw-your-issues-none = • (aucun)
ccw-issues-to-place = Enjeux tirés, à placer : { $issues }
ccw-need = { $issue } { $held }/{ $need }
ccw-to-win = Pour gagner, il vous faut : { $needs }
ccw-your-ballot = Votre bulletin secret : { $ballot ->
    [for] pour
   *[against] contre
}.
ccw-preparing-contest = Contestation en préparation contre { $where }.
ccw-your-stance = Votre position secrète sur l'Urgence nationale : { $stance ->
    [join] vous joindre
    [oppose] vous opposer
   *[neutral] rester neutre
}.
ccw-your-side = Urgence nationale : votre camp est le { $side } (10.15).
ccw-you-neutral = Urgence nationale : vous êtes resté neutre et ne prenez plus part au jeu (10.14).
