"""What the computer players need of Canadian Civil War (rules/core/computer.py): a redraw of
the hidden information for one seat, and how every player stands.

What a seat cannot see, and how `redraw` deals it again (everything with the rng it is given,
from what the seat's view leaves possible):

* **The cards** (3.0 step 4: "The Players may look at their own Cards"): the other players'
  hands and the order of the draw pile. The discard pile is public: every card reaches it by
  being played face up (5.0 Procedure). The cards neither in it nor in the seat's hand are dealt
  again, each hand keeping its size and the draw pile its size, but not blindly: the discard
  pile is reshuffled only once the deck is completely depleted (5.0 Procedure), so the public
  log says from which deck every card a player holds was drawn. A card played, reshuffled and
  drawn again was drawn from the deck made at that reshuffle, whose cards everybody knows; a
  card held since before the last reshuffle can never be in the draw pile. The log is read
  from the start (the deal of 3.0 step 4, every "draws", every card played, every reshuffle,
  every choice taken back), giving, for every player and every deck, how many cards of it he
  still holds, and each card is dealt again only among the hands (and the pile) that may hold
  it. A card played and then taken back (undo) went back into its player's hand in view of
  everybody: it stays there. Should the log not account for the piles as the state has them
  (an undo the reading cannot place), the unseen cards are dealt among the other hands and the
  draw pile by their sizes alone.
* **The face-down Issues** (3.0 step 2: each player examines the Issues he drew and may keep
  them secret): an Issue the seat has not seen and that is not face up. Every Issue keeps its
  place (its square or Crisis Zone stack, the Constituency on top of it, who has seen it, the
  Home Area it was called from): only what it is changes. The kinds dealt are the scenario's
  Issues (12.1 special rule 3, 12.2) less those the seat can read (face up, or seen: its own,
  those it drew or held, those a Crisis Card made their holders reveal, 5.0 Procedure, 5.21),
  so a kind all of whose Issues were revealed is never dealt. A deal that would give a player
  every Issue his Victory Conditions ask for is dealt again (up to `TRIES` times): he would
  have won the moment he controlled them (11.1, 4.5), and the game goes on. (Only the present
  is checked: that no earlier holder of these Issues would have won is not.) An Issue's id
  names its kind, so the ids are given again too: the seat's own Issues keep theirs (its view
  lists them); every other Issue takes the ids of its kind in the order of the places (so two
  states the seat cannot tell apart are redrawn alike), and whatever names an Issue (a vote's
  call, the pieces engaged this Player-Turn, the Issues a player has still to place at set-up)
  follows it.
* **Sealed choices**: the ballots of a National Debate or of the vote forming a government
  already cast by others (5.4 as reconstructed, 8.21), and the stances already taken on a
  National Emergency (10.1, 10.14): who has chosen stays, each choice is drawn again (a
  stance as the redraw's insight expects it, `_dealt`).
* **What another player is preparing** (a Contest, 7.0; pieces picked to move together; the
  Issue a call without a card is about to name, 4.3; in a National Emergency, the Side's
  call-up marks, picks and attack, 10.23-10.7): shown only to him (or his Side), so for anyone
  else it is taken back to the menu it started from: he may choose again.

The game's rng is replaced (`BaseTitle._reseeded`), and the bookkeeping of undo keeps only what
the seat's view shows (whether the seat itself may undo). A redraw takes about 1 ms (0.9 ms
median, 1.3 ms at most, over the positions of tests/rules/canadian_civil_war/test_ccw_computer.py).

How players stand (`standing`): see its docstring.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import product

from rules.core import BaseTitle
from rules.core.rng import Rng
from rules.core.tables import TableRoll

from . import emergency, war_odds
from .components import NATIONAL_EMERGENCY, SCENARIOS
from .ops import NAMES, card_id, clockwise_from, controller, seated, tally
from .state import CCWState, Issue

# --- reading the public log for the cards (5.0 Procedure) ------------------------------------

# The lines ops.draw, events.play and BaseTitle.undo_line write.
_DRAW = re.compile(r"^(\w+) draws (\d+) Political Opportunity Cards?\.$")
_PLAY = re.compile(r"^🃏 (\w+) plays #(\d+) ")
_UNDO = re.compile(r"^\S+ (\w+) \(.+\) took back their last choice\.$")
_RESHUFFLE = "The deck ran out: the discard pile is reshuffled into a new deck."


@dataclass
class _Decks:
    """What the public log says of the cards: the decks so far (0: the one dealt at set-up,
    then one per reshuffle), the deck each card was last put into, how many cards of each deck
    each player holds, the draw pile's size, the discard pile, and the cards taken back into a
    hand in view of everybody."""

    every: list[str]
    deck: int = 0
    pile: int = 0
    entry: dict[str, int] = field(default_factory=dict)
    held: dict[str, Counter[int]] = field(default_factory=dict)
    discard: list[str] = field(default_factory=list)
    shown: dict[str, str] = field(default_factory=dict)


def _read_log(state: CCWState) -> _Decks | None:
    """The cards as the log tells them, or None where it does not add up."""
    scenario = SCENARIOS[state.scenario]
    colors = seated(state)
    by_name = {NAMES[c]: c for c in colors}
    every = [card_id(n) for n in range(1, 57) if n not in scenario.removed_cards]
    decks = _Decks(every=every, entry=dict.fromkeys(every, 0))
    decks.held = {c: Counter({0: scenario.cards[c]}) for c in colors}
    decks.pile = len(every) - sum(scenario.cards[c] for c in colors)
    ran_out = False
    takeable: list[tuple[str, str]] = []  # plays since the last draw: what an undo may take back
    for line in state.log:
        if line == _RESHUFFLE:
            ran_out = True
            continue
        if (m := _DRAW.match(line)) is not None:
            color = by_name.get(m[1])
            if color is None or not _draw(decks, color, int(m[2]), ran_out):
                return None
            ran_out, takeable = False, []
            continue
        if ran_out:
            return None
        if (m := _PLAY.match(line)) is not None:
            color, card = by_name.get(m[1]), card_id(int(m[2]))
            if color is None or card not in decks.entry:
                return None
            decks.held[color][decks.entry[card]] -= 1
            decks.discard.append(card)
            decks.shown.pop(card, None)
            takeable.append((color, card))
        elif (m := _UNDO.match(line)) is not None:
            color = by_name.get(m[1])
            if takeable and takeable[-1][0] == color and decks.discard[-1:] == [takeable[-1][1]]:
                _, card = takeable.pop()
                decks.discard.pop()
                decks.held[color][decks.entry[card]] += 1
                decks.shown[card] = color
    return None if ran_out else decks


def _draw(decks: _Decks, color: str, n: int, ran_out: bool) -> bool:
    """``color`` drew ``n`` cards: from the draw pile, then, if it ran out, from the discard
    pile reshuffled (5.0 Procedure; rules.core.decks.Deck.draw). False if that cannot be."""
    first = min(n, decks.pile)
    decks.pile -= first
    decks.held[color][decks.deck] += first
    rest = n - first
    if (rest > 0) != ran_out:
        return False
    if rest:
        decks.deck += 1
        for card in decks.discard:
            decks.entry[card] = decks.deck
        decks.pile, decks.discard = len(decks.discard), []
        if rest > decks.pile:
            return False
        decks.pile -= rest
        decks.held[color][decks.deck] += rest
    return True


def _deal_cards(state: CCWState, new: CCWState, role: str, rng: Rng) -> None:
    others = [c for c in seated(state) if c != role]
    mine = set(state.hands[role])
    decks = _read_log(state)
    plan = None if decks is None else _plan(state, decks, role, others)
    if plan is None:  # the sizes alone
        public = set(state.deck.discard_pile) | mine
        removed = SCENARIOS[state.scenario].removed_cards
        pool = [card_id(n) for n in range(1, 57) if n not in removed and card_id(n) not in public]
        rng.shuffle(pool)
        for color in others:
            size = len(state.hands[color])
            new.hands[color], pool = pool[:size], pool[size:]
        new.deck.draw_pile = pool
        return
    assert decks is not None
    hands = {c: [k for k, who in decks.shown.items() if who == c] for c in others}
    pile: list[str] = []
    for deck, (pool, quotas) in plan.items():
        rng.shuffle(pool)
        for color in others:
            hands[color] += pool[: quotas[color]]
            pool = pool[quotas[color] :]
        if deck == decks.deck:
            pile = pool
    for color in others:
        new.hands[color] = hands[color]
    new.deck.draw_pile = pile


def _plan(
    state: CCWState, decks: _Decks, role: str, others: list[str]
) -> dict[int, tuple[list[str], dict[str, int]]] | None:
    """For each deck, the unseen cards last put into it and how many of them each other player
    holds (the rest are the draw pile, of the current deck only); None if the log and the state
    disagree."""
    if (
        decks.deck != state.deck.reshuffles
        or decks.pile != len(state.deck.draw_pile)
        or decks.discard != state.deck.discard_pile
    ):
        return None
    for color, held in decks.held.items():
        if any(n < 0 for n in held.values()) or sum(held.values()) != len(state.hands[color]):
            return None
    mine = state.hands[role]
    if Counter(decks.entry[c] for c in mine) != +decks.held[role]:
        return None
    if any(c in mine or c in decks.discard for c, who in decks.shown.items() if who != role):
        return None
    shown = {c for c, who in decks.shown.items() if who != role}
    seen = set(mine) | set(decks.discard) | shown
    plan: dict[int, tuple[list[str], dict[str, int]]] = {}
    for deck in range(decks.deck + 1):
        pool = [c for c in decks.every if decks.entry[c] == deck and c not in seen]
        quotas = {
            color: decks.held[color][deck]
            - sum(1 for c in shown if decks.shown[c] == color and decks.entry[c] == deck)
            for color in others
        }
        left = len(pool) - sum(quotas.values())
        if any(q < 0 for q in quotas.values()) or left != (decks.pile if deck == decks.deck else 0):
            return None
        plan[deck] = (pool, quotas)
    return plan


# --- the face-down Issues (3.0 step 2) ------------------------------------------------------

TRIES = 200  # deals tried before giving up on keeping every other player short of victory


def _deal_issues(state: CCWState, new: CCWState, role: str, rng: Rng) -> None:
    ids = list(state.issues)
    placed = {i: (c, n) for c, pieces in state.placed.items() for n, i in enumerate(pieces)}

    def place_of(issue: str) -> tuple:
        spec = state.issues[issue]
        owner, at = placed.get(issue, ("", -1))
        return (
            spec.where,
            spec.stack,
            spec.under or "",
            spec.called_from or "",
            spec.public,
            tuple(spec.seen),
            owner,
            at,
        )

    held = {i: controller(state, i) for i in ids}
    known = {
        i: state.issues[i].kind
        for i in ids
        if state.issues[i].public or role in state.issues[i].seen
    }
    hidden = sorted((i for i in ids if i not in known), key=place_of)
    scenario = SCENARIOS[state.scenario]
    left = Counter(scenario.issues) - Counter(known.values())
    pool = sorted(left.elements())
    playing = state.phase not in ("setup", "emergency", "over") and state.outcome is None
    for _ in range(TRIES):
        rng.shuffle(pool)
        kinds = known | dict(zip(hidden, pool, strict=True))
        if not playing or not _someone_wins(state, kinds, held, role):
            break
    # Ids: the seat's own keep theirs; the others take those of their kind in place order.
    own = {i for i in ids if held[i] == role}
    renamed: dict[str, str] = {i: i for i in own}
    for kind in scenario.issues:
        names = [i for i in ids if _kind_of(i) == kind and i not in own]
        places = sorted((i for i in ids if kinds[i] == kind and i not in own), key=place_of)
        renamed.update(zip(places, names, strict=True))
    back = {name: old for old, name in renamed.items()}
    issues = {}
    for name in ids:
        spec = state.issues[back[name]]
        issues[name] = Issue(
            kind=_kind_of(name),
            where=spec.where,
            stack=spec.stack,
            under=spec.under,
            seen=list(spec.seen),
            public=spec.public,
            called_from=spec.called_from,
        )
    new.issues = issues
    new.placed = {c: [renamed.get(p, p) for p in pieces] for c, pieces in state.placed.items()}
    new.engaged = [renamed.get(p, p) for p in state.engaged]
    if new.vote is not None and new.vote.target is not None:
        new.vote.target = renamed[new.vote.target]


def _kind_of(issue: str) -> str:
    """An Issue's id names its kind (turns.build): ``tax-2`` is a Tax Issue."""
    return issue.rsplit("-", 1)[0]


def _someone_wins(
    state: CCWState, kinds: dict[str, str], held: dict[str, str | None], role: str
) -> bool:
    """Whether the dealt kinds complete another player's Victory Conditions (11.1)."""
    scenario = SCENARIOS[state.scenario]
    for color in seated(state):
        if color == role:
            continue
        have = Counter(kinds[i] for i, c in held.items() if c == color)
        if all(have[k] >= n for k, n in scenario.setup(color).victory.items()):
            return True
    return False


# --- sealed choices and what another player prepares -------------------------------------------

STANCES = ("join", "oppose", "neutral")


def _deal_choices(state: CCWState, new: CCWState, role: str, rng: Rng, insight: int) -> None:
    vote = new.vote
    if vote is not None:
        for color in seated(state):
            if color in vote.ballots and color not in (role, vote.proposer):
                vote.ballots[color] = rng.below(2) == 1
    e = new.emergency
    if e is not None and e.stage == "attempt":
        table = _table_of(state, insight)
        for color in seated(state):
            if color in e.stances and color != role:
                e.stances[color] = _dealt(table, color, rng)  # type: ignore[assignment]


def _dealt(table: _Table, voter: str, rng: Rng) -> str:
    """A stance ``voter`` has taken, sealed (10.14), dealt again: with insight 0 any stance
    alike; with more, as `_model` sees him answer. A voter answering last resolves the attempt
    at once on each redraw, by the stances dealt there: dealt alike, a Prime Minister who had
    answered first opposed one time in three, and Hard beside him opposed where it joins when
    it answers first (23 of 63 such Quiet Revolution games)."""
    if table.insight == 0:
        return rng.choice(STANCES)
    chances = _model(table)[voter]
    draw = rng.below(1 << 30) / (1 << 30)
    for stance in STANCES[:-1]:
        draw -= chances[stance]
        if draw < 0:
            return stance
    return STANCES[-1]


def _forget_preparations(new: CCWState, role: str) -> None:
    if role != new.player:
        new.picked, new.contest = [], None
        step = new.queue[0] if new.queue else None
        if step is not None and step.kind == "target" and step.card is None:
            new.queue.pop(0)  # the call without a card, its Issue not named yet (4.3, 5.4)
            new.called = False
    e = new.emergency
    if e is not None and e.stage in ("callup", "movement", "combat"):
        owner = "government" if e.stage == "callup" else e.side
        if e.sides.get(role) != owner:
            e.picked, e.attack = [], None


def redraw(state: CCWState, role: str, rng: Rng, insight: int = 0) -> CCWState:
    """A state ``role`` cannot tell from ``state``, everything it cannot see dealt again with
    ``rng`` (the module docstring says what and how), with a game rng of its own."""
    new = state.clone()
    _deal_cards(state, new, role, rng)
    _deal_issues(state, new, role, rng)
    _deal_choices(state, new, role, rng, insight)
    _forget_preparations(new, role)
    mine = state.undoable_by == role
    new.undoable_by = role if mine else None
    new.last_actor = role if mine else None
    new.undo_blocker = None
    return BaseTitle._reseeded(new, rng)


# --- how the players stand -----------------------------------------------------------------

# Each Issue still missing makes a player this many times less likely to win, and each Issue a
# player must lose before he may attempt a National Emergency makes his attempt this many times
# less likely to be the way the game ends (reconstructed, a belief, not a measure).
MISSING = 3.0
# The Government Side's chance of winning a National Emergency just created (reconstructed, as
# measured: it must eliminate every Rebel Constituency in six Game-Turns, 11.23. Between
# computer players it won none of 33 in 60 games with Normal on every seat, 2026-12-03; with a
# Government that deploys beside the Rebels and closes on them, war_odds.py, 8 of 49 in the
# Quiet Revolution, 2026-12-05, where the Rebels hold 7 Constituencies or fewer, and hardly ever
# in the Referendum, where they hold up to 20). Each Emergency counted as an even fight before:
# a player chose his stance without seeing that the Side of the Prime Minister (10.15) all but
# loses.
GOVERNMENT_WINS = 0.1


def standing(state: CCWState, insight: int = 0) -> dict[str, float]:
    """How each seated player stands, 0 (lost) to 1 (won).

    Once the game is over: the winners 1 and everyone else 0; when nobody won, the players who
    did not lose share the point, as a drawn game's (10.12: the failed attempter loses, and
    "No one wins"; 8.24: everyone loses, and everyone shares).

    The political game ends in one of two ways: a player collects the Issues his Victory
    Conditions ask for (11.1, 12.1, 12.2), or the player with the fewest Issues, no more than 3,
    attempts a National Emergency (10.1). `_race` weighs each way by how far off it is (Issues
    short of victory; Issues to lose before one may attempt: ``MISSING ** -distance``) and each
    player stands at his mean over them; a player who may attempt now and gains by it will, and
    everyone stands as his attempt leaves him. Between computer players nearly every game ends
    by the first attempt, within three Game-Turns.

    A National Emergency once its Sides are formed (10.15; 11.23, 11.24): the Government wins by
    eliminating every Rebel Constituency within six Game-Turns, the Rebels by keeping one. The
    Government stands at `war_odds.government_standing` (its chance of eliminating them all,
    from the odds its units can bring against each, and a little for those likely to fall), the
    Rebels at the rest; the players of a Side share its standing, as they share a game they win
    together, and a neutral player (10.14: he "takes no further part in the game") stands at 0.
    Just created (`unfought`), the Government stands at `GOVERNMENT_WINS`, as the attempt's
    reckoning foresaw it (`_Table.payoff`), so that a stance is worth the same whether the roll
    comes after it or after another's (war_odds, counting every unit still to deploy as beside
    every Rebel stack, gave a Government against a lone Rebel up to 1 there, and a voter whose
    answer was the last, resolving the attempt at once, judged it by that).

    An attempt whose stances are still being chosen (10.11-10.14, 10.81): `_attempt`, each
    player answering as the voters' answers are foreseen (`_answers`).

    ``insight`` (`Title.standing`): with 0, every attempt's answers are foreseen by the one
    common reckoning, `_answers`; with 1 (Hard), each voter answers what serves him best
    against that reckoning, as a player who uses it does, and the player judged answers best
    against those answers (`_model`).
    """
    colors = seated(state)
    if state.outcome is not None:
        if state.outcome.winners:
            return {c: float(c in state.outcome.winners) for c in colors}
        drawn = [c for c in colors if c not in state.outcome.losers]
        return {c: 1 / len(drawn) if c in drawn else 0.0 for c in colors}
    e = state.emergency
    if e is not None and e.sides:
        return _military(state, colors)
    if e is not None and e.stage == "attempt":
        return _attempt(state, insight)
    return _race(state, colors, insight)


Path = tuple[float, dict[str, float]]  # how likely the game goes this way, how all then stand


def _race(state: CCWState, colors: list[str], insight: int) -> dict[str, float]:
    """The political game (10.1, 11.1): a race between collecting one's Issues and attempting a
    National Emergency, each player's standing his mean over the ways the game may end.

    A player who may attempt now (the fewest Issues, and no more than 3) and gains by it does
    so at once (it is his at any moment, and he need wait for nobody): everyone stands as that
    attempt will leave him (`_Table.stands`; with several such players, a tie for the fewest,
    each is as likely as the others to be first). Otherwise each way the game may end is weighed
    by how far off it is, ``MISSING ** -distance``: a player's victory (11.1) by the Issues he
    is short of (`_short`), a player's attempt by the Issues he must lose before he may make it
    (`_to_eligible`), counted only where he gains by it, that is where it leaves him better than
    the ways counted before his (`_ways`). (Each way weighed alone, nobody saw what he lost by
    letting another become the one who may attempt, and a Prime Minister who had lost his
    Issues attempted and lost: in the Referendum the attempt is worth 0.4 to an attempter, 0.26
    to a voter and 0.04 to the Prime Minister attempting it himself.)"""
    wins, tries, now = _ways(state, colors, insight)
    if now:  # each as likely as the others to be first
        return _mean([(1.0, tries[c][1]) for c in now], colors)
    return _mean(wins + list(tries.values()), colors)


def attempters(state: CCWState) -> list[str]:
    """The players who may attempt a National Emergency now and gain by it (10.1): `standing`
    counts on their attempt (`_race`), and a playout stops there (`Title.foresees`), as the
    common reckoning of the answers (insight 0) sees them."""
    if state.outcome is not None or state.emergency is not None:
        return []
    return _ways(state, seated(state), 0)[2]


def _ways(
    state: CCWState, colors: list[str], insight: int
) -> tuple[list[Path], dict[str, Path], list[str]]:
    """The ways the political game may end (`_race`): each player's victory, and the attempts
    of those who gain by one; and who of them may attempt now."""
    premier = state.actives["prime-minister"].color
    counts = tally(state)[0]
    short = _short(state, colors)
    wins: list[Path] = [(MISSING ** -short[c], {o: float(o == c) for o in colors}) for c in colors]
    tables = {}
    for attempter in colors:
        voters = tuple(c for c in clockwise_from(state, attempter) if c != attempter)
        tables[attempter] = _Table(attempter, voters, premier, tuple(colors), insight)
    ways = {c: (MISSING ** -_to_eligible(counts, c), _foreseen(tables[c])) for c in colors}
    # Who gains by attempting depends on who else would. The players decide from the one who
    # gains most by his attempt to the one who gains least, each counting his attempt if it
    # beats the ways counted so far: a Prime Minister, whose attempt makes his own Side the
    # Government (10.15), decides last, against the others' attempts, and makes his only when
    # waiting leaves him worse (a rival about to collect his Issues). (Each weighing every
    # other attempt, the Prime Minister's too, nobody gained: his attempt leaves the others
    # 0.55 in the Quiet Revolution. Each weighing the political game alone, the Prime Minister
    # short of his Issues attempted and lost.)
    values = {c: _attempt_value(tables[c]) for c in colors}
    tries: dict[str, Path] = {}
    for c in sorted(colors, key=values.__getitem__, reverse=True):
        if values[c] > _mean(wins + list(tries.values()), colors)[c]:
            tries[c] = ways[c]
    eligible = emergency.eligible(state, counts)
    return wins, tries, [c for c in tries if c in eligible]


def _mean(paths: list[Path], colors: list[str]) -> dict[str, float]:
    """How each stands over ``paths``, by their weights."""
    total = sum(weight for weight, _ in paths)
    return {c: sum(weight * stands[c] for weight, stands in paths) / total for c in colors}


def _short(state: CCWState, colors: list[str]) -> dict[str, int]:
    """How many of the Issues his Victory Conditions ask for (12.1, 12.2) each player does not
    control (those in the Crisis Zone do not count, 5.31)."""
    scenario = SCENARIOS[state.scenario]
    have: dict[str, Counter[str]] = {c: Counter() for c in colors}
    for issue, spec in state.issues.items():
        color = controller(state, issue)
        if color is not None:
            have[color][spec.kind] += 1
    return {
        c: sum(max(0, n - have[c][k]) for k, n in scenario.setup(c).victory.items()) for c in colors
    }


def _to_eligible(counts: dict[str, int], color: str) -> int:
    """How many of his Issues ``color`` must lose before he may attempt a National Emergency
    (10.1: the fewest Issues, and no more than 3)."""
    fewest = min(n for c, n in counts.items() if c != color)
    return max(0, counts[color] - 3, counts[color] - fewest)


# The chance that a player yet to be heard answers an attempt at random rather than as the
# others' answers make best (reconstructed, a belief, not a measure): nobody at the table can
# tell how well the others judge, so a stance that is best only if everyone else answers well
# (to join, counting on another to oppose) is weighed against the chance that nobody opposes
# (10.11). Counting every rival as sure to oppose, a computer joined the attempts of random
# players and lost half of those games outright (Referendum, Normal against Easy).
CARELESS = 1 / 3
# Rounds of fictitious play that find how the players answer an attempt (`_answers`).
ROUNDS = 50


def _attempt(state: CCWState, insight: int) -> dict[str, float]:
    """An attempt whose stances are still being chosen (10.1, 10.11-10.14).

    The stances are sealed (10.14): whoever chooses cannot see the others', so each player
    stands by his own stance, if he has chosen, against the others' answers as `_model`
    foresees them (at ``insight``); a player yet to choose stands by the stance that serves him
    best against them, as he will choose it. (Reading a sealed stance from the position would
    let the search see what a rival chose, or, on a redraw, a stance dealt at random.) Weighing
    each rival as answering after seeing one's own stance, as this once did, a Prime Minister
    stayed neutral so that the other voter would oppose, and the attempter won unopposed."""
    e = state.emergency
    assert e is not None
    return _table_of(state, insight).stands(e.stances)


def _table_of(state: CCWState, insight: int) -> _Table:
    """The `_Table` of the attempt being answered in ``state``, read with ``insight``."""
    e = state.emergency
    assert e is not None
    premier = state.actives["prime-minister"].color
    return _Table(e.attempter, tuple(e.voters), premier, tuple(seated(state)), insight)


@cache
def _answers(table: _Table) -> dict[str, dict[str, float]]:
    """How each voter answers an attempt, as the chance of each stance: the mixed stances
    fictitious play (Brown, 1951) settles on, each voter answering in turn what serves him best
    against how the others have answered so far, then `CARELESS` of it left to chance. No
    single stance is an answer: if every voter but the Prime Minister counts on another to
    oppose and joins, nobody does, and the attempter wins (10.11); played as such, computer
    voters all joined and lost."""
    counts = {v: dict.fromkeys(STANCES, 1.0) for v in table.voters}
    for _ in range(ROUNDS):
        belief = {v: _mixed(counts[v]) for v in table.voters}
        for voter in table.voters:
            counts[voter][table.best(voter, belief)] += 1
    return {
        v: {s: CARELESS / len(STANCES) + (1 - CARELESS) * p for s, p in _mixed(counts[v]).items()}
        for v in table.voters
    }


@cache
def _foreseen(table: _Table) -> dict[str, float]:
    """`_Table.stands` before anyone has answered, asked of the same few tables again and
    again (`_race`)."""
    return table.stands({})


@cache
def _attempt_value(table: _Table) -> float:
    """How the attempter stands once he attempts, before anyone answers (`_attempt`)."""
    return table.expected(table.attempter, {}, _model(table))


# The chance that a voter answers otherwise than the common reckoning makes best, as a player
# reading his rivals one step further (insight 1) allows for it (reconstructed, a belief, not a
# measure). It is smaller than `CARELESS`, the common reckoning's: a player who counts on the
# Prime Minister opposing an attempt (his best answer whatever the others do, 10.15) joins it
# and shares the Rebels' likely win, and with one chance in three that the Prime Minister does
# not oppose, joining risks the attempter's winning unopposed (10.11) too often to pay.
MISREAD = 1 / 10


@cache
def _model(table: _Table) -> dict[str, dict[str, float]]:
    """How each voter answers the attempt, as the chance of each stance, seen with the table's
    insight: with 0, `_answers` (the common reckoning); with k, each voter answers what serves
    him best against the answers seen with k - 1, save for the chance `MISREAD` (level-k
    reasoning: Stahl and Wilson, 1995; Nagel, 1995). In the Quiet Revolution the common
    reckoning has the Prime Minister opposing and the other voter mostly joining, yet a
    voter's best answer against it is to oppose, and computer voters always do: an attempter
    who reckons on the mix expects 0.48 and gets 0.3; with insight 1 he expects the 0.3, and a
    voter beside the Prime Minister, counting on him to oppose, joins (0.43 against 0.36)."""
    if table.insight == 0:
        return _answers(table)
    shallower = _model(replace(table, insight=table.insight - 1))
    found = {}
    for voter in table.voters:
        best = table.best(voter, shallower)
        found[voter] = {s: MISREAD / len(STANCES) + (1 - MISREAD) * (s == best) for s in STANCES}
    return found


def _mixed(counts: dict[str, float]) -> dict[str, float]:
    total = sum(counts.values())
    return {s: n / total for s, n in counts.items()}


@dataclass(frozen=True)
class _Table:
    """Who attempts, who answers, who holds the Prime Minister and who plays: all an attempt's
    payoffs depend on (10.11-10.15)."""

    attempter: str
    voters: tuple[str, ...]
    premier: str
    colors: tuple[str, ...]
    insight: int = 0

    def stands(self, chosen: dict[str, str]) -> dict[str, float]:
        """How everyone stands once the attempt is made (`_attempt`): the attempter against
        the voters' answers as `_model` foresees them (at the table's insight), each voter by
        his own stance if he has ``chosen`` it, else by the one that serves him best against
        the others'."""
        model = _model(self)
        found = {self.attempter: self.expected(self.attempter, {}, model)}
        for color in self.colors:
            if color != self.attempter:
                own = chosen.get(color) or self.best(color, model)
                found[color] = self.expected(color, {color: own}, model)
        return found

    def best(self, voter: str, model: dict[str, dict[str, float]]) -> str:
        """The stance that serves ``voter`` best against the others answering by ``model``."""
        return max(STANCES, key=lambda s: self.expected(voter, {voter: s}, model))

    def expected(
        self, color: str, fixed: dict[str, str], model: dict[str, dict[str, float]]
    ) -> float:
        """How ``color`` stands with the stances of ``fixed`` taken and every other voter's
        drawn from ``model``."""
        others = [v for v in self.voters if v not in fixed]
        total = 0.0
        for way in product(STANCES, repeat=len(others)):
            weight = 1.0
            for voter, stance in zip(others, way, strict=True):
                weight *= model[voter][stance]
            if weight:
                stances = {**fixed, **dict(zip(others, way, strict=True))}
                total += weight * self.payoff(stances)[color]
        return total

    def payoff(self, stances: dict[str, str]) -> dict[str, float]:
        """How everyone stands once every voter's stance is in. With nobody against, the
        attempter stands at 1 and the rest at 0 (10.11). Otherwise the National Emergency Table
        (10.81) gives the chance that the Emergency is created in the column of for to against;
        created, the Side of the Prime Minister's colour governs (10.15; the Side against, if
        that colour stayed neutral: emergency.py), its players sharing that chance times
        `GOVERNMENT_WINS` and the Rebels sharing that chance times the rest, and a neutral at 0
        (10.14: he "takes no further part"); failed, the attempter loses and nobody wins
        (10.12): the others share the point, as in a drawn game (`standing`). A Side's players
        share its win as they share a game they win together: joining a Side that wins is
        worth less than winning alone."""
        stances = {**stances, self.attempter: "join"}
        against = sum(stances[c] == "oppose" for c in self.voters)
        if not against:
            return {c: float(c == self.attempter) for c in self.colors}
        pro = sum(stances[c] == "join" for c in stances)
        created = _created(pro, against)
        governing = "join" if stances.get(self.premier) == "join" else "oppose"
        players = Counter(stances.values())
        stands = {}
        for c in self.colors:
            stance = stances.get(c, "neutral")
            stands[c] = 0.0
            if stance != "neutral":
                wins = GOVERNMENT_WINS if stance == governing else 1 - GOVERNMENT_WINS
                stands[c] += created * wins / players[stance]
            if c != self.attempter:
                stands[c] += (1 - created) / (len(self.colors) - 1)
        return stands


@cache
def _created(pro: int, con: int) -> float:
    """The chance of "N" on the National Emergency Table (10.81) in the column of ``pro`` for
    to ``con`` against, as emergency.py reads it (four players at most: every column printed)."""
    results = [
        NATIONAL_EMERGENCY.resolve(column=f"{pro}:{con}", roll=TableRoll.of([die])).result
        for die in range(1, 7)
    ]
    return results.count("N") / 6


def unfought(state: CCWState) -> bool:
    """A National Emergency just created (10.13), its Sides formed and nothing yet called up
    (10.23): `standing` weighs it as the attempt's reckoning did, and a playout stops there
    (`Title.foresees`)."""
    e = state.emergency
    return e is not None and bool(e.sides) and e.stage == "callup" and not e.picked


def _military(state: CCWState, colors: list[str]) -> dict[str, float]:
    e = state.emergency
    assert e is not None
    government = GOVERNMENT_WINS if unfought(state) else war_odds.government_standing(state)
    sides = {"government": government, "rebel": 1 - government}
    players = Counter(e.sides.values())
    return {c: sides[e.sides[c]] / players[e.sides[c]] if c in e.sides else 0.0 for c in colors}
