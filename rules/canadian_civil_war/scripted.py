"""The scripted player of Canadian Civil War (ARCHITECTURE.md, "Computer players"): the choice a
player who follows the rulebook's plain advice makes, one of the role's legal choices, from what its
seat's view shows (scripted_reading.py), deterministic, without a search. The computer players'
reference opponent and the policy of Hard's playouts (`Title.scripted`, rules/core/computer.py).

What it does, each with the case or passage it comes from:

* **Set-up (3.0 step 3).** Its Issues on the Control Points away from the Crisis Zone (Grassroots
  and Legislative, 5.13 B; the Player's Notes: "to the Control Points within the Home Area"),
  then beneath Constituencies in the Grassroots Section; Constituencies each in a square of
  their own in the Grassroots Section (8.3's -3), the Interest Groups, Premiers and the Prime
  Minister beside them, Civil Servants in the Legislative Section (its strong pieces go to
  guard its Issues once it moves: scripted_moves.py).
* **Cards (5.2).** A Crisis Card calls a rival's Issue of a kind its Victory Conditions ask for
  (when it can contest it that Player-Turn), one of a rival ahead of it, or one a rival near
  victory needs, never its own (5.21); an Event is played when what it turns or moves is worth
  more to it than to those ahead of it (5.22); an Election Card when the Election Table (8.3)
  is likelier to turn Constituencies its way (or away from those ahead of it) than away from it,
  and National Elections (8.2) only by the player who would form the government, the Prime
  Minister not his. It never invites the others to play cards (5.24): that only helps them.
* **The call without a card (4.3, 5.4)** of the rival's Issue most worth calling, as a Crisis
  Card's, when its votes and those of the players who vote as it would (`_calls`) carry it.
* **National Debate (5.4).** It blocks every call of its own Issue; of another's, it votes to
  call it when its holder is ahead of the player calling it, nearer victory or as near with more
  Issues (the Player's Notes: "he has to make it advantageous for a player to protect a
  potential opponent"; the 9.1 example, where a player "has been counting Issues" and blocks
  the one about to win). It votes for every government (8.21): none formed, everyone loses
  (8.24).
* **Movement and Contests** (scripted_moves.py): defensive, and one strike a Player-Turn at good
  odds.
* **The National Emergency** (10.1; the Player's Notes: "Trying to create a National Emergency is
  a very dangerous proposition"). It attempts one only as "that last, desperate bid for victory"
  (the Player's Notes, "Rules as Law"): when a rival is one Issue short of victory, it is not the
  Prime Minister (whose Side would govern alone against everyone, 10.15, 11.23) and it holds at
  least three Constituencies (the Loyalty Number Schedule's weakest row is 0-2, 10.82). Asked for
  a stance, it opposes: with nobody opposed the attempter wins (10.11), a failed attempt leaves
  the game to the others (10.12), and staying neutral only gives up the game (10.14). The war
  itself: scripted_war.py.
"""

from __future__ import annotations

from rules.core import Choice, Title

from . import contest, debate, elections, events, movement, scripted_moves, scripted_war, turns
from .cards import Move, Shift, Strength
from .components import DISPLAY, PIECES, SCENARIOS
from .data import CRISIS_ZONE
from .ops import (
    Layout,
    actives_at,
    card_of,
    constituencies,
    controller,
    issue_at,
    issue_carried,
    key_of,
    seated,
    tally,
)
from .scripted_moves import exposure, near, ring, safety, worth
from .scripted_reading import Reading, area, election_shift, kind_seen, paths, shift
from .state import OFF, CCWState, Step

# A rival this many Issues short of victory, or fewer, is about to win: the moment for the
# desperate bid (module docstring).
DESPERATE = 1
# The fewest Constituencies with which to attempt a National Emergency (10.82's first row).
RANKS = 3
# What an Issue carried beneath a Constituency adds to its worth when an Event or an Election
# may turn or move it (5.13 A: the Issue passes with the Constituency).
CARRIED = 2.0


def scripted(title: Title, state: CCWState, role: str) -> Choice | None:
    """The scripted player's choice for ``role`` now (module docstring), or None when nobody
    waits on ``role`` and it would not break in with a National Emergency."""
    asked = title.choices(state, role)
    attempt = next((c for c in title.interrupts(state, role) if c.verb == "emergency"), None)
    if attempt is not None and attempts(state, role):
        return attempt
    if not asked:
        return None
    choice = _decide(state, role, asked)
    return choice if choice is not None else _fallback(asked)


def _fallback(asked: list[Choice]) -> Choice:
    """What a player who passes chooses (the verbs `Title.pass_choice` knows), else the first."""
    for verb in ("end", "pass", "cancel", "nay", "oppose", "roll"):
        found = _find(asked, verb)
        if found is not None:
            return found
    return asked[0]


def _find(asked: list[Choice], verb: str, arg: str | None = None) -> Choice | None:
    return next((c for c in asked if c.verb == verb and (arg is None or c.arg == arg)), None)


def _decide(state: CCWState, role: str, asked: list[Choice]) -> Choice | None:
    if state.phase == "setup":
        return _setup(state, role, asked)
    if state.phase == "emergency":
        return scripted_war.decide(state, role, asked)
    reading = Reading(state, role)
    if state.queue:
        step = state.queue[0]
        return STEPS[step.kind](state, role, asked, step, reading)
    if state.contest is not None or state.phase == "contest":
        return scripted_moves.contest_step(state, role, asked, reading)
    if state.phase == "movement":
        return scripted_moves.movement_step(state, role, asked, reading)
    if state.phase == "opportunity":
        return _opportunity(state, role, asked, reading)
    return _election(state, role, asked, reading)


# --- the National Emergency's attempt (10.1) -----------------------------------------------------


def attempts(state: CCWState, role: str) -> bool:
    """Whether ``role`` makes its desperate bid now (module docstring); the caller has checked
    that it may (10.1)."""
    if state.actives["prime-minister"].color == role:
        return False
    if len(constituencies(state, role)) < RANKS:
        return False
    reading = Reading(state, role)
    return any(reading.likely_short(c) <= DESPERATE for c in seated(state) if c != role)


# --- set-up (3.0 step 3) -------------------------------------------------------------------------


def _setup(state: CCWState, role: str, asked: list[Choice]) -> Choice | None:
    piece = turns.to_place(state, role)
    allowed = {str(c.arg) for c in asked if c.verb == "place"}
    if piece is None or not allowed:
        return None
    lay = Layout(state)
    for square in _setup_wishes(state, role, piece, lay):
        if square in allowed:
            return _find(asked, "place", square)
    return next(c for c in asked if c.verb == "place")


def _setup_wishes(state: CCWState, role: str, piece: str, lay: Layout) -> list[str]:
    """The squares ``piece`` would go to, best first (module docstring)."""
    home = sorted(DISPLAY.squares(role), key=lambda s: (safety(s, role), s))
    plain = [s for s in home if not DISPLAY.place(s).control_point]
    mine = {s: lay.of(s, state, role) for s in home}

    def has_constituency(square: str) -> bool:
        return any(_kind(p) == "constituency" for p in mine[square])

    if piece in state.issues:
        points = [s for s in DISPLAY.control_points(role) if ring(s) > 0]
        points.sort(key=lambda s: (safety(s, role), s))
        beneath = [s for s in plain if has_constituency(s) and s not in lay.issue]
        return [s for s in points if not mine[s]] + beneath + DISPLAY.control_points(role)
    kind = _kind(piece)
    grass = [s for s in plain if ring(s) == 2]
    legis = [s for s in plain if ring(s) == 1]
    if kind == "constituency":
        alone = [s for s in grass if not has_constituency(s)]
        return alone + grass + legis + plain
    if kind == "civil-servant":
        return legis + grass + plain
    beside = [s for s in grass if has_constituency(s) and len(mine[s]) == 1]
    return beside + grass + legis + plain


def _kind(piece: str) -> str:
    return PIECES[piece].kind


# --- the Political Opportunity Phase (5.0-5.2) ---------------------------------------------------


def _opportunity(state: CCWState, role: str, asked: list[Choice], reading: Reading) -> Choice:
    plays = [c for c in asked if c.verb == "play"]
    crises = [c for c in plays if card_of(str(c.arg)).type == "crisis"]
    for choice in sorted(crises, key=lambda c: -_crisis_worth(state, role, str(c.arg), reading)):
        if _crisis_worth(state, role, str(choice.arg), reading) > 0:
            return choice
    for choice in sorted(
        plays, key=lambda c: (-_event_worth(state, role, str(c.arg), reading), c.arg)
    ):
        if (
            card_of(str(choice.arg)).type == "event"
            and _event_worth(state, role, str(choice.arg), reading) > 0
        ):
            return choice
    call = _find(asked, "call")
    if call is not None and _call_target(state, role, reading) is not None:
        return call
    return _find(asked, "end")  # type: ignore[return-value]


def _rival_of(state: CCWState, key: str) -> str | None:
    """Who holds the Issue of the stack ``key`` (its controller, or the Constituency's colour
    over it), or None."""
    issue = issue_at(state, key)
    if issue is None:
        return None
    owner = controller(state, issue)
    under = state.issues[issue].under
    return state.actives[under].color if owner is None and under else owner


def _call_worth(
    state: CCWState, role: str, key: str, reading: Reading, kind: str | None = None
) -> float:
    """What calling the Issue of ``key`` into the Crisis Zone is worth to ``role`` (5.21),
    its kind as ``role`` reads it (or ``kind``, a Crisis Card's). If it can contest it this
    Player-Turn (the Player's Notes: "place his opponents Pieces in dangerous positions — the
    Crisis Zone for instance"), what taking it is worth: an Issue it lacks, else one from a
    holder ahead of it; and, whatever comes of it, what it costs a rival near victory who needs
    it (the holder must win it back, 5.32). Never its own."""
    issue = issue_at(state, key)
    if issue is None:
        return 0.0
    owner = _rival_of(state, key)
    if owner == role:
        return -1.0
    kind = kind or kind_seen(state, issue, role)
    needed = owner is not None and reading.counts_for(owner, kind)
    value = 0.0
    if _can_strike(state, role, reading):
        chance = reading.wanted(role, kind)
        ahead = owner is not None and _ahead(reading, owner, role)
        value += scripted_moves.NEEDED * chance + scripted_moves.ANY * (1 - chance) * ahead
    if needed and near(reading, owner):  # type: ignore[arg-type]
        value += scripted_moves.DENIAL
    return value


def _crisis_worth(state: CCWState, role: str, card: str, reading: Reading) -> float:
    """A Crisis Card's worth: that of the best rival's Issue it may call, as ``role`` reads them
    (one it cannot read, by the chance that it is of the card's kind). Nothing when every Issue
    of its kind outside the Crisis Zone may be ``role``'s own: the card would call one of them
    (5.21)."""
    kind = card_of(card).issue
    unseen = sum(reading.unseen.values())
    best = 0.0
    for issue, spec in state.issues.items():
        if spec.where in (CRISIS_ZONE, OFF):
            continue
        seen = kind_seen(state, issue, role)
        chance = 1.0 if seen == kind else 0.0
        if seen is None and unseen:
            chance = reading.unseen[kind] / unseen
        key = key_of(spec)
        if chance and _rival_of(state, key) != role:
            best = max(best, chance * _call_worth(state, role, key, reading, kind))
    return best


def _call_target(state: CCWState, role: str, reading: Reading) -> str | None:
    """The stack a call without a card names (4.3, 5.4): the rival's Issue most worth calling
    (`_call_worth`), if the vote carries as ``role`` reads the others' ballots (`_calls`)."""
    lay = Layout(state)
    weights = {c: debate.weight(state, c) for c in seated(state)}
    best, found = 0.0, None
    for key in lay.keys:
        if key.startswith(CRISIS_ZONE) or key not in lay.issue:
            continue
        owner = _rival_of(state, key)
        if owner in (None, role):
            continue
        value = _call_worth(state, role, key, reading)
        if value < scripted_moves.ANY or value <= best:
            continue
        ayes = sum(
            weights[c]
            for c in seated(state)
            if c == role or (c != owner and _calls(reading, owner, role))  # type: ignore[arg-type]
        )
        if 2 * ayes > sum(weights.values()):
            best, found = value, key
    return found


def _calls(reading: Reading, owner: str, proposer: str) -> bool:
    """How a third player votes on ``proposer``'s call of ``owner``'s Issue (5.4): for it when
    the holder is ahead of the caller (the Player's Notes: a player must "make it advantageous
    for a player to protect a potential opponent"; nobody protects the one ahead; the 9.1
    example: the third player "has been counting Issues")."""
    return _ahead(reading, owner, proposer)


def _ahead(reading: Reading, one: str, other: str) -> bool:
    """Whether ``one`` is ahead of ``other`` as the seat reads them: fewer Issues short of
    victory, or as many and more Issues held (the tracks of 2.1)."""
    return (reading.likely_short(one), -reading.count[one]) < (
        reading.likely_short(other),
        -reading.count[other],
    )


def _can_strike(state: CCWState, role: str, reading: Reading) -> bool:
    """Whether ``role`` could take one more Issue from the Crisis Zone this Player-Turn than
    those lying there already: a Constituency that carries nothing for each, able to stand
    beside the Crisis Zone in a square of its Administrative Section without an Issue (7.12,
    7.21, 3.0), one such square each (the Issue comes to it)."""
    if "can strike" not in reading.memo:
        lay = Layout(state)
        squares = [s for s in paths()[CRISIS_ZONE] if area(s) == role and s not in lay.issue]
        takers = sum(
            1
            for piece in movement.movable(state, role)  # type: ignore[arg-type]
            if _kind(piece) == "constituency"
            and piece not in lay.carriers
            and any(
                s == state.actives[piece].where or s in scripted_moves.reach(state, piece)
                for s in squares
            )
        )
        lying = sum(
            1
            for key in lay.keys
            if key.startswith(CRISIS_ZONE) and contest.stake(state, key, role, lay) is not None
        )
        reading.memo["can strike"] = min(len(squares), takers) > lying
    return reading.memo["can strike"]


def _event_worth(state: CCWState, role: str, card: str, reading: Reading) -> float:
    """What an Event Card does for ``role`` (5.22), as it would act now: each piece turned to
    it or moved out of the Crisis Zone counts for it, each turned away or sent into the Crisis
    Zone against it (a rival's half as much); a doubled or halved Contesting Strength counts
    only while it can contest this Player-Turn."""
    spec = card_of(card)
    if spec.type != "event":
        return 0.0
    total = 0.0
    for effect in spec.effect:
        pieces = events.selected(state, effect)
        if isinstance(effect, Strength):
            if not _can_strike(state, role, reading):
                continue
            for piece in pieces:
                gain = contest.strength(state, piece) * (effect.factor - 1)
                total += gain if state.actives[piece].color == role else -gain
        elif isinstance(effect, Shift):
            for piece in pieces:
                old = state.actives[piece].color
                new = shift(state.scenario, old, effect.steps, effect.toward)
                total += _turned(state, role, piece, old, new, reading)
        elif isinstance(effect, Move):
            total += _moved(state, role, effect, pieces)
    return total


def _value(state: CCWState, piece: str) -> float:
    return worth(piece) + (CARRIED if issue_carried(state, piece) is not None else 0.0)


def _turned(state: CCWState, role: str, piece: str, old: str, new: str, reading: Reading) -> float:
    """A piece turned from ``old`` to ``new``: its worth to ``role`` if it gains it, less if it
    loses it; a quarter of it if a rival ahead of it loses it (half if he is near victory), less
    a quarter if a rival ahead of it gains it."""
    if old == new:
        return 0.0
    if new == role:
        return _value(state, piece)
    if old == role:
        return -_value(state, piece)
    gain = 0.0
    if _ahead(reading, old, role):
        gain += _value(state, piece) / (2 if near(reading, old) else 4)
    if _ahead(reading, new, role):
        gain -= _value(state, piece) / (2 if near(reading, new) else 4)
    return gain


def _moved(state: CCWState, role: str, effect: Move, pieces: list[str]) -> float:
    total = 0.0
    for piece in pieces:
        mine = state.actives[piece].color == role
        into = effect.to == CRISIS_ZONE
        if into and state.actives[piece].where == CRISIS_ZONE:
            continue
        sign = -1.0 if into else 1.0
        if not into and state.actives[piece].where != CRISIS_ZONE:
            # sent to an area: good for it if that is its own Home Area, else bad
            home = effect.to_area in ("owner", state.actives[piece].color)
            sign = 1.0 if home else -1.0
        total += sign * _value(state, piece) * (1.0 if mine else -0.5)
    return total


# --- the Election Phase (8.0) --------------------------------------------------------------------


def _election(state: CCWState, role: str, asked: list[Choice], reading: Reading) -> Choice:
    for choice in asked:
        if choice.verb == "play" and _election_worth(state, role, str(choice.arg), reading) > 0:
            return choice
    return _find(asked, "end")  # type: ignore[return-value]


def _election_worth(state: CCWState, role: str, card: str, reading: Reading) -> float:
    """What an Election Card is worth to ``role``: for a Provincial one, the Constituencies the
    Election Table (8.3) is expected to turn to it less those it is expected to lose, the
    direction of each shift an even chance (8.12); National Elections (8.2): worth it only to
    the player with the most Constituencies who does not hold the Prime Minister (he forms
    the government, 8.21)."""
    spec = card_of(card)
    if spec.type != "election":
        return 0.0
    seats = tally(state)[1]
    if spec.national:
        best = max(seats.values())
        alone = [c for c, n in seats.items() if n == best] == [role]
        return 1.0 if alone and state.actives["prime-minister"].color != role else 0.0
    issues = tally(state)[0]
    total = 0.0
    for piece, active in state.actives.items():
        if _kind(piece) != "constituency" or PIECES[piece].province != spec.province:
            continue
        if active.where == "off":
            continue
        owner = active.color
        modifier = DISPLAY.election_modifier(active.where, owner)
        for steps, chance in election_shift(issues[owner], modifier).items():
            for toward in ("blue", "red"):
                new = shift(state.scenario, owner, steps, toward)
                total += chance / 2 * _turned(state, role, piece, owner, new, reading)
    return total


# --- the steps the game waits on -----------------------------------------------------------------


def _target(
    state: CCWState, role: str, asked: list[Choice], step: Step, reading: Reading
) -> Choice | None:
    """The Issue a Crisis Card or a call names (5.21): the rival's worth most, then the least
    defended; its own only if nothing else is offered."""
    options = [c for c in asked if c.verb == "to"]
    if step.card is None:
        planned = _call_target(state, role, reading)
        if planned is not None and _find(asked, "to", planned) is not None:
            return _find(asked, "to", planned)

    def score(choice: Choice) -> tuple[float, float, int]:
        key = str(choice.arg)
        defence = sum(contest.strength(state, p) for p in actives_at(state, key))
        return (_call_worth(state, role, key, reading), -defence, -options.index(choice))

    return max(options, key=score) if options else None


def _vote(
    state: CCWState, role: str, asked: list[Choice], step: Step, reading: Reading
) -> Choice | None:
    """5.4 and 8.21, as the module docstring says."""
    vote = state.vote
    assert vote is not None
    if vote.question == "government":
        return _find(asked, "aye")
    issue = vote.target or ""
    owner = _rival_of(state, key_of(state.issues[issue])) if issue in state.issues else None
    if owner == role:
        return _find(asked, "nay")
    if owner is None:
        return _find(asked, "nay")
    return _find(asked, "aye" if _calls(reading, owner, vote.proposer) else "nay")


def _place(
    state: CCWState, role: str, asked: list[Choice], step: Step, reading: Reading
) -> Choice | None:
    """Where an Event or a new government sends one's piece (5.22, 8.2): a free Control Point
    for the Issue it carries, else the safest square offered."""
    options = [str(c.arg) for c in asked if c.verb == "to"]
    piece = step.pieces[0]
    carrying = issue_carried(state, piece) is not None
    lay = Layout(state)

    def score(square: str) -> tuple:
        point = carrying and DISPLAY.place(square).control_point and ring(square) > 0
        return (not point, square in lay.issue, safety(square, role), exposure(square), square)

    return _find(asked, "to", min(options, key=score)) if options else None


def _invited(
    state: CCWState, role: str, asked: list[Choice], step: Step, reading: Reading
) -> Choice | None:
    """Invited to play out of turn (5.24): an Election Card or an Event that turns or moves
    pieces its way (a doubled strength is no use out of its own turn); never a Crisis Card,
    whose Issue it could not contest before the Phasing Player does."""
    for choice in asked:
        if choice.verb != "play":
            continue
        spec = card_of(str(choice.arg))
        if spec.type == "election" and _election_worth(state, role, str(choice.arg), reading) > 0:
            return choice
        strength = any(isinstance(e, Strength) for e in spec.effect)
        if (
            spec.type == "event"
            and not strength
            and _event_worth(state, role, str(choice.arg), reading) > 0
        ):
            return choice
    return _find(asked, "pass")


def _formation(
    state: CCWState, role: str, asked: list[Choice], step: Step, reading: Reading
) -> Choice | None:
    """Forming a government (8.21, 8.22): with too few Constituencies of its own, one Civil
    Servant to the player with the most, for his vote; then the vote."""
    formation = state.formation
    need = SCENARIOS[state.scenario].government_votes
    if formation is not None and not formation.given and debate.weight(state, role) < need:
        others = [c for c in seated(state) if c != role]
        heaviest = max(others, key=lambda c: (debate.weight(state, c), -others.index(c)))
        servants = elections.servants_left(state)
        if servants:
            found = _find(asked, "give", f"{servants[0]}:{heaviest}")
            if found is not None:
                return found
    return _find(asked, "vote")


STEPS = {
    "target": _target,
    "vote": _vote,
    "event-place": _place,
    "return": _place,
    "invite": _invited,
    "formation": _formation,
}

__all__ = ["attempts", "scripted"]
