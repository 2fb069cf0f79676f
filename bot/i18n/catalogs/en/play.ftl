# A player's prompt and what refuses it (bot/play/prompts.py), in the player's own language.

play-over = **{ $name }**: the game is over.
play-idle = **{ $name }**: nothing to do now. Waiting on { $waiting }.
play-nobody = nobody
play-also = (You must also act for { $names }: use `/play role:` to choose.)
play-stale = ⌛ That prompt is out of date: the game has moved on. Here is the current one.
play-typed-done = ✅ `{ $text }`: { $count ->
    [one] { $count } step
   *[other] { $count } steps
} done.
play-no-seat = You hold no seat in game #{ $game }; spectators can follow the pinned board and use `/game status`.
play-not-yours = You do not hold { $role } in this game; you hold { $held }.
play-no-hand = You hold no seat in game #{ $game }, so you have no hand to see.
play-not-your-button = That button belongs to another player's seat; only they can use it.
play-cannot-act = You hold no seat in game #{ $game }, so you cannot act in it.
play-not-held = You do not hold { $role } in this game.
