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
  fresh redraws (common random numbers: each move meets the same deals and dice), the
  position after it judged by `Title.standing` (the rulebook's victory conditions); the best
  mean wins.
* **hard**: more moves, judged deeper and more often, and the rivals read one step further.
  Each move is carried out on redraws, followed by ``depth`` random steps of whoever must act,
  and the position judged by `standing` with ``insight`` 1 (where the title foresees sealed
  answers, each rival answers as the common reckoning makes best, and the seat answers best
  against that: level-k reasoning); by sequential halving (Karnin, Koren and Somekh, "Almost
  Optimal Exploration in Multi-Armed Bandits", ICML 2013) the better half of the moves is kept
  after each round and the deals of the next round doubled, so the time goes to the moves that
  could be best.

Nothing here reads a clock: the think budget is a number of deals, and the caller may pass
``out_of_time`` to stop earlier (the bot runs the search in a process of its own, with a clock
for the seat's whole turn: bot/computer.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from .moves import LONGEST_RUN, Move, carry_out, continues, sample_moves, shortest
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
    Level.NORMAL: Budget(width=8, deals=2),
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
    if level is Level.EASY:
        chosen = moves[rng.below(len(moves))]
    else:
        if title.scripted(world, role) is not None:
            # What a rules-reader would do is always among the moves compared, and the one
            # made when there is no time to compare (the last moves of a long turn).
            plain = scripted_move(title, world, role)
            moves = [plain, *(m for m in moves if m != plain)][: max(1, budget.width)]
        if len(moves) == 1 or out_of_time():
            chosen = moves[0]
        elif level is Level.NORMAL:
            chosen = _greedy(title, state, role, moves, rng, budget, out_of_time)
        else:
            chosen = _halving(title, state, role, moves, rng, budget, out_of_time)
    # Carried out by its shortest steps: the walk that found it may have marked and unmarked.
    return shortest(title, world, role, chosen)


def _judge(
    title: Title, world: GameState, role: str, move: Move, rng: Rng, budget: Budget
) -> float:
    """How ``role`` stands after ``move`` on ``world`` (a private redraw, played on in place),
    the steps nobody has a choice in (a roll to make: what the move sets going), and
    ``budget.depth`` random steps."""
    if not carry_out(title, world, role, move):
        return 0.0
    _forced(title, world)
    for _ in range(budget.depth):
        if world.outcome is not None or title.foresees(world):
            break
        actor, legal = _next(title, world)
        if actor is None:
            break
        title.advance(world, actor, title.scripted(world, actor) or rng.choice(legal))
    return title.standing(world, budget.insight).get(role, 0.0)


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
) -> Move:
    """normal: the best mean standing right after the move, over the same few deals."""
    totals = [0.0] * len(moves)
    counts = [0] * len(moves)
    for _ in range(max(1, budget.deals)):
        world = title.redraw(state, role, rng, budget.insight)
        for i, move in enumerate(moves):
            # Out of time, it keeps what it has judged (at least one move): a move never judged
            # is never played.
            if (counts[i] or i) and out_of_time():
                return _best(moves, totals, counts)
            totals[i] += _judge(title, world.clone(), role, move, rng, budget)
            counts[i] += 1
    return _best(moves, totals, counts)


def _halving(
    title: Title,
    state: GameState,
    role: str,
    moves: list[Move],
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
) -> Move:
    """hard: sequential halving over the moves, each round on deals every move left meets."""
    totals = [0.0] * len(moves)
    counts = [0] * len(moves)
    alive = list(range(len(moves)))
    deals = max(1, budget.deals)
    while len(alive) > 1:
        for _ in range(deals):
            world = title.redraw(state, role, rng, budget.insight)
            for i in alive:
                # Out of time, it keeps what it has judged (at least one move), as normal does.
                if (counts[i] or i != alive[0]) and out_of_time():
                    return _best(moves, totals, counts)
                totals[i] += _judge(title, world.clone(), role, moves[i], rng, budget)
                counts[i] += 1
        alive.sort(key=lambda i: totals[i] / counts[i], reverse=True)
        alive = alive[: (len(alive) + 1) // 2]
        deals *= 2
    return moves[alive[0]]


def _best(moves: list[Move], totals: list[float], counts: list[int]) -> Move:
    """The move of the best mean among those judged at least as often as any other: a move cut
    short by the clock with one lucky deal does not beat one judged on many."""
    most = max(counts)
    judged = [i for i in range(len(moves)) if counts[i] == most]
    return moves[max(judged, key=lambda i: totals[i] / counts[i])]


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
