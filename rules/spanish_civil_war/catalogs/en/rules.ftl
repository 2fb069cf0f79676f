# Spanish Civil War: what the procedure says (title.py), in the rulebook's words: prompts,
# choices and log lines. Ids begin with scw-; { $side } is a side's name (scw-role-...).

scw-role-nationalists = Nationalists
scw-role-republicans = Republicans

## A card as a choice names it (cards.ftl).
scw-card-label = { $name } ({ $type }, { $force })
scw-card-label-event = { $name } (Event: { $effect })
scw-choice-discard = Discard { $card }
scw-choice-keep-back = Keep (take back) { $card }
scw-choice-keep = Keep { $card }
scw-choice-unkeep = Don't keep { $card }
scw-choice-play = Play { $card }
scw-choice-commit = Commit { $card }
scw-choice-uncommit = Take back { $card }
scw-choice-pass = Pass
scw-choice-decline = Decline
scw-choice-take-territory = Take a Territory Token from the { $side }

## VICTORY
scw-no-tokens = The { $side } have no { $kind ->
    [territory] Territory
   *[morale] Morale
} Tokens left
scw-victory = { $reason }: the { $winner } win (VICTORY).

## TURN SEQUENCE and RECRUIT PHASE
scw-turn = Turn { $turn }: the { $side } are the active player.
scw-draws = the { $side } draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-draws-short = the { $side } draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
} (no more cards: { $hand } in hand)
scw-recruit-begins = Recruit phase: { $first } and { $second }; both sides may now discard up to 4 cards, in secret, and redraw.
scw-done-redraw = Done: discard and redraw { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-done-keep-hand = Done: keep my hand
scw-recruit-prompt = Recruit phase: pick up to { $limit } cards to discard, one at a time, then Done; you draw as many replacements (RECRUIT PHASE). Picked so far: { $picked } of { $limit }.
scw-kept-hand = the { $side } kept their hand
scw-redrew = the { $side } discarded and redrew { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-recruit-done = Recruit: { $first }, { $second }.

## EVENT PHASE
scw-event-begins = Event phase: the { $side } play or pass first.
scw-keep-prompt = Draw 5 Cards and keep 1: keep 1 of the { $count ->
    [one] { $count } card
   *[other] { $count } cards
} drawn (EVENT PHASE).
scw-event-prompt = Event phase: play one of your Events, or pass (EVENT PHASE).
scw-event-prompt-none = Event phase: you hold no Event you may play; pass (EVENT PHASE).
scw-passes = The { $side } pass.
scw-plays = The { $side } play { $card }: { $effect }
scw-they-draw = they draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
scw-foe-discards = the { $side } discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
} at random, face down.
scw-foe-loses-morale = the { $side } lose 1 Morale Token ({ $left } left).
scw-gains-morale = they gain 1 Morale Token ({ $morale }).
scw-nothing-to-draw = they find no cards left to draw.
scw-draw-to-keep = they draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
} and will keep 1.
scw-keeps-one = The { $side } keep 1 card and discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
} face down.

## ATTACK PHASE
scw-attack-begins = Attack phase: the { $side } attack; both sides commit cards in secret, revealed together.
scw-territory-prompt = You won the attack: you may take a Territory Token from the { $side } (ATTACK PHASE).
scw-confirm-reveal = Confirm: reveal { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-confirm-none = Confirm: no cards
scw-attack-prompt = Attack phase: { $stance ->
    [attack] You attack: you may commit Offensive cards, not Defense.
   *[defend] You defend: you may commit Defense cards, not Offensive.
} Commit any cards in secret, one at a time, then Confirm; both sides reveal together (ATTACK PHASE). Committed: { $committed }.
scw-declines = The { $side } decline to take a Territory Token.
scw-term-card = { $card } { $force }
scw-term-bonus = { $type } bonus { $bonus }
scw-no-cards = no cards
scw-sum = { $side }: { $terms } = { $total }
scw-attack-won = { $first }; { $second }. The { $side } win.
scw-attack-tied = { $first }; { $second }. A tie.
scw-attack-revealed = Attack revealed: { $result }
scw-nobody-loses = Nobody loses anything.
scw-loses-morale = The { $side } lose 1 Morale Token ({ $left } left).
scw-takes-territory = The { $side } take a Territory Token from the { $from } ({ $mine } to { $theirs }).

## LOGISTICS PHASE
scw-logistics-begins = Logistics phase: both sides discard down to 3 cards or fewer, in secret.
scw-done-logistics = Done: keep { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, discard { $dropped }
scw-logistics-prompt = Logistics phase: discard down to { $limit } cards or fewer (LOGISTICS PHASE). Pick up to { $limit } cards to keep, one at a time, then Done discards the rest. Kept: { $kept } of { $limit }.
scw-discards = the { $side } discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-logistics-done = Logistics: { $first } and { $second }, face down.

## The set-up (THE DECKS)
scw-setup = The shared deck of { $cards } cards is shuffled. Each side has { $territory } Territory and { $morale } Morale Tokens.

## The board and a side's hand (views.py)
scw-phase = { $phase ->
    [recruit] Recruit phase
    [event] Event phase
    [attack] Attack phase
    [logistics] Logistics phase
   *[over] Game over
}
scw-headline = Turn { $turn } · { $phase } · { $side } attacking
scw-headline-over = Turn { $turn } · { $phase } · { $winners } win
scw-nobody = Nobody
scw-field = { $name }: { $value }
scw-side-tokens = { $territory } Territory · { $morale } Morale · { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand
scw-field-deck = Deck
scw-deck = { $draw } to draw · { $discarded } discarded
scw-field-turn = Turn
scw-turn-now = { $turn }: { $phase }, { $side } active
scw-field-waiting = Waiting on
scw-field-result = Result
scw-field-last-attack = Last attack (turn { $turn }, { $side } attacking)
scw-territory-was-taken = A Territory Token was taken.
scw-attack-since-won = { $attacker } { $a } against { $defender } { $d }. The { $side } won. (Its cards have since been reshuffled into the deck.)
scw-attack-since-tied = { $attacker } { $a } against { $defender } { $d }. A tie. (Its cards have since been reshuffled into the deck.)
scw-your-hand = Your hand ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}):
scw-hand-card = - { $card }
scw-hand-card-tagged = - { $card } [{ $tags }]
scw-use = { $use ->
    [N] Nationalist
    [R] Republican
   *[B] Both sides
} card: you may only discard it
scw-tag-committed = committed
scw-tag-discard = to discard
scw-tag-keep = to keep
scw-keep-from = Drawn by your Event, keep 1:

## Typed commands (typed.py): their words are English in every language
scw-typed-help = Commands: discard <cards>, keep <cards>, unkeep <cards>, play <card>, commit <cards>, take back <cards>, done, pass, confirm, take territory, decline.
scw-typed-empty = Type a command, e.g. "discard Franco, Gold Reserves; done". { $help }
scw-typed-not-now = `{ $command }` is not possible now.
scw-typed-unknown = I do not understand `{ $command }`. { $help }
scw-typed-nothing = In `{ $command }`: nothing to { $verb } now.
scw-typed-no-card = In `{ $command }`: no card named `{ $name }` may be chosen now: { $offered }.
scw-typed-which = In `{ $command }`: `{ $name }` may be { $names }: say which.
scw-or = { $first } or { $second }

## The title and its scenario
scw-name = Spanish Civil War
scw-scenario-standard = Standard game
scw-scenario-standard-description = The whole war, 1936-9: 5 Territory and 10 Morale Tokens a side.
