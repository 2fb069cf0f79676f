# Le message d'accueil du fil d'une partie (bot/lobby/actions.py), dans la langue de la partie.

language-name = Français

lobby-heading = **{ $title }** · scénario `{ $scenario }` · partie n° { $game }
lobby-owner = Créateur : { $owner }
lobby-language = Langue : { $language }
lobby-options = Options : { $options }
lobby-abandoned = La partie a été abandonnée.
lobby-started = La partie a commencé.
lobby-how = Appuyez sur un bouton ou tapez `/partie rejoindre` pour prendre une place ; le créateur peut confier à l'ordinateur (🤖) toute place libre, et lance `/partie commencer` quand toutes sont prises.
lobby-join = Jouer { $role }

holder-computer = 🤖 ordinateur, { $level ->
    [easy] facile
    [normal] normal
   *[hard] difficile
}
holder-open = *libre*

# Dit dans le salon et le fil quand la partie est créée, une place prise, la partie commencée.
lobby-new = 🎲 Nouvelle partie de **{ $title }**, n° { $game }, créée par { $owner }. Engagement de la graine (SHA-256) : `{ $commitment }`
lobby-seat-taken = { $user } prend la place : { $role }.
lobby-begins = La partie commence ! Le plateau est épinglé dans ce fil.
