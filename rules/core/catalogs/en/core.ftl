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

## A name typed for a place of a map (rules/core/maps.py): { $noun } is what the title calls one
core-map-place = place
core-map-hint = Name a place as printed on the map.
core-map-no-place = There is no { $noun } { $place } on the map.
core-map-no-group = There is no group { $group } on the map.
core-map-no-name = No { $noun } called { $text } on the map. { $hint }
core-map-did-you-mean = Did you mean { $names }?
core-map-group = { $group } is a group of { $noun }s, not one { $noun }: { $names }.
