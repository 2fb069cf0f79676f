# Crisis 2020: what the procedure says (title.py, turns.py, ops.py, conflict.py, events.py,
# movement.py, views.py, shortcuts.py), in the rulebook's words: prompts, choices, log lines, the
# board and a side's hand. Ids begin with c2020-; { $side } is a side's name (c2020-side-...),
# { $region } a Region's, { $unit } a unit's (names.ftl), { $card } a card's (cards.ftl).

## Names put together
c2020-region-label = { $region } ({ $type }, { $value })
c2020-unit-described = { $unit } ({ $type })
c2020-none = none
c2020-empty = empty
c2020-no-unit-yet = no unit yet
c2020-no-card = no card

## Setup ("11.0")
c2020-setup = { $scenario }: { $turns } Game { $turns ->
    [one] Turn
   *[other] Turns
}. The { $side } sets up first.
c2020-place-prompt = Setup: place { $unit } ({ $left } left to place).
c2020-choice-in = In { $region }
c2020-sets-up = { $side } sets up { $unit } in { $region }.
c2020-nowhere-to-set-up = { $unit } has nowhere to set up and stays in the pool.
c2020-hands-drawn = Both sides draw their hands ({ $rebel } for the Rebel, { $government } for the Government). Game Turn 1 begins.

## The sequence of play ("3.0")
c2020-nothing-to-choose = Nothing to choose in the { $phase ->
    [setup] setup
    [draw] draw
    [data] data
    [move] move
    [armed] armed
    [recovery] recovery
   *[over] over
} phase.
c2020-player-turn = — Turn { $turn }, { $side } Player Turn. Draw Crisis Cards: Regions worth { $total } give { $count } { $count ->
    [one] card
   *[other] cards
}.
c2020-phase-begins = { $side }: { $phase }.
c2020-phase-prompt = { $phase }: attack where your units are, play an event, or end.
c2020-choice-attack = { $kind ->
    [data] Data
   *[armed] Armed
} attack in { $region }
c2020-choice-play = Play { $card }
c2020-choice-end = End { $phase }

## Movement ("7.0")
c2020-choice-move = Move { $unit } from { $region }
c2020-choice-leave = Leave { $unit }
c2020-choice-to = To { $region }
c2020-move-prompt-picked = Movement: picked { $units }; choose where they go, or pick more.
c2020-move-prompt = Movement: pick the units that move together, then where they go; or end.
c2020-moves = { $side } moves { $units }: { $origin } → { $to }.

## Building an attack ("5.6", "8.13", "8.14")
c2020-choice-add = Add { $unit }
c2020-choice-take-out = Take out { $unit }
c2020-choice-take-back = Take back { $card }
c2020-choice-roll = Roll
c2020-choice-decline = Decline
c2020-choice-cancel = Cancel the attack
c2020-draft-prompt = { $kind ->
    [data] Data attack
    [armed] Armed attack
   *[counter] Counterattack
} in { $region }: { $units }; { $cards }. Strength { $total }, column { $column } of the { $table }. Add units and cards, then Roll.
c2020-draft-prompt-armed = { $kind ->
    [data] Data attack
    [armed] Armed attack
   *[counter] Counterattack
} in { $region }, { $mode }: { $units }; { $cards }. Strength { $total }, column { $column } of the { $table }. Add units and cards, then Roll.

## The roll ("5.63") and its results ("6.2", "8.15")
c2020-term-unit = { $unit } ({ $rating })
c2020-term-card = { $card } ({ $value })
c2020-term-in-effect = { $card } (in effect)
c2020-dice-doubles = { $dice } (doubles)
c2020-dice-seven = { $dice } (a 7)
c2020-rolled = ⚔️ { $side } { $kind ->
    [data] Data attack
    [armed] Armed attack
   *[counter] counterattack
} in { $region }: { $terms } = { $total } → column { $column }; { $dice } → { $result }.
c2020-rolled-armed = ⚔️ { $side } { $kind ->
    [data] Data attack
    [armed] Armed attack
   *[counter] counterattack
} in { $region }, { $mode }: { $terms } = { $total } → column { $column }; { $dice } → { $result }.
c2020-option-draw = Draw a Crisis Card
c2020-option-neutralize = Neutralize { $unit }
c2020-option-recruit = Recruit { $unit }
c2020-option-flip = Make defect { $unit }
c2020-option-terminate = Eliminate { $unit }
c2020-result-prompt = { $result } in { $region }: choose what it does.
c2020-no-insurgent-for = No Insurgent is left in the Recruitment Pool for the { $side }.
c2020-receives = { $side } receives { $unit } in { $region }.
c2020-doubles-tied = Doubles: the sides are tied for fewest units there, so nobody draws.
c2020-doubles-fewest = Doubles: the { $side }, with the fewest units there, draws a card.
c2020-doubles-no-infrastructure = Doubles: the { $side } has no Infrastructure there and draws a card.
c2020-draws-instead = { $side } draws a Crisis Card instead.
c2020-recruits = { $side } recruits { $unit } in { $region }.
c2020-vetoes = { $card } cancels { $cancelled }; it still counts as played.
c2020-termination-no-effect = Termination has no effect: no unit it may eliminate took part.
c2020-collateral-damage = Collateral Damage
c2020-counter-prompt = Counterattack in { $region }: you may counterattack there, or decline.
c2020-choice-counterattack = Counterattack
c2020-no-counterattack = { $side } does not counterattack.
c2020-retreat-prompt = Doubles: you may retreat one unit to your Neutralized Box.
c2020-choice-retreat = Retreat { $unit }
c2020-choice-no-retreat = No retreat
c2020-retreats = { $unit } of the { $side } retreats to the Neutralized Box.
c2020-ltl-doubles = Doubles on the Less Than Lethal table: both sides draw a card.

## Units leaving and changing sides ("4.0", "5.64", "6.2")
c2020-neutralized = { $unit } of the { $side } is neutralized.
c2020-eliminated = { $unit } of the { $side } is eliminated.
c2020-defects = { $unit } defects to the { $side }.

## Crisis Cards ("4.0")
c2020-draw-pile-ran-out = The draw pile ran out: the discards are reshuffled into a new one.
c2020-why-draws = { $why }: { $side } draws { $count } Crisis { $count ->
    [one] Card
   *[other] Cards
}.
c2020-deck-empty = The Crisis Deck is empty: the { $side } draws nothing more.
c2020-draws-at-setup = { $side } draws { $card } at setup: discarded and replaced.
c2020-draws-purple = { $side } draws { $card }, which must be played at once.
c2020-draws-other-sides = { $side } draws { $card }, the other side's card: discarded.
c2020-discards-random = { $why }: { $side } discards { $count } at random: { $cards }.
c2020-momentum = Momentum: { $side } is { $short } short, so the { $other } draws { $short }.
c2020-seven-extremists = A 7: the top Crisis Card is Extremists, which is carried out at once.
c2020-seven-discards = A 7: the top Crisis Card, { $card }, is discarded without effect.
c2020-election-tie = { $card }: a tie; each side draws 1.
c2020-election-behind = { $card }: the { $side }, behind on Values, draws 2.
c2020-extremists = { $card }: each side places an Insurgent, then the discards are reshuffled.
c2020-insurgent-prompt = { $card }: place an Insurgent from the Recruitment Pool in a U.S. Region.
c2020-insurgent-joins = { $card }: an Insurgent joins the { $side } in { $region }.
c2020-no-insurgent-left = { $card }: no Insurgent is left in the Recruitment Pool.

## Events played ("4.9", "12.1")
c2020-plays = 🃏 { $side } plays { $card }: { $text }
c2020-event-region-prompt = { $card }: choose a Region ({ $left } to go).
c2020-event-unit-prompt = { $card } in { $region }: choose the unit.
c2020-event-joins = { $card }: { $unit } joins the { $side } in { $region }.
c2020-event-flown = { $card }: { $unit } is flown to { $region }.
c2020-event-returns = { $card }: { $unit } returns to { $region }.
c2020-placed-in = { $unit } in { $region }
c2020-activates = { $card }: { $power } comes into play for the { $side }.
c2020-activates-placing = { $card }: { $power } comes into play for the { $side }; { $placed }.

## Neutralization Recovery ("9.0")
c2020-recover-prompt = Neutralization Recovery: where does { $unit } return?
c2020-recovers = { $unit } returns to play in { $region }.
c2020-stay-in-box = { $count } neutralized unit(s) of the { $side } stay in the box.

## Victory ("10.0")
c2020-tally = Rebel { $rebel }, Government { $government }
c2020-victory = { $victory } for the { $side } by { $gap } ({ $tally }).
c2020-anarchy = Anarchy: a difference of { $gap } ({ $tally }); both sides lose.
c2020-game-ends = 🏁 End of turn { $turn }: { $reason }

## The board and a side's hand (views.py)
c2020-headline-over = Game over after turn { $turn }
c2020-headline-setup = Setup: placing the starting units
c2020-headline = Turn { $turn } of { $turns } · { $side } Player Turn · { $phase }
c2020-each-side = { $first }; { $second }
c2020-board-units = { $side }: { $units }
c2020-board-region = **{ $region }** ({ $type }, { $value }) — { $units }
c2020-board-region-held = **{ $region }** ({ $type }, { $value }, held by the { $side }) — { $units }
c2020-board-in-effect = { $side } cards in effect: { $cards }
c2020-board-armed = Armed Conflict in { $region }: { $cards }
c2020-field-side = Regions worth { $value } · { $hand } { $hand ->
    [one] card
   *[other] cards
} in hand · neutralized: { $neutralized }
c2020-field-pool = Recruitment Pool
c2020-field-crisis-deck = Crisis Deck
c2020-field-deck = { $draw } { $draw ->
    [one] card
   *[other] cards
} to draw, { $discarded } discarded
c2020-field-deck-rolled = { $draw } { $draw ->
    [one] card
   *[other] cards
} to draw, { $discarded } discarded · last roll { $roll }
c2020-your-hand = Your hand ({ $count } { $count ->
    [one] card
   *[other] cards
}):
c2020-hand-card = • { $card }: { $text }
c2020-hand-empty = • (empty)
c2020-building = Building: { $kind ->
    [data] data
   *[armed] armed
} attack in { $region } with { $units }; cards { $cards }; strength { $total }.

## Typed commands (shortcuts.py): their words are English in every language
c2020-typed-empty = Type a command, e.g. "armed Midwest: BATF + Community Policing".
c2020-typed-not-possible = In `{ $command }`: { $choice } is not possible now.
c2020-typed-unknown = I do not understand `{ $command }`. Commands: data <Region>: <units + cards>, armed <Region> [max|ltl]: <units + cards>, move <units> -> <Region>, place <Region>, end.
c2020-typed-not-now = `{ $command }` is not possible now.
c2020-typed-not-phase = `{ $command }`: it is not the { $kind ->
    [data] data
   *[armed] armed
} conflict phase now.
c2020-typed-nothing-called = In `{ $command }`: nothing called { $name } can be added here.
