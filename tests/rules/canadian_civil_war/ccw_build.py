"""Building Canadian Civil War positions by hand for the rules tests (canadian-civil-war.txt).

A position starts from a real set-up (so it has the title's seeded rng, the scenario's pieces
and deck), arranged by the bot, then gets exactly the pieces, Issues, hands, draw pile, phase
and Player-Turn a test names. Every piece and Issue a test does not name is parked out of the
way: Active Pieces two to a square, Issues alone and uncontrolled, on squares neither named nor
next to a named one, so they take part in no Contest and no count the test makes; pass
``park=False`` to keep the bot's arrangement instead. The cards a test does not name make the
draw pile, so every card is somewhere once, as the oracle asks.

Dice: every roll of the political game is ``contest.die`` (the Contest, the Election Table, the
second die of 8.1, the roll-offs); ``force_dice`` replaces it with a list and checks that the
game rolled exactly those. Ids: squares ``red-a3`` (display.toml), pieces ``ont-1``,
``premier-ont``, ``prime-minister``, ``health-welfare``, ``wood`` (pieces.toml), Issues
``tax-1`` (kind and number), cards ``poc-04``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager

import pytest

from rules.canadian_civil_war import ORACLE, TITLE, contest
from rules.canadian_civil_war.components import DISPLAY, SCENARIOS
from rules.canadian_civil_war.data import CRISIS_ZONE
from rules.canadian_civil_war.ops import card_id, clockwise_from, show_controllers, split_key
from rules.canadian_civil_war.state import OFF, CCWState
from rules.core import Choice, seed_from_text

QR, REF = "quiet-revolution", "referendum"
SEED = "canadian civil war tests"


def fresh(scenario: str = REF, seed: str = SEED) -> CCWState:
    """The state right after set-up began: every player about to place his first piece."""
    return TITLE.setup(seed_from_text(seed), scenario)


def started(scenario: str = REF, seed: str = SEED) -> CCWState:
    """Every player's pieces arranged by the bot, the first Player-Turn begun (4.2)."""
    state = fresh(scenario, seed)
    for color in SCENARIOS[scenario].roles:
        state = act(state, color, "arrange")
    return state


def act(state: CCWState, role: str, verb: str, arg: str | None = None) -> CCWState:
    """``role`` makes the legal choice ``verb`` (with ``arg``); fails, listing what was legal,
    if there is none."""
    legal = TITLE.choices(state, role) + TITLE.interrupts(state, role)
    for choice in legal:
        if choice.verb == verb and (arg is None or choice.arg == arg):
            return TITLE.apply(state, role, choice)
    offered = ", ".join(f"{c.verb} {c.arg or ''}".strip() for c in legal)
    raise AssertionError(f"{role} may not {verb} {arg or ''}; legal: {offered}")


def legal(state: CCWState, role: str, verb: str | None = None) -> list[Choice]:
    return [c for c in TITLE.choices(state, role) if verb is None or c.verb == verb]


def build(
    actives: Mapping[str, tuple[str, str]],
    issues: Mapping[str, tuple[str, str | None]] = {},
    *,
    scenario: str = REF,
    player: str = "red",
    phase: str = "opportunity",
    hands: Mapping[str, Iterable[str]] = {},
    draw: Iterable[str] = (),
    public: Iterable[str] = (),
    seen: Mapping[str, Iterable[str]] = {},
    park: bool = True,
    seed: str = SEED,
) -> CCWState:
    """A position of ``scenario``.

    actives: piece -> (stack key, colour): ``("red-a3", "red")``, ``("crisis-zone:1", "blue")``.
    issues: Issue -> (stack key, the Constituency on top of it or None).
    hands: colour -> card ids (``poc-04``); draw: the top of the draw pile, in order.
    public: Issues face up; seen: colour -> the face-down Issues it has seen (an Issue beneath
    a Constituency is seen by its controller without being named here).
    """
    state = started(scenario, seed)
    named = {split_key(k)[0] for k, _ in actives.values()} | {
        split_key(k)[0] for k, _ in issues.values()
    }
    for piece, (key, color) in actives.items():
        where, stack = split_key(key)
        state.actives[piece].where, state.actives[piece].stack = where, stack
        state.actives[piece].color = color  # type: ignore[assignment]
    for issue in state.issues.values():
        issue.where, issue.stack, issue.under, issue.public = OFF, 0, None, False
        issue.seen, issue.called_from = [], None
    for issue, (key, under) in issues.items():
        where, stack = split_key(key)
        spec = state.issues[issue]
        spec.where, spec.stack, spec.under = where, stack, under
        if under is not None:
            spec.seen = [state.actives[under].color]
        if where == CRISIS_ZONE:
            spec.public = True
    for issue in public:
        state.issues[issue].public = True
    for color, ids in seen.items():
        for issue in ids:
            if color not in state.issues[issue].seen:
                state.issues[issue].seen.append(color)  # type: ignore[arg-type]
    if park:
        _park(state, set(actives), set(issues), named)
    show_controllers(state)  # an Issue's controller has seen it
    _deal(state, hands, draw)
    state.player = player  # type: ignore[assignment]
    state.phase = phase  # type: ignore[assignment]
    state.order = clockwise_from(state, player)  # type: ignore[arg-type]
    state.turn = 1
    state.queue, state.moved, state.picked, state.engaged, state.effects = [], [], [], [], []
    state.contest = state.vote = state.formation = None
    state.called = state.invited = False
    problems = ORACLE.invariant_problems(state)
    assert not problems, problems
    return state


def _park(state: CCWState, actives: set[str], issues: set[str], named: set[str]) -> None:
    near = set(named)
    for square in named:
        if square in DISPLAY.places:
            near |= set(DISPLAY.neighbours(square))
    free = [s for s in DISPLAY.places if s != CRISIS_ZONE and s not in near]
    if not SCENARIOS[state.scenario].blue_area:
        free = [s for s in free if not s.startswith("blue-")]
    left = [p for p in state.actives if p not in actives]
    slots = [s for s in free for _ in range(2)]
    assert len(slots) >= len(left), "no room to park the pieces the test did not name"
    for piece, square in zip(left, slots, strict=False):
        state.actives[piece].where, state.actives[piece].stack = square, 0
    lone = [i for i in state.issues if i not in issues]
    # Never on a Control Point: an Issue there is controlled by its owner (5.13 B).
    bare = [s for s in reversed(free) if not DISPLAY.place(s).control_point]
    for issue, square in zip(lone, bare, strict=False):
        state.issues[issue].where, state.issues[issue].stack = square, 0
    assert all(state.issues[i].where != OFF for i in lone), "no room to park the Issues"


def _deal(state: CCWState, hands: Mapping[str, Iterable[str]], draw: Iterable[str]) -> None:
    removed = SCENARIOS[state.scenario].removed_cards
    every = [card_id(n) for n in range(1, 57) if n not in removed]
    for color in state.hands:
        state.hands[color] = list(hands.get(color, ()))
    top = list(draw)
    held = [c for hand in state.hands.values() for c in hand]
    state.deck.draw_pile = top + [c for c in every if c not in held and c not in top]
    state.deck.discard_pile = []


@contextmanager
def force_dice(monkeypatch: pytest.MonkeyPatch, *rolls: int) -> Iterator[list[int]]:
    """Every die rolled inside the block is the next of ``rolls``; the block fails if a roll
    is left over or one too many is asked for."""
    queue = list(rolls)

    def die(state: CCWState) -> int:
        assert queue, "the game rolled more dice than the test forced"
        return queue.pop(0)

    with monkeypatch.context() as patch:
        patch.setattr(contest, "die", die)
        yield queue
    assert not queue, f"the game did not roll the forced dice {queue}"


# Red's Quiet Revolution conditions (12.1): Tariff 2, Territory 2, Media 1, Transport 1. Five of
# them on Red's Control Points (5.13 B), as `build` takes Issues.
RED_FIVE = {
    "tariff-1": ("red-a3", None),
    "tariff-2": ("red-l2", None),
    "territory-1": ("red-l6", None),
    "media-1": ("red-g2", None),
    "transport-1": ("red-g8", None),
}
