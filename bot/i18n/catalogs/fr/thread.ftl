# Ce qu'on dit dans le fil d'une partie à côté du plateau (bot/notify/pings.py,
# announcements.py), dans la langue de la partie.

ping = { $mentions } à vous de jouer : { $names }. Appuyez sur le bouton ou tapez `/jouer`.
ping-deadline = Délai : { $when }.
ping-away = { $mentions } est absent (`/absent état:non` pour revenir).
ping-since = **Depuis votre dernier coup :**
ping-earlier = … { $count ->
    [one] { $count } ligne plus ancienne
   *[other] { $count } lignes plus anciennes
} (`/partie journal`)
take-turn = Jouer mon tour
reminder = ⏰ { $user }, la partie n° { $game } vous attend ({ $role }) depuis { $waited }. Appuyez sur le bouton ou tapez `/jouer`.
deadline-passed = ⌛ { $owner }, le délai de { $role } ({ $holder }) est échu { $when }. À vous de décider : { $can_pass ->
    [yes] `/partie passer rôle:{ $id }` le fait passer, comme les règles le permettent maintenant ;
   *[no] les règles ne lui permettent pas de passer maintenant ;
} `/partie remplacer rôle:{ $id }` confie la place à quelqu'un d'autre ; ou attendez simplement.
recap = 📜 La partie n° { $game } continue dans ce fil. La fin de son journal (tout entier avec `/partie journal`) :
game-over = 🏁 **Partie terminée.** Vainqueur : { $winners }. { $reason }
    Graine révélée : `{ $seed }` (son SHA-256 est l'engagement `{ $commitment }` publié à la création). Chacun peut maintenant vérifier chaque jet et chaque mélange ; voir le README, « Verify the dice ».
nobody = personne
the-computer = 🤖 l'ordinateur
replaced = 🔁 { $newcomer } joue maintenant { $role }, à la place de { $was }.
away = 💤 { $user } est absent : ses rappels sont suspendus jusqu'à son retour.
back = 👋 { $user } est de retour : ses rappels reprennent.
