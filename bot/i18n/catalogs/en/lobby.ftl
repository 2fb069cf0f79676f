# The lobby message in a game's thread (bot/lobby/actions.py), in the game's language.

# A language's name in that language: the same in every catalog of that language's own.
language-name = English

lobby-heading = **{ $title }** · scenario `{ $scenario }` · game #{ $game }
lobby-owner = Owner: { $owner }
lobby-language = Language: { $language }
lobby-options = Options: { $options }
lobby-abandoned = The game was abandoned.
lobby-started = The game has started.
lobby-how = Press a button or use `/game join` to take a seat; the owner may give any seat that is not taken to the computer (🤖), and runs `/game start` when every seat is taken.
lobby-join = Join as { $role }

# Who holds a seat, on the lobby and the board.
holder-computer = 🤖 computer, { $level }
holder-open = *open*

# Said in the channel and the thread as the game is made, a seat taken, the game begun.
lobby-new = 🎲 New **{ $title }** game #{ $game } by { $owner }. Seed commitment (SHA-256): `{ $commitment }`
lobby-seat-taken = { $user } takes the seat of { $role }.
lobby-begins = The game begins! The board is pinned in this thread.
