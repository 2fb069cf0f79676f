# What every title's rules say alike (rules/core/protocol.py, typed.py): refusals of a choice.

core-game-over = The game is over; no more choices are taken.
core-not-your-turn = It is not your turn to act: waiting on { $waiting }.
core-illegal = { $choice } is not a legal choice now. You may: { $verbs } (use /play to see the full list).
core-nothing-to-do = There is nothing to do.
core-no-typed = { $title } has no typed commands: use the buttons of `/play`.
