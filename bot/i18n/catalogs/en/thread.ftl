# What a game's thread is told beside the board (bot/notify/pings.py, announcements.py), in the
# game's language.

ping = { $mentions } your turn: { $names } must act. Press the button or use `/play`.
ping-deadline = Deadline: { $when }.
ping-away = { $mentions } is away (`/away off` to return).
ping-since = **Since your last move:**
ping-earlier = … { $count ->
    [one] { $count } earlier line
   *[other] { $count } earlier lines
} (`/game log`)
take-turn = Take your turn
reminder = ⏰ { $user }, game #{ $game } has been waiting on you ({ $role }) for { $waited }. Press the button or use `/play`.
deadline-passed = ⌛ { $owner }, the deadline for { $role } ({ $holder }) passed { $when }. Your call: { $can_pass ->
    [yes] `/game skip role:{ $id }` makes them pass, as the rules allow now;
   *[no] the rules allow them no pass at this point;
} `/game replace role:{ $id }` hands the seat to someone else; or simply wait.
recap = 📜 Game #{ $game } goes on in this thread. The end of its log (all of it in `/game log`):
game-over = 🏁 **Game over.** Winner: { $winners }. { $reason }
    Seed revealed: `{ $seed }` (its SHA-256 is the commitment `{ $commitment }` posted at creation). Anyone can now check every roll and shuffle; see the README, "Verify the dice".
nobody = nobody
the-computer = 🤖 the computer
replaced = 🔁 { $newcomer } now holds { $role }, in place of { $was }.
away = 💤 { $user } is away: reminders are paused until they are back.
back = 👋 { $user } is back: reminders resume.
