# L'invite d'un joueur et ce qui la refuse (bot/play/prompts.py), dans la langue du joueur.

play-over = **{ $name }** : la partie est terminée.
play-idle = **{ $name }** : rien à faire pour l'instant. On attend : { $waiting }.
play-nobody = personne
play-also = (Vous devez aussi jouer pour { $names } : choisissez avec `/jouer rôle:`.)
play-stale = ⌛ Cette invite n'est plus à jour : la partie a avancé. Voici l'invite actuelle.
play-typed-done = ✅ `{ $text }` : { $count ->
    [one] { $count } étape faite
   *[other] { $count } étapes faites
}.
play-no-seat = Vous n'avez pas de place dans la partie n° { $game } ; les spectateurs peuvent suivre le plateau épinglé et taper `/partie plateau`.
play-not-yours = Vous ne tenez pas { $role } dans cette partie ; vous tenez { $held }.
play-no-hand = Vous n'avez pas de place dans la partie n° { $game }, donc pas de main à voir.
play-not-your-button = Ce bouton appartient à la place d'un autre joueur ; lui seul peut s'en servir.
play-cannot-act = Vous n'avez pas de place dans la partie n° { $game }, vous ne pouvez donc pas y jouer.
play-not-held = Vous ne tenez pas { $role } dans cette partie.
