"""Computer players: any seat of any title, through the rules protocol alone (ARCHITECTURE.md,
"Computer players").

A computer seat sees what its seat's view shows and nothing else. Everything it searches is a
`Title.redraw` of the real state for its seat: the other hands, the deck order and every secret
dealt again from what the seat can see, and the game's rng replaced, so no search meets a card
or a die the real game hides. It decides with a random stream of its own (an `Rng` the caller
seeds), never the game's: the choice it returns is applied like a player's and logged like one,
so replay and `rules.verify` never depend on how it was found.

The three strengths:

* **easy**: a random legal choice.
* **normal**: flat Monte Carlo, one ply deep: each legal choice (at most `WIDTH`, a random
  sample of them) is tried on fresh redraws, each followed by a short random playout scored by
  the outcome or, cut off, by `Title.standing`; the best mean wins. Title-agnostic: the title
  says only what is legal and how the victory conditions stand.
* **hard**: single-observer information-set Monte Carlo tree search (Cowling, Powley and
  Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012). Each iteration
  deals one determinization (a redraw), walks one shared tree whose edges are choices
  ``(role, verb, arg)``, picking by UCB1 among the edges legal in that determinization
  (counting, for each edge, the iterations in which it was available), adds one node, plays
  out at random to a depth, and backs every role's score up the path; the root choice visited
  most is played. The tree is over the seat's information set, so its own choices are chosen
  for every deal it cannot tell apart; the others' choices are modelled as their best reply
  in each deal, a known optimism of SO-ISMCTS that still beats flat sampling over long games.

Each redraw is a private copy that one iteration walks forward and then drops, so the search
carries choices out on it in place (`Title.advance`): the choices come from the legal lists, so
`apply`'s check and copy would only double the cost of every step.

Simultaneous steps (both sides committing in secret) need no special case: the other side's
pick, if already made, is part of what the seat cannot see, so the redraw deals it again.

Nothing here reads a clock: the think budget is a number of iterations, and the bot may pass
``out_of_time`` to stop earlier (it runs the search in a process of its own).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from .protocol import Choice, GameState, Title
from .rng import Rng


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True)
class Budget:
    """How hard to think: `iterations` deals searched (hard) or per choice tried (normal), and
    `depth` random choices played after the search before scoring the position."""

    iterations: int
    depth: int


BUDGETS: dict[Level, Budget] = {
    Level.EASY: Budget(iterations=0, depth=0),
    Level.NORMAL: Budget(iterations=2, depth=8),
    Level.HARD: Budget(iterations=400, depth=16),
}
WIDTH = 12  # choices normal tries at most
EXPLORATION = 0.7  # UCB1's constant, for scores between 0 and 1


def decide(
    title: Title,
    state: GameState,
    role: str,
    level: Level,
    rng: Rng,
    budget: Budget | None = None,
    out_of_time: Callable[[], bool] = lambda: False,
) -> Choice:
    """The choice ``role`` makes now at ``level``. ``state`` is the real state: only its view
    for ``role`` and its redraws for ``role`` are ever read."""
    choices = title.view(state, role).choices
    if not choices:
        raise ValueError(f"{role} has nothing to choose now")
    if len(choices) == 1 or level is Level.EASY:
        return rng.choice(choices)
    budget = budget or BUDGETS[level]
    if level is Level.NORMAL:
        return _flat(title, state, role, choices, rng, budget, out_of_time)
    return _ismcts(title, state, role, choices, rng, budget, out_of_time)


# --- normal: flat Monte Carlo ---------------------------------------------------------------


def _flat(
    title: Title,
    state: GameState,
    role: str,
    choices: list[Choice],
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
) -> Choice:
    # In random order, so that a search cut short by the clock favours no place in the list.
    tried = rng.sample(choices, min(len(choices), WIDTH))
    totals = [0.0] * len(tried)
    counts = [0] * len(tried)
    for _ in range(max(1, budget.iterations)):
        for i, choice in enumerate(tried):
            # Out of time, it keeps what it has tried (at least one choice): a choice never
            # tried is never played.
            if (counts[i] or i) and out_of_time():
                break
            world = title.redraw(state, role, rng)
            title.advance(world, role, choice)
            totals[i] += _playout(title, world, rng, budget.depth)[role]
            counts[i] += 1
    means = [totals[i] / counts[i] if counts[i] else -1.0 for i in range(len(tried))]
    return tried[max(range(len(tried)), key=means.__getitem__)]


# --- hard: information-set MCTS -------------------------------------------------------------

Edge = tuple[str, str, str]  # role, verb, arg: a choice as the tree knows it, whatever the deal


def _edge(role: str, choice: Choice) -> Edge:
    return (role, choice.verb, repr(choice.arg))


@dataclass
class _Node:
    visits: int = 0
    score: float = 0.0  # summed, for the role whose choice led here
    available: int = 0  # iterations in which the choice leading here was legal
    children: dict[Edge, _Node] = field(default_factory=dict)

    def ucb(self) -> float:
        if self.visits == 0:
            return math.inf
        return self.score / self.visits + EXPLORATION * math.sqrt(
            math.log(max(1, self.available)) / self.visits
        )


def _ismcts(
    title: Title,
    state: GameState,
    role: str,
    choices: list[Choice],
    rng: Rng,
    budget: Budget,
    out_of_time: Callable[[], bool],
) -> Choice:
    root = _Node()
    iterations = max(1, budget.iterations)
    for done in range(iterations):
        if done and (out_of_time() or _settled(root, iterations - done)):
            break
        world = title.redraw(state, role, rng)
        node, path = root, []
        while world.outcome is None:
            actor, legal = _mover(title, world, None if path else role, choices)
            if actor is None:
                break
            edges = {_edge(actor, c): c for c in legal}
            for key in edges.keys() & node.children.keys():
                node.children[key].available += 1
            fresh = [key for key in edges if key not in node.children]
            if fresh:  # add one node, then let the playout take over
                key = fresh[rng.below(len(fresh))]
                node.children[key] = _Node(available=1)
            else:
                key = max(edges, key=lambda k: node.children[k].ucb())
            title.advance(world, actor, edges[key])
            node = node.children[key]
            path.append((actor, node))
            if fresh:
                break
        scores = _playout(title, world, rng, budget.depth)
        root.visits += 1
        for actor, visited in path:
            visited.visits += 1
            visited.score += scores.get(actor, 0.0)
    best = max(
        (c for c in choices if _edge(role, c) in root.children),
        key=lambda c: root.children[_edge(role, c)].visits,
        default=choices[0],
    )
    return best


def _settled(root: _Node, left: int) -> bool:
    """True once the root's most visited choice leads the next by more than the ``left``
    iterations of the budget: it is the one played however they go, so they are spared. A
    clear decision comes back sooner, and never differs from what the whole budget gives."""
    first, second = (*heapq.nlargest(2, (n.visits for n in root.children.values())), 0, 0)[:2]
    return first - second > left


def _mover(
    title: Title, world: GameState, root_role: str | None, root_choices: list[Choice]
) -> tuple[str | None, list[Choice]]:
    """Who chooses next in the search, and among what: at the root the seat itself, among its
    view's choices (its interrupts included); below it the first role the rules wait on."""
    if root_role is not None:
        return root_role, root_choices
    for actor in title.active(world):
        legal = title.choices(world, actor)
        if legal:
            return actor, legal
    return None, []


def _playout(title: Title, world: GameState, rng: Rng, depth: int) -> dict[str, float]:
    """Random choices by whoever must act, for at most ``depth`` of them, made on ``world``
    itself; then how each role stands (the outcome, if the game ended)."""
    for _ in range(depth):
        if world.outcome is not None:
            break
        actor, legal = _mover(title, world, None, [])
        if actor is None:
            break
        title.advance(world, actor, rng.choice(legal))
    return title.standing(world)
