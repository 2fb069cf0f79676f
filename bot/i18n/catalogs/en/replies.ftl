# The bot's answers to its commands and their refusals (bot/lobby, bot/context.py, bot/away.py,
# bot/dice): what one person reads in their Discord language, what the thread reads in the
# game's. { $user } and { $owner } are mentions; { $role } a seat's name.

## Where a command works (bot/context.py)
where-not-in-dms = This command works in a game's thread in a server, not in DMs.
where-not-a-game-thread = This channel is not a game thread. Use it inside the thread of a game (`/game list` shows them), or start one with `/game new`.
where-new = Use `/game new` in a server's text channel; the game gets a thread there.
where-continue = Use `/game continue` in a server's text channel; the game gets a new thread there.
where-no-such-game = There is no game #{ $game } in this server; `/game list` shows them.

## The lobby's seats (bot/lobby/actions.py, /game join, leave, replace)
seat-game-gone = Game #{ $game } no longer exists.
seat-computer-plays = 🤖 The computer ({ $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}) plays { $role }.
seat-open-again = The seat of { $role } is open again.
seat-only-owner-computer = Only the owner of game #{ $game }, { $owner }, or a member with Manage Server can give a seat to the computer.
seat-how-strong = How strong should the computer play { $role }?
seat-level-easy = Easy: a random legal choice
seat-level-normal = Normal: tries each choice a few moves ahead
seat-level-hard = Hard: searches for up to two seconds
seat-level-nobody = Nobody: open the seat again
seat-level-placeholder = Choose a level
seat-level-without-computer = `level` is for the computer: add `player:computer`, or leave it out.
seat-left = { $user } left the lobby.
seat-name-one = Name who takes the seat: `player:` a member, or `computer:` a level (easy, normal or hard); one of them, not both.
seat-no-bot = A bot cannot hold a seat; choose a person.
seat-replaced = Done: { $user } now holds { $role }; they get its hand by DM.

## A game's course (/game continue, abandon, undo, skip, settings, status, log)
game-goes-on = ▶️ Game #{ $game } ({ $title }) goes on in a new thread.
game-abandoned = 🏳️ Game #{ $game } was abandoned by { $user }; nobody wins.
    Seed revealed: `{ $seed }` (its SHA-256 is the commitment `{ $commitment }`).
game-undone = ↩️ Your last choice is taken back.
game-skipped = ⏭️ { $user } made { $role } pass: their deadline had passed.
game-settings = Reminders: { $reminders ->
    [0] off (reminder_hours 0)
   *[other] every { $reminders } h
}. Deadline: { $deadline ->
    [0] none
   *[other] { $deadline } h per turn
}.
game-settings-changed = ⚙️ { $user } changed the settings of game #{ $game }. { $settings }
game-settings-shown = Game #{ $game }: { $settings } The owner changes them with `/game settings reminder_hours:` and `deadline_hours:`.
game-thread-deleted = 🧵 The thread of game #{ $game } was deleted. The owner can go on in a new thread with `/game continue game:{ $game }`.
game-thread-locked = 🔒 The thread of game #{ $game } is locked: its board and pings wait until a moderator unlocks it.
game-log-not-started = The game has not started, so its log is empty.
game-log-empty = (the log is empty)

## /game export
export-too-big = The export of game #{ $game } is larger than Discord takes from a bot ({ $megabytes } MB). The server owner can write it with `.venv/bin/python -m storage export { $game } --output game-{ $game }.json`.
export-seed = The seed is in it: check every roll with `.venv/bin/python -m rules.verify` on the JSON.
export-no-seed = While the game runs, the export holds no seed and not what each choice was; export again once it is over to check every roll and shuffle.
export-replay = The HTML file is the game's replay page: open it in a browser to step through it, board and log, action by action.
export-replay-too-big = Its replay page is larger than Discord takes from a bot: the server owner can write it with `.venv/bin/python -m bot.replay --game { $game }`.
export-done = 📦 Game #{ $game }: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}. { $note }

## /game list (bot/lobby/game_list.py)
list-none = No games yet: start one with `/game new`.
list-header = **Games of { $whose ->
    [mine] yours, in every server
   *[server] this server
}**: { $running } running, { $over } over
list-page = { $page } of { $pages }
list-paged = { $header } · page { $page }
list-deleted = 🧵 Deleted thread: the owner goes on in a new one with { $example }.
list-thread-deleted = 🧵 thread deleted
list-thread-locked = 🔒 { $thread } is locked
list-no-thread = (no thread)
list-status = { $status ->
    [lobby] lobby
    [ended] ended
   *[abandoned] abandoned
}
list-waiting-for-you = ⏳ **waiting for you**
list-waiting-on = waiting on { $mentions }
list-previous = ◀ Previous
list-next = Next ▶

## /away (bot/away.py)
away-on = 💤 You are away: no reminders in any game until `/away off`. The threads of your { $games ->
    [one] { $games } active game
   *[other] { $games } active games
} say so. Pings when it becomes your turn still come.
away-off = 👋 Welcome back: reminders resume in your { $games ->
    [one] { $games } active game
   *[other] { $games } active games
}.

## /roll and /table (bot/dice)
dice-rolled = 🎲 { $user } rolled { $result }
dice-rolled-in-game = 🎲 { $user } rolled { $result } (game #{ $game }'s dice, logged)
dice-table = 📋 { $result }
dice-table-in-game = 📋 { $result } (game #{ $game }, logged)

## Spans of time (bot/durations.py): the two largest units, "1 day 4 hours"
span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
span-less = less than a minute

## To a game's owner, when its thread is in trouble (bot/threads.py)
owner-thread-locked = 🔒 The thread of game #{ $game } ({ $title }), { $thread }, is locked, so I cannot post its board, log or pings there. They wait, and nothing is lost: they go out as soon as a moderator unlocks the thread.
owner-thread-gone = 🧵 The thread of game #{ $game } ({ $title }) was deleted, so the game has nowhere to post its board and pings. Nothing is lost: use `/game continue game:{ $game }` in a channel of the server to go on in a new thread, where I post the board and the end of the log.

## The one error handler (bot/errors.py)
error-unreadable = I could not read { $value } as a { $kind }.
error-sorry = Sorry, something went wrong on my side. Please try again; if it keeps happening, give the server owner this reference: `{ $ref }`.
