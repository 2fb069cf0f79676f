# Canadian Civil War, the National Emergency (section 10.0): what its procedure says
# (emergency.py, emergency_menus.py, loyalty.py, war.py, combat.py) and the typed commands'
# refusals (shortcuts.py), in the rulebook's words: prompts, choices, log lines. Ids begin with
# ccw-ne- (the Sides ccw-side-, the stages ccw-stage-, the typed commands ccw-typed-). The names
# they quote: { $color } a colour (names.ftl, ccw-color-...), { $piece } a piece (ccw-piece-...),
# { $where } a place (rules.ftl, ccw-where-...), a unit's or a table's name (emergency-names.ftl).

## The Sides (10.15) and the stages of the Emergency (war.py)
ccw-side-government = Government Side
ccw-side-rebel = Rebel Side
# A piece's Side before its name: "Government The Royal Canadian Dragoons (3)".
ccw-side-short-government = Government
ccw-side-short-rebel = Rebel
ccw-side-short-neutral = Neutral
ccw-stage-attempt = the attempt
ccw-stage-callup = the Government's call-up
ccw-stage-deploy = deployment
ccw-stage-movement = Movement Phase
ccw-stage-combat = Combat Phase

## Pieces and units at war, with their Side and Combat Strength (war.describe)
ccw-ne-unit-described = { $side } { $name } ({ $strength })
ccw-ne-piece-described = { $side } { $color } { $name } ({ $strength })
ccw-ne-and = { $first } and { $second }
ccw-ne-nobody = nobody

## 10.1 Creating a National Emergency (emergency.py)
ccw-ne-choice-attempt = Attempt a National Emergency (10.1): normal play stops at once
ccw-ne-attempt-over = The game is over.
ccw-ne-attempt-setup = A National Emergency may be attempted once every piece is on the display (10.1).
ccw-ne-attempt-made = A National Emergency has already been attempted: normal play has ended (10.1).
ccw-ne-attempt-not-eligible = Only the player with the fewest Issues, and no more than 3, may attempt a National Emergency (10.1): now { $who }.
ccw-ne-attempt = 🚨 { $attempter } attempts to create a National Emergency (10.1): normal play stops. { $others } each join, oppose or stay neutral, sealed until all have chosen (10.14).
ccw-ne-stance-prompt = { $attempter } attempts to create a National Emergency (10.1): join it, oppose it or stay neutral. Stances are sealed until everyone has chosen.
ccw-ne-choice-join = Join: for the National Emergency
ccw-ne-choice-oppose = Oppose it
ccw-ne-choice-neutral = Stay neutral, and take no further part if it comes (10.14)
# A stance revealed, after a colour: "Red joins".
ccw-ne-stance-join = joins
ccw-ne-stance-oppose = opposes
ccw-ne-stance-neutral = stays neutral
ccw-ne-stance-of = { $color } { $stance }
ccw-ne-stances = Stances: { $stances }.
ccw-ne-attempter-wins-everyone = { $attempter } wins: everyone joined the National Emergency (11.31).
ccw-ne-attempter-wins-unopposed = { $attempter } wins: nobody opposed the National Emergency (10.11).
ccw-ne-attempt-roll = 🎲 { $pro } for, { $con } against: { $attempter } rolls on the National Emergency Table: { $read }.
ccw-ne-attempt-failed = { $attempter }'s attempt to create a National Emergency failed: the game ends, { $attempter } loses and nobody wins (10.12, 11.22).
ccw-ne-governs-premier = it holds the Prime Minister
ccw-ne-governs-against = the Prime Minister is { $premier }'s, who stayed neutral, and the Side against the Emergency governs
ccw-ne-created = The National Emergency is created (10.13). The Government Side ({ $why }, 10.15): { $government }; the Rebel Side: { $rebel }.
ccw-ne-neutrals-leave = { $names } stayed neutral and takes no further part: its pieces leave the display (10.14).

## 10.2 Loyalty Determination (loyalty.py)
ccw-ne-loyalty-roll = { $table } (10.83), column { $column }: die { $roll } -> { $loyal ->
    [loyal] Loyal
   *[disloyal] Disloyal
}
ccw-ne-loyalty-roll-reconstructed = { $table } (10.83), column { $column }: die { $roll } -> { $loyal ->
    [loyal] Loyal
   *[disloyal] Disloyal
} (a reconstructed cell: the chart's row 6 is cut off)
ccw-ne-loyalty-number = { $color } controls { $issues } Issues and { $seats } Constituencies: Loyalty Number { $number } (10.21, 10.82).
ccw-ne-loyalty-rebel-roll = 🎲 { $color } rolls for { $province }: { $roll }: { $loyal ->
    [loyal] { $count ->
        [one] { $count } Militia unit joins
       *[other] { $count } Militia units join
    } the Rebels with its Constituencies.
   *[disloyal] no Militia from it (10.21).
}
ccw-ne-militia-bonus = The { $side } raised the Militia of every Constituency of { $province }: { $count } bonus Militia { $count ->
    [one] unit
   *[other] units
} (10.84).
ccw-ne-quebec-split = The Separatist is a Rebel: Quebec's Francophone Militia go to the Rebels, its other Militia to the Government (10.24).
ccw-ne-loyalty-francophone-roll = 🎲 The Government rolls for { $unit }, Francophone (10.25): { $roll }: { $loyal ->
    [loyal] it stays with the Government.
   *[disloyal] it goes to the Rebels.
}
ccw-ne-federal-units = The Government receives the Federal Military Units (10.22).
ccw-ne-call-up-may = The Government may call up the Militia of its Constituencies, rolling for each at Loyalty Number 3; a Disloyal one's Militia go to the Rebels (10.23).
ccw-ne-call-up-prompt = Call up Militia (10.23): mark the Constituencies to roll for at Loyalty Number 3. A Loyal one's Militia join you with it; a Disloyal one's go to the Rebels.
ccw-ne-choice-call-up = Call up { $thing } in { $where }
ccw-ne-choice-call-up-not = Not { $thing }
ccw-ne-choice-call-up-roll = Roll for the { $count } marked
ccw-ne-choice-call-up-none = Call up no Militia
ccw-ne-call-up-nothing = The Government calls up no Militia (10.23).
ccw-ne-call-up-roll = 🎲 The Government calls up { $piece }: { $roll }: { $loyal ->
    [loyal] { $count ->
        [one] { $count } Militia unit joins
       *[other] { $count } Militia units join
    } the Government with it.
   *[disloyal] { $count ->
        [one] { $count } Militia unit goes
       *[other] { $count } Militia units go
    } to the Rebels (10.23).
}

## 10.3 Initial Deployment (loyalty.py, emergency_menus.py)
ccw-ne-deployment = The Issues leave the display and the Active Pieces turn to their backs (10.3): { ccw-side-government } { $government_players ->
    [one] { $government_players } player
   *[other] { $government_players } players
}, { $government_units ->
    [one] { $government_units } Military Unit
   *[other] { $government_units } Military Units
}, { ccw-side-rebel } { $rebel_players ->
    [one] { $rebel_players } player
   *[other] { $rebel_players } players
}, { $rebel_units ->
    [one] { $rebel_units } Military Unit
   *[other] { $rebel_units } Military Units
}.
ccw-ne-deploy-prompt = Deploy { $unit } { $area ->
    [home] in your Side's Home Areas
   *[display] anywhere on the display
} (10.3); { $count } units of the { $side } to place.
ccw-ne-choice-place = In { $where }
ccw-ne-choice-arrange = Deploy the rest for us
ccw-ne-deploys = { $unit } deploys in { $where }.
ccw-ne-deployed-rest = The { $side } has the rest of its units deployed.

## 10.4 The Game-Turns and 11.2 the end (war.py)
ccw-ne-phase = — National Emergency Game-Turn { $turn } of { $turns }: { $side }, { $stage }.
ccw-ne-rebels-win = Rebel Constituencies remain after six Game-Turns: the Government Side loses and the Rebel Side ({ $names }) wins (11.23).
ccw-ne-government-wins = Every Rebel Constituency is eliminated: the Rebel Side loses and the Government Side ({ $names }) wins (11.24).

## 10.5 Movement and 10.6 Stacking (emergency_menus.py, war.py)
ccw-ne-movement-prompt = Movement (10.5): pick the pieces and units that move together, then where they go; enemy squares block. Stacking (10.6): one Military Unit and two other pieces.
ccw-ne-movement-picked = Movement: picked { $names }; choose where they go, or pick more.
ccw-ne-movement-over = Over the limit now: { $things }.
ccw-ne-choice-move = Move { $thing } from { $where }
ccw-ne-choice-leave = Leave { $thing }
ccw-ne-choice-to = To { $where }
ccw-ne-choice-end-movement = End the Movement Phase
ccw-ne-choice-end-movement-over = End the Movement Phase ({ $count } over the stacking limit eliminated, 10.6)
ccw-ne-moves = The { $side } moves { $things } to { $where }.
ccw-ne-overstacked = Over the stacking limit (10.6): { $thing } is eliminated.

## 10.7 Combat (emergency_menus.py, combat.py)
ccw-ne-combat-prompt = Combat (10.7): attack an enemy stack next to your Military Units, or end.
ccw-ne-choice-attack = Attack { $where }: { $defenders }
ccw-ne-choice-end-combat = End the Combat Phase
ccw-ne-attack-prompt = Attack on { $where } ({ $defenders }) on the { $table }: { $odds }. { $then }
ccw-ne-attack-odds = { $ours } against { $theirs }
ccw-ne-attack-odds-column = { $ours } against { $theirs }, column { $column }
ccw-ne-attack-roll-when-ready = Roll when ready.
ccw-ne-attack-no-units = Mark at least one of your Military Units to attack with (10.71).
ccw-ne-attack-below-odds = { $ours } against { $theirs } is below 1-1, which the tables prohibit.
ccw-ne-choice-attack-with = Attack with { $thing } from { $where }
ccw-ne-choice-leave-out = Leave out { $thing }
ccw-ne-choice-roll = Roll
ccw-ne-choice-cancel-attack = Cancel the attack
ccw-ne-attacks = ⚔️ The { $side } attacks { $where } on the { $table }: { $attackers } against { $defenders }: { $read }.
ccw-ne-arrested = Arrested (10.87): { $names }.
ccw-ne-no-effect = No effect (10.87).
ccw-ne-eliminated = Eliminated: { $names }.

## Retreats (10.85-10.87; combat.py)
ccw-ne-retreat-prompt = { $things } must retreat one square (10.85-10.87): where to?
ccw-ne-choice-retreat = Retreat to { $where }
ccw-ne-surrounded = Surrounded, with nowhere to retreat: { $names } eliminated instead (10.73).
ccw-ne-retreats = { $names } { $count ->
    [one] retreats
   *[other] retreat
} to { $where }.

## Typed commands (shortcuts.py): their words are English in every language
ccw-typed-help = Commands: move <pieces> -> <square>, contest <square> [with <squares>] [taker <piece>], play <card>, call <square>, target <square>, yes, no, place <square>, arrange, give <Civil Servant> to <color>, form, drop <piece>, take <piece>, reveal <square>, invite, pass, end. In a National Emergency: join, oppose, neutral, call up <Constituencies>, place <square>, arrange, move <pieces and units> -> <square>, attack <square> [with <units>], retreat <square>, end.
ccw-typed-empty = Type a command. { $help }
ccw-typed-unknown = I do not understand `{ $command }`. { $help }
ccw-typed-not-now = `{ $command }` is not possible now.
ccw-typed-in = In `{ $command }`: { $why }
ccw-typed-not-possible = { $what } is not possible now.
ccw-typed-in-emergency = In a National Emergency: { $why }.
ccw-typed-to = going to { $where }
ccw-typed-place = placing in { $where }
ccw-typed-retreat = retreating to { $where }
ccw-typed-attack = attacking { $where }
ccw-typed-pick = moving { $thing }
ccw-typed-add = attacking with { $thing }
ccw-typed-mark = calling up { $thing }
ccw-typed-why-to = enemy squares block, and each piece moves within its Movement Allowance (10.5)
ccw-typed-why-attack = attack an enemy stack next to one of your Military Units that has not attacked (10.7)
ccw-typed-why-add = only Military Units next to the target that have not attacked this phase (10.71)
ccw-typed-why-retreat = one square along a Path, without an enemy piece
ccw-typed-no-colour = In `{ $command }`: { $given } is not a colour ({ $colours }).
ccw-typed-no-piece = No piece or unit is called { $name } (e.g. Ontario 1, Ont 1, Petroleum, Camerons).
ccw-typed-no-place = { $name } is not one of the places you may choose now.
ccw-typed-which-stack = Which stack of the Crisis Zone? { $numbers }.
ccw-typed-no-reveal = You have no face-down Issue in { $name } to reveal.
ccw-typed-no-card = In `{ $command }`: you have no card { $name } you may play now.
