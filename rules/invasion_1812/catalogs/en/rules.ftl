# 1812: The Invasion of Canada: what the procedure says (title.py, turns.py, movement.py,
# battle.py, specials.py, views.py, shortcuts.py), in the rulebook's words: prompts, choices,
# log lines, the board, a hand and refusals. Ids begin with i1812-. { $faction } is a faction's
# name (names.ftl) and { $role } its id, by which other languages make a sentence agree with
# it; { $side } a side's; { $area } an area's name, { $at } and { $of } the same name after "at"
# and "of" (names.ftl); { $units } units counted by colour ("2 blue, 1 white").

## The title
i1812-name = 1812: The Invasion of Canada
i1812-reconstructed = The rulebook prints neither the map, nor the 60 cards, nor the battle dice, nor the starting units: they are reconstructed from the geography of the war and public descriptions of the game, and each entry says so (rules/invasion_1812/data).
i1812-seat-refused = You hold { $held }, on the other side; one person may hold several factions of one side only, so not { $faction }.

## Set-up
i1812-setup = { $scenario }: the armies take their positions; each faction draws 3 cards from a deck of { $cards }.
i1812-setup-extra = Each faction places its extra units in its side's homeland areas: { $placing }.
i1812-faction-count = { $faction } { $count }
i1812-setup-prompt = Set-up: place { $left } more unit(s) in your side's homeland areas.
i1812-choice-place = Place 1 at { $at }
i1812-placed-extra = { $role ->
   *[other] The { $faction } have placed their extra units.
}

## Rounds and Turns
i1812-round-begins = — Round { $round } of { $rounds } —
i1812-turn-drawn = { $role ->
   *[other] Turn { $turn }: the { $faction } marker is drawn from the bag.
}
i1812-turn-first = { $role ->
   *[other] Turn { $turn }: the { $faction } marker takes the first turn.
}

## 1. Place Enlistments
i1812-enlist-prompt = Place enlistments: { $where }.
i1812-enlist-at = { $count } at { $at }
i1812-ban-prompt = Place enlistments: play Publication Ban first (Rome instead of Albany)?
i1812-choice-enlist = Enlist as usual
i1812-choice-play-then-enlist = Play { $card }, then enlist
i1812-enlist = { $role ->
   *[other] { $faction } enlist: { $placed }.
}
i1812-enlist-in = { $count } in { $at }
i1812-enlist-none = none in { $at } (enemy units there)
i1812-fled-stay = Their { $count ->
    [one] { $count } fled unit stays
   *[other] { $count } fled units stay
} on the Fled Units space: enemy units occupy the Muster Areas.
i1812-fled-prompt = Return { $count } fled unit(s) to your Muster Areas.
i1812-choice-fled = { $count } fled to { $at }
i1812-fled-return = { $role ->
   *[other] { $count ->
        [one] { $count } fled { $faction } unit returns
       *[other] { $count } fled { $faction } units return
    } to { $at }.
}
i1812-extra-prompt = Place your extra Native American unit in an area other than { $area } that holds green units.
i1812-choice-extra = Extra green unit to { $at }
i1812-choice-no-extra = No extra unit
i1812-extra-joins = 1 extra green unit joins at { $at }.
i1812-extra-no-area = There is no area { $area } on the map
i1812-extra-muster-area = { $area } is the Native American Muster Area: the additional green unit goes to any other area already containing a Native American unit
i1812-extra-no-natives = { $area } holds no Native American unit: the additional green unit goes to an area already containing one
i1812-extra-refused = { $why }. It may go to: { $allowed }.
i1812-extra-nowhere = no area now

## 2. Play a Movement Card and Up to Two Special Cards
i1812-cards-prompt = Play a Movement card (and up to two Special cards).
i1812-choice-play = Play { $card }
i1812-choice-play-special = Play { $card } (Special)
i1812-choice-skip-movement = No Movement card: skip movement
i1812-no-movement-card = { $role ->
   *[other] The { $faction } have no Movement card: no movement this turn.
}
i1812-plays-card = { $role ->
   *[other] The { $faction } play { $card }.
}
i1812-plays-truce = { $role ->
   *[other] 🕊️ The { $faction } play their Truce card, { $card }.
}

## Armies and Water Movement
i1812-move-prompt = Move armies: { $left } army move(s) left.
i1812-move-prompt-card = Move armies: { $left } army move(s) left with { $card }.
i1812-choice-end-movement = End movement
i1812-choice-army-from = Army from { $of }
i1812-choice-embark-from = Embark from { $of }
i1812-choice-harrison-from = Harrison from { $of }
i1812-army-prompt = Army from { $of } ({ $units }), now in { $at }, { $left } area(s) left.
i1812-choice-add = +1 { $colour }
i1812-choice-remove = −1 { $colour }
i1812-choice-to = → { $area }
i1812-choice-drop = Leave 1 { $colour } here
i1812-choice-halt = Stop this army here
i1812-choice-cancel = Don't move this army
i1812-army-empty = This army holds no units: add some first.
i1812-moves = { $role ->
   *[other] { $faction } move { $units }: { $route }.
}
i1812-moves-by-water = { $role ->
   *[other] { $faction } move { $units } by water: { $route }.
}
i1812-moves-with-harrison = { $role ->
   *[other] { $faction } move { $units } with William Harrison: { $route }.
}
i1812-no-units = no units

## 3. Battles
i1812-battles-prompt = Choose the next battle to resolve.
i1812-choice-battle = Resolve the Battle of { $of }
i1812-battle-begins = ⚔️ Battle of { $of }: { $sides }. The { $side } have the initiative.
i1812-side-units = { $side } { $units }
i1812-against = { $first } against { $second }
i1812-face-hit = Hit
i1812-face-flee = Flee
i1812-face-command = Command
i1812-dice = { $colour } [{ $faces }]
i1812-dice-then = { $first }; { $rest }
i1812-roll = 🎲 { $side } roll at { $at }: { $dice }.
i1812-units-flee = { $units } { $count ->
    [one] flees
   *[other] flee
} to the Fled Units space.
i1812-hits-removed = 💥 { $count ->
    [one] { $count } Hit
   *[other] { $count } Hits
}: { $removed } removed.
i1812-hits-on = 💥 { $count ->
    [one] { $count } Hit
   *[other] { $count } Hits
} on the { $side }.
i1812-hits-prompt = Battle of { $of }: { $count } Hit(s) on your side; choose which unit to remove.
i1812-choice-lose = Remove 1 { $colour } ({ $faction })
i1812-removes = { $role ->
   *[other] { $faction } remove { $units }.
}
i1812-command-prompt = Battle of { $of }: a Command Decision for one { $unit }.
i1812-choice-withdraw = Withdraw 1 { $colour } to { $at }
i1812-choice-hold = Stay in the battle
i1812-command-withdraws = Command Decision: { $units } withdraws to { $at }.
i1812-command-stays = Command Decision: { $units } stays in the battle.
i1812-battle-over = The Battle of { $of } is over: { $held }.
i1812-battle-held = the { $side } hold it
i1812-battle-empty = nobody is left

## Special Cards
i1812-plays-special = { $role ->
   *[other] 🃏 The { $faction } play { $card }: { $text }
}
i1812-special-idle = { $card } finds nothing to do.
i1812-pending-prompt = { $card }: choose where it acts.
i1812-choice-special-done = { $card }: done
i1812-choice-place-unit = { $card }: { $colour } to { $at }
i1812-choice-assign = { $card }: Battle of { $of }
i1812-assigned = { $card } will act in the Battle of { $of }.
i1812-units-land = { $units } { $count ->
    [one] lands
   *[other] land
} at { $at }.
i1812-mackinac-lands = Mackinac Reinforcements: { $units } { $count ->
    [one] lands
   *[other] land
} at { $at }.
i1812-choice-train = Train { $count } yellow in { $at }
i1812-trained = Training: { $units } { $count ->
    [one] becomes
   *[other] become
} red at { $at }.
i1812-brant-joins = John Brant: 1 green unit joins at { $at }.
i1812-hometown-from-pool = Hometown Support: 1 white unit from the pool at { $at }.
i1812-hometown-from-fled = Hometown Support: 1 white unit from the Fled Units space at { $at }.
i1812-choice-ambush = Ambush at { $at }
i1812-ambush-at = 🌲 Ambush at { $at }!
i1812-ambush-over = The Ambush at { $at } is over.
i1812-turncoat = Turncoat: a Canadian Militia unit deserts.
i1812-turncoat-replaced = Turncoat: a Canadian Militia unit deserts and an American Militia unit takes its place.
i1812-billy-green = Billy Green: the British roll once before the battle, Hits only.

## 4. Draw Cards, Objectives, End of the Game
i1812-only-specials = { $role ->
   *[other] The { $faction } hold only Special cards: they go back into their deck, which is reshuffled, and 3 new cards are drawn.
}
i1812-takes-objective = ⭐ The { $side } take { $of }: { $count ->
    [one] { $count } Control Marker
   *[other] { $count } Control Markers
}.
i1812-reverts = ⭐ { $area } reverts to the { $side }.
i1812-end-truces = every { $sides ->
    [british] British
    [american] American
   *[both] British and American
} Truce card has been played
i1812-end-track = the round track ends after round { $rounds }
i1812-result-tie = a tie, { $each } each
i1812-result-win = the { $side } win by { $margin } ({ $most } to { $least })
i1812-game-ends = The game ends after round { $round }: { $why }. Control Markers: { $result }.
i1812-game-over = 🏁 { $reason }

## The board and a faction's hand (views.py)
i1812-phase = { $phase ->
    [setup] set-up
    [enlist] enlistments
    [cards] playing cards
    [move] movement
    [battles] battles
    [battle] battle
   *[over] game over
}
i1812-headline = Round { $round } of { $rounds } · { $phase }
i1812-headline-turn = Round { $round } of { $rounds } · { $faction } · { $phase }
i1812-board-area = **{ $area }**: { $units }
i1812-board-area-held = **{ $area }**: { $units } ⭐{ $side }
i1812-field-markers = Control Markers
i1812-markers = British { $british } · American { $american }
i1812-field-truces = Truce cards played
i1812-truces = British { $british }/{ $british_of } · American { $american }/{ $american_of }
i1812-field-turn-order = Turn order this round
i1812-no-turn-yet = —
i1812-field-fled = Fled units
i1812-none = none
i1812-field-pools = Unit pools
i1812-field-hands = Cards in hand
i1812-per-colour = { $colour } { $count }
i1812-field-battle = Battle
i1812-hand = **{ $faction }** ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}, { $deck } in the deck):
i1812-hand-card = - { $card }: { $text }
i1812-ally-hand = Your ally's hand, shared:

## Names a player types (geography.py): refused with the closest ones
i1812-no-area-called = No area called { $text } on the map. { $hint } (Map Setup)
i1812-did-you-mean = Did you mean { $names }?
i1812-area-hint = Name an area as printed on the map, e.g. York or Fort Niagara.
i1812-water-not-area = { $water } is a body of water, not a land area; armies cross it between the areas on its shore: { $shore }. (Water Movement)

## Typed commands (shortcuts.py): their words and colours are English in every language (areas
## and cards may be named in any language)
i1812-typed-empty = Type at least one command, e.g. `move Fort Niagara -> Fort George`.
i1812-typed-in = In `{ $command }`: { $error }
i1812-typed-not-now = In `{ $command }`: { $choice } is not possible now. You may: { $options }.
i1812-typed-nothing = nothing
i1812-typed-fled = In `{ $command }`: write `fled <number> <area>`, e.g. `fled 3 York`.
i1812-typed-unknown = In `{ $command }`: I don't know `{ $word }`. Commands: move, sail, harrison, play, battle, lose, withdraw, hold, place, fled, extra, enlist, skip, end.
i1812-typed-route = In `{ $command }`: write the route as `<from> -> <to>`, e.g. `move Fort Niagara -> Fort George: 2 blue 2 white`.
i1812-typed-army = In `{ $command }`: write the army as counts and colours, e.g. `2 blue 2 white` (colours: { $colours }).
i1812-typed-colour = In `{ $command }`: `{ $text }` is not a colour. Colours: { $colours }.
i1812-typed-no-card = In `{ $command }`: you have no card called `{ $text }`; see `/hand`.
i1812-typed-army-from = an army from { $of }
i1812-typed-taking-out = taking 1 { $colour } out of the army
i1812-typed-adding = adding 1 { $colour } to the army
i1812-typed-step-to = the step to { $area }
i1812-typed-halt = stopping the army there
