# What every title's rules say alike (rules/core/protocol.py, typed.py): refusals of a choice.

core-game-over = The game is over; no more choices are taken.
core-not-your-turn = It is not your turn to act: waiting on { $waiting }.
core-illegal = { $choice } is not a legal choice now. You may: { $verbs } (use /play to see the full list).
core-nothing-to-do = There is nothing to do.
core-no-typed = { $title } has no typed commands: use the buttons of `/play`.

## A roll anyone asks for (rules/core/dice.py, requests.py): "2d6+1: [3, 3] +1 = 7 (doubles)"
core-dice = { $expression }: { $dice } = { $total }
core-dice-doubles = { $expression }: { $dice } = { $total } (doubles)
core-dice-keep = { $rolls } keep { $kept }
core-rolled = 🎲 { $who } rolled { $roll }
core-and = and
core-spectator = a spectator
