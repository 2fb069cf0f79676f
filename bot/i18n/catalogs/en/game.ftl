# A game's board and a seat's hand (bot/embeds.py): the board in the game's language, the hand
# in its player's.

board-game-over = Game over
board-winner = Winner: { $winners }. { $reason }
board-nobody = nobody
board-waiting = Waiting on
board-footer = Game #{ $game } · seed commitment { $commitment }…
hand-title = Your hand · { $role } · { $title } game #{ $game }
hand-nothing = Nothing hidden.
hand-must-act = You must act
