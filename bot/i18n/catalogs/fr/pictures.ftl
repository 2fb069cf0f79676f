# Les mots qu'une image de plateau dessine d'elle-même (bot/images/spanish_civil_war.py), dans
# la langue de la partie ; les noms et les phrases des règles y arrivent déjà traduits.

scw-pic-title = GUERRE CIVILE ESPAGNOLE
scw-pic-turn = Tour { $turn }
scw-pic-game-over = Partie terminée
scw-pic-game-over-line = Partie terminée.
scw-pic-phase = { $phase ->
    [recruit] Recrutement
    [event] Événements
    [attack] Attaque
   *[logistics] Logistique
}
scw-pic-active-player = Joueur actif : { $side }
scw-pic-active = ACTIF
scw-pic-to-act = À JOUER
scw-pic-waiting = En attente de : { $names }
scw-pic-nobody = personne
scw-pic-territory = Territoire
scw-pic-morale = Moral
scw-pic-hand = Main
scw-pic-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
scw-pic-draw-pile = Pioche
scw-pic-discard-pile = Défausse
scw-pic-last-attack = DERNIÈRE ATTAQUE
scw-pic-no-attack = Pas encore d'attaque.
scw-pic-attacked = les { $attacker } ont attaqué les { $defender }
scw-pic-tie = Totaux égaux : personne ne gagne l'attaque.
scw-pic-won = Les { $side } gagnent l'attaque
scw-pic-won-territory = Les { $side } gagnent l'attaque et prennent un jeton de Territoire aux { $defender }
scw-pic-attacker = (attaquant)
scw-pic-defender = (défenseur)
scw-pic-no-cards = Aucune carte jouée
scw-pic-more-cards = + { $count } autres cartes
scw-pic-bonus = bonus { $type }
scw-pic-more-bonuses = + { $count } autres bonus
scw-pic-total = Total
