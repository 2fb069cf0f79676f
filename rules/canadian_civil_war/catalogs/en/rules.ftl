# Canadian Civil War, the political game: what its procedure says (title.py, turns.py,
# events.py, contest.py, elections.py, debate.py, ops.py, views.py), in the rulebook's words:
# prompts, choices, log lines, the board and the hand. Ids begin with ccw-. The names of the
# things of the game are in names.ftl ({ $color } a ccw-color-..., { $piece } a ccw-piece-...),
# the cards in cards.ftl.

## The title (title.py)
ccw-name = Canadian Civil War
ccw-reconstructed = The rulebook prints neither the Game Display, nor the counter sheet, nor the 56 Political Opportunity Cards, nor the Election Table below row 2, and its cases 5.4 (National Debate) and 6.0 (Movement) are missing: they are reconstructed from what the rest of the book fixes, and each entry or rule says so (rules/canadian_civil_war).

## Pieces, Issues and places (ops.py)
ccw-player = { $color } ({ $view })
ccw-piece-colored = { $color } { $piece }
ccw-issue-label = { $issue } Issue
ccw-issue-face-down = face-down Issue
ccw-where-crisis-zone = the Crisis Zone
ccw-where-square = { $square }
ccw-nothing = nothing
ccw-card-label = #{ $number } { $name }
ccw-turns = { $piece } turns from { $old } to { $new }.
ccw-turns-with-issue = { $piece } turns from { $old } to { $new }, with the { $issue } it controls.
ccw-deck-reshuffled = The deck ran out: the discard pile is reshuffled into a new deck.
ccw-draws = { $color } draws { $count } Political Opportunity { $count ->
    [one] Card
   *[other] Cards
}.

## A reading of a table (ops.table_text): the arithmetic of rules/core/tables
ccw-table-line = { $table } ({ $rule }): { $how }; { $roll } -> { $result } ({ $meaning })
ccw-table-line-reconstructed = { $table } ({ $rule }): { $how }; { $roll } -> { $result } ({ $meaning }) [reconstructed cell: { $reason }]
ccw-table-odds = { $attacker } vs { $defender } -> { $column }
ccw-table-odds-clamped = { $attacker } vs { $defender } -> { $ratio }, treated as { $column } (the highest column)
ccw-table-range = { $value } -> column { $column }
ccw-table-column = column { $column }
ccw-table-modifier = { $value } ({ $reason })
ccw-table-die = die { $die }
ccw-table-die-modified = die { $die } { $modifiers } = { $total }
ccw-table-row = { $roll } (row { $row })
ccw-table-row-clamped = { $roll }, beyond the printed rows: read on row { $row }

## The Contest Table (7.3) and the Election Table (8.3): data/contest.toml, data/election.toml
ccw-table-contest = Contest Table
ccw-table-contest-result-c-1 = Defending Piece(s) converted one color toward the Contester's color and Issue passes to Control of the Contester
ccw-table-contest-result-c-2 = Defending Piece(s) converted two colors toward the Contester's color and Issue passes to Control of the Contester
ccw-table-contest-result-d-1 = Contesting Piece(s) converted one color toward the Defender's color
ccw-table-contest-result-d-2 = Contesting Piece(s) converted two colors toward the Defender's color
ccw-table-contest-result-none = No effect
ccw-table-contest-modifier-unfriendly-administrative = Contester in unfriendly Administrative Section
ccw-table-contest-modifier-unfriendly-legislative = Contester in unfriendly Legislative Section
ccw-table-contest-modifier-unfriendly-grassroots = Contester in unfriendly Grassroots Section
ccw-table-contest-cell-7-3-1 = not printed; each column is the one to its left moved down a row, so 3-1 row 7 = 2-1 row 6 = D-1
ccw-table-election = Election Table
ccw-table-election-result-1 = Constituency converted one color: roll the die again, even toward Blue, odd toward Red (8.12)
ccw-table-election-result-2 = Constituency converted two colors: roll the die again, even toward Blue, odd toward Red (8.12)
ccw-table-election-result-none = No effect
ccw-table-election-modifier-friendly-administrative = Constituency in friendly Administrative Section
ccw-table-election-modifier-friendly-legislative = Constituency in friendly Legislative Section
ccw-table-election-modifier-friendly-grassroots = Constituency in friendly Grassroots Section
ccw-table-election-modifier-crisis-zone = Constituency is in the Crisis Zone
ccw-table-election-cell-3-0 = not printed; column 0 keeps its printed 1s (from row 0) down to row 3, the row before its two-color band
ccw-table-election-cell-3-1-5 = not printed; column 1-5 keeps its printed 1s (from row 2) down to row 4, the row before its two-color band
ccw-table-election-cell-3-6-10 = not printed; column 6-10 keeps its printed 1s (from row 2) down to row 5, the row before its two-color band
ccw-table-election-cell-3-11plus = not printed; column 11+ prints – on row 2, so its one-color band starts a row below the others', on row 3, and runs to row 6
ccw-table-election-cell-4-0 = not printed; column 0's two-color band, rows 4-7: a Player with no Issues holds his voters least, so his band starts first
ccw-table-election-cell-4-1-5 = not printed; column 1-5 keeps its printed 1s (from row 2) down to row 4, the row before its two-color band
ccw-table-election-cell-4-6-10 = not printed; column 6-10 keeps its printed 1s (from row 2) down to row 5, the row before its two-color band
ccw-table-election-cell-4-11plus = not printed; column 11+ prints – on row 2, so its one-color band starts a row below the others', on row 3, and runs to row 6
ccw-table-election-cell-5-0 = not printed; column 0's two-color band, rows 4-7: a Player with no Issues holds his voters least, so his band starts first
ccw-table-election-cell-5-1-5 = not printed; column 1-5's two-color band, rows 5-7, a row below column 0's; it holds 9.4's 2 on row 6
ccw-table-election-cell-5-6-10 = not printed; column 6-10 keeps its printed 1s (from row 2) down to row 5, the row before its two-color band
ccw-table-election-cell-5-11plus = not printed; column 11+ prints – on row 2, so its one-color band starts a row below the others', on row 3, and runs to row 6
ccw-table-election-cell-6-0 = not printed; column 0's two-color band, rows 4-7: a Player with no Issues holds his voters least, so his band starts first
ccw-table-election-cell-6-6-10 = not printed; column 6-10's two-color band, rows 6-7, a row below column 1-5's
ccw-table-election-cell-6-11plus = not printed; column 11+ prints – on row 2, so its one-color band starts a row below the others', on row 3, and runs to row 6
ccw-table-election-cell-7-0 = not printed; column 0's two-color band, rows 4-7: a Player with no Issues holds his voters least, so his band starts first
ccw-table-election-cell-7-1-5 = not printed; column 1-5's two-color band, rows 5-7, a row below column 0's; it holds 9.4's 2 on row 6
ccw-table-election-cell-7-6-10 = not printed; column 6-10's two-color band, rows 6-7, a row below column 1-5's
ccw-table-election-cell-7-11plus = not printed; column 11+'s two-color band is row 7 only (a 6 in the Crisis Zone), a row below column 6-10's: the most Issues hold voters best

## Setting up, the Game-Turn and the end (turns.py)
ccw-setup-drawn = { $scenario }: each player draws { $count } Issues blind; the one left over, { $issue }, goes face up to the Crisis Zone (3.0). Now each player arranges his pieces in his Home Area.
ccw-arranged = { $color } has the rest of its pieces arranged.
ccw-setup-done = Every piece is on the display.
ccw-color-count = { $color } { $count }
ccw-first-player = First Player Determination: Issues controlled: { $counts }.
ccw-then = { $before }, then { $after }
ccw-game-turn = — Game-Turn { $turn }: { $order } (4.2).
ccw-player-turn = — { $player } Player-Turn: Political Opportunity Phase.
ccw-phase-begins = { $color }: { $phase }.
ccw-no-government-reason = No player could form a government: everyone loses (8.24).
ccw-no-government = No player could form a government: the game ends and everyone loses (8.24).
ccw-issue-where = { $issue } ({ $where })
ccw-victory-reason = { $player } controls the Issues it needed (11.1).
ccw-victory = 🏆 { $color } controls every Issue it needs and wins: { $issues }.

## Elections (elections.py)
ccw-elections-in = 🗳️ Elections in { $province }.
ccw-election-roll = { $piece } ({ $color } controls { $count } Issues): { $table }.
ccw-election-roll-again = { $piece } ({ $color } controls { $count } Issues): { $table }; second die { $die }: toward { $toward }.
ccw-keeps-colour = { $piece } keeps its colour.
ccw-premier-tie = { $first } and { $second } tie with { $count } each: die { $die }, { $parity ->
    [odd] odd
   *[even] even
} (8.13).
ccw-premier-stays = The { $premier } stays { $color }.
ccw-premier-goes = The { $premier } goes from { $old } to { $new } (8.13).
ccw-roll-off-first = the first Player-Turn (4.2)
ccw-roll-off-premier = the Premier
ccw-roll-off-prime-minister = the Prime Minister
ccw-roll-off = Roll-off for { $what }: { $rolls }: { $color }.
ccw-roll-off-tie = Roll-off for { $what }: { $rolls }: a tie, roll again.
ccw-national-elections = 🗳️ National Elections: the Prime Minister and the Civil Servants leave the display.
ccw-candidate = { $color }, with { $count } Constituencies, takes the Prime Minister and tries to form a government (8.21).
ccw-hands-servant = { $color } hands { $servant } to { $to } (8.22).
ccw-returns = { $piece } returns to { $where }.

## National Debate and the vote forming a government (debate.py)
ccw-ballot = { $color } { $ballot ->
    [for] for
   *[against] against
} ({ $weight })
ccw-government-vote = Votes: { $ballots }: { $yes } Constituencies for, { $need } needed: { $verdict ->
    [formed] a government is formed.
   *[none] no government.
}
ccw-call-vote = Votes: { $ballots }: { $yes } for, { $no } against: { $verdict ->
    [called] the Issue is called
    [tie] a tie: the Issue stays where it is
   *[blocked] the call is blocked
}.

## Contests (contest.py)
ccw-contest-mark-one = Mark at least one of your stacks to contest with.
ccw-contest-below-odds = { $ours } against { $theirs } is below 1-1, which 7.3 prohibits.
ccw-contest-needs-taker = An Issue is at stake: a Constituency of yours without an Issue, in a square without one, must contest to take it (7.12).
ccw-contest-nobody-to-convert = Nobody's colour to convert toward: no effect (7.28).
ccw-issue-taken = The { $issue } passes beneath { $piece } in { $where }.
ccw-contest-rolled = ⚖️ { $color } contests { $where }: { $ours } against { $theirs }: { $table }.
ccw-strength-term = { $name } ({ $strength })

## Cards (events.py)
ccw-plays = 🃏 { $color } plays { $card }: { $text }
ccw-crisis-no-effect = Every { $issue } Issue is already in the Crisis Zone: the card has no effect.
ccw-revealed-in = Revealed in { $where }: { $stack }.
ccw-called = Called into the Crisis Zone from { $where }: { $stack }.
ccw-event-nobody = No piece on the display is concerned.
ccw-event-strength = Contesting Strength { $how ->
    [doubled] doubled
   *[halved] halved
} this Player-Turn: { $pieces }.
ccw-event-no-shift = The shift changes nobody's colour.
ccw-goes-into-zone = { $piece } goes into the Crisis Zone.
ccw-goes-to = { $piece } goes to { $where }.

## Prompts and choices (title.py)
ccw-choice-reveal = Reveal your { $issue } in { $where }
ccw-reveals = { $color } reveals the { $issue } in { $where }.
ccw-choice-arrange = Arrange the rest for me
ccw-setup-place-issue = Setting up: place your { $issue } Issue beneath one of your Constituencies or on one of your Control Points ({ $count } pieces left).
ccw-setup-place-piece = Setting up: place { $piece } in your Home Area ({ $count } pieces left).
ccw-choice-in = In { $square }
ccw-choice-to = To { $square }
ccw-control-point = { $square } (Control Point)
ccw-square-label-crisis-zone = Crisis Zone
ccw-choice-play = Play { $card }
ccw-choice-invite = Let the others play cards now (5.24)
ccw-choice-call = Call an Issue into the Crisis Zone without a card (5.4)
ccw-choice-end-opportunity = End the Political Opportunity Phase
ccw-opportunity-prompt = Political Opportunity Phase: play Crisis and Event Cards, call an Issue to a National Debate, let the others play cards, or end the phase.
ccw-invites = { $color } lets the others play cards now (5.24).
ccw-choice-move = Move { $piece } from { $where }
ccw-choice-leave = Leave { $piece }
ccw-choice-set-down = { $piece } sets its Issue down (6.4)
ccw-choice-take-up = { $piece } takes up the Issue there (6.4)
ccw-choice-end-movement = End the Movement Phase
ccw-movement-picked = Movement: picked { $pieces }; choose where they go, or pick more.
ccw-movement-prompt = Movement: pick the pieces that move together, then where they go; or end.
ccw-moves = { $color } moves { $pieces } to { $where }.
ccw-sets-down = { $piece } sets its Issue down on the Control Point of { $where }.
ccw-takes-up = { $piece } takes up the Issue on the Control Point of { $where }.
ccw-choice-contest = Contest { $where }: { $stack }
ccw-choice-end-contest = End the Contest Phase
ccw-contest-prompt = Contest Phase: contest a stack next to yours, or end the phase.
ccw-choice-contest-with = Contest with { $where }
ccw-choice-leave-out = Leave out { $where }
ccw-choice-taker = { $piece } takes the Issue
ccw-choice-roll = Roll
ccw-choice-cancel-contest = Cancel the Contest
ccw-contest-odds = Contest against { $where } ({ $stack }): { $ours } against { $theirs }
ccw-contest-column = column { $column }
ccw-contest-die-unfriendly-administrative = die unfriendly administrative
ccw-contest-die-unfriendly-legislative = die unfriendly legislative
ccw-contest-die-unfriendly-grassroots = die unfriendly grassroots
ccw-contest-refused = { $odds }. { $why }
ccw-contest-ready = { $odds }. Roll when ready.
ccw-choice-end-turn = End the Player-Turn
ccw-election-prompt = Election Phase: play Election Cards, let the others play theirs, or end.
ccw-choice-stack = { $where }: { $stack }
ccw-target-card-prompt = { $card } calls which Issue into the Crisis Zone?
ccw-target-prompt = Call without a card: which Issue into the Crisis Zone?
ccw-calls-with-card = { $color } calls the { $issue } in { $where } into the Crisis Zone with { $card }: everyone else votes to let it be called or to block it (5.4).
ccw-calls-without-card = { $color } calls the { $issue } in { $where } into the Crisis Zone without a card (National Debate): everyone else votes to let it be called or to block it (5.4).
ccw-vote-government-prompt = Vote on { $color }'s government (8.21): your { $weight } Constituencies; ballots are sealed until everyone has voted.
ccw-choice-for-government = For the government
ccw-choice-against-government = Against it
ccw-vote-call-prompt = National Debate (5.4): { $color } calls the { $issue } in { $where } into the Crisis Zone. Your vote weighs { $weight } Constituencies; ballots are sealed until everyone has voted.
ccw-choice-let-call = Let it be called
ccw-choice-block-call = Block it
ccw-place-prompt = Place { $piece } in { $where ->
    [home] your Home Area
   *[card] the square the card sends it to
}.
ccw-choice-pass = Pass
ccw-invite-prompt = { $color } lets you play cards in its { $phase } (5.24): play one, or pass.
ccw-choice-give = Give { $servant } to { $color }
ccw-choice-call-vote = Call the vote
ccw-formation-prompt = Form a government (8.21): you need the votes of players controlling { $need } Constituencies. You may hand Civil Servants to other players for their votes (8.22): given for good if the government is formed.
ccw-calls-vote = { $color } calls the vote on its government (8.21).

## The board and the hand (views.py)
ccw-headline-over-emergency = Game over after National Emergency Game-Turn { $turn } of { $turns }
ccw-headline-over = Game over after Game-Turn { $turn }
ccw-headline-attempt = National Emergency attempted by { $color }: stances sealed
ccw-headline-emergency-stage = National Emergency · { $stage }
ccw-headline-emergency = National Emergency · Game-Turn { $turn } of { $turns } · { $side } · { $stage }
ccw-headline-setup = Setting up: arranging the pieces
ccw-headline = Game-Turn { $turn } · { $player } Player-Turn · { $phase }
ccw-board-zone-stack = **Crisis Zone**: { $stack }
ccw-board-vote-open = A vote is open: waiting for { $colors }.
ccw-board-forming = { $color } is trying to form a government (8.21).
ccw-or = { $before } or { $after }
ccw-board-may-attempt = National Emergency (10.1): { $colors } { $count ->
   *[other] may
} attempt one at any moment (type `national emergency`).
ccw-board-tracks = { $issues } { $issues ->
    [one] Issue
   *[other] Issues
} · { $seats } { $seats ->
    [one] Constituency
   *[other] Constituencies
} · { $cards } { $cards ->
    [one] card
   *[other] cards
}
ccw-board-deck = { $draw } { $draw ->
    [one] card
   *[other] cards
} to draw, { $discarded } discarded
ccw-board-deck-roll = { $deck } · last roll: { $roll }
ccw-board-field-deck = Deck
ccw-board-field-last-roll = Last roll
ccw-board-attempt = { $color } attempts a National Emergency (10.1). Stances sealed: { $chosen } has chosen; waiting for { $waiting }.
ccw-nobody = nobody
ccw-board-side-units = { $units } Military { $units ->
    [one] Unit
   *[other] Units
} on the display, { $lost } lost
ccw-board-rebel-units = { $units } Military { $units ->
    [one] Unit
   *[other] Units
} on the display, { $lost } lost · { $left } { $left ->
    [one] Constituency
   *[other] Constituencies
} left (11.2)
ccw-board-side = { $side }: { $players }
ccw-board-neutrals = { $colors } stayed neutral: out of the game (10.14).{ $count ->
   *[other] {""}
}
ccw-your-hand = Your hand ({ $count } { $count ->
    [one] card
   *[other] cards
}):
ccw-hand-card = • { $card }: { $text }
ccw-hand-empty = • (empty)
ccw-your-issues = Your Issues ({ $count }):
ccw-your-issue = • { $issue } in { $where }
ccw-your-issue-face-down = • { $issue } in { $where } (face down to the others)
ccw-your-issues-none = • (none)
ccw-issues-to-place = Issues you drew, to place: { $issues }
ccw-need = { $issue } { $held }/{ $need }
ccw-to-win = To win you need: { $needs }
ccw-your-ballot = Your sealed ballot: { $ballot ->
    [for] for
   *[against] against
}.
ccw-preparing-contest = Preparing a Contest against { $where }.
ccw-your-stance = Your sealed stance on the National Emergency: { $stance ->
    [join] join
    [oppose] oppose
   *[neutral] neutral
}.
ccw-your-side = National Emergency: you are on the { $side } (10.15).
ccw-you-neutral = National Emergency: you stayed neutral and take no further part (10.14).
