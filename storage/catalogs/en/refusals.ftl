# Storage's refusals (storage/errors.py): said as the rules' messages are, in the language of
# the one who asked. { $owner }, { $holder }, { $user } are people, { $deadline } a moment and
# { $settings }, { $leave }, { $join }, { $replace } commands, each written by the bot as
# Discord shows it; { $role } and { $roles } are the title's names of its seats.

store-role-named = { $name } ({ $id })
store-none = none

store-unknown-game = There is no game { $game }.
store-stale = The game moved on since that prompt was shown (it is now at version { $version }). Use /play for the current prompt.
store-unknown-title = There is no title { $title }. Titles: { $titles }.
store-seed-secret = The seed of game { $game } stays secret until the game is over; its SHA-256 commitment is { $commitment }.
store-only-owner = Only the owner of game { $game }, { $owner }, or a member with Manage Server can { $action ->
    [skip] skip a player in
    [replace] replace a player in
    [computer] seat the computer in
    [settings] change the settings of
    [move] move
    [start] start
   *[abandon] abandon
} it.
store-not-seated-in-scenario = { $scenario } does not seat { $role }. Roles: { $roles }.
store-no-such-role = { $title } has no role { $role }. Roles: { $roles }.
store-abandoned = Game { $game } was abandoned.
store-seats-settled = Game { $game } has already started; its seats are settled.
store-not-started = Game { $game } has not started yet.
store-over = Game { $game } is over; no more choices are taken.
store-no-seat-to-undo = You hold no seat in game { $game }, so you have nothing to undo.
store-say-which = Say which role to skip: the game is waiting on { $roles }.
store-not-waiting = Game { $game } is not waiting on { $role }.
store-no-deadline = Game { $game } has no deadline, so nobody can be skipped. The owner can set one with { $settings }.
store-deadline-ahead = { $role }'s deadline has not passed yet: it is { $deadline }.
store-no-pass = The rules allow { $role } no pass now ({ $prompt }). Wait, or hand the seat to someone else with { $replace }.
store-not-yours = You do not hold { $role } in this game.
store-already-yours = You already hold { $role } in game { $game }.
store-computer-plays = { $role } is played by the computer. The owner, { $owner }, can open it again with { $leave } role:{ $id }.
store-taken = { $role } is already taken by { $holder }. Free roles: { $free }.
store-no-role = You do not hold a role in game { $game }.
store-seats-empty = Game { $game } cannot start while seats are empty: { $roles }.
store-already-over = Game { $game } is already over ({ $status ->
    [ended] ended
   *[abandoned] abandoned
}).
store-over-seats-stay = Game { $game } is over ({ $status ->
    [ended] ended
   *[abandoned] abandoned
}); its seats stay.
store-nobody-holds = Nobody holds { $role } yet: in the lobby, { $user } can take it with { $join }.
store-already-holds = { $user } already holds { $role }.
store-cannot-hold = { $user } cannot also take { $role }: they hold { $held }, which the rules of { $title } keep apart from it.
store-computer-not-playing = The computer does not play { $role }.
store-begun-stays-held = Game { $game } has begun, so { $role } must stay held: hand it to a player with { $replace }.
store-not-a-level = { $level } is not a level: choose one of { $levels }.
store-computer-already = The computer already plays { $role } at { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}.
store-held-by = { $role } is held by { $holder }: they can { $leave } it first.
store-over-settings-stay = Game { $game } is over ({ $status ->
    [ended] ended
   *[abandoned] abandoned
}); its settings stay.
store-bad-settings = Those settings are not allowed: { $problems }.
store-over-stays = Game { $game } is over ({ $status ->
    [ended] ended
   *[abandoned] abandoned
}); it stays where it is.
store-has-thread = Game { $game } still has its thread, so it goes on there. Only a game whose thread was deleted moves to a new one.
