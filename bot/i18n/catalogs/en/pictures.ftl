# The words a board picture draws of its own (bot/images/spanish_civil_war.py), in the game's
# language; the rules' names and sentences arrive in it already.

scw-pic-title = SPANISH CIVIL WAR
scw-pic-turn = Turn { $turn }
scw-pic-game-over = Game over
scw-pic-game-over-line = Game over.
scw-pic-phase = { $phase ->
    [recruit] Recruit
    [event] Event
    [attack] Attack
   *[logistics] Logistics
}
scw-pic-active-player = Active player: { $side }
scw-pic-active = ACTIVE
scw-pic-to-act = TO ACT
scw-pic-waiting = Waiting on: { $names }
scw-pic-nobody = nobody
scw-pic-territory = Territory
scw-pic-morale = Morale
scw-pic-hand = Hand
scw-pic-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
scw-pic-draw-pile = Draw pile
scw-pic-discard-pile = Discard pile
scw-pic-last-attack = LAST ATTACK
scw-pic-no-attack = No attack yet.
scw-pic-attacked = { $attacker } attacked { $defender }
scw-pic-tie = Tied totals: no one wins the attack.
scw-pic-won = { $side } win the attack
scw-pic-won-territory = { $side } win the attack and take a Territory Token from { $defender }
scw-pic-attacker = (attacker)
scw-pic-defender = (defender)
scw-pic-no-cards = No cards played
scw-pic-more-cards = + { $count } more cards
scw-pic-bonus = { $type } bonus
scw-pic-more-bonuses = + { $count } more bonuses
scw-pic-total = Total
