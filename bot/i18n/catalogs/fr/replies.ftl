# Les réponses du bot à ses commandes et leurs refus (bot/lobby, bot/context.py, bot/away.py,
# bot/dice) : ce qu'une personne lit dans la langue de son Discord, ce que le fil lit dans celle
# de la partie. { $user } et { $owner } sont des mentions ; { $role } le nom d'une place.

## Où une commande s'emploie (bot/context.py)
where-not-in-dms = Cette commande s'emploie dans le fil d'une partie, sur un serveur, pas en message privé.
where-not-a-game-thread = Ce salon n'est pas le fil d'une partie. Employez-la dans le fil d'une partie (`/partie liste` les montre), ou commencez-en une avec `/partie nouvelle`.
where-new = Employez `/partie nouvelle` dans un salon textuel d'un serveur ; la partie y aura son fil.
where-continue = Employez `/partie reprendre` dans un salon textuel d'un serveur ; la partie y aura un nouveau fil.
where-no-such-game = Il n'y a pas de partie n° { $game } sur ce serveur ; `/partie liste` les montre.

## Les places du salon d'attente (bot/lobby/actions.py, /partie rejoindre, quitter, remplacer)
seat-game-gone = La partie n° { $game } n'existe plus.
seat-computer-plays = 🤖 L'ordinateur (niveau { $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}) joue { $role }.
seat-open-again = La place de { $role } est de nouveau libre.
seat-only-owner-computer = Seul le créateur de la partie n° { $game }, { $owner }, ou un membre ayant la permission Gérer le serveur peut confier une place à l'ordinateur.
seat-how-strong = À quel niveau l'ordinateur doit-il jouer { $role } ?
seat-level-easy = Facile : un choix permis au hasard
seat-level-normal = Normal : essaie chaque choix quelques coups à l'avance
seat-level-hard = Difficile : cherche jusqu'à deux secondes
seat-level-nobody = Personne : libérer la place
seat-level-placeholder = Choisissez un niveau
seat-level-without-computer = `niveau` est pour l'ordinateur : ajoutez `joueur:l'ordinateur`, ou retirez-le.
seat-left = { $user } a quitté le salon d'attente.
seat-name-one = Dites qui prend la place : `joueur:` un membre, ou `ordinateur:` un niveau (facile, normal ou difficile) ; l'un des deux, pas les deux.
seat-no-bot = Un bot ne peut pas tenir une place ; choisissez une personne.
seat-replaced = C'est fait : { $user } tient désormais { $role } et en reçoit la main en message privé.

## Le cours d'une partie (/partie reprendre, abandonner, annuler, passer, réglages, plateau, journal)
game-goes-on = ▶️ La partie n° { $game } ({ $title }) continue dans un nouveau fil.
game-abandoned = 🏳️ La partie n° { $game } a été abandonnée par { $user } ; personne ne gagne.
    Graine révélée : `{ $seed }` (son SHA-256 est l'engagement `{ $commitment }`).
game-undone = ↩️ Votre dernier choix est annulé.
game-skipped = ⏭️ { $user } a fait passer { $role } : son délai était échu.
game-settings = Rappels : { $reminders ->
    [0] aucun (rappel_heures 0)
   *[other] toutes les { $reminders } h
}. Délai : { $deadline ->
    [0] aucun
   *[other] { $deadline } h par tour
}.
game-settings-changed = ⚙️ { $user } a changé les réglages de la partie n° { $game }. { $settings }
game-settings-shown = Partie n° { $game } : { $settings } Le créateur les change avec `/partie réglages rappel_heures:` et `délai_heures:`.
game-thread-deleted = 🧵 Le fil de la partie n° { $game } a été supprimé. Le créateur peut continuer dans un nouveau fil avec `/partie reprendre partie:{ $game }`.
game-thread-locked = 🔒 Le fil de la partie n° { $game } est verrouillé : son plateau et ses rappels attendent qu'un modérateur le déverrouille.
game-log-not-started = La partie n'a pas commencé : son journal est vide.
game-log-empty = (le journal est vide)

## /partie exporter
export-too-big = L'export de la partie n° { $game } dépasse ce que Discord accepte d'un bot ({ $megabytes } Mo). Le propriétaire du serveur peut l'écrire avec `.venv/bin/python -m storage export { $game } --output game-{ $game }.json`.
export-seed = La graine y est : vérifiez chaque jet avec `.venv/bin/python -m rules.verify` sur le JSON.
export-no-seed = Tant que la partie dure, l'export ne contient ni la graine ni le détail de chaque choix ; exportez de nouveau à la fin pour vérifier chaque jet et chaque mélange.
export-replay = Le fichier HTML est la page de rejeu de la partie : ouvrez-le dans un navigateur pour la parcourir, plateau et journal, action par action.
export-replay-too-big = Sa page de rejeu dépasse ce que Discord accepte d'un bot : le propriétaire du serveur peut l'écrire avec `.venv/bin/python -m bot.replay --game { $game }`.
export-done = 📦 Partie n° { $game } : { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}. { $note }

## /partie liste (bot/lobby/game_list.py)
list-none = Aucune partie pour l'instant : commencez-en une avec `/partie nouvelle`.
list-header = **Parties { $whose ->
    [mine] à vous, sur tous les serveurs
   *[server] de ce serveur
}** : { $running } en cours, { $over } terminées
list-page = { $page } sur { $pages }
list-paged = { $header } · page { $page }
list-deleted = 🧵 Fil supprimé : le créateur continue dans un nouveau avec { $example }.
list-thread-deleted = 🧵 fil supprimé
list-thread-locked = 🔒 { $thread } est verrouillé
list-no-thread = (pas de fil)
list-status = { $status ->
    [lobby] en attente
    [ended] finie
   *[abandoned] abandonnée
}
list-waiting-for-you = ⏳ **à vous de jouer**
list-waiting-on = attend { $mentions }
list-previous = ◀ Précédente
list-next = Suivante ▶

## /absent (bot/away.py)
away-on = 💤 Vous êtes absent : aucun rappel dans aucune partie jusqu'à `/absent état:non`. Les fils de vos { $games ->
    [one] { $games } partie en cours
   *[other] { $games } parties en cours
} le disent. Les avis quand vient votre tour arrivent toujours.
away-off = 👋 Bon retour : les rappels reprennent dans vos { $games ->
    [one] { $games } partie en cours
   *[other] { $games } parties en cours
}.

## /lancer et /table (bot/dice)
dice-rolled = 🎲 { $user } a lancé { $result }
dice-rolled-in-game = 🎲 { $user } a lancé { $result } (dés de la partie n° { $game }, consigné)
dice-table = 📋 { $result }
dice-table-in-game = 📋 { $result } (partie n° { $game }, consigné)

## Durées (bot/durations.py) : les deux plus grandes unités, « 1 jour 4 heures »
span-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
span-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
span-less = moins d'une minute

## Au créateur d'une partie dont le fil a un problème (bot/threads.py)
owner-thread-locked = 🔒 Le fil de la partie n° { $game } ({ $title }), { $thread }, est verrouillé : je ne peux y publier ni son plateau, ni son journal, ni ses rappels. Ils attendent, rien n'est perdu : ils partent dès qu'un modérateur déverrouille le fil.
owner-thread-gone = 🧵 Le fil de la partie n° { $game } ({ $title }) a été supprimé : la partie n'a plus où publier son plateau et ses rappels. Rien n'est perdu : tapez `/partie reprendre partie:{ $game }` dans un salon du serveur pour continuer dans un nouveau fil, où je publie le plateau et la fin du journal.

## Le gestionnaire d'erreurs (bot/errors.py)
error-unreadable = Je n'ai pas pu lire { $value } comme { $kind ->
    [member] un membre
    [user] un utilisateur
    [channel] un salon
    [role] un rôle
    [integer] un nombre entier
    [number] un nombre
    [boolean] un booléen
   *[other] une valeur de type { $kind }
}.
error-sorry = Désolé, quelque chose s'est mal passé de mon côté. Réessayez ; si cela se reproduit, donnez au propriétaire du serveur cette référence : `{ $ref }`.
