# Les refus du stockage (storage/errors.py), dits comme les messages des règles, dans la langue
# de qui a demandé. { $owner }, { $holder }, { $user } sont des personnes, { $deadline } un
# moment et { $settings }, { $leave }, { $join }, { $replace } des commandes, chacun écrit par le
# bot comme Discord les montre ; { $role } et { $roles } sont les noms des places du jeu.

store-role-named = { $name } ({ $id })
store-none = aucune

store-unknown-game = Il n'y a pas de partie { $game }.
store-stale = La partie a avancé depuis que ce choix a été affiché (elle en est à la version { $version }). Tapez /jouer pour le choix actuel.
store-unknown-title = Il n'y a pas de jeu { $title }. Jeux : { $titles }.
store-seed-secret = La graine de la partie { $game } reste secrète jusqu'à la fin de la partie ; son engagement SHA-256 est { $commitment }.
store-only-owner = Seul le créateur de la partie { $game }, { $owner }, ou un membre ayant la permission Gérer le serveur peut { $action ->
    [skip] y faire passer un joueur
    [replace] y remplacer un joueur
    [computer] y placer l'ordinateur
    [settings] en changer les réglages
    [move] la déplacer
    [start] la lancer
   *[abandon] l'abandonner
}.
store-not-seated-in-scenario = { $scenario } n'a pas de place { $role }. Places : { $roles }.
store-no-such-role = { $title } n'a pas de place { $role }. Places : { $roles }.
store-abandoned = La partie { $game } a été abandonnée.
store-seats-settled = La partie { $game } a déjà commencé ; ses places sont fixées.
store-not-started = La partie { $game } n'a pas encore commencé.
store-over = La partie { $game } est terminée ; plus aucun choix n'est accepté.
store-no-seat-to-undo = Vous n'avez pas de place dans la partie { $game } : vous n'avez rien à annuler.
store-say-which = Dites quelle place faire passer : la partie attend { $roles }.
store-not-waiting = La partie { $game } n'attend pas { $role }.
store-no-deadline = La partie { $game } n'a pas de délai : personne ne peut passer son tour de force. Le créateur peut en fixer un avec { $settings }.
store-deadline-ahead = Le délai de { $role } n'est pas encore passé : il échoit { $deadline }.
store-no-pass = Les règles ne permettent pas à { $role } de passer maintenant ({ $prompt }). Attendez, ou confiez la place à quelqu'un d'autre avec { $replace }.
store-not-yours = Vous ne tenez pas { $role } dans cette partie.
store-already-yours = Vous tenez déjà { $role } dans la partie { $game }.
store-computer-plays = { $role } est joué par l'ordinateur. Le créateur, { $owner }, peut rouvrir la place avec { $leave } role:{ $id }.
store-taken = { $role } est déjà pris par { $holder }. Places libres : { $free }.
store-no-role = Vous ne tenez aucune place dans la partie { $game }.
store-seats-empty = La partie { $game } ne peut pas commencer tant que des places sont vides : { $roles }.
store-already-over = La partie { $game } est déjà terminée ({ $status ->
    [ended] finie
   *[abandoned] abandonnée
}).
store-over-seats-stay = La partie { $game } est terminée ({ $status ->
    [ended] finie
   *[abandoned] abandonnée
}) ; ses places restent telles quelles.
store-nobody-holds = Personne ne tient encore { $role } : dans le salon d'attente, { $user } peut la prendre avec { $join }.
store-already-holds = { $user } tient déjà { $role }.
store-cannot-hold = { $user } ne peut pas prendre aussi { $role } : cette personne tient { $held }, que les règles de { $title } tiennent à part.
store-computer-not-playing = L'ordinateur ne joue pas { $role }.
store-begun-stays-held = La partie { $game } a commencé : { $role } doit rester tenu ; confiez la place à un joueur avec { $replace }.
store-not-a-level = { $level } n'est pas un niveau : choisissez parmi { $levels }.
store-computer-already = L'ordinateur joue déjà { $role } au niveau { $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}.
store-held-by = { $role } est tenu par { $holder } : cette personne doit d'abord le quitter avec { $leave }.
store-over-settings-stay = La partie { $game } est terminée ({ $status ->
    [ended] finie
   *[abandoned] abandonnée
}) ; ses réglages restent tels quels.
store-bad-settings = Ces réglages ne sont pas permis : { $problems }.
store-over-stays = La partie { $game } est terminée ({ $status ->
    [ended] finie
   *[abandoned] abandonnée
}) ; elle reste où elle est.
store-has-thread = La partie { $game } a toujours son fil : elle continue là. Seule une partie dont le fil a été supprimé passe dans un nouveau.
