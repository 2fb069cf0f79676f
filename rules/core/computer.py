"""Computer players: any seat of any title, through the rules protocol alone (ARCHITECTURE.md,
"Computer players").

A computer seat sees what its seat's view shows and nothing else. Everything it searches is a
`Title.redraw` of the real state for its seat: the other hands, the deck order and every secret
dealt again from what the seat can see, and the game's rng replaced, so no search meets a card
or a die the real game hides. It decides with a random stream of its own (an `Rng` the caller
seeds), never the game's: the move it returns is applied step by step like a player's and
logged like one, so replay and `rules.verify` never depend on how it was found.

It decides a **whole move** (rules/core/moves.py): the seat's own steps up to the first that the
others see. Comparing whole moves, it never spends its time marking and unmarking cards, and a
game it plays moves on.

The three strengths, each stronger than the last:

* **easy**: one random whole move.
* **normal**: greedy. A few whole moves (at most ``width``), each carried out on the same
  fresh redraws (common random numbers: each move meets the same deals and dice), then the
  rest of its own turn as the scripted player plays it, and the position judged by
  `Title.standing` (the rulebook's victory conditions) with ``insight`` 1 (where the title
  foresees sealed answers, each rival answers as the common reckoning makes best, and the seat
  answers best against that: level-k reasoning; judged by the common reckoning itself, a
  Canadian Civil War seat expected rivals to join its National Emergency and attempted one on
  Game-Turn 1); the best mean wins, if it passes the evidence rule (below).
* **hard**: more moves, judged deeper and more often. Each move is carried out on redraws,
  followed by ``depth`` steps of whoever must act, each as the scripted player plays it
  (random steps for a title without one), and the position judged by `standing` as Normal
  judges it; by sequential halving (Karnin, Koren and Somekh, "Almost
  Optimal Exploration in Multi-Armed Bandits", ICML 2013) the better half of the moves is kept
  after each round and the deals of the next round doubled, so the time goes to the moves that
  could be best.

Where the title has a scripted player (`Title.scripted`: a player who follows the rulebook's
plain advice), its whole move and that move cut short are always among those compared, and its
move is the one made unless another is shown better (`_confirmed`, the evidence rule): a search
cut short by the clock, or a judgement too noisy to trust, falls back on the rulebook's advice.

Nothing here reads a clock: the think budget is a number of deals, and the caller may pass
``out_of_time`` to stop earlier (the bot runs the search in a process of its own, with a clock
for the seat's whole turn: bot/computer.py).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum

from .moves import LONGEST_RUN, Move, carry_out, continues, sample_moves, shortest, step
from .protocol import Choice, GameState, Title
from .rng import Rng


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True)
class Budget:
    """How hard to think: ``width`` whole moves compared at most, ``deals`` redraws each is
    judged on (hard: in its first round, doubled each round after), ``depth`` random steps
    played after a move before the position is judged, and the ``insight`` it is judged with
    and the others' sealed answers are dealt by (`Title.standing`, `Title.redraw`)."""

    width: int
    deals: int
    depth: int = 0
    insight: int = 0


# Hard's playouts were also tried as two whole moves of whoever acts next, each chosen by
# Normal's greedy policy on the same deal (a rollout of Normal): no stronger against Normal
# than random steps in any title (8 to 12 games a title), at twice the time.
BUDGETS: dict[Level, Budget] = {
    Level.EASY: Budget(width=1, deals=0),
    Level.NORMAL: Budget(width=8, deals=2, insight=1),
    Level.HARD: Budget(width=24, deals=4, depth=12, insight=1),
}
# Steps without a choice played out after a move before it is judged, at most.
FORCED_STEPS = 20


def decide(
    title: Title,
    state: GameState,
    role: str,
    level: Level,
    rng: Rng,
    budget: Budget | None = None,
    out_of_time: Callable[[], bool] = lambda: False,
) -> Move:
    """The whole move ``role`` makes now at ``level``: its steps, in order. ``state`` is the
    real state: only its view for ``role`` and its redraws for ``role`` are ever read."""
    first = title.view(state, role).choices
    if not first:
        raise ValueError(f"{role} has nothing to choose now")
    budget = budget or BUDGETS[level]
    # The moves are found on a redraw, so that nothing hidden in the real state steers them.
    world = title.redraw(state, role, rng, budget.insight)
    moves = sample_moves(title, world, role, first, rng, max(1, budget.width), out_of_time)
    plain = None  # where the scripted player's move is among ``moves``
    if level is Level.EASY:
        chosen = moves[rng.below(len(moves))]
    else:
        if title.scripted(world, role) is not None:
            # What a rules-reader would do is always among the moves compared, and the one
            # made when there is no time to compare (the last moves of a long turn).
            scripted = scripted_move(title, world, role)
            near = [m for m in shortened(title, world, role, scripted) if m not in moves]
            moves = [scripted, *near, *(m for m in moves if m != scripted)]
            moves, plain = moves[: max(1, budget.width)], 0
        if len(moves) == 1 or out_of_time():
            chosen = moves[0]
        elif level is Level.NORMAL:
            chosen = _greedy(title, state, role, moves, rng, budget, out_of_time, plain)
        else:
            chosen = _halving(title, state, role, moves, rng, budget, out_of_time, plain)
    # Carried out by its shortest steps: the walk that found it may have marked and unmarked.
    return shortest(title, world, role, chosen)


def shortened(title: Title, world: GameState, role: str, move: Move) -> list[Move]:
    """The ``move`` cut short: each run of its first private steps followed by its last step,
    where the rules take that and it ends the move there (the rulebook's move with fewer cards
    committed, fewer units sent), the longest first: the moves next to the rulebook's, where a
    better one is most often found."""
    found = []
    here = world.clone()
    for index in range(len(move) - 1):
        last = next((c for c in title.choices(here, role) if c.matches(move[-1])), None)
        if (
            last is not None
            and index
            and not continues(title, here, step(title, here, role, last), role)
        ):
            found.append((*move[:index], last))
        title.advance(here, role, move[index])
    return found[::-1]


def _judge(
    title: Title, world: GameState, role: str, move: Move, rng: Rng, budget: Budget
) -> float:
    """How ``role`` stands after ``move`` on ``world`` (a private redraw, played on in place),
    the steps nobody has a choice in (a roll to make: what the move sets going), and
    ``budget.depth`` steps of whoever must act, each as the scripted player plays it (or at
    random, for a title without one)."""
    if not carry_out(title, world, role, move):
        return 0.0
    _forced(title, world)
    if not budget.depth:
        _own_turn(title, world, role)
    for _ in range(budget.depth):
        if world.outcome is not None or title.foresees(world):
            break
        actor, legal = _next(title, world)
        if actor is None:
            break
        title.advance(world, actor, title.scripted(world, actor) or rng.choice(legal))
    return title.standing(world, budget.insight).get(role, 0.0)


def _own_turn(title: Title, world: GameState, role: str) -> None:
    """Play on ``role``'s own steps, as the scripted player plays them, until another role must
    act: a move that ends a phase is judged where its turn's end has brought what it brings
    (income, reinforcements), and so must a move after which the turn goes on."""
    for _ in range(FORCED_STEPS):
        if world.outcome is not None or title.foresees(world):
            return
        actor, _legal = _next(title, world)
        choice = title.scripted(world, role) if actor == role else None
        if choice is None:
            return
        title.advance(world, role, choice)
        _forced(title, world)


def _forced(title: Title, world: GameState) -> None:
    """Play on the steps nobody has a choice in (a roll to make, a result to acknowledge)."""
    for _ in range(FORCED_STEPS):
        if world.outcome is not None:
            return
        actor, legal = _next(title, world)
        if actor is None or len(legal) != 1:
            return
        title.advance(world, actor, legal[0])


def _next(title: Title, world: GameState) -> tuple[str | None, list[Choice]]:
    """The first role the rules wait on, and its choices."""
    for actor in title.active(world):
        legal = title.choices(world, actor)
        if legal:
            return actor, legal
    return None, []


def _greedy(
    title: Title,
    state: GameState,
    role: str,
    moves: list[Move],
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
    plain: int | None,
) -> Move:
    """normal: the best mean standing right after the move, over the same few deals, made if
    it stands better than the plain move on as many fresh ones (`_confirmed`)."""
    tally = _Tally(len(moves))
    deals = max(1, budget.deals)
    for _ in range(deals):
        world = title.redraw(state, role, rng, budget.insight)
        for i, move in enumerate(moves):
            # Out of time, it keeps what it has judged (at least one move): a move never judged
            # is never played.
            if (tally.values[i] or i) and out_of_time():
                return _cut_short(moves, tally, range(len(moves)), plain)
            tally.values[i].append(_judge(title, world.clone(), role, move, rng, budget))
    best = tally.best(range(len(moves)))
    return _confirmed(title, state, role, moves, best, plain, deals, rng, budget, out_of_time)


def _halving(
    title: Title,
    state: GameState,
    role: str,
    moves: list[Move],
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
    plain: int | None,
) -> Move:
    """hard: sequential halving over the moves other than the plain one, each round on deals
    every move left meets, doubled each round; the last one left is made if it stands better
    than the plain move on fresh deals (`_confirmed`)."""
    tally = _Tally(len(moves))
    alive = [i for i in range(len(moves)) if i != plain]
    deals = max(1, budget.deals)
    while len(alive) > 1:
        for _ in range(deals):
            world = title.redraw(state, role, rng, budget.insight)
            for i in alive:
                # Out of time, it keeps what it has judged (at least one move), as normal does.
                if (tally.values[i] or i != alive[0]) and out_of_time():
                    return _cut_short(moves, tally, alive, plain)
                tally.values[i].append(_judge(title, world.clone(), role, moves[i], rng, budget))
        alive.sort(key=tally.mean, reverse=True)
        alive = alive[: (len(alive) + 1) // 2]
        deals *= 2
    return _confirmed(title, state, role, moves, alive[0], plain, deals, rng, budget, out_of_time)


# A move other than the plain one is made only when it stands better on fresh deals by this
# many standard errors of the difference (one-sided, about 98 % sure): where the judgement is
# noisy, the rulebook's advice is the safer choice. And by at least `MARGIN` of a standing: two
# moves the standing cannot tell apart (equal but for the rounding of floats) are no reason to
# leave the rulebook's.
EVIDENCE = 2.0
MARGIN = 0.005
# Fewer deals than this tell nothing of the spread (a search stopped by the clock early).
FEWEST_DEALS = 4


def _confirmed(
    title: Title,
    state: GameState,
    role: str,
    moves: list[Move],
    best: int,
    plain: int | None,
    deals: int,
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
) -> Move:
    """``moves[best]`` if it stands better than the plain move by `EVIDENCE` on deals neither
    was chosen on, else the plain move. Not on the deals that chose it: the best of many looks
    better on them than it is (the winner's curse), and a deviation from the rulebook's advice
    must show its worth anew. As many deals as the search's last round, and at least half of
    what a round of the whole width takes (a choice between two moves is weighed on as many
    deals as a choice among many), or as many as the clock allows."""
    if plain is None or best == plain:
        return moves[best]
    tally = _Tally(2)  # 0: the plain move, 1: the best other
    for _ in range(max(deals, budget.width * budget.deals // 2)):
        if tally.values[0] and out_of_time():
            break
        world = title.redraw(state, role, rng, budget.insight)
        for k, i in enumerate((plain, best)):
            tally.values[k].append(_judge(title, world.clone(), role, moves[i], rng, budget))
    return moves[best] if tally.clearly_better(1, 0) else moves[plain]


def _cut_short(
    moves: list[Move], tally: _Tally, candidates: Iterable[int], plain: int | None
) -> Move:
    """Out of time before the search ended: the plain move, or where the title has none, the
    best judged."""
    return moves[plain] if plain is not None else moves[tally.best(candidates)]


class _Tally:
    """Each move's standings, deal by deal: every move judged on a deal is judged on the same
    one, so two moves compare deal by deal (common random numbers)."""

    def __init__(self, moves: int) -> None:
        self.values: list[list[float]] = [[] for _ in range(moves)]

    def mean(self, i: int) -> float:
        return sum(self.values[i]) / len(self.values[i])

    def best(self, candidates: Iterable[int]) -> int:
        """The move of the best mean among those judged at least as often as any other: a move
        cut short by the clock with one lucky deal does not beat one judged on many."""
        judged = [i for i in candidates if self.values[i]]
        most = max(len(self.values[i]) for i in judged)
        return max((i for i in judged if len(self.values[i]) == most), key=self.mean)

    def clearly_better(self, i: int, j: int) -> bool:
        """Whether move ``i`` stands better than ``j`` on the deals both met by `EVIDENCE`
        standard errors of the difference, and by `MARGIN` at least, on `FEWEST_DEALS` at
        least."""
        differences = [a - b for a, b in zip(self.values[i], self.values[j], strict=False)]
        if len(differences) < FEWEST_DEALS:
            return False
        mean = sum(differences) / len(differences)
        spread = statistics.stdev(differences) / math.sqrt(len(differences))
        return mean > max(EVIDENCE * spread, MARGIN)


def scripted_move(title: Title, state: GameState, role: str) -> Move:
    """The whole move the title's scripted player (`Title.scripted`) makes now for ``role``:
    its steps up to the first one the others see, as `decide`'s moves are cut. ``state`` is
    not changed. Raises ValueError when the title has no scripted player or ``role`` has
    nothing to choose."""
    world = state.clone()
    steps: list[Choice] = []
    while len(steps) < LONGEST_RUN:
        choice = title.scripted(world, role)
        if choice is None:
            raise ValueError(f"{title.id} has no scripted choice for {role} here")
        steps.append(choice)
        before = world.clone()
        title.advance(world, role, choice)
        if not continues(title, before, world, role):
            break
    return tuple(steps)
