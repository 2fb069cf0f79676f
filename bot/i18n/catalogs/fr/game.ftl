# Le plateau d'une partie et la main d'une place (bot/embeds.py) : le plateau dans la langue de
# la partie, la main dans celle de son joueur.

board-game-over = Partie terminée
board-winner = Vainqueur : { $winners }. { $reason }
board-nobody = personne
board-waiting = En attente de
board-footer = Partie n° { $game } · engagement de la graine { $commitment }…
hand-title = Votre main · { $role } · { $title }, partie n° { $game }
hand-nothing = Rien de caché.
hand-must-act = À vous d'agir
